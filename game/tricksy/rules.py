"""Nine Lives: Tricksy Kittens: the ruleset (rounds, secret bids, teams, tricks, scoring,
the powers variant and the Black Cat variant). The contract is here; the round as it runs is
in tricks.py, the powers in powers.py, the trick arithmetic and the power vocabulary in
effects.py, what a seat sees in view.py, the set-ups in setup.py and the typed events in
events.py; the rulings are in docs/rulings/tricksy.md.

State (a plain dict; see docs/architecture.md for the view)::

    game: "tricksy"   rng   options   n: seats   round   phase: bid | play | power_choice | over
    defs (shared): {suits: [keys in play], info: {key: {name, colour}}, crown: key or None,
                    named: [suits a crown may name], powers: {id: power}, power_of: {card: id or None},
                    deck: [every card in play]}
    keeper: the Kittykeeper (seat)
    hands, rows, won, aside, piles: one list of cards per seat (won: plain mode's trick piles;
        aside: power 44; piles: lives piles)
    bids: [card or None] (secret bids before the reveal)   must_bid: [bool]
    tricks: [int] (plain mode)   lives: [int]   teams: [[seats]]   team_of: [index or -1]
    discard: [cards] (powers variant)   leftovers: [cards]
    voids: [[suits]] (public: a seat that did not follow has none of the leading suit)
    revealed: [[cards]] (powers 37/38, this trick)
    trick: {leader, order, pos, lap, laps, plays: [{s, c, suit, n, down, w}], lead, lead_up,
            used, mods, stage, winner, down, blind, no} or None
    pending: [choice, ...]   over: {winners, reason} or None
    last: the last decided trick {no, winner, leader, cards, seats, ignored, trump, lead,
          card: the winning card or None, how: trump | lead | keeper, why: ignore reasons
          (powers variant)} or None
"""
from __future__ import annotations

from game.core import rng
from game.core.contract import GameInfo, Logged, Option, Ruleset, seat_index, seat_name
from game.tricksy import effects as fx
from game.tricksy import powers, tricks
from game.tricksy import view as views
from game.tricksy.actions import (ACTION_TYPES, BIDS, BLIND, PLAIN, Bid, Play, PlayBlind, UsePower,
                                  play_action)
from game.tricksy.cards import POWERS_FILE, SUITS_FILE, load
from game.tricksy.events import BidPlaced, TrumpSet
from game.tricksy.setup import check_options, empty, scenario_state
from game.tricksy.tricks import BID_ZONE, HAND_ZONE, LIVES_TO_WIN, MAX_SEATS, SEAT, plain_play, suit_name

SUIT, NUM = fx.SUIT, fx.NUM
ON_OFF = ("off", "on")

__all__ = ["RULESET", "Tricksy"]


class Tricksy(Ruleset):
    info = GameInfo(
        "tricksy", "Nine Lives: Tricksy Kittens", 3, MAX_SEATS, "Trick-taking where bids form teams",
        options=(Option("first", "random", ("random",) + tuple(f"p{i}" for i in range(1, MAX_SEATS + 1)),
                        "the first Kittykeeper"),
                 Option("powers", "off", ON_OFF, "the powers variant: bid rows and card powers"),
                 Option("black_cat", "off", ON_OFF, "the Black Cat variant: crowns are wild"),
                 Option("max_rounds", 0, (0, 20, 40), "a house rule, not in the rulebook: a game still going "
                        "after this many rounds ends on lives (0: no cap)", sim=40)))
    action_types = ACTION_TYPES
    reply_search = False
    bot_class = "game.tricksy.bots:TricksyBot"
    progress_unit = "rounds"
    #: 3, 4, 6 and 9 seats, each with the powers and Black Cat variants off and on; the plain 3-seat
    #: game is played to 9 lives, the others for a few rounds (a game may still reach 9 lives)
    conformance = (
        (3, {}), (3, {"black_cat": "on", "max_rounds": 3}), (3, {"powers": "on", "max_rounds": 3}),
        (3, {"powers": "on", "black_cat": "on", "max_rounds": 3}),
        (4, {"max_rounds": 10}), (4, {"black_cat": "on", "max_rounds": 3}), (4, {"powers": "on", "max_rounds": 3}),
        (4, {"powers": "on", "black_cat": "on", "max_rounds": 3}),
        (6, {"max_rounds": 2}), (6, {"black_cat": "on", "max_rounds": 2}), (6, {"powers": "on", "max_rounds": 2}),
        (6, {"powers": "on", "black_cat": "on", "max_rounds": 2}),
        (9, {"max_rounds": 1}), (9, {"black_cat": "on", "max_rounds": 1}), (9, {"powers": "on", "max_rounds": 1}),
        (9, {"powers": "on", "black_cat": "on", "max_rounds": 1}))
    conformance_games = 6

    def check_data(self):
        data = load(SUITS_FILE, POWERS_FILE)
        return [f"{SUITS_FILE}: {len(data['suits'])} suits ok", f"{POWERS_FILE}: {len(data['powers'])} powers ok"]

    def new_game(self, seats: int = 4, seed: int = 0, options: dict | None = None) -> dict:
        if not isinstance(seats, int) or not 3 <= seats <= MAX_SEATS:
            raise ValueError("Nine Lives: Tricksy Kittens is for 3 to 9 players")
        opts = check_options(self.info, options, seats)
        state = empty(seats, seed, opts)
        first = opts["first"]
        state["keeper"] = rng.randint(state, 0, seats - 1) if first == "random" else seat_index(first)
        tricks.start_round(state, [])
        return state

    def scenario_state(self, spec: dict, file: str) -> dict:
        return scenario_state(self, spec, file)

    # -------------------------------------------------------------- contract
    def to_act(self, state):
        ph = state["phase"]
        if ph == "play":
            t = state["trick"]
            return [t["order"][t["pos"]]]
        if ph == "bid":
            bids, must = state["bids"], state["must_bid"]
            return [s for s in range(state["n"]) if must[s] and bids[s] is None]
        if ph == "power_choice":
            p = state["pending"][0]
            if "picks" in p:
                return [s for s in p["seats"] if p["picks"][s] is None]
            return list(p["seats"])
        return []

    def legal_actions(self, state, seat):
        ph = state["phase"]
        if ph == "play":
            t = state["trick"]
            if seat != t["order"][t["pos"]]:
                return []
            if state["plain"]:           # no powers, no crowns: follow suit if you can
                hand = state["hands"][seat]
                lead = t["lead"]
                if lead:
                    return [PLAIN[c] for c in hand if SUIT[c] == lead] or [PLAIN[c] for c in hand]
                return [PLAIN[c] for c in hand]
            if t["blind"]:
                out = [BLIND]
            else:
                out = [play_action(c, s) for c, names in fx.playable(state, seat) for s in names]
            if state["options"]["powers"] == "on" and state["rows"][seat]:
                out += powers.power_options(state, seat)
            return out
        if ph == "bid":
            if not state["must_bid"][seat] or state["bids"][seat] is not None:
                return []
            crown = state["defs"]["crown"]
            return [BIDS[c] for c in state["hands"][seat] if SUIT[c] != crown]
        if ph == "power_choice":
            if seat not in self.to_act(state):
                return []
            return powers.choice_options(state, seat, state["pending"][0])
        return []

    def perform(self, state, seat, action):
        kind = type(action)
        if kind is Play and state["plain"] and state["phase"] == "play":
            return plain_play(state, seat, action.card)
        if kind is Bid:
            return self._bid(state, seat, action.card)
        ev = []
        t = state["trick"]
        trump = views.shown_trump(state, t, None) if t else None
        if kind is Play or kind is PlayBlind:
            if state["phase"] == "power_choice":
                p = state["pending"].pop(0)
                self._play(state, seat, action, ev, index=p["index"])
            else:
                self._play(state, seat, action, ev)
                t["pos"] += 1
        elif kind is UsePower:
            powers.use_power(state, seat, action, ev)
        else:
            powers.answer(state, seat, action, ev)
        if t is not None and t is state["trick"] and t["winner"] is None:
            now = views.shown_trump(state, t, None)
            if now != trump:
                ev.append(TrumpSet(*now))
        tricks.advance(state, ev)
        return ev

    def _bid(self, state, seat, card):
        state["hands"][seat].remove(card)
        bids = state["bids"]
        bids[seat] = card
        ev = [BidPlaced(card, HAND_ZONE[seat], BID_ZONE[seat], seat),
              Logged(f"{SEAT[seat]} places a bid face down", "Everyone secretly places a bid")]
        if len(bids) - bids.count(None) == sum(state["must_bid"]):     # every seat that must bid has
            tricks.reveal(state, ev)
        return ev

    def _play(self, state, seat, action, ev, index=None):
        hand = state["hands"][seat]
        if type(action) is PlayBlind:
            tricks.play_card(state, seat, hand[rng.randint(state, 0, len(hand) - 1)], None, ev, index, True)
        else:
            tricks.play_card(state, seat, action.card, action.suit, ev, index)

    def explain(self, state, seat, action):
        if state["over"]:
            return "The game is over."
        if seat not in self.to_act(state):
            return f"It is not {seat_name(seat)}'s move."
        ph = state["phase"]
        kind = type(action)
        hand = state["hands"][seat]
        card = getattr(action, "card", None)
        if ph == "bid":
            if kind is not Bid:
                return "Place your bid first: a card from your hand, face down."
            if card not in hand:
                return f"{card} is not in your hand."
            return "A crown can never be a bid card."
        if ph == "power_choice":
            return f"First answer the power's question ({state['pending'][0]['kind'].replace('_', ' ')})."
        if kind not in (Bid, Play, PlayBlind, UsePower):
            return "That answers a power's question, and none is open now."
        if kind is UsePower:
            if state["options"]["powers"] != "on":
                return "Powers are switched off for this game."
            if card not in state["rows"][seat]:
                return f"{card} is not in your row."
            if state["defs"]["power_of"].get(card) is None:
                return "The 9s carry no power."
            if state["trick"]["used"] and not fx.mods_of(state, state["trick"], "free_powers"):
                return "Only one power may be used per trick."
            return "That power cannot be used that way now."
        if kind is Play:
            if card not in hand:
                return f"{card} is not in your hand."
            if state["trick"]["blind"]:
                return "Everyone plays blind this trick: play a random card."
            t = state["trick"]
            if state["defs"]["crown"] and SUIT[card] == state["defs"]["crown"]:
                return "Name the suit your crown stands for (the leading suit if you hold it)."
            if t["lead"] and t["lead_up"] and SUIT[card] != t["lead"] and any(SUIT[c] == t["lead"] for c in hand):
                return f"You must follow the leading suit ({suit_name(state, t['lead'])}) if you can."
            return "A power of this trick forbids that card."
        return super().explain(state, seat, action)

    # ------------------------------------------------------------------ views
    def view(self, state, seat):
        return views.view(self, state, seat)

    def redact(self, state, events, seat):
        return views.redact(state, events, seat)

    def determinize(self, state, seat, seed):
        return views.determinize(self, state, seat, seed)

    def outcome(self, state):
        return dict(state["over"]) if state["over"] else None

    def progress(self, state):
        return state["round"]

    # ------------------------------------------------------------------- bots
    def evaluate(self, state, seat):
        if state["over"]:
            return 1e6 if seat in state["over"]["winners"] else -1e6
        lives = state["lives"]
        others = max(lives[s] for s in range(state["n"]) if s != seat)
        score = (lives[seat] - others) * 10.0
        b = fx.bid_card(state, seat)
        if b is not None and state["phase"] != "bid":
            need = NUM[b] - fx.tricks_won(state, seat)
            left = len(state["hands"][seat])
            if need < 0:
                score -= 4 + 2 * -need
            elif need > left:
                score -= 3 + (need - left)
            else:
                score += NUM[b] * 0.5 - need * 0.3
        return score

    # ------------------------------------------------------------ conformance
    def invariants(self, state):
        """Every card in exactly one place; lives match the lives piles; counters in bounds; one
        winner per trick; at the end, the seats with the most lives win."""
        out = []
        n = state["n"]
        where = [c for zone in ("hands", "rows", "won", "aside", "piles") for cards in state[zone] for c in cards]
        where += [b for b in state["bids"] if b is not None] + state["discard"] + state["leftovers"]
        if state["trick"]:
            where += [p["c"] for p in state["trick"]["plays"]]
        if len(where) != len(set(where)):
            out.append("a card is in two places")
        if sorted(where) != sorted(state["defs"]["deck"]):
            out.append("a card is missing or foreign")
        for s in range(n):
            if state["lives"][s] != sum(NUM[c] for c in state["piles"][s]):
                out.append(f"{seat_name(s)}'s lives do not match the lives pile")
            if fx.tricks_won(state, s) < 0:
                out.append(f"{seat_name(s)} has won fewer than no tricks")
        if not 1 <= state["round"] <= (state["options"]["max_rounds"] or state["round"]):
            out.append(f"round {state['round']} is out of bounds")
        if not 0 <= state["keeper"] < n:
            out.append("the Kittykeeper is no seat")
        last = state["last"]
        if last and not (isinstance(last["winner"], int) and 0 <= last["winner"] < n):
            out.append("the last trick has no winner")
        if state["plain"] and state["phase"] == "play" and sum(state["tricks"]) != state["tricks_played"] - 1:
            out.append("a trick has not exactly one winner")
        over = state["over"]
        if over:
            best = max(state["lives"])
            if sorted(over["winners"]) != [s for s in range(n) if state["lives"][s] == best]:
                out.append("the winners are not the seats with the most lives")
            if best < LIVES_TO_WIN and state["round"] != state["options"]["max_rounds"]:
                out.append("the game ended early")
        return out


RULESET = Tricksy()
