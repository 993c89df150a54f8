"""Kongai from the sofa (issues 13, 15 and 27): type sizes on every screen, Large print that still
fits, draft tiles that keep their places, highlights that read the legal list, no "your move"
while a computer thinks, and a help panel whose foot shows the controls of the device used last.

The sizes are what ``assets.note`` records (scenes/games/kongai/stats.py): names >= 23 px,
key numbers (health, energy, defences, an ability's speed and damage) >= 32 px, rules text
>= 16 px at 1920x1080 (issue 27: "card names at least 23 px; key numbers ... at least 32 px";
"Rules text on table-size cards may be shortened (and at least 16 px)"); with Large print nothing
is cut short (``stats.CUT``) and every key number is still drawn."""
from collections import defaultdict
from types import SimpleNamespace

import pygame
import pytest

from game.core import registry
from game.kongai.actions import Draft, Equip, Rest
from scenes import assets
from scenes.table.make import make_table
from scenes.games.kongai import acts, centre, draw, moves, stats
from scenes.layout import load_layout
from scenes.table.focus import CONTROLS, controls_room
from scenes.widgets.overlays import ZoomScene
from tests.scenes import text_audit

R = registry.get("kongai")
LONG = ["cornelius_constantine", "andromeda", "yoshiro", "rumiko", "higashi"]


def _duel(app, setup, seats=("human", "human"), view=0, options=None):
    state = R.scenario_state({"setup": setup, "seed": 3, "options": options or {}}, "test")
    t = make_table(app, "kongai", list(seats), 3, state=state)
    t.autosave_enabled = False
    app.reset(t)
    t._curtain_pending = False
    t.bot_pace = 0.0
    t.set_view_seat(view)
    return t


def _fresh(app, options=None, seats=("human", "human"), picks=0, until=None):
    t = make_table(app, "kongai", list(seats), 5, options=options or {},
                   record=SimpleNamespace(options=options or {}, actions=[], path=None))
    t.autosave_enabled = False
    app.reset(t)
    for _ in range(200):
        if until is None and picks <= 0 or until is not None and t.view["phase"] == until:
            break
        seat = R.to_act(t.state)[0]
        t.submit(R.legal_actions(t.state, seat)[0], seat)
        t.finish_animations()
        picks -= 1
    t._curtain_pending = False
    acting = R.to_act(t.state)
    t.set_view_seat(acting[0] if acting else 0)
    return t


def _screens(app):
    """Every screen of the table, each drawn (a generator: one table at a time)."""
    t = _fresh(app, picks=3)
    t._motion(t.plan.tiles[0][0].center)                         # a pool tile hovered: its moves below
    yield "draft", t
    t = _fresh(app, {"mode": "5v5_items"}, until="items")
    moves.tile_click(t.plan, "item", next(p for _, k, p in t.plan.tiles if k == "item"), 1)
    yield "items", t
    yield "pick_start", _fresh(app, {"mode": "5v5"}, until="pick_start")
    busy = {"range": "far", "phase": "combat", "calm": 3,
            "p1": {"team": [{"character": "cornelius_constantine", "poison": {"amount": 5, "turns": 2},
                             "buffs": [{"stat": "speed", "amount": -3, "turns": 2}],
                             "health": 40, "energy": 35}] + LONG[1:], "switched_last_turn": True},
            "p2": {"team": [{"character": "onimaru", "buffs": [{"stat": "defence", "type": "physical",
                                                               "amount": 2, "turns": 2}]},
                            "ambrosia_thorn", "marquis_le_morte", "helene", "zina"]}}
    yield "combat 5v5", _duel(app, busy)
    yield "combat 3v3", _duel(app, {"range": "close", "phase": "combat",
                                    "p1": {"team": ["rumiko", "popo", "juju"]},
                                    "p2": {"team": ["onimaru", "helene", "zina"]}})
    yield "maneuver", _duel(app, {"range": "close", "phase": "maneuver",
                                  "p1": {"team": ["tafari", "popo"]}, "p2": {"team": ["yoshiro", "helene"]}})
    t = _duel(app, {"range": "close", "phase": "combat",
                    "p1": {"team": [{"character": "rumiko", "health": 3, "poison": {"amount": 5, "turns": 1}},
                                    "popo", "marquis_le_morte"]},
                    "p2": {"team": ["onimaru", "helene"]}})
    t.submit(Rest(), 0)
    t.submit(Rest(), 1)
    t.finish_animations()
    t._curtain_pending = False
    t.set_view_seat(0)
    assert t.view["phase"] == "replace"
    yield "replace", t


def _measure(app, t):
    stats.CUT = []
    assets.TYPE_LOG = []
    try:
        assets.reset()
        t.plan.art._cache.clear()
        t.plan._reveal_cache = None
        t.plan.bg = None
        t.finish_animations()
        app.dirty = True
        app.draw()
        return list(assets.TYPE_LOG), list(stats.CUT)
    finally:
        assets.TYPE_LOG = None
        stats.CUT = None


@pytest.fixture
def large(app):
    assets.set_type_scale(assets.LARGE_PRINT)
    yield app
    assets.set_type_scale(1.0)


def test_names_numbers_and_rules_text_reach_the_sofa_sizes_on_every_screen(app):
    seen = set()
    for name, t in _screens(app):
        log, cut = _measure(app, t)
        by = defaultdict(list)
        for role, px, where in log:
            by[role].append((px, where))
        assert by["name"] and by["number"], name
        for role, least in (("name", 23), ("number", 32), ("rules", 16)):
            small = [(px, w) for px, w in by[role] if px < least]
            assert not small, (name, role, small[:5])
        seen |= {w.split()[0] for _, w in by["number"]}
        assert not cut, (name, cut)
    # the figures a player compares are large wherever they are drawn: the big card (speed and
    # damage), the health / energy bars, the defences, the bench, the buttons, the draft pool
    assert {"card", "vitals", "defence", "bench", "button", "pool", "team"} <= seen, seen


def test_large_print_cuts_nothing_short_and_keeps_every_key_number(large):
    app = large
    for name, t in _screens(app):
        log, cut = _measure(app, t)
        assert not cut, (name, cut)
        numbers = [w for role, px, w in log if role == "number"]
        if name.startswith(("combat", "maneuver", "replace")):
            card = [w for w in numbers if w.startswith("card")]
            assert len(card) >= 2 * 4 * 2 - 2, (name, card)      # speed and damage of the 4 abilities, both cards
            assert sum(w == "vitals" for w in numbers) >= 4 and sum(w == "defence" for w in numbers) >= 6
        if name.startswith("combat"):
            buttons = [b for b in t.buttons if b.visible and b.stats]
            assert len([w for w in numbers if w.startswith("button")]) >= sum(
                1 for b in buttons if b.rect.h > 100), name            # every tall button shows its numbers
        for b in t.buttons:
            assert t.layout.rect("choices").contains(b.rect) or name in ("items",), (name, b.title)


def test_the_phase_tips_fit_the_caption_strip_in_both_sizes(app):
    """Issue 27: "the log and 'How to play' folded away until asked for": the help zone holds the
    two tabs and the controls line (at least ~330 px tall and ~400 wide); each phase's tip moved
    to the caption strip, whole on two lines of at least 23 px in both print sizes."""
    from scenes.games.kongai.centre import HOVER_TAIL, TIPS, TIPS_TAIL
    lay = load_layout("kongai")
    r, help_ = lay.rect("caption"), lay.rect("help")
    assert help_.h >= 330 and help_.w >= 400
    for scale in (1.0, assets.LARGE_PRINT):
        assets.set_type_scale(scale)
        try:
            for phase, tips in TIPS.items():
                text = tips + TIPS_TAIL + HOVER_TAIL
                stats.CUT = []
                para = centre.caption_text(text, r)
                assert not stats.CUT and para.get_height() <= r.h, (scale, phase, stats.CUT, para.get_height())
        finally:
            stats.CUT = None
            assets.set_type_scale(1.0)


# --------------------------------------------------------------------------- what was seen (issue 27)
@pytest.mark.parametrize("scale", [1.0, assets.LARGE_PRINT])
def test_every_draft_tile_keeps_its_innate_line(app, scale):
    """Issue 27, point 4: "Kongai: Cornelius Constantine's draft tile loses its Innate line"."""
    assets.set_type_scale(scale)
    try:
        t = _fresh(app)
        texts = text_audit.record_frame(app)
        tiles = [(r, p) for r, k, p in t.plan.tiles if k == "draft"]
        assert "cornelius_constantine" in {p for _, p in tiles}
        for r, key in tiles:
            innate = stats_innate(t, key)
            inside = " ".join(e["string"] for e in texts if r.contains(e["ink"]))
            assert innate in inside, (scale, key, inside)
    finally:
        assets.set_type_scale(1.0)


def stats_innate(t, key) -> str:
    from scenes.games.kongai.draft import roster
    return roster(t.plan)[key]["innate"]["name"]


@pytest.mark.parametrize("scale", [1.0, assets.LARGE_PRINT])
def test_the_bench_keeps_its_phy_lig_drk_row(app, scale):
    """Issue 27, point 4: "Large print: ... Kongai's bench loses its PHY / LIG / DRK row"."""
    assets.set_type_scale(scale)
    try:
        t = _duel(app, {"range": "close", "phase": "combat", "p1": {"team": ["cornelius_constantine", "rumiko",
                                                                              "andromeda"]},
                        "p2": {"team": ["onimaru", "marquis_le_morte", "ambrosia_thorn"]}})
        t.finish_animations()
        texts = text_audit.record_frame(app)
        for s in (0, 1):
            for r in draw.bench_slots(t.zone(s, "bench"), 2):
                inside = [e["string"] for e in texts if r.contains(e["ink"])]
                assert {"PHY", "LIG", "DRK"} <= set(inside), (scale, s, inside)
        assert not [x for x in text_audit.problems(texts) if "overlap" in x]
    finally:
        assets.set_type_scale(1.0)


@pytest.mark.parametrize("scale", [1.0, assets.LARGE_PRINT])
def test_the_zoom_keeps_an_abilitys_name_clear_of_its_cost(app, scale):
    """Issue 27, point 4: "in the zoom 'Hunting Spear' overlaps '35 energy'"."""
    assets.set_type_scale(scale)
    try:
        t = _duel(app, {"range": "close", "phase": "combat", "p1": {"team": ["tafari", "popo"]},
                        "p2": {"team": ["onimaru", "helene"]}})
        moves.zoom(t.plan, next(c for c in t.plan.chars if t.plan.chars[c]["key"] == "tafari"), "bench")
        assert isinstance(app.stack[-1], ZoomScene)
        texts = text_audit.record_frame(app, top_only=True)
        assert any("Hunting Spear" in e["string"] for e in texts)
        assert not [x for x in text_audit.problems(texts) if "overlap" in x]
    finally:
        assets.set_type_scale(1.0)


# --------------------------------------------------------------------------- what was seen (issue 13)
def test_draft_tiles_keep_their_places_after_a_pick(app):
    t = _fresh(app, picks=1)
    before = {p: r.copy() for r, k, p in t.plan.tiles if k in ("draft", "taken")}
    pointer = before["onimaru"].center                       # the pointer rests on Onimaru
    t._motion(pointer)
    assert t.plan.hover_tile == ("draft", "onimaru")
    seat = R.to_act(t.state)[0]
    t.submit(Draft("rumiko"), seat)                          # someone else takes Rumiko
    t.finish_animations()
    after = {p: r for r, k, p in t.plan.tiles if k in ("draft", "taken")}
    assert after == before                                   # nobody moved
    assert ("taken" in {k for _, k, p in t.plan.tiles if p == "rumiko"})
    t._motion(pointer)
    assert t.plan.hover_tile == ("draft", "onimaru")              # the same character under the pointer
    t.set_view_seat(seat)
    app.draw()


def test_draft_highlights_and_the_focus_cursor_read_the_legal_list(app):
    st = R.new_game(2, 4)
    R.apply(st, 0, Draft("rumiko"))                          # the computer picks next
    t = make_table(app, "kongai", ["human", "computer"], 4, state=st)
    t.autosave_enabled = False
    app.reset(t)
    t.bot_pace = 1e9
    assert not t.legal
    assert not any(acts.tile_acts(t.plan, k, p) for _, k, p in t.plan.tiles)
    first = t.focus_items()[0]
    assert first.zone != "draft" or not acts.tile_acts(t.plan, *first.value)
    r = next(r for r, k, p in t.plan.tiles if k == "draft")
    t._motion(r.center)
    app.dirty = True
    app.draw()
    edge = app.canvas.get_at((r.centerx, r.y - 2))[:3]
    assert edge != assets.GLOW                              # hovered, but not a pick of mine: no glow


def test_item_targets_glow_only_where_the_item_may_go(app):
    t = _fresh(app, {"mode": "5v5_items"}, until="items")
    seat = R.to_act(t.state)[0]
    item = next(p for _, k, p in t.plan.tiles if k == "item")
    moves.tile_click(t.plan, "item", item, 1)
    mine = {c["id"] for c in t.view[f"p{seat + 1}"]["team"]}
    legal = {a.character for a in t.legal if isinstance(a, Equip) and a.item == item}
    acting = {it.value[1] for it in t.focus_items() if it.kind == "tile" and it.value[0] == "team"
              and acts.tile_acts(t.plan, *it.value)}
    assert acting == legal and acting <= mine                 # never the other team's characters
    theirs = next(p for _, k, p in t.plan.tiles if k == "team" and p not in mine)
    assert not acts.tile_acts(t.plan, "team", theirs)


def test_no_your_move_while_the_computer_thinks(app):
    t = _duel(app, {"range": "close", "phase": "combat", "p1": {"team": ["rumiko", "popo"]},
                    "p2": {"team": ["onimaru", "helene"]}}, seats=("human", "computer"))
    t.bot_pace = 1e9                                          # the computer's choice waits
    text, mine = t.prompt()
    assert mine and "Combat" in text                          # my choice, made at the same time as its
    assert draw.plate_tag(t.plan, 1)[0] in ("THINKING", "✓ CHOSEN") and draw.plate_tag(t.plan, 0)[0] == "CHOOSING"
    t.submit(Rest(), 0)
    text, mine = t.prompt()
    assert not mine and "thinking" in text and "Locked in" in text
    st = R.new_game(2, 4)
    R.apply(st, 0, Draft("rumiko"))
    d = make_table(app, "kongai", ["human", "computer"], 4, state=st)
    d.autosave_enabled = False
    text, mine = d.prompt()
    assert not mine and "thinking" in text and "Your" not in text


def test_a_hot_seat_prompt_keeps_a_name_capitalised(app):
    t = _duel(app, {"range": "close", "phase": "combat",
                    "p1": {"team": [{"character": "tafari", "health": 3, "poison": {"amount": 5, "turns": 1}},
                                    "popo"]},
                    "p2": {"team": ["onimaru", "helene"]}})
    t.submit(Rest(), 0)
    t.submit(Rest(), 1)
    t.finish_animations()
    t._curtain_pending = False
    t.set_view_seat(0)
    assert "Tafari is knocked out" in t.prompt()[0]


# --------------------------------------------------------------------------- couch controls (issue 15)
def _draw(app, t, device):
    app.last_device = device
    t.plan.hover_btn = None
    app.dirty = True
    app.draw()
    return app.canvas.copy()


@pytest.mark.parametrize("screen", ["draft", "combat"])
def test_the_help_panel_shows_the_controls_of_the_device_used_last(app, screen):
    t = _fresh(app, picks=2) if screen == "draft" else _duel(
        app, {"range": "close", "phase": "combat", "p1": {"team": ["rumiko", "popo"]},
              "p2": {"team": ["onimaru", "helene"]}})
    t.finish_animations()
    help_ = t.focus_help_rect()
    assert help_ == t.layout.rect("help")
    for other in ("log", "caption", "choices", "banner", "draft.detail", "p2.bench", "turn"):
        assert not help_.colliderect(t.layout.rect(other)), other
    mouse = _draw(app, t, "mouse")
    pad = _draw(app, t, "pad")
    foot = pygame.Rect(help_.x, help_.bottom - controls_room(help_.w), help_.w, controls_room(help_.w))
    outside = [(x, y) for x in range(0, 1920, 16) for y in range(0, 1080, 16) if not foot.collidepoint(x, y)]
    assert all(mouse.get_at(p) == pad.get_at(p) for p in outside)        # the line covers nothing else
    assert any(mouse.get_at((x, y)) != pad.get_at((x, y))
               for x in range(foot.x, foot.right, 3) for y in range(foot.y, foot.bottom, 3))
    # the foot of the panel itself is empty: the tabs end above the line
    surf = pygame.Surface((1920, 1080), pygame.SRCALPHA)
    t.sheets.draw_home(surf, help_)
    box = foot.inflate(-24, -8)
    colours = {tuple(surf.get_at((x, y))) for x in range(box.x, box.right, 2) for y in range(box.y, box.bottom, 2)}
    assert len(colours) == 1, colours
    assert all(b.rect.bottom <= foot.y for b in t.sheets.tabs)
    assert CONTROLS["pad"]


@pytest.mark.parametrize("scale", [1.0, assets.LARGE_PRINT])
def test_a_revealed_choice_stands_on_its_plate_clear_of_the_card(app, scale):
    """Issue 27 ("the computer's turn is over before it is seen"): while both choices are revealed,
    each seat's choice is said on its own plate (it lay across the card, over the SPEED column and
    the innate text); a long one in fewer words ("→ Cornelius Constantine"). Recorded in the
    middle of the reveal beat: every choice drawn inside its plate, nothing overlapping."""
    from game.ai.bots import make_bot
    assets.set_type_scale(scale)
    try:
        t = make_table(app, "kongai", ["human", "computer"], 5)
        t.autosave_enabled = False
        t._drive_bot = lambda busy: None
        app.reset(t)
        t.finish_animations()
        bots, seen = {}, 0
        for _ in range(80):
            acting = t.rules.to_act(t.state)
            if not acting or t.rules.outcome(t.state) is not None or seen >= 4:
                break
            seat = acting[0]
            bot = bots.setdefault(seat, make_bot("normal", 31 + seat, t.rules))
            t.submit(bot.choose(t.rules, t.rules.clone(t.state), seat), seat)
            t._curtain_pending = False
            for _ in range(400):
                if not t.busy:
                    break
                app.frame([], dt=0.05, present=False)
                if t.plan.ribbons and t.choreo.caption.startswith("Both choices revealed"):
                    beat = t.choreo.current
                    for _ in range(14):             # the starting characters' slide-in settles (0.45 s)
                        app.frame([], dt=0.05, present=False)
                    assert t.choreo.current is beat             # (still the reveal: it holds 2 s)
                    texts = text_audit.record_frame(app)
                    assert not text_audit.problems(texts), text_audit.problems(texts)[:5]
                    for s, (said, _) in t.plan.ribbons.items():
                        plate = t.zone(s, "plate")
                        on_plate = [e["string"] for e in texts if plate.contains(e["ink"])]
                        assert any(w in on_plate for w in draw.ribbon_wordings(said)), (said, on_plate)
                    seen += 1
                    t.finish_animations()
                    break
    finally:
        assets.set_type_scale(1.0)
    assert seen >= 3
