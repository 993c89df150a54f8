"""A computer turn a person can follow: the card that acts glows where it lands, and the other
side's turn is recapped when the move comes back.

- **The acting card.** The choreography (:mod:`scenes.table.choreo`) tells :class:`Recap` every
  beat that starts; the card the beat names (``acting``, else ``where``; a zone of the table's
  :class:`~scenes.table.board.Board`: the card that came into it last) glows with the legal
  moves' strong gold glow (its sprite's ``highlight``, drawn under the card where it lands) until
  the next beat; a beat may name a rect instead (a table that draws tiles), which gets a gold ring.
- **The recap.** At a table with one player, the captions of the beats of every other seat's
  moves since the player's last move are kept; when the player may move again they stay on a
  panel over the log (type 26 px at 1920x1080) until the player moves. L, or the "Last turn"
  button in the log's header (the focus cursor reaches it too), hides it and opens it again, also
  after the player moved (then it shows the last recap).

:class:`TableNav` is the table's focus cursor (:class:`scenes.table.focus.Focus`) with the
recap's key, button and panel: the app gives it input first and draws it over the table.
Nothing here decides a rule.
"""
from __future__ import annotations

import pygame

from scenes import assets
from scenes.table.focus import Focus, Item
from scenes.widgets.button import Button

#: the key that hides and opens the recap (free at every table; R is taken by a game's own move)
KEY = pygame.K_l
#: the type of the panel (px at 1920x1080; large print scales it)
SIZE = 26
#: the button's words, fullest first: a narrow log header takes the shorter
LABELS = ("Last turn (L)", "Recap (L)")
#: the height of the log's header (its title, the recap's button, Undo): scenes/widgets/log.py
HEADER = 56
#: the highlight an acting card's sprite gets (the strong gold glow of scenes/widgets/cards.py)
GLOWING = "selected"


class Recap:
    """What the other side did since the player's last move, and the acting card's glow."""

    def __init__(self, table):
        self.table = table
        #: (seat, caption) of the other seats' beats since the player's last move
        self.lines: list[tuple[int, str]] = []
        #: the recap before the player's last move (what L opens once the player moved)
        self.kept: list[tuple[int, str]] = []
        self.closed = False        # the player hid it
        self.asked = False         # the player opened it (L, the button)
        self._glow = None          # (sprite, its own highlight) while a beat's card glows
        self.ring: pygame.Rect | None = None
        self.button = Button((0, 0, 10, 10), LABELS[0], self.toggle, colour=(60, 84, 120), size=26)
        #: the words the button says while the recap is hidden (button_rect picks them to fit)
        self.label = LABELS[0]
        table.choreo.on_beat = self.on_beat

    # ------------------------------------------------------------------ what happened
    @property
    def on(self) -> bool:
        """Recaps are kept at a table with exactly one player, who sits at the screen."""
        t = self.table
        return len(t.humans) == 1 and t.view_seat == t.humans[0]

    def moved(self, seat: int) -> None:
        """A move of ``seat`` was applied (its beats are about to be queued): the player's own
        move ends the recap on show (it is kept for L)."""
        t = self.table
        t.choreo.by = seat
        if self.on and seat == t.view_seat:
            if self.lines:
                self.kept = self.lines
            self.lines = []
            self.closed = self.asked = False

    def on_beat(self, beat) -> None:
        """A beat started (None: the last one ended): its card glows; another seat's caption is kept."""
        self._unglow()
        if beat is None:
            return
        if beat.caption and beat.by is not None and self.on and beat.by != self.table.view_seat:
            if not self.lines:
                self.closed = False
            if not self.lines or self.lines[-1][1] != beat.caption:
                self.lines.append((beat.by, beat.caption))
        self._glow_at(beat.acting if beat.acting is not None else beat.where)

    def _glow_at(self, target) -> None:
        try:
            if callable(target):
                target = target()
        except (LookupError, AttributeError, TypeError, ValueError):
            return                                    # nothing to point at (a card already gone)
        if isinstance(target, pygame.Rect):
            self.ring = target
            return
        sprites = getattr(self.table, "sprites", {})
        if isinstance(target, str) and target not in sprites:         # a zone: the card that came last
            zone = getattr(getattr(self.table.plan, "board", None), "zones", {}).get(target)
            target = zone[-1].get("id") if isinstance(zone, list) and zone and isinstance(zone[-1], dict) else None
        sp = sprites.get(target) if isinstance(target, str) else None
        if sp is not None and hasattr(sp, "highlight") and not getattr(sp, "gone", False):
            self._glow = (sp, sp.highlight)
            sp.highlight = GLOWING
            self.table.app.dirty = True

    def _unglow(self) -> None:
        if self._glow is not None:
            sp, old = self._glow
            if sp.highlight == GLOWING:
                sp.highlight = old
            self._glow = None
        if self.ring is not None:
            self.ring = None
            self.table.app.dirty = True

    # ------------------------------------------------------------------ shown or not
    @property
    def shown_lines(self) -> list[tuple[int, str]]:
        """The recap on show: since the player's last move, else the one before it."""
        return self.lines or self.kept

    @property
    def visible(self) -> bool:
        """On show: the player's move came back after the other side moved (until the player
        moves or hides it), or the player opened it; never while beats play."""
        t = self.table
        if not self.on or not self.shown_lines or t.choreo.active:
            return False
        return self.asked or (bool(self.lines) and not self.closed and bool(t.legal))

    def toggle(self) -> None:
        """L or the button: hide the recap on show, else open it (the last one)."""
        if self.visible:
            self.closed, self.asked = True, False
        else:
            self.closed, self.asked = False, True
        self.table.app.dirty = True

    # ------------------------------------------------------------------ drawing
    def button_rect(self) -> pygame.Rect | None:
        """The button in the log's header (between its title and Undo), or None."""
        log = getattr(self.table, "log", None)
        if log is None or not self.on or not self.shown_lines:
            return None
        r = log.rect
        right = log.undo_rect.x - 8 if log.undo is not None else r.right - 12
        left = r.x + 14 + assets.text("bold", 26, log.title, assets.SOFT).get_width() + 10
        for label in LABELS:               # the fullest label whose words fit at 26 px
            w = assets.font("bold", 26).size(label)[0] + 40
            if w <= right - left:
                break
        self.label = label
        w = min(w, right - left)
        return pygame.Rect(right - w, r.y + 6, w, HEADER - 12) if w >= 60 else None

    def panel_rect(self) -> pygame.Rect | None:
        """Where the panel goes: over the log, under its header (None: the table has no log)."""
        log = getattr(self.table, "log", None)
        if log is None:
            return None
        top = max(HEADER, getattr(log, "body_top", HEADER))
        return pygame.Rect(log.rect.x, log.rect.y + top, log.rect.w, log.rect.h - top)

    def title(self) -> str:
        """"Computer's turn" (whose moves the recap tells)."""
        t = self.table
        seats = list(dict.fromkeys(s for s, _ in self.shown_lines))
        if len(seats) > 2:
            return "Since your last move"
        return " and ".join(t.short_name(s) for s in seats) + ("'s turn" if len(seats) == 1 else "")

    def draw(self, surface: pygame.Surface) -> None:
        """The acting rect's ring, the button (while there is a recap) and the panel (while on show)."""
        if self.ring is not None:
            pygame.draw.rect(surface, (0, 0, 0), self.ring.inflate(14, 14), 3, border_radius=18)
            pygame.draw.rect(surface, assets.GLOW_TARGET, self.ring.inflate(8, 8), 5, border_radius=16)
        b = self.button_rect()
        if b is None:
            return
        shown = self.visible
        self.button.rect, self.button.label = b, "Hide (L)" if shown else self.label
        self.button.draw(surface)
        r = self.panel_rect()
        if shown and r is not None:
            surface.blit(self.panel(r), r.topleft)

    def panel(self, r: pygame.Rect) -> pygame.Surface:
        """The recap: a title, then one caption a line (the newest that fit; a note says how
        many earlier ones the log has)."""
        width = r.w - 36
        head = assets.paragraph("bold", SIZE, self.title(), width, assets.GOLD, 1, 2)
        rows = [assets.paragraph("sans", SIZE, "• " + text, width, assets.WHITE, 1) for _, text in self.shown_lines]
        room = r.h - 24 - head.get_height() - 10
        used, keep = 0, []
        for p in reversed(rows):
            if used + p.get_height() + 8 > room:
                break
            keep.insert(0, p)
            used += p.get_height() + 8
        earlier = len(rows) - len(keep)
        note = None
        if earlier:
            note = assets.paragraph("sans", assets.least(23), f"And {earlier} earlier (in the log)", width,
                                    assets.MUTED, 1, 2)
            while keep and used + note.get_height() + 8 > room:
                used -= keep.pop(0).get_height() + 8
            if note.get_height() + 8 > room:      # no room even alone (a short log): never cut, the log has it
                note = None
        h = 12 + head.get_height() + 10 + used + (note.get_height() + 8 if note else 0) + 12
        s = pygame.Surface((r.w, min(r.h, h)), pygame.SRCALPHA)
        pygame.draw.rect(s, (16, 26, 44, 255), s.get_rect(), border_radius=14)      # opaque: the log under it
        pygame.draw.rect(s, assets.GOLD, s.get_rect(), 3, border_radius=14)
        s.blit(head, (18, 12))
        y = 12 + head.get_height() + 10
        for p in ([note] if note else []) + keep:
            s.blit(p, (18, y))
            y += p.get_height() + 8
        return s


class TableNav(Focus):
    """The table's focus cursor, with the recap: L (and a click on the button or the panel)
    hides and opens it; the cursor reaches the button; it is drawn over the table."""

    def __init__(self, table, recap: Recap):
        super().__init__(table)
        self.recap = recap
        self._pressed = False

    def handle(self, event) -> bool:
        """L and clicks on the button or the open panel toggle the recap; the rest is the cursor's."""
        if self.table.sheets.handle(event):            # an open sheet (the log, How to play) takes everything
            return True
        rc = self.recap
        if (event.type == pygame.KEYDOWN and event.key == KEY and rc.on
                and not getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META)):
            if rc.shown_lines:
                rc.toggle()
            else:
                self.table.show_toast("Nothing to recap yet: the other side has not moved.", bad=False)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1:
            b, r = rc.button_rect(), rc.panel_rect()
            if b is not None and b.collidepoint(event.pos):
                rc.toggle()
                self._pressed = True
                return True
            if rc.visible and r is not None and r.collidepoint(event.pos):
                rc.toggle()
                self._pressed = True
                return True
        if event.type == pygame.MOUSEBUTTONUP and self._pressed:
            self._pressed = False
            return True
        return super().handle(event)

    def items(self) -> list[Item]:
        """The cursor's items, the sheets' tabs, and the recap's button while there is a recap."""
        out = super().items()
        if self.picked is None:
            out += [Item(b.rect, "button", b, "buttons", b.click) for b in self.table.sheets.tabs if b.visible]
        b = self.recap.button_rect()
        if b is not None and self.picked is None:
            self.recap.button.rect = b
            out.append(Item(b, "button", self.recap.button, "buttons", self.recap.toggle))
        return out

    def draw(self, surface: pygame.Surface) -> None:
        """The recap, then the cursor over it, then an open sheet over everything."""
        self.recap.draw(surface)
        super().draw(surface)
        self.table.sheets.draw(surface)
