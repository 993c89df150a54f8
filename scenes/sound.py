"""Sound: a dozen short sounds made by the program itself (synthesised in pure Python the first
time each is played; nothing is downloaded or shipped), the volume and mute settings, and the
one mapping from events to sounds.

- :class:`Sounds` owns the mixer. Without an audio device (``pygame.mixer.init`` fails, or
  SDL has no driver) it stays silent and never raises; the program runs the same.
- :func:`event_sound` says which sound an event makes: the shared events by class (a card
  moved, a die rolled, health lost) and each game's typed events by their ``kind`` string, as
  the game declares them (``SOUNDS`` in ``scenes/games/<id>/__init__.py``). The choreography
  plays it when the beat of that event starts (``Choreo.sound_of``), so every table shares
  one hook; the countdown ring ticks in its last three seconds, the
  end screen plays win or lose, the table plays "turn" when it becomes the human's move.
- M mutes and unmutes on every screen (the app's key); the settings screen sets the volume.

``python -m scenes.sound DIR`` writes every sound as a WAV file to listen to.
"""
from __future__ import annotations

import array
import math
import random
import sys
import threading
import time

import pygame

#: every sound the program makes
NAMES = ("slide", "flip", "drop", "dice", "hit", "block", "shame", "trick", "tick", "turn", "win", "lose")
RATE = 22050
#: the same sound is not started again within this many seconds (a batch at instant pace)
REPEAT_GAP = 0.06

# -- which event makes which sound ---------------------------------------------------------

_HP = {"hp", "health", "life"}


def _stat(e):
    stat = getattr(e, "stat", "")
    if stat == "shame" and e.new > e.old:
        return "shame"
    if stat in _HP and e.new < e.old:
        return "hit"
    return None


#: the shared events' ``kind`` (game/core/contract.py) -> a sound name, or a function of the event
#: giving one (or None); each game declares its own events' sounds (``SOUNDS`` in
#: ``scenes/games/<id>/__init__.py``)
KIND_SOUNDS: dict = {
    "move": "slide",
    "rotate": "flip",
    "dice": "dice",
    "stat": _stat,
}
_declared_sounds: dict[str, dict] = {}


def game_sounds(game_id: str | None) -> dict:
    """The sounds a game declares for its events' kinds (empty for none or no such game)."""
    if game_id is None:
        return {}
    found = _declared_sounds.get(game_id)
    if found is None:
        from scenes.games import spec
        found = _declared_sounds[game_id] = dict(getattr(spec(game_id), "SOUNDS", None) or {})
    return found


def event_sound(event) -> str | None:
    """The sound ``event`` makes, or None: a shared event's by its kind, a game's event by what
    its game declares (the game is the package its class comes from)."""
    kind = getattr(event, "kind", None)
    what = KIND_SOUNDS.get(kind)
    if what is None:
        from game.core import registry
        what = game_sounds(registry.game_of(event)).get(kind)
    if callable(what):
        try:
            return what(event)
        except (AttributeError, TypeError):
            return None
    return what


# -- synthesis (pure Python) -------------------------------------------------------------------

def _env(i: int, n: int, attack: float = 0.004, power: float = 2.0) -> float:
    t = i / RATE
    a = min(1.0, t / attack) if attack > 0 else 1.0
    return a * (1.0 - i / n) ** power


def _tone(freqs, seconds: float, *, power=2.0, attack=0.004, wave="sine", gain=0.5) -> list[float]:
    n = int(RATE * seconds)
    out = [0.0] * n
    for f in freqs:
        for i in range(n):
            ph = 2 * math.pi * f * i / RATE
            v = math.sin(ph) if wave == "sine" else (1.0 if math.sin(ph) >= 0 else -1.0) * 0.5
            out[i] += v * _env(i, n, attack, power) * gain / len(freqs)
    return out


def _noise(seconds: float, *, cutoff: float = 0.2, power=2.0, gain=0.6, seed=1, attack=0.002) -> list[float]:
    rnd = random.Random(seed)
    n = int(RATE * seconds)
    out, y = [], 0.0
    for i in range(n):
        y += cutoff * (rnd.uniform(-1, 1) - y)          # a one-pole low-pass
        out.append(y * _env(i, n, attack, power) * gain / max(0.15, cutoff ** 0.5))
    return out


def _sweep(f0: float, f1: float, seconds: float, gain=0.7, power=2.5) -> list[float]:
    n = int(RATE * seconds)
    out, ph = [], 0.0
    for i in range(n):
        ph += 2 * math.pi * (f0 + (f1 - f0) * i / n) / RATE
        out.append(math.sin(ph) * _env(i, n, 0.002, power) * gain)
    return out


def _mix(*parts, offsets=None) -> list[float]:
    offsets = offsets or [0.0] * len(parts)
    n = max(int(o * RATE) + len(p) for p, o in zip(parts, offsets))
    out = [0.0] * n
    for p, o in zip(parts, offsets):
        k = int(o * RATE)
        for i, v in enumerate(p):
            out[k + i] += v
    return out


def _notes(freqs, each: float, length: float, gain=0.45) -> list[float]:
    return _mix(*[_tone([f, 2 * f], length, power=1.6, gain=gain) for f in freqs],
                offsets=[i * each for i in range(len(freqs))])


def synth(name: str) -> list[float]:
    """The samples (floats in -1..1 at :data:`RATE`) of a sound."""
    if name == "slide":
        return _noise(0.2, cutoff=0.35, power=1.5, gain=0.35, attack=0.03)
    if name == "flip":
        return _mix(_noise(0.05, cutoff=0.8, gain=0.4, seed=2), _noise(0.05, cutoff=0.6, gain=0.3, seed=3),
                    offsets=[0, 0.045])
    if name == "drop":
        return _mix(_sweep(160, 70, 0.16, gain=0.6), _noise(0.06, cutoff=0.5, gain=0.3, seed=4))
    if name == "dice":
        clicks = [_mix(_noise(0.03, cutoff=0.9, gain=0.5, seed=10 + i), _tone([900 + 170 * i], 0.03, gain=0.2))
                  for i in range(5)]
        return _mix(*clicks, offsets=[0, 0.07, 0.12, 0.2, 0.26])
    if name == "hit":
        return _mix(_sweep(120, 45, 0.28, gain=0.6, power=3), _noise(0.12, cutoff=0.4, gain=0.35, seed=5))
    if name == "block":
        return _tone([523, 1347, 2093], 0.35, power=3, gain=0.6)
    if name == "shame":
        return _mix(*[_tone([f], 0.3, wave="square", power=1.2, gain=0.6) for f in (392, 370, 311)],
                    offsets=[0, 0.2, 0.4])
    if name == "trick":
        return _notes((523, 659, 784), 0.07, 0.25)
    if name == "tick":
        return _tone([1200], 0.05, power=1.5, gain=0.5)
    if name == "turn":
        return _notes((784, 1047), 0.12, 0.35, gain=0.4)
    if name == "win":
        return _notes((523, 659, 784, 1047), 0.12, 0.5)
    if name == "lose":
        return _notes((392, 330, 262, 196), 0.16, 0.5)
    raise KeyError(name)


def pcm16(samples, channels: int = 1) -> bytes:
    """Signed 16-bit little-endian PCM, each sample repeated for every channel."""
    a = array.array("h")
    for v in samples:
        s = int(max(-1.0, min(1.0, v)) * 30000)
        a.extend([s] * channels)
    if sys.byteorder == "big":
        a.byteswap()
    return a.tobytes()


# -- playing -----------------------------------------------------------------------------

class Sounds:
    """The sounds of one app: silent when there is no mixer. ``settings`` is the app's store
    (``volume`` 0-100, ``mute``); ``mixer`` is ``pygame.mixer`` (tests pass a fake)."""

    def __init__(self, settings: dict, mixer=None):
        self.settings = settings
        self.mixer = mixer if mixer is not None else pygame.mixer
        self.ok = False
        self.channels = 1
        self.rate = RATE
        self.problem: str | None = None
        self._sounds: dict = {}                 # name -> the mixer's Sound (main thread only)
        self._pcm: dict[str, bytes] = {}        # name -> samples (the preparing thread may fill it)
        self._lock = threading.Lock()
        self._preparing: threading.Thread | None = None
        self._last: dict[str, float] = {}
        #: the names played so far (newest last; tests read it)
        self.log: list[str] = []

    def start(self) -> bool:
        """Open the mixer; False (and silence) when there is no audio device."""
        try:
            if not self.mixer.get_init():
                self.mixer.init(RATE, -16, 1, 512)
            got = self.mixer.get_init()
            if not got:
                raise RuntimeError("no mixer")
            freq, size, channels = got
            if abs(size) != 16:
                raise RuntimeError(f"{size}-bit audio is not supported")
            self.channels = channels
            self.rate = freq
            self.ok = True
        except Exception as e:          # no device, no driver, a broken SDL: run silent
            self.ok = False
            self.problem = f"{type(e).__name__}: {e}"
        return self.ok

    @property
    def muted(self) -> bool:
        return bool(self.settings.get("mute"))

    def volume(self) -> float:
        try:
            return max(0, min(100, int(self.settings.get("volume", 70)))) / 100
        except (TypeError, ValueError):
            return 0.7

    def prepare(self) -> None:
        """Synthesise every sound's samples on a background thread (the app starts it after its
        first frame: the start-up does not wait for it, and a sound's first play costs no
        frame). The thread only computes bytes; the mixer's sounds are made on the main thread
        at their first play, so no other thread ever calls SDL (which may be closing)."""
        if not self.ok or self._preparing is not None:
            return

        def work():
            for name in NAMES:
                try:
                    self._samples(name)
                except Exception:          # played later, the same error goes silent there
                    return

        self._preparing = threading.Thread(target=work, name="sounds", daemon=True)
        self._preparing.start()

    def _samples(self, name: str) -> bytes:
        """The 16-bit samples of ``name`` at the device's rate and channels (made once)."""
        with self._lock:
            pcm = self._pcm.get(name)
            if pcm is None:
                samples = synth(name)
                if self.rate != RATE:          # the device chose another rate
                    k = RATE / self.rate
                    samples = [samples[min(len(samples) - 1, int(i * k))] for i in range(int(len(samples) / k))]
                pcm = self._pcm[name] = pcm16(samples, self.channels)
            return pcm

    def _sound(self, name: str):
        snd = self._sounds.get(name)
        if snd is None:
            snd = self._sounds[name] = self.mixer.Sound(buffer=self._samples(name))
        return snd

    def play(self, name: str | None) -> None:
        """Play ``name`` now (nothing when muted, silent or at volume 0); never raises."""
        if not name or not self.ok or self.muted or name not in NAMES:
            return
        vol = self.volume()
        if vol <= 0:
            return
        now = time.monotonic()
        if now - self._last.get(name, -1.0) < REPEAT_GAP:
            return
        self._last[name] = now
        try:
            snd = self._sound(name)
            snd.set_volume(vol)
            snd.play()
        except Exception as e:          # a lost device: go silent rather than stop the game
            self.ok = False
            self.problem = f"{type(e).__name__}: {e}"
            return
        self.log.append(name)
        del self.log[:-200]

    def stop(self) -> None:
        if self.ok:
            try:
                self.mixer.stop()
            except Exception:
                pass


#: the app's sounds (the app sets it; widgets play through :func:`play`)
active: Sounds | None = None


def play(name: str | None) -> None:
    """Play ``name`` on the app's sounds (nothing before an app exists)."""
    if active is not None:
        active.play(name)


def write_wavs(folder: str) -> list[str]:
    """Every sound as ``<folder>/<name>.wav`` (16-bit mono), to listen to them."""
    import os
    import wave
    os.makedirs(folder, exist_ok=True)
    paths = []
    for name in NAMES:
        path = os.path.join(folder, f"{name}.wav")
        with wave.open(path, "wb") as w:
            w.setnchannels(1)
            w.setsampwidth(2)
            w.setframerate(RATE)
            w.writeframes(pcm16(synth(name)))
        paths.append(path)
    return paths


if __name__ == "__main__":      # python -m scenes.sound DIR
    for p in write_wavs(sys.argv[1] if len(sys.argv) > 1 else "."):
        print(p)
