"""The cards turning up round the circle: when cards are turned up for everyone (every card at the
end of the game, a dead player's where the rules show it), each token flips in turn, one after
another round the circle in seat order (a short flip each, about two seconds for a whole table).

`Reveal` owns the animation: it says how far each seat's card has turned (`turn`), and it is
bounded: `finish` ends it at once at its end (every card up), as the circle does when its window
hides (like the fade between day and night: no animation runs for a window nobody sees).
"""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QObject, QVariantAnimation, Signal

FLIP_MS = 420  # one token's flip
TOTAL_MS = 2000  # a whole table's cards, one after another


class Reveal(QObject):
    """How far each seat's card has turned up, while cards are turning."""

    #: the cards turned on (a frame), or ended
    moved = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._order: dict[int, int] = {}  # seat index -> its place in the turning
        self._stagger = 0.0
        self._ms = 0.0
        self._ease = QEasingCurve(QEasingCurve.Type.InOutSine)
        self._run = QVariantAnimation(self)
        self._run.setStartValue(0.0)
        self._run.setEndValue(1.0)
        self._run.valueChanged.connect(self._on_run_value_changed)
        self._run.finished.connect(self._on_run_finished)

    def start(self, seats: list[int]) -> None:
        """Turn up the cards of ``seats`` (indices, in the order they turn)."""
        self._run.stop()
        self._order = {index: k for k, index in enumerate(seats)}
        if not seats:
            return
        n = len(seats)
        self._stagger = (TOTAL_MS - FLIP_MS) / (n - 1) if n > 1 else 0.0
        self._stagger = min(self._stagger, FLIP_MS * 0.6)
        duration = int(FLIP_MS + self._stagger * (n - 1))
        self._ms = 0.0
        self._run.setDuration(max(1, duration))
        self._run.start()

    def running(self) -> bool:
        return self._run.state() == QVariantAnimation.State.Running

    def finish(self) -> None:
        """End at once, every card up."""
        if self._order or self.running():
            self._run.stop()
            self._order = {}
            self.moved.emit()

    def turn(self, index: int) -> float:
        """How far the card of the seat at ``index`` has turned up: 0 face down, 1 up (and 1 for
        every seat while no cards are turning)."""
        k = self._order.get(index)
        if k is None:
            return 1.0
        t = (self._ms - k * self._stagger) / FLIP_MS
        if t <= 0.0:
            return 0.0
        if t >= 1.0:
            return 1.0
        # (quantised: a frame that moves no card by a visible step repaints nothing)
        return round(self._ease.valueForProgress(t) * 48) / 48

    def _on_run_value_changed(self, value: object) -> None:
        self._ms = float(value) * self._run.duration()  # type: ignore[arg-type]
        self.moved.emit()

    def _on_run_finished(self) -> None:
        self._order = {}
        self.moved.emit()
