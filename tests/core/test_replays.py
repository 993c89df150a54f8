"""Replays (game/core/replays.py): a kept game steps through exactly the states of the original,
forward and back, for every registered game; keeping, pruning, the abandoned-then-finished game,
corrupt and foreign files (one line), and ``main.py replay FILE``.

Issue 29: "for a seeded game of every table, the replay steps through exactly the states of the
original, forward and back (a test compares every seat's view at every step)".
"""
from __future__ import annotations

import copy
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.ai.bots import make_bot
from game.core import registry, replays, saves, stats

ROOT = Path(__file__).resolve().parents[2]


def played(gid: str, seed: int = 3, limit: int | None = None):
    """A seeded game of Normal computers (one seat called human), and every seat's view before the
    first action and after each one: ``(seats, log, state, views)``."""
    r = registry.get(gid)
    seats = ["human"] + ["normal"] * (r.info.min_seats - 1)
    state = r.new_game(len(seats), seed, {})
    bots = {s: make_bot("normal", seed * 31 + s, r) for s in range(len(seats))}
    log, views = [], []

    def look():
        views.append([copy.deepcopy(r.view(state, s)) for s in range(len(seats))])

    look()
    while r.to_act(state) and (limit is None or len(log) < limit):
        seat = r.to_act(state)[0]
        action = bots[seat].choose(r, r.clone(state), seat)
        r.apply(state, seat, action)
        log.append((seat, action))
        look()
    return seats, log, state, views


@pytest.mark.parametrize("gid", registry.ids())
def test_a_replay_steps_through_exactly_the_original_states_forward_and_back(gid, tmp_path):
    r = registry.get(gid)
    seats, log, state, views = played(gid)
    assert r.outcome(state) is not None and len(log) >= 4
    path = replays.keep(gid, seats, 3, {}, log, state, r, ended="finished", directory=tmp_path)
    rp = replays.load(path)
    assert rp.steps == len(log) and rp.ended == "finished"
    n = len(seats)
    order = list(range(rp.steps + 1)) + list(range(rp.steps, -1, -1))
    for k in order:
        st = rp.state_at(k)
        for s in range(n):
            assert r.view(st, s) == views[k][s], f"{gid}: seat {s} differs at step {k}"
    # the progress marks are where the turn (round) changes, and the events are the original's
    marks = rp.marks()
    assert marks[0] == 0 and all(rp.progress_at(m) != rp.progress_at(m - 1) for m in marks[1:])
    again = r.new_game(n, 3, {})
    for k, (seat, action) in enumerate(log, 1):
        assert [type(e) for e in r.apply(again, seat, action)] == [type(e) for e in rp.events_at(k)]


def test_a_replay_is_a_save_with_a_summary(tmp_path):
    r = registry.get("ninedkp")
    seats, log, state, _ = played("ninedkp")
    path = replays.keep("ninedkp", seats, 3, {}, log, state, r, ended="finished", directory=tmp_path)
    assert path.parent == tmp_path / "ninedkp" and path.suffix == ".json"
    data = json.loads(path.read_text())
    winners = (r.outcome(state) or {}).get("winners") or []
    assert data["replay"]["ended"] == "finished" and data["replay"]["moves"] == len(log)
    assert data["replay"]["winners"] == [f"p{w + 1}" for w in winners]
    assert data["replay"]["length"] == r.progress(state)
    ruleset, resumed, record = saves.load(path)           # the saves' own loader reads it
    assert ruleset.comparable(resumed) == r.comparable(state)
    [s] = replays.find(tmp_path)
    assert s.game == "ninedkp" and s.seats == seats and s.moves == len(log)
    assert s.winner_words() == ("You" if winners == [0] else "Computer" if winners else "A draw")
    assert s.seats_words() == "Human vs Normal"
    assert str(r.progress(state)) in s.length_words()


def test_newest_n_are_kept_per_game(tmp_path, monkeypatch):
    r = registry.get("ninedkp")
    seats, log, state, _ = played("ninedkp")
    stamps = iter(f"20250101-0000{i:02d}" for i in range(20))
    monkeypatch.setattr(replays, "_stamp", lambda: next(stamps))
    for seed in range(6):
        replays.keep("ninedkp", seats, seed, {}, log, state, r, ended="finished", keep=4, directory=tmp_path)
    names = sorted(p.name for p in (tmp_path / "ninedkp").iterdir())
    assert names == [f"20250101-0000{i:02d}-{i}.json" for i in range(2, 6)]      # the newest four


def test_a_left_game_resumed_and_finished_is_one_replay(tmp_path, monkeypatch):
    r = registry.get("thenine")
    seats, log, state, _ = played("thenine")
    stamps = iter(["20250101-000001", "20250101-000002", "20250101-000003"])
    monkeypatch.setattr(replays, "_stamp", lambda: next(stamps))
    half = r.new_game(2, 3, {})
    for seat, action in log[:10]:
        r.apply(half, seat, action)
    first = replays.keep("thenine", seats, 3, {}, log[:10], half, r, ended="abandoned", directory=tmp_path)
    other = replays.keep("thenine", seats, 4, {}, log[:10], half, r, ended="abandoned", directory=tmp_path)
    assert json.loads(first.read_text())["replay"]["ended"] == "abandoned"
    last = replays.keep("thenine", seats, 3, {}, log, state, r, ended="finished", directory=tmp_path)
    left = {p.name for p in (tmp_path / "thenine").iterdir()}
    assert left == {last.name, other.name} and not first.exists()      # seed 4 is another game
    assert [s.ended for s in replays.find(tmp_path)] == ["finished", "abandoned"]


def test_a_game_without_a_move_is_not_kept(tmp_path):
    r = registry.get("ninedkp")
    st = r.new_game(2, 1, {})
    assert replays.keep("ninedkp", ["human", "normal"], 1, {}, [], st, r, ended="abandoned",
                        directory=tmp_path) is None
    assert not (tmp_path / "ninedkp").exists()


def _bad_files() -> dict[str, bytes]:
    r = registry.get("ninecard")
    seats, log, state, _ = played("ninecard", limit=12)
    good = saves.record_data("ninecard", seats, 3, {}, log, state, r)
    tampered = dict(good, actions=good["actions"][:-1])               # the snapshot disagrees
    return {
        "truncated.json": json.dumps(good).encode()[:200],
        "binary.json": b"\x89PNG\r\n\x1a\n\x00\x00",
        "foreign.json": json.dumps({"format": 1, "game": "chess", "seats": ["human"], "seed": 1,
                                    "options": {}, "actions": [], "snapshot": {}}).encode(),
        "list.yaml": b"- just\n- a list\n",
        "tampered.json": json.dumps(tampered).encode(),
    }


def test_corrupt_or_foreign_files_are_one_line_and_stay_unless_set_aside(tmp_path):
    for name, raw in _bad_files().items():
        p = tmp_path / name
        p.write_bytes(raw)
        with pytest.raises(saves.SaveError) as e:
            replays.load(p)
        line = str(e.value)
        assert "\n" not in line and line.startswith(str(p)), line
        assert p.exists()                                      # a file given to look at stays
        with pytest.raises(saves.SaveError) as e:
            replays.load(p, set_aside=True)
        assert not p.exists() and e.value.moved_to is not None and e.value.moved_to.exists()


def test_the_list_sets_corrupt_replays_aside_and_reports_them(tmp_path):
    r = registry.get("ninedkp")
    seats, log, state, _ = played("ninedkp")
    replays.keep("ninedkp", seats, 3, {}, log, state, r, ended="finished", directory=tmp_path)
    (tmp_path / "ninedkp" / "20000101-000000-1.json").write_text("{not json")
    found = replays.find(tmp_path)
    assert len(found) == 1 and len(found.problems) == 1
    assert "20000101-000000-1.json" in str(found.problems[0]) and "\n" not in str(found.problems[0])
    assert (tmp_path / "ninedkp" / "20000101-000000-1.json.corrupt").exists()
    assert replays.find(tmp_path / "nowhere") == []


def test_keep_game_counts_finished_games_only_and_never_raises(tmp_path):
    r = registry.get("ninedkp")
    seats, log, state, _ = played("ninedkp")
    sf = tmp_path / "stats.yaml"
    assert replays.keep_game("ninedkp", seats, 3, {}, log, state, r, ended="finished", directory=tmp_path,
                             stats_file=sf) == []
    assert replays.keep_game("ninedkp", seats, 4, {}, log[:5], state, r, ended="abandoned",
                             directory=tmp_path, stats_file=sf) == []
    data, problem = stats.load(sf)
    assert problem is None and data["ninedkp"]["normal"]["games"] == 1
    blocker = tmp_path / "a-file"
    blocker.write_text("x")
    problems = replays.keep_game("ninedkp", seats, 5, {}, log, state, r, ended="finished", directory=blocker,
                                 stats_file=blocker / "stats.yaml")
    assert len(problems) == 2 and all("\n" not in p for p in problems)


def test_the_replay_folder(monkeypatch, tmp_path):
    monkeypatch.delenv("NINE_TABLES_REPLAY_DIR", raising=False)
    monkeypatch.setenv("NINE_TABLES_SAVE_DIR", str(tmp_path / "saves"))
    assert replays.replay_dir() == tmp_path / "saves" / "replays"
    monkeypatch.setenv("NINE_TABLES_REPLAY_DIR", str(tmp_path / "r"))
    assert replays.replay_dir() == tmp_path / "r"
    monkeypatch.delenv("NINE_TABLES_REPLAY_DIR")
    monkeypatch.delenv("NINE_TABLES_SAVE_DIR")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    assert replays.replay_dir() == tmp_path / "data" / "nine-tables" / "replays"


def test_replay_cli_refuses_a_bad_file_in_one_line(tmp_path):
    bad = tmp_path / "bug-report.json"
    bad.write_text('{"format": 1, "game": "ninedkp"}')
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", NINE_TABLES_SAVE_DIR=str(tmp_path))
    for target, says in ((bad, "field 'seats': missing"), (tmp_path / "missing.json", "no such save file")):
        p = subprocess.run([sys.executable, "main.py", "replay", str(target)], cwd=ROOT, env=env,
                           capture_output=True, text=True, timeout=60)
        assert p.returncode == 2, p.stderr
        assert p.stderr.count("\n") == 1 and "Traceback" not in p.stderr and str(target) in p.stderr
        assert says in p.stderr
    assert bad.exists()                                        # the attachment is left as it was


def test_replays_and_stats_never_import_pygame():
    code = ("import sys; import game.core.replays, game.core.stats; "
            "bad = [m for m in sys.modules if m.startswith(('pygame', 'scenes'))]; assert not bad, bad")
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True)
