"""How the 9DKP table draws itself: the felt with its ranges and piles, the cards in order, the
banner, the plates, the hovered card at the left and the help panel."""
from __future__ import annotations

import math

import pygame

from game.core.contract import seat_name
from game.ninedkp.actions import PlayCharacter, PlaySkratch
from scenes import assets
from scenes.table import panels
from scenes.scene import LOGICAL
from scenes.widgets.cards import CardSprite
from scenes.widgets.felt import felt


class NineDKPDraw:
    """Part of :class:`scenes.games.ninedkp.table.NineDKPTable` (a mixin)."""

    _bg_scale: float | None = None       # the type scale the background's words were set at

    # ------------------------------------------------------------------ background
    def _background(self) -> pygame.Surface:
        if self.bg is not None and self._bg_scale == assets.TYPE_SCALE:
            return self.bg
        self._bg_scale = assets.TYPE_SCALE
        # one background per side of the table and type scale: a hot-seat turn of the table
        # finds its background made (a 1920x1080 copy and convert cost most of a frame)
        key = (self.near, self.view_seat is None, tuple(self.short_name(s) for s in (0, 1)), assets.TYPE_SCALE)
        made = self.__dict__.setdefault("_bgs", {})
        if key in made:
            self.bg = made[key]
            return self.bg
        L = self.layout
        bg = felt(LOGICAL).copy()
        for s in (0, 1):
            mine = s == self.near
            r = self.zone(s, "range")
            pygame.draw.rect(bg, (14, 50, 30), r, border_radius=22)
            pygame.draw.rect(bg, assets.FELT_LINE, r, 2, border_radius=22)
            cap = L[f"{self.pos_name(s)}.range"].capacity or 4
            sw = r.w / cap
            for i in range(cap):
                slot = pygame.Rect(0, 0, self.art.w + 14, self.art.h + 14)
                slot.center = (int(r.x + sw * (i + 0.5)), r.centery)
                pygame.draw.rect(bg, (40, 96, 62), slot, 2, border_radius=14)
            lab = "YOUR RANGE" if mine and self.view_seat is not None else f"{self.short_name(s).upper()}'S RANGE"
            t = assets.font("condbold", 14).render(lab, True, (150, 190, 160))
            tab = t.get_rect(midleft=(r.x + 22, r.y)).inflate(16, 2)     # a tab on the range's edge,
            pygame.draw.rect(bg, (14, 50, 30), tab, border_radius=8)       # clear of the cards in it
            pygame.draw.rect(bg, assets.FELT_LINE, tab, 2, border_radius=8)
            bg.blit(t, t.get_rect(center=tab.center))
            for z in ("deck", "discard"):
                zr = self.zone(s, z)
                pygame.draw.rect(bg, (14, 50, 30), zr, border_radius=14)
                pygame.draw.rect(bg, assets.FELT_LINE, zr, 2, border_radius=14)
        # the line between the two sides
        top, bot = self.zone(1 - self.near, "range"), self.zone(self.near, "range")
        mid = (top.bottom + bot.top) // 2
        pygame.draw.line(bg, (60, 120, 80), (top.x, mid), (top.right, mid), 1)
        self.bg = made[key] = bg.convert() if pygame.display.get_surface() is not None else bg
        return self.bg

    def draw_list(self) -> list[CardSprite]:
        """Sprites in drawing order: piles (top two), range, hands, movers, the dragged card."""
        still, moving, top = [], [], []
        pile_top: dict[str, list] = {}
        for sp in self.order:
            if sp.zone.endswith("discard") and not sp.animating:
                pile_top.setdefault(sp.zone, []).append(sp)
                continue
            if sp.dragging:
                top.append(sp)
            elif sp.animating:
                moving.append(sp)
            else:
                still.append(sp)
        piles = []
        for lst in pile_top.values():
            piles.extend(lst[-2:])
        if self.hover is not None and self.hover in still and self.hover.zone == "p1.hand":
            still.remove(self.hover)
            still.append(self.hover)
        return piles + still + moving + top

    def prompt(self) -> tuple[str, bool]:
        """The banner: whose turn it is and what can be done now. (text, mine)"""
        v = self.view
        phase = v.get("phase")
        acting = v.get("to_act") or []
        me = self.view_seat
        if phase == "over":
            return (self.over_prompt(v.get("outcome")), False)
        if not acting:
            return ("", False)
        who = acting[0]
        if self._curtain_pending:
            return (f"Pass the screen to {self.short_name(who)}…", False)
        if self.target_mode:
            return (self.target_mode["text"] + " — click a highlighted card.", True)
        if me is None or who != me:
            name = self.short_name(who)
            if phase == "order":
                return (f"{name} won the roll-off and is choosing who goes first…", False)
            if phase == "defend":
                return (f"{name} is choosing a defender…", False)
            return (f"{name}'s turn" + (" — thinking…" if self.seats[who] != "human" else ""), False)
        if not self.legal:        # the rules wait for you, the table not yet (its beats, a lesson's "watch")
            return ("Your turn in a moment…", False)
        if phase == "order":
            r = v.get("rolls") or [[0, 0]]
            a, b = r[-1]
            return (f"You won the roll-off ({max(a, b)} vs {min(a, b)}). Go first or second?", True)
        if phase == "defend":
            att = v.get("attack") or {}
            enemy = v[seat_name(att.get("seat", 1 - me))]
            card = next((c for c in enemy["range"] if c["id"] == att.get("attacker")), None)
            nm = card["name"] if card else "a character"
            return (f"{self.short_name(att.get('seat', 1 - me))} attacks with {nm} ({att.get('bp')} BP): "
                    f"click a glowing character to counter-attack, or take the hit.", True)
        parts = []
        if any(isinstance(a, PlayCharacter) for a in self.legal):
            parts.append("drag a card onto your range")
        elif any(isinstance(a, PlaySkratch) for a in self.legal):
            parts.append("drag a Skratch card onto the range")
        if self.attacks:
            parts.append("drag an awake character up to attack")
        if self.abilities or self.retires:
            parts.append("click a glowing character for its ability")
        if not parts:
            text = "Your turn — nothing more to play: End Turn (E)."
        else:
            text = "Your turn — " + ", ".join(parts) + ", or End Turn."
        return (text, True)

    def draw(self, surface: pygame.Surface):
        surface.blit(self._background(), (0, 0))
        v = self.view
        # piles: deck stacks with counts
        for s in (0, 1):
            p = v[seat_name(s)]
            dr = self.zone(s, "deck")
            n = p["deck"]
            if n:
                back = self.art.back()
                for i in range(min(3, (n + 9) // 10)):
                    surface.blit(back, back.get_rect(center=(dr.centerx - i * 3, dr.centery - i * 3)))
            panels.pile_label(surface, dr, "DECK", n)
            panels.pile_label(surface, self.zone(s, "discard"), "DISCARD", len(p["discard"]))
        # the drop zones glow under the cards while dragging
        self.drag.draw_zones(surface)
        for sp in self.draw_list():
            sp.draw(surface)
        # players
        for s in (0, 1):
            self.counters[(s, "hp")].draw(surface)
            self.counters[(s, "dkp")].draw(surface)
            self._plate(surface, s)
        self.log.draw(surface)
        self._zoom_preview(surface)
        self.dice.draw(surface)
        self.draw_banner(surface)
        self.draw_caption(surface)
        for b in self.choice_buttons:
            b.draw(surface)
        mine = self.view_seat is not None and self.view_seat in (v.get("to_act") or [])
        self.end_button.visible = v.get("phase") == "action" and mine
        self.end_button.draw(surface)
        if self.drag.active and self.drag.sprite is not None:
            self.drag.sprite.draw(surface)
        if self.toast is not None:
            self.draw_toast(surface)

    def _plate(self, surface, s: int):
        r = self.zone(s, "plate")
        panels.plate(surface, r, *self.plate_words(s, self.plate_tag(s), r.w))

    def plate_tag(self, s: int) -> str:
        """The pill on seat ``s``'s plate: what that seat is doing now ("your turn" only while
        it may move: the attacker waits while the defender chooses)."""
        v = self.view
        phase = v.get("phase")
        acting = s in (v.get("to_act") or []) and phase != "over"
        turn = v.get("active") == s and phase in ("action", "defend")
        name = self.short_name(s)
        if phase == "defend":
            return "defending" if acting else ("attacking" if turn else "")
        if turn and acting:
            return "your turn" if name == "You" else ("to play" if name.startswith("Player") else "its turn")
        if acting and phase == "order":
            return "choosing"
        return ""

    def plate_words(self, s: int, tag: str, width: int) -> tuple[str, bool, str]:
        """(name, acting, tag) for the plate, short enough that the name and the tag's pill
        do not meet (in large print: the name without its seat tag, else no tag; the gold edge
        still says who acts). Measured as :func:`scenes.table.panels.plate` sets them."""
        acting = s in (self.view.get("to_act") or []) and self.view.get("phase") != "over"
        for name, t in ((self.plate_name(s), tag), (self.short_name(s), tag), (self.plate_name(s), "")):
            room = width - 14 - 12 - assets.text("bold", 22, name).get_width()
            if not t or room - assets.text("condbold", 18, t.upper()).get_width() - 16 >= 10:
                return name, acting, t
        return self.short_name(s), acting, ""

    def hovered(self) -> CardSprite | None:
        """The card the pointer rests on, while it is still a card on the table (not one that
        went to a discard pile or left the view since)."""
        sp = self.hover
        if sp is None or not sp.card or self.drag.active or sp.gone or sp.fade is not None:
            return None
        if self.sprites.get(sp.id) is not sp or sp.zone.endswith("discard"):
            return None
        return sp

    def _zoom_preview(self, surface):
        """The hovered card large, with its BP now and its whole rules text under it."""
        r = self.layout.rect("zoom")
        sp = self.hovered()
        if sp is None:
            surface.blit(self._help_panel(r), r)
            return
        c = sp.card
        lines = []
        if c.get("type") == "character" and c.get("bp") != c.get("printed_bp"):
            lines.append(assets.text("bold", 22, f"Now {c.get('bp')} BP (printed {c.get('printed_bp')})",
                                     (255, 220, 120)))
        text = str(c.get("text") or "")
        if text:
            lh = assets.font("sans", 17).get_linesize() + 2
            least = int(self.art.h * 1.3)            # the face never smaller than this
            room = r.h - least - 8 - 16 - sum(x.get_height() + 4 for x in lines)
            lines.append(assets.paragraph("sans", 17, text, r.w - 24, assets.WHITE, 2, max(1, room // lh)))
        below = sum(x.get_height() + 4 for x in lines) + 12 if lines else 0
        k = min(2.0, round((r.h - below - 8) / self.art.h, 2), round(r.w / self.art.w, 2))
        face = self.art.face(c, k)
        surface.blit(face, face.get_rect(midtop=(r.centerx, r.y)))
        if lines:
            box = pygame.Rect(r.x, r.bottom - below, r.w, below)
            surface.blit(assets.panel(box.size, (0, 0, 0, 215), 12), box)
            y = box.y + 8
            for x in lines:
                surface.blit(x, (box.x + 12, y))
                y += x.get_height() + 4

    def _help_panel(self, r: pygame.Rect) -> pygame.Surface:
        return panels.help_panel(r, "How to play", HELP, _gems, extra_h=gems_height(r.w))


HELP = ("Hover a card to read it here; right-click it for its actions or its full text.\n"
        "Drag a glowing card onto your range to play it.\n"
        "Drag an awake character up at the enemy to attack. Sideways cards are in Katnap: "
        "they cannot act this turn.\n"
        "Click a discard pile to look through it. Esc: menu · F11: full screen.")

GEMS = ("black", "yellow", "blue", "red", "green")
#: the legend's words: 15 px, smaller where a line would not fit (never under 14 px)
GEM_SIZE, GEM_MIN_PX = 15, 14
GEM_LEFT = 44


def _gem_rows(width: int) -> tuple[int, int]:
    """(font size, row height) of the gem legend in a panel ``width`` wide."""
    floor = max(1, math.ceil(GEM_MIN_PX / assets.TYPE_SCALE))
    room = width - GEM_LEFT - 12
    size = min(assets.fit("cond", assets.GEM_MEANING[g], room, GEM_SIZE, floor) for g in GEMS)
    return size, assets.font("cond", size).get_linesize() + 3


def gems_height(width: int = 440) -> int:
    """The height the gem legend takes at the foot of the help panel (above its controls line)."""
    return len(GEMS) * _gem_rows(width)[1] + 8


def _gems(s: pygame.Surface) -> None:
    """The five gems and what they mean, at the foot of the help panel (``s`` ends where the
    controls line begins)."""
    size, row = _gem_rows(s.get_width())
    y = s.get_height() - gems_height(s.get_width())
    rad = max(6, row // 3)
    for i, gem in enumerate(GEMS):
        t = assets.text("cond", size, assets.GEM_MEANING[gem], assets.MUTED)
        cy = y + i * row + row // 2
        pygame.draw.circle(s, assets.GEM_COLOURS[gem], (GEM_LEFT - 6 - rad, cy), rad)
        pygame.draw.circle(s, (255, 255, 255), (GEM_LEFT - 6 - rad, cy), rad, 1)
        s.blit(t, t.get_rect(midleft=(GEM_LEFT, cy)))
