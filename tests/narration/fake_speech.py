"""A speech backend for tests: writes a short tone at once, and remembers what it said."""

from __future__ import annotations

import math
import struct
import wave
from pathlib import Path

from mafia_desktop.narration.speech import Voice


class FakeBackend:
    name = "fake"
    said: list[str] = []

    def voices(self) -> list[tuple[str, str]]:
        return [("fake/en", "en"), ("fake/ru", "ru")]

    def render(self, text: str, path: Path, voice: Voice) -> None:
        FakeBackend.said.append(text)
        rate = 8000
        frames = b"".join(struct.pack("<h", int(8000 * math.sin(i / 5))) for i in range(int(rate * 0.2)))
        with wave.open(str(path), "wb") as f:
            f.setnchannels(1)
            f.setsampwidth(2)
            f.setframerate(rate)
            f.writeframes(frames)


class BrokenBackend:
    name = "broken"

    def __init__(self) -> None:
        raise OSError("libespeak-ng.so.1: cannot open shared object file")
