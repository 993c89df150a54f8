"""Kongai actions. Characters are instance ids (the character's key, e.g. ``"rumiko"``:
no character is on both teams, so its key names it; scenario files may choose other ids).
Abilities are named by their key within the active character (``"shuriken_barrage"``).

Simultaneous phases (pick_start, maneuver, combat, replace): each seat submits one of
these; the ruleset keeps it hidden until both are in, then reveals and resolves both.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.core.contract import Action, Interned


@dataclass(frozen=True)
class Draft(Action):
    """Draft phase: take a character from the pool (snake order p1, p2, p2, p1, ...)."""
    character: str

    def describe(self):
        return f"drafts {self.character}"


@dataclass(frozen=True)
class Equip(Action):
    """Item draft (5v5 with items): take an item from the pool and give it to one of your
    characters that has none yet."""
    character: str
    item: str

    def describe(self):
        return f"gives {self.item} to {self.character}"


@dataclass(frozen=True)
class Lead(Action):
    """Hidden: the character you start the duel with."""
    character: str

    def describe(self):
        return f"starts with {self.character}"


@dataclass(frozen=True)
class Maneuver(Action):
    """Hidden: ask for close or far range (50 energy, see the rules for modifiers)."""
    to: str

    def describe(self):
        return f"maneuvers {self.to}"


@dataclass(frozen=True)
class Pass(Action):
    """Hidden: no maneuver this turn."""

    def describe(self):
        return "passes"


@dataclass(frozen=True)
class UseAbility(Action):
    """Hidden: the active character uses one of its four abilities."""
    ability: str

    def describe(self):
        return f"uses {self.ability}"


@dataclass(frozen=True)
class Rest(Action):
    """Hidden: do nothing and recover 20 extra energy."""

    def describe(self):
        return "rests"


@dataclass(frozen=True)
class Switch(Action):
    """Hidden: swap the active character for a living benched one (dodges attacks)."""
    to: str

    def describe(self):
        return f"switches to {self.to}"


@dataclass(frozen=True)
class Intercept(Action):
    """Hidden: 35 damage to an opponent who switches, and the switch fails."""

    def describe(self):
        return "intercepts"


@dataclass(frozen=True)
class BringIn(Action):
    """Hidden: the active character is out; choose who comes in."""
    character: str

    def describe(self):
        return f"brings in {self.character}"


ACTION_TYPES = {c.__name__: c for c in (Draft, Equip, Lead, Maneuver, Pass, UseAbility, Rest, Switch,
                                        Intercept, BringIn)}
#: the choices that are made in secret (both seats at once)
HIDDEN = {"Lead", "Maneuver", "Pass", "UseAbility", "Rest", "Switch", "Intercept", "BringIn"}

#: the actions made once and reused (``legal_actions`` is on the hot path, and the ruleset
#: tells a choice by identity first)
PASS, REST, INTERCEPT = Pass(), Rest(), Intercept()
MANEUVERS = {"close": Maneuver("close"), "far": Maneuver("far")}
USES = Interned(UseAbility)      # ability key -> UseAbility (the combat phase's hot path)
SWITCHES = Interned(Switch)      # character id -> Switch
