"""Building the table screen: the circle, the side panel's words, buttons, timers and log, the
caption, and which step of the type scale (:mod:`~mafia_desktop.ui.theme.type_scale`) each takes, so
all of it is readable from across the table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QFontMetrics, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QPushButton,
    QSizePolicy,
    QStackedLayout,
    QVBoxLayout,
    QWidget,
)

from mafia_desktop.table.composer import Composer
from mafia_desktop.ui.circle.seat_circle import SeatCircle
from mafia_desktop.ui.common.flip_row import ButtonDeck
from mafia_desktop.ui.common.widgets import FlipRow, TextLabel, WrapButton, page_scroll
from mafia_desktop.ui.private.panel import PrivatePanel
from mafia_desktop.ui.table.controller import GameController
from mafia_desktop.ui.table.log import PublicLog
from mafia_desktop.ui.table.referee_console import RefereeConsole
from mafia_desktop.ui.theme import appearance, type_scale

if TYPE_CHECKING:
    from PySide6.QtGui import QFont

    from mafia_desktop.ui.table.screen import TableScreen

translate = QCoreApplication.translate


class BuildPart:
    """The table screen's widgets and type (a part of :class:`TableScreen`)."""

    controller: GameController
    composer: Composer  # the input being made (Qt-free: mafia_desktop.table.composer)
    _action_buttons: list[QPushButton]  # the step's buttons on show

    _ui_scale = 1.0  # the window against 1366x768 (a big screen at 100 %: the panel grows too)
    # (widget, its step of the type scale, bold)
    _FONTS: tuple[tuple[str, str, bool], ...] = (
        ("prompt", "step", True),
        ("called_label", "display", True),
        ("caption", "caption", False),
        ("error", "log", False),
        ("answer_label", "step", True),
        ("timer_label", "log", False),
        ("day_clock_label", "log", False),
        ("log", "log", False),
        ("save_warning", "log", True),
        ("notice", "log", False),
    )
    TOOL_STEP = "tool"  # Undo, Peek, the timers' Start and Skip, Hold to see the answer
    MAIN_HEIGHT, BUTTON_HEIGHT = 64, 56  # the step's main button and the others, at 1366x768

    def _build(self: TableScreen) -> None:
        self.setAutoFillBackground(True)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        holder = QWidget()
        column.addWidget(holder, 1)
        self.caption = TextLabel()
        self.caption.setObjectName("caption")
        self.caption.setAccessibleName(translate("TableScreen", "Narrator's caption"))
        self.caption.setWordWrap(True)
        self.caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.caption.hide()
        column.addWidget(self.caption)
        self.pages = QStackedLayout(holder)
        self.table_page = QWidget()
        self.table_page.setObjectName("tablePage")
        self.pages.addWidget(self.table_page)
        self.private = PrivatePanel()
        self.pages.addWidget(self.private)
        outer = QHBoxLayout(self.table_page)
        outer.setContentsMargins(12, 12, 12, 12)
        outer.setSpacing(16)
        self.circle = SeatCircle()
        self.circle.seat_activated.connect(self._on_circle_seat_activated)
        self.circle.seat_held.connect(self._on_circle_seat_held)
        self.circle.night_faded.connect(self._on_circle_night_faded)
        outer.addWidget(self.circle, 3)
        side = QFrame()
        side.setObjectName("sidePanel")
        side.setMinimumWidth(340)
        side.setMaximumWidth(460)
        self.side = side
        side.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        panel = QVBoxLayout(side)
        panel.setContentsMargins(0, 0, 0, 0)
        panel.setSpacing(8)
        self.prompt = TextLabel()
        self.prompt.setObjectName("prompt")
        self.prompt.setWordWrap(True)
        self.prompt.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        # The called list: the seat being called, large enough to read at a glance.
        self.called_label = TextLabel()
        self.called_label.setObjectName("calledSeat")
        self.called_label.setWordWrap(True)
        self.called_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.called_label.hide()
        self.error = TextLabel()
        self.error.setObjectName("error")
        self.error.setWordWrap(True)
        self.error.hide()
        # The referee console's surfaces: built only when the game has a referee.
        desk = self.controller.referee_desk()
        self.referee = RefereeConsole(desk, self.circle, self) if desk is not None else None
        if self.referee is not None:
            self.referee.peek_changed.connect(self._on_referee_peek_changed)
            self.referee.answer_held.connect(self._on_referee_answer_held)
        self.answer_label = TextLabel()
        self.answer_label.setObjectName("answer")
        self.answer_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.answer_label.setWordWrap(True)
        self.answer_label.hide()
        self.timer_label = TextLabel()
        self.timer_label.setObjectName("timerLabel")
        self.timer_label.setWordWrap(True)
        self.timer_start = WrapButton()
        self.timer_start.setObjectName("timerStart")
        self.timer_start.clicked.connect(self._on_timer_start_clicked)
        self.timer_skip = WrapButton(translate("TableScreen", "Skip"))
        self.timer_skip.setObjectName("timerSkip")
        self.timer_skip.setAccessibleName(translate("TableScreen", "Skip to the next timer"))
        self.timer_skip.clicked.connect(self._on_timer_skip_clicked)
        self.timer_row = FlipRow((self.timer_label, 1), (self.timer_start, 0), (self.timer_skip, 0))
        self.day_clock_label = TextLabel()
        self.day_clock_label.setObjectName("dayClockLabel")
        self.day_clock_label.setWordWrap(True)  # "До конца дня осталось 20:00" at 200 %
        self.day_clock_start = WrapButton()
        self.day_clock_start.setObjectName("dayClockStart")
        self.day_clock_start.clicked.connect(self._on_day_clock_start_clicked)
        self.day_clock_row = FlipRow((self.day_clock_label, 1), (self.day_clock_start, 0))
        self.undo_button = WrapButton(translate("TableScreen", "Undo"))
        self.undo_button.setObjectName("undoButton")
        self.undo_button.setAccessibleName(translate("TableScreen", "Undo the last input"))
        self.undo_button.clicked.connect(self._on_undo_button_clicked)
        if self.referee is not None:
            tools = FlipRow((self.undo_button, 1), (self.referee.peek_button, 1))
        else:
            tools = FlipRow((self.undo_button, 1))
        self.log = PublicLog()
        self.log.setObjectName("publicLog")
        self.log.setAccessibleName(translate("TableScreen", "Public log"))
        self.new_game_button = WrapButton(translate("TableScreen", "New game"))
        self.new_game_button.setObjectName("newGameButton")
        self.new_game_button.clicked.connect(self.new_game_requested)
        self.home_button = WrapButton(translate("TableScreen", "Home"))
        self.home_button.setObjectName("homeButton")
        self.home_button.clicked.connect(self.leave_requested)
        self.end_row = FlipRow((self.new_game_button, 1), (self.home_button, 1))
        self.end_row.hide()
        self.save_warning = TextLabel()
        self.save_warning.setObjectName("saveWarning")
        self.save_warning.setWordWrap(True)
        self.save_warning.hide()
        self.notice = TextLabel()
        self.notice.setObjectName("notice")
        self.notice.setWordWrap(True)
        self.notice.hide()
        panel.addWidget(self.save_warning)
        panel.addWidget(self.notice)
        panel.addWidget(self.prompt)
        panel.addWidget(self.called_label)
        if self.referee is not None:  # above the step's buttons: they never move when it shows
            panel.addWidget(self.referee.answer_button)
        # The step's buttons keep their place for the whole step (UX.md): the texts above them
        # keep the room of the longest they may show in the step (see _hold_places), and the
        # error line sits below every button, taking its room from the log. The main action has
        # a row of its own, the others side by side below it (see ButtonDeck).
        self.buttons_box = ButtonDeck(spacing=8)
        self.buttons_box.setObjectName("stepButtons")
        self.buttons_holder = self.buttons_box
        panel.addWidget(self.buttons_holder)
        # A check's answer, held, shows under the buttons: Next role stays by the hold button.
        panel.addWidget(self.answer_label)
        panel.addWidget(self.timer_row)
        panel.addWidget(self.day_clock_row)
        panel.addWidget(tools)
        panel.addWidget(self.end_row)
        panel.addWidget(self.error)
        panel.addWidget(self.log, 1)
        # Large text or a long translation may need more height than the window has: the panel
        # scrolls then, rather than squeezing its words out of sight.
        scroll = page_scroll(side, "sideScroll")
        scroll.setMinimumWidth(side.minimumWidth())
        scroll.setMaximumWidth(side.maximumWidth())
        scroll.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.side_scroll = scroll
        # The panel's words keep one width whether its scroll bar shows or not (the bar's strip is
        # kept empty without it): nothing rewraps, and no button moves, when the bar comes or goes.
        scroll.verticalScrollBar().rangeChanged.connect(self._on_side_range_changed)
        self._keep_side_width()
        scroll.installEventFilter(self)
        outer.addWidget(scroll, 2)
        self._action_buttons = []
        undo = QShortcut(QKeySequence.StandardKey.Undo, self)
        undo.activated.connect(self._on_undo_button_clicked)
        self._table_keys = [undo]
        for keys in ("Ctrl+Return", "Ctrl+Enter"):
            primary = QShortcut(QKeySequence(keys), self)
            primary.activated.connect(self._on_primary_shortcut_activated)
            self._table_keys.append(primary)

    def _font(self: TableScreen, step: str, bold: bool | None = None) -> QFont:
        """The panel's type: the scale's ``step`` at this window's size (more on a big screen),
        times the user's text size, so every text of the panel grows as one."""
        return type_scale.font(step, self.font(), self._ui_scale, bold)

    def resizeEvent(self: TableScreen, event: QEvent) -> None:
        # A big screen at 100 % (a 4K panel without scaling) gets a side panel to match the circle.
        scale = max(1.0, min(self.width() / 1366, self.height() / 768))
        if abs(scale - self._ui_scale) > 0.05:
            self._ui_scale = scale
            for widget in (self.side, self.side_scroll):
                widget.setMaximumWidth(int(460 * scale))
                widget.setMinimumWidth(int(340 * scale))
            self._set_fonts()
            self._render()
        super().resizeEvent(event)  # type: ignore[arg-type]

    def _set_fonts(self: TableScreen) -> None:
        self._forget_buttons()  # the step's buttons are made again in the new type
        for name, step, bold in self._FONTS:
            getattr(self, name).setFont(self._font(step, bold))
        for button in self._tool_buttons():
            button.setFont(self._font(self.TOOL_STEP))
            appearance.set_tier(button, "secondary")
        # The caption's place is kept for the whole of a narrated game: nothing moves when the
        # narrator starts or stops a line.
        lines = 2 * QFontMetrics(self.caption.font()).lineSpacing() + 12
        self.caption.setMinimumHeight(lines)
        policy = self.caption.sizePolicy()
        policy.setRetainSizeWhenHidden(self.narrating())
        self.caption.setSizePolicy(policy)

    def _tool_buttons(self: TableScreen) -> list[QPushButton]:
        out: list[QPushButton] = [
            self.timer_start,
            self.timer_skip,
            self.day_clock_start,
            self.undo_button,
            self.new_game_button,
            self.home_button,
        ]
        if self.referee is not None:
            out += [self.referee.peek_button, self.referee.answer_button]
        return out
