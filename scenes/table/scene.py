"""The table scene every game's table is built on: what every table does the same way.

- the game: ``ruleset``, ``state``, the action log (``actions``), seats (human /
  computer), the seed and options, the layout, autosave through :mod:`scenes.persist`;
- who sits at the screen (``view_seat``; None = a spectator of an all-computer table);
- ``submit(action, seat)``: apply through the ruleset (a refusal becomes a toast with the
  ruleset's reason), log it, autosave, then :meth:`on_events` animates what happened;
- computer seats: a worker thread chooses on a clone of the state, the move is applied
  at a readable pace (``bot_pace`` seconds apart), never blocking a frame;
- hot seat: a curtain between two human seats; the end screen with Rematch and, for an
  all-computer table (a booth's attract mode), a countdown to the next game;
- the banner (whose turn, what can be done: :meth:`prompt`) and the refusal toast;
- undo (Ctrl+Z, or the Undo button in the log's header): the seat at the screen takes back its
  own last move while nothing new became known since (``ruleset.undo_block`` says why not); the
  state is the action log replayed without it (the rules are deterministic), autosaved;
- the choreography (:mod:`scenes.table.choreo`): what an action did plays as beats at the one
  pace setting (``app.settings["pace"]``); a click or Space hurries it. A game's ``BEATS``
  (its ``beats.py``) turn its typed events into beats; ``legal_moves`` indexes the legal
  actions by card (:mod:`scenes.table.legal`);
- sound (:mod:`scenes.sound`): an event's sound plays as its beat starts; "turn", win and lose.

A game does not subclass the table: it supplies a plan (:mod:`scenes.table.plan`: the hooks the
table calls, the services it may use) and :func:`scenes.table.make.make_table` builds the table with
it. Input is :mod:`scenes.table.pointer`, the computer seats :mod:`scenes.table.computer`.
Nothing here decides a rule.
"""
from __future__ import annotations

import pygame

from game.ai.bots import make_bot
from game.core import registry, replays
from game.core.contract import IllegalAction, TimeUp, say_seats, seat_name
from scenes import persist, pictures, sound
from scenes.scene import Scene
from scenes.layout import load_layout
from scenes.widgets.overlays import EndScene
from scenes.table import panels
from scenes.table import computer, ending, pointer, undo
from scenes.table.choreo import DEFAULT_PACE, Choreo
from scenes.table.focus import button_items, card_item
from scenes.table.legal import Legal
from scenes.table.open_hands import OpenHands
from scenes.table.plan import BOT_PACE
from scenes.table.recap import Recap, TableNav
from scenes.table.sheets import Sheets
from scenes.widgets.dragdrop import DragController

TOAST_TIME = 4.0
#: with only computer seats (a booth's attract mode) the next game starts after this long
ATTRACT_SECONDS = 10.0


def _plan_fact(name: str, doc: str) -> property:
    """A table attribute read from its plan's attribute ``name`` (scenes/table/plan.py FACTS)."""
    return property(lambda self: getattr(self.plan, name), doc=doc)


class TableScene(Scene):
    """The table of one game (``GAME``) following its plan (``PLAN``, a :class:`scenes.table.plan.Plan`
    class; :func:`scenes.table.make.table_class` binds both)."""
    #: the game id (registry and layout name); set by each table
    GAME = ""
    #: the game's plan class (scenes/table/plan.py)
    PLAN = None
    bot_pace = BOT_PACE
    attract_seconds = ATTRACT_SECONDS
    #: the show (scenes/screens/kiosk.py): the audience sees every seat's cards (scenes/table/open_hands.py), and the
    #: table keeps only the newest log lines and started beats (None: everything, as at home)
    show_all_hands = False
    #: the table can draw every seat's hand in that seat's own place (the kiosk opens the hands
    #: only of such tables)
    draws_open_hands = False
    keep_log: int | None = None
    keep_beats: int | None = None
    keeps_records, _kept = True, False      # a finished or left game is kept as a replay, once (not in the kiosk)

    def __init__(self, app, *, seats: list[str], seed: int, state=None, record=None, layout=None,
                 options: dict | None = None):
        super().__init__(app)
        self.ruleset = registry.get(self.GAME)
        #: the rules themselves (the bots think on them even when the audience sees every hand)
        self.rules = self.ruleset
        if self.show_all_hands:
            self.ruleset = OpenHands(self.ruleset)
        self.layout = layout or load_layout(self.GAME)
        self.seats = list(seats)
        self.seed = int(seed)
        self.options = dict(getattr(record, "options", None) or options or {})
        self.state = state if state is not None else self.ruleset.new_game(len(self.seats), self.seed, self.options)
        self.actions: list = list(getattr(record, "actions", None) or [])
        #: per action of the log: why it cannot be taken back ("" = it can)
        self.undo_blocks: list[str] = ["the game was resumed here"] * len(self.actions)
        #: the state the action log starts from (None: a new game of the seed and options)
        self.origin = self.ruleset.clone(self.state) if not self.actions else None
        #: counts every change of the action log: a computer's answer to an older log is dropped
        self.version = 0
        self.save_path = getattr(record, "path", None)
        self.humans = [i for i, k in enumerate(self.seats) if k == "human"]
        self.bots = {i: make_bot(k, self.seed * 31 + i, self.ruleset)
                     for i, k in enumerate(self.seats) if k != "human"}
        to_act = self.ruleset.to_act(self.state)
        if not self.humans:
            self.view_seat = None
        elif len(self.humans) == 1:
            self.view_seat = self.humans[0]
        else:
            self.view_seat = next((s for s in to_act if s in self.humans), self.humans[0])
        self.near = self.view_seat if self.view_seat is not None else 0
        self.toast: tuple[str, float, bool] | None = None
        self._job: dict | None = None
        self.table_time = self._last_move = 0.0       # the table's own seconds (frames' dt), not the wall's
        self._curtain_pending = False         # a table sets it after its first sync (hot seat)
        self._end_shown = False
        self._idle_for = 0.0
        self.save_problem: str | None = None
        self.autosave_enabled = True          # the headless tools switch it off
        self.events_seen = 0
        self.choreo = Choreo(self.pace)
        self.choreo.on_error = self._beat_failed
        self._init_sound()
        self.legal: list = []
        self.legal_moves = Legal()
        #: the focus cursor (couch controls, scenes/table/focus.py) with the recap of the other side's turn
        self.recap = Recap(self)                  # (scenes/table/recap.py); the app gives it keys first
        self.nav = TableNav(self, self.recap)
        #: the card being carried, the card under the pointer, the view of the seat at the screen
        self.drag = DragController()
        self.hover = None
        self.view: dict = {}
        self.prompt_note: str | None = None      # a lesson's page where the learner watches
        self.sheets = Sheets(self)               # the log and How to play, folded away (sheets.py)
        #: the game's plan (scenes/table/plan.py): the table calls its hooks, it uses the table's services
        # the table holds its plan before the plan's __init__ runs: the plan builds its widgets in
        # the table's zones, which read the plan's zone_prefix
        self.plan = self.PLAN.__new__(self.PLAN)
        self.plan.__init__(self)
        self.log = self.plan.make_log()
        self.sync(animate=False)
        if self.actions:
            self.log.add(f"Resumed a saved game after {len(self.actions)} moves.", "Save file")
        self.plan.start()
        if len(self.humans) >= 2:
            self._curtain_pending = True

    # ------------------------------------------------------------------ what the plan keeps
    sprites = _plan_fact("sprites", "The card sprites by card id (the plan's).")
    buttons = _plan_fact("buttons", "The buttons now on the table (the plan's).")
    BEATS = _plan_fact("BEATS", "The plan's beats ({EventClass: handler(plan, event)}).")
    RULES_HINT = _plan_fact("RULES_HINT", "The plan's \"How to play\" text.")
    CONTROLS = _plan_fact("CONTROLS", "The plan's own controls line per device ({} = the shared ones).")
    banner_lines = _plan_fact("banner_lines", "Lines the banner shows at most (the plan's).")
    zone_prefix = _plan_fact("zone_prefix", "What the seats' zone names start with (the plan's).")

    # ------------------------------------------------------------------ the view
    def sync(self, events=(), animate: bool = True) -> None:
        """Take the fresh view of the seat at the screen (``view``), let the plan lay it out
        (``place``), then work out the legal moves again (:meth:`refresh_legal`)."""
        self.view = self.ruleset.view(self.state, self.view_seat)
        self.plan.place(list(events), animate)
        if self.hover is not None and self.hover.id not in self.sprites:
            self.hover = None
        self.refresh_legal()

    def refresh_legal(self) -> None:
        """What the human at the screen may do now: the rules' legal actions when it is their
        move and nothing hides or animates the table, else nothing. ``TimeUp`` is never a
        player's choice (the countdown submits it). Then ``legal_changed`` rebuilds the table's
        buttons and highlights."""
        seat = self.view_seat
        if (seat is None or seat not in self.ruleset.to_act(self.state) or self.seats[seat] != "human"
                or self._curtain_pending or self.beats_active):
            self.legal = []
        else:
            self.legal = [a for a in self.ruleset.legal_actions(self.state, seat) if not isinstance(a, TimeUp)]
        self.legal_moves = Legal(self.legal)
        self.show_undo()
        self.legal_changed()
        self.app.dirty = True

    def legal_changed(self) -> None:
        """Rebuild whatever the table derives from ``self.legal`` (the plan's ``legal_changed``)."""
        self.plan.legal_changed()

    def set_view_seat(self, seat: int | None) -> None:
        """Turn the table to ``seat`` (hot seat): the beats still waiting are shown at once, and the
        table is drawn again for that seat without animation (``turn_table``: the game's part)."""
        self.choreo.hurry()
        self.view_seat = seat
        self.near = seat if seat is not None else 0
        self.sprites.clear()
        self.hover = None
        self.turn_table()
        self.sync(animate=False)

    def turn_table(self) -> None:
        """The game's part of ``set_view_seat``: drop its half-made choices, lay its zones out again."""
        self.plan.turn_table()

    @property
    def busy(self) -> bool:
        """Something is still moving: the beats or the plan's own things (the computer, the curtain
        and the end screen wait)."""
        return self.beats_active or self.plan.moving()

    # ------------------------------------------------------------------ pace and beats
    @property
    def pace(self) -> str:
        """The pace setting (slow, normal, fast, instant)."""
        return getattr(self.app, "settings", {}).get("pace", DEFAULT_PACE)

    @property
    def beats_active(self) -> bool:
        """Beats of the choreography are still playing."""
        return self.choreo.active

    def hurry(self) -> None:
        """A click or Space: every waiting beat starts now (then ``on_hurry``)."""
        self.choreo.hurry()
        self.on_hurry()
        self.app.dirty = True

    def _beat_failed(self, e: Exception) -> None:
        """A beat could not be shown: say so in the log and show the view (the game goes on)."""
        release = getattr(self.log, "release", None)      # a log that holds lines back shows them now
        if release is not None:
            release()
        self.log.add(f"(animation skipped: {type(e).__name__}: {e})", "Table")
        self.app.dirty = True

    def on_hurry(self) -> None:
        """After a hurry: what else of the table's own should jump to its end (floaters, meters)."""
        self.plan.on_hurry()

    def animate(self, dt: float) -> None:
        """Advance the table's own animations by ``dt`` seconds (the plan's and the board's)."""
        self.plan.animate(dt)

    def prompt(self) -> tuple[str, bool]:
        """The banner: (text, True when it is the viewer's move); ``prompt_note`` (a lesson's
        "watch" line) in place of the plan's while it is set."""
        if self.prompt_note:
            return (self.prompt_note, False)
        return self.plan.prompt()

    def on_events(self, events: list) -> None:
        """Animate what an action did (log lines are already added): the plan may take the batch
        itself (``on_events``); else its ``BEATS`` turn the events into beats on the choreography,
        then the table takes the fresh view. A table without beats just syncs."""
        if self.plan.on_events(events):
            return
        if not self.BEATS:
            for name in dict.fromkeys(sound.event_sound(e) for e in events):
                self.play_sound(name)
            self.sync(events)
            return
        self.choreo.set_pace(self.pace)
        self.choreo.play(events, self.BEATS, self.plan)
        self.choreo.then(lambda: self.sync(events))
        self.choreo.update(0.0)                  # the first beat starts with the move (all of them at instant pace)

    # ------------------------------------------------------------------ input (scenes/table/pointer.py)
    def handle(self, event) -> bool:
        """Mouse and keys (:func:`scenes.table.pointer.handle`): the plan's ``handle`` first; a click
        or Space hurries the beats; Ctrl+Z takes back a move; the rest goes to the plan's hooks."""
        return pointer.handle(self, event)

    def _motion(self, pos):
        """The pointer moved (:func:`scenes.table.pointer.motion`, unless the plan's ``motion`` took it)."""
        if not self.plan.motion(pos):
            pointer.motion(self, pos)

    def _release(self, pos):
        """The left button was let go (:func:`scenes.table.pointer.release`, unless the plan's ``release`` took it)."""
        if not self.plan.release(pos):
            pointer.release(self, pos)

    def _key(self, event) -> bool:
        return self.plan.key(event)

    def _press(self, pos) -> None:
        self.plan.press(pos)

    def _click(self, pos, sprite) -> None:
        self.plan.click(pos, sprite)

    def _drop(self, sprite, pos) -> None:
        self.plan.drop(sprite, pos)

    def _right_click(self, pos) -> None:
        self.plan.right_click(pos)

    def sprite_at(self, pos):
        """The card sprite under ``pos`` (the plan's), or None."""
        return self.plan.sprite_at(pos)

    def drop_zones(self, sprite) -> dict:
        """Where the carried ``sprite`` may go now (the plan's ``drop_zones``)."""
        return self.plan.drop_zones(sprite)

    def button_clickable(self, b) -> bool:
        """Whether letting go over button ``b`` clicks it (a table may let a dimmed one explain itself)."""
        return self.plan.button_clickable(b)

    def curtain_subtitle(self, seat: int) -> str:
        """The line under "Pass to …" on the hot-seat curtain (the plan's)."""
        return self.plan.curtain_subtitle(seat)

    # ------------------------------------------------------------------ focus (couch controls: scenes/table/focus.py)
    def focus_items(self) -> list:
        """What the cursor moves over now (the plan's ``focus_items``; by default
        :meth:`default_focus_items`)."""
        return self.plan.focus_items()

    def default_focus_items(self) -> list:
        """The cards some legal action is about (by their sprites, in zone and left-to-right
        order), then the live buttons (``focus_buttons``)."""
        cards = [card_item(self, cid) for cid in self.legal_moves.cards]
        cards = sorted((c for c in cards if c is not None), key=lambda c: (c.zone, c.rect.x, c.rect.y))
        return cards + button_items(self.focus_buttons())

    def focus_buttons(self) -> list:
        """The buttons the cursor reaches (and the hint may light)."""
        return list(self.buttons)

    def focus_target(self, action) -> pygame.Rect | None:
        """Where a picked-up card's ``action`` puts it (the rect a drag would drop it on), or
        None (then the action is a labelled chip beside the card)."""
        return self.plan.focus_target(action)

    def focus_help_rect(self) -> pygame.Rect | None:
        """The help panel, whose foot shows the buttons of the device used last."""
        return self.plan.focus_help_rect()

    def focus_zoom(self, cid) -> None:
        """Y / Tab: read the focused card, as a right-click on it does."""
        self.plan.focus_zoom(cid)

    def part_rect(self, seat: int, name: str) -> pygame.Rect | None:
        """A part of a seat's zone a lesson points at (one square of a grid), or None."""
        return self.plan.part_rect(seat, name)

    def hint_words(self, action) -> str | None:
        """The Hint's words for ``action`` in the table's terms, or None for the shared wording."""
        return self.plan.hint_words(action)

    # ------------------------------------------------------------------ names
    def short_name(self, seat: int) -> str:
        """A seat as this table names it: "You" / "Computer" (2 seats) / "Computer 3" / "Player 2"."""
        if len(self.humans) == 1:
            return "You" if seat == self.humans[0] else (
                "Computer" if len(self.seats) == 2 else f"Computer {seat + 1}")
        if self.seats[seat] != "human":
            return f"Computer {seat + 1}"
        return f"Player {seat + 1}"

    def plate_name(self, seat: int) -> str:
        """The name on a seat's plate: the table's name for it (never a seat tag such as "p2")."""
        return self.plan.plate_name(seat)

    def rules_hint(self) -> str:
        """The "How to play" text (the plan's ``RULES_HINT``)."""
        return self.RULES_HINT

    # ------------------------------------------------------------------ acting
    def submit(self, action, seat: int | None = None) -> bool:
        """Apply ``action`` for ``seat`` (default: the seat at the screen)."""
        seat = self.view_seat if seat is None else seat
        if seat is None:
            return False
        human = self.seats[seat] == "human"
        known = self.ruleset.knowledge(self.state) if human else None
        try:
            events = self.ruleset.apply(self.state, seat, action)
        except IllegalAction as e:
            self.show_toast(e.reason)
            self.sync()
            return False
        self.actions.append((seat, action))
        self.undo_blocks.append(self.ruleset.undo_block(known, self.state, seat, action, events) if human
                                else "the computer moved since")
        self.version += 1
        self._autosave()
        self.on_submitted()
        self.recap.moved(seat)
        self._after(events)
        return True

    # ------------------------------------------------------------------ undo
    def undo_reason(self) -> str:
        """Why the seat at the screen may not take back its last move now ("" = it may)."""
        return undo.reason(self)

    def show_undo(self) -> None:
        """The Undo button in the log's header: live, or dimmed with the reason (none at a
        table with no player)."""
        undo.show(self)

    def undo(self) -> bool:
        """Take back the last move of the seat at the screen (Ctrl+Z): :func:`scenes.table.undo.take_back`."""
        return undo.take_back(self)

    def on_submitted(self) -> None:
        """Right after an action was applied (before its events are shown)."""
        self.plan.on_submitted()

    def on_uncover(self) -> None:
        """A scene above the table (a lesson's caption, the menu) went: the plan shows what it covered."""
        self.plan.on_uncover()

    def _autosave(self):
        # the single autosave call site of a table
        if not self.autosave_enabled:
            return
        path, problem = persist.autosave(self.GAME, self.seats, self.seed, self.options, self.actions,
                                         self.state, self.ruleset, path=self.save_path)
        if path is not None:
            self.save_path = path
        if problem and problem != self.save_problem:
            self.save_problem = problem
            self.show_toast(f"Autosave failed: {problem}")

    def _after(self, events):
        events = self.ruleset.redact(self.state, events, self.view_seat)     # what the seat at the screen may see
        self.events_seen += len(events)
        #: where the batch's log lines stand in it (the log panel shows them; nothing else reads them)
        self.log.names = [self.short_name(s) for s in range(len(self.seats))]
        self.log_positions = self.log.add_events(events)
        self._last_move = self.table_time
        self.on_events(events)
        self.trim_kept()
        self.show_undo()
        acting = self.ruleset.to_act(self.state)
        if self.ruleset.outcome(self.state) is not None:
            persist.discard(self.save_path)
            self.keep_record("finished")
        elif len(self.humans) >= 2 and acting and acting[0] in self.humans and acting[0] != self.view_seat:
            self._curtain_pending = True
            self.refresh_legal()

    def keep_record(self, ended: str) -> None:
        """Keep the game as a replay and count it (:func:`game.core.replays.keep_game`) once, when the table
        autosaves (never the kiosk, a lesson or a tool) and a move was made; left unfinished: "abandoned"."""
        if not self._kept and self.keeps_records and self.autosave_enabled and self.actions:
            self._kept = True
            for problem in replays.keep_game(self.GAME, self.seats, self.seed, self.options, self.actions, self.state,
                                             self.rules, ended=ended, keep_n=self.app.settings.get("replays_kept", 50),
                                             count=getattr(self.app, "persist", False)):
                self.show_toast(problem)

    def on_exit(self) -> None:
        """The table is left: an unfinished game is kept as "abandoned"."""
        self.keep_record("abandoned")       # the table is left (a finished game was kept as it ended)

    def show_toast(self, text: str, bad: bool = True):
        """Show ``text`` over the banner for a few seconds (red when ``bad``: a refusal), its seat
        tags said as this table names the seats (a rule's "It is not p1's move." -> "It is not your move.")."""
        self.toast = (self.say(text), TOAST_TIME, bad)
        self.app.dirty = True

    # ------------------------------------------------------------------ update
    @property
    def animating(self) -> bool:
        """Frames are wanted: something moves, a toast shows, a computer thinks, a carried card, the plan holds."""
        return (self.busy or self.toast is not None or self._job is not None or self.drag.active
                or self._waiting_for_bot() or self._curtain_pending and self.app.top is self
                or self.plan.holding())

    def _waiting_for_bot(self) -> bool:
        return self._bot_seat() is not None

    #: the game's pictures are all rasterised at the sizes in use (see :meth:`_warm_pictures`)
    _warm_done = False

    def _warm_pictures(self) -> None:
        """Rasterise the game's other pictures a slice at a time (4 ms a
        frame), so a card drawn from the deck later costs its frame no SVG work."""
        if not self._warm_done:
            self._warm_done = pictures.warm(pictures.all_arts(self.GAME), 0.004)

    def update(self, dt: float):
        """A frame: the table's clock, the beats, the animations, the toast; then (on top) the end
        screen, the curtain or the computers; then the plan's ``tick``."""
        self._update(dt)
        self.plan.tick(dt)

    def _update(self, dt: float):
        self.table_time += dt
        self._warm_pictures()
        if self.choreo.update(dt):
            self.app.dirty = True
        if self.keep_log is not None or self.keep_beats is not None:
            self.trim_kept()
        self.animate(dt)
        self._turn_sound()
        if self.toast is not None:
            text, left, bad = self.toast
            left -= dt
            self.toast = (text, left, bad) if left > 0 else None
            if self.toast is None:
                self.app.dirty = True
        if self.app.top is not self:
            return
        busy = self.busy
        self._idle_for = 0.0 if busy else self._idle_for + dt
        if self.ruleset.outcome(self.state) is not None:
            if not self._end_shown and not busy and self._idle_for > 0.4:
                self._end_shown = True
                self._show_end()
            return
        if self._curtain_pending:
            if not busy and self._idle_for > 0.5:
                self._show_curtain()
            return
        self._drive_bot(busy)

    def _bot_seat(self) -> int | None:
        """The computer seat that chooses now (:func:`scenes.table.computer.bot_seat`)."""
        return computer.bot_seat(self)

    def _bot_key(self, seat: int):
        """What a computer's choice was made for (the plan's ``bot_key``; by default the seat and the
        action log's ``version``, which every move, every undo and nothing else changes)."""
        return self.plan.bot_key(seat)

    def _drive_bot(self, busy: bool):
        """:func:`scenes.table.computer.drive`: the computer to move thinks on a worker thread; its
        choice is applied when the table is still, at a readable pace, while no card is held."""
        computer.drive(self, busy)

    def _start_bot(self, seat: int):
        computer.start(self, seat)

    def finish_animations(self):
        """Jump every animation to its end (screenshots, tests); then the plan's ``on_finish``."""
        for _ in range(400):
            if not self.busy:
                break
            self.update(0.05)
        self.plan.on_finish()

    def computer_pace(self) -> float:
        """Seconds between two computer moves: the table's ``bot_pace`` as the plan sees it."""
        return self.plan.bot_pace(self.bot_pace)

    def help_override(self, rect) -> pygame.Surface | None:
        """What a plan's help zone shows in place of its "How to play" (the kiosk's invitation in
        its show), or None."""
        return None

    def _show_curtain(self):
        if not self.plan.show_curtain():
            ending.show_curtain(self)

    def _show_end(self):
        ending.show_end(self)

    def end_scene(self, title: str, reason: str):
        """The end screen (the kiosk shows its own): :class:`~scenes.widgets.overlays.EndScene` with
        Rematch, and at an all-computer table a countdown to the next game."""
        attract = self.attract_seconds if not self.humans else None
        return EndScene(self.app, title, reason, self.rematch, auto_rematch=attract)

    def rematch(self):
        """A new game of the same seats and options with the next seed, in place of this one."""
        ending.rematch(self)

    def draw(self, surface) -> None:
        """The plan draws the table (with the shared banner, caption and toast); the log's entries
        are left out while the recap of the other side's turn lies over them."""
        self.log.body_hidden = self.recap.visible and self.recap.button_rect() is not None
        self.sheets.begin_frame()
        self.plan.draw(surface)

    # ------------------------------------------------------------------ drawing
    def pos_name(self, seat: int) -> str:
        """The screen position of a seat: p1 at the bottom (the seat at the screen), then
        clockwise (at a two-seat table p2 faces it)."""
        return f"p{(seat - self.near) % len(self.seats) + 1}"

    def zone(self, seat: int, name: str) -> pygame.Rect:
        """A seat's zone of the layout, where that seat sits now."""
        return self.layout.rect(f"{self.zone_prefix}{self.pos_name(seat)}.{name}")

    def shared(self, name: str) -> pygame.Rect:
        """A zone of no seat (the banner, the log), or its override for this table's seat count
        (``n4.banner``) where the layout has one."""
        own = self.plan.shared_zone(name)
        if own is not None:
            return pygame.Rect(own)
        z = self.layout.get(f"{self.zone_prefix}{name}")
        return (z or self.layout[name]).rect.copy()

    def banner_rect(self) -> pygame.Rect:
        """Where the banner (the prompt) is drawn (the plan's)."""
        return self.plan.banner_rect()

    def toast_rect(self) -> pygame.Rect:
        """Where a refusal or a note is shown (the plan's)."""
        return self.plan.toast_rect()

    def draw_banner(self, surface):
        """The prompt; gold only while the viewer can really move (not while the table holds the
        move back for its beats, or a lesson's 'watch this'). Nothing while the beat's caption
        covers the banner (:meth:`caption_over_banner`): its words would lie hidden under it."""
        if self.caption_over_banner():
            return
        text, mine = self.prompt()
        panels.banner(surface, self.banner_rect(), text, mine and bool(self.legal), self.banner_lines)

    def over_prompt(self, outcome: dict | None) -> str:
        """The banner once the game is over: who won (or a draw), then the rules' reason, in
        the table's names ("Game over — You win. Computer ran out of HP.")."""
        out = outcome or {}
        w = out.get("winners") or []
        reason = str(out.get("reason") or "").rstrip(".")
        return self.say(f"Game over — {seat_name(w[0]) + ' wins' if w else 'a draw'}." + (f" {reason}." if reason else ""))

    def say(self, text: str) -> str:
        """A rules text (an outcome's reason, a log line) with its seat tags said as this table
        names the seats ("p1 ran out of HP" -> "You ran out of HP")."""
        return say_seats(text, [self.short_name(s) for s in range(len(self.seats))])

    def caption_place(self) -> pygame.Rect:
        """Where this table shows its beats' caption: the plan's ``CAPTION_ZONE`` of the layout, else
        the banner (a plan with ``CAPTION_IN_PROMPT`` says it in the banner's own prompt)."""
        zone = self.plan.CAPTION_ZONE
        return self.layout.rect(zone) if zone else self.banner_rect()

    def caption_over_banner(self) -> bool:
        """True while this table's own caption panel covers its banner: a beat with a caption is on
        show, the plan shows captions over the banner (no ``CAPTION_ZONE``, not ``CAPTION_IN_PROMPT``)
        and this is not the kiosk's show (the kiosk draws the caption itself)."""
        plan = self.plan
        return (bool(self.choreo.caption) and self.beats_active and plan.CAPTION_ZONE is None
                and not plan.CAPTION_IN_PROMPT and not getattr(self, "show", False))

    def caption_words(self, caption: str | None = None) -> str:
        """The beat's caption (``caption``, else the one on show now) as this table shows it: with
        ``panels.HURRY`` after it where the plan's ``CAPTION_HURRY`` asks and somebody plays at this
        screen (the show and an all-computer table speak to an audience)."""
        text = self.choreo.caption if caption is None else caption
        hurry = self.plan.CAPTION_HURRY and text and self.humans and not getattr(self, "show", False)
        return text + (panels.HURRY if hurry else "")

    def draw_caption(self, surface, rect: pygame.Rect | None = None):
        """What the beats are showing now, in words, at ``rect`` or the ``caption_place`` (nothing
        when no beat has a caption, or when the plan's prompt says it: ``CAPTION_IN_PROMPT``)."""
        if self.choreo.caption and not self.plan.CAPTION_IN_PROMPT:
            panels.caption(surface, rect or self.caption_place(), self.caption_words())

    def draw_toast(self, surface):
        """Draw the toast in its place (``toast_rect``)."""
        text, left, bad = self.toast
        panels.toast(surface, self.toast_rect(), text, bad)

    # ------------------------------------------------------------------ sound (scenes/sound.py)
    def _init_sound(self) -> None:
        """The choreography plays each event's sound when the event's beat starts."""
        self.choreo.sound_of = sound.event_sound
        self.choreo.on_sound = self.play_sound
        self._my_move = False

    def play_sound(self, name: str | None) -> None:
        """Play one of scenes/sound.py's sounds (nothing without a mixer or a name)."""
        player = getattr(self.app, "sound", None)
        if player is not None and name:
            player.play(name)

    def _turn_sound(self) -> None:
        """"turn" when the human at the screen gets a move after someone else moved."""
        mine = bool(self.legal) and self.view_seat is not None
        if mine and not self._my_move and self.actions and self.actions[-1][0] != self.view_seat:
            self.play_sound("turn")
        self._my_move = mine

    # ------------------------------------------------------------------ the show (scenes/screens/kiosk.py)
    def trim_kept(self) -> None:
        """A table that runs all day keeps only the newest ``keep_log`` log lines and
        ``keep_beats`` started beats (both None at home: everything is kept)."""
        if self.keep_log is not None and len(self.log.lines) > self.keep_log:
            del self.log.lines[: -self.keep_log]
            del self.log._rendered[: -self.keep_log]
            self.log.scroll = min(self.log.scroll, max(0, len(self.log.lines) - 1))
            self.log._surf = None
        if self.keep_beats is not None and len(self.choreo.started) > self.keep_beats:
            del self.choreo.started[: -self.keep_beats]
