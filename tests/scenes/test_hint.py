"""The Hint at every table (issue 28, point 3): against the computer, H, the controller's Select
button and a click on the Hint button each show the move :func:`game.ai.hint.hint` gives for the
player's seat: its card is highlighted (or, for a move without a card, where it goes or its
button) and the caption names it in the table's words. In hot seat there is no Hint unless the
setting "Hint in hot-seat" is on."""
import pygame
import pytest

from game.ai.bots import make_bot
from game.ai.hint import hint
from game.core import registry
from game.core.contract import TimeUp
from scenes.table.make import make_table, table_class
from scenes.table.hint import cards_of, names_in, words

GAMES = registry.ids()
PAD = 5


def _frame(app, events=()):
    pygame.event.clear()
    for e in events:
        pygame.event.post(e)
    app.frame(pygame.event.get(), dt=0.05, present=False)


def press_h(app):
    _frame(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0),
                 pygame.event.Event(pygame.KEYUP, key=pygame.K_h, mod=0, unicode="h", scancode=0)])


def press_select(app):
    b = pygame.CONTROLLER_BUTTON_BACK
    _frame(app, [pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=PAD, button=b),
                 pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=PAD, button=b)])


def click(app, pos):
    _frame(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                 pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                 pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def table_at_a_choice(app, monkeypatch, game, seats, seed=3):
    """A table after some seeded moves of Normal players (6, else fewer for a short game), at a
    move of a person (seat 0 first) with more than one choice; the computers never answer (the
    test looks at one position)."""
    monkeypatch.setattr(table_class(game), "bot_pace", 1e9)
    for least in (6, 2, 0):
        found = _at_a_choice(app, game, seats, seed, least)
        if found is not None:
            return found                 # (a table whose game ended stays under the next one)
    raise AssertionError(f"{game}: the game ended before a choice of a person")


def _at_a_choice(app, game, seats, seed, least):
    t = make_table(app, game, seats, seed)
    t.autosave_enabled = False
    t.keeps_records = False
    app.push(t)
    players = [make_bot("normal", seed * 10 + i, t.rules) for i in range(len(seats))]
    for step in range(400):
        acting = t.ruleset.to_act(t.state)
        if not acting:
            return None
        people = [s for s in acting if seats[s] == "human"]
        if step >= least and people:
            seat = people[0]
            moves = [a for a in t.ruleset.legal_actions(t.state, seat) if not isinstance(a, TimeUp)]
            if len(moves) > 1:
                break
        seat = acting[0]
        t.submit(players[seat].choose(t.rules, t.ruleset.clone(t.state), seat), seat)
        t.finish_animations()
    if t.view_seat != seat:
        t.set_view_seat(seat)
    t._curtain_pending = False
    t.finish_animations()
    t.refresh_legal()
    app.draw()
    assert t.legal, f"{game}: the player has a move"
    return t, seat


def check_shown(app, t, seat, game, how):
    hints = t.nav.hints
    hints.wait()
    app.draw()
    expected = hint(t.rules, t.state, seat, hints.seed())
    shown = hints.current()
    assert shown == expected, f"{game} ({how}): the table hints {shown}, the hint is {expected}"
    caption = hints.caption()
    assert caption == f"Hint: {words(t, expected)}", f"{game} ({how}): caption {caption!r}"
    names = names_in(t.ruleset.view(t.state, seat))
    for cid in cards_of(expected):
        if cid in names:
            assert names[cid] in caption, f"{game} ({how}): the caption does not name {cid}"
    rects = hints.rects(expected)
    sprites = getattr(t, "sprites", {})
    for cid in cards_of(expected):
        if cid in sprites:
            assert sprites[cid].rect in rects, f"{game} ({how}): {cid} is not highlighted"
    return expected


@pytest.mark.parametrize("game", GAMES)
def test_hint_by_key_pad_and_mouse_against_the_computer(app, monkeypatch, game):
    seats = ["human"] + ["computer"] * (registry.info(game).min_seats - 1)
    t, seat = table_at_a_choice(app, monkeypatch, game, seats)
    hints = t.nav.hints
    assert hints.place().visible, f"{game}: the Hint button shows at the player's move"
    assert hints.current() is None and hints.caption() == ""
    press_h(app)
    first = check_shown(app, t, seat, game, "H")
    hints.job = None
    press_select(app)
    assert check_shown(app, t, seat, game, "pad Select") == first
    hints.job = None
    app.draw()
    click(app, hints.place().rect.center)
    assert check_shown(app, t, seat, game, "click") == first
    # the hint is a move: Enter on the card the cursor went to, or submitting it, plays it
    assert t.submit(first, seat)
    assert hints.current() is None, f"{game}: the hint stands after the move"


@pytest.mark.parametrize("game", GAMES)
def test_no_hint_in_hot_seat_unless_the_setting_is_on(app, monkeypatch, game):
    seats = ["human"] * registry.info(game).min_seats
    t, seat = table_at_a_choice(app, monkeypatch, game, seats)
    hints = t.nav.hints
    assert app.settings["hint_hotseat"] is False          # off by default
    assert not hints.place().visible
    press_h(app)
    assert hints.job is None and hints.current() is None
    assert t.toast is not None and "hot seat" in t.toast[0]
    app.settings["hint_hotseat"] = True
    app.draw()
    assert hints.place().visible
    press_h(app)
    check_shown(app, t, seat, game, "hot seat, setting on")
