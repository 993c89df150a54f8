"""A Kongai duel set up by hand from a scenario or lesson file (a function on the state; the
ruleset's ``scenario_state`` calls it)."""
from __future__ import annotations

from game.core.contract import DataError, seat_name
from game.core.data import inline_definitions, only_keys, short
from game.kongai import effects as fx
from game.kongai import turns
from game.kongai.cards import parse_character, shipped


def scenario_state(spec: dict, file: str) -> dict:
    """A duel set up explicitly: ``setup: {range, turn, phase, calm, luck, p1: {team, active,
    switched}, p2: ...}``; ``cards:`` holds inline characters (the characters.yaml schema)."""
    base = shipped()
    chars = {**base["characters"], **inline_definitions(spec, file, parse_character, "character")}
    defs = {"characters": chars, "items": base["items"]}
    opts = spec.get("options") or {}
    if not isinstance(opts, dict):
        raise DataError(file, "(top level)", "options", "must be a mapping")
    try:
        opts = turns.check_options(opts)
    except DataError as e:
        raise DataError(file, "options", e.field, e.message) from None
    setup = spec.get("setup") or {}
    if not isinstance(setup, dict):
        raise DataError(file, "setup", "(setup)", "must be a mapping")
    known = {"range", "turn", "phase", "calm", "luck", "p1", "p2"}
    for k in setup:
        if k not in known:
            raise DataError(file, "setup", str(k), f"unknown key (known: {', '.join(sorted(known))})")
    state = turns.empty(defs, int(spec.get("seed", 0)), opts)
    state["range"] = setup.get("range", "close")
    if state["range"] not in ("close", "far"):
        raise DataError(file, "setup", "range", "must be close or far")
    state["turn"] = setup.get("turn", 1)
    if isinstance(state["turn"], bool) or not isinstance(state["turn"], int) or not 1 <= state["turn"] <= 10_000:
        raise DataError(file, "setup", "turn", "must be a whole number, at least 1")
    state["calm"] = setup.get("calm", 0)
    if isinstance(state["calm"], bool) or not isinstance(state["calm"], int) or not 0 <= state["calm"] <= turns.STALEMATE:
        raise DataError(file, "setup", "calm", f"must be 0..{turns.STALEMATE}")
    state["luck"] = setup.get("luck")
    if state["luck"] not in (None, "always", "never"):
        raise DataError(file, "setup", "luck", "must be always or never (or leave it out: the seeded dice)")
    phase = setup.get("phase", "maneuver")
    if phase not in ("maneuver", "combat"):
        raise DataError(file, "setup", "phase", "a scenario starts in the maneuver or the combat phase")
    for seat in (0, 1):
        entry = f"setup.{seat_name(seat)}"
        ps = setup.get(seat_name(seat))
        if isinstance(ps, dict):
            only_keys(file, entry, ps, ("team", "active", "switched_last_turn"))
        if not isinstance(ps, dict) or not isinstance(ps.get("team"), list) or not ps["team"]:
            raise DataError(file, entry, "team", "each player needs a team: a list of characters")
        for i, item in enumerate(ps["team"]):
            where = f"team[{i}]"
            if isinstance(item, str):
                item = {"character": item}
            if not isinstance(item, dict) or not isinstance(item.get("character"), str) \
                    or item["character"] not in chars:
                raise DataError(file, entry, where, f"unknown character {short(item)}")
            cid = str(item.get("id", item["character"]))
            if cid in state["chars"]:
                raise DataError(file, entry, f"{where}.id", f"duplicate id {short(cid)} (give one of them an id:)")
            turns.add(state, seat, item["character"], cid)
            _setup_char(state, file, entry, where, cid, item)
        p = state["players"][seat]
        p["active"] = str(ps.get("active", p["team"][0]))
        if p["active"] not in p["team"]:
            raise DataError(file, entry, "active", f"{short(p['active'])} is not in the team")
        if state["chars"][p["active"]]["hp"] <= 0:
            raise DataError(file, entry, "active", "the active character must be alive")
        if ps.get("switched_last_turn"):
            p["switched"] = state["turn"] - 1
    ev = []
    turns.start_turn(state, ev)
    if phase == "combat":
        state["phase"] = "combat"
        turns.fill_stunned(state, ev)
    return state


def _setup_char(state, file, entry, where, cid, item):
    c = state["chars"][cid]
    d = fx.cdef(state, cid)
    known = {"character", "id", "health", "energy", "item", "poison", "stun", "buffs"}
    for k in item:
        if k not in known:
            raise DataError(file, entry, f"{where}.{k}", f"unknown key (known: {', '.join(sorted(known))})")

    def num(field, lo, hi):
        v = item[field]
        if isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi:
            raise DataError(file, entry, f"{where}.{field}", f"must be a whole number {lo}..{hi}")
        return v
    if "health" in item:
        c["hp"] = num("health", 0, d["health"])
    if "energy" in item:
        c["en"] = num("energy", 0, fx.MAX_ENERGY)
    if "item" in item:
        if item["item"] not in state["defs"]["items"]:
            raise DataError(file, entry, f"{where}.item", f"unknown item {short(item['item'])}")
        c["item"] = item["item"]
    if "poison" in item:
        p = item["poison"]
        if not isinstance(p, dict) or set(p) != {"amount", "turns"}:
            raise DataError(file, entry, f"{where}.poison", "must be {amount: n, turns: n}")
        c["poison"] = {"amount": p["amount"], "until": state["turn"] + p["turns"] - 1}
    if "stun" in item:
        c["stun"] = state["turn"] + num("stun", 0, 3) - 1
    if "buffs" in item:
        if not isinstance(item["buffs"], list):
            raise DataError(file, entry, f"{where}.buffs", "must be a list of {stat, amount, turns, type}")
        for i, b in enumerate(item["buffs"]):
            if not isinstance(b, dict):
                raise DataError(file, entry, f"{where}.buffs[{i}]", "must be a mapping")
            debuff = b.get("amount", 0) < 0 if isinstance(b.get("amount"), int) else False
            raw = dict(b, amount=abs(b.get("amount", 0)) if isinstance(b.get("amount"), int) else b.get("amount"))
            raw.pop("name", None)
            pb = fx.parse_buff(file, entry, f"{where}.buffs[{i}]", raw)
            c["buffs"].append({"name": b.get("name", "scenario"), "stat": pb["stat"],
                               "amount": -pb["amount"] if debuff else pb["amount"], "type": pb["type"],
                               "only": pb["only"], "until": state["turn"] + pb["turns"] - 1, "debuff": debuff})

