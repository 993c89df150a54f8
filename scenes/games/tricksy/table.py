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

The table keeps its own picture of the game (model.py), draws it (draw.py) and words it
(words.py). Layout: ``data/layouts/tricksy.tmx``, zones ``nN.pK.*`` for N seats (see its note).
"""
from __future__ import annotations

import pygame

from game.core.contract import seat_name
from game.tricksy.actions import (Bid, ChooseKeeper, Discard, Keep, PassCards, Play, PlayBlind, SetAside, SwapWithTrick,
                                  UsePower)
from scenes.games.tricksy.art import MiniArt, TricksyArt
from scenes.games.tricksy.beats import BEATS
from scenes.games.tricksy.draw import TableDraw
from scenes.games.tricksy.model import KittySprite, TableModel
from scenes.games.tricksy.moves import TableInput
from scenes.games.tricksy.seats import SeatDraw
from scenes.games.tricksy.words import TableWords
from scenes.table.scene import TableScene
from scenes.widgets.button import Button
from scenes.widgets.cards import hand_positions
from scenes.widgets.dragdrop import DragController
from scenes.widgets.floaters import Floaters
from scenes.widgets.log import LogPanel

GAME = "tricksy"
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


class TricksyTable(TableModel, TableInput, SeatDraw, TableDraw, TableWords, TableScene):
    GAME = GAME
    RULES_HINT = RULES_HINT
    bot_pace = 0.6
    banner_lines = 2
    #: every seat's hand face up at its place when the view gives it (the show, lessons with open hands)
    draws_open_hands = True

    def __init__(self, app, *, seats: list[str], seed: int, state=None, record=None, layout=None,
                 options: dict | None = None):
        super().__init__(app, seats=seats, seed=seed, state=state, record=record, layout=layout, options=options)
        self.n = len(self.seats)
        first = self.ruleset.view(self.state, None)
        self.powers_on = first["options"].get("powers") == "on"
        self.black_cat = first["options"].get("black_cat") == "on"
        self.wild = first["suits"][-1]["key"] if self.black_cat else None
        self.suit_info = {s["key"]: s for s in first["suits"]}
        self.log = LogPanel(self.layout.rect("log"), "Log")
        self.drag = DragController()
        self.floaters = Floaters()
        self.sprites: dict[str, KittySprite] = {}
        self.cards: dict[str, dict] = {}          # last known face of every card id
        self.model: dict = {}                     # what the table shows now (catches up with the view)
        self.view: dict = {}
        self.legal: list = []
        self.hover: KittySprite | None = None
        self.selected: list[str] = []             # hand cards picked for pass / set aside / discard / swap
        self.buttons: list[Button] = []
        self.results: dict | None = None          # the last round's scores
        self.win: dict | None = None              # a finished trick's winner being shown
        self.flash: dict[int, float] = {}         # seat -> seconds left of a lives flash
        self.trace: list[tuple] = []              # what the beats showed (tests read it)
        self._arts: dict[tuple, TricksyArt] = {}
        self.team_suits: dict[tuple, str] = {}    # a team (its seats) -> the suit they bid
        self.bg: pygame.Surface | None = None
        self.batch = None                         # the beat the moves in a row join (beats.py)
        self.skip_moves = 0                       # moves a beat already shows (a trick swap)
        self.ignored: dict[str, tuple] = {}       # the trick's ignored cards until its winner is shown
        self.scoring: dict | None = None          # the round's scores while they are collected
        self._geometry()
        self.sync(animate=False)
        names = ", ".join(self.plate_name(s) for s in range(self.n))
        variant = " Powers variant." if self.powers_on else ""
        variant += " Black Cat variant: crowns are wild." if self.black_cat else ""
        self.log.add(f"A {self.n}-seat table: {names}. Play goes clockwise.{variant}", "Nine Lives: Tricksy Kittens")
        if self.actions:
            self.log.add(f"Resumed a saved game after {len(self.actions)} moves.", "Save file")
        if len(self.humans) >= 2:
            self._curtain_pending = True

    @property
    def zone_prefix(self) -> str:
        return f"n{self.n}."

    def seat_box(self, seat: int) -> pygame.Rect:
        """A seat's place: its plate, lives, bid and won zones, and its open hand when it is shown."""
        r = self.zone(seat, "plate")
        for z in ("lives", "bid", "won"):
            r = r.union(self.zone(seat, z))
        if self.pos_name(seat) != "p1" and self.open_hand(seat):
            r = r.union(self.zone(seat, "hand"))
        return r

    def toast_rect(self) -> pygame.Rect:
        return self.shared("banner").inflate(40, 30)

    def _art(self, size, kind: str = "face") -> TricksyArt:
        """The faces at ``size`` (made once): "face", "compact" (a crowded trick: a power as its
        number only) or "open" (the small cards of an open hand)."""
        key = (kind, int(size[0]), int(size[1]))
        a = self._arts.get(key)
        if a is None:
            a = self._arts[key] = (MiniArt(key[1:], self.wild) if kind == "open" else
                                   TricksyArt(key[1:], self.wild, compact=kind == "compact"))
        return a

    def _geometry(self):
        props = self.layout.props
        self.hand_art = self._art(self.layout.card_size)
        self.trick_art = self._art((int(props.get("trick_card_width", 100)), int(props.get("trick_card_height", 140))))
        self.crowded_art = self._art((self.trick_art.w, self.trick_art.h), "compact")
        self.seat_art = {s: self._art(self.zone(s, "bid").size) for s in range(self.n)}
        self.open_art = self._art((int(props.get("open_card_width", 24)), int(props.get("open_card_height", 50))),
                                  "open")
        self.art = self.hand_art

    def hand_slots(self, count: int) -> list[tuple[float, float]]:
        return hand_positions(self.shared("hand"), count, "up", self.layout.card_size)

    def open_slots(self, seat: int, count: int) -> list[tuple[float, float]]:
        """Card centres of another seat's hand shown face up (the show, a lesson with open hands)."""
        r = self.zone(seat, "hand")
        w = self.open_art.w
        step = min(w + 2, (r.w - w) / max(1, count - 1)) if count > 1 else 0
        x0 = r.centerx - (step * (count - 1) + w) / 2 + w / 2
        return [(x0 + step * i, r.centery) for i in range(count)]

    def open_hand(self, seat: int) -> bool:
        """The view shows this seat's hand and it is not the viewer's own (OpenHands)."""
        return seat != self.view_seat and bool(self.model) and self.model["seats"][seat]["hand"] is not None

    def trick_slots(self, count: int) -> list[tuple[float, float]]:
        """Card centres of a trick of ``count`` cards, in play order (label above, note below)."""
        return trick_slots(self.layout, count)

    def trick_face_art(self, count: int) -> TricksyArt:
        """The trick's faces: in full, or with a power as its number only when the cards overlap."""
        slots = self.trick_slots(count)
        crowded = count > 1 and slots[1][0] - slots[0][0] < self.trick_art.w
        return self.crowded_art if crowded else self.trick_art

    def visible_strip(self, index: int, count: int) -> pygame.Rect:
        """The part of trick card ``index`` (of ``count``) the next card does not cover."""
        slots = self.trick_slots(count)
        w, h = self.trick_art.w, self.trick_art.h
        x, y = slots[index]
        right = x + w / 2 if index == count - 1 else min(x + w / 2, slots[index + 1][0] - w / 2)
        return pygame.Rect(int(x - w / 2), int(y - h / 2), int(right - (x - w / 2)), h)

    def row_slots(self, seat: int, count: int) -> list[tuple[float, float]]:
        r = self.zone(seat, "won")
        a = self.seat_art[seat]
        if count == 0:
            return []
        step = min(a.w + 4, (r.w - a.w) / max(1, count - 1)) if count > 1 else 0
        return [(r.x + a.w / 2 + step * i, r.centery) for i in range(count)]

    def plate_centre(self, seat: int) -> tuple[int, int]:
        return self.zone(seat, "plate").center

    def legal_changed(self):
        self._index_legal()
        self._build_buttons()
        self.apply_highlights()

    def _index_legal(self):
        self.plays: dict[str, list] = {}
        self.bids: dict[str, object] = {}
        self.power_moves: dict[str, list] = {}
        self.keeps: dict[str, object] = {}
        self.keepers: dict[int, object] = {}
        self.swaps: dict[tuple, object] = {}
        self.discards: dict[str, object] = {}
        self.asides: dict[str, object] = {}
        self.passes: dict[frozenset, object] = {}
        self.blind = None
        for a in self.legal:
            t = type(a)
            if t is Play:
                self.plays.setdefault(a.card, []).append(a)
            elif t is Bid:
                self.bids[a.card] = a
            elif t is UsePower:
                self.power_moves.setdefault(a.card, []).append(a)
            elif t is Keep:
                self.keeps[a.card] = a
            elif t is ChooseKeeper:
                self.keepers[a.seat] = a
            elif t is SwapWithTrick:
                self.swaps[(a.card, a.target)] = a
            elif t is Discard:
                self.discards[a.card] = a
            elif t is SetAside:
                self.asides[a.card] = a
            elif t is PassCards:
                self.passes[frozenset(a.cards)] = a
            elif t is PlayBlind:
                self.blind = a
        hand = set(self._own_hand() or [])
        self.selected = [c for c in self.selected if c in hand]

    def choice(self) -> dict | None:
        """The pending power question, if the seat at the screen must answer it."""
        ch = self.view.get("choice")
        if ch and self.view_seat is not None and self.view_seat in (self.view.get("to_act") or []):
            return ch
        return None

    def selecting(self) -> str | None:
        """Which hand-card picking is going on: pass | aside | discard | trick_swap | None."""
        if self.passes:
            return "pass"
        if self.asides:
            return "aside"
        if self.discards:
            return "discard"
        if self.swaps:
            return "trick_swap"
        return None

    def apply_highlights(self):
        me = seat_name(self.view_seat) if self.view_seat is not None else None
        mode = self.selecting()
        playing = bool(self.plays) or self.blind is not None
        for key, sp in self.sprites.items():
            h, dim = None, False
            if me and sp.zone == f"{me}.hand":
                if key in self.selected:
                    h = "selected"
                elif mode == "pass" and key in self.completions():
                    h = "legal"                 # can still be part of a legal pass
                elif mode in ("aside", "discard") and (key in self.asides or key in self.discards):
                    h = "legal"
                elif mode == "trick_swap" and any(c == key for c, _ in self.swaps):
                    h = "legal"
                elif key in self.bids or key in self.plays or (self.blind is not None):
                    h = "legal"
                elif playing or (self.bids and key not in self.bids):
                    dim = True
            elif me and sp.zone in (f"{me}.bid", f"{me}.row") and key in self.power_moves:
                h = "legal"
            elif sp.zone == "trick":
                if key in self.keeps:
                    h = "target"
                elif mode == "trick_swap" and any(t == key for _, t in self.swaps):
                    h = "target"
            sp.highlight, sp.dim = h, dim

    def on_events(self, events):
        """What an action did, as beats (beats.py); then the table takes the fresh view."""
        self.view = self.ruleset.view(self.state, self.view_seat)
        self._remember(self.view)
        self.batch, self.skip_moves = None, 0
        self.choreo.set_pace(self.pace)
        try:
            self.choreo.play(events, BEATS, self)
        except Exception as e:   # never let a display problem stop the game
            self.log.add(f"(animation skipped: {type(e).__name__}: {e})", "Table")
            self.choreo.queue.clear()
        self.refresh_legal()
        self.choreo.then(lambda: self._settle())

    def _settle(self):
        self.sync(animate=True)

    @property
    def busy(self) -> bool:
        return (self.beats_active or self.floaters.animating or bool(self.flash)
                or any(sp.animating for sp in self.sprites.values()))

    @property
    def animating(self) -> bool:
        return self.drag.active or super().animating

    def animate(self, dt: float):
        for key, sp in list(self.sprites.items()):
            if sp.animating:
                sp.update(dt)
            if sp.gone:
                del self.sprites[key]
                if self.hover is sp:
                    self.hover = None
        self.floaters.update(dt)
        for s in list(self.flash):
            self.flash[s] -= dt
            if self.flash[s] <= 0:
                del self.flash[s]

    def on_hurry(self):
        """After a click or Space hurried the beats: the floaters and flashes end too."""
        self.floaters.clear()
        self.flash.clear()
        self.app.dirty = True


def trick_slots(layout, count: int) -> list[tuple[float, float]]:
    """Card centres of a trick of ``count`` cards in ``layout``'s trick zone (the table and the
    e2e test aim with this)."""
    r = layout.rect("trick")
    w = int(layout.props.get("trick_card_width", 100))
    h = int(layout.props.get("trick_card_height", 140))
    if count <= 0:
        return []
    step = min(w + 12, (r.w - 20 - w) / max(1, count - 1)) if count > 1 else 0
    total = step * (count - 1) + w
    x0 = r.centerx - total / 2 + w / 2
    y = r.y + (r.h - (h + 48)) / 2 + 22 + h / 2
    return [(x0 + step * i, y) for i in range(count)]


def hand_slots(layout, count: int) -> list[tuple[float, float]]:
    """Centres of the viewer's hand cards (the table and the e2e test aim with this)."""
    return hand_positions(layout.rect("hand"), count, "up", layout.card_size)
