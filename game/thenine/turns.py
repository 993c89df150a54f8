"""The Nine's round flow as functions on the state: the player order, the Player phases, an
expired countdown, a Warrior or an Event played (and the opponent's answer), and ``perform``, the
body of ``apply``: an action, then the decisions with nothing to decide passed by themselves."""
from __future__ import annotations

from game.core.contract import Logged, PhaseChanged, TimerStarted, TimeUp, forget_legal, seat_name
from game.thenine import conditions as cond, effects as fx
from game.thenine.actions import (AddToBid, AssignDefender, ChooseOrder, ConfirmAttack, ConfirmDefence, EndPhase,
                                  Forfeit, Pass, PassBid, PlayEvent, PlayWarrior, SubmitBid, ToggleAttacker, Unassign)
from game.thenine.constants import BUILDING, DEFAULTS, OPENING_HAND, ROUND_DRAW, ROUNDS, TIMED
from game.thenine.events import CardPlayed, EndOfDays
from game.thenine.fights import (begin_attack, confirm_attack, confirm_defence, hand_on, next_combat, pass_bid,
                                 submit_bid)
from game.thenine.moves import has_choice
from game.thenine.rounds import after_effects
from game.thenine.state import actor, required, timer


# ------------------------------------------------------------ round flow
def choose_order(state, seat, first, ev):
    state["order"] = [seat, 1 - seat] if first else [1 - seat, seat]
    ev.append(Logged(f"{seat_name(seat)} goes {'first' if first else 'second'} this round",
                     "The higher d20 chooses player order for the round"))
    if state["round"] == 0:
        for s in state["order"]:
            fx.draw(state, s, OPENING_HAND, ev)
        ev.append(Logged("Each player draws five cards", "Set-up: each player draws five cards"))
    rr = state["rr"]
    if rr["deck"]:
        fx.move(state, rr["deck"][0], -1, "deck", "current", ev)
        d = fx.cdef(state, rr["current"][0])
        ev.append(Logged(f"Ragnarok Rising: {d['name']} (Glory {d['glory']})",
                         "The top card of the Ragnarok Rising deck is revealed"))
    state["round"] += 1
    ev.append(EndOfDays(state["round"], ROUNDS))
    ev.append(Logged(f"A green token moves to the End of Days pool: round {state['round']}",
                     "One green token is moved to the End of Days pool"))
    for s in state["order"]:
        fx.draw(state, s, max(0, ROUND_DRAW + state["mods"][s]["draw"]), ev)
    state["fights"] = []
    state["turn"] = 0
    begin_player(state, ev)


def begin_player(state, ev, shed=True):
    """'Player's turn begins ... A single Shame counter may be removed from shamed warriors
    at this time': one counter off each shamed Warrior (rulings 4); ``shed=False``: a
    scenario's table is set up as it stands, counters already shed."""
    seat = state["order"][state["turn"]]
    state["phase"] = "player"
    state["timer_id"] += 1
    ev.append(PhaseChanged("player", seat))
    if shed:
        cond.shed_shame(state, seat, ev)


def end_player(state, ev, why):
    seat = state["order"][state["turn"]]
    ev.append(Logged(f"{seat_name(seat)} ends the Player phase{why}", "Player phase"))
    hand_on(state, ev, begin_player, begin_attack)


def time_up(state, seat, ev):
    state["players"][seat]["timeouts"] += 1
    ph = state["phase"]
    if ph == "player":
        ev.append(Logged(f"{seat_name(seat)}'s time is up", "Timer expires: the Player phase ends"))
        end_player(state, ev, "")
    elif ph == "attack":
        ev.append(Logged(f"{seat_name(seat)}'s time is up: the attack is forfeited",
                         "Player attack is forfeit upon expiration of timer"))
        next_combat(state, ev)
    else:
        state["combat"]["assign"] = []
        ev.append(Logged(f"{seat_name(seat)}'s time is up: no Warrior blocks",
                         "Player defense is forfeit upon expiration of timer"))
        confirm_defence(state, ev)


# ------------------------------------------------------------ cards
def put_down(state, seat, cid, what, target, text, ev, answers=None):
    """A card leaves ``seat``'s hand (``what``: warrior | event | counter): a Warrior goes into
    play and spends the round's Warrior, an Event or a counter goes to Valhalla and spends the
    round's Event; then the typed :class:`CardPlayed` (``text``: its rules text as the log says it)."""
    warrior = what == "warrior"
    state["players"][seat]["wp" if warrior else "ev"] = True
    fx.move(state, cid, seat, "hand", "play" if warrior else "valhalla", ev)
    ev.append(CardPlayed(seat, cid, fx.name(state, cid), what, target, text, answers=answers))


def play_warrior(state, seat, action, ev):
    cid = action.card
    d = fx.cdef(state, cid)
    stats = f"{d['health']} health, {d['strength']} Strength, {d['defence']} Defence"
    put_down(state, seat, cid, "warrior", action.target, stats, ev)
    ev.append(Logged(f"{seat_name(seat)} plays {d['name']} ({stats})", "1 Warrior card is played"))
    if d["on_play"]:
        ev.append(Logged(f"{d['name']}: " + fx.said(d["on_play"], d["choose"]), "Card effect"))
        fx.run(state, seat, d["on_play"], action.target, cid, ev)
        after_effects(state, ev)


def play_event(state, seat, action, ev):
    cid = action.card
    d = fx.cdef(state, cid)
    put_down(state, seat, cid, "event", action.target, d["rules"], ev)
    tgt = f" on {fx.name(state, action.target)}" if action.target else ""
    ev.append(Logged(f"{seat_name(seat)} plays {d['name']}{tgt}: {d['rules']}",
                     "Event cards may be played at any point during the round"))
    opp = 1 - seat
    # the answer window opens whenever the opponent could still play an Event this round,
    # whether or not they hold a counter: a pause must not tell what their hand holds
    if cond.may_answer(state, opp):
        state["respond"] = {"seat": seat, "card": cid, "target": action.target, "phase": state["phase"]}
        state["phase"] = "respond"
        ev.append(PhaseChanged("respond", opp))
        return
    fx.run(state, seat, d["effects"], action.target, cid, ev)
    after_effects(state, ev)


def answer(state, seat, counter, ev):
    r = state["respond"]
    state["respond"] = None
    state["phase"] = r["phase"]
    ev.append(PhaseChanged(r["phase"], actor(state)))
    d = fx.cdef(state, r["card"])
    if counter is None:
        ev.append(Logged(f"{seat_name(seat)} lets {d['name']} resolve", "Counter"))
        fx.run(state, r["seat"], d["effects"], r["target"], r["card"], ev)
    else:
        cd = fx.cdef(state, counter)
        put_down(state, seat, counter, "counter", None, cd["rules"], ev, answers=r["card"])
        ev.append(Logged(f"{seat_name(seat)} answers with {cd['name']}: {d['name']} is cancelled",
                         "Some Event Cards may be used to counter the effects of an opponent's Event Card"))
        fx.run(state, seat, [e for e in cd["effects"] if e["do"] != "counter"], None, counter, ev)
    after_effects(state, ev)


# -------------------------------------------------------------- perform
def perform(state, seat, action):
    """The body of ``apply`` (``action`` is legal): a choice being built grows or shrinks and
    nothing else happens; any other action is carried out, the decisions with nothing to decide
    pass by themselves (``settle``), and a new countdown is told. Returns the events."""
    kind = type(action)
    if kind in BUILDING:
        if kind is ToggleAttacker:
            sel = state["combat"]["sel"]
            if action.warrior in sel:
                sel.remove(action.warrior)
            else:
                sel.append(action.warrior)
        elif kind is AssignDefender:
            state["combat"]["assign"].append([action.defender, action.attacker])
        elif kind is Unassign:
            c = state["combat"]
            c["assign"] = [x for x in c["assign"] if x[0] != action.defender]
        elif kind is AddToBid:
            state["bidding"]["build"][seat].append(action.card)
        else:
            state["bidding"]["build"][seat].remove(action.card)
        return []
    ev = []
    if kind is PlayEvent:
        if state["phase"] == "respond":
            answer(state, seat, action.card, ev)
        else:
            play_event(state, seat, action, ev)
    elif kind is Pass:
        answer(state, seat, None, ev)
    elif kind is PlayWarrior:
        play_warrior(state, seat, action, ev)
    elif kind is EndPhase:
        end_player(state, ev, "")
    elif kind is ConfirmAttack:
        confirm_attack(state, ev)
    elif kind is Forfeit:
        ev.append(Logged(f"{seat_name(seat)} forfeits the attack", "Player may choose to forfeit attack"))
        next_combat(state, ev)
    elif kind is ConfirmDefence:
        confirm_defence(state, ev)
    elif kind is SubmitBid:
        submit_bid(state, seat, ev)
    elif kind is PassBid:
        pass_bid(state, seat, ev, "")
    elif kind is ChooseOrder:
        choose_order(state, seat, action.first, ev)
    elif kind is TimeUp:
        time_up(state, seat, ev)
    settle(state, ev)
    if state["timer_id"] != state["timer_told"] and state["timers"] and state["phase"] in TIMED:
        t = timer(state)
        state["timer_told"] = t["id"]
        ev.append(TimerStarted(t["seat"], t["seconds"], t["expiry"]))
    return ev


def settle(state, ev):
    """Decisions with nothing to decide pass by themselves ("Player has no playable
    cards"): a Player phase with nothing to play, an attack with no Warrior able to
    attack, a defence with no Warrior, a bid that cannot reach the minimum. A seat
    has something to decide when it has more than the default answer (end the phase,
    forfeit, confirm no defence, pass the bid) and TimeUp."""
    for _ in range(200):
        if state["over"]:
            return
        ph = state["phase"]
        if ph not in DEFAULTS:
            return
        seat = actor(state)
        if has_choice(state, seat, ph):
            return
        forget_legal()      # the state changes below: the remembered list is stale
        if ph == "player":
            end_player(state, ev, ": nothing left to play")
        elif ph == "attack":
            ev.append(Logged(f"{seat_name(seat)} has no Warrior able to attack",
                             "Shamed Warriors are not eligible for attacking"))
            next_combat(state, ev)
        elif ph == "bid":
            pass_bid(state, seat, ev, f": cannot reach {required(state)} Glory")
        else:
            ev.append(Logged(f"{seat_name(seat)} has no Warrior to defend with", "Defence"))
            confirm_defence(state, ev)
    raise RuntimeError("The Nine: phases pass by themselves without end")

