"""The Tricksy Kittens table's own picture of the game: what each seat shows (hand, bid, kept
cards, counts), the trick and the teams, built from the view and moved card by card as the
beats (beats.py) play the events, so every step shows before the final view arrives. Cards
are :class:`KittySprite` s that can flip over; three sizes (the hand, the trick, the seats).

Functions of the plan (:class:`~scenes.games.tricksy.table.TricksyPlan`, ``p``): the picture is
``p.model`` (and ``p.cards``, the last known face of every card id), the sprites ``p.sprites``.
"""
from __future__ import annotations

import pygame

from game.core.contract import CardMoved, seat_name
from scenes import assets
from scenes.games.tricksy import choices, places
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


def remember(p, v: dict) -> None:
    """Keep the face of every card the view shows (a card that leaves the view is still drawn)."""
    for s in range(p.n):
        pv = v[seat_name(s)]
        for c in (pv.get("hand") or []) + pv["row"] + ([pv["bid"]] if pv["bid"] else []) + (pv.get("aside") or []):
            p.cards[c["id"]] = c
    for e in v["trick"]:
        if e["card"]:
            p.cards[e["card"]["id"]] = e["card"]
    for c in (v.get("last_trick") or {}).get("cards", []):
        p.cards[c["id"]] = c


def model_from_view(p, v: dict) -> dict:
    """What the table shows of view ``v``: each seat's cards and counts, the trick, the teams."""
    remember(p, v)
    seats = []
    for s in range(p.n):
        pv = v[seat_name(s)]
        if pv["row"]:
            bid, face, kept = pv["row"][0]["id"], pv["row"][0], [c["id"] for c in pv["row"][1:]]
        elif pv["bid"]:
            bid, face, kept = pv["bid"]["id"], pv["bid"], []
        elif pv["bid_placed"]:
            bid, face, kept = f"bid:{s}", None, []
        else:
            bid, face, kept = None, None, []
        seats.append({"hand": [c["id"] for c in pv["hand"]] if pv["hand"] is not None else None,
                      "hand_count": pv["hand_count"], "bid": bid, "face": face, "secret": not pv["bid_revealed"],
                      "kept": kept, "tricks": pv["tricks"], "won": pv["won_count"], "lives": pv["lives"],
                      "aside": pv["aside_count"], "placed": pv["bid_placed"]})
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
            p.team_suits[tuple(team)] = suit
    return {"seats": seats, "trick": trick, "teams": teams, "all_one": v["all_one_team"],
            "trick_no": v["trick_no"], "round": v["round"],
            "trump": v["trump"], "leading": v["leading"], "keeper": v["kittykeeper"]}


def targets(p) -> dict[str, tuple]:
    """Where every visible card of the model belongs: key -> (pos, zone, art, face)."""
    out = {}
    m = p.model
    art = places.trick_face_art(p, len(m["trick"]))
    for e, xy in zip(m["trick"], places.trick(p, len(m["trick"]))):
        out[e["key"]] = (xy, "trick", art, e["card"])
    for s, sm in enumerate(m["seats"]):
        sn = seat_name(s)
        art = p.seat_art[s]
        if sm["bid"] is not None:
            out[sm["bid"]] = (p.table.zone(s, "bid").center, f"{sn}.bid", art, sm["face"])
        for cid, xy in zip(sm["kept"], places.row_slots(p, s, len(sm["kept"]))):
            out[cid] = (xy, f"{sn}.row", art, p.cards.get(cid))
        if sm["hand"] is None:
            continue
        if s == p.table.view_seat or p.table.pos_name(s) == "p1":     # the viewer's, or p1's in the show
            mine = s == p.table.view_seat
            for cid, xy in zip(sm["hand"], places.hand(p, len(sm["hand"]))):
                lift = 0
                if mine and cid in p.selected:
                    lift = 40
                elif mine and p.table.hover is not None and p.table.hover.id == cid:
                    lift = 26
                out[cid] = ((xy[0], xy[1] - lift), f"{sn}.hand", p.hand_art, p.cards.get(cid))
        else:                                                   # another seat's open hand
            for cid, xy in zip(sm["hand"], places.open_slots(p, s, len(sm["hand"]))):
                out[cid] = (xy, f"{sn}.hand", p.open_art, p.cards.get(cid))
    return out


def place_all(p, animate: bool, src: dict | None = None, delays: dict | None = None):
    """Move every sprite to where the model says (new sprites start at ``src[key]``)."""
    where = targets(p)
    src = src or {}
    delays = delays or {}
    for key, (pos, zone, art, face) in where.items():
        sp = p.sprites.get(key)
        if sp is None or sp.gone or sp.fade is not None:
            start = src.get(key, pos) if animate else pos
            sp = KittySprite(key, face, art, start)
            p.sprites[key] = sp
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
    for key, sp in list(p.sprites.items()):
        if key not in where:
            if not animate or sp.gone:
                del p.sprites[key]
                if p.table.hover is sp:
                    p.table.hover = None
            elif sp.fade is None:
                sp.remove(delay=0.25)
    p.table.app.dirty = True


def fly_away(p, key: str, pos, fade_delay: float = 0.35):
    """A card leaving the visible table: slide to ``pos`` and fade out there."""
    sp = p.sprites.get(key)
    if sp is None or sp.gone:
        return
    sp.move_to(pos)
    sp.zone = "leaving"
    sp.remove(delay=fade_delay)


def fly_back(p, src, dst, art):
    """A face-down card flying from one place to another (a pass, a set-aside)."""
    key = f"fly:{len(p.trace)}:{id(src)}"
    sp = KittySprite(key, None, art, src)
    sp.zone = "leaving"
    sp.move_to(dst)
    sp.remove(delay=0.3)
    p.sprites[key] = sp
    p.trace.append(("fly", src, dst))


def catch_up(p, animate: bool) -> None:
    """The table's picture from the fresh view (``p.table.view``): the model, a decided trick's
    winner, the picked cards still in the hand, and every card where it belongs."""
    tb = p.table
    p.model = model_from_view(p, tb.view)
    p.win = None
    w = tb.view.get("winning")
    if (tb.view.get("choice") or {}).get("kind") == "keep" and w:     # the trick is decided
        key = next((e["key"] for e in p.model["trick"] if e["card"] and e["card"]["id"] == w["card"]), None)
        p.win = {"seat": w["seat"], "key": key, "reason": w["reason"], "no": tb.view["trick_no"]}
    p.selected = [c for c in p.selected if c in (places.own_hand(p) or [])]
    place_all(p, animate)



def after_hand(p, seat) -> list[str]:
    """A seat's hand as the fresh view has it (which card of a hand named "?" moved)."""
    pv = p.table.view.get(seat_name(seat)) or {}
    return [c["id"] for c in (pv.get("hand") or [])]


def apply_move(p, e: CardMoved, src: dict, delays: dict, i: int):
    """One card move of the events on the picture: out of its source, into its destination (``src``: where
    a new sprite starts; ``delays``: per sprite)."""
    m = p.model
    S = m["seats"]
    (ss, sk), (ds, dk) = split_zone(e.src), split_zone(e.dst)
    card = None if e.card == "?" else e.card
    key = None                 # the sprite key of what left the source, if shown
    p.trace.append(("move", e.card, e.src, e.dst))
    # -- out of the source
    if sk == "hand":
        sm = S[ss]
        sm["hand_count"] = max(0, sm["hand_count"] - 1)
        if sm["hand"] is not None:
            if card is None:   # our own card, named "?" for the others: the one that left
                after = set(after_hand(p, ss))
                gone = [c for c in sm["hand"] if c not in after]
                card = gone[0] if gone else None
            if card in sm["hand"]:
                sm["hand"].remove(card)
                key = card
    elif sk == "row":
        sm = S[ss]
        if sm["bid"] == card:
            sm["bid"] = sm["kept"].pop(0) if sm["kept"] else None
            sm["face"] = p.cards.get(sm["bid"]) if sm["bid"] else None
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
        face = p.cards.get(card) if card else None
        if key is None:
            src[k] = places.plate_centre(p, ss)
        elif key != k:
            rename(p, key, k)
        m["trick"].append({"key": k, "seat": ss, "card": face, "ignored": None, "why": None,
                           "suit": face["suit"] if face else None, "number": face["number"] if face else None,
                           "face_down": getattr(e, "face_down", False)})
        trick_from_view(p)
        p.trace.append(("play", ss, card))
    elif dk == "bid":
        sm = S[ds]
        sm["placed"] = True
        if sm["hand"] is not None and key:
            sm["bid"], sm["face"], sm["secret"] = key, p.cards.get(key), True
        else:
            sm["bid"], sm["face"] = f"bid:{ds}", None
            src[sm["bid"]] = places.plate_centre(p, ds)
    elif dk == "row":
        sm = S[ds]
        if sk == "bid":        # the reveal: the face-down bid flips over
            old = sm["bid"]
            sm["secret"] = False
            sm["face"] = p.cards.get(card)
            if old and old != card:
                rename(p, old, card)
                sp = p.sprites.get(card)
                if sp is not None:
                    sp.set_card(sm["face"])
                    sp.start_flip(0.04 * i)
            sm["bid"] = card
            p.trace.append(("reveal", ds, card))
        elif sm["bid"] is None:
            sm["bid"], sm["face"] = card, p.cards.get(card)
        else:
            sm["kept"].append(card)
        if key is None and card is not None:
            src[card] = places.plate_centre(p, ss) if ss is not None else p.table.shared("trick").center
    elif dk == "hand":
        sm = S[ds]
        sm["hand_count"] += 1
        if sm["hand"] is not None:
            if card is None:
                new = [c for c in after_hand(p, ds) if c not in sm["hand"]]
                card = new[0] if new else None
            if card is not None:
                sm["hand"].append(card)
                if key is None:
                    src[card] = places.plate_centre(p, ss) if ss is not None else p.table.shared("trick").center
                elif key != card:
                    rename(p, key, card)
        elif key is not None:
            fly_away(p, key, places.plate_centre(p, ds))
        elif ss is not None and ss != ds:
            fly_back(p, places.plate_centre(p, ss), places.plate_centre(p, ds), p.seat_art[ds])
    elif dk == "won":
        S[ds]["won"] += 1
        if key is not None:
            fly_away(p, key, p.table.zone(ds, "won").midleft, 0.3)
            delays[key] = 0.03 * i
    elif dk == "lives":
        if key is not None:
            fly_away(p, key, p.table.zone(ds, "lives").center, 0.25)
    elif dk == "discard":
        if key is not None:
            mine = ss == p.table.view_seat and sk == "row"
            to = p.table.shared("power").center if mine else p.table.shared("piles").center
            fly_away(p, key, to, 0.5 if sk == "row" else 0.25)
    elif dk == "aside":
        S[ds]["aside"] += 1
        if key is not None:
            fly_away(p, key, places.plate_centre(p, ds))
        else:
            fly_back(p, p.table.shared("hand").center if ds == p.table.view_seat else places.plate_centre(p, ds),
                     places.plate_centre(p, ds), p.seat_art[ds])


def trick_from_view(p):
    """The trick header (trump, leading suit) and each card's suit and number as played (a
    crown names a suit, a wild card counts as another), from the view when it still shows
    this trick, else from its last trick."""
    v, m = p.table.view, p.model
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


def rename(p, old: str, new: str):
    """A sprite takes another key (a face-down card turned up, a bid revealed)."""
    sp = p.sprites.pop(old, None)
    if sp is not None:
        sp.id = new
        p.sprites[new] = sp


def turn_trick_over(p):
    """Face-down cards turned up or swapped (powers 12, 27, 35): the trick from the view (or,
    when it is over, from the last trick), each changed card flipping where it lies."""
    v = p.table.view
    m = p.model
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
        if old["key"] != nw["key"] and old["key"].startswith("down:") and nw["key"] not in p.sprites:
            rename(p, old["key"], nw["key"])
            sp = p.sprites.get(nw["key"])
            if sp is not None:
                sp.set_card(nw["card"])
                sp.start_flip()
    m["trick"] = new


def row_hidden(p) -> set:
    """The kept cards the rows leave out (the oldest, where a row has more than fit): not drawn."""
    out = set()
    for s, sm in enumerate(p.model.get("seats", [])):
        kept = sm["kept"]
        out.update(kept[:len(kept) - places.row_shown(p, s, len(kept))])
    return out


def draw_list(p) -> list[KittySprite]:
    """The sprites in drawing order: seats, trick, hand (the hovered one last), moving, carried (not
    the kept cards a row leaves out)."""
    seats, trick, hand, moving, top = [], [], [], [], []
    hidden = row_hidden(p)
    for sp in p.sprites.values():
        if sp.id in hidden and not sp.dragging and not (sp.animating and sp._move is not None):
            continue
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
    order = {e["key"]: i for i, e in enumerate(p.model.get("trick", []))}
    trick.sort(key=lambda s: order.get(s.id, 99))
    own = places.own_hand(p) or []
    hi = {cid: i for i, cid in enumerate(own)}
    hand.sort(key=lambda s: (s is p.table.hover, hi.get(s.id, 0)))
    kept_order = {}
    for sm in p.model.get("seats", []):
        for i, cid in enumerate(sm["kept"]):
            kept_order[cid] = i
    seats.sort(key=lambda s: kept_order.get(s.id, -1))
    return seats + trick + hand + moving + top


def sprite_at(p, pos) -> KittySprite | None:
    """The topmost card under ``pos`` that is not leaving, or None."""
    for sp in reversed(draw_list(p)):
        if sp.gone or sp.fade is not None or sp.zone == "leaving":
            continue
        if sp.rect.collidepoint(pos):
            return sp
    return None


def card_name(p, cid) -> str:
    """A card's name as last seen, or "a card"."""
    c = p.cards.get(cid)
    return c["name"] if c else "a card"


def beat_moves(p, moves):
    """Play moves of one beat on the picture, then lay the cards out and glow them."""
    src: dict[str, tuple] = {}
    delays: dict[str, float] = {}
    kinds = set()
    for i, e in enumerate(moves):
        kinds.add((split_zone(e.src)[1], split_zone(e.dst)[1]))
        apply_move(p, e, src, delays, i)
    if p.powers_on:            # with powers the tricks won are the row's cards after the bid
        for sm in p.model["seats"]:
            sm["tricks"] = len(sm["kept"])
    if kinds & {("trick", "won"), ("trick", "row"), ("trick", "discard")}:
        p.win = None
        v, m = p.table.view, p.model
        m["keeper"] = v["kittykeeper"]
        if not m["trick"] and v["round"] == m["round"] and v["phase"] in ("play", "power_choice"):
            m["trick_no"], m["trump"], m["leading"] = v["trick_no"], v["trump"], v["leading"]
    place_all(p, True, src, delays)
    choices.apply_highlights(p)


def beat_swap(p, seat: int, card: str, taken: str):
    """Power 27: ``card`` from ``seat``'s hand takes the place of the trick card ``taken``."""
    sm = p.model["seats"][seat]
    entry = next((t for t in p.model["trick"] if t["key"] == taken), None)
    p.trace.append(("swap", card, taken))
    if entry is None:
        return
    face = p.cards.get(card)
    entry.update(key=card, card=face, suit=face["suit"] if face else None, ignored=None, face_down=False)
    src = {}
    if sm["hand"] is not None:
        if card in sm["hand"]:
            sm["hand"].remove(card)
        sm["hand"].append(taken)
    else:
        src[card] = places.plate_centre(p, seat)
        fly_away(p, taken, places.plate_centre(p, seat))
    place_all(p, True, src)
    choices.apply_highlights(p)


def add_trick(p, seat: int):
    """The plain game: the trick's winner has one more trick."""
    p.model["seats"][seat]["tricks"] += 1
    r = p.table.zone(seat, "won")            # over the won pile, never up onto the cat heads
    p.floaters.add("+1 trick", (r.centerx, r.centery + 8), (160, 240, 170), 24, 1.1, rise=16)


def show_lives(p, seat: int, old: int, new: int):
    """A seat's lives go up: the count flashes and a floater says by how much."""
    p.model["seats"][seat]["lives"] = new
    p.flash[seat] = 1.0
    r = p.table.zone(seat, "lives")
    p.floaters.add(f"+{new - old} {'life' if new - old == 1 else 'lives'}", (r.centerx, r.y - 4), assets.GOLD,
                   30, 1.6, rise=30)
    p.trace.append(("lives", seat, old, new))


def beat_deal(p):
    """A new round: fresh hands (ours fly in from the middle), empty bids, rows and piles."""
    v = p.table.view
    m = p.model
    centre = p.table.shared("trick").center
    src, delays = {}, {}
    for s, sm in enumerate(m["seats"]):
        pv = v[seat_name(s)]
        old_hand = set(sm["hand"] or [])
        sm.update(hand=[c["id"] for c in pv["hand"]] if pv["hand"] is not None else None,
                  hand_count=pv["hand_count"], bid=None, face=None, secret=True, kept=[], tricks=0, won=0,
                  aside=0, placed=False)
        if sm["hand"] is not None:
            for i, cid in enumerate(sm["hand"]):
                if cid not in old_hand or cid not in p.sprites:
                    src[cid] = centre
                    delays[cid] = 0.05 * i
    for key in [k for k in p.sprites if k in src]:
        del p.sprites[key]
    m["trick"] = []
    m["teams"], m["all_one"] = [], False
    m.update(round=v["round"], trick_no=v["trick_no"], trump=v["trump"], leading=v["leading"],
             keeper=v["kittykeeper"])
    p.win = None
    p.trace.append(("deal", v["round"]))
    place_all(p, True, src, delays)



def team_of(p, seat: int) -> list[int] | None:
    """The team (its seats) ``seat`` is on this round, or None."""
    for team in p.model.get("teams") or []:
        if seat in team:
            return team
    return None


def team_suit(p, team) -> str | None:
    """The suit a team bid (kept once its bids were revealed)."""
    suit = p.team_suits.get(tuple(team))
    if suit is None:
        sm = p.model["seats"][team[0]]
        suit = (sm["face"] or {}).get("suit")
    return suit
