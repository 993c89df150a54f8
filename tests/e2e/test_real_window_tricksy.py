"""A real Tricksy Kittens window under Xvfb, driven by xdotool.

``python main.py play tricksy --seats human,computer,computer,computer --seed N --window 1280x720``:
the human is the first Kittykeeper. The test drags a hand card onto the bid spot (the
computers bid meanwhile), waits for the reveal, then drags a card into the trick, with real
X pointer events, and checks both moves in the autosave and the played card on a screenshot
of the canvas. Where to aim comes from the rules (the hand's order, replayed from the save
file) and the Tiled map (``hand_slots``, ``trick_slots``).
"""
import time

import pytest

from game.core import registry
from game.core.contract import action_from_dict, seat_name
from game.tricksy.actions import Bid, Play
from scenes.layout import load_layout
from scenes.games.tricksy.places import hand_slots, trick_slots
from tests.e2e.harness import RealWindow, wait_for

pytestmark = pytest.mark.e2e

R = registry.get("tricksy")
SEATS = 4


def _seed():
    """A seed where p1 is the first Kittykeeper (it leads once the bids are in)."""
    for seed in range(1, 500):
        if R.new_game(SEATS, seed)["keeper"] == 0:
            return seed
    pytest.fail("no seed found")


def _replay(seed, data):
    """The state after the saved actions (the save holds seed and action log)."""
    st = R.new_game(SEATS, seed)
    for who, action in data["actions"]:
        R.apply(st, int(who[1:]) - 1, action_from_dict(R.action_types, action))
    return st


def _hand(st):
    return [c["id"] for c in R.view(st, 0)["p1"]["hand"]]


def _drag_until_saved(w, start, end, entry):
    """Drag, then wait for ``entry`` ([seat, action dict]) in the autosave; try again if a slow
    machine was still animating."""
    for _ in range(3):
        w.drag(start, end)
        data = wait_for(lambda: (d := w.save("tricksy")) and entry in d["actions"] and d, 8)
        if data:
            return data
        time.sleep(1.0)
    return None


def test_bid_and_play_in_a_real_window(tmp_path):
    seed = _seed()
    layout = load_layout("tricksy")
    st = R.new_game(SEATS, seed)
    hand = _hand(st)
    # bid the lowest card (a number is a number of tricks: any card is a legal bid)
    bid = min(hand, key=lambda c: int(c.split("-")[1]))
    with RealWindow(tmp_path, ["play", "tricksy", "--seats", ",".join(["human"] + ["computer"] * (SEATS - 1)),
                               "--seed", str(seed)]) as w:
        time.sleep(2.0)                              # the window settles
        start = hand_slots(layout, len(hand))[hand.index(bid)]
        data = _drag_until_saved(w, start, layout.rect(f"n{SEATS}.p1.bid").center, [seat_name(0), Bid(bid).to_dict()])
        assert data, "the bid never reached the save file"
        # the computers bid too; then the bids flip and p1 leads
        data = wait_for(lambda: (d := w.save("tricksy")) and len(d["actions"]) >= SEATS and d, 30)
        assert data, "the computers never bid"
        st = _replay(seed, data)
        assert R.to_act(st) == [0] and R.view(st, 0)["phase"] == "play"
        time.sleep(2.5)                              # the reveal animation
        hand = _hand(st)
        card = next(a.card for a in R.legal_actions(st, 0) if isinstance(a, Play))
        start = hand_slots(layout, len(hand))[hand.index(card)]
        data = _drag_until_saved(w, start, layout.rect("trick").center, [seat_name(0), Play(card).to_dict()])
        assert data, "the play never reached the save file"
        assert data["actions"][SEATS] == [seat_name(0), Play(card).to_dict()], data["actions"]
        st = _replay(seed, data)
        assert R.view(st, 0)["trick"][0]["card"]["id"] == card
        # the card lands (on a busy machine its slide may take longer): the trick shows a card face
        # (cream), not only the trick area's felt, while the computers follow at a pace
        trick = layout.rect("trick")
        _, y = trick_slots(layout, 1)[0]
        seen = []

        def cream():
            img = w.screenshot()
            assert img.get_size() == (1920, 1080)
            n = sum(1 for x in range(trick.x, trick.right, 2)
                    if (lambda c: c[0] > 230 and c[1] > 222 and c[2] > 195)(img.get_at((x, int(y) - 30))))
            seen.append(n)
            return n > 20

        assert wait_for(cream, 10, 0.1), seen
        assert w.alive(), "the app exited"
