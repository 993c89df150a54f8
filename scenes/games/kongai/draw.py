"""Kongai's duel drawn from the view: each player's active character large in the middle (the
seat at the screen on the left), the bench beside it, health and energy, defences and status
chips below; the choices at the bottom (while a reveal plays: both choices, revealed together).
The range track, the reveal panel, the caption strip and the help panel are in centre.py.
Names, key numbers and rules text keep the TV sizes of issue 27 (stats.py)."""
from __future__ import annotations

import math

import pygame

from game.core.contract import seat_name
from game.kongai.actions import BringIn, Lead, Switch
from scenes import assets
from scenes.scene import LOGICAL
from scenes.games.kongai.art import (BUFF, DEBUFF, ENERGY, HEALTH, POISON, STUN, TYPE_COLOURS, damage_number,
                                     tile_head)
from scenes.games.kongai import centre, draft
from scenes.games.kongai.acts import bench_ids, idle_reason, legal_set
from scenes.games.kongai.draft import SEAT_COLOURS
from scenes.games.kongai.shapes import bench_slots
from scenes.games.kongai.stats import (LABEL, NUMBER, TEXT, fit, fitting_stats_row, label, least, name_text, number,
                                       plain_text, stats_row)
from scenes.games.kongai.words import PHASES, SIMULTANEOUS, choice_words
from scenes.widgets.choice import ChoiceButton
from scenes.widgets.felt import felt


#: the defence boxes' labels, longest first (all three boxes use one wording)
DEF_CAPS = ({"physical": "PHYS DEF", "light": "LIGHT DEF", "dark": "DARK DEF"},
            {"physical": "PHYS", "light": "LIGHT", "dark": "DARK"},
            {"physical": "PHY", "light": "LIG", "dark": "DRK"})


def background(p) -> pygame.Surface:
    """The felt with the benches and the active frames (kept until the phase or the seats change)."""
    drafting = p.table.view.get("phase") in ("draft", "items")
    key = (drafting, p.table.near, assets.TYPE_SCALE)
    if p.bg is not None and p._bg_key == key:
        return p.bg
    p._bg_key = key
    bg = felt(LOGICAL, (34, 38, 62)).copy()
    for s in (() if drafting else (0, 1)):
        r = p.table.zone(s, "bench")
        pygame.draw.rect(bg, (26, 30, 50), r, border_radius=16)
        pygame.draw.rect(bg, (80, 90, 130), r, 2, border_radius=16)
        t = label("BENCH", (150, 160, 200))
        bg.blit(t, (r.x + 12, r.y + 2))
        a = p.table.zone(s, "active")
        pygame.draw.rect(bg, (26, 30, 50), a.inflate(12, 12), border_radius=20)
        pygame.draw.rect(bg, SEAT_COLOURS[s if p.table.near == 0 else 1 - s], a.inflate(12, 12), 2, border_radius=20)
    p.bg = bg.convert() if pygame.display.get_surface() is not None else bg
    return p.bg


def draw(p, surface: pygame.Surface):
    """The whole table: the draft screen or the duel, the log, the help panel, the floaters."""
    ChoiceButton.new_frame(2)
    surface.blit(background(p), (0, 0))
    v = p.table.view
    draw_turn(p, surface)
    p.table.draw_banner(surface)
    if v.get("phase") in ("draft", "items") and v.get("draft"):
        draft.draw_draft(p, surface)
    else:
        for s in (0, 1):
            draw_bench(p, surface, s)
            draw_active(p, surface, s)
            draw_plate(p, surface, s)
            draw_bars(p, surface, s)
        centre.draw_range(p, surface)
        centre.draw_reveal(p, surface)
        centre.draw_caption(p, surface)
        draw_choices(p, surface)
    p.table.log.draw(surface)
    centre.draw_help(p, surface)
    p.floaters.draw(surface)
    centre.draw_tooltip(p, surface)
    if p.table.toast is not None:
        p.table.draw_toast(surface)
    ChoiceButton.new_frame(None)
    if any(not b.ready for b in p.buttons if b.visible):
        p.table.app.dirty = True          # the rest of the panel comes in the next frames


def draw_turn(p, surface):
    r = p.table.layout.rect("turn")
    v = p.table.view
    turn, phase = p.stage or (v.get("turn"), v.get("phase"))
    surface.blit(assets.panel(r.size, (14, 18, 36, 230), 14, (120, 130, 190), 2), r)
    if phase in ("draft", "items"):
        big = "DRAFT" if phase == "draft" else "ITEMS"
    elif phase == "pick_start":
        big = "START"
    else:
        big = f"TURN {turn}"
    mode = {"pax": "PAX", "5v5_items": "5v5 + items"}.get(v.get("mode"), v.get("mode", ""))
    sub = f"{PHASES.get(phase, phase)} · {mode}"
    if p.stage:
        sub = f"Revealing: {PHASES.get(phase, phase).lower()}"
    st = assets.text("cond", fit("cond", sub, r.w - 28, TEXT, TEXT), sub, assets.SOFT, role="text")
    room = r.h - 4 - st.get_height()
    size = NUMBER
    while size > least(NUMBER) and assets.font("serif", size).get_linesize() > room:
        size -= 1
    t = assets.text("serif", size, big, assets.GOLD, role="number")
    surface.blit(t, (r.x + 14, r.y + 2))
    surface.blit(st, (r.x + 14, r.bottom - st.get_height() - 2))


# -- the duel -----------------------------------------------------------------
def draw_active(p, surface, s: int):
    r = p.table.zone(s, "active")
    cid = p.shown_active.get(s)
    if cid is None or cid not in p.chars:
        pygame.draw.rect(surface, (40, 44, 70), r, border_radius=16)
        t = assets.text("serif", 90, "?", (120, 130, 170))
        surface.blit(t, t.get_rect(center=(r.centerx, r.centery - 30)))
        mine = p.table.view.get("chosen", {}).get(seat_name(s))
        para = plain_text("sans", "chosen, hidden until both have chosen" if mine else
                          "choosing a starting character in secret", r.w - 40, TEXT, assets.SOFT, 3, 2, "center")
        surface.blit(para, para.get_rect(midtop=(r.centerx, r.centery + 40)))
        return
    c = p.chars[cid]
    dx = dy = 0.0
    t = p.lunge.get(s)
    if t is not None and not t.done:
        k = math.sin(math.pi * t.progress)
        dx = (1 if p.table.pos_name(s) == "p1" else -1) * 60 * k
    sl = p.slide.get(s)
    if sl is not None and not sl.done:
        dx += sl.value[0]
        dy += sl.value[1]
    pos = r.move(int(dx), int(dy))
    hp = p.hp.get(cid)
    if hp is not None and hp.shown <= 0 and not hp.animating:     # knocked out: its head, and the words
        head = p.art.card_head(c, r.size)
        surface.blit(p.art.card(c, r.size), pos, pygame.Rect(0, 0, r.w, head))
        body = pygame.Rect(pos.x, pos.y + head, pos.w, pos.h - head)
        surface.blit(assets.panel(body.size, (20, 8, 8, 235), 16), body)
        size = fit("serif", "KNOCKED OUT", r.w - 40, 46, 26)
        ko = assets.text("serif", size, "KNOCKED OUT", (255, 90, 80), role="title")
        surface.blit(ko, ko.get_rect(center=body.center))
    else:
        surface.blit(p.art.card(c, r.size), pos)
        if c.get("stun") and not p.table.beats_active:      # a ring: the status chips under it say STUNNED
            pygame.draw.rect(surface, STUN, pos.inflate(10, 10), 5, border_radius=20)
    f = p.flash.get(cid)
    if f:
        a = min(150, int(300 * f)) // 30 * 30
        if a > 0:
            surface.blit(assets.panel(r.size, (255, 60, 40, a), 16), pos)
    rib = p.ribbons.get(s)
    if rib is not None and ribbon_on_plate(p, s) is None:   # (else on the plate: the card's rows stay clear)
        text, col = rib
        size = fit("bold", text, r.w - 30, 28, TEXT)
        tt = assets.text("bold", size, text, assets.INK, role="text")
        box = tt.get_rect(center=(pos.centerx, pos.y + 130)).inflate(26, 14)
        surface.blit(assets.panel(box.size, col + (255,), 10, (255, 255, 255), 2), box)
        surface.blit(tt, tt.get_rect(center=box.center))


def vital(p, surface, r: pygame.Rect, meter, colour, caps: tuple, value: str, rest: str = "",
          where: str = "", kind: str = "bold") -> None:
    """A bar as tall as its figure: the meter fills it, the label (the longest of ``caps``
    that fits beside the largest value, so it does not change as the value does) and the
    number (large) stand on it; with no label the number is centred."""
    meter.draw(surface, r, colour, text=False)
    size = NUMBER
    while size > least(NUMBER) and assets.font(kind, size).size(str(int(meter.maximum)))[0] > r.w - 12:
        size -= 1
    num = number(value, assets.WHITE, where, size, kind=kind)
    small = label(rest, assets.WHITE, least(LABEL)) if rest else None
    w = num.get_width() + (small.get_width() + 2 if small else 0)
    most = assets.font(kind, size).size(str(int(meter.maximum)))[0] + (small.get_width() + 2 if small else 0)
    room = r.w - 28 - max(w, most)
    cap = next((c for c in caps if label(c, assets.WHITE).get_width() <= room), None)
    right = r.right - 10 if cap else r.centerx + w // 2
    if small is not None:
        sp = small.get_rect(midright=(right, r.centery + 3))
        surface.blit(small, sp)
        right = sp.x - 2
    nr = num.get_rect(midright=(right, r.centery))
    surface.blit(num, nr)
    if cap:
        lab = label(cap, assets.WHITE)
        surface.blit(lab, lab.get_rect(midleft=(r.x + 10, r.centery)))


def draw_bench(p, surface, s: int):
    ids = bench_ids(p, s)
    rects = bench_slots(p.table.zone(s, "bench"), max(1, len(ids)))
    phase = p.table.view.get("phase")
    mine = s == p.table.view_seat and not p.table.beats_active
    hover = p.hover_tile
    for cid, r in zip(ids, rects):
        c = p.chars[cid]
        surface.blit(p.art.tile(c, r.size), r)
        hp, en = p.hp[cid], p.en[cid]
        head = tile_head(c, r.w)
        if hp.shown <= 0 and not hp.animating:           # knocked out: the name, and OUT under it
            body = pygame.Rect(r.x + 2, r.y + head, r.w - 4, r.h - head - 2)
            surface.blit(assets.panel(body.size, (12, 10, 14, 255), 8), body)
            surface.blit(assets.panel(r.size, (0, 0, 0, 110), 12), r)
            ko = assets.text("bold", 26, "KNOCKED OUT" if r.w > 240 else "OUT", (255, 100, 90), role="title")
            surface.blit(ko, ko.get_rect(center=body.center))
            if hover == ("bench", cid):
                pygame.draw.rect(surface, (255, 255, 255), r.inflate(6, 6), 2, border_radius=14)
            continue
        row_h = assets.font("condbold", NUMBER).get_linesize() - 4
        half = (r.w - 22) // 2
        y = r.y + head + 4
        where = f"bench {r.w}"
        vital(p, surface, pygame.Rect(r.x + 8, y, half, row_h), hp, HEALTH, (), str(hp.shown), where=where,
              kind="condbold")
        vital(p, surface, pygame.Rect(r.x + 14 + half, y, half, row_h), en, ENERGY, (), str(en.shown),
              where=where, kind="condbold")
        marks = []
        if c.get("poison"):
            marks.append(("P", POISON))
        if any(b["debuff"] for b in c.get("buffs") or []):
            marks.append(("−", DEBUFF))
        if any(not b["debuff"] for b in c.get("buffs") or []):
            marks.append(("+", BUFF))
        y += row_h + 4
        room = r.bottom - 4 - y
        defs = fitting_stats_row(tuple((str(c["defence"][t]), (f"{w} DEF", w), TYPE_COLOURS[t]) for t, w in
                                       (("physical", "PHY"), ("light", "LIG"), ("dark", "DRK"))), where, r.w - 16, 8)
        if defs is not None and defs.get_height() <= room:
            surface.blit(defs, defs.get_rect(midtop=(r.centerx, y)))
            y += defs.get_height() + 2
        x, my = r.right - 48, r.y + head // 2    # the status marks beside the portrait, in the name band
        for m, col in marks:
            mt = assets.text("condbold", least(LABEL), m, assets.INK, role="text")
            rad = max(mt.get_width(), mt.get_height()) // 2 + 2
            pygame.draw.circle(surface, col, (x, my), rad)
            surface.blit(mt, mt.get_rect(center=(x, my)))
            x -= 2 * rad + 4
        can = False
        if mine and p.table.legal:
            make = {"combat": Switch, "replace": BringIn, "pick_start": Lead}.get(phase)
            can = make is not None and make(cid) in legal_set(p)
        if can:
            pygame.draw.rect(surface, assets.GLOW, r.inflate(6, 6), 3, border_radius=14)
        if hover == ("bench", cid):
            pygame.draw.rect(surface, (255, 255, 255), r.inflate(6, 6), 2, border_radius=14)


def draw_plate(p, surface, s: int):
    r = p.table.zone(s, "plate")
    v = p.table.view
    phase = v.get("phase")
    acting = s in (v.get("to_act") or []) and phase in SIMULTANEOUS and not p.table.beats_active
    col = SEAT_COLOURS[0 if s == p.table.near else 1]
    surface.blit(assets.panel(r.size, (14, 18, 36, 230), 10, col if acting else (255, 255, 255, 50),
                              3 if acting else 1), r)
    tag, tcol = plate_tag(p, s)
    right = r.right - 10
    size = fit("condbold", tag, 150, LABEL, TEXT)
    on_plate = None if tag else ribbon_on_plate(p, s)
    if on_plate is not None:                             # a choice being revealed, on the plate
        (tag, size), tcol = on_plate, p.ribbons[s][1]
    if tag:
        tt = assets.text("condbold", size, tag, assets.INK, role="text")
        pill = tt.get_rect(midright=(right, r.centery)).inflate(14, 4)
        pygame.draw.rect(surface, tcol, pill, border_radius=8)
        surface.blit(tt, tt.get_rect(center=pill.center))
        right = pill.x - 8
    name = p.plate_name(s)
    t = assets.text("bold", fit("bold", name, right - r.x - 12, 26, TEXT), name, col, role="text")
    surface.blit(t, t.get_rect(midleft=(r.x + 12, r.centery)))


#: a revealed choice in fewer words, for a plate where the whole one does not fit
RIBBON_SHORT = {"nothing to choose": "no choice", "stunned (no choice)": "stunned"}


def ribbon_wordings(text: str) -> list[str]:
    """A revealed choice, fullest first: "Switch to Cornelius Constantine", "→ Cornelius
    Constantine", "→ Cornelius"; "nothing to choose", "no choice"."""
    out = [text]
    if text in RIBBON_SHORT:
        out.append(RIBBON_SHORT[text])
    if text.startswith("Switch to "):
        name = text[len("Switch to "):]
        out += [f"→ {name}", f"→ {name.split()[0]}"]
    return out


def ribbon_on_plate(p, s: int) -> tuple[str, int] | None:
    """The seat's revealed choice (its ribbon) as it stands on its plate, right of the name:
    (words, size); None when there is no ribbon, the plate has a tag, or the choice fits there in
    no wording (it is then drawn across the card)."""
    rib = p.ribbons.get(s)
    if rib is None or plate_tag(p, s)[0]:
        return None
    r = p.table.zone(s, "plate")
    room = r.w - 22 - assets.font("bold", TEXT).size(p.plate_name(s))[0] - 12 - 14
    for text in ribbon_wordings(rib[0]):
        size = fit("condbold", text, room, 28, TEXT)
        if assets.font("condbold", size).size(text)[0] <= room:
            return text, size
    return None


def plate_tag(p, s: int) -> tuple[str, tuple]:
    """The pill on a seat's plate: WINNER, STUNNED, WAITING, ✓ CHOSEN, CHOOSING (a human
    still to choose) or THINKING (a computer still to choose)."""
    v = p.table.view
    phase = v.get("phase")
    if phase == "over" and not p.table.beats_active:
        w = (v.get("outcome") or {}).get("winners") or []
        return ("WINNER" if s in w else "", assets.GOLD)
    if phase not in SIMULTANEOUS or p.table.beats_active:
        return "", assets.GOLD
    idle = idle_reason(p, s)
    if idle == "stunned":
        return "STUNNED", STUN
    if idle == "waiting":
        return "WAITING", (170, 180, 200)
    if (v.get("chosen") or {}).get(seat_name(s)):
        return "✓ CHOSEN", (130, 220, 150)
    return ("CHOOSING" if p.table.seats[s] == "human" else "THINKING"), assets.GOLD


def draw_bars(p, surface, s: int):
    cid = p.shown_active.get(s)
    if cid is None or cid not in p.chars:
        return
    c = p.chars[cid]
    hp, en = p.hp[cid], p.en[cid]
    vital(p, surface, p.table.zone(s, "health"), hp, HEALTH, ("HEALTH", "HP"), str(hp.shown),
          f"/{int(hp.maximum)}", "vitals")
    vital(p, surface, p.table.zone(s, "energy"), en, ENERGY, ("ENERGY", "EN"), str(en.shown), "", "vitals")
    # defences: physical / light / dark, against the printed numbers
    draw_defences(p, surface, p.table.zone(s, "defence"), c, "defence")
    # status markers: as many as fit, then how many more
    r = p.table.zone(s, "status")
    chips = status_chips(p, s, c)
    x = r.x
    for i, (text, col) in enumerate(chips):
        tt = assets.text("condbold", least(LABEL), text, assets.INK, role="text")
        rest = len(chips) - i - 1
        more = assets.text("condbold", least(LABEL), f"+{rest} more", assets.WHITE, role="text")
        reserve = more.get_width() + 6 if rest else 0
        if x + tt.get_width() + 16 + reserve > r.right:
            if i:
                m = assets.text("condbold", least(LABEL), f"+{rest + 1} more", assets.WHITE, role="text")
                surface.blit(m, m.get_rect(midleft=(x, r.centery)))
                break
            words = text.split(" · ")[0]          # the rest is in the zoom (right-click)
            tt = assets.text("condbold", least(LABEL), words, assets.INK, role="text")
        pill = pygame.Rect(x, r.y + 2, tt.get_width() + 16, r.h - 4)
        pygame.draw.rect(surface, col, pill, border_radius=8)
        surface.blit(tt, tt.get_rect(center=pill.center))
        x = pill.right + 6


def draw_defences(p, surface, r: pygame.Rect, c: dict, where: str, caps=DEF_CAPS) -> None:
    """Three boxes, physical / light / dark: the label (the same wording in all three, the
    longest that fits) and the defence in large type (green above, red below the printed)."""
    w = (r.w - 12) // 3
    for num_size, lab_size in ((NUMBER, LABEL), (least(NUMBER), least(LABEL))):   # Large print, then normal
        boxes = []
        for i, t in enumerate(("physical", "light", "dark")):
            box = pygame.Rect(r.x + i * (w + 6), r.y, w, r.h)
            now, base = c["defence"][t], c["base_defence"][t]
            colour = assets.WHITE if now == base else ((130, 230, 150) if now > base else (255, 130, 110))
            num = number(str(now), colour, where, num_size)
            dt = label(f"{now - base:+d}", colour, least(LABEL)) if now != base else None
            boxes.append((t, box, num, dt))
        wide = assets.font("bold", num_size).size("10")[0]      # the same words for every seat: room for "10"

        def words_for(deltas):
            room = min(b.w - 16 - max(wide, n.get_width()) - (d.get_width() + 2 if d and deltas else 0) - 6
                       for _, b, n, d in boxes)
            return next((v for v in caps if all(label(v[t], assets.INK, lab_size).get_width() <= room for t in v)),
                        None)
        words = words_for(True)
        if words is None:              # no room for the "+2": the colour of the number says it (and a chip)
            words = words_for(False)
            if words is not None:
                boxes = [(t, b, n, None) for t, b, n, _ in boxes]
        if words is not None:
            break
    for t, box, num, dt in boxes:
        pygame.draw.rect(surface, (20, 24, 40), box, border_radius=8)
        pygame.draw.rect(surface, TYPE_COLOURS[t], box, 2, border_radius=8)
        right = box.right - 8
        if dt is not None:
            surface.blit(dt, dt.get_rect(midright=(right, box.centery + 4)))
            right -= dt.get_width() + 2
        surface.blit(num, num.get_rect(midright=(right, box.centery)))
        if words:
            lab = label(words[t], TYPE_COLOURS[t], lab_size)
            surface.blit(lab, lab.get_rect(midleft=(box.x + 8, box.centery)))


def status_chips(p, s: int, c: dict) -> list[tuple[str, tuple]]:
    v = p.table.view
    chips = []
    if c.get("poison"):
        psn = c["poison"]
        chips.append((f"POISON {psn['amount']}/turn · {psn['turns']} left", POISON))
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
    pl = v[seat_name(s)]
    if pl.get("switched_last_turn") and v.get("phase") in ("maneuver", "combat"):
        chips.append(("switched last turn", (170, 180, 210)))
    if not chips:
        chips.append(("no status effects", (90, 100, 120)))
    return chips


def draw_choices(p, surface):
    r = p.table.layout.rect("choices")
    surface.blit(assets.panel(r.size, (14, 18, 36, 235), 16, (120, 130, 190), 2), r)
    if p.table.beats_active and p.reveal_show:
        draw_reveal_panel(p, surface, r)
        return
    head = choices_head(p)
    hint = "click a choice · dimmed ones say why" if any(b.visible for b in p.buttons) else ""
    ht = assets.text("cond", least(TEXT), hint, assets.MUTED, role="text") if hint else None
    room = r.w - 32
    if head:
        size = fit("bold", head, room, 26, TEXT)
        hs = assets.text("bold", size, head, assets.GOLD, role="text")
        surface.blit(hs, (r.x + 16, r.y + 8))
        room -= hs.get_width() + 24
    if ht is not None and ht.get_width() <= room:
        surface.blit(ht, ht.get_rect(topright=(r.right - 16, r.y + 11)))
    for b in p.buttons:
        b.draw(surface)
    if p.panel_note:
        shown = [b.rect for b in p.buttons if b.visible]
        nr = r.inflate(-60, -60)
        if shown:
            left, right = min(x.x for x in shown), max(x.right for x in shown)
            if r.right - right >= left - r.x:
                nr = pygame.Rect(right + 24, r.y + 40, r.right - right - 40, r.h - 50)
            else:
                nr = pygame.Rect(r.x + 16, r.y + 40, left - r.x - 40, r.h - 50)
        para = assets.paragraph("bold", 24, p.panel_note, nr.w, assets.WHITE, 6, 5, align="center")
        surface.blit(para, para.get_rect(center=nr.center))


def choices_head(p) -> str:
    v = p.table.view
    me = p.table.view_seat
    phase = v.get("phase")
    if me is None or phase == "over":
        return ""
    act = p.chars.get(v[seat_name(me)]["active"] or "", {})
    en = p.en.get(act.get("id")) if act else None
    if phase == "maneuver":
        return f"Maneuver · the range is {v['range']} · {act.get('name', '')} has {en.shown if en else '?'} energy"
    if phase == "combat":
        switches = sum(1 for a in p.table.legal if isinstance(a, Switch))
        return (f"Combat at {v['range']} range · {act.get('name', '')} has {en.shown if en else '?'} energy"
                + (" · → name: switch to that character" if switches > 1 else ""))
    if phase == "pick_start":
        return "Your starting character — hidden until both players have chosen"
    if phase == "replace":
        return "Bring in a character"
    return ""


def draw_reveal_panel(p, surface, r):
    """Both choices, revealed together: each name large, with its speed and damage (what
    decides the order) or what it does."""
    rs = p.reveal_show
    t = assets.text("bold", 26, "REVEALED TOGETHER", assets.GOLD, role="title")
    surface.blit(t, t.get_rect(midtop=(r.centerx, r.y + 8)))
    top = r.y + 12 + t.get_height()
    half = (r.w - 60) // 2
    for s in (0, 1):
        box = pygame.Rect(r.x + 20 + (half + 20) * (0 if p.table.pos_name(s) == "p1" else 1), top, half,
                          r.bottom - 12 - top)
        col = SEAT_COLOURS[0 if s == p.table.near else 1]
        surface.blit(assets.panel(box.size, (24, 28, 50, 240), 14, col, 3), box)
        nt = assets.text("bold", 26, p.table.short_name(s), col, role="title")
        surface.blit(nt, nt.get_rect(midtop=(box.centerx, box.y + 8)))
        text = choice_words(rs["choices"].get(seat_name(s), ""))
        ct = name_text("serif", text, box.w - 40, 40, assets.WHITE, "reveal", 1, align="center")
        stats, note = choice_stats(p, s)
        block = [ct]
        if stats:
            block.append(stats_row(stats, "reveal", 28))
        elif note:
            block.append(plain_text("cond", note, box.w - 30, 26, assets.SOFT, 2, align="center"))
        y0 = box.y + 12 + nt.get_height()
        y = y0 + max(0, (box.bottom - 8 - y0 - sum(b.get_height() + 4 for b in block)) // 2)
        for b in block:
            surface.blit(b, b.get_rect(midtop=(box.centerx, y)))
            y += b.get_height() + 4


def choice_stats(p, s: int) -> tuple[tuple, str]:
    """Under a revealed choice: an ability's speed and damage in large type (what decides
    the order), else a few words on what the choice does."""
    last = p.table.view.get("last") or {}
    ch = (last.get("choices") or {}).get(seat_name(s)) or {}
    if ch.get("type") == "UseAbility":
        for step in last.get("order") or []:
            if step["seat"] == seat_name(s) and step.get("speed"):
                c = p.chars.get(step["character"]) or {}
                ab = next((a for a in c.get("abilities", []) if a["name"] == step["what"]), None)
                stats = ((str(step["speed"]), "SPEED", assets.WHITE),)
                if ab and ab.get("damage"):
                    stats += ((damage_number(ab), f"{ab['type'].upper()} DAMAGE", TYPE_COLOURS[ab["type"]]),)
                return stats, ""
    return (), choice_note(p, s)


def choice_note(p, s: int) -> str:
    """Under a revealed choice that is not an ability: what it does, in a few words."""
    last = p.table.view.get("last") or {}
    ch = (last.get("choices") or {}).get(seat_name(s)) or {}
    if ch.get("type") == "Maneuver":
        for step in last.get("order") or []:
            if step["seat"] == seat_name(s) and str(step.get("result", "")).startswith("paid"):
                return f"{step['result']} energy"
    return {"Switch": "switches happen first: dodges attacks",
            "Intercept": "catches a switch", "Rest": "+20 energy",
            "Maneuver": "costs energy", "Pass": "free"}.get(ch.get("type"), "")
