"""The Replays screen: every kept game (:mod:`game.core.replays`), newest first, to be watched again on
its table (:mod:`scenes.screens.replay_viewer`); and ``python main.py replay FILE``.

The list shows for each game: the table, the date, the seats and their levels, the winner (or the
turn it was left at) and its length. Up / Down (d-pad) choose, Enter (A) or a click watches it,
Page Up / Page Down (shoulders) turn the page, Tab (Y) or the Game button shows one table's games
only, Esc (B) goes back. A replay file that cannot be read is set aside as ``.corrupt`` and named
in one line at the top.
"""
from __future__ import annotations


import pygame

from game.core import registry, replays
from game.core.saves import SaveError
from scenes import assets
from scenes.screens.replay_viewer import open_viewer
from scenes.scene import LOGICAL, Scene
from scenes.widgets.button import Button, mouse_on_buttons
from scenes.widgets.felt import titled_backdrop

#: rows of a page, their height, and the columns (title, x, width) of the list
ROWS, ROW_H, TOP = 7, 80, 250
COLUMNS = (("Game", 100, 380), ("Date", 490, 250), ("Seats", 750, 430), ("Winner", 1190, 330),
           ("Length", 1530, 290))
#: the type (at 1920x1080): rows and notes at least 23 px, headings and buttons 26 px
TEXT_PX, HEAD_PX = 24, 26


least = assets.least


class ReplaysScene(Scene):
    """The list of kept games; Enter or a click opens one on its table."""

    def __init__(self, app, directory=None):
        super().__init__(app)
        self.directory = directory
        self.game: str | None = None          # None: every table
        self.focus = 0
        self.page = 0
        self.problems: list[str] = []
        self.found: list = []
        self.back_button = Button((LOGICAL[0] // 2 - 170, 960, 340, 76), "Back (Esc)", lambda: app.pop(self),
                                  colour=(60, 70, 90), size=HEAD_PX)
        self.prev_button = Button((100, 960, 380, 76), "‹ Newer (PgUp)", lambda: self.turn_page(-1),
                                  colour=(60, 70, 90), size=HEAD_PX)
        self.next_button = Button((LOGICAL[0] - 480, 960, 380, 76), "Older (PgDn) ›", lambda: self.turn_page(1),
                                  colour=(60, 70, 90), size=HEAD_PX)
        self.game_button = Button((100, 150, 640, 64), "", self.cycle_game, colour=(50, 90, 120), size=HEAD_PX)
        self.refresh()

    # ------------------------------------------------------------------ data
    def refresh(self) -> None:
        found = replays.find(self.directory, self.game)
        self.found = list(found)
        self.problems = (self.problems + [f"A replay could not be read and was set aside: {p}"
                                          for p in found.problems])[-2:]
        self.page = min(self.page, self.pages - 1)
        self.focus = min(self.focus, max(0, len(self.found) - 1))
        self.game_button.label = f"Table: {registry.info(self.game).title if self.game else 'every table'} (Tab)"
        self.app.dirty = True

    @property
    def pages(self) -> int:
        return max(1, -(-len(self.found) // ROWS))

    def shown(self) -> list:
        return self.found[self.page * ROWS:(self.page + 1) * ROWS]

    def cycle_game(self, direction: int = 1) -> None:
        """Every table, then each table's games alone."""
        choices = [None] + registry.ids()
        self.game = choices[(choices.index(self.game) + direction) % len(choices)] \
            if self.game in choices else None
        self.page = self.focus = 0
        self.refresh()

    def turn_page(self, direction: int) -> None:
        self.page = max(0, min(self.pages - 1, self.page + direction))
        self.focus = self.page * ROWS
        self.app.dirty = True

    def open(self, index: int) -> None:
        """Watch the replay at ``index`` of the list (checked as a save is; a bad file is set aside)."""
        if not 0 <= index < len(self.found):
            return
        try:
            replay = replays.load(self.found[index].path, set_aside=True)
        except SaveError as e:
            self.problems = (self.problems + [f"Could not open the replay: {e}"])[-2:]
            self.refresh()
            return
        open_viewer(self.app, replay)

    def on_uncover(self) -> None:
        self.refresh()

    # ------------------------------------------------------------------ input
    @property
    def buttons(self) -> list[Button]:
        out = [self.game_button, self.back_button]
        if self.page > 0:
            out.append(self.prev_button)
        if self.page < self.pages - 1:
            out.append(self.next_button)
        return out

    def row_rect(self, i: int) -> pygame.Rect:
        """The ``i``-th row of the page."""
        return pygame.Rect(80, TOP + 50 + i * ROW_H, LOGICAL[0] - 160, ROW_H - 10)

    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN:
            k = event.key
            n = len(self.found)
            if k in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.app.pop(self)
            elif k == pygame.K_UP and n:
                self.focus = (self.focus - 1) % n
                self.page = self.focus // ROWS
            elif k == pygame.K_DOWN and n:
                self.focus = (self.focus + 1) % n
                self.page = self.focus // ROWS
            elif k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.open(self.focus)
            elif k in (pygame.K_PAGEUP, pygame.K_LEFT):
                self.turn_page(-1)
            elif k in (pygame.K_PAGEDOWN, pygame.K_RIGHT):
                self.turn_page(1)
            elif k in (pygame.K_TAB, pygame.K_g):
                self.cycle_game(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            elif k in (pygame.K_F11, pygame.K_m):
                return False                 # the app's keys (fullscreen, mute)
            self.app.dirty = True
            return True
        pos = getattr(event, "pos", None)
        used = mouse_on_buttons(self.app, self.buttons, event)
        if event.type == pygame.MOUSEMOTION:
            for i in range(len(self.shown())):
                if self.row_rect(i).collidepoint(pos) and self.focus != self.page * ROWS + i:
                    self.focus, self.app.dirty = self.page * ROWS + i, True
            return True
        if used:
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for i in range(len(self.shown())):
                if self.row_rect(i).collidepoint(pos):
                    self.open(self.page * ROWS + i)
                    return True
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEWHEEL)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface) -> None:
        cx = titled_backdrop(surface, "Replays")
        keep = self.app.settings.get("replays_kept", replays.KEEP)
        note = f"The newest {keep} games of each table · Up / Down, Enter: watch · Esc: back"
        nt = assets.text("sans", assets.fit("sans", note, LOGICAL[0] - 820, TEXT_PX, least(TEXT_PX - 1)), note,
                         assets.SOFT)
        surface.blit(nt, nt.get_rect(midleft=(780, 182)))
        self.game_button.draw(surface)
        y = TOP
        for title, x, _w in COLUMNS:
            ht = assets.text("bold", HEAD_PX, title, assets.GOLD)
            surface.blit(ht, (x, y + 8))
        rows = self.shown()
        if not rows:
            empty = ("No replays yet: every game that ends, or that you leave, is kept here to be "
                     "watched again.")
            p = assets.paragraph("sans", HEAD_PX, empty, 1200, assets.WHITE, 6, align="center")
            surface.blit(p, p.get_rect(midtop=(cx, TOP + 120)))
        for i, s in enumerate(rows):
            r = self.row_rect(i)
            focused = self.page * ROWS + i == self.focus
            surface.blit(assets.panel(r.size, (24, 60, 40, 240) if focused else (14, 36, 24, 220), 14,
                                      assets.GOLD if focused else (70, 100, 80), 4 if focused else 2), r)
            cells = (s.title, s.when(), s.seats_words(), s.winner_words(), s.length_words())
            for (_title, x, w), text in zip(COLUMNS, cells):
                colour = assets.GOLD if focused and x == COLUMNS[0][1] else assets.WHITE
                if text.startswith("Left"):
                    colour = assets.MUTED
                size = assets.fit("sans", text, w - 16, TEXT_PX, least(TEXT_PX - 1))       # large print: smaller
                ct = assets.paragraph("sans", size, text, w - 16, colour, 2, 1)                # else it ends in …
                surface.blit(ct, (x, r.centery - ct.get_height() // 2))
        if self.pages > 1:
            pt = assets.text("sans", TEXT_PX, f"Page {self.page + 1} of {self.pages}", assets.SOFT)
            surface.blit(pt, pt.get_rect(center=(cx, 905)))
        for b in self.buttons:
            b.draw(surface)
        y = 8
        for line in self.problems:
            p = assets.paragraph("sans", TEXT_PX - 1, line, LOGICAL[0] - 120, assets.WHITE, 2, 2)
            box = pygame.Rect(40, y, LOGICAL[0] - 80, p.get_height() + 12)
            surface.blit(assets.panel(box.size, (30, 10, 10, 235), 10, assets.BAD, 2), box)
            surface.blit(p, (box.x + 20, box.y + 6))
            y += box.h + 6
