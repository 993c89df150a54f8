"""A choice tile: a big button with a title, a few lines of detail and, when the choice is not
available, the reason in plain words (dimmed, still clickable so a click can say why).

States: ``on``, ``hover``, ``off`` (dimmed, with ``reason``) and ``picked`` (the choice that was
locked in). Each state is rendered once per content and cached, so a frame only blits.
"""
from __future__ import annotations

import pygame

from scenes import assets


def pill(surface: pygame.Surface, text: str, colour, at, size: int, ink=assets.INK, role: str | None = None,
         anchor: str = "topright") -> pygame.Rect:
    """``text`` on a rounded pill of ``colour`` whose ``anchor`` point (of the text) is ``at``;
    returns the pill's rect (the next pill goes left of it)."""
    t = assets.text("condbold", size, text, ink, role=role)
    r = t.get_rect(**{anchor: at}).inflate(10, 4)
    pygame.draw.rect(surface, colour, r, border_radius=6)
    surface.blit(t, t.get_rect(center=r.center))
    return r


#: the room between a tile's edge and its words, at the left and right
PAD = 12


class ChoiceButton:
    #: new surfaces this frame may still render (``new_frame`` sets it; None = no limit). A
    #: panel of eight new buttons then appears over a few frames instead of stalling one.
    budget: int | None = None

    @classmethod
    def new_frame(cls, renders: int | None = 2) -> None:
        cls.budget = renders

    def __init__(self, rect, title: str, action=None, *, lines: tuple = (), body: str = "",
                 key: int | None = None, key_label: str = "", colour=(46, 110, 78), badges: tuple = (),
                 reason: str | None = None, payload=None, title_size: int = 24):
        self.rect = pygame.Rect(rect)
        self.title, self.action = title, action
        self.lines = tuple(lines)          # (text, colour) pairs under the title
        self.body = body
        self.key, self.key_label = key, key_label
        self.colour = colour
        self.badges = tuple(badges)        # (text, colour) pills at the top right
        self.reason = reason               # set: dimmed, and this says why
        self.payload = payload
        self.title_size = title_size
        self.hover = False
        self.picked = False
        self.visible = True

    @property
    def enabled(self) -> bool:
        return self.reason is None and not self.picked

    def state(self) -> str:
        if self.picked:
            return "picked"
        if self.reason is not None:
            return "off"
        return "hover" if self.hover else "on"

    #: the key label's role for the frame recorder (its size: :meth:`key_size`)
    key_role: str | None = None

    def _surface(self, state: str) -> pygame.Surface:
        """The tile in ``state``, rendered once: :meth:`_plate`, the key label's pill at the top
        right, then the words (:meth:`_face`)."""
        key = self._key(state)
        surf = assets.cached(key)
        if surf is not None:
            return surf
        surf, body = self._plate(state)
        dim = state == "off"
        right = body.right - PAD
        if self.key_label:
            right = pill(surf, self.key_label, (236, 226, 200) if not dim else (120, 124, 120),
                         (right, body.y + 10), self.key_size(), assets.INK if not dim else (60, 60, 60),
                         self.key_role).x - 6
        self._face(surf, body, state, right)
        return assets.keep(key, surf)

    def key_size(self) -> int:
        """The key label's type size."""
        return 15

    def _face(self, surf: pygame.Surface, body: pygame.Rect, state: str, free: int) -> None:
        """The words on the tile: the badges (right of ``free``, the key label's left), the title,
        the detail lines, the body text, the reason (off) and LOCKED IN (picked)."""
        dim = state == "off"
        tcol = assets.WHITE if not dim else (165, 172, 166)
        x, y, right = body.x + PAD, body.y + 8, body.right - PAD
        bx = free
        for text, bcol in self.badges:
            bx = pill(surf, text, bcol if not dim else (120, 124, 120), (bx, y + 3), 13).x - 6
        size = assets.fit("bold", self.title, max(40, bx - x - 4), self.title_size, 14)
        t = assets.font("bold", size).render(self.title, True, tcol)
        surf.blit(t, (x, y))
        y += t.get_height() + 4
        reason_h = 0
        rp = None
        if self.reason and state == "off":
            room = body.bottom - 6 - y
            lh = assets.font("condbold", 16).get_linesize()
            rp = assets.paragraph("condbold", 16, self.reason, right - x, (255, 170, 130), 0,
                                  max(1, min(3, room // lh)))
            reason_h = rp.get_height() + 6
        for text, lcol in self.lines:
            ls = assets.fit("condbold", text, right - x, 18, 12)
            lt = assets.font("condbold", ls).render(text, True, lcol if not dim else (150, 156, 150))
            if y + lt.get_height() > body.bottom - 6 - reason_h:
                break                       # the reason matters more than the details
            surf.blit(lt, (x, y))
            y += lt.get_height() + 1
        if self.body:
            room = body.bottom - 8 - reason_h - (y + 2)
            lh = assets.font("cond", 16).get_linesize()
            n = max(0, room // lh)
            if n:
                p = assets.paragraph("cond", 16, self.body, right - x, (225, 232, 225) if not dim else (140, 146, 140),
                                     0, n)
                surf.blit(p, (x, y + 2))
        if rp is not None:
            surf.blit(rp, (x, body.bottom - 6 - rp.get_height()))
        if state == "picked":
            pill(surf, "LOCKED IN", assets.GOLD, (right, body.bottom - 6), 15, anchor="bottomright")

    def _plate(self, state: str) -> tuple[pygame.Surface, pygame.Rect]:
        """The tile of ``state`` without its words: its shadow, its body in the state's colour
        (grey when off, lighter on hover, amber when picked) and its edge (gold on hover and when
        picked). Returns the surface and the body's rect."""
        surf = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        body = surf.get_rect().inflate(0, -4).move(0, -2)
        col = {"off": (52, 58, 56), "hover": tuple(min(255, c + 30) for c in self.colour),
               "picked": tuple(min(255, int(c * 0.8) + 40) for c in (170, 120, 30))}.get(state, self.colour)
        pygame.draw.rect(surf, (0, 0, 0, 100), surf.get_rect().move(0, 4), border_radius=14)
        pygame.draw.rect(surf, col, body, border_radius=14)
        edge = assets.GOLD if state in ("picked", "hover") else (255, 255, 255, 80 if state != "off" else 30)
        pygame.draw.rect(surf, edge, body, 3 if state in ("picked", "hover") else 2, border_radius=14)
        return surf, body

    def _key(self, state: str) -> tuple:
        return ("choice", self.rect.size, self.title, self.lines, self.body, self.key_label, self.colour,
                self.badges, self.reason, self.title_size, state)

    @property
    def ready(self) -> bool:
        """Its surface for the current state is already rendered."""
        return assets.is_kept(self._key(self.state()))

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        state = self.state()
        if not assets.is_kept(self._key(state)):
            if ChoiceButton.budget is not None:
                if ChoiceButton.budget <= 0:
                    return               # drawn from the next frame on
                ChoiceButton.budget -= 1
        surface.blit(self._surface(state), self.rect)

    def motion(self, pos) -> bool:
        h = self.visible and self.rect.collidepoint(pos)
        changed = h != self.hover
        self.hover = h
        return changed

    def hit(self, pos) -> bool:
        return self.visible and self.rect.collidepoint(pos)

    def click(self) -> None:
        if self.action:
            self.action()
