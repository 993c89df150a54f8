"""Kongai's typed events (game/kongai/events.py): a table learns what happened from them, never
from a log line. Each move of a resolution is StepStarted .. its events .. Step."""
import random

from game.core.contract import Logged, StatChanged
from game.kongai import events as E
from game.kongai import effects as fx
from game.kongai.rules import RULESET as R
from tests.game.kongai.helpers import Intercept, Maneuver, Pass, Rest, Switch, UseAbility, both, table

FAR = {"range": "far", "phase": "combat"}


def duel(p1, p2, **setup):
    spec = {"game": "kongai", "seed": 1, "setup": {**setup, "p1": {"team": p1}, "p2": {"team": p2}}}
    return R.scenario_state(spec, "<test>")


def test_the_old_names_stay_importable_from_effects():
    assert fx.Step is E.Step and fx.Chosen is E.Chosen and fx.Revealed is E.Revealed and fx.RangeSet is E.RangeSet


def test_a_multi_hit_says_its_hits_per_hit_and_total():
    # 12x4 against Onimaru's 10 physical defence: 2 a hit, 8 in all (the rulesheet's example)
    st = duel(["rumiko", "popo"], ["onimaru", "helene"], luck="never", **FAR)
    ev = both(st, UseAbility("shuriken_barrage"), Rest())
    hit = next(e for e in ev if isinstance(e, E.Hit))
    assert hit == E.Hit("rumiko", "onimaru", "Shuriken Barrage", 4, 2, "physical", 8, False, 10)
    i = ev.index(hit)
    assert ev[i + 2] == StatChanged("onimaru", "health", 85, 77)     # after its log line


def test_every_event_of_a_move_lies_between_its_start_and_its_result():
    st = duel(["rumiko", "popo"], ["onimaru", "helene"], luck="always", range="close", phase="combat")
    ev = both(st, UseAbility("eviscerate"), UseAbility("sword_flurry"))
    starts = [i for i, e in enumerate(ev) if isinstance(e, E.StepStarted)]
    ends = [i for i, e in enumerate(ev) if isinstance(e, E.Step)]
    assert len(starts) == len(ends) == 2 and starts[0] < ends[0] < starts[1] < ends[1]
    first = ev[starts[0]:ends[0] + 1]
    assert any(isinstance(e, E.Hit) for e in first)
    assert E.Interrupted(1, "onimaru", "Sword Flurry", "Eviscerate") in first
    assert any(isinstance(e, Logged) and "cancels" in e.text for e in first)     # its log line too
    assert ev[ends[1]].result == "cancelled"
    order = next(e for e in ev if isinstance(e, E.SpeedOrder))
    assert order == E.SpeedOrder([0, 1], [8, 6], False)
    assert [e.index for e in ev if isinstance(e, E.StepStarted)] == [0, 1]


def test_an_intercept_that_catches_a_switch():
    st = duel(["rumiko", "popo"], ["andromeda", "helene"], range="close", phase="combat")
    ev = both(st, Intercept(), Switch("helene"))
    assert E.Intercepted(0, "andromeda", 35) in ev
    steps = [(e.what, e.result) for e in ev if isinstance(e, E.Step)]
    assert steps == [("intercept", "hit"), ("switch to Helene", "failed")]


def test_rest_switch_maneuver_and_end_of_turn_are_typed():
    st = duel(["rumiko", "popo"], ["onimaru", "helene"], range="close", phase="combat")
    ev = both(st, Rest(), Switch("helene"))
    assert E.Rested(0, "rumiko", 20) in ev and E.Switched(1, "onimaru", "helene") in ev
    te = next(i for i, e in enumerate(ev) if isinstance(e, E.TurnEnded))
    assert not any(isinstance(e, (E.StepStarted, E.Step)) for e in ev[te:])
    ev = both(st, Pass(), Maneuver("far"))
    assert E.ManeuverResolved({"p1": "pass", "p2": "far"}, "close", "far", "one") in ev
    assert E.RangeSet("close", "far") in ev


def test_moves_are_well_formed_in_random_games():
    for g in range(12):
        r = random.Random(g)
        st = R.new_game(2, g, {"mode": ("3v3", "5v5_items")[g % 2]})
        while R.to_act(st):
            s = r.choice(R.to_act(st))
            ev = R.apply(st, s, r.choice(R.legal_actions(st, s)))
            open_ = None
            for e in ev:
                if isinstance(e, E.StepStarted):
                    assert open_ is None
                    open_ = e
                elif isinstance(e, E.Step):
                    assert open_ is not None and (open_.seat, open_.what) == (e.seat, e.what)
                    open_ = None
                elif isinstance(e, (E.Interrupted, E.Uninterruptible, E.Rested, E.Intercepted, E.InterceptMissed,
                                    E.Fled)):
                    assert open_ is not None, e
            assert open_ is None
