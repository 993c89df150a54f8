"""The games, found where they are declared: each package ``game/<id>/`` whose
``__init__`` names its ruleset module (``RULES``) and its place on the launcher
(``ORDER``) is a game. Adding a game adds its own package; nothing here changes.
``get`` imports a game's ruleset lazily.

A game's ``__init__`` may declare more of its facts (its throughput budget ``RULES_BUDGET``,
the options the shared tests play it with ``TEST_OPTIONS``); shared code reads them with
:func:`declared`, never by naming the game. Its table's facts are declared in
``scenes/games/<id>/__init__.py`` (see :mod:`scenes.games`)."""
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
    """Every declared game id, in launcher order (``ORDER``, then the id)."""
    return list(_games())


def known(game_id) -> bool:
    """True for a declared game id, False for anything else (never raises)."""
    return isinstance(game_id, str) and game_id in _games()


def declared(game_id: str, name: str, default=None):
    """The fact ``name`` the game's package ``game/<id>/__init__.py`` declares, or ``default``
    when it declares none (or ``game_id`` is no game)."""
    if not known(game_id):
        return default
    return getattr(importlib.import_module(f"game.{game_id}"), name, default)


def game_of(obj) -> str | None:
    """The game an action, an event or their class belongs to (the ``game/<id>/`` package
    its class is defined in), or None for the shared ones (``game/core``)."""
    cls = obj if isinstance(obj, type) else type(obj)
    parts = getattr(cls, "__module__", "").split(".")
    if len(parts) >= 2 and parts[0] == "game" and known(parts[1]):
        return parts[1]
    return None


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
    """The game's :class:`GameInfo` (title, seats, blurb, options); KeyError as :func:`get`."""
    return get(game_id).info
