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
gets its game's default picture. Both are the game's own facts, declared in
``scenes/games/<id>/__init__.py`` (``card_arts()`` and ``DEFAULT_ART``).

Pictures: OpenMoji – the open-source emoji and icon project, CC BY-SA 4.0 (see the
launcher's Credits page and the README).
"""
from __future__ import annotations

from collections import OrderedDict

import pygame

from game.core import pictures as catalogue
from scenes import assets

#: icons the tables use beside the card pictures (damage types, gems, suits of the back ...)
ICONS = {
    "physical": "1F44A", "light": "2600", "dark": "1F311",        # damage types
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
    """Card key -> picture of the game's shipped cards, as its declaration gives them."""
    from scenes.games import spec
    arts = getattr(spec(game), "card_arts", None)
    try:
        idx = dict(arts()) if arts is not None else {}
    except Exception:          # a broken data file is reported by the game's own loader
        idx = {}
    return {str(k): v for k, v in idx.items() if v}


def default_art(game: str) -> str | None:
    """The picture of a card of ``game`` the data names none for (the game's ``DEFAULT_ART``)."""
    from scenes.games import spec
    return getattr(spec(game), "DEFAULT_ART", None)


def art_of(game: str, key: str | None, default: bool = True) -> str | None:
    """The hexcode of the shipped card ``key`` of ``game`` (the keys its ``card_arts`` gives),
    else (with ``default``) the game's default picture."""
    idx = _index.get(game)
    if idx is None:
        idx = _index[game] = _load_index(game)
    code = idx.get(str(key)) if key is not None else None
    if code is None and default:
        return default_art(game)
    return code


def all_arts(game: str) -> list[str]:
    """Every picture the shipped set of ``game`` names (for :func:`warm` and the tests)."""
    art_of(game, None)
    return sorted(set(_index[game].values()))
