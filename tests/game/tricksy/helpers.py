"""Small builders for Tricksy Kittens tests: a table set up explicitly, like a scenario
(docs/scenarios.md). Cards not placed anywhere are left over for the round."""
from game.core.contract import IllegalAction  # noqa: F401  (re-exported for tests)
from game.tricksy.actions import Play, UsePower
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


# -- the powers' standard table (tests/game/tricksy/test_powers.py) ------------------------
POWER_CARD = "spades-6"


def pt(pid, p1=None, p2=None, p3=None, more=None, **setup):
    """The powers' standard table (three seats: hearts, spades, diamonds; p1 the Kittykeeper
    bidding diamonds, p2 bidding spades-1, p3 spades-2) with power ``pid`` on p2's spades-6."""
    seats = {"p1": {"hand": ["hearts-5", "spades-5", "diamonds-8"], "bid": "diamonds-3"},
             "p2": {"hand": ["hearts-3", "hearts-9", "diamonds-7"], "row": ["spades-1", POWER_CARD]},
             "p3": {"hand": ["hearts-4", "hearts-7", "diamonds-9"], "bid": "spades-2"}}
    for name, change in (("p1", p1), ("p2", p2), ("p3", p3)):
        if change:
            seats[name] = {**{k: v for k, v in seats[name].items() if not ("row" in change and k == "bid")},
                           **change}
    quiet = {c: None for p in seats.values() for c in p.get("row", []) + [p.get("bid")] if c}
    return table(powers={**quiet, POWER_CARD: pid, **(more or {})}, **seats, **setup)


def play(s, *cards):
    for c in cards:
        do(s, R.to_act(s)[0], c if not isinstance(c, str) else Play(c))


def use(s, **choice):
    do(s, 1, UsePower(POWER_CARD, **choice))
