"""The Nine is not in the registry yet (its table scene does not exist): tests that go
through registry-based code (scenario files) register it for the test only."""
import pytest

from game.core import registry
from game.thenine.rules import RULESET


@pytest.fixture
def registered(monkeypatch):
    info = registry.CATALOG["thenine"][1]
    monkeypatch.setitem(registry.CATALOG, "thenine", ("game.thenine.rules", info))
    monkeypatch.setitem(registry._loaded, "thenine", RULESET)
    yield RULESET
