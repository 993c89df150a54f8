"""9DKP's moves: what a drag, a drop, a click and a key do at its table. Plain functions of the
plan (:class:`scenes.games.ninedkp.table.NineDKPPlan`).

Every possible move comes from ``ruleset.legal_actions`` (indexed by the plan in ``plays``,
``attacks``, ``abilities``, ``retires``, ``counter_moves``: :mod:`scenes.games.ninedkp.place`);
what cannot be done says why through ``ruleset.explain``. A card glows, and a place glows while
a card is dragged, only when a legal action puts it there.
"""
from __future__ import annotations

import pygame

from game.core.contract import seat_name
from game.ninedkp.actions import Attack, PlayCharacter, PlaySkratch
from scenes.games.ninedkp.art import card_details
from scenes.games.ninedkp.draw import draw_list
from scenes.widgets.cards import CardSprite
from scenes.widgets.overlays import ActionMenuScene, CardGridScene, ZoomScene


# ------------------------------------------------------------------ acting
def submit_kind(p, kind) -> None:
    """Submit the legal action of ``kind`` (End Turn), or say why there is none."""
    t = p.table
    a = next((x for x in t.legal if type(x) is kind), None)
    if a is not None:
        t.submit(a)
    elif t.view_seat is not None:
        t.show_toast(t.ruleset.explain(t.state, t.view_seat, kind()))


def cancel_target(p) -> None:
    """Drop the half-made choice of a target."""
    p.target_mode = None
    p.table.refresh_legal()
    p.table.app.dirty = True


# ------------------------------------------------------------------ what is where
def sprite_at(p, pos) -> CardSprite | None:
    """The topmost card under ``pos`` (not one in a discard pile: a click there opens the pile)."""
    for sp in reversed(draw_list(p)):
        if sp.gone or sp.fade is not None or sp.zone.endswith("discard"):
            continue
        if sp.rect.collidepoint(pos):
            return sp
    return None


def own(p, sp: CardSprite) -> bool:
    """The card is on the near side of a table with a player."""
    return sp.zone.startswith("p1.") and p.table.view_seat is not None


def drop_zones(p, sp: CardSprite) -> dict[str, pygame.Rect]:
    """Where a dragged card may go: only places some legal action puts it (they glow)."""
    L = p.table.layout
    if sp.zone == "p1.hand":
        plays = p.plays.get(sp.id, [])
        if not plays:
            return {}
        zones = {"p1.range": L.rect("p1.range")}
        if any(_zone_of(p, getattr(a, "target", None)) == "p2.range" for a in plays):
            zones["p2.range"] = L.rect("p2.range")
        return zones
    if sp.zone == "p1.range" and (sp.id in p.attacks or sp.id in p.counter_moves):
        return {"enemy": enemy_rect(p)}
    return {}


def _zone_of(p, cid) -> str | None:
    sp = p.sprites.get(cid) if cid is not None else None
    return sp.zone if sp is not None else None


def enemy_rect(p) -> pygame.Rect:
    """The far side (its range and hand): where an attacker is dragged."""
    L = p.table.layout
    return L.rect("p2.range").union(L.rect("p2.hand"))


def _target_under(p, pos, exclude=None) -> str | None:
    for sp in reversed(draw_list(p)):
        if sp is exclude or sp.card is None or sp.zone.endswith("discard"):
            continue
        if sp.rect.collidepoint(pos):
            return sp.id
    return None


# ------------------------------------------------------------------ keys and the pointer
def key(p, event) -> bool:
    """Esc drops a half-made choice or a carried card; a button's key clicks it."""
    drag = p.table.drag
    if event.key == pygame.K_ESCAPE and p.target_mode:
        cancel_target(p)
        return True
    if event.key == pygame.K_ESCAPE and drag.active:
        drag.cancel()
        return True
    for b in p.buttons:
        if b.key is not None and b.key == event.key and b.enabled:
            b.click()
            return True
    return False


def press(p, pos) -> None:
    """Pick up a card of yours (even out of turn: the drop then says why not); a press on a live
    button or anything else is only remembered (a click)."""
    t = p.table
    if any(b.hit(pos) for b in p.buttons):
        return
    sp = sprite_at(p, pos)
    if sp is None or sp.card is None or p.target_mode:
        t.drag.press(None, pos, payload=sp)
        return
    if own(p, sp) and sp.zone in ("p1.hand", "p1.range") and not t._curtain_pending:
        t.drag.press(sp, pos)
    else:
        t.drag.press(None, pos, payload=sp)


def release_past(p, pos) -> None:
    """Let go where a dimmed button lies: as anywhere else, a click or a drop (the table's own
    release would take it for a press of that button)."""
    drag = p.table.drag
    if not drag.pressed:
        p.click(pos, sprite_at(p, pos))
        return
    payload = drag.payload
    result = drag.release(pos)
    if result[0] == "click":
        sp = result[1] if result[1] is not None else payload
        p.click(pos, sprite_at(p, pos) if sp is None else sp)
        return
    p.drop(result[1], pos)


# -- drops -------------------------------------------------------------
def drop(p, sp: CardSprite, zone: str | None, pos) -> None:
    """A carried card let go over ``zone`` (one of its ``drop_zones``, or None): play it, attack
    or counter with it, or put it back and say why."""
    t = p.table
    seat = t.view_seat
    card = sp.card or {}
    if sp.zone == "p1.hand":
        candidates = p.plays.get(sp.id, [])
        if zone is None:
            sp.snap_back()
            if pos[1] >= t.layout.rect("p1.hand").y - 20:      # let go in the hand: nothing to say
                return
            if candidates:
                t.show_toast("Drop the card on your range (the glowing area) to play it.")
            else:                                                # nothing glowed: why not
                kind = PlayCharacter if card.get("type") == "character" else PlaySkratch
                t.show_toast(t.ruleset.explain(t.state, seat, kind(sp.id)))
            return
        under = _target_under(p, pos, exclude=sp)
        choose(p, sp, candidates, under, f"Choose a target for {card.get('name', 'the card')}")
        return
    if sp.zone == "p1.range":
        if zone != "enemy":
            sp.snap_back()
            if enemy_rect(p).collidepoint(pos):               # nothing glowed there: why not
                t.show_toast(t.ruleset.explain(t.state, seat, Attack(sp.id)))
            return
        if p.counter_moves.get(sp.id) is not None:
            t.submit(p.counter_moves[sp.id])
            return
        a = p.attacks.get(sp.id)
        if a is None:
            sp.snap_back()
            t.show_toast(t.ruleset.explain(t.state, seat, Attack(sp.id)))
            return
        t.submit(a)
        return
    sp.snap_back()


def choose(p, sp: CardSprite | None, candidates: list, under: str | None, prompt: str) -> None:
    """Submit the one candidate, or the one whose target was dropped on, or ask."""
    t = p.table
    if under is not None:
        hit = [a for a in candidates if getattr(a, "target", None) == under]
        if hit:
            t.submit(hit[0])
            return
    if len(candidates) == 1:
        t.submit(candidates[0])
        return
    targets = [a.target for a in candidates]
    if None in targets:
        t.submit(candidates[targets.index(None)])
        return
    if sp is not None:
        sp.snap_back()
    # targets not on the table (e.g. in a discard pile): a picker
    on_table = {sid for sid, s in p.sprites.items() if s.zone.endswith("range") and s.card}
    if not all(x in on_table for x in targets):
        t.app.push(CardGridScene(t.app, prompt, _cards_by_id(p, targets), p.art,
                                 on_pick=lambda c: _pick(p, candidates, c["id"]),
                                 pickable=set(targets), subtitle="Click the card to choose it.", details=card_details))
        return
    p.target_mode = {"actions": candidates, "text": prompt, "source": sp.id if sp else None}
    t.refresh_legal()


def _pick(p, candidates, target) -> None:
    a = next((x for x in candidates if getattr(x, "target", None) == target), None)
    if a is not None:
        p.table.submit(a)


def _cards_by_id(p, ids) -> list[dict]:
    want = list(dict.fromkeys(ids))
    found = {}
    for s in (0, 1):
        pv = p.table.view[seat_name(s)]
        for z in ("range", "discard", "hand"):
            for c in pv.get(z) or []:
                found[c["id"]] = c
    return [found[i] for i in want if i in found]


# -- clicks ------------------------------------------------------------
def click(p, pos, sp: CardSprite | None) -> None:
    """A click: pick a target, open a discard pile, counter with a defender, open a card's menu
    (or say why it has none), else read the card."""
    t = p.table
    if p.target_mode:
        if sp is not None and sp.id in {a.target for a in p.target_mode["actions"]}:
            _pick(p, p.target_mode["actions"], sp.id)
        else:
            t.show_toast("Click one of the highlighted cards, or press Esc to cancel.", bad=False)
        return
    for s in (0, 1):
        if t.zone(s, "discard").collidepoint(pos):
            open_discard(p, s)
            return
    if sp is None or sp.card is None:
        return
    if sp.id in p.counter_moves:
        t.submit(p.counter_moves[sp.id])
        return
    if own(p, sp) and sp.zone in ("p1.range", "p1.hand"):
        items = card_actions(p, sp)
        if items:
            t.app.push(ActionMenuScene(t.app, sp.rect, sp.card.get("name", ""), items))
            return
        if t.legal and sp.zone == "p1.hand":
            kind = PlayCharacter if sp.card.get("type") == "character" else PlaySkratch
            t.show_toast(t.ruleset.explain(t.state, t.view_seat, kind(sp.id)))
            return
        if t.legal and sp.zone == "p1.range" and t.view.get("phase") == "action":
            t.show_toast(t.ruleset.explain(t.state, t.view_seat, Attack(sp.id)))
            return
    t.app.push(ZoomScene(t.app, sp.card, p.art, card_details))


def right_click(p, pos) -> None:
    """Cancel a choice or a drag; else a discard pile opens, a card of yours shows its menu, any
    other card its full text."""
    t = p.table
    if p.target_mode:
        cancel_target(p)
        return
    if t.drag.active:
        t.drag.cancel()
        return
    for s in (0, 1):
        if t.zone(s, "discard").collidepoint(pos):
            open_discard(p, s)
            return
    sp = sprite_at(p, pos)
    if sp is None or sp.card is None:
        return
    items = card_actions(p, sp) if own(p, sp) else []
    if items:
        t.app.push(ActionMenuScene(t.app, sp.rect, sp.card.get("name", ""), items))
    else:
        t.app.push(ZoomScene(t.app, sp.card, p.art, card_details))


def card_actions(p, sp: CardSprite) -> list:
    """A card's menu: (label, what it does) for each legal action it has, then "Read the card"."""
    t = p.table
    items = []
    name = sp.card.get("name", "the card")
    cid = sp.id
    if cid in p.plays:
        where = "your range" if sp.card.get("type") == "character" else "the table"
        items.append((f"Play onto {where}", lambda: choose(p, None, p.plays[cid], None, f"Choose a target for {name}")))
    if cid in p.counter_moves:
        items.append(("Counter-attack with it", lambda: p.table.submit(p.counter_moves[cid])))
    if cid in p.attacks:
        items.append((f"Attack ({sp.card.get('bp')} BP)", lambda: p.table.submit(p.attacks[cid])))
    if cid in p.abilities:
        items.append(("Use its ability (red gem)", lambda: choose(
            p, sp, p.abilities[cid], None, f"Choose a target for {name}'s ability")))
    if cid in p.retires:
        items.append(("Retire it for its reward (green gem)", lambda: p.table.submit(p.retires[cid])))
    if items:
        items.append(("Read the card", lambda: t.app.push(ZoomScene(t.app, sp.card, p.art, card_details))))
    return items


def open_discard(p, seat: int) -> None:
    """The seat's discard pile, newest first, to read."""
    t = p.table
    cards = list(reversed(t.view[seat_name(seat)]["discard"]))
    title = f"{t.short_name(seat)}: discard pile ({len(cards)})"
    t.app.push(CardGridScene(t.app, title, cards, p.art, subtitle="Newest first. Click a card to read it.",
                             details=card_details))
