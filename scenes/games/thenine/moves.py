"""What the player at The Nine's table does with the mouse and the keys: the choice buttons,
dragging cards (their legal targets glow; an illegal drop snaps back with the ruleset's reason),
clicks (a menu of what a card can do, zoom, the Valhalla and RR discard piles) and picking a
target. Every move comes from the table's legal actions (``table.legal``, indexed here on the plan:
``index_legal``); nothing here decides a rule. Functions of the plan
(:class:`scenes.games.thenine.table.TheNinePlan`), which calls them from its input hooks."""
from __future__ import annotations

import math

import pygame

from scenes import assets
from game.thenine.actions import (AddToBid, AssignDefender, ChooseOrder, ConfirmAttack, ConfirmDefence, EndPhase,
                                  Forfeit, Pass, PassBid, PlayEvent, PlayWarrior, RemoveFromBid, SubmitBid,
                                  ToggleAttacker, Unassign)
from scenes.games.thenine import draw, place
from scenes.games.thenine.art import card_details
from scenes.games.thenine.words import card_name
from scenes.table.plan import target_glow
from scenes.widgets.overlays import ActionMenuScene, CardGridScene, ZoomScene
from scenes.widgets.button import Button
from scenes.widgets.cards import CardSprite

#: the words on the choice buttons (26 px as drawn at least)
BUTTON_PX = 26


# ------------------------------------------------------------------ the choices
def build_buttons(p):
    r = p.table.layout.rect("choices")
    p.buttons = []
    items: list[tuple] = []              # (label, fn, key, colour, enabled, the action it submits or None)
    s = p.singles
    if p.target_mode:
        items.append(("Cancel (Esc)", lambda: cancel_target(p), None, (90, 70, 70), True, None))
    elif p.order_moves:
        if True in p.order_moves:
            items.append(("Go first (1)", lambda a=p.order_moves[True]: p.table.submit(a), pygame.K_1,
                          (170, 120, 30), True, p.order_moves[True]))
        if False in p.order_moves:
            items.append(("Go second (2)", lambda a=p.order_moves[False]: p.table.submit(a), pygame.K_2,
                          (50, 90, 140), True, p.order_moves[False]))
    elif Pass in s and p.events:       # with nothing to answer with, nobody is asked (clock.py)
        counters = [a for lst in p.events.values() for a in lst]
        for i, a in enumerate(counters[:3]):
            name = card_name(p.cards.get(a.card))
            items.append(((f"Counter with {name} ({i + 1})", f"Counter: {name} ({i + 1})", f"{name} ({i + 1})"),
                          lambda a=a: p.table.submit(a), pygame.K_1 + i, (120, 70, 170), True, a))
        items.append((("Let it resolve (P)", "Let it resolve (P)", "Resolve it (P)"), lambda a=s[Pass]: p.table.submit(a),
                      pygame.K_p, (60, 70, 90), True, s[Pass]))
    elif EndPhase in s:
        items.append(("End Player phase (E)", lambda a=s[EndPhase]: p.table.submit(a), pygame.K_e, (170, 120, 30),
                      True, s[EndPhase]))
    elif Forfeit in s:
        n = len(place.attackers(p))
        items.append((f"Attack with {n} Warrior{'s' if n != 1 else ''} (A)" if n else "Attack (A)",
                      lambda: confirm_attack(p), pygame.K_a, (176, 60, 44), ConfirmAttack in s, None))
        items.append(("Forfeit the attack (F)", lambda a=s[Forfeit]: p.table.submit(a), pygame.K_f, (60, 70, 90),
                      True, s[Forfeit]))
    elif ConfirmDefence in s:
        n = len(place.assigned(p))
        label = (f"Confirm defence: {n} blocker{'s' if n != 1 else ''} (D)" if n else
                 "No blockers: take the hits (D)")
        items.append((label, lambda a=s[ConfirmDefence]: p.table.submit(a), pygame.K_d, (52, 96, 182), True,
                      s[ConfirmDefence]))
    elif PassBid in s:
        b = p.table.view.get("bid") or {}
        have = (b.get("building") or {}).get("value", 0)
        need = b.get("required", 0)
        items.append((f"Bid {have} Glory (B)" if SubmitBid in s else f"Bid: {have} of {need} Glory (B)",
                      lambda: submit_bid(p), pygame.K_b, (170, 120, 30), SubmitBid in s, None))
        items.append(("Pass (P)", lambda a=s[PassBid]: p.table.submit(a), pygame.K_p, (60, 70, 90), True, s[PassBid]))
    if not items:
        return
    gap = 16
    room = r.w - gap * (len(items) - 1)
    labels, need = button_labels([item[0] for item in items], room)
    x = r.x
    for i, (label, (_, fn, key, col, enabled, action)) in enumerate(zip(labels, items)):
        wide = [max(n, room // len(items)) for n in need]
        w = room * need[i] // sum(need) if sum(need) > room else wide[i] if sum(wide) <= room else need[i] + (
            room - sum(need)) // len(items)
        pad = 6 if r.h >= 52 else 2                   # a short row (the open hands) keeps its buttons 40 px tall
        b = Button((x, r.y + pad, w, r.h - 2 * pad), label, p.clock.guarded_call(fn), key=key,
                   colour=col, size=BUTTON_PX, payload=action)
        x += w + gap
        b.enabled = enabled           # a disabled Attack / Bid button still explains why not
        p.buttons.append(b)


def button_labels(choices: list, room: int) -> tuple[list[str], list[int]]:
    """The labels of a row of buttons and the width each asks for: each choice is a label or a
    tuple of ways of saying it (longest first); the longest ways whose buttons fit ``room`` side by
    side with their words at 26 px as drawn (else the shortest ones)."""
    ways = [c if isinstance(c, tuple) else (c,) for c in choices]
    size = math.ceil(BUTTON_PX / assets.TYPE_SCALE)              # 26 px as drawn, in either print size
    font = assets.font("bold", size)
    for k in range(max(len(w) for w in ways)):
        labels = [w[min(k, len(w) - 1)] for w in ways]
        need = [font.size(label)[0] + 32 for label in labels]
        if sum(need) <= room:
            break
    return labels, need


def confirm_attack(p):
    submit_or_explain(p, p.singles.get(ConfirmAttack), ConfirmAttack())


def submit_bid(p):
    submit_or_explain(p, p.singles.get(SubmitBid), SubmitBid())


def submit_or_explain(p, action, wanted):
    if action is not None:
        p.table.submit(action)
    elif p.table.view_seat is not None:
        p.table.show_toast(p.table.ruleset.explain(p.table.state, p.table.view_seat, wanted))


def cancel_target(p):
    p.target_mode = None
    p.table.refresh_legal()


# ------------------------------------------------------------------ keys and pointer
def key(p, event) -> bool:
    """Esc cancels a choice of target or a drag; a shown button's key clicks it."""
    if event.key == pygame.K_ESCAPE and p.target_mode:
        cancel_target(p)
        return True
    if event.key == pygame.K_ESCAPE and p.table.drag.active:
        p.table.drag.cancel()
        return True
    for b in p.buttons:
        if b.key is not None and b.key == event.key and b.visible:
            b.click()
            return True
    return False


def sprite_at(p, pos) -> CardSprite | None:
    """The topmost card under ``pos`` (not in a pile, not one fading out)."""
    for sp in reversed(draw.draw_list(p)):
        if sp.gone or sp.fade is not None:
            continue
        if sp.zone.endswith("valhalla") or sp.zone == "rr.discard":
            continue
        if sp.rect.collidepoint(pos):
            return sp
    return None


def own(p, sp: CardSprite) -> bool:
    return p.table.view_seat is not None and sp.zone.startswith("p1.") and sp.card is not None


def inside(p, name: str, pos) -> bool:
    return p.table.layout.rect(name).collidepoint(pos)


def enemy_half(p, pos) -> bool:
    """Above the viewer's Warriors: towards the enemy."""
    return pos[1] < p.table.layout.rect("p1.play").y + 10


# ------------------------------------------------------------------ focus (scenes/table/focus.py)
def focus_target(p, a):
    """Where a drag puts it: a Warrior or Event on its target card, else its side (an Event
    answering onto the event place), a blocker on its attacker, a bid card on the bid area."""
    L, on = p.table.layout, getattr(a, "target", None) or getattr(a, "attacker", None)
    if on in p.sprites and isinstance(a, (PlayWarrior, PlayEvent, AssignDefender)):
        return p.sprites[on].rect
    if isinstance(a, PlayWarrior):
        return L.rect("p1.play")
    if isinstance(a, PlayEvent):
        return L.rect("event") if p.table.view.get("phase") == "respond" else L.rect("p1.play").union(L.rect("p2.play"))
    if isinstance(a, AddToBid):
        return L.rect("bid")
    return L.rect("p1.play") if isinstance(a, RemoveFromBid) else None


def drop_zones(p, sp: CardSprite) -> dict[str, pygame.Rect]:
    """Where the carried card may go now."""
    L = p.table.layout
    zones: dict[str, pygame.Rect] = {}
    cid = sp.id
    if sp.zone == "p1.hand":
        for a in p.warriors.get(cid, []):
            if a.target and a.target in p.sprites:
                zones[f"card:{a.target}"] = p.sprites[a.target].rect.inflate(10, 10)
            zones["p1.play"] = L.rect("p1.play")
        for a in p.events.get(cid, []):
            if a.target and a.target in p.sprites:
                zones[f"card:{a.target}"] = p.sprites[a.target].rect.inflate(10, 10)
            elif p.table.view.get("phase") == "respond":
                zones["event"] = L.rect("event").inflate(20, 20)
            else:
                zones["board"] = L.rect("p1.play").union(L.rect("p2.play"))
    elif sp.zone == "p1.play":
        if cid in p.toggles:
            sel = cid in place.attackers(p)
            zones["p1.play" if sel else "p2.play"] = L.rect("p1.play" if sel else "p2.play")
        for att in p.assigns.get(cid, {}):
            if att in p.sprites:
                zones[f"card:{att}"] = p.sprites[att].rect.inflate(16, 16)
        if cid in p.adds:
            zones["bid"] = L.rect("bid")
    elif sp.zone == "p1.rr" and cid in p.adds:
        zones["bid"] = L.rect("bid")
    elif sp.zone == "p1.bid" and cid in p.removes:
        zones["p1.play"] = L.rect("p1.play")
    return zones


def press(p, pos):
    """Left button down: pick up a card of the player's own (even out of turn: the drop then says
    why not), or remember what was pressed; nothing just after a time-out."""
    p.clock.pointer = pos
    if p.clock.guarded:                  # just after a time-out: nothing is picked up or clicked
        p.table.drag.press(None, pos)
        return
    for b in p.buttons:
        if b.hit(pos):
            return
    sp = sprite_at(p, pos)
    if (sp is not None and own(p, sp) and not p.table._curtain_pending and not p.target_mode
            and sp.zone in ("p1.hand", "p1.play", "p1.rr", "p1.bid")):
        p.table.drag.press(sp, pos)      # even out of turn: the drop then says why not
    else:
        p.table.drag.press(None, pos, payload=sp)


def snap(p, sp: CardSprite, reason: str | None = None, bad: bool = True):
    sp.snap_back()
    p.table.hover = None
    place.place_all(p, True)
    if reason:
        p.table.show_toast(reason, bad=bad)


def card_under(p, pos, exclude=None) -> CardSprite | None:
    """The card on the table (not in a hand or a pile) a carried card was let go over."""
    for sp in reversed(draw.draw_list(p)):
        if sp is exclude or sp.card is None or sp.gone or sp.fade is not None:
            continue
        if sp.zone.endswith("valhalla") or sp.zone == "rr.discard" or sp.zone.endswith("hand"):
            continue
        if sp.rect.inflate(10, 10).collidepoint(pos):
            return sp
    return None


def attacker_at(p, pos) -> str | None:
    """The attacking card under ``pos`` (a blocker dropped on it), ignoring cards sliding past."""
    for a in place.attackers(p):
        sp = p.sprites.get(a)
        if sp is not None and not sp.gone and sp.rect.inflate(16, 16).collidepoint(pos):
            return a
    return None


def try_action(p, sp: CardSprite | None, action) -> bool:
    """Submit ``action`` if it is legal; otherwise snap ``sp`` back and say why."""
    me = p.table.view_seat
    if me is None:
        if sp is not None:
            snap(p, sp)
        return False
    if action in p.table.legal:
        p.table.submit(action)
        return True
    if sp is not None:
        snap(p, sp, p.table.ruleset.explain(p.table.state, me, action))
    else:
        p.table.show_toast(p.table.ruleset.explain(p.table.state, me, action))
    return False


# ------------------------------------------------------------------ drops
def drop(p, sp: CardSprite, pos):
    """What the drop means, from where it landed: legal -> submit, else the reason."""
    if p.clock.guarded:
        snap(p, sp)
        return
    card = sp.card or {}
    under = card_under(p, pos, exclude=sp)
    uid = under.id if under is not None else None
    if sp.zone == "p1.hand":
        drop_from_hand(p, sp, card, pos, under, uid)
    elif sp.zone == "p1.play":
        drop_warrior(p, sp, pos, uid)
    elif sp.zone == "p1.rr":
        if inside(p, "bid", pos):
            try_action(p, sp, AddToBid(sp.id))
        else:
            snap(p, sp)
    elif sp.zone == "p1.bid":
        if inside(p, "bid", pos):
            snap(p, sp)
        else:
            try_action(p, sp, RemoveFromBid(sp.id))
    else:
        snap(p, sp)


def drop_from_hand(p, sp, card, pos, under, uid):
    if inside(p, "p1.hand", pos) and under is None:
        snap(p, sp)
        return
    kind = PlayWarrior if card.get("type") == "warrior" else PlayEvent
    cands = (p.warriors if kind is PlayWarrior else p.events).get(sp.id, [])
    if not cands:
        try_action(p, sp, kind(sp.id, uid if uid in possible_targets(p) else None))
        return
    # a Warrior dropped on your own row is played there (its target is asked for); any
    # card dropped onto another card names that card as its target
    aimed = under is not None and (kind is PlayEvent or not inside(p, "p1.play", pos))
    choose(p, sp, cands, uid, f"Choose a target for {card_name(card)}", aimed)


def drop_warrior(p, sp, pos, uid):
    """A Warrior in play dropped: to attack (or not), to block an attacker, onto the bid."""
    phase = p.table.view.get("phase")
    if phase == "attack" or sp.id in p.toggles:
        selected = sp.id in place.attackers(p)
        if enemy_half(p, pos) != selected:
            try_action(p, sp, ToggleAttacker(sp.id))
        else:
            snap(p, sp)
        return
    if phase in ("defend", "cleanup") and (p.assigns.get(sp.id) or sp.id in p.unassigns):
        attackers = place.attackers(p)
        uid = attacker_at(p, pos) or uid
        if uid in attackers:
            current = place.assigned(p).get(sp.id)
            if current == uid:
                snap(p, sp)
            elif current is not None and Unassign(sp.id) in p.table.legal:
                p.table.submit(Unassign(sp.id))
                try_action(p, None, AssignDefender(sp.id, uid))
            else:
                try_action(p, sp, AssignDefender(sp.id, uid))
            return
        if sp.id in place.assigned(p) and not enemy_half(p, pos):
            try_action(p, sp, Unassign(sp.id))
            return
        snap(p, sp, "Drop the defender onto the attacker it should block (the glowing red cards).", bad=False)
        return
    if inside(p, "bid", pos):
        try_action(p, sp, AddToBid(sp.id))
    elif enemy_half(p, pos) and uid is not None:
        blocking = uid in place.attackers(p) or phase in ("defend", "cleanup")
        try_action(p, sp, AssignDefender(sp.id, uid) if blocking else ToggleAttacker(sp.id))
    elif enemy_half(p, pos):
        try_action(p, sp, ToggleAttacker(sp.id))
    else:
        snap(p, sp)


def possible_targets(p) -> set:
    """Cards on the table an effect could name (to ask the ruleset why not)."""
    return {cid for cid, sp in p.sprites.items() if sp.card is not None and not sp.zone.endswith("hand")}


def choose(p, sp: CardSprite | None, candidates: list, under: str | None, prompt: str,
            aimed: bool = False):
    """Submit the one candidate, or the one whose target was dropped on, or ask.
    ``aimed``: the card was dropped on a card that is not on the player's own side."""
    if under is not None:
        hit = [a for a in candidates if getattr(a, "target", None) == under]
        if hit:
            p.table.submit(hit[0])
            return
        if aimed and all(a.target is not None for a in candidates) and sp is not None and sp.card:
            kind = type(candidates[0])
            snap(p, sp, p.table.ruleset.explain(p.table.state, p.table.view_seat, kind(sp.id, under)))
            return
    if len(candidates) == 1:
        p.table.submit(candidates[0])
        return
    targets = [a.target for a in candidates]
    if None in targets:
        p.table.submit(candidates[targets.index(None)])
        return
    if sp is not None:
        sp.snap_back()
    p.target_mode = {"actions": candidates, "text": prompt, "source": sp.id if sp else None}
    p.table.refresh_legal()


def pick(p, target: str) -> bool:
    tm = p.target_mode
    a = next((x for x in tm["actions"] if x.target == target), None) if tm else None
    if a is not None:
        p.table.submit(a)
        return True
    return False


# ------------------------------------------------------------------ clicks
def click(p, pos, sp: CardSprite | None):
    """A pile opens, a target is picked, a card's menu or its zoom (nothing just after a time-out)."""
    if p.clock.guarded:
        return
    for s in (0, 1):
        if p.table.zone(s, "valhalla").collidepoint(pos):
            open_pile(p, s)
            return
    if inside(p, "rr.discard", pos):
        open_pile(p, None)
        return
    if p.target_mode:
        if sp is not None and pick(p, sp.id):
            return
        p.table.show_toast("Click one of the highlighted cards, or press Esc to cancel.", bad=False)
        return
    if sp is None or sp.card is None:
        return
    if p.table.view_seat is not None and own(p, sp) and click_own(p, sp):
        return
    zoom(p, sp.card)


def click_own(p, sp: CardSprite) -> bool:
    """A click on a card of the player's own: what it can do now (True when handled)."""
    cid, me = sp.id, p.table.view_seat
    phase = p.table.view.get("phase")
    if sp.zone == "p1.hand":
        items = hand_items(p, sp)
        if items:
            p.table.app.push(ActionMenuScene(p.table.app, sp.rect, card_name(sp.card), items))
            return True
        if p.table.legal:
            kind = PlayWarrior if sp.card.get("type") == "warrior" else PlayEvent
            p.table.show_toast(p.table.ruleset.explain(p.table.state, me, kind(cid)))
            return True
    elif sp.zone == "p1.play":
        if phase == "attack" and p.table.legal:
            try_action(p, None, ToggleAttacker(cid))
            return True
        if phase in ("defend", "cleanup") and p.table.legal:
            if cid in p.unassigns:
                p.table.submit(p.unassigns[cid])
                return True
            opts = p.assigns.get(cid, {})
            if len(opts) == 1:
                p.table.submit(next(iter(opts.values())))
                return True
            if opts:
                p.table.show_toast("Drag it onto the attacker it should block.", bad=False)
                return True
        if phase == "bid" and p.table.legal:
            try_action(p, None, AddToBid(cid))
            return True
    elif sp.zone in ("p1.rr", "p1.bid") and phase == "bid" and p.table.legal:
        try_action(p, None, RemoveFromBid(cid) if sp.zone == "p1.bid" else AddToBid(cid))
        return True
    return False


def hand_items(p, sp: CardSprite) -> list:
    items = []
    for a in p.warriors.get(sp.id, []) + p.events.get(sp.id, []):
        verb = "Counter with it" if isinstance(a, PlayEvent) and p.table.view.get("phase") == "respond" else "Play it"
        label = verb + (f" on {card_name(p.cards.get(a.target))}" if a.target else "")
        items.append((label, lambda a=a: p.table.submit(a)))
    if items:
        items = items[:8]
        items.append(("Read the card", lambda: zoom(p, sp.card)))
    return items


def zoom(p, card: dict):
    p.table.app.push(ZoomScene(p.table.app, card, p.art, card_details))


def right_click(p, pos):
    """Cancel a choice of target or a drag, or read the card."""
    if p.target_mode:
        cancel_target(p)
        return
    if p.table.drag.active:
        p.table.drag.cancel()
        return
    sp = sprite_at(p, pos)
    if sp is not None and sp.card is not None:
        zoom(p, sp.card)


def open_pile(p, seat: int | None):
    if seat is None:
        ids, title = place.ids(p, "rr.discard"), "Ragnarok Rising discard"
    else:
        ids, title = place.ids(p, f"p{seat + 1}.valhalla"), f"{p.table.short_name(seat)}: Valhalla"
    cards = [p.cards[c] for c in reversed(ids) if c in p.cards]
    p.table.app.push(CardGridScene(p.table.app, f"{title} ({len(cards)})", cards, p.art, details=card_details,
                                subtitle="Newest first. Click a card to read it."))


# ------------------------------------------------------------------ the legal moves
def index_legal(p):
    """Index the table's legal moves on the plan by card (what each card may do now); a half-made
    choice of target keeps only its targets that are still legal."""
    lm = p.table.legal_moves
    p.warriors = {}
    p.events = {}
    for a in lm.of(PlayWarrior):
        p.warriors.setdefault(a.card, []).append(a)
    for a in lm.of(PlayEvent):
        p.events.setdefault(a.card, []).append(a)
    p.toggles = {a.warrior: a for a in lm.of(ToggleAttacker)}
    p.assigns = {}
    for a in lm.of(AssignDefender):
        p.assigns.setdefault(a.defender, {})[a.attacker] = a
    p.unassigns = {a.defender: a for a in lm.of(Unassign)}
    p.adds = {a.card: a for a in lm.of(AddToBid)}
    p.removes = {a.card: a for a in lm.of(RemoveFromBid)}
    p.order_moves = {a.first: a for a in lm.of(ChooseOrder)}
    p.singles = {type(a): a for a in lm if not isinstance(a, (PlayWarrior, PlayEvent, ToggleAttacker, AssignDefender,
                                                              Unassign, AddToBid, RemoveFromBid, ChooseOrder))}
    if p.target_mode:
        still = [a for a in p.target_mode["actions"] if a in p.table.legal]
        if not still:
            p.target_mode = None
        else:
            p.target_mode["actions"] = still


def apply_highlights(p):
    """Every sprite's glow from the legal moves (or the targets of the choice being made); the
    hand cards that can do nothing now are dimmed."""
    tm = p.target_mode
    attacking = set(place.attackers(p)) if place.combat_shown(p) else set()
    phase = p.table.view.get("phase")
    for cid, sp in p.sprites.items():
        h = target_glow(tm, cid)
        if tm:
            pass                      # the choice of target glows alone
        elif cid in attacking:
            h = "attack"
        elif cid in p.warriors or cid in p.events or cid in p.adds:
            h = "legal"
        elif cid in p.assigns or cid in p.toggles:
            h = "legal"
        elif cid in p.removes or cid in p.unassigns:
            h = "selected"
        sp.highlight = h
        sp.dim = bool(tm) and h is None and not sp.zone.endswith("hand")
        if (not tm and sp.zone == "p1.hand" and p.table.legal and phase in ("player", "respond")
                and cid not in p.warriors and cid not in p.events):
            sp.dim = True             # nothing to do with it now: the glowing cards are the choices
