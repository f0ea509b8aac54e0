"""The narrator: speaks lines one after another on the UI thread's event loop, never blocking it.

Each line is shown as a large caption and, when its WAV is cached and sound is not muted, played
with QtMultimedia. Pacing comes from the file's length (or an estimate for a line not rendered
yet), not from the sound device, so a machine without sound still narrates in captions at the
same pace. ``stop()`` is instant.
"""

from __future__ import annotations

import time
from collections import deque
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, QUrl, Signal

from mafia_desktop.narration.night_script import Line
from mafia_desktop.narration.speech import SpeechCache, Voice, wav_seconds

GAP_MS = 350  # silence between two lines


def estimate_seconds(text: str) -> float:
    """How long a line takes to say, for one not rendered yet (about 15 characters a second)."""
    return max(1.2, len(text) / 15.0)


class Narrator(QObject):
    #: the caption now (empty when silent)
    caption_changed = Signal(str)
    #: a line began: its text (benchmarks time this from the phase change)
    line_started = Signal(str)
    #: nothing left to say
    idle = Signal()
    #: a line is being said (True from the first line of a run to the end of its last: the night's
    #: sound bed ducks under it)
    speaking_changed = Signal(bool)

    def __init__(self, cache: SpeechCache | None, voice: Voice, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.cache = cache
        self.voice = voice
        self.muted = False
        self._queue: deque[Line] = deque()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._on_timer_timeout)
        self._effect: Any = None
        self.current: Line | None = None
        self.spoken: list[str] = []  # every line started, in order (captions and tests)
        self.started_at = 0.0

    @property
    def busy(self) -> bool:
        return self.current is not None or bool(self._queue)

    @property
    def speaking(self) -> bool:
        return self.current is not None

    def say(self, lines: list[Line]) -> None:
        self._queue.extend(lines)
        if self.current is None:
            self._next()

    def stop(self) -> None:
        self._queue.clear()
        self._timer.stop()
        if self._effect is not None:
            self._effect.stop()
        was = self.current is not None
        self.current = None
        self.caption_changed.emit("")
        if was:
            self.speaking_changed.emit(False)

    def _next(self) -> None:
        if not self._queue:
            was = self.current is not None
            self.current = None
            self.caption_changed.emit("")
            if was:
                self.speaking_changed.emit(False)
            self.idle.emit()
            return
        line = self._queue.popleft()
        began = self.current is None
        self.current = line
        self.started_at = time.monotonic()
        path = self.cache.path(line.text, self.voice) if self.cache is not None else None
        seconds = wav_seconds(path) if path is not None else 0.0
        # The pace first: whatever the sound does, the line ends and the next one comes.
        self._timer.start(int(1000 * (seconds or estimate_seconds(line.text))) + GAP_MS)
        if path is not None and seconds > 0 and not self.muted:
            self._play(path)
        self.spoken.append(line.text)
        if began:
            self.speaking_changed.emit(True)
        self.caption_changed.emit(line.text)
        self.line_started.emit(line.text)

    def _play(self, path: Path) -> None:
        if self._effect is None:
            try:
                from PySide6.QtMultimedia import QSoundEffect
            except ImportError:  # no sound library on this machine (libpulse0): captions only
                self.muted = True
                return
            self._effect = QSoundEffect(self)
        self._effect.stop()
        self._effect.setSource(QUrl.fromLocalFile(str(path)))
        self._effect.setVolume(self.voice.volume)
        self._effect.play()

    def _on_timer_timeout(self) -> None:
        self._next()

    def finish_now(self) -> None:
        """Tests and benchmarks: end the current line at once."""
        if self._timer.isActive():
            self._timer.stop()
            self._next()
