"""9 Card at 3 and 4 seats names every card on the table (issue 27, "Made for the television").

At 3-4 seats another seat's grid squares were 100-110 px wide, so its cards showed no names (the
compact face): a person on the sofa could not tell which creature lay where. Here every grid is
full of creatures (every creature of the deck lies on some grid) and the viewer holds six long
names; one frame is recorded (``tests/scenes/text_audit.py``) and every card on a grid or in the
viewer's hand must carry its whole name, at 23 px or more as drawn, inside the card, with its
attack and defence at 32 px or more; and the frame passes the whole audit (no overlaps, nothing
cut, nothing shortened). Normal and large print.
"""
from __future__ import annotations

import pytest

from game.core import registry
from game.core.contract import seat_name
from game.ninecard.cards import shipped
from scenes import assets
from scenes.games.ninecard import places
from scenes.table.make import make_table
from tests.scenes import text_audit

R = registry.get("ninecard")
PRINTS = {"normal": 1.0, "large": assets.LARGE_PRINT}
#: the creatures with the widest words first (the ones a narrow card could not name)
LONG = ["shieldshell", "reed_skirmisher", "sky_leviathan", "mossback_wall", "bone_colossus", "ironbark_ent"]


def creatures() -> list[str]:
    defs, _ = shipped()
    keys = [k for k, v in defs.items() if v.get("type") == "creature"]
    return LONG + [k for k in keys if k not in LONG]


def full_table(app, seats: int, start: int):
    """A table with every square of every grid holding a creature (the deck's creatures in turn,
    from ``start``), the viewer (seat 0) holding the six longest names."""
    keys = creatures()
    setup = {"seats": seats, "active": "p1"}
    i = start
    for s in range(seats):
        grid = {}
        for sq in range(9):
            grid[f"r{sq // 3}c{sq % 3}"] = {"card": keys[i % len(keys)]}
            i += 1
        setup[seat_name(s)] = {"grid": grid}
    setup["p1"]["hand"] = list(LONG)
    state = R.scenario_state({"setup": setup, "seed": 1}, "test")
    t = make_table(app, "ninecard", ["human"] + ["computer"] * (seats - 1), 1, state=state)
    t.autosave_enabled = False
    app.reset(t)
    t.finish_animations()
    app.frame([], dt=0.0, present=False)
    return t


def cases():
    out = []
    for seats in (3, 4):
        n = 9 * seats
        for start in range(0, len(creatures()), n):      # every creature on some grid
            out.append((seats, start))
    return out


@pytest.mark.parametrize("print_size", sorted(PRINTS))
@pytest.mark.parametrize("seats, start", cases(), ids=[f"{n}seats-from{s}" for n, s in cases()])
def test_every_card_on_the_grids_and_in_the_hand_shows_its_whole_name(app, seats, start, print_size):
    assets.set_type_scale(PRINTS[print_size])
    try:
        t = full_table(app, seats, start)
        p = t.plan
        for art in p.arts.values():          # the faces drawn afresh: the recorder reads them
            for cache in (art._faces, art._frames, art._misc):
                cache.clear()
        texts = text_audit.record_frame(app)
        shown = []
        for s in range(seats):
            for cid in places.grid_ids(p, s):
                assert cid is not None
                shown.append(cid)
        shown += places.hand_ids(p, 0) or []
        assert len(shown) == 9 * seats + len(LONG)
        missing = []
        for cid in shown:
            sp = t.sprites[cid]
            card = sp.card
            inside = [e for e in texts if sp.rect.contains(e["ink"])]
            names = [e for e in inside if e["role"] == "name"]
            name = " ".join(e["string"] for e in sorted(names, key=lambda e: e["ink"].y))
            numbers = sorted(e["string"] for e in inside if e["role"] == "number" and e["px"] >= 32)
            if name != card["name"] or any(e["px"] < 23 or e["cap"] < 16 for e in names):
                missing.append(f"{sp.zone} {card['name']!r} ({sp.rect.w}x{sp.rect.h}): name drawn "
                               f"{[(e['string'], e['px']) for e in names]}")
            elif not {str(card["attack"]), str(card["defence"])} <= set(numbers):
                missing.append(f"{sp.zone} {card['name']!r}: attack/defence at 32 px: {numbers}")
        problems = text_audit.problems(texts)
    finally:
        assets.set_type_scale(1.0)
    where = f"{seats} seats, {print_size} print"
    assert not missing, f"{where}: {len(missing)} cards without their whole name\n" + "\n".join(missing[:40])
    assert not problems, f"{where}: {len(problems)} problems\n" + "\n".join(problems[:40])
