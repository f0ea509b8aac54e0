"""The series screen: it fills from the games off the UI thread, shows a chosen series, exports CSV,
prints, and opens from the menu and the home screen. Every test has its own data folder
(MAFIA_DESKTOP_DATA_DIR, set by the repository's conftest.py)."""

from __future__ import annotations

import csv
import io
import os
import stat
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from mafia_desktop.ui.dialogs.series_screen import SeriesScreen
from tests.storage.series_games import SPRING, TEN, protocol, save, spring, town_win


@pytest.fixture
def games(home: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("MAFIA_DESKTOP_DATA_DIR", str(home / "series-data"))  # this test's alone
    return home / "series-data" / "games"


def opened(qtbot: QtBot, folder: Path | None = None) -> SeriesScreen:
    screen = SeriesScreen(folder)
    qtbot.addWidget(screen)
    assert screen.status.text() == "Reading the games…"
    assert not screen.export_button.isEnabled()
    with qtbot.waitSignal(screen.loaded, timeout=10_000):
        pass
    return screen


def choose(qtbot: QtBot, screen: SeriesScreen, series: str | None) -> None:
    """Choose a series (None: all games) and wait for the screen to read it."""
    with qtbot.waitSignal(screen.loaded, timeout=10_000):
        screen.chooser.setCurrentIndex(screen.chooser.findData(series) if series is not None else 0)


def cells(screen: SeriesScreen, row: int) -> list[str]:
    return [screen.table.item(row, c).text() for c in range(screen.table.columnCount())]


def test_the_screen_fills_from_the_games(qtbot: QtBot, games: Path) -> None:
    spring(games)
    screen = opened(qtbot)
    chooser = screen.chooser
    assert [chooser.itemText(i) for i in range(chooser.count())] == ["All games", "Summer", "Spring"]
    assert screen.table.rowCount() == 10  # every game: ten players
    choose(qtbot, screen, "Spring")
    assert cells(screen, 0)[:9] == ["1", "EVE", "4.25", "4", "4", "100%", "Civilian 3/3\nMafia 1/1", "1", "2"]
    assert (
        cells(screen, 1)[:2] == ["2", "dan"] and cells(screen, 1)[6] == "Civilian 1/1\nDon 1/1\nSheriff 2/2"
    )
    assert screen.status.text() == "Games: 4; 20 April 2024"
    headings = [screen.table.horizontalHeaderItem(c).text() for c in range(screen.table.columnCount())]
    assert headings[:3] == ["Place", "Name", "Points"]
    assert screen.export_button.isEnabled() and screen.print_button.isEnabled()
    choose(qtbot, screen, None)
    assert screen.status.text() == "Games: 5; from 20 April 2024 to 1 June 2024"


def test_a_name_is_shown_as_text(qtbot: QtBot, games: Path) -> None:
    players = ("<b>Zed</b>", *TEN[1:])
    save(games, "1", town_win(players, mafia=("Bob", "Cid", "Dan"), sheriff="Eve").record())
    screen = opened(qtbot)
    names = [screen.table.item(r, 1).text() for r in range(screen.table.rowCount())]
    assert "<b>Zed</b>" in names


def test_no_game_yet(qtbot: QtBot, games: Path) -> None:
    screen = opened(qtbot)
    assert screen.table.rowCount() == 0 and screen.chooser.count() == 1
    assert "No finished game yet" in screen.status.text()
    assert not screen.export_button.isEnabled() and not screen.print_button.isEnabled()


def test_export_csv_writes_the_file(
    qtbot: QtBot, games: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    spring(games)
    screen = opened(qtbot)
    choose(qtbot, screen, "Spring")
    target = tmp_path / "out" / "spring.csv"
    asked: list[str] = []

    def answer(parent: object, title: str, start: str, kinds: str, **how: object) -> tuple[str, str]:
        asked.append(start)
        return str(target), kinds

    monkeypatch.setattr(QFileDialog, "getSaveFileName", answer)
    qtbot.mouseClick(screen.export_button, Qt.MouseButton.LeftButton)
    assert asked and asked[0].endswith("standings-Spring.csv")
    data = target.read_bytes()
    assert data.startswith("\ufeff".encode())  # spreadsheets read the names as UTF-8
    rows = list(csv.reader(io.StringIO(data.decode("utf-8-sig"))))
    assert rows[1][:3] == ["1", "EVE", "4.25"] and len(rows) == 11
    assert stat.S_IMODE(os.stat(target).st_mode) == 0o600
    assert str(target) in screen.status.text()


def test_an_export_that_cannot_be_written_is_said(
    qtbot: QtBot, games: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    spring(games)
    screen = opened(qtbot)
    said: list[str] = []
    monkeypatch.setattr(
        "mafia_desktop.ui.dialogs.series_screen.warn", lambda parent, title, text: said.append(text)
    )
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    assert not screen.export_csv(str(blocker / "x.csv"))
    assert said and "x.csv" in said[0]


def test_print_makes_the_standings_page(
    qtbot: QtBot, games: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog

    from mafia_desktop.printing.pages import write_pdf

    spring(games)
    screen = opened(qtbot)
    document = screen.document("letter", "ru")
    assert document.paper == "letter" and len(document.pages) == 1
    write_pdf(document, str(tmp_path / "standings.pdf"))
    assert (tmp_path / "standings.pdf").read_bytes().startswith(b"%PDF")
    out = tmp_path / "printed.pdf"

    def preview(dialog: QPrintPreviewDialog) -> int:
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(out))
        dialog.paintRequested.emit(printer)
        return 0

    monkeypatch.setattr(QPrintPreviewDialog, "exec", preview)
    qtbot.mouseClick(screen.print_button, Qt.MouseButton.LeftButton)
    assert out.stat().st_size > 1000


def test_the_menu_and_the_home_screen_open_it(qtbot: QtBot, games: Path) -> None:
    from mafia_desktop.ui.window.main_window import MainWindow

    spring(games)
    window = MainWindow(remember_geometry=False)
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: not window.resume_pending)
    action = next(a for a, _ in window.window_menu.shortcuts if a.text() == "Series stan&dings…")
    action.trigger()
    screen = window.findChild(SeriesScreen)
    assert screen is not None and screen.isVisible() and screen.games_folder == window.store.folder
    qtbot.waitUntil(lambda: screen.table.rowCount() == 10, timeout=10_000)
    screen.close()
    qtbot.waitUntil(lambda: window.findChild(SeriesScreen) is None)  # deleted once closed
    qtbot.mouseClick(window.home.series_button, Qt.MouseButton.LeftButton)
    screen = window.findChild(SeriesScreen)
    assert screen is not None and screen.isVisible()
    qtbot.waitUntil(lambda: not screen.pending)
    screen.close()


def test_a_screen_closed_while_reading_is_not_reported_to(qtbot: QtBot, games: Path) -> None:
    spring(games)
    screen = SeriesScreen()
    screen.deleteLater()
    del screen
    later = opened(qtbot)  # a read after: only its own report reaches it
    assert later.table.rowCount() == 10


def test_in_russian_the_dates_and_points_are_written_the_russian_way(qtbot: QtBot, games: Path) -> None:
    """Issue 46: dates as the record keeps them (2024-04-20) and points with a decimal point."""
    from mafia_desktop.ui.theme.appearance import Appearance
    from tests.ui.looks import look

    spring(games)
    with look(Appearance(language="ru")):
        screen = SeriesScreen(None)
        qtbot.addWidget(screen)
        with qtbot.waitSignal(screen.loaded, timeout=10_000):
            pass
        choose(qtbot, screen, "Spring")
        assert cells(screen, 0)[2] == "4,25"
        assert screen.status.text().endswith("20 апреля 2024"), screen.status.text()


@pytest.mark.parametrize(
    ("look", "size"),
    [(("en", 100), (960, 600)), (("ru", 100), (960, 600)), (("ru", 200), (1366, 768))],
    ids=["en-100", "ru-100", "ru-200"],
)
def test_by_role_is_never_cut(
    qtbot: QtBot, games: Path, look: tuple[str, int], size: tuple[int, int]
) -> None:
    """Each player's record in each role shows whole, and so does the column's heading (issue 46:
    the column took what the others left, and «Мирный житель 3/4, Мафия 1/1» read «М…»)."""
    from mafia_desktop.ui.dialogs.series_screen import COLUMNS
    from mafia_desktop.ui.theme.appearance import Appearance
    from tests.ui import looks

    spring(games)
    with looks.look(Appearance(language=look[0], text_scale=look[1])):
        screen = SeriesScreen(None)
        qtbot.addWidget(screen)
        with qtbot.waitSignal(screen.loaded, timeout=10_000):
            pass
        screen.resize(*size)
        screen.show()
        qtbot.waitExposed(screen)
        table, header = screen.table, screen.table.horizontalHeader()
        roles = COLUMNS.index("standings_by_role")
        metrics = table.fontMetrics()
        width = table.columnWidth(roles)
        for row in range(table.rowCount()):
            item = table.item(row, roles)
            for line in item.text().split("\n"):
                assert metrics.horizontalAdvance(line) + 6 <= width, (line, width)
            lines = item.text().count("\n") + 1
            assert table.rowHeight(row) >= lines * metrics.height(), (item.text(), table.rowHeight(row))
        assert width >= header.sectionSizeHint(roles), "the heading shows whole"
        screen.close()


def cup(games: Path, data: Path) -> str:
    """Two games of a tournament (with its file in the data folder) beside the spring's."""
    import random

    from mafia_desktop.club.tournament import new_tournament
    from mafia_desktop.storage.tournaments import TournamentStore
    from tests.storage.series_games import mafia_win, town_win

    t = new_tournament("Winter cup", list(TEN), tables=1, rounds=2, rng=random.Random(3))
    TournamentStore(data / "tournaments").save(t)
    first = town_win(fouls=("Jon",)).record(
        tournament={"id": t.id, "round": 1, "table": 1}, series="Winter cup"
    )
    second = mafia_win(mafia=("Eve", "Fay", "Gus"), sheriff="Hal").record(
        tournament={"id": t.id, "round": 2, "table": 1}, series="Winter cup", protocol=protocol("2024-12-01")
    )
    save(games, "w1", first, SPRING + 20_000)
    save(games, "w2", second, SPRING + 30_000)
    return t.id


def test_the_filters_choose_a_tournament_and_days(qtbot: QtBot, games: Path) -> None:
    spring(games)
    tid = cup(games, games.parent)
    screen = opened(qtbot)
    chooser = screen.tournament_chooser
    assert [chooser.itemText(i) for i in range(chooser.count())] == ["Any or none", "Winter cup"]
    with qtbot.waitSignal(screen.loaded, timeout=10_000):
        chooser.setCurrentIndex(chooser.findData(tid))
    assert screen.info().games == 2 and screen.info().name == "Winter cup"
    assert sum(s.games for s in screen.rows()) == 20  # two games of ten
    assert screen.file_stem() == "standings-Winter-cup"
    with qtbot.waitSignal(screen.loaded, timeout=10_000):
        chooser.setCurrentIndex(0)
    with qtbot.waitSignal(screen.loaded, timeout=10_000):
        screen.since_edit.setDate(screen.since_edit.date().fromString("2024-11-01", Qt.DateFormat.ISODate))
        screen.since_box.setChecked(True)
    assert screen.scope().since == "2024-11-01"
    assert screen.info().games == 1, "only the game of December"
    with qtbot.waitSignal(screen.loaded, timeout=10_000):
        screen.until_edit.setDate(screen.until_edit.date().fromString("2024-11-30", Qt.DateFormat.ISODate))
        screen.until_box.setChecked(True)
    assert screen.rows() == [] and screen.status.text() == "No finished game in this choice."
    assert not screen.export_button.isEnabled() and not screen.print_button.isEnabled()


def test_a_tournament_ranks_by_its_tie_break(qtbot: QtBot, games: Path) -> None:
    from mafia_desktop.club.tournament import rank_standings

    tid = cup(games, games.parent)
    screen = opened(qtbot)
    with qtbot.waitSignal(screen.loaded, timeout=10_000):
        screen.tournament_chooser.setCurrentIndex(screen.tournament_chooser.findData(tid))
    rows = screen.rows()
    want = [(place, s.name) for place, s in rank_standings(rows)]
    assert [(s.place, s.name) for s in rows] == want
    # Fewer fouls come before more, where points and wins are equal: Jon's foul puts him after
    # the three who, like him, won one game of two for the town.
    place = {s.name: s.place for s in rows}
    assert place["Dan"] == place["Hal"] == place["Ivy"] < place["Jon"] == place["Dan"] + 3


def test_the_tabs_show_players_and_pairs_and_the_chart_follows_the_row(qtbot: QtBot, games: Path) -> None:
    spring(games)
    screen = opened(qtbot)
    screen.resize(1000, 700)
    names = [screen.table.item(r, 1).text() for r in range(screen.table.rowCount())]
    assert screen.chart.player == names[0] and names[0] in screen.chart_label.text()
    screen.table.selectRow(3)
    assert screen.chart.player == names[3]
    assert len(screen.chart.steps) == len(screen.last_read.history[names[3]]) > 0
    headings = [screen.table.horizontalHeaderItem(c).text() for c in range(screen.table.columnCount())]
    assert headings[-3:] == ["Rating\nRed", "Rating\nBlack", "Ci"]
    assert cells(screen, 0)[-3:-1] != ["1000", "1000"], "ratings moved over five games"
    choose(qtbot, screen, "Spring")
    screen.tabs.setCurrentIndex(2)
    players = screen.players_table
    assert players.rowCount() == 10
    row = next(r for r in range(players.rowCount()) if players.item(r, 0).text() == "EVE")
    assert (players.item(row, 8).text(), players.item(row, 9).text()) == ("1", "2"), (
        "a best move naming two mafia"
    )
    assert players.item(row, 6).text() == "1", "shot on the first night once"
    assert "killed at night: 1" in players.item(row, 11).text().split("\n")
    assert screen.export_button.isEnabled() and not screen.print_button.isEnabled()
    screen.tabs.setCurrentIndex(3)
    assert screen.pairs_table.rowCount() == 45  # every pair of ten met
    assert screen.file_stem() == "pairs-Spring"


def test_export_json_writes_the_shown_tab(qtbot: QtBot, games: Path, tmp_path: Path) -> None:
    import json

    spring(games)
    screen = opened(qtbot)
    screen.tabs.setCurrentIndex(2)
    target = tmp_path / "players.json"
    assert screen.export_json(str(target))
    data = json.loads(target.read_text(encoding="utf-8"))
    assert len(data) == 10 and {"name", "checks", "checks_found", "first_night"} <= set(data[0])
    assert stat.S_IMODE(os.stat(target).st_mode) == 0o600
