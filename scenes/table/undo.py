"""Undo at a table: the seat at the screen takes back its own last move while nothing new became
known since (``ruleset.undo_block`` said so when the move was made). The state is the action log
replayed without the move (the rules are deterministic), so it is exactly the state before it."""
from __future__ import annotations

from scenes.table import words


def reason(table) -> str:
    """Why the seat at the screen may not take back its last move now ("" = it may)."""
    seat = table.view_seat
    if seat is None or table.seats[seat] != "human":
        return "only a player can take back a move"
    if not table.actions:
        return "nothing to take back yet"
    if table.ruleset.outcome(table.state) is not None:
        return "the game is over"
    last = table.actions[-1][0]
    if last != seat:
        return words.no_undo_since(table, last)
    return table.undo_blocks[-1]


def show(table) -> None:
    """The Undo button in the log's header: live, or dimmed with the reason (none at a table with
    no player, or before the table has its log)."""
    log = getattr(table, "log", None)
    if log is not None:
        seat = table.view_seat
        log.undo = None if seat is None or table.seats[seat] != "human" else reason(table)


def take_back(table) -> bool:
    """Take back the last move of the seat at the screen; False (and a toast saying why) when it
    may not. The move is said in the table's words in the log and a toast; autosaved."""
    why = reason(table)
    if why:
        table.show_toast(f"No undo: {why}.")
        return False
    table.hurry()
    seat, action = table.actions.pop()
    table.undo_blocks.pop()
    table.version += 1
    table._job = None                      # a computer's answer to the move is dropped
    rules = table.ruleset
    state = (rules.clone(table.origin) if table.origin is not None
             else rules.new_game(len(table.seats), table.seed, table.options))
    for s, a in table.actions:
        rules.apply(state, s, a)
    table.state = state
    table._curtain_pending = False
    table._autosave()
    said = f"Taken back: {words.move_words(table, seat, action)}"     # the move in the table's words
    table.log.add(said, "Undo")
    table.sync(animate=False)
    table.refresh_legal()
    table.show_toast(said, bad=False)
    return True
