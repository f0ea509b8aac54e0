"""The narrator: speaks lines one after another on the UI thread's event loop, never blocking it.

Each line is shown as a large caption and, when its WAV is cached and sound is not muted, played
with QtMultimedia. Pacing comes from the file's length (or an estimate for a line said as a caption
only), not from the sound device, so a machine without sound still narrates in captions at the
same pace. A line whose sound is still being rendered when its turn comes is not skipped: the
narrator asks for it first and waits (:attr:`Narrator.waiting_changed`: the table says the
narrator is getting ready), at most :data:`WAIT_MAX_MS`, or until the engine gives up on it.
``stop()`` is instant.
"""

from __future__ import annotations

import time
from collections import deque
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, QUrl, Signal, Slot

from mafia_desktop.narration.night_script import Line
from mafia_desktop.narration.speech import SpeechCache, Voice

GAP_MS = 350  # silence between two lines
WAIT_MAX_MS = 15000  # a line not rendered yet waits this long at most, then shows as a caption
AHEAD = 3  # when a line is waited for, the next ones are asked for too


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
    #: waiting for a line's sound (True until it is rendered, or given up on)
    waiting_changed = Signal(bool)

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
        self.waiting = False  # the current line waits for its sound
        self._wait_timer = QTimer(self)
        self._wait_timer.setSingleShot(True)
        self._wait_timer.timeout.connect(self._on_wait_timeout)
        self.spoken: list[str] = []  # every line started, in order (captions and tests)
        self.silent: list[str] = []  # lines started with no sound although not muted (benchmarks)
        self.started_at = 0.0
        self._given_up: set[str] = set()  # lines the engine could not render: captions only
        if cache is not None:
            cache.rendered.connect(self._on_rendered)
            cache.failed.connect(self._on_failed)
            cache.unavailable.connect(self._on_unavailable)

    @property
    def busy(self) -> bool:
        return self.current is not None or bool(self._queue)

    @property
    def speaking(self) -> bool:
        return self.current is not None and not self.waiting

    def say(self, lines: list[Line]) -> None:
        self._queue.extend(lines)
        if self.current is None:
            self._next()

    def stop(self) -> None:
        self._queue.clear()
        self._timer.stop()
        if self._effect is not None:
            self._effect.stop()
        was = self.speaking
        self.current = None
        self._end_wait()
        self.caption_changed.emit("")
        if was:
            self.speaking_changed.emit(False)

    def _end_wait(self) -> None:
        self._wait_timer.stop()
        if self.waiting:
            self.waiting = False
            self.waiting_changed.emit(False)

    def _may_wait(self, line: Line) -> bool:
        """Whether a line not rendered yet is worth waiting for: sound is on, an engine is (or may
        be) there, and it has not given up on this line."""
        cache = self.cache
        return (
            cache is not None
            and not self.muted
            and cache.problem is None
            and line.speech not in self._given_up
        )

    def _next(self) -> None:
        if not self._queue:
            was = self.speaking
            self.current = None
            self._end_wait()
            self.caption_changed.emit("")
            if was:
                self.speaking_changed.emit(False)
            self.idle.emit()
            return
        line = self._queue.popleft()
        path = self.cache.path(line.speech, self.voice) if self.cache is not None else None
        if path is None and self._may_wait(line):
            assert self.cache is not None
            was = self.speaking
            self.current = line
            self.cache.hurry(
                [line.speech] + [later.speech for later in list(self._queue)[:AHEAD]], self.voice
            )
            self._wait_timer.start(WAIT_MAX_MS)
            if was:
                self.speaking_changed.emit(False)  # the sound bed comes back while it waits
            self.caption_changed.emit("")
            if not self.waiting:
                self.waiting = True
                self.waiting_changed.emit(True)
            return
        self._start(line, path)

    def _start(self, line: Line, path: Path | None) -> None:
        began = not self.speaking
        self._end_wait()
        self.current = line
        self.started_at = time.monotonic()
        # (How long it plays: what the cache's worker read from the file, never a disk read here.)
        cache = self.cache
        seconds = cache.seconds(line.speech, self.voice) if path is not None and cache is not None else 0.0
        # The pace first: whatever the sound does, the line ends and the next one comes.
        self._timer.start(int(1000 * (seconds or estimate_seconds(line.text))) + GAP_MS)
        if path is not None and seconds > 0 and not self.muted:
            self._play(path)
        elif not self.muted:
            self.silent.append(line.text)
        self.spoken.append(line.text)
        if began:
            self.speaking_changed.emit(True)
        self.caption_changed.emit(line.text)
        self.line_started.emit(line.text)

    def _waited_for(self, text: str) -> Line | None:
        line = self.current
        return line if self.waiting and line is not None and line.speech == text else None

    @Slot(str, str)
    def _on_rendered(self, text: str, path: str) -> None:
        line = self._waited_for(text)
        if line is not None:
            self._start(line, Path(path))

    @Slot(str)
    def _on_failed(self, text: str) -> None:
        self._given_up.add(text)
        line = self._waited_for(text)
        if line is not None:
            self._start(line, None)

    @Slot(str)
    def _on_unavailable(self, _reason: str) -> None:
        if self.waiting and self.current is not None:
            self._start(self.current, None)

    @Slot()
    def _on_wait_timeout(self) -> None:
        if self.waiting and self.current is not None:
            self._given_up.add(self.current.speech)
            self._start(self.current, None)

    def _play(self, path: Path) -> None:
        try:
            from PySide6.QtMultimedia import QMediaDevices, QSoundEffect
        except ImportError:  # no sound library on this machine (libpulse0): captions only
            self.muted = True
            return
        if QMediaDevices.defaultAudioOutput().isNull():
            return  # no sound device now (one plugged in later is used then): the pace goes on
        if self._effect is None:
            self._effect = QSoundEffect(self)
        self._effect.stop()
        self._effect.setSource(QUrl.fromLocalFile(str(path)))
        self._effect.setVolume(self.voice.volume)
        self._effect.play()

    @Slot()
    def _on_timer_timeout(self) -> None:
        self._next()

    def finish_now(self) -> None:
        """Tests and benchmarks: end the current line at once (one being waited for is given up
        on: it shows as a caption, and the next comes)."""
        if self.waiting:
            self._on_wait_timeout()
        if self._timer.isActive():
            self._timer.stop()
            self._next()
