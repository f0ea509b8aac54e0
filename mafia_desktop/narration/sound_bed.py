"""The night's sound bed: a quiet room-and-wind tone under the whole night, made here from random
numbers (no recording), so that a hand's rustle or a chair's creak at the table is not heard.

Plain Python (no numpy, no Qt): :class:`BedNoise` makes the raw sound in blocks, :class:`Envelope`
gives it the volume, the ducking under the narrator's speech and the fades, and :class:`LiveBed`
joins them for a sound device: a worker thread makes the blocks a little ahead, and ``read()`` (the
device's pull) only takes the next samples and applies the gain, so it never waits for anything.
:func:`render` and :func:`write_wav` make seconds of it at once (tests, a listen check).

The sound, mono 16-bit at 22 050 Hz, is a sum of:

- a *room tone*: pink noise (equal energy per octave) softened above about 4 kHz, its level
  drifting slowly by a decibel or two;
- *wind*: pink noise through a low-pass whose corner wanders between about 150 and 700 Hz, in
  gusts that rise and fall over a few seconds;
- *distant rumbles*: noise between about 35 and 110 Hz swelling for 5 to 12 seconds now and then;
- a *far hum*: noise ringing in a narrow band at a low pitch chosen afresh each time, rising and
  fading over 8 to 16 seconds at random intervals.

Every level, corner, interval and pitch is drawn from one seeded random generator, so the bed
never loops (a night's seed is new each time; the same seed gives the same sound, for tests).
Nothing in it depends on the game: it says nothing about anyone's role.

>>> bed = SoundBed(seed=7, volume=30)
>>> samples = bed.read(BLOCK)
>>> len(samples), 0 < max(abs(s) for s in samples) < 32767
(2205, True)
"""

from __future__ import annotations

import array
import math
import os
import random
import sys
import threading
import wave
from collections import deque
from collections.abc import Iterable, Sequence
from pathlib import Path

RATE = 22050  # samples a second (mono, 16-bit)
BLOCK = RATE // 10  # the worker makes the bed in blocks of 100 ms
CHUNK = 64  # the slow modulators move every CHUNK samples (about 3 ms)
AHEAD = 8  # blocks made ahead of the device (800 ms): the device reads ~250 ms at a time

DUCK_DB = -12.0  # the bed under the narrator's speech
DUCK_MS = 200  # ... reached within this long after a line starts
RISE_MS = 700  # back to full after the narrator stops
FADE_IN_MS = 3000  # the night begins softly
FADE_OUT_MS = 1500  # and the bed ends softly in the morning
VOLUME_MS = 100  # a change of volume glides over this long (no click)

LEVEL = 0.2  # the raw bed's RMS (about -14 dBFS, a few dB either way) before the volume
KNEE = 0.6  # peaks above this are bent smoothly ...
CEILING = 0.9  # ... never reaching this (so the bed can never clip)


def volume_gain(percent: float) -> float:
    """The bed's amplitude for a volume setting in per cent: its square, as volume sliders do
    (30 % is about -21 dB, 50 % -12 dB, 100 % the full level)."""
    p = min(100.0, max(0.0, float(percent))) / 100.0
    return p * p


def new_seed() -> int:
    """A fresh seed for a night's bed."""
    return int.from_bytes(os.urandom(4), "little")


def _corner(hz: float, rate: int) -> float:
    """A one-pole low-pass's coefficient for a corner frequency."""
    return 1.0 - math.exp(-2.0 * math.pi * hz / rate)


class _Drift:
    """A slow random modulator: glides toward a target drawn from ``low``..``high``, a new target
    after a random hold of ``hold`` seconds (never periodic)."""

    def __init__(self, rng: random.Random, low: float, high: float, hold: tuple[float, float]) -> None:
        self._rng = rng
        self.low, self.high, self.hold = low, high, hold
        self.value = rng.uniform(low, high)
        self._aim()

    def _aim(self) -> None:
        self.target = self._rng.uniform(self.low, self.high)
        self.left = self._rng.uniform(*self.hold)
        self.tau = 0.4 * self.left

    def step(self, dt: float) -> float:
        self.left -= dt
        if self.left <= 0:
            self._aim()
        self.value += (self.target - self.value) * min(1.0, dt / self.tau)
        return self.value


class _Swells:
    """Now and then, a swell: silent for ``gap`` seconds, then a raised-cosine rise and fall of
    ``length`` seconds to a random ``peak``. ``fresh`` is True for each new swell (a new pitch)."""

    def __init__(
        self,
        rng: random.Random,
        gap: tuple[float, float],
        length: tuple[float, float],
        peak: tuple[float, float],
    ) -> None:
        self._rng = rng
        self.gap, self.length, self.peak = gap, length, peak
        self._wait = rng.uniform(0.3 * gap[0], gap[1])  # the first may come early
        self._t = self._span = 0.0
        self._top = 0.0
        self.fresh = False

    def step(self, dt: float) -> float:
        self.fresh = False
        if self._span == 0.0:
            self._wait -= dt
            if self._wait > 0:
                return 0.0
            self._span = self._rng.uniform(*self.length)
            self._top = self._rng.uniform(*self.peak)
            self._t = 0.0
            self.fresh = True
        self._t += dt
        if self._t >= self._span:
            self._span = 0.0
            self._wait = self._rng.uniform(*self.gap)
            return 0.0
        return self._top * 0.5 * (1.0 - math.cos(2.0 * math.pi * self._t / self._span))


class BedNoise:
    """The raw bed: blocks of floats within ±:data:`CEILING`, RMS about :data:`LEVEL`, never
    repeating. Only the thread that reads it may call :meth:`block`."""

    def __init__(self, seed: int, rate: int = RATE) -> None:
        self.rate = rate
        self._rng = random.Random(seed)
        rng = self._rng
        self._room = _Drift(rng, 0.84, 1.19, (4.0, 12.0))  # ±1.5 dB
        self._gust = _Drift(rng, 0.15, 1.0, (1.5, 7.0))
        self._wind_hz = _Drift(rng, 150.0, 700.0, (3.0, 10.0))
        self._rumble = _Swells(rng, (10.0, 40.0), (5.0, 12.0), (0.5, 1.0))
        self._hum = _Swells(rng, (15.0, 60.0), (8.0, 16.0), (0.4, 1.0))
        self._room_a = _corner(4000.0, rate)
        self._rumble_hi = _corner(110.0, rate)
        self._rumble_lo = _corner(35.0, rate)
        # the filters' state: pink (three poles), room, wind (two poles), rumble (two poles), hum
        self._state = [0.0] * 10
        self._gains = (0.0, 0.0, 0.0, 0.0)
        self._hum_coef = (0.0, 0.0, 0.0)
        self._tune_hum()

    def _tune_hum(self) -> None:
        """A new pitch for the far hum: a two-pole resonator (bandwidth a few hertz) at 55..140 Hz."""
        f = self._rng.uniform(55.0, 140.0)
        r = math.exp(-math.pi * 4.0 / self.rate)
        c1 = 2.0 * r * math.cos(2.0 * math.pi * f / self.rate)
        c2 = r * r
        self._hum_coef = (c1, c2, (1.0 - r) * 0.35)  # the last: the input's scale (unit-ish output)

    def _targets(self, dt: float) -> tuple[float, float, float, float]:
        # Each factor brings its part to about the RMS noted (the parts' own RMS measured at 1).
        room = 0.06 * self._room.step(dt)  # 0.09
        wind = 0.15 * self._gust.step(dt)  # 0.03 to 0.2 in gusts
        rumble = 0.17 * self._rumble.step(dt)  # up to 0.11 in a swell
        hum = 0.02 * self._hum.step(dt)  # up to 0.035: faint
        if self._hum.fresh:
            self._tune_hum()
        return room, wind, rumble, hum

    def block(self, frames: int = BLOCK) -> array.array[float]:
        """The next ``frames`` samples."""
        out: array.array[float] = array.array("d")
        noise = array.array("h", self._rng.randbytes(2 * frames))
        dt = CHUNK / self.rate
        b0, b1, b2, room, w1, w2, r1, r2, h1, h2 = self._state
        ar, ahi, alo = self._room_a, self._rumble_hi, self._rumble_lo
        g_room, g_wind, g_rumble, g_hum = self._gains
        c1, c2, hin = self._hum_coef
        knee, span = KNEE, CEILING - KNEE
        tanh = math.tanh
        append = out.append
        for start in range(0, frames, CHUNK):
            part = noise[start : start + CHUNK]
            n = len(part)
            t_room, t_wind, t_rumble, t_hum = self._targets(dt * n / CHUNK)
            c1, c2, hin = self._hum_coef
            aw = _corner(self._wind_hz.value, self.rate)
            self._wind_hz.step(dt * n / CHUNK)
            d_room = (t_room - g_room) / n
            d_wind = (t_wind - g_wind) / n
            d_rumble = (t_rumble - g_rumble) / n
            d_hum = (t_hum - g_hum) / n
            for x in part:
                # Paul Kellet's economy pink filter (input scaled from 16-bit to ±1)
                b0 = 0.99765 * b0 + x * 3.0226e-06
                b1 = 0.963 * b1 + x * 9.0490e-06
                b2 = 0.57 * b2 + x * 3.2125e-05
                p = b0 + b1 + b2 + x * 5.6396e-06
                room += ar * (p - room)
                w1 += aw * (p - w1)
                w2 += aw * (w1 - w2)
                r1 += ahi * (p - r1)
                r2 += alo * (r1 - r2)
                h1, h2 = c1 * h1 - c2 * h2 + hin * p, h1
                g_room += d_room
                g_wind += d_wind
                g_rumble += d_rumble
                g_hum += d_hum
                s = g_room * room + g_wind * w2 + g_rumble * (r1 - r2) + g_hum * h1
                if s > knee:
                    s = knee + span * tanh((s - knee) / span)
                elif s < -knee:
                    s = -knee - span * tanh((-s - knee) / span)
                append(s)
        self._state = [b0, b1, b2, room, w1, w2, r1, r2, h1, h2]
        self._gains = (g_room, g_wind, g_rumble, g_hum)
        return out


class Envelope:
    """The bed's gain: the volume (gliding), the ducking under speech (-12 dB within 200 ms, back
    over 700 ms) and the fades, applied to raw floats to give 16-bit samples.

    Targets may be set from any thread (plain attribute writes); :meth:`apply` belongs to the
    thread that reads the bed.
    """

    def __init__(self, volume: float = 30, rate: int = RATE, fade: float = 1.0) -> None:
        self.rate = rate
        self._volume = self._volume_target = volume_gain(volume)
        self._duck_db = 0.0
        self.ducked = False
        self._fade = fade
        self._fade_target = fade
        self._fade_ms = FADE_IN_MS

    def set_volume(self, percent: float) -> None:
        self._volume_target = volume_gain(percent)

    def duck(self, on: bool) -> None:
        self.ducked = on

    def fade_in(self) -> None:
        self._fade_target, self._fade_ms = 1.0, FADE_IN_MS

    def fade_out(self) -> None:
        self._fade_target, self._fade_ms = 0.0, FADE_OUT_MS

    def _gain(self) -> float:
        fade = self._fade * self._fade  # a fade's square: it sounds even (the ear hears decibels)
        return 32767.0 * self._volume * math.pow(10.0, self._duck_db / 20.0) * fade

    def _advance(self, n: int) -> None:
        ms = 1000.0 * n / self.rate
        target = DUCK_DB if self.ducked else 0.0
        if self._duck_db > target:
            self._duck_db = max(target, self._duck_db + DUCK_DB * ms / DUCK_MS)
        elif self._duck_db < target:
            self._duck_db = min(target, self._duck_db - DUCK_DB * ms / RISE_MS)
        step = ms / self._fade_ms
        if self._fade < self._fade_target:
            self._fade = min(self._fade_target, self._fade + step)
        elif self._fade > self._fade_target:
            self._fade = max(self._fade_target, self._fade - step)
        v, vt = self._volume, self._volume_target
        if v != vt:  # glides (time constant VOLUME_MS), then lands
            v += (vt - v) * min(1.0, ms / VOLUME_MS)
            self._volume = vt if abs(vt - v) < 1e-4 else v

    def apply(self, raw: Sequence[float]) -> array.array[int]:
        """16-bit samples of ``raw`` with the gain as it moves (linear within each few ms)."""
        out: array.array[int] = array.array("h")
        append = out.append
        g = self._gain()
        for start in range(0, len(raw), CHUNK):
            part = raw[start : start + CHUNK]
            self._advance(len(part))
            end = self._gain()
            if end == g:
                out.extend([int(x * g) for x in part])
            else:
                d = (end - g) / len(part)
                for x in part:
                    g += d
                    append(int(x * g))
            g = end
        return out


class SoundBed:
    """The bed in one thread: raw noise and its envelope, read in any number of samples."""

    def __init__(self, seed: int, volume: float = 30, rate: int = RATE, fade_in: bool = False) -> None:
        self.noise = BedNoise(seed, rate)
        self.envelope = Envelope(volume, rate, fade=0.0 if fade_in else 1.0)
        if fade_in:
            self.envelope.fade_in()
        self._raw: array.array[float] = array.array("d")

    def read(self, frames: int) -> array.array[int]:
        while len(self._raw) < frames:
            self._raw.extend(self.noise.block())
        part, self._raw = self._raw[:frames], self._raw[frames:]
        return self.envelope.apply(part)


def render(
    seconds: float,
    seed: int,
    volume: float = 30,
    speech: Iterable[tuple[float, float]] = (),
    rate: int = RATE,
    fade_in: bool = False,
) -> array.array[int]:
    """``seconds`` of the bed, ducked during each ``(start, end)`` of speech (in seconds)."""
    bed = SoundBed(seed, volume, rate, fade_in)
    total = int(seconds * rate)
    edges = sorted({int(t * rate) for pair in speech for t in pair if 0 < t * rate < total})
    talking = [(int(a * rate), int(b * rate)) for a, b in speech]
    out: array.array[int] = array.array("h")
    at = 0
    for edge in [*edges, total]:
        bed.envelope.duck(any(a <= at < b for a, b in talking))
        while at < edge:
            n = min(BLOCK, edge - at)
            out.extend(bed.read(n))
            at += n
    return out


def write_wav(path: Path, samples: array.array[int], rate: int = RATE) -> None:
    """Mono 16-bit little-endian WAV."""
    data = samples
    if data.itemsize != 2:  # pragma: no cover - array('h') is 16-bit on every platform Python runs on
        raise ValueError("16-bit samples")
    if sys.byteorder == "big":  # pragma: no cover
        data = array.array("h", samples)
        data.byteswap()
    with wave.open(str(path), "wb") as f:
        f.setnchannels(1)
        f.setsampwidth(2)
        f.setframerate(rate)
        f.writeframes(data.tobytes())


class LiveBed:
    """The bed for a sound device, night after night: a worker thread (started once, idle by day)
    makes raw blocks up to :data:`AHEAD` ahead; :meth:`read` (the device's pull, on whatever
    thread) takes what is there and never waits: if the worker fell behind, or no night is on, the
    missing samples are silence (a shortfall in a night is counted in ``underruns``).

    :meth:`begin` starts a night's sound (a new seed), :meth:`end` stops making it. ``begin``,
    ``end``, ``duck``, ``set_volume``, ``fade_in`` and ``fade_out`` may be called from any thread.
    """

    def __init__(
        self, seed: int | None = None, volume: float = 30, rate: int = RATE, fade_in: bool = True
    ) -> None:
        self.rate = rate
        self._lock = threading.Lock()  # held for a few list operations only, never while making
        self._noise: BedNoise | None = None
        self._night = 0  # which begin() the blocks belong to
        self._blocks: deque[array.array[float]] = deque()
        self._raw: array.array[float] = array.array("d")
        self._raw_night = 0
        self.envelope = Envelope(volume, rate)
        self._wanted = threading.Event()
        self._closed = False
        self.underruns = 0
        self.frames = 0  # samples read so far
        self._thread: threading.Thread | None = None
        if seed is not None:
            self.begin(seed, volume, fade_in)

    def begin(self, seed: int, volume: float = 30, fade_in: bool = True) -> None:
        """A night's sound: a new seed, faded in (or at once)."""
        envelope = Envelope(volume, self.rate, fade=0.0 if fade_in else 1.0)
        if fade_in:
            envelope.fade_in()
        with self._lock:
            self._night += 1
            self._noise = BedNoise(seed, self.rate)
            self._blocks.clear()
            self.envelope = envelope
        # The worker wakes at the device's first read (or start()): not before the device opened.

    def end(self) -> None:
        """No more sound (until the next :meth:`begin`); the worker rests."""
        with self._lock:
            self._night += 1
            self._noise = None
            self._blocks.clear()

    @property
    def on(self) -> bool:
        return self._noise is not None

    def start(self) -> None:
        """The worker thread (once; it rests while no night is on)."""
        if self._thread is None:
            self._closed = False
            self._thread = threading.Thread(target=self._run, name="sound-bed", daemon=True)
            self._thread.start()
        self._wanted.set()

    def _run(self) -> None:
        self._wanted.wait(0.01)  # the thread that started this one goes on first (the GIL)
        while not self._closed:
            with self._lock:
                noise, night, ahead = self._noise, self._night, len(self._blocks)
            if noise is None or ahead >= AHEAD:
                self._wanted.wait(0.05 if noise is not None else None)
                self._wanted.clear()
                continue
            block = noise.block()  # made outside the lock: read() never waits for it
            with self._lock:
                if night == self._night:
                    self._blocks.append(block)
            if ahead >= 1:  # enough for now: make the rest in short steps, so that the UI
                self._wanted.wait(0.01)  # thread is never held up by a burst (the GIL)
                self._wanted.clear()

    def fill(self) -> None:
        """Make blocks up to :data:`AHEAD` at once, as the worker does (tests, without a thread)."""
        while self._noise is not None and len(self._blocks) < AHEAD:
            self._blocks.append(self._noise.block())

    def close(self, timeout: float = 1.0) -> None:
        """End the worker (it ends within one block: a few milliseconds)."""
        self._closed = True
        self._wanted.set()
        thread, self._thread = self._thread, None
        if thread is not None and timeout > 0:
            thread.join(timeout)

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def duck(self, on: bool) -> None:
        self.envelope.duck(on)

    def set_volume(self, percent: float) -> None:
        self.envelope.set_volume(percent)

    def fade_in(self) -> None:
        self.envelope.fade_in()

    def fade_out(self) -> None:
        self.envelope.fade_out()

    def read(self, frames: int) -> bytes:
        """The next ``frames`` samples as 16-bit little-endian bytes (silence for any the worker
        has not made yet)."""
        with self._lock:
            if self._raw_night != self._night:  # a new night (or none): yesterday's samples go
                self._raw, self._raw_night = array.array("d"), self._night
            raw = self._raw
            while len(raw) < frames and self._blocks:
                raw.extend(self._blocks.popleft())
            on, envelope = self._noise is not None, self.envelope
        self._wanted.set()
        self.frames += frames
        got = min(frames, len(raw))
        part, self._raw = raw[:got], raw[got:]
        samples = envelope.apply(part)
        if sys.byteorder == "big":  # pragma: no cover
            samples.byteswap()
        if got < frames:
            self.underruns += on
            return samples.tobytes() + bytes(2 * (frames - got))
        return samples.tobytes()


def main(argv: list[str] | None = None) -> int:
    """``python -m mafia_desktop.narration.sound_bed OUT.wav``: write seconds of the bed."""
    import argparse

    parser = argparse.ArgumentParser(description="Write the night's sound bed to a WAV file.")
    parser.add_argument("out", type=Path)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--volume", type=int, default=30, help="per cent, as in the settings")
    parser.add_argument(
        "--speech", action="append", default=[], metavar="START-END", help="duck from START to END seconds"
    )
    args = parser.parse_args(argv)
    speech = [tuple(float(t) for t in span.split("-", 1)) for span in args.speech]
    seed = new_seed() if args.seed is None else args.seed
    samples = render(args.seconds, seed, args.volume, [(a, b) for a, b in speech], fade_in=True)
    write_wav(args.out, samples)
    print(f"{args.out}: {args.seconds:g} s, seed {seed}, volume {args.volume} %")
    return 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
