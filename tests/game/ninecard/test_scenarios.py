"""Worked 9 Card scenario files (one per branch of the assault cascade), via `python main.py scenario`."""
import glob
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
FILES = sorted(glob.glob(os.path.join(ROOT, "data", "scenarios", "ninecard", "*.yaml")))


def test_every_branch_has_a_scenario():
    names = {os.path.basename(f)[:-5] for f in FILES}
    assert {"both-live", "exact-kill", "carry-and-breach", "cumulative-kills-attacker", "attacker-dies-first",
            "empty-column", "next-row-continues", "cleanup-push"} <= names


@pytest.mark.parametrize("path", FILES, ids=[os.path.basename(f) for f in FILES])
def test_scenario(path):
    r = subprocess.run([sys.executable, "main.py", "scenario", path], cwd=ROOT, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
