"""The table of each game, declared in its own package ``scenes/games/<id>/``.

A game's package names its table's plan (``PLAN = "module:Class"``, :mod:`scenes.table.plan`), its launcher colours,
the zones its Tiled map must have and its benchmark seats (see any game's ``__init__``).
Nothing here lists the games: a game id from :mod:`game.core.registry` is looked up here.
"""
from __future__ import annotations

import importlib
from types import ModuleType


def spec(game_id: str) -> ModuleType | None:
    """The table declaration of a game, or None when it has none."""
    if not isinstance(game_id, str) or not game_id.isidentifier():
        return None
    try:
        return importlib.import_module(f"scenes.games.{game_id}")
    except ModuleNotFoundError:
        return None


def has_table(game_id: str) -> bool:
    return spec(game_id) is not None


def playable(game_id: str) -> bool:
    """Both the rules and the table exist: the launcher may open it."""
    from game.core import registry
    return registry.known(game_id) and has_table(game_id)
