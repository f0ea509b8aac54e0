"""A long press: a finger (or the mouse button) held still on one spot for a moment.

The seat circle uses it for the referee's foul: the press starts it, a move of more than a few
pixels cancels it, the release says whether it fired (then the release picks nothing).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, QTimer, Signal

HOLD_MS = 700  # a press this long is a long press
SLIDE_PX = 16  # a finger that slides further is not holding


class LongPress(QObject):
    """Watches one press at a time; ``fired`` carries what was pressed (a seat's index)."""

    fired = Signal(int)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(HOLD_MS)
        self._timer.timeout.connect(self._on_timer_timeout)
        self._at: tuple[int, QPointF] | None = None
        self._done = False

    def press(self, index: int, pos: QPointF) -> None:
        self._at, self._done = (index, QPointF(pos)), False
        self._timer.start()

    def move(self, pos: QPointF) -> None:
        if self._at is not None and (pos - self._at[1]).manhattanLength() > SLIDE_PX:
            self._timer.stop()
            self._at = None

    def release(self) -> bool:
        """The press ended: True if it was a long press (it fired)."""
        self._timer.stop()
        done, self._at, self._done = self._done, None, False
        return done

    def _on_timer_timeout(self) -> None:
        if self._at is not None:
            self._done = True
            self.fired.emit(self._at[0])
