"""Malformed inputs, written as files by the test, fed to the real command line.

Each case must end with exit code 2 and exactly one line on stderr that names the file (or the
argument), the entry and the field; no traceback; and it must stay small: under 200 MB of memory
and 5 s of processor time (measured for the child process itself with ``os.wait4``, which a shared,
noisy machine does not stretch the way it stretches wall-clock time).

The cases cover what the issue found: alias bombs, non-UTF-8 files, folders, deep nesting,
unhashable names, bad seat counts, duplicate and unknown keys, huge numbers, zones off the map,
seats not at the table, wrong field types, bad option values and bad command-line numbers; for
every game where the case applies.
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys

import pytest
import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MAX_CPU_SECONDS = 5.0
MAX_RSS_MB = 200

BOMB = ('&a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]\n'
        'b1: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\nc1: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]\n'
        'd1: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]\ne1: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d]\n'
        'f1: [*e, *e, *e, *e, *e, *e, *e, *e, *e]\n')

GAMES = ("ninedkp", "thenine", "tricksy", "ninecard", "kongai")
#: each game's data files, and a card entry to break in the first one
FILES = {"ninedkp": ("cards.yaml", "decks.yaml"), "thenine": ("cards.yaml", "decks.yaml"),
         "tricksy": ("suits.yaml", "powers.yaml"), "ninecard": ("cards.yaml", "decks.yaml"),
         "kongai": ("characters.yaml", "items.yaml")}
#: (game, file, text to find, replacement): an effect or number far out of bounds
HUGE = {
    "ninedkp": ("cards.yaml", "{do: damage_player, amount: 100}", "{do: damage_player, amount: 10000000000000000000000000}"),
    "thenine": ("cards.yaml", "{do: damage_warrior, amount: 2}", "{do: damage_warrior, amount: 10000000000000000000000000}"),
    "tricksy": ("powers.yaml", "cap: 3", "cap: 10000000000000000000000000"),
    "ninecard": ("cards.yaml", "defence: 3", "defence: 10000000000000000000000000"),
    "kongai": ("characters.yaml", "intercept_damage: 60", "intercept_damage: 10000000000000000000000000"),
}


#: runs main.py and prints its exit code, stderr, CPU seconds and peak MB as JSON. It runs in a
#: small process of its own: Linux counts a child's peak memory from the process it was forked
#: from, and the test process (pygame, fonts, tables) is itself 300 MB after some tests.
MEASURE = """
import json, os, subprocess, sys, threading
proc = subprocess.Popen(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
guard = threading.Timer(60, proc.kill)   # a run that never ends fails on its exit code
guard.start()
err = proc.stderr.read()
guard.cancel()
_, status, usage = os.wait4(proc.pid, 0)
print(json.dumps([os.waitstatus_to_exitcode(status), err, usage.ru_utime + usage.ru_stime,
                  usage.ru_maxrss / 1024]))
"""


def run(args, env=None, cwd=ROOT):
    """Run ``main.py args``; returns (exit code, stderr, cpu seconds, peak MB)."""
    e = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", **(env or {}))
    out = subprocess.run([sys.executable, "-c", MEASURE, sys.executable, os.path.join(ROOT, "main.py"), *args],
                         cwd=cwd, env=e, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    code, err, cpu, mb = json.loads(out.stdout)
    return code, err, cpu, mb


def assert_bad_input(result, *names):
    code, err, cpu, mb = result
    assert "Traceback" not in err, err[-2000:]
    assert code == 2, (code, err[-500:])
    assert err.count("\n") == 1 and err.endswith("\n"), err[-500:]
    for name in names:
        assert str(name) in err, (name, err)
    assert cpu < MAX_CPU_SECONDS, f"{cpu:.1f} s of processor time"
    assert mb < MAX_RSS_MB, f"{mb:.0f} MB"


@pytest.fixture
def data(tmp_path):
    """A copy of the shipped data folder to break (NINE_TABLES_DATA points at it)."""
    d = tmp_path / "data"
    shutil.copytree(os.path.join(ROOT, "data"), d, ignore=shutil.ignore_patterns("scenarios", "lessons"))
    return d


def check(data, game):
    return run(["check", game], {"NINE_TABLES_DATA": str(data)})


# ---------------------------------------------------------------- data files of every game
@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("kind", ["bomb", "binary", "folder", "deep", "duplicate", "unknown_top", "syntax", "huge_file",
                                  "not_a_mapping", "empty"])
def test_a_broken_data_file(data, game, kind):
    for name in FILES[game]:
        p = data / game / name
        text = p.read_text()
        if kind == "bomb":
            p.write_text(text + "\nbomb: " + BOMB)
        elif kind == "binary":
            p.write_bytes(b"\xff\xfe\x00\x81binary" * 10)
        elif kind == "folder":
            p.unlink()
            p.mkdir()
        elif kind == "deep":
            p.write_text(text + "\nextra: " + "[" * 300 + "]" * 300 + "\n")
        elif kind == "duplicate":
            first = [ln for ln in text.splitlines() if ln[:1].isalpha()]
            p.write_text(text + "\n" + first[-1] + "\n")
        elif kind == "unknown_top":
            p.write_text(text + "\npocket: 1\n")
        elif kind == "syntax":
            p.write_text(text + "\n  - [unclosed\n")
        elif kind == "huge_file":
            p.write_text(text + "\n#" + "x" * 2_100_000 + "\n")
        elif kind == "not_a_mapping":
            p.write_text("- just\n- a list\n")
        elif kind == "empty":
            p.write_text("")
        assert_bad_input(check(data, game), p)
        shutil.rmtree(p) if p.is_dir() else p.unlink()
        p.write_text(text)


@pytest.mark.parametrize("game", GAMES)
def test_a_number_far_out_of_bounds(data, game):
    name, old, new = HUGE[game]
    p = data / game / name
    text = p.read_text()
    assert old in text
    p.write_text(text.replace(old, new, 1))
    assert_bad_input(check(data, game), p)


@pytest.mark.parametrize("game", ["ninedkp", "thenine", "ninecard"])
@pytest.mark.parametrize("entry", ["{a: 1}", "[x, y]", "12", "null"])
def test_a_deck_entry_that_is_not_a_card_key(data, game, entry):
    p = data / game / "decks.yaml"
    decks = {"decks": {"broken": {"title": "Broken", "cards": [yaml.safe_load(entry)]}}}
    p.write_text(yaml.safe_dump(decks))
    assert_bad_input(check(data, game), p, "broken", "cards[0]")


# ---------------------------------------------------------------- layouts
def _layout_dir(tmp_path, game):
    d = tmp_path / "layouts"
    d.mkdir(exist_ok=True)
    src = os.path.join(ROOT, "data", "layouts", f"{game}.tmx")
    dst = d / f"{game}.tmx"
    shutil.copy(src, dst)
    return d, dst


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("kind", ["off_the_map", "missing_zone", "not_xml", "binary", "folder", "huge_file"])
def test_a_broken_layout(tmp_path, game, kind):
    d, p = _layout_dir(tmp_path, game)
    text = p.read_text()
    if kind == "off_the_map":
        text = text.replace(' x="', ' x="50000', 1)
        p.write_text(text)
    elif kind == "missing_zone":
        text = text.replace('name="log"', 'name="gol"', 1)
        assert "gol" in text
        p.write_text(text)
    elif kind == "not_xml":
        p.write_text("<map><objectgroup name='zones'>")
    elif kind == "binary":
        p.write_bytes(b"\xff\xfe\x00\x81" * 100)
    elif kind == "folder":
        p.unlink()
        p.mkdir()
    elif kind == "huge_file":
        p.write_text(text.replace("</map>", "<!--" + "x" * 2_100_000 + "--></map>"))
    assert_bad_input(run(["check", game], {"NINE_TABLES_LAYOUT_DIR": str(d)}), p)


# ---------------------------------------------------------------- scenarios
SCENARIOS = {
    "bomb_in_expect": "game: ninedkp\nsteps:\n  - expect: {p1.hp: *e}\nx: " + BOMB.replace("\n", "\n  "),
    "not_utf8": b"game: ninedkp\n\xff\xfe\n",
    "game_is_a_list": "game: [ninedkp]\nsteps: []\n",
    "game_is_a_map": "game: {a: 1}\nsteps: []\n",
    "seats_100": "game: ninedkp\nseats: 100\nsteps: []\n",
    "seats_three": "game: tricksy\nseats: three\nsteps: []\n",
    "seats_0": "game: ninecard\nseats: 0\nsteps: []\n",
    "seats_7": "game: kongai\nseats: 7\nsteps: []\n",
    "seat_p7": "game: ninedkp\nsteps:\n  - {seat: p7, do: {type: EndTurn}}\n",
    "wrong_field_type": "game: ninedkp\nsteps:\n  - {do: {type: ChooseOrder, first: [1, 2]}}\n",
    "unknown_action": "game: thenine\nsteps:\n  - {do: {type: FlyAway}}\n",
    "kongai_mode": "game: kongai\noptions: {mode: 7v7}\nsteps: []\n",
    "unknown_top_key": "game: ninedkp\npocket: 1\nsteps: []\n",
    "steps_not_a_list": "game: ninedkp\nsteps: {a: 1}\n",
    "seed_text": "game: ninedkp\nseed: soon\nsteps: []\n",
    "huge_seed": "game: ninedkp\nseed: 100000000000000000000000000000000\nsteps: []\n",
    "duplicate_key": "game: ninedkp\ngame: thenine\nsteps: []\n",
    "deep": "game: ninedkp\nsteps: " + "[" * 300 + "]" * 300 + "\n",
}
SETUP_ZONES = {
    "ninedkp": "setup:\n  p1:\n    pocket: [toasted_rot]\n",
    "thenine": "setup:\n  p1:\n    pocket: [a]\n",
    "tricksy": "seats: 3\nsetup:\n  p1:\n    pocket: [a]\n",
    "ninecard": "setup:\n  p1:\n    pocket: [energy]\n",
    "kongai": "setup:\n  p1:\n    pocket: [a]\n",
}
SETUP_HUGE = {
    "ninedkp": "setup:\n  p1:\n    hp: 100000000000000000000000000\n",
    "thenine": "setup:\n  p1:\n    health: 100000000000000000000000000\n",
    "tricksy": "seats: 3\nsetup:\n  p1:\n    lives: 100000000000000000000000000\n",
    "ninecard": "setup:\n  p1:\n    life: 100000000000000000000000000\n",
    "kongai": "setup:\n  range: 100000000000000000000000000\n",
}


def scenario(tmp_path, body):
    p = tmp_path / "bad.yaml"
    if isinstance(body, bytes):
        p.write_bytes(body)
    else:
        p.write_text(body)
    return p, run(["scenario", str(p)])


@pytest.mark.parametrize("case", sorted(SCENARIOS))
def test_a_broken_scenario(tmp_path, case):
    p, result = scenario(tmp_path, SCENARIOS[case])
    assert_bad_input(result, p)


@pytest.mark.parametrize("game", GAMES)
def test_a_scenario_with_an_unknown_setup_zone(tmp_path, game):
    p, result = scenario(tmp_path, f"game: {game}\n{SETUP_ZONES[game]}steps: []\n")
    assert_bad_input(result, p, "pocket")


@pytest.mark.parametrize("game", GAMES)
def test_a_scenario_with_a_huge_number_in_its_setup(tmp_path, game):
    p, result = scenario(tmp_path, f"game: {game}\n{SETUP_HUGE[game]}steps: []\n")
    assert_bad_input(result, p)


def test_a_scenario_that_is_a_folder_or_missing(tmp_path):
    folder = tmp_path / "folder.yaml"
    folder.mkdir()
    assert_bad_input(run(["scenario", str(folder)]), folder)
    assert_bad_input(run(["scenario", str(tmp_path / "nothing.yaml")]), tmp_path / "nothing.yaml")


# ---------------------------------------------------------------- the command line
@pytest.mark.parametrize("args", [
    ["simulate", "ninedkp", "--games", "0"], ["simulate", "ninedkp", "--games", "-5"],
    ["simulate", "ninedkp", "--games", "many"], ["simulate", "nogame"],
    ["simulate", "tricksy", "--seats", "computer"], ["simulate", "ninedkp", "--option", "nonsense"],
    ["simulate", "ninedkp", "--option", "x=1"], ["simulate", "kongai", "--option", "mode=7v7"],
    ["bench", "ninedkp", "--frames", "-1"], ["screenshot", "ninedkp", "--out", "x.png", "--steps", "-3"],
    ["play", "ninedkp", "--window", "0x0"], ["play", "ninedkp", "--window", "-5x-5"],
    ["play", "ninedkp", "--window", "100000x100000"], ["play", "ninedkp", "--seats", "human,robot"],
    ["play", "ninedkp", "--seed", "x"], ["check", "nogame"], ["frobnicate"]])
def test_bad_arguments(args):
    assert_bad_input(run(args))
