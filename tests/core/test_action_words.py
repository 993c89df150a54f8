"""Every action says its own words (game/core/contract.py ``Action``): ``describe()`` what the seat
does, in the third person ("plays a01"), and ``instruction()`` the same as an instruction to that
seat ("Play a01"), which the Hint caption shows. The tables never turn one into the other.

Also the shared action bases (``CardAction``, ``CardOnTarget``, ``OrderChoice``): an action that
takes its fields from a base is still its own type on the wire, in equality and in hashing."""
from __future__ import annotations

import dataclasses
import json

import pytest

from game.core import registry
from game.core.contract import Action, CardAction, action_from_dict

#: a value of each field type an action declares (the annotation as written)
SAMPLES = {"str": "a01", "int": 1, "bool": True, "tuple[str, ...]": ("a01", "a02"),
           "tuple[int, ...]": (0, 2)}


def _sample(cls, flip: bool = False) -> Action:
    """An instance of ``cls`` with a value in every field (None-able ones get the plain type's)."""
    values = {}
    for f in dataclasses.fields(cls):
        plain = str(f.type).replace(" | None", "")
        value = SAMPLES[plain]
        values[f.name] = (not value) if flip and plain == "bool" else value
    return cls(**values)


def _types():
    return [(gid, name, cls) for gid in registry.ids()
            for name, cls in sorted(registry.get(gid).action_types.items())]


def problems(action: Action) -> list[str]:
    """What is wrong with the words of ``action`` (empty when nothing is)."""
    out = []
    said, told = action.describe(), action.instruction()
    if not told[:1].isupper():
        out.append(f"instruction {told!r} does not start with a capital")
    if not said[:1].islower():
        out.append(f"describe {said!r} does not start lower-case")
    verb = told.split()[0].lower() if told.split() else "?"
    if not said.split() or not said.split()[0].lower().startswith(verb):      # "goes" / "Go"
        out.append(f"{said!r} and {told!r} do not start with the same verb")
    if said.split()[1:] != told.split()[1:]:
        out.append(f"{said!r} and {told!r} do not name the same things after the verb")
    return out


def test_every_game_has_actions_with_words():
    """The check below runs on something: at least one game's actions say their own words."""
    assert any(cls.words for _, _, cls in _types())


@pytest.mark.parametrize("gid,name,cls", [t for t in _types() if t[2].words], ids=lambda v: str(v))
def test_an_action_with_words_gives_an_instruction_and_a_description(gid, name, cls):
    """Every registered game's every action type with words: the instruction starts with a
    capital verb, the description with the same verb in lower case, and after the verb both
    name the same things (the ids a table then says by name)."""
    for flip in (False, True):
        action = _sample(cls, flip)
        assert problems(action) == [], (gid, name)


def test_the_check_finds_bad_words():
    """The check can fail: words that start the wrong way round, or differ after the verb."""
    @dataclasses.dataclass(frozen=True)
    class Shout(CardAction):
        words = ("Shouts {card}", "shout {card}")

    @dataclasses.dataclass(frozen=True)
    class Whisper(CardAction):
        words = ("whispers {card}", "Whisper to the room")

    assert len(problems(Shout("a01"))) == 2
    assert problems(Whisper("a01")) == ["'whispers a01' and 'Whisper to the room' do not name the same "
                                        "things after the verb"]


def test_an_action_without_words_is_said_by_its_type():
    """Without words of its own an action describes itself as ``Type(field=value)`` and its
    instruction is its type in words with the same fields."""
    class PlayEnergy(CardAction):
        """A card to play as energy."""

    a = PlayEnergy("a01")
    assert a.describe() == "PlayEnergy(card='a01')"
    assert a.instruction() == "Play energy (card='a01')"


@pytest.mark.parametrize("gid", registry.ids())
def test_actions_keep_their_own_type_on_the_wire_in_equality_and_hashing(gid):
    """Every action type of the game: an instance goes to a plain dict naming its own type and
    comes back equal (hashing equal); another type with the same fields is never equal to it;
    no field can be set after it is made."""
    types = registry.get(gid).action_types
    made = {name: _sample(cls) for name, cls in types.items()}
    for name, action in made.items():
        d = action.to_dict()
        assert d["type"] == name
        assert list(d)[1:] == [f.name for f in dataclasses.fields(action) if getattr(action, f.name) is not None]
        back = action_from_dict(types, json.loads(json.dumps(d)))
        assert type(back) is type(action) and back == action and hash(back) == hash(action)
        for other_name, other in made.items():
            if other_name != name:
                assert action != other, (name, other_name)
        for field in [f.name for f in dataclasses.fields(action)] + ["anything"]:
            with pytest.raises(dataclasses.FrozenInstanceError):
                setattr(action, field, None)
