"""The HP and DKP counters of the 9DKP table, laid out from the size of their type.

The shared :class:`scenes.widgets.counter.Counter` ticks and flashes; this one draws it so that
it holds at the Large print setting: the label in the top-left corner, the DKP pips beside the
label, the figure under or beside the label at the largest size that fits the box (never under
28 px), OVERLOAD beside the figure. Nothing overlaps and nothing leaves the box.
"""
from __future__ import annotations

import pygame

from scenes import assets
from scenes.games.ninedkp.art import NUMBER_MIN_PX, _size_for_px, ink_top
from scenes.widgets.counter import Counter

PAD = 10


class Tally(Counter):
    """HP (a figure) or DKP (a figure, pips and OVERLOAD at the maximum)."""

    def parts(self, n: int) -> dict:
        """Where the label, the pips, the figure ``n`` (its box and size) and OVERLOAD go."""
        r = self.rect
        lab = assets.text("bold", 16, self.label, assets.MUTED)
        label = lab.get_rect(topleft=(r.x + PAD, r.y + 5))
        over = None
        if self.pips:        # pips beside the label, the figure under it, OVERLOAD at its right
            pips = pygame.Rect(label.right + PAD, label.y, r.right - PAD - label.right - PAD, label.h)
            figure = pygame.Rect(r.x + PAD, label.bottom, r.w - 2 * PAD, r.bottom - 4 - label.bottom)
            if self.maximum is not None and n >= self.maximum:
                ot = assets.text("condbold", 15, "OVERLOAD", assets.GOLD)
                over = ot.get_rect(midright=(figure.right, figure.centery))
                figure.w -= over.w + PAD
        else:                # the figure beside the label, at the right
            pips = None
            figure = pygame.Rect(label.right + PAD, r.y + 4, r.right - PAD - label.right - PAD, r.h - 8)
        return {"label": label, "pips": pips, "figure": figure, "over": over,
                "size": self.figure_size(str(n), figure)}

    @staticmethod
    def figure_size(text: str, box: pygame.Rect) -> int:
        """The bold size at which ``text`` fits ``box`` (the ink of its digits), from 38 down
        to 28 px."""
        floor = _size_for_px(NUMBER_MIN_PX)
        for size in range(38, floor - 1, -1):
            f = assets.font("bold", size)
            if f.size(text)[0] <= box.w and ink_top(f, text)[1] <= box.h:
                return size
        return floor

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect
        border = assets.GOLD if self.active else (255, 255, 255, 60)
        surface.blit(assets.panel(r.size, (8, 28, 18, 215), 12, border, 2), r)
        if self.flash > 0:
            a = int(140 * self.flash)
            surface.blit(assets.panel(r.size, self.flash_colour + (a // 8 * 8,), 12), r)
        n = self.shown
        P = self.parts(n)
        surface.blit(assets.text("bold", 16, self.label, assets.MUTED), P["label"])
        colour = self.flash_colour if self.flash > 0.3 else self.colour
        if self.maximum is not None and n >= self.maximum:
            colour = assets.GOLD
        box, text = P["figure"], str(n)
        num = assets.text("bold", P["size"], text, colour)
        top, ih = ink_top(assets.font("bold", P["size"]), text)
        y = box.centery - top - ih // 2              # the digits' ink in the middle of the box
        surface.blit(num, (box.x if self.pips else box.right - num.get_width(), y))
        if P["over"] is not None:
            surface.blit(assets.text("condbold", 15, "OVERLOAD", assets.GOLD), P["over"])
        if self.pips and P["pips"].w > 0:
            pr = P["pips"]
            pw = pr.w / self.pips
            rad = max(2, min(int(pw / 2) - 1, pr.h // 2 - 1))
            for i in range(self.pips):
                filled = i < n
                col = (assets.GOLD if n >= self.pips else (110, 190, 255)) if filled else (50, 70, 60)
                pygame.draw.circle(surface, col, (int(pr.x + pw * i + pw / 2), pr.centery), rad)
