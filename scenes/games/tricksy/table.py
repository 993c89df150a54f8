"""The Nine Lives: Tricksy Kittens table, for 3 to 9 seats.

Draws only ``ruleset.view(state, seat)`` for the seat at the screen (always at the bottom
of the oval); every possible move comes from ``ruleset.legal_actions`` and every refusal
from ``ruleset.explain``. Nothing here decides a rule.

Interactions (the seat at the screen, when it is its move):
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
What an action did is shown beat by beat from its events (a :class:`Timeline`): the card
flying into the trick, the winner's card glowing with the rule that made it win, the
trick sweeping to the winner's pile (or into the row), bids flipping, lives filling in
as cat heads, the round's scores, the new deal. A click or Space hurries it up.

Layout: ``data/layouts/tricksy.tmx``, zones ``nN.pK.*`` for N seats (see its note).
"""
from __future__ import annotations

import re
import time

import pygame

from game.core.contract import CardMoved, Logged, PhaseChanged, StatChanged, seat_index, seat_name
from game.tricksy.actions import (Bid, ChooseKeeper, Discard, Keep, PassCards, Play, PlayBlind, SetAside,
                                  SwapWithTrick, UsePower)
from game.tricksy.rules import WHY
from scenes import assets
from scenes.app import LOGICAL
from scenes.overlays import ActionMenuScene, ButtonScene, CardGridScene, ZoomScene
from scenes.tables.base import TableScene
from scenes.tables.tricksy_art import TricksyArt, hex_colour, lighten, lives_strip, pip
from scenes.widgets.button import Button
from scenes.widgets.cards import CardSprite, hand_positions
from scenes.widgets.dragdrop import DragController
from scenes.widgets.felt import felt
from scenes.widgets.floaters import Floaters
from scenes.widgets.log import LogPanel
from scenes.widgets.timeline import Timeline
from scenes.widgets.tween import Tween, ease_in_out

GAME = "tricksy"
ZONE_RE = re.compile(r"^(p\d+)\.(hand|bid|row|won|lives|aside)$")
WIN_RULES = set(WHY.values())
SCORING_RULES = {"Scoring", "Exactly as bid: score your bid card",
                 "A team also scores if it collectively scored the correct amount",
                 "Exception: when ALL players are in the same team"}
DEAL_RULE = "Shuffle the deck and deal as fairly as possible"
TEAM_RULE = "Players who bid the same suit are in the same team"
WHY_SHORT = {WHY["trump"]: "the highest trump wins", WHY["lead"]: "the highest card of the leading suit wins",
             WHY["keeper"]: "every card was ignored, so the Kittykeeper wins"}
PLAY_BEAT = 0.45
WIN_BEAT = 1.4
SWEEP_BEAT = 0.6

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


def parse_zone(name: str):
    """``"p2.row"`` -> (1, "row"); ``"trick"`` -> (None, "trick"); unknown -> (None, None)."""
    if name in ("trick", "discard"):
        return None, name
    m = ZONE_RE.match(name or "")
    if not m:
        return None, None
    return seat_index(m.group(1)), m.group(2)


def card_details(card: dict) -> list[tuple[str, str]]:
    """The zoom panel's lines for a Tricksy card."""
    rows = [("Suit", str(card.get("name", "")).rsplit(" ", 1)[0]), ("Number", str(card.get("number", "")))]
    p = card.get("power")
    if isinstance(p, dict):
        rows.append(("Power", f"{p.get('id')} · {p.get('name')}: {p.get('text')}"))
        rows.append(("Use it", "Powers variant: while it is in your row, drag it onto POWER before you play "
                               "(one power per trick)."))
    elif "power" in card:
        rows.append(("Power", "none (the 9s carry no power)"))
    rows.append(("Bid", f"As your bid it says you will win {card.get('number')} trick"
                        f"{'s' if card.get('number') != 1 else ''}; your cards of its suit are then ignored."))
    return rows


def zoom_card(card: dict) -> dict:
    """A copy of the card for :class:`ZoomScene` (which prints ``text``)."""
    p = card.get("power")
    return dict(card, text=f"Power {p['id']}, {p['name']}: {p['text']}" if isinstance(p, dict) else "")


class KittySprite(CardSprite):
    """A card sprite that can flip over (back -> face) with pre-made squeezed frames."""

    FLIP_TIME = 0.55
    STEPS = 6

    def __init__(self, *a, **kw):
        super().__init__(*a, **kw)
        self.flip: Tween | None = None

    def start_flip(self, delay: float = 0.0) -> None:
        self.flip = Tween(0.0, 1.0, self.FLIP_TIME, ease_in_out, delay)

    @property
    def animating(self) -> bool:
        return super().animating or self.flip is not None

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.flip is not None:
            self.flip.update(dt)
            if self.flip.done:
                self.flip = None

    def image(self) -> pygame.Surface:
        if self.flip is not None:
            p = self.flip.value
            if p < 0.5:
                return self.art.squeezed(None, max(1, round((1 - 2 * p) * self.STEPS)), self.STEPS)
            return self.art.squeezed(self.card, max(1, round((2 * p - 1) * self.STEPS)), self.STEPS)
        return super().image()


class ChoiceScene(ButtonScene):
    """A question over the table: a title, a line of help and one button per answer."""

    def __init__(self, app, title: str, text: str, options: list, cancel: bool = True):
        super().__init__(app)
        self.title, self.text = title, text
        n = len(options)
        cols = 1 if n <= 4 else 3 if n > 6 else 2
        bw = 560 if cols == 1 else 300 if cols == 2 else 250
        bh, gap = 62, 14
        rows = (n + cols - 1) // cols
        width = max(720, cols * bw + (cols - 1) * gap + 80)
        self.para = assets.paragraph("sans", 22, text, width - 80, assets.SOFT, 4) if text else None
        top = 80 + (self.para.get_height() + 16 if self.para else 0)
        height = top + rows * (bh + gap) + (bh + 30 if cancel else 10) + 10
        self.box = pygame.Rect(0, 0, width, height)
        self.box.center = (LOGICAL[0] // 2, LOGICAL[1] // 2 - 40)
        x0 = self.box.centerx - (cols * bw + (cols - 1) * gap) // 2
        for i, opt in enumerate(options):
            label, fn = opt[0], opt[1]
            colour = opt[2] if len(opt) > 2 and opt[2] else (46, 110, 78)
            r = (x0 + (i % cols) * (bw + gap), self.box.y + top + (i // cols) * (bh + gap), bw, bh)
            key = pygame.K_1 + i if i < 9 else None
            self.buttons.append(Button(r, label, self._wrap(fn), key=key, colour=colour, size=24))
        if cancel:
            self.buttons.append(Button((self.box.centerx - 150, self.box.bottom - bh - 20, 300, bh - 6), "Cancel",
                                       lambda: self.app.pop(self), key=pygame.K_ESCAPE, colour=(60, 70, 90),
                                       size=22))

    def _wrap(self, fn):
        def go():
            self.app.pop(self)
            fn()
        return go

    def key(self, event) -> bool:
        return event.key != pygame.K_F11

    def draw(self, surface):
        surface.blit(assets.panel(LOGICAL, (0, 0, 0, 150), 0), (0, 0))
        surface.blit(assets.panel(self.box.size, (16, 40, 28, 245), 20, assets.GOLD, 3), self.box)
        t = assets.text("bold", 32, self.title, assets.GOLD)
        surface.blit(t, t.get_rect(midtop=(self.box.centerx, self.box.y + 24)))
        if self.para:
            surface.blit(self.para, (self.box.x + 40, self.box.y + 76))
        for b in self.buttons:
            b.draw(surface)


class _SafeTimeline:
    """Adds beats to a timeline through ``wrap`` (see TricksyTable._safe)."""

    def __init__(self, timeline: Timeline, wrap):
        self.timeline, self.wrap = timeline, wrap

    @property
    def queue(self):
        return self.timeline.queue

    def add(self, fn, duration: float, caption: str = "") -> None:
        self.timeline.add(self.wrap(fn), duration, caption)


class TricksyTable(TableScene):
    GAME = GAME
    RULES_HINT = RULES_HINT
    bot_pace = 0.6
    banner_lines = 2

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
        self.timeline = Timeline()
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

    # ------------------------------------------------------------------ geometry
    def pos_name(self, seat: int) -> str:
        """The screen position of a seat: p1 at the bottom (the viewer), then clockwise."""
        return f"p{(seat - self.near) % self.n + 1}"

    def zone(self, seat: int, name: str) -> pygame.Rect:
        return self.layout.rect(f"n{self.n}.{self.pos_name(seat)}.{name}")

    def shared(self, name: str) -> pygame.Rect:
        z = self.layout.get(f"n{self.n}.{name}")
        return (z or self.layout[name]).rect.copy()

    def seat_box(self, seat: int) -> pygame.Rect:
        r = self.zone(seat, "plate")
        for z in ("lives", "bid", "won"):
            r = r.union(self.zone(seat, z))
        return r

    def banner_rect(self) -> pygame.Rect:
        return self.shared("banner")

    def toast_rect(self) -> pygame.Rect:
        return self.shared("banner").inflate(40, 30)

    def _art(self, size) -> TricksyArt:
        size = (int(size[0]), int(size[1]))
        a = self._arts.get(size)
        if a is None:
            a = self._arts[size] = TricksyArt(size, self.wild)
        return a

    def _geometry(self):
        props = self.layout.props
        self.hand_art = self._art(self.layout.card_size)
        self.trick_art = self._art((int(props.get("trick_card_width", 100)), int(props.get("trick_card_height", 140))))
        self.seat_art = {s: self._art(self.zone(s, "bid").size) for s in range(self.n)}
        self.art = self.hand_art

    def hand_slots(self, count: int) -> list[tuple[float, float]]:
        return hand_positions(self.shared("hand"), count, "up", self.layout.card_size)

    def trick_slots(self, count: int) -> list[tuple[float, float]]:
        """Card centres of a trick of ``count`` cards, in play order (label above, note below)."""
        return trick_slots(self.layout, count)

    def row_slots(self, seat: int, count: int) -> list[tuple[float, float]]:
        r = self.zone(seat, "won")
        a = self.seat_art[seat]
        if count == 0:
            return []
        step = min(a.w + 4, (r.w - a.w) / max(1, count - 1)) if count > 1 else 0
        return [(r.x + a.w / 2 + step * i, r.centery) for i in range(count)]

    def plate_centre(self, seat: int) -> tuple[int, int]:
        return self.zone(seat, "plate").center

    # ------------------------------------------------------------------ the model
    def _remember(self, v: dict) -> None:
        for s in range(self.n):
            p = v[seat_name(s)]
            for c in (p.get("hand") or []) + p["row"] + ([p["bid"]] if p["bid"] else []) + (p.get("aside") or []):
                self.cards[c["id"]] = c
        for e in v["trick"]:
            if e["card"]:
                self.cards[e["card"]["id"]] = e["card"]
        for c in (v.get("last_trick") or {}).get("cards", []):
            self.cards[c["id"]] = c

    def _model_from_view(self, v: dict) -> dict:
        self._remember(v)
        seats = []
        for s in range(self.n):
            p = v[seat_name(s)]
            if p["row"]:
                bid, face, kept = p["row"][0]["id"], p["row"][0], [c["id"] for c in p["row"][1:]]
            elif p["bid"]:
                bid, face, kept = p["bid"]["id"], p["bid"], []
            elif p["bid_placed"]:
                bid, face, kept = f"bid:{s}", None, []
            else:
                bid, face, kept = None, None, []
            seats.append({"hand": [c["id"] for c in p["hand"]] if p["hand"] is not None else None,
                          "hand_count": p["hand_count"], "bid": bid, "face": face, "secret": not p["bid_revealed"],
                          "kept": kept, "tricks": p["tricks"], "won": p["won_count"], "lives": p["lives"],
                          "aside": p["aside_count"], "placed": p["bid_placed"]})
        trick = []
        for i, e in enumerate(v["trick"]):
            card = e["card"]
            trick.append({"key": card["id"] if card else f"down:{e['seat']}:{i}", "seat": e["seat"], "card": card,
                          "ignored": e["ignored"], "suit": e["suit"], "number": e["number"],
                          "face_down": e["face_down"]})
        teams = [list(t) for t in v["teams"]]
        for team in teams:
            suit = next((v[seat_name(s)]["row"][0]["suit"] for s in team if v[seat_name(s)]["row"]), None)
            if suit is not None:
                self.team_suits[tuple(team)] = suit
        return {"seats": seats, "trick": trick, "teams": teams, "trick_no": v["trick_no"], "round": v["round"],
                "trump": v["trump"], "leading": v["leading"], "keeper": v["kittykeeper"]}

    def _targets(self) -> dict[str, tuple]:
        """Where every visible card of the model belongs: key -> (pos, zone, art, face)."""
        out = {}
        m = self.model
        for e, xy in zip(m["trick"], self.trick_slots(len(m["trick"]))):
            out[e["key"]] = (xy, "trick", self.trick_art, e["card"])
        for s, sm in enumerate(m["seats"]):
            sn = seat_name(s)
            art = self.seat_art[s]
            if sm["bid"] is not None:
                out[sm["bid"]] = (self.zone(s, "bid").center, f"{sn}.bid", art, sm["face"])
            for cid, xy in zip(sm["kept"], self.row_slots(s, len(sm["kept"]))):
                out[cid] = (xy, f"{sn}.row", art, self.cards.get(cid))
            if s == self.view_seat and sm["hand"] is not None:
                for cid, xy in zip(sm["hand"], self.hand_slots(len(sm["hand"]))):
                    lift = 0
                    if cid in self.selected:
                        lift = 40
                    elif self.hover is not None and self.hover.id == cid:
                        lift = 26
                    out[cid] = ((xy[0], xy[1] - lift), f"{sn}.hand", self.hand_art, self.cards.get(cid))
        return out

    def _place_all(self, animate: bool, src: dict | None = None, delays: dict | None = None):
        """Move every sprite to where the model says (new sprites start at ``src[key]``)."""
        targets = self._targets()
        src = src or {}
        delays = delays or {}
        for key, (pos, zone, art, face) in targets.items():
            sp = self.sprites.get(key)
            if sp is None or sp.gone or sp.fade is not None:
                start = src.get(key, pos) if animate else pos
                sp = KittySprite(key, face, art, start)
                self.sprites[key] = sp
                if start != pos:
                    sp.move_to(pos, delay=delays.get(key, 0.0))
            else:
                sp.set_card(face)
                sp.art = art
                if sp.dragging:
                    sp.home = pos
                elif not animate:
                    sp.place(pos)
                    sp.flip = None
                elif sp.home != pos or sp._move is None and sp.pos != pos:
                    sp.move_to(pos, delay=delays.get(key, 0.0))
            sp.zone = zone
        for key, sp in list(self.sprites.items()):
            if key not in targets:
                if not animate or sp.gone:
                    del self.sprites[key]
                    if self.hover is sp:
                        self.hover = None
                elif sp.fade is None:
                    sp.remove(delay=0.25)
        self.app.dirty = True

    def _fly_away(self, key: str, pos, fade_delay: float = 0.35):
        """A card leaving the visible table: slide to ``pos`` and fade out there."""
        sp = self.sprites.get(key)
        if sp is None or sp.gone:
            return
        sp.move_to(pos)
        sp.zone = "leaving"
        sp.remove(delay=fade_delay)

    def _fly_back(self, src, dst, art):
        """A face-down card flying from one place to another (a pass, a set-aside)."""
        key = f"fly:{len(self.trace)}:{id(src)}"
        sp = KittySprite(key, None, art, src)
        sp.zone = "leaving"
        sp.move_to(dst)
        sp.remove(delay=0.3)
        self.sprites[key] = sp
        self.trace.append(("fly", src, dst))

    # ------------------------------------------------------------------ syncing
    def sync(self, events=(), animate: bool = True):
        """Catch the table up with the view (no beats: instant, or a plain slide)."""
        self.view = self.ruleset.view(self.state, self.view_seat)
        self.model = self._model_from_view(self.view)
        self.win = None
        last = self.view.get("last_trick") or {}
        if (self.view.get("choice") or {}).get("kind") == "keep" and last.get("no") == self.view.get("trick_no"):
            trick = self.model["trick"]
            if len(last.get("ignored", [])) == len(trick):
                for t, ig in zip(trick, last["ignored"]):
                    t["ignored"] = ig
            self.win = {"seat": last["winner"], "key": self._winning_key(trick, last["winner"], last), "rule": "",
                        "no": last["no"]}
        self.selected = [c for c in self.selected if c in (self._own_hand() or [])]
        self._place_all(animate)
        self.refresh_legal()

    def _own_hand(self) -> list[str] | None:
        if self.view_seat is None or not self.model:
            return None
        return self.model["seats"][self.view_seat]["hand"]

    def set_view_seat(self, seat: int | None):
        """Turn the table to ``seat`` (hot seat): rebuild without animation."""
        self.timeline.skip()
        self.view_seat = seat
        self.near = seat if seat is not None else 0
        self.sprites.clear()
        self.hover = None
        self.selected = []
        self._geometry()
        self.sync(animate=False)

    def legal_changed(self):
        self._index_legal()
        self._build_buttons()
        self._apply_highlights()
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

    def _apply_highlights(self):
        me = seat_name(self.view_seat) if self.view_seat is not None else None
        mode = self.selecting()
        playing = bool(self.plays) or self.blind is not None
        for key, sp in self.sprites.items():
            h, dim = None, False
            if me and sp.zone == f"{me}.hand":
                if key in self.selected:
                    h = "selected"
                elif mode == "pass" and any(key in cs for cs in self.passes):
                    h = "legal"
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

    # ------------------------------------------------------------------ events -> beats
    def on_events(self, events):
        before = self.view
        self.view = self.ruleset.view(self.state, self.view_seat)
        self._remember(self.view)
        try:
            self._script(events, before)
        except Exception as e:   # never let a display problem stop the game
            self.log.add(f"(animation skipped: {type(e).__name__}: {e})", "Table")
            self.timeline = Timeline()
            self.sync()
            return
        self.timeline.on_done = self._settle
        self.refresh_legal()
        if not self.timeline.active:
            self._settle()

    def _settle(self):
        self.sync(animate=True)

    def _safe(self, fn):
        """A beat that cannot stop the game: a display problem is logged and the view shown."""
        def run():
            try:
                fn()
            except Exception as e:
                self.log.add(f"(animation skipped: {type(e).__name__}: {e})", "Table")
                self.timeline.queue.clear()
        return run

    def _script(self, events, before: dict):
        tl = _SafeTimeline(self.timeline, self._safe)
        n = self.n
        batch: list[CardMoved] = []
        kinds = {"k": None}
        # counters for the round's scores: rows and tricks as the events change them
        rows = {s: [c["id"] for c in before[seat_name(s)]["row"]] for s in range(n)}
        tricks = {s: before[seat_name(s)]["tricks"] for s in range(n)}
        gained: dict[int, int] = {}
        snap = {"done": False, "results": None}
        grouped = {("bid", "row"), ("trick", "won"), ("trick", "discard"), ("hand", "hand"), ("hand", "aside"),
                   ("aside", "hand"), ("trick", "trick"), ("trick", "hand")}

        def flush():
            if batch:
                moves = list(batch)
                dur, caption = self._move_beat_info(moves)
                tl.add(lambda: self._beat_moves(moves), dur, caption)
                batch.clear()
                kinds["k"] = None

        def snapshot():
            if snap["done"]:
                return
            snap["done"] = True
            res = self._results(before, rows, tricks, gained)
            snap["results"] = res
            tl.add(lambda: self._beat_results(res), 0.3, f"Round {res['round']}: scoring")

        skip = set()
        for i, e in enumerate(events):
            if i in skip:
                continue
            if isinstance(e, CardMoved):
                (ss, sk), (ds, dk) = parse_zone(e.src), parse_zone(e.dst)
                nxt = events[i + 1] if i + 1 < len(events) else None
                if (sk, dk) == ("hand", "trick") and isinstance(nxt, CardMoved) and nxt.src == "trick" \
                        and nxt.dst == e.src:       # power 27: a hand card takes a trick card's place
                    flush()
                    skip.add(i + 1)
                    tl.add(lambda a=e, b=nxt: self._beat_swap(a, b), 0.7,
                           f"{self.short_name(ss)} swaps {self._card_name(e.card)} into the trick for "
                           f"{self._card_name(nxt.card)}")
                    continue
                if dk == "lives":
                    flush()
                    snapshot()
                if sk == "row" and ss is not None and e.card in rows[ss]:
                    rows[ss].remove(e.card)
                if dk == "row" and ds is not None:
                    rows[ds].append(e.card)
                kind = (sk, dk)
                if batch and (kind != kinds["k"] or kind not in grouped):
                    flush()
                batch.append(e)
                kinds["k"] = kind
                continue
            flush()
            if isinstance(e, Logged) and e.rule in WIN_RULES:
                tl.add(lambda e=e: self._beat_winner(e), WIN_BEAT, self._winner_caption(e))
            elif isinstance(e, Logged) and e.rule in SCORING_RULES:
                snapshot()
            elif isinstance(e, Logged) and e.rule == TEAM_RULE:
                tl.add(lambda: self._beat_teams(), 0.9, self._team_caption(e.text))
            elif isinstance(e, StatChanged) and e.stat == "tricks":
                s = seat_index(e.target)
                tricks[s] = e.new
                tl.add(lambda s=s, v=e.new: self._beat_tricks(s, v), 0.0)
            elif isinstance(e, StatChanged) and e.stat == "lives":
                s = seat_index(e.target)
                gained[s] = gained.get(s, 0) + e.new - e.old
                if snap["results"] is not None:
                    snap["results"]["gained"][s] = gained[s]
                tl.add(lambda s=s, e=e: self._beat_lives(s, e.old, e.new), 0.35,
                       f"{self.short_name(s)} scores {e.new - e.old} lives")
            elif isinstance(e, PhaseChanged) and e.phase == "bid":
                tl.add(self._beat_deal, 1.0, f"Round {self.view['round']}: new hands are dealt — time to bid")
        flush()

    # -- captions ---------------------------------------------------------------
    def _card_name(self, cid) -> str:
        c = self.cards.get(cid)
        return c["name"] if c else "a card"

    def _move_beat_info(self, moves) -> tuple[float, str]:
        e = moves[0]
        (ss, sk), (ds, dk) = parse_zone(e.src), parse_zone(e.dst)
        who = self.short_name(ss) if ss is not None else ""
        if sk == "hand" and dk == "trick":
            what = "a card face down" if e.card == "?" else self._card_name(e.card)
            return PLAY_BEAT, f"{who} plays {what}"
        if sk == "hand" and dk == "bid":
            return 0.35, f"{who} places a bid face down"
        if sk == "bid" and dk == "row":
            return 1.0, "All bids are revealed at once"
        if sk == "trick" and dk == "won":
            return SWEEP_BEAT, f"The trick goes to {self.short_name(ds)}"
        if sk == "trick" and dk == "row":
            return 0.6, f"{self.short_name(ds)} keeps {self._card_name(e.card)} in their row"
        if sk == "trick" and dk == "discard":
            return 0.5, "The rest of the trick is discarded"
        if sk == "row" and dk == "discard":
            p = (self.cards.get(e.card) or {}).get("power") or {}
            return 1.0, f"{who} uses power {p.get('id', '?')}, {p.get('name', '')}"
        if sk == "row" and dk == "lives":
            return 0.3, f"{who} made it: the bid card becomes lives"
        if sk == "trick" and dk == "trick":
            return 0.7, "The trick's cards turn over"
        if dk == "hand" and sk == "hand":
            return 0.6, "Cards change hands"
        if dk == "aside" or sk == "aside":
            return 0.5, "Set-aside cards" if sk == "aside" else "Everyone sets a card aside"
        if sk == "trick" and dk == "hand":
            return 0.5, f"{self.short_name(ds)} takes a card back"
        return 0.4, ""

    def _winner_caption(self, e: Logged) -> str:
        m = re.match(r"^(p\d+) wins trick (\d+)", e.text)
        who = self.short_name(seat_index(m.group(1))) if m else "Someone"
        no = m.group(2) if m else ""
        return f"{who} win{'s' if who != 'You' else ''} trick {no}: {WHY_SHORT.get(e.rule, e.rule)}"

    def _team_caption(self, text: str) -> str:
        names = [self.short_name(seat_index(p)) for p in re.findall(r"p\d+", text)]
        return "Team for this round: " + " + ".join(names) if names else text

    # -- the round's scores ------------------------------------------------------
    def _results(self, before, rows, tricks, gained) -> dict:
        out = []
        bids = {}
        for s in range(self.n):
            row = rows[s]
            b = row[0] if row and (self.wild is None or not row[0].startswith(self.wild + "-")) else None
            bids[s] = self.cards.get(b, {}).get("number") if b else None
            won = max(0, len(row) - 1) if self.powers_on else tricks[s]
            out.append({"seat": s, "bid": bids[s], "won": won})
        teams = []
        for team in before.get("teams") or []:
            want = sum(bids[s] or 0 for s in team)
            got = sum(out[s]["won"] for s in team)
            teams.append({"seats": list(team), "want": want, "got": got, "all": len(team) == self.n,
                          "suit": self._bid_suit(before, team[0])})
        return {"round": before.get("round"), "rows": out, "teams": teams, "gained": dict(gained)}

    def _bid_suit(self, v, seat) -> str | None:
        row = v[seat_name(seat)]["row"]
        return row[0]["suit"] if row else None

    # -- beats -----------------------------------------------------------------
    def _beat_moves(self, moves):
        src: dict[str, tuple] = {}
        delays: dict[str, float] = {}
        kinds = set()
        for i, e in enumerate(moves):
            kinds.add((parse_zone(e.src)[1], parse_zone(e.dst)[1]))
            self._apply_move(e, src, delays, i)
        if self.powers_on:            # with powers the tricks won are the row's cards after the bid
            for sm in self.model["seats"]:
                sm["tricks"] = len(sm["kept"])
        if ("trick", "trick") in kinds:
            self._turn_trick_over()
        if kinds & {("trick", "won"), ("trick", "row"), ("trick", "discard")}:
            self.win = None
            v, m = self.view, self.model
            m["keeper"] = v["kittykeeper"]
            if not m["trick"] and v["round"] == m["round"] and v["phase"] in ("play", "power_choice"):
                m["trick_no"], m["trump"], m["leading"] = v["trick_no"], v["trump"], v["leading"]
        self._place_all(True, src, delays)
        self._apply_highlights()

    def _after_hand(self, seat) -> list[str]:
        p = self.view.get(seat_name(seat)) or {}
        return [c["id"] for c in (p.get("hand") or [])]

    def _apply_move(self, e: CardMoved, src: dict, delays: dict, i: int):
        m = self.model
        S = m["seats"]
        (ss, sk), (ds, dk) = parse_zone(e.src), parse_zone(e.dst)
        card = None if e.card == "?" else e.card
        key = None                 # the sprite key of what left the source, if shown
        self.trace.append(("move", e.card, e.src, e.dst))
        if sk == "trick" and dk == "trick":
            return                 # turned up or swapped in place: _turn_trick_over
        if sk is None and ss is None and dk is None:
            return
        # -- out of the source
        if sk == "hand":
            sm = S[ss]
            sm["hand_count"] = max(0, sm["hand_count"] - 1)
            if sm["hand"] is not None:
                if card is None:   # our own card, named "?" for the others: the one that left
                    after = set(self._after_hand(ss))
                    gone = [c for c in sm["hand"] if c not in after]
                    card = gone[0] if gone else None
                if card in sm["hand"]:
                    sm["hand"].remove(card)
                    key = card
        elif sk == "row":
            sm = S[ss]
            if sm["bid"] == card:
                sm["bid"] = sm["kept"].pop(0) if sm["kept"] else None
                sm["face"] = self.cards.get(sm["bid"]) if sm["bid"] else None
            elif card in sm["kept"]:
                sm["kept"].remove(card)
            key = card
        elif sk == "trick":
            idx = next((j for j, t in enumerate(m["trick"]) if t["key"] == card or
                        (t["card"] and t["card"]["id"] == card)), None)
            if idx is None and card is None:
                idx = next((j for j, t in enumerate(m["trick"]) if t["seat"] == ds and t["card"] is None), None)
            if idx is not None:
                key = m["trick"].pop(idx)["key"]
        elif sk == "aside":
            S[ss]["aside"] = max(0, S[ss]["aside"] - 1)
        elif sk == "bid":
            pass                   # the reveal: handled with the destination
        # -- into the destination
        if dk == "trick":
            k = key or card or f"down:{ss}:{len(m['trick'])}"
            face = self.cards.get(card) if card else None
            if key is None:
                src[k] = self.plate_centre(ss)
            elif key != k:
                self._rename(key, k)
            m["trick"].append({"key": k, "seat": ss, "card": face, "ignored": None,
                               "suit": face["suit"] if face else None, "number": face["number"] if face else None,
                               "face_down": e.card == "?"})
            self._trick_from_view()
            self.trace.append(("play", ss, card))
        elif dk == "bid":
            sm = S[ds]
            sm["placed"] = True
            if sm["hand"] is not None and key:
                sm["bid"], sm["face"], sm["secret"] = key, self.cards.get(key), True
            else:
                sm["bid"], sm["face"] = f"bid:{ds}", None
                src[sm["bid"]] = self.plate_centre(ds)
        elif dk == "row":
            sm = S[ds]
            if sk == "bid":        # the reveal: the face-down bid flips over
                old = sm["bid"]
                sm["secret"] = False
                sm["face"] = self.cards.get(card)
                if old and old != card:
                    self._rename(old, card)
                    sp = self.sprites.get(card)
                    if sp is not None:
                        sp.set_card(sm["face"])
                        sp.start_flip(0.04 * i)
                sm["bid"] = card
                self.trace.append(("reveal", ds, card))
            elif sm["bid"] is None:
                sm["bid"], sm["face"] = card, self.cards.get(card)
            else:
                sm["kept"].append(card)
            if key is None and card is not None:
                src[card] = self.plate_centre(ss) if ss is not None else self.shared("trick").center
        elif dk == "hand":
            sm = S[ds]
            sm["hand_count"] += 1
            if sm["hand"] is not None:
                if card is None:
                    new = [c for c in self._after_hand(ds) if c not in sm["hand"]]
                    card = new[0] if new else None
                if card is not None:
                    sm["hand"].append(card)
                    if key is None:
                        src[card] = self.plate_centre(ss) if ss is not None else self.shared("trick").center
                    elif key != card:
                        self._rename(key, card)
            elif key is not None:
                self._fly_away(key, self.plate_centre(ds))
            elif ss is not None and ss != ds:
                self._fly_back(self.plate_centre(ss), self.plate_centre(ds), self.seat_art[ds])
        elif dk == "won":
            S[ds]["won"] += 1
            if key is not None:
                self._fly_away(key, self.zone(ds, "won").midleft, 0.3)
                delays[key] = 0.03 * i
        elif dk == "lives":
            if key is not None:
                self._fly_away(key, self.zone(ds, "lives").center, 0.25)
        elif dk == "discard":
            if key is not None:
                mine = ss == self.view_seat and sk == "row"
                to = self.shared("power").center if mine else self.shared("piles").center
                self._fly_away(key, to, 0.5 if sk == "row" else 0.25)
            if sk == "row":
                p = (self.cards.get(card) or {}).get("power") or {}
                t = self.shared("trump")
                self.floaters.add(f"Power {p.get('id', '?')}: {p.get('name', '')}", (t.centerx, t.centery - 10),
                                  (230, 180, 255), 30, 1.8, rise=30)
        elif dk == "aside":
            S[ds]["aside"] += 1
            if key is not None:
                self._fly_away(key, self.plate_centre(ds))
            else:
                self._fly_back(self.shared("hand").center if ds == self.view_seat else self.plate_centre(ds),
                               self.plate_centre(ds), self.seat_art[ds])

    def _beat_swap(self, put: CardMoved, took: CardMoved):
        """Power 27: ``put.card`` from a hand takes the place of ``took.card`` in the trick."""
        seat = parse_zone(put.src)[0]
        sm = self.model["seats"][seat]
        entry = next((t for t in self.model["trick"] if t["key"] == took.card), None)
        self.trace.append(("swap", put.card, took.card))
        if entry is None:
            return
        face = self.cards.get(put.card)
        entry.update(key=put.card, card=face, suit=face["suit"] if face else None, ignored=None, face_down=False)
        src = {}
        if sm["hand"] is not None:
            if put.card in sm["hand"]:
                sm["hand"].remove(put.card)
            sm["hand"].append(took.card)
        else:
            src[put.card] = self.plate_centre(seat)
            self._fly_away(took.card, self.plate_centre(seat))
        self._place_all(True, src)
        self._apply_highlights()

    def _trick_from_view(self):
        """The trick header (trump, leading suit) and each card's suit and number as played (a
        crown names a suit, a wild card counts as another), from the view when it still shows
        this trick, else from its last trick."""
        v, m = self.view, self.model
        last = v.get("last_trick") or {}
        if v["trick"] and v["trick_no"] == m.get("trick_no") and v["round"] == m.get("round"):
            m["trump"], m["leading"] = v["trump"], v["leading"]
            for t, e in zip(m["trick"], v["trick"]):
                if e["suit"] is not None:
                    t["suit"], t["number"] = e["suit"], e["number"]
                if e["ignored"] is not None:
                    t["ignored"] = e["ignored"]
        elif last.get("no") == m.get("trick_no"):
            m["trump"], m["leading"] = last.get("trump"), last.get("lead")

    def _rename(self, old: str, new: str):
        sp = self.sprites.pop(old, None)
        if sp is not None:
            sp.id = new
            self.sprites[new] = sp

    def _turn_trick_over(self):
        """Face-down cards turned up or swapped (powers 12, 27, 35): the trick from the view (or,
        when it is over, from the last trick), each changed card flipping where it lies."""
        v = self.view
        m = self.model
        last = v.get("last_trick") or {}
        if v["trick"] and v["trick_no"] == m.get("trick_no"):
            new = [{"key": e["card"]["id"] if e["card"] else f"down:{e['seat']}:{i}", "seat": e["seat"],
                    "card": e["card"], "ignored": e["ignored"], "suit": e["suit"], "number": e["number"],
                    "face_down": e["face_down"]} for i, e in enumerate(v["trick"])]
        elif last.get("no") == m.get("trick_no") and len(last.get("cards", [])) == len(m["trick"]):
            new = [dict(t, key=c["id"], card=c, suit=t.get("suit") or c["suit"], face_down=False)
                   for t, c in zip(m["trick"], last["cards"])]
        else:
            return
        for old, nw in zip(m["trick"], new):
            if old["key"] != nw["key"] and old["key"].startswith("down:") and nw["key"] not in self.sprites:
                self._rename(old["key"], nw["key"])
                sp = self.sprites.get(nw["key"])
                if sp is not None:
                    sp.set_card(nw["card"])
                    sp.start_flip()
        m["trick"] = new

    def _beat_winner(self, e: Logged):
        m = re.match(r"^(p\d+) wins trick (\d+)", e.text)
        last = self.view.get("last_trick") or {}
        w = seat_index(m.group(1)) if m else last.get("winner")
        no = int(m.group(2)) if m else last.get("no")
        trick = self.model["trick"]
        if last.get("no") == no and len(last.get("ignored", [])) == len(trick):
            for t, ig, c in zip(trick, last["ignored"], last["cards"]):
                t["ignored"] = ig
                if t["card"] is None:
                    t["card"] = c
        if last.get("no") == no:
            self.model["trump"], self.model["leading"] = last.get("trump"), last.get("lead")
        key = self._winning_key(trick, w, last)
        self.win = {"seat": w, "key": key, "rule": e.rule, "no": no}
        self.trace.append(("winner", w, key, e.rule))
        r = self.zone(w, "plate")
        self.floaters.add("wins the trick!" if w != self.view_seat else "you win the trick!",
                          (r.centerx, r.y - 8), assets.GOLD, 26, 1.4, rise=24)
        self._apply_highlights()
        self.app.dirty = True

    def _winning_key(self, trick, w, last) -> str | None:
        """The card that won (the winner's card that counts; None when every card was ignored)."""
        mine = [t for t in trick if t["seat"] == w and not t["ignored"]]
        if not mine:
            return None
        trump, lead = last.get("trump"), last.get("lead")
        for suit in (trump, lead):
            pick = [t for t in mine if suit and t["suit"] == suit]
            if pick:
                return max(pick, key=lambda t: (t["card"] or {}).get("number", 0))["key"]
        return mine[-1]["key"]

    def _beat_teams(self):
        self.model["teams"] = [list(t) for t in self.view.get("teams") or []] if self.view["phase"] != "bid" else []
        for team in self.model["teams"]:
            sm = self.model["seats"][team[0]]
            if sm["face"]:
                self.team_suits[tuple(team)] = sm["face"]["suit"]
        self.app.dirty = True

    def _beat_tricks(self, seat: int, value: int):
        self.model["seats"][seat]["tricks"] = value
        r = self.zone(seat, "won")
        self.floaters.add("+1 trick", (r.centerx, r.y + 10), (160, 240, 170), 24, 1.1, rise=26)

    def _beat_lives(self, seat: int, old: int, new: int):
        self.model["seats"][seat]["lives"] = new
        self.flash[seat] = 1.0
        r = self.zone(seat, "lives")
        self.floaters.add(f"+{new - old} {'life' if new - old == 1 else 'lives'}", (r.centerx, r.y - 4), assets.GOLD,
                          30, 1.6, rise=30)
        self.trace.append(("lives", seat, old, new))

    def _beat_results(self, res: dict):
        self.results = res
        self.trace.append(("results", res["round"]))
        self.app.dirty = True

    def _beat_deal(self):
        """A new round: fresh hands (ours fly in from the middle), empty bids, rows and piles."""
        v = self.view
        m = self.model
        centre = self.shared("trick").center
        src, delays = {}, {}
        for s, sm in enumerate(m["seats"]):
            p = v[seat_name(s)]
            old_hand = set(sm["hand"] or [])
            sm.update(hand=[c["id"] for c in p["hand"]] if p["hand"] is not None else None,
                      hand_count=p["hand_count"], bid=None, face=None, secret=True, kept=[], tricks=0, won=0,
                      aside=0, placed=False)
            if sm["hand"] is not None:
                for i, cid in enumerate(sm["hand"]):
                    if cid not in old_hand or cid not in self.sprites:
                        src[cid] = centre
                        delays[cid] = 0.05 * i
        for key in [k for k in self.sprites if k in src]:
            del self.sprites[key]
        m["trick"] = []
        m["teams"] = []
        m.update(round=v["round"], trick_no=v["trick_no"], trump=v["trump"], leading=v["leading"],
                 keeper=v["kittykeeper"])
        self.win = None
        self.trace.append(("deal", v["round"]))
        self._place_all(True, src, delays)

    # ------------------------------------------------------------------ computer seats
    # Bids (and the all-at-once power choices) are simultaneous: a computer seat places its
    # bid while a human still thinks, instead of waiting for the first seat in ``to_act``.
    def _bot_seat(self) -> int | None:
        return next((s for s in self.ruleset.to_act(self.state) if self.seats[s] != "human"), None)

    def _waiting_for_bot(self) -> bool:
        return self._bot_seat() is not None

    def _drive_bot(self, busy: bool):
        seat = self._bot_seat()
        if seat is None or self.drag.pressed:      # nothing moves under a card in the player's hand
            return
        job = self._job
        if job is None:
            self._start_bot(seat)
            return
        if not job["done"] or busy:
            return
        if time.monotonic() - self._last_move < self.bot_pace:
            return
        self._job = None
        if job["version"] != len(self.actions) or job["seat"] != seat:
            return
        action = job["result"]
        if job["error"] is not None or action is None:
            action = self.ruleset.legal_actions(self.state, seat)[0]
            self.log.add(f"The computer had a problem ({job['error']}); it plays {action.describe()}.", "Bot")
        self.submit(action, seat)

    # ------------------------------------------------------------------ update
    @property
    def busy(self) -> bool:
        return (self.timeline.active or self.floaters.animating or bool(self.flash)
                or any(sp.animating for sp in self.sprites.values()))

    @property
    def animating(self) -> bool:
        return self.drag.active or super().animating

    def animate(self, dt: float):
        self.animate_sprites(dt)
        self.floaters.update(dt)
        for s in list(self.flash):
            self.flash[s] -= dt
            if self.flash[s] <= 0:
                del self.flash[s]

    def skip_animation(self):
        if self.timeline.active:
            self.timeline.skip()
        self.floaters.clear()
        self.flash.clear()
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
                return True
        return False

    def draw_list(self) -> list[KittySprite]:
        seats, trick, hand, moving, top = [], [], [], [], []
        for sp in self.sprites.values():
            if sp.dragging:
                top.append(sp)
            elif sp.zone == "leaving" or (sp.animating and sp._move is not None):
                moving.append(sp)
            elif sp.zone == "trick":
                trick.append(sp)
            elif sp.zone.endswith(".hand"):
                hand.append(sp)
            else:
                seats.append(sp)
        order = {e["key"]: i for i, e in enumerate(self.model.get("trick", []))}
        trick.sort(key=lambda s: order.get(s.id, 99))
        own = self._own_hand() or []
        hi = {cid: i for i, cid in enumerate(own)}
        hand.sort(key=lambda s: (s is self.hover, hi.get(s.id, 0)))
        kept_order = {}
        for sm in self.model.get("seats", []):
            for i, cid in enumerate(sm["kept"]):
                kept_order[cid] = i
        seats.sort(key=lambda s: kept_order.get(s.id, -1))
        return seats + trick + hand + moving + top

    def sprite_at(self, pos) -> KittySprite | None:
        for sp in reversed(self.draw_list()):
            if sp.gone or sp.fade is not None or sp.zone == "leaving":
                continue
            if sp.rect.collidepoint(pos):
                return sp
        return None

    def own(self, sp: KittySprite) -> bool:
        return self.view_seat is not None and sp.zone.startswith(seat_name(self.view_seat) + ".")

    def drop_zones(self, sp: KittySprite) -> dict[str, pygame.Rect]:
        me = self.view_seat
        zones: dict[str, pygame.Rect] = {}
        if me is None:
            return zones
        if sp.zone.endswith(".hand"):
            if sp.id in self.bids:
                zones["bid"] = self.zone(me, "bid").inflate(24, 24)
            if sp.id in self.plays or self.blind is not None:
                zones["trick"] = self.shared("trick")
            for (c, target) in self.swaps:
                if c == sp.id and target in self.sprites:
                    zones[f"swap:{target}"] = self.sprites[target].rect
        elif sp.id in self.power_moves:
            zones["power"] = self.shared("power").inflate(16, 16)
        return zones

    def _press(self, pos):
        for b in self.buttons:
            if b.hit(pos):
                return
        sp = self.sprite_at(pos)
        if (sp is not None and sp.card is not None and self.own(sp) and not self._curtain_pending
                and sp.zone.split(".")[-1] in ("hand", "bid", "row")):
            self.drag.press(sp, pos)      # even out of turn: the drop then says why not
        else:
            self.drag.press(None, pos, payload=sp)

    def _release(self, pos):
        if self.timeline.active:          # something happened meanwhile: show its end, then act
            self.skip_animation()
        for b in self.buttons:
            if b.rect.collidepoint(pos) and b.visible:
                self.drag.release(pos)
                if b.enabled:
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
        self._drop(result[1], pos)

    def _snap(self, sp: KittySprite):
        sp.snap_back()
        self.hover = None
        self._place_all(True)

    def _refuse(self, sp: KittySprite | None, action):
        if sp is not None:
            self._snap(sp)
        if self.view_seat is not None:
            self.show_toast(self.ruleset.explain(self.state, self.view_seat, action))

    def _drop(self, sp: KittySprite, pos):
        """What the drop means, from where it landed; legal -> submit, else the reason."""
        me = self.view_seat
        if me is None:
            self._snap(sp)
            return
        zone = sp.zone.split(".")[-1]
        on_bid = self.zone(me, "bid").inflate(24, 24).collidepoint(pos)
        on_trick = self.shared("trick").collidepoint(pos)
        on_power = self.shared("power").inflate(16, 16).collidepoint(pos)
        if zone == "hand":
            if on_bid:
                a = Bid(sp.id)
                if a in self.legal:
                    self.submit(a)
                elif self.view.get("phase") == "bid" and self.view[seat_name(me)]["bid_placed"]:
                    self._snap(sp)
                    self.show_toast("Your bid is placed: it stays face down until every bid is in.", bad=False)
                else:
                    self._refuse(sp, a)
                return
            target = next((t.id for t in self.sprites.values() if t.zone == "trick" and t.rect.collidepoint(pos)),
                          None)
            if self.swaps and target is not None:
                a = SwapWithTrick(sp.id, target)
                if a in self.legal:
                    self.submit(a)
                else:
                    self._refuse(sp, a)
                return
            if on_trick:
                self.play_card(sp)
                return
            if on_power:
                self._snap(sp)
                self.show_toast("Powers are used from your row: drag a card of your row (next to your bid) "
                                "onto POWER." if self.powers_on else "Powers are switched off for this game.")
                return
            self._snap(sp)
            return
        if zone in ("bid", "row"):
            if on_power:
                self._snap(sp)
                self.use_power(sp.id)
                return
            self._snap(sp)
            if on_trick:
                self.show_toast("Cards of your row are not played: drag one onto POWER to use its power."
                                if self.powers_on else "Your bid stays face up in front of you for the round.",
                                bad=False)
            return
        self._snap(sp)

    def play_card(self, sp: KittySprite | None, card: str | None = None):
        """Play a hand card (the drop into the trick, or the card's menu)."""
        cid = card or sp.id
        me = self.view_seat
        if self.blind is not None:
            self.show_toast("Blindfold: a random card of your hand is played, whatever you picked.", bad=False)
            self.submit(self.blind)
            return
        options = self.plays.get(cid, [])
        if len(options) == 1:
            self.submit(options[0])
            return
        if len(options) > 1:
            if sp is not None:
                self._snap(sp)
            self.app.push(ChoiceScene(
                self.app, "Which suit does your crown name?",
                "Black Cat: a crown is wild. It counts as the suit you name (and any crown in the trick makes "
                "the lowest number win).",
                [(self.suit_label(a.suit), lambda a=a: self.submit(a), self.suit_button_colour(a.suit))
                 for a in options]))
            return
        probe = Play(cid)
        if self.wild and cid.startswith(self.wild + "-") and me is not None:
            lead = self.view.get("leading")
            probe = Play(cid, lead if lead in self.suit_info else None)
        self._refuse(sp, probe)

    def use_power(self, cid: str):
        """Discard a row card to use its power, asking for what it needs (suit, number, seat, card)."""
        cands = list(self.power_moves.get(cid, []))
        if not cands:
            self.show_toast(self.ruleset.explain(self.state, self.view_seat, UsePower(cid))
                            if self.view_seat is not None else "")
            return
        self._ask_power(cid, cands)

    def _ask_power(self, cid: str, cands: list):
        if len(cands) == 1:
            self.submit(cands[0])
            return
        p = (self.cards.get(cid) or {}).get("power") or {}
        title = f"Power {p.get('id', '?')}: {p.get('name', '')}"
        text = p.get("text", "")
        for field in ("target", "suit", "number", "seat"):
            values = []
            for a in cands:
                v = getattr(a, field)
                if v not in values:
                    values.append(v)
            if len(values) <= 1:
                continue
            nxt = lambda v, f=field: self._ask_power(cid, [a for a in cands if getattr(a, f) == v])  # noqa: E731
            if field == "target":
                cards = [self.cards[v] for v in values if v in self.cards]
                mine = set(self._own_hand() or [])
                sub = ("which of your cards do you give?" if all(v in mine for v in values)
                       else "which won card do you take?")
                self.app.push(CardGridScene(self.app, f"{p.get('name', 'Power')}: {sub}", cards, self.hand_art,
                                            on_pick=lambda c: nxt(c["id"]), subtitle=text,
                                            details=card_details))
            elif field == "suit":
                self.app.push(ChoiceScene(self.app, f"{title}: name a suit", text,
                                          [(self.suit_label(v), lambda v=v: nxt(v), self.suit_button_colour(v))
                                           for v in values]))
            elif field == "number":
                self.app.push(ChoiceScene(self.app, f"{title}: name a number", text,
                                          [(str(v), lambda v=v: nxt(v)) for v in sorted(values)]))
            else:
                self.app.push(ChoiceScene(self.app, f"{title}: choose a player", text,
                                          [(self.plate_name(v), lambda v=v: nxt(v)) for v in values]))
            return
        self.submit(cands[0])

    def suit_label(self, key) -> str:
        info = self.suit_info.get(key)
        return info["name"] if info else str(key)

    def suit_colour(self, key) -> tuple:
        info = self.suit_info.get(key)
        return hex_colour(info["colour"]) if info else (120, 120, 120)

    def suit_button_colour(self, key) -> tuple:
        c = self.suit_colour(key)
        return tuple(min(255, int(v * 0.9) + 20) for v in c)

    def _click(self, pos, sp: KittySprite | None):
        me = self.view_seat
        piles = self.shared("piles")
        if piles.collidepoint(pos) and self.powers_on and sp is None:
            self.open_discard()
            return
        if self.keepers:
            for s in range(self.n):
                if self.zone(s, "plate").collidepoint(pos) and s in self.keepers:
                    self.submit(self.keepers[s])
                    return
        if sp is None:
            for s in range(self.n):
                if self.zone(s, "lives").collidepoint(pos):
                    self.open_lives(s)
                    return
                if self.powers_on and self.zone(s, "won").collidepoint(pos):
                    self.open_row(s)
                    return
            return
        if sp.card is None:
            return
        if sp.zone == "trick":
            if sp.id in self.keeps:
                self.submit(self.keeps[sp.id])
                return
            if self.swaps:
                pick = next((c for c in self.selected), None)
                a = self.swaps.get((pick, sp.id)) if pick else None
                if a is not None:
                    self.submit(a)
                else:
                    self.show_toast("Sleight of Paw: first click one of your hand cards, then the trick card "
                                    "(or drag the hand card onto it).", bad=False)
                return
            self.zoom(sp.card)
            return
        if me is not None and self.own(sp):
            zone = sp.zone.split(".")[-1]
            if zone == "hand":
                mode = self.selecting()
                if mode:
                    self.toggle_select(sp.id, mode)
                    return
                items = []
                if sp.id in self.bids:
                    n = sp.card.get("number")
                    items.append((f"Bid this card: you expect {n} trick{'s' if n != 1 else ''}",
                                  lambda a=self.bids[sp.id]: self.submit(a)))
                if sp.id in self.plays or self.blind is not None:
                    items.append(("Play this card", lambda: self.play_card(None, sp.id)))
                if items:
                    items.append(("Read the card", lambda: self.zoom(sp.card)))
                    self.app.push(ActionMenuScene(self.app, sp.rect, sp.card.get("name", ""), items))
                    return
                if self.view.get("phase") in ("play", "bid") and me in (self.view.get("to_act") or []):
                    probe = Bid(sp.id) if self.view["phase"] == "bid" else Play(sp.id)
                    self.show_toast(self.ruleset.explain(self.state, me, probe))
                    return
            elif sp.id in self.power_moves:
                p = sp.card.get("power") or {}
                self.app.push(ActionMenuScene(self.app, sp.rect, sp.card.get("name", ""),
                                              [(f"Use power {p.get('id')}: {p.get('name')}",
                                                lambda: self.use_power(sp.id)),
                                               ("Read the card", lambda: self.zoom(sp.card))]))
                return
        self.zoom(sp.card)

    def toggle_select(self, cid: str, mode: str):
        if cid in self.selected:
            self.selected.remove(cid)
        else:
            limit = 1
            if mode == "pass":
                ch = self.choice() or {}
                limit = ch.get("count", 1)
            if len(self.selected) >= limit:
                self.selected.pop(0)
            self.selected.append(cid)
        self._build_buttons()
        self._apply_highlights()
        self._place_all(True)

    def confirm_selection(self):
        mode = self.selecting()
        a = None
        if mode == "pass":
            a = self.passes.get(frozenset(self.selected))
        elif mode == "aside" and len(self.selected) == 1:
            a = self.asides.get(self.selected[0])
        elif mode == "discard" and len(self.selected) == 1:
            a = self.discards.get(self.selected[0])
        if a is None:
            self.show_toast("Choose the cards first (click them in your hand).", bad=False)
            return
        self.selected = []
        self.submit(a)

    def _right_click(self, pos):
        if self.drag.active:
            self.drag.cancel()
            return
        sp = self.sprite_at(pos)
        if sp is not None and sp.card is not None:
            self.zoom(sp.card)

    def zoom(self, card: dict):
        self.app.push(ZoomScene(self.app, zoom_card(card), self.hand_art, card_details))

    def open_discard(self):
        cards = list(reversed(self.view.get("discard") or []))
        self.app.push(CardGridScene(self.app, f"Discard pile ({len(cards)})", cards, self.hand_art,
                                    subtitle="Trick cards not kept and row cards paid for powers. Newest first.",
                                    details=card_details))

    def open_lives(self, seat: int):
        p = self.view[seat_name(seat)]
        cards = p.get("lives_pile") or []
        self.app.push(CardGridScene(self.app, f"{self.short_name(seat)}: {p['lives']} lives", cards, self.hand_art,
                                    subtitle="Bid cards scored in earlier rounds (each is worth its number).",
                                    details=card_details))

    def open_row(self, seat: int):
        p = self.view[seat_name(seat)]
        self.app.push(CardGridScene(self.app, f"{self.short_name(seat)}: row", p["row"], self.hand_art,
                                    subtitle="The bid first (the left-most card), then one card per won trick.",
                                    details=card_details))

    # ------------------------------------------------------------------ the controls panel
    def _build_buttons(self):
        r = self.shared("controls")
        self.buttons = []
        x, w = r.x + 16, r.w - 32
        y = r.y + 52 + self._controls_text().get_height() + 12
        bottom = r.bottom - 12
        ch = self.choice()
        mode = self.selecting()
        if mode in ("pass", "aside", "discard"):
            label = {"pass": "Pass these cards", "aside": "Set it aside face down", "discard": "Discard it"}[mode]
            b = Button((x, y, w, 58), label + " (Enter)", self.confirm_selection, key=pygame.K_RETURN,
                       colour=(170, 120, 30), size=22)
            need = (ch or {}).get("count", 1) if mode == "pass" else 1
            b.enabled = len(self.selected) == need
            self.buttons.append(b)
            return
        if self.keepers:
            self.buttons.append(Button((x, y, w, 58), "Choose the next Kittykeeper… (K)", self.ask_keeper,
                                       key=pygame.K_k, colour=(170, 120, 30), size=20))
            return
        if self.blind is not None:
            self.buttons.append(Button((x, y, w, 58), "Play a random card (B)", lambda: self.submit(self.blind),
                                       key=pygame.K_b, colour=(170, 120, 30), size=22))
            y += 68
        if self.power_moves:
            for i, cid in enumerate(list(self.power_moves)[:4]):
                if y + 44 > bottom:
                    break
                p = (self.cards.get(cid) or {}).get("power") or {}
                self.buttons.append(Button((x, y, w, 44), f"Power {p.get('id')}: {p.get('name')}",
                                           lambda c=cid: self.use_power(c), key=pygame.K_F1 + i,
                                           colour=(96, 60, 130), size=19))
                y += 50

    def ask_keeper(self):
        self.app.push(ChoiceScene(self.app, "Who is the next Kittykeeper?",
                                  "The Kittykeeper leads the next trick; the suit of their bid is trump.",
                                  [(self.plate_name(s), lambda a=a: self.submit(a)) for s, a in
                                   sorted(self.keepers.items())]))

    def _controls_title(self) -> str:
        ch = self.choice()
        if self.view.get("phase") == "bid":
            return "Bidding"
        if self.view.get("phase") == "over":
            return "Game over"
        if ch:
            return {"keep": "Keep a card", "keeper": "Next Kittykeeper", "pass": "Pass cards",
                    "aside": "Set a card aside", "trick_swap": "Sleight of Paw", "discard": "Discard a card",
                    "replay": "Take it back"}.get(ch["kind"], "Choose")
        if self.power_moves or self.blind is not None:
            return "Your move"
        return "Powers" if self.powers_on else "Your move"

    def _controls_text(self) -> pygame.Surface:
        r = self.shared("controls")
        return assets.paragraph("sans", 17, self._controls_text_str(), r.w - 32, assets.SOFT, 3, 8)

    def _controls_text_str(self) -> str:
        ch = self.choice()
        text = ""
        if ch:
            kind = ch["kind"]
            if kind == "keep":
                text = (f"You won the trick: click the trick card to keep in your row "
                        f"({ch.get('left', 1)} to keep). The others are discarded.")
            elif kind == "keeper":
                text = "Click a player's name plate, or the button, to make them the next Kittykeeper."
            elif kind == "pass":
                to = (self.view_seat + (1 if ch.get("direction") == "left" else -1)) % self.n
                text = (f"Click {ch.get('count', 1)} hand card{'s' if ch.get('count', 1) != 1 else ''} to pass "
                        f"{ch.get('direction', '')} to {self.short_name(to)}. Everyone passes at once.")
            elif kind == "aside":
                text = "Click a hand card to set aside face down; it is played in the round's final trick."
            elif kind == "discard":
                text = "Rummage: click a hand card to discard."
            elif kind == "trick_swap":
                text = "Drag one of your hand cards onto a card of the trick: they swap places."
            elif kind == "replay":
                text = "Your card came back: drag a different card into the trick."
        elif self.view.get("phase") == "over":
            text = "The scores are in the middle. Esc: the menu (back to the launcher); the end screen has Rematch."
        elif self.view.get("phase") == "bid":
            text = ("Everyone bids at once, face down. Number: the tricks you will try to win. Suit: your "
                    "cards of it are ignored; it is trump when you lead; bid the same suit as someone else "
                    "and you are a team.")
        elif self.power_moves:
            text = ("Before you play you may use one power: drag a glowing row card onto POWER, or click a "
                    "button below.")
        elif self.blind is not None:
            text = "Blindfold: everyone plays a random card this trick."
        elif self.powers_on and self.view.get("active_powers") and self.plays:
            text = "A power was already used in this trick (one power per trick in all): just play a card."
        elif self.powers_on:
            text = ("Powers: on your turn, before you play, drag a card of your row onto POWER (one power "
                    "per trick in all).")
        else:
            text = "Drag cards to play. Right-click any card to read it."
        return text

    # ------------------------------------------------------------------ words
    def curtain_subtitle(self, seat: int) -> str:
        v = self.ruleset.view(self.state, None)
        name = self.short_name(seat)
        if v["phase"] == "bid":
            return f"{name} places a secret bid for round {v['round']}."
        ch = v.get("choice") or {}
        if v["phase"] == "power_choice":
            what = {"keep": "chooses the card to keep", "keeper": "chooses the next Kittykeeper",
                    "pass": "chooses cards to pass", "aside": "sets a card aside", "replay": "plays a different card",
                    "trick_swap": "swaps a card with the trick", "discard": "discards a card"}
            return f"{name} {what.get(ch.get('kind'), 'answers a power')}."
        return f"It is {name}'s turn (round {v['round']}, trick {v['trick_no']})."

    def names(self, seats) -> str:
        names = [self.short_name(s) for s in seats]
        if len(names) <= 1:
            return "".join(names)
        return ", ".join(names[:-1]) + " and " + names[-1]

    def prompt(self) -> tuple[str, bool]:
        v = self.view
        phase = v.get("phase")
        if self.timeline.active and self.timeline.caption:
            return (self.timeline.caption + "  (click to hurry)", False)
        if phase == "over":
            out = v.get("outcome") or {}
            w = out.get("winners") or []
            who = " and ".join(self.short_name(s) for s in w)
            return (f"Game over — {who} win{'s' if len(w) == 1 and who != 'You' else ''} with the most lives.", False)
        acting = v.get("to_act") or []
        if not acting:
            return ("", False)
        me = self.view_seat
        if self._curtain_pending:
            return (f"Pass the screen to {self.short_name(acting[0])}…", False)
        mine = me is not None and me in acting
        if phase == "bid":
            if mine:
                return ("Your secret bid: drag a hand card onto your BID spot. Its number is how many tricks "
                        "you will try to win.", True)
            placed = me is not None and v[seat_name(me)]["bid_placed"]
            lead = "Your bid is placed. " if placed else ""
            return (f"{lead}Waiting for {self.names(acting)} to bid…", False)
        if phase == "power_choice":
            ch = v.get("choice") or {}
            if mine:
                return ({"keep": "You won the trick: click the card to keep in your row.",
                         "keeper": "Choose the next Kittykeeper (click a name plate).",
                         "pass": "Click the cards to pass, then the button on the right.",
                         "aside": "Click a card to set aside, then the button on the right.",
                         "trick_swap": "Drag a hand card onto a trick card to swap them.",
                         "discard": "Click a hand card to discard, then the button on the right.",
                         "replay": "Take it back: drag a different card into the trick."}
                        .get(ch.get("kind"), "Answer the power's question."), True)
            return (f"Waiting for {self.names(acting)}…", False)
        who = acting[0]
        keeper = v.get("kittykeeper")
        if not mine:
            leads = " leads" if not v.get("trick") and who == keeper else "'s turn"
            extra = " — thinking…" if self.seats[who] != "human" else ""
            return (f"{self.short_name(who)}{leads}{extra}", False)
        lead = v.get("leading")
        tail = " Or use a power first." if self.power_moves else ""
        if self.blind is not None:
            return ("Blindfold: a random card of yours is played — click the button on the right.", True)
        if not v.get("trick"):
            trump = self.suit_label(v.get("trump")) if v.get("trump") not in (None, "hidden") else "none"
            return (f"You lead: drag any card into the trick (its suit leads; trump: {trump}).{tail}", True)
        if lead == "hidden":
            return (f"Your turn: the lead is face down — play any glowing card.{tail}", True)
        hand = v[seat_name(me)]["hand"] or []
        if lead in self.suit_info and any(c["suit"] == lead for c in hand):
            return (f"Your turn: follow {self.suit_label(lead)} — the glowing cards.{tail}", True)
        if self.plays and len(self.plays) < len(hand):
            return (f"Your turn: a power limits what you may play — the glowing cards.{tail}", True)
        return (f"Your turn: you have no {self.suit_label(lead) if lead in self.suit_info else 'leading suit'}, "
                f"so play any card.{tail}", True)

    # ------------------------------------------------------------------ drawing
    def _background(self) -> pygame.Surface:
        if self.bg is not None:
            return self.bg
        bg = felt(LOGICAL).copy()
        t = self.shared("table")
        pygame.draw.ellipse(bg, (60, 36, 22), t)
        pygame.draw.ellipse(bg, (96, 60, 34), t, 6)
        inner = t.inflate(-36, -36)
        pygame.draw.ellipse(bg, (24, 74, 46), inner)
        pygame.draw.ellipse(bg, (46, 110, 70), inner, 2)
        tr = self.shared("trick")
        pygame.draw.rect(bg, (18, 62, 38), tr, border_radius=18)
        pygame.draw.rect(bg, (70, 130, 90), tr, 2, border_radius=18)
        lab = assets.text("condbold", 15, "THE TRICK · cards in the order played", (110, 160, 124))
        bg.blit(lab, lab.get_rect(midbottom=(tr.centerx, tr.bottom - 4)))
        for s in range(self.n):
            for z in ("bid", "won"):
                r = self.zone(s, z)
                pygame.draw.rect(bg, (16, 54, 34), r, border_radius=8)
                pygame.draw.rect(bg, (60, 110, 76), r, 1, border_radius=8)
            b = self.zone(s, "bid")
            lt = assets.text("condbold", 13, "BID", (110, 160, 124))
            bg.blit(lt, lt.get_rect(center=b.center))
        if self.powers_on:
            p = self.shared("power")
            pygame.draw.rect(bg, (40, 24, 56), p, border_radius=12)
            pygame.draw.rect(bg, (170, 120, 220), p, 2, border_radius=12)
            for i, word in enumerate(("POWER", "drop a", "row card", "here")):
                w = assets.text("condbold" if i == 0 else "cond", 17 if i == 0 else 13, word, (210, 180, 240))
                bg.blit(w, w.get_rect(center=(p.centerx, p.y + 30 + i * 20 + (6 if i else 0))))
        self.bg = bg
        return self.bg

    def draw(self, surface: pygame.Surface):
        surface.blit(self._background(), (0, 0))
        self._draw_team_bands(surface)
        for s in range(self.n):
            self._draw_seat(surface, s)
        self._draw_trump(surface)
        self._draw_trick_frame(surface)
        self._draw_targets(surface)
        self.drag.draw_zones(surface)
        for sp in self.draw_list():
            if sp.dragging:
                continue
            sp.draw(surface)
            self._draw_over(surface, sp)
        if self.view_seat is None:
            h = self.shared("hand")
            self._label(surface, "Watching: every seat is played by the computer. Esc: the menu.", h.center,
                        assets.SOFT, "center", 24, "sans")
        self.draw_banner(surface)
        self._draw_status(surface)
        self._draw_controls(surface)
        self._draw_zoom(surface)
        self.log.draw(surface)
        self._draw_piles(surface)
        self.floaters.draw(surface)
        if self.drag.active and self.drag.sprite is not None:
            self.drag.sprite.draw(surface)
        if self.toast is not None:
            self.draw_toast(surface)

    def _label(self, surface, text, pos, colour=(190, 220, 195), anchor="topleft", size=15, kind="condbold"):
        t = assets.text(kind, size, text, colour)
        surface.blit(t, t.get_rect(**{anchor: pos}))
        return t

    def _pill(self, surface, text, pos, bg, fg=assets.INK, size=14, anchor="midright"):
        t = assets.text("condbold", size, text, fg)
        r = t.get_rect(**{anchor: pos}).inflate(12, 4)
        pygame.draw.rect(surface, bg, r, border_radius=8)
        surface.blit(t, t.get_rect(center=r.center))
        return r

    def _team_of(self, seat: int) -> list[int] | None:
        for team in self.model.get("teams") or []:
            if seat in team:
                return team
        return None

    def team_suit(self, team) -> str | None:
        suit = self.team_suits.get(tuple(team))
        if suit is None:
            sm = self.model["seats"][team[0]]
            suit = (sm["face"] or {}).get("suit")
        return suit

    def _draw_team_bands(self, surface):
        for team in self.model.get("teams") or []:
            col = lighten(self.suit_colour(self.team_suit(team)), 0.3)
            for s in team:
                r = self.seat_box(s).inflate(16, 16)
                surface.blit(assets.panel(r.size, col + (60,), 14, col, 5), r)

    def _acting(self, seat: int) -> bool:
        v = self.view
        if self.timeline.active:
            return False
        return seat in (v.get("to_act") or []) and v.get("phase") != "over"

    def _draw_seat(self, surface, s: int):
        v = self.view
        sm = self.model["seats"][s]
        p = v[seat_name(s)]
        r = self.zone(s, "plate")
        acting = self._acting(s)
        winner = self.win is not None and self.win["seat"] == s
        border = assets.GOLD if acting or winner else (255, 255, 255, 50)
        surface.blit(assets.panel(r.size, (50, 40, 10, 235) if winner else (10, 30, 20, 230), 10, border,
                                  3 if acting or winner else 1), r)
        big = r.h >= 40
        name_col = assets.GOLD if acting else assets.WHITE
        x = r.x + 10
        keeper = self.model.get("keeper", v.get("kittykeeper")) == s and v.get("phase") != "over"
        if keeper:
            head = pip("cats", r.h - 12, assets.GOLD)
            surface.blit(head, head.get_rect(midleft=(x, r.centery)))
            x += head.get_width() + 6
        self._label(surface, self.plate_name(s), (x, r.centery), name_col, "midleft", 19 if big else 16)
        right = r.right - 8
        tag, col = "", assets.GOLD
        if acting:
            if v.get("phase") == "bid":
                tag = "BIDDING"
            elif v.get("phase") == "power_choice":
                tag = "CHOOSING"
            else:
                tag = "YOUR TURN" if s == self.view_seat else "TO PLAY"
        elif v.get("phase") == "bid" and sm["placed"]:
            tag, col = "BID ✓", (140, 200, 150)
        elif winner:
            tag = "WINS"
        if tag:
            pr = self._pill(surface, tag, (right, r.centery), col, size=14 if not big else 16)
            right = pr.x - 6
        # the lives: nine cat heads
        lz = self.zone(s, "lives")
        strip = lives_strip(sm["lives"], lz.w - 44, lz.h)
        surface.blit(strip, (lz.x, lz.y))
        lcol = assets.GOLD if self.flash.get(s, 0) > 0 else (220, 220, 200)
        self._label(surface, f"{sm['lives']}", (lz.right - 4, lz.centery), lcol, "midright", 18 if big else 15,
                    "bold")
        # the won pile (plain) and the counts
        wz = self.zone(s, "won")
        art = self.seat_art[s]
        if not self.powers_on and sm["tricks"]:
            back = art.back()
            k = min(3, sm["tricks"])
            for i in range(k):
                surface.blit(back, back.get_rect(midleft=(wz.x + 2 + i * 4, wz.centery - i * 2)))
            top = back.get_rect(midleft=(wz.x + 2 + (k - 1) * 4, wz.centery - (k - 1) * 2))
            self._pill(surface, f"{sm['tricks']} won", top.center, (250, 240, 220), assets.INK, 13 if big else 12,
                       "center")
        bid_n = (sm["face"] or {}).get("number") if sm["face"] and (not sm["secret"] or s == self.view_seat) else None
        if self.powers_on and not sm["kept"]:
            self._label(surface, "ROW", (wz.centerx, wz.centery), (90, 140, 104), "center", 13)
        fx = wz.right - 6
        txt = f"won {sm['tricks']}" + (f" / bid {bid_n}" if bid_n is not None else "")
        made = bid_n is not None and sm["tricks"] == bid_n
        over = bid_n is not None and sm["tricks"] > bid_n
        tcol = (150, 230, 160) if made else (255, 150, 120) if over else (235, 235, 220)
        self._pill(surface, txt, (fx, wz.bottom - 12), (10, 24, 16), tcol, 15 if big else 13)
        cards = f"{sm['hand_count']} in hand" + (f" · {sm['aside']} aside" if sm["aside"] else "")
        self._pill(surface, cards, (fx, wz.y + 12), (10, 24, 16), (200, 210, 200), 14 if big else 12)
        if sm["bid"] is None:
            b = self.zone(s, "bid")
            if v.get("phase") == "bid" and p["hand_count"] and s in (v.get("to_act") or []):
                self._label(surface, "…", (b.centerx, b.bottom - 14), (150, 190, 160), "center", 16)
        team = self._team_of(s)
        if team:
            suit = self.team_suit(team)
            col = lighten(self.suit_colour(suit), 0.3)
            box = self.seat_box(s)
            others = [self.short_name(o) for o in team if o != s]
            name = self.suit_label(suit).upper()
            text = (f"{name} TEAM · with {' & '.join(others)}" if len(others) <= 2
                    else f"{name} TEAM of {len(team)}")
            self._pill(surface, text, (box.centerx, box.y - 8), col, assets.INK, 13, "center")

    def _draw_targets(self, surface):
        """Where the next move goes, before any drag: the bid spot while bidding, POWER with powers."""
        if self.drag.active or self.view_seat is None or self.timeline.active:
            return
        if self.bids:
            r = self.zone(self.view_seat, "bid").inflate(10, 10)
            surface.blit(assets.panel(r.size, assets.GLOW_TARGET + (50,), 12, assets.GLOW_TARGET, 3), r)
            self._pill(surface, "DROP YOUR BID HERE", (r.centerx, r.y - 10), assets.GLOW_TARGET, assets.INK, 14,
                       "center")
        if self.power_moves:
            r = self.shared("power").inflate(8, 8)
            pygame.draw.rect(surface, (200, 150, 255), r, 3, border_radius=14)

    def _draw_trump(self, surface):
        v = self.view
        m = self.model
        r = self.shared("trump")
        surface.blit(assets.panel(r.size, (8, 26, 16, 215), 12, (255, 255, 255, 40), 1), r)
        x = r.x + 14
        cy = r.centery
        phase = v.get("phase")
        if (phase == "bid" or phase == "over") and not m.get("trick"):
            keeper = m.get("keeper", v.get("kittykeeper"))
            who = self.short_name(keeper)
            verb = "lead" if who == "You" else "leads"
            text = (f"Round {v.get('round')}: bidding · the Kittykeeper, {who}, {verb} first"
                    if phase == "bid" else f"Round {v.get('round')} · game over")
            size = assets.fit("bold", text, r.w - 28, 18, 12)
            self._label(surface, text, (x, cy), assets.SOFT, "midleft", size, "bold")
            return
        self._label(surface, f"Trick {m.get('trick_no', v.get('trick_no'))}", (x, cy), assets.WHITE, "midleft", 19,
                    "bold")
        x += 96
        crown = self.wild is not None and any(e["card"] and e["card"]["suit"] == self.wild for e in m.get("trick", []))
        for label, suit, note in (("TRUMP", m.get("trump"), self._trump_note()), ("LEADING", m.get("leading"), "")):
            t = self._label(surface, label, (x, cy), (170, 200, 180), "midleft", 15)
            x += t.get_width() + 8
            if suit in self.suit_info:
                icon = pip(suit, 24, lighten(self.suit_colour(suit), 0.25))
                surface.blit(icon, icon.get_rect(midleft=(x, cy)))
                x += 28
                t = self._label(surface, self.suit_label(suit), (x, cy), assets.WHITE, "midleft", 19, "bold")
            else:
                none = "none" if label == "TRUMP" else "— (not led yet)"
                word = {"hidden": "hidden", None: none}.get(suit, str(suit))
                t = self._label(surface, word, (x, cy), assets.MUTED, "midleft", 18, "bold")
            x += t.get_width() + 6
            if note:
                t = self._label(surface, note, (x, cy + 1), assets.MUTED, "midleft", 14, "cond")
                x += t.get_width() + 6
            x += 18
        if crown:               # Black Cat: any crown in the trick turns the ranking over
            tr = self.shared("trick")
            self._pill(surface, "A CROWN IS IN THE TRICK: THE LOWEST NUMBER WINS", (tr.centerx, tr.bottom - 14),
                       (230, 200, 120), assets.INK, 15, "center")

    def _trump_note(self) -> str:
        v = self.view
        if any(p.get("power") in (3, 4, 31, 32, 33, 41) for p in v.get("active_powers") or []):
            return "(by a power)"
        return "(Kittykeeper's bid)" if self.model.get("trump") not in (None, "hidden") else ""

    def _trick_entries(self) -> dict[str, tuple]:
        """key -> (entry, slot index) of the cards in the trick model."""
        return {e["key"]: (e, i) for i, e in enumerate(self.model.get("trick", []))}

    def _draw_trick_frame(self, surface):
        trick = self.model.get("trick", [])
        if not trick:
            self._draw_results(surface)
            return
        slots = self.trick_slots(len(trick))
        h = self.trick_art.h
        for e, (x, y) in zip(trick, slots):
            name = self.short_name(e["seat"])
            col = assets.GOLD if self.win and self.win["seat"] == e["seat"] else (220, 230, 220)
            self._label(surface, name, (x, y - h / 2 - 4), col, "midbottom", 14)

    def _ignore_note(self, e: dict) -> str:
        sm = self.model["seats"][e["seat"]]
        bid_suit = (sm["face"] or {}).get("suit")
        if e.get("suit") and bid_suit and e["suit"] == bid_suit:
            return "IGNORED · bid suit"
        names = [p["name"] for p in self.view.get("active_powers") or [] if p.get("power") in (26, 39, 40)]
        return f"IGNORED · {names[-1]}" if names else "IGNORED · a power"

    def _draw_over(self, surface, sp: KittySprite):
        """Notes over a trick card: ignored (greyed), the winner's glow."""
        if sp.zone != "trick" or sp._move is not None:
            if sp.zone.endswith(".bid") and sp.card and self.view_seat is not None \
                    and sp.zone.startswith(seat_name(self.view_seat)) and self.model["seats"][self.view_seat]["secret"]:
                r = sp.rect
                self._pill(surface, "SECRET", (r.centerx, r.bottom + 10), (200, 170, 230), assets.INK, 13, "center")
            elif sp.zone.endswith(".hand") and sp.card and self.view_seat is not None:
                sm = self.model["seats"][self.view_seat]
                if sm["face"] and not sm["secret"] and sp.card.get("suit") == sm["face"].get("suit"):
                    r = sp.rect
                    self._pill(surface, "YOUR BID SUIT: IGNORED", (r.centerx, r.y - 2), (120, 120, 120),
                               assets.WHITE, 12, "center")
            return
        entries = self._trick_entries()
        if sp.id not in entries:
            return
        e, _ = entries[sp.id]
        r = sp.rect
        if self.win and self.win.get("key") == sp.id:
            g = self.trick_art.glow(r.size, assets.GLOW_TARGET, 2)
            surface.blit(g, g.get_rect(center=r.center))
            surface.blit(sp.image(), r)
            self._pill(surface, "WINS", (r.centerx, r.bottom + 12), assets.GOLD, assets.INK, 14, "center")
        elif e.get("ignored"):
            surface.blit(assets.panel(r.size, (70, 70, 70, 150), 10), r)
            self._pill(surface, self._ignore_note(e), (r.centerx, r.bottom + 12), (150, 150, 150), assets.INK, 12,
                       "center")
        card = sp.card or {}
        renumbered = e.get("number") not in (None, card.get("number"))
        if card and e.get("suit") and (e["suit"] != card.get("suit") or renumbered):
            what = self.suit_label(e["suit"]).upper()
            if renumbered:
                what = f"{e['number']} OF {what}"
            self._pill(surface, f"AS {what}", (r.centerx, r.centery + 18), (236, 226, 200), assets.INK, 13, "center")
        if e.get("face_down") and sp.card is not None:
            self._pill(surface, "FACE DOWN", (r.centerx, r.y + 12), (200, 170, 230), assets.INK, 12, "center")

    def _draw_results(self, surface):
        """The last round's scores in the empty trick area (the bid phase, the end)."""
        res = self.results
        if not res or self.view.get("phase") not in ("bid", "over"):
            return
        r = self.shared("trick").inflate(-16, -16)
        surface.blit(assets.panel(r.size, (10, 30, 20, 235), 14, assets.GOLD, 2), r)
        t = self._label(surface, f"Round {res['round']} scores", (r.x + 14, r.y + 8), assets.GOLD, "topleft", 18,
                        "bold")
        note = "exactly the bid won (or a team's tricks = its bids): the bid card scores its number"
        room = r.right - (t.get_width() + r.x + 26) - 10
        self._label(surface, note, (t.get_width() + r.x + 26, r.y + 12), assets.MUTED, "topleft",
                    assets.fit("cond", note, room, 13, 9), "cond")
        rows = res["rows"]
        lh = min(22, (r.h - 40) // max(1, len(rows)))
        size = 15 if lh >= 20 else 13
        cols = 1 if len(rows) <= 8 else 2
        colw = r.w // cols
        per = (len(rows) + cols - 1) // cols
        teams = {s: t for t in res["teams"] for s in t["seats"]}
        for i, row in enumerate(rows):
            s = row["seat"]
            x = r.x + 14 + (i // per) * colw
            y = r.y + 36 + (i % per) * lh
            gain = res["gained"].get(s, 0)
            if row["bid"] is None:
                text = f"{self.short_name(s)}: no bid"
            else:
                text = f"{self.short_name(s)}: bid {row['bid']}, won {row['won']}"
            t = teams.get(s)
            team = (f"team {self.suit_label(t['suit'])} won {t['got']} of {t['want']}" if t and not t["all"]
                    else "")
            if gain:
                how = "exact" if row["bid"] == row["won"] else team or "scored"
                text += f" — {how}: +{gain} {'life' if gain == 1 else 'lives'}"
                col = (150, 230, 160)
            else:
                text += " — no lives" + (f" ({team})" if team else "")
                col = (230, 180, 170)
            self._label(surface, text, (x, y), col, "topleft", size, "cond")

    def _status_lines(self) -> list[tuple[str, tuple]]:
        """The status panel, most urgent first (what does not fit is left off at the bottom)."""
        v = self.view
        out = []
        out.append((f"Round {v.get('round')} · {v.get('lives_to_win', 9)} lives end the game", assets.WHITE))
        keeper = self.model.get("keeper", v.get("kittykeeper"))
        if keeper is not None and v.get("phase") != "over":
            out.append((f"Kittykeeper (the cat on a plate): {self.short_name(keeper)}. Leads; the suit of the "
                        f"Kittykeeper's bid is trump; a trick of only ignored cards is theirs.", assets.SOFT))
        for p in v.get("active_powers") or []:
            extra = "".join(f", {k} {p[k] if k != 'seat' else self.short_name(p[k])}"
                            for k in ("suit", "number", "seat") if k in p)
            out.append((f"This trick: power {p['power']} {p['name']} ({self.short_name(p['by'])}{extra}): "
                        f"{p['text']}", (220, 190, 250)))
        if self.view_seat is not None:
            aside = v[seat_name(self.view_seat)].get("aside") or []
            if aside:
                out.append(("You set aside, face down, for the round's final trick: "
                            + ", ".join(c["name"] for c in aside), (220, 190, 250)))
        teams = self.model.get("teams") or []
        for team in teams:
            suit = self.team_suit(team)
            who = " + ".join(self.short_name(s) for s in team)
            if len(team) == self.n:
                text = f"Everyone bid {self.suit_label(suit)}: one team of all, so the team rule is ignored."
            else:
                text = f"Team {self.suit_label(suit)}: {who} — they also score if their tricks add up to their bids."
            out.append((text, lighten(self.suit_colour(suit), 0.45)))
        if not teams and v.get("phase") not in ("bid", "over"):
            out.append(("No teams this round (nobody bid the same suit).", assets.MUTED))
        ranking = sorted(range(self.n), key=lambda s: -self.model["seats"][s]["lives"])
        out.append(("Lives: " + ", ".join(f"{self.short_name(s)} {self.model['seats'][s]['lives']}"
                                          for s in ranking), (235, 220, 160)))
        return out

    def _draw_status(self, surface):
        r = self.shared("status")
        surface.blit(assets.panel(r.size, (8, 26, 16, 215), 14, (255, 255, 255, 40), 2), r)
        y = r.y + 12
        for text, col in self._status_lines():
            p = assets.paragraph("sans", 16, text, r.w - 28, col, 1, 6)
            if y + p.get_height() > r.bottom - 8:
                break
            surface.blit(p, (r.x + 14, y))
            y += p.get_height() + 8

    def _draw_controls(self, surface):
        r = self.shared("controls")
        surface.blit(assets.panel(r.size, (8, 26, 16, 215), 14, (255, 255, 255, 40), 2), r)
        surface.blit(assets.text("bold", 22, self._controls_title(), assets.GOLD), (r.x + 16, r.y + 14))
        surface.blit(self._controls_text(), (r.x + 16, r.y + 52))
        for b in self.buttons:
            b.draw(surface)

    def _draw_zoom(self, surface):
        r = self.shared("zoom")
        sp = self.hover if (self.hover is not None and self.hover.card and not self.drag.active) else None
        if sp is None:
            surface.blit(self._help_panel(r), r)
            return
        surface.blit(self._zoom_panel(sp.card, r), r)

    def _zoom_panel(self, card: dict, r: pygame.Rect) -> pygame.Surface:
        key = ("tricksy-zoom", r.size, self.hand_art.face_key(card, 1.0))
        s = assets._text.get(key)
        if s is None:
            s = pygame.Surface(r.size, pygame.SRCALPHA)
            pygame.draw.rect(s, (8, 26, 16, 220), s.get_rect(), border_radius=14)
            p = card.get("power") if isinstance(card.get("power"), dict) else None
            text = f"Power {p['id']}, {p['name']}: {p['text']}" if p else ""
            para = assets.paragraph("sans", 16, text, r.w - 24, assets.CREAM, 2, 5) if text else None
            room = r.h - 16 - (para.get_height() + 10 if para else 0)
            k = round(min(room / self.hand_art.h, (r.w - 20) / self.hand_art.w, 1.6), 2)
            face = self.hand_art.face(card, k)
            s.blit(face, face.get_rect(midtop=(r.w // 2, 8)))
            if para:
                s.blit(para, (12, 8 + face.get_height() + 8))
            s = assets._convert(s)
            assets._text[key] = s
        return s

    def _help_panel(self, r: pygame.Rect) -> pygame.Surface:
        key = ("tricksy-help", r.size, self.powers_on)
        s = assets._text.get(key)
        if s is None:
            s = pygame.Surface(r.size, pygame.SRCALPHA)
            pygame.draw.rect(s, (8, 26, 16, 200), s.get_rect(), border_radius=14)
            pygame.draw.rect(s, (255, 255, 255, 40), s.get_rect(), 2, border_radius=14)
            s.blit(assets.text("bold", 20, "How to play", assets.SOFT), (14, 10))
            tips = ("Win exactly the tricks your bid says: the bid card becomes lives (9 lives end the game).\n"
                    "Follow the leading suit if you can. Trump (the Kittykeeper's bid suit) beats it.\n"
                    "A card in the suit of its player's own bid is IGNORED.\n"
                    "Same bid suit = a team for the round: its tricks must add up to its bids.\n"
                    + ("Powers: drag a row card onto POWER before you play.\n" if self.powers_on else "")
                    + "Hover a card to see it here; right-click to read it.")
            for size in (16, 15, 14, 13):
                p = assets.paragraph("sans", size, tips, r.w - 28, assets.SOFT, 3)
                if p.get_height() <= r.h - 48:
                    break
            s.blit(p, (14, 42))
            s = assets._convert(s)
            assets._text[key] = s
        return s

    def _draw_piles(self, surface):
        r = self.shared("piles")
        surface.blit(assets.panel(r.size, (8, 26, 16, 215), 14, (255, 255, 255, 40), 2), r)
        v = self.view
        left = v.get("leftovers") or []
        self._label(surface, "LEFT OVER this round (shown, not used)", (r.x + 12, r.y + 10), assets.SOFT)
        small = self._art((60, 84))
        if left:
            step = min(small.w + 6, (r.w - 24 - small.w) / max(1, len(left) - 1)) if len(left) > 1 else 0
            for i, c in enumerate(left):
                surface.blit(small.face(c), (r.x + 12 + i * step, r.y + 32))
        else:
            self._label(surface, "none — the cards were dealt evenly", (r.x + 12, r.y + 36), assets.MUTED, size=14,
                        kind="cond")
        y = r.y + 128
        if self.powers_on:
            d = v.get("discard") or []
            back = small.back()
            for i in range(min(3, (len(d) + 4) // 5)):
                surface.blit(back, (r.x + 12 + i * 3, y + 10 - i * 3))
            self._label(surface, f"DISCARD PILE: {len(d)}", (r.x + 90, y + 16), assets.SOFT)
            self._label(surface, "click to look through it", (r.x + 90, y + 38), assets.MUTED, size=14, kind="cond")
            y += 104
        self._label(surface, "Click a seat's cat heads to see its scored bid cards.", (r.x + 12, r.bottom - 24),
                    assets.MUTED, size=13, kind="cond")


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
