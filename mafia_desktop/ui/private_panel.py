"""The private panel: one person at a time, alone with the screen.

Every private screen has the same colours, layout, buttons and minimum time whatever the role:
a title ("Pass the laptop to Ann (seat 3)"), a small seat circle to pick on, a hold target, and
the buttons of the stage. The words meant for one person appear only while the target is held
(press and hold about half a second, or hold Space); release, or a few seconds, hides them at once,
and nothing of them stays in any widget or accessible text.
"""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QElapsedTimer,
    QEvent,
    QPointF,
    QRectF,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QFont,
    QFontMetrics,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QHBoxLayout,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from mafia_desktop import phrases
from mafia_desktop.engine.rules import Rules
from mafia_desktop.ui import appearance
from mafia_desktop.ui.controller import GameController
from mafia_desktop.ui.private_turns import CardEntry, DealReveal, NightTurns, RoleWake, Screen
from mafia_desktop.ui.seat_circle import Marks, Seat, SeatCircle, night_palette
from mafia_desktop.ui.widgets import HeldKey, TextLabel, WrapButton, WrappedText, page_scroll

HOLD_MS = 500  # how long to hold before the words show
HIDE_AFTER_MS = 6000  # a reveal hides by itself after this long
RING_SIDE = 180  # the hold target at 100 % text, in pixels
RING_LEAST = 96  # ... and the least it shrinks to where the window is small
BUTTON_HEIGHT = 56  # the panel's buttons, and the least they shrink to (a finger's width)
BUTTON_LEAST = 44
# How far the panel's type and target shrink, in steps, when the window is too small for them at
# full size (1024x600, 200 % text): the first step at which everything fits, held words
# included, is used. The held words never go below the app's own text size.
SHRINK = (1.0, 0.9, 0.8, 0.7, 0.6, 0.5)
# ... first with the small circle beside the column as usual (3:2), then with the column wider.
SHARES = ((3, 2), (1, 1), (2, 3))


# A role woken in the middle is warned this long (seconds) before it is passed by.
WAKE_WARNING = 5


class HeldWords(WrappedText):
    """The words meant for one person: painted only while the target is held, never given to a
    screen reader (it would say them aloud to the table), in a box as tall as the longest words
    any role dealt could see on this turn, so the box's size tells no role and cuts nothing."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("privateWords")
        self.setAccessibleName(QCoreApplication.translate("PrivatePanel", "Your words (hold to see)"))


class HoldRing(QWidget):
    """A large round target: hold it (or Space) and a ring fills; when full, the words show."""

    revealed = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("holdRing")
        self.setAccessibleName(self.tr("Hold to see (or hold Space)"))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.hold_ms = HOLD_MS
        self._progress = 0.0
        self._holding = False
        self._shown = False
        self._clock = QElapsedTimer()
        self._tick = QTimer(self)
        self._tick.setInterval(16)
        self._tick.timeout.connect(self._on_tick_timeout)
        self._limit = QTimer(self)
        self._limit.setSingleShot(True)
        self._limit.setInterval(HIDE_AFTER_MS)
        self._limit.setTimerType(Qt.TimerType.PreciseTimer)  # hides on time, not up to 5 % late
        self._limit.timeout.connect(self.release)
        self._space = HeldKey()
        self._held_before = 0  # ms held before a repeat's release (see key_down)
        self._before_up: tuple[bool, bool, int, int] | None = None  # the hold as it was at a key's release

    @property
    def shown(self) -> bool:
        return self._shown

    def sizeHint(self) -> QSize:
        side = max(self.minimumWidth(), self.minimumHeight(), 1)  # the panel sets it (see _fit)
        return QSize(side, side)

    def press(self) -> None:
        if self._holding:
            return
        self._holding = True
        self._held_before = 0
        self._clock.start()
        self._tick.start()
        self._on_tick_timeout()

    def key_down(self, event: QKeyEvent) -> None:
        """Space pressed: a new hold, or (a repeat's press) the hold as it was just before."""
        if self._space.down(event):
            self.press()
            return
        before, self._before_up = self._before_up, None
        if before is None or self._holding:
            return
        holding, shown, held_ms, limit_left = before
        if not holding:
            return  # it had ended on its own (the time limit): only a new press starts again
        self._holding = True
        self._held_before = held_ms
        self._clock.start()
        if shown:
            self._shown = True
            self._progress = 1.0
            self._limit.start(max(1, limit_left))
            self.revealed.emit(True)
        else:
            self._tick.start()
        self.update()

    def key_up(self, event: QKeyEvent) -> None:
        """Space released: hidden at once (a repeat's press just after takes the hold up again)."""
        if not self._space.up(event):
            return
        held = self._held_before + (self._clock.elapsed() if self._clock.isValid() else 0)
        left = self._limit.remainingTime() if self._limit.isActive() else HIDE_AFTER_MS
        self._before_up = (self._holding, self._shown, int(held), left)
        self.release()

    def release(self) -> None:
        was = self._shown
        self._holding = False
        self._shown = False
        self._progress = 0.0
        self._tick.stop()
        self._limit.stop()
        self.update()
        if was:
            self.revealed.emit(False)

    def _on_tick_timeout(self) -> None:
        if not self._holding:
            return
        held = self._held_before + self._clock.elapsed()
        self._progress = 1.0 if self.hold_ms <= 0 else min(1.0, held / self.hold_ms)
        if self._progress >= 1.0 and not self._shown:
            self._shown = True
            self._tick.stop()
            self._limit.start()
            self.revealed.emit(True)
        self.update()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.press()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self.release()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Space:
            self.key_down(event)
            return
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Space:
            self.key_up(event)
            return
        super().keyReleaseEvent(event)

    def hideEvent(self, event: Any) -> None:
        self.release()
        super().hideEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        try:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            side = min(self.width(), self.height()) - 16
            c = QPointF(self.width() / 2, self.height() / 2)
            r = side / 2
            p.setPen(QPen(night_palette().edge, 3))
            p.setBrush(night_palette().disc)
            p.drawEllipse(c, r, r)
            if self._progress > 0:
                ring = QPen(night_palette().pick, 8)
                ring.setCapStyle(Qt.PenCapStyle.RoundCap)
                p.setPen(ring)
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawArc(
                    QRectF(c.x() - r + 6, c.y() - r + 6, 2 * r - 12, 2 * r - 12),
                    90 * 16,
                    int(-360 * 16 * self._progress),
                )
            font = QFont(self.font())
            font.setPixelSize(max(int(14 * appearance.text_factor()), int(side / 11)))
            font.setBold(True)
            text = self.tr("Release to hide") if self._shown else self.tr("Hold to see")
            inner = QRectF(0, 0, 1.2 * r, 1.2 * r).toRect()
            flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
            for _ in range(24):  # large text in a small target: smaller type, never words past its edge
                box = QFontMetrics(font).boundingRect(inner, flags, text)
                if (box.width() <= inner.width() and box.height() <= inner.height()) or font.pixelSize() <= 9:
                    break
                font.setPixelSize(font.pixelSize() - 1)
            p.setFont(font)
            p.setPen(night_palette().ink)
            p.drawText(
                QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r),
                Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                text,
            )
        finally:
            p.end()


class _Column(QWidget):
    """The panel's column of words and buttons. Its least height is what it needs at the width
    it has (Qt would measure each wrapped text at its narrowest, many lines tall, and scroll
    a column that fits)."""

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        hint = super().minimumSizeHint()
        width = self.width() if self.width() > 50 else hint.width()
        return QSize(hint.width(), self.heightForWidth(width) if self.hasHeightForWidth() else hint.height())


class PrivatePanel(QWidget):
    """The panel itself: shows a :class:`Screen`, reports what was done on it."""

    action = Signal(str)
    seat_tapped = Signal(str)
    card_chosen = Signal(str)
    held = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("privatePanel")
        self.setAutoFillBackground(True)
        palette = self.palette()
        for role, colour in (
            (QPalette.ColorRole.Window, night_palette().background),
            (QPalette.ColorRole.WindowText, night_palette().ink),
            (QPalette.ColorRole.Button, night_palette().disc),
            (QPalette.ColorRole.ButtonText, night_palette().ink),
            (QPalette.ColorRole.Base, night_palette().disc),
            (QPalette.ColorRole.Text, night_palette().ink),
        ):
            palette.setColor(role, colour)
        self.setPalette(palette)
        self._screen: Screen | None = None
        self._seats: list[Seat] = []
        self._secret_text = ""
        self._shapes: list[str] = []
        self._unlock_at = 0.0
        self._final = ""
        outer = QHBoxLayout(self)
        self._outer = outer
        outer.setContentsMargins(32, 24, 32, 24)
        outer.setSpacing(28)
        self.circle = SeatCircle()
        self.circle.setObjectName("privateCircle")
        self.circle.setAccessibleName(self.tr("Seats: tap or type a number to pick"))
        self.circle.set_night(True, animate=False)
        self.circle.set_cursor_shown(False)
        self.circle.seat_activated.connect(self.seat_tapped)
        outer.addWidget(self.circle, 3)
        side = QVBoxLayout()
        self._side = side
        side.setSpacing(14)
        self.title = WrappedText()
        self.title.setObjectName("privateTitle")
        self.default_hint = self.tr(
            "Only you should see this screen. Hold the circle below (or Space) to see your words."
        )
        self.hint = TextLabel(self.default_hint)
        self.hint.setObjectName("privateHint")
        self.hint.setWordWrap(True)
        self.ring = HoldRing()
        self.ring.revealed.connect(self._on_ring_revealed)
        self.secret = HeldWords()
        self.cards_row = QVBoxLayout()
        self._card_buttons: list[QPushButton] = []
        self.buttons_row = QHBoxLayout()
        self._buttons: dict[str, QPushButton] = {}
        self.countdown = TextLabel()
        self.countdown.setObjectName("privateCountdown")
        self.countdown.setFont(_font(self, 1.1))
        side.addWidget(self.title)
        side.addWidget(self.hint)
        side.addWidget(self.ring, 0, Qt.AlignmentFlag.AlignHCenter)
        side.addWidget(self.secret)
        side.addLayout(self.cards_row)
        side.addStretch(1)
        side.addWidget(self.countdown)
        side.addLayout(self.buttons_row)
        # Large text may need more height than the window has: the type and the target shrink
        # first (see SHRINK), and only then does the column scroll. Its contents are the same for
        # every role, so neither the sizes nor a scroll bar tell one role from another.
        column = _Column()
        column.setObjectName("privateColumn")
        column.setLayout(side)
        self.column = column
        self.scroller: QScrollArea = page_scroll(column, "privateScroll")
        outer.addWidget(self.scroller, 2)
        self._fit_soon = QTimer(self)
        self._fit_soon.setSingleShot(True)
        self._fit_soon.setInterval(0)
        self._fit_soon.timeout.connect(self._fit)
        self._shrink = -1.0  # the step of SHRINK in use
        self._crowded = False  # nothing fits: the column scrolls (see _words_in_sight)
        self._share = SHARES[0]
        self._fitted: tuple[object, ...] | None = None
        self._titles: list[str] = []
        self._apply_shrink(1.0)
        self._clock = QTimer(self)
        self._clock.setInterval(250)
        self._clock.timeout.connect(self._on_clock_timeout)

    # --- keys: only the panel's own ------------------------------------------------------------------

    def event(self, event: QEvent) -> bool:
        # While the panel shows, no shortcut of the window acts (Ctrl+Enter would press the hidden
        # table's button, Ctrl+Z undo, F11 or Ctrl+P change the screen): every key is the panel's,
        # whichever of its controls has the focus (a key not taken by one comes here).
        if event.type() == QEvent.Type.ShortcutOverride:
            event.accept()
            return True
        return super().event(event)

    # --- fitting the window ----------------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        # Once the resize is over: the fit lays the panel out again, never inside its own resize.
        self._fit_soon.start()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        self._fit_soon.start()

    def _apply_shrink(self, step: float) -> None:
        if step == self._shrink:
            return
        self._shrink = step
        # Never below the app's own text size (the user's, 200 % included): ``least`` is in
        # steps of the panel's 1.2 (so 0.85 is the app's text itself, a hair over).
        self.title.setFont(_font(self, 2.0 * step, bold=True, least=0.9))
        self.hint.setFont(_font(self, 1.15 * step, least=0.85))
        self.secret.setFont(_font(self, 1.5 * step, bold=True, least=0.85))
        self.countdown.setFont(_font(self, 1.1 * step, least=0.85))
        self.countdown.setFixedHeight(self.countdown.fontMetrics().height())  # "" or "3 s"
        for button in self._buttons.values():
            button.setFont(_font(self, 1.3 * step, bold=True, least=0.85))
            button.setMinimumHeight(max(BUTTON_LEAST, int(BUTTON_HEIGHT * step)))
        for button in self._card_buttons:
            button.setFont(_font(self, 1.1 * step, least=0.85))
        # Room between the rows and the target's size give way faster than the type does.
        self._side.setSpacing(max(4, int(14 * step * step)))
        side = max(RING_LEAST, int(RING_SIDE * min(1.5, appearance.text_factor()) * step**1.5))
        self.ring.setMinimumSize(side, side)

    def _apply_share(self, share: tuple[int, int]) -> None:
        if share != self._share:
            self._share = share
            self._outer.setStretch(0, share[0])
            self._outer.setStretch(1, share[1])
            self._outer.activate()  # the column's new width, now: the fit measures at it

    def _fit(self) -> None:
        """The largest type and target (see SHRINK), and the narrowest column (SHARES), with
        which the whole column, the held words at their reserved size included, fits in the
        window without scrolling; where nothing does, the smallest, and the words and the hold
        target are scrolled into sight."""
        self._apply_share(self._share)
        key = self._fit_key()
        if key is None or key == self._fitted:
            return
        fitted = False
        self._crowded = False
        for share in SHARES:
            self._apply_share(share)
            for step in SHRINK:
                self._apply_shrink(step)
                self._reserve_words()
                room = self.scroller.contentsRect()
                if self._needed(room.width()) <= room.height():
                    fitted = True
                    break
            if fitted:
                break
        self._crowded = not fitted
        if self._crowded:  # the words' width is less the scroll bar's
            self._reserve_words()
        self._fitted = self._fit_key()
        self.column.updateGeometry()
        # Laid out now (never inside a resize: see resizeEvent), so what is measured next is so.
        column = self.column.layout()
        if column is not None:
            column.activate()

    def _words_in_sight(self) -> None:
        """Where even the smallest type does not fit: the hold target and the words below it are
        scrolled into sight, the same for every role (their sizes are)."""
        if not self._crowded:
            return
        layout = self.column.layout()
        if layout is not None:
            layout.activate()
        top = self.ring.y()
        bottom = self.secret.y() + self.secret.height()
        self.scroller.ensureVisible(0, (top + bottom) // 2, 0, max(0, (bottom - top) // 2))

    def _needed(self, width: int) -> int:
        """The column's height at ``width``, added up from what it holds (a layout's own answer
        depends on what it measured last)."""
        layout = self.column.layout()
        margins = layout.contentsMargins() if layout is not None else None
        inner = width - (margins.left() + margins.right() if margins is not None else 0)
        rows = [self.title.heightForWidth(inner), self.hint.heightForWidth(inner)]
        if not self.ring.isHidden():
            rows.append(self.ring.minimumHeight())
        rows.append(self.secret.heightForWidth(inner))
        rows += [b.heightForWidth(inner) for b in self._card_buttons]
        rows.append(self.countdown.minimumHeight())
        buttons = list(self._buttons.values())
        if buttons:
            each = (inner - self.buttons_row.spacing() * (len(buttons) - 1)) // len(buttons)
            rows.append(max(b.heightForWidth(each) for b in buttons))
        gaps = self._side.spacing() * (len(rows) + 1)  # the stretch is a row of its own
        return sum(rows) + gaps + (margins.top() + margins.bottom() if margins is not None else 0)

    def _fit_key(self) -> tuple[object, ...] | None:
        # The room the column has when it fits: the scroll area's whole inside (no scroll bar).
        room = self.scroller.contentsRect()
        if room.width() < 50 or room.height() < 50:
            return None
        return (
            self.width(),
            self.height(),
            tuple(self._titles),
            self._shapes_key(),
            len(self._card_buttons),
            tuple(self._buttons),
            self.ring.isHidden(),
        )

    def widest(self, names: list[str]) -> str | None:
        """Of ``names``, the one that takes the most room in the held words (the most lines on
        its own, then the widest): the name the words of other roles are measured with."""
        if not names:
            return None
        width = self._words_width()
        metrics = self.secret.fontMetrics()
        return max(names, key=lambda n: (self.secret.line_count(n, width), metrics.horizontalAdvance(n)))

    def _shapes_key(self) -> tuple[str, ...]:
        # What any role could hold, never the player's own words: the fit (and the time it takes)
        # changes with the turn's public shape alone.
        return tuple(self._shapes)

    def _reserve_words(self) -> None:
        """The held box: as tall as the longest words of any role on this turn (each padded to
        the same number of lines), at the width it has now."""
        width = self._column_width() - self._column_margin()
        target = self._target_lines(width)
        self.secret.reserve([self._filler(target)])

    def _column_width(self) -> int:
        """The column's width: the scroll area's inside, less the scroll bar where it scrolls."""
        width = self.scroller.contentsRect().width()
        if self._crowded:
            width -= self.scroller.verticalScrollBar().sizeHint().width()
        return width

    def _column_margin(self) -> int:
        layout = self.column.layout()
        margins = layout.contentsMargins() if layout is not None else None
        return margins.left() + margins.right() if margins is not None else 0

    def _target_lines(self, width: int | None = None) -> int:
        w = self.secret.contentsRect().width() if width is None else width
        if w < 50:
            w = max(50, self._column_width() - self._column_margin())
        return max([self.secret.line_count(t, w) for t in [self._secret_text, *self._shapes]] + [0])

    def _filler(self, lines: int) -> str:
        return "\n".join(["·"] * lines)

    # --- showing ----------------------------------------------------------------------------

    def show_screen(
        self,
        screen: Screen,
        seats: list[Seat],
        secret_text: str,
        rules: Rules | None,
        cards: list[tuple[str, str]] | None = None,
        note: str = "",
        shapes: list[str] | None = None,
        titles: list[str] | None = None,
    ) -> None:
        """``shapes``: the words this turn would hold for every role dealt (at every stage of
        it); the words shown are padded to as many lines as the longest of them, and their box
        is as tall as that, so their shape tells no role and nothing is cut. ``titles``: the
        title of every turn of this round (every player's name): the title keeps the room of the
        longest, so the hold target stays in one place from one player to the next."""
        first_of_turn = self._screen is None or (self._screen.who, self._screen.call, self._screen.round) != (
            screen.who,
            screen.call,
            screen.round,
        )
        if first_of_turn or screen.stage == "cover":
            self.ring.release()
            self._unlock_at = 0.0
        if first_of_turn:
            self._start_clean()
        self._screen = screen
        self._seats = seats
        self._secret_text = secret_text
        self._shapes = list(shapes or [])
        title = phrases.private_title(screen.stage, screen.who, screen.seat, screen.call, rules, screen.end)
        self._titles = list(titles or [])
        self.title.reserve(self._titles)
        self.title.setText(title)
        self.title.setAccessibleName(title)
        # At the end the hold target is gone: no words left to hold, nothing to point at.
        end_hint = self.tr("Nothing secret is on this screen now.")
        self.hint.setText(note or (end_hint if screen.stage == "end" else self.default_hint))
        self.circle.set_seats(seats)
        self._render_cards(cards if screen.stage != "end" else None)
        self._render_buttons(screen.buttons, screen.end)
        self.ring.setVisible(screen.stage != "end")
        self.circle.setVisible(True)
        self._fit()
        self._reserve_words()
        self._render_secret()
        if first_of_turn:
            self._words_in_sight()
        self._final = next((b for b in screen.buttons if b in ("got_it", "done", "confirm")), "")
        if screen.call is not None and self._unlock_at == 0.0:
            self._unlock_at = time.monotonic() + screen.min_seconds  # the step's fixed length
        self._on_clock_timeout()
        self._clock.start()

    def _lines(self, text: str) -> int:
        """How many lines ``text`` takes in the words' box, at its width now."""
        return self.secret.line_count(text, self._words_width())

    def _words_width(self) -> int:
        width = self.secret.contentsRect().width()
        return width if width >= 50 else max(50, self._column_width() - self._column_margin())

    def _padded(self, text: str, shapes: list[str]) -> str:
        """``text`` with neutral lines added up to the line count of the longest of ``shapes``; the
        box is as tall as that, whatever the role."""
        target = max([self._lines(t) for t in [text, *shapes]])
        if not text:
            return text
        fillers = [
            self.tr("Release to hide."),
            self.tr("Keep a straight face."),
            self.tr("Nobody else should see this."),
            self.tr("Then pass the laptop on."),
        ]
        i = 0
        for _ in range(4 * target + 4):  # each round adds a line (or ends it)
            if self._lines(text) >= target:
                break
            line = fillers[i % len(fillers)]
            text = text + "\n" + (line if self._lines(text + "\n" + line) <= target else "·")
            i += 1
        return text

    def _start_clean(self) -> None:
        """Every private turn starts from the same widget state, whatever happened in the one
        before: the cursor back on seat 1 and hidden, nothing typed, the focus on the hold target,
        no words, no screen-reader description of a seat."""
        self.circle.reset_cursor()
        self.circle.set_cursor_shown(False)
        self.secret.clear()
        if self.isVisible():
            self.ring.setFocus(Qt.FocusReason.OtherFocusReason)

    def _render_cards(self, cards: list[tuple[str, str]] | None) -> None:
        for b in self._card_buttons:
            self.cards_row.removeWidget(b)
            b.hide()
            b.deleteLater()
        self._card_buttons = []
        for role, card in cards or []:
            button = WrapButton(phrases.card_name(card))
            button.setObjectName(f"card_{role}")
            button.setMinimumHeight(44)
            button.setFont(_font(self, 1.1 * self._shrink, least=0.85))
            button.clicked.connect(lambda _=False, r=role: self.card_chosen.emit(r))
            self.cards_row.addWidget(button)
            button.show()
            self._card_buttons.append(button)

    def _render_buttons(self, keys: tuple[str, ...], end: str = "table") -> None:
        for b in self._buttons.values():
            self.buttons_row.removeWidget(b)
            b.hide()
            b.deleteLater()
        self._buttons = {}
        for key in keys:
            button = WrapButton(phrases.private_button(key, end))
            button.setObjectName(f"private_{key}")
            button.setMinimumHeight(max(BUTTON_LEAST, int(BUTTON_HEIGHT * self._shrink)))
            button.setFont(_font(self, 1.3 * self._shrink, bold=True, least=0.85))
            button.clicked.connect(lambda _=False, k=key: self.action.emit(k))
            self.buttons_row.addWidget(button)
            button.show()  # at once, not on the next turn of the event loop
            self._buttons[key] = button

    def _render_secret(self) -> None:
        """The words, and the pick on the circle, only while held."""
        shown = self.ring.shown and self._screen is not None and self._screen.stage != "end"
        # Padded when shown, at the width the words have on screen now.
        self.secret.setText(self._padded(self._secret_text, self._shapes) if shown else "")
        if shown:  # in a window too small even for the smallest type: scrolled into sight
            self._words_in_sight()
        self.circle.set_cursor_shown(shown)
        screen = self._screen
        selectable: set[str] = set()
        picked: set[str] = set()
        if screen is not None:
            if screen.picker:
                selectable = {s.name for s in self._seats if s.alive}
            if shown and screen.picked:
                picked = {screen.picked} if not self._card_buttons else set()
            if screen.stage == "cover" and screen.who:
                picked = {screen.who}  # whose turn it is, on the small circle
        self.circle.set_marks(Marks(selectable=selectable, picked=picked))
        for b in self._card_buttons:
            chosen = shown and screen is not None and b.objectName() == f"card_{screen.picked}"
            font = b.font()
            font.setBold(chosen)
            b.setFont(font)
            b.setText(("✓ " if chosen else "") + b.text().removeprefix("✓ "))

    def _on_ring_revealed(self, shown: bool) -> None:
        if shown and self._unlock_at == 0.0 and self._screen is not None:
            self._unlock_at = time.monotonic() + self._screen.min_seconds
        self.held.emit(shown)
        self._render_secret()

    def _on_clock_timeout(self) -> None:
        """The last button of a turn waits for the same minimum time, whoever holds the laptop."""
        screen = self._screen
        if screen is None:
            return
        left = int(self._unlock_at - time.monotonic() + 0.999) if self._unlock_at else screen.min_seconds
        locked = self._unlock_at == 0.0 or left > 0
        if screen.call is not None:
            text = self.tr("Next role in %1 s").replace("%1", str(max(0, left)))
            if screen.stage == "turn" and self._unlock_at and 0 < left <= WAKE_WARNING:
                # Said before the role is passed by: confirm now, or take the time again.
                text = self.tr("Time is nearly up: %1 s. Confirm now, or press More time.").replace(
                    "%1", str(left)
                )
            self.countdown.setText(text if screen.stage != "end" else "")
            if self._unlock_at and left <= 0 and screen.stage != "end":
                self._unlock_at = 0.0
                self.action.emit("time_up")
            return
        final = self._buttons.get(self._final)
        if final is not None and self._final in ("got_it", "done"):
            final.setEnabled(not locked)
            self.countdown.setText(
                self.tr("%1 s").replace("%1", str(left)) if locked and self._unlock_at else ""
            )
        else:
            self.countdown.setText("")

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Space anywhere on the panel holds the target, so a mouse hand stays free to pick.
        if event.key() == Qt.Key.Key_Space:
            self.ring.key_down(event)
            return
        # Number keys pick on the small circle wherever the focus is (the hold target has it when
        # a turn starts): hold Space, type the seat's number.
        picking = self._screen is not None and self._screen.picker and not self.circle.hasFocus()
        mods = event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
        if picking and not mods and event.text().isdigit():
            self.circle.keyPressEvent(event)
            return
        event.accept()  # no key goes past the panel to the table hidden under it

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Space:
            self.ring.key_up(event)
            return
        event.accept()

    def more_time(self) -> None:
        """The role woken takes the step's whole time again (laptop in the middle)."""
        screen = self._screen
        if screen is not None and screen.call is not None and screen.stage == "turn":
            self._unlock_at = time.monotonic() + screen.min_seconds
            self._on_clock_timeout()

    def skip_wait(self) -> None:
        """Tests: end the current minimum time now."""
        if self._unlock_at:
            self._unlock_at = time.monotonic() - 0.001
            self._on_clock_timeout()


def _font(widget: QWidget, scale: float, bold: bool = False, least: float = 0.0) -> QFont:
    """The panel's type: ``scale`` times the app's text (its size already the user's), and never
    below ``least`` times it (where the window makes the panel shrink its type)."""
    font = QFont(widget.font())
    font.setPointSizeF(max(11.0, font.pointSizeF() * max(scale, least) * 1.2))
    font.setBold(bold)
    return font


class PrivateSession:
    """Drives a private flow on the panel: user actions to the flow, inputs to the controller."""

    def __init__(
        self,
        panel: PrivatePanel,
        controller: GameController | None,
        flow: DealReveal | NightTurns | RoleWake | CardEntry,
        on_end: Any,
        preset: str = "",
        cards: list[tuple[str, str]] | None = None,
        on_render: Any = None,
    ) -> None:
        self.panel = panel
        self.on_render = on_render
        self.controller = controller
        self.flow = flow
        self.on_end = on_end
        self.preset = preset
        self.cards = cards
        self.note = ""
        self._connections = [
            (panel.action, self._on_panel_action),
            (panel.seat_tapped, self._on_panel_seat_tapped),
            (panel.card_chosen, self._on_panel_card_chosen),
            (panel.held, self._on_panel_held),
        ]
        for signal, slot in self._connections:
            signal.connect(slot)
        self.render()

    def close(self) -> None:
        for signal, slot in self._connections:
            signal.disconnect(slot)

    def _views(self) -> None:
        if self.controller is None:
            return
        if isinstance(self.flow, (NightTurns, RoleWake)):
            self.flow.refresh(self.controller.view())

    def render(self) -> None:
        self._views()
        screen = self.flow.screen()
        secret = screen.secret
        rules: Rules | None = None
        if self.controller is not None:
            view = self.controller.view()
            seats = [Seat(s.seat, s.name, s.alive) for s in view.seats]
            rules = view.rules
        else:
            assert isinstance(self.flow, CardEntry)
            seats = [Seat(i + 1, n) for i, n in enumerate(self.flow.players)]
        words = phrases.private_secret(secret.code, dict(secret.params), rules) if secret is not None else ""
        # What every role could hold on this turn, with the name that takes the most room.
        longest = self.panel.widest([s.name for s in seats])
        shapes = [phrases.private_secret(a.code, dict(a.params), rules) for a in self.flow.reserve(longest)]
        self.panel.show_screen(
            screen,
            seats,
            words,
            rules,
            self.cards if isinstance(self.flow, CardEntry) else None,
            self.note,
            shapes,
            self._titles(rules, seats),
        )
        if self.on_render is not None:
            self.on_render()

    def _titles(self, rules: Rules | None, seats: list[Seat]) -> list[str]:
        """The title of every turn of this round, in both its stages (public: whose turn)."""
        flow = self.flow
        if isinstance(flow, RoleWake):
            turns: list[tuple[str | None, int | None, str | None]] = [(None, None, c) for c in flow.calls]
        else:
            seat_of = {s.name: s.number for s in seats}
            names = flow.players if isinstance(flow, CardEntry) else flow.order
            turns = [(name, seat_of.get(name), None) for name in names]
        out = [
            phrases.private_title(stage, who, seat, call, rules)
            for who, seat, call in turns
            for stage in ("cover", "turn")
        ]
        return [*out, phrases.private_title("end", None, None, None, rules, getattr(flow, "end", "table"))]

    def _on_panel_held(self, shown: bool) -> None:
        if shown and hasattr(self.flow, "held"):
            self.flow.held()
            self.render()

    def _on_panel_seat_tapped(self, name: str) -> None:
        if isinstance(self.flow, (NightTurns, RoleWake)):
            self.flow.tap(name)
            self.render()

    def _on_panel_card_chosen(self, role: str) -> None:
        if isinstance(self.flow, CardEntry):
            self.flow.choose(role)
            self.render()

    def _on_panel_action(self, key: str) -> None:
        flow = self.flow
        if key == "more_time":
            self.panel.more_time()
            return
        if key in ("morning", "to_table", "check_cards") or (key == "time_up" and flow.done):
            self.on_end(self, key)
            return
        if key == "time_up" and isinstance(flow, RoleWake):
            flow.time_up()
            if self.controller is not None:  # the next role: kept, so a crash wakes that role
                s = self.controller.session
                self.controller.set_session(s.with_(call=flow.cursor.index, answer_pending=False))
            self.render()
            return
        before = (
            (flow.cursor.index, flow.cursor.pick, flow.cursor.stage) if isinstance(flow, NightTurns) else None
        )
        inputs = flow.press(key)
        if isinstance(flow, NightTurns) and self.controller is not None:
            # Every pick and every end of a turn is exactly one save, whoever makes it: the time in
            # hand must not tell a real choice (an input to save) from a decoy.
            if inputs:
                ok = self.controller.submit(inputs, flow={"turn": flow.turn(after_input=True)})
                if ok:
                    flow.accepted()
                else:
                    flow.refused("refused")
            elif before != (flow.cursor.index, flow.cursor.pick, flow.cursor.stage):
                self.controller.set_session(self.controller.session.with_(turn=flow.turn()))
        elif isinstance(flow, RoleWake) and self.controller is not None and key in ("confirm", "nobody"):
            # The answer stage is kept in the table's session: a crash resumes at the answer.
            if inputs:
                self.controller.submit(inputs, flow={"answer_pending": True})
            else:  # a dead role, or Nobody: the same save and repaint as a choice entered
                self.controller.set_session(self.controller.session.with_(answer_pending=True))
        elif inputs and self.controller is not None:
            self.controller.submit(inputs)
        self.render()
