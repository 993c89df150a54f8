"""Save files: autosave, resume exactly where the game stood, corrupt saves set aside.

The toy ruleset below (a 2-seat dice race with a simultaneous hidden opening pick)
implements the contract, so these tests do not depend on any real game.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core import rng, saves
from game.core.contract import Action, DiceRolled, GameInfo, Logged, Option, Ruleset
from game.core.saves import SaveError

ROOT = Path(__file__).resolve().parents[2]


# --------------------------------------------------------------------------
# A toy game: both seats secretly pick 1-3 (the higher pick starts), then they
# take turns rolling a D6 or passing; the first to reach the goal wins.
# --------------------------------------------------------------------------

@dataclass(frozen=True)
class Pick(Action):
    n: int


@dataclass(frozen=True)
class Roll(Action):
    pass


@dataclass(frozen=True)
class Pass(Action):
    pass


class DiceRace(Ruleset):
    info = GameInfo("dicerace", "Dice Race", 2, 2, "toy",
                    options=(Option("goal", 20),))
    action_types = {c.__name__: c for c in (Pick, Roll, Pass)}

    def new_game(self, seats, seed, options=None):
        opts = {**self.info.default_options(), **(options or {})}
        return {"rng": rng.seed_state(seed), "phase": "pick", "picks": [None] * seats,
                "pos": [0] * seats, "turn": 0, "active": 0, "goal": opts["goal"],
                "winner": None, "defs": {"sides": 6}}

    def to_act(self, state):
        if state["phase"] == "pick":
            return [s for s, p in enumerate(state["picks"]) if p is None]
        if state["phase"] == "race":
            return [state["active"]]
        return []

    def legal_actions(self, state, seat):
        if seat not in self.to_act(state):
            return []
        if state["phase"] == "pick":
            return [Pick(1), Pick(2), Pick(3)]
        return [Roll(), Pass()]

    def perform(self, state, seat, action):
        if isinstance(action, Pick):
            state["picks"][seat] = action.n
            if None not in state["picks"]:
                a, b = state["picks"]
                state["active"] = 1 if b > a else 0
                state["phase"] = "race"
            return [Logged(f"p{seat + 1} picked", "pick")]
        events = []
        if isinstance(action, Roll):
            v = rng.roll(state, state["defs"]["sides"])
            state["pos"][seat] += v
            events.append(DiceRolled(seat, 6, v, "move"))
            if state["pos"][seat] >= state["goal"]:
                state["phase"], state["winner"] = "over", seat
                return events
        state["turn"] += 1
        state["active"] = 1 - seat
        return events

    def view(self, state, seat):
        return {"pos": list(state["pos"]), "phase": state["phase"]}

    def outcome(self, state):
        if state["winner"] is None:
            return None
        return {"winners": [state["winner"]], "reason": "reached the goal"}


TOY = DiceRace()
RULESETS = {"dicerace": TOY}
SEATS = ["human", "computer"]


def play(state, ruleset, n, chooser_seed, log):
    """Take up to ``n`` seeded random legal actions, appending (seat, action) to log."""
    r = rng.Rng(chooser_seed)
    for _ in range(n):
        seats = ruleset.to_act(state)
        if not seats:
            break
        seat = r.choice(seats)
        action = r.choice(ruleset.legal_actions(state, seat))
        ruleset.apply(state, seat, action)
        log.append((seat, action))
    return state


@pytest.fixture
def save_dir(tmp_path, monkeypatch):
    d = tmp_path / "saves"
    monkeypatch.setenv("NINE_TABLES_SAVE_DIR", str(d))
    return d


def saved_game(n=12, seed=7, goal=20, path=None):
    state = TOY.new_game(2, seed, {"goal": goal})
    log = []
    play(state, TOY, n, seed + 100, log)
    p = saves.autosave("dicerace", SEATS, seed, {"goal": goal}, log, state, TOY, path=path)
    return p, state, log


def assert_set_aside(path: Path, err: SaveError, field: str | None):
    text = str(err)
    assert "\n" not in text
    assert path.name in text
    assert not path.exists()
    assert err.moved_to == path.with_name(path.name + ".corrupt")
    assert err.moved_to.exists()
    assert "set aside as " + path.name + ".corrupt" in text
    if field:
        assert err.field == field
        assert f"field '{field}'" in text


# --------------------------------------------------------------------------
# Writing and resuming
# --------------------------------------------------------------------------

def test_save_dir_from_environment(save_dir):
    assert saves.save_dir() == save_dir


def test_save_dir_default(monkeypatch, tmp_path):
    monkeypatch.delenv("NINE_TABLES_SAVE_DIR", raising=False)
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    assert saves.save_dir() == tmp_path / ".local/share/nine-tables/saves"


def test_autosave_writes_the_documented_fields(save_dir):
    p, state, log = saved_game()
    assert p == save_dir / "dicerace.json"
    data = json.loads(p.read_text())
    assert data["format"] == saves.FORMAT
    assert data["game"] == "dicerace"
    assert data["seats"] == SEATS
    assert data["seed"] == 7 and data["options"] == {"goal": 20}
    assert data["actions"][0][0] in ("p1", "p2")
    assert data["actions"] == [[f"p{s + 1}", a.to_dict()] for s, a in log]
    assert data["snapshot"] == json.loads(json.dumps(TOY.comparable(state)))
    assert "defs" not in data["snapshot"]
    assert data["saved_at"].endswith("+00:00")
    assert data["over"] is False
    assert not list(save_dir.glob(".*.tmp"))          # the temporary file is gone


def test_round_trip(save_dir):
    p, state, log = saved_game()
    ruleset, loaded, record = saves.load(p, RULESETS)
    assert ruleset is TOY
    assert loaded == state
    assert record.actions == log
    assert record.path == p and record.game == "dicerace"
    assert record.seats == SEATS and record.seed == 7 and record.options == {"goal": 20}


def test_resume_exactly_where_it_stood(save_dir):
    # one game played straight through ...
    straight = TOY.new_game(2, 3, None)
    straight_log = []
    play(straight, TOY, 6, 99, straight_log)
    play(straight, TOY, 400, 55, straight_log)
    # ... and the same game saved after 6 actions, resumed, and played on
    state = TOY.new_game(2, 3, None)
    log = []
    play(state, TOY, 6, 99, log)
    p = saves.autosave("dicerace", SEATS, 3, {}, log, state, TOY)
    del state
    ruleset, resumed, record = saves.load(p, RULESETS)
    play(resumed, ruleset, 400, 55, record.actions)
    assert resumed == straight
    assert record.actions == straight_log
    # autosave goes on into the same file and still loads
    saves.autosave("dicerace", record.seats, record.seed, record.options, record.actions,
                   resumed, ruleset, path=record.path)
    assert saves.load(record.path, RULESETS)[1] == straight


def test_simultaneous_seats_are_logged(save_dir):
    # p2 picks before p1: the log must say who acted, or the replay would differ
    state = TOY.new_game(2, 1, None)
    log = [(1, Pick(3)), (0, Pick(1))]
    for seat, a in log:
        TOY.apply(state, seat, a)
    p = saves.autosave("dicerace", SEATS, 1, None, log, state, TOY)
    _, loaded, record = saves.load(p, RULESETS)
    assert loaded["picks"] == [1, 3] and loaded["active"] == 1
    assert record.actions == log


def test_yaml_round_trip(save_dir):
    p, state, log = saved_game(path=save_dir / "bug-report.yaml")
    data = yaml.safe_load(p.read_text())
    assert data["game"] == "dicerace" and data["actions"][0][0] in ("p1", "p2")
    _, loaded, record = saves.load(p, RULESETS)
    assert loaded == state and record.actions == log


def test_hand_written_yaml_with_bare_timestamp_and_int_seats(tmp_path):
    state = TOY.new_game(2, 5, None)
    TOY.apply(state, 0, Pick(2))
    p = tmp_path / "hand.yml"
    p.write_text(
        "format: 1\ngame: dicerace\nseats: [human, human]\nseed: 5\noptions:\n"
        "actions:\n  - [0, {type: Pick, n: 2}]\n"
        f"snapshot: {json.dumps(TOY.comparable(state))}\n"
        "saved_at: 2025-01-31 18:02:11\n")
    _, loaded, record = saves.load(p, RULESETS)
    assert loaded == state and record.options == {} and record.saved_at.startswith("2025-01-31")


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 2**40), steps=st.integers(0, 60), goal=st.integers(5, 40))
def test_any_prefix_round_trips(tmp_path, seed, steps, goal):
    p, state, log = saved_game(n=steps, seed=seed, goal=goal, path=tmp_path / f"g{seed}.json")
    _, loaded, record = saves.load(p, RULESETS)
    assert loaded == state and record.actions == log


# --------------------------------------------------------------------------
# Finding unfinished games
# --------------------------------------------------------------------------

def test_find_unfinished_lists_only_games_not_over(save_dir):
    saved_game(n=5)
    done_state = TOY.new_game(2, 2, {"goal": 3})
    done_log = []
    play(done_state, TOY, 1000, 4, done_log)
    assert TOY.outcome(done_state)
    saves.autosave("dicerace", SEATS, 2, {"goal": 3}, done_log, done_state, TOY,
                   path=save_dir / "finished.json")
    (save_dir / "notes.txt").write_text("not a save")
    found = saves.find_unfinished(rulesets=RULESETS)
    assert [s.path.name for s in found] == ["dicerace.json"]
    assert found.problems == []
    s = found[0]
    assert s.game == "dicerace" and s.title == "Dice Race" and s.seats == SEATS
    assert s.moves == 5 and s.seed == 7
    assert "Dice Race" in s.describe() and "human vs computer" in s.describe()
    # verify=True replays and agrees
    assert [x.path for x in saves.find_unfinished(rulesets=RULESETS, verify=True)] == [s.path]


def test_find_unfinished_in_a_missing_folder(tmp_path):
    assert saves.find_unfinished(tmp_path / "nowhere", RULESETS) == []


def test_find_unfinished_sets_corrupt_files_aside(save_dir):
    saved_game(n=4)
    bad = save_dir / "broken.json"
    bad.write_text('{"format": 1, "game": "dicerace", "se')
    found = saves.find_unfinished(rulesets=RULESETS)
    assert [s.path.name for s in found] == ["dicerace.json"]
    assert len(found.problems) == 1
    assert_set_aside(bad, found.problems[0], None)
    # the .corrupt file is not offered again
    again = saves.find_unfinished(rulesets=RULESETS)
    assert len(again) == 1 and again.problems == []


def test_find_unfinished_verify_catches_snapshot_mismatch(save_dir):
    p, _, _ = saved_game(n=8)
    data = json.loads(p.read_text())
    data["snapshot"]["pos"][0] += 1
    p.write_text(json.dumps(data))
    assert len(saves.find_unfinished(rulesets=RULESETS)) == 1        # cheap check passes
    found = saves.find_unfinished(rulesets=RULESETS, verify=True)
    assert found == [] and found.problems[0].field == "snapshot"
    assert not p.exists()


def test_discard(save_dir):
    p, _, _ = saved_game()
    saves.discard(p)
    assert not p.exists()
    saves.discard(p)                                  # already gone: fine


# --------------------------------------------------------------------------
# Corrupt saves: set aside, reported in one line, never fatal
# --------------------------------------------------------------------------

def load_error(p: Path) -> SaveError:
    with pytest.raises(SaveError) as info:
        saves.load(p, RULESETS)
    return info.value


def test_corrupt_yaml(tmp_path):
    p = tmp_path / "game.yaml"
    p.write_text("format: 1\ngame: [dicerace\nseats: {human\n")
    err = load_error(p)
    assert_set_aside(p, err, None)
    assert "not valid YAML" in str(err) and "line" in str(err)


def test_yaml_that_is_not_a_mapping(tmp_path):
    p = tmp_path / "game.yaml"
    p.write_text("- just\n- a list\n")
    err = load_error(p)
    assert_set_aside(p, err, None)
    assert "not a save file" in str(err)


def test_truncated_file(save_dir):
    p, _, _ = saved_game()
    text = p.read_text()
    p.write_text(text[: len(text) // 2])
    err = load_error(p)
    assert_set_aside(p, err, None)
    assert "not valid JSON" in str(err) and "truncated" in str(err)


def test_empty_and_binary_files(tmp_path):
    e = tmp_path / "empty.json"
    e.write_text("")
    assert "empty" in str(load_error(e))
    b = tmp_path / "bin.json"
    b.write_bytes(b"\xff\xfe\x00garbage")
    assert_set_aside(b, load_error(b), None)


def rewrite(p: Path, **changes):
    data = json.loads(p.read_text())
    data.update(changes)
    p.write_text(json.dumps(data))


def test_wrong_game_id(save_dir):
    p, _, _ = saved_game()
    rewrite(p, game="chess")
    err = load_error(p)
    assert_set_aside(p, err, "game")
    assert "'chess'" in str(err)


def test_game_this_version_does_not_have(save_dir):
    # a save of a game that a newer Nine Tables has and this one does not
    p, _, _ = saved_game()
    rewrite(p, game="ninedkp2")
    with pytest.raises(SaveError) as info:
        saves.load(p)                                  # the real registry
    assert_set_aside(p, info.value, "game")


def test_snapshot_mismatch(save_dir):
    p, state, _ = saved_game(n=10)
    data = json.loads(p.read_text())
    data["snapshot"]["pos"][1] = 999
    p.write_text(json.dumps(data))
    err = load_error(p)
    assert_set_aside(p, err, "snapshot")
    assert "snapshot.pos[1]" in str(err) and "999" in str(err)


def test_newer_format_is_kept_and_named(save_dir):
    p, _, _ = saved_game()
    rewrite(p, format=saves.FORMAT + 1)
    err = load_error(p)
    assert "newer version" in str(err) and "kept" in str(err) and "\n" not in str(err)
    assert p.exists() and err.moved_to is None                 # a newer Nine Tables can still open it
    found = saves.find_unfinished(rulesets=RULESETS)
    assert found == [] and "newer version" in str(found.problems[0]) and p.exists()


def test_a_seat_kind_no_table_has_is_refused(save_dir):
    p, _, _ = saved_game()
    rewrite(p, seats=["human", "robot"])
    err = load_error(p)
    assert_set_aside(p, err, "seats[1]")
    assert "'robot'" in str(err)


def test_a_false_over_is_reported_not_hidden(save_dir):
    p, _, _ = saved_game(n=6)
    rewrite(p, over=True)
    found = saves.find_unfinished(rulesets=RULESETS)
    assert found == [] and len(found.problems) == 1
    assert found.problems[0].field == "over" and "replays to False" in str(found.problems[0])


def _dead_pid() -> int:
    """The pid of a process that has run and ended."""
    p = subprocess.Popen([sys.executable, "-c", "pass"])
    p.wait()
    return p.pid


def test_stale_temporaries_are_cleaned(save_dir):
    saved_game()
    old = save_dir / f".dicerace.json.{os.getppid()}.tmp"      # a running pid, but a day old: reused
    old.write_text("{half a fi")
    os.utime(old, (1, 1))
    fresh = save_dir / f".dicerace.json.{os.getppid()}.tmp2"   # not a temporary file's name: kept
    fresh.write_text("{")
    going = save_dir / f".dicerace.json.{os.getpid()}.tmp"     # a write going on right now is left alone
    going.write_text("{")
    saves.find_unfinished(rulesets=RULESETS)
    assert not old.exists() and fresh.exists() and going.exists()


def test_a_temporary_of_a_process_that_no_longer_runs_is_removed_at_once(save_dir):
    """Issue 25: a write killed half-way leaves ``.<name>.<pid>.tmp``; the next start-up removes it
    (its process is gone) without waiting for the hour to pass."""
    saved_game()
    killed = save_dir / f".dicerace.json.{_dead_pid()}.tmp"
    killed.write_text("{half a fi")                      # written a moment ago
    alive = save_dir / f".dicerace.json.{os.getppid()}.tmp"
    alive.write_text("{")
    saves.find_unfinished(rulesets=RULESETS)
    assert not killed.exists() and alive.exists()


def test_a_write_killed_half_way_leaves_nothing_after_the_next_start(save_dir):
    """A process killed inside :func:`game.core.files.write_atomic` (after the temporary file is
    written, before the rename): the save is untouched and its temporary file goes at start-up."""
    p, _, _ = saved_game()
    before = p.read_text()
    script = ("import os, signal, sys\n"
              "from game.core import files\n"
              "os.replace = lambda *a: os.kill(os.getpid(), signal.SIGKILL)\n"
              f"files.write_atomic({str(p)!r}, 'half')\n")
    r = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, timeout=60)
    assert r.returncode != 0
    left = list(save_dir.glob(".*.tmp"))
    assert len(left) == 1 and p.read_text() == before
    saves.find_unfinished(rulesets=RULESETS)
    assert not list(save_dir.glob(".*.tmp")) and p.read_text() == before


@pytest.mark.parametrize("field, value", [
    ("format", "one"), ("seats", "human"), ("seats", ["human"]), ("seed", "x"),
    ("options", [1]), ("actions", {"a": 1}), ("snapshot", None),
])
def test_mistyped_fields(save_dir, field, value):
    p, _, _ = saved_game()
    rewrite(p, **{field: value})
    assert_set_aside(p, load_error(p), field)


def test_missing_field(save_dir):
    p, _, _ = saved_game()
    data = json.loads(p.read_text())
    del data["seed"]
    p.write_text(json.dumps(data))
    assert_set_aside(p, load_error(p), "seed")


@pytest.mark.parametrize("entry, words", [
    (["p1", {"type": "Fly"}], "unknown action type"),
    (["p1", {"type": "Pick", "n": 9}], "not legal"),
    (["p1", {"type": "Pick", "n": 1, "x": 2}], "no field"),
    (["p7", {"type": "Pick", "n": 1}], "not at this table"),
    (["me", {"type": "Pick", "n": 1}], "not a seat"),
    (["p1", "Pick"], "mapping"),
    ("p1", "pair"),
])
def test_bad_action_entries(tmp_path, entry, words):
    state = TOY.new_game(2, 1, None)
    p = saves.autosave("dicerace", SEATS, 1, {}, [], state, TOY, path=tmp_path / "a.json")
    rewrite(p, actions=[entry])
    err = load_error(p)
    assert_set_aside(p, err, "actions[0]")
    assert words in str(err)


def test_action_by_a_seat_not_to_act(tmp_path):
    state = TOY.new_game(2, 1, None)
    log = [(0, Pick(1))]
    TOY.apply(state, 0, Pick(1))
    p = saves.autosave("dicerace", SEATS, 1, {}, log, state, TOY, path=tmp_path / "a.json")
    rewrite(p, actions=[["p1", {"type": "Pick", "n": 1}], ["p1", {"type": "Pick", "n": 2}]])
    err = load_error(p)
    assert_set_aside(p, err, "actions[1]")
    assert "p1 cannot act now (to act: p2)" in str(err)


def test_missing_file_is_reported_not_moved(tmp_path):
    err = load_error(tmp_path / "gone.json")
    assert err.moved_to is None and "no such save file" in str(err)


def test_second_corrupt_copy_does_not_overwrite_the_first(tmp_path):
    for i in range(2):
        p = tmp_path / "x.json"
        p.write_text("{")
        load_error(p)
    assert (tmp_path / "x.json.corrupt").exists() and (tmp_path / "x.json.corrupt.2").exists()


def test_autosave_failure_is_a_save_error(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("")
    state = TOY.new_game(2, 1, None)
    with pytest.raises(SaveError) as info:
        saves.autosave("dicerace", SEATS, 1, {}, [], state, TOY, path=blocker / "sub" / "a.json")
    assert "could not save" in str(info.value) and "\n" not in str(info.value)


def test_ruleset_that_crashes_during_replay_is_reported(tmp_path):
    class Broken(DiceRace):
        def perform(self, state, seat, action):
            raise RuntimeError("boom")

    state = TOY.new_game(2, 1, None)
    TOY.apply(state, 0, Pick(2))
    p = saves.autosave("dicerace", SEATS, 1, {}, [(0, Pick(2))], state, TOY,
                       path=tmp_path / "a.json")
    with pytest.raises(SaveError) as info:
        saves.load(p, {"dicerace": Broken()})
    assert_set_aside(p, info.value, "actions[0]")
    assert "RuntimeError: boom" in str(info.value)


def test_saves_never_import_pygame():
    code = ("import sys; import game.core.saves; "
            "bad = [m for m in sys.modules if m.startswith(('pygame', 'scenes'))]; "
            "assert not bad, bad")
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True)


# --------------------------------------------------------------------------
# A real game: 9DKP saved mid-way and resumed
# --------------------------------------------------------------------------

def test_ninedkp_save_and_resume_mid_game(tmp_path):
    try:
        from game.ninedkp.rules import RULESET
    except ImportError as e:
        pytest.skip(f"9DKP rules not available yet ({e})")
    straight = RULESET.new_game(2, 7, None)
    straight_log = []
    play(straight, RULESET, 40, 5, straight_log)
    assert RULESET.to_act(straight), "the game should still be going after 40 actions"
    play(straight, RULESET, 100000, 6, straight_log)

    state = RULESET.new_game(2, 7, None)
    log = []
    play(state, RULESET, 40, 5, log)
    p = saves.autosave("ninedkp", SEATS, 7, {}, log, state, RULESET, path=tmp_path / "n.json")
    found = saves.find_unfinished(tmp_path)
    assert [s.path for s in found] == [p] and found[0].title == RULESET.info.title
    ruleset, resumed, record = saves.load(p)
    assert ruleset is RULESET
    assert RULESET.comparable(resumed) == RULESET.comparable(state)
    assert RULESET.view(resumed, 0) == RULESET.view(state, 0)
    play(resumed, ruleset, 100000, 6, record.actions)
    assert RULESET.comparable(resumed) == RULESET.comparable(straight)
    assert RULESET.outcome(resumed) == RULESET.outcome(straight)
