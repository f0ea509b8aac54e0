"""The table's colours: day and night, faded with the circle, reaching the window behind it.

The side panel follows the circle's fade (no cut from light to dark across the room); the menu bar,
its menus and the window behind the table darken with it, and get their own colours back when the
table goes.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QMainWindow, QMenu, QWidget

from mafia_desktop.ui.circle.seat_circle import SeatCircle, blend
from mafia_desktop.ui.theme import appearance

translate = QCoreApplication.translate


class TableTheme:
    """The table screen's day and night colours (a part composed by :class:`TableScreen`):
    ``screen`` is painted, ``circle`` fades, ``warnings`` are the labels in the error's colour."""

    def __init__(self, screen: QWidget, circle: SeatCircle, warnings: tuple[QWidget, ...]) -> None:
        self._screen = screen
        self._circle = circle
        self._warnings = warnings
        self._panel_nightness = -1.0
        self._window_colour: QColor | None = None  # the window's own, while the table colours it
        circle.night_faded.connect(self._on_circle_night_faded)

    def apply(self, night: bool, animate: bool) -> None:
        self._circle.set_night(night, animate=animate)
        if not animate:
            self._paint_panel(1.0 if night else 0.0)

    def _on_circle_night_faded(self, nightness: float) -> None:
        # The panel follows the circle's fade: no cut from light to dark (or back) across the room,
        # in steps small enough that none is seen as a jump (tests/ui/test_moments.py).
        if abs(nightness - self._panel_nightness) >= 0.04 or nightness in (0.0, 1.0):
            self._paint_panel(nightness)

    def _paint_panel(self, nightness: float) -> None:
        self._panel_nightness = nightness
        pal = blend(nightness)
        night = nightness >= 0.5
        screen = self._screen
        palette = screen.palette()
        palette.setColor(QPalette.ColorRole.Window, pal.background)
        palette.setColor(QPalette.ColorRole.WindowText, pal.ink)
        palette.setColor(QPalette.ColorRole.Base, pal.disc)
        palette.setColor(QPalette.ColorRole.Text, pal.ink)
        palette.setColor(QPalette.ColorRole.Button, pal.disc)
        palette.setColor(QPalette.ColorRole.ButtonText, pal.ink)
        # The step's main button: the table's dark pill (calm at night), or white on black.
        stark = appearance.high_contrast()
        fill, ink = (QColor("#000000"), QColor("#ffffff")) if stark else (pal.pill, pal.pill_ink)
        appearance.accent_colours(palette, fill, ink)
        screen.setPalette(palette)
        window = screen.window()
        if isinstance(window, QMainWindow) and window.isAncestorOf(screen):
            # The menu bar darkens with the table: no bright strip across a dark room.
            window.menuBar().setPalette(palette)
            # So does the window behind it, which a resize shows before the table is drawn at its
            # new size (given back when the table goes: see :meth:`give_back`).
            self._window_behind(window, pal.background)
            for menu in window.menuBar().findChildren(QMenu):  # menus are windows: no inheritance
                menu.setPalette(palette)
        for label in self._warnings:
            error_palette = label.palette()
            error_palette.setColor(
                QPalette.ColorRole.WindowText, QColor("#e08a80") if night else QColor("#a3261e")
            )
            label.setPalette(error_palette)

    def _window_behind(self, window: QWidget, colour: QColor) -> None:
        behind = window.palette()
        if self._window_colour is None:
            self._window_colour = QColor(behind.color(QPalette.ColorRole.Window))
        behind.setColor(QPalette.ColorRole.Window, colour)
        window.setPalette(behind)

    def give_back(self) -> None:
        """The table goes (hidden): the window behind it gets its own colour back."""
        screen = self._screen
        window = screen.window()
        if self._window_colour is not None and window is not screen and window.isAncestorOf(screen):
            palette = window.palette()
            palette.setColor(QPalette.ColorRole.Window, self._window_colour)
            window.setPalette(palette)
        self._window_colour = None
