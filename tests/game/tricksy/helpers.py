"""Small builders for Tricksy Kittens tests: a table set up explicitly, like a scenario
(docs/scenarios.md). Cards not placed anywhere are left over for the round."""
from game.core.contract import IllegalAction  # noqa: F401  (re-exported for tests)
from game.tricksy.rules import RULESET as R


def table(seats=3, options=None, powers=None, **setup):
    """``table(p1={"hand": [...], "bid": "hearts-2"}, kittykeeper="p1")``; ``powers`` maps
    cards to power ids (switches the powers variant on)."""
    options = dict(options or {})
    if powers:
        options["powers"] = "on"
        setup["powers"] = powers
    setup.setdefault("seats", seats)
    return R.scenario_state({"seed": 1, "options": options, "setup": setup}, "<test>")


def do(state, seat, action):
    return R.apply(state, seat, action)


def view(state, seat=None):
    return R.view(state, seat)


def legal(state, seat):
    return R.legal_actions(state, seat)


def cards_of(actions):
    return sorted(a.card for a in actions if hasattr(a, "card"))
