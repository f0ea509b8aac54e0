"""The table's clocks: the step's timer (a speech, last words, a defence), the classic day clock,
and the called list's pause at each seat.

The session keeps each clock's time left (and, while it runs, when that was read: the controller
reads the running clocks from the session alone); this part loads the timers from it at a new
step, a resume or an undo, puts each start, pause and end back into it (one save), and shows the
timer rows. It tells the screen when a clock ticks, when one has run out, and when the called
list's pause at a seat is over; it never decides what the table does next.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Signal

from mafia_desktop import phrases
from mafia_desktop.engine.views import PublicView
from mafia_desktop.table.flow import Clocks
from mafia_desktop.table.session import TimerSlot, clock_plan, day_clock_plan
from mafia_desktop.ui.common.sounds import Chimes
from mafia_desktop.ui.common.timers import TurnTimer, clock_text
from mafia_desktop.ui.common.widgets import FlipRow, TextLabel, WrapButton
from mafia_desktop.ui.table.controller import GameController

translate = QCoreApplication.translate

SPEAKING = ("speech", "defence", "last_words", "night_last_words")


class TableClocks(QObject):
    """The table screen's clocks and their rows (a part composed by :class:`TableScreen`)."""

    #: a clock ticked (the circle's centre and the public table follow)
    ticked = Signal()
    #: the step's timer or the day clock ran out, or the next speaker is up: the screen renders
    ran_out = Signal()
    #: the called list's pause at the seat called is over
    seat_over = Signal()

    def __init__(self, controller: GameController, chimes: Chimes, parent: QObject) -> None:
        super().__init__(parent)
        self._controller = controller
        self._chimes = chimes
        # The clocks read the controller's (the session's running clocks are read against it).
        self.timer = TurnTimer(self, clock=lambda: controller.clock())
        self.day_clock = TurnTimer(self, clock=lambda: controller.clock())
        # The called list's pause per seat: the same for every seat, whoever signs at it (not kept
        # in the session: a seat starts again).
        self.seat_timer = TurnTimer(self)
        self.plan: list[TimerSlot] = []  # the step's timers (the session says which is on)
        self._timer_loaded: tuple[object, ...] | None = None  # what of the session is on the clocks
        self._clock_loaded: tuple[object, ...] | None = None
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
        self.timer.ticked.connect(self._on_timer_ticked)
        self.timer.warned.connect(self._on_timer_warned)
        self.timer.finished.connect(self._on_timer_finished)
        self.timer.state_changed.connect(self._on_timer_state_changed)
        self.day_clock.ticked.connect(self._on_day_clock_ticked)
        self.day_clock.warned.connect(self._on_timer_warned)
        self.day_clock.finished.connect(self._on_day_clock_finished)
        self.day_clock.state_changed.connect(self._on_timer_state_changed)
        self.seat_timer.ticked.connect(self._on_seat_timer_ticked)
        self.seat_timer.finished.connect(self._on_seat_timer_finished)

    def buttons(self) -> list[WrapButton]:
        return [self.timer_start, self.timer_skip, self.day_clock_start]

    def stop(self) -> None:
        """Every clock of this game stops (it leaves the table)."""
        for timer in (self.timer, self.day_clock, self.seat_timer):
            timer.stop()

    # --- the session's clocks ---------------------------------------------------------------------

    def load(self, public: PublicView) -> None:
        """Put the session's timer and day clock on the clocks (a new step, a resume, an undo)."""
        s = self._controller.session
        self.plan = clock_plan(public, s)
        # Once the night is let begin, the last words are over: no clock runs into the night.
        night_begun = public.phase == "night" and s.night_ready == public.number
        key = (s.step, s.timer, s.timer_left, s.timer_running, night_begun)
        if key != self._timer_loaded:
            self._timer_loaded = key
            self.timer.stop()
            if s.timer < len(self.plan):
                slot = self.plan[s.timer]
                self.timer.start(
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
            self.day_clock.stop()
            if clock is not None:
                self.day_clock.start(
                    clock.seconds,
                    clock.kind,
                    None,
                    clock.warn_at,
                    paused=not s.clock_running,
                    left=s.clock_left,
                )

    def keep(self) -> None:
        """A clock was started, paused or ran out: the session keeps its time, and while it runs
        the reading of the table's clock it was taken at (one save)."""
        controller = self._controller
        now = controller.clock()
        changes: dict[str, object] = {}
        s = controller.session
        loaded = self._timer_loaded
        if self.timer.active and loaded is not None and loaded[:2] == (s.step, s.timer):
            changes.update(timer_left=_left(self.timer), timer_running=self.timer.running, timer_since=now)
        clock = self._clock_loaded
        if self.day_clock.active and clock is not None and clock[0] == s.clock_day:
            changes.update(
                clock_left=_left(self.day_clock), clock_running=self.day_clock.running, clock_since=now
            )
        live = s.with_(**changes) if changes else s
        if self._timer_loaded is not None:
            begun = self._timer_loaded[4]
            self._timer_loaded = (live.step, live.timer, live.timer_left, live.timer_running, begun)
        if self._clock_loaded is not None:
            self._clock_loaded = (live.clock_day, live.clock_left, live.clock_running)
        controller.set_session(live)

    def state(self) -> Clocks:
        """The clocks as they stand, for the table flow."""
        timer, day = self.timer, self.day_clock
        return Clocks(
            timer_kind=timer.kind,
            timer_who=timer.who,
            timer_left=timer.remaining() if timer.active else None,
            timer_running=timer.running,
            day_left=day.remaining() if day.active else None,
        )

    def _next_timer(self) -> None:
        s = self._controller.session
        self._controller.set_session(s.with_(timer=s.timer + 1, timer_left=None, timer_running=False))

    # --- what they show ---------------------------------------------------------------------------

    def text(self) -> str:
        """The time the circle's centre shows: the seat's pause, else the clock that runs."""
        if self.seat_timer.active:
            return clock_text(int(self.seat_timer.remaining() + 0.999))
        day = self.day_clock
        for timer in (self.timer, day):
            if timer.active and (timer.running or timer is day or not day.running):
                return clock_text(int(timer.remaining() + 0.999))
        return ""

    def speaking(self) -> str | None:
        """The speaker whose clock is on."""
        timer = self.timer
        return timer.who if timer.active and timer.kind in SPEAKING else None

    def render_rows(self) -> None:
        clock = self.day_clock
        self.day_clock_row.setVisible(clock.active)
        if clock.active:
            self.day_clock_label.setText(
                phrases.timer_label("day_limit", None) + " " + clock_text(int(clock.remaining() + 0.999))
            )
            self.day_clock_start.setText(
                translate("TableScreen", "Pause") if clock.running else translate("TableScreen", "Start")
            )
            self.day_clock_start.setEnabled(clock.remaining() > 0)
        timer = self.timer
        at = self._controller.session.timer
        self.timer_row.setVisible(timer.active or at + 1 < len(self.plan))
        if timer.active:
            self.timer_label.setText(phrases.timer_label(timer.kind, timer.who))
        self.timer_start.setText(
            translate("TableScreen", "Pause") if timer.running else translate("TableScreen", "Start")
        )
        self.timer_start.setEnabled(timer.active and timer.remaining() > 0)
        # A speech is ended, never "skipped" (which a referee reads as: this player does not speak).
        slot = self.plan[at] if at < len(self.plan) else None
        if slot is not None and slot.kind == "speech":
            self.timer_skip.setText(translate("TableScreen", "End the speech"))
            self.timer_skip.setAccessibleName(
                translate("TableScreen", "End this speech: the next timer is up")
            )
        else:
            self.timer_skip.setText(translate("TableScreen", "Skip"))
            self.timer_skip.setAccessibleName(translate("TableScreen", "Skip to the next timer"))

    # --- the referee's buttons, and the clocks' own signals -----------------------------------------

    def _on_timer_start_clicked(self) -> None:
        if self.timer.running:
            self.timer.pause()
        else:
            self.timer.resume()
        self.keep()

    def _on_timer_skip_clicked(self) -> None:
        self._next_timer()

    def _on_day_clock_start_clicked(self) -> None:
        if self.day_clock.running:
            self.day_clock.pause()
        else:
            self.day_clock.resume()
        self.keep()

    def _on_day_clock_ticked(self, seconds: int) -> None:
        self.render_rows()
        self.ticked.emit()

    def _on_day_clock_finished(self) -> None:
        # Time is up: the chime, and "Time is up" becomes the button to press.
        self._chimes.play("timer-end")
        self.keep()
        self.ran_out.emit()

    def _on_timer_ticked(self, seconds: int) -> None:
        self.ticked.emit()

    def _on_timer_warned(self) -> None:
        self._chimes.play("timer-warning")

    def _on_timer_finished(self) -> None:
        self._chimes.play("timer-end")
        after = self._controller.session.timer + 1
        if after < len(self.plan) and self.plan[after].kind == self.timer.kind == "speech":
            self._next_timer()  # the next speaker is up (their clock waits for Start)
        else:
            self.keep()
        self.ran_out.emit()

    def _on_timer_state_changed(self) -> None:
        self.render_rows()

    def _on_seat_timer_ticked(self, seconds: int) -> None:
        self.ticked.emit()

    def _on_seat_timer_finished(self) -> None:
        self.seat_over.emit()


def _left(timer: TurnTimer) -> float | None:
    """A clock's time left for the session: None while it has never run (its whole time)."""
    left = timer.remaining()
    return None if left >= timer.total and not timer.running else left
