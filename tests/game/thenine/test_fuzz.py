"""Conformance fuzz: 300 seeded random games of The Nine (every other one with the
timers off), invariants checked after every action."""
import json

import pytest

from game.core.contract import IllegalAction, TimeUp, seat_name
from game.core.rng import Rng
from game.thenine.actions import (AddToBid, AssignDefender, EndPhase, PassBid, PlayEvent, PlayWarrior,
                                  RemoveShame, ToggleAttacker)
from game.thenine.rules import RULESET

GAMES = 300
CHUNKS = 6
PLAYER_ZONES = ("deck", "hand", "play", "valhalla", "bid")


def check_invariants(s):
    cards, defs = s["cards"], s["defs"]
    seen = {}
    for seat, p in enumerate(s["players"]):
        total = 0
        for z in PLAYER_ZONES:
            for cid in p[z]:
                if cards[cid]["o"] < 0:
                    continue            # an RR card on a bid, counted below
                assert cid not in seen, f"{cid} in two zones"
                seen[cid] = z
                assert cards[cid]["o"] == seat
                total += 1
        assert total == 40, "every player's 40 cards are conserved across deck, hand, play, Valhalla (and bid)"
        assert 0 <= p["health"] <= 40, "Health never above its maximum"
        for cid in p["play"]:
            c = cards[cid]
            d = defs[c["k"]]
            assert d["type"] == "warrior"
            assert 1 <= c["hp"] <= d["health"], "a Warrior in play has 1..maximum health"
    assert min(c["sh"] for c in cards.values()) >= 0, "Shame counters never negative"
    rr = list(s["rr"]["deck"]) + list(s["rr"]["current"]) + list(s["rr"]["unclaimed"]) + list(s["rr"]["discard"])
    for p in s["players"]:
        rr += p["rr"] + [c for c in p["bid"] if cards[c]["o"] < 0]
    assert len(rr) == len(set(rr)) == 20, "the 20 RR cards are conserved"
    assert all(defs[cards[r]["k"]]["type"] == "rr" for r in rr)
    assert len(s["rr"]["current"]) <= 1
    assert len(seen) + 20 == len(cards) == 100
    assert 0 <= s["round"] <= 20, "the game ends by round 20"


def hidden_from(s, seat):
    """Card ids ``seat`` must not see: the other hand (unless looked at), both decks and
    the RR deck."""
    me, other = s["players"][seat], s["players"][1 - seat]
    peeked = set(me["peek"] or ())
    return [c for c in other["hand"] if c not in peeked] + other["deck"] + me["deck"] + s["rr"]["deck"]


def strings(x, out):
    """Every string in a view (card ids appear as values: ids, attackers, targets...)."""
    if isinstance(x, dict):
        for v in x.values():
            strings(v, out)
    elif isinstance(x, list):
        for v in x:
            strings(v, out)
    elif isinstance(x, str):
        out.add(x)
    return out


def check_views(s):
    for seat in (0, 1):
        v = RULESET.view(s, seat)
        assert v[seat_name(1 - seat)]["hand"] is None
        leaked = strings(v, set()).intersection(hidden_from(s, seat))
        assert not leaked, f"{sorted(leaked)} are hidden from {seat_name(seat)}"
        if s["bidding"]:
            # the bid being built shows only to its owner (its cards are in play, so only
            # their being on the bid is secret)
            assert v["bid"]["building"]["cards"] == s["bidding"]["build"][seat]
    sv = RULESET.view(s, None)
    hidden = s["players"][0]["hand"] + s["players"][1]["hand"] + s["rr"]["deck"]
    assert not strings(sv, set()).intersection(hidden)
    if s["bidding"]:
        assert "building" not in sv["bid"]


def illegal_probe(s, seat, rng):
    """Actions that must be refused: the other seat acting, shamed Warriors attacking,
    playing the opponent's cards, TimeUp with the timers off."""
    probes = [(1 - seat, EndPhase()), (1 - seat, PassBid())]
    p = s["players"][seat]
    for cid in p["play"]:
        if s["cards"][cid]["sh"]:
            probes.append((seat, ToggleAttacker(cid)))
        else:
            probes.append((seat, RemoveShame(cid)))
    for cid in s["players"][1 - seat]["hand"][:2]:
        probes += [(seat, PlayWarrior(cid)), (seat, PlayEvent(cid)), (seat, AddToBid(cid))]
    for cid in s["players"][1 - seat]["play"][:2]:
        probes.append((seat, AssignDefender(cid, cid)))
    if not s["timers"]:
        probes.append((seat, TimeUp()))
    probes = [(st, a) for st, a in probes if a not in RULESET.legal_actions(s, st)]
    return [probes[rng.randint(0, len(probes) - 1)]] if probes else []


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_games_keep_every_invariant(chunk):
    per = GAMES // CHUNKS
    for seed in range(chunk * per, (chunk + 1) * per):
        options = {"timers": seed % 2 == 0}
        rng = Rng(seed)
        s = RULESET.new_game(2, seed, options)
        log = []
        check_invariants(s)
        while RULESET.to_act(s):
            seat = RULESET.to_act(s)[0]
            legal = RULESET.legal_actions(s, seat)
            assert legal, "a seat to act always has a legal action"
            assert (TimeUp() in legal) == (options["timers"] and s["phase"] in ("player", "attack", "defend",
                                                                                 "cleanup"))
            if len(log) % 5 == 0:
                for st, bad in illegal_probe(s, seat, rng):
                    before = RULESET.to_dict(s)
                    with pytest.raises(IllegalAction):
                        RULESET.apply(s, st, bad)
                    assert RULESET.to_dict(s) == before, "a refused action changes nothing"
            action = rng.choice(legal)
            if isinstance(action, ToggleAttacker) and action.warrior not in s["combat"]["sel"]:
                assert not s["cards"][action.warrior]["sh"], "no shamed Warrior attacks"
            RULESET.apply(s, seat, action)
            log.append((seat, action))
            check_invariants(s)
            if len(log) % 6 == 0:
                check_views(s)
            assert len(log) < 5000
        check_views(s)
        assert RULESET.outcome(s) is not None
        # save -> load (plain dict, through JSON) and replay give the identical state
        restored = RULESET.from_dict(json.loads(json.dumps(RULESET.to_dict(s))))
        assert RULESET.comparable(restored) == RULESET.comparable(s)
        replay = RULESET.new_game(2, seed, options)
        for seat, action in log:
            RULESET.apply(replay, seat, action)
        assert RULESET.comparable(replay) == RULESET.comparable(s)


def test_long_games_keep_every_invariant(monkeypatch):
    """Random games that cannot end early (the 0-Health ending is switched off for the
    test), so all 20 rounds and every RR card are played and boards and hands grow."""
    monkeypatch.setattr(type(RULESET), "_check_over", lambda self, state, ev: None)
    for seed in range(6):
        s = RULESET.new_game(2, 1000 + seed, {"timers": seed % 2 == 0})
        rng = Rng(seed)
        steps = 0
        while RULESET.to_act(s):
            seat = RULESET.to_act(s)[0]
            RULESET.apply(s, seat, rng.choice(RULESET.legal_actions(s, seat)))
            steps += 1
            check_invariants(s)
            if steps % 25 == 0:
                check_views(s)
        assert s["round"] == 20 and RULESET.outcome(s) is not None
        assert not s["rr"]["deck"], "one RR card a round: the deck is used up"
