"""The shipped 9DKP card pool: every card is played by some deck, the starters show every gem
(green too, on play and on retirement) and the POW deck rule."""
from collections import Counter

from game.ninedkp.cards import shipped


def test_every_card_is_in_some_shipped_deck():
    defs, decks = shipped()
    used = {k for d in decks.values() for k in d["cards"]}
    assert sorted(set(defs) - used) == []


def test_the_two_starters_show_green_gems_on_play_and_on_retirement():
    # "Green gem cards act as a unique variant of the Yellow and Blue gems. These cards require HP
    # in order to play and can be "retired" to the discard pile to be exchanged for HP, DKP, and more."
    defs, decks = shipped()
    starters = decks["alley"]["cards"] + decks["clinic"]["cards"]
    greens = [k for k in starters if defs[k]["gem"] == "green"]
    assert len(greens) > 3
    assert any(defs[k]["on_play"] for k in greens)
    assert all(defs[k]["retire"] for k in greens)


def test_a_starter_holds_two_pow_cards_of_different_factions():
    # "You may only have 1 POW Card per faction in your deck" and "No player may have duplicate POW cards"
    defs, decks = shipped()
    for name in ("alley", "clinic"):
        pows = Counter(defs[k]["faction"] for k in decks[name]["cards"] if defs[k]["pow"])
        assert all(n == 1 for n in pows.values())
    assert any(len([k for k in set(d["cards"]) if defs[k]["pow"]]) >= 2 for d in decks.values())
