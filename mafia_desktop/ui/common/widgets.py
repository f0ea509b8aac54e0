"""Small widgets the screens share: labels that show text as text, the app's questions and warnings,
the held key, scrolling pages, choice boxes kept whole. (Wrapping words:
:mod:`mafia_desktop.ui.common.wrapping`; a row that turns into a column: :mod:`mafia_desktop.ui.common.flip_row`;
both are importable from here too.)

(Nothing here is imported before it is used: importing a Qt class builds its enums, and the
first use of the namespace ``Qt`` builds every one of its, about 11 ms; the home screen paints
before it needs any of them.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QLabel, QWidget

if TYPE_CHECKING:
    from PySide6.QtCore import QEvent, QSize
    from PySide6.QtGui import QKeyEvent
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

    from mafia_desktop.ui.theme import appearance

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


class FitPage(QWidget):
    """A page for :func:`page_scroll` whose least height is what its words need at the width it
    has. Qt measures a page's least height with every wrapped text at its narrowest, many lines
    tall; a scroll area then stretches the page to that height, and the page's layout spreads the
    extra as empty bands between its rows."""

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        from PySide6.QtCore import QSize

        hint = super().minimumSizeHint()
        layout = self.layout()
        if layout is None or not layout.hasHeightForWidth():
            return hint
        width = self.width() if self.width() > 50 else hint.width()
        return QSize(hint.width(), layout.totalHeightForWidth(width))


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


def whole_choices(root: QWidget) -> None:
    """Every choice box under ``root`` is never narrower than its longest choice, in the type it
    has now (a combo box cuts short what does not fit): what holds it widens instead."""
    from PySide6.QtCore import QSize
    from PySide6.QtWidgets import QComboBox, QStyle, QStyleOptionComboBox

    for combo in root.findChildren(QComboBox):
        metrics = combo.fontMetrics()
        widest = max((metrics.horizontalAdvance(combo.itemText(i)) for i in range(combo.count())), default=0)
        option = QStyleOptionComboBox()
        combo.initStyleOption(option)
        kind = QStyle.ContentsType.CT_ComboBox
        need = combo.style().sizeFromContents(kind, option, QSize(widest, metrics.height()), combo)
        combo.setMinimumWidth(need.width() + 4)


# Importable from here, where the screens have always found them.
from mafia_desktop.ui.common.flip_row import FlipRow  # noqa: E402
from mafia_desktop.ui.common.wrapping import TextBlock, WrapButton, WrappedText, _wrap_flags  # noqa: E402

__all__ = [
    "FlipRow",
    "HeldKey",
    "TextBlock",
    "TextLabel",
    "WrapButton",
    "WrappedText",
    "_wrap_flags",
    "ask_yes_no",
    "form_label",
    "message_box",
    "page_scroll",
    "warn",
    "wheel_only_when_focused",
    "whole_choices",
]
