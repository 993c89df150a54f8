"""Kongai's beats: its typed events (game/kongai/events.py) as beats of the shared choreography
(scenes/table/choreo.py), at the one pace setting. ``BEATS`` maps each event class to a handler
``handler(table, event)`` that queues beats on ``table.choreo``; nothing here reads a log line
or a rule string: what happened comes in the events' fields.

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
from scenes.games.kongai.moves import bench_slots
from scenes.games.kongai.words import MANEUVER_SAID, MANEUVER_WHY, choice_words, says
from scenes.widgets.tween import Tween, ease_in_out

REVEAL = 2.2      # beats (0.65 s each at normal pace)
STEP = 0.6
RESULT = 0.9
NOTE = 0.8



def beat(t, e, fn, beats: float, caption: str = "", acting=None) -> None:
    """Queue one beat for event ``e``: it releases the log lines told up to ``e``, then ``fn``;
    ``acting``: what acts in it (a rect gets a gold ring, scenes/table/recap.py)."""
    pos = t.batch_pos.get(id(e))

    def start():
        if pos is not None:
            t.release_log(pos)
        if fn is not None:
            fn()
    t.choreo.beat(start, beats, caption, acting=acting)


# ------------------------------------------------------------------ where things are
def card_center(t, cid) -> tuple[int, int]:
    s = t.owner.get(cid, 0)
    if t.shown_active.get(s) == cid:
        return t.zone(s, "active").center
    ids = t._bench_ids(s)
    if cid in ids:
        return bench_slots(t.zone(s, "bench"), len(ids))[ids.index(cid)].center
    return t.zone(s, "active").center


def at(t, cid, dy: int) -> tuple[int, int]:
    """A point on a character: ``dy`` below the centre of the big card, or the bench tile's centre."""
    x, y = card_center(t, cid)
    s = t.owner.get(cid, 0)
    return (x, y + dy) if t.shown_active.get(s) == cid else (x, y)


def callout(t, seat: int, text: str, colour, size: int = 44, delay: float = 0.0):
    r = t.zone(seat, "active")
    t.floaters.add(text, (r.centerx, r.y + 215), colour, size, 1.4, 50, delay)


def name(t, cid) -> str:
    return t.char_name(cid)


def slide_in(t, s: int, cid: str):
    t.shown_active[s] = cid
    r = t.zone(s, "active")
    start = t.zone(s, "bench").center
    t.slide[s] = Tween((start[0] - r.centerx, start[1] - r.centery), (0.0, 0.0), 0.45)
    t._build_ui()


def range_to(t, new: str):
    target = 0.0 if new == "close" else 1.0
    t.range_pos = Tween(t.range_pos.value, target, 0.8, ease_in_out)
    r = t.layout.rect("range")
    t.floaters.add(f"RANGE: {new.upper()}", (r.centerx, r.bottom - 30), assets.GOLD, 34, 1.4, 30)


# ------------------------------------------------------------------ choices
def chosen(t, e: E.Chosen) -> None:
    if t.revealing:
        return
    r = t.zone(e.seat, "active")
    beat(t, e, lambda: t.floaters.add("✓ CHOSEN", (r.centerx, r.y + 200), (140, 230, 160), 40, 1.0, 40), 0)


def revealed(t, e: E.Revealed) -> None:
    parts = [f"{t.short_name(s)}: {choice_words(e.choices.get(seat_name(s), '?'))}" for s in (0, 1)]

    def show():
        t.stage = (t.view.get("last") or {}).get("turn", t.view.get("turn")), e.phase
        t.reveal_show = {"phase": e.phase, "choices": dict(e.choices)}
        t.step_no = None
        t.floaters.clear()            # "chosen" marks give way to the choices themselves
        for s in (0, 1):
            t.ribbons[s] = (choice_words(e.choices.get(seat_name(s), "")), SEAT_COLOURS[s])
        t.trace.append(("reveal", e.phase, dict(e.choices)))
        t._reveal_cache = None
        t._build_ui()
    beat(t, e, show, REVEAL * (0.6 if t.quiet else 1.0), "Both choices revealed together — " + "  ·  ".join(parts))


# ------------------------------------------------------------------ stats
def stat(t, e: StatChanged) -> None:
    if e.target not in t.hp:
        return
    if e.stat == "energy":
        if e.new < e.old and t.move is None and t.in_reveal and not t.turn_over:      # the cost of a choice
            if t.cost_beat is None:
                t.costs = []
                beat(t, e, lambda costs=t.costs: paid(t, costs), 1.0, "")
                t.cost_beat = t.choreo.queue[-1]
            t.costs.append(e)
            t.cost_beat.caption = "Energy paid: " + ", ".join(f"{name(t, x.target)} {x.old - x.new}"
                                                              for x in t.costs)
        else:
            beat(t, e, lambda: t.en[e.target].set(e.new), 0)
        return
    hit = t.last_hit if t.last_hit is not None and t.last_hit.target == e.target else None
    t.last_hit = None
    label = " poison" if t.poison == e.target and e.new < e.old else ""
    t.poison = None
    beat(t, e, lambda: health(t, e, label, hit), 0.7 if e.new < e.old else 0.3)


def paid(t, costs):
    for e in costs:
        t.en[e.target].set(e.new)
        if e.target in t.shown_active.values():
            r = t.zone(t.owner[e.target], "energy")
            t.floaters.add(f"−{e.old - e.new} energy", (r.centerx - 40, r.centery), (150, 200, 255), 26, 1.1, 24)


def health(t, e: StatChanged, label: str = "", hit: E.Hit | None = None):
    t.hp[e.target].set(e.new)
    if e.new < e.old:
        n = hit.hits if hit is not None else 1
        t.flash[e.target] = 0.5 + (0.1 * n if n > 1 else 0)
        if n > 1:
            t.floaters.add(f"−{e.old - e.new}", at(t, e.target, 90), (255, 100, 80), 60, 1.3, 60, 0.1)
        else:
            t.floaters.add(f"−{e.old - e.new}{label}", at(t, e.target, 100), (255, 110, 90), 58 if not label else 40,
                           1.4, 60)
    elif e.new > e.old and e.target in t.shown_active.values():
        t.floaters.add(f"+{e.new - e.old} health", at(t, e.target, 60), (120, 230, 140), 34, 1.2, 50)


# ------------------------------------------------------------------ moves
def speed_order(t, e: E.SpeedOrder) -> None:
    t.order = e


def step_started(t, e: E.StepStarted) -> None:
    t.move = e
    o = t.order
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
        t.step_no = e.index
        t._reveal_cache = None
    beat(t, e, show, STEP, f"{prefix}{name(t, e.character)}: {what}{spd}",
         lambda: t.zone(e.seat, "active"))


def hit(t, e: E.Hit) -> None:
    t.last_hit = e
    s = t.owner.get(e.target, 0)
    n = e.hits
    hits = f"{e.per_hit}×{n}" if n > 1 else f"{e.per_hit}"
    crit = " critically" if e.critical else ""

    def show():
        att = t.owner.get(e.attacker, 0)
        t.lunge[att] = Tween(0.0, 1.0, 0.45)
        if e.critical:
            callout(t, s, "CRITICAL!", (255, 200, 60))
        x, y = at(t, e.target, 140)
        if n > 1:
            for j in range(n):
                dx = (j - (n - 1) / 2) * 46
                t.floaters.add(f"−{e.per_hit}", (x + dx, y), (255, 150, 120), 34, 1.5, 50, 0.1 * j)
        x, y = at(t, e.target, 180)
        raw = e.per_hit + e.defence if e.per_hit > 0 else None
        if raw is not None:
            txt = f"{raw} − {e.defence} {e.damage_type} defence" + (f" = {e.per_hit} × {n} hits" if n > 1
                                                                    else f" = {e.per_hit}")
        else:
            txt = f"{e.defence} {e.damage_type} defence stops it" + (f" ({n} hits)" if n > 1 else "")
        t.floaters.add(txt, (x, y), (255, 235, 200), 24, 1.6, 20)
    beat(t, e, show, 0.3 + 0.1 * max(0, n - 1),
         f"{e.ability} hits {name(t, e.target)}{crit}: {hits} = {e.total} {e.damage_type} damage "
         f"after {e.defence} {e.damage_type} defence")


def note(t, e, caption: str, seat=None, text: str = "", colour=(170, 230, 255), size: int = 40,
         beats: float = NOTE) -> None:
    """A beat that says something (and calls it out over ``seat``'s character)."""
    beat(t, e, (lambda: callout(t, seat, text, colour, size)) if text else None, beats, caption)


def step(t, e: E.Step) -> None:
    """The move's result: what the events of the move did not already show."""
    t.move = None
    s = e.seat
    res = e.result
    who = name(t, e.character)
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
            t.lunge[s] = Tween(0.0, 1.0, 0.45)
        if c is not None:
            callout(t, c[0], c[1], c[2], c[3], 0.25 if res == "failed" else 0.0)
        t.trace.append(("step", seat_name(s), e.character, e.what, e.speed, res, e.damage))
    beat(t, e, show, RESULT if c is not None else 0.3, c[4] if c is not None else "")


def dodged(t, e: E.Dodged) -> None:
    note(t, e, f"{name(t, e.target)} dodges {e.ability}", t.owner.get(e.target, 0), "DODGED!")


def reflected(t, e: E.Reflected) -> None:
    note(t, e, f"{name(t, e.by)} turns {e.ability} back on {name(t, e.attacker)}: {e.damage} damage",
         t.owner.get(e.by, 0), "REFLECTED!", (200, 170, 255))


def fled(t, e: E.Fled) -> None:
    if e.hit:
        note(t, e, f"{e.ability} hits the fleeing {name(t, e.target)}", beats=0.5)
    else:
        note(t, e, f"{name(t, e.target)} switched out and dodges {e.ability}", t.owner.get(e.target, 0), "DODGED!")


def interrupted(t, e: E.Interrupted) -> None:
    note(t, e, f"{e.by} lands first and cancels {name(t, e.character)}'s {e.what}", beats=1.0)


def uninterruptible(t, e: E.Uninterruptible) -> None:
    note(t, e, f"{name(t, e.target)} cannot be interrupted: {e.by} does not cancel its move",
         t.owner.get(e.target, 0), "UNINTERRUPTIBLE", (200, 220, 255), 32)


def switched(t, e: E.Switched) -> None:
    note(t, e, f"{says(t, e.seat, 'switch')} {name(t, e.old)} out for {name(t, e.new)}", e.seat, "SWITCH!",
         (180, 200, 255))


def intercepted(t, e: E.Intercepted) -> None:
    note(t, e, f"{name(t, t.move.character if t.move else '')} intercepts {name(t, e.target)}: {e.damage} damage "
               "and the switch fails", 1 - e.seat, "INTERCEPTED!", (255, 150, 90))


def intercept_missed(t, e: E.InterceptMissed) -> None:
    if e.how == "slipped":
        note(t, e, f"{name(t, e.target)} slips the intercept ({e.chance}%)", 1 - e.seat, "SLIPPED AWAY!", size=38)
    elif e.how == "dodged":
        note(t, e, f"{name(t, e.target)} dodges the intercept", e.seat, "INTERCEPT DODGED", size=36)
    else:
        note(t, e, "Intercept, but nobody switches: no effect", e.seat, "INTERCEPT: NO EFFECT", (200, 200, 200), 32)


def rested(t, e: E.Rested) -> None:
    note(t, e, f"{name(t, e.character)} rests: +{e.energy} energy", e.seat, f"REST +{e.energy}", (150, 200, 255), 38)


# ------------------------------------------------------------------ riders and status
def poisoned(t, e: E.Poisoned) -> None:
    note(t, e, f"{name(t, e.character)} is poisoned: {e.amount} a turn for {e.turns} turns",
         t.owner.get(e.character, 0), "POISONED", (120, 200, 90), 36, 0.6)


def stunned(t, e: E.Stunned) -> None:
    note(t, e, f"{name(t, e.character)} is stunned for {e.turns} turn{'s' if e.turns != 1 else ''}",
         t.owner.get(e.character, 0), "STUNNED", STUN, 40, 0.6)


def buffed(t, e: E.Buffed) -> None:
    what = {"damage": "damage a hit", "speed": "speed", "defence": "defence"}.get(e.stat, e.stat)
    note(t, e, f"{name(t, e.character)}: {e.amount:+d} {what} for {e.turns} turn{'s' if e.turns != 1 else ''}"
               f" ({e.source})", beats=0.6)


def immune(t, e: E.Immune) -> None:
    note(t, e, f"{name(t, e.character)} is immune to {e.what}", t.owner.get(e.character, 0), "IMMUNE",
         (200, 220, 255), 36, 0.6)


def reflect_ready(t, e: E.ReflectReady) -> None:
    note(t, e, f"{name(t, e.character)} will turn {e.damage_type} attacks back this turn", beats=0.6)


def cleansed(t, e: E.Cleansed) -> None:
    what = {"all": "is cleansed", "poison": "cures a poison", "debuff": "cures a debuff"}.get(e.what, e.what)
    note(t, e, f"{name(t, e.character)} {what}", beats=0.6)


def knocked_out(t, e: E.KnockedOut) -> None:
    why = {"poison": " (poison)", "reflected": " (reflected)", "switching in": " (switching in)"}.get(e.cause, "")
    note(t, e, f"{name(t, e.character)} is knocked out{why}", t.owner.get(e.character, 0), "KNOCKED OUT",
         (255, 90, 80), 40, 1.0)


def innate(t, e: E.InnateTriggered) -> None:
    if e.what == "salve":
        text = f"{name(t, e.character)} uses the Healing Salve: +{e.amount} health"
    elif e.what == "switch damage":
        text = f"{name(t, e.target)} takes {e.amount} switching in"
    else:
        text = f"{name(t, e.character)}'s innate: an enemy died"
    note(t, e, text, beats=0.6)


def disabled(t, e: E.AbilityDisabled) -> None:
    note(t, e, f"{name(t, e.by)} disables {name(t, e.character)}'s {e.ability} this turn", beats=0.6)


def brought_in(t, e: E.BroughtIn) -> None:
    beat(t, e, lambda: callout(t, e.seat, f"{name(t, e.new).upper()} COMES IN", (180, 220, 255), 34), 1.0,
         f"{says(t, e.seat, 'bring')} in {name(t, e.new)} for {name(t, e.old)}")


# ------------------------------------------------------------------ range and the end of the turn
def range_set(t, e: E.RangeSet) -> None:
    beat(t, e, lambda: range_to(t, e.new), 1.0, f"The range is now {e.new.upper()}")


def maneuver(t, e: E.ManeuverResolved) -> None:
    said = [f"{seat_name(s)} {MANEUVER_SAID.get(e.choices.get(seat_name(s)), 'passed')}" for s in (0, 1)]   # t.say
    moved = e.old != e.new

    def show():
        t.step_no = None
        if not moved:
            r = t.layout.rect("range")
            t.floaters.add(f"RANGE STAYS {e.new.upper()}", (r.centerx, r.bottom - 30), (220, 220, 220), 28, 1.3, 24)
        t.trace.append(("tail", "maneuver"))
    beat(t, e, show, 1.2 if t.quiet else 1.6,
         t.say(f"{' and '.join(said)}: the range {'is now' if moved else 'stays'} {e.new.upper()} "
               f"({MANEUVER_WHY.get(e.why, e.why)})"))


def turn_ended(t, e: E.TurnEnded) -> None:
    t.turn_over = True

    def show():
        t.step_no = None
        t._reveal_cache = None
        t.trace.append(("tail", "combat"))
    beat(t, e, show, 1.2, f"End of turn: every character +{e.energy} energy, benched ones +{e.bench_heal} health")


def poison_tick(t, e: E.PoisonTick) -> None:
    t.poison = e.character
    note(t, e, f"Poison: {name(t, e.character)} loses {e.amount}", beats=0.4)


def stalemate(t, e: E.Stalemate) -> None:
    note(t, e, f"{e.turns} turns without damage or a switch: range changes are free until damage is dealt",
         beats=1.0)


def cannot_act(t, e: E.CannotAct) -> None:
    if t.in_reveal:
        note(t, e, f"{name(t, e.character)} is stunned and cannot act", e.seat, "STUNNED", STUN, 40, 0.8)


def moved(t, e: CardMoved) -> None:
    """A character comes in (a lead, a switch, a replacement): it slides in from the bench."""
    if not e.dst.endswith(".active") or e.card == "?":
        return
    s = seat_index(e.dst.split(".")[0])
    beat(t, e, lambda: slide_in(t, s, e.card), 0)


def phase_changed(t, e: PhaseChanged) -> None:
    if e.phase != "replace":
        return
    v = t.view
    out = [s for s in (0, 1) if not (t.chars.get(v[seat_name(s)]["active"] or "") or {}).get("alive", True)]
    if out:
        beat(t, e, None, 1.0, "; ".join(f"{t.short_name(s)} must bring in another character" for s in out))


def game_over(t, e: GameOver) -> None:
    beat(t, e, None, 0.5, "")


BEATS = {E.Chosen: chosen, E.Revealed: revealed, StatChanged: stat, E.SpeedOrder: speed_order,
         E.StepStarted: step_started, E.Step: step, E.Hit: hit, E.Dodged: dodged, E.Reflected: reflected,
         E.Fled: fled, E.Interrupted: interrupted, E.Uninterruptible: uninterruptible, E.Switched: switched,
         E.Intercepted: intercepted, E.InterceptMissed: intercept_missed, E.Rested: rested,
         E.Poisoned: poisoned, E.Stunned: stunned, E.Buffed: buffed, E.Immune: immune,
         E.ReflectReady: reflect_ready, E.Cleansed: cleansed, E.KnockedOut: knocked_out, E.InnateTriggered: innate,
         E.AbilityDisabled: disabled, E.BroughtIn: brought_in, E.RangeSet: range_set, E.ManeuverResolved: maneuver,
         E.TurnEnded: turn_ended, E.PoisonTick: poison_tick, E.Stalemate: stalemate, E.CannotAct: cannot_act,
         CardMoved: moved, PhaseChanged: phase_changed, GameOver: game_over}
