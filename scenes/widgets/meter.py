"""A bar for a value between 0 and a maximum (health, energy) that slides to its new value.

The value model and the drawing are separate: one :class:`Meter` per character keeps the
shown value, and the table draws it into whatever rectangle that character occupies now
(the big card's bar, or a small bench tile). A loss leaves a pale trail that catches up
after a short pause, so a hit can be read after it happened; a gain fills at once.
Only plain rectangles are drawn per frame; the text is cached by :mod:`scenes.assets`.
"""
from __future__ import annotations

import pygame

from scenes import assets


class Meter:
    __slots__ = ("value", "maximum", "target", "start", "t", "duration", "trail", "trail_wait", "flash")

    def __init__(self, value: float, maximum: float, duration: float = 0.55):
        self.maximum = max(1.0, float(maximum))
        self.value = self.target = self.start = float(value)
        self.t = self.duration = duration
        self.trail = float(value)          # where the pale trail ends (>= value after a loss)
        self.trail_wait = 0.0
        self.flash = 0.0

    def set(self, value: float, instant: bool = False) -> None:
        value = float(value)
        if instant:
            self.value = self.target = self.start = self.trail = value
            self.t = self.duration
            self.trail_wait = self.flash = 0.0
            return
        if value == self.target:
            return
        if value < self.target:
            self.trail = max(self.trail, self.value)
            self.trail_wait = 0.45
        self.flash = 1.0
        self.start, self.target, self.t = self.value, value, 0.0

    @property
    def animating(self) -> bool:
        return self.t < self.duration or self.trail > self.value + 0.01 or self.flash > 0

    def update(self, dt: float) -> None:
        if self.t < self.duration:
            self.t = min(self.duration, self.t + dt)
            k = 1 - (1 - self.t / self.duration) ** 2
            self.value = self.start + (self.target - self.start) * k
        if self.trail > self.value:
            if self.trail_wait > 0:
                self.trail_wait -= dt
            else:
                self.trail = max(self.value, self.trail - self.maximum * dt * 0.9)
        else:
            self.trail = self.value
        if self.flash > 0:
            self.flash = max(0.0, self.flash - dt * 1.6)

    @property
    def shown(self) -> int:
        return int(round(self.value))

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, colour, *, label: str = "",
             text: bool = True, size: int = 18, back=(12, 18, 16)) -> None:
        r = pygame.Rect(rect)
        pygame.draw.rect(surface, back, r, border_radius=min(8, r.h // 2))
        inner = r.inflate(-4, -4)
        k = max(0.0, min(1.0, self.value / self.maximum))
        kt = max(0.0, min(1.0, self.trail / self.maximum))
        if kt > k:
            tr = pygame.Rect(inner.x, inner.y, int(inner.w * kt), inner.h)
            pygame.draw.rect(surface, (236, 226, 200), tr, border_radius=min(6, inner.h // 2))
        if k > 0:
            fr = pygame.Rect(inner.x, inner.y, max(2, int(inner.w * k)), inner.h)
            col = colour
            if self.flash > 0.4:
                col = tuple(min(255, c + 70) for c in colour)
            pygame.draw.rect(surface, col, fr, border_radius=min(6, inner.h // 2))
        pygame.draw.rect(surface, (255, 255, 255), r, 1, border_radius=min(8, r.h // 2))
        if text and r.h >= 14:
            s = f"{self.shown} / {int(self.maximum)}"
            t = assets.text("condbold", size, s, assets.WHITE)
            shadow = assets.text("condbold", size, s, (0, 0, 0))
            c = (r.right - 10 - t.get_width() // 2, r.centery) if label else r.center
            surface.blit(shadow, shadow.get_rect(center=(c[0] + 1, c[1] + 1)))
            surface.blit(t, t.get_rect(center=c))
            if label:
                lt = assets.text("condbold", size, label, assets.WHITE)
                ls = assets.text("condbold", size, label, (0, 0, 0))
                surface.blit(ls, ls.get_rect(midleft=(r.x + 11, r.centery + 1)))
                surface.blit(lt, lt.get_rect(midleft=(r.x + 10, r.centery)))
