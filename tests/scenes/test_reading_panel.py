"""The reading panel (the zoom, ``scenes.widgets.overlays.ZoomScene``) from the sofa, at every table
(issue 27: "the full text of a focused/hovered card readable in a reading panel at 29 px or more";
large print "still fits"; nothing overlapping, cut or shortened).

Each registered game with a table is played a few seeded moves, then the cards on it are read the
way a player reads them (a right-click on the card; a card of one's own whose right-click opens its
menu is read with the menu's "Read the card"). Each zoom is recorded with the text audit: every
word beside the face is at least 29 px as drawn (the closing line is a caption, 26 px), and the
frame has no problem (nothing small, off the screen, cut, overlapping or shortened with "…").
"""
from __future__ import annotations

import pytest

from game.core import registry
from scenes import assets
from scenes.games import spec
from scenes.screens.tools import _headless_table
from scenes.widgets.overlays import ActionMenuScene, ZoomScene
from tests.scenes import text_audit

PRINTS = {"normal": 1.0, "large": assets.LARGE_PRINT}
#: the issue's figure for the reading panel, and for a caption (not the widget's own constants)
READ, CAPTION = 29, 26
#: distinct cards read per table
CARDS = 4
GAMES = [g for g in registry.ids() if spec(g) is not None]


def _points(t) -> list:
    """Where a player may point to read something: the focus items, then every card sprite."""
    pts = [it.rect.center for it in t.focus_items()]
    sprites = dict(getattr(t.plan, "sprites", None) or {})
    board = getattr(t.plan, "board", None)
    if board is not None:
        sprites.update(board.sprites)
    return pts + [sp.rect.center for sp in sprites.values()]


def zooms(app, gid: str, seed: int = 1, steps: int = 20):
    """Yield (card name, recorded texts, face rect) for up to CARDS distinct cards read at ``gid``'s table."""
    seats = ("human",) + ("computer",) * (registry.get(gid).info.min_seats - 1)
    _, t, _ = _headless_table(gid, seed, steps, seats=seats, app=app)
    t._curtain_pending = False
    t.finish_animations()
    seen: set = set()
    for pt in _points(t):
        depth = len(app.stack)
        t.plan.right_click(pt)
        top = app.stack[-1]
        if len(app.stack) > depth and isinstance(top, ActionMenuScene):
            read = next((b for b in top.buttons if "Read" in b.label), None)
            if read is not None:
                read.click()
        top = app.stack[-1]
        if len(app.stack) > depth and isinstance(top, ZoomScene) and top.card.get("name") not in seen:
            seen.add(top.card.get("name"))
            texts = text_audit.record_frame(app, top_only=True)
            yield str(top.card.get("name")), texts, top.face_rect.copy()
        while len(app.stack) > depth:
            app.pop(app.stack[-1])
        if len(seen) >= CARDS:
            return


def _reads_nothing(app) -> bool:
    from scenes.table.plan import Plan
    plan = app.stack[0].plan
    return type(plan).right_click is Plan.right_click


@pytest.mark.parametrize("print_size", sorted(PRINTS))
@pytest.mark.parametrize("gid", GAMES)
def test_the_reading_panel_reads_from_the_sofa(app, gid, print_size):
    assets.set_type_scale(PRINTS[print_size])
    try:
        read, report = 0, []
        for name, texts, face in zooms(app, gid):
            read += 1
            assert face.w > 0 and any(not face.colliderect(e["ink"]) for e in texts), name
            for e in texts:
                if face.colliderect(e["ink"]):
                    continue                      # the face itself: the table-card minimums
                least = CAPTION if e["role"] == "caption" else READ
                if e["px"] < least:
                    report.append(f"{name}: {text_audit.describe(e)} < {least} px beside the face")
            report += [f"{name}: {p}" for p in text_audit.problems(texts)]
    finally:
        assets.set_type_scale(1.0)
    if not read and _reads_nothing(app):
        pytest.skip(f"{gid}: its table reads no card (the plan keeps the default right-click)")
    assert read, f"{gid}: no card was read"
    assert not report, f"{gid}, {print_size} print:\n" + "\n".join(report[:40])
