"""Sixth Trick's events: a card played into the trick, and a trick won."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core.contract import CardMoved, Event


@dataclass
class CardPlayed(CardMoved):
    """``seat`` plays ``card`` from its hand (``src``) into the trick (``dst``)."""
    seat: int = 0
    kind: ClassVar[str] = "played"


@dataclass
class TrickWon(Event):
    """``seat`` wins trick number ``no`` with ``card`` (the highest of the suit led)."""
    seat: int
    card: str
    no: int
    kind: ClassVar[str] = "trick_won"
