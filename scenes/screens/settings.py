"""The player's settings: kept between runs in a small YAML file, and the screen that changes them.

The file is ``settings.yaml`` in the user's config folder (``platformdirs``; e.g.
``~/.config/nine-tables/settings.yaml`` on Linux); ``$NINE_TABLES_CONFIG_DIR`` names another
folder (tests). It is read through the project's strict loader (:func:`game.core.data.load_yaml`:
size cap, duplicate keys, ...) and written atomically (temporary file, fsync, rename). A broken
file (bad YAML, binary, a folder, an unknown key, a value of the wrong type or out of range) is
set aside as ``settings.yaml.corrupt``, the defaults are used, and the problem is one line the
launcher shows; never fatal. A missing key takes its default (an older file).

``app.settings`` is the one store: the Esc menu's Pace (P), the settings screen and the M key all
change it and save it through :meth:`scenes.screens.app.App.save_settings`.

Besides the shared settings, a game may declare its own (``SETTINGS`` in
``scenes/games/<id>/__init__.py``: a key of the file, a label, its values, a line of help, and the
game option a new table takes from it); the screen lists them after the shared ones and
:func:`game_options` turns them into a new table's options.
"""
from __future__ import annotations

import os
from pathlib import Path

import pygame
from game.core.contract import DataError
from game.core.data import load_yaml, short
from game.core.files import read_kept, write_kept
from scenes import assets
from scenes.persist import config_dir
from scenes.scene import LOGICAL, Scene
from scenes.widgets.button import Button
from scenes.widgets.felt import felt

FILE_NAME = "settings.yaml"
#: the paces of every table (the same names as scenes.table.choreo.PACES)
PACES = ("slow", "normal", "fast", "instant")
#: how many replays of each game are kept (game/core/replays.py; the newest ones stay)
REPLAYS_KEPT = (10, 25, 50, 100, 200)
VOLUME_STEP = 10

#: the shared settings and their defaults (the games' own follow, see :func:`game_settings`)
SHARED_DEFAULTS: dict = {
    "pace": "normal",
    "volume": 70,
    "mute": False,
    "large_print": False,
    "fullscreen": False,
    "replays_kept": 50,
    "hint_hotseat": False,
}


def game_settings() -> list[dict]:
    """Every game's declared settings (``SETTINGS`` of its table package), in launcher order:
    dicts with ``key``, ``label``, ``values`` (the first is the default), ``help`` and
    optionally ``option`` and ``value_of`` (setting, humans) -> that option's value."""
    from game.core import registry
    from scenes.games import spec
    return [dict(row, game=gid) for gid in registry.ids() for row in getattr(spec(gid), "SETTINGS", ())]


def _choices() -> dict:
    """Setting key -> its values, for every setting that is one of a few words."""
    return {"pace": PACES, "replays_kept": REPLAYS_KEPT, **{row["key"]: tuple(row["values"]) for row in game_settings()}}


def all_defaults() -> dict:
    """Every setting (shared, then the games') with its default."""
    return {**SHARED_DEFAULTS, **{row["key"]: row["values"][0] for row in game_settings()}}


def settings_path() -> Path:
    return config_dir() / FILE_NAME


def defaults() -> dict:
    return all_defaults()


def validate(data, where: str = FILE_NAME) -> dict:
    """The settings in ``data`` (a parsed file) over the defaults; DataError (one line) for
    anything that is not a setting or not one of its values."""
    if data is None:                      # an empty file: the defaults
        return defaults()
    if not isinstance(data, dict):
        raise DataError(where, "(top level)", "(settings)", f"must be a mapping of settings, not {short(data)}")
    out = defaults()
    choices = _choices()
    for key, value in data.items():
        if key not in out:
            raise DataError(where, "(top level)", short(key, 40),
                            f"unknown setting (known: {', '.join(out)})")
        if key in choices:
            ok = value in choices[key] and type(value) is type(choices[key][0])     # 50, not 50.0 or true
            want = f"one of {', '.join(map(str, choices[key]))}"
        elif key == "volume":
            ok = isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 100
            want = "a whole number from 0 to 100"
        else:
            ok = isinstance(value, bool)
            want = "true or false"
        if not ok:
            raise DataError(where, key, "(value)", f"{short(value)} is not {want}")
        out[key] = value
    return out


def load(path: str | os.PathLike | None = None) -> tuple[dict, str | None]:
    """``(settings, problem)``: the saved settings, or the defaults and a one-line problem
    when the file is broken (then it is kept as ``settings.yaml.corrupt``). No file: the
    defaults, no problem."""
    path = Path(path) if path is not None else settings_path()
    return read_kept(path, lambda p: validate(load_yaml(p), p), defaults, "settings", "using the defaults")


def save(settings: dict, path: str | os.PathLike | None = None) -> str | None:
    """Write the settings atomically; returns a one-line problem or None."""
    path = Path(path) if path is not None else settings_path()
    data = {k: settings.get(k, v) for k, v in all_defaults().items()}
    return write_kept(path, "Nine Tables settings (the settings screen writes this file)", data, "settings")


def game_options(settings: dict, game_id: str, humans: int) -> dict:
    """The options a new table of ``game_id`` with ``humans`` people at it takes from the
    game's declared settings (``{}`` when it declares none)."""
    out = {}
    for row in game_settings():
        if row["game"] == game_id and row.get("option") and row.get("value_of"):
            out[row["option"]] = row["value_of"](settings.get(row["key"], row["values"][0]), humans)
    return out


# ---------------------------------------------------------------------------------------
# The screen
# ---------------------------------------------------------------------------------------

def _on(v: bool) -> str:
    return "on" if v else "off"


#: the shared rows: (key, label, how the value reads, a line of help)
SHARED_ROWS = (
    ("pace", "Pace", lambda v: str(v), "How fast every table shows what happened (P in the Esc menu)."),
    ("volume", "Volume", lambda v: f"{v} %", "Left and Right change it in steps of 10."),
    ("mute", "Mute", _on, "No sound at all. M mutes and unmutes on every screen."),
    ("large_print", "Large print", _on, "All type about a third bigger, for a big room or a far sofa."),
    ("fullscreen", "Fullscreen", _on, "Start in fullscreen (F11 switches at any time)."),
    ("replays_kept", "Replays kept per table", str, "The newest games of each table on the Replays screen."),
    ("hint_hotseat", "Hint in hot-seat", _on, "Hint (H) when people share the screen too."),
)


#: the height the settings screen's rows may take together (above its Back button)
ROWS_ROOM = 720


def rows() -> tuple:
    """The settings screen's rows: the shared ones, then every game's declared settings."""
    return SHARED_ROWS + tuple((row["key"], row["label"], str, row.get("help", "")) for row in game_settings())


def step(key: str, value, direction: int):
    """The next (``direction`` 1) or previous (-1) value of a setting."""
    if key == "volume":
        v = int(value)
        v = (v // VOLUME_STEP + 1) * VOLUME_STEP if direction > 0 else ((v - 1) // VOLUME_STEP) * VOLUME_STEP
        return max(0, min(100, v))
    choices = _choices()
    if key in choices:
        values = choices[key]
        i = values.index(value) if value in values else 0
        return values[(i + direction) % len(values)]
    return not value


class SettingsScene(Scene):
    """Every setting on one screen: Up/Down choose a row, Left/Right (or Enter) change it, Esc
    goes back; with the mouse, click a row's − / + (or the row to change it)."""

    opaque = True
    ROW_H = 104

    def __init__(self, app):
        super().__init__(app)
        self.focus = 0
        self.rows: list[tuple[str, pygame.Rect, Button, Button]] = []
        self.shown = rows()
        self.defaults = defaults()
        cx = LOGICAL[0] // 2
        x, w = cx - 640, 1280
        y0 = 210
        row_h = min(self.ROW_H, ROWS_ROOM // len(self.shown))      # more games' settings: thinner rows
        for i, (key, _label, _fmt, _help) in enumerate(self.shown):
            r = pygame.Rect(x, y0 + i * row_h, w, row_h - 14)
            less = Button((r.right - 420, r.y + 10, 90, r.h - 20), "−", lambda k=key: self.change(k, -1),
                          colour=(60, 70, 90), size=40)
            more = Button((r.right - 110, r.y + 10, 90, r.h - 20), "+", lambda k=key: self.change(k, 1),
                          colour=(60, 70, 90), size=40)
            self.rows.append((key, r, less, more))
        self.back = Button((cx - 200, y0 + len(self.shown) * row_h + 20, 400, 84), "Back (Esc)",
                           lambda: self.app.pop(self), colour=(170, 120, 30), size=32)

    @property
    def buttons(self) -> list[Button]:
        return [b for _k, _r, less, more in self.rows for b in (less, more)] + [self.back]

    def change(self, key: str, direction: int) -> None:
        self.focus = next(i for i, row in enumerate(self.rows) if row[0] == key)
        self.app.change_setting(key, step(key, self.app.settings.get(key, self.defaults[key]), direction))
        self.app.dirty = True

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            changed = any([b.motion(event.pos) for b in self.buttons])
            row = next((i for i, (_k, r, _l, _m) in enumerate(self.rows) if r.collidepoint(event.pos)), None)
            if row is not None and row != self.focus:
                self.focus = row
                changed = True
            if changed:
                self.app.dirty = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for b in self.buttons:
                if b.hit(event.pos):
                    b.click()
                    return True
            for key, r, _l, _m in self.rows:
                if r.collidepoint(event.pos):
                    self.change(key, 1)
                    return True
            return True
        if event.type == pygame.KEYDOWN:
            k = event.key
            if k == pygame.K_ESCAPE or k == pygame.K_BACKSPACE:
                self.app.pop(self)
            elif k == pygame.K_UP:
                self.focus = (self.focus - 1) % len(self.rows)
            elif k in (pygame.K_DOWN, pygame.K_TAB):
                self.focus = (self.focus + 1) % len(self.rows)
            elif k in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.change(self.rows[self.focus][0], -1 if k == pygame.K_LEFT else 1)
            elif k == pygame.K_F11 or k == pygame.K_m:
                return False           # the app's keys (fullscreen, mute)
            self.app.dirty = True
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEWHEEL)

    def draw(self, surface):
        surface.blit(felt(LOGICAL), (0, 0))
        surface.blit(assets.panel(LOGICAL, (0, 0, 0, 120), 0), (0, 0))
        cx = LOGICAL[0] // 2
        t = assets.text("serif", 64, "Settings", assets.GOLD, role="title")
        surface.blit(t, t.get_rect(midbottom=(cx, 150)))
        s = assets.text("sans", 28, "Up / Down: choose · Left / Right or Enter: change · Esc: back", assets.SOFT,
                        role="caption")
        surface.blit(s, s.get_rect(midtop=(cx, 150)))
        for i, ((key, r, less, more), (_k, label, fmt, help_)) in enumerate(zip(self.rows, self.shown)):
            focused = i == self.focus
            surface.blit(assets.panel(r.size, (24, 60, 40, 240) if focused else (14, 36, 24, 220), 16,
                                      assets.GOLD if focused else (70, 100, 80), 4 if focused else 2), r)
            room = less.rect.x - r.x - 56            # the words stop before the - button
            big, small = 36, 24                      # smaller together until both lines fit the row
            while big > 20 and (assets.font("bold", big).get_linesize() + assets.font("sans", small).get_linesize()
                                > r.h - 8 or assets.font("bold", big).size(label)[0] > room):
                big, small = big - 2, max(14, small - 1)
            small = assets.fit("sans", help_, room, small, 14)
            lt = assets.text("bold", big, label, assets.GOLD if focused else assets.WHITE)
            ht = assets.text("sans", small, help_, assets.SOFT if focused else assets.MUTED)
            y = r.centery - (lt.get_height() + ht.get_height()) // 2
            surface.blit(lt, (r.x + 36, y))
            surface.blit(ht, (r.x + 36, y + lt.get_height()), pygame.Rect(0, 0, room, ht.get_height()))
            vt = assets.text("bold", 36, fmt(self.app.settings.get(key, self.defaults[key])), assets.CREAM)
            surface.blit(vt, vt.get_rect(center=((less.rect.right + more.rect.x) // 2, r.centery)))
            less.draw(surface)
            more.draw(surface)
        self.back.draw(surface)
