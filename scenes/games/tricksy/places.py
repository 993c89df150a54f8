"""Where things lie on the Tricksy Kittens table: the card faces at each size, the hand, the
trick (label above, note below), another seat's open hand, a seat's row and its place. Functions
of the plan (:class:`~scenes.games.tricksy.table.TricksyPlan`, ``p``); the zones are the layout's
``nN.pK.*`` (``p.table.zone``) and its shared ones (``p.table.shared``).
"""
from __future__ import annotations

import pygame

from scenes.games.tricksy.art import MiniArt, TricksyArt
from scenes.widgets.cards import hand_positions


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


def art(p, size, kind: str = "face") -> TricksyArt:
    """The faces at ``size`` (made once): "face", "compact" (a crowded trick: a power as its
    number only) or "open" (the small cards of an open hand)."""
    key = (kind, int(size[0]), int(size[1]))
    a = p.arts.get(key)
    if a is None:
        a = p.arts[key] = (MiniArt(key[1:], p.wild) if kind == "open" else
                           TricksyArt(key[1:], p.wild, compact=kind == "compact"))
    return a


def geometry(p) -> None:
    """The faces of the hand, the trick (in full and crowded), each seat's place and the open hands."""
    t = p.table
    props = t.layout.props
    p.hand_art = art(p, t.layout.card_size)
    p.trick_art = art(p, (int(props.get("trick_card_width", 100)), int(props.get("trick_card_height", 140))))
    p.crowded_art = art(p, (p.trick_art.w, p.trick_art.h), "compact")
    p.seat_art = {s: art(p, t.zone(s, "bid").size) for s in range(p.n)}
    p.open_art = art(p, (int(props.get("open_card_width", 24)), int(props.get("open_card_height", 50))), "open")


def seat_box(p, seat: int) -> pygame.Rect:
    """A seat's place: its plate, lives, bid and won zones, and its open hand when it is shown."""
    t = p.table
    r = t.zone(seat, "plate")
    for z in ("lives", "bid", "won"):
        r = r.union(t.zone(seat, z))
    if t.pos_name(seat) != "p1" and open_hand(p, seat):
        r = r.union(t.zone(seat, "hand"))
    return r


def hand(p, count: int) -> list[tuple[float, float]]:
    """Centres of the viewer's ``count`` hand cards."""
    t = p.table
    return hand_positions(t.shared("hand"), count, "up", t.layout.card_size)


def open_slots(p, seat: int, count: int) -> list[tuple[float, float]]:
    """Card centres of another seat's hand shown face up (the show, a lesson with open hands)."""
    r = p.table.zone(seat, "hand")
    w = p.open_art.w
    step = min(w + 2, (r.w - w) / max(1, count - 1)) if count > 1 else 0
    x0 = r.centerx - (step * (count - 1) + w) / 2 + w / 2
    return [(x0 + step * i, r.centery) for i in range(count)]


def open_hand(p, seat: int) -> bool:
    """The view shows this seat's hand and it is not the viewer's own (OpenHands)."""
    return seat != p.table.view_seat and bool(p.model) and p.model["seats"][seat]["hand"] is not None


def trick(p, count: int) -> list[tuple[float, float]]:
    """Card centres of a trick of ``count`` cards, in play order."""
    return trick_slots(p.table.layout, count)


def trick_face_art(p, count: int) -> TricksyArt:
    """The trick's faces: in full, or with a power as its number only when the cards overlap."""
    slots = trick(p, count)
    crowded = count > 1 and slots[1][0] - slots[0][0] < p.trick_art.w
    return p.crowded_art if crowded else p.trick_art


def visible_strip(p, index: int, count: int) -> pygame.Rect:
    """The part of trick card ``index`` (of ``count``) the next card does not cover."""
    slots = trick(p, count)
    w, h = p.trick_art.w, p.trick_art.h
    x, y = slots[index]
    right = x + w / 2 if index == count - 1 else min(x + w / 2, slots[index + 1][0] - w / 2)
    return pygame.Rect(int(x - w / 2), int(y - h / 2), int(right - (x - w / 2)), h)


def row_slots(p, seat: int, count: int) -> list[tuple[float, float]]:
    """Card centres of a seat's row (its bid, then one card per trick won) in its won zone."""
    r = p.table.zone(seat, "won")
    a = p.seat_art[seat]
    if count == 0:
        return []
    step = min(a.w + 4, (r.w - a.w) / max(1, count - 1)) if count > 1 else 0
    return [(r.x + a.w / 2 + step * i, r.centery) for i in range(count)]


def plate_centre(p, seat: int) -> tuple[int, int]:
    """Where a card of a seat whose hand is not shown comes from and goes to."""
    return p.table.zone(seat, "plate").center


def own_hand(p) -> list[str] | None:
    """The card ids of the viewer's hand as the table shows it (None: nobody at the screen)."""
    if p.table.view_seat is None or not p.model:
        return None
    return p.model["seats"][p.table.view_seat]["hand"]
