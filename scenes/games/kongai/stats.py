"""Kongai's type for the TV (issues 13 and 27): at 1920x1080 a name (a character, an ability, an
item) is at least 23 px, a key number (a character's health, energy and defences; an ability's speed
and damage: the numbers a player compares) at least 32 px, rules text on a table-size face at least
16 px, every other string (a label over a number, a note) at least 23 px. Every such text is
recorded with ``assets.note(role, px, where)`` (tests/scenes/test_type_sizes.py measures them) and
drawn with its role (``assets.text(..., role=...)``: the frame audit of tests/scenes/text_audit.py).

With Large print (``assets.TYPE_SCALE`` 1.3) everything is 1.3 times larger; where a long name
would not fit its box it may shrink back, never below the pixel size the normal print has
(:func:`least`). :class:`StatButton` is the choice tile with big numbers.
"""
from __future__ import annotations

import math

import pygame

from scenes import assets
from scenes.widgets.choice import PAD, ChoiceButton, pill as choice_pill

NAME, NUMBER, RULES = 23, 32, 16
#: the capitals over a number ("SPEED", "HEALTH") and every other plain string: the least text size
LABEL = TEXT = 23
#: the lighter face of a bold one (a name with a word too wide for the bold face)
LIGHTER = {"condbold": "cond", "bold": "sans"}
#: while a test looks: the texts cut short with an ellipsis (a list), else None
CUT: list | None = None
#: how many texts were cut short so far (a face that cut one tries the normal print's sizes)
CUTS = [0]


def least(px: int) -> int:
    """The smallest font size that still renders ``px`` pixels at the current type scale."""
    return max(1, math.ceil(px / assets.TYPE_SCALE - 1e-9))


def fit(kind: str, text: str, width: int, size: int, floor: int) -> int:
    """``assets.fit`` that never goes below ``floor`` pixels (the normal print's minimum)."""
    return assets.fit(kind, text, width, size, min(size, least(floor)))


def lines_at(kind: str, text: str, width: int, size: int, floor: int, max_lines: int,
             fewer_lines: bool = True) -> tuple[int, list[str]]:
    """The largest size from ``size`` down to ``floor`` px at which ``text`` fits one line
    ``width`` wide, else two lines ... up to ``max_lines`` (``fewer_lines``: a name; rules text
    takes the larger size first); else the smallest, cut to ``max_lines`` with an ellipsis."""
    key = (kind, text, width, size, floor, max_lines, fewer_lines, assets.TYPE_SCALE)
    got = _LINES.get(key)
    if got is None:
        if len(_LINES) > 4000:
            _LINES.clear()
        got = _LINES[key] = _lines_at(kind, text, width, size, floor, max_lines, fewer_lines)
    s, lines, cut, broken = got
    if cut or broken:                 # a word broken across lines counts too: a face tries its
        CUTS[0] += 1                  # normal print's sizes, where the word may fit whole
        if CUT is not None and cut:
            CUT.append(text)
    return s, list(lines)


_LINES: dict = {}


def _lines_at(kind, text, width, size, floor, max_lines, fewer_lines):
    """(size, lines, cut with an ellipsis, a word broken inside): words are kept whole at any
    size down to the floor before one is broken across two lines."""
    low = min(size, least(floor))
    for whole in (True, False):
        for n in (range(1, max_lines + 1) if fewer_lines else (max_lines,)):
            for s in range(size, low - 1, -1):
                if whole and any(assets.font(kind, s).size(w)[0] > width for w in text.split()):
                    continue
                lines = assets.wrap(kind, s, text, width)
                if len(lines) <= n:
                    return s, tuple(lines), False, not whole
    lines = assets.wrap(kind, low, text, width)[:max_lines]
    f = assets.font(kind, low)
    last = lines[-1]
    while last and f.size(last + "…")[0] > width:
        last = last[:-1]
    lines[-1] = last.rstrip() + "…"
    return low, tuple(lines), True, False


def _cached(key, make) -> pygame.Surface:
    """A surface kept in the text cache of scenes/assets.py (forgotten with it)."""
    surf = assets.cached(key)
    if surf is None:
        surf = assets.keep(key, make())
    return surf


def render_lines(kind: str, size: int, lines: list[str], colour, spacing: int = 0,
                 align: str = "left", width: int | None = None, role: str | None = None) -> pygame.Surface:
    """``lines`` one under the other in one surface (``role``: what the frame audit checks them as)."""
    return _cached(("kongai-lines", kind, size, tuple(lines), tuple(colour), spacing, align, width, role),
                   lambda: _render_lines(kind, size, lines, colour, spacing, align, width, role))


def _render_lines(kind, size, lines, colour, spacing, align, width, role) -> pygame.Surface:
    f = assets.font(kind, size)
    lh = f.get_linesize() + spacing
    drawn = [(i, assets.text(kind, size, ln, colour, role=role)) for i, ln in enumerate(lines) if ln.strip()]
    w = width or max((t.get_width() for _, t in drawn), default=1)
    # as wide and as tall as the lines are drawn (a line's descenders can pass the font's line size)
    tall = max((i * lh + t.get_height() for i, t in drawn), default=1)
    surf = pygame.Surface((max(1, w), max(1, tall)), pygame.SRCALPHA)
    for i, t in drawn:
        x = {"center": (w - t.get_width()) // 2, "right": w - t.get_width()}.get(align, 0)
        surf.blit(t, (x, i * lh))
    return surf


def name_text(kind: str, text: str, width: int, size: int, colour, where: str, max_lines: int = 2,
              spacing: int = 0, align: str = "left") -> pygame.Surface:
    """A name at ``size`` (down to 23 px when it does not fit), on up to ``max_lines`` lines, broken
    between words: a word too wide for the bold face at 23 px is set in the lighter one."""
    low = min(size, least(NAME))
    if kind in LIGHTER and any(assets.font(kind, low).size(w)[0] > width for w in text.split()):
        kind = LIGHTER[kind]
    s, lines = lines_at(kind, text, width, size, NAME, max_lines)
    assets.note("name", s, where)
    return render_lines(kind, s, lines, colour, spacing, align, role="name")


def rules_text(kind: str, text: str, width: int, size: int, colour, where: str, max_lines: int,
               spacing: int = 0, align: str = "left") -> pygame.Surface:
    """Rules text at ``size`` (down to 16 px), at most ``max_lines`` lines."""
    s, lines = lines_at(kind, text, width, size, RULES, max_lines, fewer_lines=False)
    assets.note("rules", s, where)
    return render_lines(kind, s, lines, colour, spacing, align, role="rules")


def plain_text(kind: str, text: str, width: int, size: int, colour, max_lines: int, spacing: int = 0,
               align: str = "left", fixed_width: int | None = None) -> pygame.Surface:
    """Player-facing words that are neither a name nor rules text: at ``size`` down to 23 px."""
    s, lines = lines_at(kind, text, width, size, TEXT, max_lines, fewer_lines=False)
    return render_lines(kind, s, lines, colour, spacing, align, fixed_width, role="text")


def rules_fits(kind: str, text: str, width: int, height: int, size: int, spacing: int = 0) -> int | None:
    """The largest size from ``size`` down to 16 px at which ``text`` fits ``width`` x ``height``
    whole, or None."""
    for s in range(size, min(size, least(RULES)) - 1, -1):
        n = len(assets.wrap(kind, s, text, width))
        if n * (assets.font(kind, s).get_linesize() + spacing) - spacing <= height:
            return s
    return None


def number(text: str, colour, where: str, size: int = NUMBER, kind: str = "bold") -> pygame.Surface:
    """A key number (health, energy, a defence, a speed, a damage)."""
    assets.note("number", size, where)
    return assets.text(kind, size, text, colour, role="number")


def label(text: str, colour, size: int = LABEL) -> pygame.Surface:
    """The capitals over (or beside) a number."""
    return assets.text("condbold", size, text, colour, role="text")


def number_height(size: int = NUMBER) -> int:
    return assets.font("bold", size).get_linesize()


def stat_block(text: str, cap: str, colour, where: str, cap_colour=None, size: int = NUMBER,
               cap_size: int = LABEL) -> pygame.Surface:
    """A number with its label over it, centred (one block of a stats row)."""
    num = number(text, colour, where, size)
    return _cached(("kongai-stat", text, cap, tuple(colour), cap_colour, size, cap_size),
                   lambda: _stat_block(num, label(cap, cap_colour or colour, cap_size)))


def _stat_block(num, lab) -> pygame.Surface:
    w = max(num.get_width(), lab.get_width())
    h = lab.get_height() - 4 + num.get_height() - 6
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    surf.blit(lab, ((w - lab.get_width()) // 2, -2))
    surf.blit(num, ((w - num.get_width()) // 2, lab.get_height() - 8))
    return surf


def stats_row(stats, where: str, gap: int = 14, variant: int = 0, width: int | None = None,
              tight: bool = False) -> pygame.Surface:
    """``stats``: (number text, label, colour) blocks side by side; a label may be a tuple of
    wordings, longest first (``variant`` picks one). With ``width`` the blocks spread over it.
    ``tight``: Large print set back to the normal print's sizes (where the larger does not fit)."""
    def cap(c):
        return c if isinstance(c, str) else c[min(variant, len(c) - 1)]
    size, cap_size = (least(NUMBER), least(LABEL)) if tight else (NUMBER, LABEL)
    blocks = [stat_block(v, cap(c), col, where, size=size, cap_size=cap_size) for v, c, col in stats]
    key = ("kongai-row", tuple((v, cap(c), tuple(col)) for v, c, col in stats), gap, width, size, cap_size)
    return _cached(key, lambda: _stats_row(blocks, gap, width))


def _stats_row(blocks, gap, width) -> pygame.Surface:
    w = sum(b.get_width() for b in blocks) + gap * max(0, len(blocks) - 1)
    if width is not None and len(blocks) > 1 and w < width:
        gap += (width - w) // (len(blocks) - 1)
        w = width
    h = max((b.get_height() for b in blocks), default=1)
    surf = pygame.Surface((max(1, w), h), pygame.SRCALPHA)
    x = 0
    for b in blocks:
        surf.blit(b, (x, 0))
        x += b.get_width() + gap
    return surf


def fitting_stats_row(stats, where: str, width: int, gap: int = 14, tight_only: bool = False) -> pygame.Surface | None:
    """The stats row in the longest wording (and gap) that fits ``width``, or None (``tight_only``:
    at the normal print's sizes only)."""
    variants = max((1 if isinstance(c, str) else len(c) for _, c, _ in stats), default=1)
    for tight in ((True,) if tight_only else (False, True) if least(NUMBER) < NUMBER else (False,)):
        for variant in range(variants):
            for g in (gap, max(6, gap // 2)):
                row = stats_row(stats, where, g, variant, tight=tight)
                if row.get_width() <= width:
                    return row
    return None


def pill(surface, text: str, colour, at, size: int = LABEL, ink=assets.INK, anchor: str = "topright") -> pygame.Rect:
    """A label on a pill (:func:`scenes.widgets.choice.pill`), at Kongai's label size by default."""
    return choice_pill(surface, text, colour, at, size, ink, "text", anchor)


class StatButton(ChoiceButton):
    """A choice tile (scenes/widgets/choice.py) whose title is a name (23 px and up, on two lines
    when it must) with its key numbers in large type under it (``stats``: (number, label,
    colour) blocks), then its detail lines, its text and, when dimmed, the reason."""

    def __init__(self, rect, title: str, action=None, *, stats: tuple = (), **kw):
        super().__init__(rect, title, action, **kw)
        self.stats = tuple(stats)

    def _key(self, state: str) -> tuple:
        return super()._key(state) + (self.stats, assets.TYPE_SCALE)

    key_role = "text"

    def key_size(self) -> int:
        return least(LABEL)

    def _face(self, surf: pygame.Surface, body: pygame.Rect, state: str, free: int) -> None:
        w, h = self.rect.size
        where = f"button {w}x{h}"
        dim = state == "off"
        tcol = assets.WHITE if not dim else (165, 172, 166)
        x, y, right = body.x + PAD, body.y + 8, body.right - PAD
        bottom = body.bottom - 6
        tx = free
        # the reason (dimmed) and LOCKED IN (picked) keep the foot
        rp, title_lines = None, 1
        if self.reason and dim:             # under a one-line title, as much of the tile as it needs
            title_f = assets.font("condbold", least(NAME))
            title_lines = 1 if title_f.size(self.title)[0] <= tx - x - 4 else 2
            tall = assets.font("condbold", max(NAME, self.title_size)).get_linesize()   # the title's most
            room = bottom - y - title_lines * tall - 4
            lh = assets.font("cond", least(TEXT)).get_linesize()
            for size in range(TEXT, least(TEXT) - 1, -1):       # whole at the largest size that fits
                rp = plain_text("cond", self.reason, right - x, size, (255, 170, 130), 99)
                if rp.get_height() <= room:
                    break
            else:              # too long for the tile: the caption strip (hover) and a click show it whole
                short = "Not now: point at it to read why"
                rp = plain_text("cond", short if len(assets.wrap("cond", least(TEXT), short, right - x)) * lh <= room
                                else "Not now", right - x, least(TEXT), (255, 170, 130), 2)
            bottom -= rp.get_height() + 4
        if state == "picked":
            bottom = pill(surf, "LOCKED IN", assets.GOLD, (right - 5, bottom - 2), least(LABEL),
                          anchor="bottomright").y - 4
        # the title: a name, on two lines when it must (and the tile is tall enough); the big
        # numbers under it, or (a low tile) beside it without their labels
        stats = tuple((v, cap, c if not dim else (170, 176, 170)) for v, cap, c in self.stats)
        row = fitting_stats_row(stats, where, right - x) if stats else None
        title_h = assets.font("condbold", least(NAME)).get_linesize()
        inline = None
        if row is not None and y + title_h + 2 + row.get_height() > bottom:
            row = None
            nums = [number(v, c, where) for v, _, c in stats]
            inline = pygame.Surface((sum(n.get_width() for n in nums) + 12 * (len(nums) - 1), nums[0].get_height()),
                                    pygame.SRCALPHA)
            nx = 0
            for n in nums:
                inline.blit(n, (nx, 0))
                nx += n.get_width() + 12
            if assets.font("condbold", least(NAME)).size(self.title)[0] <= tx - inline.get_width() - 10 - x - 4:
                tx -= inline.get_width() + 10
            else:
                inline = None                # the name first: its figures are on the big card
        two = 2 if h >= 90 and inline is None and (rp is None or title_lines == 2) else 1
        tt = name_text("condbold", self.title, max(40, tx - x - 4), max(NAME, self.title_size), tcol, where, two)
        surf.blit(tt, (x, y))
        if inline is not None:
            surf.blit(inline, inline.get_rect(midright=(tx + inline.get_width() + 10 - 4, y + tt.get_height() // 2)))
            y += max(tt.get_height(), inline.get_height() - 8) + 2
        else:
            y += tt.get_height() + 2
        if row is not None:
            surf.blit(row, (x, y))
            bx = right
            for text, bcol in reversed(self.badges):
                t = label(text, assets.INK)
                if bx - t.get_width() - 10 < x + row.get_width() + 8:
                    break
                bx = pill(surf, text, bcol if not dim else (120, 124, 120), (bx, y + 4)).x - 6
            y += row.get_height() + 4
        elif self.badges:
            bx = right
            for text, bcol in reversed(self.badges):
                bx = pill(surf, text, bcol if not dim else (120, 124, 120), (bx, y)).x - 6
            y += assets.font("condbold", LABEL).get_linesize() + 8
        for text, lcol in self.lines:
            size = fit("condbold", text, right - x, 20, RULES)
            lh = assets.font("condbold", size).get_linesize()
            if y + lh > bottom:
                break                       # the reason matters more than the details
            assets.note("rules", size, where)
            surf.blit(assets.text("condbold", size, text, lcol if not dim else (150, 156, 150), role="rules"), (x, y))
            y += lh + 1
        if self.body:                       # whole, or not at all (the caption strip shows it whole on hover)
            s = rules_fits("cond", self.body, right - x, bottom - (y + 2), 16)
            if s is not None:
                p = rules_text("cond", self.body, right - x, s, (225, 232, 225) if not dim else (140, 146, 140),
                               where, 99)
                surf.blit(p, (x, y + 2))
        if rp is not None:
            surf.blit(rp, (x, body.bottom - 6 - rp.get_height()))
