"""The Tricksy Kittens table's drawing: the felt and the oval, the trick header (trump and where
it comes from, the leading suit), notes over trick cards (ignored and why, the winner, what a
card counts as: each inside the part of its card the next one leaves free, so a trick of nine
or more still reads), the round's scores, the status, controls, zoom and piles panels. The
seats are seats.py. Words are fitted to their places (Large print makes all type 1.3x).
"""
from __future__ import annotations

import pygame

from game.core.contract import seat_name
from scenes import assets
from scenes.scene import LOGICAL
from scenes.games.tricksy import ink, model, places, seats, words
from scenes.games.tricksy.art import lighten, pip
from scenes.games.tricksy.model import KittySprite
from scenes.table import panels
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
    lab = assets.text("condbold", 15, "THE TRICK · cards in the order played", (110, 160, 124))
    bg.blit(lab, lab.get_rect(midbottom=(tr.centerx, tr.bottom - 4)))
    for s in range(p.n):
        for z in ("bid", "won"):
            r = p.table.zone(s, z)
            pygame.draw.rect(bg, (16, 54, 34), r, border_radius=8)
            pygame.draw.rect(bg, (60, 110, 76), r, 1, border_radius=8)
        b = p.table.zone(s, "bid")
        lt = assets.text("condbold", 13, "BID", (110, 160, 124))
        bg.blit(lt, lt.get_rect(center=b.center))
    if p.powers_on:
        pr = p.table.shared("power")
        pygame.draw.rect(bg, (40, 24, 56), pr, border_radius=12)
        pygame.draw.rect(bg, (170, 120, 220), pr, 2, border_radius=12)
        for i, word in enumerate(("POWER",) if words.watching(p) else ("POWER", "drop a", "row card", "here")):
            w = assets.text("condbold" if i == 0 else "cond", 17 if i == 0 else 13, word, (210, 180, 240))
            bg.blit(w, w.get_rect(center=(pr.centerx, pr.y + 30 + i * 20 + (6 if i else 0))))
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
    if p.table.view_seat is None and not getattr(p.table, "show", False) and not places.open_hand(p, p.table.near):
        h = p.table.shared("hand")
        ink.label(surface, "Watching: every seat is played by the computer. Esc: the menu.", h.center,
                  assets.SOFT, "center", 24, "sans")
    p.table.draw_banner(surface)
    draw_status(p, surface)
    draw_controls(p, surface)
    draw_zoom(p, surface)
    p.table.log.draw(surface)
    draw_piles(p, surface)
    p.floaters.draw(surface)
    if p.table.drag.active and p.table.drag.sprite is not None:
        p.table.drag.sprite.draw(surface)
    if p.table.toast is not None:
        p.table.draw_toast(surface)




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
        size = assets.fit("bold", text, r.w - 28, 18, 9)
        ink.label(surface, text, (r.x + 14, r.centery), assets.SOFT, "midleft", size, "bold")
        return
    cap = v.get("options", {}).get("max_rounds")
    parts = [("bold", 19, f"Trick {m.get('trick_no', v.get('trick_no'))}", assets.WHITE, 16, False)]
    if cap:
        parts.append(("bold", 19, f"· round {v.get('round')}/{cap}", assets.WHITE, 16, True))
    for label, suit, note in (("TRUMP", m.get("trump"), trump_note(p)), ("LEADING", m.get("leading"), "")):
        parts.append(("condbold", 15, label, (170, 200, 180), 8, False))
        if suit in p.suit_info:
            parts.append(("pip", 24, suit, lighten(words.suit_colour(p, suit), 0.25), 4, False))
            parts.append(("bold", 19, words.suit_label(p, suit), assets.WHITE, 6, False))
        else:
            none = "none" if label == "TRUMP" else "— (not led yet)"
            parts.append(("bold", 18, {"hidden": "hidden", None: none}.get(suit, str(suit)), assets.MUTED, 6,
                          False))
        if note:
            parts.append(("cond", 14, note, assets.MUTED, 6, True))
        parts.append(("space", 18, "", None, 0, False))
    parts.pop()
    ink.strip(surface, r.inflate(-28, 0), parts)
    if v.get("ranking") == "low" and m.get("trick"):   # a crown (Black Cat) or a power turns the ranking over
        tr = p.table.shared("trick")
        text = "THIS TRICK THE LOWEST NUMBER WINS"
        ink.pill(surface, text, (tr.centerx, tr.bottom - 14), (230, 200, 120), assets.INK,
                 assets.fit("condbold", text, tr.w - 40, 15, 9), "center")



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
        draw_results(p, surface)
        return
    for i, e in enumerate(trick):
        strip = places.visible_strip(p, i, len(trick))
        col = assets.GOLD if p.win and p.win["seat"] == e["seat"] else (220, 230, 220)
        for name in (p.table.short_name(e["seat"]), seat_name(e["seat"])):     # "p3" where a name cannot fit
            size = assets.fit("condbold", name, strip.w - 4, 14, 9)
            if assets.font("condbold", size).size(name)[0] <= strip.w - 4:
                break
        ink.label(surface, name, (strip.centerx, strip.y - 4), col, "midbottom", size)


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
    roomy = strip.w >= 44                  # a very crowded trick (a doubled one): the marks only
    if p.win and p.win.get("key") == sp.id:
        g = p.trick_art.glow(r.size, assets.GLOW_TARGET, 2)
        surface.blit(g, g.get_rect(center=r.center))
        surface.blit(sp.image(), r)
        ink.tag(surface, "WINS", (strip.centerx, r.bottom + 4), max(strip.w, 70), assets.GOLD, assets.INK, 14,
                "midtop")
    elif e.get("ignored"):
        surface.blit(assets.panel(r.size, (70, 70, 70, 150), 10), r)
        if roomy:
            ink.tag(surface, ignore_note(e), (strip.centerx, r.bottom - 4), strip.w, (170, 170, 170),
                    assets.INK, 12, "midbottom")
    card = sp.card or {}
    renumbered = e.get("number") not in (None, card.get("number"))
    if card and e.get("suit") and (e["suit"] != card.get("suit") or renumbered) and roomy:
        as_note(p, surface, e, (strip.centerx, r.centery + 10), strip.w, renumbered)
    if e.get("face_down") and sp.card is not None and roomy:
        ink.tag(surface, "FACE DOWN", (strip.centerx, r.y + 4), strip.w, (200, 170, 230), assets.INK, 12,
                "midtop")


def as_note(p, surface, e: dict, pos, width: int, renumbered: bool):
    """What a wild card or a crown counts as: "AS 3 OF HOURGLASSES", or "AS 3" and the suit's
    pip where the words do not fit."""
    what = words.suit_label(p, e["suit"]).upper()
    text = f"AS {e['number']} OF {what}" if renumbered else f"AS {what}"
    bg = (236, 226, 200)
    if assets.font("condbold", 13).size(text)[0] + 8 <= width or e["suit"] not in p.suit_info:
        ink.tag(surface, text, pos, width, bg, assets.INK, 13)
        return
    t = assets.text("condbold", 13, f"AS {e['number']}" if renumbered else "AS", assets.INK)
    icon = pip(e["suit"], t.get_height(), words.suit_colour(p, e["suit"]))
    box = pygame.Rect(0, 0, t.get_width() + icon.get_width() + 12, t.get_height() + 2)
    box.center = (int(pos[0]), int(pos[1]))
    pygame.draw.rect(surface, bg, box, border_radius=8)
    surface.blit(t, t.get_rect(midleft=(box.x + 4, box.centery)))
    surface.blit(icon, icon.get_rect(midright=(box.right - 4, box.centery)))


def draw_results(p, surface):
    """The last round's scores in the empty trick area (the bid phase, the end)."""
    res = p.results
    if not res or p.table.view.get("phase") not in ("bid", "over"):
        return
    r = p.table.shared("trick").inflate(-16, -16)
    surface.blit(assets.panel(r.size, (10, 30, 20, 252), 14, assets.GOLD, 2), r)
    t = ink.label(surface, f"Round {res['round']} scores", (r.x + 14, r.y + 6), assets.GOLD, "topleft",
                  assets.fit("bold", f"Round {res['round']} scores", r.w // 2, 18, 10), "bold")
    note = "exactly the bid won (or a team's tricks = its bids): the bid card scores its number"
    x = r.x + 26 + t.get_width()
    size = assets.fit("cond", note, r.right - 10 - x, 13, 8)
    if assets.font("cond", size).size(note)[0] <= r.right - 10 - x:
        ink.label(surface, note, (x, r.y + 6 + t.get_height() // 2), assets.MUTED, "midleft", size, "cond")
    rows = res["rows"]
    top = r.y + 10 + t.get_height()
    for size in range(15, 7, -1):            # one line per seat, in the largest type that fits
        lh = assets.font("cond", size).get_linesize()
        if top + lh * len(rows) <= r.bottom - 6:
            break
    teams = {s: t for t in res["teams"] for s in t["seats"]}
    for i, row in enumerate(rows):
        s = row["seat"]
        gain = res["gained"].get(s, 0)
        if row["bid"] is None:
            text = f"{p.table.short_name(s)}: no bid"
        else:
            text = f"{p.table.short_name(s)}: bid {row['bid']}, won {row['won']}"
        t = teams.get(s)
        team = (f"team {words.suit_label(p, t['suit'])} won {t['got']} of {t['want']}" if t and not t["all"]
                else "")
        if gain:
            how = "exact" if row["bid"] == row["won"] else team or "scored"
            text += f" — {how}: +{gain} {'life' if gain == 1 else 'lives'}"
            col = (150, 230, 160)
        else:
            text += " — no lives" + (f" ({team})" if team else "")
            col = (230, 180, 170)
        ink.label(surface, text, (r.x + 14, top + i * lh), col, "topleft",
                  assets.fit("cond", text, r.w - 28, size, 7), "cond")


def draw_status(p, surface):
    """The status panel: as many of its lines as fit."""
    r = p.table.shared("status")
    surface.blit(assets.panel(r.size, (8, 26, 16, 215), 14, (255, 255, 255, 40), 2), r)
    y = r.y + 12
    for text, col in words.status_lines(p):
        para = assets.paragraph("sans", 16, text, r.w - 28, col, 1, 6)
        if y + para.get_height() > r.bottom - 8:
            break
        surface.blit(para, (r.x + 14, y))
        y += para.get_height() + 8


def draw_controls(p, surface):
    """The controls panel: its title, its words and the buttons."""
    r = p.table.shared("controls")
    surface.blit(assets.panel(r.size, (8, 26, 16, 215), 14, (255, 255, 255, 40), 2), r)
    surface.blit(assets.text("bold", 22, words.controls_title(p), assets.GOLD), (r.x + 16, r.y + 14))
    surface.blit(words.controls_text(p), (r.x + 16, r.y + 52))
    for b in p.buttons:
        b.draw(surface)


def draw_zoom(p, surface):
    """The card under the pointer, large; else the help panel (in the kiosk's show, its invitation)."""
    tb = p.table
    r = tb.shared("zoom")
    sp = tb.hover if (tb.hover is not None and tb.hover.card and not tb.drag.active) else None
    if sp is None:
        surface.blit(tb.help_override(r) or help_panel(p, r), r)
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
        para = assets.paragraph("sans", 16, text, r.w - 24, assets.CREAM, 2, 5) if text else None
        room = r.h - 16 - (para.get_height() + 10 if para else 0)
        k = round(min(room / p.hand_art.h, (r.w - 20) / p.hand_art.w, 1.6), 2)
        face = p.hand_art.face(card, k)
        s.blit(face, face.get_rect(midtop=(r.w // 2, 8)))
        if para:
            s.blit(para, (12, 8 + face.get_height() + 8))
        s = assets.keep(key, s)
    return s


def help_panel(p, r: pygame.Rect) -> pygame.Surface:
    """How to play, in short."""
    tips = ("Win exactly the tricks your bid says: the bid card becomes lives (9 lives end the game).\n"
            "Follow the leading suit if you can. Trump (the Kittykeeper's bid suit) beats it.\n"
            "A card in the suit of its player's own bid is IGNORED.\n"
            "Same bid suit = a team for the round: its tricks must add up to its bids.\n"
            + ("Powers: drag a row card onto POWER before you play.\n" if p.powers_on else "")
            + "Hover a card to see it here; right-click to read it.")
    return panels.help_panel(r, "How to play", tips)


def draw_piles(p, surface):
    """The piles panel: the cards left over this round, the discard pile (powers)."""
    r = p.table.shared("piles")
    surface.blit(assets.panel(r.size, (8, 26, 16, 215), 14, (255, 255, 255, 40), 2), r)
    v = p.table.view
    left = v.get("leftovers") or []

    def line(text, pos, colour, size, kind="condbold", anchor="topleft"):
        size = assets.fit(kind, text, r.right - 12 - pos[0], size, 8)
        return ink.label(surface, text, pos, colour, anchor, size, kind)
    t = line("LEFT OVER this round (shown, not used)", (r.x + 12, r.y + 10), assets.SOFT, 15)
    small = places.art(p, (60, 84))
    if left:
        step = min(small.w + 6, (r.w - 24 - small.w) / max(1, len(left) - 1)) if len(left) > 1 else 0
        for i, c in enumerate(left):
            surface.blit(small.face(c), (r.x + 12 + i * step, r.y + 16 + t.get_height()))
    else:
        line("none — the cards were dealt evenly", (r.x + 12, r.y + 16 + t.get_height()), assets.MUTED, 14,
             "cond")
    if p.powers_on:
        y = r.y + 128
        d = v.get("discard") or []
        back = small.back()
        for i in range(min(3, (len(d) + 4) // 5)):
            surface.blit(back, (r.x + 12 + i * 3, y + 10 - i * 3))
        t = line(f"DISCARD PILE: {len(d)}", (r.x + 90, y + 10), assets.SOFT, 15)
        if not words.watching(p):
            line("click to look through it", (r.x + 90, y + 14 + t.get_height()), assets.MUTED, 14, "cond")
    if not words.watching(p):             # (in the show a click is a visitor sitting down)
        line("Click a seat's cat heads to see its scored bid cards.", (r.x + 12, r.bottom - 12), assets.MUTED,
             13, "cond", "bottomleft")

