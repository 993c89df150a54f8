"""Tricksy Kittens faces, backs, suit pips and cat heads, drawn once per card and size.

A face: the suit's colour of the real game as a frame, the number large in the top-left
and bottom-right corners, the suit's pip in the middle, the suit's name, and with the
powers variant a power box at the bottom (its number and name; the full text is in the
zoom panel). Crowns in the Black Cat variant say WILD. The back is plum with a cat.

The suit pips are drawn with polygons at four times their size and smoothly shrunk
once (anti-aliased, cached): hearts, spades, diamonds, clubs, hourglasses, cups, stars,
cats and crowns.
"""
from __future__ import annotations

import math

import pygame

from scenes import assets, pictures
from scenes.widgets.cards import CardArt

_pips: dict[tuple, pygame.Surface] = {}
_heads: dict[tuple, pygame.Surface] = {}
assets.on_reset(_pips.clear)
assets.on_reset(_heads.clear)

BACK = (74, 40, 92)
BACK_LIGHT = (120, 76, 140)


def hex_colour(text: str | None, default=(90, 90, 90)) -> tuple[int, int, int]:
    try:
        t = str(text).lstrip("#")
        return int(t[0:2], 16), int(t[2:4], 16), int(t[4:6], 16)
    except (TypeError, ValueError, IndexError):
        return default


def lighten(c, k: float = 0.35) -> tuple[int, int, int]:
    return tuple(int(v + (255 - v) * k) for v in c[:3])


def _draw_pip(s: pygame.Surface, suit: str, colour, S: int) -> None:
    """The pip of ``suit`` filling an S x S surface."""
    c = colour
    m = S / 100.0

    def P(*pts):
        return [(x * m, y * m) for x, y in pts]

    if suit == "hearts":
        pygame.draw.circle(s, c, (30 * m, 36 * m), 24 * m)
        pygame.draw.circle(s, c, (70 * m, 36 * m), 24 * m)
        pygame.draw.polygon(s, c, P((8, 44), (92, 44), (50, 94)))
    elif suit == "spades":
        pygame.draw.circle(s, c, (30 * m, 58 * m), 22 * m)
        pygame.draw.circle(s, c, (70 * m, 58 * m), 22 * m)
        pygame.draw.polygon(s, c, P((10, 52), (90, 52), (50, 6)))
        pygame.draw.polygon(s, c, P((50, 60), (34, 96), (66, 96)))
    elif suit == "diamonds":
        pygame.draw.polygon(s, c, P((50, 4), (88, 50), (50, 96), (12, 50)))
    elif suit == "clubs":
        pygame.draw.circle(s, c, (50 * m, 28 * m), 21 * m)
        pygame.draw.circle(s, c, (27 * m, 60 * m), 21 * m)
        pygame.draw.circle(s, c, (73 * m, 60 * m), 21 * m)
        pygame.draw.polygon(s, c, P((50, 50), (34, 96), (66, 96)))
    elif suit == "hourglasses":
        pygame.draw.rect(s, c, pygame.Rect(16 * m, 4 * m, 68 * m, 10 * m), border_radius=int(3 * m))
        pygame.draw.rect(s, c, pygame.Rect(16 * m, 86 * m, 68 * m, 10 * m), border_radius=int(3 * m))
        pygame.draw.polygon(s, c, P((22, 14), (78, 14), (54, 50), (78, 86), (22, 86), (46, 50)))
    elif suit == "cups":
        pygame.draw.ellipse(s, c, pygame.Rect(14 * m, 4 * m, 72 * m, 24 * m))
        pygame.draw.polygon(s, c, P((14, 16), (86, 16), (72, 50), (58, 60), (42, 60), (28, 50)))
        pygame.draw.rect(s, c, pygame.Rect(44 * m, 56 * m, 12 * m, 28 * m))
        pygame.draw.ellipse(s, c, pygame.Rect(22 * m, 80 * m, 56 * m, 16 * m))
    elif suit == "stars":
        pts = []
        for i in range(10):
            a = -math.pi / 2 + i * math.pi / 5
            r = 48 if i % 2 == 0 else 20
            pts.append((50 + r * math.cos(a), 54 + r * math.sin(a)))
        pygame.draw.polygon(s, c, P(*pts))
    elif suit == "cats":
        _draw_cat(s, c, S, eyes=(255, 240, 200))
    elif suit == "crowns":
        pygame.draw.polygon(s, c, P((8, 84), (8, 30), (30, 56), (50, 18), (70, 56), (92, 30), (92, 84)))
        pygame.draw.rect(s, c, pygame.Rect(8 * m, 84 * m, 84 * m, 12 * m), border_radius=int(3 * m))
        for x, y in ((8, 26), (50, 14), (92, 26)):
            pygame.draw.circle(s, c, (x * m, y * m), 8 * m)
    else:
        pygame.draw.circle(s, c, (50 * m, 50 * m), 40 * m)


def _draw_cat(s: pygame.Surface, c, S: int, eyes=None) -> None:
    m = S / 100.0
    pygame.draw.polygon(s, c, [(10 * m, 52 * m), (14 * m, 4 * m), (44 * m, 30 * m)])
    pygame.draw.polygon(s, c, [(90 * m, 52 * m), (86 * m, 4 * m), (56 * m, 30 * m)])
    pygame.draw.ellipse(s, c, pygame.Rect(6 * m, 22 * m, 88 * m, 74 * m))
    if eyes:
        pygame.draw.ellipse(s, eyes, pygame.Rect(28 * m, 48 * m, 14 * m, 18 * m))
        pygame.draw.ellipse(s, eyes, pygame.Rect(58 * m, 48 * m, 14 * m, 18 * m))
        pygame.draw.polygon(s, eyes, [(44 * m, 74 * m), (56 * m, 74 * m), (50 * m, 81 * m)])


def pip(suit: str, size: int, colour) -> pygame.Surface:
    """The pip of ``suit``, ``size`` pixels square (cached)."""
    key = (suit, size, tuple(colour))
    s = _pips.get(key)
    if s is None:
        big = pygame.Surface((size * 4, size * 4), pygame.SRCALPHA)
        _draw_pip(big, suit, colour, size * 4)
        s = assets._convert(pygame.transform.smoothscale(big, (size, size)))
        _pips[key] = s
    return s


def cat_head(size: int, filled: bool) -> pygame.Surface:
    """One of the nine lives: a gold cat head, or an empty outline."""
    key = (size, filled)
    s = _heads.get(key)
    if s is None:
        S = size * 4
        big = pygame.Surface((S, S), pygame.SRCALPHA)
        if filled:
            _draw_cat(big, (120, 80, 10), S)
            inner = pygame.Surface((S, S), pygame.SRCALPHA)
            _draw_cat(inner, assets.GOLD, int(S * 0.86), eyes=(90, 50, 10))
            big.blit(inner, (int(S * 0.07), int(S * 0.09)))
        else:
            _draw_cat(big, (70, 96, 80), S)
            inner = pygame.Surface((S, S), pygame.SRCALPHA)
            _draw_cat(inner, (24, 52, 36), int(S * 0.8))
            big.blit(inner, (int(S * 0.1), int(S * 0.13)))
        s = assets._convert(pygame.transform.smoothscale(big, (size, size)))
        _heads[key] = s
    return s


def lives_strip(lives: int, width: int, height: int) -> pygame.Surface:
    """Nine cat heads, ``lives`` of them gold; more than nine adds "+N" (cached)."""
    key = ("lives-strip", lives, width, height)
    s = assets._text.get(key)
    if s is None:
        s = pygame.Surface((width, height), pygame.SRCALPHA)
        extra = max(0, lives - 9)
        tag = assets.text("bold", max(12, height - 8), f"+{extra}", assets.GOLD) if extra else None
        room = width - (tag.get_width() + 6 if tag else 0)
        size = max(8, min(height, int(room / 9) - 1))
        step = room / 9 if room / 9 > size else size
        for i in range(9):
            head = cat_head(size, i < lives)
            s.blit(head, (int(i * step), (height - size) // 2))
        if tag:
            s.blit(tag, tag.get_rect(midright=(width, height // 2)))
        s = assets._convert(s)
        assets._text[key] = s
    return s


class TricksyArt(CardArt):
    """Faces and backs of Tricksy Kittens cards at one size (``CardArt`` caches them)."""

    def __init__(self, size=(120, 168), wild_suit: str | None = None):
        super().__init__(size)
        self.wild_suit = wild_suit          # crowns with the Black Cat variant

    @staticmethod
    def face_key(card: dict, scale: float) -> tuple:
        p = card.get("power") or {}
        return (scale, card.get("id"), p.get("id") if isinstance(p, dict) else None)

    def _render_face(self, card: dict, k: float) -> pygame.Surface:
        W, H = int(self.w * k), int(self.h * k)
        u = W / 100.0
        surf = pygame.Surface((W, H), pygame.SRCALPHA)
        suit = card.get("suit", "")
        colour = hex_colour(card.get("colour"))
        number = str(card.get("number", "?"))
        R = max(5, int(9 * u))
        outer = surf.get_rect()
        pygame.draw.rect(surf, (0, 0, 0, 110), outer, border_radius=R)
        frame = outer.inflate(-2, -2)
        pygame.draw.rect(surf, colour, frame, border_radius=R)
        edge = max(3, int(6 * u))
        inner = frame.inflate(-2 * edge, -2 * edge)
        pygame.draw.rect(surf, assets.CREAM, inner, border_radius=max(3, R - 3))
        power = card.get("power") if isinstance(card.get("power"), dict) else None
        small = W < 80

        # the number, large, top-left; the pip under it
        ns = max(14, int((34 if not small else 40) * u))
        nt = assets.font("bold", assets.note("number", ns, f"{W}x{H}")).render(number, True, colour)
        surf.blit(nt, (inner.x + int(4 * u), inner.y - int(1 * u)))
        ps = max(8, int(18 * u))
        surf.blit(pip(suit, ps, colour), (inner.x + int(5 * u), inner.y + nt.get_height() - int(3 * u)))
        # the big pip in the middle
        big = int(min(inner.w * 0.56, inner.h * 0.4)) if not small else int(inner.w * 0.46)
        cy = inner.y + int(inner.h * (0.48 if power and not small else 0.55))
        bp = pictures.picture(pictures.art_of("tricksy", suit, default=False), big) or pip(suit, big, colour)
        surf.blit(bp, bp.get_rect(center=(inner.centerx + (int(6 * u) if small else 0), cy)))
        # the number again, bottom-right (upside down on a real card; upright here)
        if not small and not power:
            bt = assets.font("bold", int(ns * 0.6)).render(number, True, colour)
            surf.blit(bt, bt.get_rect(bottomright=(inner.right - int(4 * u), inner.bottom - int(2 * u))))
        wild = self.wild_suit and suit == self.wild_suit
        if not small:
            name = str(card.get("name", "")).rsplit(" ", 1)[0]
            label = f"{name} · WILD" if wild else name
            fs = assets.note("name", assets.fit("condbold", label, inner.w - int(40 * u), max(8, int(15 * u)), 7),
                             f"{W}x{H}")
            lt = assets.font("condbold", fs).render(label, True, (90, 80, 70))
            surf.blit(lt, lt.get_rect(topright=(inner.right - int(4 * u), inner.y + int(4 * u))))
        elif wild:
            wt = assets.font("condbold", max(8, int(14 * u))).render("WILD", True, colour)
            surf.blit(wt, wt.get_rect(midbottom=(inner.centerx, inner.bottom - 1)))
        # the power box
        if power:
            pid = power.get("id")
            if small:
                tag = assets.font("condbold", max(8, int(16 * u))).render(f"P{pid}", True, assets.WHITE)
                r = tag.get_rect(bottomright=(inner.right - 1, inner.bottom - 1)).inflate(4, 0)
                pygame.draw.rect(surf, (60, 40, 80), r, border_radius=4)
                surf.blit(tag, tag.get_rect(center=r.center))
            else:
                box = pygame.Rect(inner.x + int(3 * u), inner.bottom - int(36 * u), inner.w - int(6 * u),
                                  int(33 * u))
                pygame.draw.rect(surf, (60, 40, 80), box, border_radius=max(3, int(5 * u)))
                head = f"{pid} · {power.get('name', '')}"
                fs = assets.fit("condbold", head, box.w - 6, max(8, int(12 * u)), 7)
                ht = assets.font("condbold", fs).render(head, True, (250, 230, 255))
                surf.blit(ht, ht.get_rect(midtop=(box.centerx, box.y + max(1, int(2 * u)))))
                fs2 = assets.note("rules", max(7, int(9 * u)), f"{W}x{H}")
                lines = max(1, (box.bottom - ht.get_height() - box.y - 2) // assets.font("cond", fs2).get_linesize())
                body = assets.paragraph("cond", fs2, str(power.get("text", "")), box.w - 8, (215, 195, 235), 0, lines)
                surf.blit(body, (box.x + 4, box.y + ht.get_height() + max(1, int(2 * u))))
        elif card.get("power", "absent") is None and not small:
            nt2 = assets.font("cond", max(7, int(9 * u))).render("no power", True, (150, 140, 130))
            surf.blit(nt2, nt2.get_rect(midbottom=(inner.centerx, inner.bottom - int(16 * u))))
        return surf

    def back(self, scale: float = 1.0) -> pygame.Surface:
        key = ("back", scale)
        s = self._misc.get(key)
        if s is None:
            W, H = int(self.w * scale), int(self.h * scale)
            s = pygame.Surface((W, H), pygame.SRCALPHA)
            r = s.get_rect()
            R = max(5, int(W * 0.09))
            pygame.draw.rect(s, (0, 0, 0, 110), r, border_radius=R)
            body = r.inflate(-2, -2)
            pygame.draw.rect(s, BACK, body, border_radius=R)
            inner = body.inflate(-max(4, W // 10), -max(4, W // 10))
            pygame.draw.rect(s, BACK_LIGHT, inner, max(1, W // 40), border_radius=R)
            size = int(min(inner.w, inner.h) * 0.7)
            big = pygame.Surface((size * 4, size * 4), pygame.SRCALPHA)
            _draw_cat(big, (200, 160, 220), size * 4, eyes=BACK)
            head = pygame.transform.smoothscale(big, (size, size))
            s.blit(head, head.get_rect(center=(inner.centerx, inner.centery - (H // 14 if W >= 80 else 0))))
            if W >= 80:
                t = assets.font("serif", max(9, W // 7)).render("9 LIVES", True, (236, 210, 250))
                s.blit(t, t.get_rect(midbottom=(inner.centerx, inner.bottom - H // 20)))
            s = assets._convert(s)
            self._misc[key] = s
        return s

    def squeezed(self, card: dict | None, step: int, steps: int = 6) -> pygame.Surface:
        """The card (or its back) squeezed to ``step / steps`` of its width: the frames of a
        flip, made once per card."""
        key = ("squeeze", self.face_key(card, 1.0) if card else "back", step, steps)
        s = self._misc.get(key)
        if s is None:
            base = self.face(card) if card else self.back()
            w = max(2, int(base.get_width() * step / steps))
            s = assets._convert(pygame.transform.smoothscale(base, (w, base.get_height())))
            self._misc[key] = s
        return s
