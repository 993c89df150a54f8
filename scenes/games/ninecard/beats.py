"""9 Card's beats: its typed events (game/ninecard/events.py and the shared CardMoved,
StatChanged, PhaseChanged, GameOver) as beats of the shared choreography
(scenes/table/choreo.py), at the one pace setting. ``BEATS`` maps each event class to a
handler ``handler(plan, event)`` that queues beats on ``plan.table.choreo``; nothing here reads a
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
from scenes.games.ninecard import places
from scenes.games.ninecard.moves import apply_highlights, build_buttons
from scenes.games.ninecard.places import parse_zone
from scenes.table.choreo import BEAT_SECONDS
from scenes.widgets.cards import CardSprite

#: seconds at normal pace (the choreography counts beats of BEAT_SECONDS)
MOVE_BEAT = 0.42
CLASH_BEAT = 0.75
CLEANUP = "Cleanup: every creature moves as far forward as it can"


def beat(p, fn, seconds: float, caption: str = "", acting=None) -> None:
    """Queue one beat that holds the table ``seconds`` at normal pace; it ends a row of moves.
    ``acting``: the card that acts in it (it glows where it lands, scenes/table/recap.py)."""
    p.batch = None
    p.table.choreo.beat(fn, seconds / BEAT_SECONDS, caption, acting=acting)


def attacker(p):
    """The creature of the assault on show (the acting card of its beats)."""
    return p.assault_ctx.get("att")


def name_of(p, cid, default: str = "a card") -> str:
    return p.cards.get(cid, {}).get("name", default)


# ------------------------------------------------------------------ cards moving
def moved(p, e: CardMoved) -> None:
    """A card moving between zones: moves of one kind in a row share a beat (the same card
    twice, or a death, starts a new one)."""
    src, dst = parse_zone(e.src), parse_zone(e.dst)
    kind = (src[1] if src else None, dst[1] if dst else None)
    b = p.batch
    if (b is not None and b["kind"] == kind and kind != ("grid", "discard")
            and (e.card == "?" or all(m.card != e.card for m in b["moves"]))):     # "?": a card not shown
        b["moves"].append(e)
    else:
        moves = [e]
        beat(p, lambda: beat_moves(p, moves), MOVE_BEAT)
        b = p.batch = {"kind": kind, "moves": moves, "beat": p.table.choreo.queue[-1]}
    n = len(b["moves"])
    b["beat"].beats = (MOVE_BEAT + 0.05 * (n - 1)) / BEAT_SECONDS
    b["beat"].caption = caption_for(p, b["moves"])
    if kind in (("hand", "grid"), ("grid", "grid")):
        b["beat"].acting = b["moves"][0].card      # the creature cast, or the first that moves


def caption_for(p, moves) -> str:
    m0 = moves[0]
    src, dst = parse_zone(m0.src), parse_zone(m0.dst)
    if not src or not dst:
        return ""
    who = seat_name(src[0])                     # said as the table names it (say)
    name = name_of(p, m0.card)
    if src[1] == "ready" and dst[1] == "spent":
        return p.table.say(f"{who} pays {len(moves)} energy")
    if src[1] == "spent" and dst[1] == "ready":
        return p.table.say(f"{who}'s energy readies")
    if src[1] == "hand" and dst[1] == "grid":
        return p.table.say(f"{who} casts {name} into column {dst[2] % 3 + 1}")
    if src[1] == "grid" and dst[1] == "grid":
        if len(moves) == 2 and moves[0].src == moves[1].dst and moves[0].dst == moves[1].src:
            return f"{name} swaps with {name_of(p, moves[1].card, 'a creature')}"
        return f"{name} moves forward" if dst[2] < src[2] else f"{name} moves"
    if dst[1] == "discard" and src[1] == "grid":
        return ", ".join(name_of(p, m.card, "?") for m in moves) + " dies"
    if src[1] == "deck" and dst[1] == "hand":
        return p.table.say(f"{who} draws {len(moves)} card" + ("s" if len(moves) > 1 else ""))
    if src[1] == "hand" and dst[1] == "ready":
        return p.table.say(f"{who} plays energy")
    if src[1] == "hand" and dst[1] == "discard":
        return p.table.say(f"{who} discards")
    return ""


def beat_moves(p, moves) -> None:
    """The moves of one beat: applied to the board, then every sprite slides to its place."""
    stagger: list[str] = []
    for e in moves:
        src, dst = parse_zone(e.src), parse_zone(e.dst)
        if not src or not dst:
            continue
        s_seat, s_zone, s_sq = src
        d_seat, d_zone, d_sq = dst
        p.board.move(e, p.cards.get(e.card))
        if d_zone == "discard" and s_zone == "grid":
            p.dying[e.card] = 0.0
            p.lunge.pop(e.card, None)
            p.badge.pop(e.card, None)
        sp = p.sprites.get(e.card)
        hidden_dst = isinstance(p.board.zones.get(e.dst), dict)      # a deck, another seat's hand
        if hidden_dst and sp is not None and not sp.gone:
            sp.move_to(places.anchor(p, d_seat, d_zone, d_sq))
            sp.remove(delay=0.2)
        elif hidden_dst and s_zone == "deck":      # someone else draws: a back flies to them
            p.flights += 1
            back = CardSprite(f"draw:{p.flights}", None, p.small[d_seat], places.anchor(p, s_seat, "deck"))
            back.zone = f"{seat_name(d_seat)}.flying"
            back.move_to(places.anchor(p, d_seat, "hand"), delay=0.05 * len(stagger))
            back.remove(delay=0.3 + 0.05 * len(stagger))
            p.sprites[back.id] = back
        stagger.append(e.card)
    places.place_all(p, True, stagger)
    apply_highlights(p)


# ------------------------------------------------------------------ the assault
def started(p, e: AssaultStarted) -> None:
    seat = p.acting
    beat(p, lambda: beat_attack(p, e, seat), 0.55,
         p.table.say(f"{name_of(p, e.attacker, 'A creature')} assaults {seat_name(e.target)}'s column {e.column + 1}"),
         e.attacker)


def clash(p, e: Clash) -> None:
    beat(p, lambda: beat_clash(p, e), CLASH_BEAT, acting=lambda: attacker(p))


def stat(p, e: StatChanged) -> None:
    if e.stat == "carry":
        beat(p, lambda: beat_carry(p, e), 0.5 if e.new > 0 else 0.35,
             f"{e.new} attack carries on to the next defender" if e.new > 0 else "", lambda: attacker(p))
    elif e.stat == "life":
        beat(p, lambda: beat_life(p, e), 0.85,
             p.table.say(f"{e.old - e.new} damage to {e.target}") if e.new < e.old else "", lambda: attacker(p))
    elif e.stat == "out":
        beat(p, lambda: beat_out(p, e), 0.8, p.table.say(f"{e.target} is out"))
    elif e.stat == "energy_paid":
        beat(p, lambda: beat_paid(p, e), 0.0)
    else:
        p.batch = None


def cleanup(p, e: Cleanup) -> None:
    """The push moves came just before: their beat is named after the rule."""
    b = p.batch
    if b is not None and b["kind"] == ("grid", "grid") and all(m.card in e.moved for m in b["moves"]):
        b["beat"].caption = CLEANUP
    beat(p, lambda: end_assault(p), 0.0)


def phase(p, e: PhaseChanged) -> None:
    if e.phase == "draw" and e.seat is not None:
        beat(p, lambda: beat_turn(p, e.seat), 0.15, p.table.say(f"{seat_name(e.seat)}'s turn"))
    else:
        p.batch = None


def game_over(p, e: GameOver) -> None:
    beat(p, lambda: end_assault(p), 0.0)


def beat_attack(p, e: AssaultStarted, seat: int) -> None:
    end_assault(p)
    attack = p.assault_ctx
    target, col, att = e.target, e.column, e.attacker
    grid = places.grid_ids(p, seat)
    if att not in grid:
        return
    sq = grid.index(att)
    attack.update(seat=seat, target=target, col=col, att=att, last_def=-1)
    p.trace.append(("attack", att, target, col))
    atk = float(p.cards.get(att, {}).get("attack", 0))
    p.badge[att] = [atk, atk, atk, 1.0]
    # step forward to the front of the own grid, towards the target
    here = pygame.Vector2(p.squares[seat][sq].center)
    there = pygame.Vector2(p.squares[target][col].center)
    step = (there - here)
    p.badge_dir[att] = step.normalize() if step.length() > 1 else pygame.Vector2(0, -1)
    if step.length() > 1:
        step.scale_to_length(min(40.0, step.length() / 3))
    p.lunge[att] = tuple(here + step)
    places.place_all(p, True)
    apply_highlights(p)


def beat_clash(p, e: Clash) -> None:
    attack = p.assault_ctx
    att, target = attack.get("att"), attack.get("target")
    if att is None or target is None:
        return
    tgrid = places.grid_ids(p, target)
    dfd = e.defender
    if dfd not in tgrid:
        return
    dsq = tgrid.index(dfd)
    attack["last_def"] = dsq // 3
    carry = e.attack                                   # the attack it still carries
    p.trace.append(("clash", att, dfd, carry))
    dcard = p.cards.get(dfd, {})
    # the attacker steps into the defender's square
    dpos = pygame.Vector2(p.squares[target][dsq].center)
    apos = pygame.Vector2(p.sprites[att].pos) if att in p.sprites else dpos
    v = apos - dpos
    h = p.big[target].h
    if v.length() > 1:
        v.scale_to_length(min(v.length(), h * 0.62))
    else:
        v = pygame.Vector2(0, h * 0.62)
    p.lunge[att] = tuple(dpos + v)
    p.struck = {dfd}
    places.place_all(p, True)
    u = v.normalize()
    hit = dpos - u * (h * 0.22)                      # the visible part of the defender
    p.floaters.add(f"-{carry}", (hit.x, hit.y), (255, 110, 90), 40, 1.3, rise=30, delay=0.3)
    back = int(dcard.get("attack", 0) or 0)
    if back:
        there = dpos + v + u * (h * 0.25)             # the visible part of the attacker
        p.floaters.add(f"-{back}", (there.x, there.y), (255, 200, 120), 34, 1.3, rise=30, delay=0.45)
    p.table.app.dirty = True


def beat_carry(p, e: StatChanged) -> None:
    p.trace.append(("carry", e.target, e.old, e.new))
    b = p.badge.get(e.target)
    if b is not None:
        b[1], b[2], b[3] = float(e.old), float(e.new), 0.0
    p.struck = set()


def beat_life(p, e: StatChanged) -> None:
    seat = seat_index(e.target)
    p.trace.append(("life", seat, e.old, e.new))
    p.life[seat] = e.new
    p.counters[seat].set(e.new)
    att = p.assault_ctx.get("att")
    life = p.table.zone(seat, "life")
    if att in p.sprites and att in p.badge:
        here = pygame.Vector2(p.sprites[att].pos)
        v = (pygame.Vector2(life.center) - here) * 0.55
        p.lunge[att] = tuple(here + v)
        p.badge[att] = [float(e.old - e.new)] * 3 + [1.0]
        places.place_all(p, True)
    if e.new < e.old:
        p.floaters.add(f"-{e.old - e.new}", (life.centerx, life.y - 6), (255, 90, 70), 48, 1.5, delay=0.25)
    build_buttons(p)


def beat_out(p, e: StatChanged) -> None:
    seat = seat_index(e.target)
    p.out[seat] = True
    r = p.table.zone(seat, "plate")
    p.floaters.add("OUT", r.center, (255, 90, 70), 52, 1.8)
    p.table.app.dirty = True


def beat_paid(p, e: StatChanged) -> None:
    seat = seat_index(e.target)
    r = p.table.zone(seat, "energy")              # it floats up inside the energy zone, over no other box
    p.floaters.add(f"-{e.new} energy", (r.centerx, r.centery + 8), (255, 226, 120), 28, 1.3, rise=min(24, r.h // 4))


def beat_turn(p, seat: int) -> None:
    p.shown_active = seat
    end_assault(p)


def end_assault(p) -> None:
    p.lunge.clear()
    p.badge.clear()
    p.struck = set()
    places.place_all(p, True)


BEATS = {CardMoved: moved, AssaultStarted: started, Clash: clash, StatChanged: stat, Cleanup: cleanup,
         PhaseChanged: phase, GameOver: game_over}
