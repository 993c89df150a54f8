"""The rulesheet's numbers and examples as scenario files (data/scenarios/kongai/), run in-process
through the scenario runner, and once through `python main.py scenario` for the CLI."""
import glob
import os
import subprocess
import sys

import pytest

from game.core import scenario

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
FILES = sorted(glob.glob(os.path.join(ROOT, "data", "scenarios", "kongai", "*.yaml")))


def test_every_rulesheet_example_has_a_scenario():
    names = {os.path.basename(f)[:-5] for f in FILES}
    assert {"defence-single-hit", "defence-multi-hit", "shuriken-vs-onimaru", "maneuver-outcomes",
            "swap-dodges-attack", "intercept-vs-swap", "intercept-vs-attack", "speed-order", "speed-tie",
            "interrupt", "poison-ticks", "eviscerate-stun", "rumiko-slip", "ninja-port", "knockout-replace",
            "stalemate-breaker", "hidden-choice"} <= names


@pytest.mark.parametrize("path", FILES, ids=[os.path.basename(f) for f in FILES])
def test_scenario(path):
    spec = scenario.load(path)
    assert spec["game"] == "kongai" and spec.get("title") and spec.get("description")
    scenario.run(spec, path)


def test_cli_runs_a_scenario_and_reports_an_unmet_expectation(tmp_path):
    src = os.path.join(ROOT, "data", "scenarios", "kongai", "shuriken-vs-onimaru.yaml")
    r = subprocess.run([sys.executable, "main.py", "scenario", src], cwd=ROOT, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert "every expectation met" in r.stderr
    bad = tmp_path / "wrong.yaml"
    bad.write_text(open(src).read().replace("cards.onimaru.health: 77", "cards.onimaru.health: 37"))
    r = subprocess.run([sys.executable, "main.py", "scenario", str(bad)], cwd=ROOT, capture_output=True, text=True)
    assert r.returncode == 1 and "cards.onimaru.health: wanted 37, got 77" in r.stderr
