"""What the seat at the screen may do at Kongai's table, read from the legal actions: who picks
(the draft is public), whose clicks a button acts for, whether a tile would act, why a choice is
dimmed (``ruleset.explain``), who sits on a bench, why a seat has nothing to choose. The plan
(``p``, :class:`scenes.games.kongai.table.KongaiPlan`) is the first argument of each."""
from __future__ import annotations

from game.core.contract import seat_name
from game.kongai.actions import BringIn, Draft, Equip, Lead, Switch
from scenes.games.kongai.stats import StatButton


def picker(p) -> int | None:
    """During the draft: the human seat that picks now, else None."""
    t = p.table
    acting = t.ruleset.to_act(t.state)
    if t.view.get("phase") in ("draft", "items") and acting and t.seats[acting[0]] == "human":
        return acting[0]
    return None


def acting_seat(p) -> int | None:
    """The seat the clicks act for: the picker in the draft, else the seat at the screen."""
    return picker(p) if p.table.view.get("phase") in ("draft", "items") else p.table.view_seat


def legal_set(p) -> set:
    """The legal actions of the seat at the screen (or the picker), as a set."""
    return set(p.table.legal)


def why(p, action) -> str:
    """Why ``action`` may not be taken now (``ruleset.explain`` for the seat that would take it)."""
    t = p.table
    seat = acting_seat(p)
    if seat is None:
        seat = t.view_seat if t.view_seat is not None else (t.humans[0] if t.humans else None)
    if seat is None:
        return "Spectating: the computers play this game."
    return t.ruleset.explain(t.state, seat, action)


def add_button(p, rect, title, action, **kw) -> StatButton:
    """A choice button for ``action`` (None: a button that only explains), dimmed with the reason
    when the action is not legal now; a click submits it for the acting seat."""
    legal = action in legal_set(p) if action is not None else False
    reason = kw.pop("reason", None)
    if reason is None and action is not None and not legal:
        reason = why(p, action)
    seat = acting_seat(p)
    b = StatButton(rect, title, (lambda a=action: p.table.submit(a, seat)) if action is not None else None,
                   reason=reason, payload=action, **kw)
    p.buttons.append(b)
    return b


def tile_acts(p, kind: str, payload) -> bool:
    """Whether a click on this tile would submit (or start) a legal action: what glows and
    what the focus cursor offers first read the legal list, never the phase alone."""
    legal = legal_set(p)
    if kind == "draft":
        return Draft(payload) in legal
    if kind == "item":
        return any(isinstance(a, Equip) and a.item == payload for a in legal)
    if kind == "team":
        return bool(p.item_sel) and Equip(payload, p.item_sel) in legal
    if kind == "bench":
        make = {"combat": Switch, "replace": BringIn, "pick_start": Lead}.get(p.table.view.get("phase"))
        return make is not None and make(payload) in legal
    return False


def bench_ids(p, s: int) -> list[str]:
    """Who sits on a bench now (the shown active excluded; knocked-out ones stay, greyed)."""
    team = [c["id"] for c in p.table.view[seat_name(s)]["team"]]
    act = p.shown_active.get(s)
    return [c for c in team if c != act]


def idle_reason(p, s: int) -> str | None:
    """Why a seat has nothing to choose in this phase, from what everyone can see: its
    active character is stunned, or (replacement) it is not the one knocked out."""
    v = p.table.view
    phase = v.get("phase")
    pl = v[seat_name(s)]
    act = p.chars.get(pl.get("active") or "")
    if act is None:
        return None
    if phase == "replace":
        return "waiting" if act["alive"] else None
    if phase in ("maneuver", "combat") and act.get("stun"):
        return "stunned"
    return None
