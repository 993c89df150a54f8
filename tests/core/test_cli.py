"""The command line: simulate (with options and --json), check, and bad arguments."""
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def run(*args):
    return subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, capture_output=True, text=True, timeout=120)


def test_simulate_json_counts_every_game():
    r = run("simulate", "ninedkp", "--games", "20", "--seed", "3", "--seats", "computer,random", "--json")
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert sum(out["wins"].values()) + out["draws"] == 20 and out["unfinished"] == 0
    assert out["games_per_second"] > 0 and out["mean_length"] > 0


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
