"""9 Card: the ruleset (turns, energy, casting, movement, assault flow, fizzle).
The assault cascade itself is in effects.py.

State (a plain dict)::

    game: "ninecard"   defs (shared)   rng   options   n: seats
    turn: turns taken in all   phase: main | follow | fizzle | over   active: seat
    assault: {target, cols: [...], i, row} while an assault is resolving, else None
    over: {winners, reason} or None
    cards: {id: {k: key, o: owner, down: face-down energy}}
    players: [{life, deck, hand, discard, ready, spent, grid: [id or None] * 9,
               moved: [ids], turns: int, as_energy: bool, out: bool}, ...]
"""
from __future__ import annotations

from itertools import combinations

from game.core import rng
from game.core.data import card_item, only_keys, short, whole
from game.core.contract import (DataError, GameInfo, Logged, Option, PhaseChanged, GameOver, Ruleset,
                                StatChanged, seat_index, seat_name)
from game.ninecard import effects as fx
from game.ninecard.actions import (ACTION_TYPES, Assault, Cast, CreatureAsEnergy, Discard, FollowUp, Move,
                                   PlayEnergy)
from game.ninecard.events import Cleanup
from game.ninecard.cards import CARDS_FILE, DECKS_FILE, load_cards, load_decks, parse_card, shipped

START_LIFE = 50
HAND = 5
DEFAULT_DECKS = ("vanguard", "bulwark", "wildwood", "titans")
LETTERS = "abcd"


def _player() -> dict:
    return {"life": START_LIFE, "deck": [], "hand": [], "discard": [], "ready": [], "spent": [],
            "grid": [None] * 9, "moved": [], "turns": 0, "as_energy": False, "out": False}


def _neighbours(sq: int) -> tuple[int, ...]:
    r, c = divmod(sq, 3)
    return tuple(x for x, ok in ((sq - 3, r > 0), (sq + 3, r < 2), (sq - 1, c > 0), (sq + 1, c < 2)) if ok)


NEIGHBOURS = tuple(_neighbours(sq) for sq in range(9))


def neighbours(sq: int) -> tuple[int, ...]:
    """The squares one step up, down, left or right of ``sq``."""
    return NEIGHBOURS[sq]


#: front-row columns able to assault -> every choice of them (none included)
SUBSETS = {cols: [()] + [c for k in range(1, len(cols) + 1) for c in combinations(cols, k)]
           for n in range(4) for cols in combinations(range(3), n)}
#: (target, eligible columns) -> the Assault actions, made once
ASSAULTS = {(t, cols): [Assault(t, c) for c in subs] for t in range(4) for cols, subs in SUBSETS.items()}


class NineCard(Ruleset):
    info = GameInfo(
        "ninecard", "9 Card", 2, 4, "3x3 creature grids and column assaults",
        options=(Option("creature_energy", "face_down", ("off", "face_up", "face_down"),
                        "creatures as energy: face up = the Optional Add-In (one per turn, shown), face down = "
                        "the Energy Alternative (any number, hidden), off = neither"),
                 Option("first", "random", ("random", "p1", "p2", "p3", "p4"), "who takes the first turn"),
                 Option("max_rounds", 60, (), "a game still going after this many rounds ends on life"),
                 *(Option(f"deck{i + 1}", DEFAULT_DECKS[i], (), f"deck of p{i + 1}") for i in range(4))))
    action_types = ACTION_TYPES
    bot_class = "game.ninecard.bots:NineCardBot"
    RECORDS = ("cards",)
    reply_search = False    # the next seat's first move is not an answer to ours
    progress_unit = "rounds"

    def check_data(self):
        defs = load_cards(CARDS_FILE)
        decks = load_decks(DECKS_FILE, defs)
        return [f"{CARDS_FILE}: {len(defs)} cards ok", f"{DECKS_FILE}: {len(decks)} decks ok"]

    # ------------------------------------------------------------------ setup
    def _empty(self, defs, seed, n, options):
        return {"game": "ninecard", "defs": defs, "rng": rng.seed_state(seed), "options": options,
                "n": n, "turn": 0, "phase": "main", "active": 0, "assault": None, "over": None,
                "cards": {}, "players": [_player() for _ in range(n)]}

    def new_game(self, seats: int = 2, seed: int = 0, options: dict | None = None) -> dict:
        if not 2 <= seats <= 4:
            raise ValueError("9 Card is for 2 to 4 players")
        defs, decks = shipped()
        opts = {**self.info.default_options(), **(options or {})}
        for name in ("creature_energy", "first"):
            choices = next(o.choices for o in self.info.options if o.name == name)
            if opts[name] not in choices:
                raise DataError("options", name, name, f"must be one of {', '.join(choices)}")
        state = self._empty(defs, seed, seats, opts)
        for seat in range(seats):
            name = opts[f"deck{seat + 1}"]
            if name not in decks:
                raise DataError("options", f"deck{seat + 1}", "deck", f"unknown deck {name!r} (known: {', '.join(decks)})")
            keys = list(decks[name]["cards"])
            rng.shuffle(state, keys)
            p = state["players"][seat]
            for i, key in enumerate(keys):
                cid = f"{LETTERS[seat]}{i + 1:02d}"
                state["cards"][cid] = {"k": key, "o": seat, "down": False}
                p["deck"].append(cid)
            p["hand"], p["deck"] = p["deck"][:HAND], p["deck"][HAND:]
        first = rng.randint(state, 0, seats - 1) if opts["first"] == "random" else seat_index(opts["first"])
        if first >= seats:
            raise DataError("options", "first", "first", f"there is no {opts['first']} in a {seats}-seat game")
        state["active"] = first
        self._start_turn(state, first, [])
        return state

    # -------------------------------------------------------------- contract
    def to_act(self, state):
        return [] if state["over"] else [state["active"]]

    def legal_actions(self, state, seat):
        if state["over"] or seat != state["active"]:
            return []
        ph = state["phase"]
        p = state["players"][seat]
        if ph == "follow":
            return [FollowUp(True), FollowUp(False)]
        if ph == "fizzle":
            return [Discard(c) for c in p["hand"]]
        defs, cards = state["defs"], state["cards"]
        out = []
        ready = len(p["ready"])
        grid = p["grid"]
        open_cols = [c for c in range(3) if grid[6 + c] is None]
        mode = state["options"]["creature_energy"]
        as_energy = mode == "face_down" or (mode == "face_up" and not p["as_energy"])
        for cid in p["hand"]:
            d = defs[cards[cid]["k"]]
            if d["type"] == "energy":
                out.append(PlayEnergy(cid))
                continue
            if as_energy:
                out.append(CreatureAsEnergy(cid))
            if d["cost"] <= ready:
                out.extend(Cast(cid, c) for c in open_cols)
        moved = p["moved"]
        for sq, cid in enumerate(grid):
            if cid is None or cid in moved:
                continue
            for to in NEIGHBOURS[sq]:
                other = grid[to]
                if other is None or other not in moved:
                    out.append(Move(cid, to))
        eligible = tuple(c for c in range(3) if (lead := fx.lead_row(grid, c)) is not None
                         and defs[cards[grid[lead * 3 + c]]["k"]]["attack"] > 0)
        for t in range(state["n"]):
            if t != seat and not state["players"][t]["out"]:
                out.extend(ASSAULTS[t, eligible])
        return out

    def perform(self, state, seat, action):
        ev = []
        kind = type(action)
        p = state["players"][seat]
        if kind is PlayEnergy:
            fx.move_card(state, action.card, seat, "hand", "ready", ev)
            ev.append(Logged(f"{seat_name(seat)} plays an Energy card (ready at once)", "Playing Energy"))
        elif kind is CreatureAsEnergy:
            down = state["options"]["creature_energy"] == "face_down"
            state["cards"][action.card]["down"] = down
            p["as_energy"] = True
            fx.move_card(state, action.card, seat, "hand", "ready", ev)
            what = "face down" if down else fx.cdef(state, action.card)["name"]
            ev.append(Logged(f"{seat_name(seat)} plays a creature as energy ({what})",
                             "Energy Alternative" if down else "Optional Add-In: one creature as energy"))
        elif kind is Cast:
            self._cast(state, seat, action, ev)
        elif kind is Move:
            self._move(state, seat, action, ev)
        elif kind is Assault:
            self._assault(state, seat, action, ev)
        elif kind is FollowUp:
            a = state["assault"]
            if action.go:
                a["row"] = self._next_row(state, seat, a)
                state["phase"] = "main"
                self._resolve_current(state, seat, ev)
            else:
                ev.append(Logged(f"{seat_name(seat)} stops the assault in column {a['cols'][a['i']] + 1}",
                                 "The next row has the option to continue"))
                state["phase"] = "main"
                self._next_column(state, seat, ev)
            self._continue_assault(state, seat, ev)
        elif kind is Discard:
            fx.move_card(state, action.card, seat, "hand", "discard", ev)
            if len(p["hand"]) <= HAND:
                self._next_turn(state, ev)
        return ev

    # --------------------------------------------------------------- turns
    def _start_turn(self, state, seat, ev):
        state["turn"] += 1
        p = state["players"][seat]
        p["turns"] += 1
        p["moved"] = []
        p["as_energy"] = False
        state["phase"] = "main"
        ev.append(PhaseChanged("draw", seat))
        if p["deck"]:
            fx.move_card(state, p["deck"][0], seat, "deck", "hand", ev)
        else:
            ev.append(Logged(f"{seat_name(seat)}'s deck is empty: no draw", "Draw"))
        if p["spent"]:
            for cid in list(p["spent"]):
                fx.move_card(state, cid, seat, "spent", "ready", ev)
            ev.append(Logged(f"{seat_name(seat)}'s energy readies", "Energy readies at the start of the turn"))
        ev.append(PhaseChanged("main", seat))

    def _next_turn(self, state, ev, fizzle=True):
        """Fizzle for the active seat (draw or discard to five), then the next seat's turn."""
        seat = state["active"]
        p = state["players"][seat]
        if fizzle and not p["out"]:
            while len(p["hand"]) < HAND and p["deck"]:
                fx.move_card(state, p["deck"][0], seat, "deck", "hand", ev)
            if len(p["hand"]) > HAND:
                state["phase"] = "fizzle"
                ev.append(Logged(f"{seat_name(seat)} discards down to {HAND} cards", "Fizzle"))
                return
        if min(q["turns"] for q in state["players"] if not q["out"]) >= state["options"]["max_rounds"]:
            self._end_by_cap(state, ev)
            return
        nxt = seat
        for _ in range(state["n"]):
            nxt = (nxt + 1) % state["n"]
            if not state["players"][nxt]["out"]:
                break
        state["active"] = nxt
        self._start_turn(state, nxt, ev)

    def _rounds(self, state):
        return max(p["turns"] for p in state["players"])

    def _end_by_cap(self, state, ev):
        alive = [s for s in range(state["n"]) if not state["players"][s]["out"]]
        best = max(state["players"][s]["life"] for s in alive)
        top = [s for s in alive if state["players"][s]["life"] == best]
        winners = top if len(top) == 1 else []
        reason = (f"after {state['options']['max_rounds']} rounds the game ends on life: "
                  + (f"{seat_name(top[0])} has the most" if winners else "a tie, so a draw"))
        self._finish(state, winners, reason, ev)

    def _finish(self, state, winners, reason, ev):
        state["over"] = {"winners": winners, "reason": reason}
        state["phase"] = "over"
        state["assault"] = None
        ev.append(Logged(reason, "Last seat standing wins"))
        ev.append(PhaseChanged("over", None))
        ev.append(GameOver(winners, reason))

    def _knock_out(self, state, seat, why, ev):
        state["players"][seat]["out"] = True
        ev.append(StatChanged(seat_name(seat), "out", 0, 1))
        ev.append(Logged(f"{seat_name(seat)} is out: {why}",
                         "At 0 life a seat is out" if "life" in why else
                         "No creatures and none to play: that player loses"))
        alive = [s for s in range(state["n"]) if not state["players"][s]["out"]]
        if len(alive) == 1:
            self._finish(state, alive, f"{seat_name(alive[0])} is the last seat standing", ev)

    # ------------------------------------------------------------- main phase
    def _cast(self, state, seat, action, ev):
        p = state["players"][seat]
        d = fx.cdef(state, action.card)
        for cid in p["ready"][:d["cost"]]:
            fx.move_card(state, cid, seat, "ready", "spent", ev)
        ev.append(StatChanged(seat_name(seat), "energy_paid", 0, d["cost"]))
        p["hand"].remove(action.card)
        grid = p["grid"]
        rear = 6 + action.column
        sq = fx.fall_forward(grid, rear)
        grid[sq] = action.card
        ev.append(fx.CardMoved(action.card, f"{seat_name(seat)}.hand", fx.square_name(seat, rear)))
        if sq != rear:
            ev.append(fx.CardMoved(action.card, fx.square_name(seat, rear), fx.square_name(seat, sq)))
        ev.append(Logged(f"{seat_name(seat)} casts {d['name']} ({d['attack']}/{d['defence']}) for {d['cost']} energy",
                         "Creatures cost attack plus defense; they enter the rear row and move forward"))

    def _move(self, state, seat, action, ev):
        p = state["players"][seat]
        grid = p["grid"]
        frm = grid.index(action.card)
        to = action.square
        other = grid[to]
        grid[frm], grid[to] = other, action.card
        p["moved"].append(action.card)
        ev.append(fx.CardMoved(action.card, fx.square_name(seat, frm), fx.square_name(seat, to)))
        if other is None:
            ev.append(Logged(f"{fx.cdef(state, action.card)['name']} moves one space", "Movement"))
        else:
            p["moved"].append(other)
            ev.append(fx.CardMoved(other, fx.square_name(seat, to), fx.square_name(seat, frm)))
            ev.append(Logged(f"{fx.cdef(state, action.card)['name']} swaps with {fx.cdef(state, other)['name']}; "
                             "both have used their move", "Creatures are not allowed to swap multiple times"))

    # ----------------------------------------------------------------- assault
    def _assault(self, state, seat, action, ev):
        if not action.columns:
            ev.append(Logged(f"{seat_name(seat)} sends no creature into the assault", "Assault"))
            self._end_turn(state, ev)
            return
        cols = sorted(action.columns)
        ev.append(Logged(f"{seat_name(seat)} assaults {seat_name(action.target)} in column(s) "
                         + ", ".join(str(c + 1) for c in cols), "Each player ends his or her turn by assaulting"))
        grid = state["players"][seat]["grid"]
        state["assault"] = {"target": action.target, "cols": cols, "i": 0, "row": fx.lead_row(grid, cols[0])}
        self._resolve_current(state, seat, ev)
        self._continue_assault(state, seat, ev)

    def _resolve_current(self, state, seat, ev):
        a = state["assault"]
        sq = a["row"] * 3 + a["cols"][a["i"]]
        fx.resolve_assault(state, seat, sq, a["target"], ev)
        t = state["players"][a["target"]]
        if t["life"] <= 0 and not t["out"]:
            self._knock_out(state, a["target"], "life reached 0", ev)

    def _next_row(self, state, seat, a):
        """The nearest creature *with attack* behind the one that just assaulted (past any
        wall), or None (ruling 11)."""
        grid = state["players"][seat]["grid"]
        col = a["cols"][a["i"]]
        for row in range(a["row"] + 1, 3):
            cid = grid[row * 3 + col]
            if cid is not None and fx.cdef(state, cid)["attack"] > 0:
                return row
        return None

    def _next_creature(self, state, a):
        """While a follow-up is asked: the id of the creature that would continue."""
        if state["phase"] != "follow":
            return None
        row = self._next_row(state, state["active"], a)
        return None if row is None else state["players"][state["active"]]["grid"][row * 3 + a["cols"][a["i"]]]

    def _continue_assault(self, state, seat, ev):
        a = state["assault"]
        while not state["over"]:
            if state["players"][a["target"]]["out"] or a["i"] >= len(a["cols"]):
                self._end_turn(state, ev)
                return
            if self._next_row(state, seat, a) is not None:
                state["phase"] = "follow"
                return
            self._next_column(state, seat, ev)

    def _next_column(self, state, seat, ev):
        """'The next column is then allowed to assault in the same manner.'"""
        a = state["assault"]
        a["i"] += 1
        if a["i"] < len(a["cols"]):
            a["row"] = fx.lead_row(state["players"][seat]["grid"], a["cols"][a["i"]])
        if a["i"] < len(a["cols"]) and not state["players"][a["target"]]["out"]:
            self._resolve_current(state, seat, ev)

    def _end_turn(self, state, ev):
        state["assault"] = None
        state["phase"] = "main"
        if state["over"]:
            return
        start = len(ev)
        for s in range(state["n"]):
            fx.push_forward(state, s, ev)
        ev.append(Logged("Every creature is pushed as far forward as it can go", "Cleanup"))
        seat = state["active"]
        ev.append(Cleanup(seat, tuple(e.card for e in ev[start:] if isinstance(e, fx.CardMoved))))
        if not any(state["players"][seat]["grid"]):
            # "Cleanup: ... If a player has no creatures on the grid and cannot play any creatures
            # this turn, they lose." (ruling 12)
            self._knock_out(state, seat, "has no creature on the grid at the end of its turn", ev)
            if state["over"]:
                return
        self._next_turn(state, ev)

    # ----------------------------------------------------------------- explain
    def explain(self, state, seat, action):
        if state["over"]:
            return "The game is over."
        if seat != state["active"]:
            return f"It is not {seat_name(seat)}'s turn."
        ph = state["phase"]
        kind = type(action)
        if ph == "follow" and kind is not FollowUp:
            return "Decide first whether the next creature in the column continues the assault."
        if ph == "fizzle" and kind is not Discard:
            return f"Discard down to {HAND} cards first."
        if ph == "main" and kind in (FollowUp, Discard):
            return "That is not a choice to make now."
        p = state["players"][seat]
        card = getattr(action, "card", None)
        if card is not None and card not in state["cards"]:
            return f"There is no card {card!r}."
        name = fx.cdef(state, card)["name"] if card else ""
        if kind in (PlayEnergy, CreatureAsEnergy, Cast, Discard) and card not in p["hand"]:
            return f"{name} is not in your hand."
        d = fx.cdef(state, card) if card else None
        if kind is PlayEnergy and d["type"] != "energy":
            return f"{name} is a creature: cast it onto your grid."
        if kind is CreatureAsEnergy:
            if state["options"]["creature_energy"] == "off":
                return "Playing creatures as energy is switched off for this game."
            if p["as_energy"] and state["options"]["creature_energy"] == "face_up":
                return "Only ONE creature per turn may be played as energy (Optional Add-In)."
            if d["type"] != "creature":
                return f"{name} is already an energy card."
        if kind is Cast:
            if d["type"] != "creature":
                return f"{name} is energy: put it in your energy zone."
            if not 0 <= action.column <= 2:
                return "There are three columns."
            if p["grid"][6 + action.column] is not None:
                return f"The rear square of column {action.column + 1} is taken: creatures enter the rear row."
            if d["cost"] > len(p["ready"]):
                return f"{name} costs {d['cost']} energy (attack + defence) and you have {len(p['ready'])} ready."
        if kind is Move:
            if card not in p["grid"]:
                return f"{name} is not on your grid."
            if card in p["moved"]:
                return f"{name} has already moved this turn."
            frm = p["grid"].index(card)
            if action.square not in neighbours(frm):
                return "A creature moves one space up, down, left or right, never diagonally."
            other = p["grid"][action.square]
            if other in p["moved"]:
                return f"{fx.cdef(state, other)['name']} has already moved: no chains of swaps."
        if kind is Assault:
            if action.target == seat or not 0 <= action.target < state["n"] or state["players"][action.target]["out"]:
                return "Choose an opponent who is still in the game."
            for c in action.columns:
                cid = p["grid"][c] if 0 <= c <= 2 else None
                if cid is None:
                    return f"Column {c + 1} has no creature in your front row."
                if fx.cdef(state, cid)["attack"] <= 0:
                    return f"{fx.cdef(state, cid)['name']} has no attack: attack-0 creatures are walls."
        return super().explain(state, seat, action)

    # ------------------------------------------------------------------ views
    def card_view(self, state, cid, viewer) -> dict:
        c = state["cards"][cid]
        if c["down"] and viewer != c["o"]:
            return {"id": cid, "face_down": True}
        d = state["defs"][c["k"]]
        return {"id": cid, "key": d["key"], "name": d["name"], "type": d["type"], "attack": d["attack"],
                "defence": d["defence"], "cost": d["cost"], "text": d["text"], "face_down": c["down"]}

    def view(self, state, seat):
        a = state["assault"]
        out = {"game": "ninecard", "seats": state["n"], "turn": state["turn"], "round": self._rounds(state),
               "phase": state["phase"], "active": state["active"], "to_act": self.to_act(state),
               "options": dict(state["options"]), "outcome": self.outcome(state),
               "assault": ({"target": a["target"], "column": a["cols"][a["i"]], "row": a["row"],
                            "columns": list(a["cols"]), "next": self._next_creature(state, a)}
                           if a and a["i"] < len(a["cols"]) else None)}
        zones = out["zones"] = {}
        for s, p in enumerate(state["players"]):
            cv = self.card_view
            name = seat_name(s)
            mine = {z: [cv(state, c, seat) for c in p[z]] for z in ("discard", "ready", "spent")}
            hand = [cv(state, c, seat) for c in p["hand"]] if seat == s else None
            grid = [cv(state, c, seat) if c else None for c in p["grid"]]
            out[name] = {
                "life": p["life"], "out": p["out"], "deck": len(p["deck"]),
                "hand": hand, "hand_count": len(p["hand"]), **mine, "grid": grid,
                "moved": list(p["moved"]), "creature_energy_used": p["as_energy"]}
            zones[f"{name}.deck"] = {"count": len(p["deck"])}
            zones[f"{name}.hand"] = hand if hand is not None else {"count": len(p["hand"])}
            for z, cards in mine.items():
                zones[f"{name}.{z}"] = cards
            for sq, card in enumerate(grid):       # row 0 = the front row (nearest the enemy)
                zones[f"{name}.grid.r{sq // 3}c{sq % 3}"] = [card] if card else []
        return out

    def outcome(self, state):
        return dict(state["over"]) if state["over"] else None

    def progress(self, state):
        return self._rounds(state)

    # ------------------------------------------------------------- conformance
    conformance = ((2, {"creature_energy": "off"}), (3, {"creature_energy": "face_up"}),
                   (4, {"creature_energy": "face_down"}), (2, {"creature_energy": "face_down"}))
    conformance_games = 12

    def invariants(self, state):
        """Each seat's 60 cards in exactly one of its zones (one creature a square)."""
        bad, seen_ids = [], set()
        for seat, p in enumerate(state["players"]):
            ids = [c for z in ("deck", "hand", "discard", "ready", "spent") for c in p[z]] + [c for c in p["grid"] if c]
            if len(ids) != 60 or len(set(ids)) != 60 or seen_ids & set(ids):
                bad.append(f"{seat_name(seat)}: its 60 cards are not each in one place")
            seen_ids |= set(ids)
            if any(state["cards"][c]["o"] != seat for c in ids):
                bad.append(f"{seat_name(seat)} holds a card it does not own")
        return bad

    # ------------------------------------------------------------------- bots
    def evaluate(self, state, seat):
        if state["over"]:
            w = state["over"]["winners"]
            return 1e6 if seat in w else (-1e6 if w else 0.0)
        defs, cards = state["defs"], state["cards"]

        def strength(p):
            total = 0.0
            for sq, cid in enumerate(p["grid"]):
                if cid is not None:
                    d = defs[cards[cid]["k"]]
                    total += d["attack"] * (1.3 if sq < 3 else 1.0) + d["defence"]
            return total
        def worth(p):
            hand = [defs[cards[c]["k"]] for c in p["hand"]]
            creatures = [d for d in hand if d["type"] == "creature"]
            # an empty grid at the end of the turn loses ("no creatures on the grid ... they lose"):
            # worst when no creature in hand can be paid for
            energy = len(p["ready"]) + sum(1 for d in hand if d["type"] == "energy")
            bare = 0 if any(p["grid"]) else (40 if any(d["cost"] <= energy for d in creatures) else 150)
            return (p["life"] * 2.0 + strength(p) * 1.5 + (len(p["ready"]) + len(p["spent"])) * 1.2
                    + len(p["hand"]) * 0.3 + len(creatures) * 0.8 - bare)
        me = state["players"][seat]
        opps = [p for s, p in enumerate(state["players"]) if s != seat and not p["out"]]
        mine = worth(me)
        if not opps:
            return mine
        theirs = max(worth(p) for p in opps)
        weakest = min(p["life"] for p in opps)
        return mine - theirs - weakest * 0.5

    def determinize(self, state, seat, seed):
        """Re-deal what ``seat`` cannot see, each seat's cards among its own places: the order of
        its own deck; every other seat's deck, hand and face-down creature-energy cards (the
        Energy Alternative) as one pool, a face-down card always a creature ("You may play
        creature cards face-down as energy."); and the draws to come. Counts, the cards face up
        and which ids lie face down stay as they are."""
        s = self.clone(state)
        r = rng.Rng(seed)
        cards, defs = s["cards"], s["defs"]
        for t, p in enumerate(s["players"]):
            down = [] if t == seat else [c for z in ("ready", "spent", "discard") for c in p[z] if cards[c]["down"]]
            rest = p["deck"] + ([] if t == seat else p["hand"])
            pool = sorted(cards[c]["k"] for c in down + rest)   # the re-deal depends on what the
            r.shuffle(pool)                                        # seat sees and the seed alone
            for cid in down:        # the first creatures of the shuffled pool lie face down
                i = next((i for i, k in enumerate(pool) if defs[k]["type"] == "creature"), 0)
                cards[cid]["k"] = pool.pop(i)
            for cid, key in zip(rest, pool):
                cards[cid]["k"] = key
        s["rng"] = rng.seed_state(seed)          # the draws to come are not known either
        return s

    # -------------------------------------------------------------- scenarios
    def scenario_state(self, spec: dict, file: str) -> dict:
        defs, _ = shipped()
        defs = dict(defs)
        for key, raw in (spec.get("cards") or {}).items():
            defs[str(key)] = parse_card(file, str(key), raw)
        setup = spec.get("setup") or {}
        if not isinstance(setup, dict):
            raise DataError(file, "setup", "(setup)", "must be a mapping")
        only_keys(file, "setup", setup, ("seats", "active", "p1", "p2", "p3", "p4"))
        n = setup.get("seats", 2)
        if isinstance(n, bool) or not isinstance(n, int):
            raise DataError(file, "setup", "seats", f"must be a whole number, not {short(n)}")
        if not 2 <= n <= 4:
            raise DataError(file, "setup", "seats", "9 Card is for 2 to 4 seats")
        opts = {**self.info.default_options(), **(spec.get("options") or {})}
        state = self._empty(defs, int(spec.get("seed", 0)), n, opts)
        try:
            state["active"] = seat_index(setup.get("active", "p1"))
        except ValueError as e:
            raise DataError(file, "setup", "active", str(e)) from None
        for seat in range(n):
            ps = setup.get(seat_name(seat)) or {}
            entry = f"setup.{seat_name(seat)}"
            if not isinstance(ps, dict):
                raise DataError(file, entry, "(seat)", "must be a mapping")
            only_keys(file, entry, ps, ("life", "turns", "moved", "hand", "deck", "discard", "ready",
                                        "spent", "grid"))
            p = state["players"][seat]
            p["life"] = whole(file, entry, "life", ps.get("life", START_LIFE), 0, START_LIFE)
            p["turns"] = whole(file, entry, "turns", ps.get("turns", 1), 0, 10_000)
            moved = ps.get("moved", [])
            if not isinstance(moved, list):
                raise DataError(file, entry, "moved", "must be a list of card ids")
            p["moved"] = [str(m) for m in moved]
            counter = [0]

            def add(item, zone, where):
                item = card_item(file, entry, where, item, defs)
                counter[0] += 1
                cid = str(item.get("id", f"{LETTERS[seat]}{counter[0]:02d}"))
                if cid in state["cards"]:
                    raise DataError(file, entry, where + ".id", f"duplicate card id {short(cid)}")
                state["cards"][cid] = {"k": item["card"], "o": seat, "down": bool(item.get("face_down", False))}
                return cid
            for zone in ("hand", "deck", "discard", "ready", "spent"):
                items = ps.get(zone, [])
                if isinstance(items, int) and not isinstance(items, bool):   # a count of plain Energy cards
                    items = ["energy"] * whole(file, entry, zone, items, 0, 60)
                if not isinstance(items, list):
                    raise DataError(file, entry, zone, "must be a list of cards (or, for energy, a number)")
                for i, item in enumerate(items):
                    p[zone].append(add(item, zone, f"{zone}[{i}]"))
            grid = ps.get("grid", {}) or {}
            if not isinstance(grid, dict):
                raise DataError(file, entry, "grid", "must map squares like r0c1 to cards")
            for name, item in grid.items():
                name = str(name)
                if len(name) != 4 or name[0] != "r" or name[2] != "c" or not (name[1] in "012" and name[3] in "012"):
                    raise DataError(file, entry, f"grid.{name}", "squares are r0c0 .. r2c2 (row 0 is the front)")
                sq = int(name[1]) * 3 + int(name[3])
                cid = add(item, "grid", f"grid.{name}")
                if defs[state["cards"][cid]["k"]]["type"] != "creature":
                    raise DataError(file, entry, f"grid.{name}", "only creatures stand on the grid")
                p["grid"][sq] = cid
        return state


RULESET = NineCard()
