"""Replays on the real table, the Replays and Statistics screens, and what the tables keep.

Issue 29: "for a seeded game of every table, the replay steps through exactly the states of the
original, forward and back (a test compares every seat's view at every step)"; the tables keep
every finished and abandoned game (the kiosk keeps none); both screens work by mouse, keys and pad,
in large print.
"""
from __future__ import annotations

import copy

import pygame
import pytest

from game.ai.bots import make_bot
from game.core import registry, replays, stats
from scenes import assets
from scenes.screens.app import App
from scenes.table.make import make_table
from scenes.screens.launcher import LauncherScene
from scenes.screens.replay_viewer import ReplayScene, open_viewer
from scenes.screens.replays import ReplaysScene
from scenes.screens.stats import StatsScene

#: the type of these screens at 1920x1080: nothing under 23 px, buttons and headings 26 px
MIN_TEXT, MIN_BUTTON = 23, 26


@pytest.fixture
def capp(tmp_path, monkeypatch):
    """An app that keeps its files (settings, statistics) in a temporary config folder."""
    monkeypatch.setenv("NINE_TABLES_CONFIG_DIR", str(tmp_path / "config"))
    a = App(headless=True)
    a.settings["pace"] = "instant"
    yield a
    assets.set_type_scale(1.0)
    pygame.quit()


def played(gid: str, seed: int = 3):
    """A seeded game of Normal computers (p1 called human): the log and every seat's view before
    the first action and after each one."""
    r = registry.get(gid)
    seats = ["human"] + ["normal"] * (r.info.min_seats - 1)
    state = r.new_game(len(seats), seed, {})
    bots = {s: make_bot("normal", seed * 31 + s, r) for s in range(len(seats))}
    log, views = [], [[copy.deepcopy(r.view(state, s)) for s in range(len(seats))]]
    while r.to_act(state):
        seat = r.to_act(state)[0]
        action = bots[seat].choose(r, r.clone(state), seat)
        r.apply(state, seat, action)
        log.append((seat, action))
        views.append([copy.deepcopy(r.view(state, s)) for s in range(len(seats))])
    return seats, log, state, views


def kept(gid: str, seed: int = 3, ended: str = "finished"):
    r = registry.get(gid)
    seats, log, state, views = played(gid, seed)
    path = replays.keep(gid, seats, seed, {}, log, state, r, ended=ended)
    return replays.load(path), views


def same_views(viewer: ReplayScene, views, k: int, gid: str):
    t = viewer.table
    assert viewer.k == k and len(t.actions) == k
    for s, want in enumerate(views[k]):
        assert t.rules.view(t.state, s) == want, f"{gid}: seat {s} differs at step {k}"


@pytest.mark.parametrize("gid", registry.ids())
def test_the_replay_on_the_table_steps_through_the_original_forward_and_back(capp, gid):
    rp, views = kept(gid)
    capp.push(LauncherScene(capp))
    v = open_viewer(capp, rp)
    assert capp.top is v and capp.stack[-2] is v.table
    same_views(v, views, 0, gid)
    for k in range(1, rp.steps + 1):
        v.forward()
        v.table.finish_animations()
        same_views(v, views, k, gid)
    assert v.table.rules.outcome(v.table.state) is not None
    lines_at_end = list(v.table.log.lines)
    for k in range(rp.steps - 1, -1, -1):
        v.back()
        same_views(v, views, k, gid)
    for k in (rp.steps // 2, rp.steps, 1, 0):                   # jumps, and the log follows
        v.goto(k)
        same_views(v, views, k, gid)
    v.goto(rp.steps)
    assert v.table.log.lines == lines_at_end
    assert not (capp.find(ReplayScene) is None)
    v.leave()
    assert isinstance(capp.top, LauncherScene)
    assert [s.path for s in replays.find()] == [rp.path]      # watching keeps nothing new


def test_a_finished_game_at_a_table_is_kept_and_counted(capp):
    seats, log, state, _ = played("ninedkp")
    lo = capp.push(LauncherScene(capp))
    t = capp.push(make_table(capp, "ninedkp", seats, 3))
    for seat, action in log:
        assert t.submit(action, seat)
    [s] = replays.find()
    assert s.ended == "finished" and s.moves == len(log) and s.seats == seats
    data, problem = stats.load()
    assert problem is None and data["ninedkp"]["normal"]["games"] == 1
    capp.pop(t)                                               # leaving a finished game keeps nothing more
    assert len(replays.find()) == 1
    won = 0 in (registry.get("ninedkp").outcome(state) or {}).get("winners", [])
    assert lo.stat_lines["ninedkp"] == f"You {int(won)}–{int(not won)} against Normal"


def test_a_left_game_is_kept_as_abandoned_and_its_end_replaces_it(capp, save_dir):
    from scenes import persist
    from scenes.screens.play import leave_all
    seats, log, state, _ = played("thenine")
    lo = capp.push(LauncherScene(capp))
    t = capp.push(make_table(capp, "thenine", seats, 3))
    for seat, action in log[:12]:
        t.submit(action, seat)
    capp.reset(LauncherScene(capp))                           # Back to the launcher
    [s] = replays.find()
    assert s.ended == "abandoned" and s.moves == 12 and s.winner_words().startswith("Left")
    assert stats.load()[0] == {}                              # a left game is not counted
    lo = capp.top
    [summary] = [x for x in persist.find_unfinished()[0] if x.game == "thenine"]
    lo.resume(summary)
    t = capp.top
    for seat, action in log[12:]:
        t.submit(action, seat)
    [s] = replays.find()
    assert s.ended == "finished" and s.moves == len(log)
    # quitting the program leaves the tables too (scenes/screens/play.py)
    t = capp.push(make_table(capp, "ninedkp", ["human", "hard"], 9))
    seat = t.ruleset.to_act(t.state)[0]
    t.submit(t.ruleset.legal_actions(t.state, seat)[0], seat)
    leave_all(capp)
    assert sorted(s.game for s in replays.find()) == ["ninedkp", "thenine"]


def test_the_kiosk_keeps_no_replay_and_counts_nothing(capp):
    from scenes.screens import kiosk
    for show in (True, False):
        seats, log, _, _ = played("ninecard")
        t = kiosk.kiosk_table("ninecard", show)(capp, seats=seats if not show else ["normal", "normal"], seed=3)
        capp.push(t)
        for seat, action in log:
            t.submit(action, seat)
        assert t.ruleset.outcome(t.state) is not None
        capp.pop(t)
    assert replays.find() == [] and stats.load() == ({}, None)
    assert not (replays.replay_dir()).exists()


def test_a_tool_or_a_lesson_table_keeps_nothing(capp):
    from scenes.screens.tools import _headless_table
    _headless_table("ninedkp", 1, 400, app=capp)              # to the end or 400 moves
    capp.reset(LauncherScene(capp))
    assert replays.find() == []


def _key(app, key, mod=0):
    app.frame([pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)], dt=1 / 60,
              present=False)


def _pad(app, button):
    app.frame([pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=0, button=button),
               pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=0, button=button)], dt=1 / 60, present=False)


def _click(app, pos):
    app.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
               pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], dt=1 / 60, present=False)


def test_the_viewer_by_keys_pad_and_mouse(capp):
    rp, views = kept("tricksy")
    capp.push(LauncherScene(capp))
    v = open_viewer(capp, rp)
    _key(capp, pygame.K_RIGHT)
    _key(capp, pygame.K_RIGHT)
    same_views(v, views, 2, "tricksy")
    _key(capp, pygame.K_LEFT)
    same_views(v, views, 1, "tricksy")
    _key(capp, pygame.K_END)
    same_views(v, views, rp.steps, "tricksy")
    _key(capp, pygame.K_HOME)
    _key(capp, pygame.K_PAGEDOWN)                              # the next round starts
    marks = rp.marks()
    assert v.k == marks[1] > 0 and rp.progress_at(v.k) != rp.progress_at(0)
    _key(capp, pygame.K_PAGEUP)
    assert v.k == 0
    seats = [v.table.view_seat]
    for _ in range(len(v.views)):                              # Tab: each seat, then every hand open
        _key(capp, pygame.K_TAB)
        seats.append((v.table.view_seat, v.table.ruleset is not v.table.rules))
    assert {s for s, _o in seats[1:]} == {0, 1, 2} and seats[-1] == (0, False)
    assert any(o for _s, o in seats[1:])
    _key(capp, pygame.K_SPACE)                                  # play: a move at the pace (instant here)
    assert v.playing
    for _ in range(40):
        capp.frame([], dt=0.1, present=False)
    assert v.k >= 4
    _key(capp, pygame.K_SPACE)
    k = v.k
    for _ in range(4):
        capp.frame([], dt=0.1, present=False)
    assert not v.playing and v.k == k
    same_views(v, views, k, "tricksy")
    # the pad: d-pad right one move, a shoulder a round, Y the view, B leaves
    _pad(capp, pygame.CONTROLLER_BUTTON_DPAD_RIGHT)
    assert v.k == k + 1
    _pad(capp, pygame.CONTROLLER_BUTTON_DPAD_LEFT)
    _pad(capp, pygame.CONTROLLER_BUTTON_LEFTSHOULDER)
    assert v.k in marks and v.k < k
    # the mouse: the buttons and the timeline
    _click(capp, v.next_button.rect.center)
    _click(capp, v.next_button.rect.center)
    assert v.k in [m + 2 for m in marks]
    _click(capp, (v.timeline.right - 1, v.timeline.centery))              # the timeline's end
    assert v.k == rp.steps
    assert v.table.log.undo is None
    _click(capp, (v.timeline.centerx, v.timeline.centery))
    assert abs(v.k - rp.steps // 2) <= 1
    same_views(v, views, v.k, "tricksy")
    # a click on the table plays nothing (it may read the card: B closes that first)
    k = v.k
    sp = next(iter(v.table.sprites.values()))
    _click(capp, sp.rect.center)
    assert v.k == k and len(v.table.actions) == k
    if capp.top is not v:
        _pad(capp, pygame.CONTROLLER_BUTTON_B)
    assert capp.top is v
    _pad(capp, pygame.CONTROLLER_BUTTON_B)
    assert isinstance(capp.top, LauncherScene)


def test_the_replays_screen_lists_and_opens_by_keys_pad_and_mouse(capp, monkeypatch):
    stamps = iter(["20250101-000001", "20250101-000002"])
    monkeypatch.setattr(replays, "_stamp", lambda: next(stamps))
    a, _ = kept("ninedkp")
    b, _ = kept("ninecard", 5)
    (replays.replay_dir() / "ninedkp" / "19990101-000000-1.json").write_text("[1, 2")
    lo = capp.push(LauncherScene(capp))
    _key(capp, pygame.K_r)
    scr = capp.top
    assert isinstance(scr, ReplaysScene)
    assert [s.game for s in scr.found] == ["ninecard", "ninedkp"]          # newest first
    assert len(scr.problems) == 1 and "19990101-000000-1.json" in scr.problems[0]
    _key(capp, pygame.K_DOWN)
    _key(capp, pygame.K_RETURN)
    assert isinstance(capp.top, ReplayScene) and capp.top.replay.game == "ninedkp"
    _key(capp, pygame.K_ESCAPE)
    assert capp.top is scr
    _pad(capp, pygame.CONTROLLER_BUTTON_Y)                                  # Tab: one table's games
    assert scr.game == registry.ids()[0] and [s.game for s in scr.found] == [registry.ids()[0]]
    scr.game = None
    scr.refresh()
    _pad(capp, pygame.CONTROLLER_BUTTON_A)
    assert isinstance(capp.top, ReplayScene) and capp.top.replay.game == "ninecard"
    _pad(capp, pygame.CONTROLLER_BUTTON_B)
    _click(capp, scr.row_rect(1).center)
    assert isinstance(capp.top, ReplayScene) and capp.top.replay.game == "ninedkp"
    capp.top.leave()
    _click(capp, scr.back_button.rect.center)
    assert capp.top is lo


def test_the_statistics_screen_and_reset_asks_first(capp):
    from scenes.widgets.overlays import ConfirmScene
    for outcome in ({"winners": [0]}, {"winners": [1]}, {"winners": [0]}):
        stats.record("ninedkp", ["human", "normal"], outcome, 10)
    stats.record("tricksy", ["human", "hard", "easy"], {"winners": []}, 6)
    lo = capp.push(LauncherScene(capp))
    assert lo.stat_lines["ninedkp"] == "You 2–1 against Normal"
    _key(capp, pygame.K_t)
    scr = capp.top
    assert isinstance(scr, StatsScene)
    cells = [scr.cells(*row) for row in scr.rows]
    assert cells[0][:9] == ("9DKP", "Normal", "3", "2", "1", "0", "1", "1", "10.0 turns")
    assert cells[1][1] == "Mixed" and cells[1][5] == "1"
    _key(capp, pygame.K_r)
    assert isinstance(capp.top, ConfirmScene)
    _pad(capp, pygame.CONTROLLER_BUTTON_A)                    # the safe choice is focused: keep them
    assert capp.top is scr and stats.load()[0]
    _click(capp, scr.reset_button.rect.center)
    _key(capp, pygame.K_y)
    assert capp.top is scr and scr.rows == [] and stats.load() == ({}, None)
    _key(capp, pygame.K_ESCAPE)
    assert capp.top is lo and lo.stat_lines["ninedkp"] == ""


def test_a_corrupt_statistics_file_is_set_aside_and_reported(capp):
    path = stats.stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("games: {ninedkp: [\n")
    lo = capp.push(LauncherScene(capp))
    assert any("statistics file was broken" in text for text, _c in lo.banner.lines)
    assert path.with_name("stats.yaml.corrupt").exists() and not path.exists()
    capp.push(StatsScene(capp))
    assert capp.top.problem is None and capp.top.rows == []


class Sizes:
    """The font sizes (in real pixels) asked for while something draws."""

    def __init__(self, monkeypatch):
        self.seen: list[int] = []
        real = assets.font

        def font(kind, size):
            self.seen.append(max(1, round(size * assets.TYPE_SCALE)))
            return real(kind, size)
        monkeypatch.setattr(assets, "font", font)

    def during(self, draw) -> list[int]:
        assets.forget_rendered()
        self.seen = []
        draw()
        return list(self.seen)


@pytest.mark.parametrize("scale", [1.0, assets.LARGE_PRINT])
def test_the_screens_type_is_large_enough(capp, monkeypatch, scale):
    assets.set_type_scale(scale)
    kept("kongai")
    kept("tricksy")
    for outcome in ({"winners": [0]}, {"winners": [1]}):
        stats.record("kongai", ["human", "hard"], outcome, 10)
    sizes = Sizes(monkeypatch)
    lo = capp.push(LauncherScene(capp))
    surface = pygame.Surface((1920, 1080))
    listing = ReplaysScene(capp)
    listing.problems = ["A replay could not be read and was set aside: " + "x" * 300]
    screens = [StatsScene(capp)] + [listing] * (len(registry.ids()) + 1)
    for scene in screens:
        seen = sizes.during(lambda: scene.draw(surface))
        assert seen and min(seen) >= MIN_TEXT, (type(scene).__name__, sorted(set(seen)))
        for b in scene.buttons:
            px = assets.fit("bold", b.label, b.rect.w - 20, b.size, 12)
            assert round(px * scale) >= MIN_BUTTON, (b.label, px)
        if scene is listing:
            listing.cycle_game()                 # every table's own list, and its button's label
    v = open_viewer(capp, replays.load(replays.find(game="tricksy")[0].path))
    for _ in range(len(v.views)):
        seen = sizes.during(lambda: v.draw(surface))
        assert min(seen) >= MIN_TEXT, sorted(set(seen))
        for b in v.buttons:
            px = assets.fit("bold", b.label, b.rect.w - 20, b.size, 12)
            assert round(px * scale) >= MIN_BUTTON, (b.label, px)
        v.next_view()
    v.leave()
    assert lo.stat_lines["kongai"] == "You 1–1 against Hard"


def test_each_tile_shows_its_line_of_statistics(capp, monkeypatch):
    stats.record("thenine", ["human", "easy"], {"winners": [0]}, 7)
    drawn = []
    for name in ("paragraph", "text"):           # a tall tile wraps the line, a low one (many games) does not
        real = getattr(assets, name)
        monkeypatch.setattr(assets, name, lambda kind, size, s, *a, real=real, **k: drawn.append(s) or
                            real(kind, size, s, *a, **k))
    lo = capp.push(LauncherScene(capp))
    assets.forget_rendered()
    capp.dirty = True
    capp.draw()
    assert "You 1–0 against Easy" in drawn and lo.stat_lines["ninedkp"] == ""
    assert sum(1 for s in drawn if s.startswith("You ")) == 1
