"""Nine Lives: Tricksy Kittens: its table. Everything the shared table layer needs to know of the game is here."""
#: the table's plan, "module:Class" (scenes/table/plan.py)
PLAN = "scenes.games.tricksy.table:TricksyPlan"
#: the launcher tile's colours (dark, light)
COLOURS = ((110, 60, 130), (230, 170, 240))
#: the zones its Tiled map (data/layouts/tricksy.tmx) must have
#: seat zones nN.pK.* for every seat count N = 3..9, and nN.pK.hand (an open hand) for K >= 2 (see the note in
#: tricksy.tmx)
ZONES = ("log", "piles", "zoom", "status", "controls", "table", "trump", "trick", "banner", "hand", "power") \
    + tuple(f"n{n}.p{k}.{z}" for n in range(3, 10) for k in range(1, n + 1)
            for z in ("plate", "lives", "bid", "won")) \
    + tuple(f"n{n}.p{k}.hand" for n in range(3, 10) for k in range(2, n + 1))
#: zone-name suffix -> properties every such zone must carry
ZONE_PROPS = {}
#: seats at the benchmarked table (the busiest table the game has) and in the rules throughput run
BENCH_SEATS = 9
RULE_SEATS = 4
#: the picture on its launcher tile, and the one a card gets when the data names none (OpenMoji)
TILE_ART = "1F431"
DEFAULT_ART = "1F431"
#: the sound each of its events makes (``kind`` -> a sound of scenes/sound.py, or a function of the event)
SOUNDS = {"played": "drop", "bid": "drop", "revealed": "flip", "bids": "flip", "trick_won": "trick"}
#: its actions name their card in the first of these fields, their target in the first of those
SUBJECT_FIELDS = ("card", "cards")
TARGET_FIELDS = ("target", "seat", "suit")


def card_arts() -> dict:
    """The picture of each suit, by the key its view gives it."""
    from game.tricksy.cards import shipped
    return {s["key"]: s.get("art") for s in shipped()["suits"]}


def show_summary(view: dict, names: list[str]) -> str:
    """The convention show's line when it closes this table for time: who leads on lives
    (the first to nine wins), e.g. "Computer 1 leads with 5 lives"."""
    lives = [view[f"p{i + 1}"]["lives"] for i in range(view["seats"])]
    best = max(lives)
    if best == 0:
        return "Nobody has won a life yet"
    leads = [names[i] for i, n in enumerate(lives) if n == best]
    who = leads[0] if len(leads) == 1 else ", ".join(leads[:-1]) + " and " + leads[-1]
    return f"{who} lead{'s' if len(leads) == 1 else ''} with {best} li{'fe' if best == 1 else 'ves'}"
