"""The table's colours: day and night, faded with the circle, reaching the window behind it.

The side panel follows the circle's fade (no cut from light to dark across the room); the menu bar,
its menus and the window behind the table darken with it, and get their own colours back when the
table goes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QMainWindow, QMenu, QWidget

from mafia_desktop.ui.circle.seat_circle import blend
from mafia_desktop.ui.theme import appearance

if TYPE_CHECKING:
    from mafia_desktop.ui.table.screen import TableScreen

translate = QCoreApplication.translate


class ThemePart:
    """The table screen's day and night colours (a part of :class:`TableScreen`)."""

    _panel_nightness = -1.0
    _window_colour: QColor | None = None  # the window's own, while the table colours it

    def _apply_theme(self: TableScreen, night: bool, animate: bool) -> None:
        self.circle.set_night(night, animate=animate)
        if not animate:
            self._paint_panel(1.0 if night else 0.0)

    def _on_circle_night_faded(self: TableScreen, nightness: float) -> None:
        # The panel follows the circle's fade: no cut from light to dark (or back) across the room,
        # in steps small enough that none is seen as a jump (tests/ui/test_moments.py).
        if abs(nightness - self._panel_nightness) >= 0.04 or nightness in (0.0, 1.0):
            self._paint_panel(nightness)

    def _paint_panel(self: TableScreen, nightness: float) -> None:
        self._panel_nightness = nightness
        pal = blend(nightness)
        night = nightness >= 0.5
        palette = self.palette()
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
        self.setPalette(palette)
        window = self.window()
        if isinstance(window, QMainWindow) and window.isAncestorOf(self):
            # The menu bar darkens with the table: no bright strip across a dark room.
            window.menuBar().setPalette(palette)
            # So does the window behind it, which a resize shows before the table is drawn at its
            # new size (given back when the table goes: see hideEvent).
            self._window_behind(window, pal.background)
            for menu in window.menuBar().findChildren(QMenu):  # menus are windows: no inheritance
                menu.setPalette(palette)
        for label in (self.error, self.save_warning):
            error_palette = label.palette()
            error_palette.setColor(
                QPalette.ColorRole.WindowText, QColor("#e08a80") if night else QColor("#a3261e")
            )
            label.setPalette(error_palette)

    def _window_behind(self: TableScreen, window: QWidget, colour: QColor) -> None:
        behind = window.palette()
        if self._window_colour is None:
            self._window_colour = QColor(behind.color(QPalette.ColorRole.Window))
        behind.setColor(QPalette.ColorRole.Window, colour)
        window.setPalette(behind)

    def hideEvent(self: TableScreen, event: QEvent) -> None:
        window = self.window()
        if self._window_colour is not None and window is not self and window.isAncestorOf(self):
            palette = window.palette()
            palette.setColor(QPalette.ColorRole.Window, self._window_colour)
            window.setPalette(palette)
        self._window_colour = None
        self.set_peek(False)
        super().hideEvent(event)  # type: ignore[arg-type]
