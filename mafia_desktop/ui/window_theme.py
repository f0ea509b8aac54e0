"""The window's looks: the colours of the theme in force, the window's palette, dialogs darkened at
night, and restyling.

Owns the day and high-contrast colours of the home and the window (:data:`WARM`, :data:`STARK`,
:func:`colour`), the window's palette (:func:`paint`), :func:`darken` for a dialog opened over the
table at night, and :func:`restyle`, which puts a new language, text size or contrast in force by
building every page again from what it shows; and the window's first size (:func:`first_size`).
Colours go through palettes, never a style sheet,
and nothing at start-up touches the big ``Qt`` namespace (see benchmarks/run.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from mafia_desktop.ui import appearance

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStackedWidget, QWidget

    from mafia_desktop.ui.main_window import MainWindow

translate = QCoreApplication.translate  # the window's words: their context stays "MainWindow"

# Day colours: a light, warm table (UX.md); contrast of text on paper is above 10:1. High contrast:
# black on white.
WARM = {
    "paper": "#f7f1e6",
    "card": "#fffaf2",
    "card_edge": "#e2d5c2",
    "ink": "#2b2420",
    "title": "#3b2417",
    "accent": "#7a3b1c",
    "soft": "#5a4a40",
    "groove": "#efe6d8",
    "handle": "#c4ae93",
    "handle_on": "#a68d70",
}
STARK = dict.fromkeys(WARM, "#000000") | {
    "paper": "#ffffff",
    "card": "#ffffff",
    "accent": "#0000b0",
    "groove": "#ffffff",
    "handle_on": "#0000b0",
}


def colour(name: str) -> QColor:
    """A colour of the home screen and the window, in the theme in force."""
    return QColor((STARK if appearance.high_contrast() else WARM)[name])


def paint(window: QWidget) -> None:
    """The window's paper and ink."""
    palette = QApplication.palette()  # a copy (QPalette(...) would build Qt's enums: ~11 ms)
    palette.setColor(QPalette.ColorRole.Window, colour("paper"))
    palette.setColor(QPalette.ColorRole.WindowText, colour("ink"))
    # The primary buttons (New game, Start the game): cream on the title's dark brown.
    appearance.accent_colours(palette, colour("title"), colour("card"))
    window.setPalette(palette)


def restyle(window: MainWindow) -> None:
    """Put the saved language, text size and contrast in force now. Every screen is built
    again from what it shows: the game from its controller (the record is untouched), the
    set-up from its choices, so switching mid-game loses nothing."""
    from mafia_desktop.ui.home_screen import resume_text
    from mafia_desktop.ui.setup_screen import SetupScreen
    from mafia_desktop.ui.table_screen import TableScreen

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


def darken(window: MainWindow, dialog: QWidget) -> None:
    """A dialog opened over the table at night takes the night's colours: no white box lights
    up a dark room (a dialog is a window of its own and inherits no palette)."""
    if window.table is not None and window.stack.currentWidget() is window.table:
        if window.controller is not None and window.controller.view().phase == "night":
            dialog.setPalette(window.table.palette())


def first_size(wanted: tuple[int, int] = (1280, 800)) -> tuple[int, int]:
    """The window's first size: ``wanted``, or less where the screen is smaller (a 1366x768
    laptop has about 1366x740 free under its panel; the window's frame needs room too)."""
    screen = QApplication.primaryScreen()
    if screen is None:
        return wanted
    free = screen.availableGeometry()
    frame = 40  # the title bar and borders the window manager adds
    return min(wanted[0], free.width()), min(wanted[1], max(480, free.height() - frame))
