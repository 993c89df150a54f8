"""Sixth Trick: the minimal sixth game the test suite registers (tests/conftest.py) to prove that a
new game changes no shared file (issue 26). Never shipped: ``main.py`` and the launcher never see it.

Two players, five cards each from a deck of three suits numbered 1-7; follow suit if you can; the
highest card of the suit led wins the trick and leads the next; after five tricks the most tricks wins."""
import os

RULES = "game.sixth.rules"
ORDER = 6
#: random games per CPU second the search needs (``main.py bench``)
RULES_BUDGET = 500
#: its data folder, shaped like ``data/`` (sixth/cards.yaml, layouts/, lessons/, scenarios/)
DATA = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "data")
