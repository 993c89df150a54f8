"""Name tags for an open hand that has no room for its cards (the kiosk's show, lessons with open
hands): each card's name whole, in type read from a sofa (23 px or more at the type scale),
packed in hand order into rows across the hand's strip, one tag as wide as its words.

A table picks the words of each card (best first: e.g. the name with its BP, then the name
alone); :func:`tag_layout` finds the fewest rows in the largest type that hold them all, and a
hand too long for the strip names as many cards as fit and ends on a "+N more" tag (never a name
cut short). :func:`draw_tags` draws them.
"""
from __future__ import annotations

import pygame

from scenes import assets

#: the room around a tag's words, between two tags, and the largest type (px before the scale)
PAD, GAP, BIGGEST = 14, 6, 26
KIND = "condbold"
FILL, EDGE = (236, 226, 200, 245), (90, 70, 40)


def rows_of(labels: list[str], width: int, size: int, rows: int) -> list[list[int]] | None:
    """The indexes of ``labels`` in at most ``rows`` rows of tags ``width`` wide (each tag as wide
    as its label in ``size`` type), in order; None where they do not all fit."""
    f = assets.font(KIND, size)
    out: list[list[int]] = [[]]
    used = 0
    for i, label in enumerate(labels):
        w = f.size(label)[0] + PAD
        if out[-1] and used + GAP + w > width:
            out.append([])
            used = 0
        if len(out) > rows or w > width:
            return None
        used += (GAP if out[-1] else 0) + w
        out[-1].append(i)
    return out


def row_height(size: int) -> int:
    """The height of one row of tags in ``size`` type."""
    return assets.font(KIND, size).get_height() + 2


def tag_layout(choices: list[list[str]], width: int, height: int,
               biggest: int = BIGGEST) -> tuple[list[str], int, list[list[int]]]:
    """(labels, type size, rows) of the tags of one hand in a strip ``width`` x ``height``:
    ``choices`` are the words of every card, best first (all of one length). The fewest rows, then
    the first choice, then the largest type from ``biggest`` down to 23 px drawn, where every tag
    fits; else as many names of the last choice as fit and a "+N more" tag."""
    least = assets.least(23)
    most = max(1, (height + 6) // row_height(least))       # rows may share their edges
    for rows in range(1, most + 1):
        for labels in choices:
            for size in range(biggest, least - 1, -1):
                if rows > 1 and row_height(size) * rows > height + 6:
                    continue
                placed = rows_of(labels, width, size, rows)
                if placed is not None:
                    return labels, size, placed
    names = choices[-1]
    for keep in range(len(names) - 1, 0, -1):
        labels = names[:keep] + [f"+{len(names) - keep} more"]
        placed = rows_of(labels, width, least, most)
        if placed is not None:
            return labels, least, placed
    return names[:1], least, [[0]]


def draw_tags(surface: pygame.Surface, zone: pygame.Rect, labels: list[str], size: int,
              rows: list[list[int]], fills: list | None = None) -> None:
    """The tags laid out by :func:`tag_layout`, each row centred in ``zone`` and the rows
    together centred in its height (``fills``: a panel colour per card, else parchment; the "+N more" tag is parchment)."""
    tall = min((zone.h - 4) // len(rows), row_height(size) + 12)
    edge = 2 if tall >= row_height(size) + 6 else 1       # a thin edge where the rows are tight
    top = zone.y + (zone.h - tall * len(rows)) // 2
    for r_i, row in enumerate(rows):
        words = [assets.text(KIND, size, labels[i], assets.INK, role="name") for i in row]
        x = zone.centerx - (sum(w.get_width() + PAD for w in words) + GAP * (len(words) - 1)) // 2
        for i, w in zip(row, words):
            r = pygame.Rect(x, top + r_i * tall + 1, w.get_width() + PAD, tall - 2)
            more = fills is None or (len(labels) < len(fills) and i == len(labels) - 1)   # "+N more"
            fill = FILL if more else fills[i]
            surface.blit(assets.panel(r.size, fill, 6 + edge, EDGE, edge), r)
            surface.blit(w, w.get_rect(center=r.center))
            x = r.right + GAP
