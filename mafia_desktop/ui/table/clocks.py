"""The table's clocks: the step's timer (a speech, last words, a defence), the classic day clock.

The session keeps each clock's time left (and, while it runs, when that was read: the controller
reads the running clocks from the session alone); this part loads the timers from it at a new
step, a resume or an undo, puts each start, pause and end back into it (one save), and shows the
timer rows and the centre's clock.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from mafia_desktop import phrases
from mafia_desktop.engine.views import PublicView
from mafia_desktop.table.flow import Clocks
from mafia_desktop.table.session import TimerSlot, day_clock_plan, timer_plan
from mafia_desktop.ui.common.timers import TurnTimer, clock_text

if TYPE_CHECKING:
    from mafia_desktop.ui.table.screen import TableScreen

translate = QCoreApplication.translate


class ClocksPart:
    """The table screen's clocks (a part of :class:`TableScreen`)."""

    _timer: TurnTimer  # the step's timer: a speech, last words, a defence, the discussion
    _day_clock: TurnTimer  # the classic day's limit
    _plan: list[TimerSlot]  # the step's timers (the session says which is on)
    _timer_loaded: tuple[object, ...] | None  # what of the session is on the clocks
    _clock_loaded: tuple[object, ...] | None

    def _load_timers(self: TableScreen, public: PublicView) -> None:
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

    def _keep_clocks(self: TableScreen) -> None:
        """A clock was started, paused or ran out: the session keeps its time, and while it runs
        the reading of the table's clock it was taken at (one save)."""
        now = self.controller.clock()
        changes: dict[str, object] = {}
        s = self.session
        loaded = self._timer_loaded
        if self._timer.active and loaded is not None and loaded[:2] == (s.step, s.timer):
            changes.update(timer_left=_left(self._timer), timer_running=self._timer.running, timer_since=now)
        clock = self._clock_loaded
        if self._day_clock.active and clock is not None and clock[0] == s.clock_day:
            changes.update(
                clock_left=_left(self._day_clock), clock_running=self._day_clock.running, clock_since=now
            )
        live = s.with_(**changes) if changes else s
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

    def _clocks(self: TableScreen) -> Clocks:
        """The clocks as they stand, for the table flow."""
        timer, day = self._timer, self._day_clock
        return Clocks(
            timer_kind=timer.kind,
            timer_who=timer.who,
            timer_left=timer.remaining() if timer.active else None,
            timer_running=timer.running,
            day_left=day.remaining() if day.active else None,
        )

    def _next_timer(self: TableScreen) -> None:
        s = self.session
        self.controller.set_session(s.with_(timer=s.timer + 1, timer_left=None, timer_running=False))

    def _timer_text(self: TableScreen) -> str:
        if self._seat_timer.active:
            return clock_text(int(self._seat_timer.remaining() + 0.999))
        for timer in (self._timer, self._day_clock):
            if timer.active and (timer.running or timer is self._day_clock or not self._day_clock.running):
                return clock_text(int(timer.remaining() + 0.999))
        return ""

    def _render_timer_row(self: TableScreen) -> None:
        clock = self._day_clock
        self.day_clock_row.setVisible(clock.active)
        if clock.active:
            self.day_clock_label.setText(
                phrases.timer_label("day_limit", None) + " " + clock_text(int(clock.remaining() + 0.999))
            )
            self.day_clock_start.setText(
                translate("TableScreen", "Pause") if clock.running else translate("TableScreen", "Start")
            )
            self.day_clock_start.setEnabled(clock.remaining() > 0)
        active = self._timer.active
        self.timer_row.setVisible(active or self.session.timer + 1 < len(self._plan))
        if active:
            self.timer_label.setText(phrases.timer_label(self._timer.kind, self._timer.who))
        self.timer_start.setText(
            translate("TableScreen", "Pause") if self._timer.running else translate("TableScreen", "Start")
        )
        self.timer_start.setEnabled(active and self._timer.remaining() > 0)
        # A speech is ended, never "skipped" (which a referee reads as: this player does not speak).
        slot = self._plan[self.session.timer] if self.session.timer < len(self._plan) else None
        if slot is not None and slot.kind == "speech":
            self.timer_skip.setText(translate("TableScreen", "End the speech"))
            self.timer_skip.setAccessibleName(
                translate("TableScreen", "End this speech: the next timer is up")
            )
        else:
            self.timer_skip.setText(translate("TableScreen", "Skip"))
            self.timer_skip.setAccessibleName(translate("TableScreen", "Skip to the next timer"))

    def _on_timer_start_clicked(self: TableScreen) -> None:
        if self._timer.running:
            self._timer.pause()
        else:
            self._timer.resume()
        self._keep_clocks()

    def _on_timer_skip_clicked(self: TableScreen) -> None:
        self._next_timer()

    def _on_day_clock_start_clicked(self: TableScreen) -> None:
        if self._day_clock.running:
            self._day_clock.pause()
        else:
            self._day_clock.resume()
        self._keep_clocks()

    def _on_day_clock_ticked(self: TableScreen, seconds: int) -> None:
        self._render_timer_row()
        if not self._timer.running:
            self.circle.set_timer_text(self._timer_text())
        self._tell_board()

    def _on_day_clock_finished(self: TableScreen) -> None:
        # Time is up: the chime, and "Time is up" becomes the button to press.
        self.chimes.play("timer-end")
        self._keep_clocks()
        self._render()

    def _on_timer_ticked(self: TableScreen, seconds: int) -> None:
        self.circle.set_timer_text(self._timer_text())
        marks = self.circle.marks()
        marks.timer_fraction = self._timer.fraction()
        self.circle.update()
        self._tell_board()

    def _on_timer_warned(self: TableScreen) -> None:
        self.chimes.play("timer-warning")

    def _on_timer_finished(self: TableScreen) -> None:
        self.chimes.play("timer-end")
        after = self.session.timer + 1
        if after < len(self._plan) and self._plan[after].kind == self._timer.kind == "speech":
            self._next_timer()  # the next speaker is up (their clock waits for Start)
        else:
            self._keep_clocks()
        self._render()

    def _on_timer_state_changed(self: TableScreen) -> None:
        self._render_timer_row()


def _left(timer: TurnTimer) -> float | None:
    """A clock's time left for the session: None while it has never run (its whole time)."""
    left = timer.remaining()
    return None if left >= timer.total and not timer.running else left
