"""What the tests of The Nine's table share: a table set up from a scenario, and waiting for it."""
import os

import pytest

from game.core import registry
from scenes.table.make import make_table
from scenes.table.scene import TableScene
from tests.scenes.frames import centre, finish  # noqa: F401 (the table tests import them from here)

R = registry.get("thenine")
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def table_from(app, setup, seats=("human", "human"), seed=1, timers=False):
    spec = {"setup": setup, "seed": seed, "options": {"timers": timers}}
    state = R.scenario_state(spec, "test")
    t = make_table(app, "thenine", list(seats), seed, state=state, options={"timers": timers})
    app.push(t)
    t._curtain_pending = False
    acting = R.to_act(t.state)
    if acting and seats[acting[0]] == "human" and t.view_seat != acting[0]:
        t.set_view_seat(acting[0])
    t.refresh_legal()
    app.frame([], dt=0.0, present=False)
    return t


@pytest.fixture
def no_bot(monkeypatch):
    """The test plays the computer's moves itself."""
    monkeypatch.setattr(TableScene, "_drive_bot", lambda self, busy: None)


def ids(t, seat, zone):
    return [c["id"] for c in R.view(t.state, seat)[f"p{seat + 1}"][zone]]


#: p2 attacks p1 (the defence, the fights, the countdown of the defence)
DEFEND = {"round": 3, "phase": "attack", "order": ["p2", "p1"], "dice": [4, 1, 6],
          "p1": {"play": [{"card": "shield_maiden", "id": "maid"}, {"card": "thrall_spearman", "id": "spear"}],
                 "hand": ["thrall_spearman"]},
          "p2": {"play": [{"card": "wolf_rider", "id": "wolf"}, {"card": "karl_freeholder", "id": "karl"}],
                 "hand": ["thrall_spearman"]}}
