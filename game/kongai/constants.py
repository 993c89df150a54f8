"""Kongai's fixed numbers (the rulebook's): energy, the base costs and damages, the recovery
at the end of a turn. The lowest module of the game: every other one may read it."""
from __future__ import annotations

MAX_ENERGY = 100
BASE_INTERCEPT = 35
BASE_MANEUVER = 50
REST_BONUS = 20
REGEN_ENERGY = 20
BENCH_HEAL = 1
