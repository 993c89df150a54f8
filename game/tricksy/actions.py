"""Nine Lives: Tricksy Kittens actions. A card is named by its suit and number,
``"hearts-7"``; seats are ints (``0`` is p1). Seats sit clockwise in number order,
so "the left" of p1 is p2 and "the right" of p1 is the last seat."""
from __future__ import annotations

from dataclasses import dataclass

from game.core.contract import Action, CardAction, as_tuple


class Bid(CardAction):
    """Bidding: place one hand card face down as your bid (every seat at once, in secret)."""
    words = ("places a bid face down", "Place a bid face down")


@dataclass(frozen=True)
class Play(CardAction):
    """Play a hand card to the trick. ``suit`` names the suit of a crown (Black Cat
    variant: crowns are wild)."""
    suit: str | None = None
    words = ("plays {card}{as_suit}", "Play {card}{as_suit}")

    def said(self) -> dict:
        """The fields, and ``as_suit``: " as <suit>" for a crown's suit named, else ""."""
        return {**super().said(), "as_suit": f" as {self.suit}" if self.suit else ""}


class PlayBlind(Action):
    """Powers 21 (blind play): the card is drawn at random from your shuffled hand."""
    words = ("plays a random card blind", "Play a random card blind")


@dataclass(frozen=True)
class UsePower(CardAction):
    """Powers variant: before playing, discard ``card`` from your row to use its power.
    The choices the power needs travel with it: ``suit``, ``number``, ``seat`` and
    ``target`` (a card: your hand card to give, or a row card to take)."""
    suit: str | None = None
    number: int | None = None
    seat: int | None = None
    target: str | None = None


@dataclass(frozen=True)
class PassCards(Action):
    """Powers 13/14: the cards you pass to your neighbour (all seats choose at once)."""
    cards: tuple[str, ...] = ()
    words = ("passes {count} card(s)", "Pass {count} card(s)")

    def __post_init__(self):
        as_tuple(self, "cards")

    def said(self) -> dict:
        """The fields, and ``count``: how many cards."""
        return {**super().said(), "count": len(self.cards)}


class SetAside(CardAction):
    """Power 44: a hand card set aside face down for the round's final trick."""
    words = ("sets a card aside face down", "Set a card aside face down")


@dataclass(frozen=True)
class SwapWithTrick(CardAction):
    """Power 27: at the end of the trick, your hand ``card`` takes the place of the
    trick card ``target``, which goes to your hand."""
    target: str


class Discard(CardAction):
    """Power 28: after taking a card, discard one hand card."""


@dataclass(frozen=True)
class ChooseKeeper(Action):
    """Powers 9/10: the seat that becomes the next Kittykeeper."""
    seat: int


class Keep(CardAction):
    """Powers variant: the trick's winner keeps this card of the trick in their row."""


ACTION_TYPES = {c.__name__: c for c in (Bid, Play, PlayBlind, UsePower, PassCards, SetAside,
                                        SwapWithTrick, Discard, ChooseKeeper, Keep)}


#: one Play and one Bid per card, made once: ``legal_actions`` lists these instead of new objects
PLAIN: dict[str, Play] = {}
BIDS: dict[str, Bid] = {}
_NAMED: dict[tuple, Play] = {}
BLIND = PlayBlind()


def make_once(deck) -> None:
    for c in deck:
        if c not in PLAIN:
            PLAIN[c] = Play(c)
            BIDS[c] = Bid(c)


def play_action(card: str, suit: str | None = None) -> Play:
    """``Play(card, suit)``, made once."""
    if suit is None:
        return PLAIN[card]
    a = _NAMED.get((card, suit))
    if a is None:
        a = _NAMED[card, suit] = Play(card, suit)
    return a
