"""'Firstly, when a player's health reaches zero, that player dies. Once a player dies, the game is
over and the survivor is declared the winner' (rulings 20): over seeded games between two computer
players, no player at 0 Health acts again and nobody comes back from 0.

The suite plays a few games; the full measurement is 1,000 (``NINE_DEAD_GAMES=1000``, by hand:
about 20 minutes on one core)."""
import os

from game.ai.simulate import play_game
from game.thenine import conditions as cond
from game.thenine.rules import RULESET

GAMES = int(os.environ.get("NINE_DEAD_GAMES", "3"))


def play_and_watch(seed: int) -> dict:
    """One computer-vs-computer game, checked after every action: the conformance invariants
    (``RULESET.invariants``, with "no player at 0 Health acts again"), and across actions that a
    seat once at 0 stays at 0 and never moves again."""
    dead: set = set()
    seen = {"steps": 0, "died_in_cleanup": 0}

    def check(state, seat, action, events):
        seen["steps"] += 1
        assert seat not in dead, f"seed {seed}: {seat} acted ({action}) after reaching 0 Health"
        problems = RULESET.invariants(state)
        assert not problems, f"seed {seed}, step {seen['steps']}: {problems}"
        for s, p in enumerate(state["players"]):
            if s in dead:
                assert p["health"] == 0, f"seed {seed}: p{s + 1} came back from 0 to {p['health']}"
            elif p["health"] <= 0:
                dead.add(s)
                if state["over"] is None:
                    seen["died_in_cleanup"] += 1
        for s in dead:
            assert s not in RULESET.to_act(state), f"seed {seed}: p{s + 1} is to act at 0 Health"

    r = play_game(RULESET, ["computer", "computer"], seed, check=check)
    assert r["winners"] is not None, f"seed {seed}: the game ends"
    return {**seen, "dead": len(dead)}


def test_no_player_at_zero_health_acts_again():
    died = 0
    for seed in range(GAMES):
        died += play_and_watch(seed)["dead"] > 0
    assert GAMES < 3 or died, "some game ends with a player at 0 (the check is not vacuous)"


def test_the_invariant_catches_a_dead_player_to_act():
    """The invariant itself: a state where a player at 0 is to act is reported."""
    s = RULESET.new_game(2, 4)
    w = RULESET.to_act(s)[0]
    s["players"][w]["health"] = 0
    assert any("is to act" in x for x in cond.dead_never_act(RULESET, s))
    assert any("goes on" in x for x in RULESET.invariants(s))
