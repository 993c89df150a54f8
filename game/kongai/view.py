"""What Kongai shows and says: each seat's view (with its zones; a pending hidden choice only
to its own seat), the plain-words reason an action is refused, and the invariants the
conformance test checks. Functions on the state (the ruleset's ``view``, ``explain`` and
``invariants`` call them)."""
from __future__ import annotations

import marshal

from game.core.contract import seat_name
from game.kongai import effects as fx
from game.kongai import turns
from game.kongai.text import REST_TEXT
from game.kongai.actions import BringIn, Draft, Equip, Intercept, Lead, Maneuver, Pass, Rest, Switch, UseAbility


def explain(state, seat, action) -> str | None:
    """Why ``action`` is not legal for ``seat``, in plain words; None: the ruleset's general answer."""
    ph = state["phase"]
    if ph == "over":
        return "The game is over."
    kind = type(action)
    wanted = {"draft": (Draft,), "items": (Equip,), "pick_start": (Lead,), "maneuver": (Maneuver, Pass),
              "combat": (UseAbility, Rest, Switch, Intercept), "replace": (BringIn,)}[ph]
    if ph in ("draft", "items"):
        if seat not in turns.to_act(state):
            return f"It is {seat_name(turns.to_act(state)[0])}'s pick."
    elif state["pending"][seat] is not None:
        t = state["pending"][seat][0]
        if t == "Stunned":
            return "Your character is stunned and cannot act this turn."
        if t == "Ready":
            return "Wait: the other player is bringing in a character."
        return "You have already chosen; wait for the other player."
    if kind not in wanted:
        return {"draft": "Draft a character first.", "items": "Give out your items first.",
                "pick_start": "Choose your starting character first.",
                "maneuver": "Maneuver phase: choose close, far or pass.",
                "combat": "Combat phase: an ability, rest, switch or intercept.",
                "replace": "Bring in a character first."}[ph]
    chars = state["chars"]
    p = state["players"][seat]
    if kind is Draft:
        if action.character not in state["defs"]["characters"]:
            return f"There is no character {action.character!r}."
        return (f"{state['defs']['characters'][action.character]['name']} is already drafted "
                "(no duplicates across both teams).")
    if kind is Equip:
        if action.character not in p["team"]:
            return "Give items to your own characters."
        if chars[action.character]["item"] is not None:
            return f"{fx.name(state, action.character)} already carries an item (one per character)."
        return "That item is not in the pool."
    if kind in (Lead, BringIn, Switch):
        cid = action.to if kind is Switch else action.character
        if cid not in p["team"]:
            return "Choose one of your own characters."
        if chars[cid]["hp"] <= 0:
            return f"{fx.name(state, cid)} is out (0 health)."
        if kind is Switch:
            if cid == p["active"]:
                return f"{fx.name(state, cid)} is already active."
            if p["switched"] == state["turn"] - 1:
                return "You switched last turn: a character cannot switch out two turns in a row."
            return f"{fx.name(state, state['players'][1 - seat]['active'])} is active: enemies cannot switch out."
    if kind is Maneuver:
        if action.to not in ("close", "far"):
            return "The ranges are close and far."
        cost = fx.maneuver_cost(state, seat)
        return f"A maneuver costs {cost} energy and {fx.name(state, p['active'])} has {chars[p['active']]['en']}."
    if kind is UseAbility:
        return _why_not(state, seat, action.ability)
    return None


def _why_not(state, seat, key) -> str:
    """Why ``seat``'s active character cannot use ability ``key`` now (range, energy, ...)."""
    chars = state["chars"]
    p = state["players"][seat]
    d = fx.cdef(state, p["active"])
    if key not in d["ability_index"]:
        said = next((a["name"] for c in state["defs"]["characters"].values() for a in c["abilities"]
                     if a["key"] == key), "of that name")
        return f"{d['name']} has no ability {said}."
    ab = d["abilities"][d["ability_index"][key]]
    if state["disabled"][seat] == ab["key"]:
        return f"{ab['name']} is disabled this turn."
    if ab["range"] != "both" and ab["range"] != state["range"]:
        return f"{ab['name']} works only at {ab['range']} range; the range is {state['range']}."
    last = chars[p["active"]]["last"]
    if ab["no_repeat"] and last and last[0] == ab["key"] and last[1] == state["turn"] - 1:
        return f"{ab['name']} cannot be used two turns in a row."
    cost = fx.ability_cost(state, seat, ab)
    return f"{ab['name']} costs {cost} energy and {d['name']} has {chars[p['active']]['en']}."


def char_view(state, cid, usable_for=None) -> dict:
    c = state["chars"][cid]
    d = state["defs"]["characters"][c["k"]]
    turn = state["turn"]
    seat = c["o"]
    active = state["players"][seat]["active"] == cid
    item = state["defs"]["items"][c["item"]] if c["item"] else None
    out = {"id": cid, "key": d["key"], "name": d["name"], "faction": d["faction_name"], "owner": seat_name(seat),
           "health": c["hp"], "max_health": d["health"], "energy": c["en"], "alive": c["hp"] > 0,
           "active": active, "defence": {t: fx.defence(state, cid, t) for t in fx.TYPES},
           "base_defence": dict(d["defence"]),
           "item": {"key": item["key"], "name": item["name"], "text": item["text"]} if item else None,
           "poison": ({"amount": c["poison"]["amount"], "turns": c["poison"]["until"] - turn + 1}
                      if c["poison"] else None),
           "stun": max(0, c["stun"] - turn + 1) if turn > 0 else 0,
           "buffs": [{"name": b["name"], "stat": b["stat"], "amount": b["amount"], "type": b["type"],
                      "only": b["only"], "turns": b["until"] - turn + 1, "debuff": b["debuff"]}
                     for b in c["buffs"] if b["until"] >= turn],
           "innate": {"name": d["innate"]["name"], "text": d["innate"]["text"]},
           "abilities": [{"key": a["key"], "name": a["name"], "cost": a["cost"], "range": a["range"],
                          "speed": a["speed"], "speed_now": fx.speed(state, cid, a), "damage": a["damage"], "hits": a["hits"], "type": a["type"],
                          "interrupt": a["interrupt"], "hits_fleeing": a["hits_fleeing"], "text": a["text"]}
                         for a in d["abilities"]],
           "designed": d["designed"]}
    if usable_for is not None:
        legal = {a.ability for a in turns.combat_options(state, usable_for) if type(a) is UseAbility}
        for a in out["abilities"]:
            a["usable"] = a["key"] in legal
            a["why"] = None if a["usable"] else _why_not(state, usable_for, a["key"])
    return out


def view(state, seat):
    ph = state["phase"]
    pend = state["pending"]
    dr = state["draft"]
    out = {"game": "kongai", "mode": "pax" if state["options"]["pax"] else state["options"]["mode"],
           "options": dict(state["options"]), "turn": state["turn"], "phase": ph, "range": state["range"],
           "rest_text": REST_TEXT,
           "to_act": turns.to_act(state),
           "chosen": {seat_name(s): ph in turns.SIMULTANEOUS and pend[s] is not None for s in (0, 1)},
           "choice": None, "default": dict(turns.DEFAULTS[ph]) if ph in turns.DEFAULTS else None, "calm": state["calm"],
           "free_maneuvers": state["calm"] >= turns.STALEMATE,
           "disabled": {seat_name(s): state["disabled"][s] for s in (0, 1)},
           "draft": None, "last": marshal.loads(marshal.dumps(state["last"])), "outcome": turns.outcome(state)}
    if seat is not None and ph in turns.SIMULTANEOUS and pend[seat] is not None:
        t, arg = pend[seat]
        out["choice"] = {"type": t, "arg": arg, "text": turns.choice_text(state, state["players"][seat]["active"],
                                                                     pend[seat])}
    if dr is not None and ph in ("draft", "items"):
        chars, items = state["defs"]["characters"], state["defs"]["items"]
        out["draft"] = {"stage": ph, "order": [seat_name(s) for s in dr["order"]], "next": dr["i"],
                        "to_pick": seat_name(dr["order"][dr["i"]]),
                        "pool": [{"key": k, "name": chars[k]["name"], "health": chars[k]["health"],
                                  "innate": chars[k]["innate"]["text"]} for k in dr["pool"]],
                        "items": [{"key": k, "name": items[k]["name"], "text": items[k]["text"]}
                                  for k in dr["items"]]}
    chars = state["defs"]["characters"]
    drafted = {state["chars"][c]["k"] for p in state["players"] for c in p["team"]}
    zones = out["zones"] = {"draft.pool": [{"id": k, "key": k, "name": chars[k]["name"]}
                                           for k in chars if k not in drafted]}
    for s, p in enumerate(state["players"]):
        act = p["active"]
        usable = s if ph == "combat" else None
        team = [char_view(state, c, usable if c == act else None) for c in p["team"]]
        name = seat_name(s)
        zones[f"{name}.active"] = [t for t in team if t["id"] == act]
        zones[f"{name}.bench"] = [t for t in team if t["id"] != act and t["alive"]]
        zones[f"{name}.out"] = [t for t in team if t["id"] != act and not t["alive"]]
        out[seat_name(s)] = {
            "active": act, "team": team,
            "bench": [c for c in p["team"] if c != act and state["chars"][c]["hp"] > 0],
            "alive": sum(1 for c in p["team"] if state["chars"][c]["hp"] > 0),
            "switched_last_turn": p["switched"] == state["turn"] - 1,
            "can_switch": turns.may_switch(state, s) if act is not None else False,
            # what this seat's Close/Far and Intercept cost and do right now (innates, items)
            "maneuver_cost": fx.maneuver_cost(state, s) if act is not None else fx.BASE_MANEUVER,
            "intercept_damage": ((fx.num(state, act, "intercept_damage") or fx.BASE_INTERCEPT)
                                 + fx.num(state, act, "intercept_bonus")) if act is not None
            else fx.BASE_INTERCEPT}
    return out

conformance = ((2, {"mode": "3v3"}), (2, {"mode": "5v5"}), (2, {"mode": "5v5_items"}), (2, {"pax": True}))
conformance_games = 12


def invariants(state):
    """No character on both teams; health and energy in bounds; after the draft, full teams
    and exactly one active character while a player has one, a knocked-out one replaced
    before the next maneuver."""
    chars, P, ph, bad = state["chars"], state["players"], state["phase"], []
    if set(P[0]["team"]) & set(P[1]["team"]):
        bad.append("a character is on both teams")
    for cid, c in chars.items():
        top = state["defs"]["characters"][c["k"]]["health"]
        if not 0 <= c["hp"] <= top or not 0 <= c["en"] <= fx.MAX_ENERGY:
            bad.append(f"{cid}: health {c['hp']} / energy {c['en']} out of bounds")
    if ph in ("draft", "items", "pick_start"):
        if any(p["active"] is not None for p in P):
            bad.append("an active character before the duel")
        return bad
    if not len(P[0]["team"]) == len(P[1]["team"]) == state["size"]:
        bad.append("the teams are not full")
    for seat, p in enumerate(P):
        if not any(chars[c]["hp"] > 0 for c in p["team"]):
            if ph != "over":
                bad.append(f"{seat_name(seat)} has no character left but the duel goes on")
            continue
        if p["active"] not in p["team"]:
            bad.append(f"{seat_name(seat)} has no active character")
        elif chars[p["active"]]["hp"] <= 0 and ph in ("maneuver", "combat"):
            bad.append(f"{seat_name(seat)}'s knocked-out character was not replaced")
    return bad

