"""A plain rounded button with hover state; rendered surfaces are cached."""
from __future__ import annotations

import pygame

from scenes import assets


class Button:
    def __init__(self, rect, label: str, action=None, *, key: int | None = None,
                 colour=(46, 120, 78), size: int = 30, hint: str = "", payload=None):
        self.rect = pygame.Rect(rect)
        self.label, self.action, self.key = label, action, key
        #: the rules action a click submits, when it is exactly one (the Hint lights this button for it)
        self.payload = payload
        self.colour, self.size, self.hint = colour, size, hint
        self.enabled = True
        self.hover = False
        self.visible = True

    def _surface(self, state: str) -> pygame.Surface:
        col = self.colour
        if state == "off":
            col = (60, 70, 64)
        elif state == "hover":
            col = tuple(min(255, c + 28) for c in col)
        key = ("button", self.rect.size, self.label, col, self.size)
        surf = assets.cached(key)
        if surf is None:
            surf = pygame.Surface(self.rect.size, pygame.SRCALPHA)
            r = surf.get_rect()
            pygame.draw.rect(surf, (0, 0, 0, 90), r.move(0, 4), border_radius=16)
            body = r.inflate(0, -4).move(0, -2)
            pygame.draw.rect(surf, col, body, border_radius=16)
            edge = (255, 255, 255, 70) if state != "off" else (255, 255, 255, 25)
            pygame.draw.rect(surf, edge, body, 2, border_radius=16)
            tcol = assets.WHITE if state != "off" else (150, 160, 150)
            size = assets.fit("bold", self.label, body.width - 20, self.size, 12)
            t = assets.font("bold", size).render(self.label, True, tcol)
            surf.blit(t, t.get_rect(center=body.center))
            surf = assets.keep(key, surf)
        return surf

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        state = "off" if not self.enabled else "hover" if self.hover else "on"
        surface.blit(self._surface(state), self.rect)

    def motion(self, pos) -> bool:
        """Update hover; True when it changed (the caller redraws)."""
        h = self.visible and self.enabled and self.rect.collidepoint(pos)
        changed = h != self.hover
        self.hover = h
        return changed

    def hit(self, pos) -> bool:
        return self.visible and self.enabled and self.rect.collidepoint(pos)

    def click(self) -> None:
        if self.action:
            self.action()


# ---------------------------------------------------------------------------------- focus (couch controls)
#: the focus cursor: thick gold, with a dark edge so it reads on felt and on card faces from a sofa
FOCUS_GOLD = (255, 200, 40)


def mouse_on_buttons(app, buttons, event) -> bool | None:
    """The mouse over a screen of ``buttons``: a move lights the one under the pointer (the frame is
    drawn again when one changed) and returns True; a left let-go clicks the visible, enabled button
    under it and returns True, or False over none; any other event returns None."""
    if event.type == pygame.MOUSEMOTION:
        if any([b.motion(event.pos) for b in buttons]):
            app.dirty = True
        return True
    if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
        for b in buttons:
            if b.hit(event.pos):
                b.click()
                return True
        return False
    return None


def draw_focus(surface: pygame.Surface, rect, width: int = 7, colour=FOCUS_GOLD, pad: int = 9) -> None:
    """The focus cursor around ``rect`` (a button, a card, a target)."""
    r = pygame.Rect(rect).inflate(pad * 2, pad * 2)
    pygame.draw.rect(surface, (0, 0, 0), r.inflate(6, 6), 3, border_radius=20)
    pygame.draw.rect(surface, colour, r, width, border_radius=18)


def nearest(rects: list, current, direction: str) -> int | None:
    """The index of the rect nearest ``current`` in ``direction`` (left, right, up, down), or
    None. Distance along the direction counts once, sideways distance three times, so the
    cursor keeps to its row or column."""
    if current is None or not rects:
        return None
    cx, cy = pygame.Rect(current).center
    best, best_score = None, None
    for i, r in enumerate(rects):
        x, y = pygame.Rect(r).center
        dx, dy = x - cx, y - cy
        along, side = {"right": (dx, dy), "left": (-dx, dy), "down": (dy, dx), "up": (-dy, dx)}[direction]
        if along <= 4:
            continue
        score = along + 3 * abs(side)
        if best_score is None or score < best_score:
            best, best_score = i, score
    return best


def step(rects: list, k: int, direction: str) -> int:
    """Where the arrow ``direction`` goes from ``rects[k]``: the nearest rect that way
    (:func:`nearest`), else the next (right, down) or previous one along the list, wrapping."""
    i = nearest(rects, rects[k], direction)
    if i is None:                          # nothing that way: wrap along the list
        i = (k + (1 if direction in ("right", "down") else -1)) % len(rects)
    return i


def accept_fallback(event, run) -> bool:
    """Enter (A) that the screen did not use: ``run("accept")`` (a focus cursor's ``run``);
    True when it was used."""
    return nav_command(event) == "accept" and run("accept")


#: what a key does on a screen of buttons (a pad's buttons arrive as these keys, see scenes/screens/app.py)
NAV_KEYS = {pygame.K_LEFT: "left", pygame.K_RIGHT: "right", pygame.K_UP: "up", pygame.K_DOWN: "down",
            pygame.K_RETURN: "accept", pygame.K_KP_ENTER: "accept", pygame.K_TAB: "zoom",
            pygame.K_PAGEUP: "prev", pygame.K_PAGEDOWN: "next", pygame.K_ESCAPE: "back"}


def nav_command(event) -> str | None:
    """The focus command of a key press (None for any other event or a Ctrl/Alt chord)."""
    if event.type != pygame.KEYDOWN or getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
        return None
    return NAV_KEYS.get(event.key)


class ButtonFocus:
    """Keyboard and pad focus over a screen's buttons: arrows (d-pad, stick) move to the nearest
    button in that direction, Enter (A) clicks the focused one. ``items()`` gives the objects
    to move over now (anything with ``rect``, ``visible``, ``enabled`` and ``click()``). The
    cursor sleeps until a key or pad moves it; asleep, Enter is left to the screen's own keys
    (e.g. "Start the game (Enter)") and only then wakes the cursor. The app calls ``handle``
    before the scene and ``fallback`` after it (scenes/screens/app.py) and ``draw`` after the scene's
    own drawing."""

    def __init__(self, items, on_input=None):
        self.items = items
        self.focused = None
        self.awake = False
        self.on_input = on_input             # called on any focus key (an end screen stops its countdown)

    def live(self) -> list:
        return [b for b in self.items() if getattr(b, "visible", True) and getattr(b, "enabled", True)]

    def _current(self, live):
        if self.focused not in live:         # rebuilt buttons: the one at the same place, else the first
            at = getattr(self.focused, "rect", None)
            self.focused = next((b for b in live if b.rect == at), live[0] if live else None)
        return self.focused

    def handle(self, event) -> bool:
        cmd = nav_command(event)
        if cmd is not None and self.on_input is not None:
            self.on_input()
        if cmd not in ("left", "right", "up", "down") and not (cmd == "accept" and self.awake):
            return False
        return self.run(cmd)

    def fallback(self, event) -> bool:
        """Enter that the screen did not use wakes the cursor and clicks."""
        return accept_fallback(event, self.run)

    def run(self, cmd: str) -> bool:
        live = self.live()
        cur = self._current(live)
        if cur is None:
            return False
        if cmd == "accept":
            self.awake = True
            cur.click()
            return True
        if not self.awake:
            self.awake = True
            return True
        self.focused = live[step([b.rect for b in live], live.index(cur), cmd)]
        return True

    def draw(self, surface: pygame.Surface) -> None:
        if self.awake:
            cur = self._current(self.live())
            if cur is not None:
                draw_focus(surface, cur.rect)


class FocusTarget:
    """A rectangle the focus can click (a launcher tile, a card in a picker)."""

    def __init__(self, rect, action, visible: bool = True, enabled: bool = True):
        self.rect, self.action, self.visible, self.enabled = pygame.Rect(rect), action, visible, enabled

    def click(self) -> None:
        self.action()

    def __eq__(self, other):
        return isinstance(other, FocusTarget) and other.rect == self.rect

    def __hash__(self):
        return hash(tuple(self.rect))
