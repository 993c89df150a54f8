"""The shapes of Kongai's table: where the tiles of a bench, the draft pool, the teams and the
choice buttons stand (the e2e test aims with these), and the big numbers a choice shows (an
ability's speed and damage, a character's health, energy and defences)."""
from __future__ import annotations

import math

import pygame

from scenes import assets
from scenes.games.kongai.art import TYPE_COLOURS, damage_number

TILE_H = 200
POOL_COLS = 4


def bench_slots(rect: pygame.Rect, n: int) -> list[pygame.Rect]:
    """Tiles of a bench zone, top down, under its label (the e2e test aims with this)."""
    top = assets.font("condbold", 23).get_linesize() + 4        # under the BENCH label
    h = min(TILE_H, (rect.h - top - 8 * max(0, n - 1)) // max(1, n))
    return [pygame.Rect(rect.x, rect.y + top + i * (h + 8), rect.w, h) for i in range(n)]


def grid_rects(rect: pygame.Rect, n: int, cols: int = POOL_COLS, gap: int = 12) -> list[pygame.Rect]:
    rows = max(1, math.ceil(n / cols))
    w = (rect.w - gap * (cols - 1)) // cols
    h = min(150, (rect.h - gap * (rows - 1)) // rows)
    return [pygame.Rect(rect.x + (i % cols) * (w + gap), rect.y + (i // cols) * (h + gap), w, h) for i in range(n)]


def team_rects(rect: pygame.Rect, n: int) -> list[pygame.Rect]:
    """Draft columns: the picked characters, under a header."""
    h = min(96, (rect.h - 40 - 8 * max(0, n - 1)) // max(1, n))
    return [pygame.Rect(rect.x, rect.y + 40 + i * (h + 8), rect.w, h) for i in range(n)]


def row_rects(rect: pygame.Rect, n: int, top: int = 40, gap: int = 10) -> list[pygame.Rect]:
    """``n`` equal buttons in a row inside a panel, under its header line."""
    w = (rect.w - 24 - gap * (n - 1)) // max(1, n)
    return [pygame.Rect(rect.x + 12 + i * (w + gap), rect.y + top, w, rect.h - top - 10) for i in range(n)]


def combat_rects(rect: pygame.Rect, n_switch: int) -> dict:
    """The combat buttons: four abilities, then Rest and Intercept side by side, and under
    them the switches (one row for one or two, two rows for three or four)."""
    top, bottom = rect.y + 40, rect.bottom - 10
    aw, gap = 222, 10
    abil = [pygame.Rect(rect.x + 12 + i * (aw + gap), top, aw, bottom - top) for i in range(4)]
    sx = abil[-1].right + 14
    sw = rect.right - 12 - sx
    half = (sw - gap) // 2
    h1 = (bottom - top - gap) // 2
    rest = pygame.Rect(sx, top, half, h1)
    intercept = pygame.Rect(sx + half + gap, top, sw - half - gap, h1)
    n = max(1, n_switch)
    y2 = top + h1 + gap
    rows = 1 if n <= 2 else 2
    cols = math.ceil(n / rows)
    w2 = (sw - gap * (cols - 1)) // cols
    h2 = (bottom - y2 - gap * (rows - 1)) // rows
    switch = [pygame.Rect(sx + (i % cols) * (w2 + gap), y2 + (i // cols) * (h2 + gap), w2, h2) for i in range(n)]
    return {"abilities": abil, "rest": rest, "intercept": intercept, "switch": switch}


def ability_stats(ab: dict) -> tuple:
    """An ability's speed and damage, large on its button (the numbers a player compares)."""
    now = ab.get("speed_now", ab["speed"])
    scol = assets.WHITE if now == ab["speed"] else ((150, 240, 170) if now > ab["speed"] else (255, 150, 130))
    out = ((str(now), ("SPEED",), scol),)
    if ab.get("damage"):
        kind = str(ab.get("type") or "").upper()
        colour = TYPE_COLOURS.get(ab.get("type"), assets.WHITE)
        out += ((damage_number(ab), (f"{kind} DAMAGE".strip(), "DAMAGE"), colour),)
    return out


def character_stats(c: dict, energy: bool = True) -> tuple:
    """A character's health (energy) and defences, large on a choice."""
    d = c["defence"]
    out = ((str(c["health"]), ("HEALTH", "HP"), (255, 150, 140)),)
    if energy:
        out += ((str(c["energy"]), ("ENERGY", "EN"), (150, 200, 255)),)
    return out + tuple((str(d[t]), (f"{w} DEF", w), TYPE_COLOURS[t])
                       for t, w in (("physical", "PHYS"), ("light", "LIGHT"), ("dark", "DARK")))
