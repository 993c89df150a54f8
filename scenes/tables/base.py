"""Moved to :mod:`scenes.table.scene` (kept while the tables move to scenes/games/)."""
from scenes.table.scene import ATTRACT_SECONDS, BOT_PACE, TOAST_TIME, TableScene  # noqa: F401
