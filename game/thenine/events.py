"""The Nine's own events: what its table shows and captions (log lines stay for people).
The shared ones (CardMoved, StatChanged, DiceRolled, PhaseChanged, TimerStarted, GameOver) are
in game/core/contract.py."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core.contract import Event


@dataclass
class CardPlayed(Event):
    """A card played from a hand: a Warrior into play, an Event (it resolves, or waits for the
    opponent's answer), or a counter answering an Event (``answers``: the Event it cancels)."""
    seat: int
    card: str
    name: str
    what: str                    # warrior | event | counter
    target: str | None = None
    text: str = ""               # the card's rules text, as the log says it
    answers: str | None = None
    kind: ClassVar[str] = "played"


@dataclass
class EndOfDays(Event):
    """A green token moves to the End of Days pool: the round number (the game ends after 20)."""
    round: int
    rounds: int
    kind: ClassVar[str] = "end_of_days"
