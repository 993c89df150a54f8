"""Loading and validating the Tricksy Kittens data (data/tricksy/*.yaml), and the
seeded hand-out of powers to the cards.

Every problem raises :class:`DataError` naming the file, the entry and the field.
The power vocabulary itself lives in :mod:`game.tricksy.effects`.
"""
from __future__ import annotations

import re

from game.core import rng
from game.core import pictures
from game.core.contract import DataError
from game.core.data import data_path, read_yaml, whole, short
from game.tricksy import effects as fx

SUITS_FILE = data_path("tricksy", "suits.yaml")
POWERS_FILE = data_path("tricksy", "powers.yaml")
SUIT_COUNT = 9                  # one suit per seat, 3 to 9 seats
NUMBERS = tuple(range(1, 10))   # each suit: one card of every number 1-9
POWERED = tuple(range(1, 9))    # the 9s carry no power
COLOUR = re.compile(r"^#[0-9A-Fa-f]{6}$")
KEY = re.compile(r"^[a-z][a-z_]*$")
SUIT_FIELDS = {"key", "name", "colour", "black_cat", "art"}


def parse_suits(path: str) -> list[dict]:
    data = read_yaml(path, "suits")
    raw = data["suits"]
    if not isinstance(raw, list):
        raise DataError(path, "suits", "(suits)", "must be a list of suits {key, name, colour}")
    if len(raw) != SUIT_COUNT:
        raise DataError(path, "suits", "(suits)", f"there are exactly {SUIT_COUNT} suits (one per seat), "
                        f"this file has {len(raw)}")
    out, seen = [], set()
    for i, s in enumerate(raw):
        entry = f"suits[{i}]"
        if not isinstance(s, dict):
            raise DataError(path, entry, "(suit)", "must be a mapping {key, name, colour}")
        key = s.get("key")
        if not isinstance(key, str) or not KEY.match(key):
            raise DataError(path, entry, "key", f"must be a lower-case word, not {short(key)}")
        entry = f"suits.{key}"
        if key in seen:
            raise DataError(path, entry, "key", "two suits have this key")
        seen.add(key)
        for k in s:
            if k not in SUIT_FIELDS:
                raise DataError(path, entry, str(k), f"unknown field (known: {', '.join(sorted(SUIT_FIELDS))})")
        if not isinstance(s.get("name"), str) or not s["name"].strip():
            raise DataError(path, entry, "name", "missing or empty")
        colour = s.get("colour")
        if not isinstance(colour, str) or not COLOUR.match(colour):
            raise DataError(path, entry, "colour", f"must be a colour like \"#B12B45\", not {short(colour)}")
        black = s.get("black_cat", False)
        if not isinstance(black, bool):
            raise DataError(path, entry, "black_cat", "must be true or false")
        out.append({"key": key, "name": s["name"], "colour": colour.upper(), "black_cat": black,
                    "art": pictures.check(path, entry, s.get("art"))})
    blacks = [s["key"] for s in out if s["black_cat"]]
    if len(blacks) != 1:
        raise DataError(path, "suits", "black_cat", f"exactly one suit is the Black Cat suit, found {len(blacks)}")
    for s in out:
        for n in NUMBERS:
            fx.register_card(f"{s['key']}-{n}", s["key"], n)
    return out


def parse_powers(path: str, powered_cards: int) -> dict[str, dict]:
    """The powers by id (as a string), in list order."""
    data = read_yaml(path, "powers")
    raw = data["powers"]
    if not isinstance(raw, list) or not raw:
        raise DataError(path, "powers", "(powers)", "must be a non-empty list of powers")
    out: dict[str, dict] = {}
    for i, p in enumerate(raw):
        entry = f"powers[{i}]"
        if not isinstance(p, dict):
            raise DataError(path, entry, "(power)", "must be a mapping {id, name, text, do, ...}")
        pid = whole(path, entry, "id", p.get("id"), 1, 999)
        entry = f"powers.{pid}"
        if str(pid) in out:
            raise DataError(path, entry, "id", "two powers have this id")
        out[str(pid)] = fx.parse_power(path, entry, pid, p)
    capacity = sum(p["cap"] if p["cap"] is not None else powered_cards for p in out.values())
    if capacity < powered_cards:
        raise DataError(path, "powers", "cap", f"the caps allow {capacity} powered cards, the deck has "
                        f"{powered_cards} (the 1-8 of every suit)")
    return out


def load(suits_path: str = SUITS_FILE, powers_path: str = POWERS_FILE) -> dict:
    suits = parse_suits(suits_path)
    powers = parse_powers(powers_path, len(suits) * len(POWERED))
    return {"suits": suits, "powers": powers}


def assign_powers(state: dict, suits: list[dict], powers: dict[str, dict]) -> dict[str, int | None]:
    """The publisher's hand-out, seeded by the game: every power once in list order, then
    random fills among the powers still under their cap, shuffled onto the 1-8 of every
    suit (all nine suits, as printed); the 9s carry none."""
    cards = [f"{s['key']}-{n}" for s in suits for n in POWERED]
    order = [int(pid) for pid in powers]
    pool = order[:len(cards)]
    count = {pid: 1 for pid in pool}
    while len(pool) < len(cards):
        open_ = [pid for pid in order if powers[str(pid)]["cap"] is None or count[pid] < powers[str(pid)]["cap"]]
        pid = rng.choice(state, open_)
        pool.append(pid)
        count[pid] = count.get(pid, 0) + 1
    rng.shuffle(state, pool)
    out: dict[str, int | None] = dict(zip(cards, pool))
    for s in suits:
        out[f"{s['key']}-9"] = None
    return out


_cache: dict = {}


def shipped() -> dict:
    """The shipped suits and powers, loaded once."""
    if "set" not in _cache:
        _cache["set"] = load()
    return _cache["set"]
