"""9 Card: the rules package (actions, events, cards, effects, rules, bots)."""
RULES = "game.ninecard.rules"
ORDER = 4
