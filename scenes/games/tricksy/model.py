"""The Tricksy Kittens table's own picture of the game: what each seat shows (hand, bid, kept
cards, counts), the trick and the teams, built from the view and moved card by card as the
beats (beats.py) play the events, so every step shows before the final view arrives. Cards
are :class:`KittySprite` s that can flip over; three sizes (the hand, the trick, the seats).
"""
from __future__ import annotations

import pygame

from game.core.contract import CardMoved, seat_name
from scenes import assets
from scenes.table.board import split_zone
from scenes.widgets.cards import CardSprite
from scenes.widgets.tween import Tween, ease_in_out


def ignored_why(entry: dict):
    """A view trick entry's reason for being ignored: (why, power) or None."""
    return (entry["ignored_why"], entry["ignored_power"]) if entry["ignored"] else None


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


class TableModel:
    """The part of :class:`~scenes.games.tricksy.table.TricksyTable` that keeps its picture."""

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
                          "ignored": e["ignored"], "why": ignored_why(e), "suit": e["suit"], "number": e["number"],
                          "face_down": e["face_down"]})
        teams = [list(t) for t in v["teams"]]
        for team in teams:
            suit = next((v[seat_name(s)]["row"][0]["suit"] for s in team if v[seat_name(s)]["row"]), None)
            if suit is not None:
                self.team_suits[tuple(team)] = suit
        return {"seats": seats, "trick": trick, "teams": teams, "all_one": v["all_one_team"],
                "trick_no": v["trick_no"], "round": v["round"],
                "trump": v["trump"], "leading": v["leading"], "keeper": v["kittykeeper"]}

    def _targets(self) -> dict[str, tuple]:
        """Where every visible card of the model belongs: key -> (pos, zone, art, face)."""
        out = {}
        m = self.model
        art = self.trick_face_art(len(m["trick"]))
        for e, xy in zip(m["trick"], self.trick_slots(len(m["trick"]))):
            out[e["key"]] = (xy, "trick", art, e["card"])
        for s, sm in enumerate(m["seats"]):
            sn = seat_name(s)
            art = self.seat_art[s]
            if sm["bid"] is not None:
                out[sm["bid"]] = (self.zone(s, "bid").center, f"{sn}.bid", art, sm["face"])
            for cid, xy in zip(sm["kept"], self.row_slots(s, len(sm["kept"]))):
                out[cid] = (xy, f"{sn}.row", art, self.cards.get(cid))
            if sm["hand"] is None:
                continue
            if s == self.view_seat or self.pos_name(s) == "p1":     # the viewer's, or p1's in the show
                mine = s == self.view_seat
                for cid, xy in zip(sm["hand"], self.hand_slots(len(sm["hand"]))):
                    lift = 0
                    if mine and cid in self.selected:
                        lift = 40
                    elif mine and self.hover is not None and self.hover.id == cid:
                        lift = 26
                    out[cid] = ((xy[0], xy[1] - lift), f"{sn}.hand", self.hand_art, self.cards.get(cid))
            else:                                                   # another seat's open hand
                for cid, xy in zip(sm["hand"], self.open_slots(s, len(sm["hand"]))):
                    out[cid] = (xy, f"{sn}.hand", self.open_art, self.cards.get(cid))
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

    def sync(self, events=(), animate: bool = True):
        """Catch the table up with the view (no beats: instant, or a plain slide)."""
        self.view = self.ruleset.view(self.state, self.view_seat)
        self.model = self._model_from_view(self.view)
        self.win = None
        w = self.view.get("winning")
        if (self.view.get("choice") or {}).get("kind") == "keep" and w:     # the trick is decided
            key = next((e["key"] for e in self.model["trick"] if e["card"] and e["card"]["id"] == w["card"]), None)
            self.win = {"seat": w["seat"], "key": key, "reason": w["reason"], "no": self.view["trick_no"]}
        self.selected = [c for c in self.selected if c in (self._own_hand() or [])]
        self._place_all(animate)
        self.refresh_legal()

    def _own_hand(self) -> list[str] | None:
        if self.view_seat is None or not self.model:
            return None
        return self.model["seats"][self.view_seat]["hand"]

    def turn_table(self):
        """Turned to another seat (``set_view_seat``): its half-made choice dropped, the zones laid out again."""
        self.selected = []
        self._geometry()

    def _after_hand(self, seat) -> list[str]:
        p = self.view.get(seat_name(seat)) or {}
        return [c["id"] for c in (p.get("hand") or [])]

    def _apply_move(self, e: CardMoved, src: dict, delays: dict, i: int):
        m = self.model
        S = m["seats"]
        (ss, sk), (ds, dk) = split_zone(e.src), split_zone(e.dst)
        card = None if e.card == "?" else e.card
        key = None                 # the sprite key of what left the source, if shown
        self.trace.append(("move", e.card, e.src, e.dst))
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
            m["trick"].append({"key": k, "seat": ss, "card": face, "ignored": None, "why": None,
                               "suit": face["suit"] if face else None, "number": face["number"] if face else None,
                               "face_down": getattr(e, "face_down", False)})
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
        elif dk == "aside":
            S[ds]["aside"] += 1
            if key is not None:
                self._fly_away(key, self.plate_centre(ds))
            else:
                self._fly_back(self.shared("hand").center if ds == self.view_seat else self.plate_centre(ds),
                               self.plate_centre(ds), self.seat_art[ds])

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
                    t["ignored"], t["why"] = e["ignored"], ignored_why(e)
        elif last.get("no") == m.get("trick_no"):
            m["trump"], m["leading"] = last.get("trump"), last.get("lead")

    def _rename(self, old: str, new: str):
        sp = self.sprites.pop(old, None)
        if sp is not None:
            sp.id = new
            self.sprites[new] = sp

    def turn_trick_over(self):
        """Face-down cards turned up or swapped (powers 12, 27, 35): the trick from the view (or,
        when it is over, from the last trick), each changed card flipping where it lies."""
        v = self.view
        m = self.model
        last = v.get("last_trick") or {}
        if v["trick"] and v["trick_no"] == m.get("trick_no"):
            new = [{"key": e["card"]["id"] if e["card"] else f"down:{e['seat']}:{i}", "seat": e["seat"],
                    "card": e["card"], "ignored": e["ignored"], "why": ignored_why(e), "suit": e["suit"],
                    "number": e["number"], "face_down": e["face_down"]} for i, e in enumerate(v["trick"])]
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

    def card_name(self, cid) -> str:
        c = self.cards.get(cid)
        return c["name"] if c else "a card"

    def beat_moves(self, moves):
        src: dict[str, tuple] = {}
        delays: dict[str, float] = {}
        kinds = set()
        for i, e in enumerate(moves):
            kinds.add((split_zone(e.src)[1], split_zone(e.dst)[1]))
            self._apply_move(e, src, delays, i)
        if self.powers_on:            # with powers the tricks won are the row's cards after the bid
            for sm in self.model["seats"]:
                sm["tricks"] = len(sm["kept"])
        if kinds & {("trick", "won"), ("trick", "row"), ("trick", "discard")}:
            self.win = None
            v, m = self.view, self.model
            m["keeper"] = v["kittykeeper"]
            if not m["trick"] and v["round"] == m["round"] and v["phase"] in ("play", "power_choice"):
                m["trick_no"], m["trump"], m["leading"] = v["trick_no"], v["trump"], v["leading"]
        self._place_all(True, src, delays)
        self.apply_highlights()

    def beat_swap(self, seat: int, card: str, taken: str):
        """Power 27: ``card`` from ``seat``'s hand takes the place of the trick card ``taken``."""
        sm = self.model["seats"][seat]
        entry = next((t for t in self.model["trick"] if t["key"] == taken), None)
        self.trace.append(("swap", card, taken))
        if entry is None:
            return
        face = self.cards.get(card)
        entry.update(key=card, card=face, suit=face["suit"] if face else None, ignored=None, face_down=False)
        src = {}
        if sm["hand"] is not None:
            if card in sm["hand"]:
                sm["hand"].remove(card)
            sm["hand"].append(taken)
        else:
            src[card] = self.plate_centre(seat)
            self._fly_away(taken, self.plate_centre(seat))
        self._place_all(True, src)
        self.apply_highlights()

    def add_trick(self, seat: int):
        """The plain game: the trick's winner has one more trick."""
        self.model["seats"][seat]["tricks"] += 1
        r = self.zone(seat, "won")            # over the won pile, never up onto the cat heads
        self.floaters.add("+1 trick", (r.centerx, r.centery + 8), (160, 240, 170), 24, 1.1, rise=16)

    def show_lives(self, seat: int, old: int, new: int):
        self.model["seats"][seat]["lives"] = new
        self.flash[seat] = 1.0
        r = self.zone(seat, "lives")
        self.floaters.add(f"+{new - old} {'life' if new - old == 1 else 'lives'}", (r.centerx, r.y - 4), assets.GOLD,
                          30, 1.6, rise=30)
        self.trace.append(("lives", seat, old, new))

    def beat_deal(self):
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
        m["teams"], m["all_one"] = [], False
        m.update(round=v["round"], trick_no=v["trick_no"], trump=v["trump"], leading=v["leading"],
                 keeper=v["kittykeeper"])
        self.win = None
        self.trace.append(("deal", v["round"]))
        self._place_all(True, src, delays)
