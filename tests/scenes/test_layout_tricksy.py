"""The Tricksy Kittens Tiled map: 3 to 9 seats around an oval; broken copies give one-line
DataErrors (exit 2)."""
import math
import os
import subprocess
import sys

import pygame
import pytest

from game.core.contract import DataError
from scenes.layout import required_zones, load_layout
from scenes.games.tricksy.places import hand_slots, trick_slots

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SHIPPED = os.path.join(ROOT, "data", "layouts", "tricksy.tmx")
SEAT_ZONES = ("plate", "lives", "bid", "won")
SHARED = ("log", "piles", "zoom", "status", "controls", "trump", "trick", "banner", "hand", "power")


def test_every_seat_count_has_its_zones_on_the_canvas_without_overlaps():
    lay = load_layout("tricksy")
    canvas = pygame.Rect(0, 0, 1920, 1080)
    assert "nN.pK" in lay.props["note"] and "clockwise" in lay.props["note"]
    for n in range(3, 10):
        names = [f"n{n}.p{k}.{z}" for k in range(1, n + 1) for z in SEAT_ZONES] + list(SHARED)
        for a in names:
            assert canvas.contains(lay.rect(a)), a
        for i, a in enumerate(names):
            for b in names[i + 1:]:
                assert not lay.rect(a).colliderect(lay.rect(b)), (n, a, b)


def test_every_other_seat_has_a_place_for_its_open_hand():
    """nN.pK.hand (K >= 2): a seat's hand face up (the show, lessons with open hands) just by its
    seat, on the table, clear of every other zone; nine small cards fit side by side."""
    lay = load_layout("tricksy")
    table = lay.rect("table")
    w, h = int(lay.props["open_card_width"]), int(lay.props["open_card_height"])
    for n in range(3, 10):
        others = [f"n{n}.p{k}.{z}" for k in range(1, n + 1) for z in SEAT_ZONES] + list(SHARED)
        for k in range(2, n + 1):
            r = lay.rect(f"n{n}.p{k}.hand")
            assert table.contains(r) and r.h >= h and r.w >= 9 * w, (n, k)
            for o in others + [f"n{n}.p{j}.hand" for j in range(2, n + 1) if j != k]:
                assert not r.colliderect(lay.rect(o)), (n, k, o)
            box = lay.rect(f"n{n}.p{k}.plate").unionall([lay.rect(f"n{n}.p{k}.{z}") for z in SEAT_ZONES])
            assert 0 <= r.y - box.bottom <= 8 and r.x == box.x and r.w == box.w, (n, k)


def test_seats_go_clockwise_around_the_oval_from_the_viewer_at_the_bottom():
    """p1 at the bottom; then the screen angle around the table's centre grows seat by seat
    (bottom -> left -> top -> right), every seat inside the oval's frame."""
    lay = load_layout("tricksy")
    table = lay.rect("table")
    cx, cy = table.center
    for n in range(3, 10):
        plates = [lay.rect(f"n{n}.p{k}.plate") for k in range(1, n + 1)]
        assert plates[0].centery == max(p.centery for p in plates)          # the viewer is lowest
        angles = [math.degrees(math.atan2(p.centery - cy, p.centerx - cx)) % 360 for p in plates]
        rel = [(a - angles[0]) % 360 for a in angles]
        assert rel == sorted(rel), (n, rel)
        for k in range(1, n + 1):
            box = lay.rect(f"n{n}.p{k}.plate").unionall([lay.rect(f"n{n}.p{k}.{z}") for z in SEAT_ZONES])
            assert table.contains(box), (n, k)


def test_cards_fit_their_zones():
    lay = load_layout("tricksy")
    w, h = lay.card_size
    assert abs(w / h - 5 / 7) < 0.02
    hand = lay.rect("hand")
    for n in (9, 10):
        xs = [x for x, _ in hand_slots(lay, n)]
        assert xs[0] - w / 2 >= hand.x - 1 and xs[-1] + w / 2 <= hand.right + 1
    trick = lay.rect("trick")
    tw = int(lay.props["trick_card_width"])
    for n in (3, 9, 18):              # power 36 (Encore) doubles a trick
        xs = [x for x, _ in trick_slots(lay, n)]
        assert xs[0] - tw / 2 >= trick.x and xs[-1] + tw / 2 <= trick.right
        assert len(set(xs)) == n


def test_required_names_every_seat_zone():
    req = set(required_zones("tricksy"))
    assert {f"n{n}.p{k}.{z}" for n in range(3, 10) for k in range(1, n + 1) for z in SEAT_ZONES} <= req
    assert {f"n{n}.p{k}.hand" for n in range(3, 10) for k in range(2, n + 1)} <= req
    assert set(SHARED) <= req


def _copy(tmp_path, edit):
    text = open(SHIPPED, encoding="utf-8").read()
    path = tmp_path / "tricksy.tmx"
    new = edit(text)
    assert new != text, "the edit did not apply"
    path.write_text(new, encoding="utf-8")
    return str(path)


def test_moving_a_zone_moves_it_in_the_game(tmp_path):
    path = _copy(tmp_path, lambda t: t.replace('name="power" type="zone" x="1044" y="742"',
                                               'name="power" type="zone" x="1052" y="750"'))
    assert load_layout(path).rect("power").topleft == (1052, 750)


CASES = {
    "missing zone": (lambda t: t.replace('name="n7.p4.lives"', 'name="n7.p4.livesX"'),
                     "n7.p4.lives", "zone", "missing required zone"),
    "missing shared zone": (lambda t: t.replace('name="power"', 'name="powr"'),
                            "power", "zone", "missing required zone"),
    "duplicate name": (lambda t: t.replace('name="n9.p6.bid"', 'name="n9.p6.won"'),
                       "n9.p6.won", "name", "duplicate zone name"),
    "bad owner": (lambda t: t.replace('<property name="owner" value="p9"/>', '<property name="owner" value="p10"/>', 1),
                  "n9.p9.plate", "owner", "p1 .. p9"),
    "not a rectangle": (lambda t: t.replace('name="trick" type="zone" x="624" y="314" width="532" height="232">',
                                            'name="trick" type="zone" x="624" y="314" width="532" height="232">'
                                            '<ellipse/>'),
                        "trick", "shape", "plain rectangle"),
    "zero width": (lambda t: t.replace('name="banner" type="zone" x="624" y="554" width="532"',
                                       'name="banner" type="zone" x="668" y="596" width="0"'),
                   "banner", "width", "greater than 0"),
    "broken XML": (lambda t: t.replace("</objectgroup>", "</objectgrou>"), "map", None, "malformed XML"),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_broken_maps_raise_data_error(tmp_path, case):
    edit, entry, field, words = CASES[case]
    with pytest.raises(DataError) as e:
        load_layout(_copy(tmp_path, edit))
    err = e.value
    assert err.entry == entry and (field is None or err.field == field) and words in err.message, err
    assert "\n" not in str(err) and str(err).startswith(str(tmp_path))


@pytest.mark.parametrize("case", ["missing zone", "duplicate name"])
def test_play_with_a_broken_map_exits_2_with_one_line(tmp_path, case):
    _copy(tmp_path, CASES[case][0])
    env = dict(os.environ, NINE_TABLES_LAYOUT_DIR=str(tmp_path), SDL_VIDEODRIVER="dummy",
               NINE_TABLES_SAVE_DIR=str(tmp_path / "saves"))
    p = subprocess.run([sys.executable, "main.py", "play", "tricksy", "--seats", "human,computer,computer,computer"],
                       cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert p.returncode == 2, p.stderr
    lines = [ln for ln in (p.stdout + p.stderr).splitlines() if ln.strip() and not ln.startswith("ALSA")]
    assert len(lines) == 1 and lines[0].startswith("error: ") and "tricksy.tmx" in lines[0], lines
    assert "Traceback" not in p.stderr


def test_check_reads_the_map(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", NINE_TABLES_SAVE_DIR=str(tmp_path / "saves"))
    p = subprocess.run([sys.executable, "main.py", "check", "tricksy"], cwd=ROOT, env=env, capture_output=True,
                       text=True, timeout=60)
    assert p.returncode == 0, p.stderr
    assert "tricksy: layout ok" in p.stdout
