"""Bad 9 Card data: one line naming file, entry and field; exit 2; no traceback."""
import os
import shutil
import subprocess
import sys

import pytest
import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))


def run(tmp_path, cards=None, decks=None):
    data = tmp_path / "data"
    shutil.copytree(os.path.join(ROOT, "data"), data)
    if cards is not None:
        (data / "ninecard" / "cards.yaml").write_text(cards if isinstance(cards, str) else yaml.safe_dump(cards))
    if decks is not None:
        (data / "ninecard" / "decks.yaml").write_text(yaml.safe_dump(decks))
    return subprocess.run([sys.executable, "main.py", "check", "ninecard"], cwd=ROOT, capture_output=True,
                          text=True, env=dict(os.environ, NINE_TABLES_DATA=str(data)))


def cards(**change):
    c = yaml.safe_load(open(os.path.join(ROOT, "data", "ninecard", "cards.yaml")))
    for key, fields in change.items():
        c["cards"][key].update(fields)
    return c


def decks(name, lst):
    d = yaml.safe_load(open(os.path.join(ROOT, "data", "ninecard", "decks.yaml")))
    d["decks"][name]["cards"] = lst
    return d


CASES = [
    ("negative attack", dict(cards=cards(ember_pup={"attack": -1})), "cards.yaml", "cards.ember_pup: attack:"),
    ("zero defence", dict(cards=cards(ember_pup={"defence": 0})), "cards.yaml", "cards.ember_pup: defence:"),
    ("attack on energy", dict(cards=cards(energy={"attack": 2})), "cards.yaml", "cards.energy: attack:"),
    ("bad type", dict(cards=cards(ember_pup={"type": "spell"})), "cards.yaml", "cards.ember_pup: type:"),
    ("broken yaml", dict(cards="cards: {ember_pup: [\n"), "cards.yaml", "(yaml)"),
    ("59 cards", dict(decks=decks("vanguard", ["energy x24", "ember_pup x4"])), "decks.yaml",
     "decks.vanguard: cards:"),
    ("five copies", dict(decks=decks("vanguard", ["energy x55", "ember_pup x5"])), "decks.yaml",
     "decks.vanguard: ember_pup:"),
    ("unknown card", dict(decks=decks("vanguard", ["energy x59", "dragon"])), "decks.yaml",
     "decks.vanguard: cards[1]:"),
]


@pytest.mark.parametrize("label,kw,file,where", CASES, ids=[c[0] for c in CASES])
def test_bad_data(tmp_path, label, kw, file, where):
    r = run(tmp_path, **kw)
    assert r.returncode == 2 and "Traceback" not in r.stderr
    line, = r.stderr.strip().splitlines()
    assert file in line and where in line
