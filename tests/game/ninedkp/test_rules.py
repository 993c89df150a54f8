"""9DKP rule tests. Each test quotes the sentence of the rulebook it checks
(../shared/rules/9dkp.txt)."""
import pytest
from hypothesis import given, settings, strategies as st

from game.core.contract import IllegalAction
from game.ninedkp import effects as fx
from game.ninedkp.actions import (Attack, ChooseOrder, Counter, EndTurn, PlayCharacter, PlaySkratch,
                                  Retire, TakeHit, UseAbility)
from game.ninedkp.rules import RULESET

from .helpers import card, do, table, view

SPARE = "hairball"  # a 0-cost Skratch that keeps a turn from ending by itself


def test_start_hp_deck_roll_off_and_opening_hand():
    """'Each player will start with 2000 HP.' ... 'both players shuffle their 40-card Deck.'
    'decide who goes first by rolling a D6. Whoever gets the highest roll can choose to draw and
    play their cards first, or go second.' 'Meow draw your top 5 cards from your deck.'"""
    for seed in range(30):
        s = RULESET.new_game(2, seed)
        v = view(s)
        assert v["p1"]["hp"] == v["p2"]["hp"] == 2000
        assert v["p1"]["deck"] == v["p2"]["deck"] == 40
        *ties, last = v["rolls"]
        assert all(a == b for a, b in ties) and last[0] != last[1], "ties re-roll"
        assert all(1 <= x <= 6 for r in v["rolls"] for x in r)
        winner = 0 if last[0] > last[1] else 1
        assert v["phase"] == "order" and RULESET.to_act(s) == [winner]
        do(s, winner, ChooseOrder(first=False))
        v = view(s)
        first = 1 - winner
        assert v["active"] == first
        # the first player drew their paw of 5 and the card of their draw phase
        assert v[f"p{first + 1}"]["hand_count"] == 6 and v[f"p{first + 1}"]["deck"] == 34
        assert v[f"p{winner + 1}"]["hand_count"] == 5 and v[f"p{winner + 1}"]["deck"] == 35


def test_ties_re_roll_seen_in_some_seed():
    assert any(len(RULESET.new_game(2, seed)["rolls"]) > 1 for seed in range(40))


def test_draw_phase_draws_one():
    """'The Draw Phase is very simple. You draw a single card from your draw pile'"""
    s = table(p1={"hand": [SPARE]}, p2={"hand": [SPARE], "deck": ["soot_imp", "gutter_kit"]})
    do(s, 0, EndTurn())
    v = view(s, 1)
    assert v["p2"]["hand_count"] == 2 and v["p2"]["deck"] == 1
    assert v["p2"]["hand"][-1]["key"] == "soot_imp", "the top card is drawn"


def test_bleed_out():
    """'If you run out of cards to pull from the deck, your HP will begin to Bleed Out. Every turn
    that you cannot draw a card, you lose 100 HP.'"""
    s = table(p1={"hand": [SPARE]}, p2={"hand": [SPARE]})
    do(s, 0, EndTurn())
    assert view(s)["p2"]["hp"] == 1900


def test_katnap_cards_wake_at_start_of_turn():
    """'At the start of your next turn all of your cards in Katnap will wake up and become active.'"""
    s = table(p1={"hand": [SPARE]}, p2={"hand": [SPARE], "deck": ["soot_imp"],
                                         "range": [{"card": "toasted_rot", "id": "rot", "katnap": True}]})
    do(s, 0, EndTurn())
    assert card(s, "rot")["katnap"] is False


def test_new_characters_enter_in_katnap_and_cannot_attack():
    """'When a Character card is first placed on the range, it is always is always turned sideways
    and remains inactive. This is known as the Katnap state. Cards in Katnap cannot attack or
    counterattack.'"""
    s = table(p1={"hand": [{"card": "toasted_rot", "id": "rot"}, SPARE]})
    do(s, 0, PlayCharacter("rot"))
    assert card(s, "rot")["katnap"] is True
    assert Attack("rot") not in RULESET.legal_actions(s, 0)
    with pytest.raises(IllegalAction, match="Katnap"):
        do(s, 0, Attack("rot"))


def test_one_character_per_turn():
    """'You may also play one Character card from your hand, as long as it generates DKP, or you can
    afford the DKP cost.'"""
    s = table(p1={"hand": [{"card": "soot_imp", "id": "x"}, {"card": "gutter_kit", "id": "y"}, SPARE]})
    do(s, 0, PlayCharacter("x"))
    with pytest.raises(IllegalAction, match="one Character"):
        do(s, 0, PlayCharacter("y"))


def test_character_generates_or_costs_dkp():
    """'If the number contains a plus(+), then you gain that much DKP. If the number contains a
    minus(-), then the card costs that much DKP, and you can only play the card on to the range if
    you have enough DKP to spend on the card.'"""
    s = table(p1={"dkp": 2, "hand": [{"card": "blight_stalker", "id": "b"}, SPARE]})  # costs 3
    with pytest.raises(IllegalAction, match="costs 3 DKP and you have 2"):
        do(s, 0, PlayCharacter("b"))
    s = table(p1={"dkp": 3, "hand": [{"card": "blight_stalker", "id": "b"}, SPARE]})
    do(s, 0, PlayCharacter("b"))
    assert view(s)["p1"]["dkp"] == 0
    s = table(p1={"dkp": 3, "hand": [{"card": "soot_imp", "id": "i"}, SPARE]})  # +2
    do(s, 0, PlayCharacter("i"))
    assert view(s)["p1"]["dkp"] == 5


def test_skratch_any_number_if_affordable():
    """'During your turn, you may play as many Scratch Cards from your hand as you would like, as
    long as you can afford to pay the DKP.'"""
    s = table(p1={"dkp": 2, "hand": [{"card": "tuna_feast", "id": "t1"}, {"card": "tuna_feast", "id": "t2"},
                                     {"card": "tuna_feast", "id": "t3"}, SPARE], "hp": 1000})
    do(s, 0, PlaySkratch("t1"))
    do(s, 0, PlaySkratch("t2"))
    assert view(s)["p1"]["hp"] == 1600 and view(s)["p1"]["dkp"] == 0
    with pytest.raises(IllegalAction, match="costs 1 DKP and you have 0"):
        do(s, 0, PlaySkratch("t3"))


def test_range_holds_four():
    """'Only 4 Character cards can be placed in the RANGE at one time.'"""
    rng = [{"card": "soot_imp"} for _ in range(4)]
    s = table(p1={"range": rng, "hand": [{"card": "gutter_kit", "id": "g"}, SPARE]})
    with pytest.raises(IllegalAction, match="Only 4"):
        do(s, 0, PlayCharacter("g"))


def test_no_discarding_from_range():
    """'You cannot choose to discard any card from your RANGE, they must be defeated or returned
    through play.' No action discards a non-green card from the range."""
    s = table(p1={"range": [{"card": "toasted_rot", "id": "rot"}], "hand": [SPARE]})
    kinds = {type(a).__name__ for a in RULESET.legal_actions(s, 0)}
    assert "Retire" not in kinds
    with pytest.raises(IllegalAction, match="cannot be retired"):
        do(s, 0, Retire("rot"))


def test_attack_then_katnap_and_each_attacks_once():
    """'When cards are used to either defend or attack, they are placed in Katnap state, indicating
    that they have taken an action this turn.'"""
    s = table(p1={"range": [{"card": "toasted_rot", "id": "rot"}], "hand": [SPARE]},
              p2={"range": [{"card": "babusa", "id": "bab"}]})
    do(s, 0, Attack("rot"))
    do(s, 1, TakeHit())
    assert card(s, "rot")["katnap"] is True
    assert Attack("rot") not in RULESET.legal_actions(s, 0)


def test_defender_may_take_the_hit():
    """'You do not have to Counter attack. You may choose to take the damage directly instead of
    sacrificing cards if you wish.'"""
    s = table(p1={"range": [{"card": "toasted_rot", "id": "rot"}], "hand": [SPARE]},
              p2={"range": [{"card": "babusa", "id": "bab"}]})
    do(s, 0, Attack("rot"))
    assert TakeHit() in RULESET.legal_actions(s, 1)
    do(s, 1, TakeHit())
    assert view(s)["p2"]["hp"] == 1700 and card(s, "bab")["katnap"] is False


def test_only_active_cards_counter_attack():
    """'ONLY ACTIVE CARDS ON YOUR OPPONENT'S RANGE CAN COUNTER ATTACK' and 'Cards in Katnap state
    CANNOT be used to defend or attack'"""
    s = table(p1={"range": [{"card": "toasted_rot", "id": "rot"}], "hand": [SPARE]},
              p2={"range": [{"card": "babusa", "id": "bab"}, {"card": "soot_imp", "id": "imp", "katnap": True}]})
    do(s, 0, Attack("rot"))
    legal = RULESET.legal_actions(s, 1)
    assert Counter("bab") in legal and Counter("imp") not in legal
    with pytest.raises(IllegalAction, match="Katnap"):
        do(s, 1, Counter("imp"))


def test_combat_is_one_vs_one():
    """'Combat is always 1 vs 1, only one Character may counter attack against one Attacker each
    time an attack is declared.'"""
    s = table(p1={"range": [{"card": "toasted_rot", "id": "rot"}], "hand": [SPARE]},
              p2={"range": [{"card": "soot_imp", "id": "i1"}, {"card": "soot_imp", "id": "i2"}]})
    do(s, 0, Attack("rot"))
    do(s, 1, Counter("i1"))
    with pytest.raises(IllegalAction):
        do(s, 1, Counter("i2"))
    assert card(s, "i2")["katnap"] is False


@settings(max_examples=120, deadline=None)
@given(a=st.integers(1, 9), d=st.integers(1, 9))
def test_three_combat_outcomes(a, d):
    """'When both cards are of equal BP ... both cards go to the Discard Pile.' / 'When the defender
    is stronger than the attacker, the attacker is sent to the discard pile. The defender loses the
    difference' / 'When the defender counter attacks with a card weaker than the attacker, the
    defending card is sent to the Discard Pile. The Attacking card loses the difference in BP. The
    Defender loses the difference from their HP!'"""
    cards = {"att": {"name": "A", "type": "character", "gem": "black", "bp": a * 100},
             "dfn": {"name": "D", "type": "character", "gem": "black", "bp": d * 100}}
    s = table(cards=cards, p1={"range": [{"card": "att", "id": "A"}], "hand": [SPARE]},
              p2={"range": [{"card": "dfn", "id": "D"}]})
    do(s, 0, Attack("A"))
    do(s, 1, Counter("D"))
    v = view(s)
    on_range = {c["id"]: c for c in v["p1"]["range"] + v["p2"]["range"]}
    if a == d:
        assert not on_range and v["p2"]["hp"] == 2000
    elif d > a:
        assert "A" not in on_range and on_range["D"]["bp"] == (d - a) * 100 and v["p2"]["hp"] == 2000
        assert on_range["D"]["katnap"]
    else:
        assert "D" not in on_range and on_range["A"]["bp"] == (a - d) * 100
        assert v["p2"]["hp"] == 2000 - (a - d) * 100


def test_defeated_card_is_discarded_at_zero_bp():
    """'When a character's BP reaches 0, they are defeated and discarded.'"""
    s = table(p1={"dkp": 1, "hand": [{"card": "claw_swipe", "id": "cs"}, SPARE]},
              p2={"range": [{"card": "scrapper_tom", "id": "tom"}]})
    do(s, 0, PlaySkratch("cs", target="tom"))
    assert view(s)["p2"]["discard"][0]["id"] == "tom"


def test_dkp_never_below_zero():
    """'Note that you cannot go below 0 DKP.'"""
    s = table(p1={"dkp": 1, "hand": [{"card": "kat_tax", "id": "k"}, SPARE]}, p2={"dkp": 1})
    do(s, 0, PlaySkratch("k"))
    assert view(s)["p2"]["dkp"] == 0


def test_dkp_not_lost_when_a_card_is_defeated():
    """'You do not lose DKP when a card is defeated, only by spending it or special means.'"""
    s = table(p1={"range": [{"card": "babusa", "id": "bab"}], "hand": [SPARE]},
              p2={"dkp": 5, "range": [{"card": "soot_imp", "id": "imp"}]})
    do(s, 0, Attack("bab"))
    do(s, 1, Counter("imp"))
    assert view(s)["p2"]["dkp"] == 5


def test_overload_passes_excess_and_stops_at_both_ten():
    """'During Overload all excess DKP will go to your opponent until you can spend DKP and bring it
    back down from 10.' 'If both players have hit 10 DKP, no DKP is generated'"""
    ev = []
    s = table(p1={"dkp": 10}, p2={"dkp": 4})
    fx.gain_dkp(s, 0, 3, ev)
    assert (s["players"][0]["dkp"], s["players"][1]["dkp"]) == (10, 7)
    s = table(p1={"dkp": 10}, p2={"dkp": 10})
    fx.gain_dkp(s, 0, 3, ev)
    assert (s["players"][0]["dkp"], s["players"][1]["dkp"]) == (10, 10)


def test_red_gem_ability_instead_of_attack_then_katnap():
    """'When the card is active, the player may either attack with the card's BP or use its
    alternate ability instead. Using the ability will then place the card into Katnap.'"""
    s = table(p1={"range": [{"card": "cinder_kit", "id": "ck"}], "hand": [SPARE]})
    legal = RULESET.legal_actions(s, 0)
    assert Attack("ck") in legal and UseAbility("ck") in legal
    do(s, 0, UseAbility("ck"))
    assert view(s)["p2"]["hp"] == 1900 and card(s, "ck")["katnap"]
    assert Attack("ck") not in RULESET.legal_actions(s, 0)


def test_katnap_cards_cannot_use_abilities():
    """'Characters in Katnap state are inactive. ... They cannot activate their abilities.'"""
    s = table(p1={"range": [{"card": "cinder_kit", "id": "ck", "katnap": True}], "hand": [SPARE]})
    with pytest.raises(IllegalAction, match="Katnap"):
        do(s, 0, UseAbility("ck"))


def test_yellow_gem_on_defeated_trigger():
    """'Yellow gem cards have an immediate effect. The card's ability activates either immediately
    after it is summoned to the range, or after certain conditions are met, such as after the card
    being defeated.'"""
    s = table(p1={"range": [{"card": "babusa", "id": "bab"}], "hand": [SPARE]},
              p2={"range": [{"card": "ember_tail", "id": "ember"}]})
    do(s, 0, Attack("bab"))
    do(s, 1, Counter("ember"))
    # Babusa 900 beats Ember Tail 200: p2 takes 700; Ember Tail's trigger deals 100 to p1
    assert view(s)["p2"]["hp"] == 1300 and view(s)["p1"]["hp"] == 1900


def test_green_gem_costs_hp_and_retires():
    """'Green gem cards ... require HP in order to play and can be "retired" to the discard pile to
    be exchanged for HP, DKP, and more.'"""
    s = table(p1={"hp": 1500, "hand": [{"card": "street_sage", "id": "sage"}, SPARE]},
              p2={"hand": [SPARE], "deck": ["soot_imp"]})
    do(s, 0, PlayCharacter("sage"))
    assert view(s)["p1"]["hp"] == 1400 and view(s)["p1"]["dkp"] == 1
    do(s, 0, EndTurn())
    do(s, 1, EndTurn())
    do(s, 0, Retire("sage"))
    v = view(s)
    assert v["p1"]["discard"][0]["id"] == "sage" and v["p1"]["dkp"] == 4 and v["p1"]["hp"] == 1500


def test_green_gem_cannot_be_paid_with_last_hp():
    s = table(p1={"hp": 100, "hand": [{"card": "street_sage", "id": "sage"}, SPARE]})
    with pytest.raises(IllegalAction, match="HP"):
        do(s, 0, PlayCharacter("sage"))


def test_pow_cannot_be_resurrected():
    """'POW Cards can NOT be resurrected by Character card abilities or Skratch cards.'"""
    s = table(p1={"dkp": 5, "hand": [{"card": "nine_lives", "id": "nl"}, SPARE],
                  "discard": [{"card": "babusa", "id": "bab"}, {"card": "soot_imp", "id": "imp"}]})
    legal = RULESET.legal_actions(s, 0)
    assert PlaySkratch("nl", target="imp") in legal
    assert PlaySkratch("nl", target="bab") not in legal
    with pytest.raises(IllegalAction):
        do(s, 0, PlaySkratch("nl", target="bab"))


def test_player_at_zero_hp_loses():
    """'If your opponent runs out of HP, you win!!'"""
    s = table(p1={"range": [{"card": "babusa", "id": "bab"}], "hand": [SPARE]}, p2={"hp": 500})
    do(s, 0, Attack("bab"))
    assert RULESET.outcome(s)["winners"] == [0]
    assert RULESET.to_act(s) == [] and RULESET.legal_actions(s, 0) == []


def test_turn_ends_by_itself_when_nothing_is_left():
    """'Your turn ends when you have no other active cards, or declare your turn has ended.'"""
    s = table(p1={"range": [{"card": "toasted_rot", "id": "rot"}]}, p2={"hand": [SPARE], "deck": ["soot_imp"]})
    do(s, 0, Attack("rot"))
    assert view(s)["active"] == 1


def test_no_hand_limit():
    """'There is no hand limit in 9DKP.'"""
    s = table(p1={"hand": [SPARE] * 12}, p2={"hand": [SPARE], "deck": ["soot_imp"] * 3})
    do(s, 0, EndTurn())
    assert view(s)["p1"]["hand_count"] == 12
