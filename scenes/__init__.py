"""pygame side of Nine Tables: the app, the scene stack, shared widgets and one
table scene per game. Nothing here decides a rule: tables draw
``ruleset.view(state, seat)`` and offer ``ruleset.legal_actions(state, seat)``."""
import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
