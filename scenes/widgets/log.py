"""The log panel: one line per ``Logged`` event, each tagged with the rule it applied."""
from __future__ import annotations

import zlib

import pygame

from scenes import assets

#: the height of the header (the title, the recap's button, Undo)
HEADER = 56
RULE_COLOURS = [(255, 214, 90), (130, 200, 255), (160, 230, 160), (250, 160, 120),
                (210, 170, 255), (120, 230, 220)]


class LogPanel:
    def __init__(self, rect, title: str = "Log"):
        self.rect = pygame.Rect(rect)
        self.title = title
        self.lines: list[tuple[str, str]] = []
        self.scroll = 0          # lines scrolled up from the newest
        self._surf: pygame.Surface | None = None
        self._rendered: list[tuple[pygame.Surface, int]] = []   # per entry: (surface, height)
        self._undo: str | None = None
        #: where the entries start under the header (and its "No undo" line); the recap's panel lies there
        self.body_top = HEADER
        self._body_hidden = False
        #: how the table names each seat ("You", "Computer", "Player 2"): lines say seats so
        self.names: list[str] = []

    # -- the Undo button in the header ----------------------------------------------
    @property
    def undo(self) -> str | None:
        """None: no Undo button; "": Undo is live; else why it is dimmed."""
        return self._undo

    @undo.setter
    def undo(self, value: str | None) -> None:
        if value != self._undo:
            self._undo = value
            self._surf = None

    @property
    def body_hidden(self) -> bool:
        """The entries are not drawn (something lies over them: the recap's panel)."""
        return self._body_hidden

    @body_hidden.setter
    def body_hidden(self, value: bool) -> None:
        if bool(value) != self._body_hidden:
            self._body_hidden = bool(value)
            self._surf = None

    @property
    def undo_rect(self) -> pygame.Rect:
        """The Undo button in the header (top right)."""
        return pygame.Rect(self.rect.right - 132, self.rect.y + 6, 120, HEADER - 12)

    def add(self, text: str, rule: str = "") -> None:
        self.lines.append((text, rule))
        self._rendered.append(self._render_entry(text, rule))
        self.scroll = 0
        self._surf = None

    def add_events(self, events) -> list[int]:
        """Add the log lines (``Logged`` events) of a batch of events; returns their places in
        the batch (a table that holds lines back until its beats show them releases them by place)."""
        places = [i for i, e in enumerate(events) if e.kind == "log"]
        for i in places:
            self.add(*events[i].line(self.names))
        return places

    def clear(self) -> None:
        self.lines.clear()
        self._rendered.clear()
        self._surf = None

    def _render_entry(self, text: str, rule: str):
        width = self.rect.width - 28
        colour = RULE_COLOURS[zlib.crc32(rule.encode()) % len(RULE_COLOURS)] if rule else assets.MUTED
        tag = assets.paragraph("condbold", 23, rule.upper(), width, colour, 0, 3) if rule else None
        body = assets.paragraph("sans", 23, text, width, assets.WHITE, 1)
        h = body.get_height() + (tag.get_height() if tag else 0) + 8
        surf = pygame.Surface((width, h), pygame.SRCALPHA)
        y = 0
        if tag:
            surf.blit(tag, (0, 0))
            y = tag.get_height()
        surf.blit(body, (0, y))
        return assets._convert(surf), h

    def wheel(self, dy: int) -> None:
        self.scroll = max(0, min(len(self.lines) - 1, self.scroll + dy))
        self._surf = None

    def _build(self) -> pygame.Surface:
        r = self.rect
        surf = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(surf, (8, 26, 16, 220), surf.get_rect(), border_radius=14)
        pygame.draw.rect(surf, (255, 255, 255, 50), surf.get_rect(), 2, border_radius=14)
        title = assets.text("bold", 26, self.title, assets.SOFT, role="title")
        surf.blit(title, (14, 10))
        if self._undo is not None:
            b = self.undo_rect.move(-r.x, -r.y)
            live = not self._undo
            pygame.draw.rect(surf, assets.GOLD if live else (40, 52, 46), b, border_radius=8)
            if not live:
                pygame.draw.rect(surf, (255, 255, 255, 60), b, 1, border_radius=8)
            t = assets.text("bold", 26, "Undo", assets.INK if live else assets.MUTED, role="button")
            surf.blit(t, t.get_rect(center=b.center))     # the key (Ctrl+Z) is in How to play and the README
        top = max(HEADER, 10 + title.get_height() + 6)
        if self._undo:                    # why Undo is dimmed, on a line of its own
            hint = assets.paragraph("sans", assets.least(23), f"No undo: {self._undo}", r.width - 28, assets.GOLD, 0, 3)
            surf.blit(hint, (14, top))
            top += hint.get_height() + 4
        self.body_top = top
        if self.body_hidden:               # the recap of the other side's turn lies over it
            return assets._convert(surf)
        y = r.height - 10
        entries = self._rendered[: len(self._rendered) - self.scroll] if self.scroll else self._rendered
        for s, h in reversed(entries):
            y -= h
            if y < top:                   # whole entries only: the older ones are in the sheet (O)
                break
            surf.blit(s, (14, y))
        if self.scroll:
            more = assets.text("sans", 23, f"{self.scroll} back · wheel down: newest", assets.GOLD)
            surf.blit(more, (14, r.height - more.get_height() - 6))
        return assets._convert(surf)

    def draw(self, surface: pygame.Surface) -> None:
        if self._surf is None:
            self._surf = self._build()
        surface.blit(self._surf, self.rect)
