"""9DKP: the ruleset (turn structure, legality, combat). Card effects: effects.py.

State (a plain dict; see docs/architecture.md for the view)::

    game: "ninedkp"          defs: {key: card definition}   (shared between clones)
    rng: int                 turn: int      phase: order | action | defend | over
    active: seat             roll_winner: seat    rolls: [[d6, d6], ...]
    attack: {attacker, seat} or None        over: {winners, reason} or None
    cards: {id: {k: key, o: owner seat, bp: own BP, nap: in Katnap, aura: {source id: buff left}}}
    players: [{hp, dkp, deck: [ids, top first], hand, range, discard, played: bool}, ...]
"""
from __future__ import annotations

import functools

from game.core import rng
from game.core.data import card_item, inline_definitions, only_keys, short, whole
from game.core.contract import (CardMoved, DataError, GameInfo, IllegalAction, Logged, Option, PhaseChanged,
                                Rotated, Ruleset, seat_index, seat_name)
from game.ninedkp import effects as fx
from game.ninedkp import moves as mv
from game.ninedkp.events import AbilityUsed, AttackDeclared, CardPlayed, CombatResolved
from game.ninedkp.actions import (ACTION_TYPES, Attack, ChooseOrder, Counter, EndTurn, PlayCharacter,
                                  PlaySkratch, Retire, TakeHit, UseAbility)
from game.ninedkp.cards import CARDS_FILE, DECKS_FILE, load_cards, load_decks, parse_card, shipped

START_HP = fx.MAX_HP
OPENING_HAND = 5
BLEED_OUT = 100


def _empty(defs: dict, seed: int) -> dict:
    return {"game": "ninedkp", "defs": defs, "rng": rng.seed_state(seed), "turn": 0,
            "phase": "order", "active": 0, "roll_winner": 0, "rolls": [], "attack": None,
            "over": None, "cards": {},
            "players": [{"hp": START_HP, "dkp": 0, "deck": [], "hand": [], "range": [],
                         "discard": [], "played": False} for _ in range(2)]}


_SN = fx.NAMES   # p1, p2


@functools.lru_cache(maxsize=None)
def _ids(seat: int, n: int) -> tuple:
    """The card ids of a seat's deck of ``n`` cards: a01, a02, ... (p2: b01, ...)."""
    return tuple(f"{'ab'[seat]}{i + 1:02d}" for i in range(n))


class NineDKP(Ruleset):
    info = GameInfo(
        "ninedkp", "9DKP", 2, 2, "Kat duels: Katnap, DKP gems, BP tokens",
        options=(Option("deck1", "alley", help="deck of p1 (data/ninedkp/decks.yaml)"),
                 Option("deck2", "clinic", help="deck of p2 (data/ninedkp/decks.yaml)")))
    action_types = ACTION_TYPES
    bot_class = "game.ninedkp.bots:NineDKPBot"
    RECORDS = ("cards",)
    RECORD_DICTS = ("aura",)

    def check_data(self):
        defs = load_cards(CARDS_FILE)
        decks = load_decks(DECKS_FILE, defs)
        return [f"{CARDS_FILE}: {len(defs)} cards ok", f"{DECKS_FILE}: {len(decks)} decks ok"]

    # ------------------------------------------------------------------ setup
    def new_game(self, seats: int = 2, seed: int = 0, options: dict | None = None) -> dict:
        if seats != 2:
            raise ValueError("9DKP is a game for 2 players")
        defs, decks = shipped()
        opts = {**self.info.default_options(), **(options or {})}
        state = _empty(defs, seed)
        for seat, name in enumerate((opts["deck1"], opts["deck2"])):
            if name not in decks:
                raise DataError("options", f"deck{seat + 1}", "deck",
                                f"unknown deck {short(name)} (known: {', '.join(decks)})")
            keys = list(decks[name]["cards"])
            rng.shuffle(state, keys)      # ids follow the shuffled order: an id says nothing
            ids = _ids(seat, len(keys))   # about which card it is
            cards = state["cards"]
            for cid, key in zip(ids, keys):
                cards[cid] = {"k": key, "o": seat, "bp": defs[key]["bp"], "nap": False, "aura": {}}
            state["players"][seat]["deck"].extend(ids)
        self._roll_off(state)
        return state

    def _add(self, state, cid, key, seat, zone_name, **extra):
        d = state["defs"][key]
        state["cards"][cid] = {"k": key, "o": seat, "bp": d["bp"], "nap": False, "aura": {}}
        state["cards"][cid].update(extra)
        state["players"][seat][zone_name].append(cid)

    def _roll_off(self, state):
        """'decide who goes first by rolling a D6. Whoever gets the highest roll can choose'"""
        while True:
            a, b = rng.roll(state, 6), rng.roll(state, 6)
            state["rolls"].append([a, b])
            if a != b:
                break
        state["roll_winner"] = 0 if a > b else 1

    # -------------------------------------------------------------- contract
    def to_act(self, state):
        ph = state["phase"]
        if ph == "action":
            return [state["active"]]
        if ph == "defend":
            return [1 - state["active"]]
        if ph == "order":
            return [state["roll_winner"]]
        return []

    def legal_actions(self, state, seat):
        ph = state["phase"]
        if ph == "action":
            return mv.action_phase_moves(state, seat) if seat == state["active"] else []
        if ph == "defend":
            if seat != 1 - state["active"]:
                return []
            cards = state["cards"]
            out = [mv.COUNTER[c] for c in state["players"][seat]["range"] if not cards[c]["nap"]]
            out.append(mv.TAKE_HIT)
            return out
        if ph == "order" and seat == state["roll_winner"]:
            return list(mv.ORDER)
        return []

    #: the legal moves of the action phase, and whether any but EndTurn is left (moves.py)
    _action_phase_moves = staticmethod(mv.action_phase_moves)
    _can_act = staticmethod(mv.can_act)

    def perform(self, state, seat, action):
        ev = []
        kind = type(action)
        if kind is ChooseOrder:
            self._choose_order(state, seat, action.first, ev)
        elif kind is PlayCharacter:
            self._play_character(state, seat, action, ev)
        elif kind is PlaySkratch:
            self._play_skratch(state, seat, action, ev)
        elif kind is Attack:
            self._attack(state, seat, action.attacker, ev)
        elif kind is Counter:
            self._resolve(state, action.defender, ev)
        elif kind is TakeHit:
            ev.append(Logged(f"{_SN[seat]} takes the hit (no counter-attack)",
                             "You do not have to Counter attack"))
            self._resolve(state, None, ev)
        elif kind is UseAbility:
            self._use_ability(state, seat, action, ev)
        elif kind is Retire:
            self._retire(state, seat, action.card, ev)
        elif kind is EndTurn:
            self._end_turn(state, ev)
        if state["phase"] == "action" and not state["over"] and not mv.can_act(state, state["active"]):
            self._auto_end(state, ev)
        return ev

    # ------------------------------------------------------------ turn flow
    def _choose_order(self, state, seat, first, ev):
        state["active"] = seat if first else 1 - seat
        ev.append(Logged(f"{_SN[seat]} won the roll-off and chose to go {'first' if first else 'second'}",
                         "Roll-off: the higher D6 chooses"))
        for s in (state["active"], 1 - state["active"]):
            fx.draw(state, s, OPENING_HAND, ev)
        ev.append(Logged("Both players draw their starting paw of 5", "Opening hand"))
        self._start_turn(state, ev)

    def _start_turn(self, state, ev):
        state["turn"] += 1
        seat = state["active"]
        p = state["players"][seat]
        p["played"] = False
        state["phase"] = "action"
        ev.append(PhaseChanged("draw", seat))
        deck = p["deck"]
        if deck:
            cid = deck.pop(0)                     # fx.move, inline: the top card to the hand
            p["hand"].append(cid)
            zones = fx.ZONE_NAMES[seat]
            ev.append(CardMoved(cid, zones["deck"], zones["hand"]))
        else:
            ev.append(Logged(f"{_SN[seat]} cannot draw and Bleeds Out {BLEED_OUT} HP", "Bleed Out"))
            fx.set_hp(state, seat, p["hp"] - BLEED_OUT, ev)
            fx.check_over(state, ev)
            if state["over"]:
                return
        ev.append(PhaseChanged("action", seat))
        cards = state["cards"]
        woke = [c for c in p["range"] if cards[c]["nap"]]
        if woke:
            for cid in woke:
                cards[cid]["nap"] = False
                ev.append(Rotated(cid, False))
            ev.append(Logged(f"{len(woke)} card(s) of {_SN[seat]} wake from Katnap",
                             "Katnap cards wake at the start of your turn"))

    def _end_turn(self, state, ev, why=""):
        seat = state["active"]
        ev.append(Logged(f"{_SN[seat]} ends the turn{why}", "End phase"))
        state["active"] = 1 - seat
        self._start_turn(state, ev)

    def _auto_end(self, state, ev):
        """'Your turn ends when you have no other active cards, or declare your turn
        has ended': when nothing but EndTurn is left, the turn ends by itself."""
        guard = 0
        while state["phase"] == "action" and not state["over"]:
            if mv.can_act(state, state["active"]):
                return
            self._end_turn(state, ev, ": nothing left to do")
            guard += 1
            if guard > 500:  # both players stuck forever cannot happen (Bleed Out), but be safe
                raise RuntimeError("turns end by themselves without end")

    # ----------------------------------------------------------- card play
    def _play_character(self, state, seat, action, ev):
        cid = action.card
        p = state["players"][seat]
        c = state["cards"][cid]
        d = state["defs"][c["k"]]
        ev.append(CardPlayed(seat, cid, d["name"], "character", action.target))
        p["hand"].remove(cid)                     # fx.move and fx.set_katnap, inline (the hot path)
        p["range"].append(cid)
        zones = fx.ZONE_NAMES[seat]
        ev.append(CardMoved(cid, zones["hand"], zones["range"]))
        if not c["nap"]:
            c["nap"] = True
            ev.append(Rotated(cid, True))
        p["played"] = True
        ev.append(Logged(f"{_SN[seat]} plays {d['name']} ({d['bp']} BP) in Katnap",
                         "New Characters enter in Katnap"))
        if d["hp_cost"]:
            fx.set_hp(state, seat, p["hp"] - d["hp_cost"], ev)
            ev.append(Logged(f"{d['name']} costs {d['hp_cost']} HP", "Green gem: costs HP to play"))
        if d["dkp"] > 0:
            fx.gain_dkp(state, seat, d["dkp"], ev)
            ev.append(Logged(f"{d['name']} generates {d['dkp']} DKP", "DKP generation"))
        elif d["dkp"] < 0:
            fx.set_dkp(state, seat, p["dkp"] + d["dkp"], ev)
            ev.append(Logged(f"{_SN[seat]} pays {-d['dkp']} DKP", "DKP cost"))
        fx.enter_range(state, cid, ev)
        if d["on_play"]:
            ev.append(Logged(f"{d['name']}: " + fx.describe(d["on_play"], d["choose"]),
                             "Yellow gem: immediate effect"))
            fx.run(state, seat, d["on_play"], action.target, cid, ev)
        fx.check_over(state, ev)

    def _play_skratch(self, state, seat, action, ev):
        cid = action.card
        p = state["players"][seat]
        d = fx.cdef(state, cid)
        ev.append(CardPlayed(seat, cid, d["name"], "skratch", action.target))
        if d["dkp"]:
            fx.set_dkp(state, seat, p["dkp"] + d["dkp"], ev)
        fx.move(state, cid, seat, "hand", "discard", ev)
        ev.append(Logged(f"{_SN[seat]} plays Skratch {d['name']}: " + d["rules"], "Skratch card"))
        fx.run(state, seat, d["effects"], action.target, cid, ev)

    def _use_ability(self, state, seat, action, ev):
        cid = action.card
        d = fx.cdef(state, cid)
        ab = d["ability"]
        ev.append(AbilityUsed(seat, cid, d["name"]))
        if ab["cost"]:
            fx.set_dkp(state, seat, state["players"][seat]["dkp"] - ab["cost"], ev)
        ev.append(Logged(f"{d['name']} uses its ability: " + fx.describe(ab["effects"], ab["choose"]),
                         "Red gem: ability in place of attack"))
        fx.set_katnap(state, cid, True, ev)
        fx.run(state, seat, ab["effects"], action.target, cid, ev)

    def _retire(self, state, seat, cid, ev):
        d = fx.cdef(state, cid)
        ev.append(AbilityUsed(seat, cid, d["name"], retired=True))
        fx.remove_from_range(state, cid, "discard", ev)
        ev.append(Logged(f"{d['name']} is retired: " + fx.describe(d["retire"], None),
                         "Green gem: retire for a reward"))
        fx.run(state, seat, d["retire"], None, cid, ev)

    # --------------------------------------------------------------- combat
    def _attack(self, state, seat, attacker, ev):
        cards = state["cards"]
        name = state["defs"][cards[attacker]["k"]]["name"]
        state["attack"] = {"attacker": attacker, "seat": seat}
        bp = fx.bp(state, attacker)
        ev.append(AttackDeclared(seat, attacker, name, bp))
        ev.append(Logged(f"{name} ({bp} BP) attacks", "Attack"))
        opp = 1 - seat
        for c in state["players"][opp]["range"]:
            if not cards[c]["nap"]:
                state["phase"] = "defend"
                ev.append(PhaseChanged("defend", opp))
                return
        ev.append(Logged(f"{_SN[opp]} has no active Characters: direct damage",
                         "No active defenders: damage goes to HP"))
        self._resolve(state, None, ev)

    def _resolve(self, state, defender, ev):
        """The three outcomes of 'Attack Vs Defend', or direct damage."""
        attack = state["attack"]
        att, seat = attack["attacker"], attack["seat"]
        opp = 1 - seat
        state["attack"] = None
        state["phase"] = "action"
        ev.append(PhaseChanged("action", seat))
        cards, defs = state["cards"], state["defs"]
        a = fx.bp(state, att)
        aname = defs[cards[att]["k"]]["name"]
        if defender is None:
            ev.append(CombatResolved(seat, att, None, "direct", a, 0, a))
            fx.set_hp(state, opp, state["players"][opp]["hp"] - a, ev)
            ev.append(Logged(f"{aname} deals {a} damage to {_SN[opp]}'s HP", "Direct damage"))
            c = cards[att]
            if not c["nap"]:                      # fx.set_katnap, inline
                c["nap"] = True
                ev.append(Rotated(att, True))
            fx.check_over(state, ev)
            return
        d = fx.bp(state, defender)
        dname = defs[cards[defender]["k"]]["name"]
        ev.append(Logged(f"{dname} ({d} BP) counter-attacks {aname} ({a} BP)", "Combat is always 1 vs 1"))
        outcome = "equal" if a == d else ("defender" if d > a else "attacker")
        ev.append(CombatResolved(seat, att, defender, outcome, a, d, max(0, a - d)))
        if a == d:
            fx.damage_card(state, att, d, ev)
            fx.damage_card(state, defender, a, ev)
            ev.append(Logged(f"Equal BP: {aname} and {dname} knock each other out", "Equal BP: both discarded"))
            fx.defeat(state, att, ev)
            fx.defeat(state, defender, ev)
        elif d > a:
            fx.damage_card(state, att, d, ev)
            fx.damage_card(state, defender, a, ev)
            ev.append(Logged(f"{dname} is stronger: {aname} is defeated, {dname} loses {a} BP",
                             "Stronger defender loses the attacker's BP"))
            fx.defeat(state, att, ev)
            fx.set_katnap(state, defender, True, ev)
        else:
            fx.damage_card(state, defender, a, ev)
            fx.damage_card(state, att, d, ev)
            ev.append(Logged(f"{aname} is stronger: {dname} is defeated, {aname} loses {d} BP and "
                             f"{a - d} damage goes to {_SN[opp]}'s HP",
                             "Stronger attacker: the excess hits the defender's HP"))
            fx.defeat(state, defender, ev)
            fx.set_hp(state, opp, state["players"][opp]["hp"] - (a - d), ev)
            fx.set_katnap(state, att, True, ev)
        fx.check_over(state, ev)

    # ------------------------------------------------------------ explain
    def explain(self, state, seat, action):
        if state["over"]:
            return "The game is over."
        if seat not in self.to_act(state):
            if state["phase"] == "defend":
                return f"Wait: {seat_name(1 - state['active'])} is choosing a counter-attacker."
            return f"It is not {seat_name(seat)}'s turn."
        p = state["players"][seat]
        cards = state["cards"]
        ph = state["phase"]
        kind = type(action)
        if ph == "order":
            return "First choose whether to go first or second."
        if ph == "defend" and kind not in (Counter, TakeHit):
            return "An attack is coming: choose a counter-attacker or take the hit."
        if ph == "action" and kind in (Counter, TakeHit):
            return "There is no attack to answer."
        card = getattr(action, "card", None) or getattr(action, "attacker", None) or getattr(action, "defender", None)
        if card is not None and card not in cards:
            return f"There is no card {short(card)}."
        name = fx.cdef(state, card)["name"] if card else ""
        if kind in (PlayCharacter, PlaySkratch):
            d = fx.cdef(state, card)
            if card not in p["hand"]:
                return f"{name} is not in your hand."
            if kind is PlayCharacter and d["type"] != "character":
                return f"{name} is a Skratch card, not a Character."
            if kind is PlaySkratch and d["type"] != "skratch":
                return f"{name} is a Character: play it onto your range."
            if kind is PlayCharacter:
                if p["played"]:
                    return "You may play only one Character per turn."
                if len(p["range"]) >= fx.RANGE_SIZE:
                    return "Only 4 Character cards can be on your Range at one time."
                if d["hp_cost"] >= p["hp"]:
                    return f"{name} costs {d['hp_cost']} HP to play and you have {p['hp']}."
            if -d["dkp"] > p["dkp"]:
                return f"{name} costs {-d['dkp']} DKP and you have {p['dkp']}."
            tg = fx.targets(state, seat, d["choose"], None)
            if d["choose"] and not tg and kind is PlaySkratch:
                return f"{name} needs {fx.SELECTORS[d['choose']]} and there is none."
            if action.target not in (tg or [None]):
                return f"{name} must target {fx.SELECTORS[d['choose']]}." if d["choose"] else \
                    f"{name} takes no target."
        if kind in (Attack, UseAbility, Retire):
            if card not in p["range"]:
                return f"{name} is not on your range."
            if cards[card]["nap"]:
                return f"{name} is in Katnap: Katnap cards cannot attack or use abilities until your next turn."
            d = fx.cdef(state, card)
            if kind is UseAbility:
                if not d["ability"]:
                    return f"{name} has no ability (only red-gem cards do)."
                if d["ability"]["cost"] > p["dkp"]:
                    return f"{name}'s ability costs {d['ability']['cost']} DKP and you have {p['dkp']}."
                return f"{name}'s ability needs {fx.SELECTORS.get(d['ability']['choose'], 'a target')}."
            if kind is Retire and not d["retire"]:
                return f"{name} cannot be retired (only green-gem cards can)."
        if kind is Counter:
            if card not in p["range"]:
                return f"{name} is not on your range."
            if cards[card]["nap"]:
                return f"{name} is in Katnap and cannot counter-attack."
        return super().explain(state, seat, action)

    # --------------------------------------------------------------- views
    def card_view(self, state, cid) -> dict:
        c = state["cards"][cid]
        d = state["defs"][c["k"]]
        buff = sum(c["aura"].values())
        return {"id": cid, "key": d["key"], "name": d["name"], "type": d["type"],
                "faction": d["faction_name"], "rank": d["rank"], "gem": d["gem"],
                "dkp": d["dkp"], "hp_cost": d["hp_cost"], "printed_bp": d["bp"],
                "bp": c["bp"] + buff, "base_bp": c["bp"], "buff": buff, "katnap": c["nap"],
                "text": d["rules"], "flavor": d["text"]}

    def view(self, state, seat):
        out = {"game": "ninedkp", "turn": state["turn"], "phase": state["phase"],
               "active": state["active"], "to_act": self.to_act(state),
               "rolls": [list(r) for r in state["rolls"]], "roll_winner": state["roll_winner"],
               "attack": None, "outcome": self.outcome(state)}
        if state["attack"]:
            att = state["attack"]["attacker"]
            out["attack"] = {"attacker": att, "seat": state["attack"]["seat"], "bp": fx.bp(state, att)}
        zones = out["zones"] = {}
        for s, p in enumerate(state["players"]):
            cv = self.card_view
            name = seat_name(s)
            hand = [cv(state, c) for c in p["hand"]] if seat == s else None
            on_range = [cv(state, c) for c in p["range"]]
            discard = [cv(state, c) for c in p["discard"]]
            out[name] = {
                "hp": p["hp"], "dkp": p["dkp"], "deck": len(p["deck"]),
                "hand": hand, "hand_count": len(p["hand"]),
                "range": on_range, "discard": discard,
                "played_character": p["played"]}
            zones[f"{name}.deck"] = {"count": len(p["deck"])}
            zones[f"{name}.hand"] = hand if hand is not None else {"count": len(p["hand"])}
            zones[f"{name}.range"] = on_range
            zones[f"{name}.discard"] = discard
        return out

    def outcome(self, state):
        return dict(state["over"]) if state["over"] else None

    # ------------------------------------------------------------- conformance
    conformance = ((2, {}),)
    conformance_games = 90

    def invariants(self, state):
        """Each player's 40 cards in exactly one of their zones; HP 0..2000, DKP 0..10, at most
        four cards on a range, every card there a Character with BP above 0."""
        bad, seen = [], set()
        for seat, p in enumerate(state["players"]):
            ids = [c for z in ("deck", "hand", "range", "discard") for c in p[z]]
            if len(ids) != 40:
                bad.append(f"{seat_name(seat)} has {len(ids)} cards, not 40")
            if seen & set(ids) or len(set(ids)) != len(ids):
                bad.append(f"a card of {seat_name(seat)} is in two zones")
            seen |= set(ids)
            if any(state["cards"][c]["o"] != seat for c in ids):
                bad.append(f"{seat_name(seat)} holds a card it does not own")
            if not 0 <= p["hp"] <= 2000 or not 0 <= p["dkp"] <= 10 or len(p["range"]) > 4:
                bad.append(f"{seat_name(seat)}: HP {p['hp']}, DKP {p['dkp']}, {len(p['range'])} on the range")
            for c in p["range"]:
                if fx.bp(state, c) <= 0 or state["defs"][state["cards"][c]["k"]]["type"] != "character":
                    bad.append(f"{c} on the range is not a Character with BP above 0")
        if len(seen) != len(state["cards"]):
            bad.append("a card is missing")
        return bad

    # ----------------------------------------------------------------- bots
    def evaluate(self, state, seat):
        if state["over"]:
            w = state["over"]["winners"]
            return 1e6 if seat in w else (-1e6 if w else 0.0)
        me, op = state["players"][seat], state["players"][1 - seat]
        cards = state["cards"]

        def board(p):
            total = 0.0
            for c in p["range"]:
                v = fx.bp(state, c)
                total += v * (1.0 if not cards[c]["nap"] else 0.85) + 60
            return total
        return ((me["hp"] - op["hp"]) * 1.0 + (board(me) - board(op)) * 0.9
                + (me["dkp"] - op["dkp"]) * 35 + (len(me["hand"]) - len(op["hand"])) * 40
                + (len(me["deck"]) - len(op["deck"])) * 5)

    def determinize(self, state, seat, seed):
        """Re-deal what ``seat`` cannot see: the opponent's hand and deck as one pool,
        and the order of its own deck."""
        s = self.clone(state)
        r = rng.Rng(seed)
        opp = s["players"][1 - seat]
        hidden = opp["hand"] + opp["deck"]
        keys = sorted(s["cards"][c]["k"] for c in hidden)   # from what the seat sees and the seed alone
        r.shuffle(keys)
        for cid, key in zip(hidden, keys):
            s["cards"][cid]["k"] = key
            s["cards"][cid]["bp"] = s["defs"][key]["bp"]
        own = s["players"][seat]["deck"]
        keys = sorted(s["cards"][c]["k"] for c in own)
        r.shuffle(keys)
        for cid, key in zip(own, keys):
            s["cards"][cid]["k"] = key
            s["cards"][cid]["bp"] = s["defs"][key]["bp"]
        s["rng"] = rng.seed_state(seed)          # the dice to come are not known either
        return s

    # ------------------------------------------------------------- scenarios
    def scenario_state(self, spec: dict, file: str) -> dict:
        """Build a state from a scenario's ``cards:`` and ``setup:`` (docs/scenarios.md)."""
        defs = dict(shipped()[0])
        for key, card in inline_definitions(spec, file, parse_card).items():
            card["rules"] = fx.describe_card(card)
            defs[key] = card
        setup = spec.get("setup") or {}
        if not isinstance(setup, dict):
            raise DataError(file, "setup", "(setup)", "must be a mapping")
        only_keys(file, "setup", setup, ("active", "turn", "p1", "p2"))
        state = _empty(defs, int(spec.get("seed", 0)))
        state["phase"] = "action"
        try:
            state["active"] = seat_index(setup.get("active", "p1"))
        except ValueError as e:
            raise DataError(file, "setup", "active", str(e)) from None
        state["turn"] = whole(file, "setup", "turn", setup.get("turn", 1), 1, 10_000)
        for seat in (0, 1):
            n = 0
            ps = setup.get(seat_name(seat)) or {}
            entry = f"setup.{seat_name(seat)}"
            if not isinstance(ps, dict):
                raise DataError(file, entry, "(player)", "must be a mapping")
            only_keys(file, entry, ps, ("hp", "dkp", "played_character", "hand", "range", "discard", "deck"))
            p = state["players"][seat]
            for field in ("hp", "dkp"):
                if field in ps:
                    v = ps[field]
                    hi = START_HP if field == "hp" else fx.MAX_DKP
                    if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= hi:
                        raise DataError(file, entry, field, f"must be a whole number 0..{hi}")
                    p[field] = v
            p["played"] = bool(ps.get("played_character", False))
            for zone_name in ("hand", "range", "discard", "deck"):
                items = ps.get(zone_name) or []
                if not isinstance(items, list):
                    raise DataError(file, entry, zone_name, "must be a list of cards")
                for i, item in enumerate(items):
                    where = f"{zone_name}[{i}]"
                    item = card_item(file, entry, where, item, defs)
                    n += 1
                    cid = str(item.get("id", f"{'ab'[seat]}{n:02d}"))
                    if cid in state["cards"]:
                        raise DataError(file, entry, where + ".id", f"duplicate card id {short(cid)}")
                    d = defs[item["card"]]
                    bpv = item.get("bp", d["bp"])
                    if d["type"] == "character":
                        whole(file, entry, where + ".bp", bpv, 100, fx.MAX_AMOUNT, 100)
                    self._add(state, cid, item["card"], seat, zone_name, bp=bpv,
                              nap=bool(item.get("katnap", False)))
            if len(p["range"]) > fx.RANGE_SIZE:
                raise DataError(file, entry, "range", "only 4 Characters can be on a range")
        for seat in (0, 1):
            for cid in state["players"][seat]["range"]:
                if state["defs"][state["cards"][cid]["k"]]["type"] != "character":
                    raise DataError(file, f"setup.{seat_name(seat)}", "range", f"{cid} is not a Character")
                d = fx.cdef(state, cid)
                if d["aura"]:
                    for other in state["players"][seat]["range"]:
                        if fx.aura_applies(state, cid, other):
                            state["cards"][other]["aura"][cid] = d["aura"]["amount"]
        return state


RULESET = NineDKP()

__all__ = ["RULESET", "NineDKP", "IllegalAction"]
