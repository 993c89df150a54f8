"""Where the data files are. ``NINE_TABLES_DATA`` points at another data folder
(same layout as ``data/``): for trying an edited card set, and for tests."""
from __future__ import annotations

import os

REPO_DATA = os.path.normpath(os.path.join(os.path.dirname(__file__), "..", "..", "data"))


def data_root() -> str:
    return os.environ.get("NINE_TABLES_DATA") or REPO_DATA


def data_path(*parts: str) -> str:
    return os.path.join(data_root(), *parts)
