"""A real The Nine window under Xvfb, driven by xdotool.

``python main.py play thenine --seats human,computer --seed N --option timers=false
--window 1280x720``: timers are off (no countdown can end the phase while a slow machine
animates). p1 wins the initiative; the test clicks "Go first", then drags a Warrior from
the hand onto its side of the table with real X pointer events, and checks both moves in
the autosave (in a temporary folder) and the card on a screenshot of the canvas. Where to
aim comes from the rules (the hand's order, replayed from the seed) and the Tiled map
(``hand_slots``, ``play_slots``).

Skipped only when Xvfb or xdotool is missing and ``CI`` is not set.
"""
import time

import pytest

from game.core import registry
from game.core.contract import seat_name
from game.thenine.actions import ChooseOrder, PlayWarrior
from scenes.layout import load_layout
from scenes.games.thenine.place import hand_slots, play_slots
from tests.e2e.harness import RealWindow, wait_for

pytestmark = pytest.mark.e2e

R = registry.get("thenine")
OPTIONS = {"timers": False}


def _plan():
    """A seed whose first initiative roll is won by p1 and where p1, going first, can play
    a Warrior that needs no target."""
    for seed in range(1, 500):
        st = R.new_game(2, seed, OPTIONS)
        if len(st["rolls"]) != 1 or st["roll_winner"] != 0:
            continue
        R.apply(st, 0, ChooseOrder(True))
        plays = [a for a in R.legal_actions(st, 0) if isinstance(a, PlayWarrior) and a.target is None]
        if plays:
            hand = [c["id"] for c in R.view(st, 0)["p1"]["hand"]]
            return seed, plays[0].card, hand
    pytest.fail("no seed found")


def test_go_first_and_drag_a_warrior_onto_the_table_in_a_real_window(tmp_path):
    seed, card, hand = _plan()
    layout = load_layout("thenine")
    ch = layout.rect("choices")
    go_first = (ch.x + (ch.w - 16) // 4, ch.centery)
    args = ["play", "thenine", "--seats", "human,computer", "--seed", str(seed), "--option", "timers=false"]
    with RealWindow(tmp_path, args) as w:
        # 1. the d20s roll; then "Go first" in the choices zone
        time.sleep(2.5)
        data = None
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            w.click(go_first)
            data = wait_for(lambda: (d := w.save("thenine")) and d["actions"] and d, 3)
            if data:
                break
        assert data, "the order choice never reached the save file"
        assert data["actions"][0] == [seat_name(0), ChooseOrder(True).to_dict()], data["actions"]
        assert data["options"].get("timers") is False
        time.sleep(2.0)                                   # the opening hands are dealt

        # 2. drag the Warrior from the hand onto p1's side
        start = hand_slots(layout, len(hand))[hand.index(card)]
        end = layout.rect("p1.play").center
        entry = [seat_name(0), PlayWarrior(card).to_dict()]
        for _ in range(3):                                # a slow machine may still be dealing
            w.drag(start, end)
            data = wait_for(lambda: (d := w.save("thenine")) and entry in d["actions"] and d, 8)
            if data:
                break
            time.sleep(1.0)
        assert data, "the Warrior was never played"
        assert data["actions"][1] == entry, data["actions"]
        snap = data["snapshot"]["players"][0]
        assert card in snap["play"] and card not in snap["hand"]

        # 3. a screenshot of the canvas: the card stands in p1's row (its cream face, not the felt)
        time.sleep(1.0)
        img = w.screenshot()
        assert img.get_size() == (1920, 1080)
        x, y = play_slots(layout, "p1", 1)[0]
        cream = sum(1 for dx in range(-40, 41, 8) for dy in range(-80, 81, 8)      # over the whole face
                    if (lambda c: c[0] > 225 and c[1] > 215 and c[2] > 190)(img.get_at((int(x) + dx, int(y) + dy))))
        assert cream > 20, cream
        assert w.alive(), "the app exited"
