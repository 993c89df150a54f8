"""What Kongai characters look like: the big active card, bench tiles, draft tiles, item
tiles and the words the table uses for abilities. Every face is rendered once from the
view's character dict (or a roster definition during the draft) and cached; the values
that change (health, energy, status) are drawn over it by the table.
"""
from __future__ import annotations

import re

import pygame

from scenes import assets
from scenes import pictures
from scenes.games.kongai import stats
from scenes.games.kongai.stats import (LABEL, NAME, NUMBER, RULES, TEXT, fitting_stats_row, label, least, name_text,
                                       number, number_height, rules_fits, rules_text)
from scenes.widgets.cards import card_blank, draw_picture, faction_colours

TYPE_COLOURS = {"physical": (226, 150, 96), "light": (244, 214, 96), "dark": (178, 130, 236)}
TYPE_SHORT = {"physical": "PHY", "light": "LIG", "dark": "DRK"}
RANGE_WORDS = {"close": "close", "far": "far", "both": "both ranges"}
HEALTH = (214, 70, 62)
ENERGY = (74, 150, 236)
POISON = (120, 200, 90)
STUN = (250, 200, 70)
BUFF = (110, 210, 150)
DEBUFF = (236, 110, 90)

_PREFIX = re.compile(r"^\d+ energy, [a-z]+ ranges?, speed \d+\.\s*")
_DAMAGE = re.compile(r"^\d+(×\d+)? \w+ damage\.\s*")


def rider_text(ab: dict) -> str:
    """An ability's text without what the buttons already show (cost, range, speed, damage)."""
    t = _PREFIX.sub("", str(ab.get("text", "")))
    return _DAMAGE.sub("", t).strip()


def damage_text(ab: dict) -> str:
    if not ab.get("damage"):
        return "no damage"
    hits = int(ab.get("hits") or 1)
    base = f"{ab['damage']}×{hits}" if hits > 1 else f"{ab['damage']}"
    return f"{base} {ab.get('type', '')}"


def cost_line(ab: dict) -> str:
    now = ab.get("speed_now", ab["speed"])
    speed = f"speed {now}" + (f" ({ab['speed']}{now - ab['speed']:+d})" if now != ab["speed"] else "")
    return f"{ab['cost']} energy · {RANGE_WORDS.get(ab['range'], ab['range'])} · {speed}"


def range_summary(abilities: list[dict]) -> str:
    close = sum(1 for a in abilities if a["range"] in ("close", "both"))
    far = sum(1 for a in abilities if a["range"] in ("far", "both"))
    return f"{close} {'move' if close == 1 else 'moves'} at close, {far} at far"


def roster_entry(d: dict) -> dict:
    """A roster definition (data/kongai/characters.yaml, loaded) shaped like the view's character."""
    return {"id": d["key"], "key": d["key"], "name": d["name"], "faction": d.get("faction_name") or "",
            "health": d["health"], "max_health": d["health"], "energy": 100, "alive": True,
            "defence": dict(d["defence"]), "base_defence": dict(d["defence"]), "item": None,
            "innate": {"name": d["innate"]["name"], "text": d["innate"]["text"]},
            "abilities": [{k: a[k] for k in ("key", "name", "cost", "range", "speed", "damage", "hits", "type",
                                            "interrupt", "hits_fleeing", "text")} for a in d["abilities"]],
            "flavour": d.get("flavour", "")}


def portrait(c: dict) -> str | None:
    """The character's OpenMoji portrait (data/kongai/characters.yaml, art)."""
    return c.get("art") or pictures.art_of("kongai", c.get("key"))


def _gradient(surf, rect, dark, light, steps=14):
    for i in range(steps):
        c = tuple(int(dark[j] + (light[j] - dark[j]) * i / (steps - 1)) for j in range(3))
        band = pygame.Rect(rect.x, rect.y + rect.h * i // steps, rect.w, rect.h // steps + 1)
        surf.fill(c, band.clip(rect))


class KongaiArt:
    """Caches of every face. ``w``/``h`` and ``face(card, scale)`` let the shared zoom and
    grid overlays show a character too. Names, key numbers and rules text keep the TV sizes of
    issue 27 (scenes/games/kongai/stats.py)."""

    def __init__(self, size=(368, 412)):
        self.w, self.h = size
        self._cache: dict[tuple, pygame.Surface] = assets.surface_cache()
        #: the height of a big card's head (name and portrait) by (key, size), found as it is drawn
        self._heads: dict[tuple, int] = assets.surface_cache()

    def _get(self, key, make):
        key = key + (assets.TYPE_SCALE,)
        s = self._cache.get(key)
        if s is None:
            s = self._cache[key] = assets._convert(make())
        return s

    # -- the big card -------------------------------------------------------
    def card(self, c: dict, size=None) -> pygame.Surface:
        size = tuple(size or (self.w, self.h))
        item = (c.get("item") or {}).get("key")
        speeds = tuple(a.get("speed_now", a["speed"]) for a in c.get("abilities") or [])
        return self._get(("card", c["key"], c["name"], item, speeds, size), lambda: self._render_card(c, size))

    def card_head(self, c: dict, size) -> int:
        """How tall the head of ``c``'s big card at ``size`` is (its name and portrait, the faction
        line when shown): what a knocked-out card still shows."""
        self.card(c, size)
        return self._heads.get((c["key"], tuple(size)), 0)

    def face(self, c: dict, scale: float = 1.0) -> pygame.Surface:
        """For the zoom overlay: the card at a readable size, whatever ``scale`` says."""
        return self.card(c, (470, 560))

    def _render_card(self, c: dict, size) -> pygame.Surface:
        """Name and portrait, faction, innate (and item), then the four abilities: each a row
        with its name, cost and range, and its speed and damage in large type. Where Large print
        leaves no room for the four rows, the card is set at the normal print's sizes."""
        for tight in (False, True):
            seen, cuts = (len(stats.CUT) if stats.CUT is not None else 0), stats.CUTS[0]
            surf, whole = self._card_at(c, size, tight)
            if whole and stats.CUTS[0] == cuts or least(NUMBER) == NUMBER:
                break
            if stats.CUT is not None:
                del stats.CUT[seen:]          # that try is not drawn: what it cut short is not shown
        return surf

    def _card_at(self, c: dict, size, tight: bool) -> tuple[pygame.Surface, bool]:
        W, H = size
        u = min(W / 368, H / 412)
        where = f"card {W}x{H}"
        dark, light = faction_colours(c.get("faction"))
        surf, inner = card_blank((W, H), 16, dark, 12, assets.CREAM, 11, shadow=120)
        pad = 10
        x = inner.x + pad
        wid = inner.w - 2 * pad
        # name and portrait (faction under the name when there is room), innate, item, then
        # the four abilities: these take what they need, the innate and item texts the rest
        side = int(56 * u)
        pic = pygame.Rect(inner.right - pad - side, inner.y + 6, side, side)
        nt = name_text("serif", c["name"], pic.x - x - 8, least(NAME) + 2 if tight else max(NAME, int(30 * u)),
                       assets.INK, where, 2)
        ft = assets.text("cond", TEXT, f"{c.get('faction', '')}", (100, 88, 76), role="text")
        top = inner.y + 4
        head = max(nt.get_height(), side + 2) + 4
        rows = c.get("abilities") or []
        cols = _ability_columns(rows, wid, u, tight)
        head_h = assets.font("condbold", cols["lab"]).get_linesize() - 4
        need = [max(_row_min(ab, cols, u), number_height(cols["num"])) + 6 for ab in rows]
        bottom = inner.bottom - 6
        if bottom - top - head - head_h < sum(need):     # no room for the cost lines: the buttons and
            cols["no_meta"] = True                       # the zoom show them
            need = [max(_row_name(ab, cols, u).get_height(), number_height(cols["num"])) + 6 for ab in rows]
        room = bottom - top - head - head_h - sum(need)
        parts = []                       # (surface, space after it) under the header, in order
        inn = c.get("innate") or {}
        item = c.get("item")
        for title, text, colour in ((f"Innate · {inn.get('name', '')}", inn.get("text", ""), dark),
                                    (f"Item · {item['name']}", item["text"], (40, 90, 60)) if item else (None,) * 3):
            if title is None:
                continue
            tt = name_text("condbold", title, wid, cols["name"], colour, where, 1)
            if tt.get_height() > room:
                break
            parts.append((tt, 0))
            room -= tt.get_height()
            s = rules_fits("cond", text, wid, room - 4, cols["meta"])
            if s is not None:
                p = rules_text("cond", text, wid, s, assets.INK if colour is dark else colour, where, 99)
                parts.append((p, 4))
                room -= p.get_height() + 4
        with_faction = max(nt.get_height() + ft.get_height(), side + 2) + 4
        if c.get("faction") and room >= with_faction - head:
            room -= with_faction - head
            head = with_faction
            surf.blit(ft, (x, top + nt.get_height()))
        _gradient(surf, pic, dark, light)
        draw_picture(surf, portrait(c), pic, 3)
        pygame.draw.rect(surf, dark, pic, 2)
        surf.blit(nt, (x, top))
        y = top + head
        self._heads[(c["key"], (W, H))] = y
        for p, gap in parts:
            surf.blit(p, (x, y))
            y += p.get_height() + gap
        # the column labels, then the rows
        for text, cx in (("SPEED", cols["speed"]), ("DAMAGE", cols["damage"])):
            lt = label(text, (110, 96, 80), cols["lab"])
            surf.blit(lt, lt.get_rect(midtop=(x + cx, y - 2)))
        y += head_h
        whole = (bottom - y) >= sum(need)
        extra = max(0, (bottom - y) - sum(need))
        for i, ab in enumerate(rows):
            rh = need[i] + extra // max(1, len(rows))
            r = pygame.Rect(x - 4, y, wid + 8, rh - 4)
            self._ability_row(surf, r, ab, cols, u, where)
            y += rh
        return surf, whole

    def _ability_row(self, surf, r: pygame.Rect, ab: dict, cols: dict, u: float, where: str) -> None:
        pygame.draw.rect(surf, (234, 222, 196), r, border_radius=6)
        tcol = TYPE_COLOURS.get(ab.get("type"), (160, 160, 160))
        pygame.draw.rect(surf, tcol, (r.x, r.y, 6, r.h), border_top_left_radius=6, border_bottom_left_radius=6)
        x = r.x + 12
        wid = cols["name_w"]
        at = _row_name(ab, cols, u, assets.INK, where)
        meta = f"{ab['cost']} energy · {ab['range']}"
        mt = rules_text("cond", meta, wid, cols["meta"], (90, 80, 70), where, 2) if not cols.get("no_meta") else None
        block = at.get_height() + (mt.get_height() if mt is not None else 0)
        rider = rider_text(ab)
        extras = [e for e in ("interrupt" if ab.get("interrupt") else "",
                              "hits fleeing" if ab.get("hits_fleeing") else "") if e]
        note = " · ".join(extras + ([rider] if rider else []))
        rp = None
        if note:
            s = rules_fits("cond", note, wid, r.h - 6 - block, cols["meta"])
            if s is not None:
                rp = rules_text("cond", note, wid, s, (70, 60, 50), where, 99)
                block += rp.get_height()
        y = r.y + max(2, (r.h - block) // 2)
        surf.blit(at, (x, y))
        y += at.get_height()
        if mt is not None:
            surf.blit(mt, (x, y))
            y += mt.get_height()
        if rp is not None:
            surf.blit(rp, (x, y))
        # speed and damage in large type
        now = ab.get("speed_now", ab["speed"])
        scol = assets.INK if now == ab["speed"] else ((30, 120, 60) if now > ab["speed"] else (170, 40, 30))
        st = number(str(now), scol, where, cols["num"])
        surf.blit(st, st.get_rect(center=(r.x + 4 + cols["speed"], r.centery)))
        dt = number(damage_number(ab), DAMAGE_INK.get(ab.get("type"), assets.INK), where, cols["num"])
        surf.blit(dt, dt.get_rect(center=(r.x + 4 + cols["damage"], r.centery)))

    # -- bench tile ------------------------------------------------------------
    def tile(self, c: dict, size) -> pygame.Surface:
        """A benched character: its name (and portrait) over a dark body; the table draws the
        health and energy into the body (under :func:`tile_head`)."""
        return self._get(("tile", c["key"], c["name"], tuple(size)), lambda: self._render_tile(c, size))

    def _render_tile(self, c, size) -> pygame.Surface:
        W, H = size
        dark, light = faction_colours(c.get("faction"))
        surf, body = card_blank((W, H), 12)
        head = tile_head(c, W)
        _gradient(surf, pygame.Rect(body.x, body.y, body.w, head), dark, light, 6)
        pygame.draw.rect(surf, (24, 30, 34), pygame.Rect(body.x, body.y + head, body.w, body.h - head))
        pygame.draw.rect(surf, dark, body, 2, border_radius=12)
        pic = pictures.picture(portrait(c), 30)
        if pic is not None:
            surf.blit(pic, pic.get_rect(topright=(body.right - 4, body.y + 3)))
        nt = _tile_name(c, W, assets.WHITE)
        surf.blit(nt, (body.x + 8, body.y + 4))
        return surf

    # -- the draft ---------------------------------------------------------------
    def team_tile(self, c: dict, size) -> pygame.Surface:
        item = (c.get("item") or {}).get("key")
        return self._get(("team", c["key"], c["name"], item, tuple(size)), lambda: self._render_team(c, size))

    def _render_team(self, c, size) -> pygame.Surface:
        """A drafted character at the side: name and health in its band, then its item (or
        its range summary)."""
        W, H = size
        where = f"team {W}x{H}"
        dark, light = faction_colours(c.get("faction"))
        surf, body = card_blank((W, H), 12)
        hp = number(str(c["max_health"]), assets.WHITE, where, least(NUMBER))
        cap = label("HP", assets.WHITE, least(LABEL))
        nw = body.w - 24 - max(hp.get_width(), cap.get_width())
        nt = name_text("condbold", c["name"], nw, NAME, assets.WHITE, where, 2)
        band = pygame.Rect(body.x, body.y, body.w, max(nt.get_height(), hp.get_height() + cap.get_height() - 8) + 8)
        _gradient(surf, band, dark, light, 6)
        pygame.draw.rect(surf, (24, 30, 34), pygame.Rect(body.x, band.bottom, body.w, body.bottom - band.bottom))
        pygame.draw.rect(surf, dark, body, 2, border_radius=12)
        surf.blit(nt, (body.x + 8, band.y + 4))
        right = body.right - 8
        surf.blit(cap, cap.get_rect(topright=(right, band.y + 3)))
        hr = hp.get_rect(topright=(right, band.y + cap.get_height() - 6))
        surf.blit(hp, hr)
        y = band.bottom + 3
        item = c.get("item")
        room = body.bottom - 2 - y
        if item:
            it = name_text("condbold", f"Item · {item['name']}", body.w - 16, NAME, (160, 230, 180), where, 1)
            if it.get_height() <= room:
                surf.blit(it, (body.x + 8, y))
                y += it.get_height()
                room -= it.get_height()
        s = rules_fits("cond", range_summary(c["abilities"]), body.w - 16, room, 18)
        if s is not None:
            surf.blit(rules_text("cond", range_summary(c["abilities"]), body.w - 16, s, (200, 210, 230), where, 9),
                      (body.x + 8, y))
        return surf

    def pool_tile(self, c: dict, size) -> pygame.Surface:
        return self._get(("pool", c["key"], tuple(size)), lambda: self._render_pool(c, size))

    def _render_pool(self, c, size) -> pygame.Surface:
        """A character of the draft pool: name and portrait, health and the three defences in
        large type, its innate (at least its name) and, when there is room, its range summary.
        Where Large print leaves no room for all of it the tile is set at the normal print's
        sizes (issue 27: a long name on two lines once pushed the innate off the tile)."""
        for tight in (False, True):
            seen = len(stats.CUT) if stats.CUT is not None else 0
            surf, whole = self._pool_at(c, size, tight)
            if whole:
                break
            if stats.CUT is not None:
                del stats.CUT[seen:]          # that try is not drawn
        return surf

    def _pool_at(self, c, size, tight: bool) -> tuple[pygame.Surface, bool]:
        W, H = size
        where = f"pool {W}x{H}"
        dark, light = faction_colours(c.get("faction"))
        surf, body = card_blank((W, H), 12, assets.CREAM)
        nt = name_text("condbold", c["name"], body.w - 52, least(NAME) if tight else NAME, assets.WHITE, where, 2,
                       spacing=-4)
        head = pygame.Rect(body.x, body.y, body.w, max(34, nt.get_height() + 6))
        _gradient(surf, head, dark, light, 6)
        pygame.draw.rect(surf, dark, body, 2, border_radius=12)
        pic = pictures.picture(portrait(c), 40)
        if pic is not None:       # the portrait breaks out of the header, top-left
            surf.blit(pic, (body.x + 4, body.y + 2))
        surf.blit(nt, (body.x + 48, head.centery - nt.get_height() // 2))
        gap = 0 if tight else 2
        y = head.bottom + gap
        d = c["defence"]
        row = fitting_stats_row(((str(c["health"]), ("HEALTH", "HP"), HEALTH_INK),) + tuple(
            (str(d[t]), TYPE_SHORT[t], DAMAGE_INK[t]) for t in ("physical", "light", "dark")), where, body.w - 12, 10,
            tight_only=tight)
        if row is not None:
            surf.blit(row, (body.x + 6, y))
            y += row.get_height() + gap
        innate = [(f"{c['innate']['name']}: {c['innate']['text']}", "cond"), (f"Innate: {c['innate']['name']}", "cond")]
        lines = [(range_summary(c["abilities"]), "condbold", (90, 80, 70))]
        whole = row is not None
        for text, kind in innate:         # the innate first (its name at least), the range summary if room
            s = rules_fits(kind, text, body.w - 16, body.bottom - 4 - y, 18)
            if s is not None:
                p = rules_text(kind, text, body.w - 16, s, assets.INK, where, 99)
                left = body.bottom - 4 - y - p.get_height() - 1
                for lt, lk, lc in lines:
                    ls = rules_fits(lk, lt, body.w - 16, left, 18)
                    if ls is not None:
                        lp = rules_text(lk, lt, body.w - 16, ls, lc, where, 99)
                        surf.blit(lp, (body.x + 8, y))
                        y += lp.get_height() + 1
                surf.blit(p, (body.x + 8, y))
                break
        else:
            whole = False
        return surf, whole

    def item_tile(self, it: dict, size) -> pygame.Surface:
        return self._get(("item", it["key"], tuple(size)), lambda: self._render_item(it, size))

    def _render_item(self, it, size) -> pygame.Surface:
        W, H = size
        where = f"item {W}x{H}"
        surf, body = card_blank((W, H), 12, (240, 232, 210))
        nt = name_text("condbold", it["name"], body.w - 48, NAME, assets.WHITE, where, 2)
        head = pygame.Rect(body.x, body.y, body.w, max(34, nt.get_height() + 6))
        _gradient(surf, head, (60, 90, 70), (120, 170, 130), 6)
        pygame.draw.rect(surf, (60, 90, 70), body, 2, border_radius=12)
        pic = pictures.picture(pictures.art_of("kongai", f"item:{it.get('key')}"), 28)
        if pic is not None:
            surf.blit(pic, (body.x + 4, head.centery - 14))
        surf.blit(nt, (body.x + 38, head.centery - nt.get_height() // 2))
        room = body.bottom - 4 - (head.bottom + 4)
        s = rules_fits("cond", it["text"], body.w - 16, room, 18, 1)
        p = rules_text("cond", it["text"], body.w - 16, s or RULES, assets.INK, where,
                       99 if s else max(1, room // assets.font("cond", least(RULES)).get_linesize()), 1)
        surf.blit(p, (body.x + 8, head.bottom + 4))
        return surf


def _tile_name(c: dict, width: int, colour) -> pygame.Surface:
    return name_text("condbold", c["name"], width - 44, NAME, colour, f"tile {width}", 2)


def tile_head(c: dict, width: int) -> int:
    """The height of a bench or team tile's name band (two lines for a long name)."""
    return max(36, _tile_name(c, width, assets.WHITE).get_height() + 8)


#: damage and defence figures on the cream faces (the type colours, darker)
DAMAGE_INK = {"physical": (160, 78, 24), "light": (140, 104, 0), "dark": (104, 56, 176)}
HEALTH_INK = (178, 40, 34)


def damage_number(ab: dict) -> str:
    """An ability's damage as its big figure: ``20``, ``12×4``, ``–`` (none)."""
    if not ab.get("damage"):
        return "–"
    hits = int(ab.get("hits") or 1)
    return f"{ab['damage']}×{hits}" if hits > 1 else f"{ab['damage']}"


def _ability_columns(rows: list[dict], wid: int, u: float = 1.0, tight: bool = False) -> dict:
    """Where the speed and damage figures stand (centres from the content's left), the width
    left for the ability's name, and the sizes (``tight``: the normal print's, in Large print)."""
    num, lab = (least(NUMBER), least(LABEL)) if tight else (NUMBER, LABEL)
    sw = max(assets.font("bold", num).size("10")[0], label("SPEED", assets.INK, lab).get_width()) + 10
    dw = max([assets.font("bold", num).size(damage_number(a))[0] for a in rows] +
             [label("DAMAGE", assets.INK, lab).get_width()]) + 12
    return {"damage": wid - dw // 2, "speed": wid - dw - sw // 2, "name_w": wid - 8 - dw - sw - 4,
            "num": num, "lab": lab, "name": least(NAME) if tight else max(NAME, int(23 * u)),
            "meta": least(RULES) if tight else max(RULES, int(18 * u))}


def _row_name(ab: dict, cols: dict, u: float, colour=assets.INK, where: str = "") -> pygame.Surface:
    return name_text("condbold", ab["name"], cols["name_w"], cols["name"], colour, where, 2)


def _row_min(ab: dict, cols: dict, u: float) -> int:
    """An ability row's least height: its name (one or two lines) and its cost line."""
    meta = f"{ab['cost']} energy · {ab['range']}"
    return _row_name(ab, cols, u).get_height() + rules_text("cond", meta, cols["name_w"], cols["meta"], assets.INK,
                                                            "", 2).get_height()


def details(c: dict) -> list[tuple[str, str]]:
    """Labelled lines for the zoom overlay (each label short enough for the overlay's label column;
    issue 27: an ability's name there ran into its cost)."""
    rows = [("Health", f"{c.get('health')} / {c.get('max_health')}"),
            ("Energy", f"{c.get('energy', 100)} / 100"),
            ("Defence", " · ".join(f"{t} {c['defence'][t]}" for t in ("physical", "light", "dark")))]
    if c.get("item"):
        rows.append(("Item", f"{c['item']['name']}: {c['item']['text']}"))
    for i, ab in enumerate(c.get("abilities") or []):     # a short label: the zoom keeps 160 px for it
        rows.append((f"Move {i + 1}", f"{ab['name']}: {cost_line(ab)}. {damage_text(ab)}. {rider_text(ab)}".strip()))
    return rows


def zoom_card(c: dict) -> dict:
    """The character as the shared zoom overlay reads it (name, text, flavor)."""
    inn = c.get("innate") or {}
    return dict(c, text=f"Innate · {inn.get('name', '')}: {inn.get('text', '')}", flavor=c.get("flavour") or "")
