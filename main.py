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
    python main.py check [GAME]                      validate cards, decks and layouts

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


class _Parser(argparse.ArgumentParser):
    """Bad arguments are one line on stderr and exit code 2, like every bad input."""

    def error(self, message):
        self.exit(2, f"error: {self.prog}: {message}\n")


def parser() -> argparse.ArgumentParser:
    p = _Parser(prog="main.py", description="Nine Tables: five card games on one table.")
    sub = p.add_subparsers(dest="cmd", parser_class=_Parser)

    play = sub.add_parser("play", help="open a table")
    play.add_argument("game")
    play.add_argument("--seats", default=None, help="comma list of human/computer per seat")
    play.add_argument("--seed", type=int, default=None)
    play.add_argument("--fullscreen", action="store_true")
    play.add_argument("--window", type=_size, default=None, metavar="WxH")
    play.add_argument("--option", action="append", default=[], metavar="K=V",
                      help="a game option, e.g. --option timers=false (repeatable)")

    sim = sub.add_parser("simulate", help="headless games between bots")
    sim.add_argument("game")
    sim.add_argument("--games", type=_number(int, 1, 1_000_000), default=100)
    sim.add_argument("--seed", type=int, default=1)
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
    shot.add_argument("--out", required=True)
    shot.add_argument("--seed", type=int, default=1)
    shot.add_argument("--steps", type=_number(int, 0, 100_000), default=30)
    shot.add_argument("--seats", type=int, default=None, help="how many seats (default: the game's fewest)")
    shot.add_argument("--option", action="append", default=[], metavar="K=V",
                      help="a game option, e.g. --option powers=on (repeatable)")
    shot.add_argument("--show", action="store_true",
                      help="the convention kiosk's show: every seat a computer, every hand face up")
    shot.add_argument("--large-print", action="store_true", help="the Large print setting on")

    chk = sub.add_parser("check", help="validate a game's cards, decks and table layout")
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
    """Load every data file of the built games (or one game); DataError on the first problem."""
    from game.core import registry
    ids = [game_id] if game_id else registry.ids()
    for gid in ids:
        ruleset = registry.get(gid)
        for line in ruleset.check_data():
            print(f"{gid}: {line}")
        from scenes.games import has_table
        if not has_table(gid):
            print(f"{gid}: no table scene yet, no layout to check")
            continue
        from scenes.layout import load_layout
        layout = load_layout(gid)
        print(f"{gid}: layout ok ({len(layout.zones)} zones)")
    return 0


def main(argv: list[str] | None = None) -> int:
    from game.core.contract import DataError

    args = parser().parse_args(argv)
    try:
        if args.cmd is None:
            from scenes.play import run_launcher
            return run_launcher()
        if args.cmd == "play":
            from scenes.play import run_play
            return run_play(args.game, seats=args.seats, seed=args.seed,
                            fullscreen=args.fullscreen, window=args.window, options=args.option)
        if args.cmd == "simulate":
            from game.core.simulate import simulate_cli
            return simulate_cli(args.game, games=args.games, seed=args.seed,
                                seats=args.seats, as_json=args.json, options=args.option,
                                budget=args.budget, iterations=args.iterations,
                                rotate=args.rotate, jobs=args.jobs)
        if args.cmd == "learn":
            from scenes.play import run_learn
            return run_learn(args.game, args.number, fullscreen=args.fullscreen, window=args.window)
        if args.cmd == "scenario":
            from game.core.scenario import scenario_cli
            return scenario_cli(args.file)
        if args.cmd == "check":
            return check(args.game)
        if args.cmd == "screenshot":
            from scenes.tools import screenshot_cli
            return screenshot_cli(args.game, out=args.out, seed=args.seed, steps=args.steps, seats=args.seats,
                                  options=args.option, show=args.show, large_print=args.large_print)
        if args.cmd == "kiosk":
            from scenes.play import run_kiosk
            return run_kiosk(args.games, idle=args.idle, window=args.window, soak=args.soak)
        if args.cmd == "bench":
            from scenes.tools import bench_cli
            return bench_cli(args.game, frames=args.frames, seconds=args.seconds)
    except DataError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    except KeyError as e:
        print(f"error: {e.args[0] if e.args else e}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
