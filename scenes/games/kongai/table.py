"""The Kongai table: the draft, then the double-blind duel.

Draws only ``ruleset.view(state, seat)`` for the seat at the screen; every possible choice
comes from ``ruleset.legal_actions`` and every refusal (a dimmed button's reason, a click on
it) from ``ruleset.explain``. Nothing here decides a rule, and nothing reads a log line: what
a reveal shows comes from Kongai's typed events (game/kongai/events.py) through ``BEATS``
(beats.py) on the shared choreography, at the one pace setting; a click or Space hurries it.

Screens (one table, by phase): the draft (draft.py; picks are public: no curtain), then the
duel (draw.py): each player's active character large in the middle (you on the left), the
bench beside it, meters, defences and status chips; the range track and the reveal panel
between them; the choices at the bottom (moves.py). Choices are hidden until both players
have chosen: with two humans on one screen each chooses behind a curtain, then both are
revealed together and resolved beat by beat. The log holds the lines of a reveal and tells
each when its beat shows it.

Computer seats choose on a worker thread (TableScene's; here any computer seat that still has
to choose thinks at once, also while a human is choosing).

Layout: ``data/layouts/kongai.tmx`` (pN.* zones: p1 = the seat at the screen, on the left;
with two humans Player 1 stays on the left).
"""
from __future__ import annotations

import pygame

from game.core.contract import StatChanged, seat_name
from game.kongai.events import RangeSet, Revealed
from scenes.games.kongai.art import KongaiArt
from scenes.games.kongai.beats import BEATS
from scenes.games.kongai.centre import KongaiCentre
from scenes.games.kongai.draft import KongaiDraft
from scenes.games.kongai.draw import KongaiDraw
from scenes.games.kongai.moves import KongaiMoves, bench_slots
from scenes.games.kongai.words import RULES_HINT, SIMULTANEOUS, KongaiWords
from scenes.widgets.overlays import CurtainScene
from scenes.table.scene import TableScene
from scenes.widgets.choice import ChoiceButton
from scenes.widgets.floaters import Floaters
from scenes.widgets.log import LogPanel
from scenes.widgets.meter import Meter
from scenes.widgets.tween import Tween, ease_in_out

GAME = "kongai"


class HeldLog(LogPanel):
    """The log panel, holding back the lines of a reveal until its beats show them (the log
    must not tell what happens before the table has shown it)."""

    def __init__(self, rect, title: str = "Log"):
        super().__init__(rect, title)
        self.holding = False
        self.pending: list[tuple[str, str]] = []

    def add(self, text: str, rule: str = "") -> None:
        if self.holding:
            self.pending.append((text, rule))
        else:
            super().add(text, rule)

    def release(self, n: int | None = None) -> None:
        """Show the next ``n`` held lines (all when None, and stop holding)."""
        take = self.pending if n is None else self.pending[:n]
        self.pending = [] if n is None else self.pending[n:]
        for text, rule in take:
            LogPanel.add(self, text, rule)
        if n is None:
            self.holding = False


class KongaiTable(KongaiWords, KongaiDraw, KongaiCentre, KongaiDraft, KongaiMoves, TableScene):
    GAME = GAME
    RULES_HINT = RULES_HINT
    BEATS = BEATS
    #: the mouse line of the help panel's controls (Kongai is played by clicking choices)
    CONTROLS = {"mouse": "Mouse: click a glowing choice · right-click reads it · arrows or a controller also work"}
    bot_pace = 0.5
    banner_lines = 2
    def __init__(self, app, *, seats: list[str], seed: int, state=None, record=None, layout=None, **kw):
        super().__init__(app, seats=seats, seed=seed, state=state, record=record, layout=layout, **kw)
        if len(self.humans) != 1:
            self.near = 0                    # two humans (or none): Player 1 stays on the left
        L = self.layout
        self.art = KongaiArt(L.rect("p1.active").size)
        self.log = HeldLog(L.rect("log"), "Log")
        self.floaters = Floaters()
        self.hp: dict[str, Meter] = {}
        self.en: dict[str, Meter] = {}
        self.chars: dict[str, dict] = {}
        self.owner: dict[str, int] = {}
        self.shown_active: dict[int, str | None] = {0: None, 1: None}
        self.range_pos = Tween(0.0, 0.0, 0.01)
        self.ribbons: dict[int, tuple[str, tuple]] = {}
        self.lunge: dict[int, Tween] = {}
        self.slide: dict[int, Tween] = {}
        self.flash: dict[str, float] = {}
        self.stage: tuple | None = None          # (turn, phase) being revealed
        self.reveal_show: dict | None = None
        self.step_no: int | None = None
        # what the beats of the batch being shown need (reset by on_events)
        self.batch_pos: dict = {}
        self.log_at: list[int] = []
        self.log_told = 0
        self.revealing = self.in_reveal = self.quiet = self.turn_over = False
        self.move = self.order = self.last_hit = self.poison = self.cost_beat = None
        self.costs: list = []
        self._hurried = False
        self.buttons: list[ChoiceButton] = []
        self.info_buttons: list[ChoiceButton] = []
        self.tiles: list[tuple[pygame.Rect, str, object]] = []
        self.hover_tile: tuple | None = None
        self.hover_btn: ChoiceButton | None = None
        self.item_sel: str | None = None
        self.panel_note = ""
        self.trace: list[tuple] = []              # what the beats showed (tests read it)
        self.view: dict = {}
        self.legal: list = []
        self.bg: pygame.Surface | None = None
        self._bg_key = None
        self._warm: list = []                     # surfaces to render ahead, one per still frame
        self._roster: dict | None = None
        self._reveal_cache: tuple | None = None
        self.sync(animate=False)
        v = self.view
        mode = {"3v3": "3 against 3", "5v5": "5 against 5", "5v5_items": "5 against 5 with items",
                "pax": "PAX: random teams of 3"}.get(v.get("mode"), v.get("mode"))
        self.log.add(f"Kongai, {mode}: " + " against ".join(self.plate_name(s) for s in (0, 1)) + ".", "Kongai")
        if v.get("mode") == "pax" and not self.actions:
            self.log.add("Each player was dealt 3 random characters from the 16: no draft, no items.", "PAX rules")
        if self.actions:
            self.log.add(f"Resumed a saved game after {len(self.actions)} moves.", "Save file")
        if len(self.humans) >= 2:
            self._curtain_pending = True

    # ------------------------------------------------------------------ names
    def char_name(self, cid) -> str:
        c = self.chars.get(cid)
        return c["name"] if c else str(cid)

    # ------------------------------------------------------------------ syncing
    def sync(self, events=(), animate: bool = True):
        """Catch the table up with the view (meters slide when ``animate``)."""
        self.view = v = self.ruleset.view(self.state, self.view_seat)
        known = len(self.chars)
        self._index_chars(v, animate)
        if len(self.chars) != known and v["phase"] not in ("draft", "items"):
            self._plan_warm()
        for s in (0, 1):
            self.shown_active[s] = v[seat_name(s)]["active"]
        target = 0.0 if v["range"] == "close" else 1.0
        if not animate:
            self.range_pos = Tween(target, target, 0.01)
            self.range_pos.elapsed = 1.0
        elif self.range_pos.end != target:
            self.range_pos = Tween(self.range_pos.value, target, 0.7, ease_in_out)
        self.ribbons.clear()
        self.lunge.clear()
        self.slide.clear()
        self.reveal_show = None
        self.stage = None
        self.step_no = None
        self._reveal_cache = None
        if v["phase"] != "items":
            self.item_sel = None
        self.refresh_legal()

    def _index_chars(self, v: dict, animate: bool, meters: bool = True):
        for s in (0, 1):
            for c in v[seat_name(s)]["team"]:
                cid = c["id"]
                self.chars[cid] = c
                self.owner[cid] = s
                m = self.hp.get(cid)
                if m is None:
                    self.hp[cid] = Meter(c["health"], c["max_health"])
                    self.en[cid] = Meter(c["energy"], 100)
                elif meters:
                    m.set(c["health"], instant=not animate)
                    self.en[cid].set(c["energy"], instant=not animate)

    def set_view_seat(self, seat: int | None):
        """Hand the screen to ``seat`` (hot seat: the layout stays, the choices change)."""
        if self.beats_active:
            self.choreo.hurry()
        self.view_seat = seat
        if len(self.humans) == 1 and seat is not None:
            self.near = seat
        self.hover_btn = None
        self.hover_tile = None
        self.item_sel = None
        self.sync(animate=False)

    def refresh_legal(self):
        seat = self.view_seat
        acting = self.ruleset.to_act(self.state)
        if self.view.get("phase") in ("draft", "items"):
            # public picks: the screen belongs to whichever human picks now (no curtain)
            seat = self.picker()
            self.legal = (self.ruleset.legal_actions(self.state, seat)
                          if seat is not None and not self.beats_active else [])
        elif (seat is None or seat not in acting or self.seats[seat] != "human" or self._curtain_pending
                or self.beats_active):
            self.legal = []
        else:
            self.legal = self.ruleset.legal_actions(self.state, seat)
        self._build_ui()
        self.app.dirty = True

    def picker(self) -> int | None:
        """During the draft: the human seat that picks now, else None."""
        acting = self.ruleset.to_act(self.state)
        if self.view.get("phase") in ("draft", "items") and acting and self.seats[acting[0]] == "human":
            return acting[0]
        return None

    def _acting_seat(self) -> int | None:
        """The seat the clicks act for: the picker in the draft, else the seat at the screen."""
        return self.picker() if self.view.get("phase") in ("draft", "items") else self.view_seat

    def on_uncover(self):
        self.app.dirty = True
        self.refresh_legal()

    # ------------------------------------------------------------------ the bot driver
    def _bot_key(self, seat):
        """What a computer's choice was made for: a choice stays good while the phase is the
        same (the other seat locking in its hidden choice changes nothing it could see)."""
        v = self.view
        return (seat, v.get("turn"), v.get("phase"), (v.get("draft") or {}).get("next"))

    # ------------------------------------------------------------------ hot seat
    def _show_curtain(self):
        acting = [s for s in self.ruleset.to_act(self.state) if s in self.humans]
        if not acting:
            self._curtain_pending = False
            self.refresh_legal()
            return
        phase = self.view.get("phase")
        if phase in ("draft", "items"):
            # public picks: no curtain, the screen simply belongs to the picker
            self._curtain_pending = False
            self.set_view_seat(acting[0])
            return
        nxt = acting[0]
        other = next((h for h in self.humans if h != nxt), None)

        def ready():
            self._curtain_pending = False
            self.set_view_seat(nxt)

        what = {"pick_start": "a starting character", "maneuver": "a maneuver (Close, Far or Pass)",
                "combat": "a move for the combat phase", "replace": "who comes in"}.get(phase, "a move")
        look = f"{self.short_name(other)}, please look away. " if other is not None else ""
        sub = (f"{look}{self.short_name(nxt)} chooses {what} in secret. Nothing is revealed until both "
               "players have chosen; then both choices are shown together.")
        self.app.push(CurtainScene(self.app, f"{self.short_name(nxt)}, choose", sub, ready,
                                   button=f"I'm {self.short_name(nxt)} — show my choices"))

    def _show_end(self):
        super()._show_end()
        from scenes.widgets.overlays import EndScene
        top = self.app.top
        if isinstance(top, EndScene):
            top.reason = self.say(top.reason)

    def curtain_subtitle(self, seat: int) -> str:
        return f"{self.short_name(seat)} chooses in secret."

    # ------------------------------------------------------------------ events -> beats
    def on_submitted(self):
        self.item_sel = None
        self.log.release()
        self.log.holding = True          # the lines of this action wait for its beats

    def on_events(self, events):
        """Play the batch's beats (BEATS); the log tells each held line when the beat of the
        event after it starts; then the table takes the fresh view."""
        if self.beats_active:
            self.choreo.hurry()
        # the log panel's held lines are the batch's Logged events, in order: their places
        # tell which beat releases them (the lines themselves are never read here)
        self.log_at = list(self.log_positions)
        self.log_told = 0
        self.batch_pos = {id(e): i for i, e in enumerate(events)}
        self.revealing = self.in_reveal = any(isinstance(e, Revealed) for e in events)
        phase = next((e.phase for e in events if isinstance(e, Revealed)), None)
        self.quiet = phase == "maneuver" and not any(isinstance(e, (RangeSet, StatChanged)) for e in events)
        self.move = self.order = self.last_hit = self.poison = self.cost_beat = None
        self.turn_over = False
        if self.revealing:
            self.view = new = self.ruleset.view(self.state, self.view_seat)
            self._index_chars(new, True, meters=False)
        self.choreo.set_pace(self.pace)
        self.choreo.play(events, self.BEATS, self)
        self.choreo.then(self._settle)
        self.refresh_legal()
        self.choreo.update(0.0)          # the first beat starts with the move (all of them at instant pace)
        if len(self.humans) >= 2 and self.ruleset.outcome(self.state) is None:
            acting = [s for s in self.ruleset.to_act(self.state) if s in self.humans]
            if acting and self.view.get("phase") in SIMULTANEOUS and (self.revealing or self.view_seat not in acting):
                self._curtain_pending = True
                self.refresh_legal()

    def release_log(self, pos: int) -> None:
        """A beat for the event at ``pos`` starts: tell the held lines up to it (and the lines
        right after it, which say what it did)."""
        at = set(self.log_at)
        end = pos + 1
        while end in at:
            end += 1
        n = sum(1 for i in self.log_at if i < end)
        if n > self.log_told:
            self.log.release(n - self.log_told)
            self.log_told = n

    def _settle(self):
        self.log.release()
        self.revealing = self.in_reveal = False
        self.sync(animate=True)
    @property
    def busy(self) -> bool:
        return (self.beats_active or any(m.animating for m in self.hp.values())
                or any(m.animating for m in self.en.values()) or not self.range_pos.done
                or any(not t.done for t in self.lunge.values()) or any(not t.done for t in self.slide.values()))

    @property
    def animating(self) -> bool:
        return self.floaters.animating or bool(self.flash) or super().animating

    def animate(self, dt: float):
        if self._warm:
            self._warm.pop()()
        for m in self.hp.values():
            if m.animating:
                m.update(dt)
        for m in self.en.values():
            if m.animating:
                m.update(dt)
        if not self.range_pos.done:
            self.range_pos.update(dt)
        for t in list(self.lunge.values()) + list(self.slide.values()):
            if not t.done:
                t.update(dt)
        self.floaters.update(dt)
        for k in list(self.flash):
            self.flash[k] -= dt
            if self.flash[k] <= 0:
                del self.flash[k]

    def finish_animations(self):
        super().finish_animations()
        self.floaters.clear()
        self.flash.clear()
        for b in self.buttons:                       # a screenshot shows the whole panel
            b._surface(b.state())
        while self._warm:
            self._warm.pop()()

    def _plan_warm(self):
        """Faces to render ahead (one per frame while little else happens): every character's
        card and bench tile, so a switch or a knock-out never renders one mid-animation."""
        size = self.layout.rect("p1.active").size
        todo = []
        for s in (0, 1):
            for c in self.view[seat_name(s)]["team"]:
                todo.append(lambda c=c: self.art.card(c, size))
                for r in bench_slots(self.zone(s, "bench"), max(1, len(self.view[seat_name(s)]["team"]) - 1))[:1]:
                    todo.append(lambda c=c, r=r: self.art.tile(c, r.size))
        self._warm = todo

    def on_hurry(self):
        """After a hurry (TableScene.hurry): the meters jump to their values too."""
        for m in list(self.hp.values()) + list(self.en.values()):
            m.set(m.target, instant=True)
        self.app.dirty = True

    # ------------------------------------------------------------------ input
    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN:      # a click that hurries the beats does nothing else
            self._hurried = self.beats_active
        return super().handle(event)

    def _press(self, pos):
        pass

    def _release(self, pos):
        self._click(pos, 1)

    def _right_click(self, pos):
        self._click(pos, 3)

    def _motion(self, pos):
        changed = False
        hb = None
        for b in self.buttons:
            if b.motion(pos):
                changed = True
            if b.hover and b.visible:
                hb = b
        if hb is not self.hover_btn:
            self.hover_btn = hb
            changed = True
        ht = next(((k, p) for r, k, p in self.tiles if r.collidepoint(pos)), None)
        if ht != self.hover_tile:
            self.hover_tile = ht
            changed = True
        if changed:
            self.app.dirty = True

    def _click(self, pos, button):
        if self._hurried or self.beats_active:
            self._hurried = False
            self.hurry()
            return
        if button == 1:
            for b in self.buttons:
                if b.hit(pos):
                    if b.enabled:
                        b.click()
                    elif b.reason:
                        self.show_toast(b.reason)
                    return
        for r, kind, payload in self.tiles:
            if r.collidepoint(pos):
                self._tile_click(kind, payload, button)
                return

    def _key(self, event) -> bool:
        for b in self.buttons:
            if b.key is not None and b.key == event.key and b.visible:
                if b.enabled:
                    b.click()
                elif b.reason:
                    self.show_toast(b.reason)
                return True
        return False

    def toast_rect(self) -> pygame.Rect:
        return self.layout.rect("caption").inflate(0, 20)

