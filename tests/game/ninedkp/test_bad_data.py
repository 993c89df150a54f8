"""Bad input: each malformed cards.yaml / decks.yaml gives a one-line error naming the
file, the entry and the field, exit code 2, and no traceback."""
import os
import shutil
import subprocess
import sys

import pytest
import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
DATA = os.path.join(ROOT, "data")


def load(name):
    with open(os.path.join(DATA, "ninedkp", name), encoding="utf-8") as f:
        return yaml.safe_load(f)


def run_check(tmp_path, cards=None, decks=None, raw_cards=None):
    data = tmp_path / "data"
    shutil.copytree(DATA, data)
    if raw_cards is not None:
        (data / "ninedkp" / "cards.yaml").write_text(raw_cards)
    elif cards is not None:
        (data / "ninedkp" / "cards.yaml").write_text(yaml.safe_dump(cards))
    if decks is not None:
        (data / "ninedkp" / "decks.yaml").write_text(yaml.safe_dump(decks))
    env = dict(os.environ, NINE_TABLES_DATA=str(data))
    return subprocess.run([sys.executable, "main.py", "check", "ninedkp"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60)


def edit_card(key, **changes):
    c = load("cards.yaml")
    for k, v in changes.items():
        if v is None:
            c["cards"][key].pop(k, None)
        else:
            c["cards"][key][k] = v
    return c


def edit_deck(name, cards):
    d = load("decks.yaml")
    d["decks"][name]["cards"] = cards
    return d


CARD_CASES = [
    ("bp not a number", edit_card("babusa", bp="lots"), "cards.babusa", "bp"),
    ("bp not in hundreds", edit_card("toasted_rot", bp=350), "cards.toasted_rot", "bp"),
    ("unknown gem", edit_card("toasted_rot", gem="purple"), "cards.toasted_rot", "gem"),
    ("unknown faction", edit_card("toasted_rot", faction="dogs"), "cards.toasted_rot", "faction"),
    ("missing name", edit_card("toasted_rot", name=None), "cards.toasted_rot", "name"),
    ("unknown effect verb", edit_card("hairball", effects=[{"do": "explode"}]), "cards.hairball", "effects[0].do"),
    ("effect missing amount", edit_card("hairball", effects=[{"do": "damage_player"}]), "cards.hairball",
     "effects[0].amount"),
    ("blue gem without aura", edit_card("cheerleader_leona", aura=None), "cards.cheerleader_leona", "aura"),
    ("black gem with ability", edit_card("toasted_rot", ability={"effects": [{"do": "draw", "amount": 1}]}),
     "cards.toasted_rot", "ability"),
    ("target effect without choose", edit_card("claw_swipe", choose=None), "cards.claw_swipe", "effects[0]"),
    ("unknown field", edit_card("toasted_rot", bpp=300), "cards.toasted_rot", "bpp"),
    ("green without hp cost", edit_card("street_sage", hp_cost=None), "cards.street_sage", "hp_cost"),
]


@pytest.mark.parametrize("label,cards,entry,field", CARD_CASES, ids=[c[0] for c in CARD_CASES])
def test_bad_cards(tmp_path, label, cards, entry, field):
    r = run_check(tmp_path, cards=cards)
    assert r.returncode == 2, r.stdout + r.stderr
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in r.stderr
    assert "cards.yaml" in lines[0] and f"{entry}: {field}:" in lines[0]


def test_broken_yaml(tmp_path):
    r = run_check(tmp_path, raw_cards="cards:\n  babusa: {name: Babusa\n  bad: [\n")
    assert r.returncode == 2 and "Traceback" not in r.stderr
    line, = r.stderr.strip().splitlines()
    assert "cards.yaml" in line and "line" in line and "YAML" in line


DECK_CASES = [
    ("39 cards", ["toasted_rot x3"] * 13, "decks.alley", "cards", "exactly 40"),
    ("four copies", ["toasted_rot x4"] + ["soot_imp x3", "gutter_kit x3", "scrapper_tom x3", "whisker_scout x3",
                                          "brick_paw x3", "fence_runner x3", "rooftop_ace x3", "tin_can_bandit x3",
                                          "claw_swipe x3", "hairball x3", "zoomies x3", "catnip_rush x3"],
     "decks.alley", "toasted_rot", "at most 3 copies"),
    ("duplicate POW", ["babusa x2"] + ["toasted_rot x3", "soot_imp x3", "gutter_kit x3", "scrapper_tom x3",
                                       "whisker_scout x3", "brick_paw x3", "fence_runner x3", "rooftop_ace x3",
                                       "tin_can_bandit x3", "claw_swipe x3", "hairball x3", "zoomies x3",
                                       "catnip_rush x2"],
     "decks.alley", "babusa", "duplicate POW"),
    ("two POW of one faction", ["second_demon", "babusa", "kiri_ninth_tail", "toasted_rot x3", "soot_imp x3",
                                "gutter_kit x3", "scrapper_tom x3", "whisker_scout x3", "brick_paw x3",
                                "fence_runner x3", "rooftop_ace x3", "tin_can_bandit x3", "claw_swipe x3",
                                "hairball x3", "zoomies x2", "catnip_rush x2"],
     "decks.alley", None, "1 POW card per faction"),
    ("unknown card", ["toasted_rot x3", "no_such_kat"], "decks.alley", "cards[1]", "unknown card"),
]


@pytest.mark.parametrize("label,cards,entry,field,words", DECK_CASES, ids=[c[0] for c in DECK_CASES])
def test_bad_decks(tmp_path, label, cards, entry, field, words):
    c = load("cards.yaml")
    c["cards"]["second_demon"] = dict(c["cards"]["babusa"], name="Second Demon")
    r = run_check(tmp_path, cards=c, decks=edit_deck("alley", cards))
    assert r.returncode == 2, r.stdout + r.stderr
    line, = r.stderr.strip().splitlines()
    assert "Traceback" not in r.stderr and "decks.yaml" in line and entry in line and words in line
    if field:
        assert f": {field}:" in line


def test_shipped_data_is_valid(tmp_path):
    r = run_check(tmp_path)
    assert r.returncode == 0, r.stderr
    assert "53 cards ok" in r.stdout


def test_bad_scenario_file(tmp_path):
    f = tmp_path / "bad.yaml"
    f.write_text("game: ninedkp\nsetup:\n  p1:\n    hand: [no_such_card]\nsteps: []\n")
    r = subprocess.run([sys.executable, "main.py", "scenario", str(f)], cwd=ROOT, capture_output=True, text=True)
    assert r.returncode == 2 and "Traceback" not in r.stderr
    line, = r.stderr.strip().splitlines()
    assert "bad.yaml" in line and "setup.p1" in line and "hand[0]" in line
