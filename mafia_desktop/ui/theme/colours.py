"""The window's colours: the day and high-contrast colours of the home and the window
(:data:`WARM`, :data:`STARK`, :func:`colour`), the window's palette (:func:`paint`), and
:func:`darken` for a dialog opened over the table at night. Restyling and the window's first size
are the window's own (:mod:`mafia_desktop.ui.window.theme`). Colours go through palettes, never a
style sheet, and nothing at start-up touches the big ``Qt`` namespace (see benchmarks/run.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from mafia_desktop.ui.theme import appearance

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from mafia_desktop.ui.window.main_window import MainWindow

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


def darken(window: MainWindow, dialog: QWidget) -> None:
    """A dialog opened over the table at night takes the night's colours: no white box lights
    up a dark room (a dialog is a window of its own and inherits no palette)."""
    if window.table is not None and window.stack.currentWidget() is window.table:
        if window.controller is not None and window.controller.view().phase == "night":
            dialog.setPalette(window.table.palette())
