"""The Nine's table read from a sofa (issue 27): what the small table tags leave out is said in
words that can be read. The blocker's tag on the table says only BLOCKS; pointing at a blocker (or
at the attacker) names the other Warrior in the reading panel at 29 px. The ring's caption at
23 px is short; with no card read, the reading panel's home says in whole sentences what running
out does or why the ring stands still."""
from game.thenine.actions import AssignDefender, ConfirmAttack, ToggleAttacker
from scenes import assets
from tests.scenes import text_audit
from tests.scenes.thenine_table import DEFEND, R, finish, no_bot, table_from  # noqa: F401 (no_bot: a fixture)


def _strings(app) -> list[dict]:
    return text_audit.record_frame(app)


def test_a_blocker_and_its_attacker_name_each_other_in_the_reading_panel(app, no_bot):
    t = table_from(app, DEFEND, seats=("human", "computer"))
    t.submit(ToggleAttacker("wolf"), 1)
    t.submit(ConfirmAttack(), 1)
    finish(app, t)
    t.submit(AssignDefender("maid", "wolf"), 0)
    finish(app, t)
    assert R.view(t.state, None)["combat"]["assign"] == [["maid", "wolf"]]
    zoom = t.layout.rect("zoom")
    for card, words in (("maid", "Blocks Wolf Rider"), ("wolf", "blocked by Shield-Maiden")):
        t.hover = t.sprites[card]
        texts = _strings(app)
        said = " ".join(e["string"] for e in texts if zoom.contains(e["ink"]))
        assert words in said, (card, said)
        assert min(e["px"] for e in texts if zoom.contains(e["ink"])) >= 23
    t.hover = t.sprites["spear"]                           # a Warrior out of the fight: no such line
    said = " ".join(e["string"] for e in _strings(app) if zoom.contains(e["ink"]))
    assert "Blocks" not in said and "blocked by" not in said


def test_the_home_of_the_reading_panel_says_what_the_ring_does(app, no_bot):
    t = table_from(app, DEFEND, seats=("human", "computer"), timers=True)
    finish(app, t)
    t.hover = None
    zoom, ring = t.layout.rect("zoom"), t.layout.rect("timer")
    texts = _strings(app)
    home = " ".join(e["string"] for e in texts if zoom.contains(e["ink"]))
    assert "ring runs out" in home and R.timer(t.state)["expiry"].split(":")[0] in home, home
    by_ring = [e for e in texts if ring.contains(e["ink"])]
    assert t.plan.clock.caption() in " ".join(e["string"] for e in by_ring)
    assert all(e["px"] >= 23 for e in by_ring), [(e["string"], e["px"]) for e in by_ring]
    assert any(e["role"] == "number" and e["px"] >= 32 for e in by_ring)      # the seconds
    # Large print: the same words, never below 23 px as drawn
    assets.set_type_scale(assets.LARGE_PRINT)
    try:
        t.plan.clock.place()
        by_ring = [e for e in _strings(app) if ring.contains(e["ink"])]
        assert by_ring and all(e["px"] >= 23 for e in by_ring)
    finally:
        assets.set_type_scale(1.0)
        t.plan.clock.place()
