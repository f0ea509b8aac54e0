"""Check boxes and radio buttons whose words wrap instead of being cut (:class:`WrapCheckBox`,
:class:`WrapRadioButton`): a long translation or text at 200 % takes more lines, never more width
than the form has. Each measures and paints its words itself, the same way (as
:class:`~mafia_desktop.ui.common.wrapping.WrapButton` does).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRect, QSize
from PySide6.QtWidgets import QAbstractButton, QCheckBox, QRadioButton, QWidget

if TYPE_CHECKING:
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QPaintEvent


class _Choice:
    """What a check box and a radio button that wrap their words share (see :class:`WrapCheckBox`):
    the indicator at the first line's height, the words wrapped beside it."""

    def __init__(self, button: QAbstractButton, radio: bool) -> None:
        from PySide6.QtWidgets import QSizePolicy, QStyle

        self.button, self.radio = button, radio
        metric = QStyle.PixelMetric
        self._metrics = (
            (
                metric.PM_ExclusiveIndicatorWidth,
                metric.PM_ExclusiveIndicatorHeight,
                metric.PM_RadioButtonLabelSpacing,
            )
            if radio
            else (metric.PM_IndicatorWidth, metric.PM_IndicatorHeight, metric.PM_CheckBoxLabelSpacing)
        )
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        policy.setHeightForWidth(True)
        button.setSizePolicy(policy)

    def indicator(self) -> tuple[int, int, int]:
        """The indicator's width and height, and the gap to the words."""
        style, b = self.button.style(), self.button
        w, h, gap = (style.pixelMetric(m, None, b) for m in self._metrics)
        return w, h, gap

    def words_height(self, width: int) -> int:
        metrics = self.button.fontMetrics()
        room = QRect(0, 0, max(1, width), 1 << 20)
        return metrics.boundingRect(room, _left_wrap_flags(), self.button.text()).height()

    def height_for(self, width: int) -> int:
        w, h, gap = self.indicator()
        return max(h, self.words_height(width - w - gap - 2)) + 4

    def size_hint(self) -> QSize:
        w, _, gap = self.indicator()
        width = w + gap + self.button.fontMetrics().horizontalAdvance(self.button.text()) + 4
        return QSize(width, self.height_for(width))

    def minimum_size_hint(self) -> QSize:
        w, _, gap = self.indicator()
        metrics = self.button.fontMetrics()
        widest = max((metrics.horizontalAdvance(word) for word in self.button.text().split()), default=0)
        width = w + gap + widest + 4
        at = max(width, self.button.width()) if self.button.isVisible() else width
        return QSize(width, self.height_for(at))

    def fits(self) -> bool:
        return self.height_for(self.button.width()) <= self.button.height() + 1

    def paint(self) -> None:
        from PySide6.QtGui import QPalette
        from PySide6.QtWidgets import QStyle, QStyleOptionButton, QStyleOptionFocusRect, QStylePainter

        b = self.button
        painter = QStylePainter(b)
        option = QStyleOptionButton()
        b.initStyleOption(option)  # type: ignore[attr-defined]
        w, h, gap = self.indicator()
        line = b.fontMetrics().lineSpacing()
        option.rect = QRect(0, 2 + max(0, (line - h) // 2), w, h)
        element = QStyle.PrimitiveElement
        painter.drawPrimitive(
            element.PE_IndicatorRadioButton if self.radio else element.PE_IndicatorCheckBox, option
        )
        area = QRect(w + gap, 2, max(1, b.width() - w - gap - 2), max(1, b.height() - 4))
        group = QPalette.ColorGroup.Normal if b.isEnabled() else QPalette.ColorGroup.Disabled
        painter.setPen(b.palette().color(group, QPalette.ColorRole.WindowText))
        painter.drawText(area, _left_wrap_flags(), b.text())
        if b.hasFocus():
            focus = QStyleOptionFocusRect()
            focus.initFrom(b)
            focus.rect = (
                b.fontMetrics().boundingRect(area, _left_wrap_flags(), b.text()).adjusted(-2, -1, 2, 1)
            )
            painter.drawPrimitive(element.PE_FrameFocusRect, focus)


class _Wraps:
    """What a wrapping choice does: its sizes follow its wrapped words, the whole of it takes a
    click, and it paints itself (a mix-in before the Qt class)."""

    _choice: _Choice

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return self._choice.size_hint()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return self._choice.minimum_size_hint()

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt's name
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt's name
        return self._choice.height_for(width)

    def fits(self) -> bool:
        return self._choice.fits()

    def hitButton(self, pos: QPoint) -> bool:  # noqa: N802 - Qt's name
        return self._choice.button.rect().contains(pos)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        self._choice.paint()


class WrapCheckBox(_Wraps, QCheckBox):
    """A check box whose words wrap onto more lines when it is narrow (a long translation, text
    at 200 %) instead of being cut off; the whole of it takes a click."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self._choice = _Choice(self, radio=False)


class WrapRadioButton(_Wraps, QRadioButton):
    """A radio button whose words wrap (see :class:`WrapCheckBox`)."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self._choice = _Choice(self, radio=True)


def _left_wrap_flags() -> int:
    from PySide6.QtCore import Qt

    return int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)
