"""The Nine's badge (a Warrior's or an Event's round token, an RR card's Glory star) never covers the
card's picture, its name or its bar on a table-size face (issue 27: nothing overlapping). Seen:
"Sigrun, Chooser of the Slain" takes four name lines, the art was left 14 px tall and her "10"
token lay over her picture and the last line of her name.

Every card of the game is drawn at the table's card size in normal and large print; the picture is
the square ``draw_picture`` centres in the box the face gives it (``parts``; the art box when the
face names none), inside the art box.
"""
import pygame
import pytest

from scenes import assets
from scenes.games.thenine.art import NineArt
from tests.scenes.test_thenine_large_print import CARD, every_card

#: the least side of a picture on a table-size face (px): big enough to tell one from another
PICTURE = 20


def picture_box(box: pygame.Rect, u: float) -> pygame.Rect:
    """The square ``draw_picture`` fills in ``box`` (its margin as the face passes it)."""
    side = min(box.w, box.h) - 2 * max(1, int(2 * u))
    square = pygame.Rect(0, 0, side, side)
    square.center = box.center
    return square


@pytest.mark.parametrize("scale", [1.0, assets.LARGE_PRINT], ids=["normal", "large"])
def test_the_badge_covers_neither_picture_nor_name(app, scale):
    assets.set_type_scale(scale)
    try:
        art = NineArt(CARD)
        bad = []
        for card in every_card():
            art.face(card)
            p = art.parts[(card["key"], *CARD)]
            assert "badge" in p, card["name"]       # a table-size face says where its badge is
            pic = picture_box(p.get("picture", p["art"]), CARD[0] / 100.0)     # the box given to draw_picture
            assert p["art"].contains(pic), card["name"]
            for what, r in (("picture", pic), ("name", p["name"]), ("bar", p["bar"])):
                if p["badge"].colliderect(r):
                    bad.append(f"{card['name']}: the badge {tuple(p['badge'])} covers its {what} {tuple(r)}")
            if pic.w < PICTURE:
                bad.append(f"{card['name']}: a picture {pic.w} px wide")
        assert not bad, "\n".join(bad)
    finally:
        assets.set_type_scale(1.0)
