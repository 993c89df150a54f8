"""Card pictures (OpenMoji): every card of every shipped set names a picture that exists,
the loaders reject an unknown one in one line, and every picture rasterises."""
import pytest

from game.core import pictures as catalogue
from game.core.contract import DataError


def shipped_arts():
    from game.kongai.cards import shipped as kongai
    from game.ninecard.cards import shipped as ninecard
    from game.ninedkp.cards import shipped as ninedkp
    from game.thenine.cards import shipped as thenine
    from game.tricksy.cards import shipped as tricksy
    out = []
    for game, defs in (("ninedkp", ninedkp()[0]), ("thenine", thenine()[0]), ("ninecard", ninecard()[0]),
                       ("kongai", kongai()["characters"]), ("kongai", kongai()["items"])):
        out += [(game, key, d.get("art")) for key, d in defs.items()]
    out += [("tricksy", s["key"], s.get("art")) for s in tricksy()["suits"]]
    return out


def test_every_shipped_card_names_a_picture():
    arts = shipped_arts()
    assert len(arts) > 180
    missing = [(g, k) for g, k, a in arts if not a]
    assert not missing
    assert all(a in catalogue.catalogue() for _, _, a in arts)


def test_readable_names_and_hexcodes():
    assert catalogue.resolve("wolf") == "1F43A"
    assert catalogue.resolve("1f43a") == "1F43A"
    assert catalogue.resolve("crossed_swords") == "2694"
    assert catalogue.resolve("raven") == "1F426-200D-2B1B"
    assert catalogue.resolve("no such beast") is None


def test_an_unknown_picture_is_one_line_naming_file_card_and_field(tmp_path):
    from game.ninecard.cards import load_cards
    f = tmp_path / "cards.yaml"
    f.write_text("cards:\n  pup:\n    name: Pup\n    art: no such beast\n    type: creature\n"
                 "    attack: 1\n    defence: 1\n")
    with pytest.raises(DataError) as e:
        load_cards(str(f))
    msg = str(e.value)
    assert "\n" not in msg and str(f) in msg and "cards.pup" in msg and ": art:" in msg


def test_every_picture_of_every_shipped_set_rasterises(app):
    from scenes import pictures
    for game, key, art in shipped_arts():
        pic = pictures.picture(art, 64)
        assert pic is not None and pic.get_size() == (64, 64), (game, key, art)
        assert pic.get_bounding_rect().w > 8, (game, key, art)        # not blank
        lookup = f"item:{key}" if game == "kongai" and key not in _characters() else key
        assert pictures.art_of(game, lookup) == art
    assert pictures.picture(art, 64) is pictures.picture(art, 64)        # rasterised once per size


def _characters():
    from game.kongai.cards import shipped
    return shipped()["characters"]


def test_the_launcher_has_a_credits_page_with_the_licence(app, ui):
    from scenes.screens.launcher import CREDITS, CreditsScene, LauncherScene
    lo = app.push(LauncherScene(app))
    app.draw()
    ui.click(app, lo.credits_button.rect.center)
    assert isinstance(app.top, CreditsScene)
    assert any("OpenMoji" in body and "CC BY-SA 4.0" in body for _, body in CREDITS)
    app.draw()
    ui.key(app, __import__("pygame").K_ESCAPE)
    assert app.top is lo
