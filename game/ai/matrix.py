"""A computer player for simultaneous (double-blind) choices.

When both seats choose at once, the best move depends on what the other will do, and a
predictable player is easy to read. So for the current simultaneous phase this bot builds the
payoff matrix (my choice x their choice; each cell = ``ruleset.evaluate`` after both are applied
to a determinized clone, averaged over a few determinizations so chance is sampled, never
peeked), solves the zero-sum matrix game approximately by regret matching, and samples its
choice from that mixed strategy with its own seeded RNG.

A maneuver-like phase whose outcome only matters through the next simultaneous phase can be
searched one level deeper (``depth``): a cell is then worth the value of the next phase's
matrix game. Sequential decisions (a draft pick) fall back to a one-ply greedy choice.

It works on any 2-seat ruleset through the contract. To try every option of a seat that has
already locked in a hidden choice, the ruleset offers ``withdraw(state, seat)`` (used on a
determinized clone only, where that choice is already a random guess); without it the bot
plays against the sampled guesses.
"""
from __future__ import annotations

import time

from game.core.contract import Action, Ruleset
from game.ai.ismcts import DEFAULT_BUDGET
from game.core.rng import Rng

CLIP = 1000.0   # a won or lost game is worth this much in a matrix (keeps the solver stable)


def solve(matrix: list[list[float]], iterations: int = 150) -> tuple[list[float], list[float], float]:
    """Approximate equilibrium of the zero-sum game ``matrix`` (rows maximise, columns
    minimise) by regret matching+ with linearly weighted averages. Returns the row mix,
    the column mix and the value of the game for the rows."""
    n, m = len(matrix), len(matrix[0])
    if n == 1 or m == 1:
        if n == 1:
            j = min(range(m), key=lambda c: matrix[0][c])
            return [1.0], [1.0 if c == j else 0.0 for c in range(m)], matrix[0][j]
        i = max(range(n), key=lambda r: matrix[r][0])
        return [1.0 if r == i else 0.0 for r in range(n)], [1.0], matrix[i][0]
    cols = list(zip(*matrix))
    rr, rc = [0.0] * n, [0.0] * m
    sr, sc = [0.0] * n, [0.0] * m
    x, y = [1.0 / n] * n, [1.0 / m] * m
    for t in range(1, iterations + 1):
        ur = [sum(a * b for a, b in zip(row, y)) for row in matrix]
        uc = [sum(a * b for a, b in zip(col, x)) for col in cols]
        v = sum(a * b for a, b in zip(x, ur))
        w = sum(a * b for a, b in zip(y, uc))
        for i in range(n):
            rr[i] = max(0.0, rr[i] + ur[i] - v)
            sr[i] += t * x[i]
        for j in range(m):
            rc[j] = max(0.0, rc[j] + w - uc[j])
            sc[j] += t * y[j]
        tr, tc = sum(rr), sum(rc)
        x = [r / tr for r in rr] if tr > 0 else [1.0 / n] * n
        y = [r / tc for r in rc] if tc > 0 else [1.0 / m] * m
    tr, tc = sum(sr), sum(sc)
    x, y = [a / tr for a in sr], [a / tc for a in sc]
    value = sum(x[i] * sum(matrix[i][j] * y[j] for j in range(m)) for i in range(n))
    return x, y, value


class MatrixBot:
    """Mixed strategies for double-blind phases (see the module text)."""
    name = "computer"

    def __init__(self, seed: int = 0, samples: int = 2, depth: int = 1, iterations: int = 120,
                 floor: float = 0.04):
        self.rng = Rng(seed)
        self.samples = samples
        self.depth = depth
        self.iterations = iterations
        self.floor = floor          # choices the mix gives less than this are dropped
        self.last_mix: list[tuple[Action, float]] = []

    # -- helpers -------------------------------------------------------------
    @staticmethod
    def _other(ruleset, seat):
        return 1 - seat if ruleset.info.max_seats == 2 else None

    def _value(self, ruleset, state, seat) -> float:
        v = ruleset.evaluate(state, seat)
        return max(-CLIP, min(CLIP, v))

    def _matrix(self, ruleset, bases, seat, other, mine, theirs, depth):
        rows = []
        for a in mine:
            row = []
            for b in theirs:
                total = 0.0
                for base in bases:
                    s = ruleset.clone(base)
                    ruleset.apply(s, seat, a)
                    ruleset.apply(s, other, b)
                    total += self._leaf(ruleset, s, seat, other, depth)
                row.append(total / len(bases))
            rows.append(row)
        return rows

    def _leaf(self, ruleset, state, seat, other, depth) -> float:
        """A cell's worth: the evaluation, or one level deeper the value of the next
        simultaneous phase when both seats choose again at once."""
        if depth > 0:
            movers = ruleset.to_act(state)
            if seat in movers and other in movers:
                mine = ruleset.legal_actions(state, seat)
                theirs = ruleset.legal_actions(state, other)
                m = self._matrix(ruleset, [state], seat, other, mine, theirs, depth - 1)
                return solve(m, self.iterations // 2)[2]
        return self._value(ruleset, state, seat)

    # -- the choice ----------------------------------------------------------
    def choose(self, ruleset: Ruleset, state: dict, seat: int) -> Action:
        """A legal action drawn from the mixed strategy solving the payoff matrix of both seats'
        simultaneous choices (a greedy pick when the other seat does not choose at once); always
        legal, ``state`` untouched."""
        legal = ruleset.legal_actions(state, seat)
        if len(legal) == 1:
            return legal[0]
        other = self._other(ruleset, seat)
        bases = []
        for _ in range(self.samples):
            b = ruleset.determinize(state, seat, self.rng.randint(0, 1 << 30))
            withdraw = getattr(ruleset, "withdraw", None)
            if withdraw is not None and other is not None:
                withdraw(b, other)
            bases.append(b)
        movers = ruleset.to_act(bases[0])
        if other is None or other not in movers:
            return self._greedy(ruleset, bases, seat, legal)
        theirs = ruleset.legal_actions(bases[0], other)
        depth = self.depth if self._shallow(ruleset, bases[0]) else 0
        matrix = self._matrix(ruleset, bases[:1] if depth else bases, seat, other, legal, theirs, depth)
        mix, _, _ = solve(matrix, self.iterations)
        return self._sample(legal, mix)

    def _shallow(self, ruleset, state) -> bool:
        """Search one level deeper only where the phase has few choices (a maneuver: close /
        far / pass), so a deep search stays cheap."""
        hint = getattr(ruleset, "search_deeper", None)
        return bool(hint(state)) if hint is not None else False

    def _sample(self, legal, mix):
        keep = [(a, p) for a, p in zip(legal, mix) if p >= self.floor] or \
            [max(zip(legal, mix), key=lambda ap: ap[1])]
        total = sum(p for _, p in keep)
        self.last_mix = [(a, p / total) for a, p in keep]
        r = self.rng.random() * total
        for a, p in keep:
            r -= p
            if r <= 0:
                return a
        return keep[-1][0]

    def _greedy(self, ruleset, bases, seat, legal):
        best, best_v = legal[0], float("-inf")
        for a in legal:
            v = 0.0
            for base in bases:
                s = ruleset.clone(base)
                ruleset.apply(s, seat, a)
                v += self._value(ruleset, s, seat)
            v = v / len(bases) + self.rng.random() * 1e-3
            if v > best_v:
                best, best_v = a, v
        return best


class _Late(Exception):
    """The time budget ran out before the deeper matrix was complete."""


class LookaheadBot(MatrixBot):
    """Hard for double-blind games: the matrix of this turn, each cell worth the solved matrix of
    the next turn. Normal (``MatrixBot``) values a combat by the heuristic right after it; this
    player values it by what the best play of the next turn's combat makes of the state it leaves
    (the energy a rest saves, a swap's timing, a stun), so it plans two turns. Phases the ruleset
    names in ``search_assume(state)`` are passed over with the choice both seats usually make there
    (e.g. a maneuver: pass; Normal already searches a maneuver through its combat).

    A decision at the table has ``budget`` seconds (default 1.0; worker thread); if the deeper
    matrix is not complete by then it plays Normal's choice instead. With ``iterations`` (tests,
    ``simulate --iterations``) there is no clock: the deeper matrix is always complete, so a result
    does not depend on the machine's speed (the number itself is not used)."""
    name = "hard"

    def __init__(self, seed: int = 0, budget: float | None = None, iterations: int | None = None,
                 samples: int = 1, inner: int = 60):
        super().__init__(seed, samples=samples, depth=1)
        self.budget = None if iterations is not None else (DEFAULT_BUDGET if budget is None else budget)
        self.inner = inner                      # regret-matching rounds of each next-turn matrix
        self.normal = MatrixBot(seed + 1)       # the answer when time runs out
        self.deadline: float | None = None
        self.last = {"seconds": 0.0, "late": False}

    def _shallow(self, ruleset, state) -> bool:
        return True

    def choose(self, ruleset: Ruleset, state: dict, seat: int) -> Action:
        """A legal action from a deeper matrix search within the time budget (``MatrixBot``'s
        answer when time runs out); always legal, ``state`` untouched."""
        t0 = time.perf_counter()
        self.deadline = t0 + self.budget if self.budget else None
        late = False
        try:
            return super().choose(ruleset, state, seat)
        except _Late:
            late = True
            return self.normal.choose(ruleset, state, seat)
        finally:
            self.deadline = None
            self.last = {"seconds": time.perf_counter() - t0, "late": late}

    def _leaf(self, ruleset, state, seat, other, depth) -> float:
        if depth <= 0:
            return self._value(ruleset, state, seat)
        if self.deadline is not None and time.perf_counter() > self.deadline:
            raise _Late
        assume = getattr(ruleset, "search_assume", None)
        choice = assume(state) if assume is not None else None
        if choice is not None:
            movers = ruleset.to_act(state)
            if seat in movers and other in movers and choice in ruleset.legal_actions(state, seat) \
                    and choice in ruleset.legal_actions(state, other):
                ruleset.apply(state, seat, choice)
                ruleset.apply(state, other, choice)
        movers = ruleset.to_act(state)
        if seat in movers and other in movers:
            mine = ruleset.legal_actions(state, seat)
            theirs = ruleset.legal_actions(state, other)
            return solve(self._matrix(ruleset, [state], seat, other, mine, theirs, depth - 1), self.inner)[2]
        return self._value(ruleset, state, seat)
