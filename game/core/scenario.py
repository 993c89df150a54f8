"""Scenario files: one YAML format for rules tests, walkthroughs and bug reports.

```yaml
game: <id>                                  # a registered game (game/<id>/)
seed: 1
options: {}
cards: {key: {...inline definition...}}     # optional, the game's own card schema
setup: {...}                                # optional: the table set up explicitly
steps:
  - seat: p1                                # optional: defaults to the seat to act
    do: {type: Attack, attacker: rot}       # an action, as in save files
    say: "Toasted Rot attacks"              # optional caption (walkthroughs)
    expect: {p2.hp: 1700, cards.rot.bp: 200, p2.range.count: 0}
  - do: {type: EndTurn}
    seat: p2
    refused: "not p2's turn"                # the action must be refused (substring of the reason)
```

``expect`` paths are dotted paths into the public view (``view(state, None)``); list
items by index (``p1.range.0.name``), ``.count`` for a list's length, and
``cards.<id>`` for any face-up card by id. See docs/scenarios.md.
"""
from __future__ import annotations

import sys

import yaml

from game.core import registry
from game.core.data import MAX_SEED, every_dict, load_yaml, short
from game.core.contract import (DataError, IllegalAction, action_from_dict, seat_index,
                                seat_name)

TOP_KEYS = {"game", "seed", "seats", "options", "cards", "setup", "steps", "title", "description",
            # lessons (data/lessons/<game>/NN-name.yaml): how long it takes, both sides' cards face up
            "minutes", "open_hands"}
STEP_KEYS = {"seat", "do", "say", "expect", "refused",
             # lessons: what the caption points at (zone names or card ids), a "your turn" step the
             # learner must make (its ``do`` is the move wanted), and the hint shown for it
             "point", "learner", "hint"}


class Unmet(Exception):
    """An expectation that did not hold (exit code 1)."""


def load(path: str) -> dict:
    """The scenario file at ``path``, checked: a mapping with a known ``game``, valid ``steps``,
    ``minutes``, ``open_hands`` and ``seed``. DataError naming the file, entry and field otherwise."""
    spec = load_yaml(path)
    if not isinstance(spec, dict):
        raise DataError(path, "(top level)", "(scenario)", "a scenario is a mapping with game and steps")
    for k in spec:
        if k not in TOP_KEYS:
            raise DataError(path, "(top level)", str(k), f"unknown key (known: {', '.join(sorted(TOP_KEYS))})")
    if "game" not in spec:
        raise DataError(path, "(top level)", "game", "missing: which game is this scenario for?")
    if not registry.known(spec["game"]):
        raise DataError(path, "(top level)", "game", f"unknown game {short(spec['game'])} (known: {', '.join(registry.ids())})")
    if not isinstance(spec.get("steps", []), list):
        raise DataError(path, "steps", "(steps)", "must be a list of steps")
    for i, step in enumerate(spec.get("steps") or []):
        if not isinstance(step, dict):
            raise DataError(path, f"steps[{i}]", "(step)", "must be a mapping")
        for k in step:
            if k not in STEP_KEYS:
                raise DataError(path, f"steps[{i}]", str(k), f"unknown key (known: {', '.join(sorted(STEP_KEYS))})")
        if "expect" in step and not isinstance(step["expect"], dict):
            raise DataError(path, f"steps[{i}]", "expect", "must be a mapping of dotted paths to values")
        if "point" in step and not (isinstance(step["point"], list) and all(isinstance(x, str) for x in step["point"])):
            raise DataError(path, f"steps[{i}]", "point", "must be a list of zone names or card ids")
        if "learner" in step and (not isinstance(step["learner"], bool) or "do" not in step):
            raise DataError(path, f"steps[{i}]", "learner", "must be true or false, on a step with a do: move")
        for key in ("say", "hint"):
            if key in step and not isinstance(step[key], str):
                raise DataError(path, f"steps[{i}]", key, "must be text")
    minutes = spec.get("minutes", 1)
    if isinstance(minutes, bool) or not isinstance(minutes, int) or not 1 <= minutes <= 60:
        raise DataError(path, "(top level)", "minutes", "must be a whole number of minutes, 1..60")
    if not isinstance(spec.get("open_hands", False), bool):
        raise DataError(path, "(top level)", "open_hands", "must be true or false")
    seed = spec.get("seed", 0)
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise DataError(path, "(top level)", "seed", f"must be a whole number from 0 to {MAX_SEED}")
    return spec


def public_view(ruleset, state) -> dict:
    """The spectator view plus ``cards``: every face-up card by id."""
    v = ruleset.view(state, None)
    index: dict = {}
    for d in every_dict(v):
        if isinstance(d.get("id"), str):
            index[d["id"]] = d
    v["cards"] = index
    return v


_MISSING = object()


def lookup(view: dict, path: str):
    """The value at dotted ``path`` in ``view`` (``a.b.0``; ``count`` of a list is its length),
    or the ``_MISSING`` marker when there is no such path."""
    cur = view
    for part in str(path).split("."):
        if part == "count" and isinstance(cur, list):
            cur = len(cur)
        elif isinstance(cur, list) and part.lstrip("-").isdigit() and -len(cur) <= int(part) < len(cur):
            cur = cur[int(part)]
        elif isinstance(cur, dict) and part in cur:
            cur = cur[part]
        else:
            return _MISSING
    return cur


def check(view: dict, expect: dict, where: str) -> None:
    """Return None when every dotted path of ``expect`` holds its wanted value in ``view``;
    else raise :class:`Unmet` naming ``where``, the path, and what was wanted and found."""
    for path, wanted in expect.items():
        got = lookup(view, path)
        if got is _MISSING:
            raise Unmet(f"{where}: expect {path}: no such path in the public view")
        if got != wanted:
            raise Unmet(f"{where}: expect {str(path)[:80]}: wanted {short(wanted)}, got {short(got)}")


def card_ids(ruleset, state) -> set[str]:
    """The id of every card some seat (or a spectator) is shown, face up or down."""
    return {d["id"] for seat in (None, *range(ruleset.seat_count(state)))
            for d in every_dict(ruleset.view(state, seat)) if isinstance(d.get("id"), str)}


def run(spec: dict, path: str, on_step=None, lesson=None):
    """Run a loaded scenario; returns (ruleset, state). ``on_step(i, step, events)``
    lets a walkthrough animate each step. Raises Unmet or DataError.

    ``lesson``: the file is a lesson, checked as the lesson player will use it; a callable
    ``(name, seats) -> bool`` saying whether ``name`` is a zone of the game's table. Then a
    "your turn" step's move must be among ``legal_actions`` for its seat at that point, and
    every ``point:`` must name such a zone or a card some seat is shown before or after the
    step (DataError naming the step and the field otherwise)."""
    ruleset = registry.get(spec["game"])
    if spec.get("setup") is not None or spec.get("cards"):
        state = ruleset.scenario_state(spec, path)
    else:
        opts = spec.get("options") or {}
        if not isinstance(opts, dict):
            raise DataError(path, "(top level)", "options", "must be a mapping")
        seats = spec.get("seats", ruleset.info.min_seats)
        info = ruleset.info
        if isinstance(seats, bool) or not isinstance(seats, int) or not info.min_seats <= seats <= info.max_seats:
            raise DataError(path, "(top level)", "seats", f"{info.title} is for {info.seats_label}, not {short(seats)}")
        try:
            state = ruleset.new_game(seats, spec.get("seed", 0), opts)
        except DataError as e:                      # the game names its option: name this file
            raise DataError(path, "options", e.field, e.message) from None
        except (ValueError, TypeError, KeyError) as e:
            raise DataError(path, "(top level)", "options", f"{e.args[0] if e.args else e}"[:200]) from None
    for i, step in enumerate(spec.get("steps") or []):
        where = f"{path}: steps[{i}]"
        events = []
        if "seat" in step:
            try:
                seat = seat_index(step["seat"])
            except ValueError as e:
                raise DataError(path, f"steps[{i}]", "seat", str(e)) from None
            if not 0 <= seat < ruleset.seat_count(state):
                raise DataError(path, f"steps[{i}]", "seat",
                                f"{short(step['seat'])} is not at this table of {ruleset.seat_count(state)}")
        shown = card_ids(ruleset, state) if lesson and step.get("point") else set()
        if "do" in step:
            try:
                action = action_from_dict(ruleset.action_types, step["do"], "do")
            except ValueError as e:
                raise DataError(path, f"steps[{i}]", "do", str(e)) from None
            movers = ruleset.to_act(state)
            seat = seat_index(step["seat"]) if "seat" in step else (movers[0] if movers else 0)
            if lesson and step.get("learner") and ("refused" in step or
                                                   action not in ruleset.legal_actions(state, seat)):
                raise DataError(path, f"steps[{i}]", "do", f"the learner's move ({action.describe()} by "
                                f"{seat_name(seat)}) is not a legal move here, so the learner cannot make it")
            try:
                events = ruleset.apply(state, seat, action)
            except IllegalAction as e:
                if "refused" not in step:
                    raise Unmet(f"{where}: {seat_name(seat)} {action.describe()} was refused: {e.reason}") from None
                if str(step["refused"]).lower() not in e.reason.lower():
                    raise Unmet(f"{where}: refused with {e.reason!r}, expected a reason containing "
                                f"{short(step['refused'])}") from None
            else:
                if "refused" in step:
                    raise Unmet(f"{where}: {action.describe()} was accepted but should be refused")
        if lesson and step.get("point"):
            shown |= card_ids(ruleset, state)
            for j, name in enumerate(step["point"]):
                if name not in shown and not lesson(name, ruleset.seat_count(state)):
                    raise DataError(path, f"steps[{i}]", f"point[{j}]", f"{short(name)} is neither a zone of "
                                    f"the {ruleset.info.title} table nor a card on it")
        if on_step:
            on_step(i, step, events)
        if "expect" in step:
            check(public_view(ruleset, state), step["expect"], where)
    return ruleset, state


def check_lesson(path: str, game: str, zone_known) -> dict:
    """Load the lesson file ``path`` from ``game``'s lessons and run it headless as a lesson
    (:func:`run` with ``lesson=zone_known``): it is for that game, every seat is at its table,
    every "your turn" move is legal, every ``point:`` names a zone or a card and every
    ``expect:`` holds. Returns the loaded spec; any problem is a one-line DataError."""
    spec = load(path)
    if spec["game"] != game:
        raise DataError(path, "(top level)", "game", f"a lesson of {short(spec['game'])} among the lessons of "
                        f"{game}: it belongs in the lessons folder of {short(spec['game'])}")
    try:
        run(spec, path, lesson=zone_known)
    except Unmet as e:
        step, _, problem = str(e).removeprefix(f"{path}: ").partition(": ")
        raise DataError(path, step, "expect" if "expect" in problem else "do", problem) from None
    return spec


def scenario_cli(path: str) -> int:
    """Run the scenario file at ``path`` and print the final public view as YAML. Returns
    the exit code: 0 when every expectation is met, 1 (one line on stderr) when one is not."""
    spec = load(path)
    code = 0
    try:
        ruleset, state = run(spec, path)
    except Unmet as e:
        print(f"unmet: {e}", file=sys.stderr)
        return 1
    view = ruleset.view(state, None)
    print(yaml.safe_dump(view, sort_keys=False, allow_unicode=True), end="")
    print(f"ok: {path}: {len(spec.get('steps') or [])} steps, every expectation met", file=sys.stderr)
    return code
