"""Kongai's duel drawn from the view: each player's active character large in the middle (the
seat at the screen on the left), the bench beside it, health and energy meters, defences and
status chips below; the range track and the reveal panel between them; the caption strip
(the beat on show, else a hint); the choices at the bottom (while a reveal plays: both
choices, revealed together)."""
from __future__ import annotations

import math

import pygame

from game.core.contract import seat_name
from game.kongai.actions import BringIn, Lead, Switch
from scenes import assets
from scenes.app import LOGICAL
from scenes.games.kongai.art import BUFF, DEBUFF, ENERGY, HEALTH, POISON, STUN, TYPE_COLOURS, damage_text
from scenes.games.kongai.draft import SEAT_COLOURS
from scenes.games.kongai.moves import bench_slots
from scenes.games.kongai.words import PHASES, SIMULTANEOUS, choice_words
from scenes.table import panels
from scenes.widgets.choice import ChoiceButton
from scenes.widgets.felt import felt


class KongaiDraw:
    """Part of :class:`scenes.games.kongai.table.KongaiTable` (a mixin)."""

    def _background(self) -> pygame.Surface:
        draft = self.view.get("phase") in ("draft", "items")
        if self.bg is not None and self._bg_key == (draft, self.near):
            return self.bg
        self._bg_key = (draft, self.near)
        bg = felt(LOGICAL, (34, 38, 62)).copy()
        for s in (() if draft else (0, 1)):
            r = self.zone(s, "bench")
            pygame.draw.rect(bg, (26, 30, 50), r, border_radius=16)
            pygame.draw.rect(bg, (80, 90, 130), r, 2, border_radius=16)
            t = assets.font("condbold", 16).render("BENCH", True, (150, 160, 200))
            bg.blit(t, (r.x + 12, r.y + 5))
            a = self.zone(s, "active")
            pygame.draw.rect(bg, (26, 30, 50), a.inflate(12, 12), border_radius=20)
            pygame.draw.rect(bg, SEAT_COLOURS[s if self.near == 0 else 1 - s], a.inflate(12, 12), 2, border_radius=20)
        self.bg = bg.convert() if pygame.display.get_surface() is not None else bg
        return self.bg

    def draw(self, surface: pygame.Surface):
        ChoiceButton.new_frame(2)
        surface.blit(self._background(), (0, 0))
        v = self.view
        self._draw_turn(surface)
        self.draw_banner(surface)
        if v.get("phase") in ("draft", "items") and v.get("draft"):
            self._draw_draft(surface)
        else:
            for s in (0, 1):
                self._draw_bench(surface, s)
                self._draw_active(surface, s)
                self._draw_plate(surface, s)
                self._draw_bars(surface, s)
            self._draw_range(surface)
            self._draw_reveal(surface)
            self._draw_caption(surface)
            self._draw_choices(surface)
        self.log.draw(surface)
        self.floaters.draw(surface)
        self._draw_tooltip(surface)
        if self.toast is not None:
            self.draw_toast(surface)
        ChoiceButton.new_frame(None)
        if any(not b.ready for b in self.buttons if b.visible):
            self.app.dirty = True          # the rest of the panel comes in the next frames

    def _draw_turn(self, surface):
        r = self.layout.rect("turn")
        v = self.view
        turn, phase = self.stage or (v.get("turn"), v.get("phase"))
        surface.blit(assets.panel(r.size, (14, 18, 36, 230), 14, (120, 130, 190), 2), r)
        if phase in ("draft", "items"):
            big = "DRAFT" if phase == "draft" else "ITEMS"
        elif phase == "pick_start":
            big = "START"
        else:
            big = f"TURN {turn}"
        t = assets.text("serif", 30, big, assets.GOLD)
        surface.blit(t, (r.x + 14, r.y + 6))
        mode = {"pax": "PAX", "5v5_items": "5v5 + items"}.get(v.get("mode"), v.get("mode", ""))
        sub = f"{PHASES.get(phase, phase)} · {mode}"
        if self.stage:
            sub = f"Revealing: {PHASES.get(phase, phase).lower()}"
        st = assets.text("cond", 18, sub, assets.SOFT)
        surface.blit(st, (r.x + 14, r.bottom - st.get_height() - 8))

    # -- the duel -----------------------------------------------------------------
    def _draw_active(self, surface, s: int):
        r = self.zone(s, "active")
        cid = self.shown_active.get(s)
        if cid is None or cid not in self.chars:
            pygame.draw.rect(surface, (40, 44, 70), r, border_radius=16)
            t = assets.text("serif", 90, "?", (120, 130, 170))
            surface.blit(t, t.get_rect(center=(r.centerx, r.centery - 30)))
            mine = self.view.get("chosen", {}).get(seat_name(s))
            p = assets.paragraph("sans", 20, "chosen, hidden until both have chosen" if mine else
                                 "choosing a starting character in secret", r.w - 40, assets.SOFT, 2, align="center")
            surface.blit(p, p.get_rect(midtop=(r.centerx, r.centery + 40)))
            return
        c = self.chars[cid]
        dx = dy = 0.0
        t = self.lunge.get(s)
        if t is not None and not t.done:
            k = math.sin(math.pi * t.progress)
            dx = (1 if self.side(s) == "p1" else -1) * 60 * k
        sl = self.slide.get(s)
        if sl is not None and not sl.done:
            dx += sl.value[0]
            dy += sl.value[1]
        pos = r.move(int(dx), int(dy))
        surface.blit(self.art.card(c, r.size), pos)
        hp = self.hp.get(cid)
        if hp is not None and hp.shown <= 0 and not hp.animating:
            surface.blit(assets.panel(r.size, (10, 10, 10, 170), 16), pos)
            ko = assets.text("serif", assets.fit("serif", "KNOCKED OUT", r.w - 30, 46, 20), "KNOCKED OUT", (255, 90, 80))
            surface.blit(ko, ko.get_rect(center=(pos.centerx, pos.y + 103)))
        elif c.get("stun") and not self.beats_active:
            band = pygame.Rect(pos.x, pos.y + 120, pos.w, 50)
            surface.blit(assets.panel(band.size, (60, 40, 0, 200), 0), band)
            st = assets.text("bold", 30, "STUNNED", STUN)
            surface.blit(st, st.get_rect(center=band.center))
        f = self.flash.get(cid)
        if f:
            a = min(150, int(300 * f)) // 30 * 30
            if a > 0:
                surface.blit(assets.panel(r.size, (255, 60, 40, a), 16), pos)
        rib = self.ribbons.get(s)
        if rib is not None:
            text, col = rib
            size = assets.fit("bold", text, r.w - 30, 28, 14)
            tt = assets.text("bold", size, text, assets.INK)
            box = tt.get_rect(center=(pos.centerx, pos.y + 103)).inflate(26, 14)
            surface.blit(assets.panel(box.size, col + (255,), 10, (255, 255, 255), 2), box)
            surface.blit(tt, tt.get_rect(center=box.center))

    def _draw_bench(self, surface, s: int):
        ids = self._bench_ids(s)
        rects = bench_slots(self.zone(s, "bench"), max(1, len(ids)))
        phase = self.view.get("phase")
        mine = s == self.view_seat and not self.beats_active
        hover = self.hover_tile
        for cid, r in zip(ids, rects):
            c = self.chars[cid]
            surface.blit(self.art.tile(c, r.size), r)
            hp, en = self.hp[cid], self.en[cid]
            hr = pygame.Rect(r.x + 8, r.y + 42, r.w - 16, 20)
            hp.draw(surface, hr, HEALTH, size=14)
            er = pygame.Rect(r.x + 8, r.y + 66, r.w - 16, 14)
            en.draw(surface, er, ENERGY, text=False)
            et = assets.text("cond", 13, f"{en.shown} energy", (190, 210, 240))
            surface.blit(et, (r.x + 10, r.y + 82))
            marks = []
            if c.get("poison"):
                marks.append(("P", POISON))
            if any(b["debuff"] for b in c.get("buffs") or []):
                marks.append(("−", DEBUFF))
            if any(not b["debuff"] for b in c.get("buffs") or []):
                marks.append(("+", BUFF))
            x = r.right - 12
            for m, col in marks:
                pygame.draw.circle(surface, col, (x, r.y + 88), 8)
                mt = assets.text("condbold", 13, m, assets.INK)
                surface.blit(mt, mt.get_rect(center=(x, r.y + 88)))
                x -= 20
            if hp.shown <= 0 and not hp.animating:
                surface.blit(assets.panel(r.size, (0, 0, 0, 170), 12), r)
                ko = assets.text("bold", 26, "OUT", (255, 100, 90))
                surface.blit(ko, ko.get_rect(center=r.center))
                continue
            can = False
            if mine and self.legal:
                make = {"combat": Switch, "replace": BringIn, "pick_start": Lead}.get(phase)
                can = make is not None and make(cid) in self._legal_set()
            if can:
                pygame.draw.rect(surface, assets.GLOW, r.inflate(6, 6), 3, border_radius=14)
            if hover == ("bench", cid):
                pygame.draw.rect(surface, (255, 255, 255), r.inflate(6, 6), 2, border_radius=14)

    def _draw_plate(self, surface, s: int):
        r = self.zone(s, "plate")
        v = self.view
        phase = v.get("phase")
        acting = s in (v.get("to_act") or []) and phase in SIMULTANEOUS and not self.beats_active
        col = SEAT_COLOURS[0 if s == self.near else 1]
        surface.blit(assets.panel(r.size, (14, 18, 36, 230), 10, col if acting else (255, 255, 255, 50),
                                  3 if acting else 1), r)
        t = assets.text("bold", 20, self.plate_name(s), col)
        surface.blit(t, t.get_rect(midleft=(r.x + 12, r.centery)))
        tag, tcol = "", assets.GOLD
        if phase == "over" and not self.beats_active:
            w = (v.get("outcome") or {}).get("winners") or []
            tag = "WINNER" if s in w else ""
        elif phase in SIMULTANEOUS and not self.beats_active:
            idle = self._idle_reason(s)
            if idle == "stunned":
                tag, tcol = "STUNNED", STUN
            elif idle == "waiting":
                tag, tcol = "WAITING", (170, 180, 200)
            elif (v.get("chosen") or {}).get(seat_name(s)):
                tag, tcol = "✓ CHOSEN", (130, 220, 150)
            else:
                tag = "CHOOSING…" if self.seats[s] == "human" else "THINKING…"
        if tag:
            tt = assets.text("condbold", 16, tag, assets.INK)
            pill = tt.get_rect(midright=(r.right - 10, r.centery)).inflate(14, 6)
            pygame.draw.rect(surface, tcol, pill, border_radius=8)
            surface.blit(tt, tt.get_rect(center=pill.center))

    def _idle_reason(self, s: int) -> str | None:
        """Why a seat has nothing to choose in this phase, from what everyone can see: its
        active character is stunned, or (replacement) it is not the one knocked out."""
        v = self.view
        phase = v.get("phase")
        p = v[seat_name(s)]
        act = self.chars.get(p.get("active") or "")
        if act is None:
            return None
        if phase == "replace":
            return "waiting" if act["alive"] else None
        if phase in ("maneuver", "combat") and act.get("stun"):
            return "stunned"
        return None

    def _draw_bars(self, surface, s: int):
        cid = self.shown_active.get(s)
        if cid is None or cid not in self.chars:
            return
        c = self.chars[cid]
        self.hp[cid].draw(surface, self.zone(s, "health"), HEALTH, label="HEALTH", size=18)
        self.en[cid].draw(surface, self.zone(s, "energy"), ENERGY, label="ENERGY", size=15)
        # defences: physical / light / dark, against the printed numbers
        r = self.zone(s, "defence")
        w = (r.w - 12) // 3
        for i, t in enumerate(("physical", "light", "dark")):
            box = pygame.Rect(r.x + i * (w + 6), r.y, w, r.h)
            now, base = c["defence"][t], c["base_defence"][t]
            pygame.draw.rect(surface, (20, 24, 40), box, border_radius=8)
            pygame.draw.rect(surface, TYPE_COLOURS[t], box, 2, border_radius=8)
            lab = assets.text("condbold", 12, {"physical": "PHYS", "light": "LIGHT", "dark": "DARK"}[t] + " DEF",
                              TYPE_COLOURS[t])
            surface.blit(lab, lab.get_rect(midleft=(box.x + 6, box.centery)))
            colour = assets.WHITE if now == base else ((130, 230, 150) if now > base else (255, 130, 110))
            num = assets.text("bold", 19 if now == base else 15, str(now) + ("" if now == base else f"({now - base:+d})"),
                              colour)
            surface.blit(num, num.get_rect(midright=(box.right - 6, box.centery)))
        # status markers
        r = self.zone(s, "status")
        chips = self._status_chips(s, c)
        x = r.x
        for text, col in chips:
            size = 15
            tt = assets.text("condbold", size, text, assets.INK)
            pill = pygame.Rect(x, r.y + 4, tt.get_width() + 16, r.h - 8)
            if pill.right > r.right:
                more = assets.text("condbold", 15, "…", assets.WHITE)
                surface.blit(more, (x, r.y + 8))
                break
            pygame.draw.rect(surface, col, pill, border_radius=8)
            surface.blit(tt, tt.get_rect(center=pill.center))
            x = pill.right + 6

    def _status_chips(self, s: int, c: dict) -> list[tuple[str, tuple]]:
        v = self.view
        chips = []
        if c.get("poison"):
            p = c["poison"]
            chips.append((f"POISON {p['amount']}/turn · {p['turns']} left", POISON))
        if c.get("stun"):
            chips.append((f"STUNNED {c['stun']}", STUN))
        for b in c.get("buffs") or []:
            what = {"damage": "dmg", "speed": "speed", "defence": "def"}.get(b["stat"], b["stat"])
            if b.get("type") and b["stat"] == "defence":
                what = f"{b['type']} def" if b["type"] != "all" else "all def"
            chips.append((f"{b['amount']:+d} {what} · {b['turns']}t", DEBUFF if b["debuff"] else BUFF))
        off = (v.get("disabled") or {}).get(seat_name(s))
        if off:
            name = next((a["name"] for a in c["abilities"] if a["key"] == off), off)
            chips.append((f"{name} disabled", (200, 150, 150)))
        p = v[seat_name(s)]
        if p.get("switched_last_turn") and v.get("phase") in ("maneuver", "combat"):
            chips.append(("switched last turn", (170, 180, 210)))
        if not chips:
            chips.append(("no status effects", (90, 100, 120)))
        return chips

    def _draw_range(self, surface):
        r = self.layout.rect("range")
        v = self.view
        surface.blit(assets.panel(r.size, (14, 18, 36, 230), 16, (120, 130, 190), 2), r)
        t = assets.text("condbold", 18, "RANGE", (170, 180, 220))
        surface.blit(t, t.get_rect(midtop=(r.centerx, r.y + 8)))
        k = self.range_pos.value
        word = "FAR" if k > 0.5 else "CLOSE"
        big = assets.text("serif", 40, word, assets.GOLD)
        surface.blit(big, big.get_rect(midtop=(r.centerx, r.y + 30)))
        track = pygame.Rect(r.x + 24, r.y + 100, r.w - 48, 10)
        pygame.draw.rect(surface, (50, 56, 90), track, border_radius=5)
        half = track.w / 2
        gap = 36 + (half - 40) * k      # the two fighters stand close together or far apart
        for s in (0, 1):
            left = self.side(s) == "p1"
            x = int(track.centerx + (-gap if left else gap))
            col = SEAT_COLOURS[0 if s == self.near else 1]
            pygame.draw.circle(surface, (0, 0, 0), (x + 2, track.centery + 3), 17)
            pygame.draw.circle(surface, col, (x, track.centery), 17)
            pygame.draw.circle(surface, (255, 255, 255), (x, track.centery), 17, 2)
            lab = assets.text("condbold", 14, "YOU" if s == self.view_seat and len(self.humans) == 1 else f"P{s + 1}",
                              assets.INK)
            surface.blit(lab, lab.get_rect(center=(x, track.centery)))
        for label, x in (("close", track.centerx), ("far", track.x), ("far", track.right)):
            pygame.draw.line(surface, (110, 120, 170), (x, track.y - 8), (x, track.bottom + 8), 2)
        cl = assets.text("cond", 14, "close", (150, 160, 200))
        surface.blit(cl, cl.get_rect(midtop=(track.centerx, track.bottom + 22)))
        fl = assets.text("cond", 14, "far", (150, 160, 200))
        surface.blit(fl, fl.get_rect(midtop=(track.x + 8, track.bottom + 22)))
        surface.blit(fl, fl.get_rect(midtop=(track.right - 8, track.bottom + 22)))
        calm = v.get("calm", 0)
        if v.get("free_maneuvers"):
            note, col = "Stalemate breaker: maneuvers are FREE until damage is dealt", (130, 230, 150)
        else:
            note, col = f"Close / Far cost 50 energy · calm turns {calm}/5 (at 5 they become free)", (150, 160, 200)
        p = assets.paragraph("cond", 15, note, r.w - 24, col, 0, 2, align="center")
        surface.blit(p, p.get_rect(midbottom=(r.centerx, r.bottom - 8)))

    def _draw_reveal(self, surface):
        r = self.layout.rect("reveal")
        v = self.view
        key = (self.reveal_show is not None, self.step_no, repr(v.get("last")), repr(v.get("chosen")),
               repr(v.get("choice")), tuple(v.get("to_act") or []), v.get("phase"), self.view_seat,
               self.beats_active)
        if self._reveal_cache is None or self._reveal_cache[0] != key:
            self._reveal_cache = (key, self._render_reveal(r.size))
        surface.blit(self._reveal_cache[1], r)

    def _render_reveal(self, size) -> pygame.Surface:
        W, H = size
        v = self.view
        surf = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(surf, (14, 18, 36, 230), surf.get_rect(), border_radius=16)
        pygame.draw.rect(surf, (120, 130, 190), surf.get_rect(), 2, border_radius=16)
        y = 10
        x = 14
        wid = W - 28
        phase = v.get("phase")
        if phase in SIMULTANEOUS and not self.beats_active:
            surf.blit(assets.text("condbold", 17, "HIDDEN CHOICES", (170, 180, 220)), (x, y))
            y += 24
            for s in (0, 1):
                mine = v.get("choice") if s == self.view_seat else None
                idle = self._idle_reason(s)
                if idle == "stunned":
                    st = "stunned: no choice"
                elif idle == "waiting":
                    st = "nothing to choose"
                elif mine:
                    st = f"✓ {mine.get('text')}"
                elif (v.get("chosen") or {}).get(seat_name(s)):
                    st = "✓ chosen (hidden)"
                else:
                    st = "choosing…"
                col = SEAT_COLOURS[0 if s == self.near else 1]
                p = assets.paragraph("cond", 17, f"{self.short_name(s)}: {st}", wid, col, 0, 2)
                surf.blit(p, (x, y))
                y += p.get_height() + 2
            y += 8
            pygame.draw.line(surf, (80, 90, 130), (x, y), (W - x, y), 1)
            y += 8
        last = v.get("last")
        if not last:
            p = assets.paragraph("cond", 17, "Each phase both players choose in secret; the choices are revealed "
                                 "together and resolved here, fastest first.", wid, assets.MUTED, 2)
            surf.blit(p, (x, y))
            return assets._convert(surf)
        ph = {"pick_start": "starting characters", "maneuver": f"turn {last['turn']} maneuver",
              "combat": f"turn {last['turn']} combat", "replace": "replacement"}.get(last["phase"], last["phase"])
        head = "REVEALED NOW" if self.beats_active else "LAST REVEAL"
        surf.blit(assets.text("condbold", 17, f"{head} · {ph}", assets.GOLD), (x, y))
        y += 24
        for s in (0, 1):
            ch = (last.get("choices") or {}).get(seat_name(s), {})
            col = SEAT_COLOURS[0 if s == self.near else 1]
            p = assets.paragraph("bold", 17, f"{self.short_name(s)}: {choice_words(ch.get('text', ''))}",
                                 wid, col, 0, 2)
            surf.blit(p, (x, y))
            y += p.get_height() + 2
        if last.get("range"):
            rg = last["range"]
            surf.blit(assets.text("cond", 16, f"range {rg['from']} → {rg['to']}", assets.SOFT), (x, y))
            y += 22
        order = last.get("order") or []
        if order:
            y += 4
            surf.blit(assets.text("condbold", 15, "IN ORDER", (170, 180, 220)), (x, y))
            y += 20
        for i, step in enumerate(order):
            if y > H - 24:
                break
            who = self.char_name(step["character"])
            spd = f" (speed {step['speed']})" if step.get("speed") else ""
            dmg = f", {step['damage']} damage" if step.get("damage") else ""
            line = f"{i + 1}. {who}: {step['what']}{spd} → {step['result']}{dmg}"
            now = self.beats_active and self.step_no is not None
            shown = not self.beats_active or (now and i <= self.step_no) or last["phase"] != "combat"
            if not shown:
                line = f"{i + 1}. …"
            col = assets.GOLD if now and i == self.step_no else assets.WHITE if shown else assets.MUTED
            p = assets.paragraph("cond", 16, line, wid, col, 0, 3)
            surf.blit(p, (x, y))
            y += p.get_height() + 3
        return assets._convert(surf)

    def _draw_caption(self, surface):
        """The caption of the beat on show (the shared caption panel), else a hint."""
        r = self.layout.rect("caption")
        if self.beats_active and self.choreo.caption:
            panels.caption(surface, r, self.choreo.caption)
            return
        text = self._idle_caption()
        surface.blit(assets.panel(r.size, (14, 18, 36, 200), 12, (100, 110, 150), 2), r)
        for sz in (18, 16, 14):
            if len(assets.wrap("sans", sz, text, r.w - 30)) <= 2:
                break
        p = assets.paragraph("sans", sz, text, r.w - 30, assets.SOFT, 0, 2, align="center")
        surface.blit(p, p.get_rect(center=r.center))

    def _idle_caption(self) -> str:
        v = self.view
        if v.get("phase") == "over":
            return "The duel is over. The log on the right has every move and the rule it applied."
        phase = v.get("phase")
        if phase == "maneuver":
            return ("The same choice, or one choice and a pass, sets the range · close against far keeps it · "
                    "most turns both players pass · hover a choice to read it")
        if phase == "combat":
            return ("The faster ability goes first · an interrupt that lands first cancels the slower move · a switch "
                    "dodges attacks · an intercept catches a switch · hover a choice to read it")
        return ("Hover a choice to read it in full · right-click a character to zoom · the log names the rule of "
                "every line · Esc: menu")

    def _draw_choices(self, surface):
        r = self.layout.rect("choices")
        surface.blit(assets.panel(r.size, (14, 18, 36, 235), 16, (120, 130, 190), 2), r)
        if self.beats_active and self.reveal_show:
            self._draw_reveal_panel(surface, r)
            return
        head = self._choices_head()
        if head:
            surface.blit(assets.text("bold", 20, head, assets.GOLD), (r.x + 16, r.y + 10))
        hint = "click a choice · dimmed ones say why" if any(b.visible for b in self.buttons) else ""
        if hint:
            ht = assets.text("cond", 16, hint, assets.MUTED)
            surface.blit(ht, ht.get_rect(topright=(r.right - 16, r.y + 13)))
        for b in self.buttons:
            b.draw(surface)
        if self.panel_note:
            shown = [b.rect for b in self.buttons if b.visible]
            nr = r.inflate(-60, -60)
            if shown:
                left, right = min(x.x for x in shown), max(x.right for x in shown)
                if r.right - right >= left - r.x:
                    nr = pygame.Rect(right + 24, r.y + 40, r.right - right - 40, r.h - 50)
                else:
                    nr = pygame.Rect(r.x + 16, r.y + 40, left - r.x - 40, r.h - 50)
            p = assets.paragraph("bold", 24, self.panel_note, nr.w, assets.WHITE, 6, 5, align="center")
            surface.blit(p, p.get_rect(center=nr.center))

    def _choices_head(self) -> str:
        v = self.view
        me = self.view_seat
        phase = v.get("phase")
        if me is None or phase == "over":
            return ""
        act = self.chars.get(v[seat_name(me)]["active"] or "", {})
        en = self.en.get(act.get("id")) if act else None
        if phase == "maneuver":
            return f"Maneuver · the range is {v['range']} · {act.get('name', '')} has {en.shown if en else '?'} energy"
        if phase == "combat":
            switches = sum(1 for a in self.legal if isinstance(a, Switch))
            return (f"Combat at {v['range']} range · {act.get('name', '')} has {en.shown if en else '?'} energy"
                    + (" · → name: switch to that character" if switches > 1 else ""))
        if phase == "pick_start":
            return "Your starting character — hidden until both players have chosen"
        if phase == "replace":
            return "Bring in a character"
        return ""

    def _draw_reveal_panel(self, surface, r):
        rs = self.reveal_show
        t = assets.text("bold", 22, "REVEALED TOGETHER", assets.GOLD)
        surface.blit(t, t.get_rect(midtop=(r.centerx, r.y + 12)))
        half = (r.w - 60) // 2
        for s in (0, 1):
            box = pygame.Rect(r.x + 20 + (half + 20) * (0 if self.side(s) == "p1" else 1), r.y + 50, half, r.h - 70)
            col = SEAT_COLOURS[0 if s == self.near else 1]
            surface.blit(assets.panel(box.size, (24, 28, 50, 240), 14, col, 3), box)
            nt = assets.text("bold", 24, self.short_name(s), col)
            surface.blit(nt, nt.get_rect(midtop=(box.centerx, box.y + 14)))
            text = choice_words(rs["choices"].get(seat_name(s), ""))
            size = assets.fit("serif", text, box.w - 40, 44, 20)
            ct = assets.text("serif", size, text, assets.WHITE)
            surface.blit(ct, ct.get_rect(center=(box.centerx, box.centery + 4)))
            note = self._choice_note(s)
            if note:
                nt2 = assets.text("cond", 20, note, assets.SOFT)
                surface.blit(nt2, nt2.get_rect(midtop=(box.centerx, box.centery + 40)))

    def _choice_note(self, s: int) -> str:
        """Under a revealed choice: the ability's speed and damage (what decides the order)."""
        last = self.view.get("last") or {}
        ch = (last.get("choices") or {}).get(seat_name(s)) or {}
        if ch.get("type") == "Maneuver":
            for step in last.get("order") or []:
                if step["seat"] == seat_name(s) and str(step.get("result", "")).startswith("paid"):
                    return f"{step['result']} energy"
        if ch.get("type") != "UseAbility":
            return {"Switch": "switches happen first: dodges attacks",
                    "Intercept": "catches a switch", "Rest": "+20 energy",
                    "Maneuver": "costs energy", "Pass": "free"}.get(ch.get("type"), "")
        for step in last.get("order") or []:
            if step["seat"] == seat_name(s) and step.get("speed"):
                c = self.chars.get(step["character"]) or {}
                ab = next((a for a in c.get("abilities", []) if a["name"] == step["what"]), None)
                dmg = f" · {damage_text(ab)}" if ab and ab.get("damage") else ""
                return f"speed {step['speed']}{dmg}"
        return ""

    def _draw_tooltip(self, surface):
        b = self.hover_btn
        if b is None or not b.visible or self.beats_active:
            return
        text = b.title
        if b.body:
            text += " — " + b.body
        if b.reason:
            text += f"  (Not now: {b.reason})"
        if b.picked:
            text += "  (your locked-in choice)"
        r = self.layout.rect("caption")
        surface.blit(assets.panel(r.size, (20, 24, 48, 250), 12, assets.GOLD, 2), r)
        p = assets.paragraph("sans", 18, text, r.w - 30, assets.WHITE, 0, 2, align="center")
        surface.blit(p, p.get_rect(center=r.center))

    # -- the draft ---------------------------------------------------------------------
