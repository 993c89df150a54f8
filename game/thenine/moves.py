"""What The Nine lets a seat do now, as functions on the state: each phase's legal actions (the
hand's Warriors and Events, the attackers, the blockers, the bid), and the fast check of whether a
seat has more to decide than its phase's default answer (``turns.settle``)."""
from __future__ import annotations

from game.thenine import effects as fx
from game.thenine.constants import (ADD, ASSIGN, CONFIRM_ATTACK, CONFIRM_DEFENCE, END, EVENT, FIRST, FORFEIT,
                                    PASS, PASS_BID, REMOVE, SECOND, SUBMIT, TIME_UP, TOGGLE, UNASSIGN, WARRIOR)
from game.thenine.state import required

_HAND: tuple = (None, {})


def _hand_facts(defs) -> dict:
    """{key: (wturn, eturn, cturn, choose)}: what legal_actions reads of each card in a hand,
    taken from a card pool (never changed once loaded) on first use; the last pool is kept
    (one tuple, replaced whole: a bot thinking on another thread reads a consistent pair)."""
    global _HAND
    got = _HAND
    if got[0] is not defs:
        got = _HAND = (defs, {k: (d["wturn"], d["eturn"], d["cturn"], d["choose"]) for k, d in defs.items()})
    return got[1]


def legal_actions(state, seat):
    """Each phase checks its own actor (what state.actor says) and lists its moves; the
    Player, attack and defence phases are all timed (TIMED), the bid and answer are not."""
    ph = state["phase"]
    if ph == "player":
        if seat != state["order"][state["turn"]]:
            return []
        p = state["players"][seat]
        out = []
        if not p["wp"]:
            out += hand_moves(state, seat, p, state["cards"])
        elif not p["ev"]:
            out += event_moves(state, seat)
        out.append(END)
    elif ph == "bid":
        b = state["bidding"]
        if seat != b["steps"][b["step"]][1]:
            return []
        out = bid_moves(state, seat)
        out.append(PASS_BID)
        if not state["players"][seat]["ev"]:
            out += event_moves(state, seat)
        return out
    elif ph == "attack":
        if seat != state["order"][state["turn"]]:
            return []
        p = state["players"][seat]
        cards = state["cards"]
        out = [TOGGLE[w] for w in p["play"] if not cards[w]["sh"]]
        if state["combat"]["sel"]:
            out.append(CONFIRM_ATTACK)
        out.append(FORFEIT)
        if not p["ev"]:
            out += event_moves(state, seat)
    elif ph == "defend" or ph == "cleanup":
        c = state["combat"]
        if seat != c["def"]:
            return []
        p = state["players"][seat]
        sel = c["sel"]
        out = []
        if c["assign"]:
            assigned = {d for d, _ in c["assign"]}
            for d in p["play"]:
                if d in assigned:
                    out.append(UNASSIGN[d])
                else:
                    out += [ASSIGN[d, a] for a in sel]
        elif sel:
            for d in p["play"]:
                out += [ASSIGN[d, a] for a in sel]
        out.append(CONFIRM_DEFENCE)
        if not p["ev"]:
            out += event_moves(state, seat)
    elif ph == "respond":
        if seat != 1 - state["respond"]["seat"]:
            return []
        return event_moves(state, seat, counter=True) + [PASS]
    elif ph == "order":
        return [FIRST, SECOND] if seat == state["roll_winner"] else []
    else:
        return []
    if state["timers"]:
        out.append(TIME_UP)
    return out


def hand_moves(state, seat, p, cards):
    """The Warriors and the Events of the hand in one pass over it (the Player phase before its
    Warrior), each selector's targets found once for both."""
    facts, rnd = _hand_facts(state["defs"]), state["round"]
    wl, el = [], []
    events = not p["ev"]
    found = {}
    for cid in p["hand"]:
        wturn, eturn, _, ch = facts[cards[cid]["k"]]
        if wturn <= rnd:
            tg = ch and _targets(state, seat, ch, found)
            if tg:
                wl += [WARRIOR[cid, t] for t in tg]
            else:
                wl.append(WARRIOR[cid, None])
        elif events and eturn <= rnd:
            el += _event(state, seat, cid, ch, found)
    return wl + el if el else wl


def _targets(state, seat, ch, found) -> list:
    """The targets of selector ``ch`` for ``seat``, found once per selector in a listing
    (``found``: {selector: targets})."""
    tg = found.get(ch)
    if tg is None:
        tg = found[ch] = fx.targets(state, seat, ch)
    return tg


def _event(state, seat, cid, ch, found) -> list:
    """The plays of Event ``cid`` (selector ``ch``): one a target, or one with no target."""
    if ch:
        return [EVENT[cid, t] for t in _targets(state, seat, ch, found)]
    return [EVENT[cid, None]]


def event_moves(state, seat, counter=False):
    p = state["players"][seat]
    if p["ev"]:
        return []
    cards, facts, rnd = state["cards"], _hand_facts(state["defs"]), state["round"]
    at = 2 if counter else 1
    out = []
    found = {}
    for cid in p["hand"]:
        f = facts[cards[cid]["k"]]
        if f[at] <= rnd:
            out += _event(state, seat, cid, f[3], found)
    return out


def bid_moves(state, seat):
    b = state["bidding"]
    p = state["players"][seat]
    build = b["build"][seat]
    need = required(state)
    have = b["value"][seat]
    total = 0
    extra = []
    cards = state["cards"]
    for c in p["play"]:
        x = cards[c]
        k = x["sh"]
        v = x["hp"] - k * (x["hp"] // 3) if k else x["hp"]     # effects.sacrifice_value, inlined
        if v < 0:
            v = 0
        if c in build:
            have += v
        else:
            extra.append(c)
            total += v
    if p["rr"]:
        defs = state["defs"]
        for c in p["rr"]:
            v = defs[cards[c]["k"]]["glory"]
            if c in build:
                have += v
            else:
                extra.append(c)
                total += v
    out = [ADD[c] for c in extra] if have + total >= need else []
    if build:
        out += [REMOVE[c] for c in build]
        if have >= need:
            out.append(SUBMIT)
    return out


def has_choice(state, seat, ph):
    """Fast path of turns.settle: whether ``seat`` has more than the phase's default answer
    (and TimeUp), i.e. ``len(legal_actions)`` above the defaults, found without building
    the list: the first non-default action legal_actions would list answers."""
    p = state["players"][seat]
    cards = state["cards"]
    if ph == "player":
        if not p["wp"]:
            defs, rnd = state["defs"], state["round"]
            for cid in p["hand"]:
                if defs[cards[cid]["k"]]["wturn"] <= rnd:
                    return True
    elif ph == "attack":
        for w in p["play"]:
            if not cards[w]["sh"]:
                return True
        if state["combat"]["sel"]:
            return True
    elif ph == "bid":
        if bid_moves(state, seat):
            return True
    elif p["play"]:     # defend, cleanup: an assignment to make or to take back
        c = state["combat"]
        if c["sel"]:
            return True
        for d, _ in c["assign"]:
            if d in p["play"]:
                return True
    if p["ev"]:
        return False
    defs, rnd = state["defs"], state["round"]
    for cid in p["hand"]:
        d = defs[cards[cid]["k"]]
        if d["eturn"] <= rnd and (not d["choose"] or fx.targets(state, seat, d["choose"])):
            return True
    return False

