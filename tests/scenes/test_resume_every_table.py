"""A game saved with a computer seat and resumed goes on at every table: the player moves, and
the computer answers (Tricksy's table once dropped every choice of its computers after a resume
as stale, so nobody but the player ever moved again)."""
import time

import pytest

from game.ai.bots import make_bot
from game.core import registry
from game.core.contract import TimeUp
from scenes import persist
from scenes.table.make import make_table, table_class


def play_until(app, t, done, seconds=30.0):
    """Frames (and real time for the computers' threads); the player (seat 0) moves whenever it
    may, as the game's Normal computer would. True once ``done()``."""
    player = make_bot("normal", 1, t.rules)
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if done():
            return True
        t._curtain_pending = False
        if 0 in t.ruleset.to_act(t.state) and not t.busy:
            if any(not isinstance(a, TimeUp) for a in t.ruleset.legal_actions(t.state, 0)):
                t.submit(player.choose(t.rules, t.ruleset.clone(t.state), 0), 0)
        app.frame([], dt=0.05, present=False)
        time.sleep(0.002)
    return done()


@pytest.mark.parametrize("game", registry.ids())
def test_the_computer_answers_after_a_resume(app, save_dir, monkeypatch, game):
    monkeypatch.setattr(table_class(game), "bot_pace", 0.0)
    seats = ["human"] + ["computer"] * (registry.info(game).min_seats - 1)
    t = make_table(app, game, seats, 5)
    app.push(t)
    assert play_until(app, t, lambda: any(s == 0 for s, _ in t.actions)), "the player never got a move"
    found, problems = persist.find_unfinished()
    assert not problems and [s.game for s in found] == [game]
    ruleset, state, record = persist.load(found[0].path)
    t2 = make_table(app, game, record.seats, record.seed, state=state, record=record)
    app.push(t2)
    resumed = len(t2.actions)
    assert resumed == len(t.actions)
    assert play_until(app, t2, lambda: any(s != 0 for s, _ in t2.actions[resumed:])), \
        "no computer moved after the resume"
