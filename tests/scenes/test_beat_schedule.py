"""A computer turn a person can follow (issue 27, point 3), at every table: a scripted game
between the player (seat 0) and computers, driven frame by frame on the choreography's clock
(``Choreo.clock``, the sum of the frames' ``dt``; no wall time: the computers choose at once, on
the frame's thread, and ``bot_pace`` is 0 so only the beats hold them back).

- every beat holds the table for max(its beats x 0.65 s, 0.6 s + 0.25 s a word of its caption
  beyond three) at normal pace, x1.6 slow, x0.5 fast, 0 at instant;
- the next beat starts only once the one before has held, and a computer's next move is applied
  only after every beat shown so far has ended;
- the card that acts in a computer's beat glows where it lands (or, Kongai, its character's place);
- when the move comes back to the player, the recap lists the captions of the computers' beats,
  stays while frames pass, hides and opens again with L, and goes when the player moves (L opens
  the last one again).
"""
import pygame
import pytest

from game.ai.bots import make_bot
from game.core import registry
from scenes.table.make import make_table, table_class
from scenes.table.scene import TableScene

#: the pace factors the architecture gives (docs/architecture.md, "Zones, events and beats")
FACTOR = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}
DT = 0.05
EPS = 1e-6


def readable(caption: str) -> float:
    """Seconds a caption needs at normal pace: 0.6, plus 0.25 a word beyond three."""
    words = len(caption.split())
    return 0.6 + 0.25 * max(0, words - 3) if words else 0.0


def wanted(beat, pace: str) -> float:
    return max(beat.beats * 0.65, readable(beat.caption)) * FACTOR[pace]


def collapse(captions):
    out = []
    for c in captions:
        if c and (not out or out[-1] != c):
            out.append(c)
    return out


def scripted_table(app, game, monkeypatch, pace):
    """A table of the player and computers whose computers choose at once (same seed: the same game)."""
    monkeypatch.setattr(table_class(game), "bot_pace", 0.0)
    app.settings["pace"] = pace
    seats = ["human"] + ["computer"] * (registry.info(game).min_seats - 1)
    t = make_table(app, game, seats, 11)
    t.autosave_enabled = False
    app.push(t)

    def start_bot(seat):                       # the computer's choice, made now on a copy
        choice = t.bots[seat].choose(t.rules, t.ruleset.clone(t.state), seat)
        t._job = {"seat": seat, "result": choice, "error": None, "done": True, "key": t._bot_key(seat)}
    t._start_bot = start_bot
    drive = t._drive_bot                       # the player is quick: where both choose at once
    t._drive_bot = lambda busy: None if 0 in t.ruleset.to_act(t.state) else drive(busy)   # (Kongai), it goes first
    moves = []                                 # (clock, seat, beats started before it)
    real_submit = t.submit

    def submit(action, seat=None):
        s = t.view_seat if seat is None else seat
        moves.append((t.choreo.clock, s, len(t.choreo.started)))
        return real_submit(action, s)
    t.submit = submit
    return t, moves


def glow_seen(t) -> bool:
    """The acting card of the beat on show glows (its sprite's strong gold highlight), or a ring marks it."""
    g = t.recap._glow
    return t.recap.ring is not None or (g is not None and g[0].highlight == "selected")


def play_to_the_return(app, t, moves, glow: bool, frames=6000):
    """The player moves whenever it may until a computer has moved after the player's last move
    with at least one caption (and, with ``glow``, a card that glowed while it acted), and the move
    is the player's again (the table still). Returns the index of the beats of the computers' turn."""
    player = make_bot("normal", 3, t.rules)
    glowed = False
    for _ in range(frames):
        mine = [m for m in moves if m[1] == 0]
        theirs = [m for m in moves if m[1] != 0 and mine and m[0] >= mine[-1][0] and m[2] >= mine[-1][2]]
        if t.legal and not t.busy:                 # the player's move, and the table is still
            if theirs:
                k = theirs[0][2]
                if any(b.caption for b in t.choreo.started[k:]) and (glowed or not glow):
                    return k
            glowed = False
            t.submit(player.choose(t.rules, t.ruleset.clone(t.state), 0), 0)
        app.frame([], dt=DT, present=False)
        cur = t.choreo.current
        if theirs and cur is not None and cur.by != 0 and glow_seen(t):
            glowed = True
    raise AssertionError(f"the move never came back to the player after a computer's captioned turn: {moves[-5:]}")


def check_schedule(t, moves, pace):
    started = t.choreo.started
    assert started, "no beat was shown"
    for b in started:
        assert abs(b.held - wanted(b, pace)) <= EPS, (pace, b.caption, b.beats, b.held)
        if pace == "instant":
            assert b.held == 0
    for a, b in zip(started, started[1:]):
        assert b.at + EPS >= a.at + a.held, (pace, a.caption, a.at, a.held, b.caption, b.at)
    for clock, seat, n in moves:
        if seat != 0:
            for b in started[:n]:
                assert b.at + b.held <= clock + EPS, ("a computer moved before a beat had held", b.caption, clock)


#: every table at normal pace and instant; slow and fast scale the same schedule, so they are
#: checked at two tables (the slow runs are the suite's longest)
CASES = [(g, p) for g in registry.ids() for p in ("normal", "instant")] + \
        [(g, p) for g in registry.ids()[:2] for p in ("slow", "fast")]


@pytest.mark.parametrize("game,pace", CASES)
def test_a_computer_turn_is_held_until_each_caption_is_read(app, ui, monkeypatch, game, pace):
    t, moves = scripted_table(app, game, monkeypatch, pace)
    if not t.BEATS and type(t).on_events is TableScene.on_events:    # a table that only syncs (the sixth game)
        player = make_bot("normal", 3, t.rules)
        for _ in range(2000):
            if t.legal and not t.busy:
                t.submit(player.choose(t.rules, t.ruleset.clone(t.state), 0), 0)
            app.frame([], dt=DT, present=False)
            if any(s != 0 for _, s, _ in moves) and any(s == 0 for _, s, _ in moves):
                break
        assert any(s != 0 for _, s, _ in moves) and not t.choreo.started and not t.recap.visible
        return
    k = play_to_the_return(app, t, moves, glow=pace != "instant")     # an acting card glowed in it
    check_schedule(t, moves, pace)
    theirs = collapse(b.caption for b in t.choreo.started[k:] if b.by != 0)
    assert theirs

    # the recap: on show when the move comes back, with the computers' captions
    rc = t.recap
    assert rc.visible
    assert [c for _, c in rc.lines] == theirs
    monkeypatch.setattr(t, "_drive_bot", lambda busy: None)     # a simultaneous computer waits now
    for _ in range(60):
        app.frame([], dt=DT, present=False)
    assert rc.visible, "the recap went before the player moved"
    panel = rc.panel(rc.panel_rect())
    assert panel.get_height() > 60
    ui.key(app, pygame.K_l)
    assert not rc.visible
    ui.key(app, pygame.K_l)
    assert rc.visible, "L did not open the recap again"

    # the player's move ends it; L opens the last one again
    player = make_bot("normal", 3, t.rules)
    t.submit(player.choose(t.rules, t.ruleset.clone(t.state), 0), 0)
    assert not rc.visible and rc.lines == []
    t.hurry()
    ui.key(app, pygame.K_l)
    assert rc.visible and [c for _, c in rc.shown_lines] == theirs
    app.settings["pace"] = "normal"
