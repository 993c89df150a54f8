"""9DKP's computer player: GreedyBot (game/ai/bots.py), one ply on a re-dealt copy of the
state with the worst-case reply, valued by the ruleset's ``evaluate``."""
from __future__ import annotations

from game.ai.bots import GreedyBot


class NineDKPBot(GreedyBot):
    """The computer seat of a 9DKP table."""

#: the Hard player's search (game/ai/ismcts.py): how many heuristic points make a clear lead
HARD = {"scale": 400}
