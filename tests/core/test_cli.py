"""The command line: simulate (with options and --json), check, and bad arguments."""
import json
import os
import subprocess
import sys

import pytest

from game.core import registry

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def run(*args):
    return subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, capture_output=True, text=True, timeout=120)


def test_simulate_json_counts_every_game():
    r = run("simulate", "ninedkp", "--games", "20", "--seed", "3", "--seats", "computer,random", "--json")
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert sum(out["wins"].values()) + out["draws"] == 20 and out["unfinished"] == 0
    assert out["games_per_second"] > 0 and out["mean_length"] > 0


@pytest.mark.parametrize("gid", registry.ids())
def test_simulate_every_game(capsys, gid):
    """``simulate`` through ``main.main`` in this process (where the test suite registered its
    sixth game): every game played to its end, the wins and draws adding up."""
    import main
    assert main.main(["simulate", gid, "--games", "3", "--seed", "2", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert sum(out["wins"].values()) + out["draws"] == 3 and out["unfinished"] == 0


def test_simulate_rotate_plays_every_deal_in_every_seat_order_and_totals_each_level():
    """Issue 14 measures a level "in both seat orders": ``--rotate`` plays each deal once per
    rotation of the seats (in two processes here), and each level's share of the games adds up to
    every game, with a confidence interval around it."""
    r = run("simulate", "ninecard", "--games", "6", "--seed", "5", "--seats", "normal,random", "--rotate",
            "--jobs", "2", "--json")
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    levels = out["levels"]
    assert set(levels) == {"normal", "random"}
    assert abs(levels["normal"]["rate"] + levels["random"]["rate"] - 1) < 1e-9
    assert set(levels["normal"]["orders"]) == {"normal,random", "random,normal"}
    for rt in levels.values():
        assert rt["low"] <= rt["rate"] <= rt["high"] and rt["fair"] == 0.5
    same = run("simulate", "ninecard", "--games", "6", "--seed", "5", "--seats", "normal,random", "--rotate",
               "--json")
    assert json.loads(same.stdout)["levels"] == levels    # one process or two: the same games
    # running totals on standard error, the last one the final share
    lines = [x for x in r.stderr.splitlines() if "/6 games:" in x]
    assert lines and lines[-1].strip().startswith("6/6 games:"), r.stderr
    assert f"normal {100 * levels['normal']['rate']:.1f} %" in lines[-1]
    assert r.stderr == same.stderr


def test_simulate_with_game_options():
    r = run("simulate", "kongai", "--games", "5", "--seed", "1", "--option", "mode=5v5_items", "--json")
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["options"] == {"mode": "5v5_items"}


def test_bad_option_and_unknown_game_are_one_line_exit_2():
    for args in (("simulate", "kongai", "--option", "mode=7v7"), ("simulate", "nosuchgame"),
                 ("simulate", "ninedkp", "--option", "colour=red")):
        r = run(*args)
        assert r.returncode == 2, (args, r.stderr)
        assert len(r.stderr.strip().splitlines()) == 1 and "Traceback" not in r.stderr


def test_check_all_built_games():
    r = run("check")
    assert r.returncode == 0, r.stderr
    assert "ninedkp" in r.stdout and "ninecard" in r.stdout


def test_option_words_that_yaml_would_turn_into_booleans():
    """`--option powers=on` means the choice "on", not YAML's true."""
    r = run("simulate", "tricksy", "--games", "2", "--seed", "1", "--seats", "random,random,random",
            "--option", "powers=on", "--option", "black_cat=on", "--json")
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["options"] == {"powers": "on", "black_cat": "on"}


def test_kiosk_soak_reports_memory_and_what_is_kept(tmp_path):
    """``kiosk --soak N``: N games of the show headless, the memory at the start and after each
    round of the tables, and how much each cache held (the rendered words and pictures start
    afresh each game: nothing kept per game grows)."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", NINE_TABLES_SAVE_DIR=str(tmp_path))
    r = subprocess.run([sys.executable, "main.py", "kiosk", "--soak", "2", "--games", "ninecard"], cwd=ROOT,
                       capture_output=True, text=True, timeout=300, env=env)
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    assert "start:" in lines[1] and "MB" in lines[1]
    rounds = [x for x in lines if x.strip().startswith("after")]
    assert [x.split()[1] for x in rounds] == ["1", "2"]
    for x in rounds:
        kept = dict(part.rsplit(" ", 1) for part in x.split("at most: ")[1].split(", "))
        assert int(kept["tables alive"]) == 1
        assert int(kept["log lines"]) <= 60 and int(kept["beats"]) <= 48
    assert not list(tmp_path.glob("**/*.json")) and not list(tmp_path.glob("**/*.yaml"))   # no saves
