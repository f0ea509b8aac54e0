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

from PySide6.QtCore import QElapsedTimer, QPointF, QRect, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QFont,
    QFontMetrics,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
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
from mafia_desktop.ui.widgets import WrapButton, page_scroll

HOLD_MS = 500  # how long to hold before the words show
HIDE_AFTER_MS = 6000  # a reveal hides by itself after this long


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
        self._limit.timeout.connect(self.release)

    @property
    def shown(self) -> bool:
        return self._shown

    def sizeHint(self) -> QSize:
        return QSize(200, 200)

    def press(self) -> None:
        if self._holding:
            return
        self._holding = True
        self._clock.start()
        self._tick.start()
        self._on_tick_timeout()

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
        self._progress = 1.0 if self.hold_ms <= 0 else min(1.0, self._clock.elapsed() / self.hold_ms)
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
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self.press()
            return
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self.release()
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
            p.setFont(font)
            p.setPen(night_palette().ink)
            text = self.tr("Release to hide") if self._shown else self.tr("Hold to see")
            p.drawText(
                QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r),
                Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                text,
            )
        finally:
            p.end()


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
        side.setSpacing(14)
        self.title = QLabel()
        self.title.setObjectName("privateTitle")
        self.title.setWordWrap(True)
        self.title.setFont(_font(self, 2.0, bold=True))
        self.default_hint = self.tr(
            "Only you should see this screen. Hold the circle below (or Space) to see your words."
        )
        self.hint = QLabel(self.default_hint)
        self.hint.setObjectName("privateHint")
        self.hint.setWordWrap(True)
        self.hint.setFont(_font(self, 1.15))
        self.ring = HoldRing()
        ring_side = int(180 * appearance.text_factor())
        self.ring.setMinimumSize(ring_side, ring_side)
        self.ring.revealed.connect(self._on_ring_revealed)
        self.secret = QLabel()
        self.secret.setObjectName("privateWords")
        self.secret.setAccessibleName(self.tr("Your words (hold to see)"))
        self.secret.setWordWrap(True)
        self.secret.setFont(_font(self, 1.5, bold=True))
        self.secret.setMinimumHeight(130)
        self.secret.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.cards_row = QVBoxLayout()
        self._card_buttons: list[QPushButton] = []
        self.buttons_row = QHBoxLayout()
        self._buttons: dict[str, QPushButton] = {}
        self.countdown = QLabel()
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
        # Large text may need more height than the window has: the column scrolls then. Its
        # contents are the same for every role, so no scroll bar tells one role from another.
        column = QWidget()
        column.setObjectName("privateColumn")
        column.setLayout(side)
        outer.addWidget(page_scroll(column, "privateScroll"), 2)
        self._clock = QTimer(self)
        self._clock.setInterval(250)
        self._clock.timeout.connect(self._on_clock_timeout)

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
    ) -> None:
        """``shapes``: the words this screen would hold for every other role; the words shown
        are padded to as many lines as the longest of them, so their shape tells no role."""
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
        title = phrases.private_title(screen.stage, screen.who, screen.seat, screen.call, rules)
        self.title.setText(title)
        self.hint.setText(note or self.default_hint)
        self.circle.set_seats(seats)
        self._render_cards(cards if screen.stage != "end" else None)
        self._render_buttons(screen.buttons)
        self._render_secret()
        self.ring.setVisible(screen.stage != "end")
        self.circle.setVisible(True)
        self._final = next((b for b in screen.buttons if b in ("got_it", "done", "confirm")), "")
        if screen.call is not None and self._unlock_at == 0.0:
            self._unlock_at = time.monotonic() + screen.min_seconds  # the step's fixed length
        self._on_clock_timeout()
        self._clock.start()

    def _lines(self, text: str) -> int:
        """How many lines ``text`` takes in the words' box."""
        if not text:
            return 0
        width = self.secret.contentsRect().width()
        if width < 50:
            width = max(50, self.secret.sizeHint().width(), 320)
        metrics = QFontMetrics(self.secret.font())
        rect = metrics.boundingRect(QRect(0, 0, width, 100000), int(Qt.TextFlag.TextWordWrap), text)
        return max(1, round(rect.height() / max(1, metrics.lineSpacing())))

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
        while self._lines(text) < target:
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
            button.setFont(_font(self, 1.1))
            button.clicked.connect(lambda _=False, r=role: self.card_chosen.emit(r))
            self.cards_row.addWidget(button)
            button.show()
            self._card_buttons.append(button)

    def _render_buttons(self, keys: tuple[str, ...]) -> None:
        for b in self._buttons.values():
            self.buttons_row.removeWidget(b)
            b.hide()
            b.deleteLater()
        self._buttons = {}
        for key in keys:
            button = WrapButton(phrases.private_button(key))
            button.setObjectName(f"private_{key}")
            button.setMinimumHeight(56)
            button.setFont(_font(self, 1.3, bold=True))
            button.clicked.connect(lambda _=False, k=key: self.action.emit(k))
            self.buttons_row.addWidget(button)
            button.show()  # at once, not on the next turn of the event loop
            self._buttons[key] = button

    def _render_secret(self) -> None:
        """The words, and the pick on the circle, only while held."""
        shown = self.ring.shown and self._screen is not None and self._screen.stage != "end"
        # Padded when shown, at the width the words have on screen now.
        self.secret.setText(self._padded(self._secret_text, self._shapes) if shown else "")
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
            self.countdown.setText(
                self.tr("Next role in %1 s").replace("%1", str(max(0, left))) if screen.stage != "end" else ""
            )
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
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self.ring.press()
            return
        # Number keys pick on the small circle wherever the focus is (the hold target has it when
        # a turn starts): hold Space, type the seat's number.
        picking = self._screen is not None and self._screen.picker and not self.circle.hasFocus()
        mods = event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
        if picking and not mods and event.text().isdigit():
            self.circle.keyPressEvent(event)
            return
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self.ring.release()
            return
        super().keyReleaseEvent(event)

    def skip_wait(self) -> None:
        """Tests: end the current minimum time now."""
        if self._unlock_at:
            self._unlock_at = time.monotonic() - 0.001
            self._on_clock_timeout()


def _font(widget: QWidget, scale: float, bold: bool = False) -> QFont:
    font = QFont(widget.font())
    font.setPointSizeF(max(11.0, font.pointSizeF() * scale * 1.2))
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
        alternatives = self.flow.alternatives() if hasattr(self.flow, "alternatives") else []
        shapes = [phrases.private_secret(a.code, dict(a.params), rules) for a in alternatives]
        self.panel.show_screen(
            screen,
            seats,
            words,
            rules,
            self.cards if isinstance(self.flow, CardEntry) else None,
            self.note,
            shapes,
        )
        if self.on_render is not None:
            self.on_render()

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
