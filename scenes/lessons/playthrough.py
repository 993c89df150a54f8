"""The last entry of every game's Learn list: a short real game against the computer (Easy) with
the Hint on, which counts as done (a tick in the lessons file) once the game is finished.

The table is the game's real table (:func:`scenes.table.make.make_table`, one human and Easy computer
seats, the game's own options) pushed as a normal game. Two instance hooks on that one table
object, as the lesson player does, and no table code changes:

- ``update``: whenever it is the learner's move and the table is still, the Hint is asked for
  (``table.nav.hints.press``: the Normal player's advice, shown as the table shows a Hint), so
  every move of the game comes with a hint the learner may follow or not;
- the same hook marks the play-through done in the progress file the first time the rules say
  the game is over (whoever won).
"""
from __future__ import annotations

import os

from game.core import registry

#: the key of the play-through in the progress file (lesson keys are the lesson files' stems)
KEY = "play-through"
TITLE = "Play a short game against Easy, with Hint on"
MINUTES = 10
#: the toast shown as the game starts
WELCOME = "A real game against Easy. The Hint (H) shows a good move each turn: follow it or not."


def seats(game: str) -> list[str]:
    """One human at the bottom and Easy computer seats for the rest of the game's smallest table."""
    return ["human"] + ["easy"] * (registry.info(game).min_seats - 1)


def mark_done(app, game: str) -> None:
    """The play-through of ``game`` ticked in the progress file (when the app keeps files)."""
    if not getattr(app, "persist", False):
        return
    from scenes.lessons import load_progress, save_progress
    done, _problem = load_progress()
    done.setdefault(game, [])
    if KEY not in done[game]:
        done[game].append(KEY)
        save_progress(done)


def start(app, game: str, seed: int | None = None):
    """Push the play-through's table (a new game against Easy, Hint on); returns the table."""
    from scenes.table.make import make_table
    seed = int.from_bytes(os.urandom(4), "little") if seed is None else int(seed)
    table = make_table(app, game, seats(game), seed)
    table.playthrough = {"game": game, "done": False, "asked": None}
    own_update = table.update

    def update(dt: float):
        own_update(dt)
        watch(table)
    table.update = update
    app.push(table)
    table.show_toast(WELCOME, bad=False)
    return table


def watch(table) -> None:
    """After each frame of the play-through's table: ask for the Hint on the learner's move, and
    mark the play-through done once the game is over."""
    pt = table.playthrough
    if table.ruleset.outcome(table.state) is not None:
        if not pt["done"]:
            pt["done"] = True
            mark_done(table.app, pt["game"])
        return
    hints = table.nav.hints
    if table.app.top is not table or table.busy or hints.allowed():
        return
    if pt["asked"] != hints.key():
        pt["asked"] = hints.key()
        hints.press()
