"""Kongai's words: the rules hint, the phase names, the banner's prompt for the seat at the
screen, and the words a beat's caption uses for a choice or a result."""
from __future__ import annotations

from game.core.contract import seat_index, seat_name

SIMULTANEOUS = ("pick_start", "maneuver", "combat", "replace")
PHASES = {"draft": "Draft", "items": "Item draft", "pick_start": "Starting character", "maneuver": "Maneuver phase",
          "combat": "Combat phase", "replace": "Replacement", "over": "Game over"}
RULES_HINT = (
    "Knock out every character of the other player.\n"
    "Draft: take turns picking characters in snake order (first, second, second, first, ...). In 5v5 with items "
    "each character then gets one item. PAX: random teams of 3.\n"
    "Every choice of the duel is made by both players at once and kept hidden until both have "
    "chosen; then both are revealed together.\n"
    "Each turn: the Maneuver phase (Close or Far costs 50 energy, Pass is free; the same choice, or "
    "one choice and a pass, sets the range; Close against Far keeps it), then the Combat phase: "
    "use an ability (right range, enough energy), Rest (+20 extra energy), Switch to a benched "
    "character (dodges attacks, not two turns in a row) or Intercept (35 damage and the switch "
    "fails if they switch; nothing otherwise). Faster abilities go first; an interrupt that lands "
    "first cancels the slower move. Damage per hit is reduced by the matching defence.\n"
    "End of turn: everyone +20 energy, benched characters +1 health. A knocked-out character "
    "must be replaced. Keys: 1-4 abilities, R rest, S switch, I intercept, C / F / P maneuvers, "
    "Space hurries an animation. Right-click a character to read it in full."
)
#: ManeuverResolved.why in words
MANEUVER_WHY = {"same": "both chose the same range", "opposite": "close against far keeps the range",
                "one": "one choice and a pass sets the range", "passed": "both passed"}
#: ManeuverResolved.choices in words
MANEUVER_SAID = {"pass": "passed", "close": "asked for close", "far": "asked for far", "stunned": "was stunned"}


def char_name(p, cid) -> str:
    """A character's name as the table shows it (its id when unknown)."""
    c = p.chars.get(cid)
    return c["name"] if c else str(cid)


def choice_words(text) -> str:
    """A revealed choice as the table says it."""
    t = str(text)
    return {"—": "nothing to choose", "stunned": "stunned (no choice)"}.get(t, t[:1].upper() + t[1:])


def says(p, seat: int, verb: str) -> str:
    """``"You pass"``, ``"Computer passes"`` (``p``: the plan)."""
    who = p.table.short_name(seat)
    if who == "You":
        return f"You {verb}"
    return f"{who} {verb}es" if verb.endswith(("s", "sh", "ch")) else f"{who} {verb}s"


def prompt(p) -> tuple[str, bool]:
    """The banner for the seat at the screen: (text, True when it is that seat's move)."""
    v = p.table.view
    phase = v.get("phase")
    me = p.table.view_seat
    acting = v.get("to_act") or []
    if phase == "over" and not p.table.beats_active:
        out = v.get("outcome") or {}
        w = out.get("winners") or []
        who = ("You win" if p.table.short_name(w[0]) == "You" else f"{p.table.short_name(w[0])} wins") if w else "a draw"
        return (f"Game over — {who}: {p.table.say(out.get('reason', ''))}", False)
    if p.table.beats_active:
        if phase in ("draft", "items"):
            return ("The pick goes to its team — click or press Space to hurry.", False)
        return ("Both choices are revealed and resolved in speed order — click or press Space to hurry.", False)
    if phase in ("draft", "items"):
        dr = v["draft"]
        picker = seat_index(dr["to_pick"])
        n = len(dr["order"])
        if picker in p.table.humans and p.table.legal:
            me = picker
            who = "Your" if len(p.table.humans) == 1 else f"{p.table.short_name(me)}'s"
            if phase == "draft":
                return (f"{who} pick ({dr['next'] + 1} of {n}): click a character to add them to your team. "
                        "Hover one to read their moves below.", True)
            if p.item_sel:
                return ("Now click the character of yours who carries it (or the item again to choose "
                        "another).", True)
            return (f"{who} item pick ({dr['next'] + 1} of {n}): click an item, then the character of yours who "
                    "carries it (one item each).", True)
        what = "a character" if phase == "draft" else "an item"
        return (f"{p.table.short_name(picker)} picks {what}" + ("" if p.table.seats[picker] == "human" else
                                                                " — thinking"), False)
    if p.table._curtain_pending and acting:
        return (f"Pass the screen to {p.table.short_name(next((s for s in acting if s in p.table.humans), acting[0]))}.",
                False)
    if me is None:
        return (f"{PHASES.get(phase, phase)}: both computers choose in secret.", False)
    if me in acting and p.table.legal:
        text, mine = my_prompt(p, v, phase, me)
        if len(p.table.humans) >= 2:          # whose screen it is (a name in the text keeps its capital)
            text = f"{p.table.short_name(me)} · {text}"
        return text, mine
    return wait_prompt(p, v, me)


def my_prompt(p, v, phase, me):
    act = p.chars.get(v[seat_name(me)]["active"], {})
    if phase == "pick_start":
        return ("Choose your starting character. It stays hidden until both players have chosen.", True)
    if phase == "replace":
        return (f"{act.get('name', 'Your character')} is knocked out: choose who comes in.", True)
    if phase == "maneuver":
        return (f"Turn {v['turn']} · Maneuver: ask for Close or Far range, or Pass. The range is "
                f"{v['range'].upper()}. Hidden until both have chosen.", True)
    return (f"Turn {v['turn']} · Combat at {v['range'].upper()} range: {act.get('name', '')} uses an "
            "ability, rests, switches or intercepts. Dimmed choices say why.", True)


def wait_prompt(p, v, me):
    phase = v.get("phase")
    mine = v.get("choice")
    other = 1 - me
    wait = f"{p.table.short_name(other)}" + (" is choosing" if p.table.seats[other] == "human" else " is thinking")
    if mine and mine.get("type") == "Stunned":
        return (f"You are stunned this turn: no choice to make. {wait}", False)
    if mine and mine.get("type") == "Ready":
        return (f"{wait} (bringing in a character)", False)
    if mine:
        return (f"Locked in: {mine.get('text')}. {wait}", False)
    return (f"{PHASES.get(phase, phase)}: {wait}", False)
