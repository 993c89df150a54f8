"""The Nine's countdown on the table, driven with a fake ``dt`` through ``update`` (nothing here
sleeps to make time pass, but for the computer's own thread): the ring submits TimeUp, stops for the
menu and the curtain, resumes by its id after an answer window, and the computer acts in time."""
import time

import pygame
import pytest

from game.core.contract import TimeUp
from game.thenine.actions import ConfirmAttack, Forfeit, Pass, PlayEvent
from scenes.games.thenine.clock import BOT_PACE
from scenes.widgets.overlays import CurtainScene, ZoomScene
from scenes.screens.menu import MenuScene
from tests.scenes.thenine_table import DEFEND, R, centre, finish, table_from


# --------------------------------------------------------------------------- the countdown
TIMED = {"round": 2, "phase": "player",
         "p1": {"hand": [{"card": "fjord_raider", "id": "raider"}, {"card": "healing_mead", "id": "mead"}]},
         "p2": {"hand": ["thrall_spearman", "thrall_spearman"]}}


def test_the_ring_submits_time_up_when_the_clock_passes_zero(app):
    t = table_from(app, TIMED, timers=True)
    t.update(0.0)
    assert t.plan.clock.status["left"] == 20 and t.plan.clock.status["seat"] == 0 and "Player phase ends" in t.plan.clock.status["expiry"]
    for _ in range(169):                     # 16.9 s of fake time
        t.update(0.1)
    app.draw()
    assert t.plan.clock.ring.seconds == 4 and not t.plan.clock.ring.warning and not t.actions
    for _ in range(2):
        t.update(0.1)
    app.draw()
    assert t.plan.clock.ring.seconds == 3 and t.plan.clock.ring.warning            # red in the last 3 seconds
    assert t.plan.clock.ring.colour() == (235, 70, 55)
    for _ in range(28):
        t.update(0.1)
    assert not t.actions and t.plan.clock.status["left"] == pytest.approx(0.1)   # 19.9 s: not yet
    t.update(0.2)
    assert t.actions == [(0, TimeUp())]
    v = R.view(t.state, None)
    assert v["phase"] == "player" and v["active"] == 1 and v["p1"]["timeouts"] == 1
    assert "Time is up" in t.toast[0] and "Player phase ends" in t.toast[0]
    assert any("time is up" in text for text, _ in t.log.lines)


def test_the_clock_stops_for_the_menu_and_the_curtain(app, ui):
    t = table_from(app, TIMED, timers=True)
    t.update(2.0)
    assert t.plan.clock.status["left"] == pytest.approx(18.0)
    app.push(MenuScene(app))
    app.frame([], dt=5.0, present=False)
    assert t.plan.clock.status["left"] == pytest.approx(18.0)
    app.pop()
    app.push(ZoomScene(app, t.sprites["raider"].card, t.plan.art))     # reading a card: the ring waits
    t.update(1.0)
    assert t.plan.clock.status["left"] == pytest.approx(18.0) and t.plan.clock.status["paused"] == "reading"
    app.pop()
    t.update(1.0)
    assert t.plan.clock.status["left"] == pytest.approx(17.0) and not t.plan.clock.status["paused"]
    t._curtain_pending = True
    t.update(3.0)
    assert t.plan.clock.status["left"] == pytest.approx(17.0)


def test_the_countdown_resumes_by_its_id_after_an_answer_window(app, ui):
    t = table_from(app, TIMED, timers=True)
    t.update(5.0)
    tid = t.plan.clock.status["id"]
    ui.drag(app, t.sprites["mead"].rect.center, centre(t.layout.rect("p1.play")))
    assert t.actions[-1] == (0, PlayEvent("mead"))
    assert R.timer(t.state) is None                        # p2 may answer: no countdown
    left = t.plan.clock.status["left"]
    assert left == pytest.approx(15.0, abs=0.1)
    for _ in range(100):
        t.update(0.1)
    assert t.plan.clock.status["left"] == left and t.plan.clock.status["paused"]
    app.draw()
    assert "paused" in t.plan.clock.caption()
    # the curtain for p2, who holds no counter: not asked, the table lets it resolve; then the
    # curtain for p1 again
    assert isinstance(app.top, CurtainScene)
    ui.key(app, pygame.K_SPACE)
    assert t.view_seat == 1 and t.buttons == [] and "no counter" in t.prompt()[0]
    for _ in range(200):
        if t.actions[-1][0] == 1:
            break
        app.frame([], dt=0.05, present=False)
    assert t.actions[-1] == (1, Pass()) and R.timer(t.state)["id"] == tid
    ui.settle(app, 6.0)
    assert isinstance(app.top, CurtainScene) and t.plan.clock.status["left"] == left
    ui.key(app, pygame.K_SPACE)
    assert t.view_seat == 0
    finish(app, t)
    assert t.plan.clock.status["id"] == tid and t.plan.clock.status["left"] == pytest.approx(left, abs=0.1)   # resumed, not restarted
    t.update(1.0)
    assert t.plan.clock.status["left"] == pytest.approx(left - 1.0, abs=0.1) and t.plan.clock.status["running"]


def test_timers_off_no_ring_no_time_up(app):
    t = table_from(app, TIMED, timers=False)
    for _ in range(100):
        t.update(1.0)
    assert not t.actions and R.timer(t.state) is None
    app.draw()
    assert t.plan.clock.ring.off


def test_the_computer_acts_before_its_countdown_runs_out(app):
    """Real time: the computer's pace quickens as its ring runs out."""
    setup = {"round": 3, "phase": "attack", "order": ["p2", "p1"],
             "p1": {"play": [{"card": "shield_maiden", "id": "maid"}], "hand": ["thrall_spearman"]},
             "p2": {"play": [{"card": "wolf_rider", "id": "wolf"}, {"card": "fjord_raider", "id": "r2"}],
                    "hand": ["thrall_spearman"]}}
    t = table_from(app, setup, seats=("human", "computer"), timers=True)
    t.update(0.0)
    t.plan.clock.status["left"] = 3.0                   # only three seconds left for the computer's attack
    assert t.plan.clock.bot_pace() < 0.2
    deadline = time.monotonic() + 15
    while R.to_act(t.state) == [1] and time.monotonic() < deadline:
        app.frame([], present=False)
        time.sleep(0.005)
    assert R.to_act(t.state) == [0]
    assert all(not isinstance(a, TimeUp) for _, a in t.actions), t.actions
    assert t.actions[-1] in ((1, ConfirmAttack()), (1, Forfeit()))


def test_bot_pace_is_readable_until_the_ring_runs_low(app):
    setup = dict(DEFEND)
    t = table_from(app, setup, seats=("human", "computer"), timers=True)
    t.update(0.0)
    assert t.plan.clock.status["seat"] == 1 and t.plan.clock.bot_pace() == BOT_PACE
    t.plan.clock.status["left"] = 4.0
    assert 0.2 < t.plan.clock.bot_pace() < 0.4
    t.plan.clock.status["left"] = 1.0
    assert t.plan.clock.bot_pace() == 0.05
    t.update(0.0)
    assert t.computer_pace() == 0.05           # the pace the table's computer driver reads
