"""The five tabletops. A game that is not built yet is listed with ``built=False``
so the launcher can say so; ``get`` imports a built game's ruleset lazily."""
from __future__ import annotations

import importlib

from .contract import GameInfo, Ruleset

#: id -> (module path of the ruleset or None, info for the launcher when not built)
CATALOG: dict[str, tuple[str | None, GameInfo]] = {
    "ninedkp": ("game.ninedkp.rules", GameInfo("ninedkp", "9DKP", 2, 2,
                "Kat duels: Katnap, DKP gems, BP tokens")),
    "thenine": ("game.thenine.rules", GameInfo("thenine", "The Nine", 2, 2,
                "Norse warriors, Shame and Ragnarok bidding", built=False)),
    "tricksy": ("game.tricksy.rules", GameInfo("tricksy", "Nine Lives: Tricksy Kittens", 3, 9,
                "Trick-taking where bids form teams", built=False)),
    "ninecard": ("game.ninecard.rules", GameInfo("ninecard", "9 Card", 2, 4,
                 "3x3 creature grids and column assaults", built=False)),
    "kongai": ("game.kongai.rules", GameInfo("kongai", "Kongai", 2, 2,
               "The double-blind duel of the Kongregate Card Game", built=False)),
}

_loaded: dict[str, Ruleset] = {}


def ids() -> list[str]:
    return list(CATALOG)


def info(game_id: str) -> GameInfo:
    if game_id not in CATALOG:
        raise KeyError(game_id)
    mod, inf = CATALOG[game_id]
    if mod is None:
        return inf
    return get(game_id).info


def is_built(game_id: str) -> bool:
    return game_id in CATALOG and CATALOG[game_id][0] is not None


def get(game_id: str) -> Ruleset:
    """The ruleset of a built game (KeyError for unknown or unbuilt ids)."""
    if game_id in _loaded:
        return _loaded[game_id]
    if game_id not in CATALOG:
        raise KeyError(f"unknown game {game_id!r} (known: {', '.join(CATALOG)})")
    mod = CATALOG[game_id][0]
    if mod is None:
        raise KeyError(f"{CATALOG[game_id][1].title} is not built yet")
    ruleset = importlib.import_module(mod).RULESET
    _loaded[game_id] = ruleset
    return ruleset
