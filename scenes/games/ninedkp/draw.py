"""How the 9DKP table draws itself: the felt with its ranges and piles, the cards in order, the
banner, the plates, the hovered card at the left and the help panel. Plain functions of the plan
(:class:`scenes.games.ninedkp.table.NineDKPPlan`)."""
from __future__ import annotations

import math

import pygame

from game.core.contract import seat_name
from game.ninedkp.actions import PlayCharacter, PlaySkratch
from scenes import assets
from scenes.table import panels
from scenes.scene import LOGICAL
from scenes.widgets.cards import CardSprite
from scenes.widgets.felt import felt


# ------------------------------------------------------------------ background
def background(p) -> pygame.Surface:
    """The felt with both ranges (their slots and tabs), the piles' places and the line between
    the sides: one per side of the table and type scale (a hot-seat turn of the table finds its
    background made; a 1920x1080 copy and convert cost most of a frame)."""
    if p.bg is not None and p.bg_scale == assets.TYPE_SCALE:
        return p.bg
    t = p.table
    p.bg_scale = assets.TYPE_SCALE
    key = (t.near, t.view_seat is None, tuple(t.short_name(s) for s in (0, 1)), assets.TYPE_SCALE)
    if key in p.bgs:
        p.bg = p.bgs[key]
        return p.bg
    L = t.layout
    bg = felt(LOGICAL).copy()
    for s in (0, 1):
        mine = s == t.near
        r = t.zone(s, "range")
        pygame.draw.rect(bg, (14, 50, 30), r, border_radius=22)
        pygame.draw.rect(bg, assets.FELT_LINE, r, 2, border_radius=22)
        cap = L[f"{t.pos_name(s)}.range"].capacity or 4
        sw = r.w / cap
        for i in range(cap):
            slot = pygame.Rect(0, 0, p.art.w + 14, p.art.h + 14)
            slot.center = (int(r.x + sw * (i + 0.5)), r.centery)
            pygame.draw.rect(bg, (40, 96, 62), slot, 2, border_radius=14)
        lab = "YOUR RANGE" if mine and t.view_seat is not None else f"{t.short_name(s).upper()}'S RANGE"
        text = assets.font("condbold", 14).render(lab, True, (150, 190, 160))
        tab = text.get_rect(midleft=(r.x + 22, r.y)).inflate(16, 2)     # a tab on the range's edge,
        pygame.draw.rect(bg, (14, 50, 30), tab, border_radius=8)         # clear of the cards in it
        pygame.draw.rect(bg, assets.FELT_LINE, tab, 2, border_radius=8)
        bg.blit(text, text.get_rect(center=tab.center))
        for z in ("deck", "discard"):
            zr = t.zone(s, z)
            pygame.draw.rect(bg, (14, 50, 30), zr, border_radius=14)
            pygame.draw.rect(bg, assets.FELT_LINE, zr, 2, border_radius=14)
    # the line between the two sides
    top, bot = t.zone(1 - t.near, "range"), t.zone(t.near, "range")
    mid = (top.bottom + bot.top) // 2
    pygame.draw.line(bg, (60, 120, 80), (top.x, mid), (top.right, mid), 1)
    p.bg = p.bgs[key] = bg.convert() if pygame.display.get_surface() is not None else bg
    return p.bg


def draw_list(p) -> list[CardSprite]:
    """Sprites in drawing order: piles (top two), range, hands, movers, the dragged card."""
    still, moving, top = [], [], []
    pile_top: dict[str, list] = {}
    for sp in p.order:
        if sp.zone.endswith("discard") and not sp.animating:
            pile_top.setdefault(sp.zone, []).append(sp)
            continue
        if sp.dragging:
            top.append(sp)
        elif sp.animating:
            moving.append(sp)
        else:
            still.append(sp)
    piles = []
    for lst in pile_top.values():
        piles.extend(lst[-2:])
    hover = p.table.hover
    if hover is not None and hover in still and hover.zone == "p1.hand":
        still.remove(hover)
        still.append(hover)
    return piles + still + moving + top


# ------------------------------------------------------------------ the banner
def prompt(p) -> tuple[str, bool]:
    """The banner: whose turn it is and what can be done now. (text, mine)"""
    t = p.table
    v = t.view
    phase = v.get("phase")
    acting = v.get("to_act") or []
    me = t.view_seat
    if phase == "over":
        return (t.over_prompt(v.get("outcome")), False)
    if not acting:
        return ("", False)
    who = acting[0]
    if t._curtain_pending:
        return (f"Pass the screen to {t.short_name(who)}…", False)
    if p.target_mode:
        return (p.target_mode["text"] + " — click a highlighted card.", True)
    if me is None or who != me:
        name = t.short_name(who)
        if phase == "order":
            return (f"{name} won the roll-off and is choosing who goes first…", False)
        if phase == "defend":
            return (f"{name} is choosing a defender…", False)
        return (f"{name}'s turn" + (" — thinking…" if t.seats[who] != "human" else ""), False)
    if not t.legal:        # the rules wait for you, the table not yet (its beats, a lesson's "watch")
        return ("Your turn in a moment…", False)
    if phase == "order":
        r = v.get("rolls") or [[0, 0]]
        a, b = r[-1]
        return (f"You won the roll-off ({max(a, b)} vs {min(a, b)}). Go first or second?", True)
    if phase == "defend":
        att = v.get("attack") or {}
        enemy = v[seat_name(att.get("seat", 1 - me))]
        card = next((c for c in enemy["range"] if c["id"] == att.get("attacker")), None)
        nm = card["name"] if card else "a character"
        return (f"{t.short_name(att.get('seat', 1 - me))} attacks with {nm} ({att.get('bp')} BP): "
                f"click a glowing character to counter-attack, or take the hit.", True)
    parts = []
    if any(isinstance(a, PlayCharacter) for a in t.legal):
        parts.append("drag a card onto your range")
    elif any(isinstance(a, PlaySkratch) for a in t.legal):
        parts.append("drag a Skratch card onto the range")
    if p.attacks:
        parts.append("drag an awake character up to attack")
    if p.abilities or p.retires:
        parts.append("click a glowing character for its ability")
    if not parts:
        text = "Your turn — nothing more to play: End Turn (E)."
    else:
        text = "Your turn — " + ", ".join(parts) + ", or End Turn."
    return (text, True)


# ------------------------------------------------------------------ the frame
def draw(p, surface: pygame.Surface) -> None:
    """The whole table: felt, piles, the drop zones' glow, the cards, counters and plates, the
    log, the preview or help, the dice, the banner and caption, the buttons, the carried card and
    the toast."""
    t = p.table
    surface.blit(background(p), (0, 0))
    v = t.view
    # piles: deck stacks with counts
    for s in (0, 1):
        pv = v[seat_name(s)]
        dr = t.zone(s, "deck")
        n = pv["deck"]
        if n:
            back = p.art.back()
            for i in range(min(3, (n + 9) // 10)):
                surface.blit(back, back.get_rect(center=(dr.centerx - i * 3, dr.centery - i * 3)))
        panels.pile_label(surface, dr, "DECK", n)
        panels.pile_label(surface, t.zone(s, "discard"), "DISCARD", len(pv["discard"]))
    # the drop zones glow under the cards while dragging
    t.drag.draw_zones(surface)
    for sp in draw_list(p):
        sp.draw(surface)
    # players
    for s in (0, 1):
        p.counters[(s, "hp")].draw(surface)
        p.counters[(s, "dkp")].draw(surface)
        r = t.zone(s, "plate")
        panels.plate(surface, r, *plate_words(p, s, plate_tag(p, s), r.w))
    t.log.draw(surface)
    zoom_preview(p, surface)
    p.dice.draw(surface)
    t.draw_banner(surface)
    t.draw_caption(surface)
    for b in p.choice_buttons:
        b.draw(surface)
    mine = t.view_seat is not None and t.view_seat in (v.get("to_act") or [])
    p.end_button.visible = v.get("phase") == "action" and mine
    p.end_button.draw(surface)
    if t.drag.active and t.drag.sprite is not None:
        t.drag.sprite.draw(surface)
    if t.toast is not None:
        t.draw_toast(surface)


def plate_tag(p, s: int) -> str:
    """The pill on seat ``s``'s plate: what that seat is doing now ("your turn" only while
    it may move: the attacker waits while the defender chooses)."""
    t = p.table
    v = t.view
    phase = v.get("phase")
    acting = s in (v.get("to_act") or []) and phase != "over"
    turn = v.get("active") == s and phase in ("action", "defend")
    name = t.short_name(s)
    if phase == "defend":
        return "defending" if acting else ("attacking" if turn else "")
    if turn and acting:
        return "your turn" if name == "You" else ("to play" if name.startswith("Player") else "its turn")
    if acting and phase == "order":
        return "choosing"
    return ""


def plate_words(p, s: int, tag: str, width: int) -> tuple[str, bool, str]:
    """(name, acting, tag) for the plate, short enough that the name and the tag's pill
    do not meet (in large print: the name without its seat tag, else no tag; the gold edge
    still says who acts). Measured as :func:`scenes.table.panels.plate` sets them."""
    t = p.table
    acting = s in (t.view.get("to_act") or []) and t.view.get("phase") != "over"
    for name, tg in ((p.plate_name(s), tag), (t.short_name(s), tag), (p.plate_name(s), "")):
        room = width - 14 - 12 - assets.text("bold", 22, name).get_width()
        if not tg or room - assets.text("condbold", 18, tg.upper()).get_width() - 16 >= 10:
            return name, acting, tg
    return t.short_name(s), acting, ""


def hovered(p) -> CardSprite | None:
    """The card the pointer rests on, while it is still a card on the table (not one that
    went to a discard pile or left the view since)."""
    t = p.table
    sp = t.hover
    if sp is None or not sp.card or t.drag.active or sp.gone or sp.fade is not None:
        return None
    if p.sprites.get(sp.id) is not sp or sp.zone.endswith("discard"):
        return None
    return sp


def zoom_preview(p, surface) -> None:
    """The hovered card large, with its BP now and its whole rules text under it (else the help)."""
    t = p.table
    r = t.layout.rect("zoom")
    sp = hovered(p)
    if sp is None:
        surface.blit(help_panel(p, r), r)
        return
    c = sp.card
    lines = []
    if c.get("type") == "character" and c.get("bp") != c.get("printed_bp"):
        lines.append(assets.text("bold", 22, f"Now {c.get('bp')} BP (printed {c.get('printed_bp')})",
                                 (255, 220, 120)))
    text = str(c.get("text") or "")
    if text:
        lh = assets.font("sans", 17).get_linesize() + 2
        least = int(p.art.h * 1.3)            # the face never smaller than this
        room = r.h - least - 8 - 16 - sum(x.get_height() + 4 for x in lines)
        lines.append(assets.paragraph("sans", 17, text, r.w - 24, assets.WHITE, 2, max(1, room // lh)))
    below = sum(x.get_height() + 4 for x in lines) + 12 if lines else 0
    k = min(2.0, round((r.h - below - 8) / p.art.h, 2), round(r.w / p.art.w, 2))
    face = p.art.face(c, k)
    surface.blit(face, face.get_rect(midtop=(r.centerx, r.y)))
    if lines:
        box = pygame.Rect(r.x, r.bottom - below, r.w, below)
        surface.blit(assets.panel(box.size, (0, 0, 0, 215), 12), box)
        y = box.y + 8
        for x in lines:
            surface.blit(x, (box.x + 12, y))
            y += x.get_height() + 4


def help_panel(p, r: pygame.Rect) -> pygame.Surface:
    """The "How to play" panel with the gem legend (in the kiosk's show: its invitation)."""
    own = p.table.help_override(r)               # the kiosk's show: its invitation
    if own is not None:
        return own
    return panels.help_panel(r, "How to play", HELP, _gems, extra_h=gems_height(r.w))


HELP = ("Hover a card to read it here; right-click it for its actions or its full text.\n"
        "Drag a glowing card onto your range to play it.\n"
        "Drag an awake character up at the enemy to attack. Sideways cards are in Katnap: "
        "they cannot act this turn.\n"
        "Click a discard pile to look through it. Esc: menu · F11: full screen.")

GEMS = ("black", "yellow", "blue", "red", "green")
#: the legend's words: 15 px, smaller where a line would not fit (never under 14 px)
GEM_SIZE, GEM_MIN_PX = 15, 14
GEM_LEFT = 44


def _gem_rows(width: int) -> tuple[int, int]:
    """(font size, row height) of the gem legend in a panel ``width`` wide."""
    floor = max(1, math.ceil(GEM_MIN_PX / assets.TYPE_SCALE))
    room = width - GEM_LEFT - 12
    size = min(assets.fit("cond", assets.GEM_MEANING[g], room, GEM_SIZE, floor) for g in GEMS)
    return size, assets.font("cond", size).get_linesize() + 3


def gems_height(width: int = 440) -> int:
    """The height the gem legend takes at the foot of the help panel (above its controls line)."""
    return len(GEMS) * _gem_rows(width)[1] + 8


def _gems(s: pygame.Surface) -> None:
    """The five gems and what they mean, at the foot of the help panel (``s`` ends where the
    controls line begins)."""
    size, row = _gem_rows(s.get_width())
    y = s.get_height() - gems_height(s.get_width())
    rad = max(6, row // 3)
    for i, gem in enumerate(GEMS):
        words = assets.text("cond", size, assets.GEM_MEANING[gem], assets.MUTED)
        cy = y + i * row + row // 2
        pygame.draw.circle(s, assets.GEM_COLOURS[gem], (GEM_LEFT - 6 - rad, cy), rad)
        pygame.draw.circle(s, (255, 255, 255), (GEM_LEFT - 6 - rad, cy), rad, 1)
        s.blit(words, words.get_rect(midleft=(GEM_LEFT, cy)))
