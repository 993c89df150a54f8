"""Sixth Trick: the rules (the contract of game/core/contract.py) and its deck's data file.

Two seats, five cards each dealt from a deck of three suits numbered 1-7 (``data/sixth/cards.yaml``
of its data folder); the rest of the deck is never seen. p1 leads the first trick with any card;
the other seat follows suit if it can, else plays any card; the highest card of the suit led wins
the trick and leads the next. When the hands are empty the most tricks wins (five tricks: no draw).

Cards are plain ids ``suit-number`` (``acorns-7``); ``state["defs"]["deck"]`` lists them all."""
from __future__ import annotations

import os

from game.core import pictures, rng
from game.core.contract import (CardMoved, DataError, GameInfo, GameOver, Interned, Logged, PhaseChanged,
                                Ruleset, seat_index, seat_name)
from game.core.data import cached, only_keys, read_yaml, short, whole
from game.core.rng import Rng
from game.sixth import DATA
from game.sixth.actions import ACTION_TYPES, Play
from game.sixth.events import CardPlayed, TrickWon

FILE = os.path.join(DATA, "sixth", "cards.yaml")
PLAY = Interned(Play)


def load_cards(path: str = FILE) -> dict:
    """The deck's data file: ``{"suits": [{key, name, colour, art}], "numbers": n, "hand": k}``;
    DataError (file, entry, field) on anything wrong."""
    data = read_yaml(path, "suits", ("numbers", "hand"))
    numbers = whole(path, "numbers", "numbers", data.get("numbers", 7), 1, 13)
    hand = whole(path, "hand", "hand", data.get("hand", 5), 1, 13)
    if not isinstance(data["suits"], list) or not data["suits"]:
        raise DataError(path, "suits", "(suits)", "must be a non-empty list of suits")
    suits = []
    for i, s in enumerate(data["suits"]):
        entry = f"suits[{i}]"
        if not isinstance(s, dict):
            raise DataError(path, entry, "(suit)", "must be a mapping with key, name, colour and art")
        only_keys(path, entry, s, ("key", "name", "colour", "art"))
        key = s.get("key")
        if not isinstance(key, str) or not key.isidentifier() or any(x["key"] == key for x in suits):
            raise DataError(path, entry, "key", f"must be a new name of letters and digits, not {short(key)}")
        suits.append({"key": key, "name": str(s.get("name", key)), "colour": str(s.get("colour", "#444444")),
                      "art": pictures.check(path, entry, s.get("art"))})
    if 2 * hand > numbers * len(suits):
        raise DataError(path, "hand", "hand", f"two hands of {hand} need more cards than the deck's "
                        f"{numbers * len(suits)}")
    return {"suits": suits, "numbers": numbers, "hand": hand}


shipped = cached(load_cards)


def suit_of(cid: str) -> str:
    return cid.rpartition("-")[0]


def number_of(cid: str) -> int:
    return int(cid.rpartition("-")[2])


INFO = GameInfo("sixth", "Sixth Trick", 2, 2,
                blurb="Follow suit; the highest card of the suit led takes the trick. Take the most of five.")


class SixthTrick(Ruleset):
    info = INFO
    action_types = ACTION_TYPES
    conformance = ((2, {}),)
    conformance_games = 30
    progress_unit = "turns"

    # ------------------------------------------------------------------ set-up
    def new_game(self, seats: int, seed: int, options: dict | None = None) -> dict:
        if seats != 2:
            raise ValueError(f"{INFO.title} is for 2 players, not {seats}")
        cards = shipped()
        deck = [f"{s['key']}-{n}" for s in cards["suits"] for n in range(1, cards["numbers"] + 1)]
        state = {"game": INFO.id, "n": 2, "rng": rng.seed_state(seed),
                 "defs": {"deck": list(deck), "suits": {s["key"]: s for s in cards["suits"]},
                          "order": {c: i for i, c in enumerate(deck)}},
                 "hands": [[], []], "deck": deck, "trick": [], "won": [[], []], "tricks": [0, 0],
                 "voids": [[], []], "leader": 0, "mover": 0, "trick_no": 1, "turn": 0, "last": None,
                 "winners": None, "reason": ""}
        rng.shuffle(state, deck)
        k = cards["hand"]
        state["hands"] = [self._sorted(state, deck[:k]), self._sorted(state, deck[k:2 * k])]
        state["deck"] = deck[2 * k:]
        return state

    @staticmethod
    def _sorted(state, cards) -> list:
        order = state["defs"]["order"]
        return sorted(cards, key=order.__getitem__)

    def scenario_state(self, spec: dict, file: str) -> dict:
        """``setup: {p1: {hand: [ids]}, p2: {hand: [ids]}, leader: p1}``: the hands as given (the
        same size), the rest of the deck unseen; ``cards`` (inline card definitions) is refused."""
        if spec.get("cards"):
            raise DataError(file, "cards", "(cards)", f"{INFO.title} has no card definitions to add")
        setup = spec.get("setup") or {}
        if not isinstance(setup, dict):
            raise DataError(file, "setup", "(setup)", "must be a mapping with p1, p2 and leader")
        only_keys(file, "setup", setup, ("p1", "p2", "leader"))
        state = self.new_game(2, spec.get("seed", 0))
        used: set = set()
        for s in (0, 1):
            block = setup.get(seat_name(s)) or {}
            if not isinstance(block, dict):
                raise DataError(file, f"setup.{seat_name(s)}", "(seat)", "must be a mapping with hand")
            only_keys(file, f"setup.{seat_name(s)}", block, ("hand",))
            hand = block.get("hand", state["hands"][s])
            for i, c in enumerate(hand if isinstance(hand, list) else [hand]):
                if c not in state["defs"]["order"] or c in used:
                    raise DataError(file, f"setup.{seat_name(s)}", f"hand[{i}]",
                                    f"{short(c)} is no card of the deck, or is dealt twice")
                used.add(c)
            state["hands"][s] = self._sorted(state, hand)
        if len(state["hands"][0]) != len(state["hands"][1]) or not state["hands"][0]:
            raise DataError(file, "setup", "hand", "both hands must hold the same number of cards (at least 1)")
        state["deck"] = [c for c in state["defs"]["deck"] if c not in used]
        try:
            state["leader"] = state["mover"] = seat_index(setup.get("leader", "p1"))
        except ValueError:
            raise DataError(file, "setup", "leader", f"must be p1 or p2, not {short(setup.get('leader'))}") from None
        if state["leader"] not in (0, 1):
            raise DataError(file, "setup", "leader", "must be p1 or p2")
        return state

    def check_data(self) -> list[str]:
        cards = load_cards(FILE)
        return [f"{os.path.basename(FILE)}: {len(cards['suits'])} suits of {cards['numbers']} ok"]

    # ------------------------------------------------------------------ the contract
    def to_act(self, state: dict) -> list[int]:
        return [] if state["winners"] is not None else [state["mover"]]

    def legal_actions(self, state: dict, seat: int) -> list:
        if state["winners"] is not None or seat != state["mover"]:
            return []
        hand = state["hands"][seat]
        if state["trick"]:
            led = suit_of(state["trick"][0][1])
            follow = [c for c in hand if suit_of(c) == led]
            if follow:
                return [PLAY[c] for c in follow]
        return [PLAY[c] for c in hand]

    def explain(self, state: dict, seat: int, action) -> str:
        if seat not in self.to_act(state):
            return f"It is not {seat_name(seat)}'s move."
        card = getattr(action, "card", None)
        if not isinstance(action, Play) or card not in state["hands"][seat]:
            return f"{short(card)} is not in your hand."
        led = suit_of(state["trick"][0][1])
        return f"Follow suit: you hold {state['defs']['suits'][led]['name']}, so you must play one."

    def perform(self, state: dict, seat: int, action) -> list:
        card, sn = action.card, seat_name(seat)
        state["hands"][seat].remove(card)
        trick = state["trick"]
        trick.append([seat, card])
        state["turn"] += 1
        events = [CardPlayed(card, f"{sn}.hand", "trick", seat)]
        if len(trick) == 1:
            events.append(Logged(f"{sn} leads {self.name(state, card)}.", "The leader plays any card"))
            state["mover"] = 1 - seat
            return events
        led = suit_of(trick[0][1])
        if suit_of(card) != led and led not in state["voids"][seat]:
            state["voids"][seat].append(led)
        events.append(Logged(f"{sn} plays {self.name(state, card)}.", "Follow suit if you can"))
        winner, best = max(((s, c) for s, c in trick if suit_of(c) == led), key=lambda sc: number_of(sc[1]))
        no = state["trick_no"]
        state["last"] = {"no": no, "winner": winner, "leader": trick[0][0], "cards": [c for _, c in trick]}
        events.append(TrickWon(winner, best, no))
        for _, c in trick:
            state["won"][winner].append(c)
            events.append(CardMoved(c, "trick", f"{seat_name(winner)}.won"))
        state["tricks"][winner] += 1
        events.append(Logged(f"{seat_name(winner)} wins trick {no} with {self.name(state, best)}.",
                             "The highest card of the suit led wins the trick"))
        state["trick"] = []
        state["leader"] = state["mover"] = winner
        state["trick_no"] = no + 1
        if not state["hands"][0] and not state["hands"][1]:
            t = state["tricks"]
            top = 0 if t[0] > t[1] else 1
            state["winners"] = [top] if t[0] != t[1] else []
            state["reason"] = (f"{seat_name(top)} took {t[top]} of {no} tricks." if t[0] != t[1]
                               else f"Both took {t[0]} tricks.")
            events += [PhaseChanged("over"), GameOver(list(state["winners"]), state["reason"]),
                       Logged(state["reason"], "After the last trick the most tricks wins")]
        return events

    def outcome(self, state: dict) -> dict | None:
        if state["winners"] is None:
            return None
        return {"winners": list(state["winners"]), "reason": state["reason"]}

    # ------------------------------------------------------------------ what a seat sees
    def name(self, state, cid: str) -> str:
        return f"{state['defs']['suits'][suit_of(cid)]['name']} {number_of(cid)}"

    def card(self, state, cid: str) -> dict:
        s = state["defs"]["suits"][suit_of(cid)]
        return {"id": cid, "key": s["key"], "suit": s["key"], "number": number_of(cid),
                "name": f"{s['name']} {number_of(cid)}", "colour": s["colour"]}

    def view(self, state: dict, seat: int | None) -> dict:
        cv = self.card
        zones: dict = {}
        v = {"game": INFO.id, "phase": "over" if state["winners"] is not None else "play",
             "trick_no": state["trick_no"], "leader": state["leader"], "active": state["mover"],
             "to_act": self.to_act(state), "outcome": self.outcome(state),
             "led": suit_of(state["trick"][0][1]) if state["trick"] else None,
             "trick": [{"seat": s, "card": cv(state, c)} for s, c in state["trick"]],
             "last_trick": None, "deck": len(state["deck"]), "zones": zones}
        if state["last"]:
            v["last_trick"] = dict(state["last"], cards=[cv(state, c) for c in state["last"]["cards"]])
        for s in (0, 1):
            sn, hand = seat_name(s), state["hands"][s]
            mine = [cv(state, c) for c in hand] if s == seat else None
            v[sn] = {"hand": mine, "hand_count": len(hand), "tricks": state["tricks"][s],
                     "won": len(state["won"][s]), "voids": list(state["voids"][s])}
            zones[f"{sn}.hand"] = mine if mine is not None else {"count": len(hand)}
            zones[f"{sn}.won"] = [cv(state, c) for c in state["won"][s]]
        zones["trick"] = [cv(state, c) for _, c in state["trick"]]
        zones["deck"] = {"count": len(state["deck"])}
        return v

    def determinize(self, state: dict, seat: int, seed: int) -> dict:
        """The other hand and the deck re-dealt from the cards ``seat`` has not seen, keeping the
        suits the other seat has shown it lacks (it did not follow): depends on the view and the seed."""
        s = self.clone(state)
        other = 1 - seat
        unseen = self._sorted(s, s["hands"][other] + s["deck"])
        void = set(s["voids"][other])
        fits = [c for c in unseen if suit_of(c) not in void]
        Rng(seed).shuffle(fits)
        hand = set(fits[:len(s["hands"][other])])
        s["hands"][other] = self._sorted(s, hand)
        s["deck"] = [c for c in unseen if c not in hand]
        return s

    def evaluate(self, state: dict, seat: int) -> float:
        if state["winners"] is not None:
            return 1.0 if seat in state["winners"] else -1.0
        return (state["tricks"][seat] - state["tricks"][1 - seat]) / 5

    def invariants(self, state: dict) -> list[str]:
        cards = state["hands"][0] + state["hands"][1] + state["deck"] + [c for _, c in state["trick"]] \
            + state["won"][0] + state["won"][1]
        if sorted(cards) != sorted(state["defs"]["deck"]):
            return ["the cards in play are not the deck, each card once"]
        return []


RULESET = SixthTrick()
