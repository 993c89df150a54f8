"""The 9DKP table.

Draws only ``ruleset.view(state, seat)`` for the seat at the screen; every
possible move comes from ``ruleset.legal_actions(state, seat)`` and every refusal
from ``ruleset.explain``. Nothing here decides a rule.

Interactions:
- drag a hand card onto your range: PlayCharacter / PlaySkratch (a card that
  chooses a target: drop it on the target, or pick one of the highlighted cards);
- drag an awake character of yours up to the opponent's side: Attack;
- the defender clicks one of their highlighted characters (Counter) or "Take the hit";
- click one of your characters for its menu (attack, red-gem ability, green retire),
  right-click any card for its menu or its full text; hover shows it large at the left;
- End Turn button (E); at the start the roll-off winner picks Go first / Go second.

Computer seats think in a worker thread on a clone of the state; their moves are
applied at a readable pace. Between two human seats a curtain hides the hands.
"""
from __future__ import annotations

import time

import pygame

from game.core.contract import CardMoved, DiceRolled, PhaseChanged, seat_index, seat_name
from game.ninedkp.events import AbilityUsed, AttackDeclared, CardPlayed, CombatResolved
from game.ninedkp.actions import (Attack, ChooseOrder, Counter, EndTurn, PlayCharacter, PlaySkratch,
                                  Retire, TakeHit, UseAbility)
from scenes import assets
from scenes.app import LOGICAL
from scenes.overlays import ActionMenuScene, CardGridScene, ZoomScene
from scenes.tables.base import ATTRACT_SECONDS, TableScene  # noqa: F401 (tests read ATTRACT_SECONDS here)
from scenes.widgets.button import Button
from scenes.widgets.cards import CardArt, CardSprite, hand_positions  # noqa: F401 (the e2e test aims with it)
from scenes.widgets.counter import Counter as TickCounter
from scenes.widgets.dice import DiceTray
from scenes.widgets.dragdrop import DragController
from scenes.widgets.felt import felt
from scenes.widgets.log import LogPanel

GAME = "ninedkp"

RULES_HINT = (
    "Bring your opponent from 2000 HP to 0.\n"
    "Your turn: you draw a card and your Katnap (sideways) cards wake up. Drag ONE Character "
    "from your hand onto your range (at most 4 there); it enters in Katnap. Characters with "
    "+DKP give you Deadly Kat Points; -DKP cards and most Skratch cards cost DKP. Play as many "
    "Skratch cards as you can afford.\n"
    "Attack: drag an awake character up to the opponent. The defender may counter-attack with "
    "one awake character or take the hit. Equal BP: both are discarded. The stronger card loses "
    "the weaker one's BP; an attacker's excess hits the defender's HP. With no awake defender "
    "the damage goes straight to HP. Attackers and counter-attackers go to Katnap.\n"
    "Gems: black none, yellow on play or on a condition, blue ongoing aura, red ability instead "
    "of attacking (click the card), green costs HP and can be retired for a reward.\n"
    "DKP runs 0 to 10; at 10 (Overload) extra DKP goes to your opponent. An empty deck Bleeds "
    "Out 100 HP a turn. Every log line names the rule it applied."
)


def _says(t, seat: int, verb: str) -> str:
    """"You play" / "Computer plays"."""
    name = t.short_name(seat)
    return f"{name} {verb if name == 'You' else verb + 's'}"


def _turn(t, e: PhaseChanged):
    if e.phase == "action" and e.seat is not None and e.seat != t.view_seat and t.view.get("phase") != "over":
        t.choreo.beat(beats=0.8, caption=f"{t.short_name(e.seat)}'s turn: a card is drawn, Katnap cards wake")


def _played(t, e: CardPlayed):
    if e.seat != t.view_seat:
        where = "onto the range" if e.what == "character" else "(Skratch)"
        t.choreo.beat(beats=1.0, caption=f"{_says(t, e.seat, 'play')} {e.name} {where}", where=e.card)


def _attack(t, e: AttackDeclared):
    if e.seat != t.view_seat:
        t.choreo.beat(beats=1.0, caption=f"{_says(t, e.seat, 'attack')} with {e.name} ({e.bp} BP)", where=e.attacker)


def _combat(t, e: CombatResolved):
    foe = t.short_name(1 - e.seat)
    if e.outcome == "direct":
        text = f"No awake defender: {e.to_player} damage to {foe}'s HP"
    elif e.outcome == "equal":
        text = f"Equal BP ({e.attack_bp}): both cards are discarded"
    elif e.outcome == "defender":
        text = f"The defender is stronger ({e.defence_bp} vs {e.attack_bp} BP): the attacker is discarded"
    else:
        text = f"The attacker is stronger ({e.attack_bp} vs {e.defence_bp} BP): {e.to_player} damage to {foe}'s HP"
    t.choreo.beat(beats=1.2, caption=text, where=e.attacker)


def _ability(t, e: AbilityUsed):
    if e.seat != t.view_seat:
        what = "retires" if e.retired else "uses the ability of"
        t.choreo.beat(beats=1.0, caption=f"{t.short_name(e.seat)} {what} {e.name}", where=e.card)


class NineDKPTable(TableScene):
    GAME = GAME
    RULES_HINT = RULES_HINT
    #: what the table captions, one beat each, while the cards move (scenes/table/choreo.py)
    BEATS = {PhaseChanged: _turn, CardPlayed: _played, AttackDeclared: _attack, CombatResolved: _combat,
             AbilityUsed: _ability}

    def on_events(self, events):
        """The cards move at once; the captions of what happened follow beat by beat, and the
        table (the computer, your next move) waits for them (a click or Space hurries them)."""
        for e in events:
            if isinstance(e, DiceRolled):
                self.dice.roll(e.seat, e.value, e.sides)
        self.sync(events)
        self.choreo.set_pace(self.pace)
        if self.choreo.play(events, self.BEATS, self):
            self.choreo.then(self.refresh_legal)
            self.choreo.update(0.0)              # the first beat starts with the move (all of them at instant pace)

    def __init__(self, app, *, seats: list[str], seed: int, state=None, record=None, layout=None,
                 options: dict | None = None):
        super().__init__(app, seats=seats, seed=seed, state=state, record=record, layout=layout,
                         options=options)
        self.art = CardArt(self.layout.card_size)

        L = self.layout
        self.log = LogPanel(L.rect("log"), "Log")
        self.dice = DiceTray(L.rect("dice"), [seat_name(0).upper(), seat_name(1).upper()])
        self.counters: dict[tuple[int, str], TickCounter] = {}
        self.end_button = Button(L.rect("end_turn"), "End Turn", lambda: self.submit_kind(EndTurn),
                                 key=pygame.K_e, colour=(170, 120, 30), size=34)
        self.choice_buttons: list[Button] = []
        self.drag = DragController()
        self.sprites: dict[str, CardSprite] = {}
        self.order: list[CardSprite] = []
        self.view: dict = {}
        self.legal: list = []
        self.hover: CardSprite | None = None
        self.target_mode: dict | None = None     # {"actions": [...], "text": str}
        self.bg: pygame.Surface | None = None
        self.version = 0

        self._place_counters()
        self.sync(animate=False)
        if not self.actions:
            self._announce_rolloff()
        else:
            self.log.add(f"Resumed a saved game after {len(self.actions)} moves.", "Save file")
        if len(self.humans) >= 2:
            self._curtain_pending = True

    # ------------------------------------------------------------------ names
    def side(self, seat: int) -> str:
        """Layout prefix of a seat: the seat at the screen sits in the p1 zones."""
        return "p1" if seat == self.near else "p2"

    def zone_rect(self, seat: int, zone: str) -> pygame.Rect:
        return self.layout.rect(f"{self.side(seat)}.{zone}")

    # ------------------------------------------------------------------ set-up
    def _place_counters(self):
        for s in (0, 1):
            hp = self.counters.get((s, "hp"))
            self.counters[(s, "hp")] = TickCounter(self.zone_rect(s, "hp"), "HP",
                                                   hp.target if hp else 2000)
            dk = self.counters.get((s, "dkp"))
            self.counters[(s, "dkp")] = TickCounter(self.zone_rect(s, "dkp"), "DKP",
                                                    dk.target if dk else 0, maximum=10, pips=10)

    def _announce_rolloff(self):
        v = self.ruleset.view(self.state, self.view_seat)
        for a, b in v.get("rolls", []):
            self.dice.roll(0, a)
            self.dice.roll(1, b)
            if a == b:
                self.log.add(f"Roll-off: both rolled {a}, roll again.", "Roll-off: ties re-roll")
            else:
                self.log.add(f"Roll-off: {self.short_name(0)} rolled {a}, {self.short_name(1)} rolled {b}.",
                             "Roll-off: the higher D6 chooses")
        self._last_move = time.monotonic() + 0.6

    def on_enter(self):
        self.app.dirty = True

    def on_uncover(self):
        self.app.dirty = True
        self.refresh_legal()

    # ------------------------------------------------------------------ background
    def _background(self) -> pygame.Surface:
        if self.bg is not None:
            return self.bg
        L = self.layout
        bg = felt(LOGICAL).copy()
        for s in (0, 1):
            mine = s == self.near
            r = self.zone_rect(s, "range")
            pygame.draw.rect(bg, (14, 50, 30), r, border_radius=22)
            pygame.draw.rect(bg, assets.FELT_LINE, r, 2, border_radius=22)
            cap = L[f"{self.side(s)}.range"].capacity or 4
            sw = r.w / cap
            for i in range(cap):
                slot = pygame.Rect(0, 0, self.art.w + 14, self.art.h + 14)
                slot.center = (int(r.x + sw * (i + 0.5)), r.centery)
                pygame.draw.rect(bg, (40, 96, 62), slot, 2, border_radius=14)
            lab = "YOUR RANGE" if mine and self.view_seat is not None else f"{self.short_name(s).upper()}'S RANGE"
            t = assets.font("condbold", 14).render(lab, True, (150, 190, 160))
            bg.blit(t, (r.x + 14, r.y + 3))
            for z in ("deck", "discard"):
                zr = self.zone_rect(s, z)
                pygame.draw.rect(bg, (14, 50, 30), zr, border_radius=14)
                pygame.draw.rect(bg, assets.FELT_LINE, zr, 2, border_radius=14)
        # the line between the two sides
        top, bot = self.zone_rect(1 - self.near, "range"), self.zone_rect(self.near, "range")
        mid = (top.bottom + bot.top) // 2
        pygame.draw.line(bg, (60, 120, 80), (top.x, mid), (top.right, mid), 1)
        self.bg = bg.convert() if pygame.display.get_surface() is not None else bg
        return self.bg

    # ------------------------------------------------------------------ syncing
    def legal_changed(self):
        self._index_legal()
        self._build_choices()
        self._apply_highlights()
    def _index_legal(self):
        self.plays: dict[str, list] = {}
        self.attacks: dict[str, object] = {}
        self.abilities: dict[str, list] = {}
        self.retires: dict[str, object] = {}
        self.counter_moves: dict[str, object] = {}
        self.take_hit = self.end_turn = None
        self.order_moves: list = []
        for a in self.legal:
            t = type(a)
            if t in (PlayCharacter, PlaySkratch):
                self.plays.setdefault(a.card, []).append(a)
            elif t is Attack:
                self.attacks[a.attacker] = a
            elif t is UseAbility:
                self.abilities.setdefault(a.card, []).append(a)
            elif t is Retire:
                self.retires[a.card] = a
            elif t is Counter:
                self.counter_moves[a.defender] = a
            elif t is TakeHit:
                self.take_hit = a
            elif t is EndTurn:
                self.end_turn = a
            elif t is ChooseOrder:
                self.order_moves.append(a)
        self.end_button.enabled = self.end_turn is not None and self.target_mode is None

    def _build_choices(self):
        r = self.layout.rect("choices")
        self.choice_buttons = []
        if self.target_mode:
            self.choice_buttons.append(Button((r.centerx - 160, r.y + 8, 320, r.h - 16), "Cancel (Esc)",
                                              self.cancel_target, colour=(90, 70, 70), size=26))
        elif self.order_moves:
            w = (r.w - 30) // 2
            first = next((a for a in self.order_moves if a.first), None)
            second = next((a for a in self.order_moves if not a.first), None)
            if first:
                self.choice_buttons.append(Button((r.x, r.y + 8, w, r.h - 16), "Go first (1)",
                                                  lambda a=first: self.submit(a), key=pygame.K_1,
                                                  colour=(170, 120, 30), size=28))
            if second:
                self.choice_buttons.append(Button((r.x + w + 30, r.y + 8, w, r.h - 16), "Go second (2)",
                                                  lambda a=second: self.submit(a), key=pygame.K_2,
                                                  colour=(50, 90, 140), size=28))
        elif self.take_hit is not None:
            self.choice_buttons.append(Button((r.centerx - 200, r.y + 8, 400, r.h - 16), "Take the hit (T)",
                                              lambda: self.submit(self.take_hit), key=pygame.K_t,
                                              colour=(160, 60, 50), size=28))

    def _apply_highlights(self):
        tm = self.target_mode
        targets = {a.target for a in tm["actions"]} if tm else set()
        attacking = (self.view.get("attack") or {}).get("attacker")
        for sid, sp in self.sprites.items():
            h = None
            if tm:
                if sid in targets:
                    h = "target"
                elif sid == tm.get("source"):
                    h = "selected"
            elif sid in self.counter_moves:
                h = "target"
            elif sid in self.plays or sid in self.attacks or sid in self.abilities or sid in self.retires:
                h = "legal"
            if sid == attacking and not tm:
                h = "attack"
            sp.highlight = h
            sp.dim = bool(tm) and sid not in targets and sid != tm.get("source") and sp.zone.endswith("range")

    def _slot_positions(self, rect: pygame.Rect, n: int, cap: int) -> list[tuple[float, float]]:
        sw = rect.w / max(cap, n)
        return [(rect.x + sw * (i + 0.5), rect.centery) for i in range(n)]

    def hand_positions(self, seat: int, n: int) -> list[tuple[float, float]]:
        zone = self.layout[f"{self.side(seat)}.hand"]
        return hand_positions(zone.rect, n, zone.facing, self.layout.card_size)

    def _anchor(self, zone_name: str) -> tuple[float, float] | None:
        """Centre of an engine zone name ("p2.deck") on this table."""
        try:
            seat_part, z = zone_name.split(".", 1)
            seat = seat_index(seat_part)
        except ValueError:
            return None
        key = f"{self.side(seat)}.{z}"
        if key not in self.layout.zones:
            return None
        return self.layout.rect(key).center

    def sync(self, events=(), animate: bool = True):
        """Make the sprites match the view (slides, turns, fades for what changed)."""
        self.view = v = self.ruleset.view(self.state, self.view_seat)
        moved_from: dict[str, str] = {}
        moved_to: dict[str, str] = {}
        for e in events:
            if isinstance(e, CardMoved):
                moved_from.setdefault(e.card, e.src)
                moved_to[e.card] = e.dst
        seen: set[str] = set()
        order: list[CardSprite] = []
        attacking = (v.get("attack") or {}).get("attacker")
        stagger = 0

        def place(sid, card, pos, zone, katnap=False):
            nonlocal stagger
            sp = self.sprites.get(sid)
            if sp is None or sp.gone or sp.fade is not None:
                start = pos
                if animate:
                    src = moved_from.get(card["id"]) if card else None
                    a = self._anchor(src) if src else None
                    if a is None and sid.startswith("back:"):
                        a = self.zone_rect(int(sid.split(":")[1]), "deck").center
                    if a is not None:
                        start = a
                sp = CardSprite(sid, card, self.art, start, katnap=katnap if not animate or start == pos else False)
                self.sprites[sid] = sp
                if start != pos:
                    sp.move_to(pos, delay=0.06 * stagger)
                    stagger += 1
                if katnap:
                    sp.set_katnap(True, animate=animate and start != pos)
            else:
                sp.set_card(card)
                sp.move_to(pos)
                sp.set_katnap(katnap, animate=animate)
            sp.zone = zone
            seen.add(sid)
            order.append(sp)
            return sp

        for s in (0, 1):
            p = v[seat_name(s)]
            side = self.side(s)
            # discard pile: every card sits on the pile; only the top two are drawn
            drect = self.zone_rect(s, "discard")
            for c in p["discard"]:
                place(c["id"], c, drect.center, f"{side}.discard")
            # range
            rrect = self.zone_rect(s, "range")
            cap = self.layout[f"{side}.range"].capacity or 4
            pos = self._slot_positions(rrect, len(p["range"]), cap)
            for c, xy in zip(p["range"], pos):
                if c["id"] == attacking:       # an attacker leans toward the enemy
                    xy = (xy[0], xy[1] + (50 if side == "p2" else -50))
                place(c["id"], c, xy, f"{side}.range", katnap=bool(c.get("katnap")))
            # hand
            if p["hand"] is not None:
                for c, xy in zip(p["hand"], self.hand_positions(s, len(p["hand"]))):
                    place(c["id"], c, xy, f"{side}.hand")
            else:
                n = p.get("hand_count", 0)
                for i, xy in enumerate(self.hand_positions(s, n)):
                    place(f"back:{s}:{i}", None, xy, f"{side}.hand")
        # cards that left the view (into a hidden hand, back to a deck ...)
        for sid, sp in list(self.sprites.items()):
            if sid in seen:
                continue
            if sp.gone or not animate:
                del self.sprites[sid]
                continue
            if sp.fade is None:
                dst = moved_to.get(sid)
                a = self._anchor(dst) if dst else None
                if a is None and sid.startswith("back:"):
                    a = None
                if a is not None:
                    sp.move_to(a)
                sp.remove(delay=0.25 if a is not None else 0.0)
            order.append(sp)
        self.order = order
        # counters
        for s in (0, 1):
            p = v[seat_name(s)]
            self.counters[(s, "hp")].set(p["hp"], instant=not animate)
            self.counters[(s, "dkp")].set(p["dkp"], instant=not animate)
            active = v["phase"] != "over" and s in v.get("to_act", [])
            self.counters[(s, "hp")].active = active
        self.refresh_legal()
        self.app.dirty = True

    def set_view_seat(self, seat: int | None):
        """Turn the table to ``seat`` (hot-seat): rebuild without animation."""
        self.view_seat = seat
        self.near = seat if seat is not None else 0
        self.bg = None
        self.sprites.clear()
        self.hover = None
        self.target_mode = None
        self._place_counters()
        self.sync(animate=False)

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
        L = self.layout
        if sp.zone == "p1.hand":
            card = sp.card or {}
            zones = {"p1.range": L.rect("p1.range")}
            if card.get("type") == "skratch":
                zones["p2.range"] = L.rect("p2.range")
            return zones
        if sp.zone == "p1.range":
            enemy = L.rect("p2.range").union(L.rect("p2.hand"))
            return {"enemy": enemy}
        return {}

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
            if zone is None:
                sp.snap_back()
                far = pos[1] < self.layout.rect("p1.hand").y - 20
                if far:
                    self.show_toast("Drop the card on your range (the glowing area) to play it.")
                return
            candidates = self.plays.get(sp.id, [])
            if not candidates:
                kind = PlayCharacter if card.get("type") == "character" else PlaySkratch
                sp.snap_back()
                self.show_toast(self.ruleset.explain(self.state, seat, kind(sp.id)))
                return
            under = self._target_under(pos, exclude=sp)
            self._choose(sp, candidates, under, f"Choose a target for {card.get('name', 'the card')}")
            return
        if sp.zone == "p1.range":
            if zone != "enemy":
                sp.snap_back()
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
        L = self.layout
        if self.target_mode:
            if sp is not None and sp.id in {a.target for a in self.target_mode["actions"]}:
                self._pick(self.target_mode["actions"], sp.id)
            else:
                self.show_toast("Click one of the highlighted cards, or press Esc to cancel.", bad=False)
            return
        for s in (0, 1):
            if self.zone_rect(s, "discard").collidepoint(pos):
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
            if self.zone_rect(s, "discard").collidepoint(pos):
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

    # ------------------------------------------------------------------ update
    @property
    def busy(self) -> bool:
        return (self.beats_active or any(sp.animating for sp in self.sprites.values()) or self.dice.animating
                or any(c.animating for c in self.counters.values()))

    @property
    def animating(self) -> bool:
        return self.drag.active or super().animating

    def animate(self, dt: float):
        for sp in list(self.sprites.values()):
            if sp.animating:
                sp.update(dt)
        self.order = [sp for sp in self.order if not sp.gone]
        self.dice.update(dt)
        for c in self.counters.values():
            c.update(dt)

    def curtain_subtitle(self, nxt: int) -> str:
        v = self.ruleset.view(self.state, None)
        if v["phase"] == "order":
            return f"{self.short_name(nxt)} won the roll-off and chooses who goes first."
        if v["phase"] == "defend" and v.get("attack"):
            a = v["attack"]
            att = next((c for c in v[seat_name(a['seat'])]["range"] if c["id"] == a["attacker"]), None)
            return (f"{self.short_name(a['seat'])} attacks with {att['name'] if att else 'a character'} "
                    f"({a['bp']} BP). {self.short_name(nxt)} chooses a counter-attacker or takes the hit.")
        return super().curtain_subtitle(nxt)

    # ------------------------------------------------------------------ draw
    def draw_list(self) -> list[CardSprite]:
        """Sprites in drawing order: piles (top two), range, hands, movers, the dragged card."""
        still, moving, top = [], [], []
        pile_top: dict[str, list] = {}
        for sp in self.order:
            if sp.zone.endswith("discard") and not sp.animating:
                pile_top.setdefault(sp.zone, []).append(sp)
                continue
            if sp.dragging:
                top.append(sp)
            elif sp.animating:
                moving.append(sp)
            else:
                still.append(sp)
        piles = []
        for lst in pile_top.values():
            piles.extend(lst[-2:])
        if self.hover is not None and self.hover in still and self.hover.zone == "p1.hand":
            still.remove(self.hover)
            still.append(self.hover)
        return piles + still + moving + top

    def prompt(self) -> tuple[str, bool]:
        """The banner: whose turn it is and what can be done now. (text, mine)"""
        v = self.view
        phase = v.get("phase")
        acting = v.get("to_act") or []
        me = self.view_seat
        if phase == "over":
            out = v.get("outcome") or {}
            w = out.get("winners") or []
            return (f"Game over — {self.short_name(w[0]) + ' wins' if w else 'a draw'}. {out.get('reason', '')}",
                    False)
        if not acting:
            return ("", False)
        who = acting[0]
        if self._curtain_pending:
            return (f"Pass the screen to {self.short_name(who)}…", False)
        if self.target_mode:
            return (self.target_mode["text"] + " — click a highlighted card.", True)
        if me is None or who != me:
            name = self.short_name(who)
            if phase == "order":
                return (f"{name} won the roll-off and is choosing who goes first…", False)
            if phase == "defend":
                return (f"{name} is choosing a defender…", False)
            return (f"{name}'s turn" + (" — thinking…" if self.seats[who] != "human" else ""), False)
        if phase == "order":
            r = v.get("rolls") or [[0, 0]]
            a, b = r[-1]
            return (f"You won the roll-off ({max(a, b)} vs {min(a, b)}). Go first or second?", True)
        if phase == "defend":
            att = v.get("attack") or {}
            enemy = v[seat_name(att.get("seat", 1 - me))]
            card = next((c for c in enemy["range"] if c["id"] == att.get("attacker")), None)
            nm = card["name"] if card else "a character"
            return (f"{self.short_name(att.get('seat', 1 - me))} attacks with {nm} ({att.get('bp')} BP): "
                    f"click one of your glowing characters to counter-attack, or take the hit.", True)
        parts = []
        if any(isinstance(a, PlayCharacter) for a in self.legal):
            parts.append("drag a card onto your range")
        elif any(isinstance(a, PlaySkratch) for a in self.legal):
            parts.append("drag a Skratch card onto the range")
        if self.attacks:
            parts.append("drag an awake character up to attack")
        if self.abilities or self.retires:
            parts.append("click a glowing character for its ability")
        parts.append("End Turn when you are done")
        text = "Your turn — " + ", ".join(parts[:-1]) + (" or " if len(parts) > 1 else "") + parts[-1].lower() \
            if len(parts) > 1 else "Your turn — " + parts[0]
        return (text, True)

    def draw(self, surface: pygame.Surface):
        L = self.layout
        surface.blit(self._background(), (0, 0))
        v = self.view
        # piles: deck stacks with counts
        for s in (0, 1):
            p = v[seat_name(s)]
            dr = self.zone_rect(s, "deck")
            n = p["deck"]
            if n:
                back = self.art.back()
                for i in range(min(3, (n + 9) // 10)):
                    surface.blit(back, back.get_rect(center=(dr.centerx - i * 3, dr.centery - i * 3)))
            self._pile_label(surface, dr, "DECK", n)
            self._pile_label(surface, self.zone_rect(s, "discard"), "DISCARD", len(p["discard"]))
        # the drop zones glow under the cards while dragging
        self.drag.draw_zones(surface)
        for sp in self.draw_list():
            sp.draw(surface)
        # players
        for s in (0, 1):
            self.counters[(s, "hp")].draw(surface)
            self.counters[(s, "dkp")].draw(surface)
            self._plate(surface, s)
        self.log.draw(surface)
        self._zoom_preview(surface)
        self.dice.draw(surface)
        self.draw_banner(surface)
        self.draw_caption(surface)
        for b in self.choice_buttons:
            b.draw(surface)
        mine = self.view_seat is not None and self.view_seat in (v.get("to_act") or [])
        self.end_button.visible = v.get("phase") == "action" and mine
        self.end_button.draw(surface)
        if self.drag.active and self.drag.sprite is not None:
            self.drag.sprite.draw(surface)
        if self.toast is not None:
            self.draw_toast(surface)

    def _pile_label(self, surface, r: pygame.Rect, label: str, n: int):
        t = assets.text("condbold", 18, f"{label}  {n}", (190, 220, 195))
        surface.blit(t, t.get_rect(midtop=(r.centerx, r.bottom + 4)))

    def _plate(self, surface, s: int):
        r = self.zone_rect(s, "plate")
        v = self.view
        acting = s in (v.get("to_act") or []) and v.get("phase") != "over"
        turn = v.get("active") == s and v.get("phase") in ("action", "defend")
        border = assets.GOLD if acting else (255, 255, 255, 40)
        surface.blit(assets.panel(r.size, (10, 30, 20, 220), 10, border, 3 if acting else 1), r)
        name = self.short_name(s)
        t = assets.text("bold", 22, self.plate_name(s), assets.GOLD if acting else assets.WHITE)
        surface.blit(t, t.get_rect(midleft=(r.x + 14, r.centery)))
        tag = ""
        if v.get("phase") == "defend" and acting:
            tag = "defending"
        elif turn:
            tag = "its turn" if name not in ("You",) else "your turn"
            if name.startswith("Player"):
                tag = "to play"
        elif acting and v.get("phase") == "order":
            tag = "choosing"
        if tag:
            tt = assets.text("condbold", 18, tag.upper(), assets.INK)
            pill = tt.get_rect(midright=(r.right - 12, r.centery)).inflate(16, 6)
            pygame.draw.rect(surface, assets.GOLD, pill, border_radius=8)
            surface.blit(tt, tt.get_rect(center=pill.center))

    def _zoom_preview(self, surface):
        r = self.layout.rect("zoom")
        sp = self.hover if (self.hover is not None and self.hover.card and not self.drag.active) else None
        if sp is None:
            surface.blit(self._help_panel(r), r)
            return
        face = self.art.face(sp.card, 2.0)
        if face.get_height() > r.h:
            k = r.h / face.get_height()
            face = self.art.face(sp.card, round(2.0 * k, 2))
        surface.blit(face, face.get_rect(midtop=(r.centerx, r.y)))
        c = sp.card
        if c.get("type") == "character" and c.get("bp") != c.get("printed_bp"):
            t = assets.text("bold", 24, f"now {c.get('bp')} BP", (255, 220, 120))
            pill = t.get_rect(midbottom=(r.centerx, r.bottom - 6)).inflate(18, 8)
            surface.blit(assets.panel(pill.size, (0, 0, 0, 220), 10), pill)
            surface.blit(t, t.get_rect(center=pill.center))

    def _help_panel(self, r: pygame.Rect) -> pygame.Surface:
        key = ("help", r.size)
        s = assets._text.get(key)
        if s is None:
            s = pygame.Surface(r.size, pygame.SRCALPHA)
            pygame.draw.rect(s, (8, 26, 16, 200), s.get_rect(), border_radius=14)
            pygame.draw.rect(s, (255, 255, 255, 40), s.get_rect(), 2, border_radius=14)
            s.blit(assets.text("bold", 20, "How to play", assets.SOFT), (16, 12))
            tips = ("Hover a card to read it here. Right-click a card for its actions or its full text.\n"
                    "Drag a glowing card from your hand onto your range to play it.\n"
                    "Drag an awake character up to the enemy to attack. Sideways cards are in Katnap "
                    "and cannot act this turn.\n"
                    "Click a discard pile to look through it. Esc: menu · F11: full screen.")
            s.blit(assets.paragraph("sans", 18, tips, r.w - 32, assets.SOFT, 5), (16, 46))
            y = r.h - 130
            for i, gem in enumerate(("black", "yellow", "blue", "red", "green")):
                pygame.draw.circle(s, assets.GEM_COLOURS[gem], (28, y + i * 24 + 8), 8)
                pygame.draw.circle(s, (255, 255, 255), (28, y + i * 24 + 8), 8, 1)
                s.blit(assets.text("cond", 15, assets.GEM_MEANING[gem], assets.MUTED), (44, y + i * 24))
            s = assets._convert(s)
            assets._text[key] = s
        return s
