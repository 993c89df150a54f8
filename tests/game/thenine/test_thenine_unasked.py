"""Ruling 39 (docs/rulings/thenine.md): a player holding no counter they could play is not asked to
answer an Event; the table answers ``Pass`` for them. That is only fair if the rules show the other
seat exactly the same answer window whether a counter was held or not (ruling 6): the same view,
the same events (as redacted for that seat), before and after the answer."""
import pytest

from game.thenine.actions import Pass, PlayEvent

from .helpers import RULESET, do, legal, table

HANDS = {"counter": ["rune_of_warding", "thrall_spearman"],
         "no counter": ["axe_throw", "thrall_spearman"],
         "counter too early": ["norns_decree", "thrall_spearman"]}       # Decree of the Norns: round 5


def _window(hand, timers):
    s = table(round=3, timers=timers, order=["p1", "p2"],
              p1={"hand": [{"card": "axe_throw", "id": "axe"}, {"card": "fjord_raider", "id": "fr"}]},
              p2={"play": [{"card": "karl_freeholder", "id": "karl"}],
                  "hand": [{"card": k, "id": f"h{i}"} for i, k in enumerate(hand)]})
    before = RULESET.redact(s, do(s, 0, PlayEvent("axe", "karl")), 0)
    seen = [repr(RULESET.view(s, 0)), [repr(e) for e in before], RULESET.timer(s)]
    asked = legal(s, 1) != [Pass()]
    after = RULESET.redact(s, do(s, 1, Pass()), 0)
    seen += [repr(RULESET.view(s, 0)), [repr(e) for e in after], RULESET.timer(s)]
    return asked, seen


@pytest.mark.parametrize("timers", [True, False])
def test_the_other_seat_sees_the_same_window_with_or_without_a_counter(timers):
    runs = {name: _window(hand, timers) for name, hand in HANDS.items()}
    assert runs["counter"][0] and not runs["no counter"][0] and not runs["counter too early"][0]
    assert runs["counter"][1] == runs["no counter"][1] == runs["counter too early"][1]
    assert "'phase': 'respond'" in runs["counter"][1][0]
