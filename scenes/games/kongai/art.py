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
from scenes.widgets.cards import draw_picture, faction_colours

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
    return f"{close} moves at close, {far} at far"


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
    grid overlays show a character too."""

    def __init__(self, size=(330, 404)):
        self.w, self.h = size
        self._cache: dict[tuple, pygame.Surface] = {}

    def _get(self, key, make):
        s = self._cache.get(key)
        if s is None:
            s = self._cache[key] = assets._convert(make())
        return s

    # -- the big card -------------------------------------------------------
    def card(self, c: dict, size=None) -> pygame.Surface:
        size = tuple(size or (self.w, self.h))
        item = (c.get("item") or {}).get("key")
        return self._get(("card", c["key"], c["name"], item, size), lambda: self._render_card(c, size))

    def face(self, c: dict, scale: float = 1.0) -> pygame.Surface:
        """For the zoom overlay: the card at a readable size, whatever ``scale`` says."""
        return self.card(c, (440, 540))

    def _render_card(self, c: dict, size) -> pygame.Surface:
        W, H = size
        k = H / 404
        surf = pygame.Surface((W, H), pygame.SRCALPHA)
        dark, light = faction_colours(c.get("faction"))
        outer = surf.get_rect()
        pygame.draw.rect(surf, (0, 0, 0, 120), outer, border_radius=16)
        frame = outer.inflate(-2, -2)
        pygame.draw.rect(surf, dark, frame, border_radius=16)
        inner = frame.inflate(-12, -12)
        pygame.draw.rect(surf, assets.CREAM, inner, border_radius=11)
        pad = 10
        x = inner.x + pad
        wid = inner.w - 2 * pad
        # name and faction
        ns = assets.fit("serif", c["name"], wid, max(18, int(28 * k)), 18)
        nt = assets.font("serif", assets.note("name", ns, f"{W}x{H}")).render(c["name"], True, assets.INK)
        surf.blit(nt, (x, inner.y + 6))
        y = inner.y + 6 + nt.get_height()
        ft = assets.font("cond", max(11, int(15 * k))).render(f"{c.get('faction', '')}", True, (100, 88, 76))
        surf.blit(ft, (x, y))
        y += ft.get_height() + 4
        # art box
        art = pygame.Rect(x, y, wid, int(78 * k))
        _gradient(surf, art, dark, light)
        draw_picture(surf, portrait(c), art, 3)
        pygame.draw.rect(surf, dark, art, 2)
        y = art.bottom + 6
        # innate
        inn = c.get("innate") or {}
        it = assets.font("condbold", max(11, int(16 * k))).render(f"Innate · {inn.get('name', '')}", True, dark)
        surf.blit(it, (x, y))
        y += it.get_height()
        fs = max(10, int(15 * k))
        p = assets.paragraph("cond", fs, inn.get("text", ""), wid, assets.INK, 0, 2)
        surf.blit(p, (x, y))
        y += p.get_height() + 4
        item = c.get("item")
        if item:
            ip = assets.paragraph("cond", fs, f"Item · {item['name']}: {item['text']}", wid, (40, 90, 60), 0, 2)
            surf.blit(ip, (x, y))
            y += ip.get_height() + 4
        # the four abilities
        rows = c.get("abilities") or []
        room = inner.bottom - 6 - y
        rh = max(22, room // max(1, len(rows)))
        for i, ab in enumerate(rows):
            r = pygame.Rect(x - 4, y + i * rh, wid + 8, rh - 3)
            pygame.draw.rect(surf, (234, 222, 196), r, border_radius=6)
            tcol = TYPE_COLOURS.get(ab.get("type"), (160, 160, 160))
            pygame.draw.rect(surf, tcol, (r.x, r.y, 6, r.h), border_top_left_radius=6, border_bottom_left_radius=6)
            name_s = assets.fit("condbold", ab["name"], r.w - 150, max(12, int(17 * k)), 10)
            at = assets.font("condbold", name_s).render(ab["name"], True, assets.INK)
            surf.blit(at, (r.x + 12, r.y + 2))
            meta = f"{ab['cost']}⚡ {ab['range']} · spd {ab['speed']}"
            mt = assets.font("cond", max(10, int(14 * k))).render(meta, True, (90, 80, 70))
            surf.blit(mt, mt.get_rect(topright=(r.right - 6, r.y + 3)))
            dmg = damage_text(ab)
            extra = ("interrupt " if ab.get("interrupt") else "") + ("hits fleeing" if ab.get("hits_fleeing") else "")
            line = dmg + ("  · " + extra.strip() if extra else "")
            rider = rider_text(ab)
            if rider and not extra and len(rider) < 60:
                line += "  · " + rider
            ds = assets.fit("cond", line, r.w - 18, max(10, int(14 * k)), 9)
            dt = assets.font("cond", ds).render(line, True, (70, 60, 50))
            if r.h >= at.get_height() + dt.get_height():
                surf.blit(dt, (r.x + 12, r.y + 2 + at.get_height() - 2))
        return surf

    # -- bench tile ------------------------------------------------------------
    def tile(self, c: dict, size) -> pygame.Surface:
        """A benched character: name and faction colour (bars are drawn by the table)."""
        return self._get(("tile", c["key"], c["name"], tuple(size)), lambda: self._render_tile(c, size))

    def _render_tile(self, c, size) -> pygame.Surface:
        W, H = size
        surf = pygame.Surface((W, H), pygame.SRCALPHA)
        dark, light = faction_colours(c.get("faction"))
        r = surf.get_rect()
        pygame.draw.rect(surf, (0, 0, 0, 110), r, border_radius=12)
        body = r.inflate(-2, -2)
        _gradient(surf, pygame.Rect(body.x, body.y, body.w, 34), dark, light, 6)
        pygame.draw.rect(surf, (24, 30, 34), pygame.Rect(body.x, body.y + 34, body.w, body.h - 34))
        pygame.draw.rect(surf, dark, body, 2, border_radius=12)
        pic = pictures.picture(portrait(c), 30)
        if pic is not None:
            surf.blit(pic, pic.get_rect(topright=(body.right - 4, body.y + 2)))
        ns = assets.fit("condbold", c["name"], body.w - 46, 20, 14)
        nt = assets.font("condbold", ns).render(c["name"], True, assets.WHITE)
        sh = assets.font("condbold", ns).render(c["name"], True, (0, 0, 0))
        surf.blit(sh, (body.x + 9, body.y + 7))
        surf.blit(nt, (body.x + 8, body.y + 6))
        return surf

    # -- the draft ---------------------------------------------------------------
    def pool_tile(self, c: dict, size) -> pygame.Surface:
        return self._get(("pool", c["key"], tuple(size)), lambda: self._render_pool(c, size))

    def _render_pool(self, c, size) -> pygame.Surface:
        W, H = size
        surf = pygame.Surface((W, H), pygame.SRCALPHA)
        dark, light = faction_colours(c.get("faction"))
        r = surf.get_rect()
        pygame.draw.rect(surf, (0, 0, 0, 110), r, border_radius=12)
        body = r.inflate(-2, -2)
        pygame.draw.rect(surf, assets.CREAM, body, border_radius=12)
        head = pygame.Rect(body.x, body.y, body.w, 32)
        _gradient(surf, head, dark, light, 6)
        pygame.draw.rect(surf, dark, body, 2, border_radius=12)
        pic = pictures.picture(portrait(c), 40)
        if pic is not None:       # the portrait breaks out of the header, top-left
            surf.blit(pic, (body.x + 4, body.y + 2))
        ns = assets.fit("condbold", c["name"], body.w - 120, 20, 14)
        nt = assets.font("condbold", ns).render(c["name"], True, assets.WHITE)
        surf.blit(nt, (body.x + 48, body.y + 5))
        hp = assets.font("bold", 16).render(f"{c['health']} HP", True, assets.WHITE)
        surf.blit(hp, hp.get_rect(topright=(body.right - 8, body.y + 7)))
        y = head.bottom + 4
        x = body.x + 48
        for t in ("physical", "light", "dark"):
            s = f"{TYPE_SHORT[t]} {c['defence'][t]}"
            tt = assets.font("condbold", 14).render(s, True, assets.INK)
            pill = tt.get_rect(topleft=(x, y)).inflate(8, 2)
            pygame.draw.rect(surf, TYPE_COLOURS[t], pill, border_radius=5)
            surf.blit(tt, tt.get_rect(center=pill.center))
            x = pill.right + 5
        y += 22
        rs = assets.font("condbold", 13).render(range_summary(c["abilities"]), True, (90, 80, 70))
        surf.blit(rs, (body.x + 8, y))
        y += rs.get_height() + 1
        inn = c["innate"]
        room = body.bottom - 4 - y
        lh = assets.font("cond", 14).get_linesize()
        p = assets.paragraph("cond", 14, f"{inn['name']}: {inn['text']}", body.w - 16, assets.INK, 0,
                             max(1, room // lh))
        surf.blit(p, (body.x + 8, y))
        return surf

    def item_tile(self, it: dict, size) -> pygame.Surface:
        return self._get(("item", it["key"], tuple(size)), lambda: self._render_item(it, size))

    def _render_item(self, it, size) -> pygame.Surface:
        W, H = size
        surf = pygame.Surface((W, H), pygame.SRCALPHA)
        r = surf.get_rect()
        pygame.draw.rect(surf, (0, 0, 0, 110), r, border_radius=12)
        body = r.inflate(-2, -2)
        pygame.draw.rect(surf, (240, 232, 210), body, border_radius=12)
        head = pygame.Rect(body.x, body.y, body.w, 32)
        _gradient(surf, head, (60, 90, 70), (120, 170, 130), 6)
        pygame.draw.rect(surf, (60, 90, 70), body, 2, border_radius=12)
        pic = pictures.picture(pictures.art_of("kongai", f"item:{it.get('key')}"), 28)
        if pic is not None:
            surf.blit(pic, (body.x + 4, body.y + 2))
        ns = assets.fit("condbold", it["name"], body.w - 44, 19, 14)
        surf.blit(assets.font("condbold", ns).render(it["name"], True, assets.WHITE), (body.x + 36, body.y + 5))
        p = assets.paragraph("cond", 16, it["text"], body.w - 16, assets.INK, 1, 4)
        surf.blit(p, (body.x + 8, head.bottom + 6))
        return surf


def details(c: dict) -> list[tuple[str, str]]:
    """Labelled lines for the zoom overlay."""
    rows = [("Health", f"{c.get('health')} / {c.get('max_health')}"),
            ("Energy", f"{c.get('energy', 100)} / 100"),
            ("Defence", " · ".join(f"{t} {c['defence'][t]}" for t in ("physical", "light", "dark")))]
    if c.get("item"):
        rows.append(("Item", f"{c['item']['name']}: {c['item']['text']}"))
    for ab in c.get("abilities") or []:
        rows.append((ab["name"], f"{cost_line(ab)}. {damage_text(ab)}. {rider_text(ab)}".strip()))
    return rows


def zoom_card(c: dict) -> dict:
    """The character as the shared zoom overlay reads it (name, text, flavor)."""
    inn = c.get("innate") or {}
    return dict(c, text=f"Innate · {inn.get('name', '')}: {inn.get('text', '')}", flavor=c.get("flavour") or "")
