"""Every lesson file of every game (data/lessons/*/*.yaml, whoever wrote it) runs headless
through the scenario runner with every ``expect:`` met, and keeps to the lesson format."""
import glob
import os

import pytest

from game.core import registry, scenario

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
#: the shipped lessons, and those of every registered game that declares its own data folder
#: (``DATA``, e.g. the test suite's sixth game)
FILES = sorted(glob.glob(os.path.join(ROOT, "data", "lessons", "*", "*.yaml"))) + sorted(
    f for g in registry.ids() if registry.declared(g, "DATA")
    for f in glob.glob(os.path.join(registry.declared(g, "DATA"), "lessons", g, "*.yaml")))


def test_there_are_lessons():
    assert FILES, "no lesson files found under data/lessons/"


@pytest.mark.parametrize("path", FILES, ids=[os.path.relpath(f, ROOT) for f in FILES])
def test_lesson_runs_with_every_expect_met(path):
    spec = scenario.load(path)
    game = os.path.basename(os.path.dirname(path))
    assert spec["game"] == game, f"{path}: game {spec['game']} is in the folder of {game}"
    name = os.path.basename(path)
    assert name[:2].isdigit() and name[2] == "-", f"{name}: a lesson file is NN-name.yaml"
    assert spec.get("title"), f"{path}: a lesson has a title"
    steps = spec.get("steps") or []
    assert any("say" in s for s in steps), f"{path}: a lesson says something"
    assert any("expect" in s for s in steps), f"{path}: a lesson checks its numbers with expect:"
    for i, s in enumerate(steps):
        if s.get("learner"):
            assert s.get("hint"), f"{path}: steps[{i}]: a your-turn step has a hint"
    scenario.run(spec, path)            # raises Unmet on any expectation that does not hold


def test_main_scenario_runs_a_lesson(capsys):
    import main
    path = next(f for f in FILES if "ninedkp" in f)
    assert main.main(["scenario", path]) == 0
