"""9DKP's beats: what its table captions, one beat at a time, for each typed event
(game/ninedkp/events.py), at the shared pace (scenes/table/choreo.py). Each handler gets the plan
(:class:`scenes.games.ninedkp.table.NineDKPPlan`) and the event."""
from __future__ import annotations

from game.core.contract import PhaseChanged, seat_name
from game.ninedkp.events import AbilityUsed, AttackDeclared, CardPlayed, CombatResolved


def _says(p, seat: int, verb: str) -> str:
    """"You play" / "Computer plays"."""
    name = p.table.short_name(seat)
    return f"{name} {verb if name == 'You' else verb + 's'}"


def _turn(p, e: PhaseChanged):
    """A new turn (its "draw" phase; "action" also comes back after every attack)."""
    t = p.table
    if e.phase == "draw" and e.seat is not None and e.seat != t.view_seat and t.view.get("phase") != "over":
        t.choreo.beat(beats=0.8, caption=t.say(f"{seat_name(e.seat)}'s turn: a card is drawn, Katnap cards wake"))


def _played(p, e: CardPlayed):
    t = p.table
    if e.seat != t.view_seat:
        where = "onto the range" if e.what == "character" else "(Skratch)"
        t.choreo.beat(beats=1.0, caption=f"{_says(p, e.seat, 'play')} {e.name} {where}", where=e.card)


def _attack(p, e: AttackDeclared):
    t = p.table
    if e.seat != t.view_seat:
        t.choreo.beat(beats=1.0, caption=f"{_says(p, e.seat, 'attack')} with {e.name} ({e.bp} BP)", where=e.attacker)


def _combat(p, e: CombatResolved):
    t = p.table
    foe = seat_name(1 - e.seat)            # a seat tag, said below as the table names it ("your HP")
    if e.outcome == "direct":
        text = f"No awake defender: {e.to_player} damage to {foe}'s HP"
    elif e.outcome == "equal":
        text = f"Equal BP ({e.attack_bp}): both cards are discarded"
    elif e.outcome == "defender":
        text = f"The defender is stronger ({e.defence_bp} vs {e.attack_bp} BP): the attacker is discarded"
    else:
        text = f"The attacker is stronger ({e.attack_bp} vs {e.defence_bp} BP): {e.to_player} damage to {foe}'s HP"
    t.choreo.beat(beats=1.2, caption=t.say(text), where=e.attacker)


def _ability(p, e: AbilityUsed):
    t = p.table
    if e.seat != t.view_seat:
        what = "retires" if e.retired else "uses the ability of"
        t.choreo.beat(beats=1.0, caption=f"{t.short_name(e.seat)} {what} {e.name}", where=e.card)


BEATS = {PhaseChanged: _turn, CardPlayed: _played, AttackDeclared: _attack, CombatResolved: _combat,
         AbilityUsed: _ability}
