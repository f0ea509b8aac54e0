"""The table read from two metres (issue 26): the keyboard cursor, the log, the night's colour,
the circle's marks and centre, the sizes of its words."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from mafia_desktop.engine.inputs import Nominate, Tally
from tests.bounded import bounded
from tests.ui.test_table_games import TEN, start

CLUB = {"Ann": "don", "Dan": "mafia", "Gus": "mafia", "Eve": "detective"}


def test_the_keyboard_cursor_shows_for_its_pick_and_goes_with_the_step(qtbot: QtBot) -> None:
    d, _, _ = start(qtbot, "club", TEN, CLUB)
    circle = d.table.circle
    d.press("end_night")
    d.press("nominate")
    qtbot.keyClick(circle, Qt.Key.Key_Right)
    assert circle.cursor_visible(), "the arrows show where the cursor is"
    d.key_seat("Ivy")  # the nominator, by its number key
    d.key_seat("Gus")  # the nominee: the nomination is in, the step goes back to the day
    assert not circle.cursor_visible(), "the pick is made: no ring left on Gus"
    town = tuple(n for n in TEN if n not in ("Ann", "Dan", "Gus", "Jon"))
    d.table.controller.submit([Nominate("Bob", "Jon"), Tally((("Jon", town),))])
    assert not circle.cursor_visible()
    d.press("night_ready")
    d.key_seat("Fay")  # a sign at the seat called, by its key
    assert circle.cursor_visible(), "the keys are making this seat's picks"
    d.press("next_seat")
    assert not circle.cursor_visible(), "the next seat: the ring has gone"
    for _ in bounded(12, "the end of the called list"):
        if d.table.composer.called() is None:
            break
        d.press("next_seat")
    d.key_seat("Cid")  # the Don's check
    d.press("next_step")
    d.press("next_step")
    d.press("end_night")
    assert d.table.controller.view().phase == "day"
    assert not circle.cursor_visible(), "no ring from the night into the day"
