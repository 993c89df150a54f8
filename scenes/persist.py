"""The one place scenes touch save files (``game.core.saves``).

Every function here is safe: a missing saves module, a full disk or a corrupt
file never stops the table; problems come back as one-line strings to show.
"""
from __future__ import annotations

import os
from pathlib import Path

try:
    from game.core import saves as _saves
except ImportError:  # the rules layer without save files: play on, just no autosave
    _saves = None


def available() -> bool:
    return _saves is not None


def autosave(game_id: str, seats: list[str], seed: int, options: dict, actions: list,
             state: dict, ruleset, path=None):
    """Save after an action. Returns (path or None, problem text or None)."""
    if _saves is None:
        return None, None
    try:
        return _saves.autosave(game_id, seats, seed, options, actions, state, ruleset, path=path), None
    except _saves.SaveError as e:
        return None, str(e)
    except Exception as e:  # never fatal
        return None, f"could not save the game: {type(e).__name__}: {e}"


def discard(path) -> None:
    if _saves is not None and path is not None:
        _saves.discard(path)


def find_unfinished():
    """(list of summaries, list of one-line problems)."""
    if _saves is None:
        return [], []
    try:
        found = _saves.find_unfinished(verify=True)     # every summary field checked by a replay
    except Exception as e:
        return [], [f"could not look for saved games: {type(e).__name__}: {e}"]
    return list(found), [str(p) for p in getattr(found, "problems", [])]


def load(path):
    """(ruleset, state, record) or raises ValueError with a one-line message."""
    if _saves is None:
        raise ValueError("save files are not available")
    try:
        return _saves.load(path)
    except _saves.SaveError as e:
        raise ValueError(str(e)) from None


def config_dir() -> Path:
    """``$NINE_TABLES_CONFIG_DIR``, else the user's config folder for Nine Tables."""
    env = os.environ.get("NINE_TABLES_CONFIG_DIR")
    if env:
        return Path(env).expanduser()
    import platformdirs
    return Path(platformdirs.user_config_dir("nine-tables", appauthor=False))
