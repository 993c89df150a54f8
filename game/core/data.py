"""Where the data files are. ``NINE_TABLES_DATA`` points at another data folder
(same layout as ``data/``): for trying an edited card set, and for tests."""
from __future__ import annotations

import os

import yaml

from game.core.contract import DataError

REPO_DATA = os.path.normpath(os.path.join(os.path.dirname(__file__), "..", "..", "data"))


def data_root() -> str:
    return os.environ.get("NINE_TABLES_DATA") or REPO_DATA


def data_path(*parts: str) -> str:
    return os.path.join(data_root(), *parts)


def read_yaml(path: str, top: str):
    """Parse a YAML file that must be a mapping with the key ``top``; any problem is a
    one-line DataError (syntax errors name the line)."""
    try:
        with open(path, encoding="utf-8") as f:
            data = yaml.safe_load(f)
    except FileNotFoundError:
        raise DataError(path, "(file)", "(file)", "file not found") from None
    except yaml.YAMLError as e:
        mark = getattr(e, "problem_mark", None)
        where = f"line {mark.line + 1}" if mark else "(file)"
        problem = getattr(e, "problem", None) or str(e).splitlines()[0]
        raise DataError(path, where, "(yaml)", f"not valid YAML: {problem}") from None
    if not isinstance(data, dict) or top not in data:
        raise DataError(path, "(top level)", top, f"the file must be a mapping with a '{top}' key")
    return data


def whole(file, entry, field, value, lo=None, hi=None, step=None) -> int:
    """A whole number within bounds (and a multiple of ``step``), or DataError."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise DataError(file, entry, field, f"must be a whole number, not {value!r}")
    if lo is not None and value < lo:
        raise DataError(file, entry, field, f"must be at least {lo}, not {value}")
    if hi is not None and value > hi:
        raise DataError(file, entry, field, f"must be at most {hi}, not {value}")
    if step and value % step:
        raise DataError(file, entry, field, f"must be a multiple of {step}, not {value}")
    return value


def one_of(file, entry, field, value, options):
    if value not in options:
        raise DataError(file, entry, field, f"must be one of {', '.join(options)}, not {value!r}")
    return value


def deck_entries(file: str, entry: str, keys, defs: dict) -> list[str]:
    """Expand a deck list (``key`` or ``"key xN"`` items) into card keys, checking each."""
    if not isinstance(keys, list):
        raise DataError(file, entry, "cards", "must be a list of card keys (or 'key xN')")
    out: list[str] = []
    for i, item in enumerate(keys):
        field = f"cards[{i}]"
        n = 1
        if isinstance(item, str) and " x" in item:
            item, _, count = item.rpartition(" x")
            if not count.isdigit() or int(count) < 1:
                raise DataError(file, entry, field, f"bad count in {item} x{count}")
            n = int(count)
        if item not in defs:
            raise DataError(file, entry, field, f"unknown card {item!r}")
        out.extend([item] * n)
    return out


def read_decks(path: str, defs: dict, validate_deck) -> dict[str, dict]:
    """A decks file (``decks: {name: {title, cards: [...]}}``); each deck's card list goes
    through the game's ``validate_deck(file, name, cards, defs) -> [keys]``."""
    data = read_yaml(path, "decks")
    decks = data["decks"]
    if not isinstance(decks, dict) or not decks:
        raise DataError(path, "decks", "(decks)", "must be a non-empty mapping of deck names")
    out = {}
    for name, raw in decks.items():
        if not isinstance(raw, dict):
            raise DataError(path, f"decks.{name}", "(deck)", "must be a mapping with title and cards")
        out[str(name)] = {"title": str(raw.get("title", name)),
                          "cards": validate_deck(path, str(name), raw.get("cards"), defs)}
    return out


def cached(load):
    """Load a game's shipped data once (``load()`` runs on first use only)."""
    box: list = []

    def get():
        if not box:
            box.append(load())
        return box[0]
    return get
