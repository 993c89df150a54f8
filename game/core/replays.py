"""Replays: every finished or abandoned game is kept, to be stepped through again on its table.

Pure Python (never imports pygame or scenes). A replay file **is a save file**
(:mod:`game.core.saves`: seed, options, the action log with its seats, the snapshot of the last
state) of a game that is over or was left, plus a summary for the Replays screen::

    replay:
      ended: finished            # or abandoned (the player left the table)
      winners: [p1]              # the outcome's winners ([] for a draw or an abandoned game)
      reason: p2 ran out of HP
      length: 13                 # ruleset.progress(state) at the end
      unit: turns                # ruleset.progress_unit (turns or rounds)
      moves: 33                  # actions in the log
      title: <the game's title>

It is loaded with the saves' own checks (:func:`load`): the game is rebuilt from seed and options,
every logged action is legality-checked again for its seat and the result must equal the
snapshot, so a corrupt or foreign file is one line naming the file and the field (a
:class:`game.core.saves.SaveError`) and never a traceback. The summary is only shown in the list;
the viewer believes the replayed game. An autosave of an unfinished game opens as a replay too
(a bug report may attach either).

Where: ``<replay_dir()>/<game id>/<UTC time>-<seed>.json``; :func:`keep` writes one and prunes the
folder to the newest ``keep`` files of that game. A game that was left and later resumed replaces
its abandoned replay when it ends again (the same seed, seats and options, and the old log a
prefix of the new one), so one game is one replay.

:class:`Replay` steps through a loaded game: ``state_at(k)`` is the state after the first ``k``
actions (rebuilt from a checkpoint every :data:`CHECKPOINT` actions, so a step back costs no more
than that many ``apply`` calls), ``events_at(k)`` what the ``k``-th action did, ``marks()`` where
each turn or round starts.
"""
from __future__ import annotations

import datetime as _dt
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping

from . import saves
from .contract import Action, Ruleset, seat_name
from .files import clean_temporaries

#: how many replays of each game are kept by default (the "Replays kept" setting)
KEEP = 50
#: a checkpoint (a clone of the state) every this many actions, for stepping back
CHECKPOINT = 16
#: how a game ended
ENDED = ("finished", "abandoned")


def replay_dir() -> Path:
    """The folder of replays: ``$NINE_TABLES_REPLAY_DIR`` when set; else ``replays/`` inside
    ``$NINE_TABLES_SAVE_DIR`` when that is set (tests keep everything in one folder); else beside
    the saves in the user's data folder (``~/.local/share/nine-tables/replays``). Not created here."""
    env = os.environ.get("NINE_TABLES_REPLAY_DIR")
    if env:
        return Path(env).expanduser()
    if os.environ.get("NINE_TABLES_SAVE_DIR"):
        return saves.save_dir() / "replays"
    return saves.save_dir().parent / "replays"


# --------------------------------------------------------------------------
# The summary (what the list shows)
# --------------------------------------------------------------------------

@dataclass
class ReplaySummary:
    """One replay file as the Replays screen lists it (read cheaply: the file's fields are
    checked, the game is not replayed)."""
    path: Path
    game: str
    title: str
    seats: list[str]             # human / easy / normal / hard (computer = normal), one per seat
    ended: str                   # finished / abandoned
    winners: list[int]
    length: int
    unit: str
    moves: int
    saved_at: str                # ISO 8601, UTC

    def when(self) -> str:
        """The date and time it was kept, in local time: ``2025-01-31 19:02``."""
        try:
            t = _dt.datetime.fromisoformat(self.saved_at)
            if t.tzinfo is not None:
                t = t.astimezone()
            return t.strftime("%Y-%m-%d %H:%M")
        except (TypeError, ValueError):
            return self.saved_at[:16] or "?"

    def seats_words(self) -> str:
        """``Human vs Normal``, ``Human vs Hard vs Easy``; the same kind in a row once with a count
        (``Human vs 8 × Normal``)."""
        words: list[list] = []
        for k in self.seats:
            if words and words[-1][0] == kind_word(k):
                words[-1][1] += 1
            else:
                words.append([kind_word(k), 1])
        return " vs ".join(w if n == 1 else f"{n} × {w}" for w, n in words)

    def winner_words(self) -> str:
        """Who won, named as the table names the seats: ``You``, ``Computer``, ``Player 2``, ``A
        draw``; ``Left at turn 7`` for an abandoned game."""
        if self.ended == "abandoned":
            return f"Left at {self.unit.rstrip('s')} {self.length}" if self.length else "Left"
        if not self.winners:
            return "A draw"
        return " and ".join(seat_words(self.seats, w) for w in self.winners)

    def length_words(self) -> str:
        """``13 turns · 33 moves``."""
        unit = self.unit if self.length != 1 else self.unit.rstrip("s")
        return f"{self.length} {unit} · {self.moves} move{'s' if self.moves != 1 else ''}"


def kind_word(kind: str) -> str:
    """A seat kind in words: ``Human``, ``Easy``, ``Normal``, ``Hard``."""
    return {"computer": "Normal"}.get(kind, kind.capitalize())


def seat_words(seats: list[str], seat: int) -> str:
    """A seat named as the table names it: with one human ``You`` and ``Computer``
    (``Computer 3`` at a bigger table); else ``Player 2`` / ``Computer 2``."""
    humans = [i for i, k in enumerate(seats) if k == "human"]
    if not 0 <= seat < len(seats):
        return seat_name(seat)
    if len(humans) == 1:
        if seat == humans[0]:
            return "You"
        return "Computer" if len(seats) == 2 else f"Computer {seat + 1}"
    return f"Player {seat + 1}" if seats[seat] == "human" else f"Computer {seat + 1}"


def _summary(ruleset: Ruleset, state: dict, ended: str, moves: int, game_id: str) -> dict:
    out = ruleset.outcome(state) or {}
    info = getattr(ruleset, "info", None)
    return {
        "ended": ended,
        "winners": [seat_name(w) for w in (out.get("winners") or [])] if ended == "finished" else [],
        "reason": str(out.get("reason") or ""),
        "length": int(ruleset.progress(state) or 0),
        "unit": str(getattr(ruleset, "progress_unit", "turns") or "turns"),
        "moves": moves,
        "title": getattr(info, "title", game_id),
    }


def _read_summary(path: Path, data: dict, h: dict, ruleset) -> ReplaySummary:
    """The list's fields; a missing or odd summary is filled from the header (never an error:
    the summary is not trusted anyway)."""
    r = data.get("replay") if isinstance(data.get("replay"), dict) else {}

    def num(x, default=0):
        return x if isinstance(x, int) and not isinstance(x, bool) and x >= 0 else default

    winners = []
    for w in r.get("winners") or []:
        try:
            winners.append(int(str(w)[1:]) - 1 if str(w).startswith("p") else int(w))
        except ValueError:
            pass
    ended = r.get("ended") if r.get("ended") in ENDED else ("finished" if h["over"] else "abandoned")
    info = getattr(ruleset, "info", None)
    return ReplaySummary(
        path=path, game=h["game"], title=str(r.get("title") or getattr(info, "title", h["game"])),
        seats=list(h["seats"]), ended=ended, winners=winners,
        length=num(r.get("length"), h["progress"] or 0),
        unit=r.get("unit") if r.get("unit") in ("turns", "rounds") else getattr(ruleset, "progress_unit", "turns"),
        moves=num(r.get("moves"), len(h["actions"])), saved_at=h["saved_at"])


# --------------------------------------------------------------------------
# Keeping
# --------------------------------------------------------------------------

def _stamp() -> str:
    return _dt.datetime.now(_dt.timezone.utc).strftime("%Y%m%d-%H%M%S")


def _files(folder: Path) -> list[Path]:
    """The replay files of a folder, newest first (their names start with the UTC time)."""
    try:
        return sorted((p for p in folder.iterdir()
                       if p.suffix in saves.SUFFIXES and not p.name.startswith(".") and p.is_file()),
                      key=lambda p: p.name, reverse=True)
    except OSError:
        return []


def _earlier_part(folder: Path, data: dict) -> Path | None:
    """The abandoned replay this game goes on from (same seed, seats and options; its log a
    prefix of this one), or None."""
    for p in _files(folder):
        try:
            old = saves._read(p)
        except saves._Bad:
            continue
        if not isinstance(old, dict) or not isinstance(old.get("replay"), dict):
            continue
        if old["replay"].get("ended") != "abandoned":
            continue
        if (old.get("seed"), old.get("seats"), old.get("options") or {}) != \
                (data["seed"], data["seats"], data["options"]):
            continue
        log = old.get("actions")
        if isinstance(log, list) and len(log) <= len(data["actions"]) and \
                saves._plain(log) == saves._plain(data["actions"][:len(log)]):
            return p
    return None


def prune(folder: str | os.PathLike, keep: int) -> int:
    """Remove all but the newest ``keep`` replays of ``folder``; returns how many went (never raises)."""
    gone = 0
    for p in _files(Path(folder))[max(0, keep):]:
        try:
            p.unlink()
            gone += 1
        except OSError:
            pass
    return gone


def keep(game_id: str, seats, seed: int, options: Mapping | None, actions, state: dict,
         ruleset: Ruleset, *, ended: str, keep: int = KEEP,
         directory: str | os.PathLike | None = None) -> Path | None:
    """Keep a game that ended (``ended="finished"``) or was left (``"abandoned"``) as a replay:
    ``<directory or replay_dir()>/<game_id>/<time>-<seed>.json``, written atomically, replacing
    the abandoned replay it goes on from; then only the newest ``keep`` of that game stay.

    The arguments are those of :func:`game.core.saves.autosave` (``actions``: the whole log,
    ``state``: the state after it). A game without a move is not kept (returns None). Raises
    only :class:`game.core.saves.SaveError` (one line), e.g. a full disk."""
    if ended not in ENDED:
        raise ValueError(f"ended must be one of {ENDED}, not {ended!r}")
    actions = list(actions)
    if not actions or keep <= 0:
        return None
    folder = (Path(directory) if directory is not None else replay_dir()) / game_id
    try:
        data = saves.record_data(game_id, seats, seed, options, actions, state, ruleset)
    except (TypeError, ValueError) as e:
        raise saves.SaveError(folder, f"could not keep the replay: {e}") from None
    data["replay"] = _summary(ruleset, state, ended, len(actions), game_id)
    earlier = _earlier_part(folder, data)
    name = f"{_stamp()}-{int(seed)}"
    target = folder / f"{name}.json"
    n = 2
    while target.exists() and target != earlier:
        target = folder / f"{name}-{n}.json"
        n += 1
    saves.write(target, data)
    if earlier is not None and earlier != target:
        saves.discard(earlier)
    prune(folder, keep)
    return target


# --------------------------------------------------------------------------
# Listing and loading
# --------------------------------------------------------------------------

class ReplayList(list):
    """A list of :class:`ReplaySummary`, newest first; ``problems`` holds the one-line
    :class:`game.core.saves.SaveError` of each unreadable file (set aside as ``.corrupt``)."""

    def __init__(self, items=(), problems=None):
        super().__init__(items)
        self.problems: list[saves.SaveError] = list(problems or [])


def find(directory: str | os.PathLike | None = None, game: str | None = None,
         rulesets=None) -> ReplayList:
    """Every replay under ``directory`` (default :func:`replay_dir`), or only ``game``'s, newest
    first. A file that does not read as a save is set aside as ``<name>.corrupt`` and reported in
    ``problems``; one of a newer format is reported and kept. Never raises."""
    root = Path(directory) if directory is not None else replay_dir()
    resolve = saves._resolver(rulesets)
    try:
        folders = [root / game] if game else sorted(p for p in root.iterdir() if p.is_dir())
    except OSError:
        return ReplayList()
    found, problems = [], []
    for folder in folders:
        clean_temporaries(folder)
        for p in _files(folder):
            try:
                data = saves._read(p)
                ruleset, h = saves._header(data, resolve)
                found.append(_read_summary(p, data, h, ruleset))
            except saves._Bad as bad:
                problems.append(saves._error(p, bad))
            except Exception as e:  # never a traceback from a listing
                problems.append(saves._error(p, saves._Bad(None, f"unexpected {type(e).__name__}: {e}")))
    found.sort(key=lambda s: (s.saved_at, s.path.name), reverse=True)
    return ReplayList(found, problems)


@dataclass
class Replay:
    """A loaded replay: the game from its first state to its last, one action at a time."""
    path: Path
    game: str
    ruleset: Ruleset
    seats: list[str]
    seed: int
    options: dict
    actions: list[tuple[int, Action]]
    ended: str
    saved_at: str = ""
    version: str = ""
    _checkpoints: dict = field(default_factory=dict, repr=False)
    _events: list = field(default_factory=list, repr=False)
    _marks: list = field(default_factory=list, repr=False)

    def __post_init__(self):
        """One pass through the game: a checkpoint every :data:`CHECKPOINT` actions, each action's
        events, and the progress (turn or round) after each action."""
        r = self.ruleset
        state = self.start()
        self._checkpoints = {0: r.clone(state)}
        self._marks = [r.progress(state)]
        for k, (seat, action) in enumerate(self.actions, 1):
            self._events.append(r.apply(state, seat, action))
            self._marks.append(r.progress(state))
            if k % CHECKPOINT == 0:
                self._checkpoints[k] = r.clone(state)
        self.final = state

    @property
    def steps(self) -> int:
        """How many actions the game has (``state_at(steps)`` is its last state)."""
        return len(self.actions)

    def start(self) -> dict:
        """The game's first state (``new_game`` of its seats, seed and options)."""
        return self.ruleset.new_game(len(self.seats), self.seed, dict(self.options))

    def state_at(self, k: int) -> dict:
        """A fresh state (the caller may change it) after the first ``k`` actions (clamped to
        0..steps): the same state the game had then, since the rules are deterministic."""
        k = max(0, min(self.steps, k))
        base = max(c for c in self._checkpoints if c <= k)
        state = self.ruleset.clone(self._checkpoints[base])
        for seat, action in self.actions[base:k]:
            self.ruleset.apply(state, seat, action)
        return state

    def events_at(self, k: int) -> list:
        """The events of the ``k``-th action (1-based: what led to ``state_at(k)``), unredacted."""
        return list(self._events[k - 1]) if 1 <= k <= self.steps else []

    def progress_at(self, k: int) -> int:
        """``ruleset.progress`` after the first ``k`` actions (the turn or round)."""
        return self._marks[max(0, min(self.steps, k))]

    def marks(self) -> list[int]:
        """The steps where a new turn or round begins (the progress changes), in order, from 0."""
        return [0] + [k for k in range(1, self.steps + 1) if self._marks[k] != self._marks[k - 1]]

    @property
    def unit(self) -> str:
        """What the game's progress counts: ``turns`` or ``rounds``."""
        return str(getattr(self.ruleset, "progress_unit", "turns") or "turns")

    @property
    def title(self) -> str:
        """The game's title (its ``info.title``)."""
        return getattr(getattr(self.ruleset, "info", None), "title", self.game)


def load(path: str | os.PathLike, rulesets=None, *, set_aside: bool = False) -> Replay:
    """Open a replay (or any save file) for stepping through.

    The file is checked exactly as :func:`game.core.saves.load` checks a save (every action
    replayed for its seat, the snapshot compared). Any problem raises
    :class:`game.core.saves.SaveError`, one line naming the file and the field. The file is
    renamed to ``.corrupt`` only with ``set_aside`` (the Replays screen's own folder); a file
    given on the command line or attached to a bug report stays where it is."""
    path = Path(path)
    resolve = saves._resolver(rulesets)
    try:
        data = saves._read(path)
        ruleset, h = saves._header(data, resolve)
        state, actions = saves._replay(ruleset, h)
    except saves._Bad as bad:
        raise saves._error(path, bad, move=set_aside and path.exists()) from None
    except Exception as e:  # never a traceback
        raise saves._error(path, saves._Bad(None, f"unexpected {type(e).__name__}: {e}"),
                           move=set_aside) from None
    over = ruleset.outcome(state) is not None or not ruleset.to_act(state)
    return Replay(path=path, game=h["game"], ruleset=ruleset, seats=list(h["seats"]), seed=h["seed"],
                  options=dict(h["options"]), actions=actions,
                  ended="finished" if over else "abandoned", saved_at=h["saved_at"], version=h["version"])


def summary_of(replay: Replay) -> dict[str, Any]:
    """The summary fields of a loaded replay, from the replayed game (what the viewer shows)."""
    return _summary(replay.ruleset, replay.final, replay.ended, replay.steps, replay.game)


def keep_game(game_id: str, seats, seed: int, options: Mapping | None, actions, state: dict,
              ruleset: Ruleset, *, ended: str, keep_n: int = KEEP, count: bool = True,
              directory: str | os.PathLike | None = None,
              stats_file: str | os.PathLike | None = None) -> list[str]:
    """What a table does when its game ends or is left: :func:`keep` the replay and, for a
    finished game when ``count``, count it in the statistics (:func:`game.core.stats.record`).
    Never raises; returns the problems (one line each) for the table to show."""
    from . import stats
    problems = []
    try:
        keep(game_id, seats, seed, options, actions, state, ruleset, ended=ended, keep=keep_n,
             directory=directory)
    except saves.SaveError as e:
        problems.append(str(e))
    except Exception as e:  # the table goes on
        problems.append(f"could not keep the replay: {type(e).__name__}: {e}")
    if count and ended == "finished":
        try:
            problem = stats.record(game_id, list(seats), ruleset.outcome(state), ruleset.progress(state),
                                   stats_file)
        except Exception as e:
            problem = f"could not count the game: {type(e).__name__}: {e}"
        if problem:
            problems.append(problem)
    return problems
