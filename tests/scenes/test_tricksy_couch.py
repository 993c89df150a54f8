"""Tricksy Kittens with the couch controls (issue 15): a multi-card choice (Pass Left: two hand
cards at once) is made as with the mouse, one card at a time over the cards that can still be
part of a legal pass, then confirmed; with keys and with a pad, posted as real events."""
import pygame
import pytest

from game.core import registry
from game.tricksy.actions import PassCards, UsePower
from scenes.table.make import make_table
from scenes.games.tricksy import choices

R = registry.get("tricksy")
PAD = 5

PASS_SETUP = {"seats": 3, "kittykeeper": "p1", "powers": {"spades-5": 13, "hearts-2": None},
              "p1": {"bid": "hearts-2", "row": ["spades-5"], "hand": ["diamonds-3", "diamonds-9", "hearts-4"]},
              "p2": {"bid": "spades-3", "hand": ["spades-8", "diamonds-1", "hearts-3"]},
              "p3": {"bid": "diamonds-2", "hand": ["spades-1", "hearts-9", "spades-6"]}}


def frame(app, events=()):
    pygame.event.clear()
    for e in events:
        pygame.event.post(e)
    app.frame(pygame.event.get(), dt=0.05, present=False)


KEYS = {"left": pygame.K_LEFT, "right": pygame.K_RIGHT, "up": pygame.K_UP, "down": pygame.K_DOWN,
        "accept": pygame.K_RETURN, "back": pygame.K_ESCAPE}
BUTTONS = {"left": pygame.CONTROLLER_BUTTON_DPAD_LEFT, "right": pygame.CONTROLLER_BUTTON_DPAD_RIGHT,
           "up": pygame.CONTROLLER_BUTTON_DPAD_UP, "down": pygame.CONTROLLER_BUTTON_DPAD_DOWN,
           "accept": pygame.CONTROLLER_BUTTON_A, "back": pygame.CONTROLLER_BUTTON_B}


def press(app, device, cmd):
    if device == "keys":
        k = KEYS[cmd]
        frame(app, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0),
                    pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)])
    else:
        b = BUTTONS[cmd]
        frame(app, [pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=PAD, button=b),
                    pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=PAD, button=b)])


def settle(app, t):
    for _ in range(400):
        if not t.busy:
            break
        frame(app)


def pass_table(app):
    app.settings["pace"] = "instant"
    state = R.scenario_state({"setup": PASS_SETUP, "seed": 1, "options": {"powers": "on"}}, "test")
    t = make_table(app, "tricksy", ["human", "computer", "computer"], 1, state=state, options={"powers": "on"})
    t.autosave_enabled = False
    app.push(t)
    t._curtain_pending = False
    t.refresh_legal()
    t.submit(UsePower("spades-5"))     # Pass Left: everyone passes 2 hand cards at once
    settle(app, t)
    assert choices.selecting(t.plan) == "pass" and len(t.plan.passes) == 3
    return t


def mine(t):
    return [a for s, a in t.actions if s == 0]


def focused(t):
    return t.nav.current(t.nav.items())


def walk_to(app, device, t, want, moves=("right", "left", "down", "up")):
    for i in range(24):
        cur = focused(t)
        if cur is not None and want(cur):
            return cur
        press(app, device, moves[(i // 6) % len(moves)])
    raise AssertionError("the cursor never reached the item")


@pytest.mark.parametrize("device", ["keys", "pad"])
def test_pass_two_cards_one_at_a_time_then_confirm(app, device):
    t = pass_table(app)
    press(app, device, "right")                       # the cursor wakes on the table
    items = t.nav.items()
    # one item per hand card (never one chip per combination of cards), then no live button yet
    assert sorted(i.value for i in items if i.kind == "pick") == ["diamonds-3", "diamonds-9", "hearts-4"]
    assert not [i for i in items if i.kind in ("chip", "target")]
    # "Pass these cards" waits for two cards (the Hint button is always there against the computer)
    assert not [i for i in items if i.kind == "button" and i.value is not t.nav.hints.button
                and i.value not in t.sheets.tabs]                     # (nor the Log and How to play tabs)
    walk_to(app, device, t, lambda i: i.value == "diamonds-9")
    press(app, device, "accept")                      # pick the first card: nothing is submitted yet
    assert t.plan.selected == ["diamonds-9"] and t.nav.picked is None
    assert len(mine(t)) == 1 and t.sprites["diamonds-9"].highlight == "selected"
    assert {c for c in ("diamonds-3", "hearts-4") if t.sprites[c].highlight == "legal"} == {"diamonds-3", "hearts-4"}
    walk_to(app, device, t, lambda i: i.value == "hearts-4")
    press(app, device, "accept")                      # the second card completes a legal pass
    assert sorted(t.plan.selected) == ["diamonds-9", "hearts-4"]
    cur = focused(t)
    assert cur.kind == "button" and "Pass these cards" in cur.value.label     # the cursor waits on the confirm
    picks = [i.value for i in t.nav.items() if i.kind == "pick"]
    assert sorted(picks) == ["diamonds-9", "hearts-4"]          # no third card can join a pass of two
    assert len(mine(t)) == 1                          # still nothing submitted
    press(app, device, "accept")
    assert mine(t)[-1] == PassCards(("diamonds-9", "hearts-4"))


def test_a_picked_card_can_be_put_back_with_keys(app):
    t = pass_table(app)
    press(app, "keys", "right")
    walk_to(app, "keys", t, lambda i: i.value == "diamonds-3")
    press(app, "keys", "accept")
    assert t.plan.selected == ["diamonds-3"]
    press(app, "keys", "accept")                      # Enter again on the same card puts it back
    assert t.plan.selected == [] and len(mine(t)) == 1
    assert all(t.sprites[c].highlight == "legal" for c in ("diamonds-3", "diamonds-9", "hearts-4"))
