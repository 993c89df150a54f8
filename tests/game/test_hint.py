"""The Hint (issue 28, point 3: "highlights the move the Normal player would make in the player's
seat ... It works from the player's own view only, as the computer players do, so it can never
reveal a hidden card"): :func:`game.ai.hint.hint` at decisions of seeded games of every
registered game, each at its fewest seats.

- it is Normal's choice: the game's Normal player with the same seed on the same re-deal, and
  (every game's Normal reads only its view) Normal on the real state; always a legal move, never
  letting the countdown run out, and the state is left as it was;
- it reads only the player's view: swapping cards the seat cannot tell apart (the swaps of
  tests/core/test_hidden_info.py), or re-dealing everything it cannot see, leaves the hint as it is.
"""
from __future__ import annotations

import pytest

from game.ai.bots import make_bot
from game.ai.hint import hint
from game.core import registry
from game.core.contract import TimeUp
from game.core.rng import Rng
from tests.core.test_hidden_info import decisions, dump, hidden_swaps

GAMES = registry.ids()
#: swapped states the hint is asked about per decision
SWAPS = 4


def positions(R, game):
    """(state, seat) at decisions of seeded games played by Normal (more games for a short one)."""
    n = R.info.min_seats
    found: list = []
    for seed in range(21, 27):
        if len(found) >= 4:
            break
        found += decisions(R, n, dict(registry.declared(game, "TEST_OPTIONS", {}) or {}), seed)
    return found


@pytest.mark.parametrize("game", GAMES)
def test_the_hint_is_the_normal_players_choice(game):
    R = registry.get(game)
    rnd = Rng(5)
    checked = 0
    for state, seat in positions(R, game):
        where = f"{game}, seat {seat}, after {state.get('turn', '?')} turns"
        before = dump(R.comparable(state))
        seed = rnd.randint(0, 1 << 30)
        h = hint(R, state, seat, seed)
        assert dump(R.comparable(state)) == before, f"{where}: the hint changed the state"
        legal = R.legal_actions(state, seat)
        assert h in legal, f"{where}: {h} is not legal"
        assert type(h) is not TimeUp, f"{where}: the hint lets the countdown run out"
        normal = make_bot("normal", seed, R).choose(R, R.determinize(state, seat, seed), seat)
        if type(normal) is not TimeUp:
            assert h == normal, f"{where}: the hint {h} is not Normal's {normal} on the same re-deal"
        real = make_bot("normal", seed, R).choose(R, R.clone(state), seat)
        if type(real) is not TimeUp:
            assert h == real, f"{where}: the hint {h} is not Normal's {real} at the table"
        checked += 1
    assert checked >= 3, f"{game}: only {checked} decisions were reached"


@pytest.mark.parametrize("game", GAMES)
def test_the_hint_reads_only_the_players_view(game):
    R = registry.get(game)
    rnd = Rng(17)
    swaps = 0
    for state, seat in positions(R, game):
        where = f"{game}, seat {seat}"
        seed = rnd.randint(0, 1 << 30)
        h = hint(R, state, seat, seed)
        other = R.determinize(state, seat, seed + 1)          # everything the seat cannot see, re-dealt
        assert dump(R.view(other, seat)) == dump(R.view(state, seat))
        assert hint(R, other, seat, seed) == h, f"{where}: a re-deal of what the seat cannot see changes the hint"
        found, _down = hidden_swaps(R, state, seat, rnd)
        for g, k, a, b, s in found[:SWAPS]:
            assert hint(R, s, seat, seed) == h, \
                f"{where}: swapping {a} ({g[1]}) and {b} ({k[1]}), which the seat cannot tell apart, changes the hint"
            swaps += 1
    if any(hidden_swaps(R, st, se, Rng(1))[0] for st, se in positions(R, game)[:2]):
        assert swaps, f"{game}: no hidden cards were swapped"


def test_a_seat_without_a_move_gets_no_hint():
    R = registry.get(GAMES[0])
    state = R.new_game(R.info.min_seats, 1, {})
    idle = next(s for s in range(R.info.min_seats) if not R.legal_actions(state, s))
    with pytest.raises(ValueError):
        hint(R, state, idle, 0)
