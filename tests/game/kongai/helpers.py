"""Small builders for Kongai rule tests: a duel set up explicitly, like a scenario file."""
from game.core.contract import IllegalAction  # noqa: F401  (re-exported for tests)
from game.kongai.actions import Intercept, Maneuver, Pass, Rest, Switch, UseAbility  # noqa: F401
from game.kongai.rules import RULESET as R


def blank(name, health=80, defence=(0, 0, 0), passive=None, abilities=None):
    """An inline character: no innate unless ``passive`` is given; four plain abilities
    unless ``abilities`` replaces the first ones."""
    abs_ = [{"name": "Jab", "cost": 10, "range": "both", "speed": 4, "damage": 10, "type": "physical"},
            {"name": "Slow Punch", "cost": 10, "range": "both", "speed": 2, "damage": 10, "type": "physical"},
            {"name": "Far Shot", "cost": 10, "range": "far", "speed": 5, "damage": 10, "type": "physical"},
            {"name": "Close Cut", "cost": 10, "range": "close", "speed": 5, "damage": 10, "type": "physical"}]
    for i, a in enumerate(abilities or []):
        abs_[i] = a
    return {"name": name, "health": health,
            "defence": dict(zip(("physical", "light", "dark"), defence)),
            "innate": {"name": "Innate", "passive": passive or {}}, "abilities": abs_}


CARDS = {"dummy": blank("Dummy"), "dummy2": blank("Dummy Two"), "dummy3": blank("Dummy Three"),
         "ward": blank("Ward", defence=(0, 4, 0))}


def table(p1, p2, cards=None, **setup):
    """``p1``/``p2``: a team list (keys or {character, id, health, energy, ...})."""
    seed, options = setup.pop("seed", 1), setup.pop("options", {})
    p1x, p2x = setup.pop("p1x", {}), setup.pop("p2x", {})
    spec = {"game": "kongai", "seed": seed, "cards": {**CARDS, **(cards or {})}, "options": options,
            "setup": {**setup, "p1": {"team": p1, **p1x}, "p2": {"team": p2, **p2x}}}
    return R.scenario_state(spec, "<test>")


def both(state, a1, a2):
    """Both seats submit their hidden choice (p1 first); returns the events of the reveal."""
    R.apply(state, 0, a1)
    return R.apply(state, 1, a2)


def turn(state, c1, c2, m1=Pass(), m2=Pass()):
    """A whole turn: maneuvers then combat choices."""
    if state["phase"] == "maneuver":
        movers = R.to_act(state)
        for seat, m in ((0, m1), (1, m2)):
            if seat in movers:
                R.apply(state, seat, m)
    movers = R.to_act(state)
    ev = []
    for seat, c in ((0, c1), (1, c2)):
        if seat in movers:
            ev += R.apply(state, seat, c)
    return ev


def ch(state, cid):
    return state["chars"][cid]


def view(state, seat=None):
    return R.view(state, seat)
