"""The Tricksy Kittens table's small drawn words: a label, a pill, a tag that wraps to its room,
and a strip of words and pips that shrinks to fit (Large print makes all type 1.3x).
"""
from __future__ import annotations

import math

import pygame

from scenes import assets
from scenes.games.tricksy.art import pip


#: the least font size (px at 1920x1080, after the type scale) of each kind of words on this table (issue 27)
TEXT_PX, NUMBER_PX = 23, 32


def least(px: int = TEXT_PX) -> int:
    """The smallest size argument that still draws at ``px`` pixels: where Large print makes a word
    too big for its place it is set smaller there, never under the sofa minimum."""
    return max(1, math.ceil(px / assets.TYPE_SCALE - 1e-9))


def fit(kind: str, text: str, width: int, size: int, px: int = TEXT_PX) -> int:
    """The largest size <= ``size`` at which ``text`` fits ``width``, never under ``px`` pixels."""
    return assets.fit(kind, text, width, size, min(size, least(px)))


def fits(kind: str, text: str, width: int, px: int = TEXT_PX) -> bool:
    """Whether ``text`` fits ``width`` at the least size it may have."""
    return assets.font(kind, least(px)).size(text)[0] <= width


def label(surface, text, pos, colour=(190, 220, 195), anchor="topleft", size=TEXT_PX, kind="condbold",
          role=None):
    """One line of ``text`` whose ``anchor`` point is ``pos``; returns the text's surface."""
    t = assets.text(kind, size, text, colour, role=role)
    surface.blit(t, t.get_rect(**{anchor: pos}))
    return t


def pill(surface, text, pos, bg, fg=assets.INK, size=TEXT_PX, anchor="midright", role=None):
    """One line of text on a rounded pill whose ``anchor`` point is ``pos``."""
    t = assets.text("condbold", size, text, fg, role=role)
    r = t.get_rect().inflate(12, 4)
    setattr(r, anchor, (int(pos[0]), int(pos[1])))
    pygame.draw.rect(surface, bg, r, border_radius=8)
    surface.blit(t, t.get_rect(center=r.center))
    return r


def tag(surface, text: str, pos, width: int, bg, fg=assets.INK, size: int = TEXT_PX, anchor: str = "center",
        lines: int = 3) -> pygame.Rect:
    """A note in a pill no wider than ``width``, in at most ``lines`` lines (smaller type
    where it must, never under the sofa minimum)."""
    rows = assets.wrap("condbold", size, text, max(12, width - 8))
    while len(rows) > lines and size > least():
        size -= 1
        rows = assets.wrap("condbold", size, text, max(12, width - 8))
    rows = rows[:lines]
    f = assets.font("condbold", size)
    box = pygame.Rect(0, 0, max(f.size(t)[0] for t in rows) + 8, f.get_linesize() * len(rows) + 2)
    setattr(box, anchor, (int(pos[0]), int(pos[1])))
    pygame.draw.rect(surface, bg, box, border_radius=8)
    for j, row in enumerate(rows):
        t = assets.text("condbold", size, row, fg)
        surface.blit(t, t.get_rect(midtop=(box.centerx, box.y + 1 + j * f.get_linesize())))
    return box


def strip(surface, r: pygame.Rect, parts: list, role=None) -> pygame.Rect:
    """``parts`` ``(kind, size, text, colour, gap after, optional)`` in a row, vertically centred in
    ``r`` (kind "pip": a suit's pip; "space": ``size`` pixels): without the optional ones (True),
    then in smaller type, then without those optional at 2 as well, when they do not fit."""
    def width(ps, k):
        return sum((max(8, round(p[1] * k)) if p[0] in ("pip", "space") else
                    assets.font(p[0], max(8, round(p[1] * k))).size(p[2])[0]) + p[4] for p in ps) - ps[-1][4]
    def floor_of(ps):
        return max(least(TEXT_PX) / min(p[1] for p in ps if p[0] not in ("pip", "space")), 0.5)
    shown, k = parts, 1.0
    if width(shown, k) > r.w:
        shown = [p for p in parts if p[5] != 1]
        if width(shown, floor_of(shown)) > r.w:        # (optional 2: only where the smallest type is too wide)
            shown = [p for p in shown if p[5] != 2]
    floor = floor_of(shown)
    while width(shown, k) > r.w and k - 0.05 >= floor:
        k -= 0.05
    x = r.x
    for kind, size, text, colour, gap, _ in shown:
        size = max(8, round(size * k))
        if kind == "space":
            x += size
            continue
        if kind == "pip":
            img = pip(text, size, colour)
        else:
            img = assets.text(kind, size, text, colour, role=role)
        surface.blit(img, img.get_rect(midleft=(x, r.centery)))
        x += img.get_width() + gap
    return pygame.Rect(r.x, r.y, x - gap - r.x, r.h)         # what the row took
