"""Tricksy Kittens' beats: its typed events (game/tricksy/events.py) as beats of the shared
choreography (scenes/table/choreo.py), at the one pace setting. ``BEATS`` maps each event class
to a handler ``handler(plan, event)`` (the table's plan, :class:`~scenes.games.tricksy.table.TricksyPlan`)
that queues beats on ``plan.table.choreo``; nothing here reads
a log line, a rule string or a power number: what happened and why comes in the events' fields.

Moves of one kind in a row (the bids turning over, a trick swept to its winner, the cards of a
pass) share one beat; a trick's ignored cards are shown with its winner; the round's scores are
collected from ``Scored`` and shown before the next deal.
"""
from __future__ import annotations

from game.core.contract import CardMoved, StatChanged, seat_index
from game.tricksy.events import (CardIgnored, CardPlayed, CardRevealed, KeeperChosen, PlaysSwapped, PowerUsed,
                                 RoundDealt, Scored, TeamsFormed, TrickSwapped, TrickWon, TrumpSet)
from scenes import assets
from scenes.games.tricksy import choices, model, words
from scenes.table import panels
from scenes.table.board import split_zone

#: the beat's words for why a trick was won (TrickWon.reason)
WHY_SHORT = {"trump": "the highest trump wins", "lead": "the highest card of the leading suit wins",
             "keeper": "every card was ignored, so the Kittykeeper wins"}
#: moves of these kinds (source, destination) in a row share one beat
GROUPED = {("bid", "row"), ("trick", "won"), ("trick", "discard"), ("hand", "hand"), ("hand", "aside"),
           ("aside", "hand"), ("trick", "hand")}
PLAY = 0.7        # beats (0.65 s each at normal pace)
WIN = 2.0


def kind_of(zone: str) -> str:
    """``"p2.row"`` -> ``"row"``; ``"trick"`` -> ``"trick"``."""
    return split_zone(zone)[1]


def says(p, seat, verb: str) -> str:
    """``"You play"``, ``"Computer 2 plays"``."""
    who = p.table.short_name(seat)
    return f"{who} {verb}" if who == "You" else f"{who} {verb}s"



def beat(p, fn, beats: float, caption: str = "", where=None, acting=None) -> None:
    """Queue one beat; ``acting``: the card that acts in it (it glows where it lands,
    scenes/table/recap.py; default ``where``)."""
    p.batch = None
    p.table.choreo.beat(fn, beats, caption, where, acting)


def newest_in_trick(p):
    """The sprite key of the card played last into the trick (a face-down one has no id to say)."""
    return p.model["trick"][-1]["key"]


# ------------------------------------------------------------------ cards moving
def moved(p, e: CardMoved) -> None:
    """A card moving between zones; moves of one kind in a row share a beat."""
    kind = (kind_of(e.src), kind_of(e.dst))
    b = p.batch
    if b is not None and b[0] == kind and kind in GROUPED:
        b[1].append(e)
        return
    moves = [e]
    beats, caption = move_words(p, e)
    beat(p, lambda: model.beat_moves(p, moves), beats, caption)
    p.batch = (kind, moves)


def move_words(p, e: CardMoved) -> tuple[float, str]:
    """How long a move's beat holds and what it says."""
    ss, sk = split_zone(e.src)
    ds, dk = split_zone(e.dst)
    who = p.table.short_name(ss) if ss is not None else ""
    if sk == "hand" and dk == "bid":
        return 0.5, f"{says(p, ss, 'place')} a bid face down"
    if sk == "bid" and dk == "row":
        return 1.5, "All bids are revealed at once"
    if sk == "trick" and dk == "won":
        return 0.9, f"The trick goes to {p.table.short_name(ds)}"
    if sk == "trick" and dk == "row":
        return 0.9, f"{says(p, ds, 'keep')} {model.card_name(p, e.card)} in the row"
    if sk == "trick" and dk == "discard":
        return 0.8, "The rest of the trick is discarded"
    if sk == "row" and dk == "discard":
        return 0.8, ""                       # paying for a power: PowerUsed says which
    if sk == "row" and dk == "lives":
        return 0.5, f"{who} made it: the bid card becomes lives"
    if dk == "hand" and sk == "hand":
        return 0.9, "Cards change hands"
    if dk == "aside" or sk == "aside":
        return 0.8, "Set-aside cards" if sk == "aside" else "Everyone sets a card aside"
    if sk == "trick" and dk == "hand":
        return 0.8, f"{says(p, ds, 'take')} a card back"
    return 0.6, ""


def played(p, e: CardPlayed) -> None:
    what = "a card face down" if e.face_down else model.card_name(p, e.card)
    moves = [e]
    beat(p, lambda: model.beat_moves(p, moves), PLAY, f"{says(p, e.seat, 'play')} {what}",
         acting=lambda: newest_in_trick(p))


def swapped(p, e: TrickSwapped) -> None:
    """Power 27: the hand card takes the trick card's place; its two moves are this beat."""
    beat(p, lambda: model.beat_swap(p, e.seat, e.card, e.taken), 1.1,
         f"{says(p, e.seat, 'swap')} {model.card_name(p, e.card)} into the trick for {model.card_name(p, e.taken)}")
    p.skip_moves = 2


def moved_or_skipped(p, e: CardMoved) -> None:
    if p.skip_moves:
        p.skip_moves -= 1
        return
    moved(p, e)


def plays_swapped(p, e: PlaysSwapped) -> None:
    beat(p, lambda: model.turn_trick_over(p), 1.0,
         f"{says(p, e.seat, 'swap')} cards with {p.table.short_name(e.other)}")


def revealed(p, e: CardRevealed) -> None:
    if e.zone != "trick":
        return                                 # a hand card shown: the status panel lists them
    b = p.batch
    if b is not None and b[0] == "turn":
        return
    beat(p, lambda: model.turn_trick_over(p), 1.1, "The face-down cards are turned up")
    p.batch = ("turn", [])


# ------------------------------------------------------------------ the trick decided
def ignored(p, e: CardIgnored) -> None:
    p.ignored[e.card] = (e.why, e.power)


def won(p, e: TrickWon) -> None:
    why = dict(p.ignored)
    p.ignored.clear()
    beat(p, lambda: show_winner(p, e, why), WIN, f"{says(p, e.seat, 'win')} trick {e.no}: {WHY_SHORT[e.reason]}",
         e.card)
    if not p.powers_on:
        beat(p, lambda: model.add_trick(p, e.seat), 0.0)


def show_winner(p, e: TrickWon, why: dict) -> None:
    m = p.model
    last = p.table.view.get("last_trick") or {}
    for entry in m["trick"]:
        cid = entry["card"]["id"] if entry["card"] else None
        if entry["card"] is None and last.get("no") == e.no:     # face down still: the view's last trick
            i = m["trick"].index(entry)
            if i < len(last.get("cards", [])):
                entry["card"] = last["cards"][i]
                cid = entry["card"]["id"]
        entry["ignored"] = cid in why
        entry["why"] = why.get(cid)
    if last.get("no") == e.no:
        m["trump"], m["leading"] = last.get("trump"), last.get("lead")
    key = next((x["key"] for x in m["trick"] if x["card"] and x["card"]["id"] == e.card), None)
    p.win = {"seat": e.seat, "key": key, "reason": e.reason, "no": e.no}
    p.trace.append(("winner", e.seat, key, e.reason))
    r = p.table.zone(e.seat, "plate")                # on the plate (a seat at the top has no room above it)
    p.floaters.add("wins the trick!" if e.seat != p.table.view_seat else "you win the trick!",
                   (r.centerx, r.centery + 10), assets.GOLD, 26, 1.4, rise=12)
    choices.apply_highlights(p)
    p.table.app.dirty = True


def keeper_chosen(p, e: KeeperChosen) -> None:
    def show():
        p.model["keeper"] = e.seat
    beat(p, show, 1.0, f"{says(p, e.by, 'make')} {p.table.short_name(e.seat)} the next Kittykeeper")


def trump_set(p, e: TrumpSet) -> None:
    """A power changing the trump gets a floater; a new Kittykeeper's trump shows in the header."""
    if e.why != "power":
        return
    what = "no trump" if e.suit is None else "trump hidden" if e.suit == "hidden" else \
        f"trump: {words.suit_label(p, e.suit)}"

    def show():
        r = p.table.shared("trump")
        p.floaters.add(f"{e.power}: {what}", (r.centerx, r.bottom + 6), (230, 180, 255), 24, 1.6, rise=20)
    beat(p, show, 0.8, f"{e.power}: {what}")


def power_used(p, e: PowerUsed) -> None:
    def show():
        r = p.table.shared("trump")
        p.floaters.add(f"Power {e.power}: {e.name}", (r.centerx, r.centery - 10), (230, 180, 255), 30, 1.8,
                       rise=30)
    beat(p, show, 0.0, f"{says(p, e.seat, 'use')} power {e.power}, {e.name}")


# ------------------------------------------------------------------ the round
def teams_formed(p, e: TeamsFormed) -> None:
    def show():
        p.model["teams"] = [list(x["seats"]) for x in e.teams]
        p.model["all_one"] = e.all_one
        for x in e.teams:
            p.team_suits[tuple(x["seats"])] = x["suit"]
        p.table.app.dirty = True
    counted = f"Teams for this round: {len(e.teams)} teams (the panel on the right lists them)"
    said = "Teams for this round: " + "; ".join(" + ".join(p.table.short_name(s) for s in x["seats"]) for x in e.teams)
    if len(e.teams) > 2 or panels.banner_size(p.table.caption_words(said), p.table.banner_rect(), False,
                                              p.table.banner_lines) is None:
        said = counted                         # the names where the banner holds them whole
    beat(p, show, 1.4, said if not e.all_one else
         "Everyone bid the same suit: one team of all, so the team rule is ignored")


def scored(p, e: Scored) -> None:
    """The round's scores, seat by seat: collected here, shown before the next deal."""
    res = p.scoring
    if res is None:
        m = p.model
        res = p.scoring = {"round": m["round"], "rows": [], "gained": {},
                           "teams": [{"seats": list(team), "suit": model.team_suit(p, team), "all": m["all_one"]}
                                     for team in m["teams"]]}
        beat(p, lambda: show_results(p, res), 0.5, f"Round {res['round']}: scoring")
    res["rows"].append({"seat": e.seat, "bid": e.bid, "won": e.tricks})
    if e.lives:
        res["gained"][e.seat] = e.lives
    for team in res["teams"]:
        if e.seat in team["seats"]:
            team["want"] = team.get("want", 0) + (e.bid or 0)
            team["got"] = team.get("got", 0) + e.tricks


def show_results(p, res: dict) -> None:
    p.scoring = None
    p.results = res
    p.trace.append(("results", res["round"]))
    p.table.app.dirty = True


def lives(p, e: StatChanged) -> None:
    if e.stat != "lives":
        return
    s = seat_index(e.target)
    beat(p, lambda: model.show_lives(p, s, e.old, e.new), 0.5, f"{says(p, s, 'score')} {e.new - e.old} lives")


def dealt(p, e: RoundDealt) -> None:
    p.scoring = None
    beat(p, lambda: model.beat_deal(p), 1.5, f"Round {e.round}: new hands are dealt — time to bid")


BEATS = {CardMoved: moved_or_skipped, CardPlayed: played, TrickSwapped: swapped, PlaysSwapped: plays_swapped,
         CardRevealed: revealed, CardIgnored: ignored, TrickWon: won, KeeperChosen: keeper_chosen,
         TrumpSet: trump_set, PowerUsed: power_used, TeamsFormed: teams_formed, Scored: scored,
         StatChanged: lives, RoundDealt: dealt}
