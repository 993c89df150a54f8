"""The Nine rule tests. Each test quotes the sentence of the rulebook it checks
(../shared/rules/the-nine.txt); the rulings are in docs/rulings/thenine.md."""
import pytest
from hypothesis import given, settings, strategies as st

from game.core.contract import DiceRolled, IllegalAction, TimerStarted, TimeUp
from game.thenine import effects as fx
from game.thenine.actions import (AddToBid, AssignDefender, ChooseOrder, ConfirmAttack, ConfirmDefence,
                                  EndPhase, Forfeit, Pass, PassBid, PlayEvent, PlayWarrior, RemoveFromBid,
                                  SubmitBid, ToggleAttacker, Unassign)
from game.thenine.cards import shipped
from game.thenine.rules import RULESET

from .helpers import card, do, legal, table, view

SPARE = "healing_mead"   # a turn-1 Event that keeps a Player phase from ending by itself


# ---------------------------------------------------------------- set-up and rounds

def test_set_up_health_decks_and_initiative_roll():
    """'Each player starts at 40 Health.' 'Two decks of forty cards ... Each deck will have 20
    Warriors and 20 Events.' 'One deck of twenty cards: This deck will contain all 20 RR cards'
    'To begin play, both players roll a d20; whoever has the highest roll will determine who goes
    first in the beginning round.'"""
    for seed in range(25):
        s = RULESET.new_game(2, seed)
        v = view(s)
        assert v["p1"]["health"] == v["p2"]["health"] == 40
        assert v["p1"]["deck"] == v["p2"]["deck"] == 40
        assert v["rr"]["deck"] == 20 and v["rr"]["current"] is None
        assert v["round"] == 0 and v["phase"] == "order"
        *ties, last = v["rolls"]
        assert all(a == b for a, b in ties) and last[0] != last[1], "ties re-roll"
        assert all(1 <= x <= 20 for r in v["rolls"] for x in r)
        winner = 0 if last[0] > last[1] else 1
        assert RULESET.to_act(s) == [winner] == [v["roll_winner"]]
        assert legal(s, winner) == [ChooseOrder(True), ChooseOrder(False)]
        assert legal(s, 1 - winner) == []


def test_initiative_ties_re_roll_in_some_seed():
    assert any(len(RULESET.new_game(2, seed)["rolls"]) > 1 for seed in range(60))


def test_round_one_draws_five_then_two_reveals_rr_and_moves_a_green_token():
    """'each player draws five cards from their deck, and the player going first flips the top card
    of the "Ragnarok Rising" deck so it is face up.' and the Initiative phase: '2. The top card of
    the Ragnarok Rising (RR) deck is revealed 3. One green token is moved to the designated End of
    Days pool 4. Players add 2 cards to their hand taken from their personal deck'"""
    s = RULESET.new_game(2, 3)
    w = RULESET.to_act(s)[0]
    do(s, w, ChooseOrder(first=False))
    v = view(s)
    assert v["order"] == [1 - w, w]
    assert v["round"] == 1
    assert v["rr"]["current"] is not None and v["rr"]["deck"] == 19
    for p in ("p1", "p2"):
        assert v[p]["deck"] == 33 and v[p]["hand_count"] == 7


def test_each_round_rolls_again_and_draws_two():
    """'During the beginning of each round, both players will throw the d20. Whichever player rolls
    the higher number will decide which player plays first.'"""
    s = table(round=3, phase="cleanup", rr={"deck": ["fenrir_unchained", "fimbulwinter"]},
              p1={"deck": ["thrall_spearman"] * 5}, p2={"deck": ["thrall_spearman"] * 5})
    v = view(s)
    assert v["phase"] == "order" and v["round"] == 3 and v["rolls"]
    w = v["roll_winner"]
    do(s, w, ChooseOrder(first=True))
    v = view(s)
    assert v["round"] == 4 and v["order"][0] == w
    assert v["rr"]["current"]["key"] == "fenrir_unchained"
    assert v["p1"]["hand_count"] == v["p2"]["hand_count"] == 2


def test_an_empty_deck_draws_nothing():
    """'If a player runs out of cards in their deck, it will remain empty until the end of the
    game.'"""
    s = table(round=3, phase="cleanup", rr={"deck": ["fimbulwinter"]}, p1={"deck": ["thrall_spearman"]})
    do(s, RULESET.to_act(s)[0], ChooseOrder(first=True))
    v = view(s)
    assert v["p1"]["hand_count"] == 1 and v["p1"]["deck"] == 0
    assert v["p2"]["hand_count"] == 0


def test_twenty_rounds_then_glory():
    """'Each game of The Nine is limited to twenty turns (or, rounds)' and 'Once the "End of Days"
    pool has twenty green tokens in it, players calculate "Glory" ... the player with the most
    "Glory" wins'"""
    s = table(round=20, phase="cleanup", p1={"rr": ["fimbulwinter"], "health": 5},
              p2={"rr": ["huginn_and_muninn"]})
    out = RULESET.outcome(s)
    assert out["winners"] == [0] and "Glory" in out["reason"]
    assert RULESET.to_act(s) == []


def test_glory_tie_then_health_then_draw():
    """Ruling: a Glory tie after round 20 goes to the higher Health; equal Health is a draw."""
    s = table(round=20, phase="cleanup", p1={"health": 10}, p2={"health": 12})
    assert RULESET.outcome(s)["winners"] == [1]
    s = table(round=20, phase="cleanup", p1={"health": 12}, p2={"health": 12})
    assert RULESET.outcome(s)["winners"] == []


def test_game_ends_by_round_twenty():
    s = RULESET.new_game(2, 5)
    from game.core.rng import Rng
    r = Rng(5)
    while RULESET.to_act(s):
        seat = RULESET.to_act(s)[0]
        RULESET.apply(s, seat, r.choice(legal(s, seat)))
        assert s["round"] <= 20
    assert RULESET.outcome(s) is not None


# ---------------------------------------------------------------- player phase

def test_warrior_turn_requirement_and_one_warrior():
    """'Cards may only be played when the turn requirement has been met.' and '1 Warrior card and 1
    Event card are played'"""
    s = table(round=3, p1={"hand": [{"card": "hird_archer", "id": "archer"},         # turn 3
                                    {"card": "ulfhednar_berserker", "id": "berserk"},  # turn 4
                                    {"card": "fjord_raider", "id": "raider"}, SPARE]})
    moves = legal(s, 0)
    assert PlayWarrior("raider") in moves and PlayWarrior("archer") in moves
    assert PlayWarrior("berserk") not in moves
    with pytest.raises(IllegalAction, match="needs turn 4"):
        do(s, 0, PlayWarrior("berserk"))
    do(s, 0, PlayWarrior("raider"))
    assert card(s, "raider")["health"] == 7
    with pytest.raises(IllegalAction, match="only one Warrior"):
        do(s, 0, PlayWarrior("archer"))


def test_warrior_on_play_effect_chooses_a_target():
    s = table(round=3, p1={"hand": [{"card": "hird_archer", "id": "archer"}, SPARE]},
              p2={"play": [{"card": "shield_maiden", "id": "maiden"}]})
    with pytest.raises(IllegalAction, match="must target"):
        do(s, 0, PlayWarrior("archer"))
    do(s, 0, PlayWarrior("archer", "maiden"))
    assert card(s, "maiden")["health"] == 6


def test_each_shamed_warrior_sheds_one_counter_as_the_player_phase_begins():
    """'b. A single Shame counter may be removed from shamed warriors at this time' with the
    glossary's 'A red token exists on a Warrior for each turn they will continue to be Shamed
    for.' Ruling 4: one counter off each shamed Warrior, by itself, as its owner's phase begins."""
    s = table(order=["p2", "p1"], p1={"hand": [SPARE], "play": [{"card": "fjord_raider", "id": "a", "shame": 2},
                                                               {"card": "fjord_raider", "id": "b", "shame": 1},
                                                               {"card": "fjord_raider", "id": "c"}]},
              p2={"hand": [SPARE], "play": [{"card": "shield_maiden", "id": "m", "shame": 2}]})
    assert card(s, "a")["shame"] == 2, "a table set up in the Player phase has its counters shed already"
    assert not [a for a in legal(s, 1) if type(a).__name__ == "RemoveShame"]
    do(s, 1, EndPhase())                                  # p1's Player phase begins: p1's Warriors shed
    assert [card(s, x)["shame"] for x in "abc"] == [1, 0, 0] and card(s, "m")["shame"] == 2


def test_player_phase_ends_by_itself_with_nothing_to_play():
    """'4. Timer expires, Player has no playable cards, Player chooses card(s) and finishes phase'"""
    s = table(p1={"hand": [{"card": "fjord_raider", "id": "r"}]}, p2={"hand": [SPARE]})
    assert view(s)["to_act"] == [0]
    do(s, 0, PlayWarrior("r"))
    v = view(s)
    assert v["phase"] == "player" and v["to_act"] == [1], "p1 had nothing left: the phase ended"


def test_end_phase_passes_to_the_second_player_then_combat():
    """'1. Each round follows player order chosen by winner of Initiative Phase'"""
    s = table(order=["p2", "p1"], p1={"hand": [SPARE], "play": [{"card": "fjord_raider", "id": "r"}]},
              p2={"hand": [SPARE], "play": [{"card": "fjord_raider", "id": "q"}]})
    assert view(s)["to_act"] == [1]
    do(s, 1, EndPhase())
    assert view(s)["to_act"] == [0] and view(s)["phase"] == "player"
    do(s, 0, EndPhase())
    v = view(s)
    assert v["phase"] == "attack" and v["to_act"] == [1], "p2 is first: p2 attacks first"


# ---------------------------------------------------------------- events

def test_one_event_per_round_at_any_time():
    """'Event cards may be played at any time during a round as long as both playing requirements
    are met: 1. The amount of green tokens in the End of Days Pool must match or exceed the Events
    Card's Turn Requirement. 2. No other Event Card has been played by the same player since the
    start of the round.'"""
    s = table(round=2, phase="attack", p1={"play": [{"card": "fjord_raider", "id": "r"}],
                                           "hand": [{"card": "battle_cry", "id": "cry"},
                                                    {"card": "healing_mead", "id": "mead"},
                                                    {"card": "gungnirs_flight", "id": "spear"}]})
    moves = legal(s, 0)
    assert PlayEvent("cry", "r") in moves and PlayEvent("mead") in moves
    assert PlayEvent("spear") not in moves, "Gungnir's Flight needs turn 8"
    do(s, 0, PlayEvent("cry", "r"))
    assert card(s, "r")["strength"] == 5
    assert view(s)["p1"]["event_played"] is True
    with pytest.raises(IllegalAction, match="already played an Event this round"):
        do(s, 0, PlayEvent("mead"))


def test_events_in_the_defence_and_the_bid():
    """'a. Event cards may be played at any point during the round'"""
    s = table(round=2, phase="attack", p1={"play": [{"card": "wolf_rider", "id": "w"}]},
              p2={"play": [{"card": "shield_maiden", "id": "m"}], "hand": [{"card": "shield_wall", "id": "sw"}]})
    do(s, 0, ToggleAttacker("w"))
    do(s, 0, ConfirmAttack())
    assert PlayEvent("sw", "m") in legal(s, 1)
    do(s, 1, PlayEvent("sw", "m"))
    assert card(s, "m")["defence"] == 7
    s = table(round=6, phase="bid", rr={"current": "huginn_and_muninn"},
              p1={"play": [{"card": "jarls_housecarl", "id": "c"}], "hand": [{"card": "healing_mead", "id": "h"}],
                  "health": 30})
    assert PlayEvent("h") in legal(s, 0)
    do(s, 0, PlayEvent("h"))
    assert view(s)["p1"]["health"] == 34 and view(s)["phase"] == "bid"


def test_counter_event_cancels_the_opponents_event():
    """'Some Event Cards may be used to counter the effects of an opponent's Event Card. The same
    play requirements as mentioned previously apply to an Event Card counter move.'"""
    s = table(round=3, p1={"hand": [{"card": "axe_throw", "id": "axe"}, "fjord_raider"]},
              p2={"hand": [{"card": "rune_of_warding", "id": "rune"}], "play": [{"card": "fjord_raider", "id": "r"}]})
    assert PlayEvent("rune") not in legal(s, 1), "a counter answers an Event, it is not played alone"
    do(s, 0, PlayEvent("axe", "r"))
    v = view(s)
    assert v["phase"] == "respond" and v["to_act"] == [1] and v["respond"]["card"]["id"] == "axe"
    assert legal(s, 1) == [PlayEvent("rune"), Pass()]
    assert RULESET.timer(s) is None, "the Player phase countdown pauses while p2 answers"
    do(s, 1, PlayEvent("rune"))
    v = view(s)
    assert card(s, "r")["health"] == 7, "the Axe Throw was cancelled"
    assert v["phase"] == "player" and v["to_act"] == [0]
    assert v["p1"]["event_played"] and v["p2"]["event_played"]
    assert {c["id"] for c in v["p1"]["valhalla"]} == {"axe"} and {c["id"] for c in v["p2"]["valhalla"]} == {"rune"}


def test_letting_an_event_resolve():
    s = table(round=3, p1={"hand": [{"card": "axe_throw", "id": "axe"}, SPARE]},
              p2={"hand": [{"card": "rune_of_warding", "id": "rune"}], "play": [{"card": "fjord_raider", "id": "r"}]})
    do(s, 0, PlayEvent("axe", "r"))
    do(s, 1, Pass())
    assert card(s, "r")["health"] == 4
    assert not view(s)["p2"]["event_played"], "p2 kept the counter and its Event for the round"


def test_answer_window_hides_whether_a_counter_is_held():
    """'The same play requirements as mentioned previously apply to an Event Card counter move.' A
    counter needs its turn and no Event played this round; the window opens all the same while the
    opponent could still play an Event (docs/rulings/thenine.md #6), with Pass as the only answer."""
    s = table(round=3, p1={"hand": [{"card": "axe_throw", "id": "axe"}, "fjord_raider"]},
              p2={"hand": [{"card": "norns_decree", "id": "decree"}],       # turn 5: not playable yet
                  "play": [{"card": "fjord_raider", "id": "r"}]})
    do(s, 0, PlayEvent("axe", "r"))
    assert view(s)["phase"] == "respond" and RULESET.legal_actions(s, 1) == [Pass()]
    do(s, 1, Pass())
    assert view(s)["phase"] == "player" and card(s, "r")["health"] == 4
    s = table(round=3, p1={"hand": [{"card": "axe_throw", "id": "axe"}, "fjord_raider"]},
              p2={"hand": [{"card": "rune_of_warding", "id": "rune"}], "event_played": True,
                  "play": [{"card": "fjord_raider", "id": "r"}]})
    do(s, 0, PlayEvent("axe", "r"))
    assert view(s)["phase"] == "player", "no window once the opponent has played their Event"


def test_card_effects_override_the_core_rules():
    """'players are only able to draw two cards each turn. However, if a card tells the player to
    draw four cards, then they must!'"""
    s = table(round=3, p1={"hand": [{"card": "blood_offering", "id": "b"}, SPARE], "deck": ["thrall_spearman"] * 5})
    do(s, 0, PlayEvent("b"))
    v = view(s, 0)
    assert v["p1"]["hand_count"] == 4 and v["p1"]["health"] == 37


def test_d10_effects_roll():
    """'Additionally, several cards require players to roll the d10 for various effects.'"""
    s = table(round=6, dice=[7], p1={"hand": [{"card": "thors_thunder", "id": "t"}, SPARE]},
              p2={"play": [{"card": "frost_giant_whelp", "id": "g"}]})
    ev = do(s, 0, PlayEvent("t", "g"))
    assert any(isinstance(e, DiceRolled) and e.sides == 10 and e.value == 7 for e in ev)
    assert card(s, "g")["health"] == 11


def test_look_at_hand_shows_the_opponents_hand_to_the_looker_only():
    """'Card effects can range from sustained stat bonuses to actively looking at the opponent's
    hand.'"""
    s = table(round=3, p1={"hand": [{"card": "odins_ravens", "id": "o"}, SPARE], "deck": ["thrall_spearman"]},
              p2={"hand": [{"card": "axe_throw", "id": "x"}]})
    do(s, 0, PlayEvent("o"))
    do(s, 1, Pass())                      # p2 may answer; it lets the Event resolve
    assert [c["id"] for c in view(s, 0)["p1"]["peek"]] == ["x"]
    assert view(s, 1)["p1"]["peek"] is None and view(s, None)["p1"]["peek"] is None


def test_health_never_exceeds_maximum():
    """'Maximum Health: A value by which a Warrior's Health cannot exceed.' A Warrior's: players
    have no maximum (ruling 22)."""
    s = table(round=4, p1={"health": 38, "hand": [{"card": "healing_mead", "id": "m"}, {"card": "axe_throw", "id": "a"}]})
    do(s, 0, PlayEvent("m"))
    assert view(s)["p1"]["health"] == 42
    s = table(round=4, p1={"hand": [{"card": "idunns_apple", "id": "i"}, SPARE],
                           "play": [{"card": "shield_maiden", "id": "m", "health": 3}]})
    do(s, 0, PlayEvent("i", "m"))
    assert card(s, "m")["health"] == 8 and view(s)["p1"]["health"] == 42


# ---------------------------------------------------------------- timers

def test_player_phase_countdown_and_expiry():
    """'In the Player phase, players have 20 seconds to determine their actions.' and '4. Timer
    expires ... finishes phase'"""
    s = table(p1={"hand": [SPARE]}, p2={"hand": [SPARE]})
    t = RULESET.timer(s)
    assert t["seat"] == 0 and t["seconds"] == 20 and "Player phase ends" in t["expiry"]
    assert TimeUp() in legal(s, 0) and TimeUp() not in legal(s, 1)
    ev = do(s, 0, TimeUp())
    v = view(s)
    assert v["to_act"] == [1] and v["p1"]["timeouts"] == 1 and v["p1"]["hand_count"] == 1
    t2 = RULESET.timer(s)
    assert t2["seat"] == 1 and t2["id"] != t["id"]
    assert any(isinstance(e, TimerStarted) and e.seat == 1 and e.seconds == 20 for e in ev)


def test_attack_countdown_expiry_forfeits_the_attack():
    """'2. Player's combat phase begins with the start of 10 second timer a. Player attack is forfeit
    upon expiration of timer'"""
    s = table(round=2, phase="attack", p1={"play": [{"card": "fjord_raider", "id": "r"}]},
              p2={"play": [{"card": "fjord_raider", "id": "q"}]})
    assert RULESET.timer(s)["seconds"] == 10
    do(s, 0, ToggleAttacker("r"))
    do(s, 0, TimeUp())
    v = view(s)
    assert v["p2"]["health"] == 40 and not v["fights"]
    assert v["phase"] == "attack" and v["combat"]["attacker"] == 1


def test_defence_countdown_expiry_forfeits_every_block():
    """'5. Defending player begins combat phase with the start of 10 second timer ... b. Player
    defense is forfeit upon expiration of timer'"""
    s = table(round=2, phase="attack", dice=[5], p1={"play": [{"card": "fjord_raider", "id": "r"}]},
              p2={"play": [{"card": "shield_maiden", "id": "m"}]})
    do(s, 0, ToggleAttacker("r"))
    do(s, 0, ConfirmAttack())
    assert RULESET.timer(s)["seat"] == 1 and RULESET.timer(s)["seconds"] == 10
    do(s, 1, AssignDefender("m", "r"))
    do(s, 1, TimeUp())
    v = view(s)
    assert v["fights"][0]["result"] == "unblocked" and v["p2"]["health"] == 36


def test_timers_off():
    """The option ``timers: false`` (relaxed play, walkthroughs): no countdown and no TimeUp."""
    s = table(timers=False, p1={"hand": [SPARE]})
    assert RULESET.timer(s) is None and TimeUp() not in legal(s, 0)
    with pytest.raises(IllegalAction, match="Timers are switched off"):
        do(s, 0, TimeUp())
    assert view(s)["timer"] is None


# ---------------------------------------------------------------- combat

def test_forfeit_the_attack():
    """'a. Player may choose to forfeit attack'"""
    s = table(round=2, phase="attack", p1={"play": [{"card": "fjord_raider", "id": "r"}]},
              p2={"play": [{"card": "fjord_raider", "id": "q"}]})
    assert ConfirmAttack() not in legal(s, 0), "choose an attacker before confirming"
    do(s, 0, Forfeit())
    assert view(s)["combat"]["attacker"] == 1 and view(s)["p2"]["health"] == 40


def test_toggle_attackers_in_order():
    """'3. Player chooses which warrior(s) will attack'"""
    s = table(round=2, phase="attack", p1={"play": [{"card": "fjord_raider", "id": "a"},
                                                    {"card": "fjord_raider", "id": "b"}]})
    do(s, 0, ToggleAttacker("b"))
    do(s, 0, ToggleAttacker("a"))
    do(s, 0, ToggleAttacker("b"))
    do(s, 0, ToggleAttacker("b"))
    assert view(s)["combat"]["attackers"] == ["a", "b"]


def test_shamed_warriors_cannot_attack_but_may_defend():
    """'b. Shamed warriors are not eligible for attacking' and 'c. Shamed warriors are eligible to
    defend'"""
    s = table(round=2, phase="attack", p1={"play": [{"card": "fjord_raider", "id": "r"},
                                                    {"card": "wolf_rider", "id": "w", "shame": 1}]},
              p2={"play": [{"card": "shield_maiden", "id": "m", "shame": 2}]})
    assert ToggleAttacker("w") not in legal(s, 0)
    with pytest.raises(IllegalAction, match="shamed Warriors cannot attack"):
        do(s, 0, ToggleAttacker("w"))
    do(s, 0, ToggleAttacker("r"))
    do(s, 0, ConfirmAttack())
    assert AssignDefender("m", "r") in legal(s, 1)


def test_one_defender_blocks_one_attacker_several_may_block_one():
    """'a. Multiple warriors may defend against a single attacking warrior b. A single defending
    warrior may not defend against multiple attacking warriors'"""
    s = table(round=2, phase="attack", p1={"play": [{"card": "fjord_raider", "id": "a"},
                                                    {"card": "fjord_raider", "id": "b"}]},
              p2={"play": [{"card": "shield_maiden", "id": "m"}, {"card": "thrall_spearman", "id": "t"}]})
    do(s, 0, ToggleAttacker("a"))
    do(s, 0, ToggleAttacker("b"))
    do(s, 0, ConfirmAttack())
    do(s, 1, AssignDefender("m", "a"))
    assert AssignDefender("m", "b") not in legal(s, 1) and Unassign("m") in legal(s, 1)
    with pytest.raises(IllegalAction, match="may not defend against several"):
        do(s, 1, AssignDefender("m", "b"))
    do(s, 1, AssignDefender("t", "a"))
    assert view(s)["combat"]["assign"] == [["m", "a"], ["t", "a"]]
    do(s, 1, Unassign("m"))
    do(s, 1, AssignDefender("m", "b"))
    assert view(s)["combat"]["assign"] == [["t", "a"], ["m", "b"]]


@settings(max_examples=150, deadline=None)
@given(att=st.integers(1, 10), strength=st.integers(0, 6), rolls=st.lists(st.integers(1, 10), min_size=0, max_size=3),
       defence=st.integers(0, 5), hp=st.integers(1, 12))
def test_combat_arithmetic(att, strength, rolls, defence, hp):
    """'8. ... The result of the roll is added to the attacking warrior's strength ... b. If no warrior
    is defending against the attack, round up from half of the attack total' '10. When the attack
    damage total is equal to or less than the defense total the attack is blocked. a. ... Two red
    tokens' '11. ... The defending warrior takes health damage equal to the difference' '12. ... a.
    When a warrior is slain half of the excess damage to the warrior is rounded up and applied to
    the opponent's health.' Ruling: one d10 per defender; damage passes from a slain defender to
    the next."""
    cards = {"att": {"name": "A", "type": "warrior", "copies": 5, "turn": 1, "health": 10, "strength": strength,
                     "defence": 0},
             "dfn": {"name": "D", "type": "warrior", "copies": 5, "turn": 1, "health": 12, "strength": 0,
                     "defence": defence}}
    ids = [f"d{i}" for i in range(len(rolls))]
    s = table(cards=cards, round=2, phase="attack", dice=[att] + rolls,
              p1={"play": [{"card": "att", "id": "A"}]},
              p2={"play": [{"card": "dfn", "id": d, "health": hp} for d in ids]})
    do(s, 0, ToggleAttacker("A"))
    do(s, 0, ConfirmAttack())
    if ids:
        for d in ids:
            do(s, 1, AssignDefender(d, "A"))
        do(s, 1, ConfirmDefence())
    v = view(s)
    total = att + strength
    f = v["fights"][0]
    assert f["attack"] == total
    if not ids:
        assert v["p2"]["health"] == 40 - (total + 1) // 2 and f["result"] == "unblocked"
        return
    dtotal = sum(r + defence for r in rolls)
    assert f["defence"] == dtotal
    if total <= dtotal:
        assert f["result"] == "blocked" and card(s, "A")["shame"] == 2 and v["p2"]["health"] == 40
        return
    excess = total - dtotal
    for d in ids:
        take = min(excess, hp)
        excess -= take
        if take == hp:
            assert d in [c["id"] for c in v["p2"]["valhalla"]]
        else:
            assert card(s, d)["health"] == hp - take
    assert v["p2"]["health"] == 40 - (excess + 1) // 2
    assert card(s, "A")["shame"] == 0


def test_a_player_at_zero_health_loses():
    """'Firstly, when a player's health reaches zero, that player dies. Once a player dies, the game
    is over and the survivor is declared the winner'"""
    s = table(round=2, phase="attack", dice=[9], p1={"play": [{"card": "wolf_rider", "id": "w"}]},
              p2={"health": 5, "play": [{"card": "shield_maiden", "id": "m"}]})
    do(s, 0, ToggleAttacker("w"))
    do(s, 0, ConfirmAttack())
    do(s, 1, ConfirmDefence())
    assert RULESET.outcome(s)["winners"] == [0] and view(s)["p2"]["health"] == 0
    assert RULESET.to_act(s) == [] and legal(s, 0) == legal(s, 1) == []


def test_effect_that_slays_an_attacker_drops_it_from_the_attack():
    s = table(round=3, phase="attack", p1={"play": [{"card": "fjord_raider", "id": "r", "health": 3},
                                                    {"card": "wolf_rider", "id": "w"}]},
              p2={"play": [{"card": "shield_maiden", "id": "m"}], "hand": [{"card": "axe_throw", "id": "axe"}]})
    do(s, 0, ToggleAttacker("r"))
    do(s, 0, ToggleAttacker("w"))
    do(s, 0, ConfirmAttack())
    do(s, 1, AssignDefender("m", "r"))
    do(s, 1, PlayEvent("axe", "r"))
    c = view(s)["combat"]
    assert c["attackers"] == ["w"] and c["assign"] == []


# ---------------------------------------------------------------- bidding

def test_bid_value_of_a_shamed_warrior():
    """'a. Each shame counter is 1/3 the current warrior health b. Each shame counter is subtracted
    from the current warrior health (example-warrior 15 health, 2 shame tokens. 15 - [(15/3) +
    (15/3)] = 5)'. Ruling 14: each counter's third is its own term, rounded down: health minus
    Shame times floor(health / 3), never below 0."""
    for hp in range(1, 25):
        for k in range(0, 5):
            s = table(cards={}, p1={"hand": [SPARE], "play": [{"card": "jotunheim_troll", "id": "t", "health": hp,
                                                                "shame": k}]})
            third = sum(1 for _ in range(0, hp - 2, 3))      # how many whole threes fit: floor(hp / 3)
            assert fx.bid_value(s, "t") == max(0, hp - k * third)
    s = table(p1={"hand": [SPARE], "play": [{"card": "jarls_housecarl", "id": "c", "health": 15, "shame": 2}]})
    assert card(s, "c")["value"] == 5


def test_counter_bid_raises_with_a_larger_set():
    """'b. A second chance to bid is given in the form of a counter bid'"""
    s = table(round=6, phase="bid", rr={"current": "hati_moonchaser"},
              p1={"play": [{"card": "thrall_spearman", "id": "t"}, {"card": "fjord_raider", "id": "r"},
                           {"card": "jarls_housecarl", "id": "c"}]},
              p2={"play": [{"card": "karl_freeholder", "id": "k"}, {"card": "mead_hall_brawler", "id": "b"}]})
    do(s, 0, AddToBid("t"))
    do(s, 0, AddToBid("r"))
    do(s, 0, SubmitBid())                    # 13
    do(s, 1, AddToBid("k"))
    do(s, 1, AddToBid("b"))
    do(s, 1, SubmitBid())                    # 22
    v = view(s, 0)
    assert v["bid"]["stage"] == "counter" and v["to_act"] == [0] and v["bid"]["required"] == 23
    assert RemoveFromBid("t") not in legal(s, 0), "a submitted bid cannot be taken back"
    assert v["bid"]["building"] == {"cards": [], "value": 13}
    do(s, 0, AddToBid("c"))
    assert view(s, 0)["bid"]["building"]["value"] == 28
    assert view(s, 1)["bid"].get("building", {}).get("cards") == [], "p1's raise is hidden from p2"
    do(s, 0, SubmitBid())                    # 28
    # p2's counter-bid chance: nothing left to add, so it passes by itself
    v = view(s)
    assert v["p1"]["rr_claimed"][0]["key"] == "hati_moonchaser"
    assert {c["id"] for c in v["p1"]["valhalla"]} == {"t", "r", "c"}
    assert {c["id"] for c in v["p2"]["valhalla"]} == {"k", "b"}


def test_bid_under_construction_is_private():
    s = table(round=6, phase="bid", rr={"current": "hati_moonchaser"},
              p1={"play": [{"card": "jarls_housecarl", "id": "c"}]})
    do(s, 0, AddToBid("c"))
    assert view(s, 0)["bid"]["building"] == {"cards": ["c"], "value": 15}
    assert "building" not in view(s, None)["bid"] and view(s, 1)["bid"]["building"]["cards"] == []
    assert view(s, None)["bid"]["p1"]["value"] == 0


def test_claimed_rr_cards_bid_their_glory_and_go_to_the_rr_discard():
    """'5. RR cards in a player's hand may be sacrificed for Glory point to bid a. The Glory Cost of
    the sacrificed RR card is equal to the Glory points earned'"""
    s = table(round=8, phase="bid", rr={"current": "vigrid_field"},                     # Glory 14
              p1={"rr": [{"card": "fimbulwinter", "id": "fw"}], "play": [{"card": "thrall_spearman", "id": "t"}]})
    do(s, 0, AddToBid("fw"))
    do(s, 0, AddToBid("t"))
    do(s, 0, SubmitBid())
    v = view(s)
    assert [c["id"] for c in v["rr"]["discard"]] == ["fw"]
    assert v["p1"]["glory"] == 14 and v["p1"]["valhalla"][0]["id"] == "t"


def test_no_bid_possible_passes_by_itself():
    s = table(round=6, phase="bid", rr={"current": "fenrir_unchained"},
              p1={"play": [{"card": "thrall_spearman", "id": "t"}], "hand": [SPARE]})
    assert AddToBid("t") not in legal(s, 0), "6 Glory can never reach 18"
    with pytest.raises(IllegalAction, match="could not reach 18"):
        do(s, 0, AddToBid("t"))


def test_unclaimed_rr_card_affects_both_players():
    """'a. If a RR card is left unclaimed the effects of the card will effect both players for the
    remainder of the game'"""
    s = table(round=4, phase="bid", rr={"current": "bifrost_shatters"},
              p1={"play": [{"card": "jarls_housecarl", "id": "c"}]},
              p2={"play": [{"card": "fjord_raider", "id": "r"}], "hand": [SPARE]})
    do(s, 0, PassBid())
    do(s, 1, PassBid())
    assert card(s, "c")["strength"] == 3 and card(s, "r")["strength"] == 3
    assert view(s)["rr"]["unclaimed"][0]["key"] == "bifrost_shatters"


def test_claimed_rr_card_helps_its_owner():
    s = table(round=8, phase="bid", rr={"current": "vigrid_field"},
              p1={"play": [{"card": "jarls_housecarl", "id": "c"}, {"card": "jotunheim_troll", "id": "t"}]},
              p2={"play": [{"card": "fjord_raider", "id": "r"}]})
    do(s, 0, AddToBid("c"))
    do(s, 0, SubmitBid())
    assert card(s, "t")["strength"] == 5 and card(s, "r")["strength"] == 2


# ---------------------------------------------------------------- cleanup and the end

def test_repeating_rr_effects_trigger_at_cleanup():
    """'2. RR cards that are in play, and have repeating effects are triggered in this phase'"""
    s = table(round=4, phase="cleanup", rr={"unclaimed": ["fimbulwinter"], "deck": ["skoll_sunchaser"]},
              p1={"rr": ["feast_of_einherjar"], "health": 30}, p2={"health": 30})
    v = view(s)
    assert v["p1"]["health"] == 31 and v["p2"]["health"] == 29


def test_rr_warrior_sheds_shame_and_attacks_again_later():
    """Ruling: nobody's Player phase removes Shame from an unclaimed RR Warrior, so it sheds one
    counter at each Cleanup and attacks only when it has none."""
    s = table(round=4, phase="cleanup", rr={"unclaimed": [{"card": "hati_moonchaser", "id": "h", "shame": 2}],
                                            "deck": ["fimbulwinter"]})
    assert card(s, "h")["shame"] == 1 and view(s)["p1"]["health"] == 40 and view(s)["phase"] == "order"


def test_both_players_fall_to_rr_warriors_then_glory_decides():
    """'(If an unclaimed "Warrior" kills both players in the same turn, players calculate "Glory" to
    determine a winner)' and 'c. The neutral, unclaimed RR warrior cards have the ability to end a game
    by reducing a single or both players health to zero.'"""
    s = table(round=4, phase="cleanup", dice=[10, 10], rr={"unclaimed": ["fenrir_unchained"]},
              p1={"health": 3, "rr": ["huginn_and_muninn"]}, p2={"health": 3})
    out = RULESET.outcome(s)
    assert out["winners"] == [0] and "Glory" in out["reason"]
    assert view(s)["p1"]["health"] == view(s)["p2"]["health"] == 0


def test_only_one_player_falls_in_cleanup():
    """'d. If only one player is killed end game results are met'"""
    s = table(round=4, phase="cleanup", dice=[10, 1], rr={"unclaimed": ["fenrir_unchained"]},
              p1={"health": 3, "rr": ["huginn_and_muninn"]}, p2={"health": 30})
    assert RULESET.outcome(s)["winners"] == [1]


# ---------------------------------------------------------------- data, views, timers

def test_starter_decks_follow_the_deck_rules():
    """'Each deck will have 20 Warriors and 20 Events.' and the appendix: five, three or one copies
    of each card."""
    defs, decks = shipped()
    assert len(decks) >= 2
    for deck in decks.values():
        keys = deck["cards"]
        assert len(keys) == 40
        assert sum(defs[k]["type"] == "warrior" for k in keys) == 20
        for k in set(keys):
            assert keys.count(k) <= defs[k]["copies"] in (5, 3, 1)
    kinds = [d["type"] for d in defs.values()]
    assert kinds.count("warrior") >= 20 and kinds.count("event") >= 20 and kinds.count("rr") == 20
    rr = [d for d in defs.values() if d["type"] == "rr"]
    assert sum(1 for d in rr if d["warrior"]) >= 4
    assert sum(1 for d in rr if d["unclaimed_each_cleanup"] or d["claimed_each_cleanup"]) >= 3
    assert sum(1 for d in rr if d["claimed"] or d["claimed_each_cleanup"] or d["on_claim"]) >= 3


def test_rules_text_is_generated_from_the_data():
    defs, _ = shipped()
    assert defs["axe_throw"]["rules"] == "An enemy Warrior loses 3 health."
    assert defs["rune_of_warding"]["rules"].startswith("Play only in answer to the opponent's Event.")
    assert "attacks each player" in defs["fenrir_unchained"]["rules"]
    assert all(d["rules"] for d in defs.values() if d["type"] != "warrior" or d["on_play"] or d["on_slain"])


def test_the_view_keeps_hands_and_decks_hidden():
    s = RULESET.new_game(2, 2)
    do(s, RULESET.to_act(s)[0], ChooseOrder(True))
    v = view(s, 0)
    assert v["p1"]["hand"] is not None and v["p2"]["hand"] is None and v["p2"]["hand_count"] == 7
    assert isinstance(v["p1"]["deck"], int) and isinstance(v["rr"]["deck"], int)
    assert view(s, None)["p1"]["hand"] is None


def test_timer_resumes_after_an_answer_window():
    s = table(round=3, p1={"hand": [{"card": "axe_throw", "id": "axe"}, "fjord_raider"]},
              p2={"hand": [{"card": "rune_of_warding", "id": "rune"}], "play": [{"card": "fjord_raider", "id": "r"}]})
    before = RULESET.timer(s)
    do(s, 0, PlayEvent("axe", "r"))
    assert RULESET.timer(s) is None
    do(s, 1, Pass())
    assert RULESET.timer(s) == before, "same countdown id: the table resumes it"
