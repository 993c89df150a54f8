"""Nine Lives: Tricksy Kittens events: what happened, with fields, so a table animates and
captions a round without reading the log. ``apply`` returns them in the order things happen,
beside the shared ones (``CardMoved``, ``StatChanged``, ``PhaseChanged``, ``GameOver``) and the
``Logged`` lines for people. Seats are ints; cards are ids like ``"hearts-7"``: ``apply`` names
every card, and ``Tricksy.redact`` names ``"?"`` what a seat may not see (view.py), so tables show
redacted events only. Reasons are short tags, listed with each event.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core.contract import CardMoved, Event, PhaseChanged


@dataclass
class OfSeatCard(Event):
    """Something that happened to ``seat``'s card ``card`` (its id) outside a move."""
    seat: int
    card: str


@dataclass
class CardPlayed(CardMoved):
    """A card goes from ``seat``'s hand into the trick (a ``CardMoved`` like any other).
    ``suit`` and ``number`` are what it counts as (a crown as the suit named, a wild card as
    named). A card played face down (power 35) is ``"?"`` with no suit or number for the others."""
    seat: int
    suit: str | None
    number: int | None
    face_down: bool = False
    kind: ClassVar[str] = "played"


@dataclass
class BidPlaced(CardMoved):
    """``seat`` places its bid face down (``"?"`` for the others): a ``CardMoved`` hand -> bid."""
    seat: int
    kind: ClassVar[str] = "bid"


@dataclass(kw_only=True)
class RoundDealt(PhaseChanged):
    """A new round and its bid phase (a ``PhaseChanged("bid")``): ``each`` cards dealt to every
    seat; ``leftovers`` dealt to nobody, face up."""
    round: int
    each: int
    leftovers: list
    kind: ClassVar[str] = "dealt"


@dataclass
class BidsRevealed(Event):
    """All bids turn over at once: ``bids[seat]`` is its bid card, or None (no bid)."""
    bids: list
    kind: ClassVar[str] = "bids"
    reveals: ClassVar[str] = "the bids were revealed"


@dataclass
class TeamsFormed(Event):
    """At the reveal, when seats bid the same suit: the round's teams ``[{"suit", "seats"}]``;
    ``all_one``: every player is in one team, so the team rule is ignored this round."""
    teams: list
    all_one: bool
    kind: ClassVar[str] = "teams"


@dataclass
class TrumpSet(Event):
    """The trump changes: at a round's first trick and at a trick whose Kittykeeper bid another
    suit than the trump of the trick before (``why`` ``"keeper_bid"``: None when the Kittykeeper
    has no bid), or by a power of the trick (``"power"``, its name). ``suit`` None is no trump,
    ``"hidden"`` while a face-down card decides it."""
    suit: str | None
    why: str
    power: str | None = None
    kind: ClassVar[str] = "trump"


@dataclass
class LeadSet(Event):
    """A power makes ``suit`` the leading suit."""
    suit: str
    power: str
    kind: ClassVar[str] = "lead"


@dataclass
class PowerUsed(Event):
    """``seat`` discards row ``card`` to use power ``power`` (its ``name`` and ``effect``, the
    verb of docs/cards-tricksy.md) with the public choices it named (else None)."""
    seat: int
    power: int
    name: str
    effect: str
    card: str
    suit: str | None = None
    number: int | None = None
    target_seat: int | None = None
    target: str | None = None
    kind: ClassVar[str] = "power"


@dataclass
class CardRevealed(OfSeatCard):
    """A card is shown to everyone: a face-down trick card turned up (``zone`` ``"trick"``) or
    a hand card shown by a reveal power (``zone`` ``"p2.hand"``)."""
    zone: str
    kind: ClassVar[str] = "revealed"
    reveals: ClassVar[str] = "a card was revealed"


@dataclass
class PlaysSwapped(Event):
    """Power 12: ``seat``'s played card and ``other``'s trade places in the trick."""
    seat: int
    other: int
    kind: ClassVar[str] = "plays_swapped"


@dataclass
class TrickSwapped(OfSeatCard):
    """Power 27: ``seat``'s hand ``card`` takes the place of the trick card ``taken``, which goes
    to that hand."""
    taken: str
    kind: ClassVar[str] = "trick_swapped"


@dataclass
class KeeperChosen(Event):
    """A power lets ``by`` choose: ``seat`` is the next Kittykeeper."""
    seat: int
    by: int
    kind: ClassVar[str] = "keeper"


@dataclass
class CardIgnored(OfSeatCard):
    """When the trick is decided, ``seat``'s ``card`` does not count: ``why`` ``"bid_suit"``
    (the suit of its player's own bid) or ``"power"`` (the power named)."""
    why: str
    power: str | None = None
    kind: ClassVar[str] = "ignored"


@dataclass
class TrickWon(Event):
    """``seat`` wins trick ``no`` of the round with ``card`` (None when every card was
    ignored). ``reason``: ``"trump"`` (the highest trump), ``"lead"`` (the highest card of the
    leading suit) or ``"keeper"`` (every card ignored: the Kittykeeper wins)."""
    seat: int
    card: str | None
    reason: str
    no: int
    kind: ClassVar[str] = "trick_won"


@dataclass
class Scored(Event):
    """The round's score of ``seat``: its ``bid`` number (None: no bid), ``tricks`` won and
    ``lives`` gained. ``why``: ``"exact"`` (won as many as bid), ``"team"`` (its team made its
    bids together), ``"missed"`` or ``"no_bid"``."""
    seat: int
    bid: int | None
    tricks: int
    lives: int
    why: str
    kind: ClassVar[str] = "scored"
