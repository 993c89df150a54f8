"""The Tricksy Kittens table's input: drags and drops, clicks, the questions a power asks,
picking hand cards (pass, set aside, discard, Sleight of Paw), the buttons of the controls
panel and the card grids (discard pile, lives piles, rows). Every move is one of
``legal_actions``; a refused one is snapped back with ``explain``'s words.
"""
from __future__ import annotations

import pygame

from game.core.contract import seat_name
from game.tricksy.actions import Bid, Play, SwapWithTrick, UsePower
from scenes import assets
from scenes.scene import LOGICAL
from scenes.games.tricksy.art import hex_colour
from scenes.games.tricksy.model import KittySprite
from scenes.widgets.overlays import ActionMenuScene, ButtonScene, CardGridScene, ZoomScene
from scenes.table.focus import Item, button_items
from scenes.widgets.button import Button


def card_details(card: dict) -> list[tuple[str, str]]:
    """The zoom panel's lines for a Tricksy card."""
    rows = [("Suit", str(card.get("name", "")).rsplit(" ", 1)[0]), ("Number", str(card.get("number", "")))]
    p = card.get("power")
    if isinstance(p, dict):
        rows.append(("Power", f"{p.get('id')} · {p.get('name')}: {p.get('text')}"))
        rows.append(("Use it", "Powers variant: while it is in your row, drag it onto POWER before you play "
                               "(one power per trick)."))
    elif "power" in card:
        rows.append(("Power", "none (the 9s carry no power)"))
    rows.append(("Bid", f"As your bid it says you will win {card.get('number')} trick"
                        f"{'s' if card.get('number') != 1 else ''}; your cards of its suit are then ignored."))
    return rows


def zoom_card(card: dict) -> dict:
    """A copy of the card for :class:`ZoomScene` (which prints ``text``)."""
    p = card.get("power")
    return dict(card, text=f"Power {p['id']}, {p['name']}: {p['text']}" if isinstance(p, dict) else "")


class ChoiceScene(ButtonScene):
    """A question over the table: a title, a line of help and one button per answer."""

    def __init__(self, app, title: str, text: str, options: list, cancel: bool = True):
        super().__init__(app)
        self.title, self.text = title, text
        n = len(options)
        cols = 1 if n <= 4 else 3 if n > 6 else 2
        bw = 560 if cols == 1 else 300 if cols == 2 else 250
        bh, gap = 62, 14
        rows = (n + cols - 1) // cols
        width = max(720, cols * bw + (cols - 1) * gap + 80)
        self.para = assets.paragraph("sans", 22, text, width - 80, assets.SOFT, 4) if text else None
        top = 80 + (self.para.get_height() + 16 if self.para else 0)
        height = top + rows * (bh + gap) + (bh + 30 if cancel else 10) + 10
        self.box = pygame.Rect(0, 0, width, height)
        self.box.center = (LOGICAL[0] // 2, LOGICAL[1] // 2 - 40)
        x0 = self.box.centerx - (cols * bw + (cols - 1) * gap) // 2
        for i, opt in enumerate(options):
            label, fn = opt[0], opt[1]
            colour = opt[2] if len(opt) > 2 and opt[2] else (46, 110, 78)
            r = (x0 + (i % cols) * (bw + gap), self.box.y + top + (i // cols) * (bh + gap), bw, bh)
            key = pygame.K_1 + i if i < 9 else None
            self.buttons.append(Button(r, label, self._wrap(fn), key=key, colour=colour, size=24))
        if cancel:
            self.buttons.append(Button((self.box.centerx - 150, self.box.bottom - bh - 20, 300, bh - 6), "Cancel",
                                       lambda: self.app.pop(self), key=pygame.K_ESCAPE, colour=(60, 70, 90),
                                       size=22))

    def _wrap(self, fn):
        def go():
            self.app.pop(self)
            fn()
        return go

    def key(self, event) -> bool:
        return event.key != pygame.K_F11

    def draw(self, surface):
        surface.blit(assets.panel(LOGICAL, (0, 0, 0, 150), 0), (0, 0))
        surface.blit(assets.panel(self.box.size, (16, 40, 28, 245), 20, assets.GOLD, 3), self.box)
        t = assets.text("bold", 32, self.title, assets.GOLD)
        surface.blit(t, t.get_rect(midtop=(self.box.centerx, self.box.y + 24)))
        if self.para:
            surface.blit(self.para, (self.box.x + 40, self.box.y + 76))
        for b in self.buttons:
            b.draw(surface)


class TableInput:
    """The part of :class:`~scenes.games.tricksy.table.TricksyTable` that takes the player's moves."""

    def _key(self, event) -> bool:
        if event.key == pygame.K_ESCAPE and self.drag.active:
            self.drag.cancel()
            return True
        for b in self.buttons:
            if b.key is not None and b.key == event.key and b.visible:
                if b.enabled:
                    b.click()
                return True
        return False

    def own(self, sp: KittySprite) -> bool:
        return self.view_seat is not None and sp.zone.startswith(seat_name(self.view_seat) + ".")

    # ------------------------------------------------------------------ focus (scenes/table/focus.py)
    def focus_items(self) -> list:
        """A multi-card choice (pass cards) is made as with the mouse: the cursor moves over the
        hand cards that can still be part of a legal choice (and the ones picked); Enter / A picks
        or puts back one card at a time, then the confirm button (focused once the choice is
        complete) submits it. Everything else: the shared cards and buttons."""
        if not self.passes:
            return super().focus_items()
        picks = []
        for cid in self._own_hand() or []:
            sp = self.sprites.get(cid)
            if sp is None or not (cid in self.selected or cid in self.completions()):
                continue
            picks.append(Item(sp.rect, "pick", cid, sp.zone, run=lambda c=cid: self.focus_pick(c),
                              read=lambda card=sp.card: self.zoom(card)))
        return picks + button_items(self.focus_buttons())

    def completions(self) -> set:
        """Hand cards that, added to the ones picked, still lead to a legal pass."""
        chosen = set(self.selected)
        return {c for cs in self.passes if chosen <= cs for c in cs} - chosen

    def focus_pick(self, cid: str):
        """Enter / A on a hand card of a multi-card choice: pick it or put it back; once the choice
        is complete the cursor goes to the button that confirms it."""
        self.toggle_select(cid, "pass")
        done = next((b for b in self.buttons if b.enabled and b.visible), None)
        if done is not None and frozenset(self.selected) in self.passes:
            self.nav.key = ("button", id(done))

    def focus_target(self, a):
        """A bid onto the seat's bid place, a play onto the trick, a swap onto its trick card."""
        if isinstance(a, Bid):
            return self.zone(self.view_seat, "bid")
        if isinstance(a, Play):
            return self.shared("trick")
        if isinstance(a, SwapWithTrick) and a.target in self.sprites:
            return self.sprites[a.target].rect
        return self.shared("power") if isinstance(a, UsePower) else None

    def focus_help_rect(self):
        return self.shared("zoom")

    def drop_zones(self, sp: KittySprite) -> dict[str, pygame.Rect]:
        me = self.view_seat
        zones: dict[str, pygame.Rect] = {}
        if me is None:
            return zones
        if sp.zone.endswith(".hand"):
            if sp.id in self.bids:
                zones["bid"] = self.zone(me, "bid").inflate(24, 24)
            if sp.id in self.plays or self.blind is not None:
                zones["trick"] = self.shared("trick")
            for (c, target) in self.swaps:
                if c == sp.id and target in self.sprites:
                    zones[f"swap:{target}"] = self.sprites[target].rect
        elif sp.id in self.power_moves:
            zones["power"] = self.shared("power").inflate(16, 16)
        return zones

    def _press(self, pos):
        for b in self.buttons:
            if b.hit(pos):
                return
        sp = self.sprite_at(pos)
        if (sp is not None and sp.card is not None and self.own(sp) and not self._curtain_pending
                and sp.zone.split(".")[-1] in ("hand", "bid", "row")):
            self.drag.press(sp, pos)      # even out of turn: the drop then says why not
        else:
            self.drag.press(None, pos, payload=sp)

    def _release(self, pos):
        if self.beats_active:             # something happened meanwhile: show its end, then act
            self.hurry()
        super()._release(pos)

    def _snap(self, sp: KittySprite):
        sp.snap_back()
        self.hover = None
        self._place_all(True)

    def _refuse(self, sp: KittySprite | None, action):
        if sp is not None:
            self._snap(sp)
        if self.view_seat is not None:
            self.show_toast(self.ruleset.explain(self.state, self.view_seat, action))

    def _drop(self, sp: KittySprite, pos):
        """What the drop means, from where it landed; legal -> submit, else the reason."""
        me = self.view_seat
        if me is None:
            self._snap(sp)
            return
        zone = sp.zone.split(".")[-1]
        on_bid = self.zone(me, "bid").inflate(24, 24).collidepoint(pos)
        on_trick = self.shared("trick").collidepoint(pos)
        on_power = self.shared("power").inflate(16, 16).collidepoint(pos)
        if zone == "hand":
            if on_bid:
                a = Bid(sp.id)
                if a in self.legal:
                    self.submit(a)
                elif self.view.get("phase") == "bid" and self.view[seat_name(me)]["bid_placed"]:
                    self._snap(sp)
                    self.show_toast("Your bid is placed: it stays face down until every bid is in.", bad=False)
                else:
                    self._refuse(sp, a)
                return
            target = next((t.id for t in self.sprites.values() if t.zone == "trick" and t.rect.collidepoint(pos)),
                          None)
            if self.swaps and target is not None:
                a = SwapWithTrick(sp.id, target)
                if a in self.legal:
                    self.submit(a)
                else:
                    self._refuse(sp, a)
                return
            if on_trick:
                self.play_card(sp)
                return
            if on_power:
                self._snap(sp)
                self.show_toast("Powers are used from your row: drag a card of your row (next to your bid) "
                                "onto POWER." if self.powers_on else "Powers are switched off for this game.")
                return
            self._snap(sp)
            return
        if zone in ("bid", "row"):
            if on_power:
                self._snap(sp)
                self.use_power(sp.id)
                return
            self._snap(sp)
            if on_trick:
                self.show_toast("Cards of your row are not played: drag one onto POWER to use its power."
                                if self.powers_on else "Your bid stays face up in front of you for the round.",
                                bad=False)
            return
        self._snap(sp)

    def play_card(self, sp: KittySprite | None, card: str | None = None):
        """Play a hand card (the drop into the trick, or the card's menu)."""
        cid = card or sp.id
        me = self.view_seat
        if self.blind is not None:
            self.show_toast("Blindfold: a random card of your hand is played, whatever you picked.", bad=False)
            self.submit(self.blind)
            return
        options = self.plays.get(cid, [])
        if len(options) == 1:
            self.submit(options[0])
            return
        if len(options) > 1:
            if sp is not None:
                self._snap(sp)
            self.app.push(ChoiceScene(
                self.app, "Which suit does your crown name?",
                "Black Cat: a crown is wild. It counts as the suit you name (and any crown in the trick makes "
                "the lowest number win).",
                [(self.suit_label(a.suit), lambda a=a: self.submit(a), self.suit_button_colour(a.suit))
                 for a in options]))
            return
        probe = Play(cid)
        if self.wild and cid.startswith(self.wild + "-") and me is not None:
            lead = self.view.get("leading")
            probe = Play(cid, lead if lead in self.suit_info else None)
        self._refuse(sp, probe)

    def use_power(self, cid: str):
        """Discard a row card to use its power, asking for what it needs (suit, number, seat, card)."""
        cands = list(self.power_moves.get(cid, []))
        if not cands:
            self.show_toast(self.ruleset.explain(self.state, self.view_seat, UsePower(cid))
                            if self.view_seat is not None else "")
            return
        self._ask_power(cid, cands)

    def _ask_power(self, cid: str, cands: list):
        if len(cands) == 1:
            self.submit(cands[0])
            return
        p = (self.cards.get(cid) or {}).get("power") or {}
        title = f"Power {p.get('id', '?')}: {p.get('name', '')}"
        text = p.get("text", "")
        for field in ("target", "suit", "number", "seat"):
            values = []
            for a in cands:
                v = getattr(a, field)
                if v not in values:
                    values.append(v)
            if len(values) <= 1:
                continue
            nxt = lambda v, f=field: self._ask_power(cid, [a for a in cands if getattr(a, f) == v])  # noqa: E731
            if field == "target":
                cards = [self.cards[v] for v in values if v in self.cards]
                mine = set(self._own_hand() or [])
                sub = ("which of your cards do you give?" if all(v in mine for v in values)
                       else "which won card do you take?")
                self.app.push(CardGridScene(self.app, f"{p.get('name', 'Power')}: {sub}", cards, self.hand_art,
                                            on_pick=lambda c: nxt(c["id"]), subtitle=text,
                                            details=card_details))
            elif field == "suit":
                self.app.push(ChoiceScene(self.app, f"{title}: name a suit", text,
                                          [(self.suit_label(v), lambda v=v: nxt(v), self.suit_button_colour(v))
                                           for v in values]))
            elif field == "number":
                self.app.push(ChoiceScene(self.app, f"{title}: name a number", text,
                                          [(str(v), lambda v=v: nxt(v)) for v in sorted(values)]))
            else:
                self.app.push(ChoiceScene(self.app, f"{title}: choose a player", text,
                                          [(self.plate_name(v), lambda v=v: nxt(v)) for v in values]))
            return
        self.submit(cands[0])

    def suit_label(self, key) -> str:
        info = self.suit_info.get(key)
        return info["name"] if info else str(key)

    def suit_colour(self, key) -> tuple:
        info = self.suit_info.get(key)
        return hex_colour(info["colour"]) if info else (120, 120, 120)

    def suit_button_colour(self, key) -> tuple:
        c = self.suit_colour(key)
        return tuple(min(255, int(v * 0.9) + 20) for v in c)

    def _click(self, pos, sp: KittySprite | None):
        me = self.view_seat
        piles = self.shared("piles")
        if piles.collidepoint(pos) and self.powers_on and sp is None:
            self.open_discard()
            return
        if self.keepers:
            for s in range(self.n):
                if self.zone(s, "plate").collidepoint(pos) and s in self.keepers:
                    self.submit(self.keepers[s])
                    return
        if sp is None:
            for s in range(self.n):
                if self.zone(s, "lives").collidepoint(pos):
                    self.open_lives(s)
                    return
                if self.powers_on and self.zone(s, "won").collidepoint(pos):
                    self.open_row(s)
                    return
            return
        if sp.card is None:
            return
        if sp.zone == "trick":
            if sp.id in self.keeps:
                self.submit(self.keeps[sp.id])
                return
            if self.swaps:
                pick = next((c for c in self.selected), None)
                a = self.swaps.get((pick, sp.id)) if pick else None
                if a is not None:
                    self.submit(a)
                else:
                    self.show_toast("Sleight of Paw: first click one of your hand cards, then the trick card "
                                    "(or drag the hand card onto it).", bad=False)
                return
            self.zoom(sp.card)
            return
        if me is not None and self.own(sp):
            zone = sp.zone.split(".")[-1]
            if zone == "hand":
                mode = self.selecting()
                if mode:
                    self.toggle_select(sp.id, mode)
                    return
                items = []
                if sp.id in self.bids:
                    n = sp.card.get("number")
                    items.append((f"Bid this card: you expect {n} trick{'s' if n != 1 else ''}",
                                  lambda a=self.bids[sp.id]: self.submit(a)))
                if sp.id in self.plays or self.blind is not None:
                    items.append(("Play this card", lambda: self.play_card(None, sp.id)))
                if items:
                    items.append(("Read the card", lambda: self.zoom(sp.card)))
                    self.app.push(ActionMenuScene(self.app, sp.rect, sp.card.get("name", ""), items))
                    return
                if self.view.get("phase") in ("play", "bid") and me in (self.view.get("to_act") or []):
                    probe = Bid(sp.id) if self.view["phase"] == "bid" else Play(sp.id)
                    self.show_toast(self.ruleset.explain(self.state, me, probe))
                    return
            elif sp.id in self.power_moves:
                p = sp.card.get("power") or {}
                self.app.push(ActionMenuScene(self.app, sp.rect, sp.card.get("name", ""),
                                              [(f"Use power {p.get('id')}: {p.get('name')}",
                                                lambda: self.use_power(sp.id)),
                                               ("Read the card", lambda: self.zoom(sp.card))]))
                return
        self.zoom(sp.card)

    def toggle_select(self, cid: str, mode: str):
        if cid in self.selected:
            self.selected.remove(cid)
        else:
            limit = 1
            if mode == "pass":
                ch = self.choice() or {}
                limit = ch.get("count", 1)
            if len(self.selected) >= limit:
                self.selected.pop(0)
            self.selected.append(cid)
        self._build_buttons()
        self.apply_highlights()
        self._place_all(True)

    def confirm_selection(self):
        mode = self.selecting()
        a = None
        if mode == "pass":
            a = self.passes.get(frozenset(self.selected))
        elif mode == "aside" and len(self.selected) == 1:
            a = self.asides.get(self.selected[0])
        elif mode == "discard" and len(self.selected) == 1:
            a = self.discards.get(self.selected[0])
        if a is None:
            self.show_toast("Choose the cards first (click them in your hand).", bad=False)
            return
        self.selected = []
        self.submit(a)

    def _right_click(self, pos):
        if self.drag.active:
            self.drag.cancel()
            return
        sp = self.sprite_at(pos)
        if sp is not None and sp.card is not None:
            self.zoom(sp.card)

    def zoom(self, card: dict):
        self.app.push(ZoomScene(self.app, zoom_card(card), self.hand_art, card_details))

    def open_discard(self):
        cards = list(reversed(self.view.get("discard") or []))
        self.app.push(CardGridScene(self.app, f"Discard pile ({len(cards)})", cards, self.hand_art,
                                    subtitle="Trick cards not kept and row cards paid for powers. Newest first.",
                                    details=card_details))

    def open_lives(self, seat: int):
        p = self.view[seat_name(seat)]
        cards = p.get("lives_pile") or []
        self.app.push(CardGridScene(self.app, f"{self.short_name(seat)}: {p['lives']} lives", cards, self.hand_art,
                                    subtitle="Bid cards scored in earlier rounds (each is worth its number).",
                                    details=card_details))

    def open_row(self, seat: int):
        p = self.view[seat_name(seat)]
        self.app.push(CardGridScene(self.app, f"{self.short_name(seat)}: row", p["row"], self.hand_art,
                                    subtitle="The bid first (the left-most card), then one card per won trick.",
                                    details=card_details))

    def _build_buttons(self):
        r = self.shared("controls")
        self.buttons = []
        x, w = r.x + 16, r.w - 32
        y = r.y + 52 + self._controls_text().get_height() + 12
        bottom = r.bottom - 12
        ch = self.choice()
        mode = self.selecting()
        if mode in ("pass", "aside", "discard"):
            label = {"pass": "Pass these cards", "aside": "Set it aside face down", "discard": "Discard it"}[mode]
            b = Button((x, y, w, 58), label + " (Enter)", self.confirm_selection, key=pygame.K_RETURN,
                       colour=(170, 120, 30), size=22)
            need = (ch or {}).get("count", 1) if mode == "pass" else 1
            b.enabled = len(self.selected) == need
            self.buttons.append(b)
            return
        if self.keepers:
            self.buttons.append(Button((x, y, w, 58), "Choose the next Kittykeeper… (K)", self.ask_keeper,
                                       key=pygame.K_k, colour=(170, 120, 30), size=20))
            return
        if self.blind is not None:
            self.buttons.append(Button((x, y, w, 58), "Play a random card (B)", lambda: self.submit(self.blind),
                                       key=pygame.K_b, colour=(170, 120, 30), size=22))
            y += 68
        if self.power_moves:
            for i, cid in enumerate(list(self.power_moves)[:4]):
                if y + 44 > bottom:
                    break
                p = (self.cards.get(cid) or {}).get("power") or {}
                self.buttons.append(Button((x, y, w, 44), f"Power {p.get('id')}: {p.get('name')}",
                                           lambda c=cid: self.use_power(c), key=pygame.K_F1 + i,
                                           colour=(96, 60, 130), size=19))
                y += 50

    def ask_keeper(self):
        self.app.push(ChoiceScene(self.app, "Who is the next Kittykeeper?",
                                  "The Kittykeeper leads the next trick; the suit of their bid is trump.",
                                  [(self.plate_name(s), lambda a=a: self.submit(a)) for s, a in
                                   sorted(self.keepers.items())]))
