"""Nine Lives: Tricksy Kittens, the powers variant: which powers a seat may use now, what using
one does at once, and the questions powers ask (keep a trick card, name the next Kittykeeper,
pass cards, set a card aside, ...). A used power stays on the trick as a modifier that
effects.py reads; the verbs are listed there and in docs/cards-tricksy.md.
"""
from __future__ import annotations

from itertools import combinations

from game.core import rng
from game.core.contract import CardMoved, Logged
from game.tricksy import effects as fx
from game.tricksy.actions import (BLIND, ChooseKeeper, Discard, Keep, PassCards, SetAside, SwapWithTrick, UsePower,
                                  play_action)
from game.tricksy.events import CardRevealed, KeeperChosen, PowerUsed, TrickSwapped
from game.tricksy.tricks import HAND_ZONE, SEAT, card_name, play_card, to_discard

SUIT, NUM = fx.SUIT, fx.NUM
#: the verbs whose modifier's suit is public once the power is used
SUIT_SHOWN = ("wild", "reveal", "set_trump")


def power_options(state, seat) -> list:
    """"On each turn, you may discard one card from your row to execute the power written on
    it! However, only one power may be used per trick (in total)." (free_powers lifts the limit)"""
    t = state["trick"]
    if t["used"] and not fx.mods_of(state, t, "free_powers"):
        return []
    out = []
    power_of = state["defs"]["power_of"]
    powers = state["defs"]["powers"]
    row = state["rows"][seat]
    hand = state["hands"][seat]
    n = state["n"]
    for c in row:
        pid = power_of.get(c)
        if pid is None:
            continue
        d = powers[str(pid)]
        verb = d["do"]
        if verb == "wild":
            out += [UsePower(c, suit=s, number=k) for s in state["defs"]["named"] for k in range(1, 10)]
        elif verb == "reveal":
            if d["by"] == "suit":
                out += [UsePower(c, suit=s) for s in state["defs"]["suits"]]
            else:
                out += [UsePower(c, number=k) for k in range(1, 10)]
        elif verb == "swap_hand":
            out += [UsePower(c, seat=o, target=h) for h in hand for o in range(n)
                    if o != seat and state["hands"][o]]
        elif verb == "swap_played":
            out += [UsePower(c, seat=p["s"]) for p in t["plays"] if p["s"] != seat]
        elif verb == "take_from_won":
            for r in range(n):
                rrow = [x for x in state["rows"][r] if x != c] if r == seat else state["rows"][r]
                out += [UsePower(c, target=x) for x in rrow[1:]]
        elif verb == "replay_previous":
            if t["plays"]:
                out.append(UsePower(c))
        elif verb == "pass_cards":
            if min(len(h) for h in state["hands"]) > 0:
                out.append(UsePower(c))
        elif verb == "set_aside":
            if can_set_aside(state, t):
                out.append(UsePower(c))
        else:
            out.append(UsePower(c))
    return out


def can_set_aside(state, t) -> bool:
    """Power 44 only while everyone keeps enough cards to finish this trick."""
    still = set(t["order"][t["pos"]:]) if t["lap"] + 1 >= t["laps"] else set(t["order"])
    return all(len(state["hands"][s]) >= (2 if s in still else 1) for s in range(state["n"]))


def choice_options(state, seat, p) -> list:
    """The answers ``seat`` may give to the pending question ``p``."""
    kind = p["kind"]
    hand = state["hands"][seat]
    if kind == "keep":
        return [Keep(x["c"]) for x in state["trick"]["plays"]]
    if kind == "keeper":
        return [ChooseKeeper(s) for s in range(state["n"])]
    if kind == "replay":
        if state["trick"]["blind"]:
            return [BLIND]
        return [play_action(c, s) for c, names in fx.playable(state, seat, exclude=p["card"]) for s in names]
    if kind == "pass":
        return [PassCards(cs) for cs in combinations(hand, p["count"])]
    if kind == "aside":
        return [SetAside(c) for c in hand]
    if kind == "trick_swap":
        return [SwapWithTrick(c, x["c"]) for c in hand for x in state["trick"]["plays"]]
    if kind == "discard":
        return [Discard(c) for c in hand]
    return []


def use_power(state, seat, a, ev) -> None:
    """``seat`` discards row card ``a.card`` and its power takes effect."""
    t = state["trick"]
    sn = SEAT[seat]
    pid = state["defs"]["power_of"][a.card]
    d = state["defs"]["powers"][str(pid)]
    verb = d["do"]
    state["rows"][seat].remove(a.card)
    state["discard"].append(a.card)
    at = len(ev)
    ev.append(CardMoved(a.card, f"{sn}.row", "discard"))
    t["used"] += 1
    m = {"p": pid, "by": seat}
    t["mods"].append(m)
    ev.append(Logged(f"{sn} discards {card_name(state, a.card)} to use power {pid}, {d['name']}: "
                     f"{d['text']}", "Discard one card from your row to execute its power"))
    n = state["n"]
    hands = state["hands"]
    if verb == "set_trump" and d["from"] == "own_bid":
        m["suit"] = fx.bid_suit(state, seat)
    elif verb == "wild":
        m["suit"], m["number"] = a.suit, a.number
    elif verb == "replay_previous":
        prev = t["plays"].pop()
        idx = len(t["plays"])
        hands[prev["s"]].append(prev["c"])
        if idx == 0:
            t["lead"], t["lead_up"] = None, True
        state["pending"].append({"kind": "replay", "seats": [prev["s"]], "card": prev["c"], "index": idx})
        ev.append(CardMoved(prev["c"], "trick", HAND_ZONE[prev["s"]]))
    elif verb == "swap_hand":
        other = m["seat"] = a.seat
        taken = hands[other][rng.randint(state, 0, len(hands[other]) - 1)]
        hands[other].remove(taken)
        hands[seat].remove(a.target)
        hands[other].append(a.target)
        hands[seat].append(taken)
        ev.append(CardMoved(a.target, HAND_ZONE[seat], HAND_ZONE[other]))
        ev.append(CardMoved(taken, HAND_ZONE[other], HAND_ZONE[seat]))
    elif verb == "swap_played":
        m["seat"] = a.seat
    elif verb == "pass_cards":
        k = min(d["count"], min(len(h) for h in hands))
        state["pending"].append({"kind": "pass", "seats": list(range(n)), "picks": [None] * n, "count": k,
                                 "dir": 1 if d["direction"] == "left" else -1})
    elif verb == "random_play":
        play_card(state, seat, hands[seat][rng.randint(state, 0, len(hands[seat]) - 1)], None, ev, forced=True)
        t["pos"] += 1
    elif verb == "blind":
        t["blind"] = True
    elif verb == "face_down":
        t["down"] = True
    elif verb == "extra_lap":
        t["laps"] = 2
    elif verb == "reveal":
        if d["by"] == "suit":
            m["suit"] = a.suit
            match = lambda c: SUIT[c] == a.suit     # noqa: E731
        else:
            m["number"] = a.number
            match = lambda c: NUM[c] == a.number    # noqa: E731
        for s in range(n):
            shown = [c for c in hands[s] if match(c)]
            state["revealed"][s] = shown
            for c in shown:
                ev.append(CardRevealed(s, c, HAND_ZONE[s]))
            if shown:
                ev.append(Logged(f"{SEAT[s]} shows " + ", ".join(card_name(state, c) for c in shown),
                                 f"Power {pid}"))
    elif verb == "take_from_won":
        owner = next(r for r in range(n) if a.target in state["rows"][r])
        state["rows"][owner].remove(a.target)
        hands[seat].append(a.target)
        m["target"] = a.target
        ev.append(CardMoved(a.target, f"{SEAT[owner]}.row", HAND_ZONE[seat]))
        state["pending"].append({"kind": "discard", "seats": [seat]})
    elif verb == "set_aside":
        state["pending"].append({"kind": "aside", "seats": [s for s in range(n) if hands[s]],
                                 "picks": [None] * n})
    ev.insert(at, PowerUsed(seat, pid, d["name"], verb, a.card, m.get("suit") if verb in SUIT_SHOWN else None,
                            m.get("number"), m.get("seat"), m.get("target")))


def answer(state, seat, action, ev) -> None:
    """``seat`` answers the pending question (all seats at once for pass and aside)."""
    p = state["pending"][0]
    kind = p["kind"]
    t = state["trick"]
    sn = SEAT[seat]
    if kind == "keep":
        entry = next(x for x in t["plays"] if x["c"] == action.card)
        t["plays"].remove(entry)
        state["rows"][seat].append(action.card)
        ev.append(CardMoved(action.card, "trick", f"{sn}.row"))
        ev.append(Logged(f"{sn} keeps {card_name(state, action.card)} for the row",
                         "Pick one of its cards and place it in this row"))
        p["left"] -= 1
        if p["left"] <= 0 or not t["plays"]:
            state["pending"].pop(0)
            for x in t["plays"]:
                to_discard(state, x["c"], "trick", ev)
            t["plays"] = []
    elif kind == "keeper":
        state["pending"].pop(0)
        state["keeper"] = action.seat
        ev.append(KeeperChosen(action.seat, seat))
        ev.append(Logged(f"{sn} chooses to be the next Kittykeeper" if action.seat == seat else   # not "You make you"
                         f"{sn} makes {SEAT[action.seat]} the next Kittykeeper", "Powers 9 and 10"))
    elif kind in ("pass", "aside"):
        p["picks"][seat] = list(action.cards) if kind == "pass" else [action.card]
        ev.append(Logged(f"{sn} has chosen", f"Power {'13/14' if kind == 'pass' else '44'}"))
        if all(p["picks"][s] is not None for s in p["seats"]):
            state["pending"].pop(0)
            n = state["n"]
            for s in p["seats"]:
                for c in p["picks"][s]:
                    state["hands"][s].remove(c)
            for s in p["seats"]:
                if kind == "pass":
                    to = (s + p["dir"]) % n
                    state["hands"][to].extend(p["picks"][s])
                    for c in p["picks"][s]:
                        ev.append(CardMoved(c, HAND_ZONE[s], HAND_ZONE[to]))
                else:
                    state["aside"][s].extend(p["picks"][s])
                    ev.append(CardMoved(p["picks"][s][0], HAND_ZONE[s], f"{SEAT[s]}.aside"))
            ev.append(Logged("Everyone passes their cards at once" if kind == "pass" else
                             "Everyone has set a card aside face down", "Simultaneous choice"))
    elif kind == "trick_swap":
        state["pending"].pop(0)
        entry = next(x for x in t["plays"] if x["c"] == action.target)
        hand = state["hands"][seat]
        hand.remove(action.card)
        hand.append(action.target)
        crown = state["defs"]["crown"]
        entry["c"] = action.card
        if not (crown is not None and SUIT[action.card] == crown):
            entry["suit"] = SUIT[action.card]
        entry["n"], entry["w"] = NUM[action.card], False
        ev.append(TrickSwapped(seat, action.card, action.target))
        ev.append(CardMoved(action.card, HAND_ZONE[seat], "trick"))
        ev.append(CardMoved(action.target, "trick", HAND_ZONE[seat]))
        ev.append(Logged(f"{sn} swaps {card_name(state, action.card)} into the trick for "
                         f"{card_name(state, action.target)}", "Power 27"))
    elif kind == "discard":
        state["pending"].pop(0)
        state["hands"][seat].remove(action.card)
        to_discard(state, action.card, HAND_ZONE[seat], ev)
