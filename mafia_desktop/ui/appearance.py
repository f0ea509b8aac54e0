"""How the app looks for the people at this table: language, text size, high contrast and a focus
ring that can be seen from across the table.

The choices are kept by :mod:`mafia_desktop.settings` (``ui/language``, ``ui/text_scale``,
``ui/high_contrast``); any value that cannot be read there falls back to its default.
:func:`apply` puts them on the application; the main window rebuilds its screens afterwards, so
nothing needs to follow a change live.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QWidget

from mafia_desktop import i18n, settings
from mafia_desktop.settings import LANGUAGE_CHOICES as LANGUAGE_CHOICES
from mafia_desktop.settings import TEXT_SCALES as TEXT_SCALES
from mafia_desktop.settings import Appearance as Appearance


def appearance_settings() -> Appearance:
    """The saved choices, each checked (a bad value falls back to its default)."""
    return settings.read_appearance()


def save_appearance(choice: Appearance) -> None:
    settings.write_appearance(choice)


# --- what is in force now (read by the screens as they are built) ---------------------------------

_current = Appearance()
_base_size: float | None = None  # the desktop's own text size and palette, before our choices
_base_palette: QPalette | None = None


def current() -> Appearance:
    return _current


def high_contrast() -> bool:
    return _current.high_contrast


def text_factor() -> float:
    """How much larger than the design's sizes text is drawn: the user's text scale, times the
    desktop's own enlargement (a 12-point system font is 1.2 here)."""
    base = _base_size or 10.0
    return _current.text_scale / 100 * max(1.0, base / 10.0)


def readable_points() -> float:
    """The app's readable text size, in points, for its dialogs and forms: 12 points at 100 %
    (scaled with the user's text size), or more when the desktop's own text is larger."""
    app = QApplication.instance()
    points = app.font().pointSizeF() if isinstance(app, QApplication) else 10.0
    return max(12.0 * text_factor(), points * 1.2)


def make_readable(widget: QWidget) -> None:
    """Give ``widget`` (a dialog: its words follow) the app's readable text size."""
    font = widget.font()  # a copy (QFont(...) would build Qt's enums before the first paint)
    font.setPointSizeF(readable_points())
    widget.setFont(font)


def apply(choice: Appearance | None = None, focus_ring: bool = True) -> Appearance:
    """Put ``choice`` (the saved settings when None) on the running application: its language,
    its font (the desktop's size times the text scale), its palette and (unless the app is
    starting: see :func:`install_focus_ring`) the focus ring."""
    global _current, _base_size, _base_palette
    app = QApplication.instance()
    choice = choice or appearance_settings()
    was, _current = _current, choice
    if not isinstance(app, QApplication):
        return choice
    i18n.install(choice.lang)
    # (No copies of fonts or palettes at start-up unless needed: their constructors' overloads
    # build Qt's enums, ~11 ms, before the first paint.)
    font = app.font()
    if _base_size is None:
        _base_size = font.pointSizeF() if font.pointSizeF() > 0 else 10.0
    size = _base_size * choice.text_scale / 100
    if abs(font.pointSizeF() - size) > 0.01:
        font.setPointSizeF(size)
        app.setFont(font)
    if focus_ring:
        install_focus_ring()
    if choice.high_contrast and _base_palette is None:
        _base_palette = app.palette() if not was.high_contrast else None
    if choice.high_contrast:
        app.setPalette(high_contrast_palette())
    elif was.high_contrast and _base_palette is not None:
        app.setPalette(_base_palette)
    return choice


def install_focus_ring() -> None:
    """The thick focus ring, on the application's style. At start-up this waits until the window
    has painted once (defining the style touches Qt's enums: about 15 ms before the first paint)."""
    app = QApplication.instance()
    if isinstance(app, QApplication) and type(app.style()).__name__ != "FocusRingStyle":
        app.setStyle(_focus_ring_style()())


def high_contrast_palette() -> QPalette:
    """Black on white, with a deep blue selection: every pair well above 7:1."""
    palette = QPalette()
    black, white, blue = QColor("#000000"), QColor("#ffffff"), QColor("#0000b0")
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
        for role, colour in (
            (QPalette.ColorRole.Window, white),
            (QPalette.ColorRole.WindowText, black),
            (QPalette.ColorRole.Base, white),
            (QPalette.ColorRole.AlternateBase, QColor("#f0f0f0")),
            (QPalette.ColorRole.Text, black),
            (QPalette.ColorRole.Button, white),
            (QPalette.ColorRole.ButtonText, black),
            (QPalette.ColorRole.Highlight, blue),
            (QPalette.ColorRole.HighlightedText, white),
            (QPalette.ColorRole.ToolTipBase, white),
            (QPalette.ColorRole.ToolTipText, black),
            (QPalette.ColorRole.PlaceholderText, QColor("#404040")),
            (QPalette.ColorRole.Link, blue),
        ):
            palette.setColor(group, role, colour)
    for role, colour in (
        (QPalette.ColorRole.WindowText, QColor("#505050")),
        (QPalette.ColorRole.Text, QColor("#505050")),
        (QPalette.ColorRole.ButtonText, QColor("#505050")),
    ):
        palette.setColor(QPalette.ColorGroup.Disabled, role, colour)
    return palette


def focus_colour(widget: QWidget | None = None) -> QColor:
    """The focus ring: deep blue on light backgrounds, pale yellow on dark ones."""
    if widget is not None and widget.palette().color(QPalette.ColorRole.Window).lightnessF() < 0.45:
        return QColor("#ffd75e")
    return QColor("#0000b0") if _current.high_contrast else QColor("#1d5fb8")


def _focus_ring_style() -> Any:
    """The style class: the platform's style, with a thick ring around whatever has the keyboard
    focus, so a player driving the app from the keyboard always sees where they are."""
    global _STYLE
    if _STYLE is not None:
        return _STYLE
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QPainter, QPen
    from PySide6.QtWidgets import QProxyStyle, QStyle, QStyleOption

    focus_frame = QStyle.PrimitiveElement.PE_FrameFocusRect
    button_panel = QStyle.PrimitiveElement.PE_PanelButtonCommand
    has_focus = QStyle.StateFlag.State_HasFocus

    class FocusRingStyle(QProxyStyle):
        RING = 3.0

        def drawPrimitive(  # noqa: N802 - Qt's name
            self,
            element: QStyle.PrimitiveElement,
            option: QStyleOption,
            painter: QPainter,
            widget: QWidget | None = None,
        ) -> None:
            if element == focus_frame:
                self._ring(option, painter, widget)
                return
            super().drawPrimitive(element, option, painter, widget)
            if element == button_panel and option.state & has_focus:
                self._ring(option, painter, widget)

        def _ring(self, option: QStyleOption, painter: QPainter, widget: QWidget | None) -> None:
            painter.save()
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            pen = QPen(focus_colour(widget), self.RING)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            half = self.RING / 2
            painter.drawRoundedRect(QRectF(option.rect).adjusted(half, half, -half, -half), 4, 4)
            painter.restore()

    _STYLE = FocusRingStyle
    return _STYLE


_STYLE: Any = None
