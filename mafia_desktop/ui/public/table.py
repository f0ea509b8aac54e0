"""The public table: the game as the room sees it on a second screen (a TV, a projector).

:class:`PublicTable` is a window of its own that paints a :class:`~mafia_desktop.table.board.Board`
and nothing else: the seat circle (no pick, no keyboard cursor, a card only where the rules turned
it up for everyone), the phase and the step, the clock in large type, the hands of the count being
made, the newest lines of the public log that fit, the narrator's caption, the night's darkness,
and while a private turn runs a plain notice of where the laptop is. It has no button, never takes
the focus from the main window, and no key pressed on it does anything. Which screen it goes on is
:mod:`mafia_desktop.ui.public.second_screen`'s business.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QRect, QSize, Qt, Signal
from PySide6.QtGui import QCloseEvent, QFont, QFontMetrics, QKeyEvent, QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import QHBoxLayout, QSizePolicy, QVBoxLayout, QWidget

from mafia_desktop import phrases
from mafia_desktop.engine.events import Event
from mafia_desktop.engine.roles import ROLES, team_of
from mafia_desktop.engine.rules import Rules
from mafia_desktop.engine.views import PublicView
from mafia_desktop.table.board import Board
from mafia_desktop.table.presenter import HandCount
from mafia_desktop.ui.circle.seat_circle import Marks, Seat, SeatCircle, blend
from mafia_desktop.ui.common.timers import clock_text
from mafia_desktop.ui.common.widgets import TextLabel
from mafia_desktop.ui.theme import type_scale

translate = QCoreApplication.translate

SCAN = 400  # at most so many events without a line of their own are passed over, looking back


class LogTail(QWidget):
    """The newest lines of the public log, as many as fit, the newest at the bottom. Only those
    lines are ever put into words: a game of thirty thousand events costs what one of thirty does.
    Plain text, painted."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("publicLog")
        self.setAccessibleName(self.tr("Public log"))
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self._log: tuple[Event, ...] = ()
        self._rules: Rules | None = None
        self._lines: list[str] | None = None  # the lines that fit now (None: to be laid out)

    def set_log(self, log: tuple[Event, ...], rules: Rules) -> None:
        if log is self._log and rules is self._rules:
            return
        self._log, self._rules, self._lines = log, rules, None
        self.update()

    def lines(self) -> list[str]:
        """The lines shown, oldest first."""
        if self._lines is None:
            self._lines = self._fit()
        return list(self._lines)

    def _fit(self) -> list[str]:
        rules = self._rules
        if rules is None or self.height() <= 0 or self.width() <= 0:
            return []
        room, width = self.height(), self.width()
        plain, bold = QFontMetrics(self.font()), QFontMetrics(self._bold())
        flags = int(Qt.TextFlag.TextWordWrap)
        out: list[str] = []
        used = passed = 0
        for event in reversed(self._log):
            text = phrases.event_text(event.to_json(), rules)
            if not text:
                passed += 1
                if passed > SCAN:
                    break
                continue
            passed = 0
            metrics = bold if text.startswith("—") else plain
            need = metrics.boundingRect(QRect(0, 0, width, 1 << 20), flags, text).height()
            if used + need > room:
                break
            used += need + self._gap()
            out.append(text)
        out.reverse()
        return out

    def _bold(self) -> QFont:
        font = QFont(self.font())
        font.setBold(True)
        return font

    def _gap(self) -> int:
        return max(2, QFontMetrics(self.font()).lineSpacing() // 5)

    def resizeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        self._lines = None
        super().resizeEvent(event)  # type: ignore[arg-type]

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.FontChange:
            self._lines = None
        super().changeEvent(event)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(200, 3 * QFontMetrics(self.font()).lineSpacing())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(120, QFontMetrics(self.font()).lineSpacing())

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        lines = self.lines()
        painter = QPainter(self)
        painter.setPen(self.palette().color(QPalette.ColorRole.WindowText))
        # Each line read in its own words' direction (an untranslated line in a right-to-left
        # language still left to right), all of them at the side the lines start.
        painter.setLayoutDirection(Qt.LayoutDirection.LayoutDirectionAuto)
        side = Qt.AlignmentFlag.AlignRight if self.isRightToLeft() else Qt.AlignmentFlag.AlignLeft
        flags = int(Qt.TextFlag.TextWordWrap | side | Qt.AlignmentFlag.AlignAbsolute)
        heights = []
        for text in lines:
            metrics = QFontMetrics(self._bold() if text.startswith("—") else self.font())
            heights.append(metrics.boundingRect(QRect(0, 0, self.width(), 1 << 20), flags, text).height())
        y = self.height() - sum(heights) - self._gap() * max(0, len(lines) - 1)
        for text, height in zip(lines, heights, strict=True):
            painter.setFont(self._bold() if text.startswith("—") else self.font())
            painter.drawText(QRect(0, y, self.width(), height), flags, text)
            y += height + self._gap()
        painter.end()


class FitLabel(TextLabel):
    """A label whose words never make the window wider than its screen: it takes the width the
    column gives it, and a word wider than that (a long name) sets the label smaller, down to
    two fifths of its size."""

    _base: QFont | None = None  # (none yet while QLabel is being built)

    def __init__(self) -> None:
        super().__init__()
        self._base = QFont(self.font())
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

    def set_base_font(self, font: QFont) -> None:
        self._base = QFont(font)
        self._fit()

    def setText(self, text: str) -> None:  # noqa: N802 - Qt's name
        super().setText(text)
        self._fit()

    def resizeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)  # type: ignore[arg-type]
        self._fit()

    def _fit(self) -> None:
        if self._base is None:
            return
        font = QFont(self._base)
        words = self.text().split()
        width = self.width()
        if words and width > 0 and font.pixelSize() > 0:
            least = max(10, round(font.pixelSize() * 0.4))
            for _ in range(12):
                widest = max(QFontMetrics(font).horizontalAdvance(w) for w in words)
                if widest <= width or font.pixelSize() <= least:
                    break
                font.setPixelSize(
                    max(least, min(font.pixelSize() - 1, int(font.pixelSize() * width / widest)))
                )
        if font != self.font():
            self.setFont(font)


class RoomWindow(QWidget):
    """A window for the room's screen (the public table, a tournament's schedule): frameless,
    never taking the focus nor a key (Esc, Enter, the game's shortcuts do nothing there), and
    saying when it is closed by hand."""

    #: closed by hand (the window manager's Close), not by its manager
    closed = Signal()

    def __init__(self, name: str, title: str) -> None:
        super().__init__(
            None,
            Qt.WindowType.Window | Qt.WindowType.FramelessWindowHint | Qt.WindowType.WindowDoesNotAcceptFocus,
        )
        self.setObjectName(name)
        self.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setWindowTitle(title)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        event.accept()  # Esc, Enter, the game's shortcuts: nothing, on the room's screen

    def keyReleaseEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        event.accept()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt's name
        super().closeEvent(event)
        if event.isAccepted():
            self.closed.emit()


class PublicTable(RoomWindow):
    """The public table's window: paints the boards it is given (see the module's docstring)."""

    def __init__(self) -> None:
        super().__init__("publicTable", QCoreApplication.translate("PublicTable", "Mafia Desktop — table"))
        self.setAutoFillBackground(True)
        self._board: Board | None = None
        self._parts: dict[str, object] = {}  # what each part shows now
        self._height = 0
        self._build()
        self._paint_window(0.0)

    # --- building ---------------------------------------------------------------------------

    def _build(self) -> None:
        column = QVBoxLayout(self)
        column.setContentsMargins(24, 24, 24, 12)
        column.setSpacing(8)
        row = QHBoxLayout()
        row.setSpacing(32)
        column.addLayout(row, 1)
        self.circle = SeatCircle()
        self.circle.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.circle.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.circle.set_cursor_shown(False)
        self.circle.set_loud_step(True)  # the step's words: a question to the room, read across it
        self.circle.night_faded.connect(self._paint_window)
        row.addWidget(self.circle, 3)
        side = QVBoxLayout()
        side.setSpacing(12)
        row.addLayout(side, 2)
        self.notice = self._label("holderNotice", self.tr("Where the laptop is"))
        self.timer_label = self._label("timerLabel", self.tr("Timer"))
        self.clock = self._label("clock", self.tr("Clock"))
        self.day_clock = self._label("dayClock", self.tr("Time left today"))
        self.hands = self._label("hands", self.tr("Hands up"))
        for label in (self.notice, self.timer_label, self.clock, self.day_clock, self.hands):
            side.addWidget(label)
        self.log = LogTail()
        side.addWidget(self.log, 1)
        self.caption = self._label("caption", self.tr("Narrator's caption"))
        self.caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        policy = self.caption.sizePolicy()
        policy.setRetainSizeWhenHidden(True)  # nothing moves when the narrator starts or stops
        self.caption.setSizePolicy(policy)
        column.addWidget(self.caption)
        self._set_fonts(768)

    def _label(self, name: str, accessible: str) -> FitLabel:
        label = FitLabel()
        label.setObjectName(name)
        label.setAccessibleName(accessible)
        label.setWordWrap(True)
        label.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        label.hide()
        return label

    def _set_fonts(self, height: int) -> None:
        """Type sized to the screen's height: read from across a room."""
        self._height = height
        unit = max(0.4, height / 1080)
        sizes: tuple[tuple[QWidget, int, bool], ...] = (
            (self.notice, 56, True),
            (self.timer_label, 36, False),
            (self.clock, 150, True),
            (self.day_clock, 36, False),
            (self.hands, 48, True),
            (self.log, 28, False),
            (self.caption, 44, False),
        )
        for widget, px, bold in sizes:
            font = QFont(self.font())
            font.setPixelSize(max(type_scale.least_px(), round(px * unit)))  # never under the scale's least
            font.setBold(bold)
            if isinstance(widget, FitLabel):
                widget.set_base_font(font)
            else:
                widget.setFont(font)
            if widget is self.caption:
                self.caption.setMinimumHeight(2 * QFontMetrics(font).lineSpacing())

    def resizeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if abs(self.height() - self._height) > 8:
            self._set_fonts(self.height())
        super().resizeEvent(event)  # type: ignore[arg-type]

    def _paint_window(self, nightness: float) -> None:
        pal = blend(nightness)
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Window, pal.background)
        palette.setColor(QPalette.ColorRole.WindowText, pal.ink)
        palette.setColor(QPalette.ColorRole.Base, pal.disc)
        palette.setColor(QPalette.ColorRole.Text, pal.ink)
        self.setPalette(palette)

    # --- showing a board --------------------------------------------------------------------

    def board(self) -> Board | None:
        return self._board

    def show_board(self, board: Board) -> None:
        """Paint ``board``: each part only where it differs from the board before."""
        if board == self._board:
            return
        first = self._board is None
        self._board = board
        public = board.public
        self._part("seats", seats_of(public), self.circle.set_seats)
        clock = board.clock
        marks = Marks(
            hands=set(board.hands),
            voted=set(board.voted),
            speaking=board.speaking,
            next_speaker=board.next_speaker,
            timer_fraction=clock.fraction if clock is not None and board.speaking else None,
        )
        self._part("marks", marks, self.circle.set_marks)
        banner = phrases.phase_banner(public.phase, public.number, public.step.code, public.rules)
        step = phrases.step_text(public.step.code, dict(public.step.params), public.rules)
        ticking = clock.seconds_left if clock is not None else board.day_clock
        centre = (banner, step, _clock(ticking) if ticking is not None else "")
        self._part("centre", centre, lambda c: self.circle.set_centre(*c))
        if self._parts.get("dark") != board.dark:
            self._parts["dark"] = board.dark
            self.circle.set_night(board.dark, animate=not first and self.isVisible())
        self._text(self.timer_label, phrases.timer_label(clock.kind, clock.who) if clock else "")
        self._text(self.clock, _clock(clock.seconds_left) if clock is not None else "")
        day = board.day_clock
        self._text(
            self.day_clock,
            phrases.timer_label("day_limit", None) + " " + _clock(day) if day is not None else "",
        )
        self._text(self.hands, self._hands_text(board))
        self._text(self.notice, self._holder_text(board))
        self._text(self.caption, board.caption)
        self.log.set_log(public.log, public.rules)

    def _part(self, key: str, value: object, apply: object) -> None:
        if self._parts.get(key) != value:
            self._parts[key] = value
            apply(value)  # type: ignore[operator]

    def _text(self, label: TextLabel, text: str) -> None:
        if label.text() != text:
            label.setText(text)
        label.setVisible(bool(text))

    def _hands_text(self, board: Board) -> str:
        return hands_text(board.count)

    def _holder_text(self, board: Board) -> str:
        holder = board.holder
        if holder is None:
            return ""
        if holder.kind == "middle":
            return self.tr("The laptop is in the middle: everyone's eyes are closed.")
        if holder.name is None:
            return self.tr("The laptop goes back to the table.")
        if holder.seat is None:
            return phrases.arg(self.tr("The laptop is with %1."), holder.name)
        return phrases.arg(self.tr("The laptop is with %1 (seat %2)."), holder.name, holder.seat)

    def texts(self) -> list[str]:
        """Every text the window shows or tells a screen reader: its title, the circle's centre,
        seats and names, its labels, the log's lines."""
        out = [self.windowTitle(), self.accessibleName(), self.circle.accessibleName()]
        out += [self.circle.accessibleDescription(), *self.circle.centre()]
        for seat in self.circle.seats():
            out += [seat.name, seat.role or ""]
        for label in (self.notice, self.timer_label, self.clock, self.day_clock, self.hands, self.caption):
            out += [label.accessibleName()]
            if label.isVisibleTo(self):
                out.append(label.text())
        out += [self.log.accessibleName(), *self.log.lines()]
        return [t for t in out if t]

    # --- nothing the room does here acts ----------------------------------------------------


def hands_text(count: HandCount | None, named: bool = True) -> str:
    """The count of hands being made, in words: "Hands up: 4 of 9", or with ``named`` and a
    candidate's hands counted, "Hands up for Bob: 4 of 9". The public table and the table's own
    screen say the one count (:class:`~mafia_desktop.table.presenter.HandCount`) alike."""
    if count is None:
        return ""
    hands, voters = phrases.number(count.hands), phrases.number(count.voters)
    if named and count.candidate is not None:
        text = translate("PublicTable", "Hands up for %1: %2 of %3")
        # (the name last: a name is user text, and may hold "%2")
        return text.replace("%2", hands).replace("%3", voters).replace("%1", count.candidate)
    return translate("PublicTable", "Hands up: %1 of %2").replace("%1", hands).replace("%2", voters)


def _clock(seconds: float) -> str:
    return clock_text(int(seconds + 0.999))


def seats_of(public: PublicView, held: dict[str, str] | None = None) -> list[Seat]:
    """The circle's seats from the public view: the cards turned up for all (every card at the
    end, with each player's points where the rules keep score), the fouls given; ``held``: the
    referee's held peek, on the referee's own screen only."""
    roles = {p: phrases.role_name(public.rules, r) for p, r in public.revealed}
    if held:
        roles.update(held)
    points: dict[str, str] = {}
    if public.points is not None:  # beside each card, on a badge of their own
        scored = dict(public.points)
        points = {p: phrases.points_text(scored.get(p, 0.0)) for p in roles}
    # Cards up for everyone show their emblem; at the end the winning side's are marked.
    up = dict(public.revealed)
    emblems = {p: ROLES[r].emblem(public.preset) if r in ROLES else "" for p, r in up.items()}
    won = {p for p, r in up.items() if r in ROLES and team_of(r) == public.winner}
    return [
        Seat(
            s.seat,
            s.name,
            s.alive,
            s.nominated,
            s.on_trial,
            roles.get(s.name),
            s.fouls,
            emblems.get(s.name, "") if s.name in roles else "",
            s.name in won,
            points.get(s.name, ""),
        )
        for s in public.seats
    ]
