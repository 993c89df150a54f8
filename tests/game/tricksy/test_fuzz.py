"""Conformance fuzz: 320 seeded random Tricksy Kittens games for 3, 4, 6 and 9 seats, with the
powers variant and the Black Cat variant on and off. After every action: each card is in exactly
one place; lives never decrease and match the lives piles; every finished trick has exactly one
winner. Every few actions: no seat's view shows another seat's hand, secret bid, set-aside card
or face-down trick card; save -> JSON -> load gives the same state. At the end: the replay of the
action log gives the same game, and refused actions are refused."""
import json

import pytest

from game.core.contract import IllegalAction, seat_name
from game.core.rng import Rng
from game.tricksy import effects as fx
from game.tricksy.actions import Bid, Play, UsePower
from game.tricksy.rules import RULESET as R


def places(s):
    out = []
    for zone in ("hands", "rows", "won", "aside", "piles"):
        for cards in s[zone]:
            out += cards
    out += [b for b in s["bids"] if b is not None]
    out += s["discard"] + s["leftovers"]
    if s["trick"]:
        out += [p["c"] for p in s["trick"]["plays"]]
    return out


def check_cards(s):
    where = places(s)
    assert len(where) == len(set(where)), "a card is in two places"
    assert sorted(where) == sorted(s["defs"]["deck"]), "a card is missing or foreign"
    for seat in range(s["n"]):
        assert s["lives"][seat] == sum(fx.NUM[c] for c in s["piles"][seat])


def ids_in(x, out):
    if isinstance(x, dict):
        if isinstance(x.get("id"), str):
            out.add(x["id"])
        for k, v in x.items():
            if k != "last_trick":
                ids_in(v, out)
    elif isinstance(x, list):
        for v in x:
            ids_in(v, out)
    return out


def check_views(s, seats):
    for seat in seats:
        v = R.view(s, seat)
        shown = ids_in(v, set())
        for o in range(s["n"]):
            if o == seat:
                continue
            hidden = set(s["hands"][o]) - set(s["revealed"][o])
            hidden |= set(s["aside"][o])
            if s["bids"][o] is not None:
                hidden.add(s["bids"][o])
            if s["trick"]:
                hidden |= {p["c"] for p in s["trick"]["plays"] if p["down"] and p["s"] != seat}
            assert not shown & hidden, f"{seat_name(o)}'s hidden cards in the view of {seat}"
            block = v[seat_name(o)]
            assert block["hand"] is None and block["aside"] is None
            if s["phase"] == "bid":
                assert block["bid"] is None, "an unrevealed bid is shown"
        json.dumps(v)


def check_save(s):
    back = R.from_dict(json.loads(json.dumps(R.to_dict(s))))
    assert R.comparable(back) == R.comparable(s)


CONFIGS = []
for seats, games in ((3, 80), (4, 80), (6, 80), (9, 80)):
    for g in range(games):
        opts = {"powers": ("off", "on")[g % 2], "black_cat": ("off", "on")[(g // 2) % 2],
                "max_rounds": 2 + g % 3 if seats < 9 else 1 + g % 2}
        if g % (20 if seats < 6 else 40) == 0 and opts["powers"] == "off":
            opts["max_rounds"] = 40          # a few full games to 9 lives
        CONFIGS.append((seats, 1000 * seats + g, opts))


@pytest.mark.parametrize("chunk", range(8))
def test_random_games(chunk):
    for seats, seed, opts in CONFIGS[chunk::8]:
        play_one(seats, seed, opts)


def play_one(seats, seed, opts):
    rng = Rng(seed)
    s = R.new_game(seats, seed, opts)
    log, steps = [], 0
    lives = list(s["lives"])
    last_no = None
    trick_no = 0
    while True:
        movers = R.to_act(s)
        if not movers:
            break
        seat = rng.choice(movers)
        legal = R.legal_actions(s, seat)
        assert legal, f"{seat_name(seat)} must act but has nothing to do"
        assert len(set(legal)) == len(legal)
        if steps % 11 == 0:
            for bad in (Play("nowhere-0"), Bid("nowhere-0"), UsePower("nowhere-0")):
                with pytest.raises(IllegalAction):
                    R.apply(s, seat, bad)
            others = [o for o in range(seats) if o not in movers]
            if others:
                with pytest.raises(IllegalAction):
                    R.apply(s, others[0], legal[0])
        action = rng.choice(legal)
        R.apply(s, seat, action)
        log.append((seat, action))
        steps += 1
        check_cards(s)
        assert all(a <= b for a, b in zip(lives, s["lives"])), "lives never decrease"
        lives = list(s["lives"])
        last = s["last"]
        if last and (last["no"], s["round"]) != last_no:
            last_no = (last["no"], s["round"])
            trick_no += 1
            assert isinstance(last["winner"], int) and 0 <= last["winner"] < seats
        if s["plain"] and s["phase"] == "play":
            assert sum(s["tricks"]) == s["tricks_played"] - 1, "one winner per trick"
        if steps % 5 == 0:
            check_views(s, [steps // 5 % seats] + ([None] if steps % 3 == 0 else []))
        if steps % 97 == 0:
            check_save(s)
        assert steps < 60000
    out = R.outcome(s)
    assert out and out["winners"]
    best = max(s["lives"])
    assert sorted(out["winners"]) == [i for i in range(seats) if s["lives"][i] == best]
    assert best >= 9 or s["round"] == opts["max_rounds"]
    check_save(s)
    replay = R.new_game(seats, seed, opts)
    for seat, action in log:
        R.apply(replay, seat, action)
    assert R.comparable(replay) == R.comparable(s)
