"""A countdown drawn as a ring that shrinks as the seconds run out.

The ring is a band around a dial: full at the start, empty at zero, going clockwise
from twelve o'clock. The whole seconds left stand in the middle. The band is green,
turns amber in the last third and red in the last ``warn`` seconds (then the dial
pulses once a second). A stopped countdown (paused, e.g. while the opponent answers
an Event) is drawn dimmed with a pause mark; ``off`` draws an empty dial that says
there is no clock.

The widget only draws what it is told (``set(total, left)``); the table owns the
clock: it counts real seconds from the rules' ``timer(state)`` and submits the
expiry action. The band is a polygon recomputed per frame (a few dozen points; no
surface is rotated or scaled), the texts are cached by ``assets.text``.

A running countdown ticks (:mod:`scenes.sound`, "tick") as each of its last ``warn`` whole
seconds (3, 2, 1) comes up.
"""
from __future__ import annotations

import math

import pygame

from scenes import assets, sound

GREEN = (90, 200, 120)
AMBER = (240, 180, 60)
RED = (235, 70, 55)
TRACK = (20, 44, 30)


def ring_points(centre, outer: float, inner: float, fraction: float, steps: int = 72) -> list:
    """The band from twelve o'clock clockwise over ``fraction`` of the circle."""
    fraction = max(0.0, min(1.0, fraction))
    n = max(2, int(steps * fraction) + 1)
    cx, cy = centre
    pts_out, pts_in = [], []
    for i in range(n):
        a = -math.pi / 2 + 2 * math.pi * fraction * i / (n - 1)
        c, s = math.cos(a), math.sin(a)
        pts_out.append((cx + outer * c, cy + outer * s))
        pts_in.append((cx + inner * c, cy + inner * s))
    return pts_out + pts_in[::-1]


class CountdownRing:
    def __init__(self, centre, radius: int = 60, thickness: int = 12, warn: float = 3.0):
        self.centre = (int(centre[0]), int(centre[1]))
        self.radius, self.thickness, self.warn = radius, thickness, warn
        self.total = 1.0
        self.left = 0.0
        self.running = False
        self.off = False
        self._ticked: int | None = None       # the last second that ticked

    def set(self, total: float, left: float, running: bool = True) -> None:
        self.total = max(0.001, float(total))
        self.left = max(0.0, float(left))
        self.running = running
        self.off = False
        second = self.seconds
        if running and 0 < second <= self.warn and second != self._ticked:
            sound.play("tick")
        self._ticked = second

    def set_off(self) -> None:
        self.off = True
        self.running = False

    @property
    def seconds(self) -> int:
        """The whole seconds shown (10.0 .. 9.01 shows 10; 0 only at zero)."""
        return int(math.ceil(self.left - 1e-9)) if self.left > 0 else 0

    @property
    def warning(self) -> bool:
        return not self.off and self.left <= self.warn

    def colour(self):
        if self.warning:
            return RED
        if self.left <= self.total / 3:
            return AMBER
        return GREEN

    @property
    def rect(self) -> pygame.Rect:
        r = pygame.Rect(0, 0, 2 * self.radius + 8, 2 * self.radius + 8)
        r.center = self.centre
        return r

    def number_colour(self):
        """The seconds' colour: red in the last ``warn`` seconds, muted while stopped."""
        return RED if self.warning else (assets.WHITE if self.running else assets.MUTED)

    def draw_dial(self, surface: pygame.Surface) -> None:
        """The dial: its shadow, its face and the empty track of the band."""
        cx, cy = self.centre
        R = self.radius
        pygame.draw.circle(surface, (0, 0, 0), (cx + 2, cy + 4), R + 4)
        pygame.draw.circle(surface, (10, 28, 18), (cx, cy), R + 3)
        pygame.draw.circle(surface, TRACK, (cx, cy), R, self.thickness)

    def draw_band(self, surface: pygame.Surface, round_ends: bool = True) -> None:
        """The band of the time left (dimmed while stopped), with round ends unless told not."""
        cx, cy = self.centre
        R = self.radius
        col = self.colour()
        if not self.running:
            col = tuple(int(c * 0.55) for c in col)
        frac = self.left / self.total
        if frac > 0:
            pts = ring_points((cx, cy), R, R - self.thickness, frac, steps=max(24, R + 12))
            pygame.draw.polygon(surface, col, pts)
            if round_ends:
                mid = R - self.thickness / 2
                for a in (-math.pi / 2, -math.pi / 2 + 2 * math.pi * frac):
                    pygame.draw.circle(surface, col, (cx + mid * math.cos(a), cy + mid * math.sin(a)),
                                       self.thickness / 2)

    def draw(self, surface: pygame.Surface) -> None:
        cx, cy = self.centre
        R = self.radius
        self.draw_dial(surface)
        if self.off:
            t = assets.text("bold", max(23, R // 3), "no", assets.MUTED)
            surface.blit(t, t.get_rect(midbottom=(cx, cy + 2)))
            t = assets.text("bold", max(23, R // 3), "clock", assets.MUTED)
            surface.blit(t, t.get_rect(midtop=(cx, cy)))
            return
        self.draw_band(surface)
        if self.warning and self.running and self.left > 0:
            # a pulse once a second in the last seconds
            k = self.left - math.floor(self.left)
            pygame.draw.circle(surface, RED, (cx, cy), R - self.thickness - 3, max(1, int(4 * k)))
        num_col = self.number_colour()
        num = assets.text("bold", max(32, int(R * 0.78)), str(self.seconds), num_col, role="number")
        surface.blit(num, num.get_rect(center=(cx, cy - R // 10)))
        unit = assets.text("condbold", max(23, R // 4), "sec" if self.running else "paused", assets.SOFT)
        surface.blit(unit, unit.get_rect(midtop=(cx, cy + R // 3)))
