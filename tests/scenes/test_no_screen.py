"""A window nobody can see is refused: with no display to draw on, SDL would fall back to its
invisible "offscreen" driver and the app would run on, unseen (it happened in CI when a display
was being reset). The player gets one line and exit code 2 instead."""
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_no_display_is_one_line_and_exit_2(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("SDL_VIDEODRIVER", "WAYLAND_DISPLAY")}
    env.update(DISPLAY=":1234", SDL_AUDIODRIVER="dummy", NINE_TABLES_SAVE_DIR=str(tmp_path / "saves"),
               NINE_TABLES_CONFIG_DIR=str(tmp_path / "config"))
    r = subprocess.run([sys.executable, "main.py", "play", "ninedkp"], cwd=ROOT, env=env,
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 2
    ours = [line for line in r.stderr.splitlines() if "XDG_RUNTIME_DIR" not in line]   # libwayland's own probe
    assert ours == ["error: no screen to draw on: the display ':1234' did not answer"], r.stderr
    assert "Traceback" not in r.stderr


def test_a_headless_app_keeps_its_dummy_driver():
    import pygame
    from scenes.screens.app import open_display
    open_display(headless=True)
    assert pygame.display.get_driver() == "dummy"
