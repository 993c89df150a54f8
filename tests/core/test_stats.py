"""Statistics (game/core/stats.py): per game and per computer level, games, wins, losses, draws, the
current and the best streak and the average length; kept like the settings (a corrupt file is set
aside and reported in one line); they survive a restart.

Issue 29: "Done when ... statistics survive a restart and a corrupt file".
"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from game.core import stats

ROOT = Path(__file__).resolve().parents[2]
WIN, LOSS, DRAW = {"winners": [0]}, {"winners": [1]}, {"winners": []}


def test_only_one_person_against_the_computer_counts_under_the_computers_level():
    assert stats.level_key(["human", "normal"]) == "normal"
    assert stats.level_key(["computer", "human"]) == "normal"
    assert stats.level_key(["human", "hard", "hard"]) == "hard"
    assert stats.level_key(["human", "easy", "hard"]) == "mixed"
    assert stats.level_key(["human", "human"]) is None                 # hot seat: not counted
    assert stats.level_key(["normal", "hard"]) is None                 # nobody playing


def test_wins_losses_draws_streaks_and_length():
    data = stats.empty()
    for outcome, length in ((WIN, 10), (WIN, 12), (LOSS, 8), (WIN, 9), (WIN, 11), (WIN, 7), (DRAW, 20)):
        assert stats.count(data, "ninedkp", ["human", "normal"], outcome, length) == "normal"
    rec = data["ninedkp"]["normal"]
    assert (rec["games"], rec["wins"], rec["losses"], rec["draws"]) == (7, 5, 1, 1)
    assert rec["streak"] == 0 and rec["best"] == 3                   # the draw ended a streak of 3
    assert stats.average(rec) == pytest.approx(77 / 7)
    stats.count(data, "ninedkp", ["human", "normal"], WIN, 5)
    assert data["ninedkp"]["normal"]["streak"] == 1
    # the person at p2 wins when p2 is among the winners
    stats.count(data, "thenine", ["hard", "human"], {"winners": [1]}, 9)
    assert data["thenine"]["hard"]["wins"] == 1
    assert stats.count(data, "thenine", ["human", "human"], WIN, 9) is None
    assert stats.count(data, "thenine", ["human", "normal"], None, 9) is None      # not finished
    assert "human" not in str(data) and set(data) == {"ninedkp", "thenine"}


def test_the_tile_line_is_the_level_played_last():
    data = stats.empty()
    assert stats.tile_line(data, "ninedkp") == ""
    for _ in range(7):
        stats.count(data, "ninedkp", ["human", "normal"], WIN, 5)
    for _ in range(4):
        stats.count(data, "ninedkp", ["human", "normal"], LOSS, 5)
    assert stats.tile_line(data, "ninedkp") == "You 7–4 against Normal"
    stats.count(data, "ninedkp", ["human", "hard"], DRAW, 5)
    assert stats.tile_line(data, "ninedkp") == "You 0–0–1 against Hard"
    stats.count(data, "ninedkp", ["human", "normal"], WIN, 5)
    assert stats.tile_line(data, "ninedkp") == "You 8–4 against Normal"
    assert [(g, lv) for g, lv, _ in stats.rows(data, ["thenine", "ninedkp"])] == [("ninedkp", "normal"),
                                                                                  ("ninedkp", "hard")]


def test_statistics_survive_a_restart(tmp_path):
    f = tmp_path / "stats.yaml"
    assert stats.record("tricksy", ["human", "easy", "easy"], WIN, 6, f) is None
    assert stats.record("tricksy", ["human", "easy", "easy"], LOSS, 4, f) is None
    code = ("import sys; from game.core import stats; d, p = stats.load(sys.argv[1]); assert p is None, p; "
            "print(stats.tile_line(d, 'tricksy'), d['tricksy']['easy']['length'])")
    out = subprocess.run([sys.executable, "-c", code, str(f)], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "You 1–1 against Easy 10"


def test_the_config_folder_is_the_settings_folder(monkeypatch, tmp_path):
    monkeypatch.setenv("NINE_TABLES_CONFIG_DIR", str(tmp_path))
    assert stats.stats_path() == tmp_path / "stats.yaml"
    stats.record("ninedkp", ["human", "normal"], WIN, 3)
    assert stats.load()[0]["ninedkp"]["normal"]["wins"] == 1


BROKEN = {
    "yaml": "games: [\n",
    "binary": b"\x00\xff\xfe",
    "top": "- a list\n",
    "field": "format: 1\ngames: {}\nplayers: 3\n",
    "format": "format: 9\ngames: {}\n",
    "level": "format: 1\ngames: {ninedkp: {expert: {games: 1, wins: 1}}}\n",
    "negative": "format: 1\ngames: {ninedkp: {normal: {games: 1, wins: -1}}}\n",
    "sum": "format: 1\ngames: {ninedkp: {normal: {games: 3, wins: 1}}}\n",
    "streak": "format: 1\ngames: {ninedkp: {normal: {games: 1, wins: 1, streak: 2, best: 2}}}\n",
    "not a number": "format: 1\ngames: {ninedkp: {normal: {games: one}}}\n",
}


@pytest.mark.parametrize("kind", sorted(BROKEN))
def test_a_corrupt_file_is_set_aside_and_reported_in_one_line(tmp_path, kind):
    f = tmp_path / "stats.yaml"
    raw = BROKEN[kind]
    f.write_bytes(raw if isinstance(raw, bytes) else raw.encode())
    data, problem = stats.load(f)
    assert data == {} and problem and "\n" not in problem and "stats.yaml" in problem
    assert "kept as stats.yaml.corrupt" in problem
    assert not f.exists() and (tmp_path / "stats.yaml.corrupt").read_bytes() == (
        raw if isinstance(raw, bytes) else raw.encode())
    # counting goes on in a fresh file, and says once what happened
    assert stats.record("ninedkp", ["human", "normal"], WIN, 3, f) is None
    assert stats.load(f) == ({"ninedkp": {"normal": dict(stats.new_record(), games=1, wins=1, streak=1, best=1,
                                                          length=3, last=1)}}, None)


def test_a_file_written_by_hand_is_read(tmp_path):
    f = tmp_path / "stats.yaml"
    f.write_text(yaml.safe_dump({"format": 1, "games": {"kongai": {"hard": {"games": 2, "wins": 1, "losses": 1}},
                                                        "retired": {"easy": {"games": 0}}}}))
    data, problem = stats.load(f)
    assert problem is None and data["kongai"]["hard"]["draws"] == 0 and "retired" in data


def test_reset_forgets_everything_and_a_failed_write_is_one_line(tmp_path):
    f = tmp_path / "stats.yaml"
    stats.record("ninedkp", ["human", "normal"], WIN, 3, f)
    assert stats.reset(f) is None and not f.exists() and stats.load(f) == ({}, None)
    assert stats.reset(f) is None                                # nothing to reset is fine
    blocker = tmp_path / "a-file"
    blocker.write_text("x")
    problem = stats.record("ninedkp", ["human", "normal"], WIN, 3, blocker / "stats.yaml")
    assert problem and problem.startswith("The statistics could not be saved") and "\n" not in problem
    if os.name == "posix":
        assert stats.save({}, blocker / "x" / "stats.yaml")
