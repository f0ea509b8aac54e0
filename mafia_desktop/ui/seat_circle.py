"""The seat circle: the table as it sits in the room, seat 1 at the top, clockwise.

Each seat shows its number and name, readable from two metres, and its state by shape as well as
colour: dead (dimmed, crossed), nominated (a ring), on trial (a thick accent ring), speaking (a glow
and a timer arc), next to speak (a dashed ring), a raised hand (a hand badge), picked for the
input being made (a filled ring), the fouls given (a dot each), and keyboard focus (a dashed
focus ring). No seat is ever
coloured by role; a role is drawn only when the table asks for it (the referee's held peek, the
end of the game).

The centre holds the phase, the step in words and the timer in large type.

This module owns the widget: what it is fed (a change repaints only the seats, and the centre,
whose look it changed), its signals, its geometry as others ask for it, taps, clicks, drags,
long presses (the referee's foul, or F on the seat with the cursor) and keys. Layout, drawing,
pictures and colours: circle_layout, _paint, _picture, _palette.py.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, QSize, Qt, QTimer, QVariantAnimation, Signal
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QFocusEvent,
    QHideEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from mafia_desktop.ui.circle_layout import MARKS_REACH, Layout, centre_text_rects, measure
from mafia_desktop.ui.circle_paint import Marks, Seat, seat_bounds, seat_look
from mafia_desktop.ui.circle_palette import (
    DAY,
    NIGHT,
    STARK_DAY,
    STARK_NIGHT,
    Palette,
    blend,
    day_palette,
    night_palette,
)
from mafia_desktop.ui.circle_picture import Canvas, Look, paint
from mafia_desktop.ui.long_press import LongPress

__all__ = ["DAY", "NIGHT", "STARK_DAY", "STARK_NIGHT", "Marks", "Palette", "Seat", "SeatCircle"]
__all__ += ["blend", "day_palette", "night_palette"]


class SeatCircle(QWidget):
    """The circle of seats. Tap, click or use the keyboard to pick a seat."""

    #: a seat was picked (click, tap, Enter, or its number typed)
    seat_activated = Signal(str)
    #: in reorder mode, a seat was dragged from one position to another (0-based)
    seat_moved = Signal(int, int)
    #: the fade between day and night moved on (0 = day, 1 = night)
    night_faded = Signal(float)
    #: a seat was held down (a long press), or F pressed on the seat with the cursor: a foul
    seat_held = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("seatCircle")
        self.setAccessibleName(self.tr("Seat circle"))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMouseTracking(True)
        self._seats: list[Seat] = []
        self._marks = Marks()
        self._banner = ""
        self._step = ""
        self._timer = ""
        self._focus = 0
        self._show_focus = False
        self._cursor_shown = True  # False on the private panel while nothing is held
        self._reorderable = False
        self._drag_from: int | None = None
        self._drag_pos: QPointF | None = None
        self._typed = ""
        self._typed_at = 0.0
        self._digit_timer = QTimer(self)
        self._digit_timer.setSingleShot(True)
        self._digit_timer.setInterval(800)
        self._digit_timer.timeout.connect(self._on_digit_timer_timeout)
        self._hold = LongPress(self)  # a long press on a seat: the referee's foul
        self._hold.fired.connect(self._on_hold_fired)
        self._layout_key: tuple[object, ...] | None = None
        self._layout_value: Layout | None = None
        self._canvas = Canvas()  # the circle as drawn, by day and by night, and its measured text
        self._nightness = 0.0
        self._fade = QVariantAnimation(self)
        self._fade.setDuration(900)
        self._fade.setEasingCurve(QEasingCurve.Type.InOutSine)
        self._fade.valueChanged.connect(self._on_fade_value_changed)

    # --- feeding the circle ---------------------------------------------------------------

    def set_seats(self, seats: list[Seat]) -> None:
        self._seats = list(seats)
        self._focus = min(self._focus, max(0, len(seats) - 1))
        self._describe_focus()
        self._refresh()

    def seats(self) -> list[Seat]:
        return list(self._seats)

    def set_cursor_shown(self, shown: bool) -> None:
        """Whether the keyboard cursor (its ring and its screen-reader description) may show. The
        private panel shows it only while the words are held, so no pick outlives the hold."""
        if shown != self._cursor_shown:
            self._cursor_shown = shown
            self._describe_focus()
            self._refresh()

    def reset_cursor(self) -> None:
        """Back to the state of a fresh circle: cursor on seat 1, not shown, nothing typed."""
        self._focus = 0
        self._show_focus = False
        self._typed = ""
        self._digit_timer.stop()
        self._drag_from, self._drag_pos = None, None
        self._describe_focus()
        self._refresh()

    def hide_cursor(self) -> None:
        """The step moved on: the keyboard cursor's ring goes until a key is used again (the seat
        it is on stays, for the arrows)."""
        if self._show_focus:
            self._show_focus = False
            self._refresh()

    def cursor_visible(self) -> bool:
        """Whether the keyboard cursor's ring is drawn now."""
        return self._show_focus and self._cursor_shown and self.hasFocus() and bool(self._seats)

    def set_marks(self, marks: Marks) -> None:
        self._marks = marks
        self._refresh()

    def marks(self) -> Marks:
        return self._marks

    def set_centre(self, banner: str, step: str, timer: str = "") -> None:
        self._banner, self._step, self._timer = banner, step, timer
        self._refresh()

    def centre(self) -> tuple[str, str, str]:
        return self._banner, self._step, self._timer

    def set_timer_text(self, timer: str) -> None:
        self._timer = timer
        self._refresh()

    def set_reorderable(self, on: bool) -> None:
        self._reorderable = on

    def set_night(self, night: bool, animate: bool = True) -> None:
        """Fade to the night colours (or back) instead of cutting: no flash across a dark room."""
        target = 1.0 if night else 0.0
        if not animate:
            self._fade.stop()
            self._nightness = target
            self.night_faded.emit(target)
            self.update()
            return
        if self._fade.state() == QVariantAnimation.State.Running and self._fade.endValue() == target:
            return
        self._fade.stop()
        self._fade.setStartValue(self._nightness)
        self._fade.setEndValue(target)
        self._fade.start()

    def hideEvent(self, event: QHideEvent) -> None:
        """The window closes (or hides): a fade under way ends at once, at its end. No animation
        keeps running for a window nobody sees: Qt's animation timer would tick it, and a window
        freed in the middle of a tick (Python's garbage collector frees a closed window whenever it
        runs) leaves that timer a dangling animation."""
        super().hideEvent(event)
        if self._fade.state() == QVariantAnimation.State.Running and not self.window().isVisible():
            target = float(self._fade.endValue())
            self._fade.stop()
            self._nightness = target
            self.night_faded.emit(target)

    def _on_fade_value_changed(self, value: object) -> None:
        self._nightness = float(value)  # type: ignore[arg-type]
        self.night_faded.emit(self._nightness)
        self.update()  # every colour of the circle changes: all of it

    # --- geometry ---------------------------------------------------------------------------

    hint = QSize(720, 720)  # the set-up's preview asks for less

    def sizeHint(self) -> QSize:
        return self.hint

    def minimumSizeHint(self) -> QSize:
        return QSize(320, 320)

    def _layout(self) -> Layout:
        """Where everything sits, measured once per size, font and names (a new font or size
        measures and draws afresh: every cache is keyed by them)."""
        names = tuple(s.name for s in self._seats)
        key = (self.width(), self.height(), self.font().key(), names)
        if key != self._layout_key or self._layout_value is None:
            self._layout_key = key
            self._layout_value = measure(self.width(), self.height(), self.font(), names)
        return self._layout_value

    def seat_centre(self, index: int) -> QPointF:
        return self._layout().seat_centre(index)

    def seat_at(self, pos: QPointF) -> int | None:
        return self._layout().seat_at(pos)

    def badge_rect(self, index: int) -> QRectF:
        """Where a seat's hand (or tick) badge is drawn."""
        return self._layout().badge_rect(index)

    def marks_radius(self) -> float:
        """How far from a seat's centre its rings reach (the timer arc's outer edge)."""
        return self._layout().seat_r + MARKS_REACH

    def name_rect(self, index: int) -> QRectF:
        """The box of a seat's name, as drawn."""
        return self._layout().name_box(index, self._seats[index].alive, self._canvas.texts)[0]

    def seat_rect(self, index: int) -> QRectF:
        """The box everything the seat at ``index`` draws stays inside (its glow, rings, badge,
        name and the keyboard cursor's ring): what a change of that seat alone repaints."""
        return QRectF(seat_bounds(self._layout(), index, self._seats[index], self._canvas.texts))

    def centre_radius(self) -> float:
        """The radius of the circle inside the seats that the phase, step and timer are set in."""
        return self._layout().centre_radius()

    def centre_text_rects(self) -> list[QRectF]:
        """Where the words of the centre are drawn (each text's own bounding box)."""
        return centre_text_rects(self._layout(), self._canvas.texts, *self.centre())

    # --- painting ---------------------------------------------------------------------------

    def _look(self) -> Look:
        """Everything the circle is drawn from now, by value."""
        layout, cursor = self._layout(), self._focus if self.cursor_visible() else -1
        drag = None
        if self._drag_from is not None and self._drag_pos is not None and self._drag_from < len(self._seats):
            drag = (self._drag_pos.x(), self._drag_pos.y(), self._seats[self._drag_from].number)
        frame = (self._layout_key, self.devicePixelRatioF(), day_palette(), night_palette())
        seats = tuple(seat_look(s, self._marks, i == cursor) for i, s in enumerate(self._seats))
        return Look(frame, layout, self.centre(), seats, drag)

    def _refresh(self) -> None:
        """Ask Qt to repaint what changed since the last repaint asked for: the boxes of the seats
        (and of the centre) whose look changed; nothing when nothing did."""
        region = self._canvas.ask(self._look())
        if not region.isEmpty():
            self.update(region)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)  # (Qt repaints it all: the look asked for follows the ring)
        self._refresh()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self._refresh()

    def paintEvent(self, event: QPaintEvent) -> None:
        # The circle is kept as a picture the screen copies from: a repaint with nothing changed
        # costs a copy, and a change repaints in the picture only the seats (and the centre) whose
        # look changed. A frame of the fade between day and night mixes the two pictures.
        p = QPainter(self)
        try:
            look, dpr = self._look(), self.devicePixelRatioF()
            more = self._canvas.draw(p, self._nightness, look, dpr, event.region())
        finally:
            p.end()
        if not more.isEmpty():  # a change no repaint asked for (the marks changed in place)
            self.update(more)

    def _paint(self, p: QPainter, nightness: float) -> None:
        """The whole circle drawn afresh onto ``p`` (no kept picture)."""
        paint(p, blend(nightness), self._look(), self._canvas.texts)

    # --- input ------------------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        index = self.seat_at(event.position())
        self._show_focus = False
        if index is None:
            return
        self._focus = index
        if self._reorderable:
            self._drag_from = index
            self._drag_pos = event.position()
        else:
            self._hold.press(index, event.position())
        self._refresh()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        self._hold.move(event.position())
        if self._drag_from is not None:
            self._drag_pos = event.position()
            self._refresh()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._hold.release():
            return  # the long press was the foul: its release picks nothing
        index = self.seat_at(event.position())
        if self._drag_from is not None:
            start, self._drag_from, self._drag_pos = self._drag_from, None, None
            if index is not None and index != start:
                self.seat_moved.emit(start, index)
                self._focus = index
            elif index == start:
                self._activate(index)
            self._refresh()
            return
        if index is not None:
            self._activate(index)

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
            state += ", " + self.tr("fouls: %1").replace("%1", str(seat.fouls))
        self.setAccessibleDescription(
            self.tr("Seat %1, %2, %3")
            .replace("%1", str(seat.number))
            .replace("%2", seat.name)
            .replace("%3", state)
        )
        if self.hasFocus() and QAccessible.isActive():  # say it now, not at the next query
            QAccessible.updateAccessibility(QAccessibleEvent(self, QAccessible.Event.DescriptionChanged))
