"""Issue 28, point 2: each game's lessons have a coverage list beside them,
``data/lessons/<game>/coverage.yml``: every core rule a newcomer needs for a whole game, quoted
from the rulebook, with the lesson files and pages that teach it (or ``missing: true``).

Checked here: the list exists for every game with lessons; every quote is in the game's rulebook
(``...`` separates the quoted pieces); every referenced lesson file exists and every page number is
a page of it (a step with ``say:`` or ``learner: true``, counted from 1, docs/lessons.md); a rule is
either taught or ``missing: true``, never both. The taught/needed count of each game is printed
(``pytest -s``)."""
import re
from pathlib import Path

import pytest
import yaml

from game.core import registry
from scenes.lessons import lesson_files

ROOT = Path(__file__).resolve().parents[2]
RULEBOOKS = {"ninedkp": "9dkp.txt", "thenine": "the-nine.txt", "tricksy": "tricksy-kittens.md",
             "ninecard": "nine-card.txt", "kongai": "kongai.txt"}
RULES_DIR = Path("/work/shared/rules")
#: the shipped games with lessons (the test suite's sixth game keeps its lessons, and no list, elsewhere)
GAMES = [g for g in registry.ids() if lesson_files(g) and lesson_files(g)[0].parent.parent == ROOT / "data" / "lessons"]


def coverage_path(game: str) -> Path:
    return lesson_files(game)[0].parent / "coverage.yml"


def load_coverage(game: str) -> dict:
    with open(coverage_path(game), encoding="utf-8") as f:
        return yaml.safe_load(f)


def pages_of(lesson: Path) -> int:
    """How many pages the lesson player shows for ``lesson``."""
    with open(lesson, encoding="utf-8") as f:
        steps = (yaml.safe_load(f) or {}).get("steps") or []
    return sum(1 for s in steps if "say" in s or s.get("learner"))


def problems(game: str, cov: dict) -> list[str]:
    """Every dangling or malformed entry of ``cov`` (the coverage list of ``game``), one line each."""
    lessons = {p.name: p for p in lesson_files(game)}
    out = []
    if cov.get("game") != game:
        out.append(f"game: {cov.get('game')!r}, not {game!r}")
    rules = cov.get("rules")
    if not isinstance(rules, list) or not rules:
        return out + ["rules: a non-empty list is needed"]
    for i, r in enumerate(rules):
        where = f"rules[{i}] ({r.get('rule', '?') if isinstance(r, dict) else r!r})"
        if not isinstance(r, dict) or not r.get("rule") or not r.get("quote"):
            out.append(f"{where}: needs rule: and quote:")
            continue
        taught, missing = r.get("taught"), r.get("missing")
        if missing is True:
            if taught:
                out.append(f"{where}: missing: true with taught:")
            continue
        if not isinstance(taught, list) or not taught:
            out.append(f"{where}: neither taught: nor missing: true")
            continue
        for t in taught:
            name = t.get("lesson") if isinstance(t, dict) else None
            if name not in lessons:
                out.append(f"{where}: no lesson {name!r} in data/lessons/{game}/")
                continue
            n = pages_of(lessons[name])
            pages = t.get("pages")
            if not isinstance(pages, list) or not pages:
                out.append(f"{where}: {name}: pages: a non-empty list is needed")
            for p in pages or []:
                if not isinstance(p, int) or not 1 <= p <= n:
                    out.append(f"{where}: {name} has pages 1..{n}, not {p!r}")
    return out


def _norm(s: str) -> str:
    s = re.sub(r"(^|\s)-\s", " ", s)                   # the rulebook's list marks (" - a.")
    return re.sub(r"\s+", " ", s.replace("’", "'").replace("“", '"').replace("”", '"')).strip().lower()


@pytest.mark.parametrize("game", GAMES)
def test_coverage_list_references_real_lessons_and_pages(game):
    assert coverage_path(game).is_file(), f"data/lessons/{game}/coverage.yml: no coverage list"
    cov = load_coverage(game)
    bad = problems(game, cov)
    assert not bad, f"data/lessons/{game}/coverage.yml:\n  " + "\n  ".join(bad)
    rules = cov["rules"]
    taught = sum(1 for r in rules if not r.get("missing"))
    print(f"{game}: {taught} of {len(rules)} core rules taught")
    assert taught >= 1


@pytest.mark.parametrize("game", [g for g in GAMES if g in RULEBOOKS])
def test_coverage_quotes_are_from_the_rulebook(game):
    book = RULES_DIR / RULEBOOKS[game]
    if not book.is_file():
        pytest.skip(f"{book} is not on this machine")
    text = _norm(book.read_text(encoding="utf-8"))
    bad = [f"{r['rule']}: {piece!r}" for r in load_coverage(game)["rules"]
           for piece in (p.strip(' ."') for p in _norm(r["quote"]).split("..."))
           if piece and piece not in text]
    assert not bad, f"quotes not found in {book.name}:\n  " + "\n  ".join(bad)


def test_a_dangling_reference_is_reported():
    game = GAMES[0]
    cov = load_coverage(game)
    first = next(r for r in cov["rules"] if r.get("taught"))
    first["taught"] = [{"lesson": "99-no-such-lesson.yaml", "pages": [1]}]
    second = next(r for r in cov["rules"] if r.get("taught") and r is not first)
    name = second["taught"][0]["lesson"]
    second["taught"] = [{"lesson": name, "pages": [999]}]
    bad = problems(game, cov)
    assert any("99-no-such-lesson.yaml" in b for b in bad)
    assert any("not 999" in b for b in bad)
