"""The window's menus show every item's words whole at 100 % and 200 % text, in every language
(right to left too) (issue 46, item 6: at 200 % the View menu read «Показывать сто… другом экране»)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QFontMetrics, QImage, QKeySequence
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from mafia_desktop import languages
from mafia_desktop.ui.theme import type_scale
from mafia_desktop.ui.theme.appearance import Appearance
from mafia_desktop.ui.window.main_window import MainWindow
from tests.ui import looks

WIDER = 200  # pixels: a menu this much wider shows any item's words whole


def drawn(menu: QMenu, width: int) -> QImage:
    menu.setMinimumWidth(width)
    menu.resize(menu.sizeHint())
    return menu.grab().toImage()


def words_as_drawn(model: QMenu, item: QAction, qtbot: QtBot) -> tuple[QImage, QImage, int]:
    """The item drawn alone in a menu like ``model`` (its type, colours, style, direction) at the
    width the menu takes, and in a menu ``WIDER`` pixels wider, each turned to read left to right
    (a right-to-left menu mirrored); and how far from the left its words may reach (its key, at
    the end of the line, is further on)."""
    lone = QMenu()
    qtbot.addWidget(lone)
    lone.setLayoutDirection(model.layoutDirection())
    lone.setFont(model.font())
    lone.setPalette(model.palette())
    copy = QAction(item.text(), lone)
    copy.setShortcut(item.shortcut())
    copy.setCheckable(item.isCheckable())
    copy.setChecked(item.isChecked())
    copy.setEnabled(item.isEnabled())
    lone.addAction(copy)
    lone.resize(lone.sizeHint())
    natural = lone.sizeHint().width()
    narrow = drawn(lone, natural)
    wide = drawn(lone, natural + WIDER)
    if lone.isRightToLeft():  # its words start at the right
        narrow, wide = narrow.flipped(Qt.Orientation.Horizontal), wide.flipped(Qt.Orientation.Horizontal)
    key = item.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
    reach = natural - (QFontMetrics(lone.font()).horizontalAdvance(key) + 24 if key else 8)
    return narrow, wide, reach


@pytest.mark.parametrize("scale", [100, 200])
@pytest.mark.parametrize("lang", languages.codes())
def test_no_menu_item_is_cut(qtbot: QtBot, lang: str, scale: int) -> None:
    with looks.look(Appearance(language=lang, text_scale=scale)):
        window = MainWindow(remember_geometry=False)
        qtbot.addWidget(window)
        window.resize(1366, 768)
        window.show()
        window.finish_start()  # the menus' items come once the window has painted
        menus = [a.menu() for a in window.menuBar().actions() if a.menu() is not None]
        assert len(menus) == 3, "Game, View, Help"
        checked = 0
        for menu in menus:
            assert menu.font().pixelSize() >= type_scale.least_px(), menu.title()
            for item in menu.actions():
                if item.isSeparator() or not item.isVisible():
                    continue
                narrow, wide, reach = words_as_drawn(menu, item, qtbot)
                same = narrow.copy(0, 0, reach, narrow.height()) == wide.copy(0, 0, reach, wide.height())
                assert same, f"{menu.title()!r}: {item.text()!r} is cut short"
                checked += 1
        assert checked >= 12
        window.close()
