"""9DKP: its table. Everything the shared table layer needs to know of the game is here."""
#: the table scene, "module:Class"
TABLE = "scenes.games.ninedkp.table:NineDKPTable"
#: the launcher tile's colours (dark, light)
COLOURS = ((150, 40, 56), (236, 190, 70))
#: the zones its Tiled map (data/layouts/ninedkp.tmx) must have
ZONES = tuple(f"{p}.{z}" for p in ("p1", "p2")
              for z in ("hand", "deck", "discard", "range", "hp", "dkp", "plate")) \
    + ("log", "end_turn", "dice", "banner", "choices", "zoom")
#: zone-name suffix -> properties every such zone must carry
ZONE_PROPS = {}
#: seats at the benchmarked table (the busiest table the game has) and in the rules throughput run
BENCH_SEATS = 2
RULE_SEATS = None
