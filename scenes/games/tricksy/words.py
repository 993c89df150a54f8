"""The Tricksy Kittens table's words: the banner's prompt, the curtain's line, the controls
panel's title and text, and the status panel (the Kittykeeper, the powers in force, the teams,
the lives), and the suits' names and colours. Functions of the plan
(:class:`~scenes.games.tricksy.table.TricksyPlan`, ``p``).
"""
from __future__ import annotations

import pygame

from game.core.contract import seat_name
from scenes import assets
from scenes.games.tricksy import choices, model
from scenes.games.tricksy.art import hex_colour, lighten
from scenes.table import panels



def round_words(p) -> str:
    """"Round 3", or "Round 3 of 40" when the house round cap is on (seat set-up)."""
    v = p.table.view
    cap = v.get("options", {}).get("max_rounds")
    return f"Round {v.get('round')}" + (f" of {cap} (house cap)" if cap else "")


def watching(p) -> bool:
    """Nobody plays at this screen: the convention show, or an all-computer table. The
    panels then speak to an audience."""
    return bool(getattr(p.table, "show", False)) or not p.table.humans


def controls_title(p) -> str:
    """The controls panel's title: what the viewer is doing now (or, watching, what to watch)."""
    if watching(p):
        return {"bid": "Bidding", "over": "Game over"}.get(p.table.view.get("phase"), "What to watch")
    ch = choices.choice(p)
    if p.table.view.get("phase") == "bid":
        return "Bidding"
    if p.table.view.get("phase") == "over":
        return "Game over"
    if ch:
        return {"keep": "Keep a card", "keeper": "Next Kittykeeper", "pass": "Pass cards",
                "aside": "Set a card aside", "trick_swap": "Sleight of Paw", "discard": "Discard a card",
                "replay": "Take it back"}.get(ch["kind"], "Choose")
    if p.power_moves or p.blind is not None:
        return "Your move"
    return "Powers" if p.powers_on else "Your move"


def controls_text(p) -> pygame.Surface:
    """The controls panel's words, as a paragraph."""
    r = p.table.shared("controls")
    return assets.paragraph("sans", 23, controls_text_str(p), r.w - 32, assets.SOFT, 3)


def audience_text(p) -> str:
    """The controls panel of a table nobody plays at: what is going on, for people watching."""
    v = p.table.view
    phase = v.get("phase")
    if phase == "over":
        return "The most lives wins. The next game starts by itself." if getattr(p.table, "show", False) else \
            "The most lives wins. Esc: the menu."
    if phase == "bid":
        return ("Everyone bids one card face down: its number is how many tricks they try to win. "
                "Seats that bid the same suit play as a team this round.")
    if phase == "power_choice":
        ch = v.get("choice") or {}
        who = names(p, v.get("to_act") or [])
        what = {"keep": "keeps a card of the trick", "keeper": "chooses the next Kittykeeper",
                "pass": "pass cards", "aside": "set a card aside", "trick_swap": "swaps a card with the trick",
                "discard": "discards a card", "replay": "plays another card"}.get(ch.get("kind"), "answers")
        return f"A power asks: {who} {what}."
    text = ("Follow the leading suit if you can. A card in its player's own bid suit is ignored. "
            "The highest trump wins, else the highest card of the leading suit.")
    if p.powers_on:
        text += " One power per trick, used from a player's row."
    return text


def controls_text_str(p) -> str:
    """What the viewer can do now, in words (or, watching, what is going on)."""
    if watching(p):
        return audience_text(p)
    ch = choices.choice(p)
    text = ""
    if ch:
        kind = ch["kind"]
        if kind == "keep":
            text = (f"You won the trick: click the trick card to keep in your row "
                    f"({ch.get('left', 1)} to keep). The others are discarded.")
        elif kind == "keeper":
            text = "Click a player's name plate, or the button, to make them the next Kittykeeper."
        elif kind == "pass":
            to = (p.table.view_seat + (1 if ch.get("direction") == "left" else -1)) % p.n
            text = (f"Click {ch.get('count', 1)} hand card{'s' if ch.get('count', 1) != 1 else ''} to pass "
                    f"{ch.get('direction', '')} to {p.table.short_name(to)}. Everyone passes at once.")
        elif kind == "aside":
            text = "Click a hand card to set aside face down; it is played in the round's final trick."
        elif kind == "discard":
            text = "Rummage: click a hand card to discard."
        elif kind == "trick_swap":
            text = "Drag one of your hand cards onto a card of the trick: they swap places."
        elif kind == "replay":
            text = "Your card came back: drag a different card into the trick."
    elif p.table.view.get("phase") == "over":
        text = "The scores are in the middle. Esc: the menu (back to the launcher); the end screen has Rematch."
    elif p.table.view.get("phase") == "bid":
        text = ("Everyone bids at once, face down. Number: the tricks you will try to win. Suit: your "
                "cards of it are ignored; it is trump when you lead; bid the same suit as someone else "
                "and you are a team.")
    elif p.power_moves:
        text = ("Before you play you may use one power: drag a glowing row card onto POWER, or click a "
                "button below.")
    elif p.blind is not None:
        text = "Blindfold: everyone plays a random card this trick."
    elif p.powers_on and p.table.view.get("active_powers") and p.plays:
        text = "A power was already used in this trick (one power per trick in all): just play a card."
    elif p.powers_on:
        text = ("Powers: on your turn, before you play, drag a card of your row onto POWER (one power "
                "per trick in all).")
    else:
        text = "Drag cards to play. Right-click any card to read it."
    return text


def curtain_subtitle(p, seat: int) -> str:
    """The hot-seat curtain's line: what the next player is about to do."""
    v = p.table.ruleset.view(p.table.state, None)
    name = p.table.short_name(seat)
    if v["phase"] == "bid":
        return f"{name} places a secret bid for round {v['round']}."
    ch = v.get("choice") or {}
    if v["phase"] == "power_choice":
        what = {"keep": "chooses the card to keep", "keeper": "chooses the next Kittykeeper",
                "pass": "chooses cards to pass", "aside": "sets a card aside", "replay": "plays a different card",
                "trick_swap": "swaps a card with the trick", "discard": "discards a card"}
        return f"{name} {what.get(ch.get('kind'), 'answers a power')}."
    return f"It is {name}'s turn (round {v['round']}, trick {v['trick_no']})."


def names(p, seats) -> str:
    """"Computer 2 and Computer 3"; "everyone" or "5 players" for many."""
    if len(seats) == p.n > 2:
        return "everyone"
    if len(seats) > 3:
        return f"{len(seats)} players"
    said = [p.table.short_name(s) for s in seats]
    if len(said) <= 1:
        return "".join(said)
    return ", ".join(said[:-1]) + " and " + said[-1]


def prompt(p) -> tuple[str, bool]:
    """The banner: (text, True when it is the viewer's move)."""
    v = p.table.view
    phase = v.get("phase")
    if p.table.beats_active and p.table.choreo.caption:     # (in the show a click is a visitor sitting down)
        return (p.table.caption_words(), False)
    if phase == "over":
        out = v.get("outcome") or {}
        w = out.get("winners") or []
        who = " and ".join(p.table.short_name(s) for s in w)
        return (f"Game over — {who} win{'s' if len(w) == 1 and who != 'You' else ''} with the most lives.", False)
    acting = v.get("to_act") or []
    if not acting:
        return ("", False)
    me = p.table.view_seat
    if p.table._curtain_pending:
        return (f"Pass the screen to {p.table.short_name(acting[0])}.", False)
    mine = me is not None and me in acting
    if phase == "bid":
        if mine:
            return ("Your secret bid: drag a card to BID. Its number is the tricks you aim to win.",
                    True)
        placed = me is not None and v[seat_name(me)]["bid_placed"]
        lead = "Your bid is placed. " if placed else ""
        return (f"{lead}Waiting for {names(p, acting)} to bid.", False)
    if phase == "power_choice":
        ch = v.get("choice") or {}
        if mine:
            return ({"keep": "You won the trick: click the card to keep in your row.",
                     "keeper": "Choose the next Kittykeeper (click a name plate).",
                     "pass": "Click the cards to pass, then the button on the right.",
                     "aside": "Click a card to set aside, then the button on the right.",
                     "trick_swap": "Drag a hand card onto a trick card to swap them.",
                     "discard": "Click a hand card to discard, then the button on the right.",
                     "replay": "Take it back: drag a different card into the trick."}
                    .get(ch.get("kind"), "Answer the power's question."), True)
        return (f"Waiting for {names(p, acting)}.", False)
    who = acting[0]
    keeper = v.get("kittykeeper")
    if not mine:
        leads = " leads" if not v.get("trick") and who == keeper else "'s turn"
        extra = ": thinking" if p.table.seats[who] != "human" else ""
        return (f"{p.table.short_name(who)}{leads}{extra}", False)
    lead = v.get("leading")
    tail = " Or use a power." if p.power_moves else ""
    if p.blind is not None:
        return ("Blindfold: a random card of yours is played — click the button on the right.", True)
    if not v.get("trick"):
        trump = suit_label(p, v.get("trump")) if v.get("trump") not in (None, "hidden") else "none"
        return (f"You lead: drag any card into the trick (trump: {trump}).{tail}", True)
    if lead == "hidden":
        return (f"Your turn: the lead is face down — play any glowing card.{tail}", True)
    hand = v[seat_name(me)]["hand"] or []
    if lead in p.suit_info and any(c["suit"] == lead for c in hand):
        return (f"Your turn: follow {suit_label(p, lead)} — the glowing cards.{tail}", True)
    if p.plays and len(p.plays) < len(hand):
        return (f"Your turn: a power limits your cards — play a glowing one.{tail}", True)
    return (f"Your turn: you have no {suit_label(p, lead) if lead in p.suit_info else 'leading suit'}, "
            f"so play any card.{tail}", True)


def status_lines(p) -> list[tuple[str, tuple]]:
    """The status panel, most urgent first (what does not fit is left off at the bottom)."""
    v = p.table.view
    out = []
    out.append((f"{round_words(p)} · {v.get('lives_to_win', 9)} lives end the game", assets.WHITE))
    keeper = p.model.get("keeper", v.get("kittykeeper"))
    if keeper is not None and v.get("phase") != "over":
        out.append((f"Kittykeeper (the cat on a plate): {p.table.short_name(keeper)}. Leads; the suit of the "
                    f"Kittykeeper's bid is trump; a trick of only ignored cards is theirs.", assets.SOFT))
    for pw in v.get("active_powers") or []:
        extra = "".join(f", {k} {pw[k] if k != 'seat' else p.table.short_name(pw[k])}"
                        for k in ("suit", "number", "seat") if k in pw)
        out.append((f"This trick: power {pw['power']} {pw['name']} ({p.table.short_name(pw['by'])}{extra}): "
                    f"{pw['text']}", (220, 190, 250)))
    if p.table.view_seat is not None:
        aside = v[seat_name(p.table.view_seat)].get("aside") or []
        if aside:
            out.append(("You set aside, face down, for the round's final trick: "
                        + ", ".join(c["name"] for c in aside), (220, 190, 250)))
    teams = p.model.get("teams") or []
    for team in teams:
        suit = model.team_suit(p, team)
        who = " + ".join(p.table.short_name(s) for s in team)
        if p.model.get("all_one"):
            text = f"Everyone bid {suit_label(p, suit)}: one team of all, so the team rule is ignored."
        else:
            text = f"Team {suit_label(p, suit)}: {who} — they also score if their tricks add up to their bids."
        out.append((text, lighten(suit_colour(p, suit), 0.45)))
    if not teams and v.get("phase") not in ("bid", "over"):
        out.append(("No teams this round (nobody bid the same suit).", assets.MUTED))
    ranking = sorted(range(p.n), key=lambda s: -p.model["seats"][s]["lives"])
    out.append(("Lives: " + ", ".join(f"{p.table.short_name(s)} {p.model['seats'][s]['lives']}"
                                      for s in ranking), (235, 220, 160)))
    return out


def suit_label(p, key) -> str:
    """A suit's name ("Hourglasses"), or the key itself for one the game does not know."""
    info = p.suit_info.get(key)
    return info["name"] if info else str(key)


def suit_colour(p, key) -> tuple:
    """A suit's colour (grey for one the game does not know)."""
    info = p.suit_info.get(key)
    return hex_colour(info["colour"]) if info else (120, 120, 120)


def suit_button_colour(p, key) -> tuple:
    """A suit's colour for a button naming it."""
    c = suit_colour(p, key)
    return tuple(min(255, int(v * 0.9) + 20) for v in c)
