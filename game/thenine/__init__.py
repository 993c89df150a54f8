"""The Nine: the rules package, layered one way: actions, events -> constants -> effects -> cards,
conditions -> state -> rounds -> moves -> fights -> turns -> setup, view, search -> rules -> bots."""
RULES = "game.thenine.rules"
ORDER = 2
#: issue 14: random games per CPU second the search needs (``main.py bench``; docs/throughput.md)
RULES_BUDGET = 1000
