"""The Nine Lives: Tricksy Kittens table, for 3 to 9 seats.

Draws only ``ruleset.view(state, seat)`` for the seat at the screen (always at the bottom
of the oval); every possible move comes from ``ruleset.legal_actions`` and every refusal
from ``ruleset.explain``. Nothing here decides a rule.

Interactions (the seat at the screen, when it is its move; moves.py):
- bid: drag a hand card onto your bid spot (or click it: "Bid this card"); bids are
  secret, a "pass to ..." curtain goes between human seats, and when the last bid is in
  they all flip at once; seats that bid the same suit get a band in that suit's colour;
- play: drag a glowing hand card into the trick (cards you may not play are dimmed; a
  refused drop says why in the ruleset's words). A crown (Black Cat variant) asks which
  suit it names;
- powers variant: drag a card of your row onto the POWER slot (or click it): a power that
  needs a suit, a number, a seat or a card asks for it; the trick's winner clicks the
  trick card to keep; pass / set aside / discard choices: click hand cards, then the
  button on the right; Sleight of Paw: drag a hand card onto a trick card.
Every hand face up (the convention show, a lesson with ``open_hands``): when the view gives another
seat's cards, they are drawn as small cards in that seat's own place (``nN.pK.hand``; p1's in the
hand zone), so a played card flies from its seat into the trick. Couch controls (scenes/table/focus.py):
a multi-card choice (pass cards) is picked card by card as with the mouse, then confirmed.
What an action did plays beat by beat on the shared choreography (beats.py) from its typed
events: the card flying into the trick, the winner's card glowing with the reason it won,
the trick sweeping to the winner's pile (or into the row), bids flipping, lives filling in
as cat heads, the round's scores, the new deal. A click or Space hurries it up.

The table is a plan (:class:`TricksyPlan`, scenes/table/plan.py) the shared
:class:`~scenes.table.scene.TableScene` follows: the table owns the input, the drag, the
computers, undo and the curtain; the plan keeps its own picture of the game (model.py) and
draws it (draw.py, seats.py, ink.py), words it (words.py), knows where things lie (places.py),
indexes the legal moves (choices.py), turns gestures into them (moves.py) and asks a power's
questions (questions.py). Those modules are plain functions of the plan. Layout:
``data/layouts/tricksy.tmx``, zones ``nN.pK.*`` for N seats (see its note).
"""
from __future__ import annotations

import pygame

from scenes.games.tricksy import choices, draw, model, moves, places, words
from scenes.games.tricksy.beats import BEATS
from scenes.games.tricksy.model import KittySprite
from scenes.table.board import update_sprites
from scenes.table.plan import Plan, count_down, play_beats
from scenes.widgets.button import Button
from scenes.widgets.floaters import Floaters

RULES_HINT = (
    "Win exactly as many tricks as your bid says and score your bid card as lives; the first to 9 lives "
    "ends the game (most lives wins).\n"
    "Each round everyone secretly bids one hand card, face down: its number is how many tricks you "
    "expect to win. All bids flip at once; seats that bid the same suit are a team for the round and "
    "score together when their tricks add up to their bids.\n"
    "The Kittykeeper leads any card: its suit is the leading suit and the suit of the Kittykeeper's "
    "bid is trump. Clockwise, everyone must follow the leading suit if they can. A card in the same "
    "suit as its player's own bid is IGNORED. Highest trump wins, else the highest of the leading "
    "suit; if every card is ignored, the Kittykeeper wins. The winner leads next.\n"
    "Drag cards: onto your bid spot to bid, into the trick to play. With powers: drag a row card onto "
    "POWER before you play. Right-click any card to read it. Esc: menu · F11: full screen."
)



class TricksyPlan(Plan):
    """The Tricksy Kittens table's plan: its picture of the game, its widgets and the half-made
    choice (``selected``); the hooks below hand the work to the modules of plain functions."""
    RULES_HINT = RULES_HINT
    BEATS = BEATS
    banner_lines = 3
    #: every seat's hand face up at its place when the view gives it (the show, lessons with open hands)
    draws_open_hands = True
    #: the banner's prompt says the beat's caption, with a click to hurry it
    CAPTION_IN_PROMPT = CAPTION_HURRY = True
    #: key, press, click, drop, right_click, drop_zones, focus_items, focus_target: moves.py's
    INPUT = moves
    #: seconds between two computer moves: quicker than the shared pace (unless the show or a test set one)
    computer_pace = 0.6

    def __init__(self, table):
        super().__init__(table)
        self.n = len(table.seats)
        first = table.ruleset.view(table.state, None)
        self.powers_on = first["options"].get("powers") == "on"
        self.black_cat = first["options"].get("black_cat") == "on"
        self.wild = first["suits"][-1]["key"] if self.black_cat else None
        self.suit_info = {s["key"]: s for s in first["suits"]}
        self.floaters = Floaters()
        self.sprites: dict[str, KittySprite] = {}
        self.buttons: list[Button] = []
        self.cards: dict[str, dict] = {}          # last known face of every card id
        self.model: dict = {}                     # what the table shows now (catches up with the view)
        self.selected: list[str] = []             # hand cards picked for pass / set aside / discard / swap
        self.results: dict | None = None          # the last round's scores
        self.win: dict | None = None              # a finished trick's winner being shown
        self.flash: dict[int, float] = {}         # seat -> seconds left of a lives flash
        self.trace: list[tuple] = []              # what the beats showed (tests read it)
        self.arts: dict[tuple, object] = {}       # the faces by (kind, width, height): places.art
        self.seat_art: dict = {}                  # the faces of each seat's place (places.geometry)
        self.team_suits: dict[tuple, str] = {}    # a team (its seats) -> the suit they bid
        self.bg: pygame.Surface | None = None
        self.batch = None                         # the beat the moves in a row join (beats.py)
        self.skip_moves = 0                       # moves a beat already shows (a trick swap)
        self.ignored: dict[str, tuple] = {}       # the trick's ignored cards until its winner is shown
        self.scoring: dict | None = None          # the round's scores while they are collected
        choices.index_legal(self)                 # nothing legal yet: the table's legal moves come with its sync

    # ------------------------------------------------------------------ the view

    def start(self) -> None:
        """Say the table in the log: its seats, clockwise, and the variants in play."""
        names = ", ".join(self.plate_name(s) for s in range(self.n))
        variant = " Powers variant." if self.powers_on else ""
        variant += " Black Cat variant: crowns are wild." if self.black_cat else ""
        self.table.log.add(f"A {self.n}-seat table: {names}. Play goes clockwise.{variant}",
                           "Nine Lives: Tricksy Kittens")

    def place(self, events, animate: bool) -> None:
        """Catch the picture up with the fresh view (model.catch_up); the faces are made on the first one."""
        if not self.seat_art:                     # (the zones are the table's once it has its plan)
            places.geometry(self)
        model.catch_up(self, animate)

    def legal_changed(self) -> None:
        """Index the legal moves, make the controls panel's buttons, glow and dim the cards."""
        choices.index_legal(self)
        moves.build_buttons(self)
        choices.apply_highlights(self)

    def turn_table(self) -> None:
        """Hot seat: the half-made choice is dropped and the seats' faces are made for the new places."""
        self.selected = []
        places.geometry(self)

    def on_events(self, events) -> bool:
        """What an action did, as beats (beats.py) on the fresh view; then the table takes it (``sync``)."""
        t = self.table
        t.view = t.ruleset.view(t.state, t.view_seat)      # the beats read the new view (a deal's hands)
        model.remember(self, t.view)
        self.batch, self.skip_moves = None, 0
        play_beats(self, events)
        t.refresh_legal()
        t.choreo.then(lambda: t.sync(animate=True))
        return True

    # ------------------------------------------------------------------ time and drawing
    def draw(self, surface: pygame.Surface) -> None:
        """The whole table (draw.py)."""
        draw.draw_table(self, surface)

    def prompt(self) -> tuple[str, bool]:
        """The banner (words.py)."""
        return words.prompt(self)

    def curtain_subtitle(self, seat: int) -> str:
        """What the next player is about to do (words.py)."""
        return words.curtain_subtitle(self, seat)

    def toast_rect(self) -> pygame.Rect:
        """A refusal shows over the banner, a little larger."""
        return self.table.shared("banner").inflate(40, 30)

    def moving(self) -> bool:
        """Cards, floaters and a lives flash still move (the beats are the table's)."""
        return (self.floaters.animating or bool(self.flash)
                or any(sp.animating for sp in self.sprites.values()))

    def animate(self, dt: float) -> None:
        """Move the cards (a gone one leaves the table), the floaters and the lives flashes."""
        t = self.table
        update_sprites(self.sprites, dt)
        if t.hover is not None and t.hover.gone:
            t.hover = None
        self.floaters.update(dt)
        count_down(self.flash, dt)

    def on_hurry(self) -> None:
        """After a click or Space hurried the beats: the floaters and flashes end too."""
        self.floaters.clear()
        self.flash.clear()
        self.table.app.dirty = True

    # ------------------------------------------------------------------ input (moves.py: INPUT)
    def release(self, pos) -> bool:
        """A let-go first shows the end of the beats still playing; then the table's own let-go."""
        if self.table.beats_active:               # something happened meanwhile: show its end, then act
            self.table.hurry()
        return False                              # then the table's own let-go

    sprite_at = model.sprite_at
    relayout = model.place_all

    def focus_help_rect(self):
        """The help panel is the zoom zone."""
        return self.table.shared("zoom")
