"""Where 9DKP's cards lie, and what the legal moves make of them: the sprites laid out from the
view (slides, turns, fades for what changed), the HP and DKP counters, the legal actions indexed
by card, the choice buttons and the glows. Plain functions of the plan
(:class:`scenes.games.ninedkp.table.NineDKPPlan`); nothing here decides a rule."""
from __future__ import annotations

import pygame

from game.core.contract import CardMoved, seat_index, seat_name
from game.ninedkp.actions import (Attack, ChooseOrder, Counter, EndTurn, PlayCharacter, PlaySkratch,
                                  Retire, TakeHit, UseAbility)
from scenes.games.ninedkp.moves import cancel_target
from scenes.games.ninedkp.tally import Tally
from scenes.table.board import show_card
from scenes.table.plan import target_glow
from scenes.widgets.button import Button
from scenes.widgets.cards import CardSprite, hand_positions

#: how far an attacking card leans out of its slot toward the enemy (it stays inside its range,
#: clear of the banner between the ranges)
ATTACK_LEAN = 10


# ------------------------------------------------------------------ set-up
def place_counters(p) -> None:
    """The HP and DKP counters in each seat's zones (keeping the values they show)."""
    t = p.table
    for s in (0, 1):
        hp = p.counters.get((s, "hp"))
        p.counters[(s, "hp")] = Tally(t.zone(s, "hp"), "HP", hp.target if hp else 2000)
        dk = p.counters.get((s, "dkp"))
        p.counters[(s, "dkp")] = Tally(t.zone(s, "dkp"), "DKP", dk.target if dk else 0, maximum=10, pips=10)


def announce_rolloff(p) -> None:
    """A new game: the roll-off's dice roll and the log says who rolled what."""
    t = p.table
    for a, b in t.view.get("rolls", []):
        p.dice.roll(0, a)
        p.dice.roll(1, b)
        if a == b:
            t.log.add(f"Roll-off: both rolled {a}, roll again.", "Roll-off: ties re-roll")
        else:
            t.log.add(f"Roll-off: {t.short_name(0)} rolled {a}, {t.short_name(1)} rolled {b}.",
                      "Roll-off: the higher D6 chooses")
    t._last_move = t.table_time + 0.6


# ------------------------------------------------------------------ the legal moves
def index_legal(p) -> None:
    """The legal actions of the seat at the screen, by card and by kind (``plays``, ``attacks``,
    ``abilities``, ``retires``, ``counter_moves``, ``take_hit``, ``end_turn``, ``order_moves``)."""
    p.plays, p.attacks, p.abilities, p.retires, p.counter_moves = {}, {}, {}, {}, {}
    p.take_hit = p.end_turn = None
    p.order_moves = []
    for a in p.table.legal:
        kind = type(a)
        if kind in (PlayCharacter, PlaySkratch):
            p.plays.setdefault(a.card, []).append(a)
        elif kind is Attack:
            p.attacks[a.attacker] = a
        elif kind is UseAbility:
            p.abilities.setdefault(a.card, []).append(a)
        elif kind is Retire:
            p.retires[a.card] = a
        elif kind is Counter:
            p.counter_moves[a.defender] = a
        elif kind is TakeHit:
            p.take_hit = a
        elif kind is EndTurn:
            p.end_turn = a
        elif kind is ChooseOrder:
            p.order_moves.append(a)
    p.end_button.enabled = p.end_turn is not None and p.target_mode is None


def build_choices(p) -> None:
    """The buttons beside the banner: Cancel while a target is chosen, Go first / Go second after
    the roll-off (one above the other), Take the hit while defending; the table's ``buttons``
    are these and End Turn."""
    t = p.table
    r = t.layout.rect("choices")
    p.choice_buttons = []
    if p.target_mode:
        p.choice_buttons.append(Button((r.x, r.centery - 30, r.w, 60), "Cancel (Esc)",
                                       lambda: cancel_target(p), colour=(90, 70, 70), size=28))
    elif p.order_moves:
        h = (r.h - 8) // 2
        first = next((a for a in p.order_moves if a.first), None)
        second = next((a for a in p.order_moves if not a.first), None)
        if first:
            p.choice_buttons.append(Button((r.x, r.y, r.w, h), "Go first (1)",
                                           lambda a=first: p.table.submit(a), key=pygame.K_1,
                                           colour=(170, 120, 30), size=28, payload=first))
        if second:
            p.choice_buttons.append(Button((r.x, r.bottom - h, r.w, h), "Go second (2)",
                                           lambda a=second: p.table.submit(a), key=pygame.K_2,
                                           colour=(50, 90, 140), size=28, payload=second))
    elif p.take_hit is not None:
        p.choice_buttons.append(Button((r.x, r.centery - 30, r.w, 60), "Take the hit (T)",
                                       lambda: p.table.submit(p.take_hit), key=pygame.K_t,
                                       colour=(160, 60, 50), size=28, payload=p.take_hit))
    p.buttons = p.choice_buttons + [p.end_button]


def apply_highlights(p) -> None:
    """Glows: a card some legal action is about, the targets while one is chosen (the rest of the
    ranges dimmed), the defenders that may counter, the attacker."""
    tm = p.target_mode
    attacking = (p.table.view.get("attack") or {}).get("attacker")
    for sid, sp in p.sprites.items():
        h = target_glow(tm, sid)
        if tm:
            sp.dim = h is None and sp.zone.endswith("range")
        else:
            sp.dim = False
            if sid == attacking:
                h = "attack"
            elif sid in p.counter_moves:
                h = "target"
            elif sid in p.plays or sid in p.attacks or sid in p.abilities or sid in p.retires:
                h = "legal"
        sp.highlight = h


# ------------------------------------------------------------------ where things go
def slot_positions(rect: pygame.Rect, n: int, cap: int) -> list[tuple[float, float]]:
    """Centres of ``n`` cards in a range of ``cap`` slots."""
    sw = rect.w / max(cap, n)
    return [(rect.x + sw * (i + 0.5), rect.centery) for i in range(n)]


def hand_spots(p, seat: int, n: int) -> list[tuple[float, float]]:
    """Centres of ``n`` cards in ``seat``'s hand."""
    t = p.table
    zone = t.layout[f"{t.pos_name(seat)}.hand"]
    return hand_positions(zone.rect, n, zone.facing, t.layout.card_size)


def anchor(p, zone_name: str) -> tuple[float, float] | None:
    """Centre of an engine zone name ("p2.deck") on this table."""
    t = p.table
    try:
        seat_part, z = zone_name.split(".", 1)
        seat = seat_index(seat_part)
    except ValueError:
        return None
    key = f"{t.pos_name(seat)}.{z}"
    if key not in t.layout.zones:
        return None
    return t.layout.rect(key).center


def relayout_hand(p) -> None:
    """The near hand again, the hovered card lifted."""
    t = p.table
    v = t.view.get(seat_name(t.near)) or {}
    hand = v.get("hand") or []
    for c, xy in zip(hand, hand_spots(p, t.near, len(hand))):
        sp = p.sprites.get(c["id"])
        if sp is None or sp.dragging:
            continue
        lift = 36 if sp is t.hover else 0
        sp.move_to((xy[0], xy[1] - lift), duration=0.12)


def place(p, events, animate: bool) -> None:
    """Make the sprites match the view ``table.view`` (slides, turns, fades for what changed) and
    the counters its HP and DKP."""
    t = p.table
    v = t.view
    moved_from: dict[str, str] = {}
    moved_to: dict[str, str] = {}
    for e in events:
        if isinstance(e, CardMoved):
            moved_from.setdefault(e.card, e.src)
            moved_to[e.card] = e.dst
    seen: set[str] = set()
    order: list[CardSprite] = []
    attacking = (v.get("attack") or {}).get("attacker")
    stagger = 0
    hover_zone = t.hover.zone if t.hover is not None else None

    def origin(sid, card):
        """Where a card new to the table slides in from: the zone it moved from, a back from its deck."""
        src = moved_from.get(card["id"]) if card else None
        a = anchor(p, src) if src else None
        if a is None and sid.startswith("back:"):
            a = t.zone(int(sid.split(":")[1]), "deck").center
        return a

    def put(sid, card, pos, zone, katnap=False):
        nonlocal stagger
        sp, slides = show_card(p.sprites, p.art, sid, card, pos, zone, katnap, animate,
                               lambda: origin(sid, card), 0.06 * stagger)
        if slides:
            stagger += 1
        seen.add(sid)
        order.append(sp)
        return sp

    for s in (0, 1):
        pv = v[seat_name(s)]
        side = t.pos_name(s)
        # discard pile: every card sits on the pile; only the top two are drawn
        drect = t.zone(s, "discard")
        for c in pv["discard"]:
            put(c["id"], c, drect.center, f"{side}.discard")
        # range
        rrect = t.zone(s, "range")
        cap = t.layout[f"{side}.range"].capacity or 4
        for c, xy in zip(pv["range"], slot_positions(rrect, len(pv["range"]), cap)):
            if c["id"] == attacking:       # an attacker leans toward the enemy, staying in its range
                xy = (xy[0], xy[1] + (ATTACK_LEAN if side == "p2" else -ATTACK_LEAN))
            put(c["id"], c, xy, f"{side}.range", katnap=bool(c.get("katnap")))
        # hand
        if pv["hand"] is not None:
            for c, xy in zip(pv["hand"], hand_spots(p, s, len(pv["hand"]))):
                put(c["id"], c, xy, f"{side}.hand")
        else:
            for i, xy in enumerate(hand_spots(p, s, pv.get("hand_count", 0))):
                put(f"back:{s}:{i}", None, xy, f"{side}.hand")
    # cards that left the view (into a hidden hand, back to a deck ...)
    for sid, sp in list(p.sprites.items()):
        if sid in seen:
            continue
        if sp.gone or not animate:
            del p.sprites[sid]
            continue
        if sp.fade is None:
            dst = moved_to.get(sid)
            a = anchor(p, dst) if dst else None
            if a is not None:
                sp.move_to(a)
            sp.remove(delay=0.25 if a is not None else 0.0)
        order.append(sp)
    p.order = order
    if t.hover is not None and (t.hover.id not in seen or t.hover.zone != hover_zone):
        t.hover = None               # the hovered card moved away (played, defeated): no stale preview
    for s in (0, 1):
        pv = v[seat_name(s)]
        p.counters[(s, "hp")].set(pv["hp"], instant=not animate)
        p.counters[(s, "dkp")].set(pv["dkp"], instant=not animate)
        p.counters[(s, "hp")].active = v["phase"] != "over" and s in v.get("to_act", [])
