"""The Nine's countdowns at the table, and the two things that keep them fair (rulings 37-39 of
docs/rulings/thenine.md):

- the clock: the table counts real seconds from ``ruleset.timer(state)`` and submits ``TimeUp()``
  for the seat when it reaches zero. It stands still while an action's beats play, while the
  answer window is open (``timer()`` is None; the same countdown, same ``id``, resumes), behind the
  hot-seat curtain, while a card is read (the zoom, a pile's grid) and while a menu is open (the Esc
  menu, a card's menu): ``pause_reason``. The words under the ring say why it stands still.
- the guard: for ``TIMEOUT_GUARD`` seconds after a time-out a click, a drop or a button's key does
  nothing, and no button is drawn under the pointer: the buttons of the next step appear where the
  old ones were, and a click meant for Attack must never place a bid.
- the unasked answer: a human at the screen whose only answer to the opponent's Event is to let it
  resolve (no counter they could play) is not asked. The window opens as always (ruling 6: the
  other seat sees the same window and the same curtain), the banner says there is nothing to
  answer with, and after ``ANSWER_HOLD`` seconds (times the pace) the table lets it resolve with
  the same ``Pass`` a player would choose. A computer's answer comes after the same hold.

Computer seats act at a pace that quickens as their time runs out (``bot_pace``).
Part of :class:`scenes.games.thenine.table.TheNineTable` (a mixin); nothing here decides a rule.
"""
from __future__ import annotations

import math

from game.core.contract import TimeUp
from game.thenine.actions import Pass
from scenes.widgets.overlays import CardGridScene, CurtainScene, ZoomScene
from scenes.table.choreo import PACES

BOT_PACE = 0.8
#: seconds after a time-out in which a click, a drop or a key does nothing
TIMEOUT_GUARD = 0.5
#: seconds the table shows "nothing to answer with" before it lets the Event resolve (x the pace)
ANSWER_HOLD = 1.5
#: why the ring stands still, in the words under it
PAUSED = {"answer": "paused: an Event is being answered",
          "reading": "paused while a card is read",
          "menu": "paused while a menu is open",
          "curtain": "paused behind the curtain"}
PAUSED_SHORT = {"answer": "paused: an answer", "reading": "paused: reading", "menu": "paused: menu",
                "curtain": "paused: curtain"}
PASS = Pass()


class NineClock:
    """Part of :class:`scenes.games.thenine.table.TheNineTable` (a mixin)."""

    def _init_clock(self):
        self.clock: dict = {"id": None, "left": 0.0, "total": 0.0, "seat": None, "expiry": "",
                            "running": False, "paused": ""}
        self.timeups = 0
        self.guard = 0.0              # seconds left in which input does nothing (after a time-out)
        self.pointer = (-1, -1)       # where the pointer was last seen
        self.unasked = 0.0            # how long the "nothing to answer with" banner has shown

    # ------------------------------------------------------------------ the clock
    def pause_reason(self) -> str:
        """Why a countdown stands still now, besides the beats ("" = nothing stops it)."""
        top = self.app.top
        if self._curtain_pending or isinstance(top, CurtainScene):
            return "curtain"
        if top is not self:
            return "reading" if isinstance(top, (ZoomScene, CardGridScene)) else "menu"
        return ""

    def _tick_clock(self, dt: float):
        t = self.ruleset.timer(self.state)
        c = self.clock
        if t is None:
            c["running"] = False
            c["paused"] = "answer" if c["id"] is not None and self.view.get("phase") == "respond" else ""
            return
        if t["id"] != c["id"]:
            c.update(id=t["id"], left=float(t["seconds"]), total=float(t["seconds"]), seat=t["seat"],
                     expiry=t["expiry"])
        why = self.pause_reason()
        if why != c["paused"]:
            self.app.dirty = True
        c["paused"] = why
        c["running"] = not (why or self.beats_active or self.ruleset.outcome(self.state) is not None)
        if not c["running"]:
            return
        before = c["left"]
        c["left"] = max(0.0, c["left"] - dt)
        if math.ceil(before) != math.ceil(c["left"]):
            self.app.dirty = True
        if c["left"] <= 0:
            self._time_up(t)

    def _time_up(self, t: dict):
        seat = t["seat"]
        if TimeUp() not in self.ruleset.legal_actions(self.state, seat):
            return
        if self.drag.pressed:
            self.drag.cancel()
        self.target_mode = None
        self.timeups += 1
        who = "Your" if seat == self.view_seat and len(self.humans) == 1 else f"{self.short_name(seat)}'s"
        self.submit(TimeUp(), seat)
        self.guard = TIMEOUT_GUARD
        self.show_toast(f"Time is up! {who} countdown ran out: {t['expiry']}.", bad=False)

    @property
    def bot_pace(self) -> float:
        """Computer moves at a readable pace, quicker as its countdown runs out. A computer's answer
        to an Event takes ``ANSWER_HOLD`` (times the pace) whatever it holds, as a player's unasked
        one does: how soon it comes says nothing of its hand (a Hard search takes about a second)."""
        if self.view.get("phase") == "respond":
            return ANSWER_HOLD
        c = self.clock
        acting = self.ruleset.to_act(self.state)
        if c.get("running") and acting and c.get("seat") == acting[0]:
            return max(0.05, min(BOT_PACE, (c["left"] - 2.5) / 5))
        return BOT_PACE

    # ------------------------------------------------------------------ the guard
    @property
    def guarded(self) -> bool:
        """A time-out has just happened: input does nothing yet."""
        return self.guard > 0

    def guarded_call(self, fn):
        """A button's action that does nothing while :attr:`guarded` (a click, its key, the focus cursor)."""
        def call():
            if not self.guarded:
                fn()
        return call

    def hidden_button(self, b) -> bool:
        """A button that appeared under the pointer during the guard is not drawn yet."""
        return self.guarded and b.rect.collidepoint(self.pointer)

    def _tick_guard(self, dt: float):
        if self.guard > 0:
            self.guard = max(0.0, self.guard - dt)
            if not self.guard:
                self.app.dirty = True

    # ------------------------------------------------------------------ the unasked answer
    def nothing_to_answer(self) -> bool:
        """The human at the screen may only let the opponent's Event resolve (self.legal is
        already empty while beats play, behind the curtain and when it is not their move)."""
        return self.view.get("phase") == "respond" and self.legal == [PASS]

    def _tick_unasked(self, dt: float):
        if not self.nothing_to_answer() or self.app.top is not self or self.busy:
            self.unasked = 0.0
            return
        self.unasked += dt
        if self.unasked >= ANSWER_HOLD * PACES.get(self.pace, 1.0):
            self.unasked = 0.0
            self.submit(PASS)
