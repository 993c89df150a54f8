"""Kongai's ability names are never broken inside a word (issue 27: names "nothing ... cut";
scenes/games/kongai/stats.py: a name breaks between words). Seen in Large print: under KNOCKED OUT
the knocked-out character's card read "Whirl / wind"; "Bloodletting" read "Bloodlettin / g".

Every character of the shipped roster is drawn at the size of the duel's active card, in normal and
large print, and every word of each ability name must be drawn whole on one line; then a seeded
game is played to its first knock-out and the knocked-out card is checked the same way.
"""
from __future__ import annotations

import pytest

from game.kongai.cards import shipped
from scenes import assets
from scenes.games.kongai.art import KongaiArt, roster_entry
from scenes.layout import load_layout
from scenes.scene import LOGICAL
from tests.scenes import text_audit
from tests.scenes.test_tv_tables import moments

PRINTS = {"normal": 1.0, "large": assets.LARGE_PRINT}


def broken_names(c: dict, texts: list[dict]) -> list[str]:
    """The ability names of ``c`` with a word not drawn whole in any of ``texts``."""
    words = {w for e in texts for w in e["string"].split()}
    return [ab["name"] for ab in c.get("abilities") or [] if not set(ab["name"].split()) <= words]


@pytest.fixture(params=sorted(PRINTS))
def print_size(request):
    assets.set_type_scale(PRINTS[request.param])
    yield request.param
    assets.set_type_scale(1.0)


def test_every_ability_name_is_whole_on_the_active_card(app, print_size):
    size = load_layout("kongai").rect("p1.active").size
    art = KongaiArt()
    bad = {}
    for key, d in shipped()["characters"].items():
        c = roster_entry(d)
        canvas = assets.recording_canvas(LOGICAL)
        assets.start_recording()
        try:
            canvas.blit(art.card(c, size), (0, 0))
            texts = assets.recorded(canvas)
        finally:
            assets.stop_recording()
        assert texts, key
        if broken_names(c, texts):
            bad[key] = [e["string"] for e in texts]
    assert not bad, f"{print_size} print: ability names broken inside a word: {bad}"


def test_the_knocked_out_card_shows_its_name_and_nothing_half_covered(app, print_size):
    """A knocked-out active card keeps its head (name, portrait) and says KNOCKED OUT where its
    moves were: no ability name is drawn under the words (it was, broken mid-word, under a band);
    its moves stay readable in the zoom."""
    for what, t in moments(app, "kongai", 2, seed=7):
        p = t.plan
        out = [(s, cid) for s, cid in p.shown_active.items()
               if cid in p.hp and p.hp[cid].shown <= 0 and not p.hp[cid].animating]
        if not out:
            continue
        s, cid = out[0]
        zone = t.zone(s, "active")
        frame = text_audit.record_frame(app)            # the recorder empties every face cache first
        texts = [e for e in frame if zone.contains(e["ink"])]
        strings = [e["string"] for e in texts]
        assert "KNOCKED OUT" in strings, what
        assert p.chars[cid]["name"] in strings, strings
        abilities = {ab["name"] for ab in p.chars[cid].get("abilities") or []}
        assert not abilities & set(strings), strings
        assert not text_audit.problems(texts), text_audit.problems(texts)
        return
    pytest.fail("the seeded game reached no knock-out")


def test_a_stunned_card_says_so_in_its_chips_and_nothing_lies_over_its_moves(app, print_size):
    """A stunned active card is ringed and its status chips say STUNNED; no band of words lies over
    its ability rows (it did: "STUNNED" across the card's middle)."""
    for what, t in moments(app, "kongai", 2, seed=7):
        p = t.plan
        live = [(s, cid) for s, cid in p.shown_active.items() if cid in p.hp and p.hp[cid].shown > 0]
        if not live or t.beats_active:
            continue
        s, cid = live[0]
        p.chars[cid]["stun"] = 1
        frame = text_audit.record_frame(app)
        card = t.zone(s, "active")
        assert any(e["string"].startswith("STUNNED") and not card.colliderect(e["ink"]) for e in frame), what
        assert not any(e["string"].startswith("STUNNED") and card.colliderect(e["ink"]) for e in frame), what
        assert not text_audit.problems(frame), text_audit.problems(frame)
        return
    pytest.fail("no moment with a character in play")
