"""Where The Nine's cards lie: the slots of each zone of the layout, the plan's board (a shared
:class:`~scenes.table.board.Board` loaded from ``view["zones"]``, the opponent's hand, a count in
the view, listed as the cards the viewer saw and face-down places), the faces the table knows,
and every sprite's place, art and layout zone (``place_all``). A sprite's ``zone`` is the zone of
the *layout* it is drawn in: ``p1.*`` is always the seat at the screen, ``event`` an Event waiting
in the middle, ``p1.bid`` a card on the bid being built. Functions of the plan
(:class:`scenes.games.thenine.table.TheNinePlan`); nothing here decides a rule."""
from __future__ import annotations

import pygame

from game.core.contract import seat_name
from scenes.games.thenine.arrange import open_layout
from scenes.games.thenine.art import name_band
from scenes.scene import LOGICAL
from scenes.table.board import split_zone
from scenes.widgets.cards import hand_positions
from scenes.widgets.counter import Counter as TickCounter

LABEL = 28                   # height of a zone's label line (23 px type)
PLAY_LABEL = 26              # what the label of a row of Warriors (23 px) takes off the cards' room
ATTACKING, BLOCKING = 18, 12  # how far a chosen attacker / an assigned blocker moves towards the middle
LUNGE_OVER = 4               # ... at most this far over the edge of its row (lunge_room)


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


def two_rows(layout, n: int) -> bool:
    """A hand of ``n`` cards that would overlap in one row lies in two (``hand_slots``) when the
    hand's zone has room for the row behind to show its names."""
    w, h = layout.card_size
    z = layout.rect("p1.hand")
    return n > 1 and (z.w - w) / (n - 1) < w + 6 and z.bottom - h - (z.y - 4) >= name_band(w) - 8


def hand_slots(layout, n: int) -> list[tuple[float, float]]:
    """Centres of the viewer's hand cards (the table and the e2e test aim with this): one row, or,
    when one row would overlap them, two staggered rows (every other card lower by the height of
    a name, between two of the row behind it, drawn over it), so that every card shows its name
    (issue 27: no "Shield Wa"; the front row of a crowded hand in the open-hands arrangement overlaps)."""
    z = layout["p1.hand"]
    if not two_rows(layout, n):
        return hand_positions(z.rect, n, z.facing, layout.card_size)
    w, h = layout.card_size
    front = z.rect.bottom - h
    back = max(z.rect.y - 4, front - name_band(w))
    step = min(1.5 * w, (z.rect.w - w) / (n - 1) * 2) / 2      # half the spacing within a row
    x0 = z.rect.centerx - step * (n - 1) / 2
    return [(x0 + step * i, (back if i % 2 == 0 else front) + h / 2) for i in range(n)]


def play_slots(layout, side: str, n: int) -> list[tuple[float, float]]:
    """Centres of the Warriors in play on ``side`` ("p1" = the viewer's), clear of the zone's label
    (along the top edge of the opponent's row, the bottom edge of the viewer's)."""
    r = layout.rect(f"{side}.play")
    if side == "p1":
        r.h -= PLAY_LABEL
    else:
        r.y, r.h = r.y + PLAY_LABEL, r.h - PLAY_LABEL
    return row_slots(r, n, layout.card_size[0], 16)


def lunge_room(layout, side: str) -> int:
    """How far a chosen attacker or an assigned blocker may move towards the middle: to the edge of
    its row and ``LUNGE_OVER`` pixels over it (the open-hands arrangement has less room than the usual one)."""
    r = layout.rect(f"{side}.play")
    slots = play_slots(layout, side, 1)
    if not slots:
        return 0
    y = slots[0][1]
    h = layout.card_size[1]
    edge = r.bottom - (y + h / 2) if side == "p2" else (y - h / 2) - r.top
    return max(0, int(edge) + LUNGE_OVER)


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


def parse_zone(name: str):
    """``"p2.play"`` -> (1, "play"); ``"rr.unclaimed"`` -> (-1, "unclaimed"); else None."""
    seat, rest = split_zone(name or "")
    if seat is not None:
        return seat, rest
    head, _, kind = (name or "").partition(".")
    return (-1, kind) if head == "rr" and kind else None


# ------------------------------------------------------------------ geometry
def hands_open(p, view: dict | None = None) -> bool:
    """The view gives the far seat's hand as cards (the show, a lesson with open hands)."""
    v = p.table.view if view is None else view
    return isinstance((v.get("zones") or {}).get(f"{seat_name(1 - p.table.near)}.hand"), list)


def crowded(layout, zone: str, n: int) -> bool:
    """One row of ``n`` table-size cards across the layout's ``zone`` would overlap them (and hide
    a name under the next card)."""
    w = layout.card_size[0]
    return n > 1 and (layout.rect(zone).w - w) / (n - 1) < w + 4


def far_tags(p) -> bool:
    """Every hand is face up and one row of the far hand's cards would cover their names: the
    table names those cards on tags in the far hand's strip (``draw.draw_hand_tags``) and does not
    draw the cards while they lie there (issue 27: no "Longs" under the next card)."""
    L = p.table.layout
    return L is not p.closed_layout and crowded(L, "p2.hand", p.board.count(f"{seat_name(1 - p.table.near)}.hand"))


def near_tags(p) -> bool:
    """The same for the near hand in the show (every hand face up, nobody at the screen): its row has
    no room for the two staggered rows of a player's crowded hand (:func:`two_rows`), so a hand
    that would cover its names is named on tags in its strip instead."""
    L = p.table.layout
    n = p.board.count(f"{seat_name(p.table.near)}.hand")
    return L is not p.closed_layout and p.table.view_seat is None and crowded(L, "p1.hand", n) and not two_rows(L, n)


def tagged(p) -> dict[str, str]:
    """The hands named on tags now: layout zone -> the rules' zone of that hand."""
    out = {}
    if far_tags(p):
        out["p2.hand"] = f"{seat_name(1 - p.table.near)}.hand"
    if near_tags(p):
        out["p1.hand"] = f"{seat_name(p.table.near)}.hand"
    return out


def arrange(p, view: dict) -> None:
    """The map's ``open_hands`` arrangement while every hand is face up, else the usual one."""
    if hands_open(p, view):
        if p._open_layout is None:
            p._open_layout = open_layout(p.closed_layout)
        want = p._open_layout
    else:
        want = p.closed_layout
    if want is not p.table.layout:
        p.table.layout = want
        p.clock.place()
        geometry(p)


def layout_zone(p, zone: str) -> str:
    """The layout zone an engine zone is drawn in: ``"p2.play"`` -> ``"p1.play"`` when seat
    p2 sits at the screen; ``rr.*`` stay."""
    seat, rest = split_zone(zone)
    return zone if seat is None else f"{p.table.pos_name(seat)}.{rest}"


def geometry(p):
    p.banner_lines = 3 if p.table.layout.rect("banner").h >= 96 else 2
    old = p.counters
    p.counters = {}
    for s in (0, 1):
        h = old.get((s, "health"))
        g = old.get((s, "glory"))
        p.counters[(s, "health")] = TickCounter(p.table.zone(s, "health"), "HEALTH", h.target if h else 40,
                                                   duration=0.6)
        p.counters[(s, "glory")] = TickCounter(p.table.zone(s, "glory"), "GLORY", g.target if g else 0,
                                                  duration=0.6, colour=(250, 220, 120))
    p.dice.relabel(["", ""])                 # the names are drawn beside the dice at 23 px (draw.py)
    p.bg = None


def origin(p, zone: str) -> tuple[float, float] | None:
    """Where a card new to the table comes from: the centre of the zone it left."""
    name = layout_zone(p, zone)
    return p.table.layout.rect(name).center if name in p.table.layout.zones else None


# ------------------------------------------------------------------ the board
def zones_of(p, view: dict) -> dict:
    """The view's zones, the opponent's hand (a count) listed as the cards the viewer saw
    (``peek``) and face-down places ``p2.hand#3``."""
    zones = dict(view["zones"])
    hidden = set()
    for s in (0, 1):
        z = f"{seat_name(s)}.hand"
        if isinstance(zones.get(z), dict):
            n = int(zones[z].get("count", 0))
            saw = (view[seat_name(1 - s)].get("peek") or [])[:n] if p.table.view_seat == 1 - s else []
            zones[z] = list(saw) + [{"id": f"{z}#{i}", "face_down": True} for i in range(len(saw), n)]
            hidden.add(z)
    p.hidden_hands = hidden
    return zones


def ids(p, zone: str) -> list[str]:
    return [c["id"] for c in p.board.cards(zone)]


def move_card(p, e) -> None:
    """Apply one ``CardMoved`` to the board: a card into a hand the viewer cannot see is a
    face-down place there; a card that lands face up shows the face the table knows."""
    if e.dst in p.hidden_hands:
        pid = f"{e.dst}#{len(p.board.cards(e.dst))}"
        while pid in p.board.where:
            pid += "'"
        p.board.move(e, {"id": pid, "face_down": True})
        p.board.came_from[pid] = e.src
    else:
        p.board.move(e, face(p, e.card))


def face(p, cid: str) -> dict | None:
    card = p.cards.get(cid)
    return None if card is None or card.get("face_down") else card


def set_face(p, cid: str, card: dict) -> None:
    """A card's face changed during the beats (health, Shame): the board and its sprite show it."""
    p.cards[cid] = card
    zone = p.board.where.get(cid)
    lst = p.board.cards(zone) if zone else []
    for i, c in enumerate(lst):
        if c["id"] == cid:
            lst[i] = card
    sp = p.sprites.get(cid)
    if sp is not None:
        sp.set_card(card)


def remember(p, v: dict, only_new: bool = False):
    """The face of every card the view shows (``only_new``: keep what is shown for cards
    already known, their stats change beat by beat)."""
    def add(c):
        if c and "id" in c and not c.get("face_down") and (not only_new or c["id"] not in p.cards):
            p.cards[c["id"]] = dict(c)
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


def shown(p) -> tuple[dict, dict]:
    """What the table shows now: the zones (ids or counts) and each seat's Health."""
    return shown_of(p.board.zones), dict(p.health)


def shown_from_view(p, v: dict) -> tuple[dict, dict]:
    """The same for a view (the beats must end where the view is)."""
    return shown_of(zones_of(p, v)), {s: v[seat_name(s)]["health"] for s in (0, 1)}


# ------------------------------------------------------------------ where the cards lie
def combat_shown(p) -> bool:
    ph = p.table.view.get("phase")
    if ph == "respond":
        ph = (p.table.view.get("respond") or {}).get("during")
    return ph in ("attack", "defend", "cleanup") and not p.table.beats_active


def held_event(p) -> str | None:
    """The Event shown in the middle: the one resolving, or the one waiting for an answer."""
    if p.showing_event:
        return p.showing_event
    r = p.table.view.get("respond") if not p.table.beats_active else None
    return ((r or {}).get("card") or {}).get("id")


def targets(p) -> dict[str, tuple]:
    """Where every card of the board is drawn: id -> (pos, layout zone, small art)."""
    out = {}
    v = p.table.view
    L = p.table.layout
    combat = v.get("combat") or {}
    attacking = set(combat.get("attackers") or []) if combat_shown(p) else set()
    defending = {d for d, _ in combat.get("assign") or []} if combat_shown(p) else set()
    building = set(p.building)
    held = held_event(p)
    sw = p.small.w
    for s in (0, 1):
        sn, side = seat_name(s), p.table.pos_name(s)
        toward = 1 if side == "p2" else -1          # towards the middle of the table
        play = [c for c in ids(p, f"{sn}.play") if c not in building]
        room = lunge_room(L, side)
        for cid, (x, y) in zip(play, play_slots(L, side, len(play))):
            if cid in attacking:
                y += min(ATTACKING, room) * toward
            elif cid in defending:
                y += min(BLOCKING, room) * toward
            out[cid] = ((x, y), f"{side}.play", False)
        claimed = [c for c in ids(p, f"{sn}.rr") if c not in building]
        for cid, xy in zip(claimed, row_slots(p.table.zone(s, "rr"), len(claimed), sw, 6, LABEL)):
            out[cid] = (xy, f"{side}.rr", True)
        bid = ids(p, f"{sn}.bid")
        if s == p.table.view_seat:
            bid += [c for c in p.building if c not in bid]
        for cid, xy in zip(bid, bid_slots(L, side, len(bid))):
            out[cid] = (xy, f"{side}.bid", True)
        vr = p.table.zone(s, "valhalla")
        for cid in ids(p, f"{sn}.valhalla"):
            out[cid] = (vr.center, f"{side}.valhalla", False)
        hand = ids(p, f"{sn}.hand")
        if side == "p1" and f"{sn}.hand" not in p.hidden_hands:
            for cid, (x, y) in zip(hand, hand_slots(L, len(hand))):
                lift = 30 if p.table.hover is not None and p.table.hover.id == cid else 0
                out[cid] = ((x, y - lift), f"{side}.hand", False)
        else:
            z = L[f"{side}.hand"]
            for cid, xy in zip(hand, hand_positions(z.rect, len(hand), z.facing, (p.art.w, p.art.h))):
                out[cid] = (xy, f"{side}.hand", False)
    for cid in ids(p, "rr.current"):
        out[cid] = (L.rect("rr.current").center, "rr.current", False)
    unclaimed = ids(p, "rr.unclaimed")
    for cid, xy in zip(unclaimed, unclaimed_slots(L, len(unclaimed))):
        out[cid] = (xy, "rr.unclaimed", True)
    for cid in ids(p, "rr.discard"):
        out[cid] = (L.rect("rr.discard").center, "rr.discard", True)
    if held and held in out:
        out[held] = (L.rect("event").center, "event", False)
    for cid, xy in p.lunge.items():
        if cid in out:
            out[cid] = (xy,) + out[cid][1:]
    return out


def place_all(p, animate: bool):
    """Make the sprites match the board (``Board.place``): a card new to the table slides
    in from the zone it left; then each takes the art and the layout zone it is drawn in."""
    where = targets(p)
    p.order = p.board.place(lambda zone, i, n, c: where[c["id"]][0] if c["id"] in where else None,
                            animate, lambda zone: origin(p, zone))
    for sp in p.order:
        _, zone, small = where[sp.id]
        sp.zone = zone
        art = p.small if small else p.art
        if sp.art is not art:
            sp.art = art
        if not animate and not sp.dragging:
            sp.place(sp.home)
    if p.table.hover is not None and p.table.hover.id not in where:
        p.table.hover = None
    mark_sprites(p)
    p.table.app.dirty = True


def mark_sprites(p):
    bidding = p.table.view.get("phase") == "bid" and not p.table.beats_active and p.table.view_seat is not None
    building = set(p.building)
    for sp in p.sprites.values():
        z = sp.zone
        sp.show_value = bidding and (z.endswith(".bid") or z in ("p1.play", "p1.rr"))
        sp.ghost = sp.id in building


def pos(p, cid: str) -> tuple[float, float] | None:
    sp = p.sprites.get(cid)
    if sp is not None and not sp.gone:
        return sp.home
    place = targets(p).get(cid)
    return place[0] if place else None


def card_rect(p, cid: str) -> pygame.Rect:
    sp = p.sprites.get(cid)
    xy = pos(p, cid) or (LOGICAL[0] / 2, LOGICAL[1] / 2)
    size = sp.size if sp is not None else (p.art.w, p.art.h)
    r = pygame.Rect((0, 0), size)
    r.center = (int(xy[0]), int(xy[1]))
    return r


def owner(p, cid: str) -> int:
    seat = split_zone(p.board.where.get(cid, ""))[0]
    return seat if seat is not None else 1 - p.table.near


def load(p, animate: bool) -> None:
    """Catch the table up with its view (``table.view``, already fresh; no beats: instant, or a plain slide)."""
    arrange(p, p.table.view)
    remember(p, p.table.view)
    p.board.load({"zones": zones_of(p, p.table.view)})
    b = p.table.view.get("bid") or {}
    p.building = list((b.get("building") or {}).get("cards", []))
    p.shown_phase = p.table.view["phase"]
    p.round_shown = p.table.view["round"]
    for s in (0, 1):
        seat = p.table.view[seat_name(s)]
        p.health[s], p.glory[s] = seat["health"], seat["glory"]
        p.counters[(s, "health")].set(seat["health"], instant=not animate)
        p.counters[(s, "glory")].set(seat["glory"], instant=not animate)
    p.showing_event = None
    p.fight_dice, p.fight_labels, p.fight_lines = [], [], []
    p.lunge.clear()
    place_all(p, animate)


def clear_fight(p):
    """The fight on show is over: its dice, totals and lines go, the Warriors step back."""
    p.fight_dice, p.fight_labels, p.fight_lines = [], [], []
    if p.lunge:
        p.lunge.clear()
        place_all(p, True)


def attackers(p) -> list[str]:
    """The attacking Warriors of the combat in the view."""
    c = p.table.view.get("combat") or {}
    return list(c.get("attackers") or [])


def assigned(p) -> dict[str, str]:
    """The combat's blockers: defender id -> the attacker it blocks."""
    c = p.table.view.get("combat") or {}
    return {d: a for d, a in c.get("assign") or []}
