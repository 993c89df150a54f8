"""The quick paths of the 9DKP rules (issue 14) remember what they read of the card
definitions; these tests check that what they remember never leaks from one set of
definitions to another (two scenarios may give one key different cards)."""
from game.ninedkp import effects as fx
from game.ninedkp.actions import PlayCharacter, UseAbility
from game.ninedkp.rules import RULESET

from .helpers import table


def _kat(dkp, ability=None):
    card = {"name": "Test Kat", "type": "character", "gem": "red" if ability else "black", "bp": 200, "dkp": dkp}
    if ability:
        card["ability"] = ability
    return card


def test_legal_moves_follow_each_states_own_definitions():
    """The same key costs 0 DKP in one table and 5 in the other: only the first may play it,
    whichever table is asked first and however often they alternate."""
    cheap = table(p1={"hand": [{"card": "kat", "id": "k"}], "dkp": 0}, cards={"kat": _kat(1)})
    dear = table(p1={"hand": [{"card": "kat", "id": "k"}], "dkp": 0}, cards={"kat": _kat(-5)})
    for _ in range(2):
        for state, playable in ((cheap, True), (dear, False), (cheap, True)):
            moves = RULESET.legal_actions(state, 0)
            assert (PlayCharacter("k") in moves) is playable
            assert RULESET._can_act(state, 0) is playable


def test_abilities_follow_each_states_own_definitions():
    """A red gem's ability in one table, a plain character under the same key in another."""
    zap = {"cost": 0, "effects": [{"do": "damage_player", "amount": 100}]}
    red = table(p1={"range": [{"card": "kat", "id": "k"}], "hand": ["hairball"]}, cards={"kat": _kat(1, zap)})
    plain = table(p1={"range": [{"card": "kat", "id": "k"}], "hand": ["hairball"]}, cards={"kat": _kat(1)})
    for state, has in ((red, True), (plain, False), (red, True)):
        assert (UseAbility("k") in RULESET.legal_actions(state, 0)) is has


def test_described_effects_are_those_of_the_list_asked_about():
    """The words for a list of effects are remembered by the list itself, not by its content."""
    one = [{"do": "damage_player", "amount": 100}]
    other = [{"do": "heal_player", "amount": 300}]
    assert fx.describe(one, None) == "Deal 100 damage to the opponent's HP."
    assert fx.describe(other, None) == "Gain 300 HP."
    assert fx.describe(list(one), None) == fx.describe(one, None)
    assert fx.describe(one, None) == "Deal 100 damage to the opponent's HP."


def test_targets_exclude_the_source_and_keep_the_range_order():
    """'one of your other Characters': the card itself is never its own target; any_character
    lists the own range first, then the enemy's."""
    state = table(p1={"range": [{"card": "toasted_rot", "id": "a"}, {"card": "toasted_rot", "id": "b",
                                                                     "katnap": True}]},
                  p2={"range": [{"card": "toasted_rot", "id": "c"}]})
    assert fx.targets(state, 0, "own_character", "a") == ["b"]
    assert fx.targets(state, 0, "own_active", None) == ["a"]
    assert fx.targets(state, 0, "own_katnap", None) == ["b"]
    assert fx.targets(state, 0, "any_character", "b") == ["a", "c"]
    assert fx.targets(state, 0, "enemy_active", None) == ["c"]
    assert fx.targets(state, 1, "enemy_katnap", None) == ["b"]
    assert fx.targets(state, 0, None, None) == []
