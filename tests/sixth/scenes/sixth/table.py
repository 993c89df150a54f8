"""The Sixth Trick table (the test suite's sixth game): the smallest plan the shared table allows:
where the cards lie, where a move drops, the banner and the drawing. Input, the drag, the glows
and the slides are the defaults of :class:`~scenes.table.plan.Plan` for a plan with a board.

Draws only ``ruleset.view(state, seat)`` for the seat at the screen, through the shared
:class:`~scenes.table.board.Board` (the zones of the view, one sprite per card shown); every move
is one of ``ruleset.legal_actions`` and every refusal ``ruleset.explain``'s. Drag a glowing card
of your hand onto the trick, or click it. The other hand is drawn as card backs (face up when the
view gives it: the kiosk's show, lessons with open hands). No beats: the table syncs after each move."""
from __future__ import annotations

import pygame

from game.core.contract import CardMoved, seat_name
from scenes import assets, pictures
from scenes.scene import LOGICAL
from scenes.table import panels
from scenes.table.board import Board, split_zone
from scenes.table.plan import Plan
from scenes.widgets.cards import CardArt, draw_picture, hand_positions
from scenes.widgets.felt import felt

HELP = ("Drag a glowing card of your hand onto the trick, or click it.\n"
        "Follow the suit led if you can; the highest card of that suit takes the trick and leads next.\n"
        "After five tricks the most tricks wins. Esc: menu.")


class SixthArt(CardArt):
    """A face: the suit's colour, its picture and the number."""
    game = "sixth"

    def _render_face(self, card: dict, k: float) -> pygame.Surface:
        W, H = int(self.w * k), int(self.h * k)
        surf = pygame.Surface((W, H), pygame.SRCALPHA)
        colour = tuple(pygame.Color(card.get("colour", "#444444")))[:3]
        pygame.draw.rect(surf, assets.CREAM, surf.get_rect(), border_radius=int(12 * k))
        pygame.draw.rect(surf, colour, surf.get_rect(), int(6 * k), border_radius=int(12 * k))
        n = assets.text("bold", int(64 * k), str(card.get("number", "?")), colour, role="number")
        surf.blit(n, n.get_rect(midtop=(W // 2, int(14 * k))))
        box = pygame.Rect(int(20 * k), int(90 * k), W - int(40 * k), int(80 * k))
        draw_picture(surf, pictures.art_of(self.game, card.get("key")), box)
        name = assets.text("condbold", int(24 * k), str(card.get("name", "")), assets.INK, role="name")
        surf.blit(name, name.get_rect(midbottom=(W // 2, H - int(8 * k))))
        return surf


class SixthPlan(Plan):
    """Where the cards lie, where a move drops, the banner and the drawing; the shared table and
    the plan's defaults do the rest (input, the drag, the computer, undo, the curtain)."""
    RULES_HINT = HELP
    draws_open_hands = True

    def __init__(self, table):
        super().__init__(table)
        self.art = SixthArt(table.layout.card_size)
        self.board = Board(self.art)
        self.sprites = self.board.sprites

    # ------------------------------------------------------------------ where the cards lie
    def _spot(self, zone: str, i: int, n: int, card: dict):
        t = self.table
        seat, rest = split_zone(zone)
        if seat is None:
            if zone != "trick":
                return None
            r = t.layout.rect("trick")
            w = self.art.w + 20
            return (r.centerx - w * (n - 1) / 2 + w * i, r.centery)
        z = t.layout[f"{t.pos_name(seat)}.{rest}"]
        if rest == "won":                 # a pile: only its top card shows (its count is under it)
            return (z.rect.centerx, z.rect.centery) if i == n - 1 else None
        x, y = hand_positions(z.rect, n, z.facing, t.layout.card_size)[i]
        lift = 30 if t.hover is not None and t.hover.id == card["id"] else 0
        return (x, y - lift if z.facing == "up" else y + lift)

    def _origin(self, zone: str):
        t = self.table
        seat, rest = split_zone(zone)
        name = f"{t.pos_name(seat)}.{rest}" if seat is not None else zone
        return t.layout.rect(name).center if name in t.layout.zones else None

    def place(self, events, animate: bool) -> None:
        self.board.load(self.table.view)
        for e in events:
            if isinstance(e, CardMoved):
                self.board.came_from.setdefault(e.card, e.src)
        self.order = self.board.place(self._spot, animate, self._origin)
        self.table.app.dirty = True

    def focus_target(self, action):
        """Every move of this game is a card played to the trick."""
        return self.table.layout.rect("trick")

    # ------------------------------------------------------------------ update and drawing
    def prompt(self) -> tuple[str, bool]:
        t = self.table
        v = t.view
        if v.get("phase") == "over":
            return (t.over_prompt(v.get("outcome")), False)
        who = v["to_act"][0]
        if t._curtain_pending:
            return (f"Pass the screen to {t.short_name(who)}…", False)
        if who != t.view_seat:
            return (t.say(f"{seat_name(who)} to play, trick {v['trick_no']}"), False)
        if v["led"]:
            suit = t.ruleset.name(t.state, f"{v['led']}-1").rsplit(" ", 1)[0]
            return (f"Trick {v['trick_no']}: follow {suit} if you can — drag a glowing card to the trick", True)
        return (f"Trick {v['trick_no']}: you lead — drag any card to the trick", True)

    def draw(self, surface: pygame.Surface) -> None:
        t = self.table
        view, L = t.view, t.layout
        surface.blit(felt(LOGICAL), (0, 0))
        for name in ("trick", "deck", "p1.won", "p2.won"):
            surface.blit(assets.panel(L.rect(name).size, (14, 50, 30, 255), 12, assets.FELT_LINE, 1), L.rect(name))
        panels.pile_label(surface, L.rect("deck"), "UNSEEN", view["deck"])
        for s in range(2):
            p = view[seat_name(s)]
            panels.pile_label(surface, t.zone(s, "won"), "TRICKS", p["tricks"])
            panels.plate(surface, t.zone(s, "plate"), self.plate_name(s), s in view["to_act"])
            if not isinstance(self.board.zones.get(f"{seat_name(s)}.hand"), list):
                z = L[f"{t.pos_name(s)}.hand"]
                for xy in hand_positions(z.rect, p["hand_count"], z.facing, L.card_size):
                    back = self.art.back()
                    surface.blit(back, back.get_rect(center=(int(xy[0]), int(xy[1]))))
        t.drag.draw_zones(surface)
        for sp in self.order:
            if not sp.dragging:
                sp.draw(surface)
        t.log.draw(surface)
        t.sheets.draw_home(surface, L.rect("zoom"))
        t.draw_banner(surface)
        if t.drag.active and t.drag.sprite is not None:
            t.drag.sprite.draw(surface)
        if t.toast is not None:
            t.draw_toast(surface)

    def toast_rect(self) -> pygame.Rect:
        return self.table.layout.rect("banner")
