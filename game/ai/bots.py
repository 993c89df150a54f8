"""Bots that play any ruleset through the contract.

They read ``legal_actions`` (never re-implement a rule) and search a
``determinize``d copy of the state, so they never peek at hidden cards.
"""
from __future__ import annotations

from game.core.contract import Action, Ruleset, TimeUp
from game.core.rng import Rng


class RandomBot:
    """Uniform among the legal actions (the baseline the issues measure against)."""
    name = "random"

    def __init__(self, seed: int = 0):
        self.rng = Rng(seed)

    def choose(self, ruleset: Ruleset, state: dict, seat: int) -> Action:
        """One of ``seat``'s legal actions at ``state``, uniform (always legal; ``state`` untouched)."""
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
        """The legal action with the best ``evaluate`` after the worst reply; always legal, searched
        on a re-dealt copy so ``state`` is untouched and hidden cards never read."""
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


class EasyBot:
    """Easy: the Normal player with plausible mistakes. Most moves are Normal's; now and then
    (``slip``) it plays another legal move instead, but never one that loses the game on the
    spot while another exists, and never lets a countdown run out on purpose. When the game's
    Normal player knows a newcomer's mistakes (a method ``slip(ruleset, state, seat, legal,
    best)`` returning a worse move that a newcomer would make, or None), the other move is one
    of those; else it is any legal move."""
    name = "easy"

    def __init__(self, normal, seed: int = 0, slip: float = 0.35):
        self.normal = normal
        self.rng = Rng(seed ^ 0x5EA5)
        self.slip = slip

    def choose(self, ruleset: Ruleset, state: dict, seat: int) -> Action:
        """Normal's choice, or now and then a worse legal one (the slip is never ``TimeUp`` and never
        loses on the spot); always legal, ``state`` untouched."""
        best = self.normal.choose(ruleset, state, seat)
        if self.rng.random() >= self.slip:
            return best
        legal = [a for a in ruleset.legal_actions(state, seat) if type(a) is not TimeUp]
        if len(legal) <= 1:
            return best
        mistake = getattr(self.normal, "slip", None)
        pick = mistake(ruleset, state, seat, legal, best) if mistake is not None else self.rng.choice(legal)
        if pick is None or pick not in legal:
            return best
        if pick == best or not self._loses(ruleset, state, seat, pick):
            return pick
        return best

    def _loses(self, ruleset, state, seat, action) -> bool:
        s = ruleset.determinize(state, seat, self.rng.randint(0, 1 << 30))
        ruleset.apply(s, seat, action)
        out = ruleset.outcome(s)
        return out is not None and seat not in out["winners"]


#: the seat kinds of the launcher, the save files and ``simulate --seats``; "computer" is the
#: old name of "normal" (old saves and command lines keep working), "greedy" always GreedyBot
KINDS = ("random", "easy", "normal", "hard", "computer", "greedy")
LEVELS = ("easy", "normal", "hard")
BOTS = {"random": RandomBot, "computer": GreedyBot, "greedy": GreedyBot}


def level_of(kind: str) -> str:
    """``computer`` -> ``normal``; the other kinds are themselves."""
    return "normal" if kind == "computer" else kind


def _load(path: str):
    import importlib
    module, _, name = path.partition(":")
    return getattr(importlib.import_module(module), name)


def _tuning(ruleset, name: str) -> dict:
    """The game's tuning of a level: ``HARD`` / ``EASY`` in the module of its ``bot_class``."""
    path = getattr(ruleset, "bot_class", None)
    if not path:
        return {}
    import importlib
    return dict(getattr(importlib.import_module(path.partition(":")[0]), name, {}))


def make_bot(kind: str, seed: int = 0, ruleset: Ruleset | None = None, budget: float | None = None,
             iterations: int | None = None):
    """A player for ``kind`` (one of ``KINDS``). "normal" (alias "computer") is the game's own
    bot when its ruleset names one (``bot_class = "package.module:Class"``, e.g. for
    double-blind or trick-taking play), else GreedyBot; "easy" is Normal with plausible
    mistakes; "hard" searches with a time ``budget`` in seconds per decision (default 1.0) or a
    fixed number of ``iterations``: ISMCTS (game/ai/ismcts.py) unless the game's ``HARD`` names
    another ``class`` (e.g. game/ai/plans.py), with ``policy`` / ``opponent`` (True: the game's
    Normal) and the rest of ``HARD`` as its options; "greedy" is always GreedyBot."""
    if kind not in KINDS:
        raise KeyError(f"unknown player kind {kind!r} (known: {', '.join(KINDS)})")
    kind = level_of(kind)
    if kind == "hard":
        opts = _tuning(ruleset, "HARD")
        cls = _load(opts.pop("class", "game.ai.ismcts:ISMCTSBot"))
        if opts.pop("policy", False):     # rollouts (and ``normal_phases``) played by Normal
            opts["policy"] = make_bot("normal", seed + 1, ruleset)
        if opts.pop("opponent", False):   # the other seats in the rollouts
            opts["opponent"] = make_bot("normal", seed + 2, ruleset)
        return cls(seed, budget=budget, iterations=iterations, **opts)
    if kind == "easy":           # the game's bots module may tune the mistakes: EASY = {"slip": ...}
        return EasyBot(make_bot("normal", seed, ruleset), seed, **_tuning(ruleset, "EASY"))
    path = getattr(ruleset, "bot_class", None) if kind == "normal" else None
    if path:
        return _load(path)(seed)
    return BOTS["computer" if kind == "normal" else kind](seed)
