"""The Kongai vocabulary: abilities, their riders and the passive hooks of innates and items.
Parsing it from YAML, describing it in words, and doing it to a state.

An ability is data::

    {name: Shuriken Barrage, cost: 40, range: far, speed: 9, damage: 12, hits: 4,
     type: physical, interrupt: false, hits_fleeing: false, crit: 0, tags: [],
     no_repeat: false, effects: [...]}

Riders (``effects``) happen when the ability lands (a self-only ability always lands):

| verb | parameters | does |
|---|---|---|
| poison | amount, turns, chance | the target loses ``amount`` at the end of each of ``turns`` turns (no defence) |
| stun | turns, chance | the target cannot act for ``turns`` turns (and a slower move of it this turn is lost) |
| set_range | to: close/far | the range becomes ``to`` |
| heal | amount, chance | the user regains health |
| drain | percent | the user regains ``percent`` % of the damage it just dealt |
| energy | amount (+/-), who: self/enemy, chance | energy gained (or lost) |
| buff | stat, amount, turns, type, only, chance | the user: ``damage`` +N a hit (``type`` makes its attacks that type, ``only`` a tag such as blade), ``speed`` +N, ``defence`` +N (``type`` physical/light/dark/all) |
| debuff | stat, amount, turns, type, chance | the same stats lowered on the target |
| reflect | type | this turn, attacks of that type that reach the user hit their attacker instead |
| cleanse | | the user loses its poison and debuffs |

Passive hooks (an innate's or an item's ``passive:`` mapping; items work only while their
holder is the active character):

| hook | value | meaning |
|---|---|---|
| maneuver_cost / enemy_maneuver_cost | int | own / the enemy's maneuvers cost that much more (negative: less) |
| ability_cost / enemy_ability_cost | int | own / the enemy's abilities cost that much more |
| intercept_damage | int | intercepts deal this instead of 35 |
| intercept_bonus | int | intercepts deal this much more |
| intercept_energy | int | energy gained by a successful intercept |
| slip_intercept | percent | chance that a switch slips an intercept (no damage, the switch succeeds) |
| dodge | {chance, types, intercepts} | chance to dodge attacks of those types (and intercepts) |
| crit_immune, stun_immune, poison_immune, debuff_immune | true | immune to that |
| uninterruptible | true | its moves are never cancelled by a faster interrupt or stun |
| no_enemy_switch | true | while it is active the enemy cannot switch |
| disable_enemy_ability | true | each turn one random ability of the enemy's active character is disabled |
| cleanse_chance | percent | at the end of each turn, chance to lose one poison or debuff |
| heal_on_switch | int | health regained when it switches out |
| switch_damage | int | an enemy that switches in takes this damage |
| regen | int | health regained at the end of each turn |
| speed | int | its abilities are this much faster |
| defence | {physical, light, dark} | added defence |
| low_health_boost | {below, percent} | below ``below`` % health its attacks deal ``percent`` % more |
| on_enemy_death | {energy, buff} | when an enemy dies while it is active |
| salve | {below, heal} | once a game, at the end of a turn below ``below`` % health, heal |
"""
from __future__ import annotations

import re
from game.core import rng
from game.core.contract import DataError, Logged, StatChanged, seat_name
from game.core.data import effect_verb
from game.kongai.actions import USES
from game.kongai.constants import (BASE_INTERCEPT, BASE_MANEUVER, BENCH_HEAL, MAX_ENERGY,  # noqa: F401
                                   REGEN_ENERGY, REST_BONUS)
from game.kongai.events import (Buffed, Chosen, Cleansed, Dodged, Hit, Immune, InnateTriggered,  # noqa: F401
                                KnockedOut, Poisoned, RangeSet, Reflected, ReflectReady, Revealed, Step, StepStarted,
                                Stunned)
from game.kongai.text import describe_ability, describe_buff

RANGES = ("close", "far", "both")
TYPES = ("physical", "light", "dark")

# --------------------------------------------------------------------------
# parsing
# --------------------------------------------------------------------------

def slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")


def _int(file, entry, field, v, lo, hi):
    if isinstance(v, bool) or not isinstance(v, int):
        raise DataError(file, entry, field, f"must be a whole number, not {v!r}")
    if not lo <= v <= hi:
        raise DataError(file, entry, field, f"must be {lo}..{hi}, not {v}")
    return v


def _pick(file, entry, field, v, options):
    if v not in options:
        raise DataError(file, entry, field, f"must be one of {', '.join(options)}, not {v!r}")
    return v


def _flag(file, entry, field, v):
    if not isinstance(v, bool):
        raise DataError(file, entry, field, f"must be true or false, not {v!r}")
    return v


def _keys(file, entry, field, raw, known, required=()):
    if not isinstance(raw, dict):
        raise DataError(file, entry, field, "must be a mapping")
    for k in raw:
        if k not in known:
            raise DataError(file, entry, f"{field}.{k}" if field else str(k),
                            f"unknown field (known: {', '.join(sorted(known))})")
    for k in required:
        if k not in raw:
            raise DataError(file, entry, f"{field}.{k}" if field else k, "missing")


#: verb -> (required parameters, optional parameters)
VERBS = {
    "poison": (("amount", "turns"), ("chance",)),
    "stun": (("turns",), ("chance",)),
    "set_range": (("to",), ()),
    "heal": (("amount",), ("chance",)),
    "drain": (("percent",), ()),
    "energy": (("amount",), ("who", "chance")),
    "buff": (("stat", "amount", "turns"), ("type", "only", "chance")),
    "debuff": (("stat", "amount", "turns"), ("type", "chance")),
    "reflect": (("type",), ()),
    "cleanse": ((), ()),
}
ENEMY_VERBS = {"poison", "stun", "debuff", "set_range"}
STATS = ("damage", "speed", "defence")


def parse_buff(file, entry, where, e, debuff=False) -> dict:
    out = {"stat": _pick(file, entry, f"{where}.stat", e.get("stat"), STATS),
           "amount": _int(file, entry, f"{where}.amount", e.get("amount"), 1, 50),
           "turns": _int(file, entry, f"{where}.turns", e.get("turns"), 1, 10),
           "type": None, "only": None}
    if "type" in e:
        if out["stat"] == "defence":
            out["type"] = _pick(file, entry, f"{where}.type", e["type"], TYPES + ("all",))
        elif out["stat"] == "damage" and not debuff:
            out["type"] = _pick(file, entry, f"{where}.type", e["type"], TYPES)
        else:
            raise DataError(file, entry, f"{where}.type", f"a {out['stat']} {'de' if debuff else ''}buff takes no type")
    elif out["stat"] == "defence":
        raise DataError(file, entry, f"{where}.type", "a defence (de)buff needs type: physical, light, dark or all")
    if "only" in e:
        if out["stat"] != "damage" or not isinstance(e["only"], str):
            raise DataError(file, entry, f"{where}.only", "only a damage buff takes only: <tag>")
        out["only"] = e["only"]
    return out


def parse_effects(file, entry, field, raw) -> list[dict]:
    if raw is None:
        return []
    if not isinstance(raw, list):
        raise DataError(file, entry, field, "must be a list of effects like {do: poison, amount: 5, turns: 3}")
    out = []
    for i, e in enumerate(raw):
        where = f"{field}[{i}]"
        verb = effect_verb(file, entry, where, e, VERBS)
        req, opt = VERBS[verb]
        _keys(file, entry, where, e, {"do", *req, *opt}, req)
        x = {"do": verb, "chance": 100,
             "who": "enemy" if verb in ENEMY_VERBS else "self"}
        if "chance" in e:
            x["chance"] = _int(file, entry, f"{where}.chance", e["chance"], 1, 100)
        if verb == "poison":
            x["amount"] = _int(file, entry, f"{where}.amount", e["amount"], 1, 50)
            x["turns"] = _int(file, entry, f"{where}.turns", e["turns"], 1, 10)
        elif verb == "stun":
            x["turns"] = _int(file, entry, f"{where}.turns", e["turns"], 1, 3)
        elif verb == "set_range":
            x["to"] = _pick(file, entry, f"{where}.to", e["to"], ("close", "far"))
        elif verb == "heal":
            x["amount"] = _int(file, entry, f"{where}.amount", e["amount"], 1, 100)
        elif verb == "drain":
            x["percent"] = _int(file, entry, f"{where}.percent", e["percent"], 1, 100)
        elif verb == "energy":
            x["amount"] = _int(file, entry, f"{where}.amount", e["amount"], -100, 100)
            if x["amount"] == 0:
                raise DataError(file, entry, f"{where}.amount", "must not be 0")
            x["who"] = _pick(file, entry, f"{where}.who", e.get("who", "self"), ("self", "enemy"))
        elif verb in ("buff", "debuff"):
            x.update(parse_buff(file, entry, where, e, verb == "debuff"))
        elif verb == "reflect":
            x["type"] = _pick(file, entry, f"{where}.type", e["type"], TYPES)
        out.append(x)
    return out


ABILITY_FIELDS = {"name", "cost", "range", "speed", "damage", "hits", "type", "interrupt", "hits_fleeing",
                  "crit", "tags", "no_repeat", "effects", "text"}


def parse_ability(file, entry, field, raw) -> dict:
    _keys(file, entry, field, raw, ABILITY_FIELDS, ("name", "cost", "range", "speed"))
    name = raw["name"]
    if not isinstance(name, str) or not name.strip():
        raise DataError(file, entry, f"{field}.name", "missing or empty")
    ab = {"key": slug(name), "name": name,
          "cost": _int(file, entry, f"{field}.cost", raw["cost"], 0, 100),
          "range": _pick(file, entry, f"{field}.range", raw["range"], RANGES),
          "speed": _int(file, entry, f"{field}.speed", raw["speed"], 1, 10),
          "damage": _int(file, entry, f"{field}.damage", raw.get("damage", 0), 0, 100),
          "hits": _int(file, entry, f"{field}.hits", raw.get("hits", 1), 1, 20),
          "type": None,
          "interrupt": _flag(file, entry, f"{field}.interrupt", raw.get("interrupt", False)),
          "hits_fleeing": _flag(file, entry, f"{field}.hits_fleeing", raw.get("hits_fleeing", False)),
          "crit": _int(file, entry, f"{field}.crit", raw.get("crit", 0), 0, 100),
          "no_repeat": _flag(file, entry, f"{field}.no_repeat", raw.get("no_repeat", False)),
          "tags": [], "flavour": raw.get("text", "")}
    if ab["damage"]:
        if "type" not in raw:
            raise DataError(file, entry, f"{field}.type", "an ability that deals damage needs type: physical, light or dark")
        ab["type"] = _pick(file, entry, f"{field}.type", raw["type"], TYPES)
    elif "type" in raw or "hits" in raw or ab["crit"]:
        bad = "type" if "type" in raw else ("hits" if "hits" in raw else "crit")
        raise DataError(file, entry, f"{field}.{bad}", "an ability without damage has no type, hits or crit")
    tags = raw.get("tags", [])
    if not isinstance(tags, list) or not all(isinstance(t, str) for t in tags):
        raise DataError(file, entry, f"{field}.tags", "must be a list of words (e.g. [blade])")
    ab["tags"] = list(tags)
    if not isinstance(ab["flavour"], str):
        raise DataError(file, entry, f"{field}.text", "must be a string")
    ab["effects"] = parse_effects(file, entry, f"{field}.effects", raw.get("effects"))
    ab["targets_enemy"] = bool(ab["damage"]) or any(e["who"] == "enemy" or e["do"] == "set_range"
                                                     for e in ab["effects"])
    if not ab["targets_enemy"] and (ab["interrupt"] or ab["hits_fleeing"]):
        raise DataError(file, entry, f"{field}.{'interrupt' if ab['interrupt'] else 'hits_fleeing'}",
                        "only an ability that reaches the enemy can interrupt or hit a fleeing target")
    if any(e["do"] == "drain" for e in ab["effects"]) and not ab["damage"]:
        raise DataError(file, entry, f"{field}.effects", "drain needs an ability that deals damage")
    ab["text"] = describe_ability(ab)
    return ab


#: hook -> kind
PASSIVES = {
    "maneuver_cost": "int", "enemy_maneuver_cost": "int", "ability_cost": "int", "enemy_ability_cost": "int",
    "intercept_damage": "pos", "intercept_bonus": "pos", "intercept_energy": "pos", "slip_intercept": "pct",
    "dodge": "dodge", "crit_immune": "flag", "stun_immune": "flag", "poison_immune": "flag",
    "debuff_immune": "flag", "uninterruptible": "flag", "no_enemy_switch": "flag",
    "disable_enemy_ability": "flag", "cleanse_chance": "pct", "heal_on_switch": "pos",
    "switch_damage": "pos", "regen": "pos", "speed": "int", "defence": "defence",
    "low_health_boost": "boost", "on_enemy_death": "death", "salve": "salve",
}


def parse_passive(file, entry, field, raw) -> dict:
    if raw is None:
        return {}
    if not isinstance(raw, dict):
        raise DataError(file, entry, field, "must be a mapping of hooks like {slip_intercept: 50} ({} for none)")
    out = {}
    for k, v in raw.items():
        where = f"{field}.{k}"
        kind = PASSIVES.get(k)
        if kind is None:
            raise DataError(file, entry, where, f"unknown hook (known: {', '.join(PASSIVES)})")
        if kind == "int":
            out[k] = _int(file, entry, where, v, -50, 50)
        elif kind == "pos":
            out[k] = _int(file, entry, where, v, 1, 200)
        elif kind == "pct":
            out[k] = _int(file, entry, where, v, 1, 100)
        elif kind == "flag":
            if v is not True:
                raise DataError(file, entry, where, "write true (or leave the hook out)")
            out[k] = True
        elif kind == "defence":
            _keys(file, entry, where, v, set(TYPES))
            out[k] = {t: _int(file, entry, f"{where}.{t}", v.get(t, 0), -10, 10) for t in TYPES}
        elif kind == "dodge":
            _keys(file, entry, where, v, {"chance", "types", "intercepts"}, ("chance",))
            types = v.get("types", list(TYPES))
            if not isinstance(types, list) or not types:
                raise DataError(file, entry, f"{where}.types", "must be a list of damage types")
            for i, t in enumerate(types):
                _pick(file, entry, f"{where}.types[{i}]", t, TYPES)
            out[k] = {"chance": _int(file, entry, f"{where}.chance", v["chance"], 1, 100), "types": list(types),
                      "intercepts": _flag(file, entry, f"{where}.intercepts", v.get("intercepts", False))}
        elif kind == "boost":
            _keys(file, entry, where, v, {"below", "percent"}, ("below", "percent"))
            out[k] = {"below": _int(file, entry, f"{where}.below", v["below"], 1, 99),
                      "percent": _int(file, entry, f"{where}.percent", v["percent"], 1, 200)}
        elif kind == "salve":
            _keys(file, entry, where, v, {"below", "heal"}, ("below", "heal"))
            out[k] = {"below": _int(file, entry, f"{where}.below", v["below"], 1, 99),
                      "heal": _int(file, entry, f"{where}.heal", v["heal"], 1, 100)}
        elif kind == "death":
            _keys(file, entry, where, v, {"energy", "buff"})
            if not v:
                raise DataError(file, entry, where, "needs energy and/or buff")
            d = {"energy": _int(file, entry, f"{where}.energy", v.get("energy", 0), 0, 100), "buff": None}
            if "buff" in v:
                b = v["buff"]
                _keys(file, entry, f"{where}.buff", b, {"stat", "amount", "turns", "type", "only"},
                      ("stat", "amount", "turns"))
                d["buff"] = parse_buff(file, entry, f"{where}.buff", b)
            out[k] = d
    return out


# --------------------------------------------------------------------------
# doing: lookups
# --------------------------------------------------------------------------

def cdef(state, cid) -> dict:
    return state["defs"]["characters"][state["chars"][cid]["k"]]


def merge(innate: dict, item: dict) -> dict:
    """An innate's hooks plus an item's: numbers and defences add up, flags join, and for a
    structured hook (dodge, salve, ...) the innate's comes first."""
    out = dict(innate)
    for k, v in item.items():
        if k not in out:
            out[k] = v
        elif PASSIVES[k] in ("int", "pos", "pct"):
            out[k] = out[k] + v
        elif PASSIVES[k] == "defence":
            out[k] = {t: out[k][t] + v[t] for t in TYPES}
    return out


def passive(state, cid) -> dict:
    """The passive hooks of a character: its innate, plus its item while it is active."""
    c = state["chars"][cid]
    d = state["defs"]["characters"][c["k"]]
    item = c["item"]
    if item is None or state["players"][c["o"]]["active"] != cid:
        return d["passive"]
    both = d["with"].get(item)
    if both is None:   # a character defined after the items were loaded (scenarios)
        both = d["with"][item] = merge(d["passive"], state["defs"]["items"][item]["passive"])
    return both


def hooks(state, c, cid) -> dict:
    """``passive(state, cid)`` for the character record ``c`` of ``cid``, without a lookup for
    the usual character carrying no item (the hot paths read hooks with ``.get``)."""
    if c["item"] is None:
        return state["defs"]["characters"][c["k"]]["passive"]
    return passive(state, cid)


_ROWS: dict = {}      # character key -> [its definition, its rows, {situation: usable abilities}]


def _rows_of(d) -> list:
    """A character's abilities as rows ``(key, range or None for both, cost, no_repeat,
    UseAbility)``, made once per definition (kept beside the data, never in it: the definitions
    are part of every state), with the memo of ``usable``."""
    got = _ROWS.get(d["key"])
    if got is not None and got[0] is d:
        return got
    rows = tuple((ab["key"], None if ab["range"] == "both" else ab["range"], ab["cost"], ab["no_repeat"],
                  USES[ab["key"]]) for ab in d["abilities"])
    got = _ROWS[d["key"]] = [d, rows, {}]
    return got


def usable(d, rng_, off, again, budget, change) -> tuple:
    """The UseAbility actions of character ``d`` at range ``rng_`` with ability ``off`` disabled,
    ``again`` used last turn (a no_repeat ability cannot follow itself), ``budget`` energy for
    the costs and ``change`` added to each cost. The answer depends on nothing else, so it is
    remembered per situation (the combat phase asks it twice a turn)."""
    got = _rows_of(d)
    memo = got[2]
    key = (rng_, off, again, budget, change)
    out = memo.get(key)
    if out is None:
        if len(memo) >= 4096:
            memo.clear()
        out = []
        for k, rg, cost, no_repeat, use in got[1]:
            if (rg is None or rg == rng_) and k != off and not (no_repeat and k == again) \
                    and (cost <= budget or cost + change <= 0):
                out.append(use)
        out = memo[key] = tuple(out)
    return out


def num(state, cid, key) -> int:
    c = state["chars"][cid]       # passive, inline for a character without an item (the usual case)
    pv = state["defs"]["characters"][c["k"]]["passive"] if c["item"] is None else passive(state, cid)
    return pv.get(key, 0)


def flag(state, cid, key) -> bool:
    c = state["chars"][cid]
    pv = state["defs"]["characters"][c["k"]]["passive"] if c["item"] is None else passive(state, cid)
    return key in pv


def struct(state, cid, key):
    c = state["chars"][cid]
    pv = state["defs"]["characters"][c["k"]]["passive"] if c["item"] is None else passive(state, cid)
    return pv.get(key)


def roll(state, pct) -> bool:
    """A chance of ``pct`` % from the state's seeded RNG (``luck`` forces it in scenarios)."""
    if pct >= 100:
        return True
    luck = state.get("luck")
    if luck == "always":
        return True
    if luck == "never":
        return False
    return rng.chance(state, pct / 100)


def live_buffs(state, cid):
    turn = state["turn"]
    return [b for b in state["chars"][cid]["buffs"] if b["until"] >= turn]


def defence(state, cid, dtype) -> int:
    d = cdef(state, cid)["defence"][dtype]
    extra = struct(state, cid, "defence")
    if extra:
        d += extra[dtype]
    for b in live_buffs(state, cid):
        if b["stat"] == "defence" and b["type"] in (dtype, "all"):
            d += b["amount"]
    return max(0, d)


def speed(state, cid, ab) -> int:
    c = state["chars"][cid]
    s = ab["speed"] + hooks(state, c, cid).get("speed", 0)
    buffs = c["buffs"]
    if buffs:               # live_buffs, inline
        turn = state["turn"]
        for b in buffs:
            if b["until"] >= turn and b["stat"] == "speed":
                s += b["amount"]
    return s


def cost_change(state, seat) -> int:
    """How much more (or less) the abilities of ``seat``'s active character cost now."""
    P, chars = state["players"], state["chars"]
    me = P[seat]["active"]
    c = hooks(state, chars[me], me).get("ability_cost", 0)
    foe = P[1 - seat]["active"]
    if foe is not None:
        f = chars[foe]
        if f["hp"] > 0:
            c += hooks(state, f, foe).get("enemy_ability_cost", 0)
    return c


def ability_cost(state, seat, ab) -> int:
    return max(0, ab["cost"] + cost_change(state, seat))


def maneuver_cost(state, seat) -> int:
    if state["calm"] >= 5:
        return 0
    P = state["players"]
    c = BASE_MANEUVER + num(state, P[seat]["active"], "maneuver_cost")
    foe = P[1 - seat]["active"]
    if foe is not None and state["chars"][foe]["hp"] > 0:
        c += num(state, foe, "enemy_maneuver_cost")
    return max(0, c)


def stunned(state, cid) -> bool:
    return state["chars"][cid]["stun"] >= state["turn"]


def name(state, cid) -> str:
    return state["defs"]["characters"][state["chars"][cid]["k"]]["name"]      # cdef, inline


# --------------------------------------------------------------------------
# doing: changes
# --------------------------------------------------------------------------

_SEATS = (seat_name(0), seat_name(1))


class Moves:
    """The moves of one resolution, in order: ``begin`` opens a move (``StepStarted``), the
    move's events follow, ``end`` closes it with its result (``Step``) and records it in
    ``order`` (the view's ``last.order``); ``step`` is a move with no events of its own."""

    def __init__(self, order: list, ev: list):
        self.order, self.ev, self.cur = order, ev, None

    def begin(self, s, cid, what, speed=None):
        self.cur = (s, cid, what, speed)
        self.ev.append(StepStarted(s, cid, what, speed or 0, len(self.order)))

    def end(self, result, dmg=0):
        s, cid, what, speed = self.cur
        self.order.append({"seat": _SEATS[s], "character": cid, "what": what, "speed": speed,
                           "result": result, "damage": dmg})
        self.ev.append(Step(s, cid, what, speed or 0, result, dmg))

    def step(self, s, cid, what, speed, result, dmg=0):
        self.begin(s, cid, what, speed)
        self.end(result, dmg)


def set_energy(state, cid, value, ev):
    c = state["chars"][cid]
    if value > MAX_ENERGY:
        value = MAX_ENERGY
    elif value < 0:
        value = 0
    old = c["en"]
    if value != old:
        ev.append(StatChanged(cid, "energy", old, value))
        c["en"] = value


def heal(state, cid, amount, ev):
    c = state["chars"][cid]
    top = state["defs"]["characters"][c["k"]]["health"]
    value = min(top, c["hp"] + amount)
    if c["hp"] > 0 and value != c["hp"]:
        ev.append(StatChanged(cid, "health", c["hp"], value))
        c["hp"] = value


def damage(state, cid, amount, ev, why="") -> int:
    """Health loss (never below 0); a character at 0 is out. Returns the health lost."""
    c = state["chars"][cid]
    if amount <= 0 or c["hp"] <= 0:
        return 0
    old = c["hp"]
    new = max(0, old - amount)
    c["hp"] = new
    state["hurt"] = True
    ev.append(StatChanged(cid, "health", old, new))
    if new == 0:
        ev.append(KnockedOut(cid, why.strip(" ()") or "damage"))
        ev.append(Logged(f"{name(state, cid)} is out{why}", "If a character's health ever reaches 0, "
                         "he/she can no longer be used"))
        foe = state["players"][1 - c["o"]]["active"]
        if foe is not None and state["chars"][foe]["hp"] > 0:
            d = struct(state, foe, "on_enemy_death")
            if d:
                if d["energy"]:
                    set_energy(state, foe, state["chars"][foe]["en"] + d["energy"], ev)
                if d["buff"]:
                    add_buff(state, foe, d["buff"], "innate", False, ev)
                ev.append(InnateTriggered(foe, "enemy died", cid))
                ev.append(Logged(f"{name(state, foe)}'s innate: an enemy died", "Innate"))
    return old - new


def add_buff(state, cid, b, source, debuff, ev) -> bool:
    c = state["chars"][cid]
    if debuff and flag(state, cid, "debuff_immune"):
        ev.append(Immune(cid, "debuff"))
        ev.append(Logged(f"{name(state, cid)} is immune to stat-lowering effects", "Innate"))
        return False
    amount = -b["amount"] if debuff else b["amount"]
    entry = {"name": source, "stat": b["stat"], "amount": amount, "type": b.get("type"), "only": b.get("only"),
             "until": state["turn"] + b["turns"], "debuff": debuff}
    c["buffs"] = [x for x in c["buffs"] if not (x["name"] == source and x["stat"] == b["stat"])] + [entry]
    ev.append(Buffed(cid, b["stat"], amount, b["turns"], debuff, source))
    ev.append(Logged(f"{name(state, cid)}: {describe_buff(b, debuff)}", "Buffs and debuffs last the turns they say"))
    return True


def poison(state, cid, amount, turns, ev) -> bool:
    c = state["chars"][cid]
    if flag(state, cid, "poison_immune"):
        ev.append(Immune(cid, "poison"))
        ev.append(Logged(f"{name(state, cid)} is immune to poison", "Innate"))
        return False
    c["poison"] = {"amount": amount, "until": state["turn"] + turns - 1}
    ev.append(Poisoned(cid, amount, turns))
    ev.append(Logged(f"{name(state, cid)} is poisoned: {amount} a turn for {turns} turns",
                     "Poison: damage each turn, not reduced by defence"))
    return True


def stun(state, cid, turns, ev) -> bool:
    if flag(state, cid, "stun_immune"):
        ev.append(Immune(cid, "stun"))
        ev.append(Logged(f"{name(state, cid)} cannot be stunned", "Innate"))
        return False
    c = state["chars"][cid]
    c["stun"] = max(c["stun"], state["turn"] + turns)
    ev.append(Stunned(cid, turns))
    ev.append(Logged(f"{name(state, cid)} is stunned for {turns} turn{'s' if turns != 1 else ''}",
                     "Stun: the stunned character cannot act"))
    return True


def hit_damage(state, att, tgt, ab, crit) -> tuple[int, str]:
    """Damage of one hit of ``ab`` from ``att`` against ``tgt``, and the damage type:
    base + damage buffs, the low-health boost, a critical hit doubles it, then the
    target's matching defence is subtracted (never below 0)."""
    dtype = ab["type"]
    per = ab["damage"]
    for b in live_buffs(state, att):
        if b["stat"] == "damage" and (b["only"] is None or b["only"] in ab["tags"]):
            per += b["amount"]
            if b["type"]:
                dtype = b["type"]
    boost = struct(state, att, "low_health_boost")
    if boost:
        c = state["chars"][att]
        if c["hp"] * 100 < cdef(state, att)["health"] * boost["below"]:
            per = per * (100 + boost["percent"]) // 100
    if crit:
        per *= 2
    return max(0, per - defence(state, tgt, dtype)), dtype


def land(state, att, tgt, ab, ev) -> dict:
    """``ab`` by ``att`` reaches ``tgt`` (not dodged by a switch). Rolls dodges and
    critical hits, deals the damage, applies the riders. Returns what happened:
    ``{"result": hit|dodged|reflected, "damage": n, "stun": bool, "landed": bool}``."""
    out = {"result": "hit", "damage": 0, "stun": False, "landed": True}
    foe_side = ab["targets_enemy"]
    if foe_side and tgt is not None:
        if ab["damage"]:
            dtype = ab["type"]
            for b in live_buffs(state, att):
                if b["stat"] == "damage" and b["type"] and (b["only"] is None or b["only"] in ab["tags"]):
                    dtype = b["type"]
            dodge = struct(state, tgt, "dodge")
            if dodge and dtype in dodge["types"] and roll(state, dodge["chance"]):
                ev.append(Dodged(tgt, ab["name"]))
                ev.append(Logged(f"{name(state, tgt)} dodges {ab['name']}", "Innate: dodge"))
                out.update(result="dodged", landed=False)
                return out
            refl = state["chars"][tgt]["reflect"]
            if refl and refl[0] == dtype and refl[1] == state["turn"]:
                per, _ = hit_damage(state, att, att, ab, False)
                n = damage(state, att, per * ab["hits"], ev, " (reflected)")
                ev.append(Reflected(tgt, att, ab["name"], n))
                ev.append(Logged(f"{name(state, tgt)} turns {ab['name']} back on {name(state, att)}: {n} damage",
                                 "Reflect"))
                out.update(result="reflected", damage=n, landed=False)
                return out
            crit = ab["crit"] and not flag(state, tgt, "crit_immune") and roll(state, ab["crit"])
            per, dtype = hit_damage(state, att, tgt, ab, crit)
            total = per * ab["hits"]
            hits = f"{per}×{ab['hits']}" if ab["hits"] > 1 else f"{per}"
            guard = defence(state, tgt, dtype)
            ev.append(Hit(att, tgt, ab["name"], ab["hits"], per, dtype, total, bool(crit), guard))
            ev.append(Logged(f"{ab['name']} hits {name(state, tgt)}{' critically' if crit else ''}: {hits} = {total} "
                             f"{dtype} damage after {guard} {dtype} defence",
                             "The defense number is subtracted against each attack of that type"))
            out["damage"] = damage(state, tgt, total, ev)
            if crit:
                out["result"] = "critical"
    for e in ab["effects"]:
        if e["who"] == "enemy" and (tgt is None or state["chars"][tgt]["hp"] <= 0) and e["do"] != "set_range":
            continue
        if e["chance"] < 100 and not roll(state, e["chance"]):
            continue
        v = e["do"]
        if v == "poison":
            poison(state, tgt, e["amount"], e["turns"], ev)
        elif v == "stun":
            out["stun"] = stun(state, tgt, e["turns"], ev)
        elif v == "set_range":
            if state["range"] != e["to"]:
                ev.append(RangeSet(state["range"], e["to"]))
                ev.append(Logged(f"{ab['name']} hits: the range is now {e['to']}", "If it hits, range is set"))
                state["range"] = e["to"]
        elif v == "heal":
            heal(state, att, e["amount"], ev)
        elif v == "drain":
            heal(state, att, out["damage"] * e["percent"] // 100, ev)
        elif v == "energy":
            who = att if e["who"] == "self" else tgt
            set_energy(state, who, state["chars"][who]["en"] + e["amount"], ev)
        elif v == "buff":
            add_buff(state, att, e, ab["name"], False, ev)
        elif v == "debuff":
            add_buff(state, tgt, e, ab["name"], True, ev)
        elif v == "reflect":
            state["chars"][att]["reflect"] = [e["type"], state["turn"]]
            ev.append(ReflectReady(att, e["type"]))
            ev.append(Logged(f"{name(state, att)} will turn {e['type']} attacks back this turn", "Reflect"))
        elif v == "cleanse":
            c = state["chars"][att]
            c["poison"] = None
            c["buffs"] = [b for b in c["buffs"] if not b["debuff"]]
            ev.append(Cleansed(att))
            ev.append(Logged(f"{name(state, att)} is cleansed", "Cleanse"))
    return out

