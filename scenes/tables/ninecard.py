"""The 9 Card table, for 2, 3 and 4 seats.

Draws only ``ruleset.view(state, seat)`` for the seat at the screen (always at the
bottom); every possible move comes from ``ruleset.legal_actions`` and every refusal
from ``ruleset.explain``. Nothing here decides a rule.

Interactions (the seat whose turn it is):
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

What an action did is shown beat by beat from its events (a :class:`Timeline`): the
cost being paid, the creature entering the rear square and moving up, and the assault
column by column (the attacker steps into each defender, the numbers float, the dead
fade to the discard pile, the carried-over attack shrinks, the rest hits the player's
life), then the cleanup push. A click hurries it up.

Layout: ``data/layouts/ninecard.tmx``, zones ``nN.pK.*`` for N seats (see its note).
"""
from __future__ import annotations

import re

import pygame

from game.core.contract import CardMoved, GameOver, Logged, PhaseChanged, StatChanged, seat_index, seat_name
from game.ninecard.actions import Assault, Cast, CreatureAsEnergy, Discard, FollowUp, Move, PlayEnergy
from game.ninecard.effects import AssaultStarted, Clash
from scenes import assets
from scenes.app import LOGICAL
from scenes.overlays import CardGridScene, ZoomScene
from scenes.tables.base import TableScene
from scenes.tables.ninecard_art import NineCardArt, card_details
from scenes.widgets.button import Button
from scenes.widgets.cards import CardSprite, hand_positions
from scenes.widgets.counter import Counter as TickCounter
from scenes.widgets.dragdrop import DragController
from scenes.widgets.felt import felt
from scenes.widgets.floaters import Floaters
from scenes.widgets.log import LogPanel
from scenes.widgets.timeline import Timeline

GAME = "ninecard"
HAND = 5
LABEL = 18                  # height of a zone's label line
MOVE_BEAT = 0.42
CLASH_BEAT = 0.75
# The assault is animated from the rules' AssaultStarted and Clash events (ids, attack
# carried, damage taken), CardMoved for deaths and pushes, and StatChanged carry/life.
#: a colour per seat, on its grid's frame and its plate, so a grid and its owner go together
SEAT_COLOURS = [(236, 190, 70), (90, 160, 235), (200, 120, 230), (110, 210, 150)]
ZONE_RE = re.compile(r"^(p\d+)\.(hand|deck|ready|spent|discard|grid)(?:\.r(\d)c(\d))?$")

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


def hand_slots(layout, seats: int, count: int) -> list[tuple[float, float]]:
    """Centres of the viewer's hand cards (the table and the e2e test aim with this)."""
    hand = (layout.get(f"n{seats}.hand") or layout["hand"]).rect
    return hand_positions(hand, count, "up", card_size_for(seat_squares(layout, seats, 1)[0]))


def parse_zone(name: str):
    """``"p2.grid.r0c1"`` -> (1, "grid", 1); ``"p1.hand"`` -> (0, "hand", None)."""
    m = ZONE_RE.match(name or "")
    if not m:
        return None
    seat = seat_index(m.group(1))
    sq = int(m.group(3)) * 3 + int(m.group(4)) if m.group(2) == "grid" and m.group(3) else None
    return seat, m.group(2), sq


class NineCardTable(TableScene):
    GAME = GAME
    RULES_HINT = RULES_HINT
    bot_pace = 0.6

    @property
    def banner_lines(self) -> int:
        return max(2, (self.banner_rect().h - 10) // 30)

    def __init__(self, app, *, seats: list[str], seed: int, state=None, record=None, layout=None,
                 options: dict | None = None):
        super().__init__(app, seats=seats, seed=seed, state=state, record=record, layout=layout,
                         options=options)
        self.n = len(self.seats)
        self.log = LogPanel(self.layout.rect("log"), "Log")
        self.drag = DragController()
        self.timeline = Timeline()
        self.floaters = Floaters()
        self.sprites: dict[str, CardSprite] = {}
        self.cards: dict[str, dict] = {}          # last known face of every card id
        self.model: dict[int, dict] = {}          # what the table shows now (catches up with the view)
        self.view: dict = {}
        self.shown_active: int | None = None      # whose action the animation is showing
        self.legal: list = []
        self.hover: CardSprite | None = None
        self.counters: dict[int, TickCounter] = {}
        self.buttons: list[Button] = []
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
        self._geometry()
        self.sync(animate=False)
        self.log.add(f"A {self.n}-seat table: " + ", ".join(self.plate_name(s) for s in range(self.n))
                     + ". Column c of one grid faces column c of every other grid.", "9 Card")
        if self.actions:
            self.log.add(f"Resumed a saved game after {len(self.actions)} moves.", "Save file")
        if len(self.humans) >= 2:
            self._curtain_pending = True

    # ------------------------------------------------------------------ geometry
    def pos_name(self, seat: int) -> str:
        """The screen position of a seat: p1 at the bottom (the viewer), then clockwise."""
        return f"p{(seat - self.near) % self.n + 1}"

    def zone(self, seat: int, name: str) -> pygame.Rect:
        return self.layout.rect(f"n{self.n}.{self.pos_name(seat)}.{name}")

    def shared(self, name: str) -> pygame.Rect:
        """A shared zone, or its override for this seat count (``n4.banner``)."""
        z = self.layout.get(f"n{self.n}.{name}")
        return (z or self.layout[name]).rect.copy()

    def banner_rect(self) -> pygame.Rect:
        return self.shared("banner")

    def toast_rect(self) -> pygame.Rect:
        return self.shared("banner").inflate(0, 40)

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
        old = self.counters
        self.counters = {s: TickCounter(self.zone(s, "life"), "LIFE", old[s].target if s in old else 50,
                                        duration=0.6) for s in range(self.n)}
        self.bg = None

    def hand_positions(self, n: int) -> list[tuple[float, float]]:
        return hand_slots(self.layout, self.n, n)

    def energy_layout(self, seat: int, n_ready: int, n_spent: int):
        """Centres of ready (upright) and spent (sideways) energy cards, and the label spots."""
        r = self.zone(seat, "energy")
        a = self.small[seat]
        w, h = a.w, a.h
        two_rows = r.h >= h + w + 2 * LABEL + 8

        def row(n, x0, x1, cw, cy):
            if n == 0:
                return []
            step = min(cw + 4, (x1 - x0 - cw) / max(1, n - 1)) if n > 1 else 0
            return [(x0 + cw / 2 + step * i, cy) for i in range(n)]

        if two_rows:
            ready = row(n_ready, r.x, r.right, w, r.y + LABEL + h / 2)
            sy = r.y + LABEL + h + 6 + LABEL
            spent = row(n_spent, r.x, r.right, h, sy + w / 2)
            labels = ((r.x, r.y), (r.x, sy - LABEL))
        else:
            cy = r.y + LABEL + max(w, h) / 2
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
            if seat == self.view_seat:
                return self.shared("hand").center
            return self.zone(seat, "plate").center
        if zone in ("ready", "spent"):
            return self.zone(seat, "energy").center
        return self.zone(seat, zone).center

    # ------------------------------------------------------------------ the model
    def _model_from_view(self, v: dict) -> dict[int, dict]:
        m = {}
        for s in range(self.n):
            p = v[seat_name(s)]
            for z in ("hand", "ready", "spent", "discard"):
                for c in p.get(z) or []:
                    self.cards[c["id"]] = c
            for c in p["grid"]:
                if c:
                    self.cards[c["id"]] = c
            m[s] = {"hand": [c["id"] for c in p["hand"]] if p["hand"] is not None else None,
                    "hand_count": p["hand_count"], "deck": p["deck"],
                    "ready": [c["id"] for c in p["ready"]], "spent": [c["id"] for c in p["spent"]],
                    "discard": [c["id"] for c in p["discard"]],
                    "grid": [c["id"] if c else None for c in p["grid"]],
                    "life": p["life"], "out": p["out"], "moved": set(p.get("moved") or [])}
        return m

    def _targets(self) -> dict[str, tuple]:
        """Where every visible card of the model belongs: id -> (pos, zone, small, sideways)."""
        out = {}
        for s, m in self.model.items():
            sn = seat_name(s)
            for sq, cid in enumerate(m["grid"]):
                if cid is not None:
                    out[cid] = (self.squares[s][sq].center, f"{sn}.grid.r{sq // 3}c{sq % 3}", False, False)
            ready, spent, _ = self.energy_layout(s, len(m["ready"]), len(m["spent"]))
            for cid, xy in zip(m["ready"], ready):
                out[cid] = (xy, f"{sn}.ready", True, False)
            for cid, xy in zip(m["spent"], spent):
                out[cid] = (xy, f"{sn}.spent", True, True)
            dr = self.zone(s, "discard").center
            for cid in m["discard"]:
                out[cid] = (dr, f"{sn}.discard", True, False)
            if m["hand"] is not None and s == self.view_seat:
                for cid, xy in zip(m["hand"], self.hand_positions(len(m["hand"]))):
                    lift = 30 if self.hover is not None and self.hover.id == cid else 0
                    out[cid] = ((xy[0], xy[1] - lift), f"{sn}.hand", False, False)
        return out

    def _place_all(self, animate: bool, stagger: list[str] = (), src: dict | None = None):
        """Move every sprite to where the model says (new sprites start at ``src[id]``)."""
        targets = self._targets()
        delays = {cid: 0.05 * i for i, cid in enumerate(stagger)}
        for cid, (pos, zone, small, sideways) in targets.items():
            if cid in self.lunge:
                pos = self.lunge[cid]
            card = self.cards.get(cid)
            face = None if card is None or (card.get("face_down") and "name" not in card) else card
            owner = seat_index(zone.split(".")[0])
            art = self.small[owner] if small else self.big[owner]
            sp = self.sprites.get(cid)
            if sp is None or sp.gone or sp.fade is not None:
                start = pos
                if animate and src and cid in src:
                    start = src[cid]
                sp = CardSprite(cid, face, art, start, katnap=sideways and not animate)
                self.sprites[cid] = sp
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
        for cid, sp in list(self.sprites.items()):
            if cid not in targets:
                if not animate or sp.gone:
                    del self.sprites[cid]
                elif sp.fade is None:
                    sp.remove(delay=0.25)
        self.app.dirty = True

    # ------------------------------------------------------------------ syncing
    def sync(self, events=(), animate: bool = True):
        """Catch the table up with the view (no beats: instant, or a plain slide)."""
        self.view = self.ruleset.view(self.state, self.view_seat)
        self.model = self._model_from_view(self.view)
        for s in range(self.n):
            self.counters[s].set(self.model[s]["life"], instant=not animate)
        self.lunge.clear()
        self.badge.clear()
        self.badge_dir.clear()
        self.struck.clear()
        self._place_all(animate)
        self.refresh_legal()

    def set_view_seat(self, seat: int | None):
        """Turn the table to ``seat`` (hot seat): rebuild without animation."""
        self.timeline.skip()
        self.view_seat = seat
        self.near = seat if seat is not None else 0
        self.sprites.clear()
        self.hover = None
        self.target = None
        self.columns = set()
        self._geometry()
        self.sync(animate=False)

    def legal_changed(self):
        self._index_legal()
        self._build_buttons()
        self._apply_highlights()
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

    def _apply_highlights(self):
        me = seat_name(self.view_seat) if self.view_seat is not None else None
        grid = self.model.get(self.view_seat, {}).get("grid", []) if self.view_seat is not None else []
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

    # ------------------------------------------------------------------ the controls panel
    def _build_buttons(self):
        r = self.shared("controls")
        self.buttons = []
        self.column_buttons: dict[int, Button] = {}
        self.target_buttons: dict[int, Button] = {}
        x, w = r.x + 20, r.w - 40
        y = r.y + 56 + self._panel_text().get_height() + 16
        if self.follow:
            if True in self.follow:
                self.buttons.append(Button((x, y, w, 76), "Continue the assault (Y)",
                                           lambda: self.submit(self.follow[True]), key=pygame.K_y,
                                           colour=(176, 60, 44), size=26))
            if False in self.follow:
                self.buttons.append(Button((x, y + 92, w, 60), "Stop this column (N)",
                                           lambda: self.submit(self.follow[False]), key=pygame.K_n,
                                           colour=(60, 70, 90), size=24))
            return
        if not self.assaults:
            return
        if len(self.assaults) > 1:
            for i, t in enumerate(sorted(self.assaults, key=lambda t: (t - self.view_seat) % self.n)):
                chosen = t == self.target
                b = Button((x, y, w, 40), ("» " if chosen else "") + f"{self.plate_name(t)}  ·  life "
                           f"{self.model[t]['life']}", lambda t=t: self.choose_target(t),
                           key=pygame.K_F1 + i, colour=(176, 60, 44) if chosen else (60, 70, 90), size=20)
                self.target_buttons[t] = b
                self.buttons.append(b)
                y += 46
            y += 12
        eligible = self.eligible_columns()
        cw = (w - 20) // 3
        for c in range(3):
            on = c in self.columns
            b = Button((x + c * (cw + 10), y, cw, 64), f"Column {c + 1}" + (" ✓" if on else ""),
                       lambda c=c: self.toggle_column(c), key=pygame.K_1 + c,
                       colour=(200, 140, 30) if on else (46, 110, 78), size=20)
            b.enabled = c in eligible
            self.column_buttons[c] = b
            self.buttons.append(b)
        y += 64 + 12
        self.assault_button = None
        if eligible:
            go = self.assaults.get(self.target, {}).get(tuple(sorted(self.columns)))
            b = Button((x, y, w, 66), "Assault! (A)", self.assault, key=pygame.K_a, colour=(176, 60, 44), size=30)
            b.enabled = bool(self.columns) and go is not None
            self.assault_button = b
            self.buttons.append(b)
            y += 76
        else:
            y += self._no_columns_note().get_height() + 12
        self.buttons.append(Button((x, y, w, 50), "End turn, no assault (E)", self.end_turn,
                                   key=pygame.K_e, colour=(60, 70, 90), size=22))

    def choose_target(self, t: int):
        if t in self.assaults:
            self.target = t
            self.refresh_legal()

    def _probe_target(self) -> int:
        """The chosen opponent, or the next one still in (to ask the ruleset why not)."""
        if self.target is not None:
            return self.target
        me = self.near
        for k in range(1, self.n):
            t = (me + k) % self.n
            if not self.model[t]["out"]:
                return t
        return (me + 1) % self.n

    def toggle_column(self, c: int):
        if c not in self.eligible_columns():
            if self.view_seat is not None:
                self.show_toast(self.ruleset.explain(self.state, self.view_seat, Assault(self._probe_target(), (c,))))
            return
        self.columns ^= {c}
        self.refresh_legal()

    def assault(self):
        a = self.assaults.get(self.target, {}).get(tuple(sorted(self.columns)))
        if a is None:
            if self.view_seat is not None:
                probe = Assault(self._probe_target(), tuple(sorted(self.columns)))
                self.show_toast(self.ruleset.explain(self.state, self.view_seat, probe)
                                if self.columns else "Choose at least one column to lead the assault.")
            return
        self.submit(a)

    def end_turn(self):
        a = self.assaults.get(self.target, {}).get(())
        if a is None and self.view_seat is not None:
            self.show_toast(self.ruleset.explain(self.state, self.view_seat, Assault(self._probe_target(), ())))
            return
        self.submit(a)

    def on_submitted(self):
        self.columns = set()

    # ------------------------------------------------------------------ events -> beats
    def on_events(self, events):
        """Play what happened beat by beat; the final view is shown when the beats end."""
        before = self.view                                # still the view before the action
        self.view = self.ruleset.view(self.state, self.view_seat)
        for s in range(self.n):                           # faces of cards that became visible
            p = self.view[seat_name(s)]
            for z in ("hand", "ready", "spent", "discard"):
                for c in p.get(z) or []:
                    self.cards[c["id"]] = c
            for c in p["grid"]:
                if c:
                    self.cards[c["id"]] = c
        try:
            self._script(events, before.get("active", 0))
        except Exception as e:   # never let a display problem stop the game
            self.log.add(f"(animation skipped: {type(e).__name__}: {e})", "Table")
            self.timeline = Timeline()
            self.sync()
            return
        self.shown_active = before.get("active")
        self.timeline.on_done = self._settle
        self.refresh_legal()
        if not self.timeline.active:
            self._settle()

    def _settle(self):
        self.sync(animate=True)

    def _script(self, events, seat: int):
        """Beats for ``events``, an action of ``seat``."""
        tl = self.timeline
        batch: list[CardMoved] = []
        kinds: set = set()
        attack = {"seat": None, "target": None, "col": None, "att": None, "last_def": -1}

        def flush():
            if batch:
                moves = list(batch)
                tl.add(lambda: self._beat_moves(moves), MOVE_BEAT + 0.05 * max(0, len(moves) - 1),
                       self._caption_for(moves))
                batch.clear()
                kinds.clear()

        for e in events:
            if isinstance(e, CardMoved):
                src, dst = parse_zone(e.src), parse_zone(e.dst)
                kind = (src[1] if src else None, dst[1] if dst else None)
                if batch and (kind not in kinds or any(m.card == e.card for m in batch)):
                    flush()
                batch.append(e)
                kinds.add(kind)
                continue
            flush()
            if isinstance(e, AssaultStarted):
                tl.add(lambda e=e: self._beat_attack(e, seat, attack), 0.55,
                       f"{self.cards.get(e.attacker, {}).get('name', 'A creature')} assaults column "
                       f"{e.column + 1} of {self.short_name(e.target)}")
            elif isinstance(e, Clash):
                tl.add(lambda e=e: self._beat_clash(e, attack), CLASH_BEAT)
            elif isinstance(e, StatChanged) and e.stat == "carry":
                tl.add(lambda e=e: self._beat_carry(e), 0.5 if e.new > 0 else 0.35,
                       f"{e.new} attack carries on to the next defender" if e.new > 0 else "")
            elif isinstance(e, StatChanged) and e.stat == "life":
                tl.add(lambda e=e: self._beat_life(e, attack), 0.85,
                       f"{e.old - e.new} damage to {self.short_name(seat_index(e.target))}"
                       if e.new < e.old else "")
            elif isinstance(e, StatChanged) and e.stat == "out":
                tl.add(lambda e=e: self._beat_out(e), 0.8, f"{self.short_name(seat_index(e.target))} is out")
            elif isinstance(e, StatChanged) and e.stat == "energy_paid":
                tl.add(lambda e=e: self._beat_paid(e), 0.0)
            elif isinstance(e, Logged) and e.rule == "Cleanup":
                # the push moves came just before this line: name them after the rule
                caption = "Cleanup: every creature moves as far forward as it can"
                last = tl.queue[-1] if tl.queue else None
                if last is not None and last.caption.endswith(("moves forward", "moves")):
                    last.caption = caption
                tl.add(self._end_assault, 0.0)
            elif isinstance(e, PhaseChanged) and e.phase == "draw" and e.seat is not None:
                tl.add(lambda s=e.seat: self._beat_turn(s), 0.15, f"{self.short_name(e.seat)}'s turn")
            elif isinstance(e, GameOver):
                tl.add(self._end_assault, 0.0)
        flush()

    def _caption_for(self, moves) -> str:
        m0 = moves[0]
        src, dst = parse_zone(m0.src), parse_zone(m0.dst)
        if not src or not dst:
            return ""
        who = self.short_name(src[0])
        card = self.cards.get(m0.card, {})
        name = card.get("name", "a card")
        if src[1] == "ready" and dst[1] == "spent":
            return f"{who} pays {len(moves)} energy"
        if src[1] == "spent" and dst[1] == "ready":
            return f"{who}'s energy readies"
        if src[1] == "hand" and dst[1] == "grid":
            return f"{who} casts {name} into column {dst[2] % 3 + 1}"
        if src[1] == "grid" and dst[1] == "grid":
            if len(moves) == 2 and moves[0].src == moves[1].dst and moves[0].dst == moves[1].src:
                return f"{name} swaps with {self.cards.get(moves[1].card, {}).get('name', 'a creature')}"
            return f"{name} moves forward" if dst[2] < src[2] else f"{name} moves"
        if dst[1] == "discard" and src[1] == "grid":
            return ", ".join(self.cards.get(m.card, {}).get("name", "?") for m in moves) + " dies"
        if src[1] == "deck" and dst[1] == "hand":
            return f"{who} draws {len(moves)} card" + ("s" if len(moves) > 1 else "")
        if src[1] == "hand" and dst[1] == "ready":
            return f"{who} plays energy"
        if src[1] == "hand" and dst[1] == "discard":
            return f"{who} discards"
        return ""

    # -- beats -----------------------------------------------------------------
    def _beat_moves(self, moves):
        src_pos: dict[str, tuple] = {}
        stagger: list[str] = []
        for e in moves:
            src, dst = parse_zone(e.src), parse_zone(e.dst)
            if not src or not dst:
                continue
            s_seat, s_zone, s_sq = src
            d_seat, d_zone, d_sq = dst
            ms, md = self.model[s_seat], self.model[d_seat]
            # take it out of its old zone
            if s_zone == "deck":
                ms["deck"] = max(0, ms["deck"] - 1)
            elif s_zone == "hand":
                if ms["hand"] is not None and e.card in ms["hand"]:
                    ms["hand"].remove(e.card)
                ms["hand_count"] = max(0, ms["hand_count"] - 1)
            elif s_zone == "grid":
                if ms["grid"][s_sq] == e.card:
                    ms["grid"][s_sq] = None
            elif e.card in ms[s_zone]:
                ms[s_zone].remove(e.card)
            # and into the new one
            if d_zone == "deck":
                md["deck"] += 1
            elif d_zone == "hand":
                md["hand_count"] += 1
                if md["hand"] is not None:
                    md["hand"].append(e.card)
            elif d_zone == "grid":
                md["grid"][d_sq] = e.card
            else:
                md[d_zone].append(e.card)
            if d_zone == "discard" and s_zone == "grid":
                self.dying[e.card] = 0.0
                self.lunge.pop(e.card, None)
                self.badge.pop(e.card, None)
            sp = self.sprites.get(e.card)
            if sp is None or sp.gone:
                src_pos[e.card] = self.anchor(s_seat, s_zone, s_sq)
            hidden_dst = d_zone == "deck" or (d_zone == "hand" and md["hand"] is None)
            if hidden_dst and sp is not None and not sp.gone:
                sp.move_to(self.anchor(d_seat, d_zone, d_sq))
                sp.remove(delay=0.2)
            elif hidden_dst and s_zone == "deck":      # someone else draws: a back flies to them
                back = CardSprite(f"draw:{e.card}", None, self.small[d_seat], self.anchor(s_seat, "deck"))
                back.zone = f"{seat_name(d_seat)}.flying"
                back.move_to(self.anchor(d_seat, "hand"), delay=0.05 * len(stagger))
                back.remove(delay=0.3 + 0.05 * len(stagger))
                self.sprites[back.id] = back
            stagger.append(e.card)
        self._place_all(True, stagger, src_pos)
        self._apply_highlights()

    def _seat_of_card(self, cid):
        for s, m in self.model.items():
            if cid in m["grid"]:
                return s, m["grid"].index(cid)
        return None, None

    def _beat_attack(self, e, seat, attack):
        self._end_assault()
        target, col, att = e.target, e.column, e.attacker
        grid = self.model[seat]["grid"]
        if att not in grid:
            return
        sq = grid.index(att)
        attack.update(seat=seat, target=target, col=col, att=att, last_def=-1)
        self.trace.append(("attack", att, target, col))
        atk = float(self.cards.get(att, {}).get("attack", 0))
        self.badge[att] = [atk, atk, atk, 1.0]
        # step forward to the front of the own grid, towards the target
        here = pygame.Vector2(self.squares[seat][sq].center)
        there = pygame.Vector2(self.squares[target][col].center)
        step = (there - here)
        self.badge_dir[att] = step.normalize() if step.length() > 1 else pygame.Vector2(0, -1)
        if step.length() > 1:
            step.scale_to_length(min(40.0, step.length() / 3))
        self.lunge[att] = tuple(here + step)
        self._place_all(True)
        self._apply_highlights()

    def _beat_clash(self, e, attack):
        att, target = attack.get("att"), attack.get("target")
        if att is None or target is None:
            return
        tgrid = self.model[target]["grid"]
        dfd = e.defender
        if dfd not in tgrid:
            return
        dsq = tgrid.index(dfd)
        attack["last_def"] = dsq // 3
        carry = e.attack                                   # the attack it still carries
        self.trace.append(("clash", att, dfd, carry))
        dcard = self.cards.get(dfd, {})
        # the attacker steps into the defender's square
        dpos = pygame.Vector2(self.squares[target][dsq].center)
        apos = pygame.Vector2(self.sprites[att].pos) if att in self.sprites else dpos
        v = apos - dpos
        h = self.big[target].h
        if v.length() > 1:
            v.scale_to_length(min(v.length(), h * 0.62))
        else:
            v = pygame.Vector2(0, h * 0.62)
        self.lunge[att] = tuple(dpos + v)
        self.struck = {dfd}
        self._place_all(True)
        u = v.normalize()
        hit = dpos - u * (h * 0.22)                      # the visible part of the defender
        self.floaters.add(f"-{carry}", (hit.x, hit.y), (255, 110, 90), 40, 1.3, rise=30, delay=0.3)
        back = int(dcard.get("attack", 0) or 0)
        if back:
            there = dpos + v + u * (h * 0.25)             # the visible part of the attacker
            self.floaters.add(f"-{back}", (there.x, there.y), (255, 200, 120), 34, 1.3, rise=30, delay=0.45)
        self.app.dirty = True

    def _beat_carry(self, e):
        self.trace.append(("carry", e.target, e.old, e.new))
        b = self.badge.get(e.target)
        if b is not None:
            b[1], b[2], b[3] = float(e.old), float(e.new), 0.0
        self.struck = set()

    def _beat_life(self, e, attack):
        seat = seat_index(e.target)
        self.trace.append(("life", seat, e.old, e.new))
        self.model[seat]["life"] = e.new
        self.counters[seat].set(e.new)
        att = attack.get("att")
        life = self.zone(seat, "life")
        if att in self.sprites and att in self.badge:
            here = pygame.Vector2(self.sprites[att].pos)
            v = (pygame.Vector2(life.center) - here) * 0.55
            self.lunge[att] = tuple(here + v)
            self.badge[att] = [float(e.old - e.new)] * 3 + [1.0]
            self._place_all(True)
        if e.new < e.old:
            self.floaters.add(f"-{e.old - e.new}", (life.centerx, life.y - 6), (255, 90, 70), 48, 1.5, delay=0.25)
        self._build_buttons()

    def _beat_out(self, e):
        seat = seat_index(e.target)
        self.model[seat]["out"] = True
        r = self.zone(seat, "plate")
        self.floaters.add("OUT", r.center, (255, 90, 70), 52, 1.8)
        self.app.dirty = True

    def _beat_paid(self, e):
        seat = seat_index(e.target)
        r = self.zone(seat, "energy")
        self.floaters.add(f"-{e.new} energy", (r.centerx, r.y + 10), (255, 226, 120), 28, 1.3)

    def _beat_turn(self, seat: int):
        self.shown_active = seat
        self._end_assault()

    def _end_assault(self):
        self.lunge.clear()
        self.badge.clear()
        self.struck = set()
        self._place_all(True)

    # ------------------------------------------------------------------ update
    @property
    def busy(self) -> bool:
        return (self.timeline.active or self.floaters.animating or bool(self.dying)
                or any(sp.animating for sp in self.sprites.values())
                or any(c.animating for c in self.counters.values()))

    @property
    def animating(self) -> bool:
        return self.drag.active or super().animating

    def animate(self, dt: float):
        self.animate_sprites(dt)
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
        if self.timeline.active:
            self.timeline.skip()
        self.floaters.clear()
        self.dying.clear()
        self.app.dirty = True

    # ------------------------------------------------------------------ input
    def _key(self, event) -> bool:
        if event.key == pygame.K_ESCAPE and self.drag.active:
            self.drag.cancel()
            return True
        if event.key == pygame.K_SPACE and self.timeline.active:
            self.skip_animation()
            return True
        for b in self.buttons:
            if b.key is not None and b.key == event.key and b.visible:
                if b.enabled:
                    b.click()
                elif b in self.column_buttons.values():
                    b.click()
                return True
        return False

    def draw_list(self) -> list[CardSprite]:
        piles, grid, energy, hand, moving, top = [], [], [], [], [], []
        pile: dict[str, list] = {}
        for sp in self.sprites.values():
            if sp.dragging or sp.id in self.lunge:
                top.append(sp)
            elif sp.animating:
                moving.append(sp)
            elif sp.zone.endswith(".discard"):
                pile.setdefault(sp.zone, []).append(sp)
            elif ".grid." in sp.zone:
                grid.append(sp)
            elif sp.zone.endswith(".hand"):
                hand.append(sp)
            else:
                energy.append(sp)
        for zone, lst in pile.items():
            seat = seat_index(zone.split(".")[0])
            order = {cid: i for i, cid in enumerate(self.model.get(seat, {}).get("discard", []))}
            lst.sort(key=lambda s: order.get(s.id, -1))
            piles.extend(lst[-2:])
        order = {}
        for s, m in self.model.items():
            for i, cid in enumerate(m["ready"] + m["spent"]):
                order[cid] = i
        energy.sort(key=lambda s: order.get(s.id, 0))
        if self.view_seat is not None and self.model.get(self.view_seat, {}).get("hand"):
            hi = {cid: i for i, cid in enumerate(self.model[self.view_seat]["hand"])}
            hand.sort(key=lambda s: (s is self.hover, hi.get(s.id, 0)))
        return piles + grid + energy + hand + moving + top

    def sprite_at(self, pos) -> CardSprite | None:
        for sp in reversed(self.draw_list()):
            if sp.gone or sp.fade is not None or sp.zone.endswith(".discard") or sp.zone.endswith(".flying"):
                continue
            if sp.rect.collidepoint(pos):
                return sp
        return None

    def own(self, sp: CardSprite) -> bool:
        return self.view_seat is not None and sp.zone.startswith(seat_name(self.view_seat) + ".")

    def drop_zones(self, sp: CardSprite) -> dict[str, pygame.Rect]:
        me = self.view_seat
        zones = {}
        if me is None:
            return zones
        if sp.zone.endswith(".hand"):
            for a in self.casts.get(sp.id, []):
                zones[f"sq{6 + a.column}"] = self.squares[me][6 + a.column]
            if sp.id in self.energy_moves:
                zones["energy"] = self.zone(me, "energy")
            if sp.id in self.discards:
                zones["discard"] = self.zone(me, "discard").inflate(30, 30)
        elif ".grid." in sp.zone:
            for sq in self.moves.get(sp.id, {}):
                zones[f"sq{sq}"] = self.squares[me][sq]
        return zones

    def _press(self, pos):
        for b in self.buttons:
            if b.hit(pos):
                return
        sp = self.sprite_at(pos)
        if (sp is not None and sp.card is not None and self.own(sp) and not self._curtain_pending
                and (sp.zone.endswith(".hand") or ".grid." in sp.zone)):
            self.drag.press(sp, pos)      # even out of turn: the drop then says why not
        else:
            self.drag.press(None, pos, payload=sp)

    def _release(self, pos):
        for b in self.buttons:
            if b.rect.collidepoint(pos) and b.visible:
                self.drag.release(pos)
                if b.enabled or b in self.column_buttons.values():
                    b.click()
                return
        if not self.drag.pressed:
            self._click(pos, self.sprite_at(pos))
            return
        payload = self.drag.payload
        result = self.drag.release(pos)
        if result[0] == "click":
            sp = result[1] if result[1] is not None else payload
            self._click(pos, sp if sp is not None else self.sprite_at(pos))
            return
        _, sp, _zone = result
        self._drop(sp, pos)

    def _square_at(self, seat: int, pos) -> int | None:
        for sq, r in enumerate(self.squares[seat]):
            if r.collidepoint(pos):
                return sq
        return None

    def _snap(self, sp: CardSprite):
        """A refused drop: back where it came from (the hand without the hover lift)."""
        sp.snap_back()
        self.hover = None
        self._place_all(True)

    def _drop(self, sp: CardSprite, pos):
        """What the drop means, from where it landed; legal -> submit, else the reason."""
        me = self.view_seat
        card = sp.card or {}
        action = None
        if me is None:
            self._snap(sp)
            return
        sq = self._square_at(me, pos)
        in_energy = self.zone(me, "energy").collidepoint(pos)
        in_discard = self.zone(me, "discard").inflate(30, 30).collidepoint(pos)
        if sp.zone.endswith(".hand"):
            if in_energy:
                action = (PlayEnergy if card.get("type") == "energy" else CreatureAsEnergy)(sp.id)
            elif sq is not None:
                action = Cast(sp.id, sq % 3)
            elif in_discard:
                action = Discard(sp.id)
            else:
                self._snap(sp)
                if pos[1] < self.shared("hand").y - 20:
                    self.show_toast("Drop a creature on a glowing rear square of your grid, an Energy card "
                                    "on your energy zone.", bad=False)
                return
        elif ".grid." in sp.zone:
            here = self.model[me]["grid"].index(sp.id) if sp.id in self.model[me]["grid"] else None
            if sq is None or sq == here:
                self._snap(sp)
                if sq is None and any(self._square_at(s, pos) is not None for s in range(self.n) if s != me):
                    self.show_toast("Creatures fight with the Assault panel on the right: choose the columns "
                                    "that lead, then Assault!", bad=False)
                return
            action = Move(sp.id, sq)
        if action is None:
            self._snap(sp)
            return
        if action in self.legal:
            self.submit(action)
            return
        self._snap(sp)
        self.show_toast(self.ruleset.explain(self.state, me, action))

    def _click(self, pos, sp: CardSprite | None):
        me = self.view_seat
        for s in range(self.n):
            if self.zone(s, "discard").collidepoint(pos):
                self.open_discard(s)
                return
        if sp is None or sp.card is None:
            return
        if me is not None and self.own(sp):
            if sp.zone.endswith(".hand") and self.view.get("phase") == "fizzle":
                a = self.discards.get(sp.id)
                if a is not None:
                    self.submit(a)
                else:
                    self.show_toast(self.ruleset.explain(self.state, me, Discard(sp.id)))
                return
            grid = self.model[me]["grid"]
            if ".grid." in sp.zone and sp.id in grid[:3] and self.assaults:
                self.toggle_column(grid.index(sp.id))
                return
        self.app.push(ZoomScene(self.app, sp.card, self.art, card_details))

    def _right_click(self, pos):
        if self.drag.active:
            self.drag.cancel()
            return
        for s in range(self.n):
            if self.zone(s, "discard").collidepoint(pos):
                self.open_discard(s)
                return
        sp = self.sprite_at(pos)
        if sp is not None and sp.card is not None:
            self.app.push(ZoomScene(self.app, sp.card, self.art, card_details))

    def open_discard(self, seat: int):
        cards = [self.cards[c] for c in reversed(self.model[seat]["discard"]) if c in self.cards]
        title = f"{self.short_name(seat)}: discard pile ({len(cards)})"
        self.app.push(CardGridScene(self.app, title, cards, self.art,
                                    subtitle="Newest first. Click a card to read it.", details=card_details))

    # ------------------------------------------------------------------ words
    def curtain_subtitle(self, seat: int) -> str:
        v = self.ruleset.view(self.state, None)
        if v["phase"] == "fizzle":
            return f"{self.short_name(seat)} discards down to five cards."
        return f"It is {self.short_name(seat)}'s turn (round {v['round']})."

    def next_in_column(self) -> dict | None:
        """During a follow-up choice: the creature the rules say may continue."""
        a = self.view.get("assault")
        if not a or not a.get("next") or self.view_seat is None:
            return None
        grid = self.view[seat_name(self.view.get("active", 0))]["grid"]
        return next((c for c in grid if c and c["id"] == a["next"]), None)

    def prompt(self) -> tuple[str, bool]:
        v = self.view
        phase = v.get("phase")
        if self.timeline.active and self.timeline.caption:
            return (self.timeline.caption + "  (click to hurry)", False)
        if phase == "over":
            out = v.get("outcome") or {}
            w = out.get("winners") or []
            return (f"Game over — {self.short_name(w[0]) + ' wins' if w else 'a draw'}. {out.get('reason', '')}",
                    False)
        acting = v.get("to_act") or []
        if not acting:
            return ("", False)
        who = acting[0]
        me = self.view_seat
        if self._curtain_pending:
            return (f"Pass the screen to {self.short_name(who)}…", False)
        if me is None or who != me:
            name = self.short_name(who)
            if phase == "follow":
                return (f"{name} decides whether the next creature continues the assault…", False)
            return (f"{name}'s turn" + (" — thinking…" if self.seats[who] != "human" else ""), False)
        if phase == "fizzle":
            extra = len(self.model[me]["hand"] or []) - HAND
            return (f"Fizzle: click {extra} card{'s' if extra != 1 else ''} in your hand to discard down to five.",
                    True)
        if phase == "follow":
            a = v.get("assault") or {}
            nxt = self.next_in_column()
            nm = nxt["name"] if nxt else "The creature behind"
            return (f"Column {a.get('column', 0) + 1}: {nm} may continue the assault on "
                    f"{self.short_name(a.get('target', 0))}. Continue or stop?", True)
        ready = len(self.model[me]["ready"])
        can = [w for w, ok in (("energy", self.energy_moves), ("cast", self.casts), ("move", self.moves)) if ok]
        if not can:
            return (f"Your turn · {ready} energy ready. Nothing more to play: choose your Assault on the right.",
                    True)
        return (f"Your turn · {ready} energy ready · drag glowing cards ({', '.join(can)}) · "
                f"then Assault on the right", True)

    # ------------------------------------------------------------------ drawing
    def _background(self) -> pygame.Surface:
        if self.bg is not None:
            return self.bg
        bg = felt(LOGICAL).copy()
        for s in range(self.n):
            for sq, r in enumerate(self.squares[s]):
                box = r.inflate(-4, -4)
                front_row = sq < 3
                pygame.draw.rect(bg, (16, 56, 34) if not front_row else (22, 66, 40), box, border_radius=10)
                pygame.draw.rect(bg, (70, 130, 90) if front_row else (48, 100, 66), box, 2, border_radius=10)
                col = assets.text("condbold", 15, f"col {sq % 3 + 1}", (110, 160, 124))
                bg.blit(col, col.get_rect(midbottom=(box.centerx, box.bottom - 4)))
                if front_row:
                    ft = assets.text("cond", 13, "front", (110, 160, 124))
                    bg.blit(ft, ft.get_rect(midtop=(box.centerx, box.y + 4)))
            g = self.zone(s, "grid")
            pygame.draw.rect(bg, SEAT_COLOURS[s % 4], g.inflate(8, 8), 2, border_radius=14)
            er = self.zone(s, "energy")
            pygame.draw.rect(bg, (14, 50, 30), er, border_radius=12)
            pygame.draw.rect(bg, assets.FELT_LINE, er, 1, border_radius=12)
            for z in ("deck", "discard"):
                zr = self.zone(s, z).inflate(8, 8)
                pygame.draw.rect(bg, (14, 50, 30), zr, border_radius=10)
                pygame.draw.rect(bg, assets.FELT_LINE, zr, 1, border_radius=10)
        self.bg = bg            # a copy of the converted felt: already in the display's format
        return self.bg

    def draw(self, surface: pygame.Surface):
        surface.blit(self._background(), (0, 0))
        for s in range(self.n):
            self._draw_piles(surface, s)
            self._draw_energy_labels(surface, s)
        self.drag.draw_zones(surface)
        lunging = []
        for sp in self.draw_list():
            if sp.dragging:
                continue
            if sp.id in self.lunge:
                lunging.append(sp)
                continue
            sp.draw(surface)
            if sp.id in self.dying:
                k = self.dying[sp.id] / 0.6
                surface.blit(assets.panel(sp.rect.size, (200, 30, 20, int(160 * (1 - k)) // 8 * 8), 10), sp.rect)
            elif sp.id in self.struck:
                pygame.draw.rect(surface, (255, 120, 90), sp.rect.inflate(6, 6), 4, border_radius=10)
        self._draw_assault_lanes(surface)
        for s in range(self.n):
            self.counters[s].draw(surface)
            self._plate(surface, s)
        self.log.draw(surface)
        self._zoom_preview(surface)
        self.draw_banner(surface)
        self._draw_controls(surface)
        for sp in lunging:                  # an attacker crossing the table stays in sight
            sp.draw(surface)
        for cid, b in self.badge.items():
            sp = self.sprites.get(cid)
            if sp is not None and not sp.gone:
                self._draw_badge(surface, sp, b)
        self.floaters.draw(surface)
        if self.drag.active and self.drag.sprite is not None:
            self.drag.sprite.draw(surface)
        if self.toast is not None:
            self.draw_toast(surface)

    def _label(self, surface, text, pos, colour=(190, 220, 195), anchor="topleft"):
        t = assets.text("condbold", 15, text, colour)
        surface.blit(t, t.get_rect(**{anchor: pos}))

    def _draw_piles(self, surface, s: int):
        m = self.model[s]
        dr = self.zone(s, "deck")
        back = self.small[s].back()
        for i in range(min(3, (m["deck"] + 9) // 10)):
            surface.blit(back, back.get_rect(center=(dr.centerx - i * 2, dr.centery - i * 2)))
        self._label(surface, f"DECK {m['deck']}", (dr.centerx, dr.bottom + 5), anchor="midtop")
        cr = self.zone(s, "discard")
        self._label(surface, f"DISCARD {len(m['discard'])}", (cr.centerx, cr.bottom + 5), anchor="midtop")

    def _draw_energy_labels(self, surface, s: int):
        m = self.model[s]
        _, _, (lr, ls) = self.energy_layout(s, len(m["ready"]), len(m["spent"]))
        if lr[1] == ls[1]:          # one row: one label
            self._label(surface, f"ENERGY  ·  {len(m['ready'])} READY  ·  {len(m['spent'])} SPENT",
                        (lr[0] + 8, lr[1] + 1), (250, 220, 120))
            return
        self._label(surface, f"READY {len(m['ready'])}", (lr[0] + 8, lr[1] + 1), (250, 220, 120))
        self._label(surface, f"SPENT {len(m['spent'])}", (ls[0] + 8, ls[1] + 1), (170, 180, 175))

    def _draw_badge(self, surface, sp, b):
        """The attack an assaulting creature still carries: it shrinks as it is used up."""
        value, start = b[0], max(1.0, b[1])
        k = max(0.45, min(1.0, value / start)) if b[3] < 1.0 or b[2] < b[1] else 1.0
        size = int(16 + 22 * k) // 2 * 2
        t = assets.text("bold", size, str(int(round(value))), assets.WHITE)
        d = self.badge_dir.get(sp.id, pygame.Vector2(0, -1))
        rr = sp.rect
        # on the card's rear side, away from the defender it steps into
        at = pygame.Vector2(sp.pos) - pygame.Vector2(d.x * (rr.w / 2 + 26), d.y * (rr.h / 2 + 22))
        r = t.get_rect(center=(int(at.x), int(at.y)))
        pill = r.inflate(22, 8)
        surface.blit(assets.panel(pill.size, (170, 40, 30, 240), pill.h // 2, (255, 220, 200), 2), pill)
        surface.blit(t, r)
        tag = assets.text("condbold", 12, "ATTACK", (255, 220, 200))
        surface.blit(tag, tag.get_rect(midbottom=(pill.centerx, pill.y)))

    def _lanes(self) -> tuple[int | None, list[tuple[int, int]]]:
        """(target, [(my square, column)]) to draw: the columns chosen to lead, or during a
        follow-up choice the creature that may continue."""
        me = self.view_seat
        if me is None or self.timeline.active:
            return None, []
        if self.follow:
            a = self.view.get("assault") or {}
            nxt = self.next_in_column()
            grid = self.model[me]["grid"]
            if nxt and nxt["id"] in grid:
                return a.get("target"), [(grid.index(nxt["id"]), a.get("column", 0))]
            return None, []
        if self.target is None or not self.assaults:
            return None, []
        return self.target, [(c, c) for c in sorted(self.columns)]

    def _draw_assault_lanes(self, surface):
        """Each leading column to the column it faces on the target's grid (rulings #6)."""
        target, lanes = self._lanes()
        if target is None:
            return
        me = self.view_seat
        red = (240, 110, 80)
        tr = self.zone(target, "grid")
        pygame.draw.rect(surface, (230, 90, 70), tr.inflate(14, 14), 3, border_radius=14)
        for sq, c in lanes:
            for t_sq in (c, 3 + c, 6 + c):
                pygame.draw.rect(surface, red, self.squares[target][t_sq].inflate(-2, -2), 3, border_radius=10)
            a = pygame.Vector2(self.squares[me][sq].center)
            b = pygame.Vector2(self.squares[target][c].center)
            pygame.draw.line(surface, red, a, b, 4)
            num = assets.text("bold", 20, str(c + 1), assets.WHITE)
            for p in (a, b):
                pygame.draw.circle(surface, (150, 40, 30), p, 15)
                pygame.draw.circle(surface, red, p, 15, 2)
                surface.blit(num, num.get_rect(center=(int(p.x), int(p.y))))

    def _plate(self, surface, s: int):
        r = self.zone(s, "plate")
        v = self.view
        m = self.model[s]
        if self.timeline.active:
            acting = s == self.shown_active
        else:
            acting = s in (v.get("to_act") or []) and v.get("phase") != "over"
        out = m["out"]
        border = assets.GOLD if acting else (255, 255, 255, 40)
        surface.blit(assets.panel(r.size, (30, 20, 20, 220) if out else (10, 30, 20, 220), 10, border,
                                  3 if acting else 1), r)
        pygame.draw.rect(surface, SEAT_COLOURS[s % 4], (r.x + 6, r.y + 7, 6, r.h - 14), border_radius=3)
        name_col = (150, 150, 150) if out else (assets.GOLD if acting else assets.WHITE)
        t = assets.text("bold", 20 if r.w >= 300 else 17, self.plate_name(s), name_col)
        surface.blit(t, t.get_rect(midleft=(r.x + 20, r.centery)))
        tag, tag_col = "", assets.GOLD
        if out:
            tag, tag_col = "OUT", (200, 80, 70)
        elif acting:
            tag = "YOUR TURN" if s == self.view_seat else "TO PLAY"
        elif s == self.target and self.assaults:
            tag, tag_col = "TARGET", (230, 100, 80)
        if tag:
            tt = assets.text("condbold", 15, tag, assets.INK)
            pill = tt.get_rect(midright=(r.right - 10, r.centery)).inflate(14, 4)
            pygame.draw.rect(surface, tag_col, pill, border_radius=8)
            surface.blit(tt, tt.get_rect(center=pill.center))
        if s != self.view_seat:
            lr = self.zone(s, "life")
            self._label(surface, f"HAND {m['hand_count']}", (lr.centerx, lr.bottom + 5), anchor="midtop")

    def _panel_title(self) -> str:
        v = self.view
        me = self.view_seat
        if self.follow:
            return "The next row"
        if self.assaults:
            return "Assault"
        if v.get("phase") == "fizzle" and me is not None and me in (v.get("to_act") or []):
            return "Fizzle"
        return f"Round {v.get('round', 1)}"

    def _panel_text(self) -> pygame.Surface:
        """The words under the panel's title (what the buttons below are for)."""
        v = self.view
        me = self.view_seat
        w = self.shared("controls").w - 40
        if self.follow:
            a = v.get("assault") or {}
            nxt = self.next_in_column()
            body = (f"{nxt['name'] if nxt else 'The creature behind'} stands behind in column "
                    f"{a.get('column', 0) + 1}. It may continue the assault on "
                    f"{self.short_name(a.get('target', 0))} from where it stands.")
            return assets.paragraph("sans", 19, body, w, assets.SOFT, 3)
        if self.assaults:
            who = ("Choose the opponent. " if len(self.assaults) > 1 else
                   f"Against {self.short_name(self.target)}. ")
            return assets.paragraph("sans", 17, who + "Front-row creatures with attack lead, each in its own "
                                    "column; column c fights column c.", w, assets.SOFT, 2)
        if v.get("phase") == "fizzle" and me is not None and me in (v.get("to_act") or []):
            extra = len(self.model[me]["hand"] or []) - HAND
            return assets.paragraph("sans", 19, f"The turn ends with exactly five cards in hand: click {extra} "
                                    f"card{'s' if extra != 1 else ''} of your hand to discard "
                                    f"{'them' if extra != 1 else 'it'}.", w, assets.SOFT, 3)
        lines = []
        for s in range(self.n):
            m = self.model.get(s)
            if m is None:
                continue
            state = "out" if m["out"] else f"life {m['life']}"
            creatures = sum(1 for c in m["grid"] if c)
            lines.append(f"{self.plate_name(s)}: {state}, {creatures} creature{'s' if creatures != 1 else ''}")
        return assets.paragraph("sans", 18, "\n".join(lines), w, assets.SOFT, 6)

    def _no_columns_note(self) -> pygame.Surface:
        return assets.paragraph("cond", 17, "No front-row creature with attack: you can only end the turn.",
                                self.shared("controls").w - 40, assets.MUTED, 2)

    def _draw_controls(self, surface):
        r = self.shared("controls")
        surface.blit(assets.panel(r.size, (8, 26, 16, 210), 14, (255, 255, 255, 40), 2), r)
        x = r.x + 20
        surface.blit(assets.text("bold", 24, self._panel_title(), assets.GOLD), (x, r.y + 16))
        surface.blit(self._panel_text(), (x, r.y + 56))
        if self.assaults and self.column_buttons and not self.eligible_columns():
            cb = next(iter(self.column_buttons.values()))
            surface.blit(self._no_columns_note(), (x, cb.rect.bottom + 10))
        for b in self.buttons:
            b.draw(surface)

    def _zoom_preview(self, surface):
        r = self.shared("zoom")
        sp = self.hover if (self.hover is not None and self.hover.card and not self.drag.active) else None
        if sp is None:
            surface.blit(self._help_panel(r), r)
            return
        k = round(min((r.h - 20) / self.art.h, (r.w - 20) / self.art.w, 3.2), 2)
        face = self.art.face(sp.card, k)
        surface.blit(face, face.get_rect(center=r.center))

    def _help_panel(self, r: pygame.Rect) -> pygame.Surface:
        key = ("ninecard-help", r.size)
        s = assets._text.get(key)
        if s is None:
            s = pygame.Surface(r.size, pygame.SRCALPHA)
            pygame.draw.rect(s, (8, 26, 16, 200), s.get_rect(), border_radius=14)
            pygame.draw.rect(s, (255, 255, 255, 40), s.get_rect(), 2, border_radius=14)
            s.blit(assets.text("bold", 20, "How to play", assets.SOFT), (16, 12))
            tips = ("Hover a card to see it here; right-click to read it.\n"
                    "A creature costs ATK + DEF (the blue disc) in ready energy. Drag it onto a glowing rear "
                    "square: it enters the rear row and moves up.\n"
                    "Drag Energy into your energy zone: ready at once; spent energy lies sideways until "
                    "your next turn.\n"
                    "Drag a creature one square to move it (once a turn; onto one that has not moved: "
                    "they swap).\n"
                    "End your turn with the Assault panel below. Column c fights column c; the front row "
                    "leads.\n"
                    "Click a discard pile to look through it. Esc: menu · F11: full screen.")
            for size in (17, 16, 15, 14):
                p = assets.paragraph("sans", size, tips, r.w - 32, assets.SOFT, 3)
                if p.get_height() <= r.h - 56:
                    break
            s.blit(p, (16, 44))
            s = assets._convert(s)
            assets._text[key] = s
        return s
