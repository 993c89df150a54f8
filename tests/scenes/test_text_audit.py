"""Type for a TV, measured as drawn (issue 27, point 1): every string of a frame goes through the
recorder of ``scenes/assets.py``; tests/scenes/text_audit.py checks it against its role's minimum
(text 23 px, captions / buttons / titles 26 px at 1920x1080), overlaps of different texts, text
off the screen or cut by its panel, and names shortened with "…". Run with ``-s`` to see the
smallest text of each screen.

The screens outside the tables must pass in normal and large print. The five tables are audited
too but only reported (:func:`test_tables_are_measured`): they are not converted yet.
"""
import pytest

from game.core import registry
from scenes import assets
from scenes.games import has_table
from tests.scenes import text_audit

PRINTS = {"normal": 1.0, "large": assets.LARGE_PRINT}


@pytest.fixture(params=sorted(PRINTS))
def print_size(request):
    assets.set_type_scale(PRINTS[request.param])
    yield request.param
    assets.set_type_scale(1.0)


def _autosave(gid, seed=5):
    """An unfinished game of ``gid`` on disk (one legal move made): the launcher offers to resume it."""
    from game.core import saves
    r = registry.get(gid)
    n = r.info.min_seats
    state = r.new_game(n, seed)
    seat = r.to_act(state)[0]
    action = r.legal_actions(state, seat)[0]
    r.apply(state, seat, action)
    saves.autosave(gid, ["human"] * n, seed, {}, [(seat, action)], state, r)


def launcher(app):
    from scenes.screens.launcher import LauncherScene
    _autosave("ninedkp")
    _autosave("tricksy")
    lo = app.push(LauncherScene(app))
    assert len(lo.resume_buttons) == 2
    return lo


def seat_setup(gid):
    def build(app):
        from scenes.screens.launcher import SeatSetupScene
        return app.push(SeatSetupScene(app, gid, registry.info(gid)))
    return build


def settings(app):
    from scenes.screens.settings import SettingsScene
    return app.push(SettingsScene(app))


def credits(app):
    from scenes.screens.launcher import CreditsScene
    return app.push(CreditsScene(app))


def learn_list(app):
    from scenes.lessons import LessonListScene
    return app.push(LessonListScene(app, "ninedkp"))


def stats(app, monkeypatch, tmp_path):
    """The statistics of three tables (in a temporary config folder)."""
    from game.core import stats as counted
    from scenes.screens.stats import StatsScene
    monkeypatch.setenv("NINE_TABLES_CONFIG_DIR", str(tmp_path / "config"))
    app.persist = True
    for outcome in ({"winners": [0]}, {"winners": [1]}, {"winners": [0]}):
        counted.record("ninedkp", ["human", "normal"], outcome, 10)
    counted.record("tricksy", ["human", "hard", "easy"], {"winners": []}, 6)
    counted.record("kongai", ["human", "easy"], {"winners": [0]}, 31)
    return app.push(StatsScene(app))


def replays(app, monkeypatch, tmp_path):
    """Two kept games (the replays folder is in the tests' save folder)."""
    from game.ai.bots import make_bot
    from game.core import replays as kept
    from scenes.screens.replays import ReplaysScene
    for gid, seed in (("ninedkp", 3), ("tricksy", 5)):
        r = registry.get(gid)
        seats = ["human"] + ["normal"] * (r.info.min_seats - 1)
        state, log = r.new_game(len(seats), seed, {}), []
        bots = {i: make_bot("normal", seed * 31 + i, r) for i in range(len(seats))}
        while r.to_act(state):
            seat = r.to_act(state)[0]
            action = bots[seat].choose(r, r.clone(state), seat)
            r.apply(state, seat, action)
            log.append((seat, action))
        kept.keep(gid, seats, seed, {}, log, state, r, ended="finished")
    scr = app.push(ReplaysScene(app))
    assert len(scr.found) == 2
    return scr


def _table(app, gid="ninedkp"):
    from scenes.screens.tools import _headless_table
    _, table, _ = _headless_table(gid, 1, 6, seats=("human", "computer"), app=app)
    table._curtain_pending = False
    table.finish_animations()
    return table


def esc_menu(app):
    from scenes.screens.menu import MenuScene
    _table(app)
    return app.push(MenuScene(app))


def confirm(app):
    from scenes.widgets.overlays import ConfirmScene
    _table(app)
    return app.push(ConfirmScene(app, "Leave this game?", "The game is saved: you can resume it from the launcher.",
                                 [("Leave (Enter)", lambda: None, None), ("Stay (Esc)", lambda: None, None)]))


def kiosk_title(app):
    from scenes.screens import kiosk
    return app.push(kiosk.TitleCard(app, "ninedkp", 5.0, lambda: None))


def kiosk_offer(app, monkeypatch):
    from scenes.screens import kiosk
    monkeypatch.setattr(kiosk, "TITLE_SECONDS", 5.0)
    k = kiosk.start_kiosk(app, ["ninedkp", "thenine", "tricksy", "ninecard", "kongai"], idle=90)
    return app.push(kiosk.OfferScene(app, k, "ninedkp"))


def kiosk_confirm(app):
    from scenes.screens import kiosk
    _table(app)
    return app.push(kiosk.KioskConfirm(app, "Back to the show?", "Nobody has pressed a key for a while.",
                                       [("Keep playing (Enter)", lambda: None, None),
                                        ("Back to the show (Esc)", lambda: None, None)]))


SCREENS = {
    "launcher": launcher, "settings": settings, "credits": credits, "learn list": learn_list,
    "statistics": stats, "replays": replays, "esc menu": esc_menu, "confirm": confirm,
    "kiosk title card": kiosk_title, "kiosk offer": kiosk_offer, "kiosk confirm": kiosk_confirm,
    **{f"seat set-up {g}": seat_setup(g) for g in registry.ids()},
}


#: dialogs over a table (or the title card): only the dialog is audited here (what is under it is dimmed)
OVER_A_TABLE = {"esc menu", "confirm", "kiosk confirm", "kiosk offer"}


def _build(name, app, monkeypatch, tmp_path):
    fn = SCREENS[name]
    if fn in (stats, replays):
        return fn(app, monkeypatch, tmp_path)
    return fn(app, monkeypatch) if fn is kiosk_offer else fn(app)


@pytest.mark.parametrize("name", sorted(SCREENS))
def test_screens_outside_the_tables(app, monkeypatch, tmp_path, name, print_size):
    _build(name, app, monkeypatch, tmp_path)
    texts = text_audit.record_frame(app, top_only=name in OVER_A_TABLE)
    line = text_audit.summary(f"{name} ({print_size} print)", texts)
    print(line)
    assert texts, f"{name}: the recorder saw no text"
    bad = text_audit.problems(texts)
    assert not bad, line + "\n" + "\n".join(bad)


#: how far into a seeded game the table is audited (a table in play: cards out, a log, buttons)
TABLE_STEPS = 30


@pytest.mark.parametrize("gid", [g for g in registry.ids() if has_table(g)])
def test_a_table_in_play_reads_from_the_sofa(app, gid, print_size):
    """A table some way into a seeded game, the seat at the screen to act: every string at its
    role's minimum, nothing overlapping, cut or outside (the same audit as every screen above;
    tests/scenes/test_tv_tables.py audits each table at its scripted moments)."""
    from scenes.screens.tools import _headless_table
    seats = ("human",) + ("computer",) * (registry.get(gid).info.min_seats - 1)
    _, table, _ = _headless_table(gid, 1, TABLE_STEPS, seats=seats, app=app)
    table._curtain_pending = False
    table.finish_animations()
    texts = text_audit.record_frame(app)
    print(text_audit.summary(f"table {gid} ({print_size} print)", texts))
    assert texts and any(e["px"] > 0 for e in texts), f"{gid}: the recorder saw no text"
    report = text_audit.problems(texts)
    assert not report, f"{gid}: {len(report)} problems\n" + "\n".join(report[:40])


def test_the_recorder_is_off_by_default_and_sees_a_small_string(app):
    """Not vacuous: a 12 px string drawn on the screen is found, small, where it was drawn."""
    from scenes.scene import Scene

    class Tiny(Scene):
        def draw(self, surface):
            surface.fill((0, 0, 0))
            surface.blit(assets.text("sans", 12, "tiny words"), (100, 200))
            surface.blit(assets.text("bold", 30, "Shortened…", role="button"), (1900, 500))

    assert assets._REC is None
    app.push(Tiny(app))
    texts = text_audit.record_frame(app)
    assert assets._REC is None
    tiny = next(e for e in texts if e["string"] == "tiny words")
    assert tiny["px"] == 12 and tiny["rect"].topleft == (100, 200)
    bad = "\n".join(text_audit.problems(texts))
    assert "small: 12 px" in bad and "off screen" in bad and "shortened" in bad
