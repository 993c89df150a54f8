"""What The Nine shows and says, as functions on the state: each seat's view (with its zones), the
plain-words reason an action is refused, and the invariants the conformance test checks."""
from __future__ import annotations

from game.core.data import short
from game.core.contract import TimeUp, seat_name
from game.thenine import conditions as cond, effects as fx
from game.thenine.actions import (AddToBid, AssignDefender, ConfirmAttack, ConfirmDefence, EndPhase, Forfeit, Pass,
                                  PassBid, PlayEvent, PlayWarrior, RemoveFromBid, SubmitBid, ToggleAttacker,
                                  Unassign)
from game.thenine.constants import ROUNDS
from game.thenine.state import actor, bid_offer, glory, outcome, required, timer, to_act


# ------------------------------------------------------------ explain
def explain(state, seat, action):
    """Why ``action`` of ``seat`` is not legal, in plain words; None: the ruleset's general
    answer (it is only asked about an action that is not legal)."""
    if state["over"]:
        return "The game is over."
    ph = state["phase"]
    who = actor(state)
    kind = type(action)
    if seat != who:
        what = {"order": "choosing the player order", "player": "in their Player phase",
                "attack": "choosing attackers", "defend": "choosing defenders", "cleanup": "choosing defenders",
                "bid": "bidding", "respond": "deciding whether to counter an Event"}.get(ph, "acting")
        return f"It is not {seat_name(seat)}'s move: {seat_name(who)} is {what}."
    p = state["players"][seat]
    cards = state["cards"]
    if kind is TimeUp:
        return ("Timers are switched off." if not state["timers"] else "No countdown is running now.")
    if ph == "order":
        return "First choose whether to go first or second this round."
    if ph == "respond" and kind not in (PlayEvent, Pass):
        return "Your opponent played an Event: answer with a counter Event or let it resolve."
    card = None
    for f in ("card", "warrior", "defender"):
        card = card or getattr(action, f, None)
    if card is not None and card not in cards:
        return f"There is no card {short(card)}."
    name = fx.name(state, card) if card else ""
    if kind is PlayEvent:
        d = fx.cdef(state, card)
        why = (_not_held(p, card, d, "event") or _too_early(state, d)
               or ("You have already played an Event this round (one per round)." if p["ev"] else None))
        if why:
            return why
        if ph == "respond" and not d["counter"]:
            return f"Only a counter Event can answer an Event; {name} is not one."
        if ph != "respond" and d["counter"]:
            return f"{name} can only be played in answer to the opponent's Event."
        tg = fx.targets(state, seat, d["choose"])
        if d["choose"] and not tg:
            return f"{name} needs {fx.SELECTORS[d['choose']]} and there is none."
        if action.target not in (tg or [None]):
            return (f"{name} must target {fx.SELECTORS[d['choose']]}." if d["choose"] else
                    f"{name} takes no target.")
    if kind in (PlayWarrior, EndPhase) and ph != "player":
        return "That is done in your Player phase."
    if kind is PlayWarrior:
        d = fx.cdef(state, card)
        why = (_not_held(p, card, d, "warrior") or ("You may play only one Warrior per round." if p["wp"] else None)
               or _too_early(state, d))
        if why:
            return why
        tg = fx.targets(state, seat, d["choose"])
        if action.target not in (tg or [None]):
            return (f"{name} must target {fx.SELECTORS[d['choose']]}." if tg else f"{name} takes no target.")
    if kind in (ToggleAttacker, ConfirmAttack, Forfeit) and ph != "attack":
        return "That is done when you choose attackers in your Combat phase."
    if kind is ToggleAttacker:
        if card not in p["play"]:
            return f"{name} is not one of your Warriors in play."
        if cards[card]["sh"]:
            return f"{name} is shamed: shamed Warriors cannot attack."
    if kind is ConfirmAttack and not state["combat"]["sel"]:
        return "Choose at least one attacker first (or forfeit the attack)."
    if kind in (AssignDefender, Unassign, ConfirmDefence) and ph not in ("defend", "cleanup"):
        return "That is done when you choose defenders."
    if kind is AssignDefender:
        c = state["combat"]
        if card not in p["play"]:
            return f"{name} is not one of your Warriors in play."
        if any(d == card for d, _ in c["assign"]):
            return f"{name} already defends: a defending Warrior may not defend against several attackers."
        if action.attacker not in c["sel"]:
            who = fx.name(state, action.attacker) if action.attacker in cards else repr(action.attacker)
            return f"{who} is not attacking."
    if kind is Unassign and not any(d == card for d, _ in state["combat"]["assign"]):
        return f"{name} is not defending."
    if kind in (AddToBid, RemoveFromBid, SubmitBid, PassBid) and ph != "bid":
        return "That is done in the Bid phase."
    if kind in (AddToBid, SubmitBid):
        have, need, build, extra = bid_offer(state, seat)
        if kind is AddToBid:
            if card in build or card in p["bid"]:
                return f"{name} is already on your bid."
            if card not in p["play"] and card not in p["rr"]:
                return f"Only your Warriors in play and your claimed RR cards can be sacrificed; {name} is not."
            return (f"Even sacrificing everything you could not reach {need} Glory "
                    f"(the minimum bid, and more than the standing bid).")
        if not build:
            return "Add cards to your bid first."
        return (f"Your bid is worth {have} Glory; it must reach {need} (at least the Glory cost, "
                f"and more than the standing bid).")
    if kind is RemoveFromBid:
        if card in p["bid"]:
            return f"{name} is already submitted: a submitted bid cannot be taken back."
        return f"{name} is not on the bid you are building."
    if kind is Pass and ph != "respond":
        return "There is no Event to answer."
    return None


def _not_held(p, card, d, kind) -> str | None:
    """Why ``card`` (definition ``d``) is not a ``kind`` (event, warrior) in the hand of ``p``;
    None when it is."""
    if card not in p["hand"]:
        return f"{d['name']} is not in your hand."
    if d["type"] != kind:
        return f"{d['name']} is not {'an Event' if kind == 'event' else 'a Warrior'}."
    return None


def _too_early(state, d) -> str | None:
    """Why a card of definition ``d`` cannot be played before its turn ('turn' on the card:
    the round it needs); None when its turn has come."""
    if d["turn"] > state["round"]:
        return f"{d['name']} needs turn {d['turn']}; this is round {state['round']}."
    return None


# --------------------------------------------------------------- views
def card_view(state, cid) -> dict:
    """What the table shows of card ``cid`` (its current numbers)."""
    c = state["cards"][cid]
    d = state["defs"][c["k"]]
    v = {"id": cid, "key": d["key"], "name": d["name"], "type": d["type"], "copies": d["copies"],
         "text": d["rules"], "flavor": d["text"]}
    t = d["type"]
    if t == "event":
        v["turn"] = d["turn"]
        v["counter"] = d["counter"]
        return v
    if t == "warrior":
        v.update(turn=d["turn"], health=c["hp"], max_health=d["health"], strength=fx.strength(state, cid),
                 defence=fx.defence(state, cid), base_strength=d["strength"], base_defence=d["defence"],
                 shame=c["sh"], value=fx.bid_value(state, cid))
        if c["sh"]:
            v["value_sum"] = cond.sacrifice_sum(c["hp"], c["sh"])
        return v
    v["glory"] = d["glory"]
    w = d["warrior"]
    v["warrior"] = bool(w)
    if w:
        v.update(health=c["hp"], max_health=w["health"], strength=w["strength"], defence=w["defence"],
                 shame=c["sh"])
    return v


def view(state, seat):
    """What ``seat`` sees (None: a spectator): see docs/architecture.md."""
    cv = card_view
    rr = state["rr"]
    ph = state["phase"]
    active = actor(state)
    if ph in ("defend", "cleanup"):
        active = state["combat"]["att"] if state["combat"]["att"] >= 0 else None
    elif ph == "respond":
        active = state["respond"]["seat"]
    out = {"game": "thenine", "round": state["round"], "rounds": ROUNDS, "phase": ph,
           "order": list(state["order"]), "active": active, "to_act": to_act(state),
           "rolls": [list(r) for r in state["rolls"]], "roll_winner": state["roll_winner"],
           "timer": timer(state), "timers": state["timers"],
           "rr": {"current": cv(state, rr["current"][0]) if rr["current"] else None, "deck": len(rr["deck"]),
                  "unclaimed": [cv(state, r) for r in rr["unclaimed"]],
                  "discard": [cv(state, r) for r in rr["discard"]]},
           "combat": None, "bid": None, "respond": None,
           "fights": [dict(f, defenders=[dict(x) for x in f["defenders"]]) for f in state["fights"]],
           "outcome": outcome(state)}
    c = state["combat"]
    if c:
        out["combat"] = {"attacker": c["att"] if c["att"] >= 0 else None, "defender": c["def"],
                         "rr": c["att"] < 0, "confirmed": ph != "attack" and not (
                             ph == "respond" and state["respond"]["phase"] == "attack"),
                         "attackers": list(c["sel"]), "assign": [list(x) for x in c["assign"]]}
    b = state["bidding"]
    if b:
        rid = rr["current"][0]
        bv = {"rr": rid, "minimum": fx.cdef(state, rid)["glory"], "required": required(state),
              "leader": b["leader"], "standing": b["value"][b["leader"]] if b["leader"] is not None else 0,
              "stage": b["steps"][b["step"]][0], "bidder": b["steps"][b["step"]][1]}
        for s in (0, 1):
            bv[seat_name(s)] = {"submitted": b["made"][s], "value": b["value"][s],
                                "cards": [cv(state, x) for x in state["players"][s]["bid"]]}
        if seat is not None:
            build = b["build"][seat]
            bv["building"] = {"cards": list(build),
                              "value": b["value"][seat] + sum(fx.bid_value(state, x) for x in build)}
        out["bid"] = bv
    r = state["respond"]
    if r:
        out["respond"] = {"seat": r["seat"], "card": cv(state, r["card"]), "target": r["target"],
                          "during": r["phase"]}
    zones = out["zones"] = {
        "rr.deck": {"count": len(rr["deck"])},
        "rr.current": [out["rr"]["current"]] if out["rr"]["current"] else [],
        "rr.unclaimed": out["rr"]["unclaimed"], "rr.discard": out["rr"]["discard"]}
    for s, p in enumerate(state["players"]):
        name = seat_name(s)
        hand = [cv(state, x) for x in p["hand"]] if seat == s else None
        zones[f"{name}.deck"] = {"count": len(p["deck"])}
        zones[f"{name}.hand"] = hand if hand is not None else {"count": len(p["hand"])}
        for z in ("play", "valhalla", "rr", "bid"):
            zones[f"{name}.{z}"] = [cv(state, x) for x in p[z]]
        out[name] = {
            "health": p["health"], "glory": glory(state, s),
            "deck": len(p["deck"]),
            "hand": hand,
            "hand_count": len(p["hand"]),
            "play": zones[f"{name}.play"],
            "valhalla": zones[f"{name}.valhalla"],
            "rr_claimed": zones[f"{name}.rr"],
            "event_played": p["ev"], "warrior_played": p["wp"],
            "timeouts": p["timeouts"],
            "peek": [cv(state, x) for x in p["peek"] if x in state["players"][1 - s]["hand"]]
            if seat == s and p["peek"] is not None else None,
            "modifiers": dict(state["mods"][s])}
    return out


# ------------------------------------------------------------- conformance
def invariants(state):
    """Each player's 40 cards and the 20 RR cards each in one place; Health never below 0
    (no maximum: rulings 22); no player at 0 Health acts again (rulings 20); a Warrior in play
    has 1..its maximum health; Shame never negative; round 0..20 (the ruleset adds
    ``conditions.dead_never_act``)."""
    cards, defs, bad, seen = state["cards"], state["defs"], [], set()
    for seat, p in enumerate(state["players"]):
        own = [c for z in ("deck", "hand", "play", "valhalla", "bid") for c in p[z] if cards[c]["o"] >= 0]
        if len(own) != 40 or len(set(own)) != 40 or seen & set(own):
            bad.append(f"{seat_name(seat)}'s 40 cards are not each in one place")
        seen |= set(own)
        if any(cards[c]["o"] != seat for c in own):
            bad.append(f"{seat_name(seat)} holds a card it does not own")
        if p["health"] < 0:
            bad.append(f"{seat_name(seat)} has {p['health']} Health")
        for cid in p["play"]:
            if defs[cards[cid]["k"]]["type"] != "warrior" or not 1 <= cards[cid]["hp"] <= defs[cards[cid]["k"]]["health"]:
                bad.append(f"{cid} in play is not a living Warrior")
    rr = state["rr"]
    rrs = list(rr["deck"]) + list(rr["current"]) + list(rr["unclaimed"]) + list(rr["discard"])
    for p in state["players"]:
        rrs += p["rr"] + [c for c in p["bid"] if cards[c]["o"] < 0]
    if len(rrs) != 20 or len(set(rrs)) != 20 or len(rr["current"]) > 1:
        bad.append("the 20 RR cards are not each in one place")
    if min(c["sh"] for c in cards.values()) < 0:
        bad.append("a Shame counter below 0")
    if not 0 <= state["round"] <= ROUNDS:
        bad.append(f"round {state['round']}")
    return bad

