"""Tiny tweens: a value moving from a to b over a duration with an easing."""
from __future__ import annotations


def ease_out_cubic(t: float) -> float:
    t = 1.0 - t
    return 1.0 - t * t * t


def ease_in_out(t: float) -> float:
    return 3 * t * t - 2 * t * t * t


class Tween:
    """A float (or a tuple of floats) heading somewhere."""

    __slots__ = ("start", "end", "duration", "elapsed", "ease", "delay")

    def __init__(self, start, end, duration: float, ease=ease_out_cubic, delay: float = 0.0):
        self.start, self.end, self.duration, self.ease = start, end, max(1e-6, duration), ease
        self.elapsed = 0.0
        self.delay = delay

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration + self.delay

    def update(self, dt: float):
        self.elapsed += dt
        return self.value

    @property
    def progress(self) -> float:
        t = (self.elapsed - self.delay) / self.duration
        return 0.0 if t < 0 else 1.0 if t > 1 else t

    @property
    def value(self):
        k = self.ease(self.progress)
        if isinstance(self.start, tuple):
            return tuple(a + (b - a) * k for a, b in zip(self.start, self.end))
        return self.start + (self.end - self.start) * k
