"""The 9 Card table driven by real pygame mouse and key events (headless)."""
import glob
import os
import time

import pygame
import pytest
import yaml

from game.core import registry
from game.ninecard.actions import Assault, Cast, CreatureAsEnergy, Discard, FollowUp, Move, PlayEnergy
from scenes.screens.launcher import LauncherScene, SeatSetupScene
from scenes.widgets.overlays import CurtainScene, EndScene, ZoomScene
from scenes.table.make import make_table, table_class
from scenes.games.ninecard import places
from tests.scenes.frames import centre, finish

R = registry.get("ninecard")
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCENARIOS = os.path.join(ROOT, "data", "scenarios", "ninecard")

CARDS = {
    "striker": {"name": "Striker 5/2", "type": "creature", "attack": 5, "defence": 2},
    "brute": {"name": "Brute 4/4", "type": "creature", "attack": 4, "defence": 4},
    "wall3": {"name": "Wall 0/3", "type": "creature", "attack": 0, "defence": 3},
    "sting": {"name": "Sting 1/1", "type": "creature", "attack": 1, "defence": 1},
    "guard": {"name": "Guard 1/5", "type": "creature", "attack": 1, "defence": 5},
    "pup": {"name": "Pup 1/1", "type": "creature", "attack": 1, "defence": 1},
}


def table_from(app, setup, seats=("human", "human"), seed=1, options=None):
    spec = {"setup": setup, "seed": seed, "cards": CARDS, "options": {"creature_energy": "off", **(options or {})}}
    state = R.scenario_state(spec, "test")
    t = make_table(app, "ninecard", list(seats)[: state["n"]], seed, state=state)
    app.push(t)
    t._curtain_pending = False
    t.refresh_legal()
    app.frame([], dt=0.0, present=False)
    return t


def ids(t, seat, zone):
    p = R.view(t.state, seat)[f"p{seat + 1}"]
    return [c["id"] if c else None for c in p[zone]]


# --------------------------------------------------------------------------- casting
def test_drag_a_creature_to_a_glowing_rear_square_casts_it(app, ui, save_dir):
    t = table_from(app, {"p1": {"hand": [{"card": "brute", "id": "brute"}, {"card": "striker", "id": "st"}],
                                "ready": 8},
                         "p2": {"grid": {"r0c0": "guard"}}})
    sp = t.sprites["brute"]
    assert sp.highlight == "legal"
    # only the legal rear squares glow while dragging
    zones = t.drop_zones(sp)
    assert set(zones) == {"sq6", "sq7", "sq8"}
    ui.drag(app, sp.rect.center, centre(t.plan.squares[0][7]))   # the rear square of column 2
    assert t.actions[-1] == (0, Cast("brute", 1))
    assert ids(t, 0, "grid")[1] == "brute"                  # entered the rear and moved to the front
    assert list(save_dir.glob("*.json")), "no autosave written"
    # the cost is paid first: the ready energy turns sideways before the creature lands
    assert t.choreo.active
    for _ in range(4):
        app.frame([], dt=0.1, present=False)
    spent = [s for s in t.sprites.values() if s.zone == "p1.spent"]
    assert len(spent) == 8 and all(s.katnap for s in spent)
    assert "brute" in places.hand_ids(t.plan, 0) and "brute" not in places.grid_ids(t.plan, 0)
    finish(app, t)
    assert t.sprites["brute"].rect.collidepoint(t.plan.squares[0][1].center)
    assert all(s.angle == 90.0 for s in t.sprites.values() if s.zone == "p1.spent")
    assert any("cost attack plus defense" in rule.lower() for _, rule in t.log.lines)


def test_unaffordable_cast_snaps_back_with_the_reason(app, ui):
    t = table_from(app, {"p1": {"hand": [{"card": "striker", "id": "st"}], "ready": 3},
                         "p2": {"grid": {"r0c0": "guard"}}})
    sp = t.sprites["st"]
    home = sp.home
    assert sp.highlight is None                   # nothing to do with it: no glow
    before = R.to_dict(t.state)
    ui.drag(app, sp.rect.center, centre(t.plan.squares[0][6]))
    assert R.comparable(t.state) == R.comparable(before)
    reason = R.explain(t.state, 0, Cast("st", 0))
    assert t.toast is not None and t.toast[0] == reason and "costs 7 energy" in reason
    ui.settle(app)
    assert sp.pos == pytest.approx(home)


def test_a_taken_rear_square_says_so(app, ui):
    t = table_from(app, {"p1": {"hand": [{"card": "pup", "id": "pup"}], "ready": 5,
                                "grid": {"r0c1": "guard", "r1c1": "guard", "r2c1": {"card": "guard", "id": "g3"}}},
                         "p2": {"grid": {"r0c0": "guard"}}})
    assert set(t.drop_zones(t.sprites["pup"])) == {"sq6", "sq8"}
    ui.drag(app, t.sprites["pup"].rect.center, centre(t.plan.squares[0][7]))
    assert "rear square of column 2 is taken" in t.toast[0]
    assert "pup" in ids(t, 0, "hand")


def test_dropping_in_a_column_casts_into_it(app, ui):
    """A drop anywhere in a column with a free rear square means that column."""
    t = table_from(app, {"p1": {"hand": [{"card": "pup", "id": "pup"}], "ready": 2},
                         "p2": {"grid": {"r0c0": "guard"}}})
    ui.drag(app, t.sprites["pup"].rect.center, centre(t.plan.squares[0][2]))    # front square, column 3
    assert t.actions[-1] == (0, Cast("pup", 2)) and ids(t, 0, "grid")[2] == "pup"


# --------------------------------------------------------------------------- energy
def test_drag_energy_to_the_energy_zone(app, ui):
    t = table_from(app, {"p1": {"hand": [{"card": "energy", "id": "e1"}, {"card": "pup", "id": "pup"}]},
                         "p2": {"grid": {"r0c0": "guard"}}})
    assert set(t.drop_zones(t.sprites["e1"])) == {"energy"}
    ui.drag(app, t.sprites["e1"].rect.center, centre(t.zone(0, "energy")))
    assert t.actions[-1] == (0, PlayEnergy("e1")) and ids(t, 0, "ready") == ["e1"]
    finish(app, t)
    assert t.sprites["e1"].zone == "p1.ready" and t.sprites["e1"].rect.colliderect(t.zone(0, "energy"))
    # a creature on the energy zone: the option is off
    ui.drag(app, t.sprites["pup"].rect.center, centre(t.zone(0, "energy")))
    assert "switched off" in t.toast[0] and "pup" in ids(t, 0, "hand")


def test_creature_as_energy_when_the_option_is_on(app, ui):
    t = table_from(app, {"p1": {"hand": [{"card": "pup", "id": "pup"}, {"card": "sting", "id": "s"}]},
                         "p2": {"grid": {"r0c0": "guard"}}}, options={"creature_energy": "face_up"})
    assert "energy" in t.drop_zones(t.sprites["pup"])
    ui.drag(app, t.sprites["pup"].rect.center, centre(t.zone(0, "energy")))
    assert t.actions[-1] == (0, CreatureAsEnergy("pup"))
    finish(app, t)
    ui.drag(app, t.sprites["s"].rect.center, centre(t.zone(0, "energy")))
    assert "ONE creature per turn" in t.toast[0]


def test_creatures_as_energy_face_down(app, ui):
    t = table_from(app, {"p1": {"hand": [{"card": "pup", "id": "pup"}, {"card": "sting", "id": "s"}]},
                         "p2": {"grid": {"r0c0": "guard"}}}, options={"creature_energy": "face_down"})
    for cid in ("pup", "s"):                         # the Energy Alternative: any number (ruling 4)
        ui.drag(app, t.sprites[cid].rect.center, centre(t.zone(0, "energy")))
        assert t.actions[-1] == (0, CreatureAsEnergy(cid))
        finish(app, t)
    # the other seat sees card backs there
    assert R.view(t.state, 1)["p1"]["ready"][0] == {"id": "pup", "face_down": True}


# --------------------------------------------------------------------------- movement
def test_drag_a_creature_one_square_moves_it(app, ui):
    t = table_from(app, {"p1": {"grid": {"r0c0": {"card": "brute", "id": "brute"}}, "hand": ["pup"]},
                         "p2": {"grid": {"r0c0": "guard"}}})
    sp = t.sprites["brute"]
    assert set(t.drop_zones(sp)) == {"sq1", "sq3"}          # right, or back
    ui.drag(app, sp.rect.center, centre(t.plan.squares[0][4]))    # diagonal: refused, with the reason
    assert "never diagonally" in t.toast[0] and ids(t, 0, "grid")[0] == "brute"
    ui.settle(app)
    ui.drag(app, sp.rect.center, centre(t.plan.squares[0][1]))
    assert t.actions[-1] == (0, Move("brute", 1)) and ids(t, 0, "grid")[:2] == [None, "brute"]
    finish(app, t)
    assert sp.rect.collidepoint(t.plan.squares[0][1].center)
    ui.drag(app, sp.rect.center, centre(t.plan.squares[0][2]))
    assert "already moved" in t.toast[0]


def test_a_swap_moves_both(app, ui):
    t = table_from(app, {"p1": {"grid": {"r0c0": {"card": "brute", "id": "a"}, "r0c1": {"card": "guard", "id": "b"}},
                                "hand": ["pup"]},
                         "p2": {"grid": {"r0c0": "guard"}}})
    ui.drag(app, t.sprites["a"].rect.center, centre(t.plan.squares[0][1]))
    assert ids(t, 0, "grid")[:2] == ["b", "a"]
    assert "swaps" in t.choreo.caption or any("swap" in text for text, _ in t.log.lines)
    app.frame([], dt=0.1, present=False)
    assert t.sprites["b"].animating                  # the other one slides over (the dragged one is there)
    finish(app, t)
    assert t.sprites["a"].rect.collidepoint(t.plan.squares[0][1].center)
    assert t.sprites["b"].rect.collidepoint(t.plan.squares[0][0].center)
    # both have used their move: neither glows any more
    assert t.sprites["a"].highlight != "legal" and t.sprites["b"].highlight != "legal"


# --------------------------------------------------------------------------- the assault
def test_assault_through_the_panel(app, ui):
    t = table_from(app, {"p1": {"grid": {"r0c2": {"card": "striker", "id": "st"}, "r0c0": {"card": "wall3", "id": "w"}},
                                "hand": ["pup"]},
                         "p2": {"grid": {"r0c2": {"card": "sting", "id": "s1"}}, "hand": ["pup"]}})
    assert t.plan.column_buttons[2].enabled and not t.plan.column_buttons[0].enabled      # a wall cannot lead
    assert not t.plan.assault_button.enabled                                       # no column chosen yet
    ui.click(app, t.plan.column_buttons[0].rect.center)
    assert "walls" in t.toast[0]
    ui.click(app, t.plan.column_buttons[2].rect.center)
    assert t.plan.columns == {2} and t.sprites["st"].highlight == "attack"
    app.draw()                                                                 # the lanes draw
    ui.click(app, t.plan.assault_button.rect.center)
    assert t.actions[-1] == (0, Assault(1, (2,)))
    v = R.view(t.state, None)
    assert v["p2"]["life"] == 46 and "s1" in [c["id"] for c in v["p2"]["discard"]]
    # the animation: the attacker steps in, the carried attack shrinks, the rest hits the life
    seen_lunge = seen_badge = False
    for _ in range(200):
        app.frame([], dt=0.05, present=False)
        seen_lunge = seen_lunge or "st" in t.plan.lunge
        seen_badge = seen_badge or ("st" in t.plan.badge and t.plan.badge["st"][0] < 5)
        if not t.choreo.active:
            break
    assert seen_lunge and seen_badge
    assert ("clash", "st", "s1", 5) in t.plan.trace and ("carry", "st", 5, 4) in t.plan.trace
    assert ("life", 1, 50, 46) in t.plan.trace
    finish(app, t)
    assert t.plan.counters[1].shown == 46
    assert not t.plan.lunge and not t.plan.badge


def test_clicking_a_front_creature_toggles_its_column(app, ui):
    t = table_from(app, {"p1": {"grid": {"r0c1": {"card": "striker", "id": "st"}}, "hand": ["pup"]},
                         "p2": {"grid": {"r0c0": "guard"}, "hand": ["pup"]}})
    ui.click(app, t.sprites["st"].rect.center)
    assert t.plan.columns == {1}
    ui.click(app, t.sprites["st"].rect.center)
    assert t.plan.columns == set()


def test_end_turn_without_assault_key(app, ui):
    t = table_from(app, {"p1": {"grid": {"r0c1": "striker"}, "hand": ["pup"]},
                         "p2": {"grid": {"r0c0": "guard"}, "hand": ["pup"]}})
    ui.key(app, pygame.K_e)
    assert t.actions[-1] == (0, Assault(1, ()))
    assert R.view(t.state, None)["active"] == 1


def test_three_seats_choose_the_opponent(app, ui):
    t = table_from(app, {"seats": 3,
                         "p1": {"grid": {"r0c0": {"card": "striker", "id": "st"}}, "hand": ["pup"]},
                         "p2": {"grid": {"r0c0": "guard"}, "hand": ["pup"]},
                         "p3": {"hand": ["pup"]}}, seats=("human", "computer", "computer"))
    assert set(t.plan.target_buttons) == {1, 2} and t.plan.target == 1
    ui.click(app, t.plan.target_buttons[2].rect.center)
    assert t.plan.target == 2
    ui.key(app, pygame.K_1)
    ui.key(app, pygame.K_a)
    assert t.actions[-1] == (0, Assault(2, (0,)))
    assert R.view(t.state, None)["p3"]["life"] == 45        # an empty column: all 5 through


def test_follow_up_prompt(app, ui):
    t = table_from(app, {"p1": {"grid": {"r0c0": {"card": "sting", "id": "front"},
                                         "r1c0": {"card": "striker", "id": "back"}}},
                         "p2": {"grid": {"r0c0": {"card": "wall3", "id": "wall"}}, "hand": ["pup"], "ready": 2}})
    ui.key(app, pygame.K_1)
    ui.key(app, pygame.K_a)
    assert R.view(t.state, None)["phase"] == "follow"
    finish(app, t)
    text, mine = t.prompt()
    assert mine and "Striker 5/2 may continue" in text and "Continue or stop" in text
    labels = [b.label for b in t.buttons]
    assert labels == ["Continue the assault (Y)", "Stop this column (N)"]
    ui.click(app, t.buttons[0].rect.center)
    assert t.actions[-1] == (0, FollowUp(True))
    v = R.view(t.state, None)
    assert v["p2"]["life"] == 48 and "wall" in [c["id"] for c in v["p2"]["discard"]]


def test_fizzle_click_cards_to_discard(app, ui):
    t = table_from(app, {"p1": {"hand": ["pup"] * 6 + [{"card": "pup", "id": "extra"}], "grid": {"r0c0": "wall3"}},
                         "p2": {"grid": {"r0c0": "guard"}, "hand": ["energy"], "deck": ["energy"] * 5}})
    ui.key(app, pygame.K_e)
    finish(app, t)
    assert R.view(t.state, None)["phase"] == "fizzle"
    assert "click 2 cards" in t.prompt()[0]
    assert t.sprites["extra"].highlight == "target"
    ui.click(app, t.sprites["extra"].rect.center)
    assert t.actions[-1] == (0, Discard("extra"))
    finish(app, t)
    first = ids(t, 0, "hand")[0]
    ui.click(app, t.sprites[first].rect.center)
    v = R.view(t.state, None)
    assert v["p1"]["hand_count"] == 5 and v["active"] == 1


# --------------------------------------------------------------------------- the assault, read from events
def _scenario(name):
    with open(os.path.join(SCENARIOS, name + ".yaml"), encoding="utf-8") as f:
        return yaml.safe_load(f)


EXPECTED = {
    "carry-and-breach": [("attack", "titan", 1, 2), ("clash", "titan", "w1", 9), ("carry", "titan", 9, 6),
                         ("clash", "titan", "s1", 6), ("carry", "titan", 6, 5), ("clash", "titan", "w2", 5),
                         ("carry", "titan", 5, 2), ("life", 1, 50, 48)],
    "attacker-dies-first": [("attack", "striker", 1, 0), ("clash", "striker", "biter", 5)],
    "cumulative-kills-attacker": [("attack", "striker", 1, 0), ("clash", "striker", "s1", 5),
                                  ("carry", "striker", 5, 4), ("clash", "striker", "s2", 4)],
    "empty-column": [("attack", "striker", 1, 1), ("life", 1, 50, 45)],
    "both-live": [("attack", "brute", 1, 0), ("clash", "brute", "guard", 4), ("carry", "brute", 4, 0)],
    "exact-kill": [("attack", "brute", 1, 1), ("clash", "brute", "other", 4)],
    "next-row-continues": [("attack", "front", 1, 0), ("clash", "front", "wall", 1), ("carry", "front", 1, 0),
                           ("attack", "back", 1, 0), ("clash", "back", "wall", 5), ("carry", "back", 5, 2),
                           ("life", 1, 50, 48), ("attack", "b2", 1, 1), ("life", 1, 48, 46)],
    "follow-up-behind-a-wall": [("attack", "front", 1, 0), ("clash", "front", "wall", 1), ("carry", "front", 1, 0),
                                ("attack", "back", 1, 0), ("clash", "back", "wall", 5), ("carry", "back", 5, 2),
                                ("life", 1, 50, 48)],
    "lead-from-front-most-row": [("attack", "brute", 1, 2), ("clash", "brute", "sting", 4), ("carry", "brute", 4, 3),
                                 ("life", 1, 50, 47)],
}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_the_assault_animation_follows_the_cascade(app, name):
    """The table reads who fights whom from the events (and two log rules): every branch
    of the cascade, with the scenario files' ids."""
    spec = _scenario(name)
    state = R.scenario_state(spec, name)
    t = make_table(app, "ninecard", ["human", "human"], 1, state=state)
    app.push(t)
    t._curtain_pending = False
    for step in spec["steps"]:
        if "refused" in step:
            continue
        d = dict(step["do"])
        kind = {"Assault": Assault, "FollowUp": FollowUp, "Cast": Cast, "Move": Move, "Discard": Discard}[d.pop("type")]
        if kind is Assault:
            d["columns"] = tuple(d["columns"])
        assert t.submit(kind(**d), state["active"])
        finish(app, t)
    assert t.plan.trace == EXPECTED[name]


def test_the_cleanup_push_is_animated(app, ui):
    spec = _scenario("cleanup-push")
    t = make_table(app, "ninecard", ["human", "human"], 1, state=R.scenario_state(spec, "cleanup"))
    app.push(t)
    t._curtain_pending = False
    t.submit(Assault(1, (0,)), 0)
    finish(app, t)
    t.submit(FollowUp(False), 0)
    captions, moving = set(), set()
    for _ in range(200):
        app.frame([], dt=0.05, present=False)
        captions.add(t.choreo.caption)
        moving |= {sid for sid in ("mid", "rear") if t.sprites.get(sid) and t.sprites[sid].animating}
        if not t.choreo.active:
            break
    assert any(c.startswith("Cleanup") for c in captions) and moving == {"mid", "rear"}
    finish(app, t)
    assert t.sprites["mid"].rect.collidepoint(t.plan.squares[0][0].center)


# --------------------------------------------------------------------------- table life
def test_hot_seat_curtain_between_humans(app, ui):
    t = table_from(app, {"p1": {"grid": {"r0c1": "striker"}, "hand": ["pup"]},
                         "p2": {"grid": {"r0c0": "guard"}, "hand": ["pup", "pup"]}})
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


def test_computer_moves_off_the_frame_loop(app, ui, monkeypatch):
    """The computer thinks on its own thread: frames go on while it thinks, and its move lands
    when it is done (no timings: the computer is held until the frames have run)."""
    import threading
    monkeypatch.setattr(table_class("ninecard"), "bot_pace", 0.0)
    from game.ninecard.bots import NineCardBot
    real = NineCardBot.choose
    go, thinking = threading.Event(), threading.Event()

    def held(self, ruleset, state, seat):
        thinking.set()
        go.wait(20)
        return real(self, ruleset, state, seat)

    monkeypatch.setattr(NineCardBot, "choose", held)
    t = table_from(app, {"active": "p2", "p1": {"hand": ["pup"], "grid": {"r0c0": "guard"}},
                         "p2": {"hand": ["energy", "pup"], "grid": {"r0c0": "striker"}}}, seats=("human", "computer"))
    deadline = time.monotonic() + 20
    while not thinking.is_set() and time.monotonic() < deadline:
        app.frame([], dt=0.05, present=False)
        time.sleep(0.01)
    assert thinking.is_set()
    for _ in range(20):                                  # the frame loop runs on while the computer thinks
        app.frame([], dt=0.05, present=False)
    assert not t.actions
    go.set()
    while not t.actions and time.monotonic() < deadline:
        app.frame([], dt=0.05, present=False)
        time.sleep(0.01)
    assert t.actions and t.actions[0][0] == 1


def test_game_over_end_screen_rematch_and_attract_mode(app, ui, monkeypatch):
    monkeypatch.setattr(table_class("ninecard"), "bot_pace", 0.0)
    t = table_from(app, {"p1": {"grid": {"r0c0": "striker"}, "hand": ["pup"]},
                         "p2": {"life": 3, "hand": ["pup"]}}, seats=("computer", "computer"))
    deadline = time.monotonic() + 20
    while R.outcome(t.state) is None and time.monotonic() < deadline:
        app.frame([], dt=0.05, present=False)
        time.sleep(0.005)
    assert R.outcome(t.state)["winners"] == [0]
    for _ in range(400):
        app.frame([], dt=0.05, present=False)
        if isinstance(app.top, EndScene):
            break
    end = app.top
    assert isinstance(end, EndScene) and end.title == "Computer 1 wins!" and end.animating()
    for _ in range(int(t.attract_seconds / 0.5) + 2):
        app.frame([], dt=0.5, present=False)
    new = app.top
    assert isinstance(new, table_class("ninecard")) and new is not t and new.seed == t.seed + 1


def test_launcher_seat_setup_allows_two_to_four(app, ui):
    lo = app.push(LauncherScene(app))
    tile = next(r for g, r in lo.tiles if g == "ninecard")
    ui.click(app, tile.center)
    setup = app.top
    assert isinstance(setup, SeatSetupScene) and setup.count == 2
    for _ in range(3):                               # a third click stays at 4
        plus = next(b for b in setup.other if "+" in b.label)
        ui.click(app, plus.rect.center)
    assert setup.count == 4
    app.draw()
    ui.click(app, setup.start.rect.center)
    t = app.top
    assert isinstance(t, table_class("ninecard")) and t.plan.n == 4 and t.seats == ["human"] + ["normal"] * 3
    app.draw()
    # every seat has its zones on screen, the viewer at the bottom
    assert t.zone(0, "grid").bottom > t.zone(2, "grid").bottom


def test_resume_a_saved_game(app, ui, save_dir):
    from game.core import saves
    state = R.new_game(3, 4)
    seat = R.to_act(state)[0]
    a = next(x for x in R.legal_actions(state, seat) if isinstance(x, PlayEnergy))
    R.apply(state, seat, a)
    saves.autosave("ninecard", ["human"] * 3, 4, {}, [(seat, a)], state, R)
    lo = app.push(LauncherScene(app))
    b = next(b for b in lo.resume_buttons if "9 Card" in b.label)
    app.draw()
    ui.click(app, b.rect.center)
    t = app.top
    if isinstance(t, CurtainScene):
        ui.key(app, pygame.K_SPACE)
        t = app.top
    assert isinstance(t, table_class("ninecard")) and t.plan.n == 3
    assert R.comparable(t.state) == R.comparable(state) and t.view_seat == seat


def test_right_click_zooms_and_discard_opens(app, ui):
    t = table_from(app, {"p1": {"hand": [{"card": "pup", "id": "pup"}], "discard": ["sting", "guard"]},
                         "p2": {"grid": {"r0c0": "guard"}}})
    ui.click(app, t.sprites["pup"].rect.center, button=3)
    assert isinstance(app.top, ZoomScene)
    app.draw()
    ui.key(app, pygame.K_SPACE)
    ui.click(app, centre(t.zone(0, "discard")))
    assert len(app.top.cards) == 2
    app.draw()


def test_idle_table_draws_nothing(app, ui):
    t = table_from(app, {"p1": {"hand": ["pup"]}, "p2": {"grid": {"r0c0": "guard"}}})
    finish(app, t)
    ui.settle(app)
    n = app.frames_drawn
    app.frame([], dt=0.05, present=False)
    app.frame([], dt=0.05, present=False)
    assert app.frames_drawn == n


def test_a_busy_four_seat_table_draws(app, ui):
    """A four-seat table well into a game draws frame after frame (its frame times are the bench's:
    ``python main.py bench ninecard``; no timings in tests)."""
    state = R.new_game(4, 9, {"creature_energy": "off"})
    from game.core.rng import Rng
    r = Rng(9)
    for _ in range(120):
        if not R.to_act(state):
            break
        s = R.to_act(state)[0]
        R.apply(state, s, r.choice(R.legal_actions(state, s)))
    t = make_table(app, "ninecard", ["human"] * 4, 9, state=state)
    app.push(t)
    t._curtain_pending = False
    for _ in range(5):
        app.dirty = True
        app.frame([], dt=1 / 60, present=False)
    for _ in range(30):
        app.dirty = True
        app.frame([], dt=1 / 60, present=False)
    assert t.sprites and not t.busy


def test_every_scenario_file_is_covered():
    names = {os.path.basename(f)[:-5] for f in glob.glob(os.path.join(SCENARIOS, "*.yaml"))}
    cascade = names - {"cast-and-move", "cleanup-push", "fizzle", "empty-grid-loses"}
    assert cascade <= set(EXPECTED), cascade - set(EXPECTED)




def _play_and_watch(t, seats, drift):
    """A random game at table ``t``, checking after every action's beats that the table shows the view."""
    from game.core.rng import Rng
    r = Rng(seats)
    for step in range(400):
        acting = R.to_act(t.state)
        if not acting:
            break
        seat = acting[0]
        if t.view_seat != seat:
            t.set_view_seat(seat)

        def check():
            want = places.shown_from_view(t.plan, R.view(t.state, t.view_seat))
            have = places.shown(t.plan)
            for part, name in zip(range(3), ("zones", "life", "out")):
                for k in set(want[part]) | set(have[part]):
                    if want[part].get(k) != have[part].get(k):
                        drift.append((step, name, k))
            type(t.plan)._settle(t.plan)

        t.plan._settle = check                        # runs when the beats end, before the view is taken
        legal = R.legal_actions(t.state, seat)
        build = [a for a in legal if not isinstance(a, Assault)]     # a random player that builds before it fights
        choice = r.choice(build if build and r.random() < 0.85 else legal)
        assert t.submit(choice, seat)
        for _ in range(2000):
            if not t.busy:
                break
            t.update(0.05)
        del t.plan._settle


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_whole_games_never_drift_from_the_view(app, seats):
    """Every action of a random game shown beat by beat: when the beats end, what the table
    shows equals the ruleset's view (before the closing sync could hide a difference)."""
    drift = []
    for seed in range(40 + seats, 240, 20):       # random players often lose at their first Cleanup: play on
        t = make_table(app, "ninecard", ["human"] * seats, seed)
        t.autosave_enabled = False
        app.reset(t)
        t._curtain_pending = False
        _play_and_watch(t, seats, drift)
        if any(k[0] == "attack" for k in t.plan.trace):
            break
    assert not drift, drift[:5]
    assert not [text for text, _ in t.log.lines if "animation skipped" in text]
    assert any(k[0] == "attack" for k in t.plan.trace)


def test_seat_setup_offers_the_game_options(app, ui):
    lo = app.push(LauncherScene(app))
    ui.click(app, next(r for g, r in lo.tiles if g == "ninecard").center)
    setup = app.top
    labels = [b.label for b in setup.option_buttons]
    assert labels == ["Creature energy: face down", "First: random"]      # the Energy Alternative (ruling 4)
    ui.click(app, setup.option_buttons[0].rect.center)
    ui.click(app, setup.option_buttons[0].rect.center)
    assert setup.options["creature_energy"] == "face_up"
    for _ in range(3):                               # random, p1, p2, then round again: no p3 at 2 seats
        ui.click(app, setup.option_buttons[1].rect.center)
    assert setup.options["first"] == "random"
    app.draw()
    ui.click(app, setup.start.rect.center)
    t = app.top
    assert isinstance(t, table_class("ninecard"))
    assert R.view(t.state, None)["options"]["creature_energy"] == "face_up"
    assert t.options["creature_energy"] == "face_up"


# --------------------------------------------------------------------------- the pace of a computer's turn
def _one_computer_turn(app, monkeypatch, pace):
    """Two computer seats from a fresh deal play until the fourth turn; returns the beats of one
    whole computer turn (from its "<seat>'s turn" beat to the next one), the table, and whether
    beats were ever still waiting after a frame."""
    monkeypatch.setattr(table_class("ninecard"), "bot_pace", 0.0)
    app.settings["pace"] = pace
    t = make_table(app, "ninecard", ["computer", "computer"], 11)
    t.autosave_enabled = False
    app.push(t)
    waiting = False
    deadline = time.monotonic() + 30
    while (t.state["turn"] < 4 or t.choreo.active) and time.monotonic() < deadline:
        app.frame([], dt=0.05, present=False)
        waiting = waiting or t.choreo.active
        time.sleep(0.002)
    starts = [i for i, b in enumerate(t.choreo.started) if b.caption.endswith("'s turn")]
    assert len(starts) >= 2, "two computer turns were announced"
    return t.choreo.started[starts[0]:starts[1]], t, waiting


def test_a_computer_turn_plays_beat_by_beat_at_normal_pace(app, ui, monkeypatch):
    beats, t, waiting = _one_computer_turn(app, monkeypatch, "normal")
    assert len(beats) >= 2 and beats[0].caption.endswith("'s turn")
    assert t.choreo.span(beats) >= 1.0, [b.caption for b in beats]
    assert waiting                              # the table held while the beats played


def test_a_computer_turn_is_shown_at_once_at_instant_pace(app, ui, monkeypatch):
    beats, t, waiting = _one_computer_turn(app, monkeypatch, "instant")
    assert len(beats) >= 2 and t.choreo.span(beats) == 0
    assert not waiting                          # every beat started in the frame of its move
