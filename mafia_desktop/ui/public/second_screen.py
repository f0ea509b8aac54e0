"""The second screen: where the public table goes, and when it shows.

:class:`SecondScreen` knows the screens the desktop has (and hears of each one plugged in or
out), picks for the :class:`~mafia_desktop.ui.public.table.PublicTable` the largest screen
other than the one the laptop's own window is on, and shows the table there, full screen, while
the user wants it and a game gives it a board. When that screen is unplugged the table's window
closes and the game goes on (no question, no error); when a screen comes back and the user still
wants the table, it opens again there with the last board it was given (boards are kept while
nothing shows, so it comes back up to date).

Between games a tournament's schedule may take the screen instead (:meth:`SecondScreen.show_schedule`,
a :class:`~mafia_desktop.ui.public.schedule_board.ScheduleBoard`): while one is given it is what
shows, on the same terms (the user wants the screen, and there is one); the table comes back when
it is taken away (:meth:`SecondScreen.hide_schedule`).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QRect, Signal
from PySide6.QtGui import QGuiApplication, QScreen, QWindow
from PySide6.QtWidgets import QWidget

from mafia_desktop.table.board import Board
from mafia_desktop.ui.public.schedule_board import ScheduleBoard, ScheduleView
from mafia_desktop.ui.public.table import PublicTable


class SecondScreen(QObject):
    """The public table on a screen of its own (see the module's docstring)."""

    #: a screen other than the main window's is there (True), or no longer (False)
    available_changed = Signal(bool)
    #: the public table's window opened (True) or closed (False)
    shown_changed = Signal(bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._main: QWidget | None = None
        self._main_handle: QWindow | None = None
        self._wanted = False
        self._board: Board | None = None
        self._table: PublicTable | None = None
        self._schedule: ScheduleView | None = None
        self._schedule_board: ScheduleBoard | None = None
        self._screen: QScreen | None = None
        self._available = False
        self._shown = False
        app = QGuiApplication.instance()
        assert isinstance(app, QGuiApplication), "the screens are known once the application exists"
        app.screenAdded.connect(self._on_screen_added)
        app.screenRemoved.connect(self._on_screen_removed)
        self._available = self.available()  # (told from here on: nobody listens yet)

    # --- asking ---------------------------------------------------------------------------------

    def available(self) -> bool:
        """Whether a screen other than the main window's is there to take the table."""
        return self.target_screen() is not None

    def wanted(self) -> bool:
        """The user's choice: the table on the second screen."""
        return self._wanted

    def shown(self) -> bool:
        return self._table is not None or self._schedule_board is not None

    def window(self) -> PublicTable | None:
        """The public table's window while it shows."""
        return self._table

    def schedule_window(self) -> ScheduleBoard | None:
        """The schedule's window while it shows."""
        return self._schedule_board

    def schedule(self) -> ScheduleView | None:
        """The schedule given (kept while nothing shows)."""
        return self._schedule

    def screen(self) -> QScreen | None:
        """The screen the table (or the schedule) shows on, while it shows."""
        return self._screen if self.shown() else None

    def board(self) -> Board | None:
        """The last board given (kept while nothing shows)."""
        return self._board

    def main_screen(self) -> QScreen | None:
        """The screen the laptop's own window is on (the primary screen before there is one)."""
        if self._main is not None:
            return self._main.screen()
        return QGuiApplication.primaryScreen()

    def target_screen(self) -> QScreen | None:
        """The largest screen other than the main window's (none that overlaps it: a mirrored TV
        shows the laptop's own window, never a table over it)."""
        main = self.main_screen()
        main_area = main.geometry() if main is not None else QRect()
        siblings = main.virtualSiblings() if main is not None else []
        others = [
            s
            for s in QGuiApplication.screens()
            if s is not main and not (s in siblings and s.geometry().intersects(main_area))
        ]
        if not others:
            return None
        return max(others, key=lambda s: s.geometry().width() * s.geometry().height())

    # --- telling ----------------------------------------------------------------------------------

    def set_main_window(self, window: QWidget | None) -> None:
        """The laptop's window: the table goes on another screen than this one's."""
        self._main = window
        self._update()

    def set_wanted(self, wanted: bool) -> None:
        self._wanted = bool(wanted)
        self._update()

    def show_board(self, board: Board) -> None:
        """What the table shows now: painted at once if it shows, else kept for when it does."""
        self._board = board
        if self._table is not None:
            self._table.show_board(board)
        else:
            self._update()

    def show_schedule(self, view: ScheduleView) -> None:
        """A tournament's round to show instead of the table (see the module's docstring)."""
        self._schedule = view
        if self._schedule_board is not None:
            self._schedule_board.show_schedule(view)
        else:
            self._update()

    def hide_schedule(self) -> None:
        """The schedule goes; the table shows again if it has a board."""
        if self._schedule is not None:
            self._schedule = None
            self._update()

    def close(self) -> None:
        """The game ended, or the app quits: the window closes and the board is forgotten (the
        user's choice stays: the next game's first board opens it again)."""
        self._board = None
        self._update()

    # --- keeping up with the screens --------------------------------------------------------------

    def _update(self) -> None:
        self._watch_main()
        target = self.target_screen()
        kind = None
        if self._wanted and target is not None:
            kind = "schedule" if self._schedule is not None else "table" if self._board is not None else None
        showing = (
            "schedule" if self._schedule_board is not None else "table" if self._table is not None else None
        )
        if showing is not None and (kind != showing or target is not self._screen):
            self._drop_table()
            showing = None
        if kind is not None and showing is None and target is not None:
            self._open_on(target)
        available = target is not None
        if available != self._available:
            self._available = available
            self.available_changed.emit(available)
        self._tell_shown()

    def _tell_shown(self) -> None:
        shown = self.shown()
        if shown != self._shown:
            self._shown = shown
            self.shown_changed.emit(shown)

    def _watch_main(self) -> None:
        """The main window moved to another screen (dragged there, or its screen went): the table
        may have to move too."""
        handle = self._main.windowHandle() if self._main is not None else None
        if handle is self._main_handle:
            return
        if self._main_handle is not None:
            try:
                self._main_handle.screenChanged.disconnect(self._on_main_screen_changed)
            except (RuntimeError, TypeError):  # already gone with its window
                pass
        self._main_handle = handle
        if handle is not None:
            handle.screenChanged.connect(self._on_main_screen_changed)

    def _open_on(self, screen: QScreen) -> None:
        if self._schedule is not None:
            board = ScheduleBoard()
            board.closed.connect(self._on_table_closed)
            board.show_schedule(self._schedule)
            self._schedule_board, self._screen = board, screen
        else:
            assert self._board is not None
            table = PublicTable()
            table.closed.connect(self._on_table_closed)
            table.show_board(self._board)
            self._table, self._screen = table, screen
        screen.geometryChanged.connect(self._on_screen_geometry_changed)
        self._place()

    def _place(self) -> None:
        table: QWidget | None = self._table if self._table is not None else self._schedule_board
        screen = self._screen
        if table is None or screen is None:
            return
        table.setScreen(screen)
        table.setGeometry(screen.geometry())
        table.showFullScreen()  # shown without taking the focus (see PublicTable)

    def _drop_table(self) -> None:
        table: PublicTable | ScheduleBoard | None = (
            self._table if self._table is not None else self._schedule_board
        )
        screen = self._screen
        self._table, self._schedule_board, self._screen = None, None, None
        if screen is not None:
            try:
                screen.geometryChanged.disconnect(self._on_screen_geometry_changed)
            except (RuntimeError, TypeError):
                pass
        if table is not None:
            table.closed.disconnect(self._on_table_closed)
            table.hide()
            table.deleteLater()

    def _on_screen_added(self, screen: QScreen) -> None:
        self._update()

    def _on_screen_removed(self, screen: QScreen) -> None:
        if screen is self._screen:
            self._drop_table()  # before Qt moves the window onto the laptop's screen
        self._update()

    def _on_main_screen_changed(self, screen: QScreen) -> None:
        self._update()

    def _on_screen_geometry_changed(self, geometry: QRect) -> None:
        self._place()

    def _on_table_closed(self) -> None:
        """Closed by hand (the window manager's Close): the user no longer wants it."""
        self._wanted = False
        self._drop_table()
        self._tell_shown()
