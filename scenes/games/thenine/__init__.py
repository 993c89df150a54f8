"""The Nine: its table. Everything the shared table layer needs to know of the game is here."""
#: the table scene, "module:Class"
TABLE = "scenes.games.thenine.table:TheNineTable"
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
