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


def test_each_point_of_issue_24_has_a_scenario_quoting_its_sentence():
    """Each ruling changed for issue 24 has a scenario whose description quotes the rulebook."""
    quotes = {"cleanup-zero-health-is-dead.yaml": "when a player's health reaches zero, that player dies",
              "cleanup-dead-player-stays-dead.yaml": "when a player's health reaches zero, that player dies",
              "cleanup-both-dead-glory-decides.yaml": "players calculate \"Glory\" to determine a winner",
              "player-phase-shame-per-warrior.yaml": "A red token exists on a Warrior for each turn",
              "player-health-no-maximum.yaml": "A value by which a Warrior's Health cannot exceed",
              "bid-shame-third-rounded-down.yaml": "15 - [(15/3) + (15/3)] = 5",
              "rr-modifiers-not-on-rr-warriors.yaml": "the effects of the card will effect both players"}
    for name, quote in quotes.items():
        spec = scenario.load(os.path.join(ROOT, "data", "scenarios", "thenine", name))
        assert quote in " ".join(spec["description"].split()), name


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
