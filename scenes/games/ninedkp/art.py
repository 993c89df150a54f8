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

On the table (:meth:`NineDKPArt.overlay`, called by :class:`scenes.widgets.cards.CardSprite`)
a character whose BP differs from the printed BP shows the BP now in its own bar, in green or
red, over the printed one (the rank mark stays seen), and its BP tokens (damage or healing, an
aura's buff) as one token each in the right-hand column of the art box: neither covers the
card's text nor each other.
"""
from __future__ import annotations

import math

import pygame

from scenes import assets, pictures
from scenes.games.ninedkp import CARD_BACK
from scenes.widgets.cards import RANK_MARK, CardArt, draw_picture, faction_colours, name_layout, signed

#: the least a card name is printed at, in pixels at the card's own size (scaled with the card)
NAME_MIN_PX = 23
#: the least the BP number (and the gem's DKP) is printed at (pixels, scaled with the card)
NUMBER_MIN_PX = 32
#: the least the other words of a face (type line, rank mark, SKRATCH, tokens) are printed at
TEXT_MIN_PX = 23
#: the least the rules text of a table-size card is printed at
RULES_MIN_PX = 16
UP, DOWN = (120, 235, 140), (255, 130, 110)


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

    @staticmethod
    def face_key(card: dict, scale: float) -> tuple:
        return (assets.TYPE_SCALE,) + CardArt.face_key(card, scale)

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
        inner = pygame.Rect(0, 0, W, H).inflate(-2, -2).inflate(int(-10 * k), int(-10 * k))
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
        got = {"W": W, "H": H, "inner": inner, "pad": pad, "head": head, "art": art, "type": type_line,
               "rules": rules, "bar": bar, "mark": mark, "bp": bp,
               "sizes": {"name": big, "type": ts, "rules": rs, "number": bs, "gem": gs, "mark": ms}}
        self._misc[key] = got
        return got

    # ------------------------------------------------------------------ the face
    def _render_face(self, card: dict, k: float) -> pygame.Surface:
        P = self.parts(k)
        W, H, inner, pad = P["W"], P["H"], P["inner"], P["pad"]
        surf = pygame.Surface((W, H), pygame.SRCALPHA)
        skratch = card.get("type") == "skratch"
        dark, light = ((70, 40, 100), (170, 120, 210)) if skratch else faction_colours(card.get("faction"))
        gem = card.get("gem") or "none"
        rank = card.get("rank", "common")
        where = f"{W}x{H}"
        R = max(6, int(12 * k))
        pygame.draw.rect(surf, (0, 0, 0, 110), surf.get_rect(), border_radius=R)
        pygame.draw.rect(surf, assets.GOLD if rank == "pow" else dark, surf.get_rect().inflate(-2, -2),
                         border_radius=R)
        pygame.draw.rect(surf, assets.CREAM, inner, border_radius=max(4, R - 4))

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
        steps = 12
        for i in range(steps):
            c = tuple(int(light[j] + (assets.CREAM[j] - light[j]) * i / (steps - 1) * 0.6) for j in range(3))
            surf.fill(c, pygame.Rect(art.x, art.y + art.h * i // steps, art.w, art.h // steps + 1))
        if rank == "pow":
            cx, cy = art.center
            surf.set_clip(art)
            for i in range(12):
                a = i * math.pi / 6
                pygame.draw.line(surf, (255, 230, 140), (cx, cy),
                                 (cx + math.cos(a) * art.w, cy + math.sin(a) * art.w), max(1, int(3 * k)))
            surf.set_clip(None)
        # the gem with the DKP (top-left), the picture beside it
        gem_r, gem_c = self.gem_place(card, k)
        left = gem_c[0] + gem_r + int(2 * k)
        pic = pygame.Rect(left, art.y, max(1, art.right - left - (left - art.x) // 2), art.h)
        draw_picture(surf, card.get("art") or pictures.art_of("ninedkp", card.get("key")), pic)
        pygame.draw.rect(surf, dark, art, max(1, int(2 * k)))
        gcol = assets.GEM_COLOURS.get(gem, assets.GEM_COLOURS["none"])
        pygame.draw.circle(surf, (0, 0, 0), (gem_c[0] + 1, gem_c[1] + 2), gem_r)
        pygame.draw.circle(surf, gcol, gem_c, gem_r)
        pygame.draw.circle(surf, (255, 255, 255), gem_c, gem_r, max(1, int(2 * k)))
        gs = P["sizes"]["gem"]
        dkp = signed(card.get("dkp", 0))
        gt = assets.text("bold", assets.note("number", gs, where), dkp, assets.GEM_TEXT.get(gem, assets.WHITE),
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
            surf.blit(self.bp_label(card.get("printed_bp", 0), room.size, k, assets.WHITE, where), room)
        return surf

    def plain_back(self) -> pygame.Surface:
        """The back of a card without its words: for backs that overlap (a hidden hand) or show
        only in part (a deck's slot), where the words would run into each other or be cut."""
        got = self._misc.get(("plain back",))
        if got is None:
            s = pygame.Surface((self.w, self.h), pygame.SRCALPHA)
            r = s.get_rect()
            pygame.draw.rect(s, (0, 0, 0, 110), r, border_radius=12)
            body = r.inflate(-2, -2)
            pygame.draw.rect(s, (120, 28, 40), body, border_radius=12)
            inner = body.inflate(-14, -14)
            pygame.draw.rect(s, (160, 46, 58), inner, border_radius=12)
            for x in range(inner.x - inner.h, inner.right, 14):
                pygame.draw.line(s, (175, 60, 70), (x, inner.bottom - 1), (x + inner.h, inner.y), 2)
            pygame.draw.rect(s, (236, 190, 70), inner, 3, border_radius=12)
            got = self._misc[("plain back",)] = assets._convert(s)
        return got

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
        for ns in range(int(32 * k), floor - 1, -1):
            unit = assets.font("bold", max(unit_floor, ns * 3 // 5))
            n = assets.font("bold", ns)
            if n.size(fig)[0] + unit.size(" BP")[0] <= room:
                break
        nt = assets.text("bold", ns, fig, colour, role="number")
        ut = assets.text("bold", max(unit_floor, ns * 3 // 5), " BP", colour)
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
        now over the bar, then the BP tokens down the art box's right-hand column (in Katnap
        that column is the art box's foot). Nothing while the card turns or is not a character."""
        if card.get("type") != "character":
            return []
        upright = (r.w, r.h) == (self.w, self.h)
        if not upright and (r.w, r.h) != (self.h, self.w):
            return []
        P = self.parts(1.0)
        out = []
        printed = int(card.get("printed_bp", 0) or 0)
        bp = int(card.get("bp", printed) or 0)
        if bp != printed:
            col = UP if bp > printed else DOWN
            label = self.bp_label(bp, P["bp"].size, 1.0, col, back=(14, 14, 14, 245))
            if not upright:
                label = self._turned(label, ("bpk", bp, col, P["bp"].size, assets.TYPE_SCALE))
            out.append((label, label.get_rect(topleft=self._place(P["bp"], r, upright).topleft)))
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
