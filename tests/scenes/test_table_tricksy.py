"""The Tricksy Kittens table driven by real pygame mouse and key events (headless)."""
import pygame
import pytest

from game.core import registry
from game.tricksy.actions import Bid, ChooseKeeper, Keep, PassCards, Play, UsePower
from scenes.widgets.overlays import ActionMenuScene, CardGridScene, CurtainScene, EndScene
from scenes.table.make import make_table, table_class
from scenes.games.tricksy import choices, model, places, words
from scenes.games.tricksy.questions import ChoiceScene
from tests.scenes.frames import centre, finish

R = registry.get("tricksy")
TricksyTable = table_class("tricksy")          # the shared table following TricksyPlan


def table_from(app, setup, seats=None, seed=1, options=None):
    spec = {"setup": setup, "seed": seed, "options": options or {}}
    state = R.scenario_state(spec, "test")
    n = state["n"]
    t = make_table(app, "tricksy", list(seats or ["human"] + ["computer"] * (n - 1)), seed, state=state,
                   options=options)
    app.push(t)
    t._curtain_pending = False
    t.refresh_legal()
    app.frame([], dt=0.0, present=False)
    return t


def turn_to(t, seat):
    """What the hot-seat curtain does when the next player is ready."""
    t._curtain_pending = False
    t.set_view_seat(seat)


def view(t, seat=0):
    return R.view(t.state, seat)


PLAIN4 = {"seats": 4, "kittykeeper": "p2",
          "p1": {"bid": "hearts-2", "hand": ["spades-4", "clubs-9", "hearts-7"]},
          "p2": {"bid": "spades-3", "hand": ["spades-8", "diamonds-1", "clubs-2"]},
          "p3": {"bid": "clubs-1", "hand": ["spades-1", "diamonds-5", "hearts-3"]},
          "p4": {"bid": "diamonds-2", "hand": ["clubs-5", "hearts-9", "diamonds-8"]}}


def test_drag_a_legal_card_into_the_trick(app, ui, save_dir):
    t = table_from(app, PLAIN4, seats=["human"] * 4)
    # p2 (seat 1) leads; turn the table to it
    turn_to(t, 1)
    sp = t.sprites["spades-8"]
    assert sp.highlight == "legal"
    assert set(t.drop_zones(sp)) == {"trick"}
    ui.drag(app, sp.rect.center, centre(t.shared("trick")))
    assert t.actions[-1] == (1, Play("spades-8"))
    assert [e["card"]["id"] for e in view(t)["trick"]] == ["spades-8"]
    assert list(save_dir.glob("*.json")), "no autosave written"
    finish(app, t)
    assert t.sprites["spades-8"].zone == "trick"
    assert t.sprites["spades-8"].rect.colliderect(t.shared("trick"))


def test_an_illegal_drop_snaps_back_and_says_why(app, ui):
    t = table_from(app, PLAIN4, seats=["human"] * 4)
    turn_to(t, 1)
    ui.drag(app, t.sprites["spades-8"].rect.center, centre(t.shared("trick")))
    finish(app, t)
    turn_to(t, 2)                       # p3 holds a spade: it must follow
    sp = t.sprites["diamonds-5"]
    assert sp.dim and sp.highlight is None
    assert t.sprites["spades-1"].highlight == "legal"
    home = sp.home
    ui.drag(app, sp.rect.center, centre(t.shared("trick")))
    reason = R.explain(t.state, 2, Play("diamonds-5"))
    assert "follow the leading suit (Spades)" in reason
    assert t.toast is not None and t.toast[0] == reason
    assert len(t.actions) == 1 and len(view(t)["trick"]) == 1
    ui.settle(app)
    assert sp.pos == pytest.approx(home)
    # a click on it says the same
    t.toast = None
    ui.click(app, sp.rect.center)
    assert t.toast[0] == reason


def test_out_of_turn_drop_says_whose_move_it_is(app, ui):
    t = table_from(app, PLAIN4)              # p1 human, p2 (a computer) leads
    t.bot_pace = 99
    ui.drag(app, t.sprites["spades-4"].rect.center, centre(t.shared("trick")))
    assert "It is not your move." in t.toast[0]           # the rules' "p1's move", said to the player
    assert not t.actions


def run_bots(app, t, until, seconds=20.0):
    """Frames (and real time for the bot threads) until ``until()`` or the time is up."""
    import time
    t.bot_pace = 0.0
    end = time.monotonic() + seconds
    while time.monotonic() < end and not until():
        app.frame([], dt=0.05, present=False)
        time.sleep(0.002)
    assert until()


def test_secret_bids_behind_the_curtain_then_all_flip_at_once(app, ui):
    t = make_table(app, "tricksy", ["human", "human", "computer", "computer"], 11)
    app.push(t)
    ui.settle(app, 2.0)
    assert isinstance(app.top, CurtainScene) and "Player 1" in app.top.title
    ui.key(app, pygame.K_SPACE)
    assert app.top is t and t.view_seat == 0
    assert "secret bid" in t.prompt()[0]
    card = t.plan.model["seats"][0]["hand"][0]
    assert set(t.drop_zones(t.sprites[card])) == {"bid"}
    ui.drag(app, t.sprites[card].rect.center, centre(t.zone(0, "bid")))
    assert t.actions[-1] == (0, Bid(card))
    finish(app, t)
    assert t.sprites[card].zone == "p1.bid" and t.sprites[card].card is not None     # my own bid, face up
    ui.settle(app, 2.0)
    assert isinstance(app.top, CurtainScene) and "Player 2" in app.top.title
    calls = []
    orig = t.draw
    t.draw = lambda surface: calls.append(1) or orig(surface)
    app.draw()
    assert not calls                         # the table (and the hand) is hidden
    t.draw = orig
    ui.key(app, pygame.K_SPACE)
    assert t.view_seat == 1
    back = t.sprites["bid:0"]                # p1's bid: a card back for p2
    assert back.card is None and t.plan.model["seats"][0]["face"] is None
    mine = t.plan.model["seats"][1]["hand"][2]
    ui.click(app, t.sprites[mine].rect.center)          # a click: the card's menu
    assert isinstance(app.top, ActionMenuScene)
    ui.click(app, app.top.buttons[0].rect.center)       # "Bid this card"
    assert t.actions[-1] == (1, Bid(mine))
    run_bots(app, t, lambda: R.view(t.state, None)["phase"] != "bid")
    finish(app, t)
    reveals = [x for x in t.plan.trace if x[0] == "reveal"]
    assert len(reveals) == 4
    v = view(t, 1)
    assert t.plan.model["seats"][0]["face"]["id"] == v["p1"]["bid"]["id"]
    assert t.sprites[v["p1"]["bid"]["id"]].card is not None
    assert t.plan.model["teams"] == v["teams"]


def test_the_bids_flip_together(app, ui):
    """The last bid in: every face-down bid turns over in the same beat."""
    t = make_table(app, "tricksy", ["human", "computer", "computer"], 5)
    app.push(t)
    run_bots(app, t, lambda: R.to_act(t.state) == [0])
    finish(app, t)
    assert all(t.sprites[f"bid:{s}"].card is None for s in (1, 2))
    card = t.plan.model["seats"][0]["hand"][0]
    ui.drag(app, t.sprites[card].rect.center, centre(t.zone(0, "bid")))
    for _ in range(60):                           # the bid lands (its caption read), the reveal beat starts
        app.frame([], dt=0.05, present=False)
        flipping = [sp for sp in t.sprites.values() if sp.flip is not None]
        if flipping:
            break
    assert len(flipping) == 2
    finish(app, t)
    v = view(t)
    for s in (1, 2):
        cid = v[f"p{s + 1}"]["bid"]["id"]
        assert t.sprites[cid].card["id"] == cid and t.sprites[cid].zone == f"p{s + 1}.bid"


def test_a_trick_is_won_swept_and_the_round_scored(app, ui):
    setup = {"seats": 3, "kittykeeper": "p1",
             "p1": {"bid": "hearts-1", "hand": ["spades-9"]},
             "p2": {"bid": "spades-2", "hand": ["spades-5"]},
             "p3": {"bid": "hearts-3", "hand": ["diamonds-4"]}}
    t = table_from(app, setup, seats=["human", "human", "human"])
    ui.drag(app, t.sprites["spades-9"].rect.center, centre(t.shared("trick")))
    finish(app, t)
    turn_to(t, 1)
    ui.drag(app, t.sprites["spades-5"].rect.center, centre(t.shared("trick")))
    finish(app, t)
    turn_to(t, 2)
    ui.drag(app, t.sprites["diamonds-4"].rect.center, centre(t.shared("trick")))
    # the winner's card glows with the rule that made it win
    for _ in range(40):                             # the play's caption is read first
        app.frame([], dt=0.05, present=False)
        if t.plan.win:
            break
    assert t.plan.win and t.plan.win["seat"] == 0 and t.plan.win["key"] == "spades-9"
    entries = {e["key"]: e for e in t.plan.model["trick"]}
    assert entries["spades-5"]["ignored"] is True      # p2 bid spades: its spade is ignored
    app.draw()
    finish(app, t)
    kinds = [x[0] for x in t.plan.trace]
    assert kinds.index("winner") < kinds.index("results") < kinds.index("deal")
    res = t.plan.results
    assert res["rows"][0] == {"seat": 0, "bid": 1, "won": 1} and res["gained"] == {0: 1}
    v = view(t, 2)
    assert v["p1"]["lives"] == 1 and t.plan.model["seats"][0]["lives"] == 1
    assert v["phase"] == "bid" and t.plan.model["round"] == v["round"] == 2
    app.draw()                                    # the scores show in the empty trick area


def test_round_scores_match_the_rules_over_whole_random_games(app):
    """The scores the table shows come from the events; they must agree with the lives the
    rules gave (and with the Logged lines), round after round."""
    import random
    for seed, n, opts in ((3, 4, {}), (4, 5, {"powers": "on"}), (5, 3, {"black_cat": "on"})):
        t = make_table(app, "tricksy", ["human"] * n, seed, options=opts)
        t.autosave_enabled = False
        app.reset(t)
        rnd = random.Random(seed)
        rounds = 0
        while R.to_act(t.state) and rounds < 3:
            s = R.to_act(t.state)[0]
            before = [R.view(t.state, None)[f"p{i + 1}"]["lives"] for i in range(n)]
            r0 = R.view(t.state, None)["round"]
            t.submit(rnd.choice(R.legal_actions(t.state, s)), s)
            t.choreo.hurry()
            v = R.view(t.state, None)
            if v["round"] != r0 or v["phase"] == "over":
                rounds += 1
                after = [v[f"p{i + 1}"]["lives"] for i in range(n)]
                assert t.plan.results and t.plan.results["round"] == r0
                assert {i: after[i] - before[i] for i in range(n) if after[i] != before[i]} == t.plan.results["gained"]
                for row in t.plan.results["rows"]:
                    line = next(text for text, _ in t.log.lines[::-1] if text.startswith(t.short_name(row['seat']) + " "))
                    if row["bid"] is not None:
                        assert f"bid {row['bid']}" in line and f"won {row['won']}" in line, (line, row)
        assert rounds >= 1


# --------------------------------------------------------------------------- powers
POWERS = {"powers": "on"}


def test_a_power_that_names_a_suit_and_a_number_asks_for_both(app, ui):
    setup = {"seats": 4, "kittykeeper": "p1", "powers": {"spades-5": 5, "hearts-2": None},
             "p1": {"bid": "hearts-2", "row": ["spades-5"], "hand": ["clubs-3", "diamonds-9"]},
             "p2": {"bid": "spades-3", "hand": ["spades-8", "diamonds-1"]},
             "p3": {"bid": "clubs-1", "hand": ["spades-1", "diamonds-5"]},
             "p4": {"bid": "diamonds-2", "hand": ["clubs-5", "hearts-9"]}}
    t = table_from(app, setup, options=POWERS)
    sp = t.sprites["spades-5"]
    assert sp.zone == "p1.row" and sp.highlight == "legal"
    assert set(t.drop_zones(sp)) == {"power"}
    assert "hearts-2" not in t.plan.power_moves                  # a card without a power
    ui.drag(app, sp.rect.center, centre(t.shared("power")))
    assert isinstance(app.top, ChoiceScene) and "name a suit" in app.top.title
    diamonds = next(b for b in app.top.buttons if b.label == "Diamonds")
    ui.click(app, diamonds.rect.center)
    assert isinstance(app.top, ChoiceScene) and "name a number" in app.top.title
    seven = next(b for b in app.top.buttons if b.label == "7")
    ui.click(app, seven.rect.center)
    assert app.top is t
    assert t.actions[-1] == (0, UsePower("spades-5", suit="diamonds", number=7))
    finish(app, t)
    v = view(t)
    assert [p["power"] for p in v["active_powers"]] == [5]
    assert "spades-5" not in [c["id"] for c in v["p1"]["row"]]
    app.draw()                                              # the power shows in the status panel
    assert any("Wildcat" in text for text, _ in words.status_lines(t.plan))


def test_a_power_cancelled_at_its_question_does_nothing(app, ui):
    setup = {"seats": 3, "kittykeeper": "p1", "powers": {"spades-5": 37, "hearts-2": None},
             "p1": {"bid": "hearts-2", "row": ["spades-5"], "hand": ["diamonds-3", "diamonds-9"]},
             "p2": {"bid": "spades-3", "hand": ["spades-8", "diamonds-1"]},
             "p3": {"bid": "diamonds-2", "hand": ["spades-1", "hearts-9"]}}
    t = table_from(app, setup, options=POWERS)
    ui.click(app, t.sprites["spades-5"].rect.center)            # a row card's menu
    assert isinstance(app.top, ActionMenuScene)
    ui.click(app, app.top.buttons[0].rect.center)               # "Use power 37: Show Me Suits"
    assert isinstance(app.top, ChoiceScene)
    ui.key(app, pygame.K_ESCAPE)
    assert app.top is t and not t.actions


def test_a_power_that_takes_a_card_shows_the_cards_then_asks_for_a_discard(app, ui):
    setup = {"seats": 3, "kittykeeper": "p1", "powers": {"spades-5": 28, "hearts-2": None},
             "p1": {"bid": "hearts-2", "row": ["spades-5"], "hand": ["diamonds-3", "diamonds-9"]},
             "p2": {"bid": "spades-3", "row": ["hearts-6", "hearts-8"], "hand": ["spades-8", "diamonds-1"]},
             "p3": {"bid": "diamonds-2", "row": ["spades-7"], "hand": ["spades-1", "hearts-9"]}}
    t = table_from(app, setup, options=POWERS)
    ui.drag(app, t.sprites["spades-5"].rect.center, centre(t.shared("power")))
    grid = app.top
    # every won card of every row (not the bids)
    assert isinstance(grid, CardGridScene) and {c["id"] for c in grid.cards} == {"hearts-6", "hearts-8", "spades-7"}
    ui.click(app, grid.rects[[c["id"] for c in grid.cards].index("hearts-8")].center)
    assert t.actions[-1] == (0, UsePower("spades-5", target="hearts-8"))
    finish(app, t)
    assert choices.selecting(t.plan) == "discard" and "Rummage" in words.controls_text_str(t.plan)
    button = t.buttons[0]
    assert not button.enabled
    ui.click(app, t.sprites["diamonds-3"].rect.center)          # pick the card...
    assert t.plan.selected == ["diamonds-3"] and t.buttons[0].enabled
    assert t.sprites["diamonds-3"].highlight == "selected"
    ui.click(app, t.buttons[0].rect.center)                     # ...then the button
    assert t.actions[-1][1].card == "diamonds-3"
    assert "hearts-8" in [c["id"] for c in view(t)["p1"]["hand"]]


def test_the_winner_clicks_the_card_to_keep(app, ui):
    setup = {"seats": 3, "kittykeeper": "p1", "powers": {"hearts-2": None},
             "p1": {"bid": "hearts-2", "hand": ["spades-9", "diamonds-4"]},
             "p2": {"bid": "diamonds-3", "hand": ["spades-5", "diamonds-1"]},
             "p3": {"bid": "diamonds-7", "hand": ["spades-1", "hearts-1"]}}
    t = table_from(app, setup, options=POWERS)
    t.bot_pace = 0.0
    ui.drag(app, t.sprites["spades-9"].rect.center, centre(t.shared("trick")))
    run_bots(app, t, lambda: R.view(t.state, None)["phase"] == "power_choice")
    finish(app, t)
    assert choices.choice(t.plan)["kind"] == "keep" and "keep in your row" in t.prompt()[0]
    assert t.sprites["spades-5"].highlight == "target"
    ui.click(app, t.sprites["spades-5"].rect.center)
    assert t.actions[-1] == (0, Keep("spades-5"))
    finish(app, t)
    v = view(t)
    assert [c["id"] for c in v["p1"]["row"]] == ["hearts-2", "spades-5"]
    assert t.sprites["spades-5"].zone == "p1.row" and t.plan.model["seats"][0]["tricks"] == 1


def test_everyone_passes_cards_at_once(app, ui):
    setup = {"seats": 3, "kittykeeper": "p1", "powers": {"spades-5": 13, "hearts-2": None},
             "p1": {"bid": "hearts-2", "row": ["spades-5"], "hand": ["diamonds-3", "diamonds-9", "hearts-4"]},
             "p2": {"bid": "spades-3", "hand": ["spades-8", "diamonds-1", "hearts-3"]},
             "p3": {"bid": "diamonds-2", "hand": ["spades-1", "hearts-9", "spades-6"]}}
    t = table_from(app, setup, options=POWERS)
    ui.drag(app, t.sprites["spades-5"].rect.center, centre(t.shared("power")))
    assert t.actions[-1] == (0, UsePower("spades-5"))
    finish(app, t)
    assert choices.selecting(t.plan) == "pass" and "to Computer 2" in words.controls_text_str(t.plan)
    ui.click(app, t.sprites["diamonds-3"].rect.center)
    assert not t.buttons[0].enabled
    ui.click(app, t.sprites["diamonds-9"].rect.center)
    assert t.buttons[0].enabled
    ui.key(app, pygame.K_RETURN)
    assert t.actions[-1] == (0, PassCards(("diamonds-3", "diamonds-9")))
    run_bots(app, t, lambda: R.view(t.state, None)["phase"] == "play")
    finish(app, t)
    hand = [c["id"] for c in view(t)["p1"]["hand"]]
    assert "diamonds-3" not in hand and len(hand) == 3
    assert sorted(t.plan.model["seats"][0]["hand"]) == sorted(hand)


def test_choose_the_next_kittykeeper(app, ui):
    setup = {"seats": 3, "kittykeeper": "p1", "powers": {"spades-5": 9, "hearts-2": None},
             "p1": {"bid": "hearts-2", "row": ["spades-5"], "hand": ["diamonds-3", "diamonds-9"]},
             "p2": {"bid": "spades-3", "hand": ["spades-8", "diamonds-1"]},
             "p3": {"bid": "diamonds-2", "hand": ["spades-1", "hearts-9"]}}
    t = table_from(app, setup, options=POWERS)
    ui.drag(app, t.sprites["spades-5"].rect.center, centre(t.shared("power")))
    finish(app, t)
    ui.drag(app, t.sprites["diamonds-9"].rect.center, centre(t.shared("trick")))
    run_bots(app, t, lambda: (R.view(t.state, None).get("choice") or {}).get("kind") == "keeper")
    finish(app, t)
    assert t.plan.keepers
    ui.key(app, pygame.K_k)
    assert isinstance(app.top, ChoiceScene)
    b = next(b for b in app.top.buttons if t.short_name(2) in b.label)
    ui.click(app, b.rect.center)
    assert t.actions[-1] == (0, ChooseKeeper(2))


def test_a_crown_asks_which_suit_it_names(app, ui):
    setup = {"seats": 3, "kittykeeper": "p1",
             "p1": {"bid": "spades-1", "hand": ["crowns-4", "hearts-5"]},
             "p2": {"bid": "spades-2", "hand": ["hearts-3", "spades-9"]},
             "p3": {"bid": "spades-3", "hand": ["hearts-8", "spades-7"]}}
    # every seat human: no computer thread may move on (and lead anew) before the suit is looked at
    t = table_from(app, setup, seats=["human"] * 3, options={"black_cat": "on"})
    assert t.sprites["crowns-4"].card and t.plan.wild == "crowns"
    ui.drag(app, t.sprites["crowns-4"].rect.center, centre(t.shared("trick")))
    assert isinstance(app.top, ChoiceScene) and "crown" in app.top.title
    assert {b.label for b in app.top.buttons} == {"Hearts", "Spades", "Cancel"}
    ui.click(app, next(b for b in app.top.buttons if b.label == "Hearts").rect.center)
    assert t.actions[-1] == (0, Play("crowns-4", "hearts"))
    finish(app, t)
    assert view(t)["leading"] == "hearts"


def test_a_crown_cannot_be_a_bid(app, ui):
    t = make_table(app, "tricksy", ["human", "computer", "computer"], 21, options={"black_cat": "on"})
    app.push(t)
    run_bots(app, t, lambda: R.to_act(t.state) == [0])
    finish(app, t)
    crowns = [c for c in t.plan.model["seats"][0]["hand"] if c.startswith("crowns-")]
    if not crowns:
        pytest.skip("no crown dealt with this seed")
    sp = t.sprites[crowns[0]]
    assert sp.dim and "bid" not in t.drop_zones(sp)
    ui.drag(app, sp.rect.center, centre(t.zone(0, "bid")))
    assert "crown can never be a bid" in t.toast[0]


# --------------------------------------------------------------------------- whole games
def test_the_table_never_drifts_from_the_view(app):
    """Random games at every seat count and variant: after each action's beats the table's own
    model (moved card by card from the events) is exactly what the view says."""
    import random

    def norm(m):
        seats = [(s["hand"], s["hand_count"], s["bid"], (s["face"] or {}).get("id"), s["kept"], s["tricks"],
                  s["lives"], s["aside"]) for s in m["seats"]]
        return seats, [(e["key"], e["seat"]) for e in m["trick"]], sorted(map(sorted, m["teams"]))

    for g, (n, opts) in enumerate(((3, {}), (9, {}), (5, {"powers": "on"}), (7, {"powers": "on", "black_cat": "on"}),
                                   (4, {"black_cat": "on"}))):
        rnd = random.Random(g)
        t = make_table(app, "tricksy", ["human"] * n, 100 + g, options=opts)
        t.autosave_enabled = False
        app.reset(t)
        for _ in range(140):
            acting = R.to_act(t.state)
            if not acting:
                break
            if rnd.random() < 0.3:
                t._curtain_pending = False
                t.set_view_seat(rnd.randrange(n))
            s = acting[0]
            settle, t.sync = t.sync, lambda *a, **kw: None      # the beats only: the view waits
            t.submit(rnd.choice(R.legal_actions(t.state, s)), s)
            t.choreo.hurry()
            assert norm(t.plan.model) == norm(model.model_from_view(t.plan, t.view)), (n, opts)
            del t.sync
            settle()
        assert not [x for x, _ in t.log.lines if "animation skipped" in x]


def test_all_computer_table_ends_with_the_attract_countdown(app, ui):
    setup = {"seats": 3, "kittykeeper": "p1",
             "p1": {"bid": "hearts-1", "hand": ["spades-9"], "lives": 8},
             "p2": {"bid": "spades-2", "hand": ["spades-5"]},
             "p3": {"bid": "hearts-3", "hand": ["diamonds-4"]}}
    t = table_from(app, setup, seats=["computer"] * 3)
    assert t.view_seat is None
    run_bots(app, t, lambda: isinstance(app.top, EndScene), 30)
    end = app.top
    assert end.auto_left is not None and "Computer 1" in end.title
    for _ in range(int(t.attract_seconds / 0.5) + 2):
        app.frame([], dt=0.5, present=False)
    assert isinstance(app.top, TricksyTable) and app.top is not t       # the next game started


# --------------------------------------------------------------------------- launcher, resume, tools
def test_from_the_launcher_with_the_powers_option(app, ui):
    from scenes.screens.launcher import LauncherScene, SeatSetupScene
    app.push(LauncherScene(app))
    app.top.open_game("tricksy")
    setup = app.top
    assert isinstance(setup, SeatSetupScene)
    setup.cycle("powers")
    setup.more()                                   # four seats
    setup.go()
    t = app.top
    assert isinstance(t, TricksyTable) and t.plan.powers_on and t.plan.n == 4
    assert R.view(t.state, None)["options"]["powers"] == "on"
    app.draw()


def test_resume_a_saved_game(app, ui, save_dir):
    from scenes import persist
    t = make_table(app, "tricksy", ["human", "computer", "computer"], 7, options={"powers": "on"})
    app.push(t)
    run_bots(app, t, lambda: R.to_act(t.state) == [0])
    finish(app, t)
    card = t.plan.model["seats"][0]["hand"][0]
    ui.drag(app, t.sprites[card].rect.center, centre(t.zone(0, "bid")))
    finish(app, t)
    found, problems = persist.find_unfinished()
    assert not problems and [s.game for s in found] == ["tricksy"]
    ruleset, state, record = persist.load(found[0].path)
    t2 = make_table(app, "tricksy", record.seats, record.seed, state=state, record=record)
    app.push(t2)
    assert R.view(t2.state, None) == R.view(t.state, None)
    assert t2.plan.powers_on and f"Resumed a saved game after {len(t.actions)} moves." in [x for x, _ in t2.log.lines]
    app.draw()



def test_screenshot_and_bench_tools(tmp_path):
    import os
    import subprocess
    import sys
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", NINE_TABLES_SAVE_DIR=str(tmp_path / "saves"))
    out = tmp_path / "t.png"
    p = subprocess.run([sys.executable, "main.py", "screenshot", "tricksy", "--out", str(out), "--seats", "9",
                        "--option", "powers=on", "--steps", "40"], cwd=root, env=env, capture_output=True,
                       text=True, timeout=120)
    assert p.returncode == 0, p.stderr
    img = pygame.image.load(str(out))
    assert img.get_size() == (1920, 1080) and "9 seats" in p.stdout
    p = subprocess.run([sys.executable, "main.py", "screenshot", "tricksy", "--out", str(out), "--seats", "12"],
                       cwd=root, env=env, capture_output=True, text=True, timeout=120)
    assert p.returncode == 2 and p.stderr.strip().count("\n") == 0 and "--seats" in p.stderr, p.stderr
    p = subprocess.run([sys.executable, "main.py", "bench", "tricksy", "--frames", "60", "--seconds", "0.5"],
                       cwd=root, env=env, capture_output=True, text=True, timeout=120)
    assert p.returncode == 0, p.stderr
    assert "with 9 seats" in p.stdout and "random 4-seat games" in p.stdout
    assert not (tmp_path / "saves").exists()


def test_a_pass_between_two_humans_goes_behind_the_curtain(app, ui):
    setup = {"seats": 3, "kittykeeper": "p1", "powers": {"spades-5": 14, "hearts-2": None},
             "p1": {"bid": "hearts-2", "row": ["spades-5"], "hand": ["diamonds-3", "diamonds-9", "hearts-4"]},
             "p2": {"bid": "spades-3", "hand": ["spades-8", "diamonds-1", "hearts-3"]},
             "p3": {"bid": "diamonds-2", "hand": ["spades-1", "hearts-9", "spades-6"]}}
    t = table_from(app, setup, seats=["human", "human", "computer"], options=POWERS)
    ui.drag(app, t.sprites["spades-5"].rect.center, centre(t.shared("power")))      # Pass Right: to p3
    finish(app, t)
    assert "right to Computer 3" in words.controls_text_str(t.plan)
    for c in ("diamonds-3", "hearts-4"):
        ui.click(app, t.sprites[c].rect.center)
    ui.key(app, pygame.K_RETURN)
    assert t.actions[-1] == (0, PassCards(("diamonds-3", "hearts-4")))
    ui.settle(app, 3.0)
    assert isinstance(app.top, CurtainScene) and "Player 2" in app.top.title
    assert "chooses cards to pass" in app.top.subtitle
    ui.key(app, pygame.K_SPACE)
    assert t.view_seat == 1 and choices.selecting(t.plan) == "pass"
    assert "diamonds-3" not in t.sprites                     # p1's cards stay hidden from p2
    for c in ("spades-8", "hearts-3"):
        ui.click(app, t.sprites[c].rect.center)
    ui.click(app, t.buttons[0].rect.center)
    run_bots(app, t, lambda: R.view(t.state, None)["phase"] == "play")
    finish(app, t)
    assert {"diamonds-3", "hearts-4"} <= {c["id"] for c in view(t, 2)["p3"]["hand"]}       # right of p1: p3
    mine = [c["id"] for c in view(t, 1)["p2"]["hand"]]
    assert "diamonds-1" in mine and len(mine) == 3 and sorted(t.plan.model["seats"][1]["hand"]) == sorted(mine)


def test_spectators_see_no_hand(app):
    t = make_table(app, "tricksy", ["computer"] * 4, 2)
    app.push(t)
    app.draw()
    assert t.view_seat is None and places.own_hand(t.plan) is None
    assert not [sp for sp in t.sprites.values() if sp.zone.endswith(".hand")]
    assert "thinking" in t.prompt()[0] or "Waiting" in t.prompt()[0]


def _power_table(app, power, seats=None, hands=None):
    setup = {"seats": 3, "kittykeeper": "p1", "powers": {"spades-5": power, "hearts-2": None},
             "p1": {"bid": "hearts-2", "row": ["spades-5"], "hand": (hands or {}).get(0, ["diamonds-3", "diamonds-9"])},
             "p2": {"bid": "spades-3", "hand": ["spades-8", "diamonds-1"]},
             "p3": {"bid": "diamonds-2", "hand": ["spades-1", "hearts-9"]}}
    return table_from(app, setup, seats=seats, options=POWERS)


def test_pickpocket_asks_for_the_card_to_give_then_the_player(app, ui):
    from game.tricksy.actions import UsePower as U
    t = _power_table(app, 11)
    ui.drag(app, t.sprites["spades-5"].rect.center, centre(t.shared("power")))
    grid = app.top
    assert isinstance(grid, CardGridScene) and {c["id"] for c in grid.cards} == {"diamonds-3", "diamonds-9"}
    ui.click(app, grid.rects[[c["id"] for c in grid.cards].index("diamonds-9")].center)
    assert isinstance(app.top, ChoiceScene) and "choose a player" in app.top.title
    ui.click(app, next(b for b in app.top.buttons if t.short_name(2) in b.label).rect.center)
    assert t.actions[-1] == (0, U("spades-5", seat=2, target="diamonds-9"))
    finish(app, t)
    assert "diamonds-9" in [c["id"] for c in R.view(t.state, 2)["p3"]["hand"]]
    assert sorted(t.plan.model["seats"][0]["hand"]) == sorted(c["id"] for c in view(t)["p1"]["hand"])


def test_sleight_of_paw_drag_a_hand_card_onto_a_trick_card(app, ui):
    from game.tricksy.actions import SwapWithTrick
    t = _power_table(app, 27)
    ui.drag(app, t.sprites["spades-5"].rect.center, centre(t.shared("power")))
    finish(app, t)
    ui.drag(app, t.sprites["diamonds-3"].rect.center, centre(t.shared("trick")))
    run_bots(app, t, lambda: (R.view(t.state, None).get("choice") or {}).get("kind") == "trick_swap")
    finish(app, t)
    assert choices.selecting(t.plan) == "trick_swap"
    assert "Drag one of your hand cards" in words.controls_text_str(t.plan)
    target = next(e["card"]["id"] for e in view(t)["trick"] if e["seat"] == 1)
    assert f"swap:{target}" in t.drop_zones(t.sprites["diamonds-9"])
    ui.drag(app, t.sprites["diamonds-9"].rect.center, t.sprites[target].rect.center)
    assert t.actions[-1] == (0, SwapWithTrick("diamonds-9", target))
    assert ("swap", "diamonds-9", target) in t.plan.trace


def test_hidden_stash_set_a_card_aside(app, ui):
    from game.tricksy.actions import SetAside
    t = _power_table(app, 44, hands={0: ["diamonds-3", "diamonds-9", "hearts-4"]})
    ui.drag(app, t.sprites["spades-5"].rect.center, centre(t.shared("power")))
    finish(app, t)
    assert choices.selecting(t.plan) == "aside"
    ui.click(app, t.sprites["hearts-4"].rect.center)
    ui.click(app, t.buttons[0].rect.center)
    assert t.actions[-1] == (0, SetAside("hearts-4"))
    run_bots(app, t, lambda: R.view(t.state, None)["phase"] == "play")      # everyone sets a card aside
    finish(app, t)
    assert any("set aside" in text and "Hearts 4" in text for text, _ in words.status_lines(t.plan))
    assert "hearts-4" not in t.plan.model["seats"][0]["hand"] and t.plan.model["seats"][0]["aside"] == 1


def test_blindfold_plays_a_random_card(app, ui):
    from game.tricksy.actions import PlayBlind
    t = _power_table(app, 21)
    ui.drag(app, t.sprites["spades-5"].rect.center, centre(t.shared("power")))
    finish(app, t)
    assert t.plan.blind is not None and "Blindfold" in t.prompt()[0]
    ui.key(app, pygame.K_b)
    assert t.actions[-1] == (0, PlayBlind())


def test_take_it_back_the_previous_player_plays_another_card(app, ui):
    setup = {"seats": 3, "kittykeeper": "p1", "powers": {"spades-5": 8, "spades-3": None},
             "p1": {"bid": "hearts-2", "hand": ["diamonds-3", "diamonds-9"]},
             "p2": {"bid": "spades-3", "row": ["spades-5"], "hand": ["spades-8", "diamonds-1"]},
             "p3": {"bid": "diamonds-2", "hand": ["spades-1", "hearts-9"]}}
    t = table_from(app, setup, seats=["human", "human", "computer"], options=POWERS)
    ui.drag(app, t.sprites["diamonds-3"].rect.center, centre(t.shared("trick")))
    ui.settle(app, 3.0)
    ui.key(app, pygame.K_SPACE)                         # the curtain: p2 sits down
    assert t.view_seat == 1
    ui.drag(app, t.sprites["spades-5"].rect.center, centre(t.shared("power")))
    ui.settle(app, 6.0)                                 # (every caption is held until it is read)
    assert isinstance(app.top, CurtainScene) and "plays a different card" in app.top.subtitle
    ui.key(app, pygame.K_SPACE)
    assert t.view_seat == 0 and choices.choice(t.plan)["kind"] == "replay"
    assert "different card" in t.prompt()[0]
    assert "diamonds-3" in t.plan.model["seats"][0]["hand"] and "diamonds-3" not in t.plan.plays
    ui.drag(app, t.sprites["diamonds-3"].rect.center, centre(t.shared("trick")))
    assert t.toast[0] == R.explain(t.state, 0, Play("diamonds-3"))         # refused, in the ruleset's words
    assert len(t.actions) == 2
    ui.drag(app, t.sprites["diamonds-9"].rect.center, centre(t.shared("trick")))
    assert t.actions[-1] == (0, Play("diamonds-9"))


def test_a_computer_bid_during_a_drag_does_not_spoil_the_drop(app, ui):
    t = make_table(app, "tricksy", ["human", "computer", "computer"], 9)
    app.push(t)
    app.frame([], dt=0.0, present=False)
    card = t.plan.model["seats"][0]["hand"][0]
    start, end = t.sprites[card].rect.center, centre(t.zone(0, "bid"))
    pygame.event.clear()
    for e in (pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
              pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0], start[1] - 60), rel=(0, -60), buttons=(1, 0, 0))):
        pygame.event.post(e)
    app.frame(pygame.event.get(), dt=1 / 60, present=False)
    assert t.drag.active
    t.bot_pace = 0.0
    for _ in range(20):                            # the computers wait while a card is in the hand
        app.frame([], dt=0.05, present=False)
    assert not t.actions
    t.submit(R.legal_actions(t.state, 1)[0], 1)    # (a bid that landed just before the drag began)
    assert t.beats_active
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(1, 1), buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    app.frame(pygame.event.get(), dt=1 / 60, present=False)
    assert t.actions[-1] == (0, Bid(card)) and t.toast is None


def test_a_computer_trick_plays_beat_by_beat_at_the_pace(app):
    """The end of a trick told in beats: the last card, the winner (with why), the sweep. Normal
    pace holds the table for more than a second; instant pace shows it all in one frame."""
    for pace, at_least, at_most in (("normal", 1.5, 10.0), ("instant", 0.0, 0.0)):
        app.settings["pace"] = pace
        t = table_from(app, PLAIN4, seats=["human"] * 4)
        for seat, card in ((1, "spades-8"), (2, "spades-1"), (3, "clubs-5")):
            t.submit(Play(card), seat)
            t.choreo.hurry()
        t.choreo.started.clear()
        t.submit(Play("spades-4"), 0)
        app.frame([], dt=0.0, present=False)
        if pace == "instant":
            assert not t.beats_active
        finish(app, t)
        captions = [b.caption for b in t.choreo.started if b.caption]
        assert captions[0] == "Player 1 plays Spades 4"
        assert any("wins trick 1: the highest trump wins" in c for c in captions), captions
        assert at_least <= t.choreo.span() <= at_most
    app.settings["pace"] = "normal"
