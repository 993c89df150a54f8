"""A real Kongai window under Xvfb, driven by xdotool.

``python main.py play kongai --seats human,computer --seed N --window 1280x720``: the test
drafts three characters by clicking the pool (the computer picks in between), clicks
"Start with ..." for the hidden starting character, waits for the reveal, then clicks
"Pass" in the maneuver phase, with real X pointer events. Each click is checked in the
autosave; a screenshot of the canvas shows both active cards. Where to aim comes from the
rules (the pool's order, replayed from the save) and the Tiled map (``grid_rects``,
``row_rects``).

Skipped only when Xvfb or xdotool is missing and ``CI`` is not set.
"""
import time

import pytest

from game.core import registry
from game.core.contract import action_from_dict, seat_index
from game.kongai.actions import Draft, Lead, Pass
from scenes.layout import load_layout
from scenes.games.kongai.shapes import grid_rects, row_rects
from tests.e2e.harness import RealWindow, wait_for

pytestmark = pytest.mark.e2e

R = registry.get("kongai")
SEED = 21


def _replay(data):
    """The game after the saved actions (the test aims from the rules, not from pixels)."""
    st = R.new_game(2, SEED, {})
    for who, d in (data or {}).get("actions", []):
        R.apply(st, seat_index(who), action_from_dict(R.action_types, d))
    return st


def _click_until(w, point, done, seconds=30):
    """Click (again, if the table was still animating: a click hurries it) until ``done()``."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        w.click(point)
        got = wait_for(done, 2.5, 0.1)
        if got:
            return got
    return None


def test_draft_lead_and_maneuver_by_clicks_in_a_real_window(tmp_path):
    layout = load_layout("kongai")
    pool = layout.rect("draft.pool")
    choices = layout.rect("choices")
    with RealWindow(tmp_path, ["play", "kongai", "--seats", "human,computer", "--seed", str(SEED)]) as w:
        time.sleep(2.0)
        mine = []
        # 1. the draft: my picks are 1, 4 and 5 of six (snake order); the computer picks between
        for n_before in (0, 3, 4):
            data = wait_for(lambda: (d := w.save("kongai") or {"actions": []}) and
                            len(d["actions"]) >= n_before and d, 30) if n_before else {"actions": []}
            assert data is not None, "the computer never drafted"
            st = _replay(data)
            assert R.to_act(st) == [0] and st["phase"] == "draft"
            key = st["draft"]["pool"][0]
            slots = list(st["defs"]["characters"])   # every character keeps its place (roster order)
            spot = grid_rects(pool, len(slots))[slots.index(key)].center
            data = _click_until(w, spot, lambda: (d := w.save("kongai")) and len(d["actions"]) > n_before and d)
            assert data, f"draft pick {n_before + 1} never reached the save file"
            assert data["actions"][n_before] == ["p1", Draft(key).to_dict()]
            mine.append(key)
        # 2. the hidden starting character: "Start with <first>"
        data = wait_for(lambda: (d := w.save("kongai")) and len(d["actions"]) >= 6 and d, 30)
        assert data, "the computer never finished the draft"
        st = _replay(data)
        assert st["phase"] == "pick_start" and st["players"][0]["team"] == mine
        time.sleep(0.8)
        lead = row_rects(choices, 3)[0].center
        data = _click_until(w, lead, lambda: (d := w.save("kongai")) and
                            ["p1", Lead(mine[0]).to_dict()] in d["actions"] and d)
        assert data, "the starting character never reached the save file"
        # 3. both revealed together, the duel begins: Pass in the maneuver phase
        data = wait_for(lambda: (d := w.save("kongai")) and _replay(d)["phase"] == "maneuver" and d, 30)
        assert data, "the computer never chose its starting character"
        time.sleep(1.0)
        pas = row_rects(choices, 3)[2].center
        n = len(data["actions"])
        data = _click_until(w, pas, lambda: (d := w.save("kongai")) and any(
            a == ["p1", Pass().to_dict()] for a in d["actions"][n:]) and d, 40)
        assert data, "Pass never reached the save file"
        st = _replay(data)
        assert st["turn"] >= 1 and st["players"][0]["active"] == mine[0]
        time.sleep(0.5)
        img = w.screenshot()
        assert img.get_size() == (1920, 1080)
        # both active cards are drawn (cream card faces, not the table's dark felt)
        for side in ("p1", "p2"):
            r = layout.rect(f"{side}.active")
            probe = img.get_at((r.centerx, r.y + 260))[:3]
            assert sum(probe) > 450, (side, probe)
        assert w.alive(), "the app exited"
