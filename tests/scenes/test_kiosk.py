"""The convention kiosk (scenes/screens/kiosk.py): many compressed minutes of the show, a visitor's
takeover by a posted key, the way back to the show, nothing kept that grows, the organiser's
chord. Time is compressed: the show's pace is instant, the computer moves without a pause and
frames get large ``dt``s (the kiosk counts those). No timings are asserted."""
import gc
import time
import weakref

import pygame
import pytest

from game.core import registry
from scenes import assets
from scenes.screens import kiosk, kiosk_show
from scenes.widgets.overlays import ConfirmScene
from scenes.screens.menu import MenuScene
from scenes.table.scene import TableScene


@pytest.fixture
def fast(monkeypatch):
    monkeypatch.setattr(kiosk, "SHOW_PACE", "instant")
    monkeypatch.setattr(kiosk, "SHOW_BOT_PACE", 0.0)
    monkeypatch.setattr(kiosk, "TITLE_SECONDS", 0.0)     # no title card (tested on its own)
    monkeypatch.setattr(kiosk, "_classes", {})          # the table classes take the pace above


def run(app, k, seconds, dt=0.5, until=None):
    """Frames of ``dt`` kiosk seconds; a computer's move on its thread gets a moment to finish."""
    t = 0.0
    while t < seconds:
        app.frame([], dt=dt, present=False)
        t += dt
        if until is not None and until():
            return True
        table = k.table
        if table is not None and table._job is not None and not table._job["done"]:
            time.sleep(0.002)
    return False


def press(app, key, mod=0):
    pygame.event.clear()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0))
    app.frame(pygame.event.get(), dt=1 / 60, present=False)


def kept(k) -> dict:
    t = k.table
    return {"log": len(t.log.lines), "beats": len(t.choreo.started), "sprites": len(getattr(t, "sprites", {}) or {}),
            "text cache": len(assets._text)}


def test_the_show_runs_all_day_and_a_visitor_takes_over(app, fast):
    k = kiosk.start_kiosk(app, ["ninedkp", "kongai", "ninecard"], idle=30)
    alive: list[weakref.ref] = []
    peaks: list[dict] = []
    games: list[str] = []
    seeds: list[tuple[str, int]] = []
    shows = 0
    minutes = 0.0
    while len(games) < 5 and minutes < 600:
        table = k.table
        if k.shows != shows:
            shows = k.shows
            games.append(table.GAME)
            seeds.append((table.GAME, table.seed))
            alive.append(weakref.ref(table))
            peaks.append(kept(k))
            assert table.seats == ["computer"] * len(table.seats) and table.view_seat is None
            assert table.autosave_enabled is False
        else:
            p = peaks[-1]
            for key, n in kept(k).items():
                p[key] = max(p[key], n)
        run(app, k, 30, dt=0.5, until=lambda: k.shows != shows)
        minutes += 0.5
    assert len(set(games)) >= 3, games                          # three different tables
    assert games[:3] == ["ninedkp", "kongai", "ninecard"]         # the rotation, in order
    for (g1, s1), (g2, s2) in zip(seeds, seeds[1:]):
        assert (g1, s1) != (g2, s2)
    # nothing kept grows: each table keeps at most the newest lines and beats; old tables are gone
    for p in peaks:
        assert p["log"] <= kiosk.KEEP_LOG
        assert p["beats"] <= kiosk.KEEP_BEATS
        assert p["text cache"] <= assets._TEXT_CACHE_MAX + 200
    gc.collect()
    assert sum(1 for r in alive if r() is not None) == 1            # only the table on show lives
    assert len(k.last_seed) <= 3 and len(k.opening) <= 3

    # a visitor presses a key: the offer, then Enter plays the table on show as p1
    on_show = k.table.GAME
    press(app, pygame.K_a)
    assert k.mode == "offer" and isinstance(app.top, kiosk.OfferScene) and app.top.game_id == on_show
    press(app, pygame.K_RETURN)
    visitor = k.table
    assert k.mode == "visitor" and visitor.GAME == on_show and visitor.seats[0] == "human"
    assert visitor.view_seat == 0 and not visitor.show
    # Esc offers only "back to the show" (never the menu with the launcher and Quit)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, ConfirmScene) and "show" in app.top.title.lower()
    assert not any(isinstance(s, MenuScene) for s in app.stack)
    press(app, pygame.K_ESCAPE)                                   # keep playing
    assert app.top is visitor
    # the visitor walks away: after the idle time the show goes on by itself
    run(app, k, 29, dt=0.5)
    assert k.mode == "visitor" and k.table is visitor
    run(app, k, 3, dt=0.5)
    assert k.mode == "show" and k.table is not visitor and k.table.show
    gone = weakref.ref(visitor)
    del visitor, table
    gc.collect()
    assert gone() is None                                         # the visitor's table is dropped whole
    assert sum(1 for s in gc.get_objects() if isinstance(s, TableScene)) == 1


def test_a_visitor_may_pick_another_table_and_the_show_comes_back_after_the_offer(app, fast):
    k = kiosk.start_kiosk(app, ["ninedkp", "tricksy"], idle=20)
    run(app, k, 2)
    pygame.event.clear()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(900, 500), button=1))
    app.frame(pygame.event.get(), dt=1 / 60, present=False)
    assert k.mode == "offer"
    run(app, k, 21)                                              # nobody chose: the show again
    assert k.mode == "show"
    on_show = k.table.GAME
    other = next(g for g in k.games if g != on_show)
    press(app, pygame.K_SPACE)
    assert isinstance(app.top, kiosk.OfferScene)
    press(app, pygame.K_1)                                       # "or pick another table"
    assert k.mode == "visitor" and k.table.GAME == other and k.table.seats[0] == "human"
    assert k.table.seats[1:] == ["computer"] * (len(k.table.seats) - 1)


@pytest.mark.parametrize("gid", registry.ids())
def test_a_show_round_of_every_table_and_a_visitor_takes_over(app, fast, gid):
    """Every registered table (the test suite's sixth too) plays its show: computers only, a
    dozen moves (or the whole game, then the next one starts by itself), the next show; then a
    visitor's key plays it."""
    k = kiosk.start_kiosk(app, [gid], idle=90)
    first = k.table
    assert first.GAME == gid and first.show and first.view_seat is None and first.autosave_enabled is False
    assert first.seats == ["computer"] * len(first.seats)
    assert run(app, k, 3000, dt=0.5, until=lambda: k.shows > 1 or len(first.actions) >= 12), "the show stands still"
    if k.shows == 1:
        k.next_show()
    assert k.shows == 2 and k.table is not first and k.table.GAME == gid and k.table.show
    press(app, pygame.K_a)
    assert k.mode == "offer" and app.top.game_id == gid
    press(app, pygame.K_RETURN)
    assert k.mode == "visitor" and k.table.GAME == gid and k.table.seats[0] == "human"


def test_kongai_shows_never_draft_the_same_teams_twice_in_a_row(app, fast):
    k = kiosk.start_kiosk(app, ["kongai"], idle=90)
    teams = []
    for _ in range(3):
        assert run(app, k, 300, until=lambda: k.table.view.get("phase") not in (None, "draft"))
        v = k.table.view
        teams.append(([c["key"] for c in v["p1"]["team"]], [c["key"] for c in v["p2"]["team"]]))
        k.next_show()
    assert teams[0] != teams[1] and teams[1] != teams[2], teams


def test_the_organiser_chord_held_two_seconds_quits(app, fast):
    k = kiosk.start_kiosk(app, ["ninedkp"], idle=90)
    chord = pygame.KMOD_CTRL | pygame.KMOD_SHIFT
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_q, mod=chord, unicode="", scancode=0))
    app.frame(pygame.event.get(), dt=1 / 60, present=False)
    assert k.mode == "show"                                      # a chord is not a visitor
    app.frame([], dt=1.0, present=False)
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_q, mod=chord, unicode="", scancode=0))
    app.frame(pygame.event.get(), dt=1 / 60, present=False)
    app.frame([], dt=2.0, present=False)
    assert app.running                                           # let go too early
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_q, mod=chord, unicode="", scancode=0))
    app.frame(pygame.event.get(), dt=1 / 60, present=False)
    app.frame([], dt=1.2, present=False)
    app.frame([], dt=1.2, present=False)
    assert not app.running
    # the window's close and F11 do nothing in the kiosk
    app.running = True
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.frame(pygame.event.get(), dt=1 / 60, present=False)
    assert app.running


def test_bad_games_are_one_line(capsys):
    from main import main
    assert main(["kiosk", "--games", "ninedkp,chess"]) == 2
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and "'chess' is not a table" in err


def test_convention_mode_from_the_launcher_and_back(app, fast, ui):
    from scenes.screens.launcher import LauncherScene
    launcher = app.push(LauncherScene(app))
    ui.click(app, launcher.convention_button.rect.center)
    k = app.kiosk
    assert isinstance(k, kiosk.KioskScene) and k.from_launcher and k.table is not None and k.table.show
    chord = pygame.KMOD_CTRL | pygame.KMOD_SHIFT
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_q, mod=chord, unicode="", scancode=0))
    app.frame(pygame.event.get(), dt=1 / 60, present=False)
    app.frame([], dt=2.5, present=False)
    assert isinstance(app.top, LauncherScene) and app.running and app.kiosk is None
    assert "dispatch" not in vars(app)                                  # the app's own input again


# ---------------------------------------------------------------- a kiosk that turns over (issue 28)
def test_the_show_clock_counts_watchable_pace_even_when_the_show_runs_instant(app, fast):
    """The show's length is counted at watchable pace (each beat's hold at normal pace, and the
    computer's pause between two moves), whatever pace the show runs at (a soak, this test)."""
    from scenes.table.choreo import BEAT_SECONDS, read_seconds
    k = kiosk.start_kiosk(app, ["ninedkp"], idle=90)
    table = k.table
    assert run(app, k, 600, until=lambda: len(table.actions) >= 6)
    moves = len(table.actions)
    assert table.show_seconds >= kiosk.WATCH_BOT_PAUSE * (moves - 1)
    held = sum(max(b.beats * BEAT_SECONDS, read_seconds(b.caption)) for b in table.choreo.started)
    assert held > 0 and table.show_seconds >= held - 1e-6


def test_the_show_closes_a_table_at_the_time_limit_with_who_leads(app, fast, monkeypatch):
    monkeypatch.setattr(kiosk, "SHOW_LIMIT", 30.0)
    k = kiosk.start_kiosk(app, ["thenine", "ninedkp"], idle=90)
    table = k.table
    assert run(app, k, 600, until=lambda: isinstance(app.top, kiosk.KioskEnd))
    end = app.top
    assert table.closed_for_time and table.ruleset.outcome(table.state) is None
    assert kiosk.SHOW_LIMIT <= table.show_seconds < kiosk.SHOW_LIMIT + 60
    # the line is the game's, on the rules' view (never the log): "Computer 2 leads on Glory, 3 to 1"
    v = table.ruleset.view(table.state, None)
    line = kiosk.show_summary(table)
    assert end.title == "Closed for time" and end.reason.startswith(line + ".")
    assert "\n" not in line and ("leads on" in line or line.startswith("Level"))
    if v["p1"]["glory"] != v["p2"]["glory"]:
        lead = 0 if v["p1"]["glory"] > v["p2"]["glory"] else 1
        assert line.startswith(f"{table.short_name(lead)} leads on Glory")
    app.draw()
    # the countdown, then the next table; the closed show's length is kept for the soak
    assert run(app, k, 30, until=lambda: k.shows == 2 and k.table is not None)
    assert k.table.GAME == "ninedkp" and k.lengths[-1][0] == "thenine" and k.lengths[-1][2] == "closed for time"


@pytest.mark.parametrize("gid,view,line", [
    ("ninedkp", {"p1": {"hp": 900}, "p2": {"hp": 1400}}, "B leads on HP, 1,400 to 900"),
    ("thenine", {"p1": {"glory": 14, "health": 3}, "p2": {"glory": 9, "health": 30}}, "A leads on Glory, 14 to 9"),
    ("thenine", {"p1": {"glory": 5, "health": 3}, "p2": {"glory": 5, "health": 30}}, "B leads on health, 30 to 3"),
    ("tricksy", {"seats": 3, "p1": {"lives": 2}, "p2": {"lives": 5}, "p3": {"lives": 5}}, "B and C lead with 5 lives"),
    ("tricksy", {"seats": 3, "p1": {"lives": 1}, "p2": {"lives": 0}, "p3": {"lives": 0}}, "A leads with 1 life"),
    ("ninecard", {"seats": 3, "p1": {"life": 50, "out": True}, "p2": {"life": 12, "out": False},
                  "p3": {"life": 30, "out": False}}, "C leads on life, 30 to 12"),
    ("kongai", {"p1": {"team": [{"alive": True, "health": 10}, {"alive": False, "health": 0}]},
                "p2": {"team": [{"alive": True, "health": 5}, {"alive": True, "health": 5}]}},
     "B leads with 2 characters standing to 1"),
])
def test_each_game_says_who_leads_in_its_own_words(gid, view, line):
    from scenes.games import spec
    assert spec(gid).show_summary(view, ["A", "B", "C"]) == line


def test_a_title_card_between_tables_and_a_key_during_it_hands_over(app, fast, monkeypatch):
    monkeypatch.setattr(kiosk, "TITLE_SECONDS", 3.0)
    k = kiosk.start_kiosk(app, ["ninedkp", "tricksy"], idle=90)
    card = app.top
    assert isinstance(card, kiosk.TitleCard) and card.game_id == "ninedkp" and k.table is None
    app.draw()
    run(app, k, 2.5, dt=0.5)
    assert app.top is card and k.table is None                  # three seconds of show time
    run(app, k, 0.5, dt=0.5)
    assert k.table is not None and k.table.GAME == "ninedkp" and k.shows == 1
    k.next_show()                                                # between two tables: the next one's card
    card = app.top
    assert isinstance(card, kiosk.TitleCard) and card.game_id == "tricksy" and k.table is None
    press(app, pygame.K_a)                                       # a key hands over, as the show does
    assert k.mode == "offer" and isinstance(app.top, kiosk.OfferScene) and app.top.game_id == "tricksy"
    run(app, k, 5, dt=0.5)
    assert isinstance(app.top, kiosk.OfferScene)                  # the card waits under the offer
    app.draw()
    press(app, pygame.K_RETURN)
    assert k.mode == "visitor" and k.table.GAME == "tricksy" and k.table.seats[0] == "human"


@pytest.mark.parametrize("gid, where", [("ninedkp", "banner"), ("thenine", "panel")])
def test_the_big_caption_stands_where_it_hides_nothing_the_table_says(app, fast, monkeypatch, gid, where):
    """Issue 27: the caption of what just happened takes the table's banner zone (the prompt is not
    drawn under it), whole; a banner zone too low for it (The Nine's, between its rows) leaves it to
    the invitation panel in the table's help zone, and no panel is drawn over the table."""
    from tests.scenes import text_audit
    monkeypatch.setattr(kiosk, "SHOW_PACE", "normal")        # beats that last: a caption is on
    k = kiosk.start_kiosk(app, [gid], idle=90)
    assert run(app, k, 300, until=lambda: bool(k.caption) and k.table is not None and app.top is k.table)
    t = k.table
    texts = text_audit.record_frame(app)
    words = [" ".join(e["string"].split()) for e in texts]
    drawn, said = " ".join(words), " ".join(k.caption.split())
    assert said in drawn                                               # every word of it, in order
    lines = next(texts[i:j] for i in range(len(texts)) for j in range(i + 1, len(texts) + 1)
                 if " ".join(words[i:j]) == said)                      # the caption's own lines
    prompt = t.prompt()[0]
    if where == "banner":
        assert k.caption_box == t.banner_rect() and kiosk_show.banner_takes_caption(t.banner_rect())
        assert all(k.caption_box.contains(e["ink"]) for e in lines)
        assert not prompt or " ".join(prompt.split()) not in drawn      # in the prompt's place
    else:
        assert k.caption_box is None and t.invited_at is not None
        assert not kiosk_show.banner_takes_caption(t.banner_rect())
        assert all(t.invited_at.contains(e["ink"]) for e in lines)
    assert not text_audit.under_panel(texts, k.caption_box, k.caption)


def test_a_caption_fits_its_box_whole_or_not_at_all(app):
    """The caption's size is the largest whose lines fit the box; none (None) when even the least a
    TV reads (26 px) does not: then the caption is never cut to fit."""
    words = ("The computer plays Shield-Maiden of the North to its front row, and her Glory "
             "rises while the other side's warriors hold the line")
    size = kiosk_show.fit_caption(words, (1060, 132))
    lines = assets.wrap("bold", size, words, 1060 - 2 * kiosk_show.PAD_X)
    assert size >= 26 and " ".join(lines).split() == words.split()
    assert size < kiosk_show.fit_caption("The computer draws a card", (1060, 132))   # smaller, not cut
    assert kiosk_show.fit_caption(words, (592, 70)) is None
    assert kiosk_show.banner_takes_caption(pygame.Rect(0, 0, 1060, 132))
    assert not kiosk_show.banner_takes_caption(pygame.Rect(0, 0, 592, 70))
    invite, size = kiosk_show.caption_layout((432, 445), words)        # the invitation panel holds it
    assert len(assets.wrap("bold", invite, kiosk_show.INVITE, 432 - 40)) <= 2 and size >= 26
    assert kiosk_show.caption_layout((432, 200), words) is None        # too small: the banner's then


@pytest.mark.parametrize("gid", registry.ids())
def test_every_show_draws_the_invitation_in_its_help_zone(app, fast, gid):
    """Every registered table (the test suite's sixth too) draws the show's invitation panel in its
    help zone (its ``help_override``, kiosk_show.invitation): the words "Press any key or click to
    play" drawn there, whole, in TV type."""
    from tests.scenes import text_audit
    k = kiosk.start_kiosk(app, [gid], idle=90)
    assert run(app, k, 300, until=lambda: k.table is not None and app.top is k.table and len(k.table.actions) >= 2)
    t = k.table
    texts = text_audit.record_frame(app)
    inside = [e for e in texts if t.invited_at is not None and t.invited_at.contains(e["ink"])]
    head = [e for e in inside if " ".join(e["string"].split()) in kiosk_show.INVITE]
    said = " ".join(" ".join(e["string"] for e in head).split())
    assert said == kiosk_show.INVITE and min(e["px"] for e in head) >= 26, (gid, t.invited_at, said)
