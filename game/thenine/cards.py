"""Loading and validating The Nine's card pool and decks (data/thenine/*.yaml).

Every problem raises :class:`DataError` naming the file, the entry and the field.
The effect vocabulary itself lives in :mod:`game.thenine.effects`.
"""
from __future__ import annotations

from collections import Counter

from game.core import pictures
from game.core.contract import DataError
from game.core.data import (cached, data_path, deck_entries, nonempty_mapping, read_decks, read_yaml, short,
                            whole as _int)
from game.thenine import effects as fx

CARDS_FILE = data_path("thenine", "cards.yaml")
DECKS_FILE = data_path("thenine", "decks.yaml")

TYPES = ("warrior", "event", "rr")
COPIES = (5, 3, 1)
DECK_SIZE = 40
DECK_WARRIORS = 20
DECK_EVENTS = 20
RR_DECK_SIZE = 20
MAX_TURN = 20

FIELDS = {
    "warrior": {"name", "type", "copies", "turn", "health", "strength", "defence", "text", "choose",
                "on_play", "on_slain"},
    "event": {"name", "type", "copies", "turn", "text", "choose", "effects"},
    "rr": {"name", "type", "copies", "glory", "text", "warrior", "unclaimed", "claimed", "on_claim",
           "unclaimed_each_cleanup", "claimed_each_cleanup"},
}


def parse_card(file: str, key: str, raw) -> dict:
    """Validate one card mapping and return its normalised definition."""
    entry = f"cards.{key}"
    if not isinstance(raw, dict):
        raise DataError(file, entry, "(card)", "must be a mapping of fields")
    ctype = raw.get("type")
    if ctype not in TYPES:
        raise DataError(file, entry, "type", f"must be one of {', '.join(TYPES)}, not {short(ctype)}")
    known = FIELDS[ctype] | {"art"}
    for k in raw:
        if k not in known:
            raise DataError(file, entry, str(k), f"unknown field for a {ctype} card "
                            f"(known: {', '.join(sorted(known))})")
    if not isinstance(raw.get("name"), str) or not raw["name"].strip():
        raise DataError(file, entry, "name", "missing or empty")
    text = raw.get("text", "")
    if not isinstance(text, str):
        raise DataError(file, entry, "text", "must be a string")
    copies = raw.get("copies", 1 if ctype == "rr" else None)
    if copies not in COPIES:
        raise DataError(file, entry, "copies", f"the pool has 5, 3 or 1 copies of a card, not {short(copies)}")
    if ctype == "rr" and copies != 1:
        raise DataError(file, entry, "copies", "the Ragnarok Rising deck holds one of each RR card")
    card = {"key": key, "name": raw["name"].strip(), "type": ctype, "copies": copies, "text": text.strip(),
            "art": pictures.check(file, entry, raw.get("art")),
            "turn": 0, "health": 0, "strength": 0, "defence": 0, "choose": None, "on_play": [],
            "on_slain": [], "effects": [], "counter": False, "glory": 0, "warrior": None,
            "unclaimed": {}, "claimed": {}, "on_claim": [], "unclaimed_each_cleanup": [],
            "claimed_each_cleanup": []}
    if ctype in ("warrior", "event"):
        card["turn"] = _int(file, entry, "turn", raw.get("turn"), 1, MAX_TURN)
        card["choose"] = fx.parse_choose(file, entry, "choose", raw.get("choose"))
    if ctype == "warrior":
        card["health"] = _int(file, entry, "health", raw.get("health"), 1, 40)
        card["strength"] = _int(file, entry, "strength", raw.get("strength"), 0, 10)
        card["defence"] = _int(file, entry, "defence", raw.get("defence"), 0, 10)
        if card["choose"] and "on_play" not in raw:
            raise DataError(file, entry, "choose", "only an on_play effect can choose a target")
        card["on_play"] = fx.parse_effects(file, entry, "on_play", raw.get("on_play"), card["choose"])
        card["on_slain"] = fx.parse_effects(file, entry, "on_slain", raw.get("on_slain"), None,
                                            allow_target=False)
    elif ctype == "event":
        card["effects"] = fx.parse_effects(file, entry, "effects", raw.get("effects"), card["choose"],
                                           allow_counter=True, required=True)
        card["counter"] = any(e["do"] == "counter" for e in card["effects"])
        if card["counter"] and card["choose"]:
            raise DataError(file, entry, "choose", "a counter Event answers an Event and chooses no target")
    else:
        card["glory"] = _int(file, entry, "glory", raw.get("glory"), 1, 40)
        w = raw.get("warrior")
        if w is not None:
            if not isinstance(w, dict):
                raise DataError(file, entry, "warrior", "must be a mapping {health, strength, defence}")
            for k in w:
                if k not in ("health", "strength", "defence"):
                    raise DataError(file, entry, f"warrior.{k}", "unknown field (known: defence, health, strength)")
            card["warrior"] = {"health": _int(file, entry, "warrior.health", w.get("health"), 1, 40),
                               "strength": _int(file, entry, "warrior.strength", w.get("strength"), 0, 10),
                               "defence": _int(file, entry, "warrior.defence", w.get("defence"), 0, 10)}
        card["unclaimed"] = fx.parse_modifiers(file, entry, "unclaimed", raw.get("unclaimed"))
        card["claimed"] = fx.parse_modifiers(file, entry, "claimed", raw.get("claimed"))
        for part in ("on_claim", "unclaimed_each_cleanup", "claimed_each_cleanup"):
            card[part] = fx.parse_effects(file, entry, part, raw.get(part), None, allow_target=False)
    return card


NEVER = 99


def finish(card: dict) -> dict:
    """Add the generated rules text and the flags legal_actions reads on every step:
    the round from which the card is playable as a Warrior, an Event, a counter Event."""
    card["rules"] = fx.describe_card(card)
    t = card["type"]
    card["wturn"] = card["turn"] if t == "warrior" else NEVER
    card["eturn"] = card["turn"] if t == "event" and not card["counter"] else NEVER
    card["cturn"] = card["turn"] if t == "event" and card["counter"] else NEVER
    return card


def load_cards(path: str | None = None) -> dict:
    path = path or CARDS_FILE
    data = read_yaml(path, "cards")
    cards = nonempty_mapping(path, data, "cards", "card keys")
    defs = {}
    for key, raw in cards.items():
        defs[str(key)] = finish(parse_card(path, str(key), raw))
    rr = [k for k, d in defs.items() if d["type"] == "rr"]
    if len(rr) != RR_DECK_SIZE:
        raise DataError(path, "cards", "(rr cards)", f"the Ragnarok Rising deck has exactly {RR_DECK_SIZE} "
                        f"RR cards, the pool has {len(rr)}")
    return defs


def rr_keys(defs: dict) -> list[str]:
    return sorted(k for k, d in defs.items() if d["type"] == "rr")


def validate_deck(file: str, name: str, keys, defs: dict) -> list[str]:
    """Check one deck against the deck rules; return its list of card keys."""
    entry = f"decks.{name}"
    out = deck_entries(file, entry, keys, defs)
    for i, item in enumerate(keys):
        key = item.rpartition(" x")[0] if " x" in item else item
        if defs[key]["type"] == "rr":
            raise DataError(file, entry, f"cards[{i}]", f"{key} is a Ragnarok Rising card: those form the "
                            "shared RR deck, not a player's deck")
    counts = Counter(out)
    for key, n in counts.items():
        if n > defs[key]["copies"]:
            raise DataError(file, entry, key, f"the pool has {defs[key]['copies']} "
                            f"cop{'y' if defs[key]['copies'] == 1 else 'ies'} of {defs[key]['name']}, "
                            f"this deck has {n}")
    if len(out) != DECK_SIZE:
        raise DataError(file, entry, "cards", f"a deck has exactly {DECK_SIZE} cards, this one has {len(out)}")
    warriors = sum(1 for k in out if defs[k]["type"] == "warrior")
    if warriors != DECK_WARRIORS:
        raise DataError(file, entry, "cards", f"a deck has {DECK_WARRIORS} Warriors and {DECK_EVENTS} Events, "
                        f"this one has {warriors} Warriors and {len(out) - warriors} Events")
    return out


def load_decks(path: str | None = None, defs: dict | None = None) -> dict[str, dict]:
    return read_decks(path or DECKS_FILE, defs if defs is not None else load_cards(), validate_deck)


def _load_shipped() -> tuple[dict, dict]:
    defs = load_cards()
    return defs, load_decks(defs=defs)


#: the shipped card pool and decks, loaded once
shipped = cached(_load_shipped)
