"""The controller: owns the game record, feeds inputs to the engine, and tells the views.

Widgets never touch the game; they ask for views (:meth:`GameController.view`) and listen to the
signals. The record is the single source of truth: every accepted input is appended to it and
handed to the ``saver`` (autosave) before any signal lets the screen move on; undo is a replay of
the record without its last input.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, Signal

from mafia_desktop.engine.errors import IllegalInput
from mafia_desktop.engine.game import Game
from mafia_desktop.engine.inputs import NIGHT_INPUTS, Input
from mafia_desktop.engine.record import Record, replay
from mafia_desktop.engine.views import PUBLIC, REFEREE, TableView, Viewer, view_for
from mafia_desktop.i18n import say


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

    def __init__(self, record: Record, saver: Callable[[Record], None] | None = None) -> None:
        super().__init__()
        self._record = record
        self._game: Game = replay(record)
        self._saver = saver
        self.unsaved = False

    # --- reading ----------------------------------------------------------------------------

    @property
    def record(self) -> Record:
        return self._record

    def view(self, viewer: Viewer = PUBLIC) -> TableView:
        return view_for(self._game, viewer)

    def referee_view(self) -> TableView:
        return view_for(self._game, REFEREE)

    @property
    def can_undo(self) -> bool:
        return bool(self._record.inputs)

    def last_input(self) -> Input | None:
        return self._record.inputs[-1] if self._record.inputs else None

    def last_input_is_secret(self) -> bool:
        last = self.last_input()
        return last is not None and last.act in NIGHT_INPUTS and last.act != "end_night"

    # --- changing ---------------------------------------------------------------------------

    def submit(self, inputs: Sequence[Input], note: tuple[str, object] | None = None) -> bool:
        """Apply inputs in order; stop at the first refused one. True if all were taken.

        ``note`` (key, value) is kept in the record with the last input, in the same save.
        """
        before = (self._game.phase, self._game.number)
        ok = True
        for i, inp in enumerate(inputs):
            try:
                self._game.apply(inp)
            except IllegalInput as exc:
                self.input_refused.emit(exc.code, dict(exc.params), str(exc))
                ok = False
                break
            self._record = self._record.with_input(inp)
            if note is not None and i == len(inputs) - 1:
                self._record = self._record.with_note(*note)
            self._save()
        self._announce(before)
        return ok

    def undo(self) -> bool:
        """Take back the last input (replay without it)."""
        if not self._record.inputs:
            return False
        before = (self._game.phase, self._game.number)
        self._record = self._record.without_last()
        self._game = replay(self._record)
        self.undone.emit()
        self._save()
        self._announce(before, force=True)
        return True

    def note(self, key: str) -> object:
        """The app's own member of the record (the table mode, a night turn in progress)."""
        return self._record.note(key)

    def set_note(self, key: str, value: object) -> None:
        """Keep something beside the game in the record, saved at once (never a secret)."""
        if self._record.note(key) != value:
            self._record = self._record.with_note(key, value)
            self._save()

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
            self.save_failed.emit(say(getattr(exc, "message", exc)))
            return
        if self.unsaved:
            self.unsaved = False
            self.save_recovered.emit()

    def _announce(self, before: tuple[str, int], force: bool = False) -> None:
        after = (self._game.phase, self._game.number)
        if after != before or force:
            self.phase_changed.emit(*after)
        self.game_changed.emit()
        if self._game.winner is not None and before[0] != "over":
            self.game_finished.emit(self._game.winner)
