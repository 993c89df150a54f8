"""9 Card's computer player (Normal): a turn planner.

A 9 Card turn is many small moves ended by one assault, and the assault is what decides the
game. The old one-ply player valued each move by itself, so it ended its turn before playing its
energy (an assault scores at once) and cast into any column. This one plans the turn:

- Energy cards are always played first (energy stays for the whole game).
- ``card_plan``: which creatures in hand to cast and which to play as energy (the most worth on
  the grid and in energy the ready energy pays for; with an empty grid, a creature on it first,
  since an empty grid at the end of the turn loses).
- Each cast goes to the column, and each step on the grid is taken, that makes ``turn_value``
  best: the position plus the best assault the grids then allow (each column resolved with the
  rules' own cascade, ``effects.resolve_assault``, on a small copy of the two columns, with the
  best number of follow-ups), the cleanup push, and the answer the next seat's front row can give.
- Then the best assault (target and columns), each follow-up by the same count, and a discard
  of the card worth least in hand.

It reads only its own hand and what is on the table (the grids, life, energy and hand counts),
so it needs no re-deal and never sees a hidden card. Easy is this player with a newcomer's
mistakes (``slip``).
"""
from __future__ import annotations

from itertools import product

from game.core.rng import Rng
from game.ninecard import effects as fx
from game.ninecard.actions import Assault, Cast, CreatureAsEnergy, Discard, FollowUp, Move, PlayEnergy

WIN = 1e5


class Weights:
    """What the planner counts, in points of life."""
    life = 1.0           # a point of a seat's life
    attack = 0.9         # a creature on the grid: per point of attack
    defence = 0.7        # ... per point of defence
    body = 1.0           # ... for being there at all
    energy = 1.6         # an energy (ready or spent) while a seat has fewer than ``energy_cap``
    energy_cap = 9
    energy_late = 0.3    # an energy past the cap
    hand_card = 0.3      # a card in hand
    hand_creature = 0.12  # a creature in hand, per point of its cost
    reply = 0.85         # how much the next seat's answer is counted (it may cast first)
    open_column = 3.0    # an empty column of mine facing no attacker (what they cast walks in)


def _column(grid, col):
    return tuple(grid[r * 3 + col] for r in range(3))


class NineCardBot:
    """The computer seat of a 9 Card table (see the module text)."""
    name = "computer"

    def __init__(self, seed: int = 0, weights=Weights):
        self.rng = Rng(seed)
        self.w = weights
        self._cache: dict = {}   # (columns, first row, their cards) -> assault options; answers
        self._memo: dict = {}    # the same for one state, by ids alone
        self._memo_of = None
        #: points of random noise on every comparison (0: Normal; the Hard player's search
        #: draws other plans of the turn with it)
        self.noise = 0.0

    # ------------------------------------------------------------- the choice
    def choose(self, ruleset, state, seat):
        legal = ruleset.legal_actions(state, seat)
        if len(legal) == 1:
            return legal[0]
        return self.decide(state, seat, legal)

    def decide(self, s, seat, legal):
        if len(self._cache) > 50000:
            self._cache.clear()
        kind = type(legal[0])
        if kind is Discard:
            return self.discard(s, seat, legal)
        if kind is FollowUp:
            return FollowUp(self.follow(s, seat))
        for a in legal:
            if type(a) is PlayEnergy:
                return a
        return self.plan(s, seat, legal)

    def _tie(self):
        return self.rng.random() * (1e-4 + self.noise)

    def plan(self, s, seat, legal):
        """The main phase: creatures as energy and casts as ``card_plan`` says, then the step
        that makes the turn best, then the best assault."""
        p = s["players"][seat]
        cast, convert = self.card_plan(s, seat)
        for a in legal:
            if type(a) is CreatureAsEnergy and a.card in convert:
                return a
        best, best_v = None, -float("inf")
        base = self.static(s, seat)
        for a in legal:
            if type(a) is Cast and a.card in cast:
                grid = list(p["grid"])
                grid[fx.fall_forward(grid, 6 + a.column)] = a.card
                v = self.turn_value(s, seat, grid, base + self._worth(s, a.card)) + self._tie()
                if v > best_v:
                    best, best_v = a, v
        if best is not None:
            return best
        best, best_v = None, self.turn_value(s, seat, p["grid"], base) + 0.05
        for a in legal:
            if type(a) is Move:
                grid = list(p["grid"])
                frm = grid.index(a.card)
                grid[frm], grid[a.square] = grid[a.square], a.card
                v = self.turn_value(s, seat, grid, base) + self._tie()
                if v > best_v:
                    best, best_v = a, v
        if best is not None:
            return best
        return self.best_assault(s, seat, legal)

    def card_plan(self, s, seat):
        """Which creatures in hand to cast this turn and which to play as energy: the most
        worth on the grid and in energy that the ready energy (and the creatures played as
        energy) pays for, with room on the grid; with an empty grid, a creature on it first."""
        p = s["players"][seat]
        w = self.w
        defs, cards = s["defs"], s["cards"]
        hand = [(cid, defs[cards[cid]["k"]]) for cid in p["hand"]]
        hand = [(cid, d) for cid, d in hand if d["type"] == "creature"]
        if not hand:
            return (), ()
        mode = s["options"]["creature_energy"]
        converts = len(hand) if mode == "face_down" else (1 if mode == "face_up" and not p["as_energy"] else 0)
        ready = len(p["ready"])
        total = ready + len(p["spent"])
        room = sum(1 for c in p["grid"] if c is None)
        bare = not any(p["grid"])
        key = ("plan", tuple(cards[c]["k"] for c, _ in hand), converts, ready, total, room, bare)
        hit = self._cache.get(key) if not self.noise else None
        if hit is not None:
            return tuple(hand[i][0] for i in hit[0]), tuple(hand[i][0] for i in hit[1])
        keep = [w.hand_creature * d["cost"] for _, d in hand]
        board = [self._worth_of(d) for _, d in hand]
        energy = [w.energy * min(e, w.energy_cap) + w.energy_late * max(0, e - w.energy_cap)
                  for e in range(total, total + len(hand) + 1)]
        best, best_v = (0,) * len(hand), -float("inf")
        for assign in product((0, 1, 2), repeat=len(hand)):     # keep, cast, as energy
            conv = assign.count(2)
            casts = assign.count(1)
            if conv > converts or casts > room:
                continue
            if casts and sum(hand[i][1]["cost"] for i, x in enumerate(assign) if x == 1) > ready + conv:
                continue
            v = energy[conv] + (WIN if bare and casts else 0.0) + (self._tie() if self.noise else 0.0)
            for i, x in enumerate(assign):
                v += keep[i] if x == 0 else board[i] if x == 1 else 0.0
            if v > best_v:
                best_v, best = v, assign
        idx = (tuple(i for i, x in enumerate(best) if x == 1), tuple(i for i, x in enumerate(best) if x == 2))
        if not self.noise:
            self._cache[key] = idx
        return tuple(hand[i][0] for i in idx[0]), tuple(hand[i][0] for i in idx[1])

    def follow(self, s, seat) -> bool:
        """Whether the next creature of the column carries on the assault."""
        a = s["assault"]
        col = a["cols"][a["i"]]
        g = s["players"][seat]["grid"]
        start = next(r for r in range(a["row"] + 1, 3) if g[r * 3 + col] is not None
                     and self._d(s, g[r * 3 + col])["attack"] > 0)
        opts = self._column_options(s, _column(g, col), _column(s["players"][a["target"]]["grid"], col), start)
        value = [o[5] + (self._tie() if self.noise else 0.0) for o in opts]
        return max(value[1:]) > value[0]

    def discard(self, s, seat, legal):
        """Fizzle: the card worth least in hand."""
        p = s["players"][seat]
        e = len(p["ready"]) + len(p["spent"])

        def worth(cid):
            d = self._d(s, cid)
            if d["type"] == "energy":
                return 0.8 * (self.w.energy if e < self.w.energy_cap else self.w.energy_late)
            return self.w.hand_creature * d["cost"]
        return min(legal, key=lambda a: worth(a.card) + self._tie())

    # ------------------------------------------------------------ mistakes
    def slip(self, ruleset, state, seat, legal, best):
        """A newcomer's mistake instead of ``best`` (for Easy), or None: a cast in another
        column, a creature cast rather than played as energy, a step on the grid forgotten,
        every column sent into the assault, a follow-up always taken, any card discarded."""
        kind = type(best)
        rng = self.rng
        if kind is Cast:
            other = [a for a in legal if type(a) is Cast and a.card == best.card and a != best]
            return rng.choice(other) if other else None
        if kind is CreatureAsEnergy:
            casts = [a for a in legal if type(a) is Cast]
            return rng.choice(casts) if casts else None
        if kind is Move:
            return self.best_assault(state, seat, legal)
        if kind is Assault:
            widest = max((a for a in legal if type(a) is Assault), key=lambda a: (len(a.columns), a == best))
            return widest if widest != best else None
        if kind is FollowUp:
            return FollowUp(True)
        if kind is Discard:
            return rng.choice(legal)
        return None

    # --------------------------------------------------------------- values
    @staticmethod
    def _d(s, cid):
        return s["defs"][s["cards"][cid]["k"]]

    def _worth_of(self, d) -> float:
        return self.w.attack * d["attack"] + self.w.defence * d["defence"] + self.w.body

    def _worth(self, s, cid) -> float:
        return self._worth_of(s["defs"][s["cards"][cid]["k"]])

    def _lost(self, s, before, after) -> float:
        return sum(self._worth(s, c) for c in before if c is not None and c not in after)

    def static(self, s, seat, grid=None) -> float:
        """Life, creatures on the grids, energy, hand counts; ``grid`` stands for the seat's own
        (a cast or step tried). The seat's own hand is what it has now."""
        if s["over"]:
            w = s["over"]["winners"]
            return WIN if seat in w else (-WIN if w else 0.0)
        w = self.w
        total = 0.0
        for t, p in enumerate(s["players"]):
            if p["out"]:
                continue
            v = p["life"] * w.life
            for cid in (grid if t == seat and grid is not None else p["grid"]):
                if cid is not None:
                    v += self._worth(s, cid)
            e = len(p["ready"]) + len(p["spent"])
            v += w.energy * min(e, w.energy_cap) + w.energy_late * max(0, e - w.energy_cap)
            v += w.hand_card * len(p["hand"])
            total += v if t == seat else -v
        return total

    def turn_value(self, s, seat, grid, base=None) -> float:
        """The position with ``grid`` as the seat's own (``base``: its static value, when
        known), plus the best assault the turn can still make (on each target) and the answer."""
        if base is None:
            base = self.static(s, seat, grid)
        targets = [t for t in range(s["n"]) if t != seat and not s["players"][t]["out"]]
        if not targets:
            return base
        return base + max(self._assault_value(s, seat, t, None, grid) for t in targets)

    def _assault_value(self, s, seat, t, columns, grid) -> float:
        """The best assault of ``seat`` (its grid ``grid``) on ``t`` with ``columns`` (None: the
        best columns), the cleanup and ``t``'s answer, in points for ``seat`` (change from now)."""
        g_t = s["players"][t]["grid"]
        life_t, life_me = s["players"][t]["life"], s["players"][seat]["life"]
        cols = [self._column(s, (grid[col], grid[col + 3], grid[col + 6]), (g_t[col], g_t[col + 3], g_t[col + 6]), 0)
                for col in range(3)]
        if columns is None:
            if cols[0][3] + cols[1][3] + cols[2][3] >= life_t:
                return WIN
            pick = [c[1] for c in cols]
        else:
            if sum(c[3] for col, c in enumerate(cols) if col in columns) >= life_t:
                return WIN
            pick = [c[2] if col in columns else c[0][0] for col, c in enumerate(cols)]
        if (pick[0][2] or pick[1][2] or pick[2][2]) and pick[0][4] + pick[1][4] + pick[2][4] < life_me:
            return pick[0][5] + pick[1][5] + pick[2][5]
        per_col = [c[0] if columns is None else c[0][1:] if col in columns else c[0][:1] for col, c in enumerate(cols)]
        best = -float("inf")
        for combo in product(*per_col):
            if not any(o[2] for o in combo):
                v = -WIN / 2     # an empty grid at the end of the turn: that seat loses
            else:
                v = sum(o[5] for o in combo)
                if sum(o[4] for o in combo) >= life_me:
                    v -= WIN / 10
            if v > best:
                best = v
        return best

    def _column_options(self, s, mine, theirs, start):
        """Every way the column ``mine`` (front to back) may assault the column ``theirs``, led
        by its first creature from row ``start``: no assault, after the lead, after each
        follow-up in turn; each as (points won, damage dealt, whether a creature is left,
        points the answer takes, damage the answer deals, points in all)."""
        return self._column(s, mine, theirs, start)[0]

    def _column(self, s, mine, theirs, start):
        """``_column_options`` with the best of them, the best with an assault (or None) and
        the most damage any deals."""
        cards = s["cards"]
        if cards is not self._memo_of:       # within one state an id is always the same card
            self._memo_of, self._memo = cards, {}
        hit = self._memo.get((mine, theirs, start))
        if hit is not None:
            return hit
        # across states a re-deal may give an id in a hand or deck another card
        key = (mine, theirs, start, tuple(cards[c]["k"] if c else None for c in mine + theirs))
        hit = self._cache.get(key)
        if hit is not None:
            self._memo[mine, theirs, start] = hit
            return hit
        out = []
        reply = self.w.reply
        for left_me, left_t, dmg in self._cascade(s, mine, theirs, start):
            gain = self._lost(s, theirs, left_t) - self._lost(s, mine, left_me) + self.w.life * dmg
            me_c = tuple(c for c in left_me if c is not None)
            t_c = tuple(c for c in left_t if c is not None)
            loss, rdmg = self._answer(s, t_c, me_c)
            out.append((gain, dmg, bool(me_c), loss, rdmg, gain - reply * loss))
        hit = (out, max(out, key=lambda o: o[5]), max(out[1:], key=lambda o: o[5]) if len(out) > 1 else None,
               max(o[1] for o in out))
        self._cache[key] = self._memo[mine, theirs, start] = hit
        return hit

    def _answer(self, s, att, dfd):
        """The best assault of the column ``att`` (after the cleanup) on ``dfd`` for its owner:
        (points it takes, damage it deals)."""
        cards = s["cards"]
        key = (att, dfd, tuple(cards[c]["k"] for c in att + dfd))
        hit = self._cache.get(key)
        if hit is not None:
            return hit
        best, best_dmg = 0.0, 0
        if not att or self._d(s, att[0])["attack"] <= 0:
            best = self.w.open_column if not dfd else 0.0
        else:
            for left_a, left_d, dmg in self._cascade(s, att, dfd, 0)[1:]:
                g = self._lost(s, dfd, left_d) - self._lost(s, att, left_a) + self.w.life * dmg
                if g > best:
                    best, best_dmg = g, dmg
        self._cache[key] = best, best_dmg
        return best, best_dmg

    def _cascade(self, s, mine, theirs, start):
        """``mine`` (a column, front to back, None for an empty square) assaulting ``theirs``
        from its first creature at or behind row ``start``: the two columns and the damage
        after no assault, after the lead, after each follow-up (the rules' own cascade,
        ``effects.resolve_assault``, on a small copy of the two columns)."""
        mine, theirs = list(mine), list(theirs)
        out = [(mine, theirs, 0)]
        row = next((r for r in range(start, len(mine)) if mine[r] is not None), None)
        if row is None or self._d(s, mine[row])["attack"] <= 0:
            return out
        g_att = [None] * 9
        g_tgt = [None] * 9
        for r, c in enumerate(mine):
            g_att[r * 3] = c
        for r, c in enumerate(theirs):
            g_tgt[r * 3] = c
        tp = {"grid": g_tgt, "discard": [], "life": 1000}
        mini = {"defs": s["defs"], "cards": s["cards"], "players": [{"grid": g_att, "discard": [], "life": 1000}, tp]}
        ev: list = []
        while True:
            fx.resolve_assault(mini, 0, row * 3, 1, ev)
            ev.clear()
            out.append(([g_att[r * 3] for r in range(3)], [g_tgt[r * 3] for r in range(3)], 1000 - tp["life"]))
            row = next((r for r in range(row + 1, 3) if g_att[r * 3] is not None
                        and self._d(s, g_att[r * 3])["attack"] > 0), None)
            if row is None:
                return out

    def reply_value(self, s, seat) -> float:
        """Waiting for the others: what their front rows can do to this seat's grid."""
        g = s["players"][seat]["grid"]
        mine = [tuple(c for c in _column(g, col) if c is not None) for col in range(3)]
        total = 0.0
        for t, p in enumerate(s["players"]):
            if t == seat or p["out"]:
                continue
            dmg = 0
            for col in range(3):
                loss, d = self._answer(s, tuple(c for c in _column(p["grid"], col) if c is not None), mine[col])
                total -= self.w.reply * loss
                dmg += d
            if dmg >= s["players"][seat]["life"]:
                total -= WIN / 10
        return total

    def value(self, s, seat) -> float:
        """The worth of any position for ``seat`` (the Hard player's leaves): its turn still to
        finish, or waiting for the others' answer."""
        if s["over"]:
            w = s["over"]["winners"]
            return WIN if seat in w else (-WIN if w else 0.0)
        if s["active"] == seat and s["phase"] == "main":
            return self.turn_value(s, seat, s["players"][seat]["grid"])
        return self.static(s, seat) + self.reply_value(s, seat)

    # -------------------------------------------------------------- assault
    def best_assault(self, s, seat, legal):
        """The assault (target and columns) worth most after it: columns worth sending by the
        cascade, the answer, and never an empty grid when it can be helped."""
        best, best_v = None, -float("inf")
        grid = s["players"][seat]["grid"]
        for a in legal:
            if type(a) is Assault:
                v = self._assault_value(s, seat, a.target, a.columns, grid) + self._tie()
                if v > best_v:
                    best, best_v = a, v
        return best


#: the Hard player: plans of the whole turn drawn from this player and valued by the answers on
#: re-dealt states (game/ai/plans.py); ``scale``: how many points make a clear lead. ISMCTS with
#: random rollouts won 0 of 20 games against this Normal at 0.3 s a move; the plan search 10 of 20.
HARD = {"class": "game.ai.plans:PlanSearchBot", "policy": True, "scale": 30}
#: the Easy player: Normal with a newcomer's mistake (``slip``) at this share of its moves
EASY = {"slip": 0.45}
