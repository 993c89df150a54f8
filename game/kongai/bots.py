"""Kongai's computer player: MatrixBot (game/ai/matrix.py) solving each double-blind turn's
payoff matrix (Hard: LookaheadBot, the same one turn deeper), and what they need of Kongai to
search (a mixin of the ruleset): which phases to look through or pass over, taking back a hidden
choice on a clone, the re-dealt state, the heuristic."""
from __future__ import annotations

from game.ai.matrix import MatrixBot
from game.core import rng
from game.kongai import effects as fx


class KongaiBot(MatrixBot):
    """Regret matching over the payoff matrix of the turn, on Kongai's heuristic."""


class KongaiSearch:
    """Part of :class:`game.kongai.rules.Kongai` (a mixin): what the bots search with."""

    def search_deeper(self, state) -> bool:
        """MatrixBot: a maneuver only matters through the combat that follows it."""
        return state["phase"] == "maneuver"

    def search_assume(self, state):
        """LookaheadBot: looking to the next turn, both seats are taken to pass its maneuver
        (50 energy for a range is rarely worth it: "players will typically choose to pass")."""
        return R.PASS if state["phase"] == "maneuver" else None

    def withdraw(self, state, seat) -> bool:
        """Search helper for bots: take back ``seat``'s pending hidden choice so a search can
        try each of its options. Use it only on a clone (a determinized one for the other seat)."""
        p = state["pending"][seat]
        if state["phase"] in R.SIMULTANEOUS and p is not None and p[0] not in ("Stunned", "Ready"):
            state["pending"][seat] = None
            return True
        return False

    def determinize(self, state, seat, seed):
        """A clone with what ``seat`` cannot know re-drawn: the other seat's pending hidden choice
        becomes a uniformly random legal one, and the chance to come is re-seeded."""
        s = self.clone(state)
        s["rng"] = rng.seed_state(seed)
        if s["phase"] in R.SIMULTANEOUS:
            o = 1 - seat
            if self.withdraw(s, o):
                legal = self.legal_actions(s, o)
                a = rng.choice(s, legal)
                s["pending"][o] = [type(a).__name__, getattr(a, R.ARG[type(a)]) if R.ARG[type(a)] else None]
        return s

    def threat(self, state, cid, foe, rng_) -> int:
        """The most damage ``cid`` can deal to ``foe`` this turn at range ``rng_`` with its energy."""
        c = state["chars"][cid]
        best = 0
        for ab in fx.cdef(state, cid)["abilities"]:
            if ab["damage"] and (ab["range"] == "both" or ab["range"] == rng_) and ab["cost"] <= c["en"]:
                per, _ = fx.hit_damage(state, cid, foe, ab, False)
                extra = sum(e["amount"] * e["turns"] for e in ab["effects"] if e["do"] == "poison")
                best = max(best, per * ab["hits"] + extra)
        return best

    def evaluate(self, state, seat):
        if state["over"]:
            w = state["over"]["winners"]
            return 1e6 if seat in w else (-1e6 if w else 0.0)
        chars, P = state["chars"], state["players"]
        turn = state["turn"]
        if state["phase"] in ("draft", "items"):
            return self._draft_value(state, seat) - self._draft_value(state, 1 - seat)

        def side(s):
            v = 0.0
            for cid in P[s]["team"]:
                c = chars[cid]
                if c["hp"] <= 0:
                    continue
                v += c["hp"] + 30 + 0.12 * c["en"]
                if c["poison"]:
                    v -= c["poison"]["amount"] * (c["poison"]["until"] - turn + 1)
                for b in c["buffs"]:
                    if b["until"] >= turn:
                        v += (3 if b["stat"] == "damage" else 1.5) * b["amount"] * (b["until"] - turn + 1)
            a = P[s]["active"]
            if a is not None and chars[a]["hp"] > 0 and chars[a]["stun"] >= turn:
                v -= 12
            return v

        val = side(seat) - side(1 - seat)
        a, b = P[seat]["active"], P[1 - seat]["active"]
        if a and b and chars[a]["hp"] > 0 and chars[b]["hp"] > 0:
            r = state["range"]
            other = "far" if r == "close" else "close"
            mine = self.threat(state, a, b, r) + 0.35 * self.threat(state, a, b, other)
            theirs = self.threat(state, b, a, r) + 0.35 * self.threat(state, b, a, other)
            val += 0.35 * (mine - theirs)
        return val

    def _draft_value(self, state, seat):
        v = 0.0
        for cid in state["players"][seat]["team"]:
            d = fx.cdef(state, cid)
            dmg = max(a["damage"] * a["hits"] for a in d["abilities"])
            v += d["health"] + 0.6 * dmg + 1.5 * sum(d["defence"].values())
        return v


from game.kongai import rules as R  # noqa: E402  (last: rules.py imports this module)

#: the Hard player (game/ai/matrix.py): each cell of the turn's matrix worth the solved matrix of
#: the next turn's combat (ISMCTS with 200 iterations won 40 % of 10 games against Normal)
HARD = {"class": "game.ai.matrix:LookaheadBot"}
