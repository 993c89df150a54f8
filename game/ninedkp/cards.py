"""Loading and validating 9DKP card sets and decks (data/ninedkp/*.yaml).

Every problem raises :class:`DataError` naming the file, the entry and the field.
The effect vocabulary itself lives in :mod:`game.ninedkp.effects`.
"""
from __future__ import annotations

from collections import Counter

from game.core import pictures
from game.core.contract import DataError
from game.core.data import (short, cards_and_decks, data_path, exact_deck, free_text, named_record, nonempty_mapping,
                            one_of as _one_of, read_decks, read_factions, read_yaml, whole as _int)
from game.ninedkp import effects as fx

CARDS_FILE = data_path("ninedkp", "cards.yaml")
DECKS_FILE = data_path("ninedkp", "decks.yaml")

TYPES = ("character", "skratch")
RANKS = ("common", "uncommon", "rare", "pow")
GEMS = ("black", "yellow", "blue", "red", "green")
DECK_SIZE = 40
MAX_COPIES = 3

#: which parts each gem colour may (and must) have
GEM_PARTS = {
    "black": (set(), set()),
    "yellow": ({"on_play", "on_defeated"}, set()),
    "blue": ({"aura"}, {"aura"}),
    "red": ({"ability"}, {"ability"}),
    "green": ({"on_play", "aura", "retire"}, {"retire"}),
}
PARTS = ("on_play", "on_defeated", "aura", "ability", "retire")


def parse_card(file: str, key: str, raw, factions: dict | None) -> dict:
    """Validate one card mapping and return its normalised definition."""
    entry = f"cards.{key}"
    known = {"name", "art", "type", "faction", "rank", "gem", "bp", "dkp", "hp_cost", "text",
             "choose", "effects"} | set(PARTS)
    named_record(file, entry, raw, known, "card")
    ctype = _one_of(file, entry, "type", raw.get("type"), TYPES)
    faction = raw.get("faction")
    if factions is not None:
        if not isinstance(faction, str) or faction not in factions:
            raise DataError(file, entry, "faction", f"unknown faction {short(faction)} "
                            f"(known: {', '.join(factions)})")
    rank = _one_of(file, entry, "rank", raw.get("rank", "common"), RANKS)
    text = free_text(file, entry, raw)
    card = {"key": key, "name": raw["name"], "type": ctype, "faction": faction or "",
            "rank": rank, "pow": rank == "pow", "text": text, "gem": None, "bp": 0,
            "dkp": _int(file, entry, "dkp", raw.get("dkp", 0), -10, 10),
            "hp_cost": _int(file, entry, "hp_cost", raw.get("hp_cost", 0), 0, 1900, 100),
            "choose": None, "effects": [], "on_play": [], "on_defeated": [], "aura": None,
            "ability": None, "retire": [], "art": pictures.check(file, entry, raw.get("art"))}
    if ctype == "skratch":
        if rank == "pow":
            raise DataError(file, entry, "rank", "POW cards are Characters")
        for part in PARTS + ("gem", "bp"):
            if part in raw:
                raise DataError(file, entry, part, "a Skratch card has no " + part)
        if card["dkp"] > 0:
            raise DataError(file, entry, "dkp", "a Skratch card costs DKP (0 or negative)")
        if card["hp_cost"]:
            raise DataError(file, entry, "hp_cost", "only green-gem Characters cost HP")
        card["choose"] = fx.parse_choose(file, entry, "choose", raw.get("choose"))
        card["effects"] = fx.parse_effects(file, entry, "effects", raw.get("effects"),
                                           card["choose"], required=True)
        return card
    if "effects" in raw:
        raise DataError(file, entry, "effects", "Characters use on_play/on_defeated/aura/"
                        "ability/retire, not effects")
    card["gem"] = gem = _one_of(file, entry, "gem", raw.get("gem"), GEMS)
    card["bp"] = _int(file, entry, "bp", raw.get("bp"), 100, 5000, 100)
    allowed, required = GEM_PARTS[gem]
    for part in PARTS:
        if part in raw and part not in allowed:
            raise DataError(file, entry, part, f"a {gem}-gem card cannot have {part}")
    for part in required:
        if part not in raw:
            raise DataError(file, entry, part, f"a {gem}-gem card needs {part}")
    if gem == "green":
        if not card["hp_cost"]:
            raise DataError(file, entry, "hp_cost", "a green-gem card costs HP to play")
    elif card["hp_cost"]:
        raise DataError(file, entry, "hp_cost", "only green-gem cards cost HP")
    card["choose"] = fx.parse_choose(file, entry, "choose", raw.get("choose"))
    if card["choose"] and "on_play" not in raw:
        raise DataError(file, entry, "choose", "only an on_play effect can choose a target here")
    card["on_play"] = fx.parse_effects(file, entry, "on_play", raw.get("on_play"), card["choose"])
    card["on_defeated"] = fx.parse_effects(file, entry, "on_defeated", raw.get("on_defeated"), None)
    card["retire"] = fx.parse_effects(file, entry, "retire", raw.get("retire"), None,
                                      required="retire" in required)
    if "aura" in raw:
        card["aura"] = fx.parse_aura(file, entry, raw["aura"])
    if "ability" in raw:
        card["ability"] = fx.parse_ability(file, entry, raw["ability"])
    return card


def load_cards(path: str = CARDS_FILE) -> dict:
    data = read_yaml(path, "cards", ("factions",))
    factions = read_factions(path, data)
    cards = nonempty_mapping(path, data, "cards", "card keys")
    defs = {}
    for key, raw in cards.items():
        defs[str(key)] = parse_card(path, str(key), raw, factions)
    for card in defs.values():
        card["faction_name"] = factions[card["faction"]]["name"]
        card["rules"] = fx.describe_card(card)
    return defs


def validate_deck(file: str, name: str, keys, defs: dict) -> list[str]:
    """Check one deck against the deck rules; return its list of card keys."""
    entry = f"decks.{name}"
    out = exact_deck(file, entry, keys, defs, DECK_SIZE)
    counts = Counter(out)
    pow_factions: dict[str, str] = {}
    for key, n in counts.items():
        card = defs[key]
        if card["pow"]:
            if n > 1:
                raise DataError(file, entry, key, "no player may have duplicate POW cards in their deck")
            if card["faction"] in pow_factions:
                raise DataError(file, entry, key, f"only 1 POW card per faction: {pow_factions[card['faction']]}"
                                f" is already the {card['faction_name']} POW card")
            pow_factions[card["faction"]] = key
        elif n > MAX_COPIES:
            raise DataError(file, entry, key, f"at most {MAX_COPIES} copies of a card, this deck has {n}")
    return out


def load_decks(path: str = DECKS_FILE, defs: dict | None = None) -> dict[str, dict]:
    return read_decks(path, defs if defs is not None else load_cards(), validate_deck)


#: the shipped card set and decks, loaded once
shipped = cards_and_decks(load_cards, load_decks)
