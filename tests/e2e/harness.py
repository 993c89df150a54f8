"""A real window under a private Xvfb, driven by xdotool (the e2e tests share this).

``RealWindow(tmp_path, ["play", GAME, ...])`` starts Xvfb and ``main.py`` with save
files in ``tmp_path/saves`` and ``$NINE_TABLES_SHOT`` set, finds the window and maps
logical 1920x1080 points to window pixels; ``click``, ``drag`` and ``screenshot``
(SIGUSR1: the app writes its canvas) drive it. Skips only when Xvfb or xdotool is
missing and ``CI`` is not set.
"""
from __future__ import annotations

import json
import os
import select
import shutil
import signal
import subprocess
import sys
import time

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def tools_or_skip():
    missing = [t for t in ("Xvfb", "xdotool") if shutil.which(t) is None]
    if missing:
        if os.environ.get("CI"):
            pytest.fail(f"CI needs {', '.join(missing)} for the real-window test (make test installs them)")
        pytest.skip(f"{', '.join(missing)} not installed")


def start_xvfb():
    r, w = os.pipe()
    # -noreset: without it the server resets whenever its last client leaves, and the harness's
    # own xdotool polls are clients; an app connecting during such a reset was refused, SDL fell
    # back to its invisible "offscreen" driver and the window never came (CI, stop 26)
    proc = subprocess.Popen(["Xvfb", "-displayfd", str(w), "-noreset", "-screen", "0", "1600x900x24",
                             "-nolisten", "tcp"],
                            pass_fds=(w,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(w)
    buf = b""
    deadline = time.monotonic() + 20
    while not buf.endswith(b"\n") and time.monotonic() < deadline:
        # wait at most until the deadline: a read alone would block for as long as Xvfb hangs
        if not select.select([r], [], [], max(0.0, deadline - time.monotonic()))[0]:
            break
        chunk = os.read(r, 16)
        if not chunk:
            break
        buf += chunk
    os.close(r)
    if not buf.strip():
        proc.kill()
        pytest.fail("Xvfb did not start")
    return proc, f":{buf.decode().strip()}"


class X:
    def __init__(self, display):
        self.env = dict(os.environ, DISPLAY=display)

    def run(self, *args) -> str:
        return subprocess.run(["xdotool", *map(str, args)], env=self.env, capture_output=True, text=True,
                              timeout=20).stdout


def load_save(path):
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    except (OSError, ValueError):
        return None


def wait_for(predicate, seconds: float, step: float = 0.2):
    """Poll ``predicate`` until it returns something true (returned) or time runs out (None)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(step)
    return None


#: ``main.py`` run with the test suite's own games registered first (tests/conftest.py, which
#: also sets the dummy video driver: a real window needs it unset)
WITH_TEST_GAMES = ("import os, sys; sys.path.insert(0, '.'); import tests.conftest as c; "
                   "os.environ.pop('SDL_VIDEODRIVER', None); c.register_sixth_game(); "
                   "import main; sys.exit(main.main(sys.argv[1:]))")


class RealWindow:
    def __init__(self, tmp_path, args: list[str], size=(1280, 720), test_games: bool = False):
        """``test_games``: the app also knows the test suite's own games (its sixth game)."""
        self.tmp = tmp_path
        self.saves = tmp_path / "saves"
        self.shot = tmp_path / "shot.png"
        self.args, self.size = args, size
        self.program = ["-c", WITH_TEST_GAMES] if test_games else ["main.py"]

    def __enter__(self):
        tools_or_skip()
        self.xvfb, display = start_xvfb()
        env = {k: v for k, v in os.environ.items() if k not in ("SDL_VIDEODRIVER", "PYTEST_CURRENT_TEST")}
        env.update(DISPLAY=display, SDL_AUDIODRIVER="dummy", NINE_TABLES_SAVE_DIR=str(self.saves),
                   NINE_TABLES_SHOT=str(self.shot))
        self.log = open(self.tmp / "app.log", "w")
        self.app = subprocess.Popen([sys.executable, *self.program, *self.args,
                                     "--window", f"{self.size[0]}x{self.size[1]}"],
                                    cwd=ROOT, env=env, stdout=self.log, stderr=subprocess.STDOUT)
        self.x = X(display)
        try:
            self._find_window()
        except BaseException:
            self.__exit__(None, None, None)
            raise
        return self

    def _find_window(self):
        wid = ""
        # a generous wait: on a loaded 2-core machine the app's start (imports, fonts, the first
        # frame) has taken over 30 s; this is a hang guard, not a measure of speed
        deadline = time.monotonic() + 120
        while not wid and time.monotonic() < deadline:
            assert self.app.poll() is None, open(self.tmp / "app.log").read()
            wid = self.x.run("search", "--onlyvisible", "--pid", self.app.pid).split("\n")[0].strip()
            if not wid:        # this Xvfb is the test's own: the app's title finds it where its pid is not set yet
                wid = self.x.run("search", "--onlyvisible", "--name", "^Nine Tables").split("\n")[0].strip()
            time.sleep(0.2)
        self.log.flush()
        assert wid, "the window never appeared; the app said:\n" + open(self.tmp / "app.log").read()[-2000:]
        self.wid = wid
        # the window may show at its first size before the app resizes it (a busy machine): wait
        deadline = time.monotonic() + 15
        while True:
            geo = dict(line.split("=", 1) for line in self.x.run("getwindowgeometry", "--shell", wid).split()
                       if "=" in line)
            if "WIDTH" not in geo:
                # no geometry yet: the window was being mapped or made again at its new size (a
                # busy machine); find it afresh
                assert time.monotonic() < deadline, "the window has no geometry"
                time.sleep(0.2)
                wid = self.x.run("search", "--onlyvisible", "--pid", self.app.pid).split("\n")[0].strip() or wid
                self.wid = wid
                continue
            self.W, self.H = int(geo["WIDTH"]), int(geo["HEIGHT"])
            if (self.W, self.H) == tuple(self.size) or time.monotonic() > deadline:
                break
            time.sleep(0.2)
        assert (self.W, self.H) == tuple(self.size)
        self.k = min(self.W / 1920, self.H / 1080)
        self.ox, self.oy = (self.W - 1920 * self.k) / 2, (self.H - 1080 * self.k) / 2

    def __exit__(self, *exc):
        if self.app.poll() is None:
            self.app.terminate()
            try:
                self.app.wait(10)
            except subprocess.TimeoutExpired:
                self.app.kill()
        self.log.close()
        self.xvfb.terminate()
        try:
            self.xvfb.wait(10)
        except subprocess.TimeoutExpired:
            self.xvfb.kill()
        return False

    # -- input, in logical 1920x1080 coordinates --------------------------------
    def win(self, pt):
        return int(round(self.ox + pt[0] * self.k)), int(round(self.oy + pt[1] * self.k))

    def click(self, pt):
        self.x.run("mousemove", "--window", self.wid, *self.win(pt))
        time.sleep(0.1)
        self.x.run("click", "1")
        time.sleep(0.2)

    def drag(self, start, end, steps: int = 10):
        self.x.run("mousemove", "--window", self.wid, *self.win(start))
        time.sleep(0.3)
        self.x.run("mousedown", "1")
        time.sleep(0.1)
        for i in range(1, steps + 1):
            p = (start[0] + (end[0] - start[0]) * i / steps, start[1] + (end[1] - start[1]) * i / steps)
            self.x.run("mousemove", "--window", self.wid, *self.win(p))
            time.sleep(0.03)
        time.sleep(0.1)
        self.x.run("mouseup", "1")

    def save(self, game: str):
        return load_save(self.saves / f"{game}.json")

    def screenshot(self):
        """The app's canvas as a pygame surface (1920x1080)."""
        if self.shot.exists():
            self.shot.unlink()
        self.app.send_signal(signal.SIGUSR1)
        assert wait_for(self.shot.exists, 10, 0.1), "no screenshot written"
        import pygame
        return pygame.image.load(str(self.shot))

    def alive(self) -> bool:
        return self.app.poll() is None
