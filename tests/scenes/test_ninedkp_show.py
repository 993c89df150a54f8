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


# ------------------------------------------------------------------ the near hand in the show (issue 27)
import pytest  # noqa: E402

from game.core import registry  # noqa: E402
from scenes import assets  # noqa: E402
from scenes.games.ninedkp import draw as paint  # noqa: E402
from scenes.layout import load_layout  # noqa: E402
from scenes.screens import kiosk  # noqa: E402
from scenes.table.make import make_table  # noqa: E402

R = registry.get("ninedkp")
#: the longest names of the shipped cards first (a Skratch card among them)
LONG = ["kiri_ninth_tail", "cheerleader_leona", "hiss", "head_nurse_mitzi", "night_shift_nell",
        "ambulance_tabby", "field_medic", "brick_paw", "tailbearer_ryu", "nightmare_manx",
        "blight_stalker", "tin_can_bandit", "whisker_scout", "soot_imp", "hex_lynx", "rooftop_ace"]
PRINTS = {"normal": 1.0, "large": assets.LARGE_PRINT}


def near_table(app, monkeypatch, hand: list[str], show: bool):
    """A 9DKP table whose near seat holds ``hand``: the kiosk's show (nobody at the screen), or a
    player at the screen."""
    state = R.scenario_state({"setup": {"p1": {"hand": hand}, "p2": {"hand": ["hairball"]}}, "seed": 1}, "test")
    if show:
        monkeypatch.setattr(kiosk, "SHOW_PACE", "instant")
        monkeypatch.setattr(kiosk, "_classes", {})
        t = kiosk.kiosk_table("ninedkp", True)(app, seats=["computer", "computer"], seed=1,
                                                layout=load_layout("ninedkp"), state=state)
    else:
        t = make_table(app, "ninedkp", ["human", "computer"], 1, state=state)
    t._drive_bot = lambda busy: None
    app.reset(t)
    t._curtain_pending = False
    t.finish_animations()
    return t


def near_sprites(t):
    return [sp for sp in paint.draw_list(t.plan) if sp.zone == "p1.hand"]


@pytest.mark.parametrize("print_size", sorted(PRINTS))
@pytest.mark.parametrize("n", [8, 9, 16])
def test_a_crowded_near_hand_in_the_show_is_named_whole_on_tags(app, monkeypatch, n, print_size):
    """One row of 8 or more cards would lay each card over the name of the one before it: in the
    show the near hand is named on tags in its strip instead, every name whole, at 23 px or more,
    nothing covered, cut or shortened (a hand too long for the strip ends on "+N more")."""
    assets.set_type_scale(PRINTS[print_size])
    try:
        t = near_table(app, monkeypatch, LONG[:n], show=True)
        names = [c["name"] for c in t.view["p1"]["hand"]]
        assert len(names) == n and t.view_seat is None
        assert paint.near_tags(t.plan) and near_sprites(t) == []        # no card lies over another
        frame = text_audit.record_frame(app)
    finally:
        assets.set_type_scale(1.0)
    strip = t.layout.rect("p1.hand")
    tags = [e for e in frame if e["card"] is None and strip.contains(e["ink"])]
    more = [e for e in tags if e["string"].endswith(" more")]
    named = [nm for nm in names if any(e["string"].startswith(nm) for e in tags)]
    assert named == names[:len(named)] and len(named) >= min(n, 9), (named, names)
    assert len(named) == n or (more and more[0]["string"] == f"+{n - len(named)} more")
    assert all(e["px"] >= 23 and not e["clipped"] and not e["outside"] for e in tags), tags
    assert text_audit.problems(frame) + text_audit.covered_names(frame) == []


def test_a_near_hand_with_room_in_the_show_stays_a_row_of_cards(app, monkeypatch):
    """Seven cards fit side by side in the near hand's strip: the show draws them as cards, none
    over another."""
    t = near_table(app, monkeypatch, LONG[:7], show=True)
    drawn = near_sprites(t)
    assert not paint.near_tags(t.plan) and len(drawn) == 7
    assert not any(a.rect.colliderect(b.rect) for i, a in enumerate(drawn) for b in drawn[i + 1:])
    assert text_audit.covered_names(text_audit.record_frame(app)) == []


def test_a_players_crowded_hand_stays_cards_to_drag_from(app, monkeypatch):
    """With a player at the screen the near hand is theirs to drag from: nine cards stay a row of
    cards (overlapping), named on no tags."""
    t = near_table(app, monkeypatch, LONG[:9], show=False)
    assert t.view_seat == 0 and not paint.near_tags(t.plan)
    assert [sp.id for sp in near_sprites(t)] == [c["id"] for c in t.view["p1"]["hand"]]
