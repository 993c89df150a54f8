"""Tricksy Kittens faces, backs, suit pips and cat heads, drawn once per card and size.

A face: the suit's colour of the real game as a frame, the number large in the top-left
corner, the suit's pip in the middle and the suit's name at the foot; with the powers
variant the pip goes beside the number, the name under it and the power box fills the
rest (its number and name, then as much of its text as fits at 14 px on the 120 px hand
cards; the zoom panel shows it in full). Crowns in the Black Cat variant say WILD. The back
is plum with a cat. :class:`MiniArt` is the small card of an open hand (the show).

The suit pips are drawn with polygons at four times their size and smoothly shrunk
once (anti-aliased, cached): hearts, spades, diamonds, clubs, hourglasses, cups, stars,
cats and crowns.
"""
from __future__ import annotations

import math

import pygame

from scenes import assets, pictures
from scenes.widgets.cards import CardArt, card_blank

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
    s = assets.cached(key)
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
        s = assets.keep(key, s)
    return s


class TricksyArt(CardArt):
    """Faces and backs of Tricksy Kittens cards at one size (``CardArt`` caches them)."""

    def __init__(self, size=(120, 168), wild_suit: str | None = None, compact: bool = False):
        super().__init__(size)
        self.wild_suit = wild_suit          # crowns with the Black Cat variant
        self.compact = compact              # a power as its number only (a crowded trick)

    @staticmethod
    def face_key(card: dict, scale: float) -> tuple:
        p = card.get("power") or {}
        return (scale, card.get("id"), p.get("id") if isinstance(p, dict) else None)

    def _render_face(self, card: dict, k: float) -> pygame.Surface:
        W, H = int(self.w * k), int(self.h * k)
        u = W / 100.0
        suit = card.get("suit", "")
        colour = hex_colour(card.get("colour"))
        number = str(card.get("number", "?"))
        R = max(5, int(9 * u))
        edge = max(3, int(6 * u))
        surf, inner = card_blank((W, H), R, colour, 2 * edge, assets.CREAM, max(3, R - 3))
        power = card.get("power") if isinstance(card.get("power"), dict) else None
        wild = bool(self.wild_suit and suit == self.wild_suit)
        if W < 80:
            self._small_face(surf, inner, card, colour, number, power, wild, u)
            return surf
        where = f"{W}x{H}"
        # the number, large, top-left
        ns = assets.note("number", round(34 * u), where)
        nt = assets.font("bold", ns).render(number, True, colour)
        surf.blit(nt, (inner.x + int(4 * u), inner.y - int(1 * u)))
        top = inner.y + nt.get_height() - int(4 * u)         # under the number
        # the suit's name on a line of its own, the card's full width (condensed when it must)
        # (at least 23 px: where it cannot fit, as on the trick's smaller cards, the card goes without it:
        # its pip, its colour and the trump strip say the suit, the reading panel says it all)
        name = str(card.get("name", "")).rsplit(" ", 1)[0]
        room = inner.w - int(6 * u)
        want = max(23, round(15 * u))
        floor = min(want, math.ceil(23 / assets.TYPE_SCALE - 1e-9))
        kind = "condbold" if assets.font("condbold", want).size(name)[0] <= room else "cond"
        fs = assets.note("name", assets.fit(kind, name, room, want, floor), where)
        lt = assets.text(kind, fs, name, (90, 80, 70), role="name")
        if lt.get_width() > room or W < 140:
            lt = pygame.Surface((0, lt.get_height()) if W >= 140 else (0, 0), pygame.SRCALPHA)
        if power and not self.compact:
            # the pip top-right beside the number; the name under them; the power box below
            ps = min(nt.get_height() - int(6 * u), inner.right - int(4 * u) - (inner.x + nt.get_width() + int(10 * u)))
            bp = pictures.picture(pictures.art_of("tricksy", suit, default=False), ps) or pip(suit, ps, colour)
            surf.blit(bp, bp.get_rect(topright=(inner.right - int(4 * u), inner.y + int(3 * u))))
            surf.blit(lt, (inner.x + int(4 * u), top))
            if wild:
                self._wild_tag(surf, colour, u, midright=(inner.right - int(3 * u), top + lt.get_height() // 2))
            self._power_box(surf, pygame.Rect(inner.x + int(3 * u), top + lt.get_height() + int(2 * u),
                                              inner.w - int(6 * u), 0), inner, power, u, where)
        else:
            # compact (a crowded trick shows each card's left part): everything leans left
            ps = max(8, int(18 * u))
            surf.blit(pip(suit, ps, colour), (inner.x + int(5 * u), top + int(1 * u)))
            # the name at the foot, the big pip between
            name_y = inner.bottom - lt.get_height() - int(2 * u)
            if self.compact:
                surf.blit(lt, (inner.x + int(4 * u), name_y))
            else:
                surf.blit(lt, lt.get_rect(midtop=(inner.centerx, name_y)))
            mid_top = top + ps // 2
            big = int(min(inner.w * 0.56, (name_y - mid_top) * 0.92))
            bp = pictures.picture(pictures.art_of("tricksy", suit, default=False), big) or pip(suit, big, colour)
            cx = inner.x + int(inner.w * 0.36) if self.compact else inner.centerx + int(8 * u)
            surf.blit(bp, bp.get_rect(center=(cx, (mid_top + name_y) // 2)))
            if self.compact:             # the tags under the number (the next card covers the right)
                corner, side = (inner.x + int(3 * u), top + int(2 * u)), "topleft"
            else:
                corner, side = (inner.right - int(3 * u), inner.y + int(3 * u)), "topright"
            if wild:
                corner = (corner[0], self._wild_tag(surf, colour, u, **{side: corner}).bottom + int(3 * u))
            if power:                                        # compact: the power's number only
                tag = assets.text("condbold", math.ceil(23 / assets.TYPE_SCALE - 1e-9), f"P{power.get('id')}",
                                  assets.WHITE)
                r = tag.get_rect(**{side: corner}).inflate(int(6 * u), 0)
                pygame.draw.rect(surf, (60, 40, 80), r, border_radius=max(3, int(4 * u)))
                surf.blit(tag, tag.get_rect(center=r.center))
            elif card.get("power", "absent") is None and not self.compact:        # a 9 of the powers variant
                room = inner.right - int(4 * u) - (inner.x + int(8 * u) + nt.get_width())
                floor = math.ceil(16 / assets.TYPE_SCALE - 1e-9)                     # never under 16 px
                fs = assets.fit("cond", "no power", room, max(floor, round(12 * u)), floor)
                if assets.font("cond", fs).size("no power")[0] <= room:
                    t = assets.text("cond", assets.note("rules", fs, where), "no power", (150, 140, 130), role="rules")
                    surf.blit(t, t.get_rect(topright=(inner.right - int(4 * u), inner.y + int(6 * u))))
        return surf

    @staticmethod
    def _wild_tag(surf, colour, u: float, **where) -> pygame.Rect:
        """"WILD" on a crown of the Black Cat variant."""
        wt = assets.text("condbold", max(math.ceil(23 / assets.TYPE_SCALE - 1e-9), round(13 * u)), "WILD",
                         assets.WHITE)
        r = wt.get_rect(**where).inflate(int(6 * u), 0)
        r.right = min(r.right, surf.get_width() - 2)
        pygame.draw.rect(surf, colour, r, border_radius=max(3, int(4 * u)))
        surf.blit(wt, wt.get_rect(center=r.center))
        return r

    @staticmethod
    def _power_box(surf, box: pygame.Rect, inner: pygame.Rect, power: dict, u: float, where: str) -> None:
        """The power's number and name, then as much of its text as fits (the zoom shows all)."""
        box.h = inner.bottom - int(3 * u) - box.y
        pygame.draw.rect(surf, (60, 40, 80), box, border_radius=max(3, int(5 * u)))
        pad = max(2, int(3 * u))
        head = f"{power.get('id')} · {power.get('name', '')}"
        size = assets.note("rules", max(round(12 * u), math.ceil(16 / assets.TYPE_SCALE - 1e-9)), where)
        y = box.y + pad // 2
        for kind, text, colour, most in (("condbold", head, (250, 230, 255), 2),
                                         ("cond", str(power.get("text", "")), (225, 210, 240), 99)):
            # whole lines only, as many as fit (the reading panel shows the full text)
            lh = assets.font(kind, size).get_linesize()
            rows = min(most, (box.bottom - y - 1) // lh)
            if rows < 1:
                break
            para = assets.paragraph(kind, size, text, box.w - 2 * pad, colour, 0, role="rules")
            surf.blit(para, (box.x + pad, y), pygame.Rect(0, 0, para.get_width(), rows * lh))
            y += min(para.get_height(), rows * lh)

    @staticmethod
    def _small_face(surf, inner: pygame.Rect, card: dict, colour, number: str, power, wild: bool, u: float) -> None:
        """A seat's small card (60 px wide): the number, the pip, the power's number."""
        suit = card.get("suit", "")
        nt = assets.text("bold", max(math.ceil(23 / assets.TYPE_SCALE - 1e-9), int(40 * u)), number, colour)
        surf.blit(nt, (inner.x + int(4 * u), inner.y - int(1 * u)))
        ps = max(8, int(18 * u))
        surf.blit(pip(suit, ps, colour), (inner.x + int(5 * u), inner.y + nt.get_height() - int(3 * u)))
        big = int(inner.w * 0.46)
        bp = pictures.picture(pictures.art_of("tricksy", suit, default=False), big) or pip(suit, big, colour)
        surf.blit(bp, bp.get_rect(center=(inner.centerx + int(6 * u), inner.y + int(inner.h * 0.55))))
        if wild:
            wt = assets.text("condbold", math.ceil(23 / assets.TYPE_SCALE - 1e-9), "WILD", colour)
            surf.blit(wt, wt.get_rect(midbottom=(inner.centerx, inner.bottom - 1)))
        if power:
            tag = assets.text("condbold", math.ceil(23 / assets.TYPE_SCALE - 1e-9), f"P{power.get('id')}",
                              assets.WHITE)
            r = tag.get_rect(bottomright=(inner.right - 1, inner.bottom - 1)).inflate(4, 0)
            pygame.draw.rect(surf, (60, 40, 80), r, border_radius=4)
            surf.blit(tag, tag.get_rect(center=r.center))

    def back(self, scale: float = 1.0) -> pygame.Surface:
        key = ("back", scale)
        s = self._misc.get(key)
        if s is None:
            W, H = int(self.w * scale), int(self.h * scale)
            R = max(5, int(W * 0.09))
            s, inner = card_blank((W, H), R, BACK, max(4, W // 10))
            pygame.draw.rect(s, BACK_LIGHT, inner, max(1, W // 40), border_radius=R)
            size = int(min(inner.w, inner.h) * 0.7)
            big = pygame.Surface((size * 4, size * 4), pygame.SRCALPHA)
            _draw_cat(big, (200, 160, 220), size * 4, eyes=BACK)
            head = pygame.transform.smoothscale(big, (size, size))
            s.blit(head, head.get_rect(center=(inner.centerx, inner.centery - (H // 14 if W >= 80 else 0))))
            t = assets.text("serif", max(math.ceil(23 / assets.TYPE_SCALE - 1e-9), W // 7), "9 LIVES",
                            (236, 210, 250)) if W >= 80 else None
            if t is not None and t.get_width() <= inner.w - 8:
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


class MiniArt(TricksyArt):
    """The small cards of a hand shown face up at its seat (the show, a lesson with open hands):
    the number as large as the card's width allows and the suit's pip under it, on the face's
    cream with the suit's colour as the frame."""

    def _render_face(self, card: dict, k: float) -> pygame.Surface:
        W, H = int(self.w * k), int(self.h * k)
        surf = pygame.Surface((W, H), pygame.SRCALPHA)
        colour = hex_colour(card.get("colour"))
        r = surf.get_rect()
        pygame.draw.rect(surf, colour, r, border_radius=max(3, W // 6))
        inner = r.inflate(-4, -4)
        pygame.draw.rect(surf, assets.CREAM, inner, border_radius=max(2, W // 8))
        number = str(card.get("number", "?"))
        floor = math.ceil(23 / assets.TYPE_SCALE - 1e-9)
        size = assets.note("number", assets.fit("bold", number, inner.w - 1, max(floor, round(H * 0.6)), floor),
                           f"{W}x{H}")
        nt = assets.text("bold", size, number, colour)
        surf.blit(nt, nt.get_rect(midtop=(inner.centerx, inner.y - max(1, H // 25))))
        ps = max(6, min(inner.w - 2, inner.bottom - (inner.y + nt.get_height() - H // 10) - 2))
        p = pip(card.get("suit", ""), ps, colour)
        surf.blit(p, p.get_rect(midbottom=(inner.centerx, inner.bottom - 2)))
        if self.wild_suit and card.get("suit") == self.wild_suit:
            pygame.draw.rect(surf, assets.GOLD, r, 2, border_radius=max(3, W // 6))
        return surf
