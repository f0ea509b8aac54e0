"""Small widgets the screens share.

(Nothing here is imported before it is used: importing a Qt class builds its enums, and the
first use of the namespace ``Qt`` builds every one of its, about 11 ms; the home screen paints
before it needs any of them.)
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QRect, QSize
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

if TYPE_CHECKING:
    from PySide6.QtGui import QKeyEvent, QPaintEvent, QTextLayout
    from PySide6.QtWidgets import QMessageBox, QScrollArea


class HeldKey:
    """A key held down, as a person holds it. An X server without detectable autorepeat (Xvfb,
    some desktops) sends, for as long as a key is held, a release and a press again every few
    hundredths of a second, both with the same timestamp and neither marked as a repeat: taken
    as they come, a held Space would hide the words and start the hold again, over and over.
    :meth:`up` says whether a release counts (it is remembered); :meth:`down` whether a press is
    a new one or the second half of such a pair (the key never came up)."""

    def __init__(self) -> None:
        self._up_at: int | None = None

    def up(self, event: QKeyEvent) -> bool:
        """A release: True when it counts (then the hold ends, at once)."""
        if event.isAutoRepeat():
            return False
        self._up_at = event.timestamp()
        return True

    def down(self, event: QKeyEvent) -> bool:
        """A press: True when it is a new press; False for a repeat (the hold goes on as it was,
        from before the release that came with it)."""
        if event.isAutoRepeat():
            return False
        paired = self._up_at is not None and self._up_at != 0 and event.timestamp() == self._up_at
        self._up_at = None
        return not paired


class TextLabel(QLabel):
    """A label that shows its text as text: never as markup, whatever it holds. The app's labels
    are all of this kind (a test walks every screen), so a player named ``<img src=/tmp/a.png>``
    or ``<h1>Z</h1>`` is shown by those very characters, in the same place and size as any other
    name, and no text a user typed can load a file or change a layout.

    Text without a ``<`` is never taken for markup, so the label turns plain the first time it is
    given one (and stays so): the home screen's first paint then pays nothing for it (the first
    use of any of Qt's enums from Python builds all of them, tens of milliseconds)."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._plain = False
        self.setText(text)

    def setText(self, text: str) -> None:  # noqa: N802 - Qt's name
        if not self._plain and "<" in text:
            from PySide6.QtCore import Qt

            self.setTextFormat(Qt.TextFormat.PlainText)
            self._plain = True
        super().setText(text)

    def shows_plain_text(self) -> bool:
        """Whether the text now shown is taken as text (tests walk every label with this)."""
        from PySide6.QtCore import Qt

        return self._plain or self.textFormat() == Qt.TextFormat.PlainText or "<" not in self.text()


def form_label(text: str, field: QWidget) -> TextLabel:
    """A form's row label, plain text, telling screen readers which field it names."""
    label = TextLabel(text)
    label.setBuddy(field)
    return label


def message_box(icon: QMessageBox.Icon, title: str, text: str, parent: QWidget | None = None) -> QMessageBox:
    """A message box (not yet shown) whose text is text: a name in a question, a path in a
    warning, never markup."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QMessageBox

    from mafia_desktop.ui import appearance

    box = QMessageBox(icon, title, text, QMessageBox.StandardButton.NoButton, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    appearance.make_readable(box)  # read from across the table, as the screens are
    return box


def warn(parent: QWidget | None, title: str, text: str) -> None:
    """A warning with an OK button, its text as text."""
    from PySide6.QtWidgets import QMessageBox

    box = message_box(QMessageBox.Icon.Warning, title, text, parent)
    box.setStandardButtons(QMessageBox.StandardButton.Ok)
    box.exec()


def ask_yes_no(parent: QWidget | None, title: str, question: str, default_yes: bool = True) -> bool:
    """Yes or No, the question as text. True: Yes."""
    from PySide6.QtWidgets import QMessageBox

    yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
    box = message_box(QMessageBox.Icon.Question, title, question, parent)
    box.setStandardButtons(yes | no)
    box.setDefaultButton(yes if default_yes else no)
    if parent is not None:
        box.setPalette(parent.palette())  # dark at night: no white box lights up the room
    return box.exec() == yes


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
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.setText(text)

    def setText(self, text: str) -> None:  # noqa: N802 - Qt's name
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
        metrics = self.fontMetrics()
        text = self._text if text is None else text
        if not text:
            return metrics.height()
        return metrics.boundingRect(QRect(0, 0, max(1, width), 1 << 20), _wrap_flags(), text).height()

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

        frame = self.style().pixelMetric(QStyle.PixelMetric.PM_DefaultFrameWidth, None, self)
        return 2 * (self.PAD_X + frame), 2 * (self.PAD_Y + frame)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        dx, dy = self._room()
        width = self.fontMetrics().horizontalAdvance(self._text) + dx + 2
        return QSize(width, max(self._words_height(width - dx) + dy, self.minimumHeight()))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        dx, _ = self._room()
        metrics = self.fontMetrics()
        word = max((metrics.horizontalAdvance(w) for w in self._text.split()), default=0) + dx + 2
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
        painter.setPen(self.palette().color(group, QPalette.ColorRole.ButtonText))
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
    whichever it shows, so what it holds never moves what is below it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        from PySide6.QtWidgets import QSizePolicy

        super().__init__(parent)
        self._text = ""
        self._reserved: tuple[str, ...] = ()
        self._heights: dict[tuple[int, str], int] = {}
        self._counts: dict[tuple[int, str], int] = {}  # lines by (width, text), for this font
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

        if getattr(event, "type", lambda: None)() == QEvent.Type.FontChange:
            self._heights.clear()
            self._counts.clear()
            self.updateGeometry()
        super().changeEvent(event)  # type: ignore[arg-type]

    # --- measure ----------------------------------------------------------------------------------

    def _paragraphs(self, text: str, width: int) -> list[tuple[QTextLayout, int]]:
        """Each line of ``text`` laid out at ``width``, with how many lines it wraps to (an empty
        line takes one), its lines placed one line spacing apart: what is measured is drawn."""
        from PySide6.QtCore import QPointF
        from PySide6.QtGui import QTextLayout, QTextOption

        option = QTextOption()
        option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        spacing = self.fontMetrics().lineSpacing()
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

    def line_count(self, text: str, width: int | None = None) -> int:
        """How many lines ``text`` takes at ``width`` (the widget's own when None)."""
        if not text:
            return 0
        key = (self._width() if width is None else width, text)
        count = self._counts.get(key)
        if count is None:  # the panel asks for the same texts at the same width at every tap
            if len(self._counts) > 2048:
                self._counts.clear()
            count = self._counts[key] = sum(n for _, n in self._paragraphs(text, key[0]))
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
            layout.draw(painter, QPointF(area.left(), y))
            y += lines * spacing
        painter.end()


_WHEEL_GUARD: list[object] = []  # the one filter, made on first use (see the module's note)


def wheel_only_when_focused(*fields: QWidget) -> None:
    """Spin boxes and lists that a wheel scrolling the page passes over: they change only once
    clicked or tabbed into, so scrolling through the house rules never changes one (the wheel goes
    on to the page, which scrolls)."""
    from PySide6.QtCore import QEvent, QObject, Qt
    from PySide6.QtWidgets import QAbstractScrollArea, QApplication

    class WheelGuard(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
            if event.type() != QEvent.Type.Wheel or not isinstance(watched, QWidget) or watched.hasFocus():
                return False
            area = watched.parentWidget()
            while area is not None and not isinstance(area, QAbstractScrollArea):
                area = area.parentWidget()
            if area is not None:  # the page scrolls, as if the field were not there
                QApplication.sendEvent(area.verticalScrollBar(), event)
            return True

    if not _WHEEL_GUARD:
        _WHEEL_GUARD.append(WheelGuard())
    guard = _WHEEL_GUARD[0]
    assert isinstance(guard, QObject)
    for field in fields:
        field.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # a wheel does not give it the focus
        field.installEventFilter(guard)


def _wrap_flags() -> int:
    from PySide6.QtCore import Qt

    return int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)


def page_scroll(content: QWidget, name: str, scroll: QScrollArea | None = None) -> QScrollArea:
    """A scroll area (new, or ``scroll`` made one) that shows ``content`` at its full width and
    scrolls it up and down when it is taller than the window (large text, a long translation).
    It takes no focus itself: Tab goes to the controls inside, and it scrolls to show the one
    with the focus."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QFrame, QScrollArea

    scroll = scroll or QScrollArea()
    scroll.setObjectName(name)
    scroll.setWidget(content)
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    return scroll


class FlipRow(QWidget):
    """A row of widgets that turns into a column when they do not fit across at their smallest
    (long words in a translation, large text, a narrow panel). It asks only for the width of its
    widest widget, so the screen around it may narrow it and let it turn; it places its widgets
    itself (a layout inside would answer the height-for-width questions in its stead)."""

    def __init__(self, *items: tuple[QWidget, int], spacing: int = 6, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._items = list(items)
        self._spacing = spacing
        for widget, _ in items:
            widget.setParent(self)

    def _shown(self) -> list[tuple[QWidget, int]]:
        return [(w, stretch) for w, stretch in self._items if not w.isHidden()]

    def _gaps(self, n: int) -> int:
        return self._spacing * max(0, n - 1)

    def across(self) -> int:
        """The width the row needs at its smallest."""
        shown = self._shown()
        return sum(w.minimumSizeHint().width() for w, _ in shown) + self._gaps(len(shown))

    def is_column(self, width: int | None = None) -> bool:
        return self.across() > (self.width() if width is None else width)

    @staticmethod
    def _height(w: QWidget, width: int) -> int:
        if w.hasHeightForWidth():  # (its smallest size is for its narrowest: more lines)
            return max(w.heightForWidth(width), w.minimumHeight())
        return max(w.sizeHint().height(), w.minimumSizeHint().height(), w.minimumHeight())

    def _widths(self, width: int) -> list[int]:
        """Each widget's width in a row ``width`` wide: its wish, and the spare by stretch (or,
        short of room, each cut back toward its smallest)."""
        shown = self._shown()
        room = width - self._gaps(len(shown))
        wishes = [max(w.sizeHint().width(), w.minimumSizeHint().width()) for w, _ in shown]
        spare = room - sum(wishes)
        if spare >= 0:
            stretches = [stretch for _, stretch in shown]
            total = sum(stretches)
            return [
                wish + (spare * st // total if total else 0)
                for wish, st in zip(wishes, stretches, strict=True)
            ]
        smallest = [w.minimumSizeHint().width() for w, _ in shown]
        give = sum(wishes) - sum(smallest)
        cut = -spare
        return [
            wish - (cut * (wish - low) // give if give else 0)
            for wish, low in zip(wishes, smallest, strict=True)
        ]

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        shown = self._shown()
        width = sum(w.sizeHint().width() for w, _ in shown) + self._gaps(len(shown))
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        width = max((w.minimumSizeHint().width() for w, _ in self._shown()), default=0)
        # Its height at the width it has (a column only once it is that narrow): a layout that
        # adds up its rows' smallest heights (a scroll area's page) is then not made taller than
        # its rows are, which would scroll the page, or squeeze what shares it, for nothing.
        at = max(width, self.width()) if self.isVisible() else width
        return QSize(width, self.heightForWidth(at))

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt's name
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt's name
        shown = self._shown()
        if not shown:
            return 0
        if self.is_column(width):
            return sum(self._height(w, width) for w, _ in shown) + self._gaps(len(shown))
        widths = self._widths(width)
        return max(self._height(w, x) for (w, _), x in zip(shown, widths, strict=True))

    def resizeEvent(self, event: object) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)  # type: ignore[arg-type]
        self._place()

    def showEvent(self, event: object) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)  # type: ignore[arg-type]
        # Its widgets may have changed (a font, a text) while it was hidden, when nothing told the
        # screen around it: ask again for the room they need now.
        self.updateGeometry()
        self._place()

    def childEvent(self, event: object) -> None:  # noqa: N802 - Qt's name
        super().childEvent(event)  # type: ignore[arg-type]
        self.updateGeometry()

    def event(self, event: object) -> bool:
        from PySide6.QtCore import QEvent

        if getattr(event, "type", lambda: None)() == QEvent.Type.LayoutRequest:  # a child changed
            self.updateGeometry()
            self._place()
        return super().event(event)  # type: ignore[arg-type]

    def _place(self) -> None:
        shown = self._shown()
        width, y = self.width(), 0
        if self.is_column():
            for w, _ in shown:
                h = self._height(w, width)
                w.setGeometry(0, y, width, h)
                y += h + self._spacing
            return
        x, height = 0, self.height()
        for (w, _), span in zip(shown, self._widths(width), strict=True):
            h = height if w.inherits("QLabel") else min(height, self._height(w, span))
            w.setGeometry(x, (height - h) // 2, span, h)
            x += span + self._spacing
