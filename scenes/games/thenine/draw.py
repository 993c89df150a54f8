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
from scenes.games.thenine.art import TOKEN_GREEN, colours, draw_ghost, draw_value
from scenes.table import panels
from scenes.widgets import name_tags
from scenes.widgets.cards import CardSprite
from scenes.widgets.felt import felt

#: the least size of a label on the table (issue 27: 23 px from a sofa), of a key number (32 px)
LABEL_PX = 23
NUMBER_PX = 32
#: the top of the reading panel the shared Hint button takes (48 px tall, at its top right)
HINT_ROOM = 66
#: what a plate's tag says of the seat to act, per phase
ACTING_TAG = {"order": "CHOOSING", "player": "PLAYING", "attack": "ATTACKING", "defend": "BLOCKING",
              "cleanup": "BLOCKING", "bid": "BIDDING", "respond": "ANSWERING"}


def draw_list(p) -> list[CardSprite]:
    piles, still, hand, moving, top = [], [], [], [], []
    pile: dict[str, list] = {}
    tags = place.tagged(p)
    for sp in p.sprites.values():
        if sp.dragging:
            top.append(sp)
        elif sp.animating or sp.id in p.lunge:
            moving.append(sp)
        elif sp.zone in tags:
            continue                        # named on its tag (draw_hand_tags)
        elif sp.zone.endswith("valhalla") or sp.zone == "rr.discard":
            pile.setdefault(sp.zone, []).append(sp)
        elif sp.zone == "p1.hand":
            hand.append(sp)
        else:
            still.append(sp)
    for zone, lst in pile.items():
        order = {cid: i for i, cid in enumerate(place.ids(p, engine_zone(p, zone)))}
        lst.sort(key=lambda s: order.get(s.id, -1))
        piles.extend(lst[-1:])              # the top card only (one under it would show its words through)
    if p.table.view_seat is not None:
        hi = {cid: i for i, cid in enumerate(place.ids(p, f"{seat_name(p.table.view_seat)}.hand"))}
        rows = place.two_rows(p.table.layout, len(hi))         # the row behind first, the front row over it
        hand.sort(key=lambda s: (s is p.table.hover, hi.get(s.id, 0) % 2 if rows else 0, hi.get(s.id, 0)))
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
        t = assets.text("condbold", LABEL_PX, play_label(p, s), (140, 180, 195))
        bg.blit(t, (r.x + 14, r.y + 4) if side == "p2" else (r.x + 14, r.bottom - t.get_height() - 2))
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


def play_label(p, s: int) -> str:
    """The words on the edge of a seat's row of Warriors."""
    mine = s == p.table.near and p.table.view_seat is not None
    return "YOUR WARRIORS IN PLAY" if mine else f"{p.table.short_name(s).upper()}'S WARRIORS IN PLAY"


# ------------------------------------------------------------------ the frame
def draw(p, surface: pygame.Surface):
    surface.blit(background(p), (0, 0))
    draw_event(p, surface)             # its panel under the piles' labels beside it
    for s in (0, 1):
        draw_piles(p, surface, s)
    draw_hand_tags(p, surface)
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
        counter(p, surface, s, "health")
        counter(p, surface, s, "glory")
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
    for pill, t, col in fight_label_pills(p):
        surface.blit(assets.panel(pill.size, (10, 10, 14, 235), 9, col, 2), pill)
        surface.blit(t, t.get_rect(center=pill.center))
    p.floaters.draw(surface)
    if p.table.drag.active and p.table.drag.sprite is not None:
        draw_card(p, surface, p.table.drag.sprite)
    if p.table.toast is not None:
        p.table.draw_toast(surface)


def fight_label_pills(p) -> list[tuple[pygame.Rect, pygame.Surface, tuple]]:
    """The fight's totals as drawn: (pill, its text, colour), each pill at its anchor beside its
    die and kept on the table (left of the log)."""
    out = []
    for text, (anchor, pos), col in p.fight_labels:
        pill, t = label_pill(p, text, anchor, pos, col)
        out.append((pill, t, col))
    return out


def label_pill(p, text: str, anchor: str, pos, col=assets.WHITE) -> tuple[pygame.Rect, pygame.Surface]:
    """A fight total's pill at ``anchor`` = ``pos`` (kept on the table, left of the log) and its text."""
    t = assets.text("bold", 26, text, col)
    pill = t.get_rect(**{anchor: pos}).inflate(16, 6)
    pill.clamp_ip(pygame.Rect(0, 0, p.table.layout.rect("log").x - 8, LOGICAL[1]))
    return pill, t


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


def label(p, surface, text, pos, colour=(170, 205, 215), anchor="topleft", size=LABEL_PX, width=None,
          kind="condbold", role=None):
    """A zone's label (23 px at least, read from a sofa); ``width``: as large as fits in it, Large
    print shrinking back towards the normal-print size, never below it. Returns its rect."""
    if width is not None:
        size = assets.fit(kind, text, width, size, min(size, math.ceil(size / assets.TYPE_SCALE)))
    t = assets.text(kind, size, text, colour, role=role)
    r = t.get_rect(**{anchor: pos})
    surface.blit(t, r)
    return r


# ------------------------------------------------------------------ piles and zones
def draw_piles(p, surface, s: int):
    sn = seat_name(s)
    dr = p.table.zone(s, "deck")
    n = p.board.count(f"{sn}.deck")
    pile_backs(surface, p.art.back(), dr, (n + 9) // 10)
    panels.pile_label(surface, dr, "DECK", n)
    vr = p.table.zone(s, "valhalla")
    fallen = p.board.count(f"{sn}.valhalla")
    size, at = valhalla_label(p, s, fallen)
    surface.blit(assets.text("condbold", size, f"VALHALLA  {fallen}", (190, 220, 195)), at)
    if not fallen:
        label(p, surface, "empty", vr.center, (110, 150, 170), anchor="center")
    rz = p.table.zone(s, "rr")
    claimed = p.board.count(f"{sn}.rr")
    label(p, surface, f"CLAIMED RR · {claimed}" if claimed else "CLAIMED RR · NONE YET",
          (rz.x + 10, rz.y + 3), (230, 170, 140), width=rz.w - 20)
    if f"{sn}.hand" not in p.hidden_hands and p.table.layout is not p.closed_layout:
        pr = p.table.zone(s, "play")         # every hand face up: say whose hand is beside the Warriors
        n = p.board.count(f"{sn}.hand")
        who = "YOUR HAND" if s == p.table.view_seat else f"{p.table.short_name(s).upper()}'S HAND"
        cards = f"{n} CARD{'S' if n != 1 else ''}"
        row = play_label(p, s)                      # on the same edge as the row's own label: beside it
        y = pr.y + 2 if p.table.pos_name(s) == "p2" else pr.bottom - 30
        right = min(pr.right - 14, clear_of_pile_label(valhalla_label(p, s, fallen)[1], y) - 12)
        room = right - pr.x - 14 - assets.font("condbold", LABEL_PX).size(row)[0] - 24
        font = assets.font("condbold", assets.least(LABEL_PX))
        texts = [f"{who} · {cards}", f"HAND · {cards}", cards]
        label(p, surface, next((x for x in texts if font.size(x)[0] <= room), texts[-1]),
              (right, y), (170, 205, 215), "topright", width=room)
    if f"{sn}.hand" in p.hidden_hands:
        hz = p.table.zone(s, "hand")
        pos = (hz.x - 12, hz.y + 2) if p.table.pos_name(s) == "p2" else (hz.x, hz.y)
        label(p, surface, f"HAND {p.board.count(f'{sn}.hand')}", pos, anchor="topright")
        seen = (p.table.view.get(seat_name(1 - s)) or {}).get("peek") if p.table.view_seat is not None else None
        if seen:
            room = p.table.layout.rect("zoom").x - hz.right - 20
            texts = [f"YOU SAW {len(seen)} · point to read", f"YOU SAW {len(seen)}", f"SAW {len(seen)}"]
            font = assets.font("condbold", assets.least(LABEL_PX))
            label(p, surface, next((x for x in texts if font.size(x)[0] <= room), texts[-1]),
                  (hz.right + 12, hz.y + 2), (250, 220, 120), width=room)


def draw_hand_tags(p, surface):
    """A hand every card of which is face up but whose one row would cover the names
    (:func:`place.tagged`: the far hand, the near one in the show): each card's name whole on a tag
    the colour of its frame, in rows across the hand's strip (:mod:`scenes.widgets.name_tags`)."""
    for zone_name, zone_of_rules in place.tagged(p).items():
        order = {cid: i for i, cid in enumerate(place.ids(p, zone_of_rules))}
        sprites = sorted((sp for sp in p.sprites.values() if sp.zone == zone_name and sp.card is not None
                          and not sp.animating and not sp.gone and sp.id not in p.lunge),
                         key=lambda sp: order.get(sp.id, len(order)))
        if not sprites:
            continue
        zone = p.table.layout.rect(zone_name)
        names = [str(sp.card.get("name", "?")) for sp in sprites]
        labels, size, rows = name_tags.tag_layout([names], zone.w, zone.h)
        fills = [(*colours(sp.card)[1], 245) for sp in sprites]
        name_tags.draw_tags(surface, zone, labels, size, rows, fills)


def valhalla_label(p, s: int, fallen: int) -> tuple[int, pygame.Rect]:
    """The size and place of ``VALHALLA  n`` under seat ``s``'s Valhalla: centred under the pile
    (as :func:`panels.pile_label` puts a label), kept between the seat's row of Warriors and the
    reading panel (Large print makes it wider than the pile), smaller only when that room is narrower."""
    r, row = p.table.zone(s, "valhalla"), p.table.zone(s, "play")
    lo, hi = row.right + 6, p.table.layout.rect("zoom").x - 6
    words = f"VALHALLA  {fallen}"
    size = assets.fit("condbold", words, hi - lo, 24, assets.least(LABEL_PX))
    w, h = assets.font("condbold", size).size(words)
    at = pygame.Rect(r.centerx - w // 2, r.bottom + 4, w, h)
    at.x = max(lo, min(at.x, hi - w))
    return size, at


def clear_of_pile_label(under: pygame.Rect, y: int) -> int:
    """The left edge of the label ``under`` a pile where a label at ``y`` would meet it, else the
    screen's right edge."""
    return under.x if under.top < y + assets.font("condbold", LABEL_PX).get_height() and y < under.bottom \
        else LOGICAL[0]


def pile_backs(surface, back, r: pygame.Rect, depth: int):
    """A face-down pile: its edges for its depth (up to 3), its top card's back."""
    depth = min(3, depth)
    if depth <= 0:
        return
    for i in range(depth - 1, 0, -1):
        edge = back.get_rect(center=(r.centerx + i * 3, r.centery + i * 3))
        pygame.draw.rect(surface, (10, 18, 30), edge, border_radius=10)
        pygame.draw.rect(surface, (120, 140, 170), edge, 1, border_radius=10)
    surface.blit(back, back.get_rect(center=r.center))


def draw_rr(p, surface):
    L = p.table.layout
    dr = L.rect("rr.deck")
    n = p.board.count("rr.deck")
    pile_backs(surface, p.art.back(1.0, rr=True), dr, (n + 6) // 7)
    panels.pile_label(surface, dr, "RR DECK", n)
    cr = L.rect("rr.current")
    up = "UP FOR BIDDING" if p.board.count("rr.current") else "NO RR CARD"
    y = cr.bottom + 4 + assets.font("condbold", 24).get_linesize()          # under the piles' labels
    label(p, surface, up, (cr.centerx, y), (250, 210, 120), "midtop", width=cr.w + 10)
    xr = L.rect("rr.discard")
    panels.pile_label(surface, xr, "DISCARD", p.board.count("rr.discard"))
    ur = L.rect("rr.unclaimed")
    n = p.board.count("rr.unclaimed")
    texts = [f"UNCLAIMED RR · {n} · HIT BOTH", f"UNCLAIMED RR · {n}"] if n else ["UNCLAIMED RR · NONE"]
    font = assets.font("condbold", assets.least(LABEL_PX))
    label(p, surface, next((x for x in texts if font.size(x)[0] <= ur.w - 20), texts[-1]),
          (ur.x + 10, ur.y + 3), (230, 170, 140), width=ur.w - 20)


def token_rect(p, i: int) -> pygame.Rect:
    z = p.table.layout.rect("eod")
    per_row = 10
    size = min(22, (z.w - 24) // per_row - 4)
    gap = (z.w - 24 - per_row * size) / (per_row - 1)
    row, col = divmod(i, per_row)
    return pygame.Rect(int(z.x + 12 + col * (size + gap)), z.bottom - 2 * size - 16 + row * (size + 6), size, size)


def draw_eod(p, surface):
    z = p.table.layout.rect("eod")
    rnd = p.round_shown
    rounds = p.table.view.get("rounds", 20)
    label(p, surface, "END OF DAYS POOL", (z.x + 10, z.y + 4), (150, 220, 160), width=z.w - 20)
    left = rounds - rnd
    heads = [f"Round {rnd} of {rounds}" + (f" · {left} to go" if left else " · the last"), f"Round {rnd} of {rounds}"] \
        if rnd else ["Before round 1"]
    size = math.ceil(26 / assets.TYPE_SCALE)
    head = next((h for h in heads if assets.font("condbold", size).size(h)[0] <= z.w - 20), heads[-1])
    label(p, surface, head, (z.x + 10, z.y + 34), assets.WHITE, size=26, width=z.w - 20)
    for i in range(rounds):
        r = token_rect(p, i)
        if i < rnd:
            pygame.draw.circle(surface, (0, 0, 0), (r.centerx + 1, r.centery + 2), r.w // 2)
            pygame.draw.circle(surface, TOKEN_GREEN, r.center, r.w // 2)
            pygame.draw.circle(surface, (200, 255, 210), r.center, r.w // 2, 2)
        else:
            pygame.draw.circle(surface, (60, 90, 70), r.center, r.w // 2, 2)


def draw_dice_zone(p, surface):
    z = p.table.layout.rect("dice")
    p.dice.draw(surface)
    for s, d in enumerate(p.dice.dice):         # each die's player under it (the tray's own labels are off)
        label(p, surface, p.table.short_name(s), (d.home[0], d.home[1] + d.size // 2 + 2), assets.SOFT, "midtop",
              width=z.w // 2 - 12)
    text = ""
    if p.table.view.get("rolls") and not p.dice.animating and not p.table.beats_active:
        text = words.order_note(p)
    label(p, surface, text or "INITIATIVE · d20 EACH", (z.x + 10, z.y + 4), (250, 220, 120) if text else
          (170, 205, 215), width=z.w - 20)


def draw_timer(p, surface):
    """The countdown's zone: whose time it is over the ring, and under (or beside) the ring in a
    few words what running out does or why the ring stands still (``clock.caption``)."""
    z = p.table.layout.rect("timer")
    c = p.clock.status
    ring = p.clock.ring
    v = p.table.view
    t = p.table.ruleset.timer(p.table.state)
    if not v.get("timers", True):
        ring.set_off()
        head, colour = "TIMERS OFF", assets.MUTED
    elif t is None and not c.get("paused"):
        ring.set_off()
        head, colour = "NO COUNTDOWN", assets.MUTED
    else:
        seat = c.get("seat")
        mine = seat == p.table.view_seat and p.table.view_seat is not None
        head = "YOUR TIME" if mine else f"{p.table.short_name(seat).upper()}'S TIME" if seat is not None else "TIME"
        colour = (250, 220, 120) if mine else (170, 205, 215)
        ring.set(c.get("total") or 1, c.get("left", 0), running=not c.get("paused"))
    label(p, surface, head, (z.centerx, z.y + 4), colour, "midtop", width=z.w - 8)
    draw_ring(p, surface, ring)
    r = p.clock.caption_rect
    para = assets.paragraph("cond", math.ceil(LABEL_PX / assets.TYPE_SCALE), p.clock.caption(), r.w,
                            assets.SOFT, 0, align="center")
    surface.blit(para, para.get_rect(midtop=r.midtop) if r.h < para.get_height() + 4 else
                 para.get_rect(center=r.center))


def draw_ring(p, surface, ring):
    """The countdown ring: the time left as an arc, its seconds at 32 px or more in the middle
    (the shared ring's small unit words are left out: the label over it says whose time it is)."""
    cx, cy = ring.centre
    R = ring.radius
    ring.draw_dial(surface)
    if ring.off:
        return
    ring.draw_band(surface, round_ends=False)
    num = str(ring.seconds)
    size = assets.fit("bold", num, 2 * (R - ring.thickness) - 4, max(NUMBER_PX, int(R * 0.8)),
                      math.ceil(NUMBER_PX / assets.TYPE_SCALE))
    t = assets.text("bold", size, num, ring.number_colour(), role="number")
    surface.blit(t, t.get_rect(center=(cx, cy + 1)))


def draw_bid(p, surface):
    z = p.table.layout.rect("bid")
    b = p.table.view.get("bid")
    active = b is not None and not p.table.beats_active
    surface.blit(assets.panel(z.size, (40, 26, 14, 215) if active else (14, 32, 40, 190), 12,
                              (236, 190, 70) if active else (90, 130, 150), 2), z)
    if not active:
        for msg in ("THE BID AREA · in the Bid phase, drag Warriors and claimed RR cards here",
                    "THE BID AREA · drag Warriors and RR cards here to bid", "THE BID AREA"):
            para = assets.paragraph("cond", assets.least(LABEL_PX), msg, z.w - 24, (140, 180, 190), 2, align="center")
            if para.get_height() <= z.h - 12:
                break
        surface.blit(para, para.get_rect(center=z.center))
        return
    head = words.bid_heading(p, z.w - 20)
    label(p, surface, head, (z.x + 10, z.y + 1), (250, 220, 120), size=math.ceil(LABEL_PX / assets.TYPE_SCALE))
    for s in (0, 1):
        rz = p.table.zone(s, "bid")
        info = b[seat_name(s)]
        leader = b.get("leader") == s
        who = "YOU" if s == p.table.view_seat else p.table.short_name(s).upper()
        if s == p.table.view_seat and "building" in b and (b["building"]["cards"] or not info["submitted"]):
            texts = [f"YOU: {b['building']['value']}" + (" · not bid" if not info["submitted"] else " · adding"),
                     f"YOU: {b['building']['value']}"]
        elif info["submitted"]:
            texts = [f"{who}: {info['value']}" + (" · LEADS" if leader else ""), f"{who}: {info['value']}"]
        else:
            texts = [f"{who}: no bid", f"{who}: —"]
        font = assets.font("cond", assets.least(LABEL_PX))          # condensed: a seat's name and its bid fit
        text = next((t for t in texts if font.size(t)[0] <= rz.w - 8), texts[-1])
        label(p, surface, text, (rz.x + 4, rz.y), (140, 240, 160) if leader else (220, 220, 210),
              size=assets.least(LABEL_PX), kind="cond")
        if s == b.get("bidder"):
            pygame.draw.rect(surface, (250, 220, 120), rz.inflate(4, 4), 2, border_radius=8)


def draw_event(p, surface):
    z = p.table.layout.rect("event")
    r = p.table.view.get("respond") if not p.table.beats_active else None
    if place.held_event(p):
        surface.blit(assets.panel(z.inflate(16, 34).size, (50, 26, 70, 220), 12, (180, 130, 230), 2),
                     z.inflate(16, 34).move(0, 6))
        if r:
            who = "YOUR" if r["seat"] == p.table.view_seat else "THEIR"
            label(p, surface, f"{who} EVENT", (z.centerx, z.bottom + 4 + assets.font("condbold", 24).get_linesize()),
                  (210, 170, 250), "midtop", width=z.w + 10)
    else:
        pygame.draw.rect(surface, (70, 60, 90), z, 1, border_radius=12)
        label(p, surface, "EVENTS", z.center, (140, 130, 175), "center")


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
    tag = assets.text("condbold", LABEL_PX, "TARGET", assets.WHITE)
    pill = tag.get_rect(center=art_foot(sp)).inflate(10, 4)
    surface.blit(assets.panel(pill.size, (90, 50, 140, 240), 7, (200, 150, 250), 1), pill)
    surface.blit(tag, tag.get_rect(center=pill.center))


def art_foot(sp: CardSprite) -> tuple[int, int]:
    """Halfway between the foot of a card's cost badge and its bar of numbers: a tag there is on
    the card, clear of its name, of the badge's figure and of the numbers in its bar. A small card
    (a Ragnarok Rising card: a picture over its Glory) has it on its picture, clear of the Glory."""
    parts = sp.art.parts.get(((sp.card or {}).get("key"), sp.rect.w, sp.rect.h))
    if not parts or "badge" not in parts:
        return sp.rect.centerx, sp.rect.y + sp.rect.h // 5
    return sp.rect.centerx, sp.rect.y + (parts["badge"].bottom + parts["bar"].y) // 2


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
        tag = assets.text("condbold", LABEL_PX, "BLOCKS", assets.WHITE)
        pill = tag.get_rect(center=art_foot(sd)).inflate(10, 4)    # on the card: clear of the rows' neighbours
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
    strip_h = assets.font("cond", LABEL_PX).get_linesize() + 2
    top = pygame.Rect(r.x, r.y, r.w, r.h - strip_h)
    strip = pygame.Rect(r.x + 6, top.bottom - 2, r.w - 12, strip_h + 2)
    surface.blit(assets.panel(strip.size, (10, 30, 20, 200), 6, (255, 255, 255, 40), 1), strip)
    panels.plate(surface, top, p.plate_name(s), acting, tag)
    seat = v[seat_name(s)]
    played = [(kind[0] if False else kind, used)
              for kind, used in (("Warrior", seat.get("warrior_played")), ("Event", seat.get("event_played")))]
    free = [k for k, used in played if not used]
    text = (" and ".join(free) + " free") if free else "Warrior and Event played"
    label(p, surface, text, (strip.x + 8, strip.centery), (150, 230, 160) if free else (150, 160, 160),
          "midleft", kind="cond", width=strip.w - 16)


def counter(p, surface, s: int, what: str):
    """A seat's Health or Glory: its word over its number (the counter ticks towards the view)."""
    c = p.counters[(s, what)]
    r = c.rect
    border = assets.GOLD if c.active else (255, 255, 255, 60)
    surface.blit(assets.panel(r.size, (8, 28, 18, 215), 12, border, 2), r)
    if c.flash > 0:
        surface.blit(assets.panel(r.size, c.flash_colour + (int(140 * c.flash) // 8 * 8,), 12), r)
    word = label(p, surface, c.label, (r.x + 10, r.y + 2), assets.MUTED, size=math.ceil(LABEL_PX / assets.TYPE_SCALE))
    colour = c.flash_colour if c.flash > 0.3 else c.colour
    num = str(c.shown)
    low = math.ceil(NUMBER_PX / assets.TYPE_SCALE)
    size = assets.fit("bold", num, r.w - 20, 36, low)
    t = assets.text("bold", size, num, colour, role="number")
    while size > low and t.get_bounding_rect().h > r.bottom - 6 - word.bottom:   # under its word, never on it
        size -= 1
        t = assets.text("bold", size, num, colour, role="number")
    ink = t.get_bounding_rect()
    surface.blit(t, (r.right - 10 - ink.right, r.bottom - 5 - ink.bottom))


def zoom_preview(p, surface):
    """The reading panel: the hovered (or focused) card's face and its whole text at 29 px or more;
    while no card is read there, the home of the sheets (the Log and How to play tabs)."""
    r = p.table.layout.rect("zoom")
    sp = p.table.hover if (p.table.hover is not None and p.table.hover.card and not p.table.drag.active) else None
    if sp is None:
        own = p.table.help_override(r)
        if own is not None:
            surface.blit(own, r)
        else:
            p.table.sheets.draw_home(surface, r)
            draw_clock_note(p, surface, r)
        return
    surface.blit(reading_panel(p, sp.card, r), r)


def draw_clock_note(p, surface, r: pygame.Rect):
    """Under the home's tabs, over the controls line: the countdown in whole sentences (whose
    time, what running out does, why the ring stands still), the longest that fits."""
    tabs = p.table.sheets.tabs
    top = (tabs[-1].rect.bottom if tabs else r.y + 240) + 14
    bottom = r.bottom - 3 * assets.font("condbold", LABEL_PX).get_linesize() - 30    # the controls line
    size = math.ceil(LABEL_PX / assets.TYPE_SCALE)
    for text in p.clock.note():
        para = assets.paragraph("cond", size, text, r.w - 32, (250, 220, 120), 2)
        if top + para.get_height() <= bottom:
            surface.blit(para, (r.x + 16, top))
            return


def reading_panel(p, card: dict, r: pygame.Rect) -> pygame.Surface:
    """The card's face on the left, its name, kind and numbers beside it, and under them its whole
    rules text (or flavour) at 29 px or more as drawn. When that does not fit the panel (Large
    print, a long text) the words shrink towards their least sizes, then the face is shown small
    (its picture and number: the words beside it say the rest)."""
    text = str(card.get("text", "") or card.get("flavor", "") or "")
    options = [(art, ns, bs) for art in (p.art, p.small)
               for ns, bs in ((29, 30), (29, 29), (assets.least(26), assets.least(29)))]
    for art, ns, bs in options:
        s = pygame.Surface(r.size, pygame.SRCALPHA)
        s.blit(assets.panel(r.size, (8, 26, 16, 235), 14, (255, 255, 255, 60), 2), (0, 0))
        face = art.face(card, 1.0)
        s.blit(face, (12, 12))
        x, w = 12 + face.get_width() + 12, r.w - face.get_width() - 36
        name = assets.paragraph("bold", ns, str(card.get("name", "")), w, assets.WHITE, 0, role="name")
        s.blit(name, (x, HINT_ROOM))                  # under the shared Hint button at the panel's top right
        y = HINT_ROOM + name.get_height() + 6
        for line in card_facts(card) + combat_facts(p, card):
            t = assets.paragraph("cond", ns, line, w, assets.SOFT, 0)
            s.blit(t, (x, y))
            y += t.get_height() + 2
        y = max(y, 12 + face.get_height()) + 10
        para = assets.paragraph("sans", bs, text, r.w - 24, assets.WHITE, 2, role="text")
        s.blit(para, (12, y))
        if y + para.get_height() <= r.h - 8:
            break
    return s


def combat_facts(p, card: dict) -> list[str]:
    """In a combat, whom the card blocks or who blocks it (the blocker's tag on the table says
    only BLOCKS: the names are here, and the line between the two cards shows the pair)."""
    if not place.combat_shown(p):
        return []
    blocks = place.assigned(p)
    cid = card.get("id")
    if cid in blocks:
        return [f"Blocks {words.name_of(p, blocks[cid], 'a Warrior')}"]
    if cid in place.attackers(p):
        by = [words.name_of(p, d, "a Warrior") for d, a in blocks.items() if a == cid]
        return [f"Attacking; blocked by {', '.join(by)}" if by else "Attacking"]
    return []


def card_facts(card: dict) -> list[str]:
    """The short lines beside the face in the reading panel: its kind and numbers in words."""
    from scenes.games.thenine.art import printed
    kind = card.get("type")
    if kind == "event":
        return [("Counter Event" if card.get("counter") else "Event") + f", round {card.get('turn')}+"]
    out = []
    if kind == "rr":
        out.append(f"RR{' Warrior' if card.get('warrior') else ''}, Glory {card.get('glory')}")
    else:
        out.append(f"Warrior, round {card.get('turn')}+")
    if kind == "warrior" or card.get("warrior"):
        st, df, hp = printed(card)
        out.append(f"Str {card.get('strength', st)} · Def {card.get('defence', df)}")
        out.append(f"Health {card.get('health', hp)} of {hp}")
        sh = int(card.get("shame", 0) or 0)
        if sh:
            out.append(f"Shame {sh}")
    return out
