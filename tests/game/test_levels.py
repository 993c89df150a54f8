"""The computer levels (issue 14): Easy, Normal (alias "computer") and Hard in every game.

No timing and no strength runs here (those are in the report and ``simulate``): each level
plays whole games and ``simulate`` prints each seat's win rate with its 95 % confidence
interval. That Hard never reads hidden information is tests/core/test_hidden_info.py."""
from __future__ import annotations

import pytest

from game.ai.bots import EasyBot, KINDS, make_bot
from game.ai.ismcts import ISMCTSBot
from game.core import registry, saves
from game.ai.simulate import play_game, simulate_cli, wilson

#: every registered game at its fewest seats, with the options it declares for the shared tests
GAMES = {g: (registry.info(g).min_seats, dict(registry.declared(g, "TEST_OPTIONS", {}))) for g in registry.ids()}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_easy_and_normal_play_a_whole_game(game):
    n, opts = GAMES[game]
    r = play_game(registry.get(game), (["easy", "normal"] * n)[:n], 5, opts)
    assert r["winners"] is not None


@pytest.mark.parametrize("game", sorted(GAMES))
def test_hard_plays_a_whole_game(game):
    n, opts = GAMES[game]
    r = play_game(registry.get(game), (["hard", "computer"] * n)[:n], 6, opts, iterations=6)
    assert r["winners"] is not None


def _mid_game(ruleset, n, opts, seed, steps):
    state = ruleset.new_game(n, seed, {**ruleset.info.sim_options(), **opts})
    bots = [make_bot("normal", seed + i, ruleset) for i in range(n)]
    for _ in range(steps):
        movers = ruleset.to_act(state)
        if not movers:
            break
        s = movers[0]
        ruleset.apply(state, s, bots[s].choose(ruleset, state, s))
    return state


def test_the_kinds_and_their_bots():
    ruleset = registry.get("ninedkp")
    assert {"easy", "normal", "hard", "computer"} <= set(KINDS)
    assert type(make_bot("computer", 1, ruleset)) is type(make_bot("normal", 1, ruleset))
    assert isinstance(make_bot("easy", 1, ruleset), EasyBot)
    hard = make_bot("hard", 1, ruleset)
    assert isinstance(hard, ISMCTSBot) and hard.budget == 1.0
    assert make_bot("hard", 1, ruleset, iterations=9).iterations == 9
    from game.ai.plans import PlanSearchBot         # 9 Card's turn is a run of moves: plans of the turn
    nc = make_bot("hard", 1, registry.get("ninecard"))
    assert isinstance(nc, PlanSearchBot) and nc.budget == 1.0 and type(nc.policy).__name__ == "NineCardBot"
    assert {"easy", "normal", "hard", "computer", "human"} <= set(saves.SEAT_KINDS)
    with pytest.raises(KeyError):
        make_bot("expert", 1, ruleset)


def test_easy_never_loses_on_the_spot_when_it_need_not():
    """Easy slips only to moves that do not end the game in its loss."""
    ruleset = registry.get("ninedkp")
    state = _mid_game(ruleset, 2, {}, 3, 20)
    seat = ruleset.to_act(state)[0]
    bot = make_bot("easy", 4, ruleset)
    bot.slip = 1.0
    for _ in range(20):
        a = bot.choose(ruleset, state, seat)
        s = ruleset.clone(state)
        ruleset.apply(s, seat, a)
        out = ruleset.outcome(s)
        assert out is None or seat in out["winners"]


def test_wilson_interval():
    lo, hi = wilson(130, 200)
    assert lo < 0.65 < hi and 0.57 < lo < 0.6 and 0.7 < hi < 0.72
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0


def test_simulate_prints_the_confidence_interval(capsys):
    assert simulate_cli("ninedkp", games=2, seed=1, seats="easy,hard", as_json=False, iterations=4) == 0
    out = capsys.readouterr().out
    assert "95% CI" in out and "p1 (easy)" in out and "p2 (hard)" in out and "think time hard" in out


def test_simulate_without_seats_works_for_every_game(capsys):
    for game in registry.ids():
        assert simulate_cli(game, games=1, seed=2, seats=None, as_json=False) in (0, 1)
        assert "95% CI" in capsys.readouterr().out


def test_simulate_refuses_an_unknown_kind(capsys):
    assert simulate_cli("ninedkp", games=1, seed=1, seats="normal,expert", as_json=False) == 2
    assert "unknown player kind" in capsys.readouterr().err


def test_hard_keeps_a_move_the_redeal_cannot_judge():
    """ISMCTS drops moves that lead back to a view it already chose at, judged on a re-deal. A
    move that is legal on the table may not be on the re-deal (in a 200-game Tricksy run a power's
    question hung on cards the re-deal moved, and the search stopped the game with IllegalAction):
    such a move is kept, never a crash."""
    from game.core.contract import Action, IllegalAction, Ruleset
    from dataclasses import dataclass

    @dataclass(frozen=True)
    class Pick(Action):
        n: int

    class Redealt(Ruleset):
        def to_act(self, state):
            return [] if state["done"] else [0]

        def legal_actions(self, state, seat):
            return [] if state["done"] else [Pick(1), Pick(2)] if state["real"] else [Pick(1)]

        def perform(self, state, seat, action):
            state["done"] = True
            return []

        def view(self, state, seat):
            return {"done": state["done"]}

        def outcome(self, state):
            return {"winners": [0], "reason": ""} if state["done"] else None

        def determinize(self, state, seat, seed):
            return {**state, "real": False}

    ruleset = Redealt()
    state = {"done": False, "real": True}
    with pytest.raises(IllegalAction):
        ruleset.apply(ruleset.determinize(state, 0, 1), 0, Pick(2))
    assert ISMCTSBot(1, iterations=5).choose(ruleset, state, 0) in (Pick(1), Pick(2))
