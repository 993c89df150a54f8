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
            for part in places.seat_parts(p, s):
                r = part.inflate(16, 16)
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


def plate_tags(p, s: int) -> list[tuple[str, tuple]]:
    """The badges a seat's plate may wear, the first that fits is drawn: :func:`plate_tag`, then
    its cards in hand ("5 IN HAND", "HAND 5") where its counts band has no room for them."""
    first = plate_tag(p, s)
    tags = [first] if first[0] else []
    if hand_on_plate(p, s):
        n = p.model["seats"][s]["hand_count"]
        tags += [(f"{n} IN HAND", (200, 210, 200)), (f"HAND {n}", (200, 210, 200))]
    return tags


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
    room = r.right - 6 - x
    free = room - assets.font("condbold", ink.least()).size(name)[0] - 18
    # the first badge the name leaves room for (an acting seat's plate has its gold edge besides)
    tag, col = next(((t, c) for t, c in plate_tags(p, s) if ink.fits("condbold", t, free)), ("", None))
    if tag:
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
    if row_label(p, s):
        ink.label(surface, "ROW", (wz.x + 8, wz.y + 6), (90, 140, 104), "topleft", ink.least())   # (the viewer's)
    b = p.table.zone(s, "bid")
    if sm["bid"] is None and not any(sp.zone == f"p{s + 1}.bid" for sp in p.sprites.values()):
        ink.label(surface, "BID", b.center, (110, 160, 124), "center", ink.fit("condbold", "BID", b.w - 6, 23))


def row_label(p, s: int) -> bool:
    """Whether an empty row of the viewer's says "ROW" (top left of its won zone)."""
    sm, wz = p.model["seats"][s], p.table.zone(s, "won")
    return p.powers_on and not sm["kept"] and not (p.bids and s == p.table.view_seat) and wz.w >= 300


def draw_plate_name(p, surface, s: int, room: pygame.Rect, colour, size: int):
    """The seat's name in the room the plate leaves (Large print sets it smaller where it must)."""
    text = p.plate_name(s)
    fs = ink.fit("condbold", text, room.w, size)
    ink.label(surface, text, (room.x, room.centery), colour, "midleft", fs, "condbold", "name")


def draw_seat_counts(p, surface, s: int):
    """Over a seat's cards: its tricks against its bid, its cards in hand, its team. With powers
    a row takes its whole won zone: another seat's tricks go under it (:func:`places.counts_band`)
    with how many older kept cards the row leaves out, and the cards in hand where there is room;
    the screen seat's counts stand left of its bid card (:func:`draw_own_counts`)."""
    sm = p.model["seats"][s]
    wz = p.table.zone(s, "won")
    band = places.counts_band(p, s)
    mine = p.table.pos_name(s) == "p1"
    if band is not None and mine:
        draw_own_counts(p, surface, s, band)
        return
    box = tricks_box(p, surface, s, (band or wz).w, band is not None,
                     ("topright", (band.right - 2, band.y + 2)) if band is not None else
                     ("bottomright", (wz.right - 2, wz.bottom - 2)))
    cards = in_hand(sm)
    if band is not None:                 # under the row: how many older kept cards it leaves out, the hand
        text, room = band_text(p, s, box.w)
        if text is not None:
            ink.pill(surface, text, (band.x + 2, box.centery), (10, 24, 16), (200, 210, 200),
                     ink.fit("condbold", text, room, ink.TEXT_PX), "midleft")
    else:
        room = wz.w - 16 - (assets.font("condbold", ink.least()).size("ROW")[0] + 16 if row_label(p, s) else 0)
        text = next((t for t in cards if ink.fits("condbold", t, room)), cards[-1])
        ink.pill(surface, text, (wz.right - 2, wz.y + 2), (10, 24, 16), (200, 210, 200),
                 ink.fit("condbold", text, room, ink.TEXT_PX), "topright")
    texts = team_texts(p, s)
    if texts:
        pbox = places.seat_box(p, s)
        if mine:                         # the viewer's: in its row, left of its tricks (the banner is above)
            room, pos, anchor = wz.w - box.w - 24, (wz.x + 8, wz.bottom - 2), "bottomleft"
        else:
            room, pos, anchor = pbox.w - 24, (pbox.centerx, pbox.y - 2), "midbottom"
        text = next((t for t in texts if ink.fits("condbold", t, room)), None)
        if text is None:                # (the viewer's row is full: its band and the status panel say the team)
            if mine:
                return
            text = texts[-1]
        team_pill(p, surface, s, text, pos, anchor)


def band_text(p, s: int, box_w: int | None = None) -> tuple[str | None, int]:
    """What another seat's counts band (powers) says left of its tricks, and the room it has:
    how many older kept cards the row leaves out ("+3 more") with the cards in hand where both fit,
    else the first of those that fits (None: nothing fits). ``box_w``: the tricks pill's width."""
    sm, band = p.model["seats"][s], places.counts_band(p, s)
    if box_w is None:
        box_w = places.tricks_pill(p, s, band.w, True)[-1].w
    room = band.w - box_w - 14 - 12
    more = len(sm["kept"]) - places.row_shown(p, s, len(sm["kept"]))
    hand = in_hand(sm)
    texts = ([f"+{more} more · {hand[-1]}", f"+{more} · {hand[-1]}", f"+{more} more", f"+{more}"] if more else []) + hand
    return next((t for t in texts if ink.fits("condbold", t, room)), None), room


def hand_on_plate(p, s: int) -> bool:
    """Another seat's cards in hand go on its plate where its counts band (powers) has no room
    for them (its tricks or "+3 more" fill it)."""
    if not p.powers_on or p.table.pos_name(s) == "p1" or places.counts_band(p, s) is None:
        return False
    text = band_text(p, s)[0]
    return text is None or "in hand" not in text


def draw_own_counts(p, surface, s: int, room: pygame.Rect):
    """The screen seat's counts with powers, left of its bid card (its row takes its whole won
    zone): its tricks at the row's foot, then above them, where there is height, its team and its
    cards in hand (the team band and the status panel say the team where it does not fit)."""
    frame = places.own_counts_frame(p, s, room)         # (its own place, beside the bid card, as the won zone)
    pygame.draw.rect(surface, (16, 54, 34), frame, border_radius=8)
    pygame.draw.rect(surface, (60, 110, 76), frame, 1, border_radius=8)
    box = tricks_box(p, surface, s, room.w - 4, True, ("bottomright", (room.right - 4, room.bottom - 4)))
    top = box.y - 6
    for texts, team in ((team_texts(p, s), True), (in_hand(p.model["seats"][s]), False)):
        text = next((t for t in texts if ink.fits("condbold", t, room.w - 12)), None)
        size = ink.least() if team or text is None else ink.fit("condbold", text, room.w - 12, ink.TEXT_PX)
        if text is None or top - assets.font("condbold", size).get_height() - 4 < room.y:
            continue
        if team:
            r = team_pill(p, surface, s, text, (room.right - 4, top), "bottomright")
        else:
            r = ink.pill(surface, text, (room.right - 4, top), (10, 24, 16), (200, 210, 200), size, "bottomright")
        top = r.y - 6


def tricks_box(p, surface, s: int, room: int, low: bool, where: tuple) -> pygame.Rect:
    """A seat's tricks against its bid on their pill (:func:`places.tricks_pill`), placed by
    ``where`` (anchor, point): "won / bid 2 / 3" (the bid's number when it may be seen), the
    numbers large, green when made, red when over."""
    sm = p.model["seats"][s]
    own = not sm["secret"] or s == p.table.view_seat or places.open_hand(p, s)
    bid_n = (sm["face"] or {}).get("number") if sm["face"] and own else None
    made = bid_n is not None and sm["tricks"] == bid_n
    over = bid_n is not None and sm["tricks"] > bid_n
    tcol = (150, 230, 160) if made else (255, 150, 120) if over else (235, 235, 220)
    word, wsize, num, nsize, box = places.tricks_pill(p, s, room, low)
    nt = assets.text("bold", nsize, num, tcol, role="number")
    wt = assets.text("condbold", wsize, word, (200, 210, 200))
    setattr(box, where[0], where[1])
    pygame.draw.rect(surface, (10, 24, 16), box, border_radius=8)
    surface.blit(wt, wt.get_rect(midleft=(box.x + 6, box.centery)))
    surface.blit(nt, nt.get_rect(midright=(box.right - 6, box.centery)))
    return box


def in_hand(sm: dict) -> list[str]:
    """A seat's cards in hand (and set aside), longest first."""
    short = f"{sm['hand_count']} in hand"
    return ([short + f" · {sm['aside']} aside"] if sm["aside"] else []) + [short]


def team_texts(p, s: int) -> list[str]:
    """The seat's team tag, longest first ("HEARTS TEAM · with Ann & Bo" .. "HEARTS TEAM"); none
    when it is on no team."""
    team = model.team_of(p, s)
    if not team:
        return []
    name = words.suit_label(p, model.team_suit(p, team)).upper()
    others = [p.table.short_name(o) for o in team if o != s]
    return ([f"{name} TEAM · with {' & '.join(others)}"] if len(others) <= 2 else []) + \
        [f"{name} TEAM of {len(team)}", f"{name} TEAM"]


def team_pill(p, surface, s: int, text: str, pos, anchor: str) -> pygame.Rect:
    """The team tag on its suit's colour."""
    suit = model.team_suit(p, model.team_of(p, s))
    return ink.pill(surface, text, pos, lighten(words.suit_colour(p, suit), 0.3), assets.INK, ink.least(), anchor)


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
    its bid suit are dimmed (:func:`draw_bid_suit_note` says why, once, above them)."""
    if not sp.card or sp._move is not None:
        return
    seat, kind = split_zone(sp.zone)
    if seat is None or seat >= p.n:
        return
    sm = p.model["seats"][seat]
    if kind == "bid" and sm["secret"] and (seat == p.table.view_seat or places.open_hand(p, seat)):
        r = sp.rect
        ink.tag(surface, "SECRET", r.center, r.w + 80, (200, 170, 230), assets.INK, ink.least(), "center", 1)
    elif kind == "hand" and sp.id in bid_suit_cards(p):
        surface.blit(assets.panel(sp.rect.size, (60, 60, 60, 110), 10), sp.rect)


def bid_suit_cards(p) -> set:
    """The viewer's hand cards of its bid's suit (ignored when played), while its bid is open."""
    seat = p.table.view_seat
    if seat is None or not p.model:
        return set()
    sm = p.model["seats"][seat]
    suit = (sm["face"] or {}).get("suit") if not sm["secret"] else None
    if suit is None:
        return set()
    return {cid for cid in sm["hand"] or [] if (p.cards.get(cid) or {}).get("suit") == suit}


def draw_bid_suit_note(p, surface):
    """Above each run of the viewer's hand cards of its bid suit (dimmed), once: "YOUR BID SUIT:
    IGNORED" (over one card, "IGNORED"), in the strip between the row and the hand's top edge,
    clear of every card's number and power text."""
    ignored = bid_suit_cards(p)
    hand = p.model["seats"][p.table.view_seat]["hand"] if ignored else []
    if not ignored or any(p.sprites[c].dragging or p.sprites[c]._move is not None
                          for c in ignored if c in p.sprites):
        return
    w, h = p.table.layout.card_size
    slots = places.hand(p, len(hand))
    runs: list[list[float]] = []
    for i, cid in enumerate(hand):
        if cid not in ignored:
            continue
        if runs and i - 1 >= 0 and hand[i - 1] in ignored:
            runs[-1][1] = slots[i][0]
        else:
            runs.append([slots[i][0], slots[i][0]])
    left, right = slots[0][0] - w / 2, slots[-1][0] + w / 2
    top = slots[0][1] - h / 2
    for a, b in runs:
        room = b - a + w + 14
        text = next((t for t in ("YOUR BID SUIT: IGNORED", "BID SUIT: IGNORED") if ink.fits("condbold", t, room - 8)),
                    "IGNORED")
        half = (assets.font("condbold", ink.least()).size(text)[0] + 8) / 2
        x = min(max((a + b) / 2, left + half), right - half)
        ink.tag(surface, text, (x, top + 14), room, (120, 120, 120), assets.WHITE, ink.least(), "midbottom", 1)
