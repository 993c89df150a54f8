"""The packages are layered one way, and every import stands at the top of its module.

Packages, as the house counts them: ``game.core``, ``game.ai``, ``game.<id>``, ``scenes`` (its
top-level modules), ``scenes.<sub>`` (table, lessons, widgets, ...) and ``scenes.games.<id>``.
An import anywhere in a module (also inside a function) counts as an edge between packages. A
cycle between packages fails, naming the packages and one import of each edge; so does an import
below a module's first statements (after code that is not a docstring, an ``if`` or a ``try``).
"""
from __future__ import annotations

import ast
import os
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TOPS = ("game", "scenes")


def package_of(module: str) -> str | None:
    """The house's package of a dotted module name (None outside game/ and scenes/)."""
    parts = module.split(".")
    if parts[0] == "game":
        return ".".join(parts[:2]) if len(parts) > 1 else "game"
    if parts[0] == "scenes":
        if len(parts) > 2 and parts[1] == "games":
            return ".".join(parts[:3])
        if len(parts) > 1 and (ROOT / "scenes" / parts[1]).is_dir():
            return ".".join(parts[:2])
        return "scenes"
    return None


def modules():
    """(path, dotted name, is a package __init__) of every module of game/ and scenes/."""
    for top in TOPS:
        for folder, _, files in os.walk(ROOT / top):
            for f in sorted(files):
                if f.endswith(".py"):
                    path = Path(folder) / f
                    dotted = ".".join(path.relative_to(ROOT).with_suffix("").parts)
                    init = dotted.endswith(".__init__")
                    yield path, dotted[: -len(".__init__")] if init else dotted, init


def imported(node, module: str, init: bool) -> list[str]:
    """The dotted modules an import statement names (relative ones resolved)."""
    if isinstance(node, ast.Import):
        return [a.name for a in node.names]
    base = module.split(".") if init else module.split(".")[:-1]
    if node.level:
        base = base[: len(base) - node.level + 1]
        name = ".".join(base + ([node.module] if node.module else []))
    else:
        name = node.module or ""
    return [name] + [f"{name}.{a.name}" for a in node.names]


def edges() -> dict[tuple[str, str], str]:
    """(package, package) -> "file:line" of one import that makes the edge."""
    out: dict[tuple[str, str], str] = {}
    for path, module, init in modules():
        src = package_of(module + (".x" if init else ""))
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                for name in imported(node, module, init):
                    dst = package_of(name)
                    if dst and dst != src and (ROOT / Path(*name.split("."))).with_suffix(".py").exists() \
                            or dst and dst != src and (ROOT / Path(*name.split("."))).is_dir():
                        out.setdefault((src, dst), f"{path.relative_to(ROOT)}:{node.lineno}")
    return out


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one package (Tarjan)."""
    index, low, stack, on, out = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in graph.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                out.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def test_no_import_cycle_between_packages():
    found = edges()
    graph: dict[str, set[str]] = {}
    for a, b in found:
        graph.setdefault(a, set()).add(b)
    bad = cycles(graph)
    detail = [f"{' <-> '.join(group)}: " + "; ".join(f"{a} -> {b} ({where})" for (a, b), where in found.items()
                                                     if a in group and b in group) for group in bad]
    assert not bad, "import cycles between packages:\n" + "\n".join(detail)


def late_imports() -> list[str]:
    out = []
    for path, _, _ in modules():
        code_seen = False
        for node in ast.parse(path.read_text()).body:
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                if code_seen:
                    out.append(f"{path.relative_to(ROOT)}:{node.lineno}")
            elif not (isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)) \
                    and not isinstance(node, (ast.If, ast.Try)):
                code_seen = True
    return out


def test_every_import_is_at_the_top():
    late = late_imports()
    assert not late, "imports below a module's first statements:\n" + "\n".join(late)


def test_the_checks_can_fail():
    """A cycle and a late import, built by hand, are found."""
    assert cycles({"a": {"b"}, "b": {"a"}, "c": {"a"}}) == [["a", "b"]]
    assert package_of("scenes.games.x.table") == "scenes.games.x"
    assert package_of("game.core.saves") == "game.core"
