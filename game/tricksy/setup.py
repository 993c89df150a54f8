"""Nine Lives: Tricksy Kittens: setting a game up. The options checked, the empty state
(the suits and powers in play) and a table set up explicitly from a scenario file
(docs/scenarios.md, section Tricksy Kittens).
"""
from __future__ import annotations

from game.core import rng
from game.core.data import short, whole
from game.core.contract import DataError, seat_index, seat_name
from game.tricksy import effects as fx
from game.tricksy.actions import make_once
from game.tricksy.cards import assign_powers, shipped
from game.tricksy.tricks import MAX_SEATS, advance, clear_round, form_teams, score_round, start_trick

SUIT, NUM = fx.SUIT, fx.NUM


def check_options(info, options, seats) -> dict:
    """The game's options with their defaults, checked (DataError naming the option)."""
    opts = {**info.default_options(), **(options or {})}
    for name in ("powers", "black_cat"):
        v = opts[name]
        if v is True or v is False:
            opts[name] = "on" if v else "off"
    for o in info.options:
        if o.choices and not o.whole and opts[o.name] not in o.choices:
            raise DataError("options", o.name, o.name, f"must be one of {', '.join(o.choices)}, "
                            f"not {short(opts[o.name])}")
    whole("options", "max_rounds", "max_rounds", opts["max_rounds"], 0, 10_000)
    if opts["first"] != "random" and seat_index(opts["first"]) >= seats:
        raise DataError("options", "first", "first", f"there is no {opts['first']} in a {seats}-seat game")
    return opts


#: (seats, Black Cat on) -> the card definitions every such game shares (see ``defs``)
_DEFS: dict = {}


def defs(seats, black) -> dict:
    """The suits and cards in play with the shipped data (made once per set-up, never changed;
    a game copies it and adds its own hand-out of powers)."""
    key = (seats, black)
    if key not in _DEFS:
        data = shipped()
        suits = data["suits"]
        crown = next(s["key"] for s in suits if s["black_cat"])
        if black:
            keys = [s["key"] for s in suits if not s["black_cat"]][:seats - 1] + [crown]
        else:
            keys = [s["key"] for s in suits][:seats]
        d = {"suits": keys, "info": {s["key"]: {"name": s["name"], "colour": s["colour"]} for s in suits
                                     if s["key"] in keys},
             "crown": crown if black else None,
             "named": [k for k in keys if not (black and k == crown)],
             "powers": data["powers"], "power_of": {},
             "deck": [f"{k}-{n}" for k in keys for n in range(1, 10)]}
        d["names"] = {c: f"{d['info'][SUIT[c]]['name']} {NUM[c]}" for c in d["deck"]}
        d["index"] = {c: i for i, c in enumerate(d["deck"])}
        make_once(d["deck"])
        _DEFS[key] = d
    return _DEFS[key]


def empty(seats, seed, opts) -> dict:
    """A state with no card dealt yet: the suits and powers in play, nobody's lives."""
    black = opts["black_cat"] == "on"
    state = {"game": "tricksy", "rng": rng.seed_state(seed), "options": opts, "n": seats, "round": 0,
             "phase": "bid", "keeper": 0, "over": None,
             "plain": opts["powers"] != "on" and not black}   # no powers, no crowns: quick paths
    state["defs"] = dict(defs(seats, black))
    if opts["powers"] == "on":
        data = shipped()
        state["defs"]["power_of"] = assign_powers(state, data["suits"], data["powers"])
    clear_round(state)
    state.update(piles=[[] for _ in range(seats)], lives=[0] * seats, leftovers=[], last=None)
    return state


def scenario_state(ruleset, spec: dict, file: str) -> dict:
    """A table set up explicitly (docs/scenarios.md, section Tricksy Kittens)."""
    setup = spec.get("setup") or {}
    if not isinstance(setup, dict):
        raise DataError(file, "setup", "(setup)", "must be a mapping")
    n = setup.get("seats", spec.get("seats", 4))
    if isinstance(n, bool) or not isinstance(n, int) or not 3 <= n <= MAX_SEATS:
        raise DataError(file, "setup", "seats", "Tricksy Kittens is for 3 to 9 seats")
    opts = spec.get("options") or {}
    if not isinstance(opts, dict):
        raise DataError(file, "(top level)", "options", "must be a mapping")
    try:
        opts = check_options(ruleset.info, opts, n)
    except DataError as e:
        raise DataError(file, "options", e.field, e.message) from None
    except ValueError as e:
        raise DataError(file, "options", "first", str(e)) from None
    seed = spec.get("seed", 0)
    state = empty(n, seed, opts)
    deck = set(state["defs"]["deck"])
    placed: set = set()

    def cards(entry, field, items):
        if not isinstance(items, list):
            raise DataError(file, entry, field, "must be a list of cards like hearts-7")
        out = []
        for i, c in enumerate(items):
            if not isinstance(c, str) or c not in deck:
                raise DataError(file, entry, f"{field}[{i}]", f"no card {short(c)} in this game "
                                f"(suits: {', '.join(state['defs']['suits'])}; numbers 1-9)")
            if c in placed:
                raise DataError(file, entry, f"{field}[{i}]", f"{c} is already placed elsewhere")
            placed.add(c)
            out.append(c)
        return out

    try:
        state["keeper"] = seat_index(setup.get("kittykeeper", "p1"))
    except ValueError as e:
        raise DataError(file, "setup", "kittykeeper", str(e)) from None
    if not 0 <= state["keeper"] < n:
        raise DataError(file, "setup", "kittykeeper", f"there is no such seat in a {n}-seat game")
    rnd = setup.get("round", 1)
    whole(file, "setup", "round", rnd, 1, 10_000)
    state["round"] = rnd
    phase = setup.get("phase", "play")
    if phase not in ("bid", "play"):
        raise DataError(file, "setup", "phase", "must be bid or play")
    powers = setup.get("powers") or {}
    if not isinstance(powers, dict):
        raise DataError(file, "setup", "powers", "must map cards to power ids, like {hearts-3: 7}")
    if powers and opts["powers"] != "on":
        raise DataError(file, "setup", "powers", "needs the option powers: on")
    for c, pid in powers.items():
        if not isinstance(c, str) or c not in deck:
            raise DataError(file, "setup", f"powers.{short(c)}", f"no card {short(c)} in this game")
        if pid is not None and str(pid) not in state["defs"]["powers"]:
            raise DataError(file, "setup", f"powers.{c}", f"unknown power {short(pid)}")
        state["defs"]["power_of"] = dict(state["defs"]["power_of"], **{c: pid})
    for key in setup:
        if key not in ("seats", "kittykeeper", "round", "phase", "powers", "leftovers") and not (
                isinstance(key, str) and key.startswith("p") and key[1:].isdigit()):
            raise DataError(file, "setup", str(key), "unknown key (known: seats, kittykeeper, round, "
                            "phase, powers, leftovers, p1..p9)")
    for s in range(n):
        entry = f"setup.{seat_name(s)}"
        ps = setup.get(seat_name(s)) or {}
        if not isinstance(ps, dict):
            raise DataError(file, entry, "(seat)", "must be a mapping")
        for key in ps:
            if key not in ("hand", "bid", "row", "tricks", "lives", "lives_pile"):
                raise DataError(file, entry, str(key), "unknown key (known: hand, bid, row, tricks, lives, "
                                "lives_pile)")
        state["hands"][s] = cards(entry, "hand", ps.get("hand", []))
        state["piles"][s] = cards(entry, "lives_pile", ps.get("lives_pile", []))
        lives = ps.get("lives", sum(NUM[c] for c in state["piles"][s]))
        state["lives"][s] = whole(file, entry, "lives", lives, 0, 99)
        tr = ps.get("tricks", 0)
        whole(file, entry, "tricks", tr, 0, 9)
        if tr and opts["powers"] == "on":
            raise DataError(file, entry, "tricks", "with powers, tricks are the row's cards after the bid")
        state["tricks"][s] = tr
        row = []
        if "bid" in ps:
            row = cards(entry, "bid", [ps["bid"]])
        if "row" in ps:
            if opts["powers"] != "on":
                raise DataError(file, entry, "row", "a row needs the option powers: on (else use bid)")
            row += cards(entry, "row", ps["row"])
        if row and phase == "bid":
            raise DataError(file, entry, "bid", "in the bid phase nobody has bid yet")
        if row and state["defs"]["crown"] and SUIT[row[0]] == state["defs"]["crown"] and "bid" in ps:
            raise DataError(file, entry, "bid", "a crown can never be a bid card")
        state["rows"][s] = row
    state["leftovers"] = cards("setup", "leftovers", setup.get("leftovers", []))
    state["leftovers"] += [c for c in state["defs"]["deck"] if c not in placed]
    crown = state["defs"]["crown"]
    ev: list = []
    if phase == "bid":
        state["must_bid"] = [any(SUIT[c] != crown for c in h) for h in state["hands"]]
        state["phase"] = "bid"
        return state
    form_teams(state)
    state["tricks_played"] = sum(state["tricks"]) if opts["powers"] != "on" else 0
    if not any(state["hands"]):          # every hand is empty: the round is scored at once
        score_round(state, ev)
        return state
    start_trick(state, ev)
    advance(state, ev)
    return state
