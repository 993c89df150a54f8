"""Learn: the lessons of a game (a list with ticks) and the lesson player on the real table.

A lesson is a scenario file ``data/lessons/<game>/NN-name.yaml`` (docs/lessons.md). The player
builds the game's **real table scene** (:func:`scenes.table.make.make_table`) on the lesson's state and
drives it with the real rules engine: each page's step goes through ``table.submit`` and plays on
the table's own choreography at the pace setting; its ``say:`` caption sits in a box near what it
``point:``s at, with a glow around those zones and cards and an arrow to the first one.

How the table is driven, without changing any table:

- the lesson scene sits on top of the table (it is not opaque), so the table's own computer
  player, curtain, countdown and end screen never start (they run only while the table is on
  top); every input the lesson does not use goes to the table, so the learner drags and clicks
  as in a game;
- two instance hooks on that one table object: ``submit`` is wrapped (a "your turn" move is
  compared with the one the lesson wants: another legal move is applied, then taken back by
  replaying the action log, with "Not quite: <hint>"; an illegal one is refused by the rules as
  always, with their reason), and ``refresh_legal`` shows no glows unless it is the learner's move;
- ``open_hands: true``: the table's ``ruleset`` is :class:`OpenHands`, a proxy whose ``view``
  fills every other seat's hand from that seat's own view (and whose ``redact`` hides nothing).
  No table code knows about it: they draw a hand they are given face up.

Back and Restart replay the action log from the lesson's start (the engine is deterministic).
Completed lessons are kept in ``lessons.yaml`` in the settings' config folder.
"""
from __future__ import annotations

import os
from pathlib import Path

import pygame
import yaml

from game.core import registry
from game.core.contract import DataError
from game.core.data import REPO_DATA, data_path, load_yaml
from game.core.files import clean_temporaries, set_aside, write_atomic
from game.core.scenario import check_lesson, load as load_scenario
from scenes import assets
from scenes.lessons import playthrough
from scenes.scene import LOGICAL, Scene
from scenes.widgets.button import Button
from scenes.widgets.felt import felt

ROOT = Path(__file__).resolve().parent.parent.parent
#: the shipped lessons (``lesson_files`` reads those of the data folder in use)
LESSONS_DIR = Path(REPO_DATA) / "lessons"
PROGRESS_FILE = "lessons.yaml"
#: env: a file the player appends one JSON line to per page shown (the real-window test reads it)
TRACE_ENV = "NINE_TABLES_LESSON_TRACE"


# ---------------------------------------------------------------------------- files
def lesson_files(game: str) -> list[Path]:
    """``data/lessons/<game>/NN-name.yaml`` in their order (the lessons of the data folder
    ``NINE_TABLES_DATA`` names, when it is set; of the data folder the game declares, ``DATA``)."""
    own = registry.declared(game, "DATA")
    d = Path(own, "lessons", game) if own else Path(data_path("lessons", game))
    return sorted(d.glob("*.yaml")) if d.is_dir() else []


def check_lessons(game: str, layout=None) -> list[dict]:
    """Every lesson of ``game`` checked as the lesson player will use it, headless
    (:func:`game.core.scenario.check_lesson`, with the zones of the game's layout): returns the
    loaded lessons in order; the first problem is a one-line DataError naming the file, the
    step and the field. ``learn`` and ``check`` run it before anything is shown."""
    registry.get(game)                      # KeyError for an unknown game
    files = lesson_files(game)
    if not files:
        return []
    if layout is None:
        from scenes.layout import load_layout
        layout = load_layout(game)
    return [check_lesson(str(f), game, layout.knows) for f in files]


def games_with_lessons() -> list[str]:
    return [g for g in registry.ids() if lesson_files(g)]


def lesson_key(path) -> str:
    return Path(path).stem


def initial_state(ruleset, spec: dict, path: str):
    """The lesson's table before its first step (as ``game.core.scenario.run`` builds it)."""
    if spec.get("setup") is not None or spec.get("cards"):
        return ruleset.scenario_state(spec, path)
    seats = spec.get("seats", ruleset.info.min_seats)
    return ruleset.new_game(seats, spec.get("seed", 0), spec.get("options") or {})


# ---------------------------------------------------------------------------- progress
def progress_path() -> Path:
    from scenes.persist import config_dir
    return config_dir() / PROGRESS_FILE


def load_progress(path=None) -> tuple[dict, str | None]:
    """``({game: [lesson keys completed]}, problem)``. A broken file is set aside as
    ``lessons.yaml.corrupt`` and reported in one line; never fatal."""
    path = Path(path) if path is not None else progress_path()
    clean_temporaries(path.parent)          # of writes killed half-way (settings' and lessons')
    try:
        if not os.path.lexists(path):
            return {}, None
        data = load_yaml(str(path))
        if data is None:
            return {}, None
        done = data.get("completed") if isinstance(data, dict) else None
        if not isinstance(done, dict) or not all(
                isinstance(k, str) and isinstance(v, list) and all(isinstance(x, str) for x in v)
                for k, v in done.items()):
            raise DataError(str(path), "completed", "(value)", "must map game ids to lists of lesson names")
        return {k: list(v) for k, v in done.items()}, None
    except (DataError, OSError, ValueError) as e:
        kept = set_aside(path, replace=True)
        where = f"kept as {kept.name}" if kept is not None else "could not be set aside"
        return {}, f"The lessons file was broken ({e}); starting afresh ({where})."


def save_progress(done: dict, path=None) -> str | None:
    """Write atomically (temporary file, fsync, rename); a one-line problem or None."""
    path = Path(path) if path is not None else progress_path()
    try:
        write_atomic(path, "# Nine Tables: the lessons you completed\n" + yaml.safe_dump(
            {"completed": {k: sorted(set(v)) for k, v in done.items()}}, sort_keys=True))
        return None
    except OSError as e:
        return f"The lessons file could not be saved ({e.strerror or e})."


# ---------------------------------------------------------------------------- the list
class LessonListScene(Scene):
    """A game's lessons: title, minutes, a tick once completed. Click or 1-9 opens one. The last
    entry is the play-through (:mod:`scenes.lessons.playthrough`: a real game against Easy with the
    Hint on; its row has no file)."""

    ROW_H = 92

    def __init__(self, app, game: str):
        super().__init__(app)
        self.game = game
        self.title = registry.info(game).title
        self.problem = None
        self.rows: list[tuple[Path | None, str, int, pygame.Rect]] = []
        files = lesson_files(game)
        self.row_h = min(self.ROW_H, 680 // max(1, len(files) + 1) - 14)
        for i, path in enumerate(files):
            try:
                spec = load_scenario(str(path))
                title, minutes = str(spec.get("title") or lesson_key(path)), int(spec.get("minutes", 1))
            except DataError as e:
                self.problem = str(e)
                continue
            r = pygame.Rect(LOGICAL[0] // 2 - 560, 250 + len(self.rows) * (self.row_h + 14), 1120, self.row_h)
            self.rows.append((path, title, minutes, r))
        if self.rows:
            r = pygame.Rect(LOGICAL[0] // 2 - 560, 250 + len(self.rows) * (self.row_h + 14), 1120, self.row_h)
            self.rows.append((None, playthrough.TITLE, playthrough.MINUTES, r))
        self.hover = -1
        self.back = Button((LOGICAL[0] // 2 - 160, 960, 320, 70), "Back (Esc)", lambda: self.app.pop(self),
                           colour=(60, 70, 90), size=28)
        self.done: dict = {}
        self.reload()

    def reload(self):
        self.done, problem = load_progress() if getattr(self.app, "persist", False) else (self.done, None)
        self.problem = problem or self.problem
        self.app.dirty = True

    def on_uncover(self):
        self.reload()

    def open(self, i: int):
        if 0 <= i < len(self.rows):
            if self.rows[i][0] is None:
                playthrough.start(self.app, self.game)
            else:
                open_lesson(self.app, self.game, i)

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            h = next((i for i, row in enumerate(self.rows) if row[3].collidepoint(event.pos)), -1)
            if h != self.hover or self.back.motion(event.pos):
                self.hover = h
                self.app.dirty = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.back.hit(event.pos):
                self.back.click()
                return True
            for i, row in enumerate(self.rows):
                if row[3].collidepoint(event.pos):
                    self.open(i)
                    return True
            return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.app.pop(self)
                return True
            if pygame.K_1 <= event.key <= pygame.K_9:
                self.open(event.key - pygame.K_1)
                return True
        return False

    def draw(self, surface):
        surface.blit(felt(LOGICAL), (0, 0))
        t = assets.text("serif", 80, f"Learn {self.title}", assets.GOLD)
        surface.blit(t, t.get_rect(center=(LOGICAL[0] // 2, 120)))
        sub = "Short lessons on the real table. Click one, or press its number."
        st = assets.text("sans", 28, sub, assets.SOFT)
        surface.blit(st, st.get_rect(center=(LOGICAL[0] // 2, 195)))
        done = set(self.done.get(self.game, []))
        for i, (path, title, minutes, r) in enumerate(self.rows):
            hover = i == self.hover
            surface.blit(assets.panel(r.size, (14, 40, 26, 235), 16, assets.GOLD if hover else (255, 255, 255, 60),
                                      3 if hover else 1), r)
            n = assets.text("bold", 40, f"{i + 1}", assets.GOLD)
            surface.blit(n, n.get_rect(center=(r.x + 56, r.centery)))
            tt = assets.text("bold", assets.fit("bold", title, r.w - 340, 36, 20), title, assets.WHITE)
            surface.blit(tt, tt.get_rect(midleft=(r.x + 110, r.centery)))
            mt = assets.text("sans", 28, f"{minutes} min", assets.SOFT)
            surface.blit(mt, mt.get_rect(midright=(r.right - 110, r.centery)))
            if (lesson_key(path) if path is not None else playthrough.KEY) in done:
                c = (r.right - 52, r.centery)
                pygame.draw.circle(surface, assets.GREEN, c, 26)
                pygame.draw.lines(surface, assets.WHITE, False, [(c[0] - 13, c[1]), (c[0] - 3, c[1] + 11),
                                                                 (c[0] + 14, c[1] - 11)], 6)
        if not self.rows:
            e = assets.text("bold", 32, "No lessons for this game yet.", assets.WHITE)
            surface.blit(e, e.get_rect(center=(LOGICAL[0] // 2, 400)))
        if self.problem:
            p = assets.paragraph("sans", 22, self.problem, 1600, assets.BAD, 2, 2)
            surface.blit(p, p.get_rect(midtop=(LOGICAL[0] // 2, 900)))
        self.back.draw(surface)


def open_lesson(app, game: str, index: int):
    """Push the lesson's table and the lesson on top of it; returns the LessonScene."""
    from scenes.lessons.player import LessonScene
    lesson = LessonScene(app, game, index)
    app.push(lesson.table)
    app.push(lesson)
    return lesson
