"""Sound (scenes/sound.py): silent without an audio device, the sounds a computer move plays
(recorded through a fake mixer, never listened to), the one event -> sound mapping on the
shared choreography, the countdown's last seconds, and the M key."""
import time

import pygame
import pytest

from game.core.contract import CardMoved, DiceRolled, Logged, StatChanged
from scenes import sound
from scenes.table.make import make_table
from scenes.screens.launcher import LauncherScene
from scenes.table.choreo import Choreo

#: these tests play through the real mixer (or their own fake one): the app fixture opens it
pytestmark = pytest.mark.real_sound


class FakeSound:
    def __init__(self, mixer, data: bytes):
        self.mixer, self.data, self.volume = mixer, data, None

    def set_volume(self, v):
        self.volume = v

    def play(self):
        self.mixer.plays.append(self)


class FakeMixer:
    """Stands for pygame.mixer: records what is played."""

    def __init__(self, channels=2):
        self.channels = channels
        self.plays: list[FakeSound] = []
        self.stopped = 0

    def get_init(self):
        return (sound.RATE, -16, self.channels)

    def init(self, *a, **k):
        pass

    def Sound(self, buffer):            # noqa: N802 (pygame's name)
        return FakeSound(self, buffer)

    def stop(self):
        self.stopped += 1


@pytest.fixture
def fake(app, monkeypatch):
    """The app's sounds on a fake mixer; the repeat gap off so every sound is recorded."""
    mixer = FakeMixer()
    player = sound.Sounds(app.settings, mixer=mixer)
    assert player.start()
    app.sound = player
    monkeypatch.setattr(sound, "active", player)
    monkeypatch.setattr(sound, "REPEAT_GAP", 0.0)
    return player


def test_every_sound_is_made_by_the_program():
    for name in sound.NAMES:
        samples = sound.synth(name)
        assert 0.03 < len(samples) / sound.RATE < 1.2, name
        assert max(abs(v) for v in samples) <= 1.0, name
    assert len(sound.pcm16([0.0, 0.5, -1.0], channels=2)) == 3 * 2 * 2


def test_the_program_starts_silent_when_the_mixer_cannot_open(monkeypatch):
    def broken(*a, **k):
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "init", broken)
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    from scenes.screens.app import App
    app = App(headless=True)
    try:
        assert not app.sound.ok and "audio device" in app.sound.problem
        app.sound.play("win")                       # nothing, no error
        sound.play("tick")
        app.push(LauncherScene(app))
        app.push(make_table(app, "ninedkp", ["human", "computer"], 3))
        app.frame([], dt=0.05, present=False)
        app.draw()
        assert app.sound.log == []
    finally:
        pygame.quit()


def test_the_dummy_audio_driver_opens_and_plays(app):
    assert app.sound.ok, app.sound.problem          # SDL_AUDIODRIVER=dummy (tests/scenes/conftest.py)
    app.sound.play("tick")
    assert app.sound.log == ["tick"]


def test_the_mapping_from_events_to_sounds():
    from game.ninedkp.events import CardPlayed
    from game.thenine.events import Fight
    assert sound.event_sound(CardMoved("c1", "p1.deck", "p1.hand")) == "slide"
    assert sound.event_sound(DiceRolled(0, 6, 3)) == "dice"
    assert sound.event_sound(StatChanged("p1", "hp", 2000, 1700)) == "hit"
    assert sound.event_sound(StatChanged("p1", "hp", 1700, 2000)) is None
    assert sound.event_sound(StatChanged("w1", "shame", 0, 1)) == "shame"
    assert sound.event_sound(Logged("x")) is None
    assert sound.event_sound(CardPlayed(0, "a1", "x", "character")) == "drop"
    fight = dict(attacker="w1", seat=0, defending=1, roll=3, strength=2, attack=5, defenders=[], defence=None)
    assert sound.event_sound(Fight(result="blocked", **fight)) == "block"
    assert sound.event_sound(Fight(result="hit", **fight)) == "hit"


def test_an_events_sound_plays_when_its_beat_starts():
    played = []
    c = Choreo("normal")
    c.sound_of, c.on_sound = sound.event_sound, played.append
    handlers = {
        DiceRolled: lambda t, e: c.beat(caption="dice"),
        StatChanged: lambda t, e: c.beat(caption="hp"),
    }
    events = [DiceRolled(0, 6, 3), CardMoved("c", "a", "b"), StatChanged("p1", "hp", 5, 4)]
    assert c.play(events, handlers, None) == 2
    assert played == []                              # nothing before the first beat starts
    c.update(0.0)
    assert played == ["dice"]
    c.update(0.7)                                    # the second beat: the move (no beat of its own) and the hit
    assert played == ["dice", "slide", "hit"]
    # a batch that queues no beat plays at once
    c.play([CardMoved("c", "a", "b")], {}, None)
    assert played[-1] == "slide"


def test_a_computer_move_at_normal_pace_plays_its_sounds(app, fake, monkeypatch):
    from scenes.table.make import table_class
    monkeypatch.setattr(table_class("ninedkp"), "bot_pace", 0.0)
    app.settings["pace"] = "normal"
    app.push(LauncherScene(app))
    t = make_table(app, "ninedkp", ["human", "computer"], 1)      # seed 1: the computer won the roll-off
    t.autosave_enabled = False
    app.push(t)
    deadline = time.monotonic() + 30
    while not (t.legal and not t.choreo.active) and time.monotonic() < deadline:
        app.frame([], dt=0.05, present=False)
        time.sleep(0.002)
    assert t.legal, "the human's move came"
    assert t.actions and t.actions[-1][0] == 1
    names = fake.log
    assert "slide" in names                          # cards moved (the draw, a card played)
    assert names[-1] == "turn"                       # then it is the human's move
    assert len(fake.mixer.plays) == len(names)
    assert all(p.volume == pytest.approx(0.7) for p in fake.mixer.plays)


def test_the_end_screen_plays_win_or_lose(app, fake, monkeypatch):
    t = make_table(app, "ninedkp", ["human", "computer"], 2)
    t.autosave_enabled = False
    app.push(t)
    monkeypatch.setattr(t.ruleset, "outcome", lambda state: {"winners": [1], "reason": "test"})
    t._show_end()
    assert fake.log[-1] == "lose"
    app.pop()
    monkeypatch.setattr(t.ruleset, "outcome", lambda state: {"winners": [0], "reason": "test"})
    t._show_end()
    assert fake.log[-1] == "win"


def test_the_countdown_ticks_in_its_last_three_seconds(fake):
    from scenes.widgets.countdown import CountdownRing
    ring = CountdownRing((100, 100))
    for left in (10.0, 5.0, 3.4, 3.0, 2.6, 2.0, 1.2, 0.5, 0.0):
        ring.set(10, left)
    assert fake.log == ["tick", "tick", "tick"]
    ring.set(10, 2.5, running=False)                 # paused: silent
    assert fake.log == ["tick", "tick", "tick"]


def test_m_toggles_mute_on_every_screen(app, fake, ui):
    app.push(LauncherScene(app))
    ui.key(app, pygame.K_m)
    assert app.settings["mute"] is True and fake.mixer.stopped == 1
    fake.play("win")
    assert fake.log == []                            # muted: nothing plays
    app.draw()                                       # the "Sound off" note
    t = make_table(app, "ninedkp", ["human", "computer"], 2)
    t.autosave_enabled = False
    app.push(t)
    ui.key(app, pygame.K_m)
    assert app.settings["mute"] is False
    fake.play("win")
    assert fake.log == ["win"]


def test_volume_zero_is_silent(app, fake):
    app.settings["volume"] = 0
    fake.play("drop")
    assert fake.log == []
    app.settings["volume"] = 30
    fake.play("drop")
    assert fake.mixer.plays[-1].volume == pytest.approx(0.3)


def test_the_preparing_thread_never_calls_the_mixer(app):
    """The sounds are synthesised on a thread after the first frame, but only as bytes: the
    mixer's sounds are made on the main thread at their first play. (A worker thread that called
    SDL could meet it half closed: a test's window closes, the next one opens, while it works.)"""
    import threading

    class Watched(FakeMixer):
        def Sound(self, buffer):        # noqa: N802 (pygame's name)
            made.append(threading.current_thread() is threading.main_thread())
            return super().Sound(buffer)

    made: list[bool] = []
    player = sound.Sounds(app.settings, mixer=Watched())
    assert player.start()
    player.prepare()
    player._preparing.join(60)
    assert not player._preparing.is_alive() and set(player._pcm) == set(sound.NAMES)
    assert made == []                               # nothing made off the main thread
    player.play("tick")
    assert made == [True] and player.log == ["tick"]


def test_a_computer_wakes_the_loop_without_calling_sdl(app, monkeypatch):
    """``App.wake`` (a computer's choice is ready, called from its thread) only sets a flag that
    the loop reads: no pygame call at all from that thread."""
    import threading

    def refuse(*a, **k):
        raise AssertionError("pygame was called from the computer's thread")

    monkeypatch.setattr(pygame.event, "post", refuse)
    worker = threading.Thread(target=app.wake)
    worker.start()
    worker.join(10)
    assert app._woken
