"""The Nine's Combat, Bid and Cleanup phases as functions on the state: attackers and blockers,
the dice of each fight, bids for the Ragnarok Rising card, and the unclaimed RR Warriors' attacks;
``hand_on``, a phase passed along the player order (the Player phase's too, turns.py)."""
from __future__ import annotations

from game.core.contract import Logged, PhaseChanged, seat_name
from game.thenine import conditions as cond, effects as fx
from game.thenine.constants import SHAME_ON_BLOCK
from game.thenine.events import Fight
from game.thenine.rounds import after_effects, check_over, end_round
from game.thenine.state import bid_offer


# ------------------------------------------------------------ combat
def begin_attack(state, ev):
    seat = state["order"][state["turn"]]
    state["combat"] = {"att": seat, "def": 1 - seat, "sel": [], "assign": []}
    state["phase"] = "attack"
    state["timer_id"] += 1
    ev.append(PhaseChanged("attack", seat))


def confirm_attack(state, ev):
    c = state["combat"]
    ev.append(Logged(f"{seat_name(c['att'])} attacks with " + ", ".join(fx.name(state, a) for a in c["sel"]),
                     "Attacks are targeted at opponent's health"))
    state["phase"] = "defend"
    state["timer_id"] += 1
    ev.append(PhaseChanged("defend", c["def"]))


def hand_on(state, ev, second, after):
    """The player order within a phase: after the first seat of the order, the second takes the
    same phase (``second``); after the second, the phase that follows begins with the first
    (``after``). ``second`` and ``after`` are ``begin_*(state, ev)`` functions."""
    if state["turn"] == 0:
        state["turn"] = 1
        second(state, ev)
    else:
        state["turn"] = 0
        after(state, ev)


def next_combat(state, ev):
    state["combat"] = None
    hand_on(state, ev, begin_attack, begin_bid)


def confirm_defence(state, ev):
    c = state["combat"]
    cards = state["cards"]
    for a in list(c["sel"]):
        if state["over"] or cond.dead(state, c["def"]):
            break       # a player at 0 is dead: nothing more happens to them (rulings 20)
        if not fx.in_play(state, a) or (c["att"] >= 0 and cards[a]["sh"]):
            continue
        play = state["players"][c["def"]]["play"]
        defenders = [d for d, x in c["assign"] if x == a and d in play]
        fight(state, a, c["att"], c["def"], defenders, ev)
        check_over(state, ev)
    state["combat"] = None
    if state["over"]:
        return
    if state["cleanup"] is not None:
        next_rr_attack(state, ev)
    else:
        next_combat(state, ev)


def fight(state, a, aseat, dseat, defenders, ev):
    """One attacker against its defenders (or the player), rulebook steps 8-12: the dice,
    then a typed :class:`Fight` with the whole fight, then what it did."""
    aname = fx.name(state, a)
    roll = fx.roll(state, 10, aseat, f"attack: {aname}", ev)
    st = fx.strength(state, a)
    rec = {"attacker": a, "seat": aseat if aseat >= 0 else None, "defending": dseat, "roll": roll,
           "strength": st, "attack": roll + st, "defenders": [], "defence": None, "result": "", "to_player": 0}
    state["fights"].append(rec)
    dtotal = 0
    for d in defenders:
        r = fx.roll(state, 10, dseat, f"defence: {fx.name(state, d)}", ev)
        df = fx.defence(state, d)
        dtotal += r + df
        rec["defenders"].append({"id": d, "roll": r, "defence": df, "total": r + df, "damage": 0,
                                 "slain": False})
    if defenders:
        rec["defence"] = dtotal
    after: list = []
    fight_result(state, rec, after)
    ev.append(Fight(**dict(rec, defenders=[dict(x) for x in rec["defenders"]])))
    ev.extend(after)


def fight_result(state, rec, ev):
    """What a fight whose dice are rolled does: damage to the player, Shame, or damage to
    the blockers (``rec`` is completed with it)."""
    cards = state["cards"]
    a, dseat, total = rec["attacker"], rec["defending"], rec["attack"]
    aseat = rec["seat"] if rec["seat"] is not None else -1
    aname = fx.name(state, a)
    head = f"{aname}: {rec['roll']} + {rec['strength']} Strength = {total}"
    p = state["players"][dseat]
    if not rec["defenders"]:
        dmg = (total + 1) // 2
        rec["result"], rec["to_player"] = "unblocked", dmg
        fx.set_health(state, dseat, p["health"] - dmg, ev)
        ev.append(Logged(f"{head}, unblocked: half, rounded up, {dmg} damage to {seat_name(dseat)}",
                         "No Warrior defends: half the attack total, rounded up, hits the player"))
        return
    dtotal = rec["defence"]
    parts = " + ".join(f"({x['roll']} + {x['defence']} Defence)" for x in rec["defenders"])
    if total <= dtotal:
        rec["result"] = "blocked"
        if aseat >= 0 or fx.in_play(state, a):
            fx.set_shame(state, a, cards[a]["sh"] + SHAME_ON_BLOCK, ev)
        ev.append(Logged(f"{head} against {parts} = {dtotal}: blocked, {aname} is shamed (2 Shame)",
                         "Attack total equal to or less than the defense total: blocked and shamed"))
        return
    excess = total - dtotal
    rec["result"] = "hit"
    ev.append(Logged(f"{head} against {parts} = {dtotal}: {excess} damage to the defenders",
                     "The defending warrior takes health damage equal to the difference"))
    for x in rec["defenders"]:
        d = x["id"]
        if not fx.in_play(state, d):
            continue
        take = min(excess, cards[d]["hp"])
        excess -= take
        x["damage"] = take
        x["slain"] = take >= cards[d]["hp"]
        fx.damage_warrior(state, d, take, ev, " in combat")
        if excess <= 0:
            break
    if excess > 0:
        dmg = (excess + 1) // 2
        rec["to_player"] = dmg
        fx.set_health(state, dseat, p["health"] - dmg, ev)
        ev.append(Logged(f"Every defender is slain: half the excess {excess}, rounded up, {dmg} damage to "
                         f"{seat_name(dseat)}", "When a warrior is slain half of the excess damage is "
                         "rounded up and applied to the opponent's health"))


# ------------------------------------------------------------ bidding
def begin_bid(state, ev):
    cur = state["rr"]["current"]
    if not cur:
        ev.append(Logged("No Ragnarok Rising card to bid on", "Bid phase"))
        begin_cleanup(state, ev)
        return
    o = state["order"]
    state["bidding"] = {"step": 0, "steps": [["bid", o[0]], ["bid", o[1]], ["counter", o[0]], ["counter", o[1]]],
                        "build": [[], []], "value": [0, 0], "made": [False, False], "leader": None}
    state["phase"] = "bid"
    d = fx.cdef(state, cur[0])
    ev.append(PhaseChanged("bid", o[0]))
    ev.append(Logged(f"Bid phase: {d['name']}, minimum bid {d['glory']} Glory",
                     "The Glory Cost is the minimum bid requirement"))


def submit_bid(state, seat, ev):
    b = state["bidding"]
    p = state["players"][seat]
    have = bid_offer(state, seat)[0]
    names = []
    for cid in b["build"][seat]:
        names.append(f"{fx.name(state, cid)} ({fx.bid_value(state, cid)})")
        fx.move(state, cid, seat, "play" if cid in p["play"] else "rr", "bid", ev)
    b["build"][seat] = []
    counter = b["made"][seat]
    b["value"][seat] = have
    b["made"][seat] = True
    b["leader"] = seat
    fx.recalc_mods(state)
    ev.append(Logged(f"{seat_name(seat)} {'raises the bid' if counter else 'bids'} to {have} Glory: "
                     + ", ".join(names), "Warrior cards can be sacrificed for Glory points to bid"))
    next_bid_step(state, ev)


def pass_bid(state, seat, ev, why):
    b = state["bidding"]
    b["build"][seat] = []
    kind = b["steps"][b["step"]][0]
    ev.append(Logged(f"{seat_name(seat)} does not {'counter-bid' if kind == 'counter' else 'bid'}{why}",
                     "Player may choose not to bid"))
    next_bid_step(state, ev)


def next_bid_step(state, ev):
    b = state["bidding"]
    while True:
        b["step"] += 1
        if b["step"] >= len(b["steps"]):
            resolve_bid(state, ev)
            return
        kind, seat = b["steps"][b["step"]]
        if kind == "bid" or (b["leader"] is not None and b["leader"] != seat):
            return


def resolve_bid(state, ev):
    b = state["bidding"]
    state["bidding"] = None
    rid = state["rr"]["current"][0]
    d = fx.cdef(state, rid)
    for s, p in enumerate(state["players"]):
        for cid in list(p["bid"]):
            c = state["cards"][cid]
            if c["o"] < 0:
                fx.move(state, cid, s, "bid", "discard", ev, dst_seat=-1)
            else:
                fx.move(state, cid, s, "bid", "valhalla", ev)
                c["hp"], c["sh"], c["bs"], c["bd"] = fx.max_hp(state, cid), 0, 0, 0
    leader = b["leader"]
    if leader is None:
        fx.move(state, rid, -1, "current", "unclaimed", ev)
        ev.append(Logged(f"Nobody claims {d['name']}: it affects both players for the rest of the game",
                         "If a RR card is left unclaimed the effects of the card will effect both players"))
    else:
        fx.move(state, rid, -1, "current", "rr", ev, dst_seat=leader)
        ev.append(Logged(f"{seat_name(leader)} claims {d['name']} with {b['value'][leader]} Glory; every "
                         "sacrificed card is lost", "Player with the winning bid gains RR card"))
    fx.recalc_mods(state)
    if leader is not None and d["on_claim"]:
        fx.run(state, leader, d["on_claim"], None, rid, ev)
        after_effects(state, ev)
    if not state["over"]:
        begin_cleanup(state, ev)


# ------------------------------------------------------------ cleanup
def begin_cleanup(state, ev):
    state["phase"] = "cleanup"
    state["cleanup"] = {"queue": [], "attackers": []}
    ev.append(PhaseChanged("cleanup", None))
    ev.append(Logged("Cleanup: sacrificed and defeated Warriors are in Valhalla",
                     "Sacrificed and defeated warriors are sent to Valhalla"))
    cards, defs, rr = state["cards"], state["defs"], state["rr"]
    for rid in list(rr["unclaimed"]):
        d = defs[cards[rid]["k"]]
        if d["unclaimed_each_cleanup"] and rid in rr["unclaimed"]:
            ev.append(Logged(f"{d['name']} (unclaimed): " + fx.said(d["unclaimed_each_cleanup"], None),
                             "RR cards that have repeating effects are triggered in this phase"))
            for s in state["order"]:
                fx.run(state, s, d["unclaimed_each_cleanup"], None, rid, ev)
    for s in state["order"]:
        for rid in list(state["players"][s]["rr"]):
            d = defs[cards[rid]["k"]]
            if d["claimed_each_cleanup"]:
                ev.append(Logged(f"{d['name']} ({seat_name(s)}): " + fx.said(d["claimed_each_cleanup"], None),
                                 "RR cards that have repeating effects are triggered in this phase"))
                fx.run(state, s, d["claimed_each_cleanup"], None, rid, ev)
    attackers = []
    for rid in rr["unclaimed"]:
        if defs[cards[rid]["k"]]["warrior"]:
            if cards[rid]["sh"]:
                fx.set_shame(state, rid, cards[rid]["sh"] - 1, ev)
                ev.append(Logged(f"{fx.name(state, rid)} sheds a Shame counter", "Shame on an RR Warrior"))
            if not cards[rid]["sh"]:
                attackers.append(rid)
    state["cleanup"] = {"queue": list(state["order"]), "attackers": attackers}
    next_rr_attack(state, ev)


def next_rr_attack(state, ev):
    cl = state["cleanup"]
    while cl["queue"]:
        s = cl["queue"].pop(0)
        if state["players"][s]["health"] <= 0:
            continue
        atts = [r for r in cl["attackers"] if r in state["rr"]["unclaimed"]]
        if not atts:
            continue
        state["combat"] = {"att": -1, "def": s, "sel": atts, "assign": []}
        state["phase"] = "cleanup"
        state["timer_id"] += 1
        ev.append(Logged(", ".join(fx.name(state, r) for r in atts) + f" attack{'s' if len(atts) == 1 else ''} "
                         f"{seat_name(s)}", "RR cards that were left unclaimed, and are also warrior cards "
                         "attack both players"))
        ev.append(PhaseChanged("cleanup", s))
        return
    state["cleanup"] = None
    state["combat"] = None
    check_over(state, ev)
    if not state["over"]:
        end_round(state, ev)

