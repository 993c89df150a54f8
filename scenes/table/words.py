"""The shared table's own words: a move in words (the Undo caption and log line, "Taken back: You
play Cinder Kit") and why Undo is dimmed. Never an object's repr, a seat tag ("p2") or an id
("a07", "jinx_bolt"): every seat is said as the table names it (:func:`say_seats`), every card
by the name the seat at the screen sees (its view). Nothing here decides a rule.
"""
from __future__ import annotations

import dataclasses
import re

from game.core.contract import Action, say_seats, seat_name, type_words

#: fields whose whole number names a seat (an assault's target seat, the seat chosen as the next keeper)
SEAT_FIELDS = ("seat", "target")
#: how a second card or seat of a move is joined to the first ("play Zoomies on Scrapper Tom")
JOINS = {"target": " on ", "attacker": " against "}
_CARD_ID = re.compile(r"[a-z]\d+")


def _names(view) -> dict:
    """id -> name of every named thing in a view (cards, characters, abilities): a dict with
    ``id`` or ``key`` and ``name``, or a mapping entry ``key: {"name": ...}``."""
    out: dict = {}
    todo = [view]
    while todo:
        node = todo.pop()
        if isinstance(node, dict):
            name = node.get("name")
            if isinstance(name, str):
                for k in ("id", "key"):
                    if isinstance(node.get(k), str):
                        out.setdefault(node[k], name)
            for k, v in node.items():
                if isinstance(v, dict) and isinstance(v.get("name"), str) and isinstance(k, str):
                    out.setdefault(k, v["name"])
                if isinstance(v, (dict, list, tuple)):
                    todo.append(v)
        elif isinstance(node, (list, tuple)):
            todo.extend(node)
    return out


def thing_name(value: str, names: dict) -> str:
    """A card or character named as the seat at the screen sees it: its name in the view, else the
    id in words (``"hearts-7"`` -> "Hearts 7", ``"jinx_bolt"`` -> "Jinx Bolt"; an unseen card id
    such as ``"a07"`` -> "a card")."""
    if value in names:
        return names[value]
    if _CARD_ID.fullmatch(value):
        return "a card"
    return " ".join(w.capitalize() for w in re.split(r"[-_ ]+", value) if w)


def _third_person(verb: str) -> str:
    if verb.endswith(("s", "sh", "ch", "x")):
        return verb + "es"
    if verb.endswith("y") and verb[-2:-1] not in "aeiou":
        return verb[:-1] + "ies"
    return verb + "s"


def _logged(table, seat: int, action: Action) -> str:
    """The rules' own log line for the move, made again on a copy of the state before it and seen
    by the seat at the screen: the first line that starts with the seat ("p1 plays Cinder Kit (200
    BP) in Katnap"), up to its first colon (an effect's text follows it); "" when there is none."""
    rules = table.ruleset
    state = rules.clone(table.state)
    try:
        events = rules.redact(state, rules.apply(state, seat, action), table.view_seat)
    except Exception:           # the state before the move no longer takes it: say it from its fields
        return ""
    tag = seat_name(seat) + " "
    for e in events:
        text = getattr(e, "text", "") if e.kind == "log" else ""
        if text.startswith(tag):
            return text.split(": ")[0].rstrip(". ")
    return ""


def move_words(table, seat: int, action: Action) -> str:
    """Seat ``seat``'s ``action`` in the table's words, seen from the table's state before the move
    ("You play Cinder Kit (200 BP) in Katnap"): the rules' own log line of the move when it has one
    that starts with the seat, else the action's own words (``describe()``), else its name as a
    verb, with its cards and characters by name and a seat by the table's name for it.
    Guarantees: no repr, no seat tag, no id in snake_case."""
    said = [table.short_name(s) for s in range(len(table.seats))]
    line = _logged(table, seat, action)
    if line:
        return say_seats(line, said)
    names = _names(table.ruleset.view(table.state, table.view_seat))
    values = {f.name: getattr(action, f.name) for f in dataclasses.fields(action)} \
        if dataclasses.is_dataclass(action) else {}
    own = bool(action.words)
    text = action.describe() if own else ""
    if not own:
        verb = type_words(action).split()
        text = " ".join([_third_person(verb[0]), *verb[1:]]) if verb else "moves"
    parts: list[tuple[str, str]] = []          # (how it joins the one before, its words)
    for field, v in values.items():
        for item in (v if isinstance(v, (list, tuple)) else (v,)):
            if isinstance(item, str) and item:
                thing = thing_name(item, names) if item in names or not item.isalpha() else item
                if own:                 # the game's words name the value itself: say it by name
                    text = re.sub(rf"(?<![\w-]){re.escape(item)}(?![\w-])", thing, text)
                else:
                    parts.append((JOINS.get(field, ", "), thing))
            elif (isinstance(item, int) and not isinstance(item, bool) and field in SEAT_FIELDS
                  and not own and 0 <= item < len(table.seats)):
                parts.append((JOINS.get(field, ", "), seat_name(item)))
    for i, (join, thing) in enumerate(parts):
        text += " " + thing if i == 0 else join + thing
    return say_seats(f"{seat_name(seat)} {text}", said)


def no_undo_since(table, last: int) -> str:
    """Why the seat at the screen may not take back a move when seat ``last`` moved after it: at the
    start of its own move (also right after it took its move back) it has nothing to take back since
    that seat's move; else that seat answered its move."""
    other = table.short_name(last) if table.seats[last] == "human" else "the computer"
    if table.view_seat in table.ruleset.to_act(table.state):
        return f"nothing to take back since {other}'s move"
    return f"{other} moved since" if table.seats[last] == "human" else "the computer answered"
