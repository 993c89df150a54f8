"""The games, found where they are declared: each package ``game/<id>/`` whose
``__init__`` names its ruleset module (``RULES``) and its place on the launcher
(``ORDER``) is a game. Adding a sixth game adds its own package; nothing here changes.
``get`` imports a game's ruleset lazily."""
from __future__ import annotations

import importlib
import os

from .contract import GameInfo, Ruleset

_GAME_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
_loaded: dict[str, Ruleset] = {}
_declared: dict[str, str] | None = None


def _games() -> dict[str, str]:
    """id -> ruleset module, in launcher order."""
    global _declared
    if _declared is None:
        found = []
        for name in sorted(os.listdir(_GAME_DIR)):
            if not os.path.isfile(os.path.join(_GAME_DIR, name, "__init__.py")):
                continue
            pkg = importlib.import_module(f"game.{name}")
            if getattr(pkg, "RULES", None):
                found.append((getattr(pkg, "ORDER", 99), name, pkg.RULES))
        _declared = {gid: mod for _, gid, mod in sorted(found)}
    return _declared


def ids() -> list[str]:
    return list(_games())


def known(game_id) -> bool:
    return isinstance(game_id, str) and game_id in _games()


def get(game_id: str) -> Ruleset:
    """The ruleset of a game (KeyError naming the known games for anything else)."""
    if game_id in _loaded:
        return _loaded[game_id]
    if not known(game_id):
        raise KeyError(f"unknown game {game_id!r} (known: {', '.join(_games())})")
    ruleset = importlib.import_module(_games()[game_id]).RULESET
    _loaded[game_id] = ruleset
    return ruleset


def info(game_id: str) -> GameInfo:
    return get(game_id).info
