"""The main window, the shell: home, set-up and the table, one step at a time.

Owns :class:`MainWindow`: the window and its pages (home, set-up, the table; the deal pages are the
opener's), moving between them (Esc goes one step back), putting a game on the table, full screen
and closing without losing a move. Its helpers: ``home_screen``, ``game_opener`` (reading and
dealing a game), ``window_menu`` (the menu, its keys and boxes), ``window_voice`` (speech) and
``window.theme`` (restyling; the colours are ``theme.colours``).

Nothing here touches the big ``Qt`` namespace, and only the home's modules are imported before the
first paint: the start-up budget is tight (see benchmarks/run.py).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QMainWindow, QStackedWidget

from mafia_desktop import settings
from mafia_desktop.i18n import say
from mafia_desktop.table.table_flow import Press
from mafia_desktop.ui.common import collector
from mafia_desktop.ui.common.widgets import warn
from mafia_desktop.ui.theme import appearance
from mafia_desktop.ui.theme.colours import paint
from mafia_desktop.ui.window.home import HomeScreen, KnownPlayers, ResumeFinder, resume_text
from mafia_desktop.ui.window.menu import KEPT_WHILE_PRIVATE, WindowMenu
from mafia_desktop.ui.window.theme import first_size, restyle
from mafia_desktop.ui.window.tv import WindowTv

if TYPE_CHECKING:
    from PySide6.QtGui import QCloseEvent, QDragEnterEvent, QDropEvent

    from mafia_desktop.engine.game import Game
    from mafia_desktop.engine.record import Record
    from mafia_desktop.storage.games import GameInfo, GameStore
    from mafia_desktop.ui.table.screen import TableScreen
    from mafia_desktop.ui.window.game_opener import GameOpener
    from mafia_desktop.ui.window.voice import WindowVoice


def _kept(helper: str, name: str) -> Any:
    """An attribute of the window that one of its helpers keeps: None while a helper made on first
    need (``_opener``, ``_voice``) is not made yet; written, the helper is made."""

    def get(window: MainWindow) -> Any:
        made = getattr(window, helper)
        return None if made is None else getattr(made, name)

    def put(window: MainWindow, value: Any) -> None:
        setattr(getattr(window, helper.removeprefix("_")), name, value)

    return property(get, put)


class MainWindow(QMainWindow):
    """Home → set-up → the table; Esc or Back goes one step back without losing anything.

    Every game lives in a file of the game store and is saved after every input (see
    :mod:`mafia_desktop.storage.games`); an unfinished game is offered again at the next start.
    """

    #: the saved games were read: "Continue" is offered, or not
    resume_checked = Signal()
    #: what the menu still does under a private surface, by mouse only (see window_menu)
    KEPT_WHILE_PRIVATE = KEPT_WHILE_PRIVATE

    def __init__(
        self,
        remember_geometry: bool = True,
        defer_shortcuts: bool = False,
        store: GameStore | None = None,
        read_only: bool = False,
    ) -> None:
        super().__init__()
        collector.install()  # garbage is collected on this thread only (workers read the games)
        collector.keep_until_destroyed(self)  # and never frees this window while Qt has it
        self.setWindowTitle(self.tr("Mafia Desktop"))
        self.resize(*first_size())
        self.setMinimumSize(720, 480)
        self.setAcceptDrops(True)
        paint(self)
        self._remember = remember_geometry
        self.game_path: Path | None = None
        self.resumable: GameInfo | None = None
        self.setup: Any = None
        self.table: TableScreen | None = None
        self.controller: Any = None
        self.stack = QStackedWidget()
        self._store, self._read_only = store, read_only  # the opener's, once it is made
        self._opener: GameOpener | None = None  # these two are made when first needed (their
        self._voice: WindowVoice | None = None  # modules too): after the first paint
        self._resume = ResumeFinder(self)
        self._resume.found.connect(self._on_resume_found)
        self._known = KnownPlayers(self)  # the players of past games, offered in set-up
        self.window_menu = WindowMenu(self)  # the menus' titles; their items come with finish_start()
        self.tv = WindowTv(self)  # the public table on another screen (made when first asked)
        self.tv.chosen.connect(self._on_tv_chosen)
        # Asks what to do with moves that could not be saved: retry | copy | discard | cancel
        self.ask_unsaved: Callable[[str], str] = self.window_menu.ask_unsaved
        #: asked before Ctrl+N leaves a game in progress (tests answer it instead)
        self.ask_leave: Callable[[str], bool] = self._ask_leave
        self.stack.currentChanged.connect(self._on_stack_current_changed)
        self.setCentralWidget(self.stack)
        self.home = self._make_home()
        self.stack.addWidget(self.home)
        if not defer_shortcuts:
            self.finish_start()
        if remember_geometry:
            geometry = settings.read_geometry()
            if geometry is not None:
                self.restoreGeometry(geometry)

    # --- what the helpers keep, by the names the app and its tests know ---------------------------

    @property
    def opener(self) -> GameOpener:
        """Opening a game, and the folder of saved games."""
        if self._opener is None:
            from mafia_desktop.ui.window.game_opener import GameOpener

            self._opener = GameOpener(self, self.stack, self._store, self._read_only)
            self._opener.dealt.connect(self.open_record)
            self._opener.deal_left.connect(self._on_deal_left)
        return self._opener

    @property
    def voice(self) -> WindowVoice:
        """The speech, the narrator and the night's sound bed."""
        if self._voice is None:
            from mafia_desktop.ui.window.voice import WindowVoice

            self._voice = WindowVoice(self)
        return self._voice

    @property
    def store(self) -> GameStore:
        """The folder of saved games."""
        return self.opener.store

    resume_pending = _kept("_resume", "pending")  # the saved games are being read for "Continue"
    card_panel = _kept("_opener", "card_panel")  # the players enter their own cards on it
    host_deal = _kept("_opener", "host_deal")  # the host's deal screen (referee console, real cards)
    speech = _kept("_voice", "speech")  # the speech cache and its worker thread
    narrator = _kept("_voice", "narrator")
    night_bed = _kept("_voice", "night_bed")  # the night's sound bed (NightBed)
    save_copy_action = _kept("window_menu", "save_copy_action")
    about_action = _kept("window_menu", "about_action")
    _shortcuts = _kept("window_menu", "shortcuts")  # the Game menu's items and their keys

    # --- the window -----------------------------------------------------------------------------

    def _make_home(self) -> HomeScreen:
        home = HomeScreen()
        home.new_game_requested.connect(self._on_home_new_game_requested)
        home.continue_requested.connect(self._on_home_continue_requested)
        home.open_requested.connect(self._on_home_open_requested)
        home.print_requested.connect(self.window_menu.open_print)
        return home

    def finish_start(self) -> None:
        """What can wait until the window has painted once: the menu's items and keys (setting the
        first shortcut builds every enum of Qt's ``Qt`` namespace, about 15 ms) and reading the
        saved games to offer the last unfinished one."""
        self.window_menu.build()
        self.window_menu.set_shortcuts()
        self.home.finish()
        appearance.install_focus_ring()
        self.offer_resume()

    def offer_resume(self) -> None:
        """ "Continue the game of 21:34, day 3?" for the newest unfinished game on disk. The saved
        games are read on a pool thread: start-up never waits on how many there are or how long."""
        if self.table is None:
            self._resume.start(self.store)

    def _on_resume_found(self, info: object) -> None:
        from mafia_desktop.storage.games import GameInfo

        if self.table is None:
            self.resumable = info if isinstance(info, GameInfo) else None
            if self.resumable is not None:
                self.home.set_continue_text(resume_text(self.resumable))
            self.home.set_can_continue(self.resumable is not None)
        self.resume_checked.emit()

    def restyle(self) -> None:
        """Put the saved language, text size and contrast in force now (see :func:`~mafia_desktop.ui.window.theme.restyle`)."""
        restyle(self)

    # --- set-up -------------------------------------------------------------------------------

    def new_game_from_menu(self) -> None:
        """Game ▸ New game (Ctrl+N): in the middle of a game, asked first (the game is kept, and
        Continue brings it back); at home, after a game or with none, set-up at once."""
        if self._playing() and not self.ask_leave(
            self.tr("Leave this game for a new one? It is kept: Continue the game brings it back.")
        ):
            return
        self._on_home_new_game_requested()

    def _ask_leave(self, question: str) -> bool:
        from mafia_desktop.ui.common.widgets import ask_yes_no

        return ask_yes_no(self, self.tr("New game"), question, default_yes=False)

    def _on_home_new_game_requested(self) -> None:
        self._open_setup()
        assert self.setup is not None
        self.setup.leave_tournament()  # (a new game is no tournament's slot)

    def start_tournament_game(self, t: Any, round: int, table: int) -> None:
        """The tournament screen's *Start this game*: set-up with that slot's players in seat
        order, the club's rules, the round as the game's number, the tournament's name as the
        series and its game type, and the slot kept in the record (see SetupScreen.take_slot).
        In the middle of a game, asked first (the game is kept)."""
        from mafia_desktop.club.tournament import record_member, slot_players

        if self._playing() and not self.ask_leave(
            self.tr("Leave this game for a new one? It is kept: Continue the game brings it back.")
        ):
            return
        from mafia_desktop.table.setup import PROTOCOL_LIMITS

        names = list(slot_players(t, round, table))
        slot = record_member(t, round, table)
        self._open_setup()
        assert self.setup is not None
        series = t.name[: PROTOCOL_LIMITS["series"]].strip()
        self.setup.take_slot(names, series, round, t.game_type, slot)

    def _playing(self) -> bool:
        """A game is on the screen and not over."""
        return (
            self.table is not None
            and self.controller is not None
            and self.stack.currentWidget() is self.table
            and self.controller.view().phase != "over"
        )

    def _open_setup(self) -> None:
        if self.setup is None:
            from mafia_desktop.ui.dialogs.roles_editor import load_kept_roles
            from mafia_desktop.ui.setup.screen import SetupScreen

            load_kept_roles()  # (before the set-up: its remembered house rules may name them)
            self.setup = SetupScreen()
            self._connect_setup(self.setup)
            self.stack.addWidget(self.setup)
        if not self._read_only:  # (the series book is a file it would write)
            self._known.start(self.store.folder)
        self.stack.setCurrentWidget(self.setup)
        self.voice.render_ahead()

    def _on_play_again_requested(self) -> None:
        """The same table again, with a new deal, in one tap (the set-up takes the finished game's
        choices and starts; it shows itself only when the game needs cards entered)."""
        if self.controller is None:
            return
        record = self.controller.record
        self._on_home_new_game_requested()
        assert self.setup is not None
        self.setup.play_again(record)

    def _connect_setup(self, setup: Any) -> None:
        def chosen(*_: object) -> None:  # (before the game goes on the table: its first board)
            self.tv.choose(setup.model.uses_second_screen())

        setup.start_requested.connect(chosen)
        setup.cards_requested.connect(chosen)
        setup.deal_changed.connect(self.voice.deal_changed)
        setup.start_requested.connect(self._on_setup_start_requested)
        setup.cards_requested.connect(self.opener.deal_cards)
        setup.back_requested.connect(self.go_back)
        setup.roles_requested.connect(self.edit_roles)
        setup.set_known_players(self._known.names)

    def edit_roles(self) -> None:
        """Set-up's *Roles…*: the group's own roles; once saved, the set-up offers them."""
        from mafia_desktop.ui.dialogs.roles_editor import RolesEditor

        editor = RolesEditor(self)
        self.exec_dialog(editor)
        if editor.changed and self.setup is not None:
            self.setup.roles_changed()

    def _connect_table(self, table: Any) -> None:
        table.leave_requested.connect(self.go_home)
        table.new_game_requested.connect(self._on_home_new_game_requested)
        table.play_again_requested.connect(self._on_play_again_requested)
        table.private_changed.connect(self.window_menu.update_keys)

    def _on_setup_start_requested(self, record: Record) -> None:
        from mafia_desktop.table.session import TableMode

        self.open_record(record)
        if TableMode.from_json(record.note("table")).deal == "print" and self.controller is not None:
            # The app dealt: the host prints the fold-over cards now (and again from Print… later).
            self.controller.set_note("dealt", True)
            dialog = self.print_dialog()
            dialog.choose("fold")
            self.exec_dialog(dialog)

    @staticmethod
    def exec_dialog(dialog: Any) -> Any:
        """Show a dialog and wait for it (tests answer it instead)."""
        return dialog.exec()

    def _on_deal_left(self) -> None:
        if self.setup is not None:
            self.stack.setCurrentWidget(self.setup)

    # --- opening a game -----------------------------------------------------------------------

    def _on_home_continue_requested(self) -> None:
        if self.table is not None:
            self.stack.setCurrentWidget(self.table)
            if self.table.private_shown():
                self.table.private.ring.setFocus()
            else:
                self.table.circle.setFocus()
        elif self.resumable is not None:
            self.open_file(str(self.resumable.path))

    def _on_home_open_requested(self) -> None:
        path = self.opener.choose_file()
        if path:
            self.open_file(path)

    def open_file(self, path: str, interactive: bool = True) -> str | None:
        """Resume the game in ``path`` (see :meth:`GameOpener.read`: a game of the store goes on in
        its own file, any other record in a copy). Returns the problem in words, or None."""
        opened = self.opener.read(path)
        if isinstance(opened, str):
            if interactive:
                warn(self, self.tr("Mafia Desktop"), opened)
            return opened
        self.open_record(opened.record, opened.path, opened.notes, game=opened.game)
        if opened.path is None and self.game_path is not None and self.table is not None:
            from mafia_desktop.ui.window.game_opener import copied_text

            self.table.show_notice(copied_text(Path(path), self.game_path))
        return None

    def on_launched_again(self, message: dict[str, object]) -> None:
        """The app was started again (the icon, or `mafia-desktop FILE`): this window comes to
        the front and opens the file asked for, unless that game is already on the table."""
        if self.isMinimized():
            self.showNormal()
        self.show()
        self.raise_()
        self.activateWindow()
        path = message.get("open")
        if not isinstance(path, str) or not path:
            return
        from mafia_desktop.ui.window.game_opener import same_file

        if self.game_path is not None and self.table is not None and same_file(path, self.game_path):
            self.stack.setCurrentWidget(self.table)
            return
        self.open_file(path)

    def open_record(
        self,
        record: Record,
        path: Path | None = None,
        notes: list[str] | None = None,
        game: Game | None = None,
    ) -> None:
        """Put a game (new or resumed) on the table, saved in ``path`` (a new file of the store
        when None) after every input; ``game``: the game ``record`` replays to, when it was read
        with it (it is not replayed again)."""
        from mafia_desktop.table.session import TableMode
        from mafia_desktop.ui.table.screen import TableScreen

        if not self.may_leave_game():
            return
        if self.table is not None:  # the game on the table leaves it: nothing of it acts again
            self.table.close_game()
            self.stack.removeWidget(self.table)
            self.table.deleteLater()
        self.controller, self.game_path = self.opener.controller_for(record, path, game)
        mode = TableMode.from_json(record.note("table"))
        if mode.tv:  # a game resumed after a crash brings its public table back too
            self.tv.choose(True)
        narrator = self.voice.narrator_for(record) if mode.narrate else None
        self.table = TableScreen(self.controller, narrator=narrator)
        if narrator is not None or self.night_bed is not None:
            self.voice.bed().follow(self.controller, narrator)
        self._connect_table(self.table)
        self.tv.follow(self.table)
        if path is None:
            self.controller.save_now()  # a new game is on disk before its first input
        if notes:
            self.table.show_notice(" ".join(say(note) for note in notes))
        self.stack.addWidget(self.table)
        self.stack.setCurrentWidget(self.table)
        self.home.set_continue_text(self.tr("Continue the game"))
        self.home.set_can_continue(True)
        self.window_menu.update_keys()
        self.window_menu.enable()
        if not self.table.private_shown():  # the panel keeps the focus on its hold target
            self.table.circle.setFocus()

    def _on_tv_chosen(self, on: bool) -> None:
        """The public table turned on or off during a game: kept with it, so a resumed game
        brings it back as it was."""
        from mafia_desktop.table.session import TableMode

        controller = self.controller
        if controller is None or self.table is None or self._read_only:
            return
        mode = TableMode.from_json(controller.note("table"))
        if mode.tv != on and controller.view().phase != "over":
            controller.set_note("table", dataclasses.replace(mode, tv=on).to_json())

    # --- drag and drop a record onto the window --------------------------------------------------

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        from mafia_desktop.ui.window.game_opener import dropped_file

        if dropped_file(event.mimeData()) is not None:
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        from mafia_desktop.ui.window.game_opener import dropped_file

        path = dropped_file(event.mimeData())
        if path is not None:
            event.acceptProposedAction()
            self.open_file(path)

    # --- the menu's items ---------------------------------------------------------------------

    def print_dialog(self) -> Any:
        """The print dialog for what is on screen now (not yet shown)."""
        return self.window_menu.print_dialog()

    def _on_settings_triggered(self) -> None:
        self.window_menu.open_settings()

    def _on_full_screen_triggered(self) -> None:
        from PySide6.QtCore import Qt

        self.setWindowState(self.windowState() ^ Qt.WindowState.WindowFullScreen)

    # --- moving between screens ---------------------------------------------------------------

    def _on_stack_current_changed(self, index: int) -> None:
        self.window_menu.update_keys()
        self.tv.shown_page(self.stack.currentWidget())
        if self.stack.currentWidget() is not self.table:
            self.menuBar().setPalette(self.palette())
        if self.night_bed is not None:  # the bed plays under the table only (any table: restyle)
            shown = self.stack.currentWidget()
            self.night_bed.set_shown(shown is not None and shown.objectName() == "tableScreen")

    def go_home(self) -> None:
        self.home.show_notice("")
        self.stack.setCurrentWidget(self.home)
        self.setWindowTitle(self.tr("Mafia Desktop"))

    def go_back(self) -> None:
        """Esc: one step back; the game in progress stays and can be continued from home."""
        current = self.stack.currentWidget()
        if current is self.home:
            return
        table = self.table
        if table is not None and current is table and table.frame.cancellable:
            table.send(Press("cancel"))  # the taps of the input are dropped with it
            return
        left_game = table is not None and current is table and self.controller is not None
        self.go_home()
        if left_game and self.controller is not None and self.controller.view().phase != "over":
            # Esc in the middle of a game: nothing is lost, and the host is told so.
            self.home.show_notice(
                self.tr("The game is kept, just as it was: Continue the game takes you back to it.")
            )

    # --- closing ------------------------------------------------------------------------------

    def may_leave_game(self) -> bool:
        """Before the game on the table is closed or replaced: True when nothing would be lost, or
        the user, asked by :attr:`ask_unsaved`, chose to lose its unsaved moves (see window_menu)."""
        return self.window_menu.may_leave(self.controller, self.ask_unsaved)

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.may_leave_game():
            event.ignore()
            return
        if self._remember:
            settings.write_geometry(self.saveGeometry())
        self.shutdown()
        super().closeEvent(event)

    def shutdown(self) -> None:
        """Stop the speech worker and the sound bed (every thread the app started ends with it);
        the public table closes."""
        self.tv.close()
        if self.table is not None:
            self.table.close_game()
        if self._voice is not None:
            self._voice.shutdown()
