"""What was seen at the 9DKP table (issue 13), each with the table driven by real pygame events:
a hover preview that kept showing a discarded card; a place glowing as a drop target for a
card that cannot be played there; "your turn" on a plate while the computer chooses; BP tokens
over a card's text (tests/scenes/test_ninedkp_large_print.py measures those)."""
import pygame

from game.core import registry
from game.ninedkp.actions import Attack, PlaySkratch
from scenes.table.make import make_table
from scenes.games.ninedkp import draw as draw_mod

R = registry.get("ninedkp")


def table_from(app, setup, seats=("human", "computer")):
    state = R.scenario_state({"setup": setup, "seed": 1}, "test")
    t = make_table(app, "ninedkp", list(seats), 1, state=state)
    app.push(t)
    t._curtain_pending = False
    app.frame([], dt=0.0, present=False)
    return t


def hover(app, pos):
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0))],
              dt=0.01, present=False)


def test_the_preview_forgets_a_card_that_went_to_the_discard_pile(app, ui, monkeypatch):
    t = table_from(app, {"p1": {"hand": ["claw_swipe"], "dkp": 3},
                         "p2": {"range": [{"card": "soot_imp"}], "hand": ["hairball"]}})
    ui.settle(app)
    imp = t.view["p2"]["range"][0]["id"]
    hover(app, t.sprites[imp].rect.center)
    assert t.hover is t.sprites[imp] and draw_mod.hovered(t.plan) is t.sprites[imp]      # the preview shows it
    claw = t.view["p1"]["hand"][0]["id"]
    assert t.submit(PlaySkratch(claw, imp))                                  # 100 BP - 200: defeated
    assert imp in [c["id"] for c in t.view["p2"]["discard"]]
    assert t.hover is None and draw_mod.hovered(t.plan) is None                           # no preview of a discarded card
    calls = []
    orig = t.sheets.draw_home
    monkeypatch.setattr(t.sheets, "draw_home", lambda s, r: calls.append(r) or orig(s, r))
    app.dirty = True
    app.draw()
    assert calls                                                             # the help zone's home is back


def test_the_preview_forgets_a_hand_card_that_was_played(app, ui):
    t = table_from(app, {"p1": {"hand": ["toasted_rot", "soot_imp"]}, "p2": {"hand": ["hairball"]}})
    ui.settle(app)
    rot = t.view["p1"]["hand"][0]["id"]
    hover(app, t.sprites[rot].rect.center)
    assert draw_mod.hovered(t.plan) is t.sprites[rot]
    t.submit(t.plan.plays[rot][0])
    assert draw_mod.hovered(t.plan) is None


def test_only_a_legal_move_makes_a_place_glow(app, ui):
    t = table_from(app, {"p1": {"hand": ["toasted_rot", "babusa"], "dkp": 2,
                                "range": [{"card": "brick_paw", "katnap": True}, {"card": "soot_imp"}]},
                         "p2": {"range": [{"card": "hex_lynx"}], "hand": ["hairball"]}})
    ui.settle(app)
    rot, babusa = (c["id"] for c in t.view["p1"]["hand"])
    brick, imp = (c["id"] for c in t.view["p1"]["range"])
    assert rot in t.plan.plays and babusa not in t.plan.plays              # Babusa costs 7 DKP
    assert set(t.drop_zones(t.sprites[rot])) == {"p1.range"}
    assert t.drop_zones(t.sprites[babusa]) == {}                  # nothing glows for a card that cannot be played
    assert t.drop_zones(t.sprites[brick]) == {}                   # a Katnap card cannot attack
    assert set(t.drop_zones(t.sprites[imp])) == {"enemy"}
    # drag Babusa over the range: nothing glows under it, and letting go says why
    start, end = t.sprites[babusa].rect.center, t.layout.rect("p1.range").center
    pygame.event.clear()
    events = [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
              pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0], start[1] - 40), rel=(0, -40), buttons=(1, 0, 0)),
              pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, -200), buttons=(1, 0, 0))]
    app.frame(events, dt=0.01, present=False)
    assert t.drag.active and t.drag.zones == {}
    app.frame([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)], dt=0.01, present=False)
    assert t.toast is not None and "DKP" in t.toast[0]
    assert babusa in [c["id"] for c in R.view(t.state, 0)["p1"]["hand"]]


def test_the_attacker_waits_while_the_computer_chooses_a_defender(app, ui):
    t = table_from(app, {"p1": {"range": [{"card": "toasted_rot"}], "hand": ["hairball"]},
                         "p2": {"range": [{"card": "brick_paw"}], "hand": ["hairball"]}})
    ui.settle(app)
    rot = t.view["p1"]["range"][0]["id"]
    t.submit(Attack(rot))
    assert t.view["phase"] == "defend" and t.view["to_act"] == [1]
    text, mine = t.prompt()
    assert not mine and "Computer" in text                       # not "Your turn" while the computer chooses
    assert draw_mod.plate_tag(t.plan, 0) == "attacking" and draw_mod.plate_tag(t.plan, 1) == "defending"
    assert t.plan.counters[(0, "hp")].active is False


def test_the_banner_says_your_turn_only_when_you_can_move(app, ui):
    t = table_from(app, {"p1": {"hand": ["toasted_rot"]}, "p2": {"hand": ["hairball"]}})
    ui.settle(app)
    assert t.prompt()[1] and t.prompt()[0].startswith("Your turn —")
    t.choreo.beat(beats=2.0, caption="")          # a beat still playing: the table holds your move back
    t.choreo.then(t.refresh_legal)                # (as on_events does)
    t.refresh_legal()
    assert not t.legal
    text, mine = t.prompt()
    assert not mine and "in a moment" in text
    ui.settle(app)
    assert t.legal and t.prompt()[1]
