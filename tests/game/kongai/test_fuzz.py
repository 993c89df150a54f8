"""Conformance fuzz: 300 seeded random Kongai games in every mode (3v3, 5v5, 5v5 with items, PAX),
invariants checked after every action."""
import json

import pytest

from game.core.contract import IllegalAction, seat_name
from game.core.rng import Rng
from game.kongai.actions import Draft, Pass, Rest
from game.kongai.rules import RULESET as R, SIMULTANEOUS

MODES = [({"mode": "3v3"}, 110), ({"mode": "5v5"}, 50), ({"mode": "5v5_items"}, 50), ({"pax": True}, 90)]


def check(s):
    chars, P = s["chars"], s["players"]
    t1, t2 = P[0]["team"], P[1]["team"]
    assert not set(t1) & set(t2), "no character on both teams"
    for cid, c in chars.items():
        top = s["defs"]["characters"][c["k"]]["health"]
        assert 0 <= c["hp"] <= top, f"{cid} health {c['hp']} outside 0..{top}"
        assert 0 <= c["en"] <= 100, f"{cid} energy {c['en']} outside 0..100"
    ph = s["phase"]
    if ph in ("draft", "items", "pick_start"):
        assert all(p["active"] is None for p in P)
        return
    assert len(t1) == len(t2) == s["size"]
    for seat, p in enumerate(P):
        living = [c for c in p["team"] if chars[c]["hp"] > 0]
        if not living:
            assert ph == "over"
            continue
        assert p["active"] in p["team"], "exactly one active character while the player has one"
        if chars[p["active"]]["hp"] <= 0:
            assert ph == "over" or (ph == "replace" and s["pending"][seat] != ["Ready", None]), \
                "a knocked-out active character is replaced before the next maneuver"
    if ph in ("maneuver", "combat"):
        assert all(chars[p["active"]]["hp"] > 0 for p in P)


def strip(v):
    return {k: x for k, x in v.items() if k not in ("chosen", "to_act", "choice")}


def check_hidden(s, seat):
    """After ``seat`` has locked in a choice, the other seat's view (and the spectator's) is exactly
    what it would be had ``seat`` chosen nothing yet."""
    if s["phase"] not in SIMULTANEOUS or s["pending"][seat] is None:
        return
    blank = R.clone(s)
    blank["pending"][seat] = None
    for viewer in (1 - seat, None):
        v = R.view(s, viewer)
        assert v["choice"] is None or viewer == seat
        assert strip(v) == strip(R.view(blank, viewer)), "a hidden choice shows in another view"


def probes(s, seat):
    """Actions that must be refused."""
    out = []
    if s["phase"] in SIMULTANEOUS:
        if s["pending"][seat] is not None:
            out.append((seat, Rest() if s["phase"] == "combat" else Pass()))
        out.append((seat, Draft("higashi")))
    elif s["phase"] in ("draft", "items"):
        out.append((1 - seat, R.legal_actions(s, seat)[0]))
    return out


@pytest.mark.parametrize("opts,games", MODES, ids=[next(iter(o.values())) if "mode" in o else "pax" for o, _ in MODES])
def test_random_games_keep_every_invariant(opts, games):
    for seed in range(games):
        rng = Rng(seed)
        s = R.new_game(2, seed, opts)
        log = []
        steps = 0
        check(s)
        while R.to_act(s):
            seat = R.to_act(s)[0]
            legal = R.legal_actions(s, seat)
            assert legal, "a seat to act always has a legal action"
            if steps % 7 == 0:
                for st, bad in probes(s, seat):
                    if bad in R.legal_actions(s, st):
                        continue
                    before = R.comparable(R.clone(s))
                    with pytest.raises(IllegalAction):
                        R.apply(s, st, bad)
                    assert R.comparable(s) == before, "a refused action changes nothing"
            action = rng.choice(legal)
            R.apply(s, seat, action)
            log.append((seat, action))
            steps += 1
            check(s)
            if steps % 8 == 1:
                check_hidden(s, seat)
            assert steps < 5000
        out = R.outcome(s)
        assert out is not None and s["phase"] == "over"
        alive = [any(s["chars"][c]["hp"] > 0 for c in p["team"]) for p in s["players"]]
        assert out["winners"] == [i for i in (0, 1) if alive[i] and not all(alive)] or "turn limit" in out["reason"]
        restored = R.from_dict(json.loads(json.dumps(R.to_dict(s))))
        assert R.comparable(restored) == R.comparable(s)
        assert json.loads(json.dumps(R.view(s, 0))) == R.view(s, 0)
        replay = R.new_game(2, seed, opts)
        for seat, action in log:
            R.apply(replay, seat, action)
        assert R.comparable(replay) == R.comparable(s)


def test_views_name_the_seats_and_phases():
    s = R.new_game(2, 3, {"mode": "5v5_items"})
    v = R.view(s, 0)
    assert v["phase"] == "draft" and v["draft"]["to_pick"] == "p1" and len(v["draft"]["pool"]) == 16
    assert len(v["draft"]["items"]) == 12 and v[seat_name(1)]["team"] == []
