"""The Nine: the rules package (actions, events, cards, effects, rules, bots)."""
RULES = "game.thenine.rules"
ORDER = 2
