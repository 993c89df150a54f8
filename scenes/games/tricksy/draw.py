"""The Tricksy Kittens table's drawing: the felt and the oval, the trick header (trump and where
it comes from, the leading suit), notes over trick cards (ignored and why, the winner, what a
card counts as: each inside the part of its card the next one leaves free, so a trick of nine
or more still reads), the round's scores, the status, controls, zoom and piles panels. The
seats are seats.py. Words are fitted to their places (Large print makes all type 1.3x).
"""
from __future__ import annotations

import pygame

from scenes import assets
from scenes.scene import LOGICAL
from scenes.games.tricksy import ink, model, places, seats, words
from scenes.games.tricksy.art import lighten, pip
from scenes.games.tricksy.model import KittySprite
from scenes.widgets.felt import felt



def background(p) -> pygame.Surface:
    """The felt, the oval table, the trick, bid and won places and POWER (made once)."""
    if p.bg is not None:
        return p.bg
    bg = felt(LOGICAL).copy()
    t = p.table.shared("table")
    pygame.draw.ellipse(bg, (60, 36, 22), t)
    pygame.draw.ellipse(bg, (96, 60, 34), t, 6)
    inner = t.inflate(-36, -36)
    pygame.draw.ellipse(bg, (24, 74, 46), inner)
    pygame.draw.ellipse(bg, (46, 110, 70), inner, 2)
    tr = p.table.shared("trick")
    pygame.draw.rect(bg, (18, 62, 38), tr, border_radius=18)
    pygame.draw.rect(bg, (70, 130, 90), tr, 2, border_radius=18)
    for s in range(p.n):
        for z in ("bid", "won"):
            r = p.table.zone(s, z)
            pygame.draw.rect(bg, (16, 54, 34), r, border_radius=8)
            pygame.draw.rect(bg, (60, 110, 76), r, 1, border_radius=8)
    if p.powers_on:
        pr = p.table.shared("power")
        pygame.draw.rect(bg, (40, 24, 56), pr, border_radius=12)
        pygame.draw.rect(bg, (170, 120, 220), pr, 2, border_radius=12)
        lines = ("POWER",) if words.watching(p) else ("POWER", "drop a", "row card")
        size = min(ink.fit("condbold", w, pr.w - 10, ink.TEXT_PX) for w in lines)
        lh = assets.font("condbold", size).get_linesize()
        if lh * len(lines) > pr.h - 6:
            lines = ("POWER",)
        y = pr.centery - lh * len(lines) // 2
        for i, word in enumerate(lines):
            w = assets.text("condbold", size, word, (210, 180, 240) if i else (240, 220, 255))
            bg.blit(w, w.get_rect(midtop=(pr.centerx, y + i * lh)))
    p.bg = bg
    return p.bg


def draw_table(p, surface: pygame.Surface):
    """The whole table: seats, trick, cards and their notes, banner, panels, floaters, the carried card,
    the toast."""
    surface.blit(background(p), (0, 0))
    seats.draw_team_bands(p, surface)
    for s in range(p.n):
        seats.draw_seat(p, surface, s)
    draw_trump(p, surface)
    draw_trick_frame(p, surface)
    seats.draw_targets(p, surface)
    p.table.drag.draw_zones(surface)
    for sp in model.draw_list(p):
        if sp.dragging:
            continue
        sp.draw(surface)
        draw_over(p, surface, sp)
    for s in range(p.n):
        seats.draw_seat_counts(p, surface, s)
    seats.draw_bid_suit_note(p, surface)
    if p.table.view_seat is None and not getattr(p.table, "show", False) and not places.open_hand(p, p.table.near):
        h = p.table.shared("hand")
        ink.label(surface, "Watching: every seat is played by the computer. Esc: the menu.", h.center,
                  assets.SOFT, "center", 24, "sans")
    p.table.draw_banner(surface)
    draw_status(p, surface)
    draw_controls(p, surface)
    draw_zoom(p, surface)
    draw_log(p, surface)
    draw_piles(p, surface)
    p.floaters.draw(surface)
    if p.table.drag.active and p.table.drag.sprite is not None:
        p.table.drag.sprite.draw(surface)
    if p.table.toast is not None:
        p.table.draw_toast(surface)




def draw_log(p, surface):
    """The log panel; while the recap of the other side's turn lies over it, only its header (Undo)
    shows (the table hides the entries: ``LogPanel.body_hidden``)."""
    p.table.log.draw(surface)


def draw_trump(p, surface):
    """The strip over the trick: the trick (and round), the trump and where it comes from,
    the leading suit; in the largest type that fits (the notes go first)."""
    v = p.table.view
    m = p.model
    r = p.table.shared("trump")
    surface.blit(assets.panel(r.size, (8, 26, 16, 215), 12, (255, 255, 255, 40), 1), r)
    phase = v.get("phase")
    if (phase == "bid" or phase == "over") and not m.get("trick"):
        keeper = m.get("keeper", v.get("kittykeeper"))
        who = p.table.short_name(keeper)
        verb = "lead" if who == "You" else "leads"
        text = (f"{words.round_words(p)}: bidding · the Kittykeeper, {who}, {verb} first"
                if phase == "bid" else f"{words.round_words(p)} · game over")
        if not ink.fits("bold", text, r.w - 28):
            text = f"{words.round_words(p)}: bidding · {who} {verb} first" if phase == "bid" else text
        size = ink.fit("bold", text, r.w - 28, 26)
        ink.label(surface, text, (r.x + 14, r.centery), assets.SOFT, "midleft", size, "bold")
        return
    cap = v.get("options", {}).get("max_rounds")
    parts = [("bold", 26, f"Trick {m.get('trick_no', v.get('trick_no'))}", assets.WHITE, 14, True)]
    if cap:
        parts.append(("bold", 26, f"· round {v.get('round')}/{cap}", assets.WHITE, 14, True))
    for label, suit, note in (("TRUMP", m.get("trump"), trump_note(p)), ("LED", m.get("leading"), "")):
        parts.append(("condbold", 23, label, (170, 200, 180), 8, False))
        if suit in p.suit_info:
            parts.append(("pip", 26, suit, lighten(words.suit_colour(p, suit), 0.25), 4, False))
            parts.append(("condbold", 26, words.suit_label(p, suit), assets.WHITE, 6, 2 if label == "LED" else False))
        else:
            none = "none" if label == "TRUMP" else "—"
            parts.append(("bold", 26, {"hidden": "hidden", None: none}.get(suit, str(suit)), assets.MUTED, 6,
                          False))
        if note:
            parts.append(("cond", 23, note, assets.MUTED, 6, True))
        parts.append(("space", 10, "", None, 0, False))
    parts.pop()
    ink.strip(surface, r.inflate(-16, 0), parts)



def trump_note(p) -> str:
    """Where the trump comes from (the view says, while it shows this trick)."""
    v = p.table.view
    if p.model.get("trump") != v.get("trump") or v.get("trump") == "hidden":
        return ""
    if v.get("trump_why") == "power":
        return f"({v.get('trump_power')})"
    return "(Kittykeeper's bid)" if v.get("trump") is not None else "(the Kittykeeper has no bid)"


def trick_entries(p) -> dict[str, tuple]:
    """key -> (entry, slot index) of the cards in the trick model."""
    return {e["key"]: (e, i) for i, e in enumerate(p.model.get("trick", []))}


def draw_trick_frame(p, surface):
    """Who played each trick card, over the part of the card the next one leaves free."""
    trick = p.model.get("trick", [])
    if not trick:
        if not draw_results(p, surface):
            tr = p.table.shared("trick")
            text = "THE TRICK · cards in the order played"
            ink.label(surface, text, tr.center, (110, 160, 124), "center", ink.fit("condbold", text, tr.w - 20, 23))
        return
    for i, e in enumerate(trick):
        strip = places.visible_strip(p, i, len(trick))
        col = assets.GOLD if p.win and p.win["seat"] == e["seat"] else (220, 230, 220)
        name = p.table.short_name(e["seat"])
        if not ink.fits("condbold", name, strip.w - 4):           # a crowded trick: the seat's number
            name = name.rsplit(" ", 1)[-1]
        size = ink.fit("condbold", name, strip.w - 4, ink.TEXT_PX)
        ink.label(surface, name, (strip.centerx, strip.y - 2), col, "midbottom", size, "condbold", "name")


def ignore_note(e: dict) -> str:
    """Why a trick card is ignored, as the view or the trick's events said."""
    why, power = e.get("why") or (None, None)
    return "IGNORED · bid suit" if why == "bid_suit" else f"IGNORED · {power}" if power else "IGNORED"


def draw_over(p, surface, sp: KittySprite):
    """Notes over a card: a trick card's (ignored and why, what it counts as, face down, the
    winner) inside the part of it the next card leaves free; the viewer's secret bid and bid suit."""
    if sp.zone != "trick" or sp._move is not None:
        seats.draw_seat_note(p, surface, sp)
        return
    entries = trick_entries(p)
    if sp.id not in entries:
        return
    e, i = entries[sp.id]
    r = sp.rect
    strip = places.visible_strip(p, i, len(entries))
    roomy = ink.fits("condbold", "IGNORED", strip.w - 8)      # a crowded trick: the marks only
    if p.win and p.win.get("key") == sp.id:
        g = p.trick_art.glow(r.size, assets.GLOW_TARGET, 2)
        surface.blit(g, g.get_rect(center=r.center))
        surface.blit(sp.image(), r)
        ink.tag(surface, "WINS", (strip.centerx, r.bottom + 4), 140, assets.GOLD, assets.INK, ink.least(),
                "midtop", 1)
    elif e.get("ignored"):
        surface.blit(assets.panel(r.size, (70, 70, 70, 150), 10), r)
        if roomy:
            ink.tag(surface, ignore_note(e), (strip.centerx, r.bottom - 4), strip.w, (170, 170, 170),
                    assets.INK, ink.least(), "midbottom")
    card = sp.card or {}
    renumbered = e.get("number") not in (None, card.get("number"))
    if card and e.get("suit") and (e["suit"] != card.get("suit") or renumbered) and roomy:
        as_note(p, surface, e, (strip.centerx, r.centery + 10), strip.w, renumbered)
    if e.get("face_down") and sp.card is not None and roomy:
        ink.tag(surface, "FACE DOWN", (strip.centerx, r.y + 4), strip.w, (200, 170, 230), assets.INK,
                ink.least(), "midtop")


def as_note(p, surface, e: dict, pos, width: int, renumbered: bool):
    """What a wild card or a crown counts as: "AS 3 OF HOURGLASSES", or "AS 3" and the suit's
    pip where the words do not fit."""
    what = words.suit_label(p, e["suit"]).upper()
    text = f"AS {e['number']} OF {what}" if renumbered else f"AS {what}"
    bg = (236, 226, 200)
    if ink.fits("condbold", text, width - 8) or e["suit"] not in p.suit_info:
        ink.tag(surface, text, pos, width, bg, assets.INK, ink.least())
        return
    t = assets.text("condbold", ink.least(), f"AS {e['number']}" if renumbered else "AS", assets.INK)
    icon = pip(e["suit"], t.get_height(), words.suit_colour(p, e["suit"]))
    box = pygame.Rect(0, 0, t.get_width() + icon.get_width() + 12, t.get_height() + 2)
    box.center = (int(pos[0]), int(pos[1]))
    pygame.draw.rect(surface, bg, box, border_radius=8)
    surface.blit(t, t.get_rect(midleft=(box.x + 4, box.centery)))
    surface.blit(icon, icon.get_rect(midright=(box.right - 4, box.centery)))


def draw_results(p, surface) -> bool:
    """The last round's scores in the empty trick area (the bid phase, the end): one line per seat,
    in two columns at a crowded table. True: they are shown."""
    res = p.results
    if not res or p.table.view.get("phase") not in ("bid", "over"):
        return False
    r = p.table.shared("trick").inflate(-8, -8)
    surface.blit(assets.panel(r.size, (10, 30, 20, 252), 14, assets.GOLD, 2), r)
    head = f"Round {res['round']} scores"
    t = ink.label(surface, head, (r.x + 14, r.y + 6), assets.GOLD, "topleft", 26, "bold", "title")
    note = "bid won exactly: +its number"
    x = r.x + 30 + t.get_width()
    if ink.fits("cond", note, r.right - 12 - x):
        ink.label(surface, note, (x, r.y + 6 + t.get_height() // 2), assets.MUTED, "midleft",
                  ink.fit("cond", note, r.right - 12 - x, 23), "cond")
    rows = res["rows"]
    top = r.y + 10 + t.get_height()
    lh = assets.font("cond", 23).get_linesize()          # (each line at most 23, Large print: 30 px)
    cols = 1 if top + lh * len(rows) <= r.bottom - 4 else 2
    per = -(-len(rows) // cols)
    cw = (r.w - 28 - 12 * (cols - 1)) // cols
    teams = {s: t for t in res["teams"] for s in t["seats"]}
    for i, row in enumerate(rows):
        s = row["seat"]
        gain = res["gained"].get(s, 0)
        name = p.table.short_name(s)
        text = f"{name}: no bid" if row["bid"] is None else f"{name}: bid {row['bid']}, won {row['won']}"
        t = teams.get(s)
        team = (f"team {words.suit_label(p, t['suit'])} won {t['got']} of {t['want']}" if t and not t["all"]
                else "")
        if gain:
            how = "exact" if row["bid"] == row["won"] else team or "scored"
            longer = text + f" — {how}: +{gain} {'life' if gain == 1 else 'lives'}"
            text += f" +{gain}"
            col = (150, 230, 160)
        else:
            longer = text + " — no lives" + (f" ({team})" if team else "")
            text += " — none"
            col = (230, 180, 170)
        short = f"{name}: {row['won']} of {row['bid']}" if row["bid"] is not None else f"{name}: —"
        short += f" +{gain}" if gain else ""
        text = next((x for x in (longer, text, short) if ink.fits("cond", x, cw)), short)
        pos = (r.x + 14 + (i // per) * (cw + 12), top + (i % per) * lh)
        ink.label(surface, text, pos, col, "topleft", ink.fit("cond", text, cw, 23), "cond")
    return True


def draw_status(p, surface):
    """The status panel: as many of its lines as fit."""
    r = p.table.shared("status")
    surface.blit(assets.panel(r.size, (8, 26, 16, 215), 14, (255, 255, 255, 40), 2), r)
    y = r.y + 12
    low = p.table.view.get("ranking") == "low" and p.model.get("trick")   # a crown (Black Cat) or a power
    for text, col in ([("THIS TRICK THE LOWEST NUMBER WINS.", assets.GOLD)] if low else []) + words.status_lines(p):
        para = assets.paragraph("sans", 23, text, r.w - 28, col, 1)
        if y + para.get_height() > r.bottom - 8:
            break
        surface.blit(para, (r.x + 14, y))
        y += para.get_height() + 8


def draw_controls(p, surface):
    """The controls panel: its title, its words and the buttons."""
    r = p.table.shared("controls")
    surface.blit(assets.panel(r.size, (8, 26, 16, 215), 14, (255, 255, 255, 40), 2), r)
    title = words.controls_title(p)
    surface.blit(assets.text("bold", ink.fit("bold", title, r.w - 32, 26, 26), title, assets.GOLD, role="title"),
                 (r.x + 16, r.y + 12))
    para = words.controls_text(p)
    room = (min(b.rect.y for b in p.buttons) if p.buttons else r.bottom) - 8 - (r.y + 60)
    if para.get_height() > room:           # (Large print) smaller where it must, never under 23 px
        para = assets.paragraph("sans", ink.least(), words.controls_text_str(p), r.w - 32, assets.SOFT, 2)
    if para.get_height() <= room:
        surface.blit(para, (r.x + 16, r.y + 60))
    for b in p.buttons:
        b.draw(surface)


def draw_zoom(p, surface):
    """The card under the pointer, large; else the help panel (in the kiosk's show, its invitation)."""
    tb = p.table
    r = tb.shared("zoom")
    sp = tb.hover if (tb.hover is not None and tb.hover.card and not tb.drag.active) else None
    if sp is None:
        own = tb.help_override(r)
        if own is not None:
            surface.blit(own, r)
        else:
            tb.sheets.draw_home(surface, r)
        return
    surface.blit(zoom_panel(p, sp.card, r), r)


def zoom_panel(p, card: dict, r: pygame.Rect) -> pygame.Surface:
    """A card shown large with its power's text (made once per card and size)."""
    key = ("tricksy-zoom", r.size, p.hand_art.face_key(card, 1.0))
    s = assets.cached(key)
    if s is None:
        s = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(s, (8, 26, 16, 220), s.get_rect(), border_radius=14)
        power = card.get("power") if isinstance(card.get("power"), dict) else None
        text = f"Power {power['id']}, {power['name']}: {power['text']}" if power else ""
        para = assets.paragraph("sans", 29, text, r.w - 24, assets.CREAM, 2, role="text") if text else None
        room = r.h - 16 - (para.get_height() + 10 if para else 0)
        k = round(max(0.5, min(room / p.hand_art.h, (r.w - 20) / p.hand_art.w, 1.6)), 2)
        face = p.hand_art.face(card, k)
        s.blit(face, face.get_rect(midtop=(r.w // 2, 8)))
        if para:
            s.blit(para, (12, 8 + face.get_height() + 8))
        s = assets.keep(key, s)
    return s


def draw_piles(p, surface):
    """The piles panel: the cards left over this round, the discard pile (powers), and how to see
    a seat's scored bid cards."""
    r = p.table.shared("piles")
    surface.blit(assets.panel(r.size, (8, 26, 16, 215), 14, (255, 255, 255, 40), 2), r)
    v = p.table.view
    left = v.get("leftovers") or []

    def line(text, pos, colour, room, kind="condbold", anchor="topleft"):
        return ink.label(surface, text, pos, colour, anchor, ink.fit(kind, text, room, 23), kind)
    head = "LEFT OVER this round (not used)"
    t = line(head if ink.fits("condbold", head, r.w - 24) else "LEFT OVER (not used)", (r.x + 12, r.y + 8),
             assets.SOFT, r.w - 24)
    top = r.y + 12 + t.get_height()
    small = places.art(p, (60, 84), "open" if p.wild else "row")    # (Black Cat: a gold edge says WILD)
    right = r.right - 12 - (150 if p.powers_on else 0)           # the discard pile takes the right side
    bottom = top + 88                       # (under the cards: the note)
    if left:
        bottom = draw_leftovers(p, surface, left, small, pygame.Rect(r.x + 12, top, right - r.x - 12,
                                                                     r.bottom - 8 - top)) + 4
    else:
        none = "none: dealt evenly" if ink.fits("cond", "none: dealt evenly", right - r.x - 12) else "none"
        line(none, (r.x + 12, top), assets.MUTED, right - r.x - 12, "cond")
    if p.powers_on:
        d = v.get("discard") or []
        back = small.back()
        x = right + 12
        for i in range(min(3, (len(d) + 4) // 5)):
            surface.blit(back, (x + i * 3, top + 6 - i * 3))
        t = line(f"DISCARD {len(d)}", (x, top + 84 + 4), assets.SOFT, r.right - 8 - x)
        if not words.watching(p):
            line("click: see", (x, top + 88 + t.get_height()), assets.MUTED, r.right - 8 - x, "cond")
    if not words.watching(p):             # (in the show a click is a visitor sitting down)
        note = assets.paragraph("cond", 23, "Click a seat's cat heads to see its scored bid cards.", r.w - 24,
                                assets.MUTED, 0)
        if note.get_height() <= r.bottom - 6 - max(bottom, top + 88 + (60 if p.powers_on else 0)):
            surface.blit(note, note.get_rect(bottomleft=(r.x + 12, r.bottom - 6)))


def draw_leftovers(p, surface, left: list, small, room: pygame.Rect) -> int:
    """The cards left over this round in ``room``, each number (and power tag) clear of the next
    card: in a second line where one does not hold them and there is height (else the first ones
    only). Returns the cards' foot."""
    # (each card's part the next one leaves free: its number and power tag; Black Cat's faces
    # centre their number: side by side)
    clear = small.w + 6 if p.wild else places.tag_clear(small) if p.powers_on else 34
    per = 1 + int(max(0, room.w - small.w) // clear)
    lines = min(-(-len(left) // per), max(1, (room.h + 6) // (small.h + 6)))
    shown = left[:per * lines]
    per = -(-len(shown) // lines)
    for line in range(lines):
        cards = shown[line * per:(line + 1) * per]
        step = min(small.w + 6, (room.w - small.w) / max(1, len(cards) - 1))
        for i, c in enumerate(cards):
            surface.blit(small.face(c), (room.x + i * step, room.y + line * (small.h + 6)))
    return room.y + lines * (small.h + 6) - 6
