"""Issue 26: every fact of a game is declared once, in the game's own packages
(``game/<id>/__init__.py`` and ``scenes/games/<id>/__init__.py``); shared code reads the
declarations and never names a game. The scan here fails, naming file and line, when a module
of the shared layers (``scenes/`` outside ``scenes/games/``, ``game/core``, ``game/ai``) names a
registered game: its id as a word, its title, or a shorter name it declares (``ALSO_CALLED``)."""
from __future__ import annotations

import dataclasses
import os
import re

import pytest

from game.core import registry

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
#: the shared layers: every .py below these (``scenes/games/`` is the games' own)
SHARED = ("scenes", os.path.join("game", "core"), os.path.join("game", "ai"))
GAMES_OWN = os.path.join("scenes", "games")

def _names() -> dict[str, re.Pattern]:
    """Every name of every registered game -> a pattern finding it as a whole word."""
    names = set()
    for gid in registry.ids():
        names.add(gid)
        names.add(registry.info(gid).title)
        names.update(registry.declared(gid, "ALSO_CALLED", ()))
    return {n: re.compile(r"(?<![\w])" + re.escape(n) + r"(?![\w])") for n in names if n}


def _shared_files():
    for top in SHARED:
        for folder, dirs, files in os.walk(os.path.join(ROOT, top)):
            rel = os.path.relpath(folder, ROOT)
            if rel == GAMES_OWN or rel.startswith(GAMES_OWN + os.sep):
                dirs[:] = []
                continue
            dirs[:] = [d for d in dirs if d != "__pycache__"]
            for f in sorted(files):
                if f.endswith(".py"):
                    yield os.path.join(rel, f)


def _hits(rel: str, patterns: dict[str, re.Pattern]) -> list[str]:
    out = []
    with open(os.path.join(ROOT, rel), encoding="utf-8") as f:
        for no, line in enumerate(f, 1):
            for name, pat in patterns.items():
                if pat.search(line):
                    out.append(f"{rel}:{no}: names {name!r}: {line.strip()}")
    return out


def test_the_scan_finds_a_game_named_in_a_shared_file(tmp_path):
    """The scan can fail: a line naming a game id, a title or a declared short name is found."""
    pats = _names()
    gid = registry.ids()[0]
    title = registry.info(gid).title
    probe = tmp_path / "probe.py"
    probe.write_text(f"x = 1\n# the {title}'s rule\ny = {gid!r}\nz = '{gid}x'\n")
    found = _hits(str(probe), pats)
    assert [h.split(":")[1] for h in found] == ["2", "3"], found


def test_no_shared_module_names_a_game():
    pats = _names()
    assert len(pats) >= 2 * len(registry.ids())
    files = list(_shared_files())
    assert any(f.startswith("scenes") for f in files) and any(f.startswith(os.path.join("game", "ai")) for f in files)
    bad = [hit for rel in files for hit in _hits(rel, pats)]
    assert not bad, "shared code names a game (declare the fact in the game's own package):\n" + "\n".join(bad)


# -- the declarations shared code reads -----------------------------------------------------

@pytest.mark.parametrize("gid", registry.ids())
def test_every_table_declares_its_launcher_tile_and_pictures(gid):
    from game.core import pictures as catalogue
    from scenes.games import spec
    s = spec(gid)
    if s is None:
        pytest.skip(f"{gid} has no table")
    assert len(s.COLOURS) == 2
    for name in ("TILE_ART", "DEFAULT_ART"):
        assert catalogue.resolve(getattr(s, name)) is not None, (gid, name)
    arts = s.card_arts()
    assert arts and all(catalogue.resolve(a) for a in arts.values() if a), gid


@pytest.mark.parametrize("gid", registry.ids())
def test_every_declared_sound_is_a_sound_of_an_event_of_the_game(gid):
    """A game's ``SOUNDS`` names kinds its own events have and sounds the program makes."""
    import importlib
    from scenes import sound
    from scenes.games import spec
    sounds = getattr(spec(gid), "SOUNDS", {})
    try:
        events = importlib.import_module(f"game.{gid}.events")
    except ModuleNotFoundError:
        events = None
    kinds = {getattr(c, "kind", None) for c in vars(events).values() if isinstance(c, type)} if events else set()
    for kind, what in sounds.items():
        assert kind in kinds, (gid, kind)
        if not callable(what):
            assert what in sound.NAMES, (gid, kind, what)


@pytest.mark.parametrize("gid", registry.ids())
def test_the_fields_naming_an_action_s_card_and_target_are_fields_of_the_game_s_actions(gid):
    from scenes.games import spec
    from scenes.table.legal import SUBJECT_FIELDS, TARGET_FIELDS
    s = spec(gid)
    fields = {f.name for k in registry.get(gid).action_types.values() if dataclasses.is_dataclass(k)
              for f in dataclasses.fields(k)}
    for name, default in (("SUBJECT_FIELDS", SUBJECT_FIELDS), ("TARGET_FIELDS", TARGET_FIELDS)):
        declared = getattr(s, name, default)
        assert set(declared) <= fields | set(default), (gid, name, set(declared) - fields)


@pytest.mark.parametrize("gid", registry.ids())
def test_a_game_s_declared_settings_have_values_and_name_a_real_option(gid):
    from scenes.games import spec
    info = registry.info(gid)
    for row in getattr(spec(gid), "SETTINGS", ()):
        assert row["key"] and row["label"] and len(row["values"]) >= 2, row
        if row.get("option"):
            option = next(o for o in info.options if o.name == row["option"])
            for v in row["values"]:
                for humans in range(info.max_seats + 1):
                    got = row["value_of"](v, humans)
                    assert not option.choices or got in option.choices, (row["key"], v, humans, got)


@pytest.mark.parametrize("gid", registry.ids())
def test_every_game_declares_its_rules_budget(gid):
    budget = registry.declared(gid, "RULES_BUDGET")
    assert isinstance(budget, int) and budget > 0, gid
