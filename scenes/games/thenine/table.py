"""The Nine table, as a plan (:class:`TheNinePlan`) the shared table follows: two players,
Norse Warriors, countdowns, d20/d10 dice, Shame and Ragnarok Rising bids.

Draws only ``ruleset.view(state, seat)`` for the seat at the screen (always at the
bottom); every possible move comes from ``ruleset.legal_actions`` and every refusal
from ``ruleset.explain``. Nothing here decides a rule.

Interactions (the seat whose move it is; moves.py, from the plan's input hooks):
- the initiative winner: "Go first" / "Go second";
- Player phase: drag a Warrior from the hand onto your side (a Warrior whose entry
  effect picks a target: drop it on the target, or click one of the glowing cards);
  drag an Event onto the table (onto its target when it has one); "End Player phase"
  (each shamed Warrior sheds one Shame counter by itself as the phase begins: a beat);
- choosing attackers: click your Warriors, or drag them up towards the enemy (and
  back down to take one out); "Attack" or "Forfeit";
- choosing defenders: drag a Warrior of yours onto the attacker it should block
  (drag it back, or click it, to take it off); "Confirm defence";
- the Bid phase: drag Warriors in play and claimed RR cards onto the bid area (the
  running Glory total and what the bid must reach are shown), then "Bid" or "Pass";
- an answer window: drag a counter Event onto the opponent's Event, or "Let it resolve".
An illegal drop snaps back and says why, in the ruleset's words.

Countdowns (clock.py, the plan's ``clock``): the table counts real seconds from ``ruleset.timer(state)`` (a shrinking
ring, red in the last 3) and submits ``TimeUp()`` for the seat when it reaches zero.
The clock stops while an action's beats play, behind the hot-seat curtain, while a card is read
or a menu is open, and while ``timer()`` is None (an answer window): the same countdown (same
``id``) then resumes where it stopped. For half a second after a time-out input does nothing.
A player with no counter to play is not asked to answer an Event (the table lets it resolve).
Computer seats act at a pace that quickens as their time runs out.

What an action did plays beat by beat on the shared choreography (beats.py, handlers of the
plan, from the typed events of game/thenine/events.py): the initiative d20s, cards sliding between zones, each
fight (the attack d10 beside the attacker, a defence d10 beside each defender, landing on
the engine's values, then the totals "7 + 3 Strength = 10"), damage and Shame, the End of
Days token. A click or Space hurries it up.

The zones shown (place.py) are a shared :class:`~scenes.table.board.Board` loaded from ``view["zones"]``
(the opponent's hand, a count in the view, is listed as the cards the viewer saw and
face-down places); while beats play each ``CardMoved`` is applied to it (``Board.move``) and
``Board.place`` keeps the sprites where the zones say. A sprite's ``zone`` is the zone of the
*layout* it is drawn in: ``p1.*`` is always the seat at the screen, ``event`` an Event waiting
in the middle, ``p1.bid`` a card on the bid being built. Layout: ``data/layouts/thenine.tmx``.

The shared :class:`~scenes.table.scene.TableScene` owns the input, the drag, the hover, the
view, the log, undo, the computer seats and the curtain; this plan talks to it only through the
hooks and services of :mod:`scenes.table.plan`. Its parts are modules of functions of the plan:
place.py (where the cards lie), moves.py (what a gesture means), draw.py, words.py and beats.py;
the countdown is a component (``plan.clock``, clock.py).
"""
from __future__ import annotations

import pygame

from scenes.games.thenine import draw, moves, place, words
from scenes.games.thenine.art import NineArt
from scenes.games.thenine.beats import BEATS, INITIATIVE, REROLL, beat, beat_initiative, prepare
from scenes.games.thenine.clock import BOT_PACE, NineClock
from scenes.games.thenine.place import place_all
from scenes.table.board import Board
from scenes.table.plan import Plan, play_beats
from scenes.widgets.cards import CardSprite
from scenes.widgets.dice import DiceTray, Die
from scenes.widgets.floaters import Floaters


class TheNinePlan(Plan):
    """The Nine's table: where its cards lie, what a gesture means, its beats, its countdown and
    its drawing; the shared table does the rest."""
    RULES_HINT = words.RULES_HINT
    BEATS = BEATS
    #: each seat's hand in its own place when the view gives it (the show, lessons: arrange.py)
    draws_open_hands = True
    #: three lines in a banner tall enough for them at 26 px (the usual map), two in the open hands' (place.geometry)
    banner_lines = 3
    #: key, press, click, drop, right_click, sprite_at, drop_zones, focus_target: moves.py's
    INPUT = moves

    def __init__(self, table):
        super().__init__(table)
        L = table.layout
        self.art = NineArt(L.card_size)
        self.small = NineArt(place.small_size(L))
        self.floaters = Floaters()
        dz = L.rect("dice")                    # the dice under the zone's label, their names under them
        self.dice = DiceTray(pygame.Rect(dz.x, dz.y + 30, dz.w, 100), ["", ""], size=70)
        for d in self.dice.dice:
            d.sides = 20
        self.fight_dice: list[Die] = []
        self.fight_labels: list[tuple[str, tuple, tuple]] = []   # (text, (anchor, point), colour)
        self.fight_lines: list[tuple[str, object]] = []          # (attacker, blocker id or defending seat)
        #: the map as it lies with the opponent's hand hidden, and with every hand face up (arrange.py)
        self.closed_layout, self._open_layout = L, None
        self.clock = NineClock(self)              # the countdown, its guard, the unasked answer
        self.board = Board(self.art)
        self.sprites: dict[str, CardSprite] = self.board.sprites
        self.order: list[CardSprite] = []         # the sprites in zone order (Board.place)
        self.cards: dict[str, dict] = {}          # the face (and stats) shown for every card id
        self.hidden_hands: set[str] = set()       # hand zones the viewer sees only the backs of
        self.building: list[str] = []             # the viewer's bid being built (shown on the bid)
        self.health: dict[int, int] = {}          # what the counters show (catches up with the view)
        self.glory: dict[int, int] = {}
        self.round_shown = 0
        self.counters: dict = {}                  # (seat, "health" / "glory") -> its counter
        self.target_mode: dict | None = None      # {"actions": [...], "text": str, "source": id}
        self.lunge: dict[str, tuple[float, float]] = {}
        self.showing_event: str | None = None     # an Event card held in the event zone during beats
        self.shown_phase: str | None = None       # the phase the beats are showing
        self.trace: list[tuple] = []              # what the beats showed (tests read it)
        self.batch = None                         # the beat the moves in a row join (beats.py)
        self.played: set[str] = set()             # Events played by the action being shown
        self.fight_dice_events: set[int] = set()
        self.bg = None                            # the felt with its zones, drawn once per layout
        # the legal moves by card (moves.index_legal)
        self.warriors: dict[str, list] = {}
        self.events: dict[str, list] = {}
        self.toggles, self.assigns, self.unassigns, self.adds, self.removes = {}, {}, {}, {}, {}
        self.order_moves: dict = {}
        self.singles: dict = {}
        place.geometry(self)

    # ------------------------------------------------------------------ the view
    def start(self) -> None:
        """The opening log lines; a new game's first initiative roll plays as a beat."""
        t = self.table
        t.log.add("Two players; each begins with 40 Health. Twenty rounds until the End of Days.", "The Nine")
        if not t.actions:
            words.announce_initiative(self)
            pairs = [list(pair) for pair in t.ruleset.view(t.state, None).get("rolls", [])]
            if pairs:
                beat(self, lambda: beat_initiative(self, pairs), INITIATIVE + REROLL * (len(pairs) - 1),
                     "Initiative: both players roll a d20")
                t.choreo.then(t.sync)
                t.refresh_legal()
        if not t.view.get("timers", True):
            t.log.add("Timers are off: take your time.", "Option")

    def place(self, events: list, animate: bool) -> None:
        """Catch the cards, counters and panels up with ``table.view`` (no beats: instant, or a plain slide)."""
        place.load(self, animate)

    def legal_changed(self) -> None:
        """Index the legal moves by card, make the choice buttons, light the cards."""
        moves.index_legal(self)
        moves.build_buttons(self)
        moves.apply_highlights(self)

    def turn_table(self) -> None:
        """Turned to another seat: its half-made choice dropped, the zones laid out again."""
        self.target_mode = None
        place.geometry(self)

    def on_events(self, events: list) -> bool:
        """Play what happened beat by beat (``BEATS`` on the shared choreography), the faces of
        cards that became visible known first; the final view is shown when the beats end. A
        display problem never stops the game: the view is then shown at once."""
        t = self.table
        t.view = t.ruleset.view(t.state, t.view_seat)
        place.remember(self, t.view, only_new=True)
        prepare(self, events)
        if not play_beats(self, events):          # a display problem: the view at once
            t.choreo.hurry()
            t.sync()
            return True
        t.choreo.then(lambda: t.sync(events))
        t.choreo.update(0.0)                      # the first beat starts with the move
        t.refresh_legal()
        return True

    def on_submitted(self) -> None:
        """A move was made: a half-made choice of target is over."""
        self.target_mode = None

    # ------------------------------------------------------------------ time and drawing
    def draw(self, surface) -> None:
        """The felt, the zones, the cards, the fight, the panels, the banner (draw.py)."""
        draw.draw(self, surface)

    def prompt(self) -> tuple[str, bool]:
        """The banner (words.py)."""
        return words.prompt(self)

    def curtain_subtitle(self, seat: int) -> str:
        """What the next person at the screen is asked to do (words.py)."""
        return words.curtain_subtitle(self, seat)

    def animate(self, dt: float) -> None:
        """The board, the counters, the floaters and the dice move on; the computer's pace follows its countdown."""
        self.board.update(dt)
        t = self.table
        if t.hover is not None and t.hover.gone:
            t.hover = None
        for c in self.counters.values():
            c.update(dt)
        self.floaters.update(dt)
        self.dice.update(dt)
        for d in self.fight_dice:
            d.update(dt)

    def bot_pace(self, pace: float) -> float:
        """A computer answers quicker as its countdown runs out (clock.py), unless the show or a test set the pace."""
        return self.clock.bot_pace() if pace == BOT_PACE else pace

    def tick(self, dt: float) -> None:
        """The countdown, its guard and the unasked answer (clock.py)."""
        self.clock.tick(dt)

    def moving(self) -> bool:
        """Cards, counters, floaters or dice still move."""
        return (self.floaters.animating or self.dice.animating
                or any(d.rolling for d in self.fight_dice)
                or any(sp.animating for sp in self.sprites.values())
                or any(c.animating for c in self.counters.values()))

    def holding(self) -> bool:
        """Frames while a card is carried, the countdown runs, the guard lasts or an unasked answer waits."""
        c = self.clock
        return self.table.drag.active or bool(c.status.get("running")) or c.guarded or c.nothing_to_answer()

    def on_hurry(self) -> None:
        """After a click or Space hurried the beats: the floaters go too."""
        self.floaters.clear()

    # ------------------------------------------------------------------ input (moves.py: INPUT)
    def motion(self, pos) -> bool:
        """Remember where the pointer is (the guard hides a button under it); the table does the rest."""
        self.clock.pointer = pos
        return False

    relayout = place_all                      # (``place`` is the hook above here: place.py's place_all)

    def button_clickable(self, button) -> bool:
        """Any button but just after a time-out (a dimmed Attack / Bid button explains why not)."""
        return not self.clock.guarded
