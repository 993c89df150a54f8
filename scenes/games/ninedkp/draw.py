"""How the 9DKP table draws itself: the felt with its ranges and piles, the cards in order, the
banner, the plates, the hovered card at the left and the help panel."""
from __future__ import annotations

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

    # ------------------------------------------------------------------ background
    def _background(self) -> pygame.Surface:
        if self.bg is not None:
            return self.bg
        L = self.layout
        bg = felt(LOGICAL).copy()
        for s in (0, 1):
            mine = s == self.near
            r = self.zone_rect(s, "range")
            pygame.draw.rect(bg, (14, 50, 30), r, border_radius=22)
            pygame.draw.rect(bg, assets.FELT_LINE, r, 2, border_radius=22)
            cap = L[f"{self.side(s)}.range"].capacity or 4
            sw = r.w / cap
            for i in range(cap):
                slot = pygame.Rect(0, 0, self.art.w + 14, self.art.h + 14)
                slot.center = (int(r.x + sw * (i + 0.5)), r.centery)
                pygame.draw.rect(bg, (40, 96, 62), slot, 2, border_radius=14)
            lab = "YOUR RANGE" if mine and self.view_seat is not None else f"{self.short_name(s).upper()}'S RANGE"
            t = assets.font("condbold", 14).render(lab, True, (150, 190, 160))
            bg.blit(t, (r.x + 14, r.y + 3))
            for z in ("deck", "discard"):
                zr = self.zone_rect(s, z)
                pygame.draw.rect(bg, (14, 50, 30), zr, border_radius=14)
                pygame.draw.rect(bg, assets.FELT_LINE, zr, 2, border_radius=14)
        # the line between the two sides
        top, bot = self.zone_rect(1 - self.near, "range"), self.zone_rect(self.near, "range")
        mid = (top.bottom + bot.top) // 2
        pygame.draw.line(bg, (60, 120, 80), (top.x, mid), (top.right, mid), 1)
        self.bg = bg.convert() if pygame.display.get_surface() is not None else bg
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
            out = v.get("outcome") or {}
            w = out.get("winners") or []
            return (f"Game over — {self.short_name(w[0]) + ' wins' if w else 'a draw'}. {out.get('reason', '')}",
                    False)
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
                    f"click one of your glowing characters to counter-attack, or take the hit.", True)
        parts = []
        if any(isinstance(a, PlayCharacter) for a in self.legal):
            parts.append("drag a card onto your range")
        elif any(isinstance(a, PlaySkratch) for a in self.legal):
            parts.append("drag a Skratch card onto the range")
        if self.attacks:
            parts.append("drag an awake character up to attack")
        if self.abilities or self.retires:
            parts.append("click a glowing character for its ability")
        parts.append("End Turn when you are done")
        text = "Your turn — " + ", ".join(parts[:-1]) + (" or " if len(parts) > 1 else "") + parts[-1].lower() \
            if len(parts) > 1 else "Your turn — " + parts[0]
        return (text, True)

    def draw(self, surface: pygame.Surface):
        surface.blit(self._background(), (0, 0))
        v = self.view
        # piles: deck stacks with counts
        for s in (0, 1):
            p = v[seat_name(s)]
            dr = self.zone_rect(s, "deck")
            n = p["deck"]
            if n:
                back = self.art.back()
                for i in range(min(3, (n + 9) // 10)):
                    surface.blit(back, back.get_rect(center=(dr.centerx - i * 3, dr.centery - i * 3)))
            panels.pile_label(surface, dr, "DECK", n)
            panels.pile_label(surface, self.zone_rect(s, "discard"), "DISCARD", len(p["discard"]))
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
        r = self.zone_rect(s, "plate")
        v = self.view
        acting = s in (v.get("to_act") or []) and v.get("phase") != "over"
        turn = v.get("active") == s and v.get("phase") in ("action", "defend")
        name = self.short_name(s)
        tag = ""
        if v.get("phase") == "defend" and acting:
            tag = "defending"
        elif turn:
            tag = "your turn" if name == "You" else ("to play" if name.startswith("Player") else "its turn")
        elif acting and v.get("phase") == "order":
            tag = "choosing"
        panels.plate(surface, r, self.plate_name(s), acting, tag)

    def _zoom_preview(self, surface):
        r = self.layout.rect("zoom")
        sp = self.hover if (self.hover is not None and self.hover.card and not self.drag.active) else None
        if sp is None:
            surface.blit(self._help_panel(r), r)
            return
        face = self.art.face(sp.card, 2.0)
        if face.get_height() > r.h:
            k = r.h / face.get_height()
            face = self.art.face(sp.card, round(2.0 * k, 2))
        surface.blit(face, face.get_rect(midtop=(r.centerx, r.y)))
        c = sp.card
        if c.get("type") == "character" and c.get("bp") != c.get("printed_bp"):
            t = assets.text("bold", 24, f"now {c.get('bp')} BP", (255, 220, 120))
            pill = t.get_rect(midbottom=(r.centerx, r.bottom - 6)).inflate(18, 8)
            surface.blit(assets.panel(pill.size, (0, 0, 0, 220), 10), pill)
            surface.blit(t, t.get_rect(center=pill.center))

    def _help_panel(self, r: pygame.Rect) -> pygame.Surface:
        return panels.help_panel(r, "How to play", HELP, _gems, extra_h=130)


HELP = ("Hover a card to read it here. Right-click a card for its actions or its full text.\n"
        "Drag a glowing card from your hand onto your range to play it.\n"
        "Drag an awake character up to the enemy to attack. Sideways cards are in Katnap "
        "and cannot act this turn.\n"
        "Click a discard pile to look through it. Esc: menu · F11: full screen.")


def _gems(s: pygame.Surface) -> None:
    """The five gems and what they mean, at the foot of the help panel."""
    y = s.get_height() - 130
    for i, gem in enumerate(("black", "yellow", "blue", "red", "green")):
        pygame.draw.circle(s, assets.GEM_COLOURS[gem], (28, y + i * 24 + 8), 8)
        pygame.draw.circle(s, (255, 255, 255), (28, y + i * 24 + 8), 8, 1)
        s.blit(assets.text("cond", 15, assets.GEM_MEANING[gem], assets.MUTED), (44, y + i * 24))
