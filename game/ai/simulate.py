"""Headless games between bots: ``python main.py simulate`` and the bench."""
from __future__ import annotations

import json
import math
import sys
import time

from game.ai.bots import KINDS, make_bot
from game.core import registry
from game.core.contract import DataError, seat_name

MAX_STEPS = 20000  # a safety net; a game that needs more is reported as unfinished


def wilson(score: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % confidence interval (Wilson score) of a rate ``score / n``; a draw may count half."""
    if n <= 0:
        return 0.0, 1.0
    p = score / n
    d = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return max(0.0, min(p, mid - half)), min(1.0, max(p, mid + half))   # rounding never leaves p out


def _percentile(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))] if xs else 0.0


def play_game(ruleset, kinds: list[str], seed: int, options: dict | None = None,
              check=None, budget: float | None = None, iterations: int | None = None,
              think: list | None = None) -> dict:
    """Play one game; ``check(state, seat, action, events)`` runs after every action. ``budget``
    (seconds) or ``iterations`` limit each Hard decision; ``think`` collects (kind, seconds) of
    every decision of a computer level with a choice to make."""
    state = ruleset.new_game(len(kinds), seed, {**ruleset.info.sim_options(), **(options or {})})
    bots = [make_bot(k, seed * 31 + i, ruleset, budget=budget, iterations=iterations)
            for i, k in enumerate(kinds)]
    steps = 0
    while True:
        movers = ruleset.to_act(state)
        if not movers:
            break
        seat = movers[0]
        if think is not None and kinds[seat] != "random":
            t0 = time.perf_counter()
            action = bots[seat].choose(ruleset, state, seat)
            if len(ruleset.legal_actions(state, seat)) > 1:
                think.append((kinds[seat], time.perf_counter() - t0))
        else:
            action = bots[seat].choose(ruleset, state, seat)
        events = ruleset.apply(state, seat, action)
        steps += 1
        if check:
            check(state, seat, action, events)
        if steps >= MAX_STEPS:
            return {"winners": None, "steps": steps, "length": ruleset.progress(state), "state": state}
    out = ruleset.outcome(state)
    return {"winners": out["winners"], "steps": steps, "length": ruleset.progress(state), "state": state}


def _arrangement(seats: list[str], g: int, rotate: bool) -> tuple[list[str], int]:
    """Game ``g``'s seat list and the offset of its deal: rotating, each deal is played once in
    every rotation of the seats (duplicate style: the same cards meet every seat order)."""
    if not rotate:
        return list(seats), g
    n = len(seats)
    r = g % n
    return seats[r:] + seats[:r], g // n


def _one(job) -> dict:
    """One game of ``run_games`` (a worker process may run it)."""
    game_id, kinds, seed, options, budget, iterations = job
    ruleset = registry.get(game_id)
    think: list = []
    r = play_game(ruleset, kinds, seed, options, budget=budget, iterations=iterations, think=think)
    return {"kinds": kinds, "winners": r["winners"], "steps": r["steps"], "length": r["length"],
            "think": think}


def _shares(kinds: list[str], winners) -> dict:
    """Each level's share of one game: the winners share the win (a draw: every seat a share)."""
    out = dict.fromkeys(kinds, 0.0)
    if winners is None:
        return out
    ws = winners or list(range(len(kinds)))
    for w in ws:
        out[kinds[w]] += 1 / len(ws)
    return out


def run_games(game_id: str, games: int, seed: int, seats: list[str], options=None,
              budget: float | None = None, iterations: int | None = None, rotate: bool = False,
              jobs: int = 1, progress=None) -> dict:
    """``games`` seeded games. A seat's score is its wins plus half of the draws; ``rates`` gives
    each seat's score rate with its 95 % confidence interval; ``think`` the decision times of the
    computer levels (median, p95, max in seconds). ``rotate``: the seats take turns in every
    order (game g plays deal ``g // len(seats)`` with the seat list turned by ``g % len(seats)``)
    and ``levels`` gives each level's share of the games (winners share a game) with its 95 %
    interval. ``jobs`` > 1 plays the games in that many processes. ``progress(done, shares)`` is
    called after each game with each level's share of the games so far (a long run can be read,
    and a killed one has told its totals)."""
    registry.get(game_id)                  # an unknown game fails here, before any game is played
    wins = [0] * len(seats)
    draws = unfinished = 0
    lengths = []
    steps = 0
    think: list = []
    levels = dict.fromkeys(seats, 0.0)
    by_order: dict[str, list] = {}
    t0 = time.perf_counter()
    work = []
    for g in range(games):
        kinds, deal = _arrangement(seats, g, rotate)
        work.append((game_id, kinds, seed + deal, options, budget, iterations))
    results, so_far = [], dict.fromkeys(seats, 0.0)

    def done(r):
        results.append(r)
        if progress is not None:
            for k, v in _shares(r["kinds"], r["winners"]).items():
                so_far[k] += v
            progress(len(results), dict(so_far))
    if jobs > 1 and games > 1:
        import multiprocessing
        with multiprocessing.get_context("fork").Pool(jobs) as pool:
            for r in pool.imap(_one, work, chunksize=1):    # in order: the same totals as one process
                done(r)
    else:
        for w in work:
            done(_one(w))
    for r in results:
        steps += r["steps"]
        lengths.append(r["length"])
        think += r["think"]
        if r["winners"] is None:
            unfinished += 1
        elif not r["winners"]:
            draws += 1
        else:
            for w in r["winners"]:
                wins[w] += 1
        share = _shares(r["kinds"], r["winners"])
        order = by_order.setdefault(",".join(r["kinds"]), [0, dict.fromkeys(seats, 0.0)])
        order[0] += 1
        for k, v in share.items():
            levels[k] += v
            order[1][k] += v
    dt = time.perf_counter() - t0
    rates = {}
    for i, w in enumerate(wins):
        score = w + draws / 2
        lo, hi = wilson(score, games)
        rates[seat_name(i)] = {"rate": score / games if games else 0.0, "low": lo, "high": hi}
    level_rates = {}
    for k, v in levels.items():
        lo, hi = wilson(v, games)
        level_rates[k] = {"rate": v / games if games else 0.0, "low": lo, "high": hi,
                          "fair": seats.count(k) / len(seats),
                          "orders": {o: round(sh[k] / n, 4) for o, (n, sh) in by_order.items()}}
    times = {}
    for k in sorted({k for k, _ in think}):
        ts = [t for kk, t in think if kk == k]
        times[k] = {"decisions": len(ts), "median": _percentile(ts, 0.5), "p95": _percentile(ts, 0.95),
                    "max": max(ts)}
    return {"game": game_id, "games": games, "seed": seed, "seats": seats, "options": options or {},
            "budget": budget, "iterations": iterations, "rotate": rotate, "rates": rates,
            "levels": level_rates, "think": times,
            "wins": {seat_name(i): w for i, w in enumerate(wins)}, "draws": draws,
            "unfinished": unfinished, "mean_length": sum(lengths) / max(1, len(lengths)),
            "mean_actions": steps / max(1, games), "seconds": round(dt, 3),
            "games_per_second": round(games / dt, 1) if dt else float("inf")}


#: the largest number a whole-number option may be given (a round or turn cap)
MAX_OPTION_NUMBER = 10_000


def parse_options(ruleset, pairs: list[str]) -> dict:
    """``["mode=5v5", "pax=true"]`` -> ``{"mode": "5v5", "pax": True}`` (values read as YAML),
    checked against the game's options."""
    import yaml
    known = {o.name: o for o in ruleset.info.options}
    out = {}
    for pair in pairs:
        key, eq, value = pair.partition("=")
        if not eq or key not in known:
            raise DataError("--option", pair, key or "(key)",
                            f"expected NAME=VALUE with NAME one of {', '.join(known) or '(no options)'}")
        choices = known[key].choices
        if choices and not known[key].whole:   # match the spelling of a choice first ("on", not YAML's true)
            v = next((c for c in choices if str(c).lower() == value.lower()), None)
            if v is None:
                try:
                    parsed = yaml.safe_load(value)
                except yaml.YAMLError:
                    parsed = None
                v = next((c for c in choices if c == parsed and type(c) is type(parsed)), None)
            if v is None:
                raise DataError("--option", pair, key, f"must be one of {', '.join(map(str, choices))}")
        else:
            try:
                v = yaml.safe_load(value)
            except yaml.YAMLError:
                raise DataError("--option", pair[:80], key, "the value is not valid YAML") from None
            default = known[key].default
            if known[key].whole:
                if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= MAX_OPTION_NUMBER:
                    raise DataError("--option", pair[:80], key,
                                    f"must be a whole number from 0 to {MAX_OPTION_NUMBER}")
            elif isinstance(default, str):
                if isinstance(v, (dict, list)):
                    raise DataError("--option", pair[:80], key, f"must be a name, like {default!r}")
                v = value                   # a name that YAML reads as a number is still a name
            elif type(v) is not type(default):
                raise DataError("--option", pair[:80], key, f"must be a {type(default).__name__}, like {default!r}")
        out[key] = v
    return out


def simulate_cli(game_id: str, games: int, seed: int, seats: str | None, as_json: bool,
                 options: list[str] | None = None, budget: float | None = None,
                 iterations: int | None = None, rotate: bool = False, jobs: int = 1) -> int:
    """``python main.py simulate``: plays ``games`` games between the ``seats`` kinds and prints the
    report (or its JSON). Returns 0 when every game finished, 1 when one did not, 2 (one line on
    stderr) for a bad seat list."""
    ruleset = registry.get(game_id)
    opts = parse_options(ruleset, options or [])
    if seats is None:
        seats = ",".join(["random"] * ruleset.info.min_seats)
    kinds = [s.strip() for s in seats.split(",") if s.strip()]
    if not ruleset.info.min_seats <= len(kinds) <= ruleset.info.max_seats:
        print(f"error: --seats: {ruleset.info.title} needs {ruleset.info.seats_label}, got {len(kinds)} seats",
              file=sys.stderr)
        return 2
    for k in kinds:
        if k not in KINDS:
            print(f"error: --seats: unknown player kind {k[:40]!r} (known: {', '.join(KINDS)})",
                  file=sys.stderr)
            return 2
    def progress(n, shares):
        """A running total on standard error (standard output keeps the report, or the JSON)."""
        if n % max(1, games // 20) == 0 or n == games:
            each = ", ".join(f"{k} {100 * v / n:.1f} %" for k, v in shares.items())
            print(f"  {n}/{games} games: {each}", file=sys.stderr, flush=True)
    r = run_games(game_id, games, seed, kinds, opts, budget=budget, iterations=iterations, rotate=rotate,
                  jobs=jobs, progress=progress)
    if as_json:
        print(json.dumps(r, indent=2))
    else:
        shown = "".join(f", {k}={v}" for k, v in opts.items())
        if "hard" in kinds:
            shown += f", hard {iterations} iterations" if iterations else f", hard budget {budget or 1.0} s"
        if rotate:
            shown += ", every seat order"
        print(f"{ruleset.info.title}: {games} games, seed {seed}, seats {', '.join(kinds)}{shown}")
        if rotate:
            for k, rt in r["levels"].items():
                orders = "; ".join(f"{o}: {100 * v:.1f}%" for o, v in rt["orders"].items())
                print(f"  {k}: {100 * rt['rate']:.1f}% of the games [95% CI {100 * rt['low']:.1f}-"
                      f"{100 * rt['high']:.1f}%], a fair share {100 * rt['fair']:.1f}% ({orders})")
        for i, k in enumerate(kinds if not rotate else []):
            w = r["wins"][seat_name(i)]
            rt = r["rates"][seat_name(i)]
            print(f"  {seat_name(i)} ({k}): {w} win{'' if w == 1 else 's'} ({100 * w / games:.1f}%), score {100 * rt['rate']:.1f}% "
                  f"[95% CI {100 * rt['low']:.1f}-{100 * rt['high']:.1f}%] (a draw counts half)")
        print(f"  draws: {r['draws']}  unfinished: {r['unfinished']}")
        print(f"  mean game length: {r['mean_length']:.1f} {ruleset.progress_unit}, "
              f"{r['mean_actions']:.1f} actions")
        for k, t in r["think"].items():
            print(f"  think time {k}: median {t['median']:.3f} s, p95 {t['p95']:.3f} s, max {t['max']:.3f} s "
                  f"({t['decisions']} decisions)")
        print(f"  {r['games_per_second']} games per second ({r['seconds']} s)")
    return 0 if not r["unfinished"] else 1
