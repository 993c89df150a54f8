"""The 9DKP effect vocabulary: parsing it from YAML, describing it in words, and
doing it to a state.

An effect is ``{do: VERB, ...}``. Verbs that act on "the target" use the card's
``choose:`` selector; the chosen card travels in the action (``target=``).

| verb | parameters | does |
|---|---|---|
| damage_player | amount, who: opponent/self | HP loss |
| heal_player | amount | the player regains HP (never above 2000) |
| gain_dkp | amount | the player gains DKP (Overload passes the excess on) |
| drain_dkp | amount | the opponent loses DKP (never below 0) |
| draw | amount | the player draws cards |
| damage | amount | the target loses BP (aura buffs first) |
| damage_all | amount, side: enemy/own/both | every Character on that side loses BP |
| heal | amount or "full" | the target regains lost BP, up to its printed BP |
| heal_all | amount | every own Character regains BP, up to printed |
| boost | amount | the target gains BP tokens (may pass printed BP) |
| katnap / katnap_all | side (for _all) | put into Katnap |
| wake | | the target leaves Katnap |
| defeat | | the target is defeated (discarded) |
| bounce | | the target returns to its owner's hand |
| resurrect | | a Character from your discard pile returns to your hand (never POW) |
| clear_range | | every Character on both ranges is defeated |
"""
from __future__ import annotations

from game.core.data import choose_of, effect_list, effect_verb, short
from game.core.contract import (CardMoved, DataError, GameOver, Logged, PhaseChanged, Rotated,
                                StatChanged, seat_name)

MAX_HP = 2000
MAX_DKP = 10
#: the largest HP or BP amount a card may name (a whole HP bar), and the most cards or DKP
MAX_AMOUNT = MAX_HP
MAX_COUNT = 10
RANGE_SIZE = 4

SELECTORS = {
    "enemy_active": "an active enemy Character",
    "enemy_character": "an enemy Character, even one in Katnap",
    "enemy_katnap": "an enemy Character in Katnap",
    "own_character": "one of your other Characters",
    "own_active": "one of your other active Characters",
    "own_katnap": "one of your Characters in Katnap",
    "own_damaged": "one of your damaged Characters",
    "any_character": "any other Character",
    "own_discard_character": "a non-POW Character in your discard pile",
}
TARGET_VERBS = {"damage", "heal", "boost", "katnap", "wake", "defeat", "bounce", "resurrect"}
VERBS = {  # verb -> required parameters
    "damage_player": ("amount",), "heal_player": ("amount",), "gain_dkp": ("amount",),
    "drain_dkp": ("amount",), "draw": ("amount",), "damage": ("amount",),
    "damage_all": ("amount", "side"), "heal": ("amount",), "heal_all": ("amount",),
    "boost": ("amount",), "katnap": (), "katnap_all": ("side",), "wake": (), "defeat": (),
    "bounce": (), "resurrect": (), "clear_range": (),
}
OPTIONAL = {"who", "side", "amount"}
SIDES = ("enemy", "own", "both")
DISCARD_TARGET_VERBS = {"resurrect"}


# --------------------------------------------------------------------------
# parsing
# --------------------------------------------------------------------------

def parse_choose(file, entry, field, value):
    """A card's ``choose:``: None or one of this game's SELECTORS."""
    return choose_of(file, entry, field, value, SELECTORS)


def parse_effects(file, entry, field, raw, choose, required=False) -> list[dict]:
    raw = effect_list(file, entry, field, raw, "{do: damage_player, amount: 300}", required)
    out = []
    uses_target = False
    for i, eff in enumerate(raw):
        where = f"{field}[{i}]"
        verb = effect_verb(file, entry, where, eff, VERBS)
        for k in eff:
            if k != "do" and k not in OPTIONAL:
                raise DataError(file, entry, f"{where}.{k}", f"{verb} takes no {short(k)}")
        for req in VERBS[verb]:
            if req not in eff:
                raise DataError(file, entry, f"{where}.{req}", f"{verb} needs {req}")
        e = {"do": verb}
        if "amount" in eff:
            amt = eff["amount"]
            if verb == "heal" and amt == "full":
                e["amount"] = "full"
            elif isinstance(amt, bool) or not isinstance(amt, int) or amt <= 0:
                raise DataError(file, entry, f"{where}.amount", f"must be a positive whole number, not {short(amt)}")
            elif verb in ("draw", "gain_dkp", "drain_dkp"):
                if amt > MAX_COUNT:
                    raise DataError(file, entry, f"{where}.amount", f"must be at most {MAX_COUNT}, not {short(amt)}")
                e["amount"] = amt
            elif amt % 100:
                raise DataError(file, entry, f"{where}.amount", f"HP and BP come in hundreds, not {short(amt)}")
            elif amt > MAX_AMOUNT:
                raise DataError(file, entry, f"{where}.amount", f"must be at most {MAX_AMOUNT}, not {short(amt)}")
            else:
                e["amount"] = amt
        if "side" in eff:
            if eff["side"] not in SIDES:
                raise DataError(file, entry, f"{where}.side", f"must be one of {', '.join(SIDES)}")
            e["side"] = eff["side"]
        if "who" in eff:
            if verb != "damage_player" or eff["who"] not in ("opponent", "self"):
                raise DataError(file, entry, f"{where}.who", "only damage_player takes who: opponent or self")
            e["who"] = eff["who"]
        if verb in TARGET_VERBS:
            uses_target = True
            if choose is None:
                raise DataError(file, entry, where, f"{verb} acts on a chosen target: add choose: to the card")
            if (verb in DISCARD_TARGET_VERBS) != (choose == "own_discard_character"):
                raise DataError(file, entry, where, f"{verb} cannot act on {SELECTORS[choose]}")
        out.append(e)
    if choose is not None and field in ("effects", "on_play") and not uses_target:
        raise DataError(file, entry, "choose", "the card chooses a target but no effect uses it")
    return out


def parse_aura(file, entry, raw) -> dict:
    if not isinstance(raw, dict):
        raise DataError(file, entry, "aura", "must be a mapping {amount: 100, affects: allies}")
    amt = raw.get("amount")
    if isinstance(amt, bool) or not isinstance(amt, int) or amt <= 0 or amt % 100:
        raise DataError(file, entry, "aura.amount", f"a positive multiple of 100, not {short(amt)}")
    affects = raw.get("affects", "allies")
    if affects not in ("allies", "faction"):
        raise DataError(file, entry, "aura.affects", "must be allies or faction")
    return {"amount": amt, "affects": affects}


def parse_ability(file, entry, raw) -> dict:
    if not isinstance(raw, dict):
        raise DataError(file, entry, "ability", "must be a mapping {cost: 0, effects: [...]}")
    cost = raw.get("cost", 0)
    if isinstance(cost, bool) or not isinstance(cost, int) or not 0 <= cost <= 10:
        raise DataError(file, entry, "ability.cost", f"DKP cost 0..10, not {short(cost)}")
    choose = parse_choose(file, entry, "ability.choose", raw.get("choose"))
    return {"cost": cost, "choose": choose,
            "effects": parse_effects(file, entry, "ability.effects", raw.get("effects"), choose, required=True)}


# --------------------------------------------------------------------------
# describing
# --------------------------------------------------------------------------

def _one(e, tgt):
    v, a = e["do"], e.get("amount")
    side = {"enemy": "enemy", "own": "your", "both": "every"}.get(e.get("side", ""), "")
    return {
        "damage_player": f"deal {a} damage to {'your' if e.get('who') == 'self' else 'the opponent' + chr(39) + 's'} HP",
        "heal_player": f"gain {a} HP",
        "gain_dkp": f"gain {a} DKP",
        "drain_dkp": f"the opponent loses {a} DKP",
        "draw": f"draw {a} card{'s' if a != 1 else ''}",
        "damage": f"{tgt} loses {a} BP",
        "damage_all": f"{side} Characters lose {a} BP",
        "heal": f"heal {tgt} {'fully' if a == 'full' else f'by {a} BP'}",
        "heal_all": f"heal your Characters by {a} BP",
        "boost": f"{tgt} gains +{a} BP",
        "katnap": f"put {tgt} into Katnap",
        "katnap_all": f"put {side} Characters into Katnap",
        "wake": f"wake {tgt}",
        "defeat": f"defeat {tgt}",
        "bounce": f"return {tgt} to its owner's hand",
        "resurrect": f"return {tgt} to your hand",
        "clear_range": "defeat every Character on the range",
    }[v]


_DESCRIBED: dict = {}


def describe(effects, choose) -> str:
    """The effects in words. Remembered by the list's identity (the definitions' lists never
    change once loaded; the entry keeps the list alive, so its id is not reused)."""
    hit = _DESCRIBED.get((id(effects), choose))
    if hit is not None and hit[0] is effects:
        return hit[1]
    text = _describe(effects, choose)
    if len(_DESCRIBED) > 4096:
        _DESCRIBED.clear()
    _DESCRIBED[id(effects), choose] = (effects, text)
    return text


def _describe(effects, choose) -> str:
    tgt = SELECTORS.get(choose, "the target")
    text = "; ".join(_one(e, tgt) for e in effects)
    return text[:1].upper() + text[1:] + "." if text else ""


def describe_card(card: dict) -> str:
    """The rules text of a card, generated from its data so text and behaviour agree."""
    parts = []
    if card["type"] == "skratch":
        return describe(card["effects"], card["choose"])
    if card["hp_cost"]:
        parts.append(f"Costs {card['hp_cost']} HP to play.")
    if card["on_play"]:
        parts.append("On play: " + describe(card["on_play"], card["choose"]))
    if card["aura"]:
        a = card["aura"]
        who = "your other Characters" if a["affects"] == "allies" else "your other Characters of its faction"
        parts.append(f"Ongoing: {who} have +{a['amount']} BP.")
    if card["on_defeated"]:
        parts.append("When defeated: " + describe(card["on_defeated"], None))
    if card["ability"]:
        ab = card["ability"]
        cost = f" (costs {ab['cost']} DKP)" if ab["cost"] else ""
        parts.append(f"Ability instead of attacking{cost}: " + describe(ab["effects"], ab["choose"]))
    if card["retire"]:
        parts.append("Retire: " + describe(card["retire"], None))
    return " ".join(parts)


# --------------------------------------------------------------------------
# doing: primitives on a state (see rules.py for the state's shape)
# --------------------------------------------------------------------------

#: the two seats' names, p1 and p2 (what ``seat_name`` gives), and their zones' names by seat
NAMES = (seat_name(0), seat_name(1))
ZONE_NAMES = tuple({z: f"{NAMES[s]}.{z}" for z in ("deck", "hand", "range", "discard")} for s in (0, 1))


def zone(seat: int, name: str) -> str:
    return f"{seat_name(seat)}.{name}"


def bp(state, cid) -> int:
    c = state["cards"][cid]
    aura = c["aura"]
    return c["bp"] + sum(aura.values()) if aura else c["bp"]


def printed(state, cid) -> int:
    return state["defs"][state["cards"][cid]["k"]]["bp"]


def cdef(state, cid) -> dict:
    return state["defs"][state["cards"][cid]["k"]]


def _set_stat(state, seat, stat, value, top, ev):
    p = state["players"][seat]
    value = max(0, min(top, value))
    if value != p[stat]:
        ev.append(StatChanged(NAMES[seat], stat, p[stat], value))
        p[stat] = value


def set_hp(state, seat, value, ev):
    _set_stat(state, seat, "hp", value, MAX_HP, ev)


def set_dkp(state, seat, value, ev):
    _set_stat(state, seat, "dkp", value, MAX_DKP, ev)


def gain_dkp(state, seat, amount, ev):
    """DKP generation with Overload: what passes 10 goes to the opponent."""
    p = state["players"][seat]
    old = p["dkp"]
    total = old + amount
    if 0 <= total <= MAX_DKP:                 # set_dkp, inline (the usual case: no Overload)
        if total != old:
            ev.append(StatChanged(NAMES[seat], "dkp", old, total))
            p["dkp"] = total
        return
    excess = max(0, total - MAX_DKP)
    set_dkp(state, seat, total, ev)
    if excess:
        opp = 1 - seat
        room = MAX_DKP - state["players"][opp]["dkp"]
        passed = min(room, excess)
        if passed:
            set_dkp(state, opp, state["players"][opp]["dkp"] + passed, ev)
            ev.append(Logged(f"Overload: {passed} excess DKP goes to {seat_name(opp)}", "DKP Overload"))
        else:
            ev.append(Logged(f"Overload: both players at 10 DKP, {excess} DKP is not generated",
                             "DKP Overload"))


def move(state, cid, seat, src, dst, ev, index=None):
    p = state["players"][seat]
    p[src].remove(cid)
    if index is None:
        p[dst].append(cid)
    else:
        p[dst].insert(index, cid)
    z = ZONE_NAMES[seat]
    ev.append(CardMoved(cid, z[src], z[dst]))


def set_katnap(state, cid, value, ev):
    c = state["cards"][cid]
    if c["nap"] != value:
        c["nap"] = value
        ev.append(Rotated(cid, value))


def set_base_bp(state, cid, value, ev):
    c = state["cards"][cid]
    old = bp(state, cid)
    c["bp"] = value
    new = bp(state, cid)
    if new != old:
        ev.append(StatChanged(cid, "bp", old, new))


def draw(state, seat, n, ev):
    p = state["players"][seat]
    for _ in range(n):
        if not p["deck"]:
            ev.append(Logged(f"{seat_name(seat)} has no card left to draw", "Draw"))
            return
        move(state, p["deck"][0], seat, "deck", "hand", ev)


def aura_applies(state, source, cid) -> bool:
    if source == cid:
        return False
    a = cdef(state, source)["aura"]
    c, s = state["cards"][cid], state["cards"][source]
    if c["o"] != s["o"]:
        return False
    return a["affects"] == "allies" or cdef(state, cid)["faction"] == cdef(state, source)["faction"]


def enter_range(state, cid, ev):
    """Auras when a Character arrives: its own aura reaches its allies, and the
    allies' auras reach it."""
    cards, defs = state["cards"], state["defs"]
    c = cards[cid]
    on_range = state["players"][c["o"]]["range"]
    if len(on_range) < 2:
        return
    aura = defs[c["k"]]["aura"]
    for other in on_range:
        if other == cid:
            continue
        if aura and aura_applies(state, cid, other):
            _grant(state, cid, other, ev)
        if defs[cards[other]["k"]]["aura"] and aura_applies(state, other, cid):
            _grant(state, other, cid, ev)


def _grant(state, source, cid, ev):
    old = bp(state, cid)
    amount = cdef(state, source)["aura"]["amount"]
    state["cards"][cid]["aura"][source] = amount
    ev.append(StatChanged(cid, "bp", old, old + amount))
    ev.append(Logged(f"{cdef(state, source)['name']}'s aura: {cdef(state, cid)['name']} +{amount} BP",
                     "Blue gem: ongoing effect"))


def leave_range(state, cid, ev):
    """Its aura ends: every card it affected loses what is left of that buff."""
    seat = state["cards"][cid]["o"]
    state["cards"][cid]["aura"] = {}
    for other in state["players"][seat]["range"]:
        auras = state["cards"][other]["aura"]
        if cid in auras:
            old = bp(state, other)
            del auras[cid]
            new = bp(state, other)
            if new != old:
                ev.append(StatChanged(other, "bp", old, new))


def damage_card(state, cid, amount, ev) -> bool:
    """BP damage: aura buffs absorb it first, then the card's own BP. Returns True
    when the card reaches 0 BP (the caller defeats it)."""
    c = state["cards"][cid]
    old = bp(state, cid)
    left = amount
    for src in list(c["aura"]):
        take = min(left, c["aura"][src])
        c["aura"][src] -= take
        left -= take
        if not left:
            break
    c["bp"] = max(0, c["bp"] - left)
    new = bp(state, cid)
    if new != old:
        ev.append(StatChanged(cid, "bp", old, new))
    return new <= 0


def defeat(state, cid, ev, why="", triggers=True):
    """Send a Character on the range to its owner's discard pile."""
    c = state["cards"][cid]
    seat = c["o"]
    if cid not in state["players"][seat]["range"]:
        return
    d = cdef(state, cid)
    leave_range(state, cid, ev)
    move(state, cid, seat, "range", "discard", ev)
    set_katnap(state, cid, False, ev)
    c["bp"] = d["bp"]
    ev.append(Logged(f"{d['name']} is defeated{why} and discarded", "Defeat"))
    if triggers and d["on_defeated"]:
        ev.append(Logged(f"{d['name']} (yellow gem): " + describe(d["on_defeated"], None),
                         "Yellow gem: on-condition trigger"))
        run(state, seat, d["on_defeated"], None, cid, ev)


def remove_from_range(state, cid, dst, ev):
    """Retire or bounce: leaves the range without being defeated."""
    c = state["cards"][cid]
    seat = c["o"]
    leave_range(state, cid, ev)
    move(state, cid, seat, "range", dst, ev)
    set_katnap(state, cid, False, ev)
    c["bp"] = cdef(state, cid)["bp"]


#: each selector's side (enemy, own or any range) and what it asks of a card there
_SIDE = {k: "enemy" if k.startswith("enemy") else ("any" if k == "any_character" else "own") for k in SELECTORS}
_TEST = {k: k.rpartition("_")[2] for k in SELECTORS}      # active, katnap, damaged, character


def targets(state, seat, choose, source) -> list[str]:
    """Card ids ``choose`` allows for ``seat`` (``source`` itself excluded)."""
    if choose is None:
        return []
    players, cards = state["players"], state["cards"]
    if choose == "own_discard_character":
        defs = state["defs"]
        return [c for c in players[seat]["discard"]
                if defs[cards[c]["k"]]["type"] == "character" and not defs[cards[c]["k"]]["pow"]]
    side = _SIDE[choose]
    if side == "enemy":
        pool = players[1 - seat]["range"]
    elif side == "any":
        pool = players[seat]["range"] + players[1 - seat]["range"]
    else:
        pool = players[seat]["range"]
    test = _TEST[choose]
    if test == "active":
        return [c for c in pool if c != source and not cards[c]["nap"]]
    if test == "katnap":
        return [c for c in pool if c != source and cards[c]["nap"]]
    if test == "damaged":
        defs = state["defs"]
        return [c for c in pool if c != source and cards[c]["bp"] < defs[cards[c]["k"]]["bp"]]
    return [c for c in pool if c != source]


def _side(seat, side):
    return {"enemy": [1 - seat], "own": [seat], "both": [seat, 1 - seat]}[side]


def run(state, seat, effects, target, source, ev):
    """Do ``effects`` for ``seat``; ``target`` is the chosen card id or None."""
    for e in effects:
        if state.get("over"):
            return
        v, a = e["do"], e.get("amount")
        if v in TARGET_VERBS and target is None:
            continue
        if v == "damage_player":
            who = seat if e.get("who") == "self" else 1 - seat
            set_hp(state, who, state["players"][who]["hp"] - a, ev)
        elif v == "heal_player":
            set_hp(state, seat, state["players"][seat]["hp"] + a, ev)
        elif v == "gain_dkp":
            gain_dkp(state, seat, a, ev)
        elif v == "drain_dkp":
            set_dkp(state, 1 - seat, state["players"][1 - seat]["dkp"] - a, ev)
        elif v == "draw":
            draw(state, seat, a, ev)
        elif v == "damage":
            if _on_range(state, target) and damage_card(state, target, a, ev):
                defeat(state, target, ev, " by an effect")
        elif v == "damage_all":
            for s in _side(seat, e["side"]):
                for cid in list(state["players"][s]["range"]):
                    if _on_range(state, cid) and damage_card(state, cid, a, ev):
                        defeat(state, cid, ev, " by an effect")
        elif v in ("heal", "heal_all"):
            ids = [target] if v == "heal" else list(state["players"][seat]["range"])
            for cid in ids:
                if _on_range(state, cid):
                    top = printed(state, cid)
                    base = state["cards"][cid]["bp"]
                    new = top if a == "full" else min(top, base + a)
                    if new > base:
                        set_base_bp(state, cid, new, ev)
        elif v == "boost":
            if _on_range(state, target):
                set_base_bp(state, target, state["cards"][target]["bp"] + a, ev)
        elif v == "katnap":
            if _on_range(state, target):
                set_katnap(state, target, True, ev)
        elif v == "katnap_all":
            for s in _side(seat, e["side"]):
                for cid in state["players"][s]["range"]:
                    set_katnap(state, cid, True, ev)
        elif v == "wake":
            if _on_range(state, target):
                set_katnap(state, target, False, ev)
        elif v == "defeat":
            if _on_range(state, target):
                defeat(state, target, ev, " by an effect")
        elif v == "bounce":
            if _on_range(state, target):
                remove_from_range(state, target, "hand", ev)
        elif v == "resurrect":
            if target in state["players"][seat]["discard"]:
                move(state, target, seat, "discard", "hand", ev)
        elif v == "clear_range":
            for s in (seat, 1 - seat):
                for cid in list(state["players"][s]["range"]):
                    defeat(state, cid, ev, " as the range is cleared")
        check_over(state, ev)


def _on_range(state, cid) -> bool:
    c = state["cards"].get(cid)
    return c is not None and cid in state["players"][c["o"]]["range"]


def check_over(state, ev):
    """A player at 0 HP loses (both at 0 at once: a draw, see the rulings)."""
    if state.get("over"):
        return
    players = state["players"]
    if players[0]["hp"] > 0 and players[1]["hp"] > 0:
        return
    dead = [s for s, p in enumerate(players) if p["hp"] <= 0]
    if len(dead) == 2:
        state["over"] = {"winners": [], "reason": "Both players reached 0 HP at once"}
    else:
        loser = dead[0]
        state["over"] = {"winners": [1 - loser],
                         "reason": f"{seat_name(loser)} ran out of HP"}
    state["phase"] = "over"
    state["attack"] = None
    ev.append(Logged(state["over"]["reason"], "A player at 0 HP loses"))
    ev.append(PhaseChanged("over", None))
    ev.append(GameOver(state["over"]["winners"], state["over"]["reason"]))
