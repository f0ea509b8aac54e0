"""The tournament's round on the second screen: the names in seat order, table by table, large;
shown in place of the public table while the tournament screen asks for it, and the table back
when it no longer does. (One screen here: the second screen's choice of screen is stood in for.)"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtGui import QGuiApplication, QImage
from pytestqt.qtbot import QtBot

from mafia_desktop.club.tournament import new_tournament, slot_players
from mafia_desktop.ui.public.schedule_board import ScheduleBoard, ScheduleView, card_columns
from mafia_desktop.ui.public.second_screen import SecondScreen

PLAYERS = [f"Player {i}" for i in range(1, 21)] + ["<b>Zed</b>", "Анна Каренина-Вронская"]


def tournament() -> object:
    return new_tournament("Spring cup", PLAYERS, tables=2, rounds=3, rng=random.Random(4), seed=2)


def view(round: int = 2) -> ScheduleView:
    t = tournament()
    rnd = t.schedule.rounds[round - 1]  # type: ignore[attr-defined]
    return ScheduleView("Spring cup", round, 3, rnd.tables, rnd.out)


def test_the_round_shows_every_table_in_seat_order(qtbot: QtBot, tmp_path: Path) -> None:
    board = ScheduleBoard()
    qtbot.addWidget(board)
    board.resize(1366, 768)
    shown = view(2)
    board.show_schedule(shown)
    board.show()
    qtbot.waitExposed(board)
    texts = board.texts()
    assert texts[:3] == ["Spring cup", "Round 2 of 3", "Table 1"]
    t = tournament()
    for table in (1, 2):
        names = slot_players(t, 2, table)  # type: ignore[arg-type]
        start = texts.index(f"Table {table}") + 1
        assert texts[start : start + 2 * len(names)] == [
            x for seat, name in enumerate(names, start=1) for x in (str(seat), name)
        ]
    assert texts[-2] == "Sitting out:" and texts[-1] == ", ".join(shown.out)
    image = board.grab().toImage()
    image.save(str(tmp_path / "schedule.png"))
    assert image.width() == 1366 and _inked(image) > 0.01, "something is painted"


def test_a_final_says_so_and_many_tables_go_in_rows(qtbot: QtBot) -> None:
    board = ScheduleBoard()
    qtbot.addWidget(board)
    board.show_schedule(ScheduleView("Cup", 1, 1, (("A",) * 7,), final=True))
    assert board.heading() == "Final · Round 1 of 1"
    assert [card_columns(n) for n in (1, 2, 4, 5, 8, 9)] == [1, 2, 4, 3, 4, 3]


def test_the_second_screen_shows_the_schedule_instead_of_the_table(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tests.ui.test_public_table import CLASSIC, board_now, game

    monkeypatch.setattr(SecondScreen, "target_screen", lambda self: QGuiApplication.primaryScreen())
    screen = SecondScreen()
    screen.set_wanted(True)
    screen.show_board(board_now(game("classic", CLASSIC)))
    table = screen.window()
    assert table is not None and screen.schedule_window() is None
    screen.show_schedule(view(1))
    shown = screen.schedule_window()
    assert shown is not None and screen.window() is None, "the schedule in place of the table"
    qtbot.waitExposed(shown)
    assert "Round 1 of 3" in shown.texts()
    screen.show_schedule(view(2))
    assert screen.schedule_window() is shown and "Round 2 of 3" in shown.texts(), "the same window"
    screen.hide_schedule()
    assert screen.schedule_window() is None and screen.window() is not None, "the table is back"
    screen.show_schedule(view(1))
    screen.set_wanted(False)
    assert not screen.shown(), "not wanted: nothing shows"
    screen.close()
    screen.hide_schedule()


def test_the_window_tv_passes_the_schedule_on(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    from mafia_desktop.ui.window.main_window import MainWindow

    monkeypatch.setattr(SecondScreen, "target_screen", lambda self: QGuiApplication.primaryScreen())
    window = MainWindow(remember_geometry=False)
    qtbot.addWidget(window)
    window.tv.choose(True)
    window.tv.show_schedule(view(3))
    shown = window.tv.screen.schedule_window()
    assert shown is not None and shown.view() == view(3)
    window.tv.hide_schedule()
    assert window.tv.screen.schedule_window() is None
    window.tv.show_schedule(view(3))
    window.tv.close()
    assert not window.tv.screen.shown()


def _inked(image: QImage) -> float:
    """The share of pixels unlike the top-left one (the background)."""
    back = image.pixel(0, 0)
    step = 7
    seen = differ = 0
    for y in range(0, image.height(), step):
        for x in range(0, image.width(), step):
            seen += 1
            differ += image.pixel(x, y) != back
    return differ / seen
