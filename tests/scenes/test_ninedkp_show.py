"""The kiosk's show at 9DKP (issue 28: "9DKP's top face-up hand is cut off by the top edge"): every
card of the far seat's open hand is named whole on the screen, in type read from a sofa."""
from __future__ import annotations

from game.core.contract import seat_name
from tests.scenes import text_audit


def test_the_far_hand_in_the_show_is_named_whole_on_screen(app):
    from scenes.screens.tools import _headless_table
    app, t, _ = _headless_table("ninedkp", 1, 10, seats=("computer", "computer"), app=app, show=True)
    t.finish_animations()
    far = seat_name(1 - t.near)
    hand = [c for c in t.ruleset.view(t.state, None).get("zones", {}).get(f"{far}.hand", []) if isinstance(c, dict)]
    hand = hand or t.view[far].get("hand", [])
    names = [c["name"] for c in hand if "name" in c]
    assert names, "the show opens the far hand"
    texts = text_audit.record_frame(app)
    for name in names:
        drawn = [e for e in texts if e["string"].startswith(name)]
        assert drawn, f"{name!r} is not named on the table"
        e = drawn[0]
        assert e["rect"].top >= 0 and e["px"] >= 23 and not e["clipped"] and not e["outside"], e
