"""What the convention kiosk (scenes/screens/kiosk.py) draws for its audience: the big caption of
what just happened, the invitation panel in the table's help zone, the gold banner along the
bottom and the title card between two tables.

**Where the big caption goes** (issue 27: it hides nothing the table says): it takes the table's
banner zone, the place where the table says what is going on (the caption replaces the prompt
there while it is held), at the largest size whose lines fit the zone. A banner zone too low for
two lines at :data:`ROOMY` px (a show map with a 70 px banner between its rows) gives the caption
instead to the invitation panel the table draws in its help zone (:func:`invitation`): the
invitation on top, the caption under it. A table with neither keeps the caption in its banner
zone, grown to hold it (it may then cover the table: the show's audit,
``tests/scenes/test_show_tv.py``, fails on that).
"""
from __future__ import annotations

import pygame

from game.core import registry
from scenes import assets
from scenes.scene import LOGICAL, Scene
from scenes.table import panels
from scenes.widgets.felt import felt

INVITE = "Press any key or click to play"
INVITE_CARD = "Press any key to play"
SHOW_HELP = ("The computer plays every seat, so you can follow along: the caption says what just "
             "happened, the log names the rule.")
#: the big caption's largest type (it goes down to the least a caption has on a TV: 26 px as drawn)
CAPTION_TOP = 46
#: a banner zone that holds two lines of caption at this size takes the caption
ROOMY = 34
#: the caption's room inside its panel: each side, above and below
PAD_X, PAD_Y = 20, 4
#: between two lines of the caption
LEADING = 2
#: the invitation's type in the help zone, largest first
INVITE_SIZES = (52, 46, 40, 34, 30, 26)
CAPTION_PANEL = (20, 16, 6, 255)          # opaque: no ghost of the table's words through it
INK_ON_GOLD = (50, 40, 20)


def _sizes(sizes) -> list[int]:
    """``sizes`` down to the least that is drawn at 26 px or more (large print adds smaller ones)."""
    least = assets.least(sizes[-1])
    return [s for s in sizes if s >= least] + ([least] if least < sizes[-1] else [])


def fit_caption(text: str, room: tuple[int, int]) -> int | None:
    """The largest caption size (from :data:`CAPTION_TOP` down to the least a caption is drawn at
    on a TV, ``panels.fit``) at which ``text`` fits whole in a box of ``room`` (w, h) with its
    padding, or None when it fits at no size a TV reads."""
    w, h = room
    return panels.fit("bold", text, w - 2 * PAD_X, h - 2 * PAD_Y, LEADING, top=CAPTION_TOP)


def banner_takes_caption(banner: pygame.Rect) -> bool:
    """The table's banner zone is tall enough for two lines of caption at :data:`ROOMY`."""
    return 2 * (assets.font("bold", ROOMY).get_linesize() + LEADING) + 2 * PAD_Y <= banner.h


def caption_paragraph(text: str, size: int, width: int) -> pygame.Surface:
    return assets.paragraph("bold", size, text, width - 2 * PAD_X, assets.WHITE, LEADING, align="center", role="caption")


def big_caption(surface, text: str, banner: pygame.Rect) -> pygame.Rect:
    """The caption of what just happened in the table's banner zone (over the prompt it replaces):
    the zone itself, at the largest size that fits it; grown around it only when no size a TV
    reads fits (see the module's doc). Returns the panel's rect."""
    size = fit_caption(text, banner.size)
    p = caption_paragraph(text, size or assets.least(panels.CAPTION_LEAST), banner.w)
    box = banner.copy() if size else banner.union(p.get_rect(center=banner.center).inflate(2 * PAD_X, 2 * PAD_Y))
    box.clamp_ip(surface.get_rect())
    surface.blit(assets.panel(box.size, CAPTION_PANEL, 14, assets.GOLD, 3), box)
    surface.blit(p, p.get_rect(center=box.center))
    return box


#: caption_layout's answers: (panel size, caption, type scale) -> sizes (the newest 256)
_layouts: dict[tuple, tuple[int, int] | None] = {}


def caption_layout(size: tuple[int, int], caption: str) -> tuple[int, int] | None:
    """(the invitation's size, the caption's) in an invitation panel of ``size``: the invitation in
    two lines where it can (one size whatever the caption), the caption as large as fits under it;
    None where the panel cannot hold the caption whole at any size a TV reads."""
    key = (size, caption, assets.TYPE_SCALE)
    if key not in _layouts:
        w, h = size
        heads = _sizes(INVITE_SIZES)
        two = [n for n in heads if len(assets.wrap("bold", n, INVITE, w - 40)) <= 2]
        _layouts[key] = None
        for inv in (two[:1] + [n for n in heads if n < two[0]]) if two else heads:
            lines = len(assets.wrap("bold", inv, INVITE, w - 40))
            fits = fit_caption(caption, (w - 40, h - lines * (assets.font("bold", inv).get_linesize() + 4) - 60))
            if fits is not None:
                _layouts[key] = (inv, fits)
                break
        if len(_layouts) > 256:
            _layouts.pop(next(iter(_layouts)))
    return _layouts[key]


def invitation(size: tuple[int, int], caption: str = "") -> pygame.Surface:
    """The invitation panel the show puts in a table's help zone of ``size``: "Press any key or
    click to play" and under it the ``caption`` of what just happened on a dark inset (see
    :func:`caption_layout`; a caption it cannot hold is the kiosk's to draw in the banner zone) or,
    with none, what the show is (:data:`SHOW_HELP`; left out rather than cut)."""
    key = ("kiosk-help", size, caption)
    s = assets.cached(key)
    if s is not None:
        return s
    w, h = size
    s = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(s, (236, 190, 70, 250), s.get_rect(), border_radius=16)
    pygame.draw.rect(s, (255, 255, 255), s.get_rect(), 3, border_radius=16)
    head = body = None
    sizes = caption_layout(size, caption) if caption else None
    if sizes is not None:
        head = assets.paragraph("bold", sizes[0], INVITE, w - 40, assets.INK, 4, align="center")
        body = _inset(caption, sizes[1], w - 40)
    else:
        for inv in _sizes(INVITE_SIZES):
            head = assets.paragraph("bold", inv, INVITE, w - 40, assets.INK, 4, align="center")
            if head.get_height() + 40 > h:
                continue
            body = assets.paragraph("sans", max(assets.least(23), inv // 2), SHOW_HELP, w - 40, INK_ON_GOLD, 4)
            if head.get_height() + body.get_height() + 60 <= h:
                break
            body = None                  # the invitation alone rather than a cut-off line
    s.blit(head, (20, 20))
    if body is not None:
        s.blit(body, (20, 40 + head.get_height()))
    return assets.keep(key, s)


def _inset(text: str, size: int, width: int) -> pygame.Surface:
    """The caption on its dark inset, ``width`` wide."""
    p = caption_paragraph(text, size, width)
    box = pygame.Surface((width, p.get_height() + 2 * PAD_Y), pygame.SRCALPHA)
    pygame.draw.rect(box, CAPTION_PANEL, box.get_rect(), border_radius=12)
    box.blit(p, p.get_rect(center=box.get_rect().center))
    return box


def banner(surface, text: str) -> None:
    """A gold banner along the bottom of the screen (the invitation, the visitor's "Still there?")."""
    t = assets.text("bold", 44, text, assets.INK)
    box = t.get_rect().inflate(80, 30)
    box.midbottom = (LOGICAL[0] // 2, LOGICAL[1] - 14)
    surface.blit(assets.panel(box.size, (236, 190, 70, 245), 22, (255, 255, 255), 3), box)
    surface.blit(t, t.get_rect(center=box.center))


class TitleCard(Scene):
    """Between two tables of the show, a few seconds of the next one's title card: the game, its
    players, its pitch (the game's blurb) and the invitation. A key hands over as the show does
    (the kiosk sees it first); the card waits while a dialog covers it."""

    def __init__(self, app, game_id: str, seconds: float, then):
        super().__init__(app)
        self.game_id, self.left, self.then = game_id, seconds, then

    animating = True

    def update(self, dt: float) -> None:
        if self.app.top is self and self.left > 0:
            self.left -= dt
            if self.left <= 0:
                self.then()

    def draw(self, surface) -> None:
        surface.blit(felt(LOGICAL), (0, 0))
        info = registry.info(self.game_id)
        box = pygame.Rect(0, 0, 1400, 640)
        box.center = (LOGICAL[0] // 2, LOGICAL[1] // 2)
        surface.blit(assets.panel(box.size, (16, 40, 28, 245), 28, assets.GOLD, 4), box)
        size = assets.fit("serif", info.title, box.w - 120, 120, 48)
        t = assets.text("serif", size, info.title, assets.GOLD)
        surface.blit(t, t.get_rect(center=(box.centerx, box.y + 130)))
        seats = f"{info.min_seats}" + ("" if info.max_seats == info.min_seats else f" to {info.max_seats}")
        n = assets.text("bold", 40, f"{seats} players", assets.SOFT)
        surface.blit(n, n.get_rect(center=(box.centerx, box.y + 235)))
        p = assets.paragraph("sans", 42, info.blurb, box.w - 160, assets.WHITE, 6, 2, align="center")
        surface.blit(p, p.get_rect(midtop=(box.centerx, box.y + 300)))
        i = assets.text("bold", 48, INVITE_CARD, assets.INK)
        pill = i.get_rect().inflate(80, 30)
        pill.midbottom = (box.centerx, box.bottom - 50)
        surface.blit(assets.panel(pill.size, (236, 190, 70, 255), 22, (255, 255, 255), 3), pill)
        surface.blit(i, i.get_rect(center=pill.center))
