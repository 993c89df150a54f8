"""The 9DKP table in Large print (issue 13): all type 1.3x and the table still fits.

Every check runs in normal print and in Large print (``assets.TYPE_SCALE`` 1.0 and 1.3): card
names whole words in the head, never under 18 px; the BP now and the BP tokens off the card's
text and off each other, upright and in Katnap; the HP and DKP counters' label, pips, figure
and OVERLOAD apart and inside their box; nine cards in a hand still show every gem; the help
panel's gem legend above the controls line; the banner's words within the banner; the plates'
name and pill apart.
"""
import pygame
import pytest

from game.core import registry
from scenes import assets
from scenes.games import make_table
from scenes.games.ninedkp import draw as draw_mod
from scenes.games.ninedkp.art import NineDKPArt
from scenes.games.ninedkp.tally import Tally
from scenes.table import panels
from scenes.table.focus import controls_room

R = registry.get("ninedkp")
SCALES = (1.0, assets.LARGE_PRINT)


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
    art = NineDKPArt((150, 210))
    P = art.parts(1.0)
    for card in every_card():
        size, lines = art.name_of(card)
        f = assets.font("condbold", size)
        assert round(size * scale) >= 18, card["name"]
        assert len(lines) <= 2 and " ".join(lines) == card["name"], (card["name"], lines)   # no word cut
        assert all(f.size(line)[0] <= P["head"].w for line in lines), card["name"]
        assert not gem_box(art, card, pygame.Rect(0, 0, 150, 210)).colliderect(P["head"]), card["name"]


def test_the_parts_of_a_face_do_not_meet(scale):
    art = NineDKPArt((150, 210))
    P = art.parts(1.0)
    order = [P[n] for n in ("head", "art", "type", "rules", "bar")]
    for a, b in zip(order, order[1:]):
        assert a.bottom <= b.y, (a, b)
    assert all(P["inner"].contains(r) for r in order)
    rules_lh = assets.font("cond", P["sizes"]["rules"]).get_linesize()
    assert P["rules"].h >= rules_lh                      # at least one line of rules text
    for card in every_card():
        assert P["art"].contains(gem_box(art, card, pygame.Rect(0, 0, 150, 210))), card["name"]


@pytest.mark.parametrize("katnap", (False, True), ids=("upright", "katnap"))
def test_bp_and_tokens_stay_off_the_text_and_each_other(scale, katnap):
    art = NineDKPArt((150, 210))
    P = art.parts(1.0)
    card = next(c for c in every_card() if c["key"] == "brick_paw")
    card.update(base_bp=card["printed_bp"] - 200, buff=300, bp=card["printed_bp"] + 100)
    r = pygame.Rect(400, 300, 210, 150) if katnap else pygame.Rect(400, 300, 150, 210)
    parts = art.overlay_parts(r, card)
    assert len(parts) == 3                                   # the BP now and two tokens
    (_, bp), tokens = parts[0], [where for _, where in parts[1:]]
    assert bp == art._place(P["bar"], r, not katnap)         # exactly over the printed BP
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
    assert round(P["size"] * scale) >= 28
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


def test_the_gem_legend_and_the_tips_sit_above_the_controls_line(app, scale):
    t = table_from(app, {"p1": {"hand": ["hairball"]}, "p2": {"hand": ["hairball"]}})
    r = t.layout.rect("zoom")
    bottom = r.h - controls_room(r.w)
    legend = draw_mod.gems_height(r.w)
    size, _ = draw_mod._gem_rows(r.w)
    assert round(size * scale) >= 14
    for gem in draw_mod.GEMS:
        assert assets.text("cond", size, assets.GEM_MEANING[gem]).get_width() <= r.w - draw_mod.GEM_LEFT - 8
    top = 12 + assets.text("bold", 20, "How to play").get_height() + 10
    sizes = (18, 17, 16, 15, 14) + ((13, 12) if scale > 1 else ())
    fits = [s for s in sizes if top + assets.paragraph("sans", s, draw_mod.HELP, r.w - 32, assets.SOFT,
                                                       5 if s > 16 else 3).get_height() <= bottom - legend]
    assert fits, "the tips do not fit above the gem legend"
    drawn = []                             # the panel gives the legend the part above the controls line
    panels.help_panel(r, f"How to play {scale}", draw_mod.HELP, lambda s: drawn.append(s.get_height()),
                      extra_h=legend)
    assert drawn == [bottom]


def banner_fits(t, text: str) -> bool:
    """The banner sets ``text`` (as scenes/table/panels.py does) within its rectangle, whole."""
    r = t.banner_rect()
    kind = "bold"
    for size in (24, 22, 20):
        if len(assets.wrap(kind, size, text, r.w - 36)) <= t.banner_lines:
            break
    lines = assets.wrap(kind, size, text, r.w - 36)
    return len(lines) <= t.banner_lines and len(lines) * (assets.font(kind, size).get_linesize() + 1) <= r.h


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
        used = 14 + assets.text("bold", 22, name).get_width() + 12
        if shown:
            used += assets.text("condbold", 18, shown.upper()).get_width() + 16
        assert used <= r.w - 8, (name, shown)


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
