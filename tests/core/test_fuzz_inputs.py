"""Bad input found at random: every data file, layout, lesson, scenario, save, settings file and
command line, mutated by hypothesis, must end in one of the documented ways, within a cap on
processor time and memory:

- a data file, layout, scenario, lesson or command line: the run works (exit 0; a scenario whose
  expectations are no longer met: exit 1), or it is refused with exactly one line on stderr and
  exit code 2; never a traceback;
- a save: it resumes, or ``SaveError`` gives one line (the file is set aside as ``.corrupt``);
- a settings file: it loads, or the defaults are used with one line (set aside as ``.corrupt``).

Mutations: a value anywhere in a YAML tree replaced by another type, an extreme number (10^23,
-1, NaN, infinity, a billion copies of a card), a long or empty string, a list or a mapping; a
key removed or an unknown one added; the text cut short or spliced with stray characters; in a
Tiled map an attribute, a property or a whole object changed or dropped.

Each example runs in a fork of a small server (``fuzz_worker.py``) with ``RLIMIT_CPU`` and
``RLIMIT_AS`` set, and its processor time and peak memory are read with ``wait4``.
``NINE_TABLES_FUZZ_EXAMPLES`` sets the examples per test (default small, for ``make test``);
a longer run: ``NINE_TABLES_FUZZ_EXAMPLES=2000 pytest tests/core/test_fuzz_inputs.py -n 0``.
"""
from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core import registry

ROOT = Path(__file__).resolve().parents[2]
WORKER = Path(__file__).with_name("fuzz_worker.py")
EXAMPLES = int(os.environ.get("NINE_TABLES_FUZZ_EXAMPLES", "12"))
MAX_CPU_SECONDS = 15.0
MAX_RSS_MB = 600
#: the shipped games (the worker runs the program itself, which never sees the test suite's own game)
GAMES = [g for g in registry.ids() if (ROOT / "data" / g).is_dir()]
FUZZ = settings(max_examples=EXAMPLES, deadline=None, derandomize=not os.environ.get("NINE_TABLES_FUZZ_RANDOM"),
                suppress_health_check=list(HealthCheck), database=None)


class Worker:
    """One fork server for this test process (see ``fuzz_worker.py``)."""

    def __init__(self):
        env = dict(os.environ, PYTHONPATH=str(ROOT), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
        self.proc = subprocess.Popen([sys.executable, str(WORKER)], cwd=ROOT, env=env, text=True,
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE)

    def ask(self, **req) -> dict:
        self.proc.stdin.write(json.dumps(req) + "\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        assert line, "the fuzz worker died"
        return json.loads(line)

    def close(self):
        self.proc.stdin.close()
        self.proc.wait(timeout=30)


@pytest.fixture(scope="module")
def worker():
    w = Worker()
    yield w
    w.close()


def assert_documented(answer: dict, what: str) -> None:
    """The run ended one of the documented ways, small and quick."""
    err = answer["err"]
    assert answer["outcome"] not in ("crash", "killed"), f"{what}:\n{err[-3000:]}"
    assert "Traceback" not in err, f"{what}:\n{err[-3000:]}"
    if answer["outcome"] == "refused":
        assert answer["code"] == 2, (what, answer)
        assert err.count("\n") == 1 and err.endswith("\n"), f"{what}: not one line:\n{err[-2000:]}"
        assert not re.search(r"unexpected [A-Z]\w*(Error|Exception)", err), f"{what}: a case nobody handled: {err}"
    assert answer["cpu"] < MAX_CPU_SECONDS, f"{what}: {answer['cpu']:.1f} s of processor time"
    assert answer["mb"] < MAX_RSS_MB, f"{what}: {answer['mb']:.0f} MB"


# ---------------------------------------------------------------------------- mutations
BIG = [10 ** 23, 10 ** 9, 2 ** 63, -(2 ** 63) - 1, -1, 0, 10 ** 400]
WEIRD = st.one_of(
    st.sampled_from(BIG),
    st.integers(min_value=-10 ** 6, max_value=10 ** 6),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=12),
    st.sampled_from(["", "x" * 5000, "p3", "p0", "p99", "nan", "1e400", "-", "[1,2", "{a: 1}",
                     "claw_swipe x1000000000", "energy x100000000000000000000000", "\u202e", "a\nb"]),
    st.none(), st.booleans(),
    st.lists(st.integers(min_value=-3, max_value=3), max_size=3),
    st.dictionaries(st.sampled_from(["zzz", "cards", "do", "1"]), st.integers(-2, 2), max_size=2),
)


def _containers(tree, path=()):
    """Every (path, container) in a parsed YAML tree."""
    if isinstance(tree, (dict, list)):
        yield path, tree
        items = tree.items() if isinstance(tree, dict) else enumerate(tree)
        for k, v in items:
            yield from _containers(v, path + (k,))


def mutate_tree(data, tree):
    """One random change to a parsed YAML tree (in place); returns a description."""
    spots = list(_containers(tree))
    path, node = data.draw(st.sampled_from(spots), label="where")
    keys = list(node.keys()) if isinstance(node, dict) else list(range(len(node)))
    op = data.draw(st.sampled_from(["replace", "remove", "unknown", "copies"] if keys else ["unknown"]), label="op")
    if op == "unknown":
        if isinstance(node, dict):
            node[data.draw(st.sampled_from(["ownr", "zzz", "seat", "1", "cards"]))] = data.draw(WEIRD)
        else:
            node.append(data.draw(WEIRD))
        return f"added at {path}"
    key = data.draw(st.sampled_from(keys), label="key")
    if op == "remove":
        del node[key]
        return f"removed {path + (key,)}"
    old = node[key]
    if op == "copies" and isinstance(old, str) and old.replace("_", "").isalnum():
        node[key] = f"{old} x{data.draw(st.sampled_from([10 ** 9, 10 ** 23, 0, 4, 41]))}"
    else:
        node[key] = data.draw(WEIRD)
    return f"{path + (key,)}: {old!r:.40} -> {node[key]!r:.60}"


def mutate_text(data, text: str) -> str:
    """Broken syntax: the text cut short, or stray characters spliced in."""
    at = data.draw(st.integers(0, len(text)), label="at")
    if data.draw(st.booleans(), label="cut"):
        return text[:at]
    junk = data.draw(st.sampled_from(["[", "]", "{", ":", "- ", "\t", "&a", "*a", "!!python/object:x", "\x00", "'",
                                      '"', "<", "&", "\n  - [", "\xff"]), label="junk")
    return text[:at] + junk + text[at:]


def write_mutated_yaml(data, path: Path) -> str:
    text = path.read_text(encoding="utf-8")
    if data.draw(st.integers(0, 4), label="syntax?") == 0:
        path.write_text(mutate_text(data, text), encoding="utf-8", errors="surrogateescape")
        return "syntax"
    tree = yaml.safe_load(text)
    how = mutate_tree(data, tree)
    path.write_text(yaml.safe_dump(tree, sort_keys=False, allow_unicode=True), encoding="utf-8")
    return how


@pytest.fixture(scope="module")
def data_copy(tmp_path_factory):
    """A pristine copy of ``data/`` that each example copies again and breaks."""
    d = tmp_path_factory.mktemp("fuzz") / "pristine"
    shutil.copytree(ROOT / "data", d)
    return d


def fresh(data_copy: Path) -> Path:
    target = data_copy.parent / "work"
    shutil.rmtree(target, ignore_errors=True)
    shutil.copytree(data_copy, target, ignore=shutil.ignore_patterns("scenarios", "lessons"))
    return target


# ---------------------------------------------------------------------------- the tests
def test_the_worker_sees_a_broken_file(worker, data_copy):
    """The harness can fail: a deck file cut in half is read, and refused in one line."""
    d = fresh(data_copy)
    game = GAMES[0]
    name = sorted(p.name for p in (d / game).glob("*.yaml"))[0]
    p = d / game / name
    p.write_text(p.read_text()[: len(p.read_text()) // 2] + "\n  - [\n")
    answer = worker.ask(do="cli", argv=["check", game], env={"NINE_TABLES_DATA": str(d)})
    assert answer["outcome"] == "refused" and name in answer["err"], answer
    assert_documented(answer, "a file cut in half")


@FUZZ
@given(data=st.data())
def test_any_data_file(worker, data_copy, data):
    d = fresh(data_copy)
    game = data.draw(st.sampled_from(GAMES), label="game")
    files = sorted((d / game).glob("*.yaml"))
    path = data.draw(st.sampled_from(files), label="file")
    how = write_mutated_yaml(data, path)
    for verb in (["check", game], ["simulate", game, "--games", "2", "--seed", "3"]):
        answer = worker.ask(do="cli", argv=verb, env={"NINE_TABLES_DATA": str(d)})
        assert_documented(answer, f"{path.name} of {game}, {how}, {verb[0]}")


@FUZZ
@given(data=st.data())
def test_any_layout(worker, data_copy, data):
    d = fresh(data_copy)
    game = data.draw(st.sampled_from([g for g in GAMES if (d / "layouts" / f"{g}.tmx").exists()]), label="game")
    path = d / "layouts" / f"{game}.tmx"
    text = path.read_text()
    if data.draw(st.integers(0, 4), label="syntax?") == 0:
        path.write_text(mutate_text(data, text), errors="surrogateescape")
        how = "syntax"
    else:
        root = ET.fromstring(text)
        elements = [e for e in root.iter() if e.tag in ("object", "property", "objectgroup", "map")]
        el = data.draw(st.sampled_from(elements), label="element")
        attr = data.draw(st.sampled_from(sorted(el.attrib) + ["ownr", "x"]), label="attr")
        value = data.draw(st.one_of(st.sampled_from(["1e400", "nan", "inf", "-1", "", "p3", "99999999999999999999",
                                                     "seat", "hand", "x" * 300]), st.text(max_size=8)), label="value")
        if data.draw(st.booleans(), label="drop?") and el.tag == "object":
            for parent in root.iter():
                if el in list(parent):
                    parent.remove(el)
            how = f"dropped object {el.get('name')}"
        else:
            el.set(attr, value)
            how = f"{el.tag} {el.get('name')}: {attr}={value!r:.40}"
        path.write_text(ET.tostring(root, encoding="unicode"))
    answer = worker.ask(do="cli", argv=["check", game], env={"NINE_TABLES_DATA": str(d)})
    assert_documented(answer, f"{game}.tmx, {how}")


def _yaml_files(folder: str) -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / "data" / folder).glob("*/*.yaml"))


#: read once: the set must not change between hypothesis' runs of one example
SCENARIO_FILES = _yaml_files("scenarios") + _yaml_files("lessons")


@FUZZ
@given(data=st.data())
def test_any_scenario_or_lesson(worker, tmp_path_factory, data):
    rel = data.draw(st.sampled_from(SCENARIO_FILES), label="file")
    folder = tmp_path_factory.mktemp("scenario") / Path(rel).parent.name
    folder.mkdir()
    path = folder / Path(rel).name
    shutil.copy(ROOT / rel, path)
    how = write_mutated_yaml(data, path)
    answer = worker.ask(do="lesson", path=str(path))
    assert_documented(answer, f"{rel}, {how}")


def _saved_game(game: str, folder: Path, moves: int, seed: int) -> Path:
    """A real save of ``moves`` random legal moves of ``game`` (JSON)."""
    import random

    from game.core import saves
    ruleset = registry.get(game)
    seats = ruleset.info.min_seats
    state = ruleset.new_game(seats, seed, None)
    chooser, log = random.Random(seed), []
    for _ in range(moves):
        if ruleset.outcome(state) is not None:
            break
        seat = ruleset.to_act(state)[0]
        action = chooser.choice(list(ruleset.legal_actions(state, seat)))
        ruleset.apply(state, seat, action)
        log.append((seat, action))
    return saves.autosave(game, ["human"] + ["computer"] * (seats - 1), seed, None, log, state, ruleset,
                          path=folder / f"{game}.json")


@FUZZ
@given(data=st.data())
def test_any_save(worker, tmp_path_factory, data):
    game = data.draw(st.sampled_from(GAMES), label="game")
    folder = tmp_path_factory.mktemp("save")
    path = _saved_game(game, folder, data.draw(st.integers(0, 12), label="moves"), 5)
    tree = json.loads(path.read_text())
    if data.draw(st.integers(0, 4), label="syntax?") == 0:
        path.write_text(mutate_text(data, path.read_text()), errors="surrogateescape")
        how = "syntax"
    else:
        how = mutate_tree(data, tree)
        path.write_text(json.dumps(tree, default=str).replace("Infinity", "1e400"))
    answer = worker.ask(do="save", path=str(path))
    assert_documented(answer, f"a save of {game}, {how}")
    if answer["outcome"] == "refused":
        assert not path.exists() or "kept" in answer["err"], f"neither set aside nor said why: {answer['err']}"


@FUZZ
@given(data=st.data())
def test_any_settings_file(worker, tmp_path_factory, data):
    from scenes.screens import settings as settings_module
    folder = tmp_path_factory.mktemp("settings")
    path = folder / "settings.yaml"
    path.write_text(yaml.safe_dump(settings_module.defaults(), sort_keys=False))
    how = write_mutated_yaml(data, path)
    answer = worker.ask(do="settings", path=str(path))
    assert_documented(answer, f"settings.yaml, {how}")
    if answer["outcome"] == "refused":
        assert (folder / "settings.yaml.corrupt").exists(), answer["err"]


#: command lines that work as they are; each example changes one of their words
COMMANDS = [
    ["check", "{game}"],
    ["simulate", "{game}", "--games", "2", "--seed", "1", "--seats", "{levels}"],
    ["screenshot", "{game}", "--out", "{out}", "--steps", "3", "--seed", "2"],
    ["scenario", "{scenario}"],
    ["bench", "{game}", "--frames", "3", "--seconds", "0.1"],
]
WORDS = st.one_of(
    st.sampled_from(["chess", "", "-1", "0", "1e400", "nan", str(10 ** 26), str(2 ** 63), "[1,2", "[1,2]", "{a: 1}",
                     "p3", "deck1=[1,2", "deck1=[1,2]", "max_rounds=" + str(10 ** 20), "timers=maybe", "mode=9v9",
                     "--option", "--seats", "human,human,human,human,human,human,human,human,human,human",
                     "/nonexistent/dir/x.png", "/etc/passwd/x.png", "/tmp", "shot.txt", "x=", "=1", "--games"]),
    st.text(max_size=10),
)


@FUZZ
@given(data=st.data())
def test_any_command_line(worker, tmp_path_factory, data):
    game = data.draw(st.sampled_from(GAMES), label="game")
    ruleset = registry.get(game)
    scenarios = sorted((ROOT / "data" / "scenarios" / game).glob("*.yaml"))
    out = tmp_path_factory.mktemp("shot") / "t.png"
    fill = {"game": game, "levels": ",".join(["normal"] * ruleset.info.min_seats), "out": str(out),
            "scenario": str(scenarios[0]) if scenarios else "missing.yaml"}
    argv = [w.format(**fill) for w in data.draw(st.sampled_from(COMMANDS), label="command")]
    where = data.draw(st.integers(1, len(argv)), label="where")
    word = data.draw(WORDS, label="word")
    if data.draw(st.booleans(), label="insert?"):
        argv = argv + ["--option", word]
    else:
        argv[min(where, len(argv) - 1)] = word
    answer = worker.ask(do="cli", argv=argv)
    assert_documented(answer, f"main.py {' '.join(argv)}")
