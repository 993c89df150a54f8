"""What the seat at the screen may do now at the Tricksy Kittens table, indexed by kind (the legal
actions of ``p.table.legal``, never worked out here), the pending power question, the hand cards
picked for a multi-card choice (``p.selected``) and the glows and dims they give the cards.
Functions of the plan (:class:`~scenes.games.tricksy.table.TricksyPlan`, ``p``).
"""
from __future__ import annotations

from game.core.contract import seat_name
from game.tricksy.actions import (Bid, ChooseKeeper, Discard, Keep, PassCards, Play, PlayBlind, SetAside, SwapWithTrick,
                                  UsePower)
from scenes.games.tricksy import places


def index_legal(p) -> None:
    """Sort the legal actions by kind: plays and bids by card, powers by row card, a keep by trick
    card, the next Kittykeeper by seat, swaps by (hand card, trick card), passes by their cards."""
    p.plays = {}
    p.bids = {}
    p.power_moves = {}
    p.keeps = {}
    p.keepers = {}
    p.swaps = {}
    p.discards = {}
    p.asides = {}
    p.passes = {}
    p.blind = None
    for a in p.table.legal:
        t = type(a)
        if t is Play:
            p.plays.setdefault(a.card, []).append(a)
        elif t is Bid:
            p.bids[a.card] = a
        elif t is UsePower:
            p.power_moves.setdefault(a.card, []).append(a)
        elif t is Keep:
            p.keeps[a.card] = a
        elif t is ChooseKeeper:
            p.keepers[a.seat] = a
        elif t is SwapWithTrick:
            p.swaps[(a.card, a.target)] = a
        elif t is Discard:
            p.discards[a.card] = a
        elif t is SetAside:
            p.asides[a.card] = a
        elif t is PassCards:
            p.passes[frozenset(a.cards)] = a
        elif t is PlayBlind:
            p.blind = a
    hand = set(places.own_hand(p) or [])
    p.selected = [c for c in p.selected if c in hand]


def choice(p) -> dict | None:
    """The pending power question, if the seat at the screen must answer it."""
    t = p.table
    ch = t.view.get("choice")
    if ch and t.view_seat is not None and t.view_seat in (t.view.get("to_act") or []):
        return ch
    return None


def selecting(p) -> str | None:
    """Which hand-card picking is going on: pass | aside | discard | trick_swap | None."""
    if p.passes:
        return "pass"
    if p.asides:
        return "aside"
    if p.discards:
        return "discard"
    if p.swaps:
        return "trick_swap"
    return None


def completions(p) -> set:
    """Hand cards that, added to the ones picked, still lead to a legal pass."""
    chosen = set(p.selected)
    return {c for cs in p.passes if chosen <= cs for c in cs} - chosen


def apply_highlights(p) -> None:
    """Glow the cards a legal move is about (the picked ones as picked), dim the hand cards that
    may not be played or bid now, mark the trick cards a keep or a swap may take."""
    view_seat = p.table.view_seat
    me = seat_name(view_seat) if view_seat is not None else None
    mode = selecting(p)
    playing = bool(p.plays) or p.blind is not None
    for key, sp in p.sprites.items():
        h, dim = None, False
        if me and sp.zone == f"{me}.hand":
            if key in p.selected:
                h = "selected"
            elif mode == "pass" and key in completions(p):
                h = "legal"                 # can still be part of a legal pass
            elif mode in ("aside", "discard") and (key in p.asides or key in p.discards):
                h = "legal"
            elif mode == "trick_swap" and any(c == key for c, _ in p.swaps):
                h = "legal"
            elif key in p.bids or key in p.plays or (p.blind is not None):
                h = "legal"
            elif playing or (p.bids and key not in p.bids):
                dim = True
        elif me and sp.zone in (f"{me}.bid", f"{me}.row") and key in p.power_moves:
            h = "legal"
        elif sp.zone == "trick":
            if key in p.keeps:
                h = "target"
            elif mode == "trick_swap" and any(t == key for _, t in p.swaps):
                h = "target"
        sp.highlight, sp.dim = h, dim
