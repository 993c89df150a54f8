"""Drag and drop of card sprites.

The controller only knows geometry: a press on a sprite becomes a drag after the
mouse moves a few pixels (otherwise it is a click). While dragging, the drop
zones the table offered glow (the one under the mouse brighter). On release the
table decides what the drop means (through ``legal_actions``/``explain``) and
either accepts it or calls :meth:`reject`, which snaps the card back and shows
the reason in plain words.
"""
from __future__ import annotations

import pygame

from scenes import assets

THRESHOLD = 8


class DragController:
    def __init__(self):
        self.sprite = None
        self.press_pos: tuple[int, int] | None = None
        self.offset = (0, 0)
        self.active = False           # past the threshold: a real drag
        self.zones: dict[str, pygame.Rect] = {}
        self.hover_zone: str | None = None
        self.payload = None

    @property
    def pressed(self) -> bool:
        return self.press_pos is not None

    def press(self, sprite, pos, payload=None) -> None:
        self.sprite = sprite
        self.press_pos = (int(pos[0]), int(pos[1]))
        self.offset = (sprite.pos[0] - pos[0], sprite.pos[1] - pos[1]) if sprite is not None else (0, 0)
        self.active = False
        self.payload = payload
        self.zones = {}
        self.hover_zone = None

    def motion(self, pos, zones_for=None) -> bool:
        """Follow the mouse. Returns True when the drag just started.
        ``zones_for(sprite)`` gives the glowing drop zones (name -> rect)."""
        if not self.pressed or self.sprite is None:
            return False
        started = False
        if not self.active:
            dx, dy = pos[0] - self.press_pos[0], pos[1] - self.press_pos[1]
            if dx * dx + dy * dy < THRESHOLD * THRESHOLD:
                return False
            self.active = True
            started = True
            self.sprite.dragging = True
            self.sprite.z = 1000
            self.zones = dict(zones_for(self.sprite)) if zones_for else {}
        self.sprite.pos = (pos[0] + self.offset[0], pos[1] + self.offset[1])
        self.sprite._move = None
        self.hover_zone = next((n for n, r in self.zones.items() if r.collidepoint(pos)), None)
        return started

    def release(self, pos):
        """End the press. Returns ("click", sprite) or ("drop", sprite, zone or None)."""
        sprite, active = self.sprite, self.active
        zone = next((n for n, r in self.zones.items() if r.collidepoint(pos)), None) if active else None
        self.press_pos = None
        self.active = False
        self.zones = {}
        self.hover_zone = None
        if sprite is not None:
            sprite.dragging = False
            sprite.z = 0
        if not active:
            return ("click", sprite)
        return ("drop", sprite, zone)

    def cancel(self) -> None:
        if self.sprite is not None and self.active:
            self.sprite.snap_back()
        if self.sprite is not None:
            self.sprite.dragging = False
        self.press_pos = None
        self.active = False
        self.sprite = None
        self.zones = {}

    @staticmethod
    def reject(sprite) -> None:
        sprite.snap_back()

    def draw_zones(self, surface: pygame.Surface) -> None:
        if not self.active:
            return
        for name, r in self.zones.items():
            hot = name == self.hover_zone
            col = (assets.GLOW_TARGET if hot else assets.GLOW) + ((90 if hot else 50),)
            surface.blit(assets.panel(r.size, col, 18, (assets.GLOW_TARGET if hot else assets.GLOW), 4), r)
