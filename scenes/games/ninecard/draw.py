"""How the 9 Card table draws itself: the felt with every seat's grid, energy zone and piles,
the cards in order, the assault lanes and the attack badge, the plates, the controls panel on
the right, the hovered card and the help panel, and the banner (what to do, or the beat's
caption). Part of :class:`scenes.games.ninecard.table.NineCardTable` (a mixin)."""
from __future__ import annotations

import pygame

from game.core.contract import seat_name
from scenes import assets
from scenes.games.ninecard.art import least
from scenes.scene import LOGICAL
from scenes.table import panels
from scenes.widgets.cards import CardSprite
from scenes.widgets.felt import felt

HAND = 5
#: the tips on the small help panel of a 3-4 seat table
HELP_SHORT = ("Hover a card to read it here; right-click to zoom.\n"
              "Drag Energy to your energy zone, a creature (it costs ATK + DEF) onto a glowing rear "
              "square, a creature one square to move it.\n"
              "Assault panel below: the front row leads; column c fights column c.")
#: the foot of the help panel kept free for the controls line (scenes/table/focus.py)
HELP_FOOT = 64
#: the widest a pile's label may be (the piles of a seat lie this far apart, centre to centre)
PILE_LABEL_W = 84
#: a colour per seat, on its grid's frame and its plate, so a grid and its owner go together
SEAT_COLOURS = [(236, 190, 70), (90, 160, 235), (200, 120, 230), (110, 210, 150)]
HELP = ("Hover a card to read it here; right-click to zoom.\n"
        "Drag Energy into your energy zone: it is ready at once; spent energy lies sideways until "
        "your next turn.\n"
        "A creature costs ATK + DEF (the blue disc) in ready energy: drag it onto a glowing rear "
        "square; it moves up.\n"
        "Drag a creature one square to move it, once a turn (onto one that has not moved: they swap).\n"
        "End your turn with the Assault panel below: the front row leads, column c fights column c.\n"
        "Click a discard pile to look through it. Esc: menu · F11: full screen.")


class NineCardDraw:
    """Part of :class:`scenes.games.ninecard.table.NineCardTable` (a mixin)."""

    def draw_list(self) -> list[CardSprite]:
        piles, grid, energy, hand, moving, top = [], [], [], [], [], []
        pile: dict[str, list] = {}
        for sp in self.sprites.values():
            if sp.dragging or sp.id in self.lunge:
                top.append(sp)
            elif sp.animating:
                moving.append(sp)
            elif sp.zone.endswith(".discard"):
                pile.setdefault(sp.zone, []).append(sp)
            elif ".grid." in sp.zone:
                grid.append(sp)
            elif sp.zone.endswith(".hand"):
                hand.append(sp)
            else:
                energy.append(sp)
        for zone, lst in pile.items():
            order = {c["id"]: i for i, c in enumerate(self.board.cards(zone))}
            lst.sort(key=lambda s: order.get(s.id, -1))
            piles.extend(lst[-2:])
        order = {}
        for s in range(self.n):
            for i, cid in enumerate(self.ids(s, "ready") + self.ids(s, "spent")):
                order[cid] = i
        energy.sort(key=lambda s: order.get(s.id, 0))
        hi = {}
        for s in range(self.n):
            for i, cid in enumerate(self.hand_ids(s) or []):
                hi[cid] = (s, i)
        hand.sort(key=lambda s: (s is self.hover, hi.get(s.id, (0, 0))))
        return piles + grid + energy + hand + moving + top

    def prompt(self) -> tuple[str, bool]:
        v = self.view
        phase = v.get("phase")
        if self.beats_active and self.choreo.caption:
            return (self.choreo.caption + "  (click to hurry)", False)
        if phase == "over":
            return (self.over_prompt(v.get("outcome")), False)
        acting = v.get("to_act") or []
        if not acting:
            return ("", False)
        who = acting[0]
        me = self.view_seat
        if self._curtain_pending:
            return (f"Pass the screen to {self.short_name(who)}…", False)
        if me is None or who != me:
            name = seat_name(who)
            if phase == "follow":
                return (self.say(f"{name} decides whether the next creature continues the assault…"), False)
            return (self.say(f"{name}'s turn") + (" — thinking…" if self.seats[who] != "human" else ""), False)
        if phase == "fizzle":
            extra = len(self.hand_ids(me) or []) - HAND
            return (self._fitting(f"Fizzle: click {extra} card{'s' if extra != 1 else ''} in your hand to discard "
                                  f"down to five.", f"Fizzle: discard {extra} (click in your hand)"), True)
        if phase == "follow":
            a = v.get("assault") or {}
            nxt = self.next_in_column()
            nm = nxt["name"] if nxt else "The creature behind"
            return (self._fitting(f"Column {a.get('column', 0) + 1}: {nm} may continue the assault on "
                                  f"{self.short_name(a.get('target', 0))}. Continue or stop?",
                                  f"Column {a.get('column', 0) + 1}: continue the assault?"), True)
        ready = len(self.ids(me, "ready"))
        can = [w for w, ok in (("energy", self.energy_moves), ("cast", self.casts), ("move", self.moves)) if ok]
        if not can:
            return (self._fitting(f"Your turn · {ready} energy ready. Nothing more to play: choose your Assault "
                                  f"on the right.", f"Your turn · {ready} energy ready · Assault on the right"), True)
        return (self._fitting(f"Your turn · {ready} energy ready · drag glowing cards ({', '.join(can)}) · "
                              f"then Assault on the right",
                              f"Your turn · {ready} energy ready · drag glowing cards, then Assault",
                              f"Your turn · {ready} energy ready"), True)

    def _fitting(self, *texts: str) -> str:
        """The first of ``texts`` the banner shows whole (panels.banner: bold, 20 px at least)."""
        r = self.banner_rect()
        for text in texts:
            if len(assets.wrap("bold", 20, text, r.w - 36)) <= self.banner_lines:
                return text
        return texts[-1]

    # ------------------------------------------------------------------ drawing
    def _background(self) -> pygame.Surface:
        if self.bg is not None:
            return self.bg
        bg = felt(LOGICAL).copy()
        for s in range(self.n):
            for sq, r in enumerate(self.squares[s]):
                box = r.inflate(-4, -4)
                front_row = sq < 3
                pygame.draw.rect(bg, (16, 56, 34) if not front_row else (22, 66, 40), box, border_radius=10)
                pygame.draw.rect(bg, (70, 130, 90) if front_row else (48, 100, 66), box, 2, border_radius=10)
                col = assets.text("condbold", 15, f"col {sq % 3 + 1}", (110, 160, 124))
                bg.blit(col, col.get_rect(midbottom=(box.centerx, box.bottom - 4)))
                if front_row:
                    ft = assets.text("cond", 13, "front", (110, 160, 124))
                    bg.blit(ft, ft.get_rect(midtop=(box.centerx, box.y + 4)))
            g = self.zone(s, "grid")
            pygame.draw.rect(bg, SEAT_COLOURS[s % 4], g.inflate(8, 8), 2, border_radius=14)
            er = self.zone(s, "energy")
            pygame.draw.rect(bg, (14, 50, 30), er, border_radius=12)
            pygame.draw.rect(bg, assets.FELT_LINE, er, 1, border_radius=12)
            for z in ("deck", "discard"):
                zr = self.zone(s, z).inflate(8, 8)
                pygame.draw.rect(bg, (14, 50, 30), zr, border_radius=10)
                pygame.draw.rect(bg, assets.FELT_LINE, zr, 1, border_radius=10)
        self.bg = bg            # a copy of the converted felt: already in the display's format
        return self.bg

    def draw(self, surface: pygame.Surface):
        surface.blit(self._background(), (0, 0))
        for s in range(self.n):
            self._draw_piles(surface, s)
            self._draw_energy_labels(surface, s)
            self._draw_hand_of(surface, s)
        self.drag.draw_zones(surface)
        lunging = []
        for sp in self.draw_list():
            if sp.dragging:
                continue
            if sp.id in self.lunge:
                lunging.append(sp)
                continue
            sp.draw(surface)
            if sp.id in self.dying:
                k = self.dying[sp.id] / 0.6
                surface.blit(assets.panel(sp.rect.size, (200, 30, 20, int(160 * (1 - k)) // 8 * 8), 10), sp.rect)
            elif sp.id in self.struck:
                pygame.draw.rect(surface, (255, 120, 90), sp.rect.inflate(6, 6), 4, border_radius=10)
        self._draw_assault_lanes(surface)
        for s in range(self.n):
            self.counters[s].draw(surface)
            self._plate(surface, s)
        self.log.draw(surface)
        self._zoom_preview(surface)
        self.draw_banner(surface)
        self.draw_caption(surface)
        self._draw_controls(surface)
        for sp in lunging:                  # an attacker crossing the table stays in sight
            sp.draw(surface)
        for cid, b in self.badge.items():
            sp = self.sprites.get(cid)
            if sp is not None and not sp.gone:
                self._draw_badge(surface, sp, b)
        self.floaters.draw(surface)
        if self.drag.active and self.drag.sprite is not None:
            self.drag.sprite.draw(surface)
        if self.toast is not None:
            self.draw_toast(surface)

    def _pile_label(self, surface, r: pygame.Rect, label: str, n: int):
        """``DECK 31`` under a pile, a size smaller than panels.pile_label: a 9 Card seat's deck
        and discard lie side by side, and the shared size makes their labels overlap (at most
        PILE_LABEL_W wide, the space between two piles)."""
        self._label(surface, f"{label} {n}", (r.centerx, r.bottom + 5), anchor="midtop", width=PILE_LABEL_W)

    def _label(self, surface, text, pos, colour=(190, 220, 195), anchor="topleft", width: int | None = None):
        """A zone's label in small capitals: 16 px, set smaller (not below 12) to fit ``width``."""
        size = assets.fit("condbold", text, width, 16, 12) if width else 16
        t = assets.text("condbold", size, text, colour)
        surface.blit(t, t.get_rect(**{anchor: pos}))

    def _draw_piles(self, surface, s: int):
        dr = self.zone(s, "deck")
        n = self.deck_count(s)
        back = self.small[s].back()
        for i in range(min(3, (n + 9) // 10)):
            surface.blit(back, back.get_rect(center=(dr.centerx - i * 2, dr.centery - i * 2)))
        self._pile_label(surface, dr, "DECK", n)
        self._pile_label(surface, self.zone(s, "discard"), "DISCARD", len(self.ids(s, "discard")))

    def _draw_energy_labels(self, surface, s: int):
        ready, spent = len(self.ids(s, "ready")), len(self.ids(s, "spent"))
        _, _, (lr, ls) = self.energy_layout(s, ready, spent)
        if lr[1] == ls[1]:          # one row: one label, the longest that fits
            w = self.zone(s, "energy").w - 16
            for text in (f"ENERGY  ·  {ready} READY  ·  {spent} SPENT", f"{ready} READY  ·  {spent} SPENT"):
                if assets.font("condbold", 16).size(text)[0] <= w:
                    break
            self._label(surface, text, (lr[0] + 8, lr[1] + 1), (250, 220, 120), width=w)
            return
        self._label(surface, f"READY {ready}", (lr[0] + 8, lr[1] + 1), (250, 220, 120))
        self._label(surface, f"SPENT {spent}", (ls[0] + 8, ls[1] + 1), (170, 180, 175))

    def _draw_badge(self, surface, sp, b):
        """The attack an assaulting creature still carries: it shrinks as it is used up."""
        value, start = b[0], max(1.0, b[1])
        k = max(0.45, min(1.0, value / start)) if b[3] < 1.0 or b[2] < b[1] else 1.0
        size = int(16 + 22 * k) // 2 * 2
        t = assets.text("bold", size, str(int(round(value))), assets.WHITE)
        d = self.badge_dir.get(sp.id, pygame.Vector2(0, -1))
        rr = sp.rect
        # on the card's rear side, away from the defender it steps into
        at = pygame.Vector2(sp.pos) - pygame.Vector2(d.x * (rr.w / 2 + 26), d.y * (rr.h / 2 + 22))
        r = t.get_rect(center=(int(at.x), int(at.y)))
        pill = r.inflate(22, 8)
        surface.blit(assets.panel(pill.size, (170, 40, 30, 240), pill.h // 2, (255, 220, 200), 2), pill)
        surface.blit(t, r)
        tag = assets.text("condbold", 12, "ATTACK", (255, 220, 200))
        surface.blit(tag, tag.get_rect(midbottom=(pill.centerx, pill.y)))

    def _lanes(self) -> tuple[int | None, list[tuple[int, int]]]:
        """(target, [(my square, column)]) to draw: the columns chosen to lead, or during a
        follow-up choice the creature that may continue."""
        me = self.view_seat
        if me is None or self.beats_active:
            return None, []
        if self.follow:
            a = self.view.get("assault") or {}
            nxt = self.next_in_column()
            grid = self.grid_ids(me)
            if nxt and nxt["id"] in grid:
                return a.get("target"), [(grid.index(nxt["id"]), a.get("column", 0))]
            return None, []
        if self.target is None or not self.assaults:
            return None, []
        return self.target, [(c, c) for c in sorted(self.columns)]

    def _draw_assault_lanes(self, surface):
        """Each leading column to the column it faces on the target's grid (rulings #6)."""
        target, lanes = self._lanes()
        if target is None:
            return
        me = self.view_seat
        red = (240, 110, 80)
        tr = self.zone(target, "grid")
        pygame.draw.rect(surface, (230, 90, 70), tr.inflate(14, 14), 3, border_radius=14)
        for sq, c in lanes:
            for t_sq in (c, 3 + c, 6 + c):
                pygame.draw.rect(surface, red, self.squares[target][t_sq].inflate(-2, -2), 3, border_radius=10)
            a = pygame.Vector2(self.squares[me][sq].center)
            b = pygame.Vector2(self.squares[target][c].center)
            pygame.draw.line(surface, red, a, b, 4)
            num = assets.text("bold", 20, str(c + 1), assets.WHITE)
            for p in (a, b):
                pygame.draw.circle(surface, (150, 40, 30), p, 15)
                pygame.draw.circle(surface, red, p, 15, 2)
                surface.blit(num, num.get_rect(center=(int(p.x), int(p.y))))

    def _plate(self, surface, s: int):
        """The shared name plate (panels.plate), with the seat's colour and OUT when it is out."""
        r = self.zone(s, "plate")
        v = self.view
        if self.beats_active:
            acting = s == self.shown_active
        else:
            acting = s in (v.get("to_act") or []) and v.get("phase") != "over"
        out = self.out.get(s, False)
        tag = ""
        if out:
            tag = "out"
        elif acting:
            tag = "your turn" if s == self.view_seat else "to play"
        elif s == self.target and self.assaults:
            tag = "target"
        name, tag = self._plate_text(r, s, tag)
        panels.plate(surface, r, name, acting and not out, tag)
        if out:
            surface.blit(assets.panel(r.size, (60, 10, 10, 120), 10), r)
        pygame.draw.rect(surface, SEAT_COLOURS[s % 4], (r.x + 4, r.y + 7, 6, r.h - 14), border_radius=3)
        if s != self.view_seat and self.hand_rect(s) is None:
            self._pile_label(surface, self.zone(s, "life"), "HAND", self.hand_count(s))

    def _plate_text(self, r: pygame.Rect, s: int, tag: str) -> tuple[str, str]:
        """The name and the tag (the pill) a plate has room for (panels.plate sets them in one
        size): the name with its seat tag (p2), else without; the pill goes when even the short
        name leaves no room for it (the plate's gold edge still says whose turn it is)."""
        pill = assets.font("condbold", 18).size(tag.upper())[0] + 28 if tag else 0
        for name, t in ((self.plate_name(s), tag), (self.short_name(s), tag), (self.short_name(s), "")):
            if assets.font("bold", 22).size(name)[0] + 40 + (pill if t else 0) <= r.w:
                return name, t
        return self.short_name(s), ""

    def _draw_hand_of(self, surface, s: int):
        """Open hands (the show, open-hands lessons): each seat's name over its hand (the cards
        are sprites, face up, in the seat's own hand zone)."""
        r = self.hand_rect(s)
        if r is None or not self.hands_open():
            return
        self._label(surface, self.say(f"{seat_name(s)}'s hand · {self.hand_count(s)}").upper(), (r.x + 8, r.y - 2),
                    SEAT_COLOURS[s % 4], width=r.w - 16)

    def _panel_title(self) -> str:
        v = self.view
        me = self.view_seat
        if self.follow:
            return "The next row"
        if self.assaults:
            return "Assault"
        if v.get("phase") == "fizzle" and me is not None and me in (v.get("to_act") or []):
            return "Fizzle"
        return f"Round {v.get('round', 1)}"

    def _panel_text(self) -> pygame.Surface:
        """The words under the panel's title (what the buttons below are for)."""
        v = self.view
        me = self.view_seat
        w = self.shared("controls").w - 40
        if self.follow:
            a = v.get("assault") or {}
            nxt = self.next_in_column()
            body = (f"{nxt['name'] if nxt else 'The creature behind'} stands behind in column "
                    f"{a.get('column', 0) + 1}. It may continue the assault on "
                    f"{self.short_name(a.get('target', 0))} from where it stands.")
            return assets.paragraph("sans", 19, body, w, assets.SOFT, 3)
        if self.assaults:
            if len(self.assaults) > 1:
                body = "Choose the opponent, then the front-row columns that lead (column c fights column c)."
            else:
                body = (f"Against {self.short_name(self.target)}. Front-row creatures with attack lead, each in "
                        f"its own column; column c fights column c.")
            return assets.paragraph("sans", 17, body, w, assets.SOFT, 2)
        if v.get("phase") == "fizzle" and me is not None and me in (v.get("to_act") or []):
            extra = len(self.hand_ids(me) or []) - HAND
            return assets.paragraph("sans", 19, f"The turn ends with exactly five cards in hand: click {extra} "
                                    f"card{'s' if extra != 1 else ''} of your hand to discard "
                                    f"{'them' if extra != 1 else 'it'}.", w, assets.SOFT, 3)
        lines = []
        for s in range(self.n):
            if s not in self.life:
                continue
            state = "out" if self.out[s] else f"life {self.life[s]}"
            creatures = sum(1 for c in self.grid_ids(s) if c)
            lines.append(f"{self.plate_name(s)}: {state}, {creatures} creature{'s' if creatures != 1 else ''}")
        return assets.paragraph("sans", 18, "\n".join(lines), w, assets.SOFT, 6)

    def _no_columns_note(self) -> pygame.Surface:
        return assets.paragraph("cond", 17, "No front-row creature with attack: you can only end the turn.",
                                self.shared("controls").w - 40, assets.MUTED, 2)

    def _draw_controls(self, surface):
        r = self.shared("controls")
        surface.blit(assets.panel(r.size, (8, 26, 16, 210), 14, (255, 255, 255, 40), 2), r)
        x = r.x + 20
        surface.blit(assets.text("bold", 24, self._panel_title(), assets.GOLD), (x, r.y + 16))
        surface.blit(self._panel_text(), (x, r.y + 56))
        if self.assaults and self.column_buttons and not self.eligible_columns():
            cb = next(iter(self.column_buttons.values()))
            surface.blit(self._no_columns_note(), (x, cb.rect.bottom + 10))
        for b in self.buttons:
            b.draw(surface)

    def _zoom_preview(self, surface):
        r = self.shared("zoom")
        sp = self.hover if (self.hover is not None and self.hover.card and not self.drag.active) else None
        if sp is None:
            surface.blit(self._help_panel(r), r)
            return
        k = round(min((r.h - 20) / self.art.h, (r.w - 20) / self.art.w, 3.2), 2)
        face = self.art.face(sp.card, k)
        surface.blit(face, face.get_rect(center=r.center))

    def _help_panel(self, r: pygame.Rect) -> pygame.Surface:
        """The shared help panel (the short tips on the small panel of a 3-4 seat table), its
        tips set again in the largest size that fits above the controls line at its foot."""
        tips = HELP if r.h >= 440 else HELP_SHORT

        def fit(surf: pygame.Surface) -> None:
            # the tips end HELP_FOOT above the panel's foot (the controls line is drawn there), or
            # where the surface given ends (a help panel that keeps its foot free itself)
            top = 12 + assets.font("bold", 20).get_height() + 8
            bottom = min(surf.get_height(), r.h - HELP_FOOT)
            if assets.paragraph("sans", 18, tips, r.w - 32, assets.SOFT, 5).get_height() <= bottom - top:
                return
            surf.fill((8, 26, 16, 200), pygame.Rect(2, top - 2, r.w - 4, min(surf.get_height(), r.h - 14) - top + 2))
            for size in range(17, least(14) - 1, -1):
                p = assets.paragraph("sans", size, tips, r.w - 32, assets.SOFT, 2)
                if p.get_height() <= bottom - top:
                    break
            surf.blit(p, (16, top), pygame.Rect(0, 0, p.get_width(), max(0, bottom - top)))
        return panels.help_panel(r, "How to play", tips, fit)

    def draw_caption(self, surface, rect: pygame.Rect | None = None):
        """The beat on show, in words, over the banner (a click hurries it)."""
        if self.choreo.caption:
            panels.caption(surface, rect or self.banner_rect(), self.choreo.caption + "  (click to hurry)")
