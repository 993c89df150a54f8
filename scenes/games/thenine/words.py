"""What The Nine's table says: the banner (whose move, what can be done), the curtain, the
captions of the beats and the bid heading. Everything is composed from the view, the legal
actions and the typed events' fields; the only rules' text shown is the outcome's reason, with
its seat tags (p1, p2) put in the table's names.
Functions of the plan (:class:`scenes.games.thenine.table.TheNinePlan`); the words under the
ring are the clock's (clock.py)."""
from __future__ import annotations

from scenes import assets
from scenes.games.thenine import place
from scenes.games.thenine.place import parse_zone
from scenes.table import panels

PHASE_NAMES = {"order": "Initiative", "player": "Player phase", "respond": "Answer to an Event",
               "attack": "Combat: attackers", "defend": "Combat: defenders", "bid": "Bid phase",
               "cleanup": "Cleanup", "over": "Game over"}

#: the table's own tips, first in How to play
TABLE_TIPS = ("At this table: point at a card to read it in the panel at the top right; right-click reads it "
              "large. Green number: the round a card needs. Red tokens: Shame. Drag a Warrior onto your "
              "side, an Event onto the table or its target. Combat: click Warriors to attack; drag yours "
              "onto an attacker to block it. Bid: drag Warriors and RR cards onto the bid area. Click "
              "Valhalla to look through it. Esc: menu. The ring stands still while you read a card or a "
              "menu is open.\n")
RULES_HINT = TABLE_TIPS + (
    "Bring your opponent from 40 Health to 0 — or hold the most Glory when the End of Days comes after "
    "round 20 (one green token per round moves into the pool, top left).\n"
    "Each round both roll a d20; the higher chooses who goes first. Then each player in turn has a "
    "Player phase (20 seconds): drag at most one Warrior onto your side and play at most one Event "
    "(the green number is the round it needs). As your Player phase begins, each shamed Warrior of yours "
    "sheds one red Shame token.\n"
    "Combat (10 seconds each step): the attacker clicks Warriors to attack (shamed ones cannot), the "
    "defender drags Warriors onto the attackers they block. Attack = d10 + Strength, defence = d10 + "
    "Defence of each blocker. Unblocked: half the attack, rounded up, hits the player. Attack <= defence: "
    "blocked, the attacker gets 2 Shame. Otherwise the blockers lose the difference; a slain blocker sends "
    "half the excess to its player.\n"
    "Bid phase: sacrifice Warriors (their health, less a third per Shame) and claimed RR cards (their Glory) "
    "by dragging them onto the bid area, to claim the Ragnarok Rising card. Every sacrificed card is lost. "
    "An unclaimed RR card affects both players for the rest of the game; unclaimed RR Warriors attack both "
    "at every Cleanup.\n"
    "When the ring runs out, the phase ends (a Player phase), the attack is forfeited, or nobody blocks; "
    "the ring stands still while you read a card, while a menu is open and behind the curtain. "
    "An Event is answered only by a player holding a counter they could play.\n"
    "Every log line names the rule it applied."
)


def card_name(card: dict | None) -> str:
    return (card or {}).get("name", "a card")


# ------------------------------------------------------------------ names
def says(p, seat: int, verb: str) -> str:
    """``"You play"`` / ``"Computer plays"``."""
    who = p.table.short_name(seat)
    return f"{who} {verb}" if who == "You" else f"{who} {verb}s"


def name_of(p, cid, default: str = "a card") -> str:
    return p.cards.get(cid, {}).get("name", default) if cid else default


# ------------------------------------------------------------------ captions of the beats
def move_caption(p, moves) -> str:
    """The caption of a beat of cards moving (moves of one zone pair)."""
    m0 = moves[0]
    src, dst = parse_zone(m0.src), parse_zone(m0.dst)
    if not src or not dst:
        return ""
    seat = src[0] if src[0] >= 0 else dst[0]
    card = p.cards.get(m0.card, {})
    name = card.get("name", "a card")
    kind = (src[1], dst[1])
    if kind == ("deck", "hand"):
        n = len(moves)
        return f"{says(p, src[0], 'draw')} {n} card{'s' if n != 1 else ''}"
    if kind == ("hand", "play"):
        return f"{says(p, seat, 'play')} {name}"
    if kind == ("deck", "current"):
        return f"Ragnarok Rising: {name} is revealed (Glory {card.get('glory', '?')})"
    if kind == ("current", "unclaimed"):
        return f"Nobody claims {name}: it now affects both players"
    if kind == ("current", "rr"):
        return f"{says(p, dst[0], 'claim')} {name}"
    if kind == ("play", "valhalla"):
        names = ", ".join(name_of(p, m.card, "?") for m in moves)
        return f"{names} go{'es' if len(moves) == 1 else ''} to Valhalla"
    if kind in (("play", "bid"), ("rr", "bid")):
        return f"{says(p, seat, 'bid')}"
    if kind in (("bid", "valhalla"), ("bid", "discard")):
        return "Every sacrificed card is lost"
    if kind == ("hand", "valhalla"):
        return f"{says(p, seat, 'discard')}" if card.get("type") == "warrior" else ""
    if kind == ("unclaimed", "discard"):
        return f"{name} is slain and leaves the game"
    return ""


def fullest(p, *texts: str) -> str:
    """The fullest of a caption's wordings that the caption panel shows whole over the banner at a
    TV's size (panels.fullest_caption); the shorter ones leave out what the log and the cards say."""
    return panels.fullest_caption(p.table.banner_rect(), *texts)


def played_caption(p, e) -> str:
    """"You play Wolf Rider (...)", "Computer answers with Frost Ward: Storm is cancelled"; the
    card's own text only where the caption holds it (the reading panel and the log have it)."""
    if e.what == "counter":
        return f"{says(p, e.seat, 'answer')} with {e.name}: {name_of(p, e.answers, 'the Event')} is cancelled"
    target = name_of(p, e.target, "") if e.target else ""
    on = f" on {target}" if target else ""
    detail = f" ({e.text})" if e.what == "warrior" else f"{on}: {e.text}"
    return fullest(p, f"{says(p, e.seat, 'play')} {e.name}{detail}", f"{says(p, e.seat, 'play')} {e.name}{on}")


def counted(names: list[str], what: str) -> str:
    """"Karl Freeholder", or "3 Warriors" for more than one."""
    return names[0] if len(names) == 1 else f"{len(names)} {what}"


def fight_caption(p, f, done: bool) -> str:
    """A fight (a :class:`game.thenine.events.Fight`): who attacks whom, then the totals (the
    blockers counted, not named, and the dice's sum alone where the names do not fit)."""
    an = name_of(p, f.attacker, "A Warrior")
    who = p.table.short_name(f.defending)
    who = "you" if who == "You" else who
    if not done:
        if f.defenders:
            names = [name_of(p, d["id"], "?") for d in f.defenders]
            verb = f"block{'s' if len(names) == 1 else ''}"
            return fullest(p, f"{an} attacks {who}; {', '.join(names)} {verb}",
                           f"{an} attacks {who}; {counted(names, 'Warriors')} {verb}")
        return f"{an} attacks {who}: nobody blocks"
    heads = (f"{an}: {f.roll} + {f.strength} Strength = {f.attack}", f"{an}: {f.attack}")
    if f.result == "unblocked":
        return fullest(p, *(f"{h}, unblocked: half, rounded up, {f.to_player} damage to {who}" for h in heads))
    if f.result == "blocked":
        return fullest(p, f"{heads[0]} against {f.defence}: blocked, {an} gets 2 Shame",
                       *(f"{h} against {f.defence}: blocked, it gets 2 Shame" for h in heads))
    slain = [name_of(p, d["id"], "?") for d in f.defenders if d["slain"]]
    hit = f", {f.to_player} damage to {who}" if f.to_player else ""
    tails = [f"; {', '.join(slain)} slain{hit}", f"; {counted(slain, 'blockers')} slain{hit}",
             f"; {len(slain)} slain{hit}"] if slain else [hit]
    return fullest(p, *(f"{h} against {f.defence}: {f.attack - f.defence} damage to the blockers{tail}"
                        for h in heads for tail in tails))


def die_caption(p, e) -> str:
    who = p.table.short_name(e.seat) if e.seat >= 0 else "Ragnarok"
    return f"{who} rolls a d{e.sides}" + (f" ({e.purpose})" if e.purpose else "")


# ------------------------------------------------------------------ the banner
def prompt(p) -> tuple[str, bool]:
    v = p.table.view
    if p.table.beats_active:
        return (PHASE_NAMES.get(p.shown_phase or "", ""), False)
    phase = v.get("phase")
    acting = v.get("to_act") or []
    me = p.table.view_seat
    if phase == "over":                     # the reason when the banner holds it whole (the end screen says it too)
        out = v.get("outcome") or {}
        return (fit_banner(p, p.table.over_prompt(out), p.table.over_prompt(dict(out, reason=""))), False)
    if not acting:
        return ("", False)
    who = acting[0]
    if p.table._curtain_pending:
        return (f"Pass the screen to {p.table.short_name(who)}…", False)
    if p.target_mode:
        return (p.target_mode["text"] + ": click a glowing card (Esc cancels).", True)
    if me is None or who != me:
        return (waiting_text(p, who), False)
    return (my_prompt(p), True)


#: what the seat to act is doing, by phase, said two ways: (the banner while the others wait for
#: it, the curtain's subtitle as the screen is passed to it). {who}: that seat, {other}: its
#: opponent, {rr}: the Ragnarok Rising card bid for, {event}: the Event to answer, {attackers}:
#: how many attack
DOING = {
    "order": ("{who} won the initiative and chooses who goes first",
              "{who} won the initiative and chooses who goes first this round."),
    "player": ("{who}'s Player phase", "{who}'s Player phase."),
    "attack": ("{who} is choosing attackers", "{who} chooses attackers."),
    "defend": ("{who} is choosing blockers", "{other} attacks with {attackers}. {who} chooses blockers."),
    "cleanup": ("{who} is choosing blockers",
                "Unclaimed Ragnarok Rising Warriors attack. {who} chooses blockers."),
    "bid": ("{who} is bidding for {rr}", "{who} bids for {rr} (or passes)."),
    "respond": ("{who} may answer your Event with a counter",
                "{other} played {event}. {who} may answer with a counter Event."),
}
DOING_ELSE = ("{who}'s move", "{who}'s Player phase.")


def doing(p, v, who: int, way: int) -> str:
    """What ``who`` is doing in view ``v``'s phase, said ``way`` (0: the banner while waiting,
    1: the curtain's subtitle); see :data:`DOING`."""
    n = len((v.get("combat") or {}).get("attackers") or ())
    return DOING.get(v.get("phase"), DOING_ELSE)[way].format(
        who=p.table.short_name(who), other=p.table.short_name(1 - who),
        rr=card_name((v.get("rr") or {}).get("current")), event=card_name((v.get("respond") or {}).get("card")),
        attackers=f"{n} Warrior{'s' if n != 1 else ''}")


def waiting_text(p, who: int) -> str:
    thinking = " (thinking)" if p.table.seats[who] != "human" else ""
    return doing(p, p.table.view, who, 0) + thinking


def fit_banner(p, *texts: str) -> str:
    """The first of ``texts`` (longest first) that the banner shows whole, in its lines at its
    smallest size (26 px as drawn; Large print makes the short one necessary); else the last."""
    width = p.banner_rect().w - 36
    for text in texts:
        if len(assets.wrap("bold", assets.least(26), text, width)) <= p.banner_lines:
            return text
    return texts[-1]


def my_prompt(p) -> str:
    return fit_banner(p, *my_prompts(p))


def my_prompts(p) -> tuple[str, ...]:
    v = p.table.view
    ph = v.get("phase")
    me = p.table.view_seat
    if ph == "order":
        r = (v.get("rolls") or [[0, 0]])[-1]
        return (f"You won the initiative ({r[me]} against {r[1 - me]}). Go first or second this round?",
                f"You won the initiative ({r[me]} to {r[1 - me]}): go first or second?")
    if ph == "respond":
        r = v.get("respond") or {}
        on = f" on {card_name(p.cards.get(r.get('target')))}" if r.get("target") else ""
        opp = p.table.short_name(r.get("seat", 1 - me))
        what = card_name(r.get("card"))
        if p.events:
            return (f"{opp} plays {what}{on}: drag a counter Event onto it to cancel it, or let it resolve.",
                    f"{opp} plays {what}: counter it, or let it resolve.")
        return (f"{opp} plays {what}{on}. You hold no counter you could play: it resolves.",
                f"{opp} plays {what}. You hold no counter: it resolves.")
    if ph == "player":
        parts = []
        if p.warriors:
            parts.append("drag a Warrior onto your side")
        if p.events:
            parts.append("drag an Event onto the table")
        if not parts:
            return ("Your Player phase: nothing more to play. End it when you are ready.",
                    "Your Player phase: nothing more to play.")
        return ("Your Player phase: " + ", ".join(parts) + " — then End Player phase.",
                "Your Player phase: drag the glowing cards to play them, then End it.")
    if ph == "attack":
        n = len(place.attackers(p))
        if not p.toggles:
            return ("Combat: none of your Warriors can attack (shamed ones cannot). Forfeit the attack.",
                    "Combat: none of your Warriors can attack. Forfeit.")
        return (f"Combat: click your Warriors to attack ({n} chosen; shamed ones cannot), then Attack "
                f"or Forfeit.", f"Combat: click Warriors to attack ({n} chosen), then Attack or Forfeit.")
    if ph in ("defend", "cleanup"):
        atts = place.attackers(p)
        what = card_name(p.cards.get(atts[0])) if len(atts) == 1 else f"{len(atts)} Warriors"
        src = (f"Ragnarok attacks you with {what}" if ph == "cleanup" else
               f"{p.table.short_name(1 - me)} attacks with {what}")
        return (f"{src}: drag yours onto the attacker each should block, then Confirm.",
                f"{src}: drag yours onto them to block, then Confirm.",
                f"{'Ragnarok attacks' if ph == 'cleanup' else 'You are attacked'}: drag yours onto "
                f"attackers, then Confirm.")
    if ph == "bid":
        b = v.get("bid") or {}
        rr = card_name(p.cards.get(b.get("rr")))
        kind = "counter-bid" if b.get("stage") == "counter" else "bid"
        if not p.adds and not p.removes:
            return (f"{rr}: you cannot reach {b.get('required')} Glory. Pass.",
                    f"You cannot reach {b.get('required')} Glory. Pass.")
        return (f"Your {kind} for {rr} (it must reach {b.get('required')}): drag Warriors and RR cards "
                f"onto the bid area, then Bid or Pass.",
                f"Your {kind} for {rr}: reach {b.get('required')} Glory, then Bid or Pass.",
                f"Your {kind}: reach {b.get('required')} Glory on the bid area, then Bid or Pass.")
    return ("Your move.",)


def curtain_subtitle(p, nxt: int) -> str:
    return doing(p, p.table.ruleset.view(p.table.state, None), nxt, 1)


# ------------------------------------------------------------------ panels
def bid_heading(p, width: int = 0) -> str:
    """Over the bid area; the shorter ways of saying it when it does not fit ``width`` at 23 px."""
    b = p.table.view.get("bid") or {}
    if not b:
        return ""
    rr = card_name(p.cards.get(b.get("rr"))).upper()
    stage = "COUNTER-BIDS" if b.get("stage") == "counter" else "BIDS"
    texts = (f"{stage} FOR {rr} · MINIMUM {b.get('minimum')} · A BID MUST REACH {b.get('required')}",
             f"{stage} FOR {rr} · A BID MUST REACH {b.get('required')}",
             f"{stage} · MINIMUM {b.get('minimum')} · A BID MUST REACH {b.get('required')}",
             f"{stage} · A BID MUST REACH {b.get('required')}",
             f"{stage} · REACH {b.get('required')}")
    for text in texts:
        if not width or assets.font("condbold", assets.least(23)).size(text)[0] <= width:
            return text
    return texts[-1]


def order_note(p) -> str:
    """Under the initiative dice: who chooses the order, or who goes first."""
    v = p.table.view
    w = v.get("roll_winner")
    if w is None:
        return ""
    if v.get("phase") == "order":
        return f"{says(p, w, 'choose')} the order"
    first = (v.get("order") or [0])[0]
    who = p.table.short_name(first)
    return f"{who} {'go' if who == 'You' else 'goes'} first this round"


def announce_initiative(p) -> None:
    """The log lines of the first initiative roll of a new game (the d20s roll as beats)."""
    v = p.table.ruleset.view(p.table.state, None)
    for a, b in v.get("rolls", []):
        if a == b:
            p.table.log.add(f"Initiative: both rolled {a}: roll again.", "Initiative ties re-roll")
        else:
            w = 0 if a > b else 1
            p.table.log.add(f"Initiative: {p.table.short_name(0)} rolled {a}, {p.table.short_name(1)} rolled {b}; "
                         f"{says(p, w, 'choose')} the order.",
                         "The higher d20 chooses player order for the round")
