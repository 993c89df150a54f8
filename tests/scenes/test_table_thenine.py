"""The Nine table driven by real pygame mouse and key events (headless). The countdown is
driven with a fake ``dt`` through ``update``: nothing here sleeps to make time pass."""
import os
import time

import pygame
import pytest

from game.thenine.actions import (AddToBid, AssignDefender, ChooseOrder, ConfirmAttack, ConfirmDefence, EndPhase,
                                  Pass, PassBid, PlayEvent, PlayWarrior, RemoveFromBid, SubmitBid,
                                  ToggleAttacker, Unassign)
from scenes import assets
from scenes.screens.launcher import LauncherScene, SeatSetupScene
from scenes.widgets.overlays import CurtainScene, EndScene, ZoomScene
from scenes.table.make import make_table, table_class
from scenes.games.thenine import beats as beats_mod, place, words
from scenes.games.thenine.draw import fight_label_pills
from scenes.widgets.dice import die_face

from tests.scenes.thenine_table import DEFEND, R, ROOT, centre, finish, ids, no_bot, table_from  # noqa: F401 (no_bot: a fixture)


PLAYER = {"round": 2, "phase": "player",
          "p1": {"hand": [{"card": "fjord_raider", "id": "raider"}, {"card": "wolf_rider", "id": "wolf"},
                          {"card": "axe_throw", "id": "axe"}],
                 "play": [{"card": "shield_maiden", "id": "maid"}]},
          "p2": {"play": [{"card": "karl_freeholder", "id": "karl"}], "hand": ["thrall_spearman"]}}


# --------------------------------------------------------------------------- the Player phase
def test_drag_a_warrior_onto_your_side_plays_it(app, ui, save_dir):
    t = table_from(app, PLAYER)
    sp = t.sprites["raider"]
    assert sp.highlight == "legal" and "p1.play" in t.drop_zones(sp)
    ui.drag(app, sp.rect.center, centre(t.layout.rect("p1.play")))
    assert t.actions[-1] == (0, PlayWarrior("raider"))
    assert "raider" in ids(t, 0, "play") and "raider" not in ids(t, 0, "hand")
    assert list(save_dir.glob("*.json")), "no autosave written"
    finish(app, t)
    assert t.layout.rect("p1.play").collidepoint(t.sprites["raider"].rect.center)
    assert any("1 Warrior card is played" in rule for _, rule in t.log.lines)
    # one Warrior per round: the glow is gone, and a second drop says why
    assert t.sprites["wolf"].highlight is None


def test_a_warrior_whose_turn_has_not_come_snaps_back_and_says_why(app, ui):
    t = table_from(app, PLAYER)
    sp = t.sprites["wolf"]
    home = sp.home
    assert sp.highlight is None and sp.dim             # round 2; it needs turn 4
    before = R.to_dict(t.state)
    ui.drag(app, sp.rect.center, centre(t.layout.rect("p1.play")))
    assert R.to_dict(t.state) == before and not t.actions
    reason = R.explain(t.state, 0, PlayWarrior("wolf"))
    assert t.toast is not None and t.toast[0] == reason and "needs turn 4" in reason
    ui.settle(app)
    assert sp.pos == pytest.approx(home)
    app.draw()                                          # the refusal is drawn


def test_drag_an_event_onto_its_target(app, ui):
    t = table_from(app, PLAYER)
    zones = t.drop_zones(t.sprites["axe"])
    assert "card:karl" in zones and "card:maid" not in zones
    # onto your own Warrior: Axe Throw names an enemy Warrior
    ui.drag(app, t.sprites["axe"].rect.center, t.sprites["maid"].rect.center)
    assert not t.actions and t.toast[0] == R.explain(t.state, 0, PlayEvent("axe", "maid"))
    ui.settle(app)
    ui.drag(app, t.sprites["axe"].rect.center, t.sprites["karl"].rect.center)
    assert t.actions[-1] == (0, PlayEvent("axe", "karl"))
    v = R.view(t.state, None)
    assert v["phase"] == "respond" and v["respond"]["target"] == "karl"     # p2 may answer
    finish(app, t)
    assert t.sprites["axe"].zone == "event"              # the Event waits in the middle for the answer


def test_a_warrior_that_picks_a_target_asks_for_it(app, ui):
    t = table_from(app, {"round": 3, "phase": "player",
                         "p1": {"hand": [{"card": "hird_archer", "id": "archer"}]},
                         "p2": {"play": [{"card": "karl_freeholder", "id": "k1"}, {"card": "shield_maiden", "id": "k2"}],
                                "hand": ["thrall_spearman"]}})
    ui.drag(app, t.sprites["archer"].rect.center, centre(t.layout.rect("p1.play")))
    assert not t.actions and t.plan.target_mode is not None
    assert t.sprites["k1"].highlight == "target" and "click a glowing card" in t.prompt()[0]
    app.draw()
    ui.click(app, t.sprites["k2"].rect.center)
    assert t.actions[-1] == (0, PlayWarrior("archer", "k2"))
    assert R.view(t.state, None)["p2"]["play"][1]["health"] == 6


def test_each_shamed_warrior_sheds_a_shame_token_as_its_player_phase_begins(app, ui):
    """Rulings 4: one Shame counter comes off each shamed Warrior by itself as its owner's Player
    phase begins (a beat on each); there is nothing to click for it."""
    t = table_from(app, {"round": 2, "phase": "player", "order": ["p2", "p1"],
                         "p1": {"play": [{"card": "fjord_raider", "id": "raider", "shame": 2},
                                         {"card": "shield_maiden", "id": "maid", "shame": 1}],
                                "hand": ["thrall_spearman"]},
                         "p2": {"hand": ["thrall_spearman"]}})
    t.submit(EndPhase())                                # p2 ends its phase: p1's begins
    finish(app, t)
    assert [c["shame"] for c in R.view(t.state, 0)["p1"]["play"]] == [1, 0]
    assert sum("sheds a Shame counter" in line for line, _ in t.log.lines) == 2
    app.draw()


def test_end_player_phase_button_and_key(app, ui):
    t = table_from(app, PLAYER)
    assert [b.label for b in t.buttons] == ["End Player phase (E)"]
    ui.key(app, pygame.K_e)
    assert t.actions[-1] == (0, EndPhase())


# --------------------------------------------------------------------------- combat
ATTACK = {"round": 3, "phase": "attack", "order": ["p1", "p2"],
          "p1": {"play": [{"card": "fjord_raider", "id": "raider"}, {"card": "shield_maiden", "id": "maid", "shame": 2},
                          {"card": "thrall_spearman", "id": "spear"}]},
          "p2": {"play": [{"card": "karl_freeholder", "id": "karl"}], "hand": ["thrall_spearman"]}}


def test_choose_attackers_by_click_and_drag(app, ui):
    t = table_from(app, ATTACK)
    attack = next(b for b in t.buttons if b.label.startswith("Attack"))
    assert not attack.enabled
    ui.click(app, attack.rect.center)
    assert "at least one attacker" in t.toast[0]
    ui.click(app, t.sprites["raider"].rect.center)
    assert t.actions[-1] == (0, ToggleAttacker("raider"))
    assert t.sprites["raider"].highlight == "attack"
    # drag up towards the enemy: attacks; a shamed Warrior cannot
    ui.drag(app, t.sprites["spear"].rect.center, centre(t.layout.rect("p2.play")))
    assert t.actions[-1] == (0, ToggleAttacker("spear"))
    ui.drag(app, t.sprites["maid"].rect.center, centre(t.layout.rect("p2.play")))
    assert t.toast[0] == R.explain(t.state, 0, ToggleAttacker("maid")) and "shamed" in t.toast[0]
    # drag one back down: it stays home
    ui.settle(app)
    ui.drag(app, t.sprites["spear"].rect.center, (t.layout.rect("p1.play").centerx, t.layout.rect("p1.play").bottom - 20))
    assert t.actions[-1] == (0, ToggleAttacker("spear")) and R.view(t.state, None)["combat"]["attackers"] == ["raider"]
    assert [b.label for b in t.buttons] == ["Attack with 1 Warrior (A)", "Forfeit the attack (F)"]
    app.draw()
    ui.key(app, pygame.K_a)
    assert t.actions[-1] == (0, ConfirmAttack()) and R.view(t.state, None)["phase"] == "defend"


def _attacked(app, ui, attackers=("wolf",)):
    t = table_from(app, DEFEND, seats=("human", "computer"))
    for a in attackers:
        t.submit(ToggleAttacker(a), 1)
    t.submit(ConfirmAttack(), 1)
    finish(app, t)
    assert R.to_act(t.state) == [0] and t.view_seat == 0
    return t


def test_drag_a_defender_onto_the_attacker_it_blocks(app, ui, no_bot):
    t = _attacked(app, ui)
    assert "drag yours onto the attacker each should block" in t.prompt()[0]
    assert "card:wolf" in t.drop_zones(t.sprites["maid"])
    assert t.sprites["wolf"].highlight == "attack"
    # onto a Warrior that is not attacking: it says so, nothing changes
    ui.drag(app, t.sprites["maid"].rect.center, t.sprites["karl"].rect.center)
    assert not R.view(t.state, None)["combat"]["assign"]
    assert "not attacking" in t.toast[0] or "attacker it should block" in t.toast[0]
    ui.settle(app)
    ui.drag(app, t.sprites["maid"].rect.center, t.sprites["wolf"].rect.center)
    assert t.actions[-1] == (0, AssignDefender("maid", "wolf"))
    assert R.view(t.state, None)["combat"]["assign"] == [["maid", "wolf"]]
    app.draw()                                               # the blocker's line and tag
    # back to your side: unassigned; a click assigns it again (one attacker)
    ui.settle(app)
    ui.drag(app, t.sprites["maid"].rect.center, (t.layout.rect("p1.play").x + 40, t.layout.rect("p1.play").bottom - 30))
    assert t.actions[-1] == (0, Unassign("maid"))
    ui.settle(app)
    ui.click(app, t.sprites["maid"].rect.center)
    assert t.actions[-1] == (0, AssignDefender("maid", "wolf"))
    assert t.buttons[0].label == "Confirm defence: 1 blocker (D)"


def test_the_fight_rolls_the_engines_dice_beside_the_warriors(app, ui, no_bot):
    t = _attacked(app, ui)
    ui.drag(app, t.sprites["maid"].rect.center, t.sprites["wolf"].rect.center)
    ui.key(app, pygame.K_d)
    assert t.actions[-1] == (0, ConfirmDefence())
    fight = R.view(t.state, None)["fights"][0]
    assert (fight["roll"], fight["defenders"][0]["roll"], fight["result"]) == (4, 1, "hit")
    seen_dice = seen_totals = None
    for _ in range(400):
        app.frame([], dt=0.05, present=False)
        if t.plan.fight_dice and not seen_dice:
            seen_dice = [(d.sides, d.tint, d.home) for d in t.plan.fight_dice]
            wolf, maid = t.sprites["wolf"].home, t.sprites["maid"].home
            assert abs(t.plan.fight_dice[0].home[1] - wolf[1]) < 60 and abs(t.plan.fight_dice[0].home[0] - wolf[0]) < 120
            assert abs(t.plan.fight_dice[1].home[1] - maid[1]) < 60 and abs(t.plan.fight_dice[1].home[0] - maid[0]) < 120
        if t.plan.fight_labels and not seen_totals:
            seen_totals = [text for text, _, _ in t.plan.fight_labels]
            assert [d.value for d in t.plan.fight_dice] == [4, 1]                 # landed on the engine's values
            # each total stands under its die beside its card: neither fighter's name or numbers under it
            pills = [pill for pill, _, _ in fight_label_pills(t.plan)]
            cards = [t.sprites[c].rect for c in ("wolf", "maid")]
            assert len(pills) == 2 and not [(p, c) for p in pills for c in cards if p.colliderect(c)], (pills, cards)
        if not t.choreo.active:
            break
    assert seen_dice and all(s == 10 for s, _, _ in seen_dice)
    assert seen_totals == ["4 + 4 Strength = 8", "1 + 3 Defence = 4"]       # the rulebook's 8 against 4
    assert ("totals", "wolf", 8, 4, "hit") in t.plan.trace
    assert ("stat", "maid", "health", 8, 4) in t.plan.trace
    finish(app, t)
    assert R.view(t.state, None)["p1"]["play"][0]["health"] == 4


def test_an_unblocked_attack_and_the_players_health(app, ui, no_bot):
    t = _attacked(app, ui)
    ui.key(app, pygame.K_d)                                  # no blockers
    assert t.actions[-1] == (0, ConfirmDefence())
    finish(app, t)
    assert ("totals", "wolf", 8, None, "unblocked") in t.plan.trace
    assert t.plan.counters[(0, "health")].shown == 36


def test_a_blocked_attacker_gets_two_red_shame_tokens(app, ui, no_bot):
    t = table_from(app, dict(DEFEND, dice=[1, 10]), seats=("human", "computer"))
    t.submit(ToggleAttacker("wolf"), 1)
    t.submit(ConfirmAttack(), 1)
    finish(app, t)
    ui.drag(app, t.sprites["maid"].rect.center, t.sprites["wolf"].rect.center)
    ui.key(app, pygame.K_d)
    finish(app, t)
    assert ("stat", "wolf", "shame", 0, 2) in t.plan.trace
    assert t.sprites["wolf"].card["shame"] == 2
    app.draw()


# --------------------------------------------------------------------------- the bid
BID = {"round": 4, "phase": "bid", "order": ["p1", "p2"],
       "rr": {"current": {"card": "garm_of_hel", "id": "garm"}},
       "p1": {"play": [{"card": "karl_freeholder", "id": "karl"}, {"card": "shield_maiden", "id": "maid"},
                       {"card": "fjord_raider", "id": "raider", "health": 6, "shame": 2}]},
       "p2": {"play": [{"card": "thrall_spearman", "id": "spear"}]}}


def test_drag_warriors_onto_the_bid_area_then_bid(app, ui):
    t = table_from(app, BID)
    assert "bid" in t.drop_zones(t.sprites["maid"])
    ui.drag(app, t.sprites["maid"].rect.center, centre(t.layout.rect("p1.bid")))
    assert t.actions[-1] == (0, AddToBid("maid"))
    assert R.view(t.state, 0)["bid"]["building"]["value"] == 8
    finish(app, t)
    assert t.sprites["maid"].zone == "p1.bid" and t.sprites["maid"].ghost
    bid = next(b for b in t.buttons if b.label.startswith("Bid"))
    assert bid.label == "Bid: 8 of 12 Glory (B)" and not bid.enabled      # the minimum is Garm's 12 Glory
    ui.click(app, bid.rect.center)
    assert t.toast[0] == R.explain(t.state, 0, SubmitBid()) and "must reach 12" in t.toast[0]
    # a shamed Warrior is worth a third less per Shame counter: 6 health, 2 Shame = 2
    ui.drag(app, t.sprites["raider"].rect.center, centre(t.layout.rect("bid")))
    assert R.view(t.state, 0)["bid"]["building"]["value"] == 10
    ui.drag(app, t.sprites["karl"].rect.center, centre(t.layout.rect("bid")))
    assert R.view(t.state, 0)["bid"]["building"]["value"] == 22
    # take one back off: drag it out of the bid area
    finish(app, t)
    ui.drag(app, t.sprites["raider"].rect.center, centre(t.layout.rect("p1.play")))
    assert t.actions[-1] == (0, RemoveFromBid("raider"))
    finish(app, t)
    assert "MINIMUM 12" in words.bid_heading(t.plan) and [b.label for b in t.buttons] == ["Bid 20 Glory (B)", "Pass (P)"]
    app.draw()
    ui.key(app, pygame.K_b)
    assert t.actions[-1] == (0, SubmitBid())
    assert any(text.startswith(t.short_name(0)) and "to 20 Glory" in text for text, _ in t.log.lines)  # seats named as on the table
    # p2 cannot reach 21: p1 claims Garm; both sacrificed Warriors go to Valhalla
    finish(app, t)
    v = R.view(t.state, None)
    assert [c["id"] for c in v["p1"]["rr_claimed"]] == ["garm"] and v["p1"]["glory"] == 12
    assert {"karl", "maid"} <= set(ids(t, 0, "valhalla")) and ids(t, 0, "play") == ["raider"]
    assert t.sprites["garm"].zone == "p1.rr" and t.plan.counters[(0, "glory")].shown == 12


def test_a_bid_drop_outside_the_bid_phase_says_why(app, ui):
    t = table_from(app, PLAYER)
    ui.drag(app, t.sprites["maid"].rect.center, centre(t.layout.rect("bid")))
    assert t.toast[0] == R.explain(t.state, 0, AddToBid("maid")) == "That is done in the Bid phase."
    assert not t.actions


def test_pass_the_bid(app, ui):
    t = table_from(app, BID)
    ui.key(app, pygame.K_p)
    assert t.actions[-1] == (0, PassBid())


# --------------------------------------------------------------------------- Events and answers
def test_answer_an_event_with_a_counter_or_let_it_resolve(app, ui, no_bot):
    setup = {"round": 3, "phase": "player", "order": ["p2", "p1"],
             "p1": {"play": [{"card": "shield_maiden", "id": "maid"}],
                    "hand": [{"card": "rune_of_warding", "id": "rune"}, {"card": "axe_throw", "id": "mine"}]},
             "p2": {"hand": [{"card": "axe_throw", "id": "axe"}, {"card": "thrall_spearman", "id": "sp"}]}}
    t = table_from(app, setup, seats=("human", "computer"))
    t.submit(PlayEvent("axe", "maid"), 1)
    finish(app, t)
    assert R.view(t.state, None)["phase"] == "respond" and t.view_seat == 0
    assert t.sprites["axe"].zone == "event"
    # the counter by name and the answer of letting it resolve, each whole at 26 px in its button (issue 27)
    assert [b.label for b in t.buttons] == ["Rune of Warding (1)", "Resolve it (P)"]
    assert all(assets.font("bold", 26).size(b.label)[0] <= b.rect.w - 20 for b in t.buttons)
    assert t.sprites["mine"].dim and not t.sprites["rune"].dim     # only a counter can answer
    app.draw()
    # a plain Event cannot answer
    ui.drag(app, t.sprites["mine"].rect.center, centre(t.layout.rect("event")))
    assert "counter" in t.toast[0].lower()
    ui.settle(app)
    ui.drag(app, t.sprites["rune"].rect.center, centre(t.layout.rect("event")))
    assert t.actions[-1] == (0, PlayEvent("rune"))
    finish(app, t)
    v = R.view(t.state, None)
    assert v["p1"]["play"][0]["health"] == 8 and "cancelled" in t.log.lines[-1][0] + " ".join(x for x, _ in t.log.lines)


def test_with_no_counter_to_play_the_event_resolves_unasked(app, ui, no_bot):
    """Ruling 39: the answer window opens (the rules are unchanged), but a player holding no
    counter they could play is not asked: no button, the banner says so, the table passes."""
    setup = {"round": 3, "phase": "player", "order": ["p2", "p1"],
             "p1": {"play": [{"card": "shield_maiden", "id": "maid"}], "hand": ["thrall_spearman"]},
             "p2": {"hand": [{"card": "axe_throw", "id": "axe"}, {"card": "thrall_spearman", "id": "sp"}]}}
    t = table_from(app, setup, seats=("human", "computer"))
    t.submit(PlayEvent("axe", "maid"), 1)
    finish(app, t)
    assert R.view(t.state, None)["phase"] == "respond"
    assert "no counter" in t.prompt()[0] and not t.buttons
    ui.key(app, pygame.K_p)                               # there is no question to answer
    assert t.actions[-1] == (1, PlayEvent("axe", "maid"))
    for _ in range(200):
        if t.actions[-1][0] == 0:
            break
        app.frame([], dt=0.05, present=False)
    assert t.actions[-1] == (0, Pass())
    finish(app, t)
    assert ("stat", "maid", "health", 8, 5) in t.plan.trace


def test_the_cards_you_saw_in_the_opponents_hand_are_shown_face_up(app, ui, no_bot):
    """Odin's Ravens: "look at the opponent's hand". The opponent's hand is a count in the view;
    the table shows the cards its ``peek`` lists face up (hover to read) and backs for the rest."""
    setup = {"round": 3, "phase": "player", "order": ["p1", "p2"],
             "p1": {"hand": [{"card": "odins_ravens", "id": "rav"}, {"card": "thrall_spearman", "id": "ts"}]},
             "p2": {"hand": [{"card": "thrall_spearman", "id": "s1"}, {"card": "fjord_raider", "id": "f1"},
                             {"card": "axe_throw", "id": "ax"}]}}
    t = table_from(app, setup, seats=("human", "computer"))
    assert not [sp for sp in t.sprites.values() if sp.zone == "p2.hand" and sp.card]      # three backs
    assert len([sp for sp in t.sprites.values() if sp.zone == "p2.hand"]) == 3
    ui.drag(app, t.sprites["rav"].rect.center, centre(t.layout.rect("p1.play")))
    assert t.actions[-1] == (0, PlayEvent("rav"))
    t.submit(Pass(), 1)                                    # the computer lets it resolve
    finish(app, t)
    assert [c["id"] for c in t.view["p1"]["peek"]] == ["s1", "f1", "ax"]
    seen = {sid for sid, sp in t.sprites.items() if sp.zone == "p2.hand" and sp.card}
    assert seen == {"s1", "f1", "ax"}
    app.draw()                                             # "YOU SAW 3"
    ui.key(app, pygame.K_e)
    finish(app, t)
    t.submit(PlayWarrior("f1"), 1)                         # one of them is played: it leaves the hand
    finish(app, t)
    assert t.sprites["f1"].zone == "p2.play"
    assert {sid for sid, sp in t.sprites.items() if sp.zone == "p2.hand"} == {"s1", "ax"}


# --------------------------------------------------------------------------- the table's life
def test_initiative_dice_then_the_order_choice(app, ui):
    seed = next(s for s in range(1, 200) if R.new_game(2, s)["roll_winner"] == 0 and len(R.new_game(2, s)["rolls"]) == 1)
    t = make_table(app, "thenine", ["human", "computer"], seed)
    app.push(t)
    assert t.choreo.active and not t.buttons                # the d20s roll first
    app.frame([], dt=0.3, present=False)
    assert all(d.rolling and d.sides == 20 for d in t.plan.dice.dice)
    finish(app, t)
    a, b = R.view(t.state, None)["rolls"][0]
    assert [d.value for d in t.plan.dice.dice] == [a, b]
    assert [b.label for b in t.buttons] == ["Go first (1)", "Go second (2)"]
    assert "You won the initiative" in t.prompt()[0]
    ui.key(app, pygame.K_1)
    assert t.actions[-1] == (0, ChooseOrder(True))
    finish(app, t)
    # five at set-up and two for round 1 (the game goes on: the computer may be playing already)
    dealt = [m for m in t.plan.trace if m[0] == "move" and m[2:] == ("p1.deck", "p1.hand")]
    assert len(dealt) >= 7 and ("round", 1) in t.plan.trace


def test_hot_seat_curtain_between_humans(app, ui):
    t = table_from(app, PLAYER)
    ui.key(app, pygame.K_e)
    ui.settle(app, 6.0)
    assert isinstance(app.top, CurtainScene)
    calls = []
    orig = t.draw
    t.draw = lambda surface: calls.append(1) or orig(surface)
    app.draw()
    assert not calls                          # the table (and p1's hand) is hidden
    t.draw = orig
    ui.key(app, pygame.K_SPACE)
    assert app.top is t and t.view_seat == 1 and t.pos_name(1) == "p1"
    assert t.view["p1"]["hand"] is None       # p1's hand is not in the view any more
    assert t.prompt()[1]


def test_game_over_end_screen_rematch_and_attract_mode(app, ui, monkeypatch):
    monkeypatch.setattr(table_class("thenine"), "bot_pace", 0.0)
    setup = {"round": 5, "phase": "attack", "order": ["p1", "p2"],
             "p1": {"play": [{"card": "ulfhednar_berserker", "id": "ber"}]},
             "p2": {"health": 2, "hand": ["thrall_spearman"]}}
    t = table_from(app, setup, seats=("computer", "computer"))
    deadline = time.monotonic() + 20
    while R.outcome(t.state) is None and time.monotonic() < deadline:
        app.frame([], dt=0.05, present=False)
        time.sleep(0.002)
    assert R.outcome(t.state)["winners"] == [0]
    for _ in range(600):
        app.frame([], dt=0.05, present=False)
        if isinstance(app.top, EndScene):
            break
    end = app.top
    assert isinstance(end, EndScene) and end.title == "Computer 1 wins!" and end.animating()
    for _ in range(int(t.attract_seconds / 0.5) + 2):
        app.frame([], dt=0.5, present=False)
    new = app.top
    assert isinstance(new, table_class("thenine")) and new is not t and new.seed == t.seed + 1


def test_seat_setup_offers_the_timers_option(app, ui):
    lo = app.push(LauncherScene(app))
    ui.click(app, next(r for g, r in lo.tiles if g == "thenine").center)
    setup = app.top
    assert isinstance(setup, SeatSetupScene)
    # against the computer the timers are off by default (the settings' "The Nine's timers: auto")
    assert [b.label for b in setup.option_buttons] == ["Timers: off"]
    ui.click(app, setup.option_buttons[0].rect.center)
    assert setup.options["timers"] is True and setup.option_buttons[0].label == "Timers: on"
    ui.click(app, setup.option_buttons[0].rect.center)
    assert setup.options["timers"] is False
    app.draw()
    ui.click(app, setup.start.rect.center)
    t = app.top
    assert isinstance(t, table_class("thenine"))
    assert R.view(t.state, None)["timers"] is False and t.options["timers"] is False
    assert R.timer(t.state) is None


def test_resume_a_saved_game(app, ui, save_dir):
    from game.core import saves
    state = R.new_game(2, 4)
    w = state["roll_winner"]
    R.apply(state, w, ChooseOrder(True))
    saves.autosave("thenine", ["human", "human"], 4, {}, [(w, ChooseOrder(True))], state, R)
    lo = app.push(LauncherScene(app))
    b = next(b for b in lo.resume_buttons if "The Nine" in b.label)
    app.draw()
    ui.click(app, b.rect.center)
    t = app.top
    if isinstance(t, CurtainScene):
        ui.key(app, pygame.K_SPACE)
        t = app.top
    assert isinstance(t, table_class("thenine"))
    assert R.comparable(t.state) == R.comparable(state) and t.view_seat == R.to_act(state)[0]


def test_right_click_zooms_and_valhalla_opens(app, ui):
    t = table_from(app, dict(PLAYER, p1=dict(PLAYER["p1"], valhalla=["axe_throw", "thrall_spearman"])))
    ui.click(app, t.sprites["raider"].rect.center, button=3)
    assert isinstance(app.top, ZoomScene)
    app.draw()
    ui.key(app, pygame.K_SPACE)
    ui.click(app, centre(t.zone(0, "valhalla")))
    assert len(app.top.cards) == 2
    app.draw()


def test_idle_table_without_timers_draws_nothing(app, ui):
    t = table_from(app, PLAYER)
    finish(app, t)
    ui.settle(app)
    n = app.frames_drawn
    app.frame([], dt=0.05, present=False)
    app.frame([], dt=0.05, present=False)
    assert app.frames_drawn == n


def test_d10_and_d20_faces(app):
    for sides in (10, 20):
        a = die_face(7, 50, 0, sides, (196, 58, 46))
        assert a.get_size() == (50, 50)
        assert a.get_at((25, 25))[3] == 255 and a.get_at((1, 1))[3] == 0      # a shape, not a square
    assert die_face(7, 50, 0, 10, (1, 2, 3)) is not die_face(7, 50, 0, 10, None)


def test_whole_games_never_drift_from_the_view(app):
    """Every action of a random game shown beat by beat: when the beats end, what the table
    shows equals the ruleset's view (before the closing sync could hide a difference)."""
    from game.ai.bots import RandomBot
    for seed in (41, 42):
        t = make_table(app, "thenine", ["human", "human"], seed)
        t.autosave_enabled = False
        app.reset(t)
        t._curtain_pending = False
        bots = [RandomBot(seed + i) for i in range(2)]
        drift = []
        for step in range(700):
            acting = R.to_act(t.state)
            if not acting:
                break
            seat = acting[0]
            if t.view_seat != seat:
                t.set_view_seat(seat)

            def check(events=(), animate=True, step=step):
                want = place.shown_from_view(t.plan, R.view(t.state, t.view_seat))
                have = place.shown(t.plan)
                for part, name in zip(range(2), ("zones", "health")):
                    for k in set(want[part]) | set(have[part]):
                        if want[part].get(k) != have[part].get(k):
                            drift.append((step, name, k, want[part].get(k), have[part].get(k)))
                type(t).sync(t, events, animate)

            t.sync = check                       # runs when the beats end, before the view is taken
            assert t.submit(bots[seat].choose(R, R.clone(t.state), seat), seat)
            for _ in range(3000):
                if not t.busy:
                    break
                t.update(0.05)
            del t.sync
        assert not drift, drift[:5]
        assert not [text for text, _ in t.log.lines if "animation skipped" in text]
    assert any(k[0] == "fight" for k in t.plan.trace)


def test_screenshot_and_bench_tools(tmp_path):
    import subprocess
    import sys
    out = tmp_path / "nine.png"
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", NINE_TABLES_SAVE_DIR=str(tmp_path / "saves"))
    p = subprocess.run([sys.executable, "main.py", "screenshot", "thenine", "--out", str(out), "--steps", "25"],
                       cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert p.returncode == 0, p.stderr
    assert out.exists() and "The Nine" in p.stdout
    p = subprocess.run([sys.executable, "main.py", "screenshot", "thenine", "--out", str(out), "--option",
                        "timers=false"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert p.returncode == 0, p.stderr
    p = subprocess.run([sys.executable, "main.py", "bench", "thenine", "--frames", "90", "--seconds", "0.5"],
                       cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert p.returncode == 0, p.stderr
    assert "median" in p.stdout and "games per second" in p.stdout


def _one_computer_player_phase(app, monkeypatch, pace):
    """Two computer seats (no timers) play into the second round; returns the beats of the first
    computer Player phase (from its phase beat to the next phase beat), the table, and whether
    beats were still waiting after some frame."""
    monkeypatch.setattr(table_class("thenine"), "bot_pace", 0.0)
    app.settings["pace"] = pace
    t = make_table(app, "thenine", ["computer", "computer"], 4, options={"timers": False})
    t.autosave_enabled = False
    app.push(t)
    marks = []
    real = beats_mod.beat_phase

    def phase(p, e):
        marks.append((e.phase, len(t.choreo.started)))
        real(p, e)
    monkeypatch.setattr(beats_mod, "beat_phase", phase)
    waiting = False
    deadline = time.monotonic() + 40
    while t.state["round"] < 2 or t.choreo.active:
        assert time.monotonic() < deadline, "the computers play a round"
        app.frame([], dt=0.05, present=False)
        waiting = waiting or t.choreo.active
        time.sleep(0.002)
    i = next(k for k, (ph, _) in enumerate(marks) if ph == "player")
    return t.choreo.started[marks[i][1]:marks[i + 1][1]], t, waiting


def test_a_computer_player_phase_plays_beat_by_beat_at_normal_pace(app, ui, monkeypatch):
    beats, t, waiting = _one_computer_player_phase(app, monkeypatch, "normal")
    assert any("play" in b.caption for b in beats), [b.caption for b in beats]
    assert t.choreo.span(beats) >= 1.0 and waiting
    # each thing the computer does is a beat of its own, held at least one beat (0.65 s)
    assert all(t.choreo.seconds(b.beats) >= 0.65 for b in beats if b.caption), [(b.caption, b.beats) for b in beats]


def test_a_computer_player_phase_is_shown_at_once_at_instant_pace(app, ui, monkeypatch):
    beats, t, waiting = _one_computer_player_phase(app, monkeypatch, "instant")
    assert beats and t.choreo.span(beats) == 0 and not waiting


def test_a_fighter_steps_towards_its_foe_but_stays_in_its_row(app, ui, no_bot):
    """An unblocked attacker steps towards the defending player's row, never out of its own
    (place.LUNGE_OVER over its edge at most): the banner between the rows never hides it."""
    t = _attacked(app, ui)
    ui.key(app, pygame.K_d)                                  # no blockers: it steps towards the row
    for _ in range(400):
        app.frame([], dt=0.05, present=False)
        if t.plan.lunge:
            break
    assert "wolf" in t.plan.lunge
    sp = t.sprites["wolf"]
    row = t.layout.rect(sp.zone).inflate(0, 2 * place.LUNGE_OVER)
    x, y = t.plan.lunge["wolf"]
    card = pygame.Rect(0, 0, *sp.rect.size)
    card.center = (int(x), int(y))
    assert row.top <= card.top and card.bottom <= row.bottom + 1, (card, row)
    finish(app, t)
