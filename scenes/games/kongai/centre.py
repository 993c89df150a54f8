"""Between and around Kongai's two fighters: the range track, the reveal panel (the hidden
choices, then the last reveal in resolution order), the caption strip (the beat on show, a
hovered choice in full, else the phase's tip) and the help panel: the two tabs that open the log
and "How to play" (scenes/table/sheets.py), with the buttons of the device used last at its foot
(scenes/table/focus.py draw_controls, issue 15). Type for the TV (issue 27): 23 px and up."""
from __future__ import annotations

import pygame

from game.core.contract import seat_name
from scenes import assets
from scenes.games.kongai.acts import idle_reason
from scenes.games.kongai.draft import SEAT_COLOURS
from scenes.games.kongai.stats import LABEL, TEXT, label, least, lines_at, plain_text, render_lines
from scenes.games.kongai.words import SIMULTANEOUS, char_name, choice_words
from scenes.table import panels

#: the phase's tip, by phase: the caption strip shows it while nothing else is there
TIPS = {
    "draft": "Take turns picking in snake order. Hover a character to read its moves below; "
             "right-click one to zoom.",
    "items": "Click an item, then the character of yours who carries it. An item works only while "
             "its holder is active.",
    "pick_start": "Both players choose a starting character in secret; both are shown together.",
    "maneuver": "The same choice, or one choice and a pass, sets the range; close against far keeps "
                "it. Most turns both pass.",
    "combat": "Faster moves go first; an interrupt that lands first cancels the slower move. A switch "
              "dodges attacks; an intercept catches it.",
    "replace": "A knocked-out character must be replaced; the other player waits.",
    "over": "The duel is over. The log (O) has every move and the rule it applied.",
}
TIPS_TAIL = " Right-click a character to read it."
#: what the caption strip adds while choices are shown
HOVER_TAIL = " Hover a choice to read it in full."


def draw_range(p, surface):
    r = p.table.layout.rect("range")
    v = p.table.view
    surface.blit(assets.panel(r.size, (14, 18, 36, 230), 16, (120, 130, 190), 2), r)
    t = label("RANGE", (170, 180, 220))
    surface.blit(t, t.get_rect(midtop=(r.centerx, r.y + 6)))
    y = r.y + 4 + t.get_height()
    k = p.range_pos.value
    word = "FAR" if k > 0.5 else "CLOSE"
    big = assets.text("serif", 40, word, assets.GOLD, role="title")
    surface.blit(big, big.get_rect(midtop=(r.centerx, y - 2)))
    y += big.get_height() - 2
    rad = max(17, label("YOU", assets.INK, least(LABEL)).get_width() // 2 + 4)
    track = pygame.Rect(r.x + 24 + rad // 2, y + rad - 5, r.w - 48 - rad, 10)
    pygame.draw.rect(surface, (50, 56, 90), track, border_radius=5)
    for x in (track.centerx, track.x, track.right):
        pygame.draw.line(surface, (110, 120, 170), (x, track.y - 8), (x, track.bottom + 8), 2)
    half = track.w / 2
    gap = rad + 19 + (half - rad - 23) * k      # the two fighters stand close together or far apart
    for s in (0, 1):
        left = p.table.pos_name(s) == "p1"
        x = int(track.centerx + (-gap if left else gap))
        col = SEAT_COLOURS[0 if s == p.table.near else 1]
        pygame.draw.circle(surface, (0, 0, 0), (x + 2, track.centery + 3), rad)
        pygame.draw.circle(surface, col, (x, track.centery), rad)
        pygame.draw.circle(surface, (255, 255, 255), (x, track.centery), rad, 2)
        lab = label("YOU" if s == p.table.view_seat and len(p.table.humans) == 1 else f"P{s + 1}",
                    assets.INK, least(LABEL))
        surface.blit(lab, lab.get_rect(center=(x, track.centery)))
    y = track.centery + rad + 2
    cl = assets.text("cond", least(TEXT), "close", (150, 160, 200), role="text")
    surface.blit(cl, cl.get_rect(midtop=(track.centerx, y)))
    fl = assets.text("cond", least(TEXT), "far", (150, 160, 200), role="text")
    surface.blit(fl, fl.get_rect(midtop=(track.x + 8, y)))
    surface.blit(fl, fl.get_rect(midtop=(track.right - 8, y)))
    y += cl.get_height() + 8
    calm = v.get("calm", 0)
    if v.get("free_maneuvers"):
        notes, col = ("Stalemate breaker: maneuvers are FREE until damage is dealt",
                      "Maneuvers FREE until damage"), (130, 230, 150)
    else:
        notes, col = (f"Close / Far cost 50 energy · calm turns {calm}/5 (at 5 they become free)",
                      f"Close / Far cost 50 energy · calm {calm}/5", f"calm turns {calm}/5"), (150, 160, 200)
    room = r.bottom - 6 - y
    for note in notes:
        para = plain_text("cond", note, r.w - 24, TEXT, col, 9, 2, "center")
        if para.get_height() <= room:
            surface.blit(para, para.get_rect(midtop=(r.centerx, y)))
            break


def draw_reveal(p, surface):
    r = p.table.layout.rect("reveal")
    v = p.table.view
    key = (p.reveal_show is not None, p.step_no, repr(v.get("last")), repr(v.get("chosen")),
           repr(v.get("choice")), tuple(v.get("to_act") or []), v.get("phase"), p.table.view_seat,
           p.table.beats_active, assets.TYPE_SCALE)
    if p._reveal_cache is None or p._reveal_cache[0] != key:
        p._reveal_cache = (key, render_reveal(p, r.size))
    surface.blit(p._reveal_cache[1], r)


def render_reveal(p, size) -> pygame.Surface:
    """The panel at the largest type (down to 23 px) that shows every step of the reveal."""
    for smaller in range(0, 4):
        surf, whole = render_reveal_at(p, size, smaller)
        if whole:
            break
    return surf


def render_reveal_at(p, size, smaller: int) -> tuple[pygame.Surface, bool]:
    W, H = size
    v = p.table.view
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, (14, 18, 36, 230), surf.get_rect(), border_radius=16)
    pygame.draw.rect(surf, (120, 130, 190), surf.get_rect(), 2, border_radius=16)
    y = 10
    x = 14
    wid = W - 28
    room = [True]                        # False once a line did not fit (the rest is in the log)
    last = v.get("last") or {}
    reserve = assets.font("cond", least(TEXT)).get_linesize() + 4 if last.get("order") else 0   # "N more"

    def para(kind, size, text, colour, lines=2, gap=2):
        nonlocal y
        s, ls = lines_at(kind, text, wid, max(size - smaller, least(TEXT)), TEXT, lines, fewer_lines=False)
        para = render_lines(kind, s, ls, colour, role="text")
        if not room[0] or y + para.get_height() > H - 8 - reserve:
            room[0] = False
            return
        surf.blit(para, (x, y))
        y += para.get_height() + gap

    phase = v.get("phase")
    if phase in SIMULTANEOUS and not p.table.beats_active:
        para("condbold", 26, "HIDDEN CHOICES", (170, 180, 220), 1, 4)
        for s in (0, 1):
            mine = v.get("choice") if s == p.table.view_seat else None
            idle = idle_reason(p, s)
            if idle == "stunned":
                st = "stunned: no choice"
            elif idle == "waiting":
                st = "nothing to choose"
            elif mine:
                st = f"✓ {mine.get('text')}"
            elif (v.get("chosen") or {}).get(seat_name(s)):
                st = "✓ chosen (hidden)"
            else:
                st = "choosing"
            para("cond", 26, f"{p.table.short_name(s)}: {st}", SEAT_COLOURS[0 if s == p.table.near else 1])
        y += 6
        pygame.draw.line(surf, (80, 90, 130), (x, y), (W - x, y), 1)
        y += 8
    last = v.get("last")
    if not last:
        para("cond", 26, "Each phase both players choose in secret; the choices are revealed together and "
                         "resolved here, fastest first.", assets.MUTED, 5)
        return assets._convert(surf), room[0]
    ph = {"pick_start": "starting characters", "maneuver": f"turn {last['turn']} maneuver",
          "combat": f"turn {last['turn']} combat", "replace": "replacement"}.get(last["phase"], last["phase"])
    head = "REVEALED NOW" if p.table.beats_active else "LAST REVEAL"
    para("condbold", 26, f"{head} · {ph}", assets.GOLD, 2, 4)
    for s in (0, 1):
        ch = (last.get("choices") or {}).get(seat_name(s), {})
        para("condbold", 26, f"{p.table.short_name(s)}: {choice_words(ch.get('text', ''))}",
             SEAT_COLOURS[0 if s == p.table.near else 1])
    if last.get("range"):
        rg = last["range"]
        para("cond", 26, f"range {rg['from']} → {rg['to']}", assets.SOFT, 1, 4)
    order = last.get("order") or []
    if not room[0]:
        return assets._convert(surf), False
    more_h = assets.font("cond", least(TEXT)).get_linesize()
    if order and y + 4 + 2 * more_h > H - 8:      # no room for the order: where to read it
        more = assets.text("cond", least(TEXT), f"{len(order)} more in the log (O)", assets.MUTED, role="text")
        surf.blit(more, (x, y + 4))
        return assets._convert(surf), False
    if order:
        y += 4
        para("condbold", 26, "IN ORDER", (170, 180, 220), 1, 2)
        if not room[0]:
            return assets._convert(surf), False
    now = p.table.beats_active and p.step_no is not None
    for i, step in enumerate(order):
        who = char_name(p, step["character"])
        spd = f" (speed {step['speed']})" if step.get("speed") else ""
        dmg = f", {step['damage']} damage" if step.get("damage") else ""
        line = f"{i + 1}. {who}: {step['what']}{spd} → {step['result']}{dmg}"
        shown = not p.table.beats_active or (now and i <= p.step_no) or last["phase"] != "combat"
        if not shown:
            line = f"{i + 1}. still to come"
        col = assets.GOLD if now and i == p.step_no else assets.WHITE if shown else assets.MUTED
        s, ls = lines_at("cond", line, wid, max(26 - smaller, least(TEXT)), TEXT, 3, fewer_lines=False)
        para = render_lines("cond", s, ls, col, role="text")
        left = len(order) - i
        more = assets.text("cond", least(TEXT), f"{left} more in the log (O)", assets.MUTED, role="text")
        if y + para.get_height() + (more.get_height() if left > 1 else 0) > H - 8:
            if y + more.get_height() <= H - 4:
                surf.blit(more, (x, y))
            return assets._convert(surf), False
        surf.blit(para, (x, y))
        y += para.get_height() + 3
    return assets._convert(surf), y <= H - 4


def draw_caption(p, surface):
    """The caption of the beat on show (the shared caption panel), else a hint."""
    r = p.table.caption_place()
    if p.table.beats_active and p.table.choreo.caption:
        beat_caption(p, surface, r, p.table.caption_words())
        return
    surface.blit(assets.panel(r.size, (14, 18, 36, 200), 12, (100, 110, 150), 2), r)
    para = caption_text(idle_caption(p), r)
    surface.blit(para, para.get_rect(center=r.center))


def caption_text(text: str, r: pygame.Rect) -> pygame.Surface:
    """``text`` for the caption strip ``r``: the largest size from 26 px down to 23 px at which it
    fits the strip on two lines."""
    for size in range(26, least(TEXT) - 1, -1):
        para = plain_text("sans", text, r.w - 30, size, assets.SOFT, 2, align="center", fixed_width=r.w - 30)
        if para.get_height() <= r.h - 4:
            break
    return para


def beat_caption(p, surface, r: pygame.Rect, text: str) -> None:
    """The beat's caption in the strip ``r``: the shared caption panel (panels.caption: whole, in
    as many lines as the strip holds, at 26 px as drawn or more)."""
    panels.caption(surface, r, text)


def idle_caption(p) -> str:
    """The phase's tip (what "How to play" says of this phase), and how to read a choice."""
    phase = p.table.view.get("phase")
    if phase == "over":
        return TIPS["over"]
    return help_tips(p) + (HOVER_TAIL if p.buttons and any(b.visible for b in p.buttons) else "")


def draw_tooltip(p, surface):
    """A hovered choice in full, over the caption strip (taller when the text needs it)."""
    b = p.hover_btn
    if b is None or not b.visible or p.table.beats_active:
        return
    text = b.title
    if b.body:
        text += " — " + b.body
    if b.reason:
        text += f"  (Not now: {b.reason})"
    if b.picked:
        text += "  (your locked-in choice)"
    r = p.table.layout.rect("caption")
    s, ls = lines_at("sans", text, r.w - 30, 29, 29, 6, fewer_lines=False)
    para = render_lines("sans", s, ls, assets.WHITE, align="center", width=r.w - 30, role="text")
    box = r.copy()
    if para.get_height() + 12 > box.h:
        box.h = para.get_height() + 14
        box.bottom = r.bottom
    surface.blit(assets.panel(box.size, (20, 24, 48, 255), 12, assets.GOLD, 2), box)
    surface.blit(para, para.get_rect(center=box.center))


# -- the help panel (couch controls, issue 15) ----------------------------------------
def help_tips(p) -> str:
    """The phase's tip (the caption strip shows it while no beat or choice is there)."""
    phase = p.table.view.get("phase")
    return TIPS.get(phase, TIPS["combat"]) + (TIPS_TAIL if phase not in ("draft", "over") else "")


def draw_help(p, surface):
    """The help panel: the tabs of the log and of "How to play" (scenes/table/sheets.py); its top
    right keeps the Hint button, its foot the controls line the focus cursor draws there. In the
    kiosk's show, its invitation instead (sheets.draw_home asks the table's ``help_override``)."""
    p.table.sheets.draw_home(surface, p.table.layout.rect("help"))
