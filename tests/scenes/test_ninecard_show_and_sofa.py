"""9 Card at the convention and on the sofa (issues 12 and 13): the show draws every hand face up
in its own seat's place while normal play keeps the opponent's hidden; the captions say "Your";
the "-N energy" floater stays in the energy zone; in large print the energy rows, plates, pile
labels, help tips and the Assault panel stay inside their boxes at 2, 3 and 4 seats."""
import pygame
import pytest

from game.core import registry
from game.core.contract import CardMoved, StatChanged, seat_name
from scenes import assets
from scenes.games import make_table
from scenes.games.ninecard.beats import caption_for, started
from scenes.games.ninecard import draw, places
from scenes.games.ninecard.draw import HELP_FOOT, PILE_LABEL_W
from game.ninecard.events import AssaultStarted

R = registry.get("ninecard")


@pytest.fixture
def large_print():
    assets.set_type_scale(assets.LARGE_PRINT)
    yield
    assets.set_type_scale(1.0)


def play(app, t, moves: int):
    """``moves`` moves of Normal computer players, each shown to its end."""
    from game.ai.bots import make_bot
    bots = {}
    for _ in range(moves):
        acting = R.to_act(t.state)
        if not acting:
            break
        s = acting[0]
        bots.setdefault(s, make_bot("normal", 7 + s, R))
        t.submit(bots[s].choose(R, R.clone(t.state), s), s)
        t.finish_animations()
    app.frame([], dt=0.0, present=False)


def show_table(app, seats=2, seed=3):
    from scenes.screens import kiosk
    cls = kiosk.kiosk_table("ninecard", True)
    t = cls(app, seats=["computer"] * seats, seed=seed)
    t.autosave_enabled = False
    app.reset(t)
    return t


def test_the_show_draws_every_hand_face_up_in_its_own_place(app):
    t = show_table(app)
    assert type(t).draws_open_hands and t.show_all_hands and t.view_seat is None
    play(app, t, 3)
    zones = []
    for s in range(2):
        own = [c["id"] for c in R.view(t.state, s)[seat_name(s)]["hand"]]        # what the seat itself holds
        zone = t.layout.rect(f"n2.p{s + 1}.hand")
        zones.append(zone)
        assert own and places.hand_ids(t.plan, s) == own
        for cid in own:
            sp = t.sprites[cid]
            assert sp.card and sp.card.get("name"), cid                       # face up, the card's name on it
            assert sp.zone == f"{seat_name(s)}.hand"
            assert zone.inflate(0, 8).contains(sp.rect), (cid, sp.rect, zone)
    assert not zones[0].colliderect(zones[1])
    app.draw()                                                                 # and it draws


def test_normal_play_keeps_the_computer_hand_hidden(app):
    t = make_table(app, "ninecard", ["human", "computer"], 3)
    t.autosave_enabled = False
    app.reset(t)
    play(app, t, 6)
    hidden = R.view(t.state, 1)["p2"]["hand"]
    assert not places.hands_open(t.plan) and places.hand_ids(t.plan, 1) is None and places.hand_rect(t.plan, 1) is None
    assert all(c["id"] not in t.sprites for c in hidden)
    mine = [c["id"] for c in R.view(t.state, 0)["p1"]["hand"]]
    hand = t.shared("hand")
    assert all(hand.inflate(0, 40).contains(t.sprites[c].rect) for c in mine)


def test_an_open_hands_lesson_shows_both_hands(app):
    from scenes.table.open_hands import OpenHands
    t = make_table(app, "ninecard", ["human", "computer"], 3)
    t.ruleset = OpenHands(t.ruleset)
    t.sync(animate=False)
    other = [c["id"] for c in R.view(t.state, 1)["p2"]["hand"]]
    assert places.hands_open(t.plan) and places.hand_ids(t.plan, 1) == other
    zone = t.layout.rect("n2.p2.hand")
    assert all(zone.inflate(0, 8).contains(t.sprites[c].rect) and t.sprites[c].card for c in other)


def test_captions_say_your_for_the_seat_at_the_screen(app):
    t = make_table(app, "ninecard", ["human", "computer"], 3)
    t.choreo.queue.clear()
    assert caption_for(t.plan, [CardMoved("x", "p1.spent", "p1.ready")]) == "Your energy readies"
    assert caption_for(t.plan, [CardMoved("x", "p2.spent", "p2.ready")]) == "Computer's energy readies"
    assert caption_for(t.plan, [CardMoved("x", "p1.ready", "p1.spent")] * 2) == "You pay 2 energy"
    assert caption_for(t.plan, [CardMoved("x", "p1.deck", "p1.hand")]) == "You draw 1 card"
    t.plan.cards["att"] = {"name": "Fen Witch"}
    started(t.plan, AssaultStarted("att", 0, 1))
    assert t.choreo.queue[-1].caption == "Fen Witch assaults your column 2"
    for text in (b.caption for b in t.choreo.queue):
        assert "You's" not in text and "You has" not in text


@pytest.mark.parametrize("seats", [2, 4])
def test_the_energy_paid_floater_stays_in_the_energy_zone(app, seats):
    t = make_table(app, "ninecard", ["human"] + ["computer"] * (seats - 1), 3)
    for s in range(seats):
        t.plan.floaters.clear()
        from scenes.games.ninecard.beats import beat_paid
        beat_paid(t.plan, StatChanged(seat_name(s), "energy_paid", 0, 6))
        f = t.plan.floaters.items[-1]
        top = f.surf.get_rect(center=(int(f.pos[0]), int(f.pos[1] - f.rise)))
        low = f.surf.get_rect(center=(int(f.pos[0]), int(f.pos[1])))
        energy = t.zone(s, "energy")
        for r in (top, low):
            assert energy.contains(r), (s, r, energy)
            for other in ("life", "plate", "deck", "discard"):
                assert not r.colliderect(t.zone(s, other)), (s, other)


def _at_assault(app, seats):
    """A table at the viewer's Assault choice with every opponent a target."""
    setup = {"seats": seats, "active": "p1",
             "p1": {"grid": {"r0c0": {"card": "ember_pup"}, "r0c1": {"card": "ash_raven"}}}}
    for k in range(2, seats + 1):
        setup[f"p{k}"] = {"grid": {"r0c1": {"card": "river_otter"}}}
    state = R.scenario_state({"setup": setup, "seed": 1}, "test")
    t = make_table(app, "ninecard", ["human"] + ["computer"] * (seats - 1), 1, state=state)
    app.reset(t)
    t.refresh_legal()
    app.frame([], dt=0.0, present=False)
    return t


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_large_print_keeps_the_table_inside_its_boxes(app, large_print, seats):
    t = _at_assault(app, seats)
    assert t.plan.assaults and (seats == 2 or len(t.plan.target_buttons) == seats - 1)
    panel = t.shared("controls")
    for b in t.buttons:
        assert panel.contains(b.rect), (b.label, b.rect, panel)
    label = assets.font("condbold", 16)
    for s in range(seats):
        # energy: the cards below the label line, inside the zone, for a full zone too
        zone = t.zone(s, "energy")
        for ready, spent in ((0, 0), (3, 2), (7, 6)):
            rpos, spos, labels = places.energy_layout(t.plan, s, ready, spent)
            a = t.plan.small[s]
            for (x, y), (w, h) in [(p, (a.w, a.h)) for p in rpos] + [(p, (a.h, a.w)) for p in spos]:
                card = pygame.Rect(0, 0, w, h)
                card.center = (round(x), round(y))
                assert zone.inflate(2, 2).contains(card), (s, ready, spent)
                assert card.top >= labels[0][1] + label.get_ascent() - 2
        # the plate's name beside its tag, the pile labels side by side
        plate = t.zone(s, "plate")
        for tag in ("your turn", "to play", "target", "out"):
            name, pill = draw.plate_text(t.plan, plate, s, tag)
            used = assets.font("condbold", 18).size(pill.upper())[0] + 28 if pill else 0
            assert assets.font("bold", 22).size(name)[0] + 40 + used <= plate.w, (s, name, pill)
            assert name.startswith(t.short_name(s)) and pill in (tag, "")
        deck, discard = t.zone(s, "deck"), t.zone(s, "discard")
        assert abs(deck.centerx - discard.centerx) >= PILE_LABEL_W or abs(deck.centery - discard.centery) >= 90
    app.draw()


@pytest.mark.parametrize("seats", [2, 4])
def test_the_help_tips_leave_the_foot_of_the_panel_free(app, large_print, seats):
    """The controls line is drawn at the help panel's foot (scenes/table/focus.py)."""
    t = _at_assault(app, seats)
    r = t.shared("zoom")
    panel = draw.help_panel(t.plan, r)
    bg = panel.get_at((r.w // 2, r.h - HELP_FOOT + 4))
    for y in range(r.h - HELP_FOOT, r.h - 16):
        for x in range(20, r.w - 20, 3):
            assert panel.get_at((x, y)) == bg, (x, y)
