"""The Nine's card faces, backs and the marks drawn over a card in play.

A face is rendered once per card and size from the card's printed fields (the view
dict): Warriors are steel-framed with their turn requirement in a green token (the
End of Days pool counts rounds in green tokens), the name, its OpenMoji picture in an art box,
the rules text (or the flavour line for a plain Warrior) and, at the bottom, the
printed Strength (red), Defence (blue) and maximum Health (green). Events are
violet ("COUNTER" on the ones that answer an Event); Ragnarok Rising cards are
crimson and gold with their Glory in a star (an RR Warrior also shows its stats).

What changes in play is drawn over the cached face each frame from the view
(:meth:`NineArt.overlay`, which the shared card sprite calls): current Health, one red token
per Shame counter, Strength or Defence that differ from the printed value; during a bid the
table adds the Glory a card is worth (:func:`draw_value`) and rings a card on the bid being
built (:func:`draw_ghost`).
"""
from __future__ import annotations

import math
import zlib

import pygame

from scenes import assets, pictures
from scenes.widgets.cards import CardArt, card_blank, cream_fade, disc, draw_picture

WARRIOR = [((58, 72, 92), (128, 150, 178)), ((82, 66, 50), (178, 146, 104)), ((52, 82, 76), (120, 172, 160)),
           ((76, 60, 84), (160, 132, 176)), ((90, 62, 54), (196, 130, 108))]
EVENT = ((76, 42, 112), (160, 116, 214))
RR = ((110, 26, 34), (220, 150, 60))
STR_RED = (178, 50, 42)
DEF_BLUE = (42, 90, 168)
HP_GREEN = (44, 128, 70)
TOKEN_GREEN = (70, 170, 90)
SHAME_RED = (200, 36, 30)
GLORY_GOLD = (236, 190, 70)

STATIC = ("type", "key", "name", "text", "flavor", "turn", "counter", "glory", "warrior", "max_health")


def colours(card: dict):
    t = card.get("type")
    if t == "event":
        return EVENT
    if t == "rr":
        return RR
    return WARRIOR[zlib.crc32(str(card.get("key", "")).encode()) % len(WARRIOR)]


def printed(card: dict) -> tuple:
    """(Strength, Defence, Health) as printed on the card."""
    if card.get("type") == "warrior":
        return (card.get("base_strength", card.get("strength", 0)), card.get("base_defence", card.get("defence", 0)),
                card.get("max_health", card.get("health", 0)))
    return card.get("strength", 0), card.get("defence", 0), card.get("max_health", card.get("health", 0))


def current(card: dict) -> tuple:
    """(Strength, Defence, Health) now: a face shows these in its bar (the overlay marks the
    ones that differ from the printed values)."""
    st, df, hp = printed(card)
    return card.get("strength", st), card.get("defence", df), card.get("health", hp)


def margin(u: float) -> int:
    """The coloured frame around a face's cream panel (both sides together)."""
    return max(4, int(6 * u))


def min_art(u: float) -> int:
    """The least art box a table-size face keeps (the turn token sits on it)."""
    return int(22 * u)


#: the least sizes read from a sofa (issue 27): names and other words 23 px, key numbers 32 px,
#: rules text on a table-size card 16 px (the reading panel has the whole text at 29 px)
NAME_PX, WORD_PX, NUMBER_PX, RULES_PX = 23, 23, 32, 16


def floor_px(px: int) -> int:
    """The size to ask for so that ``px`` is drawn at least (Large print shrinks back to it)."""
    return max(1, math.ceil(px / assets.TYPE_SCALE))


def bar_height(u: float) -> int:
    """The stat bar at the foot of a face: tall enough for its 32 px numbers."""
    return max(38, int(30 * u))


def number_size(u: float) -> int:
    """Strength, Defence and Health: 32 px at least."""
    return max(NUMBER_PX, int(23.5 * u))


def number_font(value: str, width: int, u: float) -> tuple[str, int]:
    """(font kind, size) of a stat in a box ``width`` wide: bold, else condensed bold at the same size,
    else condensed bold shrunk (never below 32 px as drawn)."""
    size = number_size(u)
    for kind in ("bold", "condbold"):
        if assets.font(kind, size).size(value)[0] <= width:
            return kind, size
    return "condbold", assets.fit("condbold", value, width, size, floor_px(NUMBER_PX))


def fits_whole(text: str, fs: int, width: int, lines: int) -> str:
    """What of ``text`` a table-size face shows: all of it when it fits in ``lines`` lines, else its
    first clause (up to a colon or a full stop) when that fits, else nothing (never a cut word or an
    ellipsis: the reading panel has the whole text)."""
    if not text or lines < 1:
        return ""
    if len(assets.wrap("cond", fs, text, width)) <= lines:
        return text
    head = text.split(". ", 1)[0].rstrip(".") + "."          # its first sentence, when that says something
    if len(head) < len(text) and len(head.split()) >= 3 and len(assets.wrap("cond", fs, head, width)) <= lines:
        return head
    return ""


def star(surf, centre, r_out, r_in, colour, edge=None, points=5):
    cx, cy = centre
    pts = []
    for i in range(points * 2):
        a = -math.pi / 2 + i * math.pi / points
        r = r_out if i % 2 == 0 else r_in
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    pygame.draw.polygon(surf, colour, pts)
    if edge:
        pygame.draw.polygon(surf, edge, pts, 1)


def break_name(name: str, size: int, width: int, kind: str = "condbold") -> tuple[list[str], bool]:
    """A card name in lines no wider than ``width`` at ``size``: broken at spaces and after hyphens;
    a word wider than the line is broken inside, with a hyphen (True is then returned too)."""
    f = assets.font(kind, size)
    pieces: list[tuple[str, str]] = []           # (text, what joins it to the next piece)
    for word in name.split():
        parts = word.split("-")
        for i, part in enumerate(parts):
            last = i == len(parts) - 1
            pieces.append((part if last else part + "-", " " if last else ""))
    lines: list[str] = []
    line, joint, inside = "", "", False
    for text, after in pieces:
        trial = line + joint + text if line else text
        if f.size(trial)[0] <= width:
            line = trial
        else:
            if line and f.size(text)[0] > width:     # a word too wide for any line: its head ends this one
                cut = len(text) - 3
                while cut >= 3 and f.size(line + joint + text[:cut] + "-")[0] > width:
                    cut -= 1
                if cut >= 3:
                    line, text, inside = line + joint + text[:cut] + "-", text[cut:], True
            if line:
                lines.append(line)
            line = text
            while f.size(line)[0] > width and len(line) > 2:
                cut = min(len(line) - 1, (len(line) + 1) // 2)      # "Jormun-gandr": two even halves
                while cut > 1 and f.size(line[:cut] + "-")[0] > width:
                    cut -= 1
                lines.append(line[:cut] + "-")
                line, inside = line[cut:], True
        joint = after
    if line:
        lines.append(line)
    return lines, inside


def name_fit(name: str, width: int, size: int, floor: int, max_height: int | None = None):
    """(size, lines) of a card name: the largest size from ``size`` down to ``floor`` (never below
    ``floor`` as shown at normal print: Large print shrinks a long name back towards it rather than
    cut it) at which it takes at most two lines without breaking a word and at most ``max_height``
    pixels (:func:`name_height`); None when no size does."""
    low = min(size, max(1, math.ceil(floor / assets.TYPE_SCALE)))
    for s in range(size, low - 1, -1):
        lines, inside = break_name(name, s, width)
        if len(lines) <= 2 and not inside and (max_height is None or name_height(s, len(lines)) <= max_height):
            return s, lines
    return None


def name_line(size: int) -> int:
    return assets.font("condbold", size).get_linesize() - max(1, size // 8)


def name_height(size: int, n: int) -> int:
    """The header a name of ``n`` lines at ``size`` takes."""
    return name_line(size) * n + 4


def name_band(width: int) -> int:
    """How far down a table-size face ``width`` wide its name reaches at most (two lines at its
    largest size, in the type size now): a card in front of it lower by this much leaves it readable."""
    u = width / 100.0
    return 1 + margin(u) // 2 + name_height(max(NAME_PX, int(19 * u)), 2)


class NineArt(CardArt):
    """Faces and backs of The Nine at one card size."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        #: (card key, face width, height) -> the parts of the face as rendered (rects on the face):
        #: ``name`` (with ``size``, ``lines``), ``art``, ``rules`` (one line at least, or None), ``bar``.
        #: Shame tokens go on the art, never over the name (whose height depends on the name and the
        #: type size); the Large print test reads the rest
        self.parts: dict[tuple, dict] = {}

    @staticmethod
    def face_key(card: dict, scale: float) -> tuple:
        if card is None:
            return (scale, "back")
        return (scale,) + tuple(str(card.get(f, "")) for f in STATIC) + tuple(str(x) for x in printed(card)) \
            + tuple(str(x) for x in current(card))

    def _render_face(self, card: dict, k: float) -> pygame.Surface:
        W, H = int(self.w * k), int(self.h * k)
        u = W / 100.0
        dark, light = colours(card)
        kind = card.get("type", "warrior")
        R = max(5, int(8 * u))
        if kind == "rr":          # gold, a band of the card's colour inside it, then the cream panel
            surf, inner = card_blank((W, H), R, GLORY_GOLD, margin(u))
            band = max(2, int(3 * u))
            pygame.draw.rect(surf, dark, surf.get_rect().inflate(-2, -2).inflate(-band, -band), border_radius=R)
            pygame.draw.rect(surf, assets.CREAM, inner, border_radius=max(3, R - 3))
        else:
            surf, inner = card_blank((W, H), R, dark, margin(u), assets.CREAM, max(3, R - 3))
        pad = max(2, int(4 * u))
        name = str(card.get("name", card.get("key", "?")))

        # header: the name (the whole width on a table-size card, the badge then sits on the art;
        # beside the turn token or the Glory star on a small one). The type line, one line of rules
        # text and the bar take what they need, the art the rest: a long name (Large print) first
        # shrinks towards the normal size, then the type line goes (the bar and the frame say the
        # same), then the art shrinks; nothing is cut.
        where = f"{W}x{H}"
        badge_r = max(17, int(11 * u))
        big_card = W >= 110
        small = NAME_PX
        name_x, name_w = (inner.x + 1, inner.w - 2) if big_card else (inner.x + pad, inner.w - 2 * pad)
        if not big_card:
            name_x += 2 * badge_r + pad if kind in ("warrior", "event") else 0
            name_w -= 2 * badge_r + (pad if kind in ("warrior", "event") else 2 * pad)
        tl = {"warrior": "WARRIOR", "event": "COUNTER EVENT" if card.get("counter") else "EVENT",
              "rr": "RR WARRIOR" if card.get("warrior") else "RAGNAROK RISING"}.get(kind, "")
        tsize = assets.fit("condbold", tl, inner.w - 2 * pad, max(6, int(7.5 * u)), 5)
        tt = assets.font("condbold", tsize).render(tl, True, dark if kind != "rr" else (140, 40, 40))
        type_h = tt.get_height() + max(1, int(1 * u))
        fs = max(RULES_PX, int(11.7 * u))           # noted as "rules" only when some text is drawn
        lh = assets.font("cond", fs).get_linesize()
        bar_h = bar_height(u)
        below = bar_h + 1 + lh + pad // 2            # under the art: one line of rules text and the bar
        big = max(small, int(19 * u))
        fit = None
        if not big_card:                  # a small card (claimed, on a bid, unclaimed): art and its number
            return self._render_small(card, surf, inner, dark, light, kind, R, u)
        if big_card:
            for with_type in (False,):      # the type line: the frame's colour and the bar say it
                fit = name_fit(name, name_w, big, small,
                               inner.h - below - (type_h if with_type else 0) - min_art(u))
                if fit:
                    break
        else:
            with_type = True
            fit = name_fit(name, name_w, big, small)
        if fit is None:
            low = max(1, math.ceil(small / assets.TYPE_SCALE))
            fit = (low, break_name(name, low, name_w)[0])
            with_type = False             # the frame's colour and the bar say it (its type would be too small)
        size, lines = fit
        nf_size = assets.note("name", size, where)
        name_lh = name_line(size)
        head_h = max(max(12, int(20 * u)) if not big_card else 0, name_height(size, len(lines)))
        art_y = inner.y + head_h + pad // 2
        room = inner.bottom - below + pad // 2 - (type_h if with_type else 0) - art_y
        if room < 2 * badge_r + 4 and not fits_whole(str(card.get("text", "") or card.get("flavor", "") or ""),
                                                     fs, inner.w - 2 * pad, 1):
            room += lh                    # no line of text fits under it: the art takes that room, so the
                                          # badge stays on the art beside the picture (not over it)
        art = pygame.Rect(inner.x + pad, art_y, inner.w - 2 * pad,
                          max(0, min(room, int(inner.h * (0.34 if big_card else 0.34)))))
        cream_fade(surf, art, light, 10, 0.7)
        pygame.draw.rect(surf, dark, art, max(1, int(1.5 * u)))

        if kind in ("warrior", "event"):
            c = (inner.x + badge_r + max(1, int(2 * u)), inner.y + head_h // 2 + 1)
            if big_card:          # on the art's top left corner, as large as the art allows
                badge_r = max(15, min(badge_r, (art.h - 4) // 2))
                c = (inner.x + pad + badge_r + 2, art.y + min(badge_r + 2, art.h // 2))
            disc(surf, c, badge_r, TOKEN_GREEN, (230, 255, 230), max(1, int(1.5 * u)), (1, 1))
            badge = pygame.Rect(c[0] - badge_r, c[1] - badge_r, 2 * badge_r, 2 * badge_r)
            turn = str(card.get("turn", ""))
            t = assets.text("bold", assets.fit("bold", turn, int(badge_r * 1.7), WORD_PX, floor_px(WORD_PX)),
                            turn, assets.WHITE)
            surf.blit(t, t.get_rect(center=c))
        else:
            c = (inner.right - badge_r - max(1, int(2 * u)), inner.y + head_h // 2 + 2)
            if big_card:
                badge_r = max(15, min(badge_r, (art.h - 8) // 2))
                c = (inner.right - pad - badge_r - 4, art.y + min(badge_r + 4, art.h // 2))
            star(surf, (c[0] + 1, c[1] + 1), badge_r + 3, badge_r * 0.55, (0, 0, 0))
            star(surf, c, badge_r + 3, badge_r * 0.55, GLORY_GOLD, (120, 70, 10))
            badge = pygame.Rect(c[0] - badge_r - 3, c[1] - badge_r - 3, 2 * badge_r + 6, 2 * badge_r + 6)
            glory = str(card.get("glory", ""))
            t = assets.text("bold", assets.fit("bold", glory, int(badge_r * 1.6), WORD_PX, floor_px(WORD_PX)),
                            glory, assets.INK)
            surf.blit(t, t.get_rect(center=(c[0], c[1] + 1)))
        pic = (pygame.Rect(badge.right, art.y, art.right - badge.right, art.h) if badge.centerx < art.centerx
               else pygame.Rect(art.x, art.y, badge.x - art.x, art.h))      # the picture beside the badge
        draw_picture(surf, card.get("art") or pictures.art_of("thenine", card.get("key")), pic, max(1, int(2 * u)))
        y = inner.y + (head_h - name_lh * len(lines)) // 2
        for line in lines:
            t = assets.text("condbold", nf_size, line, assets.INK, role="name")
            surf.blit(t, (name_x, y + (name_lh - t.get_height()) // 2))
            y += name_lh

        # type line
        ty = art.bottom + max(1, int(1 * u))
        if with_type:
            surf.blit(tt, (inner.x + pad, ty))
        else:
            tt = pygame.Surface((0, 0))

        # rules text, or the flavour line of a plain Warrior
        box = pygame.Rect(inner.x + pad, ty + tt.get_height(), inner.w - 2 * pad,
                          inner.bottom - bar_h - ty - tt.get_height() - 1)
        text = str(card.get("text", "") or "")
        colour = assets.INK
        if not text:
            text, colour = str(card.get("flavor", "") or ""), (110, 100, 88)
        shown = None
        text = fits_whole(text, fs, box.w, box.h // lh) if box.h >= lh else ""
        if text:
            para = assets.paragraph("cond", assets.note("rules", fs, where), text, box.w, colour, 0, role="rules")
            surf.blit(para, box.topleft)
            shown = para.get_rect(topleft=box.topleft)

        # bottom bar
        bar = pygame.Rect(inner.x, inner.bottom - bar_h, inner.w, bar_h)
        self.parts[(card.get("key"), W, H)] = {
            "name": pygame.Rect(name_x, inner.y, name_w, head_h), "size": size, "lines": lines, "art": art,
            "rules": shown, "bar": bar, "inner": inner, "badge": badge, "picture": pic}
        rr_ = max(3, R - 3)
        if kind == "warrior" or (kind == "rr" and card.get("warrior")):
            st, df, hp = current(card)
            third = bar.w // 3
            parts = [(pygame.Rect(bar.x, bar.y, third, bar.h), STR_RED, "STR", st),
                     (pygame.Rect(bar.x + third, bar.y, third, bar.h), DEF_BLUE, "DEF", df),
                     (pygame.Rect(bar.x + 2 * third, bar.y, bar.w - 2 * third, bar.h), HP_GREEN, "HP", hp)]
            for i, (r, col, tag, value) in enumerate(parts):
                kw = {}
                if i == 0:
                    kw["border_bottom_left_radius"] = rr_
                if i == 2:
                    kw["border_bottom_right_radius"] = rr_
                pygame.draw.rect(surf, col, r, **kw)
                vk, vs = number_font(str(value), r.w, u)
                vt = assets.text(vk, assets.note("number", vs, where), str(value), assets.WHITE, role="number")
                surf.blit(vt, vt.get_rect(center=(r.centerx, r.centery + 1)))
        else:
            pygame.draw.rect(surf, dark, bar, border_bottom_left_radius=rr_, border_bottom_right_radius=rr_)
            label = ("COUNTER" if card.get("counter") else "EVENT") if kind == "event" else \
                f"GLORY {card.get('glory', '')}"
            et = assets.text("condbold", assets.fit("condbold", label, bar.w - 8, 26, floor_px(WORD_PX)), label,
                             (255, 236, 200))
            surf.blit(et, et.get_rect(center=bar.center))
        return surf

    def _render_small(self, card, surf, inner, dark, light, kind, R, u) -> pygame.Surface:
        """A small face (claimed RR cards, cards on a bid, the unclaimed RR cards): its picture and,
        in the bar, the number that counts there (an RR card's Glory, a Warrior's Health) at 32 px
        or more; no words (too small to read from a sofa): the reading panel has them."""
        W, H = surf.get_size()
        bar_h = bar_height(u)
        bar = pygame.Rect(inner.x, inner.bottom - bar_h, inner.w, bar_h)
        art = pygame.Rect(inner.x + 3, inner.y + 3, inner.w - 6, bar.y - inner.y - 6)
        cream_fade(surf, art, light, 10, 0.7)
        draw_picture(surf, card.get("art") or pictures.art_of("thenine", card.get("key")), art, max(1, int(2 * u)))
        pygame.draw.rect(surf, dark, art, 1)
        rr_ = max(3, R - 3)
        if kind == "rr":
            value, colour = card.get("glory", ""), GLORY_GOLD
        elif kind == "warrior":
            value, colour = printed(card)[2], HP_GREEN
        else:
            value, colour = "", dark
        pygame.draw.rect(surf, colour if kind != "rr" else dark, bar, border_bottom_left_radius=rr_,
                         border_bottom_right_radius=rr_)
        if value != "":
            size = assets.fit("bold", str(value), bar.w - 6, NUMBER_PX, floor_px(NUMBER_PX))
            vt = assets.text("bold", assets.note("number", size, f"{W}x{H}"), str(value),
                             GLORY_GOLD if kind == "rr" else assets.WHITE, role="number")
            surf.blit(vt, vt.get_rect(center=(bar.centerx, bar.centery + 1)))
        self.parts[(card.get("key"), W, H)] = {"name": pygame.Rect(inner.x, inner.y, inner.w, 0), "size": 0,
                                               "lines": [], "art": art, "rules": None, "bar": bar, "inner": inner}
        return surf

    def sprite_back(self, scale: float = 1.0) -> pygame.Surface:
        """A hidden hand's cards overlap and the far one peeks in from the top edge: no words."""
        return self.back(scale, words=False)

    def back(self, scale: float = 1.0, rr: bool = False, words: bool = True) -> pygame.Surface:
        """The back of a card of the deck (``rr``: of the Ragnarok Rising deck), with its "IX"
        (or "RR") plate when ``words``."""
        key = ("back", scale, rr, words)
        s = self._misc.get(key)
        if s is None:
            W, H = int(self.w * scale), int(self.h * scale)
            u = W / 100.0
            R = max(5, int(8 * u))
            base, mid, line, edge = ((70, 16, 22), (110, 26, 34), (130, 40, 46), GLORY_GOLD) if rr else \
                ((20, 34, 60), (32, 54, 92), (44, 70, 112), (170, 200, 240))
            s, inner = card_blank((W, H), R, base, max(4, int(10 * u)), mid)
            step = max(6, int(12 * u))
            for x in range(inner.x - inner.h, inner.right, step):       # a knot-like lattice
                pygame.draw.line(s, line, (x, inner.bottom - 1), (x + inner.h, inner.y), 1)
                pygame.draw.line(s, line, (x, inner.y), (x + inner.h, inner.bottom - 1), 1)
            pygame.draw.rect(s, edge, inner, max(1, int(2 * u)), border_radius=R)
            if words:
                t = assets.font("serif", max(12, int(34 * u))).render("RR" if rr else "IX", True, (250, 236, 200))
                plate = t.get_rect(center=inner.center).inflate(int(14 * u), int(6 * u))
                pygame.draw.rect(s, base, plate, border_radius=int(6 * u))
                pygame.draw.rect(s, edge, plate, 1, border_radius=int(6 * u))
                s.blit(t, t.get_rect(center=inner.center))
            s = assets._convert(s)
            self._misc[key] = s
        return s

    def shame_token(self, d: int) -> pygame.Surface:
        key = ("shame", d)
        s = self._misc.get(key)
        if s is None:
            s = pygame.Surface((d + 4, d + 4), pygame.SRCALPHA)
            c = (d // 2 + 2, d // 2 + 2)
            disc(s, c, d // 2, SHAME_RED, (255, 190, 170), max(1, d // 10), shadow=(0, 0, 0, 140))
            pygame.draw.circle(s, (255, 120, 100), (c[0] - d // 6, c[1] - d // 6), max(1, d // 7))
            s = assets._convert(s)
            self._misc[key] = s
        return s

    def overlay(self, surface: pygame.Surface, r: pygame.Rect, card: dict) -> None:
        """What changes in play, over a Warrior's face (an RR Warrior's too): one red token per
        Shame counter, and Health, Strength or Defence that differ from the printed values
        (the bar's box redrawn with the number now: red when lower, green when higher)."""
        if r.w > r.h or not (card.get("type") == "warrior" or (card.get("type") == "rr" and card.get("warrior"))):
            return
        c = card
        small = self.w < 100
        st, df, hp = printed(c)
        shame = int(c.get("shame", 0) or 0)
        if shame:
            d = 16 if small else 22
            tok = self.shame_token(d)
            n = min(shame, 5)
            step = d - 2 if not small else d - 4
            x0 = r.centerx - (step * (n - 1)) // 2
            parts = self.parts.get((c.get("key"), r.w, r.h))
            y = r.y + (parts["art"].centery if parts else int(r.h * 0.30))
            for i in range(n):
                surface.blit(tok, tok.get_rect(center=(x0 + i * step, y)))
            if shame > 5:
                t = assets.text("condbold", WORD_PX, f"x{shame}", assets.WHITE)
                pill = t.get_rect(midleft=(x0 + n * step - 4, y)).inflate(6, 2)
                pygame.draw.rect(surface, (0, 0, 0), pill, border_radius=5)
                surface.blit(t, t.get_rect(center=pill.center))
        if small:                     # a small face shows no stats (its value on a bid is drawn over it)
            return
        health = int(c.get("health", hp) or 0)
        u = self.w / 100.0
        inner = r.inflate(-2, -2).inflate(-margin(u), -margin(u))
        bar_h = bar_height(u)
        third = inner.w // 3
        boxes = (pygame.Rect(inner.x, inner.bottom - bar_h, third, bar_h),
                 pygame.Rect(inner.x + third, inner.bottom - bar_h, third, bar_h),
                 pygame.Rect(inner.x + 2 * third, inner.bottom - bar_h, inner.w - 2 * third, bar_h))
        for box, now, base, tag in zip(boxes, (c.get("strength", st), c.get("defence", df), health),
                                       (st, df, hp), ("STR", "DEF", "HP")):
            if now is None or now == base:
                continue
            col = (255, 120, 100) if now < base else (150, 245, 160)
            pygame.draw.rect(surface, col, box.inflate(2, 2), 3, border_radius=5)   # the face shows the number now


def draw_value(surface: pygame.Surface, r: pygame.Rect, card: dict, small: bool) -> None:
    """During a bid: what a Warrior or an RR card is worth ("= 8 Glory"), over its face; a shamed
    Warrior shows the view's sum, a third of its health off per Shame counter ("10 - 3 = 7 Glory")."""
    if card.get("type") not in ("warrior", "rr"):
        return
    v = card.get("value", card.get("glory")) if card.get("type") == "warrior" else card.get("glory")
    text = f"{card['value_sum']} Glory" if card.get("type") == "warrior" and card.get("value_sum") else f"= {v} Glory"
    if assets.font("condbold", floor_px(WORD_PX)).size(text)[0] > r.w - 10:
        text = f"= {v}"
    t = assets.text("condbold", assets.fit("condbold", text, r.w - 10, 26, floor_px(WORD_PX)), text, assets.INK)
    pill = t.get_rect(center=(r.centerx, r.y + int(r.h * (0.3 if small else 0.64)))).inflate(10, 4)   # off its number
    surface.blit(assets.panel(pill.size, GLORY_GOLD + (245,), 7, (120, 70, 10), 1), pill)
    surface.blit(t, t.get_rect(center=pill.center))


def draw_ghost(surface: pygame.Surface, r: pygame.Rect) -> None:
    """A card on the bid being built (not submitted yet): a gold ring."""
    pygame.draw.rect(surface, GLORY_GOLD, r.inflate(6, 6), 2, border_radius=10)


def card_details(card: dict) -> list[tuple[str, str]]:
    """Plain-words lines about a card for the zoom scene."""
    kind = card.get("type")
    rows = []
    if kind == "warrior":
        st, df, hp = printed(card)
        rows.append(("Type", f"Warrior · playable from round {card.get('turn')}"))
        rows.append(("Health", f"{card.get('health', hp)} of {hp}"))
        rows.append(("Strength", f"{card.get('strength', st)} (printed {st}): added to its d10 when it attacks"))
        rows.append(("Defence", f"{card.get('defence', df)} (printed {df}): added to its d10 when it defends"))
        sh = int(card.get("shame", 0) or 0)
        if sh:
            rows.append(("Shame", f"{sh} counter{'s' if sh != 1 else ''}: it cannot attack; one comes off at the "
                                  "start of each of its owner's Player phases; each counter takes a third of "
                                  "its health (rounded down) off what it is worth on a bid"))
        if "value" in card:
            how = f": {card['value_sum']}" if card.get("value_sum") else ""
            rows.append(("On a bid", f"worth {card['value']} Glory{how} (its health, minus a third of it, "
                                     "rounded down, per Shame counter)"))
    elif kind == "event":
        rows.append(("Type", ("Counter Event: played only in answer to the opponent's Event, and cancels it"
                              if card.get("counter") else "Event: at most one per player per round")
                     + f" · playable from round {card.get('turn')}"))
    elif kind == "rr":
        rows.append(("Type", "Ragnarok Rising card" + (" · a Warrior: while unclaimed it attacks both players "
                                                       "at every Cleanup" if card.get("warrior") else "")))
        rows.append(("Glory", f"{card.get('glory')}: the minimum bid, and what it adds to its owner's Glory"))
        if card.get("warrior"):
            st, df, hp = printed(card)
            rows.append(("Stats", f"Strength {st}, Defence {df}, Health {card.get('health', hp)} of {hp}"))
            if card.get("shame"):
                rows.append(("Shame", f"{card['shame']} (sheds one at each Cleanup; attacks only with none)"))
    return rows
