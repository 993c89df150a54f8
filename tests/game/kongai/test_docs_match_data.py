"""docs/cards-kongai.md shows a character exactly as data/kongai/characters.yaml has it."""
import os
import re

import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))


def test_the_example_character_in_the_docs_is_the_shipped_one():
    doc = open(os.path.join(ROOT, "docs", "cards-kongai.md"), encoding="utf-8").read()
    block = re.search(r"```yaml\n(  rumiko:.*?)```", doc, re.S).group(1)
    shown = yaml.safe_load(block)["rumiko"]
    data = yaml.safe_load(open(os.path.join(ROOT, "data", "kongai", "characters.yaml"), encoding="utf-8"))
    real = data["characters"]["rumiko"]
    for field in ("name", "faction", "health", "defence"):
        assert shown[field] == real[field], field
    assert shown["abilities"][0] == real["abilities"][0]
