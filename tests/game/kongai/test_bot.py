"""The Kongai computer player: it reasons about the double-blind choice (a payoff matrix solved as a
zero-sum game, then a mixed strategy), never peeks at a pending hidden choice, and beats random play."""
from game.ai.bots import make_bot
from game.ai.matrix import LookaheadBot, MatrixBot, solve
from game.ai.simulate import play_game
from game.kongai.actions import Maneuver, Pass, UseAbility
from game.kongai.rules import RULESET as R

from .helpers import table


def test_the_ruleset_names_its_computer_player():
    assert isinstance(make_bot("computer", 1, R), MatrixBot)
    assert not isinstance(make_bot("greedy", 1, R), MatrixBot)


def test_solve_finds_the_mixed_equilibria():
    pennies = [[1, -1], [-1, 1]]
    x, y, v = solve(pennies, 400)
    assert abs(x[0] - 0.5) < 0.05 and abs(y[0] - 0.5) < 0.05 and abs(v) < 0.05
    rps = [[0, -1, 1], [1, 0, -1], [-1, 1, 0]]
    x, _, _ = solve(rps, 400)
    assert all(abs(p - 1 / 3) < 0.05 for p in x)
    x, _, v = solve([[3, 2], [1, 0]], 200)              # a dominant row: pure
    assert x[0] > 0.95 and abs(v - 2) < 0.1


def test_determinize_hides_the_pending_choice_and_the_dice():
    s = table(["dummy", "dummy3"], ["dummy2"], phase="combat")
    R.apply(s, 0, UseAbility("jab"))
    seen = set()
    for seed in range(1000, 1040):
        d = R.determinize(s, 1, seed)
        assert d["pending"][1] is None and d["pending"][0] is not None
        seen.add(tuple(d["pending"][0]))
        assert d["rng"] != s["rng"]
    assert len(seen) >= 4, "the other seat's pending choice is re-drawn, not copied"
    mine = R.determinize(s, 0, 3)
    assert mine["pending"][0] == ["UseAbility", "jab"], "a seat keeps its own choice"


def test_the_bot_mixes_when_guessing_matters():
    """Intercept or attack against switch or stay: no pure choice is safe, so the bot mixes."""
    s = table(["rumiko", "dummy"], ["onimaru", "dummy2"], phase="combat")
    bot = MatrixBot(7)
    bot.choose(R, s, 1)
    assert len(bot.last_mix) >= 2 and max(p for _, p in bot.last_mix) < 0.95
    picks = {type(MatrixBot(seed).choose(R, s, 1)).__name__ for seed in range(12)}
    assert len(picks) >= 2, "not predictable"


def test_the_bot_does_not_read_the_other_seats_choice():
    s = table(["dummy"], ["dummy2"])
    R.apply(s, 0, Maneuver("far"))
    a = MatrixBot(5).choose(R, s, 1)
    s2 = table(["dummy"], ["dummy2"])
    R.apply(s2, 0, Pass())
    assert MatrixBot(5).choose(R, s2, 1) == a, "same information, same choice"


def test_beats_the_random_player():
    """The issue asks for >= 80% of 200 seeded 3v3 games (measured: docs/rulings/kongai.md); a quick
    sample here."""
    wins = 0
    for g in range(4):
        kinds = ["computer", "random"] if g % 2 == 0 else ["random", "computer"]
        r = play_game(R, kinds, 900 + g, {"pax": True})
        wins += (g % 2) in r["winners"]
    assert wins == 4


def _turns_evaluated(bot, s, seat, monkeypatch):
    seen = []
    real = R.evaluate

    def spy(state, who):
        seen.append(state["turn"])
        return real(state, who)
    monkeypatch.setattr(R, "evaluate", spy)
    bot.choose(R, s, seat)
    monkeypatch.undo()
    return seen


def test_hard_looks_one_turn_further_than_normal(monkeypatch):
    """Issue 14: Hard searches. Normal values a combat by the state right after it; Hard by the
    solved matrix of the next turn's combat, the maneuver between passed over by both seats."""
    s = table(["rumiko", "dummy"], ["onimaru", "dummy2"], phase="combat")
    hard = make_bot("hard", 3, R, iterations=1)
    assert isinstance(hard, LookaheadBot) and hard.budget is None
    turn = s["turn"]
    assert max(_turns_evaluated(MatrixBot(3), s, 1, monkeypatch)) == turn + 1
    assert max(_turns_evaluated(hard, s, 1, monkeypatch)) == turn + 2
    assert R.search_assume(s) is None
    assert R.search_assume(table(["dummy"], ["dummy2"])) == Pass(), "a maneuver: both pass"


def test_hard_without_time_plays_normals_choice():
    """Think time: Hard decides within its budget; when the deeper matrix is not done in time it
    plays Normal's choice rather than a half-built one."""
    s = table(["rumiko", "dummy"], ["onimaru", "dummy2"], phase="combat")
    hard = make_bot("hard", 3, R, budget=1e-9)
    a = hard.choose(R, s, 1)
    assert hard.last["late"] and a == MatrixBot(4).choose(R, s, 1)
    roomy = make_bot("hard", 3, R, budget=60.0)
    roomy.choose(R, s, 1)
    assert not roomy.last["late"]


def test_hard_does_not_read_the_other_seats_choice():
    s = table(["dummy"], ["dummy2"], phase="combat")
    R.apply(s, 0, R.legal_actions(s, 0)[0])
    s2 = table(["dummy"], ["dummy2"], phase="combat")
    R.apply(s2, 0, R.legal_actions(s2, 0)[-1])
    assert make_bot("hard", 5, R, iterations=1).choose(R, s, 1) == \
        make_bot("hard", 5, R, iterations=1).choose(R, s2, 1), "same information, same choice"
