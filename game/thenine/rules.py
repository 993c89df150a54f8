"""The Nine: the ruleset, one class whose methods call functions on the state, each module below
this one: the fixed numbers in constants.py; card effects in effects.py and lasting conditions in
conditions.py; reads of a state (who is to act, the countdown, Glory) in state.py; a round's frame
and the end of the game in rounds.py; what is legal in moves.py; combat, bids and cleanup in
fights.py; the Player phase and ``perform`` in turns.py; a new game and scenario set-up in
setup.py; the view in view.py; what the computer players search with in search.py. The computer
players (bots.py) sit above the ruleset: it names them only by ``bot_class``.
Rulings: docs/rulings/thenine.md.

State (a plain dict; see docs/architecture.md for the view)::

    game: "thenine"            defs: {key: card definition}   (shared between clones)
    rng: int                   dice: [loaded d10/d20 results, used before rng (scenarios)]
    timers: bool               round: 0..20 (green tokens in the End of Days pool)
    phase: order | player | respond | attack | defend | bid | cleanup | over
    order: [first seat, second seat]       turn: 0/1, index into order (player, attack)
    rolls: [[d20, d20], ...]   roll_winner: seat       timer_id / timer_told: countdown serials
    rr: {deck: [ids, top first], current: [id], unclaimed: [ids], discard: [ids]}
    mods: [{strength, defence, draw}, ...]  ongoing RR modifiers per seat (derived, cached)
    cards: {id: {k: key, o: owner seat (-1: RR card), hp: health, sh: Shame,
                 bs/bd: Strength/Defence bonus this round}}
    players: [{health, deck, hand, play, valhalla, rr (claimed RR ids), bid (submitted bid area),
               ev: Event played this round, wp: Warrior played,
               peek: opponent's hand seen (ids) or None, timeouts: expired countdowns}, ...]
    combat: {att: seat (-1: the RR Warriors), def: seat, sel: [attackers, in order],
             assign: [[defender, attacker], ...]} or None
    bidding: {step, steps: [[bid|counter, seat], ...], build: [[ids], [ids]] (not yet submitted),
              value: [submitted Glory per seat], made: [bool, bool], leader: seat or None} or None
    cleanup: {queue: [seats still to be attacked], attackers: [RR Warrior ids]} or None
    respond: {seat, card, target, phase} (an Event waiting for the opponent's answer) or None
    fights: [what each fight of this round rolled and did]
    over: {winners, reason} or None
"""
from __future__ import annotations

from game.core import rng
from game.core.contract import GameInfo, Option, Ruleset
from game.thenine import conditions as cond, moves, search, setup, turns
from game.thenine import view as views
from game.thenine.actions import ACTION_TYPES
from game.thenine.cards import CARDS_FILE, DECKS_FILE, load_cards, load_decks
from game.thenine.constants import CONFIRM_ATTACK, FORFEIT  # noqa: F401 (test_bot.py reads them here)
from game.thenine.state import decision, glory, outcome, timer, to_act


class TheNine(Ruleset):
    info = GameInfo(
        "thenine", "The Nine", 2, 2, "Norse warriors, Shame and Ragnarok bidding",
        options=(Option("timers", True, (True, False), "countdowns in the Player and Combat phases"),
                 Option("deck1", "raiders", help="deck of p1 (data/thenine/decks.yaml)"),
                 Option("deck2", "shieldwall", help="deck of p2 (data/thenine/decks.yaml)")))
    action_types = ACTION_TYPES
    bot_class = "game.thenine.bots:TheNineBot"
    RECORDS = ("cards",)
    #: the state functions of state.py and turns.py: no wrapper on the hot path
    to_act = staticmethod(to_act)
    timer = staticmethod(timer)
    outcome = staticmethod(outcome)
    perform = staticmethod(turns.perform)

    def check_data(self):
        defs = load_cards(CARDS_FILE)
        decks = load_decks(DECKS_FILE, defs)
        return [f"{CARDS_FILE}: {len(defs)} cards ok", f"{DECKS_FILE}: {len(decks)} decks ok"]

    def progress(self, state):
        return state["round"]

    # ------------------------------------------------------------------ setup
    def new_game(self, seats: int = 2, seed: int = 0, options: dict | None = None) -> dict:
        if seats != 2:
            raise ValueError("The Nine is a game for 2 players")
        return setup.new_game(seed, {**self.info.default_options(), **(options or {})})

    def scenario_state(self, spec: dict, file: str) -> dict:
        """A table set up by hand from a scenario or lesson file (setup.py)."""
        return setup.scenario_state(spec, file)

    # -------------------------------------------------------------- contract
    def legal_actions(self, state, seat):
        """Each phase checks its own actor and lists its moves (moves.py)."""
        return moves.legal_actions(state, seat)

    def glory(self, state, seat) -> int:
        """The Glory of ``seat``'s claimed RR cards."""
        return glory(state, seat)

    # ------------------------------------------------ what the table shows
    def explain(self, state, seat, action):
        why = views.explain(state, seat, action)
        return why if why is not None else super().explain(state, seat, action)

    def card_view(self, state, cid) -> dict:
        return views.card_view(state, cid)

    def view(self, state, seat):
        return views.view(state, seat)

    conformance = ((2, {}), (2, {"timers": False}))
    conformance_games = 24

    def invariants(self, state):
        """view.invariants, and no player at 0 Health acts again (rulings 20)."""
        return views.invariants(state) + cond.dead_never_act(self, state)

    # ---------------------------------- what the computer players search with
    def evaluate(self, state, seat):
        """The computer player's heuristic (search.py)."""
        return search.evaluate(self, state, seat)

    def search_choices(self, state, seat, legal):
        """A search builds a choice by adding only (search.py)."""
        return search.search_choices(state, legal)

    def determinize(self, state, seat, seed):
        """Re-deal what ``seat`` cannot see: the opponent's hand and deck as one pool
        (cards it has looked at stay known), the order of its own deck and of the RR
        deck; the opponent's unsubmitted bid; and the dice to come."""
        s = self.clone(state)
        r = rng.Rng(seed)
        cards, defs = s["cards"], s["defs"]

        def redeal(ids):
            keys = sorted(cards[c]["k"] for c in ids)   # from what the seat sees and the seed alone
            r.shuffle(keys)
            for cid, key in zip(ids, keys):
                cards[cid]["k"] = key
                d = defs[key]
                cards[cid]["hp"] = d["health"] if d["type"] == "warrior" else (d["warrior"] or {}).get("health", 0)

        opp = s["players"][1 - seat]
        seen = set(s["players"][seat]["peek"] or ())
        redeal([c for c in opp["hand"] if c not in seen] + opp["deck"])
        redeal(s["players"][seat]["deck"])
        redeal(s["rr"]["deck"])
        if s["bidding"]:
            s["bidding"]["build"][1 - seat] = []
        s["rng"] = rng.seed_state(seed)
        s["dice"] = []
        s["root"] = [seat] + decision(s)   # the decision the bot is making (see search._building)
        return s


RULESET = TheNine()

__all__ = ["RULESET", "TheNine"]
