"""The version of Nine Tables, read from one place: ``version`` in ``pyproject.toml``.

From the source tree (``python main.py``) the file is read beside ``game/``; an installed copy
(``pip install``, the ``nine-tables`` command) has no ``pyproject.toml`` there and asks the
installed distribution's metadata instead, which the build copied from that same line. The
PyInstaller bundle carries ``pyproject.toml`` beside ``game/`` (``packaging/nine-tables.spec``).
Pure Python, no pygame.
"""
from __future__ import annotations

import os
from functools import lru_cache

#: the distribution name in ``pyproject.toml`` (what ``pip install`` records)
DISTRIBUTION = "nine-tables"
#: what :func:`version` says when neither place knows (a copy of the sources without pyproject.toml)
UNKNOWN = "0+unknown"

_TOP = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))


def _from_pyproject(path: str) -> str | None:
    """``project.version`` of the ``pyproject.toml`` at ``path`` when it is Nine Tables' own."""
    import tomllib
    try:
        with open(path, "rb") as f:
            project = tomllib.load(f).get("project", {})
    except (OSError, ValueError):
        return None
    if project.get("name") != DISTRIBUTION or not isinstance(project.get("version"), str):
        return None
    return project["version"]


def _from_metadata() -> str | None:
    from importlib import metadata
    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        return None


@lru_cache(maxsize=1)
def version() -> str:
    """The version string of this copy of Nine Tables (``0.1.0``): the source tree's
    ``pyproject.toml`` when there is one beside ``game/`` (so a checkout never reports the
    version of some other installed copy), else the installed metadata, else ``0+unknown``.
    Never raises."""
    return (_from_pyproject(os.path.join(_TOP, "pyproject.toml")) or _from_metadata() or UNKNOWN)
