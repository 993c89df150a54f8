"""The Kongai table: the draft, then the double-blind duel, as a plan of the shared table
(:mod:`scenes.table.plan`: :class:`KongaiPlan`).

Draws only ``ruleset.view(state, seat)`` for the seat at the screen (``table.view``); every
possible choice comes from ``ruleset.legal_actions`` and every refusal (a dimmed button's reason,
a click on it) from ``ruleset.explain``. Nothing here decides a rule, and nothing reads a log
line: what a reveal shows comes from Kongai's typed events (game/kongai/events.py) through
``BEATS`` (beats.py) on the shared choreography, at the one pace setting; a click or Space
hurries it.

Screens (one table, by phase): the draft (draft.py; picks are public: no curtain), then the
duel (draw.py, centre.py): each player's active character large in the middle (you on the left),
the bench beside it, meters, defences and status chips; the range track and the reveal panel
between them; the choices at the bottom (moves.py; what the seat may do: acts.py; where the
tiles stand: shapes.py). Choices are hidden until both players have chosen: with two humans on
one screen each chooses behind a curtain, then both are revealed together and resolved beat by
beat. The log holds the lines of a reveal and tells each when its beat shows it.

Kongai is played by clicking: the plan takes the pointer itself (``motion``, ``release``,
``right_click``: buttons and tiles, no card is carried). Computer seats choose on the shared
table's worker thread (any computer seat that still has to choose thinks at once, also while a
human is choosing).

Layout: ``data/layouts/kongai.tmx`` (pN.* zones: p1 = the seat at the screen, on the left;
with two humans Player 1 stays on the left).
"""
from __future__ import annotations

import pygame

from game.core.contract import StatChanged, seat_name
from game.kongai.events import RangeSet, Revealed
from scenes.games.kongai import draw, moves, words
from scenes.games.kongai.acts import picker
from scenes.games.kongai.art import KongaiArt
from scenes.games.kongai.beats import BEATS
from scenes.games.kongai.shapes import bench_slots
from scenes.games.kongai.words import RULES_HINT, SIMULTANEOUS
from scenes.table.legal import Legal
from scenes.table.plan import Plan, count_down
from scenes.widgets.floaters import Floaters
from scenes.widgets.log import LogPanel
from scenes.widgets.meter import Meter
from scenes.widgets.overlays import CurtainScene
from scenes.widgets.tween import Tween, ease_in_out

#: the modes in the log's first line
MODES = {"3v3": "3 against 3", "5v5": "5 against 5", "5v5_items": "5 against 5 with items",
         "pax": "PAX: random teams of 3"}
#: what a hidden choice is, by phase (the hot-seat curtain says it)
CHOOSES = {"pick_start": "a starting character", "maneuver": "a maneuver (Close, Far or Pass)",
           "combat": "a move for the combat phase", "replace": "who comes in"}
#: seconds the table is still before the hot-seat curtain comes (as the shared table waits)


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


class KongaiPlan(Plan):
    """Kongai's part of the table: the characters as the beats show them (meters, the range, the
    reveal), the choices and tiles of the phase (``buttons``, ``tiles``), the half-made item
    pick (``item_sel``), and what the beats of the batch on show need. The shared table does
    the rest (the computers, undo, the end screen, the choreography)."""
    RULES_HINT = RULES_HINT
    BEATS = BEATS
    #: the mouse line of the help panel's controls (Kongai is played by clicking choices)
    CONTROLS = {"mouse": "Mouse: click a glowing choice · right-click reads it · arrows or a pad too"}
    banner_lines = 2
    #: the beats' caption has its own strip (centre.py), the banner keeps the prompt
    CAPTION_ZONE = "caption"
    #: seconds between two computer moves: a duel's choices come quicker than the shared pace
    #: (unless the show or a test set one)
    computer_pace = 0.5

    def __init__(self, table):
        super().__init__(table)
        if len(table.humans) != 1:
            table.near = 0                   # two humans (or none): Player 1 stays on the left
        self._near = table.near
        self.art = KongaiArt(table.layout.rect("p1.active").size)
        self.floaters = Floaters()
        # the characters as shown: their cards, meters and owners; who stands in the middle
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
        # the choices: buttons (Plan.buttons), clickable tiles (rect, kind, payload), the hover
        self.tiles: list[tuple[pygame.Rect, str, object]] = []
        self.hover_tile: tuple | None = None
        self.hover_btn = None
        self.item_sel: str | None = None
        self.panel_note = ""
        self.trace: list[tuple] = []              # what the beats showed (tests read it)
        self.bg: pygame.Surface | None = None
        self._bg_key = None
        self._warm: list = []                     # surfaces to render ahead, one per still frame
        self._roster: dict | None = None
        self._reveal_cache: tuple | None = None

    # ------------------------------------------------------------------ set-up and the view
    def make_log(self):
        """The log panel, holding back a reveal's lines until its beats show them."""
        return HeldLog(self.table.layout.rect("log"), "Log")

    def start(self) -> None:
        """The mode and the seats in the log (and, in PAX, that the teams were dealt)."""
        t = self.table
        v = t.view
        mode = MODES.get(v.get("mode"), v.get("mode"))
        t.log.add(f"Kongai, {mode}: " + " against ".join(self.plate_name(s) for s in (0, 1)) + ".", "Kongai")
        if v.get("mode") == "pax" and not t.actions:
            t.log.add("Each player was dealt 3 random characters from the 16: no draft, no items.", "PAX rules")

    def place(self, events, animate: bool) -> None:
        """Catch up with the view: the characters and their meters (sliding when ``animate``),
        who is active, the range; what a reveal showed is put away."""
        v = self.table.view
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

    def _index_chars(self, v: dict, animate: bool, meters: bool = True) -> None:
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

    def legal_changed(self) -> None:
        """The choices and tiles of the phase. The draft's picks are public: there the legal
        actions are the picking human's (whoever sits at the screen), never behind a curtain."""
        t = self.table
        if t.view.get("phase") in ("draft", "items"):
            seat = picker(self)
            t.legal = t.ruleset.legal_actions(t.state, seat) if seat is not None and not t.beats_active else []
            t.legal_moves = Legal(t.legal)
        moves.build_ui(self)

    def turn_table(self) -> None:
        """Hot seat: the layout stays (with two humans Player 1 stays on the left), the choices change."""
        t = self.table
        if len(t.humans) == 1 and t.view_seat is not None:
            self._near = t.near
        else:
            t.near = self._near
        self.hover_btn = None
        self.hover_tile = None
        self.item_sel = None

    def on_uncover(self) -> None:
        """A lesson's caption went: the choices again."""
        self.table.app.dirty = True
        self.table.refresh_legal()

    def bot_key(self, seat: int):
        """A computer's choice stays good while the phase is the same (the other seat locking in
        its hidden choice changes nothing it could see)."""
        v = self.table.view
        return (seat, v.get("turn"), v.get("phase"), (v.get("draft") or {}).get("next"))

    # ------------------------------------------------------------------ hot seat
    def show_curtain(self) -> bool:
        """The hot-seat curtain is due: in the draft (public picks) the screen simply goes to the
        picker; in the duel the next human chooses in secret while the other looks away."""
        t = self.table
        acting = [s for s in t.ruleset.to_act(t.state) if s in t.humans]
        if not acting:
            t._curtain_pending = False
            t.refresh_legal()
            return True
        if t.view.get("phase") in ("draft", "items"):
            t._curtain_pending = False
            t.set_view_seat(acting[0])
            return True
        nxt = acting[0]
        other = next((h for h in t.humans if h != nxt), None)

        def ready():
            t._curtain_pending = False
            t.set_view_seat(nxt)

        what = CHOOSES.get(t.view.get("phase"), "a move")
        look = f"{t.short_name(other)}, please look away. " if other is not None else ""
        sub = (f"{look}{t.short_name(nxt)} chooses {what} in secret. Nothing is revealed until both "
               "players have chosen; then both choices are shown together.")
        t.app.push(CurtainScene(t.app, f"{t.short_name(nxt)}, choose", sub, ready,
                                button=f"I'm {t.short_name(nxt)} — show my choices"))
        return True

    def curtain_subtitle(self, seat: int) -> str:
        """Who chooses in secret."""
        return f"{self.table.short_name(seat)} chooses in secret."

    # ------------------------------------------------------------------ events -> beats
    def on_submitted(self) -> None:
        """The lines of this action wait in the log for its beats."""
        self.item_sel = None
        self.table.log.release()
        self.table.log.holding = True

    def on_events(self, events) -> bool:
        """Play the batch's beats (BEATS) here: the log tells each held line when the beat of the
        event after it starts; then the table takes the fresh view. With two humans, the next
        hidden choice waits behind the curtain."""
        t = self.table
        if t.beats_active:
            t.choreo.hurry()
        # the log panel's held lines are the batch's Logged events, in order: their places
        # tell which beat releases them (the lines themselves are never read here)
        self.log_at = list(t.log_positions)
        self.log_told = 0
        self.batch_pos = {id(e): i for i, e in enumerate(events)}
        self.revealing = self.in_reveal = any(isinstance(e, Revealed) for e in events)
        phase = next((e.phase for e in events if isinstance(e, Revealed)), None)
        self.quiet = phase == "maneuver" and not any(isinstance(e, (RangeSet, StatChanged)) for e in events)
        self.move = self.order = self.last_hit = self.poison = self.cost_beat = None
        self.turn_over = False
        if self.revealing:
            t.view = new = t.ruleset.view(t.state, t.view_seat)
            self._index_chars(new, True, meters=False)
        t.choreo.set_pace(t.pace)
        t.choreo.play(events, self.BEATS, self)
        t.choreo.then(self._settle)
        t.refresh_legal()
        t.choreo.update(0.0)          # the first beat starts with the move (all of them at instant pace)
        if len(t.humans) >= 2 and t.ruleset.outcome(t.state) is None:
            acting = [s for s in t.ruleset.to_act(t.state) if s in t.humans]
            if acting and t.view.get("phase") in SIMULTANEOUS and (self.revealing or t.view_seat not in acting):
                t._curtain_pending = True
                t.refresh_legal()
        return True

    def _settle(self) -> None:
        self.table.log.release()
        self.revealing = self.in_reveal = False
        self.table.sync(animate=True)

    # ------------------------------------------------------------------ time
    def moving(self) -> bool:
        """The meters, the range marker, a lunge or a slide still move."""
        return (any(m.animating for m in self.hp.values()) or any(m.animating for m in self.en.values())
                or not self.range_pos.done or any(not tw.done for tw in self.lunge.values())
                or any(not tw.done for tw in self.slide.values()))

    def holding(self) -> bool:
        """Floating numbers and a hit's flash want frames (nobody waits for them)."""
        return self.floaters.animating or bool(self.flash)

    def animate(self, dt: float) -> None:
        """Meters, the range, lunges, slides, floaters and flashes; one face rendered ahead."""
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
        for tw in list(self.lunge.values()) + list(self.slide.values()):
            if not tw.done:
                tw.update(dt)
        self.floaters.update(dt)
        count_down(self.flash, dt)

    def on_finish(self) -> None:
        """The table is made still for a picture (``TableScene.finish_animations``): floaters and
        flashes go, every button and face is rendered now (a screenshot shows the whole panel)."""
        self.floaters.clear()
        self.flash.clear()
        for b in self.buttons:
            b._surface(b.state())
        while self._warm:
            self._warm.pop()()

    def _plan_warm(self) -> None:
        """Faces to render ahead (one per frame while little else happens): every character's
        card and bench tile, so a switch or a knock-out never renders one mid-animation."""
        t = self.table
        size = t.layout.rect("p1.active").size
        todo = []
        for s in (0, 1):
            team = t.view[seat_name(s)]["team"]
            for c in team:
                todo.append(lambda c=c: self.art.card(c, size))
                for r in bench_slots(t.zone(s, "bench"), max(1, len(team) - 1))[:1]:
                    todo.append(lambda c=c, r=r: self.art.tile(c, r.size))
        self._warm = todo

    def on_hurry(self) -> None:
        """After a hurry the meters jump to their values too."""
        for m in list(self.hp.values()) + list(self.en.values()):
            m.set(m.target, instant=True)
        self.table.app.dirty = True

    # ------------------------------------------------------------------ drawing
    def prompt(self) -> tuple[str, bool]:
        """The banner (words.py)."""
        return words.prompt(self)

    def draw(self, surface: pygame.Surface) -> None:
        """The table (draw.py)."""
        draw.draw(self, surface)

    def focus_help_rect(self) -> pygame.Rect:
        """The help panel under the log: its foot shows the buttons of the device used last."""
        return self.table.layout.rect("help")

    def toast_rect(self) -> pygame.Rect:
        """Refusals show over the caption strip."""
        return self.table.layout.rect("caption").inflate(0, 20)

    # ------------------------------------------------------------------ input
    def handle(self, event) -> None:
        """A press that hurries the beats does nothing else (its release is not a click)."""
        if event.type == pygame.MOUSEBUTTONDOWN:
            self._hurried = self.table.beats_active
        return None

    def motion(self, pos) -> bool:
        """Light the button and the tile under the pointer (nothing is carried at this table)."""
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
        ht = next(((k, pay) for r, k, pay in self.tiles if r.collidepoint(pos)), None)
        if ht != self.hover_tile:
            self.hover_tile = ht
            changed = True
        if changed:
            self.table.app.dirty = True
        return True

    def release(self, pos) -> bool:
        """A click: a button or a tile (see ``_click_at``)."""
        self._click_at(pos, 1)
        return True

    def right_click(self, pos) -> None:
        """Read the character under the pointer."""
        self._click_at(pos, 3)

    def _click_at(self, pos, button: int) -> None:
        t = self.table
        if self._hurried or t.beats_active:
            self._hurried = False
            t.hurry()
            return
        if button == 1:
            for b in self.buttons:
                if b.hit(pos):
                    if b.enabled:
                        b.click()
                    elif b.reason:
                        t.show_toast(b.reason)
                    return
        for r, kind, payload in self.tiles:
            if r.collidepoint(pos):
                moves.tile_click(self, kind, payload, button)
                return

    def key(self, event) -> bool:
        """A choice's key (1-4, R, S, I, C, F, P): take it, or say why not."""
        for b in self.buttons:
            if b.key is not None and b.key == event.key and b.visible:
                if b.enabled:
                    b.click()
                elif b.reason:
                    self.table.show_toast(b.reason)
                return True
        return False

    def focus_items(self) -> list:
        """The tiles a click would act on, the choice buttons, then the other tiles (moves.py)."""
        return moves.focus_items(self)
