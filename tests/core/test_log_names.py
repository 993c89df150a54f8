"""The log says the seats as the table names them (issue 13: "the log saying p1/p2 where the
table says You/Computer"; "You's energy readies")."""
from game.core.contract import Logged, say_seats

NAMES = ["You", "Computer"]


def test_third_person_names_replace_the_tags():
    assert say_seats("p2 lets Battle Cry resolve", NAMES) == "Computer lets Battle Cry resolve"
    assert say_seats("p1 ran out of HP; p2 wins", ["Player 1", "Player 2"]) == "Player 1 ran out of HP; Player 2 wins"
    assert say_seats("Mascot Mochi's aura: p2's Pep Squad Pia +100 BP", NAMES) == \
        "Mascot Mochi's aura: Computer's Pep Squad Pia +100 BP"


def test_you_takes_its_own_grammar():
    assert say_seats("p1's energy readies", NAMES) == "Your energy readies"
    assert say_seats("Ember Tail deals 200 damage to p1's HP", NAMES) == "Ember Tail deals 200 damage to your HP"
    assert say_seats("p1 ends the turn: nothing left to do", NAMES) == "You end the turn: nothing left to do"
    assert say_seats("p1 has no active Characters", NAMES) == "You have no active Characters"
    assert say_seats("p1 passes", NAMES) == "You pass"
    assert say_seats("p1 is stunned", NAMES) == "You are stunned"
    assert say_seats("p1 carries the trick", NAMES) == "You carry the trick"
    assert say_seats("Storm Hawk breaches every row: 5 damage to p1", NAMES) == \
        "Storm Hawk breaches every row: 5 damage to you"
    assert say_seats("p1 ran out of HP", NAMES) == "You ran out of HP"


def test_words_that_only_look_like_tags_stay():
    assert say_seats("Dp1 and p10 and xp1", NAMES) == "Dp1 and p10 and xp1"
    assert say_seats("p3 draws", NAMES) == "p3 draws"              # no such seat named: left as it is


def test_a_logged_line_without_names_is_the_text():
    e = Logged("p1 passes", "Passing")
    assert e.line() == ("p1 passes", "Passing")
    assert e.line(NAMES) == ("You pass", "Passing")
