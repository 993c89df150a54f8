"""Tricksy Kittens with every hand face up (issue 12): the convention show and lessons with open
hands draw each seat's hand in that seat's own place; normal play keeps the other hands hidden;
in the show the panels speak to the audience."""
import random

import pytest

from game.core import registry
from scenes.screens import kiosk
from scenes.table.make import make_table, table_class
from scenes.games.tricksy import model, places, words
from scenes.games.tricksy.table import TricksyPlan
from scenes.table.open_hands import OpenHands

R = registry.get("tricksy")


def show_table(app, n, seed=3, options=None):
    app.settings["pace"] = "instant"
    cls = kiosk.kiosk_table("tricksy", True)
    t = cls(app, seats=["computer"] * n, seed=seed, options=options)
    t._drive_bot = lambda busy: None        # the test makes the moves
    app.reset(t)
    return t


def play(t, moves, seed=1):
    """Random legal moves, the beats shown to their end after each."""
    rnd = random.Random(seed)
    for _ in range(moves):
        acting = t.rules.to_act(t.state)
        if not acting:
            break
        s = acting[0]
        t.submit(rnd.choice(t.rules.legal_actions(t.state, s)), s)
        t.finish_animations()
    t.sync(animate=False)


def hand_sprites(t, seat):
    return {k: sp for k, sp in t.sprites.items() if sp.zone == f"p{seat + 1}.hand"}


def place_of_hand(t, seat):
    return t.shared("hand") if t.pos_name(seat) == "p1" else t.zone(seat, "hand")


def test_the_table_says_it_draws_open_hands():
    assert TricksyPlan.draws_open_hands and table_class("tricksy").draws_open_hands
    assert kiosk.kiosk_table("tricksy", True).show_all_hands


@pytest.mark.parametrize("n", [3, 5, 9])
def test_the_show_draws_every_hand_face_up_at_its_seat(app, n):
    t = show_table(app, n)
    assert isinstance(t.ruleset, OpenHands) and t.view_seat is None
    play(t, 2 * n + 3)                      # the bids are in, the first trick under way
    app.draw()
    for s in range(n):
        hand = [c["id"] for c in t.rules.view(t.state, s)[f"p{s + 1}"]["hand"]]
        assert hand, (n, s)
        shown = hand_sprites(t, s)
        assert set(shown) == set(hand), (n, s)
        place = place_of_hand(t, s)
        for sp in shown.values():
            assert sp.card is not None and sp.card["id"] == sp.id             # face up
            assert place.contains(sp.rect), (n, s, sp.id, sp.rect, place)
            for o in range(n):                                                  # in no one else's place
                if o != s:
                    assert not sp.rect.colliderect(places.seat_box(t.plan, o)), (n, s, o)
        rects = [sp.rect for sp in shown.values()]
        assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:]) or t.pos_name(s) == "p1"


def test_a_played_card_leaves_the_open_hand_for_the_trick(app):
    t = show_table(app, 4)
    play(t, 4)                              # the four bids
    seat = t.rules.to_act(t.state)[0]
    card = t.rules.legal_actions(t.state, seat)[0]
    t.submit(card, seat)
    t.finish_animations()
    assert t.sprites[card.card].zone == "trick"
    assert card.card not in hand_sprites(t, seat)


def test_the_show_speaks_to_the_audience(app):
    t = show_table(app, 4)
    play(t, 6)
    for text in (words.controls_title(t.plan), words.controls_text_str(t.plan)):
        assert "Drag" not in text and "Your move" not in text and "click" not in text.lower()
    assert words.controls_title(t.plan) == "What to watch"
    assert "leading suit" in words.controls_text_str(t.plan)


def test_normal_play_keeps_the_other_hands_hidden(app):
    t = make_table(app, "tricksy", ["human", "computer", "computer", "computer"], 3)
    app.reset(t)
    t._curtain_pending = False
    play(t, 6)
    app.draw()
    assert set(hand_sprites(t, 0)) == {c["id"] for c in R.view(t.state, 0)["p1"]["hand"]}
    for s in (1, 2, 3):
        assert not hand_sprites(t, s)
        assert not places.open_hand(t.plan, s)
    assert words.controls_title(t.plan) != "What to watch"


def test_a_lesson_with_open_hands_shows_the_other_hands(app):
    """What the lesson player does with ``open_hands: true``: the learner's own hand as usual, the
    others' at their seats."""
    t = make_table(app, "tricksy", ["human", "computer", "computer"], 4)
    app.reset(t)
    t.ruleset = OpenHands(t.ruleset)
    t._curtain_pending = False
    play(t, 3)
    for s in (1, 2):
        assert set(hand_sprites(t, s)) == {c["id"] for c in R.view(t.state, s)[f"p{s + 1}"]["hand"]}
        assert all(t.zone(s, "hand").contains(sp.rect) for sp in hand_sprites(t, s).values())
    assert all(sp.art is t.plan.hand_art for sp in hand_sprites(t, 0).values())


def test_the_open_hands_never_drift_from_the_view(app):
    """Shows with powers (cards passed, taken, set aside, swapped between hands and the trick) and
    the Black Cat: after each action's beats every seat's open hand is what the view says, card by
    card, each at its own place."""
    def hands(m):
        return [(s["hand"], s["hand_count"], s["aside"]) for s in m["seats"]]

    for g, (n, opts) in enumerate(((5, {"powers": "on"}), (8, {"powers": "on", "black_cat": "on"}))):
        rnd = random.Random(g)
        t = show_table(app, n, seed=200 + g, options=opts)
        for _ in range(160):
            acting = t.rules.to_act(t.state)
            if not acting:
                break
            s = acting[0]
            settle, t.sync = t.sync, lambda *a, **kw: None      # the beats only: the view waits
            t.submit(rnd.choice(t.rules.legal_actions(t.state, s)), s)
            t.choreo.hurry()
            assert hands(t.plan.model) == hands(model.model_from_view(t.plan, t.view)), (n, opts)
            del t.sync
            settle()
            t.finish_animations()
            for seat in range(n):
                shown = hand_sprites(t, seat)
                assert set(shown) == set(t.plan.model["seats"][seat]["hand"]), (n, seat)
                assert all(place_of_hand(t, seat).contains(sp.rect) for sp in shown.values()), (n, seat)
        assert not [x for x, _ in t.log.lines if "animation skipped" in x]
