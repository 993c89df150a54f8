"""``Ruleset.clone`` (the searches copy a state for every move they try): the same copy as a
``marshal`` round trip, sharing nothing that play changes. The tables a game names in ``RECORDS``
(its card instances) are copied by hand, each record one level deep and its ``RECORD_DICTS`` one
level further, so the copy stands on that shape: checked on every step of seeded games."""
import marshal

import pytest

from game.ai.bots import make_bot
from game.core import registry

FLAT = (str, int, float, bool, type(None), tuple)
GAMES = [g for g in registry.ids() if registry.get(g).RECORDS]


def _shape_holds(R, state):
    for key in R.RECORDS:
        for rid, rec in state[key].items():
            for k, v in rec.items():
                if k in R.RECORD_DICTS:
                    assert type(v) is dict and all(isinstance(x, FLAT) for x in v.values()), (key, rid, v)
                else:
                    assert isinstance(v, FLAT), (key, rid, k, v)


def _plain(R, state):
    return marshal.loads(marshal.dumps({k: v for k, v in state.items() if k not in R.SHARED}))


def test_the_card_games_name_their_card_tables():
    assert {"ninedkp", "thenine", "ninecard"} <= set(GAMES)


@pytest.mark.parametrize("game", GAMES)
def test_clone_is_the_marshal_copy_on_every_step_of_seeded_games(game):
    R = registry.get(game)
    steps = 0
    for seed in range(1, 7):
        s = R.new_game(R.info.min_seats, seed, R.info.sim_options())
        bots = [make_bot("random" if seed % 2 else "normal", seed + i, R) for i in range(R.info.min_seats)]
        while R.to_act(s) and steps < 400 * seed:
            _shape_holds(R, s)
            c = R.clone(s)
            before = _plain(R, s)
            assert {k: v for k, v in c.items() if k not in R.SHARED} == before
            assert all(c[k] is s[k] for k in R.SHARED if k in s) and list(c) == list(s)
            seat = R.to_act(s)[0]
            action = bots[seat].choose(R, s, seat)
            R.apply(c, seat, action)             # the copy moves on, the original must not
            assert _plain(R, s) == before
            R.apply(s, seat, action)
            assert R.comparable(c) == R.comparable(s)
            steps += 1
    assert steps > 200


@pytest.mark.parametrize("game", GAMES)
def test_changing_a_copys_card_leaves_the_original_alone(game):
    R = registry.get(game)
    s = R.new_game(R.info.min_seats, 4, R.info.sim_options())
    table = R.RECORDS[0]
    rid = next(iter(s[table]))
    c = R.clone(s)
    c[table][rid]["o"] = 99
    for f in R.RECORD_DICTS:
        c[table][rid][f]["x"] = 100
    c[table]["new"] = {}
    assert s[table][rid]["o"] != 99 and "new" not in s[table]
    assert all("x" not in s[table][rid][f] for f in R.RECORD_DICTS)
