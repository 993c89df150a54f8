"""The Nine: conditions that last from one moment of the game to the next, as plain functions
on a state (see rules.py for its shape). Rulings: docs/rulings/thenine.md.

- Shame counts turns down, one counter per Warrior (ruling 4): "A single Shame counter may be
  removed from shamed warriors at this time" read with the glossary's "A red token exists on a
  Warrior for each turn they will continue to be Shamed for".
- A player at 0 Health is dead at that moment (ruling 20): "Firstly, when a player's health
  reaches zero, that player dies." Nothing heals them again and they never act again.
- The sum a shamed Warrior's bid value comes from, as the table shows it (ruling 14; the value
  itself is ``effects.sacrifice_value``).
"""
from __future__ import annotations

from game.core.contract import Logged, seat_name
from game.thenine import effects as fx


# --------------------------------------------------------------------------- Shame
def shed_shame(state, seat, ev) -> None:
    """The start of ``seat``'s Player phase: each of its shamed Warriors loses one Shame counter
    (one ``StatChanged`` each, which the table plays as a beat on that Warrior)."""
    cards = state["cards"]
    for cid in state["players"][seat]["play"]:
        left = cards[cid]["sh"] - 1
        if left < 0:
            continue
        fx.set_shame(state, cid, left, ev)
        ev.append(Logged(f"{fx.name(state, cid)} sheds a Shame counter: "
                         + (f"{left} left, still shamed" if left else "no longer shamed"),
                         "A red token exists on a Warrior for each turn they will continue to be Shamed for"))


# --------------------------------------------------------------------------- death
def dead(state, seat) -> bool:
    """Whether ``seat`` has reached 0 Health: dead from that moment on (it stays at 0)."""
    return state["players"][seat]["health"] <= 0


def may_answer(state, seat) -> bool:
    """Whether ``seat`` gets an answer window for the opponent's Event (ruling 6): it has not
    played an Event this round, holds a card, and is alive (a dead player never acts again)."""
    p = state["players"][seat]
    return not p["ev"] and bool(p["hand"]) and p["health"] > 0


def dead_never_act(rules, state) -> list[str]:
    """The conformance invariant "no player at 0 Health acts again": a seat at 0 Health is not
    to act and has no legal action, and the game is over unless the Cleanup that killed it is
    still under way (the other player may still fall to the RR Warriors, ruling 20)."""
    bad = []
    movers = rules.to_act(state)
    for seat, p in enumerate(state["players"]):
        if p["health"] > 0:
            continue
        if seat in movers:
            bad.append(f"{seat_name(seat)} is at 0 Health and is to act")
        if state["over"] is None and state["cleanup"] is None:
            bad.append(f"{seat_name(seat)} is at 0 Health and the game goes on outside Cleanup")
    return bad


# --------------------------------------------------------------------------- sacrifice
def sacrifice_sum(hp: int, shame: int) -> str:
    """The sum a shamed Warrior's bid value comes from, as the table shows it ("10 - 3 = 7",
    "15 - (5 + 5) = 5"); a Warrior without Shame is worth its health ("8")."""
    v = fx.sacrifice_value(hp, shame)
    if not shame:
        return str(v)
    t = hp // 3
    taken = str(t) if shame == 1 else "(" + " + ".join([str(t)] * shame) + ")" if shame <= 3 else f"{shame} x {t}"
    return f"{hp} - {taken} = {v}"
