"""One test per power of the powers variant (facts page, ../shared/rules/README.md, "The powers"),
plus the powers' general rules. Three seats (hearts, spades, diamonds); p1 is the Kittykeeper
and bids diamonds (trump), p2 uses the power on spades-6 from its row (its bid is spades-1),
p3 bids spades-2."""
import pytest

from game.tricksy.actions import (ChooseKeeper, Discard, Keep, PassCards, Play, PlayBlind, SetAside,
                                  SwapWithTrick, UsePower)
from game.tricksy.rules import RULESET as R

from .helpers import POWER_CARD, cards_of, do, legal, play, pt, table, use, view

def winner_after(s, *cards):
    play(s, *cards)
    return s["last"]["winner"]


def test_01_new_leading_suit():
    """1. the card you play sets a new leading suit"""
    s = pt(1, p2={"hand": ["diamonds-7", "hearts-3"]}, p3={"hand": ["hearts-4", "diamonds-2"]})
    play(s, "hearts-5")
    use(s)
    play(s, "hearts-3")
    assert view(s)["leading"] == "hearts"
    s = pt(1, p2={"hand": ["diamonds-7", "spades-7"]}, p3={"hand": ["hearts-4", "diamonds-2"], "bid": "spades-4"})
    play(s, "hearts-5")
    use(s)
    play(s, "diamonds-7")
    assert view(s)["leading"] == "diamonds" and cards_of(legal(s, 2)) == ["diamonds-2"]


def test_02_nobody_has_to_follow_suit():
    """2. nobody has to follow suit"""
    s = pt(2)
    play(s, "hearts-5")
    assert cards_of([a for a in legal(s, 1) if isinstance(a, Play)]) == ["hearts-3", "hearts-9"]
    use(s)
    assert cards_of([a for a in legal(s, 1) if isinstance(a, Play)]) == ["diamonds-7", "hearts-3", "hearts-9"]
    play(s, "diamonds-7")
    assert cards_of(legal(s, 2)) == ["diamonds-9", "hearts-4", "hearts-7"]


def test_03_your_played_suit_becomes_trump():
    """3. your played card's suit becomes trump"""
    s = pt(3, p3={"hand": ["diamonds-9", "spades-3"]})
    play(s, "hearts-5")
    use(s)
    play(s, "hearts-3")
    assert view(s)["trump"] == "hearts"
    assert winner_after(s, "diamonds-9") == 0      # without the power the diamond would trump


def test_04_your_bid_suit_becomes_trump():
    """4. your bid card's suit becomes trump"""
    s = pt(4, p3={"hand": ["diamonds-9", "spades-3"], "bid": "hearts-2"})
    play(s, "hearts-5")
    use(s)
    assert view(s)["trump"] == "spades"
    assert winner_after(s, "hearts-3", "spades-3") == 2


def test_05_wild_card():
    """5. your card is wild: any suit and number you choose"""
    s = pt(5)
    play(s, "hearts-5")
    wilds = [a for a in legal(s, 1) if isinstance(a, UsePower)]
    assert len(wilds) == 3 * 9
    use(s, suit="hearts", number=9)
    assert cards_of([a for a in legal(s, 1) if isinstance(a, Play)]) == ["diamonds-7", "hearts-3", "hearts-9"]
    play(s, "diamonds-7")
    t = view(s)["trick"][1]
    assert (t["suit"], t["number"]) == ("hearts", 9)
    assert winner_after(s, "hearts-7") == 1


def test_06_bid_suit_cards_are_not_ignored():
    """6. cards matching their player's bid suit are not ignored"""
    s = pt(6, p3={"hand": ["hearts-4", "spades-3"]}, kittykeeper="p1")
    play(s, "diamonds-8")
    use(s)
    assert winner_after(s, "diamonds-7", "hearts-4") == 0
    s = pt(41, p3={"hand": ["hearts-4", "spades-3"]})    # control: without 6, p1's diamond is ignored
    play(s, "diamonds-8")
    assert winner_after(s, "diamonds-7", "hearts-4") == 1


def test_07_numbers_rank_in_reverse():
    """7. numbers rank in reverse (1 high, 9 low)"""
    s = pt(7)
    play(s, "hearts-5")
    use(s)
    assert winner_after(s, "hearts-3", "hearts-7") == 1


def test_08_previous_player_takes_back_and_plays_another():
    """8. the previous player must take back their card and play a different one if they can"""
    s = pt(8)
    assert not any(isinstance(a, UsePower) for a in legal(s, 0)), "nobody before the leader"
    play(s, "hearts-5")
    use(s)
    v = view(s)
    assert v["phase"] == "power_choice" and R.to_act(s) == [0] and v["choice"]["kind"] == "replay"
    assert v["trick"] == [] and v["p1"]["hand_count"] == 3
    assert cards_of(legal(s, 0)) == ["diamonds-8", "spades-5"]
    play(s, "spades-5")
    assert R.to_act(s) == [1] and view(s)["leading"] == "spades"


def test_09_you_choose_the_next_kittykeeper():
    """9. you choose the next Kittykeeper"""
    s = pt(9)
    play(s, "hearts-5")
    use(s)
    play(s, "hearts-9", "hearts-4")
    do(s, 1, Keep("hearts-4"))
    assert view(s)["choice"]["kind"] == "keeper" and R.to_act(s) == [1]
    do(s, 1, ChooseKeeper(2))
    assert view(s)["kittykeeper"] == 2 and R.to_act(s) == [2]


def test_10_if_you_lose_you_choose_the_next_kittykeeper():
    """10. if you lose this trick you choose the next Kittykeeper"""
    s = pt(10)
    play(s, "hearts-5")
    use(s)
    play(s, "hearts-3", "hearts-4")
    do(s, 0, Keep("hearts-3"))
    assert R.to_act(s) == [1]
    do(s, 1, ChooseKeeper(1))
    assert view(s)["kittykeeper"] == 1
    s = pt(10)
    play(s, "hearts-5")
    use(s)
    play(s, "hearts-9", "hearts-4")
    do(s, 1, Keep("hearts-4"))
    assert view(s)["phase"] == "play" and view(s)["kittykeeper"] == 1, "won: no choice"


def test_11_swap_a_hand_card_with_another_player():
    """11. swap one of your hand cards with another player's hand card"""
    s = pt(11)
    before = list(s["hands"][2])
    opts = [a for a in legal(s, 0) if isinstance(a, UsePower)]
    assert opts == []                                   # p1 has no power card
    play(s, "hearts-5")
    assert UsePower(POWER_CARD, seat=2, target="diamonds-7") in legal(s, 1)
    use(s, seat=2, target="diamonds-7")
    assert "diamonds-7" in s["hands"][2] and "diamonds-7" not in s["hands"][1]
    taken = set(s["hands"][1]) - {"hearts-3", "hearts-9"}
    assert len(taken) == 1 and taken <= set(before) and len(s["hands"][2]) == 3


def test_12_swap_your_played_card_with_one_already_played():
    """12. after playing, swap your card with one already played"""
    s = pt(12)
    play(s, "hearts-5")
    use(s, seat=0)
    play(s, "hearts-9")
    trick = view(s)["trick"]
    assert [(t["seat"], t["card"]["id"]) for t in trick] == [(0, "hearts-9"), (1, "hearts-5")]
    assert winner_after(s, "hearts-4") == 0


@pytest.mark.parametrize("pid,to", [(13, 1), (14, -1)], ids=["13-left", "14-right"])
def test_13_14_everyone_passes_two_cards_at_once(pid, to):
    """13. everyone passes 2 cards to the left at once; 14. the same to the right"""
    s = pt(pid)
    play(s, "hearts-5")
    use(s)
    assert R.to_act(s) == [0, 1, 2] and view(s)["choice"]["kind"] == "pass"
    picks = {0: ("spades-5", "diamonds-8"), 1: ("hearts-3", "diamonds-7"), 2: ("hearts-4", "hearts-7")}
    do(s, 2, PassCards(picks[2]))
    assert view(s, 0)["choice"]["chosen"] == [2] and R.to_act(s) == [0, 1]
    do(s, 0, PassCards(picks[0]))
    do(s, 1, PassCards(picks[1]))
    for seat in range(3):
        assert set(picks[seat]) <= set(s["hands"][(seat + to) % 3])
    assert [len(h) for h in s["hands"]] == [2, 3, 3] and R.to_act(s) == [1]


def test_15_winner_deals_the_trick_back():
    """15. if you win this trick, shuffle its cards and deal one back to each player"""
    s = pt(15)
    play(s, "hearts-5")
    use(s)
    play(s, "hearts-9", "hearts-4")
    assert [len(h) for h in s["hands"]] == [3, 3, 3]
    assert s["rows"][1] == ["spades-1"] and view(s)["phase"] == "play"
    assert {"hearts-5", "hearts-9", "hearts-4"} <= set(sum(s["hands"], []))


def test_16_first_card_of_a_suit_ranks_highest():
    """16. within a suit, the first card played ranks highest"""
    s = pt(16)
    play(s, "hearts-5")
    use(s)
    assert winner_after(s, "hearts-9", "hearts-7") == 0


def test_17_last_card_of_a_suit_ranks_highest():
    """17. within a suit, the last card played ranks highest"""
    s = pt(17)
    play(s, "hearts-5")
    use(s)
    assert winner_after(s, "hearts-9", "hearts-4") == 2


@pytest.mark.parametrize("pid,forced", [(18, "hearts-4"), (19, "hearts-7")], ids=["18-lowest", "19-highest"])
def test_18_19_matching_your_suit_plays_lowest_or_highest(pid, forced):
    """18. anyone who matches your suit must play their lowest of it; 19. ... their highest of it"""
    s = pt(pid)
    play(s, "hearts-5")
    use(s)
    play(s, "hearts-3")
    assert cards_of(legal(s, 2)) == [forced]


def test_20_play_a_random_card_ignoring_all_rules():
    """20. shuffle your hand and play a random card, ignoring all other rules"""
    s = pt(20)
    play(s, "hearts-5")
    use(s)
    assert R.to_act(s) == [2] and len(view(s)["trick"]) == 2 and len(s["hands"][1]) == 2


def test_21_everyone_plays_blind():
    """21. everyone shuffles and plays blind"""
    s = pt(21)
    play(s, "hearts-5")
    use(s)
    assert legal(s, 1) == [PlayBlind()]
    do(s, 1, PlayBlind())
    assert legal(s, 2) == [PlayBlind()]
    do(s, 2, PlayBlind())
    assert len(s["last"]["cards"]) == 3 and R.to_act(s)


@pytest.mark.parametrize("pid,p2,p3", [(22, ["hearts-9"], ["hearts-7"]), (23, ["hearts-3"], ["hearts-4"]),
                                       (24, ["hearts-3", "hearts-9"], ["hearts-7"]),
                                       (25, ["hearts-3", "hearts-9"], ["hearts-4"])],
                         ids=["22-above-5", "23-below-5", "24-odd", "25-even"])
def test_22_to_25_everyone_must_play_if_they_can(pid, p2, p3):
    """22. everyone must play above 5 if they can; 23. below 5; 24. odd; 25. even"""
    s = pt(pid)
    play(s, "hearts-5")
    use(s)
    assert cards_of([a for a in legal(s, 1) if isinstance(a, Play)]) == p2
    play(s, p2[0])
    assert cards_of(legal(s, 2)) == p3


def test_26_same_suit_as_the_card_before_is_ignored():
    """26. a card of the same suit as the card played just before it is ignored"""
    s = pt(26)
    play(s, "hearts-5")
    use(s)
    assert winner_after(s, "hearts-9", "hearts-7") == 0
    assert s["last"]["ignored"] == [False, True, True]


def test_27_swap_a_hand_card_with_a_trick_card_at_the_end():
    """27. at the end of the trick, swap one hand card with a card of the trick"""
    s = pt(27)
    play(s, "hearts-5")
    use(s)
    play(s, "hearts-3", "hearts-4")
    assert view(s)["choice"]["kind"] == "trick_swap" and R.to_act(s) == [1]
    do(s, 1, SwapWithTrick("hearts-9", "hearts-3"))
    assert s["last"]["winner"] == 1 and "hearts-3" in s["hands"][1]


def test_28_take_a_won_card_then_discard():
    """28. take one card from any trick already won into your hand, then discard a hand card"""
    s = pt(28, p3={"row": ["spades-2", "hearts-8"]})
    assert view(s)["p3"]["tricks"] == 1
    play(s, "hearts-5")
    use(s, target="hearts-8")
    assert "hearts-8" in s["hands"][1] and view(s)["p3"]["tricks"] == 0
    assert view(s)["choice"]["kind"] == "discard"
    do(s, 1, Discard("diamonds-7"))
    assert "diamonds-7" in s["discard"] and len(s["hands"][1]) == 3 and R.to_act(s) == [1]


def test_29_winner_scores_the_trick_twice():
    """29. the winner scores this trick twice (split it in two)"""
    s = pt(29)
    play(s, "hearts-5")
    use(s)
    play(s, "hearts-9", "hearts-4")
    do(s, 1, Keep("hearts-4"))
    assert view(s)["choice"]["left"] == 1
    do(s, 1, Keep("hearts-5"))
    assert s["rows"][1] == ["spades-1", "hearts-4", "hearts-5"] and view(s)["p2"]["tricks"] == 2
    assert "hearts-9" in s["discard"]


def test_30_winner_does_not_score_the_trick():
    """30. the winner does not score this trick, its cards are discarded"""
    s = pt(30)
    play(s, "hearts-5")
    use(s)
    play(s, "hearts-9", "hearts-4")
    assert s["rows"][1] == ["spades-1"] and view(s)["phase"] == "play"
    assert {"hearts-5", "hearts-9", "hearts-4", POWER_CARD} <= set(s["discard"])


@pytest.mark.parametrize("pid,low", [(31, "hearts-1"), (32, "hearts-2"), (33, "hearts-3")],
                         ids=["31-single-1", "32-single-2", "33-single-3"])
def test_31_to_33_a_single_low_card_names_trump(pid, low):
    """31. if exactly one 1 was played, its suit is trump (32: a single 2, 33: a single 3)"""
    s = pt(pid, p2={"hand": [low, "hearts-9"]}, p3={"hand": ["diamonds-9", "spades-3"]})
    play(s, "hearts-5")
    use(s)
    assert winner_after(s, low, "diamonds-9") == 0
    s = pt(pid, p2={"hand": [low, "hearts-9"]}, p3={"hand": ["diamonds-9", "spades-3"]})
    play(s, "hearts-5")
    use(s)
    assert winner_after(s, "hearts-9", "diamonds-9") == 2, "no such card: trump stays diamonds"


def test_34_any_number_of_powers_and_the_last_conflicting_one_wins():
    """34. this trick anyone may use any number of powers; 'If multiple powers contradict each
    other, the last one played overrides the others.'"""
    s = pt(34, p2={"row": ["spades-1", POWER_CARD, "spades-7", "spades-8"]}, more={"spades-7": 41, "spades-8": 3},
           p3={"hand": ["diamonds-9", "spades-3"]})
    play(s, "hearts-5")
    use(s)
    do(s, 1, UsePower("spades-8"))       # 3: my played suit is trump
    do(s, 1, UsePower("spades-7"))       # 41: no trump -- the last one wins
    play(s, "hearts-3")
    assert view(s)["trump"] is None and view(s)["powers_used"] == 3
    assert winner_after(s, "diamonds-9") == 0


def test_35_cards_face_down_until_the_trick_is_complete():
    """35. cards are played face down and revealed when the trick is complete"""
    s = pt(35)
    play(s, "hearts-5")
    use(s)
    play(s, "hearts-3")
    for seat in (0, 2, None):
        t = view(s, seat)["trick"][1]
        assert t["face_down"] and t["card"] is None
    assert view(s, 1)["trick"][1]["card"]["id"] == "hearts-3"
    play(s, "hearts-4")
    assert s["last"]["cards"] == ["hearts-5", "hearts-3", "hearts-4"] and s["last"]["winner"] == 0


def test_36_everyone_plays_another_card():
    """36. at the end of this trick everyone plays another card before the winner is decided"""
    s = pt(36)
    play(s, "hearts-5")
    use(s)
    play(s, "hearts-3", "hearts-4")
    assert R.to_act(s) == [0] and len(view(s)["trick"]) == 3
    play(s, "spades-5", "hearts-9", "hearts-7")
    assert len(s["last"]["cards"]) == 6 and s["last"]["winner"] == 1


@pytest.mark.parametrize("pid,choice,shown", [(37, {"suit": "hearts"}, {0: ["hearts-5"], 2: ["hearts-4", "hearts-7"]}),
                                              (38, {"number": 5}, {0: ["hearts-5", "spades-5"], 2: []})],
                         ids=["37-suit", "38-number"])
def test_37_38_everyone_reveals_cards_of_a_named_suit_or_number(pid, choice, shown):
    """37. name a suit: everyone reveals their hand cards of that suit; 38. the same for a number"""
    s = pt(pid)
    play(s, "spades-5" if pid == 37 else "diamonds-8")
    use(s, **choice)
    v = view(s, 1)
    for seat, cards in shown.items():
        want = [c for c in cards if c in s["hands"][seat]]
        assert [c["id"] for c in v[f"p{seat + 1}"]["revealed"]] == want


def test_39_cards_above_5_are_ignored():
    """39. cards above 5 are ignored"""
    s = pt(39)
    play(s, "hearts-5")
    use(s)
    assert winner_after(s, "hearts-9", "hearts-7") == 0


def test_40_cards_below_5_are_ignored():
    """40. cards below 5 are ignored"""
    s = pt(40, p1={"hand": ["hearts-2", "spades-5"]})
    play(s, "hearts-2")
    use(s)
    assert winner_after(s, "hearts-3", "hearts-4") == 0
    assert s["last"]["ignored"] == [True, True, True]


def test_41_no_trump():
    """41. this trick has no trump"""
    s = pt(41, p3={"hand": ["diamonds-9", "spades-3"]})
    play(s, "hearts-5")
    use(s)
    assert view(s)["trump"] is None
    assert winner_after(s, "hearts-3", "diamonds-9") == 0


def test_42_cards_below_5_get_plus_9():
    """42. cards below 5 get +9"""
    s = pt(42)
    play(s, "hearts-5")
    use(s)
    assert winner_after(s, "hearts-3", "hearts-4") == 2


def test_43_cards_above_5_get_minus_9():
    """43. cards above 5 get -9"""
    s = pt(43)
    play(s, "hearts-5")
    use(s)
    assert winner_after(s, "hearts-9", "hearts-7") == 0


def test_44_everyone_sets_a_card_aside_for_the_final_trick():
    """44. everyone sets one card aside face down, to be played in the round's final trick"""
    s = pt(44)
    play(s, "hearts-5")
    use(s)
    assert R.to_act(s) == [0, 1, 2] and view(s)["choice"]["kind"] == "aside"
    for seat, c in ((0, "diamonds-8"), (1, "hearts-3"), (2, "diamonds-9")):
        do(s, seat, SetAside(c))
    assert view(s, 0)["p2"]["aside"] is None and view(s, 0)["p2"]["aside_count"] == 1
    assert [len(h) for h in s["hands"]] == [1, 2, 2]
    play(s, "hearts-9", "hearts-4")
    do(s, 1, Keep("hearts-4"))
    play(s, "diamonds-7", "hearts-7", "spades-5")     # trick 2: hands are empty afterwards
    w = s["last"]["winner"]
    do(s, w, Keep(s["last"]["cards"][0]))
    assert sorted(sum(s["hands"], [])) == ["diamonds-8", "diamonds-9", "hearts-3"], "the final trick"
    assert s["trick"]["no"] == 3


def test_every_power_in_the_data_has_a_test():
    import re
    names = " ".join(n for n in globals() if n.startswith("test_"))
    tested = set()
    for m in re.finditer(r"test_(\d\d)(?:_(\d\d))?(?:_to_(\d\d))?", names):
        a = int(m.group(1))
        b = int(m.group(3) or m.group(2) or a)
        tested |= set(range(a, b + 1))
    assert tested == set(range(1, 45)), set(range(1, 45)) - tested
    assert len(R.info.options) and len(table(powers={"hearts-1": 1})["defs"]["powers"]) == 44
