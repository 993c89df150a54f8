"""What the player at The Nine's table does with the mouse and the keys: the choice buttons,
dragging cards (their legal targets glow; an illegal drop snaps back with the ruleset's reason),
clicks (a menu of what a card can do, zoom, the Valhalla and RR discard piles) and picking a
target. Every move comes from the legal actions (``self.legal``, indexed in table.py); nothing
here decides a rule. Part of :class:`scenes.games.thenine.table.TheNineTable` (a mixin)."""
from __future__ import annotations

import pygame

from game.thenine.actions import (AddToBid, AssignDefender, ConfirmAttack, ConfirmDefence, EndPhase, Forfeit, Pass,
                                  PassBid, PlayEvent, PlayWarrior, RemoveFromBid, SubmitBid, ToggleAttacker, Unassign)
from scenes.games.thenine.art import card_details
from scenes.games.thenine.words import card_name
from scenes.widgets.overlays import ActionMenuScene, CardGridScene, ZoomScene
from scenes.widgets.button import Button
from scenes.widgets.cards import CardSprite


class NineMoves:
    """Part of :class:`scenes.games.thenine.table.TheNineTable` (a mixin)."""

    # ------------------------------------------------------------------ the choices
    def _build_buttons(self):
        r = self.layout.rect("choices")
        self.buttons = []
        items: list[tuple] = []              # (label, fn, key, colour, enabled)
        s = self.singles
        if self.target_mode:
            items.append(("Cancel (Esc)", self.cancel_target, None, (90, 70, 70), True))
        elif self.order_moves:
            if True in self.order_moves:
                items.append(("Go first (1)", lambda: self.submit(self.order_moves[True]), pygame.K_1,
                              (170, 120, 30), True))
            if False in self.order_moves:
                items.append(("Go second (2)", lambda: self.submit(self.order_moves[False]), pygame.K_2,
                              (50, 90, 140), True))
        elif Pass in s and self.events:       # with nothing to answer with, nobody is asked (clock.py)
            counters = [a for lst in self.events.values() for a in lst]
            for i, a in enumerate(counters[:3]):
                items.append((f"Counter with {card_name(self.cards.get(a.card))} ({i + 1})",
                              lambda a=a: self.submit(a), pygame.K_1 + i, (120, 70, 170), True))
            items.append(("Let it resolve (P)", lambda: self.submit(s[Pass]), pygame.K_p, (60, 70, 90), True))
        elif EndPhase in s:
            items.append(("End Player phase (E)", lambda: self.submit(s[EndPhase]), pygame.K_e, (170, 120, 30), True))
        elif Forfeit in s:
            n = len(self._attackers())
            items.append((f"Attack with {n} Warrior{'s' if n != 1 else ''} (A)" if n else "Attack (A)",
                          self.confirm_attack, pygame.K_a, (176, 60, 44), ConfirmAttack in s))
            items.append(("Forfeit the attack (F)", lambda: self.submit(s[Forfeit]), pygame.K_f, (60, 70, 90), True))
        elif ConfirmDefence in s:
            n = len(self._assigned())
            label = (f"Confirm defence: {n} blocker{'s' if n != 1 else ''} (D)" if n else
                     "No blockers: take the hits (D)")
            items.append((label, lambda: self.submit(s[ConfirmDefence]), pygame.K_d, (52, 96, 182), True))
        elif PassBid in s:
            b = self.view.get("bid") or {}
            have = (b.get("building") or {}).get("value", 0)
            need = b.get("required", 0)
            items.append((f"Bid {have} Glory (B)" if SubmitBid in s else f"Bid: {have} of {need} Glory (B)",
                          self.submit_bid, pygame.K_b, (170, 120, 30), SubmitBid in s))
            items.append(("Pass (P)", lambda: self.submit(s[PassBid]), pygame.K_p, (60, 70, 90), True))
        if not items:
            return
        gap = 16
        w = (r.w - gap * (len(items) - 1)) // len(items)
        for i, (label, fn, key, col, enabled) in enumerate(items):
            b = Button((r.x + i * (w + gap), r.y + 6, w, r.h - 12), label, self.guarded_call(fn), key=key,
                       colour=col, size=24)
            b.enabled = enabled           # a disabled Attack / Bid button still explains why not
            self.buttons.append(b)

    def confirm_attack(self):
        self._submit_or_explain(self.singles.get(ConfirmAttack), ConfirmAttack())

    def submit_bid(self):
        self._submit_or_explain(self.singles.get(SubmitBid), SubmitBid())

    def _submit_or_explain(self, action, wanted):
        if action is not None:
            self.submit(action)
        elif self.view_seat is not None:
            self.show_toast(self.ruleset.explain(self.state, self.view_seat, wanted))

    def cancel_target(self):
        self.target_mode = None
        self.refresh_legal()

    # ------------------------------------------------------------------ keys and pointer
    def _key(self, event) -> bool:
        if event.key == pygame.K_ESCAPE and self.target_mode:
            self.cancel_target()
            return True
        if event.key == pygame.K_ESCAPE and self.drag.active:
            self.drag.cancel()
            return True
        for b in self.buttons:
            if b.key is not None and b.key == event.key and b.visible:
                b.click()
                return True
        return False

    def sprite_at(self, pos) -> CardSprite | None:
        for sp in reversed(self.draw_list()):
            if sp.gone or sp.fade is not None:
                continue
            if sp.zone.endswith("valhalla") or sp.zone == "rr.discard":
                continue
            if sp.rect.collidepoint(pos):
                return sp
        return None

    def own(self, sp: CardSprite) -> bool:
        return self.view_seat is not None and sp.zone.startswith("p1.") and sp.card is not None

    def _in(self, name: str, pos) -> bool:
        return self.layout.rect(name).collidepoint(pos)

    def _enemy_half(self, pos) -> bool:
        """Above the viewer's Warriors: towards the enemy."""
        return pos[1] < self.layout.rect("p1.play").y + 10

    # ------------------------------------------------------------------ focus (scenes/table/focus.py)
    def focus_target(self, a):
        """Where a drag puts it: a Warrior or Event on its target card, else its side (an Event
        answering onto the event place), a blocker on its attacker, a bid card on the bid area."""
        L, on = self.layout, getattr(a, "target", None) or getattr(a, "attacker", None)
        if on in self.sprites and isinstance(a, (PlayWarrior, PlayEvent, AssignDefender)):
            return self.sprites[on].rect
        if isinstance(a, PlayWarrior):
            return L.rect("p1.play")
        if isinstance(a, PlayEvent):
            return L.rect("event") if self.view.get("phase") == "respond" else L.rect("p1.play").union(L.rect("p2.play"))
        if isinstance(a, AddToBid):
            return L.rect("bid")
        return L.rect("p1.play") if isinstance(a, RemoveFromBid) else None

    def drop_zones(self, sp: CardSprite) -> dict[str, pygame.Rect]:
        L = self.layout
        zones: dict[str, pygame.Rect] = {}
        cid = sp.id
        if sp.zone == "p1.hand":
            for a in self.warriors.get(cid, []):
                if a.target and a.target in self.sprites:
                    zones[f"card:{a.target}"] = self.sprites[a.target].rect.inflate(10, 10)
                zones["p1.play"] = L.rect("p1.play")
            for a in self.events.get(cid, []):
                if a.target and a.target in self.sprites:
                    zones[f"card:{a.target}"] = self.sprites[a.target].rect.inflate(10, 10)
                elif self.view.get("phase") == "respond":
                    zones["event"] = L.rect("event").inflate(20, 20)
                else:
                    zones["board"] = L.rect("p1.play").union(L.rect("p2.play"))
        elif sp.zone == "p1.play":
            if cid in self.toggles:
                sel = cid in self._attackers()
                zones["p1.play" if sel else "p2.play"] = L.rect("p1.play" if sel else "p2.play")
            for att in self.assigns.get(cid, {}):
                if att in self.sprites:
                    zones[f"card:{att}"] = self.sprites[att].rect.inflate(16, 16)
            if cid in self.adds:
                zones["bid"] = L.rect("bid")
        elif sp.zone == "p1.rr" and cid in self.adds:
            zones["bid"] = L.rect("bid")
        elif sp.zone == "p1.bid" and cid in self.removes:
            zones["p1.play"] = L.rect("p1.play")
        return zones

    def _motion(self, pos):
        self.pointer = pos
        super()._motion(pos)

    def _press(self, pos):
        self.pointer = pos
        if self.guarded:                  # just after a time-out: nothing is picked up or clicked
            self.drag.press(None, pos)
            return
        for b in self.buttons:
            if b.hit(pos):
                return
        sp = self.sprite_at(pos)
        if (sp is not None and self.own(sp) and not self._curtain_pending and not self.target_mode
                and sp.zone in ("p1.hand", "p1.play", "p1.rr", "p1.bid")):
            self.drag.press(sp, pos)      # even out of turn: the drop then says why not
        else:
            self.drag.press(None, pos, payload=sp)

    def button_clickable(self, b) -> bool:
        return not self.guarded           # a disabled Attack / Bid button explains why not

    def _snap(self, sp: CardSprite, reason: str | None = None, bad: bool = True):
        sp.snap_back()
        self.hover = None
        self._place_all(True)
        if reason:
            self.show_toast(reason, bad=bad)

    def _under(self, pos, exclude=None) -> CardSprite | None:
        for sp in reversed(self.draw_list()):
            if sp is exclude or sp.card is None or sp.gone or sp.fade is not None:
                continue
            if sp.zone.endswith("valhalla") or sp.zone == "rr.discard" or sp.zone.endswith("hand"):
                continue
            if sp.rect.inflate(10, 10).collidepoint(pos):
                return sp
        return None

    def _attacker_at(self, pos) -> str | None:
        """The attacking card under ``pos`` (a blocker dropped on it), ignoring cards sliding past."""
        for a in self._attackers():
            sp = self.sprites.get(a)
            if sp is not None and not sp.gone and sp.rect.inflate(16, 16).collidepoint(pos):
                return a
        return None

    def _try(self, sp: CardSprite | None, action) -> bool:
        """Submit ``action`` if it is legal; otherwise snap ``sp`` back and say why."""
        me = self.view_seat
        if me is None:
            if sp is not None:
                self._snap(sp)
            return False
        if action in self.legal:
            self.submit(action)
            return True
        if sp is not None:
            self._snap(sp, self.ruleset.explain(self.state, me, action))
        else:
            self.show_toast(self.ruleset.explain(self.state, me, action))
        return False

    # ------------------------------------------------------------------ drops
    def _drop(self, sp: CardSprite, pos):
        """What the drop means, from where it landed: legal -> submit, else the reason."""
        if self.guarded:
            self._snap(sp)
            return
        card = sp.card or {}
        under = self._under(pos, exclude=sp)
        uid = under.id if under is not None else None
        if sp.zone == "p1.hand":
            self._drop_from_hand(sp, card, pos, under, uid)
        elif sp.zone == "p1.play":
            self._drop_warrior(sp, pos, uid)
        elif sp.zone == "p1.rr":
            if self._in("bid", pos):
                self._try(sp, AddToBid(sp.id))
            else:
                self._snap(sp)
        elif sp.zone == "p1.bid":
            if self._in("bid", pos):
                self._snap(sp)
            else:
                self._try(sp, RemoveFromBid(sp.id))
        else:
            self._snap(sp)

    def _drop_from_hand(self, sp, card, pos, under, uid):
        if self._in("p1.hand", pos) and under is None:
            self._snap(sp)
            return
        kind = PlayWarrior if card.get("type") == "warrior" else PlayEvent
        cands = (self.warriors if kind is PlayWarrior else self.events).get(sp.id, [])
        if not cands:
            self._try(sp, kind(sp.id, uid if uid in self._possible_targets() else None))
            return
        # a Warrior dropped on your own row is played there (its target is asked for); any
        # card dropped onto another card names that card as its target
        aimed = under is not None and (kind is PlayEvent or not self._in("p1.play", pos))
        self._choose(sp, cands, uid, f"Choose a target for {card_name(card)}", aimed)

    def _drop_warrior(self, sp, pos, uid):
        """A Warrior in play dropped: to attack (or not), to block an attacker, onto the bid."""
        phase = self.view.get("phase")
        if phase == "attack" or sp.id in self.toggles:
            selected = sp.id in self._attackers()
            if self._enemy_half(pos) != selected:
                self._try(sp, ToggleAttacker(sp.id))
            else:
                self._snap(sp)
            return
        if phase in ("defend", "cleanup") and (self.assigns.get(sp.id) or sp.id in self.unassigns):
            attackers = self._attackers()
            uid = self._attacker_at(pos) or uid
            if uid in attackers:
                current = self._assigned().get(sp.id)
                if current == uid:
                    self._snap(sp)
                elif current is not None and Unassign(sp.id) in self.legal:
                    self.submit(Unassign(sp.id))
                    self._try(None, AssignDefender(sp.id, uid))
                else:
                    self._try(sp, AssignDefender(sp.id, uid))
                return
            if sp.id in self._assigned() and not self._enemy_half(pos):
                self._try(sp, Unassign(sp.id))
                return
            self._snap(sp, "Drop the defender onto the attacker it should block (the glowing red cards).", bad=False)
            return
        if self._in("bid", pos):
            self._try(sp, AddToBid(sp.id))
        elif self._enemy_half(pos) and uid is not None:
            blocking = uid in self._attackers() or phase in ("defend", "cleanup")
            self._try(sp, AssignDefender(sp.id, uid) if blocking else ToggleAttacker(sp.id))
        elif self._enemy_half(pos):
            self._try(sp, ToggleAttacker(sp.id))
        else:
            self._snap(sp)

    def _possible_targets(self) -> set:
        """Cards on the table an effect could name (to ask the ruleset why not)."""
        return {cid for cid, sp in self.sprites.items() if sp.card is not None and not sp.zone.endswith("hand")}

    def _choose(self, sp: CardSprite | None, candidates: list, under: str | None, prompt: str,
                aimed: bool = False):
        """Submit the one candidate, or the one whose target was dropped on, or ask.
        ``aimed``: the card was dropped on a card that is not on the player's own side."""
        if under is not None:
            hit = [a for a in candidates if getattr(a, "target", None) == under]
            if hit:
                self.submit(hit[0])
                return
            if aimed and all(a.target is not None for a in candidates) and sp is not None and sp.card:
                kind = type(candidates[0])
                self._snap(sp, self.ruleset.explain(self.state, self.view_seat, kind(sp.id, under)))
                return
        if len(candidates) == 1:
            self.submit(candidates[0])
            return
        targets = [a.target for a in candidates]
        if None in targets:
            self.submit(candidates[targets.index(None)])
            return
        if sp is not None:
            sp.snap_back()
        self.target_mode = {"actions": candidates, "text": prompt, "source": sp.id if sp else None}
        self.refresh_legal()

    def _pick(self, target: str) -> bool:
        tm = self.target_mode
        a = next((x for x in tm["actions"] if x.target == target), None) if tm else None
        if a is not None:
            self.submit(a)
            return True
        return False

    # ------------------------------------------------------------------ clicks
    def _click(self, pos, sp: CardSprite | None):
        if self.guarded:
            return
        for s in (0, 1):
            if self.zone(s, "valhalla").collidepoint(pos):
                self.open_pile(s)
                return
        if self._in("rr.discard", pos):
            self.open_pile(None)
            return
        if self.target_mode:
            if sp is not None and self._pick(sp.id):
                return
            self.show_toast("Click one of the highlighted cards, or press Esc to cancel.", bad=False)
            return
        if sp is None or sp.card is None:
            return
        if self.view_seat is not None and self.own(sp) and self._click_own(sp):
            return
        self.zoom(sp.card)

    def _click_own(self, sp: CardSprite) -> bool:
        """A click on a card of the player's own: what it can do now (True when handled)."""
        cid, me = sp.id, self.view_seat
        phase = self.view.get("phase")
        if sp.zone == "p1.hand":
            items = self._hand_items(sp)
            if items:
                self.app.push(ActionMenuScene(self.app, sp.rect, card_name(sp.card), items))
                return True
            if self.legal:
                kind = PlayWarrior if sp.card.get("type") == "warrior" else PlayEvent
                self.show_toast(self.ruleset.explain(self.state, me, kind(cid)))
                return True
        elif sp.zone == "p1.play":
            if phase == "attack" and self.legal:
                self._try(None, ToggleAttacker(cid))
                return True
            if phase in ("defend", "cleanup") and self.legal:
                if cid in self.unassigns:
                    self.submit(self.unassigns[cid])
                    return True
                opts = self.assigns.get(cid, {})
                if len(opts) == 1:
                    self.submit(next(iter(opts.values())))
                    return True
                if opts:
                    self.show_toast("Drag it onto the attacker it should block.", bad=False)
                    return True
            if phase == "bid" and self.legal:
                self._try(None, AddToBid(cid))
                return True
        elif sp.zone in ("p1.rr", "p1.bid") and phase == "bid" and self.legal:
            self._try(None, RemoveFromBid(cid) if sp.zone == "p1.bid" else AddToBid(cid))
            return True
        return False

    def _hand_items(self, sp: CardSprite) -> list:
        items = []
        for a in self.warriors.get(sp.id, []) + self.events.get(sp.id, []):
            verb = "Counter with it" if isinstance(a, PlayEvent) and self.view.get("phase") == "respond" else "Play it"
            label = verb + (f" on {card_name(self.cards.get(a.target))}" if a.target else "")
            items.append((label, lambda a=a: self.submit(a)))
        if items:
            items = items[:8]
            items.append(("Read the card", lambda: self.zoom(sp.card)))
        return items

    def zoom(self, card: dict):
        self.app.push(ZoomScene(self.app, card, self.art, card_details))

    def _right_click(self, pos):
        if self.target_mode:
            self.cancel_target()
            return
        if self.drag.active:
            self.drag.cancel()
            return
        sp = self.sprite_at(pos)
        if sp is not None and sp.card is not None:
            self.zoom(sp.card)

    def open_pile(self, seat: int | None):
        if seat is None:
            ids, title = self.ids("rr.discard"), "Ragnarok Rising discard"
        else:
            ids, title = self.ids(f"p{seat + 1}.valhalla"), f"{self.short_name(seat)}: Valhalla"
        cards = [self.cards[c] for c in reversed(ids) if c in self.cards]
        self.app.push(CardGridScene(self.app, f"{title} ({len(cards)})", cards, self.art, details=card_details,
                                    subtitle="Newest first. Click a card to read it."))
