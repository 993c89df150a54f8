"""The Hint of every table: the move the game's Normal player would make in a seat.

Like every computer player it reads the seat's own view only: what the seat cannot see (the other
hands, the decks, a hidden choice, the dice to come) is first re-dealt at random, consistent with
what it can see (``ruleset.determinize``, as the Hard player does), and the game's Normal player
(:func:`game.ai.bots.make_bot` ``"normal"``) chooses on that re-dealt copy. A re-deal depends on the
seat's view and the seed alone (tests/core/test_hidden_info.py), so two states the seat cannot tell
apart get the same hint: a hint can never give a hidden card away.
"""
from __future__ import annotations

from game.ai.bots import make_bot
from game.core.contract import Action, Ruleset, TimeUp


def hint(ruleset: Ruleset, state: dict, seat: int, seed: int = 0) -> Action:
    """The move the game's Normal player (seeded ``seed``) makes for ``seat`` on
    ``ruleset.determinize(state, seat, seed)``: a copy of ``state`` with everything ``seat``
    cannot see re-dealt. ``state`` itself is neither changed nor read beyond what the re-deal
    keeps, so the result depends only on the seat's view, the seed and the ruleset.

    Guarantees: the result is one of ``ruleset.legal_actions(state, seat)`` (the very object of
    that list), never ``TimeUp`` while anything else is legal (letting the countdown run out is
    no advice); when Normal's choice on the re-dealt copy is not legal on the real state (a game
    whose choices depend on what the seat cannot see), the first other legal move is given.
    ValueError when ``seat`` has no legal move."""
    legal = list(ruleset.legal_actions(state, seat))
    if not legal:
        raise ValueError(f"seat {seat} has no move to hint at")
    moves = [a for a in legal if type(a) is not TimeUp] or legal
    if len(moves) == 1:
        return moves[0]
    dealt = ruleset.determinize(state, seat, seed)
    choice = make_bot("normal", seed, ruleset).choose(ruleset, dealt, seat)
    return next((a for a in moves if a == choice), moves[0])
