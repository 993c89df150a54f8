"""9 Card's Assault panel keeps every button on it (issue 27, large print: "everything still
fits"): with three opponents, the columns dimmed and the note that no column may lead, "End turn,
no assault (E)" was pushed below the bottom of the screen in large print."""
from __future__ import annotations

import pytest

from scenes import assets
from scenes.screens.tools import _headless_table
from tests.scenes import text_audit

PRINTS = {"normal": 1.0, "large": assets.LARGE_PRINT}


@pytest.mark.parametrize("print_size", sorted(PRINTS))
@pytest.mark.parametrize("seats,seed,steps", [(4, 1, 16), (3, 1, 12), (2, 1, 12), (4, 2, 24)])
def test_every_assault_panel_button_lies_on_the_panel(app, print_size, seats, seed, steps):
    assets.set_type_scale(PRINTS[print_size])
    try:
        _, t, _ = _headless_table("ninecard", seed, steps, seats=("human",) * seats, app=app)
        t._curtain_pending = False                # as `main.py screenshot` shows it: the seat to act
        acting = t.ruleset.to_act(t.state)
        t.set_view_seat(acting[0] if acting else 0)
        t.finish_animations()
        app.pop_to(t)
        zone = t.shared("controls")
        p = t.plan
        assert p.buttons, "the seat at the screen has the panel's buttons"
        for b in p.buttons:
            assert zone.contains(b.rect), (b.label, b.rect, zone)
        report = text_audit.problems(text_audit.record_frame(app))
        assert not report, "\n".join(report[:20])
    finally:
        assets.set_type_scale(1.0)
