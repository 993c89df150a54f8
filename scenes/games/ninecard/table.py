"""The 9 Card table, for 2, 3 and 4 seats.

Draws only ``ruleset.view(state, seat)`` for the seat at the screen (always at the
bottom); every possible move comes from ``ruleset.legal_actions`` and every refusal
from ``ruleset.explain``. Nothing here decides a rule.

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
N seats (see its note): at 2 seats the grids lie side by side, front rows facing, with cards of
120 x 168 (type readable from a sofa, issue 13); at 3-4 seats the other seats' grids are at the top.
When the view gives every seat's cards (the convention kiosk's show, lessons with open hands:
scenes/table/open_hands.py) each hand is drawn face up in its seat's ``nN.pK.hand`` zone.
"""
from __future__ import annotations

import re

import pygame

from game.core.contract import seat_name
from scenes import assets
from game.ninecard.actions import Assault, Cast, CreatureAsEnergy, Discard, FollowUp, Move, PlayEnergy
from scenes.games.ninecard.art import NineCardArt
from scenes.games.ninecard.beats import BEATS, parse_zone
from scenes.games.ninecard.draw import NineCardDraw
from scenes.games.ninecard.moves import NineCardMoves
from scenes.table.board import Board, seat_zone, split_zone
from scenes.table.scene import TableScene
from scenes.widgets.cards import CardSprite, hand_positions
from scenes.widgets.counter import Counter as TickCounter
from scenes.widgets.dragdrop import DragController
from scenes.widgets.floaters import Floaters
from scenes.widgets.log import LogPanel

GAME = "ninecard"
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
    "Every log line names the rule it applied."
)


def square_rects(rect: pygame.Rect, front: str) -> list[pygame.Rect]:
    """The nine squares of a grid zone, index = row * 3 + column. Row 0 is on the
    ``front`` side; columns run left to right (or top to bottom) on every grid, so
    opposite grids line up column for column (rulings #6)."""
    sw, sh = rect.w / 3, rect.h / 3
    out = []
    for sq in range(9):
        r, c = divmod(sq, 3)
        if front == "up":
            x, y = rect.x + c * sw, rect.y + r * sh
        elif front == "down":
            x, y = rect.x + c * sw, rect.bottom - (r + 1) * sh
        elif front == "left":
            x, y = rect.x + r * sw, rect.y + c * sh
        else:   # right
            x, y = rect.right - (r + 1) * sw, rect.y + c * sh
        out.append(pygame.Rect(round(x), round(y), round(sw), round(sh)))
    return out


def card_size_for(square: pygame.Rect) -> tuple[int, int]:
    """The card that fits a grid square (5:7, a few pixels of felt around it)."""
    w = square.w - 8
    h = min(square.h - 8, round(w * 1.4))
    w = min(w, round(h / 1.4))
    return max(20, w), max(28, h)


def seat_squares(layout, seats: int, pos: int) -> list[pygame.Rect]:
    """The squares of the grid at screen position ``pos`` (1 = the viewer) of an N-seat table."""
    z = layout[f"n{seats}.p{pos}.grid"]
    return square_rects(z.rect, z.props.get("front", "up"))


def hand_rows(rect: pygame.Rect, n: int, size) -> list[tuple[float, float]]:
    """Card centres of a hand in ``rect``: one row, or as many rows as the zone holds when one
    row would make the cards overlap (``hand_positions`` lays out each row)."""
    w, h = size
    fits = max(1, (rect.w + 8) // (w + 8))
    rows = max(1, min((rect.h - 8) // (h + 8), -(-n // fits)))
    per = -(-n // rows) if n else 0
    out: list[tuple[float, float]] = []
    for r in range(rows):
        k = min(per, n - r * per)
        if k > 0:
            out += hand_positions(pygame.Rect(rect.x, rect.y + r * (h + 8), rect.w, h + 16), k, "up", size)
    return out


def hand_slots(layout, seats: int, count: int) -> list[tuple[float, float]]:
    """Centres of the viewer's hand cards (the table and the e2e test aim with this)."""
    hand = (layout.get(f"n{seats}.hand") or layout["hand"]).rect
    return hand_rows(hand, count, card_size_for(seat_squares(layout, seats, 1)[0]))


def square_zone(seat: int, sq: int) -> str:
    """``(1, 5)`` -> ``"p2.grid.r1c2"``."""
    return seat_zone(seat, f"grid.r{sq // 3}c{sq % 3}")


def shown_of(zones: dict) -> dict:
    """Zones as a table shows them: zone -> the ids in it, or its count."""
    return {z: ([c["id"] for c in v] if isinstance(v, list) else int(v.get("count", 0))) for z, v in zones.items()}


class NineCardTable(NineCardMoves, NineCardDraw, TableScene):
    GAME = GAME
    RULES_HINT = RULES_HINT
    BEATS = BEATS
    bot_pace = 0.6
    #: the show and open-hands lessons: every seat's hand face up in its own hand zone
    draws_open_hands = True

    @property
    def banner_lines(self) -> int:
        return max(2, (self.banner_rect().h - 10) // round(30 * assets.TYPE_SCALE))     # panels.banner's lines

    def __init__(self, app, *, seats: list[str], seed: int, state=None, record=None, layout=None,
                 options: dict | None = None):
        super().__init__(app, seats=seats, seed=seed, state=state, record=record, layout=layout,
                         options=options)
        self.n = len(self.seats)
        self.log = LogPanel(self.layout.rect("log"), "Log")
        self.drag = DragController()
        self.floaters = Floaters()
        self.cards: dict[str, dict] = {}          # last known face of every card id
        self.view: dict = {}
        self.life: dict[int, int] = {}            # what the table shows now (catches up with the view)
        self.out: dict[int, bool] = {}
        self.shown_active: int | None = None      # whose action the beats are showing
        self.legal: list = []
        self.hover: CardSprite | None = None
        self.counters: dict[int, TickCounter] = {}
        self.buttons: list = []
        self.column_buttons: dict = {}
        self.target_buttons: dict = {}
        self.assault_button = None
        self.bg: pygame.Surface | None = None
        self._arts: dict[tuple, NineCardArt] = {}
        self.target: int | None = None            # the opponent chosen in the Assault panel
        self.columns: set[int] = set()            # the columns chosen to lead
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
        self._geometry()
        self.board = Board(self.art)
        self.sprites: dict[str, CardSprite] = self.board.sprites
        self.sync(animate=False)
        self.log.add(f"A {self.n}-seat table: " + ", ".join(self.plate_name(s) for s in range(self.n))
                     + ". Column c of one grid faces column c of every other grid.", "9 Card")
        if self.actions:
            self.log.add(f"Resumed a saved game after {len(self.actions)} moves.", "Save file")
        if len(self.humans) >= 2:
            self._curtain_pending = True

    # ------------------------------------------------------------------ geometry
    @property
    def zone_prefix(self) -> str:
        return f"n{self.n}."

    def shared(self, name: str) -> pygame.Rect:
        """A shared zone, or its override for this seat count (``n4.banner``); "hand" is where the
        hand of the seat at the screen lies (its own zone when the hands are open)."""
        if name == "hand":
            return self.hand_rect(self.near)
        return super().shared(name)

    def toast_rect(self) -> pygame.Rect:
        return self.shared("banner").inflate(0, 40)

    def part_rect(self, seat: int, name: str) -> pygame.Rect | None:
        """Where a part of a seat's zone a lesson points at is on the screen: one square of its
        grid (``grid.rRcC``); None for any other name."""
        m = SQUARE.search(name)
        if not m:
            return None
        return square_rects(self.zone(seat, "grid"), self.front(seat))[int(m.group(1)) * 3 + int(m.group(2))]

    def front(self, seat: int) -> str:
        return self.layout[f"n{self.n}.{self.pos_name(seat)}.grid"].props.get("front", "up")

    def _art(self, size) -> NineCardArt:
        size = (int(size[0]), int(size[1]))
        a = self._arts.get(size)
        if a is None:
            a = self._arts[size] = NineCardArt(size)
        return a

    def _geometry(self):
        """Squares, card sizes and counters for the seat at the screen."""
        self.squares = {s: seat_squares(self.layout, self.n, (s - self.near) % self.n + 1) for s in range(self.n)}
        self.big = {s: self._art(card_size_for(self.squares[s][0])) for s in range(self.n)}
        self.small = {s: self._art(self.zone(s, "deck").size) for s in range(self.n)}
        self.art = self.big[self.near]
        if getattr(self, "board", None) is not None:
            self.board.art = self.art
        old = self.counters
        self.counters = {s: TickCounter(self.zone(s, "life"), "LIFE", old[s].target if s in old else 50,
                                        duration=0.6) for s in range(self.n)}
        self.bg = None

    def hand_positions(self, n: int) -> list[tuple[float, float]]:
        return hand_slots(self.layout, self.n, n)

    def hands_open(self) -> bool:
        """The view gives the cards of a hand other than the viewer's (the show, open-hands lessons)."""
        if getattr(self, "board", None) is None:
            return False
        return any(self.hand_ids(s) is not None for s in range(self.n) if s != self.view_seat)

    def hand_rect(self, seat: int) -> pygame.Rect | None:
        """Where a seat's hand lies: the viewer's in the shared hand zone; when the hands are open,
        each seat's in its own ``nN.pK.hand`` zone. None: a hidden hand, shown as its count."""
        pos = self.pos_name(seat)
        if self.hands_open():
            z = self.layout.get(f"n{self.n}.{pos}.hand")
            if z is not None:
                return z.rect.copy()
        return (self.layout.get(f"n{self.n}.hand") or self.layout["hand"]).rect.copy() if pos == "p1" else None

    def hand_art(self, seat: int) -> NineCardArt:
        """A hand's cards are the size of the seat's grid cards when its zone holds them."""
        r = self.hand_rect(seat)
        big = self.big[seat]
        return big if r is None or r.h >= big.h + 16 else self.small[seat]

    def hand_spots(self, seat: int, n: int) -> list[tuple[float, float]]:
        """Centres of the cards of a seat's hand."""
        r = self.hand_rect(seat)
        if r is None:
            return []
        a = self.hand_art(seat)
        return hand_rows(r, n, (a.w, a.h))

    def energy_layout(self, seat: int, n_ready: int, n_spent: int):
        """Centres of ready (upright) and spent (sideways) energy cards, and the label spots."""
        r = self.zone(seat, "energy")
        a = self.small[seat]
        w, h = a.w, a.h
        lab = max(18, assets.font("condbold", 16).get_ascent() + 2)     # the zone's label line
        two_rows = r.h >= h + w + 2 * lab + 8

        def row(n, x0, x1, cw, cy):
            if n == 0:
                return []
            step = min(cw + 4, (x1 - x0 - cw) / max(1, n - 1)) if n > 1 else 0
            return [(x0 + cw / 2 + step * i, cy) for i in range(n)]

        if two_rows:
            ready = row(n_ready, r.x, r.right, w, r.y + lab + h / 2)
            sy = r.y + lab + h + 6 + lab
            spent = row(n_spent, r.x, r.right, h, sy + w / 2)
            labels = ((r.x, r.y), (r.x, sy - lab))
        else:
            cy = r.y + lab + max(w, h) / 2
            split = r.x + r.w * (0.5 if n_spent else 1.0)
            if n_ready and n_spent:
                split = r.x + r.w * max(0.3, min(0.7, n_ready / (n_ready + n_spent)))
            ready = row(n_ready, r.x, split - 6, w, cy)
            spent = row(n_spent, split + 6 if n_ready else r.x, r.right, h, cy)
            labels = ((r.x, r.y), ((split + 6 if n_ready else r.x), r.y))
        return ready, spent, labels

    def anchor(self, seat: int, zone: str, sq: int | None = None) -> tuple[float, float]:
        if zone == "grid" and sq is not None:
            return self.squares[seat][sq].center
        if zone == "hand":
            r = self.hand_rect(seat)
            return (r or self.zone(seat, "plate")).center
        if zone in ("ready", "spent"):
            return self.zone(seat, "energy").center
        return self.zone(seat, zone).center

    # ------------------------------------------------------------------ what the board shows
    def ids(self, seat: int, kind: str) -> list[str]:
        """The ids in one of a seat's listed zones (``ready``, ``spent``, ``discard``, ``hand``)."""
        return [c["id"] for c in self.board.cards(seat_zone(seat, kind))]

    def hand_ids(self, seat: int) -> list[str] | None:
        """A hand the viewer may see, in order; None for a hand shown only as a count."""
        z = self.board.zones.get(seat_zone(seat, "hand"))
        return [c["id"] for c in z] if isinstance(z, list) else None

    def hand_count(self, seat: int) -> int:
        return self.board.count(seat_zone(seat, "hand"))

    def deck_count(self, seat: int) -> int:
        return self.board.count(seat_zone(seat, "deck"))

    def grid_ids(self, seat: int) -> list[str | None]:
        """The nine squares of a seat's grid (index = row * 3 + column): a card id or None."""
        out = []
        for sq in range(9):
            cards = self.board.cards(square_zone(seat, sq))
            out.append(cards[0]["id"] if cards else None)
        return out

    def shown(self) -> tuple[dict, dict, dict]:
        """What the table shows now: the zones (ids or counts), life and out, per seat."""
        return shown_of(self.board.zones), dict(self.life), dict(self.out)

    def shown_from_view(self, v: dict) -> tuple[dict, dict, dict]:
        """The same for a view (the beats must end where the view is)."""
        return (shown_of(v["zones"]), {s: v[seat_name(s)]["life"] for s in range(self.n)},
                {s: v[seat_name(s)]["out"] for s in range(self.n)})

    def _remember(self, v: dict) -> None:
        """The faces of every card the view shows."""
        for cards in v["zones"].values():
            if isinstance(cards, list):
                for c in cards:
                    self.cards[c["id"]] = c

    def _face(self, cid: str) -> dict | None:
        card = self.cards.get(cid)
        return None if card is None or (card.get("face_down") and "name" not in card) else card

    def _targets(self) -> dict[str, tuple]:
        """Where every visible card of the board belongs: id -> (pos, zone, small, sideways)."""
        out = {}
        for s in range(self.n):
            sn = seat_name(s)
            for sq, cid in enumerate(self.grid_ids(s)):
                if cid is not None:
                    out[cid] = (self.squares[s][sq].center, square_zone(s, sq), False, False)
            ready, spent = self.ids(s, "ready"), self.ids(s, "spent")
            rpos, spos, _ = self.energy_layout(s, len(ready), len(spent))
            for cid, xy in zip(ready, rpos):
                out[cid] = (xy, f"{sn}.ready", True, False)
            for cid, xy in zip(spent, spos):
                out[cid] = (xy, f"{sn}.spent", True, True)
            dr = self.zone(s, "discard").center
            for cid in self.ids(s, "discard"):
                out[cid] = (dr, f"{sn}.discard", True, False)
            hand = self.hand_ids(s)          # the viewer's, or any seat's when the view opens the hands
            if hand is not None:
                small = self.hand_art(s) is not self.big[s]
                for cid, xy in zip(hand, self.hand_spots(s, len(hand))):
                    lift = 30 if self.hover is not None and self.hover.id == cid else 0
                    out[cid] = ((xy[0], xy[1] - lift), f"{sn}.hand", small, False)
        return out

    def _place_all(self, animate: bool, stagger: list[str] = ()):
        """Move every sprite to where the board says. A card new to the table slides in from
        the zone it last left (``Board.came_from``); ``stagger`` cards start one after another."""
        targets = self._targets()
        delays = {cid: 0.05 * i for i, cid in enumerate(stagger)}
        sprites = self.sprites
        for cid, (pos, zone, small, sideways) in targets.items():
            if cid in self.lunge:
                pos = self.lunge[cid]
            face = self._face(cid)
            owner = split_zone(zone)[0]
            art = self.small[owner] if small else self.big[owner]
            sp = sprites.get(cid)
            if sp is None or sp.gone or sp.fade is not None:
                start = pos
                came = parse_zone(self.board.came_from.get(cid, ""))
                if animate and came is not None:
                    start = self.anchor(*came)
                sp = CardSprite(cid, face, art, start, katnap=sideways and not animate)
                sprites[cid] = sp
                if start != pos:
                    sp.move_to(pos, delay=delays.get(cid, 0.0))
                if sideways and animate:
                    sp.set_katnap(True, animate=True)
            else:
                sp.set_card(face)
                if sp.art is not art:
                    sp.art = art
                if sp.dragging:
                    sp.home = pos
                elif not animate:
                    sp.place(pos)
                elif sp.home != pos:
                    sp.move_to(pos, delay=delays.get(cid, 0.0))
                sp.set_katnap(sideways, animate=animate)
            sp.zone = zone
        for cid, sp in list(sprites.items()):
            if cid not in targets:
                if not animate or sp.gone:
                    del sprites[cid]
                elif sp.fade is None:
                    sp.remove(delay=0.25)
        self.board.came_from.clear()
        self.app.dirty = True

    # ------------------------------------------------------------------ syncing
    def sync(self, events=(), animate: bool = True):
        """Catch the table up with the view (no beats: instant, or a plain slide)."""
        self.view = self.ruleset.view(self.state, self.view_seat)
        self._remember(self.view)
        self.board.load(self.view)
        for s in range(self.n):
            p = self.view[seat_name(s)]
            self.life[s], self.out[s] = p["life"], p["out"]
            self.counters[s].set(p["life"], instant=not animate)
        self.lunge.clear()
        self.badge.clear()
        self.badge_dir.clear()
        self.struck.clear()
        self._place_all(animate)
        self.refresh_legal()

    def turn_table(self):
        """Turned to another seat (``set_view_seat``): its half-made choice dropped, the zones laid out again."""
        self.target = None
        self.columns = set()
        self._geometry()

    def on_events(self, events):
        """Play what happened beat by beat (beats.py); the final view is shown when the beats end."""
        before = self.view                                # still the view before the action
        self.view = self.ruleset.view(self.state, self.view_seat)
        self._remember(self.view)                         # faces of cards that became visible
        self.acting = before.get("active", 0)
        self.shown_active = self.acting
        self.batch = None
        self.assault_ctx = {"seat": None, "target": None, "col": None, "att": None, "last_def": -1}
        self.choreo.set_pace(self.pace)
        try:
            self.choreo.play(events, BEATS, self)
        except Exception as e:   # never let a display problem stop the game
            self.log.add(f"(animation skipped: {type(e).__name__}: {e})", "Table")
            self.choreo.queue.clear()
        self.refresh_legal()
        self.choreo.then(lambda: self._settle())
        self.choreo.update(0.0)          # the first beat starts with the move (all of them at instant pace)

    def _settle(self):
        self.sync(animate=True)

    # ------------------------------------------------------------------ the legal moves
    def legal_changed(self):
        self._index_legal()
        self._build_buttons()
        self.apply_highlights()

    def _index_legal(self):
        self.casts: dict[str, list] = {}
        self.energy_moves: dict[str, object] = {}
        self.moves: dict[str, dict[int, object]] = {}
        self.discards: dict[str, object] = {}
        self.assaults: dict[int, dict[tuple, object]] = {}
        self.follow: dict[bool, object] = {}
        for a in self.legal:
            t = type(a)
            if t is Cast:
                self.casts.setdefault(a.card, []).append(a)
            elif t in (PlayEnergy, CreatureAsEnergy):
                self.energy_moves[a.card] = a
            elif t is Move:
                self.moves.setdefault(a.card, {})[a.square] = a
            elif t is Discard:
                self.discards[a.card] = a
            elif t is Assault:
                self.assaults.setdefault(a.target, {})[tuple(sorted(a.columns))] = a
            elif t is FollowUp:
                self.follow[a.go] = a
        if self.assaults:
            if self.target not in self.assaults:
                me = self.view_seat
                self.target = min(self.assaults, key=lambda t: (t - me) % self.n)
            cols = self.eligible_columns()
            self.columns = {c for c in self.columns if c in cols}
        else:
            self.target = None
            self.columns = set()

    def eligible_columns(self) -> set[int]:
        """Columns that may lead an assault on the chosen target (from the legal Assaults)."""
        out = set()
        for cols in self.assaults.get(self.target, {}):
            out.update(cols)
        return out

    def apply_highlights(self):
        me = seat_name(self.view_seat) if self.view_seat is not None else None
        grid = self.grid_ids(self.view_seat) if self.view_seat is not None else []
        leaders = {grid[c] for c in self.columns if c < len(grid) and grid[c]}
        if self.follow:
            nxt = self.next_in_column()
            leaders = {nxt["id"]} if nxt else set()
        eligible = {grid[c] for c in self.eligible_columns() if c < len(grid) and grid[c]} if self.assaults else set()
        for cid, sp in self.sprites.items():
            h = None
            if me and sp.zone.startswith(me + "."):
                if cid in leaders:
                    h = "attack"
                elif cid in self.discards:
                    h = "target"
                elif cid in self.casts or cid in self.energy_moves or cid in self.moves:
                    h = "legal"
                elif cid in eligible:
                    h = "hover"
            sp.highlight = h

    def next_in_column(self) -> dict | None:
        """During a follow-up choice: the creature the rules say may continue."""
        a = self.view.get("assault")
        if not a or not a.get("next") or self.view_seat is None:
            return None
        grid = self.view[seat_name(self.view.get("active", 0))]["grid"]
        return next((c for c in grid if c and c["id"] == a["next"]), None)

    # ------------------------------------------------------------------ update
    @property
    def busy(self) -> bool:
        return (self.beats_active or self.floaters.animating or bool(self.dying)
                or any(sp.animating for sp in self.sprites.values())
                or any(c.animating for c in self.counters.values()))

    @property
    def animating(self) -> bool:
        return self.drag.active or super().animating

    def animate(self, dt: float):
        for cid, sp in list(self.sprites.items()):
            if sp.animating:
                sp.update(dt)
            if sp.gone:
                del self.sprites[cid]
                if self.hover is sp:
                    self.hover = None
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

    def skip_animation(self):
        """After a click or Space hurried the beats: the floaters and the dying end too."""
        self.floaters.clear()
        self.dying.clear()
        self.app.dirty = True

    # ------------------------------------------------------------------ words
    def curtain_subtitle(self, seat: int) -> str:
        v = self.ruleset.view(self.state, None)
        if v["phase"] == "fizzle":
            return f"{self.short_name(seat)} discards down to five cards."
        return f"It is {self.short_name(seat)}'s turn (round {v['round']})."
