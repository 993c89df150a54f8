"""The Tricksy Kittens power vocabulary and the trick arithmetic.

A power is ``{do: VERB, ...parameters}`` in data/tricksy/powers.yaml. Using one appends a
*modifier* ``{"p": power id, "by": seat, ...}`` to the current trick (``trick["mods"]``, in the
order used); the functions below read those modifiers when they decide what may be played,
what is ignored, what is trump and who wins. "The last of conflicting powers wins" falls out
of reading the modifiers in order: a later one overwrites an earlier one of the same kind.

| verb | parameters | does (for the rest of the trick unless said) | choices |
|---|---|---|---|
| set_lead | | the user's played card sets a new leading suit | |
| no_follow | | nobody has to follow suit | |
| set_trump | from: own_play / own_bid / none / single_number, number | trump becomes the suit of the user's played card / of the user's bid / nothing / the suit of the only card of that number (if exactly one) | |
| wild | | the user's played card counts as the named suit and number | suit, number |
| keep_bid_suit | | cards in their player's bid suit are not ignored | |
| rank | mode: reverse / first / last | 1 ranks highest / within a suit the first played ranks highest / the last played | |
| replay_previous | | the previous player takes back their card and plays a different one if they can | (their Play) |
| choose_keeper | when: always / if_lose | after the trick the user names the next Kittykeeper (if_lose: only if the user lost) | (ChooseKeeper) |
| swap_hand | | the user gives a hand card to a seat and takes a random card of that seat's hand | target (own card), seat |
| swap_played | | after the user plays, their card swaps places with the chosen seat's played card | seat |
| pass_cards | direction: left / right, count | everyone passes that many hand cards to that neighbour at once | (PassCards, all seats) |
| redeal_trick | | if the user wins, the trick's cards are shuffled and dealt one to each seat | |
| match_rule | pick: lowest / highest | whoever plays the user's suit after them must play their lowest / highest of it | |
| random_play | | the user plays a random hand card at once, ignoring all play rules | |
| blind | | every card still to be played this trick is drawn at random from its player's hand | (PlayBlind) |
| must_play | test: above / below / odd / even, than | everyone must play a card that passes the test if they can | |
| ignore | test: same_as_previous / above / below, than | such cards are ignored | |
| swap_with_trick | | when all have played, the user swaps a hand card with a trick card | (SwapWithTrick) |
| take_from_won | | the user takes a won card (not a bid) from any row into hand, then discards a hand card | target; (Discard) |
| trick_score | keep | the winner keeps that many cards of the trick in their row (0: scores nothing) | |
| free_powers | | any number of powers may be used this trick | |
| face_down | | cards played from now on are face down until the trick is complete | |
| extra_lap | | when all have played, everyone plays one more card before the winner is decided | |
| reveal | by: suit / number | everyone shows their hand cards of the named suit / number | suit or number |
| adjust | test: above / below, than, add | such cards count ``add`` more when ranked | |
| set_aside | | everyone sets a hand card aside face down for the round's final trick | (SetAside, all seats) |
"""
from __future__ import annotations

from game.core.data import short
from game.core.contract import DataError

#: verb -> {parameter: allowed values (tuple) or (lo, hi) range for whole numbers}
VERBS: dict[str, dict] = {
    "set_lead": {}, "no_follow": {}, "wild": {}, "keep_bid_suit": {}, "replay_previous": {},
    "swap_hand": {}, "swap_played": {}, "redeal_trick": {}, "random_play": {}, "blind": {},
    "swap_with_trick": {}, "take_from_won": {}, "free_powers": {}, "face_down": {},
    "extra_lap": {}, "set_aside": {},
    "set_trump": {"from": ("own_play", "own_bid", "none", "single_number"), "number": range(1, 10)},
    "rank": {"mode": ("reverse", "first", "last")},
    "choose_keeper": {"when": ("always", "if_lose")},
    "pass_cards": {"direction": ("left", "right"), "count": range(1, 5)},
    "match_rule": {"pick": ("lowest", "highest")},
    "must_play": {"test": ("above", "below", "odd", "even"), "than": range(1, 10)},
    "ignore": {"test": ("same_as_previous", "above", "below"), "than": range(1, 10)},
    "trick_score": {"keep": range(0, 4)},
    "reveal": {"by": ("suit", "number")},
    "adjust": {"test": ("above", "below"), "than": range(1, 10), "add": range(-20, 21)},
}
#: parameters a verb needs (beyond VERBS' optional ones): when `test`/`from` asks for them
NEEDS_THAN = {"above", "below"}
FIELDS = {"id", "name", "text", "cap", "do"}


# --------------------------------------------------------------------------
# cards: "hearts-7" -> suit, number (filled by cards.parse_suits)
# --------------------------------------------------------------------------

SUIT: dict[str, str] = {}
NUM: dict[str, int] = {}


def register_card(cid: str, suit: str, n: int) -> None:
    SUIT[cid] = suit
    NUM[cid] = n


# --------------------------------------------------------------------------
# parsing
# --------------------------------------------------------------------------

def parse_power(file: str, entry: str, pid: int, raw: dict) -> dict:
    verb = raw.get("do")
    if verb not in VERBS:
        raise DataError(file, entry, "do", f"unknown power verb {short(verb)} (known: {', '.join(sorted(VERBS))})")
    spec = VERBS[verb]
    for k in raw:
        if k not in FIELDS and k not in spec:
            raise DataError(file, entry, str(k), f"{verb} takes no {short(k)} (it takes: "
                            f"{', '.join(sorted(spec)) or 'nothing'})")
    for f in ("name", "text"):
        if not isinstance(raw.get(f), str) or not raw[f].strip():
            raise DataError(file, entry, f, "missing or empty")
    cap = raw.get("cap")
    if cap is not None and (isinstance(cap, bool) or not isinstance(cap, int) or not 1 <= cap <= 9):
        raise DataError(file, entry, "cap", f"must be a whole number 1..9 (or left out), not {short(cap)}")
    out = {"id": pid, "name": raw["name"].strip(), "text": raw["text"].strip(), "cap": cap, "do": verb}
    for k, allowed in spec.items():
        if k not in raw:
            continue
        v = raw[k]
        if isinstance(allowed, range):
            if isinstance(v, bool) or not isinstance(v, int) or v not in allowed:
                raise DataError(file, entry, k, f"must be a whole number {allowed.start}..{allowed.stop - 1}, not {short(v)}")
        elif v not in allowed:
            raise DataError(file, entry, k, f"must be one of {', '.join(allowed)}, not {short(v)}")
        out[k] = v
    required = [k for k in spec if k in ("from", "mode", "when", "direction", "pick", "test", "keep", "by")]
    if verb in ("pass_cards", "adjust"):
        required += ["count"] if verb == "pass_cards" else ["add"]
    if out.get("test") in NEEDS_THAN:
        required.append("than")
    if out.get("from") == "single_number":
        required.append("number")
    for k in required:
        if k not in out:
            raise DataError(file, entry, k, f"{verb} needs {k}")
    for k in ("than", "number"):
        if k in out and k not in required:
            raise DataError(file, entry, k, f"{verb} with these settings takes no {k}")
    return out


# --------------------------------------------------------------------------
# the trick: bids, ignored cards, trump, ranking, the winner
# --------------------------------------------------------------------------

def pdef(state, m) -> dict:
    return state["defs"]["powers"][str(m["p"])]


def mods_of(state, t, verb):
    """The modifiers of the current trick with this verb, in the order used."""
    powers = state["defs"]["powers"]
    return [m for m in t["mods"] if powers[str(m["p"])]["do"] == verb]


def bid_card(state, seat):
    """A seat's bid: the left-most card of its row, if any (never a crown)."""
    row = state["rows"][seat]
    if not row:
        return None
    c = row[0]
    if SUIT[c] == state["defs"]["crown"]:
        return None
    return c


def bid_suit(state, seat):
    row = state["rows"][seat]
    if not row:
        return None
    s = SUIT[row[0]]
    return None if s == state["defs"]["crown"] else s


def tricks_won(state, seat) -> int:
    if state["options"]["powers"] == "on":
        return max(0, len(state["rows"][seat]) - 1)
    return state["tricks"][seat]


def _test(test, than, n) -> bool:
    if test == "above":
        return n > than
    if test == "below":
        return n < than
    if test == "odd":
        return n % 2 == 1
    return n % 2 == 0


def ignored_flags(state, t, plays=None) -> list[bool]:
    """Which cards of the trick are ignored: "If a player played a card in the same suit as
    their own bid, that card is ignored", plus the powers of the trick (keep_bid_suit, ignore)."""
    plays = t["plays"] if plays is None else plays
    if t["mods"]:
        return [why is not None for why in ignore_reasons(state, t, plays)]
    rows = state["rows"]
    crown = state["defs"]["crown"]
    out = []
    for p in plays:
        row = rows[p["s"]]
        out.append(bool(row) and SUIT[row[0]] != crown and p["suit"] == SUIT[row[0]])
    return out


BID_SUIT = ("bid_suit", None)


def ignore_reasons(state, t, plays=None) -> list:
    """Why each card of the trick is ignored: None (it counts), ``BID_SUIT`` (in the suit of its
    player's own bid) or ``("power", name)`` (an ignore power of this trick)."""
    plays = t["plays"] if plays is None else plays
    keep = bool(t["mods"]) and bool(mods_of(state, t, "keep_bid_suit"))
    tests = [pdef(state, m) for m in mods_of(state, t, "ignore")] if t["mods"] else []
    out = []
    prev = None
    for p in plays:
        why = None
        b = None if keep else bid_suit(state, p["s"])
        if b is not None and p["suit"] == b:
            why = BID_SUIT
        else:
            for d in tests:
                if _ignores(d, prev, p):
                    why = ("power", d["name"])
                    break
        prev = p["suit"]
        out.append(why)
    return out


def _ignores(d, prev, p) -> bool:
    if d["test"] == "same_as_previous":
        return prev is not None and prev == p["suit"]
    return _test(d["test"], d["than"], p["n"])


def trump(state, t, plays=None):
    """"The suit of their bid card is the trump." (the trick's Kittykeeper), then the set_trump
    powers in the order they were used: the last that applies wins."""
    if not t["mods"]:
        return bid_suit(state, t["leader"])
    return trump_source(state, t, plays)[0]


def trump_source(state, t, plays=None) -> tuple:
    """The trick's trump and where it comes from: ``(suit or None, "keeper_bid" | "power",
    the power's name or None)``."""
    tr, why, name = bid_suit(state, t["leader"]), "keeper_bid", None
    plays = t["plays"] if plays is None else plays
    for m in mods_of(state, t, "set_trump"):
        d = pdef(state, m)
        f = d["from"]
        if f == "none":
            tr, why, name = None, "power", d["name"]
        elif f in ("own_bid", "own_play"):
            if m.get("suit"):
                tr, why, name = m["suit"], "power", d["name"]
        else:
            same = [p for p in plays if p["n"] == d["number"]]
            if len(same) == 1:
                tr, why, name = same[0]["suit"], "power", d["name"]
    return tr, why, name


def rank_mode(state, t) -> str:
    mode = "number"
    for m in mods_of(state, t, "rank"):
        mode = pdef(state, m)["mode"]
    return mode


def ranking(state, t) -> str:
    """How the trick's cards rank: "high" (the highest number wins), "low" (Black Cat: a crown
    in the trick; or reversed by a power), "first" or "last" (within a suit, by a power)."""
    crown = state["defs"]["crown"]
    low = crown is not None and any(SUIT[p["c"]] == crown for p in t["plays"])
    mode = rank_mode(state, t) if t["mods"] else "number"
    if mode in ("first", "last"):
        return mode
    return "low" if low != (mode == "reverse") else "high"


def value(state, t, n) -> int:
    """A card's number for ranking, after powers 42/43."""
    for m in mods_of(state, t, "adjust"):
        d = pdef(state, m)
        if _test(d["test"], d["than"], n):
            n += d["add"]
    return n


def decide(state, t, plays=None, flags=None, tr=0) -> tuple[int, str, int | None]:
    """"If a trump was played, the highest trump wins. Otherwise, the highest card in the
    leading suit wins." Ignored cards do not exist; with nothing left the Kittykeeper wins.
    Black Cat: with a crown in the trick the lowest number wins. Ties: the earlier card.
    Returns (winning seat, "trump" | "lead" | "keeper", index of the winning play or None)."""
    plays = t["plays"] if plays is None else plays
    if flags is None:
        flags = ignored_flags(state, t, plays)
    if tr == 0:
        tr = trump(state, t, plays)
    how = "trump"
    cand = [i for i, p in enumerate(plays) if not flags[i] and p["suit"] == tr] if tr else []
    if not cand:
        how = "lead"
        lead = t["lead"]
        cand = [i for i, p in enumerate(plays) if not flags[i] and p["suit"] == lead]
    if not cand:
        return t["leader"], "keeper", None
    crown = state["defs"]["crown"]
    low = crown is not None and any(SUIT[p["c"]] == crown for p in plays)
    if not t["mods"]:
        key = (lambda i: (-plays[i]["n"], -i)) if low else (lambda i: (plays[i]["n"], -i))
        best = max(cand, key=key)
        return plays[best]["s"], how, best
    mode = rank_mode(state, t)
    if mode == "first":
        best = min(cand)
    elif mode == "last":
        best = max(cand)
    else:
        if mode == "reverse":
            low = not low
        sign = -1 if low else 1
        best = max(cand, key=lambda i: (sign * value(state, t, plays[i]["n"]), -i))
    return plays[best]["s"], how, best


# --------------------------------------------------------------------------
# what a seat may play
# --------------------------------------------------------------------------

def wild_for(state, t, seat):
    """Power 5: the (suit, number) a seat's next card counts as, or None."""
    w = None
    for m in mods_of(state, t, "wild"):
        if m["by"] == seat and not m.get("done"):
            w = (m["suit"], m["number"])
    return w


def playable(state, seat, exclude=None) -> list[tuple[str, tuple]]:
    """The cards ``seat`` may play now, each with the suits it may name (crowns in the Black
    Cat variant) or ``(None,)``. "If possible, match the leading suit. Otherwise, play anything."
    plus the play powers (2, 18, 19, 22-25) and the wild card (5: anything goes)."""
    t = state["trick"]
    hand = state["hands"][seat]
    if exclude is not None and len(hand) > 1:
        hand = [c for c in hand if c != exclude]
    crown = state["defs"]["crown"]
    names = state["defs"]["named"]
    mods = t["mods"]
    if mods and wild_for(state, t, seat):
        return [(c, (None,)) for c in hand]
    lead = t["lead"] if t["lead_up"] else None
    follow = lead is not None and not (mods and mods_of(state, t, "no_follow"))
    if follow:
        natural = [c for c in hand if SUIT[c] == lead]
        if natural:
            if crown is None:
                return [(c, (None,)) for c in natural] if not mods else _filter(state, t, seat, natural, ())
            crowns = [c for c in hand if SUIT[c] == crown]
            return _filter(state, t, seat, natural + crowns, (lead,))
    if crown is None and not mods:
        return [(c, (None,)) for c in hand]
    return _filter(state, t, seat, list(hand), names)


def _filter(state, t, seat, cands, crown_names):
    crown = state["defs"]["crown"]
    if t["mods"]:
        height = parity = None
        for m in mods_of(state, t, "must_play"):
            d = pdef(state, m)
            if d["test"] in ("above", "below"):
                height = d
            else:
                parity = d
        for d in (height, parity):
            if d is not None:
                keep = [c for c in cands if _test(d["test"], d.get("than", 0), NUM[c])]
                if keep:
                    cands = keep
        rule = None
        for m in mods_of(state, t, "match_rule"):
            if m.get("suit") and m["by"] != seat:
                rule = (m["suit"], pdef(state, m)["pick"])
        if rule:
            suit, pick = rule
            same = [c for c in cands if SUIT[c] == suit]
            if same:
                pickf = min if pick == "lowest" else max
                chosen = pickf(same, key=NUM.__getitem__)
                cands = [c for c in cands if SUIT[c] != suit or c == chosen]
    out = []
    for c in cands:
        out.append((c, crown_names if crown is not None and SUIT[c] == crown else (None,)))
    return out
