"""Making a game's table: :class:`~scenes.table.scene.TableScene` bound to the game's plan (its
declaration in ``scenes/games/<id>/__init__.py`` names it, read through :func:`scenes.games.spec`)."""
from __future__ import annotations

import importlib

from scenes.games import spec
from scenes.table.scene import TableScene

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
