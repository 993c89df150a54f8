"""Kongai's rules text, written from the data: what an ability, a buff, an effect and a
passive (innate or item) say on the card and in the zoom."""
from __future__ import annotations

from game.kongai.constants import BASE_INTERCEPT

RANGE_TEXT = {"close": "close range", "far": "far range", "both": "both ranges"}
#: what resting does, for the table (docs/rulings/kongai.md, rulings 18 and 19)
REST_TEXT = ("Do nothing this turn and recover 20 extra energy. Nothing cancels a rest: an interrupt or a stun "
             "stops attacks, not resting (a stun still costs the next turn).")


def _chance(e, text):
    return text if e["chance"] >= 100 else f"{e['chance']}% chance: {text}"


def describe_buff(b, debuff=False) -> str:
    sign = "-" if debuff else "+"
    if b["stat"] == "damage":
        what = f"{b['only']} attacks" if b.get("only") else "attacks"
        s = f"{what} {sign}{b['amount']} damage a hit"
        if b.get("type"):
            s += f" and {b['type']}"
    elif b["stat"] == "speed":
        s = f"speed {sign}{b['amount']}"
    else:
        s = f"{'all' if b['type'] == 'all' else b['type']} defence {sign}{b['amount']}"
    return f"{s} for {b['turns']} turn{'s' if b['turns'] != 1 else ''}"


def describe_effect(e) -> str:
    v = e["do"]
    if v == "poison":
        t = f"poisons: {e['amount']} damage a turn for {e['turns']} turns"
    elif v == "stun":
        t = f"stuns for {e['turns']} turn{'s' if e['turns'] != 1 else ''}"
    elif v == "set_range":
        t = f"the range becomes {e['to']}"
    elif v == "heal":
        t = f"heals {e['amount']}"
    elif v == "drain":
        t = f"heals {e['percent']}% of the damage dealt"
    elif v == "energy":
        if e["who"] == "self":
            t = f"{'restores' if e['amount'] > 0 else 'costs'} {abs(e['amount'])} energy"
        else:
            t = f"the enemy {'gains' if e['amount'] > 0 else 'loses'} {abs(e['amount'])} energy"
    elif v == "buff":
        t = describe_buff(e)
    elif v == "debuff":
        t = "enemy " + describe_buff(e, True)
    elif v == "reflect":
        t = f"this turn {e['type']} attacks against the user are turned back on the attacker"
    else:
        t = "removes its poison and debuffs"
    return _chance(e, t)


def describe_ability(ab) -> str:
    parts = [f"{ab['cost']} energy, {RANGE_TEXT[ab['range']]}, speed {ab['speed']}."]
    if ab["damage"]:
        hits = f"{ab['damage']}×{ab['hits']}" if ab["hits"] > 1 else str(ab["damage"])
        parts.append(f"{hits} {ab['type']} damage.")
    if ab["interrupt"]:
        parts.append("Interrupts: cancels a slower enemy move if it lands first.")
    if ab["hits_fleeing"]:
        parts.append("Hits a fleeing target.")
    if ab["crit"]:
        parts.append(f"{ab['crit']}% chance of a critical hit (double damage a hit).")
    if ab["effects"]:
        text = "; ".join(describe_effect(e) for e in ab["effects"]) + "."
        parts.append("If it hits: " + text if ab["targets_enemy"] else text[:1].upper() + text[1:])
    if ab["no_repeat"]:
        parts.append("Not two turns in a row.")
    return " ".join(parts).replace("..", ".")


POSSESSIVE = {"he": ("his", "he"), "she": ("her", "she"), "they": ("their", "they"),
              "holder": ("the holder's", "the holder")}


def describe_passive(p, pronoun="holder") -> str:
    """The hooks in words; ``pronoun`` is the character's (he/she/they) or "holder" for an item."""
    its, it = POSSESSIVE.get(pronoun, ("its", "it"))
    out = []
    for k, v in p.items():
        if k == "maneuver_cost":
            out.append(f"{its} maneuvers cost {abs(v)} {'less' if v < 0 else 'more'}")
        elif k == "enemy_maneuver_cost":
            out.append(f"enemy maneuvers cost {abs(v)} {'less' if v < 0 else 'more'}")
        elif k == "ability_cost":
            out.append(f"{its} moves cost {abs(v)} {'less' if v < 0 else 'more'} energy")
        elif k == "enemy_ability_cost":
            out.append(f"enemy moves cost {abs(v)} {'less' if v < 0 else 'more'} energy")
        elif k == "intercept_damage":
            out.append(f"{its} intercepts deal {v} instead of {BASE_INTERCEPT}")
        elif k == "intercept_bonus":
            out.append(f"{its} intercepts deal {v} more")
        elif k == "intercept_energy":
            out.append(f"a successful intercept restores {v} energy")
        elif k == "slip_intercept":
            out.append(f"{v}% chance to slip an intercept when switching out")
        elif k == "dodge":
            s = f"{v['chance']}% chance to dodge {'/'.join(v['types'])} attacks"
            out.append(s + (" and intercepts" if v["intercepts"] else ""))
        elif k == "crit_immune":
            out.append("immune to critical hits")
        elif k == "stun_immune":
            out.append("cannot be stunned")
        elif k == "poison_immune":
            out.append("immune to poison")
        elif k == "debuff_immune":
            out.append("immune to stat-lowering effects")
        elif k == "uninterruptible":
            out.append("cannot be interrupted")
        elif k == "no_enemy_switch":
            out.append(f"while {it} is active, enemies cannot switch out")
        elif k == "disable_enemy_ability":
            out.append("each turn one random move of the enemy is disabled")
        elif k == "cleanse_chance":
            out.append(f"{v}% chance each turn to cure one of {its} poisons or debuffs")
        elif k == "heal_on_switch":
            out.append(f"heals {v} when {it} switches out")
        elif k == "switch_damage":
            out.append(f"an enemy switching in takes {v} damage")
        elif k == "regen":
            out.append(f"+{v} health at the end of each turn")
        elif k == "speed":
            out.append(f"{its} moves are {abs(v)} {'faster' if v > 0 else 'slower'}")
        elif k == "defence":
            out.append(", ".join(f"{'+' if n > 0 else ''}{n} {t} defence" for t, n in v.items() if n))
        elif k == "low_health_boost":
            out.append(f"below {v['below']}% health {its} attacks deal {v['percent']}% more")
        elif k == "on_enemy_death":
            bits = []
            if v["energy"]:
                bits.append(f"+{v['energy']} energy")
            if v["buff"]:
                bits.append(describe_buff(v["buff"]))
            out.append("when an enemy dies: " + " and ".join(bits))
        elif k == "salve":
            out.append(f"once a game, below {v['below']}% health, heals {v['heal']} at the end of a turn")
    text = "; ".join(out)
    return text[:1].upper() + text[1:] + "." if text else ""

