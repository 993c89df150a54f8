"""Couch controls (issue 15): every table played end to end with posted key events only, and
with posted controller events only (CONTROLLERBUTTONDOWN, CONTROLLERAXISMOTION), from the
launcher to the end screen, against the computer; a hot-seat controller cannot act for the
other seat.

The launcher and the seat set-up are walked with the focus cursor; at the table the whole game
is played from its first move: the player moves the cursor to a random item and presses Enter /
A, over and over (a curtain, a picker, a zoom are answered the same way), and the computer
answers, until the end screen shows; Rematch is then taken with the same device."""
import random

import pygame
import pytest

from game.core import registry
from scenes.table.make import table_class
from scenes.screens.launcher import LauncherScene, SeatSetupScene
from scenes.widgets.overlays import EndScene
from scenes.table.scene import TableScene

#: every registered game (the test suite's sixth one too)
GAMES = registry.ids()
PAD = 7          # the controller's instance id in these tests


# ---------------------------------------------------------------------------------- posting input
def _frame(app, events=()):
    pygame.event.clear()
    for e in events:
        pygame.event.post(e)
    app.frame(pygame.event.get(), dt=0.05, present=False)


class Keys:
    name = "keys"
    CODES = {"left": pygame.K_LEFT, "right": pygame.K_RIGHT, "up": pygame.K_UP, "down": pygame.K_DOWN,
             "accept": pygame.K_RETURN, "back": pygame.K_ESCAPE, "zoom": pygame.K_TAB,
             "next": pygame.K_PAGEDOWN, "prev": pygame.K_PAGEUP}

    def __init__(self, app):
        self.app = app

    def press(self, cmd):
        k = self.CODES[cmd]
        _frame(self.app, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0),
                          pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)])


class Pad:
    """A controller: the d-pad and the left stick move, A, B, Y and the shoulders."""
    name = "pad"
    BUTTONS = {"up": pygame.CONTROLLER_BUTTON_DPAD_UP, "down": pygame.CONTROLLER_BUTTON_DPAD_DOWN,
               "accept": pygame.CONTROLLER_BUTTON_A, "back": pygame.CONTROLLER_BUTTON_B,
               "zoom": pygame.CONTROLLER_BUTTON_Y, "next": pygame.CONTROLLER_BUTTON_RIGHTSHOULDER,
               "prev": pygame.CONTROLLER_BUTTON_LEFTSHOULDER, "start": pygame.CONTROLLER_BUTTON_START}

    def __init__(self, app, pad=PAD):
        self.app, self.pad = app, pad

    def press(self, cmd):
        if cmd in ("left", "right"):          # the stick: out and back to the middle
            value = 30000 if cmd == "right" else -30000
            _frame(self.app, [pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=self.pad,
                                                 axis=pygame.CONTROLLER_AXIS_LEFTX, value=value),
                              pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=self.pad,
                                                 axis=pygame.CONTROLLER_AXIS_LEFTX, value=0)])
            return
        b = self.BUTTONS[cmd]
        _frame(self.app, [pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=self.pad, button=b),
                          pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=self.pad, button=b)])


# ---------------------------------------------------------------------------------- the launcher
def _walk_to(dev, nav, want, moves=("right", "down"), limit=40, toward=None):
    """Move the focus until ``want(focused)``; every press is a posted event. With ``toward`` (a
    rect) each press goes its way from the focused item (tiles in rows: any row, any column)."""
    for i in range(limit):
        f = nav.focused
        if toward is not None and f is not None:
            dx, dy = toward.centerx - f.rect.centerx, toward.centery - f.rect.centery
            dev.press(("right" if dx > 0 else "left") if abs(dx) > abs(dy) else ("down" if dy > 0 else "up"))
        else:
            dev.press(moves[(i // 12) % len(moves)])
        if nav.focused is not None and want(nav.focused):
            return
    raise AssertionError("the focus never reached the item")


def launch(app, dev, gid):
    """Launcher -> seat set-up -> table, with the focus cursor only."""
    app.push(LauncherScene(app))
    launcher = app.top
    tile = dict(launcher.tiles)[gid]
    _walk_to(dev, launcher.nav, lambda f: f.rect == tile, toward=tile)
    dev.press("accept")
    setup = app.top
    assert isinstance(setup, SeatSetupScene), app.top
    _walk_to(dev, setup.nav, lambda b: b is setup.start, moves=("down",))
    dev.press("accept")
    table = app.top
    assert isinstance(table, TableScene), app.top
    assert table.seats[0] == "human" and all(k != "human" for k in table.seats[1:])
    return table


# ---------------------------------------------------------------------------------- the game
def play_out(app, dev, table, rng, limit=8000):
    """The human presses at random over the focus items; the computer answers."""
    for _ in range(limit):
        top = app.top
        if isinstance(top, EndScene):
            return top
        if top is not table:
            if type(top).__name__ == "MenuScene":
                dev.press("back")
            else:
                dev.press("accept")        # a curtain, a picker, a card menu, a zoom ...
            continue
        if not table.legal:
            _frame(app)
            continue
        if table.sheets.open is not None:  # a tab opened the log or How to play: a person closes it
            dev.press("back")
            continue
        for _ in range(rng.randrange(4)):
            dev.press(rng.choice(["right", "down", "left", "up", "right", "next"]))
        dev.press("accept")
    raise AssertionError(f"no end screen after {limit} steps")


@pytest.fixture
def couch(app, monkeypatch):
    app.settings["pace"] = "instant"
    monkeypatch.setattr(SeatSetupScene, "new_seed", staticmethod(lambda: 4242))   # the same deal each run
    for gid in GAMES:
        monkeypatch.setattr(table_class(gid), "bot_pace", 0.0)
    return app


@pytest.mark.parametrize("device", [Keys, Pad], ids=["keys", "pad"])
@pytest.mark.parametrize("gid", GAMES)
def test_a_whole_game_from_the_launcher(couch, gid, device):
    app = couch
    dev = device(app)
    table = launch(app, dev, gid)
    dev.press("right")                          # the cursor wakes on the table
    assert table.nav.awake
    end = play_out(app, dev, table, random.Random(GAMES.index(gid)))
    assert registry.get(gid).outcome(table.state) is not None
    assert sum(1 for s, _ in table.actions if s == 0) >= 3, "the human made too few moves"
    dev.press("accept")                         # Rematch, focused first
    assert isinstance(app.top, TableScene) and app.top is not table and end not in app.stack


def test_a_controller_plugged_in_mid_game_plays(couch):
    app = couch
    table = launch(app, Keys(app), "ninedkp")
    _frame(app, [pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=99)])   # no such device: harmless
    Pad(app, pad=3).press("right")
    assert app.last_device == "pad" and table.nav.awake


def test_hot_seat_the_second_controller_cannot_act_in_the_first_seats_turn(couch):
    app = couch
    gid = "ninedkp"
    table = table_class(gid)(app, seats=["human", "human"], seed=3)
    table.autosave_enabled = False
    app.push(table)
    for _ in range(40):
        _frame(app)
        if app.top is not table:
            Keys(app).press("accept")        # the first curtain
        elif table.legal:
            break
    first = table.view_seat
    assert table.legal and first is not None
    one, two = Pad(app, pad=1), Pad(app, pad=2)
    one.press("right")                       # controller 1 claims the seat whose move it is
    assert table.nav.owners[1] == first
    state_before = table.ruleset.to_dict(table.state)
    focus_before = table.nav.key
    for cmd in ("right", "accept", "accept", "down", "accept"):
        two.press(cmd)                       # controller 2 belongs to the other seat: ignored
    assert table.nav.owners[2] == 1 - first
    assert table.ruleset.to_dict(table.state) == state_before and not table.actions
    assert table.nav.key == focus_before and table.nav.picked is None
    assert table.toast and "controller" in table.toast[0]
    one.press("accept")                      # controller 1 still plays
    assert table.nav.picked is not None or table.actions
