"""Kongai's choices: the buttons of each phase (keys 1-4, R, S, I, C, F, P), the clickable
tiles (bench, active, draft pool, teams) and what a click on them submits. Every choice comes
from ``ruleset.legal_actions``; a dimmed button says ``ruleset.explain``'s reason (acts.py).
Plain functions of the plan (``p``, :class:`scenes.games.kongai.table.KongaiPlan`); the geometry
of the tiles is in shapes.py."""
from __future__ import annotations

import pygame

from game.core.contract import seat_name
from game.kongai.actions import BringIn, Draft, Equip, Intercept, Lead, Maneuver, Pass, Rest, Switch, UseAbility
from scenes import assets
from scenes.games.kongai import draft
from scenes.games.kongai.acts import add_button, bench_ids, legal_set, picker, tile_acts, why
from scenes.games.kongai.art import RANGE_WORDS, details, range_summary, rider_text, zoom_card
from scenes.games.kongai.shapes import ability_stats, bench_slots, character_stats, combat_rects, row_rects
from scenes.table.focus import Item, button_items
from scenes.widgets.overlays import ZoomScene


# ------------------------------------------------------------------ the choices
def build_ui(p):
    """Buttons and clickable tiles for the phase and the seat at the screen."""
    p.buttons = []
    p.tiles = []
    p.panel_note = ""
    p._reveal_cache = None
    v = p.table.view
    phase = v.get("phase")
    if phase in ("draft", "items") and v.get("draft"):
        draft.build_draft(p, v)
        return
    build_bench_tiles(p, v)
    if p.table.beats_active or phase == "over":
        return
    me = p.table.view_seat
    if me is None:
        p.panel_note = "Both computers choose in secret; each reveal is played out above."
        return
    acting = v.get("to_act") or []
    mine = v.get("choice")
    if me not in acting:
        if mine and mine.get("type") == "Stunned":
            act = p.chars.get(v[seat_name(me)]["active"], {})
            p.panel_note = (f"{act.get('name', 'Your character')} is stunned and cannot act this turn. "
                            f"Waiting for {p.table.short_name(1 - me)}.")
        elif mine and mine.get("type") == "Ready":
            p.panel_note = f"Nothing to choose: {p.table.short_name(1 - me)} brings in a character."
        elif p.table._curtain_pending:
            p.panel_note = "Pass the screen."
        else:
            build_phase(p, v, phase, locked=mine)
        return
    if p.table._curtain_pending:
        p.panel_note = "Pass the screen."
        return
    build_phase(p, v, phase, locked=None)


def build_phase(p, v, phase, locked):
    if phase == "maneuver":
        build_maneuver(p, v)
    elif phase == "combat":
        build_combat(p, v)
    elif phase in ("pick_start", "replace"):
        build_pick(p, v, phase)
    if locked:
        t, arg = locked.get("type"), locked.get("arg")
        for b in p.buttons:
            a = b.payload
            b.picked = a is not None and type(a).__name__ == t and (
                getattr(a, "ability", None) or getattr(a, "to", None) or getattr(a, "character", None)) == arg
            b.reason = None if b.picked else b.reason
        p.buttons = [b for b in p.buttons if b.picked] + [b for b in p.buttons if not b.picked]
        for b in p.buttons:
            if not b.picked:
                b.visible = False
        who = p.table.short_name(1 - p.table.view_seat)
        p.panel_note = f"Locked in: {locked.get('text')}. Hidden until {who} has chosen too."


def build_maneuver(p, v):
    me = p.table.view_seat
    r = p.table.layout.rect("choices")
    rects = row_rects(r, 3)
    mine = p.chars.get(v[seat_name(me)]["active"], {})
    foe = p.chars.get(v[seat_name(1 - me)]["active"], {})
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
        add_button(p, rect, to.capitalize(), Maneuver(to), key=key, key_label=label,
                   lines=((f"costs {cost}", (170, 210, 255)),), body=body,
                   colour=(40, 84, 120) if to == "far" else (120, 70, 40), title_size=30)
    add_button(p, rects[2], "Pass", Pass(), key=pygame.K_p, key_label="P",
               lines=(("free", (170, 230, 170)),),
               body=f"Keep the range ({here}) unless the other player asks for one: then theirs is taken. "
                    "Most turns both players pass.", colour=(60, 80, 70), title_size=30)
    for b in p.buttons:
        if b.payload == Maneuver("close"):
            b.key = pygame.K_c
        elif b.payload == Maneuver("far"):
            b.key = pygame.K_f


def build_combat(p, v):
    me = p.table.view_seat
    pl = v[seat_name(me)]
    act = p.chars.get(pl["active"])
    if act is None:
        return
    bench = [p.chars[c] for c in pl["bench"]]
    rects = combat_rects(p.table.layout.rect("choices"), len(bench))
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
        add_button(p, rect, ab["name"], UseAbility(ab["key"]), key=pygame.K_1 + i, key_label=str(i + 1),
                   badges=tuple(badges), colour=tcol, stats=ability_stats(ab),
                   lines=((f"{ab['cost']} energy · {RANGE_WORDS.get(ab['range'], ab['range'])}",
                           (200, 220, 235)),),
                   body=rider_text(ab), title_size=22)
    add_button(p, rects["rest"], "Rest", Rest(), key=pygame.K_r, key_label="R", colour=(50, 86, 110),
               lines=(("+20 energy extra", (170, 210, 255)), ("(40 in all this turn)", (170, 210, 255))),
               body=v.get("rest_text", ""), title_size=20)
    hit = v[seat_name(p.table.view_seat)]["intercept_damage"]
    add_button(p, rects["intercept"], "Intercept", Intercept(), key=pygame.K_i, key_label="I",
               colour=(120, 50, 50), stats=((str(hit), ("DAMAGE IF THEY SWITCH", "DAMAGE"), (255, 190, 170)),),
               lines=(("and their switch fails", (255, 190, 170)),),
               body=f"Catches a switch: {hit} damage and the switch fails. Does nothing against anything "
                    "else.", title_size=20)
    legal = legal_set(p)
    if not bench or not any(Switch(c["id"]) in legal for c in bench):
        names = ", ".join(c["name"] for c in bench)
        reason = ("Nobody left on your bench to switch to." if not bench
                  else why(p, Switch(bench[0]["id"])))
        add_button(p, rects["switch"][0].unionall(rects["switch"]),
                   "Switch" + (f" ({names})" if names else ""), Switch(bench[0]["id"]) if bench else None,
                   colour=(70, 70, 120), reason=reason, title_size=20)
        return
    one = len(bench) == 1
    for i, (c, rect) in enumerate(zip(bench, rects["switch"])):
        title = f"Switch to {c['name']}" if one else f"→ {c['name']}"
        add_button(p, rect, title, Switch(c["id"]), key=pygame.K_s if one else None,
                   key_label="S" if one else "", colour=(70, 70, 120),
                   stats=character_stats(c)[:2] if len(bench) <= 2 else (),
                   body=f"Switch to {c['name']}: dodges the attack unless it hits fleeing targets; not two "
                        "turns in a row." if one else "", title_size=20)


def build_pick(p, v, phase):
    me = p.table.view_seat
    pl = v[seat_name(me)]
    if phase == "pick_start":
        cands = [c for c in pl["team"]]
        make, verb = Lead, "Start with"
    else:
        cands = [p.chars[c] for c in pl["bench"]]
        make, verb = BringIn, "Bring in"
    if not cands:
        return
    rects = row_rects(p.table.layout.rect("choices"), len(cands))
    for i, (c, rect) in enumerate(zip(cands, rects)):
        add_button(p, rect, f"{verb} {c['name']}" if len(cands) <= 3 else c["name"], make(c["id"]),
                   key=pygame.K_1 + i, key_label=str(i + 1), colour=(46, 100, 70),
                   stats=character_stats(c, energy=phase == "replace"),
                   lines=((range_summary(c["abilities"]), (200, 220, 200)),),
                   body=f"{c['innate']['name']}: {c['innate']['text']}", title_size=22)


def build_bench_tiles(p, v):
    for s in (0, 1):
        ids = bench_ids(p, s)
        rects = bench_slots(p.table.zone(s, "bench"), max(len(ids), 1))
        for cid, r in zip(ids, rects):
            p.tiles.append((r, "bench", cid))
        act = p.shown_active.get(s)
        if act is not None:
            p.tiles.append((p.table.zone(s, "active"), "active", act))


def tile_click(p, kind: str, payload, button: int = 1):
    """A click (``button`` 1) or right-click (3) on a tile: submit its legal action, choose an
    item, say why not, or read the character."""
    v = p.table.view
    phase = v.get("phase")
    if button == 3 or kind == "active":
        zoom(p, payload, kind)
        return
    if kind == "taken":                      # a pick already made: its tile stays in its place
        zoom(p, payload, kind)
        return
    if kind == "draft":
        a = Draft(payload)
        if a in legal_set(p):
            p.table.submit(a, picker(p))
        else:
            p.table.show_toast(why(p, a))
        return
    if kind == "item":
        if not p.table.legal:
            p.table.show_toast(why(p, Equip("", payload)))
            return
        p.item_sel = None if p.item_sel == payload else payload
        build_ui(p)
        p.table.app.dirty = True
        return
    if kind == "team":
        if phase == "items" and p.item_sel:
            a = Equip(payload, p.item_sel)
            if a in legal_set(p):
                p.table.submit(a, picker(p))
            else:
                p.table.show_toast(why(p, a))
            return
        zoom(p, payload, kind)
        return
    if kind == "bench":
        make = {"combat": Switch, "replace": BringIn, "pick_start": Lead}.get(phase)
        if make is None or p.table.view_seat is None or p.owner.get(payload) != p.table.view_seat:
            zoom(p, payload, kind)
            return
        a = make(payload)
        if a in legal_set(p):
            p.table.submit(a)
        elif p.table.legal or p.table.view_seat in (v.get("to_act") or []):
            p.table.show_toast(why(p, a))
        else:
            zoom(p, payload, kind)


# ------------------------------------------------------------------ focus (scenes/table/focus.py)
def focus_items(p):
    """The tiles a click would act on (legal ones first), the choice buttons, then the
    other tiles (Enter / A reads them)."""
    acting = [(r, k, pay) for r, k, pay in p.tiles if tile_acts(p, k, pay)]
    other = [t for t in p.tiles if t not in acting]
    items = [Item(r, "tile", (k, pay), k, lambda k=k, pay=pay: tile_click(p, k, pay, 1),
                  lambda k=k, pay=pay: zoom(p, pay, k)) for r, k, pay in acting]
    items += button_items(p.buttons)
    return items + [Item(r, "tile", (k, pay), k, lambda k=k, pay=pay: zoom(p, pay, k),
                         lambda k=k, pay=pay: zoom(p, pay, k)) for r, k, pay in other]


def zoom(p, key, kind):
    """Read a character in full (the zoom scene)."""
    c = p.chars.get(key)
    if c is None:
        c = draft.roster(p).get(key)
    if c is None:
        return
    p.table.app.push(ZoomScene(p.table.app, zoom_card(c), p.art, details))
