"""Tiled layouts: the shipped map loads; broken maps give one-line DataErrors (exit 2)."""
import os
import shutil
import subprocess
import sys

import pytest

from game.core.contract import DataError
from scenes.layout import required_zones, layout_path, load_layout

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SHIPPED = os.path.join(ROOT, "data", "layouts", "ninedkp.tmx")


def test_shipped_layout_has_every_zone():
    lay = load_layout("ninedkp")
    for name in required_zones("ninedkp"):
        r = lay.rect(name)
        assert r.w > 0 and r.h > 0
        assert lay.get(name) is not None
    assert (lay.width, lay.height) == (1920, 1080)
    assert lay["p1.range"].capacity == 4 and lay["p2.range"].capacity == 4
    assert lay["p1.hand"].owner == "p1" and lay["p2.hand"].facing == "down"
    assert lay.card_size == (196, 260)          # table-size cards for a TV (issue 27)


def test_zones_fit_on_the_canvas_and_do_not_overlap():
    lay = load_layout("ninedkp")
    canvas = (0, 0, 1920, 1080)
    import pygame
    names = list(lay.zones)
    for n in names:
        assert pygame.Rect(canvas).contains(lay.rect(n)), n
    # the roll-off's dice show only before the first card is played, over the empty range
    shared_in_time = {frozenset(("p2.range", "dice"))}
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            if frozenset((a, b)) not in shared_in_time:
                assert not lay.rect(a).colliderect(lay.rect(b)), (a, b)


def _copy(tmp_path, edit):
    text = open(SHIPPED, encoding="utf-8").read()
    path = tmp_path / "ninedkp.tmx"
    path.write_text(edit(text), encoding="utf-8")
    return str(path)


def test_moving_a_zone_in_the_map_moves_it_in_the_game(tmp_path):
    path = _copy(tmp_path, lambda t: t.replace('name="end_turn" type="zone" x="1568" y="290"',
                                               'name="end_turn" type="zone" x="1500" y="400"'))
    assert load_layout(path).rect("end_turn").topleft == (1500, 400)


CASES = {
    "missing zone": (lambda t: t.replace('name="p1.range"', 'name="p1.rangeX"'),
                     "p1.range", "zone", "missing required zone"),
    "duplicate name": (lambda t: t.replace('name="p2.dkp"', 'name="p2.hp"'),
                       "p2.hp", "name", "duplicate zone name"),
    "malformed XML": (lambda t: t.replace("</objectgroup>", "</objectgrup>"),
                      "map", "line", "malformed XML"),
    "no zones layer": (lambda t: t.replace('name="zones"', 'name="stuff"'),
                       "zones", "objectgroup", "no object layer"),
    "zone without a name": (lambda t: t.replace('name="log" ', ""),
                            "object id=1", "name", "needs a name"),
    "zero width": (lambda t: t.replace('name="log" type="zone" x="16" y="16" width="460"',
                                       'name="log" type="zone" x="16" y="16" width="0"'),
                   "log", "width", "greater than 0"),
    "bad capacity": (lambda t: t.replace('name="capacity" type="int" value="4"',
                                         'name="capacity" value="four"', 1),
                     "p2.range", "capacity", "whole number"),
    "off the canvas": (lambda t: t.replace('name="log" type="zone" x="16"', 'name="log" type="zone" x="50000"'),
                       "log", "x/y", "does not lie within"),
    "bad facing": (lambda t: t.replace('name="facing" value="down"', 'name="facing" value="left"', 1),
                   "p2.hand", "facing", "up or down"),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_broken_layouts_raise_data_error(tmp_path, case):
    edit, entry, field, words = CASES[case]
    path = _copy(tmp_path, edit)
    with pytest.raises(DataError) as e:
        load_layout(path)
    err = e.value
    assert err.entry == entry and err.field.startswith(field) and words in err.message
    assert "\n" not in str(err)
    assert str(err).startswith(str(tmp_path))


def test_missing_file(tmp_path):
    with pytest.raises(DataError) as e:
        load_layout(str(tmp_path / "nope.tmx"))
    assert "not found" in str(e.value)


@pytest.mark.parametrize("case", ["missing zone", "duplicate name", "malformed XML"])
def test_play_with_a_broken_layout_exits_2_with_one_line(tmp_path, case):
    edit = CASES[case][0]
    _copy(tmp_path, edit)
    env = dict(os.environ, NINE_TABLES_LAYOUT_DIR=str(tmp_path), SDL_VIDEODRIVER="dummy",
               NINE_TABLES_SAVE_DIR=str(tmp_path / "saves"))
    p = subprocess.run([sys.executable, "main.py", "play", "ninedkp", "--seats", "human,computer"],
                       cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert p.returncode == 2, p.stderr
    lines = [ln for ln in (p.stdout + p.stderr).splitlines() if ln.strip() and not ln.startswith("ALSA")]
    assert len(lines) == 1, lines
    assert lines[0].startswith("error: ") and "ninedkp.tmx" in lines[0]
    assert "Traceback" not in p.stderr


def test_layout_path_follows_the_env(monkeypatch, tmp_path):
    monkeypatch.setenv("NINE_TABLES_LAYOUT_DIR", str(tmp_path))
    assert layout_path("ninedkp") == str(tmp_path / "ninedkp.tmx")
    monkeypatch.delenv("NINE_TABLES_LAYOUT_DIR")
    shutil.copy(SHIPPED, tmp_path / "x.tmx")
    assert load_layout(str(tmp_path / "x.tmx"), required=required_zones("ninedkp")).rect("log").w == 460
