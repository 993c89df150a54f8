"""Kongai's choices: the buttons of each phase (keys 1-4, R, S, I, C, F, P), the clickable
tiles (bench, active, draft pool, teams) and what a click on them submits. Every choice comes
from ``ruleset.legal_actions``; a dimmed button says ``ruleset.explain``'s reason. The
geometry of the tiles lives here too (the e2e test aims with it)."""
from __future__ import annotations

import math

import pygame

from game.core.contract import seat_name
from game.kongai.actions import BringIn, Draft, Equip, Intercept, Lead, Maneuver, Pass, Rest, Switch, UseAbility
from scenes import assets
from scenes.games.kongai.art import (RANGE_WORDS, TYPE_COLOURS, damage_number, details, range_summary,
                                     rider_text, zoom_card)
from scenes.games.kongai.stats import StatButton
from scenes.widgets.overlays import ZoomScene

TILE_H = 138
POOL_COLS = 4


def bench_slots(rect: pygame.Rect, n: int) -> list[pygame.Rect]:
    """Tiles of a bench zone, top down, under its label (the e2e test aims with this)."""
    top = assets.font("condbold", 16).get_linesize() + 7        # under the BENCH label
    h = min(TILE_H, (rect.h - top - 8 * max(0, n - 1)) // max(1, n))
    return [pygame.Rect(rect.x, rect.y + top + i * (h + 8), rect.w, h) for i in range(n)]


def grid_rects(rect: pygame.Rect, n: int, cols: int = POOL_COLS, gap: int = 12) -> list[pygame.Rect]:
    rows = max(1, math.ceil(n / cols))
    w = (rect.w - gap * (cols - 1)) // cols
    h = min(150, (rect.h - gap * (rows - 1)) // rows)
    return [pygame.Rect(rect.x + (i % cols) * (w + gap), rect.y + (i // cols) * (h + gap), w, h) for i in range(n)]


def team_rects(rect: pygame.Rect, n: int) -> list[pygame.Rect]:
    """Draft columns: the picked characters, under a header."""
    h = min(96, (rect.h - 40 - 8 * max(0, n - 1)) // max(1, n))
    return [pygame.Rect(rect.x, rect.y + 40 + i * (h + 8), rect.w, h) for i in range(n)]


def row_rects(rect: pygame.Rect, n: int, top: int = 40, gap: int = 10) -> list[pygame.Rect]:
    """``n`` equal buttons in a row inside a panel, under its header line."""
    w = (rect.w - 24 - gap * (n - 1)) // max(1, n)
    return [pygame.Rect(rect.x + 12 + i * (w + gap), rect.y + top, w, rect.h - top - 10) for i in range(n)]


def combat_rects(rect: pygame.Rect, n_switch: int) -> dict:
    """The combat buttons: four abilities, then Rest and Intercept side by side, and under
    them the switches (one row for one or two, two rows for three or four)."""
    top, bottom = rect.y + 40, rect.bottom - 10
    aw, gap = 222, 10
    abil = [pygame.Rect(rect.x + 12 + i * (aw + gap), top, aw, bottom - top) for i in range(4)]
    sx = abil[-1].right + 14
    sw = rect.right - 12 - sx
    half = (sw - gap) // 2
    h1 = (bottom - top - gap) // 2
    rest = pygame.Rect(sx, top, half, h1)
    intercept = pygame.Rect(sx + half + gap, top, sw - half - gap, h1)
    n = max(1, n_switch)
    y2 = top + h1 + gap
    rows = 1 if n <= 2 else 2
    cols = math.ceil(n / rows)
    w2 = (sw - gap * (cols - 1)) // cols
    h2 = (bottom - y2 - gap * (rows - 1)) // rows
    switch = [pygame.Rect(sx + (i % cols) * (w2 + gap), y2 + (i // cols) * (h2 + gap), w2, h2) for i in range(n)]
    return {"abilities": abil, "rest": rest, "intercept": intercept, "switch": switch}


def ability_stats(ab: dict) -> tuple:
    """An ability's speed and damage, large on its button (the numbers a player compares)."""
    now = ab.get("speed_now", ab["speed"])
    scol = assets.WHITE if now == ab["speed"] else ((150, 240, 170) if now > ab["speed"] else (255, 150, 130))
    out = ((str(now), ("SPEED",), scol),)
    if ab.get("damage"):
        kind = str(ab.get("type") or "").upper()
        colour = TYPE_COLOURS.get(ab.get("type"), assets.WHITE)
        out += ((damage_number(ab), (f"{kind} DAMAGE".strip(), "DAMAGE"), colour),)
    return out


def character_stats(c: dict, energy: bool = True) -> tuple:
    """A character's health (energy) and defences, large on a choice."""
    d = c["defence"]
    out = ((str(c["health"]), ("HEALTH", "HP"), (255, 150, 140)),)
    if energy:
        out += ((str(c["energy"]), ("ENERGY", "EN"), (150, 200, 255)),)
    return out + tuple((str(d[t]), (f"{w} DEF", w), TYPE_COLOURS[t])
                       for t, w in (("physical", "PHYS"), ("light", "LIGHT"), ("dark", "DARK")))


#: results whose log lines the rules write after the Step (the others come before it)
LOG_AFTER = {"slipped", "no effect", "killed first", "out of range", "rested", "dodged"}



class KongaiMoves:
    """Part of :class:`scenes.games.kongai.table.KongaiTable` (a mixin)."""

    # ------------------------------------------------------------------ the choices
    def _legal_set(self):
        return set(self.legal)

    def _why(self, action) -> str:
        seat = self._acting_seat()
        if seat is None:
            seat = self.view_seat if self.view_seat is not None else (self.humans[0] if self.humans else None)
        if seat is None:
            return "Spectating: the computers play this game."
        return self.ruleset.explain(self.state, seat, action)

    def _build_ui(self):
        """Buttons and clickable tiles for the phase and the seat at the screen."""
        self.buttons = []
        self.info_buttons = []
        self.tiles = []
        self.panel_note = ""
        self._reveal_cache = None
        v = self.view
        phase = v.get("phase")
        if phase in ("draft", "items") and v.get("draft"):
            self._build_draft(v)
            return
        self._build_bench_tiles(v)
        if self.beats_active or phase == "over":
            return
        me = self.view_seat
        if me is None:
            self.panel_note = "Both computers choose in secret; each reveal is played out above."
            return
        acting = v.get("to_act") or []
        mine = v.get("choice")
        if me not in acting:
            if mine and mine.get("type") == "Stunned":
                act = self.chars.get(v[seat_name(me)]["active"], {})
                self.panel_note = (f"{act.get('name', 'Your character')} is stunned and cannot act this turn. "
                                   f"Waiting for {self.short_name(1 - me)}…")
            elif mine and mine.get("type") == "Ready":
                self.panel_note = f"Nothing to choose: {self.short_name(1 - me)} brings in a character…"
            elif self._curtain_pending:
                self.panel_note = "Pass the screen…"
            else:
                self._build_phase(v, phase, locked=mine)
            return
        if self._curtain_pending:
            self.panel_note = "Pass the screen…"
            return
        self._build_phase(v, phase, locked=None)

    def _build_phase(self, v, phase, locked):
        if phase == "maneuver":
            self._build_maneuver(v)
        elif phase == "combat":
            self._build_combat(v)
        elif phase in ("pick_start", "replace"):
            self._build_pick(v, phase)
        if locked:
            t, arg = locked.get("type"), locked.get("arg")
            for b in self.buttons:
                a = b.payload
                b.picked = a is not None and type(a).__name__ == t and (
                    getattr(a, "ability", None) or getattr(a, "to", None) or getattr(a, "character", None)) == arg
                b.reason = None if b.picked else b.reason
            self.buttons = [b for b in self.buttons if b.picked] + [b for b in self.buttons if not b.picked]
            for b in self.buttons:
                if not b.picked:
                    b.visible = False
            who = self.short_name(1 - self.view_seat)
            self.panel_note = f"Locked in: {locked.get('text')}. Hidden until {who} has chosen too."

    def _button(self, rect, title, action, **kw) -> StatButton:
        legal = action in self._legal_set() if action is not None else False
        reason = kw.pop("reason", None)
        if reason is None and action is not None and not legal:
            reason = self._why(action)
        seat = self._acting_seat()
        b = StatButton(rect, title, (lambda a=action: self.submit(a, seat)) if action is not None else None,
                       reason=reason, payload=action, **kw)
        self.buttons.append(b)
        return b

    def _build_maneuver(self, v):
        me = self.view_seat
        r = self.layout.rect("choices")
        rects = row_rects(r, 3)
        mine = self.chars.get(v[seat_name(me)]["active"], {})
        foe = self.chars.get(v[seat_name(1 - me)]["active"], {})
        free = v.get("free_maneuvers")
        cost = "free (stalemate breaker)" if free else f"{v[seat_name(me)]['maneuver_cost']} energy"

        def moves(c, rng):
            names = [a["name"] for a in c.get("abilities", []) if a["range"] in (rng, "both")]
            return ", ".join(names) if names else "nothing"

        here = v["range"]
        for rect, to, key, label in ((rects[0], "close", pygame.K_c, "C"), (rects[1], "far", pygame.K_f, "F")):
            stay = " (you are there now: choose it to block a change)" if here == to else ""
            body = (f"Ask for {to} range{stay}. At {to}: {mine.get('name', 'yours')} can use {moves(mine, to)}; "
                    f"{foe.get('name', 'theirs')} can use {moves(foe, to)}.")
            self._button(rect, to.capitalize(), Maneuver(to), key=key, key_label=label,
                         lines=((f"costs {cost}", (170, 210, 255)),), body=body,
                         colour=(40, 84, 120) if to == "far" else (120, 70, 40), title_size=30)
        self._button(rects[2], "Pass", Pass(), key=pygame.K_p, key_label="P",
                     lines=(("free", (170, 230, 170)),),
                     body=f"Keep the range ({here}) unless the other player asks for one: then theirs is taken. "
                          "Most turns both players pass.", colour=(60, 80, 70), title_size=30)
        for b in self.buttons:
            if b.payload == Maneuver("close"):
                b.key = pygame.K_c
            elif b.payload == Maneuver("far"):
                b.key = pygame.K_f

    def _build_combat(self, v):
        me = self.view_seat
        p = v[seat_name(me)]
        act = self.chars.get(p["active"])
        if act is None:
            return
        bench = [self.chars[c] for c in p["bench"]]
        rects = combat_rects(self.layout.rect("choices"), len(bench))
        off = (v.get("disabled") or {}).get(seat_name(me))
        for i, (ab, rect) in enumerate(zip(act["abilities"], rects["abilities"])):
            badges = []
            if ab.get("interrupt"):
                badges.append(("INTERRUPT", assets.GOLD))
            if ab.get("hits_fleeing"):
                badges.append(("HITS FLEEING", (150, 230, 160)))
            if ab["key"] == off:
                badges.append(("DISABLED", (240, 120, 100)))
            tcol = {"physical": (112, 70, 42), "light": (108, 92, 30), "dark": (78, 50, 118)}.get(ab["type"],
                                                                                                (60, 80, 70))
            self._button(rect, ab["name"], UseAbility(ab["key"]), key=pygame.K_1 + i, key_label=str(i + 1),
                         badges=tuple(badges), colour=tcol, stats=ability_stats(ab),
                         lines=((f"{ab['cost']} energy · {RANGE_WORDS.get(ab['range'], ab['range'])}",
                                 (200, 220, 235)),),
                         body=rider_text(ab), title_size=22)
        self._button(rects["rest"], "Rest", Rest(), key=pygame.K_r, key_label="R", colour=(50, 86, 110),
                     lines=(("+20 energy extra", (170, 210, 255)), ("(40 in all this turn)", (170, 210, 255))),
                     body=v.get("rest_text", ""), title_size=20)
        hit = v[seat_name(self.view_seat)]["intercept_damage"]
        self._button(rects["intercept"], "Intercept", Intercept(), key=pygame.K_i, key_label="I",
                     colour=(120, 50, 50), stats=((str(hit), ("DAMAGE IF THEY SWITCH", "DAMAGE"), (255, 190, 170)),),
                     lines=(("and their switch fails", (255, 190, 170)),),
                     body=f"Catches a switch: {hit} damage and the switch fails. Does nothing against anything "
                          "else.", title_size=20)
        legal = self._legal_set()
        if not bench or not any(Switch(c["id"]) in legal for c in bench):
            names = ", ".join(c["name"] for c in bench)
            reason = ("Nobody left on your bench to switch to." if not bench
                      else self._why(Switch(bench[0]["id"])))
            self._button(rects["switch"][0].unionall(rects["switch"]),
                         "Switch" + (f" ({names})" if names else ""), Switch(bench[0]["id"]) if bench else None,
                         colour=(70, 70, 120), reason=reason, title_size=20)
            return
        one = len(bench) == 1
        for i, (c, rect) in enumerate(zip(bench, rects["switch"])):
            title = f"Switch to {c['name']}" if one else f"→ {c['name']}"
            self._button(rect, title, Switch(c["id"]), key=pygame.K_s if one else None,
                         key_label="S" if one else "", colour=(70, 70, 120),
                         stats=character_stats(c)[:2] if len(bench) <= 2 else (),
                         body=f"Switch to {c['name']}: dodges the attack unless it hits fleeing targets; not two "
                              "turns in a row." if one else "", title_size=20)

    def _build_pick(self, v, phase):
        me = self.view_seat
        p = v[seat_name(me)]
        if phase == "pick_start":
            cands = [c for c in p["team"]]
            make, verb = Lead, "Start with"
        else:
            cands = [self.chars[c] for c in p["bench"]]
            make, verb = BringIn, "Bring in"
        if not cands:
            return
        rects = row_rects(self.layout.rect("choices"), len(cands))
        for i, (c, rect) in enumerate(zip(cands, rects)):
            self._button(rect, f"{verb} {c['name']}" if len(cands) <= 3 else c["name"], make(c["id"]),
                         key=pygame.K_1 + i, key_label=str(i + 1), colour=(46, 100, 70),
                         stats=character_stats(c, energy=phase == "replace"),
                         lines=((range_summary(c["abilities"]), (200, 220, 200)),),
                         body=f"{c['innate']['name']}: {c['innate']['text']}", title_size=22)

    def _build_bench_tiles(self, v):
        for s in (0, 1):
            ids = self._bench_ids(s)
            rects = bench_slots(self.zone(s, "bench"), max(len(ids), 1))
            for cid, r in zip(ids, rects):
                self.tiles.append((r, "bench", cid))
            act = self.shown_active.get(s)
            if act is not None:
                self.tiles.append((self.zone(s, "active"), "active", act))

    def _bench_ids(self, s: int) -> list[str]:
        """Who sits on a bench now (the shown active excluded; knocked-out ones stay, greyed)."""
        team = [c["id"] for c in self.view[seat_name(s)]["team"]]
        act = self.shown_active.get(s)
        return [c for c in team if c != act]

    def _tile_click(self, kind: str, payload, button: int = 1):
        v = self.view
        phase = v.get("phase")
        if button == 3 or kind == "active":
            self.zoom(payload, kind)
            return
        if kind == "taken":                      # a pick already made: its tile stays in its place
            self.zoom(payload, kind)
            return
        if kind == "draft":
            a = Draft(payload)
            if a in self._legal_set():
                self.submit(a, self.picker())
            else:
                self.show_toast(self._why(a))
            return
        if kind == "item":
            if not self.legal:
                self.show_toast(self._why(Equip("", payload)))
                return
            self.item_sel = None if self.item_sel == payload else payload
            self._build_ui()
            self.app.dirty = True
            return
        if kind == "team":
            if phase == "items" and self.item_sel:
                a = Equip(payload, self.item_sel)
                if a in self._legal_set():
                    self.submit(a, self.picker())
                else:
                    self.show_toast(self._why(a))
                return
            self.zoom(payload, kind)
            return
        if kind == "bench":
            make = {"combat": Switch, "replace": BringIn, "pick_start": Lead}.get(phase)
            if make is None or self.view_seat is None or self.owner.get(payload) != self.view_seat:
                self.zoom(payload, kind)
                return
            a = make(payload)
            if a in self._legal_set():
                self.submit(a)
            elif self.legal or self.view_seat in (v.get("to_act") or []):
                self.show_toast(self._why(a))
            else:
                self.zoom(payload, kind)

    def tile_acts(self, kind: str, payload) -> bool:
        """Whether a click on this tile would submit (or start) a legal action: what glows and
        what the focus cursor offers first read the legal list, never the phase alone."""
        legal = self._legal_set()
        if kind == "draft":
            return Draft(payload) in legal
        if kind == "item":
            return any(isinstance(a, Equip) and a.item == payload for a in legal)
        if kind == "team":
            return bool(self.item_sel) and Equip(payload, self.item_sel) in legal
        if kind == "bench":
            make = {"combat": Switch, "replace": BringIn, "pick_start": Lead}.get(self.view.get("phase"))
            return make is not None and make(payload) in legal
        return False

    # ------------------------------------------------------------------ focus (scenes/table/focus.py)
    def focus_items(self):
        """The tiles a click would act on (legal ones first), the choice buttons, then the
        other tiles (Enter / A reads them)."""
        from scenes.table.focus import Item, button_items
        acting = [(r, k, p) for r, k, p in self.tiles if self.tile_acts(k, p)]
        other = [t for t in self.tiles if t not in acting]
        items = [Item(r, "tile", (k, p), k, lambda k=k, p=p: self._tile_click(k, p, 1), lambda k=k, p=p: self.zoom(p, k))
                 for r, k, p in acting]
        items += button_items(self.buttons)
        return items + [Item(r, "tile", (k, p), k, lambda k=k, p=p: self.zoom(p, k), lambda k=k, p=p: self.zoom(p, k))
                        for r, k, p in other]

    def zoom(self, key, kind):
        c = self.chars.get(key)
        if c is None:
            c = self.roster().get(key)
        if c is None:
            return
        self.app.push(ZoomScene(self.app, zoom_card(c), self.art, details))
