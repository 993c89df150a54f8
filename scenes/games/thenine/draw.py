"""How The Nine's table draws itself: the felt with both rows of Warriors, the piles, the
Ragnarok Rising zones, the End of Days pool, the initiative dice, the countdown ring, the bid
area with its totals, the Event in the middle, the fight (dice, totals, lines), the blockers'
lines, the plates, the hovered card (or the help panel) and the banner with the beat's caption.
Functions of the plan (:class:`scenes.games.thenine.table.TheNinePlan`); ``draw`` is its frame."""
from __future__ import annotations

import math

import pygame

from game.core.contract import seat_name
from scenes import assets
from scenes.scene import LOGICAL
from scenes.games.thenine import place, words
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


def draw_list(p) -> list[CardSprite]:
    piles, still, hand, moving, top = [], [], [], [], []
    pile: dict[str, list] = {}
    for sp in p.sprites.values():
        if sp.dragging:
            top.append(sp)
        elif sp.animating or sp.id in p.lunge:
            moving.append(sp)
        elif sp.zone.endswith("valhalla") or sp.zone == "rr.discard":
            pile.setdefault(sp.zone, []).append(sp)
        elif sp.zone == "p1.hand":
            hand.append(sp)
        else:
            still.append(sp)
    for zone, lst in pile.items():
        order = {cid: i for i, cid in enumerate(place.ids(p, engine_zone(p, zone)))}
        lst.sort(key=lambda s: order.get(s.id, -1))
        piles.extend(lst[-2:])
    if p.table.view_seat is not None:
        hi = {cid: i for i, cid in enumerate(place.ids(p, f"{seat_name(p.table.view_seat)}.hand"))}
        hand.sort(key=lambda s: (s is p.table.hover, hi.get(s.id, 0)))
    return piles + still + hand + moving + top


def engine_zone(p, zone: str) -> str:
    """The rules' zone a layout zone shows: ``"p1.valhalla"`` -> the seat at the screen's."""
    head, _, rest = zone.partition(".")
    if head == "p1":
        return f"{seat_name(p.table.near)}.{rest}"
    if head == "p2":
        return f"{seat_name(1 - p.table.near)}.{rest}"
    return zone


# ------------------------------------------------------------------ the felt
def background(p) -> pygame.Surface:
    if p.bg is not None:
        return p.bg
    L = p.table.layout
    bg = felt(LOGICAL, (26, 58, 70)).copy()
    for s in (0, 1):
        side = p.table.pos_name(s)
        r = L.rect(f"{side}.play")
        pygame.draw.rect(bg, (18, 44, 56), r, border_radius=20)
        pygame.draw.rect(bg, (90, 130, 150), r, 2, border_radius=20)
        mine = s == p.table.near and p.table.view_seat is not None
        lab = "YOUR WARRIORS IN PLAY" if mine else f"{p.table.short_name(s).upper()}'S WARRIORS IN PLAY"
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
    p.bg = bg
    return p.bg


# ------------------------------------------------------------------ the frame
def draw(p, surface: pygame.Surface):
    surface.blit(background(p), (0, 0))
    draw_event(p, surface)             # its panel under the piles' labels beside it
    for s in (0, 1):
        draw_piles(p, surface, s)
    draw_rr(p, surface)
    draw_eod(p, surface)
    draw_bid(p, surface)
    p.table.drag.draw_zones(surface)
    draw_assignments(p, surface, under=True)
    draw_fight_lines(p, surface)
    for sp in draw_list(p):
        if not sp.dragging:
            draw_card(p, surface, sp)
    draw_assignments(p, surface, under=False)
    draw_event_target(p, surface)
    for s in (0, 1):
        p.counters[(s, "health")].draw(surface)
        p.counters[(s, "glory")].draw(surface)
        plate(p, surface, s)
    draw_dice_zone(p, surface)
    draw_timer(p, surface)
    p.table.log.draw(surface)
    zoom_preview(p, surface)
    p.table.draw_banner(surface)
    if p.table.beats_active:              # the beat on show, in words, over the banner (a click hurries it)
        p.table.draw_caption(surface)
    for b in p.buttons:
        if not p.clock.hidden_button(b):
            b.draw(surface)
    for d in p.fight_dice:
        d.draw(surface)
    for text, pos, col in p.fight_labels:
        t = assets.text("bold", 20, text, col)
        pill = t.get_rect(midtop=pos).inflate(16, 6)
        pill.clamp_ip(pygame.Rect(0, 0, p.table.layout.rect("log").x - 8, LOGICAL[1]))
        surface.blit(assets.panel(pill.size, (10, 10, 14, 235), 9, col, 2), pill)
        surface.blit(t, t.get_rect(center=pill.center))
    p.floaters.draw(surface)
    if p.table.drag.active and p.table.drag.sprite is not None:
        draw_card(p, surface, p.table.drag.sprite)
    if p.table.toast is not None:
        p.table.draw_toast(surface)


def draw_card(p, surface, sp: CardSprite):
    """A card sprite (its marks come from NineArt.overlay), with what it is worth during a
    bid and the ring of a card on the bid being built."""
    sp.draw(surface)
    if sp.gone or sp.card is None or sp.fade is not None:
        return
    if getattr(sp, "show_value", False):
        draw_value(surface, sp.rect, sp.card, sp.art.w < 100)
    if getattr(sp, "ghost", False):
        draw_ghost(surface, sp.rect)


def label(p, surface, text, pos, colour=(170, 205, 215), anchor="topleft", size=15, width=None):
    """A zone's label; ``width``: as large as fits in it (Large print never runs off a panel)."""
    if width is not None:             # shrink towards the normal-print size, never below it
        size = assets.fit("condbold", text, width, size, min(size, math.ceil(size / assets.TYPE_SCALE)))
    t = assets.text("condbold", size, text, colour)
    surface.blit(t, t.get_rect(**{anchor: pos}))


# ------------------------------------------------------------------ piles and zones
def draw_piles(p, surface, s: int):
    sn = seat_name(s)
    dr = p.table.zone(s, "deck")
    n = p.board.count(f"{sn}.deck")
    back = p.art.back()
    for i in range(min(3, (n + 9) // 10)):
        surface.blit(back, back.get_rect(center=(dr.centerx - i * 2, dr.centery - i * 2)))
    panels.pile_label(surface, dr, "DECK", n)
    vr = p.table.zone(s, "valhalla")
    fallen = p.board.count(f"{sn}.valhalla")
    panels.pile_label(surface, vr, "VALHALLA", fallen)
    if not fallen:
        label(p, surface, "empty", vr.center, (90, 130, 150), anchor="center")
    rz = p.table.zone(s, "rr")
    claimed = p.board.count(f"{sn}.rr")
    label(p, surface, f"CLAIMED RR CARDS · {p.glory.get(s, 0)} GLORY" if claimed else
                "CLAIMED RR CARDS · NONE YET", (rz.x + 10, rz.y + 3), (230, 170, 140), width=rz.w - 20)
    if f"{sn}.hand" not in p.hidden_hands and p.table.layout is not p.closed_layout:
        pr = p.table.zone(s, "play")         # every hand face up: say whose hand is beside the Warriors
        n = p.board.count(f"{sn}.hand")
        who = "YOUR HAND" if s == p.table.view_seat else f"{p.table.short_name(s).upper()}'S HAND"
        label(p, surface, f"{who} · {n} CARD{'S' if n != 1 else ''}",
                    (pr.right - 14, pr.y + 4) if p.table.pos_name(s) == "p2" else (pr.right - 14, pr.bottom - 20),
                    (170, 205, 215), "topright", 14)
    if f"{sn}.hand" in p.hidden_hands:
        hz = p.table.zone(s, "hand")
        pos = (hz.right + 8, hz.y + 6) if p.table.pos_name(s) == "p2" else (hz.x, hz.y)
        label(p, surface, f"HAND {p.board.count(f'{sn}.hand')}", pos)
        seen = (p.table.view.get(seat_name(1 - s)) or {}).get("peek") if p.table.view_seat is not None else None
        if seen:
            label(p, surface, f"YOU SAW {len(seen)}", (pos[0], pos[1] + 20), (250, 220, 120), size=14)
            label(p, surface, "hover to read", (pos[0], pos[1] + 38), assets.MUTED, size=13)


def draw_rr(p, surface):
    L = p.table.layout
    dr = L.rect("rr.deck")
    n = p.board.count("rr.deck")
    back = p.art.back(1.0, rr=True)
    for i in range(min(3, (n + 6) // 7)):
        surface.blit(back, back.get_rect(center=(dr.centerx - i * 2, dr.centery - i * 2)))
    panels.pile_label(surface, dr, "RR DECK", n)
    cr = L.rect("rr.current")
    up = "UP FOR BIDDING" if p.board.count("rr.current") else "NO RR CARD"
    y = cr.bottom + 3
    if assets.font("condbold", 15).size(up)[0] > cr.w + 4:      # Large print: under the piles' labels
        y = cr.bottom + 4 + assets.font("condbold", 18).get_linesize()
    label(p, surface, up, (cr.centerx, y), (250, 210, 120), "midtop")
    xr = L.rect("rr.discard")
    panels.pile_label(surface, xr, "DISCARD", p.board.count("rr.discard"))
    ur = L.rect("rr.unclaimed")
    n = p.board.count("rr.unclaimed")
    label(p, surface, f"UNCLAIMED RR · AFFECT BOTH · {n}" if n else "UNCLAIMED RR CARDS · NONE",
                (ur.x + 10, ur.y + 3), (230, 170, 140), width=ur.w - 20)


def token_rect(p, i: int) -> pygame.Rect:
    z = p.table.layout.rect("eod")
    per_row = 10
    size = min(24, (z.w - 24) // per_row - 4)
    gap = (z.w - 24 - per_row * size) / (per_row - 1)
    row, col = divmod(i, per_row)
    return pygame.Rect(int(z.x + 12 + col * (size + gap)), z.y + 52 + row * (size + 10), size, size)


def draw_eod(p, surface):
    z = p.table.layout.rect("eod")
    rnd = p.round_shown
    rounds = p.table.view.get("rounds", 20)
    label(p, surface, "END OF DAYS POOL", (z.x + 10, z.y + 4), (150, 220, 160))
    left = rounds - rnd
    lt = assets.text("cond", 15, f"{left} to go" if left else "the last round", assets.MUTED)
    surface.blit(lt, lt.get_rect(topright=(z.right - 10, z.y + 28)))
    head = f"Round {rnd} of {rounds}" if rnd else "Before round 1"
    t = assets.text("bold", assets.fit("bold", head, z.w - 30 - lt.get_width(), 22, 12), head, assets.WHITE)
    surface.blit(t, t.get_rect(bottomleft=(z.x + 10, z.y + 28 + lt.get_height())))
    for i in range(rounds):
        r = token_rect(p, i)
        if i < rnd:
            pygame.draw.circle(surface, (0, 0, 0), (r.centerx + 1, r.centery + 2), r.w // 2)
            pygame.draw.circle(surface, TOKEN_GREEN, r.center, r.w // 2)
            pygame.draw.circle(surface, (200, 255, 210), r.center, r.w // 2, 2)
        else:
            pygame.draw.circle(surface, (60, 90, 70), r.center, r.w // 2, 2)
    c = assets.text("cond", 14, "one green token per round", assets.MUTED)
    surface.blit(c, c.get_rect(bottomleft=(z.x + 10, z.bottom - 6)))


def draw_dice_zone(p, surface):
    z = p.table.layout.rect("dice")
    label(p, surface, "INITIATIVE · d20 EACH", (z.x + 10, z.y + 4))
    p.dice.draw(surface)
    if p.table.view.get("rolls") and not p.dice.animating and not p.table.beats_active:
        text = words.order_note(p)
        if text:
            c = assets.text("condbold", assets.fit("condbold", text, z.w - 12, 15, 9), text, (250, 220, 120))
            surface.blit(c, c.get_rect(midbottom=(z.centerx, z.bottom - 4)))


def draw_timer(p, surface):
    z = p.table.layout.rect("timer")
    c = p.clock.status
    ring = p.clock.ring
    v = p.table.view
    t = p.table.ruleset.timer(p.table.state)
    if not v.get("timers", True):
        ring.set_off()
        label(p, surface, "TIMERS OFF", (z.centerx, z.y + 4), assets.MUTED, "midtop", width=z.w - 8)
        ring.draw(surface)
        return
    if t is None and not c.get("paused"):
        ring.set_off()
        label(p, surface, "NO COUNTDOWN", (z.centerx, z.y + 4), assets.MUTED, "midtop", width=z.w - 8)
        ring.draw(surface)
        if v.get("phase") in ("order", "bid", "respond"):
            para = assets.paragraph("cond", 13, p.clock.caption(), z.w - 12, assets.MUTED, 0,
                                    2, align="center")
            surface.blit(para, para.get_rect(midbottom=(z.centerx, z.bottom - 4)))
        return
    seat = c.get("seat")
    whose = "YOUR TIME" if seat == p.table.view_seat and p.table.view_seat is not None else \
        f"{p.table.short_name(seat).upper()}'S TIME" if seat is not None else "TIME"
    ring.set(c.get("total") or 1, c.get("left", 0), running=not c.get("paused"))
    label(p, surface, whose, (z.centerx, z.y + 4), (250, 220, 120) if seat == p.table.view_seat else
          (170, 205, 215), "midtop", width=z.w - 8)
    ring.draw(surface)
    para = assets.paragraph("cond", 13, p.clock.caption(), z.w - 12,
                            (255, 150, 130) if ring.warning else assets.MUTED, 0, 2, align="center")
    surface.blit(para, para.get_rect(midbottom=(z.centerx, z.bottom - 4)))


def draw_bid(p, surface):
    z = p.table.layout.rect("bid")
    b = p.table.view.get("bid")
    active = b is not None and not p.table.beats_active
    surface.blit(assets.panel(z.size, (40, 26, 14, 215) if active else (14, 32, 40, 190), 12,
                              (236, 190, 70) if active else (90, 130, 150), 2), z)
    if not active:
        msg = ("THE BID AREA · in the Bid phase, drag Warriors and claimed RR cards here to claim "
               "the Ragnarok Rising card")
        para = assets.paragraph("cond", 16, msg, z.w - 40, (120, 160, 170), 2, align="center")
        surface.blit(para, para.get_rect(center=z.center))
        return
    head = words.bid_heading(p, z.w - 20)
    size = assets.fit("condbold", head, z.w - 20, 16, 11)
    surface.blit(assets.text("condbold", size, head, (250, 220, 120)), (z.x + 10, z.y + 5))
    for s in (0, 1):
        rz = p.table.zone(s, "bid")
        info = b[seat_name(s)]
        leader = b.get("leader") == s
        if s == p.table.view_seat and "building" in b and (b["building"]["cards"] or not info["submitted"]):
            text = f"YOU: {b['building']['value']} GLORY" + (" · not bid yet" if not info["submitted"] else
                                                             " · adding")
        elif info["submitted"]:
            text = f"{p.table.short_name(s).upper()}: {info['value']} GLORY" + (" · LEADS" if leader else "")
        else:
            text = f"{p.table.short_name(s).upper()}: no bid yet"
        size = assets.fit("condbold", text, rz.w - 6, 15, 10)
        label(p, surface, text, (rz.x + 4, rz.y + 1), (140, 240, 160) if leader else (220, 220, 210),
                    size=size)
        if s == b.get("bidder"):
            pygame.draw.rect(surface, (250, 220, 120), rz.inflate(4, 4), 2, border_radius=8)


def draw_event(p, surface):
    z = p.table.layout.rect("event")
    r = p.table.view.get("respond") if not p.table.beats_active else None
    if place.held_event(p):
        surface.blit(assets.panel(z.inflate(16, 34).size, (50, 26, 70, 220), 12, (180, 130, 230), 2),
                     z.inflate(16, 34).move(0, 6))
        if r:
            who = "YOUR" if r["seat"] == p.table.view_seat else f"{p.table.short_name(r['seat']).upper()}'S"
            label(p, surface, f"{who} EVENT", (z.centerx, z.bottom + 4), (210, 170, 250), "midtop", 13,
                        width=z.w - 8)
    else:
        pygame.draw.rect(surface, (70, 60, 90), z, 1, border_radius=12)
        label(p, surface, "EVENTS", z.center, (110, 100, 140), "center", 13)


# ------------------------------------------------------------------ fights and blockers
def draw_fight_lines(p, surface):
    """Who fights whom while the dice roll: the attacker to each blocker (or to the player)."""
    for a, d in p.fight_lines:
        sa = p.sprites.get(a)
        if sa is None or sa.gone:
            continue
        if isinstance(d, int):
            end = pygame.Vector2(p.table.zone(d, "health").center)
        else:
            sd = p.sprites.get(d)
            if sd is None or sd.gone:
                continue
            end = pygame.Vector2(sd.rect.center)
        start = pygame.Vector2(sa.rect.center)
        pygame.draw.line(surface, (120, 20, 14), start, end, 9)
        pygame.draw.line(surface, (236, 96, 70), start, end, 4)
        pygame.draw.circle(surface, (236, 96, 70), end, 9)


def draw_event_target(p, surface):
    """The card an Event waiting for an answer targets."""
    r = p.table.view.get("respond") if not p.table.beats_active else None
    sp = p.sprites.get((r or {}).get("target") or "")
    if sp is None or sp.gone:
        return
    pygame.draw.rect(surface, (200, 150, 250), sp.rect.inflate(8, 8), 3, border_radius=12)
    tag = assets.text("condbold", 14, "TARGET", assets.WHITE)
    parts = sp.art.parts.get(((sp.card or {}).get("key"), sp.rect.w, sp.rect.h))   # on the art, off the name
    pill = tag.get_rect(center=(sp.rect.centerx, sp.rect.y + (parts["art"].centery if parts else 12))).inflate(10, 4)
    surface.blit(assets.panel(pill.size, (90, 50, 140, 240), 7, (200, 150, 250), 1), pill)
    surface.blit(tag, tag.get_rect(center=pill.center))


def draw_assignments(p, surface, under: bool):
    """Blockers and the attackers they block: a line between them, a shield on the blocker."""
    if not place.combat_shown(p):
        return
    for d, a in (p.table.view.get("combat") or {}).get("assign") or []:
        sd, sa = p.sprites.get(d), p.sprites.get(a)
        if sd is None or sa is None:
            continue
        u, w = pygame.Vector2(sd.rect.center), pygame.Vector2(sa.rect.center)
        if under:
            pygame.draw.line(surface, (120, 170, 255), u, w, 6)
            pygame.draw.line(surface, (30, 60, 120), u, w, 2)
            continue
        tag = assets.text("condbold", 14, f"BLOCKS {words.name_of(p, a, 'A WARRIOR').upper()}", assets.WHITE)
        pill = tag.get_rect(midbottom=(sd.rect.centerx, sd.rect.y - 2)).inflate(10, 4)
        if p.table.pos_name(place.owner(p, d)) == "p2":
            pill.midtop = (sd.rect.centerx, sd.rect.bottom + 2)
        surface.blit(assets.panel(pill.size, (30, 60, 130, 240), 7, (150, 190, 255), 1), pill)
        surface.blit(tag, tag.get_rect(center=pill.center))


# ------------------------------------------------------------------ plates and the side panel
def plate(p, surface, s: int):
    """The shared name plate (gold while the seat is to act) and under it a strip: what the
    seat has played this round, and what it is doing (or FIRST: it goes first this round)."""
    r = p.table.zone(s, "plate")
    v = p.table.view
    acting = s in (v.get("to_act") or []) and v.get("phase") != "over" and not p.table.beats_active
    ph = v.get("phase")
    tag = ""
    if acting:
        tag = ACTING_TAG.get(ph, "TO ACT")
    elif ph not in ("over", "order") and (v.get("order") or [None])[0] == s and v.get("round"):
        tag = "FIRST"
    top = pygame.Rect(r.x, r.y, r.w, r.h - 18)
    strip = pygame.Rect(r.x + 10, top.bottom - 2, r.w - 20, r.bottom - top.bottom + 2)
    surface.blit(assets.panel(strip.size, (10, 30, 20, 200), 6, (255, 255, 255, 40), 1), strip)
    panels.plate(surface, top, p.plate_name(s), acting)
    seat = v[seat_name(s)]
    room = strip.w - 16
    if tag:
        tt = assets.text("condbold", 12, tag, assets.INK)
        pill = tt.get_rect(midright=(strip.right - 6, strip.centery + 1)).inflate(10, 2)
        pygame.draw.rect(surface, assets.GOLD if acting else (150, 170, 180), pill, border_radius=6)
        surface.blit(tt, tt.get_rect(center=pill.center))
        room = pill.x - strip.x - 14
    played = [(f"{kind} {'played' if used else 'free'}", used)
              for kind, used in (("Warrior", seat.get("warrior_played")), ("Event", seat.get("event_played")))]
    size = assets.fit("cond", "   ".join(w for w, _ in played), room, 13, 10)   # both fit beside the tag
    x = strip.x + 8
    for text, used in played:
        tt = assets.text("cond", size, text, (110, 120, 120) if used else (150, 230, 160))
        surface.blit(tt, tt.get_rect(midleft=(x, strip.centery + 1)))
        x += tt.get_width() + 10


def zoom_preview(p, surface):
    r = p.table.layout.rect("zoom")
    sp = p.table.hover if (p.table.hover is not None and p.table.hover.card and not p.table.drag.active) else None
    if sp is None:
        surface.blit(help_panel(p, r), r)
        return
    k = round(min((r.h - 20) / p.art.h, (r.w - 20) / p.art.w, 3.0), 2)
    face = p.art.face(sp.card, k)
    surface.blit(face, face.get_rect(center=r.center))


def help_panel(p, r: pygame.Rect) -> pygame.Surface:
    """How to play, in the zoom panel while no card is hovered. In the convention kiosk's show
    the kiosk's table puts its invitation there (the table's ``help_override``)."""
    own = p.table.help_override(r)
    if own is not None:
        return own
    return panels.help_panel(r, "How to play", HELP if assets.TYPE_SCALE == 1.0 else HELP_SHORT)
