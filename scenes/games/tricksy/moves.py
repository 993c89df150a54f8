"""The Tricksy Kittens table's input: drags and drops, clicks, the questions a power asks,
picking hand cards (pass, set aside, discard, Sleight of Paw), the buttons of the controls
panel and the card grids (discard pile, lives piles, rows). Every move is one of
``legal_actions`` (indexed by choices.py); a refused one is snapped back with ``explain``'s words.
Functions of the plan (:class:`~scenes.games.tricksy.table.TricksyPlan`, ``p``), which calls them
from its input hooks.
"""
from __future__ import annotations

import pygame

from game.core.contract import seat_name
from game.tricksy.actions import Bid, Play, SwapWithTrick, UsePower
from scenes.games.tricksy import choices, model, places, questions, words
from scenes.games.tricksy.model import KittySprite
from scenes.games.tricksy.questions import ChoiceScene, card_details
from scenes.table.focus import Item, button_items
from scenes.widgets.button import Button
from scenes.widgets.overlays import ActionMenuScene, CardGridScene


def key(p, event) -> bool:
    """Esc drops a carried card; a button's own key clicks it (a dimmed one does nothing)."""
    if event.key == pygame.K_ESCAPE and p.table.drag.active:
        p.table.drag.cancel()
        return True
    for b in p.buttons:
        if b.key is not None and b.key == event.key and b.visible:
            if b.enabled:
                b.click()
            return True
    return False


def own(p, sp: KittySprite) -> bool:
    """The card lies in one of the viewer's own zones (hand, bid, row)."""
    return p.table.view_seat is not None and sp.zone.startswith(seat_name(p.table.view_seat) + ".")


# ------------------------------------------------------------------ focus (scenes/table/focus.py)

def focus_items(p) -> list:
    """A multi-card choice (pass cards) is made as with the mouse: the cursor moves over the
    hand cards that can still be part of a legal choice (and the ones picked); Enter / A picks
    or puts back one card at a time, then the confirm button (focused once the choice is
    complete) submits it. Everything else: the shared cards and buttons."""
    if not p.passes:
        return p.table.default_focus_items()
    picks = []
    for cid in places.own_hand(p) or []:
        sp = p.sprites.get(cid)
        if sp is None or not (cid in p.selected or cid in choices.completions(p)):
            continue
        picks.append(Item(sp.rect, "pick", cid, sp.zone, run=lambda c=cid: focus_pick(p, c),
                          read=lambda card=sp.card: questions.zoom(p, card)))
    return picks + button_items(list(p.buttons))


def focus_pick(p, cid: str):
    """Enter / A on a hand card of a multi-card choice: pick it or put it back; once the choice
    is complete the cursor goes to the button that confirms it."""
    toggle_select(p, cid, "pass")
    done = next((b for b in p.buttons if b.enabled and b.visible), None)
    if done is not None and frozenset(p.selected) in p.passes:
        p.table.nav.key = ("button", id(done))


def focus_target(p, a):
    """A bid onto the seat's bid place, a play onto the trick, a swap onto its trick card."""
    if isinstance(a, Bid):
        return p.table.zone(p.table.view_seat, "bid")
    if isinstance(a, Play):
        return p.table.shared("trick")
    if isinstance(a, SwapWithTrick) and a.target in p.sprites:
        return p.sprites[a.target].rect
    return p.table.shared("power") if isinstance(a, UsePower) else None


def drop_zones(p, sp: KittySprite) -> dict[str, pygame.Rect]:
    """Where the carried card may go now: the bid spot, the trick, a trick card to swap with, POWER."""
    me = p.table.view_seat
    zones: dict[str, pygame.Rect] = {}
    if me is None:
        return zones
    if sp.zone.endswith(".hand"):
        if sp.id in p.bids:
            zones["bid"] = p.table.zone(me, "bid").inflate(24, 24)
        if sp.id in p.plays or p.blind is not None:
            zones["trick"] = p.table.shared("trick")
        for (c, target) in p.swaps:
            if c == sp.id and target in p.sprites:
                zones[f"swap:{target}"] = p.sprites[target].rect
    elif sp.id in p.power_moves:
        zones["power"] = p.table.shared("power").inflate(16, 16)
    return zones


def press(p, pos):
    """Pick up a card of one's own hand, bid or row (even out of turn: the drop says why not)."""
    for b in p.buttons:
        if b.hit(pos):
            return
    sp = model.sprite_at(p, pos)
    if (sp is not None and sp.card is not None and own(p, sp) and not p.table._curtain_pending
            and sp.zone.split(".")[-1] in ("hand", "bid", "row")):
        p.table.drag.press(sp, pos)      # even out of turn: the drop then says why not
    else:
        p.table.drag.press(None, pos, payload=sp)


def snap(p, sp: KittySprite):
    """Put a card back where it came from."""
    sp.snap_back()
    p.table.hover = None
    model.place_all(p, True)


def refuse(p, sp: KittySprite | None, action):
    """Put the card back and say why ``action`` is not allowed (the rules' words)."""
    if sp is not None:
        snap(p, sp)
    if p.table.view_seat is not None:
        p.table.show_toast(p.table.ruleset.explain(p.table.state, p.table.view_seat, action))


def drop(p, sp: KittySprite, pos):
    """What the drop means, from where it landed; legal -> submit, else the reason."""
    me = p.table.view_seat
    if me is None:
        snap(p, sp)
        return
    zone = sp.zone.split(".")[-1]
    on_bid = p.table.zone(me, "bid").inflate(24, 24).collidepoint(pos)
    on_trick = p.table.shared("trick").collidepoint(pos)
    on_power = p.table.shared("power").inflate(16, 16).collidepoint(pos)
    if zone == "hand":
        if on_bid:
            a = Bid(sp.id)
            if a in p.table.legal:
                p.table.submit(a)
            elif p.table.view.get("phase") == "bid" and p.table.view[seat_name(me)]["bid_placed"]:
                snap(p, sp)
                p.table.show_toast("Your bid is placed: it stays face down until every bid is in.", bad=False)
            else:
                refuse(p, sp, a)
            return
        target = next((t.id for t in p.sprites.values() if t.zone == "trick" and t.rect.collidepoint(pos)),
                      None)
        if p.swaps and target is not None:
            a = SwapWithTrick(sp.id, target)
            if a in p.table.legal:
                p.table.submit(a)
            else:
                refuse(p, sp, a)
            return
        if on_trick:
            play_card(p, sp)
            return
        if on_power:
            snap(p, sp)
            p.table.show_toast("Powers are used from your row: drag a card of your row (next to your bid) "
                               "onto POWER." if p.powers_on else "Powers are switched off for this game.")
            return
        snap(p, sp)
        return
    if zone in ("bid", "row"):
        if on_power:
            snap(p, sp)
            use_power(p, sp.id)
            return
        snap(p, sp)
        if on_trick:
            p.table.show_toast("Cards of your row are not played: drag one onto POWER to use its power."
                               if p.powers_on else "Your bid stays face up in front of you for the round.",
                               bad=False)
        return
    snap(p, sp)


def play_card(p, sp: KittySprite | None, card: str | None = None):
    """Play a hand card (the drop into the trick, or the card's menu)."""
    cid = card or sp.id
    me = p.table.view_seat
    if p.blind is not None:
        p.table.show_toast("Blindfold: a random card of your hand is played, whatever you picked.", bad=False)
        p.table.submit(p.blind)
        return
    options = p.plays.get(cid, [])
    if len(options) == 1:
        p.table.submit(options[0])
        return
    if len(options) > 1:
        if sp is not None:
            snap(p, sp)
        p.table.app.push(ChoiceScene(
            p.table.app, "Which suit does your crown name?",
            "Black Cat: a crown is wild. It counts as the suit you name (and any crown in the trick makes "
            "the lowest number win).",
            [(words.suit_label(p, a.suit), lambda a=a: p.table.submit(a), words.suit_button_colour(p, a.suit))
             for a in options]))
        return
    probe = Play(cid)
    if p.wild and cid.startswith(p.wild + "-") and me is not None:
        lead = p.table.view.get("leading")
        probe = Play(cid, lead if lead in p.suit_info else None)
    refuse(p, sp, probe)


def use_power(p, cid: str):
    """Discard a row card to use its power, asking for what it needs (suit, number, seat, card)."""
    cands = list(p.power_moves.get(cid, []))
    if not cands:
        p.table.show_toast(p.table.ruleset.explain(p.table.state, p.table.view_seat, UsePower(cid))
                           if p.table.view_seat is not None else "")
        return
    ask_power(p, cid, cands)


def ask_power(p, cid: str, cands: list):
    """Narrow a power's legal uses down, a question at a time, until one is left; then use it."""
    if len(cands) == 1:
        p.table.submit(cands[0])
        return
    power = (p.cards.get(cid) or {}).get("power") or {}
    title = f"Power {power.get('id', '?')}: {power.get('name', '')}"
    text = power.get("text", "")
    for field in ("target", "suit", "number", "seat"):
        values = []
        for a in cands:
            v = getattr(a, field)
            if v not in values:
                values.append(v)
        if len(values) <= 1:
            continue
        nxt = lambda v, f=field: ask_power(p, cid, [a for a in cands if getattr(a, f) == v])  # noqa: E731
        if field == "target":
            cards = [p.cards[v] for v in values if v in p.cards]
            mine = set(places.own_hand(p) or [])
            sub = ("which of your cards do you give?" if all(v in mine for v in values)
                   else "which won card do you take?")
            p.table.app.push(CardGridScene(p.table.app, f"{power.get('name', 'Power')}: {sub}", cards, p.hand_art,
                                           on_pick=lambda c: nxt(c["id"]), subtitle=text,
                                           details=card_details))
        elif field == "suit":
            p.table.app.push(ChoiceScene(p.table.app, f"{title}: name a suit", text,
                                         [(words.suit_label(p, v), lambda v=v: nxt(v), words.suit_button_colour(p, v))
                                       for v in values]))
        elif field == "number":
            p.table.app.push(ChoiceScene(p.table.app, f"{title}: name a number", text,
                                         [(str(v), lambda v=v: nxt(v)) for v in sorted(values)]))
        else:
            p.table.app.push(ChoiceScene(p.table.app, f"{title}: choose a player", text,
                                         [(p.plate_name(v), lambda v=v: nxt(v)) for v in values]))
        return
    p.table.submit(cands[0])


def click(p, pos, sp: KittySprite | None):
    """A click: the discard pile, a name plate (the next Kittykeeper), a seat's lives or row, a trick card
    to keep or swap, a hand card's menu or pick, else read the card."""
    me = p.table.view_seat
    piles = p.table.shared("piles")
    if piles.collidepoint(pos) and p.powers_on and sp is None:
        questions.open_discard(p)
        return
    if p.keepers:
        for s in range(p.n):
            if p.table.zone(s, "plate").collidepoint(pos) and s in p.keepers:
                p.table.submit(p.keepers[s])
                return
    if sp is None:
        for s in range(p.n):
            if p.table.zone(s, "lives").collidepoint(pos):
                questions.open_lives(p, s)
                return
            if p.powers_on and p.table.zone(s, "won").collidepoint(pos):
                questions.open_row(p, s)
                return
        return
    if sp.card is None:
        return
    if sp.zone == "trick":
        if sp.id in p.keeps:
            p.table.submit(p.keeps[sp.id])
            return
        if p.swaps:
            pick = next((c for c in p.selected), None)
            a = p.swaps.get((pick, sp.id)) if pick else None
            if a is not None:
                p.table.submit(a)
            else:
                p.table.show_toast("Sleight of Paw: first click one of your hand cards, then the trick card "
                                   "(or drag the hand card onto it).", bad=False)
            return
        questions.zoom(p, sp.card)
        return
    if me is not None and own(p, sp):
        zone = sp.zone.split(".")[-1]
        if zone == "hand":
            mode = choices.selecting(p)
            if mode:
                toggle_select(p, sp.id, mode)
                return
            items = []
            if sp.id in p.bids:
                n = sp.card.get("number")
                items.append((f"Bid this card: you expect {n} trick{'s' if n != 1 else ''}",
                              lambda a=p.bids[sp.id]: p.table.submit(a)))
            if sp.id in p.plays or p.blind is not None:
                items.append(("Play this card", lambda: play_card(p, None, sp.id)))
            if items:
                items.append(("Read the card", lambda: questions.zoom(p, sp.card)))
                p.table.app.push(ActionMenuScene(p.table.app, sp.rect, sp.card.get("name", ""), items))
                return
            if p.table.view.get("phase") in ("play", "bid") and me in (p.table.view.get("to_act") or []):
                probe = Bid(sp.id) if p.table.view["phase"] == "bid" else Play(sp.id)
                p.table.show_toast(p.table.ruleset.explain(p.table.state, me, probe))
                return
        elif sp.id in p.power_moves:
            power = sp.card.get("power") or {}
            p.table.app.push(ActionMenuScene(p.table.app, sp.rect, sp.card.get("name", ""),
                                             [(f"Use power {power.get('id')}: {power.get('name')}",
                                            lambda: use_power(p, sp.id)),
                                           ("Read the card", lambda: questions.zoom(p, sp.card))]))
            return
    questions.zoom(p, sp.card)


def toggle_select(p, cid: str, mode: str):
    """Pick a hand card for a multi-card choice or put it back (the oldest pick goes when full)."""
    if cid in p.selected:
        p.selected.remove(cid)
    else:
        limit = 1
        if mode == "pass":
            ch = choices.choice(p) or {}
            limit = ch.get("count", 1)
        if len(p.selected) >= limit:
            p.selected.pop(0)
        p.selected.append(cid)
    build_buttons(p)
    choices.apply_highlights(p)
    model.place_all(p, True)


def confirm_selection(p):
    """Submit the picked cards' pass, set-aside or discard (or say to pick first)."""
    mode = choices.selecting(p)
    a = None
    if mode == "pass":
        a = p.passes.get(frozenset(p.selected))
    elif mode == "aside" and len(p.selected) == 1:
        a = p.asides.get(p.selected[0])
    elif mode == "discard" and len(p.selected) == 1:
        a = p.discards.get(p.selected[0])
    if a is None:
        p.table.show_toast("Choose the cards first (click them in your hand).", bad=False)
        return
    p.selected = []
    p.table.submit(a)


def right_click(p, pos):
    """Drop the carried card, or read the card under the pointer."""
    if p.table.drag.active:
        p.table.drag.cancel()
        return
    sp = model.sprite_at(p, pos)
    if sp is not None and sp.card is not None:
        questions.zoom(p, sp.card)


def build_buttons(p):
    """The controls panel's buttons for the legal moves: confirm a pick, the next Kittykeeper, Blindfold,
    the powers."""
    r = p.table.shared("controls")
    p.buttons = []
    x, w = r.x + 16, r.w - 32
    y = r.y + 60 + words.controls_text(p).get_height() + 12
    bottom = r.bottom - 12
    ch = choices.choice(p)
    mode = choices.selecting(p)
    if mode in ("pass", "aside", "discard"):
        label = {"pass": "Pass these cards", "aside": "Set it aside face down", "discard": "Discard it"}[mode]
        b = Button((x, y, w, 58), label + " (Enter)", lambda: confirm_selection(p), key=pygame.K_RETURN,
                   colour=(170, 120, 30), size=26)
        need = (ch or {}).get("count", 1) if mode == "pass" else 1
        b.enabled = len(p.selected) == need
        p.buttons.append(b)
        return
    if p.keepers:
        p.buttons.append(Button((x, y, w, 58), "Next Kittykeeper (K)", lambda: ask_keeper(p),
                                key=pygame.K_k, colour=(170, 120, 30), size=26))
        return
    if p.blind is not None:
        p.buttons.append(Button((x, y, w, 58), "Play a random card (B)", lambda: p.table.submit(p.blind),
                                key=pygame.K_b, colour=(170, 120, 30), size=26, payload=p.blind))
        y += 68
    if p.power_moves:
        for i, cid in enumerate(list(p.power_moves)[:4]):
            if y + 52 > bottom:
                break
            power = (p.cards.get(cid) or {}).get("power") or {}
            p.buttons.append(Button((x, y, w, 52), f"Power {power.get('id')}: {power.get('name')}",
                                    lambda c=cid: use_power(p, c), key=pygame.K_F1 + i,
                                    colour=(96, 60, 130), size=26,
                                    payload=p.power_moves[cid][0] if len(p.power_moves[cid]) == 1 else None))
            y += 60


def ask_keeper(p):
    """Which seat becomes the next Kittykeeper."""
    p.table.app.push(ChoiceScene(p.table.app, "Who is the next Kittykeeper?",
                                 "The Kittykeeper leads the next trick; the suit of their bid is trump.",
                                 [(p.plate_name(s), lambda a=a: p.table.submit(a)) for s, a in
                               sorted(p.keepers.items())]))

