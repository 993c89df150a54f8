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
    """A seat under its cards: the plate, the lives, the won pile."""
    v = p.table.view
    sm = p.model["seats"][s]
    r = p.table.zone(s, "plate")
    acting = is_acting(p, s)
    winner = p.win is not None and p.win["seat"] == s
    border = assets.GOLD if acting or winner else (255, 255, 255, 50)
    surface.blit(assets.panel(r.size, (50, 40, 10, 235) if winner else (10, 30, 20, 230), 10, border,
                              3 if acting or winner else 1), r)
    big = r.h >= 40
    x = r.x + 10
    if p.model.get("keeper", v.get("kittykeeper")) == s and v.get("phase") != "over":
        head = pip("cats", r.h - 12, assets.GOLD)
        surface.blit(head, head.get_rect(midleft=(x, r.centery)))
        x += head.get_width() + 6
    right = r.right - 6
    tag, col = plate_tag(p, s)
    if tag:
        size = assets.fit("condbold", tag, max(40, (r.right - x) // 2), 16 if big else 14, 9)
        right = ink.pill(surface, tag, (right, r.centery), col, size=size).x - 6
    draw_plate_name(p, surface, s, pygame.Rect(x, r.y, right - x, r.h), assets.GOLD if acting else assets.WHITE,
                    19 if big else 16)
    # the lives: nine cat heads and their count
    lz = p.table.zone(s, "lives")
    count = f"{sm['lives']}"
    size = assets.fit("bold", count, 40, 18 if big else 15, 10)
    lcol = assets.GOLD if p.flash.get(s, 0) > 0 else (220, 220, 200)
    t = ink.label(surface, count, (lz.right - 4, lz.centery), lcol, "midright", size, "bold")
    surface.blit(lives_strip(sm["lives"], min(lz.w - 44, lz.w - t.get_width() - 12), lz.h), (lz.x, lz.y))
    # the won pile (plain game)
    wz = p.table.zone(s, "won")
    if not p.powers_on and sm["tricks"]:
        back = p.seat_art[s].back()
        k = min(3, sm["tricks"])
        for i in range(k):
            surface.blit(back, back.get_rect(midleft=(wz.x + 2 + i * 4, wz.centery - i * 2)))
        top = back.get_rect(midleft=(wz.x + 2 + (k - 1) * 4, wz.centery - (k - 1) * 2))
        text = f"{sm['tricks']} won"
        ink.pill(surface, text, top.center, (250, 240, 220), assets.INK,
                 assets.fit("condbold", text, top.w + 10, 13 if big else 12, 8), "center")
    if p.powers_on and not sm["kept"]:
        ink.label(surface, "ROW", (wz.centerx, wz.centery), (90, 140, 104), "center", 13)
    if sm["bid"] is None:
        b = p.table.zone(s, "bid")
        if v.get("phase") == "bid" and sm["hand_count"] and s in (v.get("to_act") or []):
            ink.label(surface, "…", (b.centerx, b.bottom - 14), (150, 190, 160), "center", 16)


def draw_plate_name(p, surface, s: int, room: pygame.Rect, colour, size: int):
    """The seat's name with its tag (p2), in the room the plate leaves; the tag goes first."""
    for text, low in ((p.plate_name(s), 13), (p.table.short_name(s), 9)):
        fs = assets.fit("condbold", text, room.w, size, low)
        if assets.font("condbold", fs).size(text)[0] <= room.w:
            break
    ink.label(surface, text, (room.x, room.centery), colour, "midleft", fs)


def draw_seat_counts(p, surface, s: int):
    """Over a seat's cards: its tricks against its bid, its cards in hand, its team."""
    sm = p.model["seats"][s]
    big = p.table.zone(s, "plate").h >= 40
    wz = p.table.zone(s, "won")
    own = not sm["secret"] or s == p.table.view_seat or places.open_hand(p, s)
    bid_n = (sm["face"] or {}).get("number") if sm["face"] and own else None
    txt = f"won {sm['tricks']}" + (f" / bid {bid_n}" if bid_n is not None else "")
    made = bid_n is not None and sm["tricks"] == bid_n
    over = bid_n is not None and sm["tricks"] > bid_n
    tcol = (150, 230, 160) if made else (255, 150, 120) if over else (235, 235, 220)
    room = wz.w - 12
    ink.pill(surface, txt, (wz.right - 4, wz.bottom - 3), (10, 24, 16), tcol,
             assets.fit("condbold", txt, room, 15 if big else 13, 9), "bottomright")
    cards = f"{sm['hand_count']} in hand" + (f" · {sm['aside']} aside" if sm["aside"] else "")
    ink.pill(surface, cards, (wz.right - 4, wz.y + 3), (10, 24, 16), (200, 210, 200),
             assets.fit("condbold", cards, room, 14 if big else 12, 9), "topright")
    team = model.team_of(p, s)
    if team:
        suit = model.team_suit(p, team)
        box = places.seat_box(p, s)
        others = [p.table.short_name(o) for o in team if o != s]
        name = words.suit_label(p, suit).upper()
        texts = ([f"{name} TEAM · with {' & '.join(others)}"] if len(others) <= 2 else []) + \
            [f"{name} TEAM of {len(team)}", f"{name} TEAM"]
        text = next((t for t in texts if assets.font("condbold", 13).size(t)[0] + 12 <= box.w), texts[-1])
        ink.pill(surface, text, (box.centerx, box.y - 8), lighten(words.suit_colour(p, suit), 0.3), assets.INK,
                 assets.fit("condbold", text, box.w - 12, 13, 8), "center")


def draw_targets(p, surface):
    """Where the next move goes, before any drag: the bid spot while bidding, POWER with powers."""
    if p.table.drag.active or p.table.view_seat is None or p.table.beats_active:
        return
    if p.bids:
        r = p.table.zone(p.table.view_seat, "bid").inflate(10, 10)
        surface.blit(assets.panel(r.size, assets.GLOW_TARGET + (50,), 12, assets.GLOW_TARGET, 3), r)
        ink.pill(surface, "DROP YOUR BID HERE", (r.centerx, r.y - 10), assets.GLOW_TARGET, assets.INK, 14,
                 "center")
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
        ink.tag(surface, "SECRET", (r.centerx, r.centery), r.w + 24, (200, 170, 230), assets.INK, 12)
    elif (kind == "hand" and seat == p.table.view_seat and sm["face"] and not sm["secret"]
          and sp.card.get("suit") == sm["face"].get("suit")):
        r = sp.rect
        xs = [x for x, _ in places.hand(p, len(sm["hand"] or []))]
        room = min([r.w - 6] + [b - a - 6 for a, b in zip(xs, xs[1:])])     # never over the next card's tag
        ink.tag(surface, "YOUR BID SUIT: IGNORED", (r.centerx, r.y + 2), room, (120, 120, 120),
                assets.WHITE, 12, "midbottom", 2)

