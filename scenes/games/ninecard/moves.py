"""How the 9 Card table is played with the mouse and keys: the legal moves indexed by card (what
glows), drags (a hand card onto a rear square or the energy zone, a grid creature one square), a
refused drop snapping back with the rules' reason, clicks (a front creature toggles its column, a
hand card in Fizzle is discarded, a discard pile opens), right-click to read a card, and the
controls panel on the right (the opponent, the columns, Assault!, End turn; Continue / Stop).
Every move is one of the legal actions; every refusal is ``ruleset.explain``'s. Plain functions
of the plan ``p`` (:class:`scenes.games.ninecard.table.NineCardPlan`).
"""
from __future__ import annotations

import pygame

from game.core.contract import seat_name
from game.ninecard.actions import Assault, Cast, CreatureAsEnergy, Discard, FollowUp, Move, PlayEnergy
from scenes import assets
from scenes.games.ninecard import places
from scenes.games.ninecard.art import card_details
from scenes.widgets.overlays import CardGridScene, ZoomScene
from scenes.table.board import seat_zone
from scenes.widgets.button import Button
from scenes.widgets.cards import CardSprite

HAND = 5
#: a column button chosen to lead, and one not chosen (plain, like the other choices of the panel)
CHOSEN, UNCHOSEN = (200, 140, 30), (60, 70, 90)
#: the panel's type (issue 27: words 23 px, buttons 26 px) and its side margin
TEXT_PX, BUTTON_PX, PAD = 23, 26, 16


# ------------------------------------------------------------------ the legal moves
def index_legal(p) -> None:
    """The legal actions of the seat at the screen by kind and card; the chosen opponent and
    columns kept only while they can still lead."""
    p.casts, p.energy_moves, p.moves, p.discards, p.assaults, p.follow = {}, {}, {}, {}, {}, {}
    for a in p.table.legal:
        kind = type(a)
        if kind is Cast:
            p.casts.setdefault(a.card, []).append(a)
        elif kind in (PlayEnergy, CreatureAsEnergy):
            p.energy_moves[a.card] = a
        elif kind is Move:
            p.moves.setdefault(a.card, {})[a.square] = a
        elif kind is Discard:
            p.discards[a.card] = a
        elif kind is Assault:
            p.assaults.setdefault(a.target, {})[tuple(sorted(a.columns))] = a
        elif kind is FollowUp:
            p.follow[a.go] = a
    if p.assaults:
        if p.target not in p.assaults:
            me = p.table.view_seat
            p.target = min(p.assaults, key=lambda t: (t - me) % p.n)
        cols = eligible_columns(p)
        p.columns = {c for c in p.columns if c in cols}
    else:
        p.target = None
        p.columns = set()


def eligible_columns(p) -> set[int]:
    """Columns that may lead an assault on the chosen target (from the legal Assaults)."""
    out = set()
    for cols in p.assaults.get(p.target, {}):
        out.update(cols)
    return out


def next_in_column(p) -> dict | None:
    """During a follow-up choice: the creature the rules say may continue."""
    v = p.table.view
    a = v.get("assault")
    if not a or not a.get("next") or p.table.view_seat is None:
        return None
    grid = v[seat_name(v.get("active", 0))]["grid"]
    return next((c for c in grid if c and c["id"] == a["next"]), None)


def apply_highlights(p) -> None:
    """The glow of each of the viewer's cards: the leaders, the cards to discard, the cards
    with a move, the creatures that may lead."""
    me = p.table.view_seat
    mine = seat_name(me) if me is not None else None
    grid = places.grid_ids(p, me) if me is not None else []
    leaders = {grid[c] for c in p.columns if c < len(grid) and grid[c]}
    if p.follow:
        nxt = next_in_column(p)
        leaders = {nxt["id"]} if nxt else set()
    eligible = {grid[c] for c in eligible_columns(p) if c < len(grid) and grid[c]} if p.assaults else set()
    for cid, sp in p.sprites.items():
        h = None
        if mine and sp.zone.startswith(mine + "."):
            if cid in leaders:
                h = "attack"
            elif cid in p.discards:
                h = "target"
            elif cid in p.casts or cid in p.energy_moves or cid in p.moves:
                h = "legal"
            elif cid in eligible:
                h = "hover"
        sp.highlight = h


# ------------------------------------------------------------------ the controls panel
def panel_text(p) -> pygame.Surface:
    """The words under the panel's title (what the buttons below are for)."""
    t = p.table
    v = t.view
    me = t.view_seat
    w = t.shared("controls").w - 2 * PAD
    if p.follow:
        a = v.get("assault") or {}
        nxt = next_in_column(p)
        body = (f"{nxt['name'] if nxt else 'The creature behind'} stands behind in column "
                f"{a.get('column', 0) + 1}. It may continue the assault on "
                f"{t.short_name(a.get('target', 0))} from where it stands.")
        return assets.paragraph("sans", TEXT_PX, body, w, assets.SOFT, 3)
    if p.assaults:
        if len(p.assaults) > 1:
            body = "Choose the opponent, then the front columns that lead."
        else:
            body = f"Against {t.short_name(p.target)}: choose the front columns that lead. Column c fights column c."
        return assets.paragraph("sans", TEXT_PX, body, w, assets.SOFT, 2)
    if v.get("phase") == "fizzle" and me is not None and me in (v.get("to_act") or []):
        extra = len(places.hand_ids(p, me) or []) - HAND
        return assets.paragraph("sans", TEXT_PX, f"The turn ends with exactly five cards in hand: click {extra} "
                                f"card{'s' if extra != 1 else ''} of your hand to discard "
                                f"{'them' if extra != 1 else 'it'}.", w, assets.SOFT, 3)
    lines = []
    for s in range(p.n):
        if s not in p.life:
            continue
        state = "out" if p.out[s] else f"life {p.life[s]}"
        creatures = sum(1 for c in places.grid_ids(p, s) if c)
        lines.append(f"{p.plate_name(s)}: {state}, {creatures} creature{'s' if creatures != 1 else ''}")
    return assets.paragraph("sans", TEXT_PX, "\n".join(lines), w, assets.SOFT, 4)


#: what the panel says under the columns when none may lead, fullest first
NO_COLUMNS = ("No front creature with attack: you can only end the turn.", "No column can lead: end the turn.",
              "No column can lead.")


def no_columns_note(p, room: int | None = None) -> pygame.Surface:
    """Said under the columns when none may lead: the fullest wording no taller than ``room``
    (None: the fullest; the panel of three opponents in large print has room for a shorter one)."""
    for words in NO_COLUMNS:
        note = assets.paragraph("sans", TEXT_PX, words, p.table.shared("controls").w - 2 * PAD, assets.MUTED, 2)
        if room is None or note.get_height() <= room:
            break
    return note


def text_top(p) -> int:
    """Where the panel's words start (under its title)."""
    r = p.table.shared("controls")
    return r.y + 14 + assets.font("bold", 28).get_linesize() + 6


def build_buttons(p) -> None:
    """The panel's buttons from the legal moves: Continue / Stop, or the opponents, the
    columns, Assault! (dimmed with its reason) and End turn."""
    t = p.table
    r = t.shared("controls")
    p.buttons = []
    p.column_buttons = {}
    p.target_buttons = {}
    x, w = r.x + PAD, r.w - 2 * PAD
    y = text_top(p) + panel_text(p).get_height() + 12
    if p.follow:
        if True in p.follow:
            p.buttons.append(Button((x, y, w, 76), "Continue the assault (Y)",
                                    lambda: t.submit(p.follow[True]), key=pygame.K_y,
                                    colour=(176, 60, 44), size=BUTTON_PX, payload=p.follow[True]))
        if False in p.follow:
            p.buttons.append(Button((x, y + 88, w, 64), "Stop this column (N)",
                                    lambda: t.submit(p.follow[False]), key=pygame.K_n,
                                    colour=(60, 70, 90), size=BUTTON_PX, payload=p.follow[False]))
        return
    if not p.assaults:
        return
    targets = len(p.assaults) if len(p.assaults) > 1 else 0
    eligible = eligible_columns(p)
    # the rows' heights (target, columns, Assault! or the note that no column may lead, End
    # turn), closer together when the panel would not hold them (three opponents in large print)
    rows = (52, 60, 60, 72, 64, 76, 58)
    middle = 76 if eligible else no_columns_note(p).get_height() + 12
    if y + targets * 60 + (12 if targets else 0) + 72 + middle + 58 > r.bottom - 12:
        rows = (46, 52, 54, 62, 56, 64, 52)
    th, tstep, ch, cstep, ah, astep, eh = rows
    if targets:
        for i, s in enumerate(sorted(p.assaults, key=lambda s: (s - t.view_seat) % p.n)):
            chosen = s == p.target
            b = Button((x, y, w, th), ("» " if chosen else "") + f"{p.plate_name(s)}  ·  life "
                       f"{p.life[s]}", lambda s=s: choose_target(p, s),
                       key=pygame.K_F1 + i, colour=(176, 60, 44) if chosen else (60, 70, 90), size=BUTTON_PX)
            p.target_buttons[s] = b
            p.buttons.append(b)
            y += tstep
        y += 12
    cw = (w - 16) // 3
    for c in range(3):                  # only a chosen column is gold with a tick; the others are plain
        on = c in p.columns
        b = Button((x + c * (cw + 8), y, cw, ch), f"Col {c + 1}" + (" ✓" if on else ""),
                   lambda c=c: toggle_column(p, c), key=pygame.K_1 + c,
                   colour=CHOSEN if on else UNCHOSEN, size=BUTTON_PX)
        b.enabled = c in eligible
        p.column_buttons[c] = b
        p.buttons.append(b)
    y += cstep
    p.assault_button = None
    if eligible:
        go = p.assaults.get(p.target, {}).get(tuple(sorted(p.columns)))
        live = bool(p.columns) and go is not None     # dimmed, it says why (a click says it too)
        b = Button((x, y, w, ah), "Assault! (A)" if live else assault_why(p), lambda: assault(p), key=pygame.K_a,
                   colour=(176, 60, 44), size=30 if live else BUTTON_PX,
                   payload=p.assaults.get(p.target, {}).get(tuple(sorted(p.columns))) if p.columns else None)
        b.enabled = live
        p.assault_button = b
        p.buttons.append(b)
        y += astep
    else:
        y += no_columns_note(p).get_height() + 12
    y = min(y, r.bottom - 12 - eh)           # End turn is always on the panel (the note gives way)
    p.buttons.append(Button((x, y, w, eh), "End turn, no assault (E)", lambda: end_turn(p),
                            key=pygame.K_e, colour=(60, 70, 90), size=BUTTON_PX,
                            payload=p.assaults.get(p.target, {}).get(())))


def assault_why(p) -> str:
    """Why Assault! is dimmed, on the button itself: no column chosen yet, or the chosen ones
    may not lead together."""
    if not p.columns:
        return "Assault! · pick a column"
    return "Assault! · not these columns"


def choose_target(p, s: int) -> None:
    """The opponent to assault (3-4 seats)."""
    if s in p.assaults:
        p.target = s
        p.table.refresh_legal()


def probe_target(p) -> int:
    """The chosen opponent, or the next one still in (to ask the ruleset why not)."""
    if p.target is not None:
        return p.target
    me = p.table.near
    for k in range(1, p.n):
        s = (me + k) % p.n
        if not p.out[s]:
            return s
    return (me + 1) % p.n


def toggle_column(p, c: int) -> None:
    """Choose a column to lead, or no longer (a column that may not lead says why)."""
    t = p.table
    if c not in eligible_columns(p):
        if t.view_seat is not None:
            t.show_toast(t.ruleset.explain(t.state, t.view_seat, Assault(probe_target(p), (c,))))
        return
    p.columns ^= {c}
    t.refresh_legal()


def assault(p) -> None:
    """Assault! with the chosen columns, or say why not."""
    t = p.table
    # no column chosen: the "no assault" action is End turn's, never Assault!'s (A once ended the turn)
    a = p.assaults.get(p.target, {}).get(tuple(sorted(p.columns))) if p.columns else None
    if a is None:
        if t.view_seat is not None:
            probe = Assault(probe_target(p), tuple(sorted(p.columns)))
            t.show_toast(t.ruleset.explain(t.state, t.view_seat, probe)
                         if p.columns else "Choose at least one column to lead the assault.")
        return
    t.submit(a)


def end_turn(p) -> None:
    """End the turn with no assault, or say why not."""
    t = p.table
    a = p.assaults.get(p.target, {}).get(())
    if a is None and t.view_seat is not None:
        t.show_toast(t.ruleset.explain(t.state, t.view_seat, Assault(probe_target(p), ())))
        return
    t.submit(a)


# ------------------------------------------------------------------ input
def key(p, event) -> bool:
    """Esc drops a carried card; a button's key clicks it (a dimmed column says why)."""
    t = p.table
    if event.key == pygame.K_ESCAPE and t.drag.active:
        t.drag.cancel()
        return True
    for b in p.buttons:
        if b.key is not None and b.key == event.key and b.visible:
            if b.enabled:
                b.click()
            elif b in p.column_buttons.values():
                b.click()
            return True
    return False


def sprite_at(p, pos) -> CardSprite | None:
    """The topmost card under ``pos`` (not a discard pile's, not one flying to a hand)."""
    for sp in reversed(places.draw_list(p)):
        if sp.gone or sp.fade is not None or sp.zone.endswith(".discard") or sp.zone.endswith(".flying"):
            continue
        if sp.rect.collidepoint(pos):
            return sp
    return None


def own(p, sp: CardSprite) -> bool:
    """The card is in one of the viewer's zones."""
    me = p.table.view_seat
    return me is not None and sp.zone.startswith(seat_name(me) + ".")


def drop_zones(p, sp: CardSprite) -> dict[str, pygame.Rect]:
    """Where a carried card's legal moves go: rear squares, the energy zone, the discard pile,
    a neighbouring square."""
    t = p.table
    me = t.view_seat
    zones = {}
    if me is None:
        return zones
    if sp.zone.endswith(".hand"):
        for a in p.casts.get(sp.id, []):
            zones[f"sq{6 + a.column}"] = p.squares[me][6 + a.column]
        if sp.id in p.energy_moves:
            zones["energy"] = t.zone(me, "energy")
        if sp.id in p.discards:
            zones["discard"] = t.zone(me, "discard").inflate(30, 30)
    elif ".grid." in sp.zone:
        for sq in p.moves.get(sp.id, {}):
            zones[f"sq{sq}"] = p.squares[me][sq]
    return zones


def press(p, pos) -> None:
    """Pick up one of the viewer's hand or grid cards (even out of turn: the drop then says why not)."""
    t = p.table
    for b in p.buttons:
        if b.hit(pos):
            return
    sp = sprite_at(p, pos)
    if (sp is not None and sp.card is not None and own(p, sp) and not t._curtain_pending
            and (sp.zone.endswith(".hand") or ".grid." in sp.zone)):
        t.drag.press(sp, pos)
    else:
        t.drag.press(None, pos, payload=sp)


def square_at(p, seat: int, pos) -> int | None:
    """The square of a seat's grid under ``pos``."""
    for sq, r in enumerate(p.squares[seat]):
        if r.collidepoint(pos):
            return sq
    return None


def snap(p, sp: CardSprite) -> None:
    """A refused drop: back where it came from (the hand without the hover lift)."""
    sp.snap_back()
    p.table.hover = None
    places.place_all(p, True)


def drop(p, sp: CardSprite, pos) -> None:
    """What the drop means, from where it landed; legal -> submit, else the reason."""
    t = p.table
    me = t.view_seat
    card = sp.card or {}
    action = None
    if me is None:
        snap(p, sp)
        return
    sq = square_at(p, me, pos)
    in_energy = t.zone(me, "energy").collidepoint(pos)
    in_discard = t.zone(me, "discard").inflate(30, 30).collidepoint(pos)
    if sp.zone.endswith(".hand"):
        if in_energy:
            action = (PlayEnergy if card.get("type") == "energy" else CreatureAsEnergy)(sp.id)
        elif sq is not None:
            action = Cast(sp.id, sq % 3)
        elif in_discard:
            action = Discard(sp.id)
        else:
            snap(p, sp)
            if not places.hand_rect(p, me).inflate(0, 40).collidepoint(pos):
                t.show_toast("Drop a creature on a glowing rear square of your grid, an Energy card "
                             "on your energy zone.", bad=False)
            return
    elif ".grid." in sp.zone:
        grid = places.grid_ids(p, me)
        here = grid.index(sp.id) if sp.id in grid else None
        if sq is None or sq == here:
            snap(p, sp)
            if sq is None and any(square_at(p, s, pos) is not None for s in range(p.n) if s != me):
                t.show_toast("Creatures fight with the Assault panel on the right: choose the columns "
                             "that lead, then Assault!", bad=False)
            return
        action = Move(sp.id, sq)
    if action is None:
        snap(p, sp)
        return
    if action in t.legal:
        t.submit(action)
        return
    snap(p, sp)
    t.show_toast(t.ruleset.explain(t.state, me, action))


def click(p, pos, sp: CardSprite | None) -> None:
    """A discard pile opens; in Fizzle a hand card is discarded; a front creature toggles its
    column; any other card is read large."""
    t = p.table
    me = t.view_seat
    for s in range(p.n):
        if t.zone(s, "discard").collidepoint(pos):
            open_discard(p, s)
            return
    if sp is None or sp.card is None:
        return
    if me is not None and own(p, sp):
        if sp.zone.endswith(".hand") and t.view.get("phase") == "fizzle":
            a = p.discards.get(sp.id)
            if a is not None:
                t.submit(a)
            else:
                t.show_toast(t.ruleset.explain(t.state, me, Discard(sp.id)))
            return
        grid = places.grid_ids(p, me)
        if ".grid." in sp.zone and sp.id in grid[:3] and p.assaults:
            toggle_column(p, grid.index(sp.id))
            return
    t.app.push(ZoomScene(t.app, sp.card, p.art, card_details))


def right_click(p, pos) -> None:
    """Cancel a drag; else open a discard pile or read the card under the pointer."""
    t = p.table
    if t.drag.active:
        t.drag.cancel()
        return
    for s in range(p.n):
        if t.zone(s, "discard").collidepoint(pos):
            open_discard(p, s)
            return
    sp = sprite_at(p, pos)
    if sp is not None and sp.card is not None:
        t.app.push(ZoomScene(t.app, sp.card, p.art, card_details))


def focus_target(p, a):
    """The square a cast or a move goes to, the energy row, the discard pile."""
    t = p.table
    me = t.view_seat
    if isinstance(a, (Cast, Move)):
        return p.squares[me][6 + a.column if isinstance(a, Cast) else a.square]
    if isinstance(a, (PlayEnergy, CreatureAsEnergy)):
        return t.zone(me, "energy")
    return t.zone(me, "discard") if isinstance(a, Discard) else None


def open_discard(p, seat: int) -> None:
    """A seat's discard pile, newest first, to look through."""
    t = p.table
    cards = [p.cards.get(c["id"], c) for c in reversed(p.board.cards(seat_zone(seat, "discard")))]
    title = t.say(f"{seat_name(seat)}'s discard pile ({len(cards)})")
    t.app.push(CardGridScene(t.app, title, cards, p.art,
                             subtitle="Newest first. Click a card to read it.", details=card_details))
