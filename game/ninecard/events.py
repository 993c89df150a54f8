"""9 Card's own events: what its table shows step by step and captions (log lines stay for
people). The shared ones (CardMoved, StatChanged, PhaseChanged, GameOver) are in
game/core/contract.py."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core.contract import Event


@dataclass
class AssaultStarted(Event):
    """A creature begins its assault down ``column`` of ``target``'s grid."""
    attacker: str
    target: int
    column: int
    kind: ClassVar[str] = "assault"


@dataclass
class Clash(Event):
    """The assaulting creature meets the next defender of the column: ``attack`` is what
    it still carries in, ``taken`` the defenders' attack it has taken so far, this one's
    included."""
    attacker: str
    defender: str
    attack: int
    taken: int
    kind: ClassVar[str] = "clash"


@dataclass
class Cleanup(Event):
    """The end of ``seat``'s turn: every creature was pushed as far forward as it can go;
    ``moved`` names the creatures that moved (their ``CardMoved`` events came just before)."""
    seat: int
    moved: tuple = ()
    kind: ClassVar[str] = "cleanup"
