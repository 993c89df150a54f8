"""The board: every zone of the table as the view lists it, and one sprite per card shown.

The rules give every view a ``zones`` map (docs/architecture.md): ``{zone: [card, ...]}``
where a card is the public card dict or ``{"id", "face_down": True}``, or ``{"count": n}``
for a zone the viewer cannot look into. :meth:`Board.load` takes that map as it is; while
beats play, :meth:`Board.move` applies a ``CardMoved`` to it so a table can show each step
before the final view arrives. :meth:`Board.place` makes the sprites match the zones: the
table says where the ``i``-th of ``n`` cards of a zone lies on screen (or that it is not
drawn one by one, e.g. a deck), a card new to the table slides in from the zone it came
from, and a card that left every zone fades out.

Zone names are ``p1.hand``, ``p2.grid.r0c2``, ``trick``, ``rr.deck``: :func:`split_zone`
reads the seat and the rest, so no table needs its own pattern for them.
"""
from __future__ import annotations

from typing import Callable

from game.core.contract import CardMoved
from scenes.widgets.cards import CardArt, CardSprite

#: the table's placement: (zone, index, count, card) -> (x, y) or (x, y, turned), or None
Place = Callable[[str, int, int, dict], tuple | None]


def split_zone(name: str) -> tuple[int | None, str]:
    """``"p2.grid.r0c2"`` -> ``(1, "grid.r0c2")``; ``"trick"`` -> ``(None, "trick")``."""
    head, _, rest = name.partition(".")
    if len(head) > 1 and head[0] == "p" and head[1:].isdigit() and rest:
        return int(head[1:]) - 1, rest
    return None, name


def seat_zone(seat: int, rest: str) -> str:
    """``(1, "hand")`` -> ``"p2.hand"``."""
    return f"p{seat + 1}.{rest}"


def update_sprites(sprites: dict[str, CardSprite], dt: float) -> bool:
    """Move each sprite of ``sprites`` (card id -> sprite) on by ``dt`` seconds; a sprite that has
    faded out (``gone``) leaves ``sprites``. True when any of them moved."""
    moving = False
    for sid, sp in list(sprites.items()):
        if sp.animating:
            sp.update(dt)
            moving = True
        if sp.gone:
            del sprites[sid]
    return moving


def show_card(sprites: dict[str, CardSprite], art: CardArt, sid: str, face: dict | None, pos, zone: str,
              turned: bool = False, animate: bool = True, origin: Callable[[], tuple | None] | None = None,
              delay: float = 0.0) -> tuple[CardSprite, bool]:
    """Show card ``sid`` (``face``, None for its back) at ``pos`` in ``zone``, turned sideways when
    ``turned``; returns its sprite and whether it slides in. A card not yet on the table (or
    fading out) gets a new sprite in ``sprites``: with ``animate`` it slides in from ``origin()``
    (when that gives a point) after ``delay`` seconds, turning as it lands, else it is put at ``pos``
    at once. A card already shown takes its face and moves (and turns) to ``pos``."""
    sp = sprites.get(sid)
    if sp is None or sp.gone or sp.fade is not None:
        start = (origin() if animate and origin is not None else None) or pos
        sp = CardSprite(sid, face, art, start, katnap=turned and start == pos)
        sprites[sid] = sp
        slides = start != pos
        if slides:
            sp.move_to(pos, delay=delay)
            if turned:
                sp.set_katnap(True, animate=True)
    else:
        slides = False
        sp.set_card(face)
        sp.move_to(pos)
        sp.set_katnap(turned, animate=animate)
    sp.zone = zone
    return sp, slides


class Board:
    """The zones of one view, and the card sprites drawn for them."""

    def __init__(self, art: CardArt):
        self.art = art
        self.zones: dict[str, list | dict] = {}
        self.where: dict[str, str] = {}          # card id -> zone
        self.sprites: dict[str, CardSprite] = {}
        self.came_from: dict[str, str] = {}      # card id -> zone it last left (for slides)

    # -- the zones ------------------------------------------------------------
    def load(self, view: dict) -> None:
        """Take the zones of a fresh view."""
        self.zones = {k: (list(v) if isinstance(v, list) else dict(v)) for k, v in view["zones"].items()}
        self._index()

    def _index(self) -> None:
        self.where = {c["id"]: z for z, cards in self.zones.items() if isinstance(cards, list) for c in cards}

    def cards(self, zone: str) -> list[dict]:
        """The cards of a zone as listed (empty for a counted or unknown zone)."""
        z = self.zones.get(zone)
        return z if isinstance(z, list) else []

    def count(self, zone: str) -> int:
        """How many cards zone ``zone`` holds (its ``count`` when only counted; 0 when unknown)."""
        z = self.zones.get(zone)
        if isinstance(z, dict):
            return int(z.get("count", 0))
        return len(z) if z else 0

    def card(self, cid: str) -> dict | None:
        """A card's view dict (None when unknown or face down)."""
        zone = self.where.get(cid)
        for c in self.cards(zone) if zone else ():
            if c["id"] == cid:
                return None if c.get("face_down") else c
        return None

    def seat_zones(self, seat: int) -> list[str]:
        """The names of the zones that belong to ``seat``, in view order."""
        return [z for z in self.zones if split_zone(z)[0] == seat]

    def move(self, e: CardMoved, card: dict | None = None) -> None:
        """Apply one ``CardMoved`` to the zones (``card``: its face where it lands, when known)."""
        self.came_from[e.card] = e.src
        entry = None
        src = self.zones.get(e.src)
        if isinstance(src, list):
            for i, c in enumerate(src):
                if c["id"] == e.card:
                    entry = src.pop(i)
                    break
            else:
                if src and e.card not in self.where:
                    entry = src.pop()              # a hidden card under another id
        elif isinstance(src, dict):
            src["count"] = max(0, src.get("count", 0) - 1)
        entry = card or entry or {"id": e.card, "face_down": True}
        dst = self.zones.setdefault(e.dst, [])
        if isinstance(dst, dict):
            dst["count"] = dst.get("count", 0) + 1
            self.where.pop(e.card, None)
        else:
            dst.append(entry)
            self.where[entry["id"]] = e.dst

    # -- the sprites ----------------------------------------------------------
    def place(self, where: Place, animate: bool = True, origin: Callable[[str], tuple | None] | None = None,
              stagger: float = 0.05) -> list[CardSprite]:
        """Make the sprites match the zones; returns them in drawing order (zone order).

        ``where(zone, i, n, card)`` gives a card's centre, ``(x, y, turned)`` for a card
        turned sideways (Katnap, tapped), or None when the card is not drawn by itself.
        ``origin(zone)`` gives the screen point of a zone a new card slides in from."""
        seen: set[str] = set()
        order: list[CardSprite] = []
        k = 0
        for zone, cards in self.zones.items():
            if not isinstance(cards, list):
                continue
            n = len(cards)
            for i, c in enumerate(cards):
                spot = where(zone, i, n, c)
                if spot is None:
                    continue
                pos, turned = (spot[0], spot[1]), bool(spot[2]) if len(spot) > 2 else False
                face = None if c.get("face_down") else c
                sid = c["id"]
                src = self.came_from.get(sid) if origin is not None else None
                sp, slides = show_card(self.sprites, self.art, sid, face, pos, zone, turned, animate,
                                       lambda: origin(src) if src else None, stagger * k)
                if slides:
                    k += 1
                seen.add(sid)
                order.append(sp)
        for sid, sp in list(self.sprites.items()):
            if sid not in seen and sp.fade is None and not sp.gone:
                if animate:
                    sp.remove(0.0)
                else:
                    del self.sprites[sid]
        self.came_from.clear()
        return order

    def update(self, dt: float) -> bool:
        """Move the sprites; True while any moves. Faded sprites are forgotten."""
        return update_sprites(self.sprites, dt)

    @property
    def animating(self) -> bool:
        """True while any card sprite is still moving."""
        return any(sp.animating for sp in self.sprites.values())

    def sprite_at(self, pos, order: list[CardSprite] | None = None) -> CardSprite | None:
        """The top-most sprite under ``pos``."""
        for sp in reversed(order if order is not None else list(self.sprites.values())):
            if not sp.gone and sp.rect.collidepoint(pos):
                return sp
        return None
