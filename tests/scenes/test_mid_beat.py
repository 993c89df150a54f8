"""The middle of a computer's turn, read from the sofa (issue 27: "the computer's turn is over before
it is seen"): every registered table, the seat at the screen against Normal computers, a seeded
stretch of play at the normal pace. At each beat that has a caption, once its cards have come to
rest, a frame is recorded (``tests/scenes/text_audit.py``) and two things are checked:

- the caption is drawn whole at a TV's size (no text of its own under the audit's minimum, cut or
  shortened);
- nothing the table drew before the caption lies hidden under its panel (the banner's prompt was
  drawn under 9DKP's and 9 Card's captions in the middle of every beat: ``caption_over_banner``).

A table whose banner prompt says the caption itself (``CAPTION_IN_PROMPT``) has no panel to check,
and one without beats (the test suite's sixth game) no caption.
"""
from __future__ import annotations

import pytest

from game.ai.bots import make_bot
from game.core import registry
from scenes.games import has_table
from scenes.table.make import make_table
from tests.scenes import text_audit

TABLES = [g for g in registry.ids() if has_table(g)]
#: moves played per table (every seat's, the computers' by their Normal players)
MOVES = 30
SEED = 5


def settle(app, t, beat, frames: int = 40) -> bool:
    """Run frames until the table's cards are at rest, while ``beat`` is still on show (False:
    the beat ended first)."""
    for _ in range(frames):
        if not t.plan.moving() and not any(getattr(sp, "animating", False) for sp in t.plan.sprites.values()):
            break
        app.frame([], dt=0.05, present=False)
    return t.choreo.current is beat


def captioned_frames(app, game: str):
    """Yield (table, frame) in the middle of each captioned beat of a seeded stretch of ``game``."""
    n = registry.info(game).min_seats
    t = make_table(app, game, ["human"] + ["computer"] * (n - 1), SEED)
    t.autosave_enabled = False
    t._drive_bot = lambda busy: None               # the test moves every seat, the beats play in time
    app.reset(t)
    t.finish_animations()
    bots = {}
    for _ in range(MOVES):
        acting = t.rules.to_act(t.state)
        if not acting or t.rules.outcome(t.state) is not None:
            return
        seat = acting[0]
        bot = bots.setdefault(seat, make_bot("normal", 31 + seat, t.rules))
        t.submit(bot.choose(t.rules, t.rules.clone(t.state), seat), seat)
        t._curtain_pending = False
        seen = len(t.choreo.started)
        for _ in range(4000):
            if not t.busy:
                break
            app.frame([], dt=0.05, present=False)
            if len(t.choreo.started) > seen:
                seen = len(t.choreo.started)
                beat = t.choreo.current
                if beat is not None and beat.caption and settle(app, t, beat):
                    yield t, text_audit.record_frame(app)


@pytest.mark.parametrize("game", TABLES)
def test_a_beats_caption_reads_whole_and_hides_nothing(app, game):
    report, frames = [], 0
    for t, texts in captioned_frames(app, game):
        if t.plan.CAPTION_IN_PROMPT:
            continue
        frames += 1
        words = " ".join(t.caption_words().split())
        own = [i for i, e in enumerate(texts) if e["role"] == "caption" and " ".join(e["string"].split()) in words]
        assert own, (game, t.choreo.caption, "the caption was not drawn")
        mine = [texts[i] for i in own]
        report += [f"{t.choreo.caption[:50]!r}: {p}" for p in text_audit.problems(mine)]
        before = texts[:own[0]]                 # drawn before the panel: under it if they meet it
        report += [f"{t.choreo.caption[:50]!r}: {p}"
                   for p in text_audit.under_panel(before, t.caption_place(), t.caption_words())]
    plan = make_table(app, game, ["human"] * registry.info(game).min_seats, SEED).plan
    assert frames or plan.CAPTION_IN_PROMPT or not plan.BEATS, f"{game}: no captioned beat in {MOVES} moves"
    assert not report, f"{game}: {len(report)} problems in {frames} frames\n" + "\n".join(report[:30])
