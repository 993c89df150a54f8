"""One conformance test for every registered game (OpenSpiel's random-simulation test is the
model): seeded random games of each set-up the game declares (``Ruleset.conformance``), checking

- after every action: the game's own ``invariants(state)``, and that the cards are conserved
  across ``view["zones"]`` (the spectator's view: every card in exactly one zone, hidden ones as
  ``{"id", "face_down"}`` or counted with ``{"count": n}``; the total never changes);
- that ``apply`` refuses, without changing anything, actions ``legal_actions`` does not list now
  (actions that were legal earlier in the game, or for another seat);
- that no seat's redacted events (``Ruleset.redact``) name a card id it may not see;
- every few actions, that no seat's view shows what it may not see: its view of the real state
  equals its view of the state with everything hidden from it re-dealt (``determinize``), so no
  hidden card id, deck order or pending simultaneous choice reaches it;
- at the end: save -> JSON -> load gives the same state, and replaying the action log does too.
"""
import json
import re

import pytest

from game.core import registry
from game.core.contract import Event, IllegalAction, seat_name
from game.core.rng import Rng

CASES = [(gid, i) for gid in registry.ids() for i in range(len(registry.get(gid).conformance))]
CHUNKS = 3
#: the events of every n-th action are checked for hidden card ids (each check builds every seat's view)
EVENT_EVERY = 1


def zone_total(view: dict) -> int:
    zones = view.get("zones")
    assert isinstance(zones, dict) and zones, "the view has its zones"
    total = 0
    for name, z in zones.items():
        if isinstance(z, dict):
            assert set(z) == {"count"} and isinstance(z["count"], int) and z["count"] >= 0, name
            total += z["count"]
        else:
            assert isinstance(z, list), name
            for c in z:
                assert isinstance(c, dict) and "id" in c, f"{name}: every card has an id"
            total += len(z)
    return total


def zone_ids(view: dict) -> list:
    return [c["id"] for z in view["zones"].values() if isinstance(z, list) for c in z
            if not c.get("face_down")]


ID = re.compile(r'"id": "([^"]*)"')


def face_up(view: dict) -> set:
    """The card ids a view shows anywhere (zones, a last trick, ...): a view never gives a real
    id where the seat may not know it (the view check below sees to that), so every id in it is
    known to the seat; placeholders are no card's id."""
    return set(ID.findall(json.dumps(view)))


def strings(x, out: set) -> set:
    if isinstance(x, str):
        out.add(x)
    elif isinstance(x, dict):
        for v in x.values():
            strings(v, out)
    elif isinstance(x, (list, tuple)):
        for v in x:
            strings(v, out)
    return out


def check_events(R, state, events, before: list, after: list):
    """No seat is told, through its redacted events, a card id it may not see: an id shown
    face up to some seat (so a real card's) that this seat sees face up neither before nor
    after the action."""
    known = set().union(*before, *after)
    for seat in range(len(after)):
        hidden = known - before[seat] - after[seat]
        told = strings([e.to_dict() for e in R.redact(state, events, seat)], set())
        leaked = told & hidden
        assert not leaked, f"{seat_name(seat)} is told of {sorted(leaked)[:3]} through events"


def check_views(R, s, seed):
    for seat in range(R.seat_count(s)):
        real = R.view(s, seat)
        dealt = R.view(R.determinize(s, seat, seed), seat)
        assert json.dumps(real, sort_keys=True, default=str) == json.dumps(dealt, sort_keys=True, default=str), \
            f"{seat_name(seat)}'s view changes when what it cannot see is re-dealt: it shows hidden information"


@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize("game,case", CASES)
def test_random_games_conform(game, case, chunk):
    R = registry.get(game)
    seats, options = R.conformance[case]
    options = {**R.info.sim_options(), **options}      # headless games play with the bots' options (a round cap)
    per = max(1, R.conformance_games // CHUNKS)
    for seed in range(chunk * per, (chunk + 1) * per):
        rng = Rng(seed * 7919 + case)
        s = R.new_game(seats, seed, dict(options))
        spectator = R.view(s, None)
        total = zone_total(spectator)
        ids = zone_ids(spectator)
        assert len(ids) == len(set(ids)), "a card is in two zones"
        log, seen = [], []
        steps = 0
        shown = None            # what each seat saw before this action
        while R.to_act(s):
            acting = R.to_act(s)
            seat = acting[rng.randint(0, len(acting) - 1)]
            legal = R.legal_actions(s, seat)
            assert legal, f"{seat_name(seat)} is to act and has a legal action"
            probe_seat = rng.randint(0, seats - 1)
            probes = [a for a in seen if a not in R.legal_actions(s, probe_seat)]
            if probes:
                bad = probes[rng.randint(0, len(probes) - 1)]
                before = json.dumps(R.to_dict(s), sort_keys=True, default=str)
                with pytest.raises(IllegalAction):
                    R.apply(s, probe_seat, bad)
                assert json.dumps(R.to_dict(s), sort_keys=True, default=str) == before, "a refusal changes nothing"
            action = legal[rng.randint(0, len(legal) - 1)]
            if len(seen) < 400:
                seen.extend(legal[:3])
            if shown is None:
                shown = [face_up(R.view(s, x)) for x in range(seats)]
            events = R.apply(s, seat, action)
            if steps % EVENT_EVERY == 0:
                after = [face_up(R.view(s, x)) for x in range(seats)]
                check_events(R, s, events, shown, after)
                shown = after
            else:
                shown = None
            for e in events:
                assert isinstance(e, Event)
                json.dumps(e.to_dict())
            log.append((seat, action))
            steps += 1
            problems = R.invariants(s)
            assert not problems, f"seed {seed}, step {steps}: {problems}"
            spectator = R.view(s, None)
            assert zone_total(spectator) == total, f"seed {seed}, step {steps}: cards are conserved across the zones"
            ids = zone_ids(spectator)
            assert len(ids) == len(set(ids)), f"seed {seed}, step {steps}: a card is in two zones"
            if steps % 11 == 0:
                check_views(R, s, seed + steps)
            assert steps < 20000, "the game ends"
        assert R.outcome(s) is not None
        restored = R.from_dict(json.loads(json.dumps(R.to_dict(s))))
        assert R.comparable(restored) == R.comparable(s), "save -> load gives the same state"
        replay = R.new_game(seats, seed, dict(options))
        for st, a in log:
            R.apply(replay, st, a)
        assert R.comparable(replay) == R.comparable(s), "the replay gives the same game"
