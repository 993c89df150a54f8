"""What Kongai's computer players need of the game to search, as functions on the state (the
ruleset's hooks call them; game/ai/matrix.py reads the hooks): which phases to look through or
pass over, taking back a hidden choice on a clone, and the heuristic."""
from __future__ import annotations

from game.kongai import effects as fx
from game.kongai.actions import PASS
from game.kongai.turns import SIMULTANEOUS



def search_deeper(state) -> bool:
    """MatrixBot: a maneuver only matters through the combat that follows it."""
    return state["phase"] == "maneuver"


def search_assume(state):
    """LookaheadBot: looking to the next turn, both seats are taken to pass its maneuver
    (50 energy for a range is rarely worth it: "players will typically choose to pass")."""
    return PASS if state["phase"] == "maneuver" else None


def withdraw(state, seat) -> bool:
    """Search helper for bots: take back ``seat``'s pending hidden choice so a search can
    try each of its options. Use it only on a clone (a determinized one for the other seat)."""
    p = state["pending"][seat]
    if state["phase"] in SIMULTANEOUS and p is not None and p[0] not in ("Stunned", "Ready"):
        state["pending"][seat] = None
        return True
    return False


def threat(state, cid, foe, rng_) -> int:
    """The most damage ``cid`` can deal to ``foe`` this turn at range ``rng_`` with its energy."""
    c = state["chars"][cid]
    best = 0
    for ab in fx.cdef(state, cid)["abilities"]:
        if ab["damage"] and (ab["range"] == "both" or ab["range"] == rng_) and ab["cost"] <= c["en"]:
            per, _ = fx.hit_damage(state, cid, foe, ab, False)
            extra = sum(e["amount"] * e["turns"] for e in ab["effects"] if e["do"] == "poison")
            best = max(best, per * ab["hits"] + extra)
    return best


def evaluate(state, seat):
    if state["over"]:
        w = state["over"]["winners"]
        return 1e6 if seat in w else (-1e6 if w else 0.0)
    chars, P = state["chars"], state["players"]
    turn = state["turn"]
    if state["phase"] in ("draft", "items"):
        return _draft_value(state, seat) - _draft_value(state, 1 - seat)

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
        mine = threat(state, a, b, r) + 0.35 * threat(state, a, b, other)
        theirs = threat(state, b, a, r) + 0.35 * threat(state, b, a, other)
        val += 0.35 * (mine - theirs)
    return val


def _draft_value(state, seat):
    v = 0.0
    for cid in state["players"][seat]["team"]:
        d = fx.cdef(state, cid)
        dmg = max(a["damage"] * a["hits"] for a in d["abilities"])
        v += d["health"] + 0.6 * dmg + 1.5 * sum(d["defence"].values())
    return v
