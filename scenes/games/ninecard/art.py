"""9 Card faces: name, energy cost, attack and defence, drawn once per card and size.

A creature's face: its name, the cost in a blue disc (attack + defence, the energy it
takes to cast), its OpenMoji picture in an art box, the flavour line, and at the bottom the attack
(red) and defence (blue) in big figures, legible even on the small cards of a 4-seat
table. Walls (attack 0) have a stone frame and say WALL. Energy cards are amber with a
bolt. The back is teal with a big 9.
"""
from __future__ import annotations

import zlib

import pygame

from scenes import assets, pictures
from scenes.widgets.cards import CardArt, draw_name, draw_picture, name_lines

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


class NineCardArt(CardArt):
    """Faces and backs of 9 Card cards at one size (``CardArt`` caches and rotates them)."""

    def _render_face(self, card: dict, k: float) -> pygame.Surface:
        W, H = int(self.w * k), int(self.h * k)
        u = W / 100.0                       # design unit: a 100-pixel-wide card
        surf = pygame.Surface((W, H), pygame.SRCALPHA)
        dark, light = colours(card)
        energy = card.get("type") == "energy"
        R = max(5, int(9 * u))
        outer = surf.get_rect()
        pygame.draw.rect(surf, (0, 0, 0, 110), outer, border_radius=R)
        frame = outer.inflate(-2, -2)
        pygame.draw.rect(surf, dark, frame, border_radius=R)
        inner = frame.inflate(-max(4, int(8 * u)), -max(4, int(8 * u)))
        pygame.draw.rect(surf, assets.CREAM, inner, border_radius=max(3, R - 3))
        pad = max(2, int(4 * u))
        name = str(card.get("name", card.get("key", "?")))

        # header: name, and the cost disc of a creature
        head_h = max(12, int(20 * u))
        cost_r = 0 if energy else max(7, int(11 * u))
        name_w = inner.w - 2 * pad - (2 * cost_r + pad if cost_r else 0)
        where = f"{W}x{H}"
        small_name = max(7, min(18, int(15 * u)))
        lines = len(name_lines("condbold", small_name, name, name_w))
        head_h = max(head_h, (assets.font("condbold", small_name).get_linesize() - 2) * lines + 4)
        draw_name(surf, name, pygame.Rect(inner.x + pad, inner.y, name_w, head_h), assets.INK,
                  max(small_name, int(16 * u)), small_name, where=where)
        if cost_r:
            c = (inner.right - cost_r - max(1, int(2 * u)), inner.y + head_h // 2 + 1)
            pygame.draw.circle(surf, (0, 0, 0), (c[0] + 1, c[1] + 1), cost_r)
            pygame.draw.circle(surf, COST_BLUE, c, cost_r)
            pygame.draw.circle(surf, (255, 255, 255), c, cost_r, max(1, int(1.5 * u)))
            ct = assets.font("bold", max(8, int(13 * u))).render(str(card.get("cost", "")), True, assets.WHITE)
            surf.blit(ct, ct.get_rect(center=c))

        # art box
        bar_h = max(14, int(32 * u))
        art = pygame.Rect(inner.x + pad, inner.y + head_h + pad // 2, inner.w - 2 * pad,
                          int((inner.h - head_h - bar_h) * (0.95 if energy else 0.62)))
        steps = 10
        for i in range(steps):
            col = tuple(int(light[j] + (assets.CREAM[j] - light[j]) * i / (steps - 1) * 0.6) for j in range(3))
            band = pygame.Rect(art.x, art.y + art.h * i // steps, art.w, art.h // steps + 1)
            surf.fill(col, band)
        if energy:
            b = art.inflate(-art.w // 3, -art.h // 5)
            bolt(surf, b, (255, 240, 150), (120, 70, 0))
        else:
            draw_picture(surf, card.get("art") or pictures.art_of("ninecard", card.get("key")), art,
                         max(1, int(2 * u)))
        pygame.draw.rect(surf, dark, art, max(1, int(1.5 * u)))

        # flavour line (when the card is big enough to read it)
        text = str(card.get("text", "") or "")
        box = pygame.Rect(inner.x + pad, art.bottom + pad // 2, inner.w - 2 * pad,
                          inner.bottom - bar_h - art.bottom - pad)
        fs = max(7, int(11.7 * u))
        lh = assets.font("cond", fs).get_linesize()
        if text and not energy and box.h >= lh and W >= 80:
            assets.note("rules", fs, where)
            para = assets.paragraph("cond", fs, text, box.w, (70, 64, 56), 0, max(1, box.h // lh))
            surf.blit(para, box.topleft)

        # bottom bar: attack and defence, or ENERGY
        bar = pygame.Rect(inner.x, inner.bottom - bar_h, inner.w, bar_h)
        rr = max(3, R - 3)
        if energy:
            pygame.draw.rect(surf, dark, bar, border_bottom_left_radius=rr, border_bottom_right_radius=rr)
            et = assets.font("bold", max(8, int(14 * u))).render("ENERGY", True, (255, 240, 190))
            surf.blit(et, et.get_rect(center=bar.center))
            return surf
        half = bar.w // 2
        left, right = pygame.Rect(bar.x, bar.y, half, bar.h), pygame.Rect(bar.x + half, bar.y, bar.w - half, bar.h)
        wall = int(card.get("attack", 0) or 0) == 0
        pygame.draw.rect(surf, (120, 120, 120) if wall else ATTACK_RED, left, border_bottom_left_radius=rr)
        pygame.draw.rect(surf, DEFENCE_BLUE, right, border_bottom_right_radius=rr)
        big = assets.note("number", max(10, int(24 * u)), where)
        small = max(6, int(8 * u))
        for r, value, tag in ((left, card.get("attack", 0), "WALL" if wall else "ATK"),
                              (right, card.get("defence", 0), "DEF")):
            vt = assets.font("bold", big).render(str(value), True, assets.WHITE)
            if W >= 70:
                tt = assets.font("condbold", small).render(tag, True, (255, 255, 255))
                gap = max(2, int(3 * u))
                total = tt.get_width() + gap + vt.get_width()
                x0 = r.centerx - total // 2
                surf.blit(tt, tt.get_rect(midleft=(x0, r.centery + 1)))
                surf.blit(vt, vt.get_rect(midleft=(x0 + tt.get_width() + gap, r.centery)))
            else:
                surf.blit(vt, vt.get_rect(center=r.center))
        return surf

    def back(self, scale: float = 1.0) -> pygame.Surface:
        key = ("back", scale)
        s = self._misc.get(key)
        if s is None:
            W, H = int(self.w * scale), int(self.h * scale)
            u = W / 100.0
            s = pygame.Surface((W, H), pygame.SRCALPHA)
            r = s.get_rect()
            R = max(5, int(9 * u))
            pygame.draw.rect(s, (0, 0, 0, 110), r, border_radius=R)
            body = r.inflate(-2, -2)
            pygame.draw.rect(s, (18, 70, 74), body, border_radius=R)
            inner = body.inflate(-max(4, int(10 * u)), -max(4, int(10 * u)))
            pygame.draw.rect(s, (28, 96, 100), inner, border_radius=R)
            step = max(5, int(10 * u))
            for x in range(inner.x, inner.right, step):
                pygame.draw.line(s, (36, 110, 112), (x, inner.y + 2), (x, inner.bottom - 3), 1)
            pygame.draw.rect(s, (160, 230, 210), inner, max(1, int(2 * u)), border_radius=R)
            t = assets.font("serif", max(12, int(46 * u))).render("9", True, (230, 250, 240))
            s.blit(t, t.get_rect(center=(inner.centerx, inner.centery - int(6 * u))))
            if W >= 50:
                c = assets.font("condbold", max(7, int(11 * u))).render("CARD", True, (160, 230, 210))
                s.blit(c, c.get_rect(center=(inner.centerx, inner.centery + int(24 * u))))
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
