"""The seat circle's keyboard: the arrows and Home/End move the cursor round the seats (with Alt,
in reorder mode, they move the seat), Enter picks the seat under it, F gives it a foul, number keys
pick seats (two digits typed quickly for seats above 9); and what a screen reader hears of the
seat under the cursor (its number, name and public state only).

The arrows go round the circle as it is drawn, in every language: Right and Down to the next seat
clockwise (seat 1 to seat 2, rightwards along the top), Left and Up back. The circle does not
mirror in a right-to-left language (the room's circle: see :mod:`.layout`), so neither do its
arrows: a Right arrow that went to the seat before would move the cursor leftwards along the
top, against the key.

`CircleKeys` is the widget's base: it owns the cursor, the seats' list and the signals a pick
sends; the circle (seat_circle.py) draws them.
"""

from __future__ import annotations

import time

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QAccessible, QAccessibleEvent, QKeyEvent
from PySide6.QtWidgets import QWidget

from mafia_desktop import phrases
from mafia_desktop.ui.circle.paint import Seat


class CircleKeys(QWidget):
    """The seats, the keyboard cursor on them and what picks them by key."""

    #: a seat was picked (click, tap, Enter, or its number typed)
    seat_activated = Signal(str)
    #: in reorder mode, a seat was dragged from one position to another (0-based)
    seat_moved = Signal(int, int)
    #: a seat was held down (a long press), or F pressed on the seat with the cursor: a foul
    seat_held = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._seats: list[Seat] = []
        self._focus = 0
        self._show_focus = False
        self._cursor_shown = True  # False on the private panel while nothing is held
        self._reorderable = False
        self._typed = ""
        self._typed_at = 0.0
        self._digit_timer = QTimer(self)
        self._digit_timer.setSingleShot(True)
        self._digit_timer.setInterval(800)
        self._digit_timer.timeout.connect(self._on_digit_timer_timeout)

    def _refresh(self) -> None:
        """Repaint what changed (the circle's)."""
        self.update()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        n = len(self._seats)
        if not n:
            super().keyPressEvent(event)
            return
        mods = event.modifiers()
        moving = self._reorderable and bool(mods & Qt.KeyboardModifier.AltModifier)
        step = {Qt.Key.Key_Right: 1, Qt.Key.Key_Down: 1, Qt.Key.Key_Left: -1, Qt.Key.Key_Up: -1}.get(
            Qt.Key(key)
        )
        if step is not None:
            target = (self._focus + step) % n
            if moving:
                self.seat_moved.emit(self._focus, target)
            self._show_cursor(target)
            return
        if key in (Qt.Key.Key_Home, Qt.Key.Key_End):
            self._show_cursor(0 if key == Qt.Key.Key_Home else n - 1)
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._show_focus = True
            self._activate(self._focus)
            return
        if key == Qt.Key.Key_F and not mods & ~Qt.KeyboardModifier.KeypadModifier:
            self._show_cursor(self._focus)
            self.seat_held.emit(self._seats[self._focus].name)
            return
        text = event.text()
        if text.isdigit() and not (
            mods & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
        ):
            self._type_digit(text)
            return
        super().keyPressEvent(event)

    def _type_digit(self, digit: str) -> None:
        """Number keys pick seats: 1-9, 0 for 10; two digits typed quickly for seats above 10."""
        now = time.monotonic()
        n = len(self._seats)
        typed = self._typed + digit if now - self._typed_at < 0.8 else digit
        self._typed_at = now
        number = int(typed) if typed != "0" else 10
        if len(typed) == 1 and number * 10 <= n and number != 0:
            # "1" on a 12-seat table may be the start of "12": wait briefly, but show seat 1.
            self._typed = typed
        else:
            self._typed = ""
        if 1 <= number <= n:
            self._show_cursor(number - 1)
            if self._typed:
                self._digit_timer.start()
            else:
                self._digit_timer.stop()
                self._activate(self._focus)

    def _show_cursor(self, index: int) -> None:
        self._focus = index
        self._show_focus = True
        self._describe_focus()
        self._refresh()

    def _on_digit_timer_timeout(self) -> None:
        if self._typed:
            self._typed = ""
            self._activate(self._focus)

    def _on_hold_fired(self, index: int) -> None:
        if 0 <= index < len(self._seats):
            self.seat_held.emit(self._seats[index].name)

    def _activate(self, index: int) -> None:
        if 0 <= index < len(self._seats):
            self.seat_activated.emit(self._seats[index].name)

    def focused_seat(self) -> str | None:
        return self._seats[self._focus].name if self._seats else None

    def _describe_focus(self) -> None:
        """Screen readers hear the focused seat: number, name, and public state only."""
        if not self._seats or not self._cursor_shown:
            self.setAccessibleDescription("")
            return
        seat = self._seats[self._focus]
        state = self.tr("alive") if seat.alive else self.tr("dead")
        if seat.fouls:
            state += phrases.separator() + self.tr("fouls: %1").replace("%1", phrases.number(seat.fouls))
        self.setAccessibleDescription(
            self.tr("Seat %1, %2, %3")
            .replace("%1", phrases.number(seat.number))
            .replace("%2", seat.name)
            .replace("%3", state)
        )
        if self.hasFocus() and QAccessible.isActive():  # say it now, not at the next query
            QAccessible.updateAccessibility(QAccessibleEvent(self, QAccessible.Event.DescriptionChanged))
