"""9DKP: the legal moves of the action phase (the hot path of every game and every search),
built from interned actions and a table of what they read of each card definition."""
from __future__ import annotations

from game.core.contract import Interned
from game.ninedkp import effects as fx
from game.ninedkp.actions import (Attack, ChooseOrder, Counter, EndTurn, PlayCharacter, PlaySkratch, Retire,
                                  TakeHit, UseAbility)


_INFO: dict = {}
_LAST_INFO = [None, None]     # the definitions asked about last and their table


def _info(defs: dict) -> dict:
    """What legal_actions reads of each card definition, by key, as a tuple: (a Character,
    the DKP it costs, its HP cost, its selector, ``(ability cost or None, ability selector,
    retires)`` or None when it has neither ability nor retirement). Made once per set of definitions
    (the shipped cards, a scenario's); definitions never change once loaded."""
    hit = _INFO.get(id(defs))
    if hit is not None and hit[0] is defs:
        _LAST_INFO[:] = hit
        return hit[1]
    table = {}
    for key, d in defs.items():
        ab = d.get("ability")
        extra = ((ab["cost"] if ab else None, ab["choose"] if ab else None, bool(d.get("retire")))
                 if ab or d.get("retire") else None)
        table[key] = (d["type"] == "character", -d["dkp"], d["hp_cost"], d["choose"], extra)
    if len(_INFO) > 64:
        _INFO.clear()
    _INFO[id(defs)] = (defs, table)
    _LAST_INFO[:] = defs, table
    return table


CHAR, SKRATCH, ABILITY = Interned(PlayCharacter), Interned(PlaySkratch), Interned(UseAbility)
ATTACK, RETIRE, END = Interned(Attack), Interned(Retire), EndTurn()
COUNTER, TAKE_HIT, ORDER = Interned(Counter), TakeHit(), (ChooseOrder(True), ChooseOrder(False))


def action_phase_moves(state, seat) -> list:
    """Every move of ``seat`` in its action phase: play a Character (one per turn, room on the
    range, DKP and HP to pay; each target its on-play effect may choose), play a Skratch card,
    and for each active Character on the range attack, use its ability, retire it; EndTurn."""
    p = state["players"][seat]
    cards, defs = state["cards"], state["defs"]
    info = _LAST_INFO[1] if _LAST_INFO[0] is defs else _info(defs)
    out = []
    dkp, hp = p["dkp"], p["hp"]
    on_range = p["range"]
    room = len(on_range) < fx.RANGE_SIZE and not p["played"]
    chosen = {}                           # targets by selector, for the cards in hand
    for cid in p["hand"]:
        character, cost, hp_cost, ch, _ = info[cards[cid]["k"]]
        if cost > dkp:
            continue
        if character:
            if not room or hp_cost >= hp:
                continue
            if ch is None:
                out.append(CHAR[cid])
                continue
            tg = chosen.get(ch)
            if tg is None:
                tg = chosen[ch] = fx.targets(state, seat, ch, None)
            if tg:
                for t in tg:
                    out.append(CHAR[cid, t])
            else:
                out.append(CHAR[cid])
        elif ch is None:
            out.append(SKRATCH[cid])
        else:
            tg = chosen.get(ch)
            if tg is None:
                tg = chosen[ch] = fx.targets(state, seat, ch, None)
            for t in tg:
                out.append(SKRATCH[cid, t])
    for cid in on_range:
        c = cards[cid]
        if c["nap"]:
            continue
        out.append(ATTACK[cid])
        extra = info[c["k"]][4]
        if extra is not None:
            cost, ch, retires = extra
            if cost is not None and cost <= dkp:
                if ch is None:
                    out.append(ABILITY[cid])
                else:
                    for t in fx.targets(state, seat, ch, cid):
                        out.append(ABILITY[cid, t])
            if retires:
                out.append(RETIRE[cid])
    out.append(END)
    return out


def can_act(state, seat) -> bool:
    """Whether ``action_phase_moves`` lists anything but EndTurn (stops at the first)."""
    p = state["players"][seat]
    cards, defs = state["cards"], state["defs"]
    for cid in p["range"]:
        if not cards[cid]["nap"]:
            return True                   # an Attack
    room = len(p["range"]) < fx.RANGE_SIZE and not p["played"]
    for cid in p["hand"]:
        d = defs[cards[cid]["k"]]
        if d["type"] == "character":
            if room and -d["dkp"] <= p["dkp"] and d["hp_cost"] < p["hp"]:
                return True               # PlayCharacter, with or without a target
        elif -d["dkp"] <= p["dkp"]:
            if d["choose"] is None or fx.targets(state, seat, d["choose"], None):
                return True
    return False
