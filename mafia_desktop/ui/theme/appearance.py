"""How the app looks for the people at this table: language, text size, high contrast and a focus
ring that can be seen from across the table.

The choices are kept by :mod:`mafia_desktop.settings` (``ui/language``, ``ui/text_scale``,
``ui/high_contrast``); any value that cannot be read there falls back to its default.
:func:`apply` puts them on the application; the main window rebuilds its screens afterwards, so
nothing needs to follow a change live.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QApplication, QWidget

from mafia_desktop import fonts, i18n, settings
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
_base_families: list[str] | None = None  # the desktop's font families, before a script's went first


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
    """The dialogs' and forms' text size in points (the type scale's ``dialog`` step, which is
    set in pixels: see :mod:`mafia_desktop.ui.theme.type_scale`), for what measures in points."""
    from mafia_desktop.ui.theme import type_scale

    return type_scale.px("dialog") * 0.75  # (at 96 dots an inch)


def make_readable(widget: QWidget) -> None:
    """Give ``widget`` (a dialog or a form: its words follow) the type scale's ``dialog`` step, and
    the window's accent for its primary button (a dialog is a window: it inherits no palette)."""
    from mafia_desktop.ui.theme import type_scale
    from mafia_desktop.ui.theme.colours import colour

    widget.setFont(type_scale.font("dialog", widget.font()))
    palette = widget.palette()
    accent_colours(palette, colour("title"), colour("card"))
    widget.setPalette(palette)


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
    changed = False
    if abs(font.pointSizeF() - size) > 0.01:
        font.setPointSizeF(size)
        changed = True
    if choice.lang in fonts.SCRIPT_FONTS or _base_families is not None:
        changed = _script_font(font, choice.lang) or changed
    if changed:
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


def _script_font(font: QFont, lang: str) -> bool:
    """Put ``lang``'s script family (Persian's: :mod:`mafia_desktop.fonts`) first in ``font``'s
    families, before the desktop's, or the desktop's alone again; whether that changed them."""
    global _base_families
    if _base_families is None:
        _base_families = list(font.families()) or [font.family()]
    wanted = fonts.families(lang, _base_families)
    if list(font.families()) == wanted:
        return False
    font.setFamilies(wanted)
    return True


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
            (QPalette.ColorRole.Accent, black),  # the primary buttons: white on black
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
    focus, so a player driving the app from the keyboard always sees where they are; and the
    app's two kinds of button, keyed on the button's ``tier`` property (see :func:`set_tier`):
    ``primary`` (the step's main action: filled with the palette's accent, its words in
    HighlightedText) and ``secondary`` (outlined and quiet). Colours come from the button's
    palette; in high contrast both have a thick edge in the text's colour."""
    global _STYLE
    if _STYLE is not None:
        return _STYLE
    from PySide6.QtCore import QRectF, QSize, Qt
    from PySide6.QtGui import QPainter, QPen
    from PySide6.QtWidgets import QProxyStyle, QStyle, QStyleOption, QStyleOptionButton, QStyleOptionMenuItem

    focus_frame = QStyle.PrimitiveElement.PE_FrameFocusRect
    button_panel = QStyle.PrimitiveElement.PE_PanelButtonCommand
    push_button = QStyle.ControlElement.CE_PushButton
    push_label = QStyle.ControlElement.CE_PushButtonLabel
    has_focus = QStyle.StateFlag.State_HasFocus
    sunken = QStyle.StateFlag.State_Sunken
    hovered = QStyle.StateFlag.State_MouseOver
    enabled = QStyle.StateFlag.State_Enabled
    role = QPalette.ColorRole
    menu_item = QStyle.ContentsType.CT_MenuItem
    separator = QStyleOptionMenuItem.MenuItemType.Separator

    indicators = {
        QStyle.PixelMetric.PM_IndicatorWidth,
        QStyle.PixelMetric.PM_IndicatorHeight,
        QStyle.PixelMetric.PM_ExclusiveIndicatorWidth,
        QStyle.PixelMetric.PM_ExclusiveIndicatorHeight,
    }

    class FocusRingStyle(QProxyStyle):
        RING = 3.0

        def pixelMetric(  # noqa: N802 - Qt's name
            self,
            metric: QStyle.PixelMetric,
            option: QStyleOption | None = None,
            widget: QWidget | None = None,
        ) -> int:
            size = super().pixelMetric(metric, option, widget)
            if metric in indicators:  # check boxes and radio buttons grow with the text
                return max(size, round(size * text_factor()))
            return size

        def sizeFromContents(  # noqa: N802 - Qt's name
            self,
            kind: QStyle.ContentsType,
            option: QStyleOption,
            size: QSize,
            widget: QWidget | None = None,
        ) -> QSize:
            out = super().sizeFromContents(kind, option, size, widget)  # type: ignore[arg-type]
            if kind == menu_item and isinstance(option, QStyleOptionMenuItem):
                if option.menuItemType != separator:
                    # A menu item's check column is drawn about as wide as the item is tall
                    # (Fusion: 0.79 of it), but measured 21 px wide: in large type (200 %) the
                    # words lost the difference, cut short in the middle ("Показывать сто…").
                    out.setWidth(out.width() + max(0, out.height() - 21))
            return out

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

        def drawControl(  # noqa: N802 - Qt's name
            self,
            element: QStyle.ControlElement,
            option: QStyleOption,
            painter: QPainter,
            widget: QWidget | None = None,
        ) -> None:
            tier = widget.property("tier") if widget is not None else None
            if element != push_button or tier not in ("primary", "secondary"):
                super().drawControl(element, option, painter, widget)
                return
            self._panel(tier == "primary", option, painter)
            if option.state & has_focus:
                self._ring(option, painter, widget)
            if isinstance(option, QStyleOptionButton) and option.text:
                label = QStyleOptionButton(option)
                if tier == "primary":
                    label.palette.setColor(role.ButtonText, option.palette.color(role.HighlightedText))
                super().drawControl(push_label, label, painter, widget)

        def _panel(self, primary: bool, option: QStyleOption, painter: QPainter) -> None:
            palette, state = option.palette, option.state
            stark = _current.high_contrast
            edge_width = (4.0 if primary else 2.0) if stark else (0.0 if primary else 1.5)
            if primary:
                fill = QColor(palette.color(role.Accent))
                if state & sunken:
                    fill = fill.darker(125) if fill.lightnessF() > 0.2 else fill.lighter(140)
                elif state & hovered:
                    fill = fill.lighter(115) if fill.lightnessF() < 0.5 else fill.darker(108)
            else:
                fill = QColor(palette.color(role.Button))
                if state & sunken:
                    fill = _mix(fill, palette.color(role.ButtonText), 0.16)
                elif state & hovered:
                    fill = _mix(fill, palette.color(role.ButtonText), 0.07)
            edge = QColor(palette.color(role.ButtonText))
            if not stark:
                edge.setAlphaF(0.55)
            if not state & enabled:
                fill = _mix(fill, palette.color(role.Window), 0.6)
                edge.setAlphaF(edge.alphaF() * 0.5)
            painter.save()
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            half = max(edge_width, 1.0) / 2
            rect = QRectF(option.rect).adjusted(half, half, -half, -half)
            painter.setPen(QPen(edge, edge_width) if edge_width else Qt.PenStyle.NoPen)
            painter.setBrush(fill)
            radius = min(10.0, rect.height() / 4)
            painter.drawRoundedRect(rect, radius, radius)
            painter.restore()

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


def set_tier(button: QWidget, tier: str) -> None:
    """Mark ``button`` as the step's ``primary`` action or a ``secondary`` one (drawn by the
    app's style: see :func:`_focus_ring_style`); an empty tier gives it the platform's look."""
    if button.property("tier") != (tier or None):
        button.setProperty("tier", tier or None)
        button.update()


def accent_colours(palette: QPalette, fill: QColor, ink: QColor) -> None:
    """Put the primary buttons' colours on ``palette``: ``fill`` (the accent) and ``ink`` (their
    words), also the selection's, so one accent serves both."""
    for r, c in (
        (QPalette.ColorRole.Accent, fill),
        (QPalette.ColorRole.Highlight, fill),
        (QPalette.ColorRole.HighlightedText, ink),
    ):
        for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive, QPalette.ColorGroup.Disabled):
            palette.setColor(group, r, c)


def _mix(a: QColor, b: QColor, t: float) -> QColor:
    return QColor.fromRgbF(
        a.redF() + (b.redF() - a.redF()) * t,
        a.greenF() + (b.greenF() - a.greenF()) * t,
        a.blueF() + (b.blueF() - a.blueF()) * t,
    )


_STYLE: Any = None
