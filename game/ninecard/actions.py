"""9 Card actions. Cards are instance ids (p1's ``a01..a60``, p2's ``b01..``, ...).
Grid squares are indexes 0..8 = row * 3 + column; row 0 is the front row (nearest the
enemy), row 2 the rear. Column c of one grid faces column c of every other grid."""
from __future__ import annotations

from dataclasses import dataclass

from game.core.contract import Action, CardAction, as_tuple


class PlayEnergy(CardAction):
    """An Energy card from hand into the energy zone (ready at once)."""


class CreatureAsEnergy(CardAction):
    """Option: one creature card per turn played as energy (face down with that option)."""


@dataclass(frozen=True)
class Cast(CardAction):
    """Pay attack + defence in ready energy; the creature enters the rear square of
    ``column`` and moves forward while the square in front of it is empty."""
    column: int


@dataclass(frozen=True)
class Move(CardAction):
    """One square up, down, left or right, once per creature per turn. Moving onto
    another of your creatures that has not moved swaps the two (both have moved)."""
    square: int


@dataclass(frozen=True)
class Assault(Action):
    """End the main phase by assaulting ``target`` with the front-row creatures of
    ``columns`` (empty: no assault)."""
    target: int
    columns: tuple[int, ...] = ()

    def __post_init__(self):
        as_tuple(self, "columns")


@dataclass(frozen=True)
class FollowUp(Action):
    """After a creature of a column has assaulted, the one behind it continues (True) or not."""
    go: bool


class Discard(CardAction):
    """Fizzle: discard down to five cards."""


ACTION_TYPES = {c.__name__: c for c in (PlayEnergy, CreatureAsEnergy, Cast, Move, Assault, FollowUp, Discard)}
