"""Where things lie on the Tricksy Kittens table: the card faces at each size, the hand, the
trick (label above, note below), another seat's open hand, a seat's row and its place. Functions
of the plan (:class:`~scenes.games.tricksy.table.TricksyPlan`, ``p``); the zones are the layout's
``nN.pK.*`` (``p.table.zone``) and its shared ones (``p.table.shared``).
"""
from __future__ import annotations

import functools
import math

import pygame

from scenes import assets
from scenes.games.tricksy import ink
from scenes.games.tricksy.art import MiniArt, TricksyArt
from scenes.widgets.cards import hand_positions

#: the least step between two overlapping trick cards that shows each one's power tag ("P38",
#: under its number) whole beside the next card (issue 27: no text hidden or over another)
TRICK_TAG_CLEAR = 48


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


class BareArt(TricksyArt):
    """The faces of a trick too crowded for a power's tag in the part of each card the next one
    leaves free: leaning left as "compact", without the power (the reading panel says it)."""

    def __init__(self, size, wild_suit: str | None = None):
        super().__init__(size, wild_suit, compact=True)

    def _render_face(self, card: dict, k: float) -> pygame.Surface:
        return super()._render_face({key: v for key, v in card.items() if key != "power"}, k)


class RowArt(TricksyArt):
    """A seat's small faces (its bid and its row, the left-over cards): the power's tag bottom
    left, in the part of each card the next one in a row leaves free (:func:`tag_clear`)."""

    def _render_face(self, card: dict, k: float) -> pygame.Surface:
        power = card.get("power") if isinstance(card.get("power"), dict) else None
        W, H = int(self.w * k), int(self.h * k)
        if power is None or W >= 80:
            return super()._render_face(card, k)
        surf = super()._render_face({key: v for key, v in card.items() if key != "power"}, k)
        tag = assets.text("condbold", tag_size(), f"P{power.get('id')}", assets.WHITE)
        inset = 1 + max(3, int(6 * W / 100))                 # (the face's frame: TricksyArt's)
        r = tag.get_rect(bottomleft=(inset + 3, H - inset - 1)).inflate(4, 0)
        pygame.draw.rect(surf, (60, 40, 80), r, border_radius=4)
        surf.blit(tag, tag.get_rect(center=r.center))
        return surf


def tag_size() -> int:
    """A power tag's type size ("P38"): 23 px on the screen in either print."""
    return math.ceil(23 / assets.TYPE_SCALE - 1e-9)


def tag_clear(a: TricksyArt) -> int:
    """The least step between two overlapping cards of ``a`` (a :class:`RowArt`) that shows each
    card's power tag whole beside the next card (issue 27: no text hidden or over another)."""
    return _tag_clear(a.w, assets.TYPE_SCALE)


@functools.lru_cache(maxsize=32)
def _tag_clear(w: int, scale: float) -> int:
    widest = max(assets.font("condbold", tag_size()).size(f"P{i}")[0] for i in range(10, 100))
    return min(w + 4, 1 + max(3, int(6 * w / 100)) + 3 + widest + 4 + 4)


def art(p, size, kind: str = "face") -> TricksyArt:
    """The faces at ``size`` (made once): "face", "compact" (a crowded trick: a power as its
    number only), "bare" (a trick more crowded: no power), "row" (a seat's small cards: the power's
    tag bottom left) or "open" (the small cards of an open hand)."""
    key = (kind, int(size[0]), int(size[1]))
    a = p.arts.get(key)
    if a is None:
        make = {"open": MiniArt, "bare": BareArt, "row": RowArt}.get(kind)
        a = p.arts[key] = (make(key[1:], p.wild) if make else
                           TricksyArt(key[1:], p.wild, compact=kind == "compact"))
    return a


def geometry(p) -> None:
    """The faces of the hand, the trick (in full and crowded), each seat's place and the open hands."""
    t = p.table
    props = t.layout.props
    p.hand_art = art(p, t.layout.card_size)
    p.trick_art = art(p, (int(props.get("trick_card_width", 100)), int(props.get("trick_card_height", 140))))
    p.crowded_art = art(p, (p.trick_art.w, p.trick_art.h), "compact")
    p.bare_art = art(p, (p.trick_art.w, p.trick_art.h), "bare")
    p.seat_art = {s: art(p, t.zone(s, "bid").size, "row") for s in range(p.n)}
    p.open_art = art(p, (int(props.get("open_card_width", 24)), int(props.get("open_card_height", 50))), "open")


def seat_box(p, seat: int) -> pygame.Rect:
    """A seat's place: its plate, lives, bid and won zones, and its open hand when it is shown (or
    its counts under its row or beside it: :func:`counts_band`)."""
    parts = seat_parts(p, seat)
    return parts[0].unionall(parts[1:])


def seat_parts(p, seat: int) -> list[pygame.Rect]:
    """The rectangles of a seat's place (its team band goes round each): the seat itself, and the
    screen seat's counts left of its bid card (:func:`own_counts_frame`) when they are there."""
    t = p.table
    r = t.zone(seat, "plate").unionall([t.zone(seat, z) for z in ("lives", "bid", "won")])
    band = counts_band(p, seat)
    if t.pos_name(seat) != "p1":
        return [r.union(t.zone(seat, "hand")) if open_hand(p, seat) or band is not None else r]
    return [r] if band is None else [r, own_counts_frame(p, seat, band)]


def own_counts_frame(p, seat: int, room: pygame.Rect) -> pygame.Rect:
    """The screen seat's counts' own place in ``room`` (left of its bid card): as tall as its row,
    or what of that the room has, the room's width."""
    won = p.table.zone(seat, "won")
    top = max(room.y, won.y)
    return pygame.Rect(room.x, top, room.w, won.bottom - top)


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
    """The trick's faces: in full, or leaning left (a power as its number only, a crown's WILD under
    its number) when the cards overlap or crowns are wild (Black Cat: at the trick's size WILD
    does not fit beside the number), without the power's number where the part of each card the
    next one leaves free is narrower than it (:class:`BareArt`)."""
    slots = trick(p, count)
    step = slots[1][0] - slots[0][0] if count > 1 else p.trick_art.w
    if step < TRICK_TAG_CLEAR:                      # (Encore's doubled trick: no room for "P38")
        return p.bare_art
    return p.crowded_art if step < p.trick_art.w or p.wild is not None else p.trick_art


def visible_strip(p, index: int, count: int) -> pygame.Rect:
    """The part of trick card ``index`` (of ``count``) the next card does not cover."""
    slots = trick(p, count)
    w, h = p.trick_art.w, p.trick_art.h
    x, y = slots[index]
    right = x + w / 2 if index == count - 1 else min(x + w / 2, slots[index + 1][0] - w / 2)
    return pygame.Rect(int(x - w / 2), int(y - h / 2), int(right - (x - w / 2)), h)


def counts_band(p, seat: int) -> pygame.Rect | None:
    """Where a seat's counts (its tricks against its bid, its cards in hand, its team) go when its
    row of cards takes its whole won zone, with powers: at another seat whose hand is not shown, the
    strip under the row (its open hand's place); at the screen's seat (p1), the free table left of
    its bid card (:func:`own_counts_room`). None: in the won zone, beside the row or the won pile."""
    t = p.table
    if not p.powers_on:
        return None
    if t.pos_name(seat) == "p1":
        return own_counts_room(p, seat)
    return None if open_hand(p, seat) else t.zone(seat, "hand")


def own_counts_room(p, seat: int) -> pygame.Rect | None:
    """The table left of the screen seat's bid card, from its plate's top to its row's foot, below
    every other seat's place (and its strip under it): None where that leaves no room for the
    tricks pill."""
    t = p.table
    bid, won = t.zone(seat, "bid"), t.zone(seat, "won")
    left = t.shared("table").x
    r = pygame.Rect(left, t.zone(seat, "plate").y, bid.x - 12 - left, 0)
    r.h = won.bottom - r.y
    for s in range(p.n):
        if s == seat:
            continue
        other = t.zone(s, "plate").unionall([t.zone(s, z) for z in ("lives", "bid", "won", "hand")])
        if other.colliderect(r):
            r = pygame.Rect(r.x, other.bottom + 8, r.w, r.bottom - other.bottom - 8)
    if r.w <= 0 or r.h <= 0 or not p.model:
        return None
    pill = tricks_pill(p, seat, r.w, True)[4]
    return r if r.h >= pill.h + 4 and r.w >= pill.w + 4 else None


def tricks_pill(p, seat: int, room: int, low: bool = False) -> tuple[str, int, str, int, pygame.Rect]:
    """A seat's tricks as its pill shows them in ``room`` pixels: (word, its size, the number,
    its size, the pill's box at the origin): "won / bid 2 / 3" (the bid's number where it may be
    seen), the number at least 32 px (``low``: just 32 px, in Large print too: under the row, the
    next seat's team tag is close), the word shorter ("won/bid") where the long one does not fit."""
    sm = p.model["seats"][seat]
    own = not sm["secret"] or seat == p.table.view_seat or open_hand(p, seat)
    bid_n = (sm["face"] or {}).get("number") if sm["face"] and own else None
    nums = [f"{sm['tricks']}"] if bid_n is None else [f"{sm['tricks']} / {bid_n}", f"{sm['tricks']}/{bid_n}"]
    words = ("won",) if bid_n is None else ("won / bid", "won/bid")
    most = ink.least(ink.NUMBER_PX) if low else ink.NUMBER_PX
    best = None
    for size, num, word in [(z, n, w) for z in (most, ink.least(ink.NUMBER_PX)) for n in nums for w in words]:
        nw, nh = assets.font("bold", size).size(num)
        ww = assets.font("condbold", ink.least()).size(word)[0]
        best = (word, num, size, nw, nh)
        if ww + nw + 18 <= room - 4:
            break
    word, num, nsize, nw, nh = best
    wsize = ink.fit("condbold", word, room - 4 - nw - 18, ink.TEXT_PX)
    ww = assets.font("condbold", wsize).size(word)[0]
    return word, wsize, num, nsize, pygame.Rect(0, 0, ww + nw + 18, nh)


def row_room(p, seat: int) -> pygame.Rect:
    """The part of a seat's won zone its row may take: all of it when its counts go under it
    (:func:`counts_band`), else the part left of the tricks pill."""
    r = p.table.zone(seat, "won")
    if counts_band(p, seat) is not None:
        return r
    pill = tricks_pill(p, seat, r.w)[4]
    return pygame.Rect(r.x, r.y, max(0, r.w - pill.w - 6), r.h)


def row_shown(p, seat: int, count: int) -> int:
    """How many of a seat's ``count`` kept cards its row shows (the newest): as many as fit their
    room with each power tag clear of the next card's; the viewer's own always all (it plays them)."""
    if count <= 1 or seat == p.table.view_seat:
        return count
    room, a = row_room(p, seat).w, p.seat_art[seat]
    return max(1, min(count, 1 + int(max(0, room - a.w) // tag_clear(a))))


def row_slots(p, seat: int, count: int) -> list[tuple[float, float]]:
    """Card centres of a seat's ``count`` kept cards (its bid card is in its bid zone) in its row's
    room, each power tag clear of the next card's; those the row does not show (:func:`row_shown`)
    lie under the first one shown. The viewer's own shows them all: what its room does not hold
    goes on in a second line (:func:`row_overflow`)."""
    r = row_room(p, seat)
    a = p.seat_art[seat]
    if count == 0:
        return []
    shown = row_shown(p, seat, count)
    hidden = count - shown
    first = shown
    if seat == p.table.view_seat:
        first = min(count, 1 + int(max(0, r.w - a.w) // tag_clear(a)))
    out = [(r.x + a.w / 2 + x, r.centery) for x in line_steps(r.w, a, first)]
    if hidden:
        out = [out[0]] * hidden + out[:shown]
    if first < count:                     # (the viewer's, more than its room holds)
        more = row_overflow(p, seat)
        out += [(more.x + a.w / 2 + x, more.centery) for x in line_steps(more.w, a, count - first)]
    return out


def line_steps(room: int, a: TricksyArt, count: int) -> list[float]:
    """Where ``count`` cards of ``a`` lie along ``room`` pixels (each card's left edge): a little
    apart where they fit, overlapping no closer than :func:`tag_clear` (closer only where ``room``
    cannot hold them so)."""
    if count <= 1:
        return [0.0] * count
    step = min(a.w + 4, max(tag_clear(a), (room - a.w) / (count - 1)))
    if a.w + step * (count - 1) > room:
        step = (room - a.w) / (count - 1)
    return [step * i for i in range(count)]


def row_overflow(p, seat: int) -> pygame.Rect:
    """The second line of the viewer's row: in the hand's strip, right of its hand cards (a row
    this long leaves few in the hand), as tall as the row's cards."""
    t = p.table
    strip, won, a = t.shared("hand"), t.zone(seat, "won"), p.seat_art[seat]
    cards = hand(p, len(p.model["seats"][seat]["hand"] or []))
    x = max(won.x, int(cards[-1][0] + t.layout.card_size[0] / 2 + 16) if cards else strip.x)
    return pygame.Rect(x, strip.y + 16, max(a.w, strip.right - x), a.h)


def plate_centre(p, seat: int) -> tuple[int, int]:
    """Where a card of a seat whose hand is not shown comes from and goes to."""
    return p.table.zone(seat, "plate").center


def own_hand(p) -> list[str] | None:
    """The card ids of the viewer's hand as the table shows it (None: nobody at the screen)."""
    if p.table.view_seat is None or not p.model:
        return None
    return p.model["seats"][p.table.view_seat]["hand"]
