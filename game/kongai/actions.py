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
class CharacterAction(Action):
    """An action on one character: ``character``, its instance id."""
    character: str


class Draft(CharacterAction):
    """Draft phase: take a character from the pool (snake order p1, p2, p2, p1, ...)."""
    words = ("drafts {character}", "Draft {character}")


@dataclass(frozen=True)
class Equip(CharacterAction):
    """Item draft (5v5 with items): take an item from the pool and give it to one of your
    characters that has none yet."""
    item: str
    words = ("gives {item} to {character}", "Give {item} to {character}")


class Lead(CharacterAction):
    """Hidden: the character you start the duel with."""
    words = ("starts with {character}", "Start with {character}")


@dataclass(frozen=True)
class Maneuver(Action):
    """Hidden: ask for close or far range (50 energy, see the rules for modifiers)."""
    to: str
    words = ("maneuvers {to}", "Maneuver {to}")


class Pass(Action):
    """Hidden: no maneuver this turn."""
    words = ("passes", "Pass")


@dataclass(frozen=True)
class UseAbility(Action):
    """Hidden: the active character uses one of its four abilities."""
    ability: str
    words = ("uses {ability}", "Use {ability}")


class Rest(Action):
    """Hidden: do nothing and recover 20 extra energy."""
    words = ("rests", "Rest")


@dataclass(frozen=True)
class Switch(Action):
    """Hidden: swap the active character for a living benched one (dodges attacks)."""
    to: str
    words = ("switches to {to}", "Switch to {to}")


class Intercept(Action):
    """Hidden: 35 damage to an opponent who switches, and the switch fails."""
    words = ("intercepts", "Intercept")


class BringIn(CharacterAction):
    """Hidden: the active character is out; choose who comes in."""
    words = ("brings in {character}", "Bring in {character}")


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
