"""Loading and validating 9 Card cards and decks (data/ninecard/*.yaml)."""
from __future__ import annotations

from collections import Counter

from game.core import pictures
from game.core.contract import DataError
from game.core.data import (cards_and_decks, data_path, exact_deck, free_text, named_record, nonempty_mapping, one_of,
                            read_decks, read_yaml, whole)

CARDS_FILE = data_path("ninecard", "cards.yaml")
DECKS_FILE = data_path("ninecard", "decks.yaml")
DECK_SIZE = 60
MAX_COPIES = 4
FIELDS = {"name", "art", "type", "attack", "defence", "text"}


def parse_card(file: str, key: str, raw) -> dict:
    entry = f"cards.{key}"
    named_record(file, entry, raw, FIELDS, "card")
    ctype = one_of(file, entry, "type", raw.get("type"), ("energy", "creature"))
    text = free_text(file, entry, raw)
    card = {"key": key, "name": raw["name"], "type": ctype, "text": text, "attack": 0, "defence": 0, "cost": 0,
            "art": pictures.check(file, entry, raw.get("art"))}
    if ctype == "creature":
        card["attack"] = whole(file, entry, "attack", raw.get("attack"), 0, 20)
        card["defence"] = whole(file, entry, "defence", raw.get("defence"), 1, 20)
        card["cost"] = card["attack"] + card["defence"]
    else:
        for f in ("attack", "defence"):
            if f in raw:
                raise DataError(file, entry, f, "an energy card has no " + f)
    return card


def load_cards(path: str = CARDS_FILE) -> dict:
    data = read_yaml(path, "cards")
    cards = nonempty_mapping(path, data, "cards", "card keys")
    defs = {str(k): parse_card(path, str(k), v) for k, v in cards.items()}
    if not any(d["type"] == "energy" for d in defs.values()):
        raise DataError(path, "cards", "(cards)", "the set needs at least one energy card")
    return defs


def validate_deck(file: str, name: str, keys, defs: dict) -> list[str]:
    entry = f"decks.{name}"
    out = exact_deck(file, entry, keys, defs, DECK_SIZE)
    for key, n in Counter(out).items():
        if defs[key]["type"] == "creature" and n > MAX_COPIES:
            raise DataError(file, entry, key, f"at most {MAX_COPIES} copies of a creature, this deck has {n}")
    if not any(defs[k]["type"] == "creature" for k in out):
        raise DataError(file, entry, "cards", "a deck needs creatures")
    return out


def load_decks(path: str = DECKS_FILE, defs: dict | None = None) -> dict[str, dict]:
    return read_decks(path, defs if defs is not None else load_cards(), validate_deck)


#: the shipped card set and decks, loaded once
shipped = cards_and_decks(load_cards, load_decks)
