"""The Nine's state as functions: a new (empty) state, a card added to it, and what a state
says without changing it: who is to act, the running countdown, Glory, the outcome, what a bid
must reach, and which decision a state is in. The state's shape is in rules.py."""
from __future__ import annotations

from game.core import rng
from game.thenine import effects as fx
from game.thenine.constants import START_HEALTH, TIMED


def _player() -> dict:
    return {"health": START_HEALTH, "deck": [], "hand": [], "play": [], "valhalla": [], "rr": [],
            "bid": [], "ev": False, "wp": False, "peek": None, "timeouts": 0}


def empty(defs: dict, seed: int, timers: bool = True) -> dict:
    """A state before anything is dealt: round 0, no cards, both players at full Health."""
    return {"game": "thenine", "defs": defs, "rng": rng.seed_state(seed), "dice": [], "timers": bool(timers),
            "round": 0, "phase": "order", "order": [0, 1], "turn": 0, "rolls": [], "roll_winner": 0,
            "timer_id": 0, "timer_told": 0,
            "rr": {"deck": [], "current": [], "unclaimed": [], "discard": []},
            "mods": [{"strength": 0, "defence": 0, "draw": 0} for _ in range(2)],
            "cards": {}, "players": [_player(), _player()],
            "combat": None, "bidding": None, "cleanup": None, "respond": None, "fights": [], "over": None}


def to_bool(v) -> bool:
    """An option's value as a bool ("off", "no", "false", "0" and "" are False)."""
    if isinstance(v, str):
        return v.strip().lower() not in ("false", "off", "no", "0", "")
    return bool(v)


def add(state, cid, key, seat, zone_name, hp=None, shame=0) -> None:
    """A new card ``cid`` of ``key`` in ``zone_name`` of ``seat`` (-1: the RR zones), at full
    health unless ``hp`` says otherwise."""
    d = state["defs"][key]
    full = d["health"] if d["type"] == "warrior" else (d["warrior"] or {}).get("health", 0)
    state["cards"][cid] = {"k": key, "o": -1 if d["type"] == "rr" else seat,
                           "hp": full if hp is None else hp, "sh": shame, "bs": 0, "bd": 0}
    (state["players"][seat] if seat >= 0 else state["rr"])[zone_name].append(cid)


def actor(state):
    """The one seat to act now (None: nobody, the game is over)."""
    ph = state["phase"]
    if ph in ("player", "attack"):
        return state["order"][state["turn"]]
    if ph in ("defend", "cleanup"):
        return state["combat"]["def"]
    if ph == "bid":
        b = state["bidding"]
        return b["steps"][b["step"]][1]
    if ph == "respond":
        return 1 - state["respond"]["seat"]
    if ph == "order":
        return state["roll_winner"]
    return None


def to_act(state) -> list:
    """[the seat to act] or [] (one at a time in The Nine)."""
    ph = state["phase"]
    if ph == "player" or ph == "attack":     # the common case first: no call to actor
        return [state["order"][state["turn"]]]
    a = actor(state)
    return [] if a is None else [a]


def timer(state):
    """The running countdown {seat, seconds, expiry, id}, or None (timers off, or an untimed phase)."""
    if not state["timers"] or state["phase"] not in TIMED:
        return None
    seconds, expiry = TIMED[state["phase"]]
    return {"seat": actor(state), "seconds": seconds, "expiry": expiry, "id": state["timer_id"]}


def glory(state, seat) -> int:
    """The Glory of ``seat``'s claimed RR cards."""
    defs, cards = state["defs"], state["cards"]
    return sum(defs[cards[r]["k"]]["glory"] for r in state["players"][seat]["rr"])


def outcome(state):
    """{winners, reason} once the game is over, else None."""
    return dict(state["over"]) if state["over"] else None


def required(state) -> int:
    """What a bid must reach now: the Glory cost, and more than the standing bid."""
    b = state["bidding"]
    cost = state["defs"][state["cards"][state["rr"]["current"][0]]["k"]]["glory"]
    standing = b["value"][b["leader"]] if b["leader"] is not None else 0
    return max(cost, standing + 1)


def bid_offer(state, seat):
    """(value of the bid being built incl. what is already submitted, what it must reach,
    the cards on it not yet submitted, the cards that could still be added)."""
    b = state["bidding"]
    p = state["players"][seat]
    build = b["build"][seat]
    have = b["value"][seat] + sum(fx.bid_value(state, c) for c in build)
    extra = [c for c in p["play"] + p["rr"] if c not in build]
    return have, required(state), build, extra


def decision(state) -> list:
    """Which decision a state is in: the same while a choice is being built (the computer
    player marks the decision it is making with it: ``determinize``)."""
    b = state["bidding"]
    return [state["round"], state["phase"], actor(state), state["timer_id"], b["step"] if b else -1]
