"""Kongai: the ruleset (the draft, the hidden choices, who is to act and what is legal). The
rest is functions on the state, each module below this one: the vocabulary of abilities,
innates and items in effects.py, the phases of a turn in turns.py and combat.py, scenario
set-up in setup.py, the view in view.py, what the computer players search with in search.py.
The computer players (bots.py) sit above the ruleset: it names them only by ``bot_class``.

State (a plain dict; the view is documented in docs/architecture.md)::

    game: "kongai"   defs: {characters, items} (shared)   rng   options {mode, pax, max_turns}
    size: 3 | 5      items_on: bool     luck: None | "always" | "never" (scenarios only)
    turn: 0 before the duel, then 1, 2, ...
    phase: draft | items | pick_start | maneuver | combat | replace | over
    range: close | far       calm: turns in a row without damage or switch (stalemate breaker)
    hurt, swapped: this turn saw damage / a switch
    pending: [choice or None] * 2   the hidden choices, [type, argument]; ["Stunned"|"Ready", None]
                                    fills a seat that has nothing to choose in this phase
    draft: {order: [seats], i: next pick, pool: [character keys], items: [item keys]} or None
    disabled: [ability key or None] * 2   (Amaya: the move of that seat's active disabled this turn)
    last: the last revealed phase {phase, turn, choices, order: [steps]} or None
    over: {winners, reason} or None
    chars: {id: {k: key, o: seat, hp, en, item, poison: {amount, until} | None, stun: last
             stunned turn, buffs: [{name, stat, amount, type, only, until, debuff}],
             reflect: [type, turn] | None, last: [ability key, turn] | None, salve: used}}
    players: [{team: [ids in pick order], active: id | None, switched: turn of the last switch}]
"""
from __future__ import annotations

from game.core import rng
from game.core.contract import CardMoved, GameInfo, Logged, PhaseChanged, Ruleset, seat_name
from game.kongai import combat, search, setup, turns
from game.kongai import effects as fx
from game.kongai import events as E
from game.kongai import view as views
from game.kongai.actions import ACTION_TYPES, MANEUVERS, PASS, BringIn, Draft, Equip, Lead
from game.kongai.cards import CHARACTERS_FILE, ITEMS_FILE, load_characters, load_items, shipped
from game.kongai.turns import ARG, PAX_TEAM, SIMULTANEOUS, STALEMATE, add, to_act

_CLOSE, _FAR = MANEUVERS["close"], MANEUVERS["far"]
_made: dict = {}


def _act(cls, *args):
    """Action objects are made once and reused (legal_actions is on the hot path)."""
    key = (cls, args)
    a = _made.get(key)
    if a is None:
        a = _made[key] = cls(*args)
    return a


def snake(n_each: int) -> list[int]:
    """p1, p2, p2, p1, p1, p2, ... for ``2 * n_each`` picks."""
    return [(0, 1, 1, 0)[i % 4] for i in range(2 * n_each)]


#: action class -> (its name, the attribute kept with the hidden choice or None): ``perform``'s table
_PENDING = {cls: (cls.__name__, f) for cls, f in ARG.items()}


class Kongai(Ruleset):
    info = GameInfo(
        "kongai", "Kongai", 2, 2, "The double-blind duel of the Kongregate Card Game",
        options=turns.OPTIONS)
    action_types = ACTION_TYPES
    bot_class = "game.kongai.bots:KongaiBot"
    #: the state functions of turns.py (who is to act, the end of the game): no wrapper on the hot path
    to_act = staticmethod(to_act)
    outcome = staticmethod(turns.outcome)

    def check_data(self):
        chars = load_characters(CHARACTERS_FILE)
        items = load_items(ITEMS_FILE)
        return [f"{CHARACTERS_FILE}: {len(chars)} characters ok", f"{ITEMS_FILE}: {len(items)} items ok"]

    # ------------------------------------------------------------------ setup
    def new_game(self, seats: int = 2, seed: int = 0, options: dict | None = None) -> dict:
        if seats != 2:
            raise ValueError("Kongai is a game for 2 players")
        state = turns.empty(shipped(), seed, turns.check_options(options))
        roster = list(state["defs"]["characters"])
        if state["options"]["pax"]:
            rng.shuffle(state, roster)
            for seat in (0, 1):
                for key in roster[seat * PAX_TEAM:(seat + 1) * PAX_TEAM]:
                    add(state, seat, key)
            state["phase"] = "pick_start"
        else:
            state["draft"] = {"order": snake(state["size"]), "i": 0, "pool": roster,
                              "items": list(state["defs"]["items"]) if state["items_on"] else []}
        return state

    # -------------------------------------------------------------- contract
    def legal_actions(self, state, seat):
        ph = state["phase"]
        if ph == "maneuver":            # the duel's two phases first: they are nearly every step
            if state["pending"][seat] is not None:
                return []
            if state["calm"] >= STALEMATE:
                return [PASS, _CLOSE, _FAR]
            # fx.maneuver_cost, inline (a cost below 0 counts as 0: any energy pays it)
            P, chars, defs = state["players"], state["chars"], state["defs"]["characters"]
            me = P[seat]["active"]
            c = chars[me]
            cost = fx.BASE_MANEUVER + (defs[c["k"]]["passive"] if c["item"] is None
                                       else fx.passive(state, me)).get("maneuver_cost", 0)
            foe = P[1 - seat]["active"]
            if foe is not None:
                f = chars[foe]
                if f["hp"] > 0:
                    cost += (defs[f["k"]]["passive"] if f["item"] is None
                             else fx.passive(state, foe)).get("enemy_maneuver_cost", 0)
            return [PASS, _CLOSE, _FAR] if c["en"] >= cost else [PASS]
        if ph == "combat":
            if state["pending"][seat] is not None:
                return []
            return turns.combat_options(state, seat)
        if ph == "over":
            return []
        if ph in ("draft", "items"):
            dr = state["draft"]
            if dr["order"][dr["i"]] != seat:
                return []
            if ph == "draft":
                return [_act(Draft, k) for k in dr["pool"]]
            chars = state["chars"]
            return [_act(Equip, c, i) for c in state["players"][seat]["team"] if chars[c]["item"] is None
                    for i in dr["items"]]
        if state["pending"][seat] is not None:
            return []
        p = state["players"][seat]
        chars = state["chars"]
        if ph == "pick_start":
            return [_act(Lead, c) for c in p["team"]]
        return [_act(BringIn, c) for c in p["team"] if chars[c]["hp"] > 0]

    def perform(self, state, seat, action):
        ph = state["phase"]
        if ph in SIMULTANEOUS:
            name, field = _PENDING[type(action)]
            pend = state["pending"]
            pend[seat] = [name, getattr(action, field) if field else None]
            ev = [E.Chosen(seat, ph)]
            if pend[1 - seat] is not None:      # both are in: resolve (else nothing more happens)
                self._advance(state, ev)
            return ev
        ev = []
        if ph == "draft":
            self._draft(state, seat, action.character, ev)
        else:
            self._equip(state, seat, action, ev)
        return ev

    # ------------------------------------------------------------- the draft
    def _draft(self, state, seat, key, ev):
        dr = state["draft"]
        dr["pool"].remove(key)
        add(state, seat, key)
        dr["i"] += 1
        ev.append(CardMoved(key, "pool", f"{seat_name(seat)}.team"))
        ev.append(Logged(f"{seat_name(seat)} drafts {fx.name(state, key)}",
                         "Draft: picks alternate in snake order (first, second, second, first, ...)"))
        if dr["i"] < len(dr["order"]):
            return
        if state["items_on"]:
            dr["order"] = [(1, 0)[i % 2] for i in range(2 * state["size"])]
            dr["i"] = 0
            state["phase"] = "items"
            ev.append(PhaseChanged("items", 1))
            ev.append(Logged("Items: p2 picks first, then the picks alternate", "Item draft"))
        else:
            self._to_pick_start(state, ev)

    def _equip(self, state, seat, action, ev):
        dr = state["draft"]
        dr["items"].remove(action.item)
        state["chars"][action.character]["item"] = action.item
        dr["i"] += 1
        ev.append(CardMoved(action.item, "items", f"{seat_name(seat)}.{action.character}"))
        ev.append(Logged(f"{seat_name(seat)} gives {state['defs']['items'][action.item]['name']} to "
                         f"{fx.name(state, action.character)}", "Item draft: one item per character"))
        if dr["i"] >= len(dr["order"]):
            self._to_pick_start(state, ev)

    def _to_pick_start(self, state, ev):
        state["phase"] = "pick_start"
        state["pending"] = [None, None]
        ev.append(PhaseChanged("pick_start"))
        ev.append(Logged("Both players choose their starting character in secret",
                         "Double-blind: hidden until both have chosen"))

    # ------------------------------------------------------- simultaneous flow
    def _advance(self, state, ev):
        """Resolve every phase whose hidden choices are all in (a stunned seat has none to make)."""
        while True:
            ph = state["phase"]
            if ph == "combat":
                combat.resolve_combat(state, ev, self.clone)
            elif ph == "maneuver":
                turns.resolve_maneuver(state, ev)
            elif ph == "pick_start":
                turns.resolve_lead(state, ev)
            elif ph == "replace":
                turns.resolve_replace(state, ev)
            else:
                return
            pend = state["pending"]
            if pend[0] is None or pend[1] is None:
                return

    def progress(self, state):
        return state["turn"]

    # ------------------------------------------------ what the table shows
    def view(self, state, seat):
        return views.view(state, seat)

    def explain(self, state, seat, action):
        why = views.explain(state, seat, action)
        return why if why is not None else super().explain(state, seat, action)

    def invariants(self, state):
        return views.invariants(state)

    def scenario_state(self, spec: dict, file: str) -> dict:
        """A duel set up explicitly from a scenario or lesson file (setup.py)."""
        return setup.scenario_state(spec, file)

    # ---------------------------------- what the computer players search with
    def search_deeper(self, state) -> bool:
        """MatrixBot: a maneuver only matters through the combat that follows it."""
        return search.search_deeper(state)

    def search_assume(self, state):
        """LookaheadBot: the next turn's maneuvers are taken to be passes (search.py)."""
        return search.search_assume(state)

    def withdraw(self, state, seat) -> bool:
        """Take back ``seat``'s pending hidden choice on a clone (search.py)."""
        return search.withdraw(state, seat)

    def evaluate(self, state, seat):
        return search.evaluate(state, seat)

    def determinize(self, state, seat, seed):
        """A clone with what ``seat`` cannot know re-drawn: the other seat's pending hidden choice
        becomes a uniformly random legal one, and the chance to come is re-seeded."""
        s = self.clone(state)
        s["rng"] = rng.seed_state(seed)
        if s["phase"] in SIMULTANEOUS:
            o = 1 - seat
            if self.withdraw(s, o):
                legal = self.legal_actions(s, o)
                a = rng.choice(s, legal)
                s["pending"][o] = [type(a).__name__, getattr(a, ARG[type(a)]) if ARG[type(a)] else None]
        return s


RULESET = Kongai()

__all__ = ["RULESET", "Kongai"]
