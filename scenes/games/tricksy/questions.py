"""The questions and card grids the Tricksy Kittens table opens over itself: a power's question
(a suit, a number, a player: :class:`ChoiceScene`), a card read large (:func:`zoom`), the discard
pile, a seat's lives pile and row. Each answer calls back with one of the legal actions; nothing
here decides a rule.
"""
from __future__ import annotations

import pygame

from game.core.contract import seat_name
from scenes import assets
from scenes.scene import LOGICAL
from scenes.widgets.button import Button
from scenes.widgets.overlays import ButtonScene, CardGridScene, ZoomScene, pop_then


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
            self.buttons.append(Button(r, label, pop_then(self, fn), key=key, colour=colour, size=24))
        if cancel:
            self.buttons.append(Button((self.box.centerx - 150, self.box.bottom - bh - 20, 300, bh - 6), "Cancel",
                                       lambda: self.app.pop(self), key=pygame.K_ESCAPE, colour=(60, 70, 90),
                                       size=22))

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


def zoom(p, card: dict) -> None:
    """Read ``card`` large (a right-click, "Read the card")."""
    tb = p.table
    tb.app.push(ZoomScene(tb.app, zoom_card(card), p.hand_art, card_details))


def _grid(p, title: str, cards: list, subtitle: str) -> None:
    """``cards`` in a grid over the table (each read large on a click)."""
    tb = p.table
    tb.app.push(CardGridScene(tb.app, title, cards, p.hand_art, subtitle=subtitle, details=card_details))


def open_discard(p) -> None:
    """The discard pile, newest first."""
    cards = list(reversed(p.table.view.get("discard") or []))
    _grid(p, f"Discard pile ({len(cards)})", cards,
          "Trick cards not kept and row cards paid for powers. Newest first.")


def open_lives(p, seat: int) -> None:
    """A seat's scored bid cards."""
    tb = p.table
    pv = tb.view[seat_name(seat)]
    _grid(p, f"{tb.short_name(seat)}: {pv['lives']} lives", pv.get("lives_pile") or [],
          "Bid cards scored in earlier rounds (each is worth its number).")


def open_row(p, seat: int) -> None:
    """A seat's row: its bid, then one card per won trick (powers variant)."""
    tb = p.table
    _grid(p, f"{tb.short_name(seat)}: row", tb.view[seat_name(seat)]["row"],
          "The bid first (the left-most card), then one card per won trick.")
