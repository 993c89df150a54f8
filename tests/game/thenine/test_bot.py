"""The computer player (game.ai.bots.GreedyBot on The Nine's evaluate/determinize) against
the random player. The full measurement (200 seeded games) is in the closing report; this
keeps a small sample in the suite."""
from game.ai.simulate import play_game
from game.thenine.rules import RULESET

GAMES = 4


def test_greedy_beats_random_and_never_lets_time_run_out():
    wins = 0
    for g in range(GAMES):
        bot = g % 2
        seats = ["random", "random"]
        seats[bot] = "computer"
        r = play_game(RULESET, seats, 500 + g)
        assert r["winners"] is not None, "the game finished (no endless choosing)"
        wins += bot in r["winners"]
        assert r["state"]["players"][bot]["timeouts"] == 0, "the bot never chooses TimeUp"
    assert wins == GAMES


def test_determinize_hides_what_the_seat_cannot_see():
    s = RULESET.new_game(2, 9)
    RULESET.apply(s, RULESET.to_act(s)[0], RULESET.legal_actions(s, RULESET.to_act(s)[0])[0])
    d = RULESET.determinize(s, 0, 12345)
    assert d["players"][0]["hand"] == s["players"][0]["hand"]
    assert [d["cards"][c]["k"] for c in d["players"][0]["hand"]] == [s["cards"][c]["k"] for c in s["players"][0]["hand"]]
    keys = lambda st, ids: sorted(st["cards"][c]["k"] for c in ids)
    pool = s["players"][1]["hand"] + s["players"][1]["deck"]
    assert keys(d, pool) == keys(s, pool), "the opponent's cards are re-dealt, not changed"
    assert [d["cards"][c]["k"] for c in pool] != [s["cards"][c]["k"] for c in pool]
    assert d["rng"] != s["rng"], "the dice to come are re-rolled too"


def test_hard_builds_a_choice_by_adding_only():
    """Hard searches ``search_choices``: no Unassign, RemoveFromBid or ToggleAttacker of a Warrior
    already chosen. Before, its search could wander (assign, unassign, ...) for hundreds of moves
    in one defence (seed 9), and at the table the countdown would have forfeited it."""
    from game.ai.bots import make_bot
    from game.thenine.actions import RemoveFromBid, ToggleAttacker, Unassign
    for seed, kinds in ((9, ("hard", "normal")), (8, ("normal", "hard"))):
        s = RULESET.new_game(2, seed, RULESET.info.sim_options())
        bots = [make_bot(k, seed * 31 + i, RULESET, iterations=8) for i, k in enumerate(kinds)]
        hard = kinds.index("hard")
        steps = run = 0
        while RULESET.to_act(s):
            seat = RULESET.to_act(s)[0]
            a = bots[seat].choose(RULESET, s, seat)
            if seat == hard:
                sel = s["combat"]["sel"] if s["combat"] and s["phase"] == "attack" else ()
                assert type(a) not in (Unassign, RemoveFromBid), (steps, a)
                assert not (type(a) is ToggleAttacker and a.warrior in sel), (steps, a)
                run = run + 1 if s["phase"] in ("attack", "defend", "cleanup", "bid") else 0
                assert run <= 40, "one seat's choices in a row stay few"
            RULESET.apply(s, seat, a)
            steps += 1
        assert steps < 800


def test_search_choices_keeps_adding_and_confirming():
    from game.thenine.bots import search_choices
    from game.thenine.rules import CONFIRM_ATTACK, FORFEIT
    from game.thenine.actions import ToggleAttacker
    s = {"phase": "attack", "combat": {"sel": ["a1"]}}
    legal = [ToggleAttacker("a1"), ToggleAttacker("a2"), CONFIRM_ATTACK, FORFEIT]
    assert search_choices(s, legal) == [ToggleAttacker("a2"), CONFIRM_ATTACK, FORFEIT]
    assert search_choices(s, [ToggleAttacker("a1")]) == [ToggleAttacker("a1")], "never empty"
