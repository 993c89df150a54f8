"""Bad Kongai data: one line naming file, entry and field; `main.py check kongai` exits 2, no traceback.
Most cases load a broken copy in-process (fast); a few go through the command line."""
import os
import shutil
import subprocess
import sys

import pytest
import yaml

from game.core.contract import DataError
from game.kongai.cards import load_characters, load_items

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
CHARS = os.path.join(ROOT, "data", "kongai", "characters.yaml")
ITEMS = os.path.join(ROOT, "data", "kongai", "items.yaml")


def chars(key=None, **change):
    c = yaml.safe_load(open(CHARS))
    if key:
        c["characters"][key].update(change)
    return c


def ability(key, i, **change):
    c = chars()
    c["characters"][key]["abilities"][i].update(change)
    return c


def without(key, i, field):
    c = chars()
    del c["characters"][key]["abilities"][i][field]
    return c


def items(key=None, **change):
    d = yaml.safe_load(open(ITEMS))
    if key:
        d["items"][key].update(change)
    return d


CHAR_CASES = [
    ("health below 1", chars("rumiko", health=-5), "characters.rumiko: health:"),
    ("three abilities", chars("onimaru", abilities=chars()["characters"]["onimaru"]["abilities"][:3]),
     "characters.onimaru: abilities:"),
    ("bad range", ability("rumiko", 0, range="middle"), "characters.rumiko: abilities[0].range:"),
    ("speed 11", ability("helene", 0, speed=11), "characters.helene: abilities[0].speed:"),
    ("damage without type", without("popo", 0, "type"), "characters.popo: abilities[0].type:"),
    ("unknown effect", ability("rumiko", 2, effects=[{"do": "teleport"}]),
     "characters.rumiko: abilities[2].effects[0].do:"),
    ("stun chance 150", ability("rumiko", 3, effects=[{"do": "stun", "turns": 1, "chance": 150}]),
     "characters.rumiko: abilities[3].effects[0].chance:"),
    ("poison without turns", ability("rumiko", 2, effects=[{"do": "poison", "amount": 5}]),
     "characters.rumiko: abilities[2].effects[0].turns:"),
    ("unknown hook", chars("andromeda", innate={"name": "X", "passive": {"fly": True}}),
     "characters.andromeda: innate.passive.fly:"),
    ("unknown faction", chars("zina", faction="pirates"), "characters.zina: faction:"),
    ("defence type", chars("juju", defence={"physical": 1, "light": 2, "fire": 5}), "characters.juju: defence.fire:"),
    ("two abilities of one name", ability("popo", 1, name="Coconut Toss"), "characters.popo: abilities[1].name:"),
]


@pytest.mark.parametrize("label,data,where", CHAR_CASES, ids=[c[0] for c in CHAR_CASES])
def test_bad_character(tmp_path, label, data, where):
    f = tmp_path / "characters.yaml"
    f.write_text(yaml.safe_dump(data))
    with pytest.raises(DataError) as e:
        load_characters(str(f))
    line = str(e.value)
    assert "\n" not in line and str(f) in line and where in line


ITEM_CASES = [
    ("unknown hook", items("caltrops", passive={"spikes": 3}), "items.caltrops: passive.spikes:"),
    ("nine items", {"items": dict(list(items()["items"].items())[:9])}, "items: (items):"),
    ("flag not true", items("girdle_of_iron_will", passive={"stun_immune": False}),
     "items.girdle_of_iron_will: passive.stun_immune:"),
    ("no name", items("swift_boots", name=""), "items.swift_boots: name:"),
]


@pytest.mark.parametrize("label,data,where", ITEM_CASES, ids=[c[0] for c in ITEM_CASES])
def test_bad_item(tmp_path, label, data, where):
    f = tmp_path / "items.yaml"
    f.write_text(yaml.safe_dump(data))
    with pytest.raises(DataError) as e:
        load_items(str(f))
    assert "\n" not in str(e.value) and where in str(e.value)


def run_check(tmp_path, name, text):
    data = tmp_path / "data"
    os.makedirs(data / "kongai")
    shutil.copy(CHARS, data / "kongai" / "characters.yaml")
    shutil.copy(ITEMS, data / "kongai" / "items.yaml")
    (data / "kongai" / name).write_text(text)
    return subprocess.run([sys.executable, "main.py", "check", "kongai"], cwd=ROOT, capture_output=True,
                          text=True, env=dict(os.environ, NINE_TABLES_DATA=str(data)))


@pytest.mark.parametrize("name,text,file,where", [
    ("characters.yaml", yaml.safe_dump(ability("rumiko", 0, range="middle")), "characters.yaml",
     "characters.rumiko: abilities[0].range:"),
    ("characters.yaml", "characters: {rumiko: [\n", "characters.yaml", "(yaml)"),
    ("items.yaml", yaml.safe_dump(items("caltrops", passive={"spikes": 3})), "items.yaml",
     "items.caltrops: passive.spikes:"),
], ids=["bad range", "broken yaml", "bad item"])
def test_check_command(tmp_path, name, text, file, where):
    r = run_check(tmp_path, name, text)
    assert r.returncode == 2 and "Traceback" not in r.stderr
    line, = r.stderr.strip().splitlines()
    assert file in line and where in line and str(tmp_path) in line


def test_check_command_ok():
    r = subprocess.run([sys.executable, "main.py", "check", "kongai"], cwd=ROOT, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert "16 characters ok" in r.stdout and "12 items ok" in r.stdout
