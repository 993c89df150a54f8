"""9DKP: its table. Everything the shared table layer needs to know of the game is here."""
#: the table's plan, "module:Class" (scenes/table/plan.py)
PLAN = "scenes.games.ninedkp.table:NineDKPPlan"
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
#: the picture on its launcher tile, and the one a card gets when the data names none (OpenMoji)
TILE_ART = "1F63C"
DEFAULT_ART = "1F408"
#: the words printed on the back of its cards
CARD_BACK = "9DKP"
#: the sound each of its events makes (``kind`` -> a sound of scenes/sound.py, or a function of the event)
SOUNDS = {
    "played": "drop",
    "combat": lambda e: "hit" if e.to_player > 0 or e.outcome == "attacker" else "block",
}
#: its actions name their card in the first of these fields, their target in the first of those
SUBJECT_FIELDS = ("card", "attacker", "defender")
TARGET_FIELDS = ("target",)


def card_arts() -> dict:
    """The picture of each shipped card, by the key its view gives it."""
    from game.ninedkp.cards import shipped
    return {k: d.get("art") for k, d in shipped()[0].items()}


def show_summary(view: dict, names: list[str]) -> str:
    """The convention show's line when it closes this table for time: who leads on HP
    (an opponent out of HP wins), e.g. "Computer 1 leads on HP, 1,400 to 900"."""
    hp = [view["p1"]["hp"], view["p2"]["hp"]]
    if hp[0] == hp[1]:
        return f"Level on HP, {hp[0]:,} each"
    lead = 0 if hp[0] > hp[1] else 1
    return f"{names[lead]} leads on HP, {hp[lead]:,} to {hp[1 - lead]:,}"
