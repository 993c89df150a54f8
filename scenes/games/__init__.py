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


_tables: dict[str, type] = {}


def plan_class(game_id: str) -> type:
    """The game's plan (``PLAN = "module:Class"`` in its declaration; :mod:`scenes.table.plan`)."""
    module, _, name = spec(game_id).PLAN.partition(":")
    return getattr(importlib.import_module(module), name)


def table_class(game_id: str) -> type:
    """The table scene of a game: :class:`~scenes.table.scene.TableScene` bound to the game's id and
    plan (a class with those two names only, made once per game; a game declares only its ``PLAN``)."""
    cls = _tables.get(game_id)
    if cls is None:
        from scenes.table.scene import TableScene
        plan = plan_class(game_id)
        cls = _tables[game_id] = type(f"{plan.__name__}Table", (TableScene,),
                                      {"GAME": game_id, "PLAN": plan, "draws_open_hands": plan.draws_open_hands})
    return cls


def make_table(app, game_id: str, seats: list[str], seed: int, *, state=None, record=None,
               layout=None, options: dict | None = None):
    """A table scene for ``game_id``. ``state``/``record`` resume a saved game; ``options``
    are the game's options for a new one (passed only when given)."""
    extra = {"options": options} if options is not None else {}
    return table_class(game_id)(app, seats=seats, seed=seed, state=state, record=record, layout=layout, **extra)
