"""The replay viewer: a kept game (:class:`game.core.replays.Replay`) played again on the game's real
table, one logged action at a time.

The viewer is a thin scene on top of the table (as the lesson player is): it builds the table for
the replay's seats, seed and options, keeps the table from acting by itself (no autosave, no
replay kept of the replay, no legal moves, no undo, clicks on the table refused with a note) and
drives it:

- **forward** one move: the logged action is submitted for its seat, so it animates with its beats
  at the pace setting and its log lines appear as in the game;
- **back**, **jump** to the start, the end or the previous / next turn (round), or a click on the
  timeline: the table takes :meth:`Replay.state_at` (the rules are deterministic) without animation,
  and the log is cut back (or written on) to that move;
- **play / pause**: a move every ``BOT_PACE`` seconds times the pace, after its beats;
- **view**: from each seat in turn, then with every hand open (tables that draw open hands).

Keys (a controller's buttons are these keys, see ``scenes/screens/app.py``): Space play / pause (X),
Left / Right one move (d-pad), Home / End the start / the end, Page Up / Page Down (shoulders) the
previous / next turn, Tab the next view (Y), Esc leave (B). The mouse clicks the panel's buttons
and the timeline (its ends: the start and the end; its ticks: where each turn or round starts); a
click on a card still reads it, and nothing is played.
"""
from __future__ import annotations

import pygame

from game.core.contract import seat_name
from game.core.replays import Replay
from scenes import assets
from scenes.table.make import make_table
from scenes.scene import LOGICAL, Scene
from scenes.table.choreo import PACES
from scenes.table.legal import Legal
from scenes.table.open_hands import OpenHands
from scenes.widgets.button import Button

#: seconds between two moves while playing (times the pace), as the computer plays
BOT_PACE = 0.8
#: the panel's size, and the zones of a table it may lie over (the first the layout has)
PANEL_W, PANEL_H = 420, 300
OVER = ("controls", "help", "zoom")
#: the type: buttons and the panel's head at least 26 px, the rest at least 23 px (at 1920x1080)
BUTTON_PX, HEAD_PX, TEXT_PX = 26, 26, 23
GREY, GREEN, GOLDEN = (60, 70, 90), (46, 120, 78), (170, 120, 30)


class ReplayScene(Scene):
    """A replay on its table (``self.table``, pushed under this scene by :func:`open_viewer`)."""

    opaque = False

    def __init__(self, app, replay: Replay, *, view: int | None = None):
        super().__init__(app)
        self.replay = replay
        t = self.table = make_table(app, replay.game, list(replay.seats), replay.seed,
                                    options=dict(replay.options) or None)
        t.autosave_enabled = False          # a replay writes no save and keeps no replay of itself
        t.keeps_records = False
        self._submit, self._refresh = t.submit, t.refresh_legal
        t.submit, t.refresh_legal, t.undo = self._refuse, self._refresh_legal, self._no_undo
        t.show_undo = self._no_undo      # no Undo button in the log's header
        self._driving = False
        #: the views Tab goes through: (seat, every hand open)
        first = t.view_seat if t.view_seat is not None else 0
        self.views = [(s, False) for s in range(len(replay.seats))]
        if t.draws_open_hands:
            self.views.append((first, True))
        self.view_index = self.views.index((first, False)) if view is None else view % len(self.views)
        self.k = 0                       # actions applied so far
        self.marks = replay.marks()      # where each turn (round) starts
        self.playing = False
        self.wait = 0.0
        self._log_len: dict[int, int] = {}
        self.panel = self._place_panel()
        self._build_buttons()
        if view is not None or t.view_seat is None:
            self._apply_view()
        else:
            t.sync(animate=False)
        self._refresh_legal()
        self._log_len[0] = len(t.log.lines)

    # ------------------------------------------------------------------ the table's hooks
    def _refuse(self, action, seat=None) -> bool:
        """The table's own submit, only for the viewer's steps; a click on the table is refused."""
        if self._driving:
            return self._submit(action, seat)
        self.table.show_toast("A replay: Space plays, Left and Right step, Esc leaves.", bad=False)
        return False

    def _refresh_legal(self) -> None:
        self._refresh()
        t = self.table
        if t.legal:
            t.legal, t.legal_moves = [], Legal()
            t.legal_changed()
        t.log.undo = None

    def _no_undo(self) -> bool:
        self.table.log.undo = None
        return False

    # ------------------------------------------------------------------ moving through the game
    @property
    def steps(self) -> int:
        return self.replay.steps

    def forward(self) -> None:
        """One move on, animated (its beats at the pace setting)."""
        if self.k >= self.steps:
            self.playing = False
            return
        t = self.table
        if t.busy:
            t.hurry()
        self._settle_log()
        seat, action = self.replay.actions[self.k]
        self._driving = True
        try:
            ok = self._submit(action, seat)
        finally:
            self._driving = False
        if not ok:                        # cannot happen for a checked replay: show where it stands
            self.goto(self.k + 1)
            return
        self.k += 1
        t._curtain_pending = False
        self.app.dirty = True

    def back(self) -> None:
        self.playing = False
        self.goto(self.k - 1)

    def goto(self, j: int) -> None:
        """The table after the first ``j`` actions, at once (no animation); the log follows."""
        j = max(0, min(self.steps, j))
        t = self.table
        self._settle_log()
        t.state = self.replay.state_at(j)
        t.actions = list(self.replay.actions[:j])
        t.undo_blocks = ["this is a replay"] * j
        t.version += 1
        t._job = None
        t._curtain_pending = False
        self._log_to(j)
        self.k = j
        t.sync(animate=False)
        self._refresh_legal()
        self.app.dirty = True

    def _settle_log(self) -> None:
        """Beats still playing end now, and lines the log holds back are shown: the log then
        has the lines of every move so far (noted for stepping back)."""
        t = self.table
        t.hurry()
        release = getattr(t.log, "release", None)
        if release is not None:
            release()
        self._log_len[self.k] = len(t.log.lines)

    def _log_to(self, j: int) -> None:
        """Cut the log back to its lines after move ``j`` (or write on from the nearest move it had)."""
        log = self.table.log
        for k in [k for k in self._log_len if k > j]:
            del self._log_len[k]
        base = max(self._log_len)
        n = self._log_len[base]
        del log.lines[n:]
        del log._rendered[n:]
        log.scroll, log._surf = 0, None
        log.names = [self.table.short_name(s) for s in range(len(self.replay.seats))]
        for k in range(base + 1, j + 1):
            for e in self.replay.events_at(k):
                if e.kind == "log":
                    log.add(*e.line(log.names))
            self._log_len[k] = len(log.lines)

    def turn(self, direction: int) -> None:
        """The start of the previous (-1) or next (+1) turn or round."""
        self.playing = False
        marks = self.marks
        if direction > 0:
            self.goto(next((m for m in marks if m > self.k), self.steps))
        else:
            self.goto(max((m for m in marks if m < self.k), default=0))

    def toggle_play(self) -> None:
        if self.k >= self.steps:
            self.goto(0)
        self.playing = not self.playing
        self.wait = BOT_PACE            # the first move at once

    def next_view(self, direction: int = 1) -> None:
        """Tab: from the next seat, then with every hand open (where the table draws them)."""
        self.view_index = (self.view_index + direction) % len(self.views)
        self._apply_view()

    def _apply_view(self) -> None:
        t = self.table
        seat, open_ = self.views[self.view_index]
        t.ruleset = OpenHands(t.rules) if open_ else t.rules
        self._settle_log()
        t.set_view_seat(seat)
        self._refresh_legal()

    def view_words(self) -> str:
        seat, open_ = self.views[self.view_index]
        return "Every hand open" if open_ else f"{self.table.short_name(seat)} · {seat_name(seat)}"

    def leave(self) -> None:
        self.app.pop(self)
        self.app.pop(self.table)

    # ------------------------------------------------------------------ the panel
    def _place_panel(self) -> pygame.Rect:
        """Over the table's controls, help or zoom panel (what a replay needs least), on the
        screen's edge nearest it."""
        layout = self.table.layout
        zone = next((layout.rect(n) for n in OVER if n in getattr(layout, "zones", {})), None)
        r = pygame.Rect(0, 0, PANEL_W, PANEL_H)
        if zone is None:
            r.bottomright = (LOGICAL[0] - 16, LOGICAL[1] - 16)
            return r
        r.bottom = zone.bottom if zone.bottom > LOGICAL[1] // 2 else zone.y + PANEL_H
        if zone.centerx > LOGICAL[0] // 2:
            r.right = zone.right
        else:
            r.x = zone.x
        return r.clamp(pygame.Rect(0, 0, *LOGICAL).inflate(-16, -16))

    def _build_buttons(self) -> None:
        p = self.panel
        x, w = p.x + 16, p.w - 32
        y = p.y + 106                    # under the head (two lines) and the timeline
        h, gap = 54, 8
        third = (w - 2 * gap) // 3
        half = (w - gap) // 2
        unit = self.replay.unit.rstrip("s").capitalize()
        self.back_button = Button((x, y, third, h), "◀ Back", self.back, colour=GREY, size=BUTTON_PX)
        self.play_button = Button((x + third + gap, y, third, h), "Pause" if self.playing else "Play",
                                  self.toggle_play, colour=GOLDEN, size=BUTTON_PX)
        self.next_button = Button((x + 2 * (third + gap), y, third, h), "Next ▶", self._step_forward,
                                  colour=GREEN, size=BUTTON_PX)
        y += h + gap
        self.prev_turn = Button((x, y, half, h), f"◀◀ {unit}", lambda: self.turn(-1), colour=GREY, size=BUTTON_PX)
        self.next_turn = Button((x + half + gap, y, half, h), f"{unit} ▶▶", lambda: self.turn(1),
                                colour=GREY, size=BUTTON_PX)
        y += h + gap
        self.view_button = Button((x, y, w - 110 - gap, h), self.view_words(), lambda: self.next_view(1),
                                  colour=(50, 90, 120), size=BUTTON_PX)
        self.leave_button = Button((x + w - 110, y, 110, h), "Leave", self.leave, colour=(120, 60, 50), size=BUTTON_PX)
        self.timeline = pygame.Rect(x, p.y + 78, w, 18)          # a click jumps there (its ends: start, end)
        self.app.dirty = True

    @property
    def buttons(self) -> list[Button]:
        return [self.back_button, self.play_button, self.next_button,
                self.prev_turn, self.next_turn, self.view_button, self.leave_button]

    def _step_forward(self) -> None:
        self.playing = False
        self.forward()

    def _jump(self, j: int) -> None:
        self.playing = False
        self.goto(j)

    # ------------------------------------------------------------------ scene
    @property
    def animating(self) -> bool:
        return self.playing

    def update(self, dt: float) -> None:
        if not self.playing or self.app.top is not self:
            return
        if self.table.busy:
            self.wait = 0.0
            return
        self.wait += dt
        if self.wait >= BOT_PACE * PACES.get(self.table.pace, 1.0):
            self.wait = 0.0
            self.forward()
            if self.k >= self.steps:
                self.playing = False

    def on_uncover(self) -> None:
        self.table.on_uncover()

    def handle(self, event) -> bool:
        t = self.table
        if event.type == pygame.KEYDOWN:
            k = event.key
            keys = {pygame.K_ESCAPE: self.leave, pygame.K_BACKSPACE: self.leave,
                    pygame.K_SPACE: self.toggle_play, pygame.K_RETURN: self.toggle_play,
                    pygame.K_RIGHT: self._step_forward, pygame.K_LEFT: self.back,
                    pygame.K_HOME: lambda: self._jump(0), pygame.K_END: lambda: self._jump(self.steps),
                    pygame.K_PAGEUP: lambda: self.turn(-1), pygame.K_PAGEDOWN: lambda: self.turn(1),
                    pygame.K_UP: lambda: self.turn(-1), pygame.K_DOWN: lambda: self.turn(1),
                    pygame.K_TAB: lambda: self.next_view(-1 if event.mod & pygame.KMOD_SHIFT else 1)}
            if k in keys:
                keys[k]()
                return True
            return k not in (pygame.K_F11, pygame.K_m)       # the app's keys (fullscreen, mute)
        pos = getattr(event, "pos", None)
        if event.type == pygame.MOUSEMOTION:
            if any([b.motion(pos) for b in self.buttons]):
                self.app.dirty = True
            if not self.panel.collidepoint(pos):
                t.handle(event)
            return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and pos is not None:
            if self.panel.collidepoint(pos):
                if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
                    if self.timeline.inflate(0, 16).collidepoint(pos):
                        self._jump(round((pos[0] - self.timeline.x) / max(1, self.timeline.w - 1) * self.steps))
                        return True
                    for b in self.buttons:
                        if b.hit(pos):
                            b.click()
                            break
                return True
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                return True                 # the table is not played: a right-click still reads a card
            return t.handle(event)
        return t.handle(event)

    # ------------------------------------------------------------------ drawing
    def head(self) -> tuple[str, str]:
        """The panel's two lines: ``Replay · <title>`` and ``Move 12 of 33 · turn 5``."""
        r = self.replay
        unit = r.unit.rstrip("s")
        return (f"Replay · {r.title}",
                f"Move {self.k} of {self.steps} · {unit} {r.progress_at(self.k)}")

    def draw(self, surface) -> None:
        p = self.panel
        self.play_button.label = "Pause" if self.playing else "Play"
        self.view_button.label = self.view_words()
        surface.blit(assets.panel(p.size, (12, 24, 16, 255), 18, assets.GOLD, 4), p)
        top, line = self.head()
        w = p.w - 32
        # the head keeps its size in large print (the panel's room is fixed): 26 and 24 px
        t1 = assets.paragraph("bold", _px(HEAD_PX), top, w, assets.GOLD, 0, 1)      # a long title ends in …
        surface.blit(t1, (p.x + 16, p.y + 8))
        t2 = assets.text("sans", assets.fit("sans", line, w, _px(TEXT_PX + 1), _px(TEXT_PX)), line, assets.WHITE)
        surface.blit(t2, (p.x + 16, p.y + 42), pygame.Rect(0, 0, w, t2.get_height()))
        tl = self.timeline
        pygame.draw.rect(surface, (40, 60, 48), tl, border_radius=8)
        if self.steps:
            done = tl.copy()
            done.w = max(12, round(tl.w * self.k / self.steps))
            pygame.draw.rect(surface, assets.GOLD, done, border_radius=8)
            for m in self.marks[1:]:         # where each turn (round) starts
                x = tl.x + round(tl.w * m / self.steps)
                pygame.draw.line(surface, (12, 24, 16), (x, tl.y + 3), (x, tl.bottom - 4), 2)
        for b in self.buttons:
            b.draw(surface)


def _px(real: int) -> int:
    """The font size that is ``real`` pixels at the type scale."""
    return max(1, round(real / assets.TYPE_SCALE))


def open_viewer(app, replay: Replay, view: int | None = None) -> ReplayScene:
    """Push the replay's table and the viewer on it; returns the viewer."""
    viewer = ReplayScene(app, replay, view=view)
    app.push(viewer.table)
    app.push(viewer)
    return viewer
