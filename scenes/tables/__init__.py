"""Moved to :mod:`scenes.games` (kept while the tables move there)."""
from scenes.games import has_table, make_table, playable  # noqa: F401
