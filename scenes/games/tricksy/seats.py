"""The Tricksy Kittens table's seats: each seat's name plate (name, Kittykeeper, whose turn),
its lives as cat heads, its won pile or row, its counts, its team band, and the notes on the
viewer's own cards. Every word is fitted to its place (Large print makes all type 1.3x).
Functions of the plan (:class:`~scenes.games.tricksy.table.TricksyPlan`, ``p``).
"""
from __future__ import annotations

import pygame

from scenes import assets
from scenes.games.tricksy import ink, model, places, words
from scenes.games.tricksy.art import lighten, lives_strip, pip
from scenes.games.tricksy.model import KittySprite
from scenes.table.board import split_zone



def draw_team_bands(p, surface):
    """A band in the team's suit colour around each seat of a team."""
    for team in p.model.get("teams") or []:
        col = lighten(words.suit_colour(p, model.team_suit(p, team)), 0.3)
        for s in team:
            r = places.seat_box(p, s).inflate(16, 16)
            surface.blit(assets.panel(r.size, col + (60,), 14, col, 5), r)


def is_acting(p, seat: int) -> bool:
    """Whether it is the seat's move now (no beat is showing the last one)."""
    v = p.table.view
    if p.table.beats_active:
        return False
    return seat in (v.get("to_act") or []) and v.get("phase") != "over"


def plate_tag(p, s: int) -> tuple[str, tuple]:
    """The plate's badge: whose move it is, a bid placed, the trick's winner."""
    v = p.table.view
    if is_acting(p, s):
        phase = v.get("phase")
        if phase == "bid":
            return "BIDDING", assets.GOLD
        if phase == "power_choice":
            return "CHOOSING", assets.GOLD
        return ("YOUR TURN" if s == p.table.view_seat else "TO PLAY"), assets.GOLD
    if v.get("phase") == "bid" and p.model["seats"][s]["placed"]:
        return "BID ✓", (140, 200, 150)
    if p.win is not None and p.win["seat"] == s:
        return "WINS", assets.GOLD
    return "", assets.GOLD


def draw_seat(p, surface, s: int):
    """A seat under its cards: the plate, the lives, the won pile, "BID" on an empty bid spot."""
    v = p.table.view
    sm = p.model["seats"][s]
    r = p.table.zone(s, "plate")
    acting = is_acting(p, s)
    winner = p.win is not None and p.win["seat"] == s
    border = assets.GOLD if acting or winner else (255, 255, 255, 50)
    surface.blit(assets.panel(r.size, (50, 40, 10, 235) if winner else (10, 30, 20, 230), 10, border,
                              3 if acting or winner else 1), r)
    x = r.x + 8
    if p.model.get("keeper", v.get("kittykeeper")) == s and v.get("phase") != "over":
        head = pip("cats", r.h - 12, assets.GOLD)
        surface.blit(head, head.get_rect(midleft=(x, r.centery)))
        x += head.get_width() + 6
    name = p.plate_name(s)
    tag, col = plate_tag(p, s)
    room = r.right - 6 - x
    if tag:                        # the badge where the name leaves room (else the plate's gold edge says it)
        free = room - assets.font("condbold", ink.least()).size(name)[0] - 18
        if ink.fits("condbold", tag, free):
            size = ink.fit("condbold", tag, free, ink.TEXT_PX)
            room = ink.pill(surface, tag, (r.right - 6, r.centery), col, size=size).x - 6 - x
    draw_plate_name(p, surface, s, pygame.Rect(x, r.y, room, r.h), assets.GOLD if acting else assets.WHITE,
                    ink.TEXT_PX)
    # the lives: nine cat heads and their count
    lz = p.table.zone(s, "lives")
    count = f"{sm['lives']}"
    lcol = assets.GOLD if p.flash.get(s, 0) > 0 else (220, 220, 200)
    size = ink.NUMBER_PX                   # (Large print: as large as the row's height lets it be, >= 32 px)
    while size > ink.least(ink.NUMBER_PX) and assets.font("bold", size).get_linesize() > lz.h:
        size -= 1
    t = ink.label(surface, count, (lz.right - 6, lz.centery), lcol, "midright", size, "bold", "number")
    surface.blit(lives_strip(sm["lives"], lz.w - t.get_width() - 14, lz.h), (lz.x, lz.y))
    # the won pile (plain game)
    wz = p.table.zone(s, "won")
    if not p.powers_on and sm["tricks"]:
        back = p.seat_art[s].back()
        k = min(3, sm["tricks"])
        for i in range(k):
            surface.blit(back, back.get_rect(midleft=(wz.x + 2 + i * 4, wz.centery - i * 2)))
    if p.powers_on and not sm["kept"] and not (p.bids and s == p.table.view_seat) and wz.w >= 300:
        ink.label(surface, "ROW", (wz.x + 8, wz.y + 6), (90, 140, 104), "topleft", ink.least())   # (the viewer's)
    b = p.table.zone(s, "bid")
    if sm["bid"] is None and not any(sp.zone == f"p{s + 1}.bid" for sp in p.sprites.values()):
        ink.label(surface, "BID", b.center, (110, 160, 124), "center", ink.fit("condbold", "BID", b.w - 6, 23))


def draw_plate_name(p, surface, s: int, room: pygame.Rect, colour, size: int):
    """The seat's name in the room the plate leaves (Large print sets it smaller where it must)."""
    text = p.plate_name(s)
    fs = ink.fit("condbold", text, room.w, size)
    ink.label(surface, text, (room.x, room.centery), colour, "midleft", fs, "condbold", "name")


def draw_seat_counts(p, surface, s: int):
    """Over a seat's cards: its tricks against its bid, its cards in hand, its team."""
    sm = p.model["seats"][s]
    wz = p.table.zone(s, "won")
    own = not sm["secret"] or s == p.table.view_seat or places.open_hand(p, s)
    bid_n = (sm["face"] or {}).get("number") if sm["face"] and own else None
    made = bid_n is not None and sm["tricks"] == bid_n
    over = bid_n is not None and sm["tricks"] > bid_n
    tcol = (150, 230, 160) if made else (255, 150, 120) if over else (235, 235, 220)
    # the tricks: "won 2 / 3" (the bid's number when it may be seen), the numbers large
    num = f"{sm['tricks']}" + (f" / {bid_n}" if bid_n is not None else "")
    word = "won" if bid_n is None else "won / bid"
    nt = assets.text("bold", ink.fit("bold", num, wz.w - 60, ink.NUMBER_PX, ink.NUMBER_PX), num, tcol, role="number")
    wsize = ink.fit("condbold", word, wz.w - nt.get_width() - 24, ink.TEXT_PX)
    wt = assets.text("condbold", wsize, word, (200, 210, 200))
    box = pygame.Rect(0, 0, wt.get_width() + nt.get_width() + 18, nt.get_height())
    box.bottomright = (wz.right - 2, wz.bottom - 2)
    tricks_w = box.w
    pygame.draw.rect(surface, (10, 24, 16), box, border_radius=8)
    surface.blit(wt, wt.get_rect(midleft=(box.x + 6, box.centery)))
    surface.blit(nt, nt.get_rect(midright=(box.right - 6, box.centery)))
    cards = f"{sm['hand_count']} in hand" + (f" · {sm['aside']} aside" if sm["aside"] else "")
    if not ink.fits("condbold", cards, wz.w - 16):
        cards = f"{sm['hand_count']} in hand"
    ink.pill(surface, cards, (wz.right - 2, wz.y + 2), (10, 24, 16), (200, 210, 200),
             ink.fit("condbold", cards, wz.w - 16, ink.TEXT_PX), "topright")
    team = model.team_of(p, s)
    if team:
        suit = model.team_suit(p, team)
        box = places.seat_box(p, s)
        others = [p.table.short_name(o) for o in team if o != s]
        name = words.suit_label(p, suit).upper()
        texts = ([f"{name} TEAM · with {' & '.join(others)}"] if len(others) <= 2 else []) + \
            [f"{name} TEAM of {len(team)}", f"{name} TEAM"]
        if p.table.pos_name(s) == "p1":          # the viewer's: in its row, left of its tricks (the banner is above)
            room, pos, anchor = wz.w - tricks_w - 24, (wz.x + 8, wz.bottom - 2), "bottomleft"
        else:
            room, pos, anchor = box.w - 24, (box.centerx, box.y - 2), "midbottom"
        text = next((t for t in texts if ink.fits("condbold", t, room)), None)
        if text is None:                # (the viewer's row is full: its band and the status panel say the team)
            if p.table.pos_name(s) == "p1":
                return
            text = texts[-1]
        ink.pill(surface, text, pos, lighten(words.suit_colour(p, suit), 0.3), assets.INK, ink.least(), anchor)


def draw_targets(p, surface):
    """Where the next move goes, before any drag: the bid spot while bidding, POWER with powers."""
    if p.table.drag.active or p.table.view_seat is None or p.table.beats_active:
        return
    if p.bids:
        r = p.table.zone(p.table.view_seat, "bid").inflate(10, 10)
        surface.blit(assets.panel(r.size, assets.GLOW_TARGET + (50,), 12, assets.GLOW_TARGET, 3), r)
        wz = p.table.zone(p.table.view_seat, "won")
        text = "DROP YOUR BID HERE" if ink.fits("condbold", "DROP YOUR BID HERE", wz.w - 20) else "DROP BID HERE"
        ink.pill(surface, text, (r.right + 8, r.centery - 6), assets.GLOW_TARGET, assets.INK,
                 ink.fit("condbold", text, wz.w - 20, ink.TEXT_PX), "midleft")
    if p.power_moves:
        r = p.table.shared("power").inflate(8, 8)
        pygame.draw.rect(surface, (200, 150, 255), r, 3, border_radius=14)


def draw_seat_note(p, surface, sp: KittySprite):
    """A secret bid says so (the viewer's own, or any in the show); the viewer's hand cards of
    its bid suit say they are ignored."""
    if not sp.card or sp._move is not None:
        return
    seat, kind = split_zone(sp.zone)
    if seat is None or seat >= p.n:
        return
    sm = p.model["seats"][seat]
    if kind == "bid" and sm["secret"] and (seat == p.table.view_seat or places.open_hand(p, seat)):
        r = sp.rect
        ink.tag(surface, "SECRET", r.center, r.w + 80, (200, 170, 230), assets.INK, ink.least(), "center", 1)
    elif (kind == "hand" and seat == p.table.view_seat and sm["face"] and not sm["secret"]
          and sp.card.get("suit") == sm["face"].get("suit")):
        r = sp.rect
        xs = [x for x, _ in places.hand(p, len(sm["hand"] or []))]
        room = min([r.w - 6] + [b - a - 6 for a, b in zip(xs, xs[1:])])     # never over the next card's tag
        ink.tag(surface, "YOUR BID SUIT: IGNORED", (r.centerx, r.centery + 10), room, (120, 120, 120),
                assets.WHITE, ink.least(), "center", 3)

