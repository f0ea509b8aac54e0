"""The app's one type scale: every text on every screen takes one of its steps.

Owns the steps' sizes (:data:`STEPS`: pixels at 100 % text on a 1366x768 window, sized to be read
from two metres), the least size no text goes under (:data:`LEAST`), and the functions that turn a
step into pixels or a font: :func:`px`, :func:`font`, :func:`least_px`. Every step scales as one
with the user's text size (:func:`mafia_desktop.ui.theme.appearance.text_factor`: the text scale times
the desktop's own enlargement) and, where a screen passes it, with a big window (``ui_scale``: the
table's window against 1366x768, never below 1).

Which step for what: ``heading`` a screen's title; ``step`` the table's prompt (what happens now);
``display`` the one seat being called; ``button`` the buttons of every screen; ``tool`` the small
tools under a table's buttons (Undo, Peek, timers); ``log`` the public log and timers; ``dialog``
dialogs and forms (their labels, fields, lists); ``caption`` the narrator's caption; ``least``
small notes (hints under a field), and the floor for every other text.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mafia_desktop.ui.theme import appearance

if TYPE_CHECKING:
    from PySide6.QtGui import QFont
    from PySide6.QtWidgets import QWidget

# Pixels at 100 % text on a 1366x768 window, and whether the step is bold.
STEPS: dict[str, tuple[int, bool]] = {
    "display": (52, True),
    "heading": (34, True),
    "step": (28, True),
    "caption": (28, False),
    "button": (22, False),
    "log": (19, False),
    "tool": (18, False),
    "dialog": (18, False),
    "least": (16, False),
}
LEAST = STEPS["least"][0]
"""No text on any screen is drawn under this many pixels at 100 % (times the text size)."""


def px(step: str, ui_scale: float = 1.0) -> int:
    """The step's size in pixels, at the text size in force and a window ``ui_scale`` times
    1366x768 (a smaller window keeps the 1366x768 size: text never shrinks below the scale)."""
    return max(least_px(), round(STEPS[step][0] * appearance.text_factor() * max(1.0, ui_scale)))


def least_px() -> int:
    """The least size any text may have, in pixels, at the text size in force."""
    return round(LEAST * appearance.text_factor())


def is_bold(step: str) -> bool:
    return STEPS[step][1]


def font(step: str, base: QFont, ui_scale: float = 1.0, bold: bool | None = None) -> QFont:
    """A copy of ``base`` (its family and style) at the step's size and weight (``bold`` overrides
    the step's own weight). Pass a widget's font: ``font("dialog", widget.font())``."""
    out: QFont = base.__copy__()  # (QFont(base) would build Qt's enums before the first paint: ~11 ms)
    out.setPixelSize(px(step, ui_scale))
    out.setBold(STEPS[step][1] if bold is None else bold)
    return out


def apply(widget: QWidget, step: str, ui_scale: float = 1.0, bold: bool | None = None) -> None:
    """Give ``widget`` the step's font (its children inherit it unless they have their own)."""
    widget.setFont(font(step, widget.font(), ui_scale, bold))
