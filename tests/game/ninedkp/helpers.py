"""Small builders for 9DKP rule tests: a table set up explicitly, like a scenario."""
from game.core.contract import IllegalAction  # noqa: F401  (re-exported for tests)
from game.ninedkp.rules import RULESET


def table(p1=None, p2=None, active="p1", cards=None):
    """A state from a scenario-style ``setup``; inline ``cards`` allowed."""
    spec = {"game": "ninedkp", "seed": 1, "cards": cards or {},
            "setup": {"active": active, "p1": p1 or {}, "p2": p2 or {}}}
    return RULESET.scenario_state(spec, "<test>")


def do(state, seat, action):
    return RULESET.apply(state, seat, action)


def view(state, seat=None):
    return RULESET.view(state, seat)


def card(state, cid):
    return RULESET.card_view(state, cid)
