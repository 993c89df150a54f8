"""What every table draws around its cards: the banner (whose turn, what you can do), the
caption of the beat being shown, the refusal toast, a seat's name plate, a pile's label and
the help panel. Each takes a rectangle from the game's Tiled map and plain values."""
from __future__ import annotations

import pygame

from scenes import assets

#: the banner's type, largest first (the largest that keeps to its lines and height)
BANNER_SIZES = (32, 30, 28, 26)
#: the beat caption's and the toast's type
CAPTION_PX = 28


def banner(surface, r: pygame.Rect, text: str, mine: bool, lines: int = 2) -> None:
    """Whose turn it is and what can be done; gold-edged when it is the viewer's move."""
    if not text:
        return
    col = assets.GOLD if mine else (255, 255, 255, 70)
    surface.blit(assets.panel(r.size, (10, 32, 20, 230) if mine else (10, 24, 18, 200), 14, col,
                              3 if mine else 1), r)
    colour = assets.WHITE if mine else assets.SOFT
    kind = "bold" if mine else "sans"
    sizes = [s for s in range(BANNER_SIZES[0], assets.least(BANNER_SIZES[-1]) - 1, -1)]
    for size in sizes:                        # the largest that keeps to the lines and the height
        n = len(assets.wrap(kind, size, text, r.w - 36))
        if n <= lines and n * (assets.font(kind, size).get_linesize() + 1) <= r.h - 8:
            break
    p = assets.paragraph(kind, size, text, r.w - 36, colour, 1, lines, role="caption")
    surface.blit(p, p.get_rect(center=r.center))


def caption(surface, r: pygame.Rect, text: str) -> None:
    """The caption of the beat on show (what the computer just did, what a rule did)."""
    p = assets.paragraph("bold", CAPTION_PX, text, r.w - 40, assets.WHITE, 1, 2, align="center", role="caption")
    box = r.union(p.get_rect(center=r.center).inflate(40, 22))       # covers the banner it replaces
    surface.blit(assets.panel(box.size, (24, 20, 8, 255), 14, assets.GOLD, 2), box)
    surface.blit(p, p.get_rect(center=box.center))


def toast(surface, r: pygame.Rect, text: str, bad: bool) -> None:
    """A refusal with the rules' reason (red), or a note (gold)."""
    col = assets.BAD if bad else assets.GOLD
    head = "Not allowed: " if bad else ""
    p = assets.paragraph("bold", CAPTION_PX, head + text, r.w - 60, assets.WHITE, 4, 4, align="center",
                         role="caption")
    box = r.inflate(0, 0) if p.get_height() + 30 <= r.h else p.get_rect(center=r.center).inflate(50, 34)
    surface.blit(assets.panel(box.size, (60, 14, 12, 255) if bad else (50, 40, 10, 255), 16, col, 4), box)
    surface.blit(p, p.get_rect(center=box.center))


def plate(surface, r: pygame.Rect, name: str, acting: bool, tag: str = "") -> None:
    """A seat's name plate: gold while that seat is to act, with a short tag ("YOUR TURN")."""
    border = assets.GOLD if acting else (255, 255, 255, 40)
    surface.blit(assets.panel(r.size, (10, 30, 20, 220), 10, border, 3 if acting else 1), r)
    room = r.w - 28
    if tag:
        tt = assets.text("condbold", 23, tag.upper(), assets.INK)
        pill = tt.get_rect(midright=(r.right - 12, r.centery)).inflate(16, 6)
        if pill.w + 12 + assets.font("bold", 23).size(name)[0] > room:
            tag = ""                      # the name first: a tag that leaves it no room is dropped
        else:
            room = pill.x - 12 - r.x - 14
    size = assets.fit("bold", name, room, 30, 23)
    t = assets.text("bold", size, name, assets.GOLD if acting else assets.WHITE, role="name")
    surface.blit(t, t.get_rect(midleft=(r.x + 14, r.centery)), pygame.Rect(0, 0, room, t.get_height()))
    if tag:
        pygame.draw.rect(surface, assets.GOLD, pill, border_radius=8)
        surface.blit(tt, tt.get_rect(center=pill.center))


def pile_label(surface, r: pygame.Rect, label: str, n: int) -> None:
    """``DECK 31`` under a pile."""
    t = assets.text("condbold", 24, f"{label}  {n}", (190, 220, 195))
    surface.blit(t, t.get_rect(midtop=(r.centerx, r.bottom + 4)))


def help_panel(r: pygame.Rect, title: str, tips: str, extra=None, extra_h: int = 0) -> pygame.Surface:
    """The "How to play" panel (cached per size and text); ``extra(surface)`` draws more at the
    foot of the part above the controls line (``extra_h`` pixels are kept for it). The foot of the panel is kept free for the
    controls line (:func:`scenes.table.focus.controls_room`); the tips take the largest size
    from 26 down to 23 px that fits above the extra (a shorter text fits: else the sheet, scenes/table/sheets.py)."""
    from scenes.table.focus import controls_room
    key = ("help", r.size, title, tips)
    s = assets.cached(key)
    if s is None:
        s = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(s, (8, 26, 16, 200), s.get_rect(), border_radius=14)
        pygame.draw.rect(s, (255, 255, 255, 40), s.get_rect(), 2, border_radius=14)
        head = assets.text("bold", 26, title, assets.SOFT, role="title")
        s.blit(head, (16, 12))
        top = 12 + head.get_height() + 10
        bottom = r.h - controls_room(r.w)
        room = max(0, bottom - extra_h - top)
        for size in range(26, assets.least(23) - 1, -1):
            p = assets.paragraph("sans", size, tips, r.w - 32, assets.SOFT, 5 if size > 16 else 3)
            if p.get_height() <= room:
                break
        else:
            size = assets.least(23)
        if p.get_height() > room:           # whole lines, the last ending in an ellipsis
            lh = assets.font("sans", size).get_linesize() + 3
            p = assets.paragraph("sans", size, tips, r.w - 32, assets.SOFT, 3, max(1, room // lh))
        s.blit(p, (16, top), pygame.Rect(0, 0, p.get_width(), room))
        if extra is not None:
            extra(s.subsurface((0, 0, r.w, bottom)))
        s = assets.keep(key, s)
    return s
