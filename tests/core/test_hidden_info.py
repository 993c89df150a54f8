"""No computer player reads a hidden card (README, of Hard: "every search re-deals what the seat
cannot see (`determinize`), so it never reads a hidden card, a hidden choice or the dice to come").

For every registered game, at decisions of seeded games (a few set-ups of ``Ruleset.conformance``,
played by Normal), the state is changed where the deciding seat cannot see, and nothing the
seat's Hard player reads may change:

- swaps: two cards of one owner trade what they are, in any two places (hands, decks, bids,
  face-down energy, face-down trick cards, ...). Cards with records (``Ruleset.RECORDS``, e.g.
  9 Card's ``cards``) trade their ``k``; games whose cards are plain keys (Tricksy) trade every
  mention of the two. A swap counts when the seat's view is the same after it (so it is a swap
  of cards the seat cannot tell apart); then the re-deal with the same seed must be the same
  state (``determinize`` depends on the view and the seed alone), and Hard with the same seed
  makes the same choice. Every place where the seat's view shows a card face down (``{"id",
  "face_down"}``) is swapped with another place at each decision;
- re-deal: the seat's view of ``determinize(state)`` is its view of the state (the re-deal keeps
  what the seat sees), and Hard makes the same choice on it (this also covers hidden choices,
  e.g. Kongai's, which no card swap reaches).
"""
from __future__ import annotations

import json

import pytest

from game.ai.bots import make_bot
from game.core import registry
from game.core.rng import Rng

#: decisions checked per set-up, and the steps of play between them
CHECKS, EVERY = 4, 9
#: swaps tried and kept for each pair of places, and the pairs of places tried (per decision)
#: besides every pair with a place shown face down
TRIES, KEEP, PAIRS = 8, 2, 30
#: Hard's choice is compared on this many swaps per decision (the rest: the re-deal only)
HARD_SWAPS, ITERATIONS = 2, 12


def setups(R) -> list:
    """For each seat count of ``R.conformance``, its set-up with the most options (the last of
    equals): the variants with the most hidden places."""
    best: dict = {}
    for n, opts in R.conformance:
        if n not in best or len(opts) >= len(best[n]):
            best[n] = opts
    return sorted(best.items())


CASES = [pytest.param(g, n, o, id=f"{g}-{n}-{','.join(f'{k}={v}' for k, v in o.items())}")
         for g in registry.ids() for n, o in setups(registry.get(g))]


def dump(x) -> str:
    return json.dumps(x, sort_keys=True, default=str)


def table_of(R, state):
    """The records table whose records say what each card is (``k``), or None (cards are keys)."""
    for name in R.RECORDS:
        t = state.get(name)
        if isinstance(t, dict) and t and all(isinstance(r, dict) and "k" in r for r in t.values()):
            return name
    return None


def places(R, state) -> tuple:
    """(table, {card: (owner, place)}): where each card lies in the state (the path of its first
    mention, list positions left out but a seat's number kept), outside the shared data."""
    table = table_of(R, state)
    if table:
        owner = {c: r.get("o") for c, r in state[table].items()}
    else:
        deck = state["defs"].get("deck") if isinstance(state.get("defs"), dict) else None
        owner = {c: None for c in deck or ()}
    out: dict = {}

    def walk(x, path):
        if isinstance(x, str):
            if x in owner and x not in out:
                inner = path[:-1] if path and isinstance(path[-1], int) else path
                out[x] = (owner[x], ".".join(map(str, inner)))
        elif isinstance(x, dict):
            for k, v in x.items():
                if path or (k not in R.SHARED and k != table):
                    walk(v, path + (k,))
        elif isinstance(x, (list, tuple)):
            for i, v in enumerate(x):
                walk(v, path + (i,))
    walk(state, ())
    return table, out


def swapped(R, state, table, a, b) -> dict:
    """A copy of ``state`` where cards ``a`` and ``b`` trade what they are."""
    s = R.clone(state)
    if table:
        t = s[table]
        t[a]["k"], t[b]["k"] = t[b]["k"], t[a]["k"]
        return s
    trade = {a: b, b: a}

    def walk(x):
        items = x.items() if isinstance(x, dict) else enumerate(x)
        for k, v in list(items):
            if isinstance(v, str) and v in trade:
                x[k] = trade[v]
            elif isinstance(v, (dict, list)):
                walk(v)
    walk({k: v for k, v in s.items() if k not in R.SHARED})
    return s


def face_down_ids(view) -> set:
    """The ids the view shows face down and nothing more of (``{"id", "face_down"}``)."""
    out: set = set()

    def walk(x):
        if isinstance(x, dict):
            if x.get("face_down") is True and set(x) == {"id", "face_down"}:
                out.add(x["id"])
            for v in x.values():
                walk(v)
        elif isinstance(x, list):
            for v in x:
                walk(v)
    walk(view)
    return out


def hidden_swaps(R, state, seat, rnd) -> tuple:
    """Swaps the seat cannot tell apart, up to ``KEEP`` for each pair of places of one owner:
    ([(place a, place b, card a, card b, swapped state)], the places the view shows face down)."""
    table, where = places(R, state)
    groups: dict = {}
    for c, ow_place in where.items():
        groups.setdefault(ow_place, []).append(c)
    view = R.view(state, seat)
    seen = dump(view)
    down = {where[c] for c in face_down_ids(view) if c in where}
    keys = sorted(groups, key=str)
    pairs = [(g, h) for i, g in enumerate(keys) for h in keys[i:] if g[0] == h[0]]
    rnd.shuffle(pairs)
    pairs = [gh for gh in pairs if gh[0] in down or gh[1] in down] + \
        [gh for gh in pairs if gh[0] not in down and gh[1] not in down][:PAIRS]
    out = []
    for g, h in pairs:
        kept = 0
        for _ in range(TRIES):
            a, b = rnd.choice(groups[g]), rnd.choice(groups[h])
            if a == b or (table and state[table][a]["k"] == state[table][b]["k"]):
                continue
            s = swapped(R, state, table, a, b)
            if dump(R.view(s, seat)) == seen:
                out.append((g, h, a, b, s))
                kept += 1
                if kept == KEEP:
                    break
    return out, down


def hidden_kinds(view) -> set:
    """The kinds of zone (``view["zones"]`` names without the seat, e.g. ``ready``) where the
    view hides cards: shown as a count, or as ``{"id", "face_down"}``."""
    out = set()
    for name, z in view["zones"].items():
        if (isinstance(z, dict) and z.get("count")) or (
                isinstance(z, list) and any(isinstance(c, dict) and set(c) == {"id", "face_down"} for c in z)):
            out.add(name.split(".")[1 if name[:1] == "p" and name[1:2].isdigit() else 0])
    return out


def decisions(R, n, opts, seed):
    """(state, seat) of a game played by Normal where the seat to act has a choice: up to
    ``CHECKS`` of them ``EVERY`` steps apart, and besides, in a game of cards, each first one of
    its first ``5 * EVERY * CHECKS`` steps where the seat's view hides cards in a kind of zone no
    decision has shown yet (face-down energy, a face-down trick card, ...)."""
    state = R.new_game(n, seed, {**R.info.sim_options(), **opts})
    bots = [make_bot("normal", seed + i, R) for i in range(n)]
    found = steps = 0
    due = EVERY - 1
    kinds: set = set()
    scan = 5 * EVERY * CHECKS if places(R, state)[1] else 0    # no cards (Kongai): nothing to look for
    while steps < 40 * EVERY * CHECKS and (found < CHECKS or steps < scan):
        movers = R.to_act(state)
        if not movers:
            break
        seat = movers[0]
        if len(R.legal_actions(state, seat)) > 1:
            new = hidden_kinds(R.view(state, seat)) - kinds
            if new or (steps >= due and found < CHECKS):
                kinds |= new
                yield R.clone(state), seat
                found += 1
                due = steps + EVERY
        R.apply(state, seat, bots[seat].choose(R, state, seat))
        steps += 1


def hard(R, state, seat):
    return make_bot("hard", 7, R, iterations=ITERATIONS).choose(R, state, seat)


@pytest.mark.parametrize("game,n,opts", CASES)
def test_hard_never_reads_hidden_information(game, n, opts):
    R = registry.get(game)
    rnd = Rng(n * 101 + len(opts))
    checked = swaps = 0
    for state, seat in decisions(R, n, opts, 11 + n):
        where = f"{game} {n} seats {opts}, seat {seat}"
        seed = rnd.randint(0, 1 << 30)
        dealt = dump(R.comparable(R.determinize(state, seat, seed)))
        choice = hard(R, state, seat)
        other = R.determinize(state, seat, seed + 1)
        assert dump(R.view(other, seat)) == dump(R.view(state, seat)), \
            f"{where}: the re-deal changes what the seat sees"
        assert hard(R, other, seat) == choice, f"{where}: Hard chooses otherwise on a re-deal"
        found, down = hidden_swaps(R, state, seat, rnd)
        swapped_places = {g for sw in found for g in sw[:2]}
        assert down <= swapped_places, f"{where}: no swap checked for the face-down cards in {down - swapped_places}"
        for g, h, a, b, s in found:
            assert dump(R.comparable(R.determinize(s, seat, seed))) == dealt, \
                f"{where}: swapping {a} ({g[1]}) and {b} ({h[1]}), which the seat cannot tell apart, changes its re-deal"
        cross = sorted(found, key=lambda sw: (sw[0] == sw[1], sw[0] not in down and sw[1] not in down))
        for g, h, a, b, s in cross[:HARD_SWAPS]:
            assert hard(R, s, seat) == choice, f"{where}: swapping {a} ({g[1]}) and {b} ({h[1]}) changes Hard's choice"
        checked += 1
        swaps += len(found)
    assert checked, f"{game}: a decision with a choice was reached"
    if places(R, state)[1]:           # a game of cards (Kongai's hidden choices are no cards)
        assert swaps, f"{game}: no cards the seat cannot tell apart were found to swap"
