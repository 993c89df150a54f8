"""The Nine's effect vocabulary: parsing it from YAML, describing it in words, and
doing it to a state.

An effect is ``{do: VERB, ...}``. Verbs that act on "the target" use the card's
``choose:`` selector; the chosen card travels in the action (``target=``).
``amount`` is a whole number, or ``d10`` (the engine rolls a d10 when the effect
resolves); healing a Warrior may say ``full``, removing Shame may say ``all``.

| verb | parameters | does |
|---|---|---|
| damage_player | amount, who: opponent (default) / self / both | Health loss |
| heal_player | amount | you regain Health (no maximum; a player at 0 is dead: nothing heals them) |
| draw | amount | you draw cards (an empty deck gives nothing) |
| discard | amount | the opponent discards that many cards at random |
| look_at_hand | | you see the opponent's hand (until the end of the round) |
| damage_warrior | amount | the target loses health; at 0 it is slain |
| heal_warrior | amount or full | the target regains health, up to its maximum |
| add_shame | amount | the target gets Shame counters |
| remove_shame | amount or all | the target loses Shame counters |
| buff_strength | amount, side (optional) | +Strength this round: the target, or every Warrior on a side |
| buff_defence | amount, side (optional) | +Defence this round: the target, or every Warrior on a side |
| damage_all | amount, side: enemy / own / both | every Warrior on that side loses health |
| heal_all | amount or full, side | every Warrior on that side regains health |
| shame_all | amount, side | every Warrior on that side gets Shame counters |
| counter | | (Events only) cancels the opponent's Event this card answers |

Ragnarok Rising cards add ongoing modifiers ``{strength: N, defence: N, draw: N}``
(``unclaimed:`` for both players while nobody holds the card, ``claimed:`` for its
owner) and repeating effects at each Cleanup (``unclaimed_each_cleanup``: once for
each player, ``claimed_each_cleanup``: for the owner), and ``on_claim`` effects.
"""
from __future__ import annotations

from game.core import rng
from game.core.data import choose_of, short
from game.core.contract import CardMoved, DataError, DiceRolled, Logged, StatChanged, seat_name

SELECTORS = {
    "enemy_warrior": "an enemy Warrior",
    "own_warrior": "one of your Warriors",
    "any_warrior": "any Warrior",
    "own_shamed": "one of your shamed Warriors",
    "own_damaged": "one of your damaged Warriors",
    "enemy_shamed": "a shamed enemy Warrior",
    "rr_warrior": "an unclaimed Ragnarok Rising Warrior",
}
#: verb -> (required parameters, optional parameters)
VERBS = {
    "damage_player": (("amount",), ("who",)),
    "heal_player": (("amount",), ()),
    "draw": (("amount",), ()),
    "discard": (("amount",), ()),
    "look_at_hand": ((), ()),
    "damage_warrior": (("amount",), ()),
    "heal_warrior": (("amount",), ()),
    "add_shame": (("amount",), ()),
    "remove_shame": (("amount",), ()),
    "buff_strength": (("amount",), ("side",)),
    "buff_defence": (("amount",), ("side",)),
    "damage_all": (("amount", "side"), ()),
    "heal_all": (("amount", "side"), ()),
    "shame_all": (("amount", "side"), ()),
    "counter": ((), ()),
}
#: verbs that act on the chosen target (buffs only when they have no ``side``)
TARGET_VERBS = {"damage_warrior", "heal_warrior", "add_shame", "remove_shame", "buff_strength",
                "buff_defence"}
ROLLABLE = {"damage_player", "heal_player", "damage_warrior", "heal_warrior", "damage_all"}
SIDES = ("enemy", "own", "both")
WHO = ("opponent", "self", "both")
MODIFIERS = ("strength", "defence", "draw")


def uses_target(e: dict) -> bool:
    return e["do"] in TARGET_VERBS and "side" not in e


# --------------------------------------------------------------------------
# parsing
# --------------------------------------------------------------------------

def parse_choose(file, entry, field, value):
    """A card's ``choose:``: None or one of this game's SELECTORS."""
    return choose_of(file, entry, field, value, SELECTORS)


def _amount(file, entry, where, verb, amt):
    if verb == "heal_warrior" and amt == "full" or verb == "heal_all" and amt == "full":
        return "full"
    if verb == "remove_shame" and amt == "all":
        return "all"
    if amt == "d10":
        if verb not in ROLLABLE:
            raise DataError(file, entry, where, f"{verb} cannot roll a d10 (only {', '.join(sorted(ROLLABLE))})")
        return "d10"
    if isinstance(amt, bool) or not isinstance(amt, int) or not 1 <= amt <= 40:
        raise DataError(file, entry, where, f"must be a whole number 1..40 (or d10 where allowed), not {short(amt)}")
    return amt


def parse_effects(file, entry, field, raw, choose, *, allow_target=True, allow_counter=False,
                  required=False) -> list[dict]:
    if raw is None:
        if required:
            raise DataError(file, entry, field, "at least one effect is required")
        return []
    if not isinstance(raw, list) or not raw:
        raise DataError(file, entry, field, "must be a non-empty list of effects like {do: draw, amount: 1}")
    out = []
    targeted = False
    for i, eff in enumerate(raw):
        where = f"{field}[{i}]"
        if not isinstance(eff, dict) or "do" not in eff:
            raise DataError(file, entry, where, "an effect is a mapping with 'do'")
        verb = eff["do"]
        if verb not in VERBS:
            raise DataError(file, entry, where + ".do", f"unknown effect {short(verb)} (known: {', '.join(VERBS)})")
        req, opt = VERBS[verb]
        for k in eff:
            if k != "do" and k not in req and k not in opt:
                raise DataError(file, entry, f"{where}.{k}", f"{verb} takes no {short(k)}")
        for k in req:
            if k not in eff:
                raise DataError(file, entry, f"{where}.{k}", f"{verb} needs {k}")
        e = {"do": verb}
        if "amount" in eff:
            e["amount"] = _amount(file, entry, f"{where}.amount", verb, eff["amount"])
        if "side" in eff:
            if eff["side"] not in SIDES:
                raise DataError(file, entry, f"{where}.side", f"must be one of {', '.join(SIDES)}, not {short(eff['side'])}")
            e["side"] = eff["side"]
        if "who" in eff:
            if eff["who"] not in WHO:
                raise DataError(file, entry, f"{where}.who", f"must be one of {', '.join(WHO)}, not {short(eff['who'])}")
            e["who"] = eff["who"]
        if verb == "counter" and not allow_counter:
            raise DataError(file, entry, where + ".do", "only an Event can counter an Event")
        if uses_target(e):
            targeted = True
            if not allow_target:
                raise DataError(file, entry, where, f"{verb} needs a chosen target, and nobody chooses here "
                                f"(give it a side: instead)" if verb.startswith("buff") else
                                f"{verb} needs a chosen target, and nobody chooses here")
            if choose is None:
                raise DataError(file, entry, where, f"{verb} acts on a chosen Warrior: add choose: to the card")
        out.append(e)
    if choose is not None and not targeted:
        raise DataError(file, entry, "choose", "the card chooses a target but no effect uses it")
    return out


def parse_modifiers(file, entry, field, raw) -> dict:
    if raw is None:
        return {}
    if not isinstance(raw, dict) or not raw:
        raise DataError(file, entry, field, f"must be a mapping like {{strength: 1}} ({', '.join(MODIFIERS)})")
    out = {}
    for k, v in raw.items():
        if k not in MODIFIERS:
            raise DataError(file, entry, f"{field}.{k}", f"unknown modifier (known: {', '.join(MODIFIERS)})")
        if isinstance(v, bool) or not isinstance(v, int) or not -5 <= v <= 5 or v == 0:
            raise DataError(file, entry, f"{field}.{k}", f"must be a whole number -5..5 other than 0, not {short(v)}")
        out[k] = v
    return out


# --------------------------------------------------------------------------
# describing
# --------------------------------------------------------------------------

def _amt(a):
    return "a d10 roll of" if a == "d10" else str(a)


def _one(e, tgt):
    v, a = e["do"], e.get("amount")
    side = {"enemy": "every enemy Warrior", "own": "each of your Warriors",
            "both": "every Warrior of both players"}.get(e.get("side", ""), "")
    who = e.get("who", "opponent")
    if v == "damage_player":
        whom = {"opponent": "the opponent loses", "self": "you lose", "both": "both players lose"}[who]
        return f"{whom} {'a d10 roll of' if a == 'd10' else a} Health"
    if v in ("buff_strength", "buff_defence"):
        stat = "Strength" if v == "buff_strength" else "Defence"
        return f"{side if 'side' in e else tgt} gets +{a} {stat} this round"
    return {
        "heal_player": f"you gain {'a d10 roll of' if a == 'd10' else a} Health",
        "draw": f"draw {a} card{'s' if a != 1 else ''}",
        "discard": f"the opponent discards {a} card{'s' if a != 1 else ''} at random",
        "look_at_hand": "look at the opponent's hand",
        "damage_warrior": f"{tgt} loses {'a d10 roll of' if a == 'd10' else a} health",
        "heal_warrior": f"heal {tgt} {'fully' if a == 'full' else f'by {_amt(a)}'}",
        "add_shame": f"{tgt} gets {a} Shame counter{'s' if a != 1 else ''}",
        "remove_shame": (f"remove every Shame counter from {tgt}" if a == "all" else
                         f"remove {a} Shame counter{'s' if a != 1 else ''} from {tgt}"),
        "damage_all": f"{side} loses {_amt(a) if a != 'd10' else 'a d10 roll of'} health",
        "heal_all": f"heal {side} {'fully' if a == 'full' else f'by {a}'}",
        "shame_all": f"{side} gets {a} Shame counter{'s' if a != 1 else ''}",
        "counter": "cancel the opponent's Event",
    }[v]


def describe(effects, choose, capital=True) -> str:
    tgt = SELECTORS.get(choose, "the target")
    text = "; ".join(_one(e, tgt) for e in effects)
    if not text:
        return ""
    return (text[:1].upper() if capital else text[:1]) + text[1:] + "."


_SAID: dict = {}


def said(effects, choose) -> str:
    """``describe(effects, choose)``, worked out once per effect list of a card definition
    (definitions never change): the log says a card's effect each time it resolves."""
    got = _SAID.get(id(effects))
    if got is None or got[0] is not effects or got[1] != choose:
        if len(_SAID) > 512:
            _SAID.clear()
        got = _SAID[id(effects)] = (effects, choose, describe(effects, choose))
    return got[2]


def describe_mods(mods: dict, who: str) -> str:
    parts = []
    for k in MODIFIERS:
        if k in mods:
            n = mods[k]
            if k == "draw":
                parts.append(f"{who} draw{'s' if who == 'its owner' else ''} {n} more card"
                             f"{'s' if abs(n) != 1 else ''} at each Initiative" if n > 0 else
                             f"{who} draw{'s' if who == 'its owner' else ''} {-n} fewer at each Initiative")
            else:
                parts.append(f"every Warrior of {who} has {n:+d} {k.capitalize()}"
                             + (" (not the RR Warriors)" if who == "both players" else ""))
    return "; ".join(parts)


def describe_card(card: dict) -> str:
    """The rules text of a card, generated from its data so text and behaviour agree."""
    parts = []
    t = card["type"]
    if t == "event":
        if card["counter"]:
            parts.append("Play only in answer to the opponent's Event.")
        parts.append(describe(card["effects"], card["choose"]))
        return " ".join(parts)
    if t == "warrior":
        if card["on_play"]:
            parts.append("On play: " + describe(card["on_play"], card["choose"]))
        if card["on_slain"]:
            parts.append("When slain: " + describe(card["on_slain"], None))
        return " ".join(parts)
    # Ragnarok Rising
    if card["warrior"]:
        parts.append("Unclaimed: attacks each player at every Cleanup.")
    if card["unclaimed"]:
        parts.append("Unclaimed: " + describe_mods(card["unclaimed"], "both players") + ".")
    if card["unclaimed_each_cleanup"]:
        parts.append("Unclaimed, at each Cleanup, for each player: "
                     + describe(card["unclaimed_each_cleanup"], None, capital=False))
    if card["on_claim"]:
        parts.append("When claimed: " + describe(card["on_claim"], None, capital=False))
    if card["claimed"]:
        parts.append("Claimed: " + describe_mods(card["claimed"], "its owner") + ".")
    if card["claimed_each_cleanup"]:
        parts.append("Claimed, at each Cleanup: " + describe(card["claimed_each_cleanup"], None, capital=False))
    return " ".join(parts)


# --------------------------------------------------------------------------
# doing: primitives on a state (see rules.py for the state's shape)
# --------------------------------------------------------------------------

_PREFIX = {-1: "rr.", 0: "p1.", 1: "p2."}


def zone(seat: int, name: str) -> str:
    """Zone names in events: ``p1.hand``, ``rr.unclaimed``."""
    return _PREFIX[seat] + name


def cdef(state, cid) -> dict:
    return state["defs"][state["cards"][cid]["k"]]


def name(state, cid) -> str:
    return state["defs"][state["cards"][cid]["k"]]["name"]


def roll(state, sides, seat, purpose, ev) -> int:
    """A die roll: loaded dice first (scenarios), then the seeded generator."""
    if state["dice"]:
        v = state["dice"].pop(0)
    else:
        v = rng.roll(state, sides)
    ev.append(DiceRolled(seat, sides, v, purpose))
    return v


def amount(state, a, seat, purpose, ev) -> int:
    return roll(state, 10, seat, purpose, ev) if a == "d10" else a


def max_hp(state, cid) -> int:
    d = cdef(state, cid)
    return d["health"] if d["type"] == "warrior" else d["warrior"]["health"]


def _stat(state, cid, key, bonus) -> int:
    """A Warrior's ``key`` (strength or defence) now: an RR Warrior's printed number; a seat's
    Warrior's printed number plus this round's bonus (card field ``bonus``) and the seat's
    ongoing RR modifier, never below 0."""
    c = state["cards"][cid]
    d = state["defs"][c["k"]]
    if c["o"] < 0:
        return d["warrior"][key]
    return max(0, d[key] + c[bonus] + state["mods"][c["o"]][key])


def strength(state, cid) -> int:
    return _stat(state, cid, "strength", "bs")


def defence(state, cid) -> int:
    return _stat(state, cid, "defence", "bd")


def sacrifice_value(hp: int, shame: int) -> int:
    """Glory a Warrior is worth on a bid (ruling 14): its current health minus, for each Shame
    counter, a third of that health rounded down; never below 0. 15 health, 2 Shame:
    15 - (5 + 5) = 5; 10 health, 1 Shame: 10 - 3 = 7."""
    return max(0, hp - shame * (hp // 3))


def bid_value(state, cid) -> int:
    """Glory a card is worth on a bid: a Warrior its ``sacrifice_value``, a claimed RR card
    its Glory."""
    c = state["cards"][cid]
    d = state["defs"][c["k"]]
    if d["type"] == "rr":
        return d["glory"]
    return sacrifice_value(c["hp"], c["sh"])


def recalc_mods(state):
    """The ongoing modifiers of Ragnarok Rising cards, per player."""
    defs, cards = state["defs"], state["cards"]
    mods = [{"strength": 0, "defence": 0, "draw": 0} for _ in range(2)]
    for rid in state["rr"]["unclaimed"]:
        for k, v in defs[cards[rid]["k"]]["unclaimed"].items():
            for m in mods:
                m[k] += v
    for seat, p in enumerate(state["players"]):
        for rid in p["rr"]:
            for k, v in defs[cards[rid]["k"]]["claimed"].items():
                mods[seat][k] += v
    state["mods"] = mods


def move(state, cid, seat, src, dst, ev, dst_seat=None):
    """Move a card between two zone lists: ``seat`` < 0 means the shared RR zones."""
    ds = seat if dst_seat is None else dst_seat
    if seat >= 0:
        state["players"][seat][src].remove(cid)
    else:
        state["rr"][src].remove(cid)
    if ds >= 0:
        state["players"][ds][dst].append(cid)
    else:
        state["rr"][dst].append(cid)
    ev.append(CardMoved(cid, _PREFIX[seat] + src, _PREFIX[ds] + dst))     # zone(), inlined


def set_health(state, seat, value, ev):
    """A player's Health becomes ``value``, never below 0 and with no maximum (the rulebook's
    "Maximum Health" is a Warrior's). A player at 0 is dead from that moment: nothing changes
    their Health again ("when a player's health reaches zero, that player dies")."""
    p = state["players"][seat]
    if p["health"] <= 0:
        return
    value = max(0, value)
    if value != p["health"]:
        ev.append(StatChanged(seat_name(seat), "health", p["health"], value))
        p["health"] = value


def set_card_hp(state, cid, value, ev):
    c = state["cards"][cid]
    value = max(0, min(max_hp(state, cid), value))
    if value != c["hp"]:
        ev.append(StatChanged(cid, "health", c["hp"], value))
        c["hp"] = value


def set_shame(state, cid, value, ev):
    c = state["cards"][cid]
    value = max(0, value)
    if value != c["sh"]:
        ev.append(StatChanged(cid, "shame", c["sh"], value))
        c["sh"] = value


def draw(state, seat, n, ev):
    p = state["players"][seat]
    for _ in range(n):
        if not p["deck"]:
            ev.append(Logged(f"{seat_name(seat)}'s deck is empty: nothing to draw",
                             "An empty deck stays empty until the end of the game"))
            return
        move(state, p["deck"][0], seat, "deck", "hand", ev)


def in_play(state, cid) -> bool:
    c = state["cards"].get(cid)
    if c is None:
        return False
    if c["o"] < 0:
        return cid in state["rr"]["unclaimed"]
    return cid in state["players"][c["o"]]["play"]


def slay(state, cid, ev, why=""):
    """A Warrior at 0 health is slain: a player's goes to Valhalla (its "when slain"
    effect triggers), an unclaimed RR Warrior to the RR discard."""
    c = state["cards"][cid]
    d = state["defs"][c["k"]]
    seat = c["o"]
    if seat < 0:
        move(state, cid, -1, "unclaimed", "discard", ev)
        c["sh"] = 0
        ev.append(Logged(f"{d['name']} is slain{why} and leaves the game", "Slain RR Warrior"))
        recalc_mods(state)
        return
    move(state, cid, seat, "play", "valhalla", ev)
    c["hp"], c["sh"], c["bs"], c["bd"] = d["health"], 0, 0, 0
    ev.append(Logged(f"{d['name']} is slain{why} and goes to Valhalla",
                     "Defeated Warriors are sent to Valhalla"))
    if d["on_slain"]:
        ev.append(Logged(f"{d['name']} (when slain): " + said(d["on_slain"], None), "Card effect"))
        run(state, seat, d["on_slain"], None, cid, ev)


def damage_warrior(state, cid, n, ev, why=""):
    c = state["cards"][cid]
    set_card_hp(state, cid, c["hp"] - n, ev)
    if c["hp"] <= 0:
        slay(state, cid, ev, why)


def targets(state, seat, choose, source=None) -> list[str]:
    """Card ids ``choose`` allows for ``seat`` (``source`` itself excluded)."""
    if choose is None:
        return []
    cards = state["cards"]
    mine, theirs = state["players"][seat]["play"], state["players"][1 - seat]["play"]
    if choose == "enemy_warrior":
        return list(theirs)
    if choose == "own_warrior":
        return [c for c in mine if c != source]
    if choose == "any_warrior":
        return [c for c in mine if c != source] + theirs
    if choose == "own_shamed":
        return [c for c in mine if cards[c]["sh"] and c != source]
    if choose == "enemy_shamed":
        return [c for c in theirs if cards[c]["sh"]]
    if choose == "own_damaged":
        defs = state["defs"]
        return [c for c in mine if c != source and cards[c]["hp"] < defs[cards[c]["k"]]["health"]]
    if choose == "rr_warrior":
        return [r for r in state["rr"]["unclaimed"] if state["defs"][cards[r]["k"]]["warrior"]]
    return []


def _side(seat, side):
    return {"enemy": (1 - seat,), "own": (seat,), "both": (seat, 1 - seat)}[side]


def run(state, seat, effects, target, source, ev):
    """Do ``effects`` for ``seat``; ``target`` is the chosen card id or None. A target
    that has left play meanwhile is skipped."""
    players, cards = state["players"], state["cards"]
    for e in effects:
        v, a = e["do"], e.get("amount")
        if uses_target(e):
            if target is None or not in_play(state, target):
                continue
        if v == "damage_player":
            n = amount(state, a, seat, "effect: damage", ev)
            who = e.get("who", "opponent")
            for s in ((1 - seat,) if who == "opponent" else (seat,) if who == "self" else (seat, 1 - seat)):
                set_health(state, s, players[s]["health"] - n, ev)
        elif v == "heal_player":
            n = amount(state, a, seat, "effect: heal", ev)
            set_health(state, seat, players[seat]["health"] + n, ev)
        elif v == "draw":
            draw(state, seat, a, ev)
        elif v == "discard":
            opp = 1 - seat
            for _ in range(a):
                hand = players[opp]["hand"]
                if not hand:
                    break
                cid = hand[rng.next_u64(state) % len(hand)]
                move(state, cid, opp, "hand", "valhalla", ev)
                ev.append(Logged(f"{seat_name(opp)} discards {name(state, cid)} at random", "Card effect"))
        elif v == "look_at_hand":
            players[seat]["peek"] = list(players[1 - seat]["hand"])
            ev.append(Logged(f"{seat_name(seat)} looks at {seat_name(1 - seat)}'s hand", "Card effect"))
        elif v == "damage_warrior":
            n = amount(state, a, seat, "effect: damage", ev)
            damage_warrior(state, target, n, ev, " by an effect")
        elif v == "heal_warrior":
            n = max_hp(state, target) if a == "full" else amount(state, a, seat, "effect: heal", ev)
            set_card_hp(state, target, cards[target]["hp"] + n, ev)
        elif v == "add_shame":
            set_shame(state, target, cards[target]["sh"] + a, ev)
        elif v == "remove_shame":
            set_shame(state, target, 0 if a == "all" else cards[target]["sh"] - a, ev)
        elif v in ("buff_strength", "buff_defence"):
            key = "bs" if v == "buff_strength" else "bd"
            ids = ([target] if "side" not in e else
                   [c for s in _side(seat, e["side"]) for c in players[s]["play"]])
            stat = strength if key == "bs" else defence
            for cid in ids:
                old = stat(state, cid)
                cards[cid][key] += a
                ev.append(StatChanged(cid, "strength" if key == "bs" else "defence", old, stat(state, cid)))
        elif v == "damage_all":
            n = amount(state, a, seat, "effect: damage", ev)
            for s in _side(seat, e["side"]):
                for cid in list(players[s]["play"]):
                    if in_play(state, cid):
                        damage_warrior(state, cid, n, ev, " by an effect")
        elif v == "heal_all":
            for s in _side(seat, e["side"]):
                for cid in players[s]["play"]:
                    n = max_hp(state, cid) if a == "full" else a
                    set_card_hp(state, cid, cards[cid]["hp"] + n, ev)
        elif v == "shame_all":
            for s in _side(seat, e["side"]):
                for cid in players[s]["play"]:
                    set_shame(state, cid, cards[cid]["sh"] + a, ev)
        # "counter" is carried out by the rules (it cancels the Event it answers)
