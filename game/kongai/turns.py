"""Kongai's duel as functions on the state: the options, a new character, who is to act, the
choices open in the combat phase, and every phase of a turn but the combat (combat.py): the
reveal of the hidden choices, the lead, the replacement, the start of a turn and the stunned,
the maneuver, the end of a turn and the end of the game.

Layers: constants, text, actions, events -> effects (the vocabulary) -> turns (this module)
-> combat -> setup, view, search -> rules (the Ruleset) -> bots. Nothing here imports a
module above it."""
from __future__ import annotations

from game.core import rng
from game.core.contract import CardMoved, DataError, GameOver, Logged, Option, PhaseChanged, StatChanged, seat_name
from game.kongai import effects as fx
from game.kongai import events as E
from game.kongai.actions import (BringIn, Intercept, Lead, Maneuver, Pass, Rest, Switch, UseAbility,
                                 INTERCEPT, REST, SWITCHES)
from game.kongai.constants import BENCH_HEAL, MAX_ENERGY, REGEN_ENERGY

MODES = ("3v3", "5v5", "5v5_items")
#: the game's options (the ruleset's ``info`` lists them)
OPTIONS = (Option("mode", "3v3", MODES, "3v3, 5v5, or 5v5 with items (drafted before the duel)"),
           Option("pax", False, (False, True), "PAX rules: a random team of 3 each, no draft, no items"),
           Option("max_turns", 200, (), "a duel still going after this many turns ends on total health"))
SIMULTANEOUS = ("pick_start", "maneuver", "combat", "replace")
PAX_TEAM = 3
STALEMATE = 5
NAMES = ("p1", "p2")
#: what the web game counted when no move was chosen (there are no timers here: see the rulings)
DEFAULTS = {"maneuver": {"type": "Pass"}, "combat": {"type": "Rest"}}
#: the field of each hidden choice that is kept with it (pending choices are [type, argument])
ARG = {Lead: "character", Maneuver: "to", Pass: None, UseAbility: "ability", Rest: None, Switch: "to",
       Intercept: None, BringIn: "character"}


def empty(defs, seed, opts) -> dict:
    """A state before the draft: no characters yet, turn 0, close range."""
    pax = bool(opts["pax"])
    size = PAX_TEAM if pax else (3 if opts["mode"] == "3v3" else 5)
    return {"game": "kongai", "defs": defs, "rng": rng.seed_state(seed), "options": opts,
            "size": size, "items_on": opts["mode"] == "5v5_items" and not pax, "luck": None,
            "turn": 0, "phase": "draft", "range": "close", "calm": 0, "hurt": False, "swapped": False,
            "pending": [None, None], "draft": None, "disabled": [None, None], "last": None, "over": None,
            "chars": {}, "players": [{"team": [], "active": None, "switched": -9} for _ in range(2)]}


def standing(chars, team) -> bool:
    """Whether a character of ``team`` has health left."""
    for c in team:
        if chars[c]["hp"] > 0:
            return True
    return False


PLAIN_TEXT = {"Pass": "pass", "Rest": "rest", "Intercept": "intercept", "Stunned": "stunned", "Ready": "—"}


def choice_text(state, cid, pend) -> str:
    """The words of a revealed hidden choice ``pend`` ([type, argument]) of character ``cid``."""
    t, arg = pend
    if t == "Maneuver":
        return arg
    plain = PLAIN_TEXT.get(t)
    if plain is not None:
        return plain
    if t == "UseAbility":
        d = state["defs"]["characters"][state["chars"][cid]["k"]]
        return d["abilities"][d["ability_index"][arg]]["name"]
    if t in ("Switch", "Lead", "BringIn"):
        return ("switch to " if t == "Switch" else "") + fx.name(state, arg)
    return t


def check_options(options) -> dict:
    """The game's options, ``options`` over the defaults; DataError names a bad one."""
    opts = {**{o.name: o.default for o in OPTIONS}, **(options or {})}
    if opts["mode"] not in MODES:
        raise DataError("options", "mode", "mode", f"must be one of {', '.join(MODES)}, not {opts['mode']!r}")
    if not isinstance(opts["pax"], bool):
        raise DataError("options", "pax", "pax", "must be true or false")
    mt = opts["max_turns"]
    if isinstance(mt, bool) or not isinstance(mt, int) or mt < 1:
        raise DataError("options", "max_turns", "max_turns", "must be a whole number of turns, at least 1")
    return opts


def add(state, seat, key, cid=None, **extra):
    """Character ``key`` joins ``seat``'s team (as ``cid``, its key by default) at full health and energy."""
    cid = cid or key
    d = state["defs"]["characters"][key]
    c = {"k": key, "o": seat, "hp": d["health"], "en": fx.MAX_ENERGY, "item": None, "poison": None,
         "stun": -1, "buffs": [], "reflect": None, "last": None, "salve": False}
    c.update(extra)
    state["chars"][cid] = c
    state["players"][seat]["team"].append(cid)
    return cid


def to_act(state):
    """The seats with a choice to make: the drafting seat, or those whose hidden choice is not in."""
    ph = state["phase"]
    if ph == "over":
        return []
    if ph in ("draft", "items"):
        return [state["draft"]["order"][state["draft"]["i"]]]
    a, b = state["pending"]
    if a is None:
        return [0, 1] if b is None else [0]
    return [1] if b is None else []


def combat_options(state, seat):
    """The combat choices of ``seat``'s active character (whether or not it has chosen); its
    usable abilities are remembered per situation (``fx.usable``); ``fx.cost_change`` and
    ``may_switch`` inline."""
    P = state["players"]
    p = P[seat]
    chars = state["chars"]
    defs = state["defs"]["characters"]
    me = p["active"]
    c = chars[me]
    turn = state["turn"]
    d = defs[c["k"]]
    change = (d["passive"] if c["item"] is None else fx.passive(state, me)).get("ability_cost", 0)
    foe = P[1 - seat]["active"]
    fpv = None                  # the living foe's hooks
    if foe is not None:
        f = chars[foe]
        if f["hp"] > 0:
            fpv = defs[f["k"]]["passive"] if f["item"] is None else fx.passive(state, foe)
            change += fpv.get("enemy_ability_cost", 0)
    last = c["last"]
    out = list(fx.usable(d, state["range"], state["disabled"][seat],
                         last[0] if last and last[1] == turn - 1 else None, c["en"] - change, change))
    out.append(REST)
    if p["switched"] != turn - 1 and (fpv is None or "no_enemy_switch" not in fpv):
        for x in p["team"]:
            if x != me and chars[x]["hp"] > 0:
                out.append(SWITCHES[x])
    out.append(INTERCEPT)
    return out


def may_switch(state, seat) -> bool:
    """Whether ``seat`` may switch this turn (not two turns running, not against no_enemy_switch)."""
    p = state["players"][seat]
    if p["switched"] == state["turn"] - 1:
        return False
    foe = state["players"][1 - seat]["active"]
    return not (foe is not None and state["chars"][foe]["hp"] > 0 and fx.flag(state, foe, "no_enemy_switch"))


def reveal(state, phase, pend, ev) -> dict:
    P = state["players"]
    a, b = pend            # a maneuver's text is its range, a pass's "pass", ...: no lookup
    t0 = a[1] if a[0] == "Maneuver" else (PLAIN_TEXT.get(a[0]) or choice_text(state, P[0]["active"], a))
    t1 = b[1] if b[0] == "Maneuver" else (PLAIN_TEXT.get(b[0]) or choice_text(state, P[1]["active"], b))
    ev.append(E.Revealed(phase, {"p1": t0, "p2": t1}))
    rec = state["last"] = {"phase": phase, "turn": state["turn"],
                           "choices": {"p1": {"type": a[0], "arg": a[1], "text": t0},
                                       "p2": {"type": b[0], "arg": b[1], "text": t1}}, "order": []}
    return rec


def resolve_lead(state, ev):
    pend = state["pending"]
    for s in (0, 1):
        state["players"][s]["active"] = pend[s][1]
        ev.append(CardMoved(pend[s][1], f"{seat_name(s)}.team", f"{seat_name(s)}.active"))
    reveal(state, "pick_start", pend, ev)
    ev.append(Logged(f"p1 starts with {fx.name(state, pend[0][1])}, p2 with {fx.name(state, pend[1][1])}; "
                     "the game begins at close range", "The game begins at close range"))
    state["turn"] = 1
    start_turn(state, ev)


def resolve_replace(state, ev):
    pend = state["pending"]
    rec = reveal(state, "replace", pend, ev)
    for s in (0, 1):
        if pend[s][0] == "BringIn":
            p = state["players"][s]
            old = p["active"]
            p["active"] = pend[s][1]
            ev.append(CardMoved(pend[s][1], f"{seat_name(s)}.bench", f"{seat_name(s)}.active"))
            ev.append(E.BroughtIn(s, old, pend[s][1]))
            ev.append(Logged(f"{seat_name(s)} brings in {fx.name(state, pend[s][1])} for {fx.name(state, old)}",
                             "A character at 0 health is out: bring in another"))
            rec["order"].append({"seat": seat_name(s), "character": pend[s][1], "what": "comes in",
                                 "speed": None, "result": "in", "damage": 0})
    start_turn(state, ev)


def start_turn(state, ev):
    state["phase"] = "maneuver"
    state["hurt"] = state["swapped"] = False
    P, chars = state["players"], state["chars"]
    ev.append(PhaseChanged("maneuver"))
    off = state["disabled"]
    off[0] = off[1] = None
    defs = state["defs"]["characters"]
    for s in (0, 1):
        foe = P[1 - s]["active"]
        f = chars[foe]
        if "disable_enemy_ability" in (defs[f["k"]]["passive"] if f["item"] is None else fx.passive(state, foe)):
            d = fx.cdef(state, P[s]["active"])
            ab = rng.choice(state, d["abilities"])
            off[s] = ab["key"]
            ev.append(E.AbilityDisabled(s, P[s]["active"], ab["name"], foe))
            ev.append(Logged(f"{fx.name(state, foe)} disables {d['name']}'s {ab['name']} this turn",
                             "Innate: one random enemy move is disabled each turn"))
    fill_stunned(state, ev)


def fill_stunned(state, ev):
    P, chars, turn = state["players"], state["chars"], state["turn"]
    if chars[P[0]["active"]]["stun"] < turn and chars[P[1]["active"]]["stun"] < turn:
        state["pending"] = [None, None]         # the usual turn: nobody is stunned
        return
    pend = [None, None]
    for s in (0, 1):
        if chars[P[s]["active"]]["stun"] >= turn:       # fx.stunned, inline
            pend[s] = ["Stunned", None]
            ev.append(E.CannotAct(s, P[s]["active"]))
            ev.append(Logged(f"{fx.name(state, P[s]['active'])} is stunned and cannot act",
                             "the opponent will not be able to do anything next turn"))
    state["pending"] = pend


# ------------------------------------------------------------- maneuver


def resolve_maneuver(state, ev):
    pend = state["pending"]
    rec = reveal(state, "maneuver", pend, ev)
    (t0, a), (t1, b) = pend
    if t0 != "Maneuver":
        a = None
    if t1 != "Maneuver":
        b = None
    if a or b:
        P, chars = state["players"], state["chars"]
        for s, ask in ((0, a), (1, b)):
            if ask:
                cid = P[s]["active"]
                cost = fx.maneuver_cost(state, s)
                fx.set_energy(state, cid, chars[cid]["en"] - cost, ev)
                rec["order"].append({"seat": NAMES[s], "character": cid, "what": f"maneuver {ask}",
                                     "speed": None, "result": f"paid {cost}", "damage": 0})
    old = state["range"]
    if a and b:
        new = a if a == b else old
        why = "both chose the same range" if a == b else "If both players choose opposite ranges, the " \
            "current range will remain the same"
        code = "same" if a == b else "opposite"
    elif a or b:
        new = a or b
        why, code = "one choice and a pass sets the range", "one"
    else:
        new, why, code = old, "both passed", "passed"
    said = {"p1": a or ("stunned" if t0 == "Stunned" else "pass"),
            "p2": b or ("stunned" if t1 == "Stunned" else "pass")}
    ev.append(E.ManeuverResolved(said, old, new, code))
    if new != old:
        state["range"] = new
        ev.append(E.RangeSet(old, new))
    said = rec["choices"]
    ev.append(Logged(f"Maneuver — p1: {said['p1']['text']}, p2: {said['p2']['text']}. The range is {new}", why))
    rec["range"] = {"from": old, "to": new}
    state["phase"] = "combat"
    ev.append(PhaseChanged("combat"))
    fill_stunned(state, ev)


# ------------------------------------------------------------ end of turn


def end_turn(state, ev):
    turn = state["turn"]
    P, chars = state["players"], state["chars"]
    defs = state["defs"]["characters"]
    add = ev.append
    add(E.TurnEnded(turn, REGEN_ENERGY, BENCH_HEAL))
    for p in P:
        active = p["active"]
        for cid in p["team"]:
            c = chars[cid]
            poison = c["poison"]
            if poison:      # first the poison, then the recovery (rulings: the order at the end of a turn)
                if c["hp"] > 0:
                    add(E.PoisonTick(cid, poison["amount"]))
                    fx.damage(state, cid, poison["amount"], ev, " (poison)")
                    add(Logged(f"Poison: {fx.name(state, cid)} loses {poison['amount']}",
                               "the poison effect is not mitigated by armor"))
                if poison["until"] <= turn:
                    c["poison"] = None
            hp = c["hp"]
            if hp <= 0:
                continue
            en = c["en"]
            if en < MAX_ENERGY:
                new = en + REGEN_ENERGY
                if new > MAX_ENERGY:
                    new = MAX_ENERGY
                add(StatChanged(cid, "energy", en, new))
                c["en"] = new
            d = defs[c["k"]]
            if active != cid:
                if hp < d["health"]:
                    add(StatChanged(cid, "health", hp, hp + BENCH_HEAL))
                    c["hp"] = hp + BENCH_HEAL
                pv = d["passive"]
            else:
                pv = d["passive"] if c["item"] is None else fx.passive(state, cid)
                if pv:
                    regen = pv.get("regen")
                    if regen:
                        fx.heal(state, cid, regen, ev)
                    salve = pv.get("salve")
                    if salve and not c["salve"] and c["hp"] * 100 < d["health"] * salve["below"]:
                        c["salve"] = True
                        fx.heal(state, cid, salve["heal"], ev)
                        add(E.InnateTriggered(cid, "salve", cid, salve["heal"]))
                        add(Logged(f"{d['name']} uses the Healing Salve", "Item"))
            cure = pv.get("cleanse_chance") if pv else None
            if cure:
                bad = (["poison"] if c["poison"] else []) + [i for i, b in enumerate(c["buffs"])
                                                             if b["debuff"] and b["until"] > turn]
                if bad and fx.roll(state, cure):
                    pick = rng.choice(state, bad)
                    if pick == "poison":
                        c["poison"] = None
                    else:
                        c["buffs"].pop(pick)
                    ev.append(E.Cleansed(cid, "poison" if pick == "poison" else "debuff"))
                    ev.append(Logged(f"{d['name']} cures a {'poison' if pick == 'poison' else 'debuff'}",
                                     "Innate"))
            if c["buffs"]:
                c["buffs"] = [b for b in c["buffs"] if b["until"] > turn]
            if c["reflect"]:
                c["reflect"] = None
    ev.append(Logged("End of turn: every character recovers 20 energy, benched ones 1 health",
                     "All characters replenish 20 energy at the end of each turn, and inactive characters "
                     "recover 1 health"))
    if state["hurt"]:
        state["calm"] = 0
    elif state["swapped"] and state["calm"] < STALEMATE:
        state["calm"] = 0
    elif state["calm"] < STALEMATE:
        state["calm"] += 1
        if state["calm"] == STALEMATE:
            ev.append(E.Stalemate(STALEMATE))
            ev.append(Logged(f"{STALEMATE} turns without damage or a switch: range changes are free "
                             "until damage is dealt", "Stalemate breaker"))
    left = [standing(chars, P[0]["team"]), standing(chars, P[1]["team"])]
    if not (left[0] and left[1]):
        if not (left[0] or left[1]):
            finish(state, [], "both players lost their last character at once: a draw", ev)
        else:
            w = left.index(True)
            finish(state, [w], f"{seat_name(1 - w)} has no characters left", ev)
        return
    if turn >= state["options"]["max_turns"]:
        tot = [sum(chars[c]["hp"] for c in p["team"]) for p in P]
        if tot[0] == tot[1]:
            finish(state, [], f"turn limit ({turn}): equal total health {tot[0]}, a draw", ev)
        else:
            w = 0 if tot[0] > tot[1] else 1
            finish(state, [w], f"turn limit ({turn}): most total health left ({tot[w]} to "
                         f"{tot[1 - w]})", ev)
        return
    state["turn"] = turn + 1
    need = (chars[P[0]["active"]]["hp"] <= 0, chars[P[1]["active"]]["hp"] <= 0)
    if need[0] or need[1]:
        state["phase"] = "replace"
        state["pending"] = [None if need[s] else ["Ready", None] for s in (0, 1)]
        ev.append(PhaseChanged("replace"))
    else:
        start_turn(state, ev)


def finish(state, winners, reason, ev):
    state["over"] = {"winners": winners, "reason": reason}
    state["phase"] = "over"
    state["pending"] = [None, None]
    ev.append(GameOver(winners, reason))
    ev.append(Logged(reason, "A player with no characters left loses"))


def outcome(state):
    """The end of the game ({winners, reason}) or None."""
    return dict(state["over"]) if state["over"] else None
