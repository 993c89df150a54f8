"""The Hard computer player: information-set Monte Carlo tree search (ISMCTS).

Every iteration starts from a fresh ``ruleset.determinize(state, seat, seed)``: a copy of the
state in which everything ``seat`` cannot see is re-dealt at random, consistent with what it can
see (the real hidden cards are never read). One tree is shared by all determinizations (single
observer ISMCTS, Cowling, Powley & Whitehouse 2012): a node is a history of actions, and each
seat that moves there keeps its own statistics per action, with an availability count, because an
action is not legal in every determinization (UCB uses availability instead of the parent's
visits).

Simultaneous (double-blind) choices are searched decoupled (DUCT): when several seats are to act
at a node, each chooses by its own statistics without seeing the others' choice, and the child is
the joint choice. A seat's own hidden choice already submitted on the real table is re-guessed by
``determinize``; where the ruleset offers ``withdraw`` (a game of simultaneous secret picks), the
other seats' hidden choices are taken back on the copy so the search tries all of them.

Leaves are valued by the game's heuristic ``ruleset.evaluate`` squashed to 0..1 with
``0.5 + 0.5 * tanh(v / scale)`` (a finished game is 1, 0 or 0.5); ``scale`` is the game's
``search_scale`` (how many heuristic points make a clear lead). Each seat's value is its own, so
the tree works for any number of seats. The search stops at a time budget (seconds) or after a
number of iterations (tests and ``simulate --iterations``), and plays the most visited action.
Under a countdown (a game with timers) a decision takes at most a fifteenth of it. Moves that
lead back to a view the seat already chose at are dropped first (no select/unselect circles).
"""
from __future__ import annotations

import math
import time

from game.core.contract import Action, IllegalAction, Ruleset, TimeUp
from game.core.rng import Rng

#: the budget of a Hard seat at the table, in seconds per decision
DEFAULT_BUDGET = 1.0
#: under a countdown a decision takes at most this share of it (a phase holds several decisions)
TIMER_SLICES = 15


class _Node:
    __slots__ = ("stats", "children")

    def __init__(self):
        self.stats: dict[int, dict[Action, list]] = {}   # seat -> action -> [visits, value, available]
        self.children: dict[tuple, _Node] = {}


def _choices(ruleset, state, seat) -> list:
    """The legal actions a search tries: letting a countdown run out is never chosen (unless it is
    all there is), nor taking back part of a choice being built (``Ruleset.search_choices``)."""
    legal = ruleset.legal_actions(state, seat)
    if len(legal) > 1 and any(type(a) is TimeUp for a in legal):
        legal = [a for a in legal if type(a) is not TimeUp]
    return ruleset.search_choices(state, seat, legal)


def _key(view) -> str:
    return repr(view)


class ISMCTSBot:
    """Hard: ISMCTS on determinized states (see the module text)."""
    name = "hard"

    def __init__(self, seed: int = 0, budget: float | None = None, iterations: int | None = None,
                 exploration: float = 0.7, max_depth: int = 12, rollout: int = 0, scale: float | None = None,
                 policy=None, normal_phases: tuple = (), min_tries: int = 0):
        self.rng = Rng(seed)
        self.budget = DEFAULT_BUDGET if budget is None and iterations is None else budget
        self.iterations = iterations
        self.c = exploration
        self.max_depth = max_depth
        self.rollout = rollout
        self.scale = scale
        #: a player for the rollouts (the game's Normal; None: uniform among the legal actions)
        self.policy = policy
        #: phases (``state["phase"]``) whose decision is left to ``policy`` (a bid, a promise
        #: about a whole round, is beyond the search's horizon)
        self.normal_phases = normal_phases
        #: under a time budget, fewer iterations than this many per legal move leave the choice to
        #: ``policy`` (a busy or slow machine: a move tried once or twice is a guess, worse than Normal)
        self.min_tries = min_tries
        self.last = {"iterations": 0, "seconds": 0.0}
        #: the views this seat chose at (a choice built one action at a time must not go round
        #: in circles: select, unselect, select ...)
        self.seen: set = set()

    # -- the choice ------------------------------------------------------------
    def choose(self, ruleset: Ruleset, state: dict, seat: int) -> Action:
        """The legal action the search of re-dealt copies rates best (the policy's own choice in its
        phases, or when too few tries were made in time); always legal, ``state`` untouched."""
        legal = _choices(ruleset, state, seat)
        if len(legal) == 1:
            return legal[0]
        if self.policy is not None and state.get("phase") in self.normal_phases:
            return self.policy.choose(ruleset, state, seat)
        legal = self._no_circles(ruleset, state, seat, legal)
        if len(legal) == 1:
            return legal[0]
        scale = self.scale or getattr(ruleset, "search_scale", None) or 10.0
        t0 = time.perf_counter()
        budget = self.budget
        clock = ruleset.timer(state) if budget else None
        if clock and clock.get("seat") == seat:
            # a countdown runs: many decisions may share it, so each takes a slice
            budget = min(budget, clock["seconds"] / TIMER_SLICES)
        deadline = t0 + budget if budget else None
        root = _Node()
        withdraw = getattr(ruleset, "withdraw", None)
        n = ruleset.seat_count(state)
        done = 0
        while True:
            d = ruleset.determinize(state, seat, self.rng.randint(0, 1 << 30))
            if withdraw is not None:
                for o in range(n):
                    if o != seat:
                        withdraw(d, o)
            self._iterate(ruleset, d, root, seat, n, scale)
            done += 1
            if self.iterations is not None and done >= self.iterations:
                break
            if deadline is not None and time.perf_counter() >= deadline:
                break
        self.last = {"iterations": done, "seconds": time.perf_counter() - t0}
        if self.policy is not None and self.iterations is None and done < self.min_tries * len(legal):
            self.last["fallback"] = True
            return self.policy.choose(ruleset, state, seat)
        mine = root.stats.get(seat, {})
        best, best_key = legal[0], None
        for a in legal:
            st = mine.get(a)
            if st is None:
                continue
            key = (st[0], st[1] / st[0] if st[0] else 0.0)
            if best_key is None or key > best_key:
                best, best_key = a, key
        return best

    def _no_circles(self, ruleset, state, seat, legal):
        """Drop the actions that lead back to a view this seat already chose at (judged on a
        determinized copy, through the seat's own view)."""
        if len(self.seen) > 5000:
            self.seen.clear()
        self.seen.add(_key(ruleset.view(state, seat)))
        base = ruleset.determinize(state, seat, self.rng.randint(0, 1 << 30))
        keep = []
        for a in legal:
            s = ruleset.clone(base)
            try:
                ruleset.apply(s, seat, a)
            except IllegalAction:   # the re-deal cannot tell (a power's question hangs on hidden cards)
                keep.append(a)
                continue
            if seat not in ruleset.to_act(s) or _key(ruleset.view(s, seat)) not in self.seen:
                keep.append(a)
        return keep or legal

    # -- one iteration -----------------------------------------------------------
    def _iterate(self, ruleset, d, root, seat, n, scale):
        node, path, depth = root, [], 0
        rng = self.rng
        while depth < self.max_depth:
            movers = ruleset.to_act(d)
            if not movers:
                break
            joint, expanded = [], False
            lists = [(m, _choices(ruleset, d, m)) for m in movers]
            for m, legal in lists:
                if not legal:
                    continue
                st = node.stats.get(m)
                if st is None:
                    st = node.stats[m] = {}
                untried = [a for a in legal if a not in st]
                if untried:
                    a = untried[rng.randint(0, len(untried) - 1)]
                    st[a] = [0, 0.0, 0]
                    expanded = True
                for b in legal:
                    sb = st.get(b)
                    if sb is not None:
                        sb[2] += 1
                if not untried:
                    a = self._ucb(st, legal)
                joint.append((m, a))
            if not joint:
                break
            try:
                for m, a in joint:
                    ruleset.apply(d, m, a)
            except IllegalAction:
                break    # a joint choice the first one made impossible: value the state as it is
            path.append((node, joint))
            key = tuple(a for _, a in joint)
            child = node.children.get(key)
            if child is None:
                child = node.children[key] = _Node()
            node = child
            depth += 1
            if expanded:
                break
        for _ in range(self.rollout):
            movers = ruleset.to_act(d)
            if not movers:
                break
            if self.policy is not None:
                ruleset.apply(d, movers[0], self.policy.choose(ruleset, d, movers[0]))
                continue
            legal = _choices(ruleset, d, movers[0])
            ruleset.apply(d, movers[0], legal[rng.randint(0, len(legal) - 1)])
        values = self._values(ruleset, d, n, scale)
        for nd, joint in path:
            for m, a in joint:
                st = nd.stats[m][a]
                st[0] += 1
                st[1] += values[m]

    def _ucb(self, st, legal):
        c = self.c
        best, best_u = legal[0], -1.0
        for a in legal:
            v, w, avail = st[a]
            u = w / v + c * math.sqrt(math.log(avail) / v) if v else 1e9
            if u > best_u:
                best, best_u = a, u
        return best

    @staticmethod
    def _values(ruleset, d, n, scale):
        out = ruleset.outcome(d)
        if out is not None:
            w = out["winners"]
            if not w:
                return [0.5] * n
            return [1.0 if s in w else 0.0 for s in range(n)]
        return [0.5 + 0.5 * math.tanh(ruleset.evaluate(d, s) / scale) for s in range(n)]
