"""The app: one window, a logical 1920x1080 canvas, a scene stack and the frame loop.

- The canvas is 1920x1080 logical pixels shown with ``pygame.SCALED`` (letterboxed)
  in any window size; F11 toggles fullscreen; Esc opens the menu.
- Scenes form a stack: launcher -> seat setup -> table -> (curtain, zoom, menu,
  discard viewer pushed on top) -> end screen. Only the top scene gets input; every
  scene is updated; drawing starts at the highest opaque scene.
- Mouse positions are turned into logical canvas coordinates in one place only,
  :meth:`App.translate` (a no-op when SDL's SCALED mode already does it, a real
  mapping in the fallback where we scale the canvas ourselves).
- The player's settings (:mod:`scenes.screens.settings`) are read at start-up into ``app.settings``
  (pace, volume, mute, large print, fullscreen, the games' own) and saved when they change
  (:meth:`App.change_setting`); M mutes and unmutes the sounds (:mod:`scenes.sound`) everywhere.
- 60 FPS while anything animates; otherwise the loop sleeps between looks for input
  and draws nothing, so a still table costs well under 1 % of a core.
"""
from __future__ import annotations

import os
import signal
import threading
import time
import warnings

import pygame

from scenes import assets
from scenes.screens import settings as settings_file
from scenes import sound
from scenes.scene import LOGICAL, Scene  # noqa: F401 (tables import them from here too)

FPS = 60
IDLE_WAIT_MS = 400
#: seconds between two looks for input while nothing moves
IDLE_POLL = 1 / 30
TITLE = "Nine Tables"
#: seconds the "Sound off / on" note stays after M
NOTE_SECONDS = 1.5

#: a controller's buttons as keys (the couch controls): A Enter, B Esc (back), X Space (hurry),
#: Y Tab (zoom), Start Esc (the menu), the shoulders PageUp/PageDown (zones), the d-pad arrows,
#: Select (Back, View, Share) H (a table's Hint, scenes/table/hint.py)
PAD_KEYS = {
    pygame.CONTROLLER_BUTTON_BACK: pygame.K_h,
    pygame.CONTROLLER_BUTTON_A: pygame.K_RETURN, pygame.CONTROLLER_BUTTON_B: pygame.K_ESCAPE,
    pygame.CONTROLLER_BUTTON_X: pygame.K_SPACE, pygame.CONTROLLER_BUTTON_Y: pygame.K_TAB,
    pygame.CONTROLLER_BUTTON_START: pygame.K_ESCAPE,
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: pygame.K_PAGEUP, pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: pygame.K_PAGEDOWN,
    pygame.CONTROLLER_BUTTON_DPAD_UP: pygame.K_UP, pygame.CONTROLLER_BUTTON_DPAD_DOWN: pygame.K_DOWN,
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: pygame.K_LEFT, pygame.CONTROLLER_BUTTON_DPAD_RIGHT: pygame.K_RIGHT,
}
PAD_EVENTS = (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERAXISMOTION, pygame.CONTROLLERDEVICEADDED,
              pygame.CONTROLLERDEVICEREMOVED, pygame.CONTROLLERBUTTONUP)
#: the stick counts as pressed beyond this (of 32767) and as back in the middle under STICK_RELEASE
STICK_PRESS, STICK_RELEASE = 16000, 8000

# ask SDL for a letterboxed, linear-filtered logical canvas
os.environ.setdefault("SDL_HINT_RENDER_SCALE_QUALITY", "1")


#: SDL's drivers that draw nowhere: it falls back to "offscreen" when no display answers
INVISIBLE_DRIVERS = ("offscreen", "dummy")


class NoScreen(OSError):
    """No display answered: a window would run where nobody can see it (main.py: one line, exit 2)."""


def open_display(headless: bool, tries: int = 3) -> None:
    """Initialise pygame's display. Guarantees, unless ``headless``, that SDL drives a real
    screen: a display that does not answer at once (one being started or reset) is asked again
    ``tries`` times, and then ``NoScreen`` is raised naming ``$DISPLAY``; SDL would otherwise
    go on silently with an invisible window."""
    for attempt in range(tries):
        pygame.display.init()
        if headless or pygame.display.get_driver() not in INVISIBLE_DRIVERS:
            return
        pygame.display.quit()
        time.sleep(0.5 * (attempt + 1))
    where = os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
    raise NoScreen(f"no screen to draw on: the display {where!r} did not answer" if where else
                   "no screen to draw on: $DISPLAY is not set (run from a desktop session)")


class App:
    def __init__(self, *, window: tuple[int, int] | None = None, fullscreen: bool = False,
                 headless: bool = False, persist: bool | None = None):
        self.headless = headless or os.environ.get("SDL_VIDEODRIVER") == "dummy"
        # the settings file: a headless app (tests, the screenshot tool) keeps to the defaults
        # and writes nothing, unless $NINE_TABLES_CONFIG_DIR names a folder for it
        self.persist = persist if persist is not None else (
            not self.headless or bool(os.environ.get("NINE_TABLES_CONFIG_DIR")))
        #: what the player set (scenes/screens/settings.py): ``pace`` of every table's beats (slow, normal,
        #: fast, instant), ``volume``, ``mute``, ``large_print``, ``fullscreen``, and each game's own
        self.settings: dict = settings_file.defaults()
        #: a broken settings file, in one line (the launcher shows it)
        self.settings_problem: str | None = None
        if self.persist:
            self.settings, self.settings_problem = settings_file.load()
        fullscreen = fullscreen or (self.settings.get("fullscreen") and not self.headless)
        open_display(self.headless)
        pygame.font.init()
        assets.reset()
        if self.settings.get("large_print"):
            assets.set_type_scale(assets.LARGE_PRINT)
        self.scaled = True
        self._window_size = window
        flags = pygame.SCALED | pygame.RESIZABLE
        if fullscreen:
            flags |= pygame.FULLSCREEN
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                self.screen = pygame.display.set_mode(LOGICAL, flags)
        except pygame.error:
            # no renderer for SCALED: a plain window, we scale the canvas ourselves
            self.scaled = False
            self.screen = pygame.display.set_mode(window or (1280, 720), pygame.RESIZABLE)
        self.canvas = self.screen if self.scaled else pygame.Surface(LOGICAL).convert()
        pygame.display.set_caption(TITLE)
        if window and self.scaled and not self.headless and not fullscreen:
            self._resize_window(window)
        pygame.key.set_repeat(0)
        self.stack: list[Scene] = []
        self.note: tuple[str, float] | None = None
        self.sound = sound.Sounds(self.settings)
        self.sound.start()                      # silent (no error) without an audio device
        sound.active = self.sound
        self.running = True
        self.dirty = True
        self.exit_code = 0
        self.clock = pygame.time.Clock()
        self._last = time.perf_counter()
        self.frames_drawn = 0
        self._shot_requested = False
        self._woken = False                 # set by ``wake`` from a worker thread
        self._install_screenshot_signal()
        self._init_pads()

    def _install_screenshot_signal(self) -> None:
        """With ``$NINE_TABLES_SHOT`` set, SIGUSR1 saves the canvas there as a PNG
        (the real-window test uses it; no screen-grab tool needed)."""
        if not os.environ.get("NINE_TABLES_SHOT") or not hasattr(signal, "SIGUSR1"):
            return
        if threading.current_thread() is not threading.main_thread():
            return

        def request(signum, frame):
            self._shot_requested = True

        signal.signal(signal.SIGUSR1, request)

    def _save_shot(self) -> None:
        self._shot_requested = False
        path = os.environ.get("NINE_TABLES_SHOT")
        if not path:
            return
        self.draw()
        tmp = path + ".tmp.png"
        pygame.image.save(self.canvas, tmp)
        os.replace(tmp, path)

    # -- window ---------------------------------------------------------------
    def _resize_window(self, size: tuple[int, int]) -> None:
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                win = pygame.Window.from_display_module()
            win.minimum_size = (320, 180)      # SCALED sets the logical size as the minimum
            win.size = size
            win.position = pygame.WINDOWPOS_CENTERED
        except Exception:   # older SDL or no window object: keep the default size
            pass

    def toggle_fullscreen(self) -> None:
        """F11. Leaving fullscreen gives the window back its size from before."""
        try:
            was_full = pygame.display.is_fullscreen()
        except (AttributeError, pygame.error):
            was_full = False
        if not was_full:
            self._window_size = pygame.display.get_window_size()
        try:
            pygame.display.toggle_fullscreen()
        except pygame.error:
            pass
        if was_full and self._window_size and self.scaled and not self.headless:
            self._resize_window(self._window_size)
        self.dirty = True

    # -- settings -------------------------------------------------------------------
    def change_setting(self, key: str, value) -> None:
        """Set one setting, apply it now (type size, fullscreen, sound) and save the file."""
        old = self.settings.get(key)
        self.settings[key] = value
        if key == "fullscreen" and bool(old) != bool(value) and not self.headless:
            try:
                full = pygame.display.is_fullscreen()
            except (AttributeError, pygame.error):
                full = not value
            if full != bool(value):
                self.toggle_fullscreen()
        elif key == "large_print":
            assets.set_type_scale(assets.LARGE_PRINT if value else 1.0)
        elif key == "mute" and value:
            self.sound.stop()
        elif key == "volume" and not self.settings.get("mute"):
            self.sound.play("tick")             # hear the new volume
        self.save_settings()
        self.dirty = True

    def save_settings(self) -> None:
        """Write ``settings`` to the settings file (not for a headless app, see ``persist``);
        a failure is one line on the next screen that shows problems, never fatal."""
        if not self.persist:
            return
        problem = settings_file.save(self.settings)
        if problem:
            self.settings_problem = problem

    def toggle_mute(self) -> None:
        """M on every screen (a short note in the corner says which)."""
        self.change_setting("mute", not self.settings.get("mute"))
        self.note = ("Sound off (M)" if self.settings["mute"] else "Sound on (M)", NOTE_SECONDS)

    def _draw_note(self) -> None:
        text, _left = self.note
        t = assets.text("bold", 30, text, assets.WHITE)
        box = t.get_rect().inflate(48, 28)
        box.topright = (LOGICAL[0] - 30, 30)
        self.canvas.blit(assets.panel(box.size, (10, 10, 10, 225), 14, assets.GOLD, 2), box)
        self.canvas.blit(t, t.get_rect(center=box.center))

    def window_size(self) -> tuple[int, int]:
        return pygame.display.get_window_size()

    # -- coordinates: the one place input becomes logical -----------------------
    def to_logical(self, pos) -> tuple[int, int]:
        if self.scaled:
            return int(pos[0]), int(pos[1])   # SDL's logical size already mapped it
        ww, wh = self.screen.get_size()
        k = min(ww / LOGICAL[0], wh / LOGICAL[1])
        ox, oy = (ww - LOGICAL[0] * k) / 2, (wh - LOGICAL[1] * k) / 2
        return int((pos[0] - ox) / k), int((pos[1] - oy) / k)

    def translate(self, event: pygame.event.Event) -> pygame.event.Event:
        if self.scaled or not hasattr(event, "pos"):
            return event
        d = dict(event.dict)
        d["pos"] = self.to_logical(event.pos)
        if "rel" in d:
            ww, wh = self.screen.get_size()
            k = min(ww / LOGICAL[0], wh / LOGICAL[1])
            d["rel"] = (int(event.rel[0] / k), int(event.rel[1] / k))
        return pygame.event.Event(event.type, d)

    def mouse_pos(self) -> tuple[int, int]:
        return self.to_logical(pygame.mouse.get_pos())

    # -- the stack ---------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> Scene:
        if self.stack:
            self.stack[-1].on_cover()
        self.stack.append(scene)
        scene.on_enter()
        self.dirty = True
        return scene

    def pop(self, scene: Scene | None = None) -> Scene | None:
        """Pop the top scene (or ``scene`` wherever it is)."""
        if not self.stack:
            return None
        if scene is None:
            scene = self.stack[-1]
        if scene not in self.stack:
            return None
        was_top = scene is self.stack[-1]
        self.stack.remove(scene)
        scene.on_exit()
        if was_top and self.stack:
            self.stack[-1].on_uncover()
        self.dirty = True
        if not self.stack:
            self.running = False
        return scene

    def pop_to(self, scene: Scene) -> bool:
        """Pop what lies above ``scene``; True when it is then on top (False, and nothing popped,
        when it is not on the stack at all)."""
        if scene not in self.stack:
            return False
        while self.stack[-1] is not scene:
            self.pop()
        return True

    def replace(self, scene: Scene) -> Scene:
        """Swap the top scene for ``scene``."""
        if self.stack:
            old = self.stack.pop()
            old.on_exit()
        return self.push(scene)

    def reset(self, scene: Scene) -> Scene:
        """Clear the stack and start again from ``scene``."""
        while self.stack:
            self.stack.pop().on_exit()
        return self.push(scene)

    def to_launcher(self) -> Scene:
        """Clear the stack and start again from the launcher (the menu's and the end
        screen's "Launcher": the screens below the launcher do not import it)."""
        from scenes.screens.launcher import LauncherScene
        return self.reset(LauncherScene(self))

    def find(self, kind: type) -> Scene | None:
        for s in reversed(self.stack):
            if isinstance(s, kind):
                return s
        return None

    # -- events, update, draw -------------------------------------------------------
    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type in PAD_EVENTS:
            event = self.pad_event(event)
            if event is None:
                return
        self._note_device(event)
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type in (pygame.WINDOWEXPOSED, pygame.WINDOWRESIZED, pygame.WINDOWSIZECHANGED,
                          pygame.VIDEOEXPOSE, pygame.WINDOWRESTORED, pygame.WINDOWSHOWN):
            self.dirty = True
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_m
                and not getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META)):
            self.toggle_mute()
            return
        event = self.translate(event)
        top = self.top
        nav = getattr(top, "nav", None)          # the focus cursor (couch controls) sees keys first
        consumed = bool(nav is not None and nav.handle(event))
        if not consumed:
            consumed = top.handle(event) if top else False
            if not consumed and nav is not None and top is self.top:
                consumed = nav.fallback(event)
        # clicks, keys and the wheel redraw; a mouse move redraws only when the scene
        # says something changed (it sets ``app.dirty``), so hovering costs nothing
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP,
                          pygame.MOUSEWHEEL):
            self.dirty = True
        if not consumed and event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.open_menu()

    def open_menu(self) -> None:
        from scenes.screens.menu import MenuScene
        if isinstance(self.top, MenuScene):
            return
        self.push(MenuScene(self))

    @property
    def animating(self) -> bool:
        return self.note is not None or any(s.animating for s in self.stack)

    def update(self, dt: float) -> None:
        for s in list(self.stack):
            s.update(dt)
        if self.note is not None:
            text, left = self.note
            self.note = (text, left - dt) if left > dt else None
            if self.note is None:
                self.dirty = True

    def draw(self) -> None:
        start = 0
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i].opaque:
                start = i
                break
        if not self.stack:
            self.canvas.fill((0, 0, 0))
        for s in self.stack[start:]:
            s.draw(self.canvas)
            nav = getattr(s, "nav", None)
            if nav is not None:
                nav.draw(self.canvas)
        if self.note is not None:
            self._draw_note()
        self.frames_drawn += 1
        if self.frames_drawn == 1:
            self.sound.prepare()                # after the first frame: start-up does not wait

    def present(self) -> None:
        if not self.scaled:
            ww, wh = self.screen.get_size()
            k = min(ww / LOGICAL[0], wh / LOGICAL[1])
            size = (max(1, int(LOGICAL[0] * k)), max(1, int(LOGICAL[1] * k)))
            self.screen.fill((0, 0, 0))
            self.screen.blit(pygame.transform.smoothscale(self.canvas, size),
                             ((ww - size[0]) // 2, (wh - size[1]) // 2))
        pygame.display.flip()

    def frame(self, events=(), dt: float | None = None, present: bool = True) -> None:
        """One iteration: events, update, draw if needed (tests call this directly)."""
        now = time.perf_counter()
        if dt is None:
            dt = min(0.1, now - self._last)
        self._last = now
        for e in events:
            self.dispatch(e)
            if not self.running:
                return
        was_animating = self.animating
        self.update(dt)
        if self.dirty or was_animating or self.animating:
            self.draw()
            if present:
                self.present()
            self.dirty = False

    def run(self) -> int:
        """The frame loop: 60 FPS while anything moves; a still screen only looks for input
        every ``IDLE_POLL`` seconds and updates every ``IDLE_WAIT_MS`` (pygame's own
        ``event.wait`` polls SDL every millisecond, which costs more than the whole table)."""
        self._last = time.perf_counter()
        while self.running and self.stack:
            if self._shot_requested:
                self._save_shot()
            if self.animating or self.dirty:
                self.clock.tick(getattr(self.top, "fps", None) or FPS)   # a scene may ask for fewer
                events = pygame.event.get()
            else:
                events = pygame.event.get()
                woken, self._woken = self._woken, False
                if not events and not woken and time.perf_counter() - self._last < IDLE_WAIT_MS / 1000:
                    time.sleep(IDLE_POLL)
                    continue
            self.frame(events)
            if self.frames_drawn and os.environ.get("NINE_TABLES_QUIT_AFTER_FIRST_FRAME"):
                break                       # `main.py bench` times the start-up to the first frame
        return self.exit_code

    # -- controllers (couch controls) ---------------------------------------------------
    def _init_pads(self) -> None:
        """SDL game controllers: the ones plugged in now are opened here, later ones when SDL
        reports them (CONTROLLERDEVICEADDED). ``last_device`` is what the player used last
        (mouse, keys or pad): the tables' help panels show its buttons."""
        self.pads: dict[int, object] = {}
        self.last_device = "mouse"
        self._stick: dict[tuple[int, int], int] = {}
        try:
            from pygame._sdl2 import controller
            controller.init()
            self._controller = controller
            for i in range(controller.get_count()):
                self._open_pad(i)
        except Exception:   # no controller support in this SDL: keys and mouse still work
            self._controller = None

    def _open_pad(self, index: int) -> None:
        try:
            if self._controller is None or not self._controller.is_controller(index):
                return
            pad = self._controller.Controller(index)
            self.pads[pad.as_joystick().get_instance_id()] = pad
        except Exception:
            pass

    def pad_event(self, event) -> pygame.event.Event | None:
        """A controller's event as the key press it means (``pad`` = the controller's instance
        id rides along, so a table knows whose controller it was), or None."""
        if event.type == pygame.CONTROLLERDEVICEADDED:
            self._open_pad(getattr(event, "device_index", -1))
            self.note = ("Controller connected", NOTE_SECONDS)
            return None
        if event.type == pygame.CONTROLLERDEVICEREMOVED:
            pad = self.pads.pop(getattr(event, "instance_id", -1), None)
            if pad is not None:
                try:
                    pad.quit()
                except Exception:
                    pass
            self.note = ("Controller disconnected", NOTE_SECONDS)
            return None
        pid = getattr(event, "instance_id", 0)
        if event.type == pygame.CONTROLLERBUTTONDOWN:
            key = PAD_KEYS.get(getattr(event, "button", -1))
            start = getattr(event, "button", -1) == pygame.CONTROLLER_BUTTON_START
        elif event.type == pygame.CONTROLLERAXISMOTION:
            key, start = self._stick_key(pid, getattr(event, "axis", -1), getattr(event, "value", 0)), False
        else:
            return None
        if key is None:
            return None
        return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0, pad=pid,
                                  pad_start=start, pad_back=key == pygame.K_ESCAPE and not start)

    def _stick_key(self, pid: int, axis: int, value: int) -> int | None:
        """The left stick as arrow keys: one press when it leaves the middle, none until it is
        back (so holding it moves one step)."""
        if axis not in (pygame.CONTROLLER_AXIS_LEFTX, pygame.CONTROLLER_AXIS_LEFTY):
            return None
        was = self._stick.get((pid, axis), 0)
        now = 1 if value > STICK_PRESS else -1 if value < -STICK_PRESS else (was if abs(value) > STICK_RELEASE else 0)
        self._stick[(pid, axis)] = now
        if now == was or now == 0:
            return None
        if axis == pygame.CONTROLLER_AXIS_LEFTX:
            return pygame.K_RIGHT if now > 0 else pygame.K_LEFT
        return pygame.K_DOWN if now > 0 else pygame.K_UP

    def _note_device(self, event) -> None:
        was = self.last_device
        if event.type == pygame.KEYDOWN:
            self.last_device = "pad" if getattr(event, "pad", None) is not None else "keys"
        elif event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEWHEEL) or (
                event.type == pygame.MOUSEMOTION and any(getattr(event, "rel", (0, 0)))):
            self.last_device = "mouse"
        if was != self.last_device:
            self.dirty = True

    def quit(self, code: int = 0) -> None:
        self.exit_code = code
        self.running = False

    def wake(self) -> None:
        """From another thread: make the loop look again at once (a computer's choice is ready).
        Only a flag: a worker thread never calls SDL, which may be shutting down or starting
        again on the main thread (a test's window closes while a computer still thinks)."""
        self._woken = True
