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

from game.core.contract import Action, TimeUp


class NineAction(Action):
    """Equality by class and fields, answered directly (the generated dataclass ``__eq__``
    returns NotImplemented across classes, which costs a second call for every
    non-matching entry when ``apply`` looks an action up in ``legal_actions``)."""

    def __eq__(self, other):
        return self is other or (other.__class__ is self.__class__ and self.__dict__ == other.__dict__)

    def __hash__(self):
        return hash((self.__class__.__name__, *self.__dict__.values()))


@dataclass(frozen=True, eq=False)
class ChooseOrder(NineAction):
    """The initiative winner (higher d20) goes first (True) or second (False) this round."""
    first: bool

    def describe(self):
        return "goes first" if self.first else "goes second"


@dataclass(frozen=True, eq=False)
class PlayWarrior(NineAction):
    """Player phase, once: put a Warrior from hand into play. ``target``: the card its
    on-play effect chooses, when it chooses one."""
    card: str
    target: str | None = None


@dataclass(frozen=True, eq=False)
class PlayEvent(NineAction):
    """At most one Event per player per round, whenever that player is to act; in an
    answer window only a counter Event."""
    card: str
    target: str | None = None


@dataclass(frozen=True, eq=False)
class EndPhase(NineAction):
    """End your Player phase."""


@dataclass(frozen=True, eq=False)
class Pass(NineAction):
    """Let the opponent's Event resolve without countering it."""


@dataclass(frozen=True, eq=False)
class ToggleAttacker(NineAction):
    """Combat: add a Warrior to (or take it out of) the attack being declared."""
    warrior: str


@dataclass(frozen=True, eq=False)
class ConfirmAttack(NineAction):
    """Combat: the declared Warriors attack (in the order they were chosen)."""


@dataclass(frozen=True, eq=False)
class Forfeit(NineAction):
    """Combat: forfeit the attack this round."""


@dataclass(frozen=True, eq=False)
class AssignDefender(NineAction):
    """Defence: ``defender`` blocks ``attacker`` (several may block one attacker)."""
    defender: str
    attacker: str


@dataclass(frozen=True, eq=False)
class Unassign(NineAction):
    """Defence: take a defender back."""
    defender: str


@dataclass(frozen=True, eq=False)
class ConfirmDefence(NineAction):
    """Defence: done (with no defender assigned: the attacks are not blocked)."""


@dataclass(frozen=True, eq=False)
class AddToBid(NineAction):
    """Bid phase: put a Warrior in play or a claimed RR card on the bid being built."""
    card: str


@dataclass(frozen=True, eq=False)
class RemoveFromBid(NineAction):
    """Bid phase: take a card off the bid being built (not one already submitted)."""
    card: str


@dataclass(frozen=True, eq=False)
class SubmitBid(NineAction):
    """Bid phase: make the bid (at least the Glory cost and more than the standing bid)."""


@dataclass(frozen=True, eq=False)
class PassBid(NineAction):
    """Bid phase: do not bid (or do not counter-bid)."""


ACTION_TYPES = {c.__name__: c for c in (
    ChooseOrder, PlayWarrior, PlayEvent, EndPhase, Pass, ToggleAttacker,
    ConfirmAttack, Forfeit, AssignDefender, Unassign, ConfirmDefence, AddToBid,
    RemoveFromBid, SubmitBid, PassBid, TimeUp)}
