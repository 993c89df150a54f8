"""Numbers and words that float up from a point and fade (damage, "-6 energy", "OUT").

Each floater renders its text once into its own surface; a frame only changes that
surface's alpha and position (nothing is re-rendered, rotated or scaled per frame).
"""
from __future__ import annotations

import pygame

from scenes import assets


class Floater:
    __slots__ = ("surf", "pos", "t", "duration", "rise", "delay")

    def __init__(self, surf, pos, duration, rise, delay):
        self.surf, self.pos, self.duration, self.rise, self.delay = surf, pos, duration, rise, delay
        self.t = 0.0


class Floaters:
    def __init__(self):
        self.items: list[Floater] = []

    def add(self, text: str, pos, colour=assets.WHITE, size: int = 34, duration: float = 1.2,
            rise: float = 60.0, delay: float = 0.0) -> None:
        f = assets.font("bold", size)
        body = f.render(text, True, colour)
        edge = f.render(text, True, (0, 0, 0))
        surf = pygame.Surface((body.get_width() + 4, body.get_height() + 4), pygame.SRCALPHA)
        for dx, dy in ((0, 0), (4, 0), (0, 4), (4, 4), (2, 0), (0, 2), (4, 2), (2, 4)):
            surf.blit(edge, (dx, dy))
        surf.blit(body, (2, 2))
        surf = assets._convert(surf)
        self.items.append(Floater(surf, (float(pos[0]), float(pos[1])), duration, rise, delay))

    @property
    def animating(self) -> bool:
        return bool(self.items)

    def update(self, dt: float) -> None:
        for f in self.items:
            f.t += dt
        self.items = [f for f in self.items if f.t < f.duration + f.delay]

    def clear(self) -> None:
        self.items.clear()

    def draw(self, surface: pygame.Surface) -> None:
        for f in self.items:
            k = (f.t - f.delay) / f.duration
            if k < 0:
                continue
            alpha = 255 if k < 0.6 else int(255 * (1 - (k - 0.6) / 0.4))
            f.surf.set_alpha(max(0, alpha))
            x, y = f.pos
            surface.blit(f.surf, f.surf.get_rect(center=(int(x), int(y - f.rise * min(1.0, k * 1.4)))))
