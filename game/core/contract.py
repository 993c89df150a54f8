"""The rules contract every game implements (see shared DESIGN.md).

A state is a plain dict tree (str keys; lists, ints, strs, bools, None) so it
serialises to YAML/JSON as it is and clones with ``marshal`` in microseconds.
Keys listed in ``Ruleset.SHARED`` hold immutable data (card definitions) that
clones share instead of copying.

Seats are ints ``0..n-1`` inside the rules; people and views call them
``p1..pN`` (see :func:`seat_name`).
"""
from __future__ import annotations

import dataclasses
import functools
import marshal
import re
import threading
from dataclasses import dataclass
from typing import Any, ClassVar


class IllegalAction(Exception):
    """Raised by ``apply`` for anything ``legal_actions`` did not list."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


class DataError(Exception):
    """Bad input: a file, the entry in it and the field that is wrong.

    The CLI prints ``str(err)`` as one line and exits with code 2.
    """

    def __init__(self, file: str, entry: str, field: str, message: str):
        super().__init__(f"{file}: {entry}: {field}: {message}")
        self.file, self.entry, self.field, self.message = file, entry, field, message


def seen(entry: dict) -> bool:
    """Whether a zone entry of a view shows the card (more than its id and ``face_down``:
    the owner of a face-down card sees it)."""
    return not entry.get("face_down") or len(entry) > 2


def seat_name(seat: int) -> str:
    """The people's name of seat ``seat`` (0 -> ``"p1"``); the inverse of :func:`seat_index`."""
    return f"p{seat + 1}"


def seat_index(name: str | int) -> int:
    """The seat of a people's name: ``"p2"`` -> 1; ints pass through; ValueError for anything else."""
    if isinstance(name, int):
        return name
    if isinstance(name, str) and name.startswith("p") and name[1:].isdigit():
        return int(name[1:]) - 1
    raise ValueError(f"not a seat: {name!r} (expected p1, p2, ...)")


# --------------------------------------------------------------------------
# Actions
# --------------------------------------------------------------------------

class _Frozen:
    """Below every action: no attribute of an action is ever set after it is made, also on a
    subclass that declares no field of its own (and so no frozen ``__setattr__`` of its own)."""

    def __setattr__(self, name, value):
        raise dataclasses.FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name):
        raise dataclasses.FrozenInstanceError(f"cannot delete field {name!r}")


@dataclass(frozen=True, eq=False)
class Action(_Frozen):
    """Base of every action: a small frozen dataclass with readable fields.

    An action with words of its own gives them as class data, ``words``: two format strings over
    its fields (and what :meth:`said` adds), what the seat does in the third person and the same
    as an instruction to that seat. A subclass that adds no field needs no decorator.

    Equal actions are of the same class with equal fields, and hash as their fields' values do.
    This base answers that directly; the dataclass ``__eq__`` a subclass decorated without
    ``eq=False`` generates gives the same answers (it returns NotImplemented across classes,
    which costs a second call for every non-matching entry of a ``legal_actions`` look-up)."""

    #: the action's own words, ``("plays {card}", "Play {card}")``: :meth:`describe` and
    #: :meth:`instruction` format them; ``()``: none of its own (it is said by its type)
    words: ClassVar[tuple[str, str] | tuple[()]] = ()

    def said(self) -> dict:
        """The values ``words`` are formatted with: every field by its name. A class whose words
        depend on a field's value (a bool said as a word, a list as its length) adds those words."""
        return {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}

    def describe(self) -> str:
        """The action as one readable line. With words of its own: what the seat does, in the
        third person, starting lower-case ("plays a01"; the seat's name goes before it). Else
        ``Type(field=value, ...)``, leaving out fields that are None."""
        if self.words:
            return self.words[0].format(**self.said())
        parts = [f"{f.name}={getattr(self, f.name)!r}" for f in dataclasses.fields(self)
                 if getattr(self, f.name) is not None]
        return f"{type(self).__name__}({', '.join(parts)})"

    def instruction(self) -> str:
        """The action as an instruction to the seat that takes it, starting with a capital verb
        ("Play a01"). With words of its own it names the same things as :meth:`describe`, in the
        same order, with the same ids (a table says them by name). Else its type in words and its
        fields as :meth:`describe` lists them ("Play energy (card='a01')")."""
        if self.words:
            return self.words[1].format(**self.said())
        said = self.describe()
        verb = type_words(self).capitalize()
        fields = said[said.index("(") + 1:-1]
        return f"{verb} ({fields})" if fields else verb

    def __eq__(self, other):
        """Same class, equal fields."""
        return self is other or (other.__class__ is self.__class__ and self.__dict__ == other.__dict__)

    def __hash__(self):
        """The hash of the fields' values, in order (as a frozen dataclass hashes)."""
        return hash(tuple(self.__dict__.values()))

    def to_dict(self) -> dict:
        """A plain dict ``{"type": ..., field: value}`` (None fields left out, tuples written as
        lists) that :func:`action_from_dict` turns back into an equal action."""
        d = {"type": type(self).__name__}
        for f in dataclasses.fields(self):
            v = getattr(self, f.name)
            if v is not None:
                d[f.name] = list(v) if type(v) is tuple else v
        return d


_CAMEL = re.compile(r"(?<!^)(?=[A-Z])")


def type_words(action: Action) -> str:
    """An action's type in lower-case words (``PlayEnergy`` -> "play energy"): how an action
    without words of its own is said."""
    return _CAMEL.sub(" ", type(action).__name__).lower()


@dataclass(frozen=True, eq=False)
class CardAction(Action):
    """An action on one card: ``card``, its instance id. A game's action on one card is a
    subclass with its docstring and words; one with more fields adds them after ``card``."""
    card: str


@dataclass(frozen=True, eq=False)
class CardOnTarget(CardAction):
    """An action on one card whose effect may choose a card: ``target`` (None: it chooses none)."""
    target: str | None = None


@dataclass(frozen=True, eq=False)
class OrderChoice(Action):
    """The seat that won the right to choose goes first (``first`` True) or second."""
    first: bool
    words = ("goes {order}", "Go {order}")

    def said(self) -> dict:
        """The fields, and ``order``: "first" or "second"."""
        return {**super().said(), "order": "first" if self.first else "second"}


def as_tuple(action: Action, name: str) -> None:
    """For a frozen action's ``__post_init__``: make field ``name`` a tuple when it came as another
    sequence (a list read from a file), so equal actions compare and hash equal. None stays None."""
    value = getattr(action, name)
    if value is not None and type(value) is not tuple:
        object.__setattr__(action, name, tuple(value))


@dataclass(frozen=True)
class TimeUp(Action):
    """Submitted by the scene (or a test) when the running countdown reaches zero."""


def action_from_dict(types: dict[str, type], d: Any, where: str = "action") -> Action:
    """Build an action from ``{"type": "Attack", "attacker": "a03"}``.

    Raises ``ValueError`` with a readable message on bad input; callers turn it
    into a :class:`DataError` naming their file.
    """
    if not isinstance(d, dict) or "type" not in d:
        raise ValueError(f"{where} must be a mapping with a 'type'")
    cls = types.get(d["type"]) if isinstance(d["type"], str) else None
    if cls is None:
        raise ValueError(f"unknown action type {d['type']!r} (known: {', '.join(sorted(types))})")
    names = {f.name for f in dataclasses.fields(cls)}
    extra = set(d) - names - {"type"}
    if extra:
        raise ValueError(f"{d['type']} has no field {sorted(extra)[0]!r}")
    hints = {f.name: f.type for f in dataclasses.fields(cls)}
    for k, v in d.items():
        if k != "type" and not _fits(v, hints[k]):
            raise ValueError(f"{d['type']}.{k} must be {hints[k]}, not a {type(v).__name__}")
    try:
        return cls(**{k: v for k, v in d.items() if k != "type"})
    except TypeError as e:
        raise ValueError(f"{d['type']}: {e}") from None


_SIMPLE = {"str": (str,), "int": (int,), "bool": (bool,), "None": (type(None),), "float": (int, float),
           "tuple": (list, tuple), "list": (list, tuple)}


def _fits(value, annotation) -> bool:
    """Whether a value read from a file fits a field's annotation (``"str | None"``,
    ``"int"``, ``"tuple[str, ...]"``); annotations this does not know let anything in."""
    parts = [a.strip() for a in str(annotation).split("|")]
    names = [a.split("[")[0] for a in parts]
    if not all(n in _SIMPLE for n in names):
        return True
    if isinstance(value, bool) and "bool" not in names:
        return False
    for part, name in zip(parts, names):
        if isinstance(value, _SIMPLE[name]):
            inner = part[len(name) + 1:-1].split(",")[0].strip() if "[" in part else ""
            # a sequence's items fit its item type too (``tuple[int, ...]``: not [0.0], not ["a"])
            return not inner or not isinstance(value, (list, tuple)) or all(_fits(v, inner) for v in value)
    return False


# --------------------------------------------------------------------------
# Events: what happened, for animation and the log
# --------------------------------------------------------------------------

@dataclass
class Event:
    """Base of every event: something that happened, for the animation and the log.

    ``kind`` names the event for tables and saves; ``to_dict`` gives a plain dict."""
    kind: ClassVar[str] = "event"
    #: an action whose events hold one of this kind made something new known and cannot be
    #: taken back (see ``Ruleset.undo_block``): what became known, in words ("" = nothing)
    reveals: ClassVar[str] = ""

    def to_dict(self) -> dict:
        """A plain dict of the event's fields plus its ``kind`` (what save files and replays hold)."""
        return {"kind": self.kind, **dataclasses.asdict(self)}


@dataclass
class Logged(Event):
    """A log line; ``rule`` names the rule that was applied."""
    text: str
    rule: str = ""
    kind: ClassVar[str] = "log"

    def line(self, names=()) -> tuple[str, str]:
        """(text, rule): the line the log panel shows, with the seat tags ("p1") said as the
        table names the seats (``names[i]`` for seat i; see :func:`say_seats`)."""
        return (say_seats(self.text, names) if names else self.text), self.rule


@dataclass
class CardMoved(Event):
    """Card ``card`` went from zone ``src`` to zone ``dst`` (``"?"`` when the viewer may not know which)."""
    card: str
    src: str           # zone name, e.g. "p1.hand"
    dst: str
    kind: ClassVar[str] = "move"


@dataclass
class Rotated(Event):
    """Card ``card`` was turned sideways (``katnap`` True) or back upright."""
    card: str
    katnap: bool       # True: turned 90 degrees (Katnap / tapped)
    kind: ClassVar[str] = "rotate"


@dataclass
class StatChanged(Event):
    """A number of a player or card (``stat``) went from ``old`` to ``new``."""
    target: str        # "p1" for a player, a card id for a card
    stat: str          # "hp", "dkp", "bp", ...
    old: int
    new: int
    kind: ClassVar[str] = "stat"


@dataclass
class DiceRolled(Event):
    """Seat ``seat`` rolled a ``sides``-sided die and got ``value`` (reveals: cannot be undone)."""
    seat: int
    sides: int
    value: int
    purpose: str = ""
    kind: ClassVar[str] = "dice"
    reveals: ClassVar[str] = "a die was rolled"


@dataclass
class PhaseChanged(Event):
    """The game moved to phase ``phase`` (for seat ``seat`` when one seat holds it)."""
    phase: str
    seat: int | None = None
    kind: ClassVar[str] = "phase"


@dataclass
class TimerStarted(Event):
    """A countdown of ``seconds`` started for ``seat``; ``expiry`` says what running out does."""
    seat: int
    seconds: float
    expiry: str        # what TimeUp will do, in words
    kind: ClassVar[str] = "timer"


@dataclass
class PlayedFromHand(Event):
    """``seat`` played card ``card`` (its ``name``) from its hand; ``what`` kind of card it is in
    the game's words, ``target`` the card it chose (None: none). A game's ``CardPlayed`` of this
    shape subclasses it, adding what more it tells."""
    seat: int
    card: str
    name: str
    what: str
    target: str | None = None
    kind: ClassVar[str] = "played"


@dataclass
class GameOver(Event):
    """The game ended: ``winners`` (seats; empty for nobody) and why."""
    winners: list
    reason: str
    kind: ClassVar[str] = "over"


# --------------------------------------------------------------------------
# Game description
# --------------------------------------------------------------------------

@dataclass(frozen=True)
class Option:
    """A game option offered at set-up: its ``name``, ``default``, the ``choices`` shown and a ``help`` line."""
    name: str
    default: Any
    choices: tuple = ()
    help: str = ""
    #: the value headless games between bots play with when none is given (None: ``default``);
    #: e.g. a round cap that is off for people and on for ``simulate``
    sim: Any = None

    @property
    def whole(self) -> bool:
        """A whole-number option: any number the game accepts, its choices only offered."""
        return isinstance(self.default, int) and not isinstance(self.default, bool)


@dataclass(frozen=True)
class GameInfo:
    """What the launcher shows of a game: id, title, how many seats it takes, and its options."""
    id: str
    title: str
    min_seats: int
    max_seats: int
    blurb: str = ""
    options: tuple[Option, ...] = ()

    def default_options(self) -> dict:
        """Every option's name mapped to its default (a fresh dict each call)."""
        return {o.name: o.default for o in self.options}

    def sim_options(self) -> dict:
        """The options of headless games between bots (``simulate``, the bench)."""
        return {o.name: o.sim for o in self.options if o.sim is not None}

    @property
    def seats_label(self) -> str:
        """The seat range in words: ``"2 players"`` or ``"2-4 players"``."""
        if self.min_seats == self.max_seats:
            return f"{self.min_seats} players"
        return f"{self.min_seats}-{self.max_seats} players"


# --------------------------------------------------------------------------
# The ruleset base
# --------------------------------------------------------------------------

_last = threading.local()


def _remember_legal(impl):
    """Wrap a subclass's ``legal_actions``: asking twice about the same state object
    (a bot chooses, then ``apply`` checks) computes the list once. ``apply`` forgets it.
    Per thread, so a bot thinking in the background never sees the table's list.
    The list returned is shared: read it, never change it."""
    @functools.wraps(impl)
    def legal_actions(self, state, seat):
        hit = getattr(_last, "entry", None)
        if hit is not None and hit[0] is state and hit[1] == seat and hit[2] is self:
            return hit[3]
        result = impl(self, state, seat)
        _last.entry = (state, seat, self, result)
        return result
    return legal_actions


def forget_legal() -> None:
    """Drop the remembered list (call after changing a state outside ``apply``)."""
    _last.entry = None


class Ruleset:
    """Base class of every game. Subclasses implement the ``_``-free
    abstract methods below plus ``perform`` (the body of ``apply``)."""

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        if "legal_actions" in cls.__dict__:
            cls.legal_actions = _remember_legal(cls.__dict__["legal_actions"])

    info: GameInfo
    #: action classes by name, for save files and scenario steps
    action_types: dict[str, type] = {}
    #: state keys holding immutable data shared between clones
    SHARED: tuple[str, ...] = ("defs",)
    #: state keys holding tables of flat records (card instances), copied by hand in ``clone``
    RECORDS: tuple[str, ...] = ()
    #: fields of those records that are one-level dicts of numbers (e.g. an ``aura`` of buffs)
    RECORD_DICTS: tuple[str, ...] = ()
    #: bots may assume the next mover's choice answers ours (an attack's defender);
    #: False where the next mover simply starts their own turn
    reply_search: bool = True
    #: "package.module:Class" of the game's own computer player (None: GreedyBot)
    bot_class: str | None = None
    #: what ``progress`` counts, for statistics ("turns" or "rounds")
    progress_unit: str = "turns"

    # -- the contract -------------------------------------------------------
    def new_game(self, seats: int, seed: int, options: dict | None = None) -> dict:
        """A fresh state for ``seats`` players, dealt from ``seed`` with ``options`` (None: the
        defaults). The same arguments give the same state on every machine."""
        raise NotImplementedError

    def to_act(self, state: dict) -> list[int]:
        """Seats that may act now, in order; empty when the game is over."""
        raise NotImplementedError

    def legal_actions(self, state: dict, seat: int) -> list[Action]:
        """Every action ``seat`` may take at ``state`` (empty when it may not act). ``apply``
        accepts exactly these; the list is remembered and shared, so read it, never change it."""
        raise NotImplementedError

    def apply(self, state: dict, seat: int, action: Action) -> list[Event]:
        """Apply ``action`` for ``seat``. Accepts exactly what ``legal_actions`` lists. The
        chosen action is usually the very object from that list (games make their actions once,
        ``Interned``), so it is looked for by identity first; ``in`` would call the dataclasses'
        ``__eq__`` on every action before it. Anything else is compared by value."""
        legal = self.legal_actions(state, seat)
        for a in legal:
            if a is action:
                break
        else:
            if action not in legal:
                raise IllegalAction(self.explain(state, seat, action))
        _last.entry = None
        try:
            return self.perform(state, seat, action)
        finally:
            _last.entry = None      # perform may have asked for legal actions mid-change

    def perform(self, state: dict, seat: int, action: Action) -> list[Event]:
        """The body of ``apply``: carry out an action already checked legal, changing ``state`` in
        place, and return the events it caused, in order."""
        raise NotImplementedError

    def explain(self, state: dict, seat: int, action: Action) -> str:
        """Why ``action`` is not legal, in plain words (only called when it is not)."""
        if seat not in self.to_act(state):
            return f"It is not {seat_name(seat)}'s move."
        return f"{action.describe()} is not allowed now."

    def view(self, state: dict, seat: int | None) -> dict:
        """What ``seat`` may see of ``state`` (None: a spectator) as a plain dict with ``zones``;
        never shows a hidden card's identity to a seat that may not know it."""
        raise NotImplementedError

    def redact(self, state: dict, events: list, seat: int | None) -> list:
        """The events of the action that led to ``state`` as ``seat`` may see them (None: a
        spectator), hiding what ``view`` hides: a ``CardMoved`` of a card whose id the seat's view
        of ``state`` does not list names the card ``"?"`` (an id listed face down only tells where
        that card lies, so a table can move the right back). Tables, logs and lessons show only
        redacted events; a game with more to hide extends this."""
        if not any(isinstance(e, CardMoved) for e in events):
            return events
        zones = self.view(state, seat).get("zones")
        if not zones:
            return events
        shown = {c["id"] for z in zones.values() if isinstance(z, list) for c in z}
        return [CardMoved("?", e.src, e.dst) if isinstance(e, CardMoved) and e.card not in shown else e
                for e in events]

    def outcome(self, state: dict) -> dict | None:
        """``{"winners": [seat, ...], "reason": str}`` once over, else None."""
        raise NotImplementedError

    def timer(self, state: dict) -> dict | None:
        """The running countdown ``{"seat", "seconds", "expiry"}`` or None."""
        return None

    # -- optional hooks ----------------------------------------------------
    def scenario_state(self, spec: dict, file: str) -> dict:
        """A state set up explicitly from a scenario file's mapping (its ``seed``,
        ``options``, inline ``cards`` and ``setup``); DataError naming ``file``."""
        raise NotImplementedError(f"{self.info.id} has no scenario set-up yet")

    def check_data(self) -> list[str]:
        """Load and validate the game's data files afresh; DataError on a problem.
        Returns one summary line per file."""
        return []

    def evaluate(self, state: dict, seat: int) -> float:
        """Heuristic value of ``state`` for ``seat`` (bots)."""
        return 0.0

    def determinize(self, state: dict, seat: int, seed: int) -> dict:
        """A clone of ``state`` with everything ``seat`` cannot see re-dealt at random
        (consistent with what it can see). Bots search this, never the real state."""
        return self.clone(state)

    def search_choices(self, state: dict, seat: int, legal: list) -> list:
        """The part of ``legal`` a search tries (never empty when ``legal`` is not). A game
        whose choices are built one action at a time drops the moves that take part of the
        choice back (an "unassign" move): any choice can still be built by adding, and a
        search that may also take back can wander (assign, unassign, assign ...)."""
        return legal

    # -- undo (Board Game Arena's rule) -------------------------------------------
    def knowledge(self, state: dict) -> tuple:
        """What is known at ``state``, to compare before and after an action: the dice's
        state, and for every seat the ids of the cards it sees face up in its view."""
        seen_by = []
        for s in range(self.seat_count(state)):
            zones = self.view(state, s).get("zones") or {}
            seen_by.append(frozenset(c["id"] for z in zones.values() if isinstance(z, list) for c in z if seen(c)))
        return state.get("rng"), tuple(seen_by)

    def undo_block(self, before: tuple, state: dict, seat: int, action: Action, events: list) -> str:
        """Why ``seat``'s ``action``, which led from ``before`` (``knowledge`` of the state it
        was applied to) to ``state`` with ``events``, may not be taken back; "" when it may.
        A move can be taken back while nothing new became known: no die rolled or shuffle
        made (the dice's state moved on), no card drawn or revealed (a seat now sees a card
        that the mover did not see before), no hidden choice revealed (an event whose class
        says it ``reveals``), and no countdown ran out."""
        if isinstance(action, TimeUp):
            return "the time ran out"
        for e in events:
            if e.reveals:
                return e.reveals
        rng, seen_before = before
        now_rng, seen_now = self.knowledge(state)
        if rng != now_rng:
            return "chance decided something (a shuffle or a die)"
        mover_saw = seen_before[seat] if seat < len(seen_before) else frozenset()
        for s, ids in enumerate(seen_now):
            was = seen_before[s] if s < len(seen_before) else frozenset()
            if ids - was - mover_saw:
                return "a card was drawn or revealed"
        return ""

    # -- conformance (tests/core/test_conformance.py) ---------------------------
    #: the set-ups the conformance test plays: ``(seats, options)`` pairs, and games per set-up
    conformance: tuple = ((2, {}),)
    conformance_games: int = 60

    def seat_count(self, state: dict) -> int:
        """How many seats the game of ``state`` has (``n``, else the number of ``players``, else 2)."""
        if "n" in state:
            return state["n"]
        return len(state["players"]) if "players" in state else 2

    def invariants(self, state: dict) -> list[str]:
        """What is wrong with ``state`` (empty when nothing is): the game's own invariants
        (cards conserved in the state, counters in bounds). The conformance test asks after
        every action; the zones of the view are checked there for every game alike."""
        return []

    def progress(self, state: dict) -> int:
        """A game-length measure (turns or rounds) for statistics."""
        return state.get("turn", 0)

    # -- state plumbing ------------------------------------------------------
    def clone(self, state: dict) -> dict:
        """A copy sharing nothing play changes (``SHARED`` keys are shared as they are). The
        tables named in ``RECORDS`` (id -> a flat dict of numbers and strings, plus the one-level
        dicts named in ``RECORD_DICTS``) are copied by hand, several times faster than ``marshal``
        for the hundred card instances a game has (the searches copy a state for every move they
        try); ``tests/core/test_clone.py`` checks that shape on every step of seeded games. The
        keys keep the state's order (a copy is the same state, down to how it prints)."""
        shared, records, nested = self.SHARED, self.RECORDS, self.RECORD_DICTS
        body = marshal.loads(marshal.dumps({k: v for k, v in state.items() if k not in shared and k not in records}))
        for key in records:
            table = {}
            for rid, rec in state[key].items():
                d = rec.copy()
                for f in nested:
                    d[f] = rec[f].copy()
                table[rid] = d
            body[key] = table
        return {k: (v if k in shared else body[k]) for k, v in state.items()}

    def to_dict(self, state: dict) -> dict:
        """A plain-dict copy (what save files snapshot)."""
        return marshal.loads(marshal.dumps(state))

    def from_dict(self, d: dict) -> dict:
        """A state from a plain dict (what ``to_dict`` wrote); shares nothing with ``d``."""
        return marshal.loads(marshal.dumps(d))

    def comparable(self, state: dict) -> dict:
        """The part of the state that two equal games must agree on."""
        return {k: v for k, v in state.items() if k not in self.SHARED}


_SEAT_TAG = None


def say_seats(text: str, names) -> str:
    """``text`` with each seat tag ("p1", "p1's") said as the table names that seat: "Computer",
    "Player 2", or "You". For "You" the possessive is "your" and a verb right after it loses its
    third-person -s ("p1 ends the turn" -> "You end the turn", "p1 has" -> "You have")."""
    global _SEAT_TAG
    if _SEAT_TAG is None:
        _SEAT_TAG = re.compile(r"\bp([1-9])\b('s)?( [a-z]+)?")

    def one(m):
        i = int(m.group(1)) - 1
        if i >= len(names):
            return m.group(0)
        name, owner, verb = names[i], m.group(2), m.group(3) or ""
        start = m.start() == 0 or text[:m.start()].rstrip()[-1:] in ".:!?—"
        if name != "You":
            return name + (owner or "") + verb
        if owner:
            return ("Your" if start else "your") + verb
        word = verb.strip()
        if word:
            word = _PLAIN.get(word) or (word[:-2] if word.endswith(("sses", "shes", "ches", "xes")) else
                                        word[:-3] + "y" if word.endswith("ies") else
                                        word[:-1] if word.endswith("s") and not word.endswith("ss") else word)
            verb = " " + word
        return ("You" if start else "you") + verb

    return _SEAT_TAG.sub(one, text)


#: third-person verbs whose plain form is not the word without its -s
_PLAIN = {"has": "have", "is": "are", "was": "were", "does": "do", "goes": "go", "this": "this",
          "gets": "get", "plus": "plus"}


class Interned(dict):
    """Action instances made once and reused (frozen, compared by value: the same actions):
    ``legal_actions`` runs on every step of every game and search, and building fresh frozen
    dataclasses cost the most. The key is the fields' values, a tuple, or the first field alone.
    At most :attr:`MAX` kept: card ids and targets differ from game to game, and a kiosk plays
    games all day, so past it the table starts afresh (an action is compared by value, so one
    made again is the same action)."""

    MAX = 2048

    def __init__(self, cls):
        super().__init__()
        self.cls = cls

    def __missing__(self, key):
        if len(self) >= self.MAX:
            self.clear()
        a = self[key] = self.cls(*key) if isinstance(key, tuple) else self.cls(key)
        return a
