"""Restyling the window, and its first size.

:func:`restyle` puts a new language, text size or contrast in force by building every page again
from what it shows; :func:`first_size` is the window's first size. The colours are the theme's
(:mod:`mafia_desktop.ui.theme.colours`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from mafia_desktop.ui.theme import appearance
from mafia_desktop.ui.theme.colours import paint

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStackedWidget, QWidget

    from mafia_desktop.ui.window.main_window import MainWindow

translate = QCoreApplication.translate  # the window's words: their context stays "MainWindow"


def restyle(window: MainWindow) -> None:
    """Put the saved language, text size and contrast in force now. Every screen is built
    again from what it shows: the game from its controller (the record is untouched), the
    set-up from its choices, so switching mid-game loses nothing."""
    from mafia_desktop.ui.setup.screen import SetupScreen
    from mafia_desktop.ui.table.screen import TableScreen
    from mafia_desktop.ui.window.home import resume_text

    appearance.apply()
    shown = window.stack.currentWidget()
    paint(window)
    window.setWindowTitle(translate("MainWindow", "Mafia Desktop"))
    window.window_menu.build()
    home = window._make_home()
    home.finish()
    home.set_can_continue(window.home.continue_button.isVisibleTo(window.home))
    if window.table is not None:
        home.set_continue_text(translate("MainWindow", "Continue the game"))
    elif window.resumable is not None:
        home.set_continue_text(resume_text(window.resumable))
    replaced = {id(window.home): _swap(window.stack, window.home, home)}
    window.home = home
    if window.setup is not None:
        setup = SetupScreen()
        setup.restore(window.setup.snapshot())
        window._connect_setup(setup)
        replaced[id(window.setup)] = _swap(window.stack, window.setup, setup)
        window.setup = setup
    if window.table is not None and window.controller is not None:
        window.table.close_phones()  # (the new screen listens where the phones ask)
        table = TableScreen(window.controller, narrator=window.table.narrator)
        window._connect_table(table)
        replaced[id(window.table)] = _swap(window.stack, window.table, table)
        window.table = table
    if shown is not None:
        window.stack.setCurrentWidget(replaced.get(id(shown), shown))


def _swap(stack: QStackedWidget, old: QWidget, new: QWidget) -> QWidget:
    index = stack.indexOf(old)
    stack.insertWidget(index, new)
    if stack.currentWidget() is old:
        stack.setCurrentWidget(new)
    stack.removeWidget(old)
    old.deleteLater()
    return new


def first_size(wanted: tuple[int, int] = (1280, 800)) -> tuple[int, int]:
    """The window's first size: ``wanted``, or less where the screen is smaller (a 1366x768
    laptop has about 1366x740 free under its panel; the window's frame needs room too)."""
    screen = QApplication.primaryScreen()
    if screen is None:
        return wanted
    free = screen.availableGeometry()
    frame = 40  # the title bar and borders the window manager adds
    return min(wanted[0], free.width()), min(wanted[1], max(480, free.height() - frame))
