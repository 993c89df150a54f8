"""The test suite's sixth game (issue 26) in a real window under Xvfb: a whole game against the
computer played with the real mouse (xdotool), every card dragged from the hand onto the trick.
The app is ``main.py play sixth`` with the test suite's games registered (tests/e2e/harness.py);
where each card lies comes from the rules and the Tiled layout, what happened from the autosave."""
import time

import pytest

from game.core import registry, saves
from scenes.layout import load_layout
from scenes.widgets.cards import hand_positions
from tests.e2e.harness import RealWindow, wait_for

pytestmark = pytest.mark.e2e
SEED = 4


def test_a_whole_game_by_mouse_in_a_real_window(tmp_path):
    R = registry.get("sixth")
    layout = load_layout("sixth")
    zone, trick = layout["p1.hand"], layout.rect("trick").center
    with RealWindow(tmp_path, ["play", "sixth", "--seats", "human,computer", "--seed", str(SEED)],
                    test_games=True) as w:
        path = w.saves / "sixth.json"
        state, moves = R.new_game(2, SEED), 0
        time.sleep(1.5)                                     # the table's first frames
        while moves < 5:
            assert R.to_act(state) == [0], "the player's move"
            hand, turn = state["hands"][0], state["turn"]
            card = R.legal_actions(state, 0)[0].card
            w.drag(hand_positions(zone.rect, len(hand), zone.facing, layout.card_size)[hand.index(card)], trick)
            moves += 1

            def answered():
                """The game is over (its save discarded), or the computer answered: my move again."""
                if not path.exists():
                    return "over" if moves == 5 else None
                try:
                    st = saves.load(path)[1]
                except Exception:                           # being written
                    return None
                return st if st["turn"] > turn and R.to_act(st) == [0] else None
            got = wait_for(answered, 20)
            assert got, f"move {moves} ({card}) never reached the save file"
            if got == "over":
                break
            assert card in [c for _, c in got["trick"]] + got["won"][0] + got["won"][1], card
            state = got
        assert moves == 5 and not path.exists(), "five tricks played, the finished game's save discarded"
        img = w.screenshot()
        assert img.get_size() == (1920, 1080)
        assert w.alive(), "the app exited"
