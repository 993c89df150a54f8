"""Type readable from a sofa: the font sizes each card face of a table is rendered with at
1920x1080 (recorded through ``assets.TYPE_LOG``). Issue 27 asks for card names >= 23 px,
key numbers (BP; Strength, Defence, Health; attack and defence; the suit number) >= 32 px,
rules text on a table-size card >= 16 px (the reading panel keeps the full text at 29 px).

Every table reaches them: 9 Card at two seats, Tricksy Kittens with powers on (its power text).
"""
import pytest

from scenes import assets

NAME, NUMBER, RULES = 23, 32, 16

#: game -> the card size (w x h) of its hand / play-area faces, and the roles measured there
TABLES = {
    "ninedkp": ("196x260", ("name", "number", "rules")),
    "thenine": ("136x190", ("name", "number")),      # its rules text: in the reading panel (issue 27)
    "tricksy": ("152x212", ("number",)),
    "kongai": (None, ("name", "number", "rules")),
}
MINIMUM = {"name": NAME, "number": NUMBER, "rules": RULES}
#: normal print and the Large print setting: the minimums hold in both (large print may set a
#: long name smaller than 1.3 times its normal size to fit, never under the minimum)
PRINTS = {"normal": 1.0, "large": assets.LARGE_PRINT}


@pytest.fixture(params=sorted(PRINTS))
def print_size(request):
    assets.set_type_scale(PRINTS[request.param])
    yield request.param
    assets.set_type_scale(1.0)


def faces_of(app, game, steps=30, options=None):
    from scenes.screens.tools import _headless_table
    assets.TYPE_LOG = []
    try:
        assets.reset()              # render every face afresh
        app, table, ruleset = _headless_table(game, 1, steps, seats=("human",) * ruleset_seats(game), app=app,
                                              options=options)
        table._curtain_pending = False
        table.finish_animations()
        app.dirty = True
        app.draw()
        return list(assets.TYPE_LOG)
    finally:
        assets.TYPE_LOG = None


def ruleset_seats(game):
    from game.core import registry
    return registry.get(game).info.min_seats


@pytest.mark.parametrize("game", sorted(TABLES))
def test_card_type_at_1920x1080(app, game, print_size):
    size, roles = TABLES[game]
    log = faces_of(app, game)
    for role in roles:
        seen = [px for r, px, where in log if r == role and (size is None or where == size)]
        assert seen, f"{game}: no {role} rendered on a {size} face"
        assert min(seen) >= MINIMUM[role], f"{game} ({print_size} print): {role} at {min(seen)} px on a {size} face"


def test_ninecard_card_type_at_1920x1080(app, print_size):
    log = faces_of(app, "ninecard", 5)
    assert min(px for r, px, _ in log if r == "name") >= NAME
    assert min(px for r, px, _ in log if r == "number") >= NUMBER


def test_tricksy_names_and_power_text(app, print_size):
    log = faces_of(app, "tricksy", options={"powers": "on"})       # power text is drawn with powers on
    assert min(px for r, px, w in log if r == "name" and w == "152x212") >= NAME
    assert min(px for r, px, w in log if r == "rules" and w == "152x212") >= RULES
