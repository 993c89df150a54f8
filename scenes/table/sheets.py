"""The log and "How to play", folded away until asked for (issue 27: type for a TV).

A table shows only the newest lines of its log and two tabs (:meth:`Sheets.draw_home`:
"Log (O)", "How to play (?)"); a tab, its key or the focus cursor opens the
whole text as a sheet over the table's right side, in type read from a sofa (26 px and more). Esc,
Enter (the pad's A), the same key or a click outside closes it. Nothing here decides a rule: the log's lines are the
ones the table already shows, the help is the plan's ``RULES_HINT``."""
from __future__ import annotations

import zlib

import pygame

from scenes import assets
from scenes.scene import LOGICAL
from scenes.widgets.button import Button
from scenes.widgets.log import RULE_COLOURS

#: the sheets a table can open, with their tab labels and keys
TABS = (("log", "Log (O)", (pygame.K_o,)), ("help", "How to play (?)", (pygame.K_SLASH, pygame.K_QUESTION)))
#: the sheet's place: the right side of the screen, clear of nothing (it is drawn over the table)
SHEET = pygame.Rect(LOGICAL[0] - 900, 40, 860, LOGICAL[1] - 80)
BODY_PX, TAG_PX, TITLE_PX = 26, 23, 34


class Sheets:
    """The tabs and the open sheet of one table (``TableScene.sheets``)."""

    def __init__(self, table):
        self.table = table
        self.open: str | None = None
        self.scroll = 0
        self.tabs: list[Button] = []

    # ------------------------------------------------------------------ input
    def toggle(self, name: str) -> None:
        """Open sheet ``name`` ("log" or "help"), or close it when it is the one open."""
        self.open = None if self.open == name else name
        self.scroll = 0
        self.table.app.dirty = True

    def handle(self, event) -> bool:
        """The sheets' keys and, while one is open, every click and key (True: used)."""
        if event.type == pygame.KEYDOWN:
            for name, _label, keys in TABS:
                if event.key in keys and not event.mod & pygame.KMOD_CTRL:
                    self.toggle(name)
                    return True
            if self.open is not None:
                if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
                    self.toggle(self.open)
                elif event.key in (pygame.K_UP, pygame.K_PAGEUP):
                    self.scroll += 1 if event.key == pygame.K_UP else 5
                elif event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN):
                    self.scroll = max(0, self.scroll - (1 if event.key == pygame.K_DOWN else 5))
                self.table.app.dirty = True
                return True
            return False
        if self.open is None and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and \
                getattr(event, "button", 0) == 1:
            tab = next((b for b in self.tabs if b.visible and b.rect.collidepoint(event.pos)), None)
            if tab is not None:
                if event.type == pygame.MOUSEBUTTONUP:
                    tab.click()
                return True
            return False
        if self.open is None and event.type == pygame.MOUSEMOTION:
            if any([b.motion(event.pos) for b in self.tabs]):
                self.table.app.dirty = True
            return False
        if self.open is not None and event.type in (pygame.MOUSEBUTTONUP, pygame.MOUSEBUTTONDOWN):
            if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and not SHEET.collidepoint(event.pos):
                self.toggle(self.open)
            return True
        if self.open is not None and event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll + event.y)
            self.table.app.dirty = True
            return True
        return False

    # ------------------------------------------------------------------ drawing
    def begin_frame(self) -> None:
        """A new frame: the tabs count as shown only once a plan draws them again (a zone that
        shows a card this frame has no tabs for the mouse or the cursor)."""
        for b in self.tabs:
            b.visible = False

    def draw_home(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The help zone while no card is read there: a panel with the two tabs under its top (the
        Hint button takes the top right, scenes/table/hint.py) and room at its foot for the
        controls line of the device used last (scenes/table/focus.py draws it). In the kiosk's show,
        the table's ``help_override`` (the invitation) instead, with no tabs."""
        rect = pygame.Rect(rect)
        own = self.table.help_override(rect)
        if own is not None:
            surface.blit(own, rect)
            return
        surface.blit(assets.panel(rect.size, (8, 26, 16, 200), 14, (255, 255, 255, 40), 2), rect)
        head = assets.text("bold", TAG_PX, "Read a card: point at it", assets.SOFT)
        top = rect.y + 66
        surface.blit(head, (rect.x + 16, top))
        top += head.get_height() + 12
        w = rect.w - 32
        if not self.tabs or self.tabs[0].rect.topleft != (rect.x + 16, top) or self.tabs[0].rect.w != w:
            self.tabs = [Button((rect.x + 16, top + i * 66, w, 56), label, lambda name=name: self.toggle(name),
                                size=26, colour=(40, 70, 55))
                         for i, (name, label, _keys) in enumerate(TABS)]
        for b in self.tabs:
            b.visible = True
            b.draw(surface)

    def draw(self, surface: pygame.Surface) -> None:
        """The open sheet over the table (nothing when none is open)."""
        if self.open is None:
            return
        t = self.table
        surface.blit(assets.panel(SHEET.size, (8, 26, 16, 245), 18, assets.GOLD, 3), SHEET)
        title = "Log: the rule applied, then what happened" if self.open == "log" else "How to play"
        head = assets.text("bold", TITLE_PX, title, assets.GOLD, role="title")
        surface.blit(head, (SHEET.x + 28, SHEET.y + 20))
        foot = assets.text("sans", TAG_PX, "Esc closes · Up / Down scroll", assets.SOFT)
        surface.blit(foot, foot.get_rect(bottomleft=(SHEET.x + 28, SHEET.bottom - 16)))
        top, bottom = SHEET.y + 30 + head.get_height(), SHEET.bottom - 30 - foot.get_height()
        width = SHEET.w - 56
        if self.open == "help":
            body = assets.paragraph("sans", BODY_PX, t.rules_hint(), width, assets.WHITE, 8)
            self.scroll = min(self.scroll, max(0, (body.get_height() - (bottom - top)) // 40))
            y0 = self.scroll * 40
            surface.blit(body, (SHEET.x + 28, top), pygame.Rect(0, y0, width, bottom - top))
            return
        lines = list(getattr(t.log, "lines", []))
        self.scroll = min(self.scroll, max(0, len(lines) - 1))
        y = bottom
        for text, rule in reversed(lines[: len(lines) - self.scroll] if self.scroll else lines):
            colour = RULE_COLOURS[zlib.crc32(rule.encode()) % len(RULE_COLOURS)] if rule else assets.MUTED
            tag = assets.paragraph("condbold", TAG_PX, rule.upper(), width, colour, 0, 2) if rule else None
            body = assets.paragraph("sans", BODY_PX, text, width, assets.WHITE, 2)
            h = body.get_height() + (tag.get_height() if tag else 0) + 12
            if y - h < top:
                break
            y -= h
            if tag:
                surface.blit(tag, (SHEET.x + 28, y))
            surface.blit(body, (SHEET.x + 28, y + (tag.get_height() if tag else 0)))

