"""Counters that tick towards their new value (HP, DKP) and flash on change."""
from __future__ import annotations

import pygame

from scenes import assets


class Counter:
    def __init__(self, rect, label: str, value: int, *, maximum: int | None = None,
                 pips: int = 0, duration: float = 0.7, colour=(236, 236, 226)):
        self.rect = pygame.Rect(rect)
        self.label, self.maximum, self.pips = label, maximum, pips
        self.value = float(value)
        self.target = value
        self.start = float(value)
        self.duration = duration
        self.t = duration
        self.flash = 0.0
        self.flash_colour = assets.WHITE
        self.colour = colour
        self.active = False         # highlighted (e.g. whose turn)

    def set(self, value: int, instant: bool = False) -> None:
        if value == self.target and (instant or self.t >= self.duration):
            if instant:
                self.value = float(value)
            return
        if instant:
            self.value = self.start = float(value)
            self.target = value
            self.t = self.duration
            return
        self.flash_colour = assets.GREEN if value > self.target else assets.RED
        self.start, self.target, self.t = self.value, value, 0.0
        self.flash = 1.0

    @property
    def animating(self) -> bool:
        return self.t < self.duration or self.flash > 0

    def update(self, dt: float) -> None:
        if self.t < self.duration:
            self.t = min(self.duration, self.t + dt)
            k = self.t / self.duration
            k = 1 - (1 - k) ** 2
            self.value = self.start + (self.target - self.start) * k
        if self.flash > 0:
            self.flash = max(0.0, self.flash - dt * 1.4)

    @property
    def shown(self) -> int:
        if self.t >= self.duration:
            return int(self.target)
        step = 10 if abs(self.target - self.start) >= 100 else 1
        return int(round(self.value / step) * step)

    def draw_panel(self, surface: pygame.Surface) -> None:
        """The counter's panel (gold-edged while ``active``) and, after a change, its flash."""
        r = self.rect
        border = assets.GOLD if self.active else (255, 255, 255, 60)
        surface.blit(assets.panel(r.size, (8, 28, 18, 215), 12, border, 2), r)
        if self.flash > 0:
            a = int(140 * self.flash)
            surface.blit(assets.panel(r.size, self.flash_colour + (a // 8 * 8,), 12), r)

    def figure_colour(self, n: int):
        """The colour of the figure ``n``: the flash's early in a change, gold at the maximum."""
        if self.maximum is not None and n >= self.maximum:
            return assets.GOLD
        return self.flash_colour if self.flash > 0.3 else self.colour

    def pip_colour(self, i: int, n: int):
        """The colour of pip ``i`` when ``n`` are filled (all gold when every pip is)."""
        if i >= n:
            return (50, 70, 60)
        return assets.GOLD if n >= self.pips else (110, 190, 255)

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect
        self.draw_panel(surface)
        lab = assets.text("bold", 23, self.label, assets.MUTED)
        surface.blit(lab, (r.x + 12, r.y + 8))
        colour = self.figure_colour(self.shown)
        num = assets.text("bold", 40 if r.height >= 64 else 32, str(self.shown), colour, role="number")
        if self.pips:
            surface.blit(num, num.get_rect(midleft=(r.x + 12, r.centery + 10)))
            # pips: one per point, up to ``pips``
            n = self.shown
            pw = (r.width - 84) / self.pips
            for i in range(self.pips):
                cx = int(r.x + 76 + pw * i + pw / 2)
                cy = r.y + 18
                pygame.draw.circle(surface, self.pip_colour(i, n), (cx, cy), max(3, int(pw / 2) - 1))
            if self.maximum is not None and n >= self.maximum:
                t = assets.text("condbold", 23, "OVERLOAD", assets.GOLD)
                surface.blit(t, t.get_rect(bottomright=(r.right - 10, r.bottom - 8)))
        else:
            surface.blit(num, num.get_rect(midright=(r.right - 14, r.centery + 8)))
