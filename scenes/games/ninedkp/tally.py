"""The HP and DKP counters of the 9DKP table, laid out from the size of their type.

The shared :class:`scenes.widgets.counter.Counter` ticks and flashes; this one draws it so that
it holds at the Large print setting, on one row: the label at the left, the figure at the right
at the largest size that fits the box (never under 32 px, a key number read from a sofa), and
for DKP OVERLOAD left of the figure (23 px or more) and the pips between. Nothing overlaps and
nothing leaves the box.
"""
from __future__ import annotations

import pygame

from scenes import assets
from scenes.games.ninedkp.art import NUMBER_MIN_PX, TEXT_MIN_PX, _size_for_px, ink_top
from scenes.widgets.counter import Counter

PAD = 10
#: the label's and OVERLOAD's type (px before the type scale; OVERLOAD never under 23 px)
LABEL_PX = 23


class Tally(Counter):
    """HP (a figure) or DKP (a figure, pips and OVERLOAD at the maximum), each on one row."""

    def parts(self, n: int) -> dict:
        """Where the label (at the left), the figure ``n`` (at the right: its box and size), and
        for DKP OVERLOAD (left of the figure, at the maximum) and the pips (between) go."""
        r = self.rect
        lab = assets.text("bold", LABEL_PX, self.label, assets.MUTED)
        label = lab.get_rect(midleft=(r.x + PAD, r.centery))
        text = str(n)
        least = _size_for_px(NUMBER_MIN_PX)
        overload = bool(self.pips) and self.maximum is not None and n >= self.maximum
        wide = assets.font("bold", least).size(text)[0]
        if not overload:             # the figure larger where the row has room (not beside OVERLOAD)
            wide = max(wide, min(assets.font("bold", 44).size(text)[0], (r.w - label.w - 3 * PAD) // 3))
        figure = pygame.Rect(r.right - PAD - wide, r.y + 4, wide, r.h - 8)
        over = pips = None
        right = figure.x - PAD
        if self.pips:
            if overload:
                ot = assets.text("condbold", self.over_size(), "OVERLOAD", assets.GOLD)
                over = ot.get_rect(midright=(right, r.centery))
                right = over.x - PAD
            pips = pygame.Rect(label.right + PAD, r.centery - 8, max(0, right - label.right - PAD), 16)
        return {"label": label, "pips": pips, "figure": figure, "over": over,
                "size": self.figure_size(text, figure)}

    def over_size(self) -> int:
        """OVERLOAD's size: 23 px (with the type scale), less where the row would not hold the
        label, "10" and OVERLOAD, never under 23 px on the screen."""
        room = (self.rect.w - 4 * PAD - assets.text("bold", LABEL_PX, self.label).get_width()
                - assets.font("bold", _size_for_px(NUMBER_MIN_PX)).size(str(self.maximum or 10))[0])
        return assets.fit("condbold", "OVERLOAD", room, LABEL_PX, _size_for_px(TEXT_MIN_PX))

    @staticmethod
    def figure_size(text: str, box: pygame.Rect) -> int:
        """The bold size at which ``text`` fits ``box`` (the ink of its digits), from 44 down
        to 32 px."""
        floor = _size_for_px(NUMBER_MIN_PX)
        for size in range(44, floor - 1, -1):
            f = assets.font("bold", size)
            if f.size(text)[0] <= box.w and ink_top(f, text)[1] <= box.h:
                return size
        return floor

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_panel(surface)
        n = self.shown
        P = self.parts(n)
        surface.blit(assets.text("bold", LABEL_PX, self.label, assets.MUTED), P["label"])
        box, text = P["figure"], str(n)
        num = assets.text("bold", P["size"], text, self.figure_colour(n), role="number")
        top, ih = ink_top(assets.font("bold", P["size"]), text)
        y = box.centery - top - ih // 2              # the digits' ink in the middle of the box
        surface.blit(num, (box.right - num.get_width(), y))
        if P["over"] is not None:
            surface.blit(assets.text("condbold", self.over_size(), "OVERLOAD", assets.GOLD), P["over"])
        if self.pips and P["pips"] is not None and P["pips"].w >= 4 * self.pips:
            pr = P["pips"]
            pw = pr.w / self.pips
            rad = max(2, min(int(pw / 2) - 1, pr.h // 2 - 1))
            for i in range(self.pips):
                pygame.draw.circle(surface, self.pip_colour(i, n), (int(pr.x + pw * i + pw / 2), pr.centery), rad)
