"""Bots that play any ruleset through the contract.

They read ``legal_actions`` (never re-implement a rule) and search a
``determinize``d copy of the state, so they never peek at hidden cards.
"""
from __future__ import annotations

from game.core.contract import Action, Ruleset
from game.core.rng import Rng


class RandomBot:
    """Uniform among the legal actions (the baseline the issues measure against)."""
    name = "random"

    def __init__(self, seed: int = 0):
        self.rng = Rng(seed)

    def choose(self, ruleset: Ruleset, state: dict, seat: int) -> Action:
        return self.rng.choice(ruleset.legal_actions(state, seat))


class GreedyBot:
    """One-ply search on a re-dealt copy of the state: try every legal action, then
    assume the opponent answers a pending decision (a counter-attack, a block) with
    the reply that is worst for us, and keep the best by ``ruleset.evaluate``."""
    name = "computer"

    def __init__(self, seed: int = 0, reply_depth: int = 1):
        self.rng = Rng(seed)
        self.reply_depth = reply_depth

    def choose(self, ruleset: Ruleset, state: dict, seat: int) -> Action:
        legal = ruleset.legal_actions(state, seat)
        if len(legal) == 1:
            return legal[0]
        base = ruleset.determinize(state, seat, self.rng.randint(0, 1 << 30))
        best, best_score = legal[0], float("-inf")
        for action in legal:
            s = ruleset.clone(base)
            ruleset.apply(s, seat, action)
            score = self._reply_value(ruleset, s, seat, self.reply_depth)
            score += self.rng.random() * 1e-3  # break ties without bias
            if score > best_score:
                best, best_score = action, score
        return best

    def _reply_value(self, ruleset, state, seat, depth):
        movers = ruleset.to_act(state)
        if depth <= 0 or not movers or seat in movers or not ruleset.reply_search:
            return ruleset.evaluate(state, seat)
        other = movers[0]
        worst = float("inf")
        for reply in ruleset.legal_actions(state, other):
            s = ruleset.clone(state)
            ruleset.apply(s, other, reply)
            worst = min(worst, ruleset.evaluate(s, seat))
        return worst


BOTS = {"random": RandomBot, "computer": GreedyBot, "greedy": GreedyBot}


def make_bot(kind: str, seed: int = 0, ruleset: Ruleset | None = None):
    """A player for ``kind``. "computer" is the game's own bot when its ruleset names one
    (``bot_class = "package.module:Class"``, e.g. for double-blind or trick-taking play),
    else GreedyBot; "greedy" is always GreedyBot."""
    if kind not in BOTS:
        raise KeyError(f"unknown player kind {kind!r} (known: {', '.join(BOTS)})")
    path = getattr(ruleset, "bot_class", None) if kind == "computer" else None
    if path:
        import importlib
        module, _, name = path.partition(":")
        return getattr(importlib.import_module(module), name)(seed)
    return BOTS[kind](seed)
