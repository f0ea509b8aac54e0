"""The seat circle: the table as it sits in the room, seat 1 at the top, clockwise.

Each seat shows its number and name, readable from two metres, and its state by shape as well as
colour: dead (dimmed, crossed), nominated (a ring), on trial (a thick accent ring), speaking (a glow
and a timer arc), next to speak (a dashed ring), a raised hand (a hand badge), picked for the
input being made (a filled ring), and keyboard focus (a dashed focus ring). No seat is ever
coloured by role; a role is drawn only when the table asks for it (the referee's held peek, the
end of the game).

The centre holds the phase, the step in words and the timer in large type.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field

from PySide6.QtCore import (
    QEasingCurve,
    QPointF,
    QRectF,
    QSize,
    Qt,
    QTimer,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QColor,
    QFont,
    QFontMetricsF,
    QHideEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPixmap,
    QRadialGradient,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from mafia_desktop.ui import appearance


@dataclass(frozen=True)
class Palette:
    background: QColor
    disc: QColor
    disc_dead: QColor
    edge: QColor
    ink: QColor
    soft_ink: QColor
    dead_ink: QColor
    accent: QColor
    nominated: QColor
    glow: QColor
    pick: QColor
    hand: QColor
    focus: QColor
    pill: QColor
    pill_ink: QColor


# Day: warm paper. Night: near black with low-luminance text, nothing bright (UX.md). Both keep
# text contrast above 4.5:1 against their own background.
DAY = Palette(
    background=QColor("#f7f1e6"),
    disc=QColor("#fffaf2"),
    disc_dead=QColor("#ddd3c6"),
    edge=QColor("#6b4e3d"),
    ink=QColor("#2b2420"),
    soft_ink=QColor("#5a4a40"),
    dead_ink=QColor("#6e625a"),
    accent=QColor("#b3261e"),
    nominated=QColor("#b86e14"),
    glow=QColor("#f2c14e"),
    pick=QColor("#1d6fb8"),
    hand=QColor("#1d6fb8"),
    focus=QColor("#2b2420"),
    pill=QColor("#3b2417"),
    pill_ink=QColor("#fffaf2"),
)
NIGHT = Palette(
    background=QColor("#0d0c12"),
    disc=QColor("#1d1b26"),
    disc_dead=QColor("#121118"),
    edge=QColor("#4a4560"),
    ink=QColor("#a9a3bb"),
    soft_ink=QColor("#8a849c"),
    dead_ink=QColor("#6f6a80"),
    accent=QColor("#b05a52"),
    nominated=QColor("#8c6a3a"),
    glow=QColor("#5c5030"),
    pick=QColor("#5a78a8"),
    hand=QColor("#6f8fc0"),
    focus=QColor("#a9a3bb"),
    pill=QColor("#3a3550"),
    pill_ink=QColor("#c9c3d8"),
)


# High contrast (settings): black on white by day; by night white and strong yellow on black.
STARK_DAY = Palette(
    background=QColor("#ffffff"),
    disc=QColor("#ffffff"),
    disc_dead=QColor("#c8c8c8"),
    edge=QColor("#000000"),
    ink=QColor("#000000"),
    soft_ink=QColor("#000000"),
    dead_ink=QColor("#303030"),
    accent=QColor("#b00000"),
    nominated=QColor("#8a4a00"),
    glow=QColor("#ffc400"),
    pick=QColor("#0000b0"),
    hand=QColor("#0000b0"),
    focus=QColor("#000000"),
    pill=QColor("#000000"),
    pill_ink=QColor("#ffffff"),
)
STARK_NIGHT = Palette(
    background=QColor("#000000"),
    disc=QColor("#000000"),
    disc_dead=QColor("#303030"),
    edge=QColor("#ffffff"),
    ink=QColor("#ffffff"),
    soft_ink=QColor("#ffffff"),
    dead_ink=QColor("#c8c8c8"),
    accent=QColor("#ff8080"),
    nominated=QColor("#ffc060"),
    glow=QColor("#806000"),
    pick=QColor("#80c0ff"),
    hand=QColor("#80c0ff"),
    focus=QColor("#ffff00"),
    pill=QColor("#ffffff"),
    pill_ink=QColor("#000000"),
)


def day_palette() -> Palette:
    return STARK_DAY if appearance.high_contrast() else DAY


def night_palette() -> Palette:
    return STARK_NIGHT if appearance.high_contrast() else NIGHT


def _mix(a: QColor, b: QColor, t: float) -> QColor:
    return QColor.fromRgbF(
        a.redF() + (b.redF() - a.redF()) * t,
        a.greenF() + (b.greenF() - a.greenF()) * t,
        a.blueF() + (b.blueF() - a.blueF()) * t,
    )


def blend(t: float) -> Palette:
    day, night = day_palette(), night_palette()
    if t <= 0:
        return day
    if t >= 1:
        return night
    return Palette(*(_mix(getattr(day, f), getattr(night, f), t) for f in Palette.__dataclass_fields__))


@dataclass(frozen=True)
class Seat:
    """What the circle draws for one seat (from a view: never more than the viewer may see)."""

    number: int
    name: str
    alive: bool = True
    nominated: bool = False
    on_trial: bool = False
    role: str | None = None  # drawn only when the table shows roles (peek, end of game)


@dataclass
class Marks:
    """The state of the input being made and the timers, drawn over the seats."""

    selectable: set[str] = field(default_factory=set)
    hands: set[str] = field(default_factory=set)
    voted: set[str] = field(default_factory=set)  # a hand already given to another candidate
    picked: set[str] = field(default_factory=set)
    speaking: str | None = None
    next_speaker: str | None = None
    timer_fraction: float | None = None  # of the speaker's time left, for the arc


class SeatCircle(QWidget):
    """The circle of seats. Tap, click or use the keyboard to pick a seat."""

    #: a seat was picked (click, tap, Enter, or its number typed)
    seat_activated = Signal(str)
    #: in reorder mode, a seat was dragged from one position to another (0-based)
    seat_moved = Signal(int, int)
    #: the fade between day and night moved on (0 = day, 1 = night)
    night_faded = Signal(float)

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
        self._layout_key: tuple[object, ...] | None = None
        self._layout_value = (QPointF(), 0.0, 0.0, 0.0)
        self._pictures: dict[tuple[object, ...], QPixmap] = {}  # by nightness and state, as drawn
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
        self.update()

    def seats(self) -> list[Seat]:
        return list(self._seats)

    def set_cursor_shown(self, shown: bool) -> None:
        """Whether the keyboard cursor (its ring and its screen-reader description) may show. The
        private panel shows it only while the words are held, so no pick outlives the hold."""
        if shown != self._cursor_shown:
            self._cursor_shown = shown
            self._describe_focus()
            self.update()

    def reset_cursor(self) -> None:
        """Back to the state of a fresh circle: cursor on seat 1, not shown, nothing typed."""
        self._focus = 0
        self._show_focus = False
        self._typed = ""
        self._digit_timer.stop()
        self._drag_from, self._drag_pos = None, None
        self._describe_focus()
        self.update()

    def hide_cursor(self) -> None:
        """The step moved on: the keyboard cursor's ring goes until a key is used again (the seat
        it is on stays, for the arrows)."""
        if self._show_focus:
            self._show_focus = False
            self.update()

    def cursor_visible(self) -> bool:
        """Whether the keyboard cursor's ring is drawn now."""
        return self._show_focus and self._cursor_shown and self.hasFocus() and bool(self._seats)

    def set_marks(self, marks: Marks) -> None:
        self._marks = marks
        self.update()

    def marks(self) -> Marks:
        return self._marks

    def set_centre(self, banner: str, step: str, timer: str = "") -> None:
        self._banner, self._step, self._timer = banner, step, timer
        self.update()

    def centre(self) -> tuple[str, str, str]:
        return self._banner, self._step, self._timer

    def set_timer_text(self, timer: str) -> None:
        self._timer = timer
        self.update()

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
        self.update()

    # --- geometry ---------------------------------------------------------------------------

    hint = QSize(720, 720)  # the set-up's preview asks for less

    def sizeHint(self) -> QSize:
        return self.hint

    def minimumSizeHint(self) -> QSize:
        return QSize(320, 320)

    def _scale(self) -> float:
        """How much bigger than a 96-dpi 10-point base the user wants text (system font)."""
        points = self.font().pointSizeF()
        return max(1.0, points / 10.0) if points > 0 else 1.0

    def _layout(self) -> tuple[QPointF, float, float, float]:
        """Centre, ring radius, seat radius and name height for the current size (measured once per
        size, font and names: every seat's position asks for it)."""
        key = (self.width(), self.height(), self.font().key(), tuple(s.name for s in self._seats))
        if key != self._layout_key:
            self._layout_key, self._layout_value = key, self._measure()
        return self._layout_value

    def _measure(self) -> tuple[QPointF, float, float, float]:
        w, h = self.width(), self.height()
        side = min(w, h)
        n = max(1, len(self._seats))
        name_px = self._name_px(side)
        seat_r = min(side * 0.075, (side * 0.4) * math.sin(math.pi / n) * 0.9) if n > 1 else side * 0.075
        seat_r = max(seat_r, 12.0)
        rows = 2.3 if n > 16 else 1.3
        ring = side / 2 - seat_r - name_px * rows - 10 - (self.NAME_GAP - 8)
        # Names beside the seats on the left and right must fit in the widget too.
        widest = self._widest_name(name_px, ring, seat_r, n)
        ring = min(ring, w / 2 - seat_r - 10 - (self.NAME_GAP - 8) - widest)
        return QPointF(w / 2, h / 2), max(ring, side * 0.2), seat_r, name_px

    def _widest_name(self, name_px: float, ring: float, seat_r: float, n: int) -> float:
        font = QFont(self.font())
        font.setPixelSize(int(name_px))
        fm = QFontMetricsF(font)
        limit = self._name_width(ring, seat_r, n)
        side_seats = [
            s for i, s in enumerate(self._seats) if abs(math.cos(-math.pi / 2 + 2 * math.pi * i / n)) > 0.7
        ]
        return max((min(limit, fm.horizontalAdvance(s.name) + 4) for s in side_seats), default=0.0)

    @staticmethod
    def _name_width(ring: float, seat_r: float, n: int) -> float:
        chord = 2 * ring * math.sin(math.pi / n) if n > 1 else seat_r * 6
        return max(seat_r * 2.2, chord * (1.9 if n > 16 else 0.98))

    def _name_px(self, side: float) -> float:
        # 20 px or more on a 1366x768 screen, growing with the window and the text size; never so
        # big that a small circle (the set-up's preview) has no room left for the names.
        return min(max(20.0 * self._scale(), side / 34), max(14.0, side / 11))

    def seat_centre(self, index: int) -> QPointF:
        centre, ring, _, _ = self._layout()
        angle = -math.pi / 2 + 2 * math.pi * index / max(1, len(self._seats))
        return QPointF(centre.x() + ring * math.cos(angle), centre.y() + ring * math.sin(angle))

    def seat_at(self, pos: QPointF) -> int | None:
        _, _, seat_r, _ = self._layout()
        best, best_d = None, (seat_r * 1.35) ** 2
        for i in range(len(self._seats)):
            c = self.seat_centre(i)
            d = (c.x() - pos.x()) ** 2 + (c.y() - pos.y()) ** 2
            if d <= best_d:
                best, best_d = i, d
        return best

    # --- painting ---------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        # The whole circle is drawn once per state into a picture the screen copies from: a repaint
        # with nothing changed (another widget, the window uncovered, a tick that moved nothing
        # here) costs a copy, not thirty seats' worth of paths and text.
        # A fade between day and night is the day picture and the night picture mixed: every
        # colour of the circle is mixed the same way (see blend()), so two copies draw each frame.
        t = self._nightness
        p = QPainter(self)
        try:
            if 0.0 < t < 1.0:
                p.drawPixmap(0, 0, self._picture(0.0))
                p.setOpacity(t)
                p.drawPixmap(0, 0, self._picture(1.0))
            else:
                p.drawPixmap(0, 0, self._picture(t))
        finally:
            p.end()

    def _picture(self, nightness: float) -> QPixmap:
        key = (nightness, *self._state_key())
        picture = self._pictures.get(key)
        if picture is None:
            dpr = self.devicePixelRatioF()
            picture = QPixmap(max(1, round(self.width() * dpr)), max(1, round(self.height() * dpr)))
            picture.setDevicePixelRatio(dpr)
            painter = QPainter(picture)
            try:
                self._paint(painter, nightness)
            finally:
                painter.end()
            if len(self._pictures) >= 2:  # day and night of the state on show
                self._pictures.pop(next(iter(self._pictures)))
            self._pictures[key] = picture
        return picture

    def _state_key(self) -> tuple[object, ...]:
        """Everything the picture depends on (the marks are compared by value: they are changed in
        place by the timer's tick)."""
        m = self._marks
        return (
            self.width(),
            self.height(),
            self.devicePixelRatioF(),
            self.font().key(),
            tuple(self._seats),
            (
                frozenset(m.selectable),
                frozenset(m.hands),
                frozenset(m.voted),
                frozenset(m.picked),
                m.speaking,
                m.next_speaker,
                m.timer_fraction,
            ),
            (self._banner, self._step, self._timer),
            (self._focus, self._show_focus, self._cursor_shown, self.hasFocus()),
            (self._drag_from, None if self._drag_pos is None else self._drag_pos.toTuple()),
        )

    def _paint(self, p: QPainter, nightness: float) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        pal = blend(nightness)
        p.fillRect(self.rect(), pal.background)
        if not self._seats:
            return
        centre, ring, seat_r, name_px = self._layout()
        self._paint_centre(p, pal, centre, self.centre_radius())
        n = len(self._seats)
        number_font = QFont(self.font())
        number_font.setPixelSize(max(12, int(seat_r * 0.95)))
        number_font.setBold(True)
        name_font = QFont(self.font())
        name_font.setPixelSize(int(name_px))
        role_font = QFont(self.font())
        role_font.setPixelSize(max(11, int(name_px * 0.7)))
        role_font.setBold(True)
        name_width = self._name_width(ring, seat_r, n)
        for i, seat in enumerate(self._seats):
            c = self.seat_centre(i)
            angle = -math.pi / 2 + 2 * math.pi * i / n
            self._paint_seat(p, pal, seat, c, seat_r, number_font, role_font, angle)
            far = n > 16 and i % 2 == 1
            name = self._paint_name(p, pal, seat, c, angle, seat_r, name_font, name_width, name_px, far)
            if self.cursor_visible() and i == self._focus:
                # Round the seat and its name together: the ring never crosses the name's letters.
                ring_r = seat_r + 12
                seat_box = QRectF(c.x() - ring_r, c.y() - ring_r, 2 * ring_r, 2 * ring_r)
                box = seat_box.united(name.adjusted(-6, -4, 6, 4))
                p.setPen(QPen(pal.focus, 2.5, Qt.PenStyle.DashLine))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(box, ring_r, ring_r)
        if self._drag_from is not None and self._drag_pos is not None:
            p.setPen(QPen(pal.pick, 3))
            p.setBrush(_alpha(pal.disc, 0.85))
            p.drawEllipse(self._drag_pos, seat_r, seat_r)
            p.setFont(number_font)
            p.setPen(pal.ink)
            rect = QRectF(self._drag_pos.x() - seat_r, self._drag_pos.y() - seat_r, 2 * seat_r, 2 * seat_r)
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(self._seats[self._drag_from].number))

    def _paint_centre(self, p: QPainter, pal: Palette, centre: QPointF, radius: float) -> None:
        for rect, font, flags, text, soft in self._centre_layout(centre, radius):
            p.setFont(font)
            p.setPen(pal.soft_ink if soft else pal.ink)
            p.drawText(rect, flags, text)

    def centre_radius(self) -> float:
        """The radius of the circle inside the seats that the phase, step and timer are set in."""
        _, ring, seat_r, _ = self._layout()
        # Inside the seats and the hand badges on their inner shoulders.
        return max(20.0, ring - seat_r * 1.2 - 6)

    def centre_text_rects(self) -> list[QRectF]:
        """Where the words of the centre are drawn (each text's own bounding box)."""
        out = []
        centre = self._layout()[0]
        for rect, font, flags, text, _ in self._centre_layout(centre, self.centre_radius()):
            out.append(QFontMetricsF(font).boundingRect(rect, int(flags), text))
        return out

    def _centre_layout(
        self, centre: QPointF, radius: float
    ) -> list[tuple[QRectF, QFont, Qt.AlignmentFlag, str, bool]]:
        """The centre's texts, each in a box and a type that fit inside its circle: a box
        1.55 radii wide and 1.2 high has its corners inside. A phase or a step too long for it is
        set smaller (and wrapped), never cut."""
        width, height = radius * 1.55, radius * 1.2
        wrap = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
        scale = self._scale()
        banner_font = QFont(self.font())
        banner_font.setPixelSize(max(int(22 * scale), int(radius * 0.2)))
        banner_font.setBold(True)
        timer_font = QFont(self.font())
        timer_font.setPixelSize(max(60, int(radius * 0.3)))
        timer_font.setBold(True)
        step_font = QFont(self.font())
        step_font.setPixelSize(max(16, int(radius * 0.085 * scale)))
        timer_h = QFontMetricsF(timer_font).height() if self._timer else 0.0
        while (
            self._timer
            and timer_font.pixelSize() > 20
            and (QFontMetricsF(timer_font).horizontalAdvance(self._timer) > width or timer_h > height * 0.45)
        ):  # (60 px or more but in a circle too small for them)
            timer_font.setPixelSize(int(timer_font.pixelSize() * 0.9))
            timer_h = QFontMetricsF(timer_font).height()
        # The phase: on one line if it can be, at 14 px or more; else wrapped.
        banner_room = max(height - timer_h, height * 0.4) * 0.5
        banner_h = self._fit(banner_font, width, banner_room, wrap, self._banner, least=14, lines=1)
        step_h = 0.0
        base_step = QFont(step_font)
        for _ in range(8):  # a step too long for what is left: the timer gives up some of its room
            step_font = QFont(base_step)
            room = max(height - banner_h - timer_h, 0.0)
            step_h = (
                self._fit(step_font, width, room, wrap, self._step, least=11, lines=4) if self._step else 0.0
            )
            if banner_h + step_h + timer_h <= height + 0.5 or not self._timer or timer_font.pixelSize() <= 20:
                break
            timer_font.setPixelSize(max(20, int(timer_font.pixelSize() * 0.85)))
            timer_h = QFontMetricsF(timer_font).height()
        total = banner_h + step_h + timer_h
        y = centre.y() - total / 2
        left = centre.x() - width / 2
        out = [(QRectF(left, y, width, banner_h), banner_font, wrap, self._banner, False)]
        y += banner_h
        if self._step:
            out.append((QRectF(left, y + 4, width, step_h - 4), step_font, wrap, self._step, True))
            y += step_h
        if self._timer:
            centred = Qt.AlignmentFlag.AlignCenter
            out.append((QRectF(left, y, width, timer_h), timer_font, centred, self._timer, False))
        return out

    @staticmethod
    def _fit(
        font: QFont,
        width: float,
        room: float,
        flags: Qt.AlignmentFlag,
        text: str,
        least: int = 11,
        lines: int = 4,
    ) -> float:
        """Shrink ``font`` (down to ``least`` px) until ``text`` fits ``width`` (each word) and,
        wrapped there, ``room``; the height it takes (at least ``lines`` lines' worth when the room
        allows, so the centre does not jump about)."""
        while True:
            metrics = QFontMetricsF(font)
            need = metrics.boundingRect(QRectF(0, 0, width, 1e6), int(flags), text).height() + 8
            widest = max((metrics.horizontalAdvance(w) for w in text.split()), default=0.0)
            one_line = lines > 1 or metrics.horizontalAdvance(text) <= width
            if (need <= room and widest <= width and one_line) or font.pixelSize() <= least:
                return max(need, min(room, metrics.height() * lines + 8))
            font.setPixelSize(max(least, int(font.pixelSize() * 0.9)))

    def _paint_seat(
        self,
        p: QPainter,
        pal: Palette,
        seat: Seat,
        c: QPointF,
        r: float,
        number_font: QFont,
        role_font: QFont,
        angle: float = -math.pi / 2,
    ) -> None:
        m = self._marks
        picking = bool(m.selectable)
        if seat.name == m.speaking:
            glow = QRadialGradient(c, r * 1.9)
            glow.setColorAt(0.45, _alpha(pal.glow, 0.9))
            glow.setColorAt(1.0, _alpha(pal.glow, 0.0))
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(glow)
            p.drawEllipse(c, r * 1.9, r * 1.9)
            if m.timer_fraction is not None:
                arc_pen = QPen(pal.accent if m.timer_fraction < 0.17 else pal.edge, 5)
                arc_pen.setCapStyle(Qt.PenCapStyle.RoundCap)
                p.setPen(arc_pen)
                p.setBrush(Qt.BrushStyle.NoBrush)
                arc = QRectF(c.x() - r - 10, c.y() - r - 10, 2 * r + 20, 2 * r + 20)
                p.drawArc(arc, 90 * 16, int(-360 * 16 * max(0.0, min(1.0, m.timer_fraction))))
        if seat.name == m.next_speaker:
            p.setPen(QPen(pal.edge, 2, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(c, r + 9, r + 9)
        if seat.on_trial:
            p.setPen(QPen(pal.accent, 6))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(c, r + 6, r + 6)
        elif seat.nominated:
            p.setPen(QPen(pal.nominated, 3))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(c, r + 5, r + 5)
        if seat.name in m.picked:
            p.setPen(QPen(pal.pick, 5))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(c, r + 4, r + 4)
        fill = pal.disc if seat.alive else pal.disc_dead
        dim = picking and seat.name not in m.selectable and seat.name not in m.picked
        edge = pal.pick if (picking and seat.name in m.selectable) else pal.edge
        p.setPen(QPen(edge, 3 if picking and seat.name in m.selectable else 2))
        p.setBrush(_alpha(fill, 0.55) if dim else fill)
        p.drawEllipse(c, r, r)
        p.setFont(number_font)
        p.setPen(pal.ink if seat.alive else pal.dead_ink)
        p.drawText(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, str(seat.number))
        if not seat.alive:
            p.setPen(QPen(pal.dead_ink, 3))
            k = r * 0.62
            p.drawLine(QPointF(c.x() - k, c.y() - k), QPointF(c.x() + k, c.y() + k))
            p.drawLine(QPointF(c.x() - k, c.y() + k), QPointF(c.x() + k, c.y() - k))
        if seat.name in m.hands:
            self._paint_hand(p, pal, self._badge_centre(c, angle, r), self._badge_size(r))
        elif seat.name in m.voted:
            self._paint_voted(p, pal, self._badge_centre(c, angle, r), self._badge_size(r))
        if seat.role:
            p.setFont(role_font)
            fm = QFontMetricsF(role_font)
            w = fm.horizontalAdvance(seat.role) + 12
            h = fm.height() + 4
            pill = QRectF(c.x() - w / 2, c.y() + r * 0.55, w, h)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(pal.pill)
            p.drawRoundedRect(pill, h / 2, h / 2)
            p.setPen(pal.pill_ink)
            p.drawText(pill, Qt.AlignmentFlag.AlignCenter, seat.role)

    # The marks round a seat stay inside this distance from its centre, over its radius: the
    # speaker's timer arc (r + 10, a 5 px pen) is the outermost. Names are set beyond it.
    MARKS_REACH = 12.5
    NAME_GAP = 15  # from the seat's edge to its name

    @staticmethod
    def _badge_size(r: float) -> float:
        return max(9.0, r * 0.45)

    @staticmethod
    def _badge_centre(c: QPointF, angle: float, r: float) -> QPointF:
        """The hand's badge sits on the seat's inner shoulder (towards the circle's centre, a little
        clockwise): never on the side of its name, which is set outside the ring."""
        dx, dy = math.cos(angle), math.sin(angle)
        k = r / math.sqrt(2)
        return QPointF(c.x() + (-dx - dy) * k, c.y() + (-dy + dx) * k)

    def badge_rect(self, index: int) -> QRectF:
        """Where a seat's hand (or tick) badge is drawn."""
        _, _, r, _ = self._layout()
        angle = -math.pi / 2 + 2 * math.pi * index / max(1, len(self._seats))
        c, size = self._badge_centre(self.seat_centre(index), angle, r), self._badge_size(r)
        return QRectF(c.x() - size - 1, c.y() - size - 1, 2 * size + 2, 2 * size + 2)

    def marks_radius(self) -> float:
        """How far from a seat's centre its rings reach (the timer arc's outer edge)."""
        return self._layout()[2] + self.MARKS_REACH

    def name_rect(self, index: int) -> QRectF:
        """The box of a seat's name, as drawn."""
        centre, ring, seat_r, name_px = self._layout()
        n = len(self._seats)
        font = QFont(self.font())
        font.setPixelSize(int(name_px))
        angle = -math.pi / 2 + 2 * math.pi * index / max(1, n)
        far = n > 16 and index % 2 == 1
        box = self._name_box(
            self._seats[index],
            self.seat_centre(index),
            angle,
            seat_r,
            font,
            self._name_width(ring, seat_r, n),
            far,
        )
        return box[0]

    def _name_box(
        self, seat: Seat, c: QPointF, angle: float, r: float, font: QFont, width: float, far: bool
    ) -> tuple[QRectF, str, float]:
        """The name's box (outside the ring, clear of the seat's marks whatever the angle), its
        words (cut short to ``width``) and how far its centre is from the seat's."""
        fm = QFontMetricsF(font)
        text = fm.elidedText(seat.name, Qt.TextElideMode.ElideRight, width)
        w = fm.horizontalAdvance(text) + 4
        h = fm.height()
        dx, dy = math.cos(angle), math.sin(angle)
        gap = self.NAME_GAP + (h * 1.05 if far else 0)
        dist = r + gap + abs(dx) * w / 2 + abs(dy) * h / 2
        centre = QPointF(c.x() + dx * dist, c.y() + dy * dist)
        return QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h), text, dist

    def _paint_voted(self, p: QPainter, pal: Palette, c: QPointF, size: float) -> None:
        """Already voted (for another candidate): an outlined badge with a tick, not a hand."""
        p.setPen(QPen(pal.hand, 2))
        p.setBrush(pal.background)
        p.drawEllipse(c, size, size)
        tick = QPainterPath(QPointF(c.x() - size * 0.45, c.y()))
        tick.lineTo(QPointF(c.x() - size * 0.1, c.y() + size * 0.35))
        tick.lineTo(QPointF(c.x() + size * 0.5, c.y() - size * 0.4))
        p.setPen(QPen(pal.hand, max(2.0, size * 0.22)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(tick)

    def _paint_hand(self, p: QPainter, pal: Palette, c: QPointF, size: float) -> None:
        """A raised hand: a badge with a palm and four fingers (shape, not just colour)."""
        p.setPen(QPen(pal.background, 2))
        p.setBrush(pal.hand)
        p.drawEllipse(c, size, size)
        hand = QPainterPath()
        s = size * 0.55
        hand.addRoundedRect(QRectF(c.x() - s * 0.55, c.y() - s * 0.05, s * 1.1, s * 0.85), s * 0.2, s * 0.2)
        for k in range(4):
            x = c.x() - s * 0.55 + k * s * 0.29
            hand.addRoundedRect(QRectF(x, c.y() - s * 0.75, s * 0.24, s * 0.85), s * 0.12, s * 0.12)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(pal.background)
        p.drawPath(hand.simplified())

    def _paint_name(
        self,
        p: QPainter,
        pal: Palette,
        seat: Seat,
        c: QPointF,
        angle: float,
        r: float,
        font: QFont,
        width: float,
        height: float,
        far: bool,
    ) -> QRectF:
        """Draw the seat's name outside the ring; the box it took."""
        font = QFont(font)
        font.setStrikeOut(not seat.alive)
        p.setFont(font)
        box, text, dist = self._name_box(seat, c, angle, r, font, width, far)
        w, h = box.width(), box.height()
        dx, dy = math.cos(angle), math.sin(angle)
        if far:
            # A faint leader ties a name set further out to its seat.
            p.setPen(QPen(_alpha(pal.soft_ink, 0.45), 1.2))
            start = r + 3
            end = dist - abs(dx) * w / 2 - abs(dy) * h / 2 - 2
            p.drawLine(
                QPointF(c.x() + dx * start, c.y() + dy * start), QPointF(c.x() + dx * end, c.y() + dy * end)
            )
        p.setPen(pal.ink if seat.alive else pal.dead_ink)
        p.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
        return box

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
        self.update()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._drag_from is not None:
            self._drag_pos = event.position()
            self.update()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        index = self.seat_at(event.position())
        if self._drag_from is not None:
            start, self._drag_from, self._drag_pos = self._drag_from, None, None
            if index is not None and index != start:
                self.seat_moved.emit(start, index)
                self._focus = index
            elif index == start:
                self._activate(index)
            self.update()
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
            self._focus = target
            self._show_focus = True
            self._describe_focus()
            self.update()
            return
        if key in (Qt.Key.Key_Home, Qt.Key.Key_End):
            self._focus = 0 if key == Qt.Key.Key_Home else n - 1
            self._show_focus = True
            self._describe_focus()
            self.update()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._show_focus = True
            self._activate(self._focus)
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
            self._focus = number - 1
            self._show_focus = True
            self._describe_focus()
            self.update()
            if self._typed:
                self._digit_timer.start()
            else:
                self._digit_timer.stop()
                self._activate(self._focus)

    def _on_digit_timer_timeout(self) -> None:
        if self._typed:
            self._typed = ""
            self._activate(self._focus)

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
        self.setAccessibleDescription(
            self.tr("Seat %1, %2, %3")
            .replace("%1", str(seat.number))
            .replace("%2", seat.name)
            .replace("%3", state)
        )
        if self.hasFocus() and QAccessible.isActive():  # say it now, not at the next query
            QAccessible.updateAccessibility(QAccessibleEvent(self, QAccessible.Event.DescriptionChanged))


def _alpha(colour: QColor, alpha: float) -> QColor:
    out = QColor(colour)
    out.setAlphaF(alpha)
    return out
