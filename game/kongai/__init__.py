"""Kongai: the rules package (actions, events, cards, effects, rules, bots)."""
RULES = "game.kongai.rules"
ORDER = 5
#: issue 14: random games per CPU second the search needs (``main.py bench``; docs/throughput.md)
RULES_BUDGET = 1000
