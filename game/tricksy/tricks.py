"""Nine Lives: Tricksy Kittens: the round as it runs. The deal, the reveal of the bids and
the teams, every card played, the end of each trick (who wins and why, what the winner takes,
the next Kittykeeper) and the scoring of the round. Each function appends its events to ``ev``
in the order things happen. The trick arithmetic is in effects.py, the powers in powers.py.
"""
from __future__ import annotations

from game.core import rng
from game.core.contract import CardMoved, GameOver, Logged, PhaseChanged, StatChanged, seat_name
from game.tricksy import effects as fx
from game.tricksy.events import (BidsRevealed, CardIgnored, CardPlayed, CardRevealed, LeadSet, PlaysSwapped,
                                 RoundDealt, Scored, TeamsFormed, TrickWon, TrumpSet)

SUIT, NUM = fx.SUIT, fx.NUM
LIVES_TO_WIN = 9
MAX_SEATS = 9
SEAT = [seat_name(s) for s in range(MAX_SEATS)]
HAND_ZONE = [f"{n}.hand" for n in SEAT]
WON_ZONE = [f"{n}.won" for n in SEAT]
BID_ZONE = [f"{n}.bid" for n in SEAT]
RULE_PLAY = "Take clockwise turns; match the leading suit if possible"
#: ORDER[n][leader]: the seats of an n-seat trick in playing order
ORDER = [[[(lead + i) % n for i in range(n)] for lead in range(n)] for n in range(MAX_SEATS + 1)]
WHY = {"trump": "If a trump was played, the highest trump wins",
       "lead": "Otherwise, the highest card in the leading suit wins",
       "keeper": "If all cards in a trick are ignored, the Kittykeeper wins"}


def card_name(state, c) -> str:
    return state["defs"]["names"][c]


def suit_name(state, suit) -> str:
    info = state["defs"]["info"].get(suit)
    return info["name"] if info else str(suit)


def shuffle(state, lst) -> None:
    """Fisher-Yates on the game's SplitMix64 (game.core.rng), taking several small draws from
    each 64-bit number (the bias stays below 2**-24): a round's deal costs 3 draws, not 35.
    ``used`` is the product of the draws taken from ``z``: a new number is drawn when fewer
    than ``m << 24`` values are left (``2**64 // used < m << 24``, that is ``used * m > 2**40``)."""
    z, used = 0, 1 << 40
    for i in range(len(lst) - 1, 0, -1):
        m = i + 1
        used *= m
        if used > 1 << 40:
            z, used = rng.next_u64(state), m
        z, j = divmod(z, m)
        lst[i], lst[j] = lst[j], lst[i]


# --------------------------------------------------------------------------
# the round: deal, bids, teams
# --------------------------------------------------------------------------

def clear_round(state) -> None:
    n = state["n"]
    state["hands"] = [[] for _ in range(n)]
    state["rows"] = [[] for _ in range(n)]
    state["won"] = [[] for _ in range(n)]
    state["aside"] = [[] for _ in range(n)]
    state["voids"] = [[] for _ in range(n)]
    state["revealed"] = [[] for _ in range(n)]
    state["bids"] = [None] * n
    state["must_bid"] = [False] * n
    state["tricks"] = [0] * n
    state["team_of"] = [-1] * n
    state["teams"] = []
    state["discard"] = []
    state["pending"] = []
    state["trick"] = None
    state["tricks_played"] = 0


def start_round(state, ev) -> None:
    """"Shuffle the deck and deal as fairly as possible. (You might have a few cards left
    over in some rounds. Reveal them, but don't use them.)" The deck is every card that is
    not in a lives pile."""
    clear_round(state)
    state["round"] += 1
    n = state["n"]
    defs = state["defs"]
    full = defs["deck"]
    piles = state["piles"]
    if any(piles):
        index = defs["index"]
        scored = {index[c] for pile in piles for c in pile}
        deck = [i for i in range(len(full)) if i not in scored]
    else:
        deck = list(range(len(full)))
    shuffle(state, deck)              # positions in the deck list; hands are shown sorted
    per = len(deck) // n
    hands = state["hands"]
    for s in range(n):
        part = deck[s * per:(s + 1) * per]
        part.sort()
        hands[s] = [full[i] for i in part]
    rest = deck[n * per:]
    rest.sort()
    state["leftovers"] = [full[i] for i in rest]
    crown = defs["crown"]
    if crown is None:
        state["must_bid"] = [bool(h) for h in hands]
    else:
        state["must_bid"] = [any(SUIT[c] != crown for c in h) for h in hands]
    state["phase"] = "bid"
    ev.append(RoundDealt("bid", round=state["round"], each=per, leftovers=list(state["leftovers"])))
    names = defs["names"]
    left = ", ".join([names[c] for c in state["leftovers"]]) or "none"
    ev.append(Logged(f"Round {state['round']}: {per} cards each; left over (revealed, unused): {left}",
                     "Shuffle the deck and deal as fairly as possible"))
    if crown is not None:
        for s in range(n):
            if not state["must_bid"][s]:
                ev.append(Logged(f"{seat_name(s)} holds only crowns and cannot bid this round",
                                 "A crown can never be a bid card"))
    if not any(state["must_bid"]):
        reveal(state, ev)


def form_teams(state) -> None:
    """"Any players who bid the same suit are---for this round only---in the same team." """
    by_suit: dict = {}
    for s in range(state["n"]):
        b = fx.bid_suit(state, s)
        if b is not None:
            by_suit.setdefault(b, []).append(s)
    for members in by_suit.values():
        if len(members) > 1:
            for s in members:
                state["team_of"][s] = len(state["teams"])
            state["teams"].append(members)


def reveal(state, ev) -> None:
    """"Once done, reveal all the bids. Any players who bid the same suit are---for this
    round only---in the same team." """
    n = state["n"]
    bids = list(state["bids"])
    ev.append(BidsRevealed(bids))
    for s in range(n):
        b = bids[s]
        if b is None:
            continue
        state["bids"][s] = None
        state["rows"][s] = [b]
        ev.append(CardMoved(b, BID_ZONE[s], f"{SEAT[s]}.row"))
    names = state["defs"]["names"]
    ev.append(Logged("Bids: " + ", ".join([f"{SEAT[s]} {names[b]}" for s, b in enumerate(bids) if b]),
                     "Reveal all the bids"))
    form_teams(state)
    teams = state["teams"]
    if teams:
        ev.append(TeamsFormed([{"suit": SUIT[state["rows"][team[0]][0]], "seats": list(team)} for team in teams],
                              any(len(team) == n for team in teams)))
    for team in teams:
        ev.append(Logged("Team for this round: " + " + ".join(SEAT[s] for s in team),
                         "Players who bid the same suit are in the same team"))
    start_trick(state, ev)
    advance(state, ev)


# --------------------------------------------------------------------------
# the trick
# --------------------------------------------------------------------------

def start_trick(state, ev) -> None:
    n = state["n"]
    leader = state["keeper"]
    state["tricks_played"] += 1
    state["trick"] = {"leader": leader, "order": list(ORDER[n][leader]), "pos": 0, "lap": 0,
                      "laps": 1, "plays": [], "lead": None, "lead_up": True, "used": 0, "mods": [],
                      "stage": "play", "winner": None, "down": False, "blind": False,
                      "no": state["tricks_played"]}
    if any(state["revealed"]):
        state["revealed"] = [[] for _ in range(n)]
    state["phase"] = "play"
    tr = fx.bid_suit(state, leader)
    if state["tricks_played"] == 1 or state["last"] is None or state["last"]["trump"] != tr:
        ev.append(TrumpSet(tr, "keeper_bid"))


def current(state, t):
    """The seat to play now (seats without cards are passed over), or None when all have."""
    order, hands = t["order"], state["hands"]
    while t["pos"] < len(order):
        s = order[t["pos"]]
        if hands[s]:
            return s
        t["pos"] += 1
    return None


def advance(state, ev) -> None:
    """Move the game on until someone has to decide something."""
    while True:
        if state["pending"]:
            state["phase"] = "power_choice"
            return
        t = state["trick"]
        if t is None:
            return
        st = t["stage"]
        if st == "play":
            if current(state, t) is not None:
                state["phase"] = "play"
                return
            if state["plain"]:
                if not plain_trick_end(state, t, ev):
                    return
                continue
            if t["lap"] + 1 < t["laps"]:
                t["lap"] += 1
                t["pos"] = 0
                ev.append(Logged("Everyone plays one more card before the winner is decided", "Power 36"))
                continue
            t["stage"] = "swap"
        elif st == "swap":
            t["stage"] = "resolve"
            if t["mods"]:
                for m in fx.mods_of(state, t, "swap_with_trick"):
                    if state["hands"][m["by"]] and t["plays"]:
                        state["pending"].append({"kind": "trick_swap", "seats": [m["by"]]})
        elif st == "resolve":
            resolve(state, t, ev)
            t["stage"] = "award"
        elif st == "award":
            t["stage"] = "keeper"
            award(state, t, ev)
        elif st == "keeper":
            t["stage"] = "done"
            next_keeper(state, t, ev)
        else:
            if not end_trick(state, ev):
                return


def plain_play(state, seat, c) -> list:
    """A card played in the plain game (no powers, no crowns): the quick path of ``place``."""
    t = state["trick"]
    suit = SUIT[c]
    hands = state["hands"]
    hands[seat].remove(c)
    n = NUM[c]
    t["plays"].append({"s": seat, "c": c, "suit": suit, "n": n, "down": False, "w": False})
    lead = t["lead"]
    if lead is None:
        t["lead"] = suit
    elif suit != lead and lead not in state["voids"][seat]:
        state["voids"][seat].append(lead)
    ev = [CardPlayed(c, HAND_ZONE[seat], "trick", seat, suit, n),
          Logged(f"{SEAT[seat]} plays {state['defs']['names'][c]}", RULE_PLAY)]
    pos = t["pos"] = t["pos"] + 1
    order = t["order"]
    if pos < len(order):
        if not hands[order[pos]]:
            advance(state, ev)          # skip a seat without cards (set-ups only)
        return ev
    if plain_trick_end(state, t, ev):
        t = state["trick"]
        if not hands[t["order"][t["pos"]]]:
            advance(state, ev)          # a leader without cards (set-ups only) is skipped
    return ev


def plain_trick_end(state, t, ev) -> bool:
    """The end of a trick without powers or crowns: what resolve, award, next_keeper and
    end_trick do, in one quick pass (random games run through millions of these)."""
    plays = t["plays"]
    rows = state["rows"]
    leader = t["leader"]
    tr = SUIT[rows[leader][0]] if rows[leader] else None
    lead = t["lead"]
    flags = []
    cards = []
    seats = []
    best = lbest = None
    bn = ln = 0
    for p in plays:
        s, c, suit = p["s"], p["c"], p["suit"]
        cards.append(c)
        seats.append(s)
        row = rows[s]
        if row and suit == SUIT[row[0]]:
            flags.append(True)
            ev.append(CardIgnored(s, c, "bid_suit"))
        else:
            flags.append(False)
            if suit == tr:
                if p["n"] > bn:
                    best, bn = p, p["n"]
            elif suit == lead and p["n"] > ln:
                lbest, ln = p, p["n"]
    if best is not None:
        how = "trump"
    elif lbest is not None:
        best, how = lbest, "lead"
    else:
        how = "keeper"
    w, won = (best["s"], best["c"]) if best is not None else (leader, None)
    no = t["no"]
    t["winner"] = w
    state["last"] = {"no": no, "winner": w, "leader": leader, "cards": cards, "card": won, "how": how,
                     "seats": seats, "ignored": flags, "trump": tr, "lead": lead}
    ev.append(TrickWon(w, won, how, no))
    ev.append(Logged(f"{SEAT[w]} wins trick {no}", WHY[how]))
    state["won"][w] += cards
    zone = WON_ZONE[w]
    for c in cards:
        ev.append(CardMoved(c, "trick", zone))
    state["tricks"][w] += 1
    state["keeper"] = w
    t["plays"] = []
    if state["hands"][w]:          # the next trick, led by the winner (the trick dict is reused)
        no = state["tricks_played"] = state["tricks_played"] + 1
        t["leader"], t["order"], t["pos"], t["lead"], t["winner"], t["no"] = w, list(ORDER[state["n"]][w]), 0, \
            None, None, no
        now = SUIT[rows[w][0]] if rows[w] else None
        if now != tr:
            ev.append(TrumpSet(now, "keeper_bid"))
        return True
    t["stage"] = "done"
    return end_trick(state, ev)


def play_card(state, seat, c, named, ev, index=None, forced=False) -> None:
    """``seat`` plays hand card ``c`` (a crown naming the suit ``named``) at ``index`` of the
    trick (the end when None); ``forced``: drawn at random, whatever the play rules say."""
    t = state["trick"]
    state["hands"][seat].remove(c)
    crown = state["defs"]["crown"]
    suit, n, wild = SUIT[c], NUM[c], False
    w = fx.wild_for(state, t, seat) if t["mods"] else None
    if w:
        suit, n, wild = w[0], w[1], True
        for m in fx.mods_of(state, t, "wild"):
            if m["by"] == seat:
                m["done"] = True
    elif crown is not None and suit == crown:
        if named is None:      # a crown played at random names the leading suit (or any)
            named = t["lead"] if t["lead"] and t["lead"] != crown else rng.choice(state, state["defs"]["named"])
        suit = named
    down = t["down"]
    plays = t["plays"]
    lead, lead_up = t["lead"], t["lead_up"]
    if (not forced and not wild and lead is not None and lead_up and SUIT[c] != lead and suit != lead
            and not (t["mods"] and fx.mods_of(state, t, "no_follow")) and lead not in state["voids"][seat]):
        state["voids"][seat].append(lead)     # public: they could not follow
    entry = {"s": seat, "c": c, "suit": suit, "n": n, "down": down, "w": wild}
    if index is None:
        index = len(plays)
        plays.append(entry)
    else:
        plays.insert(index, entry)
    if index == 0 and t["lead"] is None:
        t["lead"], t["lead_up"] = suit, not down
    sn = SEAT[seat]
    ev.append(CardPlayed(c, HAND_ZONE[seat], "trick", seat, suit, n, down))
    if t["mods"]:
        after_play(state, t, seat, index, ev)
    if down:
        ev.append(Logged(f"{sn} plays a card face down", "Power 35"))
    else:
        what = card_name(state, c)
        if wild:
            what += f" as the {n} of {suit_name(state, suit)} (wild)"
        elif suit != SUIT[c]:
            what += f" as {suit_name(state, suit)}"
        ev.append(Logged(f"{sn} plays {what}", RULE_PLAY))


def after_play(state, t, seat, index, ev) -> None:
    """The powers ``seat`` used before this play that act on the card it played."""
    entry = t["plays"][index]
    for m in t["mods"]:
        if m["by"] != seat or m.get("played"):
            continue
        d = fx.pdef(state, m)
        verb = d["do"]
        if verb == "set_lead":
            t["lead"], t["lead_up"] = entry["suit"], not entry["down"]
            if entry["down"]:
                ev.append(Logged("The face-down card sets a new leading suit", "Power 1"))
            else:
                ev.append(LeadSet(entry["suit"], d["name"]))
                ev.append(Logged(f"{suit_name(state, entry['suit'])} is the new leading suit", "Power 1"))
        elif verb == "set_trump" and d["from"] == "own_play":
            m["suit"] = entry["suit"]
        elif verb == "match_rule":
            m["suit"] = None if entry["down"] else entry["suit"]
        elif verb == "swap_played":
            other = next((p for p in t["plays"] if p["s"] == m["seat"] and p is not entry), None)
            if other is not None:
                for k in ("c", "suit", "n", "down", "w"):
                    entry[k], other[k] = other[k], entry[k]
                ev.append(PlaysSwapped(seat, m["seat"]))
                ev.append(Logged(f"{SEAT[seat]} swaps their card with {SEAT[m['seat']]}'s", "Power 12"))
        else:
            continue
        m["played"] = True


def resolve(state, t, ev) -> None:
    """Who wins the trick (face-down cards turned up first), and why."""
    plays = t["plays"]
    if t["mods"] and any(p["down"] for p in plays):
        for p in plays:
            if p["down"]:
                p["down"] = False
                ev.append(CardRevealed(p["s"], p["c"], "trick"))
        ev.append(Logged("The face-down cards are turned up", "Power 35"))
    why = fx.ignore_reasons(state, t)
    flags = [r is not None for r in why]
    tr = fx.trump(state, t)
    w, how, best = fx.decide(state, t, plays, flags, tr)
    t["winner"] = w
    won = plays[best]["c"] if best is not None else None
    state["last"] = {"no": t["no"], "winner": w, "leader": t["leader"], "cards": [p["c"] for p in plays],
                     "card": won, "how": how, "why": [list(r) if r else None for r in why],
                     "seats": [p["s"] for p in plays], "ignored": flags, "trump": tr, "lead": t["lead"]}
    for p, r in zip(plays, why):
        if r is not None:
            ev.append(CardIgnored(p["s"], p["c"], r[0], r[1]))
    ev.append(TrickWon(w, won, how, t["no"]))
    ev.append(Logged(f"{SEAT[w]} wins trick {t['no']}", WHY[how]))


def award(state, t, ev) -> None:
    """"The winner receives the trick and places it facedown before them" (plain game), or
    "If you win a trick, pick one of its cards and place it in this row. (The other cards
    are discarded.)" (powers variant), with the trick_score and redeal_trick powers."""
    w = t["winner"]
    plays = t["plays"]
    wn = SEAT[w]
    if state["options"]["powers"] != "on":
        won, zone = state["won"][w], WON_ZONE[w]
        for p in plays:
            won.append(p["c"])
            ev.append(CardMoved(p["c"], "trick", zone))
        t["plays"] = []
        state["tricks"][w] += 1
        return
    keep, redeal = 1, False
    for m in t["mods"]:
        d = fx.pdef(state, m)
        if d["do"] == "trick_score":
            keep, redeal = d["keep"], False
        elif d["do"] == "redeal_trick" and m["by"] == w:
            redeal = True
    if redeal:
        cards = [p["c"] for p in plays]
        t["plays"] = []
        rng.shuffle(state, cards)
        n = state["n"]
        for i in range(n):
            if not cards:
                break
            s = (w + i) % n
            c = cards.pop()
            state["hands"][s].append(c)
            ev.append(CardMoved(c, "trick", HAND_ZONE[s]))
        for c in cards:
            to_discard(state, c, "trick", ev)
        ev.append(Logged(f"{wn} shuffles the trick and deals one card back to each player", "Power 15"))
        return
    keep = min(keep, len(plays))
    if keep == 0:
        for p in plays:
            to_discard(state, p["c"], "trick", ev)
        t["plays"] = []
        ev.append(Logged(f"{wn} does not score this trick: its cards are discarded", "Power 30"))
        return
    state["pending"].append({"kind": "keep", "seats": [w], "left": keep})


def to_discard(state, c, src, ev) -> None:
    state["discard"].append(c)
    ev.append(CardMoved(c, src, "discard"))


def next_keeper(state, t, ev) -> None:
    """"They become the new Kittykeeper." (the choose_keeper powers let someone else choose)"""
    w = t["winner"]
    state["keeper"] = w
    chooser = None
    if t["mods"]:
        for m in fx.mods_of(state, t, "choose_keeper"):
            if fx.pdef(state, m)["when"] == "always" or m["by"] != w:
                chooser = m["by"]
    if chooser is not None:
        state["pending"].append({"kind": "keeper", "seats": [chooser]})


def end_trick(state, ev) -> bool:
    """After a trick: the next trick, the round's final trick of set-aside cards (power 44),
    or scoring. Returns True when play goes on."""
    t = state["trick"]
    for p in t["plays"]:       # cards nobody took (cannot happen in the rules; kept safe)
        to_discard(state, p["c"], "trick", ev)
    state["trick"] = None
    if any(state["hands"]):
        start_trick(state, ev)
        return True
    if any(state["aside"]):
        for s in range(state["n"]):
            for c in state["aside"][s]:
                state["hands"][s].append(c)
                ev.append(CardMoved(c, f"{SEAT[s]}.aside", HAND_ZONE[s]))
            state["aside"][s] = []
        ev.append(Logged("The set-aside cards are played in the round's final trick", "Power 44"))
        start_trick(state, ev)
        return True
    score_round(state, ev)
    return False


# --------------------------------------------------------------------------
# scoring
# --------------------------------------------------------------------------

def score_round(state, ev) -> None:
    """"If you won exactly as many tricks as you bid, score your bid card!" and "If you were in
    a team, you also score if you collectively scored the correct amount." (not when all
    players are in the same team)"""
    n = state["n"]
    tricks = [fx.tricks_won(state, s) for s in range(n)]
    bids = [fx.bid_card(state, s) for s in range(n)]
    team_ok = []
    for team in state["teams"]:
        if len(team) == n:
            team_ok.append(False)
            ev.append(Logged("Every player is in the same team: the team rule is ignored",
                             "Exception: when ALL players are in the same team"))
            continue
        got = sum(tricks[s] for s in team)
        want = sum(NUM[bids[s]] for s in team if bids[s])
        team_ok.append(got == want)
    for s in range(n):
        b = bids[s]
        sn = SEAT[s]
        if b is None:
            ev.append(Scored(s, None, tricks[s], 0, "no_bid"))
            ev.append(Logged(f"{sn} has no bid and cannot score", "Scoring"))
            continue
        exact = tricks[s] == NUM[b]
        team = state["team_of"][s] >= 0 and team_ok[state["team_of"][s]]
        if exact or team:
            state["rows"][s].remove(b)
            state["piles"][s].append(b)
            ev.append(Scored(s, NUM[b], tricks[s], NUM[b], "exact" if exact else "team"))
            ev.append(CardMoved(b, f"{sn}.row", f"{sn}.lives"))
            old = state["lives"][s]
            state["lives"][s] = old + NUM[b]
            ev.append(StatChanged(sn, "lives", old, old + NUM[b]))
            how = "won exactly as many tricks as bid" if exact else "the team won its bids together"
            ev.append(Logged(f"{sn} bid {NUM[b]}, won {tricks[s]}: {how}, +{NUM[b]} lives",
                             "Exactly as bid: score your bid card" if exact else
                             "A team also scores if it collectively scored the correct amount"))
        else:
            ev.append(Scored(s, NUM[b], tricks[s], 0, "missed"))
            ev.append(Logged(f"{sn} bid {NUM[b]} and won {tricks[s]}: no lives this round", "Scoring"))
    best = max(state["lives"])
    if best >= LIVES_TO_WIN:
        top = [s for s in range(n) if state["lives"][s] == best]
        reason = (f"{SEAT[top[0]]} has the most lives ({best})" if len(top) == 1 else
                  f"{' and '.join(SEAT[s] for s in top)} share the win with {best} lives")
        finish(state, top, reason, ev)
    elif state["options"]["max_rounds"] and state["round"] >= state["options"]["max_rounds"]:
        top = [s for s in range(n) if state["lives"][s] == best]
        finish(state, top, f"after {state['round']} rounds the game ends on lives: "
               + ", ".join(SEAT[s] for s in top) + f" with {best}", ev)
    else:
        start_round(state, ev)


def finish(state, winners, reason, ev) -> None:
    state["over"] = {"winners": winners, "reason": reason}
    state["phase"] = "over"
    state["trick"] = None
    state["pending"] = []
    ev.append(Logged(reason, "The player with the most lives wins"))
    ev.append(PhaseChanged("over", None))
    ev.append(GameOver(winners, reason))
