"""The 9DKP table in Large print (issue 13) and read from a sofa (issue 27): all type 1.3x and
the table still fits.

Every check runs in normal print and in Large print (``assets.TYPE_SCALE`` 1.0 and 1.3), at the
card size of the table's map: card names whole words in the head, never under 23 px; the BP now
and the BP tokens off the card's text and off each other, upright and in Katnap; the HP and DKP
counters' label, pips, figure (32 px or more) and OVERLOAD apart and inside their box; nine
cards in a hand still show every gem; the reading panel holds every card's whole text at 29 px
under its face; the help zone has room for its tabs, the Hint and the controls line; the
banner's words within the banner; the plates' name and pill apart.
"""
import pygame
import pytest

from game.core import registry
from scenes import assets
from scenes.table.make import make_table
from scenes.games.ninedkp import draw as draw_mod
from scenes.games.ninedkp.art import NineDKPArt
from scenes.games.ninedkp.tally import Tally
from scenes.layout import load_layout
from scenes.table import panels
from scenes.table.focus import controls_room

R = registry.get("ninedkp")
SCALES = (1.0, assets.LARGE_PRINT)
#: the card size of the table's map (data/layouts/ninedkp.tmx)
SIZE = load_layout("ninedkp").card_size


@pytest.fixture(params=SCALES, ids=("normal", "large"))
def scale(request, app):
    assets.set_type_scale(request.param)
    yield request.param
    assets.set_type_scale(1.0)


def every_card() -> list[dict]:
    """Every card of the game as a view shows it."""
    defs = R.new_game(2, 1)["defs"]
    return [{"id": k, "key": d["key"], "name": d["name"], "type": d["type"], "faction": d["faction_name"],
             "rank": d["rank"], "gem": d["gem"], "dkp": d["dkp"], "hp_cost": d["hp_cost"],
             "printed_bp": d["bp"], "bp": d["bp"], "base_bp": d["bp"], "buff": 0, "text": d["rules"]}
            for k, d in defs.items()]


def table_from(app, setup, seats=("human", "computer")):
    state = R.scenario_state({"setup": setup, "seed": 1}, "test")
    t = make_table(app, "ninedkp", list(seats), 1, state=state)
    app.push(t)
    t._curtain_pending = False
    t.finish_animations()
    app.frame([], dt=0.0, present=False)
    return t


def gem_box(art: NineDKPArt, card: dict, at: pygame.Rect) -> pygame.Rect:
    r, c = art.gem_place(card, 1.0)
    return pygame.Rect(at.x + c[0] - r, at.y + c[1] - r, 2 * r, 2 * r)


def test_names_are_whole_words_in_the_head(scale):
    art = NineDKPArt(SIZE)
    P = art.parts(1.0)
    for card in every_card():
        size, lines = art.name_of(card)
        f = assets.font("condbold", size)
        assert round(size * scale) >= 23, card["name"]
        assert len(lines) <= 2 and " ".join(lines) == card["name"], (card["name"], lines)   # no word cut
        assert all(f.size(line)[0] <= P["head"].w for line in lines), card["name"]
        assert not gem_box(art, card, pygame.Rect((0, 0), SIZE)).colliderect(P["head"]), card["name"]


def test_the_parts_of_a_face_do_not_meet(scale):
    art = NineDKPArt(SIZE)
    P = art.parts(1.0)
    order = [P[n] for n in ("head", "art", "type", "rules", "bar")]
    for a, b in zip(order, order[1:]):
        assert a.bottom <= b.y, (a, b)
    assert all(P["inner"].contains(r) for r in order)
    rules_lh = assets.font("cond", P["sizes"]["rules"]).get_linesize()
    assert P["rules"].h >= rules_lh                      # at least one line of rules text
    for card in every_card():
        assert P["art"].contains(gem_box(art, card, pygame.Rect((0, 0), SIZE))), card["name"]
    assert P["bar"].contains(P["mark"]) and P["bar"].contains(P["bp"]) and not P["mark"].colliderect(P["bp"])
    assert assets.font("condbold", P["sizes"]["mark"]).size("POW")[0] < P["mark"].w     # the widest rank mark


@pytest.mark.parametrize("katnap", (False, True), ids=("upright", "katnap"))
def test_bp_and_tokens_stay_off_the_text_and_each_other(scale, katnap):
    art = NineDKPArt(SIZE)
    P = art.parts(1.0)
    card = next(c for c in every_card() if c["key"] == "brick_paw")
    card.update(base_bp=card["printed_bp"] - 200, buff=300, bp=card["printed_bp"] + 100)
    w, h = SIZE
    r = pygame.Rect(400, 300, h, w) if katnap else pygame.Rect(400, 300, w, h)
    parts = art.overlay_parts(r, card)
    assert len(parts) == 2                                   # two tokens (the BP now is in the face's bar)
    tokens = [where for _, where in parts]
    assert art.face_key(card, 1.0) != art.face_key(dict(card, bp=card["printed_bp"]), 1.0)   # a face per BP
    text = [art._place(P[n], r, not katnap) for n in ("head", "type", "rules")]
    box = art._place(P["art"], r, not katnap)
    for t in tokens:
        assert box.contains(t), (t, box)
        assert not any(t.colliderect(x) for x in text)
    assert not tokens[0].colliderect(tokens[1])
    plain = dict(card, base_bp=card["printed_bp"], buff=0, bp=card["printed_bp"])
    assert art.overlay_parts(r, plain) == []                 # nothing over an unchanged card


@pytest.mark.parametrize("label,value,kw", [("HP", 2000, {}), ("HP", 0, {}),
                                             ("DKP", 10, {"maximum": 10, "pips": 10}),
                                             ("DKP", 4, {"maximum": 10, "pips": 10})])
def test_counters_keep_their_figures_apart(app, scale, label, value, kw):
    t = table_from(app, {"p1": {"hand": ["hairball"]}, "p2": {"hand": ["hairball"]}})
    c = Tally(t.layout.rect("p1.hp" if label == "HP" else "p1.dkp"), label, value, **kw)
    P = c.parts(value)
    f = assets.font("bold", P["size"])
    assert round(P["size"] * scale) >= 32                   # a key number, read from a sofa
    assert f.size(str(value))[0] <= P["figure"].w
    boxes = [P[n] for n in ("label", "figure", "pips", "over") if P[n] is not None]
    assert all(c.rect.contains(b) for b in boxes)
    for i, a in enumerate(boxes):
        assert not any(a.colliderect(b) for b in boxes[i + 1:]), boxes
    assert (P["over"] is not None) == (value == kw.get("maximum"))
    c.draw(app.canvas)


def test_nine_cards_in_a_hand_show_every_gem(app, scale):
    keys = ["cheerleader_leona", "kiri_ninth_tail", "ambulance_tabby", "tailbearer_ryu", "nightmare_manx",
            "hairball", "babusa", "dumpster_king", "field_medic"]
    t = table_from(app, {"p1": {"hand": keys}, "p2": {"hand": ["hairball"]}})
    hand = [sp for sp in draw_mod.draw_list(t.plan) if sp.zone == "p1.hand"]
    assert len(hand) == 9
    for i, sp in enumerate(hand):
        gem = gem_box(t.plan.art, sp.card, sp.rect)
        for later in hand[i + 1:]:
            assert not later.rect.colliderect(gem), (sp.card["name"], later.card["name"])


def test_the_reading_panel_holds_every_card_whole_at_29_px(app, scale):
    """"the full text of the focused or hovered card is always readable in a reading panel at 29
    px or more" (issue 27): the face, the BP now and every word of the card's text inside the zone."""
    t = table_from(app, {"p1": {"hand": ["hairball"]}, "p2": {"hand": ["hairball"]}})
    r = t.layout.rect("zoom")
    for card in every_card():
        if card["type"] == "character":
            card.update(base_bp=card["printed_bp"] + 200, buff=100, bp=card["printed_bp"] + 300)
        sp = t.sprites[t.view["p1"]["hand"][0]["id"]]
        sp.card = card
        t.hover = sp
        app.canvas.fill((0, 0, 0))
        assets.start_recording()
        try:
            canvas = assets.recording_canvas(app.canvas.get_size())
            draw_mod.zoom_preview(t.plan, canvas)
            texts = assets.recorded(canvas)
        finally:
            assets.stop_recording()
        body = [e for e in texts if e["kind"] == "sans"]
        said = " ".join(e["string"] for e in body)
        if card["text"]:
            assert " ".join(card["text"].split()) in " ".join(said.split()), card["name"]
        assert all(e["px"] >= 29 for e in body), card["name"]
        assert all(r.contains(e["ink"]) for e in texts), card["name"]
        assert not any(e["clipped"] or e["outside"] for e in texts), (card["name"], [e for e in texts if e["clipped"] or e["outside"]])
    t.hover = None


def test_the_help_zone_has_room_for_its_tabs_the_hint_and_the_controls(app, scale):
    t = table_from(app, {"p1": {"hand": ["hairball"]}, "p2": {"hand": ["hairball"]}})
    r = t.layout.rect("zoom")
    assert r.w >= 400 and r.h >= 330
    t.hover = None
    app.dirty = True
    app.draw()
    tabs = t.sheets.tabs
    assert len(tabs) == 2 and all(r.contains(b.rect) for b in tabs)
    assert all(b.rect.bottom <= r.bottom - controls_room(r.w) for b in tabs)
    for gem in ("black", "yellow", "blue", "red", "green"):        # How to play tells the gems
        assert gem in t.rules_hint()
    assert "discard pile" in t.rules_hint() and "right-click" in t.rules_hint()


def banner_fits(t, text: str) -> bool:
    """The banner sets ``text`` (as scenes/table/panels.py does) within its rectangle, whole."""
    r = t.banner_rect()
    kind = "bold"
    for size in panels.BANNER_SIZES:
        n = len(assets.wrap(kind, size, text, r.w - 36))
        if n <= t.banner_lines and n * (assets.font(kind, size).get_linesize() + 1) <= r.h - 8:
            return True
    return False


def test_the_banner_says_it_all_within_the_banner(app, scale):
    t = table_from(app, {"p1": {"hand": ["toasted_rot", "claw_swipe"], "dkp": 5,
                                "range": [{"card": "hex_lynx"}, {"card": "street_sage"}]},
                         "p2": {"range": [{"card": "brick_paw"}], "hand": ["hairball"]}})
    text, mine = t.prompt()
    assert mine and "End Turn" in text and "attack" in text and "ability" in text
    assert banner_fits(t, text), text
    # defending against the longest name there is
    t2 = table_from(app, {"active": "p2", "p1": {"range": [{"card": "brick_paw"}], "hand": ["hairball"]},
                          "p2": {"range": [{"card": "kiri_ninth_tail"}], "hand": ["hairball"]}})
    kiri = t2.view["p2"]["range"][0]["id"]
    from game.ninedkp.actions import Attack
    t2.submit(Attack(kiri), 1)
    t2.finish_animations()
    text, mine = t2.prompt()
    assert mine and "Kiri of the Ninth Tail" in text
    assert banner_fits(t2, text), text


def test_a_plate_keeps_its_name_and_pill_apart(app, scale):
    t = table_from(app, {"p1": {"hand": ["hairball"]}, "p2": {"hand": ["hairball"]}}, seats=("computer",) * 2)
    r = t.layout.rect("p2.plate")
    for tag in ("defending", "attacking", "its turn", "choosing", "to play", "your turn"):
        name, _, shown = draw_mod.plate_words(t.plan, 1, tag, r.w)
        used = assets.text("bold", 23, name).get_width()          # as scenes/table/panels.py sets them
        if shown:
            used += assets.text("condbold", 23, shown.upper()).get_width() + 16 + 12
        assert used <= r.w - 28, (name, shown)


def test_an_attacker_leans_out_but_stays_in_its_range(app, scale):
    t = table_from(app, {"active": "p2", "p1": {"range": [{"card": "brick_paw"}], "hand": ["hairball"]},
                         "p2": {"range": [{"card": "soot_imp"}, {"card": "kiri_ninth_tail"}], "hand": ["hairball"]}})
    from game.ninedkp.actions import Attack
    kiri = t.view["p2"]["range"][1]["id"]
    t.submit(Attack(kiri), 1)
    t.finish_animations()
    sp = t.sprites[kiri]
    assert sp.pos[1] > t.sprites[t.view["p2"]["range"][0]["id"]].pos[1]       # it leans toward the enemy
    assert t.layout.rect("p2.range").contains(sp.rect)
    assert not sp.rect.colliderect(t.banner_rect())
