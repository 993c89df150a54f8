"""Seeded chance that lives inside the state (``state["rng"]``, one 64-bit int).

SplitMix64: tiny state, so cloning and saving a game costs nothing extra, and
the same seed plus the same actions gives the same game on every machine.
"""
from __future__ import annotations

MASK = (1 << 64) - 1


def seed_state(seed: int) -> int:
    """The 64-bit generator state for ``seed`` (the same seed, the same state everywhere)."""
    return (int(seed) * 0x9E3779B97F4A7C15 + 0x1234567) & MASK


def next_u64(state: dict) -> int:
    """The next 64-bit number of ``state["rng"]`` (SplitMix64); advances it."""
    x = (state["rng"] + 0x9E3779B97F4A7C15) & MASK
    state["rng"] = x
    z = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return z ^ (z >> 31)


def randint(state: dict, lo: int, hi: int) -> int:
    """Uniform int in ``lo..hi`` inclusive; advances ``state["rng"]``."""
    return lo + next_u64(state) % (hi - lo + 1)


def roll(state: dict, sides: int) -> int:
    """A die roll ``1..sides``, uniform; advances ``state["rng"]``."""
    return randint(state, 1, sides)


def chance(state: dict, p: float) -> bool:
    """True with probability ``p``; advances ``state["rng"]``."""
    return next_u64(state) < p * (1 << 64)


def choice(state: dict, seq):
    """One element of the non-empty ``seq``, uniform; advances ``state["rng"]`` exactly as
    :func:`next_u64` would."""
    x = (state["rng"] + 0x9E3779B97F4A7C15) & MASK          # next_u64, inline (every random move)
    state["rng"] = x
    z = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return seq[(z ^ (z >> 31)) % len(seq)]


def shuffle(state: dict, lst: list) -> None:
    """Fisher-Yates with ``next_u64`` inline (a deck a round or a game: the same draws)."""
    x = state["rng"]
    for i in range(len(lst) - 1, 0, -1):
        x = (x + 0x9E3779B97F4A7C15) & MASK
        z = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        j = (z ^ (z >> 31)) % (i + 1)
        lst[i], lst[j] = lst[j], lst[i]
    state["rng"] = x


class Rng:
    """A free-standing generator with the same functions (bots, simulators)."""

    def __init__(self, seed: int):
        self.s = {"rng": seed_state(seed)}

    def randint(self, lo, hi):
        """Uniform int in ``lo..hi`` inclusive."""
        return randint(self.s, lo, hi)

    def choice(self, seq):
        """One element of the non-empty ``seq``, uniform."""
        return choice(self.s, seq)

    def shuffle(self, lst):
        """Shuffle ``lst`` in place (returns None)."""
        shuffle(self.s, lst)

    def random(self) -> float:
        """A float in ``[0, 1)``."""
        return next_u64(self.s) / (1 << 64)
