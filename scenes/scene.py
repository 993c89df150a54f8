"""A screen of the app, and the logical canvas every screen draws on."""
from __future__ import annotations

import pygame

LOGICAL = (1920, 1080)


class Scene:
    """A screen of the app. Subclasses override what they need."""

    #: an opaque scene hides everything below it (nothing below is drawn)
    opaque = True

    def __init__(self, app: "App"):
        self.app = app

    def handle(self, event: pygame.event.Event) -> bool:
        """React to one (logical-coordinate) event; True when consumed."""
        return False

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass

    @property
    def animating(self) -> bool:
        """True while something moves (the app then runs at 60 FPS)."""
        return False

    def on_enter(self) -> None:
        pass

    def on_exit(self) -> None:
        pass

    def on_cover(self) -> None:
        """Another scene was pushed on top."""

    def on_uncover(self) -> None:
        """The scene on top was popped."""

    def rules_hint(self) -> str:
        return ""
