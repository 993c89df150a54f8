"""9 Card faces: name, energy cost, attack and defence, drawn once per card and size.

A creature's face: its name, its OpenMoji picture in an art box with the cost in a blue disc on
its corner (attack + defence, the energy it takes to cast), and at the bottom the attack (red) and
defence (blue). The type is never below the TV minimums of issue 27 at 1920x1080 (names 23 px,
broken between words, in the lighter condensed face when a word is too wide for the bold one;
attack, defence and cost 32 px; any other word 23 px), whatever the type scale (large print sets
them larger where the card has room); the picture takes what is left. The flavour line is printed
only on a card read large (the zoom), whole, at 29 px or more.
A squat card (the grids at 3-4 seats, 136 x 140) names itself but has no room for the cost disc
(attack + defence say it; the zoom has it). A card too narrow for its name (a crowded open hand)
gets the compact face: the picture and the figures; narrower than FIGURES (the energy zone, the
piles) the picture alone, no words. Walls (attack 0) have a stone frame and a grey WALL side.
Energy cards are amber with a bolt. The back is teal, with a big 9 when it is wide enough.
"""
from __future__ import annotations

import math
import zlib

import pygame

from scenes import assets, pictures
from scenes.widgets.cards import CardArt, card_blank, cream_fade, disc, draw_picture

PALETTE = [
    ((122, 52, 44), (206, 120, 92)),     # rust
    ((44, 82, 124), (120, 170, 222)),    # lake
    ((64, 96, 44), (150, 196, 100)),     # moss
    ((92, 56, 120), (178, 136, 214)),    # heather
    ((118, 88, 36), (222, 176, 92)),     # ochre
    ((34, 98, 96), (106, 196, 186)),     # teal
]
WALL = ((96, 100, 104), (170, 174, 176))
ENERGY = ((150, 96, 14), (246, 196, 64))
ATTACK_RED = (184, 48, 40)
DEFENCE_BLUE = (40, 92, 170)
COST_BLUE = (30, 110, 190)
#: the TV minimums (issue 27), in pixels on a 1920x1080 screen, whatever the type scale: names,
#: key numbers (attack, defence, cost), any other word on a card; the flavour of a card read large
NAME_PX, NUMBER_PX, TEXT_PX, READ_PX = 23, 32, 23, 29
#: a card this wide may carry its name (when the name fits whole at NAME_PX); narrower ones, or
#: one whose name does not fit, get the compact face: the picture and the figures
FULL_FACE = 120
#: narrower than this: the picture alone (a pile, the energy zone)
FIGURES = 80
#: a card this wide is read large (the zoom): the flavour line too, whole, at READ_PX or more
READ_FACE = 220


def least(px: int) -> int:
    """The smallest font size that renders at least ``px`` pixels at the current type scale."""
    return math.ceil(px / assets.TYPE_SCALE - 1e-6)


def words_fit(kind: str, size: int, name: str, width: int) -> bool:
    """Every word of ``name`` fits ``width`` (a name breaks between words, never inside one)."""
    f = assets.font(kind, size)
    return all(f.size(w)[0] <= width for w in name.split())


def colours(card: dict):
    if card.get("type") == "energy":
        return ENERGY
    if int(card.get("attack", 0) or 0) == 0:
        return WALL
    return PALETTE[zlib.crc32(str(card.get("key", "")).encode()) % len(PALETTE)]


def bolt(surf: pygame.Surface, rect: pygame.Rect, colour, edge) -> None:
    """A lightning bolt filling ``rect``."""
    x, y, w, h = rect
    pts = [(0.58, 0.0), (0.18, 0.56), (0.46, 0.56), (0.34, 1.0), (0.84, 0.36), (0.54, 0.36), (0.72, 0.0)]
    poly = [(x + px * w, y + py * h) for px, py in pts]
    pygame.draw.polygon(surf, colour, poly)
    pygame.draw.polygon(surf, edge, poly, max(1, w // 28))


def name_layout_for(name: str, width: int, u: float):
    """(kind, size, lines) of a card's name in ``width``: the largest size from about 17 u down to
    the sofa minimum at which it takes one line, else two broken between words, in the bold
    condensed face or the lighter one; None when no word of it fits even so (the compact face)."""
    small = least(NAME_PX)
    big = max(small, min(least(26), int(17 * u)))
    for kind in ("condbold", "cond"):
        for size in range(big, small - 1, -1):
            if assets.font(kind, size).size(name)[0] <= width:
                return kind, size, [name]
        for size in range(big, small - 1, -1):
            if words_fit(kind, size, name, width):
                lines = assets.wrap(kind, size, name, width)
                if len(lines) <= 2:
                    return kind, size, lines
    return None


class NineCardArt(CardArt):
    """Faces and backs of 9 Card cards at one size (``CardArt`` caches and rotates them)."""

    def _render_face(self, card: dict, k: float) -> pygame.Surface:
        W, H = int(self.w * k), int(self.h * k)
        dark, light = colours(card)
        energy = card.get("type") == "energy"
        u = W / 100.0                       # design unit: a 100-pixel-wide card
        R = max(5, int(9 * u))
        edge = max(3, int(5 * u))
        surf, inner = card_blank((W, H), R, dark, 2 * edge, assets.CREAM, max(3, R - 3))
        pad = max(2, int(3 * u))
        name = str(card.get("name", card.get("key", "?")))
        layout = name_layout_for(name, inner.w - 2 * pad, u) if W >= FULL_FACE else None
        if layout is None:
            self._compact(surf, card, inner, dark, light, R)
            return surf
        where = f"{W}x{H}"

        # header: the name, in one or two lines broken between words, never below the sofa minimum
        kind, size, lines = layout
        f = assets.font(kind, assets.note("name", size, where))
        lh = f.get_linesize() - max(1, size // 8)
        head_h = lh * len(lines) + max(2, int(3 * u))
        y = inner.y + 1 + (head_h - lh * len(lines)) // 2
        for line in lines:
            t = assets.text(kind, size, line, assets.INK, role="name")
            surf.blit(t, (inner.x + pad, y + (lh - t.get_height()) // 2))
            y += lh

        # bottom bar: attack and defence (or ENERGY), in figures readable from the sofa
        num = max(least(NUMBER_PX), int(24 * u))
        bar_h = assets.font("bold", num).get_ascent() + max(4, int(6 * u))
        bar = pygame.Rect(inner.x, inner.bottom - bar_h, inner.w, bar_h)

        # art box, with the cost disc of a creature on its corner; the flavour line only on a
        # card read large (the zoom), whole, at reading size (READ_PX): never shortened
        text = str(card.get("text", "") or "")
        room = bar.y - (inner.y + head_h) - pad
        para = None
        if text and W >= READ_FACE:
            size_t = max(least(READ_PX), int(9 * u))
            para = assets.paragraph("cond", size_t, text, inner.w - 2 * pad, (70, 64, 56), 0, role="text")
            if room - para.get_height() - pad < 0.45 * inner.w:
                para = None                  # the picture keeps its room: the zoom's details have it
        art = pygame.Rect(inner.x + pad, inner.y + head_h, inner.w - 2 * pad,
                          room - (para.get_height() + pad if para is not None else 0))
        cream_fade(surf, art, light, 10)
        if energy:
            b = art.inflate(-art.w // 3, -art.h // 5)
            bolt(surf, b, (255, 240, 150), (120, 70, 0))
        else:
            draw_picture(surf, card.get("art") or pictures.art_of("ninecard", card.get("key")), art,
                         max(1, int(2 * u)))
        pygame.draw.rect(surf, dark, art, max(1, int(1.5 * u)))
        if not energy:
            cost = assets.note("number", max(least(NUMBER_PX), int(13 * u)), where)
            cost_r = max(assets.font("bold", cost).size(str(card.get("cost", "")))) // 2 + max(2, int(2 * u))
            if art.h >= 2 * cost_r + 2:      # a squat card (3-4 seats) has no room: attack + defence say it
                ct = assets.text("bold", cost, str(card.get("cost", "")), assets.WHITE, role="number")
                c = (art.right - cost_r - 1, art.y + cost_r + 1)
                disc(surf, c, cost_r, COST_BLUE, (255, 255, 255), max(1, int(1.5 * u)), (1, 1))
                surf.blit(ct, ct.get_rect(center=c))
        if para is not None:
            surf.blit(para, (inner.x + pad, art.bottom + pad // 2))
        self._bar(surf, card, bar, dark, max(3, R - 3), num, where)
        return surf

    def _bar(self, surf, card, bar, dark, rr, num, where) -> None:
        """Attack (red, or grey for a wall) and defence (blue) side by side, with their tags
        (ATK / WALL, DEF) where they fit at the sofa size; ENERGY on energy."""
        tag_px = least(TEXT_PX)
        if card.get("type") == "energy":
            pygame.draw.rect(surf, dark, bar, border_bottom_left_radius=rr, border_bottom_right_radius=rr)
            if assets.font("bold", tag_px).size("ENERGY")[0] <= bar.w - 6:
                size = assets.fit("bold", "ENERGY", bar.w - 6, max(tag_px, int(bar.h * 0.5)), tag_px)
                et = assets.text("bold", size, "ENERGY", (255, 240, 190))
                surf.blit(et, et.get_rect(center=bar.center))
            return
        half = bar.w // 2
        left, right = pygame.Rect(bar.x, bar.y, half, bar.h), pygame.Rect(bar.x + half, bar.y, bar.w - half, bar.h)
        wall = int(card.get("attack", 0) or 0) == 0
        pygame.draw.rect(surf, (120, 120, 120) if wall else ATTACK_RED, left, border_bottom_left_radius=rr)
        pygame.draw.rect(surf, DEFENCE_BLUE, right, border_bottom_right_radius=rr)
        assets.note("number", num, where)
        big = assets.font("bold", num)
        for r, value, tag in ((left, card.get("attack", 0), "WALL" if wall else "ATK"),
                              (right, card.get("defence", 0), "DEF")):
            vt = assets.text("bold", num, str(value), assets.WHITE, role="number")
            cy = r.centery + (big.get_height() - big.get_ascent()) // 2 - 1   # the figure's middle
            gap = 4
            tw = assets.font("condbold", tag_px).size(tag)[0]
            if tw + gap + vt.get_width() <= r.w - 8:
                tt = assets.text("condbold", tag_px, tag, (255, 255, 255))
                x0 = r.centerx - (tt.get_width() + gap + vt.get_width()) // 2
                surf.blit(tt, tt.get_rect(midleft=(x0, r.centery + 1)))
                surf.blit(vt, vt.get_rect(midleft=(x0 + tt.get_width() + gap, cy)))
            else:
                surf.blit(vt, vt.get_rect(center=(r.centerx, cy)))

    def _compact(self, surf, card, inner, dark, light, R) -> None:
        """A card too narrow for its name at the sofa size (another seat's grid): the picture and
        the attack and defence; a pile's or the energy zone's (narrower than FIGURES): the picture
        or an Energy card's bolt alone, no words (the zoom reads every card whole)."""
        W = surf.get_width()
        where = f"{W}x{surf.get_height()}"
        cream_fade(surf, inner, light, 8)
        if card.get("type") == "energy":
            bolt(surf, inner.inflate(-inner.w // 4, -inner.h // 4), (255, 240, 150), (120, 70, 0))
            return
        art = pictures.art_of("ninecard", card.get("key"))
        if W < FIGURES:
            draw_picture(surf, card.get("art") or art, inner, 2)
            return
        num = least(NUMBER_PX)
        bar_h = assets.font("bold", num).get_ascent() + 4
        bar = pygame.Rect(inner.x, inner.bottom - bar_h, inner.w, bar_h)
        box = pygame.Rect(inner.x, inner.y, inner.w, bar.y - inner.y)
        draw_picture(surf, card.get("art") or art, box, 2)
        self._bar(surf, card, bar, dark, max(3, R - 3), num, where)

    def back(self, scale: float = 1.0) -> pygame.Surface:
        """The back: teal, with a big 9 on a back wide enough for it at the sofa size (a small
        back, a pile's, has none: stacked backs would put one 9 over another)."""
        key = ("back", scale)
        s = self._misc.get(key)
        if s is None:
            W, H = int(self.w * scale), int(self.h * scale)
            u = W / 100.0
            R = max(5, int(9 * u))
            s, inner = card_blank((W, H), R, (18, 70, 74), max(4, int(10 * u)), (28, 96, 100))
            step = max(5, int(10 * u))
            for x in range(inner.x, inner.right, step):
                pygame.draw.line(s, (36, 110, 112), (x, inner.y + 2), (x, inner.bottom - 3), 1)
            pygame.draw.rect(s, (160, 230, 210), inner, max(1, int(2 * u)), border_radius=R)
            if W >= FULL_FACE:
                t = assets.text("serif", max(least(TEXT_PX), int(46 * u)), "9", (230, 250, 240))
                s.blit(t, t.get_rect(center=(inner.centerx, inner.centery - int(6 * u))))
                if assets.font("condbold", least(TEXT_PX)).size("CARD")[0] <= inner.w - 8:
                    c = assets.text("condbold", max(least(TEXT_PX), int(11 * u)), "CARD", (160, 230, 210))
                    s.blit(c, c.get_rect(midtop=(inner.centerx, t.get_rect(center=(0, inner.centery - int(6 * u))).bottom)))
            s = assets._convert(s)
            self._misc[key] = s
        return s


def card_details(card: dict) -> list[tuple[str, str]]:
    """Plain-words lines about a 9 Card card for the zoom scene."""
    if card.get("face_down") and not card.get("name"):
        return [("Type", "A creature played face down as energy")]
    if card.get("type") == "energy":
        return [("Type", "Energy"),
                ("Use", "Play it into your energy zone (it is ready at once); casting a creature spends "
                        "one ready energy per point of its cost")]
    a, d = int(card.get("attack", 0) or 0), int(card.get("defence", 0) or 0)
    rows = [("Type", "Creature" + (" — a wall: attack 0, it never assaults" if a == 0 else "")),
            ("Attack", f"{a}: damage it deals to each defender in its column"),
            ("Defence", f"{d}: it dies when the damage it has taken in one assault reaches this"),
            ("Cost", f"{card.get('cost', a + d)} energy (attack + defence)")]
    if card.get("face_down"):
        rows.append(("Energy", "played face down as energy (the others cannot see it)"))
    return rows
