"""Kongai's draft screen: the pool of characters (or items) in the middle, both teams at the
sides, the snake order on top, the hovered character's moves below. Picks are public (no
curtain): click a character to draft it; in the item draft click an item, then the character
of yours who carries it."""
from __future__ import annotations

import pygame

from game.core.contract import seat_index, seat_name
from game.kongai.actions import Equip
from scenes import assets
from scenes.games.kongai.art import TYPE_COLOURS, cost_line, damage_text, range_summary, rider_text, roster_entry
from scenes.games.kongai.moves import grid_rects, row_rects, team_rects
from scenes.widgets.choice import ChoiceButton

SEAT_COLOURS = [(236, 190, 70), (110, 170, 240)]


class KongaiDraft:
    """Part of :class:`scenes.games.kongai.table.KongaiTable` (a mixin)."""

    def roster(self) -> dict:
        """The characters of the draft pool as the table shows them (public card data)."""
        if self._roster is None:
            from game.kongai.cards import shipped
            self._roster = {k: roster_entry(d) for k, d in shipped()["characters"].items()}
        return self._roster

    def pool_char(self, entry: dict) -> dict:
        c = self.roster().get(entry["key"])
        if c is None:   # not in the shipped roster: what the view says
            c = {"key": entry["key"], "name": entry["name"], "faction": "", "health": entry["health"],
                 "max_health": entry["health"], "defence": {"physical": 0, "light": 0, "dark": 0},
                 "innate": {"name": "", "text": entry.get("innate", "")}, "abilities": []}
        return c

    def _build_draft(self, v):
        dr = v["draft"]
        my_turn = bool(self.legal)
        pool = self.layout.rect("draft.pool")
        if dr["stage"] == "draft":
            for entry, r in zip(dr["pool"], grid_rects(pool, len(dr["pool"]))):
                self.tiles.append((r, "draft", entry["key"]))
        else:
            for it, r in zip(dr["items"], grid_rects(pool, len(dr["items"]), cols=3)):
                self.tiles.append((r, "item", it["key"]))
        for s in (0, 1):
            team = v[seat_name(s)]["team"]
            for c, r in zip(team, team_rects(self.layout.rect(f"draft.{self.side(s)}"), len(team))):
                self.tiles.append((r, "team", c["id"]))
        if dr["stage"] == "items" and my_turn and self.item_sel:
            eq = [a for a in self.legal if isinstance(a, Equip) and a.item == self.item_sel]
            det = self.layout.rect("draft.detail")
            rects = row_rects(pygame.Rect(det.x, det.y + 60, det.w, det.h - 60), max(1, len(eq)), top=0)
            for a, r in zip(eq, rects):
                c = self.chars[a.character]
                self._button(r.inflate(0, -80).move(0, -40), f"Give it to {c['name']}", a, colour=(46, 100, 70),
                             lines=((f"{c['health']} health · {range_summary(c['abilities'])}", (220, 230, 220)),),
                             body=f"{c['innate']['name']}: {c['innate']['text']}", title_size=20)

    # -- drawing -------------------------------------------------------------------
    def _draw_draft(self, surface):
        v = self.view
        dr = v["draft"]
        L = self.layout
        # the snake order
        r = L.rect("draft.order")
        surface.blit(assets.panel(r.size, (14, 18, 36, 230), 12, (120, 130, 190), 2), r)
        label = "Snake order" if dr["stage"] == "draft" else "Item picks"
        lt = assets.text("condbold", 18, label.upper(), (170, 180, 220))
        surface.blit(lt, lt.get_rect(midleft=(r.x + 14, r.centery)))
        n = len(dr["order"])
        pw = min(92, (r.w - 200) // max(1, n) - 6)
        x = r.x + 180
        for i, who in enumerate(dr["order"]):
            s = seat_index(who)
            pill = pygame.Rect(x + i * (pw + 6), r.y + 10, pw, r.h - 20)
            col = SEAT_COLOURS[0 if s == self.near else 1]
            if i < dr["next"]:
                pygame.draw.rect(surface, (60, 64, 90), pill, border_radius=8)
                tcol = (150, 150, 170)
            else:
                pygame.draw.rect(surface, col, pill, border_radius=8)
                tcol = assets.INK
            if i == dr["next"]:
                pygame.draw.rect(surface, (255, 255, 255), pill.inflate(6, 6), 3, border_radius=10)
            tt = assets.text("condbold", 16, f"{i + 1}·{self._seat_tag(s)}", tcol)
            surface.blit(tt, tt.get_rect(center=pill.center))
        # teams at the sides
        for s in (0, 1):
            zr = L.rect(f"draft.{self.side(s)}")
            col = SEAT_COLOURS[0 if s == self.near else 1]
            surface.blit(assets.panel(zr.size, (14, 18, 36, 200), 14, col, 2), zr)
            ht = assets.text("bold", 20, f"{self.plate_name(s)}", col)
            surface.blit(ht, (zr.x + 12, zr.y + 10))
        hover = self.hover_tile
        my_turn = bool(self.legal)
        for r, kind, payload in self.tiles:
            if kind == "draft":
                entry = next(e for e in dr["pool"] if e["key"] == payload)
                c = self.pool_char(entry)
                surface.blit(self.art.pool_tile(c, r.size), r)
                if not my_turn:
                    surface.blit(assets.panel(r.size, (0, 0, 0, 80), 12), r)
                if hover == (kind, payload):
                    pygame.draw.rect(surface, assets.GLOW if my_turn else (255, 255, 255), r.inflate(6, 6), 3,
                                     border_radius=14)
            elif kind == "item":
                it = next(e for e in dr["items"] if e["key"] == payload)
                surface.blit(self.art.item_tile(it, r.size), r)
                if not my_turn:
                    surface.blit(assets.panel(r.size, (0, 0, 0, 80), 12), r)
                if self.item_sel == payload:
                    pygame.draw.rect(surface, assets.GOLD, r.inflate(8, 8), 4, border_radius=14)
                elif hover == (kind, payload):
                    pygame.draw.rect(surface, assets.GLOW if my_turn else (255, 255, 255), r.inflate(6, 6), 3,
                                     border_radius=14)
            elif kind == "team":
                c = self.chars[payload]
                surface.blit(self.art.tile(c, r.size), r)
                hp = assets.text("cond", 15, f"{c['max_health']} health · {range_summary(c['abilities'])}",
                                 (200, 210, 230))
                surface.blit(hp, (r.x + 10, r.y + 42))
                if c.get("item"):
                    it = assets.text("condbold", 15, f"item: {c['item']['name']}", (160, 230, 180))
                    surface.blit(it, (r.x + 10, r.y + 62))
                eligible = self.item_sel and Equip(payload, self.item_sel) in self._legal_set()
                if eligible:
                    pygame.draw.rect(surface, assets.GLOW, r.inflate(6, 6), 3, border_radius=14)
                elif hover == (kind, payload):
                    pygame.draw.rect(surface, (255, 255, 255), r.inflate(6, 6), 2, border_radius=14)
        self._draw_detail(surface)

    def _seat_tag(self, s: int) -> str:
        name = self.short_name(s)
        return {"You": "YOU", "Computer": "CPU"}.get(name, f"P{s + 1}")

    def _draw_detail(self, surface):
        """Below the pool: the hovered character's moves (or the chosen item's carriers)."""
        v = self.view
        dr = v["draft"]
        r = self.layout.rect("draft.detail")
        surface.blit(assets.panel(r.size, (14, 18, 36, 235), 16, (120, 130, 190), 2), r)
        if dr["stage"] == "items":
            if self.item_sel:
                it = next((e for e in dr["items"] if e["key"] == self.item_sel), None)
                if it:
                    t = assets.text("bold", 24, f"{it['name']}: {it['text']}", assets.GOLD)
                    surface.blit(t, (r.x + 16, r.y + 14))
                    h = assets.text("cond", 18, "Give it to (or click the character at the side):", assets.SOFT)
                    surface.blit(h, (r.x + 16, r.y + 48))
            else:
                p = assets.paragraph("sans", 22, "Items work only while their holder is the active character. "
                                     "Each character carries at most one; an item taken is gone.",
                                     r.w - 40, assets.SOFT, 4)
                surface.blit(p, (r.x + 20, r.y + 20))
            for b in self.buttons:
                b.draw(surface)
            return
        key = None
        if self.hover_tile and self.hover_tile[0] in ("draft", "team"):
            key = self.hover_tile[1]
        c = self.chars.get(key) if key in self.chars else (self.roster().get(key) if key else None)
        if c is None:
            p = assets.paragraph("sans", 22, "Hover a character to read their innate and their four moves here. "
                                 "Right-click to zoom. Each character can be on only one team.", r.w - 40,
                                 assets.SOFT, 4)
            surface.blit(p, (r.x + 20, r.y + 20))
            return
        t = assets.text("serif", 28, c["name"], assets.GOLD)
        surface.blit(t, (r.x + 16, r.y + 10))
        d = c["defence"]
        sub = (f"{c['max_health']} health · defence physical {d['physical']}, light {d['light']}, dark {d['dark']} · "
               f"{c['innate']['name']}: {c['innate']['text']}")
        p = assets.paragraph("sans", 18, sub, r.w - 40 - t.get_width(), assets.WHITE, 0, 2)
        surface.blit(p, (r.x + 36 + t.get_width(), r.y + 16))
        rects = row_rects(pygame.Rect(r.x, r.y + 60, r.w, r.h - 60), 4, top=0)
        for ab, br in zip(c["abilities"], rects):
            badges = []
            if ab.get("interrupt"):
                badges.append(("INTERRUPT", assets.GOLD))
            if ab.get("hits_fleeing"):
                badges.append(("HITS FLEEING", (150, 230, 160)))
            tcol = {"physical": (112, 70, 42), "light": (108, 92, 30), "dark": (78, 50, 118)}.get(ab["type"],
                                                                                                (60, 80, 70))
            ChoiceButton(br, ab["name"], lines=((cost_line(ab), (200, 220, 235)),
                                               ((damage_text(ab) + " damage") if ab.get("damage") else "no damage",
                                                TYPE_COLOURS.get(ab["type"], assets.WHITE))),
                         body=rider_text(ab), badges=tuple(badges), colour=tcol, title_size=22).draw(surface)
