"""A real 9 Card window under Xvfb, driven by xdotool.

``python main.py play ninecard --seats human,computer --seed N --window 1280x720``:
the human goes first; the test drags two Energy cards into the energy zone, then a
creature onto the rear square of column 2 (it moves up to the front), with real X
pointer events, and checks each move in the autosave and the creature on a
screenshot of the canvas. Where to aim comes from the rules (the hand's order) and
the Tiled map (``hand_slots``, ``seat_squares``).
"""
import time

import pytest

from game.core import registry
from game.core.contract import seat_name
from game.ninecard.actions import Cast, PlayEnergy
from scenes.layout import load_layout
from scenes.games.ninecard.places import hand_slots, seat_squares
from tests.e2e.harness import RealWindow, wait_for

pytestmark = pytest.mark.e2e

R = registry.get("ninecard")
COLUMN = 1


def _plan():
    """A seed where seat 0 goes first holding two Energy cards and a creature that costs 2."""
    for seed in range(1, 2000):
        st = R.new_game(2, seed)
        if st["active"] != 0:
            continue
        hand = [c for c in R.view(st, 0)["p1"]["hand"]]
        energy = [c["id"] for c in hand if c["type"] == "energy"]
        cheap = [c["id"] for c in hand if c["type"] == "creature" and c["cost"] <= 2]
        if len(energy) >= 2 and cheap:
            steps, hands = [], []
            for action in (PlayEnergy(energy[0]), PlayEnergy(energy[1]), Cast(cheap[0], COLUMN)):
                hands.append([c["id"] for c in R.view(st, 0)["p1"]["hand"]])
                R.apply(st, 0, action)
                steps.append(action)
            return seed, steps, hands, st
    pytest.fail("no seed found")


def test_play_energy_and_cast_in_a_real_window(tmp_path):
    seed, steps, hands, final = _plan()
    layout = load_layout("ninecard")
    energy = layout.rect("n2.p1.energy").center
    rear = seat_squares(layout, 2, 1)[6 + COLUMN].center
    with RealWindow(tmp_path, ["play", "ninecard", "--seats", "human,computer", "--seed", str(seed)]) as w:
        time.sleep(2.0)                                  # the window settles
        for i, action in enumerate(steps):
            hand = hands[i]
            start = hand_slots(layout, 2, len(hand))[hand.index(action.card)]
            end = energy if isinstance(action, PlayEnergy) else rear
            for attempt in range(3):                     # a slow machine may still be animating
                w.drag(start, end)
                data = wait_for(lambda: (d := w.save("ninecard")) and len(d["actions"]) > i and d, 6)
                if data:
                    break
                time.sleep(1.0)
            assert data, f"move {i + 1} ({action}) never reached the save file"
            assert data["actions"][i] == [seat_name(0), action.to_dict()], data["actions"]
            time.sleep(1.2)                              # the cost is paid, the card lands
        snap = data["snapshot"]["players"][0]
        card = steps[-1].card
        assert snap["grid"][COLUMN] == card              # entered the rear, moved up to the front
        assert len(snap["spent"]) == len(final["players"][0]["spent"]) >= 2      # the cost was paid
        # the front square of column 2 shows a card once its beats have played (each holds until its
        # caption can be read), not the empty square's felt
        sq = seat_squares(layout, 2, 1)[COLUMN]

        def card_shown():
            img = w.screenshot()
            assert img.get_size() == (1920, 1080)
            return img.get_at((sq.centerx, sq.centery))[:3] not in ((22, 66, 40), (16, 56, 34))
        assert wait_for(card_shown, 15), "the cast card never reached the front square on screen"
        assert w.alive(), "the app exited"
