"""A Hard player for games whose turn is a run of moves by one seat: a search over whole-turn
plans, each valued by the answer of the other seats played out on re-dealt states.

At the first decision of its turn the seat draws candidate plans of the turn from its own
(Normal) player: the Normal plan itself and variants drawn with random noise on Normal's
comparisons (``policy.noise``), each a list of actions from the seat's own view. Then, over and
over until the budget is spent, it re-deals what it cannot see (``ruleset.determinize``, so the
real hidden cards are never read), plays every plan on a copy of that same re-deal, lets the other
seats answer with the Normal player until the seat's next turn (``horizon`` turns on), and values
the position there with Normal's own ``policy.value`` squashed to 0..1 (a finished game 1, 0 or
0.5). Every plan meets the same re-deals (common random numbers), so the comparison is fair with
few samples. The plan with the best mean is played move after move while the table stays as the
plan expected (the seat's view matches); anything unexpected makes it search again.

This is flat Monte Carlo over a few strong candidates (a rollout policy improvement, Tesauro &
Galperin 1997), with determinized states as in ISMCTS; it is measured against Normal and
against ISMCTS in the report of issue 14.
"""
from __future__ import annotations

import math
import time

from game.core.contract import Action, Ruleset, TimeUp
from game.core.rng import Rng

#: the budget of a Hard seat at the table, in seconds per decision
DEFAULT_BUDGET = 1.0


def _key(view) -> str:
    return repr(view)


class PlanSearchBot:
    """Hard: plans of the turn valued by determinized answers (see the module text)."""
    name = "hard"

    def __init__(self, seed: int = 0, budget: float | None = None, iterations: int | None = None,
                 policy=None, opponent=None, plans: int = 10, noise: float = 3.0, scale: float = 15.0,
                 horizon: int = 1, max_steps: int = 400):
        self.rng = Rng(seed)
        self.budget = DEFAULT_BUDGET if budget is None and iterations is None else budget
        #: plan rollouts (one plan on one re-deal) per search, instead of a time budget
        self.iterations = iterations
        self.policy = policy            # the seat's own Normal (draws the plans)
        self.opponent = opponent or policy   # plays every seat in the rollouts
        self.plans = plans
        self.noise = noise
        self.scale = scale
        self.horizon = horizon
        self.max_steps = max_steps
        self.plan: list = []            # [(view key, action), ...] still to play
        self.last = {"iterations": 0, "seconds": 0.0, "plans": 0}

    # -- the choice ------------------------------------------------------------
    def choose(self, ruleset: Ruleset, state: dict, seat: int) -> Action:
        """The next move of the best plan found by rollouts on re-dealt copies (never ``TimeUp``
        while another move exists); always legal, ``state`` untouched."""
        legal = ruleset.legal_actions(state, seat)
        if len(legal) > 1 and any(type(a) is TimeUp for a in legal):
            legal = [a for a in legal if type(a) is not TimeUp]
        if len(legal) == 1:
            return legal[0]
        if self.plan:
            key, action = self.plan.pop(0)
            if key == _key(ruleset.view(state, seat)) and action in legal:
                return action
            self.plan = []
        plans = self._candidates(ruleset, state, seat)
        if len(plans) == 1:
            self.plan = plans[0][1:]
            return plans[0][0][1]
        best = self._search(ruleset, state, seat, plans)
        self.plan = best[1:]
        return best[0][1]

    def _candidates(self, ruleset, state, seat) -> list:
        """Normal's plan of the turn and up to ``plans - 1`` other plans drawn with noise; each
        a list of (view key, action) from here to the end of the seat's run of moves."""
        out, seen = [], set()
        base = ruleset.determinize(state, seat, self.rng.randint(0, 1 << 30))
        tries = 0
        while len(out) < self.plans and tries < 3 * self.plans:
            noise = 0.0 if tries == 0 else self.noise * (0.3 + self.rng.random())
            tries += 1
            s = ruleset.clone(base)
            plan = []
            saved = self.policy.noise
            self.policy.noise = noise
            try:
                for _ in range(self.max_steps):
                    if s["over"] if "over" in s else ruleset.outcome(s) is not None:
                        break
                    if seat not in ruleset.to_act(s):
                        break
                    legal = ruleset.legal_actions(s, seat)
                    a = legal[0] if len(legal) == 1 else self.policy.choose(ruleset, s, seat)
                    plan.append((_key(ruleset.view(s, seat)), a))
                    ruleset.apply(s, seat, a)
            finally:
                self.policy.noise = saved
            sig = tuple(a for _, a in plan)
            if sig not in seen:
                seen.add(sig)
                out.append(plan)
        return out

    def _search(self, ruleset, state, seat, plans):
        t0 = time.perf_counter()
        deadline = t0 + self.budget if self.budget else None
        totals = [0.0] * len(plans)
        rounds = done = 0
        while True:
            d = ruleset.determinize(state, seat, self.rng.randint(0, 1 << 30))
            for i, plan in enumerate(plans):
                s = ruleset.clone(d)
                totals[i] += self._rollout(ruleset, s, seat, plan)
                done += 1
            rounds += 1
            if self.iterations is not None and done >= self.iterations:
                break
            if deadline is not None and time.perf_counter() >= deadline:
                break
        self.last = {"iterations": done, "seconds": time.perf_counter() - t0, "plans": len(plans),
                     "rounds": rounds}
        i = max(range(len(plans)), key=lambda k: (totals[k], -k))
        return plans[i]

    def _rollout(self, ruleset, s, seat, plan) -> float:
        for _, a in plan:
            if ruleset.outcome(s) is not None or seat not in ruleset.to_act(s):
                break
            try:
                ruleset.apply(s, seat, a)
            except Exception:       # not possible on this re-deal: let Normal finish the turn
                break
        turns, away, steps = 0, False, 0
        while steps < self.max_steps:
            movers = ruleset.to_act(s)
            if not movers:
                break
            m = movers[0]
            if m == seat and away:
                turns += 1
                away = False
                if turns >= self.horizon:
                    break
            if m != seat:
                away = True
            legal = ruleset.legal_actions(s, m)
            a = legal[0] if len(legal) == 1 else self.opponent.choose(ruleset, s, m)
            ruleset.apply(s, m, a)
            steps += 1
        out = ruleset.outcome(s)
        if out is not None:
            w = out["winners"]
            return 0.5 if not w else (1.0 if seat in w else 0.0)
        return 0.5 + 0.5 * math.tanh(self.policy.value(s, seat) / self.scale)
