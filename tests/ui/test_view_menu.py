"""The View menu's *Show the table on another screen* with one screen only (the offscreen
platform): offered between Game and Help, greyed out while no other screen is there, and a game's
boards still kept for the screen that may come (the TV itself: tests/ui/test_second_screen_app.py)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from mafia_desktop.engine.record import Record
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.ui.window.main_window import MainWindow

NINE = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy"]


def test_the_view_menu_offers_the_second_screen_only_when_there_is_one(qtbot: QtBot) -> None:
    w = MainWindow(remember_geometry=False, read_only=True)
    qtbot.addWidget(w)
    w.show()
    w.finish_start()
    titles = [a.text() for a in w.menuBar().actions()]
    assert titles == ["&Game", "&View", "&Help"]
    action = w.tv.action
    assert action is not None and action.isCheckable()
    assert not action.isEnabled() and not action.isChecked(), "one screen: nothing to show it on"
    w.open_record(
        Record(make_setup("classic", 1, NINE, {"Ann": "mafia", "Bob": "mafia", "Cid": "detective"}))
    )
    screen = w.tv.screen
    assert not screen.shown()
    board = screen.board()
    assert board is not None and board.public == w.controller.view(), "the table's board, kept"
    w.go_home()
    assert screen.board() is None, "at home the public table has nothing to show"
    w.stack.setCurrentWidget(w.table)
    assert screen.board() is not None and screen.board().public == w.controller.view()
