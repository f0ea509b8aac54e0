"""Rows of widgets: one that turns into a column when they do not fit across (:class:`FlipRow`),
and a step's buttons, its main one above the others side by side (:class:`ButtonDeck`). Both
place their widgets themselves, in the reading order of the layout direction: the first on the
right in a right-to-left language, as Qt's own layouts do."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, QSize
from PySide6.QtWidgets import QStyle, QWidget


def place(parent: QWidget, child: QWidget, x: int, y: int, w: int, h: int) -> None:
    """Put ``child`` at (``x``, ``y``), ``w`` by ``h``, counted from the start of the reading
    order: from the left, or from the right of ``parent`` in a right-to-left layout."""
    child.setGeometry(QStyle.visualRect(parent.layoutDirection(), parent.rect(), QRect(x, y, w, h)))


class FlipRow(QWidget):
    """A row of widgets that turns into a column when they do not fit across at their smallest
    (long words in a translation, large text, a narrow panel). It asks only for the width of its
    widest widget, so the screen around it may narrow it and let it turn; it places its widgets
    itself (a layout inside would answer the height-for-width questions in its stead)."""

    def __init__(
        self, *items: tuple[QWidget, int], spacing: int = 6, fill: bool = False, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._items = list(items)
        self._spacing = spacing
        self._fill = fill  # across, every widget as tall as the row (cards side by side), not centred
        for widget, _ in items:
            widget.setParent(self)

    def _shown(self) -> list[tuple[QWidget, int]]:
        """The widgets placed: those shown, and those hidden that keep their place (their size
        policy's ``retainSizeWhenHidden``: a button that comes later moves nothing when it comes)."""
        return [
            (w, stretch)
            for w, stretch in self._items
            if not w.isHidden() or w.sizePolicy().retainSizeWhenHidden()
        ]

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
        kind = getattr(event, "type", lambda: None)()
        if kind == QEvent.Type.LayoutRequest:  # a child changed
            self.updateGeometry()
            self._place()
        elif kind == QEvent.Type.LayoutDirectionChange:  # the language changed its direction
            self._place()
        return super().event(event)  # type: ignore[arg-type]

    def _place(self) -> None:
        shown = self._shown()
        width, y = self.width(), 0
        if self.is_column():
            for w, _ in shown:
                h = self._height(w, width)
                place(self, w, 0, y, width, h)
                y += h + self._spacing
            return
        x, height = 0, self.height()
        for (w, _), span in zip(shown, self._widths(width), strict=True):
            h = height if self._fill or w.inherits("QLabel") else min(height, self._height(w, span))
            place(self, w, x, (height - h) // 2, span, h)
            x += span + self._spacing


class ButtonDeck(QWidget):
    """A step's buttons: its first button on a row of its own, the width of the deck and taller
    (the main action's place), and the others below it in rows of ``columns`` equal places
    (secondary actions, side by side). Each row is as tall as its tallest button; a place keeps
    its spot whatever the buttons after it are, so a button added or taken away later in a step
    moves none before it. It places its buttons itself (see :class:`FlipRow`)."""

    def __init__(self, spacing: int = 8, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._buttons: list[QWidget] = []
        self._spacing = spacing
        self.columns = 2

    def spacing(self) -> int:
        return self._spacing

    def buttons(self) -> list[QWidget]:
        return list(self._buttons)

    def add(self, button: QWidget) -> None:
        button.setParent(self)
        self._buttons.append(button)
        button.show()
        self.updateGeometry()
        self._place()

    def remove(self, button: QWidget) -> None:
        if button in self._buttons:
            self._buttons.remove(button)
            button.hide()
            self.updateGeometry()

    def set_columns(self, columns: int) -> None:
        if columns != self.columns:
            self.columns = max(1, columns)
            self.updateGeometry()
            self._place()

    def slot_width(self, index: int, width: int) -> int:
        """The width of the ``index``-th place in a deck ``width`` wide."""
        if index == 0:
            return width
        return (width - self._spacing * (self.columns - 1)) // self.columns

    def height_for(self, heights: list[int], count: int | None = None) -> int:
        """The deck's height for buttons of ``heights`` (in their places' widths), with room for
        ``count`` buttons in all (the missing ones as tall as the tallest of the others)."""
        count = max(len(heights), count or 0)
        if not count:
            return 0
        rows = [heights[0] if heights else 0]
        others = heights[1:]
        tallest = max(others, default=rows[0])
        others += [tallest] * (count - len(heights))
        for i in range(0, len(others), self.columns):
            rows.append(max(others[i : i + self.columns]))
        return sum(rows) + self._spacing * (len(rows) - 1)

    @staticmethod
    def _height(w: QWidget, width: int) -> int:
        return FlipRow._height(w, width)

    def _heights(self, width: int) -> list[int]:
        return [self._height(b, self.slot_width(i, width)) for i, b in enumerate(self._buttons)]

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        width = max(self.width(), 200)
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        widest = max((b.minimumSizeHint().width() for b in self._buttons[1:]), default=0)
        width = max(
            max((b.minimumSizeHint().width() for b in self._buttons[:1]), default=0),
            widest * self.columns + self._spacing * (self.columns - 1),
        )
        return QSize(width, self.heightForWidth(max(width, self.width())))

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt's name
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt's name
        return self.height_for(self._heights(width))

    def resizeEvent(self, event: object) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)  # type: ignore[arg-type]
        self._place()

    def activate(self) -> None:
        """Place the buttons now (not at the next turn of the event loop)."""
        self._place()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)
        if event.type() == QEvent.Type.LayoutDirectionChange:  # the language changed its direction
            self._place()

    def _place(self) -> None:
        width = self.width()
        heights = self._heights(width)
        y = 0
        if not self._buttons:
            return
        place(self, self._buttons[0], 0, 0, width, heights[0])
        y = heights[0] + self._spacing
        slot = self.slot_width(1, width)
        rest = self._buttons[1:]
        for i in range(0, len(rest), self.columns):
            row = rest[i : i + self.columns]
            h = max(heights[1 + i : 1 + i + len(row)])
            for j, button in enumerate(row):
                place(self, button, j * (slot + self._spacing), y, slot, h)
            y += h + self._spacing
