"""The 9 Card table, for 2, 3 and 4 seats: its plan (:mod:`scenes.table.plan`).

Draws only the view of the seat at the screen (``table.view``; that seat always at the bottom);
every possible move comes from ``ruleset.legal_actions`` and every refusal from
``ruleset.explain``. Nothing here decides a rule.

Interactions (the seat whose turn it is; moves.py):
- drag an Energy card from the hand onto the energy zone: PlayEnergy (a creature there:
  CreatureAsEnergy when that option is on);
- drag a creature from the hand onto one of the glowing rear squares: Cast(card, column);
  the ready energy it costs turns sideways to "spent";
- drag a creature of the grid one square: Move (the legal squares glow; onto a creature
  that has not moved: both swap);
- the Assault panel (right): the opponent to assault (3-4 seats), the front-row columns
  that lead (or click your front creatures), then "Assault!" or "End turn, no assault";
- after a column's creature assaulted: Continue / Stop (FollowUp);
- Fizzle: click cards of your hand to discard down to five.
An illegal drop snaps back and says why, in the ruleset's words.

What an action did is shown beat by beat on the shared choreography (beats.py, from the typed
events of game/ninecard/events.py): the cost being paid, the creature entering the rear square
and moving up, and the assault column by column (the attacker steps into each defender, the
numbers float, the dead fade to the discard pile, the carried-over attack shrinks, the rest hits
the player's life), then the cleanup push. A click hurries it up.

The zones shown are a shared :class:`~scenes.table.board.Board` loaded from ``view["zones"]``;
while beats play, each ``CardMoved`` is applied to it (``Board.move``), and the final view
replaces it when the beats end. Layout: ``data/layouts/ninecard.tmx``, zones ``nN.pK.*`` for
N seats (see its note; places.py): at 2 seats the grids lie side by side, front rows facing,
with cards of 140 x 196 (TV type, issue 27: names 23 px, figures 32 px); at 3-4 seats the other seats'
grids are at the top. When the view gives every seat's cards (the convention kiosk's show,
lessons with open hands: scenes/table/open_hands.py) each hand is drawn face up in its seat's
``nN.pK.hand`` zone.

The plan keeps the game's widgets and state; the work is in plain functions of it:
places.py (where the cards lie), moves.py (the legal moves, the controls panel, input),
draw.py (the drawing and the banner), beats.py (the events as beats).
"""
from __future__ import annotations

import re

import pygame

from game.core.contract import seat_name
from scenes.games.ninecard import draw, moves, places
from scenes.games.ninecard.beats import BEATS
from scenes.games.ninecard.places import square_rects
from scenes.table.board import Board
from scenes.table.plan import Plan, play_beats
from scenes.widgets.floaters import Floaters

#: a square of a seat's grid, as a lesson names it (``p1.grid.r0c2``)
SQUARE = re.compile(r"grid\.r([0-2])c([0-2])$")

RULES_HINT = (
    "Bring every other player from 50 life to 0, or leave them with no creature and none to play.\n"
    "Your turn: you draw a card and your spent energy readies. Drag Energy cards into your energy "
    "zone (any number; ready at once). Cast creatures by dragging them onto a glowing rear square "
    "of your 3x3 grid: a creature costs its attack + defence in ready energy, enters the rear row "
    "and moves up while the square in front is empty. Each creature may move one square (not "
    "diagonally) once per turn; moving onto one that has not moved swaps the two.\n"
    "End the turn with an assault (the panel on the right): pick the opponent and the front-row "
    "columns that lead. Column c fights column c: the attacker hits the front-most enemy of its "
    "column, attack against defence, both at once; >= kills. Attack beyond the defender's defence "
    "carries on to the next defender, whose attack adds to what the attacker has taken; attack "
    "left after every row hits the player. Then the creature behind may continue.\n"
    "Cleanup pushes every creature forward; Fizzle draws or discards you to five cards. "
    "Every log line names the rule it applied.\n"
    "Point at a card to read it in the panel on the right; right-click to zoom. Click a discard "
    "pile to look through it. O opens the whole log, ? this page; Esc: menu · F11: full screen."
)


class NineCardPlan(Plan):
    """The 9 Card table's plan: the board and its sprites, the life counters, the Assault
    panel's half-made choice (opponent, columns) and what the assault beats are showing."""
    RULES_HINT = RULES_HINT
    BEATS = BEATS
    #: the show and open-hands lessons: every seat's hand face up in its own hand zone
    draws_open_hands = True
    #: the caption over the banner invites a click to hurry the beats
    CAPTION_HURRY = True
    #: key, press, click, drop, right_click, sprite_at, drop_zones, focus_target: moves.py's
    INPUT = moves
    #: seconds between two computer moves: quicker than the shared pace (unless the show or a test set one)
    computer_pace = 0.6

    def __init__(self, table):
        super().__init__(table)
        self.n = len(table.seats)
        self.floaters = Floaters()
        self.cards: dict[str, dict] = {}          # last known face of every card id
        self.life: dict[int, int] = {}            # what the table shows now (catches up with the view)
        self.out: dict[int, bool] = {}
        self.shown_active: int | None = None      # whose action the beats are showing
        self.counters: dict = {}
        self.column_buttons: dict = {}
        self.target_buttons: dict = {}
        self.assault_button = None
        self.bg: pygame.Surface | None = None
        self.arts: dict[tuple, object] = {}       # card art by size (places.art)
        self.target: int | None = None            # the opponent chosen in the Assault panel
        self.columns: set[int] = set()            # the columns chosen to lead
        # the legal moves by kind and card (moves.index_legal)
        self.casts, self.energy_moves, self.moves, self.discards, self.assaults, self.follow = {}, {}, {}, {}, {}, {}
        self.lunge: dict[str, tuple[float, float]] = {}   # assault: a card stepping into a defender
        self.badge: dict[str, list] = {}          # attacker id -> [shown attack, start, end, t]
        self.badge_dir: dict[str, pygame.Vector2] = {}   # attacker id -> towards its target
        self.dying: dict[str, float] = {}         # card id -> seconds since it died
        self.struck: set[str] = set()             # defenders being hit right now
        self.trace: list[tuple] = []              # what the assault beats showed (tests read it)
        self.batch = None                         # the beat the moves in a row join (beats.py)
        self.acting = 0                           # the seat whose action the queued beats show
        self.assault_ctx: dict = {}               # the assault the beats are showing (beats.py)
        self.flights = 0                          # card backs flown to another seat's hand
        self.board: Board | None = None           # made with the first view (the table's zones need the plan)
        self.squares = self.big = self.small = {}
        self.art = None

    # ------------------------------------------------------------------ the view

    def start(self) -> None:
        """Say how the table sits (which grid faces which)."""
        self.table.log.add(f"A {self.n}-seat table: " + ", ".join(self.plate_name(s) for s in range(self.n))
                           + ". Column c of one grid faces column c of every other grid.", "9 Card")

    def place(self, events: list, animate: bool) -> None:
        """Catch the table up with the view (no beats: instant, or a plain slide)."""
        if self.board is None:
            places.geometry(self)
            self.board = Board(self.art)
            self.sprites = self.board.sprites
            self.banner_lines = draw.banner_lines(self)
        v = self.table.view
        places.remember(self, v)
        self.board.load(v)
        for s in range(self.n):
            p = v[seat_name(s)]
            self.life[s], self.out[s] = p["life"], p["out"]
            self.counters[s].set(p["life"], instant=not animate)
        self.lunge.clear()
        self.badge.clear()
        self.badge_dir.clear()
        self.struck.clear()
        places.place_all(self, animate)

    def legal_changed(self) -> None:
        """The legal moves indexed, the panel's buttons built, the cards lit."""
        moves.index_legal(self)
        moves.build_buttons(self)
        moves.apply_highlights(self)

    def turn_table(self) -> None:
        """Turned to another seat: its half-made choice dropped, the zones laid out again."""
        self.target = None
        self.columns = set()
        places.geometry(self)

    def on_events(self, events: list) -> bool:
        """Play what happened beat by beat (beats.py); the final view is shown when the beats end."""
        t = self.table
        before = t.view                                   # still the view before the action
        t.view = t.ruleset.view(t.state, t.view_seat)
        places.remember(self, t.view)                     # faces of cards that became visible
        self.acting = before.get("active", 0)
        self.shown_active = self.acting
        self.batch = None
        self.assault_ctx = {"seat": None, "target": None, "col": None, "att": None, "last_def": -1}
        play_beats(self, events)
        t.refresh_legal()
        t.choreo.then(lambda: self._settle())
        t.choreo.update(0.0)          # the first beat starts with the move (all of them at instant pace)
        return True

    def _settle(self) -> None:
        """The beats ended: the table takes the final view."""
        self.table.sync(animate=True)

    def on_submitted(self) -> None:
        """A move was made: the chosen columns are spent."""
        self.columns = set()

    # ------------------------------------------------------------------ time
    def moving(self) -> bool:
        """Cards, counters, floaters or a dying card still move."""
        return (self.floaters.animating or bool(self.dying)
                or any(sp.animating for sp in self.sprites.values())
                or any(c.animating for c in self.counters.values()))

    def animate(self, dt: float) -> None:
        """The sprites, the counters, the floaters, the dying and the attack badge."""
        t = self.table
        if self.board is not None:
            self.board.update(dt)
        if t.hover is not None and t.hover.gone:
            t.hover = None
        for c in self.counters.values():
            c.update(dt)
        self.floaters.update(dt)
        for cid in list(self.dying):
            self.dying[cid] += dt
            if self.dying[cid] > 0.6:
                del self.dying[cid]
        for b in self.badge.values():
            if b[3] < 1.0:
                b[3] = min(1.0, b[3] + dt / 0.45)
                b[0] = b[1] + (b[2] - b[1]) * b[3]

    # ------------------------------------------------------------------ drawing and words
    def draw(self, surface: pygame.Surface) -> None:
        """The table (draw.py), the banner in as many lines as it holds at the type size in use."""
        self.banner_lines = draw.banner_lines(self)
        draw.draw(self, surface)

    def prompt(self) -> tuple[str, bool]:
        """What to do now, whose turn it is, or the beat on show."""
        return draw.prompt(self)

    def curtain_subtitle(self, seat: int) -> str:
        """Whose turn (and the round), or that they discard down to five."""
        t = self.table
        v = t.ruleset.view(t.state, None)
        if v["phase"] == "fizzle":
            return f"{t.short_name(seat)} discards down to five cards."
        return f"It is {t.short_name(seat)}'s turn (round {v['round']})."

    def toast_rect(self) -> pygame.Rect:
        """Over the banner, a little taller."""
        return self.table.shared("banner").inflate(0, 40)

    def focus_help_rect(self) -> pygame.Rect:
        """The help panel of this seat count."""
        return self.table.shared("zoom")

    def part_rect(self, seat: int, name: str) -> pygame.Rect | None:
        """Where a part of a seat's zone a lesson points at is on the screen: one square of its
        grid (``grid.rRcC``); None for any other name."""
        m = SQUARE.search(name)
        if not m:
            return None
        return square_rects(self.table.zone(seat, "grid"), places.front(self, seat))[int(m.group(1)) * 3 + int(m.group(2))]

    # ------------------------------------------------------------------ input (moves.py: INPUT)
    relayout = places.place_all

    def button_clickable(self, button) -> bool:
        """A dimmed column or Assault! still says why when clicked."""
        return button.enabled or button in self.column_buttons.values() or button is self.assault_button

