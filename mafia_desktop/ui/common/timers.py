"""Turn timers from the rules: speeches, last words, defences, the discussion, the day limit.

A timer counts down on the UI thread's event loop (no thread, no blocking), can be started,
paused, resumed and skipped, and says when it reaches the warning mark and zero.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, QTimer, Signal


class TurnTimer(QObject):
    #: seconds left changed (whole seconds, rounded up)
    ticked = Signal(int)
    #: the warning mark was passed (10 s left, or the rules' day-limit warning)
    warned = Signal()
    #: time is up (not emitted on skip or stop)
    finished = Signal()
    #: started, paused, resumed or stopped
    state_changed = Signal()

    def __init__(self, parent: QObject | None = None, clock: object = time.monotonic) -> None:
        super().__init__(parent)
        self._clock = clock
        self._timer = QTimer(self)
        self._timer.setInterval(100)
        self._timer.timeout.connect(self._on_timer_timeout)
        self.kind = ""
        self.who: str | None = None
        self.total = 0.0
        self._left = 0.0
        self._started_at: float | None = None
        self._warn_at = 10.0
        self._warned = False
        self._last_whole = -1

    @property
    def running(self) -> bool:
        return self._started_at is not None

    @property
    def active(self) -> bool:
        """A timer is set (running or paused)."""
        return self.total > 0

    def remaining(self) -> float:
        if self._started_at is None:
            return self._left
        return max(0.0, self._left - (self._now() - self._started_at))

    def fraction(self) -> float:
        return self.remaining() / self.total if self.total else 0.0

    def _now(self) -> float:
        return float(self._clock())  # type: ignore[operator]

    def start(
        self,
        seconds: float,
        kind: str,
        who: str | None = None,
        warn_at: float = 10.0,
        paused: bool = False,
        left: float | None = None,
    ) -> None:
        """Load a timer of ``seconds`` (``left`` of them still to run: a resumed game); it runs at
        once, or waits for :meth:`resume` when ``paused`` (then it shows exactly its time left,
        however long the loading took)."""
        self.kind, self.who = kind, who
        self.total = float(seconds)
        self._left = self.total if left is None else max(0.0, min(self.total, float(left)))
        self._warn_at = warn_at
        self._warned = self._left <= warn_at
        self._started_at = self._now()
        self._last_whole = -1
        if paused or self._left <= 0:
            self._started_at = None
            self.state_changed.emit()
            return
        self._timer.start()
        self.state_changed.emit()
        self._on_timer_timeout()

    def pause(self) -> None:
        if self._started_at is not None:
            self._left = self.remaining()
            self._started_at = None
            self._timer.stop()
            self.state_changed.emit()

    def resume(self) -> None:
        if self._started_at is None and self._left > 0:
            self._started_at = self._now()
            self._timer.start()
            self.state_changed.emit()

    def stop(self) -> None:
        self._timer.stop()
        self._started_at = None
        self.total = self._left = 0.0
        self.kind, self.who = "", None
        self.state_changed.emit()

    def _on_timer_timeout(self) -> None:
        left = self.remaining()
        whole = int(left + 0.999)
        if whole != self._last_whole:
            self._last_whole = whole
            self.ticked.emit(whole)
        if not self._warned and left <= self._warn_at:
            self._warned = True
            self.warned.emit()
        if left <= 0 and self._started_at is not None:
            self._timer.stop()
            self._started_at = None
            self._left = 0.0
            self.state_changed.emit()
            self.finished.emit()


def clock_text(seconds: int) -> str:
    """``0:45``, ``12:05`` (in the app's language's digits: «۰:۴۵» in Persian)."""
    from mafia_desktop import phrases

    seconds = max(0, seconds)
    return phrases.digits(f"{seconds // 60}:{seconds % 60:02d}")
