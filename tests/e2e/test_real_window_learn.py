"""A real window under Xvfb: open Learn from the launcher, make a "your turn" move with xdotool,
see the next caption.

``python main.py learn ninedkp`` opens the launcher with 9DKP's lessons on top; Esc goes back
to the launcher, where the test clicks the Learn button under the 9DKP tile, then the first
lesson, presses Right (Next) up to the your-turn page and clicks the table's own "Go first"
button. The lesson player writes each page it shows to ``$NINE_TABLES_LESSON_TRACE`` (one JSON
line each): the next page's caption must appear there.

Skipped only when Xvfb or xdotool is missing and ``CI`` is not set.
"""
import json
import os
import time

import pytest

from game.core import registry
from game.core.scenario import load
from scenes.layout import load_layout
from scenes.lessons import lesson_files
from tests.e2e.harness import RealWindow, wait_for

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

pytestmark = pytest.mark.e2e


def _learn_button_centre(game: str) -> tuple[int, int]:
    """Where the launcher puts the game's Learn button (scenes/screens/launcher.py: under its tile).
    The program shows the shipped games only (the test suite's own game is registered in this
    process, never in the window's)."""
    from scenes.screens.launcher import LEARN_GAP, LEARN_H, tile_rects
    shipped = [g for g in registry.ids() if os.path.isdir(os.path.join(ROOT, "game", g))]
    r = tile_rects(len(shipped))[shipped.index(game)]
    return r.centerx, r.bottom + LEARN_GAP + LEARN_H // 2


def test_learn_from_the_launcher_in_a_real_window(tmp_path, monkeypatch):
    trace = tmp_path / "trace.jsonl"
    monkeypatch.setenv("NINE_TABLES_LESSON_TRACE", str(trace))
    monkeypatch.setenv("NINE_TABLES_CONFIG_DIR", str(tmp_path / "config"))
    path = lesson_files("ninedkp")[0]
    steps = load(str(path))["steps"]
    pages = [s for s in steps if "say" in s]

    def lines():
        try:
            return [json.loads(x) for x in trace.read_text().splitlines() if x.strip()]
        except OSError:
            return []

    layout = load_layout("ninedkp")
    with RealWindow(tmp_path, ["learn", "ninedkp"]) as w:
        time.sleep(1.5)
        w.x.run("key", "--window", w.wid, "Escape")         # the list -> the launcher
        time.sleep(0.5)
        w.click(_learn_button_centre("ninedkp"))             # Learn under the 9DKP tile
        time.sleep(0.5)
        w.click((960, 250 + 46))                             # the first lesson in the list
        assert wait_for(lambda: any(x["page"] == 0 for x in lines()), 20), open(tmp_path / "app.log").read()
        for _ in range(6):                                   # Next (Right) up to the your-turn page
            if any(x["waiting"] for x in lines()):
                break
            w.x.run("key", "--window", w.wid, "Right")
            time.sleep(1.5)
        assert any(x["waiting"] for x in lines()), lines()
        waiting = next(x for x in lines() if x["waiting"])
        assert waiting["say"] == pages[waiting["page"]]["say"]
        ch = layout.rect("choices")
        go_first = (ch.centerx, ch.y + (ch.h - 8) // 4)          # "Go first" above "Go second"
        w.click(go_first)                                    # the move, on the table's own button
        nxt = pages[waiting["page"] + 1]["say"]
        seen = wait_for(lambda: any(x["say"] == nxt for x in lines()), 20)
        assert seen, f"the next caption never came: {lines()[-3:]}"
        shot = w.screenshot()
        assert shot.get_size() == (1920, 1080)
        assert w.alive()
