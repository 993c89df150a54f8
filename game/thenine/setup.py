"""A new game of The Nine, and a table set up by hand from a scenario or lesson file (functions on
the state; the ruleset's ``new_game`` and ``scenario_state`` call them)."""
from __future__ import annotations

from game.core import rng
from game.core.data import card_item, short
from game.core.contract import DataError, forget_legal, seat_index, seat_name
from game.thenine import effects as fx
from game.thenine.cards import finish, parse_card, rr_keys, shipped
from game.thenine.constants import ROUNDS, START_HEALTH
from game.thenine.fights import begin_attack, begin_bid, begin_cleanup
from game.thenine.rounds import roll_initiative
from game.thenine.state import add, empty, timer, to_bool
from game.thenine.turns import begin_player, settle

_FACTS: dict = {}
#: the most Health a scenario may give a player (there is no maximum in play: rulings 22)
SETUP_HEALTH = 999


def full_health(defs) -> dict:
    """{key: full health} of a card pool (what ``state.add`` gives a new card), worked out once per
    pool: new_game builds a hundred cards."""
    got = _FACTS.get("full")
    if got is None or got[0] is not defs:
        got = _FACTS["full"] = (defs, {k: d["health"] if d["type"] == "warrior" else
                                       (d["warrior"] or {}).get("health", 0) for k, d in defs.items()})
    return got[1]


def rr_order(defs) -> list:
    """A fresh list of the pool's RR keys in order (cards.rr_keys, worked out once per pool)."""
    got = _FACTS.get("rr")
    if got is None or got[0] is not defs:
        got = _FACTS["rr"] = (defs, rr_keys(defs))
    return list(got[1])


def new_ids(prefix: str, n: int) -> list:
    """The ids ``a01``.. of a new game's cards (``new_ids("a", 40)``), made once."""
    got = _FACTS.get(prefix, ())
    if len(got) < n:
        got = _FACTS[prefix] = [f"{prefix}{i + 1:02d}" for i in range(n)]
    return got[:n]


def shuffle(state, lst) -> None:
    """rng.shuffle with rng.next_u64 (SplitMix64) inlined, the same draws in the same order:
    the three shuffles of a new game draw a hundred numbers."""
    x, mask, gamma = state["rng"], rng.MASK, 0x9E3779B97F4A7C15
    for i in range(len(lst) - 1, 0, -1):
        x = (x + gamma) & mask
        z = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & mask
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
        j = (z ^ (z >> 31)) % (i + 1)
        lst[i], lst[j] = lst[j], lst[i]
    state["rng"] = x


def new_game(seed: int, opts: dict) -> dict:
    """A new game dealt from ``seed`` with the options ``opts`` (every option given): both decks
    and the RR deck shuffled, the first initiative rolled; DataError for an unknown deck."""
    defs, decks = shipped()
    state = empty(defs, seed, to_bool(opts["timers"]))
    full = full_health(defs)
    cards = state["cards"]
    for seat, name in enumerate((opts["deck1"], opts["deck2"])):
        if name not in decks:
            raise DataError("options", f"deck{seat + 1}", "deck",
                            f"unknown deck {short(name)} (known: {', '.join(decks)})")
        keys = list(decks[name]["cards"])
        shuffle(state, keys)        # ids follow the shuffled order: an id says nothing
        ids = new_ids("ab"[seat], len(keys))    # about which card it is
        for cid, key in zip(ids, keys):         # state.add, inlined (a deck holds no RR card)
            cards[cid] = {"k": key, "o": seat, "hp": full[key], "sh": 0, "bs": 0, "bd": 0}
        state["players"][seat]["deck"] = ids
    keys = rr_order(defs)
    shuffle(state, keys)
    ids = new_ids("r", len(keys))
    for cid, key in zip(ids, keys):
        cards[cid] = {"k": key, "o": -1, "hp": full[key], "sh": 0, "bs": 0, "bd": 0}
    state["rr"]["deck"] = ids
    roll_initiative(state, [])
    return state


# ------------------------------------------------------------- scenarios
def scenario_state(spec: dict, file: str) -> dict:
    """Build a state from a scenario's ``options``, ``cards:`` and ``setup:``
    (docs/scenarios.md); DataError naming ``file``, the entry and the field."""
    defs = dict(shipped()[0])
    inline = spec.get("cards") or {}
    if not isinstance(inline, dict):
        raise DataError(file, "cards", "(cards)", "must be a mapping of card keys to definitions")
    for key, raw in inline.items():
        card = parse_card(file, str(key), raw)
        if card["type"] == "rr" and "copies" not in raw:
            card["copies"] = 1
        defs[str(key)] = finish(card)
    opts = spec.get("options") or {}
    if not isinstance(opts, dict):
        raise DataError(file, "(top level)", "options", "must be a mapping")
    for k in opts:
        if k not in ("timers", "deck1", "deck2"):
            raise DataError(file, "options", str(k), "unknown option (known: timers, deck1, deck2)")
    setup = spec.get("setup") or {}
    if not isinstance(setup, dict):
        raise DataError(file, "setup", "(setup)", "must be a mapping")
    known = {"round", "phase", "order", "active", "dice", "rr", "p1", "p2"}
    for k in setup:
        if k not in known:
            raise DataError(file, "setup", str(k), f"unknown key (known: {', '.join(sorted(known))})")
    state = empty(defs, int(spec.get("seed", 0)), to_bool(opts.get("timers", True)))
    rnd = setup.get("round", 1)
    if isinstance(rnd, bool) or not isinstance(rnd, int) or not 1 <= rnd <= ROUNDS:
        raise DataError(file, "setup", "round", f"must be a whole number 1..{ROUNDS}")
    state["round"] = rnd
    try:
        order = [seat_index(x) for x in setup.get("order", ["p1", "p2"])]
        active = seat_index(setup.get("active", seat_name(order[0])))
    except (ValueError, TypeError) as e:
        raise DataError(file, "setup", "order", f"a list of two seats like [p2, p1]: {e}") from None
    if sorted(order) != [0, 1] or active not in (0, 1):
        raise DataError(file, "setup", "order", "a list of the two seats, like [p2, p1]")
    state["order"] = order
    dice = setup.get("dice", [])
    if not isinstance(dice, list) or any(isinstance(x, bool) or not isinstance(x, int) or not 1 <= x <= 20
                                         for x in dice):
        raise DataError(file, "setup", "dice", "a list of die results (1..20), used before the seed")
    state["dice"] = list(dice)
    counters = {0: 0, 1: 0, -1: 0}

    def place(seat, zone_name, items, entry, kinds):
        if not isinstance(items, list):
            raise DataError(file, entry, zone_name, "must be a list of cards")
        for i, item in enumerate(items):
            where = f"{zone_name}[{i}]"
            item = card_item(file, entry, where, item, defs)
            for k in item:
                if k not in ("card", "id", "health", "shame"):
                    raise DataError(file, entry, f"{where}.{k}", "unknown field (known: card, id, health, shame)")
            d = defs[item["card"]]
            if d["type"] not in kinds:
                raise DataError(file, entry, where, f"{item['card']} is a {d['type']} card; "
                                f"{zone_name} holds {' or '.join(kinds)} cards")
            counters[seat] += 1
            cid = str(item.get("id", f"{'abr'[seat]}{counters[seat]:02d}"))
            if cid in state["cards"]:
                raise DataError(file, entry, where + ".id", f"duplicate card id {short(cid)}")
            top = d["health"] if d["type"] == "warrior" else (d["warrior"] or {}).get("health", 0)
            hp = item.get("health", top)
            if isinstance(hp, bool) or not isinstance(hp, int) or not (1 if top else 0) <= hp <= top:
                raise DataError(file, entry, where + ".health", f"must be a whole number 1..{top}")
            sh = item.get("shame", 0)
            if isinstance(sh, bool) or not isinstance(sh, int) or not 0 <= sh <= 9:
                raise DataError(file, entry, where + ".shame", "must be a whole number 0..9")
            add(state, cid, item["card"], seat, zone_name, hp=hp, shame=sh)

    for seat in (0, 1):
        entry = f"setup.{seat_name(seat)}"
        ps = setup.get(seat_name(seat)) or {}
        if not isinstance(ps, dict):
            raise DataError(file, entry, "(player)", "must be a mapping")
        pknown = {"health", "hand", "deck", "play", "valhalla", "rr", "event_played", "warrior_played"}
        for k in ps:
            if k not in pknown:
                raise DataError(file, entry, str(k), f"unknown key (known: {', '.join(sorted(pknown))})")
        p = state["players"][seat]
        h = ps.get("health", START_HEALTH)
        if isinstance(h, bool) or not isinstance(h, int) or not 1 <= h <= SETUP_HEALTH:
            raise DataError(file, entry, "health", f"must be a whole number 1..{SETUP_HEALTH}")
        p["health"] = h
        p["ev"] = to_bool(ps.get("event_played", False))
        p["wp"] = to_bool(ps.get("warrior_played", False))
        for zone_name in ("hand", "play", "valhalla", "deck"):
            place(seat, zone_name, ps.get(zone_name) or [], entry,
                  ("warrior",) if zone_name == "play" else ("warrior", "event"))
        place(seat, "rr", ps.get("rr") or [], entry, ("rr",))
    rrs = setup.get("rr") or {}
    if not isinstance(rrs, dict):
        raise DataError(file, "setup.rr", "(rr)", "must be a mapping with current, deck, unclaimed, discard")
    for k in rrs:
        if k not in ("current", "deck", "unclaimed", "discard"):
            raise DataError(file, "setup.rr", str(k), "unknown key (known: current, deck, discard, unclaimed)")
    cur = rrs.get("current")
    place(-1, "current", [cur] if cur is not None else [], "setup.rr", ("rr",))
    for zone_name in ("deck", "unclaimed", "discard"):
        place(-1, zone_name, rrs.get(zone_name) or [], "setup.rr", ("rr",))
    fx.recalc_mods(state)
    phase = setup.get("phase", "player")
    ev: list = []
    state["turn"] = order.index(active)
    if phase == "player":
        begin_player(state, ev, shed=False)     # the table as set up: counters already shed
    elif phase == "attack":
        begin_attack(state, ev)
    elif phase == "bid":
        if not state["rr"]["current"]:
            raise DataError(file, "setup", "phase", "a bid needs a current RR card (setup.rr.current)")
        state["turn"] = 0
        begin_bid(state, ev)
    elif phase == "cleanup":
        state["turn"] = 0
        begin_cleanup(state, ev)
    else:
        raise DataError(file, "setup", "phase", f"must be player, attack, bid or cleanup, not {short(phase)}")
    settle(state, ev)
    t = timer(state)
    state["timer_told"] = t["id"] if t else 0
    forget_legal()
    return state

