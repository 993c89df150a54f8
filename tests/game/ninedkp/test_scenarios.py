"""The rulebook's worked examples as scenario files, run through `python main.py scenario`."""
import glob
import os
import subprocess
import sys

import pytest
import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
FILES = sorted(glob.glob(os.path.join(ROOT, "data", "scenarios", "ninedkp", "*.yaml")))


def test_the_rulebook_examples_are_all_there():
    names = {os.path.basename(f) for f in FILES}
    for needed in ("combat-equal-bp.yaml", "combat-stronger-defender.yaml", "combat-stronger-attacker.yaml",
                   "combat-direct-damage.yaml", "leona-aura.yaml", "brandy-heal.yaml"):
        assert needed in names


@pytest.mark.parametrize("path", FILES, ids=[os.path.basename(f) for f in FILES])
def test_scenario_passes(path):
    r = subprocess.run([sys.executable, "main.py", "scenario", path], cwd=ROOT, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    view = yaml.safe_load(r.stdout)
    assert view["game"] == "ninedkp" and "p1" in view and "p2" in view


def test_unmet_expectation_exits_1(tmp_path):
    src = os.path.join(ROOT, "data", "scenarios", "ninedkp", "combat-stronger-attacker.yaml")
    text = open(src).read().replace("p2.hp: 1800", "p2.hp: 1700")
    f = tmp_path / "wrong.yaml"
    f.write_text(text)
    r = subprocess.run([sys.executable, "main.py", "scenario", str(f)], cwd=ROOT, capture_output=True, text=True)
    assert r.returncode == 1
    assert "p2.hp: wanted 1700, got 1800" in r.stderr
