"""9DKP's own events: what a table shows step by step and captions (log lines stay for people).
The shared ones (CardMoved, Rotated, StatChanged, DiceRolled, PhaseChanged, GameOver) are in
game/core/contract.py."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core.contract import Event, PlayedFromHand


class CardPlayed(PlayedFromHand):
    """A card comes into play from a hand: a Character onto its range, or a Skratch card
    (``what``: character | skratch)."""


@dataclass
class AttackDeclared(Event):
    seat: int
    attacker: str
    name: str
    bp: int
    kind: ClassVar[str] = "attack"


@dataclass
class CombatResolved(Event):
    """How an attack ended: ``outcome`` is direct (no defender), equal, defender or attacker
    (who was stronger); ``to_player`` the damage that went to the defending player's HP."""
    seat: int
    attacker: str
    defender: str | None
    outcome: str
    attack_bp: int
    defence_bp: int
    to_player: int
    kind: ClassVar[str] = "combat"


@dataclass
class AbilityUsed(Event):
    """A red gem's ability (in place of an attack) or a green gem's retirement."""
    seat: int
    card: str
    name: str
    retired: bool = False
    kind: ClassVar[str] = "ability"
