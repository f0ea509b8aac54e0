"""Words that wrap instead of being cut: a button (:class:`WrapButton`), a block of plain text laid
out once per width (:class:`TextBlock`), and text that wraps and fits its room (:class:`WrappedText`).
(Check boxes and radio buttons that wrap: :mod:`mafia_desktop.ui.common.wrap_choice`.)

Each measures and paints its words itself, the same way, so the size it asks for is the size its
words take (a long translation, text at 200 %, a narrow panel).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QRect, QSize
from PySide6.QtWidgets import QPushButton, QWidget

if TYPE_CHECKING:
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QPaintEvent, QTextLayout


class WrapButton(QPushButton):
    """A push button whose words wrap onto more lines when it is narrow (a long translation, text
    at 200 %) instead of being cut off. It measures and paints its words itself, the same way, so
    the size it asks for is the size its words take. Screen readers get the words as its name."""

    PAD_X, PAD_Y = 14, 6  # room around the words, inside the button's frame

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        from PySide6.QtWidgets import QSizePolicy

        super().__init__(parent)
        self._text = ""
        self._named = False  # an accessible name of its own, other than the words shown
        # The words' measures, made once per (text, width) and the room around them: a layout
        # asks for them many times a step (cleared when the font or the style changes).
        self._measured: dict[tuple[str, int], int] = {}
        self._padding: tuple[int, int] | None = None
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.setText(text)

    def setText(self, text: str) -> None:  # noqa: N802 - Qt's name
        if text == self._text and (self._named or self.accessibleName() == text):
            return  # the same words: nothing to measure or paint again
        self._text = text
        if not self._named:
            super().setAccessibleName(text)
        self.updateGeometry()
        self.update()

    def text(self) -> str:
        return self._text

    def setAccessibleName(self, name: str) -> None:  # noqa: N802 - Qt's name
        self._named = True
        super().setAccessibleName(name)

    # --- size: the words' own measure --------------------------------------------------------------

    def _words_height(self, width: int, text: str | None = None) -> int:
        text = self._text if text is None else text
        key = (text, width)
        height = self._measured.get(key)
        if height is None:
            metrics = self.fontMetrics()
            if not text:
                height = metrics.height()
            else:
                height = metrics.boundingRect(
                    QRect(0, 0, max(1, width), 1 << 20), _wrap_flags(), text
                ).height()
            if len(self._measured) > 256:
                self._measured.clear()
            self._measured[key] = height
        return height

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        from PySide6.QtCore import QEvent

        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._measured.clear()
            self._padding = None
        super().changeEvent(event)

    def height_for(self, text: str, width: int) -> int:
        """The height the button would take at ``width`` to show ``text`` (another text it may be
        given in the same place: the place can be kept for the longest)."""
        from PySide6.QtGui import QFont, QFontMetrics

        dx, dy = self._room()
        bold = QFont(self.font())
        bold.setBold(True)  # the words plain or bold (the step's main button): the taller
        flags, room = _wrap_flags(), QRect(0, 0, max(1, width - dx), 1 << 20)
        words = max(
            self._words_height(width - dx, text), QFontMetrics(bold).boundingRect(room, flags, text).height()
        )
        return max(words + dy, self.minimumHeight())

    def _room(self) -> tuple[int, int]:
        """Width and height around the words: our padding and the style's frame."""
        from PySide6.QtWidgets import QStyle

        if self._padding is None:
            frame = self.style().pixelMetric(QStyle.PixelMetric.PM_DefaultFrameWidth, None, self)
            self._padding = 2 * (self.PAD_X + frame), 2 * (self.PAD_Y + frame)
        return self._padding

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        dx, dy = self._room()
        width = self.fontMetrics().horizontalAdvance(self._text) + dx + 2
        return QSize(width, max(self._words_height(width - dx) + dy, self.minimumHeight()))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        dx, _ = self._room()
        widest = self._measured.get((self._text, -1))  # (the widest word's, kept with the heights)
        if widest is None:
            metrics = self.fontMetrics()
            widest = max((metrics.horizontalAdvance(w) for w in self._text.split()), default=0)
            self._measured[(self._text, -1)] = widest
        word = widest + dx + 2
        at = max(word, self.width()) if self.isVisible() else word  # (see FlipRow.minimumSizeHint)
        return QSize(word, self.heightForWidth(at))

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt's name
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt's name
        dx, dy = self._room()
        return max(self._words_height(width - dx) + dy, self.minimumHeight())

    def fits(self) -> bool:
        """Whether the words fit in the button as it is now."""
        dx, dy = self._room()
        return self._words_height(self.width() - dx) + dy <= self.height() + 1

    # --- paint: the style's button, then the words ---------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        from PySide6.QtGui import QPalette
        from PySide6.QtWidgets import QStyle, QStyleOptionButton, QStylePainter

        painter = QStylePainter(self)
        option = QStyleOptionButton()
        self.initStyleOption(option)
        option.text = ""
        painter.drawControl(QStyle.ControlElement.CE_PushButton, option)
        dx, dy = self._room()
        area = self.rect().adjusted(dx // 2, dy // 2, -(dx // 2), -(dy // 2))
        if self.isDown() or self.isChecked():
            shift_x = self.style().pixelMetric(QStyle.PixelMetric.PM_ButtonShiftHorizontal, option, self)
            shift_y = self.style().pixelMetric(QStyle.PixelMetric.PM_ButtonShiftVertical, option, self)
            area.translate(shift_x, shift_y)
        group = QPalette.ColorGroup.Normal if self.isEnabled() else QPalette.ColorGroup.Disabled
        ink = QPalette.ColorRole.ButtonText
        if self.property("tier") == "primary" and type(self.style()).__name__ == "FocusRingStyle":
            ink = QPalette.ColorRole.HighlightedText  # on the accent's fill (see appearance)
        painter.setPen(self.palette().color(group, ink))
        painter.drawText(area, _wrap_flags(), self._text)


class TextBlock(QWidget):
    """Rich text laid out once per width: a card's worth of headings and paragraphs in one
    document, where a label per line (or one rich-text label) would lay it out again for each of
    the layout's questions. Its height follows its width; screen readers get the plain text as
    its name. Colours and sizes come in the HTML, so the widget draws nothing of its own."""

    def __init__(self, html: str, parent: QWidget | None = None) -> None:
        from PySide6.QtGui import QTextDocument

        super().__init__(parent)
        self._doc = QTextDocument(self)
        self._doc.setDocumentMargin(0)
        self._doc.setDefaultFont(self.font())
        self._doc.setHtml(html)
        self._heights: dict[int, int] = {}  # by width: the layouts ask for a few widths, many times
        self.setAccessibleName(self.text())

    def text(self) -> str:
        """The words, without their markup."""
        return self._doc.toPlainText()

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt's name
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt's name
        height = self._heights.get(width)
        if height is None:
            if len(self._heights) > 16:
                self._heights.clear()
            self._lay_out(width)
            height = self._heights[width] = math.ceil(self._doc.size().height())
        return height

    def _lay_out(self, width: int) -> None:
        if self._doc.textWidth() != max(1, width):
            self._doc.setTextWidth(max(1, width))

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        width = 40 * self.fontMetrics().averageCharWidth()  # a short line; the layout widens it
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(12 * self.fontMetrics().averageCharWidth(), 0)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        from PySide6.QtGui import QPainter

        self._lay_out(self.width())
        painter = QPainter(self)
        self._doc.drawContents(painter)
        painter.end()


class WrappedText(QWidget):
    """Plain text (never markup) in lines that wrap at word boundaries, and inside a word too
    long for a line (a 24-letter name at 200 % text), so nothing runs past its edge. It can keep
    the room of other texts (:meth:`reserve`): it is as tall as the tallest of them at its width,
    whichever it shows, so what it holds never moves what is below it. Its lines start at the
    start of the reading order: its left, or its right in a right-to-left layout (each line read
    in its own words' direction)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        from PySide6.QtWidgets import QSizePolicy

        super().__init__(parent)
        self._text = ""
        self._reserved: tuple[str, ...] = ()
        self._heights: dict[tuple[int, str], int] = {}
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def text(self) -> str:
        return self._text

    def setText(self, text: str) -> None:  # noqa: N802 - Qt's name
        if text != self._text:
            self._text = text
            if text not in self._reserved:
                self.updateGeometry()
            self.update()

    def clear(self) -> None:
        self.setText("")

    def reserve(self, texts: list[str] | tuple[str, ...]) -> None:
        """Keep room for the tallest of ``texts`` (and of the text shown)."""
        kept = tuple(dict.fromkeys(texts))
        if kept != self._reserved:
            self._reserved = kept
            self.updateGeometry()

    def changeEvent(self, event: object) -> None:  # noqa: N802 - Qt's name
        from PySide6.QtCore import QEvent

        kind = getattr(event, "type", lambda: None)()
        if kind == QEvent.Type.FontChange:
            self._heights.clear()
            self.updateGeometry()
        elif kind == QEvent.Type.LayoutDirectionChange:  # its lines start at the other side
            self.update()
        super().changeEvent(event)  # type: ignore[arg-type]

    # --- measure ----------------------------------------------------------------------------------

    def _paragraphs(self, text: str, width: int) -> list[tuple[QTextLayout, int]]:
        """Each line of ``text`` laid out at ``width``, with how many lines it wraps to (an empty
        line takes one), its lines placed one line spacing apart: what is measured is drawn."""
        from PySide6.QtCore import QPointF, Qt
        from PySide6.QtGui import QTextLayout, QTextOption

        option = QTextOption()
        option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        side = Qt.AlignmentFlag.AlignRight if self.isRightToLeft() else Qt.AlignmentFlag.AlignLeft
        option.setAlignment(side | Qt.AlignmentFlag.AlignAbsolute)
        spacing = self.fontMetrics().lineSpacing()
        width = self.wrap_width(width)
        out = []
        for paragraph in text.split("\n"):
            layout = QTextLayout(paragraph, self.font())
            layout.setTextOption(option)
            layout.beginLayout()
            count = 0
            while (line := layout.createLine()).isValid():
                line.setLineWidth(max(1, width))
                line.setPosition(QPointF(0, count * spacing))
                count += 1
            layout.endLayout()
            out.append((layout, max(1, count)))
        return out

    def wrap_width(self, width: int) -> int:
        """How wide its lines may run in a box ``width`` across (all of it; less where a kind of
        text keeps room at the end of every line)."""
        return width

    def line_start(self, area: QRect) -> int:
        """Where its lines are laid from in ``area``: its left; in a right-to-left layout, as far
        right as the room kept at the end of the lines (now on their left) lets them."""
        return area.left() + (area.width() - self.wrap_width(area.width()) if self.isRightToLeft() else 0)

    def line_count(self, text: str, width: int | None = None) -> int:
        """How many lines ``text`` takes at ``width`` (the widget's own when None)."""
        if not text:
            return 0
        at = self._width() if width is None else width
        key = (self.font().key(), self.wrap_width(at), text)
        count = _LINE_COUNTS.get(key)
        if count is None:  # the panels ask for the same texts at the same width at every tap
            if len(_LINE_COUNTS) > 4096:
                _LINE_COUNTS.clear()
            count = _LINE_COUNTS[key] = sum(n for _, n in self._paragraphs(text, at))
        return count

    def height_of(self, text: str, width: int) -> int:
        key = (width, text)
        height = self._heights.get(key)
        if height is None:
            if len(self._heights) > 512:
                self._heights.clear()
            height = self._heights[key] = self.line_count(text, width) * self.fontMetrics().lineSpacing()
        return height

    def _width(self) -> int:
        return self.contentsRect().width() if self.width() > 50 else 320

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt's name
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt's name
        margins = self.contentsMargins()
        inner = width - margins.left() - margins.right()
        tallest = max((self.height_of(t, inner) for t in (*self._reserved, self._text)), default=0)
        return tallest + margins.top() + margins.bottom()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        width = max(self.width(), 40 * self.fontMetrics().averageCharWidth())
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        width = 8 * self.fontMetrics().averageCharWidth()
        return QSize(width, self.heightForWidth(self.width() if self.width() > 50 else width))

    def fits(self, text: str | None = None) -> bool:
        """Whether ``text`` (the text shown when None) fits in the widget as it is now."""
        return self.height_of(self._text if text is None else text, self.contentsRect().width()) <= (
            self.contentsRect().height()
        )

    # --- paint ------------------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        from PySide6.QtCore import QPointF
        from PySide6.QtGui import QPainter, QPalette

        if not self._text:
            return
        painter = QPainter(self)
        painter.setPen(self.palette().color(QPalette.ColorRole.WindowText))
        area = self.contentsRect()
        spacing = self.fontMetrics().lineSpacing()
        y = area.top()
        for layout, lines in self._paragraphs(self._text, area.width()):
            layout.draw(painter, QPointF(self.line_start(area), y))
            y += lines * spacing
        painter.end()


# Lines by (font, width, text), for every WrappedText: the private panel builds its screens anew for
# each player, with the same words at the same width as the last one's.
_LINE_COUNTS: dict[tuple[str, int, str], int] = {}


def _wrap_flags() -> int:
    from PySide6.QtCore import Qt

    return int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
