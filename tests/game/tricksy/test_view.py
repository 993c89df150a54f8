"""The Tricksy Kittens view: every card in exactly one zone as each seat may see it, and the
fields a table shows instead of working a rule out again: why a card is ignored, where trump
comes from, what a power does, which play is winning."""
import pytest

from game.core.rng import Rng
from game.tricksy.actions import Bid, Play
from game.tricksy.rules import RULESET as R

from .helpers import do, play, pt, table, use, view


def ids(zone):
    return [c["id"] for c in zone]


def test_zones_in_the_bid_phase():
    s = table(seats=3, phase="bid", p1={"hand": ["hearts-1", "spades-9"]}, p2={"hand": ["hearts-4", "spades-3"]},
              p3={"hand": ["diamonds-2", "spades-2"]})
    do(s, 2, Bid("diamonds-2"))
    z = view(s, 0)["zones"]
    assert ids(z["p1.hand"]) == ["hearts-1", "spades-9"] and z["p2.hand"] == {"count": 2}
    assert z["p3.hand"] == {"count": 1} and z["p3.bid"] == [{"id": "p3.bid#0", "face_down": True}]
    own = view(s, 2)["zones"]["p3.bid"]
    assert ids(own) == ["diamonds-2"] and own[0]["face_down"] and own[0]["number"] == 2, "the owner sees it"
    assert view(s, None)["zones"]["p1.hand"] == {"count": 2}
    assert len(z["leftovers"]) == 27 - 6


@pytest.mark.parametrize("seats,options", [(3, {}), (5, {"powers": "on"}), (9, {"black_cat": "on", "powers": "on"})])
def test_every_card_is_in_one_zone_of_every_seats_view(seats, options):
    s = R.new_game(seats, 4, dict(options, max_rounds=1))
    r = Rng(4)
    for _ in range(60):
        if not R.to_act(s):
            break
        for seat in [None] + list(range(seats)):
            zones = view(s, seat)["zones"]
            total = sum(z["count"] if isinstance(z, dict) else len(z) for z in zones.values())
            shown = [c["id"] for z in zones.values() if isinstance(z, list) for c in z]
            assert total == 9 * seats and len(shown) == len(set(shown))
        mover = R.to_act(s)[0]
        do(s, mover, r.choice(R.legal_actions(s, mover)))


def test_the_trick_says_what_is_ignored_and_why_what_is_trump_and_why_and_who_is_winning():
    s = table(seats=3, kittykeeper="p1", p1={"hand": ["hearts-5", "spades-7"], "bid": "hearts-1"},
              p2={"hand": ["hearts-9", "spades-2"], "bid": "spades-3"},
              p3={"hand": ["spades-4", "diamonds-6"], "bid": "diamonds-2"})
    do(s, 0, Play("hearts-5"))
    v = view(s, 2)
    assert v["trick"][0]["ignored"] and v["trick"][0]["ignored_why"] == "bid_suit"
    assert (v["trump"], v["trump_why"], v["trump_power"]) == ("hearts", "keeper_bid", None)
    assert v["winning"] == {"seat": 0, "card": None, "reason": "keeper"}, "only ignored cards: the Kittykeeper"
    do(s, 1, Play("hearts-9"))
    assert view(s, 2)["winning"] == {"seat": 1, "card": "hearts-9", "reason": "trump"}
    do(s, 2, Play("diamonds-6"))
    last = view(s, 0)["last_trick"]
    assert (last["winner"], last["card"], last["reason"]) == (1, "hearts-9", "trump")
    assert last["ignored_why"] == ["bid_suit", None, "bid_suit"] and last["ignored_power"] == [None] * 3


def test_powers_say_what_they_do():
    s = pt(39)
    play(s, "hearts-5")
    use(s)
    play(s, "hearts-9")
    v = view(s, 0)
    assert [p["effect"] for p in v["active_powers"]] == ["ignore"]
    assert (v["trick"][1]["ignored_why"], v["trick"][1]["ignored_power"]) == ("power", "Big Cats Nap")
    assert v["winning"] == {"seat": 0, "card": "hearts-5", "reason": "lead"}
    s = pt(41)
    play(s, "hearts-5")
    use(s)
    v = view(s, 2)
    assert (v["trump"], v["trump_why"], v["trump_power"]) == (None, "power", "No Trumps")


def test_a_face_down_card_on_the_table_and_a_shown_hand_card():
    s = pt(35)
    play(s, "hearts-5")
    use(s)
    play(s, "hearts-3")
    assert view(s, 0)["zones"]["trick"][1] == {"id": "trick#1", "face_down": True}
    mine = view(s, 1)["zones"]["trick"][1]
    assert mine["id"] == "hearts-3" and mine["face_down"]
    assert view(s, 0)["winning"] is None, "a hidden card may be winning"
    s = pt(37)
    play(s, "spades-5")
    use(s, suit="hearts")
    hand = view(s, 0)["zones"]["p3.hand"]
    assert ids(hand[:2]) == ["hearts-4", "hearts-7"] and hand[2] == {"id": "p3.hand#0", "face_down": True}


def hidden_from(s, seat):
    """The ids ``seat`` may not see (the old fuzz test's list): others' hands but for shown cards,
    their set-aside cards and secret bids, face-down trick cards."""
    out = set()
    for o in range(s["n"]):
        if o == seat:
            continue
        out |= set(s["hands"][o]) - set(s["revealed"][o])
        out |= set(s["aside"][o])
        if s["bids"][o] is not None:
            out.add(s["bids"][o])
        if s["trick"]:
            out |= {p["c"] for p in s["trick"]["plays"] if p["down"] and p["s"] == o}
    return out


def all_ids(x, out):
    if isinstance(x, dict):
        if isinstance(x.get("id"), str):
            out.add(x["id"])
        for v in x.values():
            all_ids(v, out)
    elif isinstance(x, list):
        for v in x:
            all_ids(v, out)
    return out


@pytest.mark.parametrize("seats", [3, 6])
def test_no_view_shows_a_hidden_card_and_lives_never_decrease(seats):
    """Random games with powers and crowns: no id a seat may not see anywhere in its view (the last
    trick aside: it was seen face up by all); lives only grow."""
    for seed in range(4):
        s = R.new_game(seats, seed, {"powers": "on", "black_cat": ("off", "on")[seed % 2], "max_rounds": 2})
        r = Rng(seed)
        lives = list(s["lives"])
        step = 0
        while R.to_act(s):
            movers = R.to_act(s)
            seat = r.choice(movers)
            do(s, seat, r.choice(R.legal_actions(s, seat)))
            assert all(a <= b for a, b in zip(lives, s["lives"])), "lives never decrease"
            lives = list(s["lives"])
            step += 1
            if step % 3 == 0:
                for viewer in [None] + list(range(seats)):
                    v = view(s, viewer)
                    v.pop("last_trick")
                    assert not all_ids(v, set()) & hidden_from(s, viewer)
