"""The Nine: its table. Everything the shared table layer needs to know of the game is here."""
#: the table's plan, "module:Class" (scenes/table/plan.py)
PLAN = "scenes.games.thenine.table:TheNinePlan"
#: the launcher tile's colours (dark, light)
COLOURS = ((40, 70, 120), (160, 200, 240))
#: the zones its Tiled map (data/layouts/thenine.tmx) must have
#: p1 = the seat at the screen (bottom), p2 the opponent; the shared middle (see the map's note)
ZONES = ("log", "zoom", "banner", "choices", "timer", "dice", "eod", "event", "bid",
         "rr.deck", "rr.current", "rr.unclaimed", "rr.discard") \
    + tuple(f"{p}.{z}" for p in ("p1", "p2")
            for z in ("plate", "health", "glory", "rr", "hand", "deck", "play", "valhalla", "bid"))
#: zone-name suffix -> properties every such zone must carry
ZONE_PROPS = {}
#: seats at the benchmarked table (the busiest table the game has) and in the rules throughput run
BENCH_SEATS = 2
RULE_SEATS = None
#: the picture on its launcher tile, and the one a card gets when the data names none (OpenMoji)
TILE_ART = "1F43A"
DEFAULT_ART = "1F6E1"
#: the sound each of its events makes (``kind`` -> a sound of scenes/sound.py, or a function of the event)
SOUNDS = {
    "played": "drop",
    "fight": lambda e: "block" if e.result == "blocked" else "hit",
}
#: its actions name their card in the first of these fields, their target in the first of those
SUBJECT_FIELDS = ("card", "attacker", "defender", "warrior")
TARGET_FIELDS = ("target",)


def _timers(mode: str, humans: int) -> bool:
    return mode == "on" or (mode == "auto" and humans >= 2)


#: its rows on the settings screen: ``key`` (in the settings file), label, values (the first is
#: the default), help, and the game option a new table takes from it (``option``, ``value_of``
#: (setting, humans at the table) -> the option's value) unless the player changes it
SETTINGS = (
    {"key": "nine_timers", "label": "The Nine's timers", "values": ("auto", "on", "off"),
     "help": "Auto: off against the computer, on for two humans.",
     "option": "timers", "value_of": _timers},
)


def card_arts() -> dict:
    """The picture of each shipped card, by the key its view gives it."""
    from game.thenine.cards import shipped
    return {k: d.get("art") for k, d in shipped()[0].items()}


def show_summary(view: dict, names: list[str]) -> str:
    """The convention show's line when it closes this table for time: who leads on Glory (the
    most Glory wins at the end of days), or on health while the Glory is level."""
    for key, word in (("glory", "Glory"), ("health", "health")):
        a, b = view["p1"][key], view["p2"][key]
        if a != b:
            lead = 0 if a > b else 1
            return f"{names[lead]} leads on {word}, {max(a, b)} to {min(a, b)}"
    return f"Level on Glory at {view['p1']['glory']} and on health at {view['p1']['health']}"
