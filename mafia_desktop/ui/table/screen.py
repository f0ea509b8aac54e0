"""The table: the seat circle, the inputs legal now as big buttons, the timers and the public log.

The screen is composed of parts, each with one job and its own state, none reaching into another:

- the circle (:class:`~mafia_desktop.ui.circle.seat_circle.SeatCircle`): the seats, tapped or held;
- the step panel (:mod:`.panel`): the step's words and buttons, undo, the log, the places they keep;
- the clocks (:mod:`.clocks`): the step's timer, the day clock, the called list's pause per seat;
- the night driver (:mod:`.narration`): the narrator, and the called list's pace;
- the private turns (:mod:`.private`): the private panel's deal and nights;
- the colours (:mod:`.theme`) and the public table's feed (:mod:`.board`);
- in a game with a referee, the referee console's own surfaces (:mod:`.referee_console`).

What the screen shows is a :class:`~mafia_desktop.table.presenter.Frame`, made without Qt from the
table's one state value (:meth:`TableScreen.flow_state`) after every change; each part renders its
share. What happens at the table (a tap, a press, a clock run out, the narrator silent, a private
turn over) is sent to the declared flow as a message (:meth:`TableScreen.send`), and the flow's
effects are carried out here and only here: inputs to the controller with the session that
follows, the session kept, a question asked, a word to the table, inputs taken back, the narrator,
a dialog. No part decides what comes next.

The shared screen is painted from :class:`PublicView` alone, a type with no role member. In a game
with a referee, the referee console's surfaces (the held peek, a check's held answer) and the night
steps read the referee's view through a desk that exists only in that mode. Pass-and-play and the
laptop in the middle have no such desk at all: their private turns read one player's view on the
private panel, never on this screen.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QFontMetrics, QHideEvent, QKeySequence, QResizeEvent, QShortcut, QShowEvent
from PySide6.QtWidgets import QHBoxLayout, QStackedLayout, QVBoxLayout, QWidget

from mafia_desktop import phrases, settings
from mafia_desktop.engine.inputs import ExtraPoints, Input
from mafia_desktop.engine.views import PublicView
from mafia_desktop.narration.narrator import Narrator
from mafia_desktop.phones import network
from mafia_desktop.table import table_flow as tf
from mafia_desktop.table.board import Board
from mafia_desktop.table.changes import Change
from mafia_desktop.table.composer import Composer
from mafia_desktop.table.flow import Words, undo_plan
from mafia_desktop.table.presenter import Frame, present
from mafia_desktop.table.session import Session, TableMode
from mafia_desktop.table.session import night_held as session_night_held
from mafia_desktop.table.session import unheard as session_unheard
from mafia_desktop.ui.circle.seat_circle import Marks, SeatCircle
from mafia_desktop.ui.common import collector
from mafia_desktop.ui.common.sounds import Chimes
from mafia_desktop.ui.common.widgets import TextLabel, ask_yes_no
from mafia_desktop.ui.private.panel import PrivatePanel
from mafia_desktop.ui.public.table import hands_text, seats_of
from mafia_desktop.ui.table.board import board_now
from mafia_desktop.ui.table.clocks import TableClocks
from mafia_desktop.ui.table.controller import GameController
from mafia_desktop.ui.table.narration import NightDriver
from mafia_desktop.ui.table.panel import StepPanel
from mafia_desktop.ui.table.phones import PhoneTable
from mafia_desktop.ui.table.phones_dialog import PhonesDialog
from mafia_desktop.ui.table.private import PrivateTurns
from mafia_desktop.ui.table.referee_console import RefereeConsole
from mafia_desktop.ui.table.theme import TableTheme
from mafia_desktop.ui.table.words import notice_text, question_text, undo_text
from mafia_desktop.ui.theme import appearance, type_scale

translate = QCoreApplication.translate


class TableScreen(QWidget):
    """The shared screen of a game in progress: the parts, composed."""

    #: the user asked to leave the table (to the home screen) or to start a new game
    leave_requested = Signal()
    new_game_requested = Signal()
    #: Play again: the same table with a new deal (the window starts it)
    play_again_requested = Signal()
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
        self.setAutoFillBackground(True)
        self.controller = controller
        self.chimes = chimes or Chimes(self)
        #: asks the table a yes/no question (tests answer for the table)
        self.confirm: Callable[[str], bool] = self._ask
        self._careful: set[str] = set()  # questions whose default answer is No
        self._closed = False
        self._events: tuple[Any, ...] = ()  # the public events of the inputs taken last
        self._renders = 0
        self._pick_key: tuple[object, ...] | None = None
        self._ui_scale = 1.0
        # The parts.
        self.circle = SeatCircle()
        desk = controller.referee_desk()
        #: the referee console's own surfaces: built only when the game has a referee
        self.referee = RefereeConsole(desk, self.circle, self) if desk is not None else None
        self.clocks = TableClocks(controller, self.chimes, self)
        self.panel = StepPanel(self.clocks, self.referee)
        self.driver = NightDriver(controller, narrator, self.clocks, self)
        #: what the screen shows (made again from the table's state by every render)
        self.frame: Frame = present(self.flow_state())
        self.caption = TextLabel()
        self.caption.setObjectName("caption")
        self.caption.setAccessibleName(translate("TableScreen", "Narrator's caption"))
        self.caption.setWordWrap(True)
        self.caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.caption.hide()
        holder = QWidget()
        self.pages = QStackedLayout(holder)
        self.table_page = QWidget()
        self.table_page.setObjectName("tablePage")
        self.pages.addWidget(self.table_page)
        self.private = PrivatePanel()
        self.pages.addWidget(self.private)
        self.turns = PrivateTurns(controller, self.pages, self.table_page, self.private, self.driver, self)
        #: the players' phones (a game that plays with them), started once the screen is up
        self.phones: PhoneTable | None = None
        self._phones_notice = ""  # the phones' problem the notice says, if it does
        if controller.table_mode.with_phones and controller.view().phase != "over":
            self.phones = PhoneTable(controller, self.turns.holder, self)
            self.turns.link = self.phones.link
        self.theme = TableTheme(self, self.circle, (self.panel.error, self.panel.save_warning))
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(holder, 1)
        column.addWidget(self.caption)
        outer = QHBoxLayout(self.table_page)
        outer.setContentsMargins(12, 12, 12, 12)
        outer.setSpacing(16)
        # At large text the panel takes more of the width (the circle, which the window's height
        # bounds anyway, gives up a little): its buttons fit side by side, the log stays on screen.
        large = appearance.text_factor() > 1.4
        outer.addWidget(self.circle, 5 if large else 3)
        outer.addWidget(self.panel.scroll_area, 4 if large else 2)
        # The screen's surfaces, by name (what it shows).
        panel, clocks = self.panel, self.clocks
        self.prompt, self.called_label, self.error = panel.prompt, panel.called_label, panel.error
        self.answer_label, self.undo_button, self.log = panel.answer_label, panel.undo_button, panel.log
        self.end_row, self.save_warning, self.notice = panel.end_row, panel.save_warning, panel.notice
        self.new_game_button, self.home_button = panel.new_game_button, panel.home_button
        self.play_again_button = panel.play_again_button
        self.side_scroll, self.buttons_box = panel.scroll_area, panel.buttons_box
        self.timer_label, self.timer_start, self.timer_skip = (
            clocks.timer_label,
            clocks.timer_start,
            clocks.timer_skip,
        )
        self.timer_row, self.day_clock_row = clocks.timer_row, clocks.day_clock_row
        self.day_clock_label, self.day_clock_start = clocks.day_clock_label, clocks.day_clock_start
        # What the parts say.
        self.circle.seat_activated.connect(self._on_circle_seat_activated)
        self.circle.seat_held.connect(self._on_circle_seat_held)
        panel.pressed.connect(self._on_panel_pressed)
        panel.undo_pressed.connect(self._on_panel_undo_pressed)
        panel.new_game.connect(self.new_game_requested)
        panel.play_again.connect(self.play_again_requested)
        panel.home.connect(self.leave_requested)
        panel.focus_left.connect(self._on_panel_focus_left)
        clocks.ticked.connect(self._on_clocks_ticked)
        clocks.ran_out.connect(self._on_clocks_ran_out)
        self.driver.message.connect(self.send)
        self.driver.caption.connect(self._on_driver_caption)
        self.driver.clock_changed.connect(self._on_driver_clock_changed)
        self.turns.shown_changed.connect(self._on_turns_shown_changed)
        self.turns.rendered.connect(self._on_turns_rendered)
        self.turns.ended.connect(self._on_turns_ended)
        if self.referee is not None:
            self.referee.peek_changed.connect(self._on_referee_peek_changed)
            self.referee.answer_held.connect(self._on_referee_answer_held)
        undo = QShortcut(QKeySequence.StandardKey.Undo, self)
        undo.activated.connect(self._on_panel_undo_pressed)
        self._table_keys = [undo]
        for keys in ("Ctrl+Return", "Ctrl+Enter"):
            primary = QShortcut(QKeySequence(keys), self)
            primary.activated.connect(panel.press_main)
            self._table_keys.append(primary)
        # What this screen hears from its controller: undone when the game leaves the table.
        self._outside: list[tuple[Any, Callable[..., None]]] = [
            (controller.changed, self._on_controller_changed),
            (controller.undone, self._on_controller_undone),
            (controller.events_happened, self._on_controller_events_happened),
            (controller.phase_changed, self._on_controller_phase_changed),
            (controller.input_refused, self._on_controller_input_refused),
            (controller.save_failed, self._on_controller_save_failed),
            (controller.save_recovered, self._on_controller_save_recovered),
        ]
        for signal, slot in self._outside:
            signal.connect(slot)
        self._set_fonts()
        if self.phones is not None:
            self.phones.message.connect(self.send)
            self.start_phones()
        self.refresh(first=True)

    def start_phones(self, address: str | None = None) -> bool:
        """The phones' server listens on the network the host picked (``address``, else the
        settings' choice, else Wi-Fi first); False with the problem said on the table."""
        phones = self.phones
        if phones is None:
            return False
        if phones.on:
            phones.stop()
        if address is None:
            iface = network.pick(settings.read(settings.PHONES_ADDRESS))
            address = iface.address if iface is not None else None
        if address is None:
            phones.problem = self.tr(
                "No network for the phones: join the room's Wi-Fi or start the laptop's hotspot, then"
                " pick it in Settings. Until then everyone plays on the laptop."
            )
        elif phones.start(address):
            if self._phones_notice and self.notice.text() == self._phones_notice:
                self.show_notice("")  # (the problem said before is over)
            self._phones_notice = ""
            return True
        self._phones_notice = phones.problem or ""
        self.show_notice(self._phones_notice)
        return False

    def phones_dialog(self) -> PhonesDialog | None:
        """The host's phones (not yet shown; None: this game has none)."""
        if self.phones is None:
            return None
        return PhonesDialog(
            self.phones,
            lambda: [(s.seat, s.name) for s in self.controller.view().seats] if not self._closed else [],
            self.send,
            self.start_phones,
            self,
        )

    def close_phones(self) -> None:
        """The phones' port closes (the screen leaves, or another screen takes the same game:
        a new language or text size), so the next screen can listen on it again and the pages
        open on the phones find it; an ended game's pairings go, one left mid-game's are kept."""
        if self.phones is not None:
            if self.controller.view().phase == "over":
                self.phones.retire()
            self.phones.close()

    def close_game(self) -> None:
        """This game leaves the table (another one is opened, or the window closes): from now on
        nothing of it acts. Its private turn closes, every clock of its own stops (its panel's
        too), its lines stop being said, and it hears neither the window's narrator nor its
        controller any more; Qt deletes the screen later."""
        if self._closed:
            return
        self._closed = True
        for signal, slot in self._outside:
            signal.disconnect(slot)
        self._outside = []
        self.turns.leave()
        self.close_phones()
        self.clocks.stop()
        self.driver.close()
        for timer in self.findChildren(QTimer):
            timer.stop()

    # --- the table's state, and what it shows -------------------------------------------------------

    @property
    def session(self) -> Session:
        """Where the table's flow stands (kept by the controller with the record)."""
        return self.controller.session

    @property
    def narrator(self) -> Narrator | None:
        return self.driver.narrator

    @property
    def composer(self) -> Composer:
        """The input being made, as the table's state holds it (made again from the session)."""
        return self.flow_state().composer()

    def table_mode(self) -> TableMode:
        """How this table plays: ``mode`` referee | pass | middle, ``deal`` peek | reveal | cards."""
        return self.controller.table_mode

    def narrating(self) -> bool:
        return self.driver.narrating()

    def flow_state(self) -> tf.TableState:
        """The table's state as the flow reads it: the views, the session, the clocks now."""
        controller = self.controller
        public = controller.view()
        night = public.phase == "night"
        desk = controller.referee_desk() if night else None
        return tf.TableState(
            controller.table_mode,
            public,
            controller.session,
            referee=desk.view() if desk is not None else None,
            inputs=controller.record.inputs,
            dealt=bool(controller.note("dealt")),
            narrating=self.driver.narrating(),
            clocks=self.clocks.state(),
        )

    def words(self, text: Words) -> str:
        """A text of the table flow's step in words."""
        rules = self.controller.view().rules
        if text.kind == "team":
            return phrases.team_wins(text.code)
        if text.kind == "night":
            return phrases.night_prompt(text.code, rules, dict(text.params))
        if text.kind == "step":
            return phrases.step_text(text.code, dict(text.params), rules)
        return phrases.prompt_text(text.code, dict(text.params))

    def unheard(self, public: PublicView) -> list[str]:
        """Players whose speech of the day is still to come (club): the vote waits for them."""
        timer = self.clocks.timer
        over = timer.active and timer.remaining() <= 0
        return session_unheard(public, self.session, self.clocks.plan, over)

    def night_held(self, public: PublicView) -> bool:
        """Whether the night waits for the table (see :func:`session.night_held`)."""
        return session_night_held(public, self.session, self.controller.has_referee)

    def step_buttons(self) -> list[Any]:
        """The step's buttons on show, the main one first."""
        return self.panel.step_buttons()

    def private_shown(self) -> bool:
        """Whether the private panel is up (the table's keys and buttons are asleep)."""
        return self.turns.shown()

    def board(self) -> Board:
        """The public table's board of this moment."""
        return board_now(
            self.controller.view(),
            self.session,
            self.frame,
            self.clocks,
            has_referee=self.controller.has_referee,
            caption=self.caption.text() if not self.caption.isHidden() else "",
            holder=self.turns.holder(),
        )

    def undo_question(self) -> tuple[int, str]:
        """What undo would take back now (how many inputs), and the question that asks first
        (see :func:`undo_plan`: at a night played in private, the same words whoever chose what)."""
        controller = self.controller
        plan = undo_plan(controller.view(), controller.record.inputs, controller.has_referee)
        return plan.count, undo_text(plan.question, plan.last, controller.view().rules)

    # --- refreshing from the views ------------------------------------------------------------------

    def _on_controller_changed(self, change: Change) -> None:
        if not change.session_only or self.turns.session is not None:
            # (A private turn: a step that enters nothing repaints as one that does: the time a
            # step takes tells no role.)
            self.refresh(rebuilt=change.rebuilt and not change.session_only)
            return
        self.clocks.load(self.controller.view())
        self._render(changed=True)

    def _on_controller_events_happened(self, events: tuple[Any, ...]) -> None:
        self._events = events

    def _on_controller_undone(self) -> None:
        self.turns.restart()  # a private turn starts again from the session undo gave back

    def refresh(self, first: bool = False, rebuilt: bool = False) -> None:
        """The table rendered again from the record and the session (its colours, its clocks)."""
        public = self.controller.view()
        # Last words before the night (a car crash's too) are said in the day's light: the screen
        # darkens when the night falls, not when the vote ends.
        self.theme.apply(public.phase == "night" and not self.night_held(public), animate=not first)
        self.clocks.load(public)
        self._render(rebuilt=rebuilt or first, changed=True)

    def _render(self, rebuilt: bool = False, changed: bool = False) -> None:
        """Render the frame of the table's state now; each part changes only what differs from
        what it shows. ``changed``: the game or the session changed (a private turn on show
        reads its views again)."""
        self._renders += 1
        public = self.controller.view()
        frame = self.frame = present(self.flow_state())
        if frame.night_place is not None:
            # The composer placed the referee's night elsewhere than the session (its reset clamped
            # the role or the seat): kept, with one save (which renders again).
            self.controller.set_session(self.session.with_(**frame.night_place))
            return
        step = frame.step
        # Cards turned up for all (every card at the end; the dead's where the rules show them).
        held = self.referee.roles() if not step.over and self.referee is not None else None
        self.circle.set_seats(seats_of(public, held))  # (the referee's held peek: their screen only)
        # The keyboard cursor shows for the pick the keys are making: a new step clears it.
        if frame.pick_key != self._pick_key:
            self._pick_key = frame.pick_key
            self.circle.hide_cursor()
        timer = self.clocks.timer
        self.circle.set_marks(
            Marks(
                selectable=set(frame.selectable),
                hands=set(frame.raised),
                voted=set(frame.voted),
                picked=set(frame.picked),
                speaking=frame.speaking,
                next_speaker=frame.next_speaker,
                timer_fraction=timer.fraction() if timer.active else None,
            )
        )
        banner = phrases.phase_banner(public.phase, public.number, public.step.code, public.rules)
        words = phrases.step_text(public.step.code, dict(public.step.params), public.rules)
        self.circle.set_centre(banner, words, self.clocks.text())
        called: str | None = None
        if step.called is not None:
            number, name = step.called
            called = phrases.prompt_text("called_seat", {"seat": number, "name": name})
        elif step.list_end:
            # The list's end keeps the seat's place: the buttons stay where the list had them.
            called = phrases.prompt_text("list_end_seat", {})
        names = tuple(seat.name for seat in public.seats)
        prompt = self.words(step.prompt)
        if frame.count is not None:  # the hands counted so far, as the public table says them
            prompt += "\n" + hands_text(frame.count, named=False)
        self.panel.show_frame(frame, names, prompt, called)
        self.log.show_view(public, rebuilt)
        window = self.window()
        if window is not None:
            window.setWindowTitle(self.tr("Mafia Desktop — %1").replace("%1", banner))
        # The private turn the flow says runs now (the deal, a night without a referee).
        if self.turns.show(public, step.private, again=changed):
            if step.private is None:
                self.circle.setFocus()
                self.driver.opening(frame, None)  # a game that opens with a night: said once the table is up
            else:
                self.private.ring.setFocus()
        self.driver.steps(frame, self.turns.flow())
        self.driver.pace(frame)
        self._tell_board()
        if self.phones is not None:
            self.phones.render()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        public = self.controller.view()
        self.theme.apply(public.phase == "night" and not self.night_held(public), animate=False)
        self._render()  # the window title follows the phase
        if self.private_shown():
            self.private.ring.setFocus()  # the panel's: its hold target, as every turn starts
        else:
            self.circle.setFocus()  # number keys and arrows pick seats at once

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802 - Qt's name
        self.theme.give_back()
        self.set_peek(False)
        super().hideEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        # A big screen at 100 % (a 4K panel without scaling) gets a side panel to match the circle.
        scale = max(1.0, min(self.width() / 1366, self.height() / 768))
        if abs(scale - self._ui_scale) > 0.05:
            self._ui_scale = scale
            self.panel.set_scale(scale)
            self._set_fonts()
            self._render()
        super().resizeEvent(event)

    def _set_fonts(self) -> None:
        self.panel.set_fonts()
        self.caption.setFont(type_scale.font("caption", self.font(), self._ui_scale, False))
        # The caption's place is kept for the whole of a narrated game: nothing moves when the
        # narrator starts or stops a line.
        lines = 2 * QFontMetrics(self.caption.font()).lineSpacing() + 12
        self.caption.setMinimumHeight(lines)
        policy = self.caption.sizePolicy()
        policy.setRetainSizeWhenHidden(self.narrating())
        self.caption.setSizePolicy(policy)

    def _tell_board(self) -> None:
        """The public table follows (cheap when nobody shows it: a board is a few values)."""
        self.board_changed.emit(self.board())

    # --- the flow's messages, and its effects -------------------------------------------------------

    def send(self, message: tf.Message) -> None:
        """The one way the table moves: the flow's answer to ``message``, carried out. A message
        the stage does not take (a button of a screen already gone, a double tap) does nothing."""
        if self._closed:
            return
        try:
            _, effects = tf.update(self.flow_state(), message)
        except tf.UnknownMessage:
            return
        if isinstance(message, (tf.Tap, tf.Press, tf.TimeUp)):
            self.error.hide()
        renders = self._renders
        for effect in effects:
            if self._carry_out(effect):
                break
        if self._renders == renders:  # (a change the controller told has rendered already)
            self._render()

    def _carry_out(self, effect: tf.Effect) -> bool:
        """One effect of the flow; True when it handed the table on (a question answered: the
        message it sent has carried out the rest)."""
        if isinstance(effect, tf.Submit):
            self._submit(effect)
        elif isinstance(effect, tf.Keep):
            self.controller.set_session(effect.session)
        elif isinstance(effect, tf.Ask):
            if self._confirm(
                question_text(effect, self.controller.view().rules), default_yes=effect.default_yes
            ):
                self.send(effect.then)
            return True
        elif isinstance(effect, tf.Notice):
            params = dict(effect.params)
            inp = params.get("input")
            refusal = self.controller.refusal(inp) if isinstance(inp, Input) else None
            self.panel.show_error(notice_text(effect.code, params, refusal))
        elif isinstance(effect, tf.TakeBack):
            self._take_back(effect)
        elif isinstance(effect, tf.Say):
            self._say(effect)
        elif isinstance(effect, tf.Dialog) and effect.what == "referee":
            self._referee_acts()
        elif isinstance(effect, tf.Dialog):
            self._give_extra_points()
        elif isinstance(effect, tf.Dealt):
            self.controller.set_note("dealt", True)
            self.refresh()
        elif isinstance(effect, tf.Pace):
            self.driver.unpace()
        return False

    def _submit(self, effect: tf.Submit) -> None:
        settle, place = effect.settle, dict(effect.place)
        flow: dict[str, object] | None = place or None
        if settle is not None and self.referee is not None:
            desk = self.referee.desk

            def changes() -> dict[str, object]:  # asked once the inputs are in the game
                return {**place, **settle.changes(desk.view())}

            taken = self.controller.submit(list(effect.inputs), flow=changes, aside=effect.aside)
        else:
            taken = self.controller.submit(list(effect.inputs), flow=flow, aside=effect.aside)
        if not taken and effect.if_refused is not None:
            self.controller.set_session(self.session.with_(**effect.if_refused))

    def _take_back(self, effect: tf.TakeBack) -> None:
        self.turns.restart()  # a private turn starts again from the session given back
        if effect.count:
            self.controller.undo(effect.count)  # the session goes back with the record
            if effect.place:
                self.controller.set_session(self.session.with_(**effect.place))
        else:  # nothing entered yet: the same save and the same restart all the same
            self.controller.set_session(self.session.with_(**effect.place))
            self.controller.save_now()
            self.refresh()

    def _say(self, effect: tf.Say) -> None:
        params = dict(effect.params)
        if effect.what == "seat":
            self.driver.say_seat(self.frame)
        elif effect.what == "night":
            self.theme.apply(True, animate=True)
            self.driver.phase("night", self.frame, self.turns.flow(), self._events)
        elif effect.what == "foul":
            self.driver.foul(str(params["name"]), int(str(params["count"])), bool(params["ahead"]))

    def _give_extra_points(self) -> None:
        from mafia_desktop.ui.table.extra_points import ExtraPointsDialog

        dialog = ExtraPointsDialog([s.name for s in self.controller.view().seats], self)
        try:
            if dialog.exec() == ExtraPointsDialog.DialogCode.Accepted:
                given = dialog.given()
                self.controller.submit([ExtraPoints(given.player, given.points, given.reason)], aside=True)
        finally:
            dialog.deleteLater()

    def referee_acts(self) -> None:
        """The Game menu's *Referee's acts…* (Ctrl+R): the flow opens their dialog, or says why not."""
        self.send(tf.Press("referee"))

    def _referee_acts(self) -> None:
        """The referee's acts: the dialog asks which and whose; the flow takes the answer."""
        from mafia_desktop.ui.table.referee_acts import RefereeActsDialog

        state = self.flow_state()
        acts = tf.referee_acts(state)
        offered = {a.act: a for a in state.public.sport}
        if state.referee is not None:
            offered.update({a.act: a for a in state.referee.sport if a.act == "shooting_order"})
        players: dict[str, tuple[str, ...]] = {}
        for act in acts:
            legal = offered[act]
            players[act] = legal.targets_for(legal.by[0]) if act == "shooting_order" else legal.by
        dialog = RefereeActsDialog(acts, players, self)
        try:
            if dialog.exec() == RefereeActsDialog.DialogCode.Accepted:
                self.send(dialog.given())
        finally:
            dialog.deleteLater()

    # --- what the parts said ------------------------------------------------------------------------

    def _on_circle_seat_activated(self, name: str) -> None:
        self.send(tf.Tap(name))

    def _on_circle_seat_held(self, name: str) -> None:
        """A long press on a seat, or F on it: the referee gives that player a foul (public, and
        undone as any input). Never under the private panel: its turn owns the screen."""
        self.send(tf.Hold(name))

    def _on_panel_pressed(self, key: str) -> None:
        self.send(tf.Press(key))

    def _on_panel_undo_pressed(self) -> None:
        self.send(tf.Undo())

    def _on_panel_focus_left(self) -> None:
        self.circle.setFocus(Qt.FocusReason.OtherFocusReason)

    def _on_clocks_ticked(self) -> None:
        self.circle.set_timer_text(self.clocks.text())
        timer = self.clocks.timer
        if timer.active:
            self.circle.marks().timer_fraction = timer.fraction()
            self.circle.update()
        self._tell_board()

    def _on_clocks_ran_out(self) -> None:
        self._render()

    def _on_driver_caption(self, text: str) -> None:
        self.caption.setText(text)
        self.caption.setVisible(bool(text))
        self._tell_board()

    def _on_driver_clock_changed(self) -> None:
        self.circle.set_timer_text(self.clocks.text())

    def _on_turns_shown_changed(self, shown: bool) -> None:
        # The table's shortcuts sleep under the panel: Ctrl+Enter must not press the hidden
        # table's main button, nor Ctrl+Z undo, while one player holds the laptop.
        for key in self._table_keys:
            key.setEnabled(not shown)
        self.table_page.setEnabled(not shown)
        self.private_changed.emit(shown)

    def _on_turns_rendered(self) -> None:
        """A screen of the private turn is up: the role it wakes is called (the laptop in the
        middle), and the public table and the phones say who has the laptop now."""
        self.driver.steps(self.frame, self.turns.flow())
        self._tell_board()
        if self.phones is not None:
            self.phones.render()

    def _on_turns_ended(self, key: str) -> None:
        """The private turn ended (the deal went round, or the night): the flow says what follows
        (the table; the morning, or another round for the mafia)."""
        self.send(tf.PrivateEnd(key))
        self.error.hide()
        self.refresh()

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
        self.driver.phase(phase, self.frame, self.turns.flow(), self._events)

    def _on_controller_input_refused(self, code: str, params: dict[str, object], message: str) -> None:
        if self.frame.input == "night":
            # Said without names or roles: the screen may be seen when eyes open.
            self.panel.show_error(
                translate(
                    "TableScreen", "That choice is not possible now. Try again, or go to the next role."
                )
            )
        else:
            self.panel.show_error(phrases.refusal_text(code, params, message))

    # --- questions ----------------------------------------------------------------------------------

    def _confirm(self, question: str, default_yes: bool = True) -> bool:
        """Ask the table (:attr:`confirm`); no question ever opens over the referee's peek, and the
        called list waits for the answer. ``default_yes=False``: Enter answers No (a question
        whose Yes cannot be taken back lightly)."""
        if not default_yes:
            self._careful.add(question)
        self.set_peek(False)
        driver = self.driver
        driver.asking = True
        self.clocks.seat_timer.pause()
        try:
            return self.confirm(question)
        finally:
            driver.asking = False
            self.clocks.seat_timer.resume()
            driver.question_closed()  # the seat was said while the question was open

    def _ask(self, question: str) -> bool:
        return ask_yes_no(
            self,
            translate("TableScreen", "Mafia Desktop"),
            question,
            default_yes=question not in self._careful,
        )

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
        shown = held and self.referee is not None and self.referee.answer is not None
        self.panel.show_answer(self.referee.answer_text() if shown and self.referee is not None else None)
