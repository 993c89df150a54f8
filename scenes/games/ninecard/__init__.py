"""9 Card: its table. Everything the shared table layer needs to know of the game is here."""
#: the table's plan, "module:Class" (scenes/table/plan.py)
PLAN = "scenes.games.ninecard.table:NineCardPlan"
#: the launcher tile's colours (dark, light)
COLOURS = ((40, 110, 80), (160, 230, 180))
#: the zones its Tiled map (data/layouts/ninecard.tmx) must have
#: one set of seat zones per seat count, nN.pK.* (N seats, K = screen position, p1 at the bottom,
#: then clockwise in turn order); see the note in ninecard.tmx
ZONES = ("log", "zoom", "banner", "controls", "hand") \
    + tuple(f"n{n}.p{k}.{z}" for n in (2, 3, 4) for k in range(1, n + 1)
            for z in ("grid", "energy", "life", "deck", "discard", "plate"))
#: zone-name suffix -> properties every such zone must carry
ZONE_PROPS = {".grid": ("front",)}
#: seats at the benchmarked table (the busiest table the game has) and in the rules throughput run
BENCH_SEATS = 4
RULE_SEATS = None
#: the picture on its launcher tile, and the one a card gets when the data names none (OpenMoji)
TILE_ART = "1F5FF"
DEFAULT_ART = "1F5FF"
#: the sound each of its events makes (``kind`` -> a sound of scenes/sound.py, or a function of the event)
SOUNDS = {"clash": "hit"}
#: its actions name their card in the first of these fields, their target in the first of those
SUBJECT_FIELDS = ("card",)
TARGET_FIELDS = ("target", "column", "square")


def card_arts() -> dict:
    """The picture of each shipped card, by the key its view gives it."""
    from game.ninecard.cards import shipped
    return {k: d.get("art") for k, d in shipped()[0].items()}


def show_summary(view: dict, names: list[str]) -> str:
    """The convention show's line when it closes this table for time: who leads on life among
    the seats still standing, e.g. "Computer 2 leads on life, 50 to 38"."""
    life = sorted(((view[f"p{i + 1}"]["life"], i) for i in range(view["seats"]) if not view[f"p{i + 1}"]["out"]),
                  reverse=True)
    if len(life) < 2 or life[0][0] == life[1][0]:
        return f"Level on life at {life[0][0]}" if life else "Nobody is standing"
    return f"{names[life[0][1]]} leads on life, {life[0][0]} to {life[1][0]}"
