"""A game resumed after a crash brings its public table back (the second screen set-up chose, or
the host turned on from the View menu during the game): the choice is kept in the record."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from mafia_desktop.engine.inputs import EndNight
from mafia_desktop.engine.record import Record
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.table.session import TableMode
from mafia_desktop.table.setup import SetupModel
from mafia_desktop.ui.window.main_window import MainWindow

PLAYERS = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy"]
DEAL = {"Ann": "mafia", "Bob": "mafia", "Cid": "detective"}


def window(qtbot: QtBot) -> MainWindow:
    w = MainWindow(remember_geometry=False)
    qtbot.addWidget(w)
    w.show()
    return w


def test_set_ups_second_screen_is_kept_in_the_record() -> None:
    model = SetupModel()
    model.second_screen, model.screens = True, 2
    assert model.table_mode().tv is True and model.table_mode().to_json()["tv"] is True
    model.screens = 1  # no TV plugged in: nothing to bring back
    assert model.table_mode().tv is False and "tv" not in model.table_mode().to_json()
    assert TableMode.from_json({"mode": "pass", "deal": "reveal", "tv": "yes"}).tv is False


def test_continue_after_a_crash_brings_the_second_screen_back(qtbot: QtBot) -> None:
    record = Record(make_setup("classic", 4, PLAYERS, DEAL)).with_note(
        "table", {"mode": "referee", "deal": "peek", "tv": True}
    )
    first = window(qtbot)
    first.open_record(record.with_input(EndNight()))
    assert first.tv.screen.wanted()
    again = window(qtbot)  # the laptop crashed: the app starts again, and the game goes on
    assert not again.tv.screen.wanted()
    again.open_record(first.controller.record)
    assert again.tv.screen.wanted(), "the public table comes back with the game"
    for w in (first, again):
        w.tv.close()


def test_the_view_menus_choice_during_a_game_is_kept_with_it(qtbot: QtBot) -> None:
    record = Record(make_setup("classic", 4, PLAYERS, DEAL)).with_note("table", {"mode": "referee"})
    first = window(qtbot)
    first.open_record(record.with_input(EndNight()))
    action = first.tv.action
    assert action is not None
    action.setEnabled(True)  # (offscreen there is one screen: the choice is kept all the same)
    action.trigger()
    assert TableMode.from_json(first.controller.note("table")).tv is True
    again = window(qtbot)
    again.open_record(first.controller.record)
    assert again.tv.screen.wanted()
    for w in (first, again):
        w.tv.close()
