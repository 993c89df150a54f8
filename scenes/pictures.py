"""Card pictures: OpenMoji colour SVGs rasterised with pygame-ce, once per size.

The YAML names a card's picture (``art: wolf`` or ``art: 1F43A``); the loader in
``game/<id>/cards.py`` checks the name against the OpenMoji catalogue
(:mod:`game.core.pictures`) and keeps the hexcode. Here a hexcode becomes a surface:
:func:`picture` rasterises the SVG with ``pygame.image.load_sized_svg`` the first time a
(picture, size) is asked for and keeps it. A card face is itself cached by the game's
art, so a picture is rasterised at most once per card size; :func:`prepare` does a few
ahead of time (the table calls it while it is being built, never in a steady frame).

:func:`art_of` finds the picture of a card the view names by key (views carry the
printed fields, not the art), in the shipped sets; a card a scenario defined inline
gets its game's default picture.

Pictures: OpenMoji – the open-source emoji and icon project, CC BY-SA 4.0 (see the
launcher's Credits page and the README).
"""
from __future__ import annotations

from collections import OrderedDict

import pygame

from game.core import pictures as catalogue
from scenes import assets

#: a picture for anything the data does not name (a card a scenario defined inline)
DEFAULT = {"ninedkp": "1F408", "thenine": "1F6E1", "ninecard": "1F5FF", "kongai": "1F464", "tricksy": "1F431"}

#: icons the tables use beside the card pictures (damage types, gems, suits of the back ...)
ICONS = {
    "physical": "1F44A", "light": "2600", "dark": "1F311",        # Kongai damage types
    "gem": "1F48E", "paw": "1F43E", "cat": "1F408", "black cat": "1F408-200D-2B1B",
    "wolf": "1F43A", "raven": "1F426-200D-2B1B", "serpent": "1F40D", "shield": "1F6E1", "hammer": "1F528",
    "golem": "1F5FF", "lightning": "26A1", "crossed swords": "2694", "trophy": "1F3C6", "star": "2B50",
    "kitten": "1F431", "dragon": "1F409", "moon": "1F319", "sparkles": "2728",
}

#: rasterised pictures by (art, size), the oldest forgotten past :data:`CACHE_MAX` (a kiosk
#: that runs all day keeps a bounded set)
_cache: "OrderedDict[tuple[str, int], pygame.Surface | None]" = OrderedDict()
CACHE_MAX = 1500
#: per size, how many different pictures were asked for at it (the warm-up's sizes)
_asked: dict[int, set] = {}
_index: dict[str, dict[str, str]] = {}


def _forget() -> None:
    _cache.clear()
    _asked.clear()


assets.on_reset(_forget)


def kept_count() -> int:
    """How many rasterised pictures are kept (at most :data:`CACHE_MAX`)."""
    return len(_cache)


def picture(art: str | None, size: int) -> pygame.Surface | None:
    """The picture ``art`` (hexcode or readable name) as a ``size`` x ``size`` surface, or None."""
    if not art:
        return None
    size = max(4, int(size))
    key = (art, size)
    if key in _cache:
        _cache.move_to_end(key)
        return _cache[key]
    asked = _asked.setdefault(size, set())
    if len(asked) < 3:
        asked.add(art)
    code = catalogue.resolve(art)
    surf = None
    if code is not None:
        try:
            surf = assets._convert(pygame.image.load_sized_svg(catalogue.svg_path(code), (size, size)))
        except (pygame.error, FileNotFoundError, OSError):
            surf = None
    _cache[key] = surf
    if len(_cache) > CACHE_MAX:
        _cache.popitem(last=False)
    return surf


def icon(name: str, size: int) -> pygame.Surface | None:
    return picture(ICONS.get(name, name), size)


def warm(arts, seconds: float) -> bool:
    """Rasterise, for at most ``seconds``, the pictures of ``arts`` not yet made at the card sizes
    in use (a size at most 200 px that three different pictures were asked for): a table calls
    this a slice at a time while nothing moves, so a card seen for the first time later costs
    its frame no SVG work. True when nothing is left to make."""
    import time
    t0 = time.perf_counter()
    sizes = sorted(n for n, asked in _asked.items() if len(asked) >= 3 and n <= 200)
    for size in sizes:
        for a in arts:
            if (a, size) not in _cache:
                picture(a, size)
                if time.perf_counter() - t0 >= seconds:
                    return False
    return bool(sizes)


def _load_index(game: str) -> dict[str, str]:
    idx: dict[str, str] = {}
    try:
        if game == "ninedkp":
            from game.ninedkp.cards import shipped
            idx = {k: d.get("art") for k, d in shipped()[0].items()}
        elif game == "thenine":
            from game.thenine.cards import shipped
            idx = {k: d.get("art") for k, d in shipped()[0].items()}
        elif game == "ninecard":
            from game.ninecard.cards import shipped
            idx = {k: d.get("art") for k, d in shipped()[0].items()}
        elif game == "kongai":
            from game.kongai.cards import shipped
            s = shipped()
            idx = {k: d.get("art") for k, d in s["characters"].items()}
            idx.update({f"item:{k}": d.get("art") for k, d in s["items"].items()})
        elif game == "tricksy":
            from game.tricksy.cards import shipped
            idx = {s["key"]: s.get("art") for s in shipped()["suits"]}
    except Exception:          # a broken data file is reported by the game's own loader
        idx = {}
    return {k: v for k, v in idx.items() if v}


def art_of(game: str, key: str | None, default: bool = True) -> str | None:
    """The hexcode of the shipped card ``key`` of ``game`` (Kongai items: ``item:<key>``)."""
    idx = _index.get(game)
    if idx is None:
        idx = _index[game] = _load_index(game)
    code = idx.get(str(key)) if key is not None else None
    if code is None and default:
        return DEFAULT.get(game)
    return code


def all_arts(game: str) -> list[str]:
    """Every picture the shipped set of ``game`` names (for :func:`warm` and the tests)."""
    art_of(game, None)
    return sorted(set(_index[game].values()))
