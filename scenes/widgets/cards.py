"""Card sprites.

:class:`CardArt` renders a card face once from the card's view dict and caches
it (a game's art draws its own faces), plus the card back, chips and glows. A
card turned sideways (90 degrees) uses a few pre-rotated frames made once per
face, so a steady frame never rotates or scales anything.

:class:`CardSprite` is one card on the table: a position and an angle that
tween, a highlight, and the dynamic bits drawn over the cached face (current BP
and +100 / -100 chips matching ``base_bp``/``buff`` against ``printed_bp``).
"""
from __future__ import annotations

import zlib

import pygame

from scenes import assets, pictures
from scenes.widgets.tween import Tween, ease_in_out, ease_out_cubic

FACTION_PALETTE = [
    ((120, 50, 60), (200, 110, 90)),     # wine / coral
    ((40, 70, 120), (110, 160, 220)),    # navy / sky
    ((70, 90, 40), (160, 190, 90)),      # moss / lime
    ((90, 50, 120), (180, 130, 220)),    # plum / lilac
    ((110, 80, 30), (220, 170, 80)),     # bronze / honey
    ((30, 90, 90), (100, 200, 190)),     # teal
]
ANGLE_STEPS = (0, 15, 30, 45, 60, 75, 90)


def faction_colours(faction: str | None):
    if not faction:
        return ((70, 60, 90), (150, 130, 190))
    return FACTION_PALETTE[zlib.crc32(str(faction).encode()) % len(FACTION_PALETTE)]


def initials(name: str) -> str:
    words = [w for w in str(name).replace("-", " ").split() if w[:1].isalnum()]
    return "".join(w[0].upper() for w in words[:2]) or "?"


def draw_name(surf: pygame.Surface, name: str, rect: pygame.Rect, colour, big: int, small: int,
              kind: str = "condbold", where: str = "", align: str = "left") -> None:
    """A card name in ``rect``: the largest size from ``big`` down to ``small`` at which it takes
    one or two lines with every word whole (:func:`name_layout`), centred vertically."""
    size, lines = name_layout(name, rect.w, big, small, kind)
    f = assets.font(kind, assets.note("name", size, where))
    lh = f.get_linesize() - max(1, size // 8)
    y = rect.centery - (lh * len(lines)) // 2
    for line in lines:
        t = f.render(line, True, colour)
        x = rect.x if align == "left" else rect.centerx - t.get_width() // 2
        surf.blit(t, (x, y + (lh - t.get_height()) // 2))
        y += lh


def name_layout(name: str, width: int, big: int, floor: int, kind: str = "condbold") -> tuple[int, list[str]]:
    """The largest size from ``big`` down to ``floor`` at which ``name`` takes at most two
    lines of ``width`` with every word whole, and those lines (at ``floor``: the shared wrap,
    the second line ending in an ellipsis when a third would follow)."""
    words = name.split()
    for size in range(big, floor - 1, -1):
        f = assets.font(kind, size)
        if all(f.size(w)[0] <= width for w in words):
            lines = assets.wrap(kind, size, name, width)
            if len(lines) <= 2:
                return size, lines
    lines = assets.wrap(kind, floor, name, width)
    if len(lines) > 2:
        f = assets.font(kind, floor)
        last = " ".join(lines[1:])
        while last and f.size(last + "…")[0] > width:
            last = last[:-1]
        lines = [lines[0], last.rstrip(" ,") + "…"]
    return floor, lines


def name_lines(kind: str, size: int, name: str, width: int) -> list[str]:
    """A name in at most two lines (the second ends in an ellipsis when more would follow)."""
    f = assets.font(kind, size)
    if f.size(name)[0] <= width:
        return [name]
    lines = assets.wrap(kind, size, name, width)
    if len(lines) > 2:
        last = lines[1]
        while last and f.size(last + "…")[0] > width:
            last = last[:-1]
        lines = [lines[0], last.rstrip(" ,") + "…"]
    return lines


def draw_picture(surf: pygame.Surface, art: str | None, box: pygame.Rect, margin: int = 4) -> None:
    """The card's OpenMoji picture, as big as fits, centred in ``box``."""
    side = min(box.w, box.h) - 2 * margin
    pic = pictures.picture(art, side) if side > 8 else None
    if pic is not None:
        surf.blit(pic, pic.get_rect(center=box.center))


def card_blank(size, radius: int, frame=None, inset: int = 0, inner=None, inner_radius: int | None = None,
               shadow: int = 110) -> tuple[pygame.Surface, pygame.Rect]:
    """A card's (or tile's) transparent surface of ``size`` with its soft shadow (alpha ``shadow``)
    and, 1 px in, its body filled with ``frame`` (when given); then ``inset`` px less in width and
    height, the inner panel filled with ``inner`` (when given) at ``inner_radius``. Returns the
    surface and that inner rect (the body itself when ``inset`` is 0)."""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    outer = surf.get_rect()
    pygame.draw.rect(surf, (0, 0, 0, shadow), outer, border_radius=radius)
    body = outer.inflate(-2, -2)
    if frame is not None:
        pygame.draw.rect(surf, frame, body, border_radius=radius)
    panel = body.inflate(-inset, -inset)
    if inner is not None:
        pygame.draw.rect(surf, inner, panel, border_radius=radius if inner_radius is None else inner_radius)
    return surf, panel


def cream_fade(surf: pygame.Surface, rect: pygame.Rect, light, steps: int, strength: float = 0.6) -> None:
    """An art box's backdrop: ``steps`` bands from ``light`` at the top towards cream (``strength``
    of the way) at the bottom."""
    for i in range(steps):
        c = tuple(int(light[j] + (assets.CREAM[j] - light[j]) * i / (steps - 1) * strength) for j in range(3))
        surf.fill(c, pygame.Rect(rect.x, rect.y + rect.h * i // steps, rect.w, rect.h // steps + 1))


def disc(surf: pygame.Surface, centre, radius: int, colour, ring, ring_width: int, drop=(1, 2),
         shadow=(0, 0, 0)) -> None:
    """A round token (a gem, a cost, a badge): a shadow ``drop`` down-right, the disc in
    ``colour`` and a ``ring`` round its edge."""
    pygame.draw.circle(surf, shadow, (centre[0] + drop[0], centre[1] + drop[1]), radius)
    pygame.draw.circle(surf, colour, centre, radius)
    pygame.draw.circle(surf, ring, centre, radius, ring_width)


class CardArt:
    """Caches of everything a card looks like. A game's art sets :attr:`game` (its pictures) and
    :attr:`back_text` (the words on its backs, its declared ``CARD_BACK``)."""

    #: the game whose shipped pictures a face without ``art`` takes (scenes.pictures.art_of)
    game: str = ""
    #: the words printed on the card back (none: a plain back)
    back_text: str = ""

    def __init__(self, size: tuple[int, int] = (150, 210)):
        self.w, self.h = size
        self._faces: dict[tuple, pygame.Surface] = assets.surface_cache()
        self._frames: dict[tuple, list[pygame.Surface]] = assets.surface_cache()
        self._misc: dict[tuple, pygame.Surface] = assets.surface_cache()

    # -- faces ---------------------------------------------------------------
    #: the fields of a card's view its face shows (a face is made once for each different set)
    FACE_FIELDS: tuple[str, ...] = ("key", "name", "type", "text", "art")

    def face_key(self, card: dict, scale: float) -> tuple:
        """What tells two faces apart: the scale and the card's :attr:`FACE_FIELDS`."""
        return (scale,) + tuple(str(card.get(f, "")) for f in self.FACE_FIELDS)

    def face(self, card: dict, scale: float = 1.0) -> pygame.Surface:
        key = self.face_key(card, scale)
        s = self._faces.get(key)
        if s is None:
            s = assets._convert(self._render_face(card, scale))
            self._faces[key] = s
        return s

    def _render_face(self, card: dict, k: float) -> pygame.Surface:
        """A plain face a game's art replaces with its own: a frame, the name, the picture and
        the card's text (it knows no game's fields)."""
        W, H = int(self.w * k), int(self.h * k)
        dark, light = faction_colours(card.get("key"))
        R = max(6, int(12 * k))
        surf, inner = card_blank((W, H), R, dark, int(10 * k), assets.CREAM, max(4, R - 4))
        pad = int(6 * k)
        where = f"{W}x{H}"
        name = str(card.get("name", card.get("key", "?")))
        name_rect = pygame.Rect(inner.x + pad, inner.y + int(2 * k), inner.w - 2 * pad, int(42 * k))
        draw_name(surf, name, name_rect, assets.INK, int(21 * k), int(18 * k), where=where)
        art = pygame.Rect(inner.x + pad, name_rect.bottom + int(4 * k), inner.w - 2 * pad, int(62 * k))
        cream_fade(surf, art, light, 12)
        draw_picture(surf, card.get("art") or pictures.art_of(self.game, card.get("key")), art)
        txt = str(card.get("text", "") or "")
        if txt:
            box = pygame.Rect(inner.x + pad, art.bottom + int(6 * k), inner.w - 2 * pad,
                              inner.bottom - art.bottom - int(10 * k))
            fs = assets.note("rules", max(7, int(14 * k)), where)
            lines = max(1, box.h // assets.font("cond", fs).get_linesize())
            surf.blit(assets.paragraph("cond", fs, txt, box.w, assets.INK, 0, lines), box.topleft)
        return surf

    def back(self, scale: float = 1.0, words: bool = True) -> pygame.Surface:
        """The card back (``words``: with :attr:`back_text` on it; without, for backs that overlap
        or show only in part, where the words would run into each other or be cut)."""
        text = self.back_text if words else ""
        key = ("back", scale, text)
        s = self._misc.get(key)
        if s is None:
            W, H = int(self.w * scale), int(self.h * scale)
            R = max(6, int(12 * scale))
            s, inner = card_blank((W, H), R, (120, 28, 40), int(14 * scale), (160, 46, 58))
            step = max(6, int(14 * scale))
            for x in range(inner.x - inner.h, inner.right, step):
                pygame.draw.line(s, (175, 60, 70), (x, inner.bottom - 1), (x + inner.h, inner.y), 2)
            pygame.draw.rect(s, (236, 190, 70), inner, max(1, int(3 * scale)), border_radius=R)
            if text:
                t = assets.font("serif", int(30 * scale)).render(text, True, (250, 230, 180))
                plate = t.get_rect(center=inner.center).inflate(int(16 * scale), int(8 * scale))
                pygame.draw.rect(s, (90, 20, 30), plate, border_radius=int(8 * scale))
                s.blit(t, t.get_rect(center=inner.center))
            s = assets._convert(s)
            self._misc[key] = s
        return s

    def sprite_back(self, scale: float = 1.0) -> pygame.Surface:
        """The back a face-down card on the table shows: :meth:`back` (a game whose face-down
        cards overlap or peek in from the screen's edge gives its back without words)."""
        return self.back(scale)

    # -- rotation frames -------------------------------------------------------
    def frames(self, card: dict | None, scale: float = 1.0) -> list[pygame.Surface]:
        """The card at 0, 15, ... 90 degrees clockwise (Katnap), made once."""
        key = ("frames", self.face_key(card, scale) if card else ("back", scale))
        fr = self._frames.get(key)
        if fr is None:
            base = self.face(card, scale) if card else self.sprite_back(scale)
            fr = []
            for a in ANGLE_STEPS:
                if a == 0:
                    fr.append(base)
                elif a == 90:
                    fr.append(assets._convert(pygame.transform.rotate(base, -90)))
                else:
                    fr.append(assets._convert(pygame.transform.rotozoom(base, -a, 1.0)))
            self._frames[key] = fr
        return fr

    def upright_or_katnap(self, card: dict | None, katnap: bool, scale: float = 1.0) -> pygame.Surface:
        key = ("k", self.face_key(card, scale) if card else ("back", scale), katnap)
        s = self._misc.get(key)
        if s is None:
            base = self.face(card, scale) if card else self.sprite_back(scale)
            s = assets._convert(pygame.transform.rotate(base, -90)) if katnap else base
            self._misc[key] = s
        return s

    # -- chips, badges, glows ---------------------------------------------------
    def chip(self, plus: bool, label: str | None = None) -> pygame.Surface:
        label = label or ("+100" if plus else "-100")
        key = ("chip", plus, label)
        s = self._misc.get(key)
        if s is None:
            d = 40
            s = pygame.Surface((d, d), pygame.SRCALPHA)
            c = (d // 2, d // 2)
            body = (40, 150, 90) if plus else (190, 50, 50)
            pygame.draw.circle(s, (0, 0, 0, 120), (c[0] + 1, c[1] + 2), d // 2 - 1)
            pygame.draw.circle(s, body, c, d // 2 - 2)
            pygame.draw.circle(s, (255, 255, 255), c, d // 2 - 2, 2)
            pygame.draw.circle(s, (255, 255, 255, 90), c, d // 2 - 7, 1)
            t = assets.font("condbold", 12).render(label, True, (255, 255, 255))
            s.blit(t, t.get_rect(center=c))
            s = assets._convert(s)
            self._misc[key] = s
        return s

    def glow(self, size: tuple[int, int], colour, strength: int = 1) -> pygame.Surface:
        key = ("glow", size, colour, strength)
        s = self._misc.get(key)
        if s is None:
            pad = 12
            s = pygame.Surface((size[0] + 2 * pad, size[1] + 2 * pad), pygame.SRCALPHA)
            for i in range(pad, 0, -2):
                a = int((70 if strength == 1 else 120) * (1 - i / pad)) + 10
                pygame.draw.rect(s, colour + (a,), s.get_rect().inflate(-2 * (pad - i), -2 * (pad - i)),
                                 border_radius=16 + i)
            pygame.draw.rect(s, colour + (255,), s.get_rect().inflate(-2 * pad + 6, -2 * pad + 6), 3,
                             border_radius=14)
            s = assets._convert(s)
            self._misc[key] = s
        return s


class CardSprite:
    """One card on the table (or a face-down back when ``card`` is None)."""

    MOVE_TIME = 0.38
    TURN_TIME = 0.30

    def __init__(self, sid: str, card: dict | None, art: CardArt, pos=(0, 0), katnap: bool = False):
        self.id = sid
        self.card = card
        self.art = art
        self.pos = (float(pos[0]), float(pos[1]))
        self.home = self.pos
        self._move: Tween | None = None
        self.angle = 90.0 if katnap else 0.0
        self.katnap = katnap
        self._turn: Tween | None = None
        self.highlight: str | None = None      # None | "legal" | "target" | "hover"
        self.dragging = False
        self.dim = False
        self.z = 0
        self.fade: Tween | None = None          # removal: alpha 255 -> 0
        self.gone = False
        self.zone = ""

    # -- state ------------------------------------------------------------------
    @property
    def animating(self) -> bool:
        return self._move is not None or self._turn is not None or self.fade is not None

    def set_card(self, card: dict | None) -> None:
        self.card = card

    def place(self, pos) -> None:
        self.pos = self.home = (float(pos[0]), float(pos[1]))
        self._move = None

    def move_to(self, pos, duration: float | None = None, delay: float = 0.0) -> None:
        pos = (float(pos[0]), float(pos[1]))
        self.home = pos
        if self.dragging:
            return
        if abs(pos[0] - self.pos[0]) < 0.5 and abs(pos[1] - self.pos[1]) < 0.5 and self._move is None:
            self.pos = pos
            return
        self._move = Tween(self.pos, pos, self.MOVE_TIME if duration is None else duration,
                           ease_out_cubic, delay)

    def snap_back(self) -> None:
        self.dragging = False
        self._move = Tween(self.pos, self.home, 0.28, ease_out_cubic)

    def set_katnap(self, katnap: bool, animate: bool = True) -> None:
        if katnap == self.katnap and self._turn is None:
            self.angle = 90.0 if katnap else 0.0
            return
        self.katnap = katnap
        end = 90.0 if katnap else 0.0
        if animate:
            self.art.frames(self.card)             # make the few frames now, once
            self._turn = Tween(self.angle, end, self.TURN_TIME, ease_in_out)
        else:
            self.angle, self._turn = end, None

    def remove(self, delay: float = 0.3) -> None:
        self.fade = Tween(255.0, 0.0, 0.3, ease_in_out, delay)

    def update(self, dt: float) -> None:
        if self._move is not None:
            self.pos = self._move.update(dt)
            if self._move.done:
                self.pos, self._move = self._move.end, None
        if self._turn is not None:
            self.angle = self._turn.update(dt)
            if self._turn.done:
                self.angle, self._turn = self._turn.end, None
        if self.fade is not None:
            self.fade.update(dt)
            if self.fade.done:
                self.gone = True
                self.fade = None

    # -- geometry ---------------------------------------------------------------
    @property
    def size(self) -> tuple[int, int]:
        w, h = self.art.w, self.art.h
        return (h, w) if self.angle >= 45 else (w, h)

    @property
    def rect(self) -> pygame.Rect:
        r = pygame.Rect((0, 0), self.size)
        r.center = (int(self.pos[0]), int(self.pos[1]))
        return r

    # -- drawing ------------------------------------------------------------------
    def image(self) -> pygame.Surface:
        if self._turn is None and self.angle in (0.0, 90.0):
            return self.art.upright_or_katnap(self.card, self.angle >= 90.0)
        frames = self.art.frames(self.card)
        i = min(len(frames) - 1, max(0, int(round(self.angle / 15.0))))
        return frames[i]

    def draw(self, surface: pygame.Surface) -> None:
        if self.gone:
            return
        img = self.image()
        r = img.get_rect(center=(int(self.pos[0]), int(self.pos[1])))
        if self.dragging:
            shadow = self.art.glow(img.get_size(), (0, 0, 0))
            surface.blit(shadow, shadow.get_rect(center=(r.centerx + 10, r.centery + 14)))
        if self.highlight:
            col = {"legal": assets.GLOW, "target": assets.GLOW_TARGET, "hover": (255, 255, 255),
                   "attack": (255, 120, 90), "selected": assets.GLOW_TARGET}.get(self.highlight, assets.GLOW)
            g = self.art.glow(img.get_size(), col, 2 if self.highlight in ("target", "selected") else 1)
            surface.blit(g, g.get_rect(center=r.center))
        if self.fade is not None:
            img = img.copy()          # only while fading out, for a few frames
            img.set_alpha(int(self.fade.value))
        surface.blit(img, r)
        if self.dim:
            surface.blit(assets.panel(r.size, (0, 0, 0, 90), 12), r)
        overlay = getattr(self.art, "overlay", None)
        if self.card and self.fade is None:
            if overlay is not None:
                overlay(surface, r, self.card)      # what a game draws over a face (its own art)
            elif self.card.get("type") == "character":
                self._draw_stats(surface, r)

    def _draw_stats(self, surface: pygame.Surface, r: pygame.Rect) -> None:
        c = self.card
        printed = int(c.get("printed_bp", 0) or 0)
        base = int(c.get("base_bp", printed) or 0)
        buff = int(c.get("buff", 0) or 0)
        bp = int(c.get("bp", base + buff) or 0)
        # chips: damage / healing against the printed BP, then aura buffs
        chips: list[bool] = []
        diff = (base - printed) // 100
        chips += [diff > 0] * abs(diff)
        chips += [True] * max(0, buff // 100)
        if chips:
            upright = r.h > r.w
            shown = chips[:4]
            for i, plus in enumerate(shown):
                ch = self.art.chip(plus)
                if upright:   # down the right side of the art box
                    c = (r.right - 26, r.y + (r.h * 62) // 210 + i * 24)
                else:         # along the top edge of a Katnap card
                    c = (r.centerx - 10 + i * 26, r.y + 24)
                surface.blit(ch, ch.get_rect(center=c))
            if len(chips) > 4:
                more = assets.text("condbold", 15, f"x{len(chips)}", assets.WHITE)
                c = (r.right - 26, r.y + (r.h * 62) // 210 + 4 * 24) if upright else (r.centerx - 10 + 4 * 26, r.y + 24)
                pill = more.get_rect(center=c).inflate(8, 2)
                pygame.draw.rect(surface, (0, 0, 0), pill, border_radius=6)
                surface.blit(more, more.get_rect(center=pill.center))
        if bp != printed:
            col = (120, 235, 140) if bp > printed else (255, 130, 110)
            t = assets.text("bold", 28, f"{bp} BP", col)
            pill = t.get_rect(midbottom=(r.centerx, r.bottom - 4)).inflate(10, 0)
            surface.blit(assets.panel(pill.size, (10, 10, 10, 230), 8, col, 2), pill)
            surface.blit(t, t.get_rect(center=pill.center))


def hand_positions(rect: pygame.Rect, n: int, facing: str, card_size) -> list[tuple[float, float]]:
    """Card centres of a hand of ``n`` cards in a hand zone: side by side, overlapping when
    the zone is too narrow (the e2e tests aim with this too). ``facing`` down hugs the
    zone's bottom edge (an opponent at the top), up its top edge."""
    if n == 0:
        return []
    w, h = card_size
    step = min(w + 14, (rect.w - w) / max(1, n - 1)) if n > 1 else 0
    total = step * (n - 1) + w
    x0 = rect.centerx - total / 2 + w / 2
    y = rect.bottom - h / 2 + 6 if facing == "down" else rect.y + h / 2 + 16
    return [(x0 + step * i, y) for i in range(n)]
