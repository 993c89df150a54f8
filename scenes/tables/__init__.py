"""One table scene per game, looked up by game id."""
from __future__ import annotations

import importlib

#: game id -> (module, class) of its table scene
TABLES = {"ninedkp": ("scenes.tables.ninedkp", "NineDKPTable"),
          "ninecard": ("scenes.tables.ninecard", "NineCardTable"),
          "tricksy": ("scenes.tables.tricksy", "TricksyTable"),
          "kongai": ("scenes.tables.kongai", "KongaiTable"),
          "thenine": ("scenes.tables.thenine", "TheNineTable")}


def has_table(game_id: str) -> bool:
    return game_id in TABLES


def playable(game_id: str) -> bool:
    """Both the rules and the table scene exist: the launcher may open it."""
    from game.core import registry
    return game_id in TABLES and registry.is_built(game_id)


def make_table(app, game_id: str, seats: list[str], seed: int, *, state=None, record=None,
               layout=None, options: dict | None = None):
    """A table scene for ``game_id``. ``state``/``record`` resume a saved game; ``options``
    are the game's options for a new one (passed only when given)."""
    mod, cls = TABLES[game_id]
    extra = {"options": options} if options is not None else {}
    return getattr(importlib.import_module(mod), cls)(app, seats=seats, seed=seed, state=state,
                                                      record=record, layout=layout, **extra)
