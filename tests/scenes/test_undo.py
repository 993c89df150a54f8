"""Undo within the rules' limits (Board Game Arena's rule): a player takes back their own moves
while nothing new became known since: no card drawn or revealed, no die rolled, no hidden choice
revealed, no other seat acted. The state after an undo is the action log replayed without the move,
exactly the state before it, and the autosave follows."""
import time

import pygame
import pytest

from game.core import registry
from game.core.contract import DiceRolled, TimeUp
from game.ninedkp.actions import ChooseOrder, EndTurn, PlayCharacter
from scenes import persist
from scenes.table.make import make_table

R = registry.get("ninedkp")


def ctrl_z(app):
    pygame.event.clear()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL, unicode="\x1a",
                                         scancode=0))
    app.frame(pygame.event.get(), dt=1 / 60, present=False)


def table_from(app, setup, seats=("human", "computer"), seed=1):
    state = R.scenario_state({"setup": setup, "seed": seed}, "test")
    t = make_table(app, "ninedkp", list(seats), seed, state=state)
    app.push(t)
    t._curtain_pending = False
    app.frame([], dt=0.0, present=False)
    return t


SETUP = {"p1": {"hand": ["toasted_rot", "hairball"], "deck": ["soot_imp", "brick_paw"]},
         "p2": {"hand": ["hairball"], "deck": ["soot_imp", "brick_paw", "toasted_rot"]}}


def test_ctrl_z_takes_back_a_drag_exactly(app, ui):
    t = table_from(app, SETUP)
    ui.settle(app)
    before = R.comparable(R.to_dict(t.state))
    cid = t.view["p1"]["hand"][0]["id"]
    ui.drag(app, t.sprites[cid].rect.center, t.layout.rect("p1.range").center)
    assert t.actions[-1] == (0, PlayCharacter(cid))
    assert t.log.undo == ""                               # the Undo button is live
    ctrl_z(app)
    assert t.actions == []
    assert R.comparable(t.state) == before                # exactly the state before the drag
    assert t.toast is not None and "Taken back" in t.toast[0]
    ui.settle(app)
    assert any(c["id"] == cid for c in t.view["p1"]["hand"])   # the card is back in the hand
    assert t.sprites[cid].rect.colliderect(t.layout.rect("p1.hand"))


def _undoable_opening(seed):
    """p1 wins the roll-off, goes first, and its first Character play can be taken back
    (it draws or reveals nothing and does not end the turn): a fact of the shipped decks' deal."""
    state = R.new_game(2, seed, {})
    if R.to_act(state) != [0]:
        return False
    R.apply(state, 0, ChooseOrder(True))
    play = next((a for a in R.legal_actions(state, 0) if isinstance(a, PlayCharacter)), None)
    if play is None:
        return False
    known = R.knowledge(state)
    return R.undo_block(known, state, 0, play, R.apply(state, 0, play)) == ""


def test_an_undo_restores_the_saved_game_exactly(app, ui, save_dir):
    seed = next(s for s in range(1, 200) if _undoable_opening(s))
    t = make_table(app, "ninedkp", ["human", "computer"], seed)
    app.push(t)
    app.frame([], dt=0.0, present=False)
    t.submit(ChooseOrder(True))
    ui.settle(app)
    cid = next(a.card for a in R.legal_actions(t.state, 0) if isinstance(a, PlayCharacter))
    saved_before = (save_dir / "ninedkp.json").read_text()
    before = R.comparable(R.to_dict(t.state))
    ui.drag(app, t.sprites[cid].rect.center, t.layout.rect("p1.range").center)
    assert t.actions[-1] == (0, PlayCharacter(cid))
    ctrl_z(app)
    assert R.comparable(t.state) == before
    _, state, record = persist.load(save_dir / "ninedkp.json")
    assert R.comparable(state) == before and len(record.actions) == 1
    assert (save_dir / "ninedkp.json").read_text().count("PlayCharacter") == saved_before.count("PlayCharacter")


def test_the_undo_button_in_the_log_header_takes_back_too(app, ui):
    t = table_from(app, SETUP)
    ui.settle(app)
    cid = t.view["p1"]["hand"][0]["id"]
    ui.drag(app, t.sprites[cid].rect.center, t.layout.rect("p1.range").center)
    ui.settle(app, 0.2)
    ui.click(app, t.log.undo_rect.center)
    assert t.actions == [] and any(c["id"] == cid for c in t.view["p1"]["hand"])


def test_undo_is_refused_with_the_reason_after_a_draw(app, ui):
    t = table_from(app, SETUP, seats=("human", "human"))
    ui.settle(app)
    t.submit(EndTurn())                                   # p2 draws at the start of their turn
    ui.settle(app)
    assert t.undo_blocks[-1] == "a card was drawn or revealed"
    state = R.comparable(R.to_dict(t.state))
    assert not t.undo()                                   # (the curtain is up for p2: no keys reach the table)
    assert t.toast is not None and t.toast[0] == "No undo: a card was drawn or revealed."
    assert R.comparable(t.state) == state and len(t.actions) == 1


def test_against_the_computer_undo_drops_its_answer(app, ui):
    t = table_from(app, SETUP)
    ui.settle(app)
    cid = t.view["p1"]["hand"][0]["id"]
    t.submit(PlayCharacter(cid))
    t.submit(EndTurn())
    assert t.undo_blocks[-1]                              # ending the turn drew p2's card: no undo
    ctrl_z(app)
    assert len(t.actions) == 2
    deadline = time.monotonic() + 20                      # the computer thinks on its thread, then moves
    while not any(s == 1 for s, _ in t.actions) and time.monotonic() < deadline:
        app.frame([], dt=0.1, present=False)
        time.sleep(0.02)
    assert any(s == 1 for s, _ in t.actions)
    assert t.undo_reason() in ("the computer answered", "a card was drawn or revealed")


def test_a_computer_job_for_an_undone_move_is_dropped(app, ui):
    t = table_from(app, {"p1": {"hand": ["toasted_rot", "hairball"], "deck": ["soot_imp"]},
                         "p2": {"hand": ["hairball"], "deck": ["soot_imp"]}})
    ui.settle(app)
    t.version += 1                                        # as if the log changed while a computer thought
    t._job = {"seat": 1, "result": EndTurn(), "error": None, "done": True, "version": t.version - 1}
    t._drive_bot(False)
    assert t.actions == []


# ---------------------------------------------------------------- the rules say what can be taken back
def _first(game, seats, options, want, limit=4000):
    """Play seeded random games until an action whose events ``want(events)``; returns
    (ruleset, knowledge before, state after, seat, action, events)."""
    import random
    ruleset = registry.get(game)
    rng = random.Random(7)
    for seed in range(40):
        state = ruleset.new_game(seats, seed, dict(options))
        for _ in range(limit):
            acting = ruleset.to_act(state)
            if not acting:
                break
            seat = acting[0]
            action = rng.choice([a for a in ruleset.legal_actions(state, seat) if not isinstance(a, TimeUp)]
                                or ruleset.legal_actions(state, seat))
            known = ruleset.knowledge(state)
            events = ruleset.apply(state, seat, action)
            if want(events):
                return ruleset, known, state, seat, action, events
    pytest.fail(f"no such action in {game}")


def test_a_die_roll_cannot_be_taken_back():
    ruleset, known, state, seat, action, events = _first("thenine", 2, {"timers": False},
                                                         lambda ev: any(isinstance(e, DiceRolled) for e in ev))
    assert ruleset.undo_block(known, state, seat, action, events) == "a die was rolled"


def test_revealed_bids_cannot_be_taken_back():
    from game.tricksy.events import BidsRevealed
    ruleset, known, state, seat, action, events = _first("tricksy", 4, {},
                                                         lambda ev: any(isinstance(e, BidsRevealed) for e in ev))
    assert ruleset.undo_block(known, state, seat, action, events) == "the bids were revealed"


def test_a_drawn_card_cannot_be_taken_back():
    ruleset = registry.get("ninecard")
    ruleset_, known, state, seat, action, events = _first(
        "ninecard", 2, {}, lambda ev: any(getattr(e, "dst", "").endswith(".hand") and getattr(e, "src", "").endswith(".deck")
                                          for e in ev))
    assert ruleset.undo_block(known, state, seat, action, events) in ("a card was drawn or revealed",
                                                                       "chance decided something (a shuffle or a die)")


def test_playing_your_own_card_can_be_taken_back():
    state = R.scenario_state({"setup": SETUP, "seed": 1}, "test")
    known = R.knowledge(state)
    cid = R.view(state, 0)["p1"]["hand"][0]["id"]
    events = R.apply(state, 0, PlayCharacter(cid))
    assert R.undo_block(known, state, 0, PlayCharacter(cid), events) == ""


def test_revealed_hidden_choices_cannot_be_taken_back():
    from game.kongai.events import Revealed
    ruleset, known, state, seat, action, events = _first("kongai", 2, {},
                                                         lambda ev: any(isinstance(e, Revealed) for e in ev))
    assert ruleset.undo_block(known, state, seat, action, events) == "the hidden choices were revealed"


# ---------------------------------------------------------------- every table
@pytest.mark.parametrize("game", registry.ids())
def test_every_table_takes_back_a_move_that_revealed_nothing(app, game):
    """At every table (hot seat, so no computer answers): the first move the rules let be taken
    back is taken back by Ctrl+Z, and the state is exactly the one before it; a move that may
    not be taken back stays, with the reason."""
    import random
    ruleset = registry.get(game)
    n = registry.info(game).min_seats
    t = make_table(app, game, ["human"] * n, 3)
    t.autosave_enabled = False
    app.push(t)
    rng = random.Random(5)
    for _ in range(300):
        acting = ruleset.to_act(t.state)
        assert acting, f"{game}: no move that can be taken back in a whole game"
        seat = acting[0]
        t._curtain_pending = False
        if t.view_seat != seat:
            t.set_view_seat(seat)
        legal = [a for a in ruleset.legal_actions(t.state, seat) if not isinstance(a, TimeUp)]
        before, n_actions = ruleset.comparable(ruleset.to_dict(t.state)), len(t.actions)
        assert t.submit(rng.choice(legal), seat)
        why = t.undo_blocks[-1]
        t._curtain_pending = False
        ctrl_z(app)
        if not why:
            assert len(t.actions) == n_actions and ruleset.comparable(ruleset.to_dict(t.state)) == before
            assert t.toast is not None and "Taken back" in t.toast[0]
            return
        assert len(t.actions) == n_actions + 1 and t.toast is not None and why in t.toast[0]
