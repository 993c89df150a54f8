"""The Nine's own events: what its table shows and captions (log lines stay for people).
The shared ones (CardMoved, StatChanged, DiceRolled, PhaseChanged, TimerStarted, GameOver) are
in game/core/contract.py."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core.contract import Event, PlayedFromHand


@dataclass
class CardPlayed(PlayedFromHand):
    """A card played from a hand: a Warrior into play, an Event (it resolves, or waits for the
    opponent's answer), or a counter answering an Event (``answers``: the Event it cancels);
    ``what``: warrior | event | counter."""
    text: str = ""               # the card's rules text, as the log says it
    answers: str | None = None


@dataclass
class EndOfDays(Event):
    """A green token moves to the End of Days pool: the round number (the game ends after 20)."""
    round: int
    rounds: int
    kind: ClassVar[str] = "end_of_days"


@dataclass
class Fight(Event):
    """One attacker's fight (rulebook steps 8-12), right after its dice (the ``DiceRolled`` of
    the attack d10, then one per blocker) and before what it does (``StatChanged`` health or
    shame, a slain Warrior's ``CardMoved``): the dice and totals a table shows.

    ``seat`` is the attacking seat, None for an unclaimed RR Warrior; ``defending`` the seat
    attacked; ``attack`` = ``roll`` + ``strength``; ``defenders`` in the order they block, each
    ``{id, roll, defence, total, damage, slain}``; ``defence`` their summed totals (None when
    nobody blocks); ``result`` unblocked | blocked | hit; ``to_player`` the damage that reaches
    the defending player. The view's ``fights`` lists the same records."""
    attacker: str
    seat: int | None
    defending: int
    roll: int
    strength: int
    attack: int
    defenders: list
    defence: int | None
    result: str
    to_player: int = 0
    kind: ClassVar[str] = "fight"
