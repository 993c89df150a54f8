"""What every table draws around its cards: the banner (whose turn, what you can do), the
caption of the beat being shown, the refusal toast, a seat's name plate, a pile's label and
the help panel. Each takes a rectangle from the game's Tiled map and plain values."""
from __future__ import annotations

import pygame

from scenes import assets

#: the banner's type, largest first (the largest that keeps to its lines and height)
BANNER_SIZES = (32, 30, 28, 26)
#: the beat caption's and the toast's largest type
CAPTION_PX = 28
#: what a table adds to the caption of a beat on show where a click hurries the beats
HURRY = "  (click to hurry)"
#: the least a caption or a refusal is drawn at on a TV: px at 1920x1080, after the type scale
CAPTION_LEAST = 26
#: the caption's room inside its zone (each side, above and below) and the room between two lines
CAPTION_PAD, CAPTION_LEADING = (20, 1), 0
#: the toast's room inside its zone (each side, above and below) and the room between two lines
TOAST_PAD, TOAST_LEADING = (30, 15), 4


def fit(kind: str, text: str, width: int, height: int, leading: int, top: int = CAPTION_PX,
        lines: int | None = None) -> int | None:
    """The largest size from ``top`` down to the least drawn at :data:`CAPTION_LEAST` px (large
    print starts larger and goes lower) at which ``text`` wrapped to ``width`` fits ``height``
    whole (and in ``lines`` lines, where given); None when it fits at no such size."""
    for size in range(top, assets.least(CAPTION_LEAST) - 1, -1):
        n = len(assets.wrap(kind, size, text, width))
        if (lines is None or n <= lines) and n * (assets.font(kind, size).get_linesize() + leading) <= height:
            return size
    return None


def banner_size(text: str, r: pygame.Rect, mine: bool, lines: int = 2) -> int | None:
    """The banner's size for ``text`` in ``r`` (:func:`banner`), None when it fits whole at no size a TV reads."""
    return fit("bold" if mine else "sans", text, r.w - 36, r.h - 8, 1, BANNER_SIZES[0], lines)


def banner(surface, r: pygame.Rect, text: str, mine: bool, lines: int = 2) -> None:
    """Whose turn it is and what can be done; gold-edged when it is the viewer's move."""
    if not text:
        return
    col = assets.GOLD if mine else (255, 255, 255, 70)
    surface.blit(assets.panel(r.size, (10, 32, 20, 230) if mine else (10, 24, 18, 200), 14, col,
                              3 if mine else 1), r)
    colour = assets.WHITE if mine else assets.SOFT
    kind = "bold" if mine else "sans"
    size = banner_size(text, r, mine, lines) or assets.least(BANNER_SIZES[-1])
    p = assets.paragraph(kind, size, text, r.w - 36, colour, 1, lines, role="caption")
    surface.blit(p, p.get_rect(center=r.center))


def caption_size(text: str, r: pygame.Rect) -> int | None:
    """The caption's size for ``text`` in the zone ``r`` (:func:`caption`): the largest from
    :data:`CAPTION_PX` at which it fits the zone whole, in as many lines as the zone holds; None when
    it fits at no size a TV reads (a wording too long for its table)."""
    return fit("bold", text, r.w - 2 * CAPTION_PAD[0], r.h - 2 * CAPTION_PAD[1], CAPTION_LEADING)


def fullest_caption(r: pygame.Rect, *texts: str) -> str:
    """The first of ``texts`` (the fullest wording first, then shorter ones that say the same) that
    the caption panel shows whole in the zone ``r`` at a TV's size (:func:`caption_size`); else the last."""
    return next((t for t in texts[:-1] if caption_size(t, r) is not None), texts[-1])


def caption(surface, r: pygame.Rect, text: str) -> None:
    """The caption of the beat on show (what the computer just did, what a rule did), on a panel
    that is the zone ``r`` (it covers the banner it replaces), whole, at :func:`caption_size`; a
    caption that fits at no such size is drawn whole at the least size, its panel grown around it."""
    size = caption_size(text, r)
    p = assets.paragraph("bold", size or assets.least(CAPTION_LEAST), text, r.w - 2 * CAPTION_PAD[0], assets.WHITE,
                         CAPTION_LEADING, align="center", role="caption")
    box = r if size else r.union(p.get_rect(center=r.center).inflate(2 * CAPTION_PAD[0], 2 * CAPTION_PAD[1]))
    surface.blit(assets.panel(box.size, (24, 20, 8, 255), 14, assets.GOLD, 2), box)
    surface.blit(p, p.get_rect(center=box.center))


def toast_text(text: str, bad: bool) -> str:
    """What the toast says: a refusal starts "Not allowed: "."""
    return ("Not allowed: " if bad else "") + text


def toast_size(text: str, r: pygame.Rect, bad: bool = True) -> int | None:
    """The toast's size for ``text`` in the zone ``r`` (:func:`toast`), as :func:`caption_size`."""
    return fit("bold", toast_text(text, bad), r.w - 2 * TOAST_PAD[0], r.h - 2 * TOAST_PAD[1], TOAST_LEADING)


def toast(surface, r: pygame.Rect, text: str, bad: bool) -> None:
    """A refusal with the rules' reason (red), or a note (gold), on a panel that is the zone ``r``,
    whole, at :func:`toast_size` (else whole at the least size, the panel grown around it)."""
    col = assets.BAD if bad else assets.GOLD
    size = toast_size(text, r, bad)
    p = assets.paragraph("bold", size or assets.least(CAPTION_LEAST), toast_text(text, bad), r.w - 2 * TOAST_PAD[0],
                         assets.WHITE, TOAST_LEADING, align="center", role="caption")
    box = r if size else r.union(p.get_rect(center=r.center).inflate(2 * TOAST_PAD[0], 2 * TOAST_PAD[1]))
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
