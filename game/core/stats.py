"""Statistics: games, wins, losses and draws per game and per computer level, kept between runs.

Pure Python (never imports pygame or scenes). The file is ``stats.yaml`` in the user's config
folder, beside the settings (``platformdirs``; ``$NINE_TABLES_CONFIG_DIR`` names another folder)::

    format: 1
    games:
      <game id>:
        normal: {games: 11, wins: 7, losses: 4, draws: 0, streak: 2, best: 3, length: 143, last: 3}
        hard: {...}

A record counts the finished games in which **exactly one person played against the computer**
(every other seat a computer); its key is the computers' level (``easy``, ``normal``, ``hard``;
``mixed`` when the computer seats play at different levels). Hot-seat games (two or more people)
and all-computer games are not counted: a win there is nobody's in particular. Abandoned games
are not counted either (a left game can be resumed and finished later).

- ``wins`` / ``losses`` / ``draws``: the person's seat among the outcome's winners / not among them
  / no winners;
- ``streak``: the wins in a row now (a loss or a draw ends it); ``best``: the longest ever;
- ``length``: the sum of ``ruleset.progress`` (turns or rounds) of those games, so the average is
  ``length / games``; ``last``: an ever-growing counter, so the level played most recently is known.

A broken file (bad YAML, a wrong field) is set aside as ``stats.yaml.corrupt`` and the statistics
start afresh; the problem is one line to show. Writes are atomic. Nothing here raises for a
bad file or a full disk: problems come back as one-line strings.
"""
from __future__ import annotations

import os
from pathlib import Path
from typing import Mapping

from .contract import DataError
from .data import load_yaml, short
from .files import read_kept, write_kept

FILE_NAME = "stats.yaml"
FORMAT = 1
LEVELS = ("easy", "normal", "hard", "mixed")
#: the numbers of one record, each a whole number >= 0
FIELDS = ("games", "wins", "losses", "draws", "streak", "best", "length", "last")


def config_dir() -> Path:
    """``$NINE_TABLES_CONFIG_DIR``, else the user's config folder for Nine Tables (where the
    settings are: see ``scenes/screens/settings.py``)."""
    env = os.environ.get("NINE_TABLES_CONFIG_DIR")
    if env:
        return Path(env).expanduser()
    import platformdirs
    return Path(platformdirs.user_config_dir("nine-tables", appauthor=False))


def stats_path() -> Path:
    """``stats.yaml`` in :func:`config_dir`."""
    return config_dir() / FILE_NAME


def empty() -> dict:
    """No games counted yet: ``{game id: {level: record}}``."""
    return {}


def new_record() -> dict:
    """A level's record before its first game: every number 0."""
    return {f: 0 for f in FIELDS}


def level_key(seats) -> str | None:
    """The level a game counts under: the computers' level when exactly one seat is a person
    (``mixed`` when the computers differ); None when it does not count (hot seat, no person)."""
    kinds = ["normal" if k == "computer" else str(k) for k in seats]
    if kinds.count("human") != 1:
        return None
    levels = {k for k in kinds if k != "human"}
    if not levels:
        return None
    return levels.pop() if len(levels) == 1 else "mixed"


def validate(data, where: str = FILE_NAME) -> dict:
    """The statistics in ``data`` (a parsed file); DataError (one line) for anything wrong.
    Games this version does not know are kept as they are (a game may come back)."""
    if data is None:
        return empty()
    if not isinstance(data, dict):
        raise DataError(where, "(top level)", "(statistics)", f"must be a mapping, not {short(data)}")
    unknown = set(data) - {"format", "games"}
    if unknown:
        raise DataError(where, "(top level)", short(sorted(unknown)[0], 40), "unknown field (known: format, games)")
    fmt = data.get("format", FORMAT)
    if not isinstance(fmt, int) or isinstance(fmt, bool) or fmt != FORMAT:
        raise DataError(where, "format", "(value)", f"must be {FORMAT}, not {short(fmt)}")
    games = data.get("games") or {}
    if not isinstance(games, dict):
        raise DataError(where, "games", "(value)", f"must be a mapping of game ids, not {short(games)}")
    out: dict = {}
    for gid, levels in games.items():
        if not isinstance(gid, str) or not gid.isidentifier():
            raise DataError(where, "games", short(gid, 40), "is not a game id")
        if not isinstance(levels, dict):
            raise DataError(where, f"games.{gid}", "(value)", f"must be a mapping of levels, not {short(levels)}")
        out[gid] = {}
        for level, rec in levels.items():
            entry = f"games.{gid}.{short(level, 20)}"
            if level not in LEVELS:
                raise DataError(where, entry, "(level)", f"must be one of {', '.join(LEVELS)}")
            if not isinstance(rec, dict):
                raise DataError(where, entry, "(value)", f"must be a mapping of numbers, not {short(rec)}")
            r = new_record()
            for k, v in rec.items():
                if k not in FIELDS:
                    raise DataError(where, entry, short(k, 20), f"unknown field (known: {', '.join(FIELDS)})")
                if not isinstance(v, int) or isinstance(v, bool) or v < 0:
                    raise DataError(where, entry, k, f"must be a whole number >= 0, not {short(v)}")
                r[k] = v
            if r["wins"] + r["losses"] + r["draws"] != r["games"]:
                raise DataError(where, entry, "games", "is not wins + losses + draws")
            if r["streak"] > r["best"] or r["best"] > r["wins"]:
                raise DataError(where, entry, "streak", "streak <= best <= wins does not hold")
            out[gid][level] = r
    return out


def load(path: str | os.PathLike | None = None) -> tuple[dict, str | None]:
    """``(statistics, problem)``: the kept statistics, or empty ones and a one-line problem when
    the file is broken (then it is kept as ``stats.yaml.corrupt``). No file: empty, no problem."""
    path = Path(path) if path is not None else stats_path()
    return read_kept(path, lambda p: validate(load_yaml(p), p), empty, "statistics", "starting afresh")


def save(stats: Mapping, path: str | os.PathLike | None = None) -> str | None:
    """Write the statistics atomically; returns a one-line problem or None."""
    path = Path(path) if path is not None else stats_path()
    data = {"format": FORMAT, "games": {g: {lv: dict(r) for lv, r in levels.items()}
                                        for g, levels in stats.items()}}
    return write_kept(path, "Nine Tables statistics (the tables write this file; Reset on the "
                      "Statistics screen clears it)", data, "statistics")


def count(stats: dict, game_id: str, seats, outcome: Mapping | None, length: int) -> str | None:
    """Count one finished game in ``stats`` (changed in place). ``seats``: the seat kinds;
    ``outcome``: the ruleset's ``{"winners": [...]}``; ``length``: its progress. Returns the level
    it counted under, or None when it does not count (see the module docstring)."""
    level = level_key(seats)
    if level is None or outcome is None:
        return None
    person = [k for k in seats].index("human")
    winners = list(outcome.get("winners") or [])
    levels = stats.setdefault(game_id, {})
    rec = levels.setdefault(level, new_record())
    rec["games"] += 1
    rec["length"] += max(0, int(length or 0))
    if not winners:
        rec["draws"] += 1
        rec["streak"] = 0
    elif person in winners:
        rec["wins"] += 1
        rec["streak"] += 1
        rec["best"] = max(rec["best"], rec["streak"])
    else:
        rec["losses"] += 1
        rec["streak"] = 0
    rec["last"] = 1 + max((r.get("last", 0) for lv in stats.values() for r in lv.values()), default=0)
    return level


def record(game_id: str, seats, outcome: Mapping | None, length: int,
           path: str | os.PathLike | None = None) -> str | None:
    """Count one finished game in the file (read, count, write). Returns a one-line problem (a
    broken file set aside, a failed write) or None."""
    stats, problem = load(path)
    if count(stats, game_id, seats, outcome, length) is None:
        return problem
    return save(stats, path) or problem


def reset(path: str | os.PathLike | None = None) -> str | None:
    """Forget every statistic (the file is removed); a one-line problem or None."""
    path = Path(path) if path is not None else stats_path()
    try:
        path.unlink(missing_ok=True)
    except OSError as e:
        return f"The statistics could not be reset: {e.strerror or e}"
    return None


def average(rec: Mapping) -> float:
    """The average length (turns or rounds) of a record's games (0 without games)."""
    return rec["length"] / rec["games"] if rec.get("games") else 0.0


def level_word(level: str) -> str:
    """A level in words: ``Normal``."""
    return level.capitalize()


def tile_line(stats: Mapping, game_id: str) -> str:
    """One line for the game's launcher tile: ``You 7–4 against Normal`` (wins–losses, a draw
    count when there are draws) for the level played most recently; "" before the first game."""
    levels = stats.get(game_id) or {}
    if not levels:
        return ""
    level, rec = max(levels.items(), key=lambda kv: kv[1].get("last", 0))
    draws = f"–{rec['draws']}" if rec["draws"] else ""
    return f"You {rec['wins']}–{rec['losses']}{draws} against {level_word(level)}"


def rows(stats: Mapping, order=None) -> list[tuple[str, str, dict]]:
    """``(game id, level, record)`` for every record, games in ``order`` (the launcher's; others
    after, by id) and levels easy, normal, hard, mixed."""
    order = list(order or [])
    games = [g for g in order if g in stats] + sorted(g for g in stats if g not in order)
    return [(g, lv, stats[g][lv]) for g in games for lv in LEVELS if lv in stats[g]]
