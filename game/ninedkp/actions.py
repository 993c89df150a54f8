"""9DKP actions. Card fields are card instance ids (``"a07"``: seat p1's cards are
``a01..a40``, p2's ``b01..b40``; scenario cards may use any id)."""
from __future__ import annotations

from dataclasses import dataclass

from game.core.contract import Action, CardAction, CardOnTarget, OrderChoice


class ChooseOrder(OrderChoice):
    """The D6 roll-off winner goes first (True) or second (False)."""


class PlayCharacter(CardOnTarget):
    """Put a Character from hand onto the range (enters in Katnap).
    ``target`` is the chosen card for an on-play effect that chooses one."""


class PlaySkratch(CardOnTarget):
    """Play a Skratch card from hand; ``target``: the card its effect chooses, when it chooses one."""


@dataclass(frozen=True)
class Attack(Action):
    """Attack with ``attacker`` (the defender answers with Counter or TakeHit)."""
    attacker: str


@dataclass(frozen=True)
class Counter(Action):
    """The defender's answer to an attack: this active character counter-attacks."""
    defender: str


class TakeHit(Action):
    """The defender's answer to an attack: take the damage to HP."""


class UseAbility(CardOnTarget):
    """A red-gem character uses its ability instead of attacking (then Katnap)."""


class Retire(CardAction):
    """A green-gem character is retired to the discard pile for its reward."""


class EndTurn(Action):
    """End the turn."""


ACTION_TYPES = {c.__name__: c for c in (ChooseOrder, PlayCharacter, PlaySkratch, Attack,
                                        Counter, TakeHit, UseAbility, Retire, EndTurn)}
