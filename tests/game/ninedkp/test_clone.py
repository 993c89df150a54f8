"""9DKP's own ``clone`` (the searches copy a state for every move they try): the same copy as the
contract's marshal round trip, sharing nothing that play changes. It copies each card instance
by hand and its ``aura`` one level down, so it stands on that shape: checked on every step."""
import marshal

from game.ai.bots import make_bot
from game.ninedkp.rules import RULESET as R

FLAT = (str, int, float, bool, type(None), tuple)


def _shape_holds(state):
    for cid, c in state["cards"].items():
        for k, v in c.items():
            if k == "aura":
                assert type(v) is dict and all(isinstance(x, FLAT) for x in v.values()), (cid, v)
            else:
                assert isinstance(v, FLAT), (cid, k, v)


def test_clone_is_the_contracts_copy_on_every_step_of_seeded_games():
    steps = 0
    for seed in range(1, 13):
        s = R.new_game(2, seed, R.info.sim_options())
        bots = [make_bot("random" if seed % 2 else "normal", seed + i, R) for i in range(2)]
        while R.to_act(s):
            _shape_holds(s)
            c = R.clone(s)
            body = {k: v for k, v in s.items() if k != "defs"}
            assert c == {**marshal.loads(marshal.dumps(body)), "defs": s["defs"]}
            assert c["defs"] is s["defs"] and list(c) == list(s)
            seat = R.to_act(s)[0]
            action = bots[seat].choose(R, s, seat)
            R.apply(c, seat, action)             # the copy moves on, the original must not
            assert s == {**marshal.loads(marshal.dumps(body)), "defs": s["defs"]}
            R.apply(s, seat, action)
            assert R.comparable(c) == R.comparable(s)
            steps += 1
    assert steps > 200


def test_changing_a_copys_card_leaves_the_original_alone():
    s = R.new_game(2, 4, R.info.sim_options())
    cid = next(iter(s["cards"]))
    c = R.clone(s)
    c["cards"][cid]["bp"] += 100
    c["cards"][cid]["aura"]["x"] = 100
    c["players"][0]["deck"].pop()
    assert "x" not in s["cards"][cid]["aura"] and s["cards"][cid]["bp"] != c["cards"][cid]["bp"]
    assert len(s["players"][0]["deck"]) == len(c["players"][0]["deck"]) + 1
