"""The lesson player: one lesson file played on the game's real table (see the package's docstring).

Pages: every step with a ``say:`` (or ``learner: true``) is a page; a step with neither runs on the
way to the next page. Next runs the next page's steps on the table's choreography (animated at
the pace setting); Back and Restart replay the action log from the lesson's start without
animation. A "your turn" page waits for the learner's move on the table.
"""
from __future__ import annotations

import json
import math
import os

import pygame

from game.core import registry
from game.core.contract import DataError, IllegalAction, action_from_dict, seat_index
from game.core.scenario import load as load_scenario
from scenes import assets
from scenes.table.make import make_table
from scenes.table.open_hands import OpenHands
from scenes.lessons import (TRACE_ENV, initial_state, lesson_files, lesson_key, load_progress,
                            save_progress)
from scenes.scene import LOGICAL, Scene
from scenes.table.board import split_zone
from scenes.table import legal
from scenes.table.legal import Legal
from scenes.widgets.button import Button

BOX_W = 780
#: the box's widths, tried in this order when the one before covers something (wider is shorter;
#: the narrow one fits beside a table whose middle is all cards)
BOX_WIDTHS = (BOX_W, 1000, 1200, 1460, 640, 580)
GAP = 44
#: seconds the glow around what a page points at pulses (then it stays still: no idle redraws)
PULSE_SECONDS = 4.0

#: the banner while the learner watches a page (no move of theirs is asked for)
WATCHING = "Lesson: watch the table — Next (Right arrow or Space) goes on"


def target_rect(table, name: str) -> pygame.Rect | None:
    """Where ``name`` (a card id or a zone name of the view) is on the table's screen."""
    sp = getattr(table, "sprites", {}).get(name)
    if sp is not None and not sp.gone and sp.fade is None:
        r = pygame.Rect((0, 0), sp.size)
        r.center = (int(sp.home[0]), int(sp.home[1]))
        return r
    seat, rest = split_zone(name)
    if seat is not None:
        part = getattr(table, "part_rect", None)          # a table's own parts of a zone (a square of a grid)
        try:
            found = part(seat, rest) if part is not None else None
            return pygame.Rect(found if found is not None else table.zone(seat, rest))
        except (KeyError, ValueError, TypeError, AttributeError, IndexError):
            return None
    try:
        return pygame.Rect(table.shared(name))
    except (KeyError, ValueError, TypeError, AttributeError):
        return None


def table_caption_rect(table) -> pygame.Rect:
    """Where the table shows its own caption and prompt: its ``caption`` zone, else its banner."""
    layout = getattr(table, "layout", None)
    if layout is not None and "caption" in getattr(layout, "zones", {}):
        return pygame.Rect(layout.rect("caption"))
    return pygame.Rect(table.banner_rect())


def move_rects(table, action) -> list[pygame.Rect]:
    """Where the learner makes ``action`` on the table: its card and where it goes (as the focus
    cursor finds them), or, for a move without a card, the table's live buttons."""
    out = []
    card = legal.subject(action)
    if card is not None:
        r = target_rect(table, card)
        if r is None:
            r = next((i.rect for i in table.focus_items() if i is not None and i.value == card), None)
        if r is not None:
            out.append(pygame.Rect(r))
        try:
            goes = table.focus_target(action)
        except (KeyError, ValueError, TypeError, AttributeError, IndexError):
            goes = None
        if goes is not None:
            out.append(pygame.Rect(goes))
    else:
        out += [pygame.Rect(i.rect) for i in table.focus_items() if i is not None and i.kind == "button"]
    return out


class LessonScene(Scene):
    """A lesson on top of its table (which it builds: ``self.table``)."""

    opaque = False

    def __init__(self, app, game: str, index: int):
        super().__init__(app)
        self.game, self.index = game, index
        self.files = lesson_files(game)
        self.path = str(self.files[index])
        self.key = lesson_key(self.path)
        self.spec = load_scenario(self.path)
        self.title = str(self.spec.get("title") or self.key)
        self.ruleset = registry.get(game)
        state = initial_state(self.ruleset, self.spec, self.path)
        self.origin = self.ruleset.clone(state)
        self.steps: list[dict] = list(self.spec.get("steps") or [])
        self.moves: list = []
        for i, step in enumerate(self.steps):
            if "do" not in step:
                self.moves.append(None)
                continue
            try:
                action = action_from_dict(self.ruleset.action_types, step["do"], "do")
                seat = seat_index(step["seat"]) if "seat" in step else None
            except ValueError as e:
                raise DataError(self.path, f"steps[{i}]", "do", str(e)) from None
            self.moves.append([seat, action])
        self._dry_run()
        self.pages = [i for i, s in enumerate(self.steps) if "say" in s or s.get("learner")] or \
            ([len(self.steps) - 1] if self.steps else [])
        learners = {self.moves[i][0] for i, s in enumerate(self.steps) if s.get("learner")} or {0}
        n = self.ruleset.seat_count(state)
        kinds = ["human" if s in learners else "computer" for s in range(n)]
        opts = self.spec.get("options") if isinstance(self.spec.get("options"), dict) else None
        t = self.table = make_table(app, game, kinds, int(self.spec.get("seed", 0)),
                                    state=self.ruleset.clone(self.origin), options=opts)
        t.autosave_enabled = False
        if self.spec.get("open_hands"):
            t.ruleset = OpenHands(t.ruleset)
        # the two hooks on this table object (the module docstring says why)
        self._submit, self._refresh = t.submit, t.refresh_legal
        t.submit, t.refresh_legal = self._gate, self._refresh_legal
        self._driving = False
        self.page = 0
        self.applied = 0                  # steps applied to the table so far
        self.todo: list[int] = []         # steps still to run for this page (one at a time)
        self.waiting: int | None = None   # the "your turn" step waiting for the learner's move
        self.feedback = ""
        self.pulse = 0.0
        self.completed = False
        self.box = pygame.Rect(0, 0, BOX_W, 200)
        self.buttons: list[Button] = []
        self._hover = None
        t.sync(animate=False)
        t.refresh_legal()
        self.start_page(0)

    # ------------------------------------------------------------------ steps
    def _dry_run(self):
        """Resolve the seat of every step (default: the seat to act) on a copy."""
        st = self.ruleset.clone(self.origin)
        for mv in self.moves:
            if mv is None:
                continue
            if mv[0] is None:
                acting = self.ruleset.to_act(st)
                mv[0] = acting[0] if acting else 0
            try:
                self.ruleset.apply(st, mv[0], mv[1])
            except IllegalAction:
                pass

    @property
    def last_page(self) -> int:
        return len(self.pages) - 1

    @property
    def at_end(self) -> bool:
        return self.page == self.last_page and not self.todo and self.waiting is None

    def start_page(self, p: int, animate: bool = True):
        """Show page ``p``: from the page before, its steps run animated; else replayed at once."""
        p = max(0, min(p, self.last_page))
        idx = self.pages[p] if self.pages else -1
        self.page, self.feedback, self.pulse = p, "", PULSE_SECONDS
        self.waiting = None
        if animate and self.applied <= idx:
            self.todo = list(range(self.applied, idx + 1))
        else:
            self.todo = []
            learner = idx >= 0 and self.steps[idx].get("learner")
            self._replay_steps(idx if learner else idx + 1)
            if learner:
                self._wait(idx)
            elif idx >= 0 and "refused" in self.steps[idx]:
                self._show_refusal(idx)
        self.app.dirty = True
        self._trace()

    def _replay_steps(self, n: int):
        """The table after the first ``n`` steps, without animation."""
        st = self.ruleset.clone(self.origin)
        actions = []
        for i in range(n):
            mv = self.moves[i]
            if mv is None:
                continue
            try:
                self.ruleset.apply(st, mv[0], mv[1])
                actions.append((mv[0], mv[1]))
            except IllegalAction:
                pass
        self._replay(actions)
        self.applied = n

    def _replay(self, actions: list):
        """Put the table at the action log ``actions`` from the lesson's start (the table's own
        undo does the same: the rules are deterministic)."""
        t = self.table
        t.hurry()
        state = self.ruleset.clone(self.origin)
        for s, a in actions:
            self.ruleset.apply(state, s, a)
        t.state, t.actions = state, list(actions)
        t.undo_blocks = ["this is a lesson"] * len(actions)
        t.version += 1
        t._job = None
        t._curtain_pending = False
        t.sync(animate=False)
        t.refresh_legal()

    def _drive(self, action, seat) -> bool:
        """Submit ``action`` for ``seat`` on the table as the lesson (not through its gate)."""
        self._driving = True
        try:
            return self._submit(action, seat)
        finally:
            self._driving = False

    def _run(self, i: int):
        step, mv = self.steps[i], self.moves[i]
        if step.get("learner"):
            self._wait(i)
            self._trace()
            return
        self.applied = i + 1
        if mv is None:
            return
        self._drive(mv[1], mv[0])                # a refused step: the table toasts the rules' reason

    def _wait(self, i: int):
        self.waiting = i
        seat = self.moves[i][0]
        t = self.table
        if t.view_seat != seat:
            t._curtain_pending = False
            t.set_view_seat(seat)
        t.refresh_legal()

    def _show_refusal(self, i: int):
        mv = self.moves[i]
        try:
            self.ruleset.apply(self.ruleset.clone(self.table.state), mv[0], mv[1])
        except IllegalAction as e:
            self.table.show_toast(e.reason)

    # ------------------------------------------------------------------ the hooks on the table
    def _refresh_legal(self):
        self._refresh()
        t = self.table
        self._watch_note()
        if self.waiting is None and t.legal:      # glows only when the lesson waits for the learner
            t.legal, t.legal_moves = [], Legal()
            t.legal_changed()

    def _gate(self, action, seat=None):
        t = self.table
        seat = t.view_seat if seat is None else seat
        if self._driving:
            return self._submit(action, seat)
        i = self.waiting
        if i is None:
            self.feedback = "Watch this one: press Next to go on."
            t.sync()
            return False
        want_seat, want = self.moves[i]
        hint = str(self.steps[i].get("hint") or "make the move the caption names")
        if action == want and seat == want_seat:
            ok = self._drive(action, seat)
            if ok:
                self._learner_done(i)
            return ok
        if action in self.ruleset.legal_actions(t.state, seat):
            kept = len(t.log.lines)
            ok = self._drive(action, seat)
            if ok:
                self._replay(t.actions[:-1])         # taken back, and its log lines with it
                del t.log.lines[kept:], t.log._rendered[kept:]
                t.log.scroll, t.log._surf = 0, None
            self.feedback = f"Not quite: {hint}"
            t.show_toast(self.feedback, bad=False)
            self._trace()
            return False
        return self._submit(action, seat)           # illegal: the rules refuse it with their reason

    def _learner_done(self, i: int):
        self.waiting = None
        self.applied = i + 1
        self.feedback = "Well done!"
        if self.page < self.last_page:
            self.start_page(self.page + 1)
        else:
            self._trace()

    # ------------------------------------------------------------------ buttons
    def next(self):
        if self.table.busy:
            self.table.hurry()
            return
        if self.waiting is not None:
            self.feedback = f"Your turn: {self.steps[self.waiting].get('hint') or 'make the move'}"
            self.app.dirty = True
            return
        if self.todo:
            return
        if self.page < self.last_page:
            self.start_page(self.page + 1)

    def back(self):
        if self.page > 0:
            self.start_page(self.page - 1, animate=False)

    def restart(self):
        self._replay([])
        self.applied = 0
        self.start_page(0)

    def leave(self):
        self.app.pop(self)
        self.app.pop(self.table)

    def play_now(self):
        info = self.ruleset.info
        app, game = self.app, self.game
        self.leave()
        seats = ["human"] + ["computer"] * (info.min_seats - 1)
        app.push(make_table(app, game, seats, int.from_bytes(os.urandom(4), "little")))

    def next_lesson(self):
        from scenes.lessons import open_lesson
        app, game, nxt = self.app, self.game, self.index + 1
        self.leave()
        if nxt < len(self.files):
            open_lesson(app, game, nxt)
        else:                                    # after the last lesson: the play-through
            from scenes.lessons import playthrough
            playthrough.start(app, game)

    # ------------------------------------------------------------------ scene
    @property
    def animating(self) -> bool:
        return bool(self.todo) or self.pulse > 0

    def _watch_note(self) -> None:
        """A page the learner only watches: the table's banner says so (its own prompt would speak
        of moves the lesson does not offer: "none of your Warriors can attack")."""
        t = self.table
        t.prompt_note = WATCHING if self.waiting is None and t.ruleset.outcome(t.state) is None else None

    def update(self, dt: float):
        self._watch_note()
        if self.pulse > 0:
            self.pulse = max(0.0, self.pulse - dt)
            self.app.dirty = True
        if self.todo and not self.table.busy and self.app.top is self:
            self._run(self.todo.pop(0))
            self.app.dirty = True
        if self.at_end and not self.completed:
            self._complete()

    def _complete(self):
        self.completed = True
        if getattr(self.app, "persist", False):
            done, _problem = load_progress()
            done.setdefault(self.game, [])
            if self.key not in done[self.game]:
                done[self.game].append(self.key)
            save_progress(done)
        self._trace()

    def on_uncover(self):
        self.table.on_uncover()

    def handle(self, event) -> bool:
        t = self.table
        if event.type == pygame.KEYDOWN:
            k = event.key
            if k == pygame.K_ESCAPE:
                self.leave()
                return True
            if k in (pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
                if self.waiting is not None:         # the learner's move: the table's own keys
                    return t.handle(event)
                if self.at_end and k != pygame.K_SPACE:
                    self.next_lesson()
                else:
                    self.next()
                return True
            if k in (pygame.K_LEFT, pygame.K_BACKSPACE):
                self.back()
                return True
            if k == pygame.K_r:
                self.restart()
                return True
            return t.handle(event)
        pos = getattr(event, "pos", None)
        if event.type == pygame.MOUSEMOTION:
            self._layout()
            hover = any([b.motion(pos) for b in self.buttons])
            if hover:
                self.app.dirty = True
            if not self.box.collidepoint(pos):
                t.handle(event)
            return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and pos is not None:
            self._layout()
            if self.box.collidepoint(pos) and not getattr(getattr(t, "drag", None), "pressed", False):
                if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
                    for b in self.buttons:
                        if b.hit(pos):
                            b.click()
                            break
                return True
            return t.handle(event)
        return t.handle(event)

    # ------------------------------------------------------------------ drawing
    def caption(self) -> str:
        if not self.pages:
            return ""
        return str(self.steps[self.pages[self.page]].get("say") or "")

    def targets(self) -> list[pygame.Rect]:
        if not self.pages:
            return []
        names = self.steps[self.pages[self.page]].get("point") or []
        return [r for r in (target_rect(self.table, n) for n in names) if r is not None]

    def _avoid(self) -> dict[str, list[pygame.Rect]]:
        """What the box must not cover (``hard``: what it points at, the card, target or buttons
        of the move the page waits for, the table's own caption), then, from the worst to the
        least: the table's prompt banner (``prompt``), on a table drawn without card sprites
        the seats' panels (``panels``: a character is covered only when the log can't
        be), the log and the seats' HP (``soft``), the cards (``cards``)."""
        t = self.table
        hard = list(self.targets()) + [table_caption_rect(t)]
        if self.waiting is not None:
            hard += move_rects(t, self.moves[self.waiting][1])
        soft = []
        log = getattr(getattr(t, "log", None), "rect", None)
        if log is not None:
            soft.append(pygame.Rect(log))
        for s in range(len(getattr(t, "seats", ()))):
            for name in ("hp", "health", "life", "lives"):
                try:
                    soft.append(pygame.Rect(t.zone(s, name)))
                except (KeyError, ValueError, TypeError, AttributeError, IndexError):
                    pass
        try:
            prompt = [pygame.Rect(t.banner_rect())]
        except (KeyError, ValueError, TypeError, AttributeError):
            prompt = []
        sprites = getattr(t, "sprites", None) or {}
        cards = [sp.rect for sp in sprites.values() if not getattr(sp, "gone", False)]
        panels = []
        if not sprites:
            zones = getattr(getattr(t, "layout", None), "zones", {}) or {}
            panels = [pygame.Rect(z.rect) for name, z in zones.items() if split_zone(name)[0] is not None]
        return {"hard": hard, "prompt": prompt, "panels": panels, "soft": soft, "cards": cards}

    def _sizes(self) -> list[tuple[int, int]]:
        """(width, height) of the box at each of :data:`BOX_WIDTHS` for the page on show."""
        return [(w, self._content(w)[2]) for w in BOX_WIDTHS]

    def _place(self, sizes: list[tuple[int, int]]) -> pygame.Rect:
        """The box's size and place: for each size in order, the first free spot (beside what it
        points at, then the nearest places on the screen); free = over none of the rects it must
        not cover, then the fewest of those it should not, in ``_avoid``'s order. The first
        size with a free spot wins; with none, the size and spot that cover the least."""
        avoid = self._avoid()
        hard = avoid["hard"]
        targets = self.targets()
        glow = [r.inflate(20, 20) for r in targets]    # the glow drawn around what it points at
        key = (tuple(sizes),) + tuple(tuple(map(tuple, v)) for v in avoid.values())
        if getattr(self, "_placed", (None,))[0] == key:
            return self._placed[1].copy()
        screen = pygame.Rect(0, 0, *LOGICAL).inflate(-40, -40)

        def area(b: pygame.Rect, rects) -> int:
            return sum(b.clip(r).w * b.clip(r).h for r in rects)

        def cost(b: pygame.Rect):
            return (len(b.collidelistall(hard)), len(b.collidelistall(glow)), area(b, avoid["prompt"]) > 0,
                    area(b, avoid["panels"]), area(b, avoid["soft"]) > 0, area(b, avoid["cards"]) > 0)
        best = None
        for size in sizes:
            for b in self._spots(pygame.Rect((0, 0), size), targets, screen):
                c = cost(b)
                if best is None or c < best[0]:
                    best = (c, b)
                if c == (0, 0, 0, 0, False, False):
                    break
            if best[0] == (0, 0, 0, 0, False, False):
                break
        self._placed = (key, best[1])
        return best[1].copy()

    @staticmethod
    def _spots(box: pygame.Rect, targets: list[pygame.Rect], screen: pygame.Rect) -> list[pygame.Rect]:
        """Where a box of this size may go, best first: beside what it points at (above, below,
        right, left), then every place of a grid on the screen, nearest first."""
        spots = []
        if targets:
            u = targets[0].unionall(targets[1:])
            for where in ("above", "below", "right", "left"):
                b = box.copy()
                setattr(b, {"above": "midbottom", "below": "midtop", "right": "midleft", "left": "midright"}[where],
                        {"above": (u.centerx, u.top - GAP), "below": (u.centerx, u.bottom + GAP),
                         "right": (u.right + GAP, u.centery), "left": (u.left - GAP, u.centery)}[where])
                spots.append(b.clamp(screen))
            centre = u.center
        else:
            centre = (LOGICAL[0] // 2, LOGICAL[1] // 2 - 60)
        grid = [pygame.Rect(x, y, *box.size).clamp(screen) for x in range(screen.x, screen.right - box.w + 80, 80)
                for y in range(screen.y, screen.bottom - box.h + 40, 40)]
        grid.sort(key=lambda b: math.hypot(b.centerx - centre[0], b.centery - centre[1]))
        return spots + grid

    def _note(self) -> str:
        """The line under the caption: the feedback, else "your turn" with the hint, else the end."""
        return self.feedback or (f"Your turn: {self.steps[self.waiting].get('hint', '')}"
                                 if self.waiting is not None else
                                 "Lesson complete! Play a game, or go on to the next lesson." if self.at_end else "")

    def _content(self, w: int) -> tuple[pygame.Surface, pygame.Surface | None, int]:
        """(caption, note, box height) for a box ``w`` wide. The note's room is the longer of the
        page's notes (its "Not quite" too), so the box keeps its size when the feedback changes."""
        cap = assets.paragraph("bold", 30, self.caption(), w - 48, assets.WHITE, 4)
        note = self._note()
        nt = None
        room = 0
        if note:
            colour = assets.BAD if note.startswith("Not quite") else assets.GOLD
            nt = assets.paragraph("bold", 26, note, w - 48, colour, 2, 3)
            notes = [note]
            if self.waiting is not None:
                hint = str(self.steps[self.waiting].get("hint") or "make the move the caption names")
                notes += [f"Not quite: {hint}", f"Your turn: {hint}"]
            room = max(assets.paragraph("bold", 26, n, w - 48, colour, 2, 3).get_height() for n in notes) + 14
        if self.waiting is not None:
            room = max(room, 80)
        return cap, nt, 62 + cap.get_height() + 20 + room + 80

    def _layout(self):
        """The box (caption, feedback, buttons) and where it sits: next to what it points at."""
        box = self._place(self._sizes())
        self.box = box
        self._cap, self._nt, _h = self._content(box.w)
        by = box.bottom - 76
        if self.at_end:
            more = self.index + 1 < len(self.files)
            specs = [("Back", self.back, (60, 70, 90), 150), ("Play a game now", self.play_now, (170, 120, 30), 270),
                     ("Next lesson" if more else "Game with Hint", self.next_lesson, (46, 120, 78), 250)]
        else:
            specs = [("Back", self.back, (60, 70, 90), 150), ("Restart (R)", self.restart, (60, 70, 90), 200),
                     ("Next  ▶", self.next, (46, 120, 78), 330)]
        room = box.w - 48 - 12 * (len(specs) - 1)
        if sum(s[3] for s in specs) > room:                  # a narrow box: narrower buttons
            scale = room / sum(s[3] for s in specs)
            specs = [(label, fn, col, int(w * scale)) for label, fn, col, w in specs]
        old = {b.label: b.hover for b in self.buttons}
        x = box.x + 24
        gap = (box.w - 48 - sum(s[3] for s in specs)) // max(1, len(specs) - 1)
        self.buttons = []
        for label, fn, col, w in specs:
            b = Button((x, by, w, 60), label, fn, colour=col, size=26)
            b.enabled = not (label.startswith("Next ") and self.waiting is not None) and \
                not (label == "Back" and self.page == 0)
            b.hover = old.get(label, False)
            self.buttons.append(b)
            x += w + gap

    def draw(self, surface):
        self._layout()
        targets = self.targets()
        glow = 0.5 + 0.5 * math.sin(self.pulse * 5.0) if self.pulse > 0 else 1.0
        col = (255, 214, 90, int(120 + 135 * glow))
        for r in targets:
            g = r.inflate(20, 20)
            s = pygame.Surface(g.size, pygame.SRCALPHA)
            pygame.draw.rect(s, col, s.get_rect(), 7, border_radius=16)
            surface.blit(s, g)
        box = self.box
        if targets:
            self._arrow(surface, box, targets[0])
        surface.blit(assets.panel(box.size, (12, 24, 16, 245), 18, assets.GOLD, 4), box)
        head = f"{self.title}  ·  {self.page + 1} / {max(1, len(self.pages))}"
        if self.waiting is not None:
            head += "  ·  YOUR TURN"
        ht = assets.text("condbold", assets.fit("condbold", head.upper(), box.w - 48, 24, 14), head.upper(),
                         assets.GOLD)
        surface.blit(ht, (box.x + 24, box.y + 18))
        surface.blit(self._cap, (box.x + 24, box.y + 62))
        y = box.y + 62 + self._cap.get_height() + 14
        if self._nt is not None:
            surface.blit(self._nt, (box.x + 24, y))
        for b in self.buttons:
            b.draw(surface)

    def _arrow(self, surface, box: pygame.Rect, target: pygame.Rect):
        """A thick gold arrow from the box's edge to the edge of what it points at."""
        sx, sy = box.center
        tx, ty = target.center
        dx, dy = tx - sx, ty - sy
        d = math.hypot(dx, dy) or 1.0
        ux, uy = dx / d, dy / d

        def exit_len(r: pygame.Rect) -> float:
            hx, hy = r.w / 2, r.h / 2
            return min(hx / abs(ux) if ux else 1e9, hy / abs(uy) if uy else 1e9)

        a = exit_len(box) + 6
        b = d - exit_len(target) - 16
        if b - a < 20:
            return
        p0 = (sx + ux * a, sy + uy * a)
        p1 = (sx + ux * b, sy + uy * b)
        pygame.draw.line(surface, (20, 14, 4), p0, p1, 14)
        pygame.draw.line(surface, assets.GOLD, p0, p1, 8)
        px, py = -uy, ux
        tip = (sx + ux * (b + 14), sy + uy * (b + 14))
        wing1 = (p1[0] + px * 20 - ux * 10, p1[1] + py * 20 - uy * 10)
        wing2 = (p1[0] - px * 20 - ux * 10, p1[1] - py * 20 - uy * 10)
        pygame.draw.polygon(surface, assets.GOLD, [tip, wing1, wing2])

    # ------------------------------------------------------------------ trace (tests)
    def _trace(self):
        path = os.environ.get(TRACE_ENV)
        if not path:
            return
        line = {"game": self.game, "lesson": self.key, "page": self.page, "say": self.caption(),
                "waiting": self.waiting is not None, "feedback": self.feedback, "completed": self.at_end}
        try:
            with open(path, "a", encoding="utf-8") as f:
                f.write(json.dumps(line) + "\n")
        except OSError:
            pass
