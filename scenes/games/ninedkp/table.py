"""The 9DKP table: its plan (:mod:`scenes.table.plan`), which the shared
:class:`~scenes.table.scene.TableScene` follows.

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

The table owns the pointer, the drag, the computer seats, undo and the hot-seat curtain. The
plan is split along what the code does, as plain functions of the plan: ``place.py`` (the
cards laid out from the view, the legal moves indexed, the buttons and glows), ``moves.py``
(drags, drops, clicks, keys), ``draw.py`` (the felt, the banner, the plates, the preview and
the help panel); ``art.py`` (the card faces), ``tally.py`` (the HP and DKP counters),
``beats.py`` (the captions of what happened).
"""
from __future__ import annotations

import pygame

from game.core.contract import DiceRolled, seat_name
from game.ninedkp.actions import Attack, EndTurn, PlayCharacter, PlaySkratch
from scenes.games.ninedkp import draw as paint, moves, place as lay
from scenes.games.ninedkp.art import NineDKPArt
from scenes.games.ninedkp.beats import BEATS
from scenes.table.plan import Plan
from scenes.widgets.button import Button
from scenes.widgets.cards import CardSprite
from scenes.widgets.dice import DiceTray

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
    "Out 100 HP a turn. Every log line names the rule it applied.\n"
    "At the table: point at a card (or move the cursor to it) to read it whole at the left; "
    "right-click it for its actions or its full text. Glowing cards can act. Click a discard pile "
    "to look through it. Esc: menu · F11: full screen."
)


class NineDKPPlan(Plan):
    """9DKP's plan: the card art, the dice, the HP and DKP counters, End Turn and the choice
    buttons, the legal moves indexed by card, and the target being chosen (``target_mode``)."""
    draws_open_hands = True
    RULES_HINT = RULES_HINT
    #: what the table captions, one beat each, while the cards move (beats.py)
    BEATS = BEATS
    #: the banner's lines (its zone is tall enough for three in large print)
    banner_lines = 3
    #: key, press, click, right_click, sprite_at: moves.py's (drop and drop_zones are below)
    INPUT = moves

    def __init__(self, table):
        super().__init__(table)
        L = table.layout
        self.art = NineDKPArt(L.card_size)
        self.dice = DiceTray(L.rect("dice"), ["", ""], size=72)     # named under them (draw.draw_dice)
        self.counters: dict = {}
        self.end_button = Button(L.rect("end_turn"), "End Turn", lambda: moves.submit_kind(self, EndTurn),
                                 key=pygame.K_e, colour=(170, 120, 30), size=34, payload=EndTurn())
        self.choice_buttons: list[Button] = []
        self.buttons = [self.end_button]
        #: the sprites in the order they were laid out (draw.draw_list sorts them for drawing)
        self.order: list[CardSprite] = []
        #: a card's action waiting for its target: {"actions": [...], "text": str, "source": card id}
        self.target_mode: dict | None = None
        #: the felt as drawn for this side of the table and type scale (draw.background)
        self.bg: pygame.Surface | None = None
        self.bg_scale: float | None = None
        self.bgs: dict = {}
        #: where the carried card may go, as it was picked up (drop_zones)
        self._zones: dict = {}
        lay.index_legal(self)
        lay.place_counters(self)

    # ------------------------------------------------------------------ set-up and the view
    def start(self) -> None:
        """A new game opens with the roll-off's dice and its log lines."""
        if not self.table.actions:
            lay.announce_rolloff(self)

    def place(self, events: list, animate: bool) -> None:
        """The sprites match the view (slides, turns, fades for what changed); the counters its HP and DKP."""
        lay.place(self, events, animate)

    def legal_changed(self) -> None:
        """The legal moves indexed by card, the choice buttons and the glows made again."""
        lay.index_legal(self)
        lay.build_choices(self)
        lay.apply_highlights(self)

    def turn_table(self) -> None:
        """Turned to another seat (hot seat): its half-made choice dropped, the zones laid out again."""
        self.bg = None
        self.target_mode = None
        lay.place_counters(self)

    def on_events(self, events: list) -> bool:
        """The cards move at once; the captions of what happened follow beat by beat, and the
        table (the computer, your next move) waits for them (a click or Space hurries them)."""
        t = self.table
        for e in events:
            if isinstance(e, DiceRolled):
                self.dice.roll(e.seat, e.value, e.sides)
        t.sync(events)
        t.choreo.set_pace(t.pace)
        if t.choreo.play(events, self.BEATS, self):
            t.choreo.then(t.refresh_legal)
            t.choreo.update(0.0)              # the first beat starts with the move (all of them at instant pace)
        return True

    def on_submitted(self) -> None:
        """A move was made: no target is being chosen any more."""
        self.target_mode = None

    def on_uncover(self) -> None:
        """Back on top: the legal moves again (a lesson's caption may have held them)."""
        self.table.app.dirty = True
        self.table.refresh_legal()

    # ------------------------------------------------------------------ time and drawing
    def draw(self, surface: pygame.Surface) -> None:
        """The felt, piles, cards, counters, plates, preview, dice, banner and buttons (draw.py)."""
        paint.draw(self, surface)

    def prompt(self) -> tuple[str, bool]:
        """Whose turn it is and what can be done now."""
        return paint.prompt(self)

    def animate(self, dt: float) -> None:
        """The cards, the dice and the counters move on."""
        for sp in list(self.sprites.values()):
            if sp.animating:
                sp.update(dt)
        self.order = [sp for sp in self.order if not sp.gone]
        self.dice.update(dt)
        for c in self.counters.values():
            c.update(dt)

    def moving(self) -> bool:
        """A card slides, a die rolls or a counter ticks."""
        return (any(sp.animating for sp in self.sprites.values()) or self.dice.animating
                or any(c.animating for c in self.counters.values()))

    # ------------------------------------------------------------------ input (moves.py: INPUT; these are its own)
    def release(self, pos) -> bool:
        """Letting go over a dimmed button (End Turn while a target is chosen or the beats play) is
        a click or a drop as anywhere else; a live button is the table's."""
        over = [b for b in self.buttons if b.visible and b.rect.collidepoint(pos)]
        if not over or any(b.enabled for b in over):
            return False
        moves.release_past(self, pos)
        return True

    def drop(self, sprite, pos) -> None:
        """Play, attack or counter where the card was let go, or put it back and say why."""
        zone = next((n for n, r in self._zones.items() if r.collidepoint(pos)), None)
        moves.drop(self, sprite, zone, pos)
        lay.relayout_hand(self)

    def drop_zones(self, sprite) -> dict:
        """Only places some legal action puts the card: the near range (and the far one for a
        target there), or the enemy for an attacker or a counter-attacker."""
        self._zones = moves.drop_zones(self, sprite)
        return self._zones

    def hover_changed(self, old, new) -> None:
        """A card of your hand under the pointer lifts (and the one it left drops back)."""
        for s in (old, new):
            if s is not None and s.zone == "p1.hand" and moves.own(self, s):
                lay.relayout_hand(self)

    def focus_target(self, action):
        """A card's target card, else its own range (play) or the enemy (attack)."""
        t = getattr(action, "target", None)
        if t in self.sprites:
            return self.sprites[t].rect
        L = self.table.layout
        if isinstance(action, (PlayCharacter, PlaySkratch)):
            return L.rect("p1.range")
        return L.rect("p2.range") if isinstance(action, Attack) else None

    def curtain_subtitle(self, seat: int) -> str:
        """Who chooses what behind the curtain: the roll-off's winner, or the defender."""
        t = self.table
        v = t.ruleset.view(t.state, None)
        if v["phase"] == "order":
            return f"{t.short_name(seat)} won the roll-off and chooses who goes first."
        if v["phase"] == "defend" and v.get("attack"):
            a = v["attack"]
            att = next((c for c in v[seat_name(a['seat'])]["range"] if c["id"] == a["attacker"]), None)
            return (f"{t.short_name(a['seat'])} attacks with {att['name'] if att else 'a character'} "
                    f"({a['bp']} BP). {t.short_name(seat)} chooses a counter-attacker or takes the hit.")
        return super().curtain_subtitle(seat)
