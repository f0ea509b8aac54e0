"""A stand-in for ``festival --pipe``: answers the commands FestivalVoice sends as Festival does
(a marker line after each, a WAV for each ``utt.save.wave``), or misbehaves as told by the
environment, to test what the app does when Festival hangs or dies. Run as a program.

FAKE_FESTIVAL_MODE: ``ok``; ``hang`` (never answers a line); ``die`` (exits at the first line);
``die-once`` (exits at the first line of its first run, a file in FAKE_FESTIVAL_LOG's folder says
it ran); ``hang-with-child`` (at the first line starts a program of its own that keeps its
output open, as a real one's helper would, then never answers: its number is written to
``<log>.child`` and its own to ``<log>.pid``). FAKE_FESTIVAL_LOG: a file each command is appended
to."""

from __future__ import annotations

import os
import re
import struct
import subprocess
import sys
import time
import wave
from pathlib import Path


def tone(path: str) -> None:
    with wave.open(path, "wb") as f:
        f.setnchannels(1)
        f.setsampwidth(2)
        f.setframerate(8000)
        f.writeframes(b"".join(struct.pack("<h", 6000 if (i // 20) % 2 else -6000) for i in range(1600)))


def main() -> int:
    mode = os.environ.get("FAKE_FESTIVAL_MODE", "ok")
    log = os.environ.get("FAKE_FESTIVAL_LOG")
    first_run = True
    if mode == "die-once" and log:
        ran = Path(log).with_suffix(".ran")
        first_run = not ran.exists()
        ran.touch()
    for line in sys.stdin:
        if log:
            with open(log, "a", encoding="utf-8") as f:
                f.write(line)
        saved = re.search(r'utt\.save\.wave .*\)\) "((?:[^"\\]|\\.)*)" \'riff', line)
        if saved:
            if mode == "hang-with-child" and log:
                child = subprocess.Popen(["sleep", "3600"])  # it keeps our stdout open
                Path(log).with_suffix(".child").write_text(str(child.pid))
                Path(log).with_suffix(".pid").write_text(str(os.getpid()))
            if mode in ("hang", "hang-with-child"):
                time.sleep(3600)
            if mode == "die" or (mode == "die-once" and first_run):
                return 1
            tone(saved.group(1).replace('\\"', '"').replace("\\\\", "\\"))
        marker = re.search(r'\(format t "%s\\n" "([^"]+)"\)', line)
        if marker:
            sys.stdout.write(marker.group(1) + "\n")
            sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
