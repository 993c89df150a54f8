"""Equal-speed moves resolve at once: nothing in Kongai depends on which seat a player has.

Ruling 17: "At equal speed both moves resolve 'at once'". Every pair of equal-speed abilities of the
shipped roster is played at both ranges, with the dice forced both ways (``luck``), in both seat orders,
and the two games must be mirror images: each character ends with the same health, energy, buffs and
statuses whichever seat it sat in, and the range ends the same.
"""
from __future__ import annotations

import itertools

import pytest

from game.core import registry
from game.kongai.actions import UseAbility
from game.kongai.cards import shipped

R = registry.get("kongai")
CHARS = shipped()["characters"]
# a teammate on the bench gives a character someone to switch to (not used here) and makes a knock-out
# not end the game at once, so the end of the turn is played too
BENCH = "popo"


def _abilities():
    out = []
    for key, d in sorted(CHARS.items()):
        if key == BENCH:
            continue
        for ab in d["abilities"]:
            out.append((key, ab))
    return out


PAIRS = [(a, b) for a, b in itertools.combinations(_abilities(), 2)
         if a[0] != b[0] and a[1]["speed"] == b[1]["speed"]]


def _play(first, second, rng, luck):
    """p1 plays ``first`` = (character, ability), p2 ``second``; returns the final state or None
    when one of the two abilities cannot be chosen at this range."""
    (ka, a), (kb, b) = first, second
    spec = {"seed": 5, "setup": {"range": rng, "phase": "combat", "luck": luck,
                                 "p1": {"team": [{"character": ka}, {"character": BENCH, "id": "bench1"}]},
                                 "p2": {"team": [{"character": kb}, {"character": BENCH, "id": "bench2"}]}}}
    s = R.scenario_state(spec, "<test>")
    acts = []
    for seat, ab in ((0, a), (1, b)):
        act = UseAbility(ab["key"])
        if act not in R.legal_actions(s, seat):
            return None
        acts.append(act)
    R.apply(s, 0, acts[0])
    R.apply(s, 1, acts[1])
    return s


def _outcome(s, cid):
    c = s["chars"][cid]
    return (c["hp"], c["en"], sorted(map(repr, c["buffs"])), c["poison"], c["stun"], c["reflect"])


def test_there_are_equal_speed_pairs_to_check():
    assert len(PAIRS) > 100


@pytest.mark.parametrize("chunk", range(4))
def test_every_equal_speed_pair_gives_mirrored_results(chunk):
    played = 0
    for first, second in PAIRS[chunk::4]:
        for rng in ("close", "far"):
            for luck in ("always", "never"):
                one = _play(first, second, rng, luck)
                two = _play(second, first, rng, luck)
                if one is None or two is None:
                    continue
                played += 1
                where = f"{first[1]['name']} ({first[0]}) against {second[1]['name']} ({second[0]}) at {rng}, {luck}"
                for cid in (first[0], second[0]):
                    assert _outcome(one, cid) == _outcome(two, cid), where
                assert one["range"] == two["range"], where
                assert (R.outcome(one) or {}).get("winners") in (None, [], [0], [1])
    assert played > 0


def test_ninja_port_against_palm_strike_both_land_in_either_seat():
    """'Keep in mind, however, that Ninja-port must hit for Rumiko to teleport, so it won't work if the enemy
    switches out or interrupts the attack (though with a speed of 7, only Helene's shield bash interrupt
    ability is quick enough to knock it down).' Palm Strike (speed 7) is as quick, not quicker: both land."""
    rumiko = next(ab for ab in CHARS["rumiko"]["abilities"] if ab["name"] == "Ninja-port")
    higashi = next(ab for ab in CHARS["higashi"]["abilities"] if ab["name"] == "Palm Strike")
    for one, two in (((("rumiko", rumiko)), ("higashi", higashi)), (("higashi", higashi), ("rumiko", rumiko))):
        s = _play(one, two, "close", "never")
        assert s["chars"]["rumiko"]["hp"] < CHARS["rumiko"]["health"]          # Palm Strike landed
        assert s["chars"]["higashi"]["hp"] < CHARS["higashi"]["health"]        # Ninja-port landed
        assert s["range"] == "far"


@pytest.mark.parametrize("caltrops_seat", [0, 1])
def test_two_switches_are_judged_against_the_actives_before_either(caltrops_seat):
    """Caltrops: "an enemy that switches in takes this damage". When both players switch in one turn,
    each switch meets the enemy that was active before the switches: the Caltrops holder's enemy takes
    the damage switching in, whichever seat holds them."""
    from game.kongai.actions import Switch
    holder = {"character": "onimaru", "item": "caltrops"}
    other = {"character": "higashi"}
    teams = [[holder, {"character": "popo"}], [other, {"character": "juju"}]]
    if caltrops_seat == 1:
        teams.reverse()
    spec = {"seed": 5,
            "setup": {"range": "close", "phase": "combat", "luck": "never",
                      "p1": {"team": teams[0]}, "p2": {"team": teams[1]}}}
    s = R.scenario_state(spec, "<test>")
    R.apply(s, 0, Switch(teams[0][1]["character"]))
    R.apply(s, 1, Switch(teams[1][1]["character"]))
    victim = "juju"                                   # the Caltrops holder's enemy switches in
    assert s["chars"][victim]["hp"] == CHARS[victim]["health"] - 10
