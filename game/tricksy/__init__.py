"""Nine Lives: Tricksy Kittens: the rules package (actions, events, cards, effects, rules, bots)."""
RULES = "game.tricksy.rules"
ORDER = 3
#: issue 14: random games per CPU second the search needs (``main.py bench``; docs/throughput.md)
RULES_BUDGET = 500
#: the options the shared tests play whole games with (the variant with the most to exercise)
TEST_OPTIONS = {"powers": "on"}
#: the shorter names it goes by (tests/core/test_declared_once.py looks for them in shared code)
ALSO_CALLED = ("Tricksy Kittens", "Tricksy")
