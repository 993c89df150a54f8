"""Tricksy Kittens' words fit their places (issue 13): with Large print (all type 1.3x) at 3, 4,
6 and 9 seats, in normal play, with powers and in the show, every name plate, badge, count,
team tag, trick note and the trump strip is drawn inside its place and on the canvas; and the
152x212 faces meet the type sizes of issue 27 (with powers, so the power text is drawn)."""
import random

import pygame
import pytest

from game.core import registry
from scenes import assets
from scenes.screens import kiosk
from scenes.table.make import make_table
from scenes.games.tricksy import draw, ink, model, places, seats

R = registry.get("tricksy")
CANVAS = pygame.Rect(0, 0, 1920, 1080)
#: the drawing functions a Recorder wraps, as they are before any test wraps them
DRAWN = {"label": ink.label, "pill": ink.pill, "tag": ink.tag, "strip": ink.strip,
         "draw_seat": seats.draw_seat, "draw_seat_counts": seats.draw_seat_counts, "draw_over": draw.draw_over}


@pytest.fixture
def large():
    assets.set_type_scale(assets.LARGE_PRINT)
    yield
    assets.set_type_scale(1.0)


def table(app, n, kind, seed):
    app.settings["pace"] = "instant"
    options = {"powers": "on"} if kind == "powers" else None
    if kind == "show":
        t = kiosk.kiosk_table("tricksy", True)(app, seats=["computer"] * n, seed=seed)
        t._drive_bot = lambda busy: None
    else:
        t = make_table(app, "tricksy", ["human"] * n, seed, options=options)
    t.autosave_enabled = False
    app.reset(t)
    return t


def play_until(t, done, seed, limit=400):
    rnd = random.Random(seed)
    for _ in range(limit):
        acting = t.rules.to_act(t.state)
        if not acting or done():
            break
        s = acting[0]
        t.submit(rnd.choice(t.rules.legal_actions(t.state, s)), s)
        t.finish_animations()
    if not getattr(t, "show", False):
        acting = t.rules.to_act(t.state)
        t._curtain_pending = False
        t.set_view_seat(acting[0] if acting else 0)
    t.finish_animations()
    t.toast = None


class Recorder:
    """What the table's word-drawing helpers (scenes/games/tricksy/ink.py) drew, and where (with the
    part being drawn: a seat's plate, its counts, the notes over a card)."""

    def __init__(self, t, monkeypatch):
        self.t, self.mp, self.where, self.drawn, self.strips = t, monkeypatch, None, [], []
        label, pill, tag, strip = DRAWN["label"], DRAWN["pill"], DRAWN["tag"], DRAWN["strip"]

        def rec_label(surface, text, pos, colour=(190, 220, 195), anchor="topleft", size=23, kind="condbold",
                      role=None):
            s = label(surface, text, pos, colour, anchor, size, kind, role)
            self.drawn.append((self.where, text, s.get_rect(**{anchor: pos})))
            return s

        def rec_pill(surface, text, pos, *a, **kw):
            r = pill(surface, text, pos, *a, **kw)
            self.drawn.append((self.where, text, r))
            return r

        def rec_tag(surface, text, pos, *a, **kw):
            r = tag(surface, text, pos, *a, **kw)
            self.drawn.append((self.where, text, r))
            return r

        def rec_strip(surface, r, parts, role=None):
            took = strip(surface, r, parts, role)
            self.strips.append((r, took))
            return took

        for name, fn in (("label", rec_label), ("pill", rec_pill), ("tag", rec_tag), ("strip", rec_strip)):
            monkeypatch.setattr(ink, name, fn)
        for name in ("draw_seat", "draw_seat_counts"):
            self._mark(name)
        self._mark_over()

    def _mark(self, name):
        fn = DRAWN[name]

        def marked(p, surface, s):
            self.where = (name, s)
            try:
                return fn(p, surface, s)
            finally:
                self.where = None
        self.mp.setattr(seats, name, marked)

    def _mark_over(self):
        fn = DRAWN["draw_over"]

        def marked(p, surface, sp):
            self.where = ("over", sp.id)
            try:
                return fn(p, surface, sp)
            finally:
                self.where = None
        self.mp.setattr(draw, "draw_over", marked)


def check(t, rec, what):
    for where, text, r in rec.drawn:
        assert CANVAS.contains(r), (what, where, text, r)
    for r, took in rec.strips:
        assert took.right <= r.right + 1, (what, "trump strip", took, r)
    for s in range(t.plan.n):
        plate = t.zone(s, "plate")
        mine = [(text, r) for w, text, r in rec.drawn if w == ("draw_seat", s) and plate.collidepoint(r.center)]
        assert mine, (what, s)
        for text, r in mine:
            assert plate.contains(r), (what, s, text, r, plate)
        for i, (a, ra) in enumerate(mine):
            for b, rb in mine[i + 1:]:
                assert not ra.colliderect(rb), (what, s, a, b)
        lives = t.zone(s, "lives")
        for w, text, r in rec.drawn:
            if w == ("draw_seat", s) and lives.collidepoint(r.center):
                assert lives.contains(r), (what, s, text)
        band = places.counts_band(t.plan, s)        # (with powers another seat's counts go under its row)
        won = band or t.zone(s, "won")
        counts = [(text, r) for w, text, r in rec.drawn if w == ("draw_seat_counts", s) and won.collidepoint(r.center)]
        assert counts or band is not None, (what, s, counts)   # (the tricks are drawn on their own pill)
        for text, r in counts:
            assert won.contains(r), (what, s, text, r, won)
        assert all(not a[1].colliderect(b[1]) for i, a in enumerate(counts) for b in counts[i + 1:]), (what, s)
        box = places.seat_box(t.plan, s)
        for w, text, r in rec.drawn:
            if w == ("draw_seat_counts", s) and "TEAM" in text:
                assert r.w <= box.w and box.left - 8 <= r.centerx <= box.right + 8, (what, s, text)
                assert not any(r.colliderect(o) for w2, t2, o in rec.drawn if w2 == w and t2 != text), (what, s, text)
    trick = t.plan.model.get("trick", [])
    for i, e in enumerate(trick):
        strip = places.visible_strip(t.plan, i, len(trick))
        for w, text, r in rec.drawn:
            if w == ("over", e["key"]) and not (text == "WINS" and r.top >= strip.bottom):   # (WINS: under it)
                assert strip.left - 1 <= r.left and r.right <= strip.right + 1, (what, i, text, r, strip)
    tags = [r for w, text, r in rec.drawn if text == "YOUR BID SUIT: IGNORED"]
    assert all(not a.colliderect(b) for i, a in enumerate(tags) for b in tags[i + 1:]), (what, tags)
    controls = t.shared("controls")
    for b in t.buttons:
        assert controls.contains(b.rect), (what, b.label)
    text, mine = t.prompt()           # the banner's whole prompt, in the smallest type it uses (20)
    lines = assets.wrap("bold" if mine else "sans", 20, text, t.banner_rect().w - 36)
    assert len(lines) <= t.banner_lines, (what, text)


CASES = [(n, kind) for n in (3, 4, 6, 9) for kind in ("plain", "powers", "show")] + [(3, "bid"), (9, "bid")]


@pytest.mark.parametrize("n,kind", CASES, ids=[f"{n}-{k}" for n, k in CASES])
def test_large_print_fits(app, large, n, kind, monkeypatch):
    t = table(app, n, kind, seed=n)
    view = lambda: t.rules.view(t.state, None)          # noqa: E731
    if kind == "bid":                                    # the first bid: the prompt, the bid spot
        play_until(t, lambda: True, seed=n)
    else:
        play_until(t, lambda: view()["phase"] == "play" and len(view()["trick"]) >= min(n - 1, 4) and
                   view()["round"] == 1 and any(t.rules.view(t.state, s)[f"p{s + 1}"]["tricks"] for s in range(n)),
                   seed=n)
    rec = Recorder(t, monkeypatch)
    app.dirty = True
    app.draw()
    check(t, rec, (n, kind))


@pytest.mark.parametrize("scale", [1.0, assets.LARGE_PRINT])
def test_a_nine_card_powers_trick_fits(app, scale, monkeypatch):
    """Nine seats, powers on: a trick of nine cards with its notes (ignored, as another suit,
    face down, the winner) each inside the part of its card the next one leaves free."""
    assets.set_type_scale(scale)
    try:
        for seed in range(1, 30):
            t = table(app, 9, "powers", seed)
            play_until(t, lambda: len(t.rules.view(t.state, None)["trick"]) == 9, seed)
            if len(t.plan.model["trick"]) == 9:
                break
        assert len(t.plan.model["trick"]) == 9
        rec = Recorder(t, monkeypatch)
        app.dirty = True
        app.draw()
        check(t, rec, ("9 powers", scale))
        strips = [places.visible_strip(t.plan, i, 9) for i in range(9)]
        assert all(not a.colliderect(b) for i, a in enumerate(strips) for b in strips[i + 1:])
        assert places.trick_face_art(t.plan, 9) is t.plan.crowded_art
        assert places.trick_face_art(t.plan, 4) is t.plan.trick_art
    finally:
        assets.set_type_scale(1.0)


def test_faces_meet_the_type_sizes_with_powers(app):
    """The hand's 152x212 faces: suit names >= 23 px, numbers >= 32 px, power text >= 16 px (issue 27)."""
    assets.TYPE_LOG = []
    try:
        assets.reset()
        t = table(app, 4, "powers", seed=2)
        play_until(t, lambda: t.rules.view(t.state, None)["phase"] == "play", seed=2)
        app.dirty = True
        app.draw()
        log = [(role, px) for role, px, where in assets.TYPE_LOG if where == "152x212"]
    finally:
        assets.TYPE_LOG = None
    for role, least in (("name", 23), ("number", 32), ("rules", 16)):
        seen = [px for r, px in log if r == role]
        assert seen and min(seen) >= least, (role, seen)


@pytest.mark.parametrize("kind", ["plain", "show"])
def test_every_plate_fits_the_widest_badge_and_the_keeper_cat(app, large, kind, monkeypatch):
    """Each seat's plate at every seat count, as full as it gets: the Kittykeeper's cat, the name,
    the widest badge."""
    for n in range(3, 10):
        t = table(app, n, kind, seed=n)
        rec = Recorder(t, monkeypatch)
        monkeypatch.setattr(seats, "plate_tag", lambda p, s: ("YOUR TURN", assets.GOLD))
        surface = pygame.Surface(CANVAS.size)
        for s in range(t.plan.n):
            t.plan.model["keeper"] = s
            rec.drawn.clear()
            seats.draw_seat(t.plan, surface, s)
            plate = t.zone(s, "plate")
            drawn = [(text, r) for _, text, r in rec.drawn if plate.collidepoint(r.center)]
            assert [text for text, _ in drawn][-1].startswith(t.short_name(s)), drawn
            cat = pygame.Rect(plate.x + 10, plate.y, plate.h - 12, plate.h)
            for i, (a, ra) in enumerate(drawn):
                assert plate.contains(ra) and not ra.colliderect(cat), (n, s, a, ra)
                for b, rb in drawn[i + 1:]:
                    assert not ra.colliderect(rb), (n, s, a, b)


def test_a_doubled_trick_of_eighteen_cards_keeps_its_marks_inside_its_cards(app, large, monkeypatch):
    """Encore (power 36) doubles a nine-seat trick: the names over the cards shrink to the seat
    tags and the notes keep to the cards' free parts (the winner's WINS goes under its card)."""
    t = table(app, 9, "powers", seed=4)
    cards = [c for s in range(9) for c in t.rules.view(t.state, s)[f"p{s + 1}"]["hand"]][:18]
    t.plan.model["trick"] = [{"key": c["id"], "seat": i % 9, "card": c, "ignored": i % 3 == 0,
                         "why": ("bid_suit", None) if i % 3 == 0 else None, "suit": c["suit"], "number": c["number"],
                         "face_down": False} for i, c in enumerate(cards)]
    t.plan.win = {"seat": 1, "key": cards[1]["id"], "reason": "lead", "no": 1}
    ids = {c["id"] for c in cards}
    for sm in t.plan.model["seats"]:
        sm["hand"] = [c for c in sm["hand"] or [] if c not in ids] if sm["hand"] is not None else None
    model.place_all(t.plan, False)
    rec = Recorder(t, monkeypatch)
    app.dirty = True
    app.draw()
    labels = []
    for i, c in enumerate(cards):
        strip = places.visible_strip(t.plan, i, 18)
        assert strip.w > 20
        for w, text, r in rec.drawn:
            if w == ("over", c["id"]) and text != "WINS":
                assert strip.left - 1 <= r.left and r.right <= strip.right + 1, (i, text, r, strip)
        labels += [r for w, text, r in rec.drawn if w is None and r.bottom == strip.y - 2 and
                   strip.left - 1 <= r.centerx <= strip.right + 1]
    assert len(labels) == 18 and all(not a.colliderect(b) for i, a in enumerate(labels) for b in labels[i + 1:])
