"""Every hand face up: the rules as a lesson with ``open_hands: true`` and the convention kiosk's
audience see them. Nothing here decides a rule: each seat's own part of the view (its block and its
zones) is taken from that seat's own view, and nothing is redacted from the events."""
from __future__ import annotations

from game.core.contract import seat_name
from scenes.table.board import split_zone


class OpenHands:
    """A ruleset proxy whose ``view`` shows every seat's cards to whoever looks."""

    def __init__(self, rules):
        self.rules = rules

    def __getattr__(self, name):
        return getattr(self.rules, name)

    def view(self, state, seat):
        """``seat``'s view with every other seat's own block and zones taken from that seat's view."""
        v = dict(self.rules.view(state, seat))
        zones = v["zones"] = dict(v.get("zones") or {})
        for s in range(self.rules.seat_count(state)):
            if s == seat:
                continue
            own = self.rules.view(state, s)
            if isinstance(own.get(seat_name(s)), dict):
                v[seat_name(s)] = own[seat_name(s)]
            for z, cards in (own.get("zones") or {}).items():
                if split_zone(z)[0] == s:
                    zones[z] = cards
        return v

    def redact(self, state, events, seat):
        """The events unredacted (a new list): with every hand open there is nothing to hide."""
        return list(events)
