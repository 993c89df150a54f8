"""The text audit (issue 27): draw one frame with the recorder of ``scenes/assets.py`` on, then
check every string drawn: its font size against its role's minimum, overlaps between texts of
different elements, texts outside the screen or cut by their panel, names shortened with "…".
Texts are compared with texts only; two checks look at what covers a text: :func:`covered_names`
(a card's name under a card drawn after it) and :func:`under_panel` (a text under an opaque panel
drawn over the table, such as the kiosk's big caption). :func:`audit_moments` runs all of it over
the moments of a game (the TV tables' and the show's audits).

Sizes are the pixel size of the font after the type scale (what ``pygame.font.Font`` was opened
with); ``cap`` is the drawn height of a capital H in that font, reported alongside.
"""
from __future__ import annotations

import pygame

from scenes import assets
from scenes.scene import LOGICAL
from scenes.table.scene import TableScene
from scenes.widgets.cards import CardSprite

#: the least font size (px, at 1920x1080) of each role; a string drawn with no role is "text"
MINIMUM = {"text": 23, "name": 23, "rules": 16, "number": 32, "caption": 26, "button": 26, "title": 26}
#: capitals at least this tall (px) for any player-facing string
CAP_MINIMUM = 16


class Frame(list):
    """The texts of one recorded frame (see :func:`scenes.assets.recorded`), each with ``card``: the
    index in :attr:`cards` of the card sprite it was drawn with (None: no card's); ``cards``: the
    rects of the card sprites drawn, in the order they were drawn."""

    def __init__(self, texts, cards):
        super().__init__(texts)
        self.cards = cards


def record_frame(app, top_only: bool = False) -> Frame:
    """Draw ``app``'s current stack once on a recording canvas (everything rendered afresh) and
    return the texts drawn: see :func:`scenes.assets.recorded` and :class:`Frame`. ``top_only``: a
    dialog over a table: the scenes under it are drawn first, unrecorded (the table is audited on
    its own)."""
    old, plain = app.canvas, CardSprite.draw
    canvas = app.canvas = assets.recording_canvas(LOGICAL)
    drawn: list[tuple[pygame.Rect, int, int]] = []          # (rect, first, last recorder count)

    def draw(sprite, surface):
        first = assets._rec_count[0]
        plain(sprite, surface)
        if surface is canvas and not sprite.gone:
            drawn.append((sprite.rect, first, assets._rec_count[0]))
    try:
        if top_only:
            top = app.stack.pop()
            app.draw()
            app.stack.append(top)
            assets.start_recording()
            top.draw(canvas)
            if getattr(top, "nav", None) is not None:
                top.nav.draw(canvas)
        else:
            assets.start_recording()
            CardSprite.draw = draw
            app.draw()
        texts = assets.recorded(canvas)
        for e in texts:
            e["card"] = next((i for i, (_, a, b) in enumerate(drawn) if a < e["elem"][-1] <= b), None)
        return Frame(texts, [r for r, _, _ in drawn])
    finally:
        CardSprite.draw = plain
        app.canvas = old
        assets.stop_recording()


def covered_names(frame: Frame) -> list[str]:
    """A card's name (a text of role "name" drawn with a card sprite) whose ink lies partly under a
    card drawn after that card: one line each."""
    out = []
    for e in frame:
        if e["role"] != "name" or e["card"] is None:
            continue
        over = [r for r in frame.cards[e["card"] + 1:] if r.colliderect(e["ink"])]
        if over:
            out.append(f"covered: card name {describe(e)} at {tuple(e['ink'])} under a card drawn "
                       f"later at {tuple(over[0])}")
    return out


def under_panel(texts: list[dict], box: pygame.Rect | None, own: str = "") -> list[str]:
    """Texts under an opaque panel ``box`` drawn over them (None: no panel), but the panel's own
    (the strings of ``own``): one line each."""
    if box is None:
        return []
    return [f"covered by a panel at {tuple(box)}: {describe(e)} at {tuple(e['ink'])}" for e in texts
            if e["ink"].colliderect(box) and not (own and " ".join(e["string"].split()) in " ".join(own.split()))]


def audit_moments(app, moments, extra=None) -> tuple[list[str], tuple[str, dict] | None, int]:
    """Record a frame at each ``(what, scene)`` of ``moments`` (a scene other than a table: a dialog
    over the table, recorded alone) and audit it (:func:`problems`, and ``extra(scene, frame)``'s
    lines): the problems, each led by its moment; (the moment, the smallest text) or None; the
    number of frames."""
    report, least, frames = [], None, 0
    for what, scene in moments:
        texts = record_frame(app, top_only=not isinstance(scene, TableScene))
        frames += 1
        low = smallest(texts)
        if low is not None and (least is None or low["px"] < least[1]["px"]):
            least = (what, low)
        found = problems(texts) + (extra(scene, texts) if extra is not None else [])
        report += [f"{what}: {p}" for p in found]
    return report, least, frames


def assert_reads(where: str, audit: tuple, least_frames: int = 1) -> None:
    """Print the smallest text of :func:`audit_moments`'s audit (``-s``) and fail on any problem."""
    report, least, frames = audit
    print(f"{where}: {frames} frames, smallest {describe(least[1]) if least else 'no text'}"
          f"{' at ' + least[0] if least else ''}; {len(report)} problems")
    assert frames >= least_frames and least is not None, f"{where}: the recorder saw no text"
    assert not report, f"{where}: {len(report)} problems\n" + "\n".join(report[:60])


def role_of(e: dict) -> str:
    return e["role"] or "text"


def smallest(texts: list[dict]) -> dict | None:
    return min(texts, key=lambda e: (e["px"], e["cap"]), default=None)


def describe(e: dict | None) -> str:
    if e is None:
        return "no text"
    return f"{e['px']} px (cap {e['cap']} px) {role_of(e)} {e['string'][:40]!r}"


def problems(texts: list[dict]) -> list[str]:
    """Every failure of the audit, one line each (empty: the frame passes)."""
    out: list[str] = []
    screen = pygame.Rect((0, 0), LOGICAL)
    for e in texts:
        role = role_of(e)
        least = MINIMUM.get(role, MINIMUM["text"])
        if e["px"] < least:
            out.append(f"small: {describe(e)} < {least} px")
        if e["cap"] < CAP_MINIMUM and role != "rules":
            out.append(f"small capitals: {describe(e)} < {CAP_MINIMUM} px")
        if not screen.contains(e["ink"]):
            out.append(f"off screen: {describe(e)} at {tuple(e['ink'])}")
        elif e["outside"] or e["clipped"]:
            out.append(f"cut by its panel: {describe(e)} at {tuple(e['rect'])}")
        s = e["string"].rstrip()
        if s.endswith("…") or s.endswith("..."):
            out.append(f"shortened: {describe(e)}")
    for i, a in enumerate(texts):
        for b in texts[:i]:
            if a["elem"] == b["elem"] or a["string"] == b["string"] and a["rect"] == b["rect"]:
                continue
            if a["ink"].colliderect(b["ink"]):
                out.append(f"overlap: {a['string'][:30]!r} {tuple(a['ink'])} and "
                           f"{b['string'][:30]!r} {tuple(b['ink'])}")
    return out


def summary(name: str, texts: list[dict]) -> str:
    """One line: the smallest text of the screen, and the smallest of each role."""
    roles = sorted({role_of(e) for e in texts})
    per = ", ".join(f"{r} {smallest([e for e in texts if role_of(e) == r])['px']}" for r in roles)
    return f"{name}: {len(texts)} texts, smallest {describe(smallest(texts))}; by role: {per}"
