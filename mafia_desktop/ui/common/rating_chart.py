"""A small chart of one player's ratings over their games: the red rating (playing for the town)
and the black (for the mafia), each a line from the start (1000) through every rated game, on a
faint line at the start.

Owns :class:`RatingChart`, a widget painted with QPainter from plain numbers (no model of its
own): :meth:`RatingChart.set_steps` takes each rated game's colour and rating after it. The line
of each colour is drawn solid and dashed, with a mark at each game, so it reads in greyscale and
to a reader of colours alike; the widget's accessible description says the same in words.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from mafia_desktop import phrases
from mafia_desktop.ui.theme import type_scale

RED_INK = QColor("#b3261e")
BLACK_INK = QColor("#2b2420")
GRID = QColor("#c4ae93")


@dataclass(frozen=True, slots=True)
class ChartStep:
    """One rated game of the player: its colour ("red" or "black") and the rating after it."""

    side: str
    after: float


class RatingChart(QWidget):
    """One player's red and black ratings over their rated games (x: the player's games in the
    order played; y: the rating)."""

    def __init__(self, parent: QWidget | None = None, start: float = 1000.0) -> None:
        super().__init__(parent)
        self.setObjectName("ratingChart")
        self.start = start
        self.steps: tuple[ChartStep, ...] = ()
        self.player = ""
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setAccessibleName(self.tr("Rating over time"))
        self._describe()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        line = self.fontMetrics().height()
        return QSize(24 * line, 10 * line)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        line = self.fontMetrics().height()
        return QSize(10 * line, 6 * line)

    def set_steps(self, player: str, steps: Sequence[ChartStep]) -> None:
        """Show ``player``'s rated games (in play order)."""
        self.player = player
        self.steps = tuple(steps)
        self._describe()
        self.updateGeometry()
        self.update()

    def lines(self) -> dict[str, list[tuple[int, float]]]:
        """Each colour's points: (the player's game number, from 0 for the start; rating)."""
        out: dict[str, list[tuple[int, float]]] = {"red": [(0, self.start)], "black": [(0, self.start)]}
        for i, step in enumerate(self.steps, start=1):
            if step.side in out:
                out[step.side].append((i, step.after))
        return out

    def _describe(self) -> None:
        lines = self.lines()
        red, black = lines["red"], lines["black"]
        if not self.steps:
            text = self.tr("No rated game yet.")
        else:
            text = self.tr("%1: red rating %2 after %n game(s) for the town", "", len(red) - 1)
            text = text.replace("%1", self.player).replace("%2", _whole(red[-1][1]))
            more = self.tr("black rating %1 after %n game(s) for the mafia", "", len(black) - 1)
            text += "; " + more.replace("%1", _whole(black[-1][1])) + "."
        self.setAccessibleDescription(text)
        self.setToolTip(text)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = type_scale.font("dialog", self.font())
        painter.setFont(font)
        metrics = painter.fontMetrics()
        lines = self.lines()
        values = [v for pts in lines.values() for _, v in pts]
        low, high = min(values), max(values)
        pad = max(10.0, (high - low) * 0.1)
        low, high = low - pad, high + pad
        label_width = metrics.horizontalAdvance(phrases.digits("8888")) + metrics.height() // 2
        keys = self._keys()
        stroke = 2.0 * metrics.height()
        need = sum(stroke + metrics.height() * 4 / 3 + metrics.horizontalAdvance(w) for w, _, _ in keys)
        rows = 1 if label_width + need <= self.width() else len(keys)
        legend = metrics.height() * 1.3 * rows
        area = QRectF(self.rect()).adjusted(
            label_width, legend + metrics.height() / 2, -metrics.height() / 2, -metrics.height() / 2
        )
        count = max(1, len(self.steps))

        def at(i: int, v: float) -> QPointF:
            x = area.left() + area.width() * i / count
            y = area.bottom() - area.height() * (v - low) / (high - low)
            return QPointF(x, y)

        painter.setPen(QPen(GRID, 1, Qt.PenStyle.DotLine))
        painter.drawLine(at(0, self.start), at(count, self.start))
        painter.setPen(self.palette().windowText().color())
        shown: list[float] = []
        for value in (self.start, high - pad, low + pad):
            y = at(0, value).y()
            if any(abs(y - other) < metrics.height() for other in shown):
                continue  # (too close to a label already written)
            shown.append(y)
            box = QRectF(0, y - metrics.height() / 2, label_width - metrics.height() / 4, metrics.height())
            painter.drawText(box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, _whole(value))
        for side, ink, style in (
            ("red", RED_INK, Qt.PenStyle.SolidLine),
            ("black", BLACK_INK, Qt.PenStyle.DashLine),
        ):
            points = [at(i, v) for i, v in lines[side]]
            if len(points) < 2:
                continue
            painter.setPen(QPen(ink, 2, style))
            painter.drawPolyline(QPolygonF(points))
            painter.setBrush(ink)
            painter.setPen(Qt.PenStyle.NoPen)
            for p in points[1:]:
                painter.drawEllipse(p, 3, 3)
            painter.setBrush(Qt.BrushStyle.NoBrush)
        row = legend / rows
        if rows == 1:
            self._legend(painter, keys, QRectF(label_width, 0, area.width(), row))
        else:
            for i, key in enumerate(keys):
                self._legend(painter, (key,), QRectF(label_width, i * row, area.width(), row))
        painter.end()

    def _keys(self) -> tuple[tuple[str, QColor, Qt.PenStyle], ...]:
        return (
            (self.tr("Red (for the town)"), RED_INK, Qt.PenStyle.SolidLine),
            (self.tr("Black (for the mafia)"), BLACK_INK, Qt.PenStyle.DashLine),
        )

    def _legend(
        self, painter: QPainter, keys: Sequence[tuple[str, QColor, Qt.PenStyle]], box: QRectF
    ) -> None:
        """Lines' keys in a row: a stroke of each line and its words."""
        metrics = painter.fontMetrics()
        x = box.left()
        y = box.center().y()
        stroke = 2.0 * metrics.height()
        for words, ink, style in keys:
            painter.setPen(QPen(ink, 2, style))
            painter.drawLine(QPointF(x, y), QPointF(x + stroke, y))
            x += stroke + metrics.height() / 3
            painter.setPen(self.palette().windowText().color())
            width = metrics.horizontalAdvance(words)
            painter.drawText(
                QRectF(x, box.top(), width + 2, box.height()), Qt.AlignmentFlag.AlignVCenter, words
            )
            x += width + metrics.height()


def _whole(value: float) -> str:
    return phrases.number(round(value))
