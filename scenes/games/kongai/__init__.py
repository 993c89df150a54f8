"""Kongai: its table. Everything the shared table layer needs to know of the game is here."""
#: the table's plan, "module:Class" (scenes/table/plan.py)
PLAN = "scenes.games.kongai.table:KongaiPlan"
#: the launcher tile's colours (dark, light)
COLOURS = ((120, 80, 30), (240, 200, 120))
#: the zones its Tiled map (data/layouts/kongai.tmx) must have
#: the duel (pN.*: p1 = the seat at the screen, on the left) and the draft screens; "help" (under
#: the log, on both screens) holds the phase's tips and the couch-controls line (focus_help_rect)
ZONES = ("turn", "banner", "range", "reveal", "caption", "choices", "log", "help",
         "draft.order", "draft.pool", "draft.detail", "draft.p1", "draft.p2") \
    + tuple(f"{p}.{z}" for p in ("p1", "p2")
            for z in ("plate", "active", "bench", "health", "energy", "defence", "status"))
#: zone-name suffix -> properties every such zone must carry
ZONE_PROPS = {}
#: seats at the benchmarked table (the busiest table the game has) and in the rules throughput run
BENCH_SEATS = 2
RULE_SEATS = None
#: the picture on its launcher tile, and the one a card gets when the data names none (OpenMoji)
TILE_ART = "1F94B"
DEFAULT_ART = "1F464"
#: the sound each of its events makes (``kind`` -> a sound of scenes/sound.py, or a function of the event)
SOUNDS = {"reveal": "flip", "hit": "hit", "knocked_out": "hit", "intercepted": "hit",
          "dodged": "block", "reflected": "block", "immune": "block"}
#: its actions name their card in the first of these fields, their target in the first of those
SUBJECT_FIELDS = ("character",)
TARGET_FIELDS = ("to",)
#: action types whose picks the convention show varies (a computer's draft is otherwise the same
#: every game; scenes/screens/kiosk.py)
SHOW_VARIED = ("Draft", "Equip")


def card_arts() -> dict:
    """The picture of each character, and of each item as ``item:<key>``, by the key its view gives it."""
    from game.kongai.cards import shipped
    s = shipped()
    arts = {k: d.get("art") for k, d in s["characters"].items()}
    arts.update({f"item:{k}": d.get("art") for k, d in s["items"].items()})
    return arts


def show_summary(view: dict, names: list[str]) -> str:
    """The convention show's line when it closes this table for time: who has more characters
    standing, or more health in all while that is level (as a duel past its turn limit ends)."""
    alive = [sum(1 for c in view[p]["team"] if c["alive"]) for p in ("p1", "p2")]
    health = [sum(c["health"] for c in view[p]["team"] if c["alive"]) for p in ("p1", "p2")]
    if alive[0] != alive[1]:
        lead = 0 if alive[0] > alive[1] else 1
        return f"{names[lead]} leads with {alive[lead]} character{'s' * (alive[lead] != 1)} standing to {alive[1 - lead]}"
    if health[0] != health[1]:
        lead = 0 if health[0] > health[1] else 1
        return f"{names[lead]} leads on health, {health[lead]} to {health[1 - lead]}"
    return f"Level: {alive[0]} characters and {health[0]} health each"
