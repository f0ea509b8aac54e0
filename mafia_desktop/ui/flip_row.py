"""A row of widgets that turns into a column when they do not fit across (:class:`FlipRow`)."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QWidget


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
