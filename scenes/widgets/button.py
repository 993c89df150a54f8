"""A plain rounded button with hover state; rendered surfaces are cached."""
from __future__ import annotations

import pygame

from scenes import assets


class Button:
    def __init__(self, rect, label: str, action=None, *, key: int | None = None,
                 colour=(46, 120, 78), size: int = 30, hint: str = ""):
        self.rect = pygame.Rect(rect)
        self.label, self.action, self.key = label, action, key
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
        surf = assets._text.get(key)
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
            surf = assets._convert(surf)
            assets._text[key] = surf
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
