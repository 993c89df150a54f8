"""Tricksy Kittens events: what ``apply`` reports, with fields, so a table animates and captions
a round without reading the log; and ``redact``, which names "?" the cards a seat may not see."""
from game.core.contract import CardMoved, Logged
from game.core.rng import Rng
from game.tricksy.actions import Bid, ChooseKeeper, Keep, Play, SetAside, UsePower
from game.tricksy.events import (BidPlaced, BidsRevealed, CardIgnored, CardPlayed, CardRevealed, KeeperChosen,
                                 PowerUsed, RoundDealt, Scored, TeamsFormed, TrickWon, TrumpSet)
from game.tricksy.rules import RULESET as R

from .helpers import do, play, pt, table, use


def typed(events):
    """The events without the log lines."""
    return [e for e in events if not isinstance(e, Logged)]


def plain_table():
    """p1 leads with trump hearts (its bid); p1's hearts and p3's diamonds are ignored (their bid suits)."""
    return table(seats=3, kittykeeper="p1", p1={"hand": ["hearts-5", "spades-7"], "bid": "hearts-1"},
                 p2={"hand": ["hearts-9", "spades-2"], "bid": "spades-3"},
                 p3={"hand": ["spades-4", "diamonds-6"], "bid": "diamonds-2"})


def test_a_trick_told_in_events_who_played_what_what_was_ignored_who_won_and_why():
    s = plain_table()
    assert typed(do(s, 0, Play("hearts-5"))) == [CardPlayed("hearts-5", "p1.hand", "trick", 0, "hearts", 5)]
    do(s, 1, Play("hearts-9"))
    ev = typed(do(s, 2, Play("diamonds-6")))
    assert ev == [CardPlayed("diamonds-6", "p3.hand", "trick", 2, "diamonds", 6),
                  CardIgnored(0, "hearts-5", "bid_suit"), CardIgnored(2, "diamonds-6", "bid_suit"),
                  TrickWon(1, "hearts-9", "trump", 1),
                  CardMoved("hearts-5", "trick", "p2.won"), CardMoved("hearts-9", "trick", "p2.won"),
                  CardMoved("diamonds-6", "trick", "p2.won"),
                  TrumpSet("spades", "keeper_bid")], "p2 leads next: its bid suit is trump"


def test_the_round_is_scored_seat_by_seat_then_dealt_again():
    s = plain_table()
    for seat, c in ((0, "hearts-5"), (1, "hearts-9"), (2, "diamonds-6"), (1, "spades-2"), (2, "spades-4")):
        do(s, seat, Play(c))
    ev = typed(do(s, 0, Play("spades-7")))
    assert TrickWon(0, "spades-7", "trump", 2) in ev
    assert [e for e in ev if isinstance(e, Scored)] == [Scored(0, 1, 1, 1, "exact"), Scored(1, 3, 1, 0, "missed"),
                                                        Scored(2, 2, 0, 0, "missed")]
    dealt = [e for e in ev if isinstance(e, RoundDealt)]
    assert len(dealt) == 1 and dealt[0].phase == "bid" and dealt[0].round == 2 and dealt[0].each == 8
    assert dealt[0].leftovers == [c["id"] for c in R.view(s, None)["leftovers"]]


def test_bids_placed_in_secret_then_revealed_at_once_and_teams_formed():
    s = table(seats=3, phase="bid", p1={"hand": ["hearts-1", "spades-9"]}, p2={"hand": ["hearts-4", "spades-3"]},
              p3={"hand": ["diamonds-2", "spades-2"]})
    ev = do(s, 0, Bid("hearts-1"))
    assert typed(ev) == [BidPlaced("hearts-1", "p1.hand", "p1.bid", 0)]
    assert typed(R.redact(s, ev, 1)) == [BidPlaced("?", "p1.hand", "p1.bid", 0)]
    do(s, 1, Bid("hearts-4"))
    ev = typed(do(s, 2, Bid("diamonds-2")))
    assert ev[:2] == [BidPlaced("diamonds-2", "p3.hand", "p3.bid", 2), BidsRevealed(["hearts-1", "hearts-4", "diamonds-2"])]
    assert CardMoved("hearts-4", "p2.bid", "p2.row") in ev
    assert TeamsFormed([{"suit": "hearts", "seats": [0, 1]}], False) in ev


def test_a_power_used_and_the_trump_it_takes_away():
    s = pt(41)
    play(s, "hearts-5")
    ev = typed(do(s, 1, UsePower("spades-6")))
    assert ev == [PowerUsed(1, 41, "No Trumps", "set_trump", "spades-6"), CardMoved("spades-6", "p2.row", "discard"),
                  TrumpSet(None, "power", "No Trumps")]


def test_a_card_ignored_by_a_power_names_it():
    s = pt(39)
    play(s, "hearts-5")
    use(s)
    play(s, "hearts-9")
    ev = typed(do(s, 2, Play("hearts-4")))
    assert CardIgnored(1, "hearts-9", "power", "Big Cats Nap") in ev
    assert TrickWon(0, "hearts-5", "lead", 1) in ev


def test_a_face_down_card_is_hidden_from_the_others_until_it_is_turned_up():
    s = pt(35)
    play(s, "hearts-5")
    use(s)
    ev = do(s, 1, Play("hearts-3"))
    played = [e for e in R.redact(s, ev, 0) if isinstance(e, CardPlayed)]
    assert played == [CardPlayed("?", "p2.hand", "trick", 1, None, None, True)]
    assert [e for e in R.redact(s, ev, 1) if isinstance(e, CardPlayed)] == \
        [CardPlayed("hearts-3", "p2.hand", "trick", 1, "hearts", 3, True)]
    ev = do(s, 2, Play("hearts-4"))
    assert CardRevealed(1, "hearts-3", "trick") in ev and CardRevealed(2, "hearts-4", "trick") in ev


def test_the_chosen_kittykeeper():
    s = pt(9)
    play(s, "hearts-5")
    use(s)
    play(s, "hearts-9", "hearts-4")
    do(s, 1, Keep("hearts-4"))
    assert typed(do(s, 1, ChooseKeeper(2))) == [KeeperChosen(2, 1), TrumpSet("spades", "keeper_bid")]


def test_reveal_powers_show_hand_cards_to_all():
    s = pt(37)
    play(s, "spades-5")
    ev = do(s, 1, UsePower("spades-6", suit="hearts"))
    assert [e for e in ev if isinstance(e, CardRevealed)] == [
        CardRevealed(0, "hearts-5", "p1.hand"), CardRevealed(1, "hearts-3", "p2.hand"), CardRevealed(1, "hearts-9", "p2.hand"),
        CardRevealed(2, "hearts-4", "p3.hand"), CardRevealed(2, "hearts-7", "p3.hand")]


def test_set_aside_cards_return_named_only_to_their_owner():
    """Power 44 returns each set-aside card to its owner's hand: only the owner is told which."""
    s = pt(44)
    play(s, "hearts-5")
    use(s)
    for seat, c in ((0, "diamonds-8"), (1, "hearts-3"), (2, "diamonds-9")):
        ev = do(s, seat, SetAside(c))
    assert [e.card for e in R.redact(s, ev, 0) if isinstance(e, CardMoved)] == ["diamonds-8", "?", "?"]
    play(s, "hearts-9", "hearts-4")
    do(s, 1, Keep("hearts-4"))
    play(s, "diamonds-7", "hearts-7")
    ev = do(s, 0, Play("spades-5"))
    w = s["last"]["winner"]
    ev = do(s, w, Keep(s["last"]["cards"][0]))
    back = [e for e in ev if isinstance(e, CardMoved) and e.src.endswith(".aside")]
    assert [(e.card, e.dst) for e in back] == [("diamonds-8", "p1.hand"), ("hearts-3", "p2.hand"),
                                               ("diamonds-9", "p3.hand")]
    assert [e.card for e in R.redact(s, back, 1)] == ["?", "hearts-3", "?"]
    assert [e.card for e in R.redact(s, back, None)] == ["?", "?", "?"]


def test_a_redealt_trick_goes_to_hands_unnamed():
    """Power 15 deals the trick back face down: nobody is told who got which card."""
    s = pt(15)
    play(s, "hearts-5")
    use(s)
    play(s, "hearts-9")
    ev = do(s, 2, Play("hearts-4"))
    dealt = [e for e in R.redact(s, ev, 0) if isinstance(e, CardMoved) and e.dst.endswith(".hand")]
    assert len(dealt) == 3 and [e.card != "?" for e in dealt] == [e.dst == "p1.hand" for e in dealt]


def test_every_event_is_plain_data():
    s = R.new_game(4, 3, {"powers": "on", "black_cat": "on", "max_rounds": 1})
    r = Rng(3)
    while R.to_act(s):
        seat = R.to_act(s)[0]
        for e in R.apply(s, seat, r.choice(R.legal_actions(s, seat))):
            d = e.to_dict()
            assert d["kind"] and all(v is None or isinstance(v, (str, int, bool, list, dict)) for v in d.values())
