"""Every refusal has words: ``explain`` answers (a non-empty sentence, never an error) for any
action that is not legal for a seat, on every step of seeded games in each mode. The specific
reasons are Kongai's (game/kongai/view.py); the rest fall back to the ruleset's general answer."""
import random

import pytest

from game.kongai.rules import RULESET as R


@pytest.mark.parametrize("mode,pax", [("3v3", False), ("5v5_items", False), ("3v3", True)])
def test_explain_answers_every_illegal_action(mode, pax):
    asked = 0
    for seed in range(3):
        state = R.new_game(2, seed, {"mode": mode, "pax": pax, "max_turns": 25})
        pick = random.Random(seed)
        while R.outcome(state) is None:
            acting = R.to_act(state)[0]
            legal = R.legal_actions(state, acting)
            other = 1 - acting
            if not R.legal_actions(state, other):       # the other seat may do nothing now: ask why not
                for a in legal:
                    why = R.explain(state, other, a)
                    assert isinstance(why, str) and why.strip(), (mode, seed, a)
                    asked += 1
            R.apply(state, acting, pick.choice(legal))
    assert asked > 100
