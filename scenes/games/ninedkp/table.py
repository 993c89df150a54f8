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

The table is split along what the code does: ``moves.py`` (drags, drops, clicks, keys),
``draw.py`` (the felt, the banner, the plates, the preview and the help panel), ``art.py``
(the card faces and what is drawn over them), ``tally.py`` (the HP and DKP counters),
``beats.py`` (the captions of what happened).
"""
from __future__ import annotations


import pygame

from game.core.contract import CardMoved, DiceRolled, seat_index, seat_name
from game.ninedkp.actions import (Attack, ChooseOrder, Counter, EndTurn, PlayCharacter, PlaySkratch,
                                  Retire, TakeHit, UseAbility)
from scenes.games.ninedkp.art import NineDKPArt
from scenes.games.ninedkp.beats import BEATS
from scenes.games.ninedkp.draw import NineDKPDraw
from scenes.games.ninedkp.moves import NineDKPMoves
from scenes.games.ninedkp.tally import Tally as TickCounter
from scenes.table.scene import ATTRACT_SECONDS, TableScene  # noqa: F401 (tests read ATTRACT_SECONDS here)
from scenes.widgets.button import Button
from scenes.widgets.cards import CardSprite, hand_positions  # noqa: F401 (the e2e test aims with it)
from scenes.widgets.dice import DiceTray
from scenes.widgets.dragdrop import DragController
from scenes.widgets.log import LogPanel

GAME = "ninedkp"
#: how far an attacking card leans out of its slot toward the enemy (it stays inside its range,
#: clear of the banner between the ranges)
ATTACK_LEAN = 20

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


class NineDKPTable(NineDKPMoves, NineDKPDraw, TableScene):
    GAME = GAME
    draws_open_hands = True
    RULES_HINT = RULES_HINT
    #: what the table captions, one beat each, while the cards move (beats.py)
    BEATS = BEATS
    #: the banner's lines (its zone is tall enough for three in large print)
    banner_lines = 3

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
        self.art = NineDKPArt(self.layout.card_size)

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

    # ------------------------------------------------------------------ set-up
    def _place_counters(self):
        for s in (0, 1):
            hp = self.counters.get((s, "hp"))
            self.counters[(s, "hp")] = TickCounter(self.zone(s, "hp"), "HP",
                                                   hp.target if hp else 2000)
            dk = self.counters.get((s, "dkp"))
            self.counters[(s, "dkp")] = TickCounter(self.zone(s, "dkp"), "DKP",
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
        self._last_move = self.table_time + 0.6

    def on_enter(self):
        self.app.dirty = True

    def on_uncover(self):
        self.app.dirty = True
        self.refresh_legal()

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
        zone = self.layout[f"{self.pos_name(seat)}.hand"]
        return hand_positions(zone.rect, n, zone.facing, self.layout.card_size)

    def _anchor(self, zone_name: str) -> tuple[float, float] | None:
        """Centre of an engine zone name ("p2.deck") on this table."""
        try:
            seat_part, z = zone_name.split(".", 1)
            seat = seat_index(seat_part)
        except ValueError:
            return None
        key = f"{self.pos_name(seat)}.{z}"
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
        hover_zone = self.hover.zone if self.hover is not None else None

        def place(sid, card, pos, zone, katnap=False):
            nonlocal stagger
            sp = self.sprites.get(sid)
            if sp is None or sp.gone or sp.fade is not None:
                start = pos
                if animate:
                    src = moved_from.get(card["id"]) if card else None
                    a = self._anchor(src) if src else None
                    if a is None and sid.startswith("back:"):
                        a = self.zone(int(sid.split(":")[1]), "deck").center
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
            side = self.pos_name(s)
            # discard pile: every card sits on the pile; only the top two are drawn
            drect = self.zone(s, "discard")
            for c in p["discard"]:
                place(c["id"], c, drect.center, f"{side}.discard")
            # range
            rrect = self.zone(s, "range")
            cap = self.layout[f"{side}.range"].capacity or 4
            pos = self._slot_positions(rrect, len(p["range"]), cap)
            for c, xy in zip(p["range"], pos):
                if c["id"] == attacking:       # an attacker leans toward the enemy, staying in its range
                    xy = (xy[0], xy[1] + (ATTACK_LEAN if side == "p2" else -ATTACK_LEAN))
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
        if self.hover is not None and (self.hover.id not in seen or self.hover.zone != hover_zone):
            self.hover = None               # the hovered card moved away (played, defeated): no stale preview
        # counters
        for s in (0, 1):
            p = v[seat_name(s)]
            self.counters[(s, "hp")].set(p["hp"], instant=not animate)
            self.counters[(s, "dkp")].set(p["dkp"], instant=not animate)
            active = v["phase"] != "over" and s in v.get("to_act", [])
            self.counters[(s, "hp")].active = active
        self.refresh_legal()
        self.app.dirty = True

    def turn_table(self):
        """Turned to another seat (``set_view_seat``): its half-made choice dropped, the zones laid out again."""
        self.bg = None
        self.target_mode = None
        self._place_counters()

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

    # ------------------------------------------------------------------ focus (scenes/table/focus.py)
    def focus_buttons(self):
        return self.choice_buttons + [self.end_button]

    def focus_target(self, a):
        """A card's target card, else its own range (play) or the enemy (attack)."""
        t = getattr(a, "target", None)
        if t in self.sprites:
            return self.sprites[t].rect
        if isinstance(a, (PlayCharacter, PlaySkratch)):
            return self.layout.rect("p1.range")
        return self.layout.rect("p2.range") if isinstance(a, Attack) else None

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
