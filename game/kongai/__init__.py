"""Kongai: the rules package (actions, events, cards, effects, rules, bots)."""
RULES = "game.kongai.rules"
ORDER = 5
