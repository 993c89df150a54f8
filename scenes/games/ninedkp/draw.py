"""How the 9DKP table draws itself: the felt with its ranges and piles, the cards in order, the
banner, the plates, the reading panel at the left (the hovered card, else the help zone's home
with the Log and How to play tabs). Plain functions of the plan
(:class:`scenes.games.ninedkp.table.NineDKPPlan`)."""
from __future__ import annotations

import pygame

from game.core.contract import seat_name
from game.ninedkp.actions import PlayCharacter, PlaySkratch
from scenes import assets
from scenes.games.ninedkp.art import _size_for_px
from scenes.table import panels
from scenes.scene import LOGICAL
from scenes.widgets.cards import CardSprite, name_layout
from scenes.widgets import name_tags
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
        text = assets.text("condbold", TAB_PX, lab, (150, 190, 160))
        edge = r.bottom if mine else r.y          # on the far edges: clear of the banner between the ranges
        tab = text.get_rect(midleft=(r.x + 22, edge)).inflate(16, 2)     # a tab on the range's edge,
        pygame.draw.rect(bg, (14, 50, 30), tab, border_radius=8)         # clear of the cards in it
        pygame.draw.rect(bg, assets.FELT_LINE, tab, 2, border_radius=8)
        bg.blit(text, text.get_rect(center=tab.center))
        for z in ("deck", "discard"):
            zr = t.zone(s, z)
            pygame.draw.rect(bg, (14, 50, 30), zr, border_radius=12)
            pygame.draw.rect(bg, assets.FELT_LINE, zr, 2, border_radius=12)
    # the line between the two sides
    top, bot = t.zone(1 - t.near, "range"), t.zone(t.near, "range")
    mid = (top.bottom + bot.top) // 2
    pygame.draw.line(bg, (60, 120, 80), (top.x, mid), (top.right, mid), 1)
    p.bg = p.bgs[key] = bg.convert() if pygame.display.get_surface() is not None else bg
    return p.bg


def draw_list(p) -> list[CardSprite]:
    """Sprites in drawing order: range, hands, movers, the dragged card. A card lying in a
    discard pile is not drawn (the pile's slot names its top card, :func:`draw_pile`), nor a
    back lying in a hidden hand (:func:`draw_hidden_hand` draws those, without words)."""
    still, moving, top = [], [], []
    tagged = tag_zones(p)
    for sp in p.order:
        if sp.dragging:
            top.append(sp)
        elif sp.animating:
            moving.append(sp)
        elif sp.zone.endswith("discard") or (sp.card is None and sp.zone.endswith("hand")) or on_tag(p, sp, tagged):
            continue
        else:
            still.append(sp)
    hover = p.table.hover
    if hover is not None and hover in still and hover.zone == "p1.hand":
        still.remove(hover)
        still.append(hover)
    return still + moving + top


def crowded(p, zone_name: str, n: int) -> bool:
    """One row of ``n`` cards across the layout's ``zone_name`` would overlap them (and lay a
    card over the name of the one before it)."""
    L = p.table.layout
    w = L.card_size[0]
    return n > 1 and (L.rect(zone_name).w - w) / (n - 1) < w + 4


def near_tags(p) -> bool:
    """Nobody sits at the screen (the kiosk's show: every hand face up) and one row of the near
    hand's cards would cover their names: the table names those cards on tags in the hand's strip
    (:func:`draw_hand_tags`) as it does the far hand's (issue 27: no "Cheerleader" under the next
    card). A player's hand stays a row of cards, to be dragged from."""
    t = p.table
    hand = (t.view.get(seat_name(t.near)) or {}).get("hand")
    return t.view_seat is None and isinstance(hand, list) and crowded(p, "p1.hand", len(hand))


def tag_zones(p) -> tuple[str, ...]:
    """The hands named on tags instead of drawn as cards: the far seat's open hand (the show,
    lessons with open hands: its strip at the top is too low for a card), and the near one in the
    show while one row of it would cover its names (:func:`near_tags`)."""
    return ("p2.hand", "p1.hand") if near_tags(p) else ("p2.hand",)


def on_tag(p, sp, zones: tuple[str, ...] | None = None) -> bool:
    """A face-up card lying in a hand that :func:`draw_hand_tags` names on tags (``zones``:
    :func:`tag_zones`, when known)."""
    return sp.card is not None and sp.zone in (tag_zones(p) if zones is None else zones)


def draw_hand_tags(p, surface: pygame.Surface) -> None:
    """The open hands of :func:`tag_zones` as name tags in their strips
    (:mod:`scenes.widgets.name_tags`): each card's name whole (with its BP where every tag still
    fits; a Skratch card has none) in type read from a sofa; pointing at the card in the
    reading panel is not needed to know what a hand holds."""
    for zone_name in tag_zones(p):
        cards = [sp.card for sp in p.order if sp.zone == zone_name and sp.card is not None and not sp.gone]
        if not cards:
            continue
        zone = p.table.layout.rect(zone_name)
        names = [str(c.get("name", "?")) for c in cards]
        with_bp = [f"{n} · {c['bp']}" if c.get("type") == "character" and c.get("bp") is not None else n
                   for n, c in zip(names, cards)]      # a Skratch card has no BP
        if zone_name == "p1.hand":
            labels, size, rows = largest_tags([with_bp, names], zone, TAG_PX[zone_name])
        else:
            labels, size, rows = name_tags.tag_layout([with_bp, names], zone.w, zone.h, TAG_PX[zone_name])
        name_tags.draw_tags(surface, zone, labels, size, rows)


def largest_tags(choices: list[list[str]], zone: pygame.Rect,
                 biggest: int) -> tuple[list[str], int, list[list[int]]]:
    """(labels, type size, rows) of the tags of a hand in a strip as tall as a card (the near
    hand in the show): the largest type from ``biggest`` down in which every tag fits in the rows
    the strip holds, with the first choice of words where it fits in that type (else
    :func:`name_tags.tag_layout`'s fewest rows, and a "+N more" tag for a hand too long even so)."""
    for size in range(biggest, assets.least(23) - 1, -1):
        most = max(1, (zone.h - 4) // (name_tags.row_height(size) + 12))
        for labels in choices:
            placed = name_tags.rows_of(labels, zone.w, size, most)
            if placed is not None:
                return labels, size, placed
    return name_tags.tag_layout(choices, zone.w, zone.h)


def draw_hidden_hand(p, surface: pygame.Surface) -> None:
    """The backs of a hand the viewer may not see, plain (their words would run into each other
    where they overlap), and how many cards it holds."""
    backs = [sp for sp in p.order if sp.card is None and sp.zone.endswith("hand") and not sp.animating
             and not sp.dragging and not sp.gone]
    if not backs:
        return
    plain = p.art.plain_back()
    for sp in backs:
        surface.blit(plain, sp.rect)
    zone = p.table.layout.rect(backs[0].zone)
    words = assets.text("condbold", TAB_PX, f"HAND {len(backs)}", (236, 220, 180))
    box = words.get_rect().inflate(20, 8)
    box.bottomright = (zone.right - 8, zone.bottom - 4)
    surface.blit(assets.panel(box.size, (10, 30, 20, 235), 10, assets.FELT_LINE, 2), box)
    surface.blit(words, words.get_rect(center=box.center))


def draw_pile(p, surface: pygame.Surface, s: int) -> None:
    """Seat ``s``'s deck (a plain back while it has cards, its count on it) and discard pile (its
    count, and the name of its top card) in their slots."""
    t = p.table
    pv = t.view[seat_name(s)]
    dr = t.zone(s, "deck")
    inner = dr.inflate(-10, -10)
    if pv["deck"]:
        back = p.art.plain_back()
        surface.blit(back, inner, pygame.Rect((back.get_width() - inner.w) // 2, (back.get_height() - inner.h) // 2,
                                              inner.w, inner.h))
    label = f"DECK  {pv['deck']}"
    words = assets.text("condbold", assets.fit("condbold", label, inner.w - 20, PILE_PX, _size_for_px(TAB_PX)),
                        label, (236, 230, 200))
    plate = words.get_rect(center=inner.center).inflate(16, 6)
    pygame.draw.rect(surface, (60, 16, 24) if pv["deck"] else (14, 50, 30), plate, border_radius=8)
    surface.blit(words, words.get_rect(center=plate.center))
    xr = t.zone(s, "discard")
    inner = xr.inflate(-10, -10)
    label = f"DISCARD  {len(pv['discard'])}"
    count = assets.text("condbold", assets.fit("condbold", label, inner.w - 10, PILE_PX, _size_for_px(TAB_PX)),
                        label, (190, 220, 195))
    if not pv["discard"]:
        surface.blit(count, count.get_rect(center=inner.center))
        return
    head = pygame.Rect(inner.x, inner.y, inner.w, count.get_height() + 2)
    name = str(pv["discard"][-1].get("name", ""))       # the top card, where it fits whole
    lines, lh = [], 0
    for size in range(TAB_PX, _size_for_px(TAB_PX) - 1, -1):
        size, lines = name_layout(name, inner.w - 10, size, size)
        lh = assets.font("condbold", size).get_linesize() - 4
        if lh * len(lines) <= inner.bottom - head.bottom:
            break
    else:
        lines = []
    if not lines:
        surface.blit(count, count.get_rect(center=inner.center))
        return
    pygame.draw.rect(surface, assets.CREAM, inner, border_radius=8)
    pygame.draw.rect(surface, (14, 50, 30), head, border_top_left_radius=8, border_top_right_radius=8)
    surface.blit(count, count.get_rect(center=head.center))
    y = (head.bottom + inner.bottom) // 2 - lh * len(lines) // 2 - 2
    for line in lines:
        w = assets.text("condbold", size, line, assets.INK, role="name")
        surface.blit(w, w.get_rect(midtop=(inner.centerx, y)))
        y += lh


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
        return (f"Pass the screen to {t.short_name(who)}.", False)
    if p.target_mode:
        return (p.target_mode["text"] + " — click a highlighted card.", True)
    if me is None or who != me:
        name = t.short_name(who)
        if phase == "order":
            return (f"{name} won the roll-off and is choosing who goes first.", False)
        if phase == "defend":
            return (f"{name} is choosing a defender.", False)
        return (f"{name}'s turn" + (" — thinking." if t.seats[who] != "human" else "."), False)
    if not t.legal:        # the rules wait for you, the table not yet (its beats, a lesson's "watch")
        return ("Your turn in a moment.", False)
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
    for s in (0, 1):
        draw_pile(p, surface, s)
    # the drop zones glow under the cards while dragging
    t.drag.draw_zones(surface)
    draw_hidden_hand(p, surface)
    draw_hand_tags(p, surface)
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
    draw_dice(p, surface)
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
    """(name, acting, tag) for the plate, the name whole at 23 px or more beside the tag's
    pill (else the name without its seat tag, else no tag; the gold edge still says who acts).
    Measured as :func:`scenes.table.panels.plate` sets them."""
    t = p.table
    acting = s in (t.view.get("to_act") or []) and t.view.get("phase") != "over"
    room = width - 28
    for name, tg in ((p.plate_name(s), tag), (t.short_name(s), tag), (p.plate_name(s), ""),
                     (t.short_name(s), "")):
        left = room
        if tg:
            pill = assets.text("condbold", 23, tg.upper()).get_width() + 16
            if pill + 12 + assets.font("bold", 23).size(name)[0] > room:
                continue
            left = room - pill - 12
        if assets.font("bold", 23).size(name)[0] <= left:
            return name, acting, tg
    return t.short_name(s), acting, ""


def draw_dice(p, surface: pygame.Surface) -> None:
    """The roll-off's dice, while the winner chooses who goes first (and while they roll), each
    with its seat's name under it (the log keeps the result)."""
    t = p.table
    if t.view.get("phase") != "order" and not p.dice.animating:
        return
    p.dice.draw(surface)
    for s, d in enumerate(p.dice.dice):
        if d.value is None and not d.rolling:
            continue
        words = assets.text("condbold", TAB_PX, t.short_name(s), assets.SOFT)
        surface.blit(words, words.get_rect(midtop=(d.home[0], d.home[1] + d.size // 2 + 10)))


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
    """The reading panel: the hovered (or focused) card large, with its BP now and its whole
    rules text under it at 29 px; with no card read, the help zone's home (the Log and How to
    play tabs, the Hint, the controls line) or, in the kiosk's show, its invitation."""
    t = p.table
    r = t.layout.rect("zoom")
    sp = hovered(p)
    if sp is None:
        own = t.help_override(r)               # the kiosk's show: its invitation
        if own is not None:
            surface.blit(own, r)
        else:
            t.sheets.draw_home(surface, r)
        return
    c = sp.card
    width = r.w - 28
    lines = []
    if c.get("type") == "character" and c.get("bp") != c.get("printed_bp"):
        lines.append(assets.paragraph("bold", 32, f"Now {c.get('bp')} BP", width, (255, 220, 120), 2,
                                      role="number"))
        lines.append(assets.paragraph("sans", READ_PX, f"printed {c.get('printed_bp')} BP"
                                      + "".join(f"; {w}" for w in token_words(p, c)), width, assets.SOFT, 2))
    text = str(c.get("text") or "")
    if text:
        lines.append(assets.paragraph("sans", READ_PX, text, width, assets.WHITE, 3))
    below = sum(x.get_height() + 6 for x in lines) + 16 if lines else 0
    # the face beside the Hint button (at the zone's top right, scenes/table/hint.py), or under it
    # and centred, whichever shows it larger; the whole face at 1x or more, else its upper part
    # (name, art box, type line: the rules and the BP are in the words under it)
    beside = min(round((r.h - below - 8) / p.art.h, 2), round((r.w - HINT_W - 24) / p.art.w, 2))
    under = min(2.0, round((r.h - HINT_ROOM - below - 8) / p.art.h, 2), round(r.w / p.art.w, 2))
    if max(beside, under) >= 1.0:
        k = max(beside, under)
        face = p.art.face(c, k)
        top = r.y if beside >= under else r.y + HINT_ROOM
        surface.blit(face, face.get_rect(midtop=(r.centerx, top)) if beside < under else (r.x + 8, top))
        used = face.get_height()
    else:
        top, face = r.y + HINT_ROOM, p.art.face(c, 1.0)
        used = p.art.parts(1.0)["rules"].y
        surface.blit(face, face.get_rect(midtop=(r.centerx, top)), pygame.Rect(0, 0, face.get_width(), used))
    if lines:
        box = pygame.Rect(r.x, max(top + used + 6, r.bottom - below), r.w, below)
        surface.blit(assets.panel(box.size, (0, 0, 0, 225), 12), box)
        y = box.y + 10
        for x in lines:
            surface.blit(x, (box.x + 14, y))
            y += x.get_height() + 6


def token_words(p, card: dict) -> list[str]:
    """The card's BP tokens in words, for the reading panel ("damage -200 BP", "aura +100 BP")."""
    printed = int(card.get("printed_bp", 0) or 0)
    base = int(card.get("base_bp", printed) or 0)
    buff = int(card.get("buff", 0) or 0)
    out = []
    if base != printed:
        out.append(f"{'healed' if base > printed else 'damage'} {base - printed:+d} BP")
    if buff:
        out.append(f"aura {buff:+d} BP")
    return out


#: the range tabs', the hidden hand's and the dice's words (px before the type scale)
TAB_PX = 23
#: the largest type of a hand's name tags (px before the type scale): the far hand's strip is low,
#: the near hand's (named on tags in the show) as tall as a card
TAG_PX = {"p2.hand": name_tags.BIGGEST, "p1.hand": 34}
#: the piles' counts and the discard pile's top card
PILE_PX = 24
#: the reading panel's text (29 px or more, issue 27)
READ_PX = 29
#: the Hint button at the reading panel's top right (48 px tall, 6 px under the zone's top; 220 wide)
HINT_ROOM, HINT_W = 60, 220
