"""Conformance fuzz: 300 seeded random 9 Card games for 2, 3 and 4 seats."""
import json

import pytest

from game.core.contract import IllegalAction, seat_name
from game.core.rng import Rng
from game.ninecard.actions import Assault, Cast, Move
from game.ninecard.rules import RULESET as R

ZONES = ("deck", "hand", "discard", "ready", "spent")


def check(s):
    seen = set()
    for seat, p in enumerate(s["players"]):
        ids = [c for z in ZONES for c in p[z]] + [c for c in p["grid"] if c]
        assert len(ids) == 60, "60 cards per seat, conserved"
        assert not seen & set(ids)
        seen |= set(ids)
        assert len(set(ids)) == 60, "no card in two places (no two creatures on one square)"
        assert all(s["cards"][c]["o"] == seat for c in ids)


def check_no_gaps(s):
    for p in s["players"]:
        g = p["grid"]
        for sq in range(3, 9):
            if g[sq] is not None:
                assert g[sq - 3] is not None, "no gap in front of a creature after cleanup"


def ids_in(x, out):
    if isinstance(x, dict):
        if isinstance(x.get("id"), str):
            out.add(x["id"])
        for v in x.values():
            ids_in(v, out)
    elif isinstance(x, list):
        for v in x:
            ids_in(v, out)
    return out


def check_views(s):
    for seat in range(s["n"]):
        v = R.view(s, seat)
        shown = ids_in(v, set())
        for other in range(s["n"]):
            p = s["players"][other]
            hidden = set(p["deck"]) | (set(p["hand"]) if other != seat else set())
            assert not shown & hidden, "no hidden card in another seat's view"
            assert (v[seat_name(other)]["hand"] is None) == (other != seat)


@pytest.mark.parametrize("seats,games", [(2, 120), (3, 90), (4, 90)])
def test_random_games(seats, games):
    for seed in range(games):
        rng = Rng(seed)
        opts = {"creature_energy": ("off", "face_up", "face_down")[seed % 3]}
        s = R.new_game(seats, seed, opts)
        log, steps = [], 0
        while R.to_act(s):
            seat = R.to_act(s)[0]
            legal = R.legal_actions(s, seat)
            assert legal
            if steps % 5 == 0:
                bad = Move("zz", 0) if steps % 2 else Assault(seat, ())
                with pytest.raises(IllegalAction):
                    R.apply(s, seat, bad)
                with pytest.raises(IllegalAction):
                    R.apply(s, (seat + 1) % seats, legal[0])
            action = rng.choice(legal)
            before_turn = s["active"]
            R.apply(s, seat, action)
            log.append((seat, action))
            steps += 1
            check(s)
            if s["active"] != before_turn or isinstance(action, Assault):
                if s["phase"] == "main" and not s["assault"]:
                    check_no_gaps(s)
            if s["phase"] == "main" and s["active"] != before_turn:
                assert len(s["players"][before_turn]["hand"]) == 5 or not s["players"][before_turn]["deck"] \
                    or s["players"][before_turn]["out"], "hand size 5 after fizzle"
            if steps % 29 == 0:
                check_views(s)
            assert steps < 20000
        assert R.outcome(s) is not None
        back = R.from_dict(json.loads(json.dumps(R.to_dict(s))))
        assert R.comparable(back) == R.comparable(s)
        replay = R.new_game(seats, seed, opts)
        for seat, action in log:
            R.apply(replay, seat, action)
        assert R.comparable(replay) == R.comparable(s)
