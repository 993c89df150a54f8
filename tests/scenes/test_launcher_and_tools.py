"""The launcher, seat set-up, resume / corrupt saves, and the headless CLI tools."""
import os
import subprocess
import sys

import pygame
import pytest

from game.core import registry
from scenes.screens import launcher
from scenes.screens.launcher import LauncherScene, SeatSetupScene
from scenes.scene import LOGICAL
from scenes.table.make import table_class

NineDKPTable = table_class("ninedkp")

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
R = registry.get("ninedkp")


def tile(launcher, gid):
    return next(r for g, r in launcher.tiles if g == gid)


def test_launcher_lists_every_registered_tabletop(app, ui):
    lo = app.push(LauncherScene(app))
    assert [g for g, _ in lo.tiles] == registry.ids() and len(lo.tiles) == len(registry.ids()) >= 2
    assert lo.page_buttons == [] and not {lo.prev_button, lo.next_button} & set(lo._nav_items())   # one page
    _inside_and_apart([r for _, r in lo.tiles])                                 # every tile on screen
    app.draw()
    from scenes.games import playable
    assert all(playable(g) for g in registry.ids())


def _fake_games(monkeypatch, n):
    """``n`` registered games: the real ones, then copies of their rulesets under new ids (with
    no table: the launcher shows them as "no table yet")."""
    real = dict(registry._games())
    games, mods = dict(real), list(real.values())
    while len(games) < n:
        games[f"extra{len(games)}"] = mods[len(games) % len(mods)]
    monkeypatch.setattr(registry, "_declared", games)
    return list(games)


def _inside_and_apart(rects):
    screen = pygame.Rect((0, 0), LOGICAL)
    for i, r in enumerate(rects):
        assert screen.contains(r), (i, r)
        for j, o in enumerate(rects[:i]):
            assert not r.colliderect(o), (j, o, i, r)


@pytest.mark.parametrize("n", [6, 8, 12])
@pytest.mark.parametrize("large", [False, True])
def test_the_launcher_lays_out_more_games_on_screen_without_overlaps(app, monkeypatch, n, large):
    from scenes import assets
    ids = _fake_games(monkeypatch, n)
    if large:
        assets.set_type_scale(assets.LARGE_PRINT)
    try:
        lo = app.push(LauncherScene(app))
        assert [g for g, _ in lo.tiles] == ids
        tiles = [r for _, r in lo.tiles]
        _inside_and_apart([r.move(0, -6) for r in tiles])                       # a hovered tile lifts 6 px
        _inside_and_apart(tiles + [b.rect for b in lo.learn_buttons + lo.resume_buttons
                                   + [lo.settings_button, lo.quit_button, lo.credits_button, lo.convention_button]])
        assert len({r.y for r in tiles}) == 2                                   # beyond one row: two rows
        assert launcher.games_in_words(n) == {6: "Six", 8: "Eight", 12: "Twelve"}[n] + " small card games"
        app.draw()
    finally:
        assets.set_type_scale(1.0)


def test_more_games_than_two_rows_hold_go_on_pages(app, monkeypatch, ui):
    n = launcher.per_page() + 3
    ids = _fake_games(monkeypatch, n)
    lo = app.push(LauncherScene(app))
    assert [g for g, _ in lo.tiles] == ids[:launcher.per_page()] and lo.page_buttons == [lo.next_button]
    assert lo.next_button in lo._nav_items() and lo.prev_button not in lo._nav_items()
    _inside_and_apart([r for _, r in lo.tiles])
    ui.key(app, pygame.K_PAGEDOWN)
    assert [g for g, _ in lo.tiles] == ids[launcher.per_page():] and lo.page_buttons == [lo.prev_button]
    _inside_and_apart([r for _, r in lo.tiles] + [lo.prev_button.rect])
    app.draw()
    ui.click(app, lo.prev_button.rect.center)
    assert [g for g, _ in lo.tiles] == ids[:launcher.per_page()]


def test_the_credits_name_every_registered_game(app):
    body = dict(launcher.credit_lines())["Games"]
    assert all(registry.info(g).title in body for g in registry.ids())


def test_seat_setup_then_the_table(app, ui):
    lo = app.push(LauncherScene(app))
    ui.click(app, tile(lo, "ninedkp").center)
    setup = app.top
    assert isinstance(setup, SeatSetupScene)
    assert setup.kinds[:2] == ["human", "normal"]
    ui.click(app, setup.seat_buttons[1].rect.center)   # Computer (Normal) -> Computer (Hard)
    assert setup.kinds[:2] == ["human", "hard"] and "Computer (Hard)" in setup.seat_buttons[1].label
    ui.click(app, setup.seat_buttons[1].rect.center)   # -> Human
    assert setup.kinds[:2] == ["human", "human"]
    app.draw()
    ui.click(app, setup.start.rect.center)
    table = app.top
    assert isinstance(table, NineDKPTable) and table.seats == ["human", "human"]
    ui.settle(app, 10.0)
    # two humans: after the roll-off dice land, the curtain comes first
    from scenes.widgets.overlays import CurtainScene
    assert isinstance(app.top, CurtainScene)


@pytest.mark.parametrize("gid", registry.ids())
def test_every_tile_opens_its_seat_setup_and_then_its_table(app, ui, gid):
    lo = app.push(LauncherScene(app))
    ui.click(app, tile(lo, gid).center)
    setup = app.top
    assert isinstance(setup, SeatSetupScene) and setup.kinds[0] == "human"
    assert len(setup.kinds) >= registry.info(gid).min_seats and all(k != "human" for k in setup.kinds[1:])
    app.draw()
    ui.click(app, setup.start.rect.center)
    table = app.top
    assert isinstance(table, table_class(gid)) and table.seats[0] == "human"
    ui.settle(app, 2.0)
    app.draw()


def test_a_new_game_asks_before_replacing_an_unfinished_one(app, ui, save_dir):
    from game.core import saves
    from game.ninedkp.actions import ChooseOrder
    from scenes.widgets.overlays import ConfirmScene
    state = R.new_game(2, 5)
    w = state["roll_winner"]
    R.apply(state, w, ChooseOrder(True))
    path = saves.autosave("ninedkp", ["human", "human"], 5, {}, [(w, ChooseOrder(True))], state, R)
    lo = app.push(LauncherScene(app))
    ui.click(app, tile(lo, "ninedkp").center)
    setup = app.top
    ui.click(app, setup.start.rect.center)
    ask = app.top
    assert isinstance(ask, ConfirmScene) and "unfinished" in ask.title
    ui.key(app, pygame.K_ESCAPE)                        # Back: nothing replaced
    assert app.top is setup and path.exists() and saves.load(path)[2].seed == 5
    ui.click(app, setup.start.rect.center)
    ui.key(app, pygame.K_r)                             # Resume: the saved game, where it stood
    assert isinstance(app.top, NineDKPTable) and app.top.seed == 5 and len(app.top.actions) == 1


def test_resume_an_unfinished_game(app, ui, save_dir):
    from game.core import saves
    from game.ninedkp.actions import ChooseOrder
    state = R.new_game(2, 5)
    w = state["roll_winner"]
    R.apply(state, w, ChooseOrder(True))
    saves.autosave("ninedkp", ["human", "human"], 5, {}, [(w, ChooseOrder(True))], state, R)
    lo = app.push(LauncherScene(app))
    assert len(lo.resume_buttons) == 1 and "9DKP" in lo.resume_buttons[0].label
    app.draw()
    ui.click(app, lo.resume_buttons[0].rect.center)
    table = app.top
    assert isinstance(table, NineDKPTable)
    assert R.comparable(table.state) == R.comparable(state)
    assert len(table.actions) == 1


def test_a_corrupt_save_is_reported_not_fatal(app, ui, save_dir):
    save_dir.mkdir(parents=True, exist_ok=True)
    (save_dir / "ninedkp.json").write_text("{ this is not json", encoding="utf-8")
    lo = app.push(LauncherScene(app))
    app.draw()
    assert lo.banner.lines and "set aside" in lo.banner.lines[0][0]
    assert not lo.resume_buttons
    assert (save_dir / "ninedkp.json.corrupt").exists()


def test_a_bomb_a_binary_and_a_newer_save_are_reported_and_kept(app, ui, save_dir):
    import json
    from game.core import saves
    save_dir.mkdir(parents=True, exist_ok=True)
    bomb = "format: 1\ngame: ninedkp\noptions:\n  a: &a [x, x, x, x, x, x, x, x, x, x]\n" + "".join(
        f"  {c}: &{c} [{', '.join(['*' + p] * 10)}]\n" for p, c in zip("abcdefgh", "bcdefghi")) + \
        "seats: [human, computer]\nseed: 1\nactions: []\nsnapshot: {}\n"
    (save_dir / "bomb.yaml").write_text(bomb)
    (save_dir / "binary.json").write_bytes(bytes(range(256)) * 4)
    state = R.new_game(2, 5)
    saves.autosave("ninedkp", ["human", "computer"], 5, {}, [], state, R, path=save_dir / "newer.json")
    data = json.loads((save_dir / "newer.json").read_text())
    data["format"] = saves.FORMAT + 1
    (save_dir / "newer.json").write_text(json.dumps(data))
    lo = app.push(LauncherScene(app))
    app.draw()
    said = " ".join(text for text, _ in lo.banner.lines)
    assert "bomb.yaml" in said and "binary.json" in said and "newer version" in said
    assert not lo.resume_buttons
    assert (save_dir / "bomb.yaml.corrupt").exists() and (save_dir / "binary.json.corrupt").exists()
    assert (save_dir / "newer.json").exists()            # kept where it is, for the newer version


def test_f11_and_quit_do_not_crash(app, ui):
    app.push(LauncherScene(app))
    ui.key(app, pygame.K_F11)
    ui.key(app, pygame.K_F11)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.frame(pygame.event.get(), dt=0.01, present=False)
    assert not app.running


def _run(args, tmp_path, timeout=120):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", NINE_TABLES_SAVE_DIR=str(tmp_path / "saves"))
    return subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=timeout)


def test_screenshot_cli_writes_a_full_hd_png(tmp_path):
    out = tmp_path / "shot.png"
    p = _run(["screenshot", "ninedkp", "--out", str(out), "--seed", "4", "--steps", "25"], tmp_path)
    assert p.returncode == 0, p.stderr
    img = pygame.image.load(str(out))
    assert img.get_size() == (1920, 1080)
    assert not (tmp_path / "saves").exists()          # tools never write save files


def test_bench_cli_reports_frames_and_games(tmp_path):
    p = _run(["bench", "ninedkp", "--frames", "90", "--seconds", "0.5"], tmp_path)
    assert p.returncode == 0, p.stderr
    assert "median" in p.stdout and "p99" in p.stdout and "games per second" in p.stdout
    assert "after the first 30" in p.stdout and "start-up to the launcher" in p.stdout


@pytest.mark.parametrize("gid", registry.ids())
def test_screenshot_and_bench_of_every_game(tmp_path, capsys, monkeypatch, gid):
    """The tools through ``main.main`` in this process (where the test suite registered its sixth
    game; the command-line runs above cover the processes): a 1920x1080 PNG, frames and rules."""
    import main
    from scenes.screens import tools
    out = tmp_path / "shot.png"
    assert main.main(["screenshot", gid, "--out", str(out), "--seed", "4", "--steps", "8"]) == 0
    assert pygame.image.load(str(out)).get_size() == (1920, 1080)
    monkeypatch.setattr(tools, "bench_startup", lambda runs=3: 0.0)   # the launcher's start-up: no game's own
    assert main.main(["bench", gid, "--frames", "40", "--seconds", "0.1"]) == 0
    said = capsys.readouterr().out
    assert "median" in said and "games per second" in said and f"{gid} table" in said


def test_play_rejects_bad_seats(tmp_path):
    p = _run(["play", "ninedkp", "--seats", "human,robot"], tmp_path)
    assert p.returncode == 2 and p.stderr.strip().count("\n") == 0 and "robot" in p.stderr


def test_play_rejects_an_unknown_game(tmp_path):
    p = _run(["play", "nosuchgame"], tmp_path)
    assert p.returncode == 2 and p.stderr.startswith("error: ") and "Traceback" not in p.stderr
    assert p.stderr.count("\n") == 1 and "ninedkp" in p.stderr          # names the known games
