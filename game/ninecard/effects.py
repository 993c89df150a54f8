"""What happens on a 9 Card table: grids, energy, and the column assault.

9 Card creatures have no printed abilities: the "effects" of this game are the
assault cascade and the push forward, written here once and used by rules.py.
"""
from __future__ import annotations

from game.core.contract import CardMoved, Logged, StatChanged, seat_name
from game.ninecard.events import AssaultStarted, Clash


ROWS = COLS = 3
FRONT, REAR = 0, 2


def square_name(seat: int, sq: int) -> str:
    return f"{seat_name(seat)}.grid.r{sq // 3}c{sq % 3}"


def cdef(state, cid) -> dict:
    return state["defs"][state["cards"][cid]["k"]]


def set_life(state, seat, value, ev):
    p = state["players"][seat]
    if value != p["life"]:
        ev.append(StatChanged(seat_name(seat), "life", p["life"], value))
        p["life"] = value


def move_card(state, cid, seat, src, dst, ev, src_name=None, dst_name=None):
    p = state["players"][seat]
    p[src].remove(cid)
    p[dst].append(cid)
    ev.append(CardMoved(cid, src_name or f"{seat_name(seat)}.{src}", dst_name or f"{seat_name(seat)}.{dst}"))


def fall_forward(grid: list, sq: int) -> int:
    """Where a creature at ``sq`` ends up moving forward while the square in front is empty."""
    while sq >= 3 and grid[sq - 3] is None:
        sq -= 3
    return sq


def lead_row(grid: list, col: int) -> int | None:
    """The front-most occupied row of a column (the creature that may lead its assault), or None."""
    return next((row for row in range(ROWS) if grid[row * COLS + col] is not None), None)


def kill(state, seat, sq, ev, why):
    grid = state["players"][seat]["grid"]
    cid = grid[sq]
    grid[sq] = None
    state["players"][seat]["discard"].append(cid)
    ev.append(CardMoved(cid, square_name(seat, sq), f"{seat_name(seat)}.discard"))
    ev.append(Logged(f"{cdef(state, cid)['name']} dies ({why})", "Deaths on >="))


def push_forward(state, seat, ev):
    """Cleanup: 'push each creature as far forward on the grid as possible'."""
    grid = state["players"][seat]["grid"]
    for sq in range(3, 9):
        cid = grid[sq]
        if cid is None:
            continue
        to = fall_forward(grid, sq)
        if to != sq:
            grid[to], grid[sq] = cid, None
            ev.append(CardMoved(cid, square_name(seat, sq), square_name(seat, to)))


def resolve_assault(state, seat, sq, target, ev) -> None:
    """One creature of ``seat`` at square ``sq`` assaults ``target``'s column, exactly as the
    rulebook's cascade: each side's attack against the other's defence, deaths on >=, the
    excess attack carried to the next defender, the next defender's attack added to what the
    attacker takes, no carry past a defender that kills the attacker, and what is left after
    every row is breached hits the player."""
    att = state["players"][seat]["grid"][sq]
    a_def = cdef(state, att)
    col = sq % 3
    carry = a_def["attack"]
    taken = 0
    ev.append(AssaultStarted(att, target, col))
    ev.append(Logged(f"{a_def['name']} ({a_def['attack']}/{a_def['defence']}) assaults {seat_name(target)}'s "
                     f"column {col + 1}", "Assault: compare with the front-most enemy of the column"))
    tgrid = state["players"][target]["grid"]
    for row in range(ROWS):
        dsq = row * 3 + col
        dfd = tgrid[dsq]
        if dfd is None:
            continue
        d_def = cdef(state, dfd)
        defender_dies = carry >= d_def["defence"]
        taken += d_def["attack"]
        attacker_dies = taken >= a_def["defence"]
        ev.append(Clash(att, dfd, carry, taken))
        ev.append(Logged(f"{carry} attack against {d_def['name']}'s {d_def['defence']} defence; "
                         f"{a_def['name']} has taken {taken} against {a_def['defence']} defence",
                         "Apply this creature's attack to its opponent's defense"))
        left = carry - d_def["defence"]
        if defender_dies:
            kill(state, target, dsq, ev, f"{carry} attack >= {d_def['defence']} defence")
        if attacker_dies:
            kill(state, seat, sq, ev, f"{taken} attack >= {a_def['defence']} defence")
            ev.append(Logged("The attacker died: its attack goes no further than this defender",
                             "EXCEPTION: the attacker dies"))
            return
        if left <= 0:
            ev.append(StatChanged(att, "carry", carry, 0))
            return
        ev.append(StatChanged(att, "carry", carry, left))
        ev.append(Logged(f"{left} attack carries on to the next defender", "Remaining attack carries on"))
        carry = left
    ev.append(Logged(f"{a_def['name']} breaches every row: {carry} damage to {seat_name(target)}",
                     "Remaining attack is applied to the player"))
    p = state["players"][target]
    set_life(state, target, p["life"] - carry, ev)
