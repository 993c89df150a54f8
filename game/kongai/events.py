"""Kongai events: what happened, with fields, so a table animates and captions a duel without
reading the log. ``apply`` returns them in the order things happen, beside the shared ones
(``CardMoved``, ``StatChanged``, ``PhaseChanged``, ``GameOver``) and the ``Logged`` lines for
people. Seats are ints; characters are ids (``"rumiko"``); abilities are named as the cards
name them.

A combat resolution is a list of moves. Each move opens with ``StepStarted`` and closes with
``Step`` (its result); every event of that move (damage, riders, an interrupt, a switch, the
log lines) comes between the two, so a table groups a move's events without depending on the
order of log lines. Before the abilities, ``SpeedOrder`` says who goes first and whether both
go at once. The end of the turn opens with ``TurnEnded``; what follows it (poison, recovery,
a knock-out, the replacement phase) belongs to the end of the turn.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core.contract import Event


# ------------------------------------------------------------------ the shapes events share
@dataclass
class MoveEvent(Event):
    """A move of a combat resolution: ``seat``'s ``character`` does ``what`` at ``speed``
    (``StepStarted`` opens it, ``Step`` closes it)."""
    seat: int
    character: str
    what: str
    speed: int


@dataclass
class Replaced(Event):
    """``seat``'s active character ``old`` made way for ``new`` (``Switched``, ``BroughtIn``)."""
    seat: int
    old: str
    new: str


# ------------------------------------------------------------------ hidden choices
@dataclass
class Chosen(Event):
    """A seat has locked in a hidden choice (what it is stays hidden)."""
    seat: int
    phase: str
    kind: ClassVar[str] = "chosen"


@dataclass
class Revealed(Event):
    """Both hidden choices of a phase, shown together: ``choices = {"p1": text, "p2": text}``."""
    phase: str
    choices: dict
    kind: ClassVar[str] = "reveal"
    reveals: ClassVar[str] = "the hidden choices were revealed"


# ------------------------------------------------------------------ the moves of a resolution
@dataclass
class StepStarted(MoveEvent):
    """A move of the resolution begins: ``index`` is its place in the view's ``last.order``;
    ``speed`` is 0 for a switch, an intercept, a rest or a stunned character."""
    index: int
    kind: ClassVar[str] = "step_started"


@dataclass
class Step(MoveEvent):
    """One move of the resolution, in order: who, what, at which speed, and how it went
    (``result``: hit, critical, dodged, reflected, cancelled, killed first, out of range,
    no target, switched, failed, slipped, no effect, rested, stunned); it closes the move."""
    result: str
    damage: int = 0
    kind: ClassVar[str] = "step"


@dataclass
class SpeedOrder(Event):
    """The abilities of a combat phase, in the order they resolve: ``seats`` fastest first,
    ``speeds`` their speeds, ``together``: equal speeds, both at once."""
    seats: list
    speeds: list
    together: bool
    kind: ClassVar[str] = "speed_order"


@dataclass
class Hit(Event):
    """``ability`` of ``attacker`` lands on ``target``: ``hits`` hits of ``per_hit`` each
    (after ``defence`` of ``damage_type`` was taken off each hit), ``total`` in all."""
    attacker: str
    target: str
    ability: str
    hits: int
    per_hit: int
    damage_type: str
    total: int
    critical: bool
    defence: int
    kind: ClassVar[str] = "hit"


@dataclass
class Dodged(Event):
    """``target`` dodged ``ability`` (an innate dodge)."""
    target: str
    ability: str
    kind: ClassVar[str] = "dodged"


@dataclass
class Reflected(Event):
    """``by`` turned ``ability`` back on its ``attacker``: ``damage`` to the attacker."""
    by: str
    attacker: str
    ability: str
    damage: int
    kind: ClassVar[str] = "reflected"


@dataclass
class Fled(Event):
    """``target`` switched out before ``ability`` came: it dodges, unless ``hit`` (the ability
    hits fleeing targets)."""
    target: str
    ability: str
    hit: bool
    kind: ClassVar[str] = "fled"


@dataclass
class Interrupted(Event):
    """``by`` (an ability of the other seat) landed first and cancels ``seat``'s ``what``
    (an ability's name, or ``"rest"``) of ``character``."""
    seat: int
    character: str
    what: str
    by: str
    kind: ClassVar[str] = "interrupted"


@dataclass
class Uninterruptible(Event):
    """``target`` would have been interrupted by ``by``, but its moves cannot be."""
    target: str
    by: str
    kind: ClassVar[str] = "uninterruptible"


class Switched(Replaced):
    """``seat`` switched ``old`` out for ``new``."""
    kind: ClassVar[str] = "switched"


@dataclass
class Intercepted(Event):
    """``seat``'s intercept caught ``target`` switching: ``damage``, and the switch fails."""
    seat: int
    target: str
    damage: int
    kind: ClassVar[str] = "intercepted"


@dataclass
class InterceptMissed(Event):
    """``seat``'s intercept did nothing: ``how`` is ``"slipped"`` (``target`` slipped it,
    ``chance`` %), ``"dodged"`` (``target`` dodged it) or ``"no switch"`` (nobody switched)."""
    seat: int
    target: str | None
    how: str
    chance: int = 0
    kind: ClassVar[str] = "intercept_missed"


@dataclass
class Rested(Event):
    """``seat``'s ``character`` rested: ``energy`` extra."""
    seat: int
    character: str
    energy: int
    kind: ClassVar[str] = "rested"


class BroughtIn(Replaced):
    """``seat`` brought ``new`` in for the knocked-out ``old``."""
    kind: ClassVar[str] = "brought_in"


# ------------------------------------------------------------------ range
@dataclass
class RangeSet(Event):
    old: str
    new: str
    kind: ClassVar[str] = "range"


@dataclass
class ManeuverResolved(Event):
    """The maneuver phase: ``choices = {"p1": "close" | "far" | "pass" | "stunned", ...}``, the
    range ``old`` -> ``new`` and ``why``: ``"same"`` (both asked for it), ``"opposite"`` (close
    against far keeps it), ``"one"`` (one choice and a pass) or ``"passed"`` (both passed)."""
    choices: dict
    old: str
    new: str
    why: str
    kind: ClassVar[str] = "maneuver"


# ------------------------------------------------------------------ status and riders
@dataclass
class Poisoned(Event):
    character: str
    amount: int
    turns: int
    kind: ClassVar[str] = "poisoned"


@dataclass
class Stunned(Event):
    character: str
    turns: int
    kind: ClassVar[str] = "stunned"


@dataclass
class Buffed(Event):
    """A buff (or, ``debuff``, a stat lowered) from ``source``: ``stat`` by ``amount`` for ``turns``."""
    character: str
    stat: str
    amount: int
    turns: int
    debuff: bool
    source: str
    kind: ClassVar[str] = "buffed"


@dataclass
class Immune(Event):
    """``character`` is immune to ``what``: ``"poison"``, ``"stun"`` or ``"debuff"``."""
    character: str
    what: str
    kind: ClassVar[str] = "immune"


@dataclass
class ReflectReady(Event):
    """``character`` will turn attacks of ``damage_type`` back this turn."""
    character: str
    damage_type: str
    kind: ClassVar[str] = "reflect_ready"


@dataclass
class Cleansed(Event):
    """``character`` lost its poison and debuffs (``what``: ``"all"``), or one of them at the
    end of a turn (``"poison"`` / ``"debuff"``)."""
    character: str
    what: str = "all"
    kind: ClassVar[str] = "cleansed"


@dataclass
class KnockedOut(Event):
    """``character`` reached 0 health (``cause``: ``"damage"``, ``"reflected"``, ``"poison"``,
    ``"switching in"``)."""
    character: str
    cause: str
    kind: ClassVar[str] = "knocked_out"


@dataclass
class InnateTriggered(Event):
    """A passive of ``character`` worked: ``what`` is ``"enemy died"`` (on_enemy_death),
    ``"salve"`` (the Healing Salve), ``"switch damage"`` (``target`` hurt switching in)."""
    character: str
    what: str
    target: str | None = None
    amount: int = 0
    kind: ClassVar[str] = "innate"


@dataclass
class AbilityDisabled(Event):
    """This turn ``seat``'s ``character`` cannot use ``ability`` (disabled by ``by``)."""
    seat: int
    character: str
    ability: str
    by: str
    kind: ClassVar[str] = "disabled"


@dataclass
class CannotAct(Event):
    """``seat``'s ``character`` is stunned: it has no choice this phase."""
    seat: int
    character: str
    kind: ClassVar[str] = "cannot_act"


# ------------------------------------------------------------------ end of turn
@dataclass
class TurnEnded(Event):
    """The end of turn ``turn`` begins: every character recovers ``energy``, benched ones
    ``bench_heal`` health (the ``StatChanged`` that follow)."""
    turn: int
    energy: int
    bench_heal: int
    kind: ClassVar[str] = "turn_ended"


@dataclass
class PoisonTick(Event):
    """``character`` loses ``amount`` to poison (no defence)."""
    character: str
    amount: int
    kind: ClassVar[str] = "poison_tick"


@dataclass
class Stalemate(Event):
    """``turns`` turns without damage or a switch: maneuvers are free until damage is dealt."""
    turns: int
    kind: ClassVar[str] = "stalemate"


__all__ = ["AbilityDisabled", "BroughtIn", "Buffed", "CannotAct", "Chosen", "Cleansed", "Dodged", "Fled", "Hit",
           "Immune", "InnateTriggered", "Intercepted", "InterceptMissed", "Interrupted", "KnockedOut",
           "ManeuverResolved", "Poisoned", "PoisonTick", "RangeSet", "ReflectReady", "Reflected", "Rested",
           "Revealed", "SpeedOrder", "Stalemate", "Step", "StepStarted", "Stunned", "Switched", "TurnEnded",
           "Uninterruptible"]
