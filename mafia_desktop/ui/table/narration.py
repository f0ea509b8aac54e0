"""The narrator's driver and the called list's pace, at the table.

Night falls: the town sleeps and the first role wakes; each role's turn wakes it and puts the one
before to sleep; the morning says what the night brought. The called list (the mafia shoot with
eyes shut) gives each seat the same pause, from when the narrator has said it, then moves on.

The driver reads what the screen shows (a :class:`~mafia_desktop.table.presenter.Frame`, the
private turn on the panel) and says it; what the table does next it sends as the flow's messages
(:class:`~mafia_desktop.table.table_flow.TimeUp`, :class:`~mafia_desktop.table.table_flow.Spoken`)
through :attr:`NightDriver.message`, never deciding it itself.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal, Slot

from mafia_desktop import settings
from mafia_desktop.engine.events import PhaseBegan, SpeechOrder
from mafia_desktop.narration.narrator import Narrator
from mafia_desktop.narration.night_script import (
    back_line,
    best_move_line,
    called_list_opening,
    foul_line,
    morning_lines,
    night_lines,
    seat_call,
)
from mafia_desktop.table.presenter import Frame
from mafia_desktop.table.private_turns import RoleWake
from mafia_desktop.table.session import night_held
from mafia_desktop.table.table_flow import Spoken, TimeUp
from mafia_desktop.ui.table.clocks import TableClocks
from mafia_desktop.ui.table.controller import GameController

translate = QCoreApplication.translate


class NightDriver(QObject):
    """The table screen's narration and the called list's pace (a part composed by
    :class:`TableScreen`)."""

    #: a message for the table's flow (the list's pause or a timed call ran out, the narrator
    #: fell silent after a seat)
    message = Signal(object)
    #: the narrator's caption (empty: none)
    caption = Signal(str)
    #: the time the circle's centre shows changed (the seat's pause began or stopped)
    clock_changed = Signal()

    def __init__(
        self, controller: GameController, narrator: Narrator | None, clocks: TableClocks, parent: QObject
    ) -> None:
        super().__init__(parent)
        self._controller = controller
        self.narrator = narrator
        self._clocks = clocks
        #: (night, calls, index, the seat called) said
        self._narrated: tuple[int, tuple[str, ...], int, tuple[int, str] | None] | None = None
        self._seat_paced: tuple[int, int, int] | None = None  # (night, step, seat) whose pause began
        self._opening_said = False  # the game's opening night was said
        self._seat_waits_for_voice = False  # the pause begins once the narrator has said the seat
        #: a question is open: the list waits for the answer
        self.asking = False
        # A timed referee night: each role gets the same pause, then the next is called.
        self.role_pause = QTimer(self)
        self.role_pause.setSingleShot(True)
        self.role_pause.timeout.connect(self._on_role_pause_timeout)
        self._listening = narrator is not None
        if narrator is not None:
            narrator.caption_changed.connect(self._on_narrator_caption_changed)
            narrator.waiting_changed.connect(self._on_narrator_waiting_changed)
            narrator.idle.connect(self._on_narrator_idle)
        clocks.seat_over.connect(self._on_seat_over)

    def close(self) -> None:
        """The game leaves the table: its lines stop, and the window's narrator is let go."""
        narrator = self.narrator
        self.role_pause.stop()
        if narrator is not None and self._listening:
            narrator.caption_changed.disconnect(self._on_narrator_caption_changed)
            narrator.waiting_changed.disconnect(self._on_narrator_waiting_changed)
            narrator.idle.disconnect(self._on_narrator_idle)
            self._listening = False
        if narrator is not None:
            narrator.stop()
        self.narrator = None

    def narrating(self) -> bool:
        return self.narrator is not None and self._controller.table_mode.narrate

    def _held(self) -> bool:
        controller = self._controller
        return night_held(controller.view(), controller.session, controller.has_referee)

    @Slot(str)
    def _on_narrator_caption_changed(self, text: str) -> None:
        self.caption.emit(text)

    @Slot(bool)
    def _on_narrator_waiting_changed(self, waiting: bool) -> None:
        """A line's voice is still being rendered: the narrator waits for it, and says so."""
        if waiting:
            self.caption.emit(translate("TableScreen", "The narrator is getting ready…"))

    # --- the night and the morning ----------------------------------------------------------------

    def opening(self, frame: Frame, private: Any) -> None:
        """The game's first phase is a night (the club's zero night, a meeting night): no phase
        change brings it on, so it is said once the table is up (after the deal went round),
        before any input."""
        view = self._controller.view()
        if self._opening_said or self._controller.record.inputs or view.phase != "night":
            return
        self._opening_said = True
        self.phase("night", frame, private, ())

    def phase(self, phase: str, frame: Frame, private: Any, events: tuple[Any, ...]) -> None:
        """Night falls: the town sleeps and the first role wakes. Morning: who died, or no one
        (``events``: what the night's end told the shared screen)."""
        if not self.narrating():
            return
        assert self.narrator is not None
        view = self._controller.view()
        mode = self._controller.table_mode
        if phase == "night" and self._held():
            return  # said when the table lets the night begin (after the last words)
        if phase == "night":
            self.narrator.stop()
            dealt = {r for r, _ in view.dealt}
            meeting = view.step.code == "meeting_night"
            lines = night_lines(view.rules, meeting, dealt, mode.lang, pass_round=mode.mode == "pass")
            if meeting or mode.mode == "pass":
                self.narrator.say(lines)
            else:
                self.narrator.say(lines[:1])  # the roles are called as their turns come
                self._narrated = None
                self.steps(frame, private)
        elif phase == "day" and events:
            # The morning: what the night's end brought, as the engine told the shared screen (after
            # a meeting night, the morning alone: every night ends aloud).
            told = [e for e in events if not isinstance(e, (PhaseBegan, SpeechOrder))]
            dealt = {r for r, _ in view.dealt}
            players = [s.name for s in view.seats]
            lines = morning_lines(view.rules, told, mode.lang, dealt, players=players)
            # The first night victim's last words hold the best move.
            for act in view.sport:
                if act.act == "best_move" and act.by:
                    lines.append(best_move_line(act.by[0], mode.lang, players))
            self.narrator.say(lines)

    def foul(self, name: str, count: int, today: bool = False) -> None:
        """A third foul (the next speech lost; ``today``: today's) or a fourth (the player leaves)
        is said aloud."""
        if not self.narrating():
            return
        assert self.narrator is not None
        players = [s.name for s in self._controller.view().seats]
        half = self._controller.view().rules.third_foul == "half_speech"
        line = foul_line(name, count, self._controller.table_mode.lang, players, today, half)
        if line is not None:
            self.narrator.say([line])

    def steps(self, frame: Frame, private: Any) -> None:
        """The role whose turn it is wakes; the one before goes to sleep (referee console and the
        laptop in the middle; ``private``: the private turn's flow on the panel, if any). Every
        role dealt is called, alive or not."""
        if not self.narrating():
            return
        assert self.narrator is not None
        view = self._controller.view()
        mode = self._controller.table_mode
        if view.phase != "night" or view.step.code != "night" or self._held():
            return
        called: tuple[int, str] | None = None
        if isinstance(private, RoleWake):
            calls, index = list(private.calls), private.cursor.index
        elif mode.mode == "referee" and frame.night is not None:
            calls, index = list(frame.night.steps), frame.night.index
            called = frame.night.called
        else:
            return
        key = (view.number, tuple(calls), index, called)
        if key == self._narrated:
            return
        previous = self._narrated
        self._narrated = key
        moved = previous is None or previous[:3] != key[:3]  # another role's turn (not a seat)
        lines = night_lines(view.rules, False, {r for r, _ in view.dealt}, mode.lang)
        by_call = {(line.key, line.call): line for line in lines}
        out = []
        if moved and previous is not None and previous[0] == view.number and previous[2] < len(calls):
            if index < previous[2]:  # Back: the role left may never have acted (no thanks)
                out.append(back_line(view.rules, calls[previous[2]], mode.lang))
            else:
                before = by_call.get(("sleep", calls[previous[2]]))
                if before is not None:
                    out.append(before)
        if called is not None:
            # The called list: its opening when the mafia's turn comes, then each seat as called
            # (a seat the referee moved on from is not said to its end).
            self._cut_seat_line()
            if moved:
                out.append(called_list_opening(view.rules, mode.lang))
            out.append(seat_call(view.rules, called[0], called[1], mode.lang))
            self._seat_waits_for_voice = True
        elif moved and index < len(calls):
            wake = by_call.get(("wake", calls[index]))
            if wake is not None:
                out.append(wake)
        self.narrator.say(out)
        if mode.timed and mode.mode == "referee" and index < len(calls) and called is None:
            # Nobody at the keyboard: each role gets the same pause, then the next is called.
            self.role_pause.start(int(mode.timed) * 1000)
        else:
            self.role_pause.stop()

    def _on_role_pause_timeout(self) -> None:
        self.message.emit(TimeUp("call"))

    # --- the called list's pace ---------------------------------------------------------------------

    def unpace(self) -> None:
        """The seat called gets its pause again from the start (paused, resumed, said again)."""
        self._clocks.seat_timer.stop()
        self._seat_paced = None

    def pace(self, frame: Frame) -> None:
        """While the list runs, each seat gets the same pause (from when the narrator has said it,
        or from when it shows), then the list moves on, whoever signed at it."""
        night = frame.night
        seat_timer = self._clocks.seat_timer
        view = self._controller.view()
        calling = self._controller.session.calling == "on"
        if night is None or night.called is None or not calling or self._held():
            if seat_timer.active:
                seat_timer.stop()
                self.clock_changed.emit()
            self._seat_paced = None
            self._seat_waits_for_voice = False
            return
        key = (view.number, night.index, night.seat)
        if key == self._seat_paced:
            return
        self._seat_paced = key
        seat_timer.stop()
        if self.narrating() and self.narrator is not None and self.narrator.busy:
            self._seat_waits_for_voice = True
        else:
            self._seat_waits_for_voice = False
            self.start_seat_pause()
        self.clock_changed.emit()

    def start_seat_pause(self) -> None:
        self._clocks.seat_timer.start(settings.read_seat_pause(), "seat")
        self.clock_changed.emit()

    def question_closed(self) -> None:
        """A question the list waited for was answered: a seat said meanwhile gets its pause."""
        if self._seat_waits_for_voice and self.narrator is not None and not self.narrator.busy:
            self._on_narrator_idle()

    @Slot()
    def _on_narrator_idle(self) -> None:
        """The narrator fell silent: the seat it said gets its pause now (the flow's ``spoken``)."""
        if self._seat_waits_for_voice and self._seat_paced is not None and not self.asking:
            self._seat_waits_for_voice = False
            self.message.emit(Spoken())

    def _on_seat_over(self) -> None:
        if not self.asking:
            self.message.emit(TimeUp("seat"))

    def _cut_seat_line(self) -> None:
        """Stop a seat's line being said (the list moved on, or the seat is called again)."""
        narrator = self.narrator
        current = narrator.current if narrator is not None else None
        if narrator is not None and current is not None and current.key == "seat":
            narrator.stop()

    def say_seat(self, frame: Frame) -> None:
        """The narrator says the seat called again (repeat, resume)."""
        called = frame.night.called if frame.night is not None else None
        if called is None or not self.narrating() or self.narrator is None:
            return
        view = self._controller.view()
        self._cut_seat_line()
        self.narrator.say([seat_call(view.rules, called[0], called[1], self._controller.table_mode.lang)])
