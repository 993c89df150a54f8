"""The kiosk's show read from the sofa (issue 27): every seat a computer, every hand drawn face up.

Every registered game with a table is played in the show (``kiosk_table(game, True)`` on the kiosk
scene, which draws its big caption) at its smallest and largest seat counts, from a seeded start by
the show's Normal computer players and again by random legal moves; a frame is recorded at
scripted moments: the start, every :data:`EVERY` moves, the move where one seat holds its fullest
hand, two moves before the end, and at the end the table's end banner and then the kiosk's end
screen (drawn over the table: audited on its own). At each moment the kiosk holds the longest
caption of the beats since the moment before. Each frame goes through ``tests/scenes/text_audit.py``
(type under its role's minimum, texts of different elements overlapping, text off the screen or cut
by its panel, a name shortened with "…"), and two checks of what covers a text: nothing the table
says lies under the kiosk's caption panel (it stands in for the banner's prompt), no card's name
under a card drawn after it. Normal and large print. Run with ``-s`` for the smallest text of each
show.
"""
from __future__ import annotations

import random

import pytest

from game.ai.bots import make_bot
from game.core import registry
from game.core.contract import seat_name
from scenes import assets
from scenes.games import spec
from scenes.layout import load_layout
from scenes.screens import kiosk
from scenes.table.scene import TableScene
from tests.scenes import text_audit

PRINTS = {"normal": 1.0, "large": assets.LARGE_PRINT}
#: moves played at most (a show closes for time long before a game this long ends)
MOVES = 220
#: a frame every this many moves
EVERY = 8
#: who plays the seats: the show's own computer players, and random legal moves (other hands)
PLAYERS = ("normal", "random")
#: shows not converted yet ("game", "game-seats" or "game-seats-print") and why: expected to fail
#: (strict: a pass is reported).
NOT_YET: dict[str, str] = {}


def seat_counts(gid: str) -> list[int]:
    info = registry.info(gid)
    return sorted({info.min_seats, info.max_seats})


CASES = [(g, n) for g in registry.ids() if spec(g) is not None for n in seat_counts(g)]


def fullest_hand(rules, state, n: int) -> int:
    """The most cards one seat holds (0 in a game without hands)."""
    most = 0
    for s in range(n):
        hand = (rules.view(state, s).get(seat_name(s)) or {}).get("hand")
        most = max(most, len(hand) if isinstance(hand, list) else 0)
    return most


def script(rules, state, n: int, seed: int, player: str) -> tuple[list, set[int]]:
    """The moves of one game from ``state`` (a copy is played) by the show's Normal computer
    players or by seeded random legal moves (``player``), and the move counts after which a frame
    is taken (0: the start)."""
    state, rng, bots = rules.clone(state), random.Random(seed), {}
    moves, sizes = [], [fullest_hand(rules, state, n)]
    for _ in range(MOVES):
        acting = rules.to_act(state)
        if not acting or rules.outcome(state) is not None:
            break
        seat = acting[0]
        if player == "random":
            action = rng.choice(rules.legal_actions(state, seat))
        else:
            bot = bots.setdefault(seat, make_bot(player, seed * 31 + seat, rules))
            action = bot.choose(rules, rules.clone(state), seat)
        rules.apply(state, seat, action)
        moves.append((seat, action))
        sizes.append(fullest_hand(rules, state, n))
    last = len(moves)
    at = set(range(0, last + 1, EVERY)) | {max(0, last - 2), last, sizes.index(max(sizes))}
    return moves, at


def show_moments(app, gid: str, n: int, player: str, seed: int = 5):
    """Yield (what, scene) at each scripted moment of one seeded show of ``gid`` at ``n`` seats
    played by ``player`` (see :func:`script`), the table on a kiosk that draws its big caption: at
    each moment the longest caption the table showed since the one before (its first at the
    start); at the game's end the table's end banner (no caption), then its end screen."""
    k = kiosk.KioskScene(app, [gid], seed=seed)
    k.next_show = lambda: None                  # the test puts the table on it (its end screen's "next game")
    app.reset(k)
    t = kiosk.kiosk_table(gid, True)(app, seats=["computer"] * n, seed=seed, layout=load_layout(gid))
    t._drive_bot = lambda busy: None             # the test moves every seat
    t._curtain_pending = False
    t.kiosk = k
    app.push(t)
    moves, at = script(t.rules, t.state, n, seed, player)
    seen = 0

    def caption() -> str:
        nonlocal seen
        started = t.choreo.started
        new = [b.caption for b in started[min(seen, len(started)):] if b.caption]
        seen = len(started)
        return max(new, key=len, default=k.caption)

    t.finish_animations()
    k.caption = caption()
    yield f"{player}: start", t
    for i, (seat, action) in enumerate(moves, 1):
        t.submit(action, seat)
        t._curtain_pending = False
        t.finish_animations()
        k.caption = caption()
        if i == len(moves) and t.rules.outcome(t.state) is not None:
            k.caption = ""                      # the caption's hold is over: the end banner
            yield f"{player}: the end banner", t
            t.update(0.5)
            assert app.top is not t, "the show ends on its end screen"
            yield f"{player}: the end screen", app.top
        elif i in at:
            yield f"{player}: move {i}", t


def covered(app):
    """The show's own checks of a frame: a text under the kiosk's big caption, a card's name under
    a card drawn after it."""
    def check(scene, frame) -> list[str]:
        if not isinstance(scene, TableScene):
            return []
        k = app.kiosk
        return (text_audit.under_panel(frame, k.caption_box, k.caption)
                + text_audit.covered_names(frame))
    return check


@pytest.fixture
def instant(monkeypatch):
    monkeypatch.setattr(kiosk, "SHOW_PACE", "instant")
    monkeypatch.setattr(kiosk, "_classes", {})


@pytest.mark.parametrize("print_size", sorted(PRINTS))
@pytest.mark.parametrize("gid, n", CASES, ids=[f"{g}-{n}" for g, n in CASES])
def test_every_show_reads_from_the_sofa(app, instant, gid, n, print_size, request):
    why = NOT_YET.get(f"{gid}-{n}-{print_size}") or NOT_YET.get(f"{gid}-{n}") or NOT_YET.get(gid)
    if why:
        request.applymarker(pytest.mark.xfail(strict=True, reason=why))
    assets.set_type_scale(PRINTS[print_size])
    try:
        moments = (m for player in PLAYERS for m in show_moments(app, gid, n, player))
        audit = text_audit.audit_moments(app, moments, covered(app))
    finally:
        assets.set_type_scale(1.0)
    text_audit.assert_reads(f"{gid} show, {n} seats, {print_size} print", audit, least_frames=3)


@pytest.mark.parametrize("print_size", sorted(PRINTS))
def test_a_hand_too_long_for_its_strip_names_whole_cards_and_how_many_more(app, print_size):
    """The far hand's name tags (scenes/widgets/name_tags.py): in 9DKP's strip (1060 x 54) a hand
    of 16 long names cannot all be named; the tags that are drawn name cards whole, at 23 px or
    more, and the last says how many more the hand holds."""
    from scenes.widgets import name_tags
    assets.set_type_scale(PRINTS[print_size])
    try:
        names = [f"Cheerleader Leona the {i}th" for i in range(16)]
        labels, size, rows = name_tags.tag_layout([names], 1060, 54)
        f = assets.font(name_tags.KIND, size)
        shown = [i for row in rows for i in row]
        assert round(size * assets.TYPE_SCALE) >= 23 and len(rows) <= 2
        assert shown == list(range(len(labels))) and labels[:-1] == names[:len(labels) - 1]
        assert labels[-1] == f"+{len(names) - len(labels) + 1} more"
        for row in rows:
            assert sum(f.size(labels[i])[0] + name_tags.PAD for i in row) + name_tags.GAP * (len(row) - 1) <= 1060
    finally:
        assets.set_type_scale(1.0)
