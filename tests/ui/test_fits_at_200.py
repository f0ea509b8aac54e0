"""At 200 % text on a 1366x768 laptop the table still works (issue 46): the step's main button is
on screen without scrolling, the log shows lines on screen, not a sliver (and four, scrolled
to), and the words in the circle's
centre grow with the text size."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QFontMetrics
from pytestqt.qtbot import QtBot

from mafia_desktop import languages
from mafia_desktop.ui.circle.centre import centre_texts
from mafia_desktop.ui.circle.layout import TextCache
from mafia_desktop.ui.theme.appearance import Appearance
from mafia_desktop.ui.window.main_window import MainWindow
from tests.ui.looks import look, show


def table(qtbot: QtBot, screen: str) -> MainWindow:
    window = MainWindow(remember_geometry=False)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    show(screen, window)
    return window


@pytest.mark.parametrize("screen", ["table-day", "table-night"])
@pytest.mark.parametrize("lang", languages.codes())
def test_the_main_button_and_the_log_are_on_screen_at_200(qtbot: QtBot, lang: str, screen: str) -> None:
    with look(Appearance(language=lang, text_scale=200)):
        window = table(qtbot, screen)
        assert window.table is not None
        panel = window.table.panel
        viewport = panel.scroll_area.viewport()
        seen = QRect(viewport.mapTo(window, viewport.rect().topLeft()), viewport.size())
        main = panel.step_buttons()[0]
        where = QRect(main.mapTo(window, main.rect().topLeft()), main.size())
        assert seen.contains(where), f"the main button {where} is not all on screen {seen}"
        log = panel.log
        shown = QRect(log.mapTo(window, log.rect().topLeft()), log.size()).intersected(seen)
        lines = shown.height() / QFontMetrics(log.font()).lineSpacing()
        assert lines >= 2, f"the log shows {lines:.1f} lines"  # (it was a sliver: 0 to 0.3 of a line)
        assert log.height() >= 4 * QFontMetrics(log.font()).lineSpacing(), "four lines, scrolled to"


def test_the_centre_s_words_grow_with_the_text(qtbot: QtBot) -> None:
    sizes = {}
    for scale in (100, 200):
        with look(Appearance(language="en", text_scale=scale)):
            window = table(qtbot, "table-day")
            circle = window.table.circle
            texts = centre_texts(circle._layout(), TextCache(), *circle.centre())
            sizes[scale] = texts[1][1].pixelSize()  # the step's words (under the phase)
            window.close()
    assert sizes[200] >= 1.4 * sizes[100], sizes
