"""9DKP: the rules package (actions, events, cards, effects, rules, bots)."""
RULES = "game.ninedkp.rules"
ORDER = 1
