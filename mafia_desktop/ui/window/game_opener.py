"""Opening a game: its record from a file, a drop or the autosave, or a new one from set-up's deal,
and the controller that plays it and saves it.

Owns :class:`GameOpener`, which the window calls, and the words of what it refuses
(:func:`open_error_text`): it keeps the folder of saved games (made when first needed, after the
first paint); reads a record (a game of the store goes on in its own file, any other is copied
into the store first, so the original is never written); asks for a file; takes a dropped one;
turns a deal of physical cards (each player's own, or the referee's console) into the new game's
record, on pages of its own in the window's stack; and makes the :class:`GameController` that
saves the record after every input. The window puts the game on the table. The window makes its
opener when first needed: this module, the storage's and the table's are imported after the home
has painted.
"""

from __future__ import annotations

import contextlib
import re
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from mafia_desktop import phrases, settings
from mafia_desktop.i18n import say

if TYPE_CHECKING:
    from PySide6.QtCore import QMimeData
    from PySide6.QtWidgets import QStackedWidget, QWidget

    from mafia_desktop.engine.game import Game
    from mafia_desktop.engine.record import Record
    from mafia_desktop.storage.games import GameStore
    from mafia_desktop.ui.table.controller import GameController

translate = QCoreApplication.translate  # the window's words: their context stays "MainWindow"


class Opened:
    """A record read from a file, to go on the table. (A plain class: making a dataclass costs over
    a millisecond.)"""

    __slots__ = ("game", "notes", "path", "record")

    def __init__(
        self, record: Record, path: Path | None, notes: list[str] | None = None, game: Game | None = None
    ) -> None:
        self.record = record
        #: the game the record replays to (reading replayed it once: the table does not again)
        self.game = game
        #: its file in the store, where the game goes on; None: a copy goes on in a new file
        self.path = path
        #: what was done on the way (a broken file set aside, its previous copy used), as messages
        self.notes = notes or []


class GameOpener(QObject):
    """Reads, deals and makes the games the window puts on the table."""

    #: a deal of physical cards is complete: the new game's record (the window puts it on the table)
    dealt = Signal(object)
    #: Back on the referee's deal screen: to set-up again
    deal_left = Signal()

    def __init__(
        self, window: QWidget, pages: QStackedWidget, store: GameStore | None = None, read_only: bool = False
    ) -> None:
        super().__init__(window)
        self._window = window  # the parent of the boxes it shows
        self._pages = pages  # the window's stack, where its deal pages go
        self._store = store  # made when first needed: after the first paint
        #: nothing is written: not the game, not a copy of the file opened (a screenshot)
        self.read_only = read_only
        self.card_panel: Any = None  # the players enter their own cards on it (a PrivatePanel)
        self.card_session: Any = None
        self.host_deal: Any = None  # the host's deal screen (referee console, real cards)

    @property
    def store(self) -> GameStore:
        """The folder of saved games."""
        if self._store is None:
            from mafia_desktop.storage.games import GameStore, clear_leftovers, default_folder

            self._store = GameStore(default_folder())
            if not self.read_only:  # here, on the UI thread, no save of ours is half done
                clear_leftovers(self._store.folder)
        return self._store

    # --- a record from a file -------------------------------------------------------------------

    def read(self, path: str) -> Opened | str:
        """The game in ``path``, or the problem in words. A game of the store goes on in its own
        file (a broken file is set aside and its previous good copy used). Any other record is a
        copy: when the store already has that game (:meth:`GameStore.same_game`), it goes on in
        the store's file, as far as either went; otherwise it is copied into the store when it
        goes on the table. One game is one game, however often it is opened."""
        from mafia_desktop.storage.games import StorageError, read_game

        target = Path(path)
        try:
            if self.store.owns(target) and not self.read_only:
                loaded = self.store.load(target)
                return Opened(loaded.record, loaded.path, loaded.notes, loaded.game)
            record, game = read_game(target)
            if self.read_only:
                return Opened(record, None, game=game)
            return self._copy_of_a_stored_game(target, record, game) or Opened(record, None, game=game)
        except (StorageError, OSError) as exc:
            return open_error_text(path, exc)

    def _copy_of_a_stored_game(self, target: Path, record: Record, game: Game) -> Opened | None:
        """The store's own game that ``record`` (read from ``target``) is a copy of, to go on in
        its file, with a note that says so; None when the store has no such game."""
        from mafia_desktop.storage.games import StorageError

        same = self.store.same_game(record)
        if same is None:
            return None
        if same.stands == "ahead_there":
            # The copy went further (played on elsewhere): the store's file takes it at once, so
            # the series and Home see the game as far as it went.
            with contextlib.suppress(StorageError):  # (else the next input's save says why)
                self.store.save(same.path, record)
            note = translate(
                "MainWindow", "%1 is a game already among the saved games, played further: it goes on in %2."
            )
            return Opened(record, same.path, [_filled(note, target.name, same.path.name)], game)
        try:
            loaded = self.store.load(same.path)
        except StorageError:
            return None
        note = (
            translate("MainWindow", "%1 is a game already among the saved games: it goes on in %2.")
            if same.stands == "same"
            else translate(
                "MainWindow",
                "%1 is an earlier copy of a game among the saved games: it goes on in %2, where it had got"
                " to (undo goes back).",
            )
        )
        return Opened(
            loaded.record,
            loaded.path,
            [*loaded.notes, _filled(note, target.name, same.path.name)],
            loaded.game,
        )

    def choose_file(self) -> str:
        """Ask for a record to open, in the folder of saved games; "" when none was chosen."""
        from mafia_desktop.ui.common import files

        return files.open_file(
            self._window,
            "record",
            translate("MainWindow", "Open a game record"),
            translate("MainWindow", "Game records (*.json);;All files (*)"),
            Path(self.store.folder),
        )

    def controller_for(
        self, record: Record, path: Path | None, game: Game | None = None
    ) -> tuple[GameController, Path | None]:
        """The controller of ``record`` (``game``: the game it replays to, when it was read with
        it), saving it after every input in ``path`` (a new file of the store when None); and that
        file, or None when read-only (nothing is saved)."""
        from mafia_desktop.ui.table.controller import GameController

        game_path = path or self.store.new_path()
        store = self.store
        saver = None if self.read_only else (lambda r: store.save(game_path, r))
        return GameController(record, saver=saver, game=game), None if self.read_only else game_path

    # --- a new game's deal of physical cards ----------------------------------------------------

    def deal_cards(self, pending: Any) -> None:
        """Physical cards: each player enters theirs privately before the game starts; with a
        referee, the host enters who holds what on one screen. The record comes by :attr:`dealt`."""
        if pending.table.mode == "referee":
            self._host_deal(pending)
            return
        from mafia_desktop.engine.deck_plan import plan
        from mafia_desktop.table.private_turns import CardEntry
        from mafia_desktop.ui.private.panel import PrivatePanel
        from mafia_desktop.ui.table.private_host import PrivateSession

        if self.card_panel is None:
            self.card_panel = PrivatePanel()
            self._pages.addWidget(self.card_panel)
        counts = {r: n for r, n in pending.counts.items() if r in pending.rules.roles}
        counts.setdefault("civilian", 0)
        cards = plan(pending.rules, counts).choices()  # the same cards as the printed recipe's
        flow = CardEntry(pending.players, dict(pending.counts), cards)
        if pending.table.mode == "middle":
            flow.end = "to_middle"  # the laptop went round for the cards: back to the middle

        def end(session: PrivateSession, key: str) -> None:
            if key != "check_cards":
                return
            if flow.check():
                session.close()
                self.dealt.emit(pending.record(flow.roles()).with_note("dealt", True))
            else:
                session.note = phrases.card_mismatch(flow.mismatch, pending.rules, counts)
                session.render()

        if self.card_session is not None:
            self.card_session.close()
        self.card_session = PrivateSession(self.card_panel, None, flow, end, pending.rules.preset, cards)
        self._pages.setCurrentWidget(self.card_panel)
        self.card_panel.ring.setFocus()

    def _host_deal(self, pending: Any) -> None:
        """The referee console with a real or printed deck: the host taps each seat and its card.

        Each card entered is on disk at once, in a draft beside the games (as secret as they are:
        see :func:`settings.write_host_cards`), so a crash comes back to the same cards. The draft
        goes when the game goes on the table, or when the host leaves the deal (Back): the cards
        entered are then kept in memory only, and come back if the host starts the same deal
        again in this run."""
        from mafia_desktop.table.host_cards import HostCards
        from mafia_desktop.ui.table.host_deal import HostDealScreen

        players, counts = list(pending.players), dict(pending.counts)
        folder = self.store.folder
        earlier = self.host_deal
        if earlier is not None:
            self._pages.removeWidget(earlier)
            earlier.deleteLater()
            self.host_deal = None
        if earlier is not None and earlier.cards.players == players and dict(earlier.cards.counts) == counts:
            kept: dict[str, Any] = {"held": dict(earlier.cards.held)}  # left by Back, this run
        else:
            kept = settings.read_host_cards(folder)  # the cards entered before a crash
            if kept.get("players") != players or kept.get("counts") != counts:
                kept = {}  # another deal's (it stays until this one's first card replaces it)
        held = kept.get("held")
        entered = {str(k): str(v) for k, v in held.items()} if isinstance(held, dict) else {}
        cards = HostCards(players, counts, entered)
        screen = HostDealScreen(pending.rules, cards)

        def keep(entry: dict[str, object] | None) -> None:
            if not self.read_only:
                settings.write_host_cards(
                    None if entry is None else {"players": players, "counts": counts, **entry}, folder
                )

        def dealt(roles: dict[str, str]) -> None:
            self.dealt.emit(pending.record(roles).with_note("dealt", True))
            done = self.host_deal  # (the screen that dealt: not held here, so no cycle keeps it)
            if done is not None and self._pages.currentWidget() is not done:  # the game is on the table
                keep(None)
                self.host_deal = None
                self._pages.removeWidget(done)
                done.deleteLater()

        def left() -> None:
            keep(None)
            self.deal_left.emit()

        screen.changed.connect(keep)
        screen.dealt.connect(dealt)
        screen.back_requested.connect(left)
        self.host_deal = screen
        self._pages.addWidget(screen)
        self._pages.setCurrentWidget(screen)
        screen.circle.setFocus()
        if cards.held and earlier is not None:
            keep(cards.to_json())  # back on disk at once: a crash from now on loses none of them


def dropped_file(mime: QMimeData) -> str | None:
    """The one local file dropped, or None (a link, text, several files)."""
    if not mime.hasUrls():
        return None
    urls = [u for u in mime.urls() if u.isLocalFile()]
    return urls[0].toLocalFile() if len(urls) == 1 else None


def open_error_text(path: str, exc: Exception) -> str:
    reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else say(getattr(exc, "message", exc))
    return translate("MainWindow", "Cannot open %1: %2").replace("%1", path).replace("%2", reason)


def _filled(text: str, *values: str) -> str:
    """A translated sentence with its %1, %2... filled in one pass (a file named "%2.json" stays
    that name; names are text, never read as markup)."""
    return re.sub(r"%([1-9])", lambda m: values[int(m[1]) - 1] if int(m[1]) <= len(values) else m[0], text)


def copied_text(opened: Path, game: Path) -> str:
    """The notice on the table when a record from outside the store was opened."""
    return (
        translate("MainWindow", "Opened %1. The game goes on in %2; the file you opened is left as it was.")
        .replace("%1", opened.name)
        .replace("%2", game.name)
    )


def same_file(path: str, other: Path) -> bool:
    """Whether ``path`` names the file ``other`` (the game already on the table)."""
    try:
        return Path(path).resolve() == other.resolve()
    except (OSError, RuntimeError):
        return False
