"""How The Nine's table draws itself: the felt with both rows of Warriors, the piles, the
Ragnarok Rising zones, the End of Days pool, the initiative dice, the countdown ring, the bid
area with its totals, the Event in the middle, the fight (dice, totals, lines), the blockers'
lines, the plates, the hovered card (or the help panel) and the banner with the beat's caption.
Part of :class:`scenes.games.thenine.table.TheNineTable` (a mixin)."""
from __future__ import annotations

import math

import pygame

from game.core.contract import seat_name
from scenes import assets
from scenes.scene import LOGICAL
from scenes.games.thenine.art import TOKEN_GREEN, draw_ghost, draw_value
from scenes.table import panels
from scenes.widgets.cards import CardSprite
from scenes.widgets.felt import felt

HELP = ("Hover a card to see it here; right-click to read it.\n"
        "Green number: the round a card needs. Red tokens: Shame.\n"
        "Drag a Warrior onto your side, an Event onto the table or its target.\n"
        "Combat: click Warriors to attack; drag yours onto an attacker to block it.\n"
        "Bid: drag Warriors and RR cards onto the bid area.\n"
        "Click Valhalla to look through it. Esc: menu.\n"
        "The ring stands still while you read a card or a menu is open.")
#: the same in Large print, where the panel has room for less
HELP_SHORT = ("Hover a card to see it here; right-click to read it.\n"
              "Drag cards to play them; click Warriors to attack, drag yours onto attackers to block.\n"
              "The ring waits while you read a card.")
#: what a plate's tag says of the seat to act, per phase
ACTING_TAG = {"order": "CHOOSING", "player": "PLAYING", "attack": "ATTACKING", "defend": "BLOCKING",
              "cleanup": "BLOCKING", "bid": "BIDDING", "respond": "ANSWERING"}


class NineDraw:
    """Part of :class:`scenes.games.thenine.table.TheNineTable` (a mixin)."""

    def draw_list(self) -> list[CardSprite]:
        piles, still, hand, moving, top = [], [], [], [], []
        pile: dict[str, list] = {}
        for sp in self.sprites.values():
            if sp.dragging:
                top.append(sp)
            elif sp.animating or sp.id in self.lunge:
                moving.append(sp)
            elif sp.zone.endswith("valhalla") or sp.zone == "rr.discard":
                pile.setdefault(sp.zone, []).append(sp)
            elif sp.zone == "p1.hand":
                hand.append(sp)
            else:
                still.append(sp)
        for zone, lst in pile.items():
            order = {cid: i for i, cid in enumerate(self.ids(self.engine_zone(zone)))}
            lst.sort(key=lambda s: order.get(s.id, -1))
            piles.extend(lst[-2:])
        if self.view_seat is not None:
            hi = {cid: i for i, cid in enumerate(self.ids(f"{seat_name(self.view_seat)}.hand"))}
            hand.sort(key=lambda s: (s is self.hover, hi.get(s.id, 0)))
        return piles + still + hand + moving + top

    def engine_zone(self, zone: str) -> str:
        """The rules' zone a layout zone shows: ``"p1.valhalla"`` -> the seat at the screen's."""
        head, _, rest = zone.partition(".")
        if head == "p1":
            return f"{seat_name(self.near)}.{rest}"
        if head == "p2":
            return f"{seat_name(1 - self.near)}.{rest}"
        return zone

    # ------------------------------------------------------------------ the felt
    def _background(self) -> pygame.Surface:
        if self.bg is not None:
            return self.bg
        L = self.layout
        bg = felt(LOGICAL, (26, 58, 70)).copy()
        for s in (0, 1):
            side = self.pos_name(s)
            r = L.rect(f"{side}.play")
            pygame.draw.rect(bg, (18, 44, 56), r, border_radius=20)
            pygame.draw.rect(bg, (90, 130, 150), r, 2, border_radius=20)
            mine = s == self.near and self.view_seat is not None
            lab = "YOUR WARRIORS IN PLAY" if mine else f"{self.short_name(s).upper()}'S WARRIORS IN PLAY"
            t = assets.text("condbold", 14, lab, (140, 180, 195))
            bg.blit(t, (r.x + 14, r.y + 4) if side == "p2" else (r.x + 14, r.bottom - 20))
            for z in ("deck", "valhalla"):
                zr = L.rect(f"{side}.{z}")
                pygame.draw.rect(bg, (18, 44, 56), zr, border_radius=12)
                pygame.draw.rect(bg, (90, 130, 150), zr, 1, border_radius=12)
            zr = L.rect(f"{side}.rr")
            pygame.draw.rect(bg, (14, 36, 46, 200), zr, border_radius=12)
            pygame.draw.rect(bg, (150, 90, 70), zr, 1, border_radius=12)
        for name in ("rr.deck", "rr.current", "rr.discard", "rr.unclaimed", "eod", "dice", "timer"):
            zr = L.rect(name)
            pygame.draw.rect(bg, (16, 38, 48), zr, border_radius=12)
            pygame.draw.rect(bg, (150, 90, 70) if name.startswith("rr") else (90, 130, 150), zr, 1,
                             border_radius=12)
        self.bg = bg
        return self.bg

    # ------------------------------------------------------------------ the frame
    def draw(self, surface: pygame.Surface):
        surface.blit(self._background(), (0, 0))
        self._draw_event(surface)             # its panel under the piles' labels beside it
        for s in (0, 1):
            self._draw_piles(surface, s)
        self._draw_rr(surface)
        self._draw_eod(surface)
        self._draw_bid(surface)
        self.drag.draw_zones(surface)
        self._draw_assignments(surface, under=True)
        self._draw_fight_lines(surface)
        for sp in self.draw_list():
            if not sp.dragging:
                self.draw_card(surface, sp)
        self._draw_assignments(surface, under=False)
        self._draw_event_target(surface)
        for s in (0, 1):
            self.counters[(s, "health")].draw(surface)
            self.counters[(s, "glory")].draw(surface)
            self._plate(surface, s)
        self._draw_dice_zone(surface)
        self._draw_timer(surface)
        self.log.draw(surface)
        self._zoom_preview(surface)
        self.draw_banner(surface)
        self.draw_caption(surface)
        for b in self.buttons:
            if not self.hidden_button(b):
                b.draw(surface)
        for d in self.fight_dice:
            d.draw(surface)
        for text, pos, col in self.fight_labels:
            t = assets.text("bold", 20, text, col)
            pill = t.get_rect(midtop=pos).inflate(16, 6)
            pill.clamp_ip(pygame.Rect(0, 0, self.layout.rect("log").x - 8, LOGICAL[1]))
            surface.blit(assets.panel(pill.size, (10, 10, 14, 235), 9, col, 2), pill)
            surface.blit(t, t.get_rect(center=pill.center))
        self.floaters.draw(surface)
        if self.drag.active and self.drag.sprite is not None:
            self.draw_card(surface, self.drag.sprite)
        if self.toast is not None:
            self.draw_toast(surface)

    def draw_card(self, surface, sp: CardSprite):
        """A card sprite (its marks come from NineArt.overlay), with what it is worth during a
        bid and the ring of a card on the bid being built."""
        sp.draw(surface)
        if sp.gone or sp.card is None or sp.fade is not None:
            return
        if getattr(sp, "show_value", False):
            draw_value(surface, sp.rect, sp.card, sp.art.w < 100)
        if getattr(sp, "ghost", False):
            draw_ghost(surface, sp.rect)

    def draw_caption(self, surface, rect: pygame.Rect | None = None):
        """The beat on show, in words, over the banner (a click hurries it)."""
        if self.beats_active and self.choreo.caption:
            panels.caption(surface, rect or self.banner_rect(), self.choreo.caption)

    def _label(self, surface, text, pos, colour=(170, 205, 215), anchor="topleft", size=15, width=None):
        """A zone's label; ``width``: as large as fits in it (Large print never runs off a panel)."""
        if width is not None:             # shrink towards the normal-print size, never below it
            size = assets.fit("condbold", text, width, size, min(size, math.ceil(size / assets.TYPE_SCALE)))
        t = assets.text("condbold", size, text, colour)
        surface.blit(t, t.get_rect(**{anchor: pos}))

    # ------------------------------------------------------------------ piles and zones
    def _draw_piles(self, surface, s: int):
        sn = seat_name(s)
        dr = self.zone(s, "deck")
        n = self.board.count(f"{sn}.deck")
        back = self.art.back()
        for i in range(min(3, (n + 9) // 10)):
            surface.blit(back, back.get_rect(center=(dr.centerx - i * 2, dr.centery - i * 2)))
        panels.pile_label(surface, dr, "DECK", n)
        vr = self.zone(s, "valhalla")
        fallen = self.board.count(f"{sn}.valhalla")
        panels.pile_label(surface, vr, "VALHALLA", fallen)
        if not fallen:
            self._label(surface, "empty", vr.center, (90, 130, 150), anchor="center")
        rz = self.zone(s, "rr")
        claimed = self.board.count(f"{sn}.rr")
        self._label(surface, f"CLAIMED RR CARDS · {self.glory.get(s, 0)} GLORY" if claimed else
                    "CLAIMED RR CARDS · NONE YET", (rz.x + 10, rz.y + 3), (230, 170, 140), width=rz.w - 20)
        if f"{sn}.hand" not in self.hidden_hands and self.layout is not self.closed_layout:
            pr = self.zone(s, "play")         # every hand face up: say whose hand is beside the Warriors
            n = self.board.count(f"{sn}.hand")
            who = "YOUR HAND" if s == self.view_seat else f"{self.short_name(s).upper()}'S HAND"
            self._label(surface, f"{who} · {n} CARD{'S' if n != 1 else ''}",
                        (pr.right - 14, pr.y + 4) if self.pos_name(s) == "p2" else (pr.right - 14, pr.bottom - 20),
                        (170, 205, 215), "topright", 14)
        if f"{sn}.hand" in self.hidden_hands:
            hz = self.zone(s, "hand")
            pos = (hz.right + 8, hz.y + 6) if self.pos_name(s) == "p2" else (hz.x, hz.y)
            self._label(surface, f"HAND {self.board.count(f'{sn}.hand')}", pos)
            seen = (self.view.get(seat_name(1 - s)) or {}).get("peek") if self.view_seat is not None else None
            if seen:
                self._label(surface, f"YOU SAW {len(seen)}", (pos[0], pos[1] + 20), (250, 220, 120), size=14)
                self._label(surface, "hover to read", (pos[0], pos[1] + 38), assets.MUTED, size=13)

    def _draw_rr(self, surface):
        L = self.layout
        dr = L.rect("rr.deck")
        n = self.board.count("rr.deck")
        back = self.art.back(1.0, rr=True)
        for i in range(min(3, (n + 6) // 7)):
            surface.blit(back, back.get_rect(center=(dr.centerx - i * 2, dr.centery - i * 2)))
        panels.pile_label(surface, dr, "RR DECK", n)
        cr = L.rect("rr.current")
        up = "UP FOR BIDDING" if self.board.count("rr.current") else "NO RR CARD"
        y = cr.bottom + 3
        if assets.font("condbold", 15).size(up)[0] > cr.w + 4:      # Large print: under the piles' labels
            y = cr.bottom + 4 + assets.font("condbold", 18).get_linesize()
        self._label(surface, up, (cr.centerx, y), (250, 210, 120), "midtop")
        xr = L.rect("rr.discard")
        panels.pile_label(surface, xr, "DISCARD", self.board.count("rr.discard"))
        ur = L.rect("rr.unclaimed")
        n = self.board.count("rr.unclaimed")
        self._label(surface, f"UNCLAIMED RR · AFFECT BOTH · {n}" if n else "UNCLAIMED RR CARDS · NONE",
                    (ur.x + 10, ur.y + 3), (230, 170, 140), width=ur.w - 20)

    def _token_rect(self, i: int) -> pygame.Rect:
        z = self.layout.rect("eod")
        per_row = 10
        size = min(24, (z.w - 24) // per_row - 4)
        gap = (z.w - 24 - per_row * size) / (per_row - 1)
        row, col = divmod(i, per_row)
        return pygame.Rect(int(z.x + 12 + col * (size + gap)), z.y + 52 + row * (size + 10), size, size)

    def _draw_eod(self, surface):
        z = self.layout.rect("eod")
        rnd = self.round_shown
        rounds = self.view.get("rounds", 20)
        self._label(surface, "END OF DAYS POOL", (z.x + 10, z.y + 4), (150, 220, 160))
        left = rounds - rnd
        lt = assets.text("cond", 15, f"{left} to go" if left else "the last round", assets.MUTED)
        surface.blit(lt, lt.get_rect(topright=(z.right - 10, z.y + 28)))
        head = f"Round {rnd} of {rounds}" if rnd else "Before round 1"
        t = assets.text("bold", assets.fit("bold", head, z.w - 30 - lt.get_width(), 22, 12), head, assets.WHITE)
        surface.blit(t, t.get_rect(bottomleft=(z.x + 10, z.y + 28 + lt.get_height())))
        for i in range(rounds):
            r = self._token_rect(i)
            if i < rnd:
                pygame.draw.circle(surface, (0, 0, 0), (r.centerx + 1, r.centery + 2), r.w // 2)
                pygame.draw.circle(surface, TOKEN_GREEN, r.center, r.w // 2)
                pygame.draw.circle(surface, (200, 255, 210), r.center, r.w // 2, 2)
            else:
                pygame.draw.circle(surface, (60, 90, 70), r.center, r.w // 2, 2)
        c = assets.text("cond", 14, "one green token per round", assets.MUTED)
        surface.blit(c, c.get_rect(bottomleft=(z.x + 10, z.bottom - 6)))

    def _draw_dice_zone(self, surface):
        z = self.layout.rect("dice")
        self._label(surface, "INITIATIVE · d20 EACH", (z.x + 10, z.y + 4))
        self.dice.draw(surface)
        if self.view.get("rolls") and not self.dice.animating and not self.beats_active:
            text = self.order_note()
            if text:
                c = assets.text("condbold", assets.fit("condbold", text, z.w - 12, 15, 9), text, (250, 220, 120))
                surface.blit(c, c.get_rect(midbottom=(z.centerx, z.bottom - 4)))

    def _draw_timer(self, surface):
        z = self.layout.rect("timer")
        c = self.clock
        v = self.view
        t = self.ruleset.timer(self.state)
        if not v.get("timers", True):
            self.ring.set_off()
            self._label(surface, "TIMERS OFF", (z.centerx, z.y + 4), assets.MUTED, "midtop", width=z.w - 8)
            self.ring.draw(surface)
            return
        if t is None and not c.get("paused"):
            self.ring.set_off()
            self._label(surface, "NO COUNTDOWN", (z.centerx, z.y + 4), assets.MUTED, "midtop", width=z.w - 8)
            self.ring.draw(surface)
            if v.get("phase") in ("order", "bid", "respond"):
                p = assets.paragraph("cond", 13, self.clock_caption(), z.w - 12, assets.MUTED, 0,
                                     2, align="center")
                surface.blit(p, p.get_rect(midbottom=(z.centerx, z.bottom - 4)))
            return
        seat = c.get("seat")
        whose = "YOUR TIME" if seat == self.view_seat and self.view_seat is not None else \
            f"{self.short_name(seat).upper()}'S TIME" if seat is not None else "TIME"
        self.ring.set(c.get("total") or 1, c.get("left", 0), running=not c.get("paused"))
        self._label(surface, whose, (z.centerx, z.y + 4), (250, 220, 120) if seat == self.view_seat else
                    (170, 205, 215), "midtop", width=z.w - 8)
        self.ring.draw(surface)
        p = assets.paragraph("cond", 13, self.clock_caption(), z.w - 12,
                             (255, 150, 130) if self.ring.warning else assets.MUTED, 0, 2, align="center")
        surface.blit(p, p.get_rect(midbottom=(z.centerx, z.bottom - 4)))

    def _draw_bid(self, surface):
        z = self.layout.rect("bid")
        b = self.view.get("bid")
        active = b is not None and not self.beats_active
        surface.blit(assets.panel(z.size, (40, 26, 14, 215) if active else (14, 32, 40, 190), 12,
                                  (236, 190, 70) if active else (90, 130, 150), 2), z)
        if not active:
            msg = ("THE BID AREA · in the Bid phase, drag Warriors and claimed RR cards here to claim "
                   "the Ragnarok Rising card")
            p = assets.paragraph("cond", 16, msg, z.w - 40, (120, 160, 170), 2, align="center")
            surface.blit(p, p.get_rect(center=z.center))
            return
        head = self._bid_heading(z.w - 20)
        size = assets.fit("condbold", head, z.w - 20, 16, 11)
        surface.blit(assets.text("condbold", size, head, (250, 220, 120)), (z.x + 10, z.y + 5))
        for s in (0, 1):
            rz = self.zone(s, "bid")
            info = b[seat_name(s)]
            leader = b.get("leader") == s
            if s == self.view_seat and "building" in b and (b["building"]["cards"] or not info["submitted"]):
                text = f"YOU: {b['building']['value']} GLORY" + (" · not bid yet" if not info["submitted"] else
                                                                 " · adding")
            elif info["submitted"]:
                text = f"{self.short_name(s).upper()}: {info['value']} GLORY" + (" · LEADS" if leader else "")
            else:
                text = f"{self.short_name(s).upper()}: no bid yet"
            size = assets.fit("condbold", text, rz.w - 6, 15, 10)
            self._label(surface, text, (rz.x + 4, rz.y + 1), (140, 240, 160) if leader else (220, 220, 210),
                        size=size)
            if s == b.get("bidder"):
                pygame.draw.rect(surface, (250, 220, 120), rz.inflate(4, 4), 2, border_radius=8)

    def _draw_event(self, surface):
        z = self.layout.rect("event")
        r = self.view.get("respond") if not self.beats_active else None
        if self.held_event():
            surface.blit(assets.panel(z.inflate(16, 34).size, (50, 26, 70, 220), 12, (180, 130, 230), 2),
                         z.inflate(16, 34).move(0, 6))
            if r:
                who = "YOUR" if r["seat"] == self.view_seat else f"{self.short_name(r['seat']).upper()}'S"
                self._label(surface, f"{who} EVENT", (z.centerx, z.bottom + 4), (210, 170, 250), "midtop", 13,
                            width=z.w - 8)
        else:
            pygame.draw.rect(surface, (70, 60, 90), z, 1, border_radius=12)
            self._label(surface, "EVENTS", z.center, (110, 100, 140), "center", 13)

    # ------------------------------------------------------------------ fights and blockers
    def _draw_fight_lines(self, surface):
        """Who fights whom while the dice roll: the attacker to each blocker (or to the player)."""
        for a, d in self.fight_lines:
            sa = self.sprites.get(a)
            if sa is None or sa.gone:
                continue
            if isinstance(d, int):
                end = pygame.Vector2(self.zone(d, "health").center)
            else:
                sd = self.sprites.get(d)
                if sd is None or sd.gone:
                    continue
                end = pygame.Vector2(sd.rect.center)
            start = pygame.Vector2(sa.rect.center)
            pygame.draw.line(surface, (120, 20, 14), start, end, 9)
            pygame.draw.line(surface, (236, 96, 70), start, end, 4)
            pygame.draw.circle(surface, (236, 96, 70), end, 9)

    def _draw_event_target(self, surface):
        """The card an Event waiting for an answer targets."""
        r = self.view.get("respond") if not self.beats_active else None
        sp = self.sprites.get((r or {}).get("target") or "")
        if sp is None or sp.gone:
            return
        pygame.draw.rect(surface, (200, 150, 250), sp.rect.inflate(8, 8), 3, border_radius=12)
        tag = assets.text("condbold", 14, "TARGET", assets.WHITE)
        parts = sp.art.parts.get(((sp.card or {}).get("key"), sp.rect.w, sp.rect.h))   # on the art, off the name
        pill = tag.get_rect(center=(sp.rect.centerx, sp.rect.y + (parts["art"].centery if parts else 12))).inflate(10, 4)
        surface.blit(assets.panel(pill.size, (90, 50, 140, 240), 7, (200, 150, 250), 1), pill)
        surface.blit(tag, tag.get_rect(center=pill.center))

    def _draw_assignments(self, surface, under: bool):
        """Blockers and the attackers they block: a line between them, a shield on the blocker."""
        if not self._combat_shown():
            return
        for d, a in (self.view.get("combat") or {}).get("assign") or []:
            sd, sa = self.sprites.get(d), self.sprites.get(a)
            if sd is None or sa is None:
                continue
            p, q = pygame.Vector2(sd.rect.center), pygame.Vector2(sa.rect.center)
            if under:
                pygame.draw.line(surface, (120, 170, 255), p, q, 6)
                pygame.draw.line(surface, (30, 60, 120), p, q, 2)
                continue
            tag = assets.text("condbold", 14, f"BLOCKS {self.name_of(a, 'A WARRIOR').upper()}", assets.WHITE)
            pill = tag.get_rect(midbottom=(sd.rect.centerx, sd.rect.y - 2)).inflate(10, 4)
            if self.pos_name(self._owner(d)) == "p2":
                pill.midtop = (sd.rect.centerx, sd.rect.bottom + 2)
            surface.blit(assets.panel(pill.size, (30, 60, 130, 240), 7, (150, 190, 255), 1), pill)
            surface.blit(tag, tag.get_rect(center=pill.center))

    # ------------------------------------------------------------------ plates and the side panel
    def _plate(self, surface, s: int):
        """The shared name plate (gold while the seat is to act) and under it a strip: what the
        seat has played this round, and what it is doing (or FIRST: it goes first this round)."""
        r = self.zone(s, "plate")
        v = self.view
        acting = s in (v.get("to_act") or []) and v.get("phase") != "over" and not self.beats_active
        ph = v.get("phase")
        tag = ""
        if acting:
            tag = ACTING_TAG.get(ph, "TO ACT")
        elif ph not in ("over", "order") and (v.get("order") or [None])[0] == s and v.get("round"):
            tag = "FIRST"
        top = pygame.Rect(r.x, r.y, r.w, r.h - 18)
        strip = pygame.Rect(r.x + 10, top.bottom - 2, r.w - 20, r.bottom - top.bottom + 2)
        surface.blit(assets.panel(strip.size, (10, 30, 20, 200), 6, (255, 255, 255, 40), 1), strip)
        panels.plate(surface, top, self.plate_name(s), acting)
        p = v[seat_name(s)]
        room = strip.w - 16
        if tag:
            tt = assets.text("condbold", 12, tag, assets.INK)
            pill = tt.get_rect(midright=(strip.right - 6, strip.centery + 1)).inflate(10, 2)
            pygame.draw.rect(surface, assets.GOLD if acting else (150, 170, 180), pill, border_radius=6)
            surface.blit(tt, tt.get_rect(center=pill.center))
            room = pill.x - strip.x - 14
        words = [(f"{label} {'played' if used else 'free'}", used)
                 for label, used in (("Warrior", p.get("warrior_played")), ("Event", p.get("event_played")))]
        size = assets.fit("cond", "   ".join(w for w, _ in words), room, 13, 10)   # both fit beside the tag
        x = strip.x + 8
        for text, used in words:
            tt = assets.text("cond", size, text, (110, 120, 120) if used else (150, 230, 160))
            surface.blit(tt, tt.get_rect(midleft=(x, strip.centery + 1)))
            x += tt.get_width() + 10

    def _zoom_preview(self, surface):
        r = self.layout.rect("zoom")
        sp = self.hover if (self.hover is not None and self.hover.card and not self.drag.active) else None
        if sp is None:
            surface.blit(self._help_panel(r), r)
            return
        k = round(min((r.h - 20) / self.art.h, (r.w - 20) / self.art.w, 3.0), 2)
        face = self.art.face(sp.card, k)
        surface.blit(face, face.get_rect(center=r.center))

    def _help_panel(self, r: pygame.Rect) -> pygame.Surface:
        return panels.help_panel(r, "How to play", HELP if assets.TYPE_SCALE == 1.0 else HELP_SHORT)
