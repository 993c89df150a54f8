"""The Nine table: two players, Norse Warriors, countdowns, d20/d10 dice, Shame and
Ragnarok Rising bids.

Draws only ``ruleset.view(state, seat)`` for the seat at the screen (always at the
bottom); every possible move comes from ``ruleset.legal_actions`` and every refusal
from ``ruleset.explain``. Nothing here decides a rule.

Interactions (the seat whose move it is):
- the initiative winner: "Go first" / "Go second";
- Player phase: drag a Warrior from the hand onto your side (a Warrior whose entry
  effect picks a target: drop it on the target, or click one of the glowing cards);
  drag an Event onto the table (onto its target when it has one); click a shamed
  Warrior to take one Shame counter off; "End Player phase";
- choosing attackers: click your Warriors, or drag them up towards the enemy (and
  back down to take one out); "Attack" or "Forfeit";
- choosing defenders: drag a Warrior of yours onto the attacker it should block
  (drag it back, or click it, to take it off); "Confirm defence";
- the Bid phase: drag Warriors in play and claimed RR cards onto the bid area (the
  running Glory total and what the bid must reach are shown), then "Bid" or "Pass";
- an answer window: drag a counter Event onto the opponent's Event, or "Let it resolve".
An illegal drop snaps back and says why, in the ruleset's words.

Countdowns: the table counts real seconds from ``ruleset.timer(state)`` (a shrinking
ring, red in the last 3) and submits ``TimeUp()`` for the seat when it reaches zero.
The clock stops while an action's animation plays, behind the hot-seat curtain and
the menu, and while ``timer()`` is None (an answer window): the same countdown (same
``id``) then resumes where it stopped. Computer seats act at a pace that quickens as
their time runs out.

What an action did is shown beat by beat from its events (a :class:`Timeline`): the
initiative d20s, cards sliding between zones, each fight (the attack d10 beside the
attacker, a defence d10 beside each defender, landing on the engine's values, then the
totals "7 + 3 Strength = 10"), damage and Shame, the End of Days token. A click hurries
it up.
"""
from __future__ import annotations

import math
import re

import pygame

from game.thenine.events import CardPlayed, EndOfDays
from game.core.contract import (CardMoved, DiceRolled, GameOver, PhaseChanged, StatChanged, TimeUp,
                                seat_index, seat_name)
from game.thenine.actions import (AddToBid, AssignDefender, ChooseOrder, ConfirmAttack, ConfirmDefence, EndPhase,
                                  Forfeit, Pass, PassBid, PlayEvent, PlayWarrior, RemoveFromBid, RemoveShame,
                                  SubmitBid, ToggleAttacker, Unassign)
from scenes import assets
from scenes.app import LOGICAL
from scenes.overlays import ActionMenuScene, CardGridScene, EndScene, ZoomScene
from scenes.tables.base import TableScene
from scenes.tables.thenine_art import TOKEN_GREEN, NineArt, NineSprite, card_details
from scenes.widgets.button import Button
from scenes.widgets.cards import hand_positions
from scenes.widgets.countdown import CountdownRing
from scenes.widgets.counter import Counter as TickCounter
from scenes.widgets.dice import DiceTray, Die
from scenes.widgets.dragdrop import DragController
from scenes.widgets.felt import felt
from scenes.widgets.floaters import Floaters
from scenes.widgets.log import LogPanel
from scenes.widgets.timeline import Timeline

GAME = "thenine"
LABEL = 18                   # height of a zone's label line
MOVE_BEAT = 0.42
ROLL_BEAT = 1.15             # a d10 tumbles (0.9 s) and lands
TOTALS_BEAT = 1.5            # "7 + 3 Strength = 10" stays readable
BOT_PACE = 0.8
ATTACK_TINT = (196, 58, 46)
DEFENCE_TINT = (52, 96, 182)
RR_TINT = (120, 30, 36)
EFFECT_TINT = (120, 80, 170)
ZONE_RE = re.compile(r"^(p\d|rr)\.(\w+)$")
#: overlays during which the countdown keeps running (they are part of playing)
PLAYING_OVERLAYS = (ZoomScene, CardGridScene, ActionMenuScene)
PHASE_NAMES = {"order": "Initiative", "player": "Player phase", "respond": "Answer to an Event",
               "attack": "Combat: attackers", "defend": "Combat: defenders", "bid": "Bid phase",
               "cleanup": "Cleanup", "over": "Game over"}

RULES_HINT = (
    "Bring your opponent from 40 Health to 0 — or hold the most Glory when the End of Days comes after "
    "round 20 (one green token per round moves into the pool, top left).\n"
    "Each round both roll a d20; the higher chooses who goes first. Then each player in turn has a "
    "Player phase (20 seconds): drag at most one Warrior onto your side and play at most one Event "
    "(the green number is the round it needs); click a shamed Warrior to take one red Shame token off.\n"
    "Combat (10 seconds each step): the attacker clicks Warriors to attack (shamed ones cannot), the "
    "defender drags Warriors onto the attackers they block. Attack = d10 + Strength, defence = d10 + "
    "Defence of each blocker. Unblocked: half the attack, rounded up, hits the player. Attack <= defence: "
    "blocked, the attacker gets 2 Shame. Otherwise the blockers lose the difference; a slain blocker sends "
    "half the excess to its player.\n"
    "Bid phase: sacrifice Warriors (their health, less a third per Shame) and claimed RR cards (their Glory) "
    "by dragging them onto the bid area, to claim the Ragnarok Rising card. Every sacrificed card is lost. "
    "An unclaimed RR card affects both players for the rest of the game; unclaimed RR Warriors attack both "
    "at every Cleanup.\n"
    "When the ring runs out, the phase ends (a Player phase), the attack is forfeited, or nobody blocks. "
    "Every log line names the rule it applied."
)


def parse_zone(name: str):
    """``"p2.play"`` -> (1, "play"); ``"rr.unclaimed"`` -> (-1, "unclaimed")."""
    m = ZONE_RE.match(name or "")
    if not m:
        return None
    return (-1 if m.group(1) == "rr" else seat_index(m.group(1))), m.group(2)


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
    """Centres of the Warriors in play on ``side`` ("p1" = the viewer's)."""
    return row_slots(layout.rect(f"{side}.play"), n, layout.card_size[0], 16)


def bid_slots(layout, side: str, n: int) -> list[tuple[float, float]]:
    return row_slots(layout.rect(f"{side}.bid"), n, small_size(layout)[0], 6, LABEL)


#: verbs of the rules' log lines that follow a seat ("p1 plays ..."): "You play", not "You plays"
_VERBS = {"wins", "chooses", "rolls", "plays", "attacks", "lets", "answers", "bids", "claims", "draws", "ends",
          "forfeits", "removes", "raises", "discards", "sees", "loses", "gains", "rolled"}


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


def _name(card: dict | None) -> str:
    return (card or {}).get("name", "a card")


class TheNineTable(TableScene):
    GAME = GAME
    RULES_HINT = RULES_HINT
    banner_lines = 2

    def __init__(self, app, *, seats: list[str], seed: int, state=None, record=None, layout=None,
                 options: dict | None = None):
        super().__init__(app, seats=seats, seed=seed, state=state, record=record, layout=layout,
                         options=options)
        L = self.layout
        self.art = NineArt(L.card_size)
        self.small = NineArt(small_size(L))
        self.log = LogPanel(L.rect("log"), "Log")
        self.drag = DragController()
        self.timeline = Timeline()
        self.floaters = Floaters()
        self.dice = DiceTray(L.rect("dice"), ["", ""], size=70)
        for d in self.dice.dice:
            d.sides = 20
        self.fight_dice: list[Die] = []
        self.fight_labels: list[tuple[str, tuple, tuple]] = []   # (text, midtop, colour)
        self.fight_lines: list[tuple[str, object]] = []          # (attacker, blocker id or defending seat)
        tz = L.rect("timer")
        self.ring = CountdownRing((tz.centerx, tz.y + LABEL + 8 + min(tz.w, tz.h - 60) // 2 - 4),
                                  max(30, min(tz.w, tz.h - 60) // 2 - 6), 12)
        self.sprites: dict[str, NineSprite] = {}
        self.cards: dict[str, dict] = {}          # the face (and stats) shown for every card id
        self.model: dict = {}                     # what the table shows now (catches up with the view)
        self.view: dict = {}
        self.legal: list = []
        self.hover: NineSprite | None = None
        self.buttons: list[Button] = []
        self.counters: dict[tuple[int, str], TickCounter] = {}
        self.target_mode: dict | None = None      # {"actions": [...], "text": str, "source": id}
        self.lunge: dict[str, tuple[float, float]] = {}
        self.showing_event: str | None = None     # an Event card held in the event zone during beats
        self.shown_phase: str | None = None       # the phase the animation is showing
        self.trace: list[tuple] = []              # what the beats showed (tests read it)
        self._played: set[str] = set()
        self.clock: dict = {"id": None, "left": 0.0, "total": 0.0, "seat": None, "expiry": ""}
        self.timeups = 0
        self.bg: pygame.Surface | None = None
        self._geometry()
        self.sync(animate=False)
        self.log.add("Two players; each begins with 40 Health. Twenty rounds until the End of Days.", "The Nine")
        if not self.actions:
            self._announce_initiative()
        else:
            self.log.add(f"Resumed a saved game after {len(self.actions)} moves.", "Save file")
        if not self.view.get("timers", True):
            self.log.add("Timers are off: take your time.", "Option")
        if len(self.humans) >= 2:
            self._curtain_pending = True

    # ------------------------------------------------------------------ geometry
    def side(self, seat: int) -> str:
        """Layout prefix of a seat: the seat at the screen sits in the p1 zones."""
        return "p1" if seat == self.near else "p2"

    def zone(self, seat: int, name: str) -> pygame.Rect:
        return self.layout.rect(f"{self.side(seat)}.{name}")

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

    def anchor(self, seat: int, zone: str) -> tuple[float, float]:
        """Where a card coming from / going to an engine zone flies."""
        if seat < 0:
            return self.layout.rect(f"rr.{zone}").center
        if zone == "bid":
            return self.zone(seat, "bid").center
        if zone == "hand" and seat != self.view_seat:
            return self.zone(seat, "hand").center
        return self.zone(seat, zone).center

    # ------------------------------------------------------------------ the model
    def _learn(self, v: dict, only_new: bool = False):
        """Remember the face of every card the view shows (``only_new``: keep what is shown
        for cards already known, their stats change beat by beat)."""
        def add(c):
            if c and "id" in c and (not only_new or c["id"] not in self.cards):
                self.cards[c["id"]] = dict(c)
        for s in (0, 1):
            p = v[seat_name(s)]
            for z in ("hand", "play", "valhalla", "rr_claimed", "peek"):
                for c in p.get(z) or []:
                    add(c)
        rr = v["rr"]
        add(rr.get("current"))
        for z in ("unclaimed", "discard"):
            for c in rr.get(z) or []:
                add(c)
        b = v.get("bid")
        if b:
            for s in (0, 1):
                for c in b[seat_name(s)]["cards"]:
                    add(c)
        r = v.get("respond")
        if r:
            add(r["card"])

    def _model_from_view(self, v: dict) -> dict:
        self._learn(v)
        m = {"seats": {}, "round": v["round"], "phase": v["phase"]}
        b = v.get("bid")
        for s in (0, 1):
            p = v[seat_name(s)]
            m["seats"][s] = {
                "hand": [c["id"] for c in p["hand"]] if p["hand"] is not None else None,
                "hand_count": p["hand_count"], "deck": p["deck"],
                "play": [c["id"] for c in p["play"]], "valhalla": [c["id"] for c in p["valhalla"]],
                "rr": [c["id"] for c in p["rr_claimed"]],
                "bid": [c["id"] for c in b[seat_name(s)]["cards"]] if b else [],
                "health": p["health"], "glory": p["glory"]}
        rr = v["rr"]
        m["rr"] = {"deck": rr["deck"], "current": [rr["current"]["id"]] if rr.get("current") else [],
                   "unclaimed": [c["id"] for c in rr["unclaimed"]], "discard": [c["id"] for c in rr["discard"]]}
        m["building"] = list((b or {}).get("building", {}).get("cards", [])) if b else []
        return m

    def _targets(self) -> dict[str, tuple]:
        """Where every visible card of the model belongs: id -> (pos, zone, small, back_rr)."""
        out = {}
        v = self.view
        m = self.model
        L = self.layout
        combat = v.get("combat") or {}
        attackers = set(combat.get("attackers") or []) if self._combat_shown() else set()
        defending = {d for d, _ in combat.get("assign") or []} if self._combat_shown() else set()
        building = set(m["building"])
        respond = (v.get("respond") or {}).get("card", {}).get("id") if not self.timeline.active else None
        held = self.showing_event or respond
        cw, ch = self.art.w, self.art.h
        sw = self.small.w
        for s in (0, 1):
            ms = m["seats"][s]
            side = self.side(s)
            toward = 1 if side == "p2" else -1          # towards the middle of the table
            play = [c for c in ms["play"] if c not in building]
            for cid, (x, y) in zip(play, play_slots(L, side, len(play))):
                if cid in attackers:
                    y += 24 * toward
                elif cid in defending:
                    y += 12 * toward
                out[cid] = ((x, y), f"{side}.play", False, False)
            claimed = [c for c in ms["rr"] if c not in building]
            for cid, xy in zip(claimed, row_slots(self.zone(s, "rr"), len(claimed), sw, 6, LABEL)):
                out[cid] = (xy, f"{side}.rr", True, False)
            bid = ms["bid"] + [c for c in m["building"] if s == self.view_seat and c not in ms["bid"]]
            for cid, xy in zip(bid, bid_slots(L, side, len(bid))):
                out[cid] = (xy, f"{side}.bid", True, False)
            vr = self.zone(s, "valhalla")
            for cid in ms["valhalla"]:
                if cid != held:
                    out[cid] = (vr.center, f"{side}.valhalla", False, False)
            if ms["hand"] is not None and s == self.view_seat:
                for cid, (x, y) in zip(ms["hand"], hand_slots(L, len(ms["hand"]))):
                    lift = 30 if self.hover is not None and self.hover.id == cid else 0
                    out[cid] = ((x, y - lift), f"{side}.hand", False, False)
            else:
                z = self.layout[f"{side}.hand"]
                peek = [c["id"] for c in (v[seat_name(1 - s)].get("peek") or [])] if s != self.view_seat else []
                n = ms["hand_count"]
                for i, xy in enumerate(hand_positions(z.rect, n, z.facing, (cw, ch))):
                    cid = peek[i] if i < len(peek) else f"back:{s}:{i}"
                    out[cid] = (xy, f"{side}.hand", False, False)
        rr = m["rr"]
        for cid in rr["current"]:
            out[cid] = (L.rect("rr.current").center, "rr.current", False, False)
        for cid, xy in zip(rr["unclaimed"], unclaimed_slots(L, len(rr["unclaimed"]))):
            out[cid] = (xy, "rr.unclaimed", True, False)
        dz = L.rect("rr.discard")
        for cid in rr["discard"]:
            out[cid] = (dz.center, "rr.discard", True, False)
        if held:
            out[held] = (L.rect("event").center, "event", False, False)
        return out

    def _combat_shown(self) -> bool:
        ph = self.view.get("phase")
        if ph == "respond":
            ph = (self.view.get("respond") or {}).get("during")
        return ph in ("attack", "defend", "cleanup") and not self.timeline.active

    def _place_all(self, animate: bool, stagger: list[str] = (), src: dict | None = None):
        """Move every sprite to where the model says (new sprites start at ``src[id]``)."""
        targets = self._targets()
        delays = {cid: 0.05 * i for i, cid in enumerate(stagger)}
        for cid, (pos, zone, small, back_rr) in targets.items():
            if cid in self.lunge:
                pos = self.lunge[cid]
            card = self.cards.get(cid) if not cid.startswith("back:") else None
            art = self.small if small else self.art
            sp = self.sprites.get(cid)
            if sp is None or sp.gone or sp.fade is not None:
                start = pos
                if animate and src and cid in src:
                    start = src[cid]
                sp = NineSprite(cid, card, art, start, back_rr=back_rr)
                self.sprites[cid] = sp
                if start != pos:
                    sp.move_to(pos, delay=delays.get(cid, 0.0))
            else:
                sp.set_card(card)
                if sp.art is not art:
                    sp.art = art
                if sp.dragging:
                    sp.home = pos
                elif not animate:
                    sp.place(pos)
                elif sp.home != pos:
                    sp.move_to(pos, delay=delays.get(cid, 0.0))
            sp.zone = zone
        for cid, sp in list(self.sprites.items()):
            if cid not in targets:
                if not animate or sp.gone:
                    del self.sprites[cid]
                    if self.hover is sp:
                        self.hover = None
                elif sp.fade is None:
                    sp.remove(delay=0.25)
        self._mark_sprites()
        self.app.dirty = True

    def _mark_sprites(self):
        bidding = self.view.get("phase") == "bid" and not self.timeline.active
        building = set(self.model.get("building") or [])
        for sp in self.sprites.values():
            z = sp.zone
            sp.show_value = (bidding and (z.endswith(".bid") or (z.startswith("p1.") and z[3:] in ("play", "rr"))
                                          and self.view_seat is not None))
            sp.ghost = sp.id in building

    # ------------------------------------------------------------------ syncing
    def sync(self, events=(), animate: bool = True):
        """Catch the table up with the view (no beats: instant, or a plain slide)."""
        self.view = self.ruleset.view(self.state, self.view_seat)
        self.model = self._model_from_view(self.view)
        self.shown_phase = self.view["phase"]
        for s in (0, 1):
            ms = self.model["seats"][s]
            self.counters[(s, "health")].set(ms["health"], instant=not animate)
            self.counters[(s, "glory")].set(ms["glory"], instant=not animate)
        self.lunge.clear()
        self.showing_event = None
        self._place_all(animate)
        self.refresh_legal()

    def set_view_seat(self, seat: int | None):
        """Turn the table to ``seat`` (hot seat): rebuild without animation."""
        self.timeline.skip()
        self.view_seat = seat
        self.near = seat if seat is not None else 0
        self.sprites.clear()
        self.hover = None
        self.target_mode = None
        self._clear_fight()
        self._geometry()
        self.sync(animate=False)

    def legal_changed(self):
        self._index_legal()
        self._build_buttons()
        self._apply_highlights()
    def _index_legal(self):
        self.warriors: dict[str, list] = {}
        self.events: dict[str, list] = {}
        self.shames: dict[str, object] = {}
        self.toggles: dict[str, object] = {}
        self.assigns: dict[str, dict[str, object]] = {}
        self.unassigns: dict[str, object] = {}
        self.adds: dict[str, object] = {}
        self.removes: dict[str, object] = {}
        self.singles: dict[type, object] = {}
        self.order_moves: dict[bool, object] = {}
        for a in self.legal:
            t = type(a)
            if t is PlayWarrior:
                self.warriors.setdefault(a.card, []).append(a)
            elif t is PlayEvent:
                self.events.setdefault(a.card, []).append(a)
            elif t is RemoveShame:
                self.shames[a.warrior] = a
            elif t is ToggleAttacker:
                self.toggles[a.warrior] = a
            elif t is AssignDefender:
                self.assigns.setdefault(a.defender, {})[a.attacker] = a
            elif t is Unassign:
                self.unassigns[a.defender] = a
            elif t is AddToBid:
                self.adds[a.card] = a
            elif t is RemoveFromBid:
                self.removes[a.card] = a
            elif t is ChooseOrder:
                self.order_moves[a.first] = a
            else:
                self.singles[t] = a
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
            elif cid in self.warriors or cid in self.events or cid in self.shames or cid in self.adds:
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

    # ------------------------------------------------------------------ the choices
    def _build_buttons(self):
        r = self.layout.rect("choices")
        self.buttons = []
        items: list[tuple[str, object, int | None, tuple]] = []
        s = self.singles
        if self.target_mode:
            items.append(("Cancel (Esc)", self.cancel_target, None, (90, 70, 70)))
        elif self.order_moves:
            if True in self.order_moves:
                items.append(("Go first (1)", lambda: self.submit(self.order_moves[True]), pygame.K_1, (170, 120, 30)))
            if False in self.order_moves:
                items.append(("Go second (2)", lambda: self.submit(self.order_moves[False]), pygame.K_2,
                              (50, 90, 140)))
        elif Pass in s:
            counters = [a for lst in self.events.values() for a in lst]
            for i, a in enumerate(counters[:3]):
                items.append((f"Counter with {_name(self.cards.get(a.card))} ({i + 1})",
                              lambda a=a: self.submit(a), pygame.K_1 + i, (120, 70, 170)))
            items.append(("Let it resolve (P)", lambda: self.submit(s[Pass]), pygame.K_p, (60, 70, 90)))
        elif EndPhase in s:
            items.append(("End Player phase (E)", lambda: self.submit(s[EndPhase]), pygame.K_e, (170, 120, 30)))
        elif Forfeit in s:
            n = len(self._attackers())
            b = (f"Attack with {n} Warrior{'s' if n != 1 else ''} (A)" if n else "Attack (A)",
                 self.confirm_attack, pygame.K_a, (176, 60, 44))
            items.append(b)
            items.append(("Forfeit the attack (F)", lambda: self.submit(s[Forfeit]), pygame.K_f, (60, 70, 90)))
        elif ConfirmDefence in s:
            n = len(self._assigned())
            label = (f"Confirm defence: {n} blocker{'s' if n != 1 else ''} (D)" if n else
                     "No blockers: take the hits (D)")
            items.append((label, lambda: self.submit(s[ConfirmDefence]), pygame.K_d, (52, 96, 182)))
        elif PassBid in s:
            b = self.view.get("bid") or {}
            have = (b.get("building") or {}).get("value", 0)
            need = b.get("required", 0)
            items.append((f"Bid {have} Glory (B)" if SubmitBid in s else f"Bid: {have} of {need} Glory (B)",
                          self.submit_bid, pygame.K_b, (170, 120, 30)))
            items.append(("Pass (P)", lambda: self.submit(s[PassBid]), pygame.K_p, (60, 70, 90)))
        if not items:
            return
        gap = 16
        w = (r.w - gap * (len(items) - 1)) // len(items)
        for i, (label, fn, key, col) in enumerate(items):
            b = Button((r.x + i * (w + gap), r.y + 6, w, r.h - 12), label, fn, key=key, colour=col, size=24)
            if label.startswith("Attack") and ConfirmAttack not in s:
                b.enabled = False
            if label.startswith("Bid") and SubmitBid not in s:
                b.enabled = False
            self.buttons.append(b)

    def confirm_attack(self):
        a = self.singles.get(ConfirmAttack)
        if a is None:
            if self.view_seat is not None:
                self.show_toast(self.ruleset.explain(self.state, self.view_seat, ConfirmAttack()))
            return
        self.submit(a)

    def submit_bid(self):
        a = self.singles.get(SubmitBid)
        if a is None:
            if self.view_seat is not None:
                self.show_toast(self.ruleset.explain(self.state, self.view_seat, SubmitBid()))
            return
        self.submit(a)

    def cancel_target(self):
        self.target_mode = None
        self.refresh_legal()

    # ------------------------------------------------------------------ the clock
    def _clock_runs(self) -> bool:
        top = self.app.top
        if top is not self and not isinstance(top, PLAYING_OVERLAYS):
            return False
        return not (self.timeline.active or self._curtain_pending or self.ruleset.outcome(self.state) is not None)

    def _tick_clock(self, dt: float):
        t = self.ruleset.timer(self.state)
        c = self.clock
        if t is None:
            c["running"] = False
            c["paused"] = c["id"] is not None and self.view.get("phase") == "respond"
            return
        if t["id"] != c["id"]:
            c.update(id=t["id"], left=float(t["seconds"]), total=float(t["seconds"]), seat=t["seat"],
                     expiry=t["expiry"])
        c["paused"] = False
        c["running"] = self._clock_runs()
        if not c["running"]:
            return
        before = c["left"]
        c["left"] = max(0.0, c["left"] - dt)
        if math.ceil(before) != math.ceil(c["left"]):
            self.app.dirty = True
        if c["left"] <= 0:
            self._time_up(t)

    def _time_up(self, t: dict):
        seat = t["seat"]
        if TimeUp() not in self.ruleset.legal_actions(self.state, seat):
            return
        if self.drag.pressed:
            self.drag.cancel()
        self.target_mode = None
        self.timeups += 1
        who = "Your" if seat == self.view_seat and len(self.humans) == 1 else f"{self.short_name(seat)}'s"
        self.submit(TimeUp(), seat)
        self.show_toast(f"Time is up! {who} countdown ran out: {t['expiry']}.", bad=False)

    @property
    def bot_pace(self) -> float:
        """Computer moves at a readable pace, quicker as its countdown runs out."""
        c = self.clock
        acting = self.ruleset.to_act(self.state)
        if c.get("running") and acting and c.get("seat") == acting[0]:
            return max(0.05, min(BOT_PACE, (c["left"] - 2.5) / 5))
        return BOT_PACE

    def update(self, dt: float):
        super().update(dt)
        self._tick_clock(dt)

    # ------------------------------------------------------------------ events -> beats
    def on_submitted(self):
        self.target_mode = None

    def on_events(self, events):
        """Play what happened beat by beat; the final view is shown when the beats end."""
        before = self.view
        after = self.ruleset.view(self.state, self.view_seat)
        self._learn(after, only_new=True)
        self.view = after
        self.view_before = before
        try:
            self._script(events, before, after)
        except Exception as e:   # never let a display problem stop the game
            self.log.add(f"(animation skipped: {type(e).__name__}: {e})", "Table")
            self.timeline = Timeline()
            self.sync()
            return
        self.timeline.on_done = self._settle
        self.refresh_legal()
        if not self.timeline.active:
            self._settle()
        else:
            self._place_all(True)

    def _settle(self):
        self._clear_fight()
        self.sync(animate=True)

    def _script(self, events, before: dict, after: dict):
        tl = self.timeline
        batch: list[CardMoved] = []
        new_fights = list(after.get("fights") or [])
        if after.get("round") == before.get("round"):
            new_fights = new_fights[len(before.get("fights") or []):]
        fights = iter(new_fights)
        acc = {"fight": False, "initiative": []}        # what the events so far call for
        # Events that are played (not discarded) fly to the event zone while they resolve
        self._played = {e.card for e in events if isinstance(e, CardPlayed) and e.what != "warrior"}

        def flush():
            if batch:
                moves = list(batch)
                tl.add(lambda: self._beat_moves(moves), MOVE_BEAT + 0.05 * max(0, len(moves) - 1),
                       self._caption_for(moves))
                batch.clear()

        def flush_initiative():
            if acc["initiative"]:
                pairs = list(acc["initiative"])
                acc["initiative"] = []
                tl.add(lambda: self._beat_initiative(pairs), 1.0 + 1.35 * (len(pairs) - 1) + 0.7,
                       "Initiative: both players roll a d20")

        for e in events:
            if isinstance(e, DiceRolled) and e.purpose == "initiative":
                flush()
                ini = acc["initiative"]
                if ini and len(ini[-1]) == 1:
                    ini[-1].append(e.value)
                else:
                    ini.append([e.value])
                continue
            flush_initiative()
            if isinstance(e, CardMoved):
                if batch and any(m.card == e.card for m in batch):
                    flush()
                src, dst = parse_zone(e.src), parse_zone(e.dst)
                kinds = {(parse_zone(m.src) or (0, ""))[1:] + (parse_zone(m.dst) or (0, ""))[1:] for m in batch}
                if batch and (src[1:] + dst[1:]) not in kinds:
                    flush()
                batch.append(e)
                continue
            flush()
            if isinstance(e, DiceRolled):
                if e.purpose.startswith("attack"):
                    rec = next(fights, None)
                    if rec is not None:
                        acc["fight"] = True
                        tl.add(lambda rec=rec: self._beat_fight(rec), ROLL_BEAT, self._fight_caption(rec, False))
                        tl.add(lambda rec=rec: self._beat_totals(rec), TOTALS_BEAT, self._fight_caption(rec, True))
                elif e.purpose.startswith("defence"):
                    continue                       # rolled with its fight
                else:
                    tl.add(lambda e=e: self._beat_effect_die(e), ROLL_BEAT,
                           f"{self.short_name(e.seat) if e.seat >= 0 else 'Ragnarok'} rolls a d{e.sides}"
                           + (f" ({e.purpose.split(':', 1)[1].strip()})" if ":" in e.purpose else ""))
            elif isinstance(e, StatChanged):
                tl.add(lambda e=e: self._beat_stat(e), 0.55 if e.stat in ("health", "shame") else 0.35)
            elif isinstance(e, EndOfDays):
                tl.add(self._beat_token, 0.6,
                       f"A green token moves to the End of Days pool: round {e.round} of {e.rounds}")
            elif isinstance(e, CardPlayed):
                tl.add(lambda e=e: self._beat_played(e), 0.9, self._played_caption(e))
            elif isinstance(e, PhaseChanged):
                tl.add(lambda e=e: self._beat_phase(e), 0.0, "")
            elif isinstance(e, GameOver):
                tl.add(lambda: None, 0.3, "")
        flush()
        flush_initiative()
        if acc["fight"]:
            tl.add(self._clear_fight, 0.0)

    def _names(self, text: str) -> str:
        """A log line with the seat tags replaced by the table's names ("You have", not "You has")."""
        for s in (0, 1):
            text = re.sub(rf"\b{seat_name(s)}\b", self.short_name(s), text)
        text = re.sub(r"(?<=[a-z] )You\b", "you", text)          # "attacks you", "damage to you"
        irregular = {"has": "have", "goes": "go", "does": "do", "is": "are"}
        return re.sub(r"\b(You|you) (has|goes|does|is|\w+s)\b",
                      lambda m: f"{m.group(1)} {irregular.get(m.group(2), m.group(2)[:-1])}"
                      if m.group(2) in irregular or m.group(2) in _VERBS else m.group(0), text)

    def _caption_for(self, moves) -> str:
        m0 = moves[0]
        src, dst = parse_zone(m0.src), parse_zone(m0.dst)
        if not src or not dst:
            return ""
        who = self.short_name(src[0]) if src[0] >= 0 else (self.short_name(dst[0]) if dst[0] >= 0 else "")
        card = self.cards.get(m0.card, {})
        name = card.get("name", "a card")
        kind = (src[1], dst[1])
        if kind == ("deck", "hand"):
            n = len(moves)
            return f"{who} draws {n} card{'s' if n != 1 else ''}"
        if kind == ("hand", "play"):
            return f"{who} plays {name}"
        if kind == ("deck", "current"):
            return f"Ragnarok Rising: {name} is revealed (Glory {card.get('glory', '?')})"
        if kind == ("current", "unclaimed"):
            return f"Nobody claims {name}: it now affects both players"
        if kind == ("current", "rr"):
            return f"{self.short_name(dst[0])} claims {name}"
        if kind == ("play", "valhalla"):
            return ", ".join(self.cards.get(m.card, {}).get("name", "?") for m in moves) + " goes to Valhalla"
        if kind in (("play", "bid"), ("rr", "bid")):
            return f"{who} bids"
        if kind in (("bid", "valhalla"), ("bid", "discard")):
            return "Every sacrificed card is lost"
        if kind == ("hand", "valhalla"):
            return f"{who} discards" if card.get("type") == "warrior" else ""
        return ""

    def _fight_caption(self, rec: dict, done: bool) -> str:
        a = self.cards.get(rec["attacker"], {})
        an = a.get("name", "A Warrior")
        who = self.short_name(rec["defending"])
        who = "you" if who == "You" else who
        if not done:
            if rec["defenders"]:
                names = ", ".join(self.cards.get(d["id"], {}).get("name", "?") for d in rec["defenders"])
                return f"{an} attacks {who}; {names} block{'s' if len(rec['defenders']) == 1 else ''}"
            return f"{an} attacks {who}: nobody blocks"
        head = f"{an}: {rec['roll']} + {rec['strength']} Strength = {rec['attack']}"
        if rec["result"] == "unblocked":
            return f"{head}, unblocked: half, rounded up, {rec['to_player']} damage to {who}"
        if rec["result"] == "blocked":
            return f"{head} against {rec['defence']}: blocked, {an} gets 2 Shame"
        slain = [self.cards.get(d["id"], {}).get("name", "?") for d in rec["defenders"] if d["slain"]]
        tail = f"; {', '.join(slain)} slain" if slain else ""
        if rec["to_player"]:
            tail += f", {rec['to_player']} damage to {who}"
        return f"{head} against {rec['defence']}: {rec['attack'] - rec['defence']} damage to the blockers{tail}"

    # -- beats -----------------------------------------------------------------
    def _beat_moves(self, moves):
        src_pos: dict[str, tuple] = {}
        stagger: list[str] = []
        m = self.model
        for e in moves:
            src, dst = parse_zone(e.src), parse_zone(e.dst)
            if not src or not dst:
                continue
            (ss, sz), (ds, dz) = src, dst
            ms = m["seats"][ss] if ss >= 0 else m["rr"]
            md = m["seats"][ds] if ds >= 0 else m["rr"]
            if sz == "deck":
                ms["deck"] = max(0, ms["deck"] - 1)
            elif sz == "hand":
                if ms["hand"] is not None and e.card in ms["hand"]:
                    ms["hand"].remove(e.card)
                ms["hand_count"] = max(0, ms["hand_count"] - 1)
            elif e.card in ms.get(sz, []):
                ms[sz].remove(e.card)
            if e.card in m["building"]:
                m["building"].remove(e.card)
            if dz == "deck":
                md["deck"] += 1
            elif dz == "hand":
                md["hand_count"] += 1
                if md["hand"] is not None:
                    md["hand"].append(e.card)
            else:
                md.setdefault(dz, []).append(e.card)
            if e.card == self.showing_event and dz != "valhalla":
                self.showing_event = None
            if e.card in self._played:
                self.showing_event = e.card
            self.lunge.pop(e.card, None)
            self.trace.append(("move", e.card, e.src, e.dst))
            sp = self.sprites.get(e.card)
            if sp is None or sp.gone:
                if sz == "hand" and ss >= 0 and ss != self.view_seat:
                    src_pos[e.card] = self.zone(ss, "hand").center
                elif sz == "deck" and ss >= 0:
                    src_pos[e.card] = self.zone(ss, "deck").center
                else:
                    src_pos[e.card] = self.anchor(ss, sz)
            hidden = dz == "hand" and md.get("hand") is None
            if hidden and sz == "deck":                      # the other player draws: a back flies over
                back = NineSprite(f"draw:{e.card}", None, self.art, self.zone(ss, "deck").center)
                back.zone = "flying"
                back.move_to(self.zone(ds, "hand").center, delay=0.05 * len(stagger))
                back.remove(delay=0.3 + 0.05 * len(stagger))
                self.sprites[back.id] = back
            stagger.append(e.card)
        self._place_all(True, stagger, src_pos)
        self._apply_highlights()

    def _beat_initiative(self, pairs):
        self.trace.append(("initiative", [tuple(p) for p in pairs]))
        for p in pairs:
            if len(p) == 2:
                self.dice.roll(0, p[0], 20)
                self.dice.roll(1, p[1], 20)
        self.app.dirty = True

    def _beat_token(self):
        self.model["round"] = min(20, self.model.get("round", 0) + 1)
        r = self._token_rect(self.model["round"] - 1)
        self.floaters.add("+1", r.center, TOKEN_GREEN, 26, 1.0, rise=24)
        self.trace.append(("round", self.model["round"]))

    def _beat_phase(self, e):
        self.shown_phase = e.phase
        self.trace.append(("phase", e.phase, e.seat))

    def _beat_played(self, e):
        """A card is played (an Event stays in the event zone while it resolves)."""
        self.trace.append(("played", e.card, e.what))

    def _played_caption(self, e) -> str:
        """"You play Wolf Rider (...)", "The computer answers with Frost Ward: Storm is cancelled"."""
        who = self.short_name(e.seat)
        you = who == "You"
        if e.what == "counter":
            cancelled = self.cards.get(e.answers, {}).get("name", "the Event")
            return f"{who} answer{'' if you else 's'} with {e.name}: {cancelled} is cancelled"
        target = self.cards.get(e.target, {}).get("name") if e.target else None
        on = f" on {target}" if target else ""
        detail = f" ({e.text})" if e.what == "warrior" else f"{on}: {e.text}"
        return f"{who} play{'' if you else 's'} {e.name}{detail}"

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

    def _die_beside(self, cid: str, k: int = 0) -> tuple[int, int]:
        r = self._card_rect(cid)
        x = r.right + 30
        if x > self.layout.rect("p1.valhalla").x - 10 and r.x - 30 > 0:
            x = r.x - 30
        return int(x), int(r.centery - 22 + 52 * k)

    def _clear_fight(self):
        self.fight_dice = []
        self.fight_labels = []
        self.fight_lines = []
        if self.lunge:
            self.lunge.clear()
            self._place_all(True)

    def _beat_fight(self, rec: dict):
        """The attack d10 beside the attacker, a defence d10 beside each blocker, tumbling."""
        self._clear_fight()
        a = rec["attacker"]
        self.trace.append(("fight", a, rec["roll"], [d["roll"] for d in rec["defenders"]]))
        seat = rec["seat"]
        tint = RR_TINT if seat is None else ATTACK_TINT
        ap = self._pos(a)
        if ap is not None:
            if rec["defenders"]:
                goal = pygame.Vector2(self._pos(rec["defenders"][0]["id"]) or ap)
            else:
                goal = pygame.Vector2(self.zone(rec["defending"], "play").center)
            v = goal - pygame.Vector2(ap)
            if v.length() > 1:
                v.scale_to_length(min(40.0, v.length() / 3))
            self.lunge[a] = (ap[0] + v.x, ap[1] + v.y)
        for d in rec["defenders"]:
            dp = self._pos(d["id"])
            if dp is not None and ap is not None:
                v = pygame.Vector2(ap) - pygame.Vector2(dp)
                if v.length() > 1:
                    v.scale_to_length(min(24.0, v.length() / 4))
                self.lunge[d["id"]] = (dp[0] + v.x, dp[1] + v.y)
        self.fight_lines = [(a, d["id"]) for d in rec["defenders"]] or [(a, rec["defending"])]
        self._place_all(True)
        die = Die("", self._die_beside(a), 50, 10, tint)
        die.roll(rec["roll"])
        self.fight_dice.append(die)
        for d in rec["defenders"]:
            dd = Die("", self._die_beside(d["id"]), 50, 10, DEFENCE_TINT)
            dd.roll(d["roll"])
            self.fight_dice.append(dd)

    def _beat_totals(self, rec: dict):
        """The totals, written out: "7 + 3 Strength = 10" beside each die."""
        labels = []
        dice = iter(self.fight_dice)
        die = next(dice, None)
        if die is not None:
            r = self._card_rect(rec["attacker"])
            labels.append((f"{rec['roll']} + {rec['strength']} Strength = {rec['attack']}",
                           (r.centerx, die.home[1] + 30), (255, 190, 170)))
        for i, d in enumerate(rec["defenders"]):
            die = next(dice, None)
            if die is not None:
                r = self._card_rect(d["id"])       # centred on its card; neighbours staggered
                labels.append((f"{d['roll']} + {d['defence']} Defence = {d['total']}",
                               (r.centerx, die.home[1] + 30 + 34 * (i % 2)), (180, 205, 255)))
        self.fight_labels = labels
        self.trace.append(("totals", rec["attacker"], rec["attack"], rec["defence"], rec["result"]))
        if rec["result"] == "unblocked":
            r = self.zone(rec["defending"], "health")
            self.floaters.add("unblocked", (r.centerx + 40, r.y - 10), (255, 200, 160), 24, 1.3, rise=20)
        elif rec["result"] == "blocked":
            p = self._pos(rec["attacker"])
            if p:
                self.floaters.add("BLOCKED", (p[0], p[1] - 20), (180, 205, 255), 30, 1.4, rise=24)
        self.app.dirty = True

    def _beat_effect_die(self, e):
        z = self.layout.rect("event")
        die = Die("", (z.right + 34, z.centery), 50, e.sides, EFFECT_TINT if e.seat >= 0 else RR_TINT)
        die.roll(e.value)
        self.fight_dice = [die]
        self.fight_labels = []
        self.trace.append(("die", e.purpose, e.value))

    def _beat_stat(self, e):
        self.trace.append(("stat", e.target, e.stat, e.old, e.new))
        if e.target in ("p1", "p2"):
            seat = seat_index(e.target)
            if e.stat == "health":
                self.model["seats"][seat]["health"] = e.new
                self.counters[(seat, "health")].set(e.new)
                r = self.zone(seat, "health")
                diff = e.new - e.old
                self.floaters.add(f"{diff:+d}", (r.centerx, r.y - 4), (255, 90, 70) if diff < 0 else (120, 235, 140),
                                  44, 1.5)
            return
        card = self.cards.get(e.target)
        if card is None:
            return
        card = dict(card)
        card[e.stat] = e.new
        if e.stat in ("health", "shame") and card.get("type") == "warrior":
            hp, sh = int(card.get("health", 0) or 0), int(card.get("shame", 0) or 0)
            card["value"] = hp * (3 - sh) // 3 if sh < 3 else 0
        self.cards[e.target] = card
        sp = self.sprites.get(e.target)
        if sp is not None:
            sp.set_card(card)
        p = self._pos(e.target)
        if p is None:
            return
        diff = e.new - e.old
        if e.stat == "health":
            text, col = f"{diff:+d}", ((255, 90, 70) if diff < 0 else (120, 235, 140))
        elif e.stat == "shame":
            text, col = (f"+{diff} Shame" if diff > 0 else f"{diff} Shame"), (255, 120, 100) if diff > 0 else (200, 220, 200)
        else:
            text, col = f"{diff:+d} {e.stat.capitalize()}", (120, 235, 140) if diff > 0 else (255, 140, 120)
        self.floaters.add(text, (p[0], p[1] - 30), col, 30 if e.stat == "health" else 24, 1.3, rise=40)
        self.app.dirty = True

    # ------------------------------------------------------------------ update
    @property
    def busy(self) -> bool:
        return (self.timeline.active or self.floaters.animating or self.dice.animating
                or any(d.rolling for d in self.fight_dice)
                or any(sp.animating for sp in self.sprites.values())
                or any(c.animating for c in self.counters.values()))

    @property
    def animating(self) -> bool:
        return self.drag.active or bool(self.clock.get("running")) or super().animating

    def animate(self, dt: float):
        self.animate_sprites(dt)
        for c in self.counters.values():
            c.update(dt)
        self.floaters.update(dt)
        self.dice.update(dt)
        for d in self.fight_dice:
            d.update(dt)

    def skip_animation(self):
        if self.timeline.active:
            self.timeline.skip()
        self.floaters.clear()
        self.app.dirty = True

    def _announce_initiative(self):
        v = self.ruleset.view(self.state, None)
        pairs = [list(p) for p in v.get("rolls", [])]
        for a, b in pairs:
            if a == b:
                self.log.add(f"Initiative: both rolled {a}: roll again.", "Initiative ties re-roll")
            else:
                self.log.add(self._names(f"Initiative: p1 rolled {a}, p2 rolled {b}; "
                                         f"{seat_name(0 if a > b else 1)} chooses the order."),
                             "The higher d20 chooses player order for the round")
        if pairs:
            self.timeline.add(lambda: self._beat_initiative(pairs), 1.0 + 1.35 * (len(pairs) - 1) + 0.7,
                              "Initiative: both players roll a d20")
            self.timeline.on_done = self._settle
            self.refresh_legal()

    # ------------------------------------------------------------------ input
    def _key(self, event) -> bool:
        if event.key == pygame.K_ESCAPE and self.target_mode:
            self.cancel_target()
            return True
        if event.key == pygame.K_ESCAPE and self.drag.active:
            self.drag.cancel()
            return True
        if event.key == pygame.K_SPACE and self.timeline.active:
            self.skip_animation()
            return True
        for b in self.buttons:
            if b.key is not None and b.key == event.key and b.visible:
                b.click()
                return True
        return False

    def draw_list(self) -> list[NineSprite]:
        piles, still, hand, moving, top = [], [], [], [], []
        pile: dict[str, list] = {}
        for sp in self.sprites.values():
            if sp.dragging:
                top.append(sp)
            elif sp.animating or sp.id in self.lunge:
                moving.append(sp)
            elif sp.zone.endswith("valhalla") or sp.zone == "rr.discard":
                pile.setdefault(sp.zone, []).append(sp)
            elif sp.zone == "p1.hand":
                hand.append(sp)
            else:
                still.append(sp)
        for zone, lst in pile.items():
            order = self._pile_order(zone)
            lst.sort(key=lambda s: order.get(s.id, -1))
            piles.extend(lst[-2:])
        if self.view_seat is not None:
            ids = self.model["seats"][self.view_seat].get("hand") or []
            hi = {cid: i for i, cid in enumerate(ids)}
            hand.sort(key=lambda s: (s is self.hover, hi.get(s.id, 0)))
        return piles + still + hand + moving + top

    def _pile_order(self, zone: str) -> dict:
        if zone == "rr.discard":
            ids = self.model["rr"]["discard"]
        else:
            seat = self.near if zone.startswith("p1") else 1 - self.near
            ids = self.model["seats"][seat]["valhalla"]
        return {cid: i for i, cid in enumerate(ids)}

    def sprite_at(self, pos) -> NineSprite | None:
        for sp in reversed(self.draw_list()):
            if sp.gone or sp.fade is not None or sp.zone == "flying":
                continue
            if sp.zone.endswith("valhalla") or sp.zone == "rr.discard":
                continue
            if sp.rect.collidepoint(pos):
                return sp
        return None

    def own(self, sp: NineSprite) -> bool:
        return self.view_seat is not None and sp.zone.startswith("p1.") and sp.card is not None

    def _in(self, name: str, pos) -> bool:
        return self.layout.rect(name).collidepoint(pos)

    def _enemy_half(self, pos) -> bool:
        """Above the viewer's Warriors: towards the enemy."""
        return pos[1] < self.layout.rect("p1.play").y + 10

    def drop_zones(self, sp: NineSprite) -> dict[str, pygame.Rect]:
        L = self.layout
        zones: dict[str, pygame.Rect] = {}
        cid = sp.id
        if sp.zone == "p1.hand":
            for a in self.warriors.get(cid, []):
                if a.target and a.target in self.sprites:
                    zones[f"card:{a.target}"] = self.sprites[a.target].rect.inflate(10, 10)
                zones["p1.play"] = L.rect("p1.play")
            for a in self.events.get(cid, []):
                if a.target and a.target in self.sprites:
                    zones[f"card:{a.target}"] = self.sprites[a.target].rect.inflate(10, 10)
                elif self.view.get("phase") == "respond":
                    zones["event"] = L.rect("event").inflate(20, 20)
                else:
                    zones["board"] = L.rect("p1.play").union(L.rect("p2.play"))
        elif sp.zone == "p1.play":
            if cid in self.toggles:
                sel = cid in self._attackers()
                zones["p1.play" if sel else "p2.play"] = L.rect("p1.play" if sel else "p2.play")
            for att in self.assigns.get(cid, {}):
                if att in self.sprites:
                    zones[f"card:{att}"] = self.sprites[att].rect.inflate(16, 16)
            if cid in self.adds:
                zones["bid"] = L.rect("bid")
        elif sp.zone == "p1.rr" and cid in self.adds:
            zones["bid"] = L.rect("bid")
        elif sp.zone == "p1.bid" and cid in self.removes:
            zones["p1.play"] = L.rect("p1.play")
        return zones

    def _press(self, pos):
        for b in self.buttons:
            if b.hit(pos):
                return
        sp = self.sprite_at(pos)
        if (sp is not None and self.own(sp) and not self._curtain_pending and not self.target_mode
                and sp.zone in ("p1.hand", "p1.play", "p1.rr", "p1.bid")):
            self.drag.press(sp, pos)      # even out of turn: the drop then says why not
        else:
            self.drag.press(None, pos, payload=sp)

    def _release(self, pos):
        for b in self.buttons:
            if b.rect.collidepoint(pos) and b.visible:
                self.drag.release(pos)
                b.click()                 # a disabled Attack / Bid button explains why not
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

    def _snap(self, sp: NineSprite, reason: str | None = None, bad: bool = True):
        sp.snap_back()
        self.hover = None
        self._place_all(True)
        if reason:
            self.show_toast(reason, bad=bad)

    def _under(self, pos, exclude=None) -> NineSprite | None:
        for sp in reversed(self.draw_list()):
            if sp is exclude or sp.card is None or sp.gone or sp.fade is not None:
                continue
            if sp.zone.endswith("valhalla") or sp.zone in ("rr.discard", "flying") or sp.zone.endswith("hand"):
                continue
            if sp.rect.inflate(10, 10).collidepoint(pos):
                return sp
        return None

    def _attacker_at(self, pos) -> str | None:
        """The attacking card under ``pos`` (a blocker dropped on it), ignoring cards sliding past."""
        for a in self._attackers():
            sp = self.sprites.get(a)
            if sp is not None and not sp.gone and sp.rect.inflate(16, 16).collidepoint(pos):
                return a
        return None

    def _try(self, sp: NineSprite | None, action) -> bool:
        """Submit ``action`` if it is legal; otherwise snap ``sp`` back and say why."""
        me = self.view_seat
        if me is None:
            if sp is not None:
                self._snap(sp)
            return False
        if action in self.legal:
            self.submit(action)
            return True
        if sp is not None:
            self._snap(sp, self.ruleset.explain(self.state, me, action))
        else:
            self.show_toast(self.ruleset.explain(self.state, me, action))
        return False

    def _drop(self, sp: NineSprite, pos):
        """What the drop means, from where it landed: legal -> submit, else the reason."""
        card = sp.card or {}
        under = self._under(pos, exclude=sp)
        uid = under.id if under is not None else None
        if sp.zone == "p1.hand":
            if self._in("p1.hand", pos) and under is None:
                self._snap(sp)
                return
            kind = PlayWarrior if card.get("type") == "warrior" else PlayEvent
            cands = (self.warriors if kind is PlayWarrior else self.events).get(sp.id, [])
            if not cands:
                self._try(sp, kind(sp.id, uid if uid in self._possible_targets(card) else None))
                return
            # a Warrior dropped on your own row is played there (its target is asked for); any
            # card dropped onto another card names that card as its target
            aimed = under is not None and (kind is PlayEvent or not self._in("p1.play", pos))
            self._choose(sp, cands, uid, f"Choose a target for {_name(card)}", aimed)
            return
        if sp.zone == "p1.play":
            phase = self.view.get("phase")
            if phase == "attack" or sp.id in self.toggles:
                selected = sp.id in self._attackers()
                if self._enemy_half(pos) != selected:
                    self._try(sp, ToggleAttacker(sp.id))
                else:
                    self._snap(sp)
                return
            if phase in ("defend", "cleanup") and (self.assigns.get(sp.id) or sp.id in self.unassigns):
                attackers = self._attackers()
                uid = self._attacker_at(pos) or uid
                if uid in attackers:
                    current = self._assigned().get(sp.id)
                    if current == uid:
                        self._snap(sp)
                        return
                    if current is not None and Unassign(sp.id) in self.legal:
                        self.submit(Unassign(sp.id))
                        self._try(None, AssignDefender(sp.id, uid))
                        return
                    self._try(sp, AssignDefender(sp.id, uid))
                    return
                if sp.id in self._assigned() and not self._enemy_half(pos):
                    self._try(sp, Unassign(sp.id))
                    return
                self._snap(sp, "Drop the defender onto the attacker it should block (the glowing red cards).",
                           bad=False)
                return
            if self._in("bid", pos):
                self._try(sp, AddToBid(sp.id))
                return
            if self._enemy_half(pos) and uid is not None:
                atts = self._attackers()
                action = AssignDefender(sp.id, uid) if uid in atts or phase in ("defend", "cleanup") \
                    else ToggleAttacker(sp.id)
                self._try(sp, action)
                return
            if self._enemy_half(pos):
                self._try(sp, ToggleAttacker(sp.id))
                return
            self._snap(sp)
            return
        if sp.zone == "p1.rr":
            if self._in("bid", pos):
                self._try(sp, AddToBid(sp.id))
            else:
                self._snap(sp)
            return
        if sp.zone == "p1.bid":
            if self._in("bid", pos):
                self._snap(sp)
            else:
                self._try(sp, RemoveFromBid(sp.id))
            return
        self._snap(sp)

    def _possible_targets(self, card: dict) -> set:
        """Cards on the table an effect could name (to ask the ruleset why not)."""
        return {cid for cid, sp in self.sprites.items() if sp.card is not None and not sp.zone.endswith("hand")}

    def _choose(self, sp: NineSprite | None, candidates: list, under: str | None, prompt: str,
                aimed: bool = False):
        """Submit the one candidate, or the one whose target was dropped on, or ask.
        ``aimed``: the card was dropped on a card that is not on the player's own side."""
        if under is not None:
            hit = [a for a in candidates if getattr(a, "target", None) == under]
            if hit:
                self.submit(hit[0])
                return
            if aimed and all(a.target is not None for a in candidates) and sp is not None and sp.card:
                kind = type(candidates[0])
                self._snap(sp, self.ruleset.explain(self.state, self.view_seat, kind(sp.id, under)))
                return
        if len(candidates) == 1:
            self.submit(candidates[0])
            return
        targets = [a.target for a in candidates]
        if None in targets:
            self.submit(candidates[targets.index(None)])
            return
        if sp is not None:
            sp.snap_back()
        self.target_mode = {"actions": candidates, "text": prompt, "source": sp.id if sp else None}
        self.refresh_legal()

    def _pick(self, target: str) -> bool:
        tm = self.target_mode
        a = next((x for x in tm["actions"] if x.target == target), None) if tm else None
        if a is not None:
            self.submit(a)
            return True
        return False

    def _click(self, pos, sp: NineSprite | None):
        me = self.view_seat
        for s in (0, 1):
            if self.zone(s, "valhalla").collidepoint(pos):
                self.open_pile(s)
                return
        if self._in("rr.discard", pos):
            self.open_pile(None)
            return
        if self.target_mode:
            if sp is not None and self._pick(sp.id):
                return
            self.show_toast("Click one of the highlighted cards, or press Esc to cancel.", bad=False)
            return
        if sp is None or sp.card is None:
            return
        cid = sp.id
        if me is not None and self.own(sp):
            phase = self.view.get("phase")
            if sp.zone == "p1.hand":
                items = self._hand_items(sp)
                if items:
                    self.app.push(ActionMenuScene(self.app, sp.rect, _name(sp.card), items))
                    return
                if self.legal:
                    kind = PlayWarrior if sp.card.get("type") == "warrior" else PlayEvent
                    self.show_toast(self.ruleset.explain(self.state, me, kind(cid)))
                    return
            elif sp.zone == "p1.play":
                if cid in self.shames:
                    self.app.push(ActionMenuScene(self.app, sp.rect, _name(sp.card), [
                        ("Take one Shame counter off it", lambda: self.submit(self.shames[cid])),
                        ("Read the card", lambda: self.app.push(ZoomScene(self.app, sp.card, self.art, card_details)))]))
                    return
                if phase == "attack" and self.legal:
                    self._try(None, ToggleAttacker(cid))
                    return
                if phase in ("defend", "cleanup") and self.legal:
                    if cid in self.unassigns:
                        self.submit(self.unassigns[cid])
                        return
                    opts = self.assigns.get(cid, {})
                    if len(opts) == 1:
                        self.submit(next(iter(opts.values())))
                        return
                    if opts:
                        self.show_toast("Drag it onto the attacker it should block.", bad=False)
                        return
                if phase == "bid" and self.legal:
                    self._try(None, AddToBid(cid))
                    return
            elif sp.zone in ("p1.rr", "p1.bid") and phase == "bid" and self.legal:
                self._try(None, RemoveFromBid(cid) if sp.zone == "p1.bid" else AddToBid(cid))
                return
        self.app.push(ZoomScene(self.app, sp.card, self.art, card_details))

    def _hand_items(self, sp: NineSprite) -> list:
        cid = sp.id
        items = []
        for a in self.warriors.get(cid, []) + self.events.get(cid, []):
            verb = "Play it" if isinstance(a, PlayWarrior) else (
                "Counter with it" if self.view.get("phase") == "respond" else "Play it")
            label = verb + (f" on {_name(self.cards.get(a.target))}" if a.target else "")
            items.append((label, lambda a=a: self.submit(a)))
        if items:
            items = items[:8]
            items.append(("Read the card", lambda: self.app.push(ZoomScene(self.app, sp.card, self.art, card_details))))
        return items

    def _right_click(self, pos):
        if self.target_mode:
            self.cancel_target()
            return
        if self.drag.active:
            self.drag.cancel()
            return
        sp = self.sprite_at(pos)
        if sp is not None and sp.card is not None:
            self.app.push(ZoomScene(self.app, sp.card, self.art, card_details))

    def open_pile(self, seat: int | None):
        if seat is None:
            cards = [self.cards[c] for c in reversed(self.model["rr"]["discard"]) if c in self.cards]
            title = f"Ragnarok Rising discard ({len(cards)})"
        else:
            cards = [self.cards[c] for c in reversed(self.model["seats"][seat]["valhalla"]) if c in self.cards]
            title = f"{self.short_name(seat)}: Valhalla ({len(cards)})"
        self.app.push(CardGridScene(self.app, title, cards, self.art, details=card_details,
                                    subtitle="Newest first. Click a card to read it."))

    def _show_end(self):
        """The end screen, its reason in the table's names ("You have no Health left")."""
        super()._show_end()
        top = self.app.top
        if isinstance(top, EndScene):
            top.reason = self._names(top.reason)

    # ------------------------------------------------------------------ the banner
    def curtain_subtitle(self, nxt: int) -> str:
        v = self.ruleset.view(self.state, None)
        ph = v["phase"]
        other = self.short_name(1 - nxt)
        if ph == "order":
            return f"{self.short_name(nxt)} won the initiative and chooses who goes first this round."
        if ph == "respond":
            r = v["respond"]
            return f"{other} played {r['card']['name']}. {self.short_name(nxt)} may answer with a counter Event."
        if ph == "defend":
            n = len(v["combat"]["attackers"])
            return f"{other} attacks with {n} Warrior{'s' if n != 1 else ''}. {self.short_name(nxt)} chooses blockers."
        if ph == "cleanup":
            return f"Unclaimed Ragnarok Rising Warriors attack. {self.short_name(nxt)} chooses blockers."
        if ph == "bid":
            return f"{self.short_name(nxt)} bids for {v['rr']['current']['name']} (or passes)."
        if ph == "attack":
            return f"{self.short_name(nxt)} chooses attackers."
        return f"{self.short_name(nxt)}'s Player phase."

    def prompt(self) -> tuple[str, bool]:
        v = self.view
        if self.timeline.active:
            return (self.timeline.caption or PHASE_NAMES.get(self.shown_phase or "", ""), False)
        phase = v.get("phase")
        acting = v.get("to_act") or []
        me = self.view_seat
        if phase == "over":
            out = v.get("outcome") or {}
            w = out.get("winners") or []
            return (f"Game over — {self.short_name(w[0]) + ' wins' if w else 'a draw'}. "
                    f"{self._names(out.get('reason', ''))}", False)
        if not acting:
            return ("", False)
        who = acting[0]
        if self._curtain_pending:
            return (f"Pass the screen to {self.short_name(who)}…", False)
        if self.target_mode:
            return (self.target_mode["text"] + ": click a glowing card (Esc cancels).", True)
        if me is None or who != me:
            return (self._waiting_text(who), False)
        return (self._my_prompt(), True)

    def _waiting_text(self, who: int) -> str:
        v = self.view
        name = self.short_name(who)
        ph = v.get("phase")
        thinking = " — thinking…" if self.seats[who] != "human" else "…"
        if ph == "order":
            return f"{name} won the initiative and chooses who goes first{thinking}"
        if ph == "player":
            return f"{name}'s Player phase{thinking}"
        if ph == "attack":
            return f"{name} is choosing attackers{thinking}"
        if ph in ("defend", "cleanup"):
            return f"{name} is choosing blockers{thinking}"
        if ph == "bid":
            return f"{name} is bidding for {_name(v['rr'].get('current'))}{thinking}"
        if ph == "respond":
            return f"{name} may answer your Event with a counter{thinking}"
        return f"{name}'s move{thinking}"

    def _my_prompt(self) -> str:
        v = self.view
        ph = v.get("phase")
        me = self.view_seat
        if ph == "order":
            r = (v.get("rolls") or [[0, 0]])[-1]
            return (f"You won the initiative ({r[me]} against {r[1 - me]}). Go first or second this round?")
        if ph == "respond":
            r = v.get("respond") or {}
            on = f" on {_name(self.cards.get(r.get('target')))}" if r.get("target") else ""
            opp = self.short_name(r.get("seat", 1 - me))
            if self.events:
                return (f"{opp} plays {_name(r.get('card'))}{on}: drag a counter Event onto it to cancel it, "
                        f"or let it resolve.")
            return f"{opp} plays {_name(r.get('card'))}{on}: you have no counter you can play. Let it resolve."
        if ph == "player":
            parts = []
            if self.warriors:
                parts.append("drag a Warrior onto your side")
            if self.events:
                parts.append("drag an Event onto the table")
            if self.shames:
                parts.append("click a shamed Warrior to take a Shame token off")
            if not parts:
                return "Your Player phase: nothing more to play. End it when you are ready."
            return "Your Player phase: " + ", ".join(parts) + " — then End Player phase."
        if ph == "attack":
            n = len(self._attackers())
            if not self.toggles:
                return "Combat: none of your Warriors can attack (shamed ones cannot). Forfeit the attack."
            return (f"Combat: click your Warriors to attack ({n} chosen; shamed ones cannot), then Attack "
                    f"or Forfeit.")
        if ph in ("defend", "cleanup"):
            atts = self._attackers()
            what = (_name(self.cards.get(atts[0])) if len(atts) == 1 else f"{len(atts)} Warriors")
            src = f"Ragnarok attacks you with {what}" if ph == "cleanup" else \
                self._names(f"{seat_name(1 - me)} attacks with {what}")
            return f"{src}: drag yours onto the attacker each should block, then Confirm."
        if ph == "bid":
            b = v.get("bid") or {}
            rr = _name(self.cards.get(b.get("rr")))
            kind = "counter-bid" if b.get("stage") == "counter" else "bid"
            if not self.adds and not self.removes:
                return f"{rr}: you cannot reach {b.get('required')} Glory. Pass."
            return (f"Your {kind} for {rr} (it must reach {b.get('required')}): drag Warriors and RR cards "
                    f"onto the bid area, then Bid or Pass.")
        return "Your move."

    # ------------------------------------------------------------------ drawing
    def _background(self) -> pygame.Surface:
        if self.bg is not None:
            return self.bg
        L = self.layout
        bg = felt(LOGICAL, (26, 58, 70)).copy()
        for s in (0, 1):
            side = self.side(s)
            r = L.rect(f"{side}.play")
            pygame.draw.rect(bg, (18, 44, 56), r, border_radius=20)
            pygame.draw.rect(bg, (90, 130, 150), r, 2, border_radius=20)
            mine = s == self.near and self.view_seat is not None
            lab = "YOUR WARRIORS IN PLAY" if mine else f"{self.short_name(s).upper()}'S WARRIORS IN PLAY"
            t = assets.text("condbold", 14, lab, (140, 180, 195))
            bg.blit(t, (r.x + 14, r.y + 4) if side == "p2" else (r.x + 14, r.bottom - 20))
            for z in ("deck", "valhalla"):
                zr = L.rect(f"{side}.{z}")
                pygame.draw.rect(bg, (18, 44, 56), zr, border_radius=12)
                pygame.draw.rect(bg, (90, 130, 150), zr, 1, border_radius=12)
            for z in ("rr",):
                zr = L.rect(f"{side}.{z}")
                pygame.draw.rect(bg, (14, 36, 46, 200), zr, border_radius=12)
                pygame.draw.rect(bg, (150, 90, 70), zr, 1, border_radius=12)
        for name in ("rr.deck", "rr.current", "rr.discard", "rr.unclaimed", "eod", "dice", "timer"):
            zr = L.rect(name)
            pygame.draw.rect(bg, (16, 38, 48), zr, border_radius=12)
            pygame.draw.rect(bg, (150, 90, 70) if name.startswith("rr") else (90, 130, 150), zr, 1,
                             border_radius=12)
        self.bg = bg
        return self.bg

    def draw(self, surface: pygame.Surface):
        surface.blit(self._background(), (0, 0))
        for s in (0, 1):
            self._draw_piles(surface, s)
        self._draw_rr(surface)
        self._draw_eod(surface)
        self._draw_bid(surface)
        self._draw_event(surface)
        self.drag.draw_zones(surface)
        self._draw_assignments(surface, under=True)
        self._draw_fight_lines(surface)
        for sp in self.draw_list():
            if sp.dragging:
                continue
            sp.draw(surface)
        self._draw_assignments(surface, under=False)
        self._draw_event_target(surface)
        for s in (0, 1):
            self.counters[(s, "health")].draw(surface)
            self.counters[(s, "glory")].draw(surface)
            self._plate(surface, s)
        self._draw_dice_zone(surface)
        self._draw_timer(surface)
        self.log.draw(surface)
        self._zoom_preview(surface)
        self.draw_banner(surface)
        for b in self.buttons:
            b.draw(surface)
        for d in self.fight_dice:
            d.draw(surface)
        for text, pos, col in self.fight_labels:
            t = assets.text("bold", 20, text, col)
            pill = t.get_rect(midtop=pos).inflate(16, 6)
            pill.clamp_ip(pygame.Rect(0, 0, self.layout.rect("log").x - 8, LOGICAL[1]))
            surface.blit(assets.panel(pill.size, (10, 10, 14, 235), 9, col, 2), pill)
            surface.blit(t, t.get_rect(center=pill.center))
        self.floaters.draw(surface)
        if self.drag.active and self.drag.sprite is not None:
            self.drag.sprite.draw(surface)
        if self.toast is not None:
            self.draw_toast(surface)

    def _label(self, surface, text, pos, colour=(170, 205, 215), anchor="topleft", size=15):
        t = assets.text("condbold", size, text, colour)
        surface.blit(t, t.get_rect(**{anchor: pos}))

    def _draw_piles(self, surface, s: int):
        ms = self.model["seats"][s]
        dr = self.zone(s, "deck")
        back = self.art.back()
        for i in range(min(3, (ms["deck"] + 9) // 10)):
            surface.blit(back, back.get_rect(center=(dr.centerx - i * 2, dr.centery - i * 2)))
        below = s == self.near
        pos = (dr.centerx, dr.bottom + 3) if below else (dr.centerx, dr.bottom + 3)
        self._label(surface, f"DECK {ms['deck']}", pos, anchor="midtop")
        vr = self.zone(s, "valhalla")
        self._label(surface, f"VALHALLA {len(ms['valhalla'])}", (vr.centerx, vr.bottom + 3), anchor="midtop")
        if not ms["valhalla"]:
            self._label(surface, "empty", vr.center, (90, 130, 150), anchor="center")
        rz = self.zone(s, "rr")
        n = len(ms["rr"])
        self._label(surface, f"CLAIMED RR CARDS · {ms['glory']} GLORY" if n else "CLAIMED RR CARDS · NONE YET",
                    (rz.x + 10, rz.y + 3), (230, 170, 140))
        if s != self.view_seat:
            hz = self.zone(s, "hand")
            side = self.side(s)
            pos = (hz.right + 8, hz.y + 6) if side == "p2" else (hz.x, hz.y)
            self._label(surface, f"HAND {ms['hand_count']}", pos)
            seen = (self.view.get(seat_name(1 - s)) or {}).get("peek") if self.view_seat is not None else None
            if seen:
                self._label(surface, f"YOU SAW {len(seen)}", (pos[0], pos[1] + 20), (250, 220, 120), size=14)
                self._label(surface, "hover to read", (pos[0], pos[1] + 38), assets.MUTED, size=13)

    def _draw_rr(self, surface):
        L = self.layout
        m = self.model["rr"]
        dr = L.rect("rr.deck")
        back = self.art.back(1.0, rr=True)
        for i in range(min(3, (m["deck"] + 6) // 7)):
            surface.blit(back, back.get_rect(center=(dr.centerx - i * 2, dr.centery - i * 2)))
        self._label(surface, f"RR DECK {m['deck']}", (dr.centerx, dr.bottom + 3), (230, 170, 140), "midtop")
        cr = L.rect("rr.current")
        self._label(surface, "UP FOR BIDDING" if m["current"] else "NO RR CARD",
                    (cr.centerx, cr.bottom + 3), (250, 210, 120), "midtop")
        xr = L.rect("rr.discard")
        self._label(surface, f"DISCARD {len(m['discard'])}", (xr.centerx, xr.bottom + 3), (200, 150, 130),
                    "midtop", 13)
        ur = L.rect("rr.unclaimed")
        n = len(m["unclaimed"])
        self._label(surface, f"UNCLAIMED RR · AFFECT BOTH · {n}" if n else "UNCLAIMED RR CARDS · NONE",
                    (ur.x + 10, ur.y + 3), (230, 170, 140))

    def _token_rect(self, i: int) -> pygame.Rect:
        z = self.layout.rect("eod")
        per_row = 10
        size = min(24, (z.w - 24) // per_row - 4)
        gap = (z.w - 24 - per_row * size) / (per_row - 1)
        row, col = divmod(i, per_row)
        return pygame.Rect(int(z.x + 12 + col * (size + gap)), z.y + 52 + row * (size + 10), size, size)

    def _draw_eod(self, surface):
        z = self.layout.rect("eod")
        rnd = self.model.get("round", 0)
        self._label(surface, "END OF DAYS POOL", (z.x + 10, z.y + 4), (150, 220, 160))
        t = assets.text("bold", 22, f"Round {rnd} of 20" if rnd else "Before round 1", assets.WHITE)
        surface.blit(t, (z.x + 10, z.y + 22))
        left = 20 - rnd
        lt = assets.text("cond", 15, f"{left} to go" if left else "the last round", assets.MUTED)
        surface.blit(lt, lt.get_rect(topright=(z.right - 10, z.y + 28)))
        for i in range(20):
            r = self._token_rect(i)
            if i < rnd:
                pygame.draw.circle(surface, (0, 0, 0), (r.centerx + 1, r.centery + 2), r.w // 2)
                pygame.draw.circle(surface, TOKEN_GREEN, r.center, r.w // 2)
                pygame.draw.circle(surface, (200, 255, 210), r.center, r.w // 2, 2)
            else:
                pygame.draw.circle(surface, (60, 90, 70), r.center, r.w // 2, 2)
        cap = "one green token per round"
        c = assets.text("cond", 14, cap, assets.MUTED)
        surface.blit(c, c.get_rect(bottomleft=(z.x + 10, z.bottom - 6)))

    def _draw_dice_zone(self, surface):
        z = self.layout.rect("dice")
        self._label(surface, "INITIATIVE · d20 EACH", (z.x + 10, z.y + 4))
        self.dice.draw(surface)
        v = self.view
        rolls = v.get("rolls") or []
        if rolls and not self.dice.animating and not self.timeline.active:
            w = v.get("roll_winner")
            if w is not None:
                if v.get("phase") == "order":
                    text = self._names(f"{seat_name(w)} chooses the order")
                else:
                    first = (v.get("order") or [0])[0]
                    text = self._names(f"{seat_name(first)} goes first this round")
                c = assets.text("condbold", 15, text, (250, 220, 120))
                surface.blit(c, c.get_rect(midbottom=(z.centerx, z.bottom - 4)))

    def clock_caption(self) -> str:
        """The words under the ring: what expiry does, or why the clock stands still."""
        c = self.clock
        if not self.view.get("timers", True):
            return "timers are off"
        if c.get("paused"):
            return "paused: an Event is being answered"
        if self.ruleset.timer(self.state) is None:
            return "order, bids and answers are not timed"
        if self.timeline.active or self._curtain_pending:
            return "starts when this move has been shown"
        return f"then {c.get('expiry') or ''}"

    def _draw_timer(self, surface):
        z = self.layout.rect("timer")
        c = self.clock
        v = self.view
        t = self.ruleset.timer(self.state)
        if not v.get("timers", True):
            self.ring.set_off()
            self._label(surface, "TIMERS OFF", (z.centerx, z.y + 4), assets.MUTED, "midtop")
            self.ring.draw(surface)
            return
        if t is None and not c.get("paused"):
            self.ring.set_off()
            self._label(surface, "NO COUNTDOWN", (z.centerx, z.y + 4), assets.MUTED, "midtop")
            self.ring.draw(surface)
            note = "order, bids and answers are not timed" if v.get("phase") in ("order", "bid", "respond") else ""
            if note:
                p = assets.paragraph("cond", 13, note, z.w - 12, assets.MUTED, 0, 2, align="center")
                surface.blit(p, p.get_rect(midbottom=(z.centerx, z.bottom - 4)))
            return
        seat = c.get("seat")
        whose = "YOUR TIME" if seat == self.view_seat and self.view_seat is not None else \
            f"{self.short_name(seat).upper()}'S TIME" if seat is not None else "TIME"
        self.ring.set(c.get("total") or 1, c.get("left", 0), running=not c.get("paused"))
        self._label(surface, whose, (z.centerx, z.y + 4), (250, 220, 120) if seat == self.view_seat else
                    (170, 205, 215), "midtop")
        self.ring.draw(surface)
        text = self.clock_caption()
        p = assets.paragraph("cond", 13, text, z.w - 12, (255, 150, 130) if self.ring.warning else assets.MUTED,
                             0, 2, align="center")
        surface.blit(p, p.get_rect(midbottom=(z.centerx, z.bottom - 4)))

    def _bid_heading(self) -> str:
        b = self.view.get("bid") or {}
        if not b:
            return ""
        rr = _name(self.cards.get(b.get("rr")))
        stage = "COUNTER-BIDS" if b.get("stage") == "counter" else "BIDS"
        return f"{stage} FOR {rr.upper()} · MINIMUM {b.get('minimum')} · A BID MUST REACH {b.get('required')}"

    def _draw_bid(self, surface):
        L = self.layout
        z = L.rect("bid")
        v = self.view
        b = v.get("bid")
        active = b is not None and not self.timeline.active
        surface.blit(assets.panel(z.size, (40, 26, 14, 215) if active else (14, 32, 40, 190), 12,
                                  (236, 190, 70) if active else (90, 130, 150), 2), z)
        if not active:
            msg = ("THE BID AREA · in the Bid phase, drag Warriors and claimed RR cards here to claim "
                   "the Ragnarok Rising card")
            p = assets.paragraph("cond", 16, msg, z.w - 40, (120, 160, 170), 2, align="center")
            surface.blit(p, p.get_rect(center=z.center))
            return
        head = self._bid_heading()
        size = assets.fit("condbold", head, z.w - 20, 16, 11)
        t = assets.text("condbold", size, head, (250, 220, 120))
        surface.blit(t, (z.x + 10, z.y + 5))
        for s in (0, 1):
            rz = self.zone(s, "bid")
            mine = s == self.view_seat
            info = b[seat_name(s)]
            leader = b.get("leader") == s
            if mine and "building" in b and (b["building"]["cards"] or not info["submitted"]):
                text = f"YOU: {b['building']['value']} GLORY" + (" · not bid yet" if not info["submitted"] else
                                                                 " · adding")
            elif info["submitted"]:
                text = f"{self.short_name(s).upper()}: {info['value']} GLORY" + (" · LEADS" if leader else "")
            else:
                text = f"{self.short_name(s).upper()}: no bid yet"
            col = (140, 240, 160) if leader else (220, 220, 210)
            size = assets.fit("condbold", text, rz.w - 6, 15, 10)
            self._label(surface, text, (rz.x + 4, rz.y + 1), col, size=size)
            if s == b.get("bidder"):
                pygame.draw.rect(surface, (250, 220, 120), rz.inflate(4, 4), 2, border_radius=8)

    def _draw_event(self, surface):
        z = self.layout.rect("event")
        r = self.view.get("respond") if not self.timeline.active else None
        held = self.showing_event or ((r or {}).get("card") or {}).get("id")
        if held:
            surface.blit(assets.panel(z.inflate(16, 34).size, (50, 26, 70, 220), 12, (180, 130, 230), 2),
                         z.inflate(16, 34).move(0, 6))
            if r:
                who = "YOUR" if r["seat"] == self.view_seat else f"{self.short_name(r['seat']).upper()}'S"
                self._label(surface, f"{who} EVENT", (z.centerx, z.bottom + 4), (210, 170, 250), "midtop", 13)

        else:
            pygame.draw.rect(surface, (70, 60, 90), z, 1, border_radius=12)
            self._label(surface, "EVENTS", z.center, (110, 100, 140), "center", 13)

    def _draw_fight_lines(self, surface):
        """Who fights whom while the dice roll: the attacker to each blocker (or to the player)."""
        for a, d in self.fight_lines:
            sa = self.sprites.get(a)
            if sa is None or sa.gone:
                continue
            if isinstance(d, int):
                end = pygame.Vector2(self.zone(d, "health").center)
            else:
                sd = self.sprites.get(d)
                if sd is None or sd.gone:
                    continue
                end = pygame.Vector2(sd.rect.center)
            start = pygame.Vector2(sa.rect.center)
            pygame.draw.line(surface, (120, 20, 14), start, end, 9)
            pygame.draw.line(surface, (236, 96, 70), start, end, 4)
            pygame.draw.circle(surface, (236, 96, 70), end, 9)

    def _draw_event_target(self, surface):
        """The card an Event waiting for an answer targets."""
        r = self.view.get("respond") if not self.timeline.active else None
        sp = self.sprites.get((r or {}).get("target") or "")
        if sp is None or sp.gone:
            return
        pygame.draw.rect(surface, (200, 150, 250), sp.rect.inflate(8, 8), 3, border_radius=12)
        tag = assets.text("condbold", 14, "TARGET", assets.WHITE)
        pill = tag.get_rect(midtop=(sp.rect.centerx, sp.rect.y + 4)).inflate(10, 4)
        surface.blit(assets.panel(pill.size, (90, 50, 140, 240), 7, (200, 150, 250), 1), pill)
        surface.blit(tag, tag.get_rect(center=pill.center))

    def _draw_assignments(self, surface, under: bool):
        """Blockers and the attackers they block: a line between them, a shield on the blocker."""
        if not self._combat_shown():
            return
        assign = (self.view.get("combat") or {}).get("assign") or []
        for d, a in assign:
            sd, sa = self.sprites.get(d), self.sprites.get(a)
            if sd is None or sa is None:
                continue
            p, q = pygame.Vector2(sd.rect.center), pygame.Vector2(sa.rect.center)
            if under:
                pygame.draw.line(surface, (120, 170, 255), p, q, 6)
                pygame.draw.line(surface, (30, 60, 120), p, q, 2)
                continue
            tag = assets.text("condbold", 14, f"BLOCKS {_name(sa.card).upper()}", assets.WHITE)
            pill = tag.get_rect(midbottom=(sd.rect.centerx, sd.rect.y - 2)).inflate(10, 4)
            if self.side(self._owner(d)) == "p2":
                pill.midtop = (sd.rect.centerx, sd.rect.bottom + 2)
            surface.blit(assets.panel(pill.size, (30, 60, 130, 240), 7, (150, 190, 255), 1), pill)
            surface.blit(tag, tag.get_rect(center=pill.center))

    def _owner(self, cid: str) -> int:
        for s in (0, 1):
            ms = self.model["seats"][s]
            if cid in ms["play"] or cid in ms["rr"] or cid in (ms["hand"] or []):
                return s
        return 1 - self.near

    def _plate(self, surface, s: int):
        r = self.zone(s, "plate")
        v = self.view
        acting = s in (v.get("to_act") or []) and v.get("phase") != "over" and not self.timeline.active
        border = assets.GOLD if acting else (255, 255, 255, 40)
        surface.blit(assets.panel(r.size, (10, 30, 40, 225), 10, border, 3 if acting else 1), r)
        t = assets.text("bold", 20, self.plate_name(s), assets.GOLD if acting else assets.WHITE)
        surface.blit(t, (r.x + 12, r.y + 5))
        p = v[seat_name(s)]
        bits = [("Warrior", p.get("warrior_played")), ("Event", p.get("event_played"))]
        x = r.x + 12
        y = r.y + 30
        for label, used in bits:
            col = (110, 120, 120) if used else (150, 230, 160)
            tt = assets.text("cond", 14, f"{label} {'played' if used else 'free'}", col)
            surface.blit(tt, (x, y))
            x += tt.get_width() + 14
        tag = ""
        ph = v.get("phase")
        if acting:
            tag = {"order": "CHOOSING", "player": "PLAYING", "attack": "ATTACKING", "defend": "BLOCKING",
                   "cleanup": "BLOCKING", "bid": "BIDDING", "respond": "ANSWERING"}.get(ph, "TO ACT")
        elif ph not in ("over", "order") and (v.get("order") or [None])[0] == s and v.get("round"):
            tag = "FIRST"
        if tag:
            tt = assets.text("condbold", 14, tag, assets.INK)
            pill = tt.get_rect(topright=(r.right - 10, r.y + 8)).inflate(12, 4)
            pygame.draw.rect(surface, assets.GOLD if acting else (150, 170, 180), pill, border_radius=7)
            surface.blit(tt, tt.get_rect(center=pill.center))

    def _zoom_preview(self, surface):
        r = self.layout.rect("zoom")
        sp = self.hover if (self.hover is not None and self.hover.card and not self.drag.active) else None
        if sp is None:
            surface.blit(self._help_panel(r), r)
            return
        k = round(min((r.h - 20) / self.art.h, (r.w - 20) / self.art.w, 3.0), 2)
        face = self.art.face(sp.card, k)
        fr = face.get_rect(center=r.center)
        surface.blit(face, fr)

    def _help_panel(self, r: pygame.Rect) -> pygame.Surface:
        key = ("thenine-help", r.size)
        s = assets._text.get(key)
        if s is None:
            s = pygame.Surface(r.size, pygame.SRCALPHA)
            pygame.draw.rect(s, (8, 26, 30, 200), s.get_rect(), border_radius=14)
            pygame.draw.rect(s, (255, 255, 255, 40), s.get_rect(), 2, border_radius=14)
            s.blit(assets.text("bold", 20, "How to play", assets.SOFT), (16, 12))
            tips = ("Hover a card to see it here; right-click to read it.\n"
                    "Green number: the round a card needs. Bottom: Strength, Defence, Health. Red tokens: "
                    "Shame (cannot attack).\n"
                    "Drag a Warrior onto your side, an Event onto the table (or its target).\n"
                    "Combat: click Warriors to attack; to block, drag yours onto the attacker.\n"
                    "Bid: drag Warriors and RR cards onto the bid area.\n"
                    "The ring is your countdown. Click Valhalla to look through it. Esc: menu.")
            for size in (17, 16, 15, 14):
                p = assets.paragraph("sans", size, tips, r.w - 32, assets.SOFT, 3)
                if p.get_height() <= r.h - 56:
                    break
            s.blit(p, (16, 44))
            s = assets._convert(s)
            assets._text[key] = s
        return s
