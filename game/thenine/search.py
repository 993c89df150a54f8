"""What The Nine's computer players search with, as functions on the state (the ruleset's
``evaluate`` and ``search_choices`` call them; bots.py names the players): the heuristic and the
arithmetic behind it (fight odds, attack and bid plans, the value of a choice being built one
action at a time). ``rules`` is the ruleset the search plays with (its clone, apply, legal
actions), passed in: nothing here imports it."""
from __future__ import annotations

import marshal
from functools import lru_cache

from game.thenine import effects as fx
from game.thenine.actions import RemoveFromBid, ToggleAttacker, Unassign
from game.thenine.constants import CONFIRM_ATTACK, CONFIRM_DEFENCE, FORFEIT, PASS_BID, ROUNDS, SUBMIT
from game.thenine.state import actor, decision, glory, required

_TAKE_BACK = (Unassign, RemoveFromBid)


def search_choices(state, legal):
    """The moves Hard's search tries (``Ruleset.search_choices``): a choice being built (the
    attackers, the blockers, a bid) only grows, so no Unassign, RemoveFromBid or ToggleAttacker
    of a Warrior already chosen. Every choice can still be built, one card at a time. A search
    that could also take back wandered (assign, unassign, assign ... for hundreds of moves in
    a seeded game), and at the table its countdown would have run out: a defence forfeited."""
    c = state["combat"]
    sel = c["sel"] if c is not None and state["phase"] == "attack" else ()
    out = [a for a in legal if not (type(a) in _TAKE_BACK or (type(a) is ToggleAttacker and a.warrior in sel))]
    return out or legal


def evaluate(rules, state, seat):
    """A heuristic for GreedyBot: Health, Glory (worth more as the End of Days nears),
    Warriors in play, cards in hand, the attacks still to come this round, a pending
    bid, and the harm an unplayed opponent Event may still do. Choices built one action
    at a time are valued so that each useful step scores a little higher and finishing
    scores at least as high (no toggling back and forth). Expired countdowns count
    heavily against a seat, so the bot never prefers TimeUp."""
    over = state["over"]
    if over:
        w = over["winners"]
        late = TIMEOUT_PENALTY * (state["players"][seat]["timeouts"] - state["players"][1 - seat]["timeouts"])
        return (1e6 if seat in w else (-1e6 if w else 0.0)) - late
    built = _building(rules, state, seat)
    if built is not None:
        return built
    return _heuristic(rules, state, seat)


def _heuristic(rules, state, seat):
    players = state["players"]
    me, op = players[seat], players[1 - seat]
    wg = _glory_weight(state)
    score = float(me["health"] - op["health"])
    score += wg * (glory(state, seat) - glory(state, 1 - seat))
    score += sum(_worth(state, c) for c in me["play"]) - sum(_worth(state, c) for c in op["play"])
    score += HAND_WORTH * (len(me["hand"]) - len(op["hand"]))
    score -= TIMEOUT_PENALTY * (me["timeouts"] - op["timeouts"])
    score += _round_term(rules, state, seat)
    score -= _event_threat(rules, state, 1 - seat)
    return score


# --------------------------------------------------------------------------
# the bot heuristic's arithmetic (see evaluate)
# --------------------------------------------------------------------------

HAND_WORTH = 1.0
TIMEOUT_PENALTY = 100.0
HP_WORTH = 0.45
STR_WORTH = 1.2
DEF_WORTH = 0.8


def _glory_weight(state) -> float:
    """Glory decides the game only after round 20, so it weighs more as the rounds pass."""
    r = state["round"] / ROUNDS
    return 0.5 + 2.5 * r * r


def _worth(state, cid) -> float:
    c = state["cards"][cid]
    st = fx.strength(state, cid)
    w = HP_WORTH * c["hp"] + STR_WORTH * st + DEF_WORTH * fx.defence(state, cid) + 1.0
    if c["sh"]:
        w -= _shame_cost(st) * min(c["sh"], 2) / 2
    return w


def _shame_cost(st) -> float:
    return 0.6 * (STR_WORTH * st + 1.0)


_SUMS: list = [[1.0]]


def _sum_dist(k):
    """P(sum of k d10s == t), as a list indexed by t."""
    while len(_SUMS) <= k:
        prev = _SUMS[-1]
        nxt = [0.0] * (len(prev) + 10)
        for t, p in enumerate(prev):
            if p:
                for r in range(1, 11):
                    nxt[t + r] += p / 10
        _SUMS.append(nxt)
    return _SUMS[k]


@lru_cache(maxsize=1 << 13)     # bounded small: a kiosk plays all day (a few MB at most)
def fight_odds(st: int, defenders: tuple) -> tuple:
    """The exact odds of one attack with Strength ``st`` against ``defenders``
    ((health, Defence) in the order assigned): (chance it is blocked, expected damage
    to the player, ((expected damage, chance slain) per defender))."""
    if not defenders:
        return 0.0, sum((a + st + 1) // 2 for a in range(1, 11)) / 10, ()
    dist = _sum_dist(len(defenders))
    base = sum(d for _, d in defenders)
    blocked = to_player = 0.0
    dmg = [0.0] * len(defenders)
    slain = [0.0] * len(defenders)
    for a in range(1, 11):
        at = a + st - base
        for t, pt in enumerate(dist):
            if not pt:
                continue
            p = pt / 10
            x = at - t
            if x <= 0:
                blocked += p
                continue
            for i, (hp, _) in enumerate(defenders):
                take = x if x < hp else hp
                dmg[i] += p * take
                x -= take
                if x <= 0:
                    if take >= hp:
                        slain[i] += p
                    break
                slain[i] += p
            if x > 0:
                to_player += p * ((x + 1) // 2)
    return blocked, to_player, tuple(zip(dmg, slain))


def _bonus(state, cid) -> float:
    """What a defender is worth besides its health (lost when it is slain)."""
    return _worth(state, cid) - HP_WORTH * state["cards"][cid]["hp"]


def _fv(st: int, defs: tuple, shame: bool = True) -> float:
    """Expected gain of an attack with Strength ``st`` against ``defs`` ((health,
    Defence, bonus) in order) for the attacking side."""
    blocked, to_player, per = fight_odds(st, tuple((hp, df) for hp, df, _ in defs))
    v = to_player
    for (hp, _, bonus), (dmg, slain) in zip(defs, per):
        v += HP_WORTH * dmg + slain * bonus
    if shame:
        v -= blocked * _shame_cost(st)
    return v


@lru_cache(maxsize=1 << 13)
def attack_plan(atts: tuple, defs: tuple, neutral: bool = False) -> tuple:
    """A defender's likely answer to an attack by Warriors of Strength ``atts`` on
    defenders ``defs`` ((health, Defence, bonus)): greedily put the defender that helps
    most where it helps most, until no block helps. Returns (the attacking side's
    expected gain from the attackers worth sending, which attackers those are).
    ``neutral``: unclaimed RR Warriors, which all attack and whose Shame costs nobody."""
    blocks = [[] for _ in atts]
    vals = [_fv(st, (), not neutral) for st in atts]
    free = list(range(len(defs)))
    while free:
        best = None
        for j in free:
            for i, st in enumerate(atts):
                nv = _fv(st, tuple(defs[k] for k in blocks[i] + [j]), not neutral)
                gain = vals[i] - nv
                if gain > 1e-9 and (best is None or gain > best[0]):
                    best = (gain, i, j, nv)
        if best is None:
            break
        _, i, j, nv = best
        blocks[i].append(j)
        vals[i] = nv
        free.remove(j)
    send = tuple(range(len(atts))) if neutral else tuple(i for i, v in enumerate(vals) if v > 0)
    return sum(vals[i] for i in send), send, tuple(tuple(b) for b in blocks)


def _plan(state, seat):
    """(value, ids of the attackers worth sending) for ``seat`` attacking now."""
    cards = state["cards"]
    atts = [a for a in state["players"][seat]["play"] if not cards[a]["sh"]]
    if not atts:
        return 0.0, ()
    defs = tuple((cards[d]["hp"], fx.defence(state, d), round(_bonus(state, d), 3))
                 for d in state["players"][1 - seat]["play"])
    value, send, _ = attack_plan(tuple(fx.strength(state, a) for a in atts), defs)
    return value, tuple(atts[i] for i in send)


STEP = 0.05


def _round_term(rules, state, seat) -> float:
    """What the rest of the round is expected to bring, from ``seat``'s side: each
    attack, bid and RR Warrior attack still to come is worth its planned value; the
    choice being built now scores its plan minus STEP per card away from the plan (so
    every useful step scores a little higher, and finishing is never worth less than
    fiddling); a declared attack is worth the expected result of the defence so far."""
    ph = state["respond"]["phase"] if state["phase"] == "respond" else state["phase"]
    c = state["combat"]
    total = 0.0
    # the players' attacks
    if ph in ("order", "player"):
        pending = (0, 1)
    elif ph in ("attack", "defend") and c:
        pending = (c["att"], 1 - c["att"]) if state["turn"] == 0 else (c["att"],)
    else:
        pending = ()
    for s in pending:
        if c and s == c["att"] and ph == "defend":
            v = sum(_fv(fx.strength(state, a), _defs(state, [d for d, x in c["assign"] if x == a]))
                    for a in c["sel"])
        else:
            v, send = _plan(state, s)
            if c and s == c["att"]:
                sel = c["sel"]
                v -= STEP * (len(send) + len(sel) - 2 * sum(1 for a in sel if a in send))
        total += v if s == seat else -v
    # the bid for the current RR card
    cur = state["rr"]["current"]
    unclaimed_likely = False
    if cur and ph not in ("cleanup", "order"):
        bid, unclaimed_likely = _bid_term(rules, state, seat)
        total += bid
    # the unclaimed RR Warriors at Cleanup
    cards, defs = state["cards"], state["defs"]
    if ph == "cleanup":
        cl = state["cleanup"]
        victims = list(cl["queue"]) if cl else []
        atts = [r for r in cl["attackers"] if r in state["rr"]["unclaimed"]] if cl else []
        if c and c["sel"]:
            val = sum(_fv(fx.strength(state, a), _defs(state, [d for d, x in c["assign"] if x == a]), False)
                      for a in c["sel"])
            total += -val if c["def"] == seat else val
    elif ph != "order":
        victims = (0, 1)
        atts = [r for r in state["rr"]["unclaimed"] if defs[cards[r]["k"]]["warrior"] and cards[r]["sh"] <= 1]
        if unclaimed_likely and defs[cards[cur[0]]["k"]]["warrior"]:
            atts.append(cur[0])
    else:
        atts = ()
    if atts:
        sts = tuple(fx.strength(state, a) for a in atts)
        for s in victims:
            val = attack_plan(sts, _defs(state, state["players"][s]["play"]), True)[0]
            total += -val if s == seat else val
    return total


_CALIBRATED: dict = {}


def _building(rules, state, seat):
    """The value of a choice ``seat`` is building right now (attackers, defenders, a
    bid) in the decision the bot is making (marked by ``determinize``), or None. Once per decision (cached on the state without the choice), the bot's
    own yardstick is applied to the two ways of finishing: with the planned choice and
    with nothing (forfeit, no blocks, pass), each after the opponent's worst reply. The
    choice in progress is worth the better finish minus STEP per card away from it, so
    building moves only towards it and finishing there is never worth less."""
    ph = state["phase"]
    if ph not in ("attack", "defend", "cleanup", "bid") or actor(state) != seat:
        return None
    if state.get("root") != [seat] + decision(state):
        return None     # a decision further down the bot's look-ahead: the plain heuristic
    c, b = state["combat"], state["bidding"]
    if ph == "bid":
        now, b["build"][seat] = b["build"][seat], []
    elif ph == "attack":
        now, c["sel"] = c["sel"], []
    else:
        now, c["assign"] = c["assign"], []
    try:
        key = (seat, marshal.dumps({k: v for k, v in state.items() if k != "defs"}))
    finally:
        if ph == "bid":
            b["build"][seat] = now
        elif ph == "attack":
            c["sel"] = now
        else:
            c["assign"] = now
    hit = _CALIBRATED.get(key)
    if hit is None:
        if len(_CALIBRATED) > 256:        # keys are whole states (~4 KB): a decision needs a few
            _CALIBRATED.clear()
        _CALIBRATED[key] = hit = _calibrate(rules, state, seat, ph)
    value, plan = hit
    if ph == "defend" or ph == "cleanup":
        cur = {tuple(x) for x in now}
        dist = len(cur ^ set(plan))
    else:
        dist = len(set(now) ^ set(plan))
    return value - STEP * dist


def _calibrate(rules, state, seat, ph):
    """(value of the best way to finish, the choice it finishes with)."""
    def finish(choice, action):
        s = rules.clone(state)
        if ph == "bid":
            s["bidding"]["build"][seat] = list(choice)
        elif ph == "attack":
            s["combat"]["sel"] = list(choice)
        else:
            s["combat"]["assign"] = [list(x) for x in choice]
        if choice:
            h = _heuristic(rules, s, seat)
        rules.apply(s, seat, action)
        movers = rules.to_act(s)
        if not movers or seat in movers or not rules.reply_search:
            v = rules.evaluate(s, seat)
        else:
            v = float("inf")
            for reply in rules.legal_actions(s, movers[0]):
                r = rules.clone(s)
                rules.apply(r, movers[0], reply)
                v = min(v, rules.evaluate(r, seat))
        return min(v, h) if choice else v

    if ph == "attack":
        plan = _plan(state, seat)[1]
        empty = (finish((), FORFEIT), ())
        best = (finish(plan, CONFIRM_ATTACK), plan) if plan else empty
    elif ph == "bid":
        b = state["bidding"]
        stake, plan = _bid_plan(state, seat, required(state) - b["value"][seat])
        empty = (finish((), PASS_BID), ())
        best = (finish(plan, SUBMIT), plan) if plan else empty
    else:
        c = state["combat"]
        atts = c["sel"]
        defs = state["players"][seat]["play"]
        blocks = attack_plan(tuple(fx.strength(state, a) for a in atts), _defs(state, defs), c["att"] < 0)[2]
        plan = tuple((defs[j], atts[i]) for i, bl in enumerate(blocks) for j in bl)
        empty = (finish((), CONFIRM_DEFENCE), ())
        best = (finish(plan, CONFIRM_DEFENCE), plan) if plan else empty
    return best if best[0] >= empty[0] else empty


def _defs(state, ids) -> tuple:
    cards = state["cards"]
    return tuple((cards[d]["hp"], fx.defence(state, d), _bonus(state, d)) for d in ids)


def _event_threat(rules, state, seat) -> float:
    """A rough upper bound of the harm ``seat``'s best playable Event can still do this
    round (nothing once it has played one)."""
    p = state["players"][seat]
    if p["ev"]:
        return 0.0
    cards, defs, rnd = state["cards"], state["defs"], state["round"]
    foe = state["players"][1 - seat]["play"]
    best = 0.0
    seen = set()
    for cid in p["hand"]:
        d = defs[cards[cid]["k"]]
        if d["eturn"] > rnd or d["key"] in seen:
            continue
        seen.add(d["key"])
        harm = 0.0
        for e in d["effects"]:
            v, a = e["do"], e.get("amount")
            n = 10 if a == "d10" else (40 if a in ("full", "all") else a or 0)
            if v == "damage_warrior" and d["choose"] in ("enemy_warrior", "any_warrior"):
                harm += max((_worth(state, w) + 2.0 if cards[w]["hp"] <= n else HP_WORTH * n) for w in foe) if foe else 0
            elif v == "damage_all" and e["side"] != "own":
                harm += sum(_worth(state, w) + 2.0 if cards[w]["hp"] <= n else HP_WORTH * n for w in foe)
            elif v in ("add_shame",) and d["choose"] in ("enemy_warrior", "any_warrior") and foe:
                harm += max(_shame_cost(fx.strength(state, w)) + 2.0 for w in foe)
            elif v == "shame_all" and e["side"] != "own":
                harm += sum(_shame_cost(fx.strength(state, w)) + 2.0 for w in foe)
            elif v == "damage_player" and e.get("who", "opponent") != "self":
                harm += n
            elif v in ("heal_player", "draw", "discard"):
                harm += n
            elif v in ("buff_strength", "buff_defence", "heal_warrior", "heal_all", "remove_shame"):
                harm += min(n, 10) * 1.5
        best = max(best, harm - HAND_WORTH)
    return best


def _claim_worth(state, rid, seat) -> float:
    d = fx.cdef(state, rid)
    left = ROUNDS - state["round"]
    n = len(state["players"][seat]["play"]) + 1
    v = d["glory"] * _glory_weight(state)
    m = d["claimed"]
    v += m.get("strength", 0) * STR_WORTH * n + m.get("defence", 0) * DEF_WORTH * n
    v += m.get("draw", 0) * HAND_WORTH * left
    for e in d["on_claim"] + d["claimed_each_cleanup"] * max(1, left // 2):
        if e["do"] in ("heal_player", "draw") and isinstance(e.get("amount"), int):
            v += e["amount"]
    return v


def _stake(state, cid) -> float:
    """What putting a card on a bid costs the heuristic: a Warrior's worth in play, a
    claimed RR card's weighted Glory."""
    if state["cards"][cid]["o"] >= 0:
        return _worth(state, cid)
    return fx.cdef(state, cid)["glory"] * _glory_weight(state)


def _bid_plan(state, seat, target) -> tuple:
    """The cheapest-looking set of ``seat``'s cards worth at least ``target`` Glory:
    (its stake, ids), or (None, ()) when even everything is not enough."""
    p = state["players"][seat]
    pool = []
    for c in p["play"] + p["rr"]:
        v = fx.bid_value(state, c)
        if v > 0:
            pool.append((_stake(state, c) / v, v, _stake(state, c), c))
    pool.sort()
    chosen, tot = [], 0
    for item in pool:
        if tot >= target:
            break
        chosen.append(item)
        tot += item[1]
    if tot < target:
        return None, ()
    for item in sorted(chosen, key=lambda x: -x[2]):
        if tot - item[1] >= target:
            chosen.remove(item)
            tot -= item[1]
    return sum(x[2] for x in chosen), tuple(x[3] for x in chosen)


def _bid_term(rules, state, seat) -> tuple:
    """(the bid's expected value for ``seat``, whether the RR card will likely stay
    unclaimed)."""
    rid = state["rr"]["current"][0]
    b = state["bidding"]
    o = state["order"]
    if b is None:
        steps, step, leader, value, build = [["bid", o[0]], ["bid", o[1]]], 0, None, [0, 0], [[], []]
        bidder = None
    else:
        steps, step, leader, value, build = b["steps"], b["step"], b["leader"], b["value"], b["build"]
        bidder = steps[step][1]
    cost = fx.cdef(state, rid)["glory"]
    need = max(cost, value[leader] + 1) if leader is not None else cost
    score = 0.0
    planned = leader is not None
    for s, sign in ((seat, 1.0), (1 - seat, -1.0)):
        worth = _claim_worth(state, rid, s)
        later = [x for x in steps[step:] if x[1] == s and (x[0] == "bid" or leader != s)]
        other_after = any(x[1] != s for x in steps[step + 1:])
        q = 0.7 if other_after else 1.0
        if leader == s:
            score += sign * worth * q
        elif later:
            stake, plan = _bid_plan(state, s, need - value[s])
            gain = q * worth - stake if stake is not None else 0.0
            if gain <= 0:
                gain, plan = 0.0, ()
            if plan:
                planned = True
            if s == bidder:
                mine = build[s]
                gain -= STEP * (len(plan) + len(mine) - 2 * sum(1 for x in mine if x in plan))
            score += sign * gain
    return score, not planned
