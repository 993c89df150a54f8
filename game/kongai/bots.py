"""Kongai's computer player: MatrixBot (game/ai/matrix.py) solving each double-blind turn's
payoff matrix (Hard: LookaheadBot, the same one turn deeper). What they search with is the
ruleset's (search.py: the phases to look through, the re-dealt state, the heuristic)."""
from __future__ import annotations

from game.ai.matrix import MatrixBot


class KongaiBot(MatrixBot):
    """Regret matching over the payoff matrix of the turn, on Kongai's heuristic."""


#: the Hard player (game/ai/matrix.py): each cell of the turn's matrix worth the solved matrix of
#: the next turn's combat (ISMCTS with 200 iterations won 40 % of 10 games against Normal)
HARD = {"class": "game.ai.matrix:LookaheadBot"}
