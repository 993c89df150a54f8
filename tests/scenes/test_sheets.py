"""The log and "How to play", folded away until asked for (issue 27: "the log and 'How to play'
folded away until asked for"): at every table "?" opens How to play and "O" the whole log, each as a
sheet drawn over the table in type read from a sofa; Esc, the same key or a click outside closes it;
the tabs are buttons the mouse and the focus cursor reach; an open sheet takes every key, so a
table under it does not move."""
from __future__ import annotations

import pygame
import pytest

from game.core import registry
from scenes.games import spec
from scenes.table.make import make_table
from scenes.table.sheets import SHEET
from tests.scenes import text_audit

GAMES = [g for g in registry.ids() if spec(g) is not None]


def _table(app, gid):
    n = registry.info(gid).min_seats
    t = make_table(app, gid, ["human"] + ["computer"] * (n - 1), 4)
    t.autosave_enabled = False
    t._drive_bot = lambda busy: None
    app.reset(t)
    t.finish_animations()
    app.draw()
    return t


def _on_sheet(texts: list[dict], title: str) -> list[dict]:
    """The strings drawn from the sheet's title on (the sheet is drawn last, over the table)."""
    start = next(i for i, e in enumerate(texts) if e["string"].startswith(title) and SHEET.contains(e["rect"]))
    return texts[start:]


def _key(app, key, mod=0, unicode=""):
    app.frame([pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0)],
              dt=1 / 60, present=False)


@pytest.mark.parametrize("gid", GAMES)
def test_question_mark_and_o_open_the_sheets_in_sofa_type(app, gid):
    t = _table(app, gid)
    _key(app, pygame.K_SLASH, unicode="/")
    assert t.sheets.open == "help"
    inside = _on_sheet(text_audit.record_frame(app), "How to play")
    assert any(t.rules_hint().split()[0] in e["string"] for e in inside), "the How to play text is on the sheet"
    assert inside and min(e["px"] for e in inside) >= 23, text_audit.describe(text_audit.smallest(inside))
    _key(app, pygame.K_o, unicode="o")
    assert t.sheets.open == "log"
    inside = _on_sheet(text_audit.record_frame(app), "Log:")
    assert inside and min(e["px"] for e in inside) >= 23
    if t.log.lines:
        newest = t.log.lines[-1][0].split()[0]
        assert any(newest in e["string"] for e in inside), "the newest log line is on the sheet"
    _key(app, pygame.K_ESCAPE)
    assert t.sheets.open is None


def test_an_open_sheet_takes_the_keys_and_a_click_outside_closes_it(app):
    gid = GAMES[0]
    t = _table(app, gid)
    _key(app, pygame.K_o, unicode="o")
    before = len(t.actions)
    _key(app, pygame.K_SPACE)                           # not the table's: the sheet holds the keys
    _key(app, pygame.K_e, unicode="e")
    assert t.sheets.open == "log" and len(t.actions) == before
    _key(app, pygame.K_RETURN)                          # Enter (the pad's A) closes it
    assert t.sheets.open is None and len(t.actions) == before
    _key(app, pygame.K_o, unicode="o")
    outside = (SHEET.x - 50, SHEET.centery)
    app.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=outside, button=1),
               pygame.event.Event(pygame.MOUSEBUTTONUP, pos=outside, button=1)], dt=1 / 60, present=False)
    assert t.sheets.open is None and len(t.actions) == before


def test_the_tabs_are_buttons_for_the_mouse_and_the_cursor(app):
    """The sixth test game draws the tabs in its help zone (sheets.draw_home): a click opens a
    sheet, and the focus cursor's items include both tabs."""
    gid = next((g for g in GAMES if registry.info(g).title == "Sixth Trick"), GAMES[0])
    t = _table(app, gid)
    assert len(t.sheets.tabs) == 2, "the table drew its tabs"
    labels = [b.label for b in t.sheets.tabs]
    assert labels == ["Log (O)", "How to play (?)"]
    assert all(any(i.value is b for i in t.nav.items()) for b in t.sheets.tabs)
    b = t.sheets.tabs[1]
    app.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=b.rect.center, button=1),
               pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b.rect.center, button=1)], dt=1 / 60, present=False)
    assert t.sheets.open == "help"
