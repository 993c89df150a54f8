"""The Nine is registered like every game; ``registered`` stays for the tests that ask for it."""
import pytest

from game.thenine.rules import RULESET


@pytest.fixture
def registered():
    yield RULESET
