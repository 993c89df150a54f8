"""Kongai: the ruleset (draft, double-blind maneuver and combat phases, resolution by speed,
end of turn). The vocabulary of abilities, innates and items is interpreted in effects.py.

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
from game.core.contract import (CardMoved, DataError, GameInfo, GameOver, Interned,
                                Logged, Option, PhaseChanged, Ruleset, StatChanged, seat_name)
from game.kongai import effects as fx
from game.kongai import events as E
from game.kongai.actions import (ACTION_TYPES, BringIn, Draft, Equip, Intercept, Lead, Maneuver, Pass, Rest,
                                 Switch, UseAbility)
from game.kongai.bots import KongaiSearch
from game.kongai.setup import KongaiSetup
from game.kongai.view import KongaiView
from game.kongai.combat import KongaiCombat
from game.kongai.cards import CHARACTERS_FILE, ITEMS_FILE, load_characters, load_items, shipped

MODES = ("3v3", "5v5", "5v5_items")
SIMULTANEOUS = ("pick_start", "maneuver", "combat", "replace")
PAX_TEAM = 3
STALEMATE = 5

PASS, REST, INTERCEPT = Pass(), Rest(), Intercept()
MAX_ENERGY, REGEN_ENERGY, BENCH_HEAL = fx.MAX_ENERGY, fx.REGEN_ENERGY, fx.BENCH_HEAL
NAMES = ("p1", "p2")
#: what the web game counted when no move was chosen (there are no timers here: see the rulings)
DEFAULTS = {"maneuver": {"type": "Pass"}, "combat": {"type": "Rest"}}
#: the field of each hidden choice that is kept with it (pending choices are [type, argument])
ARG = {Lead: "character", Maneuver: "to", Pass: None, UseAbility: "ability", Rest: None, Switch: "to",
       Intercept: None, BringIn: "character"}
MANEUVERS = {"close": Maneuver("close"), "far": Maneuver("far")}
_CLOSE, _FAR = MANEUVERS["close"], MANEUVERS["far"]
_made: dict = {}
USES = Interned(UseAbility)      # ability key -> UseAbility (the combat phase's hot path)
SWITCHES = Interned(Switch)      # character id -> Switch


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


def _empty(defs, seed, opts) -> dict:
    pax = bool(opts["pax"])
    size = PAX_TEAM if pax else (3 if opts["mode"] == "3v3" else 5)
    return {"game": "kongai", "defs": defs, "rng": rng.seed_state(seed), "options": opts,
            "size": size, "items_on": opts["mode"] == "5v5_items" and not pax, "luck": None,
            "turn": 0, "phase": "draft", "range": "close", "calm": 0, "hurt": False, "swapped": False,
            "pending": [None, None], "draft": None, "disabled": [None, None], "last": None, "over": None,
            "chars": {}, "players": [{"team": [], "active": None, "switched": -9} for _ in range(2)]}


def _standing(chars, team) -> bool:
    """Whether a character of ``team`` has health left."""
    for c in team:
        if chars[c]["hp"] > 0:
            return True
    return False


_PLAIN_TEXT = {"Pass": "pass", "Rest": "rest", "Intercept": "intercept", "Stunned": "stunned", "Ready": "—"}


def _choice_text(state, cid, pend) -> str:
    t, arg = pend
    if t == "Maneuver":
        return arg
    plain = _PLAIN_TEXT.get(t)
    if plain is not None:
        return plain
    if t == "UseAbility":
        d = state["defs"]["characters"][state["chars"][cid]["k"]]
        return d["abilities"][d["ability_index"][arg]]["name"]
    if t in ("Switch", "Lead", "BringIn"):
        return ("switch to " if t == "Switch" else "") + fx.name(state, arg)
    return t


#: action class -> (its name, the attribute kept with the hidden choice or None): ``perform``'s table
_PENDING = {cls: (cls.__name__, f) for cls, f in ARG.items()}


class Kongai(KongaiCombat, KongaiView, KongaiSetup, KongaiSearch, Ruleset):
    info = GameInfo(
        "kongai", "Kongai", 2, 2, "The double-blind duel of the Kongregate Card Game",
        options=(Option("mode", "3v3", MODES, "3v3, 5v5, or 5v5 with items (drafted before the duel)"),
                 Option("pax", False, (False, True), "PAX rules: a random team of 3 each, no draft, no items"),
                 Option("max_turns", 200, (), "a duel still going after this many turns ends on total health")))
    action_types = ACTION_TYPES
    bot_class = "game.kongai.bots:KongaiBot"

    def check_data(self):
        chars = load_characters(CHARACTERS_FILE)
        items = load_items(ITEMS_FILE)
        return [f"{CHARACTERS_FILE}: {len(chars)} characters ok", f"{ITEMS_FILE}: {len(items)} items ok"]

    # ------------------------------------------------------------------ setup
    def _options(self, options) -> dict:
        opts = {**self.info.default_options(), **(options or {})}
        if opts["mode"] not in MODES:
            raise DataError("options", "mode", "mode", f"must be one of {', '.join(MODES)}, not {opts['mode']!r}")
        if not isinstance(opts["pax"], bool):
            raise DataError("options", "pax", "pax", "must be true or false")
        mt = opts["max_turns"]
        if isinstance(mt, bool) or not isinstance(mt, int) or mt < 1:
            raise DataError("options", "max_turns", "max_turns", "must be a whole number of turns, at least 1")
        return opts

    def new_game(self, seats: int = 2, seed: int = 0, options: dict | None = None) -> dict:
        if seats != 2:
            raise ValueError("Kongai is a game for 2 players")
        state = _empty(shipped(), seed, self._options(options))
        roster = list(state["defs"]["characters"])
        if state["options"]["pax"]:
            rng.shuffle(state, roster)
            for seat in (0, 1):
                for key in roster[seat * PAX_TEAM:(seat + 1) * PAX_TEAM]:
                    self._add(state, seat, key)
            state["phase"] = "pick_start"
        else:
            state["draft"] = {"order": snake(state["size"]), "i": 0, "pool": roster,
                              "items": list(state["defs"]["items"]) if state["items_on"] else []}
        return state

    def _add(self, state, seat, key, cid=None, **extra):
        cid = cid or key
        d = state["defs"]["characters"][key]
        c = {"k": key, "o": seat, "hp": d["health"], "en": fx.MAX_ENERGY, "item": None, "poison": None,
             "stun": -1, "buffs": [], "reflect": None, "last": None, "salve": False}
        c.update(extra)
        state["chars"][cid] = c
        state["players"][seat]["team"].append(cid)
        return cid

    # -------------------------------------------------------------- contract
    def to_act(self, state):
        ph = state["phase"]
        if ph == "over":
            return []
        if ph in ("draft", "items"):
            return [state["draft"]["order"][state["draft"]["i"]]]
        a, b = state["pending"]
        if a is None:
            return [0, 1] if b is None else [0]
        return [1] if b is None else []

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
            return self._combat_options(state, seat)
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

    def _combat_options(self, state, seat):
        """The combat choices of ``seat``'s active character (whether or not it has chosen); its
        usable abilities are remembered per situation (``fx.usable``); ``fx.cost_change`` and
        ``_may_switch`` inline."""
        P = state["players"]
        p = P[seat]
        chars = state["chars"]
        defs = state["defs"]["characters"]
        me = p["active"]
        c = chars[me]
        turn = state["turn"]
        d = defs[c["k"]]
        change = (d["passive"] if c["item"] is None else fx.passive(state, me)).get("ability_cost", 0)
        foe = P[1 - seat]["active"]
        fpv = None                  # the living foe's hooks
        if foe is not None:
            f = chars[foe]
            if f["hp"] > 0:
                fpv = defs[f["k"]]["passive"] if f["item"] is None else fx.passive(state, foe)
                change += fpv.get("enemy_ability_cost", 0)
        last = c["last"]
        out = list(fx.usable(d, state["range"], state["disabled"][seat],
                             last[0] if last and last[1] == turn - 1 else None, c["en"] - change, change))
        out.append(REST)
        if p["switched"] != turn - 1 and (fpv is None or "no_enemy_switch" not in fpv):
            for x in p["team"]:
                if x != me and chars[x]["hp"] > 0:
                    out.append(SWITCHES[x])
        out.append(INTERCEPT)
        return out

    def _may_switch(self, state, seat) -> bool:
        p = state["players"][seat]
        if p["switched"] == state["turn"] - 1:
            return False
        foe = state["players"][1 - seat]["active"]
        return not (foe is not None and state["chars"][foe]["hp"] > 0 and fx.flag(state, foe, "no_enemy_switch"))

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
        self._add(state, seat, key)
        dr["i"] += 1
        ev.append(CardMoved(key, "pool", f"{seat_name(seat)}.team"))
        ev.append(Logged(f"{seat_name(seat)} drafts {fx.name(state, key)}",
                         "Draft: picks alternate in snake order (p1, p2, p2, p1, ...)"))
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
                self._resolve_combat(state, ev)
            elif ph == "maneuver":
                self._resolve_maneuver(state, ev)
            elif ph == "pick_start":
                self._resolve_lead(state, ev)
            elif ph == "replace":
                self._resolve_replace(state, ev)
            else:
                return
            pend = state["pending"]
            if pend[0] is None or pend[1] is None:
                return

    def _reveal(self, state, phase, pend, ev) -> dict:
        P = state["players"]
        a, b = pend            # a maneuver's text is its range, a pass's "pass", ...: no lookup
        t0 = a[1] if a[0] == "Maneuver" else (_PLAIN_TEXT.get(a[0]) or _choice_text(state, P[0]["active"], a))
        t1 = b[1] if b[0] == "Maneuver" else (_PLAIN_TEXT.get(b[0]) or _choice_text(state, P[1]["active"], b))
        ev.append(E.Revealed(phase, {"p1": t0, "p2": t1}))
        rec = state["last"] = {"phase": phase, "turn": state["turn"],
                               "choices": {"p1": {"type": a[0], "arg": a[1], "text": t0},
                                           "p2": {"type": b[0], "arg": b[1], "text": t1}}, "order": []}
        return rec

    def _resolve_lead(self, state, ev):
        pend = state["pending"]
        for s in (0, 1):
            state["players"][s]["active"] = pend[s][1]
            ev.append(CardMoved(pend[s][1], f"{seat_name(s)}.team", f"{seat_name(s)}.active"))
        self._reveal(state, "pick_start", pend, ev)
        ev.append(Logged(f"p1 starts with {fx.name(state, pend[0][1])}, p2 with {fx.name(state, pend[1][1])}; "
                         "the game begins at close range", "The game begins at close range"))
        state["turn"] = 1
        self._start_turn(state, ev)

    def _resolve_replace(self, state, ev):
        pend = state["pending"]
        rec = self._reveal(state, "replace", pend, ev)
        for s in (0, 1):
            if pend[s][0] == "BringIn":
                p = state["players"][s]
                old = p["active"]
                p["active"] = pend[s][1]
                ev.append(CardMoved(pend[s][1], f"{seat_name(s)}.bench", f"{seat_name(s)}.active"))
                ev.append(E.BroughtIn(s, old, pend[s][1]))
                ev.append(Logged(f"{seat_name(s)} brings in {fx.name(state, pend[s][1])} for {fx.name(state, old)}",
                                 "A character at 0 health is out: bring in another"))
                rec["order"].append({"seat": seat_name(s), "character": pend[s][1], "what": "comes in",
                                     "speed": None, "result": "in", "damage": 0})
        self._start_turn(state, ev)

    def _start_turn(self, state, ev):
        state["phase"] = "maneuver"
        state["hurt"] = state["swapped"] = False
        P, chars = state["players"], state["chars"]
        ev.append(PhaseChanged("maneuver"))
        off = state["disabled"]
        off[0] = off[1] = None
        defs = state["defs"]["characters"]
        for s in (0, 1):
            foe = P[1 - s]["active"]
            f = chars[foe]
            if "disable_enemy_ability" in (defs[f["k"]]["passive"] if f["item"] is None else fx.passive(state, foe)):
                d = fx.cdef(state, P[s]["active"])
                ab = rng.choice(state, d["abilities"])
                off[s] = ab["key"]
                ev.append(E.AbilityDisabled(s, P[s]["active"], ab["name"], foe))
                ev.append(Logged(f"{fx.name(state, foe)} disables {d['name']}'s {ab['name']} this turn",
                                 "Innate: one random enemy move is disabled each turn"))
        self._fill_stunned(state, ev)

    def _fill_stunned(self, state, ev):
        P, chars, turn = state["players"], state["chars"], state["turn"]
        if chars[P[0]["active"]]["stun"] < turn and chars[P[1]["active"]]["stun"] < turn:
            state["pending"] = [None, None]         # the usual turn: nobody is stunned
            return
        pend = [None, None]
        for s in (0, 1):
            if chars[P[s]["active"]]["stun"] >= turn:       # fx.stunned, inline
                pend[s] = ["Stunned", None]
                ev.append(E.CannotAct(s, P[s]["active"]))
                ev.append(Logged(f"{fx.name(state, P[s]['active'])} is stunned and cannot act",
                                 "the opponent will not be able to do anything next turn"))
        state["pending"] = pend

    # ------------------------------------------------------------- maneuver
    def _resolve_maneuver(self, state, ev):
        pend = state["pending"]
        rec = self._reveal(state, "maneuver", pend, ev)
        (t0, a), (t1, b) = pend
        if t0 != "Maneuver":
            a = None
        if t1 != "Maneuver":
            b = None
        if a or b:
            P, chars = state["players"], state["chars"]
            for s, ask in ((0, a), (1, b)):
                if ask:
                    cid = P[s]["active"]
                    cost = fx.maneuver_cost(state, s)
                    fx.set_energy(state, cid, chars[cid]["en"] - cost, ev)
                    rec["order"].append({"seat": NAMES[s], "character": cid, "what": f"maneuver {ask}",
                                         "speed": None, "result": f"paid {cost}", "damage": 0})
        old = state["range"]
        if a and b:
            new = a if a == b else old
            why = "both chose the same range" if a == b else "If both players choose opposite ranges, the " \
                "current range will remain the same"
            code = "same" if a == b else "opposite"
        elif a or b:
            new = a or b
            why, code = "one choice and a pass sets the range", "one"
        else:
            new, why, code = old, "both passed", "passed"
        said = {"p1": a or ("stunned" if t0 == "Stunned" else "pass"),
                "p2": b or ("stunned" if t1 == "Stunned" else "pass")}
        ev.append(E.ManeuverResolved(said, old, new, code))
        if new != old:
            state["range"] = new
            ev.append(E.RangeSet(old, new))
        said = rec["choices"]
        ev.append(Logged(f"Maneuver: p1 {said['p1']['text']}, p2 {said['p2']['text']}: the range is {new}", why))
        rec["range"] = {"from": old, "to": new}
        state["phase"] = "combat"
        ev.append(PhaseChanged("combat"))
        self._fill_stunned(state, ev)

    # ------------------------------------------------------------ end of turn
    def _end_turn(self, state, ev):
        turn = state["turn"]
        P, chars = state["players"], state["chars"]
        defs = state["defs"]["characters"]
        add = ev.append
        add(E.TurnEnded(turn, REGEN_ENERGY, BENCH_HEAL))
        for p in P:
            active = p["active"]
            for cid in p["team"]:
                c = chars[cid]
                poison = c["poison"]
                if poison:      # first the poison, then the recovery (rulings: the order at the end of a turn)
                    if c["hp"] > 0:
                        add(E.PoisonTick(cid, poison["amount"]))
                        fx.damage(state, cid, poison["amount"], ev, " (poison)")
                        add(Logged(f"Poison: {fx.name(state, cid)} loses {poison['amount']}",
                                   "the poison effect is not mitigated by armor"))
                    if poison["until"] <= turn:
                        c["poison"] = None
                hp = c["hp"]
                if hp <= 0:
                    continue
                en = c["en"]
                if en < MAX_ENERGY:
                    new = en + REGEN_ENERGY
                    if new > MAX_ENERGY:
                        new = MAX_ENERGY
                    add(StatChanged(cid, "energy", en, new))
                    c["en"] = new
                d = defs[c["k"]]
                if active != cid:
                    if hp < d["health"]:
                        add(StatChanged(cid, "health", hp, hp + BENCH_HEAL))
                        c["hp"] = hp + BENCH_HEAL
                    pv = d["passive"]
                else:
                    pv = d["passive"] if c["item"] is None else fx.passive(state, cid)
                    if pv:
                        regen = pv.get("regen")
                        if regen:
                            fx.heal(state, cid, regen, ev)
                        salve = pv.get("salve")
                        if salve and not c["salve"] and c["hp"] * 100 < d["health"] * salve["below"]:
                            c["salve"] = True
                            fx.heal(state, cid, salve["heal"], ev)
                            add(E.InnateTriggered(cid, "salve", cid, salve["heal"]))
                            add(Logged(f"{d['name']} uses the Healing Salve", "Item"))
                cure = pv.get("cleanse_chance") if pv else None
                if cure:
                    bad = (["poison"] if c["poison"] else []) + [i for i, b in enumerate(c["buffs"])
                                                                 if b["debuff"] and b["until"] > turn]
                    if bad and fx.roll(state, cure):
                        pick = rng.choice(state, bad)
                        if pick == "poison":
                            c["poison"] = None
                        else:
                            c["buffs"].pop(pick)
                        ev.append(E.Cleansed(cid, "poison" if pick == "poison" else "debuff"))
                        ev.append(Logged(f"{d['name']} cures a {'poison' if pick == 'poison' else 'debuff'}",
                                         "Innate"))
                if c["buffs"]:
                    c["buffs"] = [b for b in c["buffs"] if b["until"] > turn]
                if c["reflect"]:
                    c["reflect"] = None
        ev.append(Logged("End of turn: every character recovers 20 energy, benched ones 1 health",
                         "All characters replenish 20 energy at the end of each turn, and inactive characters "
                         "recover 1 health"))
        if state["hurt"]:
            state["calm"] = 0
        elif state["swapped"] and state["calm"] < STALEMATE:
            state["calm"] = 0
        elif state["calm"] < STALEMATE:
            state["calm"] += 1
            if state["calm"] == STALEMATE:
                ev.append(E.Stalemate(STALEMATE))
                ev.append(Logged(f"{STALEMATE} turns without damage or a switch: range changes are free "
                                 "until damage is dealt", "Stalemate breaker"))
        left = [_standing(chars, P[0]["team"]), _standing(chars, P[1]["team"])]
        if not (left[0] and left[1]):
            if not (left[0] or left[1]):
                self._finish(state, [], "both players lost their last character at once: a draw", ev)
            else:
                w = left.index(True)
                self._finish(state, [w], f"{seat_name(1 - w)} has no characters left", ev)
            return
        if turn >= state["options"]["max_turns"]:
            tot = [sum(chars[c]["hp"] for c in p["team"]) for p in P]
            if tot[0] == tot[1]:
                self._finish(state, [], f"turn limit ({turn}): equal total health {tot[0]}, a draw", ev)
            else:
                w = 0 if tot[0] > tot[1] else 1
                self._finish(state, [w], f"turn limit ({turn}): most total health left ({tot[w]} to "
                             f"{tot[1 - w]})", ev)
            return
        state["turn"] = turn + 1
        need = (chars[P[0]["active"]]["hp"] <= 0, chars[P[1]["active"]]["hp"] <= 0)
        if need[0] or need[1]:
            state["phase"] = "replace"
            state["pending"] = [None if need[s] else ["Ready", None] for s in (0, 1)]
            ev.append(PhaseChanged("replace"))
        else:
            self._start_turn(state, ev)

    def _finish(self, state, winners, reason, ev):
        state["over"] = {"winners": winners, "reason": reason}
        state["phase"] = "over"
        state["pending"] = [None, None]
        ev.append(GameOver(winners, reason))
        ev.append(Logged(reason, "A player with no characters left loses"))

    def outcome(self, state):
        return dict(state["over"]) if state["over"] else None

    def progress(self, state):
        return state["turn"]


RULESET = Kongai()

__all__ = ["RULESET", "Kongai"]
