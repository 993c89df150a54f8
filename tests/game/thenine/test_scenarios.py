"""The rulebook's worked examples as scenario files (data/scenarios/thenine/), run through
the scenario runner in-process with The Nine registered for the test (it is not in the
registry until its table exists, so `python main.py scenario` cannot load it yet)."""
import glob
import os

import pytest
import yaml

from game.core import scenario

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
FILES = sorted(glob.glob(os.path.join(ROOT, "data", "scenarios", "thenine", "*.yaml")))


def test_the_worked_examples_are_all_there():
    names = {os.path.basename(f) for f in FILES}
    for needed in ("combat-attack-8-vs-defence-4.yaml", "bid-shamed-sacrifice.yaml",
                   "combat-unblocked-half-rounded-up.yaml", "combat-blocked-two-shame.yaml",
                   "combat-slain-defender-excess.yaml", "bid-minimum-no-ties.yaml",
                   "cleanup-unclaimed-rr-warrior.yaml"):
        assert needed in names


@pytest.mark.parametrize("path", FILES, ids=[os.path.basename(f) for f in FILES])
def test_scenario_passes(path, registered):
    spec = scenario.load(path)
    ruleset, state = scenario.run(spec, path)
    view = ruleset.view(state, None)
    assert view["game"] == "thenine" and "p1" in view and "p2" in view


def test_scenario_cli_prints_the_view(registered, capsys):
    path = os.path.join(ROOT, "data", "scenarios", "thenine", "combat-attack-8-vs-defence-4.yaml")
    assert scenario.scenario_cli(path) == 0
    out = capsys.readouterr()
    assert yaml.safe_load(out.out)["p2"]["play"][0]["health"] == 4
    assert "every expectation met" in out.err


def test_unmet_expectation_is_reported(tmp_path, registered):
    src = os.path.join(ROOT, "data", "scenarios", "thenine", "combat-attack-8-vs-defence-4.yaml")
    f = tmp_path / "wrong.yaml"
    f.write_text(open(src, encoding="utf-8").read().replace("cards.maiden.health: 4", "cards.maiden.health: 5"))
    spec = scenario.load(str(f))
    with pytest.raises(scenario.Unmet, match="cards.maiden.health: wanted 5, got 4"):
        scenario.run(spec, str(f))
