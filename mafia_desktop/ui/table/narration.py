"""The narrator's driver and the called list's pace, at the table.

Night falls: the town sleeps and the first role wakes; each role's turn wakes it and puts the one
before to sleep; the morning says what the night brought. The called list (the mafia shoot with
eyes shut) gives each seat the same pause, from when the narrator has said it, then moves on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Slot

from mafia_desktop import settings
from mafia_desktop.engine.events import PhaseBegan, SpeechOrder
from mafia_desktop.narration.night_script import (
    back_line,
    best_move_line,
    called_list_opening,
    foul_line,
    morning_lines,
    night_lines,
    seat_call,
)
from mafia_desktop.table.flow import list_state
from mafia_desktop.table.private_turns import RoleWake
from mafia_desktop.table.table_flow import Spoken, TimeUp
from mafia_desktop.ui.common.timers import TurnTimer

if TYPE_CHECKING:
    from mafia_desktop.ui.table.screen import TableScreen

translate = QCoreApplication.translate


class NarrationPart:
    """The table screen's narration and called list (a part of :class:`TableScreen`)."""

    #: (night, calls, index, the seat called) said
    _narrated: tuple[int, tuple[str, ...], int, tuple[int, str] | None] | None
    _seat_timer: TurnTimer  # the called list's pause per seat: the same whoever signs at it
    _seat_paced: tuple[int, int, int] | None  # (night, step, seat) whose pause began
    _opening_said: bool  # the game's opening night was said
    _seat_waits_for_voice: bool  # the pause begins once the narrator has said the seat
    _asking: bool  # a question is open: the list waits for the answer

    def narrating(self: TableScreen) -> bool:
        return self.narrator is not None and self.table_mode().narrate

    @Slot(str)
    def _on_narrator_caption_changed(self: TableScreen, text: str) -> None:
        self.caption.setText(text)
        self.caption.setVisible(bool(text))
        self._tell_board()

    @Slot(bool)
    def _on_narrator_waiting_changed(self: TableScreen, waiting: bool) -> None:
        """A line's voice is still being rendered: the narrator waits for it, and says so."""
        if waiting:
            self._on_narrator_caption_changed(translate("TableScreen", "The narrator is getting ready…"))

    def _narrate_opening(self: TableScreen) -> None:
        """The game's first phase is a night (the club's zero night, a meeting night): no phase
        change brings it on, so it is said once the table is up (after the deal went round),
        before any input."""
        view = self.controller.view()
        if self._opening_said or self.controller.record.inputs or view.phase != "night":
            return
        self._opening_said = True
        self._narrate_phase("night")

    def _narrate_phase(self: TableScreen, phase: str) -> None:
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
        elif phase == "day" and self._events:
            # The morning: what the night's end brought, as the engine told the shared screen (after
            # a meeting night, the morning alone: every night ends aloud).
            events = [e for e in self._events if not isinstance(e, (PhaseBegan, SpeechOrder))]
            dealt = {r for r, _ in view.dealt}
            players = [s.name for s in view.seats]
            lines = morning_lines(view.rules, events, lang, dealt, players=players)
            # The first night victim's last words hold the best move.
            for act in view.sport:
                if act.act == "best_move" and act.by:
                    lines.append(best_move_line(act.by[0], lang, players))
            self.narrator.say(lines)

    def _say_foul(self: TableScreen, name: str, count: int, today: bool = False) -> None:
        """A third foul (the next speech lost; ``today``: today's) or a fourth (the player leaves)
        is said aloud."""
        if not self.narrating():
            return
        assert self.narrator is not None
        players = [s.name for s in self.controller.view().seats]
        line = foul_line(name, count, self.table_mode().lang, players, today)
        if line is not None:
            self.narrator.say([line])

    def _narrate_steps(self: TableScreen) -> None:
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

    def _on_role_pause_timeout(self: TableScreen) -> None:
        self.send(TimeUp("call"))

    def _unpace(self: TableScreen) -> None:
        """The seat called gets its pause again from the start (paused, resumed, said again)."""
        self._seat_paced = None

    def _list_state(self: TableScreen) -> str:
        """The called list's pace (see :func:`list_state`)."""
        return list_state(self.session, self.narrating())

    def _pace_list(self: TableScreen) -> None:
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

    def _start_seat_pause(self: TableScreen) -> None:
        self._seat_timer.start(settings.read_seat_pause(), "seat")
        self.circle.set_timer_text(self._timer_text())

    @Slot()
    def _on_narrator_idle(self: TableScreen) -> None:
        """The narrator fell silent: the seat it said gets its pause now (the flow's ``spoken``)."""
        if self._seat_waits_for_voice and self._seat_paced is not None and not self._asking:
            self._seat_waits_for_voice = False
            self.send(Spoken())

    def _cut_seat_line(self: TableScreen) -> None:
        """Stop a seat's line being said (the list moved on, or the seat is called again)."""
        current = self.narrator.current if self.narrator is not None else None
        if current is not None and current.key == "seat" and self.narrator is not None:
            self.narrator.stop()

    def _on_seat_timer_ticked(self: TableScreen, seconds: int) -> None:
        self.circle.set_timer_text(self._timer_text())
        self._tell_board()

    def _on_seat_timer_finished(self: TableScreen) -> None:
        if not self._asking:
            self.send(TimeUp("seat"))

    def _say_seat(self: TableScreen) -> None:
        """The narrator says the seat called again (repeat, resume)."""
        called = self.composer.called()
        if called is None or not self.narrating() or self.narrator is None:
            return
        view = self.controller.view()
        self._cut_seat_line()
        self.narrator.say([seat_call(view.rules, called[0], called[1], self.table_mode().lang)])
