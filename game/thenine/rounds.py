"""A round's frame and the end of the game, as functions on the state: the initiative roll that
opens a round, the end of a round, what follows every effect, and the end of the game (a player
at 0 Health, or Glory after the End of Days)."""
from __future__ import annotations

from game.core.contract import GameOver, Logged, PhaseChanged, seat_name
from game.thenine import effects as fx
from game.thenine.constants import ROUNDS
from game.thenine.state import glory


def roll_initiative(state, ev) -> None:
    """'Both Players roll a d20 ... Player with the highest role chooses player order'"""
    state["rolls"] = rolls = []
    while True:
        a = fx.roll(state, 20, 0, "initiative", ev)
        b = fx.roll(state, 20, 1, "initiative", ev)
        rolls.append([a, b])
        if a != b:
            break
        ev.append(Logged(f"Both rolled {a}: roll again", "Initiative ties re-roll"))
    state["roll_winner"] = w = 0 if a > b else 1
    state["phase"] = "order"
    ev.append(Logged(f"Initiative: p1 {a}, p2 {b}; {seat_name(w)} chooses the order",
                     "The higher d20 chooses player order for the round"))
    ev.append(PhaseChanged("order", w))


def end_round(state, ev) -> None:
    """The round's Events, Warriors and bonuses are spent; after round 20 Glory decides."""
    for p in state["players"]:
        p["ev"] = p["wp"] = False
        p["peek"] = None
        for cid in p["play"]:
            c = state["cards"][cid]
            c["bs"] = c["bd"] = 0
    if state["round"] >= ROUNDS:
        glory_end(state, ev, "The End of Days: twenty rounds are over")
    else:
        roll_initiative(state, ev)


def after_effects(state, ev) -> None:
    """Effects may slay or shame Warriors that are mid-choice: drop them from the
    attack, the defence and the bids; then a player at 0 Health may have lost."""
    c = state["combat"]
    if c:
        cards = state["cards"]
        c["sel"] = [a for a in c["sel"] if fx.in_play(state, a) and (c["att"] < 0 or not cards[a]["sh"])]
        play = state["players"][c["def"]]["play"]
        c["assign"] = [x for x in c["assign"] if x[1] in c["sel"] and x[0] in play]
    b = state["bidding"]
    if b:
        for s, p in enumerate(state["players"]):
            b["build"][s] = [x for x in b["build"][s] if x in p["play"] or x in p["rr"]]
    check_over(state, ev)


def check_over(state, ev) -> None:
    """A player at 0 Health loses; both at once: Glory decides. During Cleanup the
    check waits for the end of the phase (both players may fall to the RR Warriors); a
    player at 0 is dead meanwhile: never healed, attacked or asked again (rulings 20)."""
    if state["over"] or state["cleanup"] is not None:
        return
    dead = [s for s, p in enumerate(state["players"]) if p["health"] <= 0]
    if len(dead) == 1:
        loser = dead[0]
        finish(state, ev, [1 - loser], f"{seat_name(loser)} has no Health left",
               "A player is defeated when their health drains to zero")
    elif len(dead) == 2:
        glory_end(state, ev, "Both players fell at once")


def glory_end(state, ev, why) -> None:
    """The end on Glory (then Health; then a draw)."""
    g = [glory(state, 0), glory(state, 1)]
    h = [p["health"] for p in state["players"]]
    if g[0] != g[1]:
        w = 0 if g[0] > g[1] else 1
        text = f"{why}; {seat_name(w)} wins on Glory, {g[w]} to {g[1 - w]}"
        winners = [w]
    elif h[0] != h[1]:
        w = 0 if h[0] > h[1] else 1
        text = f"{why}; Glory is tied at {g[0]}, {seat_name(w)} wins on Health, {h[w]} to {h[1 - w]}"
        winners = [w]
    else:
        text = f"{why}; Glory ({g[0]}) and Health ({h[0]}) are tied: a draw"
        winners = []
    finish(state, ev, winners, text, "The player with the highest Glory Total is victorious")


def finish(state, ev, winners, reason, rule) -> None:
    """The game is over: ``winners`` (empty: a draw) for ``reason``."""
    state["over"] = {"winners": winners, "reason": reason}
    state["phase"] = "over"
    state["combat"] = state["bidding"] = state["respond"] = None
    ev.append(Logged(reason, rule))
    ev.append(PhaseChanged("over", None))
    ev.append(GameOver(winners, reason))
