"""Every public function, class and method of game/core, game/ai and scenes/table has a docstring
(the house rule: "Public functions in game/core, game/ai, scenes/table get a docstring saying what
they guarantee"). Public: a module-level function or class, or a method of a public class, whose
name has no leading underscore. Read with ``ast``: nothing is imported."""
from __future__ import annotations

import ast
import os

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PACKAGES = ("game/core", "game/ai", "scenes/table")

#: Names known to lack a docstring, as "path:Qualified.name". Only files other work held when the
#: rule was enforced (scenes/table/scene.py, at its 700-line limit) are here; the lead
#: empties this list. Nothing may be added: a new public name gets its docstring when it is written.
ALLOWED_MISSING: frozenset = frozenset()


def undocumented(source: str, path: str) -> list[str]:
    """The ``path:Qualified.name`` of every public function, class and method of a public class
    in ``source`` that has no docstring (nested functions are not public)."""
    missing = []

    def walk(body, prefix):
        for node in body:
            if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                continue
            if node.name.startswith("_"):
                continue
            name = prefix + node.name
            if not (ast.get_docstring(node) or "").strip():
                missing.append(f"{path}:{name}")
            if isinstance(node, ast.ClassDef):
                walk(node.body, name + ".")

    walk(ast.parse(source).body, "")
    return missing


def all_undocumented() -> list[str]:
    found = []
    for package in PACKAGES:
        for folder, _dirs, files in os.walk(os.path.join(ROOT, package)):
            for f in sorted(files):
                if f.endswith(".py"):
                    full = os.path.join(folder, f)
                    rel = os.path.relpath(full, ROOT).replace(os.sep, "/")
                    with open(full, encoding="utf-8") as fh:
                        found += undocumented(fh.read(), rel)
    return found


def test_every_public_name_has_a_docstring():
    missing = [m for m in all_undocumented() if m not in ALLOWED_MISSING]
    assert not missing, "public names without a docstring:\n  " + "\n  ".join(missing)


def test_the_allow_list_holds_only_names_still_missing():
    # a name documented (or renamed) since leaves the list, so the list only ever shrinks
    stale = sorted(ALLOWED_MISSING - set(all_undocumented()))
    assert not stale, "documented now, take off ALLOWED_MISSING:\n  " + "\n  ".join(stale)


@pytest.mark.parametrize("source, expected", [
    ("def f():\n    return 1\n", ["x.py:f"]),
    ('def f():\n    """Doc."""\n', []),
    ("def _f():\n    pass\n", []),
    ('class C:\n    """Doc."""\n    def m(self):\n        pass\n    def _h(self):\n        pass\n', ["x.py:C.m"]),
    ('class _C:\n    def m(self):\n        pass\n', []),
    ('def f():\n    """Doc."""\n    def inner():\n        pass\n', []),
    ('class C:\n    ""\n', ["x.py:C"]),
])
def test_the_check_finds_what_lacks_a_docstring(source, expected):
    assert undocumented(source, "x.py") == expected
