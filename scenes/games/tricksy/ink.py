"""The Tricksy Kittens table's small drawn words: a label, a pill, a tag that wraps to its room,
and a strip of words and pips that shrinks to fit (Large print makes all type 1.3x).
"""
from __future__ import annotations

import pygame

from scenes import assets
from scenes.games.tricksy.art import pip


def label(surface, text, pos, colour=(190, 220, 195), anchor="topleft", size=15, kind="condbold"):
    """One line of ``text`` whose ``anchor`` point is ``pos``; returns the text's surface."""
    t = assets.text(kind, size, text, colour)
    surface.blit(t, t.get_rect(**{anchor: pos}))
    return t


def pill(surface, text, pos, bg, fg=assets.INK, size=14, anchor="midright"):
    """One line of text on a rounded pill whose ``anchor`` point is ``pos``."""
    t = assets.text("condbold", size, text, fg)
    r = t.get_rect().inflate(12, 4)
    setattr(r, anchor, (int(pos[0]), int(pos[1])))
    pygame.draw.rect(surface, bg, r, border_radius=8)
    surface.blit(t, t.get_rect(center=r.center))
    return r


def tag(surface, text: str, pos, width: int, bg, fg=assets.INK, size: int = 13, anchor: str = "center",
        lines: int = 3) -> pygame.Rect:
    """A note in a pill no wider than ``width``, in at most ``lines`` lines (smaller type
    where it must)."""
    rows = assets.wrap("condbold", size, text, max(12, width - 8))
    while len(rows) > lines and size > 9:
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


def strip(surface, r: pygame.Rect, parts: list) -> pygame.Rect:
    """``parts`` ``(kind, size, text, colour, gap after, optional)`` in a row, vertically centred in
    ``r`` (kind "pip": a suit's pip; "space": ``size`` pixels): without the optional ones, then in
    smaller type, when they do not fit."""
    def width(ps, k):
        return sum((max(8, round(p[1] * k)) if p[0] in ("pip", "space") else
                    assets.font(p[0], max(8, round(p[1] * k))).size(p[2])[0]) + p[4] for p in ps) - ps[-1][4]
    shown, k = parts, 1.0
    if width(shown, k) > r.w:
        shown = [p for p in parts if not p[5]]
    while width(shown, k) > r.w and k > 0.5:
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
            img = assets.text(kind, size, text, colour)
        surface.blit(img, img.get_rect(midleft=(x, r.centery)))
        x += img.get_width() + gap
    return pygame.Rect(r.x, r.y, x - gap - r.x, r.h)         # what the row took
