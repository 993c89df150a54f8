"""The Hint of every table (H, the controller's Select button, or the Hint button at the top of
the help panel): the move the game's Normal player would make in the player's seat
(:func:`game.ai.hint.hint`, which reads the seat's own view only), shown with the table's
highlight colour around its card and where it goes, and named in a caption in the table's words.

There is a Hint while the seat at the screen is a person whose move it is (``table.legal``), in a
game against the computer, or in hot seat when the setting ``hint_hotseat`` is on. The Normal
player thinks on a worker thread (the slowest takes a tenth of a second), like a computer seat; the
hint is shown while the action log and the seat at the screen are as they were when it was asked
for, so any move, undo or turn of the table puts it away. Nothing here decides a rule.
"""
from __future__ import annotations

import dataclasses
import re
import threading

import pygame

from game.ai.hint import hint
from game.core.contract import Action
from game.core.data import every_dict
from scenes import assets
from scenes.table.legal import fields_of, target
from scenes.widgets.button import Button

#: the setting that offers the Hint in hot seat too (scenes/screens/settings.py)
SETTING = "hint_hotseat"
LABELS = {"keys": "Hint (H)", "pad": "Hint (Select)", "mouse": "Hint (H)"}
BUTTON_W, BUTTON_H = 220, 48


class Hints:
    """The Hint of one table (``table.nav.hints``; scenes/table/focus.py gives it keys and draws it)."""

    def __init__(self, table):
        self.table = table
        self.job: dict | None = None
        self.button = Button((0, 0, BUTTON_W, BUTTON_H), LABELS["keys"], self.press, key=pygame.K_h,
                             colour=(52, 96, 182), size=26)

    # ------------------------------------------------------------------ when
    def allowed(self) -> str:
        """Why there is no Hint now ("" = there is one): it is a person's move at the screen, in
        a game against the computer or in hot seat with the setting on."""
        t = self.table
        if not t.legal or t.view_seat is None or t.seats[t.view_seat] != "human":
            return "it is not your move"
        if len(t.humans) > 1 and not getattr(t.app, "settings", {}).get(SETTING, False):
            return "hot seat (Settings: Hint in hot-seat)"
        return ""

    def key(self) -> tuple:
        """What a hint is asked for: the action log as it is (``version``) and the seat at the screen."""
        t = self.table
        return t.version, t.view_seat

    def seed(self) -> int:
        """The Normal player's seed for the hint at this point (the same hint each time it is asked)."""
        t = self.table
        return (t.seed * 31 + (t.view_seat or 0)) * 7919 + t.version

    # ------------------------------------------------------------------ asking
    def press(self) -> bool:
        """Ask for a hint (H, Select, the button): the Normal player thinks on a worker thread;
        a toast says why there is none."""
        t = self.table
        why = self.allowed()
        if why:
            t.show_toast(f"No hint: {why}.", bad=False)
            return True
        if self.job is not None and self.job["key"] == self.key():
            if self.job["done"]:
                self._announce()
            return True
        seat = t.view_seat
        job = {"key": self.key(), "seat": seat, "result": None, "error": None, "done": False, "told": False}
        self.job = job
        rules, state, seed, app = t.rules, t.rules.clone(t.state), self.seed(), t.app

        def work():
            try:
                job["result"] = hint(rules, state, seat, seed)
            except Exception as e:  # the table goes on; the toast says so
                job["error"] = f"{type(e).__name__}: {e}"
            job["done"] = True
            app.dirty = True             # flags only: a worker thread never calls SDL
            wake = getattr(app, "wake", None)
            if wake is not None:
                wake()

        job["thread"] = threading.Thread(target=work, name="hint", daemon=True)
        job["thread"].start()
        t.app.dirty = True
        return True

    def wait(self) -> None:
        """Until the hint asked for is ready (tests and tools)."""
        if self.job is not None:
            self.job["thread"].join()
        self.current()

    def current(self) -> Action | None:
        """The hinted action while it stands (None: none asked for, not ready, or out of date).
        The first time it is ready the caption is shown and the cursor goes to its card."""
        job = self.job
        if job is None or not job["done"]:
            return None
        if job["key"] != self.key() or self.allowed():
            self.job = None
            return None
        if job["error"] is not None or job["result"] not in self.table.legal:
            if not job["told"]:
                job["told"] = True
                self.table.show_toast(f"No hint: the computer had a problem ({job['error'] or 'no move'}).")
            return None
        if not job["told"]:
            job["told"] = True
            self._announce()
        return job["result"]

    def caption(self) -> str:
        """The caption of the hint standing ("" when none)."""
        action = self.current()
        return f"Hint: {words(self.table, action)}" if action is not None else ""

    def _announce(self) -> None:
        """The hint is ready: the focus cursor goes to its card (Enter / A then picks it up)."""
        t = self.table
        cid = next(iter(cards_of(self.job["result"])), None)
        if cid is not None and cid in t.legal_moves.cards and t.nav.picked is None:
            t.nav.key = ("card", cid)
        t.app.dirty = True

    # ------------------------------------------------------------------ input and drawing
    def visible(self) -> bool:
        """The button shows while there is a Hint and the table is the screen on top."""
        return not self.allowed() and self.table.app.top is self.table

    def place(self) -> Button:
        """The button, at the top right of the help panel (``focus_help_rect``: beside its title,
        where every table keeps the couch controls), labelled for the device used last."""
        t = self.table
        r = t.focus_help_rect() if getattr(t, "layout", None) is not None else None
        self.button.visible = r is not None and self.visible()
        if r is not None:
            self.button.rect = pygame.Rect(r.right - 8 - BUTTON_W, r.y + 6, BUTTON_W, BUTTON_H)
            self.button.label = LABELS.get(getattr(t.app, "last_device", "keys"), LABELS["keys"])
        return self.button

    def handle(self, event) -> bool:
        """H (no Ctrl/Alt), the pad's Select (it arrives as H, scenes/screens/app.py) and a click on the
        button ask for a hint."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_h and \
                not getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
            if self.table.app.top is not self.table:
                return False
            return self.press()
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and getattr(event, "button", 0) == 1:
            b = self.place()
            if b.visible and b.rect.collidepoint(event.pos):
                if event.type == pygame.MOUSEBUTTONUP:
                    b.click()
                return True
        if event.type == pygame.MOUSEMOTION and self.place().motion(event.pos):
            self.table.app.dirty = True
        return False

    def rects(self, action: Action) -> list[pygame.Rect]:
        """Where the hinted action shows on the table: its card(s) (their sprites, or the cursor's
        items naming them), where it goes (``focus_target``, or the target's card), or else the
        button that makes it (the one whose ``payload`` is the action: :func:`button_for`)."""
        t = self.table
        sprites = getattr(t, "sprites", {})
        cards = cards_of(action)
        out = [sprites[c].rect for c in cards if c in sprites and getattr(sprites[c], "rect", None)]
        items = [i for i in t.focus_items() if i is not None]
        if not out:                      # tables that draw tiles, not sprites
            out = [i.rect for i in items if i.kind != "button" and _names(i.value, cards)]
        goes = t.focus_target(action)
        aim = target(action)
        if goes is None and isinstance(aim, str) and aim in sprites and getattr(sprites[aim], "rect", None):
            goes = sprites[aim].rect
        if goes is not None:
            out.append(pygame.Rect(goes))
        if not out:
            b = next((i.value for i in items if i.kind == "button" and getattr(i.value, "payload", None) == action),
                     None) or button_for(t, action)
            if b is not None:
                out.append(pygame.Rect(b.rect))
        return out

    def draw(self, surface: pygame.Surface) -> None:
        """The button, then (a hint standing) the ring around its card, target or button, and the caption."""
        t = self.table
        b = self.place()
        if b.visible:
            b.draw(surface)
        action = self.current()
        if action is None:
            return
        for r in self.rects(action):
            pygame.draw.rect(surface, (0, 0, 0), r.inflate(16, 16), 3, border_radius=16)
            pygame.draw.rect(surface, assets.GLOW_TARGET, r.inflate(10, 10), 5, border_radius=14)
        if b.visible:                    # the caption stays under the button while the hint stands
            room = t.focus_help_rect()
            p = assets.paragraph("bold", 26, self.caption(), room.w - 40, assets.WHITE, 1, 4, role="caption")
            box = p.get_rect(topright=(b.rect.right, b.rect.bottom + 8)).inflate(20, 12)
            box.right = b.rect.right
            surface.blit(assets.panel(box.size, (50, 40, 10, 245), 10, assets.GOLD, 2), box)
            surface.blit(p, p.get_rect(center=box.center))


# ---------------------------------------------------------------------------------- the words
def cards_of(action: Action) -> list:
    """Every card the action is about (its subject field; all of a list)."""
    name = fields_of(type(action))[0]
    value = getattr(action, name) if name else None
    if isinstance(value, (list, tuple)):
        return list(value)
    return [value] if value is not None else []


def _names(value, cards) -> bool:
    """Whether a cursor item's value (a card id, or a tuple such as ``(kind, key)``) is one of ``cards``."""
    if not cards:
        return False
    values = value if isinstance(value, tuple) else (value,)
    return any(isinstance(v, str) and v in cards for v in values)


def names_in(view) -> dict:
    """Card id -> its name, for every card the seat's view names (``{"id", "name"}`` entries)."""
    out: dict = {}
    for d in every_dict(view):
        if isinstance(d.get("id"), str) and isinstance(d.get("name"), str):
            out.setdefault(d["id"], d["name"])
    return out


def words(table, action: Action) -> str:
    """The hinted action in the table's words: the table's own ``hint_words(action)`` when it has
    one; else the action's own instruction (``instruction()``: "Play Hearts 2"), with every card
    id the seat can see named as its card is and the seat tags as the table names the seats; an
    action without words of its own is its type in words and its cards' names."""
    own = table.hint_words(action)
    if own is not None:
        return own
    names = names_in(table.ruleset.view(table.state, table.view_seat))

    def name(v) -> str:
        if isinstance(v, (list, tuple)):
            return ", ".join(name(x) for x in v)
        return names.get(v, str(v)) if isinstance(v, str) else str(v)

    def said(field: str, v) -> str:
        """A field's value: a card by its name, a seat as the table names it, a number as the
        table counts (columns and squares from 1)."""
        if field in ("target", "seat") and type(v) is int and 0 <= v < len(table.seats):
            return table.short_name(v)
        nums = v if isinstance(v, (list, tuple)) else (v,)
        if nums and all(type(x) is int for x in nums):
            return f"{field.rstrip('s')} {', '.join(str(x + 1) for x in nums)}"
        return name(v)

    if action.words:
        text = re.sub(r"[\w-]+", lambda m: names.get(m.group(0), m.group(0)), action.instruction())
        cards = cards_of(action)
        if cards and not any(names.get(c, c) in text for c in cards):
            text += ": " + name(cards)             # a face-down bid says which card
    else:
        verb = re.sub(r"(?<!^)([A-Z])", lambda m: " " + m.group(1).lower(), type(action).__name__)
        aim = fields_of(type(action))[1]
        parts = [(f.name, getattr(action, f.name)) for f in dataclasses.fields(action)
                 if getattr(action, f.name) is not None and not isinstance(getattr(action, f.name), bool)]
        what = [said(n, v) for n, v in parts if n != aim and v != ()]
        text = verb + (": " + ", ".join(what) if what else "")
        if aim is not None and getattr(action, aim, None) is not None:
            v = getattr(action, aim)
            text += f" {'on' if isinstance(v, str) or aim == 'target' else 'to'} {said(aim, v)}"
    return table.say(text)


def button_for(table, action: Action):
    """The table's live button that submits ``action`` (its ``payload``), or None (then the
    caption alone names the move)."""
    for b in table.focus_buttons():
        if (b is not None and getattr(b, "visible", True) and getattr(b, "enabled", True)
                and getattr(b, "payload", None) == action):
            return b
    return None
