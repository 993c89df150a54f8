"""Fonts, cached text and the colours of the house.

Fonts are DejaVu (Bitstream Vera licence, ``art/fonts/LICENSE-DejaVu.txt``).
Every rendered string is cached by (font, size, text, colour): the table draws
the same few hundred strings every frame, and rendering text is the most
expensive thing a frame could do.
"""
from __future__ import annotations

import math

import os
import weakref
from collections import OrderedDict

import pygame

from game.core.data import shipped

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
#: ``art/fonts`` of the source tree, or of the installed copy (:func:`game.core.data.shipped`)
FONT_DIR = os.path.join(shipped("art"), "fonts")

FONT_FILES = {
    "sans": "DejaVuSans.ttf",
    "bold": "DejaVuSans-Bold.ttf",
    "cond": "DejaVuSansCondensed.ttf",
    "condbold": "DejaVuSansCondensed-Bold.ttf",
    "serif": "DejaVuSerif-Bold.ttf",
}

# colours ------------------------------------------------------------------
FELT = (30, 86, 54)
FELT_DARK = (18, 58, 36)
FELT_LINE = (120, 170, 130)
INK = (28, 24, 20)
CREAM = (246, 238, 218)
WHITE = (250, 250, 245)
GOLD = (236, 190, 70)
SOFT = (200, 215, 200)
MUTED = (140, 160, 145)
RED = (214, 64, 52)
GREEN = (80, 190, 110)
PANEL = (14, 40, 26)
GLOW = (120, 240, 160)
GLOW_TARGET = (255, 214, 90)
BAD = (235, 90, 70)

#: large print (the settings screen): every font this much bigger (the layouts keep their
#: places: text that would not fit is set smaller where it is, never below the sofa minimums)
LARGE_PRINT = 1.3
#: the factor on every font size (1.0, or LARGE_PRINT); change it with :func:`set_type_scale`
TYPE_SCALE = 1.0

#: while a test measures type (tests/scenes/test_type_sizes.py): a list of (role, px) the card
#: faces were rendered with (:func:`note`); None otherwise
TYPE_LOG: list | None = None

_fonts: dict[tuple[str, int], pygame.font.Font] = {}
_font_paths: dict[str, str] = {}
_text: "OrderedDict[tuple, pygame.Surface]" = OrderedDict()
_TEXT_CACHE_MAX = 4000


def font(kind: str, size: int) -> pygame.font.Font:
    key = (kind, size)
    f = _fonts.get(key)
    if f is None:
        if not pygame.font.get_init():
            pygame.font.init()
        path = _font_paths.get(kind)
        if path is None:                   # looked up once per kind (a stat costs a frame on a busy disk)
            path = os.path.join(FONT_DIR, FONT_FILES[kind])
            path = _font_paths[kind] = path if os.path.exists(path) else ""
        px = max(1, round(size * TYPE_SCALE))
        if _REC is None:
            f = pygame.font.Font(path or None, px)
        else:                              # the frame recorder: fonts that say what they render
            f = _RecFont(path or None, px)
            f.kind, f.px, f.cap = kind, px, f.metrics("H")[0][3]
        _fonts[key] = f
    return f


def note(role: str, size: int, where: str = "") -> int:
    """A card face says what it renders at ``size`` ("name", "number", "rules") and gets
    ``size`` back; the layout test reads :data:`TYPE_LOG` (the pixel size with the type scale)."""
    if TYPE_LOG is not None:
        TYPE_LOG.append((role, max(1, round(size * TYPE_SCALE)), where))
    return size


def _convert(surf: pygame.Surface) -> pygame.Surface:
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        new = surf.convert_alpha()
        if _REC is not None and id(surf) in _REC:          # the recorder follows the converted copy
            _REC[id(new)] = (new, _REC[id(surf)][1])
        return new
    return surf


def text(kind: str, size: int, s: str, colour=WHITE, role: str | None = None) -> pygame.Surface:
    """Rendered, anti-aliased, cached text (``role``: what the frame recorder checks it as:
    "text", "caption", "button", "title", "name", "number"...; see :func:`start_recording`)."""
    key = (kind, size, s, colour)
    surf = _text.get(key)
    if surf is None:
        surf = _convert(font(kind, size).render(s, True, colour))
        _text[key] = surf
        if len(_text) > _TEXT_CACHE_MAX:
            _text.popitem(last=False)
    if _REC is not None and role is not None:
        _set_role(surf, role)
    return surf


# ------------------------------------------------------------------------------ the frame recorder
#: while a test records a frame (tests/scenes/text_audit.py): id(surface) -> (surface, the texts
#: on it: dicts of string, kind, px, cap, role, rect, elem, clipped, outside); None otherwise
_REC: dict | None = None
_rec_count = [0]
_plain_surface = pygame.Surface


def _register(surf: pygame.Surface, entries: list) -> None:
    _REC[id(surf)] = (surf, entries)


def _set_role(surf: pygame.Surface, role: str, only_unset: bool = False) -> None:
    got = _REC.get(id(surf))
    for e in got[1] if got else ():
        if not (only_unset and e["role"]):
            e["role"] = role


class _RecFont(pygame.font.Font):
    """A font while recording: every rendered string is noted with its kind, pixel size and
    the height of its capitals."""
    def render(self, s, antialias, colour, bg=None, wraplength=0):
        surf = super().render(s, antialias, colour, bg, wraplength)
        if s and str(s).strip():
            _rec_count[0] += 1
            _register(surf, [dict(string=str(s), kind=self.kind, px=self.px, cap=self.cap, role=None,
                                  rect=surf.get_rect(), ink=surf.get_bounding_rect(), elem=(_rec_count[0],),
                                  clipped=False, outside=False)])
        return surf


class _RecSurface(_plain_surface):
    """A surface while recording (the canvas of the recorded frame, every surface made during
    it): a blit of recorded text notes where the text landed."""
    def blit(self, source, dest=(0, 0), area=None, special_flags=0):
        out = super().blit(source, dest, area, special_flags)
        got = _REC.get(id(source)) if _REC is not None else None
        if got and got[1]:
            _rec_count[0] += 1
            clip = pygame.Rect(area) if area is not None else source.get_rect()
            dx, dy = int(dest[0]) - clip.x, int(dest[1]) - clip.y
            bounds = self.get_rect()
            mine = _REC.setdefault(id(self), (self, []))[1]
            for e in got[1]:
                ink = e["ink"].clip(clip)
                if not ink.w or not ink.h:
                    continue                     # wholly cut away: not drawn
                ink = ink.move(dx, dy)
                mine.append(dict(e, rect=e["rect"].move(dx, dy), ink=ink, elem=e["elem"] + (_rec_count[0],),
                                 clipped=e["clipped"] or ink.size != e["ink"].size,
                                 outside=e["outside"] or not bounds.contains(ink)))
        return out


def start_recording() -> None:
    """From now on, every string rendered through this module (:func:`text`, :func:`paragraph`,
    ``font().render``) and every blit of it onto a surface made from now on is recorded; the
    caches are emptied so everything is rendered afresh. Nothing is recorded (and nothing costs
    anything) unless a test calls this."""
    global _REC
    _REC = {}
    pygame.Surface = _RecSurface
    reset()


def recording_canvas(size: tuple[int, int]) -> pygame.Surface:
    """A canvas whose blits are recorded (draw a frame on it, then read :func:`recorded`)."""
    return _RecSurface(size)


def recorded(canvas: pygame.Surface) -> list[dict]:
    """The texts drawn on ``canvas`` since :func:`start_recording`, each a dict: ``string``,
    ``kind``, ``px`` (font size after the type scale), ``cap`` (drawn height of a capital H),
    ``role`` (None: plain text), ``rect`` (its box on the canvas), ``ink`` (the pixels drawn), ``elem`` (the same for the lines of
    one paragraph), ``clipped`` (cut by a blit area), ``outside`` (beyond a surface it was on)."""
    got = (_REC or {}).get(id(canvas))
    return list(got[1]) if got else []


def stop_recording() -> None:
    """Back to plain fonts and surfaces (the caches are emptied again)."""
    global _REC
    _REC = None
    pygame.Surface = _plain_surface
    reset()


def cached(key: tuple) -> pygame.Surface | None:
    """A surface kept under ``key`` by :func:`keep` (a tile, a panel, a button), or None."""
    return _text.get(key)


def keep(key: tuple, surf: pygame.Surface) -> pygame.Surface:
    """Keep ``surf`` (converted for the screen) under ``key`` with the rendered text: one bounded
    cache (the oldest go past :data:`_TEXT_CACHE_MAX`) that :func:`forget_rendered` empties."""
    surf = _text[key] = _convert(surf)
    if _REC is not None and key and key[0] == "button":       # a button's label
        _set_role(surf, "button", only_unset=True)
    if len(_text) > _TEXT_CACHE_MAX:
        _text.popitem(last=False)
    return surf


def is_kept(key: tuple) -> bool:
    return key in _text


def kept_count() -> int:
    """How many rendered texts and surfaces are kept (bounded by :data:`_TEXT_CACHE_MAX`)."""
    return len(_text)


def font_count() -> int:
    """How many fonts (a kind at a size) are open: kept all day, one per size ever asked for."""
    return len(_fonts)


def forget_rendered() -> None:
    """Drop every rendered text, kept surface and rasterised picture, but keep the fonts (the
    kiosk, between two games: the next table renders what it needs), and give the freed memory
    back to the system where the C library can (glibc's ``malloc_trim``): surfaces of many sizes
    come and go all day, and freed blocks would otherwise stay with the process."""
    _text.clear()
    for fn in _resets:
        fn()
    _trim()


def _libc():
    try:
        import ctypes
        return ctypes.CDLL("libc.so.6")
    except OSError:
        return None              # not glibc: nothing to tune by hand


def _trim() -> None:
    import gc
    gc.collect()
    libc = _libc()
    if libc is not None and hasattr(libc, "malloc_trim"):
        libc.malloc_trim(0)


def few_malloc_arenas(arenas: int = 2) -> None:
    """For a program that runs all day (the kiosk): each computer move thinks on a new thread, and
    glibc gives threads arenas of their own (up to 8 per core) whose freed blocks stay with the
    process; two arenas keep the resident memory flat (measured with ``kiosk --soak``)."""
    libc = _libc()
    if libc is not None and hasattr(libc, "mallopt"):
        libc.mallopt(-8, arenas)         # M_ARENA_MAX


def wrap(kind: str, size: int, s: str, width: int) -> list[str]:
    """Break ``s`` into lines no wider than ``width`` pixels."""
    f = font(kind, size)
    lines: list[str] = []
    for para in str(s).split("\n"):
        words = para.split()
        if not words:
            lines.append("")
            continue
        line = words[0]
        for w in words[1:]:
            trial = line + " " + w
            if f.size(trial)[0] <= width:
                line = trial
            else:
                lines.append(line)
                line = w
        while f.size(line)[0] > width and len(line) > 1:   # a single over-long word
            cut = len(line) - 1
            while cut > 1 and f.size(line[:cut])[0] > width:
                cut -= 1
            hyphen = line.rfind("-", 0, cut)       # "Shield-/Maiden", never "Shield-Maid/en"
            if hyphen > 0:
                cut = hyphen + 1
            lines.append(line[:cut])
            line = line[cut:]
        lines.append(line)
    return lines


def least(px: int) -> int:
    """The smallest font size that is drawn at ``px`` real pixels or more at the type scale (large
    print may set a text smaller to fit, never under what a TV needs)."""
    return math.ceil(px / TYPE_SCALE)


def fit(kind: str, s: str, width: int, size: int, min_size: int = 9) -> int:
    """The largest font size <= ``size`` at which ``s`` fits in ``width``."""
    while size > min_size and font(kind, size).size(s)[0] > width:
        size -= 1
    return size


def paragraph(kind: str, size: int, s: str, width: int, colour=WHITE, spacing: int = 2,
              max_lines: int | None = None, align: str = "left", role: str | None = None) -> pygame.Surface:
    """Wrapped text as one cached surface (``align``: left, center or right; ``role``: see
    :func:`text`)."""
    key = ("para", kind, size, s, width, colour, spacing, max_lines, align)
    surf = _text.get(key)
    if surf is not None:
        if _REC is not None and role is not None:
            _set_role(surf, role)
        return surf
    lines = wrap(kind, size, s, width)
    if max_lines is not None and len(lines) > max_lines:
        lines = lines[:max_lines]
        last = lines[-1]
        f = font(kind, size)
        while last and f.size(last + "…")[0] > width:
            last = last[:-1]
        lines[-1] = last.rstrip() + "…"
    lh = font(kind, size).get_linesize() + spacing
    surf = pygame.Surface((width, max(1, lh * len(lines))), pygame.SRCALPHA)
    for i, line in enumerate(lines):
        if line:
            t = font(kind, size).render(line, True, colour)
            x = {"center": (width - t.get_width()) // 2, "right": width - t.get_width()}.get(align, 0)
            surf.blit(t, (x, i * lh))
    if _REC is not None and id(surf) in _REC:       # the lines of one paragraph are one element
        for e in _REC[id(surf)][1]:
            e["elem"] = ("para", id(surf))
    surf = _convert(surf)
    _text[key] = surf
    if _REC is not None and role is not None:
        _set_role(surf, role)
    return surf


def panel(size: tuple[int, int], colour=(10, 30, 20, 200), radius: int = 14,
          border=None, width: int = 2) -> pygame.Surface:
    """A rounded translucent panel (cached)."""
    key = ("panel", size, colour, radius, border, width)
    surf = _text.get(key)
    if surf is None:
        surf = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(surf, colour, surf.get_rect(), border_radius=radius)
        if border:
            pygame.draw.rect(surf, border, surf.get_rect(), width, border_radius=radius)
        surf = _convert(surf)
        _text[key] = surf
    return surf


_resets: list = []


def set_type_scale(scale: float) -> None:
    """Every font ``scale`` times its size from now on (large print); the cached text, fonts
    and faces are forgotten so the next frame renders at the new size."""
    global TYPE_SCALE
    if scale == TYPE_SCALE:
        return
    TYPE_SCALE = scale
    reset()


def on_reset(fn) -> None:
    """Register a cache to clear when the display restarts (see :func:`reset`)."""
    _resets.append(fn)


class SurfaceCache(dict):
    """A dict of rendered surfaces (or of what was measured while rendering them) that
    :func:`reset` (a new display, a new type scale, a text recording) and
    :func:`forget_rendered` empty, as long as its owner keeps it."""


#: every live SurfaceCache (weak: a cache goes with its owner)
_caches: list = []


def surface_cache() -> SurfaceCache:
    """A new cache of rendered surfaces for an object that keeps its own (a game's card faces):
    emptied with every other cache, so a face is never drawn in an old type size and a recording
    sees every string drawn afresh."""
    c = SurfaceCache()
    _caches[:] = [r for r in _caches if r() is not None]
    _caches.append(weakref.ref(c))
    return c


def _clear_caches() -> None:
    for r in _caches:
        c = r()
        if c is not None:
            c.clear()


on_reset(_clear_caches)


def reset() -> None:
    """Forget every font and cached surface: they belong to a display that is gone
    (the app calls this when it opens its window)."""
    _fonts.clear()
    _text.clear()
    for fn in _resets:
        fn()
