"""The referee console's own surfaces: the held peek at every role, and a night check's held answer.

They exist only in a game that has a referee (:meth:`GameController.referee_desk` is not None):
in pass-and-play and with the laptop in the middle the table builds none of this, so no key, button
or dialog of the shared screen can reach a living player's role there.

A reveal is shown only while it is deliberately held, and ends on release, when the circle loses
the keyboard focus, when a dialog opens or the window is deactivated, and after
:data:`HOLD_SECONDS` at the latest, whether it is held by mouse or by Space.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent
from PySide6.QtWidgets import QApplication, QWidget

from mafia_desktop import phrases
from mafia_desktop.engine.events import Acted, PhaseBegan
from mafia_desktop.engine.roles import acts_of_call
from mafia_desktop.table.desks import RefereeDesk
from mafia_desktop.table.input_modes import actor_call
from mafia_desktop.table.night_plan import act_results
from mafia_desktop.ui.common.widgets import HeldKey, WrapButton

HOLD_SECONDS = 5  # a held reveal hides by itself after this long


class HoldButton(WrapButton):
    """Press and hold to see; release (or a few seconds) hides at once."""

    held = Signal(bool)

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setAutoRepeat(False)
        self.pressed.connect(self._on_self_pressed)
        self.released.connect(self._on_self_released)
        self._limit = QTimer(self)
        self._limit.setSingleShot(True)
        self._limit.setInterval(HOLD_SECONDS * 1000)
        self._limit.timeout.connect(self._on_self_released)

    def _on_self_pressed(self) -> None:
        self._limit.start()
        self.held.emit(True)

    def _on_self_released(self) -> None:
        self._limit.stop()
        self.held.emit(False)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        # A dialog or another window takes the focus while the button is down: the hold ends.
        if self.isDown():
            self.setDown(False)
            self._on_self_released()
        super().focusOutEvent(event)


class RefereeConsole(QObject):
    """The peek (button and Space on the circle) and the answer of the night's last check."""

    # the peek began or ended: the table paints the circle again
    peek_changed = Signal(bool)
    # the held answer was shown or hidden
    answer_held = Signal(bool)

    def __init__(self, desk: RefereeDesk, circle: QWidget, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.desk = desk
        self.circle = circle
        self.peeking = False
        self.peek_button = HoldButton(self.tr("Hold to peek (Space)"))
        self.peek_button.setObjectName("peekButton")
        self.peek_button.setAccessibleName(self.tr("Referee: hold to see every role"))
        self.peek_button.held.connect(self._on_peek_button_held)
        self.answer_button = HoldButton(self.tr("Hold to see the answer"))
        self.answer_button.setObjectName("answerButton")
        self.answer_button.held.connect(self.answer_held)
        self._limit = QTimer(self)
        self._limit.setSingleShot(True)
        self._limit.setInterval(HOLD_SECONDS * 1000)
        self._limit.setTimerType(Qt.TimerType.PreciseTimer)  # ends on time, not up to 5 % late
        self._limit.timeout.connect(self._on_limit_timeout)
        self._space = HeldKey()  # Space held on the circle, whatever the X server repeats
        self._peek_before_up: tuple[bool, int] | None = None  # (peeking, ms left) at its release
        circle.installEventFilter(self)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._on_app_focus_changed)
            app.applicationStateChanged.connect(self._on_app_state_changed)

    def close(self) -> None:
        self.set_peek(False)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.disconnect(self._on_app_focus_changed)
            app.applicationStateChanged.disconnect(self._on_app_state_changed)

    # --- the peek ---------------------------------------------------------------------------------

    def roles(self) -> dict[str, str]:
        """Every role, for the circle, while the peek is held (else nothing)."""
        if not self.peeking:
            return {}
        view = self.desk.view()
        return {s.name: phrases.role_name(view.rules, s.role) for s in view.seats if s.role}

    def set_peek(self, on: bool) -> None:
        if on == self.peeking:
            return
        self.peeking = on
        if on:
            self._limit.start()
        else:
            self._limit.stop()
        self.peek_changed.emit(on)

    def _on_peek_button_held(self, held: bool) -> None:
        self.set_peek(held)

    def _on_limit_timeout(self) -> None:
        self.set_peek(False)

    def _on_app_focus_changed(self, old: QWidget | None, new: QWidget | None) -> None:
        if self.peeking and new is not self.peek_button and new is not self.circle:
            self.set_peek(False)

    def _on_app_state_changed(self, state: Qt.ApplicationState) -> None:
        if state != Qt.ApplicationState.ApplicationActive:
            self.set_peek(False)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # Space held on the circle is the referee's peek (UX.md); release hides at once.
        kind = event.type()
        if kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            assert isinstance(event, QKeyEvent)
            if event.key() == Qt.Key.Key_Space:
                if kind == QEvent.Type.KeyRelease:
                    if self._space.up(event):
                        left = self._limit.remainingTime() if self._limit.isActive() else 0
                        self._peek_before_up = (self.peeking, left)
                        self.set_peek(False)
                elif self._space.down(event):
                    self.set_peek(True)
                else:  # the X server's repeat: the peek as it was, its 5 s not started again
                    before, self._peek_before_up = self._peek_before_up, None
                    if before is not None and before[0] and before[1] > 0:
                        self.set_peek(True)
                        self._limit.start(before[1])
                return True
        elif kind in (QEvent.Type.FocusOut, QEvent.Type.Hide, QEvent.Type.WindowDeactivate):
            self.set_peek(False)
        return super().eventFilter(watched, event)

    # --- a night check's answer -------------------------------------------------------------------

    @property
    def answer(self) -> str | None:
        """Tonight's last check's answer, in words, read from the game (so a resumed or undone
        night holds the same answer), under the seat the role pointed at: the referee sees that
        the check entered is the one they saw."""
        ref = self.desk.view()
        out: str | None = None
        for e in ref.log:
            if isinstance(e, PhaseBegan):
                out = None
            elif isinstance(e, Acted) and e.result is not None:
                seat = next((s.seat for s in ref.seats if s.name == e.target), 0)
                call = actor_call(ref, e.by, e.act)
                words = phrases.check_answer(ref.rules, e.act, e.result, call, e.targets)
                # An act that names several players says them in its answer (their seats there).
                out = words if len(e.targets) > 1 else _pointed(seat, e.target) + "\n" + words
        return out

    def answer_texts(self, calls: list[str] | tuple[str, ...]) -> list[str]:
        """Every answer a check of tonight's ``calls`` could give, found or not, at the seat whose
        number and name take the most room: the room the answer keeps is the room of the longest,
        so its height tells nothing of the result."""
        view = self.desk.view()
        rules = view.rules
        longest = max(view.seats, key=lambda s: len(_pointed(s.seat, s.name)), default=None)
        pointed = _pointed(longest.seat, longest.name) if longest is not None else ""
        out = []
        names = [s.name for s in sorted(view.seats, key=lambda s: -len(s.name))]
        for call in calls:
            for spec in acts_of_call(call):
                if not spec.behaviour.answers:
                    continue
                for result in act_results(spec.id):
                    if spec.picks > 1:  # the players named, the longest names
                        named = tuple((names * spec.picks)[: spec.picks])
                        out.append(phrases.check_answer(rules, spec.id, result, call, named))
                    else:
                        out.append(pointed + "\n" + phrases.check_answer(rules, spec.id, result, call))
        return out

    def answer_text(self) -> str:
        return self.answer or ""


def _pointed(seat: int, name: str) -> str:
    """The seat a checking role pointed at, as the called list names a seat."""
    return phrases.prompt_text("called_seat", {"seat": seat, "name": name})
