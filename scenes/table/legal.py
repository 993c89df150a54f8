"""The legal actions of the seat at the screen, indexed the way a table asks for them.

Everything here reads the one list ``ruleset.legal_actions`` gives: which cards may be
picked up (they glow), what a card may be dropped on (its targets glow while it is
dragged), which buttons are live. Nothing here knows a rule.

An action names its card in its first field whose name is one of its game's ``SUBJECT_FIELDS``
and its target in the first of its ``TARGET_FIELDS`` (both declared in
``scenes/games/<id>/__init__.py``; a game that declares none: :data:`SUBJECT_FIELDS` and
:data:`TARGET_FIELDS`). E.g. ``Play(card="a07")``, ``Cast(card="c1", column=2)``.
"""
from __future__ import annotations

import dataclasses

from game.core import registry
from game.core.contract import Action, TimeUp

#: the fields that name an action's card and its target when its game declares none
SUBJECT_FIELDS = ("card",)
TARGET_FIELDS = ("target",)
#: action class -> (its subject field, its target field), either None
_fields_of: dict[type, tuple[str | None, str | None]] = {}


def fields_of(kind: type) -> tuple[str | None, str | None]:
    """The field of the action class ``kind`` that names its card, and the one that names its
    target (None where it has none), by the names its game declares."""
    found = _fields_of.get(kind)
    if found is None:
        from scenes.games import spec
        game = spec(registry.game_of(kind) or "")
        present = {f.name for f in dataclasses.fields(kind)} if dataclasses.is_dataclass(kind) else set()
        found = tuple(next((n for n in getattr(game, name, default) if n in present), None)
                      for name, default in (("SUBJECT_FIELDS", SUBJECT_FIELDS), ("TARGET_FIELDS", TARGET_FIELDS)))
        _fields_of[kind] = found
    return found


def subject(action: Action):
    """The card an action is about (a card id; the first of a list), or None."""
    name = fields_of(type(action))[0]
    value = getattr(action, name) if name else None
    if isinstance(value, (list, tuple)):
        return value[0] if value else None
    return value


def target(action: Action):
    """What the action is aimed at (a card id, a column, a seat ...), or None."""
    name = fields_of(type(action))[1]
    return getattr(action, name) if name else None


class Legal:
    """The legal actions of one seat at one moment, by card and by type."""

    def __init__(self, actions=()):
        self.actions = [a for a in actions if not isinstance(a, TimeUp)]   # the countdown submits TimeUp
        self.by_card: dict[object, list[Action]] = {}
        self.by_type: dict[type, list[Action]] = {}
        for a in self.actions:
            s = subject(a)
            if s is not None:
                self.by_card.setdefault(s, []).append(a)
            self.by_type.setdefault(type(a), []).append(a)

    def __bool__(self) -> bool:
        return bool(self.actions)

    def __iter__(self):
        return iter(self.actions)

    def __len__(self) -> int:
        return len(self.actions)

    def __contains__(self, action) -> bool:
        return action in self.actions

    def for_card(self, cid, kind: type | tuple | None = None) -> list[Action]:
        """What may be done with card ``cid`` (optionally only actions of ``kind``)."""
        found = self.by_card.get(cid, [])
        return [a for a in found if kind is None or isinstance(a, kind)]

    def of(self, kind: type | tuple) -> list[Action]:
        """Every action of a type (or of any of several types)."""
        kinds = kind if isinstance(kind, tuple) else (kind,)
        return [a for k in kinds for a in self.by_type.get(k, [])]

    def first(self, kind: type | tuple) -> Action | None:
        """The first legal action of ``kind`` (a type or tuple of types), or None."""
        found = self.of(kind)
        return found[0] if found else None

    def targets(self, cid, kind: type | tuple | None = None) -> dict[object, Action]:
        """Where card ``cid`` may go: target -> the action that puts it there."""
        return {target(a): a for a in self.for_card(cid, kind)}

    @property
    def cards(self) -> set:
        """Every card some action is about (the ones that glow)."""
        return set(self.by_card)
