"""The public log beside the circle: every line the shared screen may show, newest at the bottom.

Only what changed is done: the lines an input added are appended (worded once, never the whole log
again); an undo or a game loaded builds it anew, and then only its last :data:`WINDOW` lines, the
earlier ones worded and put above when someone scrolls up to them. The log follows its newest
line, unless someone has scrolled up to read.

Each item's text is its worded line (what tests and screen readers read); the item also carries
its event's icon and whether it heads a day or a night, which :mod:`log_rows` draws as a timeline.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QListWidget, QListWidgetItem

from mafia_desktop import phrases
from mafia_desktop.engine.events import Event
from mafia_desktop.engine.views import PublicView
from mafia_desktop.ui.table.log_rows import HEADING_ROLE, ICON_ROLE, LogRows, icon_of

#: the lines built when the log is built anew (a long game's earlier lines wait for a scroll up)
WINDOW = 400


class LogList(QListWidget):
    """The public log: it asks for three lines, and takes whatever room the panel has left (a
    list's usual wish, 192 px, would push the panel's buttons and words past the window's edge,
    or the log itself out of sight, on a small screen or at large text)."""

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return self.minimumSizeHint()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        frame = 2 * self.frameWidth() + 4
        return QSize(120, 3 * self.fontMetrics().lineSpacing() + frame)


class PublicLog(LogList):
    """The log, kept in step with the public view's events."""

    def __init__(self) -> None:
        super().__init__()
        self._events: tuple[Event, ...] = ()
        self._from = 0  # the first event shown (the ones before wait for a scroll up)
        self._follows = True
        self._filling = False
        self.setWordWrap(True)
        self.setItemDelegate(LogRows(self))
        # A line is read, not picked: no highlight (a bright bar at night) follows a stray tap.
        self.setSelectionMode(QListWidget.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)
        # Its bar always shows: whether lines overflow depends on when they were laid out, which
        # depends on the taps before (the shooters tapped at night), and an onlooker must not
        # see a bar come and go with them.
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        bar = self.verticalScrollBar()
        bar.valueChanged.connect(self._on_scrolled)
        bar.rangeChanged.connect(self._on_range_changed)

    def lines(self) -> list[str]:
        """The lines shown, top to bottom."""
        return [self.item(i).text() for i in range(self.count())]

    def show_view(self, public: PublicView, rebuilt: bool = False) -> None:
        """Show ``public``'s log: the new lines appended, or all built anew when ``rebuilt`` (or
        when the log is not the one shown grown by some lines)."""
        events, old = public.log, self._events
        self._rules = public.rules
        if events is old:
            return
        grew = len(events) >= len(old) and events[len(old) - 1 : len(old)] == old[-1:]
        if rebuilt or not grew:
            self._fill(events, start=max(0, len(events) - WINDOW))
        elif len(events) > len(old):
            self._add(events[len(old) :])
        self._events = events
        if self._follows:
            self.scrollToBottom()

    def _lines(self, events: tuple[Event, ...]) -> list[tuple[str, Event]]:
        """The worded lines of ``events`` (those the log shows), each with its event."""
        out = []
        for event in events:
            text = phrases.event_text(event.to_json(), self._rules)
            if text:
                out.append((text, event))
        return out

    def _item(self, line: tuple[str, Event]) -> QListWidgetItem:
        text, event = line
        item = QListWidgetItem(text)
        item.setData(ICON_ROLE, icon_of(event))
        if event.type == "phase":
            item.setData(HEADING_ROLE, True)
            font = item.font()
            font.setBold(True)
            item.setFont(font)
        return item

    def _fill(self, events: tuple[Event, ...], start: int) -> None:
        bar = self.verticalScrollBar()
        kept = bar.value()
        self._filling = True
        try:
            self.clear()
            self._from = start
            for line in self._lines(events[start:]):
                self.addItem(self._item(line))
        finally:
            self._filling = False
        if not self._follows:
            bar.setValue(kept)

    def _add(self, events: tuple[Event, ...]) -> None:
        self._filling = True
        try:
            for line in self._lines(events):
                self.addItem(self._item(line))
        finally:
            self._filling = False

    def _earlier(self) -> None:
        """Someone scrolled to the top of a long log: the lines before it are put above, and what
        they were reading stays where it was."""
        start = max(0, self._from - WINDOW)
        lines = self._lines(self._events[start : self._from])
        self._from = start
        bar = self.verticalScrollBar()
        before = bar.maximum()
        self._filling = True
        try:
            for i, line in enumerate(lines):
                self.insertItem(i, self._item(line))
            self.doItemsLayout()
        finally:
            self._filling = False
        bar.setValue(bar.value() + bar.maximum() - before)

    def _on_scrolled(self, value: int) -> None:
        if self._filling:
            return
        bar = self.verticalScrollBar()
        self._follows = value >= bar.maximum() - 2
        if value == 0 and self._from > 0:
            self._earlier()

    def _on_range_changed(self, low: int, high: int) -> None:
        # (Wrapped lines are measured after they are added: the end moves once they are.)
        if self._follows:
            self.verticalScrollBar().setValue(high)
