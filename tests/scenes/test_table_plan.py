"""Issue 26, point 3: "A table is a plan behind one documented interface." Every registered game
(the sixth test game too) declares a plan (``PLAN`` in ``scenes/games/<id>/__init__.py``), and the
table talks to it only through the names of :mod:`scenes.table.plan`:

- the plan is one class on :class:`~scenes.table.plan.Plan` (no mixins, no subclass of the table);
- each public method it defines is one of ``HOOKS`` (the table calls nothing else);
- each ``table.<name>`` its package reads (``self.table.x``, ``p.table.x``, ``t = p.table; t.x``)
  is one of ``SERVICES``;
- no module of a game's table package subclasses or imports ``TableScene``;
- the live table built for the game holds that plan and draws a frame.
"""
from __future__ import annotations

import ast
import inspect
import os

import pytest

from game.core import registry
from scenes.games import spec
from scenes.table.make import plan_class, table_class
from scenes.table import plan as plan_mod
from scenes.table.plan import HOOKS, SERVICES, Plan
from scenes.table.scene import TableScene

GAMES = [g for g in registry.ids() if spec(g) is not None]


def _package_files(game_id: str) -> list[str]:
    folder = os.path.dirname(spec(game_id).__file__)
    return sorted(os.path.join(folder, f) for f in os.listdir(folder) if f.endswith(".py"))


def table_reads(source: str) -> set[str]:
    """Every attribute read of a table in ``source``: ``<x>.table.<name>`` and ``<t>.<name>`` where
    ``<t>`` was bound from ``<x>.table`` (``t = self.table``) in the same function."""
    tree = ast.parse(source)
    out: set[str] = set()
    for fn in [n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.Lambda))] + [tree]:
        aliases = set()
        if isinstance(fn, (ast.FunctionDef, ast.Lambda)):
            aliases.update(a.arg for a in fn.args.args if a.arg == "table")     # __init__(self, table)
        for node in ast.walk(fn):
            if (isinstance(node, ast.Assign) and isinstance(node.value, ast.Attribute)
                    and node.value.attr == "table" and len(node.targets) == 1
                    and isinstance(node.targets[0], ast.Name)):
                aliases.add(node.targets[0].id)
        for node in ast.walk(fn):
            if not isinstance(node, ast.Attribute):
                continue
            base = node.value
            if isinstance(base, ast.Attribute) and base.attr == "table":
                out.add(node.attr)
            elif isinstance(base, ast.Name) and base.id in aliases:
                out.add(node.attr)
    return out


def test_the_scan_finds_table_reads():
    """The scan can fail: both ways of reading a table's attribute are found."""
    src = ("def f(p):\n    t = p.table\n    t.secret_a()\n    p.table.secret_b = 1\n"
           "    return p.table.layout\n\n\ndef g(self, table):\n    table.secret_c = 2\n")
    assert table_reads(src) == {"secret_a", "secret_b", "layout", "secret_c"}


def test_the_interface_is_documented():
    """Every hook is a documented method of Plan; the architecture page names the interface."""
    for name in HOOKS:
        fn = getattr(Plan, name, None)
        assert callable(fn) and inspect.getdoc(fn), f"Plan.{name} missing or undocumented"
    doc = open(os.path.join(os.path.dirname(plan_mod.__file__), "..", "..", "docs", "architecture.md"),
               encoding="utf-8").read()
    assert "scenes/table/plan.py" in doc and "HOOKS" in doc and "SERVICES" in doc


@pytest.mark.parametrize("game_id", GAMES)
def test_each_game_is_a_plan(game_id):
    """The game declares a plan; the plan is one class on Plan with only documented hooks."""
    assert getattr(spec(game_id), "PLAN", None), f"{game_id}: no PLAN in its declaration"
    assert getattr(spec(game_id), "TABLE", None) is None, f"{game_id}: still declares a TABLE class"
    cls = plan_class(game_id)
    assert cls.__bases__ == (Plan,), f"{game_id}: {cls.__name__} has bases {cls.__bases__} (one Plan, no mixins)"
    public = {n for n, v in vars(cls).items() if callable(v) and not n.startswith("_")}
    props = {n for n, v in vars(cls).items() if isinstance(v, property) and not n.startswith("_")}
    extra = sorted((public | props) - set(HOOKS))
    assert not extra, f"{game_id}: public methods outside the plan's HOOKS: {extra}"


@pytest.mark.parametrize("game_id", GAMES)
def test_each_game_uses_only_the_tables_services(game_id):
    """Everything a game's table package reads of the table is a documented service."""
    problems = []
    for path in _package_files(game_id):
        src = open(path, encoding="utf-8").read()
        for name in sorted(table_reads(src) - set(SERVICES)):
            problems.append(f"{os.path.relpath(path)}: table.{name}")
        tree = ast.parse(src)
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and any(a.name == "TableScene" for a in node.names):
                problems.append(f"{os.path.relpath(path)}: imports TableScene")
    assert not problems, f"{game_id}: " + "; ".join(problems)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_live_table_follows_the_plan(app, game_id):
    """The table made for the game is TableScene with the game's plan; it draws a frame."""
    seats = ["human"] + ["computer"] * (registry.info(game_id).min_seats - 1)
    cls = table_class(game_id)
    assert issubclass(cls, TableScene) and cls.__dict__.keys() <= {"GAME", "PLAN", "draws_open_hands",
                                                                   "__module__", "__doc__", "__qualname__"}
    t = cls(app, seats=seats, seed=3)
    t.autosave_enabled = False
    app.push(t)
    assert isinstance(t.plan, plan_class(game_id)) and t.plan.table is t
    t.finish_animations()
    app.draw()
