"""Kongai's combat phase: both hidden choices revealed, then switches and intercepts, the
abilities fastest first (equal speeds at once), rests and the stunned (docs/rulings/kongai.md,
rulings 16-22). Functions on the state, below the ruleset: it calls :func:`resolve_combat`
when both choices are in, with its ``clone``; the other phases are in turns.py."""
from __future__ import annotations

from game.core.contract import CardMoved, Logged, StatChanged, seat_name
from game.kongai import effects as fx
from game.kongai import events as E
from game.kongai import turns


def resolve_combat(state, ev, clone):
    """Both combat choices are in: reveal them, resolve them in order (``clone`` copies a state
    for two moves of the same speed) and end the turn."""
    pend = state["pending"]
    P, chars = state["players"], state["chars"]
    turn = state["turn"]
    act = [P[0]["active"], P[1]["active"]]
    rec = turns.reveal(state, "combat", pend, ev)
    kinds = (pend[0][0], pend[1][0])
    plan = [None, None]
    spd = [0, 0]
    if "UseAbility" in kinds:
        defs = state["defs"]["characters"]
        for s in (0, 1):
            if kinds[s] == "UseAbility":
                me = act[s]
                c = chars[me]
                d = defs[c["k"]]
                ab = d["abilities"][d["ability_index"][pend[s][1]]]
                fx.set_energy(state, me, c["en"] - fx.ability_cost(state, s, ab), ev)
                c["last"] = [ab["key"], turn]
                plan[s] = ab
                spd[s] = fx.speed(state, me, ab)

    moves = fx.Moves(rec["order"], ev)   # begin() opens a move, its events follow, end() closes it
    begin, end, step = moves.begin, moves.end, moves.step

    # the abilities' order, fastest first (seat order for equal speeds), said first
    if plan[0] and plan[1]:
        first = [0, 1] if spd[0] >= spd[1] else [1, 0]
        ev.append(E.SpeedOrder(first, [spd[first[0]], spd[first[1]]], spd[0] == spd[1]))
    elif plan[0] or plan[1]:
        first = [0] if plan[0] else [1]
        ev.append(E.SpeedOrder(first, [spd[first[0]]], False))
    else:
        first = ()
    # 1. switches and intercepts come before every ability; two switches are judged against the
    #    actives before either (what a switch-in meets: the enemy's item while it was active)
    fled = [None, None]
    hurts = None
    for s in ((0, 1) if "Switch" in kinds else ()):
        if kinds[s] != "Switch":
            continue
        if hurts is None:
            hurts = [fx.num(state, act[1 - x], "switch_damage") if chars[act[1 - x]]["hp"] > 0 else 0
                     for x in (0, 1)]
        o = 1 - s
        to = pend[s][1]
        if kinds[o] == "Intercept":
            who = act[s]
            slip = fx.num(state, who, "slip_intercept")
            dodge = fx.struct(state, who, "dodge")
            begin(o, act[o], "intercept")
            if slip and fx.roll(state, slip):
                ev.append(E.InterceptMissed(o, who, "slipped", slip))
                ev.append(Logged(f"{fx.name(state, who)} slips the intercept ({slip}%)",
                                 "50% chance to avoid being intercepted when switching out"))
                end("slipped")
            elif dodge and dodge["intercepts"] and fx.roll(state, dodge["chance"]):
                ev.append(E.InterceptMissed(o, who, "dodged", dodge["chance"]))
                ev.append(Logged(f"{fx.name(state, who)} dodges the intercept", "Innate: dodge"))
                end("dodged")
            else:
                base = fx.num(state, act[o], "intercept_damage") or fx.BASE_INTERCEPT
                n = fx.damage(state, who, base + fx.num(state, act[o], "intercept_bonus"), ev)
                ev.append(E.Intercepted(o, who, n))
                ev.append(Logged(f"{fx.name(state, act[o])} intercepts {fx.name(state, who)}: {n} damage and "
                                 "the switch fails", "If you're right, the intercept will deal 35 damage "
                                 "and prevent the swap from succeeding"))
                gain = fx.num(state, act[o], "intercept_energy")
                if gain:
                    fx.set_energy(state, act[o], chars[act[o]]["en"] + gain, ev)
                end("hit", n)
                step(s, who, f"switch to {fx.name(state, to)}", None, "failed")
                continue
        begin(s, act[s], f"switch to {fx.name(state, to)}")
        _switch(state, s, to, ev, foe=act[1 - s], hurt=hurts[s])
        fled[s] = act[s]
        end("switched")
    for s in ((0, 1) if "Intercept" in kinds else ()):
        if kinds[s] == "Intercept" and kinds[1 - s] != "Switch":
            begin(s, act[s], "intercept")
            ev.append(E.InterceptMissed(s, None, "no switch"))
            ev.append(Logged(f"{fx.name(state, act[s])} intercepts, but nobody switches: no effect",
                             "if the opponent chooses not to swap out, the intercept will have no effect"))
            end("no effect")

    # 2. abilities, fastest first; equal speeds resolve together
    todo = first
    done = [kinds[0] not in ("UseAbility", "Rest"), kinds[1] not in ("UseAbility", "Rest")]
    cancelled = [False, False]
    i = 0
    while i < len(todo):
        group = [todo[i]]
        if i + 1 < len(todo) and spd[todo[i + 1]] == spd[todo[i]]:
            group.append(todo[i + 1])
        actors = []
        for s in group:
            ab = plan[s]
            if chars[act[s]]["hp"] <= 0:
                begin(s, act[s], ab["name"], spd[s])
                ev.append(Logged(f"{fx.name(state, act[s])} was knocked out first and never acts",
                                 "characters who are killed by the first attack cannot perform their own "
                                 "slower attack"))
                end("killed first")
            elif cancelled[s]:
                step(s, act[s], ab["name"], spd[s], "cancelled")
            else:
                actors.append(s)
        if len(actors) == 2:
            _together(state, actors, act, plan, spd, fled, done, cancelled, moves, ev, clone)
        for s in actors if len(actors) < 2 else ():
            begin(s, act[s], plan[s]["name"], spd[s])
            end(*_use(state, s, act, plan, spd, fled, done, cancelled, ev))
        for s in group:
            done[s] = True
        i += len(group)

    # 3. rest and the stunned
    for s in ((0, 1) if "Rest" in kinds or "Stunned" in kinds else ()):
        if kinds[s] == "Rest":
            if chars[act[s]]["hp"] <= 0:
                step(s, act[s], "rest", 0, "killed first")
            elif cancelled[s]:
                step(s, act[s], "rest", 0, "cancelled")
            else:
                begin(s, act[s], "rest", 0)
                fx.set_energy(state, act[s], chars[act[s]]["en"] + fx.REST_BONUS, ev)
                ev.append(E.Rested(s, act[s], fx.REST_BONUS))
                ev.append(Logged(f"{fx.name(state, act[s])} rests: +{fx.REST_BONUS} energy",
                                 "Resting: recovering 20 additional energy (40 total)"))
                end("rested")
        elif kinds[s] == "Stunned":
            step(s, act[s], "stunned", 0, "stunned")
    turns.end_turn(state, ev)


def _together(state, actors, act, plan, spd, fled, done, cancelled, moves, ev, clone):
    """Two moves of the same speed "resolve at once" (ruling 17): each is judged against the
    state before either (range, target, damage, effects), on a copy of it, and then both
    outcomes are put together, so no seat goes first. Their dice are drawn one move after the
    other in the order of the characters' ids (not the seats'); a character knocked out by
    either move is out; health and energy changes add up; buffs and statuses of both stand; two
    different range changes cancel out (as in the maneuver phase)."""
    before = state
    runs = []
    dice = state["rng"]
    for s in sorted(actors, key=lambda x: act[x]):
        copy = clone(before)
        copy["rng"] = dice
        run_ev: list = []
        result = _use(copy, s, act, plan, spd, fled, done, cancelled, run_ev)
        dice = copy["rng"]
        runs.append((s, copy, run_ev, result))
    chars = state["chars"]
    final = {}
    for cid, c in chars.items():
        now = dict(c)
        for _, copy, _, _ in runs:
            got = copy["chars"][cid]
            for k, v in got.items():
                old = c[k]
                if v == old:
                    continue
                if k in ("hp", "en"):
                    now[k] = now[k] + (v - old)
                elif isinstance(v, list) and isinstance(old, list) and v[:len(old)] == old:   # items added
                    now[k] = now[k] + v[len(old):] if now[k] is not old and isinstance(now[k], list) else v
                else:
                    now[k] = v
        top = fx.cdef(state, cid)["health"]
        now["hp"] = 0 if any(copy["chars"][cid]["hp"] <= 0 for _, copy, _, _ in runs) else max(0, min(top, now["hp"]))
        now["en"] = max(0, min(fx.MAX_ENERGY, now["en"]))
        final[cid] = now
    ranges = {copy["range"] for _, copy, _, _ in runs if copy["range"] != state["range"]}
    new_range = next(iter(ranges)) if len(ranges) == 1 else state["range"]
    for key in state:
        if key not in ("chars", "rng", "range") and any(copy[key] != state[key] for _, copy, _, _ in runs):
            state[key] = next(copy[key] for _, copy, _, _ in reversed(runs) if copy[key] != state[key])
    shown: dict = {}                       # the last health / energy each run's events told
    for s, copy, run_ev, (result, dmg) in runs:
        moves.begin(s, act[s], plan[s]["name"], spd[s])
        ev.extend(run_ev)
        moves.end(result, dmg)
        for e in run_ev:
            if isinstance(e, StatChanged) and e.stat in ("health", "energy"):
                shown[(e.target, e.stat)] = e.new
    state["rng"] = dice
    state["chars"] = {**chars, **final}
    if new_range != state["range"]:
        state["range"] = new_range
    for (cid, stat), told in shown.items():          # together, the numbers may differ from each alone
        real = final[cid]["hp" if stat == "health" else "en"]
        if real != told:
            ev.append(StatChanged(cid, stat, told, real))
    if len(ranges) > 1:
        ev.append(Logged("The two moves set different ranges at the same moment: the range stays "
                         f"{state['range']}", "Equal speed: both moves at once"))


def _use(state, s, act, plan, spd, fled, done, cancelled, ev) -> tuple[str, int]:
    """``s`` uses its ability (its move is open): what happens; returns (result, damage)."""
    chars = state["chars"]
    o = 1 - s
    ab = plan[s]
    me = act[s]
    tgt = None
    if ab["range"] != "both" and ab["range"] != state["range"]:
        ev.append(Logged(f"The range changed to {state['range']} before {ab['name']} ({ab['range']} range "
                         "only): it misses", "Ranges: certain attacks can only be performed at close or long range"))
        return "out of range", 0
    if ab["targets_enemy"]:
        tgt = state["players"][o]["active"]
        if fled[o] is not None:
            ev.append(E.Fled(fled[o], ab["name"], ab["hits_fleeing"]))
            if not ab["hits_fleeing"]:
                ev.append(Logged(f"{fx.name(state, fled[o])} switched out and dodges {ab['name']}",
                                 "If your opponent chooses to attack and you choose to swap, you will "
                                 "dodge the attack"))
                return "dodged", 0
            tgt = fled[o]
            ev.append(Logged(f"{ab['name']} hits the fleeing {fx.name(state, tgt)}",
                             "unless the attack specifically says it hits a fleeing opponent"))
        if chars[tgt]["hp"] <= 0:
            return "no target", 0
    res = fx.land(state, me, tgt, ab, ev)
    out = res["result"], res["damage"]
    if not res["landed"] or tgt is None or tgt != act[o] or done[o] or cancelled[o]:
        return out
    their = spd[o] if plan[o] else 0
    if their >= spd[s] or chars[tgt]["hp"] <= 0:
        return out
    if plan[o] and (ab["interrupt"] or res["stun"]):      # attacks are cancelled, a rest is not (ruling 19)
        if fx.flag(state, tgt, "uninterruptible"):
            ev.append(E.Uninterruptible(tgt, ab["name"]))
            ev.append(Logged(f"{fx.name(state, tgt)} cannot be interrupted", "Innate"))
            return out
        cancelled[o] = True
        what = plan[o]["name"] if plan[o] else "rest"
        ev.append(E.Interrupted(o, tgt, what, ab["name"]))
        ev.append(Logged(f"{ab['name']} lands first and cancels {fx.name(state, tgt)}'s {what}",
                         "Some attacks can interrupt the opponent's attack if they occur first"))
    return out


def _switch(state, s, to, ev, foe, hurt):
    """``s`` switches its active character for ``to`` against ``foe``, the enemy active
    before the switches, whose switch damage ``hurt`` it takes switching in."""
    p = state["players"][s]
    old = p["active"]
    heal = fx.num(state, old, "heal_on_switch")
    p["active"] = to
    p["switched"] = state["turn"]
    state["swapped"] = True
    who = seat_name(s)
    ev.append(CardMoved(old, f"{who}.active", f"{who}.bench"))
    ev.append(CardMoved(to, f"{who}.bench", f"{who}.active"))
    ev.append(E.Switched(s, old, to))
    ev.append(Logged(f"{who} switches {fx.name(state, old)} out for {fx.name(state, to)}", "Swapping Out"))
    if heal:
        fx.heal(state, old, heal, ev)
    if hurt:
        fx.damage(state, to, hurt, ev, " (switching in)")
        ev.append(E.InnateTriggered(foe, "switch damage", to, hurt))
        ev.append(Logged(f"{fx.name(state, to)} takes {hurt} switching in", "Item"))
