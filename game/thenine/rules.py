"""The Nine: the ruleset (rounds, phases, timers, combat, bidding, cleanup).
Card effects: effects.py. Rulings: docs/rulings/thenine.md.

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
               ev: Event played this round, wp: Warrior played, rs: Shame removed this phase,
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

import marshal
from functools import lru_cache

from game.core import rng
from game.core.contract import (DataError, GameInfo, GameOver, Logged, Option, PhaseChanged, Ruleset,
                                TimerStarted, TimeUp, forget_legal, seat_index, seat_name)
from game.thenine import effects as fx
from game.thenine.actions import (ACTION_TYPES, AddToBid, AssignDefender, ChooseOrder, ConfirmAttack,
                                  ConfirmDefence, EndPhase, Forfeit, Pass, PassBid, PlayEvent,
                                  PlayWarrior, RemoveFromBid, RemoveShame, SubmitBid, ToggleAttacker,
                                  Unassign)
from game.thenine.cards import (CARDS_FILE, DECKS_FILE, finish, load_cards, load_decks, parse_card,
                                rr_keys, shipped)

START_HEALTH = fx.MAX_HEALTH
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


class _Interned(dict):
    """Action instances made once and reused: legal_actions runs on every step, and
    building fresh frozen dataclasses dominated its cost."""

    def __init__(self, cls):
        super().__init__()
        self.cls = cls

    def __missing__(self, key):
        a = self[key] = self.cls(*key) if isinstance(key, tuple) else self.cls(key)
        return a


_SHAME, _TOGGLE, _UNASSIGN, _ADD, _REMOVE = (_Interned(c) for c in (RemoveShame, ToggleAttacker, Unassign,
                                                                    AddToBid, RemoveFromBid))
_WARRIOR, _EVENT, _ASSIGN = _Interned(PlayWarrior), _Interned(PlayEvent), _Interned(AssignDefender)
FIRST, SECOND, END, PASS, CONFIRM_ATTACK, FORFEIT, CONFIRM_DEFENCE, SUBMIT, PASS_BID, TIME_UP = (
    ChooseOrder(True), ChooseOrder(False), EndPhase(), Pass(), ConfirmAttack(), Forfeit(), ConfirmDefence(),
    SubmitBid(), PassBid(), TimeUp())
#: the one answer each phase always has (besides TimeUp): when it is all, the phase passes
DEFAULTS = {"player": END, "attack": FORFEIT, "defend": CONFIRM_DEFENCE, "cleanup": CONFIRM_DEFENCE,
            "bid": PASS_BID}
#: actions that only grow or shrink a choice: they never leave a seat without options
_BUILDING = (ToggleAttacker, AssignDefender, Unassign, AddToBid, RemoveFromBid)


def _player() -> dict:
    return {"health": START_HEALTH, "deck": [], "hand": [], "play": [], "valhalla": [], "rr": [],
            "bid": [], "ev": False, "wp": False, "rs": False, "peek": None, "timeouts": 0}


def _empty(defs: dict, seed: int, timers: bool = True) -> dict:
    return {"game": "thenine", "defs": defs, "rng": rng.seed_state(seed), "dice": [], "timers": bool(timers),
            "round": 0, "phase": "order", "order": [0, 1], "turn": 0, "rolls": [], "roll_winner": 0,
            "timer_id": 0, "timer_told": 0,
            "rr": {"deck": [], "current": [], "unclaimed": [], "discard": []},
            "mods": [{"strength": 0, "defence": 0, "draw": 0} for _ in range(2)],
            "cards": {}, "players": [_player(), _player()],
            "combat": None, "bidding": None, "cleanup": None, "respond": None, "fights": [], "over": None}


def _bool(v) -> bool:
    if isinstance(v, str):
        return v.strip().lower() not in ("false", "off", "no", "0", "")
    return bool(v)


class TheNine(Ruleset):
    info = GameInfo(
        "thenine", "The Nine", 2, 2, "Norse warriors, Shame and Ragnarok bidding",
        options=(Option("timers", True, (True, False), "countdowns in the Player and Combat phases"),
                 Option("deck1", "raiders", help="deck of p1 (data/thenine/decks.yaml)"),
                 Option("deck2", "shieldwall", help="deck of p2 (data/thenine/decks.yaml)")))
    action_types = ACTION_TYPES

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
        defs, decks = shipped()
        opts = {**self.info.default_options(), **(options or {})}
        state = _empty(defs, seed, _bool(opts["timers"]))
        for seat, name in enumerate((opts["deck1"], opts["deck2"])):
            if name not in decks:
                raise DataError("options", f"deck{seat + 1}", "deck",
                                f"unknown deck {name!r} (known: {', '.join(decks)})")
            keys = list(decks[name]["cards"])
            rng.shuffle(state, keys)        # ids follow the shuffled order: an id says nothing
            for i, key in enumerate(keys):  # about which card it is
                self._add(state, f"{'ab'[seat]}{i + 1:02d}", key, seat, "deck")
        keys = rr_keys(defs)
        rng.shuffle(state, keys)
        for i, key in enumerate(keys):
            self._add(state, f"r{i + 1:02d}", key, -1, "deck")
        self._roll_initiative(state, [])
        return state

    def _add(self, state, cid, key, seat, zone_name, hp=None, shame=0):
        d = state["defs"][key]
        full = d["health"] if d["type"] == "warrior" else (d["warrior"] or {}).get("health", 0)
        state["cards"][cid] = {"k": key, "o": -1 if d["type"] == "rr" else seat,
                               "hp": full if hp is None else hp, "sh": shame, "bs": 0, "bd": 0}
        (state["players"][seat] if seat >= 0 else state["rr"])[zone_name].append(cid)

    # -------------------------------------------------------------- contract
    def _actor(self, state):
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

    def to_act(self, state):
        a = self._actor(state)
        return [] if a is None else [a]

    def timer(self, state):
        if not state["timers"] or state["phase"] not in TIMED:
            return None
        seconds, expiry = TIMED[state["phase"]]
        return {"seat": self._actor(state), "seconds": seconds, "expiry": expiry, "id": state["timer_id"]}

    def legal_actions(self, state, seat):
        ph = state["phase"]
        if ph == "player" or ph == "attack":
            if seat != state["order"][state["turn"]]:
                return []
        elif ph == "over" or seat != self._actor(state):
            return []
        if ph == "order":
            return [FIRST, SECOND]
        if ph == "respond":
            return self._event_moves(state, seat, counter=True) + [PASS]
        p = state["players"][seat]
        cards = state["cards"]
        if ph == "player":
            out = []
            if not p["rs"]:
                out = [_SHAME[w] for w in p["play"] if cards[w]["sh"]]
            if not p["wp"]:
                out += self._warrior_moves(state, seat)
            out += self._event_moves(state, seat)
            out.append(END)
        elif ph == "attack":
            out = [_TOGGLE[w] for w in p["play"] if not cards[w]["sh"]]
            if state["combat"]["sel"]:
                out.append(CONFIRM_ATTACK)
            out.append(FORFEIT)
            out += self._event_moves(state, seat)
        elif ph in ("defend", "cleanup"):
            c = state["combat"]
            assigned = {d for d, _ in c["assign"]}
            sel = c["sel"]
            out = []
            for d in p["play"]:
                if d in assigned:
                    out.append(_UNASSIGN[d])
                else:
                    out += [_ASSIGN[d, a] for a in sel]
            out.append(CONFIRM_DEFENCE)
            out += self._event_moves(state, seat)
        elif ph == "bid":
            out = self._bid_moves(state, seat)
            out.append(PASS_BID)
            out += self._event_moves(state, seat)
        else:
            return []
        if state["timers"] and ph in TIMED:
            out.append(TIME_UP)
        return out

    def _warrior_moves(self, state, seat):
        cards, defs, rnd = state["cards"], state["defs"], state["round"]
        out = []
        for cid in state["players"][seat]["hand"]:
            d = defs[cards[cid]["k"]]
            if d["wturn"] <= rnd:
                tg = fx.targets(state, seat, d["choose"]) if d["choose"] else None
                if tg:
                    out += [_WARRIOR[cid, t] for t in tg]
                else:
                    out.append(_WARRIOR[cid, None])
        return out

    def _event_moves(self, state, seat, counter=False):
        p = state["players"][seat]
        if p["ev"]:
            return []
        cards, defs, rnd = state["cards"], state["defs"], state["round"]
        key = "cturn" if counter else "eturn"
        out = []
        found = None
        for cid in p["hand"]:
            d = defs[cards[cid]["k"]]
            if d[key] <= rnd:
                ch = d["choose"]
                if ch:
                    if found is None:
                        found = {}
                    tg = found.get(ch)
                    if tg is None:
                        tg = found[ch] = fx.targets(state, seat, ch)
                    out += [_EVENT[cid, t] for t in tg]
                else:
                    out.append(_EVENT[cid, None])
        return out

    def _bid_offer(self, state, seat):
        """(value of the bid being built incl. what is already submitted, what it must reach,
        the cards on it not yet submitted, the cards that could still be added)."""
        b = state["bidding"]
        p = state["players"][seat]
        build = b["build"][seat]
        have = b["value"][seat] + sum(fx.bid_value(state, c) for c in build)
        extra = [c for c in p["play"] + p["rr"] if c not in build]
        return have, self._required(state), build, extra

    def _required(self, state):
        b = state["bidding"]
        cost = state["defs"][state["cards"][state["rr"]["current"][0]]["k"]]["glory"]
        standing = b["value"][b["leader"]] if b["leader"] is not None else 0
        return max(cost, standing + 1)

    def _bid_moves(self, state, seat):
        b = state["bidding"]
        p = state["players"][seat]
        build = b["build"][seat]
        need = self._required(state)
        have = b["value"][seat]
        total = 0
        extra = []
        cards = state["cards"]
        for c in p["play"]:
            x = cards[c]
            k = x["sh"]
            v = x["hp"] * (3 - k) // 3 if k < 3 else 0     # effects.bid_value, inlined
            if c in build:
                have += v
            else:
                extra.append(c)
                total += v
        if p["rr"]:
            defs = state["defs"]
            for c in p["rr"]:
                v = defs[cards[c]["k"]]["glory"]
                if c in build:
                    have += v
                else:
                    extra.append(c)
                    total += v
        out = [_ADD[c] for c in extra] if have + total >= need else []
        if build:
            out += [_REMOVE[c] for c in build]
            if have >= need:
                out.append(SUBMIT)
        return out

    # -------------------------------------------------------------- perform
    def perform(self, state, seat, action):
        kind = type(action)
        if kind in _BUILDING:
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
                self._answer(state, seat, action.card, ev)
            else:
                self._play_event(state, seat, action, ev)
        elif kind is Pass:
            self._answer(state, seat, None, ev)
        elif kind is PlayWarrior:
            self._play_warrior(state, seat, action, ev)
        elif kind is RemoveShame:
            state["players"][seat]["rs"] = True
            fx.set_shame(state, action.warrior, state["cards"][action.warrior]["sh"] - 1, ev)
            ev.append(Logged(f"{seat_name(seat)} removes a Shame counter from {fx.name(state, action.warrior)}",
                             "A single Shame counter may be removed"))
        elif kind is EndPhase:
            self._end_player(state, ev, "")
        elif kind is ConfirmAttack:
            self._confirm_attack(state, ev)
        elif kind is Forfeit:
            ev.append(Logged(f"{seat_name(seat)} forfeits the attack", "Player may choose to forfeit attack"))
            self._next_combat(state, ev)
        elif kind is ConfirmDefence:
            self._confirm_defence(state, ev)
        elif kind is SubmitBid:
            self._submit_bid(state, seat, ev)
        elif kind is PassBid:
            self._pass_bid(state, seat, ev, "")
        elif kind is ChooseOrder:
            self._choose_order(state, seat, action.first, ev)
        elif kind is TimeUp:
            self._time_up(state, seat, ev)
        self._settle(state, ev)
        if state["timer_id"] != state["timer_told"] and state["timers"] and state["phase"] in TIMED:
            t = self.timer(state)
            state["timer_told"] = t["id"]
            ev.append(TimerStarted(t["seat"], t["seconds"], t["expiry"]))
        return ev

    def _settle(self, state, ev):
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
            seat = self._actor(state)
            if len(self.legal_actions(state, seat)) > (2 if state["timers"] and ph in TIMED else 1):
                return
            forget_legal()      # the state changes below: the remembered list is stale
            if ph == "player":
                self._end_player(state, ev, ": nothing left to play")
            elif ph == "attack":
                ev.append(Logged(f"{seat_name(seat)} has no Warrior able to attack",
                                 "Shamed Warriors are not eligible for attacking"))
                self._next_combat(state, ev)
            elif ph == "bid":
                self._pass_bid(state, seat, ev, f": cannot reach {self._required(state)} Glory")
            else:
                ev.append(Logged(f"{seat_name(seat)} has no Warrior to defend with", "Defence"))
                self._confirm_defence(state, ev)
        raise RuntimeError("The Nine: phases pass by themselves without end")

    # ------------------------------------------------------------ round flow
    def _roll_initiative(self, state, ev):
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

    def _choose_order(self, state, seat, first, ev):
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
        ev.append(Logged(f"A green token moves to the End of Days pool: round {state['round']}",
                         "One green token is moved to the End of Days pool"))
        for s in state["order"]:
            fx.draw(state, s, max(0, ROUND_DRAW + state["mods"][s]["draw"]), ev)
        state["fights"] = []
        state["turn"] = 0
        self._begin_player(state, ev)

    def _begin_player(self, state, ev):
        seat = state["order"][state["turn"]]
        state["players"][seat]["rs"] = False
        state["phase"] = "player"
        state["timer_id"] += 1
        ev.append(PhaseChanged("player", seat))

    def _end_player(self, state, ev, why):
        seat = state["order"][state["turn"]]
        ev.append(Logged(f"{seat_name(seat)} ends the Player phase{why}", "Player phase"))
        if state["turn"] == 0:
            state["turn"] = 1
            self._begin_player(state, ev)
        else:
            state["turn"] = 0
            self._begin_attack(state, ev)

    def _time_up(self, state, seat, ev):
        state["players"][seat]["timeouts"] += 1
        ph = state["phase"]
        if ph == "player":
            ev.append(Logged(f"{seat_name(seat)}'s time is up", "Timer expires: the Player phase ends"))
            self._end_player(state, ev, "")
        elif ph == "attack":
            ev.append(Logged(f"{seat_name(seat)}'s time is up: the attack is forfeited",
                             "Player attack is forfeit upon expiration of timer"))
            self._next_combat(state, ev)
        else:
            state["combat"]["assign"] = []
            ev.append(Logged(f"{seat_name(seat)}'s time is up: no Warrior blocks",
                             "Player defense is forfeit upon expiration of timer"))
            self._confirm_defence(state, ev)

    def _end_round(self, state, ev):
        for p in state["players"]:
            p["ev"] = p["wp"] = p["rs"] = False
            p["peek"] = None
            for cid in p["play"]:
                c = state["cards"][cid]
                c["bs"] = c["bd"] = 0
        if state["round"] >= ROUNDS:
            self._glory_end(state, ev, "The End of Days: twenty rounds are over")
        else:
            self._roll_initiative(state, ev)

    # ------------------------------------------------------------ cards
    def _play_warrior(self, state, seat, action, ev):
        cid = action.card
        d = fx.cdef(state, cid)
        state["players"][seat]["wp"] = True
        fx.move(state, cid, seat, "hand", "play", ev)
        ev.append(Logged(f"{seat_name(seat)} plays {d['name']} ({d['health']} health, {d['strength']} Strength, "
                         f"{d['defence']} Defence)", "1 Warrior card is played"))
        if d["on_play"]:
            ev.append(Logged(f"{d['name']}: " + fx.describe(d["on_play"], d["choose"]), "Card effect"))
            fx.run(state, seat, d["on_play"], action.target, cid, ev)
            self._after_effects(state, ev)

    def _play_event(self, state, seat, action, ev):
        cid = action.card
        d = fx.cdef(state, cid)
        state["players"][seat]["ev"] = True
        fx.move(state, cid, seat, "hand", "valhalla", ev)
        tgt = f" on {fx.name(state, action.target)}" if action.target else ""
        ev.append(Logged(f"{seat_name(seat)} plays {d['name']}{tgt}: {d['rules']}",
                         "Event cards may be played at any point during the round"))
        opp = 1 - seat
        # the answer window opens whenever the opponent could still play an Event this round,
        # whether or not they hold a counter: a pause must not tell what their hand holds
        if not state["players"][opp]["ev"] and state["players"][opp]["hand"]:
            state["respond"] = {"seat": seat, "card": cid, "target": action.target, "phase": state["phase"]}
            state["phase"] = "respond"
            ev.append(PhaseChanged("respond", opp))
            return
        fx.run(state, seat, d["effects"], action.target, cid, ev)
        self._after_effects(state, ev)

    def _answer(self, state, seat, counter, ev):
        r = state["respond"]
        state["respond"] = None
        state["phase"] = r["phase"]
        ev.append(PhaseChanged(r["phase"], self._actor(state)))
        d = fx.cdef(state, r["card"])
        if counter is None:
            ev.append(Logged(f"{seat_name(seat)} lets {d['name']} resolve", "Counter"))
            fx.run(state, r["seat"], d["effects"], r["target"], r["card"], ev)
        else:
            cd = fx.cdef(state, counter)
            state["players"][seat]["ev"] = True
            fx.move(state, counter, seat, "hand", "valhalla", ev)
            ev.append(Logged(f"{seat_name(seat)} answers with {cd['name']}: {d['name']} is cancelled",
                             "Some Event Cards may be used to counter the effects of an opponent's Event Card"))
            fx.run(state, seat, [e for e in cd["effects"] if e["do"] != "counter"], None, counter, ev)
        self._after_effects(state, ev)

    def _after_effects(self, state, ev):
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
        self._check_over(state, ev)

    # ------------------------------------------------------------ combat
    def _begin_attack(self, state, ev):
        seat = state["order"][state["turn"]]
        state["combat"] = {"att": seat, "def": 1 - seat, "sel": [], "assign": []}
        state["phase"] = "attack"
        state["timer_id"] += 1
        ev.append(PhaseChanged("attack", seat))

    def _confirm_attack(self, state, ev):
        c = state["combat"]
        ev.append(Logged(f"{seat_name(c['att'])} attacks with " + ", ".join(fx.name(state, a) for a in c["sel"]),
                         "Attacks are targeted at opponent's health"))
        state["phase"] = "defend"
        state["timer_id"] += 1
        ev.append(PhaseChanged("defend", c["def"]))

    def _next_combat(self, state, ev):
        state["combat"] = None
        if state["turn"] == 0:
            state["turn"] = 1
            self._begin_attack(state, ev)
        else:
            state["turn"] = 0
            self._begin_bid(state, ev)

    def _confirm_defence(self, state, ev):
        c = state["combat"]
        cards = state["cards"]
        for a in list(c["sel"]):
            if state["over"]:
                break
            if not fx.in_play(state, a) or (c["att"] >= 0 and cards[a]["sh"]):
                continue
            play = state["players"][c["def"]]["play"]
            defenders = [d for d, x in c["assign"] if x == a and d in play]
            self._fight(state, a, c["att"], c["def"], defenders, ev)
            self._check_over(state, ev)
        state["combat"] = None
        if state["over"]:
            return
        if state["cleanup"] is not None:
            self._next_rr_attack(state, ev)
        else:
            self._next_combat(state, ev)

    def _fight(self, state, a, aseat, dseat, defenders, ev):
        """One attacker against its defenders (or the player), rulebook steps 8-12."""
        cards = state["cards"]
        aname = fx.name(state, a)
        roll = fx.roll(state, 10, aseat, f"attack: {aname}", ev)
        st = fx.strength(state, a)
        total = roll + st
        rec = {"attacker": a, "seat": aseat if aseat >= 0 else None, "defending": dseat, "roll": roll,
               "strength": st, "attack": total, "defenders": [], "defence": None, "result": "", "to_player": 0}
        state["fights"].append(rec)
        head = f"{aname}: {roll} + {st} Strength = {total}"
        p = state["players"][dseat]
        if not defenders:
            dmg = (total + 1) // 2
            rec["result"], rec["to_player"] = "unblocked", dmg
            fx.set_health(state, dseat, p["health"] - dmg, ev)
            ev.append(Logged(f"{head}, unblocked: half, rounded up, {dmg} damage to {seat_name(dseat)}",
                             "No Warrior defends: half the attack total, rounded up, hits the player"))
            return
        dtotal = 0
        for d in defenders:
            r = fx.roll(state, 10, dseat, f"defence: {fx.name(state, d)}", ev)
            df = fx.defence(state, d)
            dtotal += r + df
            rec["defenders"].append({"id": d, "roll": r, "defence": df, "total": r + df, "damage": 0,
                                     "slain": False})
        rec["defence"] = dtotal
        parts = " + ".join(f"({x['roll']} + {x['defence']} Defence)" for x in rec["defenders"])
        if total <= dtotal:
            rec["result"] = "blocked"
            if aseat >= 0 or fx.in_play(state, a):
                fx.set_shame(state, a, cards[a]["sh"] + SHAME_ON_BLOCK, ev)
            ev.append(Logged(f"{head} against {parts} = {dtotal}: blocked, {aname} is shamed (2 Shame)",
                             "Attack total equal to or less than the defense total: blocked and shamed"))
            return
        excess = total - dtotal
        rec["result"] = "hit"
        ev.append(Logged(f"{head} against {parts} = {dtotal}: {excess} damage to the defenders",
                         "The defending warrior takes health damage equal to the difference"))
        for x in rec["defenders"]:
            d = x["id"]
            if not fx.in_play(state, d):
                continue
            take = min(excess, cards[d]["hp"])
            excess -= take
            x["damage"] = take
            x["slain"] = take >= cards[d]["hp"]
            fx.damage_warrior(state, d, take, ev, " in combat")
            if excess <= 0:
                break
        if excess > 0:
            dmg = (excess + 1) // 2
            rec["to_player"] = dmg
            fx.set_health(state, dseat, p["health"] - dmg, ev)
            ev.append(Logged(f"Every defender is slain: half the excess {excess}, rounded up, {dmg} damage to "
                             f"{seat_name(dseat)}", "When a warrior is slain half of the excess damage is "
                             "rounded up and applied to the opponent's health"))

    # ------------------------------------------------------------ bidding
    def _begin_bid(self, state, ev):
        cur = state["rr"]["current"]
        if not cur:
            ev.append(Logged("No Ragnarok Rising card to bid on", "Bid phase"))
            self._begin_cleanup(state, ev)
            return
        o = state["order"]
        state["bidding"] = {"step": 0, "steps": [["bid", o[0]], ["bid", o[1]], ["counter", o[0]], ["counter", o[1]]],
                            "build": [[], []], "value": [0, 0], "made": [False, False], "leader": None}
        state["phase"] = "bid"
        d = fx.cdef(state, cur[0])
        ev.append(PhaseChanged("bid", o[0]))
        ev.append(Logged(f"Bid phase: {d['name']}, minimum bid {d['glory']} Glory",
                         "The Glory Cost is the minimum bid requirement"))

    def _submit_bid(self, state, seat, ev):
        b = state["bidding"]
        p = state["players"][seat]
        have = self._bid_offer(state, seat)[0]
        names = []
        for cid in b["build"][seat]:
            names.append(f"{fx.name(state, cid)} ({fx.bid_value(state, cid)})")
            fx.move(state, cid, seat, "play" if cid in p["play"] else "rr", "bid", ev)
        b["build"][seat] = []
        counter = b["made"][seat]
        b["value"][seat] = have
        b["made"][seat] = True
        b["leader"] = seat
        fx.recalc_mods(state)
        ev.append(Logged(f"{seat_name(seat)} {'raises the bid' if counter else 'bids'} to {have} Glory: "
                         + ", ".join(names), "Warrior cards can be sacrificed for Glory points to bid"))
        self._next_bid_step(state, ev)

    def _pass_bid(self, state, seat, ev, why):
        b = state["bidding"]
        b["build"][seat] = []
        kind = b["steps"][b["step"]][0]
        ev.append(Logged(f"{seat_name(seat)} does not {'counter-bid' if kind == 'counter' else 'bid'}{why}",
                         "Player may choose not to bid"))
        self._next_bid_step(state, ev)

    def _next_bid_step(self, state, ev):
        b = state["bidding"]
        while True:
            b["step"] += 1
            if b["step"] >= len(b["steps"]):
                self._resolve_bid(state, ev)
                return
            kind, seat = b["steps"][b["step"]]
            if kind == "bid" or (b["leader"] is not None and b["leader"] != seat):
                return

    def _resolve_bid(self, state, ev):
        b = state["bidding"]
        state["bidding"] = None
        rid = state["rr"]["current"][0]
        d = fx.cdef(state, rid)
        for s, p in enumerate(state["players"]):
            for cid in list(p["bid"]):
                c = state["cards"][cid]
                if c["o"] < 0:
                    fx.move(state, cid, s, "bid", "discard", ev, dst_seat=-1)
                else:
                    fx.move(state, cid, s, "bid", "valhalla", ev)
                    c["hp"], c["sh"], c["bs"], c["bd"] = fx.max_hp(state, cid), 0, 0, 0
        leader = b["leader"]
        if leader is None:
            fx.move(state, rid, -1, "current", "unclaimed", ev)
            ev.append(Logged(f"Nobody claims {d['name']}: it affects both players for the rest of the game",
                             "If a RR card is left unclaimed the effects of the card will effect both players"))
        else:
            fx.move(state, rid, -1, "current", "rr", ev, dst_seat=leader)
            ev.append(Logged(f"{seat_name(leader)} claims {d['name']} with {b['value'][leader]} Glory; every "
                             "sacrificed card is lost", "Player with the winning bid gains RR card"))
        fx.recalc_mods(state)
        if leader is not None and d["on_claim"]:
            fx.run(state, leader, d["on_claim"], None, rid, ev)
            self._after_effects(state, ev)
        if not state["over"]:
            self._begin_cleanup(state, ev)

    # ------------------------------------------------------------ cleanup
    def _begin_cleanup(self, state, ev):
        state["phase"] = "cleanup"
        state["cleanup"] = {"queue": [], "attackers": []}
        ev.append(PhaseChanged("cleanup", None))
        ev.append(Logged("Cleanup: sacrificed and defeated Warriors are in Valhalla",
                         "Sacrificed and defeated warriors are sent to Valhalla"))
        cards, defs, rr = state["cards"], state["defs"], state["rr"]
        for rid in list(rr["unclaimed"]):
            d = defs[cards[rid]["k"]]
            if d["unclaimed_each_cleanup"] and rid in rr["unclaimed"]:
                ev.append(Logged(f"{d['name']} (unclaimed): " + fx.describe(d["unclaimed_each_cleanup"], None),
                                 "RR cards that have repeating effects are triggered in this phase"))
                for s in state["order"]:
                    fx.run(state, s, d["unclaimed_each_cleanup"], None, rid, ev)
        for s in state["order"]:
            for rid in list(state["players"][s]["rr"]):
                d = defs[cards[rid]["k"]]
                if d["claimed_each_cleanup"]:
                    ev.append(Logged(f"{d['name']} ({seat_name(s)}): " + fx.describe(d["claimed_each_cleanup"], None),
                                     "RR cards that have repeating effects are triggered in this phase"))
                    fx.run(state, s, d["claimed_each_cleanup"], None, rid, ev)
        attackers = []
        for rid in rr["unclaimed"]:
            if defs[cards[rid]["k"]]["warrior"]:
                if cards[rid]["sh"]:
                    fx.set_shame(state, rid, cards[rid]["sh"] - 1, ev)
                    ev.append(Logged(f"{fx.name(state, rid)} sheds a Shame counter", "Shame on an RR Warrior"))
                if not cards[rid]["sh"]:
                    attackers.append(rid)
        state["cleanup"] = {"queue": list(state["order"]), "attackers": attackers}
        self._next_rr_attack(state, ev)

    def _next_rr_attack(self, state, ev):
        cl = state["cleanup"]
        while cl["queue"]:
            s = cl["queue"].pop(0)
            if state["players"][s]["health"] <= 0:
                continue
            atts = [r for r in cl["attackers"] if r in state["rr"]["unclaimed"]]
            if not atts:
                continue
            state["combat"] = {"att": -1, "def": s, "sel": atts, "assign": []}
            state["phase"] = "cleanup"
            state["timer_id"] += 1
            ev.append(Logged(", ".join(fx.name(state, r) for r in atts) + f" attack{'s' if len(atts) == 1 else ''} "
                             f"{seat_name(s)}", "RR cards that were left unclaimed, and are also warrior cards "
                             "attack both players"))
            ev.append(PhaseChanged("cleanup", s))
            return
        state["cleanup"] = None
        state["combat"] = None
        self._check_over(state, ev)
        if not state["over"]:
            self._end_round(state, ev)

    # ------------------------------------------------------------ the end
    def _check_over(self, state, ev):
        """A player at 0 Health loses; both at once: Glory decides. During Cleanup the
        check waits for the end of the phase (both players may fall to the RR Warriors)."""
        if state["over"] or state["cleanup"] is not None:
            return
        dead = [s for s, p in enumerate(state["players"]) if p["health"] <= 0]
        if len(dead) == 1:
            loser = dead[0]
            self._finish(state, ev, [1 - loser], f"{seat_name(loser)} has no Health left; "
                         f"{seat_name(1 - loser)} wins", "A player is defeated when their health drains to zero")
        elif len(dead) == 2:
            self._glory_end(state, ev, "Both players fell at once")

    def glory(self, state, seat) -> int:
        defs, cards = state["defs"], state["cards"]
        return sum(defs[cards[r]["k"]]["glory"] for r in state["players"][seat]["rr"])

    def _glory_end(self, state, ev, why):
        g = [self.glory(state, 0), self.glory(state, 1)]
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
        self._finish(state, ev, winners, text, "The player with the highest Glory Total is victorious")

    def _finish(self, state, ev, winners, reason, rule):
        state["over"] = {"winners": winners, "reason": reason}
        state["phase"] = "over"
        state["combat"] = state["bidding"] = state["respond"] = None
        ev.append(Logged(reason, rule))
        ev.append(PhaseChanged("over", None))
        ev.append(GameOver(winners, reason))

    def outcome(self, state):
        return dict(state["over"]) if state["over"] else None

    # ------------------------------------------------------------ explain
    def explain(self, state, seat, action):
        if state["over"]:
            return "The game is over."
        ph = state["phase"]
        actor = self._actor(state)
        kind = type(action)
        if seat != actor:
            what = {"order": "choosing the player order", "player": "in their Player phase",
                    "attack": "choosing attackers", "defend": "choosing defenders", "cleanup": "choosing defenders",
                    "bid": "bidding", "respond": "deciding whether to counter an Event"}.get(ph, "acting")
            return f"It is not {seat_name(seat)}'s move: {seat_name(actor)} is {what}."
        p = state["players"][seat]
        cards = state["cards"]
        if kind is TimeUp:
            return ("Timers are switched off." if not state["timers"] else "No countdown is running now.")
        if ph == "order":
            return "First choose whether to go first or second this round."
        if ph == "respond" and kind not in (PlayEvent, Pass):
            return "Your opponent played an Event: answer with a counter Event or let it resolve."
        card = None
        for f in ("card", "warrior", "defender"):
            card = card or getattr(action, f, None)
        if card is not None and card not in cards:
            return f"There is no card {card!r}."
        name = fx.name(state, card) if card else ""
        if kind is PlayEvent:
            d = fx.cdef(state, card)
            if card not in p["hand"]:
                return f"{name} is not in your hand."
            if d["type"] != "event":
                return f"{name} is not an Event."
            if d["turn"] > state["round"]:
                return f"{name} needs turn {d['turn']}; this is round {state['round']}."
            if p["ev"]:
                return "You have already played an Event this round (one per round)."
            if ph == "respond" and not d["counter"]:
                return f"Only a counter Event can answer an Event; {name} is not one."
            if ph != "respond" and d["counter"]:
                return f"{name} can only be played in answer to the opponent's Event."
            tg = fx.targets(state, seat, d["choose"])
            if d["choose"] and not tg:
                return f"{name} needs {fx.SELECTORS[d['choose']]} and there is none."
            if action.target not in (tg or [None]):
                return (f"{name} must target {fx.SELECTORS[d['choose']]}." if d["choose"] else
                        f"{name} takes no target.")
        if kind in (PlayWarrior, RemoveShame, EndPhase) and ph != "player":
            return "That is done in your Player phase."
        if kind is PlayWarrior:
            d = fx.cdef(state, card)
            if card not in p["hand"]:
                return f"{name} is not in your hand."
            if d["type"] != "warrior":
                return f"{name} is not a Warrior."
            if p["wp"]:
                return "You may play only one Warrior per round."
            if d["turn"] > state["round"]:
                return f"{name} needs turn {d['turn']}; this is round {state['round']}."
            tg = fx.targets(state, seat, d["choose"])
            if action.target not in (tg or [None]):
                return (f"{name} must target {fx.SELECTORS[d['choose']]}." if tg else f"{name} takes no target.")
        if kind is RemoveShame:
            if card not in p["play"]:
                return f"{name} is not one of your Warriors in play."
            if p["rs"]:
                return "Only a single Shame counter may be removed in a Player phase."
            if not cards[card]["sh"]:
                return f"{name} has no Shame counter."
        if kind in (ToggleAttacker, ConfirmAttack, Forfeit) and ph != "attack":
            return "That is done when you choose attackers in your Combat phase."
        if kind is ToggleAttacker:
            if card not in p["play"]:
                return f"{name} is not one of your Warriors in play."
            if cards[card]["sh"]:
                return f"{name} is shamed: shamed Warriors cannot attack."
        if kind is ConfirmAttack and not state["combat"]["sel"]:
            return "Choose at least one attacker first (or forfeit the attack)."
        if kind in (AssignDefender, Unassign, ConfirmDefence) and ph not in ("defend", "cleanup"):
            return "That is done when you choose defenders."
        if kind is AssignDefender:
            c = state["combat"]
            if card not in p["play"]:
                return f"{name} is not one of your Warriors in play."
            if any(d == card for d, _ in c["assign"]):
                return f"{name} already defends: a defending Warrior may not defend against several attackers."
            if action.attacker not in c["sel"]:
                who = fx.name(state, action.attacker) if action.attacker in cards else repr(action.attacker)
                return f"{who} is not attacking."
        if kind is Unassign and not any(d == card for d, _ in state["combat"]["assign"]):
            return f"{name} is not defending."
        if kind in (AddToBid, RemoveFromBid, SubmitBid, PassBid) and ph != "bid":
            return "That is done in the Bid phase."
        if kind in (AddToBid, SubmitBid):
            have, need, build, extra = self._bid_offer(state, seat)
            if kind is AddToBid:
                if card in build or card in p["bid"]:
                    return f"{name} is already on your bid."
                if card not in p["play"] and card not in p["rr"]:
                    return f"Only your Warriors in play and your claimed RR cards can be sacrificed; {name} is not."
                return (f"Even sacrificing everything you could not reach {need} Glory "
                        f"(the minimum bid, and more than the standing bid).")
            if not build:
                return "Add cards to your bid first."
            return (f"Your bid is worth {have} Glory; it must reach {need} (at least the Glory cost, "
                    f"and more than the standing bid).")
        if kind is RemoveFromBid:
            if card in p["bid"]:
                return f"{name} is already submitted: a submitted bid cannot be taken back."
            return f"{name} is not on the bid you are building."
        if kind is Pass and ph != "respond":
            return "There is no Event to answer."
        return super().explain(state, seat, action)

    # --------------------------------------------------------------- views
    def card_view(self, state, cid) -> dict:
        c = state["cards"][cid]
        d = state["defs"][c["k"]]
        v = {"id": cid, "key": d["key"], "name": d["name"], "type": d["type"], "copies": d["copies"],
             "text": d["rules"], "flavor": d["text"]}
        t = d["type"]
        if t == "event":
            v["turn"] = d["turn"]
            v["counter"] = d["counter"]
            return v
        if t == "warrior":
            v.update(turn=d["turn"], health=c["hp"], max_health=d["health"], strength=fx.strength(state, cid),
                     defence=fx.defence(state, cid), base_strength=d["strength"], base_defence=d["defence"],
                     shame=c["sh"], value=fx.bid_value(state, cid))
            return v
        v["glory"] = d["glory"]
        w = d["warrior"]
        v["warrior"] = bool(w)
        if w:
            v.update(health=c["hp"], max_health=w["health"], strength=w["strength"], defence=w["defence"],
                     shame=c["sh"])
        return v

    def view(self, state, seat):
        cv = self.card_view
        rr = state["rr"]
        ph = state["phase"]
        actor = self._actor(state)
        active = actor
        if ph in ("defend", "cleanup"):
            active = state["combat"]["att"] if state["combat"]["att"] >= 0 else None
        elif ph == "respond":
            active = state["respond"]["seat"]
        out = {"game": "thenine", "round": state["round"], "rounds": ROUNDS, "phase": ph,
               "order": list(state["order"]), "active": active, "to_act": self.to_act(state),
               "rolls": [list(r) for r in state["rolls"]], "roll_winner": state["roll_winner"],
               "timer": self.timer(state), "timers": state["timers"],
               "rr": {"current": cv(state, rr["current"][0]) if rr["current"] else None, "deck": len(rr["deck"]),
                      "unclaimed": [cv(state, r) for r in rr["unclaimed"]],
                      "discard": [cv(state, r) for r in rr["discard"]]},
               "combat": None, "bid": None, "respond": None,
               "fights": [dict(f, defenders=[dict(x) for x in f["defenders"]]) for f in state["fights"]],
               "outcome": self.outcome(state)}
        c = state["combat"]
        if c:
            out["combat"] = {"attacker": c["att"] if c["att"] >= 0 else None, "defender": c["def"],
                             "rr": c["att"] < 0, "confirmed": ph != "attack" and not (
                                 ph == "respond" and state["respond"]["phase"] == "attack"),
                             "attackers": list(c["sel"]), "assign": [list(x) for x in c["assign"]]}
        b = state["bidding"]
        if b:
            rid = rr["current"][0]
            bv = {"rr": rid, "minimum": fx.cdef(state, rid)["glory"], "required": self._required(state),
                  "leader": b["leader"], "standing": b["value"][b["leader"]] if b["leader"] is not None else 0,
                  "stage": b["steps"][b["step"]][0], "bidder": b["steps"][b["step"]][1]}
            for s in (0, 1):
                bv[seat_name(s)] = {"submitted": b["made"][s], "value": b["value"][s],
                                    "cards": [cv(state, x) for x in state["players"][s]["bid"]]}
            if seat is not None:
                build = b["build"][seat]
                bv["building"] = {"cards": list(build),
                                  "value": b["value"][seat] + sum(fx.bid_value(state, x) for x in build)}
            out["bid"] = bv
        r = state["respond"]
        if r:
            out["respond"] = {"seat": r["seat"], "card": cv(state, r["card"]), "target": r["target"],
                              "during": r["phase"]}
        zones = out["zones"] = {
            "rr.deck": {"count": len(rr["deck"])},
            "rr.current": [out["rr"]["current"]] if out["rr"]["current"] else [],
            "rr.unclaimed": out["rr"]["unclaimed"], "rr.discard": out["rr"]["discard"]}
        for s, p in enumerate(state["players"]):
            name = seat_name(s)
            hand = [cv(state, x) for x in p["hand"]] if seat == s else None
            zones[f"{name}.deck"] = {"count": len(p["deck"])}
            zones[f"{name}.hand"] = hand if hand is not None else {"count": len(p["hand"])}
            for z in ("play", "valhalla", "rr", "bid"):
                zones[f"{name}.{z}"] = [cv(state, x) for x in p[z]]
            out[name] = {
                "health": p["health"], "max_health": START_HEALTH, "glory": self.glory(state, s),
                "deck": len(p["deck"]),
                "hand": hand,
                "hand_count": len(p["hand"]),
                "play": zones[f"{name}.play"],
                "valhalla": zones[f"{name}.valhalla"],
                "rr_claimed": zones[f"{name}.rr"],
                "event_played": p["ev"], "warrior_played": p["wp"], "shame_removed": p["rs"],
                "timeouts": p["timeouts"],
                "peek": [cv(state, x) for x in p["peek"] if x in state["players"][1 - s]["hand"]]
                if seat == s and p["peek"] is not None else None,
                "modifiers": dict(state["mods"][s])}
        return out

    # ------------------------------------------------------------- conformance
    conformance = ((2, {}), (2, {"timers": False}))
    conformance_games = 24

    def invariants(self, state):
        """Each player's 40 cards and the 20 RR cards each in one place; Health 0..40; a
        Warrior in play has 1..its maximum health; Shame never negative; round 0..20."""
        cards, defs, bad, seen = state["cards"], state["defs"], [], set()
        for seat, p in enumerate(state["players"]):
            own = [c for z in ("deck", "hand", "play", "valhalla", "bid") for c in p[z] if cards[c]["o"] >= 0]
            if len(own) != 40 or len(set(own)) != 40 or seen & set(own):
                bad.append(f"{seat_name(seat)}'s 40 cards are not each in one place")
            seen |= set(own)
            if any(cards[c]["o"] != seat for c in own):
                bad.append(f"{seat_name(seat)} holds a card it does not own")
            if not 0 <= p["health"] <= START_HEALTH:
                bad.append(f"{seat_name(seat)} has {p['health']} Health")
            for cid in p["play"]:
                if defs[cards[cid]["k"]]["type"] != "warrior" or not 1 <= cards[cid]["hp"] <= defs[cards[cid]["k"]]["health"]:
                    bad.append(f"{cid} in play is not a living Warrior")
        rr = state["rr"]
        rrs = list(rr["deck"]) + list(rr["current"]) + list(rr["unclaimed"]) + list(rr["discard"])
        for p in state["players"]:
            rrs += p["rr"] + [c for c in p["bid"] if cards[c]["o"] < 0]
        if len(rrs) != 20 or len(set(rrs)) != 20 or len(rr["current"]) > 1:
            bad.append("the 20 RR cards are not each in one place")
        if min(c["sh"] for c in cards.values()) < 0:
            bad.append("a Shame counter below 0")
        if not 0 <= state["round"] <= ROUNDS:
            bad.append(f"round {state['round']}")
        return bad

    # ----------------------------------------------------------------- bots
    def evaluate(self, state, seat):
        """A heuristic for GreedyBot: Health, Glory (worth more as the End of Days nears),
        Warriors in play, cards in hand, the attacks still to come this round, a pending
        bid, and the harm an unplayed opponent Event may still do. Choices built one action
        at a time are valued so that each useful step scores a little higher and finishing
        scores at least as high (no toggling back and forth). Expired countdowns count
        heavily against a seat, so the bot never prefers TimeUp."""
        over = state["over"]
        if over:
            w = over["winners"]
            late = TIMEOUT_PENALTY * (state["players"][seat]["timeouts"] - state["players"][1 - seat]["timeouts"])
            return (1e6 if seat in w else (-1e6 if w else 0.0)) - late
        built = _building(self, state, seat)
        if built is not None:
            return built
        return self._heuristic(state, seat)

    def _heuristic(self, state, seat):
        players = state["players"]
        me, op = players[seat], players[1 - seat]
        wg = _glory_weight(state)
        score = float(me["health"] - op["health"])
        score += wg * (self.glory(state, seat) - self.glory(state, 1 - seat))
        score += sum(_worth(state, c) for c in me["play"]) - sum(_worth(state, c) for c in op["play"])
        score += HAND_WORTH * (len(me["hand"]) - len(op["hand"]))
        score -= TIMEOUT_PENALTY * (me["timeouts"] - op["timeouts"])
        score += _round_term(self, state, seat)
        score -= _event_threat(self, state, 1 - seat)
        return score

    def determinize(self, state, seat, seed):
        """Re-deal what ``seat`` cannot see: the opponent's hand and deck as one pool
        (cards it has looked at stay known), the order of its own deck and of the RR
        deck; the opponent's unsubmitted bid; and the dice to come."""
        s = self.clone(state)
        r = rng.Rng(seed)
        cards, defs = s["cards"], s["defs"]

        def redeal(ids):
            keys = [cards[c]["k"] for c in ids]
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
        s["root"] = [seat] + _decision(self, s)   # the decision the bot is making (see _building)
        return s

    # ------------------------------------------------------------- scenarios
    def scenario_state(self, spec: dict, file: str) -> dict:
        """Build a state from a scenario's ``options``, ``cards:`` and ``setup:``
        (docs/scenarios.md); DataError naming ``file``, the entry and the field."""
        defs = dict(shipped()[0])
        inline = spec.get("cards") or {}
        if not isinstance(inline, dict):
            raise DataError(file, "cards", "(cards)", "must be a mapping of card keys to definitions")
        for key, raw in inline.items():
            card = parse_card(file, str(key), raw)
            if card["type"] == "rr" and "copies" not in raw:
                card["copies"] = 1
            defs[str(key)] = finish(card)
        opts = spec.get("options") or {}
        if not isinstance(opts, dict):
            raise DataError(file, "(top level)", "options", "must be a mapping")
        for k in opts:
            if k not in ("timers", "deck1", "deck2"):
                raise DataError(file, "options", str(k), "unknown option (known: timers, deck1, deck2)")
        setup = spec.get("setup") or {}
        if not isinstance(setup, dict):
            raise DataError(file, "setup", "(setup)", "must be a mapping")
        known = {"round", "phase", "order", "active", "dice", "rr", "p1", "p2"}
        for k in setup:
            if k not in known:
                raise DataError(file, "setup", str(k), f"unknown key (known: {', '.join(sorted(known))})")
        state = _empty(defs, int(spec.get("seed", 0)), _bool(opts.get("timers", True)))
        rnd = setup.get("round", 1)
        if isinstance(rnd, bool) or not isinstance(rnd, int) or not 1 <= rnd <= ROUNDS:
            raise DataError(file, "setup", "round", f"must be a whole number 1..{ROUNDS}")
        state["round"] = rnd
        try:
            order = [seat_index(x) for x in setup.get("order", ["p1", "p2"])]
            active = seat_index(setup.get("active", seat_name(order[0])))
        except (ValueError, TypeError) as e:
            raise DataError(file, "setup", "order", f"a list of two seats like [p2, p1]: {e}") from None
        if sorted(order) != [0, 1] or active not in (0, 1):
            raise DataError(file, "setup", "order", "a list of the two seats, like [p2, p1]")
        state["order"] = order
        dice = setup.get("dice", [])
        if not isinstance(dice, list) or any(isinstance(x, bool) or not isinstance(x, int) or not 1 <= x <= 20
                                             for x in dice):
            raise DataError(file, "setup", "dice", "a list of die results (1..20), used before the seed")
        state["dice"] = list(dice)
        counters = {0: 0, 1: 0, -1: 0}

        def place(seat, zone_name, items, entry, kinds):
            if not isinstance(items, list):
                raise DataError(file, entry, zone_name, "must be a list of cards")
            for i, item in enumerate(items):
                where = f"{zone_name}[{i}]"
                if isinstance(item, str):
                    item = {"card": item}
                if not isinstance(item, dict) or item.get("card") not in defs:
                    raise DataError(file, entry, where, f"unknown card {item!r}")
                for k in item:
                    if k not in ("card", "id", "health", "shame"):
                        raise DataError(file, entry, f"{where}.{k}", "unknown field (known: card, id, health, shame)")
                d = defs[item["card"]]
                if d["type"] not in kinds:
                    raise DataError(file, entry, where, f"{item['card']} is a {d['type']} card; "
                                    f"{zone_name} holds {' or '.join(kinds)} cards")
                counters[seat] += 1
                cid = str(item.get("id", f"{'abr'[seat]}{counters[seat]:02d}"))
                if cid in state["cards"]:
                    raise DataError(file, entry, where + ".id", f"duplicate card id {cid!r}")
                top = d["health"] if d["type"] == "warrior" else (d["warrior"] or {}).get("health", 0)
                hp = item.get("health", top)
                if isinstance(hp, bool) or not isinstance(hp, int) or not (1 if top else 0) <= hp <= top:
                    raise DataError(file, entry, where + ".health", f"must be a whole number 1..{top}")
                sh = item.get("shame", 0)
                if isinstance(sh, bool) or not isinstance(sh, int) or not 0 <= sh <= 9:
                    raise DataError(file, entry, where + ".shame", "must be a whole number 0..9")
                self._add(state, cid, item["card"], seat, zone_name, hp=hp, shame=sh)

        for seat in (0, 1):
            entry = f"setup.{seat_name(seat)}"
            ps = setup.get(seat_name(seat)) or {}
            if not isinstance(ps, dict):
                raise DataError(file, entry, "(player)", "must be a mapping")
            pknown = {"health", "hand", "deck", "play", "valhalla", "rr", "event_played", "warrior_played",
                      "shame_removed"}
            for k in ps:
                if k not in pknown:
                    raise DataError(file, entry, str(k), f"unknown key (known: {', '.join(sorted(pknown))})")
            p = state["players"][seat]
            h = ps.get("health", START_HEALTH)
            if isinstance(h, bool) or not isinstance(h, int) or not 1 <= h <= START_HEALTH:
                raise DataError(file, entry, "health", f"must be a whole number 1..{START_HEALTH}")
            p["health"] = h
            p["ev"] = _bool(ps.get("event_played", False))
            p["wp"] = _bool(ps.get("warrior_played", False))
            p["rs"] = _bool(ps.get("shame_removed", False))
            for zone_name in ("hand", "play", "valhalla", "deck"):
                place(seat, zone_name, ps.get(zone_name) or [], entry,
                      ("warrior",) if zone_name == "play" else ("warrior", "event"))
            place(seat, "rr", ps.get("rr") or [], entry, ("rr",))
        rrs = setup.get("rr") or {}
        if not isinstance(rrs, dict):
            raise DataError(file, "setup.rr", "(rr)", "must be a mapping with current, deck, unclaimed, discard")
        for k in rrs:
            if k not in ("current", "deck", "unclaimed", "discard"):
                raise DataError(file, "setup.rr", str(k), "unknown key (known: current, deck, discard, unclaimed)")
        cur = rrs.get("current")
        place(-1, "current", [cur] if cur is not None else [], "setup.rr", ("rr",))
        for zone_name in ("deck", "unclaimed", "discard"):
            place(-1, zone_name, rrs.get(zone_name) or [], "setup.rr", ("rr",))
        fx.recalc_mods(state)
        phase = setup.get("phase", "player")
        ev: list = []
        state["turn"] = order.index(active)
        if phase == "player":
            self._begin_player(state, ev)
            state["players"][active]["rs"] = _bool((setup.get(seat_name(active)) or {}).get("shame_removed", False))
        elif phase == "attack":
            self._begin_attack(state, ev)
        elif phase == "bid":
            if not state["rr"]["current"]:
                raise DataError(file, "setup", "phase", "a bid needs a current RR card (setup.rr.current)")
            state["turn"] = 0
            self._begin_bid(state, ev)
        elif phase == "cleanup":
            state["turn"] = 0
            self._begin_cleanup(state, ev)
        else:
            raise DataError(file, "setup", "phase", f"must be player, attack, bid or cleanup, not {phase!r}")
        self._settle(state, ev)
        t = self.timer(state)
        state["timer_told"] = t["id"] if t else 0
        forget_legal()
        return state


# --------------------------------------------------------------------------
# the bot heuristic's arithmetic (see TheNine.evaluate)
# --------------------------------------------------------------------------

HAND_WORTH = 1.0
TIMEOUT_PENALTY = 100.0
HP_WORTH = 0.45
STR_WORTH = 1.2
DEF_WORTH = 0.8


def _glory_weight(state) -> float:
    """Glory decides the game only after round 20, so it weighs more as the rounds pass."""
    r = state["round"] / ROUNDS
    return 0.5 + 2.5 * r * r


def _worth(state, cid) -> float:
    c = state["cards"][cid]
    st = fx.strength(state, cid)
    w = HP_WORTH * c["hp"] + STR_WORTH * st + DEF_WORTH * fx.defence(state, cid) + 1.0
    if c["sh"]:
        w -= _shame_cost(st) * min(c["sh"], 2) / 2
    return w


def _shame_cost(st) -> float:
    return 0.6 * (STR_WORTH * st + 1.0)


_SUMS: list = [[1.0]]


def _sum_dist(k):
    """P(sum of k d10s == t), as a list indexed by t."""
    while len(_SUMS) <= k:
        prev = _SUMS[-1]
        nxt = [0.0] * (len(prev) + 10)
        for t, p in enumerate(prev):
            if p:
                for r in range(1, 11):
                    nxt[t + r] += p / 10
        _SUMS.append(nxt)
    return _SUMS[k]


@lru_cache(maxsize=1 << 16)
def fight_odds(st: int, defenders: tuple) -> tuple:
    """The exact odds of one attack with Strength ``st`` against ``defenders``
    ((health, Defence) in the order assigned): (chance it is blocked, expected damage
    to the player, ((expected damage, chance slain) per defender))."""
    if not defenders:
        return 0.0, sum((a + st + 1) // 2 for a in range(1, 11)) / 10, ()
    dist = _sum_dist(len(defenders))
    base = sum(d for _, d in defenders)
    blocked = to_player = 0.0
    dmg = [0.0] * len(defenders)
    slain = [0.0] * len(defenders)
    for a in range(1, 11):
        at = a + st - base
        for t, pt in enumerate(dist):
            if not pt:
                continue
            p = pt / 10
            x = at - t
            if x <= 0:
                blocked += p
                continue
            for i, (hp, _) in enumerate(defenders):
                take = x if x < hp else hp
                dmg[i] += p * take
                x -= take
                if x <= 0:
                    if take >= hp:
                        slain[i] += p
                    break
                slain[i] += p
            if x > 0:
                to_player += p * ((x + 1) // 2)
    return blocked, to_player, tuple(zip(dmg, slain))


def _bonus(state, cid) -> float:
    """What a defender is worth besides its health (lost when it is slain)."""
    return _worth(state, cid) - HP_WORTH * state["cards"][cid]["hp"]


def _fv(st: int, defs: tuple, shame: bool = True) -> float:
    """Expected gain of an attack with Strength ``st`` against ``defs`` ((health,
    Defence, bonus) in order) for the attacking side."""
    blocked, to_player, per = fight_odds(st, tuple((hp, df) for hp, df, _ in defs))
    v = to_player
    for (hp, _, bonus), (dmg, slain) in zip(defs, per):
        v += HP_WORTH * dmg + slain * bonus
    if shame:
        v -= blocked * _shame_cost(st)
    return v


@lru_cache(maxsize=1 << 15)
def attack_plan(atts: tuple, defs: tuple, neutral: bool = False) -> tuple:
    """A defender's likely answer to an attack by Warriors of Strength ``atts`` on
    defenders ``defs`` ((health, Defence, bonus)): greedily put the defender that helps
    most where it helps most, until no block helps. Returns (the attacking side's
    expected gain from the attackers worth sending, which attackers those are).
    ``neutral``: unclaimed RR Warriors, which all attack and whose Shame costs nobody."""
    blocks = [[] for _ in atts]
    vals = [_fv(st, (), not neutral) for st in atts]
    free = list(range(len(defs)))
    while free:
        best = None
        for j in free:
            for i, st in enumerate(atts):
                nv = _fv(st, tuple(defs[k] for k in blocks[i] + [j]), not neutral)
                gain = vals[i] - nv
                if gain > 1e-9 and (best is None or gain > best[0]):
                    best = (gain, i, j, nv)
        if best is None:
            break
        _, i, j, nv = best
        blocks[i].append(j)
        vals[i] = nv
        free.remove(j)
    send = tuple(range(len(atts))) if neutral else tuple(i for i, v in enumerate(vals) if v > 0)
    return sum(vals[i] for i in send), send, tuple(tuple(b) for b in blocks)


def _plan(state, seat):
    """(value, ids of the attackers worth sending) for ``seat`` attacking now."""
    cards = state["cards"]
    atts = [a for a in state["players"][seat]["play"] if not cards[a]["sh"]]
    if not atts:
        return 0.0, ()
    defs = tuple((cards[d]["hp"], fx.defence(state, d), round(_bonus(state, d), 3))
                 for d in state["players"][1 - seat]["play"])
    value, send, _ = attack_plan(tuple(fx.strength(state, a) for a in atts), defs)
    return value, tuple(atts[i] for i in send)


STEP = 0.05


def _round_term(rules, state, seat) -> float:
    """What the rest of the round is expected to bring, from ``seat``'s side: each
    attack, bid and RR Warrior attack still to come is worth its planned value; the
    choice being built now scores its plan minus STEP per card away from the plan (so
    every useful step scores a little higher, and finishing is never worth less than
    fiddling); a declared attack is worth the expected result of the defence so far."""
    ph = state["respond"]["phase"] if state["phase"] == "respond" else state["phase"]
    c = state["combat"]
    total = 0.0
    # the players' attacks
    if ph in ("order", "player"):
        pending = (0, 1)
    elif ph in ("attack", "defend") and c:
        pending = (c["att"], 1 - c["att"]) if state["turn"] == 0 else (c["att"],)
    else:
        pending = ()
    for s in pending:
        if c and s == c["att"] and ph == "defend":
            v = sum(_fv(fx.strength(state, a), _defs(state, [d for d, x in c["assign"] if x == a]))
                    for a in c["sel"])
        else:
            v, send = _plan(state, s)
            if c and s == c["att"]:
                sel = c["sel"]
                v -= STEP * (len(send) + len(sel) - 2 * sum(1 for a in sel if a in send))
        total += v if s == seat else -v
    # the bid for the current RR card
    cur = state["rr"]["current"]
    unclaimed_likely = False
    if cur and ph not in ("cleanup", "order"):
        bid, unclaimed_likely = _bid_term(rules, state, seat)
        total += bid
    # the unclaimed RR Warriors at Cleanup
    cards, defs = state["cards"], state["defs"]
    if ph == "cleanup":
        cl = state["cleanup"]
        victims = list(cl["queue"]) if cl else []
        atts = [r for r in cl["attackers"] if r in state["rr"]["unclaimed"]] if cl else []
        if c and c["sel"]:
            val = sum(_fv(fx.strength(state, a), _defs(state, [d for d, x in c["assign"] if x == a]), False)
                      for a in c["sel"])
            total += -val if c["def"] == seat else val
    elif ph != "order":
        victims = (0, 1)
        atts = [r for r in state["rr"]["unclaimed"] if defs[cards[r]["k"]]["warrior"] and cards[r]["sh"] <= 1]
        if unclaimed_likely and defs[cards[cur[0]]["k"]]["warrior"]:
            atts.append(cur[0])
    else:
        atts = ()
    if atts:
        sts = tuple(fx.strength(state, a) for a in atts)
        for s in victims:
            val = attack_plan(sts, _defs(state, state["players"][s]["play"]), True)[0]
            total += -val if s == seat else val
    return total


_CALIBRATED: dict = {}


def _building(rules, state, seat):
    """The value of a choice ``seat`` is building right now (attackers, defenders, a
    bid) in the decision the bot is making (marked by ``determinize``), or None. Once per decision (cached on the state without the choice), the bot's
    own yardstick is applied to the two ways of finishing: with the planned choice and
    with nothing (forfeit, no blocks, pass), each after the opponent's worst reply. The
    choice in progress is worth the better finish minus STEP per card away from it, so
    building moves only towards it and finishing there is never worth less."""
    ph = state["phase"]
    if ph not in ("attack", "defend", "cleanup", "bid") or rules._actor(state) != seat:
        return None
    if state.get("root") != [seat] + _decision(rules, state):
        return None     # a decision further down the bot's look-ahead: the plain heuristic
    c, b = state["combat"], state["bidding"]
    if ph == "bid":
        now, b["build"][seat] = b["build"][seat], []
    elif ph == "attack":
        now, c["sel"] = c["sel"], []
    else:
        now, c["assign"] = c["assign"], []
    try:
        key = (seat, marshal.dumps({k: v for k, v in state.items() if k != "defs"}))
    finally:
        if ph == "bid":
            b["build"][seat] = now
        elif ph == "attack":
            c["sel"] = now
        else:
            c["assign"] = now
    hit = _CALIBRATED.get(key)
    if hit is None:
        if len(_CALIBRATED) > 4096:
            _CALIBRATED.clear()
        _CALIBRATED[key] = hit = _calibrate(rules, state, seat, ph)
    value, plan = hit
    if ph == "defend" or ph == "cleanup":
        cur = {tuple(x) for x in now}
        dist = len(cur ^ set(plan))
    else:
        dist = len(set(now) ^ set(plan))
    return value - STEP * dist


def _decision(rules, state) -> list:
    """Which decision a state is in: the same while a choice is being built."""
    b = state["bidding"]
    return [state["round"], state["phase"], rules._actor(state), state["timer_id"], b["step"] if b else -1]


def _calibrate(rules, state, seat, ph):
    """(value of the best way to finish, the choice it finishes with)."""
    def finish(choice, action):
        s = rules.clone(state)
        if ph == "bid":
            s["bidding"]["build"][seat] = list(choice)
        elif ph == "attack":
            s["combat"]["sel"] = list(choice)
        else:
            s["combat"]["assign"] = [list(x) for x in choice]
        if choice:
            h = rules._heuristic(s, seat)
        rules.apply(s, seat, action)
        movers = rules.to_act(s)
        if not movers or seat in movers or not rules.reply_search:
            v = rules.evaluate(s, seat)
        else:
            v = float("inf")
            for reply in rules.legal_actions(s, movers[0]):
                r = rules.clone(s)
                rules.apply(r, movers[0], reply)
                v = min(v, rules.evaluate(r, seat))
        return min(v, h) if choice else v

    if ph == "attack":
        plan = _plan(state, seat)[1]
        empty = (finish((), FORFEIT), ())
        best = (finish(plan, CONFIRM_ATTACK), plan) if plan else empty
    elif ph == "bid":
        b = state["bidding"]
        stake, plan = _bid_plan(state, seat, rules._required(state) - b["value"][seat])
        empty = (finish((), PASS_BID), ())
        best = (finish(plan, SUBMIT), plan) if plan else empty
    else:
        c = state["combat"]
        atts = c["sel"]
        defs = state["players"][seat]["play"]
        blocks = attack_plan(tuple(fx.strength(state, a) for a in atts), _defs(state, defs), c["att"] < 0)[2]
        plan = tuple((defs[j], atts[i]) for i, bl in enumerate(blocks) for j in bl)
        empty = (finish((), CONFIRM_DEFENCE), ())
        best = (finish(plan, CONFIRM_DEFENCE), plan) if plan else empty
    return best if best[0] >= empty[0] else empty


def _defs(state, ids) -> tuple:
    cards = state["cards"]
    return tuple((cards[d]["hp"], fx.defence(state, d), _bonus(state, d)) for d in ids)


def _event_threat(rules, state, seat) -> float:
    """A rough upper bound of the harm ``seat``'s best playable Event can still do this
    round (nothing once it has played one)."""
    p = state["players"][seat]
    if p["ev"]:
        return 0.0
    cards, defs, rnd = state["cards"], state["defs"], state["round"]
    foe = state["players"][1 - seat]["play"]
    best = 0.0
    seen = set()
    for cid in p["hand"]:
        d = defs[cards[cid]["k"]]
        if d["eturn"] > rnd or d["key"] in seen:
            continue
        seen.add(d["key"])
        harm = 0.0
        for e in d["effects"]:
            v, a = e["do"], e.get("amount")
            n = 10 if a == "d10" else (40 if a in ("full", "all") else a or 0)
            if v == "damage_warrior" and d["choose"] in ("enemy_warrior", "any_warrior"):
                harm += max((_worth(state, w) + 2.0 if cards[w]["hp"] <= n else HP_WORTH * n) for w in foe) if foe else 0
            elif v == "damage_all" and e["side"] != "own":
                harm += sum(_worth(state, w) + 2.0 if cards[w]["hp"] <= n else HP_WORTH * n for w in foe)
            elif v in ("add_shame",) and d["choose"] in ("enemy_warrior", "any_warrior") and foe:
                harm += max(_shame_cost(fx.strength(state, w)) + 2.0 for w in foe)
            elif v == "shame_all" and e["side"] != "own":
                harm += sum(_shame_cost(fx.strength(state, w)) + 2.0 for w in foe)
            elif v == "damage_player" and e.get("who", "opponent") != "self":
                harm += n
            elif v in ("heal_player", "draw", "discard"):
                harm += n
            elif v in ("buff_strength", "buff_defence", "heal_warrior", "heal_all", "remove_shame"):
                harm += min(n, 10) * 1.5
        best = max(best, harm - HAND_WORTH)
    return best


def _claim_worth(state, rid, seat) -> float:
    d = fx.cdef(state, rid)
    left = ROUNDS - state["round"]
    n = len(state["players"][seat]["play"]) + 1
    v = d["glory"] * _glory_weight(state)
    m = d["claimed"]
    v += m.get("strength", 0) * STR_WORTH * n + m.get("defence", 0) * DEF_WORTH * n
    v += m.get("draw", 0) * HAND_WORTH * left
    for e in d["on_claim"] + d["claimed_each_cleanup"] * max(1, left // 2):
        if e["do"] in ("heal_player", "draw") and isinstance(e.get("amount"), int):
            v += e["amount"]
    return v


def _stake(state, cid) -> float:
    """What putting a card on a bid costs the heuristic: a Warrior's worth in play, a
    claimed RR card's weighted Glory."""
    if state["cards"][cid]["o"] >= 0:
        return _worth(state, cid)
    return fx.cdef(state, cid)["glory"] * _glory_weight(state)


def _bid_plan(state, seat, target) -> tuple:
    """The cheapest-looking set of ``seat``'s cards worth at least ``target`` Glory:
    (its stake, ids), or (None, ()) when even everything is not enough."""
    p = state["players"][seat]
    pool = []
    for c in p["play"] + p["rr"]:
        v = fx.bid_value(state, c)
        if v > 0:
            pool.append((_stake(state, c) / v, v, _stake(state, c), c))
    pool.sort()
    chosen, tot = [], 0
    for item in pool:
        if tot >= target:
            break
        chosen.append(item)
        tot += item[1]
    if tot < target:
        return None, ()
    for item in sorted(chosen, key=lambda x: -x[2]):
        if tot - item[1] >= target:
            chosen.remove(item)
            tot -= item[1]
    return sum(x[2] for x in chosen), tuple(x[3] for x in chosen)


def _bid_term(rules, state, seat) -> tuple:
    """(the bid's expected value for ``seat``, whether the RR card will likely stay
    unclaimed)."""
    rid = state["rr"]["current"][0]
    b = state["bidding"]
    o = state["order"]
    if b is None:
        steps, step, leader, value, build = [["bid", o[0]], ["bid", o[1]]], 0, None, [0, 0], [[], []]
        bidder = None
    else:
        steps, step, leader, value, build = b["steps"], b["step"], b["leader"], b["value"], b["build"]
        bidder = steps[step][1]
    cost = fx.cdef(state, rid)["glory"]
    need = max(cost, value[leader] + 1) if leader is not None else cost
    score = 0.0
    planned = leader is not None
    for s, sign in ((seat, 1.0), (1 - seat, -1.0)):
        worth = _claim_worth(state, rid, s)
        later = [x for x in steps[step:] if x[1] == s and (x[0] == "bid" or leader != s)]
        other_after = any(x[1] != s for x in steps[step + 1:])
        q = 0.7 if other_after else 1.0
        if leader == s:
            score += sign * worth * q
        elif later:
            stake, plan = _bid_plan(state, s, need - value[s])
            gain = q * worth - stake if stake is not None else 0.0
            if gain <= 0:
                gain, plan = 0.0, ()
            if plan:
                planned = True
            if s == bidder:
                mine = build[s]
                gain -= STEP * (len(plan) + len(mine) - 2 * sum(1 for x in mine if x in plan))
            score += sign * gain
    return score, not planned


RULESET = TheNine()

__all__ = ["RULESET", "TheNine"]
