"""The Kongai table driven by real pygame mouse and key events (headless).

The duel scenes start from scenario states (``R.scenario_state``), so each test knows the
characters, the range and the energy; a new game starts in the draft.
"""
import os
import subprocess
import sys
import time
from types import SimpleNamespace

import pygame

from game.core import registry
from game.kongai.actions import BringIn, Draft, Equip, Intercept, Lead, Maneuver, Pass, Rest, Switch, UseAbility
from scenes import persist
from scenes.widgets.overlays import CurtainScene, EndScene, ZoomScene
from scenes.table.make import make_table
from scenes.games.kongai import table as table_mod
from scenes.table.scene import TableScene

R = registry.get("kongai")
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# Rumiko (far specialist) against Onimaru (10 physical defence), at far range
FAR = {"range": "far", "phase": "combat",
       "p1": {"team": ["rumiko", "popo", "juju"]}, "p2": {"team": ["onimaru", "helene", "zina"]}}
CLOSE = dict(FAR, range="close")


def duel(app, setup, seats=("human", "human"), seed=1, view=0):
    state = R.scenario_state({"setup": setup, "seed": seed}, "test")
    t = make_table(app, "kongai", list(seats), seed, state=state)
    app.push(t)
    t._curtain_pending = False
    t.bot_pace = 0.0
    if t.view_seat != view:
        t.set_view_seat(view)
    t.refresh_legal()
    app.frame([], dt=0.0, present=False)
    return t


def button(t, action):
    return next(b for b in t.buttons if b.payload == action)


def tile(t, kind, payload):
    return next(r for r, k, p in t.plan.tiles if k == kind and p == payload)


def finish(app, t, seconds=40.0):
    """Frames until the table is still (the reveal played out)."""
    spent = 0.0
    while (t.busy or t.plan.floaters.animating) and spent < seconds:
        app.frame([], dt=0.05, present=False)
        spent += 0.05
    assert not t.beats_active


def wait_for_bot(app, t, cond, seconds=20.0):
    """Frames (and real time: the computer thinks on a worker thread) until ``cond()``."""
    deadline = time.monotonic() + seconds
    while not cond() and time.monotonic() < deadline:
        app.frame([], dt=0.05, present=False)
        time.sleep(0.01)
    assert cond(), "the computer never chose"


# --------------------------------------------------------------------------- choosing
def test_a_click_on_an_ability_button_submits_it_hidden(app, ui, save_dir):
    t = duel(app, FAR)
    b = button(t, UseAbility("shuriken_barrage"))
    assert b.enabled and b.title == "Shuriken Barrage"
    assert "40 energy" in b.lines[0][0] and "far" in b.lines[0][0]
    # the numbers a player compares, in large type on the button: speed 9, 12 damage 4 times
    assert [(n, cap[0]) for n, cap, _ in b.stats] == [("9", "SPEED"), ("12×4", "PHYSICAL DAMAGE")]
    ui.click(app, b.rect.center)
    assert t.actions[-1] == (0, UseAbility("shuriken_barrage"))
    assert R.view(t.state, 0)["choice"]["arg"] == "shuriken_barrage"
    other = R.view(t.state, 1)
    assert other["choice"] is None and other["chosen"]["p1"] is True      # only "chosen", never what
    assert t.state["last"] is None and not t.beats_active               # nothing revealed yet
    assert list(save_dir.glob("*.json")), "no autosave written"
    assert "Pass the screen" in t.plan.panel_note and not any(b.visible for b in t.buttons)   # hot seat


def test_a_locked_in_choice_stays_on_screen_while_the_computer_thinks(app, ui):
    t = duel(app, FAR, seats=("human", "computer"))
    t.bot_pace = 1e9                                       # the computer's choice waits
    ui.click(app, button(t, UseAbility("shuriken_barrage")).rect.center)
    assert [b.payload for b in t.buttons if b.visible] == [UseAbility("shuriken_barrage")]
    assert t.buttons[0].picked and "Locked in" in t.plan.panel_note
    assert "Locked in: Shuriken Barrage" in t.prompt()[0]
    app.draw()


def test_a_dimmed_button_says_why_in_the_rulesets_words(app, ui):
    t = duel(app, dict(FAR, p1={"team": [{"character": "rumiko", "energy": 30}, "popo", "juju"]}))
    port = button(t, UseAbility("ninja_port"))           # close range only
    assert not port.enabled
    assert port.reason == R.explain(t.state, 0, UseAbility("ninja_port"))
    assert "close" in port.reason and "far" in port.reason
    shuriken = button(t, UseAbility("shuriken_barrage"))   # 40 energy, Rumiko has 30
    assert shuriken.reason == R.explain(t.state, 0, UseAbility("shuriken_barrage")) and "40" in shuriken.reason
    assert button(t, UseAbility("poison_dart")).enabled and button(t, Rest()).enabled
    assert button(t, Intercept()).enabled and button(t, Switch("popo")).enabled
    before = R.to_dict(t.state)
    ui.click(app, port.rect.center)
    assert t.toast is not None and t.toast[0] == port.reason
    assert R.to_dict(t.state) == before and not t.actions
    app.draw()                                           # the reason is drawn on the button too


def test_switching_twice_in_a_row_is_dimmed_with_the_reason(app, ui):
    setup = dict(CLOSE, p1={"team": ["rumiko", "popo", "juju"], "switched_last_turn": True})
    t = duel(app, setup)
    sw = next(b for b in t.buttons if isinstance(b.payload, Switch))
    assert not sw.enabled and sw.reason == R.explain(t.state, 0, Switch("popo"))
    assert "two turns in a row" in sw.reason
    ui.click(app, tile(t, "bench", "popo").center)       # the bench tile says the same
    assert t.toast[0] == sw.reason and not t.actions


def test_a_click_on_a_bench_tile_switches_to_it(app, ui):
    t = duel(app, CLOSE)
    ui.click(app, tile(t, "bench", "juju").center)
    assert t.actions[-1] == (0, Switch("juju"))


def test_keys_choose_too(app, ui):
    t = duel(app, CLOSE)
    ui.key(app, pygame.K_r)
    assert t.actions[-1] == (0, Rest())


def test_maneuver_buttons_close_far_pass(app, ui):
    t = duel(app, dict(FAR, phase="maneuver", p1={"team": [{"character": "rumiko", "energy": 40}, "popo"]}))
    close, far, pas = button(t, Maneuver("close")), button(t, Maneuver("far")), button(t, Pass())
    assert pas.enabled and not close.enabled and not far.enabled
    assert close.reason == R.explain(t.state, 0, Maneuver("close")) and "50" in close.reason
    assert "Shuriken Barrage" in far.body                # what each range offers
    ui.click(app, pas.rect.center)
    assert t.actions[-1] == (0, Pass())


def test_stunned_says_so_and_offers_nothing(app, ui):
    t = duel(app, dict(CLOSE, p1={"team": [{"character": "rumiko", "stun": 1}, "popo"]}))
    assert R.to_act(t.state) == [1]
    assert not any(b.visible for b in t.buttons)
    assert "stunned" in t.plan.panel_note and "Rumiko" in t.plan.panel_note
    assert "stunned" in t.prompt()[0]
    app.draw()


# --------------------------------------------------------------------------- hot seat and the reveal
def test_hot_seat_curtain_between_the_two_hidden_choices_then_one_reveal(app, ui):
    t = duel(app, FAR)
    ui.click(app, button(t, UseAbility("shuriken_barrage")).rect.center)
    ui.settle(app, 3.0)
    cur = app.top
    assert isinstance(cur, CurtainScene)
    assert cur.title == "Player 2, choose" and "Player 1, please look away" in cur.subtitle
    assert t.state["last"] is None                         # still hidden
    ui.click(app, cur.buttons[0].rect.center)
    assert app.top is t and t.view_seat == 1
    # Player 2's screen knows that Player 1 has chosen, not what
    assert t.view["choice"] is None and t.view["chosen"]["p1"]
    assert not any(b.picked for b in t.buttons)
    assert "Shuriken" not in t.prompt()[0]
    ui.click(app, button(t, Rest()).rect.center)
    # both are in: revealed together, then resolved
    assert t.plan.trace[0] == ("reveal", "combat", {"p1": "Shuriken Barrage", "p2": "rest"})
    assert t.beats_active and t.plan.reveal_show["choices"]["p2"] == "rest"
    finish(app, t)
    ui.settle(app, 3.0)
    cur = app.top
    assert isinstance(cur, CurtainScene) and cur.title == "Player 1, choose"    # the next phase, hidden again


def test_the_reveal_happens_only_when_both_have_chosen_and_plays_in_speed_order(app, ui):
    setup = dict(CLOSE, luck="always")           # Eviscerate's 70% stun lands
    t = duel(app, setup)
    ui.click(app, button(t, UseAbility("eviscerate")).rect.center)
    assert not t.plan.trace and not t.beats_active
    t._curtain_pending = False
    t.submit(UseAbility("sword_flurry"), 1)
    assert t.beats_active
    app.frame([], dt=0.01, present=False)
    assert t.plan.trace[0][0] == "reveal"
    # the log waits for the animation: nothing of the resolution is told before it is shown
    assert not any("cancels" in text for text, _ in t.log.lines)
    hp = t.plan.hp["onimaru"]
    assert hp.target == 85
    finish(app, t)
    steps = [x for x in t.plan.trace if x[0] == "step"]
    assert [(s[2], s[5]) for s in steps] == [("rumiko", "hit"), ("onimaru", "cancelled")]    # speed 8 before 6
    assert steps[0][4] == 8 and steps[1][4] == 6
    assert hp.target == 75 and t.plan.hp["rumiko"].target == 65                   # 20 - 10 defence; nothing back
    assert any("cancels" in text for text, _ in t.log.lines)
    assert t.view["phase"] == "maneuver" and t.view["p2"]["team"][0]["stun"] == 1


def test_a_click_or_space_hurries_the_reveal(app, ui):
    t = duel(app, CLOSE)
    ui.click(app, button(t, Rest()).rect.center)
    t._curtain_pending = False
    t.submit(Intercept(), 1)
    assert t.beats_active
    ui.click(app, t.layout.rect("range").center)          # anywhere on the table
    assert not t.beats_active and ("tail", "combat") in t.plan.trace
    assert any("Resting" in rule for _, rule in t.log.lines)     # everything told at once
    t2 = duel(app, CLOSE)
    t2.submit(Rest(), 0)
    t2.submit(Rest(), 1)
    ui.key(app, pygame.K_SPACE)
    assert not t2.beats_active


def test_a_reveal_shows_damage_reduced_by_defence_and_calls_out_the_intercept(app, ui):
    t = duel(app, dict(CLOSE, p2={"team": ["andromeda", "helene"]}))
    ui.click(app, button(t, Intercept()).rect.center)
    t._curtain_pending = False
    t.submit(Switch("helene"), 1)
    texts = []
    for _ in range(200):
        app.frame([], dt=0.05, present=False)
        texts += [t.choreo.caption]
        if not t.beats_active:
            break
    assert any("35 damage and the switch fails" in c for c in texts)
    assert ("step", "p1", "rumiko", "intercept", 0, "hit", 35) in t.plan.trace
    assert ("step", "p2", "andromeda", "switch to Helene", 0, "failed", 0) in t.plan.trace
    assert t.plan.shown_active[1] == "andromeda"                                   # the switch failed


def test_a_multi_hit_floats_each_hit_after_defence(app, ui):
    t = duel(app, dict(FAR, luck="never"))
    ui.click(app, button(t, UseAbility("shuriken_barrage")).rect.center)
    t._curtain_pending = False
    t.submit(Rest(), 1)
    most = 0                                              # (the hit's caption outlasts its floaters)
    for _ in range(200):
        app.frame([], dt=0.05, present=False)
        most = max(most, len(t.plan.floaters.items))
        if any(x[0] == "step" for x in t.plan.trace):
            break
    # 12×4 against Onimaru's 10 physical defence: 2 a hit, 8 in all (the rulesheet's example)
    assert ("step", "p1", "rumiko", "Shuriken Barrage", 9, "hit", 8) in t.plan.trace
    assert most >= 5                                      # four hits, the total, the defence note
    finish(app, t)
    assert t.plan.hp["onimaru"].target == 77


def test_the_computer_chooses_on_its_own_while_the_human_chooses(app, ui):
    t = duel(app, CLOSE, seats=("human", "computer"))
    wait_for_bot(app, t, lambda: R.view(t.state, 0)["chosen"]["p2"])
    assert 0 in R.to_act(t.state) and not t.plan.trace            # its choice stays hidden from me
    assert t.view["choice"] is None
    ui.click(app, button(t, Rest()).rect.center)
    assert t.plan.trace and t.plan.trace[0][0] == "reveal"
    finish(app, t)


def test_a_knocked_out_character_is_replaced_by_a_click(app, ui):
    setup = dict(CLOSE, p1={"team": [{"character": "rumiko", "health": 3, "poison": {"amount": 5, "turns": 1}},
                                     "popo", "juju"]})
    t = duel(app, setup)
    ui.click(app, button(t, Rest()).rect.center)
    t._curtain_pending = False
    t.submit(Rest(), 1)
    finish(app, t)
    assert t.view["phase"] == "replace" and R.to_act(t.state) == [0]
    t._curtain_pending = False
    t.set_view_seat(0)
    assert {b.payload for b in t.buttons} == {BringIn("popo"), BringIn("juju")}
    assert "knocked out" in t.prompt()[0]
    ui.click(app, tile(t, "bench", "juju").center)
    assert t.actions[-1] == (0, BringIn("juju"))
    finish(app, t)
    assert t.plan.shown_active[0] == "juju" and t.view["phase"] == "maneuver"


def test_starting_characters_are_chosen_hidden(app, ui):
    t = make_table(app, "kongai", ["human", "human"], 3, state=_after_draft(3))
    app.push(t)
    t._curtain_pending = False
    t.set_view_seat(0)
    assert t.view["phase"] == "pick_start"
    first = t.view["p1"]["team"][1]["id"]
    b = button(t, Lead(first))
    ui.click(app, b.rect.center)
    assert t.actions[-1] == (0, Lead(first)) and R.view(t.state, 1)["p1"]["active"] is None


def _after_draft(seed, options=None):
    st = R.new_game(2, seed, options or {})
    while st["phase"] == "draft":
        seat = R.to_act(st)[0]
        R.apply(st, seat, R.legal_actions(st, seat)[0])
    return st


# --------------------------------------------------------------------------- the draft
def test_the_draft_by_clicks_against_the_computer(app, ui):
    t = make_table(app, "kongai", ["human", "computer"], 11)
    app.push(t)
    t.bot_pace = 0.0
    app.frame([], dt=0.0, present=False)
    assert t.view["phase"] == "draft"
    mine = []
    for _ in range(12):
        if t.view["phase"] != "draft":
            break
        if R.to_act(t.state) == [0]:
            r, _, key = next(x for x in t.plan.tiles if x[1] == "draft")
            ui.click(app, r.center)
            assert t.actions[-1] == (0, Draft(key))
            mine.append(key)
        else:
            n = len(t.actions)
            wait_for_bot(app, t, lambda: len(t.actions) > n)
    assert t.view["phase"] == "pick_start"
    assert [c["key"] for c in t.view["p1"]["team"]] == mine and len(mine) == 3
    assert len(t.view["p2"]["team"]) == 3


def test_two_humans_draft_in_turn_without_a_curtain(app, ui):
    t = make_table(app, "kongai", ["human", "human"], 12)
    app.push(t)
    app.frame([], dt=0.0, present=False)
    order = t.view["draft"]["order"]
    for i, who in enumerate(order):
        assert t.view["draft"]["to_pick"] == who
        assert t.prompt()[0].startswith(("Player 1's pick", "Player 2's pick")) and who[1] in t.prompt()[0]
        r, _, key = next(x for x in t.plan.tiles if x[1] == "draft")
        ui.click(app, r.center)                           # at once: picks are public, nobody looks away
        assert t.actions[-1] == (int(who[1]) - 1, Draft(key))
        assert not isinstance(app.top, CurtainScene)
    ui.settle(app, 2.0)
    assert t.view["phase"] == "pick_start"
    assert isinstance(app.top, CurtainScene) and app.top.title == "Player 1, choose"   # hidden from here on


def test_the_seat_setup_options_reach_the_table(app, ui):
    from scenes.screens.launcher import SeatSetupScene
    setup = app.push(SeatSetupScene(app, "kongai", R.info))
    mode = next(b for b in setup.option_buttons if b.label.startswith("Mode"))
    ui.click(app, mode.rect.center)                       # 3v3 -> 5v5
    ui.click(app, setup.start.rect.center)
    t = app.top
    assert isinstance(t.plan, table_mod.KongaiPlan) and t.options["mode"] == "5v5" and t.state["size"] == 5
    assert len(t.view["draft"]["order"]) == 10


def test_not_my_pick_says_whose_it_is(app, ui):
    st = R.new_game(2, 4)
    R.apply(st, 0, Draft("rumiko"))                      # p2 picks next, twice
    t = make_table(app, "kongai", ["human", "computer"], 4, state=st)
    app.push(t)
    t.bot_pace = 1e9                                       # the computer takes its time
    r = tile(t, "draft", "onimaru")
    ui.click(app, r.center)
    assert t.toast is not None and t.toast[0] == t.say(R.explain(t.state, 0, Draft("onimaru")))
    assert "Computer" in t.toast[0] and "p2" not in t.toast[0]           # the seat as the table names it
    assert len(t.state["players"][0]["team"]) == 1
    assert "Computer picks" in t.prompt()[0]


def test_the_item_draft_by_clicks(app, ui):
    st = _after_draft(5, {"mode": "5v5_items"})
    assert st["phase"] == "items"
    t = make_table(app, "kongai", ["human", "human"], 5, state=st, record=SimpleNamespace(
        options={"mode": "5v5_items"}, actions=[], path=None))
    app.push(t)
    t._curtain_pending = False
    seat = R.to_act(t.state)[0]
    t.set_view_seat(seat)
    side = "p1" if seat == t.near else "p2"
    item = t.view["draft"]["items"][0]["key"]
    ui.click(app, tile(t, "item", item).center)
    assert t.plan.item_sel == item
    who = t.view[f"p{seat + 1}"]["team"][2]["id"]
    assert any(b.payload == Equip(who, item) for b in t.buttons)        # "Give it to ..." buttons
    ui.click(app, tile(t, "team", who).center)
    assert t.actions[-1] == (seat, Equip(who, item))
    assert R.view(t.state, None)[f"p{seat + 1}"]["team"][2]["item"]["key"] == item
    assert side in ("p1", "p2")


# --------------------------------------------------------------------------- the end, attract mode, saves
def test_all_computer_attract_mode_counts_down_to_the_next_game(app, ui):
    setup = {"range": "far", "phase": "maneuver", "p1": {"team": ["rumiko"]},
             "p2": {"team": [{"character": "andromeda", "health": 2, "poison": {"amount": 5, "turns": 2}}]}}
    state = R.scenario_state({"setup": setup, "seed": 2}, "test")
    t = make_table(app, "kongai", ["computer", "computer"], 2, state=state,
                   record=SimpleNamespace(options={"mode": "5v5"}, actions=[], path=None))
    app.push(t)
    t.bot_pace = 0.0
    wait_for_bot(app, t, lambda: isinstance(app.top, EndScene), 60)
    end = app.top
    assert end.auto_left is not None and "wins" in end.title
    for _ in range(int(TableScene.attract_seconds / 0.5) + 4):
        app.frame([], dt=0.5, present=False)
    new = app.top
    assert isinstance(new.plan, table_mod.KongaiPlan) and new is not t
    assert new.seed == 3 and new.options == {"mode": "5v5"} and new.state["size"] == 5


def test_autosave_and_resume_the_same_duel(app, ui, save_dir):
    t = make_table(app, "kongai", ["human", "human"], 6)
    app.push(t)
    while t.state["phase"] == "draft":                     # a real game: the draft, then a click
        seat = R.to_act(t.state)[0]
        t.submit(R.legal_actions(t.state, seat)[0], seat)
    t._curtain_pending = False
    t.set_view_seat(0)
    lead = Lead(t.view["p1"]["team"][0]["id"])
    ui.click(app, button(t, lead).rect.center)
    ruleset, state, record = persist.load(str(next(save_dir.glob("*.json"))))
    assert record.game == "kongai" and record.actions[-1] == (0, lead) and len(record.actions) == 7
    assert R.comparable(state) == R.comparable(t.state)
    again = make_table(app, "kongai", record.seats, record.seed, state=state, record=record)
    assert again.view["chosen"]["p1"] and again.actions == t.actions


def test_zoom_a_character_with_a_right_click(app, ui):
    t = duel(app, FAR)
    ui.click(app, tile(t, "active", "onimaru").center, button=3)
    assert isinstance(app.top, ZoomScene)
    app.draw()


def test_every_phase_draws(app, ui):
    """Random whole games, every seat human: every screen draws without an error."""
    from game.core.rng import Rng
    for opts in ({"mode": "3v3"}, {"mode": "5v5_items"}, {"pax": True}):
        t = make_table(app, "kongai", ["human", "human"], 8, options=opts)
        t.autosave_enabled = False
        app.reset(t)
        rng = Rng(8)
        for i in range(120):
            acting = R.to_act(t.state)
            if not acting:
                break
            t._curtain_pending = False
            seat = acting[0]
            if t.view_seat != seat:
                t.set_view_seat(seat)
            t.submit(rng.choice(R.legal_actions(t.state, seat)), seat)
            for _ in range(3):
                app.frame([], dt=0.3, present=False)
            if i % 7 == 0:
                t.finish_animations()
            app.draw()


def _run(args, tmp_path, timeout=180):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", NINE_TABLES_SAVE_DIR=str(tmp_path / "saves"))
    return subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=timeout)


def test_screenshot_and_bench_cli(tmp_path):
    out = tmp_path / "k.png"
    p = _run(["screenshot", "kongai", "--out", str(out), "--steps", "14"], tmp_path)
    assert p.returncode == 0, p.stderr
    assert pygame.image.load(str(out)).get_size() == (1920, 1080)
    p = _run(["bench", "kongai", "--frames", "90", "--seconds", "0.5"], tmp_path)
    assert p.returncode == 0, p.stderr
    assert "median" in p.stdout and "games per second" in p.stdout
