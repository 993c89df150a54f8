"""What the command line opens: ``python main.py`` (the launcher) and ``python main.py play GAME``."""
from __future__ import annotations

import os
import sys

import pygame

from game.core import replays
from game.core.saves import SaveError
from scenes.screens.app import App
from scenes.screens.replay_viewer import open_viewer


def leave_all(app) -> None:
    """Quitting leaves every screen, top first, as going back does: a table left unfinished is kept
    as an abandoned replay (``TableScene.on_exit``)."""
    while app.stack:
        app.stack.pop().on_exit()


def _parse_seats(game_id: str, seats: str | None, info) -> list[str] | str:
    if seats is None:
        return ["human"] + ["computer"] * (info.min_seats - 1)
    kinds = [s.strip().lower() for s in seats.split(",") if s.strip()]
    from game.ai.bots import LEVELS
    for k in kinds:
        if k not in ("human", "computer") + LEVELS:
            return (f"--seats: {k!r} is not a seat kind (use human, computer or a level: "
                    f"{', '.join(LEVELS)}; e.g. human,hard)")
    if not info.min_seats <= len(kinds) <= info.max_seats:
        return f"--seats: {info.title} is for {info.seats_label}, got {len(kinds)} seats"
    return kinds


def run_play(game: str, seats: str | None = None, seed: int | None = None,
             fullscreen: bool = False, window: tuple[int, int] | None = None,
             options: list[str] | None = None) -> int:
    """``python main.py play GAME``: straight to a table (``options``: ``K=V`` pairs, e.g.
    ``timers=false``). DataError/KeyError propagate to main.py (one line, exit 2)."""
    from game.core import registry
    from scenes.layout import load_layout
    from scenes.games import has_table
    from scenes.table.make import make_table

    ruleset = registry.get(game)            # KeyError for unknown or unbuilt games
    from game.ai.simulate import parse_options
    opts = parse_options(ruleset, list(options)) if options else None    # DataError: exit 2
    kinds = _parse_seats(game, seats, ruleset.info)
    if isinstance(kinds, str):
        print(f"error: {kinds}", file=sys.stderr)
        return 2
    if not has_table(game):
        print(f"error: {ruleset.info.title} has rules but no table scene yet", file=sys.stderr)
        return 2
    layout = load_layout(game)              # DataError before any window opens
    if seed is None:
        seed = int.from_bytes(os.urandom(4), "little")
    app = App(window=window, fullscreen=fullscreen)
    from scenes.screens.launcher import LauncherScene
    app.push(LauncherScene(app))
    app.push(make_table(app, game, kinds, seed, layout=layout, options=opts))
    try:
        return app.run()
    finally:
        leave_all(app)
        pygame.quit()


def run_launcher() -> int:
    """``python main.py``: the launcher window."""
    app = App()
    from scenes.screens.launcher import LauncherScene
    app.push(LauncherScene(app))
    try:
        return app.run()
    finally:
        leave_all(app)
        pygame.quit()


def run_replay(path: str, window: tuple[int, int] | None = None, fullscreen: bool = False) -> int:
    """``python main.py replay FILE``: the file is checked first (a corrupt or foreign file is one
    line on stderr and exit code 2, and stays where it is), then its table opens with the viewer
    over the launcher."""
    try:
        replay = replays.load(path)
    except SaveError as e:
        line = "".join(c if c.isprintable() else repr(c)[1:-1] for c in f"error: replay: {e}")
        print(line, file=sys.stderr)
        return 2
    from scenes.screens.launcher import LauncherScene
    app = App(window=window, fullscreen=fullscreen)
    app.push(LauncherScene(app))
    open_viewer(app, replay)
    try:
        return app.run()
    finally:
        pygame.quit()


def run_kiosk(games: str | None = None, idle: float = 90.0, window: tuple[int, int] | None = None,
              soak: int | None = None) -> int:
    """``python main.py kiosk``: the convention kiosk (scenes/screens/kiosk.py), fullscreen unless a
    ``window`` size is given; ``soak``: that many games headless (scenes/screens/tools.py). A bad
    ``--games`` is one line and exit code 2."""
    from scenes.screens.kiosk import parse_games, start_kiosk
    chosen = parse_games(games)
    if isinstance(chosen, str):
        print(f"error: {chosen}", file=sys.stderr)
        return 2
    from scenes.layout import load_layout
    for g in chosen:
        load_layout(g)                      # DataError before any window opens
    if soak is not None:
        from scenes.screens.tools import soak_cli
        return soak_cli(chosen, soak)
    app = App(window=window, fullscreen=window is None)
    start_kiosk(app, chosen, idle)
    try:
        return app.run()
    finally:
        pygame.quit()


def run_learn(game: str, number: int | None = None, fullscreen: bool = False,
              window: tuple[int, int] | None = None) -> int:
    """``python main.py learn GAME [N]``: the launcher, the game's lessons, and lesson N if given."""
    from game.core import registry
    from scenes.lessons import LessonListScene, lesson_files, open_lesson
    registry.get(game)                      # KeyError for unknown or unbuilt games: exit 2
    files = lesson_files(game)
    if not files:
        print(f"error: {game} has no lessons yet (data/lessons/{game}/)", file=sys.stderr)
        return 2
    if number is not None and not 1 <= number <= len(files):
        print(f"error: learn {game}: lesson {number} does not exist (1..{len(files)})", file=sys.stderr)
        return 2
    from game.core.scenario import load
    for f in files:
        load(str(f))                        # DataError (one line, exit 2) before a window opens
    app = App(window=window, fullscreen=fullscreen)
    from scenes.screens.launcher import LauncherScene
    app.push(LauncherScene(app))
    app.push(LessonListScene(app, game))
    if number is not None:
        open_lesson(app, game, number - 1)
    try:
        return app.run()
    finally:
        pygame.quit()
