"""Nine Lives: Tricksy Kittens: the rules package (actions, events, cards, effects, rules, bots)."""
RULES = "game.tricksy.rules"
ORDER = 3
