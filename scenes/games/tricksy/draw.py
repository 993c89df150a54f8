"""The Tricksy Kittens table's drawing: the felt and the oval, each seat (name plate, lives as
cat heads, bid, won pile or row, counts, team band), the trick header (trump and where it comes
from, the leading suit), notes over trick cards (ignored and why, the winner, what a card
counts as), the round's scores, the status, controls, zoom and piles panels.
"""
from __future__ import annotations

import pygame

from game.core.contract import seat_name
from scenes import assets
from scenes.app import LOGICAL
from scenes.games.tricksy.art import lighten, lives_strip, pip
from scenes.games.tricksy.model import KittySprite
from scenes.widgets.felt import felt


class TableDraw:
    """The part of :class:`~scenes.games.tricksy.table.TricksyTable` that draws it."""

    def _background(self) -> pygame.Surface:
        if self.bg is not None:
            return self.bg
        bg = felt(LOGICAL).copy()
        t = self.shared("table")
        pygame.draw.ellipse(bg, (60, 36, 22), t)
        pygame.draw.ellipse(bg, (96, 60, 34), t, 6)
        inner = t.inflate(-36, -36)
        pygame.draw.ellipse(bg, (24, 74, 46), inner)
        pygame.draw.ellipse(bg, (46, 110, 70), inner, 2)
        tr = self.shared("trick")
        pygame.draw.rect(bg, (18, 62, 38), tr, border_radius=18)
        pygame.draw.rect(bg, (70, 130, 90), tr, 2, border_radius=18)
        lab = assets.text("condbold", 15, "THE TRICK · cards in the order played", (110, 160, 124))
        bg.blit(lab, lab.get_rect(midbottom=(tr.centerx, tr.bottom - 4)))
        for s in range(self.n):
            for z in ("bid", "won"):
                r = self.zone(s, z)
                pygame.draw.rect(bg, (16, 54, 34), r, border_radius=8)
                pygame.draw.rect(bg, (60, 110, 76), r, 1, border_radius=8)
            b = self.zone(s, "bid")
            lt = assets.text("condbold", 13, "BID", (110, 160, 124))
            bg.blit(lt, lt.get_rect(center=b.center))
        if self.powers_on:
            p = self.shared("power")
            pygame.draw.rect(bg, (40, 24, 56), p, border_radius=12)
            pygame.draw.rect(bg, (170, 120, 220), p, 2, border_radius=12)
            for i, word in enumerate(("POWER", "drop a", "row card", "here")):
                w = assets.text("condbold" if i == 0 else "cond", 17 if i == 0 else 13, word, (210, 180, 240))
                bg.blit(w, w.get_rect(center=(p.centerx, p.y + 30 + i * 20 + (6 if i else 0))))
        self.bg = bg
        return self.bg

    def draw(self, surface: pygame.Surface):
        surface.blit(self._background(), (0, 0))
        self._draw_team_bands(surface)
        for s in range(self.n):
            self._draw_seat(surface, s)
        self._draw_trump(surface)
        self._draw_trick_frame(surface)
        self._draw_targets(surface)
        self.drag.draw_zones(surface)
        for sp in self.draw_list():
            if sp.dragging:
                continue
            sp.draw(surface)
            self._draw_over(surface, sp)
        if self.view_seat is None:
            h = self.shared("hand")
            self._label(surface, "Watching: every seat is played by the computer. Esc: the menu.", h.center,
                        assets.SOFT, "center", 24, "sans")
        self.draw_banner(surface)
        self._draw_status(surface)
        self._draw_controls(surface)
        self._draw_zoom(surface)
        self.log.draw(surface)
        self._draw_piles(surface)
        self.floaters.draw(surface)
        if self.drag.active and self.drag.sprite is not None:
            self.drag.sprite.draw(surface)
        if self.toast is not None:
            self.draw_toast(surface)

    def _label(self, surface, text, pos, colour=(190, 220, 195), anchor="topleft", size=15, kind="condbold"):
        t = assets.text(kind, size, text, colour)
        surface.blit(t, t.get_rect(**{anchor: pos}))
        return t

    def _pill(self, surface, text, pos, bg, fg=assets.INK, size=14, anchor="midright"):
        t = assets.text("condbold", size, text, fg)
        r = t.get_rect(**{anchor: pos}).inflate(12, 4)
        pygame.draw.rect(surface, bg, r, border_radius=8)
        surface.blit(t, t.get_rect(center=r.center))
        return r

    def _team_of(self, seat: int) -> list[int] | None:
        for team in self.model.get("teams") or []:
            if seat in team:
                return team
        return None

    def team_suit(self, team) -> str | None:
        suit = self.team_suits.get(tuple(team))
        if suit is None:
            sm = self.model["seats"][team[0]]
            suit = (sm["face"] or {}).get("suit")
        return suit

    def _draw_team_bands(self, surface):
        for team in self.model.get("teams") or []:
            col = lighten(self.suit_colour(self.team_suit(team)), 0.3)
            for s in team:
                r = self.seat_box(s).inflate(16, 16)
                surface.blit(assets.panel(r.size, col + (60,), 14, col, 5), r)

    def _acting(self, seat: int) -> bool:
        v = self.view
        if self.beats_active:
            return False
        return seat in (v.get("to_act") or []) and v.get("phase") != "over"

    def _draw_seat(self, surface, s: int):
        v = self.view
        sm = self.model["seats"][s]
        p = v[seat_name(s)]
        r = self.zone(s, "plate")
        acting = self._acting(s)
        winner = self.win is not None and self.win["seat"] == s
        border = assets.GOLD if acting or winner else (255, 255, 255, 50)
        surface.blit(assets.panel(r.size, (50, 40, 10, 235) if winner else (10, 30, 20, 230), 10, border,
                                  3 if acting or winner else 1), r)
        big = r.h >= 40
        name_col = assets.GOLD if acting else assets.WHITE
        x = r.x + 10
        keeper = self.model.get("keeper", v.get("kittykeeper")) == s and v.get("phase") != "over"
        if keeper:
            head = pip("cats", r.h - 12, assets.GOLD)
            surface.blit(head, head.get_rect(midleft=(x, r.centery)))
            x += head.get_width() + 6
        self._label(surface, self.plate_name(s), (x, r.centery), name_col, "midleft", 19 if big else 16)
        right = r.right - 8
        tag, col = "", assets.GOLD
        if acting:
            if v.get("phase") == "bid":
                tag = "BIDDING"
            elif v.get("phase") == "power_choice":
                tag = "CHOOSING"
            else:
                tag = "YOUR TURN" if s == self.view_seat else "TO PLAY"
        elif v.get("phase") == "bid" and sm["placed"]:
            tag, col = "BID ✓", (140, 200, 150)
        elif winner:
            tag = "WINS"
        if tag:
            pr = self._pill(surface, tag, (right, r.centery), col, size=14 if not big else 16)
            right = pr.x - 6
        # the lives: nine cat heads
        lz = self.zone(s, "lives")
        strip = lives_strip(sm["lives"], lz.w - 44, lz.h)
        surface.blit(strip, (lz.x, lz.y))
        lcol = assets.GOLD if self.flash.get(s, 0) > 0 else (220, 220, 200)
        self._label(surface, f"{sm['lives']}", (lz.right - 4, lz.centery), lcol, "midright", 18 if big else 15,
                    "bold")
        # the won pile (plain) and the counts
        wz = self.zone(s, "won")
        art = self.seat_art[s]
        if not self.powers_on and sm["tricks"]:
            back = art.back()
            k = min(3, sm["tricks"])
            for i in range(k):
                surface.blit(back, back.get_rect(midleft=(wz.x + 2 + i * 4, wz.centery - i * 2)))
            top = back.get_rect(midleft=(wz.x + 2 + (k - 1) * 4, wz.centery - (k - 1) * 2))
            self._pill(surface, f"{sm['tricks']} won", top.center, (250, 240, 220), assets.INK, 13 if big else 12,
                       "center")
        bid_n = (sm["face"] or {}).get("number") if sm["face"] and (not sm["secret"] or s == self.view_seat) else None
        if self.powers_on and not sm["kept"]:
            self._label(surface, "ROW", (wz.centerx, wz.centery), (90, 140, 104), "center", 13)
        fx = wz.right - 6
        txt = f"won {sm['tricks']}" + (f" / bid {bid_n}" if bid_n is not None else "")
        made = bid_n is not None and sm["tricks"] == bid_n
        over = bid_n is not None and sm["tricks"] > bid_n
        tcol = (150, 230, 160) if made else (255, 150, 120) if over else (235, 235, 220)
        self._pill(surface, txt, (fx, wz.bottom - 12), (10, 24, 16), tcol, 15 if big else 13)
        cards = f"{sm['hand_count']} in hand" + (f" · {sm['aside']} aside" if sm["aside"] else "")
        self._pill(surface, cards, (fx, wz.y + 12), (10, 24, 16), (200, 210, 200), 14 if big else 12)
        if sm["bid"] is None:
            b = self.zone(s, "bid")
            if v.get("phase") == "bid" and p["hand_count"] and s in (v.get("to_act") or []):
                self._label(surface, "…", (b.centerx, b.bottom - 14), (150, 190, 160), "center", 16)
        team = self._team_of(s)
        if team:
            suit = self.team_suit(team)
            col = lighten(self.suit_colour(suit), 0.3)
            box = self.seat_box(s)
            others = [self.short_name(o) for o in team if o != s]
            name = self.suit_label(suit).upper()
            text = (f"{name} TEAM · with {' & '.join(others)}" if len(others) <= 2
                    else f"{name} TEAM of {len(team)}")
            self._pill(surface, text, (box.centerx, box.y - 8), col, assets.INK, 13, "center")

    def _draw_targets(self, surface):
        """Where the next move goes, before any drag: the bid spot while bidding, POWER with powers."""
        if self.drag.active or self.view_seat is None or self.beats_active:
            return
        if self.bids:
            r = self.zone(self.view_seat, "bid").inflate(10, 10)
            surface.blit(assets.panel(r.size, assets.GLOW_TARGET + (50,), 12, assets.GLOW_TARGET, 3), r)
            self._pill(surface, "DROP YOUR BID HERE", (r.centerx, r.y - 10), assets.GLOW_TARGET, assets.INK, 14,
                       "center")
        if self.power_moves:
            r = self.shared("power").inflate(8, 8)
            pygame.draw.rect(surface, (200, 150, 255), r, 3, border_radius=14)

    def _draw_trump(self, surface):
        v = self.view
        m = self.model
        r = self.shared("trump")
        surface.blit(assets.panel(r.size, (8, 26, 16, 215), 12, (255, 255, 255, 40), 1), r)
        x = r.x + 14
        cy = r.centery
        phase = v.get("phase")
        if (phase == "bid" or phase == "over") and not m.get("trick"):
            keeper = m.get("keeper", v.get("kittykeeper"))
            who = self.short_name(keeper)
            verb = "lead" if who == "You" else "leads"
            text = (f"{self.round_words()}: bidding · the Kittykeeper, {who}, {verb} first"
                    if phase == "bid" else f"{self.round_words()} · game over")
            size = assets.fit("bold", text, r.w - 28, 18, 12)
            self._label(surface, text, (x, cy), assets.SOFT, "midleft", size, "bold")
            return
        cap = v.get("options", {}).get("max_rounds")
        head = f"Trick {m.get('trick_no', v.get('trick_no'))}" + (f" · round {v.get('round')}/{cap}" if cap else "")
        x += max(96, self._label(surface, head, (x, cy), assets.WHITE, "midleft", 19, "bold").get_width() + 16)
        low = v.get("ranking") == "low" and bool(m.get("trick"))
        for label, suit, note in (("TRUMP", m.get("trump"), self._trump_note()), ("LEADING", m.get("leading"), "")):
            t = self._label(surface, label, (x, cy), (170, 200, 180), "midleft", 15)
            x += t.get_width() + 8
            if suit in self.suit_info:
                icon = pip(suit, 24, lighten(self.suit_colour(suit), 0.25))
                surface.blit(icon, icon.get_rect(midleft=(x, cy)))
                x += 28
                t = self._label(surface, self.suit_label(suit), (x, cy), assets.WHITE, "midleft", 19, "bold")
            else:
                none = "none" if label == "TRUMP" else "— (not led yet)"
                word = {"hidden": "hidden", None: none}.get(suit, str(suit))
                t = self._label(surface, word, (x, cy), assets.MUTED, "midleft", 18, "bold")
            x += t.get_width() + 6
            if note:
                t = self._label(surface, note, (x, cy + 1), assets.MUTED, "midleft", 14, "cond")
                x += t.get_width() + 6
            x += 18
        if low:                 # a crown in the trick (Black Cat) or a power turns the ranking over
            tr = self.shared("trick")
            self._pill(surface, "THIS TRICK THE LOWEST NUMBER WINS", (tr.centerx, tr.bottom - 14),
                       (230, 200, 120), assets.INK, 15, "center")

    def _trump_note(self) -> str:
        """Where the trump comes from (the view says, while it shows this trick)."""
        v = self.view
        if self.model.get("trump") != v.get("trump") or v.get("trump") == "hidden":
            return ""
        if v.get("trump_why") == "power":
            return f"({v.get('trump_power')})"
        return "(Kittykeeper's bid)" if v.get("trump") is not None else "(the Kittykeeper has no bid)"

    def _trick_entries(self) -> dict[str, tuple]:
        """key -> (entry, slot index) of the cards in the trick model."""
        return {e["key"]: (e, i) for i, e in enumerate(self.model.get("trick", []))}

    def _draw_trick_frame(self, surface):
        trick = self.model.get("trick", [])
        if not trick:
            self._draw_results(surface)
            return
        slots = self.trick_slots(len(trick))
        h = self.trick_art.h
        for e, (x, y) in zip(trick, slots):
            name = self.short_name(e["seat"])
            col = assets.GOLD if self.win and self.win["seat"] == e["seat"] else (220, 230, 220)
            self._label(surface, name, (x, y - h / 2 - 4), col, "midbottom", 14)

    @staticmethod
    def _ignore_note(e: dict) -> str:
        """Why a trick card is ignored, as the view or the trick's events said."""
        why, power = e.get("why") or (None, None)
        return "IGNORED · bid suit" if why == "bid_suit" else f"IGNORED · {power}" if power else "IGNORED"

    def _draw_over(self, surface, sp: KittySprite):
        """Notes over a trick card: ignored (greyed), the winner's glow."""
        if sp.zone != "trick" or sp._move is not None:
            if sp.zone.endswith(".bid") and sp.card and self.view_seat is not None \
                    and sp.zone.startswith(seat_name(self.view_seat)) and self.model["seats"][self.view_seat]["secret"]:
                r = sp.rect
                self._pill(surface, "SECRET", (r.centerx, r.bottom + 10), (200, 170, 230), assets.INK, 13, "center")
            elif sp.zone.endswith(".hand") and sp.card and self.view_seat is not None:
                sm = self.model["seats"][self.view_seat]
                if sm["face"] and not sm["secret"] and sp.card.get("suit") == sm["face"].get("suit"):
                    r = sp.rect
                    self._pill(surface, "YOUR BID SUIT: IGNORED", (r.centerx, r.y - 2), (120, 120, 120),
                               assets.WHITE, 12, "center")
            return
        entries = self._trick_entries()
        if sp.id not in entries:
            return
        e, _ = entries[sp.id]
        r = sp.rect
        if self.win and self.win.get("key") == sp.id:
            g = self.trick_art.glow(r.size, assets.GLOW_TARGET, 2)
            surface.blit(g, g.get_rect(center=r.center))
            surface.blit(sp.image(), r)
            self._pill(surface, "WINS", (r.centerx, r.bottom + 12), assets.GOLD, assets.INK, 14, "center")
        elif e.get("ignored"):
            surface.blit(assets.panel(r.size, (70, 70, 70, 150), 10), r)
            self._pill(surface, self._ignore_note(e), (r.centerx, r.bottom + 12), (150, 150, 150), assets.INK, 12,
                       "center")
        card = sp.card or {}
        renumbered = e.get("number") not in (None, card.get("number"))
        if card and e.get("suit") and (e["suit"] != card.get("suit") or renumbered):
            what = self.suit_label(e["suit"]).upper()
            if renumbered:
                what = f"{e['number']} OF {what}"
            self._pill(surface, f"AS {what}", (r.centerx, r.centery + 18), (236, 226, 200), assets.INK, 13, "center")
        if e.get("face_down") and sp.card is not None:
            self._pill(surface, "FACE DOWN", (r.centerx, r.y + 12), (200, 170, 230), assets.INK, 12, "center")

    def _draw_results(self, surface):
        """The last round's scores in the empty trick area (the bid phase, the end)."""
        res = self.results
        if not res or self.view.get("phase") not in ("bid", "over"):
            return
        r = self.shared("trick").inflate(-16, -16)
        surface.blit(assets.panel(r.size, (10, 30, 20, 235), 14, assets.GOLD, 2), r)
        t = self._label(surface, f"Round {res['round']} scores", (r.x + 14, r.y + 8), assets.GOLD, "topleft", 18,
                        "bold")
        note = "exactly the bid won (or a team's tricks = its bids): the bid card scores its number"
        room = r.right - (t.get_width() + r.x + 26) - 10
        self._label(surface, note, (t.get_width() + r.x + 26, r.y + 12), assets.MUTED, "topleft",
                    assets.fit("cond", note, room, 13, 9), "cond")
        rows = res["rows"]
        lh = min(22, (r.h - 40) // max(1, len(rows)))
        size = 15 if lh >= 20 else 13
        cols = 1 if len(rows) <= 8 else 2
        colw = r.w // cols
        per = (len(rows) + cols - 1) // cols
        teams = {s: t for t in res["teams"] for s in t["seats"]}
        for i, row in enumerate(rows):
            s = row["seat"]
            x = r.x + 14 + (i // per) * colw
            y = r.y + 36 + (i % per) * lh
            gain = res["gained"].get(s, 0)
            if row["bid"] is None:
                text = f"{self.short_name(s)}: no bid"
            else:
                text = f"{self.short_name(s)}: bid {row['bid']}, won {row['won']}"
            t = teams.get(s)
            team = (f"team {self.suit_label(t['suit'])} won {t['got']} of {t['want']}" if t and not t["all"]
                    else "")
            if gain:
                how = "exact" if row["bid"] == row["won"] else team or "scored"
                text += f" — {how}: +{gain} {'life' if gain == 1 else 'lives'}"
                col = (150, 230, 160)
            else:
                text += " — no lives" + (f" ({team})" if team else "")
                col = (230, 180, 170)
            self._label(surface, text, (x, y), col, "topleft", size, "cond")

    def _draw_status(self, surface):
        r = self.shared("status")
        surface.blit(assets.panel(r.size, (8, 26, 16, 215), 14, (255, 255, 255, 40), 2), r)
        y = r.y + 12
        for text, col in self._status_lines():
            p = assets.paragraph("sans", 16, text, r.w - 28, col, 1, 6)
            if y + p.get_height() > r.bottom - 8:
                break
            surface.blit(p, (r.x + 14, y))
            y += p.get_height() + 8

    def _draw_controls(self, surface):
        r = self.shared("controls")
        surface.blit(assets.panel(r.size, (8, 26, 16, 215), 14, (255, 255, 255, 40), 2), r)
        surface.blit(assets.text("bold", 22, self._controls_title(), assets.GOLD), (r.x + 16, r.y + 14))
        surface.blit(self._controls_text(), (r.x + 16, r.y + 52))
        for b in self.buttons:
            b.draw(surface)

    def _draw_zoom(self, surface):
        r = self.shared("zoom")
        sp = self.hover if (self.hover is not None and self.hover.card and not self.drag.active) else None
        if sp is None:
            surface.blit(self._help_panel(r), r)
            return
        surface.blit(self._zoom_panel(sp.card, r), r)

    def _zoom_panel(self, card: dict, r: pygame.Rect) -> pygame.Surface:
        key = ("tricksy-zoom", r.size, self.hand_art.face_key(card, 1.0))
        s = assets._text.get(key)
        if s is None:
            s = pygame.Surface(r.size, pygame.SRCALPHA)
            pygame.draw.rect(s, (8, 26, 16, 220), s.get_rect(), border_radius=14)
            p = card.get("power") if isinstance(card.get("power"), dict) else None
            text = f"Power {p['id']}, {p['name']}: {p['text']}" if p else ""
            para = assets.paragraph("sans", 16, text, r.w - 24, assets.CREAM, 2, 5) if text else None
            room = r.h - 16 - (para.get_height() + 10 if para else 0)
            k = round(min(room / self.hand_art.h, (r.w - 20) / self.hand_art.w, 1.6), 2)
            face = self.hand_art.face(card, k)
            s.blit(face, face.get_rect(midtop=(r.w // 2, 8)))
            if para:
                s.blit(para, (12, 8 + face.get_height() + 8))
            s = assets._convert(s)
            assets._text[key] = s
        return s

    def _help_panel(self, r: pygame.Rect) -> pygame.Surface:
        key = ("tricksy-help", r.size, self.powers_on)
        s = assets._text.get(key)
        if s is None:
            s = pygame.Surface(r.size, pygame.SRCALPHA)
            pygame.draw.rect(s, (8, 26, 16, 200), s.get_rect(), border_radius=14)
            pygame.draw.rect(s, (255, 255, 255, 40), s.get_rect(), 2, border_radius=14)
            s.blit(assets.text("bold", 20, "How to play", assets.SOFT), (14, 10))
            tips = ("Win exactly the tricks your bid says: the bid card becomes lives (9 lives end the game).\n"
                    "Follow the leading suit if you can. Trump (the Kittykeeper's bid suit) beats it.\n"
                    "A card in the suit of its player's own bid is IGNORED.\n"
                    "Same bid suit = a team for the round: its tricks must add up to its bids.\n"
                    + ("Powers: drag a row card onto POWER before you play.\n" if self.powers_on else "")
                    + "Hover a card to see it here; right-click to read it.")
            for size in (16, 15, 14, 13):
                p = assets.paragraph("sans", size, tips, r.w - 28, assets.SOFT, 3)
                if p.get_height() <= r.h - 48:
                    break
            s.blit(p, (14, 42))
            s = assets._convert(s)
            assets._text[key] = s
        return s

    def _draw_piles(self, surface):
        r = self.shared("piles")
        surface.blit(assets.panel(r.size, (8, 26, 16, 215), 14, (255, 255, 255, 40), 2), r)
        v = self.view
        left = v.get("leftovers") or []
        self._label(surface, "LEFT OVER this round (shown, not used)", (r.x + 12, r.y + 10), assets.SOFT)
        small = self._art((60, 84))
        if left:
            step = min(small.w + 6, (r.w - 24 - small.w) / max(1, len(left) - 1)) if len(left) > 1 else 0
            for i, c in enumerate(left):
                surface.blit(small.face(c), (r.x + 12 + i * step, r.y + 32))
        else:
            self._label(surface, "none — the cards were dealt evenly", (r.x + 12, r.y + 36), assets.MUTED, size=14,
                        kind="cond")
        y = r.y + 128
        if self.powers_on:
            d = v.get("discard") or []
            back = small.back()
            for i in range(min(3, (len(d) + 4) // 5)):
                surface.blit(back, (r.x + 12 + i * 3, y + 10 - i * 3))
            self._label(surface, f"DISCARD PILE: {len(d)}", (r.x + 90, y + 16), assets.SOFT)
            self._label(surface, "click to look through it", (r.x + 90, y + 38), assets.MUTED, size=14, kind="cond")
            y += 104
        self._label(surface, "Click a seat's cat heads to see its scored bid cards.", (r.x + 12, r.bottom - 24),
                    assets.MUTED, size=13, kind="cond")
