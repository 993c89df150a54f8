"""The games, found where they are declared: each package ``game/<id>/`` whose
``__init__`` names its ruleset module (``RULES``) and its place on the launcher
(``ORDER``) is a game. Adding a game adds its own package; nothing here changes.
``get`` imports a game's ruleset lazily.

A game's ``__init__`` may declare more of its facts (its throughput budget ``RULES_BUDGET``,
the options the shared tests play it with ``TEST_OPTIONS``); shared code reads them with
:func:`declared`, never by naming the game. Its table's facts are declared in
``scenes/games/<id>/__init__.py`` (see :mod:`scenes.games`).

Games are looked for in every folder of the ``game`` package's path: ``game/`` itself, and a
folder :func:`add_games_folder` adds (the test suite adds a test game of its own, kept under
``tests/``, that way; the program never does)."""
from __future__ import annotations

import importlib
import os

import game

from .contract import GameInfo, Ruleset

_loaded: dict[str, Ruleset] = {}
_declared: dict[str, str] | None = None


def _games() -> dict[str, str]:
    """id -> ruleset module, in launcher order."""
    global _declared
    if _declared is None:
        found = []
        for folder in list(game.__path__):
            for name in sorted(os.listdir(folder)):
                if not os.path.isfile(os.path.join(folder, name, "__init__.py")):
                    continue
                pkg = importlib.import_module(f"game.{name}")
                if getattr(pkg, "RULES", None):
                    found.append((getattr(pkg, "ORDER", 99), name, pkg.RULES))
        _declared = {gid: mod for _, gid, mod in sorted(found)}
    return _declared


def add_games_folder(folder: str) -> None:
    """Declare the games in ``folder`` too: each ``folder/<id>/__init__.py`` naming ``RULES`` and
    ``ORDER`` is then a game like those of ``game/`` (imported as ``game.<id>``). Guarantees
    :func:`ids` lists them from now on. Only the test suite calls it (tests/conftest.py); its
    table package is found the same way through ``scenes.games.__path__``."""
    global _declared
    folder = os.path.abspath(folder)
    if folder not in game.__path__:
        game.__path__.append(folder)
    _declared = None


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
