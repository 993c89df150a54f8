"""Save files for every game: autosave after each action, resume, corrupt saves set aside.

Pure Python (never imports pygame or scenes). One file holds one game::

    format: 1                     # FORMAT; a file from a newer version is refused
    game: <id>                    # registry id (game/<id>/)
    seats: [human, computer]      # one entry per seat (p1, p2, ...)
    seed: 1234
    options: {}
    actions:                      # every action in order, with the seat that made it
      - [p1, {type: ChooseOrder, first: true}]
      - [p2, {type: EndTurn}]
    snapshot: {...}               # ruleset.comparable(state) after the last action
    saved_at: "2025-01-31T18:02:11+00:00"
    over: false                   # summary fields for the resume menu, not trusted on load
    progress: 7                   # ruleset.progress(state)
    to_act: [p1]
    version: 0.1.0                # the Nine Tables that wrote it (optional: older files lack it)

A save is replayed, never trusted: :func:`load` rebuilds the game with
``ruleset.new_game(len(seats), seed, options)``, applies each logged action for its
seat through ``ruleset.apply`` (so every action is legality-checked again) and then
checks that the replayed state equals the snapshot. Same seed + same actions = same
game, so this resumes a game exactly where it stood.

Files are JSON (``.json``, the autosave default: fast to write every move) or YAML
(``.yaml``/``.yml``: handy for bug reports); both are read.

Bad files are never fatal. A file that cannot be read, is not valid JSON/YAML, misses
or mistypes a field, names an unknown game, holds an action that cannot be replayed or
disagrees with its snapshot is renamed aside to ``<name>.corrupt`` and reported as a
:class:`SaveError` whose ``str()`` is one line naming the file and the field. A file from a
newer format is not broken (the newer version that wrote it can still resume it): it is
reported the same way and kept where it is. No other exception leaves :func:`load` or
:func:`find_unfinished`.

A write killed half-way leaves its temporary file ``.<name>.<pid>.tmp``; :func:`find_unfinished`
(the launcher, at start-up) removes those of processes that no longer run.

Typical use by the table scene::

    from game.core import saves

    actions = []                                  # [(seat, Action), ...]
    ...after every successful ruleset.apply(state, seat, action):
    actions.append((seat, action))
    try:
        path = saves.autosave(game_id, seats, seed, options, actions, state, ruleset)
    except saves.SaveError as e:
        show(str(e))                              # e.g. disk full: keep playing
    ...when the game is over:
    saves.discard(path)

and by the launcher::

    found = saves.find_unfinished()               # a list of SaveSummary, newest first
    for problem in found.problems:                # corrupt files, already set aside
        show(str(problem))
    for s in found:
        offer(s.describe(), s.path)
    ...on "resume":
    try:
        ruleset, state, record = saves.load(path)
    except saves.SaveError as e:
        show(str(e))
    # go on with record.actions (a list of (seat, Action)) and autosave(..., path=record.path)
"""
from __future__ import annotations

import datetime as _dt
import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterable, Mapping

import yaml

from .contract import Action, IllegalAction, Ruleset, action_from_dict, seat_index, seat_name
from .data import MAX_FILE_BYTES, parse_yaml, short
# CORRUPT (the suffix of a set-aside file) and STALE_TMP are here for the saves' callers too
from .files import CORRUPT, STALE_TMP, clean_temporaries, set_aside, write_atomic  # noqa: F401
from .version import version

#: the save format this version writes; files with a larger number are refused
FORMAT = 1
#: file suffixes that are save files (anything else in the folder is ignored)
SUFFIXES = (".json", ".yaml", ".yml")

_REQUIRED = ("format", "game", "seats", "seed", "options", "actions", "snapshot")
#: who may sit at a saved table
SEAT_KINDS = ("human", "computer", "easy", "normal", "hard")


class SaveError(Exception):
    """A save file that cannot be used (or written).

    ``str(err)`` is one line: ``<path>: <message>``; the message names the field
    (``field 'actions[3]': ...``) and, when the file was set aside, where it went.

    Attributes: ``path`` (the file as given), ``message``, ``field`` (or None) and
    ``moved_to`` (the ``.corrupt`` path, or None when the file was not moved).
    """

    def __init__(self, path, message: str, field: str | None = None,
                 moved_to: Path | None = None):
        self.path = Path(path)
        self.message = " ".join(str(message).split())      # always one line
        self.field = field
        self.moved_to = moved_to
        super().__init__(f"{self.path}: {self.message}")


@dataclass
class SaveSummary:
    """One resumable save, as :func:`find_unfinished` lists it."""
    path: Path
    game: str
    title: str
    seats: list[str]
    seed: int
    options: dict
    moves: int                       # actions taken so far
    progress: int | None             # ruleset.progress(state) when saved (turns/rounds)
    to_act: list[str]                # "p1", ... who was to act
    saved_at: str                    # ISO 8601, UTC

    def describe(self) -> str:
        """One line for a resume menu: ``<title> · human vs computer · turn 7 · 31 moves``."""
        parts = [self.title, " vs ".join(self.seats)]
        if self.progress:
            parts.append(f"turn {self.progress}")
        parts.append(f"{self.moves} move{'s' if self.moves != 1 else ''}")
        return " · ".join(parts)


@dataclass
class SaveRecord:
    """What :func:`load` read, to go on autosaving the resumed game."""
    path: Path
    game: str
    seats: list[str]
    seed: int
    options: dict
    actions: list[tuple[int, Action]]    # (seat int, Action), in order
    saved_at: str
    format: int = FORMAT
    version: str = ""                    # the Nine Tables that wrote the file ("" when it does not say)


class SaveList(list):
    """A list of :class:`SaveSummary`; ``problems`` holds the :class:`SaveError` of
    every corrupt file met (each already set aside)."""

    def __init__(self, items=(), problems=None):
        super().__init__(items)
        self.problems: list[SaveError] = list(problems or [])


class _Bad(Exception):
    """Internal: what is wrong with a file (field, message)."""

    def __init__(self, field: str | None, message: str, keep: bool = False):
        super().__init__(message)
        self.field, self.message = field, message
        self.keep = keep            # a good file this version cannot read: leave it where it is


# --------------------------------------------------------------------------
# Where saves live
# --------------------------------------------------------------------------

def save_dir() -> Path:
    """The folder of save files: ``$NINE_TABLES_SAVE_DIR`` when set, otherwise
    ``~/.local/share/nine-tables/saves`` (``$XDG_DATA_HOME/nine-tables/saves`` when
    that is set). Not created here; :func:`autosave` creates it."""
    env = os.environ.get("NINE_TABLES_SAVE_DIR")
    if env:
        return Path(env).expanduser()
    base = os.environ.get("XDG_DATA_HOME") or os.path.join(os.path.expanduser("~"), ".local", "share")
    return Path(base) / "nine-tables" / "saves"


def default_path(game_id: str, directory: str | os.PathLike | None = None) -> Path:
    """The autosave slot of a game: ``<directory or save_dir()>/<game_id>.json``. One
    slot per game, so starting a new game of the same kind replaces the unfinished one."""
    return (Path(directory) if directory is not None else save_dir()) / f"{game_id}.json"


# --------------------------------------------------------------------------
# Writing
# --------------------------------------------------------------------------

def _plain(x: Any) -> Any:
    """``x`` as it comes back from a JSON file (tuples -> lists, keys -> str)."""
    return json.loads(json.dumps(x))


def _action_dict(a) -> dict:
    if isinstance(a, Action):
        return a.to_dict()
    if isinstance(a, dict):
        return dict(a)
    raise TypeError(f"not an action: {a!r}")


def record_data(game_id: str, seats: Iterable[str], seed: int, options: Mapping | None,
                actions: Iterable, state: dict, ruleset: Ruleset) -> dict:
    """The plain-dict content of a save file (what :func:`autosave` writes).

    ``actions`` is the whole log so far: ``(seat, action)`` pairs, seat as an int or
    ``"p1"``, action as an :class:`Action` or its ``to_dict()``.
    """
    pairs = []
    for pair in actions:
        seat, act = pair
        pairs.append([seat_name(seat_index(seat)), _action_dict(act)])
    return {
        "format": FORMAT,
        "game": game_id,
        "seats": [str(s) for s in seats],
        "seed": int(seed),
        "options": dict(options or {}),
        "actions": pairs,
        "snapshot": ruleset.comparable(state),
        "saved_at": _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds"),
        "over": ruleset.outcome(state) is not None or not ruleset.to_act(state),
        "progress": ruleset.progress(state),
        "to_act": [seat_name(s) for s in ruleset.to_act(state)],
        "version": version(),
    }


def _dump(data: dict, path: Path) -> str:
    if path.suffix in (".yaml", ".yml"):
        dumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)
        return yaml.dump(_plain(data), Dumper=dumper, sort_keys=False, allow_unicode=True,
                         default_flow_style=None, width=100)
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def write(path: str | os.PathLike, data: dict) -> Path:
    """Write ``data`` (from :func:`record_data`) to ``path`` atomically: a temporary
    file in the same folder, then ``os.replace``. A reader never sees half a file.
    Raises :class:`SaveError` (one line) when the file cannot be written."""
    path = Path(path)
    try:
        write_atomic(path, _dump(data, path))
    except (OSError, TypeError, ValueError, yaml.YAMLError) as e:
        what = e.strerror if isinstance(e, OSError) and e.strerror else str(e)
        raise SaveError(path, f"could not save the game: {type(e).__name__}: {what}") from None
    return path


def autosave(game_id: str, seats: Iterable[str], seed: int, options: Mapping | None,
             actions: Iterable, state: dict, ruleset: Ruleset, *,
             path: str | os.PathLike | None = None) -> Path:
    """Save the game after an action; call it after every successful ``apply``.

    - ``game_id``: registry id (the game's package name); ``seats``: ``"human"``/``"computer"``
      per seat; ``seed``/``options``: what ``new_game`` was called with.
    - ``actions``: the whole log so far, ``(seat, action)`` pairs in order (seat int
      or ``"p1"``; action an :class:`Action` or its dict). The seat is needed because
      several seats may be to act at once (simultaneous choices).
    - ``state``/``ruleset``: the state after the last action; its
      ``ruleset.comparable(state)`` is stored as the snapshot that :func:`load` checks.
    - ``path``: where to write; default ``<save_dir()>/<game_id>.json``. A ``.yaml``
      path writes YAML.

    Writes atomically and returns the path. Raises only :class:`SaveError` (for
    example a full disk); the caller shows it and the game goes on.
    """
    target = Path(path) if path is not None else default_path(game_id)
    try:
        data = record_data(game_id, seats, seed, options, actions, state, ruleset)
    except (TypeError, ValueError) as e:
        raise SaveError(target, f"could not save the game: {e}") from None
    return write(target, data)


def discard(path: str | os.PathLike) -> None:
    """Delete a save (a finished game, or one the player chose not to resume).
    A missing file is fine; other failures are ignored (never fatal)."""
    try:
        Path(path).unlink(missing_ok=True)
    except OSError:
        pass


# --------------------------------------------------------------------------
# Reading
# --------------------------------------------------------------------------

def _read(path: Path) -> Any:
    try:
        if path.stat().st_size > MAX_FILE_BYTES:
            raise _Bad(None, f"larger than {MAX_FILE_BYTES // 1_000_000} MB: not a save file")
        raw = path.read_bytes()
    except FileNotFoundError:
        raise _Bad(None, "no such save file") from None
    except OSError as e:
        raise _Bad(None, f"cannot read the file: {e.strerror or e}") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        raise _Bad(None, f"not a text file (byte {e.start} is not UTF-8)") from None
    if not text.strip():
        raise _Bad(None, "the file is empty")
    if path.suffix == ".json":
        try:
            return json.loads(text)
        except json.JSONDecodeError as e:
            raise _Bad(None, f"not valid JSON ({e.msg} at line {e.lineno} column {e.colno}; "
                             "truncated?)") from None
        except RecursionError:
            raise _Bad(None, "not valid JSON (nested too deeply)") from None
    try:
        return parse_yaml(text)
    except yaml.MarkedYAMLError as e:
        where = ""
        if e.problem_mark is not None:
            where = f" at line {e.problem_mark.line + 1} column {e.problem_mark.column + 1}"
        raise _Bad(None, f"not valid YAML ({e.problem or e.context or 'syntax error'}{where})") from None
    except (yaml.YAMLError, RecursionError, ValueError) as e:
        raise _Bad(None, f"not valid YAML ({type(e).__name__})") from None


def _resolver(rulesets: Mapping[str, Ruleset] | Callable[[str], Ruleset] | None):
    if rulesets is None:
        from . import registry
        return registry.get
    if callable(rulesets) and not isinstance(rulesets, Mapping):
        return rulesets
    return lambda gid: rulesets[gid]


def _is_int(x) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def _header(data: Any, resolve) -> tuple[Ruleset, dict]:
    """Check the fields of a parsed file (cheap: no replay). Returns the ruleset and
    the cleaned fields; raises _Bad(field, message)."""
    if not isinstance(data, dict):
        raise _Bad(None, f"not a save file (the top level is a {type(data).__name__}, "
                         "expected a mapping of fields)")
    fmt = data.get("format")
    if "format" not in data:
        raise _Bad("format", "missing")
    if not _is_int(fmt) or fmt < 1:
        raise _Bad("format", f"must be a whole number >= 1, not {short(fmt)}")
    if fmt > FORMAT:
        raise _Bad("format", f"saved by a newer version of Nine Tables (format {fmt}; "
                             f"this version reads format {FORMAT}); kept as it is", keep=True)
    for name in _REQUIRED:
        if name not in data:
            raise _Bad(name, "missing")

    game = data["game"]
    if not isinstance(game, str) or not game:
        raise _Bad("game", f"must be a game id (one of the registered games), not {short(game)}")
    try:
        ruleset = resolve(game)
    except KeyError as e:
        msg = e.args[0] if e.args and isinstance(e.args[0], str) else f"unknown game {short(game)}"
        if msg == game:
            msg = f"unknown game {short(game)}"
        raise _Bad("game", msg) from None
    except Exception as e:  # a game that fails to load must not crash the launcher
        raise _Bad("game", f"cannot load the rules of {short(game)}: {type(e).__name__}: {e}") from None

    seats = data["seats"]
    if not isinstance(seats, list) or not seats or not all(isinstance(s, str) and s for s in seats):
        raise _Bad("seats", f"must be a list such as [human, computer], not {short(seats)}")
    for i, kind in enumerate(seats):
        if kind not in SEAT_KINDS:
            raise _Bad(f"seats[{i}]", f"must be one of {', '.join(SEAT_KINDS)}, not {short(kind)}")
    info = getattr(ruleset, "info", None)
    if info is not None and not (info.min_seats <= len(seats) <= info.max_seats):
        raise _Bad("seats", f"{info.title} is for {info.seats_label}, the file has {len(seats)}")

    seed = data["seed"]
    if not _is_int(seed):
        raise _Bad("seed", f"must be a whole number, not {short(seed)}")

    options = data["options"]
    if options is None:
        options = {}
    if not isinstance(options, dict) or not all(isinstance(k, str) for k in options):
        raise _Bad("options", f"must be a mapping of option names, not {short(options)}")

    actions = data["actions"]
    if actions is None:
        actions = []
    if not isinstance(actions, list):
        raise _Bad("actions", f"must be a list of [seat, action] pairs, not {type(actions).__name__}")
    pairs = []
    for i, pair in enumerate(actions):
        where = f"actions[{i}]"
        if not isinstance(pair, list) or len(pair) != 2:
            raise _Bad(where, f"must be a [seat, action] pair, not {short(pair)}")
        seat, act = pair
        try:
            s = seat_index(seat)
        except ValueError as e:
            raise _Bad(where, str(e)) from None
        if not 0 <= s < len(seats):
            raise _Bad(where, f"seat {short(seat)} is not at this table of {len(seats)}")
        if not isinstance(act, dict) or "type" not in act:
            raise _Bad(where, f"the action must be a mapping with a 'type', not {short(act)}")
        pairs.append((s, act))

    snapshot = data["snapshot"]
    if not isinstance(snapshot, dict):
        raise _Bad("snapshot", f"must be a mapping (the game state), not {type(snapshot).__name__}")

    saved_at = data.get("saved_at", "")
    if isinstance(saved_at, (_dt.datetime, _dt.date)):    # YAML reads bare timestamps
        saved_at = saved_at.isoformat()
    if saved_at is None:
        saved_at = ""
    if not isinstance(saved_at, str):
        raise _Bad("saved_at", f"must be a date and time, not {short(saved_at)}")

    to_act = data.get("to_act") or []
    progress = data.get("progress")
    return ruleset, {
        "format": fmt, "game": game, "seats": list(seats), "seed": seed, "options": options,
        "actions": pairs, "snapshot": snapshot, "saved_at": saved_at,
        "over": data.get("over") is True,
        "progress": progress if _is_int(progress) else None,
        "to_act": [str(s) for s in to_act] if isinstance(to_act, list) else [],
        # informational, like the summary fields: a file without it (older) or with an odd one loads
        "version": data["version"] if isinstance(data.get("version"), str) else "",
    }


def _short(x: Any, n: int = 40) -> str:
    r = repr(x)
    return r if len(r) <= n else r[: n - 3] + "..."


def _difference(saved: Any, replayed: Any, where: str) -> tuple[str, Any, Any] | None:
    """The first place where two plain trees differ: (dotted path, saved, replayed)."""
    if saved == replayed and type(saved) is type(replayed):
        return None
    if isinstance(saved, dict) and isinstance(replayed, dict):
        for k in list(saved) + [k for k in replayed if k not in saved]:
            if k not in saved:
                return f"{where}.{k}", "(absent)", replayed[k]
            if k not in replayed:
                return f"{where}.{k}", saved[k], "(absent)"
            d = _difference(saved[k], replayed[k], f"{where}.{k}")
            if d:
                return d
        return None
    if isinstance(saved, list) and isinstance(replayed, list):
        for i, (a, b) in enumerate(zip(saved, replayed)):
            d = _difference(a, b, f"{where}[{i}]")
            if d:
                return d
        if len(saved) != len(replayed):
            return f"{where} (length)", len(saved), len(replayed)
        return None
    return where, saved, replayed


def _replay(ruleset: Ruleset, h: dict) -> tuple[dict, list[tuple[int, Action]]]:
    """Rebuild the game from seed + options + actions; raises _Bad on any failure."""
    try:
        state = ruleset.new_game(len(h["seats"]), h["seed"], dict(h["options"]))
    except Exception as e:
        raise _Bad("options", f"cannot start the game with these seats, seed and options: "
                              f"{type(e).__name__}: {e}") from None
    done: list[tuple[int, Action]] = []
    types = getattr(ruleset, "action_types", {}) or {}
    for i, (seat, d) in enumerate(h["actions"]):
        where = f"actions[{i}]"
        try:
            action = action_from_dict(types, d, where)
        except ValueError as e:
            raise _Bad(where, str(e)) from None
        try:
            now = list(ruleset.to_act(state))
            if seat not in now:
                who = ", ".join(seat_name(s) for s in now) or "nobody: the game is over"
                raise _Bad(where, f"{seat_name(seat)} cannot act now (to act: {who})")
            ruleset.apply(state, seat, action)
        except _Bad:
            raise
        except IllegalAction as e:
            raise _Bad(where, f"{action.describe()} by {seat_name(seat)} is not legal here: "
                              f"{e.reason}") from None
        except Exception as e:  # a broken file must never crash the table
            raise _Bad(where, f"{action.describe()} by {seat_name(seat)} failed: "
                              f"{type(e).__name__}: {e}") from None
        done.append((seat, action))
    try:
        replayed = _plain(ruleset.comparable(state))
        saved = _plain(h["snapshot"])
    except (TypeError, ValueError) as e:
        raise _Bad("snapshot", f"cannot compare: {e}") from None
    d = _difference(saved, replayed, "snapshot")
    if d:
        where, a, b = d
        raise _Bad("snapshot", f"the replayed game differs at {where} "
                               f"(saved {_short(a)}, replayed {_short(b)})")
    return state, done


def _error(path: Path, bad: _Bad, move: bool = True) -> SaveError:
    move = move and not bad.keep
    moved = set_aside(path) if move else None
    msg = f"field '{bad.field}': {bad.message}" if bad.field else bad.message
    if moved is not None:
        msg += f" (set aside as {moved.name})"
    elif move and path.exists():
        msg += " (could not set it aside)"
    return SaveError(path, msg, field=bad.field, moved_to=moved)


def load(path: str | os.PathLike,
         rulesets: Mapping[str, Ruleset] | Callable[[str], Ruleset] | None = None
         ) -> tuple[Ruleset, dict, SaveRecord]:
    """Resume a saved game: returns ``(ruleset, state, record)``.

    Rebuilds with ``ruleset.new_game(len(seats), seed, options)``, applies each logged
    action for its seat (which must be in ``ruleset.to_act(state)`` at that point) and
    checks the result equals the snapshot. ``record.actions`` holds the replayed
    ``(seat, Action)`` pairs; go on appending to it and pass ``path=record.path`` to
    :func:`autosave`.

    ``rulesets`` maps game ids to rulesets (default: ``game.core.registry.get``).

    Any problem raises :class:`SaveError` (one line naming the file and the field);
    the file is then renamed to ``<name>.corrupt`` unless it is simply missing or comes
    from a newer format (kept where it is for the version that wrote it).
    """
    path = Path(path)
    resolve = _resolver(rulesets)
    try:
        data = _read(path)
        ruleset, h = _header(data, resolve)
        state, actions = _replay(ruleset, h)
    except _Bad as bad:
        raise _error(path, bad, move=path.exists()) from None
    except Exception as e:  # belt and braces: never a traceback
        raise _error(path, _Bad(None, f"unexpected {type(e).__name__}: {e}")) from None
    record = SaveRecord(path=path, game=h["game"], seats=h["seats"], seed=h["seed"],
                        options=h["options"], actions=actions, saved_at=h["saved_at"],
                        format=h["format"], version=h["version"])
    return ruleset, state, record


def find_unfinished(directory: str | os.PathLike | None = None,
                    rulesets: Mapping[str, Ruleset] | Callable[[str], Ruleset] | None = None,
                    *, verify: bool = False) -> SaveList:
    """The resumable saves in ``directory`` (default :func:`save_dir`), newest first.

    Returns a :class:`SaveList` (a list of :class:`SaveSummary`) whose ``problems``
    lists a :class:`SaveError` for each corrupt file found; those files are already
    renamed to ``<name>.corrupt`` (a file of a newer format is reported and kept as it is).
    Games that are over are left out. The temporary files of writes killed half-way are
    removed first (:func:`game.core.files.clean_temporaries`).

    The check is cheap by default (the file parses, every field is well-formed, the
    game exists); ``verify=True`` also replays each game and checks its snapshot, as
    :func:`load` always does. A missing folder gives an empty list.
    """
    folder = Path(directory) if directory is not None else save_dir()
    resolve = _resolver(rulesets)
    found, problems = [], []
    clean_temporaries(folder)
    try:
        files = sorted(p for p in folder.iterdir()
                       if p.suffix in SUFFIXES and not p.name.startswith(".") and p.is_file())
    except OSError:
        return SaveList()
    for p in files:
        try:
            ruleset, h = _header(_read(p), resolve)
            if verify or h["over"]:          # a file that says it is over is believed only after a replay
                ruleset, state, record = load(p, resolve)
                over = ruleset.outcome(state) is not None or not ruleset.to_act(state)
                replayed = {"over": over, "progress": ruleset.progress(state),
                            "to_act": [seat_name(s) for s in ruleset.to_act(state)]}
                for name, value in replayed.items():
                    if name == "over" or h[name]:           # fields an older file may lack are not compared
                        if h[name] != value:
                            raise _Bad(name, f"says {short(h[name])} but the game replays to {short(value)}")
                h.update(replayed)
        except SaveError as e:
            problems.append(e)
            continue
        except _Bad as bad:
            problems.append(_error(p, bad))
            continue
        except Exception as e:
            problems.append(_error(p, _Bad(None, f"unexpected {type(e).__name__}: {e}")))
            continue
        if h["over"]:
            continue
        info = getattr(ruleset, "info", None)
        found.append(SaveSummary(
            path=p, game=h["game"], title=getattr(info, "title", h["game"]),
            seats=h["seats"], seed=h["seed"], options=h["options"], moves=len(h["actions"]),
            progress=h["progress"], to_act=h["to_act"], saved_at=h["saved_at"]))
    found.sort(key=lambda s: (s.saved_at, s.path.stat().st_mtime if s.path.exists() else 0),
               reverse=True)
    return SaveList(found, problems)
