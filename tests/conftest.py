"""Root test configuration: headless SDL before anything imports pygame, the repository root
importable (``game``, ``scenes``, ``main``) without installing, and the sixth game registered.

The sixth game (``tests/sixth``: Sixth Trick, issue 26) is a minimal game kept with the tests to
prove that a new game changes no shared file: its rules package ``tests/sixth/game/sixth`` is
declared with :func:`game.core.registry.add_games_folder` and its table package
``tests/sixth/scenes/sixth`` is found through ``scenes.games``'s package path, so every shared test
that iterates ``registry.ids()`` plays it too. Only the test session sees it: ``main.py`` and
``make play`` never run this file."""
import os
import sys

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

SIXTH = os.path.join(ROOT, "tests", "sixth")


def register_sixth_game() -> None:
    """Declare the sixth game (its rules and its table) for this process."""
    import scenes.games
    from game.core import registry
    registry.add_games_folder(os.path.join(SIXTH, "game"))
    tables = os.path.join(SIXTH, "scenes")
    if tables not in scenes.games.__path__:
        scenes.games.__path__.append(tables)


register_sixth_game()
