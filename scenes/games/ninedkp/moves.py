"""9DKP's moves: what a drag, a drop, a click and a key do at its table.

Every possible move comes from ``ruleset.legal_actions`` (indexed by the table in ``plays``,
``attacks``, ``abilities``, ``retires``, ``counter_moves``); what cannot be done says why
through ``ruleset.explain``. A card glows, and a place glows while a card is dragged, only
when a legal action puts it there.
"""
from __future__ import annotations

import pygame

from game.core.contract import seat_name
from game.ninedkp.actions import Attack, PlayCharacter, PlaySkratch
from scenes.widgets.overlays import ActionMenuScene, CardGridScene, ZoomScene
from scenes.widgets.cards import CardSprite


class NineDKPMoves:
    """Part of :class:`scenes.games.ninedkp.table.NineDKPTable` (a mixin)."""

    # ------------------------------------------------------------------ acting
    def submit_kind(self, kind):
        a = next((x for x in self.legal if type(x) is kind), None)
        if a is not None:
            self.submit(a)
        elif self.view_seat is not None:
            self.show_toast(self.ruleset.explain(self.state, self.view_seat, kind()))

    def on_submitted(self):
        self.target_mode = None

    # ------------------------------------------------------------------ input
    def sprite_at(self, pos) -> CardSprite | None:
        hand_hover = None
        for sp in reversed(self.draw_list()):
            if sp.gone or sp.fade is not None:
                continue
            if sp.zone.endswith("discard"):
                continue
            if sp.rect.collidepoint(pos):
                return sp
        return hand_hover

    def own(self, sp: CardSprite) -> bool:
        return sp.zone.startswith("p1.") and self.view_seat is not None

    def drop_zones(self, sp: CardSprite) -> dict[str, pygame.Rect]:
        """Where a dragged card may go: only places some legal action puts it (they glow)."""
        L = self.layout
        if sp.zone == "p1.hand":
            plays = self.plays.get(sp.id, [])
            if not plays:
                return {}
            zones = {"p1.range": L.rect("p1.range")}
            if any(self._zone_of(getattr(a, "target", None)) == "p2.range" for a in plays):
                zones["p2.range"] = L.rect("p2.range")
            return zones
        if sp.zone == "p1.range" and (sp.id in self.attacks or sp.id in self.counter_moves):
            return {"enemy": self._enemy_rect()}
        return {}

    def _zone_of(self, cid) -> str | None:
        sp = self.sprites.get(cid) if cid is not None else None
        return sp.zone if sp is not None else None

    def _enemy_rect(self) -> pygame.Rect:
        return self.layout.rect("p2.range").union(self.layout.rect("p2.hand"))

    def _key(self, event) -> bool:
        if event.key == pygame.K_ESCAPE and self.target_mode:
            self.cancel_target()
            return True
        if event.key == pygame.K_ESCAPE and self.drag.active:
            self.drag.cancel()
            return True
        for b in self.choice_buttons + [self.end_button]:
            if b.key is not None and b.key == event.key and b.enabled:
                b.click()
                return True
        return False

    def _motion(self, pos):
        if self.drag.pressed:
            started = self.drag.motion(pos, self.drop_zones)
            if started:
                self.hover = None
            self.app.dirty = True
            return
        changed = False
        for b in self.choice_buttons + [self.end_button]:
            changed = b.motion(pos) or changed
        sp = self.sprite_at(pos)
        if sp is not None and sp.card is None:
            sp = None
        if sp is not self.hover:
            old = self.hover
            self.hover = sp
            for s in (old, sp):          # lift the hovered card of your hand
                if s is not None and s.zone == "p1.hand" and self.own(s):
                    self._relayout_hand()
            changed = True
        if changed:
            self.app.dirty = True

    def _relayout_hand(self):
        v = self.view.get(seat_name(self.near)) or {}
        hand = v.get("hand") or []
        for c, xy in zip(hand, self.hand_positions(self.near, len(hand))):
            sp = self.sprites.get(c["id"])
            if sp is None or sp.dragging:
                continue
            lift = 36 if sp is self.hover else 0
            sp.move_to((xy[0], xy[1] - lift), duration=0.12)

    def _press(self, pos):
        for b in self.choice_buttons + [self.end_button]:
            if b.hit(pos):
                return
        sp = self.sprite_at(pos)
        if sp is None or sp.card is None or self.target_mode:
            self.drag.press(None, pos, payload=sp)
            return
        if self.own(sp) and sp.zone in ("p1.hand", "p1.range") and not self._curtain_pending:
            self.drag.press(sp, pos)      # even out of turn: the drop then says why not
        else:
            self.drag.press(None, pos, payload=sp)

    def _release(self, pos):
        for b in self.choice_buttons + [self.end_button]:
            if b.hit(pos):
                self.drag.release(pos)
                b.click()
                return
        if not self.drag.pressed:
            self._click(pos, self.sprite_at(pos))
            return
        payload = self.drag.payload
        result = self.drag.release(pos)
        if result[0] == "click":
            sp = result[1] if result[1] is not None else payload
            self._click(pos, self.sprite_at(pos) if sp is None else sp)
            return
        _, sp, zone = result
        self._drop(sp, zone, pos)
        self._relayout_hand()

    # -- drops -------------------------------------------------------------
    def _drop(self, sp: CardSprite, zone: str | None, pos):
        seat = self.view_seat
        card = sp.card or {}
        if sp.zone == "p1.hand":
            candidates = self.plays.get(sp.id, [])
            if zone is None:
                sp.snap_back()
                if pos[1] >= self.layout.rect("p1.hand").y - 20:      # let go in the hand: nothing to say
                    return
                if candidates:
                    self.show_toast("Drop the card on your range (the glowing area) to play it.")
                else:                                                # nothing glowed: why not
                    kind = PlayCharacter if card.get("type") == "character" else PlaySkratch
                    self.show_toast(self.ruleset.explain(self.state, seat, kind(sp.id)))
                return
            under = self._target_under(pos, exclude=sp)
            self._choose(sp, candidates, under, f"Choose a target for {card.get('name', 'the card')}")
            return
        if sp.zone == "p1.range":
            if zone != "enemy":
                sp.snap_back()
                if self._enemy_rect().collidepoint(pos):               # nothing glowed there: why not
                    self.show_toast(self.ruleset.explain(self.state, seat, Attack(sp.id)))
                return
            if self.counter_moves.get(sp.id) is not None:
                self.submit(self.counter_moves[sp.id])
                return
            a = self.attacks.get(sp.id)
            if a is None:
                sp.snap_back()
                self.show_toast(self.ruleset.explain(self.state, seat, Attack(sp.id)))
                return
            self.submit(a)
            return
        sp.snap_back()

    def _target_under(self, pos, exclude=None) -> str | None:
        for sp in reversed(self.draw_list()):
            if sp is exclude or sp.card is None or sp.zone.endswith("discard"):
                continue
            if sp.rect.collidepoint(pos):
                return sp.id
        return None

    def _choose(self, sp: CardSprite | None, candidates: list, under: str | None, prompt: str):
        """Submit the one candidate, or the one whose target was dropped on, or ask."""
        if under is not None:
            hit = [a for a in candidates if getattr(a, "target", None) == under]
            if hit:
                self.submit(hit[0])
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
        # targets not on the table (e.g. in a discard pile): a picker
        on_table = {sid for sid, s in self.sprites.items() if s.zone.endswith("range") and s.card}
        if not all(t in on_table for t in targets):
            cards = self._cards_by_id(targets)
            self.app.push(CardGridScene(self.app, prompt, cards, self.art,
                                        on_pick=lambda c: self._pick(candidates, c["id"]),
                                        pickable=set(targets), subtitle="Click the card to choose it."))
            return
        self.target_mode = {"actions": candidates, "text": prompt, "source": sp.id if sp else None}
        self.refresh_legal()

    def _pick(self, candidates, target):
        a = next((x for x in candidates if getattr(x, "target", None) == target), None)
        if a is not None:
            self.submit(a)

    def _cards_by_id(self, ids) -> list[dict]:
        want = list(dict.fromkeys(ids))
        found = {}
        for s in (0, 1):
            p = self.view[seat_name(s)]
            for z in ("range", "discard", "hand"):
                for c in p.get(z) or []:
                    found[c["id"]] = c
        return [found[i] for i in want if i in found]

    def cancel_target(self):
        self.target_mode = None
        self.refresh_legal()
        self.app.dirty = True

    # -- clicks ------------------------------------------------------------
    def _click(self, pos, sp: CardSprite | None):
        if self.target_mode:
            if sp is not None and sp.id in {a.target for a in self.target_mode["actions"]}:
                self._pick(self.target_mode["actions"], sp.id)
            else:
                self.show_toast("Click one of the highlighted cards, or press Esc to cancel.", bad=False)
            return
        for s in (0, 1):
            if self.zone(s, "discard").collidepoint(pos):
                self.open_discard(s)
                return
        if sp is None or sp.card is None:
            return
        if sp.id in self.counter_moves:
            self.submit(self.counter_moves[sp.id])
            return
        if self.own(sp) and sp.zone in ("p1.range", "p1.hand"):
            items = self._card_actions(sp)
            if items:
                self.app.push(ActionMenuScene(self.app, sp.rect, sp.card.get("name", ""), items))
                return
            if self.legal and sp.zone == "p1.hand":
                kind = PlayCharacter if sp.card.get("type") == "character" else PlaySkratch
                self.show_toast(self.ruleset.explain(self.state, self.view_seat, kind(sp.id)))
                return
            if self.legal and sp.zone == "p1.range" and self.view.get("phase") == "action":
                self.show_toast(self.ruleset.explain(self.state, self.view_seat, Attack(sp.id)))
                return
        self.app.push(ZoomScene(self.app, sp.card, self.art))

    def _right_click(self, pos):
        if self.target_mode:
            self.cancel_target()
            return
        if self.drag.active:
            self.drag.cancel()
            return
        for s in (0, 1):
            if self.zone(s, "discard").collidepoint(pos):
                self.open_discard(s)
                return
        sp = self.sprite_at(pos)
        if sp is None or sp.card is None:
            return
        items = self._card_actions(sp) if self.own(sp) else []
        if items:
            self.app.push(ActionMenuScene(self.app, sp.rect, sp.card.get("name", ""), items))
        else:
            self.app.push(ZoomScene(self.app, sp.card, self.art))

    def _card_actions(self, sp: CardSprite) -> list:
        items = []
        name = sp.card.get("name", "the card")
        cid = sp.id
        if cid in self.plays:
            where = "your range" if sp.card.get("type") == "character" else "the table"
            items.append((f"Play onto {where}", lambda: self._choose(
                None, self.plays[cid], None, f"Choose a target for {name}")))
        if cid in self.counter_moves:
            items.append(("Counter-attack with it", lambda: self.submit(self.counter_moves[cid])))
        if cid in self.attacks:
            items.append((f"Attack ({sp.card.get('bp')} BP)", lambda: self.submit(self.attacks[cid])))
        if cid in self.abilities:
            items.append(("Use its ability (red gem)", lambda: self._choose(
                sp, self.abilities[cid], None, f"Choose a target for {name}'s ability")))
        if cid in self.retires:
            items.append(("Retire it for its reward (green gem)", lambda: self.submit(self.retires[cid])))
        if items:
            items.append(("Read the card", lambda: self.app.push(ZoomScene(self.app, sp.card, self.art))))
        return items

    def open_discard(self, seat: int):
        cards = list(reversed(self.view[seat_name(seat)]["discard"]))
        title = f"{self.short_name(seat)}: discard pile ({len(cards)})"
        self.app.push(CardGridScene(self.app, title, cards, self.art,
                                    subtitle="Newest first. Click a card to read it."))
