"""The convention kiosk: the computer plays itself on a big screen, and a visitor may sit down.

``python main.py kiosk [--games ID,...] [--idle SECONDS]`` or **Convention mode** in the launcher.

- **The show**: game after game, rotating through the chosen tables, every seat a computer at a
  watchable pace, a fresh seed each game (never the one before; in a game that declares
  ``SHOW_VARIED`` picks, e.g. a draft, the computer's first such pick of a show is never the one
  it opened that table's last show with, see :class:`ShowBot`).
  The tables draw every hand face up: a table made with ``show_all_hands`` reads the rules
  through :class:`scenes.table.open_hands.OpenHands` (the spectator's view with each seat's own
  zones). Over the table: the caption of what just happened, large, in the table's banner zone
  (or in the invitation panel, where that zone is too small: it never covers what the table
  says), and a banner "Press any key or click to play"; the help panel speaks to an audience.
  What the audience sees is drawn by :mod:`scenes.screens.kiosk_show`.
- **A visitor**: a key, a click or a gamepad button asks "Play <game> against the computer?" (or
  another table); the visitor plays as p1. After ``idle`` seconds without input (default 90),
  or at the end of the visitor's game, the show goes on by itself.
- **Nobody leaves**: Esc offers only "Back to the show"; F11 and the window's close are ignored.
  The organiser quits by holding **Ctrl+Shift+Q for two seconds** (back to the launcher when the
  kiosk was opened from there).
- **All day**: a new table per game (the old one is dropped whole: its sprites, bots, log), no
  autosave, each table keeps its newest :data:`KEEP_LOG` log lines and :data:`KEEP_BEATS` beats.

The kiosk is a scene at the bottom of the stack; the table of the moment sits on it. It sees
every input first (:meth:`KioskScene.dispatch` wraps the app's) and draws its words over
everything (:meth:`KioskScene.draw_over` wraps the app's draw); both are put back on leaving.
"""
from __future__ import annotations

import os
import time

import pygame

from game.core import registry
from game.core.rng import Rng
from scenes import assets
from scenes.table.choreo import PACES, Choreo
from scenes.widgets.overlays import ButtonScene, ConfirmScene, EndScene, _dim, dialog_panel
from scenes.scene import LOGICAL, Scene
from scenes.widgets.button import Button
from scenes.widgets.felt import felt
from scenes.screens import kiosk_show
from scenes.screens.kiosk_show import INVITE, TitleCard

#: seconds without input before a visitor's table goes back to the show
IDLE_SECONDS = 90.0
#: the last seconds of that wait say so on screen
WARN_SECONDS = 15.0
#: the watchable pace, and the computer's pause between two moves at it: the show's clock
#: (:attr:`KioskTable.show_seconds`) counts the show at this pace whatever pace it runs at
WATCH_PACE = "normal"
WATCH_BOT_PAUSE = 1.5
#: the pace of the show's beats, and seconds between two computer moves (a soak runs them instant)
SHOW_PACE = WATCH_PACE
SHOW_BOT_PACE = WATCH_BOT_PAUSE
#: a table holds the show at most this long (seconds of show at watchable pace); then it closes
#: with the game's line on who leads (its declared ``show_summary(view, names)``)
SHOW_LIMIT = 240.0
#: the title card between two tables (0: none)
TITLE_SECONDS = 3.0
#: frames a second of the show (cards slide smoothly enough for an audience at half the
#: players' 60, and the show stays under half of one core with a real window)
SHOW_FPS = 30
#: the end screen's countdown in the show, and after a visitor's game
SHOW_NEXT_SECONDS = 8.0
VISITOR_END_SECONDS = 12.0
#: the organiser's chord, held this long
CHORD_SECONDS = 2.0
CHORD_TEXT = "Ctrl+Shift+Q"
#: what a table of the kiosk keeps
KEEP_LOG = 60
KEEP_BEATS = 48
#: a caption stays this long after its beat is over (the audience reads slower than players)
CAPTION_HOLD = 3.0
#: inputs that mean "a visitor is here"
PRESSES = (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.JOYBUTTONDOWN, pygame.CONTROLLERBUTTONDOWN)
PRESENCE = PRESSES + (pygame.MOUSEMOTION, pygame.MOUSEWHEEL, pygame.FINGERDOWN, pygame.JOYHATMOTION)
MODIFIERS = (pygame.K_LCTRL, pygame.K_RCTRL, pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LALT, pygame.K_RALT,
             pygame.K_LGUI, pygame.K_RGUI)



def parse_games(text: str | None) -> list[str] | str:
    """``--games ID,ID`` -> the table ids in that order (default: every playable table), or
    the one-line error."""
    from scenes.games import playable
    known = [g for g in registry.ids() if playable(g)]
    if not text:
        return known
    games = []
    for g in (x.strip().lower() for x in text.split(",")):
        if not g:
            continue
        if g not in known:
            return f"--games: {g!r} is not a table (known: {', '.join(known)})"
        if g not in games:
            games.append(g)
    return games or f"--games: no table named (known: {', '.join(known)})"


class ShowBot:
    """The game's own computer player, with variety for the show: a pick of a ``varied`` type
    (e.g. a draft pick; the game's declared ``SHOW_VARIED``) is a random legal one half of the
    time, and the first such pick of a game is never ``avoid`` (the opening of the last show of
    this table)."""

    def __init__(self, inner, seed: int, varied: tuple = (), avoid=None, opened=None):
        self.inner, self.rng, self.varied = inner, Rng(seed), tuple(varied)
        self.avoid, self.opened = avoid, opened          # opened(action): the kiosk notes the opening
        self.first = True

    def choose(self, ruleset, state, seat):
        legal = ruleset.legal_actions(state, seat)
        if not self.varied or not legal or not all(type(a).__name__ in self.varied for a in legal):
            return self.inner.choose(ruleset, state, seat)
        pick = legal[self.rng.randint(0, len(legal) - 1)] if self.rng.random() < 0.5 else \
            self.inner.choose(ruleset, state, seat)
        if self.first:
            self.first = False
            if pick == self.avoid and len(legal) > 1:
                pick = next(a for a in legal if a != self.avoid)
            if self.opened is not None:
                self.opened(pick)
        return pick


class KioskTable:
    """Mixed into a game's table for the kiosk (:func:`kiosk_table` makes the classes)."""

    kiosk: "KioskScene | None" = None
    show = False
    #: where the table draws the show's invitation panel (None: it has drawn none)
    invited_at: pygame.Rect | None = None
    #: a convention table keeps no replays and counts no statistics (a visitor's game is nobody's)
    keeps_records = False

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.autosave_enabled = False             # a convention table leaves no saves behind
        self._clock, self._segment, self._counted = 0.0, 0.0, 0
        self.closed_for_time = False

    @property
    def show_seconds(self) -> float:
        """Seconds this game has held the show at watchable pace: every started beat's hold at
        :data:`WATCH_PACE`, and from one move to the next at least :data:`WATCH_BOT_PAUSE` (the
        same figure whether the show runs at that pace or instant, as in a soak)."""
        return self._clock + self._segment

    def trim_kept(self) -> None:
        started = self.choreo.started
        if len(started) < self._counted:
            self._counted = 0
        if len(started) > self._counted:                  # each beat's hold at watchable pace
            self._segment += sum(map(Choreo(WATCH_PACE).hold, started[self._counted:]))
        super().trim_kept()
        self._counted = len(self.choreo.started)

    def submit(self, action, seat: int | None = None) -> bool:
        if self.show:
            self.trim_kept()                      # beats a hurry started since the last frame
            self._clock += max(self._segment, WATCH_BOT_PAUSE * PACES[WATCH_PACE] if self.actions else 0.0)
            self._segment = 0.0
        return super().submit(action, seat)

    @property
    def pace(self) -> str:
        return SHOW_PACE if self.show else super().pace

    @property
    def fps(self) -> int | None:
        return SHOW_FPS if self.show else None

    @property
    def animating(self) -> bool:
        """The show redraws while something moves, not while the computer waits to move (the
        app then looks in every 0.4 s, and the bot's thread wakes it): under half a core."""
        if not self.show:
            return super().animating
        return self.busy or self.toast is not None

    def end_scene(self, title: str, reason: str):
        k = self.kiosk
        if self.show:
            return KioskEnd(self.app, title, reason, SHOW_NEXT_SECONDS, k.next_show, "Next game in {} s")
        return KioskEnd(self.app, title, reason, VISITOR_END_SECONDS, k.back_to_show, "Back to the show in {} s",
                        [("Play again (R)", lambda: k.start_visitor(self.GAME), pygame.K_r),
                         ("Another table (T)", k.takeover, pygame.K_t),
                         ("Back to the show (Enter)", k.back_to_show, pygame.K_RETURN)])

    def draw_caption(self, surface, rect=None):
        """In the show the kiosk draws the caption, large (the table's own would show under it)."""
        if not self.show:
            super().draw_caption(surface, rect)

    def help_override(self, r):
        """In the show the help panel is the invitation (the kiosk then draws no banner), with the
        big caption under it where the table's banner zone is too low for it (kiosk_show)."""
        if not self.show:
            return super().help_override(r)
        self.invited_at = pygame.Rect(r)
        k = self.kiosk
        return kiosk_show.invitation(r.size, k.caption if k is not None and not self.caption_in_banner() else "")

    def caption_in_banner(self) -> bool:
        """The show's big caption takes the banner zone: it is tall enough for it, or the table
        draws no invitation panel that holds it (see kiosk_show)."""
        k = self.kiosk
        return (self.invited_at is None or kiosk_show.banner_takes_caption(self.banner_rect())
                or k is None or kiosk_show.caption_layout(self.invited_at.size, k.caption) is None)

    def draw_banner(self, surface):
        """The prompt, but not while the kiosk's big caption stands in its place."""
        k = self.kiosk
        if k is None or not k.caption_over(self):
            super().draw_banner(surface)


_classes: dict[tuple[str, bool], type] = {}


def kiosk_table(game_id: str, show: bool) -> type:
    """The game's table class for the kiosk (made once per game and role)."""
    cls = _classes.get((game_id, show))
    if cls is None:
        from scenes.table.make import table_class
        base = table_class(game_id)
        attrs = {"show": show, "show_all_hands": show and base.draws_open_hands, "keep_log": KEEP_LOG,
                 "keep_beats": KEEP_BEATS}
        if show:
            attrs["bot_pace"] = SHOW_BOT_PACE
        cls = type(f"{'Show' if show else 'Visitor'}{base.__name__}", (KioskTable, base), attrs)
        _classes[(game_id, show)] = cls
    return cls


class KioskEnd(EndScene):
    """The end screen of a kiosk game: who won and why, a countdown, and (after a visitor's
    game) Play again, Another table, Back to the show. No way to the launcher."""

    def __init__(self, app, title, reason, seconds: float, then, countdown: str, choices=()):
        super().__init__(app, title, reason, then, auto_rematch=seconds)
        self.countdown = countdown
        cx = LOGICAL[0] // 2
        w = 400
        x0 = cx - (len(choices) * w + (len(choices) - 1) * 30) // 2
        self.buttons = [Button((x0 + i * (w + 30), 660, w, 90), label, fn, key=key, size=28,
                               colour=(170, 120, 30) if i == 0 else (50, 90, 120))
                        for i, (label, fn, key) in enumerate(choices)]

    def draw(self, surface):
        box = dialog_panel(surface, (1300, 560), 520, 150)
        t = assets.text("serif", 96, self.title, assets.GOLD)
        surface.blit(t, t.get_rect(center=(box.centerx, box.y + 110)))
        p = assets.paragraph("sans", 36, self.reason, box.w - 120, assets.WHITE, 6, 3, align="center")
        surface.blit(p, p.get_rect(midtop=(box.centerx, box.y + 190)))
        if self.auto_left is not None:
            n = assets.text("bold", 34, self.countdown.format(self._shown_second or 0), assets.SOFT)
            surface.blit(n, n.get_rect(midtop=(box.centerx, box.y + 350)))
        for b in self.buttons:
            b.draw(surface)


def show_summary(table) -> str:
    """Who leads at ``table`` in its game's words (its declared ``show_summary(view, names)`` on
    the spectator's view), for a show closed for time."""
    from scenes.games import spec
    fn = getattr(spec(table.GAME), "show_summary", None)
    if fn is None:
        return "No winner yet"
    return fn(table.ruleset.view(table.state, None), [table.short_name(s) for s in range(len(table.seats))])


class KioskConfirm(ConfirmScene):
    """The kiosk's question (e.g. "Back to the show?") on a panel of its own."""

    def draw(self, surface):
        box = dialog_panel(surface, (1300, 560), 530, 200)
        t = assets.text("bold", 52, self.title, assets.GOLD)
        surface.blit(t, t.get_rect(center=(box.centerx, 400)))
        p = assets.paragraph("sans", 28, self.text, 1100, assets.WHITE, 4, align="center")
        surface.blit(p, p.get_rect(midtop=(box.centerx, 460)))
        for b in self.buttons:
            b.draw(surface)


class OfferScene(ButtonScene):
    """A visitor touched the show: play the table on show against the computer, or another."""

    def __init__(self, app, kiosk: "KioskScene", game_id: str):
        super().__init__(app)
        self.kiosk, self.game_id = kiosk, game_id
        title = registry.info(game_id).title
        cx = LOGICAL[0] // 2
        self.buttons.append(Button((cx - 450, 420, 900, 130), f"Play {title} (Enter)",
                                   lambda: kiosk.start_visitor(game_id), key=pygame.K_RETURN,
                                   colour=(170, 120, 30), size=44))
        others = [g for g in kiosk.games if g != game_id] or []
        w, gap, n = 860, 40, min(2, len(others))          # two a row: a long title fits at 28 px
        x0 = cx - (n * w + (n - 1) * gap) // 2
        for i, g in enumerate(others):
            at = (x0 + i % 2 * (w + gap), 620 + i // 2 * 84, w, 74)
            self.buttons.append(Button(at, f"{i + 1}  {registry.info(g).title}", lambda g=g: kiosk.start_visitor(g),
                                       key=pygame.K_1 + i, colour=(50, 90, 140), size=28))
        self.buttons.append(Button((cx - 300, 820, 600, 80), "Back to the show (Esc)", kiosk.back_to_show,
                                   key=pygame.K_ESCAPE, colour=(60, 70, 90), size=28))

    def handle(self, event) -> bool:
        if event.type in (pygame.JOYBUTTONDOWN, pygame.CONTROLLERBUTTONDOWN):
            self.buttons[0].click()               # a gamepad's button: play the table on show
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
            self.buttons[0].click()
            return True
        return super().handle(event)

    def draw(self, surface):
        _dim(surface, 200)
        cx = LOGICAL[0] // 2
        box = pygame.Rect(0, 0, LOGICAL[0] - 80, 780)
        box.midtop = (cx, 160)
        surface.blit(assets.panel(box.size, (16, 40, 28, 245), 24, assets.GOLD, 3), box)
        t = assets.text("serif", 84, f"Play {registry.info(self.game_id).title} against the computer?",
                        assets.GOLD)
        if t.get_width() > LOGICAL[0] - 120:
            t = assets.text("serif", 64, f"Play {registry.info(self.game_id).title} against the computer?",
                            assets.GOLD)
        surface.blit(t, t.get_rect(center=(cx, 250)))
        s = assets.text("sans", 34, "You play at the bottom of the screen. Or pick another table:", assets.WHITE)
        surface.blit(s, s.get_rect(center=(cx, 350)))
        if len(self.buttons) > 2:
            o = assets.text("sans", 28, "another table", assets.SOFT)
            surface.blit(o, o.get_rect(midbottom=(cx, 612)))
        for b in self.buttons:
            b.draw(surface)


class KioskScene(Scene):
    """The kiosk itself: at the bottom of the stack, under the table of the moment."""

    def __init__(self, app, games: list[str] | None = None, idle: float = IDLE_SECONDS,
                 from_launcher: bool = False, seed: int | None = None):
        super().__init__(app)
        self.games = list(games or parse_games(None))
        self.idle = float(idle)
        self.from_launcher = from_launcher
        self.mode = "show"                  # show | offer | visitor
        self.turn = -1                      # index into games of the last show
        self.now = 0.0                      # kiosk seconds (dt, or the real time when frames are sparse)
        self._real = time.monotonic()
        self.last_input = 0.0
        self.chord_since: float | None = None
        self.caption, self.caption_until = "", 0.0
        self.caption_box: pygame.Rect | None = None
        self.rng = Rng(seed if seed is not None else int.from_bytes(os.urandom(6), "little"))
        self.last_seed: dict[str, int] = {}      # per table: the seed of its last game
        self.opening: dict[str, object] = {}     # per table: the first varied pick of its last show
        self.shows = 0                            # games shown (the test counts them)
        self.played: dict[str, int] = {}          # per table: games shown
        #: the newest shows: (table, seconds at watchable pace, "ended" | "closed for time" | "left")
        self.lengths: list[tuple[str, float, str]] = []
        self.joysticks: dict[int, object] = {}
        self._wrapped: dict[str, object] = {}
        self._went_full = False

    # ------------------------------------------------------------------ installing
    def on_enter(self) -> None:
        app = self.app
        app.kiosk = self
        self._wrapped = {"dispatch": app.dispatch, "open_menu": app.open_menu, "draw": app.draw}
        app.dispatch, app.open_menu, app.draw = self.dispatch, self.offer_show_menu, self.draw_over
        try:
            pygame.joystick.init()
            for i in range(pygame.joystick.get_count()):
                self._open_pad(i)
        except pygame.error:
            pass
        if self.from_launcher and not app.headless:
            try:
                if not pygame.display.is_fullscreen():
                    app.toggle_fullscreen()
                    self._went_full = True
            except (AttributeError, pygame.error):
                pass
        self.next_show()

    def on_exit(self) -> None:
        app = self.app
        for name in self._wrapped:
            app.__dict__.pop(name, None)          # the App's own methods again
        self._wrapped = {}
        if getattr(app, "kiosk", None) is self:
            app.kiosk = None
        self.joysticks.clear()
        if self._went_full:
            app.toggle_fullscreen()

    def _open_pad(self, index: int) -> None:
        try:
            pad = pygame.joystick.Joystick(index)
            self.joysticks[pad.get_instance_id()] = pad
        except pygame.error:
            pass

    # ------------------------------------------------------------------ input, before any scene
    def dispatch(self, event) -> None:
        t = event.type
        if t == pygame.QUIT:
            return                                     # the organiser's chord quits, not Alt+F4
        if t == pygame.JOYDEVICEADDED:
            self._open_pad(event.device_index)
            return
        if t == pygame.JOYDEVICEREMOVED:
            self.joysticks.pop(getattr(event, "instance_id", None), None)
            return
        if t in (pygame.KEYDOWN, pygame.KEYUP):
            self._chord(event)
            if event.key == pygame.K_F11 or self.chord_since is not None:
                return
        if t in PRESENCE:
            self.last_input = self.now
        if self.mode == "show":
            if t in PRESSES and not self._modifier(event):
                self.takeover()
            if t in PRESENCE or t in (pygame.KEYUP, pygame.MOUSEBUTTONUP):
                return                                 # the show itself takes no input
        self._wrapped["dispatch"](event)

    @staticmethod
    def _modifier(event) -> bool:
        return event.type == pygame.KEYDOWN and (
            event.key in MODIFIERS or getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_GUI))

    def _chord(self, event) -> None:
        """Ctrl+Shift+Q: down starts the clock, letting go of any of them stops it."""
        mods = getattr(event, "mod", 0)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_q and mods & pygame.KMOD_CTRL \
                and mods & pygame.KMOD_SHIFT:
            if self.chord_since is None:
                self.chord_since = self.now
        elif event.type == pygame.KEYUP and self.chord_since is not None and event.key in (
                pygame.K_q, pygame.K_LCTRL, pygame.K_RCTRL, pygame.K_LSHIFT, pygame.K_RSHIFT):
            self.chord_since = None
        self.app.dirty = True

    def offer_show_menu(self) -> None:
        """Esc at a visitor's table (the app's menu): only "Back to the show"."""
        if self.mode != "visitor" or isinstance(self.app.top, ConfirmScene):
            return
        self.app.push(KioskConfirm(self.app, "Back to the show?",
                                   "Your game ends and the computer plays by itself again.",
                                   [("Back to the show (Enter)", self.back_to_show, pygame.K_RETURN),
                                    ("Keep playing (Esc)", lambda: None, None)]))

    # ------------------------------------------------------------------ what is on
    @property
    def table(self):
        from scenes.table.scene import TableScene
        return next((s for s in self.app.stack if isinstance(s, TableScene)), None)

    def _clear(self) -> None:
        """Everything above the kiosk goes (the old table with all it kept)."""
        t = self.table
        if t is not None and t.show and t.actions:
            how = "closed for time" if t.closed_for_time else "ended" if t.ruleset.outcome(t.state) else "left"
            self.lengths = self.lengths[-(KEEP_LOG - 1):] + [(t.GAME, t.show_seconds, how)]
        while self.app.stack and self.app.stack[-1] is not self:
            self.app.pop(self.app.stack[-1])

    def _seed(self, game_id: str) -> int:
        seed = self.rng.randint(1, (1 << 31) - 1)
        while seed == self.last_seed.get(game_id):
            seed = self.rng.randint(1, (1 << 31) - 1)
        self.last_seed[game_id] = seed
        return seed

    def _options(self, game_id: str, humans: int) -> dict | None:
        """The options the game takes from its declared settings (None: it declares none)."""
        from scenes.screens.settings import game_options
        return game_options(getattr(self.app, "settings", {}), game_id, humans) or None

    def _make(self, game_id: str, show: bool):
        from scenes.layout import load_layout
        info = registry.info(game_id)
        seats = (["computer"] if show else ["human"]) + ["computer"] * (info.min_seats - 1)
        cls = kiosk_table(game_id, show)
        cls.kiosk = self
        options = self._options(game_id, 0 if show else 1)
        extra = {"options": options} if options is not None else {}
        table = cls(self.app, seats=seats, seed=self._seed(game_id), layout=load_layout(game_id), **extra)
        if show:
            from scenes.games import spec
            varied = tuple(getattr(spec(game_id), "SHOW_VARIED", ()))
            avoid = self.opening.get(game_id)

            def opened(action, game_id=game_id):
                self.opening[game_id] = action

            table.bots = {i: ShowBot(b, table.seed * 7 + i, varied, avoid, opened if i == 0 else None)
                          for i, b in table.bots.items()}
        return table

    def next_show(self) -> None:
        """The next table of the rotation, every seat a computer."""
        self._clear()
        # the rendered words and pictures of the last game are of no more use: the caches are
        # bounded by count, not size, so the kiosk starts them afresh (kept flat all day)
        assets.forget_rendered()
        self.mode = "show"
        self.turn = (self.turn + 1) % len(self.games)
        gid = self.games[self.turn]
        self.caption, self.caption_until = "", 0.0
        if TITLE_SECONDS > 0:
            self.app.push(TitleCard(self.app, gid, TITLE_SECONDS, lambda: self._show(gid)))
        else:
            self._show(gid)

    def _show(self, gid: str) -> None:                  # after the title card: the table itself
        self._clear()
        self.app.push(self._make(gid, show=True))
        self.shows += 1
        self.played[gid] = self.played.get(gid, 0) + 1

    def close_for_time(self, table) -> None:
        """The table has held the show for :data:`SHOW_LIMIT`: it closes with who leads, and
        says that it was closed for time."""
        table.closed_for_time = True
        minutes = round(SHOW_LIMIT / 60)
        self.app.push(KioskEnd(self.app, "Closed for time",
                               f"{show_summary(table)}.\nThe show gives a table {minutes} minute{'s' * (minutes != 1)}, then moves on.",
                               SHOW_NEXT_SECONDS, self.next_show, "Next game in {} s"))

    def back_to_show(self) -> None:
        self.next_show()

    def takeover(self) -> None:
        """A visitor pressed something: offer the table on show (or another)."""
        table = self.table
        gid = table.GAME if table is not None else self.games[max(0, self.turn)]
        if isinstance(self.app.top, OfferScene):
            return
        self.mode = "offer"
        self.last_input = self.now
        self.app.push(OfferScene(self.app, self, gid))

    def start_visitor(self, game_id: str) -> None:
        self._clear()
        self.mode = "visitor"
        self.last_input = self.now
        self.app.push(self._make(game_id, show=False))

    def organiser_quit(self) -> None:
        self.chord_since = None
        if self.from_launcher:
            self.app.to_launcher()
        else:
            self.app.quit(0)

    # ------------------------------------------------------------------ time
    @property
    def animating(self) -> bool:
        """Only the organiser's chord counts the frames; a held caption needs none (the app's idle
        look-ins end it on time, and the table redraws only while its cards move)."""
        return self.chord_since is not None

    def update(self, dt: float) -> None:
        real = time.monotonic()
        # frames are sparse while nothing moves (the app caps dt): count the real time then
        self.now += max(dt, min(real - self._real, 1.0))
        self._real = real
        if self.chord_since is not None and self.now - self.chord_since >= CHORD_SECONDS:
            self.organiser_quit()
            return
        if self.app.top is self:                       # nothing on: the show goes on
            self.next_show()
            return
        if self.mode != "show" and self.now - self.last_input >= self.idle:
            self.back_to_show()
            return
        table = self.table
        if self.mode == "show" and table is not None and table.choreo.caption:
            if table.choreo.caption != self.caption:
                self.caption = table.choreo.caption
                self.app.dirty = True
            self.caption_until = self.now + CAPTION_HOLD
        elif self.caption and self.now >= self.caption_until:
            self.caption = ""
            self.app.dirty = True
        if (self.mode == "show" and table is not None and self.app.top is table and not table.closed_for_time
                and table.show_seconds >= SHOW_LIMIT and not table.busy
                and table.ruleset.outcome(table.state) is None):
            self.close_for_time(table)
        if self.mode == "visitor" and self.idle - (self.now - self.last_input) <= WARN_SECONDS:
            self.app.dirty = True

    # ------------------------------------------------------------------ drawing
    def draw(self, surface) -> None:
        surface.blit(felt(LOGICAL), (0, 0))

    def caption_over(self, table) -> bool:
        """The big caption is drawn over ``table``'s banner zone now (in its place)."""
        return (self.mode == "show" and bool(self.caption) and self.app.top is table
                and getattr(table, "caption_in_banner", lambda: True)())

    def draw_over(self) -> None:
        """The app's draw, then the kiosk's words over everything: in the show the big caption in
        the table's banner zone (unless the table's invitation panel took it: see kiosk_show), where
        it was drawn kept in :attr:`caption_box` (None: nowhere over the table)."""
        self._wrapped["draw"]()
        surface = self.app.canvas
        self.caption_box = None
        table = self.table
        if self.mode == "show":
            if table is not None and self.caption_over(table):
                self.caption_box = kiosk_show.big_caption(surface, self.caption, table.banner_rect())
            if not isinstance(self.app.top, TitleCard) and (
                    table is None or self.app.top is not table):
                kiosk_show.banner(surface, INVITE)
        elif self.mode == "visitor":
            left = self.idle - (self.now - self.last_input)
            if left <= WARN_SECONDS:
                kiosk_show.banner(surface, f"Still there? Back to the show in {max(0, int(left + 0.999))} s "
                                           f"— touch anything to keep playing")
        if self.chord_since is not None:
            held = max(0.0, CHORD_SECONDS - (self.now - self.chord_since))
            t = assets.text("bold", 30, f"Keep holding {CHORD_TEXT} to leave the kiosk ({held:.1f} s)",
                            assets.WHITE)
            box = t.get_rect().inflate(48, 28)
            box.midtop = (LOGICAL[0] // 2, 24)
            surface.blit(assets.panel(box.size, (60, 14, 12, 240), 14, assets.BAD, 3), box)
            surface.blit(t, t.get_rect(center=box.center))


def start_kiosk(app, games: list[str] | None = None, idle: float = IDLE_SECONDS,
                from_launcher: bool = False) -> KioskScene:
    """Open the kiosk on ``app`` (the launcher's Convention mode, or ``main.py kiosk``)."""
    assets.few_malloc_arenas()
    return app.reset(KioskScene(app, games, idle, from_launcher))
