"""9DKP actions. Card fields are card instance ids (``"a07"``: seat p1's cards are
``a01..a40``, p2's ``b01..b40``; scenario cards may use any id)."""
from __future__ import annotations

from dataclasses import dataclass

from game.core.contract import Action


@dataclass(frozen=True)
class ChooseOrder(Action):
    """The D6 roll-off winner goes first (True) or second (False)."""
    first: bool

    def describe(self):
        return "goes first" if self.first else "goes second"


@dataclass(frozen=True)
class PlayCharacter(Action):
    """Put a Character from hand onto the range (enters in Katnap).
    ``target`` is the chosen card for an on-play effect that chooses one."""
    card: str
    target: str | None = None


@dataclass(frozen=True)
class PlaySkratch(Action):
    card: str
    target: str | None = None


@dataclass(frozen=True)
class Attack(Action):
    attacker: str


@dataclass(frozen=True)
class Counter(Action):
    """The defender's answer to an attack: this active character counter-attacks."""
    defender: str


@dataclass(frozen=True)
class TakeHit(Action):
    """The defender's answer to an attack: take the damage to HP."""


@dataclass(frozen=True)
class UseAbility(Action):
    """A red-gem character uses its ability instead of attacking (then Katnap)."""
    card: str
    target: str | None = None


@dataclass(frozen=True)
class Retire(Action):
    """A green-gem character is retired to the discard pile for its reward."""
    card: str


@dataclass(frozen=True)
class EndTurn(Action):
    pass


ACTION_TYPES = {c.__name__: c for c in (ChooseOrder, PlayCharacter, PlaySkratch, Attack,
                                        Counter, TakeHit, UseAbility, Retire, EndTurn)}
