"""One choreography for every table: a batch of typed events becomes timed beats.

A **beat** starts something a player should see (a card slides, a die rolls, a number floats
up, a caption appears) and then holds the table for a length measured in *beats*; one beat
lasts :data:`BEAT_SECONDS` times the pace factor. The **pace** is one setting for every table
(:data:`PACES`: slow, normal, fast, instant); at instant pace every beat starts at once.

A game says how its events look in its ``beats.py``: a mapping ``{EventClass: handler}``
where ``handler(table, event)`` adds beats with ``table.choreo.beat(...)`` (or adds
nothing). Handlers are found along the event's class hierarchy, so a game may handle the
shared ``CardMoved`` itself or leave it to a more general handler. Events no handler knows
are skipped (``Logged`` lines go to the log panel, not to beats).

A beat holds at least until its caption can be read: :func:`read_seconds` (0.6 s, plus 0.25 s
a word beyond three, at normal pace), scaled by the pace like the beat itself (instant: 0). A
beat may name the card that **acts** in it (``acting``: a card id, or a function giving a card id
or a rect once the beat has started; default: ``where``); ``on_beat(beat)`` (the table's recap,
:mod:`scenes.table.recap`) hears every beat that starts and ``on_beat(None)`` when the last ends.

A click or Space calls :meth:`Choreo.hurry`: every beat still waiting starts now.

Sound: with ``sound_of(event) -> name | None`` and ``on_sound(name)`` set (the table sets them,
see :mod:`scenes.sound`), an event's sound plays when the first beat it queued starts; the sound
of an event that queued no beat goes with the next beat of the batch (or plays at once).
"""
from __future__ import annotations

from collections import deque
from typing import Callable

#: seconds of one beat at normal pace
BEAT_SECONDS = 0.65
#: pace name -> factor on every beat's length (instant: every beat at once)
PACES = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}
DEFAULT_PACE = "normal"
#: a caption is read in READ_MIN seconds, plus READ_PER_WORD for every word beyond READ_FREE_WORDS
READ_MIN, READ_PER_WORD, READ_FREE_WORDS = 0.6, 0.25, 3


def read_seconds(caption: str) -> float:
    """Seconds a caption needs on screen at normal pace (0 for no caption):
    ``0.6 + 0.25 * max(0, words - 3)``."""
    words = len(str(caption or "").split())
    return READ_MIN + READ_PER_WORD * max(0, words - READ_FREE_WORDS) if words else 0.0


class Beat:
    """One step of the table's choreography: ``start`` runs when it begins, it holds for
    ``beats`` beats (at least its caption's reading time), shows ``caption`` near ``where`` and
    may name the ``acting`` card; ``at`` and ``held`` record when it began and how long it held."""
    __slots__ = ("start", "beats", "caption", "where", "sounds", "acting", "by", "at", "held")

    def __init__(self, start: Callable[[], None] | None, beats: float, caption: str, where, acting=None, by=None):
        self.start, self.beats, self.caption, self.where = start, beats, caption, where
        self.sounds: list[str] = []
        #: the card that acts in this beat (see the module's docstring); the seat whose move queued it
        self.acting, self.by = acting, by
        #: when it started on the choreography's clock, and how long it held the table (seconds)
        self.at, self.held = None, 0.0


class Choreo:
    """The beats of what happened, played one after another at the pace's speed."""

    def __init__(self, pace: str = DEFAULT_PACE):
        self.queue: deque[Beat] = deque()
        self.current: Beat | None = None
        self.left = 0.0
        self.caption = ""
        #: where the caption points (a zone name or card id), for tables that draw an arrow
        self.caption_at = None
        self.pace = pace if pace in PACES else DEFAULT_PACE
        #: every beat started so far (tests count them; a table may clear it)
        self.started: list[Beat] = []
        self._then: list[Callable[[], None]] = []
        #: the sound an event makes (None: silent) and what plays it (both None: no sound)
        self.sound_of: Callable[[object], str | None] | None = None
        self.on_sound: Callable[[str], None] | None = None
        #: a beat whose start raised: ``on_error(exc)`` (the table logs it); the beats still
        #: waiting are dropped and the view is shown, so a display problem never stops a game
        self.on_error: Callable[[Exception], None] | None = None
        #: hears every beat that starts, and None when the last one has ended (the table's recap)
        self.on_beat: Callable[[Beat | None], None] | None = None
        #: the seat whose move the beats queued now belong to (the table sets it with each move)
        self.by: int | None = None
        #: seconds of ``update`` so far (the beats' ``at``; tests read the schedule on it)
        self.clock = 0.0

    # -- building -------------------------------------------------------------
    def beat(self, start: Callable[[], None] | None = None, beats: float = 1.0, caption: str = "",
             where=None, acting=None) -> None:
        """Queue one beat: ``start()`` runs when its turn comes, then the table holds for
        ``beats`` beats, and at least until its caption can be read (:meth:`hold`; no caption
        and 0 beats: the next beat starts together with this one). ``acting``: the card that
        acts in it (default ``where``), which the table highlights where it lands."""
        self.queue.append(Beat(start, beats, caption, where, acting, self.by))

    def then(self, fn: Callable[[], None]) -> None:
        """Run ``fn`` once every queued beat has started and held (e.g. re-read the view)."""
        self._then.append(fn)
        if not self.active:
            self._finish()

    def play(self, events, handlers: dict, table) -> int:
        """Turn ``events`` into beats with the game's ``handlers``; returns how many beats
        were queued."""
        before = len(self.queue)
        pending: list[str] = []               # sounds of events that queued no beat yet
        for e in events:
            at = len(self.queue)
            for cls in type(e).__mro__:
                fn = handlers.get(cls)
                if fn is not None:
                    fn(table, e)
                    break
            if self.sound_of is not None:
                name = self.sound_of(e)
                if name and name not in pending:
                    pending.append(name)
                if pending and len(self.queue) > at:
                    self.queue[at].sounds.extend(pending)
                    pending = []
        if pending:
            if len(self.queue) > before:
                self.queue[-1].sounds.extend(pending)
            elif self.on_sound is not None:
                for name in pending:
                    self.on_sound(name)
        return len(self.queue) - before

    # -- running --------------------------------------------------------------
    @property
    def active(self) -> bool:
        """Whether a beat is playing or waiting: True until the last queued beat has held."""
        return self.current is not None or bool(self.queue)

    def seconds(self, beats: float) -> float:
        """Seconds ``beats`` beats last at this pace."""
        return beats * BEAT_SECONDS * PACES[self.pace]

    def hold(self, beat: Beat) -> float:
        """Seconds ``beat`` holds the table at this pace: its beats, and at least the time its
        caption needs (:func:`read_seconds`), both scaled by the pace (0 at instant)."""
        return max(beat.beats * BEAT_SECONDS, read_seconds(beat.caption)) * PACES[self.pace]

    def set_pace(self, pace: str) -> None:
        """Play the beats at ``pace`` (one of PACES) from now on; ValueError for anything else."""
        if pace not in PACES:
            raise ValueError(f"pace must be one of {', '.join(PACES)}, not {pace!r}")
        self.pace = pace

    def _begin(self, beat: Beat) -> None:
        self.current = beat
        beat.at = self.clock
        if beat.caption:
            self.caption, self.caption_at = beat.caption, beat.where
        self.started.append(beat)
        if beat.sounds and self.on_sound is not None:
            for name in beat.sounds:
                self.on_sound(name)
        if beat.start is not None:
            try:
                beat.start()
            except Exception as e:
                if self.on_error is None:
                    raise
                self.queue.clear()
                self.on_error(e)
        if self.on_beat is not None:
            self.on_beat(beat)

    def update(self, dt: float) -> bool:
        """Advance by ``dt`` seconds; True when a beat started or the last one ended. Every beat
        stays on for its whole :meth:`hold` (a frame's overshoot is not taken from the next)."""
        self.clock += dt
        if not self.active:
            return False
        changed = False
        self.left -= dt
        while self.left <= 0:
            if not self.queue:
                self._finish()
                return True
            beat = self.queue.popleft()
            beat.held = self.left = self.hold(beat)
            self._begin(beat)
            changed = True
        return changed

    def hurry(self) -> None:
        """Start every waiting beat now (a click or Space)."""
        while self.queue:
            self._begin(self.queue.popleft())
        self._finish()

    def _finish(self) -> None:
        self.current = None
        self.left = 0.0
        self.caption, self.caption_at = "", None
        if self.on_beat is not None:
            self.on_beat(None)
        todo, self._then = self._then, []
        for fn in todo:
            fn()

    def span(self, beats=None) -> float:
        """Seconds the given beats (default: every beat started so far) hold the table at this
        pace (:meth:`hold`)."""
        return sum(self.hold(b) for b in (self.started if beats is None else beats))
