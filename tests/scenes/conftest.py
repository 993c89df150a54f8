"""Scene tests: headless SDL, save files in a temporary folder, helpers to post
real pygame mouse events through the app."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def save_dir(tmp_path, monkeypatch):
    d = tmp_path / "saves"
    monkeypatch.setenv("NINE_TABLES_SAVE_DIR", str(d))
    return d


@pytest.fixture
def app(request, monkeypatch):
    from scenes import sound
    from scenes.screens.app import App
    if "real_sound" not in request.keywords:
        # silent tables: no audio device is opened, so SDL's audio thread can never hold
        # pygame.quit() below (it once waited there for the interpreter lock, and the run hung)
        monkeypatch.setattr(sound.Sounds, "start", lambda self: False)
    a = App(headless=True)
    yield a
    pygame.quit()


def post_drag(app, start, end, steps=6):
    """Post a real press / moves / release and let the app dispatch them."""
    pygame.event.clear()
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    for i in range(1, steps + 1):
        x = start[0] + (end[0] - start[0]) * i / steps
        y = start[1] + (end[1] - start[1]) * i / steps
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(int(x), int(y)), rel=(1, 1),
                                             buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    app.frame(pygame.event.get(), dt=1 / 60, present=False)


def post_click(app, pos, button=1):
    pygame.event.clear()
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    app.frame(pygame.event.get(), dt=1 / 60, present=False)


def post_key(app, key):
    pygame.event.clear()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))
    app.frame(pygame.event.get(), dt=1 / 60, present=False)


def settle(app, seconds=3.0, dt=0.05):
    """Run frames until nothing moves (or ``seconds`` of game time)."""
    t = 0.0
    while t < seconds:
        app.frame([], dt=dt, present=False)
        t += dt
        if not app.animating:
            break


class UI:
    """Real pygame events for a test: ``ui.drag(app, a, b)``, ``ui.click``, ``ui.key``, ``ui.settle``."""
    drag = staticmethod(post_drag)
    click = staticmethod(post_click)
    key = staticmethod(post_key)
    settle = staticmethod(settle)


@pytest.fixture
def ui():
    return UI
