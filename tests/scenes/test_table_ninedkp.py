"""The 9DKP table driven by real pygame mouse and key events (headless)."""
import time

import pygame
import pytest

from game.core import registry
from game.ninedkp.actions import ChooseOrder, Counter, PlayCharacter
from scenes.widgets.overlays import ActionMenuScene, CardGridScene, CurtainScene, EndScene, ZoomScene
from scenes.screens.menu import MenuScene
from scenes.table.make import make_table, table_class
from scenes.table.scene import ATTRACT_SECONDS

R = registry.get("ninedkp")
#: the table the game gets: the shared TableScene following 9DKP's plan
NineDKPTable = table_class("ninedkp")


def table_from(app, setup, seats=("human", "computer"), seed=1):
    state = R.scenario_state({"setup": setup, "seed": seed}, "test")
    t = make_table(app, "ninedkp", list(seats), seed, state=state)
    app.push(t)
    t._curtain_pending = False
    app.frame([], dt=0.0, present=False)
    return t


def ids_in(view, seat, zone):
    return [c["id"] for c in view[f"p{seat + 1}"][zone]]


def center(rect):
    return (int(rect.centerx), int(rect.centery))


def test_drag_a_hand_card_onto_the_range_plays_it(app, ui, save_dir):
    t = table_from(app, {"p1": {"hand": ["toasted_rot", "soot_imp"]}, "p2": {"hand": ["hairball"]}})
    # the play leaves p1 nothing to do, so the computer's turn follows: held here, or its moves
    # (which wake and hit) could land before the card is looked at, depending on its thread
    t._drive_bot = lambda busy: None
    ui.settle(app)
    cid = t.view["p1"]["hand"][0]["id"]
    sp = t.sprites[cid]
    assert sp.highlight == "legal"              # a playable card glows
    ui.drag(app, sp.rect.center, center(t.layout.rect("p1.range")))
    v = R.view(t.state, 0)
    assert cid in ids_in(v, 0, "range")
    assert cid not in ids_in(v, 0, "hand")
    assert t.actions[-1] == (0, PlayCharacter(cid))
    # the table autosaved after the action
    saved = list(save_dir.glob("*.json"))
    assert saved, "no autosave written"
    ui.settle(app)
    assert t.sprites[cid].katnap and t.sprites[cid].angle == 90.0   # enters in Katnap
    assert t.sprites[cid].rect.colliderect(t.layout.rect("p1.range"))


def test_illegal_drop_snaps_back_with_the_reason(app, ui):
    t = table_from(app, {"p1": {"hand": ["toasted_rot", "soot_imp"], "range": [{"card": "brick_paw"}]},
                         "p2": {"hand": ["hairball"]}})
    ui.settle(app)
    first, second = (c["id"] for c in t.view["p1"]["hand"])
    ui.drag(app, t.sprites[first].rect.center, center(t.layout.rect("p1.range")))
    ui.settle(app)
    before = R.to_dict(t.state)
    sp = t.sprites[second]
    home = sp.home
    assert sp.highlight is None                 # a second Character is not offered
    ui.drag(app, sp.rect.center, center(t.layout.rect("p1.range")))
    assert R.comparable(t.state) == R.comparable(before)
    reason = R.explain(t.state, 0, PlayCharacter(second))
    assert t.toast is not None and t.toast[0] == reason
    assert "one Character per turn" in reason
    ui.settle(app)
    assert sp.pos == pytest.approx(home)        # snapped back into the hand


def test_unaffordable_card_says_what_it_costs(app, ui):
    t = table_from(app, {"p1": {"hand": ["babusa"], "dkp": 2}, "p2": {"hand": ["hairball"]}})
    ui.settle(app)
    cid = t.view["p1"]["hand"][0]["id"]
    ui.drag(app, t.sprites[cid].rect.center, center(t.layout.rect("p1.range")))
    assert "DKP" in t.toast[0] and "2" in t.toast[0]
    assert cid in ids_in(R.view(t.state, 0), 0, "hand")


def test_drag_an_awake_character_at_the_enemy_attacks(app, ui):
    t = table_from(app, {"p1": {"range": [{"card": "toasted_rot"}], "hand": ["hairball"]},
                         "p2": {"range": [{"card": "soot_imp", "katnap": True}], "hand": ["hairball"]}})
    ui.settle(app)
    cid = t.view["p1"]["range"][0]["id"]
    ui.drag(app, t.sprites[cid].rect.center, center(t.layout.rect("p2.range")))
    assert R.view(t.state, 0)["p2"]["hp"] == 1700      # no awake defender: direct damage
    ui.settle(app)
    assert t.sprites[cid].katnap
    assert any("Direct damage" in rule for _, rule in t.log.lines)


def test_katnap_card_cannot_attack_and_says_why(app, ui):
    t = table_from(app, {"p1": {"range": [{"card": "toasted_rot", "katnap": True}], "hand": ["hairball"]},
                         "p2": {"hand": ["hairball"]}})
    ui.settle(app)
    cid = t.view["p1"]["range"][0]["id"]
    ui.drag(app, t.sprites[cid].rect.center, center(t.layout.rect("p2.range")))
    assert "Katnap" in t.toast[0]
    assert R.view(t.state, 0)["p2"]["hp"] == 2000


def test_hot_seat_defender_counter_attacks_behind_a_curtain(app, ui):
    t = table_from(app, {"p1": {"range": [{"card": "toasted_rot"}], "hand": ["hairball"]},
                         "p2": {"range": [{"card": "brick_paw"}], "hand": ["hairball"]}},
                   seats=("human", "human"))
    ui.settle(app)
    att = t.view["p1"]["range"][0]["id"]
    ui.drag(app, t.sprites[att].rect.center, center(t.layout.rect("p2.range")))
    assert R.view(t.state, None)["phase"] == "defend"
    ui.settle(app, 2.0)
    assert isinstance(app.top, CurtainScene)     # p1's hand is hidden before p2 looks
    ui.key(app, pygame.K_SPACE)
    assert app.top is t and t.view_seat == 1
    assert "attacks with Toasted Rot" in t.prompt()[0]
    (defender,) = [c["id"] for c in t.view["p2"]["range"]]
    assert t.sprites[defender].highlight == "target"
    ui.click(app, t.sprites[defender].rect.center)
    v = R.view(t.state, None)
    assert att in ids_in(v, 0, "discard")        # stronger defender: attacker defeated
    assert v["p2"]["range"][0]["bp"] == 100      # 400 - 300
    assert t.actions[-1] == (1, Counter(defender))


def test_take_the_hit_key(app, ui):
    t = table_from(app, {"p1": {"range": [{"card": "toasted_rot"}], "hand": ["hairball"]},
                         "p2": {"range": [{"card": "brick_paw"}], "hand": ["hairball"]}},
                   seats=("human", "human"))
    att = t.view["p1"]["range"][0]["id"]
    ui.drag(app, t.sprites[att].rect.center, center(t.layout.rect("p2.range")))
    ui.settle(app, 2.0)
    ui.key(app, pygame.K_SPACE)
    assert t.plan.take_hit is not None
    ui.key(app, pygame.K_t)
    assert R.view(t.state, None)["p2"]["hp"] == 1700


def test_a_card_that_chooses_prompts_for_a_target(app, ui):
    t = table_from(app, {"p1": {"hand": ["claw_swipe"], "dkp": 3},
                         "p2": {"range": [{"card": "brick_paw"}, {"card": "soot_imp"}], "hand": ["hairball"]}})
    ui.settle(app)
    cid = t.view["p1"]["hand"][0]["id"]
    ui.drag(app, t.sprites[cid].rect.center, center(t.layout.rect("p1.range")))
    assert t.plan.target_mode is not None
    targets = {a.target for a in t.plan.target_mode["actions"]}
    assert len(targets) == 2
    assert "highlighted" in t.prompt()[0]
    brick = t.view["p2"]["range"][0]["id"]
    assert t.sprites[brick].highlight == "target"
    ui.click(app, t.sprites[brick].rect.center)
    assert t.plan.target_mode is None
    assert R.view(t.state, 0)["p2"]["range"][0]["bp"] == 200    # 400 - 200 damage


def test_dropping_a_targeting_card_on_its_target_picks_it(app, ui):
    t = table_from(app, {"p1": {"hand": ["claw_swipe"], "dkp": 3},
                         "p2": {"range": [{"card": "brick_paw"}, {"card": "soot_imp"}], "hand": ["hairball"]}})
    ui.settle(app)
    cid = t.view["p1"]["hand"][0]["id"]
    imp = t.view["p2"]["range"][1]["id"]
    ui.drag(app, t.sprites[cid].rect.center, t.sprites[imp].rect.center)
    assert t.plan.target_mode is None
    assert imp in ids_in(R.view(t.state, 0), 1, "discard")     # 100 BP - 200: defeated


def test_red_gem_ability_from_the_card_menu(app, ui):
    t = table_from(app, {"p1": {"range": [{"card": "hex_lynx"}], "hand": ["hairball"]},
                         "p2": {"range": [{"card": "brick_paw"}], "hand": ["hairball"]}})
    ui.settle(app)
    lynx = t.view["p1"]["range"][0]["id"]
    brick = t.view["p2"]["range"][0]["id"]
    ui.click(app, t.sprites[lynx].rect.center)
    assert isinstance(app.top, ActionMenuScene)
    labels = [b.label for b in app.top.buttons]
    assert any("ability" in lab for lab in labels) and any("Attack" in lab for lab in labels)
    i = next(i for i, lab in enumerate(labels) if "ability" in lab)
    ui.click(app, app.top.buttons[i].rect.center)
    assert app.top is t
    # a single possible target is used directly
    v = R.view(t.state, 0)
    assert v["p2"]["range"][0]["katnap"] and v["p1"]["range"][0]["katnap"]
    assert brick == v["p2"]["range"][0]["id"]


def test_right_click_zooms_and_discard_opens_viewer(app, ui):
    t = table_from(app, {"p1": {"hand": ["toasted_rot"], "discard": ["soot_imp", "hairball"]},
                         "p2": {"range": [{"card": "brick_paw"}], "hand": ["hairball"]}})
    ui.settle(app)
    brick = t.view["p2"]["range"][0]["id"]
    ui.click(app, t.sprites[brick].rect.center, button=3)
    assert isinstance(app.top, ZoomScene)
    app.draw()
    ui.key(app, pygame.K_SPACE)
    assert app.top is t
    ui.click(app, center(t.layout.rect("p1.discard")))
    assert isinstance(app.top, CardGridScene) and len(app.top.cards) == 2
    app.draw()
    ui.key(app, pygame.K_ESCAPE)
    assert app.top is t


def test_escape_opens_the_menu(app, ui):
    t = table_from(app, {"p1": {"hand": ["toasted_rot"]}, "p2": {"hand": ["hairball"]}})
    ui.key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene)
    app.draw()
    ui.key(app, pygame.K_h)
    app.draw()
    ui.key(app, pygame.K_ESCAPE)
    ui.key(app, pygame.K_ESCAPE)
    assert app.top is t


def test_roll_off_winner_chooses_with_a_button(app, ui):
    seed = next(s for s in range(1, 200) if R.new_game(2, s)["roll_winner"] == 0)
    t = make_table(app, "ninedkp", ["human", "computer"], seed)
    app.push(t)
    ui.settle(app)
    assert "roll-off" in t.prompt()[0] and [b.label for b in t.plan.choice_buttons][0].startswith("Go first")
    ui.click(app, t.plan.choice_buttons[0].rect.center)
    v = R.view(t.state, 0)
    assert v["phase"] == "action" and v["active"] == 0
    assert t.actions == [(0, ChooseOrder(True))]
    assert len(v["p1"]["hand"]) == 6


def test_computer_moves_off_the_frame_loop(app, ui, monkeypatch):
    """The computer thinks on its own thread: frames go on while it thinks, and its move lands
    when it is done (no timings: the computer is held until the frames have run)."""
    import threading
    monkeypatch.setattr(NineDKPTable, "bot_pace", 0.0)
    from game.ai.bots import GreedyBot
    real = GreedyBot.choose
    go, thinking = threading.Event(), threading.Event()

    def held(self, ruleset, state, seat):
        thinking.set()
        go.wait(20)
        return real(self, ruleset, state, seat)

    monkeypatch.setattr(GreedyBot, "choose", held)
    t = table_from(app, {"active": "p2", "p1": {"hand": ["hairball"]},
                         "p2": {"hand": ["toasted_rot", "soot_imp"]}})
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


def test_idle_table_draws_nothing(app, ui):
    t = table_from(app, {"p1": {"hand": ["toasted_rot"]}, "p2": {"hand": ["hairball"]}})
    ui.settle(app)
    assert not app.animating
    n = app.frames_drawn
    app.frame([], dt=0.05, present=False)
    app.frame([], dt=0.05, present=False)
    assert app.frames_drawn == n


def test_game_over_shows_the_end_screen_and_rematch(app, ui):
    t = table_from(app, {"p1": {"range": [{"card": "toasted_rot"}], "hand": ["hairball"]},
                         "p2": {"hp": 200, "hand": ["hairball"]}})
    cid = t.view["p1"]["range"][0]["id"]
    ui.drag(app, t.sprites[cid].rect.center, center(t.layout.rect("p2.range")))
    assert R.outcome(t.state)["winners"] == [0]
    ui.settle(app, 3.0)
    app.frame([], dt=0.5, present=False)
    assert isinstance(app.top, EndScene) and app.top.title == "You win!"
    app.draw()
    ui.key(app, pygame.K_r)
    new = app.top
    assert new is not t and isinstance(new, NineDKPTable)
    assert R.view(new.state, None)["phase"] == "order"


def test_a_busy_table_draws(app, ui):
    """A mid-game table draws frame after frame (its frame times are the bench's:
    ``python main.py bench ninedkp``; no timings in tests)."""
    t = table_from(app, {"p1": {"hand": ["toasted_rot", "soot_imp", "babusa", "hairball"],
                                "range": [{"card": "brick_paw"}, {"card": "hex_lynx", "katnap": True}]},
                         "p2": {"range": [{"card": "brick_paw"}], "hand": ["hairball", "hairball"]}})
    ui.settle(app)
    for _ in range(5):
        app.dirty = True
        app.frame([], dt=1 / 60, present=False)
    before = app.frames_drawn
    for i in range(30):
        app.dirty = True
        app.frame([], dt=1 / 60, present=False)
    assert app.frames_drawn == before + 30


def test_green_retire_from_the_card_menu(app, ui):
    t = table_from(app, {"p1": {"range": [{"card": "street_sage"}], "hp": 1500, "hand": ["hairball"]},
                         "p2": {"hand": ["hairball"]}})
    ui.settle(app)
    sage = t.view["p1"]["range"][0]["id"]
    ui.click(app, t.sprites[sage].rect.center, button=3)        # right-click: the card's menu
    assert isinstance(app.top, ActionMenuScene)
    labels = [b.label for b in app.top.buttons]
    i = next(i for i, lab in enumerate(labels) if lab.startswith("Retire"))
    ui.click(app, app.top.buttons[i].rect.center)
    v = R.view(t.state, 0)
    assert sage in ids_in(v, 0, "discard") and v["p1"]["hp"] == 1700 and v["p1"]["dkp"] == 3
    ui.settle(app)
    assert t.plan.counters[(0, "hp")].shown == 1700                  # the counter ticked to the new value


def test_target_in_a_discard_pile_is_picked_from_a_grid(app, ui):
    t = table_from(app, {"p1": {"hand": ["nine_lives"], "dkp": 3, "discard": ["soot_imp", "toasted_rot"],
                                "range": [{"card": "brick_paw"}]},
                         "p2": {"hand": ["hairball"]}})
    ui.settle(app)
    cid = t.view["p1"]["hand"][0]["id"]
    ui.drag(app, t.sprites[cid].rect.center, center(t.layout.rect("p1.range")))
    grid = app.top
    assert isinstance(grid, CardGridScene) and grid.on_pick is not None
    app.draw()
    rot = next(i for i, c in enumerate(grid.cards) if c["key"] == "toasted_rot")
    ui.click(app, grid.rects[rot].center)
    v = R.view(t.state, 0)
    assert "toasted_rot" in [c["key"] for c in v["p1"]["hand"]]


def test_the_scene_never_holds_the_other_hand(app, ui):
    t = table_from(app, {"p1": {"hand": ["toasted_rot"]}, "p2": {"hand": ["babusa", "hairball", "soot_imp"]}})
    ui.settle(app)
    backs = [sp for sp in t.sprites.values() if sp.zone == "p2.hand"]
    assert len(backs) == 3 and all(sp.card is None for sp in backs)
    assert t.view["p2"]["hand"] is None


def test_curtain_hides_the_table_while_passing(app, ui):
    t = table_from(app, {"p1": {"range": [{"card": "toasted_rot"}], "hand": ["hairball"]},
                         "p2": {"range": [{"card": "brick_paw"}], "hand": ["hairball"]}},
                   seats=("human", "human"))
    att = t.view["p1"]["range"][0]["id"]
    ui.drag(app, t.sprites[att].rect.center, center(t.layout.rect("p2.range")))
    ui.settle(app, 2.0)
    assert isinstance(app.top, CurtainScene) and app.top.opaque
    calls = []
    orig = t.draw
    t.draw = lambda surface: calls.append(1) or orig(surface)
    app.draw()
    assert not calls                  # nothing of the table (hands) is drawn under the curtain


def test_moving_the_mouse_over_nothing_does_not_redraw(app, ui):
    t = table_from(app, {"p1": {"hand": ["toasted_rot"]}, "p2": {"hand": ["hairball"]}})
    ui.settle(app)
    n = app.frames_drawn
    for x in range(700, 760, 5):      # empty felt between the ranges
        app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=(x, 560), rel=(5, 0), buttons=(0, 0, 0))],
                  dt=0.01, present=False)
    assert app.frames_drawn == n
    sp = t.sprites[t.view["p1"]["hand"][0]["id"]]
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=sp.rect.center, rel=(5, 0), buttons=(0, 0, 0))],
              dt=0.01, present=False)
    assert app.frames_drawn == n + 1 and t.hover is sp     # hovering a card does redraw


def test_all_computer_table_starts_the_next_game_by_itself(app, ui, monkeypatch):
    """Attract mode for a booth: with only computer seats the end screen counts down and
    a new game (next seed) begins; a visitor's key press stops the countdown."""
    monkeypatch.setattr(NineDKPTable, "bot_pace", 0.0)
    t = table_from(app, {"p1": {"range": [{"card": "toasted_rot"}], "hand": ["hairball"]},
                         "p2": {"hp": 200, "hand": ["hairball"]}}, seats=("computer", "computer"))
    deadline = time.monotonic() + 10
    while R.outcome(t.state) is None and time.monotonic() < deadline:
        app.frame([], dt=0.05, present=False)
        time.sleep(0.01)
    assert R.outcome(t.state) is not None
    ui.settle(app, 6.0)                             # the last beats are held until their captions are read
    app.frame([], dt=0.5, present=False)
    end = app.top
    assert isinstance(end, EndScene) and end.animating()
    for _ in range(int(ATTRACT_SECONDS / 0.5) + 2):
        app.frame([], dt=0.5, present=False)
    new = app.top
    assert isinstance(new, NineDKPTable) and new is not t and new.seed == t.seed + 1
    # and a visitor stops the countdown with a key
    stopper = EndScene(app, "x", "y", lambda: pytest.fail("must not restart"), auto_rematch=1.0)
    app.push(stopper)
    ui.key(app, pygame.K_SPACE)
    for _ in range(6):
        app.frame([], dt=0.5, present=False)
    assert app.top is stopper and not stopper.animating()


def _one_computer_turn(app, monkeypatch, pace):
    """Two computer seats from a fresh deal play until the fourth turn; returns the beats of one
    whole computer turn (from its "<seat>'s turn" beat to the next one), the table, and whether
    beats were ever still waiting after a frame."""
    monkeypatch.setattr(NineDKPTable, "bot_pace", 0.0)
    app.settings["pace"] = pace
    t = make_table(app, "ninedkp", ["computer", "computer"], 11)
    t.autosave_enabled = False
    app.push(t)
    waiting = False
    deadline = time.monotonic() + 30
    while (t.state["turn"] < 4 or t.choreo.active) and time.monotonic() < deadline:
        app.frame([], dt=0.05, present=False)
        waiting = waiting or t.choreo.active
        time.sleep(0.002)
    starts = [i for i, b in enumerate(t.choreo.started) if "'s turn" in b.caption]
    assert len(starts) >= 2, "two computer turns were announced"
    return t.choreo.started[starts[0]:starts[1]], t, waiting


def test_a_computer_turn_plays_beat_by_beat_at_normal_pace(app, ui, monkeypatch):
    beats, t, waiting = _one_computer_turn(app, monkeypatch, "normal")
    assert len(beats) >= 2 and all(b.caption for b in beats)
    assert t.choreo.span(beats) >= 1.0, [b.caption for b in beats]
    assert waiting                              # the table held while the beats played


def test_a_computer_turn_is_shown_at_once_at_instant_pace(app, ui, monkeypatch):
    beats, t, waiting = _one_computer_turn(app, monkeypatch, "instant")
    assert len(beats) >= 2 and t.choreo.span(beats) == 0
    assert not waiting                          # every beat started in the frame of its move
