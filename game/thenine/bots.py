"""The Nine's computer players: GreedyBot (game/ai/bots.py) searching one ply on The Nine's
``evaluate`` (Normal), ISMCTS on it (Hard). What they search with is the ruleset's: the heuristic
and the arithmetic behind it live in search.py, below the ruleset."""
from __future__ import annotations

from game.ai.bots import GreedyBot
from game.thenine.search import search_choices  # noqa: F401 (tests/game/thenine/test_bot.py reads it here)


class TheNineBot(GreedyBot):
    """One-ply search with the worst-case reply, on the heuristic of search.py."""


#: the Hard player's search (game/ai/ismcts.py): how many heuristic points make a clear lead.
#: 85.0 % of 200 games against Normal at 100 iterations (docs/levels.md)
HARD = {"scale": 25}
