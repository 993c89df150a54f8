"""The rulebook's example and the main rules as scenario files, run through `python main.py scenario`."""
import glob
import os
import subprocess
import sys

import pytest
import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
FILES = sorted(glob.glob(os.path.join(ROOT, "data", "scenarios", "tricksy", "*.yaml")))


def test_the_team_example_is_there():
    assert "team-example.yaml" in {os.path.basename(f) for f in FILES}


@pytest.mark.parametrize("path", FILES, ids=[os.path.basename(f) for f in FILES])
def test_scenario_passes(path):
    r = subprocess.run([sys.executable, "main.py", "scenario", path], cwd=ROOT, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    view = yaml.safe_load(r.stdout)
    assert view["game"] == "tricksy"


def test_unmet_expectation_exits_1(tmp_path):
    src = os.path.join(ROOT, "data", "scenarios", "tricksy", "team-example.yaml")
    f = tmp_path / "wrong.yaml"
    f.write_text(open(src).read().replace("p2.lives: 3", "p2.lives: 0"))
    r = subprocess.run([sys.executable, "main.py", "scenario", str(f)], cwd=ROOT, capture_output=True, text=True)
    assert r.returncode == 1 and "p2.lives: wanted 0, got 3" in r.stderr
