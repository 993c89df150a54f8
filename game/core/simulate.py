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
    return max(0.0, mid - half), min(1.0, mid + half)


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


def run_games(game_id: str, games: int, seed: int, seats: list[str], options=None,
              budget: float | None = None, iterations: int | None = None) -> dict:
    """``games`` seeded games. A seat's score is its wins plus half of the draws; ``rates`` gives
    each seat's score rate with its 95 % confidence interval; ``think`` the decision times of the
    computer levels (median, p95, max in seconds)."""
    ruleset = registry.get(game_id)
    wins = [0] * len(seats)
    draws = unfinished = 0
    lengths = []
    steps = 0
    think: list = []
    t0 = time.perf_counter()
    for g in range(games):
        r = play_game(ruleset, seats, seed + g, options, budget=budget, iterations=iterations, think=think)
        steps += r["steps"]
        lengths.append(r["length"])
        if r["winners"] is None:
            unfinished += 1
        elif not r["winners"]:
            draws += 1
        else:
            for w in r["winners"]:
                wins[w] += 1
    dt = time.perf_counter() - t0
    rates = {}
    for i, w in enumerate(wins):
        score = w + draws / 2
        lo, hi = wilson(score, games)
        rates[seat_name(i)] = {"rate": score / games if games else 0.0, "low": lo, "high": hi}
    times = {}
    for k in sorted({k for k, _ in think}):
        ts = [t for kk, t in think if kk == k]
        times[k] = {"decisions": len(ts), "median": _percentile(ts, 0.5), "p95": _percentile(ts, 0.95),
                    "max": max(ts)}
    return {"game": game_id, "games": games, "seed": seed, "seats": seats, "options": options or {},
            "budget": budget, "iterations": iterations, "rates": rates, "think": times,
            "wins": {seat_name(i): w for i, w in enumerate(wins)}, "draws": draws,
            "unfinished": unfinished, "mean_length": sum(lengths) / max(1, len(lengths)),
            "mean_actions": steps / max(1, games), "seconds": round(dt, 3),
            "games_per_second": round(games / dt, 1) if dt else float("inf")}


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
                parsed = yaml.safe_load(value)
                v = next((c for c in choices if c == parsed and type(c) is type(parsed)), None)
            if v is None:
                raise DataError("--option", pair, key, f"must be one of {', '.join(map(str, choices))}")
        else:
            v = yaml.safe_load(value)
        out[key] = v
    return out


def simulate_cli(game_id: str, games: int, seed: int, seats: str | None, as_json: bool,
                 options: list[str] | None = None, budget: float | None = None,
                 iterations: int | None = None) -> int:
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
    r = run_games(game_id, games, seed, kinds, opts, budget=budget, iterations=iterations)
    if as_json:
        print(json.dumps(r, indent=2))
    else:
        shown = "".join(f", {k}={v}" for k, v in opts.items())
        if "hard" in kinds:
            shown += f", hard {iterations} iterations" if iterations else f", hard budget {budget or 1.0} s"
        print(f"{ruleset.info.title}: {games} games, seed {seed}, seats {', '.join(kinds)}{shown}")
        for i, k in enumerate(kinds):
            w = r["wins"][seat_name(i)]
            rt = r["rates"][seat_name(i)]
            print(f"  {seat_name(i)} ({k}): {w} wins ({100 * w / games:.1f}%), score {100 * rt['rate']:.1f}% "
                  f"[95% CI {100 * rt['low']:.1f}-{100 * rt['high']:.1f}%] (a draw counts half)")
        print(f"  draws: {r['draws']}  unfinished: {r['unfinished']}")
        print(f"  mean game length: {r['mean_length']:.1f} {ruleset.progress_unit}, "
              f"{r['mean_actions']:.1f} actions")
        for k, t in r["think"].items():
            print(f"  think time {k}: median {t['median']:.3f} s, p95 {t['p95']:.3f} s, max {t['max']:.3f} s "
                  f"({t['decisions']} decisions)")
        print(f"  {r['games_per_second']} games per second ({r['seconds']} s)")
    return 0 if not r["unfinished"] else 1
