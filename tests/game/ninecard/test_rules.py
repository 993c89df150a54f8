"""9 Card rule tests; each quotes ../shared/rules/nine-card.txt."""
import pytest

from game.core.contract import IllegalAction
from game.ninecard.actions import Assault, Cast, CreatureAsEnergy, Discard, Move, PlayEnergy
from game.ninecard.rules import RULESET as R

CARDS = {"brute": {"name": "Brute", "type": "creature", "attack": 4, "defence": 4},
         "sting": {"name": "Sting", "type": "creature", "attack": 1, "defence": 1},
         "wall": {"name": "Wall", "type": "creature", "attack": 0, "defence": 3}}


def table(seats=2, options=None, **players):
    setup = {"seats": seats, "active": players.pop("active", "p1"), **players}
    return R.scenario_state({"seed": 1, "cards": CARDS, "setup": setup, "options": options or {}}, "<test>")


def test_new_game_sets_up_every_seat():
    """'Each player starts with 60 cards in the deck.' 'Each player starts with 50 life points.'
    'The player starts with 5 cards in-hand, drawn from the top of the deck.'"""
    for n in (2, 3, 4):
        s = R.new_game(n, 7)
        v = R.view(s, None)
        first = v["active"]
        for seat in range(n):
            p = v[f"p{seat + 1}"]
            drawn = 1 if seat == first else 0      # the first player has drawn for the turn
            assert p["life"] == 50 and p["hand_count"] == 5 + drawn and p["deck"] == 55 - drawn
            assert p["grid"] == [None] * 9


def test_energy_readies_at_start_of_turn():
    """'The energy is used to cast creatures each turn, and readies after the player begins his or her turn.'"""
    s = table(p1={"hand": ["sting"], "grid": {"r0c0": "wall"}}, p2={"grid": {"r0c0": "wall"}, "spent": 3, "deck": ["sting"]})
    R.apply(s, 0, Assault(1, ()))
    v = R.view(s, None)
    assert v["active"] == 1 and len(v["p2"]["ready"]) == 3 and not v["p2"]["spent"]


def test_play_any_number_of_energy_cards():
    """'Playing Energy: You may play as many energy cards as you have in your hand per turn.'"""
    s = table(p1={"hand": ["energy", "energy", "energy"]}, p2={})
    for cid in list(s["players"][0]["hand"]):
        R.apply(s, 0, PlayEnergy(cid))
    assert len(s["players"][0]["ready"]) == 3


def test_creature_cost_is_attack_plus_defence():
    """'(Developer note: Creatures cost a number of energy equal to its attack plus defense.)'"""
    s = table(p1={"hand": [{"card": "brute", "id": "b"}], "ready": 7}, p2={})
    with pytest.raises(IllegalAction, match="costs 8 energy"):
        R.apply(s, 0, Cast("b", 0))
    s = table(p1={"hand": [{"card": "brute", "id": "b"}], "ready": 8}, p2={})
    R.apply(s, 0, Cast("b", 0))
    assert len(s["players"][0]["spent"]) == 8


def test_creature_enters_rear_row_and_moves_forward():
    """'A creature is played into the rear-most row of the "grid", but move forward if no other creatures
    are infront of it.'"""
    s = table(p1={"hand": [{"card": "sting", "id": "s"}, {"card": "sting", "id": "t"}], "ready": 4,
                  "grid": {"r0c0": "wall", "r1c0": "wall"}}, p2={})
    R.apply(s, 0, Cast("s", 1))
    R.apply(s, 0, Cast("t", 0))
    g = s["players"][0]["grid"]
    assert g[1] == "s" and g[6] == "t"
    assert Cast("s", 0) not in R.legal_actions(s, 0)  # rear square taken


def test_optional_add_in_one_creature_as_energy():
    """'Optional Add-In: You may play ONE creature as energy per turn.'"""
    s = table(options={"creature_energy": "face_up"},
              p1={"hand": [{"card": "sting", "id": "a"}, {"card": "sting", "id": "b"}]}, p2={})
    R.apply(s, 0, CreatureAsEnergy("a"))
    with pytest.raises(IllegalAction, match="ONE creature"):
        R.apply(s, 0, CreatureAsEnergy("b"))
    off = table(options={"creature_energy": "off"}, p1={"hand": [{"card": "sting", "id": "a"}]}, p2={})
    with pytest.raises(IllegalAction, match="switched off"):
        R.apply(off, 0, CreatureAsEnergy("a"))


def test_energy_alternative_any_number_face_down():
    """'Energy Alternative: You may play creature cards face-down as energy.' - no limit is written (ruling 4);
    it is the default."""
    s = table(p1={"hand": [{"card": "sting", "id": "a"}, {"card": "sting", "id": "b"}]}, p2={})
    R.apply(s, 0, CreatureAsEnergy("a"))
    R.apply(s, 0, CreatureAsEnergy("b"))
    assert len(s["players"][0]["ready"]) == 2


def test_face_down_energy_is_hidden_from_others():
    """'Energy Alternative: You may play creature cards face-down as energy.'"""
    s = table(options={"creature_energy": "face_down"}, p1={"hand": [{"card": "brute", "id": "a"}]}, p2={})
    R.apply(s, 0, CreatureAsEnergy("a"))
    assert R.view(s, 1)["p1"]["ready"][0] == {"id": "a", "face_down": True}
    assert R.view(s, 0)["p1"]["ready"][0]["name"] == "Brute"


def test_each_creature_moves_one_space_not_diagonally():
    """'Each creature is allowed a 1 "space" movement which may be done horizontally or vertically, but not
    diagonally.'"""
    s = table(p1={"grid": {"r1c1": {"card": "sting", "id": "s"}}}, p2={})
    legal = {a.square for a in R.legal_actions(s, 0) if isinstance(a, Move)}
    assert legal == {1, 7, 3, 5}
    with pytest.raises(IllegalAction, match="never diagonally"):
        R.apply(s, 0, Move("s", 0))
    R.apply(s, 0, Move("s", 1))
    with pytest.raises(IllegalAction, match="already moved"):
        R.apply(s, 0, Move("s", 2))


def test_no_chains_of_swaps():
    """'Clarification: EACH creature may move ONE SPACE. Creatures are not allowed to swap multiple times
    for any reason.'"""
    s = table(p1={"grid": {"r0c0": {"card": "sting", "id": "a"}, "r0c1": {"card": "wall", "id": "b"},
                           "r0c2": {"card": "sting", "id": "c"}}}, p2={})
    R.apply(s, 0, Move("a", 1))                       # a and b swap: both have moved
    assert s["players"][0]["grid"][:3] == ["b", "a", "c"]
    with pytest.raises(IllegalAction, match="already moved"):
        R.apply(s, 0, Move("c", 1))                   # c may not swap with a again


def test_walls_never_assault_and_columns_are_kept():
    """'During an assault a player may send any creatures (with an attack, attack:0 creatures are
    essentially big walls) in the front-most row (nearest the enemy), but that creature must retain its
    column.'"""
    s = table(p1={"grid": {"r0c0": "wall", "r1c0": "sting", "r0c1": "sting"}}, p2={})
    cols = {a.columns for a in R.legal_actions(s, 0) if isinstance(a, Assault)}
    assert cols == {(), (1,)}                         # the sting behind the wall of column 1 cannot lead
    with pytest.raises(IllegalAction, match="walls"):
        R.apply(s, 0, Assault(1, (0,)))


def test_a_creature_leads_from_the_front_most_occupied_row_of_its_column():
    """'send any creatures ... in the front-most row (nearest the enemy), but that creature must retain its
    column.' A column whose front square is empty (its creature moved back this turn) is led by the
    creature nearest the enemy in it (ruling 8)."""
    s = table(p1={"grid": {"r1c2": {"card": "brute", "id": "b"}}}, p2={"grid": {"r0c2": "sting"}})
    cols = {a.columns for a in R.legal_actions(s, 0) if isinstance(a, Assault)}
    assert cols == {(), (2,)}
    R.apply(s, 0, Assault(1, (2,)))
    assert s["players"][1]["life"] == 47               # 4 attack: 1 kills the sting, 3 carry on to the player


def test_the_follow_up_comes_from_behind_a_wall():
    """'Once the front row of a column has been resolved, the next row of that column has the option to
    continue attacking' - the nearest creature *with attack* behind (ruling 11), past a wall."""
    s = table(p1={"grid": {"r0c0": "sting", "r1c0": "wall", "r2c0": {"card": "brute", "id": "b"}}},
              p2={"grid": {"r0c0": "wall"}})
    R.apply(s, 0, Assault(1, (0,)))
    assert s["phase"] == "follow" and R.view(s, None)["assault"]["next"] == "b"


def test_choose_which_opponent_with_more_seats():
    """'Each player ends his or her turn by assaulting another player.'"""
    s = table(seats=3, p1={"grid": {"r0c0": "sting"}}, p2={}, p3={})
    targets = {a.target for a in R.legal_actions(s, 0) if isinstance(a, Assault)}
    assert targets == {1, 2}


def test_no_creatures_at_cleanup_loses():
    """'Cleanup: Before the turn is over, push each creature as far forward on the "grid" as possible. ...
    If a player has no creatures on the "grid" and cannot play any creatures this turn, they lose.'
    Checked in the Cleanup of the player's own turn (ruling 12)."""
    s = table(p1={"hand": [{"card": "brute"}], "ready": 2}, p2={"grid": {"r0c0": "wall"}})
    R.apply(s, 0, Assault(1, ()))                     # p1 ends its turn with an empty grid
    assert R.outcome(s)["winners"] == [1]


def test_an_emptied_grid_is_not_a_loss_until_its_own_cleanup():
    """The assaulted player may still play creatures on its own turn ('cannot play any creatures this turn')."""
    s = table(p1={"grid": {"r0c0": "brute"}},
              p2={"grid": {"r0c0": "sting"}, "hand": [{"card": "sting", "id": "new"}], "ready": 2, "deck": ["energy"]})
    R.apply(s, 0, Assault(1, (0,)))
    assert not s["players"][1]["out"] and s["active"] == 1 and not any(s["players"][1]["grid"])
    R.apply(s, 1, Cast("new", 0))
    R.apply(s, 1, Assault(0, ()))
    assert not s["players"][1]["out"] and R.outcome(s) is None


def test_last_seat_standing_wins_at_zero_life():
    """'at 0 life a seat is out' (issue) / 'Last seat standing wins.'"""
    s = table(p1={"grid": {"r0c0": "brute"}}, p2={"life": 4, "grid": {"r0c1": "wall"}})
    R.apply(s, 0, Assault(1, (0,)))
    assert R.outcome(s)["winners"] == [0]


def test_fizzle_draws_up_to_five():
    """'At the end of turn, the player draws or discards until he or she has five cards in hand.'"""
    s = table(p1={"hand": ["sting"], "deck": ["sting"] * 6, "grid": {"r0c0": "wall"}}, p2={"grid": {"r0c0": "wall"}})
    R.apply(s, 0, Assault(1, ()))
    assert len(s["players"][0]["hand"]) == 5


def test_fizzle_discards_are_chosen():
    s = table(p1={"hand": ["sting"] * 7, "grid": {"r0c0": "wall"}}, p2={"grid": {"r0c0": "wall"}})
    R.apply(s, 0, Assault(1, ()))
    assert s["phase"] == "fizzle" and all(isinstance(a, Discard) for a in R.legal_actions(s, 0))
