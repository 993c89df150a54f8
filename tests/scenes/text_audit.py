"""The text audit (issue 27): draw one frame with the recorder of ``scenes/assets.py`` on, then
check every string drawn: its font size against its role's minimum, overlaps between texts of
different elements, texts outside the screen or cut by their panel, names shortened with "…".

Sizes are the pixel size of the font after the type scale (what ``pygame.font.Font`` was opened
with); ``cap`` is the drawn height of a capital H in that font, reported alongside.
"""
from __future__ import annotations

import pygame

from scenes import assets
from scenes.scene import LOGICAL

#: the least font size (px, at 1920x1080) of each role; a string drawn with no role is "text"
MINIMUM = {"text": 23, "name": 23, "rules": 16, "number": 32, "caption": 26, "button": 26, "title": 26}
#: capitals at least this tall (px) for any player-facing string
CAP_MINIMUM = 16


def record_frame(app, top_only: bool = False) -> list[dict]:
    """Draw ``app``'s current stack once on a recording canvas (everything rendered afresh) and
    return the texts drawn: see :func:`scenes.assets.recorded`. ``top_only``: a dialog over a
    table: the scenes under it are drawn first, unrecorded (the table is audited on its own)."""
    old = app.canvas
    canvas = app.canvas = assets.recording_canvas(LOGICAL)
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
            app.draw()
        return assets.recorded(canvas)
    finally:
        app.canvas = old
        assets.stop_recording()


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
