"""Bad input: each malformed cards.yaml / decks.yaml gives one DataError naming the file,
the entry and the field. The Nine is not registered yet, so `python main.py check
thenine` cannot reach it: these tests call the loaders directly, and run the CLI's
`check` in-process with the game registered for the test (exit code 2, one line)."""
import copy
import os

import pytest
import yaml

from game.core.contract import DataError
from game.thenine.cards import load_cards, load_decks

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
DATA = os.path.join(ROOT, "data", "thenine")

with open(os.path.join(DATA, "cards.yaml"), encoding="utf-8") as f:
    CARDS = yaml.safe_load(f)
with open(os.path.join(DATA, "decks.yaml"), encoding="utf-8") as f:
    DECKS = yaml.safe_load(f)


def edit_card(key, **changes):
    c = copy.deepcopy(CARDS)
    for k, v in changes.items():
        if v is None:
            c["cards"][key].pop(k, None)
        else:
            c["cards"][key][k] = v
    return c


def edit_deck(name, cards):
    d = copy.deepcopy(DECKS)
    d["decks"][name]["cards"] = cards
    return d


def write(tmp_path, name, data=None, raw=None):
    p = tmp_path / name
    p.write_text(raw if raw is not None else yaml.safe_dump(data, sort_keys=False))
    return str(p)


def drop_rr():
    c = copy.deepcopy(CARDS)
    del c["cards"]["fimbulwinter"]
    return c


CARD_CASES = [
    ("health not a number", edit_card("shield_maiden", health="lots"), "cards.shield_maiden", "health"),
    ("health out of range", edit_card("shield_maiden", health=0), "cards.shield_maiden", "health"),
    ("strength missing", edit_card("fjord_raider", strength=None), "cards.fjord_raider", "strength"),
    ("turn above 20", edit_card("fjord_raider", turn=21), "cards.fjord_raider", "turn"),
    ("copies not 5, 3 or 1", edit_card("fjord_raider", copies=4), "cards.fjord_raider", "copies"),
    ("RR card with copies 3", edit_card("fimbulwinter", copies=3), "cards.fimbulwinter", "copies"),
    ("unknown type", edit_card("fjord_raider", type="hero"), "cards.fjord_raider", "type"),
    ("missing name", edit_card("fjord_raider", name=None), "cards.fjord_raider", "name"),
    ("unknown field", edit_card("fjord_raider", speed=3), "cards.fjord_raider", "speed"),
    ("Event field on a Warrior", edit_card("fjord_raider", effects=[{"do": "draw", "amount": 1}]),
     "cards.fjord_raider", "effects"),
    ("unknown effect verb", edit_card("axe_throw", effects=[{"do": "explode"}]), "cards.axe_throw", "effects[0].do"),
    ("effect missing amount", edit_card("healing_mead", effects=[{"do": "heal_player"}]), "cards.healing_mead",
     "effects[0].amount"),
    ("bad amount", edit_card("healing_mead", effects=[{"do": "heal_player", "amount": -2}]), "cards.healing_mead",
     "effects[0].amount"),
    ("d10 where no die is rolled", edit_card("raid_the_larder", effects=[{"do": "draw", "amount": "d10"}]),
     "cards.raid_the_larder", "effects[0].amount"),
    ("target effect without choose", edit_card("axe_throw", choose=None), "cards.axe_throw", "effects[0]"),
    ("unknown selector", edit_card("axe_throw", choose="everyone"), "cards.axe_throw", "choose"),
    ("choose with nothing to target", edit_card("healing_mead", choose="own_warrior"), "cards.healing_mead", "choose"),
    ("counter on a Warrior", edit_card("fjord_raider", on_play=[{"do": "counter"}]), "cards.fjord_raider",
     "on_play[0].do"),
    ("counter that chooses", edit_card("rune_of_warding", choose="enemy_warrior",
                                       effects=[{"do": "counter"}, {"do": "damage_warrior", "amount": 1}]),
     "cards.rune_of_warding", "choose"),
    ("targeted RR effect", edit_card("fimbulwinter", unclaimed_each_cleanup=[{"do": "add_shame", "amount": 1}]),
     "cards.fimbulwinter", "unclaimed_each_cleanup[0]"),
    ("unknown RR modifier", edit_card("bifrost_shatters", unclaimed={"speed": 1}), "cards.bifrost_shatters",
     "unclaimed.speed"),
    ("RR warrior missing Strength", edit_card("fenrir_unchained", warrior={"health": 30, "defence": 4}),
     "cards.fenrir_unchained", "warrior.strength"),
    ("glory missing", edit_card("fenrir_unchained", glory=None), "cards.fenrir_unchained", "glory"),
    ("19 RR cards", drop_rr(), "cards", "(rr cards)"),
]


@pytest.mark.parametrize("label,cards,entry,field", CARD_CASES, ids=[c[0] for c in CARD_CASES])
def test_bad_cards(tmp_path, label, cards, entry, field):
    path = write(tmp_path, "cards.yaml", cards)
    with pytest.raises(DataError) as e:
        load_cards(path)
    err = e.value
    assert err.file == path and err.entry == entry and err.field == field, str(err)
    assert "\n" not in str(err) and str(err).startswith(f"{path}: {entry}: {field}: ")


def test_broken_yaml(tmp_path):
    path = write(tmp_path, "cards.yaml", raw="cards:\n  fjord_raider: {name: Fjord Raider\n  bad: [\n")
    with pytest.raises(DataError) as e:
        load_cards(path)
    assert e.value.file == path and e.value.entry.startswith("line ") and "YAML" in e.value.message


def test_missing_file(tmp_path):
    with pytest.raises(DataError, match="file not found"):
        load_cards(str(tmp_path / "nope.yaml"))


def _deck(*entries):
    return list(entries)


WARRIORS_20 = ["fjord_raider x5", "thrall_spearman x5", "shield_maiden x5", "mead_hall_brawler x5"]
EVENTS_20 = ["axe_throw x5", "healing_mead x5", "battle_cry x5", "shield_wall x5"]

DECK_CASES = [
    ("39 cards", WARRIORS_20 + EVENTS_20[:3] + ["shield_wall x4"], "decks.raiders", "cards", "exactly 40"),
    ("21 Warriors", WARRIORS_20 + ["karl_freeholder"] + EVENTS_20[:3] + ["shield_wall x4"], "decks.raiders",
     "cards", "20 Warriors and 20 Events"),
    ("six copies of a five", ["fjord_raider x6"] + WARRIORS_20[1:] + EVENTS_20, "decks.raiders", "fjord_raider",
     "the pool has 5 copies"),
    ("two copies of a one", ["draugr_king x2"] + WARRIORS_20, "decks.raiders", "draugr_king", "the pool has 1 copy"),
    ("four copies of a three", ["wolf_rider x4"] + WARRIORS_20, "decks.raiders", "wolf_rider", "3 copies"),
    ("unknown card", ["fjord_raider x5", "no_such_jarl"], "decks.raiders", "cards[1]", "unknown card"),
    ("RR card in a deck", ["fjord_raider x5", "fenrir_unchained"], "decks.raiders", "cards[1]", "Ragnarok Rising"),
    ("bad count", ["fjord_raider xlots"], "decks.raiders", "cards[0]", "bad count"),
]


@pytest.mark.parametrize("label,cards,entry,field,words", DECK_CASES, ids=[c[0] for c in DECK_CASES])
def test_bad_decks(tmp_path, label, cards, entry, field, words):
    path = write(tmp_path, "decks.yaml", edit_deck("raiders", cards))
    with pytest.raises(DataError) as e:
        load_decks(path, load_cards())
    err = e.value
    assert err.file == path and err.entry == entry and err.field == field and words in err.message, str(err)


def test_shipped_data_is_valid():
    defs = load_cards()
    decks = load_decks(defs=defs)
    assert set(decks) == {"raiders", "shieldwall"}
    assert len(defs) >= 60


def test_check_command_exit_2_one_line(tmp_path, monkeypatch, capsys, registered):
    """`python main.py check thenine` with NINE_TABLES_DATA pointing at a broken copy: one
    line naming file, entry and field, exit code 2 (run in-process, the game registered
    for the test; the cards file path is read when the module loads, so it is patched)."""
    import main
    from game.thenine import cards as cards_mod
    path = write(tmp_path, "cards.yaml", edit_card("shield_maiden", defence="high"))
    monkeypatch.setattr(cards_mod, "CARDS_FILE", path)
    import game.thenine.rules as rules_mod
    monkeypatch.setattr(rules_mod, "CARDS_FILE", path)
    code = main.main(["check", "thenine"])
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2 and len(err) == 1 and "Traceback" not in err[0]
    assert path in err[0] and "cards.shield_maiden: defence:" in err[0]


def test_bad_scenario_file(tmp_path, registered):
    from game.core import scenario
    f = tmp_path / "bad.yaml"
    f.write_text("game: thenine\nsetup:\n  p1:\n    play: [healing_mead]\nsteps: []\n")
    spec = scenario.load(str(f))
    with pytest.raises(DataError) as e:
        scenario.run(spec, str(f))
    assert e.value.entry == "setup.p1" and e.value.field == "play[0]" and "holds warrior" in e.value.message
