"""The step panel: the side of the table screen with the step's words and buttons, the clocks'
rows, undo, the public log, and the places they keep.

The buttons of a step keep their place for the whole step (UX.md): the texts above them keep the
room of the longest they may show in it, a button whose words change keeps the height of its
longest words, and the panel's words keep one width whether its scroll bar shows or not. Buttons
whose words are unchanged are kept as they are (no new widget, no new layout).

The panel renders a :class:`~mafia_desktop.table.presenter.Frame` (:meth:`StepPanel.show_frame`)
and says what was pressed (:attr:`StepPanel.pressed`); it never decides what comes next.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QFontMetrics, QMouseEvent
from PySide6.QtWidgets import QFrame, QPushButton, QScrollArea, QSizePolicy, QStyle, QVBoxLayout, QWidget

from mafia_desktop import phrases
from mafia_desktop.engine.roles import acts_of_call
from mafia_desktop.table.composer import Button
from mafia_desktop.table.presenter import Frame
from mafia_desktop.ui.common.flip_row import ButtonDeck
from mafia_desktop.ui.common.widgets import FlipRow, TextLabel, WrapButton, page_scroll
from mafia_desktop.ui.table.clocks import TableClocks
from mafia_desktop.ui.table.log import PublicLog
from mafia_desktop.ui.table.referee_console import RefereeConsole
from mafia_desktop.ui.theme import appearance, type_scale

translate = QCoreApplication.translate

TOOL_STEP = "tool"  # Undo, Peek, the timers' Start and Skip, Hold to see the answer
MAIN_HEIGHT, BUTTON_HEIGHT = 64, 56  # the step's main button and the others, at 1366x768
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


class StepPanel(QFrame):
    """The table screen's side panel (a part composed by :class:`TableScreen`)."""

    #: a step's button was pressed (its key)
    pressed = Signal(str)
    #: Undo
    undo_pressed = Signal()
    #: the game is over: a new game, or home
    new_game = Signal()
    play_again = Signal()  # the same table, with a new deal
    home = Signal()

    # (widget, its step of the type scale, bold)
    FONTS: tuple[tuple[str, str, bool], ...] = (
        ("prompt", "step", True),
        ("called_label", "display", True),
        ("error", "log", False),
        ("answer_label", "step", True),
        ("log", "log", False),
        ("save_warning", "log", True),
        ("notice", "log", False),
    )

    def __init__(self, clocks: TableClocks, referee: RefereeConsole | None) -> None:
        super().__init__()
        self.setObjectName("sidePanel")
        self.setMinimumWidth(340)
        self.setMaximumWidth(460)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self._clocks = clocks
        self._referee = referee
        self._scale = 1.0  # the window against 1366x768 (a big screen at 100 %: the panel grows too)
        self._frame: Frame | None = None
        self._names: tuple[str, ...] = ()
        self._buttons: list[QPushButton] = []  # the step's buttons on show
        self._button_specs: list[tuple[str, str, bool]] | None = None
        self._places_key: tuple[object, ...] | None = None
        self._prompt_room = 0
        self._called_room = 0
        self._buttons_room = 0
        self._columns_key: tuple[object, ...] | None = None
        self._secondary_key: tuple[object, ...] | None = None
        self._secondary = 0
        self._columns = 2
        panel = QVBoxLayout(self)
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
        self.answer_label = TextLabel()
        self.answer_label.setObjectName("answer")
        self.answer_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.answer_label.setWordWrap(True)
        self.answer_label.hide()
        self.undo_button = WrapButton(translate("TableScreen", "Undo"))
        self.undo_button.setObjectName("undoButton")
        self.undo_button.setAccessibleName(translate("TableScreen", "Undo the last input"))
        self.undo_button.clicked.connect(self.undo_pressed)
        if referee is not None:
            tools = FlipRow((self.undo_button, 1), (referee.peek_button, 1))
        else:
            tools = FlipRow((self.undo_button, 1))
        self.log = PublicLog()
        self.log.setObjectName("publicLog")
        self.log.setAccessibleName(translate("TableScreen", "Public log"))
        self.play_again_button = WrapButton(translate("TableScreen", "Play again"))
        self.play_again_button.setObjectName("playAgainButton")
        self.play_again_button.setAccessibleDescription(
            translate("TableScreen", "The same table, rules and roles, with a new deal")
        )
        self.play_again_button.clicked.connect(self.play_again)
        self.new_game_button = WrapButton(translate("TableScreen", "New game"))
        self.new_game_button.setObjectName("newGameButton")
        self.new_game_button.clicked.connect(self.new_game)
        self.home_button = WrapButton(translate("TableScreen", "Home"))
        self.home_button.setObjectName("homeButton")
        self.home_button.clicked.connect(self.home)
        self.end_row = FlipRow((self.play_again_button, 1), (self.new_game_button, 1), (self.home_button, 1))
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
        if referee is not None:  # above the step's buttons: they never move when it shows
            panel.addWidget(referee.answer_button)
        # The step's buttons keep their place for the whole step (UX.md): the texts above them
        # keep the room of the longest they may show in the step (see hold_places), and the
        # error line sits below every button, taking its room from the log. The main action has
        # a row of its own, the others side by side below it (see ButtonDeck).
        self.buttons_box = ButtonDeck(spacing=8)
        self.buttons_box.setObjectName("stepButtons")
        panel.addWidget(self.buttons_box)
        # A check's answer, held, shows under the buttons: Next role stays by the hold button.
        panel.addWidget(self.answer_label)
        panel.addWidget(clocks.timer_row)
        panel.addWidget(clocks.day_clock_row)
        panel.addWidget(tools)
        panel.addWidget(self.end_row)
        panel.addWidget(self.error)
        panel.addWidget(self.log, 1)
        # Large text or a long translation may need more height than the window has: the panel
        # scrolls then, rather than squeezing its words out of sight.
        scroll = page_scroll(self, "sideScroll")
        scroll.setMinimumWidth(self.minimumWidth())
        scroll.setMaximumWidth(self.maximumWidth())
        scroll.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.scroll_area: QScrollArea = scroll
        # The panel's words keep one width whether its scroll bar shows or not (the bar's strip is
        # kept empty without it): nothing rewraps, and no button moves, when the bar comes or goes.
        scroll.verticalScrollBar().rangeChanged.connect(self._on_scroll_range_changed)
        self._keep_width()
        scroll.installEventFilter(self)
        self.set_scale(1.0)  # (its widths at the text size in force)

    # --- type -------------------------------------------------------------------------------------

    def font_of(self, step: str, bold: bool | None = None) -> QFont:
        """The panel's type: the scale's ``step`` at this window's size (more on a big screen),
        times the user's text size, so every text of the panel grows as one."""
        return type_scale.font(step, self.font(), self._scale, bold)

    def set_scale(self, scale: float) -> None:
        """The window against 1366x768: a big screen at 100 % gets a panel to match the circle."""
        self._scale = scale
        # Large text gets a wider panel too (the circle, held by the window's height, loses little):
        # at 200 % on 1366x768 the buttons sit side by side again and the heading wraps less.
        wide = max(scale, 1 + (appearance.text_factor() - 1) * 0.5)
        for widget in (self, self.scroll_area):
            widget.setMaximumWidth(int(460 * wide))
            widget.setMinimumWidth(int(340 * scale))

    def set_fonts(self) -> None:
        self._button_specs = None  # the step's buttons are made again in the new type
        for name, step, bold in self.FONTS:
            getattr(self, name).setFont(self.font_of(step, bold))
        for label in (self._clocks.timer_label, self._clocks.day_clock_label):
            label.setFont(self.font_of("log", False))
        for button in self.tool_buttons():
            button.setFont(self.font_of(TOOL_STEP))
            appearance.set_tier(button, "secondary")
        # The log is never a sliver: four lines at least (the panel scrolls before it shrinks more).
        self.log.setMinimumHeight(
            4 * QFontMetrics(self.log.font()).lineSpacing() + 2 * self.log.frameWidth() + 8
        )
        self.play_again_button.setFont(self.font_of(TOOL_STEP, True))  # what a group does next
        appearance.set_tier(self.play_again_button, "primary")

    def tool_buttons(self) -> list[QPushButton]:
        out: list[QPushButton] = [
            *self._clocks.buttons(),
            self.undo_button,
            self.new_game_button,
            self.home_button,
        ]
        if self._referee is not None:
            out += [self._referee.peek_button, self._referee.answer_button]
        return out

    # --- the frame ----------------------------------------------------------------------------------

    def show_frame(self, frame: Frame, names: tuple[str, ...], prompt: str, called: str | None) -> None:
        """Render ``frame``: the step's words (``prompt``; ``called``: the seat the list calls, in
        words), its buttons, a check's answer, the clocks' rows, the places they keep."""
        self._frame = frame
        self._names = names
        step = frame.step
        self.prompt.setText(prompt)
        if called is not None:
            self.called_label.setText(called)
        self.called_label.setVisible(called is not None)
        self._show_buttons(list(step.buttons))
        self._show_answer(frame)
        self._clocks.render_rows()
        self.hold_places()
        self.end_row.setVisible(step.over)
        self.undo_button.setEnabled(step.undo)
        if self._referee is not None:
            self._referee.peek_button.setVisible(not step.over)

    def step_buttons(self) -> list[QPushButton]:
        """The step's buttons on show, the main one first."""
        return list(self._buttons)

    def press_main(self) -> None:
        """Ctrl+Enter: the main button of this step (the highlighted one), from anywhere."""
        button = next((b for b in self._buttons if b.isDefault() and b.isEnabled()), None)
        if button is not None:
            button.click()

    def show_error(self, text: str) -> None:
        self.error.setText(text)
        self.error.show()

    def _show_buttons(self, buttons: list[Button]) -> None:
        # Keys: Tab reaches the buttons, Enter or Space presses one, Ctrl+Enter the main one. A
        # pressed button is replaced by the next step's, so the focus goes back to the seats.
        # The same buttons as on show (a tap that changed no button) are kept as they are.
        specs = [(b.key, phrases.button_text(b.text, dict(b.params)), b.primary) for b in buttons]
        old = self._button_specs
        if old is not None and len(old) == len(specs) == len(self._buttons):
            if [(k, p) for k, _, p in old] == [(k, p) for k, _, p in specs]:
                # The same buttons (a count's number changed at most): their words, in place.
                for button, (_, text, _) in zip(self._buttons, specs, strict=True):
                    if button.text() != text:
                        button.setText(text)
                self._button_specs = specs
                return
        self._button_specs = specs
        had_focus = any(b.hasFocus() for b in self._buttons)
        for b in self._buttons:
            self.buttons_box.remove(b)
            b.deleteLater()
        self._buttons.clear()
        # The first button has the main place (a row of its own, taller), the others share rows
        # below it; the step's main action (Ctrl+Enter) is drawn filled, the others outlined.
        for index, (key, text, primary) in enumerate(specs):
            button = StepButton(text)
            button.setObjectName(f"action_{key}")
            tall = MAIN_HEIGHT if index == 0 else BUTTON_HEIGHT
            button.setMinimumHeight(int(tall * self._scale))
            button.setFont(self.font_of("button", bold=primary))
            appearance.set_tier(button, "primary" if primary else "secondary")
            button.setDefault(primary)
            button.setAutoDefault(True)  # Enter presses the focused button, as Space does
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            button.clicked.connect(lambda _=False, key=key: self.pressed.emit(key))
            self.buttons_box.add(button)
            self._buttons.append(button)
        if had_focus and self.isVisible():
            self.focus_left.emit()

    #: the focus was on a step's button that is gone: the seats take it back
    focus_left = Signal()

    def _show_answer(self, frame: Frame) -> None:
        ref = self._referee
        night = frame.night
        showing = night is not None and night.answer_pending
        if ref is not None:
            # At night its place is kept, shown or not, all night (the called list's steps too):
            # nothing moves under a hand about to hold it.
            # (Not on a night that has no check: the meeting night.)
            checks = bool(ref.answer_texts(night.steps)) if night is not None else False
            policy = ref.answer_button.sizePolicy()
            policy.setRetainSizeWhenHidden(night is not None and checks)
            ref.answer_button.setSizePolicy(policy)
            ref.answer_button.setVisible(showing)
        if not showing or ref is None or not ref.answer_button.isDown():
            self.answer_label.clear()
            self.answer_label.hide()

    def show_answer(self, text: str | None) -> None:
        """A check's answer while the referee holds it (None: let go)."""
        if text is not None:
            label = self.answer_label
            label.setText(text)
            if label.maximumHeight() < QWIDGETSIZE_MAX:  # its room is kept: the words fit in it
                font = self.font_of("step", True)
                flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
                room = QRect(0, 0, max(1, self._panel_width()), 1 << 20)
                least = type_scale.least_px()
                for _ in range(16):
                    if QFontMetrics(font).boundingRect(room, flags, text).height() <= label.maximumHeight():
                        break
                    if font.pixelSize() <= least:
                        break
                    font.setPixelSize(max(least, int(font.pixelSize() * 0.9)))
                label.setFont(font)
            label.show()
        else:
            self.answer_label.clear()
            self.answer_label.hide()

    # --- the places ---------------------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self.scroll_area and event.type() == QEvent.Type.Resize:
            self.hold_places()
        return super().eventFilter(watched, event)

    def _on_scroll_range_changed(self, low: int, high: int) -> None:
        # (After the layout has settled: the range passes through other values on its way.)
        QTimer.singleShot(0, self, self._keep_width)

    def _bar_extent(self) -> int:
        bar = self.scroll_area.verticalScrollBar()
        return bar.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, bar)

    def _panel_width(self) -> int:
        """The width of the panel's words and buttons: the panel less its scroll bar's strip,
        whether the bar shows or not."""
        return self.scroll_area.width() - self._bar_extent()

    def _keep_width(self) -> None:
        bar = self.scroll_area.verticalScrollBar()
        right = 0 if bar.maximum() > 0 else self._bar_extent()
        if self.contentsMargins().right() != right:
            self.setContentsMargins(0, 0, right, 0)

    def hold_places(self) -> None:
        """The texts above the step's buttons keep, for the whole step, the room of the longest
        they may show in it: the heading (a longer one later in the step is set smaller rather
        than pushing the buttons down), the seat the called list calls (the room of its longest
        seat) and a check's answer (the room of its longest answer, found or not, whether held or
        not); the buttons' own box keeps the room of the most buttons the step has shown."""
        frame = self._frame
        width = self._panel_width()
        if width < 50 or frame is None:
            return
        base = self.font_of("step", True)
        key = (*frame.places_key, width, base.key())
        fresh = key != self._places_key
        self._places_key = key
        # The heading (its words' own height: a label's measure does not depend on its room).
        font = QFont(base)
        least = max(type_scale.least_px(), round(base.pixelSize() * 0.35))
        prompt_words = self.prompt.text().split()
        for _ in range(16):  # a word wider than the panel: smaller type, never cut
            widest = max((QFontMetrics(font).horizontalAdvance(w) for w in prompt_words), default=0)
            if widest <= width or font.pixelSize() <= least:
                break
            font.setPixelSize(max(least, int(font.pixelSize() * 0.9)))
        if font != self.prompt.font():
            self.prompt.setFont(font)
        need = self.prompt.heightForWidth(width)
        spacing = QFontMetrics(base).lineSpacing()
        night = self._referee is not None and frame.places_key[0] == "night"
        listed = frame.night is not None and frame.night.has_list  # the seat's line keeps its room
        # The heading takes at most a third of the panel's height: at large text on a small screen
        # its words are set smaller, and the step's buttons and the log keep their room on screen.
        called = 2 * QFontMetrics(self.font_of("display", True)).lineSpacing() if listed else 0
        cap = max(spacing, self.scroll_area.viewport().height() // 3 - called)
        if fresh:  # (at night the same room whatever the words: the buttons stay put all night)
            self._prompt_room = min(spacing * 4 if night else max(need, spacing * 2), cap)
        for _ in range(16):  # longer words later in the step: smaller type, same room
            if need <= self._prompt_room or font.pixelSize() <= least:
                break
            font.setPixelSize(max(least, int(font.pixelSize() * 0.9)))
            self.prompt.setFont(font)
            need = self.prompt.heightForWidth(width)
        self._prompt_room = max(self._prompt_room, need)  # (never cut: it grows, at worst)
        _fix_height(self.prompt, self._prompt_room)
        # The seat called.
        night_state = frame.night
        policy = self.called_label.sizePolicy()
        policy.setRetainSizeWhenHidden(listed)
        self.called_label.setSizePolicy(policy)
        if listed:
            # Its room all night, list called or not, and the same whatever the names: two lines of
            # its type; a seat whose words need more is set smaller.
            self._called_room = called
            font = self.font_of("display", True)
            flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
            text = self.called_label.text()
            for _ in range(16):
                tall = QFontMetrics(font).boundingRect(QRect(0, 0, width, 1 << 20), flags, text).height()
                if tall <= self._called_room or font.pixelSize() <= least:
                    break
                font.setPixelSize(max(least, int(font.pixelSize() * 0.9)))
            if font != self.called_label.font():
                self.called_label.setFont(font)
            _fix_height(self.called_label, self._called_room)
        else:
            _free_height(self.called_label)
        # A check's answer: its room is kept wherever the answer button's is.
        ref = self._referee
        keep = (
            ref is not None
            and night_state is not None
            and ref.answer_button.sizePolicy().retainSizeWhenHidden()
        )
        policy = self.answer_label.sizePolicy()
        policy.setRetainSizeWhenHidden(keep)
        self.answer_label.setSizePolicy(policy)
        answers: list[str] = []
        if keep and ref is not None and night_state is not None:
            answers = ref.answer_texts(night_state.steps)
        if answers:
            # Two lines of its type whatever the names (a longer answer is set smaller: show_answer).
            _fix_height(self.answer_label, 2 * QFontMetrics(self.font_of("step", True)).lineSpacing())
        else:
            _free_height(self.answer_label)
        # The secondary buttons side by side, when every word a step's button may show fits in
        # half the panel (one above the other at large text or with long words: for the whole
        # game at this width, so no step's buttons move for another's words).
        box = self.buttons_box
        box.set_columns(self._button_columns(width))
        # A button whose words change in the step keeps the height of its longest words; and at the
        # referee's night every secondary place is as tall as the longest words any of the night's
        # secondary buttons may show, so its rows (and undo under them) stay put all night.
        steps = night_state.steps if night_state is not None else ()
        secondary = self._secondary_height(width, night, steps) if night else 0
        for index, button in enumerate(self._buttons):
            others = _SAME_PLACE.get(button.objectName().removeprefix("action_"), ())
            if isinstance(button, WrapButton) and (others or (index > 0 and night)):
                lowest = int((MAIN_HEIGHT if index == 0 else BUTTON_HEIGHT) * self._scale)
                room = box.slot_width(index, width)
                heights = [button.height_for(phrases.button_text(t, {}), room) for t in others]
                least = max(lowest, *heights, secondary if index > 0 and night else 0)
                if button.minimumHeight() != least:
                    button.setMinimumHeight(least)
        # The buttons' box.
        heights = [b.heightForWidth(box.slot_width(i, width)) for i, b in enumerate(self._buttons)]
        count = len(heights)
        count = max(count, frame.min_buttons)  # the called list: Next seat, Pause, Repeat, Back
        need = box.height_for(heights, count)
        self._buttons_room = max(need, 0 if fresh else self._buttons_room)
        _fix_height(self.buttons_box, self._buttons_room)
        # Placed now, not at the next turn of the event loop: a button is where it will be drawn.
        layout = self.layout()
        if layout is not None:
            layout.activate()
        box.activate()

    def _secondary_height(self, width: int, night: bool, steps: tuple[str, ...] = ()) -> int:
        """The height of a secondary place: the tallest that any secondary button's words of the
        referee's night (``night``), or of the rest of the game, need there (in bold, as a main
        action may be), at this width, type and language."""
        self.buttons_box.set_columns(self._button_columns(width))
        room = self.buttons_box.slot_width(1, width)
        # (A call with several acts shows them as buttons: their words too, all night.)
        acts = [a for call in steps if len(acts_of_call(call)) > 1 for a in acts_of_call(call)]
        choices = [phrases.act_label(a.id, a.per_game) for a in acts] if night else []
        key = (
            self.font_of("button", bold=True).key(),
            room,
            appearance.current().lang,
            night,
            tuple(choices),
        )
        if key != self._secondary_key:
            probe = WrapButton("")
            probe.setFont(self.font_of("button", bold=True))
            codes = NIGHT_CODES if night else tuple(c for c in SECONDARY_CODES if c not in NIGHT_CODES)
            texts = [phrases.button_text(code, {"count": 30, "name": "W" * 8}) for code in codes] + choices
            self._secondary_key = key
            self._secondary = max(probe.height_for(text, room) for text in texts)
            probe.deleteLater()
        return self._secondary

    def _button_columns(self, width: int) -> int:
        """2 when the widest word a secondary button may show fits in half the panel, in its type
        (bold where it may be the step's main action); else 1. Not the players' names: the places
        are the same whatever the players are called (a name a button shows wraps in it)."""
        plain = self.font_of("button", bold=False)
        key = (plain.key(), width, appearance.current().lang)
        if key != self._columns_key:
            self._columns_key = key
            widest = 0
            for font, codes in ((plain, SECONDARY_CODES), (self.font_of("button", bold=True), BOLD_CODES)):
                metrics = QFontMetrics(font)
                # (not the players' names: a name on a button wraps in it, the columns stay)
                words = {w for code in codes for w in phrases.button_text(code, {}).split()}
                widest = max(widest, *(metrics.horizontalAdvance(w) for w in words))
            frame = self.style().pixelMetric(QStyle.PixelMetric.PM_DefaultFrameWidth)
            pad = 2 * (WrapButton.PAD_X + frame) + 2
            half = (width - self.buttons_box.spacing()) // 2
            self._columns = 2 if widest + pad <= half else 1
        return self._columns


class StepButton(WrapButton):
    """A button of the step on show. The second press of a double click never presses it: the
    first click may have moved the game on and put this button under the pointer (a double-click
    on *Count* must not also press *Shots done*)."""

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        event.accept()


QWIDGETSIZE_MAX = (1 << 24) - 1

# The words a button may show in a secondary place (not the first of its step's buttons: see
# phrases.button_text), and those of them that may be the step's main action there (bold).
SECONDARY_CODES = (
    "cancel",
    "second",
    "tally",
    "end_day",
    "end_talk_day",
    "time_is_up",
    "count_votes",
    "previous_candidate",
    "add_candidate",
    "count_tally",
    "pause_list",
    "resume_list",
    "start_list",
    "repeat_seat",
    "back_seat",
    "list_no_shot",
    "back_step",
    "best_move",
    "enter_best_move",
    "own_card",
)
BOLD_CODES = ("second", "tally", "count_tally", "list_no_shot")
# The words of the referee's night's buttons (its places are kept for the whole night by them).
NIGHT_CODES = (
    "next_seat",
    "list_done",
    "pause_list",
    "resume_list",
    "start_list",
    "repeat_seat",
    "back_seat",
    "list_no_shot",
    "list_again",
    "next_step",
    "skip_step",
    "next_role",
    "next_same_role",
    "back_step",
    "morning",
)


def _fix_height(widget: QWidget, height: int) -> None:
    """``widget`` at ``height`` (nothing is laid out again when it is there already)."""
    if widget.minimumHeight() != height or widget.maximumHeight() != height:
        widget.setFixedHeight(height)


def _free_height(widget: QWidget) -> None:
    if widget.minimumHeight() != 0 or widget.maximumHeight() != QWIDGETSIZE_MAX:
        widget.setMinimumHeight(0)
        widget.setMaximumHeight(QWIDGETSIZE_MAX)
