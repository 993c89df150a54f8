"""Every caption and every refusal fits its table's zone whole on a TV (issue 27, "Made for the
television"): at 26 px as drawn or more, in normal and in large print, never cut with "…" nor
grown over the table. A text that fits at no such size is a defect of its wording (the caption's
in the game's ``scenes/games/<id>/`` beats or words module, the reason's in ``game/<id>/``): the
fix is a shorter wording that says the same, never a smaller type.

:data:`GAMES` seeded games per registered table, the seat counts and the seat at the screen taken
in turn (each seat's wording: "You play ..." and "Computer 2 plays ..."). A game's moves are seeded
random legal moves, played first on the rules alone (cheap); the table then plays :data:`WINDOW`
moves of it from a seeded point (a table resumed from that state), so the hundred windows spread
over whole games, their openings and their ends alike. Each beat's caption is read as its table
shows it (its plan's caption facts: ``caption_place``, ``caption_words``), and at every move a few moves that are not legal for the seat at the
screen (the legal moves of the moves before, and of the other seats) are refused with the rules'
reason (``ruleset.explain``), as the table's toast shows it. The sizes are measured the way
``scenes/table/panels.py`` draws them (``assets.wrap`` and the font's line height): nothing is
rendered.
"""
from __future__ import annotations

import os
import random

import pygame
import pytest

from game.core import registry
from game.core.contract import TimeUp
from scenes import assets
from scenes.games import has_table
from scenes.table import panels
from scenes.table.make import make_table
from tests.scenes.test_internal_text import problems, seat_counts

#: seeded games per table
GAMES = int(os.environ.get("NINE_TABLES_FIT_GAMES", "100"))
#: moves of each game the table plays (the rest are played on the rules alone)
WINDOW = int(os.environ.get("NINE_TABLES_FIT_WINDOW", "32"))
#: a game of random moves is cut here (Tricksy's random bids rarely lose a life)
MAX_MOVES = 400
#: refusals asked for at each move
PROBES = 3
PRINTS = {"normal": 1.0, "large": assets.LARGE_PRINT}

TABLES = [g for g in registry.ids() if has_table(g)]


def random_game(rules, n: int, seed: int, options) -> list[tuple[int, object]]:
    """The moves of one seeded game of random legal moves (a clock's TimeUp only when nothing else
    is legal), cut at :data:`MAX_MOVES`."""
    state, rng, moves = rules.new_game(n, seed, options), random.Random(seed), []
    while len(moves) < MAX_MOVES and rules.outcome(state) is None and rules.to_act(state):
        seat = rules.to_act(state)[0]
        legal = rules.legal_actions(state, seat)
        action = rng.choice([a for a in legal if not isinstance(a, TimeUp)] or legal)
        rules.apply(state, seat, action)
        moves.append((seat, action))
    return moves


def shown(app, game: str, seed: int) -> set[tuple]:
    """One seeded game (see the module's doc): every caption and refusal its table showed, as
    (kind, text, zone, lines) with kind "caption", "banner" or "toast"."""
    rules = registry.get(game)
    options = registry.declared(game, "TEST_OPTIONS") or {}
    counts = seat_counts(game)
    n = counts[seed % len(counts)]
    viewer = (seed // len(counts)) % n
    moves = random_game(rules, n, seed, options)
    rng = random.Random(seed * 7 + 1)
    start = rng.randrange(max(1, len(moves) - WINDOW // 2))
    state = rules.new_game(n, seed, options)
    for seat, action in moves[:start]:
        rules.apply(state, seat, action)
    t = make_table(app, game, ["human" if s == viewer else "computer" for s in range(n)], seed, state=state,
                   options=options)
    t.autosave_enabled = False
    t._drive_bot = lambda busy: None           # the test moves every seat
    app.reset(t)
    how = "banner" if t.plan.CAPTION_IN_PROMPT else "caption"      # where and how the plan shows it
    place = t.caption_place()
    out: set[tuple] = set()
    pool: list = []
    for seat, action in moves[start:start + WINDOW]:
        legal = rules.legal_actions(t.state, seat)
        pool = (pool + legal)[-40:]
        mine = set(rules.legal_actions(t.state, viewer))
        for probe in rng.sample(pool, min(PROBES, len(pool))):
            if probe not in mine:
                t.show_toast(rules.explain(t.state, viewer, probe))          # as the table shows it
                out.add(("toast", t.toast[0], tuple(t.toast_rect()), None))
                t.toast = None
        t.submit(action, seat)
        t.finish_animations()
        out.update((how, t.caption_words(b.caption), tuple(place), t.banner_lines)
                   for b in t.choreo.started if b.caption)
        t.choreo.started.clear()
    return out


def beats(game: str) -> bool:
    """The table shows beats (the test suite's sixth game only syncs)."""
    from scenes.table.make import table_class
    return bool(getattr(table_class(game).PLAN, "BEATS", None))


def size_of(kind: str, text: str, zone: tuple, lines) -> int | None:
    """The size the table draws ``text`` at in ``zone`` (None: at no size a TV reads)."""
    r = pygame.Rect(zone)
    if kind == "toast":
        return panels.toast_size(text, r)
    if kind == "banner":
        return panels.banner_size(text, r, False, lines)
    return panels.caption_size(text, r)


@pytest.fixture
def instant(app):
    app.settings["pace"] = "instant"          # every beat starts at once: the captions, not their timing
    return app


@pytest.mark.parametrize("game", TABLES)
def test_every_caption_and_refusal_fits_its_zone_on_a_tv(instant, game):
    texts: set[tuple] = set()
    for seed in range(GAMES):
        texts |= shown(instant, game, seed)
    kinds = {k for k, *_ in texts}
    assert "toast" in kinds and (kinds - {"toast"} or not beats(game)), kinds   # both were met
    bad = {}
    try:
        for print_size, scale in PRINTS.items():
            assets.set_type_scale(scale)
            for kind, text, zone, lines in sorted(texts, key=lambda x: (x[0], len(x[1]))):
                size = size_of(kind, text, zone, lines)
                if size is None or round(size * scale) < panels.CAPTION_LEAST:
                    bad.setdefault((kind, text), (zone, print_size))
    finally:
        assets.set_type_scale(1.0)
    internal = sorted({f"  {kind}: {text!r}: {', '.join(problems(text))}" for kind, text, *_ in texts if problems(text)})
    assert not internal, f"{game}: internal text in what the table shows:\n" + "\n".join(internal[:30])
    assert not bad, f"{len(bad)} of {len(texts)} texts of {game} do not fit their zone at 26 px:\n" + "\n".join(
        f"  {kind} in {zone[2]}x{zone[3]} ({print_size} print, {len(text)} chars): {text!r}"
        for (kind, text), (zone, print_size) in sorted(bad.items(), key=lambda x: -len(x[0][1]))[:30])


def test_a_caption_fits_its_zone_whole_or_says_it_cannot():
    """The caption panel's sizes: the largest that fits the zone whole, smaller for a longer text
    (more lines, never cut), and None for a text no size a TV reads can hold; large print starts
    larger and goes down to the same 26 px as drawn."""
    r = pygame.Rect(0, 0, 592, 106)                                 # The Nine's banner
    short = "The computer draws a card"
    longer = "The computer plays Shield-Maiden of the North to its front row, and her Glory rises by two"
    longest = longer.replace("by two", "while the other side holds")
    assert panels.caption_size(short, r) == panels.caption_size(longer, r) == panels.CAPTION_PX
    size = panels.caption_size(longest, r)
    assert size is not None and size < panels.CAPTION_PX
    lines = assets.wrap("bold", size, longest, r.w - 2 * panels.CAPTION_PAD[0])
    assert len(lines) == 3 and " ".join(lines).split() == longest.split()
    assert panels.caption_size(longest + " and the crowd cheers", r) is None
    assert panels.fullest_caption(r, longest + " and the crowd cheers", longest, short) == longest
    assets.set_type_scale(assets.LARGE_PRINT)
    try:
        assert panels.caption_size(short, r) == panels.CAPTION_PX
        size = panels.caption_size(longer, r)
        assert size < panels.CAPTION_PX and round(size * assets.TYPE_SCALE) >= panels.CAPTION_LEAST
        assert panels.caption_size(longest, r) == assets.least(panels.CAPTION_LEAST)    # the same 26 px
    finally:
        assets.set_type_scale(1.0)


def test_the_caption_and_the_toast_are_drawn_inside_their_zone(app):
    """Drawn: a long caption and a long refusal stay inside their zones, whole (no "…")."""
    from scenes.scene import LOGICAL
    r, t = pygame.Rect(872, 274, 592, 106), pygame.Rect(604, 539, 572, 164)
    words = "The computer plays Shield-Maiden of the North to its front row, and her Glory rises while the other side holds"
    why = "You must follow the leading suit (Hearts) if you can: a power of this trick forbids that card."

    canvas = assets.recording_canvas(LOGICAL)
    assets.start_recording()
    try:
        panels.caption(canvas, r, words)
        panels.toast(canvas, t, why, True)
        texts = assets.recorded(canvas)
    finally:
        assets.stop_recording()
    drawn = " ".join(e["string"] for e in texts)
    assert " ".join(drawn.split()) == " ".join((words + " Not allowed: " + why).split())
    for e in texts:
        assert e["px"] >= panels.CAPTION_LEAST and "…" not in e["string"]
        assert r.contains(e["ink"]) or t.contains(e["ink"]), e
