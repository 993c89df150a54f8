"""The Statistics screen: per table and per computer level, the games, wins, losses, draws, the
current and the best winning streak and the average length (:mod:`game.core.stats`).

Counted are the finished games of one person against the computer (see the module above); the
file is kept beside the settings, a broken one is set aside and named in one line here. Reset (R)
asks first. Page Up / Page Down (shoulders) turn the page when there are many rows; Esc (B) goes
back.
"""
from __future__ import annotations

import pygame

from game.core import registry, stats
from scenes import assets
from scenes.widgets.overlays import ConfirmScene
from scenes.scene import LOGICAL, Scene
from scenes.widgets.button import Button, ButtonFocus, mouse_on_buttons
from scenes.widgets.felt import titled_backdrop

#: rows of a page, their height, where the list starts, and the columns (title, x, width, align)
ROWS, ROW_H, TOP = 10, 64, 230
COLUMNS = (("Table", 100, 440, "left"), ("Against", 560, 170, "left"), ("Games", 740, 130, "right"),
           ("Won", 880, 120, "right"), ("Lost", 1010, 120, "right"), ("Drawn", 1140, 130, "right"),
           ("Streak", 1280, 140, "right"), ("Best", 1430, 110, "right"), ("Avg length", 1550, 270, "right"))
TEXT_PX, HEAD_PX = 24, 26


def load_for(app) -> tuple[dict, str | None]:
    """The statistics an app shows: the file (when the app keeps its files: ``app.persist``),
    else none; with the one-line problem of a broken file."""
    if not getattr(app, "persist", False):
        return stats.empty(), None
    return stats.load()


class StatsScene(Scene):
    """Every counted game's numbers, and Reset (asks first)."""

    def __init__(self, app):
        super().__init__(app)
        self.page = 0
        self.data, self.problem = load_for(app)
        cx = LOGICAL[0] // 2
        self.reset_button = Button((cx - 380, 960, 360, 76), "Reset… (R)", self.ask_reset, key=pygame.K_r,
                                   colour=(120, 60, 50), size=HEAD_PX)
        self.back_button = Button((cx + 20, 960, 360, 76), "Back (Esc)", lambda: app.pop(self),
                                  colour=(60, 70, 90), size=HEAD_PX)
        #: arrows (d-pad) between Reset and Back, Enter (A) clicks: the app routes and draws it
        self.nav = ButtonFocus(lambda: self.buttons)

    @property
    def rows(self) -> list:
        return stats.rows(self.data, registry.ids())

    @property
    def pages(self) -> int:
        return max(1, -(-len(self.rows) // ROWS))

    @property
    def buttons(self) -> list[Button]:
        return [self.reset_button, self.back_button]

    def ask_reset(self) -> None:
        self.app.push(ConfirmScene(
            self.app, "Reset the statistics?",
            "Every table's wins, losses, draws and streaks are forgotten. This cannot be undone.",
            [("Reset them (Y)", self.reset, pygame.K_y), ("Keep them (Esc)", lambda: None, None)]))

    def reset(self) -> None:
        problem = stats.reset() if getattr(self.app, "persist", False) else None
        self.data, self.problem, self.page = stats.empty(), problem, 0
        self.app.dirty = True

    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN:
            k = event.key
            if k in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.app.pop(self)
            elif k == pygame.K_r:
                self.ask_reset()
            elif k == pygame.K_PAGEUP:
                self.page = max(0, self.page - 1)
            elif k == pygame.K_PAGEDOWN:
                self.page = min(self.pages - 1, self.page + 1)
            else:
                return False                 # Enter: the focus; F11, M: the app's keys
            self.app.dirty = True
            return True
        if mouse_on_buttons(self.app, self.buttons, event) is not None:
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.page = max(0, min(self.pages - 1, self.page - event.y))
            self.app.dirty = True
            return True
        return event.type == pygame.MOUSEBUTTONDOWN

    @staticmethod
    def cells(gid: str, level: str, rec: dict) -> tuple:
        title = registry.info(gid).title if registry.known(gid) else gid
        unit = getattr(registry.get(gid), "progress_unit", "turns") if registry.known(gid) else "turns"
        avg = f"{stats.average(rec):.1f} {unit}" if rec["games"] else "–"
        return (title, stats.level_word(level), str(rec["games"]), str(rec["wins"]), str(rec["losses"]),
                str(rec["draws"]), str(rec["streak"]), str(rec["best"]), avg)

    def draw(self, surface) -> None:
        cx = titled_backdrop(surface, "Statistics")
        note = ("Your finished games against the computer (one person at the table), per table and level. "
                "Streak: wins in a row now.")
        p = assets.paragraph("sans", TEXT_PX, note, 1500, assets.SOFT, 4, align="center")
        surface.blit(p, p.get_rect(midtop=(cx, 130)))
        for title, x, w, align in COLUMNS:
            ht = assets.text("bold", HEAD_PX, title, assets.GOLD)
            surface.blit(ht, ht.get_rect(topright=(x + w, TOP)) if align == "right" else (x, TOP))
        rows = self.rows[self.page * ROWS:(self.page + 1) * ROWS]
        if not rows:
            empty = "No games counted yet: finish a game against the computer and it shows here."
            e = assets.paragraph("sans", HEAD_PX, empty, 1200, assets.WHITE, 6, align="center")
            surface.blit(e, e.get_rect(midtop=(cx, TOP + 120)))
        for i, (gid, level, rec) in enumerate(rows):
            r = pygame.Rect(80, TOP + 50 + i * ROW_H, LOGICAL[0] - 160, ROW_H - 8)
            surface.blit(assets.panel(r.size, (14, 36, 24, 220), 12, (70, 100, 80), 2), r)
            for (_t, x, w, align), text in zip(COLUMNS, self.cells(gid, level, rec)):
                size = assets.fit("sans", text, w - 8, TEXT_PX, TEXT_PX)
                ct = assets.text("sans", size, text, assets.WHITE)
                where = ct.get_rect(midright=(x + w, r.centery)) if align == "right" else \
                    ct.get_rect(midleft=(x, r.centery))
                surface.blit(ct, where, pygame.Rect(0, 0, w, ct.get_height()))
        if self.pages > 1:
            pt = assets.text("sans", TEXT_PX, f"Page {self.page + 1} of {self.pages} · Page Up / Page Down",
                             assets.SOFT)
            surface.blit(pt, pt.get_rect(center=(cx, 930)))
        for b in self.buttons:
            b.draw(surface)
        if self.problem:
            p = assets.paragraph("sans", TEXT_PX - 1, self.problem, LOGICAL[0] - 120, assets.WHITE, 2, 2)
            box = pygame.Rect(40, 8, LOGICAL[0] - 80, p.get_height() + 12)
            surface.blit(assets.panel(box.size, (30, 10, 10, 235), 10, assets.BAD, 2), box)
            surface.blit(p, (box.x + 20, box.y + 6))
