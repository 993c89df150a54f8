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
from game.core.contract import (GameInfo, Interned, GameOver, Logged, Option, PhaseChanged, Ruleset,
                                TimerStarted, TimeUp, forget_legal, seat_name)
from game.thenine import conditions as cond, effects as fx
from game.thenine.actions import (ACTION_TYPES, AddToBid, AssignDefender, ChooseOrder, ConfirmAttack,
                                  ConfirmDefence, EndPhase, Forfeit, Pass, PassBid, PlayEvent,
                                  PlayWarrior, RemoveFromBid, SubmitBid, ToggleAttacker, Unassign)
from game.thenine.events import CardPlayed, EndOfDays
from game.thenine.fights import TheNineFights
from game.thenine.setup import TheNineSetup
from game.thenine.view import TheNineView
from game.thenine.cards import CARDS_FILE, DECKS_FILE, load_cards, load_decks

START_HEALTH = fx.START_HEALTH
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

_TOGGLE, _UNASSIGN, _ADD, _REMOVE = (Interned(c) for c in (ToggleAttacker, Unassign, AddToBid, RemoveFromBid))
_WARRIOR, _EVENT, _ASSIGN = Interned(PlayWarrior), Interned(PlayEvent), Interned(AssignDefender)
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
            "bid": [], "ev": False, "wp": False, "peek": None, "timeouts": 0}


def _empty(defs: dict, seed: int, timers: bool = True) -> dict:
    return {"game": "thenine", "defs": defs, "rng": rng.seed_state(seed), "dice": [], "timers": bool(timers),
            "round": 0, "phase": "order", "order": [0, 1], "turn": 0, "rolls": [], "roll_winner": 0,
            "timer_id": 0, "timer_told": 0,
            "rr": {"deck": [], "current": [], "unclaimed": [], "discard": []},
            "mods": [{"strength": 0, "defence": 0, "draw": 0} for _ in range(2)],
            "cards": {}, "players": [_player(), _player()],
            "combat": None, "bidding": None, "cleanup": None, "respond": None, "fights": [], "over": None}


_HAND: tuple = (None, {})


def _hand_facts(defs) -> dict:
    """{key: (wturn, eturn, cturn, choose)}: what legal_actions reads of each card in a hand,
    taken from a card pool (never changed once loaded) on first use; the last pool is kept
    (one tuple, replaced whole: a bot thinking on another thread reads a consistent pair)."""
    global _HAND
    got = _HAND
    if got[0] is not defs:
        got = _HAND = (defs, {k: (d["wturn"], d["eturn"], d["cturn"], d["choose"]) for k, d in defs.items()})
    return got[1]


def _bool(v) -> bool:
    if isinstance(v, str):
        return v.strip().lower() not in ("false", "off", "no", "0", "")
    return bool(v)


class TheNine(TheNineFights, TheNineView, TheNineSetup, Ruleset):
    info = GameInfo(
        "thenine", "The Nine", 2, 2, "Norse warriors, Shame and Ragnarok bidding",
        options=(Option("timers", True, (True, False), "countdowns in the Player and Combat phases"),
                 Option("deck1", "raiders", help="deck of p1 (data/thenine/decks.yaml)"),
                 Option("deck2", "shieldwall", help="deck of p2 (data/thenine/decks.yaml)")))
    action_types = ACTION_TYPES
    bot_class = "game.thenine.bots:TheNineBot"
    RECORDS = ("cards",)

    def check_data(self):
        defs = load_cards(CARDS_FILE)
        decks = load_decks(DECKS_FILE, defs)
        return [f"{CARDS_FILE}: {len(defs)} cards ok", f"{DECKS_FILE}: {len(decks)} decks ok"]

    def progress(self, state):
        return state["round"]

    # ------------------------------------------------------------------ setup
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
        ph = state["phase"]
        if ph == "player" or ph == "attack":     # the common case first: no call to _actor
            return [state["order"][state["turn"]]]
        a = self._actor(state)
        return [] if a is None else [a]

    def timer(self, state):
        if not state["timers"] or state["phase"] not in TIMED:
            return None
        seconds, expiry = TIMED[state["phase"]]
        return {"seat": self._actor(state), "seconds": seconds, "expiry": expiry, "id": state["timer_id"]}

    def legal_actions(self, state, seat):
        """Each phase checks its own actor (what _actor says) and lists its moves; the
        Player, attack and defence phases are all timed (TIMED), the bid and answer are not."""
        ph = state["phase"]
        if ph == "player":
            if seat != state["order"][state["turn"]]:
                return []
            p = state["players"][seat]
            out = []
            if not p["wp"]:
                out += self._hand_moves(state, seat, p, state["cards"])
            elif not p["ev"]:
                out += self._event_moves(state, seat)
            out.append(END)
        elif ph == "bid":
            b = state["bidding"]
            if seat != b["steps"][b["step"]][1]:
                return []
            out = self._bid_moves(state, seat)
            out.append(PASS_BID)
            if not state["players"][seat]["ev"]:
                out += self._event_moves(state, seat)
            return out
        elif ph == "attack":
            if seat != state["order"][state["turn"]]:
                return []
            p = state["players"][seat]
            cards = state["cards"]
            out = [_TOGGLE[w] for w in p["play"] if not cards[w]["sh"]]
            if state["combat"]["sel"]:
                out.append(CONFIRM_ATTACK)
            out.append(FORFEIT)
            if not p["ev"]:
                out += self._event_moves(state, seat)
        elif ph == "defend" or ph == "cleanup":
            c = state["combat"]
            if seat != c["def"]:
                return []
            p = state["players"][seat]
            sel = c["sel"]
            out = []
            if c["assign"]:
                assigned = {d for d, _ in c["assign"]}
                for d in p["play"]:
                    if d in assigned:
                        out.append(_UNASSIGN[d])
                    else:
                        out += [_ASSIGN[d, a] for a in sel]
            elif sel:
                for d in p["play"]:
                    out += [_ASSIGN[d, a] for a in sel]
            out.append(CONFIRM_DEFENCE)
            if not p["ev"]:
                out += self._event_moves(state, seat)
        elif ph == "respond":
            if seat != 1 - state["respond"]["seat"]:
                return []
            return self._event_moves(state, seat, counter=True) + [PASS]
        elif ph == "order":
            return [FIRST, SECOND] if seat == state["roll_winner"] else []
        else:
            return []
        if state["timers"]:
            out.append(TIME_UP)
        return out

    def _hand_moves(self, state, seat, p, cards):
        """_warrior_moves + _event_moves in one pass over the hand (the Player phase before its
        Warrior), each selector's targets found once for both."""
        facts, rnd = _hand_facts(state["defs"]), state["round"]
        wl, el = [], []
        events = not p["ev"]
        found = {}
        for cid in p["hand"]:
            wturn, eturn, _, ch = facts[cards[cid]["k"]]
            if wturn <= rnd:
                if ch:
                    tg = found.get(ch)
                    if tg is None:
                        tg = found[ch] = fx.targets(state, seat, ch)
                    if tg:
                        wl += [_WARRIOR[cid, t] for t in tg]
                        continue
                wl.append(_WARRIOR[cid, None])
            elif events and eturn <= rnd:
                if ch:
                    tg = found.get(ch)
                    if tg is None:
                        tg = found[ch] = fx.targets(state, seat, ch)
                    el += [_EVENT[cid, t] for t in tg]
                else:
                    el.append(_EVENT[cid, None])
        return wl + el if el else wl

    def _event_moves(self, state, seat, counter=False):
        p = state["players"][seat]
        if p["ev"]:
            return []
        cards, facts, rnd = state["cards"], _hand_facts(state["defs"]), state["round"]
        at = 2 if counter else 1
        out = []
        found = None
        for cid in p["hand"]:
            f = facts[cards[cid]["k"]]
            if f[at] <= rnd:
                ch = f[3]
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
            v = x["hp"] - k * (x["hp"] // 3) if k else x["hp"]     # effects.sacrifice_value, inlined
            if v < 0:
                v = 0
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
            if self._has_choice(state, seat, ph):
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

    def _has_choice(self, state, seat, ph):
        """Fast path of _settle: whether ``seat`` has more than the phase's default answer
        (and TimeUp), i.e. ``len(legal_actions)`` above the defaults, found without building
        the list: the first non-default action legal_actions would list answers."""
        p = state["players"][seat]
        cards = state["cards"]
        if ph == "player":
            if not p["wp"]:
                defs, rnd = state["defs"], state["round"]
                for cid in p["hand"]:
                    if defs[cards[cid]["k"]]["wturn"] <= rnd:
                        return True
        elif ph == "attack":
            for w in p["play"]:
                if not cards[w]["sh"]:
                    return True
            if state["combat"]["sel"]:
                return True
        elif ph == "bid":
            if self._bid_moves(state, seat):
                return True
        elif p["play"]:     # defend, cleanup: an assignment to make or to take back
            c = state["combat"]
            if c["sel"]:
                return True
            for d, _ in c["assign"]:
                if d in p["play"]:
                    return True
        if p["ev"]:
            return False
        defs, rnd = state["defs"], state["round"]
        for cid in p["hand"]:
            d = defs[cards[cid]["k"]]
            if d["eturn"] <= rnd and (not d["choose"] or fx.targets(state, seat, d["choose"])):
                return True
        return False

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
        ev.append(EndOfDays(state["round"], ROUNDS))
        ev.append(Logged(f"A green token moves to the End of Days pool: round {state['round']}",
                         "One green token is moved to the End of Days pool"))
        for s in state["order"]:
            fx.draw(state, s, max(0, ROUND_DRAW + state["mods"][s]["draw"]), ev)
        state["fights"] = []
        state["turn"] = 0
        self._begin_player(state, ev)

    def _begin_player(self, state, ev, shed=True):
        """'Player's turn begins ... A single Shame counter may be removed from shamed warriors
        at this time': one counter off each shamed Warrior (rulings 4); ``shed=False``: a
        scenario's table is set up as it stands, counters already shed."""
        seat = state["order"][state["turn"]]
        state["phase"] = "player"
        state["timer_id"] += 1
        ev.append(PhaseChanged("player", seat))
        if shed:
            cond.shed_shame(state, seat, ev)

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
            p["ev"] = p["wp"] = False
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
        ev.append(CardPlayed(seat, cid, d["name"], "warrior", action.target,
                             f"{d['health']} health, {d['strength']} Strength, {d['defence']} Defence"))
        ev.append(Logged(f"{seat_name(seat)} plays {d['name']} ({d['health']} health, {d['strength']} Strength, "
                         f"{d['defence']} Defence)", "1 Warrior card is played"))
        if d["on_play"]:
            ev.append(Logged(f"{d['name']}: " + fx.said(d["on_play"], d["choose"]), "Card effect"))
            fx.run(state, seat, d["on_play"], action.target, cid, ev)
            self._after_effects(state, ev)

    def _play_event(self, state, seat, action, ev):
        cid = action.card
        d = fx.cdef(state, cid)
        state["players"][seat]["ev"] = True
        fx.move(state, cid, seat, "hand", "valhalla", ev)
        ev.append(CardPlayed(seat, cid, d["name"], "event", action.target, d["rules"]))
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
            ev.append(CardPlayed(seat, counter, cd["name"], "counter", None, cd["rules"], answers=r["card"]))
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

    # ------------------------------------------------------------ the end
    def _check_over(self, state, ev):
        """A player at 0 Health loses; both at once: Glory decides. During Cleanup the
        check waits for the end of the phase (both players may fall to the RR Warriors); a
        player at 0 is dead meanwhile: never healed, attacked or asked again (rulings 20)."""
        if state["over"] or state["cleanup"] is not None:
            return
        dead = [s for s, p in enumerate(state["players"]) if p["health"] <= 0]
        if len(dead) == 1:
            loser = dead[0]
            self._finish(state, ev, [1 - loser], f"{seat_name(loser)} has no Health left",
                         "A player is defeated when their health drains to zero")
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

    # ----------------------------------------------------------------- bots
    def evaluate(self, state, seat):
        """The computer player's heuristic (game/thenine/bots.py)."""
        return bots.evaluate(self, state, seat)

    def search_choices(self, state, seat, legal):
        """A search builds a choice by adding only (game/thenine/bots.py)."""
        return bots.search_choices(state, legal)

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
        s["root"] = [seat] + bots.decision(self, s)   # the decision the bot is making (see _building)
        return s


RULESET = TheNine()

from game.thenine import bots  # noqa: E402  (bots.py reads the names above)

__all__ = ["RULESET", "TheNine"]
