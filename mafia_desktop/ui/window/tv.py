"""The window's side of the public table on another screen: the View menu's item, the set-up's
choice, and the table's boards carried to it.

Owns :class:`WindowTv`: *View → Show the table on another screen* (checkable, enabled while a
screen other than the laptop's is there), the choice made in set-up for a new game, and the link
from the table screen (its ``board_changed``: the public view, the clocks, the caption, who has the
laptop) to :class:`~mafia_desktop.ui.public.second_screen.SecondScreen`; and, while the tournament
screen asks for it, the tournament's round in place of the table (:meth:`WindowTv.show_schedule`). The public table shows only
while a game is on the laptop's screen; at home or in set-up it closes, and it comes back with the
game (the user's choice is kept).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

if TYPE_CHECKING:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QMenu, QMenuBar, QWidget

    from mafia_desktop.ui.public.second_screen import SecondScreen

translate = QCoreApplication.translate


class WindowTv(QObject):
    """The public table on another screen, for one main window."""

    #: the user turned the public table on or off from the View menu (kept with the game)
    chosen = Signal(bool)

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        self._screen: SecondScreen | None = None
        self.action: QAction | None = None
        self._table: Any = None  # the table screen whose boards are shown

    @property
    def screen(self) -> SecondScreen:
        """The second screen (made when first needed: after the first paint)."""
        if self._screen is None:
            from mafia_desktop.ui.public.second_screen import SecondScreen

            self._screen = SecondScreen(self)
            self._screen.set_main_window(self._window)
            self._screen.available_changed.connect(self._on_changed)
            self._screen.shown_changed.connect(self._on_changed)
        return self._screen

    def build_menu(self, bar: QMenuBar) -> QMenu:
        """The View menu and its item."""
        from PySide6.QtGui import QAction

        menu = bar.addMenu(translate("MainWindow", "&View"))
        self.action = QAction(translate("MainWindow", "Show the table on &another screen"), self._window)
        self.action.setCheckable(True)
        self.action.setStatusTip(
            translate("MainWindow", "The circle, the clock and the log, full screen on a TV or a projector")
        )
        self.action.toggled.connect(self._on_action_toggled)
        menu.addAction(self.action)
        self._on_changed()
        return menu

    def choose(self, wanted: bool) -> None:
        """The choice made in set-up for the game starting now."""
        self.screen.set_wanted(wanted)
        self._on_changed()

    def follow(self, table: Any) -> None:
        """A game went on the table: its boards go to the public table."""
        if self._table is not None:
            try:
                self._table.board_changed.disconnect(self.screen.show_board)
            except (RuntimeError, TypeError):  # (the table already gone)
                pass
        self._table = table
        table.board_changed.connect(self.screen.show_board)
        self.screen.show_board(table.board())

    def shown_page(self, page: Any) -> None:
        """The window shows ``page``: the public table follows only the game's own page."""
        if self._screen is None:
            return
        if page is not None and page is self._table:
            self._screen.show_board(self._table.board())
        else:
            self._screen.close()

    def show_schedule(self, view: Any) -> None:
        """A tournament's round (a ScheduleView) on the second screen instead of the table, while
        the tournament screen is open (shown only if the user wants the screen and there is one)."""
        self.screen.show_schedule(view)

    def hide_schedule(self) -> None:
        """The schedule goes (the tournament screen closed); the table comes back with its game."""
        if self._screen is not None:
            self._screen.hide_schedule()

    def close(self) -> None:
        if self._screen is not None:
            self._screen.hide_schedule()
            self._screen.close()

    def _on_action_toggled(self, on: bool) -> None:
        if self._screen is not None or on:
            self.screen.set_wanted(on)
            if on and self._table is not None and self._window.isAncestorOf(self._table):
                self.screen.show_board(self._table.board())
        self.chosen.emit(on)

    def _on_changed(self, *_: object) -> None:
        if self.action is None:
            return
        screen = self.screen
        self.action.blockSignals(True)
        self.action.setChecked(screen.wanted())
        self.action.blockSignals(False)
        self.action.setEnabled(screen.available() or screen.wanted())
