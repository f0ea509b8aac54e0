"""Make the app's own chimes (soft, short, synthesised here; no third-party sounds).

Run: python resources/sounds/make_chimes.py   (``make assets``: writes the WAV files the app loads,
into mafia_desktop/resources/sounds/)
"""

from __future__ import annotations

import math
import struct
import wave
from pathlib import Path

RATE = 22050


def tone(freqs: list[tuple[float, float]], seconds: float, volume: float = 0.35) -> list[float]:
    """A bell-like sum of partials (frequency, weight) with a soft attack and a long decay."""
    out = []
    for i in range(int(RATE * seconds)):
        t = i / RATE
        attack = min(1.0, t / 0.012)
        decay = math.exp(-t * 5.5 / seconds)
        value = sum(w * math.sin(2 * math.pi * f * t) for f, w in freqs)
        out.append(volume * attack * decay * value / sum(w for _, w in freqs))
    return out


def bell(f: float, seconds: float, volume: float = 0.35) -> list[float]:
    return tone([(f, 1.0), (f * 2.0, 0.35), (f * 3.01, 0.12)], seconds, volume)


def seq(*parts: tuple[list[float], float]) -> list[float]:
    """Overlay sounds, each starting at an offset in seconds."""
    length = max(int(off * RATE) + len(s) for s, off in parts)
    out = [0.0] * length
    for s, off in parts:
        start = int(off * RATE)
        for i, v in enumerate(s):
            out[start + i] += v
    peak = max(1e-9, max(abs(v) for v in out))
    return [v * min(1.0, 0.8 / peak) for v in out]


def write(path: Path, samples: list[float]) -> None:
    with wave.open(str(path), "wb") as f:
        f.setnchannels(1)
        f.setsampwidth(2)
        f.setframerate(RATE)
        f.writeframes(b"".join(struct.pack("<h", int(max(-1, min(1, v)) * 32767)) for v in samples))


OUT = Path(__file__).resolve().parent.parent.parent / "mafia_desktop" / "resources" / "sounds"


def chimes() -> dict[str, list[float]]:
    """Every chime the app plays, by its file's name."""
    return {
        "timer-warning.wav": bell(880.0, 0.35, 0.25),
        "timer-end.wav": seq((bell(659.3, 0.9), 0.0), (bell(523.3, 1.1), 0.22)),
        "nightfall.wav": seq((bell(392.0, 1.4, 0.22), 0.0), (bell(293.7, 1.8, 0.22), 0.35)),
        "morning.wav": seq((bell(523.3, 1.0), 0.0), (bell(659.3, 1.0), 0.18), (bell(784.0, 1.4), 0.36)),
    }


def main(out: Path = OUT) -> None:
    for name, samples in chimes().items():
        write(out / name, samples)


if __name__ == "__main__":
    main()
