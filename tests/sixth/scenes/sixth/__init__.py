"""Sixth Trick (the test suite's sixth game): its table. Everything the shared table layer needs to know of the game is here."""
#: the table's plan, "module:Class" (scenes/table/plan.py)
PLAN = "scenes.games.sixth.table:SixthPlan"
#: the launcher tile's colours (dark, light)
COLOURS = ((60, 70, 120), (170, 190, 240))
#: the zones its Tiled map (layouts/sixth.tmx of its data folder) must have
ZONES = ("log", "zoom", "banner", "trick", "deck") + tuple(f"{p}.{z}" for p in ("p1", "p2")
                                                           for z in ("hand", "won", "plate"))
#: zone-name suffix -> properties every such zone must carry
ZONE_PROPS = {".hand": ("facing",)}
#: seats at the benchmarked table and in the rules throughput run
BENCH_SEATS = 2
RULE_SEATS = None
#: the picture on its launcher tile, and the one a card gets when the data names none (OpenMoji)
TILE_ART = "1F3B4"
DEFAULT_ART = "1F3B4"
#: the sound each of its events makes (``kind`` -> a sound of scenes/sound.py)
SOUNDS = {"played": "drop", "trick_won": "trick"}
#: its actions name their card in the first of these fields
SUBJECT_FIELDS = ("card",)


def card_arts() -> dict:
    """The picture of each suit, by the key its view gives a card."""
    from game.sixth.rules import shipped
    return {s["key"]: s.get("art") for s in shipped()["suits"]}
