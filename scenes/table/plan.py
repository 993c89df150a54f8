"""The plan: everything a game's table supplies to :class:`~scenes.table.scene.TableScene`.

A game does not subclass the table. It declares ``PLAN = "module:Class"`` in
``scenes/games/<id>/__init__.py``; :func:`scenes.table.make.make_table` builds one
:class:`~scenes.table.scene.TableScene` for the game and the table builds the plan with itself
(``plan.table``). From then on the two talk only through the names below:

- the table calls the plan's **hooks** (:data:`HOOKS`: the methods of :class:`Plan`, each with
  a default that does nothing or the usual thing) and reads its **facts** (:data:`FACTS`);
- the plan uses the table's **services** (:data:`SERVICES`: the game, the view, the layout,
  submit, the toast, the choreography, names and zones) and nothing else of it.

``tests/scenes/test_table_plan.py`` checks every registered game's plan against these lists
(a hook it defines is one of :data:`HOOKS`; every ``table.<name>`` it reads is one of
:data:`SERVICES`).

The flow of a move is one way: pointer or key -> ``TableScene`` (drag and drop, buttons, the
focus cursor) -> the plan turns the gesture into one of the legal actions
(``drop``/``click``/``key``) -> ``TableScene.submit`` -> the rules -> typed events -> the plan's
``BEATS`` (its ``beats.py``) on the table's choreography -> ``TableScene.sync`` (the fresh
view) -> the plan's ``place`` lays the cards out.
"""
from __future__ import annotations

import pygame

#: seconds between two computer moves (after the previous move's beats) unless a plan says otherwise
BOT_PACE = 0.8

#: what the table reads of a plan (class attributes; the defaults are on :class:`Plan`)
FACTS = ("BEATS", "RULES_HINT", "CONTROLS", "banner_lines", "draws_open_hands", "zone_prefix",
         "sprites", "buttons", "CAPTION_ZONE", "CAPTION_IN_PROMPT", "CAPTION_HURRY")

#: the plan's methods the table (and the shared focus, hint, recap and lesson layers) call
HOOKS = ("start", "make_log", "place", "legal_changed", "turn_table", "draw", "prompt", "animate",
         "moving", "holding", "on_hurry", "on_events", "on_submitted", "on_uncover", "tick", "handle",
         "key", "motion", "press", "click", "drop", "release", "right_click", "sprite_at", "drop_zones",
         "hover_changed", "relayout", "button_clickable", "focus_items", "focus_target", "focus_help_rect",
         "focus_zoom", "part_rect", "hint_words", "plate_name", "curtain_subtitle", "banner_rect",
         "toast_rect", "bot_key", "bot_pace", "on_finish", "show_curtain", "shared_zone")

#: the input hooks a plan takes from its game's module of input functions (``INPUT``, see :class:`Plan`)
INPUT_HOOKS = ("key", "press", "click", "drop", "right_click", "sprite_at", "drop_zones", "focus_target",
               "focus_items")

#: what a plan may use of its table (``self.table.<name>``); see :class:`~scenes.table.scene.TableScene`
SERVICES = (
    # the game and who sits where
    "app", "ruleset", "rules", "state", "actions", "seats", "humans", "view_seat", "near", "seed",
    "options", "bots", "version", "GAME",
    # what the seat at the screen sees and may do
    "view", "legal", "legal_moves", "refresh_legal", "sync", "set_view_seat",
    # the layout
    "layout", "zone", "shared", "pos_name",
    # acting and telling
    "submit", "show_toast", "toast", "log", "undo", "hurry", "table_time", "_last_move",
    "_curtain_pending", "show_all_hands", "show", "busy", "beats_active", "pace", "choreo",
    "log_positions", "play_sound", "finish_animations", "app_top",
    # input the table owns
    "drag", "hover", "plan", "nav", "recap", "handle",
    # words and the drawn parts every table shares
    "short_name", "say", "over_prompt", "draw_banner", "draw_caption", "draw_toast", "end_scene",
    "banner_rect", "banner_lines", "caption_place", "caption_words", "caption_over_banner",
    "default_focus_items", "help_override", "rules_hint", "sheets",
)


def play_beats(plan, events: list) -> bool:
    """Queue ``events`` as the ``plan``'s ``BEATS`` on its table's choreography, at the table's pace
    (for a plan's ``on_events``). A display problem never stops the game: when a beat handler
    fails, the failure is logged ("animation skipped"), the queued beats are dropped and the
    answer is False; True when every event was taken."""
    t = plan.table
    t.choreo.set_pace(t.pace)
    try:
        t.choreo.play(events, plan.BEATS, plan)
    except Exception as e:   # never let a display problem stop the game
        t.log.add(f"(animation skipped: {type(e).__name__}: {e})", "Table")
        t.choreo.queue.clear()
        return False
    return True


def target_glow(target_mode: dict | None, cid: str) -> str | None:
    """A card's glow while a card's action waits for its target (``target_mode``, a plan's
    half-made choice: ``{"actions": [...], "source": card id}``): ``"target"`` for a card one of
    the actions aims at, ``"selected"`` for the card that acts, None for any other card and for
    every card while no target is being chosen."""
    if not target_mode:
        return None
    if any(getattr(a, "target", None) == cid for a in target_mode["actions"]):
        return "target"
    return "selected" if cid == target_mode.get("source") else None


def count_down(timers: dict, dt: float) -> None:
    """Bring each of ``timers`` (key -> seconds left: a flash, a glow) ``dt`` seconds nearer its
    end; a timer that reached 0 is dropped (``timers`` is empty once every one has run out)."""
    for key in list(timers):
        timers[key] -= dt
        if timers[key] <= 0:
            del timers[key]


class Plan:
    """A game's table, as a plan the shared :class:`~scenes.table.scene.TableScene` follows.

    Subclass it once per game (``scenes/games/<id>/table.py``) and override only the hooks the
    game needs; each default below is what a table without that part does. ``self.table`` is the
    table; the plan keeps its own widgets (card art, counters, buttons) and state (a half-made
    choice) and puts the cards of the view on the table in :meth:`place`.

    A plan that keeps its cards on a shared :class:`~scenes.table.board.Board` (``self.board``,
    drawn in ``self.order``) gets card play for nothing: a glowing card (one some legal action is
    about) can be dragged onto the rect its action's ``focus_target`` names and is submitted
    there; a click on a card with one legal action submits it; anything else goes back. Such a
    plan supplies ``place`` (where each card lies), ``focus_target`` (where each action drops),
    ``prompt`` and ``draw``: the smallest game of the test suite is one.

    A plan whose input is a module of plain functions of the plan (``moves.press(plan, pos)``)
    names it as ``INPUT``: each of :data:`INPUT_HOOKS` that module defines is then the plan's
    hook as it is (its docstring is the hook's), unless the plan's class defines that hook itself.
    """
    #: the shared board of card sprites when the plan keeps one (the defaults below use it)
    board = None

    #: the game's beats: {EventClass: handler(plan, event)} (its beats.py); {} = no beats
    BEATS: dict = {}
    #: the "How to play" text of the table
    RULES_HINT = ""
    #: a device -> the controls line of the help panel, where the game has its own ({} = the shared lines)
    CONTROLS: dict = {}
    #: lines of text the banner shows at most
    banner_lines = 2
    #: where the beats' caption is shown: None = over the banner (``banner_rect``), else the
    #: layout zone of that name (the table's ``caption_place``)
    CAPTION_ZONE: str | None = None
    #: the banner's own prompt says the caption (the plan's ``prompt`` returns ``caption_words()``
    #: while a beat has one) instead of a caption panel over it
    CAPTION_IN_PROMPT = False
    #: the caption invites a click to hurry the beats (``panels.HURRY`` after it, not to an audience)
    CAPTION_HURRY = False
    #: the table can draw every seat's hand in that seat's own place (the kiosk opens them)
    draws_open_hands = False
    #: what every seat's zone names start with in the layout: ``nN.`` where the layout has zones for
    #: each seat count (``nN.pK.*``, N the seats at this table; set in ``__init__``), else ""
    zone_prefix = ""
    #: seconds between two computer moves at the shared pace, where this game's computers move
    #: quicker or slower (None: the table's pace; see :meth:`bot_pace`)
    computer_pace: float | None = None
    #: the game's module of input functions ``f(plan, ...)`` whose :data:`INPUT_HOOKS` are the plan's (None: none)
    INPUT = None

    def __init_subclass__(cls, **kwargs):
        """Bind the ``INPUT`` module's functions of :data:`INPUT_HOOKS` as methods of the new plan
        class (only a module the class names itself; a hook the class defines stays its own)."""
        super().__init_subclass__(**kwargs)
        module = cls.__dict__.get("INPUT")
        if module is None:
            return
        for name in INPUT_HOOKS:
            fn = getattr(module, name, None)
            if callable(fn) and name not in cls.__dict__:
                setattr(cls, name, fn)

    def __init__(self, table):
        self.table = table
        prefix = f"n{len(table.seats)}."
        if any(name.startswith(prefix + "p1.") for name in table.layout.zones):
            self.zone_prefix = prefix             # the layout's zones for this seat count
        #: the card sprites by card id (the focus cursor, the hint, the recap and lessons find cards here)
        self.sprites: dict = {}
        #: the buttons now on the table (the table lights, clicks and focuses them)
        self.buttons: list = []
        #: the board's sprites in drawing order (the last is on top)
        self.order: list = []

    # ------------------------------------------------------------------ set-up and the view
    def make_log(self):
        """The log panel of the table (default: the shared :class:`~scenes.widgets.log.LogPanel` in
        the layout's ``log`` zone)."""
        from scenes.widgets.log import LogPanel
        return LogPanel(self.table.shared("log"), "Log")

    def start(self) -> None:
        """After the first :meth:`place` of a new or resumed game (say what happened before the first move)."""

    def place(self, events: list, animate: bool) -> None:
        """Lay the fresh view (``table.view``) out: sprites, counters, panels. ``events`` are the
        redacted events that led to it (where a card came from); ``animate`` False puts things
        in place at once."""

    def legal_changed(self) -> None:
        """Rebuild what the plan derives from ``table.legal`` / ``table.legal_moves`` (glows, buttons).
        Default: the board's cards some legal action is about glow."""
        if self.board is not None:
            cards = self.table.legal_moves.cards
            for cid, sp in self.sprites.items():
                sp.highlight = "legal" if cid in cards else None

    def turn_table(self) -> None:
        """Hot seat: the table turns to another seat; drop half-made choices, lay the zones out again."""

    def on_events(self, events: list) -> bool:
        """A chance to take a batch of events before the shared choreography does (return True
        when the plan has played them itself, e.g. a table that moves its cards before the captions)."""
        return False

    def on_submitted(self) -> None:
        """Right after an action was applied (before its events are shown)."""

    def on_uncover(self) -> None:
        """A lesson's caption box was hidden: show again what it covered."""

    # ------------------------------------------------------------------ time and drawing
    def draw(self, surface: pygame.Surface) -> None:
        """Draw the table (the felt, the cards, the plan's panels) and the shared banner, caption and toast."""

    def prompt(self) -> tuple[str, bool]:
        """The banner: (text, True when it is the viewer's move)."""
        return ("", False)

    def animate(self, dt: float) -> None:
        """Advance the plan's own animations by ``dt`` seconds (default: the board's slides)."""
        if self.board is not None:
            self.board.update(dt)
            self.order = [sp for sp in self.order if not sp.gone]

    def tick(self, dt: float) -> None:
        """Once a frame while the table is on top, after the computers (countdowns, idle tips)."""

    def moving(self) -> bool:
        """The plan's own things still move (the computers, curtain and end screen wait for them)."""
        return self.board is not None and self.board.animating

    def holding(self) -> bool:
        """The plan asks for frames though nothing moves (a held card, a countdown)."""
        return False

    def on_hurry(self) -> None:
        """After a hurry (click or Space): jump the plan's own animations to their end."""

    # ------------------------------------------------------------------ input (the table calls these)
    def handle(self, event) -> bool | None:
        """Any event before the table's own handling; True: taken, None/False: the table handles it."""
        return None

    def key(self, event) -> bool:
        """A key the table does not use itself (Space, Ctrl+Z are the table's); True when used.
        Default: Esc puts a carried card back."""
        drag = self.table.drag
        if event.key == pygame.K_ESCAPE and drag.active:
            drag.cancel()
            return True
        return False

    def motion(self, pos) -> bool:
        """The pointer moved; True when the plan handled it (else the table's default: buttons,
        hover, the drag)."""
        return False

    def press(self, pos) -> None:
        """Left button down, not on the log's Undo: pick up a card (``table.drag.press``) or
        remember what was pressed. Default: a glowing card is picked up."""
        if self.board is None:
            return
        t = self.table
        sp = self.sprite_at(pos)
        if sp is not None and sp.id in t.legal_moves.cards and not t._curtain_pending:
            t.drag.press(sp, pos)
        else:
            t.drag.press(None, pos, payload=sp)

    def release(self, pos) -> bool:
        """Left button up; True when the plan handled it (else the table's default: a button,
        a click or a drop)."""
        return False

    def click(self, pos, sprite) -> None:
        """A press that did not drag: ``sprite`` is the card under it (or None). Default: a card
        with exactly one legal action plays it."""
        t = self.table
        acts = t.legal_moves.for_card(sprite.id) if sprite is not None and self.board is not None else []
        if len(acts) == 1:
            t.submit(acts[0])

    def drop(self, sprite, pos) -> None:
        """A dragged card was let go at ``pos``: submit its legal action there, or put it back.
        Default: the action whose ``focus_target`` holds ``pos``, else the card slides home."""
        if sprite is None:
            return
        for action, rect in self._drops(sprite):
            if rect.collidepoint(pos):
                self.table.submit(action)
                return
        sprite.snap_back()
        self.place([], True)

    def right_click(self, pos) -> None:
        """Right button: read the card under the pointer, or cancel a drag (default: cancel)."""
        if self.table.drag.active:
            self.table.drag.cancel()

    def sprite_at(self, pos):
        """The card sprite under ``pos`` (topmost), or None (default: the board's)."""
        return self.board.sprite_at(pos, self.order) if self.board is not None else None

    def drop_zones(self, sprite) -> dict:
        """Where the dragged ``sprite`` may go now: {name: rect} (they glow while it is carried).
        Default: the ``focus_target`` of each of its legal actions."""
        return {str(i): rect for i, (_a, rect) in enumerate(self._drops(sprite))}

    def _drops(self, sprite) -> list:
        """(action, rect) for each legal action of ``sprite``'s card that says where it drops."""
        out = []
        for action in self.table.legal_moves.for_card(sprite.id):
            rect = self.focus_target(action)
            if rect is not None:
                out.append((action, pygame.Rect(rect)))
        return out

    def hover_changed(self, old, new) -> None:
        """The card under the pointer changed (default: a hand card lifts: :meth:`relayout`)."""
        if any(s is not None and str(s.zone).endswith(".hand") for s in (old, new)):
            self.relayout(True)

    def relayout(self, animate: bool) -> None:
        """Lay the cards shown out again where they are now (a hovered hand card lifts, the one it
        left drops back). Default: the board's plan is laid out again (``place([], animate)``)."""
        if self.board is not None:
            self.place([], animate)

    def button_clickable(self, button) -> bool:
        """Whether letting go over ``button`` clicks it (a dimmed one may explain itself)."""
        return button.enabled

    # ------------------------------------------------------------------ the focus cursor, lessons, hint
    def focus_items(self) -> list:
        """What the cursor moves over (default: the cards of the legal moves, then the buttons)."""
        return self.table.default_focus_items()

    def focus_target(self, action) -> pygame.Rect | None:
        """Where a picked-up card's ``action`` puts it (the rect a drag drops it on), or None."""
        return None

    def focus_help_rect(self) -> pygame.Rect | None:
        """The help panel (its foot shows the controls of the device used last)."""
        layout = self.table.layout
        return layout.rect("zoom") if "zoom" in getattr(layout, "zones", {}) else None

    def focus_zoom(self, cid) -> None:
        """Y / Tab: read the focused card (as a right-click on it does)."""
        sp = self.sprites.get(cid)
        if sp is not None:
            self.right_click(sp.rect.center)

    def part_rect(self, seat: int, name: str) -> pygame.Rect | None:
        """A part of a zone a lesson points at (one square of a grid), or None for the zone itself."""
        return None

    def hint_words(self, action) -> str | None:
        """The Hint's words for ``action`` in this table's terms, or None for the shared wording."""
        return None

    # ------------------------------------------------------------------ names and places
    def plate_name(self, seat: int) -> str:
        """The name on a seat's plate."""
        return self.table.short_name(seat)

    def curtain_subtitle(self, seat: int) -> str:
        """The line under "Pass to …" on the hot-seat curtain."""
        return f"It is {self.table.short_name(seat)}'s turn."

    def banner_rect(self) -> pygame.Rect:
        """Where the banner (the prompt) is drawn."""
        return self.table.shared("banner")

    def toast_rect(self) -> pygame.Rect:
        """Where a refusal or a note is shown."""
        L = self.table.layout
        return L.rect("banner").union(L.rect("choices")) if "choices" in L.zones else L.rect("banner")

    def bot_pace(self, pace: float) -> float:
        """Seconds between two computer moves, given the table's own ``pace`` (the shared default, or
        what the kiosk's show or a test set). Default: the plan's ``computer_pace`` instead of the
        shared :data:`BOT_PACE` where it has one, else ``pace``."""
        return self.computer_pace if self.computer_pace is not None and pace == BOT_PACE else pace

    def on_finish(self) -> None:
        """After ``table.finish_animations`` (screenshots, tests): jump the plan's own floaters and
        meters to their end and build what the next frame shows."""

    def show_curtain(self) -> bool:
        """Hot seat: show the plan's own curtain (True), or let the table show the shared one (False)."""
        return False

    def shared_zone(self, name: str) -> pygame.Rect | None:
        """Where a zone of no seat is for this table now (a lesson points at it), or None for the layout's."""
        return None

    def bot_key(self, seat: int):
        """What a computer's choice is made for: a choice whose key changed meanwhile is made again
        (default: the seat and the action log's version)."""
        return seat, self.table.version
