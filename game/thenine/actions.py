"""The Nine actions. Card fields are card instance ids: p1's cards are ``a01..a40``,
p2's ``b01..b40``, the Ragnarok Rising cards ``r01..r20`` (ids follow a shuffled
order, so an id says nothing about the card; scenario cards may use any id).

Choices that take several clicks are built one action at a time (toggle an
attacker, assign one defender, add one card to a bid) and then confirmed, so a
table can show the choice growing and a countdown can cut it short.
The expiry of a countdown is the core action :class:`game.core.contract.TimeUp`.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.core.contract import Action, CardAction, CardOnTarget, OrderChoice, TimeUp


class ChooseOrder(OrderChoice):
    """The initiative winner (higher d20) goes first (True) or second (False) this round."""


class PlayWarrior(CardOnTarget):
    """Player phase, once: put a Warrior from hand into play. ``target``: the card its
    on-play effect chooses, when it chooses one."""


class PlayEvent(CardOnTarget):
    """At most one Event per player per round, whenever that player is to act; in an
    answer window only a counter Event."""


class EndPhase(Action):
    """End your Player phase."""


class Pass(Action):
    """Let the opponent's Event resolve without countering it."""


@dataclass(frozen=True, eq=False)
class ToggleAttacker(Action):
    """Combat: add a Warrior to (or take it out of) the attack being declared."""
    warrior: str


class ConfirmAttack(Action):
    """Combat: the declared Warriors attack (in the order they were chosen)."""


class Forfeit(Action):
    """Combat: forfeit the attack this round."""


@dataclass(frozen=True, eq=False)
class AssignDefender(Action):
    """Defence: ``defender`` blocks ``attacker`` (several may block one attacker)."""
    defender: str
    attacker: str


@dataclass(frozen=True, eq=False)
class Unassign(Action):
    """Defence: take a defender back."""
    defender: str


class ConfirmDefence(Action):
    """Defence: done (with no defender assigned: the attacks are not blocked)."""


class AddToBid(CardAction):
    """Bid phase: put a Warrior in play or a claimed RR card on the bid being built."""


class RemoveFromBid(CardAction):
    """Bid phase: take a card off the bid being built (not one already submitted)."""


class SubmitBid(Action):
    """Bid phase: make the bid (at least the Glory cost and more than the standing bid)."""


class PassBid(Action):
    """Bid phase: do not bid (or do not counter-bid)."""


ACTION_TYPES = {c.__name__: c for c in (
    ChooseOrder, PlayWarrior, PlayEvent, EndPhase, Pass, ToggleAttacker,
    ConfirmAttack, Forfeit, AssignDefender, Unassign, ConfirmDefence, AddToBid,
    RemoveFromBid, SubmitBid, PassBid, TimeUp)}
