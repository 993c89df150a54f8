"""A timeline of beats: what an action did, shown one step after another.

A beat is a callable that starts something (cards slide, a number floats) and the
seconds to wait before the next beat starts. Tables turn the events of an action into
beats; ``skip()`` starts every remaining beat at once (a click to hurry things up).
"""
from __future__ import annotations

from collections import deque
from typing import Callable


class Beat:
    __slots__ = ("start", "duration", "caption")

    def __init__(self, start: Callable[[], None], duration: float, caption: str = ""):
        self.start, self.duration, self.caption = start, duration, caption


class Timeline:
    """Beats with lengths in seconds at normal pace; ``factor`` (the table sets it from the one
    pace setting, see scenes/table/choreo.py) stretches or shrinks every length, 0 = all at once."""

    def __init__(self):
        self.factor = 1.0
        self.started: list[Beat] = []
        self.queue: deque[Beat] = deque()
        self.current: Beat | None = None
        self.left = 0.0
        self.caption = ""
        self.on_done: Callable[[], None] | None = None

    def add(self, start: Callable[[], None], duration: float, caption: str = "") -> None:
        self.queue.append(Beat(start, duration, caption))

    @property
    def active(self) -> bool:
        return self.current is not None or bool(self.queue)

    def _begin(self, beat: Beat) -> None:
        self.current = beat
        self.started.append(beat)
        if beat.caption:
            self.caption = beat.caption
        beat.start()

    def update(self, dt: float) -> bool:
        """Advance by ``dt``; True when a beat started or the timeline finished."""
        if not self.active:
            return False
        changed = False
        self.left -= dt
        while self.left <= 0:
            if not self.queue:
                self._finish()
                return True
            beat = self.queue.popleft()
            self.left += beat.duration * self.factor
            self._begin(beat)
            changed = True
        return changed

    def skip(self) -> None:
        """Start every remaining beat now."""
        while self.queue:
            self._begin(self.queue.popleft())
        self._finish()

    def _finish(self) -> None:
        self.current = None
        self.left = 0.0
        self.caption = ""
        done, self.on_done = self.on_done, None
        if done is not None:
            done()
