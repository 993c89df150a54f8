"""Table layouts: Tiled maps in ``data/layouts/<game>.tmx``.

A layout is a real Tiled map (orthogonal, 1920x1080 logical pixels) with one
object layer named ``zones`` holding named rectangles: ``p1.hand``,
``p1.range``, ``log``, ``end_turn`` ... Each zone may carry custom properties:

``owner``     ``p1`` .. ``p9`` / ``none``. ``p1`` zones belong to the seat at the
              screen (the viewer), ``p2`` to the next seat in turn order and so on;
              hot-seat play turns the table for each player.
``capacity``  how many cards the zone holds (a range holds 4).
``facing``    ``up`` (towards the viewer) or ``down`` (towards the opponent).
``front``     for a grid of squares: the side its front row is on, ``up`` /
              ``down`` / ``left`` / ``right`` (towards the centre of the table).
``note``      the designer's comment, not read.

Any other property (a typo such as ``ownr``) is refused, naming the zone and the property.

The zones a game cannot do without, and the properties every zone of a kind must carry
(by name suffix), are declared by the game's table package (``scenes/games/<id>/``).

Moving a rectangle in Tiled moves the zone in the game. The loader validates
what pytmx does not: pytmx silently keeps the last of two objects with the same
name, so the XML is read first with ``xml.etree`` to catch duplicates, missing
names and broken files. Every problem raises
:class:`game.core.contract.DataError` (file, entry, field, message), which the
CLI prints as one line with exit code 2.

This module does not need a display (pygame.Rect works without one).
"""
from __future__ import annotations

import math
import os
import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field

import pygame

from game.core import registry
from game.core.contract import DataError
from game.core.data import MAX_FILE_BYTES, REPO_DATA, short

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LAYOUT_DIR = os.path.join(REPO_DATA, "layouts")     # the source tree's or the installed copy's

def required_zones(game_id: str) -> tuple[str, ...]:
    """The zones a game's table cannot do without (declared in ``scenes/games/<id>/``)."""
    from scenes.games import spec
    return tuple(getattr(spec(game_id), "ZONES", ()))


def required_props(game_id: str) -> dict[str, tuple[str, ...]]:
    """Zone-name suffix -> the properties every such zone must carry."""
    from scenes.games import spec
    return dict(getattr(spec(game_id), "ZONE_PROPS", {}))


#: the properties any zone may carry (the module docstring says what each means; ``note`` is the
#: designer's own comment); a game's ZONE_PROPS may name more. Any other is a typo, refused.
ZONE_PROPERTIES = ("owner", "capacity", "facing", "front", "note")
#: how far from the map's corner a coordinate may be before it is nonsense (the map is 1920 x 1080)
MAX_PIXELS = 100_000


def known_props(game_id: str) -> tuple[str, ...]:
    """The properties a zone of this game's layout may carry: :data:`ZONE_PROPERTIES` and those
    the game's ZONE_PROPS declares."""
    extra = [p for needed in required_props(game_id).values() for p in needed]
    return tuple(dict.fromkeys((*ZONE_PROPERTIES, *extra)))


OWNERS = {f"p{i}" for i in range(1, 10)} | {"none", ""}
FACINGS = {"up", "down"}
FRONTS = {"up", "down", "left", "right"}


@dataclass(frozen=True)
class Zone:
    name: str
    rect: pygame.Rect
    props: dict = field(default_factory=dict)

    @property
    def owner(self) -> str:
        return self.props.get("owner", "none") or "none"

    @property
    def capacity(self) -> int | None:
        return self.props.get("capacity")

    @property
    def facing(self) -> str:
        return self.props.get("facing", "up")


@dataclass
class Layout:
    file: str
    width: int
    height: int
    zones: dict[str, Zone]
    props: dict

    def __getitem__(self, name: str) -> Zone:
        return self.zones[name]

    def rect(self, name: str) -> pygame.Rect:
        return self.zones[name].rect.copy()

    def get(self, name: str) -> Zone | None:
        return self.zones.get(name)

    def knows(self, name: str, seats: int) -> bool:
        """Whether ``name`` (as a lesson's ``point:`` names it) is a zone at a table of ``seats``:
        a seat's zone ``p2.hand`` (``p2.grid.r0c1``: a square of a grid) with the seat at that
        table and the zone laid out for some seat, or a shared zone (``trick``), perhaps laid out
        for that seat count only (``n3.banner``)."""
        head, _, rest = name.partition(".")
        prefixes = ("", f"n{seats}.")
        if len(head) > 1 and head[0] == "p" and head[1:].isdigit() and rest:
            if not 1 <= int(head[1:]) <= seats:
                return False
            rest = re.sub(r"^grid\.r[0-2]c[0-2]$", "grid", rest)
            return any(f"{pre}p{k}.{rest}" in self.zones for pre in prefixes for k in range(1, seats + 1))
        return any(f"{pre}{name}" in self.zones for pre in prefixes)

    @property
    def card_size(self) -> tuple[int, int]:
        return int(self.props.get("card_width", 150)), int(self.props.get("card_height", 210))


def layout_path(game_id: str) -> str:
    """``data/layouts/<game>.tmx`` (``layouts/`` of the data folder the game declares, ``DATA``,
    when it declares one); ``$NINE_TABLES_LAYOUT_DIR`` points elsewhere (a designer trying a
    copy, or a test with a broken map)."""
    own = registry.declared(game_id, "DATA")
    folder = os.environ.get("NINE_TABLES_LAYOUT_DIR") or (os.path.join(own, "layouts") if own else LAYOUT_DIR)
    return os.path.join(folder, f"{game_id}.tmx")


def _rel(path: str) -> str:
    try:
        rel = os.path.relpath(path, ROOT)
    except ValueError:
        return path
    return path if rel.startswith("..") else rel


def _num(obj: ET.Element, attr: str, file: str, entry: str, default=None) -> float:
    raw = obj.get(attr)
    if raw is None:
        if default is not None:
            return default
        raise DataError(file, entry, attr, "missing (a zone must be a rectangle)")
    try:
        value = float(raw)
    except ValueError:
        raise DataError(file, entry, attr, f"not a number: {short(raw, 40)}") from None
    if not math.isfinite(value) or abs(value) > MAX_PIXELS:
        raise DataError(file, entry, attr, f"must be a number of pixels from -{MAX_PIXELS} to {MAX_PIXELS}, "
                        f"not {short(raw, 40)}")
    return value


def _check_xml(path: str, file: str) -> None:
    """The checks pytmx does not do, on the raw XML."""
    if os.path.getsize(path) > MAX_FILE_BYTES:
        raise DataError(file, "map", "file", f"larger than {MAX_FILE_BYTES // 1_000_000} MB: not a table layout")
    try:
        tree = ET.parse(path)
    except ET.ParseError as e:
        line = e.position[0] if getattr(e, "position", None) else "?"
        raise DataError(file, "map", f"line {line}", f"malformed XML ({e.msg if hasattr(e, 'msg') else e})") from None
    root = tree.getroot()
    if root.tag != "map":
        raise DataError(file, "map", "root", f"not a Tiled map (root element is <{root.tag}>)")
    if root.get("orientation", "orthogonal") != "orthogonal":
        raise DataError(file, "map", "orientation", f"must be orthogonal, not {root.get('orientation')!r}")
    groups = [g for g in root.iter("objectgroup") if g.get("name") == "zones"]
    if not groups:
        raise DataError(file, "zones", "objectgroup", "no object layer named 'zones'")
    if len(groups) > 1:
        raise DataError(file, "zones", "objectgroup", "two object layers are named 'zones'")
    seen: dict[str, str] = {}
    for obj in groups[0].iter("object"):
        oid = obj.get("id", "?")
        name = (obj.get("name") or "").strip()
        if not name:
            raise DataError(file, f"object id={oid}", "name", "every zone needs a name")
        if name in seen:
            raise DataError(file, name, "name",
                            f"duplicate zone name (objects id={seen[name]} and id={oid}); names must be unique")
        seen[name] = oid
        if obj.find("point") is not None or obj.find("polygon") is not None or obj.find("ellipse") is not None:
            raise DataError(file, name, "shape", "a zone must be a plain rectangle")
        for attr in ("x", "y"):
            _num(obj, attr, file, name, default=0.0)
        for attr in ("width", "height"):
            if _num(obj, attr, file, name) <= 0:
                raise DataError(file, name, attr, "must be greater than 0")


def load_layout(game_or_path: str, required: tuple[str, ...] | None = None) -> Layout:
    """Load and validate a layout by game id (the game's package name) or by file path."""
    if game_or_path.endswith(".tmx") or os.sep in game_or_path:
        path = game_or_path
        game_id = os.path.splitext(os.path.basename(path))[0]
    else:
        game_id = game_or_path
        path = layout_path(game_id)
    file = _rel(path)
    if required is None:
        required = required_zones(game_id)
    if not os.path.isfile(path):
        raise DataError(file, "map", "file", "layout file not found")
    _check_xml(path, file)

    import pytmx  # the real loader; imported late so a broken install fails here only
    try:
        tmx = pytmx.TiledMap(path)
    except Exception as e:  # pytmx raises assorted errors on bad input
        raise DataError(file, "map", "tmx", f"pytmx cannot read it ({type(e).__name__}: {e})") from None
    try:
        group = tmx.get_layer_by_name("zones")
    except (ValueError, KeyError):
        raise DataError(file, "zones", "objectgroup", "no object layer named 'zones'") from None

    zones: dict[str, Zone] = {}
    known = known_props(game_id)
    for obj in group:
        name = obj.name.strip()
        props = dict(obj.properties or {})
        for prop in props:
            if prop not in known:
                raise DataError(file, name, str(prop)[:40], f"unknown property (known: {', '.join(known)})")
        owner = props.get("owner", "none")
        if owner not in OWNERS:
            raise DataError(file, name, "owner", f"must be p1 .. p9 or none, not {owner!r}")
        if "facing" in props and props["facing"] not in FACINGS:
            raise DataError(file, name, "facing", f"must be up or down, not {props['facing']!r}")
        if "front" in props and props["front"] not in FRONTS:
            raise DataError(file, name, "front", f"must be up, down, left or right, not {props['front']!r}")
        if "capacity" in props:
            try:
                cap = int(props["capacity"])
            except (TypeError, ValueError):
                raise DataError(file, name, "capacity", f"must be a whole number, not {props['capacity']!r}") from None
            if cap < 1:
                raise DataError(file, name, "capacity", "must be at least 1")
            props["capacity"] = cap
        rect = pygame.Rect(round(obj.x), round(obj.y), round(obj.width), round(obj.height))
        zones[name] = Zone(name, rect, props)

    for name in required:
        if name not in zones:
            raise DataError(file, name, "zone",
                            "missing required zone (add a rectangle with this name to the 'zones' layer)")
    for suffix, needed in required_props(game_id).items():
        for name, zone in zones.items():
            if name.endswith(suffix):
                for prop in needed:
                    if prop not in zone.props:
                        raise DataError(file, name, prop, f"missing property (every *{suffix} zone needs it)")
    width = int(tmx.width * tmx.tilewidth)
    height = int(tmx.height * tmx.tileheight)
    canvas = pygame.Rect(0, 0, width, height)
    for name, zone in zones.items():
        if not canvas.contains(zone.rect):
            r = zone.rect
            raise DataError(file, name, "x/y/width/height",
                            f"the zone ({r.x}, {r.y}, {r.w} x {r.h}) does not lie within the {width} x {height} map")
    props = dict(tmx.properties or {})
    for key in ("card_width", "card_height"):
        if key in props:
            try:
                if int(props[key]) < 20:
                    raise ValueError
            except (TypeError, ValueError):
                raise DataError(file, "map", key, f"must be a whole number of pixels >= 20, not {props[key]!r}") from None
    return Layout(file, width, height, zones, props)
