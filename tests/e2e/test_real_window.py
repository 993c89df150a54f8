"""A real window under Xvfb, driven by xdotool: drag a hand card onto the range.

``python main.py play ninedkp --seats human,human --seed N --window 1280x720`` runs
in a private X server. The test works out from the rules and the Tiled layout
where the buttons and the card are (the window is scaled 1920x1080 -> 1280x720),
clicks through the hot-seat curtain and the roll-off choice, drags the card with
real X pointer events, then checks the autosave (in a temporary folder) shows
the card on the range and asks the app for a screenshot (SIGUSR1 writes the
canvas to ``$NINE_TABLES_SHOT``).

Skipped only when Xvfb or xdotool is missing and ``CI`` is not set.
"""
import time

import pytest

from game.core import registry
from game.core.contract import seat_name
from game.ninedkp.actions import ChooseOrder, PlayCharacter
from scenes.layout import load_layout
from scenes.widgets.cards import hand_positions
from tests.e2e.harness import RealWindow

pytestmark = pytest.mark.e2e

R = registry.get("ninedkp")


def _plan():
    """A seed whose roll-off is decided at once and whose winner, going first, can
    play a Character that needs no target."""
    for seed in range(1, 500):
        st = R.new_game(2, seed)
        if len(st["rolls"]) != 1:
            continue
        w = st["roll_winner"]
        R.apply(st, w, ChooseOrder(True))
        plays = [a for a in R.legal_actions(st, w) if isinstance(a, PlayCharacter) and a.target is None]
        if plays:
            hand = [c["id"] for c in R.view(st, w)[seat_name(w)]["hand"]]
            return seed, w, plays[0].card, hand
    pytest.fail("no seed found")


def test_drag_a_hand_card_onto_the_range_in_a_real_window(tmp_path):
    seed, winner, card, hand = _plan()
    layout = load_layout("ninedkp")
    with RealWindow(tmp_path, ["play", "ninedkp", "--seats", "human,human", "--seed", str(seed)]) as w:
        # 1. the hot-seat curtain ("Pass to Player N"), then "Go first" in the choices zone
        curtain_button = (960, 688)
        ch = layout.rect("choices")
        go_first = (ch.centerx, ch.y + (ch.h - 8) // 4)          # "Go first" above "Go second"
        time.sleep(2.5)                       # the roll-off dice land first
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            w.click(curtain_button)
            time.sleep(0.4)
            w.click(go_first)
            data = w.save("ninedkp")
            if data and data["actions"]:
                break
            time.sleep(0.5)
        data = w.save("ninedkp")
        assert data and data["actions"][0] == [seat_name(winner), {"type": "ChooseOrder", "first": True}], data
        time.sleep(1.5)                       # the opening hands slide in

        # 2. drag the card from the hand onto the range
        zone = layout["p1.hand"]
        start = hand_positions(zone.rect, len(hand), zone.facing, layout.card_size)[hand.index(card)]
        end = layout.rect("p1.range").center
        for attempt in range(3):              # a slow machine may still be dealing the hand
            w.drag(start, end)
            deadline = time.monotonic() + 8
            while time.monotonic() < deadline:
                data = w.save("ninedkp")
                if data and len(data["actions"]) >= 2:
                    break
                time.sleep(0.2)
            if len(data["actions"]) >= 2:
                break
            time.sleep(1.0)
        assert data["actions"][1] == [seat_name(winner), {"type": "PlayCharacter", "card": card}], data["actions"]
        assert card in data["snapshot"]["players"][winner]["range"]
        assert card not in data["snapshot"]["players"][winner]["hand"]

        # 3. a screenshot of the window's canvas
        time.sleep(0.8)
        img = w.screenshot()
        assert img.get_size() == (1920, 1080)
        # the range now holds a card: the middle of its first slot is no longer plain felt
        r = layout.rect("p1.range")
        probe = img.get_at((int(r.x + r.w / 8), r.centery))
        assert probe[:3] != (14, 50, 30)
        assert w.alive(), "the app exited"
