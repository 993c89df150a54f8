"""The Nine's Tiled map: every zone on the canvas without overlaps (the two bids lie inside
the bid area on purpose), the rulebook's playfield (deck left, Valhalla right of each
player's Warriors, the Ragnarok Rising deck between the players); broken copies give
one-line DataErrors and ``play`` exits 2."""
import os
import subprocess
import sys

import pygame
import pytest

from game.core.contract import DataError
from scenes.layout import required_zones, load_layout
from scenes.games.thenine.place import bid_slots, hand_slots, play_slots, small_size, unclaimed_slots

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SHIPPED = os.path.join(ROOT, "data", "layouts", "thenine.tmx")
INSIDE = {"p1.bid": "bid", "p2.bid": "bid"}


def test_every_zone_is_on_the_canvas_and_none_overlap():
    lay = load_layout("thenine")
    canvas = pygame.Rect(0, 0, 1920, 1080)
    names = list(required_zones("thenine"))
    assert set(names) <= set(lay.zones)
    for a in names:
        assert canvas.contains(lay.rect(a)), a
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            if INSIDE.get(a) == b or INSIDE.get(b) == a:
                continue
            if a.endswith(".hand") or b.endswith(".hand"):
                continue        # checked below: a hand may not cover anything but its own edge
            assert not lay.rect(a).colliderect(lay.rect(b)), (a, b)
    for bid, area in INSIDE.items():
        assert lay.rect(area).contains(lay.rect(bid)), bid
    assert "p1" in lay.props["note"] and "Valhalla" in lay.props["note"]


def test_hands_do_not_cover_the_table(app):      # app: the type (a crowded hand lies in two rows by its names)
    lay = load_layout("thenine")
    w, h = lay.card_size
    for side in ("p1", "p2"):
        hand = lay.rect(f"{side}.hand")
        for name in required_zones("thenine"):
            if name != f"{side}.hand":
                assert not hand.colliderect(lay.rect(name)), (side, name)
    # the viewer's cards (even ten of them, lifted on hover) stay on the canvas and below the Warriors
    for n in (1, 7, 12):
        for x, y in hand_slots(lay, n):
            r = pygame.Rect(0, 0, w, h)
            r.center = (int(x), int(y) - 30)
            assert pygame.Rect(0, 0, 1920, 1080).contains(r)
            assert r.top > lay.rect("p1.play").bottom - 40


@pytest.mark.parametrize("n", [12, 13, 15, 18])
def test_a_crowded_hand_keeps_every_name_whole(app, n):
    """Issue 27: "with 11 cards in hand the names are clipped ("Shield Wa")". A hand that would
    overlap in one row lies in two: no two cards of a row overlap, and a card of the front row lies
    below the names of the cards behind it (normal and Large print), all on the canvas."""
    from scenes import assets
    from scenes.games.thenine.art import name_band
    lay = load_layout("thenine")
    w, h = lay.card_size
    for scale in (1.0, assets.LARGE_PRINT):
        assets.set_type_scale(scale)
        try:
            rects = []
            for x, y in hand_slots(lay, n):
                r = pygame.Rect(0, 0, w, h)
                r.center = (round(x), round(y))
                rects.append(r)
            back, front = rects[0::2], rects[1::2]
            assert len({r.y for r in back}) == 1 and len({r.y for r in front}) == 1
            for row in (back, front):
                assert all(a.right <= b.left for a, b in zip(row, row[1:])), (n, scale)
            assert front[0].y - back[0].y >= name_band(w) - 2, (n, scale)
            assert all(pygame.Rect(0, 0, 1920, 1080).contains(r) for r in rects)
            assert back[0].y >= lay.rect("p1.play").bottom - 24
        finally:
            assets.set_type_scale(1.0)


def test_the_playfield_of_the_rulebook():
    """"To the left will be their individual decks ... To the right is each player's Valhalla.
    In between the two players is where the Ragnarok Rising deck, End of Days pool, and Green
    Tokens are kept.\""""
    lay = load_layout("thenine")
    for side in ("p1", "p2"):
        play = lay.rect(f"{side}.play")
        assert lay.rect(f"{side}.deck").right <= play.left
        assert lay.rect(f"{side}.valhalla").left >= play.right
    top, bottom = lay.rect("p2.play"), lay.rect("p1.play")
    for name in ("rr.deck", "rr.current", "bid", "banner", "timer", "choices", "event"):
        r = lay.rect(name)
        assert top.bottom <= r.top and r.bottom <= bottom.top, name
    for name in ("eod", "rr.unclaimed"):
        r = lay.rect(name)
        assert lay.rect("p2.rr").bottom <= r.top and r.bottom <= lay.rect("p1.rr").top, name
    # the initiative d20s (not on the rulebook's playfield) lie in the side column, beside the middle
    dice = lay.rect("dice")
    assert dice.left >= lay.rect("p1.valhalla").right and dice.top >= lay.rect("log").bottom


def test_cards_fit_their_zones():
    lay = load_layout("thenine")
    w, h = lay.card_size
    for side in ("p1", "p2"):
        play = lay.rect(f"{side}.play")
        assert play.h >= h + 24
        for n in (1, 5, 12):
            for x, y in play_slots(lay, side, n):
                assert play.left - 1 <= x - w / 2 and x + w / 2 <= play.right + 1
        for n in (1, 4):
            for x, y in bid_slots(lay, side, n):
                assert lay.rect(f"{side}.bid").collidepoint(x, y)
    # up to all twenty RR cards unclaimed: inside their zone, in one row or two
    sw, sh = small_size(lay)
    uz = lay.rect("rr.unclaimed")
    for n in range(1, 21):
        for x, y in unclaimed_slots(lay, n):
            r = pygame.Rect(0, 0, sw, sh)
            r.center = (round(x), round(y))
            assert uz.inflate(2, 2).contains(r), (n, r)


def _copy(tmp_path, edit):
    text = open(SHIPPED, encoding="utf-8").read()
    path = tmp_path / "thenine.tmx"
    new = edit(text)
    assert new != text, "the edit did not apply"
    path.write_text(new, encoding="utf-8")
    return str(path)


def test_moving_a_zone_moves_it_in_the_game(tmp_path):
    path = _copy(tmp_path, lambda t: t.replace('name="timer" type="zone" x="1240" y="384"',
                                               'name="timer" type="zone" x="1236" y="380"'))
    assert load_layout(path).rect("timer").topleft == (1236, 380)


CASES = {
    "missing zone": (lambda t: t.replace('name="rr.current"', 'name="rr.currentX"'),
                     "rr.current", "zone", "missing required zone"),
    "duplicate name": (lambda t: t.replace('name="p2.glory"', 'name="p2.health"'),
                       "p2.health", "name", "duplicate zone name"),
    "bad owner": (lambda t: t.replace('<property name="owner" value="p2"/>', '<property name="owner" value="p12"/>', 1),
                  "p2.plate", "owner", "p1 .. p9"),
    "bad facing": (lambda t: t.replace('<property name="facing" value="down"/>',
                                       '<property name="facing" value="sideways"/>', 1),
                   "p2.hand", "facing", "up or down"),
    "zero width": (lambda t: t.replace('name="eod" type="zone" x="16" y="342" width="300"',
                                       'name="eod" type="zone" x="16" y="342" width="0"'),
                   "eod", "width", "greater than 0"),
    "not a rectangle": (lambda t: t.replace('name="dice" type="zone" x="1472" y="676" width="440" height="140">',
                                            'name="dice" type="zone" x="1472" y="676" width="440" height="140">'
                                            '<ellipse/>'),
                        "dice", "shape", "plain rectangle"),
    "broken XML": (lambda t: t.replace("</objectgroup>", "</objectgrou>"),
                   "map", None, "malformed XML"),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_broken_maps_raise_one_line_data_errors(tmp_path, case):
    edit, entry, field, words = CASES[case]
    with pytest.raises(DataError) as e:
        load_layout(_copy(tmp_path, edit))
    err = e.value
    assert err.entry == entry and words in err.message, str(err)
    if field is not None:
        assert err.field == field
    assert "\n" not in str(err) and str(err).startswith(str(tmp_path))


def test_required_names_every_zone_the_table_draws():
    req = set(required_zones("thenine"))
    for side in ("p1", "p2"):
        for z in ("plate", "health", "glory", "rr", "hand", "deck", "play", "valhalla", "bid"):
            assert f"{side}.{z}" in req
    assert {"rr.deck", "rr.current", "rr.unclaimed", "rr.discard", "eod", "bid", "timer", "dice", "event"} <= req


@pytest.mark.parametrize("case", ["missing zone", "duplicate name", "broken XML"])
def test_play_with_a_broken_map_exits_2_with_one_line(tmp_path, case):
    _copy(tmp_path, CASES[case][0])
    env = dict(os.environ, NINE_TABLES_LAYOUT_DIR=str(tmp_path), SDL_VIDEODRIVER="dummy",
               NINE_TABLES_SAVE_DIR=str(tmp_path / "saves"))
    p = subprocess.run([sys.executable, "main.py", "play", "thenine", "--seats", "human,computer"],
                       cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert p.returncode == 2, p.stderr
    lines = [ln for ln in (p.stdout + p.stderr).splitlines() if ln.strip() and not ln.startswith("ALSA")]
    assert len(lines) == 1 and lines[0].startswith("error: ") and "thenine.tmx" in lines[0], lines
    assert "Traceback" not in p.stderr


# --------------------------------------------------------------------------- every hand face up
def test_the_open_hands_arrangement_fits_like_the_usual_one():
    """The show and lessons with open hands (scenes/games/thenine/arrange.py): the map's
    ``open_hands`` layer gives the opponent's hand a full row at the top; nothing overlaps,
    both hands of up to ten cards lie whole on the canvas clear of the Warriors in play."""
    from scenes.games.thenine.arrange import open_layout
    from scenes.widgets.cards import hand_positions
    base = load_layout("thenine")
    lay = open_layout(base)
    assert lay is not base and lay.rect("p2.hand").h >= lay.card_size[1] > base.rect("p2.hand").h
    canvas = pygame.Rect(0, 0, 1920, 1080)
    names = list(required_zones("thenine"))
    for i, a in enumerate(names):
        assert canvas.contains(lay.rect(a)), a
        for b in names[i + 1:]:
            if INSIDE.get(a) == b or INSIDE.get(b) == a:
                continue
            assert not lay.rect(a).colliderect(lay.rect(b)), (a, b)
    w, h = lay.card_size
    for n in (1, 7, 10):
        for side, lift in (("p2", 0), ("p1", 30)):
            z = lay[f"{side}.hand"]
            for x, y in hand_positions(z.rect, n, z.facing, (w, h)):
                r = pygame.Rect(0, 0, w, h)
                r.center = (int(x), int(y) - lift)
                assert canvas.contains(r.move(0, lift)), (side, n, r)
                if side == "p2":
                    assert r.bottom <= lay.rect("p2.play").top + 8
                else:
                    assert r.top > lay.rect("p1.play").bottom - 40
    top, bottom = lay.rect("p2.play"), lay.rect("p1.play")
    for name in ("rr.deck", "rr.current", "bid", "banner", "timer", "choices", "event"):
        assert top.bottom <= lay.rect(name).top and lay.rect(name).bottom <= bottom.top, name
    for side in ("p1", "p2"):
        assert lay.rect(f"{side}.play").h >= h + 24
        assert lay.rect(f"{side}.deck").right <= lay.rect(f"{side}.play").left
    for bid, area in INSIDE.items():
        assert lay.rect(area).contains(lay.rect(bid)), bid


@pytest.mark.parametrize("edit,field,words", [
    (lambda t: t.replace('name="p2.hand" type="zone" x="324" y="0"', 'name="p2.handX" type="zone" x="324" y="0"'),
     "name", "names no zone"),
    (lambda t: t.replace('name="p2.hand" type="zone" x="324" y="0" width="1140"',
                         'name="p2.hand" type="zone" x="324" y="0" width="1912"'),
     "x/y/width/height", "does not lie within"),
])
def test_a_broken_open_hands_layer_is_a_one_line_data_error(tmp_path, edit, field, words):
    from scenes.games.thenine.arrange import open_layout
    with pytest.raises(DataError) as e:
        open_layout(load_layout(_copy(tmp_path, edit)))
    err = e.value
    assert err.entry.startswith("open_hands") and err.field == field and words in err.message, str(err)
    assert "\n" not in str(err)
