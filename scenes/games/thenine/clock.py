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
:class:`NineClock` is the plan's component (``plan.clock``) that keeps all of this, with the
ring and the words under it; nothing here decides a rule.
"""
from __future__ import annotations

import math

import pygame

from game.core.contract import TimeUp
from game.thenine.actions import Pass
from scenes import assets
from scenes.widgets.overlays import CardGridScene, CurtainScene, ZoomScene
from scenes.table.choreo import PACES
from scenes.widgets.countdown import CountdownRing
from scenes.table.plan import BOT_PACE

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
#: what a countdown's expiry does, in a few words (the ring's caption when the rules' words do not fit)
EXPIRY_SHORT = {"player": "then the phase ends", "attack": "then no attack", "defend": "then nobody blocks",
                "cleanup": "then nobody blocks"}
LABEL = 28                   # height of the timer zone's label line (23 px type)
CAPTION_PX = 23              # the words under the ring
RING_THICKNESS = 7


class NineClock:
    """The countdown of The Nine's table, its guard and its unasked answers: a component of
    :class:`scenes.games.thenine.table.TheNinePlan` (``plan.clock``), reading the table only
    through the plan's ``table`` services."""

    def __init__(self, plan):
        self.plan = plan
        #: the countdown on show: its ``id``, seconds ``left`` of ``total``, whose ``seat``, what
        #: its ``expiry`` does, whether it is ``running``, and why it is ``paused`` ("" = it is not)
        self.status: dict = {"id": None, "left": 0.0, "total": 0.0, "seat": None, "expiry": "",
                             "running": False, "paused": ""}
        self.timeups = 0
        self.guard = 0.0              # seconds left in which input does nothing (after a time-out)
        self.pointer = (-1, -1)       # where the pointer was last seen
        self.unasked = 0.0            # how long the "nothing to answer with" banner has shown
        self.ring: CountdownRing | None = None
        self.place()

    def place(self) -> None:
        """Put the ring in the layout's ``timer`` zone (again after the layout changed): under the
        zone's label, with the caption under it, or beside it when the zone is too short for both."""
        tz = self.plan.table.layout.rect("timer")
        line = assets.font("cond", CAPTION_PX).get_linesize()
        radius = min(tz.w - 20, tz.h - LABEL - line - 10) // 2
        if radius >= 30:
            self.ring = CountdownRing((tz.centerx, tz.y + LABEL + 2 + radius), radius, RING_THICKNESS)
            top = tz.y + LABEL + 4 + 2 * radius
            self.caption_rect = pygame.Rect(tz.x + 4, top, tz.w - 8, tz.bottom - top)
        else:
            radius = max(24, (tz.h - LABEL - 8) // 2)
            self.ring = CountdownRing((tz.x + 10 + radius, tz.y + LABEL + 2 + radius), radius, RING_THICKNESS)
            left = tz.x + 20 + 2 * radius
            self.caption_rect = pygame.Rect(left, tz.y + LABEL, tz.right - 6 - left, tz.h - LABEL - 2)

    def tick(self, dt: float) -> None:
        """A frame on the table's own seconds: the guard wears off, the countdown runs (or
        stands still, saying why), an unasked answer is let resolve after its hold."""
        self.tick_guard(dt)
        self.tick_clock(dt)
        self.tick_unasked(dt)

    # ------------------------------------------------------------------ the clock
    def pause_reason(self) -> str:
        """Why a countdown stands still now, besides the beats ("" = nothing stops it)."""
        t = self.plan.table
        top = t.app.top
        if t._curtain_pending or isinstance(top, CurtainScene):
            return "curtain"
        if top is not t:
            return "reading" if isinstance(top, (ZoomScene, CardGridScene)) else "menu"
        return ""

    def tick_clock(self, dt: float) -> None:
        """Count the rules' countdown down by ``dt`` while nothing stops it; at zero, :meth:`time_up`."""
        t = self.plan.table
        timer = t.ruleset.timer(t.state)
        c = self.status
        if timer is None:
            c["running"] = False
            c["paused"] = "answer" if c["id"] is not None and t.view.get("phase") == "respond" else ""
            return
        if timer["id"] != c["id"]:
            c.update(id=timer["id"], left=float(timer["seconds"]), total=float(timer["seconds"]), seat=timer["seat"],
                     expiry=timer["expiry"])
        why = self.pause_reason()
        if why != c["paused"]:
            t.app.dirty = True
        c["paused"] = why
        c["running"] = not (why or t.beats_active or t.ruleset.outcome(t.state) is not None)
        if not c["running"]:
            return
        before = c["left"]
        c["left"] = max(0.0, c["left"] - dt)
        if math.ceil(before) != math.ceil(c["left"]):
            t.app.dirty = True
        if c["left"] <= 0:
            self.time_up(timer)

    def time_up(self, timer: dict) -> None:
        """Submit ``TimeUp`` for the seat whose countdown ran out (when the rules list it), drop
        what was half done, start the guard and say so."""
        t = self.plan.table
        seat = timer["seat"]
        if TimeUp() not in t.ruleset.legal_actions(t.state, seat):
            return
        if t.drag.pressed:
            t.drag.cancel()
        self.plan.target_mode = None
        self.timeups += 1
        who = "Your" if seat == t.view_seat and len(t.humans) == 1 else f"{t.short_name(seat)}'s"
        t.submit(TimeUp(), seat)
        self.guard = TIMEOUT_GUARD
        t.show_toast(f"Time is up! {who} countdown ran out: {timer['expiry']}.", bad=False)

    def bot_pace(self) -> float:
        """Computer moves at a readable pace, quicker as its countdown runs out. A computer's answer
        to an Event takes ``ANSWER_HOLD`` (times the pace) whatever it holds, as a player's unasked
        one does: how soon it comes says nothing of its hand (a Hard search takes about a second)."""
        t = self.plan.table
        if t.view.get("phase") == "respond":
            return ANSWER_HOLD
        c = self.status
        acting = t.ruleset.to_act(t.state)
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

    def tick_guard(self, dt: float) -> None:
        """The guard wears off by ``dt``."""
        if self.guard > 0:
            self.guard = max(0.0, self.guard - dt)
            if not self.guard:
                self.plan.table.app.dirty = True

    # ------------------------------------------------------------------ the unasked answer
    def nothing_to_answer(self) -> bool:
        """The human at the screen may only let the opponent's Event resolve (the table's legal
        moves are already empty while beats play, behind the curtain and when it is not their move)."""
        t = self.plan.table
        return t.view.get("phase") == "respond" and t.legal == [PASS]

    def tick_unasked(self, dt: float) -> None:
        """After ``ANSWER_HOLD`` (times the pace) of nothing to answer with, let the Event resolve."""
        t = self.plan.table
        if not self.nothing_to_answer() or t.app.top is not t or t.busy:
            self.unasked = 0.0
            return
        self.unasked += dt
        if self.unasked >= ANSWER_HOLD * PACES.get(t.pace, 1.0):
            self.unasked = 0.0
            t.submit(PASS)

    # ------------------------------------------------------------------ the words under the ring
    def caption(self) -> str:
        """The words under (or beside) the ring at 23 px: what expiry does, or why the clock stands
        still; the shorter way of saying it when the long one does not fit ``caption_rect``
        (the reading panel's home has the long one, draw.py)."""
        r = self.caption_rect
        size = math.ceil(CAPTION_PX / assets.TYPE_SCALE)          # drawn at 23 px at least
        rows = max(1, r.h // assets.font("cond", size).get_linesize())
        texts = self.captions()
        for text in texts:
            if len(assets.wrap("cond", size, text, r.w)) <= rows:
                return text
        return texts[-1]

    def note(self) -> tuple[str, ...]:
        """The countdown in whole sentences for the reading panel's home (whose time, what running
        out does, why the ring stands still), longest first."""
        t = self.plan.table
        c = self.status
        if not t.view.get("timers", True):
            return ("Timers are off: take your time.",)
        if c.get("paused"):
            why = PAUSED.get(c["paused"], "paused")
            return (f"The countdown is {why}.", "The countdown is paused.")
        if t.ruleset.timer(t.state) is None:
            return ("No countdown now: the initiative choice, bids and answers are not timed.",
                    "Not timed now.")
        if t.beats_active:
            return ("The next countdown starts when this move has been shown.", "The countdown waits.")
        seat = c.get("seat")
        whose = "Your" if seat == t.view_seat and t.view_seat is not None else \
            f"{t.short_name(seat)}'s" if seat is not None else "The"
        end = f"When {whose.lower() if whose in ('Your', 'The') else whose} ring runs out, {c.get('expiry') or 'time is up'}."
        return (f"{end} It stands still while a card is read or a menu is open.", end)

    def captions(self) -> tuple[str, ...]:
        """Every way of saying :meth:`caption`, longest first."""
        t = self.plan.table
        c = self.status
        if not t.view.get("timers", True):
            return ("timers are off",)
        if c.get("paused"):
            return (PAUSED.get(c["paused"], "paused"), PAUSED_SHORT.get(c["paused"], "paused"))
        if t.ruleset.timer(t.state) is None:
            return ("order, bids and answers are not timed", "not timed")
        if t.beats_active:
            return ("starts when this move has been shown", "starts after this move")
        return (f"then {c.get('expiry') or ''}", EXPIRY_SHORT.get(t.view.get("phase"), "then time is up"))
