"""Where The Nine's table lies when every hand is face up.

The convention kiosk's show and the lessons with ``open_hands: true`` read the rules through
:class:`scenes.table.open_hands.OpenHands`: the view gives the opponent's hand as cards, not a
count. Its usual place (a strip of backs peeking in from the top edge) cannot show a face, so the
Tiled map has a second object layer, ``open_hands``: each rectangle there replaces the zone of
the same name of the ``zones`` layer (the opponent's hand gets a full row at the top, the middle
column moves down, the viewer's hand keeps the bottom row); every other zone stays. The table
takes this arrangement while the view gives the far seat's hand (``TheNineTable._arrange``).

A rectangle of that layer that names no zone, lies off the canvas or has no size is a
:class:`~game.core.contract.DataError` naming the file, the rectangle and the field.
"""
from __future__ import annotations

import os
import xml.etree.ElementTree as ET

import pygame

from game.core.contract import DataError
from scenes.layout import ROOT, FACINGS, Layout, Zone

LAYER = "open_hands"

_cache: dict[tuple, dict] = {}


def _path(layout: Layout) -> str:
    return layout.file if os.path.isabs(layout.file) else os.path.join(ROOT, layout.file)


def _number(obj, attr, file, name) -> float:
    try:
        return float(obj.get(attr, "0"))
    except ValueError:
        raise DataError(file, f"{LAYER}: {name}", attr, f"not a number: {obj.get(attr)!r}") from None


def _overrides(layout: Layout) -> dict[str, Zone]:
    """The zones of the map's ``open_hands`` layer, checked against ``layout`` (cached per file)."""
    path = _path(layout)
    try:
        stamp = os.path.getmtime(path)
    except OSError:
        return {}
    key = (path, stamp)
    if key in _cache:
        return _cache[key]
    file = layout.file
    root = ET.parse(path).getroot()          # load_layout has read this file already
    canvas = pygame.Rect(0, 0, layout.width, layout.height)
    out: dict[str, Zone] = {}
    for group in root.iter("objectgroup"):
        if group.get("name") != LAYER:
            continue
        for obj in group.iter("object"):
            name = (obj.get("name") or "").strip()
            entry = f"{LAYER}: {name or 'object id=' + obj.get('id', '?')}"
            if name not in layout.zones:
                raise DataError(file, entry, "name", "names no zone of the 'zones' layer (this layer only moves zones)")
            if name in out:
                raise DataError(file, entry, "name", "duplicate zone name in this layer")
            x, y = (_number(obj, a, file, name) for a in ("x", "y"))
            w, h = (_number(obj, a, file, name) for a in ("width", "height"))
            if w <= 0 or h <= 0:
                raise DataError(file, entry, "width/height", "must be greater than 0")
            rect = pygame.Rect(round(x), round(y), round(w), round(h))
            if not canvas.contains(rect):
                raise DataError(file, entry, "x/y/width/height",
                                f"the zone ({rect.x}, {rect.y}, {rect.w} x {rect.h}) does not lie within the "
                                f"{layout.width} x {layout.height} map")
            props = dict(layout.zones[name].props)
            for p in obj.iter("property"):
                props[p.get("name")] = p.get("value")
            if props.get("facing", "up") not in FACINGS:
                raise DataError(file, entry, "facing", f"must be up or down, not {props['facing']!r}")
            out[name] = Zone(name, rect, props)
    _cache[key] = out
    return out


def open_layout(layout: Layout) -> Layout:
    """``layout`` as it lies when every hand is face up (the same layout when the map has no
    ``open_hands`` layer)."""
    moved = _overrides(layout)
    if not moved:
        return layout
    return Layout(layout.file, layout.width, layout.height, {**layout.zones, **moved}, dict(layout.props))
