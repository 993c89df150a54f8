"""How the 9 Card table draws itself: the felt with every seat's grid, energy zone and piles,
the cards in order, the assault lanes and the attack badge, the plates, the controls panel on
the right, the hovered card and the help panel, and the banner (what to do, or the beat's
caption). Plain functions of the plan ``p`` (:class:`scenes.games.ninecard.table.NineCardPlan`)."""
from __future__ import annotations

import pygame

from game.core.contract import seat_name
from scenes import assets
from scenes.games.ninecard import moves, places
from scenes.games.ninecard.art import NUMBER_PX, least
from scenes.games.ninecard.moves import HAND
from scenes.scene import LOGICAL
from scenes.table import panels
from scenes.widgets.felt import felt

#: a seat's labels (DECK 31, LIFE, READY 3...): TV type (issue 27), set smaller to fit its
#: place in large print, never below LABEL_PX on the screen
LABEL_PX = 23
#: the widest a pile's label may be (the layout keeps a seat's deck and discard this far apart)
PILE_LABEL_W = 140
#: a colour per seat, on its grid's frame and its plate, so a grid and its owner go together
SEAT_COLOURS = [(236, 190, 70), (90, 160, 235), (200, 120, 230), (110, 210, 150)]
#: the type of the life counters' figures and of the attack an assaulting creature carries
LIFE_PX, BADGE_PX = 44, 34


# ------------------------------------------------------------------ the banner
def banner_lines(p) -> int:
    """The lines the banner holds at the type size in use (panels.banner's lines)."""
    return max(2, (p.banner_rect().h - 10) // round(30 * assets.TYPE_SCALE))


def prompt(p) -> tuple[str, bool]:
    """The banner: what the seat at the screen may do now, whose turn it is, or the beat on show."""
    t = p.table
    v = t.view
    phase = v.get("phase")
    if t.beats_active and t.choreo.caption:
        return (t.caption_words(), False)
    if phase == "over":
        return (t.over_prompt(v.get("outcome")), False)
    acting = v.get("to_act") or []
    if not acting:
        return ("", False)
    who = acting[0]
    me = t.view_seat
    if t._curtain_pending:
        return (f"Pass the screen to {t.short_name(who)}.", False)
    if me is None or who != me:
        name = seat_name(who)
        if phase == "follow":
            return (t.say(f"{name} decides whether the next creature continues the assault."), False)
        return (t.say(f"{name}'s turn") + (": thinking" if t.seats[who] != "human" else ""), False)
    if phase == "fizzle":
        extra = len(places.hand_ids(p, me) or []) - HAND
        return (fitting(p, f"Fizzle: click {extra} card{'s' if extra != 1 else ''} in your hand to discard "
                           f"down to five.", f"Fizzle: discard {extra} (click in your hand)"), True)
    if phase == "follow":
        a = v.get("assault") or {}
        nxt = moves.next_in_column(p)
        nm = nxt["name"] if nxt else "The creature behind"
        return (fitting(p, f"Column {a.get('column', 0) + 1}: {nm} may continue the assault on "
                           f"{t.short_name(a.get('target', 0))}. Continue or stop?",
                        f"Column {a.get('column', 0) + 1}: continue the assault?"), True)
    ready = len(places.ids(p, me, "ready"))
    can = [w for w, ok in (("energy", p.energy_moves), ("cast", p.casts), ("move", p.moves)) if ok]
    if not can:
        return (fitting(p, f"Your turn · {ready} energy ready. Nothing more to play: choose your Assault "
                           f"on the right.", f"Your turn · {ready} energy ready · Assault on the right"), True)
    return (fitting(p, f"Your turn · {ready} energy ready · drag glowing cards ({', '.join(can)}) · "
                       f"then Assault on the right",
                    f"Your turn · {ready} energy ready · drag glowing cards, then Assault",
                    f"Your turn · {ready} energy ready"), True)


def fitting(p, *texts: str) -> str:
    """The first of ``texts`` the banner shows whole (panels.banner: bold, 20 px at least)."""
    r = p.banner_rect()
    for text in texts:
        if len(assets.wrap("bold", 20, text, r.w - 36)) <= banner_lines(p):
            return text
    return texts[-1]


# ------------------------------------------------------------------ drawing
def background(p) -> pygame.Surface:
    """The felt with every seat's grid squares, energy zone and pile boxes (made once)."""
    if p.bg is not None:
        return p.bg
    t = p.table
    bg = felt(LOGICAL).copy()
    for s in range(p.n):
        for sq, r in enumerate(p.squares[s]):
            box = r.inflate(-4, -4)
            front_row = sq < 3
            pygame.draw.rect(bg, (16, 56, 34) if not front_row else (22, 66, 40), box, border_radius=10)
            pygame.draw.rect(bg, (70, 130, 90) if front_row else (48, 100, 66), box, 2, border_radius=10)
        g = t.zone(s, "grid")
        own = SEAT_COLOURS[s % 4]          # the seat's colour edges its grid, energy and piles
        pygame.draw.rect(bg, own, g.inflate(8, 8), 2, border_radius=14)
        er = t.zone(s, "energy")
        pygame.draw.rect(bg, (14, 50, 30), er, border_radius=12)
        pygame.draw.rect(bg, own, er, 1, border_radius=12)
        for z in ("deck", "discard"):
            zr = t.zone(s, z).inflate(8, 8)
            pygame.draw.rect(bg, (14, 50, 30), zr, border_radius=10)
            pygame.draw.rect(bg, own, zr, 1, border_radius=10)
    p.bg = bg            # a copy of the converted felt: already in the display's format
    return p.bg


def draw_square_labels(p, surface, s: int) -> None:
    """The words of a seat's empty squares: the column (``col 2``) and, on the front row, FRONT
    (an empty square only: a card lying there covers nothing that is said)."""
    grid = places.grid_ids(p, s)
    colour = (120, 170, 134)
    for sq, r in enumerate(p.squares[s]):
        if grid[sq] is not None:
            continue
        box = r.inflate(-8, -8)
        col = assets.text("condbold", assets.fit("condbold", "col 3", box.w - 4, LABEL_PX, least(LABEL_PX)),
                          f"col {sq % 3 + 1}", colour)
        surface.blit(col, col.get_rect(midbottom=(box.centerx, box.bottom - 2)))
        if sq < 3:
            ft = assets.text("condbold", assets.fit("condbold", "FRONT", box.w - 4, LABEL_PX, least(LABEL_PX)),
                             "FRONT", colour)
            if ft.get_height() + col.get_height() + 4 <= box.h:
                surface.blit(ft, ft.get_rect(midtop=(box.centerx, box.y + 2)))


def draw(p, surface: pygame.Surface) -> None:
    """The whole table, back to front."""
    t = p.table
    surface.blit(background(p), (0, 0))
    for s in range(p.n):
        draw_square_labels(p, surface, s)
        draw_piles(p, surface, s)
        draw_energy_labels(p, surface, s)
        draw_hand_of(p, surface, s)
    t.drag.draw_zones(surface)
    lunging = []
    for sp in places.draw_list(p):
        if sp.dragging:
            continue
        if sp.id in p.lunge:
            lunging.append(sp)
            continue
        sp.draw(surface)
        if sp.id in p.dying:
            k = p.dying[sp.id] / 0.6
            surface.blit(assets.panel(sp.rect.size, (200, 30, 20, int(160 * (1 - k)) // 8 * 8), 10), sp.rect)
        elif sp.id in p.struck:
            pygame.draw.rect(surface, (255, 120, 90), sp.rect.inflate(6, 6), 4, border_radius=10)
    draw_assault_lanes(p, surface)
    for s in range(p.n):
        draw_life(p, surface, s)
        plate(p, surface, s)
    t.log.draw(surface)
    zoom_preview(p, surface)
    t.draw_banner(surface)
    p.table.draw_caption(surface)
    draw_controls(p, surface)
    for sp in lunging:                  # an attacker crossing the table stays in sight
        sp.draw(surface)
    for cid, b in p.badge.items():
        sp = p.sprites.get(cid)
        if sp is not None and not sp.gone:
            draw_badge(p, surface, sp, b)
    p.floaters.draw(surface)
    if t.drag.active and t.drag.sprite is not None:
        t.drag.sprite.draw(surface)
    if t.toast is not None:
        t.draw_toast(surface)


def pile_label(surface, r: pygame.Rect, text: str, n: int) -> None:
    """``DECK 31`` under a pile (as wide as PILE_LABEL_W at most: the layout keeps a seat's piles
    that far apart)."""
    label(surface, f"{text} {n}", (r.centerx, r.bottom + 5), anchor="midtop", width=PILE_LABEL_W)


def label(surface, text, pos, colour=(190, 220, 195), anchor="topleft", width: int | None = None) -> None:
    """A zone's label in capitals: LABEL_PX, set smaller in large print to fit ``width`` (never
    below LABEL_PX on the screen)."""
    size = assets.fit("condbold", text, width, LABEL_PX, least(LABEL_PX)) if width else LABEL_PX
    txt = assets.text("condbold", size, text, colour)
    surface.blit(txt, txt.get_rect(**{anchor: pos}))


def draw_life(p, surface, s: int) -> None:
    """A seat's life: the box, LIFE, and the figure (ticking to its new value, flashing)."""
    c = p.counters[s]
    r = c.rect
    surface.blit(assets.panel(r.size, (8, 28, 18, 215), 12, (255, 255, 255, 60), 2), r)
    if c.flash > 0:
        surface.blit(assets.panel(r.size, c.flash_colour + (int(140 * c.flash) // 8 * 8,), 12), r)
    label(surface, "LIFE", (r.x + 10, r.y + 6), assets.MUTED, width=r.w - 20)
    colour = c.flash_colour if c.flash > 0.3 else c.colour
    size = assets.fit("bold", "50", r.w - 20, LIFE_PX, least(NUMBER_PX))
    num = assets.text("bold", size, str(c.shown), colour, role="number")
    surface.blit(num, num.get_rect(midbottom=(r.centerx, r.bottom - 4)))


def draw_piles(p, surface, s: int) -> None:
    """A seat's deck (up to three backs) and the counts of its deck and discard pile."""
    t = p.table
    dr = t.zone(s, "deck")
    n = places.deck_count(p, s)
    back = p.small[s].back()
    for i in range(min(3, (n + 9) // 10)):
        surface.blit(back, back.get_rect(center=(dr.centerx - i * 2, dr.centery - i * 2)))
    pile_label(surface, dr, "DECK", n)
    pile_label(surface, t.zone(s, "discard"), "DISCARD", len(places.ids(p, s, "discard")))


def draw_energy_labels(p, surface, s: int) -> None:
    """How much of a seat's energy is ready and spent, over its energy zone."""
    ready, spent = len(places.ids(p, s, "ready")), len(places.ids(p, s, "spent"))
    _, _, (lr, ls) = places.energy_layout(p, s, ready, spent)
    if lr[1] == ls[1]:          # one row: one label, the longest that fits
        w = p.table.zone(s, "energy").w - 16
        for text in (f"ENERGY  ·  {ready} READY  ·  {spent} SPENT", f"ENERGY · {ready} READY · {spent} SPENT",
                     f"{ready} READY · {spent} SPENT"):
            if assets.font("condbold", least(LABEL_PX)).size(text)[0] <= w:
                break
        label(surface, text, (lr[0] + 8, lr[1] + 1), (250, 220, 120), width=w)
        return
    label(surface, f"READY {ready}", (lr[0] + 8, lr[1] + 1), (250, 220, 120))
    label(surface, f"SPENT {spent}", (ls[0] + 8, ls[1] + 1), (170, 180, 175))


def draw_badge(p, surface, sp, b) -> None:
    """The attack an assaulting creature still carries: it shrinks as it is used up."""
    value, start = b[0], max(1.0, b[1])
    k = max(0.45, min(1.0, value / start)) if b[3] < 1.0 or b[2] < b[1] else 1.0
    size = max(least(NUMBER_PX), int(BADGE_PX * (0.6 + 0.4 * k)))
    txt = assets.text("bold", size, str(int(round(value))), assets.WHITE, role="number")
    d = p.badge_dir.get(sp.id, pygame.Vector2(0, -1))
    rr = sp.rect
    # on the card's rear side, away from the defender it steps into
    at = pygame.Vector2(sp.pos) - pygame.Vector2(d.x * (rr.w / 2 + 26), d.y * (rr.h / 2 + 22))
    r = txt.get_rect(center=(int(at.x), int(at.y)))
    pill = r.inflate(22, 8)
    surface.blit(assets.panel(pill.size, (170, 40, 30, 240), pill.h // 2, (255, 220, 200), 2), pill)
    surface.blit(txt, r)
    tag = assets.text("condbold", LABEL_PX, "ATTACK", (255, 220, 200))
    # the word over or under the badge, where it lies on no card (names are under it); else the
    # red badge alone says it (and the caption)
    cards = [o.rect for o in p.sprites.values() if not o.gone]
    away = ("midright", (pill.x - 4, pill.centery)) if pill.centerx < rr.centerx else ("midleft", (pill.right + 4, pill.centery))
    for tr in (tag.get_rect(midbottom=(pill.centerx, pill.y)), tag.get_rect(midtop=(pill.centerx, pill.bottom)),
               tag.get_rect(**dict([away]))):
        if tr.collidelist(cards) < 0:
            surface.blit(tag, tr)
            break


def lanes(p) -> tuple[int | None, list[tuple[int, int]]]:
    """(target, [(my square, column)]) to draw: the columns chosen to lead, or during a
    follow-up choice the creature that may continue."""
    t = p.table
    me = t.view_seat
    if me is None or t.beats_active:
        return None, []
    if p.follow:
        a = t.view.get("assault") or {}
        nxt = moves.next_in_column(p)
        grid = places.grid_ids(p, me)
        if nxt and nxt["id"] in grid:
            return a.get("target"), [(grid.index(nxt["id"]), a.get("column", 0))]
        return None, []
    if p.target is None or not p.assaults:
        return None, []
    return p.target, [(c, c) for c in sorted(p.columns)]


def draw_assault_lanes(p, surface) -> None:
    """Each leading column to the column it faces on the target's grid (rulings #6)."""
    target, shown = lanes(p)
    if target is None:
        return
    me = p.table.view_seat
    red = (240, 110, 80)
    tr = p.table.zone(target, "grid")
    pygame.draw.rect(surface, (230, 90, 70), tr.inflate(14, 14), 3, border_radius=14)
    for sq, c in shown:
        for t_sq in (c, 3 + c, 6 + c):
            pygame.draw.rect(surface, red, p.squares[target][t_sq].inflate(-2, -2), 3, border_radius=10)
        a = pygame.Vector2(p.squares[me][sq].center)
        b = pygame.Vector2(p.squares[target][c].center)
        pygame.draw.line(surface, red, a, b, 4)
        num = assets.text("bold", 26, str(c + 1), assets.WHITE)
        rad = max(num.get_width(), num.get_height()) // 2 + 6
        for pt in (a, b):
            pygame.draw.circle(surface, (150, 40, 30), pt, rad)
            pygame.draw.circle(surface, red, pt, rad, 2)
            surface.blit(num, num.get_rect(center=(int(pt.x), int(pt.y))))


def plate(p, surface, s: int) -> None:
    """The shared name plate (panels.plate), with the seat's colour and OUT when it is out."""
    t = p.table
    r = t.zone(s, "plate")
    v = t.view
    if t.beats_active:
        acting = s == p.shown_active
    else:
        acting = s in (v.get("to_act") or []) and v.get("phase") != "over"
    out = p.out.get(s, False)
    tag = ""
    if out:
        tag = "out"
    elif acting:
        tag = "your turn" if s == t.view_seat else "to play"
    elif s == p.target and p.assaults:
        tag = "target"
    name, tag = plate_text(p, r, s, tag)
    panels.plate(surface, r, name, acting and not out, tag)
    if out:
        surface.blit(assets.panel(r.size, (60, 10, 10, 120), 10), r)
    pygame.draw.rect(surface, SEAT_COLOURS[s % 4], (r.x + 4, r.y + 7, 6, r.h - 14), border_radius=3)
    if s != t.view_seat and places.hand_rect(p, s) is None:
        pile_label(surface, t.zone(s, "life"), "HAND", places.hand_count(p, s))


def plate_text(p, r: pygame.Rect, s: int, tag: str) -> tuple[str, str]:
    """The name and the tag (the pill) a plate has room for (panels.plate sets them in one
    size): the name with its seat tag (p2), else without; the pill goes when even the short
    name leaves no room for it (the plate's gold edge still says whose turn it is)."""
    short = p.table.short_name(s)
    pill = assets.font("condbold", 23).size(tag.upper())[0] + 28 if tag else 0
    for name, tg in ((p.plate_name(s), tag), (short, tag), (short, "")):
        if assets.font("bold", least(23)).size(name)[0] + 40 + (pill if tg else 0) <= r.w:
            return name, tg
    return short, ""


def draw_hand_of(p, surface, s: int) -> None:
    """Open hands (the show, open-hands lessons): each seat's name over its hand (the cards
    are sprites, face up, in the seat's own hand zone)."""
    r = places.hand_rect(p, s)
    if r is None or not places.hands_open(p):
        return
    label(surface, p.table.say(f"{seat_name(s)}'s hand · {places.hand_count(p, s)}").upper(), (r.x + 8, r.y - 2),
          SEAT_COLOURS[s % 4], width=r.w - 16)


def panel_title(p) -> str:
    """The controls panel's title."""
    t = p.table
    v = t.view
    me = t.view_seat
    if p.follow:
        return "The next row"
    if p.assaults:
        return "Assault"
    if v.get("phase") == "fizzle" and me is not None and me in (v.get("to_act") or []):
        return "Fizzle"
    return f"Round {v.get('round', 1)}"


def draw_controls(p, surface) -> None:
    """The controls panel on the right: its title, its words and its buttons."""
    r = p.table.shared("controls")
    surface.blit(assets.panel(r.size, (8, 26, 16, 210), 14, (255, 255, 255, 40), 2), r)
    x = r.x + moves.PAD
    surface.blit(assets.text("bold", 28, panel_title(p), assets.GOLD, role="title"), (x, r.y + 14))
    surface.blit(moves.panel_text(p), (x, moves.text_top(p)))
    if p.assaults and p.column_buttons and not moves.eligible_columns(p):
        top = next(iter(p.column_buttons.values())).rect.bottom + 10
        surface.blit(moves.no_columns_note(p, p.buttons[-1].rect.y - 6 - top), (x, top))
    for b in p.buttons:
        b.draw(surface)


def zoom_preview(p, surface) -> None:
    """The hovered card, large, in the reading panel (its flavour too, at 29 px or more); else
    the panel with the Log and How to play tabs (scenes/table/sheets.py), or in the kiosk's show
    its invitation."""
    t = p.table
    r = t.shared("zoom")
    sp = t.hover if (t.hover is not None and t.hover.card and not t.drag.active) else None
    if sp is None:
        over = t.help_override(r)          # the kiosk's show (scenes/screens/kiosk.py)
        if over is not None:
            surface.blit(over, r)
        else:
            t.sheets.draw_home(surface, r)
        return
    surface.blit(assets.panel(r.size, (8, 26, 16, 230), 14, (255, 255, 255, 40), 2), r)
    k = round(min((r.h - 20) / p.art.h, (r.w - 20) / p.art.w, 3.2), 2)
    face = p.art.face(sp.card, k)
    surface.blit(face, face.get_rect(center=r.center))
