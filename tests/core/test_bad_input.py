"""Bad input is expected: every YAML file goes through one strict loader and the command line
checks its numbers; each problem is one line naming what is wrong (exit code 2 from the CLI),
never a traceback, a hang or a silent surprise."""
import os
import subprocess
import sys

import pytest

from game.core.contract import DataError
from game.core.data import MAX_FILE_BYTES, read_yaml, short

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

BAD = {
    "bomb": ('cards:\n  a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]\n'
             '  b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\n  c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]\n'
             '  d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]\n  e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d]\n'
             '  f: [*e, *e, *e, *e, *e, *e, *e, *e, *e]\n', "aliases"),
    "duplicate": ("cards:\n  toasted_rot: {bp: 300}\n  toasted_rot: {bp: 5000}\n", "duplicate key 'toasted_rot'"),
    "deep": ("cards: " + "[" * 500 + "]" * 500 + "\n", "nested"),
    "syntax": ("cards: [1, 2\n", "not valid YAML"),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_bad_yaml_is_one_line_naming_the_file(tmp_path, case):
    text, words = BAD[case]
    p = tmp_path / f"{case}.yaml"
    p.write_text(text)
    with pytest.raises(DataError) as info:
        read_yaml(str(p), "cards")
    msg = str(info.value)
    assert msg.startswith(str(p)) and words in msg and "\n" not in msg


def test_not_utf8_a_folder_and_a_huge_file(tmp_path):
    binary = tmp_path / "cards.yaml"
    binary.write_bytes(b"\xff\xfe\x00binary")
    folder = tmp_path / "folder.yaml"
    folder.mkdir()
    huge = tmp_path / "huge.yaml"
    huge.write_text("cards: []\n" + "#" * (MAX_FILE_BYTES + 10))
    for path, words in ((binary, "UTF-8"), (folder, "folder"), (huge, "larger than")):
        with pytest.raises(DataError) as info:
            read_yaml(str(path), "cards")
        assert words in str(info.value) and str(info.value).startswith(str(path))


def test_a_few_aliases_are_fine(tmp_path):
    p = tmp_path / "ok.yaml"
    p.write_text("cards:\n  a: &x {bp: 300}\n  b: *x\n")
    assert read_yaml(str(p), "cards")["cards"]["b"] == {"bp": 300}


def test_a_parsed_value_in_a_message_is_cut_short():
    assert short("x" * 10_000).endswith("...") and len(short("x" * 10_000)) <= 60
    assert short([1] * 10_000) == "a list of 10000"


def test_scenario_with_an_alias_bomb_exits_2_at_once(tmp_path):
    p = tmp_path / "bomb.yaml"
    p.write_text("game: ninedkp\nsteps: []\n" + BAD["bomb"][0].replace("cards:", "expect_x:"))
    r = subprocess.run([sys.executable, "main.py", "scenario", str(p)], cwd=ROOT, capture_output=True,
                       text=True, timeout=60)
    assert r.returncode == 2 and "aliases" in r.stderr and "expands to more than" in r.stderr and r.stderr.count("\n") == 1
    assert "Traceback" not in r.stderr


@pytest.mark.parametrize("args", [
    ["simulate", "ninedkp", "--games", "0"], ["simulate", "ninedkp", "--games", "-5"],
    ["bench", "ninedkp", "--frames", "-1"], ["screenshot", "ninedkp", "--out", "x.png", "--steps", "-3"],
    ["play", "ninedkp", "--window", "0x0"], ["play", "ninedkp", "--window", "100000x100000"],
    ["simulate", "ninedkp", "--seats", "robot,random"]])
def test_bad_numbers_on_the_command_line_are_one_line_and_exit_2(args):
    r = subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert r.returncode == 2 and r.stderr.startswith("error: ") and r.stderr.count("\n") == 1
    assert "Traceback" not in r.stderr


def test_simulate_without_seats_plays_the_fewest_seats_of_any_game():
    r = subprocess.run([sys.executable, "main.py", "simulate", "tricksy", "--games", "1"], cwd=ROOT,
                       capture_output=True, text=True, timeout=60)
    assert r.returncode in (0, 1) and "p3 (random)" in r.stdout


@pytest.mark.parametrize("body, words", [
    ("game: ninedkp\nseats: 7\nsteps: []\n", "seats: 9DKP is for 2 players, not 7"),
    ("game: ninedkp\nseats: three\nsteps: []\n", "seats: 9DKP is for 2 players, not 'three'"),
    ("game: ninedkp\nsteps:\n  - {seat: p7, do: {type: EndTurn}}\n", "'p7' is not at this table of 2"),
    ("game: ninedkp\nsteps:\n  - {do: {type: ChooseOrder, first: [1, 2]}}\n", "ChooseOrder.first must be bool"),
    ("game: {a: 1}\nsteps: []\n", "game: unknown game a dict of 1"),
    ("game: kongai\noptions: {mode: 7v7}\nsteps: []\n", "options: mode: "),
])
def test_a_bad_scenario_is_bad_input_naming_the_file(tmp_path, body, words):
    p = tmp_path / "bad.yaml"
    p.write_text(body)
    r = subprocess.run([sys.executable, "main.py", "scenario", str(p)], cwd=ROOT, capture_output=True,
                       text=True, timeout=60)
    assert r.returncode == 2 and r.stderr.count("\n") == 1 and str(p) in r.stderr and words in r.stderr
