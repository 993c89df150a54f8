"""Kongai rule tests; each quotes ../shared/rules/kongai.txt (or the facts page / our rulings)."""
import pytest

from game.kongai.actions import BringIn, Draft, Equip, Lead
from .helpers import (IllegalAction, Intercept, Maneuver, Pass, R, Rest, Switch, UseAbility, both,
                                       ch, table, turn, view)

JAB, SLOW, FAR_SHOT, CLOSE_CUT = (UseAbility("jab"), UseAbility("slow_punch"), UseAbility("far_shot"),
                                  UseAbility("close_cut"))


def lamp(**kw):
    from .helpers import blank
    return blank("Lamp", abilities=[
        {"name": "Sunbeam", "cost": 20, "range": "both", "speed": 5, "damage": 25, "type": "light"},
        {"name": "Sparks", "cost": 20, "range": "both", "speed": 5, "damage": 5, "hits": 10, "type": "light"}], **kw)


# --------------------------------------------------------------------------- setup and draft

def test_pax_random_three_no_items():
    """'For the purpose of PAX, players will play random 3-card decks chosen from the complete set of
    16 characters. Items are also disabled.'"""
    for seed in range(5):
        s = R.new_game(2, seed, {"pax": True, "mode": "5v5_items"})
        t1, t2 = s["players"][0]["team"], s["players"][1]["team"]
        assert len(t1) == len(t2) == 3 and not set(t1) & set(t2)
        assert all(ch(s, c)["item"] is None for c in t1 + t2)
        assert s["phase"] == "pick_start" and R.to_act(s) == [0, 1]
    assert len(s["defs"]["characters"]) == 16


def test_draft_is_snake_order_without_duplicates():
    """'There are three different gameplay modes: 3vs3, 5vs5, and 5vs5 with items.' — drafted in snake
    order p1, p2, p2, p1, ... with no character on both teams (rulings)."""
    for mode, size in (("3v3", 3), ("5v5", 5)):
        s = R.new_game(2, 4, {"mode": mode})
        order = []
        while s["phase"] == "draft":
            seat = R.to_act(s)[0]
            order.append(seat)
            taken = s["players"][1 - seat]["team"]
            if taken:
                with pytest.raises(IllegalAction, match="already drafted"):
                    R.apply(s, seat, Draft(taken[0]))
            R.apply(s, seat, R.legal_actions(s, seat)[-1])
        assert order == [0, 1, 1, 0, 0, 1, 1, 0, 0, 1][:2 * size]
        t1, t2 = s["players"][0]["team"], s["players"][1]["team"]
        assert len(t1) == len(t2) == size and not set(t1) & set(t2)
        assert s["phase"] == "pick_start"
        assert view(s, 1)["p1"]["team"][0]["id"] == t1[0], "draft picks are public"


def test_item_draft_one_item_per_character():
    """'5vs5 with items': after the draft each player gives one item to each character, picks
    alternating from p2, no item twice (rulings)."""
    s = R.new_game(2, 2, {"mode": "5v5_items"})
    while s["phase"] == "draft":
        seat = R.to_act(s)[0]
        R.apply(s, seat, R.legal_actions(s, seat)[0])
    assert s["phase"] == "items"
    order = []
    while s["phase"] == "items":
        seat = R.to_act(s)[0]
        order.append(seat)
        legal = R.legal_actions(s, seat)
        assert all(isinstance(a, Equip) and a.character in s["players"][seat]["team"] for a in legal)
        R.apply(s, seat, legal[0])
    assert order == [1, 0] * 5
    items = [ch(s, c)["item"] for p in s["players"] for c in p["team"]]
    assert None not in items and len(set(items)) == 10


def test_starting_characters_are_chosen_blind():
    """'Actions are chosen in a double-blind fashion, and your opponent's move will not be revealed
    until both players have selected an action.' The starting pick too; 'The game begins at close range.'"""
    s = R.new_game(2, 9, {"pax": True})
    t1, t2 = s["players"][0]["team"], s["players"][1]["team"]
    R.apply(s, 0, Lead(t1[2]))
    assert view(s, 1)["choice"] is None and view(s, 1)["p1"]["active"] is None
    assert view(s, 0)["choice"]["arg"] == t1[2]
    R.apply(s, 1, Lead(t2[0]))
    v = view(s)
    assert v["p1"]["active"] == t1[2] and v["p2"]["active"] == t2[0]
    assert v["range"] == "close" and v["phase"] == "maneuver" and v["turn"] == 1
    assert all(c["energy"] == 100 for c in v["p1"]["team"] + v["p2"]["team"]), "each character has 100 energy"


# --------------------------------------------------------------------------- double blind

def test_pending_choice_hidden_from_the_other_seat():
    """'your opponent's move will not be revealed until both players have selected an action.'"""
    s = table(["dummy"], ["dummy2"])
    assert R.to_act(s) == [0, 1]
    R.apply(s, 0, Maneuver("far"))
    for seat in (1, None):
        v = view(s, seat)
        assert v["choice"] is None and v["chosen"] == {"p1": True, "p2": False}
        assert v["last"] is None and v["p1"]["team"][0]["energy"] == 100, "nothing is paid before the reveal"
    assert view(s, 0)["choice"] == {"type": "Maneuver", "arg": "far", "text": "far"}
    assert R.to_act(s) == [1]
    with pytest.raises(IllegalAction, match="already chosen"):
        R.apply(s, 0, Pass())
    R.apply(s, 1, Pass())
    assert view(s, 1)["last"]["choices"]["p1"]["text"] == "far"


def test_refused_action_changes_nothing():
    s = table(["dummy"], ["dummy2"], phase="combat")
    before = R.to_dict(s)
    with pytest.raises(IllegalAction, match="far range"):
        R.apply(s, 0, FAR_SHOT)
    assert R.to_dict(s) == before


# --------------------------------------------------------------------------- maneuver

@pytest.mark.parametrize("start,m1,m2,end", [
    ("close", Maneuver("far"), Pass(), "far"),
    ("far", Pass(), Maneuver("close"), "close"),
    ("close", Maneuver("far"), Maneuver("far"), "far"),
    ("far", Maneuver("close"), Maneuver("far"), "far"),
    ("close", Maneuver("far"), Maneuver("close"), "close"),
    ("far", Pass(), Pass(), "far"),
])
def test_maneuver_outcomes(start, m1, m2, end):
    """'Selecting "close" or "far" costs 50 energy, so players will typically choose to pass. If both
    players choose opposite ranges, the current range will remain the same.'"""
    s = table(["dummy"], ["dummy2"], range=start)
    both(s, m1, m2)
    assert s["range"] == end and s["phase"] == "combat"
    assert ch(s, "dummy")["en"] == (50 if isinstance(m1, Maneuver) else 100)
    assert ch(s, "dummy2")["en"] == (50 if isinstance(m2, Maneuver) else 100)


def test_maneuver_needs_the_energy():
    s = table([{"character": "dummy", "energy": 49}], ["dummy2"])
    assert R.legal_actions(s, 0) == [Pass()]
    with pytest.raises(IllegalAction, match="costs 50 energy"):
        R.apply(s, 0, Maneuver("far"))


def test_andromeda_maneuvers_for_45_and_stoneheel_adds_5():
    """Facts: Andromeda — changing range costs 5 less energy; Stoneheel Totem — enemy maneuvers cost 5 more."""
    s = table(["andromeda"], [{"character": "dummy", "item": "stoneheel_totem"}])
    both(s, Maneuver("far"), Pass())
    assert ch(s, "andromeda")["en"] == 50   # 50 - 5 + 5
    s = table(["andromeda"], ["dummy"])
    both(s, Maneuver("far"), Pass())
    assert ch(s, "andromeda")["en"] == 55


# --------------------------------------------------------------------------- combat

def test_ability_needs_range_and_energy():
    """'each player can choose to use 1 of their active character's 4 abilities, assuming that character
    is at the correct range for the ability and that character has enough energy.'"""
    s = table([{"character": "dummy", "energy": 5}], ["dummy2"], phase="combat")
    legal = R.legal_actions(s, 0)
    assert Rest() in legal and Intercept() in legal and not [a for a in legal if isinstance(a, UseAbility)]
    with pytest.raises(IllegalAction, match="costs 10 energy"):
        R.apply(s, 0, JAB)
    s = table(["dummy"], ["dummy2"], phase="combat")
    assert CLOSE_CUT in R.legal_actions(s, 0) and FAR_SHOT not in R.legal_actions(s, 0)


def test_rest_gives_40_in_all():
    """'characters can choose to rest, performing no action but recovering 20 additional energy (40 total).'"""
    s = table([{"character": "dummy", "energy": 30}], [{"character": "dummy2", "energy": 30}], phase="combat")
    both(s, Rest(), JAB)
    assert ch(s, "dummy")["en"] == 70 and ch(s, "dummy2")["en"] == 40


def test_faster_attack_first_and_the_killed_never_act():
    """'If both players choose to attack, the attack with the highest speed will occur first. ...
    characters who are killed by the first attack cannot perform their own slower attack.'"""
    s = table(["dummy"], [{"character": "dummy2", "health": 10}, "dummy3"], phase="combat")
    both(s, JAB, SLOW)                       # speed 4 against speed 2
    assert ch(s, "dummy")["hp"] == 80 and ch(s, "dummy2")["hp"] == 0
    order = view(s)["last"]["order"]
    assert [(o["seat"], o["result"]) for o in order] == [("p1", "hit"), ("p2", "killed first")]


def test_interrupt_cancels_the_slower_move():
    """'Some attacks can interrupt the opponent's attack if they occur first' (Helene's Shield Bash,
    speed 8, 'cancels the enemy's attack if it lands first')."""
    s = table(["helene"], ["dummy"], phase="combat")
    both(s, UseAbility("shield_bash"), SLOW)
    assert ch(s, "dummy")["hp"] == 60 and ch(s, "helene")["hp"] == 85
    assert view(s)["last"]["order"][1]["result"] == "cancelled"
    s = table(["helene"], ["rumiko"], phase="combat")     # 'only Helene's shield bash ... knock it down'
    both(s, UseAbility("shield_bash"), UseAbility("ninja_port"))
    assert s["range"] == "close" and ch(s, "helene")["hp"] == 85


def test_speed_tie_both_resolve():
    """Ruling: at equal speed both attacks resolve; neither interrupts or kills the other first."""
    cards = {"basher": {**lamp(), "abilities": [
        {"name": "Bash", "cost": 10, "range": "both", "speed": 4, "damage": 10, "type": "physical",
         "interrupt": True}] + lamp()["abilities"][1:]}}
    s = table([{"character": "basher", "health": 10}], [{"character": "dummy", "health": 10}], cards=cards,
              phase="combat")
    both(s, UseAbility("bash"), JAB)
    assert ch(s, "basher")["hp"] == 0 and ch(s, "dummy")["hp"] == 0
    assert R.outcome(s) == {"winners": [], "reason": R.outcome(s)["reason"]} and "draw" in R.outcome(s)["reason"]


def test_swap_dodges_the_attack():
    """'If your opponent chooses to attack and you choose to swap, you will dodge the attack and not
    take any damage'"""
    s = table(["dummy"], ["dummy2", "dummy3"], phase="combat")
    both(s, JAB, Switch("dummy3"))
    assert s["players"][1]["active"] == "dummy3"
    assert ch(s, "dummy2")["hp"] == 80 and ch(s, "dummy3")["hp"] == 80
    assert [o["result"] for o in view(s)["last"]["order"]] == ["switched", "dodged"]


def test_unless_it_hits_a_fleeing_opponent():
    """'(unless the attack specifically says it hits a fleeing opponent)' — Andromeda's Parting Shot hits
    the character that fled (rulings)."""
    s = table(["andromeda"], ["dummy2", "dummy3"], phase="combat", range="far")
    both(s, UseAbility("parting_shot"), Switch("dummy3"))
    assert s["players"][1]["active"] == "dummy3"
    assert ch(s, "dummy2")["hp"] == 80 - 18 + 1 and ch(s, "dummy3")["hp"] == 80


def test_intercept_against_a_swap():
    """'If you're right, the intercept will deal 35 damage and prevent the swap from succeeding.'"""
    s = table(["dummy"], ["dummy2", "dummy3"], phase="combat")
    both(s, Intercept(), Switch("dummy3"))
    assert s["players"][1]["active"] == "dummy2" and ch(s, "dummy2")["hp"] == 45
    assert Switch("dummy3") in R.legal_actions(s, 1) or s["phase"] == "maneuver"


def test_intercept_against_an_attack_does_nothing():
    """'However, if the opponent chooses not to swap out, the intercept will have no effect.'"""
    s = table(["dummy"], ["dummy2", "dummy3"], phase="combat")
    both(s, Intercept(), JAB)
    assert ch(s, "dummy")["hp"] == 70 and ch(s, "dummy2")["hp"] == 80
    assert view(s)["last"]["order"][0]["result"] == "no effect"


def test_no_switching_two_turns_in_a_row():
    """Facts (web game): a character cannot switch out two turns in a row."""
    s = table(["dummy", "dummy3"], ["dummy2"], phase="combat")
    both(s, Switch("dummy3"), Rest())
    both(s, Pass(), Pass())
    assert Switch("dummy") not in R.legal_actions(s, 0)
    with pytest.raises(IllegalAction, match="two turns in a row"):
        R.apply(s, 0, Switch("dummy"))
    both(s, Rest(), Rest())
    assert s["phase"] == "maneuver" and s["turn"] == 3
    both(s, Pass(), Pass())
    assert Switch("dummy") in R.legal_actions(s, 0)


def test_an_intercepted_switch_does_not_count_as_a_switch():
    s = table(["dummy", "dummy3"], ["dummy2"], phase="combat")
    both(s, Switch("dummy3"), Intercept())
    both(s, Pass(), Pass())
    assert Switch("dummy3") in R.legal_actions(s, 0)


# --------------------------------------------------------------------------- damage and defence

def test_single_hit_against_defence():
    """'an attack that does 25 light damage against someone with 4 light defense will deal 21 damage.'"""
    s = table(["lamp"], ["ward"], cards={"lamp": lamp()}, phase="combat")
    both(s, UseAbility("sunbeam"), Rest())
    assert ch(s, "ward")["hp"] == 80 - 21


def test_many_hits_against_defence():
    """'an attack that deals 5 light damage 10 times (5×10) will only deal 10 damage against 4 light defense.'"""
    s = table(["lamp"], ["ward"], cards={"lamp": lamp()}, phase="combat")
    both(s, UseAbility("sparks"), Rest())
    assert ch(s, "ward")["hp"] == 80 - 10


def test_shuriken_barrage_against_onimaru():
    """'Against an enemy with high armor (Onimaru with 10, for example), it does significantly less
    damage: a mere 8.' and 'against an unarmored foe, can deal up to 48 damage'"""
    s = table(["rumiko"], ["onimaru", "dummy"], phase="combat", range="far")
    both(s, UseAbility("shuriken_barrage"), Rest())
    assert ch(s, "onimaru")["hp"] == 85 - 8
    s = table(["rumiko"], ["dummy"], phase="combat", range="far")
    both(s, UseAbility("shuriken_barrage"), Rest())
    assert ch(s, "dummy")["hp"] == 80 - 48


def test_damage_never_below_zero_a_hit():
    s = table(["dummy"], ["onimaru"], phase="combat")    # 10 physical against 10 physical defence
    both(s, JAB, Rest())
    assert ch(s, "onimaru")["hp"] == 85


# --------------------------------------------------------------------------- end of turn, knock-outs

def test_end_of_turn_recovery():
    """'All characters replenish 20 energy at the end of each turn, and inactive characters recover 1 health.'"""
    s = table([{"character": "dummy", "energy": 10, "health": 50},
               {"character": "dummy3", "energy": 10, "health": 50}], ["dummy2"], phase="combat")
    both(s, Intercept(), Intercept())
    assert ch(s, "dummy")["en"] == 30 and ch(s, "dummy3")["en"] == 30
    assert ch(s, "dummy")["hp"] == 50 and ch(s, "dummy3")["hp"] == 51
    s = table(["dummy", {"character": "dummy3", "health": 80}], ["dummy2"], phase="combat")
    both(s, Rest(), Rest())
    assert ch(s, "dummy3")["hp"] == 80 and ch(s, "dummy")["en"] == 100, "never above the maximum"


def test_knocked_out_character_is_replaced_by_choice():
    """'If a character's health ever reaches 0, he/she can no longer be used for the remainder of the game.'"""
    s = table(["dummy"], [{"character": "dummy2", "health": 10}, "dummy3", "ward"], phase="combat")
    both(s, JAB, Rest())
    assert s["phase"] == "replace" and R.to_act(s) == [1]
    assert R.legal_actions(s, 1) == [BringIn("dummy3"), BringIn("ward")]
    with pytest.raises(IllegalAction, match="is out"):
        R.apply(s, 1, BringIn("dummy2"))
    R.apply(s, 1, BringIn("ward"))
    assert s["players"][1]["active"] == "ward" and s["phase"] == "maneuver"
    both(s, Pass(), Pass())
    assert Switch("dummy2") not in R.legal_actions(s, 1)


def test_no_characters_left_loses():
    s = table(["dummy"], [{"character": "dummy2", "health": 10}], phase="combat")
    both(s, JAB, Rest())
    assert R.outcome(s)["winners"] == [0] and R.to_act(s) == []


def test_turn_limit_most_health_wins():
    """Ruling: a duel still going after max_turns ends; the most total health left wins."""
    s = table(["dummy"], [{"character": "dummy2", "health": 70}], options={"max_turns": 2})
    turn(s, Rest(), Rest())
    assert not R.outcome(s)
    turn(s, Rest(), Rest())
    assert R.outcome(s)["winners"] == [0] and "turn limit" in R.outcome(s)["reason"]


def test_stalemate_breaker():
    """Facts (web game): after 5 turns with no damage and no switch, range changes become free until
    damage is dealt."""
    s = table(["dummy"], ["dummy2"])
    for _ in range(5):
        assert R.RULESET if False else True
        turn(s, Rest(), Rest())
    assert s["calm"] == 5 and view(s)["free_maneuvers"]
    both(s, Maneuver("far"), Pass())
    assert ch(s, "dummy")["en"] == 100 and s["range"] == "far"
    both(s, FAR_SHOT, Rest())
    assert s["calm"] == 0
    both(s, Maneuver("close"), Pass())
    assert ch(s, "dummy")["en"] == min(100, 100 - 10 + 20) - 50


# --------------------------------------------------------------------------- Rumiko's text

def test_ninja_port_sets_far_only_if_it_hits():
    """'Ninja-port: ... Deals 15 light damage. If Ninja-port hits, range is set to far.' 'Keep in mind,
    however, that Ninja-port must hit for Rumiko to teleport, so it won't work if the enemy switches out'"""
    s = table(["rumiko"], ["dummy", "dummy2"], phase="combat")
    both(s, UseAbility("ninja_port"), Rest())
    assert s["range"] == "far" and ch(s, "dummy")["hp"] == 65
    s = table(["rumiko"], ["dummy", "dummy2"], phase="combat")
    both(s, UseAbility("ninja_port"), Switch("dummy2"))
    assert s["range"] == "close"


def test_tafari_ambush_sets_close():
    """'Only one other character in the game can do this (and he sets the range to close instead).'
    Facts: Tafari has an ambush move dealing 65."""
    s = table(["tafari"], ["dummy"], phase="combat", range="far")
    both(s, UseAbility("ambush"), Rest())
    assert s["range"] == "close" and ch(s, "dummy")["hp"] == 15


def test_poison_dart_ticks_three_turns_and_follows_a_switch():
    """'Deals 15 dark damage and poisons the enemy for 3 turns, dealing 5 damage each turn.' 'The poison
    damage also persists even if the opponent switches out'"""
    s = table(["rumiko"], ["dummy", "dummy2"], phase="combat")
    both(s, UseAbility("poison_dart"), Rest())
    assert ch(s, "dummy")["hp"] == 80 - 15 - 5
    assert view(s)["p2"]["team"][0]["poison"] == {"amount": 5, "turns": 2}
    turn(s, Rest(), Switch("dummy2"))
    assert ch(s, "dummy")["hp"] == 60 - 5 + 1
    turn(s, Rest(), Rest())
    assert ch(s, "dummy")["hp"] == 56 - 5 + 1
    turn(s, Rest(), Rest())
    assert ch(s, "dummy")["hp"] == 53 and view(s)["p2"]["team"][0]["poison"] is None


def test_eviscerate_stun_interrupts_and_skips_the_next_turn():
    """'With a speed of 8 and a 70% stun rate, it's also highly likely to interrupt the opponent's attack,
    canceling it altogether. Additionally, the opponent will not be able to to anything next turn.'"""
    s = table(["rumiko"], ["dummy"], phase="combat", luck="always")
    both(s, UseAbility("eviscerate"), SLOW)
    assert ch(s, "dummy")["hp"] == 60 and ch(s, "rumiko")["hp"] == 65
    assert view(s)["p2"]["team"][0]["stun"] == 1
    assert R.to_act(s) == [0], "the stunned seat has no maneuver to choose"
    R.apply(s, 0, Pass())
    assert R.to_act(s) == [0], "nor a combat choice"
    R.apply(s, 0, UseAbility("poison_dart"))
    assert view(s)["last"]["choices"]["p2"]["text"] == "stunned"
    assert R.to_act(s) == [0, 1] and view(s)["p2"]["team"][0]["stun"] == 0
    s = table(["rumiko"], ["dummy"], phase="combat", luck="never")
    both(s, UseAbility("eviscerate"), SLOW)
    assert ch(s, "rumiko")["hp"] == 65 - (10 - 3) and R.to_act(s) == [0, 1]


def test_rumiko_slips_an_intercept_half_the_time():
    """'she has a 50% chance to avoid being intercepted when switching out.'"""
    s = table(["rumiko", "dummy2"], ["dummy"], phase="combat", luck="always")
    both(s, Switch("dummy2"), Intercept())
    assert s["players"][0]["active"] == "dummy2" and ch(s, "rumiko")["hp"] == 65
    s = table(["rumiko", "dummy2"], ["dummy"], phase="combat", luck="never")
    both(s, Switch("dummy2"), Intercept())
    assert s["players"][0]["active"] == "rumiko" and ch(s, "rumiko")["hp"] == 30
    slipped = 0
    for seed in range(200):
        s = table(["rumiko", "dummy2"], ["dummy"], phase="combat", seed=seed)
        both(s, Switch("dummy2"), Intercept())
        slipped += s["players"][0]["active"] == "dummy2"
    assert 75 <= slipped <= 125, "seeded, about half"


# --------------------------------------------------------------------------- innates and items

def test_innates():
    """Facts: the innates of the roster."""
    # Higashi: intercepts deal 60
    s = table(["higashi"], ["dummy", "dummy2"], phase="combat")
    both(s, Intercept(), Switch("dummy2"))
    assert ch(s, "dummy")["hp"] == 20
    # Helene cannot be stunned
    s = table(["rumiko"], ["helene"], phase="combat", luck="always")
    both(s, UseAbility("eviscerate"), Rest())
    assert R.to_act(s) == [0, 1]
    # Onimaru: immune to critical hits
    crit = {"critter": {**lamp(), "abilities": [{"name": "Big Hit", "cost": 10, "range": "both", "speed": 4,
                                                   "damage": 15, "type": "light", "crit": 100}] + lamp()["abilities"][1:]}}
    s = table(["critter"], ["onimaru"], cards=crit, phase="combat")
    both(s, UseAbility("big_hit"), Rest())
    assert ch(s, "onimaru")["hp"] == 70
    s = table(["critter"], ["dummy"], cards=crit, phase="combat")
    both(s, UseAbility("big_hit"), Rest())
    assert ch(s, "dummy")["hp"] == 50
    # Ashi cannot be interrupted
    s = table(["helene"], ["ashi"], phase="combat")
    both(s, UseAbility("shield_bash"), UseAbility("twin_blades"))
    assert ch(s, "helene")["hp"] == 85 - 3 * (9 - 8)
    # Tafari: enemies cannot switch out
    s = table(["tafari"], ["dummy", "dummy2"], phase="combat")
    assert not [a for a in R.legal_actions(s, 1) if isinstance(a, Switch)]
    # Marquis heals 20 when he switches out
    s = table([{"character": "marquis_le_morte", "health": 30}, "dummy"], ["dummy2"], phase="combat")
    both(s, Switch("dummy"), Rest())
    assert ch(s, "marquis_le_morte")["hp"] == 51
    # Popo: 25% to dodge physical attacks
    s = table(["dummy"], ["popo"], phase="combat", luck="always")
    both(s, JAB, Rest())
    assert ch(s, "popo")["hp"] == 60 and view(s)["last"]["order"][0]["result"] == "dodged"
    # Ambrosia: immune to poison
    s = table(["rumiko"], ["ambrosia_thorn"], phase="combat")
    both(s, UseAbility("poison_dart"), Rest())
    assert ch(s, "ambrosia_thorn")["poison"] is None
    # Cornelius: immune to stat-lowering effects
    s = table(["popo"], ["cornelius_constantine"], phase="combat")
    both(s, UseAbility("monkey_business"), Rest())
    assert ch(s, "cornelius_constantine")["buffs"] == []


def test_amaya_disables_one_enemy_move_each_turn():
    s = table(["amaya"], ["dummy"])
    off = s["disabled"][1]
    assert off in {"jab", "slow_punch", "far_shot", "close_cut"} and s["disabled"][0] is None
    both(s, Pass(), Pass())
    assert UseAbility(off) not in R.legal_actions(s, 1)
    with pytest.raises(IllegalAction, match="disabled"):
        R.apply(s, 1, UseAbility(off))


def test_zina_feeds_on_a_death():
    s = table([{"character": "zina", "energy": 50}], [{"character": "dummy", "health": 5}, "dummy2"], phase="combat")
    both(s, UseAbility("jinx_bolt") if False else UseAbility("totem_smash"), Rest())
    assert ch(s, "zina")["en"] == 50 - 45 + 30 + 20
    assert any(b["type"] == "dark" for b in ch(s, "zina")["buffs"])


def test_helene_enchant_blade_makes_blade_attacks_light_plus_3():
    """Facts: Enchant Blade 0 energy, speed 3, both ranges, her blade attacks become light and deal +3 for
    2 turns."""
    s = table(["helene"], ["ward"], phase="combat")
    both(s, UseAbility("enchant_blade"), Rest())
    turn(s, UseAbility("sword_slash"), Rest())
    assert ch(s, "ward")["hp"] == 80 - (33 - 4)
    turn(s, UseAbility("shield_bash"), Rest())     # not a blade attack: physical, no bonus
    assert ch(s, "ward")["hp"] == 51 - 20
    turn(s, UseAbility("sword_slash"), Rest())     # the 2 turns are over
    assert ch(s, "ward")["hp"] == 31 - 30


def test_chi_reflect_turns_light_back_not_twice_in_a_row():
    """Facts: Yoshiro's Chi Reflect: 0 energy, speed 10, both ranges, reflects light attacks, not twice in a row."""
    s = table(["yoshiro"], ["lamp"], cards={"lamp": lamp()}, phase="combat")
    both(s, UseAbility("chi_reflect"), UseAbility("sunbeam"))
    assert ch(s, "yoshiro")["hp"] == 70 and ch(s, "lamp")["hp"] == 80 - 25
    both(s, Pass(), Pass())
    assert UseAbility("chi_reflect") not in R.legal_actions(s, 0)


def test_items():
    """Facts: Caltrops, Flash Powder, Scroll of Inner Focus, Herbal Remedy, Mindreader's Chalice, Healing
    Salve, Girdle of Iron Will, General's Insignia (our numbers)."""
    s = table([{"character": "dummy", "item": "caltrops"}], ["dummy2", "dummy3"], phase="combat")
    both(s, Rest(), Switch("dummy3"))
    assert ch(s, "dummy3")["hp"] == 70
    s = table([{"character": "dummy", "item": "flash_powder"}, "dummy3"], ["dummy2"], phase="combat", luck="always")
    both(s, Switch("dummy3"), Intercept())
    assert s["players"][0]["active"] == "dummy3"
    s = table([{"character": "dummy", "item": "scroll_of_inner_focus"}], ["dummy2"], phase="combat")
    both(s, JAB, Rest())
    assert ch(s, "dummy")["en"] == 100 - 5 + 20 - 20 or ch(s, "dummy")["en"] == 100
    s = table([{"character": "dummy", "item": "mindreaders_chalice", "energy": 40},
               ], ["dummy2", "dummy3"], phase="combat")
    both(s, Intercept(), Switch("dummy3"))
    assert ch(s, "dummy")["en"] == 80 and ch(s, "dummy2")["hp"] == 45
    s = table([{"character": "dummy", "item": "generals_insignia"}], ["dummy2", "dummy3"], phase="combat")
    both(s, Intercept(), Switch("dummy3"))
    assert ch(s, "dummy2")["hp"] == 30
    s = table([{"character": "dummy", "item": "herbal_remedy", "health": 50}], ["dummy2"], phase="combat")
    both(s, Rest(), Rest())
    assert ch(s, "dummy")["hp"] == 53
    s = table([{"character": "dummy", "item": "healing_salve", "health": 40}], ["dummy2"], phase="combat")
    both(s, Rest(), JAB)
    assert ch(s, "dummy")["hp"] == 50 and ch(s, "dummy")["salve"]
    s = table(["rumiko"], [{"character": "dummy", "item": "girdle_of_iron_will"}], phase="combat", luck="always")
    both(s, UseAbility("eviscerate"), SLOW)
    assert ch(s, "rumiko")["hp"] == 65 - (10 - 3), "not stunned: the slower punch still lands"
