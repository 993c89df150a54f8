"""Headless tools: ``python main.py screenshot`` and ``python main.py bench``.

Both run with SDL's dummy video driver (set here before pygame starts), so they
work on machines without a display.
"""
from __future__ import annotations

import os
import statistics
import sys
import time

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")



def _headless_table(game: str, seed: int, steps: int, seats=("human", "computer"), app=None,
                    options: dict | None = None, show: bool = False):
    """An app with a table after ``steps`` seeded moves of Normal computer players (random legal
    moves can end a game early, before it pictures anything). Pass ``app``
    to reuse the window (SDL must not open a second SCALED display in one process)."""
    import pygame  # noqa: F401
    from game.core import registry
    from scenes.screens.app import App
    from scenes.layout import load_layout
    from scenes.games import has_table
    from scenes.table.make import make_table

    ruleset = registry.get(game)
    if not has_table(game):
        raise KeyError(f"{ruleset.info.title} has no table scene yet")
    layout = load_layout(game)
    if app is None:
        app = App(headless=True)
    if show:
        from scenes.screens import kiosk
        kiosk.SHOW_PACE = "instant"
        table = kiosk.kiosk_table(game, True)(app, seats=list(seats), seed=seed, layout=layout, options=options or None)
    else:
        table = make_table(app, game, list(seats), seed, layout=layout, options=options or None)
    table.autosave_enabled = False        # tools never touch the player's save files
    app.reset(table)
    from game.ai.bots import make_bot
    players = {}
    for _ in range(steps):
        acting = ruleset.to_act(table.state)
        if not acting:
            break
        seat = acting[0]
        if seat not in players:
            players[seat] = make_bot("normal", seed * 31 + seat, ruleset)
        action = players[seat].choose(ruleset, ruleset.clone(table.state), seat)
        table.submit(action, seat)
        table.finish_animations()
    # the seat at the screen sees its own hand; keep the table still for the picture
    table.finish_animations()
    table.toast = None
    return app, table, ruleset


def screenshot_cli(game: str, out: str, seed: int = 1, steps: int = 30, seats: int | None = None,
                   options: list[str] | dict | None = None, show: bool = False, large_print: bool = False) -> int:
    """``show``: the table as the convention kiosk's show draws it (every seat a computer, every
    hand face up where the table can draw it, the invitation); ``large_print``: the setting on."""
    import pygame
    from game.core import registry
    from scenes import assets
    info = registry.get(game).info
    n = info.min_seats if seats is None else seats
    if not info.min_seats <= n <= info.max_seats:
        print(f"error: --seats: {info.title} is for {info.seats_label}, got {n}", file=sys.stderr)
        return 2
    if options and not isinstance(options, dict):     # --option K=V pairs
        from game.ai.simulate import parse_options
        options = parse_options(registry.get(game), list(options))
    if large_print:
        assets.set_type_scale(assets.LARGE_PRINT)
    app, table, ruleset = _headless_table(game, seed, steps, seats=("computer" if show else "human",) * n,
                                          options=options or None, show=show)
    table._curtain_pending = False         # a screenshot shows the table, not the curtain
    acting = ruleset.to_act(table.state)
    seat = acting[0] if acting else 0
    if not show:
        table.set_view_seat(seat)
    table.finish_animations()
    app.pop_to(table)
    app.dirty = True
    app.draw()
    folder = os.path.dirname(os.path.abspath(out))
    os.makedirs(folder, exist_ok=True)
    pygame.image.save(app.canvas, out)
    seen = "the show" if show else f"seen by {table.short_name(seat)}"
    print(f"wrote {out} ({ruleset.info.title}, {n} seats, seed {seed}, {len(table.actions)} actions, {seen}"
          f"{', large print' if large_print else ''})")
    pygame.quit()
    return 0


def _percentile(values, p):
    s = sorted(values)
    if not s:
        return 0.0
    k = (len(s) - 1) * p
    lo = int(k)
    hi = min(len(s) - 1, lo + 1)
    return s[lo] + (s[hi] - s[lo]) * (k - lo)


def bench_frames(game: str, frames: int = 600, seed: int = 7, steps: int = 12) -> dict:
    """Frame times of a mid-game table at 1920x1080 seen from the first seat: every frame runs
    update + draw (no skipping), a move of the seat to act is applied every 45 frames so cards
    slide, turn and counters tick, and the mouse sweeps over the hand so hover changes."""
    import pygame
    from game.core.rng import Rng
    from scenes.games import spec
    seats = ("human",) * spec(game).BENCH_SEATS
    app, table, ruleset = _headless_table(game, seed, steps, seats=seats)
    table._curtain_pending = False
    app.pop_to(table)
    rng = Rng(seed + 1)
    times = []
    warm = [range(0, 30)]                # a new table's first 30 frames fill its caches
    for i in range(frames):
        if i % 45 == 0:
            acting = ruleset.to_act(table.state)
            if acting:
                seat = acting[0]
                table.submit(rng.choice(ruleset.legal_actions(table.state, seat)), seat)
                table._curtain_pending = False      # seen from one seat throughout: a hot-seat
                                                    # turn of the table happens behind the curtain
            else:
                app, table, ruleset = _headless_table(game, seed + i, steps, seats=seats, app=app)
                warm.append(range(i, i + 30))
                table._curtain_pending = False
                app.pop_to(table)
        x = 520 + (i * 23) % 960
        y = 960
        t0 = time.thread_time()          # this thread's CPU: a busy machine does not inflate it
        table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(1, 0), buttons=(0, 0, 0)))
        table.update(1 / 60)
        app.draw()
        times.append((time.thread_time() - t0) * 1000)
    # the first frames build the caches (card faces, text): report steady state too
    counted = [i for i in range(len(times)) if not any(i in w for w in warm)] or list(range(len(times)))
    steady = [times[i] for i in counted]
    return {"frames": len(times), "median_ms": statistics.median(steady),
            "over": sum(1 for t in steady if t > FRAME_BUDGET_MS), "tables": len(warm),
            "over_frames": [(i, round(times[i], 1)) for i in counted if times[i] > FRAME_BUDGET_MS],
            "p99_ms": _percentile(steady, 0.99), "max_ms": max(steady),
            "first_frames_ms": round(sum(times[:30]), 1)}


#: issue 14: random games per CPU second the search needs (at the seats of ``RULE_SEATS``), when
#: the game declares no ``RULES_BUDGET`` of its own (game/<id>/__init__.py)
RULES_BUDGET = 200
#: no frame after the first 30 may take longer than this (60 frames a second)
FRAME_BUDGET_MS = 1000 / 60
#: the start-up to the launcher's first frame
STARTUP_BUDGET_S = 1.5


def bench_rules(game: str, seconds: float = 5.0) -> dict:
    """Seeded random games for ``seconds`` of this process's CPU time (a busy machine slows the
    wall clock, not the count per CPU second)."""
    from game.core import registry
    from game.ai.simulate import play_game
    from scenes.games import spec
    ruleset = registry.get(game)
    kinds = ["random"] * (spec(game).RULE_SEATS or ruleset.info.min_seats)
    games = actions = 0
    t0 = time.process_time()
    seed = 1
    while time.process_time() - t0 < seconds:
        actions += play_game(ruleset, kinds, seed)["steps"]
        seed += 1
        games += 1
    dt = time.process_time() - t0
    return {"games": games, "seconds": round(dt, 2), "games_per_second": games / dt, "seats": len(kinds),
            "actions_per_game": actions / games, "us_per_action": dt / actions * 1e6}


def bench_startup(runs: int = 3) -> float:
    """Seconds from starting Nine Tables (``python main.py``, or the installed copy) to the launcher's first frame (the median of
    ``runs``; SDL's dummy video driver, so a display's own start is not counted)."""
    import subprocess

    from game.core.data import program_command
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", NINE_TABLES_QUIT_AFTER_FIRST_FRAME="1",
               NINE_TABLES_CONFIG_DIR=os.environ.get("NINE_TABLES_CONFIG_DIR") or _scratch_config())
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        subprocess.run(program_command(), env=env, check=True, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL, timeout=60)
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def _scratch_config() -> str:
    import tempfile
    return tempfile.mkdtemp(prefix="nine-tables-bench-")


def bench_cli(game: str, frames: int = 600, seconds: float = 5.0) -> int:
    import pygame
    from scenes.games import spec
    f = bench_frames(game, frames)
    print(f"{game} table with {spec(game).BENCH_SEATS} seats at 1920x1080 (dummy video driver): "
          f"{f['frames']} frames of update+draw, CPU time of the drawing thread")
    print(f"  median {f['median_ms']:.2f} ms   p99 {f['p99_ms']:.2f} ms   max {f['max_ms']:.2f} ms"
          f"   (first 30 frames, filling the caches: {f['first_frames_ms']} ms in all)")
    over = f["over"]
    print(f"  budget: no frame above {FRAME_BUDGET_MS:.1f} ms after the first 30 of each of its {f['tables']} table(s): "
          f"{'ok' if not over else f'{over} OVER'}")
    pygame.quit()
    r = bench_rules(game, seconds)
    from game.core import registry
    need = registry.declared(game, "RULES_BUDGET", RULES_BUDGET)
    print(f"rules: {r['games']} random {r['seats']}-seat games in {r['seconds']} s of CPU = "
          f"{r['games_per_second']:.1f} games per second")
    print(f"  {r['actions_per_game']:.0f} actions a game, {r['us_per_action']:.1f} us an action "
          f"(the budget means {1e6 / need / r['actions_per_game']:.1f} us; docs/throughput.md)")
    print(f"  budget >= {need} games per CPU second: {'ok' if r['games_per_second'] >= need else 'UNDER BUDGET'}")
    up = bench_startup()
    print(f"start-up to the launcher's first frame: {up:.2f} s (median of 3)   "
          f"budget < {STARTUP_BUDGET_S} s: {'ok' if up < STARTUP_BUDGET_S else 'OVER BUDGET'}")
    sys.stdout.flush()
    return 0


def _rss_mb() -> float:
    """This process's resident memory in MB (Linux /proc; 0 elsewhere)."""
    try:
        with open("/proc/self/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def kiosk_kept(k, interned: bool = True) -> dict:
    """What the kiosk and its table keep, by count (the soak reads it)."""
    import gc
    from game.core.contract import Interned
    from scenes import assets, pictures
    t = k.table
    out = {"log lines": len(t.log.lines) if t is not None else 0,
           "beats": len(t.choreo.started) if t is not None else 0,
           "rendered texts": assets.kept_count(), "pictures": pictures.kept_count(), "fonts": assets.font_count()}
    if interned:
        objs = gc.get_objects()
        out["interned actions"] = sum(len(o) for o in objs if isinstance(o, Interned))
        out["tables alive"] = sum(1 for o in objs if type(o).__name__.endswith("Table") and hasattr(o, "choreo"))
    return out


def soak_cli(games: list[str], shows: int) -> int:
    """``python main.py kiosk --soak N``: the show headless with compressed time (instant beats, no
    pause between computer moves) for ``N`` games, rotating through ``games``; prints memory and
    the most each cache held during the round, at the start and after each round of the tables."""
    import gc
    import pygame
    from scenes.screens import kiosk
    from scenes.screens.app import App
    kiosk.SHOW_PACE, kiosk.SHOW_BOT_PACE = "instant", 0.0
    os.environ["SDL_NO_SIGNAL_HANDLERS"] = "1"     # Ctrl+C and kill end a soak (the kiosk ignores quit)
    app = App(headless=True)
    k = kiosk.start_kiosk(app, games, idle=90)
    t0 = time.process_time()
    start = _rss_mb()
    print(f"kiosk soak: {shows} games of the show, headless, compressed time, tables {', '.join(games)}")
    print(f"  start: {start:.1f} MB resident")
    seen, frames, peak, told = k.shows, 0, {}, None
    try:
        while k.shows <= shows:
            app.frame([], dt=0.5, present=False)
            frames += 1
            t = k.table
            if t is not None and t._job is not None and not t._job["done"]:
                time.sleep(0.001)
            if frames % 20 == 0:
                for name, n in kiosk_kept(k, interned=False).items():
                    peak[name] = max(peak.get(name, 0), n)
            if k.shows != seen:
                seen = k.shows
                done = seen - 1
                if k.lengths and k.lengths[-1] is not told:      # the show's length at watchable pace
                    told = k.lengths[-1]
                    gid, secs, how = told
                    print(f"  game {done:3d}: {gid} held the show {int(secs // 60)}:{int(secs % 60):02d} at "
                          f"watchable pace ({how}; limit {int(kiosk.SHOW_LIMIT // 60)}:00)", flush=True)
                if done and (done % len(games) == 0 or done == shows):
                    gc.collect()
                    now = kiosk_kept(k)
                    kept = ", ".join(f"{n} {peak.get(n, v) if n in peak else v}" for n, v in now.items())
                    print(f"  after {done:3d} games: {_rss_mb():6.1f} MB   at most: {kept}", flush=True)
                    peak = {}
    finally:
        pygame.quit()
    print(f"  {time.process_time() - t0:.0f} s of CPU; memory {start:.1f} MB at the start, "
          f"{_rss_mb():.1f} MB at the end")
    return 0
