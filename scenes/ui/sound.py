"""Sound effects synthesised in code, played through a lazily opened mixer.

No audio files: each effect is a few lines of arithmetic turned into 16-bit PCM the
first time it is needed. The mixer is opened on first use (opening it at start-up
costs time on machines without a sound card); if it cannot be opened, every call is
a silent no-op.
"""

from __future__ import annotations

import itertools
import math
import random
import threading
import time
from array import array
from collections.abc import Callable, Iterable
from functools import cache
from pathlib import Path

import pygame

EFFECTS = ("draw", "place", "flip", "accusation", "insanity", "victory", "click", "error")
LOOP = "calm"
RATE = 22050  # plenty for synthesised effects, and half the work of 44.1 kHz

Wave = list[float]


# -- synthesis (pure functions of the sample rate, testable without audio) ---------------


_TABLE = 4096  # wavetable length: one period, looked up by phase instead of sin()
_MASK = _TABLE - 1


@cache
def _wavetable(harmonics: tuple[float, ...]) -> list[float]:
    """One period of a tone with the given harmonic amplitudes."""
    return [sum(h * math.sin(2 * math.pi * (k + 1) * i / _TABLE) for k, h in enumerate(harmonics))
            for i in range(_TABLE)]


def _envelope(n: int, attack: int, power: float) -> list[float]:
    """Linear attack, then a smooth decay reaching silence at the end."""
    a = max(1, attack)
    tail = max(1, n - a)
    return [i / a if i < a else (1 - (i - a) / tail) ** power for i in range(n)]


def _tone(rate: int, seconds: float, freq: float | Callable[[float], float], *,
          harmonics: tuple[float, ...] = (1.0,), attack: float = 0.004, decay: float = 2.0,
          vibrato: float = 0.0) -> Wave:
    """A note with `harmonics` (relative amplitudes); `freq` in Hz, or a function of
    time for glides; `vibrato` is a relative depth at 6 Hz.

    Pure Python, so it is written for speed: table look-ups and comprehensions, no
    sin() per sample. Start-up synthesis competes with the frame loop for the GIL."""
    n = int(rate * seconds)
    table = _wavetable(harmonics)
    env = _envelope(n, int(rate * attack), decay)
    scale = _TABLE / rate
    sine = _wavetable((1.0,))
    wobble = 6 * scale
    if callable(freq):
        steps = [freq(i / rate) * scale for i in range(n)]
    else:
        steps = [freq * scale] * n
    if vibrato:
        steps = [st * (1 + vibrato * sine[int(i * wobble) & _MASK])
                 for i, st in enumerate(steps)]
    if callable(freq) or vibrato:
        phases: Iterable[float] = itertools.accumulate(steps)
    else:
        phases = (i * steps[0] for i in range(n)) if n else ()
    return [table[int(p) & _MASK] * e for p, e in zip(phases, env)]


def _noise(rate: int, seconds: float, *, seed: int, smooth: float = 0.0, decay: float = 3.0
           ) -> Wave:
    """Enveloped noise; `smooth` (0..1) is a one-pole low-pass for softer textures."""
    rng = random.Random(seed)
    n = int(rate * seconds)
    out: Wave = []
    y = 0.0
    for e in _envelope(n, rate // 500, decay):
        y = smooth * y + (1 - smooth) * rng.uniform(-1, 1)
        out.append(y * e)
    return out


def _mix(*parts: tuple[Wave, float, float], rate: int) -> Wave:
    """Sum (wave, gain, start seconds) parts into one buffer."""
    length = max(int(start * rate) + len(w) for w, _, start in parts)
    out = [0.0] * length
    for wave, gain, start in parts:
        a = int(start * rate)
        b = a + len(wave)
        out[a:b] = [x + s * gain for x, s in zip(out[a:b], wave)]
    return out


def _note(semitones_from_a4: float) -> float:
    return 440.0 * 2 ** (semitones_from_a4 / 12)


def synthesise(name: str, rate: int = RATE) -> Wave:
    """One effect (or the calm loop) as floats in [-1, 1]."""
    if name == "click":
        return _tone(rate, 0.035, 1900, harmonics=(1.0, 0.3), decay=3)
    if name == "place":  # a counter set down on felt: a dull knock
        return _mix((_tone(rate, 0.09, lambda t: 190 - 600 * t, decay=3), 0.8, 0),
                    (_noise(rate, 0.05, seed=2, smooth=0.6, decay=4), 0.35, 0), rate=rate)
    if name == "draw":  # a hand in the bowl: a soft rustle rising
        return _mix((_noise(rate, 0.22, seed=3, smooth=0.85, decay=1.5), 0.9, 0),
                    (_tone(rate, 0.18, lambda t: 320 + 900 * t, decay=2), 0.25, 0.03),
                    rate=rate)
    if name == "flip":  # two quick ticks
        tick = _noise(rate, 0.03, seed=4, smooth=0.3, decay=5)
        return _mix((tick, 0.6, 0), (tick, 0.5, 0.06),
                    (_tone(rate, 0.08, lambda t: 700 + 1500 * t), 0.2, 0.02), rate=rate)
    if name == "accusation":  # a dramatic minor stab with a tremor
        chord = [_note(n) for n in (-12, -9, -5, -6)]  # A3 C4 E4 Eb4: uneasy
        parts = [(_tone(rate, 1.0, f, harmonics=(1, 0.5, 0.25), decay=1.6,
                        vibrato=0.006), 0.22, 0) for f in chord]
        return _mix(*parts, (_noise(rate, 0.12, seed=5, smooth=0.2), 0.3, 0), rate=rate)
    if name == "insanity":  # a warbling fall into the depths
        return _mix((_tone(rate, 1.3, lambda t: 620 * 0.25 ** (t / 1.3), harmonics=(1, 0.4),
                           decay=1.2, vibrato=0.05), 0.5, 0),
                    (_tone(rate, 1.3, lambda t: 631 * 0.25 ** (t / 1.3), decay=1.2,
                           vibrato=0.07), 0.35, 0), rate=rate)
    if name == "victory":  # a rising major arpeggio and a held chord
        steps = [(_tone(rate, 0.16, _note(n), harmonics=(1, 0.4, 0.2)), 0.4,
                  0.11 * k) for k, n in enumerate((3, 7, 10, 15))]
        held = [(_tone(rate, 0.9, _note(n), harmonics=(1, 0.3), decay=1.5),
                 0.2, 0.44) for n in (3, 7, 10, 15)]
        return _mix(*steps, *held, rate=rate)
    if name == "error":  # two low buzzes
        buzz = _tone(rate, 0.11, 140, harmonics=(1, 0.5, 0.33, 0.25), decay=1.2)
        return _mix((buzz, 0.5, 0), (buzz, 0.5, 0.15), rate=rate)
    if name == LOOP:
        return _calm_loop(rate)
    raise ValueError(f"unknown sound {name!r}; one of {EFFECTS + (LOOP,)}")


def _calm_loop(rate: int, seconds: float = 8.0) -> Wave:
    """A slow two-chord pad that loops seamlessly.

    Every partial is tuned to a whole multiple of 1/period Hz (at most 1 Hz off the
    true note, a pleasant chorus), so a chord's waveform repeats exactly every
    period: one period is computed and tiled. Each chord then fills whole periods,
    so neither the chord change nor the loop point clicks."""
    period = 0.5 if rate % 2 == 0 else 1.0  # a whole number of samples per period
    m = int(rate * period)
    repeats = max(1, round(seconds / 2 / period))
    sine = _wavetable((1.0,))
    halves: list[Wave] = []
    for notes in ((-21, -14, -9, -5), (-23, -16, -11, -7)):
        steps = [round(_note(n) * period) / period * _TABLE / rate for n in notes]
        block = [sum(sine[int(i * st) & _MASK] for st in steps) / len(steps) for i in range(m)]
        halves.append(block * repeats)
    half = len(halves[0])
    swell = [0.35 + 0.65 * math.sin(math.pi * i / half) ** 2 for i in range(half)]
    return [0.5 * s * e for s, e in zip(halves[0] + halves[1], swell + swell)]


def to_pcm(wave: Wave, channels: int = 1, peak: float = 0.8) -> bytes:
    """Normalise to `peak` and pack as signed 16-bit samples, interleaved."""
    top = max(map(abs, wave), default=0.0) or 1.0
    scale = 32767 * peak / top
    mono = array("h", [int(s * scale) for s in wave])
    if channels == 1:
        return mono.tobytes()
    out = array("h", bytes(2 * len(mono) * channels))
    for c in range(channels):  # interleave by strided slice assignment: no Python loop
        out[c::channels] = mono
    return out.tobytes()


# -- playback ---------------------------------------------------------------------------


SYNTH_VERSION = 1  # bump when synthesis changes: cached PCM files are then ignored
SILENT_DRIVERS = {"dummy", "disk"}  # SDL drivers that open but nobody can hear


class Sound:
    """Plays effects and the attract-mode loop; silent if there is no audio device.

    `cache_dir`, when given, keeps synthesised PCM on disk, so only the first run
    ever pays for synthesis (about half a second of CPU on a slow machine)."""

    def __init__(
        self,
        *,
        enabled: bool = True,
        effects_volume: float = 0.8,
        music_volume: float = 0.5,
        muted: bool = False,
        cache_dir: Path | None = None,
    ) -> None:
        self.enabled = enabled
        self.cache_dir = cache_dir
        self._effects_volume = _clamp(effects_volume)
        self._music_volume = _clamp(music_volume)
        self._muted = muted
        self._ready: bool | None = None  # None: mixer not tried yet
        self._format: tuple[int, int] = (RATE, 1)
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._loop_channel: pygame.mixer.Channel | None = None
        self._loop_wanted = False
        self._lock = threading.Lock()
        self._closed = False
        self._jobs: list[tuple[float, str, tuple[str, ...]]] = []  # (due, kind, names)
        self._workers: list[threading.Thread] = []

    # -- the device -------------------------------------------------------------------

    @property
    def available(self) -> bool:
        """Open the mixer on first use; False (for good) if that fails."""
        if self._closed:
            return False
        if self._ready is None:
            self._ready = self._open() if self.enabled else False
        return self._ready

    def _open(self) -> bool:
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=RATE, size=-16, channels=2, buffer=512)
            init = pygame.mixer.get_init()
            if not init or abs(init[1]) != 16:
                return False  # a format we do not synthesise for
            if pygame.mixer.get_driver() in SILENT_DRIVERS:
                pygame.mixer.quit()  # headless: skip synthesis nobody would hear
                return False
            self._format = (init[0], init[2])
            return True
        except (pygame.error, OSError, ValueError):
            return False

    def close(self) -> None:
        """Stop for good: no job or worker may open the mixer again after this."""
        self._closed = True
        self._jobs.clear()
        self.stop_loop()
        for worker in self._workers:  # each checks `_closed` between sounds
            worker.join(timeout=2.0)
        self._workers.clear()
        self._sounds.clear()
        if self._ready:
            try:
                pygame.mixer.quit()
            except pygame.error:
                pass
        self._ready = None

    def _sound(self, name: str) -> pygame.mixer.Sound | None:
        with self._lock:
            cached = self._sounds.get(name)
        if cached is None:
            try:
                cached = pygame.mixer.Sound(buffer=self._pcm(name))
            except pygame.error:
                return None
            with self._lock:
                self._sounds[name] = cached
        return cached

    def _pcm(self, name: str) -> bytes:
        rate, channels = self._format
        path = None
        if self.cache_dir is not None:
            path = self.cache_dir / f"{name}-{rate}-{channels}-v{SYNTH_VERSION}.pcm"
            try:
                return path.read_bytes()
            except OSError:
                pass
        pcm = to_pcm(synthesise(name, rate), channels)
        if path is not None:
            try:  # atomic, so a crash mid-write never leaves a truncated sound
                path.parent.mkdir(parents=True, exist_ok=True)
                tmp = path.with_name(f"{path.name}.{threading.get_ident()}.tmp")
                tmp.write_bytes(pcm)
                tmp.replace(path)
            except OSError:
                pass  # a read-only home: just synthesise next time
        return pcm

    # -- effects ------------------------------------------------------------------------

    def play(self, name: str) -> None:
        """Play an effect from EFFECTS (an unknown name is a bug and raises)."""
        if name not in EFFECTS:
            raise ValueError(f"unknown effect {name!r}; one of {EFFECTS}")
        if self._muted or self._effects_volume <= 0 or not self.available:
            return
        sound = self._sound(name)
        if sound is not None:
            try:
                sound.set_volume(self._effects_volume)
                sound.play()
            except pygame.error:
                pass

    def preload(
        self, names: tuple[str, ...] = EFFECTS, *, background: bool = False, delay: float = 0.0
    ) -> None:
        """Prepare effects ahead of time, so the first accusation does not stall a
        frame (the longest takes ~0.15 s). `background`: after `delay` seconds `pump`
        opens the mixer (on the main thread) and synthesis runs on a worker thread, so
        it does not overlap the busy first frames."""
        if background:
            self._jobs.append((time.monotonic() + delay, "preload", names))
            return
        if not self.available:
            return
        for name in names:
            self._sound(name)

    def pump(self) -> None:
        """Run deferred jobs that are due. Called every frame from the main thread:
        SDL's audio device is opened (and closed) only there, never by a worker."""
        if not self._jobs:
            return
        now = time.monotonic()
        due = [job for job in self._jobs if job[0] <= now]
        if not due:
            return
        self._jobs = [job for job in self._jobs if job[0] > now]
        if not self.available:
            self._jobs.clear()
            return
        for _, kind, names in due:
            target = self._preload_worker if kind == "preload" else self._start_loop_worker
            worker = threading.Thread(target=target, args=(names,), daemon=True)
            self._workers.append(worker)
            worker.start()

    def _preload_worker(self, names: tuple[str, ...]) -> None:
        for name in names:
            if self._closed:
                return
            self._sound(name)

    # -- the calm loop --------------------------------------------------------------------

    def start_loop(self, delay: float = 0.0) -> None:
        """Start the attract-mode loop after `delay` seconds (see `pump`). Synthesis
        (~0.15 s) runs on a worker thread so the frame loop never stalls; it fades in
        when ready."""
        if self._loop_wanted:
            return
        self._loop_wanted = True
        self._jobs.append((time.monotonic() + delay, "loop", ()))

    def _start_loop_worker(self, _names: tuple[str, ...] = ()) -> None:
        if not self._loop_wanted or self._closed:
            return
        sound = self._sound(LOOP)
        with self._lock:
            if (sound is None or not self._loop_wanted or self._closed
                    or self._loop_channel is not None):
                return
            try:
                self._loop_channel = sound.play(loops=-1, fade_ms=1500)
                self._apply_music_volume()
            except pygame.error:
                self._loop_channel = None

    def stop_loop(self) -> None:
        with self._lock:
            self._loop_wanted = False
            if self._loop_channel is not None:
                try:
                    self._loop_channel.fadeout(600)
                except pygame.error:
                    pass
                self._loop_channel = None

    @property
    def loop_playing(self) -> bool:
        return self._loop_channel is not None

    # -- volumes --------------------------------------------------------------------------

    @property
    def effects_volume(self) -> float:
        return self._effects_volume

    @effects_volume.setter
    def effects_volume(self, value: float) -> None:
        self._effects_volume = _clamp(value)

    @property
    def music_volume(self) -> float:
        return self._music_volume

    @music_volume.setter
    def music_volume(self, value: float) -> None:
        self._music_volume = _clamp(value)
        self._apply_music_volume()

    @property
    def muted(self) -> bool:
        return self._muted

    @muted.setter
    def muted(self, value: bool) -> None:
        self._muted = value
        self._apply_music_volume()

    def toggle_mute(self) -> bool:
        """Flip mute; returns the new state."""
        self.muted = not self._muted
        return self._muted

    def _apply_music_volume(self) -> None:
        if self._loop_channel is not None:
            try:
                self._loop_channel.set_volume(0.0 if self._muted else self._music_volume)
            except pygame.error:
                pass


def _clamp(value: float) -> float:
    return min(1.0, max(0.0, float(value)))
