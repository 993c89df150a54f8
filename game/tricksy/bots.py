"""TricksyBot: the computer player of Tricksy Kittens (``Tricksy.bot_class``).

GreedyBot looks one action ahead, which cannot see that a bid is a promise about a whole
round. This bot bids from hand strength and then plays to make the bid exactly: it takes
tricks while it still needs them and ducks once it has enough. It reads the rules only
through the contract (``legal_actions``) and a ``determinize``d copy of the state, so it never
sees a hidden card.

Bid: for each card it may bid, the number of tricks the rest of the hand should take is
estimated at the table's seat count (``win_chance``) (cards of the bid's own suit are ignored in play, so they count for nothing, and are
good for ducking); the bid whose number is closest to that estimate wins, preferring bids that
leave more ignored cards to duck with.

Play: every legal card is tried on the trick so far (``effects.decide``). Needing tricks, it
plays the cheapest card that wins when it plays last, else its strongest winner; with enough
tricks it plays its strongest card that does not win (ignored cards first). In the powers
variant it tries the powers in its row on the re-dealt copy and uses one only when, paid for (a
won trick, or the bid itself), it brings the round at least ``MARGIN`` tricks closer to an exact
bid (``_miss``); a power's question gets a simple answer. Easy is this player with a newcomer's
mistakes (``slip``).
"""
from __future__ import annotations

from game.core.rng import Rng
from game.tricksy import effects as fx
from game.tricksy.actions import (Bid, ChooseKeeper, Discard, Keep, PassCards, Play, PlayBlind, SetAside,
                                  SwapWithTrick, UsePower)



def win_chance(number: int, seats: int) -> float:
    """The chance that a card of ``number`` (not of the bid suit) takes a trick against
    ``seats - 1`` other cards: each of them is lower (numbers 1-9 alike, a tie half) or of its
    player's own bid suit (about one in four), which takes nothing. Over the seats, the
    estimates add up to about the tricks of the round, at any seat count."""
    return (1 - LIVE * (1 - (number - 0.5) / 9)) ** (seats - 1)


#: how much closer to an exact bid (in tricks, ``_miss``) a power must bring the round
MARGIN = 1.5
#: the share of the other cards that can take a trick (not of their player's bid suit)
LIVE = 0.75


class TricksyBot:
    name = "computer"

    def __init__(self, seed: int = 0):
        self.rng = Rng(seed)

    def choose(self, ruleset, state, seat):
        legal = ruleset.legal_actions(state, seat)
        if len(legal) == 1:
            return legal[0]
        phase = state["phase"]
        if phase == "bid":
            return self._bid(state, seat, legal)
        s = ruleset.determinize(state, seat, self.rng.randint(0, 1 << 30))
        plays = [a for a in legal if type(a) in (Play, PlayBlind)]
        if phase == "play" and len(plays) < len(legal):
            power = self._power(ruleset, s, seat, plays, [a for a in legal if type(a) is UsePower])
            if power is not None:
                return power
        if phase == "play" or (phase == "power_choice" and plays):
            return self._play(s, seat, plays or legal)
        return self._answer(s, seat, legal)

    # --------------------------------------------------------------- powers
    def _outcome(self, s, seat, a) -> bool:
        t = s["trick"]
        w = fx.wild_for(s, t, seat) if t["mods"] else None
        entry = {"s": seat, "c": a.card, "suit": w[0] if w else (a.suit or fx.SUIT[a.card]),
                 "n": w[1] if w else fx.NUM[a.card], "down": False, "w": bool(w)}
        lead = t["lead"]
        if not t["plays"] and lead is None:
            t["lead"] = entry["suit"]
        wins = fx.decide(s, t, t["plays"] + [entry])[0] == seat
        t["lead"] = lead
        return wins

    def _power(self, ruleset, s, seat, plays, powers, tries: int = 24):
        """A power worth its price. Paying a row card costs a won trick (or changes the bid, when
        it is the left-most), so a power is used only when, after paying it and playing the card
        this bot would play then, the round looks closer to an exact bid (``_miss``) by at least
        half a trick than without it."""
        if not plays or type(plays[0]) is not Play:
            return None
        if len(powers) > tries:
            powers = [powers[self.rng.randint(0, len(powers) - 1)] for _ in range(tries)]
        best, best_miss = None, self._miss(s, seat, plays) - MARGIN
        if best_miss <= 0:
            return None             # a miss is never below 0: no power can bring it closer enough
        for p in powers:
            c = ruleset.clone(s)
            ruleset.apply(c, seat, p)
            if c["phase"] != "play" or seat not in ruleset.to_act(c):
                continue
            after = [a for a in ruleset.legal_actions(c, seat) if type(a) is Play]
            if after:
                m = self._miss(c, seat, after)
                if m < best_miss:
                    best, best_miss = p, m
        return best

    def _miss(self, s, seat, plays) -> float:
        """How far the round looks from an exact bid once the card this bot would play has gone:
        the tricks still needed after this one against the tricks the rest of the hand should
        take (``win_chance``; cards of the bid suit take none)."""
        a = self._play(s, seat, plays)
        wins = self._outcome(s, seat, a)
        b = fx.bid_card(s, seat)
        need = (fx.NUM[b] if b else 0) - fx.tricks_won(s, seat) - wins
        suit = fx.bid_suit(s, seat)
        n = s["n"]
        future = sum(win_chance(fx.NUM[c], n) for c in s["hands"][seat] if c != a.card and fx.SUIT[c] != suit)
        return abs(need - future)

    # ----------------------------------------------------------------- bid
    def _bid(self, state, seat, legal):
        hand = state["hands"][seat]
        n = state["n"]
        best, best_score = legal[0], float("inf")
        for a in legal:
            if type(a) is not Bid:
                continue
            suit = fx.SUIT[a.card]
            rest = [c for c in hand if c != a.card]
            est = sum(win_chance(fx.NUM[c], n) for c in rest if fx.SUIT[c] != suit)
            ducks = sum(1 for c in rest if fx.SUIT[c] == suit)
            score = abs(fx.NUM[a.card] - est) - 0.15 * ducks + self.rng.random() * 1e-3
            if fx.NUM[a.card] > len(rest):
                score += 10
            if score < best_score:
                best, best_score = a, score
        return best

    # ---------------------------------------------------------------- play
    def _need(self, s, seat):
        b = fx.bid_card(s, seat)
        if b is None:
            return 0
        return fx.NUM[b] - fx.tricks_won(s, seat)

    def _play(self, s, seat, legal):
        if type(legal[0]) is PlayBlind or type(legal[0]) is not Play:
            return legal[0]
        t = s["trick"]
        need = self._need(s, seat)
        plays = t["plays"]
        after = [o for o in t["order"][t["pos"] + 1:] if s["hands"][o]] if s["phase"] == "play" else []
        last = not after
        bsuit = fx.bid_suit(s, seat)
        scored = []
        for a in legal:
            c = a.card
            suit = a.suit or fx.SUIT[c]
            w = fx.wild_for(s, t, seat) if t["mods"] else None
            entry = {"s": seat, "c": c, "suit": w[0] if w else suit, "n": w[1] if w else fx.NUM[c],
                     "down": False, "w": bool(w)}
            lead = t["lead"]
            if not plays and lead is None:
                t["lead"] = entry["suit"]
            wins = fx.decide(s, t, plays + [entry])[0] == seat
            t["lead"] = lead
            ignored = bsuit is not None and entry["suit"] == bsuit
            scored.append((a, wins, fx.NUM[c], ignored))
        if need > 0:
            winners = [x for x in scored if x[1]]
            if winners:
                if last:
                    return min(winners, key=lambda x: x[2])[0]
                return max(winners, key=lambda x: (not x[3], x[2]))[0]
            # cannot win this one: throw away what helps least (ignored cards, then low cards)
            return min(scored, key=lambda x: (not x[3], x[2]))[0]
        losers = [x for x in scored if not x[1]]
        if losers:
            # duck with the most dangerous card that still loses (ignored cards are the safest)
            return max(losers, key=lambda x: (x[3], x[2]))[0]
        return min(scored, key=lambda x: x[2])[0]

    # ------------------------------------------------------------- Easy
    def slip(self, ruleset, state, seat, legal, best):
        """A newcomer's mistake instead of ``best`` (for Easy), or None: a bid one off the
        estimate (never a wild one), a card played without counting the trick, a power
        forgotten or tried out at a bad moment."""
        kind = type(best)
        if kind is Bid:
            near = [a for a in legal if type(a) is Bid and a != best and abs(fx.NUM[a.card] - fx.NUM[best.card]) <= 1]
            return self.rng.choice(near) if near else None
        if kind in (Play, UsePower):
            powers = [a for a in legal if type(a) is UsePower and a != best]
            if powers and self.rng.random() < 0.5:
                return self.rng.choice(powers)        # trying a power out, whatever it costs
            plays = [a for a in legal if type(a) is Play and a != best]
            return self.rng.choice(plays) if plays else None
        return None

    # ------------------------------------------------------------- answers
    def _answer(self, s, seat, legal):
        kind = type(legal[0])
        if kind is ChooseKeeper:
            return ChooseKeeper(seat) if ChooseKeeper(seat) in legal else legal[0]
        if kind is Keep:
            # a kept card is a trick; keep the lowest (its power is the least likely to matter)
            return min(legal, key=lambda a: fx.NUM[a.card])
        if kind is PassCards:
            return min(legal, key=lambda a: sum(fx.NUM[c] for c in a.cards))
        if kind in (SetAside, Discard):
            return min(legal, key=lambda a: fx.NUM[a.card])
        if kind is SwapWithTrick:
            return self.rng.choice(legal)
        return self.rng.choice(legal)

#: the Hard player's search (game/ai/ismcts.py): bids are TricksyBot's (a promise about the whole
#: round); each card or power is tried on re-deals and the round played out by TricksyBot to its
#: scoring (a flat search, depth 1: a trick's worth shows only when the round is scored), then
#: valued by the lives and the bid; 40 steps reach the end of a round from any trick at 4 seats.
#: When the table's time budget buys fewer than 2 rollouts a move, it plays TricksyBot's choice.
HARD = {"scale": 15, "rollout": 40, "policy": True, "normal_phases": ("bid",), "max_depth": 1, "min_tries": 2}
