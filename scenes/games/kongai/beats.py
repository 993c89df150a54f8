"""Kongai's beats: its typed events (game/kongai/events.py) as beats of the shared choreography
(scenes/table/choreo.py), at the one pace setting. ``BEATS`` maps each event class to a handler
``handler(plan, event)`` (``p``: :class:`scenes.games.kongai.table.KongaiPlan`) that queues beats
on ``p.table.choreo``; nothing here reads a log line or a rule string: what happened comes in the
events' fields.

A reveal plays as: both choices at once (``Revealed``), the energy paid, then each move
(``StepStarted`` .. its events .. ``Step``: switches and intercepts first, then the abilities
fastest first, or both at once at equal speed), then the end of the turn (``TurnEnded`` and
what follows it) or the maneuver's range (``ManeuverResolved``). Each beat releases the log
lines that come before its next event (the log never tells a result before the table shows it).
"""
from __future__ import annotations

from game.core.contract import CardMoved, GameOver, PhaseChanged, StatChanged, seat_index, seat_name
from game.kongai import events as E
from scenes import assets
from scenes.games.kongai.art import STUN
from scenes.games.kongai.draft import SEAT_COLOURS
from scenes.games.kongai import moves
from scenes.games.kongai.acts import bench_ids
from scenes.games.kongai.shapes import bench_slots
from scenes.games.kongai.words import MANEUVER_SAID, MANEUVER_WHY, char_name, choice_words, says
from scenes.widgets.tween import Tween, ease_in_out

REVEAL = 2.2      # beats (0.65 s each at normal pace)
STEP = 0.6
RESULT = 0.9
NOTE = 0.8


def release_log(p, pos: int) -> None:
    """A beat for the event at ``pos`` starts: tell the held lines up to it (and the lines
    right after it, which say what it did)."""
    at = set(p.log_at)
    end = pos + 1
    while end in at:
        end += 1
    n = sum(1 for i in p.log_at if i < end)
    if n > p.log_told:
        p.table.log.release(n - p.log_told)
        p.log_told = n


def beat(p, e, fn, beats: float, caption: str = "", acting=None) -> None:
    """Queue one beat for event ``e``: it releases the log lines told up to ``e``, then ``fn``;
    ``acting``: what acts in it (a rect gets a gold ring, scenes/table/recap.py)."""
    pos = p.batch_pos.get(id(e))

    def start():
        if pos is not None:
            release_log(p, pos)
        if fn is not None:
            fn()
    p.table.choreo.beat(start, beats, caption, acting=acting)


# ------------------------------------------------------------------ where things are
def card_center(p, cid) -> tuple[int, int]:
    s = p.owner.get(cid, 0)
    if p.shown_active.get(s) == cid:
        return p.table.zone(s, "active").center
    ids = bench_ids(p, s)
    if cid in ids:
        return bench_slots(p.table.zone(s, "bench"), len(ids))[ids.index(cid)].center
    return p.table.zone(s, "active").center


def at(p, cid, dy: int) -> tuple[int, int]:
    """A point on a character: ``dy`` below the centre of the big card, or the bench tile's centre."""
    x, y = card_center(p, cid)
    s = p.owner.get(cid, 0)
    return (x, y + dy) if p.shown_active.get(s) == cid else (x, y)


def callout(p, seat: int, text: str, colour, size: int = 44, delay: float = 0.0):
    r = p.table.zone(seat, "active")
    p.floaters.add(text, (r.centerx, r.y + 215), colour, size, 1.4, 50, delay)


def name(p, cid) -> str:
    return char_name(p, cid)


def slide_in(p, s: int, cid: str):
    p.shown_active[s] = cid
    r = p.table.zone(s, "active")
    start = p.table.zone(s, "bench").center
    p.slide[s] = Tween((start[0] - r.centerx, start[1] - r.centery), (0.0, 0.0), 0.45)
    moves.build_ui(p)


def range_to(p, new: str):
    target = 0.0 if new == "close" else 1.0
    p.range_pos = Tween(p.range_pos.value, target, 0.8, ease_in_out)
    r = p.table.layout.rect("range")
    p.floaters.add(f"RANGE: {new.upper()}", (r.centerx, r.bottom - 30), assets.GOLD, 34, 1.4, 30)


# ------------------------------------------------------------------ choices
def chosen(p, e: E.Chosen) -> None:
    if p.revealing:
        return
    r = p.table.zone(e.seat, "active")
    beat(p, e, lambda: p.floaters.add("✓ CHOSEN", (r.centerx, r.y + 200), (140, 230, 160), 40, 1.0, 40), 0)


def revealed(p, e: E.Revealed) -> None:
    parts = [f"{p.table.short_name(s)}: {choice_words(e.choices.get(seat_name(s), '?'))}" for s in (0, 1)]

    def show():
        p.stage = (p.table.view.get("last") or {}).get("turn", p.table.view.get("turn")), e.phase
        p.reveal_show = {"phase": e.phase, "choices": dict(e.choices)}
        p.step_no = None
        p.floaters.clear()            # "chosen" marks give way to the choices themselves
        for s in (0, 1):
            p.ribbons[s] = (choice_words(e.choices.get(seat_name(s), "")), SEAT_COLOURS[s])
        p.trace.append(("reveal", e.phase, dict(e.choices)))
        p._reveal_cache = None
        moves.build_ui(p)
    beat(p, e, show, REVEAL * (0.6 if p.quiet else 1.0), "Both choices revealed together — " + "  ·  ".join(parts))


# ------------------------------------------------------------------ stats
def stat(p, e: StatChanged) -> None:
    if e.target not in p.hp:
        return
    if e.stat == "energy":
        if e.new < e.old and p.move is None and p.in_reveal and not p.turn_over:      # the cost of a choice
            if p.cost_beat is None:
                p.costs = []
                beat(p, e, lambda costs=p.costs: paid(p, costs), 1.0, "")
                p.cost_beat = p.table.choreo.queue[-1]
            p.costs.append(e)
            p.cost_beat.caption = "Energy paid: " + ", ".join(f"{name(p, x.target)} {x.old - x.new}"
                                                              for x in p.costs)
        else:
            beat(p, e, lambda: p.en[e.target].set(e.new), 0)
        return
    hit = p.last_hit if p.last_hit is not None and p.last_hit.target == e.target else None
    p.last_hit = None
    label = " poison" if p.poison == e.target and e.new < e.old else ""
    p.poison = None
    beat(p, e, lambda: health(p, e, label, hit), 0.7 if e.new < e.old else 0.3)


def paid(p, costs):
    for e in costs:
        p.en[e.target].set(e.new)
        if e.target in p.shown_active.values():
            r = p.table.zone(p.owner[e.target], "energy")
            p.floaters.add(f"−{e.old - e.new} energy", (r.centerx - 40, r.centery), (150, 200, 255), 26, 1.1, 24)


def health(p, e: StatChanged, label: str = "", hit: E.Hit | None = None):
    p.hp[e.target].set(e.new)
    if e.new < e.old:
        n = hit.hits if hit is not None else 1
        p.flash[e.target] = 0.5 + (0.1 * n if n > 1 else 0)
        if n > 1:
            p.floaters.add(f"−{e.old - e.new}", at(p, e.target, 90), (255, 100, 80), 60, 1.3, 60, 0.1)
        else:
            p.floaters.add(f"−{e.old - e.new}{label}", at(p, e.target, 100), (255, 110, 90), 58 if not label else 40,
                           1.4, 60)
    elif e.new > e.old and e.target in p.shown_active.values():
        p.floaters.add(f"+{e.new - e.old} health", at(p, e.target, 60), (120, 230, 140), 34, 1.2, 50)


# ------------------------------------------------------------------ moves
def speed_order(p, e: E.SpeedOrder) -> None:
    p.order = e


def step_started(p, e: E.StepStarted) -> None:
    p.move = e
    o = p.order
    prefix = ""
    if e.speed and o is not None:
        if o.together:
            prefix = f"Same speed ({e.speed}), both at once: "
        elif len(o.speeds) == 2:
            prefix = (f"Faster first (speed {o.speeds[0]} against {o.speeds[1]}): " if e.seat == o.seats[0]
                      else f"Then the slower move (speed {e.speed}): ")
    elif not e.speed and o is not None and e.what != "rest" and e.what != "stunned":
        prefix = "Switches and intercepts come before abilities: "
    spd = f" (speed {e.speed})" if e.speed else ""
    what = {"rest": "rests", "stunned": "is stunned and does nothing"}.get(e.what, e.what)

    def show():
        p.step_no = e.index
        p._reveal_cache = None
    beat(p, e, show, STEP, f"{prefix}{name(p, e.character)}: {what}{spd}",
         lambda: p.table.zone(e.seat, "active"))


def hit(p, e: E.Hit) -> None:
    p.last_hit = e
    s = p.owner.get(e.target, 0)
    n = e.hits
    hits = f"{e.per_hit}×{n}" if n > 1 else f"{e.per_hit}"
    crit = " critically" if e.critical else ""

    def show():
        att = p.owner.get(e.attacker, 0)
        p.lunge[att] = Tween(0.0, 1.0, 0.45)
        if e.critical:
            callout(p, s, "CRITICAL!", (255, 200, 60))
        x, y = at(p, e.target, 140)
        if n > 1:
            for j in range(n):
                dx = (j - (n - 1) / 2) * 46
                p.floaters.add(f"−{e.per_hit}", (x + dx, y), (255, 150, 120), 34, 1.5, 50, 0.1 * j)
        x, y = at(p, e.target, 180)
        raw = e.per_hit + e.defence if e.per_hit > 0 else None
        if raw is not None:
            txt = f"{raw} − {e.defence} {e.damage_type} defence" + (f" = {e.per_hit} × {n} hits" if n > 1
                                                                    else f" = {e.per_hit}")
        else:
            txt = f"{e.defence} {e.damage_type} defence stops it" + (f" ({n} hits)" if n > 1 else "")
        p.floaters.add(txt, (x, y), (255, 235, 200), 24, 1.6, 20)
    beat(p, e, show, 0.3 + 0.1 * max(0, n - 1),
         f"{e.ability} hits {name(p, e.target)}{crit}: {hits} = {e.total} {e.damage_type} damage "
         f"after {e.defence} {e.damage_type} defence")


def note(p, e, caption: str, seat=None, text: str = "", colour=(170, 230, 255), size: int = 40,
         beats: float = NOTE) -> None:
    """A beat that says something (and calls it out over ``seat``'s character)."""
    beat(p, e, (lambda: callout(p, seat, text, colour, size)) if text else None, beats, caption)


def step(p, e: E.Step) -> None:
    """The move's result: what the events of the move did not already show."""
    p.move = None
    s = e.seat
    res = e.result
    who = name(p, e.character)
    calls = {"cancelled": (s, "CANCELLED", (255, 120, 100), 44, f"{who}'s {e.what} is cancelled: the faster move "
                                                                  "landed first"),
             "killed first": (s, "OUT BEFORE ACTING", (255, 120, 100), 36, f"{who} was knocked out first and "
                                                                            "never acts"),
             "out of range": (s, "OUT OF RANGE", (255, 170, 120), 38, f"The range changed before {e.what}: it "
                                                                      "misses"),
             "no target": (s, "NO TARGET", (255, 170, 120), 38, f"{e.what}: nobody left to hit"),
             "failed": (s, "SWITCH FAILED", (255, 120, 100), 38, f"{who}'s {e.what} fails"),
             "stunned": (s, "STUNNED", STUN, 40, f"{who} is stunned and does nothing")}
    c = calls.get(res)

    def show():
        if e.speed and res in ("dodged", "no target", "out of range", "reflected"):
            p.lunge[s] = Tween(0.0, 1.0, 0.45)
        if c is not None:
            callout(p, c[0], c[1], c[2], c[3], 0.25 if res == "failed" else 0.0)
        p.trace.append(("step", seat_name(s), e.character, e.what, e.speed, res, e.damage))
    beat(p, e, show, RESULT if c is not None else 0.3, c[4] if c is not None else "")


def dodged(p, e: E.Dodged) -> None:
    note(p, e, f"{name(p, e.target)} dodges {e.ability}", p.owner.get(e.target, 0), "DODGED!")


def reflected(p, e: E.Reflected) -> None:
    note(p, e, f"{name(p, e.by)} turns {e.ability} back on {name(p, e.attacker)}: {e.damage} damage",
         p.owner.get(e.by, 0), "REFLECTED!", (200, 170, 255))


def fled(p, e: E.Fled) -> None:
    if e.hit:
        note(p, e, f"{e.ability} hits the fleeing {name(p, e.target)}", beats=0.5)
    else:
        note(p, e, f"{name(p, e.target)} switched out and dodges {e.ability}", p.owner.get(e.target, 0), "DODGED!")


def interrupted(p, e: E.Interrupted) -> None:
    note(p, e, f"{e.by} lands first and cancels {name(p, e.character)}'s {e.what}", beats=1.0)


def uninterruptible(p, e: E.Uninterruptible) -> None:
    note(p, e, f"{name(p, e.target)} cannot be interrupted: {e.by} does not cancel its move",
         p.owner.get(e.target, 0), "UNINTERRUPTIBLE", (200, 220, 255), 32)


def switched(p, e: E.Switched) -> None:
    note(p, e, f"{says(p, e.seat, 'switch')} {name(p, e.old)} out for {name(p, e.new)}", e.seat, "SWITCH!",
         (180, 200, 255))


def intercepted(p, e: E.Intercepted) -> None:
    note(p, e, f"{name(p, p.move.character if p.move else '')} intercepts {name(p, e.target)}: {e.damage} damage "
         "and the switch fails", 1 - e.seat, "INTERCEPTED!", (255, 150, 90))


def intercept_missed(p, e: E.InterceptMissed) -> None:
    if e.how == "slipped":
        note(p, e, f"{name(p, e.target)} slips the intercept ({e.chance}%)", 1 - e.seat, "SLIPPED AWAY!", size=38)
    elif e.how == "dodged":
        note(p, e, f"{name(p, e.target)} dodges the intercept", e.seat, "INTERCEPT DODGED", size=36)
    else:
        note(p, e, "Intercept, but nobody switches: no effect", e.seat, "INTERCEPT: NO EFFECT", (200, 200, 200), 32)


def rested(p, e: E.Rested) -> None:
    note(p, e, f"{name(p, e.character)} rests: +{e.energy} energy", e.seat, f"REST +{e.energy}", (150, 200, 255), 38)


# ------------------------------------------------------------------ riders and status
def poisoned(p, e: E.Poisoned) -> None:
    note(p, e, f"{name(p, e.character)} is poisoned: {e.amount} a turn for {e.turns} turns",
         p.owner.get(e.character, 0), "POISONED", (120, 200, 90), 36, 0.6)


def stunned(p, e: E.Stunned) -> None:
    note(p, e, f"{name(p, e.character)} is stunned for {e.turns} turn{'s' if e.turns != 1 else ''}",
         p.owner.get(e.character, 0), "STUNNED", STUN, 40, 0.6)


def buffed(p, e: E.Buffed) -> None:
    what = {"damage": "damage a hit", "speed": "speed", "defence": "defence"}.get(e.stat, e.stat)
    note(p, e, f"{name(p, e.character)}: {e.amount:+d} {what} for {e.turns} turn{'s' if e.turns != 1 else ''}"
         f" ({e.source})", beats=0.6)


def immune(p, e: E.Immune) -> None:
    note(p, e, f"{name(p, e.character)} is immune to {e.what}", p.owner.get(e.character, 0), "IMMUNE",
         (200, 220, 255), 36, 0.6)


def reflect_ready(p, e: E.ReflectReady) -> None:
    note(p, e, f"{name(p, e.character)} will turn {e.damage_type} attacks back this turn", beats=0.6)


def cleansed(p, e: E.Cleansed) -> None:
    what = {"all": "is cleansed", "poison": "cures a poison", "debuff": "cures a debuff"}.get(e.what, e.what)
    note(p, e, f"{name(p, e.character)} {what}", beats=0.6)


def knocked_out(p, e: E.KnockedOut) -> None:
    why = {"poison": " (poison)", "reflected": " (reflected)", "switching in": " (switching in)"}.get(e.cause, "")
    note(p, e, f"{name(p, e.character)} is knocked out{why}", p.owner.get(e.character, 0), "KNOCKED OUT",
         (255, 90, 80), 40, 1.0)


def innate(p, e: E.InnateTriggered) -> None:
    if e.what == "salve":
        text = f"{name(p, e.character)} uses the Healing Salve: +{e.amount} health"
    elif e.what == "switch damage":
        text = f"{name(p, e.target)} takes {e.amount} switching in"
    else:
        text = f"{name(p, e.character)}'s innate: an enemy died"
    note(p, e, text, beats=0.6)


def disabled(p, e: E.AbilityDisabled) -> None:
    note(p, e, f"{name(p, e.by)} disables {name(p, e.character)}'s {e.ability} this turn", beats=0.6)


def brought_in(p, e: E.BroughtIn) -> None:
    beat(p, e, lambda: callout(p, e.seat, f"{name(p, e.new).upper()} COMES IN", (180, 220, 255), 34), 1.0,
         f"{says(p, e.seat, 'bring')} in {name(p, e.new)} for {name(p, e.old)}")


# ------------------------------------------------------------------ range and the end of the turn
def range_set(p, e: E.RangeSet) -> None:
    beat(p, e, lambda: range_to(p, e.new), 1.0, f"The range is now {e.new.upper()}")


def maneuver(p, e: E.ManeuverResolved) -> None:
    said = [f"{seat_name(s)} {MANEUVER_SAID.get(e.choices.get(seat_name(s)), 'passed')}" for s in (0, 1)]   # p.table.say
    moved = e.old != e.new

    def show():
        p.step_no = None
        if not moved:
            r = p.table.layout.rect("range")
            p.floaters.add(f"RANGE STAYS {e.new.upper()}", (r.centerx, r.bottom - 30), (220, 220, 220), 28, 1.3, 24)
        p.trace.append(("tail", "maneuver"))
    beat(p, e, show, 1.2 if p.quiet else 1.6,
         p.table.say(f"{' and '.join(said)}: the range {'is now' if moved else 'stays'} {e.new.upper()} "
                     f"({MANEUVER_WHY.get(e.why, e.why)})"))


def turn_ended(p, e: E.TurnEnded) -> None:
    p.turn_over = True

    def show():
        p.step_no = None
        p._reveal_cache = None
        p.trace.append(("tail", "combat"))
    beat(p, e, show, 1.2, f"End of turn: every character +{e.energy} energy, benched ones +{e.bench_heal} health")


def poison_tick(p, e: E.PoisonTick) -> None:
    p.poison = e.character
    note(p, e, f"Poison: {name(p, e.character)} loses {e.amount}", beats=0.4)


def stalemate(p, e: E.Stalemate) -> None:
    note(p, e, f"{e.turns} turns without damage or a switch: range changes are free until damage is dealt",
         beats=1.0)


def cannot_act(p, e: E.CannotAct) -> None:
    if p.in_reveal:
        note(p, e, f"{name(p, e.character)} is stunned and cannot act", e.seat, "STUNNED", STUN, 40, 0.8)


def moved(p, e: CardMoved) -> None:
    """A character comes in (a lead, a switch, a replacement): it slides in from the bench."""
    if not e.dst.endswith(".active") or e.card == "?":
        return
    s = seat_index(e.dst.split(".")[0])
    beat(p, e, lambda: slide_in(p, s, e.card), 0)


def phase_changed(p, e: PhaseChanged) -> None:
    if e.phase != "replace":
        return
    v = p.table.view
    out = [s for s in (0, 1) if not (p.chars.get(v[seat_name(s)]["active"] or "") or {}).get("alive", True)]
    if out:
        beat(p, e, None, 1.0, "; ".join(f"{p.table.short_name(s)} must bring in another character" for s in out))


def game_over(p, e: GameOver) -> None:
    beat(p, e, None, 0.5, "")


BEATS = {E.Chosen: chosen, E.Revealed: revealed, StatChanged: stat, E.SpeedOrder: speed_order,
         E.StepStarted: step_started, E.Step: step, E.Hit: hit, E.Dodged: dodged, E.Reflected: reflected,
         E.Fled: fled, E.Interrupted: interrupted, E.Uninterruptible: uninterruptible, E.Switched: switched,
         E.Intercepted: intercepted, E.InterceptMissed: intercept_missed, E.Rested: rested,
         E.Poisoned: poisoned, E.Stunned: stunned, E.Buffed: buffed, E.Immune: immune,
         E.ReflectReady: reflect_ready, E.Cleansed: cleansed, E.KnockedOut: knocked_out, E.InnateTriggered: innate,
         E.AbilityDisabled: disabled, E.BroughtIn: brought_in, E.RangeSet: range_set, E.ManeuverResolved: maneuver,
         E.TurnEnded: turn_ended, E.PoisonTick: poison_tick, E.Stalemate: stalemate, E.CannotAct: cannot_act,
         CardMoved: moved, PhaseChanged: phase_changed, GameOver: game_over}
