"""Sixth Trick's one action."""
from __future__ import annotations

from dataclasses import dataclass

from game.core.contract import Action


@dataclass(frozen=True)
class Play(Action):
    """Play ``card`` from your hand into the trick."""
    card: str


ACTION_TYPES = {"Play": Play}
