"""The Nine's fixed numbers (the rulebook's) and the answers every phase has, made once. The
lowest module of the game after actions.py: every other one may read it.

Layers (each module imports only those to its left): actions, events -> constants -> effects ->
cards, conditions -> state (a new state, reads of one) -> rounds (a round's frame, the end of the
game) -> moves (what is legal) -> fights (combat, bids, cleanup) -> turns (the Player phase, an
action's consequences) -> setup, view, search -> rules (the Ruleset) -> bots."""
from __future__ import annotations

from game.core.contract import Interned, TimeUp
from game.thenine.actions import (AddToBid, AssignDefender, ChooseOrder, ConfirmAttack, ConfirmDefence, EndPhase,
                                  Forfeit, Pass, PassBid, PlayEvent, PlayWarrior, RemoveFromBid, SubmitBid,
                                  ToggleAttacker, Unassign)

START_HEALTH = 40     # a player's Health at the start; there is no maximum (rulings 22)
OPENING_HAND = 5
ROUND_DRAW = 2
ROUNDS = 20
PLAYER_SECONDS = 20
COMBAT_SECONDS = 10
SHAME_ON_BLOCK = 2
TIMED = {"player": (PLAYER_SECONDS, "the Player phase ends"),
         "attack": (COMBAT_SECONDS, "the attack is forfeited"),
         "defend": (COMBAT_SECONDS, "the defence is forfeited: no Warrior blocks"),
         "cleanup": (COMBAT_SECONDS, "the defence is forfeited: no Warrior blocks")}
ZONES = ("deck", "hand", "play", "valhalla", "bid")

TOGGLE, UNASSIGN, ADD, REMOVE = (Interned(c) for c in (ToggleAttacker, Unassign, AddToBid, RemoveFromBid))
WARRIOR, EVENT, ASSIGN = Interned(PlayWarrior), Interned(PlayEvent), Interned(AssignDefender)
FIRST, SECOND, END, PASS, CONFIRM_ATTACK, FORFEIT, CONFIRM_DEFENCE, SUBMIT, PASS_BID, TIME_UP = (
    ChooseOrder(True), ChooseOrder(False), EndPhase(), Pass(), ConfirmAttack(), Forfeit(), ConfirmDefence(),
    SubmitBid(), PassBid(), TimeUp())
#: the one answer each phase always has (besides TimeUp): when it is all, the phase passes
DEFAULTS = {"player": END, "attack": FORFEIT, "defend": CONFIRM_DEFENCE, "cleanup": CONFIRM_DEFENCE,
            "bid": PASS_BID}
#: actions that only grow or shrink a choice: they never leave a seat without options
BUILDING = (ToggleAttacker, AssignDefender, Unassign, AddToBid, RemoveFromBid)
