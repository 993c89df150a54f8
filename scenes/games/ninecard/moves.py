"""How the 9 Card table is played with the mouse and keys: drags (a hand card onto a rear
square or the energy zone, a grid creature one square), a refused drop snapping back with the
rules' reason, clicks (a front creature toggles its column, a hand card in Fizzle is discarded,
a discard pile opens), right-click to read a card, and the controls panel on the right (the
opponent, the columns, Assault!, End turn; Continue / Stop). Every move is one of the legal
actions; every refusal is ``ruleset.explain``'s. Part of
:class:`scenes.games.ninecard.table.NineCardTable` (a mixin)."""
from __future__ import annotations

import pygame

from game.core.contract import seat_name
from game.ninecard.actions import Assault, Cast, CreatureAsEnergy, Discard, Move, PlayEnergy
from scenes.games.ninecard.art import card_details
from scenes.widgets.overlays import CardGridScene, ZoomScene
from scenes.table.board import seat_zone
from scenes.widgets.button import Button
from scenes.widgets.cards import CardSprite


#: a column button chosen to lead, and one not chosen (plain, like the other choices of the panel)
CHOSEN, UNCHOSEN = (200, 140, 30), (60, 70, 90)


class NineCardMoves:
    """Part of :class:`scenes.games.ninecard.table.NineCardTable` (a mixin)."""

    # ------------------------------------------------------------------ the controls panel
    def _build_buttons(self):
        r = self.shared("controls")
        self.buttons = []
        self.column_buttons: dict[int, Button] = {}
        self.target_buttons: dict[int, Button] = {}
        x, w = r.x + 20, r.w - 40
        y = r.y + 56 + self._panel_text().get_height() + 16
        if self.follow:
            if True in self.follow:
                self.buttons.append(Button((x, y, w, 76), "Continue the assault (Y)",
                                           lambda: self.submit(self.follow[True]), key=pygame.K_y,
                                           colour=(176, 60, 44), size=26))
            if False in self.follow:
                self.buttons.append(Button((x, y + 92, w, 60), "Stop this column (N)",
                                           lambda: self.submit(self.follow[False]), key=pygame.K_n,
                                           colour=(60, 70, 90), size=24))
            return
        if not self.assaults:
            return
        targets = len(self.assaults) if len(self.assaults) > 1 else 0
        # the rows' heights (target, columns, Assault!, End turn), closer together when the panel
        # would not hold them (three opponents in large print)
        rows = (40, 46, 64, 76, 66, 76, 50)
        if y + targets * 46 + (12 if targets else 0) + 76 + 76 + 50 > r.bottom - 12:
            rows = (36, 40, 54, 64, 56, 66, 48)
        th, tstep, ch, cstep, ah, astep, eh = rows
        if targets:
            for i, t in enumerate(sorted(self.assaults, key=lambda t: (t - self.view_seat) % self.n)):
                chosen = t == self.target
                b = Button((x, y, w, th), ("» " if chosen else "") + f"{self.plate_name(t)}  ·  life "
                           f"{self.life[t]}", lambda t=t: self.choose_target(t),
                           key=pygame.K_F1 + i, colour=(176, 60, 44) if chosen else (60, 70, 90), size=20)
                self.target_buttons[t] = b
                self.buttons.append(b)
                y += tstep
            y += 12
        eligible = self.eligible_columns()
        cw = (w - 20) // 3
        for c in range(3):                  # only a chosen column is gold with a tick; the others are plain
            on = c in self.columns
            b = Button((x + c * (cw + 10), y, cw, ch), f"Column {c + 1}" + (" ✓" if on else ""),
                       lambda c=c: self.toggle_column(c), key=pygame.K_1 + c,
                       colour=CHOSEN if on else UNCHOSEN, size=20)
            b.enabled = c in eligible
            self.column_buttons[c] = b
            self.buttons.append(b)
        y += cstep
        self.assault_button = None
        if eligible:
            go = self.assaults.get(self.target, {}).get(tuple(sorted(self.columns)))
            live = bool(self.columns) and go is not None     # dimmed, it says why (a click says it too)
            b = Button((x, y, w, ah), "Assault! (A)" if live else self.assault_why(), self.assault, key=pygame.K_a,
                       colour=(176, 60, 44), size=30 if live else 20)
            b.enabled = live
            self.assault_button = b
            self.buttons.append(b)
            y += astep
        else:
            y += self._no_columns_note().get_height() + 12
        self.buttons.append(Button((x, y, w, eh), "End turn, no assault (E)", self.end_turn,
                                   key=pygame.K_e, colour=(60, 70, 90), size=22))

    def assault_why(self) -> str:
        """Why Assault! is dimmed, on the button itself: no column chosen yet, or the chosen ones
        may not lead together."""
        if not self.columns:
            return "Assault!  ·  choose a column first"
        return "Assault!  ·  these columns cannot lead"

    def choose_target(self, t: int):
        if t in self.assaults:
            self.target = t
            self.refresh_legal()

    def _probe_target(self) -> int:
        """The chosen opponent, or the next one still in (to ask the ruleset why not)."""
        if self.target is not None:
            return self.target
        me = self.near
        for k in range(1, self.n):
            t = (me + k) % self.n
            if not self.out[t]:
                return t
        return (me + 1) % self.n

    def toggle_column(self, c: int):
        if c not in self.eligible_columns():
            if self.view_seat is not None:
                self.show_toast(self.ruleset.explain(self.state, self.view_seat, Assault(self._probe_target(), (c,))))
            return
        self.columns ^= {c}
        self.refresh_legal()

    def assault(self):
        # no column chosen: the "no assault" action is End turn's, never Assault!'s (A once ended the turn)
        a = self.assaults.get(self.target, {}).get(tuple(sorted(self.columns))) if self.columns else None
        if a is None:
            if self.view_seat is not None:
                probe = Assault(self._probe_target(), tuple(sorted(self.columns)))
                self.show_toast(self.ruleset.explain(self.state, self.view_seat, probe)
                                if self.columns else "Choose at least one column to lead the assault.")
            return
        self.submit(a)

    def end_turn(self):
        a = self.assaults.get(self.target, {}).get(())
        if a is None and self.view_seat is not None:
            self.show_toast(self.ruleset.explain(self.state, self.view_seat, Assault(self._probe_target(), ())))
            return
        self.submit(a)

    def on_submitted(self):
        self.columns = set()


    # ------------------------------------------------------------------ input
    def _key(self, event) -> bool:
        if event.key == pygame.K_ESCAPE and self.drag.active:
            self.drag.cancel()
            return True
        for b in self.buttons:
            if b.key is not None and b.key == event.key and b.visible:
                if b.enabled:
                    b.click()
                elif b in self.column_buttons.values():
                    b.click()
                return True
        return False


    def sprite_at(self, pos) -> CardSprite | None:
        for sp in reversed(self.draw_list()):
            if sp.gone or sp.fade is not None or sp.zone.endswith(".discard") or sp.zone.endswith(".flying"):
                continue
            if sp.rect.collidepoint(pos):
                return sp
        return None

    def own(self, sp: CardSprite) -> bool:
        return self.view_seat is not None and sp.zone.startswith(seat_name(self.view_seat) + ".")

    def drop_zones(self, sp: CardSprite) -> dict[str, pygame.Rect]:
        me = self.view_seat
        zones = {}
        if me is None:
            return zones
        if sp.zone.endswith(".hand"):
            for a in self.casts.get(sp.id, []):
                zones[f"sq{6 + a.column}"] = self.squares[me][6 + a.column]
            if sp.id in self.energy_moves:
                zones["energy"] = self.zone(me, "energy")
            if sp.id in self.discards:
                zones["discard"] = self.zone(me, "discard").inflate(30, 30)
        elif ".grid." in sp.zone:
            for sq in self.moves.get(sp.id, {}):
                zones[f"sq{sq}"] = self.squares[me][sq]
        return zones

    def _press(self, pos):
        for b in self.buttons:
            if b.hit(pos):
                return
        sp = self.sprite_at(pos)
        if (sp is not None and sp.card is not None and self.own(sp) and not self._curtain_pending
                and (sp.zone.endswith(".hand") or ".grid." in sp.zone)):
            self.drag.press(sp, pos)      # even out of turn: the drop then says why not
        else:
            self.drag.press(None, pos, payload=sp)

    def button_clickable(self, b) -> bool:
        return b.enabled or b in self.column_buttons.values() or b is self.assault_button

    def _square_at(self, seat: int, pos) -> int | None:
        for sq, r in enumerate(self.squares[seat]):
            if r.collidepoint(pos):
                return sq
        return None

    def _snap(self, sp: CardSprite):
        """A refused drop: back where it came from (the hand without the hover lift)."""
        sp.snap_back()
        self.hover = None
        self._place_all(True)

    def _drop(self, sp: CardSprite, pos):
        """What the drop means, from where it landed; legal -> submit, else the reason."""
        me = self.view_seat
        card = sp.card or {}
        action = None
        if me is None:
            self._snap(sp)
            return
        sq = self._square_at(me, pos)
        in_energy = self.zone(me, "energy").collidepoint(pos)
        in_discard = self.zone(me, "discard").inflate(30, 30).collidepoint(pos)
        if sp.zone.endswith(".hand"):
            if in_energy:
                action = (PlayEnergy if card.get("type") == "energy" else CreatureAsEnergy)(sp.id)
            elif sq is not None:
                action = Cast(sp.id, sq % 3)
            elif in_discard:
                action = Discard(sp.id)
            else:
                self._snap(sp)
                if not self.hand_rect(me).inflate(0, 40).collidepoint(pos):
                    self.show_toast("Drop a creature on a glowing rear square of your grid, an Energy card "
                                    "on your energy zone.", bad=False)
                return
        elif ".grid." in sp.zone:
            grid = self.grid_ids(me)
            here = grid.index(sp.id) if sp.id in grid else None
            if sq is None or sq == here:
                self._snap(sp)
                if sq is None and any(self._square_at(s, pos) is not None for s in range(self.n) if s != me):
                    self.show_toast("Creatures fight with the Assault panel on the right: choose the columns "
                                    "that lead, then Assault!", bad=False)
                return
            action = Move(sp.id, sq)
        if action is None:
            self._snap(sp)
            return
        if action in self.legal:
            self.submit(action)
            return
        self._snap(sp)
        self.show_toast(self.ruleset.explain(self.state, me, action))

    def _click(self, pos, sp: CardSprite | None):
        me = self.view_seat
        for s in range(self.n):
            if self.zone(s, "discard").collidepoint(pos):
                self.open_discard(s)
                return
        if sp is None or sp.card is None:
            return
        if me is not None and self.own(sp):
            if sp.zone.endswith(".hand") and self.view.get("phase") == "fizzle":
                a = self.discards.get(sp.id)
                if a is not None:
                    self.submit(a)
                else:
                    self.show_toast(self.ruleset.explain(self.state, me, Discard(sp.id)))
                return
            grid = self.grid_ids(me)
            if ".grid." in sp.zone and sp.id in grid[:3] and self.assaults:
                self.toggle_column(grid.index(sp.id))
                return
        self.app.push(ZoomScene(self.app, sp.card, self.art, card_details))

    def _right_click(self, pos):
        if self.drag.active:
            self.drag.cancel()
            return
        for s in range(self.n):
            if self.zone(s, "discard").collidepoint(pos):
                self.open_discard(s)
                return
        sp = self.sprite_at(pos)
        if sp is not None and sp.card is not None:
            self.app.push(ZoomScene(self.app, sp.card, self.art, card_details))

    # ------------------------------------------------------------------ focus (scenes/table/focus.py)
    def focus_target(self, a):
        """The square a cast or a move goes to, the energy row, the discard pile."""
        me = self.view_seat
        if isinstance(a, (Cast, Move)):
            return self.squares[me][6 + a.column if isinstance(a, Cast) else a.square]
        if isinstance(a, (PlayEnergy, CreatureAsEnergy)):
            return self.zone(me, "energy")
        return self.zone(me, "discard") if isinstance(a, Discard) else None

    def focus_help_rect(self):
        return self.shared("zoom")

    def open_discard(self, seat: int):
        cards = [self.cards.get(c["id"], c) for c in reversed(self.board.cards(seat_zone(seat, "discard")))]
        title = self.say(f"{seat_name(seat)}'s discard pile ({len(cards)})")
        self.app.push(CardGridScene(self.app, title, cards, self.art,
                                    subtitle="Newest first. Click a card to read it.", details=card_details))

