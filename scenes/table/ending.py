"""Between two seats and at the end of a game: the hot-seat curtain, the end screen, the rematch
(what :class:`~scenes.table.scene.TableScene` shows when the move passes to another person at the
same screen, and when the rules say the game is over)."""
from __future__ import annotations

from scenes.widgets.overlays import CurtainScene, EndScene


def show_curtain(table) -> None:
    """Hide the table behind a curtain until the next person (the first seat to act) says they
    are at the screen; then the table turns to their seat."""
    acting = table.ruleset.to_act(table.state)
    if not acting:
        table._curtain_pending = False
        return
    nxt = acting[0]

    def ready():
        table._curtain_pending = False
        table.set_view_seat(nxt)

    name = table.short_name(nxt)
    table.app.push(CurtainScene(table.app, f"Pass to {name}", table.curtain_subtitle(nxt), ready,
                                button=f"I'm {name} — show my cards"))


def end_title(table, winners: list) -> str:
    """The end screen's title in the table's names: "You win!", "The computer wins", "Player 2 wins!", "A draw"."""
    if not winners:
        return "A draw"
    if len(table.humans) == 1:
        title = "You win!" if winners[0] == table.humans[0] else f"{table.short_name(winners[0])} wins"
        return "The computer wins" if title == "Computer wins" else title
    return f"{table.short_name(winners[0])} wins!"


def show_end(table) -> None:
    """Push the table's end screen (``table.end_scene``) with who won and the rules' reason; the
    win or lose sound at a table with a person (a booth's all-computer table stays quiet)."""
    out = table.ruleset.outcome(table.state) or {}
    winners = out.get("winners") or []
    if table.humans:
        lost = len(table.humans) == 1 and winners and winners[0] != table.humans[0]
        table.play_sound("lose" if lost else "win")
    table.app.push(table.end_scene(end_title(table, winners), table.say(out.get("reason", ""))))


def rematch(table) -> None:
    """Replace ``table`` with a new game of the same seats, layout and options and the next seed."""
    top = table.app.top
    if isinstance(top, EndScene):
        table.app.pop(top)
    new = type(table)(table.app, seats=table.seats, seed=table.seed + 1, layout=table.layout, options=table.options)
    table.app.pop(table)
    table.app.push(new)
