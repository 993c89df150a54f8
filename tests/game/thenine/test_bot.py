"""The computer player (game.ai.bots.GreedyBot on The Nine's evaluate/determinize) against
the random player. The full measurement (200 seeded games) is in the closing report; this
keeps a small sample in the suite."""
from game.core.simulate import play_game
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
