"""The sixth game's scenario files run through the scenario runner (as each shipped game's
tests/game/<id>/test_scenarios.py runs its own), every ``expect:`` met and every refusal refused."""
import glob
import os

import pytest

from game.core import registry, scenario

FILES = sorted(glob.glob(os.path.join(registry.declared("sixth", "DATA"), "scenarios", "sixth", "*.yaml")))


def test_there_are_scenarios():
    assert FILES


@pytest.mark.parametrize("path", FILES, ids=[os.path.basename(f) for f in FILES])
def test_scenario_runs_with_every_expect_met(path):
    scenario.run(scenario.load(path), path)        # raises Unmet on any expectation that does not hold
