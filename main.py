"""Nine Tables: the command line.

    python main.py                                   the launcher window
    python main.py play GAME [--seats human,computer] [--seed N] [--fullscreen] [--window WxH] [--option K=V ...]
    python main.py simulate GAME --games N --seed S [--seats hard,normal] [--budget S | --iterations N] [--option K=V ...] [--json]
    python main.py scenario FILE
    python main.py learn GAME [N] [--fullscreen] [--window WxH]   the game's lessons (lesson N)
    python main.py screenshot GAME --out FILE.png [--seed N] [--steps K] [--seats N] [--option K=V ...]
                         [--show] [--large-print]
    python main.py bench GAME
    python main.py kiosk [--games ID,...] [--idle SECONDS] [--window WxH] [--soak GAMES]   the convention kiosk
    python main.py check [GAME]                      validate cards, decks, layouts and lessons
    python main.py replay FILE [--window WxH]        watch a kept game (a replay or save file) on its table
    python main.py --version                         the version (also written into every save)

Installed (``pip install`` of the wheel, see README), this module is ``nine_tables.main`` and
``nine-tables`` runs its :func:`main` with the same verbs.

Bad input (data files, scenario files, layouts, arguments) prints one line naming
the file, entry and field, and exits with code 2.
"""
from __future__ import annotations

import argparse
import sys


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = text.lower().split("x")
        w, h = int(w), int(h)
    except ValueError:
        raise argparse.ArgumentTypeError(f"window size must look like 1280x720, not {text[:40]!r}")
    if not (320 <= w <= 7680 and 240 <= h <= 4320):
        raise argparse.ArgumentTypeError(f"window size must be from 320x240 to 7680x4320, not {w}x{h}")
    return w, h


def _number(kind, lo, hi):
    """An argparse type: a number of ``kind`` from ``lo`` to ``hi``."""
    def parse(text: str):
        try:
            value = kind(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"must be a number, not {text[:40]!r}") from None
        if not lo <= value <= hi:
            raise argparse.ArgumentTypeError(f"must be from {lo} to {hi}, not {text[:40]}")
        return value
    return parse


def _seed(text: str) -> int:
    """An argparse type: a seed, a whole number from 0 to MAX_SEED (the dice are 64-bit), as in a
    scenario file."""
    from game.core.data import MAX_SEED
    return _number(int, 0, MAX_SEED)(text)


def _png(text: str) -> str:
    """An argparse type: where ``screenshot`` writes, a ``.png`` file that can be written: not a
    folder, and not under a file or in a folder that cannot be made."""
    import os
    if os.path.splitext(text)[1].lower() != ".png":
        raise argparse.ArgumentTypeError(f"must be a .png file (the picture is written as PNG), not {text[:80]!r}")
    if os.path.isdir(text):
        raise argparse.ArgumentTypeError(f"{text[:80]!r} is a folder, not a file")
    folder = os.path.dirname(os.path.abspath(text))
    up = folder
    while not os.path.lexists(up):
        up = os.path.dirname(up)
    if not os.path.isdir(up):
        raise argparse.ArgumentTypeError(f"cannot write {text[:80]!r}: {up[:80]!r} is a file, not a folder")
    if not os.access(up, os.W_OK | os.X_OK):
        why = "cannot be written to" if up == folder else f"cannot hold the new folder {folder[:80]!r}"
        raise argparse.ArgumentTypeError(f"cannot write {text[:80]!r}: the folder {up[:80]!r} {why}")
    return text


def one_line(text: str) -> str:
    """``text`` as one line: line breaks and other control characters (say, in an argument
    that was typed with one) are shown escaped, never printed."""
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in str(text))


class _Version(argparse.Action):
    """``--version``: prints ``nine-tables X.Y.Z`` (from pyproject.toml, :mod:`game.core.version`)
    and exits 0; the version is looked up only when asked for."""

    def __init__(self, option_strings, dest, **kwargs):
        super().__init__(option_strings, dest, nargs=0, help="print the version and exit", **kwargs)

    def __call__(self, parser, namespace, values, option_string=None):
        from game.core.version import version
        print(f"nine-tables {version()}")
        parser.exit(0)


class _Parser(argparse.ArgumentParser):
    """Bad arguments are one line on stderr and exit code 2, like every bad input."""

    def error(self, message):
        self.exit(2, f"error: {self.prog}: {one_line(message)}\n")


def parser() -> argparse.ArgumentParser:
    # installed, this module is nine_tables.main and the command is `nine-tables`
    prog = "nine-tables" if __name__.startswith("nine_tables") else "main.py"
    p = _Parser(prog=prog, description="Nine Tables: five card games on one table.")
    p.add_argument("--version", action=_Version)
    sub = p.add_subparsers(dest="cmd", parser_class=_Parser)

    play = sub.add_parser("play", help="open a table")
    play.add_argument("game")
    play.add_argument("--seats", default=None, help="comma list of human/computer per seat")
    play.add_argument("--seed", type=_seed, default=None)
    play.add_argument("--fullscreen", action="store_true")
    play.add_argument("--window", type=_size, default=None, metavar="WxH")
    play.add_argument("--option", action="append", default=[], metavar="K=V",
                      help="a game option, e.g. --option timers=false (repeatable)")

    sim = sub.add_parser("simulate", help="headless games between bots")
    sim.add_argument("game")
    sim.add_argument("--games", type=_number(int, 1, 1_000_000), default=100)
    sim.add_argument("--seed", type=_seed, default=1)
    sim.add_argument("--seats", default=None, help="comma list of easy/normal/hard/random (computer = normal, "
                     "greedy; default: the game's fewest seats, all random)")
    sim.add_argument("--budget", type=_number(float, 0.001, 60.0), default=None,
                     help="seconds per decision of a hard seat (default 1.0)")
    sim.add_argument("--iterations", type=_number(int, 1, 10_000_000), default=None,
                     help="search iterations per decision of a hard seat, instead of a time budget")
    sim.add_argument("--option", action="append", default=[], metavar="K=V",
                     help="a game option, e.g. --option mode=5v5 --option pax=true (repeatable)")
    sim.add_argument("--rotate", action="store_true",
                     help="play every deal in every seat order (the seat list turned) and total each level")
    sim.add_argument("--jobs", type=_number(int, 1, 64), default=1, help="games played in this many processes")
    sim.add_argument("--json", action="store_true")

    learn = sub.add_parser("learn", help="the lessons of a game on the real table")
    learn.add_argument("game")
    learn.add_argument("number", nargs="?", type=_number(int, 1, 99), default=None, metavar="N")
    learn.add_argument("--fullscreen", action="store_true")
    learn.add_argument("--window", type=_size, default=None, metavar="WxH")

    sc = sub.add_parser("scenario", help="run a scenario file and check its expectations")
    sc.add_argument("file")

    shot = sub.add_parser("screenshot", help="render a table to a PNG, headless")
    shot.add_argument("game")
    shot.add_argument("--out", type=_png, required=True, metavar="FILE.png")
    shot.add_argument("--seed", type=_seed, default=1)
    shot.add_argument("--steps", type=_number(int, 0, 100_000), default=30)
    shot.add_argument("--seats", type=int, default=None, help="how many seats (default: the game's fewest)")
    shot.add_argument("--option", action="append", default=[], metavar="K=V",
                      help="a game option, e.g. --option powers=on (repeatable)")
    shot.add_argument("--show", action="store_true",
                      help="the convention kiosk's show: every seat a computer, every hand face up")
    shot.add_argument("--large-print", action="store_true", help="the Large print setting on")

    rp = sub.add_parser("replay", help="watch a kept game (a replay or a save file) on its table")
    rp.add_argument("file")
    rp.add_argument("--fullscreen", action="store_true")
    rp.add_argument("--window", type=_size, default=None, metavar="WxH")

    chk = sub.add_parser("check", help="validate a game's cards, decks, table layout and lessons")
    chk.add_argument("game", nargs="?", default=None)

    bench = sub.add_parser("bench", help="frame times and rules throughput")
    bench.add_argument("game")
    bench.add_argument("--frames", type=_number(int, 1, 100_000), default=600)
    bench.add_argument("--seconds", type=_number(float, 0.1, 3600.0), default=5.0,
                       help="time for the rules throughput run")
    kiosk = sub.add_parser("kiosk", help="the convention kiosk: the computer plays itself, a visitor may play "
                           "(the organiser quits by holding Ctrl+Shift+Q for two seconds)")
    kiosk.add_argument("--games", default=None, metavar="ID,...", help="the tables to rotate through (default: all)")
    kiosk.add_argument("--idle", type=_number(float, 5.0, 86400.0), default=90.0, metavar="SECONDS",
                       help="back to the show after this long without input (default 90)")
    kiosk.add_argument("--window", type=_size, default=None, metavar="WxH", help="a window instead of fullscreen")
    kiosk.add_argument("--soak", type=_number(int, 1, 100_000), default=None, metavar="GAMES",
                       help="no window: play this many games of the show in compressed time and print the "
                            "memory and what is kept, at the start and after each round of the tables")
    return p


def check(game_id: str | None) -> int:
    """Load every data file, layout and lesson of the built games (or one game); DataError on the
    first problem, before any "ok" line is printed (a failed check is that one line)."""
    from game.core import registry
    from scenes.games import has_table
    from scenes.layout import load_layout
    from scenes.lessons import check_lessons
    ids = [game_id] if game_id else registry.ids()
    lines = []
    for gid in ids:
        ruleset = registry.get(gid)
        for line in ruleset.check_data():
            lines.append(f"{gid}: {line}")
        if not has_table(gid):
            lines.append(f"{gid}: no table scene yet, no layout to check")
            continue
        layout = load_layout(gid)
        lines.append(f"{gid}: layout ok ({len(layout.zones)} zones)")
        lessons = check_lessons(gid, layout)
        if lessons:
            lines.append(f"{gid}: {len(lessons)} lessons ok")
    print("\n".join(lines))
    return 0


def _table_game(game_id: str) -> None:
    """A game that has a table (``bench``): KeyError (one line, exit 2) otherwise."""
    from game.core import registry
    from scenes.games import has_table
    info = registry.get(game_id).info          # KeyError for an unknown game
    if not has_table(game_id):
        raise KeyError(f"{info.title} has rules but no table scene yet")


def main(argv: list[str] | None = None) -> int:
    from game.core.contract import DataError

    args = parser().parse_args(argv)
    try:
        if args.cmd is None:
            from scenes.screens.play import run_launcher
            return run_launcher()
        if args.cmd == "play":
            from scenes.screens.play import run_play
            return run_play(args.game, seats=args.seats, seed=args.seed,
                            fullscreen=args.fullscreen, window=args.window, options=args.option)
        if args.cmd == "simulate":
            from game.ai.simulate import simulate_cli
            return simulate_cli(args.game, games=args.games, seed=args.seed,
                                seats=args.seats, as_json=args.json, options=args.option,
                                budget=args.budget, iterations=args.iterations,
                                rotate=args.rotate, jobs=args.jobs)
        if args.cmd == "learn":
            from scenes.lessons import check_lessons
            check_lessons(args.game)        # DataError (one line, exit 2) before a window opens
            from scenes.screens.play import run_learn
            return run_learn(args.game, args.number, fullscreen=args.fullscreen, window=args.window)
        if args.cmd == "scenario":
            from game.core.scenario import scenario_cli
            return scenario_cli(args.file)
        if args.cmd == "check":
            return check(args.game)
        if args.cmd == "replay":
            from scenes.screens.play import run_replay      # a bad file: one line, exit 2, before a window opens
            return run_replay(args.file, window=args.window, fullscreen=args.fullscreen)
        if args.cmd == "screenshot":
            from scenes.screens.tools import screenshot_cli
            import pygame
            try:
                return screenshot_cli(args.game, out=args.out, seed=args.seed, steps=args.steps, seats=args.seats,
                                      options=args.option, show=args.show, large_print=args.large_print)
            except (OSError, pygame.error) as e:     # --out passed its checks and still cannot be written
                why = e.strerror if isinstance(e, OSError) and e.strerror else str(e)
                print(one_line(f"error: --out: {args.out[:200]}: cannot be written ({why[:200]})"), file=sys.stderr)
                return 2
        if args.cmd == "kiosk":
            from scenes.screens.play import run_kiosk
            return run_kiosk(args.games, idle=args.idle, window=args.window, soak=args.soak)
        if args.cmd == "bench":
            _table_game(args.game)
            from scenes.screens.tools import bench_cli
            return bench_cli(args.game, frames=args.frames, seconds=args.seconds)
    except DataError as e:
        print(one_line(f"error: {e}"), file=sys.stderr)
        return 2
    except KeyError as e:
        print(one_line(f"error: {e.args[0] if e.args else e}"), file=sys.stderr)
        return 2
    except OSError as e:        # no screen to open a window on (scenes.screens.app.NoScreen), a file
        print(one_line(f"error: {e}"), file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
