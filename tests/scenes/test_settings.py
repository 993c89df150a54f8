"""Settings kept between runs (scenes/screens/settings.py): the file in a temporary config folder,
broken files set aside, the settings screen driven by keys and the mouse, the Esc menu's
pace and The Nine's timers default in the seat set-up."""

import pygame
import pytest

from game.core import registry
from game.core.data import load_yaml
from scenes.screens import settings as st
from scenes.screens.launcher import LauncherScene, SeatSetupScene
from scenes.screens.menu import MenuScene
from scenes.screens.settings import SettingsScene


@pytest.fixture
def cfg(tmp_path, monkeypatch):
    d = tmp_path / "config"
    monkeypatch.setenv("NINE_TABLES_CONFIG_DIR", str(d))
    return d


@pytest.fixture
def capp(cfg):
    from scenes.screens.app import App
    a = App(headless=True)
    yield a
    pygame.quit()


def test_the_file_lives_in_the_config_dir_and_round_trips(cfg):
    assert st.settings_path() == cfg / "settings.yaml"
    assert st.load() == (st.defaults(), None)          # no file yet: the defaults, no problem
    mine = dict(st.defaults(), pace="fast", volume=30, mute=True, large_print=True, nine_timers="on",
                fullscreen=True)
    assert st.save(mine) is None
    assert load_yaml(str(cfg / "settings.yaml")) == mine
    assert st.load() == (mine, None)
    assert not [p for p in cfg.iterdir() if p.name.endswith(".tmp")]      # the temporary file is gone


def test_without_the_env_the_folder_comes_from_platformdirs(monkeypatch):
    import platformdirs
    monkeypatch.delenv("NINE_TABLES_CONFIG_DIR", raising=False)
    assert str(st.config_dir()) == platformdirs.user_config_dir("nine-tables", appauthor=False)


def test_an_older_file_without_some_keys_takes_the_defaults_for_them(cfg):
    cfg.mkdir()
    (cfg / "settings.yaml").write_text("pace: slow\n")
    assert st.load() == (dict(st.defaults(), pace="slow"), None)


def test_the_app_reads_the_file_and_saves_a_change(cfg):
    st.save(dict(st.defaults(), pace="instant", volume=40))
    from scenes.screens.app import App
    app = App(headless=True)
    try:
        assert app.settings["pace"] == "instant" and app.settings["volume"] == 40
        app.change_setting("volume", 50)
        assert st.load()[0]["volume"] == 50
    finally:
        pygame.quit()


def test_a_headless_app_without_a_config_dir_keeps_the_defaults_and_writes_nothing(monkeypatch, tmp_path):
    monkeypatch.delenv("NINE_TABLES_CONFIG_DIR", raising=False)
    from scenes.screens.app import App
    app = App(headless=True)
    try:
        assert not app.persist and app.settings == st.defaults()
        saved = []
        monkeypatch.setattr(st, "save", lambda *a, **k: saved.append(a))
        app.change_setting("pace", "fast")
        assert saved == [] and app.settings["pace"] == "fast"
    finally:
        pygame.quit()


BROKEN = {
    "bad yaml": b"pace: [fast\nvolume: 3\n",
    "binary": bytes(range(256)) * 4,
    "not a mapping": b"- pace\n- fast\n",
    "unknown key": b"pace: fast\ncolour: red\n",
    "duplicate key": b"pace: fast\npace: slow\n",
    "wrong type": b"volume: loud\n",
    "a bool for the volume": b"volume: true\n",
    "out of range": b"volume: 150\n",
    "unknown pace": b"pace: ludicrous\n",
    "wrong type for a switch": b"mute: 3\n",
}


@pytest.mark.parametrize("kind", sorted(BROKEN) + ["a folder"])
def test_a_broken_file_is_reported_replaced_by_defaults_and_kept(cfg, kind):
    cfg.mkdir()
    path = cfg / "settings.yaml"
    if kind == "a folder":
        path.mkdir()
        (path / "inside").write_text("x")
    else:
        path.write_bytes(BROKEN[kind])
    from scenes.screens.app import App
    app = App(headless=True)
    try:
        assert app.settings == st.defaults()
        problem = app.settings_problem
        assert problem and "\n" not in problem and "settings.yaml.corrupt" in problem, problem
        kept = cfg / "settings.yaml.corrupt"
        assert kept.exists() and not path.exists()
        if kind == "a folder":
            assert (kept / "inside").read_text() == "x"
        else:
            assert kept.read_bytes() == BROKEN[kind]
        # the launcher says it, in one line
        lo = app.push(LauncherScene(app))
        assert [t for t, _ in lo.banner.lines] == [problem]
        app.draw()
        # and the next change writes a good file again
        app.change_setting("pace", "slow")
        assert st.load() == (dict(st.defaults(), pace="slow"), None)
    finally:
        pygame.quit()


def test_a_second_broken_file_replaces_the_old_corrupt_one(cfg):
    cfg.mkdir()
    (cfg / "settings.yaml").write_text("volume: 900\n")
    st.load()
    (cfg / "settings.yaml").write_text("pace: 7\n")
    settings, problem = st.load()
    assert settings == st.defaults() and problem
    assert (cfg / "settings.yaml.corrupt").read_text() == "pace: 7\n"


def test_a_settings_file_that_cannot_be_written_is_one_line_not_a_crash(tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("NINE_TABLES_CONFIG_DIR", str(blocker / "sub"))
    problem = st.save(st.defaults())
    assert problem and "\n" not in problem


def test_the_settings_screen_by_keys_only_changes_pace_and_volume(capp, cfg, ui):
    capp.push(LauncherScene(capp))
    ui.key(capp, pygame.K_s)                      # the launcher's Settings (S)
    screen = capp.top
    assert isinstance(screen, SettingsScene) and screen.focus == 0
    ui.key(capp, pygame.K_RIGHT)                  # pace: normal -> fast
    ui.key(capp, pygame.K_DOWN)                   # to the volume
    ui.key(capp, pygame.K_RIGHT)                  # 70 -> 80
    ui.key(capp, pygame.K_RIGHT)                  # 80 -> 90
    ui.key(capp, pygame.K_LEFT)                   # 90 -> 80
    ui.key(capp, pygame.K_UP)
    ui.key(capp, pygame.K_RETURN)                 # pace: fast -> instant
    capp.draw()
    ui.key(capp, pygame.K_ESCAPE)                 # back to the launcher
    assert isinstance(capp.top, LauncherScene)
    want = dict(st.defaults(), pace="instant", volume=80)
    assert capp.settings == want
    assert st.load() == (want, None)


def test_every_setting_can_be_changed_with_the_mouse(capp, cfg, ui):
    screen = capp.push(SettingsScene(capp))
    for key, _rect, less, more in screen.rows:
        before = capp.settings[key]
        ui.click(capp, more.rect.center)
        assert capp.settings[key] != before, key
        ui.click(capp, less.rect.center)
        assert capp.settings[key] == before, key
    ui.click(capp, screen.rows[2][1].move(20, 20).topleft)        # a click on the Mute row switches it
    assert capp.settings["mute"] is True
    ui.click(capp, screen.back.rect.center)
    assert capp.top is not screen


def test_volume_stays_within_0_and_100():
    assert st.step("volume", 100, 1) == 100 and st.step("volume", 0, -1) == 0
    assert st.step("volume", 75, -1) == 70 and st.step("volume", 75, 1) == 80
    assert st.step("pace", "instant", 1) == "slow" and st.step("pace", "slow", -1) == "instant"
    assert st.step("mute", False, 1) is True


def test_the_esc_menu_pace_and_the_settings_screen_share_one_store(capp, cfg, ui):
    capp.push(LauncherScene(capp))
    ui.key(capp, pygame.K_ESCAPE)
    menu = capp.top
    assert isinstance(menu, MenuScene)
    ui.key(capp, pygame.K_p)                      # normal -> fast, saved
    assert capp.settings["pace"] == "fast" and st.load()[0]["pace"] == "fast"
    ui.key(capp, pygame.K_s)                      # the menu's Settings
    assert isinstance(capp.top, SettingsScene)
    ui.key(capp, pygame.K_RIGHT)                  # fast -> instant
    ui.key(capp, pygame.K_ESCAPE)
    assert capp.top is menu
    assert any(b.label == "Pace: instant (P)" for b in menu.buttons)
    assert st.load()[0]["pace"] == "instant"


def test_the_nine_timers_follow_the_setting_in_the_seat_setup(capp):
    info = registry.info("thenine")
    setup = SeatSetupScene(capp, "thenine", info)
    assert setup.kinds[:2] == ["human", "normal"] and setup.options["timers"] is False
    setup.toggle(1)                               # Computer (Hard)
    setup.toggle(1)                               # two humans: on
    assert setup.options["timers"] is True
    capp.settings["nine_timers"] = "off"
    assert SeatSetupScene(capp, "thenine", info).options["timers"] is False
    capp.settings["nine_timers"] = "on"
    s = SeatSetupScene(capp, "thenine", info)
    assert s.options["timers"] is True
    s.cycle("timers")                             # the player's own choice is kept
    s.toggle(1)
    s.toggle(1)
    assert s.options["timers"] is False


def test_large_print_is_kept_and_applied_at_once_and_at_start_up(capp):
    from scenes import assets
    from scenes.screens.app import App
    small = assets.font("sans", 30).get_height()
    try:
        capp.change_setting("large_print", True)
        assert capp.settings["large_print"] is True and st.load()[0]["large_print"] is True
        assert assets.TYPE_SCALE == assets.LARGE_PRINT          # applied now, on every screen
        assert assets.font("sans", 30).get_height() > small * 1.2
        capp.push(SettingsScene(capp))
        capp.draw()
        capp.change_setting("large_print", False)
        assert assets.TYPE_SCALE == 1.0 and assets.font("sans", 30).get_height() == small
        capp.change_setting("large_print", True)
        pygame.quit()
        again = App(headless=True)                  # the next run starts in large print
        assert again.settings["large_print"] is True and assets.TYPE_SCALE == assets.LARGE_PRINT
    finally:
        assets.set_type_scale(1.0)
    assert assets.font("sans", 30).get_height() == small
