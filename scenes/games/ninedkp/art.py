"""9DKP card faces, and what is drawn over a face on the table (the BP now, the BP tokens).

The face is laid out from the sizes of its type, so it holds at the Large print setting
(``assets.TYPE_SCALE``) as in normal print, in type read from a sofa (issue 27): the name takes
the whole width of the head in one or two lines, each word whole, at the largest size that does
that (never under 23 px at the table's card size); the gem with the DKP (a key number, 32 px)
sits in the art box's top-left corner (the part of a card still seen when cards overlap in a
hand); the type line (23 px) under the art box; the rank mark at the left of the bar, the BP
(32 px) beside it. The rules text takes what is left, in whole lines of at least 16 px: on a
table-size card it may stop short, because the reading panel (``draw.zoom_preview``) shows the
whole text at 29 px.

A character whose BP differs from the printed BP shows the BP now in its own bar, in green or
red, where the printed one stands (the rank mark stays seen; the face is made once for each BP
it shows). On the table (:meth:`NineDKPArt.overlay`, called by
:class:`scenes.widgets.cards.CardSprite`) its BP tokens (damage or healing, an aura's buff) lie
one each in the right-hand column of the art box: they cover neither the card's text nor each other.
"""
from __future__ import annotations

import math

import pygame

from scenes import assets, pictures
from scenes.games.ninedkp import CARD_BACK
from scenes.widgets.cards import CardArt, card_blank, cream_fade, disc, draw_picture, faction_colours, name_layout

#: the least a card name is printed at, in pixels at the card's own size (scaled with the card)
NAME_MIN_PX = 23
#: the least the BP number (and the gem's DKP) is printed at (pixels, scaled with the card)
NUMBER_MIN_PX = 32
#: the least the other words of a face (type line, rank mark, SKRATCH, tokens) are printed at
TEXT_MIN_PX = 23
#: the least the rules text of a table-size card is printed at
RULES_MIN_PX = 16
UP, DOWN = (120, 235, 140), (255, 130, 110)
RANK_MARK = {"common": "C", "uncommon": "U", "rare": "R", "pow": "POW"}
#: a gem's colour, the colour of the DKP printed on it, and what it means (the reading panel)
GEM_COLOURS = {
    "black": (40, 40, 46),
    "yellow": (242, 200, 40),
    "blue": (60, 130, 230),
    "red": (214, 52, 52),
    "green": (60, 170, 80),
    "none": (150, 110, 200),
}
GEM_TEXT = {"black": assets.WHITE, "yellow": assets.INK, "blue": assets.WHITE, "red": assets.WHITE,
            "green": assets.WHITE, "none": assets.WHITE}
GEM_MEANING = {
    "black": "Black gem: no effect",
    "yellow": "Yellow gem: acts when played or on a condition",
    "blue": "Blue gem: ongoing aura while on the range",
    "red": "Red gem: ability instead of an attack",
    "green": "Green gem: costs HP; retire it for a reward",
    "none": "Skratch card: play it from your hand for its effect",
}


def card_details(card: dict) -> list[tuple[str, str]]:
    """The reading panel's labelled lines for a 9DKP card (what the view says of it)."""
    rows = []
    if card.get("type") == "skratch":
        rows.append(("Type", "Skratch card"))
    else:
        rows.append(("Type", f"Character · {card.get('faction', '')}"))
        rows.append(("BP", f"{card.get('bp', card.get('printed_bp'))} now · printed {card.get('printed_bp')}"
                     + (f" · aura +{card.get('buff')}" if card.get("buff") else "")))
    dkp = int(card.get("dkp", 0) or 0)
    rows.append(("DKP", f"gains {dkp}" if dkp > 0 else f"costs {-dkp}" if dkp < 0 else "none"))
    if card.get("hp_cost"):
        rows.append(("HP cost", str(card["hp_cost"])))
    rows.append(("Rank", "POW card (unique)" if card.get("rank") == "pow" else str(card.get("rank", "")).title()))
    rows.append(("Gem", GEM_MEANING.get(card.get("gem") or "none", "")))
    if card.get("katnap"):
        rows.append(("State", "In Katnap: cannot attack, defend or use abilities until its owner's next turn"))
    return rows


def pow_burst(surf: pygame.Surface, rect: pygame.Rect, k: float) -> None:
    """A POW card's twelve gold rays from the middle of its art box (clipped to it)."""
    cx, cy = rect.center
    surf.set_clip(rect)
    for i in range(12):
        a = i * math.pi / 6
        pygame.draw.line(surf, (255, 230, 140), (cx, cy),
                         (cx + math.cos(a) * rect.w, cy + math.sin(a) * rect.w), max(1, int(3 * k)))
    surf.set_clip(None)


def signed(n) -> str:
    try:
        n = int(n)
    except (TypeError, ValueError):
        return str(n)
    return f"+{n}" if n > 0 else str(n)


def _px(size: float) -> int:
    """What a font ``size`` renders at with the type scale (as :func:`assets.font` does)."""
    return max(1, round(size * assets.TYPE_SCALE))


def _size_for_px(px: float) -> int:
    """The least font size that renders at ``px`` pixels or more with the type scale."""
    size = max(1, math.floor(px / assets.TYPE_SCALE))
    while _px(size) < px:
        size += 1
    return size


def ink_top(font: pygame.font.Font, text: str) -> tuple[int, int]:
    """(top, height) of the ink of ``text`` inside its rendered surface (digits have no
    descenders: centring the surface would set them high)."""
    top, bottom = None, None
    asc = font.get_ascent()
    for ch in text:
        m = font.metrics(ch)[0]
        if m is None or ch == " ":
            continue
        t, b = asc - m[3], asc - m[2]
        top = t if top is None else min(top, t)
        bottom = b if bottom is None else max(bottom, b)
    if top is None:
        return 0, font.get_height()
    return top, bottom - top


class NineDKPArt(CardArt):
    """Faces of 9DKP cards at one size; ``CardArt`` caches and turns them."""

    game = "ninedkp"
    back_text = CARD_BACK

    #: the BP now is part of the face (drawn in the bar instead of the printed BP when they differ)
    FACE_FIELDS = ("key", "name", "type", "faction", "rank", "gem", "dkp", "hp_cost", "printed_bp", "bp", "text", "art")

    def face_key(self, card: dict, scale: float) -> tuple:
        """A face is drawn for the type scale too (its layout follows its type)."""
        return (assets.TYPE_SCALE,) + super().face_key(card, scale)

    # ------------------------------------------------------------------ the parts of a face
    def parts(self, k: float) -> dict:
        """The rectangles of a face at scale ``k`` (face pixels), the same for every card: the
        head, the art box, the type line, the rules text and the bar (with the rank mark at its
        left, ``mark``, and the BP beside it, ``bp``); ``sizes`` are the font sizes."""
        key = ("parts", k, assets.TYPE_SCALE)
        got = self._misc.get(key)
        if got is not None:
            return got
        W, H = int(self.w * k), int(self.h * k)
        inset = int(10 * k)                          # the frame, as :func:`card_blank` draws it
        inner = pygame.Rect(0, 0, W, H).inflate(-2, -2).inflate(-inset, -inset)
        pad = max(2, int(6 * k))
        gap = max(1, int(2 * k))
        width = inner.w - 2 * pad
        # the head: two lines of the name at its largest size
        big = int(26 * k)
        nf = assets.font("condbold", big)
        name_lh = nf.get_linesize() - max(1, _px(big) // 8)
        head = pygame.Rect(inner.x + pad, inner.y + gap, width, 2 * name_lh + gap)
        # the bar: the BP number with room above and below its digits
        bs = int(32 * k)
        _, digits = ink_top(assets.font("bold", bs), "0123456789")
        bar_h = max(int(34 * k), digits + 2 * max(4, int(5 * k)))
        bar = pygame.Rect(inner.x, inner.bottom - bar_h, inner.w, bar_h)
        ms = _size_for_px(TEXT_MIN_PX * k)          # the rank mark: the widest (POW) sets the column
        mw = assets.font("condbold", ms).size("POW")[0] + int(8 * k)
        mark = pygame.Rect(bar.x + pad, bar.y, mw, bar.h)
        bp = pygame.Rect(mark.right + gap, bar.y, bar.right - mark.right - gap, bar.h)
        # the type line, and the rules text between it and the bar
        ts = _size_for_px(TEXT_MIN_PX * k)        # 23 px in both print sizes: room for the rules text
        type_h = assets.font("cond", ts).get_linesize()
        rs = int(RULES_MIN_PX * k)
        rules_lh = assets.font("cond", rs).get_linesize()
        # the art box: the gem (its DKP at 32 px) and two BP tokens stacked in its right column
        gs = _size_for_px(NUMBER_MIN_PX * k)
        tok = assets.font("condbold", _size_for_px(TEXT_MIN_PX * k)).get_height() + 2
        least = max(int(44 * k), assets.font("bold", gs).get_height() + int(16 * k), 2 * tok + 3 * gap)
        free = bar.y - gap - head.bottom - 3 * gap - type_h       # art box + rules text
        art_h = max(least, min(int(66 * k), free - 2 * rules_lh))
        art = pygame.Rect(inner.x + pad, head.bottom + gap, width, art_h)
        type_line = pygame.Rect(inner.x + pad, art.bottom + gap, width, type_h)
        rules = pygame.Rect(inner.x + pad, type_line.bottom + gap, width, bar.y - gap - type_line.bottom - gap)
        got = {"W": W, "H": H, "inner": inner, "inset": inset, "pad": pad, "head": head, "art": art, "type": type_line,
               "rules": rules, "bar": bar, "mark": mark, "bp": bp,
               "sizes": {"name": big, "type": ts, "rules": rs, "number": bs, "gem": gs, "mark": ms}}
        self._misc[key] = got
        return got

    # ------------------------------------------------------------------ the face
    def _render_face(self, card: dict, k: float) -> pygame.Surface:
        P = self.parts(k)
        W, H, pad = P["W"], P["H"], P["pad"]
        skratch = card.get("type") == "skratch"
        dark, light = ((70, 40, 100), (170, 120, 210)) if skratch else faction_colours(card.get("faction"))
        gem = card.get("gem") or "none"
        rank = card.get("rank", "common")
        where = f"{W}x{H}"
        R = max(6, int(12 * k))
        surf, _ = card_blank((W, H), R, assets.GOLD if rank == "pow" else dark, P["inset"], assets.CREAM,
                             max(4, R - 4))

        # the name: the whole head, one or two lines, words whole
        head = P["head"]
        size, lines = self.name_of(card, k)
        f = assets.font("condbold", assets.note("name", size, where))
        lh = f.get_linesize() - max(1, _px(size) // 8)
        y = head.centery - lh * len(lines) // 2
        for line in lines:
            t = assets.text("condbold", size, line, assets.INK, role="name")
            surf.blit(t, (head.x, y + (lh - t.get_height()) // 2))
            y += lh

        # the art box: faction colours, the picture, a POW burst
        art = P["art"]
        cream_fade(surf, art, light, 12)
        if rank == "pow":
            pow_burst(surf, art, k)
        # the gem with the DKP (top-left), the picture beside it
        gem_r, gem_c = self.gem_place(card, k)
        left = gem_c[0] + gem_r + int(2 * k)
        pic = pygame.Rect(left, art.y, max(1, art.right - left - (left - art.x) // 2), art.h)
        draw_picture(surf, card.get("art") or pictures.art_of("ninedkp", card.get("key")), pic)
        pygame.draw.rect(surf, dark, art, max(1, int(2 * k)))
        gcol = GEM_COLOURS.get(gem, GEM_COLOURS["none"])
        disc(surf, gem_c, gem_r, gcol, (255, 255, 255), max(1, int(2 * k)))
        gs = P["sizes"]["gem"]
        dkp = signed(card.get("dkp", 0))
        gt = assets.text("bold", assets.note("number", gs, where), dkp, GEM_TEXT.get(gem, assets.WHITE),
                         role="number")
        top, ih = ink_top(assets.font("bold", gs), dkp)
        surf.blit(gt, (gem_c[0] - gt.get_width() // 2, gem_c[1] - top - ih // 2))

        # the type line: the faction (or Skratch), and a green card's HP cost at its right where
        # it fits (its rules text says it too)
        tl_rect = P["type"]
        ts = P["sizes"]["type"]
        floor = _size_for_px(TEXT_MIN_PX * k)
        tl = "Skratch" if skratch else (str(card.get("faction", "") or "").strip() or "Character")
        fs = assets.fit("cond", tl, tl_rect.w, ts, floor)
        t = assets.text("cond", fs, tl, (90, 80, 70))
        surf.blit(t, (tl_rect.x, tl_rect.y + (tl_rect.h - t.get_height()) // 2), pygame.Rect(0, 0, tl_rect.w, t.get_height()))
        hp_cost = card.get("hp_cost") or 0
        if hp_cost:
            ht = assets.text("condbold", fs, f"-{abs(int(hp_cost))} HP", (20, 120, 40))
            if t.get_width() + pad + ht.get_width() <= tl_rect.w:
                surf.blit(ht, ht.get_rect(topright=(tl_rect.right, tl_rect.y + (tl_rect.h - ht.get_height()) // 2)))

        # the rules text: as many whole lines as there is room for (the reading panel has it all)
        box = P["rules"]
        txt = str(card.get("text", "") or "")
        if txt:
            rs = assets.note("rules", P["sizes"]["rules"], where)
            lh = assets.font("cond", rs).get_linesize()
            room = max(0, box.h // lh)
            for i, line in enumerate(assets.wrap("cond", rs, txt, box.w)[:room]):
                if line:
                    surf.blit(assets.text("cond", rs, line, assets.INK, role="rules"), (box.x, box.y + i * lh))

        # the bar: the rank mark at its left, then the BP, or SKRATCH
        bar = P["bar"]
        pygame.draw.rect(surf, dark, bar, border_bottom_left_radius=max(4, R - 4),
                         border_bottom_right_radius=max(4, R - 4))
        mark = RANK_MARK.get(rank, str(rank)[:1].upper())
        mt = assets.text("condbold", P["sizes"]["mark"], mark, assets.INK)
        mr = mt.get_rect(midleft=(P["mark"].x, P["mark"].centery)).inflate(int(8 * k), 0)
        mr.left = P["mark"].x
        mcol = assets.GOLD if rank == "pow" else {"rare": (230, 120, 60), "uncommon": (170, 190, 210)}.get(
            rank, (235, 235, 225))
        pygame.draw.rect(surf, mcol, mr, border_radius=int(6 * k))
        surf.blit(mt, mt.get_rect(center=mr.center))
        room = P["bp"]
        if skratch:
            size = assets.fit("bold", "SKRATCH", room.w - pad, int(26 * k), floor)
            bt = assets.text("bold", size, "SKRATCH", assets.WHITE)
            surf.blit(bt, bt.get_rect(center=room.center))
        else:
            printed = int(card.get("printed_bp", 0) or 0)
            bp = int(card.get("bp", printed) or 0)
            if bp == printed:
                surf.blit(self.bp_label(printed, room.size, k, assets.WHITE, where), room)
            else:                 # the BP now in its own bar, green or red, instead of the printed one
                surf.blit(self.bp_label(bp, room.size, k, UP if bp > printed else DOWN, where,
                                        back=(14, 14, 14, 245)), room)
        return surf

    def plain_back(self) -> pygame.Surface:
        """The back of a card without its words: for backs that overlap (a hidden hand) or show
        only in part (a deck's slot), where the words would run into each other or be cut."""
        return self.back(1.0, words=False)

    def name_of(self, card: dict, k: float = 1.0) -> tuple[int, list[str]]:
        """(font size, lines) of the card's name on a face at scale ``k``."""
        P = self.parts(k)
        floor = min(P["sizes"]["name"], _size_for_px(NAME_MIN_PX * k))
        name = str(card.get("name", card.get("key", "?")))
        return name_layout(name, P["head"].w, P["sizes"]["name"], floor)

    def gem_place(self, card: dict, k: float) -> tuple[int, tuple[int, int]]:
        """The gem's radius (room for its DKP figure) and centre on a face at scale ``k``."""
        key = ("gem", signed(card.get("dkp", 0)), k, assets.TYPE_SCALE)
        got = self._misc.get(key)
        if got is None:
            P = self.parts(k)
            art = P["art"]
            f = assets.font("bold", P["sizes"]["gem"])
            w, _ = f.size(key[1])
            _, ih = ink_top(f, key[1])
            r = max(int(16 * k), w // 2 + int(4 * k), ih // 2 + int(8 * k))
            r = min(r, (art.h - int(4 * k)) // 2)
            got = self._misc[key] = (r, (art.x + r + int(2 * k), art.y + r + int(2 * k)))
        return got

    def bp_label(self, bp, size: tuple[int, int], k: float, colour, where: str = "",
                 back=None) -> pygame.Surface:
        """``700 BP`` for a bar of ``size``: the figure as large as fits (never under
        :data:`NUMBER_MIN_PX`), "BP" smaller beside it; ``back`` fills the bar first."""
        key = ("bp", str(bp), size, k, colour, back, assets.TYPE_SCALE)
        s = self._misc.get(key)
        if s is not None:
            if where:
                assets.note("number", self._misc[key + ("size",)], where)
            return s
        w, h = size
        s = pygame.Surface(size, pygame.SRCALPHA)
        if back is not None:
            pygame.draw.rect(s, back, s.get_rect(), border_radius=max(4, int(6 * k)))
            pygame.draw.rect(s, colour, s.get_rect(), max(2, int(2 * k)), border_radius=max(4, int(6 * k)))
        fig = str(bp)
        floor = min(int(32 * k), _size_for_px(NUMBER_MIN_PX * k))
        unit_floor = _size_for_px(TEXT_MIN_PX * k)
        room = w - max(4, int(8 * k))
        word = " BP"
        for ns in range(int(32 * k), floor - 1, -1):
            unit = assets.font("bold", max(unit_floor, ns * 3 // 5))
            n = assets.font("bold", ns)
            if n.size(fig)[0] + unit.size(word)[0] <= room:
                break
        else:                                         # a long figure: the bar is the BP's, the word goes
            word = ""
        nt = assets.text("bold", ns, fig, colour, role="number")
        ut = assets.text("bold", max(unit_floor, ns * 3 // 5), word, colour) if word else pygame.Surface((0, 0))
        top, ih = ink_top(n, fig)
        y = (h - ih) // 2 - top                       # the figure's ink in the middle of the bar
        x = (w - nt.get_width() - ut.get_width()) // 2
        s.blit(nt, (x, y))
        s.blit(ut, (x + nt.get_width(), y + n.get_ascent() - unit.get_ascent()))    # on one baseline
        s = assets._convert(s)
        self._misc[key] = s
        self._misc[key + ("size",)] = ns
        if where:
            assets.note("number", ns, where)
        return s

    # ------------------------------------------------------------------ over a face on the table
    def token(self, value: int, width: int = 0, height: int = 0) -> pygame.Surface:
        """One BP token: ``+200`` on green, ``-100`` on red, its figure at 23 px (``width`` and
        ``height``: the room it is for, kept for the callers; the type does not shrink under 23 px)."""
        key = ("token", value, assets.TYPE_SCALE)
        s = self._misc.get(key)
        if s is None:
            col = (40, 150, 90) if value > 0 else (190, 50, 50)
            t = assets.text("condbold", _size_for_px(TEXT_MIN_PX), signed(value), assets.WHITE)
            s = pygame.Surface((t.get_width() + 10, t.get_height() + 2), pygame.SRCALPHA)
            pygame.draw.rect(s, col, s.get_rect(), border_radius=s.get_height() // 2)
            pygame.draw.rect(s, assets.WHITE, s.get_rect(), 2, border_radius=s.get_height() // 2)
            s.blit(t, t.get_rect(center=s.get_rect().center))
            s = assets._convert(s)
            self._misc[key] = s
        return s

    @staticmethod
    def tokens_of(card: dict) -> list[int]:
        """The card's BP tokens against its printed BP: damage or healing, then a buff."""
        printed = int(card.get("printed_bp", 0) or 0)
        base = int(card.get("base_bp", printed) or 0)
        buff = int(card.get("buff", 0) or 0)
        return [v for v in (base - printed, buff) if v]

    def overlay_parts(self, r: pygame.Rect, card: dict) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """What :meth:`overlay` draws for ``card`` drawn in ``r``: (surface, where) pairs, the BP
        tokens (the BP now is in the face's own bar) down the art box's right-hand column (in Katnap
        that column is the art box's foot). Nothing while the card turns or is not a character."""
        if card.get("type") != "character":
            return []
        upright = (r.w, r.h) == (self.w, self.h)
        if not upright and (r.w, r.h) != (self.h, self.w):
            return []
        P = self.parts(1.0)
        out = []
        art = self._place(P["art"], r, upright)
        gap = 2
        values = self.tokens_of(card)
        if upright:          # down the art box's right-hand column
            y = art.y + gap
            for v in values:
                tr = self.token(v, 0, (art.h - gap) // len(values) - gap)
                out.append((tr, tr.get_rect(topright=(art.right - gap, y))))
                y = out[-1][1].bottom + gap
        elif values:         # turned with the card, side by side at the art box's foot, under the gem
            gem_r, gem_c = self.gem_place(card, 1.0)
            top = self._place(pygame.Rect(gem_c[0] - gem_r, gem_c[1] - gem_r, 2 * gem_r, 2 * gem_r), r, False).bottom
            across = (art.w - gap) // len(values) - gap
            x = art.right - gap
            for v in values:
                t = self._turned(self.token(v, art.bottom - top - 2 * gap, across),
                                 ("tokk", v, art.bottom - top, across, assets.TYPE_SCALE))
                tr = t.get_rect(bottomright=(x, art.bottom - gap))
                out.append((t, tr))
                x = tr.left - gap
        return out

    def overlay(self, surface: pygame.Surface, r: pygame.Rect, card: dict) -> None:
        """Drawn by the card's sprite over its face (see :meth:`overlay_parts`)."""
        for s, where in self.overlay_parts(r, card):
            surface.blit(s, where)

    def _place(self, part: pygame.Rect, r: pygame.Rect, upright: bool) -> pygame.Rect:
        """Where a part of the face is on the table: the face's rectangle ``part`` on a card
        drawn in ``r``, turned a quarter clockwise in Katnap."""
        if upright:
            return part.move(r.topleft)
        return pygame.Rect(r.x + self.h - part.bottom, r.y + part.x, part.h, part.w)

    def _turned(self, s: pygame.Surface, key) -> pygame.Surface:
        got = self._misc.get(key)
        if got is None:
            got = self._misc[key] = assets._convert(pygame.transform.rotate(s, -90))
        return got
