"""Nine Lives: Tricksy Kittens: the ruleset (rounds, secret bids, teams, tricks, scoring,
the powers variant and the Black Cat variant). The trick arithmetic and the power
vocabulary are in effects.py; the rulings are in docs/rulings/tricksy.md.

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
    pending: [choice, ...]   last: {winner, cards, no} or None   over: {winners, reason} or None
"""
from __future__ import annotations

from itertools import combinations

from game.core import rng
from game.core.contract import (CardMoved, DataError, GameInfo, GameOver, Logged, Option, PhaseChanged,
                                Ruleset, StatChanged, seat_index, seat_name)
from game.tricksy import effects as fx
from game.tricksy.actions import (ACTION_TYPES, Bid, ChooseKeeper, Discard, Keep, PassCards, Play, PlayBlind,
                                  SetAside, SwapWithTrick, UsePower)
from game.tricksy.cards import POWERS_FILE, SUITS_FILE, assign_powers, load, shipped

SUIT, NUM = fx.SUIT, fx.NUM
LIVES_TO_WIN = 9
MAX_SEATS = 9
ON_OFF = ("off", "on")

_PLAY: dict = {}
_BID: dict = {}       # card -> Bid(card), made once
_PLAIN: dict = {}     # card -> Play(card), made once


def _play_action(c, suit=None):
    a = _PLAY.get((c, suit))
    if a is None:
        a = _PLAY[c, suit] = Play(c, suit)
    return a


_BLIND = PlayBlind()
SEAT = [seat_name(s) for s in range(MAX_SEATS)]
HAND_ZONE = [f"{n}.hand" for n in SEAT]
WON_ZONE = [f"{n}.won" for n in SEAT]
BID_ZONE = [f"{n}.bid" for n in SEAT]
RULE_PLAY = "Take clockwise turns; match the leading suit if possible"
ORDER = [[[(lead + i) % n for i in range(n)] for lead in range(n)] for n in range(MAX_SEATS + 1)]
WHY = {"trump": "If a trump was played, the highest trump wins",
       "lead": "Otherwise, the highest card in the leading suit wins",
       "keeper": "If all cards in a trick are ignored, the Kittykeeper wins"}


def shuffle(state, lst) -> None:
    """Fisher-Yates on the game's SplitMix64 (game.core.rng), taking several small draws from
    each 64-bit number (the bias stays below 2**-24): a round's deal costs 3 draws, not 35."""
    z, room = 0, 1
    for i in range(len(lst) - 1, 0, -1):
        m = i + 1
        if room < m << 24:
            z, room = rng.next_u64(state), 1 << 64
        j = z % m
        z //= m
        room //= m
        lst[i], lst[j] = lst[j], lst[i]


class Tricksy(Ruleset):
    info = GameInfo(
        "tricksy", "Nine Lives: Tricksy Kittens", 3, MAX_SEATS, "Trick-taking where bids form teams",
        options=(Option("first", "random", ("random",) + tuple(f"p{i}" for i in range(1, MAX_SEATS + 1)),
                        "the first Kittykeeper"),
                 Option("powers", "off", ON_OFF, "the powers variant: bid rows and card powers"),
                 Option("black_cat", "off", ON_OFF, "the Black Cat variant: crowns are wild"),
                 Option("max_rounds", 40, (), "a game still going after this many rounds ends on lives")))
    action_types = ACTION_TYPES
    reply_search = False
    bot_class = "game.tricksy.bots:TricksyBot"
    progress_unit = "rounds"

    def check_data(self):
        data = load(SUITS_FILE, POWERS_FILE)
        return [f"{SUITS_FILE}: {len(data['suits'])} suits ok", f"{POWERS_FILE}: {len(data['powers'])} powers ok"]

    # ------------------------------------------------------------------ setup
    def _options(self, options, seats):
        opts = {**self.info.default_options(), **(options or {})}
        for name in ("powers", "black_cat"):
            v = opts[name]
            if v is True or v is False:
                opts[name] = "on" if v else "off"
        for o in self.info.options:
            if o.choices and opts[o.name] not in o.choices:
                raise DataError("options", o.name, o.name, f"must be one of {', '.join(o.choices)}, "
                                f"not {opts[o.name]!r}")
        mr = opts["max_rounds"]
        if isinstance(mr, bool) or not isinstance(mr, int) or mr < 1:
            raise DataError("options", "max_rounds", "max_rounds", f"must be a whole number of at least 1, not {mr!r}")
        if opts["first"] != "random" and seat_index(opts["first"]) >= seats:
            raise DataError("options", "first", "first", f"there is no {opts['first']} in a {seats}-seat game")
        return opts

    def _empty(self, data, seats, seed, opts) -> dict:
        suits = data["suits"]
        black = opts["black_cat"] == "on"
        crown = next(s["key"] for s in suits if s["black_cat"])
        if black:
            keys = [s["key"] for s in suits if not s["black_cat"]][:seats - 1] + [crown]
        else:
            keys = [s["key"] for s in suits][:seats]
        state = {"game": "tricksy", "rng": rng.seed_state(seed), "options": opts, "n": seats, "round": 0,
                 "phase": "bid", "keeper": 0, "over": None,
                 "plain": opts["powers"] != "on" and not black}   # no powers, no crowns: quick paths
        defs = {"suits": keys, "info": {s["key"]: {"name": s["name"], "colour": s["colour"]} for s in suits
                                        if s["key"] in keys},
                "crown": crown if black else None,
                "named": [k for k in keys if not (black and k == crown)],
                "powers": data["powers"], "power_of": {},
                "deck": [f"{k}-{n}" for k in keys for n in range(1, 10)]}
        defs["names"] = {c: f"{defs['info'][SUIT[c]]['name']} {NUM[c]}" for c in defs["deck"]}
        defs["index"] = {c: i for i, c in enumerate(defs["deck"])}
        for c in defs["deck"]:
            if c not in _PLAIN:
                _PLAIN[c] = _PLAY[c, None] = Play(c)
                _BID[c] = Bid(c)
        if opts["powers"] == "on":
            defs["power_of"] = assign_powers(state, suits, data["powers"])
        state["defs"] = defs
        self._clear_round(state)
        state.update(piles=[[] for _ in range(seats)], lives=[0] * seats, leftovers=[], last=None)
        return state

    def _clear_round(self, state):
        n = state["n"]
        state["hands"] = [[] for _ in range(n)]
        state["rows"] = [[] for _ in range(n)]
        state["won"] = [[] for _ in range(n)]
        state["aside"] = [[] for _ in range(n)]
        state["voids"] = [[] for _ in range(n)]
        state["revealed"] = [[] for _ in range(n)]
        state["bids"] = [None] * n
        state["must_bid"] = [False] * n
        state["tricks"] = [0] * n
        state["team_of"] = [-1] * n
        state["teams"] = []
        state["discard"] = []
        state["pending"] = []
        state["trick"] = None
        state["tricks_played"] = 0

    def new_game(self, seats: int = 4, seed: int = 0, options: dict | None = None) -> dict:
        if not isinstance(seats, int) or not 3 <= seats <= MAX_SEATS:
            raise ValueError("Nine Lives: Tricksy Kittens is for 3 to 9 players")
        opts = self._options(options, seats)
        state = self._empty(shipped(), seats, seed, opts)
        first = opts["first"]
        state["keeper"] = rng.randint(state, 0, seats - 1) if first == "random" else seat_index(first)
        self._start_round(state, [])
        return state

    # ------------------------------------------------------------- the round
    def _start_round(self, state, ev):
        """"Shuffle the deck and deal as fairly as possible. (You might have a few cards left
        over in some rounds. Reveal them, but don't use them.)" The deck is every card that is
        not in a lives pile."""
        self._clear_round(state)
        state["round"] += 1
        n = state["n"]
        defs = state["defs"]
        full = defs["deck"]
        piles = state["piles"]
        if any(piles):
            index = defs["index"]
            scored = {index[c] for pile in piles for c in pile}
            deck = [i for i in range(len(full)) if i not in scored]
        else:
            deck = list(range(len(full)))
        shuffle(state, deck)              # positions in the deck list; hands are shown sorted
        per = len(deck) // n
        hands = state["hands"]
        for s in range(n):
            part = deck[s * per:(s + 1) * per]
            part.sort()
            hands[s] = [full[i] for i in part]
        rest = deck[n * per:]
        rest.sort()
        state["leftovers"] = [full[i] for i in rest]
        crown = state["defs"]["crown"]
        if crown is None:
            state["must_bid"] = [bool(h) for h in state["hands"]]
        else:
            state["must_bid"] = [any(SUIT[c] != crown for c in h) for h in state["hands"]]
        state["phase"] = "bid"
        ev.append(PhaseChanged("bid", None))
        names = state["defs"]["names"]
        left = ", ".join([names[c] for c in state["leftovers"]]) or "none"
        ev.append(Logged(f"Round {state['round']}: {per} cards each; left over (revealed, unused): {left}",
                         "Shuffle the deck and deal as fairly as possible"))
        if crown is not None:
            for s in range(n):
                if not state["must_bid"][s]:
                    ev.append(Logged(f"{seat_name(s)} holds only crowns and cannot bid this round",
                                     "A crown can never be a bid card"))
        if not any(state["must_bid"]):
            self._reveal(state, ev)

    def _reveal(self, state, ev):
        """"Once done, reveal all the bids. Any players who bid the same suit are---for this
        round only---in the same team." """
        n = state["n"]
        by_suit: dict = {}
        for s in range(n):
            b = state["bids"][s]
            if b is None:
                continue
            state["bids"][s] = None
            state["rows"][s] = [b]
            by_suit.setdefault(SUIT[b], []).append(s)
            ev.append(CardMoved(b, f"{seat_name(s)}.bid", f"{seat_name(s)}.row"))
        ev.append(Logged("Bids: " + ", ".join(f"{seat_name(s)} {self.card_name(state, state['rows'][s][0])}"
                                              for s in range(n) if state["rows"][s]), "Reveal all the bids"))
        for members in by_suit.values():
            if len(members) > 1:
                for s in members:
                    state["team_of"][s] = len(state["teams"])
                state["teams"].append(members)
                ev.append(Logged("Team for this round: " + " + ".join(seat_name(s) for s in members),
                                 "Players who bid the same suit are in the same team"))
        self._start_trick(state, ev)
        self._advance(state, ev)

    def _start_trick(self, state, ev):
        n = state["n"]
        leader = state["keeper"]
        state["tricks_played"] += 1
        state["trick"] = {"leader": leader, "order": [(leader + i) % n for i in range(n)], "pos": 0, "lap": 0,
                          "laps": 1, "plays": [], "lead": None, "lead_up": True, "used": 0, "mods": [],
                          "stage": "play", "winner": None, "down": False, "blind": False,
                          "no": state["tricks_played"]}
        if any(state["revealed"]):
            state["revealed"] = [[] for _ in range(n)]
        state["phase"] = "play"

    def _advance(self, state, ev):
        """Move the game on until someone has to decide something."""
        while True:
            if state["pending"]:
                state["phase"] = "power_choice"
                return
            t = state["trick"]
            if t is None:
                return
            st = t["stage"]
            if st == "play":
                if self._current(state, t) is not None:
                    state["phase"] = "play"
                    return
                if state["plain"]:
                    if not self._plain_trick_end(state, t, ev):
                        return
                    continue
                if t["lap"] + 1 < t["laps"]:
                    t["lap"] += 1
                    t["pos"] = 0
                    ev.append(Logged("Everyone plays one more card before the winner is decided", "Power 36"))
                    continue
                t["stage"] = "swap"
            elif st == "swap":
                t["stage"] = "resolve"
                if t["mods"]:
                    for m in fx.mods_of(state, t, "swap_with_trick"):
                        if state["hands"][m["by"]] and t["plays"]:
                            state["pending"].append({"kind": "trick_swap", "seats": [m["by"]]})
            elif st == "resolve":
                self._resolve(state, t, ev)
                t["stage"] = "award"
            elif st == "award":
                t["stage"] = "keeper"
                self._award(state, t, ev)
            elif st == "keeper":
                t["stage"] = "done"
                self._next_keeper(state, t, ev)
            else:
                if not self._end_trick(state, ev):
                    return

    def _plain_trick_end(self, state, t, ev) -> bool:
        """The end of a trick without powers or crowns: what _resolve, _award, _next_keeper and
        _end_trick do, in one quick pass (random games run through millions of these)."""
        plays = t["plays"]
        rows = state["rows"]
        leader = t["leader"]
        tr = SUIT[rows[leader][0]] if rows[leader] else None
        lead = t["lead"]
        flags = []
        best = lbest = -1
        bn = ln = 0
        for i, p in enumerate(plays):
            row = rows[p["s"]]
            suit = p["suit"]
            ig = bool(row) and suit == SUIT[row[0]]
            flags.append(ig)
            if not ig:
                if suit == tr:
                    if p["n"] > bn:
                        best, bn = i, p["n"]
                elif suit == lead and p["n"] > ln:
                    lbest, ln = i, p["n"]
        if best >= 0:
            how = "trump"
        elif lbest >= 0:
            best, how = lbest, "lead"
        else:
            how = "keeper"
        w = plays[best]["s"] if best >= 0 else leader
        t["winner"] = w
        cards = [p["c"] for p in plays]
        state["last"] = {"no": t["no"], "winner": w, "leader": leader, "cards": cards,
                         "seats": [p["s"] for p in plays], "ignored": flags, "trump": tr, "lead": t["lead"]}
        ev.append(Logged(f"{SEAT[w]} wins trick {t['no']}", WHY[how]))
        state["won"][w].extend(cards)
        zone = WON_ZONE[w]
        for c in cards:
            ev.append(CardMoved(c, "trick", zone))
        old = state["tricks"][w]
        state["tricks"][w] = old + 1
        ev.append(StatChanged(SEAT[w], "tricks", old, old + 1))
        state["keeper"] = w
        t["plays"] = []
        hands = state["hands"]
        if hands[w]:          # the next trick, led by the winner (the trick dict is reused)
            no = state["tricks_played"] = state["tricks_played"] + 1
            t["leader"], t["order"], t["pos"], t["lead"], t["winner"], t["no"] = w, list(ORDER[state["n"]][w]), 0, \
                None, None, no
            return True
        t["stage"] = "done"
        return self._end_trick(state, ev)

    def _current(self, state, t):
        order, hands = t["order"], state["hands"]
        while t["pos"] < len(order):
            s = order[t["pos"]]
            if hands[s]:
                return s
            t["pos"] += 1
        return None

    def _resolve(self, state, t, ev):
        plays = t["plays"]
        if t["mods"] and any(p["down"] for p in plays):
            for p in plays:
                if p["down"]:
                    p["down"] = False
                    ev.append(CardMoved(p["c"], "trick", "trick"))
            ev.append(Logged("The face-down cards are turned up", "Power 35"))
        flags = fx.ignored_flags(state, t)
        tr = fx.trump(state, t)
        w, how = fx.decide(state, t, plays, flags, tr)
        t["winner"] = w
        state["last"] = {"no": t["no"], "winner": w, "leader": t["leader"], "cards": [p["c"] for p in plays],
                         "seats": [p["s"] for p in plays], "ignored": flags, "trump": tr, "lead": t["lead"]}
        ev.append(Logged(f"{SEAT[w]} wins trick {t['no']}", WHY[how]))

    def _award(self, state, t, ev):
        """"The winner receives the trick and places it facedown before them" (plain game), or
        "If you win a trick, pick one of its cards and place it in this row. (The other cards
        are discarded.)" (powers variant), with powers 15, 29 and 30."""
        w = t["winner"]
        plays = t["plays"]
        wn = seat_name(w)
        if state["options"]["powers"] != "on":
            won, zone = state["won"][w], WON_ZONE[w]
            for p in plays:
                won.append(p["c"])
                ev.append(CardMoved(p["c"], "trick", zone))
            t["plays"] = []
            old = state["tricks"][w]
            state["tricks"][w] = old + 1
            ev.append(StatChanged(wn, "tricks", old, old + 1))
            return
        keep, redeal = 1, False
        for m in t["mods"]:
            verb = fx.pdef(state, m)["do"]
            if verb == "trick_score":
                keep, redeal = fx.pdef(state, m)["keep"], False
            elif verb == "redeal_trick" and m["by"] == w:
                redeal = True
        if redeal:
            cards = [p["c"] for p in plays]
            t["plays"] = []
            rng.shuffle(state, cards)
            n = state["n"]
            for i in range(n):
                if not cards:
                    break
                s = (w + i) % n
                c = cards.pop()
                state["hands"][s].append(c)
                ev.append(CardMoved(c, "trick", f"{seat_name(s)}.hand"))
            for c in cards:
                self._to_discard(state, c, "trick", ev)
            ev.append(Logged(f"{wn} shuffles the trick and deals one card back to each player", "Power 15"))
            return
        keep = min(keep, len(plays))
        if keep == 0:
            for p in plays:
                self._to_discard(state, p["c"], "trick", ev)
            t["plays"] = []
            ev.append(Logged(f"{wn} does not score this trick: its cards are discarded", "Power 30"))
            return
        state["pending"].append({"kind": "keep", "seats": [w], "left": keep})

    def _to_discard(self, state, c, src, ev):
        state["discard"].append(c)
        ev.append(CardMoved(c, src, "discard"))

    def _next_keeper(self, state, t, ev):
        """"They become the new Kittykeeper." (powers 9 and 10 let someone else choose)"""
        w = t["winner"]
        state["keeper"] = w
        chooser = None
        if t["mods"]:
            for m in fx.mods_of(state, t, "choose_keeper"):
                if fx.pdef(state, m)["when"] == "always" or m["by"] != w:
                    chooser = m["by"]
        if chooser is not None:
            state["pending"].append({"kind": "keeper", "seats": [chooser]})

    def _end_trick(self, state, ev) -> bool:
        """After a trick: the next trick, the round's final trick of set-aside cards (power 44),
        or scoring. Returns True when play goes on."""
        t = state["trick"]
        for p in t["plays"]:       # cards nobody took (cannot happen in the rules; kept safe)
            self._to_discard(state, p["c"], "trick", ev)
        state["trick"] = None
        if any(state["hands"]):
            self._start_trick(state, ev)
            return True
        if any(state["aside"]):
            for s in range(state["n"]):
                for c in state["aside"][s]:
                    state["hands"][s].append(c)
                    ev.append(CardMoved(c, f"{seat_name(s)}.aside", f"{seat_name(s)}.hand"))
                state["aside"][s] = []
            ev.append(Logged("The set-aside cards are played in the round's final trick", "Power 44"))
            self._start_trick(state, ev)
            return True
        self._score_round(state, ev)
        return False

    def _score_round(self, state, ev):
        """"If you won exactly as many tricks as you bid, score your bid card!" and "If you were in
        a team, you also score if you collectively scored the correct amount." (not when all
        players are in the same team)"""
        n = state["n"]
        tricks = [fx.tricks_won(state, s) for s in range(n)]
        bids = [fx.bid_card(state, s) for s in range(n)]
        team_ok = []
        for team in state["teams"]:
            if len(team) == n:
                team_ok.append(False)
                ev.append(Logged("Every player is in the same team: the team rule is ignored",
                                 "Exception: when ALL players are in the same team"))
                continue
            got = sum(tricks[s] for s in team)
            want = sum(NUM[bids[s]] for s in team if bids[s])
            team_ok.append(got == want)
        for s in range(n):
            b = bids[s]
            sn = seat_name(s)
            if b is None:
                ev.append(Logged(f"{sn} has no bid and cannot score", "Scoring"))
                continue
            exact = tricks[s] == NUM[b]
            team = state["team_of"][s] >= 0 and team_ok[state["team_of"][s]]
            if exact or team:
                state["rows"][s].remove(b)
                state["piles"][s].append(b)
                ev.append(CardMoved(b, f"{sn}.row", f"{sn}.lives"))
                old = state["lives"][s]
                state["lives"][s] = old + NUM[b]
                ev.append(StatChanged(sn, "lives", old, old + NUM[b]))
                how = "won exactly as many tricks as bid" if exact else "the team won its bids together"
                ev.append(Logged(f"{sn} bid {NUM[b]}, won {tricks[s]}: {how}, +{NUM[b]} lives",
                                 "Exactly as bid: score your bid card" if exact else
                                 "A team also scores if it collectively scored the correct amount"))
            else:
                ev.append(Logged(f"{sn} bid {NUM[b]} and won {tricks[s]}: no lives this round", "Scoring"))
        best = max(state["lives"])
        if best >= LIVES_TO_WIN:
            top = [s for s in range(n) if state["lives"][s] == best]
            reason = (f"{seat_name(top[0])} has the most lives ({best})" if len(top) == 1 else
                      f"{' and '.join(seat_name(s) for s in top)} share the win with {best} lives")
            self._finish(state, top, reason, ev)
        elif state["round"] >= state["options"]["max_rounds"]:
            top = [s for s in range(n) if state["lives"][s] == best]
            self._finish(state, top, f"after {state['round']} rounds the game ends on lives: "
                         + ", ".join(seat_name(s) for s in top) + f" with {best}", ev)
        else:
            self._start_round(state, ev)

    def _finish(self, state, winners, reason, ev):
        state["over"] = {"winners": winners, "reason": reason}
        state["phase"] = "over"
        state["trick"] = None
        state["pending"] = []
        ev.append(Logged(reason, "The player with the most lives wins"))
        ev.append(PhaseChanged("over", None))
        ev.append(GameOver(winners, reason))

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
                    return [_PLAIN[c] for c in hand if SUIT[c] == lead] or [_PLAIN[c] for c in hand]
                return [_PLAIN[c] for c in hand]
            if t["blind"]:
                out = [_BLIND]
            else:
                out = [_play_action(c, s) for c, names in fx.playable(state, seat) for s in names]
            if state["options"]["powers"] == "on" and state["rows"][seat]:
                out += self._power_options(state, seat)
            return out
        if ph == "bid":
            if not state["must_bid"][seat] or state["bids"][seat] is not None:
                return []
            crown = state["defs"]["crown"]
            return [_BID[c] for c in state["hands"][seat] if SUIT[c] != crown]
        if ph == "power_choice":
            if seat not in self.to_act(state):
                return []
            return self._choice_options(state, seat, state["pending"][0])
        return []

    def _power_options(self, state, seat):
        """"On each turn, you may discard one card from your row to execute the power written on
        it! However, only one power may be used per trick (in total)." (power 34 lifts the limit)"""
        t = state["trick"]
        if t["used"] and not fx.mods_of(state, t, "free_powers"):
            return []
        out = []
        power_of = state["defs"]["power_of"]
        powers = state["defs"]["powers"]
        row = state["rows"][seat]
        hand = state["hands"][seat]
        n = state["n"]
        for c in row:
            pid = power_of.get(c)
            if pid is None:
                continue
            verb = powers[str(pid)]["do"]
            d = powers[str(pid)]
            if verb == "wild":
                out += [UsePower(c, suit=s, number=k) for s in state["defs"]["named"] for k in range(1, 10)]
            elif verb == "reveal":
                if d["by"] == "suit":
                    out += [UsePower(c, suit=s) for s in state["defs"]["suits"]]
                else:
                    out += [UsePower(c, number=k) for k in range(1, 10)]
            elif verb == "swap_hand":
                out += [UsePower(c, seat=o, target=h) for h in hand for o in range(n)
                        if o != seat and state["hands"][o]]
            elif verb == "swap_played":
                out += [UsePower(c, seat=p["s"]) for p in t["plays"] if p["s"] != seat]
            elif verb == "take_from_won":
                for r in range(n):
                    rrow = [x for x in state["rows"][r] if x != c] if r == seat else state["rows"][r]
                    out += [UsePower(c, target=x) for x in rrow[1:]]
            elif verb == "replay_previous":
                if t["plays"]:
                    out.append(UsePower(c))
            elif verb == "pass_cards":
                if min(len(h) for h in state["hands"]) > 0:
                    out.append(UsePower(c))
            elif verb == "set_aside":
                if self._can_set_aside(state, t):
                    out.append(UsePower(c))
            else:
                out.append(UsePower(c))
        return out

    def _can_set_aside(self, state, t):
        """Power 44 only while everyone keeps enough cards to finish this trick."""
        still = set(t["order"][t["pos"]:]) if t["lap"] + 1 >= t["laps"] else set(t["order"])
        return all(len(state["hands"][s]) >= (2 if s in still else 1) for s in range(state["n"]))

    def _choice_options(self, state, seat, p):
        kind = p["kind"]
        hand = state["hands"][seat]
        if kind == "keep":
            return [Keep(x["c"]) for x in state["trick"]["plays"]]
        if kind == "keeper":
            return [ChooseKeeper(s) for s in range(state["n"])]
        if kind == "replay":
            if state["trick"]["blind"]:
                return [_BLIND]
            return [_play_action(c, s) for c, names in fx.playable(state, seat, exclude=p["card"]) for s in names]
        if kind == "pass":
            return [PassCards(cs) for cs in combinations(hand, p["count"])]
        if kind == "aside":
            return [SetAside(c) for c in hand]
        if kind == "trick_swap":
            return [SwapWithTrick(c, x["c"]) for c in hand for x in state["trick"]["plays"]]
        if kind == "discard":
            return [Discard(c) for c in hand]
        return []

    # ---------------------------------------------------------------- perform
    def perform(self, state, seat, action):
        kind = type(action)
        if kind is Play and state["plain"] and state["phase"] == "play":
            return self._plain_play(state, seat, action.card)
        ev = []
        if kind is Play or kind is PlayBlind:
            if state["phase"] == "power_choice":
                p = state["pending"].pop(0)
                self._play(state, seat, action, ev, index=p["index"])
            else:
                self._play(state, seat, action, ev)
                state["trick"]["pos"] += 1
        elif kind is Bid:
            state["hands"][seat].remove(action.card)
            bids = state["bids"]
            bids[seat] = action.card
            ev.append(CardMoved("?", HAND_ZONE[seat], BID_ZONE[seat]))
            ev.append(Logged(f"{SEAT[seat]} places a bid face down", "Everyone secretly places a bid"))
            must = state["must_bid"]
            if all(b is not None or not m for b, m in zip(bids, must)):
                self._reveal(state, ev)
            return ev
        elif kind is UsePower:
            self._use_power(state, seat, action, ev)
        else:
            self._choice(state, seat, action, ev)
        self._advance(state, ev)
        return ev

    def _plain_play(self, state, seat, c):
        """A card played in the plain game (no powers, no crowns): the quick path of _place."""
        t = state["trick"]
        suit = SUIT[c]
        hands = state["hands"]
        hands[seat].remove(c)
        t["plays"].append({"s": seat, "c": c, "suit": suit, "n": NUM[c], "down": False, "w": False})
        lead = t["lead"]
        if lead is None:
            t["lead"] = suit
        elif suit != lead and lead not in state["voids"][seat]:
            state["voids"][seat].append(lead)
        ev = [CardMoved(c, HAND_ZONE[seat], "trick"),
              Logged(f"{SEAT[seat]} plays {state['defs']['names'][c]}", RULE_PLAY)]
        pos = t["pos"] = t["pos"] + 1
        order = t["order"]
        if pos < len(order):
            if not hands[order[pos]]:
                self._advance(state, ev)          # skip a seat without cards (set-ups only)
            return ev
        if self._plain_trick_end(state, t, ev):
            t = state["trick"]
            if not hands[t["order"][t["pos"]]]:
                self._advance(state, ev)          # a leader without cards (set-ups only) is skipped
        return ev

    def _play(self, state, seat, action, ev, index=None):
        t = state["trick"]
        hand = state["hands"][seat]
        forced = type(action) is PlayBlind
        if forced:
            c = hand[rng.randint(state, 0, len(hand) - 1)]
            named = None
        else:
            c, named = action.card, action.suit
        self._place(state, seat, c, named, ev, index, forced)

    def _place(self, state, seat, c, named, ev, index=None, forced=False):
        t = state["trick"]
        state["hands"][seat].remove(c)
        crown = state["defs"]["crown"]
        suit, n, wild = SUIT[c], NUM[c], False
        w = fx.wild_for(state, t, seat) if t["mods"] else None
        if w:
            suit, n, wild = w[0], w[1], True
            for m in fx.mods_of(state, t, "wild"):
                if m["by"] == seat:
                    m["done"] = True
        elif crown is not None and suit == crown:
            if named is None:      # a crown played at random names the leading suit (or any)
                named = t["lead"] if t["lead"] and t["lead"] != crown else rng.choice(state, state["defs"]["named"])
            suit = named
        down = t["down"]
        plays = t["plays"]
        lead, lead_up = t["lead"], t["lead_up"]
        if (not forced and not wild and lead is not None and lead_up and SUIT[c] != lead and suit != lead
                and not (t["mods"] and fx.mods_of(state, t, "no_follow")) and lead not in state["voids"][seat]):
            state["voids"][seat].append(lead)     # public: they could not follow
        entry = {"s": seat, "c": c, "suit": suit, "n": n, "down": down, "w": wild}
        if index is None:
            index = len(plays)
            plays.append(entry)
        else:
            plays.insert(index, entry)
        if index == 0 and t["lead"] is None:
            t["lead"], t["lead_up"] = suit, not down
        sn = seat_name(seat)
        ev.append(CardMoved("?" if down else c, f"{sn}.hand", "trick"))
        if t["mods"]:
            self._after_play(state, t, seat, index, ev)
        if down:
            ev.append(Logged(f"{sn} plays a card face down", "Power 35"))
        else:
            what = self.card_name(state, c)
            if wild:
                what += f" as the {n} of {self.suit_name(state, suit)} (wild)"
            elif suit != SUIT[c]:
                what += f" as {self.suit_name(state, suit)}"
            ev.append(Logged(f"{sn} plays {what}", RULE_PLAY))

    def _after_play(self, state, t, seat, index, ev):
        entry = t["plays"][index]
        for m in t["mods"]:
            if m["by"] != seat or m.get("played"):
                continue
            verb = fx.pdef(state, m)["do"]
            if verb == "set_lead":
                t["lead"], t["lead_up"] = entry["suit"], not entry["down"]
                ev.append(Logged(f"{self.suit_name(state, entry['suit'])} is the new leading suit", "Power 1"))
            elif verb == "set_trump" and fx.pdef(state, m)["from"] == "own_play":
                m["suit"] = entry["suit"]
            elif verb == "match_rule":
                m["suit"] = None if entry["down"] else entry["suit"]
            elif verb == "swap_played":
                other = next((p for p in t["plays"] if p["s"] == m["seat"] and p is not entry), None)
                if other is not None:
                    for k in ("c", "suit", "n", "down", "w"):
                        entry[k], other[k] = other[k], entry[k]
                    ev.append(CardMoved(other["c"] if not other["down"] else "?", "trick", "trick"))
                    ev.append(Logged(f"{seat_name(seat)} swaps their card with {seat_name(m['seat'])}'s", "Power 12"))
            else:
                continue
            m["played"] = True

    # ------------------------------------------------------------------ powers
    def _use_power(self, state, seat, a, ev):
        t = state["trick"]
        sn = seat_name(seat)
        pid = state["defs"]["power_of"][a.card]
        d = state["defs"]["powers"][str(pid)]
        verb = d["do"]
        state["rows"][seat].remove(a.card)
        state["discard"].append(a.card)
        ev.append(CardMoved(a.card, f"{sn}.row", "discard"))
        t["used"] += 1
        m = {"p": pid, "by": seat}
        t["mods"].append(m)
        ev.append(Logged(f"{sn} discards {self.card_name(state, a.card)} to use power {pid}, {d['name']}: "
                         f"{d['text']}", "Discard one card from your row to execute its power"))
        n = state["n"]
        hands = state["hands"]
        if verb == "set_trump" and d["from"] == "own_bid":
            m["suit"] = fx.bid_suit(state, seat)
        elif verb == "wild":
            m["suit"], m["number"] = a.suit, a.number
        elif verb == "replay_previous":
            prev = t["plays"].pop()
            idx = len(t["plays"])
            hands[prev["s"]].append(prev["c"])
            if idx == 0:
                t["lead"], t["lead_up"] = None, True
            state["pending"].append({"kind": "replay", "seats": [prev["s"]], "card": prev["c"], "index": idx})
            ev.append(CardMoved("?" if prev["down"] else prev["c"], "trick", f"{seat_name(prev['s'])}.hand"))
        elif verb == "swap_hand":
            other = m["seat"] = a.seat
            taken = hands[other][rng.randint(state, 0, len(hands[other]) - 1)]
            hands[other].remove(taken)
            hands[seat].remove(a.target)
            hands[other].append(a.target)
            hands[seat].append(taken)
            ev.append(CardMoved("?", f"{sn}.hand", f"{seat_name(other)}.hand"))
            ev.append(CardMoved("?", f"{seat_name(other)}.hand", f"{sn}.hand"))
        elif verb == "swap_played":
            m["seat"] = a.seat
        elif verb == "pass_cards":
            k = min(d["count"], min(len(h) for h in hands))
            state["pending"].append({"kind": "pass", "seats": list(range(n)), "picks": [None] * n, "count": k,
                                     "dir": 1 if d["direction"] == "left" else -1})
        elif verb == "random_play":
            self._place(state, seat, hands[seat][rng.randint(state, 0, len(hands[seat]) - 1)], None, ev,
                        forced=True)
            t["pos"] += 1
        elif verb == "blind":
            t["blind"] = True
        elif verb == "face_down":
            t["down"] = True
        elif verb == "extra_lap":
            t["laps"] = 2
        elif verb == "reveal":
            if d["by"] == "suit":
                m["suit"] = a.suit
                match = lambda c: SUIT[c] == a.suit     # noqa: E731
            else:
                m["number"] = a.number
                match = lambda c: NUM[c] == a.number    # noqa: E731
            for s in range(n):
                shown = [c for c in hands[s] if match(c)]
                state["revealed"][s] = shown
                if shown:
                    ev.append(Logged(f"{seat_name(s)} shows " + ", ".join(self.card_name(state, c) for c in shown),
                                     f"Power {pid}"))
        elif verb == "take_from_won":
            owner = next(r for r in range(n) if a.target in state["rows"][r])
            state["rows"][owner].remove(a.target)
            hands[seat].append(a.target)
            m["target"] = a.target
            ev.append(CardMoved(a.target, f"{seat_name(owner)}.row", f"{sn}.hand"))
            state["pending"].append({"kind": "discard", "seats": [seat]})
        elif verb == "set_aside":
            state["pending"].append({"kind": "aside", "seats": [s for s in range(n) if hands[s]],
                                     "picks": [None] * n})

    def _choice(self, state, seat, action, ev):
        p = state["pending"][0]
        kind = p["kind"]
        t = state["trick"]
        sn = seat_name(seat)
        if kind == "keep":
            entry = next(x for x in t["plays"] if x["c"] == action.card)
            t["plays"].remove(entry)
            state["rows"][seat].append(action.card)
            ev.append(CardMoved(action.card, "trick", f"{sn}.row"))
            ev.append(Logged(f"{sn} keeps {self.card_name(state, action.card)} in their row",
                             "Pick one of its cards and place it in this row"))
            p["left"] -= 1
            if p["left"] <= 0 or not t["plays"]:
                state["pending"].pop(0)
                for x in t["plays"]:
                    self._to_discard(state, x["c"], "trick", ev)
                t["plays"] = []
        elif kind == "keeper":
            state["pending"].pop(0)
            state["keeper"] = action.seat
            ev.append(Logged(f"{sn} makes {seat_name(action.seat)} the next Kittykeeper", "Powers 9 and 10"))
        elif kind in ("pass", "aside"):
            p["picks"][seat] = list(action.cards) if kind == "pass" else [action.card]
            ev.append(Logged(f"{sn} has chosen", f"Power {'13/14' if kind == 'pass' else '44'}"))
            if all(p["picks"][s] is not None for s in p["seats"]):
                state["pending"].pop(0)
                n = state["n"]
                for s in p["seats"]:
                    for c in p["picks"][s]:
                        state["hands"][s].remove(c)
                for s in p["seats"]:
                    if kind == "pass":
                        to = (s + p["dir"]) % n
                        state["hands"][to].extend(p["picks"][s])
                        for _ in p["picks"][s]:
                            ev.append(CardMoved("?", f"{seat_name(s)}.hand", f"{seat_name(to)}.hand"))
                    else:
                        state["aside"][s].extend(p["picks"][s])
                        ev.append(CardMoved("?", f"{seat_name(s)}.hand", f"{seat_name(s)}.aside"))
                ev.append(Logged("Everyone passes their cards at once" if kind == "pass" else
                                 "Everyone has set a card aside face down", "Simultaneous choice"))
        elif kind == "trick_swap":
            state["pending"].pop(0)
            entry = next(x for x in t["plays"] if x["c"] == action.target)
            hand = state["hands"][seat]
            hand.remove(action.card)
            hand.append(action.target)
            crown = state["defs"]["crown"]
            entry["c"] = action.card
            if not (crown is not None and SUIT[action.card] == crown):
                entry["suit"] = SUIT[action.card]
            entry["n"], entry["w"] = NUM[action.card], False
            ev.append(CardMoved(action.card, f"{sn}.hand", "trick"))
            ev.append(CardMoved(action.target, "trick", f"{sn}.hand"))
            ev.append(Logged(f"{sn} swaps {self.card_name(state, action.card)} into the trick for "
                             f"{self.card_name(state, action.target)}", "Power 27"))
        elif kind == "discard":
            state["pending"].pop(0)
            state["hands"][seat].remove(action.card)
            self._to_discard(state, action.card, f"{sn}.hand", ev)

    # ----------------------------------------------------------------- explain
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
                return f"You must follow the leading suit ({self.suit_name(state, t['lead'])}) if you can."
            return "A power of this trick forbids that card."
        return super().explain(state, seat, action)

    # ------------------------------------------------------------------ views
    def suit_name(self, state, suit) -> str:
        info = state["defs"]["info"].get(suit)
        return info["name"] if info else str(suit)

    def card_name(self, state, c) -> str:
        return state["defs"]["names"][c]

    def card_view(self, state, c) -> dict:
        suit = SUIT[c]
        info = state["defs"]["info"][suit]
        out = {"id": c, "suit": suit, "number": NUM[c], "colour": info["colour"], "name": f"{info['name']} {NUM[c]}"}
        if state["options"]["powers"] == "on":
            pid = state["defs"]["power_of"].get(c)
            d = state["defs"]["powers"].get(str(pid)) if pid is not None else None
            out["power"] = {"id": pid, "name": d["name"], "text": d["text"]} if d else None
        return out

    def view(self, state, seat):
        n = state["n"]
        cv = self.card_view
        t = state["trick"]
        pend = state["pending"][0] if state["pending"] else None
        out = {"game": "tricksy", "seats": n, "round": state["round"], "phase": state["phase"],
               "kittykeeper": state["keeper"], "to_act": self.to_act(state), "options": dict(state["options"]),
               "suits": [{"key": k, **state["defs"]["info"][k]} for k in state["defs"]["suits"]],
               "lives_to_win": LIVES_TO_WIN, "outcome": self.outcome(state),
               "teams": [list(team) for team in state["teams"]],
               "leftovers": [cv(state, c) for c in state["leftovers"]],
               "discard": [cv(state, c) for c in state["discard"]],
               "trick_no": t["no"] if t else state.get("tricks_played", 0),
               "trump": None, "leading": None, "trick": [], "powers_used": 0, "active_powers": [],
               "choice": None, "last_trick": None}
        if t:
            hidden = any(p["down"] and p["s"] != seat for p in t["plays"])
            flags = fx.ignored_flags(state, t)
            trick = []
            for p, f in zip(t["plays"], flags):
                if p["down"] and p["s"] != seat:
                    trick.append({"seat": p["s"], "card": None, "face_down": True, "suit": None, "number": None,
                                  "ignored": None})
                else:
                    trick.append({"seat": p["s"], "card": cv(state, p["c"]), "face_down": p["down"],
                                  "suit": p["suit"], "number": p["n"], "ignored": None if hidden else f})
            out["trick"] = trick
            out["leading"] = t["lead"] if t["lead_up"] or (t["plays"] and t["plays"][0]["s"] == seat) else "hidden"
            tr = fx.trump(state, t)
            if hidden and any(fx.pdef(state, m)["do"] == "set_trump" for m in t["mods"]):
                tr = "hidden"
            out["trump"] = tr
            out["powers_used"] = t["used"]
            out["active_powers"] = [self._mod_view(state, m) for m in t["mods"]]
            out["leader"] = t["leader"]
        if pend:
            ch = {"kind": pend["kind"], "seats": list(pend["seats"])}
            if "picks" in pend:
                ch["chosen"] = [s for s in pend["seats"] if pend["picks"][s] is not None]
                ch["count"] = pend.get("count", 1)
                if "dir" in pend:
                    ch["direction"] = "left" if pend["dir"] == 1 else "right"
            if pend["kind"] == "keep":
                ch["left"] = pend["left"]
            if pend["kind"] == "replay":
                ch["card"] = pend["card"] if not t["down"] or seat == pend["seats"][0] else None
            out["choice"] = ch
        last = state["last"]
        if last:
            out["last_trick"] = {"no": last["no"], "winner": last["winner"], "leader": last["leader"],
                                 "cards": [cv(state, c) for c in last["cards"]], "seats": list(last["seats"]),
                                 "ignored": list(last["ignored"]), "trump": last["trump"], "lead": last["lead"]}
        for s in range(n):
            row = state["rows"][s]
            bid = fx.bid_card(state, s)
            own = seat == s
            pending_bid = state["bids"][s]
            out[seat_name(s)] = {
                "hand": [cv(state, c) for c in state["hands"][s]] if own else None,
                "hand_count": len(state["hands"][s]),
                "bid": cv(state, bid) if bid else (cv(state, pending_bid) if own and pending_bid else None),
                "bid_placed": bool(row) or pending_bid is not None,
                "bid_revealed": state["phase"] != "bid",
                "team": list(state["teams"][state["team_of"][s]]) if state["team_of"][s] >= 0 else None,
                "row": [cv(state, c) for c in row],
                "tricks": fx.tricks_won(state, s),
                "won_count": len(state["won"][s]),
                "lives": state["lives"][s],
                "lives_pile": [cv(state, c) for c in state["piles"][s]],
                "aside": [cv(state, c) for c in state["aside"][s]] if own else None,
                "aside_count": len(state["aside"][s]),
                "revealed": [cv(state, c) for c in state["revealed"][s] if c in state["hands"][s]],
                "voids": list(state["voids"][s]),
            }
        return out

    def _mod_view(self, state, m):
        d = fx.pdef(state, m)
        out = {"power": m["p"], "name": d["name"], "text": d["text"], "by": m["by"]}
        for k in ("number", "seat", "target"):
            if k in m:
                out[k] = m[k]
        if "suit" in m and d["do"] in ("wild", "reveal", "set_trump"):
            if not (d["do"] == "set_trump" and d["from"] == "own_play" and state["trick"]["down"]):
                out["suit"] = m["suit"]
        return out

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

    def determinize(self, state, seat, seed):
        """Re-deal what ``seat`` cannot see: the other seats' hands, their secret bids, their
        set-aside cards and face-down trick cards, keeping every count, the known voids (a seat
        that did not follow suit holds none of it) and the cards shown by powers 37/38."""
        s = self.clone(state)
        r = rng.Rng(seed)
        n = s["n"]
        crown = s["defs"]["crown"]
        slots = []        # (container, index, forbidden suits)
        for o in range(n):
            if o == seat:
                continue
            shown = set(s["revealed"][o])
            for i, c in enumerate(s["hands"][o]):
                if c not in shown:
                    slots.append((s["hands"][o], i, set(s["voids"][o])))
            for i, c in enumerate(s["aside"][o]):
                slots.append((s["aside"][o], i, set()))
            if s["bids"][o] is not None:
                slots.append((s["bids"], o, {crown} if crown else set()))
        t = s["trick"]
        downs = [p for p in t["plays"] if p["down"] and p["s"] != seat] if t else []
        for p in s["pending"]:
            if "picks" in p:
                for o in range(n):
                    if o != seat:
                        p["picks"][o] = None
        pool = [box[i] for box, i, _ in slots] + [p["c"] for p in downs]
        slots.sort(key=lambda x: -len(x[2]))      # the most constrained slots choose first
        for _ in range(20):
            r.shuffle(pool)
            left = list(pool)
            ok = True
            chosen = []
            for box, i, bad in slots:
                k = next((j for j, c in enumerate(left) if SUIT[c] not in bad), None)
                if k is None:
                    ok = False
                    break
                chosen.append(left.pop(k))
            if ok:
                break
        else:
            left = list(pool)
            chosen = [left.pop() for _ in slots]
        for (box, i, _), c in zip(slots, chosen):
            box[i] = c
        for p, c in zip(downs, left):
            p["c"] = c
            if not p["w"]:
                p["n"] = NUM[c]
                if not (crown and SUIT[c] == crown):
                    p["suit"] = SUIT[c]
        return s

    # -------------------------------------------------------------- scenarios
    def scenario_state(self, spec: dict, file: str) -> dict:
        """A table set up explicitly (docs/scenarios.md, section Tricksy Kittens)."""
        setup = spec.get("setup") or {}
        if not isinstance(setup, dict):
            raise DataError(file, "setup", "(setup)", "must be a mapping")
        n = setup.get("seats", spec.get("seats", 4))
        if isinstance(n, bool) or not isinstance(n, int) or not 3 <= n <= MAX_SEATS:
            raise DataError(file, "setup", "seats", "Tricksy Kittens is for 3 to 9 seats")
        opts = spec.get("options") or {}
        if not isinstance(opts, dict):
            raise DataError(file, "(top level)", "options", "must be a mapping")
        try:
            opts = self._options(opts, n)
        except DataError as e:
            raise DataError(file, "options", e.field, e.message) from None
        except ValueError as e:
            raise DataError(file, "options", "first", str(e)) from None
        seed = spec.get("seed", 0)
        state = self._empty(shipped(), n, seed, opts)
        deck = set(state["defs"]["deck"])
        placed: set = set()

        def cards(entry, field, items):
            if not isinstance(items, list):
                raise DataError(file, entry, field, "must be a list of cards like hearts-7")
            out = []
            for i, c in enumerate(items):
                if c not in deck:
                    raise DataError(file, entry, f"{field}[{i}]", f"no card {c!r} in this game "
                                    f"(suits: {', '.join(state['defs']['suits'])}; numbers 1-9)")
                if c in placed:
                    raise DataError(file, entry, f"{field}[{i}]", f"{c} is already placed elsewhere")
                placed.add(c)
                out.append(c)
            return out

        try:
            state["keeper"] = seat_index(setup.get("kittykeeper", "p1"))
        except ValueError as e:
            raise DataError(file, "setup", "kittykeeper", str(e)) from None
        if not 0 <= state["keeper"] < n:
            raise DataError(file, "setup", "kittykeeper", f"there is no such seat in a {n}-seat game")
        rnd = setup.get("round", 1)
        if isinstance(rnd, bool) or not isinstance(rnd, int) or rnd < 1:
            raise DataError(file, "setup", "round", "must be a whole number of at least 1")
        state["round"] = rnd
        phase = setup.get("phase", "play")
        if phase not in ("bid", "play"):
            raise DataError(file, "setup", "phase", "must be bid or play")
        powers = setup.get("powers") or {}
        if not isinstance(powers, dict):
            raise DataError(file, "setup", "powers", "must map cards to power ids, like {hearts-3: 7}")
        if powers and opts["powers"] != "on":
            raise DataError(file, "setup", "powers", "needs the option powers: on")
        for c, pid in powers.items():
            if c not in deck:
                raise DataError(file, "setup", f"powers.{c}", f"no card {c!r} in this game")
            if pid is not None and str(pid) not in state["defs"]["powers"]:
                raise DataError(file, "setup", f"powers.{c}", f"unknown power {pid!r}")
            state["defs"]["power_of"] = dict(state["defs"]["power_of"], **{c: pid})
        for key in setup:
            if key not in ("seats", "kittykeeper", "round", "phase", "powers", "leftovers") and not (
                    isinstance(key, str) and key.startswith("p") and key[1:].isdigit()):
                raise DataError(file, "setup", str(key), "unknown key (known: seats, kittykeeper, round, "
                                "phase, powers, leftovers, p1..p9)")
        for s in range(n):
            entry = f"setup.{seat_name(s)}"
            ps = setup.get(seat_name(s)) or {}
            if not isinstance(ps, dict):
                raise DataError(file, entry, "(seat)", "must be a mapping")
            for key in ps:
                if key not in ("hand", "bid", "row", "tricks", "lives", "lives_pile"):
                    raise DataError(file, entry, str(key), "unknown key (known: hand, bid, row, tricks, lives, "
                                    "lives_pile)")
            state["hands"][s] = cards(entry, "hand", ps.get("hand", []))
            state["piles"][s] = cards(entry, "lives_pile", ps.get("lives_pile", []))
            lives = ps.get("lives", sum(NUM[c] for c in state["piles"][s]))
            if isinstance(lives, bool) or not isinstance(lives, int) or lives < 0:
                raise DataError(file, entry, "lives", "must be a whole number of at least 0")
            state["lives"][s] = lives
            tr = ps.get("tricks", 0)
            if isinstance(tr, bool) or not isinstance(tr, int) or tr < 0:
                raise DataError(file, entry, "tricks", "must be a whole number of at least 0")
            if tr and opts["powers"] == "on":
                raise DataError(file, entry, "tricks", "with powers, tricks are the row's cards after the bid")
            state["tricks"][s] = tr
            row = []
            if "bid" in ps:
                row = cards(entry, "bid", [ps["bid"]])
            if "row" in ps:
                if opts["powers"] != "on":
                    raise DataError(file, entry, "row", "a row needs the option powers: on (else use bid)")
                row += cards(entry, "row", ps["row"])
            if row and phase == "bid":
                raise DataError(file, entry, "bid", "in the bid phase nobody has bid yet")
            if row and state["defs"]["crown"] and SUIT[row[0]] == state["defs"]["crown"] and "bid" in ps:
                raise DataError(file, entry, "bid", "a crown can never be a bid card")
            state["rows"][s] = row
        state["leftovers"] = cards("setup", "leftovers", setup.get("leftovers", []))
        state["leftovers"] += [c for c in state["defs"]["deck"] if c not in placed]
        crown = state["defs"]["crown"]
        ev: list = []
        if phase == "bid":
            state["must_bid"] = [any(SUIT[c] != crown for c in h) for h in state["hands"]]
            state["phase"] = "bid"
            return state
        by_suit: dict = {}
        for s in range(n):
            b = fx.bid_suit(state, s)
            if b is not None:
                by_suit.setdefault(b, []).append(s)
        for members in by_suit.values():
            if len(members) > 1:
                for s in members:
                    state["team_of"][s] = len(state["teams"])
                state["teams"].append(members)
        state["tricks_played"] = sum(state["tricks"]) if opts["powers"] != "on" else 0
        if not any(state["hands"]):          # every hand is empty: the round is scored at once
            self._score_round(state, ev)
            return state
        self._start_trick(state, ev)
        self._advance(state, ev)
        return state


RULESET = Tricksy()

__all__ = ["RULESET", "Tricksy"]
