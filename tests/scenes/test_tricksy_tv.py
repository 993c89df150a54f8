"""Tricksy Kittens read from the sofa (issue 27) where the shared audit (test_tv_tables.py) does not
go: the powers and Black Cat variants at 3, 6 and 9 seats, two deals each, into the second round,
in normal and large print. The same text audit: every string at its role's minimum (text 23 px,
names 23, key numbers 32, captions and buttons 26, card rules 16), nothing overlapping, cut or
shortened with "…". A frame every few moves (the notes on the viewer's hand, a long row of kept
cards, a doubled trick, the left-over cards of a new round all come and go within a round)."""
from __future__ import annotations

import random
import re

import pygame
import pytest

from scenes import assets
from scenes.games.tricksy import model, places
from scenes.table.make import make_table
from tests.scenes import text_audit

PRINTS = {"normal": 1.0, "large": assets.LARGE_PRINT}
SEATS = (3, 6, 9)
SEEDS = (3, 11)
MOVES = 120          # (every seat count reaches its second round: 9 seats x 9 cards, and the bids)
EVERY = 6


def table(app, n: int, options: dict, seed: int):
    t = make_table(app, "tricksy", ["human"] + ["computer"] * (n - 1), seed, options=options)
    t.autosave_enabled = False
    t._drive_bot = lambda busy: None
    app.reset(t)
    t.finish_animations()
    return t


def moments(app, n: int, options: dict, seed: int):
    """The table after every ``EVERY``-th of ``MOVES`` random legal moves (the start first)."""
    t = table(app, n, options, seed)
    rules, rng = t.ruleset, random.Random(seed)
    yield "start", t
    for i in range(MOVES):
        acting = rules.to_act(t.state)
        if not acting or rules.outcome(t.state) is not None:
            break
        t.submit(rng.choice(rules.legal_actions(t.state, acting[0])), acting[0])
        t._curtain_pending = False
        t.finish_animations()
        if i % EVERY == EVERY - 1:
            yield f"move {i + 1}", t


@pytest.mark.parametrize("print_size", sorted(PRINTS))
@pytest.mark.parametrize("options", [{"powers": "on"}, {"black_cat": "on"}], ids=["powers", "black-cat"])
def test_the_variants_read_from_the_sofa(app, print_size, options):
    assets.set_type_scale(PRINTS[print_size])
    try:
        report, seen, rounds = [], 0, set()
        for n in SEATS:
            for seed in SEEDS:
                for what, t in moments(app, n, options, seed):
                    texts = text_audit.record_frame(app)
                    seen += len(texts)
                    rounds.add((n, t.view.get("round")))
                    report += [f"{n} seats, seed {seed}, {what}: {p}" for p in text_audit.problems(texts)]
    finally:
        assets.set_type_scale(1.0)
    assert seen, "the recorder saw no text"
    assert all((n, 2) in rounds for n in SEATS), sorted(rounds)     # (the play went into a second round)
    assert not report, f"{len(report)} problems\n" + "\n".join(report[:40])


@pytest.mark.parametrize("print_size", sorted(PRINTS))
def test_a_full_row_of_the_viewers_keeps_every_card_and_tag_clear(app, print_size):
    """Powers on, three seats: the viewer has kept a card from each of 8 tricks (its hand down to
    one card): every kept card lies whole on the screen, clear of the other seats, POWER and the
    hand card, and no two power tags ("P38") overlap (a row longer than its zone goes on in a
    second line)."""
    assets.set_type_scale(PRINTS[print_size])
    try:
        t = table(app, 3, {"powers": "on"}, 3)
        rng = random.Random(3)
        while t.view.get("phase") == "bid":                       # (the bids, into the first trick)
            acting = t.ruleset.to_act(t.state)[0]
            t.submit(rng.choice(t.ruleset.legal_actions(t.state, acting)), acting)
            t._curtain_pending = False
            t.finish_animations()
        p = t.plan
        me = p.model["seats"][t.view_seat]
        others = [c for s in range(p.n) if s != t.view_seat for c in t.rules.view(t.state, s)[f"p{s + 1}"]["hand"]]
        faces = [c for c in others if isinstance(c.get("power"), dict)][:8]
        assert len(faces) == 8
        p.cards.update({c["id"]: c for c in faces})
        cards = [c["id"] for c in faces]
        me["kept"], me["hand"], me["hand_count"] = cards, me["hand"][:1], 1
        model.place_all(p, False)
        texts = text_audit.record_frame(app)
    finally:
        assets.set_type_scale(1.0)
    problems = text_audit.problems(texts)
    assert not problems, "\n".join(problems[:20])
    rects = [p.sprites[c].rect for c in cards]
    screen = pygame.Rect(0, 0, 1920, 1080)
    assert all(screen.contains(r) for r in rects), rects
    busy = [places.seat_box(p, s) for s in range(p.n) if s != t.view_seat] + [t.shared("power")]
    busy += [p.sprites[c].rect for c in me["hand"]]
    for r in rects:
        assert not any(r.colliderect(b) for b in busy), (r, busy)
    tags = [e["ink"] for e in texts if e["string"].startswith("P") and e["string"][1:].isdigit()
            and any(r.contains(e["ink"]) for r in rects)]
    assert len(tags) >= 8, tags


@pytest.mark.parametrize("n", (3, 6))
def test_with_powers_every_other_seats_hand_is_counted_on_the_table(app, n):
    """Powers on: another seat's kept row takes its won zone, and the band under it may be full
    with its tricks and "+3 more"; its cards in hand are then said on its plate ("4 IN HAND", or
    "HAND 4" where the name leaves less room). At every moment each other seat's count is drawn
    in its own seat box, except on the Kittykeeper's plate where the cat head and the name may
    leave no room."""
    seen = 0
    for what, t in moments(app, n, {"powers": "on"}, 11):
        p = t.plan
        texts = text_audit.record_frame(app)
        counts = [(e, HAND_COUNT.search(e["string"].lower())) for e in texts]
        counts = [(e["ink"], int(m.group(1) or m.group(2))) for e, m in counts if m]
        keeper = p.model.get("keeper", t.view.get("kittykeeper"))
        for s in range(p.n):
            if s == t.view_seat or s == keeper or t.view.get("phase") == "over":
                continue
            box = places.seat_box(p, s).inflate(8, 8)
            said = [k for ink, k in counts if box.contains(ink)]
            assert said == [p.model["seats"][s]["hand_count"]], (what, s, said)
            seen += 1
    assert seen


#: a seat's cards in hand as the table says them
HAND_COUNT = re.compile(r"(?:^|· )(\d+) in hand|^hand (\d+)$")
