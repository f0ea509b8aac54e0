"""The seat circle: the table as it sits in the room, seat 1 at the top, clockwise: a game board of
tokens on a table the app draws.

Each seat is a token showing its number, its name beside it, readable from two metres, and its
public state by shape and icon as well as colour: dead (its face turned down), nominated and on
trial (a badge; on trial also a thick ring), speaking (a glow, a microphone and a timer arc), next
to speak (a dashed ring), a raised hand or a vote given (a badge), picked for the input being made
(a filled ring), the fouls given (a pip each on the rim), and keyboard focus (a dashed focus ring).
No seat is ever coloured or shaped by role; a role is drawn only when the table asks for it (the
referee's held peek, a card turned up for everyone, the end of the game). Cards turned up for
everyone flip one after another round the circle (circle_reveal.py); at the end of the game the
winning side's tokens are rimmed in gold and the centre names the winner on a banner.

The centre holds the phase, the step in words and the timer in large type.

This module owns the widget: what it is fed (a change repaints only the seats, and the centre,
whose look it changed), its signals, its geometry as others ask for it, its two animations (the
fade between day and night, the cards turning up), taps, clicks, drags and long presses (the
referee's foul). Keys: circle_keys; layout, the centre's words, drawing, tokens, the table's
surface, pictures and colours: circle_layout, _centre, _paint, _token, _surface, _picture,
_palette.py.
"""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, QSize, Qt, QVariantAnimation, Signal
from PySide6.QtGui import (
    QFocusEvent,
    QHideEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from mafia_desktop.ui.circle.centre import centre_text_rects
from mafia_desktop.ui.circle.keys import CircleKeys
from mafia_desktop.ui.circle.layout import MARKS_REACH, Layout, measure
from mafia_desktop.ui.circle.paint import Marks, Seat, seat_bounds, seat_look
from mafia_desktop.ui.circle.palette import (
    DAY,
    NIGHT,
    STARK_DAY,
    STARK_NIGHT,
    Palette,
    blend,
    day_palette,
    night_palette,
)
from mafia_desktop.ui.circle.picture import Canvas, Look, paint
from mafia_desktop.ui.circle.reveal import Reveal
from mafia_desktop.ui.common.long_press import LongPress

__all__ = ["DAY", "NIGHT", "STARK_DAY", "STARK_NIGHT", "Marks", "Palette", "Seat", "SeatCircle"]
__all__ += ["blend", "day_palette", "night_palette"]


class SeatCircle(CircleKeys):
    """The circle of seats. Tap, click or use the keyboard to pick a seat."""

    #: the fade between day and night moved on (0 = day, 1 = night)
    night_faded = Signal(float)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("seatCircle")
        self.setAccessibleName(self.tr("Seat circle"))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMouseTracking(True)
        self._marks = Marks()
        self._banner = ""
        self._step = ""
        self._timer = ""
        self._loud = False  # the step's words large, in full ink (the public table)
        self._drag_from: int | None = None
        self._drag_pos: QPointF | None = None
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
        self._reveal = Reveal(self)  # the cards turning up, one after another round the circle
        self._reveal.moved.connect(self._refresh)

    # --- feeding the circle ---------------------------------------------------------------

    def set_seats(self, seats: list[Seat]) -> None:
        old, self._seats = self._seats, list(seats)
        self._turn_up(old)
        self._focus = min(self._focus, max(0, len(seats) - 1))
        self._describe_focus()
        self._refresh()

    def seats(self) -> list[Seat]:
        return list(self._seats)

    def _turn_up(self, old: list[Seat]) -> None:
        """Cards turned up for everyone since the seats before (every card at the end): each
        flips in turn round the circle, when the circle shows; else they are simply up."""
        same = [s.name for s in old] == [s.name for s in self._seats]
        turned = [
            i
            for i, (was, now) in enumerate(zip(old, self._seats, strict=False))
            if now.emblem and not was.emblem
        ]
        peek = any(not s.emblem for s in self._seats if s.role)  # (the referee's: names alone)
        if not same or peek or not self._seats:
            self._reveal.finish()
        elif turned and self.isVisible() and self.turn_cards:
            self._reveal.start(turned)

    #: cards turned up flip one after another (False: they are up at once, for tests that compare
    #: screenshots taken at wall-clock moments)
    turn_cards = True

    def revealing(self) -> bool:
        """Whether cards are turning up now."""
        return self._reveal.running()

    def finish_reveal(self) -> None:
        """Cards turning up are all up at once (a window hiding, a test that wants the end)."""
        self._reveal.finish()

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

    def set_loud_step(self, loud: bool) -> None:
        """The step's words in the centre set large and in full ink, not small and soft: on the
        public table, where they are a question to the whole room (the car crash's)."""
        if loud != self._loud:
            self._loud = loud
            self._refresh()

    def loud_step(self) -> bool:
        return self._loud

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
        if not self.window().isVisible():
            self._reveal.finish()

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
        key = (self.width(), self.height(), self.font().key(), names, self._loud)
        if key != self._layout_key or self._layout_value is None:
            self._layout_key = key
            self._layout_value = measure(self.width(), self.height(), self.font(), names, self._loud)
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
        return centre_text_rects(self._layout(), self._canvas.texts, *self.centre(), self._over())

    def _over(self) -> bool:
        """The end of the game shown: the winning side's cards are up (and done turning)."""
        return any(s.won for s in self._seats) and not self._reveal.running()

    # --- painting ---------------------------------------------------------------------------

    def _look(self) -> Look:
        """Everything the circle is drawn from now, by value."""
        layout, cursor = self._layout(), self._focus if self.cursor_visible() else -1
        drag = None
        if self._drag_from is not None and self._drag_pos is not None and self._drag_from < len(self._seats):
            drag = (self._drag_pos.x(), self._drag_pos.y(), self._seats[self._drag_from].number)
        frame = (self._layout_key, self.devicePixelRatioF(), day_palette(), night_palette())
        turn = self._reveal.turn
        seats = tuple(seat_look(s, self._marks, i == cursor, turn(i)) for i, s in enumerate(self._seats))
        return Look(frame, layout, self.centre(), seats, drag, self._over())

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
