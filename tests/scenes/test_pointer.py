"""The table's pointer (scenes/table/pointer.py): a press that does not move is a click; a drag of
something that cannot be carried now is not (issue 28: in The Nine "a drag can open the card zoom
instead of playing the card": the let-go of a failed drag was taken as a click on the card)."""
from __future__ import annotations

import pygame

from game.core import registry
from scenes.table.make import make_table
from tests.scenes.conftest import post_drag


def _sixth(app):
    gid = next(g for g in registry.ids() if registry.info(g).title == "Sixth Trick")
    t = make_table(app, gid, ["human", "computer"], 2)
    t.autosave_enabled = False
    t._drive_bot = lambda busy: None
    app.reset(t)
    t.finish_animations()
    return t


def test_a_failed_drag_is_not_a_click_and_a_still_press_is(app, monkeypatch):
    t = _sixth(app)
    clicks = []
    monkeypatch.setattr(t.plan, "click", lambda pos, sp: clicks.append((pos, sp)))
    other = next(sp for sp in t.sprites.values() if sp.zone == "p2.hand") if any(
        sp.zone == "p2.hand" for sp in t.sprites.values()) else None
    start = other.rect.center if other is not None else (900, 480)      # not a card the player may carry
    post_drag(app, start, (start[0] + 150, start[1] + 120))
    assert clicks == [], "letting go after a drag of what cannot be carried clicked it"
    pygame.event.clear()
    app.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
               pygame.event.Event(pygame.MOUSEBUTTONUP, pos=start, button=1)], dt=1 / 60, present=False)
    assert len(clicks) == 1 and clicks[0][0] == start


def test_a_glowing_card_dragged_to_the_trick_is_played(app):
    t = _sixth(app)
    seat = t.view_seat
    if seat not in t.ruleset.to_act(t.state):
        t.submit(t.ruleset.legal_actions(t.state, 1 - seat)[0], 1 - seat)
        t.finish_animations()
    card = next(iter(t.legal_moves.cards))
    before = len(t.actions)
    post_drag(app, t.sprites[card].rect.center, t.layout.rect("trick").center)
    assert len(t.actions) == before + 1 and t.actions[-1][1].card == card
