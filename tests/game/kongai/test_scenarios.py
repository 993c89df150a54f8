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


@pytest.mark.parametrize("setup,where", [
    ({"p1": {"team": ["nobody"]}, "p2": {"team": ["popo"]}}, "setup.p1: team[0]:"),
    ({"p1": {"team": ["rumiko"]}, "p2": {"team": ["rumiko"]}}, "setup.p2: team[0].id:"),
    ({"p1": {"team": ["rumiko"], "active": "popo"}, "p2": {"team": ["popo"]}}, "setup.p1: active:"),
    ({"p1": {"team": [{"character": "rumiko", "health": 99}]}, "p2": {"team": ["popo"]}},
     "setup.p1: team[0].health:"),
    ({"range": "middle", "p1": {"team": ["rumiko"]}, "p2": {"team": ["popo"]}}, "setup: range:"),
    ({"p1": {"team": ["rumiko"]}}, "setup.p2: team:"),
], ids=["unknown character", "same id twice", "active not in team", "health above max", "bad range",
        "no team"])
def test_bad_setup_is_one_line(tmp_path, setup, where):
    from game.core.contract import DataError
    from game.kongai.rules import RULESET
    with pytest.raises(DataError) as e:
        RULESET.scenario_state({"game": "kongai", "setup": setup}, "bad.yaml")
    assert "\n" not in str(e.value) and str(e.value).startswith("bad.yaml: ") and where in str(e.value)


def test_mirror_match_with_ids():
    from game.kongai.rules import RULESET
    s = RULESET.scenario_state({"game": "kongai", "setup": {
        "p1": {"team": [{"character": "rumiko", "id": "r1"}]},
        "p2": {"team": [{"character": "rumiko", "id": "r2"}]}}}, "mirror.yaml")
    assert RULESET.view(s, None)["p2"]["active"] == "r2"
