"""The Esc menu over any screen: resume, how to play, the pace, settings, back to the
launcher, quit (the app opens it: ``App.open_menu``)."""
from __future__ import annotations

from typing import Callable

import pygame

from scenes import assets
from scenes.scene import LOGICAL
from scenes.screens.settings import SettingsScene
from scenes.table.choreo import PACES
from scenes.widgets.button import Button
from scenes.widgets.overlays import ButtonScene, _dim


class MenuScene(ButtonScene):
    """Esc: resume, how to play, back to the launcher, quit."""

    def __init__(self, app):
        super().__init__(app)
        self.hint = ""
        below = [s for s in app.stack if not isinstance(s, MenuScene)]
        for s in reversed(below):
            h = s.rules_hint()
            if h:
                self.hint = h
                break
        self.show_hint = False
        cx = LOGICAL[0] // 2
        items: list[tuple[str, Callable, int | None]] = [
            ("Resume", self.resume, pygame.K_r),
            ("How to play", self.toggle_hint, pygame.K_h),
            (self._pace_label(), self.cycle_pace, pygame.K_p),
            ("Settings (S)", self.open_settings, pygame.K_s),
            ("Back to the launcher", self.to_launcher, pygame.K_l),
            ("Quit", lambda: app.quit(0), pygame.K_q),
        ]
        if not self.hint:
            items.pop(1)
        y = 330
        for label, fn, key in items:
            self.buttons.append(Button((cx - 220, y, 440, 78), label, fn, key=key, size=30))
            y += 96

    def resume(self):
        self.app.pop(self)

    def _pace_label(self) -> str:
        return f"Pace: {self.app.settings.get('pace', 'normal')} (P)"

    def cycle_pace(self):
        """Slow, normal, fast, instant: how fast every table shows what happened."""
        names = list(PACES)
        now = self.app.settings.get("pace", "normal")
        self.app.change_setting("pace", names[(names.index(now) + 1) % len(names)] if now in names else "normal")
        for b in self.buttons:
            if b.action == self.cycle_pace:
                b.label = self._pace_label()
        self.app.dirty = True

    def open_settings(self):
        """The settings screen (scenes/screens/settings.py) over the menu; Esc comes back here."""
        self.app.push(SettingsScene(self.app))

    def on_uncover(self):
        for b in self.buttons:               # the pace may have changed on the settings screen
            if b.action == self.cycle_pace:
                b.label = self._pace_label()

    def toggle_hint(self):
        self.show_hint = not self.show_hint
        self.app.dirty = True

    def to_launcher(self):
        self.app.to_launcher()

    def key(self, event) -> bool:
        if event.key == pygame.K_ESCAPE:
            if self.show_hint:
                self.show_hint = False
            else:
                self.resume()
            return True
        return True

    def draw(self, surface):
        _dim(surface, 180)
        if self.show_hint:
            box = pygame.Rect(260, 120, 1400, 840)
            surface.blit(assets.panel(box.size, (12, 36, 24, 245), 20, assets.GOLD, 3), box)
            t = assets.text("bold", 40, "How to play", assets.GOLD)
            surface.blit(t, (box.x + 40, box.y + 30))
            p = assets.paragraph("sans", 24, self.hint, box.w - 80, assets.WHITE, 6)
            surface.blit(p, (box.x + 40, box.y + 100))
            f = assets.text("cond", 20, "Esc or H to close", assets.MUTED)
            surface.blit(f, f.get_rect(bottomright=(box.right - 30, box.bottom - 20)))
            return
        t = assets.text("bold", 56, "Paused", assets.WHITE)
        surface.blit(t, t.get_rect(center=(LOGICAL[0] // 2, 250)))
        for b in self.buttons:
            b.draw(surface)
