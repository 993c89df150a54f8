"""Nine Lives: Tricksy Kittens: what a seat may see (``view``, documented in docs/architecture.md)
and a state re-dealt consistently with it (``determinize``, for the bots and the conformance
test). A seat sees its own hand, secret bid and set-aside cards; of the others only counts,
the cards shown by reveal powers and the face-down placeholders of their cards on the table.
"""
from __future__ import annotations

from dataclasses import replace

from game.core import rng
from game.core.contract import CardMoved
from game.tricksy import effects as fx
from game.tricksy.events import CardPlayed
from game.tricksy.tricks import LIVES_TO_WIN, SEAT

SUIT, NUM = fx.SUIT, fx.NUM


def card_view(state, c) -> dict:
    suit = SUIT[c]
    out = {"id": c, "suit": suit, "number": NUM[c], "colour": state["defs"]["info"][suit]["colour"],
           "name": state["defs"]["names"][c]}
    if state["options"]["powers"] == "on":
        pid = state["defs"]["power_of"].get(c)
        d = state["defs"]["powers"].get(str(pid)) if pid is not None else None
        out["power"] = {"id": pid, "name": d["name"], "text": d["text"]} if d else None
    return out


def card_views(state):
    """``card_view`` for one view: each card's dict is made once and shared by its places."""
    memo: dict = {}

    def cv(c) -> dict:
        d = memo.get(c)
        if d is None:
            d = memo[c] = card_view(state, c)
        return d
    return cv


def hidden_plays(t, viewer) -> bool:
    """Whether a face-down card of the trick is hidden from ``viewer`` (None: from anyone)."""
    return any(p["down"] and p["s"] != viewer for p in t["plays"])


def shown_trump(state, t, viewer) -> tuple:
    """The trick's trump as ``viewer`` may see it: ``(suit, why, power)`` as
    ``effects.trump_source``, or ``("hidden", "power", None)`` while a face-down card it cannot
    see may decide it."""
    if not t["mods"]:
        return fx.bid_suit(state, t["leader"]), "keeper_bid", None
    if hidden_plays(t, viewer) and fx.mods_of(state, t, "set_trump"):
        return "hidden", "power", None
    return fx.trump_source(state, t)


def mod_view(state, m) -> dict:
    d = fx.pdef(state, m)
    out = {"power": m["p"], "name": d["name"], "text": d["text"], "effect": d["do"], "by": m["by"]}
    for k in ("number", "seat", "target"):
        if k in m:
            out[k] = m[k]
    if "suit" in m and d["do"] in ("wild", "reveal", "set_trump"):
        if not (d["do"] == "set_trump" and d["from"] == "own_play" and state["trick"]["down"]):
            out["suit"] = m["suit"]
    return out


def _reasons(why) -> tuple[list, list]:
    """``effects.ignore_reasons`` as two lists: the reason tag and the power's name."""
    return [r[0] if r else None for r in why], [r[1] if r else None for r in why]


def _other_hand(state, s, cv):
    """Another seat's hand: a count, or while a reveal power shows some of its cards, those
    cards face up and a placeholder for each of the others."""
    hand = state["hands"][s]
    shown = [c for c in state["revealed"][s] if c in hand]
    if not shown:
        return {"count": len(hand)}
    return [cv(c) for c in shown] + [{"id": f"{SEAT[s]}.hand#{i}", "face_down": True}
                                                   for i in range(len(hand) - len(shown))]


#: zones only their owner looks into (a reveal power aside)
HIDDEN = (".hand", ".bid", ".aside")


def redact(state, events, seat) -> list:
    """The events of the action that led to ``state`` as ``seat`` (None: a spectator) may see
    them. A card moving into a zone the seat does not look into (another seat's hand, bid or
    set-aside cards, or face down into the trick) is named ``"?"`` unless the seat moved it
    from its own hand. The cards of a trick are seen by all while they lie face up on the
    table, so plays, wins and ignored cards keep their ids."""
    own = f"{SEAT[seat]}." if seat is not None else None
    out = []
    for e in events:
        if isinstance(e, CardMoved) and e.card != "?":
            if isinstance(e, CardPlayed) and e.face_down:
                if e.seat != seat:
                    e = replace(e, card="?", suit=None, number=None)
            elif e.dst.endswith(HIDDEN) and not (own and (e.dst.startswith(own) or e.src.startswith(own))):
                e = replace(e, card="?")
        out.append(e)
    return out


def _down(card) -> dict:
    return {**card, "face_down": True}


def zones(state, seat, cv) -> dict:
    """Every card of the game in exactly one zone, as ``seat`` may see it (its own face-down
    cards face down with their faces: the owner sees them)."""
    out = {}
    for s in range(state["n"]):
        sn = SEAT[s]
        own = seat == s
        bid = state["bids"][s]
        out[f"{sn}.hand"] = [cv(c) for c in state["hands"][s]] if own else _other_hand(state, s, cv)
        if bid is None:
            out[f"{sn}.bid"] = []
        else:
            out[f"{sn}.bid"] = [_down(cv(bid))] if own else [{"id": f"{sn}.bid#0", "face_down": True}]
        out[f"{sn}.row"] = [cv(c) for c in state["rows"][s]]
        out[f"{sn}.won"] = [cv(c) for c in state["won"][s]]
        out[f"{sn}.lives"] = [cv(c) for c in state["piles"][s]]
        out[f"{sn}.aside"] = [_down(cv(c)) for c in state["aside"][s]] if own else {"count": len(state["aside"][s])}
    t = state["trick"]
    out["trick"] = [cv(p["c"]) if not p["down"] else _down(cv(p["c"])) if p["s"] == seat else
                    {"id": f"trick#{i}", "face_down": True} for i, p in enumerate(t["plays"])] if t else []
    out["discard"] = [cv(c) for c in state["discard"]]
    out["leftovers"] = [cv(c) for c in state["leftovers"]]
    return out


def view(ruleset, state, seat) -> dict:
    n = state["n"]
    cv = card_views(state)
    t = state["trick"]
    pend = state["pending"][0] if state["pending"] else None
    out = {"game": "tricksy", "seats": n, "round": state["round"], "phase": state["phase"],
           "kittykeeper": state["keeper"], "to_act": ruleset.to_act(state), "options": dict(state["options"]),
           "suits": [{"key": k, **state["defs"]["info"][k]} for k in state["defs"]["suits"]],
           "lives_to_win": LIVES_TO_WIN, "outcome": ruleset.outcome(state),
           "teams": [list(team) for team in state["teams"]],
           "all_one_team": any(len(team) == n for team in state["teams"]),
           "leftovers": [cv(c) for c in state["leftovers"]],
           "discard": [cv(c) for c in state["discard"]],
           "trick_no": t["no"] if t else state.get("tricks_played", 0),
           "trump": None, "trump_why": None, "trump_power": None, "leading": None, "trick": [], "winning": None,
           "ranking": None,
           "powers_used": 0, "active_powers": [], "choice": None, "last_trick": None,
           "zones": zones(state, seat, cv)}
    if t:
        _trick_view(state, t, seat, out, cv)
    if pend:
        ch = {"kind": pend["kind"], "seats": list(pend["seats"])}
        if "picks" in pend:
            ch["chosen"] = [s for s in pend["seats"] if pend["picks"][s] is not None]
            ch["count"] = pend.get("count", 1)
            if "dir" in pend:
                ch["direction"] = "left" if pend["dir"] == 1 else "right"
        if pend["kind"] == "keep":
            ch["left"] = pend["left"]
        if pend["kind"] == "replay":
            ch["card"] = pend["card"] if not t["down"] or seat == pend["seats"][0] else None
        out["choice"] = ch
    last = state["last"]
    if last:
        why, power = _reasons(last["why"]) if "why" in last else \
            (["bid_suit" if f else None for f in last["ignored"]], [None] * len(last["ignored"]))
        out["last_trick"] = {"no": last["no"], "winner": last["winner"], "leader": last["leader"],
                             "cards": [cv(c) for c in last["cards"]], "seats": list(last["seats"]),
                             "ignored": list(last["ignored"]), "ignored_why": why, "ignored_power": power,
                             "trump": last["trump"], "lead": last["lead"], "card": last["card"],
                             "reason": last["how"]}
    for s in range(n):
        row = state["rows"][s]
        bid = fx.bid_card(state, s)
        own = seat == s
        pending_bid = state["bids"][s]
        out[SEAT[s]] = {
            "hand": [cv(c) for c in state["hands"][s]] if own else None,
            "hand_count": len(state["hands"][s]),
            "bid": cv(bid) if bid else (cv(pending_bid) if own and pending_bid else None),
            "bid_placed": bool(row) or pending_bid is not None,
            "bid_revealed": state["phase"] != "bid",
            "team": list(state["teams"][state["team_of"][s]]) if state["team_of"][s] >= 0 else None,
            "row": [cv(c) for c in row],
            "tricks": fx.tricks_won(state, s),
            "won_count": len(state["won"][s]),
            "lives": state["lives"][s],
            "lives_pile": [cv(c) for c in state["piles"][s]],
            "aside": [cv(c) for c in state["aside"][s]] if own else None,
            "aside_count": len(state["aside"][s]),
            "revealed": [cv(c) for c in state["revealed"][s] if c in state["hands"][s]],
            "voids": list(state["voids"][s]),
        }
    return out


def _trick_view(state, t, seat, out, cv) -> None:
    """The current trick: its cards, what each counts as and why it is ignored, the trump and
    where it comes from, the leading suit, the powers in force and the play winning so far."""
    hidden = hidden_plays(t, seat)
    why, power = _reasons(fx.ignore_reasons(state, t))
    trick = []
    for i, p in enumerate(t["plays"]):
        if p["down"] and p["s"] != seat:
            trick.append({"seat": p["s"], "card": None, "face_down": True, "suit": None, "number": None,
                          "ignored": None, "ignored_why": None, "ignored_power": None})
        else:
            trick.append({"seat": p["s"], "card": cv(p["c"]), "face_down": p["down"],
                          "suit": p["suit"], "number": p["n"], "ignored": None if hidden else why[i] is not None,
                          "ignored_why": None if hidden else why[i], "ignored_power": None if hidden else power[i]})
    out["trick"] = trick
    out["leading"] = t["lead"] if t["lead_up"] or (t["plays"] and t["plays"][0]["s"] == seat) else "hidden"
    out["trump"], out["trump_why"], out["trump_power"] = shown_trump(state, t, seat)
    out["ranking"] = None if hidden else fx.ranking(state, t)
    out["powers_used"] = t["used"]
    out["active_powers"] = [mod_view(state, m) for m in t["mods"]]
    out["leader"] = t["leader"]
    if t["winner"] is not None:
        last = state["last"]
        out["winning"] = {"seat": last["winner"], "card": last["card"], "reason": last["how"]}
    elif t["plays"] and not hidden:
        w, how, best = fx.decide(state, t)
        out["winning"] = {"seat": w, "card": t["plays"][best]["c"] if best is not None else None, "reason": how}


def determinize(ruleset, state, seat, seed) -> dict:
    """Re-deal what ``seat`` cannot see: the other seats' hands, their secret bids, their
    set-aside cards and face-down trick cards, keeping every count, the known voids (a seat
    that did not follow suit holds none of it), the cards shown by reveal powers and a card
    taken back face up. The others' secret picks of a pending choice are made afresh from
    their new hands (that they have chosen stays known)."""
    s = ruleset.clone(state)
    r = rng.Rng(seed)
    n = s["n"]
    crown = s["defs"]["crown"]
    known = {p["card"] for p in s["pending"] if p["kind"] == "replay" and not (s["trick"] and s["trick"]["down"])}
    slots = []        # (container, index, forbidden suits)
    for o in range(n):
        if o == seat:
            continue
        shown = set(s["revealed"][o]) | known
        for i, c in enumerate(s["hands"][o]):
            if c not in shown:
                slots.append((s["hands"][o], i, set(s["voids"][o])))
        for i, c in enumerate(s["aside"][o]):
            slots.append((s["aside"][o], i, set()))
        if s["bids"][o] is not None:
            slots.append((s["bids"], o, {crown} if crown else set()))
    t = s["trick"]
    downs = [p for p in t["plays"] if p["down"] and p["s"] != seat] if t else []
    pool = sorted([box[i] for box, i, _ in slots] + [p["c"] for p in downs])   # what the seat sees, the seed
    s["rng"] = rng.seed_state(seed)             # the deals to come are not known either
    slots.sort(key=lambda x: -len(x[2]))      # the most constrained slots choose first
    for _ in range(20):
        r.shuffle(pool)
        left = list(pool)
        ok = True
        chosen = []
        for box, i, bad in slots:
            k = next((j for j, c in enumerate(left) if SUIT[c] not in bad), None)
            if k is None:
                ok = False
                break
            chosen.append(left.pop(k))
        if ok:
            break
    else:
        left = list(pool)
        chosen = [left.pop() for _ in slots]
    for (box, i, _), c in zip(slots, chosen):
        box[i] = c
    for p, c in zip(downs, left):
        p["c"] = c
        if not p["w"]:
            p["n"] = NUM[c]
            if not (crown and SUIT[c] == crown):
                p["suit"] = SUIT[c]
    for p in s["pending"]:
        if "picks" in p:
            for o in range(n):
                if o != seat and p["picks"][o] is not None:
                    hand = list(s["hands"][o])
                    r.shuffle(hand)
                    p["picks"][o] = hand[:len(p["picks"][o])]
    return s
