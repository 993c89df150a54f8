"""Loading and validating the Kongai roster and items (data/kongai/*.yaml).

Every problem raises :class:`DataError` naming the file, the entry and the field.
The vocabulary of abilities and passive hooks lives in :mod:`game.kongai.effects`.
"""
from __future__ import annotations

from game.core import pictures
from game.core.contract import DataError
from game.core.data import cached, data_path, free_text, named_record, read_factions, read_yaml, whole, short
from game.kongai import effects as fx
from game.kongai.text import describe_passive

CHARACTERS_FILE = data_path("kongai", "characters.yaml")
ITEMS_FILE = data_path("kongai", "items.yaml")

ABILITIES = 4
MIN_ROSTER = 10      # a 5v5 draft takes ten different characters
MIN_ITEMS = 10       # 5v5 with items gives one item to each of ten characters
CHARACTER_FIELDS = {"name", "art", "faction", "pronoun", "health", "defence", "innate", "abilities", "text", "designed"}
ITEM_FIELDS = {"name", "art", "passive", "text", "designed"}
DESIGNABLE = {"health", "defence", "innate", "abilities"}


def _designed(file, entry, raw):
    v = raw.get("designed", False)
    if isinstance(v, bool):
        return v
    if isinstance(v, list) and v and all(x in DESIGNABLE for x in v):
        return list(v)
    raise DataError(file, entry, "designed", f"true, false or a list of designed fields ({', '.join(sorted(DESIGNABLE))})")


def parse_character(file: str, key: str, raw, factions: dict | None) -> dict:
    entry = f"characters.{key}"
    named_record(file, entry, raw, CHARACTER_FIELDS, "character")
    faction = raw.get("faction", "")
    if factions is not None and (not isinstance(faction, str) or faction not in factions):
        raise DataError(file, entry, "faction", f"unknown faction {short(faction)} (known: {', '.join(factions)})")
    pronoun = raw.get("pronoun", "they")
    if pronoun not in ("he", "she", "they"):
        raise DataError(file, entry, "pronoun", f"must be he, she or they, not {short(pronoun)}")
    text = free_text(file, entry, raw)
    health = whole(file, entry, "health", raw.get("health"), 1, 200)
    dfn = raw.get("defence")
    if not isinstance(dfn, dict):
        raise DataError(file, entry, "defence", "must be a mapping {physical: n, light: n, dark: n}")
    for k in dfn:
        if k not in fx.TYPES:
            raise DataError(file, entry, f"defence.{k}", f"unknown damage type (known: {', '.join(fx.TYPES)})")
    defence = {t: whole(file, entry, f"defence.{t}", dfn.get(t), 0, 30) for t in fx.TYPES}
    inn = raw.get("innate")
    if not isinstance(inn, dict) or not isinstance(inn.get("name"), str) or not inn["name"].strip():
        raise DataError(file, entry, "innate", "must be a mapping with a name and a passive")
    for k in inn:
        if k not in ("name", "passive", "text"):
            raise DataError(file, entry, f"innate.{k}", "unknown field (known: name, passive, text)")
    if "passive" not in inn:
        raise DataError(file, entry, "innate.passive", "missing: what the innate does, as hooks")
    passive = fx.parse_passive(file, entry, "innate.passive", inn["passive"])
    abilities = raw.get("abilities")
    if not isinstance(abilities, list) or len(abilities) != ABILITIES:
        raise DataError(file, entry, "abilities", f"a character has exactly {ABILITIES} abilities, "
                        f"not {short(len(abilities) if isinstance(abilities, list) else abilities)}")
    abs_ = [fx.parse_ability(file, entry, f"abilities[{i}]", a) for i, a in enumerate(abilities)]
    seen = set()
    for i, a in enumerate(abs_):
        if a["key"] in seen:
            raise DataError(file, entry, f"abilities[{i}].name", f"two abilities named {short(a['name'])}")
        seen.add(a["key"])
    return {"key": key, "name": raw["name"], "faction": faction or "", "pronoun": pronoun, "flavour": text,
            "health": health, "defence": defence, "passive": passive,
            "innate": {"name": inn["name"], "text": describe_passive(passive, pronoun), "flavour": inn.get("text", "")},
            "with": {}, "abilities": abs_, "ability_index": {a["key"]: i for i, a in enumerate(abs_)},
            "designed": _designed(file, entry, raw), "art": pictures.check(file, entry, raw.get("art"))}


def parse_item(file: str, key: str, raw) -> dict:
    entry = f"items.{key}"
    named_record(file, entry, raw, ITEM_FIELDS, "item")
    if "passive" not in raw:
        raise DataError(file, entry, "passive", "missing: what the item does, as hooks")
    passive = fx.parse_passive(file, entry, "passive", raw["passive"])
    if "disable_enemy_ability" in passive:
        raise DataError(file, entry, "passive.disable_enemy_ability", "an innate-only hook")
    text = free_text(file, entry, raw)
    designed = raw.get("designed", False)
    if not isinstance(designed, bool):
        raise DataError(file, entry, "designed", "must be true or false")
    return {"key": key, "name": raw["name"], "passive": passive, "text": describe_passive(passive, "holder"),
            "flavour": text, "designed": designed, "art": pictures.check(file, entry, raw.get("art"))}


def load_characters(path: str | None = None) -> dict:
    path = path or CHARACTERS_FILE
    data = read_yaml(path, "characters", ("factions",))
    factions = read_factions(path, data)
    chars = data["characters"]
    if not isinstance(chars, dict) or len(chars) < MIN_ROSTER:
        raise DataError(path, "characters", "(characters)",
                        f"must be a mapping of at least {MIN_ROSTER} characters (a 5v5 draft needs ten)")
    defs = {}
    for key, raw in chars.items():
        d = parse_character(path, str(key), raw, factions)
        d["faction_name"] = factions[d["faction"]]["name"]
        defs[str(key)] = d
    return defs


def load_items(path: str | None = None) -> dict:
    path = path or ITEMS_FILE
    data = read_yaml(path, "items")
    items = data["items"]
    if not isinstance(items, dict) or len(items) < MIN_ITEMS:
        raise DataError(path, "items", "(items)",
                        f"must be a mapping of at least {MIN_ITEMS} items (5v5 with items gives out ten)")
    return {str(k): parse_item(path, str(k), v) for k, v in items.items()}


shipped = cached(lambda: {"characters": load_characters(), "items": load_items()})
