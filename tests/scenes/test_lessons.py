"""The lesson player on the real table, one lesson per game: Next, Back, a wrong "your turn"
move (taken back with "Not quite"), the right one (the lesson goes on). Games whose lessons are
not written yet are skipped, saying so. Also: the lesson list, the ticks kept between runs, the
Learn button of the launcher."""
import pygame
import pytest

from game.core import registry
from game.core.contract import seat_name
from scenes.lessons import LessonListScene, lesson_files, load_progress, open_lesson, progress_path

GAMES = registry.ids()


def _pick(game):
    """The first lesson with a "your turn" step where another legal move exists: (index, page)."""
    from game.core.scenario import load
    from game.core.contract import action_from_dict
    from scenes.lessons import initial_state
    R = registry.get(game)
    for i, path in enumerate(lesson_files(game)):
        spec = load(str(path))
        st = initial_state(R, spec, str(path))
        for step in spec.get("steps") or []:
            if "do" not in step:
                continue
            a = action_from_dict(R.action_types, step["do"], "do")
            seat = int(step["seat"][1:]) - 1 if "seat" in step else R.to_act(st)[0]
            if step.get("learner") and [x for x in R.legal_actions(st, seat) if x != a and type(x).__name__ != "TimeUp"]:
                return i
            try:
                R.apply(st, seat, a)
            except Exception:
                pass
    return None


def _settle(app, lesson, seconds=20.0):
    t = 0.0
    while t < seconds:
        app.frame([], dt=0.05, present=False)
        t += 0.05
        if not lesson.todo and not lesson.table.busy:
            break


@pytest.mark.parametrize("game", GAMES)
def test_walk_one_lesson(app, ui, game):
    if not lesson_files(game):
        pytest.skip(f"no lessons for {game} yet (data/lessons/{game}/ is empty)")
    i = _pick(game)
    if i is None:
        pytest.skip(f"no lesson of {game} has a your-turn step with a wrong move to try")
    app.settings["pace"] = "fast"
    lesson = open_lesson(app, game, i)
    table = lesson.table
    assert app.top is lesson and table in app.stack
    assert table.autosave_enabled is False
    _settle(app, lesson)
    assert lesson.page == 0 and lesson.caption() == lesson.steps[lesson.pages[0]].get("say", "")
    if len(lesson.pages) > 1 and lesson.waiting is None:
        ui.key(app, pygame.K_RIGHT)                 # Next
        _settle(app, lesson)
        assert lesson.page == 1
        before = len(table.actions)
        ui.key(app, pygame.K_LEFT)                  # Back: replayed from the start
        assert lesson.page == 0
        assert len(table.actions) <= before
    for _ in range(len(lesson.pages) + 1):          # Next until the first your-turn page
        if lesson.waiting is not None:
            break
        ui.key(app, pygame.K_RIGHT)
        _settle(app, lesson)
    assert lesson.waiting is not None, "the lesson never reached its your-turn page"
    step = lesson.waiting
    seat, want = lesson.moves[step]
    page = lesson.page
    assert table.view_seat == seat and want in table.legal, "the wanted move is offered on the table"
    wrong = next(a for a in table.legal if a != want)
    n, snapshot = len(table.actions), registry.get(game).to_dict(table.state)
    assert table.submit(wrong) is False             # the path every drag and click ends in
    assert lesson.feedback.startswith("Not quite")
    assert len(table.actions) == n and registry.get(game).to_dict(table.state) == snapshot, "taken back"
    assert lesson.waiting == step
    assert table.submit(want, seat) is True
    _settle(app, lesson)
    assert lesson.waiting != step
    assert lesson.page > page or lesson.at_end
    if lesson.page > page:
        assert lesson.caption() == lesson.steps[lesson.pages[lesson.page]].get("say", "")


def test_ninedkp_your_turn_by_a_real_click_and_the_last_page(app, ui):
    """Lesson 1: Go first is clicked on the table's own button; the last page offers
    Play a game now and Next lesson; the tick is kept in lessons.yaml."""
    if not lesson_files("ninedkp"):
        pytest.skip("no 9DKP lessons")
    lesson = open_lesson(app, "ninedkp", 0)
    for _ in range(40):
        if lesson.waiting is not None:
            break
        ui.key(app, pygame.K_RIGHT)
        _settle(app, lesson)
    table = lesson.table
    button = next(b for b in table.buttons if b.label.startswith("Go first"))
    ui.click(app, button.rect.center)
    _settle(app, lesson)
    assert table.actions and type(table.actions[0][1]).__name__ == "ChooseOrder"
    assert lesson.waiting is None and lesson.page == 3
    for _ in range(10):
        if lesson.at_end:
            break
        if lesson.waiting is not None:
            seat, a = lesson.moves[lesson.waiting]
            table.submit(a, seat)
        else:
            ui.key(app, pygame.K_RIGHT)
        _settle(app, lesson)
    app.frame([], dt=0.05, present=False)
    assert lesson.at_end and lesson.completed
    labels = [b.label for b in lesson.buttons]
    assert "Play a game now" in labels and any(lb in ("Next lesson", "Game with Hint") for lb in labels)
    ui.key(app, pygame.K_r)                         # Restart
    assert lesson.page == 0 and table.actions == []


def test_ticks_are_kept_and_a_broken_file_is_replaced(tmp_path, monkeypatch):
    monkeypatch.setenv("NINE_TABLES_CONFIG_DIR", str(tmp_path))
    from scenes.screens.app import App
    app = App(headless=True)
    try:
        assert app.persist
        lesson = open_lesson(app, "ninedkp", 0)
        lesson._complete()
        done, problem = load_progress()
        assert problem is None and done["ninedkp"] == [lesson.key]
        app.pop(lesson)
        app.pop(lesson.table)
        lst = app.push(LessonListScene(app, "ninedkp"))
        assert lesson.key in lst.done["ninedkp"]
        progress_path().write_text("completed: [this is: not right\n")
        lst.reload()
        assert lst.problem and "broken" in lst.problem
        assert (tmp_path / "lessons.yaml.corrupt").exists()
        lst.draw(app.canvas)
    finally:
        pygame.quit()


def test_launcher_learn_button_opens_the_list(app, ui):
    from scenes.screens.launcher import LauncherScene
    la = app.push(LauncherScene(app))
    assert la.learn_buttons, "a Learn button under each tile with lessons"
    ui.click(app, la.learn_buttons[0].rect.center)
    assert isinstance(app.top, LessonListScene)
    app.top.draw(app.canvas)
    ui.key(app, pygame.K_1)
    from scenes.lessons.player import LessonScene
    assert isinstance(app.top, LessonScene)
    ui.key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, LessonListScene)


def test_open_hands_shows_the_other_hand():
    from scenes.lessons import initial_state
    from scenes.table.open_hands import OpenHands
    from game.core.scenario import load
    path = str(lesson_files("ninedkp")[1])
    R = registry.get("ninedkp")
    st = initial_state(R, load(path), path)
    assert R.view(st, 1)[seat_name(0)]["hand"] is None
    assert OpenHands(R).view(st, 1)[seat_name(0)]["hand"] == R.view(st, 0)[seat_name(0)]["hand"]


# ---------------------------------------------------------------------------- issue 28, point 2
@pytest.mark.parametrize("game", [g for g in GAMES if lesson_files(g)])
def test_every_lesson_keeps_one_learner_at_the_bottom(app, game):
    """The Nine's lesson 2 (issue 28): a your-turn page whose move belonged to the computer's seat
    made the table a two-human game ("Pass the screen"). Every your-turn step of every lesson is
    the learner's seat, and the lesson's table has exactly one human seat."""
    for i in range(len(lesson_files(game))):
        lesson = open_lesson(app, game, i)
        seats = {lesson.moves[k][0] for k, s in enumerate(lesson.steps) if s.get("learner")}
        assert len(seats) <= 1, f"{lesson.path}: your-turn steps for seats {sorted(seats)}"
        assert lesson.table.seats.count("human") == 1, f"{lesson.path}: {lesson.table.seats}"
        lesson.leave()


def test_the_nine_lesson_2_walks_to_its_end_as_one_learner(app):
    """Playing Karl does not end the learner's Player phase by itself (a playable Event is still in
    hand): the learner ends it, the computer plays an Event, the learner lets it resolve, and the
    lesson ends with the learner at the bottom and never a curtain."""
    app.settings["pace"] = "fast"
    lesson = open_lesson(app, "thenine", 1)
    table = lesson.table
    learner_pages = 0
    for _ in range(3 * len(lesson.pages)):
        _settle(app, lesson)
        if lesson.at_end:
            break
        if lesson.waiting is not None:
            seat, want = lesson.moves[lesson.waiting]
            assert seat == 0 and table.view_seat == 0 and want in table.legal
            assert table.submit(want, seat) is True
            learner_pages += 1
        else:
            lesson.next()
        assert not table._curtain_pending and table.view_seat == 0
    assert lesson.at_end and learner_pages == 3
    assert [(s, type(a).__name__) for s, a in table.actions] == [
        (0, "PlayWarrior"), (0, "EndPhase"), (1, "PlayWarrior"), (1, "PlayEvent"), (0, "Pass")]


@pytest.mark.parametrize("game", [g for g in GAMES if lesson_files(g)])
def test_the_learn_list_ends_with_the_play_through(app, game):
    from scenes.lessons import playthrough
    lst = app.push(LessonListScene(app, game))
    assert len(lst.rows) == len(lesson_files(game)) + 1
    path, title, _minutes, _rect = lst.rows[-1]
    assert path is None and title == playthrough.TITLE and "Easy" in title and "Hint" in title
    assert [r[0] for r in lst.rows[:-1]] == lesson_files(game)
    lst.draw(app.canvas)


@pytest.mark.parametrize("game", [g for g in GAMES if lesson_files(g)])
def test_finishing_the_play_through_ticks_it(tmp_path, monkeypatch, game):
    """Opened from the list (its number key): a real table, one human against Easy, the Hint asked
    for on the learner's move; played to the end through the table's submit (random legal moves
    for every seat), the play-through is ticked in lessons.yaml, and not before."""
    import random
    monkeypatch.setenv("NINE_TABLES_CONFIG_DIR", str(tmp_path))
    from scenes.lessons import playthrough
    from scenes.screens.app import App
    app = App(headless=True)
    try:
        lst = app.push(LessonListScene(app, game))
        lst.open(len(lst.rows) - 1)
        table = app.top
        assert table is not lst and getattr(table, "playthrough", None) is not None
        assert table.seats == ["human"] + ["easy"] * (len(table.seats) - 1)
        R = table.ruleset
        rng = random.Random(7)
        for _ in range(3000):
            if R.outcome(table.state) is not None:
                break
            seat = R.to_act(table.state)[0]
            if seat == 0 and not table.busy:
                app.frame([], dt=0.05, present=False)       # the hook asks for the Hint
                assert table.nav.hints.job is not None, "the Hint is on at the learner's move"
                table.nav.hints.wait()
            acts = [a for a in R.legal_actions(table.state, seat) if type(a).__name__ != "TimeUp"]
            assert table.submit(rng.choice(acts), seat) is True
            table.hurry()
            assert playthrough.KEY not in load_progress()[0].get(game, [])
        assert R.outcome(table.state) is not None, "the game did not end"
        app.frame([], dt=0.05, present=False)
        done, problem = load_progress()
        assert problem is None and playthrough.KEY in done[game]
        lst2 = LessonListScene(app, game)
        assert playthrough.KEY in lst2.done[game]
    finally:
        pygame.quit()
