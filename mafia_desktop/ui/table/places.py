"""The step's buttons, and the places they keep.

The buttons of a step keep their place for the whole step (UX.md): the texts above them keep the
room of the longest they may show in it, a button whose words change keeps the height of its
longest words, and the panel's words keep one width whether its scroll bar shows or not. Buttons
whose words are unchanged are kept as they are (no new widget, no new layout).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, Qt, QTimer
from PySide6.QtGui import QFont, QFontMetrics, QMouseEvent
from PySide6.QtWidgets import QStyle, QWidget

from mafia_desktop import phrases
from mafia_desktop.engine.views import PublicView
from mafia_desktop.table.composer import Button
from mafia_desktop.ui.common.widgets import WrapButton
from mafia_desktop.ui.theme import appearance, type_scale

if TYPE_CHECKING:
    from mafia_desktop.ui.table.screen import TableScreen

translate = QCoreApplication.translate


class PlacesPart:
    """The table screen's step buttons and their places (a part of :class:`TableScreen`)."""

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

    def _render_buttons(self: TableScreen, buttons: list[Button]) -> None:
        # Keys: Tab reaches the buttons, Enter or Space presses one, Ctrl+Enter the main one. A
        # pressed button is replaced by the next step's, so the focus goes back to the seats.
        # The same buttons as on show (a tap that changed no button) are kept as they are.
        specs = [(b.key, phrases.button_text(b.text, dict(b.params)), b.primary) for b in buttons]
        old = self._button_specs
        if old is not None and len(old) == len(specs) == len(self._action_buttons):
            if [(k, p) for k, _, p in old] == [(k, p) for k, _, p in specs]:
                # The same buttons (a count's number changed at most): their words, in place.
                for button, (_, text, _) in zip(self._action_buttons, specs, strict=True):
                    if button.text() != text:
                        button.setText(text)
                self._button_specs = specs
                return
        self._button_specs = specs
        had_focus = any(b.hasFocus() for b in self._action_buttons)
        for b in self._action_buttons:
            self.buttons_box.remove(b)
            b.deleteLater()
        self._action_buttons.clear()
        # The first button has the main place (a row of its own, taller), the others share rows
        # below it; the step's main action (Ctrl+Enter) is drawn filled, the others outlined.
        for index, (key, text, primary) in enumerate(specs):
            button = StepButton(text)
            button.setObjectName(f"action_{key}")
            tall = self.MAIN_HEIGHT if index == 0 else self.BUTTON_HEIGHT
            button.setMinimumHeight(int(tall * self._ui_scale))
            button.setFont(self._font("button", bold=primary))
            appearance.set_tier(button, "primary" if primary else "secondary")
            button.setDefault(primary)
            button.setAutoDefault(True)  # Enter presses the focused button, as Space does
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            button.clicked.connect(lambda _=False, key=key: self._on_action_clicked(key))
            self.buttons_box.add(button)
            self._action_buttons.append(button)
        if had_focus and self.isVisible():
            self.circle.setFocus(Qt.FocusReason.OtherFocusReason)

    _button_specs: list[tuple[str, str, bool]] | None = None

    def _forget_buttons(self: TableScreen) -> None:
        self._button_specs = None

    def _on_primary_shortcut_activated(self: TableScreen) -> None:
        """Ctrl+Enter: the main button of this step (the highlighted one), from anywhere."""
        button = next((b for b in self._action_buttons if b.isDefault() and b.isEnabled()), None)
        if button is not None:
            button.click()

    def eventFilter(self: TableScreen, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self.side_scroll and event.type() == QEvent.Type.Resize:
            self._hold_places(self.controller.view())
        return super().eventFilter(watched, event)

    def _on_side_range_changed(self: TableScreen, low: int, high: int) -> None:
        # (After the layout has settled: the range passes through other values on its way.)
        QTimer.singleShot(0, self, self._keep_side_width)

    def _bar_extent(self: TableScreen) -> int:
        bar = self.side_scroll.verticalScrollBar()
        return bar.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, bar)

    def _panel_width(self: TableScreen) -> int:
        """The width of the panel's words and buttons: the panel less its scroll bar's strip,
        whether the bar shows or not."""
        return self.side_scroll.width() - self._bar_extent()

    def _keep_side_width(self: TableScreen) -> None:
        bar = self.side_scroll.verticalScrollBar()
        extent = self._bar_extent()
        right = 0 if bar.maximum() > 0 else extent
        if self.side.contentsMargins().right() != right:
            self.side.setContentsMargins(0, 0, right, 0)

    def _step_key(self: TableScreen, public: PublicView) -> tuple[object, ...]:
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

    def _hold_places(self: TableScreen, public: PublicView) -> None:
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
        _fix_height(self.prompt, self._prompt_room)
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
            _fix_height(self.called_label, self._called_room)
        else:
            _free_height(self.called_label)
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
            _fix_height(self.answer_label, tallest)
        else:
            _free_height(self.answer_label)
        # The secondary buttons side by side, when every word a step's button may show fits in
        # half the panel (one above the other at large text or with long words: for the whole
        # game at this width, so no step's buttons move for another's words).
        box = self.buttons_box
        box.set_columns(self._button_columns(width))
        # A button whose words change in the step keeps the height of its longest words.
        for index, button in enumerate(self._action_buttons):
            others = self._SAME_PLACE.get(button.objectName().removeprefix("action_"), ())
            if isinstance(button, WrapButton) and others:
                lowest = int((self.MAIN_HEIGHT if index == 0 else self.BUTTON_HEIGHT) * self._ui_scale)
                room = box.slot_width(index, width)
                heights = [button.height_for(phrases.button_text(t, {}), room) for t in others]
                least = max(lowest, *heights)
                if button.minimumHeight() != least:
                    button.setMinimumHeight(least)
        # The buttons' box.
        heights = [b.heightForWidth(box.slot_width(i, width)) for i, b in enumerate(self._action_buttons)]
        count = len(heights)
        if self.composer.mode == "night" and self.composer.called() is not None:
            count = max(count, 4)  # Next seat, Pause, Repeat, Back: seat 1 has no Back yet
        need = box.height_for(heights, count)
        self._buttons_room = max(need, 0 if fresh else self._buttons_room)
        _fix_height(self.buttons_holder, self._buttons_room)
        # Placed now, not at the next turn of the event loop: a button is where it will be drawn.
        layout = self.side.layout()
        if layout is not None:
            layout.activate()
        box.activate()

    _columns_key: tuple[object, ...] | None = None
    _columns = 2

    def _button_columns(self: TableScreen, width: int) -> int:
        """2 when the widest word a secondary button may show (the players' names too: a button
        may name one) fits in half the panel, in its type (bold where it may be the step's main
        action); else 1."""
        plain = self._font("button", bold=False)
        names = tuple(seat.name for seat in self.controller.view().seats)
        key = (plain.key(), width, appearance.current().lang, names)
        if key != self._columns_key:
            self._columns_key = key
            widest = 0
            for font, codes in ((plain, SECONDARY_CODES), (self._font("button", bold=True), BOLD_CODES)):
                metrics = QFontMetrics(font)
                words = {w for code in codes for w in phrases.button_text(code, {}).split()}
                words.update(w for name in names for w in name.split())
                widest = max(widest, *(metrics.horizontalAdvance(w) for w in words))
            frame = self.style().pixelMetric(QStyle.PixelMetric.PM_DefaultFrameWidth)
            pad = 2 * (WrapButton.PAD_X + frame) + 2
            half = (width - self.buttons_box.spacing()) // 2
            self._columns = 2 if widest + pad <= half else 1
        return self._columns

    def _render_answer(self: TableScreen, public: PublicView) -> None:
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
)
BOLD_CODES = ("second", "tally", "count_tally", "list_no_shot")


def _fix_height(widget: QWidget, height: int) -> None:
    """``widget`` at ``height`` (nothing is laid out again when it is there already)."""
    if widget.minimumHeight() != height or widget.maximumHeight() != height:
        widget.setFixedHeight(height)


def _free_height(widget: QWidget) -> None:
    if widget.minimumHeight() != 0 or widget.maximumHeight() != QWIDGETSIZE_MAX:
        widget.setMinimumHeight(0)
        widget.setMaximumHeight(QWIDGETSIZE_MAX)
