"""9 Card's beats: its typed events (game/ninecard/events.py and the shared CardMoved,
StatChanged, PhaseChanged, GameOver) as beats of the shared choreography
(scenes/table/choreo.py), at the one pace setting. ``BEATS`` maps each event class to a
handler ``handler(table, event)`` that queues beats on ``table.choreo``; nothing here reads a
log line or a rule string: who fights whom, what is carried and what was pushed come in the
events' fields.

Moves of one kind in a row (the energy paid for a cast, the energy readying, the cards drawn,
the cleanup push) share one beat; a death is a beat of its own. The assault: the attacker
steps forward (``AssaultStarted``), into each defender (``Clash``), its carried attack shrinks
(``StatChanged carry``), the rest hits the player's life; ``Cleanup`` names the push beat.
"""
from __future__ import annotations

import pygame

from game.core.contract import CardMoved, GameOver, PhaseChanged, StatChanged, seat_index, seat_name
from game.ninecard.events import AssaultStarted, Clash, Cleanup
from scenes.table.board import split_zone
from scenes.table.choreo import BEAT_SECONDS
from scenes.widgets.cards import CardSprite

#: seconds at normal pace (the choreography counts beats of BEAT_SECONDS)
MOVE_BEAT = 0.42
CLASH_BEAT = 0.75
CLEANUP = "Cleanup: every creature moves as far forward as it can"


def parse_zone(name: str):
    """``"p2.grid.r0c1"`` -> (1, "grid", 1); ``"p1.hand"`` -> (0, "hand", None); None for a
    zone that is not a seat's."""
    seat, rest = split_zone(name or "")
    if seat is None:
        return None
    kind, _, sub = rest.partition(".")
    sq = None
    if kind == "grid" and len(sub) == 4 and sub[1].isdigit() and sub[3].isdigit():
        sq = int(sub[1]) * 3 + int(sub[3])
    return seat, kind, sq



def beat(t, fn, seconds: float, caption: str = "", acting=None) -> None:
    """Queue one beat that holds the table ``seconds`` at normal pace; it ends a row of moves.
    ``acting``: the card that acts in it (it glows where it lands, scenes/table/recap.py)."""
    t.batch = None
    t.choreo.beat(fn, seconds / BEAT_SECONDS, caption, acting=acting)


def attacker(t):
    """The creature of the assault on show (the acting card of its beats)."""
    return t.assault_ctx.get("att")


def name_of(t, cid, default: str = "a card") -> str:
    return t.cards.get(cid, {}).get("name", default)


# ------------------------------------------------------------------ cards moving
def moved(t, e: CardMoved) -> None:
    """A card moving between zones: moves of one kind in a row share a beat (the same card
    twice, or a death, starts a new one)."""
    src, dst = parse_zone(e.src), parse_zone(e.dst)
    kind = (src[1] if src else None, dst[1] if dst else None)
    b = t.batch
    if (b is not None and b["kind"] == kind and kind != ("grid", "discard")
            and (e.card == "?" or all(m.card != e.card for m in b["moves"]))):     # "?": a card not shown
        b["moves"].append(e)
    else:
        moves = [e]
        beat(t, lambda: beat_moves(t, moves), MOVE_BEAT)
        b = t.batch = {"kind": kind, "moves": moves, "beat": t.choreo.queue[-1]}
    n = len(b["moves"])
    b["beat"].beats = (MOVE_BEAT + 0.05 * (n - 1)) / BEAT_SECONDS
    b["beat"].caption = caption_for(t, b["moves"])
    if kind in (("hand", "grid"), ("grid", "grid")):
        b["beat"].acting = b["moves"][0].card      # the creature cast, or the first that moves


def caption_for(t, moves) -> str:
    m0 = moves[0]
    src, dst = parse_zone(m0.src), parse_zone(m0.dst)
    if not src or not dst:
        return ""
    who = seat_name(src[0])                     # said as the table names it (say)
    name = name_of(t, m0.card)
    if src[1] == "ready" and dst[1] == "spent":
        return t.say(f"{who} pays {len(moves)} energy")
    if src[1] == "spent" and dst[1] == "ready":
        return t.say(f"{who}'s energy readies")
    if src[1] == "hand" and dst[1] == "grid":
        return t.say(f"{who} casts {name} into column {dst[2] % 3 + 1}")
    if src[1] == "grid" and dst[1] == "grid":
        if len(moves) == 2 and moves[0].src == moves[1].dst and moves[0].dst == moves[1].src:
            return f"{name} swaps with {name_of(t, moves[1].card, 'a creature')}"
        return f"{name} moves forward" if dst[2] < src[2] else f"{name} moves"
    if dst[1] == "discard" and src[1] == "grid":
        return ", ".join(name_of(t, m.card, "?") for m in moves) + " dies"
    if src[1] == "deck" and dst[1] == "hand":
        return t.say(f"{who} draws {len(moves)} card" + ("s" if len(moves) > 1 else ""))
    if src[1] == "hand" and dst[1] == "ready":
        return t.say(f"{who} plays energy")
    if src[1] == "hand" and dst[1] == "discard":
        return t.say(f"{who} discards")
    return ""


def beat_moves(t, moves) -> None:
    """The moves of one beat: applied to the board, then every sprite slides to its place."""
    stagger: list[str] = []
    for e in moves:
        src, dst = parse_zone(e.src), parse_zone(e.dst)
        if not src or not dst:
            continue
        s_seat, s_zone, s_sq = src
        d_seat, d_zone, d_sq = dst
        t.board.move(e, t.cards.get(e.card))
        if d_zone == "discard" and s_zone == "grid":
            t.dying[e.card] = 0.0
            t.lunge.pop(e.card, None)
            t.badge.pop(e.card, None)
        sp = t.sprites.get(e.card)
        hidden_dst = isinstance(t.board.zones.get(e.dst), dict)      # a deck, another seat's hand
        if hidden_dst and sp is not None and not sp.gone:
            sp.move_to(t.anchor(d_seat, d_zone, d_sq))
            sp.remove(delay=0.2)
        elif hidden_dst and s_zone == "deck":      # someone else draws: a back flies to them
            t.flights += 1
            back = CardSprite(f"draw:{t.flights}", None, t.small[d_seat], t.anchor(s_seat, "deck"))
            back.zone = f"{seat_name(d_seat)}.flying"
            back.move_to(t.anchor(d_seat, "hand"), delay=0.05 * len(stagger))
            back.remove(delay=0.3 + 0.05 * len(stagger))
            t.sprites[back.id] = back
        stagger.append(e.card)
    t._place_all(True, stagger)
    t.apply_highlights()


# ------------------------------------------------------------------ the assault
def started(t, e: AssaultStarted) -> None:
    seat = t.acting
    beat(t, lambda: beat_attack(t, e, seat), 0.55,
         t.say(f"{name_of(t, e.attacker, 'A creature')} assaults {seat_name(e.target)}'s column {e.column + 1}"),
         e.attacker)


def clash(t, e: Clash) -> None:
    beat(t, lambda: beat_clash(t, e), CLASH_BEAT, acting=lambda: attacker(t))


def stat(t, e: StatChanged) -> None:
    if e.stat == "carry":
        beat(t, lambda: beat_carry(t, e), 0.5 if e.new > 0 else 0.35,
             f"{e.new} attack carries on to the next defender" if e.new > 0 else "", lambda: attacker(t))
    elif e.stat == "life":
        beat(t, lambda: beat_life(t, e), 0.85,
             t.say(f"{e.old - e.new} damage to {e.target}") if e.new < e.old else "", lambda: attacker(t))
    elif e.stat == "out":
        beat(t, lambda: beat_out(t, e), 0.8, t.say(f"{e.target} is out"))
    elif e.stat == "energy_paid":
        beat(t, lambda: beat_paid(t, e), 0.0)
    else:
        t.batch = None


def cleanup(t, e: Cleanup) -> None:
    """The push moves came just before: their beat is named after the rule."""
    b = t.batch
    if b is not None and b["kind"] == ("grid", "grid") and all(m.card in e.moved for m in b["moves"]):
        b["beat"].caption = CLEANUP
    beat(t, lambda: end_assault(t), 0.0)


def phase(t, e: PhaseChanged) -> None:
    if e.phase == "draw" and e.seat is not None:
        beat(t, lambda: beat_turn(t, e.seat), 0.15, t.say(f"{seat_name(e.seat)}'s turn"))
    else:
        t.batch = None


def game_over(t, e: GameOver) -> None:
    beat(t, lambda: end_assault(t), 0.0)


def beat_attack(t, e: AssaultStarted, seat: int) -> None:
    end_assault(t)
    attack = t.assault_ctx
    target, col, att = e.target, e.column, e.attacker
    grid = t.grid_ids(seat)
    if att not in grid:
        return
    sq = grid.index(att)
    attack.update(seat=seat, target=target, col=col, att=att, last_def=-1)
    t.trace.append(("attack", att, target, col))
    atk = float(t.cards.get(att, {}).get("attack", 0))
    t.badge[att] = [atk, atk, atk, 1.0]
    # step forward to the front of the own grid, towards the target
    here = pygame.Vector2(t.squares[seat][sq].center)
    there = pygame.Vector2(t.squares[target][col].center)
    step = (there - here)
    t.badge_dir[att] = step.normalize() if step.length() > 1 else pygame.Vector2(0, -1)
    if step.length() > 1:
        step.scale_to_length(min(40.0, step.length() / 3))
    t.lunge[att] = tuple(here + step)
    t._place_all(True)
    t.apply_highlights()


def beat_clash(t, e: Clash) -> None:
    attack = t.assault_ctx
    att, target = attack.get("att"), attack.get("target")
    if att is None or target is None:
        return
    tgrid = t.grid_ids(target)
    dfd = e.defender
    if dfd not in tgrid:
        return
    dsq = tgrid.index(dfd)
    attack["last_def"] = dsq // 3
    carry = e.attack                                   # the attack it still carries
    t.trace.append(("clash", att, dfd, carry))
    dcard = t.cards.get(dfd, {})
    # the attacker steps into the defender's square
    dpos = pygame.Vector2(t.squares[target][dsq].center)
    apos = pygame.Vector2(t.sprites[att].pos) if att in t.sprites else dpos
    v = apos - dpos
    h = t.big[target].h
    if v.length() > 1:
        v.scale_to_length(min(v.length(), h * 0.62))
    else:
        v = pygame.Vector2(0, h * 0.62)
    t.lunge[att] = tuple(dpos + v)
    t.struck = {dfd}
    t._place_all(True)
    u = v.normalize()
    hit = dpos - u * (h * 0.22)                      # the visible part of the defender
    t.floaters.add(f"-{carry}", (hit.x, hit.y), (255, 110, 90), 40, 1.3, rise=30, delay=0.3)
    back = int(dcard.get("attack", 0) or 0)
    if back:
        there = dpos + v + u * (h * 0.25)             # the visible part of the attacker
        t.floaters.add(f"-{back}", (there.x, there.y), (255, 200, 120), 34, 1.3, rise=30, delay=0.45)
    t.app.dirty = True


def beat_carry(t, e: StatChanged) -> None:
    t.trace.append(("carry", e.target, e.old, e.new))
    b = t.badge.get(e.target)
    if b is not None:
        b[1], b[2], b[3] = float(e.old), float(e.new), 0.0
    t.struck = set()


def beat_life(t, e: StatChanged) -> None:
    seat = seat_index(e.target)
    t.trace.append(("life", seat, e.old, e.new))
    t.life[seat] = e.new
    t.counters[seat].set(e.new)
    att = t.assault_ctx.get("att")
    life = t.zone(seat, "life")
    if att in t.sprites and att in t.badge:
        here = pygame.Vector2(t.sprites[att].pos)
        v = (pygame.Vector2(life.center) - here) * 0.55
        t.lunge[att] = tuple(here + v)
        t.badge[att] = [float(e.old - e.new)] * 3 + [1.0]
        t._place_all(True)
    if e.new < e.old:
        t.floaters.add(f"-{e.old - e.new}", (life.centerx, life.y - 6), (255, 90, 70), 48, 1.5, delay=0.25)
    t._build_buttons()


def beat_out(t, e: StatChanged) -> None:
    seat = seat_index(e.target)
    t.out[seat] = True
    r = t.zone(seat, "plate")
    t.floaters.add("OUT", r.center, (255, 90, 70), 52, 1.8)
    t.app.dirty = True


def beat_paid(t, e: StatChanged) -> None:
    seat = seat_index(e.target)
    r = t.zone(seat, "energy")              # it floats up inside the energy zone, over no other box
    t.floaters.add(f"-{e.new} energy", (r.centerx, r.centery + 8), (255, 226, 120), 28, 1.3, rise=min(24, r.h // 4))


def beat_turn(t, seat: int) -> None:
    t.shown_active = seat
    end_assault(t)


def end_assault(t) -> None:
    t.lunge.clear()
    t.badge.clear()
    t.struck = set()
    t._place_all(True)


BEATS = {CardMoved: moved, AssaultStarted: started, Clash: clash, StatChanged: stat, Cleanup: cleanup,
         PhaseChanged: phase, GameOver: game_over}
