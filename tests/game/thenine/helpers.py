"""Small builders for The Nine rule tests: a table set up explicitly, like a scenario."""
from game.core.contract import IllegalAction  # noqa: F401  (re-exported for tests)
from game.thenine.rules import RULESET


def table(p1=None, p2=None, cards=None, timers=True, **setup):
    """A state from a scenario-style ``setup`` (round, phase, order, active, dice, rr);
    inline ``cards`` allowed."""
    spec = {"game": "thenine", "seed": 1, "cards": cards or {}, "options": {"timers": timers},
            "setup": {"p1": p1 or {}, "p2": p2 or {}, **setup}}
    return RULESET.scenario_state(spec, "<test>")


def do(state, seat, action):
    return RULESET.apply(state, seat, action)


def legal(state, seat):
    return RULESET.legal_actions(state, seat)


def view(state, seat=None):
    return RULESET.view(state, seat)


def card(state, cid):
    return RULESET.card_view(state, cid)
