"""The table: the seat circle, the inputs legal now as big buttons, the timers and the public log.

The shared screen is painted from :class:`PublicView` alone, a type with no role member. In a game
with a referee, the referee console's own surfaces (:mod:`referee_console`: the held peek, a
check's held answer) and the night steps read the referee's view through a desk that exists only
in that mode. Pass-and-play and the laptop in the middle have no such desk at all: their private
turns read one player's view on the private panel, never on this screen.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, QSize, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QColor, QFont, QFontMetrics, QKeySequence, QMouseEvent, QPalette, QShortcut
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMenu,
    QPushButton,
    QSizePolicy,
    QStackedLayout,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from mafia_desktop import phrases, settings
from mafia_desktop.engine.events import PhaseBegan, SpeechOrder
from mafia_desktop.engine.inputs import EndNight, Input, NightInput, is_night_input
from mafia_desktop.engine.roles import NIGHT_ACTS
from mafia_desktop.engine.rules import Rules
from mafia_desktop.engine.views import PublicView
from mafia_desktop.narration.narrator import Narrator
from mafia_desktop.narration.night_script import (
    back_line,
    called_list_opening,
    morning_lines,
    night_lines,
    seat_call,
)
from mafia_desktop.table.session import (
    Session,
    TableMode,
    TimerSlot,
    day_clock_plan,
    night_gate,
    timer_plan,
)
from mafia_desktop.table.session import night_held as session_night_held
from mafia_desktop.table.session import unheard as session_unheard
from mafia_desktop.ui import appearance
from mafia_desktop.ui.composer import Button, Composer
from mafia_desktop.ui.controller import GameController
from mafia_desktop.ui.private_panel import PrivatePanel, PrivateSession
from mafia_desktop.ui.private_turns import DealReveal, NightTurns, RoleWake
from mafia_desktop.ui.referee_console import RefereeConsole
from mafia_desktop.ui.seat_circle import Marks, Seat, SeatCircle, blend
from mafia_desktop.ui.sounds import Chimes
from mafia_desktop.ui.timers import TurnTimer, clock_text
from mafia_desktop.ui.widgets import FlipRow, TextLabel, WrapButton, ask_yes_no, page_scroll

translate = QCoreApplication.translate
QWIDGETSIZE_MAX = (1 << 24) - 1


class TableScreen(QWidget):
    """The shared screen of a game in progress (referee console mode)."""

    #: the user asked to leave the table (to the home screen) or to start a new game
    leave_requested = Signal()
    new_game_requested = Signal()
    #: the private panel came up (True) or went (False): no key of the table or the window acts
    #: while it shows
    private_changed = Signal(bool)

    def __init__(
        self,
        controller: GameController,
        chimes: Chimes | None = None,
        parent: QWidget | None = None,
        narrator: Narrator | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("tableScreen")
        self.controller = controller
        self.chimes = chimes or Chimes(self)
        self.narrator = narrator
        # (night, calls, index, the seat called) said
        self._narrated: tuple[int, tuple[str, ...], int, tuple[int, str] | None] | None = None
        self._role_pause = QTimer(self)
        self._role_pause.setSingleShot(True)
        self._role_pause.timeout.connect(self._on_role_pause_timeout)
        # The called list's pause per seat: the same for every seat, whoever signs at it.
        self._seat_timer = TurnTimer(self)
        self._seat_timer.ticked.connect(self._on_seat_timer_ticked)
        self._seat_timer.finished.connect(self._on_seat_timer_finished)
        self._seat_paced: tuple[int, int, int] | None = None  # (night, step, seat) whose pause began
        self._seat_waits_for_voice = False  # the pause begins once the narrator has said the seat
        self._asking = False  # a question is open: the list waits for the answer
        self.composer = Composer()
        self.confirm: Callable[[str], bool] = self._ask
        self._careful: set[str] = set()  # questions whose default answer is No
        self._session: PrivateSession | None = None
        self._session_key: tuple[object, ...] | None = None
        self._timer = TurnTimer(self)
        self._plan: list[TimerSlot] = []  # the step's timers (the session says which is on)
        self._timer_loaded: tuple[object, ...] | None = None
        self._day_clock = TurnTimer(self)
        self._clock_loaded: tuple[object, ...] | None = None
        controller.live = self._live
        self._build()
        if narrator is not None:
            narrator.caption_changed.connect(self._on_narrator_caption_changed)
            narrator.waiting_changed.connect(self._on_narrator_waiting_changed)
            narrator.idle.connect(self._on_narrator_idle)
        self._set_fonts()
        self._timer.ticked.connect(self._on_timer_ticked)
        self._timer.warned.connect(self._on_timer_warned)
        self._timer.finished.connect(self._on_timer_finished)
        self._timer.state_changed.connect(self._on_timer_state_changed)
        self._day_clock.ticked.connect(self._on_day_clock_ticked)
        self._day_clock.warned.connect(self._on_timer_warned)
        self._day_clock.finished.connect(self._on_day_clock_finished)
        self._day_clock.state_changed.connect(self._on_timer_state_changed)
        controller.game_changed.connect(self._on_controller_game_changed)
        controller.session_changed.connect(self._on_controller_session_changed)
        controller.undone.connect(self._on_controller_undone)
        controller.events_happened.connect(self._on_controller_events_happened)
        self._events: tuple[Any, ...] = ()  # the public events of the inputs taken last
        controller.phase_changed.connect(self._on_controller_phase_changed)
        controller.input_refused.connect(self._on_controller_input_refused)
        controller.save_failed.connect(self._on_controller_save_failed)
        controller.save_recovered.connect(self._on_controller_save_recovered)
        self._refresh(first=True)

    # --- building ---------------------------------------------------------------------------

    def _build(self) -> None:
        self.setAutoFillBackground(True)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        holder = QWidget()
        column.addWidget(holder, 1)
        self.caption = TextLabel()
        self.caption.setObjectName("caption")
        self.caption.setAccessibleName(self.tr("Narrator's caption"))
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
        self.buttons_box = QVBoxLayout()
        self.buttons_box.setSpacing(8)
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
        self.timer_skip = WrapButton(self.tr("Skip"))
        self.timer_skip.setObjectName("timerSkip")
        self.timer_skip.setAccessibleName(self.tr("Skip to the next timer"))
        self.timer_skip.clicked.connect(self._on_timer_skip_clicked)
        self.timer_row = FlipRow((self.timer_label, 1), (self.timer_start, 0), (self.timer_skip, 0))
        self.day_clock_label = TextLabel()
        self.day_clock_label.setObjectName("dayClockLabel")
        self.day_clock_start = WrapButton()
        self.day_clock_start.setObjectName("dayClockStart")
        self.day_clock_start.clicked.connect(self._on_day_clock_start_clicked)
        self.day_clock_row = FlipRow((self.day_clock_label, 1), (self.day_clock_start, 0))
        self.undo_button = WrapButton(self.tr("Undo"))
        self.undo_button.setObjectName("undoButton")
        self.undo_button.setAccessibleName(self.tr("Undo the last input"))
        self.undo_button.clicked.connect(self._on_undo_button_clicked)
        if self.referee is not None:
            tools = FlipRow((self.undo_button, 1), (self.referee.peek_button, 1))
        else:
            tools = FlipRow((self.undo_button, 1))
        self.log = LogList()
        self.log.setObjectName("publicLog")
        self.log.setAccessibleName(self.tr("Public log"))
        self.log.setWordWrap(True)
        self.log.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # The log follows its newest line, unless someone has scrolled up to read.
        self.log.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)
        # Its bar always shows: whether lines overflow depends on when they were laid out, which
        # depends on the taps before (the shooters tapped at night), and an onlooker must not
        # see a bar come and go with them.
        self.log.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self._log_follows = True
        self._log_filling = False
        log_bar = self.log.verticalScrollBar()
        log_bar.valueChanged.connect(self._on_log_scrolled)
        log_bar.rangeChanged.connect(self._on_log_range_changed)
        self.new_game_button = WrapButton(self.tr("New game"))
        self.new_game_button.setObjectName("newGameButton")
        self.new_game_button.clicked.connect(self.new_game_requested)
        self.home_button = WrapButton(self.tr("Home"))
        self.home_button.setObjectName("homeButton")
        self.home_button.clicked.connect(self.leave_requested)
        self.end_row = FlipRow((self.new_game_button, 1), (self.home_button, 1))
        self.end_row.hide()
        self.save_warning = TextLabel()
        self.save_warning.setObjectName("saveWarning")
        self.save_warning.setWordWrap(True)
        self.save_warning.setFont(self._font(1.0, bold=True))
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
        # error line sits below every button, taking its room from the log.
        self.buttons_holder = QWidget()
        self.buttons_holder.setObjectName("stepButtons")
        self.buttons_box.setParent(None)
        self.buttons_holder.setLayout(self.buttons_box)
        self.buttons_box.setContentsMargins(0, 0, 0, 0)
        self.buttons_box.setAlignment(Qt.AlignmentFlag.AlignTop)
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
        self._action_buttons: list[QPushButton] = []
        undo = QShortcut(QKeySequence.StandardKey.Undo, self)
        undo.activated.connect(self._on_undo_button_clicked)
        self._table_keys = [undo]
        for keys in ("Ctrl+Return", "Ctrl+Enter"):
            primary = QShortcut(QKeySequence(keys), self)
            primary.activated.connect(self._on_primary_shortcut_activated)
            self._table_keys.append(primary)

    def _font(self, scale: float, bold: bool = False, min_px: int = 0) -> QFont:
        """The panel's type: ``scale`` times the app's text, and at least ``min_px`` pixels on a
        1366x768 screen (more on a bigger one) to be read across the table; all of it times the
        user's text size, so every text of the panel grows as one (twice as large at 200 %)."""
        factor = max(0.5, appearance.current().text_scale / 100)
        font = QFont(self.font())
        points = font.pointSizeF() if font.pointSizeF() > 0 else 10.0 * factor
        dpi = self.logicalDpiY() / 72
        at_100 = max(
            11.0 * dpi, points / factor * scale * 1.25 * self._ui_scale * dpi, min_px * self._ui_scale
        )
        font.setPixelSize(round(at_100 * factor))
        font.setBold(bold)
        return font

    _ui_scale = 1.0
    # (widget, scale, bold, at least so many pixels at 1366x768: UX.md, read from across the table)
    _FONTS: tuple[tuple[str, float, bool, int], ...] = (
        ("prompt", 1.35, True, 28),
        ("called_label", 2.3, True, 52),
        ("caption", 1.35, False, 28),
        ("error", 1.1, False, 18),
        ("answer_label", 1.6, True, 28),
        ("timer_label", 1.1, False, 18),
        ("day_clock_label", 1.1, False, 18),
        ("log", 1.0, False, 16),
    )
    SECONDARY_PX = 18  # Undo, Peek, the timers' Start and Skip, Hold to see the answer

    def resizeEvent(self, event: QEvent) -> None:
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

    def _set_fonts(self) -> None:
        for name, size, bold, least in self._FONTS:
            getattr(self, name).setFont(self._font(size, bold, least))
        for button in self._tool_buttons():
            button.setFont(self._font(0.8, min_px=self.SECONDARY_PX))
        # The caption's place is kept for the whole of a narrated game: nothing moves when the
        # narrator starts or stops a line.
        lines = 2 * QFontMetrics(self.caption.font()).lineSpacing() + 12
        self.caption.setMinimumHeight(lines)
        policy = self.caption.sizePolicy()
        policy.setRetainSizeWhenHidden(self.narrating())
        self.caption.setSizePolicy(policy)

    def _tool_buttons(self) -> list[QPushButton]:
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

    # --- refreshing from the views ------------------------------------------------------------

    def _on_controller_game_changed(self) -> None:
        self._refresh()

    def _on_controller_session_changed(self) -> None:
        if self._session is not None:
            # A private turn: a step that enters nothing repaints as one that does (the time a
            # step takes tells no role).
            self._refresh()
            return
        self._load_timers(self.controller.view())
        self._sync_night()
        self._render()
        self._update_private(self.controller.view())

    def _on_controller_events_happened(self, events: tuple[Any, ...]) -> None:
        self._events = events

    def _on_controller_undone(self) -> None:
        self._session_key = None  # a private turn starts again from the session undo gave back

    @property
    def session(self) -> Session:
        """Where the table's flow stands (kept by the controller with the record)."""
        return self.controller.session

    def _live(self, session: Session) -> Session:
        """``session`` with the clocks as they run now (what an input saves, and undo restores)."""
        changes: dict[str, object] = {}
        loaded = self._timer_loaded
        if self._timer.active and loaded is not None and loaded[:2] == (session.step, session.timer):
            changes.update(timer_left=_left(self._timer), timer_running=self._timer.running)
        clock = self._clock_loaded
        if self._day_clock.active and clock is not None and clock[0] == session.clock_day:
            changes.update(clock_left=_left(self._day_clock), clock_running=self._day_clock.running)
        return session.with_(**changes) if changes else session

    def _refresh(self, first: bool = False) -> None:
        public = self.controller.view()
        referee = self.referee.desk.view() if self.referee is not None else None
        session = self.session
        self.composer.reset(public, referee, session.call, session.answer_pending, session.seat)
        self.composer.restore(session.draft)  # the taps of an input being made, as they were
        # Last words before the night (a car crash's too) are said in the day's light: the screen
        # darkens when the night falls, not when the vote ends.
        self._apply_theme(public.phase == "night" and not self.night_held(public), animate=not first)
        self._load_timers(public)
        self._sync_night()
        self._render(public)
        self._update_private(public)

    # --- pass-and-play and the laptop in the middle ------------------------------------------------

    def table_mode(self) -> TableMode:
        """How this table plays: ``mode`` referee | pass | middle, ``deal`` peek | reveal | cards."""
        return self.controller.table_mode

    def _update_private(self, public: PublicView) -> None:
        mode = self.table_mode()
        key: tuple[object, ...] | None = None
        if public.phase != "over":
            if (
                mode.deal == "reveal"
                and not self.controller.note("dealt")
                and not self.controller.record.inputs
            ):
                # The app dealt: the laptop goes round once for each player to see their card (with
                # a referee too: then it comes back to the host).
                key = ("deal",)
            elif (
                mode.private
                and public.phase == "night"
                and public.step.code == "night"
                and not self.night_held(public)
            ):
                key = (mode.mode, public.number, self.session.round)
        if key == self._session_key and key is not None:
            if self._session is not None:
                self._session.render()
            return
        self._close_session()
        self._session_key = key
        if key is None:
            self.pages.setCurrentWidget(self.table_page)
            self._set_private(False)
            self.circle.setFocus()
            return
        flow: Any
        desk = self.controller.private_desk()
        if key[0] == "deal":
            flow = DealReveal(
                public, desk.player_view, min_seconds=3, end="table" if mode.private else "host"
            )
        elif key[0] == "pass":
            start, pick, stage = self.session.turn
            flow = NightTurns(
                public, desk.player_view, mode.turn_seconds, start, self.session.round, pick, stage
            )
        else:
            flow = RoleWake(public, desk, mode.step_seconds, self.session.call, self.session.answer_pending)
        self._session = PrivateSession(
            self.private,
            self.controller,
            flow,
            self._on_session_end,
            public.preset,
            on_render=self._narrate_steps,
        )
        if self.session.round > 1:
            self._session.note = self.tr("The mafia have not chosen a victim: one more round, for everyone.")
            self._session.render()
        self.pages.setCurrentWidget(self.private)
        self._set_private(True)
        self.private.ring.setFocus()
        self._narrate_steps()  # the first role of the laptop in the middle wakes

    def private_shown(self) -> bool:
        """Whether the private panel is up (the table's keys and buttons are asleep)."""
        return self.pages.currentWidget() is self.private

    def _set_private(self, shown: bool) -> None:
        # The table's shortcuts sleep under the panel: Ctrl+Enter must not press the hidden
        # table's main button, nor Ctrl+Z undo, while one player holds the laptop.
        for key in self._table_keys:
            key.setEnabled(not shown)
        self.table_page.setEnabled(not shown)
        self.private_changed.emit(shown)

    def _close_session(self) -> None:
        if self._session is not None:
            self._session.close()
            self._session = None

    def _on_session_end(self, session: PrivateSession, key: str) -> None:
        if key == "to_table":
            self.controller.set_note("dealt", True)
            self._close_session()
            self._session_key = None
            self._refresh()
            return
        if key in ("morning", "time_up"):
            self._close_session()
            self._session_key = None
            if not self.controller.submit([EndNight()]):
                # The mafia must choose: everyone gets another turn.
                s = self.session
                self.controller.set_session(s.with_(round=s.round + 1, turn=(0, 1, "cover")))
            self.error.hide()
            self._refresh()

    def _render(self, public: PublicView | None = None) -> None:
        public = public or self.controller.view()
        c = self.composer
        c.calling = self._list_state()
        # Cards turned up for all (every card at the end; the dead's where the rules show them).
        roles = {p: phrases.role_name(public.rules, r) for p, r in public.revealed}
        if public.phase != "over" and self.referee is not None:
            roles.update(self.referee.roles())  # the referee's held peek
        held = self.night_held(public)
        self.circle.set_seats(
            [Seat(s.seat, s.name, s.alive, s.nominated, s.on_trial, roles.get(s.name)) for s in public.seats]
        )
        # The keyboard cursor shows for the pick the keys are making: a new step clears it.
        night = c.night if c.mode == "night" else None
        pick = (
            public.phase,
            public.number,
            public.step.code,
            c.mode,
            held,
            None if night is None else (night.index, night.seat, c.answer_pending),
        )
        if pick != self._pick_key:
            self._pick_key = pick
            self.circle.hide_cursor()
        speaking = (
            self._timer.who
            if self._timer.kind in ("speech", "defence", "last_words", "night_last_words")
            else None
        )
        after = self.session.timer + 1
        following = self._plan[after] if after < len(self._plan) else None
        next_speaker = following.who if following is not None and following.kind == "speech" else None
        self.circle.set_marks(
            Marks(
                selectable=set() if held else c.selectable(),
                hands=c.raised_hands(),
                voted=c.voted_elsewhere(),
                picked=c.marked(),
                speaking=speaking if self._timer.active else None,
                next_speaker=next_speaker,
                timer_fraction=self._timer.fraction() if self._timer.active else None,
            )
        )
        banner = phrases.phase_banner(public.phase, public.number, public.step.code, public.rules)
        step = phrases.step_text(public.step.code, dict(public.step.params), public.rules)
        self.circle.set_centre(banner, step, self._timer_text())
        self.prompt.setText(self._prompt_text(public))
        called = None if held else c.called()
        if called is not None:
            self.called_label.setText(
                phrases.prompt_text("called_seat", {"seat": called[0], "name": called[1]})
            )
        elif not held and c.list_end():
            # The list's end keeps the seat's place: the buttons stay where the list had them.
            self.called_label.setText(phrases.prompt_text("list_end_seat", {}))
        self.called_label.setVisible(called is not None or (not held and c.list_end()))
        buttons = self._gate_buttons() if held else c.buttons()
        if self.unheard(public):  # the vote comes after the round of speeches
            buttons = [Button(b.key, b.text, b.params, False) if b.key == "tally" else b for b in buttons]
        if self._day_clock.active and self._day_clock.remaining() <= 0:
            buttons = [Button(b.key, b.text, b.params, True) if b.key == "end_day" else b for b in buttons]
        elif self._day_clock.active:
            # Fate picks only once the day's time has run out: never a button beside Accuse
            # while the clock still has time on it.
            buttons = [b for b in buttons if b.text != "time_is_up"]
        self._render_buttons(buttons)
        self._render_answer(public)
        self._render_timer_row()
        self._hold_places(public)
        self._render_log(public)
        self._narrate_steps()
        self._pace_list()
        over = public.phase == "over"
        self.end_row.setVisible(over)
        self.undo_button.setEnabled(self.controller.can_undo or self._private_night())
        if self.referee is not None:
            self.referee.peek_button.setVisible(not over)
        window = self.window()
        if window is not None:
            window.setWindowTitle(self.tr("Mafia Desktop — %1").replace("%1", banner))

    _pick_key: tuple[object, ...] | None = None

    def unheard(self, public: PublicView) -> list[str]:
        """Players whose speech of the day is still to come (club): the vote waits for them."""
        over = self._timer.active and self._timer.remaining() <= 0
        return session_unheard(public, self.session, self._plan, over)

    # --- before the night is called -----------------------------------------------------------------

    def night_held(self, public: PublicView) -> bool:
        """Whether the night waits for the table (see :func:`session.night_held`)."""
        return session_night_held(public, self.session, self.controller.has_referee)

    def _gate_buttons(self) -> list[Button]:
        text = "night_falls" if self.controller.has_referee else "night_falls_pass"
        return [Button("night_ready", text, primary=True)]

    def _let_night_begin(self) -> None:
        public = self.controller.view()
        if public.phase != "night":
            return
        self.controller.set_session(self.session.with_(night_ready=public.number))
        self._apply_theme(True, animate=True)
        self._narrate_phase("night")

    def _prompt_text(self, public: PublicView) -> str:
        if self.night_held(public):
            return phrases.prompt_text(night_gate(public), {})
        p = self.composer.prompt()
        params = dict(p.params)
        if p.code == "tally_hands" and self._defences_ahead() and not any(h for _, h in self.composer.tally):
            # No hands are asked for while the defences are still to be heard: the step says them.
            return phrases.step_text(public.step.code, dict(public.step.params), public.rules)
        if p.code == "over":
            return phrases.team_wins(str(public.winner))
        if p.code.removeprefix("night_") in NIGHT_ACTS:
            return phrases.night_prompt(p.code, public.rules)
        if p.code == "hands":
            return phrases.prompt_text("hands", params)
        if p.code == "step":
            return phrases.step_text(public.step.code, dict(public.step.params), public.rules)
        return phrases.prompt_text(p.code, params)

    def _defences_ahead(self) -> bool:
        """A defence of this step is still to come (or running, with time left)."""
        now = self.session.timer
        for i, slot in enumerate(self._plan):
            if slot.kind != "defence" or i < now:
                continue
            if i == now and self._timer.active and self._timer.remaining() <= 0:
                continue
            return True
        return False

    def _render_buttons(self, buttons: list[Button]) -> None:
        # Keys: Tab reaches the buttons, Enter or Space presses one, Ctrl+Enter the main one. A
        # pressed button is replaced by the next step's, so the focus goes back to the seats.
        had_focus = any(b.hasFocus() for b in self._action_buttons)
        for b in self._action_buttons:
            self.buttons_box.removeWidget(b)
            b.hide()
            b.deleteLater()
        self._action_buttons = []
        for spec in buttons:
            button = StepButton(phrases.button_text(spec.text, dict(spec.params)))
            button.setObjectName(f"action_{spec.key}")
            button.setMinimumHeight(int(56 * self._ui_scale))
            button.setFont(self._font(1.25, bold=spec.primary, min_px=20))
            button.setDefault(spec.primary)
            button.setAutoDefault(True)  # Enter presses the focused button, as Space does
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            button.clicked.connect(lambda _=False, key=spec.key: self._on_action_clicked(key))
            self.buttons_box.addWidget(button)
            self._action_buttons.append(button)
        if had_focus and self.isVisible():
            self.circle.setFocus(Qt.FocusReason.OtherFocusReason)

    def _on_primary_shortcut_activated(self) -> None:
        """Ctrl+Enter: the main button of this step (the highlighted one), from anywhere."""
        button = next((b for b in self._action_buttons if b.isDefault() and b.isEnabled()), None)
        if button is not None:
            button.click()

    # --- buttons that stay where a hand learnt them -------------------------------------------------

    _LIST_PACE = ("pause_list", "resume_list", "start_list")
    _BACK = ("back_seat", "back_step")
    # The words a step's button may change to in its place, by its key.
    _SAME_PLACE: dict[str, tuple[str, ...]] = {
        "next_seat": ("next_seat", "list_done"),
        "next_step": ("skip_step", "next_role", "next_same_role"),
        "pause_list": _LIST_PACE,
        "resume_list": _LIST_PACE,
        "back_seat": _BACK,
        "back_step": _BACK,
    }
    _places_key: tuple[object, ...] | None = None
    _prompt_room = 0
    _called_room = 0
    _buttons_room = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self.side_scroll and event.type() == QEvent.Type.Resize:
            self._hold_places(self.controller.view())
        return super().eventFilter(watched, event)

    def _on_side_range_changed(self, low: int, high: int) -> None:
        # (After the layout has settled: the range passes through other values on its way.)
        QTimer.singleShot(0, self, self._keep_side_width)

    def _bar_extent(self) -> int:
        bar = self.side_scroll.verticalScrollBar()
        return bar.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, bar)

    def _panel_width(self) -> int:
        """The width of the panel's words and buttons: the panel less its scroll bar's strip,
        whether the bar shows or not."""
        return self.side_scroll.width() - self._bar_extent()

    def _keep_side_width(self) -> None:
        bar = self.side_scroll.verticalScrollBar()
        extent = self._bar_extent()
        right = 0 if bar.maximum() > 0 else extent
        if self.side.contentsMargins().right() != right:
            self.side.setContentsMargins(0, 0, right, 0)

    def _step_key(self, public: PublicView) -> tuple[object, ...]:
        """What one step is, for the places of its buttons: the public step (and, at the referee's
        night, the role called), at this width and text size."""
        night = self.composer.night if self.composer.mode == "night" else None
        index = night.index if night is not None else None
        return (
            public.phase,
            public.number,
            public.step.code,
            self.night_held(public),
            index,
            self._panel_width(),
        )

    def _hold_places(self, public: PublicView) -> None:
        """The texts above the step's buttons keep, for the whole step, the room of the longest
        they may show in it: the heading (a longer one later in the step is set smaller rather
        than pushing the buttons down), the seat the called list calls (the room of its longest
        seat) and a check's answer (the room of its longest answer, found or not, whether held or
        not); the buttons' own box keeps the room of the most buttons the step has shown."""
        width = self._panel_width()
        if width < 50:
            return
        base = self._font(*self._FONTS[0][1:])
        key = (*self._step_key(public), base.key())
        fresh = key != self._places_key
        self._places_key = key
        # The heading (measured free of the room it was given).
        self.prompt.setMinimumHeight(0)
        self.prompt.setMaximumHeight(QWIDGETSIZE_MAX)
        font = QFont(base)
        least = max(14, round(base.pixelSize() * 0.35))
        prompt_words = self.prompt.text().split()
        for _ in range(16):  # a word wider than the panel: smaller type, never cut
            widest = max((QFontMetrics(font).horizontalAdvance(w) for w in prompt_words), default=0)
            if widest <= width or font.pixelSize() <= least:
                break
            font.setPixelSize(max(least, int(font.pixelSize() * 0.9)))
        self.prompt.setFont(font)
        need = self.prompt.heightForWidth(width)
        spacing = QFontMetrics(base).lineSpacing()
        night = self.referee is not None and public.phase == "night"
        if fresh:
            self._prompt_room = max(need, spacing * (4 if night else 2))
        for _ in range(16):  # longer words later in the step: smaller type, same room
            if need <= self._prompt_room or font.pixelSize() <= least:
                break
            font.setPixelSize(max(least, int(font.pixelSize() * 0.9)))
            self.prompt.setFont(font)
            need = self.prompt.heightForWidth(width)
        self._prompt_room = max(self._prompt_room, need)  # (never cut: it grows, at worst)
        self.prompt.setFixedHeight(self._prompt_room)
        # The seat called.
        night_state = self.composer.night
        if self.called_label.isVisibleTo(self.side) and night_state is not None:
            metrics = QFontMetrics(self.called_label.font())
            flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
            texts = [
                phrases.prompt_text("called_seat", {"seat": number, "name": name})
                for number, name in night_state.seats
            ] + [phrases.prompt_text("list_end_seat", {})]
            tallest = max(metrics.boundingRect(QRect(0, 0, width, 1 << 20), flags, t).height() for t in texts)
            self._called_room = max(tallest, 0 if fresh else self._called_room)
            self.called_label.setFixedHeight(self._called_room)
        else:
            self.called_label.setMinimumHeight(0)
            self.called_label.setMaximumHeight(QWIDGETSIZE_MAX)
        # A check's answer: its room is kept wherever the answer button's is.
        ref = self.referee
        keep = (
            ref is not None
            and night_state is not None
            and self.composer.mode == "night"
            and ref.answer_button.sizePolicy().retainSizeWhenHidden()
        )
        policy = self.answer_label.sizePolicy()
        policy.setRetainSizeWhenHidden(keep)
        self.answer_label.setSizePolicy(policy)
        answers: list[str] = []
        if keep and ref is not None and night_state is not None:
            answers = ref.answer_texts(night_state.steps)
        if answers:
            metrics = QFontMetrics(self.answer_label.font())
            flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
            tallest = max(
                metrics.boundingRect(QRect(0, 0, width, 1 << 20), flags, t).height() for t in answers
            )
            self.answer_label.setFixedHeight(tallest)
        else:
            self.answer_label.setMinimumHeight(0)
            self.answer_label.setMaximumHeight(QWIDGETSIZE_MAX)
        # A button whose words change in the step keeps the height of its longest words.
        for button in self._action_buttons:
            others = self._SAME_PLACE.get(button.objectName().removeprefix("action_"), ())
            if isinstance(button, WrapButton) and others:
                lowest = int(56 * self._ui_scale)
                heights = [button.height_for(phrases.button_text(t, {}), width) for t in others]
                button.setMinimumHeight(max(lowest, *heights))
        # The buttons' box.
        box = self.buttons_box
        heights = [b.heightForWidth(width) for b in self._action_buttons]
        count = len(heights)
        if self.composer.mode == "night" and self.composer.called() is not None:
            count = max(count, 4)  # Next seat, Pause, Repeat, Back: seat 1 has no Back yet
        need = sum(heights) + max(heights, default=0) * (count - len(heights))
        need += box.spacing() * max(0, count - 1)
        self._buttons_room = max(need, 0 if fresh else self._buttons_room)
        self.buttons_holder.setFixedHeight(self._buttons_room)
        # Placed now, not at the next turn of the event loop: a button is where it will be drawn.
        layout = self.side.layout()
        if layout is not None:
            layout.activate()
        box.activate()

    def _render_answer(self, public: PublicView) -> None:
        ref = self.referee
        night = ref is not None and self.composer.mode == "night"
        showing = night and self.composer.answer_pending
        if ref is not None:
            # At night its place is kept, shown or not: nothing moves under a hand about to hold it
            # (the called list asks no question: the seat called takes its room).
            # (Not on a night that has no check: the meeting night.)
            steps = self.composer.night.steps if self.composer.night is not None else ()
            checks = bool(ref.answer_texts(steps)) if night else False
            policy = ref.answer_button.sizePolicy()
            policy.setRetainSizeWhenHidden(night and checks and not self.composer.called_list())
            ref.answer_button.setSizePolicy(policy)
            ref.answer_button.setVisible(showing)
        if not showing or ref is None or not ref.answer_button.isDown():
            self.answer_label.clear()
            self.answer_label.hide()

    def _render_log(self, public: PublicView) -> None:
        lines = [t for t in (phrases.event_text(e.to_json(), public.rules) for e in public.log) if t]
        if [self.log.item(i).text() for i in range(self.log.count())] == lines:
            return
        bar = self.log.verticalScrollBar()
        kept = bar.value()
        self._log_filling = True
        try:
            self.log.clear()
            for line in lines:
                item = QListWidgetItem(line)
                if line.startswith("—"):
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                self.log.addItem(item)
        finally:
            self._log_filling = False
        if self._log_follows:
            self.log.scrollToBottom()
        else:
            bar.setValue(kept)

    def _on_log_scrolled(self, value: int) -> None:
        if not self._log_filling:
            self._log_follows = value >= self.log.verticalScrollBar().maximum() - 2

    def _on_log_range_changed(self, low: int, high: int) -> None:
        # (Wrapped lines are measured after they are added: the end moves once they are.)
        if self._log_follows:
            self.log.verticalScrollBar().setValue(high)

    def showEvent(self, event: QEvent) -> None:
        super().showEvent(event)  # type: ignore[arg-type]
        public = self.controller.view()
        self._apply_theme(public.phase == "night" and not self.night_held(public), animate=False)
        self._render()  # the window title follows the phase
        if self.private_shown():
            self.private.ring.setFocus()  # the panel's: its hold target, as every turn starts
        else:
            self.circle.setFocus()  # number keys and arrows pick seats at once

    def _apply_theme(self, night: bool, animate: bool) -> None:
        self.circle.set_night(night, animate=animate)
        if not animate:
            self._paint_panel(1.0 if night else 0.0)

    def _on_circle_night_faded(self, nightness: float) -> None:
        # The panel follows the circle's fade: no cut from light to dark (or back) across the room.
        if abs(nightness - self._panel_nightness) >= 0.08 or nightness in (0.0, 1.0):
            self._paint_panel(nightness)

    _panel_nightness = -1.0

    def _paint_panel(self, nightness: float) -> None:
        self._panel_nightness = nightness
        pal = blend(nightness)
        night = nightness >= 0.5
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Window, pal.background)
        palette.setColor(QPalette.ColorRole.WindowText, pal.ink)
        palette.setColor(QPalette.ColorRole.Base, pal.disc)
        palette.setColor(QPalette.ColorRole.Text, pal.ink)
        palette.setColor(QPalette.ColorRole.Button, pal.disc)
        palette.setColor(QPalette.ColorRole.ButtonText, pal.ink)
        self.setPalette(palette)
        window = self.window()
        if isinstance(window, QMainWindow) and window.isAncestorOf(self):
            # The menu bar darkens with the table: no bright strip across a dark room.
            window.menuBar().setPalette(palette)
            # So does the window behind it, which a resize shows before the table is drawn at its
            # new size (given back when the table goes: see hideEvent).
            self._window_behind(window, pal.background)
            for menu in window.menuBar().findChildren(QMenu):  # menus are windows: no inheritance
                menu.setPalette(palette)
        for label in (self.error, self.save_warning):
            error_palette = label.palette()
            error_palette.setColor(
                QPalette.ColorRole.WindowText, QColor("#e08a80") if night else QColor("#a3261e")
            )
            label.setPalette(error_palette)

    # --- actions ------------------------------------------------------------------------------

    def _why_not(self, name: str) -> str:
        """Why a tap on ``name`` is not taken in this day step: the engine's own reason (dead,
        acquitted today, already nominated, themself…), in words."""
        inp = self.composer.tap_input(name)
        refused = self.controller.refusal(inp) if inp is not None else None
        if refused is None:
            return self.tr("%1 cannot be picked for this.").replace("%1", name)
        return phrases.refusal_text(refused.code, dict(refused.params), str(refused))

    def _on_circle_seat_activated(self, name: str) -> None:
        c = self.composer
        public = self.controller.view()
        if public.phase == "day" and name not in c.selectable():
            # A tap that does nothing says why (in public words: the step, never a role).
            if c.mode == "idle":
                text = (
                    self.tr("Press a button first (who accuses, the vote…), then tap the players.")
                    if public.rules.day == "accusation"
                    else self.tr("Press a button first (who nominates, the vote…), then tap the players.")
                )
            else:
                text = self._why_not(name)
            self.error.setText(text)
            self.error.show()
            return
        c.moved = None
        c.refused = False
        inputs = c.tap(name)
        moved = c.moved
        self._submit(inputs)
        if c.refused:
            # Said without names: one shot each, by the mafia, never at oneself.
            self.error.setText(
                self.tr("That tap is not a shot the rules allow (one shot each, never at oneself).")
            )
            self.error.show()
        if moved is not None:
            voter, before, after = moved
            self.error.setText(
                self.tr("One hand each: %1's vote moves from %2 to %3.")
                .replace("%1", voter)
                .replace("%2", before)
                .replace("%3", after)
            )
            self.error.show()

    def _on_action_clicked(self, key: str) -> None:
        if key == "night_ready":
            self._let_night_begin()
            return
        if key == "next_seat":
            self._leave_seat()
            return
        if key in ("back_seat", "back_step") and self._back_in_list():
            return
        if key in ("pause_list", "resume_list"):
            self._seat_paced = None
            if key == "resume_list":
                self._say_seat()
            self.controller.set_session(
                self.session.with_(calling="on" if key == "resume_list" else "paused")
            )
            return
        if key == "repeat_seat":
            self._seat_paced = None
            self._say_seat()
            self._render()
            return
        unheard = ", ".join(self.unheard(self.controller.view()))
        if key == "tally" and unheard:
            if not self._confirm(self.tr("Not heard yet: %1. Vote now all the same?").replace("%1", unheard)):
                return
        if key == "end_day" and unheard:
            question = self.tr("Not heard yet: %1. End the day all the same?").replace("%1", unheard)
            if not self._confirm(question):
                return
        if key == "end_day" and not self._confirm_end_day():
            return
        inputs = self.composer.press(key)
        speaker = self._timer.who if self._timer.running and self._timer.kind == "speech" else None
        if key == "nominate" and self.controller.view().rules.nominations and speaker is not None:
            # The club: only the speaker nominates, in their own speech (its clock running): they
            # are picked at once; a tap on their seat takes them back.
            if self.composer.mode == "pick_actor" and speaker in self.composer.selectable():
                inputs = self.composer.tap(speaker)
                self.composer.preselected = True
        self._submit(inputs)

    def _confirm_end_day(self) -> bool:
        public = self.controller.view()
        if public.rules.day == "accusation" and public.rules.time_limit_pick and public.phase == "day":
            return self._confirm(
                self.tr("Time is up: a random living player will die. Go ahead?"), default_yes=False
            )
        return True

    def _submit(self, inputs: list[Input]) -> None:
        self.error.hide()
        if not inputs:
            self._sync_night()
            self._keep_draft()
            self._render()
            return
        flow = None
        if self.composer.mode == "night" and self.referee is not None:
            act = self.composer.night_act()
            desk = self.referee.desk

            def flow() -> dict[str, object]:  # asked once the inputs are in the game
                more = act is not None and any(a.act == act for a in desk.view().legal)
                return self.composer.after_night_input(more)

        self.controller.submit(inputs, flow=flow)
        self._render()

    def _sync_night(self) -> None:
        """The role the referee calls, whether a check's answer waits, and the called list's seat,
        into the session (one save when they changed: a crash or an undo comes back to the same
        call and the same seat)."""
        night = self.composer.night
        if self.referee is None or self.composer.mode != "night" or night is None:
            return  # with no referee, the private panel's flow keeps its own place
        s = self.session
        index = min(night.index, len(night.steps))
        place = (index, self.composer.answer_pending, night.seat)
        if (s.call, s.answer_pending, s.seat) != place:
            self.controller.set_session(
                s.with_(call=index, answer_pending=self.composer.answer_pending, seat=night.seat)
            )

    def _keep_draft(self) -> None:
        """The taps of the input being made (hands raised, the seat's signs), into the session
        with each tap: one save, as an input would be, so a crash loses none of them."""
        draft = self.composer.draft()
        if draft != self.session.draft:
            self.controller.set_session(self.session.with_(draft=draft))

    def _on_controller_input_refused(self, code: str, params: dict[str, object], message: str) -> None:
        if self.composer.mode == "night":
            # Said without names or roles: the screen may be seen when eyes open.
            self.error.setText(self.tr("That choice is not possible now. Try again, or go to the next role."))
        else:
            self.error.setText(phrases.refusal_text(code, params, message))
        self.error.show()

    def _on_controller_save_failed(self, message: str) -> None:
        self.save_warning.setText(
            self.tr(
                "%1 The game goes on in memory and each next move tries to save again; a copy can be saved"
                " from the Game menu."
            ).replace("%1", message)
        )
        self.save_warning.show()

    def _on_controller_save_recovered(self) -> None:
        self.save_warning.hide()

    def show_notice(self, text: str) -> None:
        """Something the group should know about this game (a copy that had to be used...)."""
        self.notice.setText(text)
        self.notice.setVisible(bool(text))

    def _on_controller_phase_changed(self, phase: str, number: int) -> None:
        if self.controller.undoing:
            return  # back to a phase already announced: no chime, no words again
        if phase == "night":
            self.chimes.play("nightfall")
        elif phase == "day":
            self.chimes.play("morning")
        self._narrate_phase(phase)

    # --- the narrator -------------------------------------------------------------------------------

    def narrating(self) -> bool:
        return self.narrator is not None and self.table_mode().narrate

    @Slot(str)
    def _on_narrator_caption_changed(self, text: str) -> None:
        self.caption.setText(text)
        self.caption.setVisible(bool(text))

    @Slot(bool)
    def _on_narrator_waiting_changed(self, waiting: bool) -> None:
        """A line's voice is still being rendered: the narrator waits for it, and says so."""
        if waiting:
            self._on_narrator_caption_changed(self.tr("The narrator is getting ready…"))

    def _narrate_phase(self, phase: str) -> None:
        """Night falls: the town sleeps and the first role wakes. Morning: who died, or no one."""
        if not self.narrating():
            return
        assert self.narrator is not None
        view = self.controller.view()
        lang = self.table_mode().lang
        if phase == "night" and self.night_held(view):
            return  # said when the table lets the night begin (after the last words)
        if phase == "night":
            self.narrator.stop()
            dealt = {r for r, _ in view.dealt}
            meeting = view.step.code == "meeting_night"
            lines = night_lines(view.rules, meeting, dealt, lang, pass_round=self.table_mode().mode == "pass")
            if meeting or self.table_mode().mode == "pass":
                self.narrator.say(lines)
            else:
                self.narrator.say(lines[:1])  # the roles are called as their turns come
                self._narrated = None
                self._narrate_steps()
        elif phase == "day":
            # The morning: what the night's end brought, as the engine told the shared screen.
            events = [e for e in self._events if not isinstance(e, (PhaseBegan, SpeechOrder))]
            if events:
                dealt = {r for r, _ in view.dealt}
                players = [s.name for s in view.seats]
                self.narrator.say(morning_lines(view.rules, events, lang, dealt, players=players))

    def _narrate_steps(self) -> None:
        """The role whose turn it is wakes; the one before goes to sleep (referee console and the
        laptop in the middle). Every role dealt is called, alive or not."""
        if not self.narrating():
            return
        assert self.narrator is not None
        view = self.controller.view()
        if view.phase != "night" or view.step.code != "night" or self.night_held(view):
            return
        calls: list[str] = []
        index = 0
        called: tuple[int, str] | None = None
        if isinstance(self._session_flow(), RoleWake):
            flow = self._session_flow()
            calls, index = list(flow.calls), flow.cursor.index
        elif self.table_mode().mode == "referee" and self.composer.night is not None:
            calls, index = list(self.composer.night.steps), self.composer.night.index
            called = self.composer.called()
        else:
            return
        key = (view.number, tuple(calls), index, called)
        if key == self._narrated:
            return
        previous = self._narrated
        self._narrated = key
        moved = previous is None or previous[:3] != key[:3]  # another role's turn (not a seat)
        lang = self.table_mode().lang
        lines = night_lines(view.rules, False, {r for r, _ in view.dealt}, lang)
        by_call = {(line.key, line.call): line for line in lines}
        out = []
        if moved and previous is not None and previous[0] == view.number and previous[2] < len(calls):
            if index < previous[2]:  # Back: the role left may never have acted (no thanks)
                out.append(back_line(view.rules, calls[previous[2]], lang))
            else:
                before = by_call.get(("sleep", calls[previous[2]]))
                if before is not None:
                    out.append(before)
        if called is not None:
            # The called list: its opening when the mafia's turn comes, then each seat as called
            # (a seat the referee moved on from is not said to its end).
            self._cut_seat_line()
            if moved:
                out.append(called_list_opening(view.rules, lang))
            out.append(seat_call(view.rules, called[0], called[1], lang))
            self._seat_waits_for_voice = True
        elif moved and index < len(calls):
            wake = by_call.get(("wake", calls[index]))
            if wake is not None:
                out.append(wake)
        self.narrator.say(out)
        timed = self.table_mode().timed
        if timed and self.table_mode().mode == "referee" and index < len(calls) and called is None:
            # Nobody at the keyboard: each role gets the same pause, then the next is called.
            self._role_pause.start(int(timed) * 1000)
        else:
            self._role_pause.stop()

    def _on_role_pause_timeout(self) -> None:
        c = self.composer
        if self.controller.view().phase == "night" and c.mode == "night" and c.called() is None:
            self._submit(c.press("next_step"))

    # --- the called list ------------------------------------------------------------------------------

    def _list_state(self) -> str:
        """The called list's pace: "on" (it moves on by itself), "paused", or "wait" (the referee
        starts it: with no narrator, the list waits until the referee has said its opening)."""
        calling = self.session.calling
        if calling == "on" or (calling == "" and self.narrating()):
            return "on"
        return "paused" if calling == "paused" else "wait"

    def _pace_list(self) -> None:
        """While the list runs, each seat gets the same pause (from when the narrator has said it,
        or from when it shows), then the list moves on, whoever signed at it."""
        c = self.composer
        called = c.called() if self.referee is not None and c.mode == "night" else None
        view = self.controller.view()
        if called is None or c.night is None or self._list_state() != "on" or self.night_held(view):
            if self._seat_timer.active:
                self._seat_timer.stop()
                self.circle.set_timer_text(self._timer_text())
            self._seat_paced = None
            self._seat_waits_for_voice = False
            return
        key = (view.number, c.night.index, c.night.seat)
        if key == self._seat_paced:
            return
        self._seat_paced = key
        self._seat_timer.stop()
        if self.narrating() and self.narrator is not None and self.narrator.busy:
            self._seat_waits_for_voice = True
        else:
            self._seat_waits_for_voice = False
            self._start_seat_pause()
        self.circle.set_timer_text(self._timer_text())

    def _start_seat_pause(self) -> None:
        self._seat_timer.start(settings.read_seat_pause(), "seat")
        self.circle.set_timer_text(self._timer_text())

    @Slot()
    def _on_narrator_idle(self) -> None:
        if self._seat_waits_for_voice and self._seat_paced is not None and not self._asking:
            self._seat_waits_for_voice = False
            self._start_seat_pause()

    def _cut_seat_line(self) -> None:
        """Stop a seat's line being said (the list moved on, or the seat is called again)."""
        current = self.narrator.current if self.narrator is not None else None
        if current is not None and current.key == "seat" and self.narrator is not None:
            self.narrator.stop()

    def _on_seat_timer_ticked(self, seconds: int) -> None:
        self.circle.set_timer_text(self._timer_text())

    def _on_seat_timer_finished(self) -> None:
        if not self._asking:
            self._leave_seat()

    def _leave_seat(self) -> None:
        """The list moves on from the seat called: the shots at it go in (one submission, one save)
        with the list's new place; a seat nobody signed at costs the same one save."""
        c = self.composer
        night = c.night
        if night is None or c.called() is None:
            return
        self._seat_timer.stop()
        shots = c.leave_seat()
        place: dict[str, object] = {"call": night.index, "seat": night.seat}
        self.error.hide()
        if shots:
            self.controller.submit(shots, flow=place)
            self._render()
        else:
            self.controller.set_session(self.session.with_(**place))

    def _say_seat(self) -> None:
        """The narrator says the seat called again (repeat, resume)."""
        called = self.composer.called()
        if called is None or not self.narrating() or self.narrator is None:
            return
        view = self.controller.view()
        self._cut_seat_line()
        self.narrator.say([seat_call(view.rules, called[0], called[1], self.table_mode().lang)])

    def _back_in_list(self) -> bool:
        """Back one seat of the called list: the shots entered at that seat are taken back with
        the controller's undo (they are the record's last inputs), and the seat is called again
        with its taps as they were. False when Back is the ordinary step back."""
        plan = self.composer.back_plan()
        if plan is None:
            return False
        self._seat_timer.stop()
        self._seat_paced = None
        if plan.undo:
            self.controller.undo(plan.undo)
        self.composer.go_to(plan.index, plan.seat, plan.shooters)
        self._sync_night()
        self._keep_draft()
        self._render()
        return True

    def _list_undo_count(self) -> int:
        """Undo in the called list takes back the last seat's shots together, as they went in."""
        inputs = self.controller.record.inputs
        last = inputs[-1] if inputs else None
        if (
            self.referee is None
            or not isinstance(last, NightInput)
            or not NIGHT_ACTS[last.act].behaviour.shared
            or self.controller.view().rules.kill == "team"
        ):
            return 1
        count = 1
        while count < len(inputs):
            before = inputs[-count - 1]
            if not (
                isinstance(before, NightInput) and (before.act, before.target) == (last.act, last.target)
            ):
                break
            count += 1
        return count

    def _session_flow(self) -> Any:
        return self._session.flow if self._session is not None else None

    def _night_back_key(self) -> str | None:
        """Undo at the referee's night steps back through the night first: while nothing was
        entered tonight, it is the step's own Back (a seat of the called list, or the role
        before), never the day's last input."""
        c = self.composer
        if self.referee is None or c.mode != "night" or c.night is None or c.entered_tonight():
            return None
        keys = {b.key for b in c.buttons()}
        return next((k for k in ("back_seat", "back_step") if k in keys), None)

    def _on_undo_button_clicked(self) -> None:
        back = self._night_back_key()
        if back is not None:
            self._on_action_clicked(back)
            return
        if not self.controller.can_undo and not self._private_night():
            return
        count, question = self.undo_question()
        if self._confirm(question):
            self._session_key = None
            if count:
                self.controller.undo(count)  # the session goes back with the record
            else:  # nothing entered yet tonight: the same save and the same restart all the same
                s = self.session
                self.controller.set_session(s.with_(round=1, turn=(0, 1, "cover"), call=0))
                self.controller.save_now()
                self._refresh()

    def _private_night(self) -> bool:
        """A night played on the private panel (no referee): undo is always offered then."""
        view = self.controller.view()
        return not self.controller.has_referee and view.phase == "night" and view.step.code == "night"

    def undo_question(self) -> tuple[int, str]:
        """What undo would take back now (how many inputs), and the question that asks first.

        With no referee, a night's choices were made in private: whoever made which, undo takes
        back the whole night (and the step that brought it on) with the same words, so neither
        the question nor what it does can tell a real choice from a decoy."""
        last = self.controller.last_input()
        if self._private_night() or (not self.controller.has_referee and last and last.act == "end_night"):
            inputs = self.controller.record.inputs
            count = self.controller.night_undo_count()
            if not inputs or is_night_input(inputs[-count].act):
                # The game began with this night: nothing before it to go back to.
                question = self.tr(
                    "Start this night again? Every choice made tonight is taken back, and the turns"
                    " start again from the first player."
                )
            else:
                question = self.tr(
                    "Go back to the day before this night? Every choice made that night is taken"
                    " back: tell the table, and play the night again."
                )
            return count, question
        assert last is not None
        if self.controller.last_input_is_secret():
            what = self.tr("the last night choice")
        else:
            what = _describe(last, self.controller.view().rules)
        return self._list_undo_count(), self.tr("Undo %1?").replace("%1", what)

    def _confirm(self, question: str, default_yes: bool = True) -> bool:
        """Ask the table (:attr:`confirm`); no question ever opens over the referee's peek, and the
        called list waits for the answer. ``default_yes=False``: Enter answers No (a question
        whose Yes cannot be taken back lightly)."""
        if not default_yes:
            self._careful.add(question)
        self.set_peek(False)
        self._asking = True
        self._seat_timer.pause()
        try:
            return self.confirm(question)
        finally:
            self._asking = False
            self._seat_timer.resume()
            if self._seat_waits_for_voice and self.narrator is not None and not self.narrator.busy:
                self._on_narrator_idle()  # the seat was said while the question was open

    def _ask(self, question: str) -> bool:
        return ask_yes_no(self, self.tr("Mafia Desktop"), question, default_yes=question not in self._careful)

    # --- holding to see (referee console only) -----------------------------------------------------

    def set_peek(self, on: bool) -> None:
        """The referee's deliberate reveal: roles on the circle only while held. A game with no
        referee has none."""
        if self.referee is not None:
            self.referee.set_peek(on)

    @property
    def peeking(self) -> bool:
        return self.referee is not None and self.referee.peeking

    def _on_referee_peek_changed(self, on: bool) -> None:
        self._render()

    def _on_referee_answer_held(self, held: bool) -> None:
        if held and self.referee is not None and self.referee.answer is not None:
            self.answer_label.setText(self.referee.answer_text())
            self.answer_label.show()
        else:
            self.answer_label.clear()
            self.answer_label.hide()

    _window_colour: QColor | None = None  # the window's own, while the table colours it

    def _window_behind(self, window: QWidget, colour: QColor) -> None:
        behind = window.palette()
        if self._window_colour is None:
            self._window_colour = QColor(behind.color(QPalette.ColorRole.Window))
        behind.setColor(QPalette.ColorRole.Window, colour)
        window.setPalette(behind)

    def hideEvent(self, event: QEvent) -> None:
        window = self.window()
        if self._window_colour is not None and window is not self and window.isAncestorOf(self):
            palette = window.palette()
            palette.setColor(QPalette.ColorRole.Window, self._window_colour)
            window.setPalette(palette)
        self._window_colour = None
        self.set_peek(False)
        super().hideEvent(event)  # type: ignore[arg-type]

    # --- timers ---------------------------------------------------------------------------------

    def _load_timers(self, public: PublicView) -> None:
        """Put the session's timer and day clock on the clocks (a new step, a resume, an undo)."""
        s = self.session
        # Once the night is let begin, the last words are over: no clock runs into the night.
        night_begun = public.phase == "night" and s.night_ready == public.number
        self._plan = [] if night_begun else timer_plan(public)
        key = (s.step, s.timer, s.timer_left, s.timer_running, night_begun)
        if key != self._timer_loaded:
            self._timer_loaded = key
            self._timer.stop()
            if s.timer < len(self._plan):
                slot = self._plan[s.timer]
                self._timer.start(
                    slot.seconds,
                    slot.kind,
                    slot.who,
                    slot.warn_at,
                    paused=not s.timer_running,
                    left=s.timer_left,
                )
        clock = day_clock_plan(public)
        clock_key = (s.clock_day, s.clock_left, s.clock_running) if clock is not None else None
        if clock_key != self._clock_loaded:
            self._clock_loaded = clock_key
            self._day_clock.stop()
            if clock is not None:
                self._day_clock.start(
                    clock.seconds,
                    clock.kind,
                    None,
                    clock.warn_at,
                    paused=not s.clock_running,
                    left=s.clock_left,
                )

    def _keep_clocks(self) -> None:
        """A clock was started, paused or ran out: the session keeps its time (one save)."""
        live = self._live(self.session)
        if self._timer_loaded is not None:
            self._timer_loaded = (
                live.step,
                live.timer,
                live.timer_left,
                live.timer_running,
                self._timer_loaded[4],
            )
        if self._clock_loaded is not None:
            self._clock_loaded = (live.clock_day, live.clock_left, live.clock_running)
        self.controller.set_session(live)

    def _next_timer(self) -> None:
        s = self.session
        self.controller.set_session(s.with_(timer=s.timer + 1, timer_left=None, timer_running=False))

    def _timer_text(self) -> str:
        if self._seat_timer.active:
            return clock_text(int(self._seat_timer.remaining() + 0.999))
        for timer in (self._timer, self._day_clock):
            if timer.active and (timer.running or timer is self._day_clock or not self._day_clock.running):
                return clock_text(int(timer.remaining() + 0.999))
        return ""

    def _render_timer_row(self) -> None:
        clock = self._day_clock
        self.day_clock_row.setVisible(clock.active)
        if clock.active:
            self.day_clock_label.setText(
                phrases.timer_label("day_limit", None) + " " + clock_text(int(clock.remaining() + 0.999))
            )
            self.day_clock_start.setText(self.tr("Pause") if clock.running else self.tr("Start"))
            self.day_clock_start.setEnabled(clock.remaining() > 0)
        active = self._timer.active
        self.timer_row.setVisible(active or self.session.timer + 1 < len(self._plan))
        if active:
            self.timer_label.setText(phrases.timer_label(self._timer.kind, self._timer.who))
        self.timer_start.setText(self.tr("Pause") if self._timer.running else self.tr("Start"))
        self.timer_start.setEnabled(active and self._timer.remaining() > 0)

    def _on_timer_start_clicked(self) -> None:
        if self._timer.running:
            self._timer.pause()
        else:
            self._timer.resume()
        self._keep_clocks()

    def _on_timer_skip_clicked(self) -> None:
        self._next_timer()

    def _on_day_clock_start_clicked(self) -> None:
        if self._day_clock.running:
            self._day_clock.pause()
        else:
            self._day_clock.resume()
        self._keep_clocks()

    def _on_day_clock_ticked(self, seconds: int) -> None:
        self._render_timer_row()
        if not self._timer.running:
            self.circle.set_timer_text(self._timer_text())

    def _on_day_clock_finished(self) -> None:
        # Time is up: the chime, and "Time is up" becomes the button to press.
        self.chimes.play("timer-end")
        self._keep_clocks()
        self._render()

    def _on_timer_ticked(self, seconds: int) -> None:
        self.circle.set_timer_text(self._timer_text())
        marks = self.circle.marks()
        marks.timer_fraction = self._timer.fraction()
        self.circle.update()

    def _on_timer_warned(self) -> None:
        self.chimes.play("timer-warning")

    def _on_timer_finished(self) -> None:
        self.chimes.play("timer-end")
        after = self.session.timer + 1
        if after < len(self._plan) and self._plan[after].kind == self._timer.kind == "speech":
            self._next_timer()  # the next speaker is up (their clock waits for Start)
        else:
            self._keep_clocks()
        self._render()

    def _on_timer_state_changed(self) -> None:
        self._render_timer_row()


class LogList(QListWidget):
    """The public log: it asks for three lines, and takes whatever room the panel has left (a
    list's usual wish, 192 px, would push the panel's buttons and words past the window's edge,
    or the log itself out of sight, on a small screen or at large text)."""

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return self.minimumSizeHint()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        frame = 2 * self.frameWidth() + 4
        return QSize(120, 3 * self.fontMetrics().lineSpacing() + frame)


class StepButton(WrapButton):
    """A button of the step on show. The second press of a double click never presses it: the
    first click may have moved the game on and put this button under the pointer (a double-click
    on *Count* must not also press *Shots done*)."""

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        event.accept()


def _left(timer: TurnTimer) -> float | None:
    """A clock's time left for the session: None while it has never run (its whole time)."""
    left = timer.remaining()
    return None if left >= timer.total and not timer.running else left


def _describe(inp: Input, rules: Rules) -> str:
    """A public input in words, for the undo question (in the rules' own words: an accusation or a
    nomination)."""
    data = inp.to_json()
    act = data["act"]
    if act == "nominate":
        text = (
            translate("TableScreen", "{by} accusing {target}")
            if rules.day == "accusation"
            else translate("TableScreen", "{by} nominating {target}")
        )
        return phrases.fill(text, by=data["by"], target=data["target"])
    if act == "second":
        return phrases.fill(translate("TableScreen", "{by}'s second"), by=data["by"])
    if act == "vote":
        hands = len(data["voters"])
        return phrases.plurals.hands(hands)
    if act == "tally":
        return translate("TableScreen", "the tally of the votes")
    if act == "end_day":
        return translate("TableScreen", "the end of the day")
    if act == "end_night":
        return translate("TableScreen", "the morning")
    return translate("TableScreen", "the last input")
