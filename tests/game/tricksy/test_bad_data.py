"""Bad Tricksy Kittens data: `NINE_TABLES_DATA=<copy> python main.py check tricksy` prints one line
naming the file, the entry and the field, exits with code 2, and shows no traceback."""
import os
import shutil
import subprocess
import sys

import pytest
import yaml

from game.core.contract import DataError
from game.tricksy.cards import load as load_set

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
DATA = os.path.join(ROOT, "data")


def load(name):
    with open(os.path.join(DATA, "tricksy", name), encoding="utf-8") as f:
        return yaml.safe_load(f)


def run_check(tmp_path, suits=None, powers=None):
    data = tmp_path / "data"
    shutil.copytree(os.path.join(DATA, "tricksy"), data / "tricksy")
    for name, content in (("suits.yaml", suits), ("powers.yaml", powers)):
        if content is not None:
            text = content if isinstance(content, str) else yaml.safe_dump(content)
            (data / "tricksy" / name).write_text(text)
    env = dict(os.environ, NINE_TABLES_DATA=str(data))
    return subprocess.run([sys.executable, "main.py", "check", "tricksy"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60)


def suits(i=None, **change):
    d = load("suits.yaml")
    if i is not None:
        d["suits"][i].update(change)
        for k, v in change.items():
            if v is None:
                del d["suits"][i][k]
    return d


def powers(pid=None, **change):
    d = load("powers.yaml")
    if pid is not None:
        entry = next(p for p in d["powers"] if p["id"] == pid)
        entry.update(change)
        for k, v in change.items():
            if v is None:
                del entry[k]
    return d


def fewer_suits():
    d = load("suits.yaml")
    d["suits"] = d["suits"][:8]
    return d


def all_capped():
    d = load("powers.yaml")
    for p in d["powers"]:
        p["cap"] = 1
    return d


def duplicate_id():
    d = load("powers.yaml")
    d["powers"][3]["id"] = 3
    return d


CASES = [
    ("bad colour", dict(suits=suits(1, colour="blue")), "suits.yaml", "suits.spades: colour:"),
    ("unknown suit field", dict(suits=suits(0, shape="heart")), "suits.yaml", "suits.hearts: shape:"),
    ("duplicate suit key", dict(suits=suits(1, key="hearts")), "suits.yaml", "suits.hearts: key:"),
    ("missing name", dict(suits=suits(2, name=None)), "suits.yaml", "suits.diamonds: name:"),
    ("two black cats", dict(suits=suits(0, black_cat=True)), "suits.yaml", "suits: black_cat:"),
    ("eight suits", dict(suits=fewer_suits()), "suits.yaml", "suits: (suits):"),
    ("broken yaml", dict(suits="suits: [\n  {key: hearts\n"), "suits.yaml", "(yaml)"),
    ("unknown verb", dict(powers=powers(7, do="explode")), "powers.yaml", "powers.7: do:"),
    ("bad parameter", dict(powers=powers(7, mode="sideways")), "powers.yaml", "powers.7: mode:"),
    ("missing parameter", dict(powers=powers(7, mode=None)), "powers.yaml", "powers.7: mode:"),
    ("parameter of another verb", dict(powers=powers(1, mode="reverse")), "powers.yaml", "powers.1: mode:"),
    ("number out of range", dict(powers=powers(31, number=12)), "powers.yaml", "powers.31: number:"),
    ("cap zero", dict(powers=powers(2, cap=0)), "powers.yaml", "powers.2: cap:"),
    ("empty text", dict(powers=powers(5, text="")), "powers.yaml", "powers.5: text:"),
    ("duplicate id", dict(powers=duplicate_id()), "powers.yaml", "powers.3: id:"),
    ("caps too small", dict(powers=all_capped()), "powers.yaml", "powers: cap:"),
]


@pytest.mark.parametrize("label,kw,file,where", CASES, ids=[c[0] for c in CASES])
def test_bad_data(tmp_path, label, kw, file, where):
    """Every case in-process (quick): the DataError names file, entry and field in one line."""
    folder = tmp_path / "tricksy"
    shutil.copytree(os.path.join(DATA, "tricksy"), folder)
    for name, content in (("suits.yaml", kw.get("suits")), ("powers.yaml", kw.get("powers"))):
        if content is not None:
            (folder / name).write_text(content if isinstance(content, str) else yaml.safe_dump(content))
    with pytest.raises(DataError) as e:
        load_set(str(folder / "suits.yaml"), str(folder / "powers.yaml"))
    line = str(e.value)
    assert "\n" not in line and file in line and where in line, line


CLI = ("bad colour", "bad parameter", "broken yaml", "caps too small")


@pytest.mark.parametrize("label,kw,file,where", [c for c in CASES if c[0] in CLI], ids=CLI)
def test_bad_data_through_the_cli(tmp_path, label, kw, file, where):
    """`NINE_TABLES_DATA=<copy> python main.py check tricksy`: one line, exit 2, no traceback."""
    r = run_check(tmp_path, **kw)
    assert r.returncode == 2, r.stdout + r.stderr
    assert "Traceback" not in r.stderr
    line, = r.stderr.strip().splitlines()
    assert file in line and where in line, line


def test_shipped_data_is_valid(tmp_path):
    r = run_check(tmp_path)
    assert r.returncode == 0, r.stderr
    assert "9 suits ok" in r.stdout and "44 powers ok" in r.stdout


def test_bad_scenario_file(tmp_path):
    f = tmp_path / "bad.yaml"
    f.write_text("game: tricksy\nsetup:\n  seats: 3\n  p1:\n    hand: [hearts-10]\nsteps: []\n")
    r = subprocess.run([sys.executable, "main.py", "scenario", str(f)], cwd=ROOT, capture_output=True, text=True)
    assert r.returncode == 2 and "Traceback" not in r.stderr
    line, = r.stderr.strip().splitlines()
    assert "bad.yaml" in line and "setup.p1" in line and "hand[0]" in line
