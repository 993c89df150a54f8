"""The Sixth Trick table (the test suite's sixth game): the smallest table the shared layer allows.

Draws only ``ruleset.view(state, seat)`` for the seat at the screen, through the shared
:class:`~scenes.table.board.Board` (the zones of the view, one sprite per card shown); every move
is one of ``ruleset.legal_actions`` and every refusal ``ruleset.explain``'s. Drag a glowing card
of your hand onto the trick, or click it. The other hand is drawn as card backs (face up when the
view gives it: the kiosk's show, lessons with open hands). No beats: the table syncs after each move."""
from __future__ import annotations

import pygame

from game.core.contract import CardMoved, seat_name
from game.sixth.actions import Play
from scenes import assets, pictures
from scenes.scene import LOGICAL
from scenes.table import panels
from scenes.table.board import Board, split_zone
from scenes.table.scene import TableScene
from scenes.widgets.cards import CardArt, CardSprite, draw_picture, hand_positions
from scenes.widgets.dragdrop import DragController
from scenes.widgets.felt import felt
from scenes.widgets.log import LogPanel

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
        n = assets.text("bold", int(64 * k), str(card.get("number", "?")), colour)
        surf.blit(n, n.get_rect(midtop=(W // 2, int(14 * k))))
        box = pygame.Rect(int(20 * k), int(90 * k), W - int(40 * k), int(80 * k))
        draw_picture(surf, pictures.art_of(self.game, card.get("key")), box)
        name = assets.text("condbold", int(18 * k), str(card.get("name", "")), assets.INK)
        surf.blit(name, name.get_rect(midbottom=(W // 2, H - int(8 * k))))
        return surf


class SixthTable(TableScene):
    GAME = "sixth"
    RULES_HINT = HELP
    draws_open_hands = True

    def __init__(self, app, *, seats: list[str], seed: int, state=None, record=None, layout=None,
                 options: dict | None = None):
        super().__init__(app, seats=seats, seed=seed, state=state, record=record, layout=layout, options=options)
        self.art = SixthArt(self.layout.card_size)
        self.log = LogPanel(self.layout.rect("log"), "Log")
        self.drag = DragController()
        self.board = Board(self.art)
        self.sprites: dict[str, CardSprite] = self.board.sprites
        self.order: list[CardSprite] = []
        self.buttons: list = []
        self.hover: CardSprite | None = None
        self.view: dict = {}
        self.sync(animate=False)
        if self.actions:
            self.log.add(f"Resumed a saved game after {len(self.actions)} moves.", "Save file")
        if len(self.humans) >= 2:
            self._curtain_pending = True

    # ------------------------------------------------------------------ where the cards lie
    def _spot(self, zone: str, i: int, n: int, card: dict):
        seat, rest = split_zone(zone)
        if seat is None:
            if zone != "trick":
                return None
            r = self.layout.rect("trick")
            w = self.art.w + 20
            return (r.centerx - w * (n - 1) / 2 + w * i, r.centery)
        z = self.layout[f"{self.pos_name(seat)}.{rest}"]
        if rest == "won":
            return (z.rect.centerx, z.rect.centery - min(i, 10) * 2)
        x, y = hand_positions(z.rect, n, z.facing, self.layout.card_size)[i]
        lift = 30 if self.hover is not None and self.hover.id == card["id"] else 0
        return (x, y - lift if z.facing == "up" else y + lift)

    def _origin(self, zone: str):
        seat, rest = split_zone(zone)
        name = f"{self.pos_name(seat)}.{rest}" if seat is not None else zone
        return self.layout.rect(name).center if name in self.layout.zones else None

    def _place_all(self, animate: bool) -> None:
        self.order = self.board.place(self._spot, animate, self._origin)
        self.app.dirty = True

    def sync(self, events=(), animate: bool = True) -> None:
        self.view = self.ruleset.view(self.state, self.view_seat)
        self.board.load(self.view)
        for e in events:
            if isinstance(e, CardMoved):
                self.board.came_from.setdefault(e.card, e.src)
        if self.hover is not None and self.hover.id not in self.board.where:
            self.hover = None
        self._place_all(animate)
        self.refresh_legal()

    def legal_changed(self) -> None:
        cards = self.legal_moves.cards
        for sid, sp in self.sprites.items():
            sp.highlight = "legal" if sid in cards else None

    # ------------------------------------------------------------------ input
    def sprite_at(self, pos):
        return self.board.sprite_at(pos, self.order)

    def _own_hand(self, sp) -> bool:
        return (sp is not None and self.view_seat is not None and sp.card is not None
                and sp.zone == f"{seat_name(self.view_seat)}.hand")

    def drop_zones(self, sp) -> dict:
        return {"trick": self.layout.rect("trick")} if sp.id in self.legal_moves.cards else {}

    def _key(self, event) -> bool:
        if event.key == pygame.K_ESCAPE and self.drag.active:
            self.drag.cancel()
            return True
        return False

    def _press(self, pos) -> None:
        sp = self.sprite_at(pos)
        if self._own_hand(sp) and not self._curtain_pending:
            self.drag.press(sp, pos)
        else:
            self.drag.press(None, pos, payload=sp)

    def _play(self, sp) -> None:
        action = Play(sp.id)
        if action in self.legal:
            self.submit(action)
            return
        sp.snap_back()
        self.hover = None
        self._place_all(True)
        if self.view_seat is not None:
            self.show_toast(self.ruleset.explain(self.state, self.view_seat, action))

    def _click(self, pos, sp) -> None:
        if self._own_hand(sp):
            self._play(sp)

    def _drop(self, sp, pos) -> None:
        if sp is not None and self.layout.rect("trick").collidepoint(pos):
            self._play(sp)
        elif sp is not None:
            sp.snap_back()
            self._place_all(True)

    def _right_click(self, pos) -> None:
        if self.drag.active:
            self.drag.cancel()

    def focus_target(self, action):
        return self.layout.rect("trick")

    def focus_help_rect(self):
        return self.layout.rect("zoom")

    # ------------------------------------------------------------------ update and drawing
    @property
    def busy(self) -> bool:
        return self.beats_active or self.board.animating

    @property
    def animating(self) -> bool:
        return self.drag.active or super().animating

    def animate(self, dt: float) -> None:
        self.board.update(dt)
        self.order = [sp for sp in self.order if not sp.gone]

    def prompt(self) -> tuple[str, bool]:
        v = self.view
        if v.get("phase") == "over":
            return (self.over_prompt(v.get("outcome")), False)
        who = v["to_act"][0]
        if self._curtain_pending:
            return (f"Pass the screen to {self.short_name(who)}…", False)
        if who != self.view_seat:
            return (self.say(f"{seat_name(who)} to play, trick {v['trick_no']}"), False)
        if v["led"]:
            suit = self.ruleset.name(self.state, f"{v['led']}-1").rsplit(" ", 1)[0]
            return (f"Trick {v['trick_no']}: follow {suit} if you can — drag a glowing card to the trick", True)
        return (f"Trick {v['trick_no']}: you lead — drag any card to the trick", True)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt(LOGICAL), (0, 0))
        L = self.layout
        for name in ("trick", "deck", "p1.won", "p2.won"):
            surface.blit(assets.panel(L.rect(name).size, (14, 50, 30, 255), 12, assets.FELT_LINE, 1), L.rect(name))
        panels.pile_label(surface, L.rect("deck"), "UNSEEN", self.view["deck"])
        for s in range(2):
            p = self.view[seat_name(s)]
            panels.pile_label(surface, self.zone(s, "won"), "TRICKS", p["tricks"])
            acting = s in self.view["to_act"]
            panels.plate(surface, self.zone(s, "plate"), self.plate_name(s), acting)
            if not isinstance(self.board.zones.get(f"{seat_name(s)}.hand"), list):
                z = L[f"{self.pos_name(s)}.hand"]
                for xy in hand_positions(z.rect, p["hand_count"], z.facing, L.card_size):
                    back = self.art.back()
                    surface.blit(back, back.get_rect(center=(int(xy[0]), int(xy[1]))))
        self.drag.draw_zones(surface)
        for sp in self.order:
            if not sp.dragging:
                sp.draw(surface)
        self.log.draw(surface)
        surface.blit(panels.help_panel(L.rect("zoom"), "How to play", HELP), L.rect("zoom"))
        self.draw_banner(surface)
        if self.drag.active and self.drag.sprite is not None:
            self.drag.sprite.draw(surface)
        if self.toast is not None:
            self.draw_toast(surface)

    def toast_rect(self) -> pygame.Rect:
        return self.layout.rect("banner")
