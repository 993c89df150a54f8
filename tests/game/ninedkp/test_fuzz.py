"""Conformance fuzz: 300 seeded random 9DKP games, invariants checked after every action."""
import json

import pytest

from game.core.contract import IllegalAction, seat_name
from game.core.rng import Rng
from game.ninedkp import effects as fx
from game.ninedkp.actions import Attack, Counter, PlayCharacter, Retire, TakeHit, UseAbility, EndTurn
from game.ninedkp.rules import RULESET

GAMES = 300
ZONES = ("deck", "hand", "range", "discard")


def check_invariants(s):
    seen = {}
    for seat, p in enumerate(s["players"]):
        total = 0
        for z in ZONES:
            for cid in p[z]:
                assert cid not in seen, f"{cid} in two zones"
                seen[cid] = z
                assert s["cards"][cid]["o"] == seat
                total += 1
        assert total == 40, "every player's 40 cards are conserved"
        assert 0 <= p["hp"] <= 2000
        assert 0 <= p["dkp"] <= 10
        assert len(p["range"]) <= 4
        for cid in p["range"]:
            assert fx.bp(s, cid) > 0, "a card at 0 BP is discarded"
            assert s["defs"][s["cards"][cid]["k"]]["type"] == "character"
    assert len(seen) == len(s["cards"]) == 80


def check_views(s):
    for seat in (0, 1):
        other = 1 - seat
        v = RULESET.view(s, seat)
        assert v[seat_name(other)]["hand"] is None
        text = json.dumps(v)
        for cid in s["players"][other]["hand"] + s["players"][other]["deck"] + s["players"][seat]["deck"]:
            assert f'"{cid}"' not in text, f"{cid} is hidden from {seat_name(seat)}"
    assert all(RULESET.view(s, None)[seat_name(x)]["hand"] is None for x in (0, 1))


def acting_card(action):
    for f in ("attacker", "defender", "card"):
        if hasattr(action, f):
            return getattr(action, f)
    return None


def illegal_probe(s, seat, rng):
    """Actions that must be refused: Katnap cards acting, the other seat acting, cards not ours."""
    probes = []
    p = s["players"][seat]
    for cid in p["range"]:
        if s["cards"][cid]["nap"]:
            probes += [(seat, Attack(cid)), (seat, UseAbility(cid)), (seat, Counter(cid))]
    for cid in s["players"][1 - seat]["hand"][:2]:
        probes.append((seat, PlayCharacter(cid)))
    probes.append((1 - seat, EndTurn()))
    probes.append((1 - seat, TakeHit()))
    probes = [(st, a) for st, a in probes if a not in RULESET.legal_actions(s, st)]
    return [probes[rng.randint(0, len(probes) - 1)]] if probes else []


@pytest.mark.parametrize("chunk", range(6))
def test_random_games_keep_every_invariant(chunk):
    per = GAMES // 6
    for seed in range(chunk * per, (chunk + 1) * per):
        rng = Rng(seed)
        s = RULESET.new_game(2, seed)
        log = []
        steps = 0
        check_invariants(s)
        while RULESET.to_act(s):
            seat = RULESET.to_act(s)[0]
            legal = RULESET.legal_actions(s, seat)
            assert legal, "a seat to act always has a legal action"
            for st, bad in illegal_probe(s, seat, rng):
                before = RULESET.to_dict(s)
                with pytest.raises(IllegalAction):
                    RULESET.apply(s, st, bad)
                assert RULESET.to_dict(s) == before, "a refused action changes nothing"
            action = rng.choice(legal)
            cid = acting_card(action)
            if isinstance(action, (Attack, Counter, UseAbility, Retire)):
                assert not s["cards"][cid]["nap"], "no Katnap card acts"
            RULESET.apply(s, seat, action)
            log.append((seat, action))
            steps += 1
            check_invariants(s)
            if steps % 7 == 0:
                check_views(s)
            assert steps < 5000
        assert RULESET.outcome(s) is not None
        # save -> load (plain dict, through JSON) and replay give the identical state
        restored = RULESET.from_dict(json.loads(json.dumps(RULESET.to_dict(s))))
        assert RULESET.comparable(restored) == RULESET.comparable(s)
        replay = RULESET.new_game(2, seed)
        for seat, action in log:
            RULESET.apply(replay, seat, action)
        assert RULESET.comparable(replay) == RULESET.comparable(s)
