"""The table: the seat circle, the inputs legal now as big buttons, the timers and the public log.

This file is the shell: it builds the screen from its parts, listens to the controller and renders
what the table's flow says (:mod:`mafia_desktop.table.table_flow`; the step it shows,
:func:`mafia_desktop.table.flow.decide`) after each change. The parts, one job each: :mod:`.build`
(the widgets and their type), :mod:`.actions` (the flow's messages and its effects), :mod:`.places`
(the step's buttons and the places they keep), :mod:`.clocks` (timers and the day clock, kept in
the session), :mod:`.narration` (the narrator's driver and the called list's pace), :mod:`.private`
(the private panel's turns), :mod:`.undo` (undo's words and the table's questions), :mod:`.theme`
(day and night colours), :mod:`.log` (the public log), :mod:`.board` (what the public table on
another screen shows).

The shared screen is painted from :class:`PublicView` alone, a type with no role member. In a game
with a referee, the referee console's own surfaces (:mod:`.referee_console`: the held peek, a
check's held answer) and the night steps read the referee's view through a desk that exists only
in that mode. Pass-and-play and the laptop in the middle have no such desk at all: their private
turns read one player's view on the private panel, never on this screen.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QTimer, Signal
from PySide6.QtWidgets import QWidget

from mafia_desktop import phrases
from mafia_desktop.engine.views import PublicView
from mafia_desktop.narration.narrator import Narrator
from mafia_desktop.table.changes import Change
from mafia_desktop.table.composer import Composer
from mafia_desktop.table.flow import Step, Words, decide
from mafia_desktop.table.session import Session, speaker_now
from mafia_desktop.table.session import night_held as session_night_held
from mafia_desktop.table.session import unheard as session_unheard
from mafia_desktop.ui.circle.seat_circle import Marks
from mafia_desktop.ui.common import collector
from mafia_desktop.ui.common.sounds import Chimes
from mafia_desktop.ui.common.timers import TurnTimer
from mafia_desktop.ui.public.table import seats_of
from mafia_desktop.ui.table.actions import ActionsPart
from mafia_desktop.ui.table.board import BoardPart
from mafia_desktop.ui.table.build import BuildPart
from mafia_desktop.ui.table.clocks import ClocksPart
from mafia_desktop.ui.table.controller import GameController
from mafia_desktop.ui.table.narration import NarrationPart
from mafia_desktop.ui.table.places import PlacesPart
from mafia_desktop.ui.table.private import PrivatePart
from mafia_desktop.ui.table.theme import ThemePart
from mafia_desktop.ui.table.undo import UndoPart


class TableScreen(
    BuildPart,
    ActionsPart,
    BoardPart,
    PlacesPart,
    ClocksPart,
    NarrationPart,
    PrivatePart,
    UndoPart,
    ThemePart,
    QWidget,
):
    """The shared screen of a game in progress (referee console mode)."""

    #: the user asked to leave the table (to the home screen) or to start a new game
    leave_requested = Signal()
    new_game_requested = Signal()
    #: the private panel came up (True) or went (False): no key of the table or the window acts
    #: while it shows
    private_changed = Signal(bool)
    #: what the public table on another screen shows now (a Board: see :mod:`.board`)
    board_changed = Signal(object)

    def __init__(
        self,
        controller: GameController,
        chimes: Chimes | None = None,
        parent: QWidget | None = None,
        narrator: Narrator | None = None,
    ) -> None:
        super().__init__(parent)
        collector.keep_until_destroyed(self)  # never freed by the collector while Qt has it
        self.setObjectName("tableScreen")
        self.controller = controller
        self.chimes = chimes or Chimes(self)
        self.narrator = narrator
        # (night, calls, index, the seat called) said
        self._narrated = None
        self._role_pause = QTimer(self)
        self._role_pause.setSingleShot(True)
        self._role_pause.timeout.connect(self._on_role_pause_timeout)
        # The called list's pause per seat: the same for every seat, whoever signs at it.
        self._seat_timer = TurnTimer(self)  # (not kept in the session: a seat starts again)
        self._seat_timer.ticked.connect(self._on_seat_timer_ticked)
        self._seat_timer.finished.connect(self._on_seat_timer_finished)
        self._seat_paced = None
        self._opening_said = False
        self._seat_waits_for_voice = False  # the pause begins once the narrator has said the seat
        self._asking = False  # a question is open: the list waits for the answer
        self.composer = Composer()
        self.confirm: Callable[[str], bool] = self._ask
        self._careful: set[str] = set()  # questions whose default answer is No
        self._session = None
        self._session_key = None
        # The clocks read the controller's (the session's running clocks are read against it).
        self._timer = TurnTimer(self, clock=lambda: controller.clock())
        self._plan = []
        self._timer_loaded = None
        self._day_clock = TurnTimer(self, clock=lambda: controller.clock())
        self._clock_loaded = None
        self._step: Step | None = None  # the table flow's step as last rendered
        self._renders = 0
        self._build()
        self._closed = False
        # What this screen hears from outside itself (the window's one narrator, the game's
        # controller), by the slots' names: every one is undone when the game leaves the table (a
        # name, not a bound method, so the list keeps no cycle that would outlive the screen).
        self._outside: list[tuple[Any, str]] = []
        if narrator is not None:
            self._outside += [
                (narrator.caption_changed, "_on_narrator_caption_changed"),
                (narrator.waiting_changed, "_on_narrator_waiting_changed"),
                (narrator.idle, "_on_narrator_idle"),
            ]
        self._set_fonts()
        self._timer.ticked.connect(self._on_timer_ticked)
        self._timer.warned.connect(self._on_timer_warned)
        self._timer.finished.connect(self._on_timer_finished)
        self._timer.state_changed.connect(self._on_timer_state_changed)
        self._day_clock.ticked.connect(self._on_day_clock_ticked)
        self._day_clock.warned.connect(self._on_timer_warned)
        self._day_clock.finished.connect(self._on_day_clock_finished)
        self._day_clock.state_changed.connect(self._on_timer_state_changed)
        self._events: tuple[Any, ...] = ()  # the public events of the inputs taken last
        self._outside += [
            (controller.changed, "_on_controller_changed"),
            (controller.undone, "_on_controller_undone"),
            (controller.events_happened, "_on_controller_events_happened"),
            (controller.phase_changed, "_on_controller_phase_changed"),
            (controller.input_refused, "_on_controller_input_refused"),
            (controller.save_failed, "_on_controller_save_failed"),
            (controller.save_recovered, "_on_controller_save_recovered"),
        ]
        for signal, slot in self._outside:
            signal.connect(getattr(self, slot))
        self._refresh(first=True)

    def close_game(self) -> None:
        """This game leaves the table (another one is opened, or the window closes): from now on
        nothing of it acts. Its private turn closes, every clock of its own stops (its panel's
        too), its lines stop being said, and it hears neither the window's narrator nor its
        controller any more; Qt deletes the screen later."""
        if self._closed:
            return
        self._closed = True
        for signal, slot in self._outside:
            signal.disconnect(getattr(self, slot))
        self._outside = []
        self._close_session()
        self.private.voice = None
        for timer in self.findChildren(QTimer):
            timer.stop()
        if self.narrator is not None:
            self.narrator.stop()
            self.narrator = None

    # --- refreshing from the views ------------------------------------------------------------

    def _on_controller_changed(self, change: Change) -> None:
        if not change.session_only:
            self._refresh(rebuilt=change.rebuilt)
            return
        if self._session is not None:
            # A private turn: a step that enters nothing repaints as one that does (the time a
            # step takes tells no role).
            self._refresh()
            return
        self._load_timers(self.controller.view())
        self._recompose()
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

    def _recompose(self) -> None:
        """The input being made, from the views and the session (its place in the night, its
        taps): the table shows what the flow's state holds, nothing kept beside it."""
        public = self.controller.view()
        # The referee's view serves the night's steps only (the day works from the public view).
        night = public.phase == "night"
        referee = self.referee.desk.view() if self.referee is not None and night else None
        session = self.session
        self.composer.reset(public, referee, session.call, session.answer_pending, session.seat)
        # The taps of an input being made, as they were (the club's speaker picked for them).
        self.composer.restore(
            session.draft, speaker_now(public, session) if public.rules.nominations else None
        )

    def _refresh(self, first: bool = False, rebuilt: bool = False) -> None:
        public = self.controller.view()
        self._recompose()
        # Last words before the night (a car crash's too) are said in the day's light: the screen
        # darkens when the night falls, not when the vote ends.
        self._apply_theme(public.phase == "night" and not self.night_held(public), animate=not first)
        self._load_timers(public)
        self._sync_night()
        self._render(public, rebuilt=rebuilt or first)
        self._update_private(public)

    def _render(self, public: PublicView | None = None, rebuilt: bool = False) -> None:
        """Render the table flow's step now (see :func:`decide`); each part changes only what
        differs from what it shows."""
        self._renders += 1
        public = public or self.controller.view()
        c = self.composer
        c.calling = self._list_state()
        step = decide(
            public,
            self.session,
            c,
            self.table_mode(),
            plan=self._plan,
            clocks=self._clocks(),
            dealt=bool(self.controller.note("dealt")),
            inputs=len(self.controller.record.inputs),
        )
        self._step = step
        # Cards turned up for all (every card at the end; the dead's where the rules show them).
        held = self.referee.roles() if not step.over and self.referee is not None else None
        self.circle.set_seats(seats_of(public, held))  # (the referee's held peek: their screen only)
        # The keyboard cursor shows for the pick the keys are making: a new step clears it.
        night = c.night if c.mode == "night" else None
        pick = (
            public.phase,
            public.number,
            public.step.code,
            c.mode,
            step.held,
            None if night is None else (night.index, night.seat, c.answer_pending),
        )
        if pick != self._pick_key:
            self._pick_key = pick
            self.circle.hide_cursor()
        timer = self._timer
        speaking = (
            timer.who if timer.kind in ("speech", "defence", "last_words", "night_last_words") else None
        )
        after = self.session.timer + 1
        following = self._plan[after] if after < len(self._plan) else None
        self.circle.set_marks(
            Marks(
                selectable=set() if step.held else c.selectable(),
                hands=c.raised_hands(),
                voted=c.voted_elsewhere(),
                picked=c.marked(),
                speaking=speaking if timer.active else None,
                next_speaker=following.who if following is not None and following.kind == "speech" else None,
                timer_fraction=timer.fraction() if timer.active else None,
            )
        )
        banner = phrases.phase_banner(public.phase, public.number, public.step.code, public.rules)
        words = phrases.step_text(public.step.code, dict(public.step.params), public.rules)
        self.circle.set_centre(banner, words, self._timer_text())
        self.prompt.setText(self.words(step.prompt))
        if step.called is not None:
            number, name = step.called
            self.called_label.setText(phrases.prompt_text("called_seat", {"seat": number, "name": name}))
        elif step.list_end:
            # The list's end keeps the seat's place: the buttons stay where the list had them.
            self.called_label.setText(phrases.prompt_text("list_end_seat", {}))
        self.called_label.setVisible(step.called is not None or step.list_end)
        self._render_buttons(list(step.buttons))
        self._render_answer(public)
        self._render_timer_row()
        self._hold_places(public)
        self.log.show_view(public, rebuilt)
        self._narrate_steps()
        self._pace_list()
        self.end_row.setVisible(step.over)
        self.undo_button.setEnabled(step.undo)
        if self.referee is not None:
            self.referee.peek_button.setVisible(not step.over)
        window = self.window()
        if window is not None:
            window.setWindowTitle(self.tr("Mafia Desktop — %1").replace("%1", banner))
        self._tell_board()

    _pick_key: tuple[object, ...] | None = None

    def words(self, text: Words) -> str:
        """A text of the table flow's step in words."""
        rules = self.controller.view().rules
        if text.kind == "team":
            return phrases.team_wins(text.code)
        if text.kind == "night":
            return phrases.night_prompt(text.code, rules)
        if text.kind == "step":
            return phrases.step_text(text.code, dict(text.params), rules)
        return phrases.prompt_text(text.code, dict(text.params))

    def unheard(self, public: PublicView) -> list[str]:
        """Players whose speech of the day is still to come (club): the vote waits for them."""
        over = self._timer.active and self._timer.remaining() <= 0
        return session_unheard(public, self.session, self._plan, over)

    def night_held(self, public: PublicView) -> bool:
        """Whether the night waits for the table (see :func:`session.night_held`)."""
        return session_night_held(public, self.session, self.controller.has_referee)

    def showEvent(self, event: QEvent) -> None:
        super().showEvent(event)  # type: ignore[arg-type]
        public = self.controller.view()
        self._apply_theme(public.phase == "night" and not self.night_held(public), animate=False)
        self._render()  # the window title follows the phase
        if self.private_shown():
            self.private.ring.setFocus()  # the panel's: its hold target, as every turn starts
        else:
            self.circle.setFocus()  # number keys and arrows pick seats at once

    # --- actions ------------------------------------------------------------------------------

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
