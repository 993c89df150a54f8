"""9 Card at the convention and on the sofa (issues 12 and 13): the show draws every hand face up
in its own seat's place while normal play keeps the opponent's hidden; the captions say "Your";
the "-N energy" floater stays in the energy zone; in large print the energy rows, plates, pile
labels, help tips and the Assault panel stay inside their boxes at 2, 3 and 4 seats; the log's
header holds the recap button at TV size and the labels under the boxes keep clear of each other
(issue 27)."""
import pygame
import pytest

from game.core import registry
from game.core.contract import CardMoved, StatChanged, seat_name
from scenes import assets
from scenes.table.make import make_table
from scenes.games.ninecard.beats import caption_for, started
from scenes.games.ninecard import draw, places
from scenes.games.ninecard.draw import LABEL_PX, PILE_LABEL_W
from scenes.games.ninecard.art import least
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
    label = assets.font("condbold", LABEL_PX)
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
            used = assets.font("condbold", 23).size(pill.upper())[0] + 28 if pill else 0
            assert assets.font("bold", least(23)).size(name)[0] + 40 + used <= plate.w, (s, name, pill)
            assert name.startswith(t.short_name(s)) and pill in (tag, "")
        deck, discard = t.zone(s, "deck"), t.zone(s, "discard")
        assert abs(deck.centerx - discard.centerx) >= PILE_LABEL_W or abs(deck.centery - discard.centery) >= 90
    app.draw()


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_the_help_zone_keeps_its_tabs_above_the_controls_line(app, large_print, seats):
    """Issue 27: with no card read, the help zone holds the Log and How to play tabs (the sheets,
    scenes/table/sheets.py) under the Hint button, and its foot stays free for the controls line
    (scenes/table/focus.py)."""
    from scenes.table.focus import controls_room
    t = _at_assault(app, seats)
    t.hover = None
    app.draw()
    r = t.shared("zoom")
    assert r.w >= 400 and r.h >= 330
    tabs = t.sheets.tabs
    assert [b.label for b in tabs] == ["Log (O)", "How to play (?)"]
    for b in tabs:
        assert r.contains(b.rect) and b.rect.bottom <= r.bottom - controls_room(r.w), (b.rect, r)


def test_a_dimmed_assault_says_why_and_no_column_looks_chosen_before_its_click(app, ui):
    """Issue 27, point 4: "Assault! (A)" was dimmed with no reason given, and column 1 looked chosen
    but was not until it was clicked. The rulebook: "Declare this by activating the creatures that
    will lead the assault." — no column leads until the player activates it."""
    from scenes.games.ninecard.moves import CHOSEN, UNCHOSEN
    t = _at_assault(app, 2)
    p = t.plan
    assert p.columns == set()
    b = p.assault_button
    assert not b.enabled and "pick a column" in b.label          # the reason, on the button itself
    for c, cb in p.column_buttons.items():                       # none gold, none ticked
        assert cb.colour == UNCHOSEN and "✓" not in cb.label, (c, cb.label)
    ui.click(app, b.rect.center)                                  # a click says it too
    assert t.toast is not None and "column" in str(t.toast).lower()
    col = next(c for c, cb in p.column_buttons.items() if cb.enabled)
    ui.click(app, p.column_buttons[col].rect.center)
    cb = p.column_buttons[col]
    assert p.columns == {col} and cb.colour == CHOSEN and "✓" in cb.label
    assert p.assault_button.enabled and p.assault_button.label == "Assault! (A)"


@pytest.mark.parametrize("print_size", ["normal", "large"])
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_the_log_header_holds_the_recap_button_whole(app, print_size, seats):
    """Issue 27: at 4 seats the log (316 px wide) squeezed the shared "Last turn (L)" button in its
    header to 12 px type. Every seat count's log leaves the button the width it asks for
    (scenes/table/recap.py, between the title and Undo) the room for its label at 26 px or more on
    the screen, with the 20 px of margin scenes/widgets/button.py keeps."""
    from scenes.widgets.log import HEADER
    if print_size == "large":
        assets.set_type_scale(assets.LARGE_PRINT)
    try:
        t = _at_assault(app, seats)
        log = t.log
        assert log.rect == t.shared("log") and log.rect.h >= HEADER + 140
        left = log.rect.x + 14 + assets.font("bold", 26).size(log.title)[0] + 10
        right = log.undo_rect.x - 8
        for label in ("Last turn (L)", "Hide (L)"):
            # the Button fits its label to its width less 20 px: it must not go below 26 px on screen
            assert right - left >= assets.font("bold", least(26)).size(label)[0] + 20, (seats, label, log.rect)
    finally:
        assets.set_type_scale(1.0)


def _label_box(r: pygame.Rect, text: str) -> pygame.Rect:
    """Where draw.pile_label puts ``text`` under ``r`` (draw.label: fitted to PILE_LABEL_W)."""
    size = assets.fit("condbold", text, PILE_LABEL_W, LABEL_PX, least(LABEL_PX))
    w, h = assets.font("condbold", size).size(text)
    box = pygame.Rect(0, 0, w, h)
    box.midtop = (r.centerx, r.bottom + 5)
    return box


@pytest.mark.parametrize("seats", [3, 4])
def test_another_seats_hand_count_stays_clear_of_its_neighbours(app, large_print, seats):
    """Issue 27: at 4 seats "HAND 5" under a life box ran into the energy label beside it, and in
    large print into a pile label or a life figure. Every label under a box (HAND, DECK, DISCARD,
    at two-digit counts) keeps clear of the other labels and of every zone but its own box."""
    t = _at_assault(app, seats)
    lay, n = t.layout, seats
    boxes = []
    for k in range(1, n + 1):
        pos = f"n{n}.p{k}"
        boxes.append((f"{pos}.deck", _label_box(lay.rect(f"{pos}.deck"), "DECK 55")))
        boxes.append((f"{pos}.discard", _label_box(lay.rect(f"{pos}.discard"), "DISCARD 12")))
        if k > 1:
            boxes.append((f"{pos}.life", _label_box(lay.rect(f"{pos}.life"), "HAND 12")))
    zones = [f"n{n}.p{k}.{z}" for k in range(1, n + 1)
             for z in ("grid", "energy", "life", "deck", "discard", "plate")]
    zones += [f"n{n}.{z}" if lay.get(f"n{n}.{z}") else z for z in ("log", "zoom", "banner", "controls", "hand")]
    for i, (under, box) in enumerate(boxes):
        assert pygame.Rect(0, 0, 1920, 1080).contains(box), under
        for other, b in boxes[i + 1:]:
            assert not box.colliderect(b), (under, other)
        if under.endswith(".life"):         # the hand count: clear of every zone
            for z in zones:
                assert z == under or not box.colliderect(lay.rect(z)), (under, z)
