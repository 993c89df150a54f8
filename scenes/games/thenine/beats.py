"""The Nine's beats: its typed events (game/thenine/events.py: ``CardPlayed``, ``Fight``,
``EndOfDays``; the shared ``CardMoved``, ``DiceRolled``, ``StatChanged``, ``PhaseChanged``,
``GameOver``) as beats of the shared choreography (scenes/table/choreo.py), at the one pace
setting. ``BEATS`` maps each event class to a handler ``handler(plan, event)`` that queues
beats on the table's choreography (``plan.table.choreo``); nothing here reads a log line or a
rule string: who fights whom, the dice and the totals come in the events' fields.

Lengths are in beats (0.65 s each at normal pace): a card moving is one beat (moves between the
same two zones in a row share it: the cards drawn, the sacrificed cards); a card played is the
beat of its move, held a little longer with what it does; the initiative d20s, each fight (its
d10s tumbling beside the attacker and the blockers, then the totals written out), an effect's
die, damage and Shame, the End of Days token each have theirs.
"""
from __future__ import annotations

import pygame

from game.core.contract import CardMoved, DiceRolled, GameOver, PhaseChanged, StatChanged, seat_index
from game.thenine.events import CardPlayed, EndOfDays, Fight
from scenes.games.thenine import draw, place, words
from scenes.games.thenine.art import TOKEN_GREEN
from scenes.games.thenine.moves import apply_highlights
from scenes.games.thenine.place import parse_zone
from scenes.widgets.dice import Die

#: lengths in beats
MOVE = 1.0            # a card (or the cards of one kind) sliding to its zone
MOVE_EACH = 0.08      # every further card of the same beat
PLAYED = 2.0          # a card played: its move and what it does, readable
INITIATIVE = 2.6      # both d20s tumble and land
REROLL = 2.1          # a tie: both roll again
ROLL = 1.8            # the d10s of a fight tumble and land
#: the fight and effect dice, px (a d10's number is 0.4 of it: 25 px, read from the sofa)
DIE_PX = 64
TOTALS = 2.3          # "7 + 3 Strength = 10" stays readable
DIE = 1.8             # an effect's die
STAT = 0.85           # damage, healing or Shame on a card or a player
STAT_SMALL = 0.55     # Strength or Defence
TOKEN = 1.0           # a green token to the End of Days pool
OVER = 0.5

ATTACK_TINT = (196, 58, 46)
DEFENCE_TINT = (52, 96, 182)
RR_TINT = (120, 30, 36)
EFFECT_TINT = (120, 80, 170)


def beat(p, fn, beats: float, caption: str = "", where=None) -> None:
    """Queue one beat; it ends a row of moves."""
    p.batch = None
    p.table.choreo.beat(fn, beats, caption, where)


def prepare(p, events) -> None:
    """Before the handlers run: the Events played (they are shown in the middle while they
    resolve) and the dice of each fight (its ``Fight`` follows them and shows them)."""
    p.batch = None
    p.played = {e.card for e in events if isinstance(e, CardPlayed) and e.what != "warrior"}
    p.fight_dice_events = set()
    for i, e in enumerate(events):
        if isinstance(e, Fight):
            for x in events[max(0, i - 1 - len(e.defenders)):i]:
                if isinstance(x, DiceRolled):
                    p.fight_dice_events.add(id(x))


# ------------------------------------------------------------------ handlers
def moved(p, e: CardMoved) -> None:
    """Moves between the same two zones in a row share a beat (the same card twice starts a
    new one; "?" is a card the viewer does not see)."""
    b = p.batch
    if (b is not None and b["kind"] == (e.src, e.dst)
            and (e.card == "?" or all(m.card != e.card for m in b["moves"]))):
        b["moves"].append(e)
    else:
        moves = [e]
        beat(p, lambda: beat_moves(p, moves), MOVE)
        b = p.batch = {"kind": (e.src, e.dst), "moves": moves, "beat": p.table.choreo.queue[-1]}
    b["beat"].beats = MOVE + MOVE_EACH * (len(b["moves"]) - 1)
    b["beat"].caption = words.move_caption(p, b["moves"])
    b["beat"].where = e.dst


def played(p, e: CardPlayed) -> None:
    """A card played from a hand: the beat of its move says what it does (or a beat of its own)."""
    b = p.batch
    caption = words.played_caption(p, e)
    if b is not None and len(b["moves"]) == 1 and b["moves"][0].card == e.card:
        moves = b["moves"]
        b["beat"].start = lambda: (beat_moves(p, moves), beat_played(p, e))
        b["beat"].beats = max(b["beat"].beats, PLAYED)
        b["beat"].caption = caption
        p.batch = None
    else:
        beat(p, lambda: beat_played(p, e), PLAYED, caption, e.card)


def rolled(p, e: DiceRolled) -> None:
    if id(e) in p.fight_dice_events:
        return                                   # its Fight shows it
    if e.purpose == "initiative":
        b = p.batch
        if b is not None and b["kind"] == "initiative":
            pairs = b["pairs"]
            if len(pairs[-1]) == 1:
                pairs[-1].append(e.value)
            else:
                pairs.append([e.value])
                b["beat"].beats += REROLL
            return
        pairs = [[e.value]]
        beat(p, lambda: beat_initiative(p, pairs), INITIATIVE, "Initiative: both players roll a d20", "dice")
        p.batch = {"kind": "initiative", "pairs": pairs, "beat": p.table.choreo.queue[-1]}
        return
    beat(p, lambda: beat_effect_die(p, e), DIE, words.die_caption(p, e), "event")


def fight(p, e: Fight) -> None:
    beat(p, lambda: beat_fight(p, e), ROLL, words.fight_caption(p, e, False), e.attacker)
    beat(p, lambda: beat_totals(p, e), TOTALS, words.fight_caption(p, e, True), e.attacker)


def stat(p, e: StatChanged) -> None:
    beat(p, lambda: beat_stat(p, e), STAT if e.stat in ("health", "shame") else STAT_SMALL)


def end_of_days(p, e: EndOfDays) -> None:
    beat(p, lambda: beat_token(p, e), TOKEN, f"A green token moves to the End of Days pool: round {e.round} of "
                                             f"{e.rounds}", "eod")


def phase(p, e: PhaseChanged) -> None:
    beat(p, lambda: beat_phase(p, e), 0.0)


def beat_phase(p, e: PhaseChanged) -> None:
    """The banner names the phase the beats have reached."""
    p.shown_phase = e.phase
    p.trace.append(("phase", e.phase, e.seat))


def game_over(p, e: GameOver) -> None:
    beat(p, None, OVER)


BEATS = {CardMoved: moved, CardPlayed: played, DiceRolled: rolled, Fight: fight, StatChanged: stat,
         EndOfDays: end_of_days, PhaseChanged: phase, GameOver: game_over}


# ------------------------------------------------------------------ what a beat starts
def beat_moves(p, moves) -> None:
    """The moves of one beat applied to the board; every sprite slides to its place."""
    for e in moves:
        src, dst = parse_zone(e.src), parse_zone(e.dst)
        if not src or not dst:
            continue
        place.move_card(p, e)
        if e.card in p.building:
            p.building.remove(e.card)
        if e.card == p.showing_event and dst[1] != "valhalla":
            p.showing_event = None
        if e.card in p.played:
            p.showing_event = e.card
        p.lunge.pop(e.card, None)
        p.trace.append(("move", e.card, e.src, e.dst))
    place.place_all(p, True)
    apply_highlights(p)


def beat_played(p, e: CardPlayed) -> None:
    """A card is played (an Event stays in the event zone while it resolves)."""
    p.trace.append(("played", e.card, e.what))


def beat_initiative(p, pairs) -> None:
    p.trace.append(("initiative", [tuple(pair) for pair in pairs]))
    for pair in pairs:
        if len(pair) == 2:
            p.dice.roll(0, pair[0], 20)
            p.dice.roll(1, pair[1], 20)
    p.table.app.dirty = True


def beat_token(p, e: EndOfDays) -> None:
    p.round_shown = e.round
    r = draw.token_rect(p, e.round - 1)
    p.floaters.add("+1", r.center, TOKEN_GREEN, 26, 1.0, rise=24)
    p.trace.append(("round", e.round))


def die_beside(p, cid: str, k: int = 0) -> tuple[int, int]:
    """A fight die's centre: just right of the card (left where the right is taken by Valhalla)."""
    r = place.card_rect(p, cid)
    gap = DIE_PX // 2 + 5
    x = r.right + gap
    if x > p.table.layout.rect("p1.valhalla").x - 10 and r.x - gap > 0:
        x = r.x - gap
    return int(x), int(r.centery - 22 + (DIE_PX + 2) * k)


def lunge(p, cid: str, at, goal, most: float, part: int) -> tuple[float, float]:
    """Where a fighter steps to: ``part`` of the way towards ``goal``, ``most`` pixels at most,
    and no further than its own row's edge (``place.LUNGE_OVER`` over it): the banner between the
    rows never hides the card that fights."""
    v = pygame.Vector2(goal) - pygame.Vector2(at)
    if v.length() > 1:
        v.scale_to_length(min(most, v.length() / part))
    x, y = at[0] + v.x, at[1] + v.y
    sp = p.sprites.get(cid)
    if sp is not None and sp.zone in p.table.layout.zones:
        row = p.table.layout.rect(sp.zone).inflate(0, 2 * place.LUNGE_OVER)
        half = place.card_rect(p, cid).h / 2
        y = max(row.top + half, min(row.bottom - half, y)) if row.h >= 2 * half else at[1]
    return (x, y)


def beat_fight(p, f: Fight) -> None:
    """The attack d10 beside the attacker, a defence d10 beside each blocker, tumbling; the
    attacker and its blockers step towards each other."""
    place.clear_fight(p)
    a = f.attacker
    p.trace.append(("fight", a, f.roll, [d["roll"] for d in f.defenders]))
    tint = RR_TINT if f.seat is None else ATTACK_TINT
    ap = place.pos(p, a)
    if ap is not None:
        if f.defenders:
            goal = pygame.Vector2(place.pos(p, f.defenders[0]["id"]) or ap)
        else:
            goal = pygame.Vector2(p.table.zone(f.defending, "play").center)
        p.lunge[a] = lunge(p, a, ap, goal, 40.0, 3)
    for d in f.defenders:
        dp = place.pos(p, d["id"])
        if dp is not None and ap is not None:
            p.lunge[d["id"]] = lunge(p, d["id"], dp, ap, 24.0, 4)
    p.fight_lines = [(a, d["id"]) for d in f.defenders] or [(a, f.defending)]
    place.place_all(p, True)
    die = Die("", die_beside(p, a), DIE_PX, 10, tint)
    die.roll(f.roll)
    p.fight_dice.append(die)
    for d in f.defenders:
        dd = Die("", die_beside(p, d["id"]), DIE_PX, 10, DEFENCE_TINT)
        dd.roll(d["roll"])
        p.fight_dice.append(dd)


def total_at(p, die: Die, cid: str, text: str, drop: int = 0, taken=()) -> tuple[str, tuple[int, int]]:
    """Where a total's label goes (the pill's anchor and point), reaching away from its card: under
    its die, else over it, else beside it, the first place where it lies on no card, no die and no
    label placed before (``taken``: their (anchor, point)s); under the die when every place is
    taken. ``drop`` staggers neighbours."""
    r = place.card_rect(p, cid)
    x, y = int(die.home[0]), int(die.home[1])
    half, out = die.size // 2 - 8, x >= r.centerx       # (the pill is 8 px wider than its text each side)
    side = "left" if out else "right"
    places = [(f"top{side}", (x + (-half if out else half), y + die.size // 2 + 5 + drop)),
              (f"bottom{side}", (x + (-half if out else half), y - die.size // 2 - 5 - drop)),
              (f"mid{side}", (x + (1 if out else -1) * (die.size // 2 + 12), y + drop))]
    busy = [sp.rect for sp in p.sprites.values() if not sp.gone]
    busy += [pygame.Rect(0, 0, d.size, d.size).move(d.home[0] - d.size // 2, d.home[1] - d.size // 2) for d in p.fight_dice]
    busy += [draw.label_pill(p, t, *at)[0] for t, at in taken]
    return next((at for at in places if draw.label_pill(p, text, *at)[0].collidelist(busy) < 0), places[0])


def beat_totals(p, f: Fight) -> None:
    """The totals, written out: "7 + 3 Strength = 10" under each die, beside its card."""
    labels = []
    dice = iter(p.fight_dice)
    die = next(dice, None)
    if die is not None:
        text = f"{f.roll} + {f.strength} Strength = {f.attack}"
        labels.append((text, total_at(p, die, f.attacker, text), (255, 190, 170)))
    for i, d in enumerate(f.defenders):
        die = next(dice, None)
        if die is not None:
            text = f"{d['roll']} + {d['defence']} Defence = {d['total']}"
            taken = [(t, at) for t, at, _ in labels]
            labels.append((text, total_at(p, die, d["id"], text, 34 * (i % 2), taken), (180, 205, 255)))
    p.fight_labels = labels
    p.trace.append(("totals", f.attacker, f.attack, f.defence, f.result))
    if f.result == "unblocked":
        r = p.table.zone(f.defending, "health")
        p.floaters.add("unblocked", (r.centerx + 40, r.y - 10), (255, 200, 160), 24, 1.3, rise=20)
    elif f.result == "blocked":
        if place.pos(p, f.attacker):            # over the card's top edge, rising: its name and total stay readable
            r = place.card_rect(p, f.attacker)
            p.floaters.add("BLOCKED", (r.centerx, r.top - 12), (180, 205, 255), 30, 1.4, rise=24)
    p.table.app.dirty = True


def beat_effect_die(p, e: DiceRolled) -> None:
    z = p.table.layout.rect("event")
    die = Die("", (z.right + DIE_PX // 2 + 9, z.centery), DIE_PX, e.sides, EFFECT_TINT if e.seat >= 0 else RR_TINT)
    die.roll(e.value)
    p.fight_dice = [die]
    p.fight_labels = []
    p.trace.append(("die", e.purpose, e.value))


def beat_stat(p, e: StatChanged) -> None:
    p.trace.append(("stat", e.target, e.stat, e.old, e.new))
    if e.target in ("p1", "p2"):
        seat = seat_index(e.target)
        if e.stat == "health":
            p.health[seat] = e.new
            p.counters[(seat, "health")].set(e.new)
            r = p.table.zone(seat, "health")
            diff = e.new - e.old
            p.floaters.add(f"{diff:+d}", (r.centerx, r.y - 4), (255, 90, 70) if diff < 0 else (120, 235, 140), 44, 1.5)
        return
    card = p.cards.get(e.target)
    if card is None:
        return
    place.set_face(p, e.target, dict(card, **{e.stat: e.new}))       # the view's face arrives when the beats end
    xy = place.pos(p, e.target)
    if xy is None:
        return
    diff = e.new - e.old
    if e.stat == "health":
        text, col = f"{diff:+d}", ((255, 90, 70) if diff < 0 else (120, 235, 140))
    elif e.stat == "shame":
        text = f"+{diff} Shame" if diff > 0 else f"{diff} Shame"
        col = (255, 120, 100) if diff > 0 else (200, 220, 200)
    else:
        text, col = f"{diff:+d} {e.stat.capitalize()}", (120, 235, 140) if diff > 0 else (255, 140, 120)
    p.floaters.add(text, (xy[0], xy[1] - 30), col, 30 if e.stat == "health" else 24, 1.3, rise=40)
    p.table.app.dirty = True
