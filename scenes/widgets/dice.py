"""Dice that tumble and land on the value the engine rolled (``DiceRolled``).

The faces and a handful of pre-rotated frames are drawn once; a tumbling die
only picks among cached surfaces, it never rotates per frame. The tumble's own
randomness is cosmetic (a local ``random.Random``); the value comes from the
rules engine.

Shapes: a d6 is a square with pips; a d10 a kite (the face of a pentagonal
trapezohedron); a d20 a hexagon with its front triangle; any other die a
rounded square with the number. ``tint`` colours the body (e.g. attack red,
defence blue); the number is drawn in ink or white, whichever reads better.
"""
from __future__ import annotations

import math
import random
import zlib

import pygame

from scenes import assets

PIPS = {
    1: [(0.5, 0.5)],
    2: [(0.25, 0.25), (0.75, 0.75)],
    3: [(0.25, 0.25), (0.5, 0.5), (0.75, 0.75)],
    4: [(0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)],
    5: [(0.25, 0.25), (0.75, 0.25), (0.5, 0.5), (0.25, 0.75), (0.75, 0.75)],
    6: [(0.25, 0.22), (0.75, 0.22), (0.25, 0.5), (0.75, 0.5), (0.25, 0.78), (0.75, 0.78)],
}
ANGLES = (0, 18, 36, 54, 72)
_faces: dict[tuple, pygame.Surface] = {}
assets.on_reset(_faces.clear)


IVORY = (248, 246, 238)


def _shade(colour, k: float):
    return tuple(max(0, min(255, int(c * k))) for c in colour[:3])


def _ink_for(body) -> tuple:
    lum = 0.299 * body[0] + 0.587 * body[1] + 0.114 * body[2]
    return (30, 30, 40) if lum > 150 else (250, 250, 245)


def _polygon_die(s: pygame.Surface, pts, body, edge, facets=()) -> None:
    shadow = [(x + 2, y + 3) for x, y in pts]
    pygame.draw.polygon(s, (0, 0, 0, 80), shadow)
    pygame.draw.polygon(s, body, pts)
    for a, b in facets:                       # the edges of the neighbouring faces
        pygame.draw.line(s, _shade(body, 0.82), a, b, 2)
    pygame.draw.polygon(s, edge, pts, 2)


def die_face(value: int, size: int, angle: int = 0, sides: int = 6, tint=None) -> pygame.Surface:
    key = (value, size, angle, sides, tint)
    s = _faces.get(key)
    if s is not None:
        return s
    if angle:
        s = pygame.transform.rotozoom(die_face(value, size, 0, sides, tint), angle, 1.0)
    else:
        body = tuple(tint[:3]) if tint else IVORY
        edge = _shade(body, 0.72) if tint else (180, 170, 150)
        ink = _ink_for(body)
        s = pygame.Surface((size, size), pygame.SRCALPHA)
        r = s.get_rect().inflate(-4, -4)
        centre = r.center
        fsize = size // 2
        if sides == 10:
            # a kite: the face of a pentagonal trapezohedron, the number in its upper half
            top, right = (r.centerx, r.y), (r.right, r.y + r.h * 0.44)
            bottom, left = (r.centerx, r.bottom), (r.x, r.y + r.h * 0.44)
            inner = (r.centerx, r.y + r.h * 0.70)
            _polygon_die(s, [top, right, bottom, left], body, edge,
                         facets=((left, inner), (inner, right), (inner, bottom)))
            centre = (r.centerx, int(r.y + r.h * 0.43))
            fsize = int(size * 0.40)
        elif sides == 20:
            # a hexagon (the icosahedron's outline) with its front triangle
            cx, cy = r.center
            rad = r.w / 2
            hexa = [(cx + rad * math.cos(math.radians(90 + 60 * i)),
                     cy - rad * math.sin(math.radians(90 + 60 * i))) for i in range(6)]
            tri = [(cx, cy - rad * 0.62), (cx + rad * 0.60, cy + rad * 0.42), (cx - rad * 0.60, cy + rad * 0.42)]
            facets = [(tri[0], hexa[0]), (tri[1], hexa[4]), (tri[2], hexa[2]),
                      (tri[0], tri[1]), (tri[1], tri[2]), (tri[2], tri[0])]
            _polygon_die(s, hexa, body, edge, facets=facets)
            pygame.draw.polygon(s, _shade(body, 1.06), tri)
            centre = (cx, int(cy + rad * 0.08))
            fsize = int(size * 0.34)
        else:
            pygame.draw.rect(s, (0, 0, 0, 80), r.move(2, 3), border_radius=size // 6)
            pygame.draw.rect(s, body, r, border_radius=size // 6)
            pygame.draw.rect(s, edge, r, 2, border_radius=size // 6)
        if sides == 6 and value in PIPS:
            for fx, fy in PIPS[value]:
                pygame.draw.circle(s, ink, (r.x + fx * r.w, r.y + fy * r.h), max(3, size // 11))
        else:
            t = assets.font("bold", max(8, fsize)).render(str(value), True, ink)
            s.blit(t, t.get_rect(center=centre))
    s = assets._convert(s)
    _faces[key] = s
    return s


class Die:
    TUMBLE = 0.9

    def __init__(self, label: str, home: tuple[int, int], size: int = 64, sides: int = 6, tint=None):
        self.label, self.home, self.size, self.sides, self.tint = label, home, size, sides, tint
        self.value: int | None = None
        self.queue: list[int] = []
        self.t = 0.0
        self.rolling = False
        self.face = 1
        self.angle = 0
        self.pos = home
        self._rng = random.Random(zlib.crc32(label.encode()))
        self._next_face = 0.0
        self.settle = 0.0      # time since landing (for the little pop)

    def roll(self, value: int) -> None:
        self.queue.append(value)
        if not self.rolling:
            self._start()

    def _start(self) -> None:
        self.rolling = True
        self.t = 0.0
        self._next_face = 0.0

    @property
    def animating(self) -> bool:
        return self.rolling or self.settle < 0.35

    def update(self, dt: float) -> None:
        if not self.rolling:
            self.settle += dt
            return
        self.t += dt
        if self.t < 0:            # the pause between a tie and its re-roll
            return
        k = min(1.0, self.t / self.TUMBLE)
        # an arc in from the left with two bounces, slowing down
        hx, hy = self.home
        x = hx - 70 * (1 - k) ** 2
        bounce = abs(math.sin(k * math.pi * 2.5)) * 26 * (1 - k)
        self.pos = (x, hy - bounce)
        self._next_face -= dt
        if self._next_face <= 0 and k < 0.85:
            self.face = self._rng.randint(1, self.sides)
            self.angle = self._rng.choice(ANGLES)
            self._next_face = 0.05 + 0.12 * k
        if k >= 0.85:
            self.face = self.queue[0]
            self.angle = 0
        if self.t >= self.TUMBLE:
            self.value = self.queue.pop(0)
            self.face, self.angle, self.pos = self.value, 0, self.home
            self.settle = 0.0
            if self.queue:
                self.t = -0.45          # a short pause to read the result, then the re-roll
                self.rolling = True
            else:
                self.rolling = False

    def draw(self, surface: pygame.Surface) -> None:
        if self.value is None and not self.rolling:
            return
        size = self.size
        if not self.rolling and self.settle < 0.35:
            size = int(self.size * (1 + 0.12 * math.sin(self.settle / 0.35 * math.pi)))
        img = die_face(self.face, self.size, self.angle, self.sides, self.tint)
        if size != self.size:
            img = die_face(self.face, size, 0, self.sides, self.tint)
        surface.blit(img, img.get_rect(center=(int(self.pos[0]), int(self.pos[1]))))
        if self.label:
            lab = assets.text("condbold", 23, self.label, assets.SOFT)
            surface.blit(lab, lab.get_rect(midtop=(self.home[0], self.home[1] + self.size // 2 + 6)))


class DiceTray:
    """One die per seat in a zone; ``roll(seat, value)`` from ``DiceRolled`` events."""

    def __init__(self, rect, labels: list[str], size: int = 60):
        self.rect = pygame.Rect(rect)
        n = max(1, len(labels))
        self.dice = [Die(lab, (int(self.rect.x + self.rect.w * (i + 0.5) / n), self.rect.centery - 10), size)
                     for i, lab in enumerate(labels)]
        self.caption = ""

    def relabel(self, labels: list[str]) -> None:
        for d, lab in zip(self.dice, labels):
            d.label = lab

    def roll(self, index: int, value: int, sides: int = 6) -> None:
        if 0 <= index < len(self.dice):
            self.dice[index].sides = sides
            self.dice[index].roll(value)

    @property
    def animating(self) -> bool:
        return any(d.animating for d in self.dice)

    def update(self, dt: float) -> None:
        for d in self.dice:
            d.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        if all(d.value is None and not d.rolling for d in self.dice):
            return
        for d in self.dice:
            d.draw(surface)
        if self.caption:
            t = assets.text("sans", 23, self.caption, assets.MUTED)
            surface.blit(t, t.get_rect(midtop=(self.rect.centerx, self.rect.y)))
