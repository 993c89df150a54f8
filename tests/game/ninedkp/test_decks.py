"""The shipped 9DKP starter decks stay legal by the book's deck limits (issue 24, point 6).

Rulebook (/work/shared/rules/9dkp.txt):
  "Next, both players shuffle their 40-card Deck."
  "You may only have 3 copies of any card in your deck, with the exception of POW Cards, which are
  limited to 1."
  "No player may have duplicate POW cards within their Deck."
  "You may only have 1 POW Card per faction in your deck."

Each deck is checked twice: by the game's own validator (game/ninedkp/cards.validate_deck) and by
an independent count made here from the raw YAML files. Mutated decks show that both checks fail
on a deck that breaks a limit. The decks' balance is measured, not tested: docs/balance.md.
"""
from collections import Counter

import pytest
import yaml

from game.core.contract import DataError
from game.ninedkp.cards import CARDS_FILE, DECKS_FILE, shipped, validate_deck
from game.ninedkp.rules import RULESET

BOOK_DECK_SIZE = 40      # "shuffle their 40-card Deck"
BOOK_MAX_COPIES = 3      # "You may only have 3 copies of any card in your deck"
BOOK_MAX_POW_COPIES = 1  # "with the exception of POW Cards, which are limited to 1"


def _raw(path):
    with open(path, encoding="utf-8") as f:
        return yaml.safe_load(f)


RAW_CARDS = _raw(CARDS_FILE)["cards"]
RAW_DECKS = _raw(DECKS_FILE)["decks"]


def count_entries(entries) -> Counter:
    """Expand ``key`` / ``key xN`` entries without the game's parser."""
    counts: Counter = Counter()
    for item in entries:
        key, sep, n = item.partition(" x")
        counts[key] += int(n) if sep else 1
    return counts


def book_problems(counts: Counter, raw_cards: dict = RAW_CARDS) -> list[str]:
    """Every way a deck (card key -> copies) breaks the book's limits, counted from the raw cards file."""
    problems = []
    total = sum(counts.values())
    if total != BOOK_DECK_SIZE:
        problems.append(f"{total} cards, not {BOOK_DECK_SIZE}")
    pow_by_faction: dict[str, list[str]] = {}
    for key, n in counts.items():
        if key not in raw_cards:
            problems.append(f"unknown card {key}")
            continue
        raw = raw_cards[key]
        if raw.get("rank") == "pow":
            if n > BOOK_MAX_POW_COPIES:
                problems.append(f"{n} copies of the POW card {key}")
            pow_by_faction.setdefault(raw["faction"], []).append(key)
        elif n > BOOK_MAX_COPIES:
            problems.append(f"{n} copies of {key}")
    for faction, keys in pow_by_faction.items():
        if len(keys) > 1:
            problems.append(f"{len(keys)} POW cards of faction {faction}: {', '.join(sorted(keys))}")
    return problems


def game_accepts(name: str, keys: list[str], defs: dict | None = None) -> bool:
    """Whether the game's own validator takes this deck."""
    try:
        validate_deck("decks.yaml", name, keys, defs if defs is not None else shipped()[0])
    except DataError:
        return False
    return True


def expand(counts: Counter) -> list[str]:
    return [k for k, n in counts.items() for _ in range(n)]


DECK_NAMES = sorted(RAW_DECKS)


def test_the_three_starter_decks_ship():
    assert DECK_NAMES == ["alley", "clinic", "nine_tails"]
    _, decks = shipped()
    assert sorted(decks) == DECK_NAMES
    # the default pairing (deck1, deck2) names shipped decks
    defaults = RULESET.info.default_options()
    assert defaults["deck1"] in decks and defaults["deck2"] in decks


@pytest.mark.parametrize("name", DECK_NAMES)
def test_a_shipped_deck_keeps_the_books_limits(name):
    counts = count_entries(RAW_DECKS[name]["cards"])
    assert book_problems(counts) == []
    # the game loaded the very same cards, and its own validator accepts them
    _, decks = shipped()
    assert Counter(decks[name]["cards"]) == counts
    assert game_accepts(name, list(decks[name]["cards"]))


def _mutations(counts: Counter) -> dict[str, Counter]:
    """Decks one step outside a limit, each made from a shipped deck."""
    pows = sorted(k for k in counts if RAW_CARDS[k].get("rank") == "pow")
    commons = sorted(k for k in counts if RAW_CARDS[k].get("rank") != "pow")
    at_three = next(k for k in commons if counts[k] == BOOK_MAX_COPIES)
    below_three = next(k for k in commons if counts[k] < BOOK_MAX_COPIES)
    filler = next(k for k in commons if k != at_three)      # a card taken out to keep 40

    def changed(**delta):
        deck = Counter(counts)
        deck.update(delta)
        return +deck
    return {
        "39 cards": changed(**{filler: -1}),
        "41 cards": changed(**{below_three: 1}),
        "a fourth copy": changed(**{at_three: 1, filler: -1}),
        "a duplicate POW card": changed(**{pows[0]: 1, filler: -1}),
        "two POW cards of a faction": changed(**{SECOND_POW: 1, filler: -1}),
    }


#: the shipped pool has one POW card per faction, so the second one is made here: a copy of the
#: first POW card of the deck's faction under another key (same faction, same rank)
SECOND_POW = "second_pow_card"


def _with_second_pow(counts: Counter) -> tuple[dict, dict]:
    """The game's card definitions and the raw cards, each with SECOND_POW: a POW card of the
    faction of the deck's first POW card."""
    first = sorted(k for k in counts if RAW_CARDS[k].get("rank") == "pow")[0]
    defs = dict(shipped()[0])
    defs[SECOND_POW] = {**defs[first], "key": SECOND_POW}
    raw = dict(RAW_CARDS)
    raw[SECOND_POW] = dict(RAW_CARDS[first])
    return defs, raw


@pytest.mark.parametrize("name", DECK_NAMES)
def test_a_deck_past_a_limit_fails_both_checks(name):
    counts = count_entries(RAW_DECKS[name]["cards"])
    defs, raw = _with_second_pow(counts)
    assert book_problems(counts, raw) == [] and game_accepts(name, expand(counts), defs)
    for label, deck in _mutations(counts).items():
        assert book_problems(deck, raw), label
        assert not game_accepts(name, expand(deck), defs), label


def test_each_mutation_breaks_the_limit_it_names():
    counts = count_entries(RAW_DECKS["alley"]["cards"])
    _, raw = _with_second_pow(counts)
    m = _mutations(counts)
    assert sum(m["39 cards"].values()) == 39 and sum(m["41 cards"].values()) == 41
    assert max(m["a fourth copy"].values()) == 4
    assert book_problems(m["a fourth copy"], raw) == [f"4 copies of {max(m['a fourth copy'], key=m['a fourth copy'].get)}"]
    assert [p for p in book_problems(m["a duplicate POW card"], raw) if "copies of the POW card" in p]
    assert [p for p in book_problems(m["two POW cards of a faction"], raw) if "POW cards of faction" in p]
    assert all(sum(m[k].values()) == BOOK_DECK_SIZE
               for k in ("a fourth copy", "a duplicate POW card", "two POW cards of a faction"))
