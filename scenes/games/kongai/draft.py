"""Kongai's draft screen: the pool of characters (or items) in the middle, both teams at the
sides, the snake order on top, the hovered character's moves below. Picks are public (no
curtain): click a character to draft it; in the item draft click an item, then the character
of yours who carries it.

Every character (item) keeps its place in the pool for the whole draft: a pick leaves its
tile where it was, dimmed and marked with the team that took it, so the tile under the
pointer never changes after a pick (issue 13). The places are the roster's order."""
from __future__ import annotations

import pygame

from game.core.contract import seat_index, seat_name
from game.kongai.actions import Equip
from scenes import assets
from scenes.games.kongai.art import range_summary, rider_text, roster_entry
from scenes.games.kongai.acts import add_button, tile_acts
from scenes.games.kongai.shapes import ability_stats, character_stats, grid_rects, row_rects, team_rects
from scenes.games.kongai.stats import (TEXT, StatButton, fit, fitting_stats_row, label, name_text, plain_text,
                                       rules_fits, rules_text)

SEAT_COLOURS = [(236, 190, 70), (110, 170, 240)]
ABILITY_COLOURS = {"physical": (112, 70, 42), "light": (108, 92, 30), "dark": (78, 50, 118)}


def roster(p) -> dict:
    """The characters of the draft pool as the table shows them (public card data)."""
    if p._roster is None:
        from game.kongai.cards import shipped
        p._roster = {k: roster_entry(d) for k, d in shipped()["characters"].items()}
    return p._roster


def pool_char(p, entry: dict) -> dict:
    c = roster(p).get(entry["key"])
    if c is None:   # not in the shipped roster: what the view says
        c = {"key": entry["key"], "name": entry["name"], "faction": "", "health": entry["health"],
             "max_health": entry["health"], "defence": {"physical": 0, "light": 0, "dark": 0},
             "innate": {"name": "", "text": entry.get("innate", "")}, "abilities": []}
    return c


def pool_slots(p, v: dict) -> list[tuple[str, str, object]]:
    """The pool's places, in the roster's order: ("draft", key, entry) for a character still
    free, ("taken", key, team member) for one already picked (items: "item" / "taken")."""
    from game.kongai.cards import shipped
    dr = v["draft"]
    team = [c for s in (0, 1) for c in v[seat_name(s)]["team"]]
    if dr["stage"] == "draft":
        free = {e["key"]: e for e in dr["pool"]}
        taken = {c["key"]: c for c in team}
        order = list(roster(p))
        kind = "draft"
    else:
        free = {e["key"]: e for e in dr["items"]}
        taken = {c["item"]["key"]: c for c in team if c.get("item")}
        order = list(shipped()["items"])
        kind = "item"
    keys = [k for k in order if k in free or k in taken] + [k for k in free if k not in order]
    return [(kind, k, free[k]) if k in free else ("taken", k, taken[k]) for k in keys]


def build_draft(p, v):
    dr = v["draft"]
    my_turn = bool(p.table.legal)
    pool = p.table.layout.rect("draft.pool")
    slots = pool_slots(p, v)
    cols = 4 if dr["stage"] == "draft" else 3
    for (kind, key, _), r in zip(slots, grid_rects(pool, len(slots), cols=cols)):
        p.tiles.append((r, kind, key))
    for s in (0, 1):
        team = v[seat_name(s)]["team"]
        for c, r in zip(team, team_rects(p.table.layout.rect(f"draft.{p.table.pos_name(s)}"), len(team))):
            p.tiles.append((r, "team", c["id"]))
    if dr["stage"] == "items" and my_turn and p.item_sel:
        eq = [a for a in p.table.legal if isinstance(a, Equip) and a.item == p.item_sel]
        det = p.table.layout.rect("draft.detail")
        top = det.y + item_head_h(p)
        rects = row_rects(pygame.Rect(det.x, top, det.w, det.bottom - top), max(1, len(eq)), top=0)
        for a, r in zip(eq, rects):
            c = p.chars[a.character]
            add_button(p, r, f"Give it to {c['name']}", a, colour=(46, 100, 70),
                       stats=character_stats(c, energy=False)[:1],
                       lines=((range_summary(c["abilities"]), (220, 230, 220)),),
                       body=f"{c['innate']['name']}: {c['innate']['text']}", title_size=20)


# -- drawing -------------------------------------------------------------------
def draw_draft(p, surface):
    v = p.table.view
    dr = v["draft"]
    L = p.table.layout
    # the snake order
    r = L.rect("draft.order")
    surface.blit(assets.panel(r.size, (14, 18, 36, 230), 12, (120, 130, 190), 2), r)
    word = "Snake order" if dr["stage"] == "draft" else "Item picks"
    lt = label(word.upper(), (170, 180, 220))
    surface.blit(lt, lt.get_rect(midleft=(r.x + 14, r.centery)))
    n = len(dr["order"])
    x = r.x + 28 + lt.get_width()
    pw = min(92, (r.right - 14 - x) // max(1, n) - 6)
    for i, who in enumerate(dr["order"]):
        s = seat_index(who)
        pill = pygame.Rect(x + i * (pw + 6), r.y + 10, pw, r.h - 20)
        col = SEAT_COLOURS[0 if s == p.table.near else 1]
        if i < dr["next"]:
            pygame.draw.rect(surface, (60, 64, 90), pill, border_radius=8)
            tcol = (150, 150, 170)
        else:
            pygame.draw.rect(surface, col, pill, border_radius=8)
            tcol = assets.INK
        if i == dr["next"]:
            pygame.draw.rect(surface, (255, 255, 255), pill.inflate(6, 6), 3, border_radius=10)
        tag = f"{i + 1}·{seat_tag(p, s)}"
        tt = assets.text("condbold", fit("condbold", tag, pw - 6, TEXT, TEXT), tag, tcol, role="text")
        surface.blit(tt, tt.get_rect(center=pill.center))
    # teams at the sides
    for s in (0, 1):
        zr = L.rect(f"draft.{p.table.pos_name(s)}")
        col = SEAT_COLOURS[0 if s == p.table.near else 1]
        surface.blit(assets.panel(zr.size, (14, 18, 36, 200), 14, col, 2), zr)
        name = p.plate_name(s)
        ht = assets.text("bold", fit("bold", name, zr.w - 24, 26, TEXT), name, col, role="text")
        surface.blit(ht, (zr.x + 12, zr.y + 8))
    hover = p.hover_tile
    for r, kind, payload in p.tiles:
        acts = tile_acts(p, kind, payload)
        if kind == "taken":
            draw_taken(p, surface, r, payload)
        elif kind == "draft" and dr["stage"] == "draft":
            entry = next((e for e in dr["pool"] if e["key"] == payload), None)
            c = pool_char(p, entry) if entry else roster(p).get(payload) or team_member(p, payload)
            surface.blit(p.art.pool_tile(c, r.size), r)
        elif kind == "item":
            it = next((e for e in dr["items"] if e["key"] == payload), None) or taken_item(p, payload)
            surface.blit(p.art.item_tile(it, r.size), r)
        elif kind == "team":
            c = p.chars[payload]
            surface.blit(p.art.team_tile(c, r.size), r)
        if kind in ("draft", "item") and not acts:
            surface.blit(assets.panel(r.size, (0, 0, 0, 80), 12), r)
        if kind == "item" and p.item_sel == payload:
            pygame.draw.rect(surface, assets.GOLD, r.inflate(8, 8), 4, border_radius=14)
        elif kind == "team" and acts:
            pygame.draw.rect(surface, assets.GLOW, r.inflate(6, 6), 3, border_radius=14)
        elif hover == (kind, payload):
            pygame.draw.rect(surface, assets.GLOW if acts else (255, 255, 255), r.inflate(6, 6),
                             3 if acts else 2, border_radius=14)
    draw_detail(p, surface)


def team_member(p, key) -> dict:
    return next(c for s in (0, 1) for c in p.table.view[seat_name(s)]["team"] if c["key"] == key)


def taken_item(p, key) -> dict:
    c = next(c for s in (0, 1) for c in p.table.view[seat_name(s)]["team"] if (c.get("item") or {}).get("key") == key)
    return c["item"]


def taken_by(p, key) -> tuple[int, dict]:
    """Who took the character (or item) ``key``: (seat, character)."""
    dr = p.table.view["draft"]
    for s in (0, 1):
        for c in p.table.view[seat_name(s)]["team"]:
            if (c["key"] if dr["stage"] == "draft" else (c.get("item") or {}).get("key")) == key:
                return s, c
    return 0, {}


def draw_taken(p, surface, r: pygame.Rect, key) -> None:
    """A picked tile keeps its place as a plain dark tile: what was picked, and a band in the
    colour of the team that took it naming that team (and, for an item, who carries it)."""
    s, c = taken_by(p, key)
    col = SEAT_COLOURS[0 if s == p.table.near else 1]
    drafting = p.table.view["draft"]["stage"] == "draft"
    surface.blit(assets.panel(r.size, (22, 24, 38, 255), 12, col, 2), r)
    what = c.get("name", "") if drafting else taken_item(p, key).get("name", "")
    nt = plain_text("condbold", what, r.w - 24, 26, assets.SOFT, 2, align="center")
    who = p.table.short_name(s) if drafting else f"{p.table.short_name(s)} · {c.get('name', '')}"
    tt = plain_text("condbold", who, r.w - 40, 26, assets.INK, 2, align="center")
    gap = 8
    top = r.centery - (nt.get_height() + gap + tt.get_height() + 10) // 2
    surface.blit(nt, nt.get_rect(midtop=(r.centerx, top)))
    band = tt.get_rect(midtop=(r.centerx, top + nt.get_height() + gap)).inflate(24, 10)
    pygame.draw.rect(surface, col, band, border_radius=10)
    surface.blit(tt, tt.get_rect(center=band.center))


def seat_tag(p, s: int) -> str:
    name = p.table.short_name(s)
    return {"You": "YOU", "Computer": "CPU"}.get(name, f"P{s + 1}")


def item_head_h(p) -> int:
    """The height of the chosen item's heading in the detail panel (the buttons go under it)."""
    it = selected_item(p)
    det = p.table.layout.rect("draft.detail")
    if it is None:
        return 60
    return 14 + item_head(p, it, det.w - 32).get_height() + 10


def selected_item(p):
    dr = p.table.view.get("draft") or {}
    return next((e for e in dr.get("items", []) if e["key"] == p.item_sel), None)


def item_head(p, it: dict, width: int) -> pygame.Surface:
    nt = name_text("bold", it["name"], width, 24, assets.GOLD, "detail", 1)
    tx = rules_text("sans", it["text"], width - nt.get_width() - 20, 20, assets.WHITE, "detail", 2)
    hint = assets.text("cond", TEXT, "Give it to (or click the character at the side):", assets.SOFT, role="text")
    h = max(nt.get_height(), tx.get_height())
    surf = pygame.Surface((width, h + 4 + hint.get_height()), pygame.SRCALPHA)
    surf.blit(nt, (0, 0))
    surf.blit(tx, (nt.get_width() + 20, (nt.get_height() - assets.font("sans", 20).get_linesize()) // 2))
    surf.blit(hint, (0, h + 4))
    return surf


def draw_detail(p, surface):
    """Below the pool: the hovered character's health, defences, innate and moves (or the
    chosen item and the characters who could carry it)."""
    v = p.table.view
    dr = v["draft"]
    r = p.table.layout.rect("draft.detail")
    surface.blit(assets.panel(r.size, (14, 18, 36, 235), 16, (120, 130, 190), 2), r)
    if dr["stage"] == "items":
        it = selected_item(p)
        if it:
            surface.blit(item_head(p, it, r.w - 32), (r.x + 16, r.y + 14))
        else:
            para = assets.paragraph("sans", 26, "Items work only while their holder is the active character. "
                                    "Each character carries at most one; an item taken is gone.",
                                    r.w - 40, assets.SOFT, 4, role="text")
            surface.blit(para, (r.x + 20, r.y + 20))
        for b in p.buttons:
            b.draw(surface)
        return
    key = None
    if p.hover_tile and p.hover_tile[0] in ("draft", "team", "taken"):
        key = p.hover_tile[1]
    c = p.chars.get(key) if key in p.chars else (roster(p).get(key) if key else None)
    if c is None:
        para = assets.paragraph("sans", 26, "Hover a character to read their health, defences, innate and four "
                                "moves here. Right-click to zoom. Each character can be on only one team.", r.w - 40,
                                assets.SOFT, 4, role="text")
        surface.blit(para, (r.x + 20, r.y + 20))
        return
    where = "detail"
    x, y = r.x + 16, r.y + 8
    t = name_text("serif", c["name"], 420, 28, assets.GOLD, where, 1)
    surface.blit(t, (x, y))
    stats = fitting_stats_row(character_stats(c, energy=False), where, 440, 18)
    if stats is not None:
        surface.blit(stats, (x, y + t.get_height()))
    head = t.get_height() + (stats.get_height() if stats is not None else 0)
    ix = x + max(t.get_width(), stats.get_width() if stats is not None else 0) + 30
    inn = name_text("condbold", f"Innate · {c['innate']['name']}", r.right - 16 - ix, 23, assets.GOLD, where, 1)
    surface.blit(inn, (ix, y + 4))
    room = head - inn.get_height() - 4
    s = rules_fits("sans", c["innate"]["text"], r.right - 16 - ix, room, 18)
    tp = rules_text("sans", c["innate"]["text"], r.right - 16 - ix, s or 16, assets.WHITE, where,
                    99 if s else 2)
    surface.blit(tp, (ix, y + 4 + inn.get_height()))
    top = y + head + 8
    rects = row_rects(pygame.Rect(r.x, top, r.w, r.bottom - top), 4, top=0)
    for ab, br in zip(c["abilities"], rects):
        badges = []
        if ab.get("interrupt"):
            badges.append(("INTERRUPT", assets.GOLD))
        if ab.get("hits_fleeing"):
            badges.append(("HITS FLEEING", (150, 230, 160)))
        b = StatButton(br, ab["name"], stats=ability_stats(ab),
                       lines=((f"{ab['cost']} energy · {ab['range']}", (200, 220, 235)),),
                       body=rider_text(ab), badges=tuple(badges),
                       colour=ABILITY_COLOURS.get(ab["type"], (60, 80, 70)), title_size=22)
        surface.blit(b._surface("on"), br)          # all four at once (a hover shows them whole)
