"""The focus cursor of every table: the couch controls (keyboard alone, or a game controller).

It moves over what matters now, built on the legal moves the table already has
(``TableScene.legal_moves``, :mod:`scenes.table.legal`): first the cards some legal action is
about (the ones that glow), then the table's buttons. Enter (A) on a card picks it up and the
cursor then moves over exactly that card's legal actions: each at the place the table says
it goes (``focus_target``: the zone, square, column or card a drag would drop it on), the
others as labelled chips beside the card. Enter (A) again submits the action through
``TableScene.submit``, so refusals, undo, sound and beats work as for a drag. Esc (B) puts
the card back (Esc with nothing picked up opens the menu, B does nothing); Tab (Y) reads the
focused card; PageUp/PageDown (LB/RB) jump between zones; the arrows (d-pad, left stick)
move to the nearest item that way; H (the pad's Select, or the Hint button) asks for a hint
(:mod:`scenes.table.hint`). A table says where things are with three small hooks
(its ``moves.py`` or ``table.py``): ``focus_items()`` (cards and buttons), ``focus_target(action)``
(a rect or None) and ``focus_help_rect()`` (where the help panel's controls line goes).

Hot seat with several controllers: each controller belongs to a seat (its first press claims
the seat whose move it is, or the next free human seat); a controller cannot act for another
seat (its presses are ignored with a short note); the curtain says whose controller to pick up.
Nothing here decides a rule.
"""
from __future__ import annotations

import pygame

from scenes import assets
from scenes.table.hint import Hints, words as hint_words
from scenes.widgets.button import Button, accept_fallback, draw_focus, nav_command, step

#: the buttons of each device, for the line at the foot of the help panel
CONTROLS = {
    "mouse": "Drag a glowing card · right-click reads it",
    "keys": "Arrows move · Enter picks up · Esc back · Tab reads",
    "pad": "Stick moves · A picks up · B back · Y reads",
}
CHIP_W, CHIP_H = 420, 64
#: the controls line's type (the foot of the help panel)
CONTROLS_PX = 23


def controls_room(width: int) -> int:
    """The height the controls line takes at the foot of a help panel ``width`` wide (the
    longest device's line): the help panel keeps it free (scenes/table/panels.py)."""
    return max(assets.paragraph("condbold", CONTROLS_PX, text, width - 24, assets.GOLD, 2, 3).get_height()
               for text in CONTROLS.values()) + 10 + 14 + 6     # a table's own lines are no longer


class Item:
    """One thing the cursor can stand on: a card, a button, a target of the picked card."""

    __slots__ = ("rect", "kind", "value", "zone", "run", "read")

    def __init__(self, rect, kind: str, value, zone: str = "", run=None, read=None):
        self.rect, self.kind, self.value = pygame.Rect(rect), kind, value
        self.zone, self.run, self.read = zone or kind, run, read

    @property
    def key(self):
        """What identifies the item from frame to frame (its kind and card id, or the button itself)."""
        return (self.kind, id(self.value) if self.kind in ("button", "chip") else self.value)


def card_item(table, cid) -> Item | None:
    """A card by its sprite (tables with ``sprites``), or None when it is not drawn."""
    sp = getattr(table, "sprites", {}).get(cid)
    if sp is None or getattr(sp, "rect", None) is None:
        return None
    return Item(sp.rect, "card", cid, getattr(sp, "zone", "cards"))


def button_items(buttons) -> list[Item]:
    """Cursor items for the visible, enabled buttons of ``buttons`` (None entries skipped)."""
    return [Item(b.rect, "button", b, "buttons", b.click) for b in buttons
            if b is not None and getattr(b, "visible", True) and getattr(b, "enabled", True)]


class Focus:
    """The cursor of one table (``TableScene.nav``; the app gives it keys first and draws it)."""

    def __init__(self, table):
        self.table = table
        self.key = None                  # (kind, value) of the focused item
        self.picked = None               # the card picked up, or None
        self.awake = False               # shown once a key or pad moved it (the mouse hides it)
        self.owners: dict[int, int] = {}   # controller instance id -> seat (hot seat)
        self.hints = Hints(table)        # H / Select / the Hint button (scenes/table/hint.py)

    # ------------------------------------------------------------------ what the cursor moves over
    def items(self) -> list[Item]:
        """What the cursor may move over now: the picked card's targets, else the table's items and the Hint button."""
        t = self.table
        if self.picked is not None:
            if self.picked not in t.legal_moves.cards:
                self.picked = None
            else:
                return self.targets(self.picked)
        return [i for i in t.focus_items() if i is not None] + button_items([self.hints.place()])

    def targets(self, cid) -> list[Item]:
        """The picked card's legal actions: at their place on the table, else as chips."""
        t = self.table
        out, chips, taken = [], [], set()
        for a in t.legal_moves.for_card(cid):
            r = t.focus_target(a)
            if r is not None and tuple(r) not in taken:
                taken.add(tuple(r))
                out.append(Item(r, "target", a, "targets"))
            else:
                chips.append(a)
        card = card_item(t, cid)
        anchor = card.rect if card is not None else pygame.Rect(760, 700, 10, 10)
        x = anchor.right + 24 if anchor.right + 24 + CHIP_W < 1900 else anchor.x - 24 - CHIP_W
        y = max(20, min(anchor.y, 1060 - len(chips) * (CHIP_H + 10)))
        for i, a in enumerate(chips):
            out.append(Item((x, y + i * (CHIP_H + 10), CHIP_W, CHIP_H), "chip", a, "targets"))
        return out

    def current(self, items: list[Item]) -> Item | None:
        """The item of ``items`` the cursor is on (by key), else None."""
        for i in items:
            if i.key == self.key:
                return i
        if items:
            self.key = items[0].key
            return items[0]
        return None

    # ------------------------------------------------------------------ input (scenes/screens/app.py calls these)
    def handle(self, event) -> bool:
        """Take a key or pad event for the cursor (or the hint); True when it was used."""
        cmd = nav_command(event)
        pad = getattr(event, "pad", None)
        if pad is not None and not self.pad_may_act(pad, event):
            return True
        if self.hints.handle(event):
            return True
        if cmd is None or getattr(event, "pad_start", False):
            return False
        if cmd == "accept" and not self.awake and pad is None:
            return False                 # the table's own Enter first (see fallback)
        if cmd == "back":
            if self.picked is not None:
                self.cancel()
                return True
            if pad is not None:          # B with nothing in hand: the table's own Esc (a target mode), never the menu
                self.table._key(event)
                return True
            return False
        return self.run(cmd)

    def fallback(self, event) -> bool:
        """An event the table did not use: Enter (A) still accepts; True when it was used."""
        return accept_fallback(event, self.run)

    def run(self, cmd: str) -> bool:
        """Carry out a navigation command (a direction, "accept", "cancel", ...); True when it did something."""
        t = self.table
        was = self.awake
        self.awake = True
        t.app.dirty = True
        items = self.items()
        cur = self.current(items)
        if cur is None:
            return cmd != "zoom"
        if cmd in ("left", "right", "up", "down"):
            if was:
                self.move_to(items[step([it.rect for it in items], items.index(cur), cmd)])
            else:
                self.move_to(cur)
        elif cmd in ("prev", "next"):
            zones = list(dict.fromkeys(it.zone for it in items))
            k = (zones.index(cur.zone) + (1 if cmd == "next" else -1)) % len(zones)
            self.move_to(next(it for it in items if it.zone == zones[k]))
        elif cmd == "zoom" and cur.read is not None:
            cur.read()
        elif cmd == "zoom":
            cid = self.picked if self.picked is not None else cur.value if cur.kind == "card" else None
            if cid is None:
                return False
            t.focus_zoom(cid)
        elif cmd == "accept":
            self.accept(cur)
        return True

    def move_to(self, item: Item) -> None:
        """Put the cursor on ``item`` (a card is also hovered, so its zoom and highlights follow)."""
        self.key = item.key
        t = self.table
        if item.kind == "card" and hasattr(t, "hover"):
            sp = getattr(t, "sprites", {}).get(item.value)
            if sp is not None and sp is not t.hover:
                old, t.hover = t.hover, sp
                t.plan.hover_changed(old, sp)

    def accept(self, cur: Item) -> None:
        """Enter (A) on ``cur``: hurry the beats, pick a card up, submit its action at a target, or click a button."""
        t = self.table
        if t.beats_active:
            t.hurry()
        if cur.kind == "card":
            acts = t.legal_moves.for_card(cur.value)
            if len(acts) == 1 and t.focus_target(acts[0]) is None:
                t.submit(acts[0])          # a click's move (toggle an attacker, add to a bid ...)
                return
            if acts:
                self.picked = cur.value
                items = self.items()
                if items:
                    self.key = items[0].key
            return
        if cur.kind in ("target", "chip"):
            self.picked = None
            t.submit(cur.value)
            return
        if cur.run is not None:
            cur.run()

    def cancel(self) -> None:
        """Esc (B): put a picked card back where the cursor found it."""
        if self.picked is not None:
            self.key = ("card", self.picked)
            self.picked = None
            self.table.app.dirty = True

    # ------------------------------------------------------------------ hot seat: a controller per seat
    def pad_may_act(self, pad: int, event) -> bool:
        """Whether controller ``pad`` may press now: any controller when fewer than two people
        play; else only the one that belongs to the seat at the screen (Start, the menu, is
        everyone's)."""
        t = self.table
        humans = t.humans
        if len(humans) < 2:
            return True
        seat = t.view_seat
        if pad not in self.owners:
            taken = set(self.owners.values())
            mine = seat if seat in humans and seat not in taken else next((s for s in humans if s not in taken), None)
            if mine is None:
                t.show_toast("Every seat has its controller already.")
                return False
            self.owners[pad] = mine
            t.show_toast(f"Controller {len(self.owners)} plays for {t.short_name(mine)}.", bad=False)
        mine = self.owners[pad]
        if mine == seat or getattr(event, "pad_start", False):
            return True
        acting = [s for s in t.ruleset.to_act(t.state) if s in humans]
        if seat in acting or t._curtain_pending:
            t.show_toast(f"That is {t.short_name(mine)}'s controller: it is {t.short_name(seat)}'s move.")
            return False
        return True

    def pad_number(self, seat: int) -> int | None:
        """The number (1, 2, ...) of the pad that plays ``seat`` in hot seat, or None."""
        for n, (pad, s) in enumerate(self.owners.items(), 1):
            if s == seat:
                return n
        return None

    def curtain_line(self) -> str:
        """What the curtain adds: whose controller to pick up."""
        t = self.table
        acting = [s for s in t.ruleset.to_act(t.state) if s in t.humans and s != t.view_seat] or \
                 [s for s in t.ruleset.to_act(t.state) if s in t.humans]
        if not acting:
            return ""
        n = self.pad_number(acting[0])
        return f"{t.short_name(acting[0])}: pick up controller {n}." if n else ""

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        """Draw the controls line, the hint, and (when a key or pad moved it last) the cursor."""
        t = self.table
        self.draw_controls(surface)
        self.hints.draw(surface)
        if not self.awake or getattr(t.app, "last_device", "keys") == "mouse" or t.app.top is not t:
            return
        items = self.items()
        cur = self.current(items)
        if self.picked is not None:
            card = card_item(t, self.picked)
            if card is not None:
                draw_focus(surface, card.rect, 3, assets.GOLD, 4)
            for it in items:
                if it.kind == "target":
                    pygame.draw.rect(surface, assets.GLOW_TARGET, it.rect.inflate(6, 6), 4, border_radius=14)
                else:
                    self._chip(it).draw(surface)
        if cur is not None:
            draw_focus(surface, cur.rect)

    def _chip(self, it: Item) -> Button:
        return Button(it.rect, hint_words(self.table, it.value), colour=(40, 100, 66), size=26)

    def draw_controls(self, surface: pygame.Surface) -> None:
        """The buttons of the device used last, at the foot of the help panel (shown while no
        card is hovered)."""
        t = self.table
        r = t.focus_help_rect()
        if r is None or getattr(t, "hover", None) is not None or not t.humans:
            return                       # nobody plays at an all-computer table (a show): no controls
        device = getattr(t.app, "last_device", "mouse")
        text = getattr(t, "CONTROLS", {}).get(device) or CONTROLS.get(device, "")   # a table may say its own
        p = assets.paragraph("condbold", CONTROLS_PX, text, r.w - 24, assets.GOLD, 2, 3)    # see controls_room
        box = pygame.Rect(r.x + 4, r.bottom - p.get_height() - 14, r.w - 8, p.get_height() + 10)
        surface.blit(assets.panel(box.size, (6, 20, 12, 235), 10), box)
        surface.blit(p, (box.x + 8, box.y + 5))
