"""The Nine table: two players, Norse Warriors, countdowns, d20/d10 dice, Shame and
Ragnarok Rising bids.

Draws only ``ruleset.view(state, seat)`` for the seat at the screen (always at the
bottom); every possible move comes from ``ruleset.legal_actions`` and every refusal
from ``ruleset.explain``. Nothing here decides a rule.

Interactions (the seat whose move it is; moves.py):
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

Countdowns (clock.py): the table counts real seconds from ``ruleset.timer(state)`` (a shrinking
ring, red in the last 3) and submits ``TimeUp()`` for the seat when it reaches zero.
The clock stops while an action's beats play, behind the hot-seat curtain, while a card is read
or a menu is open, and while ``timer()`` is None (an answer window): the same countdown (same
``id``) then resumes where it stopped. For half a second after a time-out input does nothing.
A player with no counter to play is not asked to answer an Event (the table lets it resolve).
Computer seats act at a pace that quickens as their time runs out.

What an action did plays beat by beat on the shared choreography (beats.py, from the typed
events of game/thenine/events.py): the initiative d20s, cards sliding between zones, each
fight (the attack d10 beside the attacker, a defence d10 beside each defender, landing on
the engine's values, then the totals "7 + 3 Strength = 10"), damage and Shame, the End of
Days token. A click or Space hurries it up.

The zones shown are a shared :class:`~scenes.table.board.Board` loaded from ``view["zones"]``
(the opponent's hand, a count in the view, is listed as the cards the viewer saw and
face-down places); while beats play each ``CardMoved`` is applied to it (``Board.move``) and
``Board.place`` keeps the sprites where the zones say. A sprite's ``zone`` is the zone of the
*layout* it is drawn in: ``p1.*`` is always the seat at the screen, ``event`` an Event waiting
in the middle, ``p1.bid`` a card on the bid being built. Layout: ``data/layouts/thenine.tmx``.
"""
from __future__ import annotations

import pygame

from game.core.contract import seat_name
from game.thenine.actions import (AddToBid, AssignDefender, ChooseOrder, PlayEvent, PlayWarrior, RemoveFromBid,
                                  ToggleAttacker, Unassign)
from scenes.games.thenine.arrange import open_layout
from scenes.games.thenine.art import NineArt
from scenes.games.thenine.clock import BOT_PACE, NineClock  # noqa: F401 (BOT_PACE: the tests read it)
from scenes.games.thenine.beats import BEATS, INITIATIVE, REROLL, beat, beat_initiative, prepare
from scenes.games.thenine.draw import NineDraw
from scenes.games.thenine.moves import NineMoves
from scenes.games.thenine.words import RULES_HINT, NineWords
from scenes import assets
from scenes.scene import LOGICAL
from scenes.widgets.overlays import EndScene
from scenes.table.board import Board, split_zone
from scenes.table.scene import TableScene
from scenes.widgets.cards import CardSprite, hand_positions
from scenes.widgets.countdown import CountdownRing
from scenes.widgets.counter import Counter as TickCounter
from scenes.widgets.dice import DiceTray, Die
from scenes.widgets.dragdrop import DragController
from scenes.widgets.floaters import Floaters
from scenes.widgets.log import LogPanel

GAME = "thenine"
LABEL = 18                   # height of a zone's label line
PLAY_LABEL = 12              # what the label of a row of Warriors takes off the cards' room
ATTACKING, BLOCKING = 18, 12  # how far a chosen attacker / an assigned blocker moves towards the middle


def row_slots(rect: pygame.Rect, n: int, w: int, gap: int = 14, label: int = 0) -> list[tuple[float, float]]:
    """Centres of ``n`` cards of width ``w`` side by side in ``rect`` (overlapping when it is
    too narrow), below a label line of ``label`` pixels."""
    if n <= 0:
        return []
    step = min(w + gap, (rect.w - w) / max(1, n - 1)) if n > 1 else 0
    total = step * (n - 1) + w
    x0 = rect.centerx - total / 2 + w / 2
    y = rect.y + label + (rect.h - label) / 2
    return [(x0 + step * i, y) for i in range(n)]


def small_size(layout) -> tuple[int, int]:
    return int(layout.props.get("small_width", 78)), int(layout.props.get("small_height", 109))


def hand_slots(layout, n: int) -> list[tuple[float, float]]:
    """Centres of the viewer's hand cards (the table and the e2e test aim with this)."""
    z = layout["p1.hand"]
    return hand_positions(z.rect, n, z.facing, layout.card_size)


def play_slots(layout, side: str, n: int) -> list[tuple[float, float]]:
    """Centres of the Warriors in play on ``side`` ("p1" = the viewer's), clear of the zone's label
    (along the top edge of the opponent's row, the bottom edge of the viewer's)."""
    r = layout.rect(f"{side}.play")
    if side == "p1":
        r.h -= PLAY_LABEL
    else:
        r.y, r.h = r.y + PLAY_LABEL, r.h - PLAY_LABEL
    return row_slots(r, n, layout.card_size[0], 16)


def bid_slots(layout, side: str, n: int) -> list[tuple[float, float]]:
    return row_slots(layout.rect(f"{side}.bid"), n, small_size(layout)[0], 6, LABEL)


def unclaimed_slots(layout, n: int) -> list[tuple[float, float]]:
    """The unclaimed RR cards: one row, or two overlapping rows (each card's name and Glory
    stay visible) when more than five lie there."""
    z = layout.rect("rr.unclaimed")
    sw, sh = small_size(layout)
    if n <= 5:
        return row_slots(z, n, sw, 6, LABEL)
    top = (n + 1) // 2
    drop = max(0, z.h - LABEL - sh)
    upper = pygame.Rect(z.x, z.y + LABEL, z.w, sh)
    lower = pygame.Rect(z.x + sw // 3, z.y + LABEL + drop, z.w - sw // 3, sh)
    return row_slots(upper, top, sw, 6) + row_slots(lower, n - top, sw, 6)


def shown_of(zones: dict) -> dict:
    """Zones as a table shows them: zone -> the ids in it ("?" for a face-down place), or its count."""
    return {z: ([("?" if c.get("face_down") else c["id"]) for c in v] if isinstance(v, list)
                else int(v.get("count", 0))) for z, v in zones.items()}


class TheNineTable(NineClock, NineMoves, NineDraw, NineWords, TableScene):
    GAME = GAME
    RULES_HINT = RULES_HINT
    BEATS = BEATS
    banner_lines = 2
    #: each seat's hand in its own place when the view gives it (the show, lessons: arrange.py)
    draws_open_hands = True

    def __init__(self, app, *, seats: list[str], seed: int, state=None, record=None, layout=None,
                 options: dict | None = None):
        super().__init__(app, seats=seats, seed=seed, state=state, record=record, layout=layout,
                         options=options)
        L = self.layout
        self.art = NineArt(L.card_size)
        self.small = NineArt(small_size(L))
        self.log = LogPanel(L.rect("log"), "Log")
        self.drag = DragController()
        self.floaters = Floaters()
        self.dice = DiceTray(L.rect("dice"), ["", ""], size=70 if assets.TYPE_SCALE == 1.0 else 56)
        for d in self.dice.dice:
            d.sides = 20
        self.fight_dice: list[Die] = []
        self.fight_labels: list[tuple[str, tuple, tuple]] = []   # (text, midtop, colour)
        self.fight_lines: list[tuple[str, object]] = []          # (attacker, blocker id or defending seat)
        #: the map as it lies with the opponent's hand hidden, and with every hand face up (arrange.py)
        self.closed_layout, self._open_layout = L, None
        self._place_ring()
        self.board = Board(self.art)
        self.sprites: dict[str, CardSprite] = self.board.sprites
        self.order: list[CardSprite] = []         # the sprites in zone order (Board.place)
        self.cards: dict[str, dict] = {}          # the face (and stats) shown for every card id
        self.hidden_hands: set[str] = set()       # hand zones the viewer sees only the backs of
        self.building: list[str] = []             # the viewer's bid being built (shown on the bid)
        self.health: dict[int, int] = {}          # what the counters show (catches up with the view)
        self.glory: dict[int, int] = {}
        self.round_shown = 0
        self.view: dict = {}
        self.legal: list = []
        self.hover: CardSprite | None = None
        self.buttons: list = []
        self.counters: dict[tuple[int, str], TickCounter] = {}
        self.target_mode: dict | None = None      # {"actions": [...], "text": str, "source": id}
        self.lunge: dict[str, tuple[float, float]] = {}
        self.showing_event: str | None = None     # an Event card held in the event zone during beats
        self.shown_phase: str | None = None       # the phase the beats are showing
        self.trace: list[tuple] = []              # what the beats showed (tests read it)
        self.batch = None                         # the beat the moves in a row join (beats.py)
        self.played: set[str] = set()             # Events played by the action being shown
        self.fight_dice_events: set[int] = set()
        self._init_clock()
        self.bg: pygame.Surface | None = None
        self._geometry()
        self.sync(animate=False)
        self.log.add("Two players; each begins with 40 Health. Twenty rounds until the End of Days.", "The Nine")
        if not self.actions:
            self._first_initiative()
        else:
            self.log.add(f"Resumed a saved game after {len(self.actions)} moves.", "Save file")
        if not self.view.get("timers", True):
            self.log.add("Timers are off: take your time.", "Option")
        if len(self.humans) >= 2:
            self._curtain_pending = True

    # ------------------------------------------------------------------ geometry
    def _place_ring(self):
        tz = self.layout.rect("timer")
        self.ring = CountdownRing((tz.centerx, tz.y + LABEL + 8 + min(tz.w, tz.h - 60) // 2 - 4),
                                  max(30, min(tz.w, tz.h - 60) // 2 - 6), 12)

    def hands_open(self, view: dict | None = None) -> bool:
        """The view gives the far seat's hand as cards (the show, a lesson with open hands)."""
        v = self.view if view is None else view
        return isinstance((v.get("zones") or {}).get(f"{seat_name(1 - self.near)}.hand"), list)

    def _arrange(self, view: dict) -> None:
        """The map's ``open_hands`` arrangement while every hand is face up, else the usual one."""
        if self.hands_open(view):
            if self._open_layout is None:
                self._open_layout = open_layout(self.closed_layout)
            want = self._open_layout
        else:
            want = self.closed_layout
        if want is not self.layout:
            self.layout = want
            self._place_ring()
            self._geometry()

    def layout_zone(self, zone: str) -> str:
        """The layout zone an engine zone is drawn in: ``"p2.play"`` -> ``"p1.play"`` when seat
        p2 sits at the screen; ``rr.*`` stay."""
        seat, rest = split_zone(zone)
        return zone if seat is None else f"{self.pos_name(seat)}.{rest}"

    def _geometry(self):
        old = self.counters
        self.counters = {}
        for s in (0, 1):
            h = old.get((s, "health"))
            g = old.get((s, "glory"))
            self.counters[(s, "health")] = TickCounter(self.zone(s, "health"), "HEALTH", h.target if h else 40,
                                                       duration=0.6)
            self.counters[(s, "glory")] = TickCounter(self.zone(s, "glory"), "GLORY", g.target if g else 0,
                                                      duration=0.6, colour=(250, 220, 120))
        self.dice.relabel([self.short_name(0), self.short_name(1)])
        self.bg = None

    def _origin(self, zone: str) -> tuple[float, float] | None:
        """Where a card new to the table comes from: the centre of the zone it left."""
        name = self.layout_zone(zone)
        return self.layout.rect(name).center if name in self.layout.zones else None

    # ------------------------------------------------------------------ the board
    def zones_of(self, view: dict) -> dict:
        """The view's zones, the opponent's hand (a count) listed as the cards the viewer saw
        (``peek``) and face-down places ``p2.hand#3``."""
        zones = dict(view["zones"])
        hidden = set()
        for s in (0, 1):
            z = f"{seat_name(s)}.hand"
            if isinstance(zones.get(z), dict):
                n = int(zones[z].get("count", 0))
                saw = (view[seat_name(1 - s)].get("peek") or [])[:n] if self.view_seat == 1 - s else []
                zones[z] = list(saw) + [{"id": f"{z}#{i}", "face_down": True} for i in range(len(saw), n)]
                hidden.add(z)
        self.hidden_hands = hidden
        return zones

    def ids(self, zone: str) -> list[str]:
        return [c["id"] for c in self.board.cards(zone)]

    def move_card(self, e) -> None:
        """Apply one ``CardMoved`` to the board: a card into a hand the viewer cannot see is a
        face-down place there; a card that lands face up shows the face the table knows."""
        if e.dst in self.hidden_hands:
            pid = f"{e.dst}#{len(self.board.cards(e.dst))}"
            while pid in self.board.where:
                pid += "'"
            self.board.move(e, {"id": pid, "face_down": True})
            self.board.came_from[pid] = e.src
        else:
            self.board.move(e, self._face(e.card))

    def _face(self, cid: str) -> dict | None:
        card = self.cards.get(cid)
        return None if card is None or card.get("face_down") else card

    def set_face(self, cid: str, card: dict) -> None:
        """A card's face changed during the beats (health, Shame): the board and its sprite show it."""
        self.cards[cid] = card
        zone = self.board.where.get(cid)
        lst = self.board.cards(zone) if zone else []
        for i, c in enumerate(lst):
            if c["id"] == cid:
                lst[i] = card
        sp = self.sprites.get(cid)
        if sp is not None:
            sp.set_card(card)

    def _remember(self, v: dict, only_new: bool = False):
        """The face of every card the view shows (``only_new``: keep what is shown for cards
        already known, their stats change beat by beat)."""
        def add(c):
            if c and "id" in c and not c.get("face_down") and (not only_new or c["id"] not in self.cards):
                self.cards[c["id"]] = dict(c)
        for cards in v["zones"].values():
            if isinstance(cards, list):
                for c in cards:
                    add(c)
        for s in (0, 1):
            for c in v[seat_name(s)].get("peek") or []:
                add(c)
        r = v.get("respond")
        if r:
            add(r["card"])

    def shown(self) -> tuple[dict, dict]:
        """What the table shows now: the zones (ids or counts) and each seat's Health."""
        return shown_of(self.board.zones), dict(self.health)

    def shown_from_view(self, v: dict) -> tuple[dict, dict]:
        """The same for a view (the beats must end where the view is)."""
        return shown_of(self.zones_of(v)), {s: v[seat_name(s)]["health"] for s in (0, 1)}

    # ------------------------------------------------------------------ where the cards lie
    def _combat_shown(self) -> bool:
        ph = self.view.get("phase")
        if ph == "respond":
            ph = (self.view.get("respond") or {}).get("during")
        return ph in ("attack", "defend", "cleanup") and not self.beats_active

    def held_event(self) -> str | None:
        """The Event shown in the middle: the one resolving, or the one waiting for an answer."""
        if self.showing_event:
            return self.showing_event
        r = self.view.get("respond") if not self.beats_active else None
        return ((r or {}).get("card") or {}).get("id")

    def _targets(self) -> dict[str, tuple]:
        """Where every card of the board is drawn: id -> (pos, layout zone, small art)."""
        out = {}
        v = self.view
        L = self.layout
        combat = v.get("combat") or {}
        attackers = set(combat.get("attackers") or []) if self._combat_shown() else set()
        defending = {d for d, _ in combat.get("assign") or []} if self._combat_shown() else set()
        building = set(self.building)
        held = self.held_event()
        sw = self.small.w
        for s in (0, 1):
            sn, side = seat_name(s), self.pos_name(s)
            toward = 1 if side == "p2" else -1          # towards the middle of the table
            play = [c for c in self.ids(f"{sn}.play") if c not in building]
            for cid, (x, y) in zip(play, play_slots(L, side, len(play))):
                if cid in attackers:
                    y += ATTACKING * toward
                elif cid in defending:
                    y += BLOCKING * toward
                out[cid] = ((x, y), f"{side}.play", False)
            claimed = [c for c in self.ids(f"{sn}.rr") if c not in building]
            for cid, xy in zip(claimed, row_slots(self.zone(s, "rr"), len(claimed), sw, 6, LABEL)):
                out[cid] = (xy, f"{side}.rr", True)
            bid = self.ids(f"{sn}.bid")
            if s == self.view_seat:
                bid += [c for c in self.building if c not in bid]
            for cid, xy in zip(bid, bid_slots(L, side, len(bid))):
                out[cid] = (xy, f"{side}.bid", True)
            vr = self.zone(s, "valhalla")
            for cid in self.ids(f"{sn}.valhalla"):
                out[cid] = (vr.center, f"{side}.valhalla", False)
            hand = self.ids(f"{sn}.hand")
            if side == "p1" and f"{sn}.hand" not in self.hidden_hands:
                for cid, (x, y) in zip(hand, hand_slots(L, len(hand))):
                    lift = 30 if self.hover is not None and self.hover.id == cid else 0
                    out[cid] = ((x, y - lift), f"{side}.hand", False)
            else:
                z = L[f"{side}.hand"]
                for cid, xy in zip(hand, hand_positions(z.rect, len(hand), z.facing, (self.art.w, self.art.h))):
                    out[cid] = (xy, f"{side}.hand", False)
        for cid in self.ids("rr.current"):
            out[cid] = (L.rect("rr.current").center, "rr.current", False)
        unclaimed = self.ids("rr.unclaimed")
        for cid, xy in zip(unclaimed, unclaimed_slots(L, len(unclaimed))):
            out[cid] = (xy, "rr.unclaimed", True)
        for cid in self.ids("rr.discard"):
            out[cid] = (L.rect("rr.discard").center, "rr.discard", True)
        if held and held in out:
            out[held] = (L.rect("event").center, "event", False)
        for cid, pos in self.lunge.items():
            if cid in out:
                out[cid] = (pos,) + out[cid][1:]
        return out

    def _place_all(self, animate: bool):
        """Make the sprites match the board (``Board.place``): a card new to the table slides
        in from the zone it left; then each takes the art and the layout zone it is drawn in."""
        targets = self._targets()
        self.order = self.board.place(lambda zone, i, n, c: targets[c["id"]][0] if c["id"] in targets else None,
                                      animate, self._origin)
        for sp in self.order:
            _, zone, small = targets[sp.id]
            sp.zone = zone
            art = self.small if small else self.art
            if sp.art is not art:
                sp.art = art
            if not animate and not sp.dragging:
                sp.place(sp.home)
        if self.hover is not None and self.hover.id not in targets:
            self.hover = None
        self._mark_sprites()
        self.app.dirty = True

    def _mark_sprites(self):
        bidding = self.view.get("phase") == "bid" and not self.beats_active and self.view_seat is not None
        building = set(self.building)
        for sp in self.sprites.values():
            z = sp.zone
            sp.show_value = bidding and (z.endswith(".bid") or z in ("p1.play", "p1.rr"))
            sp.ghost = sp.id in building

    def _pos(self, cid: str) -> tuple[float, float] | None:
        sp = self.sprites.get(cid)
        if sp is not None and not sp.gone:
            return sp.home
        t = self._targets().get(cid)
        return t[0] if t else None

    def _card_rect(self, cid: str) -> pygame.Rect:
        sp = self.sprites.get(cid)
        pos = self._pos(cid) or (LOGICAL[0] / 2, LOGICAL[1] / 2)
        size = sp.size if sp is not None else (self.art.w, self.art.h)
        r = pygame.Rect((0, 0), size)
        r.center = (int(pos[0]), int(pos[1]))
        return r

    def _owner(self, cid: str) -> int:
        seat = split_zone(self.board.where.get(cid, ""))[0]
        return seat if seat is not None else 1 - self.near

    # ------------------------------------------------------------------ syncing
    def sync(self, events=(), animate: bool = True):
        """Catch the table up with the view (no beats: instant, or a plain slide)."""
        self.view = self.ruleset.view(self.state, self.view_seat)
        self._arrange(self.view)
        self._remember(self.view)
        self.board.load({"zones": self.zones_of(self.view)})
        b = self.view.get("bid") or {}
        self.building = list((b.get("building") or {}).get("cards", []))
        self.shown_phase = self.view["phase"]
        self.round_shown = self.view["round"]
        for s in (0, 1):
            p = self.view[seat_name(s)]
            self.health[s], self.glory[s] = p["health"], p["glory"]
            self.counters[(s, "health")].set(p["health"], instant=not animate)
            self.counters[(s, "glory")].set(p["glory"], instant=not animate)
        self.showing_event = None
        self.fight_dice, self.fight_labels, self.fight_lines = [], [], []
        self.lunge.clear()
        self._place_all(animate)
        self.refresh_legal()

    def turn_table(self):
        """Turned to another seat (``set_view_seat``): its half-made choice dropped, the zones laid out again."""
        self.target_mode = None
        self._geometry()

    def on_events(self, events):
        """Play what happened beat by beat (``BEATS`` on the shared choreography); the final view
        is shown when the beats end."""
        self.view = self.ruleset.view(self.state, self.view_seat)
        self._remember(self.view, only_new=True)           # faces of cards that became visible
        prepare(self, events)
        try:
            super().on_events(events)
        except Exception as e:   # never let a display problem stop the game
            self.log.add(f"(animation skipped: {type(e).__name__}: {e})", "Table")
            self.choreo.queue.clear()
            self.choreo.hurry()
            self.sync()
            return
        self.refresh_legal()

    def _first_initiative(self):
        """A new game: the log says the first initiative roll and the d20s roll as a beat."""
        self.announce_initiative()
        pairs = [list(p) for p in self.ruleset.view(self.state, None).get("rolls", [])]
        if pairs:
            beat(self, lambda: beat_initiative(self, pairs), INITIATIVE + REROLL * (len(pairs) - 1),
                 "Initiative: both players roll a d20")
            self.choreo.then(self.sync)
            self.refresh_legal()

    def _beat_phase(self, e):
        self.shown_phase = e.phase
        self.trace.append(("phase", e.phase, e.seat))

    def _clear_fight(self):
        self.fight_dice, self.fight_labels, self.fight_lines = [], [], []
        if self.lunge:
            self.lunge.clear()
            self._place_all(True)

    # ------------------------------------------------------------------ the legal moves
    def legal_changed(self):
        self._index_legal()
        self._build_buttons()
        self._apply_highlights()

    def _index_legal(self):
        lm = self.legal_moves
        self.warriors: dict[str, list] = {}
        self.events: dict[str, list] = {}
        for a in lm.of(PlayWarrior):
            self.warriors.setdefault(a.card, []).append(a)
        for a in lm.of(PlayEvent):
            self.events.setdefault(a.card, []).append(a)
        self.toggles = {a.warrior: a for a in lm.of(ToggleAttacker)}
        self.assigns: dict[str, dict[str, object]] = {}
        for a in lm.of(AssignDefender):
            self.assigns.setdefault(a.defender, {})[a.attacker] = a
        self.unassigns = {a.defender: a for a in lm.of(Unassign)}
        self.adds = {a.card: a for a in lm.of(AddToBid)}
        self.removes = {a.card: a for a in lm.of(RemoveFromBid)}
        self.order_moves = {a.first: a for a in lm.of(ChooseOrder)}
        self.singles = {type(a): a for a in lm if not isinstance(a, (PlayWarrior, PlayEvent, ToggleAttacker, AssignDefender, Unassign,
                                                                     AddToBid, RemoveFromBid, ChooseOrder))}
        if self.target_mode:
            still = [a for a in self.target_mode["actions"] if a in self.legal]
            if not still:
                self.target_mode = None
            else:
                self.target_mode["actions"] = still

    def _attackers(self) -> list[str]:
        c = self.view.get("combat") or {}
        return list(c.get("attackers") or [])

    def _assigned(self) -> dict[str, str]:
        c = self.view.get("combat") or {}
        return {d: a for d, a in c.get("assign") or []}

    def _apply_highlights(self):
        tm = self.target_mode
        targets = {a.target for a in tm["actions"]} if tm else set()
        attackers = set(self._attackers()) if self._combat_shown() else set()
        phase = self.view.get("phase")
        for cid, sp in self.sprites.items():
            h = None
            if tm:
                if cid in targets:
                    h = "target"
                elif cid == tm.get("source"):
                    h = "selected"
            elif cid in attackers:
                h = "attack"
            elif cid in self.warriors or cid in self.events or cid in self.adds:
                h = "legal"
            elif cid in self.assigns or cid in self.toggles:
                h = "legal"
            elif cid in self.removes or cid in self.unassigns:
                h = "selected"
            sp.highlight = h
            sp.dim = bool(tm) and cid not in targets and cid != tm.get("source") and not sp.zone.endswith("hand")
            if (not tm and sp.zone == "p1.hand" and self.legal and phase in ("player", "respond")
                    and cid not in self.warriors and cid not in self.events):
                sp.dim = True             # nothing to do with it now: the glowing cards are the choices

    def on_submitted(self):
        self.target_mode = None

    # ------------------------------------------------------------------ update
    def update(self, dt: float):
        super().update(dt)
        self._tick_guard(dt)
        self._tick_clock(dt)
        self._tick_unasked(dt)

    @property
    def busy(self) -> bool:
        return (self.beats_active or self.floaters.animating or self.dice.animating
                or any(d.rolling for d in self.fight_dice)
                or any(sp.animating for sp in self.sprites.values())
                or any(c.animating for c in self.counters.values()))

    @property
    def animating(self) -> bool:
        return (self.drag.active or bool(self.clock.get("running")) or self.guarded or self.nothing_to_answer()
                or super().animating)

    def animate(self, dt: float):
        self.board.update(dt)
        if self.hover is not None and self.hover.gone:
            self.hover = None
        for c in self.counters.values():
            c.update(dt)
        self.floaters.update(dt)
        self.dice.update(dt)
        for d in self.fight_dice:
            d.update(dt)

    def on_hurry(self) -> None:
        """After a click or Space hurried the beats: the floaters go too."""
        self.floaters.clear()

    def _show_end(self):
        """The end screen, its reason in the table's names ("You have no Health left")."""
        super()._show_end()
        top = self.app.top
        if isinstance(top, EndScene):
            top.reason = self.say(top.reason)

