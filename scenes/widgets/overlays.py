"""Scenes pushed over a table: the hot-seat curtain, card zoom,
the discard viewer, a card's action menu, a target picker and the end screen."""
from __future__ import annotations

from typing import Callable

import pygame

from scenes import assets
from scenes.scene import LOGICAL, Scene
from scenes.widgets.button import Button, ButtonFocus, FocusTarget, mouse_on_buttons, nav_command
from scenes.widgets.felt import felt


def _dim(surface: pygame.Surface, alpha: int = 170) -> None:
    surface.blit(assets.panel(LOGICAL, (0, 0, 0, alpha), 0), (0, 0))


def dialog_panel(surface: pygame.Surface, size: tuple[int, int], centre_y: int, dim: int = 170) -> pygame.Rect:
    """Dim everything under a dialog and draw its panel (dark green, gold edge) of ``size`` centred
    across the screen at ``centre_y``; returns the panel's rect."""
    _dim(surface, dim)
    box = pygame.Rect((0, 0), size)
    box.center = (LOGICAL[0] // 2, centre_y)
    surface.blit(assets.panel(box.size, (16, 40, 28, 245), 24, assets.GOLD, 3), box)
    return box


def pop_then(scene: Scene, fn: Callable[[], None]) -> Callable[[], None]:
    """A button's action that closes ``scene`` (when it is still open) and then runs ``fn``."""
    def run():
        if scene in scene.app.stack:
            scene.app.pop(scene)
        fn()
    return run


class ButtonScene(Scene):
    """A scene made of buttons (keyboard: Up/Down/Enter, plus each button's key)."""

    opaque = False

    def __init__(self, app):
        super().__init__(app)
        self.buttons: list[Button] = []
        #: keyboard and pad focus over the buttons (arrows, Enter / A; the app routes and draws it)
        self.nav = ButtonFocus(lambda: self.buttons)

    def handle(self, event) -> bool:
        if mouse_on_buttons(self.app, self.buttons, event) is not None:
            return True
        if event.type == pygame.KEYDOWN:
            for b in self.buttons:
                if b.key is not None and event.key == b.key and b.enabled and b.visible:
                    b.click()
                    return True
            if nav_command(event) == "accept" and self.nav.run("accept"):
                return True
            return self.key(event)
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEWHEEL)

    def key(self, event) -> bool:
        return False


class ConfirmScene(ButtonScene):
    """A question before something that cannot be undone: a title, a line, and choices
    (label, callable, key); the scene closes itself before running the choice. Esc: the
    last choice (which should be the safe one)."""

    def __init__(self, app, title: str, text: str, choices: list[tuple[str, Callable[[], None], int | None]]):
        super().__init__(app)
        self.title, self.text = title, text
        cx = LOGICAL[0] // 2
        y = 560
        for label, fn, key in choices:
            self.buttons.append(Button((cx - 300, y, 600, 84), label, pop_then(self, fn), key=key, size=28))
            y += 100
        self.safe = self.buttons[-1]
        self.nav.focused = self.safe               # Enter / A alone takes the safe choice

    def key(self, event) -> bool:
        if event.key == pygame.K_ESCAPE:
            self.safe.click()
        return True

    def draw(self, surface):
        _dim(surface, 200)
        cx = LOGICAL[0] // 2
        t = assets.text("bold", 52, self.title, assets.GOLD)
        surface.blit(t, t.get_rect(center=(cx, 400)))
        p = assets.paragraph("sans", 28, self.text, 1100, assets.WHITE, 4, align="center")
        surface.blit(p, p.get_rect(midtop=(cx, 460)))
        for b in self.buttons:
            b.draw(surface)


class CurtainScene(ButtonScene):
    """Hot-seat privacy: covers the whole table until the next player is ready."""

    opaque = True

    def __init__(self, app, title: str, subtitle: str, on_ready: Callable[[], None],
                 button: str = "I'm ready — show my cards"):
        super().__init__(app)
        self.title, self.subtitle, self.on_ready = title, subtitle, on_ready
        cx = LOGICAL[0] // 2
        self.buttons.append(Button((cx - 260, 640, 520, 96), button, self.ready,
                                   key=pygame.K_SPACE, size=30))
        below = getattr(app.top, "nav", None)          # the table: whose controller to pick up
        self.pad_line = below.curtain_line() if hasattr(below, "curtain_line") else ""

    def ready(self):
        self.app.pop(self)
        self.on_ready()

    def key(self, event) -> bool:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.ready()
        return event.key != pygame.K_ESCAPE      # Esc still opens the menu

    def draw(self, surface):
        surface.blit(felt(LOGICAL, (44, 30, 60)), (0, 0))
        cx = LOGICAL[0] // 2
        t = assets.text("serif", 80, self.title, assets.GOLD)
        surface.blit(t, t.get_rect(center=(cx, 400)))
        s = assets.paragraph("sans", 30, self.subtitle, 1200, assets.WHITE, 6, align="center")
        surface.blit(s, s.get_rect(midtop=(cx, 480)))
        if self.pad_line:
            p = assets.text("bold", 34, self.pad_line, assets.GOLD)
            surface.blit(p, p.get_rect(center=(cx, 590)))
        h = assets.text("cond", 22, "The other player looks away. Press Space or A, or click, when ready.", assets.MUTED)
        surface.blit(h, h.get_rect(center=(cx, 780)))
        for b in self.buttons:
            b.draw(surface)


#: the reading panel (the zoom): every word beside the face at least this many pixels as drawn
#: (issue 27: "the full text of a focused card readable ... at 29 px or more")
READ_PX = 29
#: its closing line (a caption)
CLOSE_PX = 26
#: the sizes the zoom draws a face at, largest first (a smaller face leaves the text more room)
FACE_SCALES = (3.0, 2.6, 2.2, 1.8)


class ZoomScene(Scene):
    """A card shown large with its full text (the reading panel); any click or key closes it.
    ``details`` gives the labelled lines for the game's cards (default: none, the card's text only).
    Every word beside the face is drawn at READ_PX or more (issue 27), in large print too: when the
    text would not fit above the closing line, the face is drawn smaller, then the type (never
    under READ_PX as drawn)."""

    opaque = False

    def __init__(self, app, card: dict, art, details: Callable[[dict], list] | None = None):
        super().__init__(app)
        self.card, self.art = card, art
        self.details = details or (lambda card: [])
        #: where the face was drawn last (the text column lies to its right)
        self.face_rect = pygame.Rect(0, 0, 0, 0)

    def handle(self, event) -> bool:
        if event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
            if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
                return False
            self.app.pop(self)
            return True
        return True

    def _column(self, width: int, size: int) -> tuple[int, list]:
        """The text beside the face at ``size`` (the details' font size; the name and the card's
        text in proportion): its height and its pieces (surface, dx, dy)."""
        out, y = [], 0
        name = assets.paragraph("serif", round(size * 1.85), str(self.card.get("name", "")), width,
                                assets.WHITE, 0, role="name")
        out.append((name, 0, y))
        y += name.get_height() + size // 2
        body = str(self.card.get("text", "") or "")
        if body:
            p = assets.paragraph("sans", size + 2, body, width, assets.CREAM, 6)
            out.append((p, 0, y))
            y += p.get_height() + size * 2 // 3
        rows = self.details(self.card)
        bold = assets.font("bold", size)
        label_w = max((bold.size(label)[0] for label, _ in rows), default=0) + size
        for label, value in rows:
            lt = assets.text("bold", size, label, assets.GOLD)
            p = assets.paragraph("sans", size, value, width - label_w, assets.WHITE, 4)
            out += [(lt, 0, y), (p, label_w, y)]
            y += max(p.get_height(), lt.get_height()) + size // 3
        flavor = self.card.get("flavor")
        if flavor:
            p = assets.paragraph("sans", size, f"“{flavor}”", width, assets.MUTED, 4)
            y += size // 3
            out.append((p, 0, y))
            y += p.get_height()
        return y, out

    def draw(self, surface):
        _dim(surface, 236)
        close = assets.text("cond", CLOSE_PX, "Click or press any key to close", assets.MUTED, role="caption")
        close_r = close.get_rect(bottomright=(LOGICAL[0] - 40, LOGICAL[1] - 30))
        top, bottom = 40, close_r.top - 16
        for size in range(READ_PX, assets.least(READ_PX) - 1, -1):
            for scale in FACE_SCALES:
                face = self.art.face(self.card, scale)
                r = face.get_rect(midleft=(220 * scale / FACE_SCALES[0], LOGICAL[1] // 2))
                x = r.right + 60
                height, pieces = self._column(LOGICAL[0] - x - 80, size)
                if height <= bottom - top:
                    break
            else:
                continue
            break
        surface.blit(face, r)
        self.face_rect = r
        y = max(top, min(r.y + 10, bottom - height))
        for piece, dx, dy in pieces:
            surface.blit(piece, (x + dx, y + dy))
        surface.blit(close, close_r)


class CardGridScene(Scene):
    """A grid of cards: the discard viewer, or a picker when ``on_pick`` is given."""

    opaque = False

    def __init__(self, app, title: str, cards: list[dict], art, *,
                 on_pick: Callable[[dict], None] | None = None, pickable: set | None = None,
                 subtitle: str = "", details: Callable[[dict], list] | None = None):
        super().__init__(app)
        self.title, self.cards, self.art = title, list(cards), art
        self.details = details
        self.on_pick, self.pickable, self.subtitle = on_pick, pickable, subtitle
        self.scroll = 0
        self.hover = -1
        self.close = Button((LOGICAL[0] - 300, 60, 240, 70), "Close" if not on_pick else "Cancel",
                            lambda: self.app.pop(self), key=pygame.K_ESCAPE, size=26)
        self._layout()
        self.nav = ButtonFocus(self._nav_items)

    def _nav_items(self) -> list:
        """The cards (the pickable ones when picking; Enter / A picks or reads) and Close."""
        out = []
        for i, (card, r) in enumerate(zip(self.cards, self.rects)):
            if self.on_pick and (self.pickable is None or card.get("id") in self.pickable):
                out.append(FocusTarget(r, lambda c=card: (self.app.pop(self), self.on_pick(c))))
            elif not self.on_pick:
                out.append(FocusTarget(r, lambda c=card: self.app.push(ZoomScene(self.app, c, self.art, self.details))))
        return out + [self.close]

    def _layout(self):
        self.rects: list[pygame.Rect] = []
        cols = 9
        gap = 24
        w, h = self.art.w, self.art.h
        x0 = (LOGICAL[0] - (cols * w + (cols - 1) * gap)) // 2
        for i in range(len(self.cards)):
            r = pygame.Rect(x0 + (i % cols) * (w + gap), 200 + (i // cols) * (h + gap) - self.scroll, w, h)
            self.rects.append(r)

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.close.motion(event.pos)
            hv = next((i for i, r in enumerate(self.rects) if r.collidepoint(event.pos)), -1)
            if hv != self.hover:
                self.hover = hv
                self.app.dirty = True
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - event.y * 60)
            self._layout()
            return True
        if event.type == pygame.MOUSEBUTTONUP:
            if self.close.hit(event.pos):
                self.close.click()
                return True
            for i, r in enumerate(self.rects):
                if r.collidepoint(event.pos):
                    card = self.cards[i]
                    if event.button == 3 or not self.on_pick:
                        self.app.push(ZoomScene(self.app, card, self.art, self.details))
                    elif self.pickable is None or card.get("id") in self.pickable:
                        self.app.pop(self)
                        self.on_pick(card)
                    return True
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.pop(self)
                return True
            return event.key != pygame.K_F11
        return True

    def draw(self, surface):
        _dim(surface, 215)
        t = assets.text("bold", 44, self.title, assets.WHITE)
        surface.blit(t, (120, 70))
        sub = self.subtitle or ("Click a card to read it." if not self.on_pick else "Click a highlighted card.")
        s = assets.text("sans", 24, sub, assets.MUTED)
        surface.blit(s, (120, 130))
        if not self.cards:
            e = assets.text("sans", 30, "Empty.", assets.MUTED)
            surface.blit(e, e.get_rect(center=(LOGICAL[0] // 2, 500)))
        clip = surface.get_clip()
        surface.set_clip(pygame.Rect(0, 180, LOGICAL[0], LOGICAL[1] - 180))
        for i, (card, r) in enumerate(zip(self.cards, self.rects)):
            if r.bottom < 180 or r.top > LOGICAL[1]:
                continue
            if self.on_pick and (self.pickable is None or card.get("id") in self.pickable):
                g = self.art.glow(r.size, assets.GLOW_TARGET, 2)
                surface.blit(g, g.get_rect(center=r.center))
            elif i == self.hover:
                g = self.art.glow(r.size, (255, 255, 255))
                surface.blit(g, g.get_rect(center=r.center))
            surface.blit(self.art.face(card), r)
        surface.set_clip(clip)
        self.close.draw(surface)


class ActionMenuScene(Scene):
    """A small menu at a card: its legal actions plus "Read the card"."""

    opaque = False

    def __init__(self, app, anchor: pygame.Rect, title: str, items: list[tuple[str, Callable[[], None]]]):
        super().__init__(app)
        self.title = title
        self.items = items
        w = 460
        h = 52
        x = min(max(20, anchor.right + 12), LOGICAL[0] - w - 20)
        total = 50 + h * len(items) + 12
        y = min(max(20, anchor.y), LOGICAL[1] - total - 20)
        self.box = pygame.Rect(x, y, w, total)
        self.buttons = [Button((x + 10, y + 48 + i * h, w - 20, h - 8), label, pop_then(self, fn), size=22,
                               colour=(40, 100, 66) if i < len(items) - 1 else (60, 70, 90))
                        for i, (label, fn) in enumerate(items)]
        self.nav = ButtonFocus(lambda: self.buttons)

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            if any([b.motion(event.pos) for b in self.buttons]):
                self.app.dirty = True
            return True
        if event.type == pygame.MOUSEBUTTONUP:
            for b in self.buttons:
                if b.hit(event.pos):
                    self.app.pop(self)
                    b.click()
                    return True
            if not self.box.collidepoint(event.pos):
                self.app.pop(self)
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.pop(self)
                return True
            if pygame.K_1 <= event.key <= pygame.K_9:
                i = event.key - pygame.K_1
                if i < len(self.buttons):
                    self.app.pop(self)
                    self.buttons[i].click()
                return True
            return event.key != pygame.K_F11
        return True

    def draw(self, surface):
        surface.blit(assets.panel(self.box.size, (10, 30, 20, 240), 14, assets.GOLD, 2), self.box)
        t = assets.text("bold", 22, self.title, assets.GOLD)
        surface.blit(t, (self.box.x + 16, self.box.y + 12))
        for b in self.buttons:
            b.draw(surface)


class EndScene(ButtonScene):
    """The winner, the reason, and Rematch."""

    def __init__(self, app, title: str, reason: str, on_rematch: Callable[[], None],
                 auto_rematch: float | None = None):
        super().__init__(app)
        self.title, self.reason = title, reason
        # attract mode (every seat a computer, e.g. a convention booth): the next game
        # starts by itself after ``auto_rematch`` seconds
        self.auto_left = auto_rematch
        self.on_rematch = on_rematch
        self._shown_second = None
        cx = LOGICAL[0] // 2
        self.buttons = [
            Button((cx - 470, 640, 300, 90), "Rematch", on_rematch, key=pygame.K_r, size=32,
                   colour=(170, 120, 30)),
            Button((cx - 150, 640, 300, 90), "See the table", lambda: self.app.pop(self), key=pygame.K_t,
                   size=26, colour=(50, 90, 120)),
            Button((cx + 170, 640, 300, 90), "Launcher", self.to_launcher, key=pygame.K_l, size=28,
                   colour=(60, 70, 90)),
        ]
        self.nav = ButtonFocus(lambda: self.buttons, on_input=self.stop_countdown)

    def stop_countdown(self):
        if self.auto_left is not None:
            self.auto_left = None          # a visitor touched the table: stop the countdown
            self.app.dirty = True

    def to_launcher(self):
        self.app.to_launcher()

    def animating(self) -> bool:
        return self.auto_left is not None

    def update(self, dt: float) -> None:
        if self.auto_left is None:
            return
        self.auto_left -= dt
        second = max(0, int(self.auto_left + 0.999))
        if second != self._shown_second:
            self._shown_second = second
            self.app.dirty = True
        if self.auto_left <= 0:
            self.auto_left = None
            self.on_rematch()

    def handle(self, event) -> bool:
        if self.auto_left is not None and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.auto_left = None          # a visitor touched the table: stop the countdown
            self.app.dirty = True
        return super().handle(event)

    def key(self, event) -> bool:
        return event.key != pygame.K_ESCAPE

    def draw(self, surface):
        box = dialog_panel(surface, (1100, 560), 520, 185)
        t = assets.text("serif", 76, self.title, assets.GOLD)
        surface.blit(t, t.get_rect(center=(box.centerx, box.y + 110)))
        p = assets.paragraph("sans", 28, self.reason, box.w - 120, assets.WHITE, 6, align="center")
        surface.blit(p, p.get_rect(midtop=(box.centerx, box.y + 190)))
        if self.auto_left is not None:
            n = assets.text("sans", 26, f"Next game in {self._shown_second or 0} s — click or press a key to stop",
                            assets.WHITE)
            surface.blit(n, n.get_rect(midtop=(box.centerx, box.y + 260)))
        for b in self.buttons:
            b.draw(surface)
