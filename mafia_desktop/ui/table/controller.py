"""The controller: owns the game record, feeds inputs to the engine, and tells the views.

Widgets never touch the game; they ask for views and listen to the signals. Who may see what is
decided here, once:

- :meth:`GameController.view` is the shared screen's only source: a :class:`PublicView`, a type with
  no role member, so nothing painted from it can show a living player's card.
- :meth:`GameController.referee_desk` hands the referee's full view to the referee console's own
  surfaces (the held peek, a check's held answer, the night steps). It exists only in a game that
  has a referee: in pass-and-play and with the laptop in the middle it is ``None``.
- :meth:`GameController.private_desk` is for the private panel alone: one player's view, and the
  inputs of a role woken with the laptop in the middle (without saying who holds it).
 The record is the single source of truth: every accepted input is appended to it and
handed to the ``saver`` (autosave) before any signal lets the screen move on; undo is a replay of
the record without its last input.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, Signal

from mafia_desktop.engine.errors import IllegalInput
from mafia_desktop.engine.events import Event
from mafia_desktop.engine.game import Game
from mafia_desktop.engine.inputs import Input, NightInput
from mafia_desktop.engine.record import Record, replay
from mafia_desktop.engine.views import (
    PUBLIC,
    PublicView,
    events_for,
    public_view,
)
from mafia_desktop.i18n import say
from mafia_desktop.table.changes import AGAIN, SESSION_ONLY, Change, change_between
from mafia_desktop.table.desks import PrivateDesk, RefereeDesk
from mafia_desktop.table.flow import night_undo_count
from mafia_desktop.table.session import Draft, Session, SessionBook, TableMode

REFEREE_MODE = "referee"
SESSION = "session"  # the record's member that keeps the table's flow (see SessionBook)


class GameController(QObject):
    """One game at the table."""

    #: the game moved on (an input was accepted, undone, or a game was loaded)
    game_changed = Signal()
    #: a new phase began: ("night" | "day" | "over", number)
    phase_changed = Signal(str, int)
    #: an input was refused: (code, params, English sentence)
    input_refused = Signal(str, dict, str)
    #: the game is over: the winning team
    game_finished = Signal(str)
    #: an input could not be saved (full disk, read-only folder): the sentence to show.
    #: The game goes on in memory and every later input tries again.
    save_failed = Signal(str)
    #: saving works again after a failure
    save_recovered = Signal()
    #: the last input was taken back
    undone = Signal()
    #: the table's flow moved on without an input (a role called, a timer paused, a turn passed)
    session_changed = Signal()
    #: the engine's events of the inputs just taken, as the shared screen may see them (a tuple)
    events_happened = Signal(tuple)
    #: what changed, once per move (a :class:`~mafia_desktop.table.changes.Change`): after an input,
    #: an undo or a step of the session; views repaint only that
    changed = Signal(object)

    def __init__(
        self,
        record: Record,
        saver: Callable[[Record], None] | None = None,
        game: Game | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        """``game``: the game ``record`` replays to, when the caller has it already (reading a
        file replays it once: opening it does not again). ``clock``: the table's clock, the one
        the session's running timers are read against (see :meth:`Session.at`)."""
        super().__init__()
        self._record = record
        self._game: Game = game if game is not None else replay(record)
        self._view: PublicView | None = None
        self._version = 0  # counts the game's changes (an input taken, an undo)
        self.clock = clock
        self._saver = saver
        self.unsaved = False
        self.last_problem = ""  # why the last save failed, in words
        self._book = SessionBook.from_json(record.note(SESSION))
        #: where the table's flow stands (see :mod:`mafia_desktop.table.session`)
        self.session: Session = (
            (self._book.get(len(record.inputs)) or self._old_session())
            .following(self.view())
            .restarted(clock())
        )
        #: an undo is being told (a phase it goes back to is not announced again)
        self.undoing = False

    def _old_session(self) -> Session:
        """A record saved before sessions were kept: its pass-and-play turn, if any."""
        s = Session()
        view = self.view()
        progress = self._record.note("pass_turn")
        if isinstance(progress, dict) and view.phase == "night" and progress.get("night") == view.number:
            try:
                index, pick, rnd = (
                    int(progress.get("index", 0)),
                    int(progress.get("pick", 1)),
                    int(progress.get("round", 1)),
                )
            except (TypeError, ValueError):
                return s
            stage = "answer" if progress.get("stage") == "answer" else "cover"
            s = s.with_(night=view.number, round=max(1, rnd), turn=(max(0, index), max(1, pick), stage))
        return s

    # --- reading ----------------------------------------------------------------------------

    @property
    def record(self) -> Record:
        return self._record

    def view(self) -> PublicView:
        """What the shared screen may show (no role member: see :class:`PublicView`). Made once
        per state of the game: every view of the table asks for it as often as it likes."""
        if self._view is None:
            self._view = public_view(self._game)
        return self._view

    @property
    def table_mode(self) -> TableMode:
        """How the table plays (the record's ``table`` member, typed)."""
        return TableMode.from_json(self._record.note("table"))

    @property
    def mode(self) -> str:
        """How the table plays: referee | pass | middle."""
        return self.table_mode.mode

    @property
    def has_referee(self) -> bool:
        return self.mode == REFEREE_MODE

    def referee_desk(self) -> RefereeDesk | None:
        """The referee's view, or None in a game with no referee (nobody may see every role)."""
        return RefereeDesk(lambda: self._game, lambda: self._version) if self.has_referee else None

    def private_desk(self) -> PrivateDesk:
        """For the private panel only."""
        return PrivateDesk(lambda: self._game)

    @property
    def can_undo(self) -> bool:
        return bool(self._record.inputs)

    def last_input(self) -> Input | None:
        return self._record.inputs[-1] if self._record.inputs else None

    def last_input_is_secret(self) -> bool:
        last = self.last_input()
        return last is not None and isinstance(last, NightInput)

    # --- changing ---------------------------------------------------------------------------

    def refusal(self, inp: Input) -> IllegalInput | None:
        """Why the engine would refuse ``inp`` now (None if it would take it). Nothing changes:
        the input is tried on a copy of the game."""
        try:
            replay(self._record).apply(inp)
        except IllegalInput as exc:
            return exc
        return None

    def submit(
        self,
        inputs: Sequence[Input],
        flow: dict[str, object] | Callable[[], dict[str, object]] | None = None,
        aside: bool = False,
    ) -> bool:
        """Apply inputs in order; stop at the first refused one. True if all were taken.

        The inputs taken are saved in one atomic write before any signal lets the screen move on
        (one write however many: the mafia's shots entered together cost what one shot does),
        with the table's session: as it stood just before them (what undo goes back to), and
        after them, with ``flow``'s changes when every input was taken (a private turn's next
        pick goes with the pick entered; a callable is asked once the inputs are in). ``aside``:
        inputs beside the game's course (a foul): the taps of the input being made are kept.
        """
        before = (self._game.phase, self._game.number)
        seen = self.view()
        live = self.session.at(self.clock())  # the clocks as they run now
        count = len(self._record.inputs)
        refused: IllegalInput | None = None
        taken = 0
        happened: list[Event] = []
        for inp in inputs:
            try:
                happened += self._game.apply(inp)
            except IllegalInput as exc:
                refused = exc
                break
            self._view = None
            self._version += 1
            self._record = self._record.with_input(inp)
            taken += 1
        if taken:
            # Undo goes back to the session just before the inputs, the taps that led to them
            # included (one step back: the input half made again); after them, the draft is gone,
            # an input now.
            self._book.put(count, live)
            changes = (flow() if callable(flow) else flow) if flow and refused is None else {}
            after = live.with_(**changes) if aside else live.with_(**changes, draft=Draft())
            self.session = after.following(self.view())
            self._keep_session()
            self._save()
        if refused is not None:
            self.input_refused.emit(refused.code, dict(refused.params), str(refused))
        if happened:
            self.events_happened.emit(events_for(self._game, happened, PUBLIC))
        self._announce(before, change_between(seen, self.view()) if taken else None)
        return refused is None

    def touch(self) -> None:
        """Save the record as it is and tell the screen, as an input would: a private step that
        enters nothing (a dead role woken with the laptop in the middle) costs the same time as
        one that does."""
        self._save()
        self.game_changed.emit()
        self.changed.emit(AGAIN)

    def night_undo_count(self) -> int:
        """How many inputs undoing "the night" takes back in a game with no referee (see
        :func:`mafia_desktop.table.flow.night_undo_count`)."""
        return night_undo_count(self._record.inputs)

    def undo(self, count: int = 1) -> bool:
        """Take back the last ``count`` inputs (one replay without them, one save); nothing given
        back is armed (:meth:`Session.given_back`)."""
        if not self._record.inputs or count < 1:
            return False
        self.undoing = True
        try:
            return self._undo(count)
        finally:
            self.undoing = False

    def _undo(self, count: int) -> bool:
        before = (self._game.phase, self._game.number)
        record = self._record
        for _ in range(min(count, len(record.inputs))):
            record = record.without_last()
        self._record = record
        self._game = replay(self._record)
        self._view = None
        self._version += 1
        self._book.cut(len(record.inputs))
        back = (self._book.get(len(record.inputs)) or Session()).following(self.view())
        self.session = back.given_back(self.session).restarted(self.clock())
        self._keep_session()
        self.undone.emit()
        self._save()
        self._announce(before, change_between(None, self.view()), force=True)
        return True

    def set_session(self, session: Session) -> None:
        """A step of the table's flow (a role called, a timer paused, a turn passed): kept with the
        record and saved at once, as an input would be."""
        if session == self.session:
            return
        self.session = session
        self._keep_session()
        self._save()
        self.session_changed.emit()
        self.changed.emit(SESSION_ONLY)

    def _keep_session(self) -> None:
        self._book.put(len(self._record.inputs), self.session)
        self._record = self._record.with_note(SESSION, self._book.to_json())

    def note(self, key: str) -> object:
        """The app's own member of the record (the table mode, a night turn in progress)."""
        return self._record.note(key)

    def set_note(self, key: str, value: object) -> None:
        """Keep something beside the game in the record, saved at once (never a secret).

        The screen is told as after an input (:attr:`game_changed`): a decoy answer in a private
        turn (a note alone) then costs the same save and the same repaint as a real choice (an
        input and the note), so the time a step takes tells no role."""
        if self._record.note(key) != value:
            self._record = self._record.with_note(key, value)
            self._save()
            self.game_changed.emit()
            self.changed.emit(AGAIN)

    def save_now(self) -> None:
        """Save the record as it is (a new game, before its first input)."""
        self._save()

    def _save(self) -> None:
        """The one write before the screen moves on: the record, atomically (see storage)."""
        if self._saver is None:
            return
        try:
            self._saver(self._record)
        except Exception as exc:  # noqa: BLE001 - whatever the disk says, the game goes on
            self.unsaved = True
            self.last_problem = say(getattr(exc, "message", exc))
            self.save_failed.emit(self.last_problem)
            return
        if self.unsaved:
            self.unsaved = False
            self.save_recovered.emit()

    def _announce(self, before: tuple[str, int], change: Change | None, force: bool = False) -> None:
        after = (self._game.phase, self._game.number)
        if after != before or force:
            self.phase_changed.emit(*after)
        self.game_changed.emit()
        self.changed.emit(change or AGAIN)
        if self._game.winner is not None and before[0] != "over":
            self.game_finished.emit(self._game.winner)
