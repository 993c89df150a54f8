"""Where the cards of the 9 Card table lie: the grid squares, the hands, the energy rows and
piles of every seat, laid out from ``data/layouts/ninecard.tmx`` (zones ``nN.pK.*`` for N seats),
and the sprites put there from the zones the table shows (a shared
:class:`~scenes.table.board.Board`). Plain functions of the geometry, and of the plan ``p``
(:class:`scenes.games.ninecard.table.NineCardPlan`). Nothing here decides a rule.
"""
from __future__ import annotations

import pygame

from game.core.contract import seat_name
from scenes import assets
from scenes.games.ninecard.art import NineCardArt
from scenes.table.board import seat_zone, split_zone
from scenes.widgets.cards import CardSprite, hand_positions
from scenes.widgets.counter import Counter as TickCounter

#: the type of a zone's label (draw.py LABEL_PX: the energy zone keeps its line free)
LABEL_PX = 23


# ------------------------------------------------------------------ the layout's geometry
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
    """The card that fits a grid square, a few pixels of felt around it: as wide as the square
    allows (the width carries the name at the sofa size, issue 27), at most 5:7 tall; a squat
    square (another seat's grid at 3-4 seats) makes a squatter card rather than a narrower one."""
    w = square.w - 8
    h = min(square.h - 8, round(w * 1.4))
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


def parse_zone(name: str):
    """``"p2.grid.r0c1"`` -> (1, "grid", 1); ``"p1.hand"`` -> (0, "hand", None); None for a
    zone that is not a seat's."""
    seat, rest = split_zone(name or "")
    if seat is None:
        return None
    kind, _, sub = rest.partition(".")
    sq = None
    if kind == "grid" and len(sub) == 4 and sub[1].isdigit() and sub[3].isdigit():
        sq = int(sub[1]) * 3 + int(sub[3])
    return seat, kind, sq


def shown_of(zones: dict) -> dict:
    """Zones as a table shows them: zone -> the ids in it, or its count."""
    return {z: ([c["id"] for c in v] if isinstance(v, list) else int(v.get("count", 0))) for z, v in zones.items()}


# ------------------------------------------------------------------ the plan's geometry
def art(p, size) -> NineCardArt:
    """The card art of one size (made once per size)."""
    size = (int(size[0]), int(size[1]))
    a = p.arts.get(size)
    if a is None:
        a = p.arts[size] = NineCardArt(size)
    return a


def geometry(p) -> None:
    """Squares, card sizes and counters for the seat at the screen."""
    t = p.table
    p.squares = {s: seat_squares(t.layout, p.n, (s - t.near) % p.n + 1) for s in range(p.n)}
    p.big = {s: art(p, card_size_for(p.squares[s][0])) for s in range(p.n)}
    p.small = {s: art(p, t.zone(s, "deck").size) for s in range(p.n)}
    p.art = p.big[t.near]
    if getattr(p, "board", None) is not None:
        p.board.art = p.art
    old = p.counters
    p.counters = {s: TickCounter(t.zone(s, "life"), "LIFE", old[s].target if s in old else 50, duration=0.6)
                  for s in range(p.n)}
    p.bg = None


def front(p, seat: int) -> str:
    """The side of a seat's grid its front row faces."""
    return p.table.layout[f"n{p.n}.{p.table.pos_name(seat)}.grid"].props.get("front", "up")


def hands_open(p) -> bool:
    """The view gives the cards of a hand other than the viewer's (the show, open-hands lessons)."""
    if getattr(p, "board", None) is None:
        return False
    return any(hand_ids(p, s) is not None for s in range(p.n) if s != p.table.view_seat)


def hand_rect(p, seat: int) -> pygame.Rect | None:
    """Where a seat's hand lies: the viewer's in the shared hand zone; when the hands are open,
    each seat's in its own ``nN.pK.hand`` zone. None: a hidden hand, shown as its count."""
    t = p.table
    pos = t.pos_name(seat)
    if hands_open(p):
        z = t.layout.get(f"n{p.n}.{pos}.hand")
        if z is not None:
            return z.rect.copy()
    return (t.layout.get(f"n{p.n}.hand") or t.layout["hand"]).rect.copy() if pos == "p1" else None


def hand_art(p, seat: int) -> NineCardArt:
    """A hand's cards are the size of the seat's grid cards when its zone holds them. With every
    hand open, a hand too long for one row of those lies in one row of smaller faces side by side
    (no card covers the name or numbers of the one beside it; too small for a name, a face shows
    its picture and numbers: issue 27), at the least the size of the seat's small cards."""
    r = hand_rect(p, seat)
    big, small = p.big[seat], p.small[seat]
    if r is None:
        return big
    if r.h < big.h + 16:
        return small
    n = hand_count(p, seat) if hands_open(p) else 0
    if n <= max(1, (r.w + 8) // (big.w + 8)):
        return big
    w = (r.w - 2 - 14 * (n - 1)) // n       # side by side at hand_positions' gap, a pixel to spare each side
    return art(p, (w, w * big.h // big.w)) if w > small.w else small


def hand_spots(p, seat: int, n: int) -> list[tuple[float, float]]:
    """Centres of the cards of a seat's hand."""
    r = hand_rect(p, seat)
    if r is None:
        return []
    a = hand_art(p, seat)
    spots = hand_rows(r, n, (a.w, a.h))
    if not spots or not hands_open(p):
        return spots
    # an open hand lies under its seat's label over the zone (draw.draw_hand_of), as far as it has room
    label_h = assets.font("condbold", LABEL_PX).get_height() - 2
    drop = max(0, min(label_h - 8, r.bottom - (max(y for _, y in spots) + a.h / 2)))
    return [(x, y + drop) for x, y in spots]


def energy_layout(p, seat: int, n_ready: int, n_spent: int):
    """Centres of ready (upright) and spent (sideways) energy cards, and the label spots."""
    r = p.table.zone(seat, "energy")
    a = p.small[seat]
    w, h = a.w, a.h
    lab = assets.font("condbold", LABEL_PX).get_linesize() + 2     # the zone's label line
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


def anchor(p, seat: int, zone: str, sq: int | None = None) -> tuple[float, float]:
    """The screen point of one of a seat's zones (a square of its grid)."""
    t = p.table
    if zone == "grid" and sq is not None:
        return p.squares[seat][sq].center
    if zone == "hand":
        r = hand_rect(p, seat)
        return (r or t.zone(seat, "plate")).center
    if zone in ("ready", "spent"):
        return t.zone(seat, "energy").center
    return t.zone(seat, zone).center


# ------------------------------------------------------------------ what the board shows
def ids(p, seat: int, kind: str) -> list[str]:
    """The ids in one of a seat's listed zones (``ready``, ``spent``, ``discard``, ``hand``)."""
    return [c["id"] for c in p.board.cards(seat_zone(seat, kind))]


def hand_ids(p, seat: int) -> list[str] | None:
    """A hand the viewer may see, in order; None for a hand shown only as a count."""
    z = p.board.zones.get(seat_zone(seat, "hand"))
    return [c["id"] for c in z] if isinstance(z, list) else None


def hand_count(p, seat: int) -> int:
    """How many cards a seat holds."""
    return p.board.count(seat_zone(seat, "hand"))


def deck_count(p, seat: int) -> int:
    """How many cards are left in a seat's deck."""
    return p.board.count(seat_zone(seat, "deck"))


def grid_ids(p, seat: int) -> list[str | None]:
    """The nine squares of a seat's grid (index = row * 3 + column): a card id or None."""
    out = []
    for sq in range(9):
        cards = p.board.cards(square_zone(seat, sq))
        out.append(cards[0]["id"] if cards else None)
    return out


def shown(p) -> tuple[dict, dict, dict]:
    """What the table shows now: the zones (ids or counts), life and out, per seat."""
    return shown_of(p.board.zones), dict(p.life), dict(p.out)


def shown_from_view(p, v: dict) -> tuple[dict, dict, dict]:
    """The same for a view (the beats must end where the view is)."""
    return (shown_of(v["zones"]), {s: v[seat_name(s)]["life"] for s in range(p.n)},
            {s: v[seat_name(s)]["out"] for s in range(p.n)})


def remember(p, v: dict) -> None:
    """The faces of every card the view shows."""
    for cards in v["zones"].values():
        if isinstance(cards, list):
            for c in cards:
                p.cards[c["id"]] = c


def face(p, cid: str) -> dict | None:
    """The face of a card as last seen (None: never seen face up)."""
    card = p.cards.get(cid)
    return None if card is None or (card.get("face_down") and "name" not in card) else card


def targets(p) -> dict[str, tuple]:
    """Where every visible card of the board belongs: id -> (pos, zone, small, sideways); ``small``
    is True for the seat's small cards, or the art of a crowded open hand (:func:`hand_art`)."""
    out = {}
    t = p.table
    for s in range(p.n):
        sn = seat_name(s)
        for sq, cid in enumerate(grid_ids(p, s)):
            if cid is not None:
                out[cid] = (p.squares[s][sq].center, square_zone(s, sq), False, False)
        ready, spent = ids(p, s, "ready"), ids(p, s, "spent")
        rpos, spos, _ = energy_layout(p, s, len(ready), len(spent))
        for cid, xy in zip(ready, rpos):
            out[cid] = (xy, f"{sn}.ready", True, False)
        for cid, xy in zip(spent, spos):
            out[cid] = (xy, f"{sn}.spent", True, True)
        dr = t.zone(s, "discard").center
        for cid in ids(p, s, "discard"):
            out[cid] = (dr, f"{sn}.discard", True, False)
        hand = hand_ids(p, s)          # the viewer's, or any seat's when the view opens the hands
        if hand is not None:
            look = hand_art(p, s)
            small = look if look is not p.big[s] else False
            for cid, xy in zip(hand, hand_spots(p, s, len(hand))):
                lift = 30 if t.hover is not None and t.hover.id == cid else 0
                out[cid] = ((xy[0], xy[1] - lift), f"{sn}.hand", small, False)
    return out


def place_all(p, animate: bool, stagger: list[str] = ()) -> None:
    """Move every sprite to where the board says. A card new to the table slides in from
    the zone it last left (``Board.came_from``); ``stagger`` cards start one after another."""
    where = targets(p)
    delays = {cid: 0.05 * i for i, cid in enumerate(stagger)}
    sprites = p.sprites
    for cid, (pos, zone, small, sideways) in where.items():
        if cid in p.lunge:
            pos = p.lunge[cid]
        card = face(p, cid)
        owner = split_zone(zone)[0]
        look = small if isinstance(small, NineCardArt) else p.small[owner] if small else p.big[owner]
        sp = sprites.get(cid)
        if sp is None or sp.gone or sp.fade is not None:
            start = pos
            came = parse_zone(p.board.came_from.get(cid, ""))
            if animate and came is not None:
                start = anchor(p, *came)
            sp = CardSprite(cid, card, look, start, katnap=sideways and not animate)
            sprites[cid] = sp
            if start != pos:
                sp.move_to(pos, delay=delays.get(cid, 0.0))
            if sideways and animate:
                sp.set_katnap(True, animate=True)
        else:
            sp.set_card(card)
            if sp.art is not look:
                sp.art = look
            if sp.dragging:
                sp.home = pos
            elif not animate:
                sp.place(pos)
            elif sp.home != pos:
                sp.move_to(pos, delay=delays.get(cid, 0.0))
            sp.set_katnap(sideways, animate=animate)
        sp.zone = zone
    for cid, sp in list(sprites.items()):
        if cid not in where:
            if not animate or sp.gone:
                del sprites[cid]
            elif sp.fade is None:
                sp.remove(delay=0.25)
    p.board.came_from.clear()
    p.table.app.dirty = True


def draw_list(p) -> list[CardSprite]:
    """The sprites in drawing order: the top two of each discard pile, the grids, the energy,
    the hands (the hovered card last), the cards on the move, the carried and lunging ones."""
    piles, grid, energy, hand, moving, top = [], [], [], [], [], []
    pile: dict[str, list] = {}
    for sp in p.sprites.values():
        if sp.dragging or sp.id in p.lunge:
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
        order = {c["id"]: i for i, c in enumerate(p.board.cards(zone))}
        lst.sort(key=lambda s: order.get(s.id, -1))
        piles.extend(lst[-2:])
    order = {}
    for s in range(p.n):
        for i, cid in enumerate(ids(p, s, "ready") + ids(p, s, "spent")):
            order[cid] = i
    energy.sort(key=lambda s: order.get(s.id, 0))
    hi = {}
    for s in range(p.n):
        for i, cid in enumerate(hand_ids(p, s) or []):
            hi[cid] = (s, i)
    hover = p.table.hover
    hand.sort(key=lambda s: (s is hover, hi.get(s.id, (0, 0))))
    return piles + grid + energy + hand + moving + top
