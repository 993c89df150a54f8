"""The Nine's countdowns made fair (issue 13; rulings 37-39 of docs/rulings/thenine.md), driven by
real pygame events and a fake ``dt`` (nothing sleeps, no timing is measured):

- the ring stands still while a card is read, a menu is open or the curtain is up;
- for half a second after a time-out a click at the spot does nothing (the next step's button
  that appeared under the pointer is not even drawn); after it, the click works;
- a player holding no counter they could play is not asked to answer an Event; what the other
  seat sees of that answer window (its view, its events, the curtain, the banner, the log) is the
  same as when a counter was held."""
import pygame
import pytest

from game.core.contract import TimeUp
from game.thenine.actions import Pass, PassBid, PlayEvent
from scenes import assets
from scenes.games.thenine.clock import PAUSED, PAUSED_SHORT, TIMEOUT_GUARD
from scenes.widgets.overlays import ActionMenuScene, CardGridScene, CurtainScene, ZoomScene
from scenes.screens.menu import MenuScene

from tests.scenes.thenine_table import R, finish, no_bot  # noqa: F401 (no_bot: a fixture)
from tests.scenes.thenine_table import table_from as shared_table_from


def table_from(app, setup, seats=("human", "human"), timers=True):
    """The shared set-up (tests/scenes/thenine_table.py), with the countdowns on."""
    return shared_table_from(app, setup, seats, timers=timers)


def move_pointer(app, pos):
    pygame.event.clear()
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.frame(pygame.event.get(), dt=0.0, present=False)


PLAYER = {"round": 2, "phase": "player",
          "p1": {"hand": [{"card": "fjord_raider", "id": "raider"}, {"card": "healing_mead", "id": "mead"}],
                 "valhalla": [{"card": "thrall_spearman", "id": "gone"}]},
          "p2": {"hand": ["thrall_spearman", "thrall_spearman"]}}


# --------------------------------------------------------------------------- the ring waits
def test_the_ring_stands_still_while_a_card_is_read_a_menu_is_open_or_the_curtain_is_up(app, ui):
    t = table_from(app, PLAYER)
    t.update(1.0)
    assert t.plan.clock.status["left"] == pytest.approx(19.0) and t.plan.clock.status["running"]
    raider = t.sprites["raider"].rect.center
    openers = {
        "reading": (lambda: ui.click(app, raider, button=3), ZoomScene),               # right-click: zoom
        "reading ": (lambda: ui.click(app, t.layout.rect("p1.valhalla").center), CardGridScene),
        "menu": (lambda: ui.click(app, raider), ActionMenuScene),                       # a card's menu
        "menu ": (lambda: app.push(MenuScene(app)), MenuScene),                          # the Esc menu
    }
    left = t.plan.clock.status["left"]
    for why, (open_it, kind) in openers.items():
        open_it()
        assert isinstance(app.top, kind), why
        for _ in range(30):
            app.frame([], dt=0.1, present=False)
        assert t.plan.clock.status["left"] == pytest.approx(left), why
        assert t.plan.clock.status["paused"] == why.strip() and not t.plan.clock.status["running"]
        # the words by the ring (the short way at 23 px) and the whole sentence in the reading panel's home
        assert t.plan.clock.caption() in (PAUSED[why.strip()], PAUSED_SHORT[why.strip()])
        assert PAUSED[why.strip()] in t.plan.clock.note()[0]
        app.draw()
        assert not t.plan.clock.ring.running                                          # drawn dimmed, "paused"
        app.pop()
        t.update(0.5)
        left -= 0.5
        assert t.plan.clock.status["left"] == pytest.approx(left) and t.plan.clock.status["running"], why
    # the hot-seat curtain (pending, then shown)
    t._curtain_pending = True
    t.update(2.0)                                          # the table puts the curtain up
    assert t.plan.clock.status["left"] == pytest.approx(left) and t.plan.clock.status["paused"] == "curtain"
    assert isinstance(app.top, CurtainScene)
    for _ in range(20):
        app.frame([], dt=0.1, present=False)
    assert t.plan.clock.status["left"] == pytest.approx(left) and PAUSED["curtain"] in t.plan.clock.note()[0]
    assert t.plan.clock.caption() in (PAUSED["curtain"], PAUSED_SHORT["curtain"])
    ui.key(app, pygame.K_SPACE)
    assert app.top is t
    t.update(1.0)
    assert t.plan.clock.status["left"] == pytest.approx(left - 1.0, abs=0.05)
    assert "read a card" in t.rules_hint()                                 # the rule, in the table's words


# --------------------------------------------------------------------------- the guard
ATTACK = {"round": 3, "phase": "attack", "order": ["p1", "p2"],
          "rr": {"current": {"card": "huginn_and_muninn", "id": "rr1"}},
          "p1": {"play": [{"card": "wolf_rider", "id": "wolf"}], "hand": ["thrall_spearman"]},
          "p2": {"hand": ["thrall_spearman"]}}


def _timed_out_over_forfeit(app, ui):
    t = table_from(app, ATTACK, seats=("human", "computer"))
    assert [b.label for b in t.buttons] == ["Attack (A)", "Forfeit the attack (F)"]
    spot = t.buttons[1].rect.center
    move_pointer(app, spot)                                # about to click Forfeit ...
    t.plan.clock.status["left"] = 0.05
    app.frame([], dt=0.1, present=False)                   # ... when the ring runs out
    assert t.actions == [(0, TimeUp())]
    v = R.view(t.state, 0)
    assert v["phase"] == "bid" and v["to_act"] == [0]      # the next step is p1's bid
    return t, spot


def test_after_a_time_out_a_click_at_the_spot_does_nothing_for_half_a_second(app, ui, no_bot):
    t, spot = _timed_out_over_forfeit(app, ui)
    ui.click(app, spot)                                    # the click hurries the beats, and is eaten
    assert t.actions == [(0, TimeUp())]
    assert [b.label for b in t.buttons] == ["Bid: 0 of 5 Glory (B)", "Pass (P)"]
    pass_bid = t.buttons[1]
    assert pass_bid.rect.collidepoint(spot) and t.plan.clock.hidden_button(pass_bid)   # not drawn under the pointer
    ui.key(app, pygame.K_p)                                # nor does its key work yet
    assert t.actions == [(0, TimeUp())] and R.view(t.state, 0)["phase"] == "bid"
    waited = 1 / 60 * 2
    while waited < TIMEOUT_GUARD:
        app.frame([], dt=0.1, present=False)
        waited += 0.1
    finish(app, t)
    assert not t.plan.clock.guarded and not t.plan.clock.hidden_button(t.buttons[1])
    ui.click(app, spot)                                    # after it, the same click works
    assert t.actions[-1] == (0, PassBid())


def test_a_drop_or_a_card_click_just_after_a_time_out_does_nothing(app, ui, no_bot):
    t, spot = _timed_out_over_forfeit(app, ui)
    app.frame([], dt=0.0, present=False)
    ui.click(app, t.sprites["wolf"].rect.center)           # would add the Wolf Rider to the bid
    ui.drag(app, t.sprites["wolf"].rect.center, t.layout.rect("bid").center)
    assert t.actions == [(0, TimeUp())]
    assert not t.view["bid"]["building"]["cards"]


# --------------------------------------------------------------------------- the unasked answer
def _hot_seat_event(app, ui, p2_hand):
    """p1 plays Axe Throw on p2's Karl; p2 (a human behind the curtain) holds ``p2_hand``. Returns
    the table and what p1 was shown: its view, its events, the curtain's words, banner and log."""
    setup = {"round": 3, "phase": "player", "order": ["p1", "p2"],
             "p1": {"hand": [{"card": "axe_throw", "id": "axe"}, {"card": "thrall_spearman", "id": "ts"}]},
             "p2": {"play": [{"card": "karl_freeholder", "id": "karl"}],
                    "hand": [{"card": k, "id": f"h{i}"} for i, k in enumerate(p2_hand)]}}
    t = table_from(app, setup, timers=False)
    seen = {"events": []}
    orig = t.on_events

    def record(events):
        seen["events"].append((t.view_seat, [repr(e) for e in events]))
        orig(events)
    t.on_events = record
    ui.drag(app, t.sprites["axe"].rect.center, t.sprites["karl"].rect.center)
    assert t.actions == [(0, PlayEvent("axe", "karl"))]
    ui.settle(app, 8.0)
    assert isinstance(app.top, CurtainScene)                # p2 is called to the screen either way
    seen["p1 view"] = repr(R.view(t.state, 0))
    seen["curtain"] = (app.top.title, app.top.subtitle)
    seen["p1 banner"] = t.prompt()
    ui.key(app, pygame.K_SPACE)
    assert t.view_seat == 1
    return t, seen


def _back_to_p1(app, ui, t, seen):
    for _ in range(400):
        if t.actions[-1][0] == 1:
            break
        app.frame([], dt=0.05, present=False)
    assert t.actions[-1] == (1, Pass())
    ui.settle(app, 8.0)
    assert isinstance(app.top, CurtainScene)
    ui.key(app, pygame.K_SPACE)
    assert t.view_seat == 0
    ui.settle(app, 8.0)
    seen["p1 view after"] = repr(R.view(t.state, 0))
    seen["p1 banner after"] = t.prompt()
    seen["log"] = list(t.log.lines)
    seen["p1 events"] = [e for who, e in seen["events"] if who == 0]
    return seen


def test_with_a_counter_in_hand_the_player_is_asked(app, ui):
    t, seen = _hot_seat_event(app, ui, ["rune_of_warding", "thrall_spearman"])
    # the counter by name and the answer of letting it resolve, each whole at 26 px in its button (issue 27)
    assert [b.label for b in t.buttons] == ["Rune of Warding (1)", "Resolve it (P)"]
    assert all(assets.font("bold", 26).size(b.label)[0] <= b.rect.w - 20 for b in t.buttons)
    for _ in range(100):
        app.frame([], dt=0.1, present=False)
    assert t.actions == [(0, PlayEvent("axe", "karl"))]     # the question waits for the player
    ui.key(app, pygame.K_p)
    assert t.actions[-1] == (1, Pass())


def test_with_no_counter_the_player_is_not_asked_and_the_other_seat_sees_the_same_window(app, ui):
    runs = {}
    for name, hand in (("counter", ["rune_of_warding", "thrall_spearman"]), ("none", ["axe_throw", "thrall_spearman"])):
        a = app
        t, seen = _hot_seat_event(a, ui, hand)
        if name == "counter":
            assert [b.label for b in t.buttons][-1] == "Resolve it (P)"
            ui.key(a, pygame.K_p)                            # the player chooses to let it resolve
        else:
            assert t.buttons == [] and "no counter" in t.prompt()[0]       # not asked
            assert R.legal_actions(t.state, 1) == [Pass()]
        runs[name] = _back_to_p1(a, ui, t, seen)
    a, b = runs["counter"], runs["none"]
    for key in ("p1 view", "curtain", "p1 banner", "p1 view after", "p1 banner after", "log", "p1 events"):
        assert a[key] == b[key], key
    assert any("lets Axe Throw resolve" in line for line, _ in b["log"])


@pytest.mark.parametrize("hand", [["rune_of_warding", "thrall_spearman"], ["axe_throw", "thrall_spearman"]],
                         ids=("counter", "no counter"))
def test_a_computers_answer_takes_as_long_whatever_it_holds(app, ui, no_bot, hand):
    """The human's Event waits for the computer's answer the same hold (x the pace) whether or
    not it holds a counter: how soon the answer comes says nothing of its hand."""
    from scenes.games.thenine.clock import ANSWER_HOLD
    setup = {"round": 3, "phase": "player", "order": ["p1", "p2"],
             "p1": {"hand": [{"card": "axe_throw", "id": "axe"}, {"card": "thrall_spearman", "id": "ts"}]},
             "p2": {"play": [{"card": "karl_freeholder", "id": "karl"}],
                    "hand": [{"card": k, "id": f"h{i}"} for i, k in enumerate(hand)]}}
    t = table_from(app, setup, seats=("human", "computer"), timers=False)
    assert t.computer_pace() != ANSWER_HOLD            # the pace the table's computer driver reads
    t.submit(PlayEvent("axe", "karl"))
    finish(app, t)
    assert R.view(t.state, 0)["phase"] == "respond" and t.computer_pace() == ANSWER_HOLD
    assert "may answer your Event" in t.prompt()[0]
