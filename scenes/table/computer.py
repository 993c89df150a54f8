"""The computer seats of a table: who chooses now, the search on a worker thread, and the move
applied at a readable pace (:class:`~scenes.table.scene.TableScene` calls these each frame).

The worker thread never calls pygame or SDL: it thinks on a clone of the state and ends with
``App.wake``, which only sets a flag the frame loop reads."""
from __future__ import annotations

import threading

from scenes.table.choreo import PACES


def bot_seat(table) -> int | None:
    """The computer seat that chooses now (None: none): the first computer among the seats that
    may act, so a computer also chooses while a person does where the choices are simultaneous
    and hidden (secret picks and bids)."""
    return next((s for s in table.ruleset.to_act(table.state) if table.seats[s] != "human"), None)


def drive(table, busy: bool) -> None:
    """The computer seat to move thinks on a worker thread (``table._start_bot``); its choice is
    applied when the table is still (every beat of the last move shown), at ``computer_pace()`` times
    the pace setting after the last move, and while no card is held. A choice whose key
    (``table._bot_key``) changed while it was made is dropped and made again."""
    seat = table._bot_seat()
    drag = getattr(table, "drag", None)
    if seat is None or (drag is not None and drag.pressed):   # nothing moves under a held card
        return
    job = table._job
    if job is None:
        table._start_bot(seat)
        return
    if (not job["done"] or busy or table.choreo.active
            or table.table_time - table._last_move < table.computer_pace() * PACES.get(table.pace, 1.0)):
        return
    table._job = None
    if job["key"] != table._bot_key(seat):
        return
    action = job["result"]
    if job["error"] is not None or action is None:
        action = table.ruleset.legal_actions(table.state, seat)[0]
        table.log.add(f"The computer had a problem ({job['error']}); it plays {action.describe()}.", "Bot")
    table.submit(action, seat)


def start(table, seat: int) -> None:
    """Start ``seat``'s computer on a worker thread on a clone of the state; the result lands in
    ``table._job`` (``done``, ``result``, ``error``, ``key``)."""
    bot = table.bots[seat]
    copy = table.ruleset.clone(table.state)
    table._job = job = {"seat": seat, "result": None, "error": None, "done": False, "key": table._bot_key(seat)}
    ruleset, app = table.rules, table.app

    def work():
        try:
            job["result"] = bot.choose(ruleset, copy, seat)
        except Exception as e:  # the table must go on; drive falls back
            job["error"] = f"{type(e).__name__}: {e}"
        job["done"] = True
        app.wake()

    threading.Thread(target=work, name=f"bot-{seat}", daemon=True).start()
