"""The Kongai Tiled map: the duel and the draft screens; broken copies give one-line
DataErrors (exit 2)."""
import os
import subprocess
import sys

import pygame
import pytest

from game.core.contract import DataError
from scenes.layout import required_zones, load_layout

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SHIPPED = os.path.join(ROOT, "data", "layouts", "kongai.tmx")
SEAT = ("plate", "active", "bench", "health", "energy", "defence", "status")
DUEL = ("turn", "banner", "range", "reveal", "caption", "choices", "log", "help")
DRAFT = ("turn", "banner", "log", "help", "draft.order", "draft.pool", "draft.detail", "draft.p1", "draft.p2")


def _no_overlaps(lay, names):
    canvas = pygame.Rect(0, 0, 1920, 1080)
    for a in names:
        assert canvas.contains(lay.rect(a)), a
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            assert not lay.rect(a).colliderect(lay.rect(b)), (a, b)


def test_the_duel_and_the_draft_screens_fit_without_overlaps():
    lay = load_layout("kongai")
    assert (lay.width, lay.height) == (1920, 1080)
    _no_overlaps(lay, list(DUEL) + [f"{p}.{z}" for p in ("p1", "p2") for z in SEAT])
    _no_overlaps(lay, list(DRAFT))
    assert lay["p1.bench"].capacity == 4           # 5v5: four on the bench
    assert lay["p1.active"].owner == "p1" and lay["p2.active"].owner == "p2"


def test_the_viewer_sits_left_and_the_range_track_is_between_the_two_actives():
    lay = load_layout("kongai")
    a1, a2, rng = lay.rect("p1.active"), lay.rect("p2.active"), lay.rect("range")
    assert a1.right <= rng.x and rng.right <= a2.x
    assert lay.rect("p1.bench").right <= a1.x and a2.right <= lay.rect("p2.bench").x    # the bench beside it
    for p in ("p1", "p2"):                       # bars, defences and status under the card
        top = lay.rect(f"{p}.active").bottom
        for z in ("health", "energy", "defence", "status"):
            assert lay.rect(f"{p}.{z}").y >= top


def test_the_help_panel_sits_under_the_log_on_both_screens():
    """Couch controls (issue 15): the help panel's foot shows the buttons of the device used last;
    it is a zone of its own, so that line covers nothing else."""
    lay = load_layout("kongai")
    log, help_ = lay.rect("log"), lay.rect("help")
    assert help_.x == log.x and help_.w == log.w and help_.y > log.bottom
    assert help_.h >= 200


def test_required_names_every_zone():
    req = set(required_zones("kongai"))
    assert {f"{p}.{z}" for p in ("p1", "p2") for z in SEAT} | set(DUEL) | set(DRAFT) <= req


def _copy(tmp_path, edit):
    text = open(SHIPPED, encoding="utf-8").read()
    new = edit(text)
    assert new != text, "the edit did not apply"
    path = tmp_path / "kongai.tmx"
    path.write_text(new, encoding="utf-8")
    return str(path)


def test_moving_a_zone_moves_it_in_the_game(tmp_path):
    path = _copy(tmp_path, lambda t: t.replace('name="range" type="zone" x="620" y="108"',
                                               'name="range" type="zone" x="580" y="120"'))
    assert load_layout(path).rect("range").topleft == (580, 120)


CASES = {
    "missing zone": (lambda t: t.replace('name="p2.energy"', 'name="p2.energyX"'),
                     "p2.energy", "zone", "missing required zone"),
    "duplicate name": (lambda t: t.replace('name="p1.status"', 'name="p1.defence"'),
                       "p1.defence", "name", "duplicate zone name"),
    "missing draft zone": (lambda t: t.replace('name="draft.pool"', 'name="pool"'),
                           "draft.pool", "zone", "missing required zone"),
    "bad capacity": (lambda t: t.replace('name="capacity" type="int" value="4"', 'name="capacity" value="four"', 1),
                     "p1.bench", "capacity", "whole number"),
    "malformed XML": (lambda t: t.replace("</objectgroup>", "</objectgrup>"), "map", "line", "malformed XML"),
    "zero height": (lambda t: t.replace('name="caption" type="zone" x="16" y="744" width="1468" height="64"',
                                        'name="caption" type="zone" x="16" y="744" width="1468" height="0"'),
                    "caption", "height", "greater than 0"),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_broken_maps_raise_data_error(tmp_path, case):
    edit, entry, field, words = CASES[case]
    with pytest.raises(DataError) as e:
        load_layout(_copy(tmp_path, edit))
    err = e.value
    assert err.entry == entry and (err.field == field or err.field.startswith(field + " ")), (err.entry, err.field)
    assert words in err.message
    assert "\n" not in str(err)


@pytest.mark.parametrize("case", ["missing zone", "duplicate name"])
def test_play_with_a_broken_map_exits_2_with_one_line(tmp_path, case):
    _copy(tmp_path, CASES[case][0])
    env = dict(os.environ, NINE_TABLES_LAYOUT_DIR=str(tmp_path), SDL_VIDEODRIVER="dummy",
               NINE_TABLES_SAVE_DIR=str(tmp_path / "saves"))
    p = subprocess.run([sys.executable, "main.py", "play", "kongai"], cwd=ROOT, env=env, capture_output=True,
                       text=True, timeout=60)
    assert p.returncode == 2, p.stderr
    lines = [ln for ln in (p.stdout + p.stderr).splitlines() if ln.strip() and not ln.startswith("ALSA")]
    assert len(lines) == 1 and lines[0].startswith("error: ") and "kongai.tmx" in lines[0], lines
    assert "Traceback" not in p.stderr
