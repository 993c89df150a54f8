"""Every page of every lesson of every game, walked on the real table (issue 28, point 1).

Each page fails, with its reasons listed, when:

(a) the lesson's caption box overlaps what its pointer points at, the card or control the
    page's expected move uses (a "your turn" page), or the table's own caption/prompt;
(b) on a "your turn" page, the pointer is not on the card (or button) the expected move uses;
(c) a card the caption (or a your-turn page's hint) names is not on the table in the learner's view, or the caption names
    it ambiguously ("Toasted Rot" with two of them showing; "the middle Toasted Rot" with two,
    or pointing at another one);
(d) on a "your turn" page, a wrong legal move, taken back with "Not quite", leaves a line in
    the table's log.
"""
from __future__ import annotations

import re
from pathlib import Path

import pygame
import pytest
import yaml

from game.core import registry
from game.core.contract import TimeUp
from scenes.lessons import lesson_files, open_lesson
from scenes.lessons.player import target_rect
from scenes.table import legal

GAMES = registry.ids()
ROOT = Path(__file__).resolve().parents[2]
POSITION = {"left": 0, "leftmost": 0, "left-most": 0, "middle": 1, "right": -1, "rightmost": -1, "right-most": -1}


def card_names(game: str) -> set[str]:
    """The names of every card (character, item) in the game's card data files."""
    names: set[str] = set()
    for f in sorted((ROOT / "data" / game).glob("*.yaml")):
        data = yaml.safe_load(f.read_text(encoding="utf-8")) or {}
        for top in data.values() if isinstance(data, dict) else ():
            if isinstance(top, dict):
                names |= {str(v["name"]) for v in top.values() if isinstance(v, dict) and "name" in v}
    return {n for n in names if n != "Energy"}      # 9 Card's Energy is a kind of card, not one card


def _settle(app, lesson, limit=400):
    for _ in range(limit):
        app.frame([], dt=0.05, present=False)
        if not lesson.todo and not lesson.table.busy:
            return


def table_caption_rect(t) -> pygame.Rect:
    """Where the table shows its own caption and prompt (its ``caption`` zone, else the banner)."""
    zones = getattr(t.layout, "zones", {})
    return t.layout.rect("caption") if "caption" in zones else t.banner_rect()


def _control(t, want):
    """The rect of the button of the table whose click submits ``want`` (None when none does)."""
    real = t.submit
    got = []
    t.submit = lambda action, seat=None: got.append(action) or False
    try:
        for it in t.focus_items():
            if it.kind != "button" or it.run is None:
                continue
            got.clear()
            try:
                it.run()
            except Exception:            # a button that needs more than a click: not this one
                continue
            if want in got:
                return it.rect
    finally:
        t.submit = real
    return None


def _visible(t, seat) -> list[tuple[str, object, pygame.Rect | None]]:
    """(name, id, rect) of every face-up card drawn for the learner (sprite tables), else
    every named thing of the learner's view (tables without sprites)."""
    sprites = getattr(t, "sprites", None)
    if sprites:
        out = []
        for cid, sp in sprites.items():
            card = sp.card if isinstance(sp.card, dict) else {}
            if sp.gone or not card.get("name") or card.get("face_down") or card.get("hidden"):
                continue
            out.append((str(card["name"]), cid, target_rect(t, cid)))
        return out
    found = []

    def walk(x):
        if isinstance(x, dict):
            if isinstance(x.get("name"), str) and x.get("id") is not None:
                found.append((x["name"], x["id"], None))
            for v in x.values():
                walk(v)
        elif isinstance(x, (list, tuple)):
            for v in x:
                walk(v)
    walk(t.ruleset.view(t.state, seat))
    return sorted(set(found), key=lambda c: str(c[1]))


def check_page(lesson, names: set[str]) -> list[str]:
    """The failures of the page on show (empty: it passes)."""
    t = lesson.table
    step = lesson.steps[lesson.pages[lesson.page]]
    lesson._layout()
    box = lesson.box
    fails = []
    points = [(n, target_rect(t, n)) for n in step.get("point") or []]
    for n, r in points:
        if r is None:
            fails.append(f"point {n!r} is not on the table")
        elif box.colliderect(r):
            fails.append(f"(a) the caption box covers its pointer's target {n!r}")
    cap = table_caption_rect(t)
    if box.colliderect(cap):
        fails.append("(a) the caption box covers the table's caption/prompt")
    seat, want, subj = None, None, None
    if lesson.waiting is not None:
        seat, want = lesson.moves[lesson.waiting]
        subj = legal.subject(want)
        used = []
        if subj is not None:
            r = target_rect(t, subj)
            if r is None:
                r = next((it.rect for it in t.focus_items() if it.value == subj), None)
            if r is not None:
                used.append(("card", r))
            ft = t.focus_target(want)
            if ft is not None:
                used.append(("target", pygame.Rect(ft)))
        else:
            r = _control(t, want)
            if r is not None:
                used.append(("control", r))
        for what, r in used:
            if box.colliderect(r):
                fails.append(f"(a) the caption box covers the {what} the move uses")
        # (b) the pointer is on what the move uses
        first = next((r for what, r in used if what in ("card", "control")), None)
        if first is not None and not (
                subj is not None and subj in (step.get("point") or [])
                or any(r is not None and r.collidepoint(first.center) for _n, r in points)):
            fails.append(f"(b) the pointer {step.get('point')} is not on the {'card ' + str(subj) if subj else 'control'}"
                         " the move uses")
    # (c) the cards the caption names
    say = str(step.get("say") or "") + (" " + str(step.get("hint") or "") if lesson.waiting is not None else "")
    shown = _visible(t, lesson.moves[lesson.waiting][0] if lesson.waiting is not None else t.view_seat or 0)
    for name in sorted(names, key=len, reverse=True):
        for m in re.finditer(r"(?:\b(the computer's own|the computer's|your own|the|a|an|your|their|its|his|her|one|two|three|both|no)\s+)?"
                             r"(?:\b(left-most|right-most|leftmost|rightmost|left|middle|right)\s+)?" + re.escape(name) + r"(s|'s)?\b",
                             say, re.IGNORECASE):
            same = sorted((c for c in shown if c[0].lower() == name.lower()),
                          key=lambda c: (c[2].x, c[2].y) if c[2] is not None else (0, 0))
            if not same:
                fails.append(f"(c) the caption names {name!r}, not on the table")
                continue
            article, where, plural = (m.group(1) or "").lower(), m.group(2), m.group(3)
            if article.startswith(("your", "the computer's")) and same and same[0][2] is not None:
                mine = {cid for cid, sp in getattr(t, "sprites", {}).items() if str(sp.zone).startswith("p1.")}
                same = [c for c in same if (c[1] in mine) == article.startswith("your")]
            if where:
                if len(same) < (3 if where == "middle" else 2) or (where == "middle" and len(same) % 2 == 0):
                    fails.append(f"(c) 'the {where} {name}' with {len(same)} on the table")
                elif subj is not None and any(c[1] == subj for c in same):
                    meant = same[len(same) // 2] if where == "middle" else same[POSITION[where]]
                    if meant[1] != subj:
                        fails.append(f"(c) 'the {where} {name}' is {meant[1]}, the move uses {subj}")
            elif len(same) > 1 and plural != "s" and article not in (
                    "two", "three", "both", "no", "one", "a", "an", "their", "its", "his", "her") and not (
                    subj is not None and any(c[1] == subj for c in same) and subj in (step.get("point") or [])):
                fails.append(f"(c) the caption names {name!r}: {len(same)} on the table, which one?")
    fails += check_prompt(lesson, want)
    fails += check_numbers(t, say, shown, names, lesson.moves[lesson.waiting][0] if lesson.waiting is not None
                           else t.view_seat or 0)
    return fails


def check_prompt(lesson, want) -> list[str]:
    """(e) the table's own prompt agrees with the page: on a your-turn page it says the move is the
    learner's and the move is among the table's legal moves; on a page the learner only watches
    (the game not over) it never says the move is theirs (the lesson's "watch" line shows)."""
    t = lesson.table
    text, mine = t.prompt()
    if lesson.waiting is not None:
        if not mine or want not in t.legal:
            return [f"(e) a your-turn page, but the table's prompt says {text!r} (the learner's move: {mine})"]
    elif t.ruleset.outcome(t.state) is None and mine:
        return [f"(e) a page to watch, but the table's prompt says it is the learner's move: {text!r}"]
    return []


def _numbers_of(card: dict) -> set[int]:
    """Every whole number a card's view entry holds (its stats, at any depth)."""
    out: set[int] = set()
    stack = [card]
    while stack:
        x = stack.pop()
        if isinstance(x, dict):
            stack.extend(x.values())
        elif isinstance(x, list):
            stack.extend(x)
        elif type(x) is int:
            out.add(x)
    return out


def check_numbers(t, say: str, shown, names: set[str], seat) -> list[str]:
    """(f) a number the caption gives a card in brackets ("Babusa (900 BP)") is one the table shows
    for that card now (some stat of a card of that name in the learner's view)."""
    view = t.ruleset.view(t.state, seat)
    cards: dict[str, list[dict]] = {}
    stack = [view]
    while stack:
        x = stack.pop()
        if isinstance(x, dict):
            if isinstance(x.get("id"), str) and isinstance(x.get("name"), str):
                cards.setdefault(x["name"].lower(), []).append(x)
            stack.extend(x.values())
        elif isinstance(x, list):
            stack.extend(x)
    fails = []
    for name in names:
        for m in re.finditer(re.escape(name) + r"\s*\((\d+)\s*([A-Za-z]+)", say, re.IGNORECASE):
            n = int(m.group(1))
            found = cards.get(name.lower(), [])
            if found and not any(n in _numbers_of(c) for c in found):
                fails.append(f"(f) the caption says {m.group(0)!r}; the table shows no {n} on {name}")
    return fails


def check_take_back(lesson) -> list[str]:
    """(d): a wrong legal move, taken back, leaves the log as it was."""
    t = lesson.table
    seat, want = lesson.moves[lesson.waiting]
    wrong = next((a for a in t.ruleset.legal_actions(t.state, seat) if a != want and not isinstance(a, TimeUp)),
                 None)
    if wrong is None:
        return []
    before = list(t.log.lines)
    t.submit(wrong, seat)
    t.hurry()
    after = list(t.log.lines)
    if after != before:
        return [f"(d) the taken-back {type(wrong).__name__} left log lines: {after[len(before):] or after}"]
    return []


def walk_lesson(app, game: str, index: int, names: set[str]) -> tuple[int, list[str]]:
    """(pages checked, failures as 'page N: reason') of lesson ``index`` of ``game``."""
    lesson = open_lesson(app, game, index)
    _settle(app, lesson)
    out, seen = [], 0
    for _ in range(len(lesson.pages) + 2):
        seen += 1
        page = lesson.page
        out += [f"page {page + 1}: {f}" for f in check_page(lesson, names)]
        if lesson.waiting is not None:
            step = lesson.waiting
            out += [f"page {page + 1}: {f}" for f in check_take_back(lesson)]
            seat, want = lesson.moves[step]
            lesson.table.submit(want, seat)
            _settle(app, lesson)
            if lesson.waiting == step:
                out.append(f"page {page + 1}: the expected move was not taken")
                break
        elif lesson.at_end:
            break
        else:
            lesson.next()
            _settle(app, lesson)
        if lesson.at_end and lesson.page == page:
            break
    lesson.leave()
    return seen, out


@pytest.mark.parametrize("game", GAMES)
def test_every_lesson_page(app, game):
    files = lesson_files(game)
    if not files:
        pytest.skip(f"no lessons for {game}")
    app.settings["pace"] = "fast"
    names = card_names(game)
    report, pages = [], 0
    for i, path in enumerate(files):
        n, fails = walk_lesson(app, game, i, names)
        pages += n
        report += [f"{path.name} {f}" for f in fails]
    print(f"{game}: {pages} pages checked, {len(report)} failures")
    assert not report, f"{game}: {len(report)} failures on {pages} pages:\n" + "\n".join(report)
