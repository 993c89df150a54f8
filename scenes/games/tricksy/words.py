"""The Tricksy Kittens table's words: the banner's prompt, the curtain's line, the controls
panel's title and text, and the status panel (the Kittykeeper, the powers in force, the teams,
the lives).
"""
from __future__ import annotations

import pygame

from game.core.contract import seat_name
from scenes import assets
from scenes.games.tricksy.art import lighten


class TableWords:
    """The part of :class:`~scenes.games.tricksy.table.TricksyTable` that puts the game in words."""

    def round_words(self) -> str:
        """"Round 3", or "Round 3 of 40" when the house round cap is on (seat set-up)."""
        v = self.view
        cap = v.get("options", {}).get("max_rounds")
        return f"Round {v.get('round')}" + (f" of {cap} (house cap)" if cap else "")

    def watching(self) -> bool:
        """Nobody plays at this screen: the convention show, or an all-computer table. The
        panels then speak to an audience."""
        return bool(getattr(self, "show", False)) or not self.humans

    def _controls_title(self) -> str:
        if self.watching():
            return {"bid": "Bidding", "over": "Game over"}.get(self.view.get("phase"), "What to watch")
        ch = self.choice()
        if self.view.get("phase") == "bid":
            return "Bidding"
        if self.view.get("phase") == "over":
            return "Game over"
        if ch:
            return {"keep": "Keep a card", "keeper": "Next Kittykeeper", "pass": "Pass cards",
                    "aside": "Set a card aside", "trick_swap": "Sleight of Paw", "discard": "Discard a card",
                    "replay": "Take it back"}.get(ch["kind"], "Choose")
        if self.power_moves or self.blind is not None:
            return "Your move"
        return "Powers" if self.powers_on else "Your move"

    def _controls_text(self) -> pygame.Surface:
        r = self.shared("controls")
        return assets.paragraph("sans", 17, self._controls_text_str(), r.w - 32, assets.SOFT, 3, 8)

    def _audience_text(self) -> str:
        """The controls panel of a table nobody plays at: what is going on, for people watching."""
        v = self.view
        phase = v.get("phase")
        if phase == "over":
            return "The most lives wins. The next game starts by itself." if getattr(self, "show", False) else \
                "The most lives wins. Esc: the menu."
        if phase == "bid":
            return ("Everyone bids one card face down: its number is how many tricks they try to win. "
                    "Seats that bid the same suit play as a team this round.")
        if phase == "power_choice":
            ch = v.get("choice") or {}
            who = self.names(v.get("to_act") or [])
            what = {"keep": "keeps a card of the trick", "keeper": "chooses the next Kittykeeper",
                    "pass": "pass cards", "aside": "set a card aside", "trick_swap": "swaps a card with the trick",
                    "discard": "discards a card", "replay": "plays another card"}.get(ch.get("kind"), "answers")
            return f"A power asks: {who} {what}."
        text = ("Follow the leading suit if you can. A card in its player's own bid suit is ignored. "
                "The highest trump wins, else the highest card of the leading suit.")
        if self.powers_on:
            text += " One power per trick, used from a player's row."
        return text

    def _controls_text_str(self) -> str:
        if self.watching():
            return self._audience_text()
        ch = self.choice()
        text = ""
        if ch:
            kind = ch["kind"]
            if kind == "keep":
                text = (f"You won the trick: click the trick card to keep in your row "
                        f"({ch.get('left', 1)} to keep). The others are discarded.")
            elif kind == "keeper":
                text = "Click a player's name plate, or the button, to make them the next Kittykeeper."
            elif kind == "pass":
                to = (self.view_seat + (1 if ch.get("direction") == "left" else -1)) % self.n
                text = (f"Click {ch.get('count', 1)} hand card{'s' if ch.get('count', 1) != 1 else ''} to pass "
                        f"{ch.get('direction', '')} to {self.short_name(to)}. Everyone passes at once.")
            elif kind == "aside":
                text = "Click a hand card to set aside face down; it is played in the round's final trick."
            elif kind == "discard":
                text = "Rummage: click a hand card to discard."
            elif kind == "trick_swap":
                text = "Drag one of your hand cards onto a card of the trick: they swap places."
            elif kind == "replay":
                text = "Your card came back: drag a different card into the trick."
        elif self.view.get("phase") == "over":
            text = "The scores are in the middle. Esc: the menu (back to the launcher); the end screen has Rematch."
        elif self.view.get("phase") == "bid":
            text = ("Everyone bids at once, face down. Number: the tricks you will try to win. Suit: your "
                    "cards of it are ignored; it is trump when you lead; bid the same suit as someone else "
                    "and you are a team.")
        elif self.power_moves:
            text = ("Before you play you may use one power: drag a glowing row card onto POWER, or click a "
                    "button below.")
        elif self.blind is not None:
            text = "Blindfold: everyone plays a random card this trick."
        elif self.powers_on and self.view.get("active_powers") and self.plays:
            text = "A power was already used in this trick (one power per trick in all): just play a card."
        elif self.powers_on:
            text = ("Powers: on your turn, before you play, drag a card of your row onto POWER (one power "
                    "per trick in all).")
        else:
            text = "Drag cards to play. Right-click any card to read it."
        return text

    def curtain_subtitle(self, seat: int) -> str:
        v = self.ruleset.view(self.state, None)
        name = self.short_name(seat)
        if v["phase"] == "bid":
            return f"{name} places a secret bid for round {v['round']}."
        ch = v.get("choice") or {}
        if v["phase"] == "power_choice":
            what = {"keep": "chooses the card to keep", "keeper": "chooses the next Kittykeeper",
                    "pass": "chooses cards to pass", "aside": "sets a card aside", "replay": "plays a different card",
                    "trick_swap": "swaps a card with the trick", "discard": "discards a card"}
            return f"{name} {what.get(ch.get('kind'), 'answers a power')}."
        return f"It is {name}'s turn (round {v['round']}, trick {v['trick_no']})."

    def names(self, seats) -> str:
        """"Computer 2 and Computer 3"; "everyone" or "5 players" for many."""
        if len(seats) == self.n > 2:
            return "everyone"
        if len(seats) > 3:
            return f"{len(seats)} players"
        names = [self.short_name(s) for s in seats]
        if len(names) <= 1:
            return "".join(names)
        return ", ".join(names[:-1]) + " and " + names[-1]

    def prompt(self) -> tuple[str, bool]:
        v = self.view
        phase = v.get("phase")
        if self.beats_active and self.choreo.caption:     # (in the show a click is a visitor sitting down)
            return (self.choreo.caption + ("" if self.watching() else "  (click to hurry)"), False)
        if phase == "over":
            out = v.get("outcome") or {}
            w = out.get("winners") or []
            who = " and ".join(self.short_name(s) for s in w)
            return (f"Game over — {who} win{'s' if len(w) == 1 and who != 'You' else ''} with the most lives.", False)
        acting = v.get("to_act") or []
        if not acting:
            return ("", False)
        me = self.view_seat
        if self._curtain_pending:
            return (f"Pass the screen to {self.short_name(acting[0])}…", False)
        mine = me is not None and me in acting
        if phase == "bid":
            if mine:
                return ("Your secret bid: drag a card onto your BID spot (its number: the tricks you aim to win).",
                        True)
            placed = me is not None and v[seat_name(me)]["bid_placed"]
            lead = "Your bid is placed. " if placed else ""
            return (f"{lead}Waiting for {self.names(acting)} to bid…", False)
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
            return (f"Waiting for {self.names(acting)}…", False)
        who = acting[0]
        keeper = v.get("kittykeeper")
        if not mine:
            leads = " leads" if not v.get("trick") and who == keeper else "'s turn"
            extra = " — thinking…" if self.seats[who] != "human" else ""
            return (f"{self.short_name(who)}{leads}{extra}", False)
        lead = v.get("leading")
        tail = " Or use a power first." if self.power_moves else ""
        if self.blind is not None:
            return ("Blindfold: a random card of yours is played — click the button on the right.", True)
        if not v.get("trick"):
            trump = self.suit_label(v.get("trump")) if v.get("trump") not in (None, "hidden") else "none"
            return (f"You lead: drag any card into the trick (trump: {trump}).{tail}", True)
        if lead == "hidden":
            return (f"Your turn: the lead is face down — play any glowing card.{tail}", True)
        hand = v[seat_name(me)]["hand"] or []
        if lead in self.suit_info and any(c["suit"] == lead for c in hand):
            return (f"Your turn: follow {self.suit_label(lead)} — the glowing cards.{tail}", True)
        if self.plays and len(self.plays) < len(hand):
            return (f"Your turn: a power limits your cards — play a glowing one.{tail}", True)
        return (f"Your turn: you have no {self.suit_label(lead) if lead in self.suit_info else 'leading suit'}, "
                f"so play any card.{tail}", True)

    def _status_lines(self) -> list[tuple[str, tuple]]:
        """The status panel, most urgent first (what does not fit is left off at the bottom)."""
        v = self.view
        out = []
        out.append((f"{self.round_words()} · {v.get('lives_to_win', 9)} lives end the game", assets.WHITE))
        keeper = self.model.get("keeper", v.get("kittykeeper"))
        if keeper is not None and v.get("phase") != "over":
            out.append((f"Kittykeeper (the cat on a plate): {self.short_name(keeper)}. Leads; the suit of the "
                        f"Kittykeeper's bid is trump; a trick of only ignored cards is theirs.", assets.SOFT))
        for p in v.get("active_powers") or []:
            extra = "".join(f", {k} {p[k] if k != 'seat' else self.short_name(p[k])}"
                            for k in ("suit", "number", "seat") if k in p)
            out.append((f"This trick: power {p['power']} {p['name']} ({self.short_name(p['by'])}{extra}): "
                        f"{p['text']}", (220, 190, 250)))
        if self.view_seat is not None:
            aside = v[seat_name(self.view_seat)].get("aside") or []
            if aside:
                out.append(("You set aside, face down, for the round's final trick: "
                            + ", ".join(c["name"] for c in aside), (220, 190, 250)))
        teams = self.model.get("teams") or []
        for team in teams:
            suit = self.team_suit(team)
            who = " + ".join(self.short_name(s) for s in team)
            if self.model.get("all_one"):
                text = f"Everyone bid {self.suit_label(suit)}: one team of all, so the team rule is ignored."
            else:
                text = f"Team {self.suit_label(suit)}: {who} — they also score if their tricks add up to their bids."
            out.append((text, lighten(self.suit_colour(suit), 0.45)))
        if not teams and v.get("phase") not in ("bid", "over"):
            out.append(("No teams this round (nobody bid the same suit).", assets.MUTED))
        ranking = sorted(range(self.n), key=lambda s: -self.model["seats"][s]["lives"])
        out.append(("Lives: " + ", ".join(f"{self.short_name(s)} {self.model['seats'][s]['lives']}"
                                          for s in ranking), (235, 220, 160)))
        return out
