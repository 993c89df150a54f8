"""The Kongai table: the draft, then the double-blind duel.

Draws only ``ruleset.view(state, seat)`` for the seat at the screen; every possible choice
comes from ``ruleset.legal_actions`` and every refusal (a dimmed button's reason, a click on
it) from ``ruleset.explain``. Nothing here decides a rule.

Screens (one table, by phase):
- draft / items: the pool of characters (or items) in the middle, both teams at the sides,
  the snake order on top; click a character to draft it; in the item draft click an item,
  then the character of yours who carries it. Picks are public: no curtain.
- pick_start / maneuver / combat / replace: the duel. Each player's active character large
  in the middle (you on the left), the bench beside it, health and energy bars, defences and
  status markers below; the range track and the reveal panel between them; the choices at
  the bottom. Choices are hidden until both players have chosen: with two humans on one
  screen each chooses behind a curtain ("Player 1, choose — Player 2 looks away"), then both
  are revealed together.
- the reveal is animated from the events in resolution order: both choices shown at once,
  the energy paid, then each move (switches and intercepts first, then abilities fastest
  first), floating damage numbers with the defence that reduced them, DODGED / INTERCEPTED /
  CANCELLED / KO called out, the range marker moving, the end of the turn. A click (or Space)
  hurries it up. The caption strip narrates; the reveal panel keeps the last resolution.

Computer seats choose on a worker thread (TableScene's driver; here any computer seat that
still has to choose thinks at once, also while a human is choosing).

Layout: ``data/layouts/kongai.tmx`` (pN.* zones: p1 = the seat at the screen, on the left;
with two humans Player 1 stays on the left).
"""
from __future__ import annotations

import math
import re
import time

import pygame

from game.core.contract import CardMoved, Logged, PhaseChanged, StatChanged, seat_index, seat_name
from game.kongai.actions import BringIn, Draft, Equip, Intercept, Lead, Maneuver, Pass, Rest, Switch, UseAbility
from game.kongai.effects import Chosen, RangeSet, Revealed, Step
from scenes import assets
from scenes.app import LOGICAL
from scenes.overlays import CurtainScene, ZoomScene
from scenes.tables.base import TableScene
from scenes.tables.kongai_art import (DEBUFF, ENERGY, HEALTH, POISON, STUN, BUFF, TYPE_COLOURS,
                                      KongaiArt, cost_line, damage_text, details, rider_text, range_summary,
                                      roster_entry, zoom_card)
from scenes.widgets.choice import ChoiceButton
from scenes.widgets.felt import felt
from scenes.widgets.floaters import Floaters
from scenes.widgets.log import LogPanel
from scenes.widgets.meter import Meter
from scenes.widgets.timeline import Timeline
from scenes.widgets.tween import Tween, ease_in_out

GAME = "kongai"
SIMULTANEOUS = ("pick_start", "maneuver", "combat", "replace")
PHASES = {"draft": "Draft", "items": "Item draft", "pick_start": "Starting character", "maneuver": "Maneuver phase",
          "combat": "Combat phase", "replace": "Replacement", "over": "Game over"}
SEAT_COLOURS = [(236, 190, 70), (110, 170, 240)]
HIT_RE = re.compile(r" hits (?P<who>.+?)(?P<crit> critically)?: (?P<per>\d+)(?:×(?P<n>\d+))? = (?P<total>\d+) "
                    r"(?P<type>\w+) damage after (?P<def>\d+) \w+ defence")
PN_RE = re.compile(r"\bp([12])\b")
TILE_H = 104
POOL_COLS = 4

RULES_HINT = (
    "Knock out every character of the other player.\n"
    "Draft: take turns picking characters in snake order (P1, P2, P2, P1, ...). In 5v5 with items "
    "each character then gets one item. PAX: random teams of 3.\n"
    "Every choice of the duel is made by both players at once and kept hidden until both have "
    "chosen; then both are revealed together.\n"
    "Each turn: the Maneuver phase (Close or Far costs 50 energy, Pass is free; the same choice, or "
    "one choice and a pass, sets the range; Close against Far keeps it), then the Combat phase: "
    "use an ability (right range, enough energy), Rest (+20 extra energy), Switch to a benched "
    "character (dodges attacks, not two turns in a row) or Intercept (35 damage and the switch "
    "fails if they switch; nothing otherwise). Faster abilities go first; an interrupt that lands "
    "first cancels the slower move. Damage per hit is reduced by the matching defence.\n"
    "End of turn: everyone +20 energy, benched characters +1 health. A knocked-out character "
    "must be replaced. Keys: 1-4 abilities, R rest, S switch, I intercept, C / F / P maneuvers, "
    "Space hurries an animation. Right-click a character to read it in full."
)


# ---------------------------------------------------------------------------- geometry
def bench_slots(rect: pygame.Rect, n: int) -> list[pygame.Rect]:
    """Tiles of a bench zone, top down, under its label (the e2e test aims with this)."""
    h = min(TILE_H, (rect.h - 26 - 8 * max(0, n - 1)) // max(1, n))
    return [pygame.Rect(rect.x, rect.y + 26 + i * (h + 8), rect.w, h) for i in range(n)]


def grid_rects(rect: pygame.Rect, n: int, cols: int = POOL_COLS, gap: int = 12) -> list[pygame.Rect]:
    rows = max(1, math.ceil(n / cols))
    w = (rect.w - gap * (cols - 1)) // cols
    h = min(150, (rect.h - gap * (rows - 1)) // rows)
    return [pygame.Rect(rect.x + (i % cols) * (w + gap), rect.y + (i // cols) * (h + gap), w, h) for i in range(n)]


def team_rects(rect: pygame.Rect, n: int) -> list[pygame.Rect]:
    """Draft columns: the picked characters, under a header."""
    h = min(96, (rect.h - 40 - 8 * max(0, n - 1)) // max(1, n))
    return [pygame.Rect(rect.x, rect.y + 40 + i * (h + 8), rect.w, h) for i in range(n)]


def row_rects(rect: pygame.Rect, n: int, top: int = 40, gap: int = 10) -> list[pygame.Rect]:
    """``n`` equal buttons in a row inside a panel, under its header line."""
    w = (rect.w - 24 - gap * (n - 1)) // max(1, n)
    return [pygame.Rect(rect.x + 12 + i * (w + gap), rect.y + top, w, rect.h - top - 10) for i in range(n)]


def combat_rects(rect: pygame.Rect, n_switch: int) -> dict:
    """The combat buttons: four abilities, then Rest and Intercept side by side, and under
    them the switches (one row for one or two, two rows for three or four)."""
    top, bottom = rect.y + 40, rect.bottom - 10
    aw, gap = 250, 10
    abil = [pygame.Rect(rect.x + 12 + i * (aw + gap), top, aw, bottom - top) for i in range(4)]
    sx = abil[-1].right + 14
    sw = rect.right - 12 - sx
    half = (sw - gap) // 2
    h1 = (bottom - top - gap) // 2
    rest = pygame.Rect(sx, top, half, h1)
    intercept = pygame.Rect(sx + half + gap, top, sw - half - gap, h1)
    n = max(1, n_switch)
    y2 = top + h1 + gap
    rows = 1 if n <= 2 else 2
    cols = math.ceil(n / rows)
    w2 = (sw - gap * (cols - 1)) // cols
    h2 = (bottom - y2 - gap * (rows - 1)) // rows
    switch = [pygame.Rect(sx + (i % cols) * (w2 + gap), y2 + (i // cols) * (h2 + gap), w2, h2) for i in range(n)]
    return {"abilities": abil, "rest": rest, "intercept": intercept, "switch": switch}


#: results whose log lines the rules write after the Step (the others come before it)
LOG_AFTER = {"slipped", "no effect", "killed first", "out of range", "rested", "dodged"}


def step_groups(events) -> tuple[list[list], list]:
    """Split a resolution into one group per Step (the events that belong to that move,
    the Step last) and the rest (the end of the turn). A move's log lines are written
    before its Step, except for the results in LOG_AFTER (a dodged intercept, a switch that
    dodges an attack, a rest...), and the interrupt line that follows the move that lands first."""
    groups: list[list] = []
    cur: list = []
    i = 0
    n = len(events)
    while i < n:
        e = events[i]
        i += 1
        if not isinstance(e, Step):
            cur.append(e)
            continue
        had_log = any(isinstance(x, Logged) for x in cur)
        after = e.result in LOG_AFTER and not (e.result == "dodged" and had_log)
        tail = []
        while i < n and isinstance(events[i], Logged):
            x = events[i]
            if after or x.rule.startswith("Some attacks can interrupt") or "cannot be interrupted" in x.text:
                tail.append(x)
                i += 1
                after = False                  # such a result writes one line
                continue
            break
        groups.append(cur + tail + [e])
        cur = []
    return groups, cur


class HeldLog(LogPanel):
    """The log panel, holding back the lines of a reveal until its animation shows them
    (the log must not tell what happens before the table has shown it)."""

    def __init__(self, rect, title: str = "Log"):
        super().__init__(rect, title)
        self.holding = False
        self.pending: list[tuple[str, str]] = []

    def add(self, text: str, rule: str = "") -> None:
        if self.holding:
            self.pending.append((text, rule))
        else:
            super().add(text, rule)

    def release(self, n: int | None = None) -> None:
        """Show the next ``n`` held lines (all when None); stop holding when none are left."""
        take = self.pending if n is None else self.pending[:n]
        self.pending = [] if n is None else self.pending[n:]
        for text, rule in take:
            LogPanel.add(self, text, rule)
        if not self.pending and n is None:
            self.holding = False


def words(text: str, short) -> str:
    """Log text names seats p1 / p2; the table says You / Computer / Player 1."""
    return PN_RE.sub(lambda m: short(int(m.group(1)) - 1), text)


class KongaiTable(TableScene):
    GAME = GAME
    RULES_HINT = RULES_HINT
    bot_pace = 0.5
    banner_lines = 2

    def __init__(self, app, *, seats: list[str], seed: int, state=None, record=None, layout=None, **kw):
        super().__init__(app, seats=seats, seed=seed, state=state, record=record, layout=layout, **kw)
        if len(self.humans) != 1:
            self.near = 0                    # two humans (or none): Player 1 stays on the left
        L = self.layout
        self.art = KongaiArt(L.rect("p1.active").size)
        self.log = HeldLog(L.rect("log"), "Log")
        self.timeline = Timeline()
        self.floaters = Floaters()
        self.hp: dict[str, Meter] = {}
        self.en: dict[str, Meter] = {}
        self.chars: dict[str, dict] = {}
        self.owner: dict[str, int] = {}
        self.shown_active: dict[int, str | None] = {0: None, 1: None}
        self.range_pos = Tween(0.0, 0.0, 0.01)
        self.ribbons: dict[int, tuple[str, tuple]] = {}
        self.lunge: dict[int, Tween] = {}
        self.slide: dict[int, Tween] = {}
        self.flash: dict[str, float] = {}
        self.stage: tuple | None = None          # (turn, phase) being revealed
        self.reveal_show: dict | None = None
        self.step_no: int | None = None
        self.buttons: list[ChoiceButton] = []
        self.info_buttons: list[ChoiceButton] = []
        self.tiles: list[tuple[pygame.Rect, str, object]] = []
        self.hover_tile: tuple | None = None
        self.hover_btn: ChoiceButton | None = None
        self.item_sel: str | None = None
        self.panel_note = ""
        self.trace: list[tuple] = []              # what the beats showed (tests read it)
        self.view: dict = {}
        self.legal: list = []
        self.bg: pygame.Surface | None = None
        self._bg_key = None
        self._warm: list = []                     # surfaces to render ahead, one per still frame
        self._roster: dict | None = None
        self._reveal_cache: tuple | None = None
        self.sync(animate=False)
        v = self.view
        mode = {"3v3": "3 against 3", "5v5": "5 against 5", "5v5_items": "5 against 5 with items",
                "pax": "PAX: random teams of 3"}.get(v.get("mode"), v.get("mode"))
        self.log.add(f"Kongai, {mode}: " + " against ".join(self.plate_name(s) for s in (0, 1)) + ".", "Kongai")
        if v.get("mode") == "pax" and not self.actions:
            self.log.add("Each player was dealt 3 random characters from the 16: no draft, no items.", "PAX rules")
        if self.actions:
            self.log.add(f"Resumed a saved game after {len(self.actions)} moves.", "Save file")
        if len(self.humans) >= 2:
            self._curtain_pending = True

    # ------------------------------------------------------------------ names and sides
    def side(self, seat: int) -> str:
        return "p1" if seat == self.near else "p2"

    def zone(self, seat: int, name: str) -> pygame.Rect:
        return self.layout.rect(f"{self.side(seat)}.{name}")

    def char_name(self, cid) -> str:
        c = self.chars.get(cid)
        return c["name"] if c else str(cid)

    def words(self, text: str) -> str:
        return words(text, self.short_name)

    def roster(self) -> dict:
        """The characters of the draft pool as the table shows them (public card data)."""
        if self._roster is None:
            from game.kongai.cards import shipped
            self._roster = {k: roster_entry(d) for k, d in shipped()["characters"].items()}
        return self._roster

    def pool_char(self, entry: dict) -> dict:
        c = self.roster().get(entry["key"])
        if c is None:   # not in the shipped roster: what the view says
            c = {"key": entry["key"], "name": entry["name"], "faction": "", "health": entry["health"],
                 "max_health": entry["health"], "defence": {"physical": 0, "light": 0, "dark": 0},
                 "innate": {"name": "", "text": entry.get("innate", "")}, "abilities": []}
        return c

    # ------------------------------------------------------------------ syncing
    def sync(self, events=(), animate: bool = True):
        """Catch the table up with the view (meters slide when ``animate``)."""
        self.view = v = self.ruleset.view(self.state, self.view_seat)
        known = len(self.chars)
        self._index_chars(v, animate)
        if len(self.chars) != known and v["phase"] not in ("draft", "items"):
            self._plan_warm()
        for s in (0, 1):
            self.shown_active[s] = v[seat_name(s)]["active"]
        target = 0.0 if v["range"] == "close" else 1.0
        if not animate:
            self.range_pos = Tween(target, target, 0.01)
            self.range_pos.elapsed = 1.0
        elif self.range_pos.end != target:
            self.range_pos = Tween(self.range_pos.value, target, 0.7, ease_in_out)
        self.ribbons.clear()
        self.lunge.clear()
        self.slide.clear()
        self.reveal_show = None
        self.stage = None
        self.step_no = None
        self._reveal_cache = None
        if v["phase"] != "items":
            self.item_sel = None
        self.refresh_legal()

    def _index_chars(self, v: dict, animate: bool, meters: bool = True):
        for s in (0, 1):
            for c in v[seat_name(s)]["team"]:
                cid = c["id"]
                self.chars[cid] = c
                self.owner[cid] = s
                m = self.hp.get(cid)
                if m is None:
                    self.hp[cid] = Meter(c["health"], c["max_health"])
                    self.en[cid] = Meter(c["energy"], 100)
                elif meters:
                    m.set(c["health"], instant=not animate)
                    self.en[cid].set(c["energy"], instant=not animate)

    def set_view_seat(self, seat: int | None):
        """Hand the screen to ``seat`` (hot seat: the layout stays, the choices change)."""
        if self.timeline.active:
            self.timeline.skip()
        self.view_seat = seat
        if len(self.humans) == 1 and seat is not None:
            self.near = seat
        self.hover_btn = None
        self.hover_tile = None
        self.item_sel = None
        self.sync(animate=False)

    def refresh_legal(self):
        seat = self.view_seat
        acting = self.ruleset.to_act(self.state)
        if self.view.get("phase") in ("draft", "items"):
            # public picks: the screen belongs to whichever human picks now (no curtain)
            seat = self.picker()
            self.legal = (self.ruleset.legal_actions(self.state, seat)
                          if seat is not None and not self.timeline.active else [])
        elif (seat is None or seat not in acting or self.seats[seat] != "human" or self._curtain_pending
                or self.timeline.active):
            self.legal = []
        else:
            self.legal = self.ruleset.legal_actions(self.state, seat)
        self._build_ui()
        self.app.dirty = True

    def picker(self) -> int | None:
        """During the draft: the human seat that picks now, else None."""
        acting = self.ruleset.to_act(self.state)
        if self.view.get("phase") in ("draft", "items") and acting and self.seats[acting[0]] == "human":
            return acting[0]
        return None

    def _acting_seat(self) -> int | None:
        """The seat the clicks act for: the picker in the draft, else the seat at the screen."""
        return self.picker() if self.view.get("phase") in ("draft", "items") else self.view_seat

    def on_uncover(self):
        self.app.dirty = True
        self.refresh_legal()

    # ------------------------------------------------------------------ the bot driver
    def _bot_seat(self):
        for s in self.ruleset.to_act(self.state):
            if self.seats[s] != "human":
                return s
        return None

    def _waiting_for_bot(self) -> bool:
        return self._bot_seat() is not None

    def _bot_key(self, seat):
        """What a computer's choice was made for: a choice stays good while the phase is the
        same (the other seat locking in its hidden choice changes nothing it could see)."""
        v = self.view
        return (seat, v.get("turn"), v.get("phase"), (v.get("draft") or {}).get("next"))

    def _drive_bot(self, busy: bool):
        """Any computer seat that still has to choose thinks now, also while a human is
        choosing (the choices are simultaneous and hidden); its choice is applied when the
        table is still and at a readable pace."""
        seat = self._bot_seat()
        if seat is None:
            return
        job = self._job
        if job is None:
            self._start_bot(seat)
            self._job["key"] = self._bot_key(seat)
            return
        if not job["done"] or busy:
            return
        if time.monotonic() - self._last_move < self.bot_pace:
            return
        self._job = None
        if job.get("key") != self._bot_key(seat):
            return
        action = job["result"]
        if job["error"] is not None or action is None:
            action = self.ruleset.legal_actions(self.state, seat)[0]
            self.log.add(f"The computer had a problem ({job['error']}); it plays {action.describe()}.", "Bot")
        self.submit(action, seat)

    # ------------------------------------------------------------------ hot seat
    def _show_curtain(self):
        acting = [s for s in self.ruleset.to_act(self.state) if s in self.humans]
        if not acting:
            self._curtain_pending = False
            self.refresh_legal()
            return
        phase = self.view.get("phase")
        if phase in ("draft", "items"):
            # public picks: no curtain, the screen simply belongs to the picker
            self._curtain_pending = False
            self.set_view_seat(acting[0])
            return
        nxt = acting[0]
        other = next((h for h in self.humans if h != nxt), None)

        def ready():
            self._curtain_pending = False
            self.set_view_seat(nxt)

        what = {"pick_start": "a starting character", "maneuver": "a maneuver (Close, Far or Pass)",
                "combat": "a move for the combat phase", "replace": "who comes in"}.get(phase, "a move")
        look = f"{self.short_name(other)}, please look away. " if other is not None else ""
        sub = (f"{look}{self.short_name(nxt)} chooses {what} in secret. Nothing is revealed until both "
               "players have chosen; then both choices are shown together.")
        self.app.push(CurtainScene(self.app, f"{self.short_name(nxt)}, choose", sub, ready,
                                   button=f"I'm {self.short_name(nxt)} — show my choices"))

    def _show_end(self):
        super()._show_end()
        from scenes.overlays import EndScene
        top = self.app.top
        if isinstance(top, EndScene):
            top.reason = self.words(top.reason)

    def curtain_subtitle(self, seat: int) -> str:
        return f"{self.short_name(seat)} chooses in secret."

    # ------------------------------------------------------------------ the choices
    def _legal_set(self):
        return set(self.legal)

    def _why(self, action) -> str:
        seat = self._acting_seat()
        if seat is None:
            seat = self.view_seat if self.view_seat is not None else (self.humans[0] if self.humans else None)
        if seat is None:
            return "Spectating: the computers play this game."
        return self.ruleset.explain(self.state, seat, action)

    def _build_ui(self):
        """Buttons and clickable tiles for the phase and the seat at the screen."""
        self.buttons = []
        self.info_buttons = []
        self.tiles = []
        self.panel_note = ""
        self._reveal_cache = None
        v = self.view
        phase = v.get("phase")
        if phase in ("draft", "items") and v.get("draft"):
            self._build_draft(v)
            return
        self._build_bench_tiles(v)
        if self.timeline.active or phase == "over":
            return
        me = self.view_seat
        if me is None:
            self.panel_note = "Both computers choose in secret; each reveal is played out above."
            return
        acting = v.get("to_act") or []
        mine = v.get("choice")
        if me not in acting:
            if mine and mine.get("type") == "Stunned":
                act = self.chars.get(v[seat_name(me)]["active"], {})
                self.panel_note = (f"{act.get('name', 'Your character')} is stunned and cannot act this turn. "
                                   f"Waiting for {self.short_name(1 - me)}…")
            elif mine and mine.get("type") == "Ready":
                self.panel_note = f"Nothing to choose: {self.short_name(1 - me)} brings in a character…"
            elif self._curtain_pending:
                self.panel_note = "Pass the screen…"
            else:
                self._build_phase(v, phase, locked=mine)
            return
        if self._curtain_pending:
            self.panel_note = "Pass the screen…"
            return
        self._build_phase(v, phase, locked=None)

    def _build_phase(self, v, phase, locked):
        if phase == "maneuver":
            self._build_maneuver(v)
        elif phase == "combat":
            self._build_combat(v)
        elif phase in ("pick_start", "replace"):
            self._build_pick(v, phase)
        if locked:
            t, arg = locked.get("type"), locked.get("arg")
            for b in self.buttons:
                a = b.payload
                b.picked = a is not None and type(a).__name__ == t and (
                    getattr(a, "ability", None) or getattr(a, "to", None) or getattr(a, "character", None)) == arg
                b.reason = None if b.picked else b.reason
            self.buttons = [b for b in self.buttons if b.picked] + [b for b in self.buttons if not b.picked]
            for b in self.buttons:
                if not b.picked:
                    b.visible = False
            who = self.short_name(1 - self.view_seat)
            self.panel_note = f"Locked in: {locked.get('text')}. Hidden until {who} has chosen too."

    def _button(self, rect, title, action, **kw) -> ChoiceButton:
        legal = action in self._legal_set() if action is not None else False
        reason = kw.pop("reason", None)
        if reason is None and action is not None and not legal:
            reason = self._why(action)
        seat = self._acting_seat()
        b = ChoiceButton(rect, title, (lambda a=action: self.submit(a, seat)) if action is not None else None,
                         reason=reason, payload=action, **kw)
        self.buttons.append(b)
        return b

    def _build_maneuver(self, v):
        me = self.view_seat
        r = self.layout.rect("choices")
        rects = row_rects(r, 3)
        mine = self.chars.get(v[seat_name(me)]["active"], {})
        foe = self.chars.get(v[seat_name(1 - me)]["active"], {})
        free = v.get("free_maneuvers")
        cost = "free (stalemate breaker)" if free else f"{v[seat_name(me)]['maneuver_cost']} energy"

        def moves(c, rng):
            names = [a["name"] for a in c.get("abilities", []) if a["range"] in (rng, "both")]
            return ", ".join(names) if names else "nothing"

        here = v["range"]
        for rect, to, key, label in ((rects[0], "close", pygame.K_c, "C"), (rects[1], "far", pygame.K_f, "F")):
            stay = " (you are there now: choose it to block a change)" if here == to else ""
            body = (f"Ask for {to} range{stay}. At {to}: {mine.get('name', 'yours')} can use {moves(mine, to)}; "
                    f"{foe.get('name', 'theirs')} can use {moves(foe, to)}.")
            self._button(rect, to.capitalize(), Maneuver(to), key=key, key_label=label, lines=((f"costs {cost}", (170, 210, 255)),), body=body,
                         colour=(40, 84, 120) if to == "far" else (120, 70, 40), title_size=30)
        self._button(rects[2], "Pass", Pass(), key=pygame.K_p, key_label="P",
                     lines=(("free", (170, 230, 170)),),
                     body=f"Keep the range ({here}) unless the other player asks for one: then theirs is taken. "
                          "Most turns both players pass.", colour=(60, 80, 70), title_size=30)
        for b in self.buttons:
            if b.payload == Maneuver("close"):
                b.key = pygame.K_c
            elif b.payload == Maneuver("far"):
                b.key = pygame.K_f

    def _build_combat(self, v):
        me = self.view_seat
        p = v[seat_name(me)]
        act = self.chars.get(p["active"])
        if act is None:
            return
        bench = [self.chars[c] for c in p["bench"]]
        rects = combat_rects(self.layout.rect("choices"), len(bench))
        off = (v.get("disabled") or {}).get(seat_name(me))
        for i, (ab, rect) in enumerate(zip(act["abilities"], rects["abilities"])):
            badges = []
            if ab.get("interrupt"):
                badges.append(("INTERRUPT", assets.GOLD))
            if ab.get("hits_fleeing"):
                badges.append(("HITS FLEEING", (150, 230, 160)))
            if ab["key"] == off:
                badges.append(("DISABLED", (240, 120, 100)))
            tcol = {"physical": (112, 70, 42), "light": (108, 92, 30), "dark": (78, 50, 118)}.get(ab["type"],
                                                                                                (60, 80, 70))
            dmg = damage_text(ab)
            self._button(rect, ab["name"], UseAbility(ab["key"]), key=pygame.K_1 + i, key_label=str(i + 1),
                         badges=tuple(badges), colour=tcol,
                         lines=((cost_line(ab), (200, 220, 235)),
                                ((dmg + " damage") if ab.get("damage") else "no damage",
                                 TYPE_COLOURS.get(ab["type"], assets.WHITE))),
                         body=rider_text(ab), title_size=22)
        self._button(rects["rest"], "Rest", Rest(), key=pygame.K_r, key_label="R", colour=(50, 86, 110),
                     lines=(("+20 energy extra", (170, 210, 255)), ("(40 in all this turn)", (170, 210, 255))),
                     body="Do nothing this turn and recover 20 extra energy.", title_size=20)
        hit = v[seat_name(self.view_seat)]["intercept_damage"]
        self._button(rects["intercept"], "Intercept", Intercept(), key=pygame.K_i, key_label="I",
                     colour=(120, 50, 50), lines=((f"if they switch: {hit} damage", (255, 190, 170)),
                                                  ("and their switch fails", (255, 190, 170))),
                     body=f"Catches a switch: {hit} damage and the switch fails. Does nothing against anything "
                          "else.", title_size=20)
        legal = self._legal_set()
        if not bench or not any(Switch(c["id"]) in legal for c in bench):
            names = ", ".join(c["name"] for c in bench)
            reason = ("Nobody left on your bench to switch to." if not bench
                      else self._why(Switch(bench[0]["id"])))
            self._button(pygame.Rect(rects["switch"][0].topleft, (rects["switch"][-1].right - rects["switch"][0].x,
                                                                  rects["switch"][0].h)),
                         "Switch" + (f" ({names})" if names else ""), Switch(bench[0]["id"]) if bench else None,
                         colour=(70, 70, 120), reason=reason, title_size=20)
            return
        one = len(bench) == 1
        for i, (c, rect) in enumerate(zip(bench, rects["switch"])):
            title = f"Switch to {c['name']}" if one else f"→ {c['name']}"
            stats = (f"{c['health']}/{c['max_health']} health · {c['energy']} energy" if len(bench) <= 2
                     else f"{c['health']}/{c['max_health']} health")
            self._button(rect, title, Switch(c["id"]), key=pygame.K_s if one else None,
                         key_label="S" if one else "", colour=(70, 70, 120),
                         lines=((stats, (220, 225, 235)),),
                         body=f"Switch to {c['name']}: dodges the attack unless it hits fleeing targets; not two "
                              "turns in a row." if one else "", title_size=20 if len(bench) <= 2 else 16)

    def _build_pick(self, v, phase):
        me = self.view_seat
        p = v[seat_name(me)]
        if phase == "pick_start":
            cands = [c for c in p["team"]]
            make, verb = Lead, "Start with"
        else:
            cands = [self.chars[c] for c in p["bench"]]
            make, verb = BringIn, "Bring in"
        if not cands:
            return
        rects = row_rects(self.layout.rect("choices"), len(cands))
        for i, (c, rect) in enumerate(zip(cands, rects)):
            d = c["defence"]
            self._button(rect, f"{verb} {c['name']}" if len(cands) <= 3 else c["name"], make(c["id"]),
                         key=pygame.K_1 + i, key_label=str(i + 1), colour=(46, 100, 70),
                         lines=((f"{c['health']}/{c['max_health']} health · {c['energy']} energy", (235, 235, 225)),
                                (f"defence: physical {d['physical']} · light {d['light']} · dark {d['dark']}",
                                 (210, 220, 210)),
                                (range_summary(c["abilities"]), (200, 220, 200))),
                         body=f"{c['innate']['name']}: {c['innate']['text']}", title_size=22)

    def _build_bench_tiles(self, v):
        for s in (0, 1):
            ids = self._bench_ids(s)
            rects = bench_slots(self.zone(s, "bench"), max(len(ids), 1))
            for cid, r in zip(ids, rects):
                self.tiles.append((r, "bench", cid))
            act = self.shown_active.get(s)
            if act is not None:
                self.tiles.append((self.zone(s, "active"), "active", act))

    def _bench_ids(self, s: int) -> list[str]:
        """Who sits on a bench now (the shown active excluded; knocked-out ones stay, greyed)."""
        team = [c["id"] for c in self.view[seat_name(s)]["team"]]
        act = self.shown_active.get(s)
        return [c for c in team if c != act]

    def _build_draft(self, v):
        dr = v["draft"]
        my_turn = bool(self.legal)
        pool = self.layout.rect("draft.pool")
        if dr["stage"] == "draft":
            for entry, r in zip(dr["pool"], grid_rects(pool, len(dr["pool"]))):
                self.tiles.append((r, "draft", entry["key"]))
        else:
            for it, r in zip(dr["items"], grid_rects(pool, len(dr["items"]), cols=3)):
                self.tiles.append((r, "item", it["key"]))
        for s in (0, 1):
            team = v[seat_name(s)]["team"]
            for c, r in zip(team, team_rects(self.layout.rect(f"draft.{self.side(s)}"), len(team))):
                self.tiles.append((r, "team", c["id"]))
        if dr["stage"] == "items" and my_turn and self.item_sel:
            eq = [a for a in self.legal if isinstance(a, Equip) and a.item == self.item_sel]
            det = self.layout.rect("draft.detail")
            rects = row_rects(pygame.Rect(det.x, det.y + 60, det.w, det.h - 60), max(1, len(eq)), top=0)
            for a, r in zip(eq, rects):
                c = self.chars[a.character]
                self._button(r.inflate(0, -80).move(0, -40), f"Give it to {c['name']}", a, colour=(46, 100, 70),
                             lines=((f"{c['health']} health · {range_summary(c['abilities'])}", (220, 230, 220)),),
                             body=f"{c['innate']['name']}: {c['innate']['text']}", title_size=20)

    # ------------------------------------------------------------------ acting from clicks
    def _tile_click(self, kind: str, payload, button: int = 1):
        v = self.view
        phase = v.get("phase")
        if button == 3 or kind == "active":
            self.zoom(payload, kind)
            return
        if kind == "draft":
            a = Draft(payload)
            if a in self._legal_set():
                self.submit(a, self.picker())
            else:
                self.show_toast(self._why(a))
            return
        if kind == "item":
            if not self.legal:
                self.show_toast(self._why(Equip("", payload)))
                return
            self.item_sel = None if self.item_sel == payload else payload
            self._build_ui()
            self.app.dirty = True
            return
        if kind == "team":
            if phase == "items" and self.item_sel:
                a = Equip(payload, self.item_sel)
                if a in self._legal_set():
                    self.submit(a, self.picker())
                else:
                    self.show_toast(self._why(a))
                return
            self.zoom(payload, kind)
            return
        if kind == "bench":
            make = {"combat": Switch, "replace": BringIn, "pick_start": Lead}.get(phase)
            if make is None or self.view_seat is None or self.owner.get(payload) != self.view_seat:
                self.zoom(payload, kind)
                return
            a = make(payload)
            if a in self._legal_set():
                self.submit(a)
            elif self.legal or self.view_seat in (v.get("to_act") or []):
                self.show_toast(self._why(a))
            else:
                self.zoom(payload, kind)

    def zoom(self, key, kind):
        c = self.chars.get(key)
        if c is None:
            c = self.roster().get(key)
        if c is None:
            return
        self.app.push(ZoomScene(self.app, zoom_card(c), self.art, details))

    def on_submitted(self):
        self.item_sel = None
        self.log.release()
        self.log.holding = True          # the lines of this action wait for its animation

    # ------------------------------------------------------------------ events -> beats
    def on_events(self, events):
        if self.timeline.active:
            self.timeline.skip()
        reveal = next((e for e in events if isinstance(e, Revealed)), None)
        for e in events:
            if isinstance(e, Chosen) and reveal is None:
                r = self.zone(e.seat, "active")
                self.floaters.add("✓ CHOSEN", (r.centerx, r.y + 200), (140, 230, 160), 40, 1.0, 40)
        if reveal is None:
            self.log.release()
            self.sync(events, animate=True)
        else:
            before = self.view
            self.view = new = self.ruleset.view(self.state, self.view_seat)
            self._index_chars(new, True, meters=False)
            try:
                self._script(events, reveal, before, new)
            except Exception as e:   # a display problem must never stop the game
                self.log.release()
                self.log.add(f"(animation skipped: {type(e).__name__}: {e})", "Table")
                self.timeline = Timeline()
                self.sync()
            else:
                self.timeline.on_done = self._settle
                self.refresh_legal()
                if not self.timeline.active:
                    self._settle()
        if len(self.humans) >= 2 and self.ruleset.outcome(self.state) is None:
            acting = [s for s in self.ruleset.to_act(self.state) if s in self.humans]
            if acting and self.view.get("phase") in SIMULTANEOUS and (reveal is not None or self.view_seat not in acting):
                self._curtain_pending = True
                self.refresh_legal()

    def _settle(self):
        self.log.release()
        self.sync(animate=True)

    def _script(self, events, rev, before, new):
        tl = self.timeline
        i = events.index(rev)
        pre, post = events[:i], events[i + 1:]
        last = new.get("last") or {}
        phase = rev.phase
        n_pre = sum(1 for e in pre if isinstance(e, Logged))
        quiet = phase == "maneuver" and not any(isinstance(e, (RangeSet, StatChanged)) for e in post)
        tl.add(lambda: (self.log.release(n_pre), self._beat_reveal(rev, pre, last)), 0.9 if quiet else 1.5,
               self._reveal_caption(rev))
        costs = []
        for e in post:
            if isinstance(e, StatChanged) and e.stat == "energy" and e.new < e.old:
                costs.append(e)
            else:
                break
        if costs:
            tl.add(lambda: self._beat_stats(costs), 0.7,
                   "Energy paid: " + ", ".join(f"{self.char_name(e.target)} {e.old - e.new}" for e in costs))
        groups, cur = step_groups(post[len(costs):])
        speeds = [g[-1].speed for g in groups if g[-1].speed]
        n_ab = 0
        for k, g in enumerate(groups):
            st = g[-1]
            prefix = ""
            if st.speed:
                n_ab += 1
                if len(speeds) == 2 and speeds[0] == speeds[1]:
                    prefix = f"Same speed ({st.speed}), both at once: "
                elif len(speeds) == 2:
                    prefix = (f"Faster first (speed {speeds[0]} against {speeds[1]}): " if n_ab == 1
                              else f"Then the slower move (speed {st.speed}): ")
            elif st.what.startswith(("switch", "intercept")) and any(x.speed for x in (h[-1] for h in groups)):
                prefix = "Switches and intercepts come before abilities: "
            dur = 1.15 + 0.1 * max(0, self._hits(g) - 1) if st.result in ("hit", "critical", "reflected") else 1.0
            n_log = sum(1 for e in g if isinstance(e, Logged))
            tl.add(lambda g=g, k=k, n=n_log: (self.log.release(n), self._beat_step(g, k)), dur,
                   prefix + self._step_caption(g))
        if cur:
            tl.add(lambda tail=list(cur): (self.log.release(), self._beat_tail(tail, phase)),
                   0.8 if quiet else 1.3 if phase == "maneuver" else 1.1, self._tail_caption(cur, phase, last))

    # -- captions -----------------------------------------------------------------
    def _choice_words(self, text: str) -> str:
        t = str(text)
        return {"—": "nothing to choose", "stunned": "stunned (no choice)"}.get(t, t[:1].upper() + t[1:])

    def _reveal_caption(self, rev) -> str:
        parts = [f"{self.short_name(s)}: {self._choice_words(rev.choices.get(seat_name(s), '?'))}" for s in (0, 1)]
        return "Both choices revealed together — " + "  ·  ".join(parts)

    def _step_caption(self, g) -> str:
        logs = [self.words(e.text) for e in g if isinstance(e, Logged)]
        st = g[-1]
        name = self.char_name(st.character)
        if logs:
            return " — ".join(logs)
        res = st.result
        if res == "cancelled":
            return f"{name}'s {st.what} is cancelled: the faster move landed first"
        if res == "stunned":
            return f"{name} is stunned and does nothing"
        if res in ("hit", "critical"):
            return f"{name}: {st.what} hits for {st.damage}"
        return f"{name}: {st.what} — {res}"

    def _tail_caption(self, tail, phase, last) -> str:
        logs = [e for e in tail if isinstance(e, Logged)]
        if phase == "maneuver":
            rng = last.get("range") or {}
            ch = last.get("choices") or {}
            said = [f"{self.short_name(s)} {self._maneuver_word(ch.get(seat_name(s), {}).get('text', ''))}"
                    for s in (0, 1)]
            why = next((e.rule for e in logs if e.text.startswith("Maneuver")), "")
            to = rng.get("to", self.view.get("range"))
            moved = rng.get("from") != to
            return (f"{' and '.join(said)}: the range {'is now' if moved else 'stays'} {to.upper()}"
                    + (f" ({why})" if why else ""))
        texts = [self.words(e.text) for e in logs if not e.text.startswith("End of turn")]
        if any(isinstance(e, PhaseChanged) and e.phase == "replace" for e in tail):
            v = self.view
            out = [s for s in (0, 1) if not (self.chars.get(v[seat_name(s)]["active"] or "") or {}).get("alive", True)]
            texts += [f"{self.short_name(s)} must bring in another character" for s in out]
        if phase == "combat":
            head = "End of turn: every character +20 energy, benched ones +1 health"
            return head + ("; " + "; ".join(texts) if texts else "")
        return "; ".join(texts)

    @staticmethod
    def _maneuver_word(text: str) -> str:
        return {"pass": "passed", "close": "asked for close", "far": "asked for far",
                "stunned": "was stunned"}.get(text, text)

    @staticmethod
    def _hits(g) -> int:
        for e in g:
            if isinstance(e, Logged):
                m = HIT_RE.search(e.text)
                if m:
                    return int(m.group("n") or 1)
        return 1

    # -- beats ----------------------------------------------------------------------
    def _card_center(self, cid) -> tuple[int, int]:
        s = self.owner.get(cid, 0)
        if self.shown_active.get(s) == cid:
            return self.zone(s, "active").center
        ids = self._bench_ids(s)
        if cid in ids:
            return bench_slots(self.zone(s, "bench"), len(ids))[ids.index(cid)].center
        return self.zone(s, "active").center

    def _at(self, cid, dy: int) -> tuple[int, int]:
        """A point on a character: ``dy`` below the centre of the big card, or the bench tile's centre."""
        x, y = self._card_center(cid)
        s = self.owner.get(cid, 0)
        return (x, y + dy) if self.shown_active.get(s) == cid else (x, y)

    def _callout(self, seat: int, text: str, colour, size: int = 44, delay: float = 0.0):
        r = self.zone(seat, "active")
        self.floaters.add(text, (r.centerx, r.y + 215), colour, size, 1.4, 50, delay)

    def _beat_reveal(self, rev, pre, last):
        self.stage = (last.get("turn", self.view.get("turn")), rev.phase)
        self.reveal_show = {"phase": rev.phase, "choices": dict(rev.choices)}
        self.step_no = None
        self.floaters.clear()            # "chosen" marks give way to the choices themselves
        for e in pre:
            if isinstance(e, CardMoved) and e.dst.endswith(".active"):
                s = seat_index(e.dst.split(".")[0])
                self.shown_active[s] = e.card
                self._slide_in(s, e.card)
        for s in (0, 1):
            text = self._choice_words(rev.choices.get(seat_name(s), ""))
            self.ribbons[s] = (text, SEAT_COLOURS[s])
        self.trace.append(("reveal", rev.phase, dict(rev.choices)))
        self._reveal_cache = None
        self._build_ui()

    def _slide_in(self, s: int, cid: str):
        r = self.zone(s, "active")
        start = self.zone(s, "bench").center
        self.slide[s] = Tween((start[0] - r.centerx, start[1] - r.centery), (0.0, 0.0), 0.45)

    def _beat_stats(self, evs):
        for e in evs:
            if not isinstance(e, StatChanged) or e.target not in self.hp:
                continue
            if e.stat == "energy":
                self.en[e.target].set(e.new)
                if e.new < e.old and e.target in self.shown_active.values():
                    s = self.owner[e.target]
                    r = self.zone(s, "energy")
                    self.floaters.add(f"−{e.old - e.new} energy", (r.centerx - 40, r.centery), (150, 200, 255), 26,
                                      1.1, 24)
            elif e.stat == "health":
                self._health(e)

    def _health(self, e, label: str = ""):
        self.hp[e.target].set(e.new)
        if e.new < e.old:
            self.flash[e.target] = 0.5
            self.floaters.add(f"−{e.old - e.new}{label}", self._at(e.target, 100), (255, 110, 90),
                              58 if not label else 40, 1.4, 60)
        elif e.new > e.old and e.target in self.shown_active.values():
            self.floaters.add(f"+{e.new - e.old} health", self._at(e.target, 60), (120, 230, 140), 34, 1.2, 50)

    def _beat_step(self, g, k: int):
        st = g[-1]
        s, o = st.seat, 1 - st.seat
        self.step_no = k
        self._reveal_cache = None
        hit = None
        for e in g:
            if isinstance(e, Logged):
                m = HIT_RE.search(e.text)
                if m:
                    hit = m
        for e in g[:-1]:
            if isinstance(e, CardMoved) and e.dst.endswith(".active"):
                side = seat_index(e.dst.split(".")[0])
                self.shown_active[side] = e.card
                self._slide_in(side, e.card)
                self._build_ui()
            elif isinstance(e, RangeSet):
                self._range_to(e.new)
            elif isinstance(e, StatChanged) and e.target in self.hp:
                if e.stat == "health" and e.new < e.old and hit is not None and int(hit.group("n") or 1) > 1:
                    self._multi_hit(e, hit)
                elif e.stat == "health":
                    self._health(e)
                else:
                    self.en[e.target].set(e.new)
        if hit is not None:
            per, d, typ = int(hit.group("per")), int(hit.group("def")), hit.group("type")
            n = int(hit.group("n") or 1)
            raw = per + d if per > 0 else None
            x, y = self._at(self.shown_active.get(o) or st.character, 180)
            if raw is not None:
                txt = f"{raw} − {d} {typ} defence" + (f" = {per} × {n} hits" if n > 1 else f" = {per}")
            else:
                txt = f"{d} {typ} defence stops it" + (f" ({n} hits)" if n > 1 else "")
            self.floaters.add(txt, (x, y), (255, 235, 200), 24, 1.6, 20)
        res = st.result
        if st.speed and res in ("hit", "critical", "reflected", "dodged", "no target", "out of range"):
            self.lunge[s] = Tween(0.0, 1.0, 0.45)
        if res == "critical":
            self._callout(o, "CRITICAL!", (255, 200, 60))
        elif res == "dodged":
            if st.what == "intercept":
                self._callout(s, "INTERCEPT DODGED", (170, 230, 255), 36)
            else:
                self._callout(o, "DODGED!", (170, 230, 255))
        elif res == "reflected":
            self._callout(o, "REFLECTED!", (200, 170, 255))
        elif res == "cancelled":
            self._callout(s, "CANCELLED", (255, 120, 100))
        elif res == "killed first":
            self._callout(s, "OUT BEFORE ACTING", (255, 120, 100), 36)
        elif res == "out of range":
            self._callout(s, "OUT OF RANGE", (255, 170, 120), 38)
        elif res == "no target":
            self._callout(s, "NO TARGET", (255, 170, 120), 38)
        elif res == "switched":
            self._callout(s, "SWITCH!", (180, 200, 255))
        elif res == "failed":
            self._callout(s, "SWITCH FAILED", (255, 120, 100), 38, 0.25)
        elif res == "hit" and st.what == "intercept":
            self._callout(o, "INTERCEPTED!", (255, 150, 90))
        elif res == "slipped":
            self._callout(o, "SLIPPED AWAY!", (170, 230, 255), 38)
        elif res == "no effect":
            self._callout(s, "INTERCEPT: NO EFFECT", (200, 200, 200), 32)
        elif res == "rested":
            self._callout(s, "REST +20", (150, 200, 255), 38)
        elif res == "stunned":
            self._callout(s, "STUNNED", STUN, 40)
        self.trace.append(("step", seat_name(s), st.character, st.what, st.speed, res, st.damage))

    def _multi_hit(self, e, hit):
        n = int(hit.group("n"))
        per = int(hit.group("per"))
        self.hp[e.target].set(e.new)
        self.flash[e.target] = 0.5 + 0.1 * n
        x, y = self._at(e.target, 140)
        for j in range(n):
            dx = (j - (n - 1) / 2) * 46
            self.floaters.add(f"−{per}", (x + dx, y), (255, 150, 120), 34, 0.9, 50, 0.1 * j)
        self.floaters.add(f"−{e.old - e.new}", self._at(e.target, 90), (255, 100, 80), 60, 1.3, 60, 0.1 * n + 0.1)

    def _range_to(self, new: str):
        target = 0.0 if new == "close" else 1.0
        self.range_pos = Tween(self.range_pos.value, target, 0.8, ease_in_out)
        r = self.layout.rect("range")
        self.floaters.add(f"RANGE: {new.upper()}", (r.centerx, r.bottom - 30), assets.GOLD, 34, 1.4, 30)

    def _beat_tail(self, tail, phase):
        self.step_no = None
        self._reveal_cache = None
        for e in tail:
            if isinstance(e, RangeSet):
                self._range_to(e.new)
            elif isinstance(e, CardMoved) and e.dst.endswith(".active"):
                s = seat_index(e.dst.split(".")[0])
                self.shown_active[s] = e.card
                self._slide_in(s, e.card)
                self._callout(s, f"{self.char_name(e.card).upper()} COMES IN", (180, 220, 255), 34)
                self._build_ui()
            elif isinstance(e, StatChanged) and e.target in self.hp:
                if e.stat == "health":
                    poison = e.new < e.old
                    self._health(e, " poison" if poison else "")
                else:
                    self.en[e.target].set(e.new)
            elif isinstance(e, PhaseChanged) and e.phase == "replace":
                pass
        if phase == "maneuver" and not any(isinstance(e, RangeSet) for e in tail):
            r = self.layout.rect("range")
            self.floaters.add(f"RANGE STAYS {self.view.get('range', '').upper()}", (r.centerx, r.bottom - 30),
                              (220, 220, 220), 28, 1.3, 24)
        self.trace.append(("tail", phase))

    # ------------------------------------------------------------------ update
    @property
    def busy(self) -> bool:
        return (self.timeline.active or any(m.animating for m in self.hp.values())
                or any(m.animating for m in self.en.values()) or not self.range_pos.done
                or any(not t.done for t in self.lunge.values()) or any(not t.done for t in self.slide.values()))

    @property
    def animating(self) -> bool:
        return self.floaters.animating or bool(self.flash) or super().animating

    def animate(self, dt: float):
        if self._warm:
            self._warm.pop()()
        if self.timeline.update(dt):
            self.app.dirty = True
        for m in self.hp.values():
            if m.animating:
                m.update(dt)
        for m in self.en.values():
            if m.animating:
                m.update(dt)
        if not self.range_pos.done:
            self.range_pos.update(dt)
        for t in list(self.lunge.values()) + list(self.slide.values()):
            if not t.done:
                t.update(dt)
        self.floaters.update(dt)
        for k in list(self.flash):
            self.flash[k] -= dt
            if self.flash[k] <= 0:
                del self.flash[k]

    def finish_animations(self):
        super().finish_animations()
        self.floaters.clear()
        self.flash.clear()
        for b in self.buttons:                       # a screenshot shows the whole panel
            b._surface(b.state())
        while self._warm:
            self._warm.pop()()

    def _plan_warm(self):
        """Faces to render ahead (one per frame while little else happens): every character's
        card and bench tile, so a switch or a knock-out never renders one mid-animation."""
        size = self.layout.rect("p1.active").size
        todo = []
        for s in (0, 1):
            for c in self.view[seat_name(s)]["team"]:
                todo.append(lambda c=c: self.art.card(c, size))
                for r in bench_slots(self.zone(s, "bench"), max(1, len(self.view[seat_name(s)]["team"]) - 1))[:1]:
                    todo.append(lambda c=c, r=r: self.art.tile(c, r.size))
        self._warm = todo

    def skip_animation(self):
        if self.timeline.active:
            self.timeline.skip()
        for m in list(self.hp.values()) + list(self.en.values()):
            m.set(m.target, instant=True)
        self.app.dirty = True

    # ------------------------------------------------------------------ input
    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self._motion(event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button in (1, 3):
            self._click(event.pos, event.button)
            return True
        if event.type == pygame.MOUSEWHEEL:
            if self.log.rect.collidepoint(self.app.mouse_pos()):
                self.log.wheel(event.y)
                self.app.dirty = True
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return event.type == pygame.MOUSEBUTTONDOWN

    def _motion(self, pos):
        changed = False
        hb = None
        for b in self.buttons:
            if b.motion(pos):
                changed = True
            if b.hover and b.visible:
                hb = b
        if hb is not self.hover_btn:
            self.hover_btn = hb
            changed = True
        ht = next(((k, p) for r, k, p in self.tiles if r.collidepoint(pos)), None)
        if ht != self.hover_tile:
            self.hover_tile = ht
            changed = True
        if changed:
            self.app.dirty = True

    def _click(self, pos, button):
        if self.timeline.active and not self.log.rect.collidepoint(pos):
            self.skip_animation()
            return
        if button == 1:
            for b in self.buttons:
                if b.hit(pos):
                    if b.enabled:
                        b.click()
                    elif b.reason:
                        self.show_toast(b.reason)
                    return
        for r, kind, payload in self.tiles:
            if r.collidepoint(pos):
                self._tile_click(kind, payload, button)
                return

    def _key(self, event) -> bool:
        if event.key == pygame.K_SPACE and self.timeline.active:
            self.skip_animation()
            return True
        for b in self.buttons:
            if b.key is not None and b.key == event.key and b.visible:
                if b.enabled:
                    b.click()
                elif b.reason:
                    self.show_toast(b.reason)
                return True
        return False

    # ------------------------------------------------------------------ the banner
    def toast_rect(self) -> pygame.Rect:
        return self.layout.rect("caption").inflate(0, 20)

    def prompt(self) -> tuple[str, bool]:
        v = self.view
        phase = v.get("phase")
        me = self.view_seat
        acting = v.get("to_act") or []
        if phase == "over" and not self.timeline.active:
            out = v.get("outcome") or {}
            w = out.get("winners") or []
            who = ("You win" if self.short_name(w[0]) == "You" else f"{self.short_name(w[0])} wins") if w else "a draw"
            return (f"Game over — {who}: {self.words(out.get('reason', ''))}", False)
        if self.timeline.active:
            return ("Both choices are revealed and resolved in speed order — click or press Space to hurry.", False)
        if phase in ("draft", "items"):
            dr = v["draft"]
            picker = seat_index(dr["to_pick"])
            n = len(dr["order"])
            if picker in self.humans and self.legal:
                me = picker
                who = "Your" if len(self.humans) == 1 else f"{self.short_name(me)}'s"
                if phase == "draft":
                    return (f"{who} pick ({dr['next'] + 1} of {n}): click a character to add them to your team. "
                            "Hover one to read their moves below.", True)
                if self.item_sel:
                    return ("Now click the character of yours who carries it (or the item again to choose "
                            "another).", True)
                return (f"{who} item pick ({dr['next'] + 1} of {n}): click an item, then the character of yours who "
                        "carries it (one item each).", True)
            what = "a character" if phase == "draft" else "an item"
            return (f"{self.short_name(picker)} picks {what}" + ("…" if self.seats[picker] == "human" else
                                                                 " — thinking…"), False)
        if self._curtain_pending and acting:
            return (f"Pass the screen to {self.short_name(next((s for s in acting if s in self.humans), acting[0]))}…",
                    False)
        if me is None:
            return (f"{PHASES.get(phase, phase)}: both computers choose in secret.", False)
        if me in acting and self.legal:
            text, mine = self._my_prompt(v, phase, me)
            if len(self.humans) >= 2:
                text = f"{self.short_name(me)}: {text[:1].lower()}{text[1:]}" if not text.startswith("Turn") \
                    else f"{self.short_name(me)} · {text}"
            return text, mine
        return self._wait_prompt(v, me)

    def _my_prompt(self, v, phase, me):
        act = self.chars.get(v[seat_name(me)]["active"], {})
        if phase == "pick_start":
            return ("Choose your starting character. It stays hidden until both players have chosen.", True)
        if phase == "replace":
            return (f"{act.get('name', 'Your character')} is knocked out: choose who comes in.", True)
        if phase == "maneuver":
            return (f"Turn {v['turn']} · Maneuver: ask for Close or Far range, or Pass. The range is "
                    f"{v['range'].upper()}. Hidden until both have chosen.", True)
        return (f"Turn {v['turn']} · Combat at {v['range'].upper()} range: {act.get('name', '')} uses an "
                "ability, rests, switches or intercepts. Dimmed choices say why.", True)

    def _wait_prompt(self, v, me):
        phase = v.get("phase")
        mine = v.get("choice")
        other = 1 - me
        wait = f"{self.short_name(other)}" + (" is choosing…" if self.seats[other] == "human" else " is thinking…")
        if mine and mine.get("type") == "Stunned":
            return (f"You are stunned this turn: no choice to make. {wait}", False)
        if mine and mine.get("type") == "Ready":
            return (f"{wait} (bringing in a character)", False)
        if mine:
            return (f"Locked in: {mine.get('text')}. {wait}", False)
        return (f"{PHASES.get(phase, phase)}: {wait}", False)

    # ------------------------------------------------------------------ drawing
    def _background(self) -> pygame.Surface:
        draft = self.view.get("phase") in ("draft", "items")
        if self.bg is not None and self._bg_key == (draft, self.near):
            return self.bg
        self._bg_key = (draft, self.near)
        bg = felt(LOGICAL, (34, 38, 62)).copy()
        for s in (() if draft else (0, 1)):
            r = self.zone(s, "bench")
            pygame.draw.rect(bg, (26, 30, 50), r, border_radius=16)
            pygame.draw.rect(bg, (80, 90, 130), r, 2, border_radius=16)
            t = assets.font("condbold", 16).render("BENCH", True, (150, 160, 200))
            bg.blit(t, (r.x + 12, r.y + 5))
            a = self.zone(s, "active")
            pygame.draw.rect(bg, (26, 30, 50), a.inflate(12, 12), border_radius=20)
            pygame.draw.rect(bg, SEAT_COLOURS[s if self.near == 0 else 1 - s], a.inflate(12, 12), 2, border_radius=20)
        self.bg = bg.convert() if pygame.display.get_surface() is not None else bg
        return self.bg

    def draw(self, surface: pygame.Surface):
        ChoiceButton.new_frame(2)
        surface.blit(self._background(), (0, 0))
        v = self.view
        self._draw_turn(surface)
        self.draw_banner(surface)
        if v.get("phase") in ("draft", "items") and v.get("draft"):
            self._draw_draft(surface)
        else:
            for s in (0, 1):
                self._draw_bench(surface, s)
                self._draw_active(surface, s)
                self._draw_plate(surface, s)
                self._draw_bars(surface, s)
            self._draw_range(surface)
            self._draw_reveal(surface)
            self._draw_caption(surface)
            self._draw_choices(surface)
        self.log.draw(surface)
        self.floaters.draw(surface)
        self._draw_tooltip(surface)
        if self.toast is not None:
            self.draw_toast(surface)
        ChoiceButton.new_frame(None)
        if any(not b.ready for b in self.buttons if b.visible):
            self.app.dirty = True          # the rest of the panel comes in the next frames

    def _draw_turn(self, surface):
        r = self.layout.rect("turn")
        v = self.view
        turn, phase = self.stage or (v.get("turn"), v.get("phase"))
        surface.blit(assets.panel(r.size, (14, 18, 36, 230), 14, (120, 130, 190), 2), r)
        if phase in ("draft", "items"):
            big = "DRAFT" if phase == "draft" else "ITEMS"
        elif phase == "pick_start":
            big = "START"
        else:
            big = f"TURN {turn}"
        t = assets.text("serif", 30, big, assets.GOLD)
        surface.blit(t, (r.x + 14, r.y + 6))
        mode = {"pax": "PAX", "5v5_items": "5v5 + items"}.get(v.get("mode"), v.get("mode", ""))
        sub = f"{PHASES.get(phase, phase)} · {mode}"
        if self.stage:
            sub = f"Revealing: {PHASES.get(phase, phase).lower()}"
        st = assets.text("cond", 18, sub, assets.SOFT)
        surface.blit(st, (r.x + 14, r.bottom - st.get_height() - 8))

    # -- the duel -----------------------------------------------------------------
    def _draw_active(self, surface, s: int):
        r = self.zone(s, "active")
        cid = self.shown_active.get(s)
        if cid is None or cid not in self.chars:
            pygame.draw.rect(surface, (40, 44, 70), r, border_radius=16)
            t = assets.text("serif", 90, "?", (120, 130, 170))
            surface.blit(t, t.get_rect(center=(r.centerx, r.centery - 30)))
            mine = self.view.get("chosen", {}).get(seat_name(s))
            p = assets.paragraph("sans", 20, "chosen, hidden until both have chosen" if mine else
                                 "choosing a starting character in secret", r.w - 40, assets.SOFT, 2, align="center")
            surface.blit(p, p.get_rect(midtop=(r.centerx, r.centery + 40)))
            return
        c = self.chars[cid]
        dx = dy = 0.0
        t = self.lunge.get(s)
        if t is not None and not t.done:
            k = math.sin(math.pi * t.progress)
            dx = (1 if self.side(s) == "p1" else -1) * 60 * k
        sl = self.slide.get(s)
        if sl is not None and not sl.done:
            dx += sl.value[0]
            dy += sl.value[1]
        pos = r.move(int(dx), int(dy))
        surface.blit(self.art.card(c, r.size), pos)
        hp = self.hp.get(cid)
        if hp is not None and hp.shown <= 0 and not hp.animating:
            surface.blit(assets.panel(r.size, (10, 10, 10, 170), 16), pos)
            ko = assets.text("serif", assets.fit("serif", "KNOCKED OUT", r.w - 30, 46, 20), "KNOCKED OUT", (255, 90, 80))
            surface.blit(ko, ko.get_rect(center=(pos.centerx, pos.y + 103)))
        elif c.get("stun") and not self.timeline.active:
            band = pygame.Rect(pos.x, pos.y + 120, pos.w, 50)
            surface.blit(assets.panel(band.size, (60, 40, 0, 200), 0), band)
            st = assets.text("bold", 30, "STUNNED", STUN)
            surface.blit(st, st.get_rect(center=band.center))
        f = self.flash.get(cid)
        if f:
            a = min(150, int(300 * f)) // 30 * 30
            if a > 0:
                surface.blit(assets.panel(r.size, (255, 60, 40, a), 16), pos)
        rib = self.ribbons.get(s)
        if rib is not None:
            text, col = rib
            size = assets.fit("bold", text, r.w - 30, 28, 14)
            tt = assets.text("bold", size, text, assets.INK)
            box = tt.get_rect(center=(pos.centerx, pos.y + 103)).inflate(26, 14)
            surface.blit(assets.panel(box.size, col + (255,), 10, (255, 255, 255), 2), box)
            surface.blit(tt, tt.get_rect(center=box.center))

    def _draw_bench(self, surface, s: int):
        ids = self._bench_ids(s)
        rects = bench_slots(self.zone(s, "bench"), max(1, len(ids)))
        phase = self.view.get("phase")
        mine = s == self.view_seat and not self.timeline.active
        hover = self.hover_tile
        for cid, r in zip(ids, rects):
            c = self.chars[cid]
            surface.blit(self.art.tile(c, r.size), r)
            hp, en = self.hp[cid], self.en[cid]
            hr = pygame.Rect(r.x + 8, r.y + 42, r.w - 16, 20)
            hp.draw(surface, hr, HEALTH, size=14)
            er = pygame.Rect(r.x + 8, r.y + 66, r.w - 16, 14)
            en.draw(surface, er, ENERGY, text=False)
            et = assets.text("cond", 13, f"{en.shown} energy", (190, 210, 240))
            surface.blit(et, (r.x + 10, r.y + 82))
            marks = []
            if c.get("poison"):
                marks.append(("P", POISON))
            if any(b["debuff"] for b in c.get("buffs") or []):
                marks.append(("−", DEBUFF))
            if any(not b["debuff"] for b in c.get("buffs") or []):
                marks.append(("+", BUFF))
            x = r.right - 12
            for m, col in marks:
                pygame.draw.circle(surface, col, (x, r.y + 88), 8)
                mt = assets.text("condbold", 13, m, assets.INK)
                surface.blit(mt, mt.get_rect(center=(x, r.y + 88)))
                x -= 20
            if hp.shown <= 0 and not hp.animating:
                surface.blit(assets.panel(r.size, (0, 0, 0, 170), 12), r)
                ko = assets.text("bold", 26, "OUT", (255, 100, 90))
                surface.blit(ko, ko.get_rect(center=r.center))
                continue
            can = False
            if mine and self.legal:
                make = {"combat": Switch, "replace": BringIn, "pick_start": Lead}.get(phase)
                can = make is not None and make(cid) in self._legal_set()
            if can:
                pygame.draw.rect(surface, assets.GLOW, r.inflate(6, 6), 3, border_radius=14)
            if hover == ("bench", cid):
                pygame.draw.rect(surface, (255, 255, 255), r.inflate(6, 6), 2, border_radius=14)

    def _draw_plate(self, surface, s: int):
        r = self.zone(s, "plate")
        v = self.view
        phase = v.get("phase")
        acting = s in (v.get("to_act") or []) and phase in SIMULTANEOUS and not self.timeline.active
        col = SEAT_COLOURS[0 if s == self.near else 1]
        surface.blit(assets.panel(r.size, (14, 18, 36, 230), 10, col if acting else (255, 255, 255, 50),
                                  3 if acting else 1), r)
        t = assets.text("bold", 20, self.plate_name(s), col)
        surface.blit(t, t.get_rect(midleft=(r.x + 12, r.centery)))
        tag, tcol = "", assets.GOLD
        if phase == "over" and not self.timeline.active:
            w = (v.get("outcome") or {}).get("winners") or []
            tag = "WINNER" if s in w else ""
        elif phase in SIMULTANEOUS and not self.timeline.active:
            idle = self._idle_reason(s)
            if idle == "stunned":
                tag, tcol = "STUNNED", STUN
            elif idle == "waiting":
                tag, tcol = "WAITING", (170, 180, 200)
            elif (v.get("chosen") or {}).get(seat_name(s)):
                tag, tcol = "✓ CHOSEN", (130, 220, 150)
            else:
                tag = "CHOOSING…" if self.seats[s] == "human" else "THINKING…"
        if tag:
            tt = assets.text("condbold", 16, tag, assets.INK)
            pill = tt.get_rect(midright=(r.right - 10, r.centery)).inflate(14, 6)
            pygame.draw.rect(surface, tcol, pill, border_radius=8)
            surface.blit(tt, tt.get_rect(center=pill.center))

    def _idle_reason(self, s: int) -> str | None:
        """Why a seat has nothing to choose in this phase, from what everyone can see: its
        active character is stunned, or (replacement) it is not the one knocked out."""
        v = self.view
        phase = v.get("phase")
        p = v[seat_name(s)]
        act = self.chars.get(p.get("active") or "")
        if act is None:
            return None
        if phase == "replace":
            return "waiting" if act["alive"] else None
        if phase in ("maneuver", "combat") and act.get("stun"):
            return "stunned"
        return None

    def _draw_bars(self, surface, s: int):
        cid = self.shown_active.get(s)
        if cid is None or cid not in self.chars:
            return
        c = self.chars[cid]
        self.hp[cid].draw(surface, self.zone(s, "health"), HEALTH, label="HEALTH", size=18)
        self.en[cid].draw(surface, self.zone(s, "energy"), ENERGY, label="ENERGY", size=15)
        # defences: physical / light / dark, against the printed numbers
        r = self.zone(s, "defence")
        w = (r.w - 12) // 3
        for i, t in enumerate(("physical", "light", "dark")):
            box = pygame.Rect(r.x + i * (w + 6), r.y, w, r.h)
            now, base = c["defence"][t], c["base_defence"][t]
            pygame.draw.rect(surface, (20, 24, 40), box, border_radius=8)
            pygame.draw.rect(surface, TYPE_COLOURS[t], box, 2, border_radius=8)
            lab = assets.text("condbold", 12, {"physical": "PHYS", "light": "LIGHT", "dark": "DARK"}[t] + " DEF",
                              TYPE_COLOURS[t])
            surface.blit(lab, lab.get_rect(midleft=(box.x + 6, box.centery)))
            colour = assets.WHITE if now == base else ((130, 230, 150) if now > base else (255, 130, 110))
            num = assets.text("bold", 19 if now == base else 15, str(now) + ("" if now == base else f"({now - base:+d})"),
                              colour)
            surface.blit(num, num.get_rect(midright=(box.right - 6, box.centery)))
        # status markers
        r = self.zone(s, "status")
        chips = self._status_chips(s, c)
        x = r.x
        for text, col in chips:
            size = 15
            tt = assets.text("condbold", size, text, assets.INK)
            pill = pygame.Rect(x, r.y + 4, tt.get_width() + 16, r.h - 8)
            if pill.right > r.right:
                more = assets.text("condbold", 15, "…", assets.WHITE)
                surface.blit(more, (x, r.y + 8))
                break
            pygame.draw.rect(surface, col, pill, border_radius=8)
            surface.blit(tt, tt.get_rect(center=pill.center))
            x = pill.right + 6

    def _status_chips(self, s: int, c: dict) -> list[tuple[str, tuple]]:
        v = self.view
        chips = []
        if c.get("poison"):
            p = c["poison"]
            chips.append((f"POISON {p['amount']}/turn · {p['turns']} left", POISON))
        if c.get("stun"):
            chips.append((f"STUNNED {c['stun']}", STUN))
        for b in c.get("buffs") or []:
            what = {"damage": "dmg", "speed": "speed", "defence": "def"}.get(b["stat"], b["stat"])
            if b.get("type") and b["stat"] == "defence":
                what = f"{b['type']} def" if b["type"] != "all" else "all def"
            chips.append((f"{b['amount']:+d} {what} · {b['turns']}t", DEBUFF if b["debuff"] else BUFF))
        off = (v.get("disabled") or {}).get(seat_name(s))
        if off:
            name = next((a["name"] for a in c["abilities"] if a["key"] == off), off)
            chips.append((f"{name} disabled", (200, 150, 150)))
        p = v[seat_name(s)]
        if p.get("switched_last_turn") and v.get("phase") in ("maneuver", "combat"):
            chips.append(("switched last turn", (170, 180, 210)))
        if not chips:
            chips.append(("no status effects", (90, 100, 120)))
        return chips

    def _draw_range(self, surface):
        r = self.layout.rect("range")
        v = self.view
        surface.blit(assets.panel(r.size, (14, 18, 36, 230), 16, (120, 130, 190), 2), r)
        t = assets.text("condbold", 18, "RANGE", (170, 180, 220))
        surface.blit(t, t.get_rect(midtop=(r.centerx, r.y + 8)))
        k = self.range_pos.value
        word = "FAR" if k > 0.5 else "CLOSE"
        big = assets.text("serif", 40, word, assets.GOLD)
        surface.blit(big, big.get_rect(midtop=(r.centerx, r.y + 30)))
        track = pygame.Rect(r.x + 24, r.y + 100, r.w - 48, 10)
        pygame.draw.rect(surface, (50, 56, 90), track, border_radius=5)
        half = track.w / 2
        gap = 36 + (half - 40) * k      # the two fighters stand close together or far apart
        for s in (0, 1):
            left = self.side(s) == "p1"
            x = int(track.centerx + (-gap if left else gap))
            col = SEAT_COLOURS[0 if s == self.near else 1]
            pygame.draw.circle(surface, (0, 0, 0), (x + 2, track.centery + 3), 17)
            pygame.draw.circle(surface, col, (x, track.centery), 17)
            pygame.draw.circle(surface, (255, 255, 255), (x, track.centery), 17, 2)
            lab = assets.text("condbold", 14, "YOU" if s == self.view_seat and len(self.humans) == 1 else f"P{s + 1}",
                              assets.INK)
            surface.blit(lab, lab.get_rect(center=(x, track.centery)))
        for label, x in (("close", track.centerx), ("far", track.x), ("far", track.right)):
            pygame.draw.line(surface, (110, 120, 170), (x, track.y - 8), (x, track.bottom + 8), 2)
        cl = assets.text("cond", 14, "close", (150, 160, 200))
        surface.blit(cl, cl.get_rect(midtop=(track.centerx, track.bottom + 22)))
        fl = assets.text("cond", 14, "far", (150, 160, 200))
        surface.blit(fl, fl.get_rect(midtop=(track.x + 8, track.bottom + 22)))
        surface.blit(fl, fl.get_rect(midtop=(track.right - 8, track.bottom + 22)))
        calm = v.get("calm", 0)
        if v.get("free_maneuvers"):
            note, col = "Stalemate breaker: maneuvers are FREE until damage is dealt", (130, 230, 150)
        else:
            note, col = f"Close / Far cost 50 energy · calm turns {calm}/5 (at 5 they become free)", (150, 160, 200)
        p = assets.paragraph("cond", 15, note, r.w - 24, col, 0, 2, align="center")
        surface.blit(p, p.get_rect(midbottom=(r.centerx, r.bottom - 8)))

    def _draw_reveal(self, surface):
        r = self.layout.rect("reveal")
        v = self.view
        key = (self.reveal_show is not None, self.step_no, repr(v.get("last")), repr(v.get("chosen")),
               repr(v.get("choice")), tuple(v.get("to_act") or []), v.get("phase"), self.view_seat,
               self.timeline.active)
        if self._reveal_cache is None or self._reveal_cache[0] != key:
            self._reveal_cache = (key, self._render_reveal(r.size))
        surface.blit(self._reveal_cache[1], r)

    def _render_reveal(self, size) -> pygame.Surface:
        W, H = size
        v = self.view
        surf = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(surf, (14, 18, 36, 230), surf.get_rect(), border_radius=16)
        pygame.draw.rect(surf, (120, 130, 190), surf.get_rect(), 2, border_radius=16)
        y = 10
        x = 14
        wid = W - 28
        phase = v.get("phase")
        if phase in SIMULTANEOUS and not self.timeline.active:
            surf.blit(assets.text("condbold", 17, "HIDDEN CHOICES", (170, 180, 220)), (x, y))
            y += 24
            for s in (0, 1):
                mine = v.get("choice") if s == self.view_seat else None
                idle = self._idle_reason(s)
                if idle == "stunned":
                    st = "stunned: no choice"
                elif idle == "waiting":
                    st = "nothing to choose"
                elif mine:
                    st = f"✓ {mine.get('text')}"
                elif (v.get("chosen") or {}).get(seat_name(s)):
                    st = "✓ chosen (hidden)"
                else:
                    st = "choosing…"
                col = SEAT_COLOURS[0 if s == self.near else 1]
                p = assets.paragraph("cond", 17, f"{self.short_name(s)}: {st}", wid, col, 0, 2)
                surf.blit(p, (x, y))
                y += p.get_height() + 2
            y += 8
            pygame.draw.line(surf, (80, 90, 130), (x, y), (W - x, y), 1)
            y += 8
        last = v.get("last")
        if not last:
            p = assets.paragraph("cond", 17, "Each phase both players choose in secret; the choices are revealed "
                                 "together and resolved here, fastest first.", wid, assets.MUTED, 2)
            surf.blit(p, (x, y))
            return assets._convert(surf)
        ph = {"pick_start": "starting characters", "maneuver": f"turn {last['turn']} maneuver",
              "combat": f"turn {last['turn']} combat", "replace": "replacement"}.get(last["phase"], last["phase"])
        head = "REVEALED NOW" if self.timeline.active else "LAST REVEAL"
        surf.blit(assets.text("condbold", 17, f"{head} · {ph}", assets.GOLD), (x, y))
        y += 24
        for s in (0, 1):
            ch = (last.get("choices") or {}).get(seat_name(s), {})
            col = SEAT_COLOURS[0 if s == self.near else 1]
            p = assets.paragraph("bold", 17, f"{self.short_name(s)}: {self._choice_words(ch.get('text', ''))}",
                                 wid, col, 0, 2)
            surf.blit(p, (x, y))
            y += p.get_height() + 2
        if last.get("range"):
            rg = last["range"]
            surf.blit(assets.text("cond", 16, f"range {rg['from']} → {rg['to']}", assets.SOFT), (x, y))
            y += 22
        order = last.get("order") or []
        if order:
            y += 4
            surf.blit(assets.text("condbold", 15, "IN ORDER", (170, 180, 220)), (x, y))
            y += 20
        for i, step in enumerate(order):
            if y > H - 24:
                break
            who = self.char_name(step["character"])
            spd = f" (speed {step['speed']})" if step.get("speed") else ""
            dmg = f", {step['damage']} damage" if step.get("damage") else ""
            line = f"{i + 1}. {who}: {step['what']}{spd} → {step['result']}{dmg}"
            now = self.timeline.active and self.step_no is not None
            shown = not self.timeline.active or (now and i <= self.step_no) or last["phase"] != "combat"
            if not shown:
                line = f"{i + 1}. …"
            col = assets.GOLD if now and i == self.step_no else assets.WHITE if shown else assets.MUTED
            p = assets.paragraph("cond", 16, line, wid, col, 0, 3)
            surf.blit(p, (x, y))
            y += p.get_height() + 3
        return assets._convert(surf)

    def _draw_caption(self, surface):
        r = self.layout.rect("caption")
        text = self.timeline.caption if self.timeline.active else ""
        active = bool(text)
        if not text:
            text = self._idle_caption()
        surface.blit(assets.panel(r.size, (40, 30, 10, 235) if active else (14, 18, 36, 200), 12,
                                  assets.GOLD if active else (100, 110, 150), 2), r)
        size = 22 if active else 18
        kind = "bold" if active else "sans"
        for sz in (size, size - 2, size - 4):
            if len(assets.wrap(kind, sz, text, r.w - 30)) <= 2:
                break
        p = assets.paragraph(kind, sz, text, r.w - 30, assets.WHITE if active else assets.SOFT, 0, 2, align="center")
        surface.blit(p, p.get_rect(center=r.center))

    def _idle_caption(self) -> str:
        v = self.view
        if v.get("phase") == "over":
            return "The duel is over. The log on the right has every move and the rule it applied."
        phase = v.get("phase")
        if phase == "maneuver":
            return ("The same choice, or one choice and a pass, sets the range · close against far keeps it · "
                    "most turns both players pass · hover a choice to read it")
        if phase == "combat":
            return ("The faster ability goes first · an interrupt that lands first cancels the slower move · a switch "
                    "dodges attacks · an intercept catches a switch · hover a choice to read it")
        return ("Hover a choice to read it in full · right-click a character to zoom · the log names the rule of "
                "every line · Esc: menu")

    def _draw_choices(self, surface):
        r = self.layout.rect("choices")
        surface.blit(assets.panel(r.size, (14, 18, 36, 235), 16, (120, 130, 190), 2), r)
        if self.timeline.active and self.reveal_show:
            self._draw_reveal_panel(surface, r)
            return
        head = self._choices_head()
        if head:
            surface.blit(assets.text("bold", 20, head, assets.GOLD), (r.x + 16, r.y + 10))
        hint = "click a choice · dimmed ones say why" if any(b.visible for b in self.buttons) else ""
        if hint:
            ht = assets.text("cond", 16, hint, assets.MUTED)
            surface.blit(ht, ht.get_rect(topright=(r.right - 16, r.y + 13)))
        for b in self.buttons:
            b.draw(surface)
        if self.panel_note:
            shown = [b.rect for b in self.buttons if b.visible]
            nr = r.inflate(-60, -60)
            if shown:
                left, right = min(x.x for x in shown), max(x.right for x in shown)
                if r.right - right >= left - r.x:
                    nr = pygame.Rect(right + 24, r.y + 40, r.right - right - 40, r.h - 50)
                else:
                    nr = pygame.Rect(r.x + 16, r.y + 40, left - r.x - 40, r.h - 50)
            p = assets.paragraph("bold", 24, self.panel_note, nr.w, assets.WHITE, 6, 5, align="center")
            surface.blit(p, p.get_rect(center=nr.center))

    def _choices_head(self) -> str:
        v = self.view
        me = self.view_seat
        phase = v.get("phase")
        if me is None or phase == "over":
            return ""
        act = self.chars.get(v[seat_name(me)]["active"] or "", {})
        en = self.en.get(act.get("id")) if act else None
        if phase == "maneuver":
            return f"Maneuver · the range is {v['range']} · {act.get('name', '')} has {en.shown if en else '?'} energy"
        if phase == "combat":
            switches = sum(1 for a in self.legal if isinstance(a, Switch))
            return (f"Combat at {v['range']} range · {act.get('name', '')} has {en.shown if en else '?'} energy"
                    + (" · → name: switch to that character" if switches > 1 else ""))
        if phase == "pick_start":
            return "Your starting character — hidden until both players have chosen"
        if phase == "replace":
            return "Bring in a character"
        return ""

    def _draw_reveal_panel(self, surface, r):
        rs = self.reveal_show
        t = assets.text("bold", 22, "REVEALED TOGETHER", assets.GOLD)
        surface.blit(t, t.get_rect(midtop=(r.centerx, r.y + 12)))
        half = (r.w - 60) // 2
        for s in (0, 1):
            box = pygame.Rect(r.x + 20 + (half + 20) * (0 if self.side(s) == "p1" else 1), r.y + 50, half, r.h - 70)
            col = SEAT_COLOURS[0 if s == self.near else 1]
            surface.blit(assets.panel(box.size, (24, 28, 50, 240), 14, col, 3), box)
            nt = assets.text("bold", 24, self.short_name(s), col)
            surface.blit(nt, nt.get_rect(midtop=(box.centerx, box.y + 14)))
            text = self._choice_words(rs["choices"].get(seat_name(s), ""))
            size = assets.fit("serif", text, box.w - 40, 44, 20)
            ct = assets.text("serif", size, text, assets.WHITE)
            surface.blit(ct, ct.get_rect(center=(box.centerx, box.centery + 4)))
            note = self._choice_note(s)
            if note:
                nt2 = assets.text("cond", 20, note, assets.SOFT)
                surface.blit(nt2, nt2.get_rect(midtop=(box.centerx, box.centery + 40)))

    def _choice_note(self, s: int) -> str:
        """Under a revealed choice: the ability's speed and damage (what decides the order)."""
        last = self.view.get("last") or {}
        ch = (last.get("choices") or {}).get(seat_name(s)) or {}
        if ch.get("type") == "Maneuver":
            for step in last.get("order") or []:
                if step["seat"] == seat_name(s) and str(step.get("result", "")).startswith("paid"):
                    return f"{step['result']} energy"
        if ch.get("type") != "UseAbility":
            return {"Switch": "switches happen first: dodges attacks",
                    "Intercept": "catches a switch", "Rest": "+20 energy",
                    "Maneuver": "costs energy", "Pass": "free"}.get(ch.get("type"), "")
        for step in last.get("order") or []:
            if step["seat"] == seat_name(s) and step.get("speed"):
                c = self.chars.get(step["character"]) or {}
                ab = next((a for a in c.get("abilities", []) if a["name"] == step["what"]), None)
                dmg = f" · {damage_text(ab)}" if ab and ab.get("damage") else ""
                return f"speed {step['speed']}{dmg}"
        return ""

    def _draw_tooltip(self, surface):
        b = self.hover_btn
        if b is None or not b.visible or self.timeline.active:
            return
        text = b.title
        if b.body:
            text += " — " + b.body
        if b.reason:
            text += f"  (Not now: {b.reason})"
        if b.picked:
            text += "  (your locked-in choice)"
        r = self.layout.rect("caption")
        surface.blit(assets.panel(r.size, (20, 24, 48, 250), 12, assets.GOLD, 2), r)
        p = assets.paragraph("sans", 18, text, r.w - 30, assets.WHITE, 0, 2, align="center")
        surface.blit(p, p.get_rect(center=r.center))

    # -- the draft ---------------------------------------------------------------------
    def _draw_draft(self, surface):
        v = self.view
        dr = v["draft"]
        L = self.layout
        # the snake order
        r = L.rect("draft.order")
        surface.blit(assets.panel(r.size, (14, 18, 36, 230), 12, (120, 130, 190), 2), r)
        label = "Snake order" if dr["stage"] == "draft" else "Item picks"
        lt = assets.text("condbold", 18, label.upper(), (170, 180, 220))
        surface.blit(lt, lt.get_rect(midleft=(r.x + 14, r.centery)))
        n = len(dr["order"])
        pw = min(92, (r.w - 200) // max(1, n) - 6)
        x = r.x + 180
        for i, who in enumerate(dr["order"]):
            s = seat_index(who)
            pill = pygame.Rect(x + i * (pw + 6), r.y + 10, pw, r.h - 20)
            col = SEAT_COLOURS[0 if s == self.near else 1]
            if i < dr["next"]:
                pygame.draw.rect(surface, (60, 64, 90), pill, border_radius=8)
                tcol = (150, 150, 170)
            else:
                pygame.draw.rect(surface, col, pill, border_radius=8)
                tcol = assets.INK
            if i == dr["next"]:
                pygame.draw.rect(surface, (255, 255, 255), pill.inflate(6, 6), 3, border_radius=10)
            tt = assets.text("condbold", 16, f"{i + 1}·{self._seat_tag(s)}", tcol)
            surface.blit(tt, tt.get_rect(center=pill.center))
        # teams at the sides
        for s in (0, 1):
            zr = L.rect(f"draft.{self.side(s)}")
            col = SEAT_COLOURS[0 if s == self.near else 1]
            surface.blit(assets.panel(zr.size, (14, 18, 36, 200), 14, col, 2), zr)
            ht = assets.text("bold", 20, f"{self.plate_name(s)}", col)
            surface.blit(ht, (zr.x + 12, zr.y + 10))
        hover = self.hover_tile
        my_turn = bool(self.legal)
        for r, kind, payload in self.tiles:
            if kind == "draft":
                entry = next(e for e in dr["pool"] if e["key"] == payload)
                c = self.pool_char(entry)
                surface.blit(self.art.pool_tile(c, r.size), r)
                if not my_turn:
                    surface.blit(assets.panel(r.size, (0, 0, 0, 80), 12), r)
                if hover == (kind, payload):
                    pygame.draw.rect(surface, assets.GLOW if my_turn else (255, 255, 255), r.inflate(6, 6), 3,
                                     border_radius=14)
            elif kind == "item":
                it = next(e for e in dr["items"] if e["key"] == payload)
                surface.blit(self.art.item_tile(it, r.size), r)
                if not my_turn:
                    surface.blit(assets.panel(r.size, (0, 0, 0, 80), 12), r)
                if self.item_sel == payload:
                    pygame.draw.rect(surface, assets.GOLD, r.inflate(8, 8), 4, border_radius=14)
                elif hover == (kind, payload):
                    pygame.draw.rect(surface, assets.GLOW if my_turn else (255, 255, 255), r.inflate(6, 6), 3,
                                     border_radius=14)
            elif kind == "team":
                c = self.chars[payload]
                surface.blit(self.art.tile(c, r.size), r)
                hp = assets.text("cond", 15, f"{c['max_health']} health · {range_summary(c['abilities'])}",
                                 (200, 210, 230))
                surface.blit(hp, (r.x + 10, r.y + 42))
                if c.get("item"):
                    it = assets.text("condbold", 15, f"item: {c['item']['name']}", (160, 230, 180))
                    surface.blit(it, (r.x + 10, r.y + 62))
                eligible = self.item_sel and Equip(payload, self.item_sel) in self._legal_set()
                if eligible:
                    pygame.draw.rect(surface, assets.GLOW, r.inflate(6, 6), 3, border_radius=14)
                elif hover == (kind, payload):
                    pygame.draw.rect(surface, (255, 255, 255), r.inflate(6, 6), 2, border_radius=14)
        self._draw_detail(surface)

    def _seat_tag(self, s: int) -> str:
        name = self.short_name(s)
        return {"You": "YOU", "Computer": "CPU"}.get(name, f"P{s + 1}")

    def _draw_detail(self, surface):
        """Below the pool: the hovered character's moves (or the chosen item's carriers)."""
        v = self.view
        dr = v["draft"]
        r = self.layout.rect("draft.detail")
        surface.blit(assets.panel(r.size, (14, 18, 36, 235), 16, (120, 130, 190), 2), r)
        if dr["stage"] == "items":
            if self.item_sel:
                it = next((e for e in dr["items"] if e["key"] == self.item_sel), None)
                if it:
                    t = assets.text("bold", 24, f"{it['name']}: {it['text']}", assets.GOLD)
                    surface.blit(t, (r.x + 16, r.y + 14))
                    h = assets.text("cond", 18, "Give it to (or click the character at the side):", assets.SOFT)
                    surface.blit(h, (r.x + 16, r.y + 48))
            else:
                p = assets.paragraph("sans", 22, "Items work only while their holder is the active character. "
                                     "Each character carries at most one; an item taken is gone.",
                                     r.w - 40, assets.SOFT, 4)
                surface.blit(p, (r.x + 20, r.y + 20))
            for b in self.buttons:
                b.draw(surface)
            return
        key = None
        if self.hover_tile and self.hover_tile[0] in ("draft", "team"):
            key = self.hover_tile[1]
        c = self.chars.get(key) if key in self.chars else (self.roster().get(key) if key else None)
        if c is None:
            p = assets.paragraph("sans", 22, "Hover a character to read their innate and their four moves here. "
                                 "Right-click to zoom. Each character can be on only one team.", r.w - 40,
                                 assets.SOFT, 4)
            surface.blit(p, (r.x + 20, r.y + 20))
            return
        t = assets.text("serif", 28, c["name"], assets.GOLD)
        surface.blit(t, (r.x + 16, r.y + 10))
        d = c["defence"]
        sub = (f"{c['max_health']} health · defence physical {d['physical']}, light {d['light']}, dark {d['dark']} · "
               f"{c['innate']['name']}: {c['innate']['text']}")
        p = assets.paragraph("sans", 18, sub, r.w - 40 - t.get_width(), assets.WHITE, 0, 2)
        surface.blit(p, (r.x + 36 + t.get_width(), r.y + 16))
        rects = row_rects(pygame.Rect(r.x, r.y + 60, r.w, r.h - 60), 4, top=0)
        for ab, br in zip(c["abilities"], rects):
            badges = []
            if ab.get("interrupt"):
                badges.append(("INTERRUPT", assets.GOLD))
            if ab.get("hits_fleeing"):
                badges.append(("HITS FLEEING", (150, 230, 160)))
            tcol = {"physical": (112, 70, 42), "light": (108, 92, 30), "dark": (78, 50, 118)}.get(ab["type"],
                                                                                                (60, 80, 70))
            ChoiceButton(br, ab["name"], lines=((cost_line(ab), (200, 220, 235)),
                                               ((damage_text(ab) + " damage") if ab.get("damage") else "no damage",
                                                TYPE_COLOURS.get(ab["type"], assets.WHITE))),
                         body=rider_text(ab), badges=tuple(badges), colour=tcol, title_size=22).draw(surface)
