"""9 Card's re-deal for the computer players (``determinize``): everything a seat cannot see is
dealt afresh, face-down creature energy included (issue 25). Rules quoted from
../shared/rules/nine-card.txt."""
from collections import Counter

from game.ninecard.rules import RULESET as R

CARDS = {"brute": {"name": "Brute", "type": "creature", "attack": 4, "defence": 4},
         "sting": {"name": "Sting", "type": "creature", "attack": 1, "defence": 1},
         "wall": {"name": "Wall", "type": "creature", "attack": 0, "defence": 3}}


def table():
    """p1 has two creatures face down as energy, one face-up Energy, a hand and a deck; p2 a
    creature on its grid and a deck of its own."""
    setup = {"seats": 2, "active": "p2",
             "p1": {"ready": [{"card": "brute", "id": "fd1", "face_down": True}, {"card": "energy", "id": "up"}],
                    "spent": [{"card": "wall", "id": "fd2", "face_down": True}],
                    "hand": [{"card": "energy", "id": "h1"}, {"card": "sting", "id": "h2"}],
                    "deck": [{"card": "energy", "id": f"d{i}"} for i in range(4)] + [{"card": "sting", "id": "d9"}],
                    "grid": {"r0c0": {"card": "wall", "id": "g1"}}},
             "p2": {"hand": [{"card": "energy", "id": "m1"}], "deck": ["sting", "brute", "energy"],
                    "grid": {"r0c1": {"card": "brute", "id": "g2"}}}}
    return R.scenario_state({"seed": 1, "cards": CARDS, "setup": setup,
                             "options": {"creature_energy": "face_down"}}, "<test>")


def keys(s, ids):
    return Counter(s["cards"][c]["k"] for c in ids)


def test_face_down_energy_is_re_dealt_as_a_creature():
    """'Energy Alternative: You may play creature cards face-down as energy.' - another seat sees
    only that a creature lies there, so its re-deal puts any creature of p1's unseen cards there."""
    s = table()
    p1 = s["players"][0]
    unseen = ["fd1", "fd2"] + p1["hand"] + p1["deck"]
    faces = set()
    for seed in range(40):
        d = R.determinize(s, 1, seed)
        assert R.view(d, 1) == R.view(s, 1)
        assert keys(d, unseen) == keys(s, unseen)                  # the same cards, dealt afresh
        for cid in ("fd1", "fd2"):
            assert d["cards"][cid]["down"] and d["defs"][d["cards"][cid]["k"]]["type"] == "creature"
            faces.add(d["cards"][cid]["k"])
        for cid in ("up", "g1", "g2", "m1"):                      # face up, or p2's own
            assert d["cards"][cid]["k"] == s["cards"][cid]["k"]
    assert faces == {"brute", "wall", "sting"}


def test_the_owner_knows_its_face_down_energy_and_hand():
    """The owner sees its own face-down cards and hand: only its deck's order is re-dealt."""
    s = table()
    p1 = s["players"][0]
    for seed in range(20):
        d = R.determinize(s, 0, seed)
        assert R.view(d, 0) == R.view(s, 0)
        for cid in ["fd1", "fd2", "up", "g1"] + p1["hand"]:
            assert d["cards"][cid]["k"] == s["cards"][cid]["k"]
        assert keys(d, p1["deck"]) == keys(s, p1["deck"])


def test_the_re_deal_depends_on_the_view_and_the_seed_alone():
    """Swapping two of p1's cards p2 cannot tell apart (a face-down one and one in hand) leaves
    p2's re-deal the same."""
    s = table()
    t = R.clone(s)
    t["cards"]["fd1"]["k"], t["cards"]["h2"]["k"] = t["cards"]["h2"]["k"], t["cards"]["fd1"]["k"]
    assert R.view(t, 1) == R.view(s, 1)
    for seed in range(10):
        assert R.comparable(R.determinize(t, 1, seed)) == R.comparable(R.determinize(s, 1, seed))
