"""The tournaments screen: a tournament made through its dialog (seated off the UI thread), the
schedule's grid with every slot, the slots played once their games are saved, the standings, a
file that cannot be read, deleting, printing, and a slot's game started in set-up and saved with
its ``tournament`` member and the protocol's game type. Every test has its own data folder."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from mafia_desktop.club.tournament import Tournament, new_tournament, record_member, slot_players
from mafia_desktop.storage.tournaments import TournamentStore
from mafia_desktop.ui.dialogs.tournament_screen import TournamentScreen, current_round
from tests.storage.series_games import save, town_win

PLAYERS = [f"Player {i:02}" for i in range(1, 21)]


@pytest.fixture
def data(home: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    from mafia_desktop import settings

    monkeypatch.setenv("MAFIA_DESKTOP_DATA_DIR", str(home / "club-data"))  # this test's alone
    settings.write(settings.MODE, "referee")  # (a group that has played before: tests/ui/conftest.py)
    return home / "club-data"


def cup(data: Path, name: str = "Spring cup", rounds: int = 3, **how: object) -> Tournament:
    t = new_tournament(name, PLAYERS, tables=2, rounds=rounds, rng=random.Random(len(name)), seed=5, **how)  # type: ignore[arg-type]
    TournamentStore(data / "tournaments").save(t)
    return t


def opened(qtbot: QtBot, screen: TournamentScreen | None = None) -> TournamentScreen:
    screen = screen or TournamentScreen()
    qtbot.addWidget(screen)
    qtbot.waitUntil(lambda: not screen.pending and screen.last_read is not None, timeout=20_000)
    return screen


def played(data: Path, t: Tournament, round: int, table: int, name: str | None = None) -> Path:
    """A finished game of that slot, saved as the app saves it: the town wins."""
    names = slot_players(t, round, table)
    game = town_win(names, mafia=names[:3], sheriff=names[3])
    record = game.record(tournament=record_member(t, round, table), series=t.name)
    return save(data / "games", name or f"{round}-{table}", record)


def test_a_tournament_is_made_through_the_dialog(qtbot: QtBot, data: Path) -> None:
    screen = opened(qtbot)
    assert screen.listing.count() == 0 and "No tournament yet" in screen.status.text()
    dialog = screen.new_tournament()
    dialog.name_edit.setText("Autumn <b>cup</b>")
    dialog.players_edit.setPlainText("\n".join(PLAYERS))
    dialog.tables.setValue(2)
    dialog.rounds.setValue(4)
    dialog.game_type.setCurrentIndex(dialog.game_type.findData("final"))
    dialog.add_pair("Player 01", "Player 02")
    dialog.tie_list.setCurrentRow(1)  # Wins first
    qtbot.mouseClick(dialog.tie_up, Qt.MouseButton.LeftButton)
    assert dialog.tie_break()[:2] == ["wins", "points"]
    with qtbot.waitSignal(dialog.finished_making, timeout=30_000):
        qtbot.mouseClick(dialog.create_button, Qt.MouseButton.LeftButton)
    assert dialog.tournament is not None, dialog.problem.text()
    made = dialog.tournament
    qtbot.waitUntil(lambda: screen.chosen() == made, timeout=20_000)
    assert TournamentStore(data / "tournaments").load(made.id) == made
    assert made.name == "Autumn <b>cup</b>" and made.game_type == "final" and made.rounds == 4
    assert made.tie_break[:2] == ("wins", "points") and made.keep_apart == (("Player 01", "Player 02"),)
    assert screen.title.text() == "Autumn <b>cup</b>" and screen.title.shows_plain_text()
    # the grid: a row a round, a column a table, each cell the names in seat order
    assert (screen.grid.rowCount(), screen.grid.columnCount()) == (4, 2)
    for r in range(1, 5):
        for k in (1, 2):
            lines = [f"{seat}. {n}" for seat, n in enumerate(slot_players(made, r, k), start=1)]
            assert screen.slot_text(r, k) == "\n".join(lines)
    assert screen.chosen_slot() == (1, 1) and screen.start_button.isEnabled()


def test_a_tournament_that_cannot_be_seated_is_said(qtbot: QtBot, data: Path) -> None:
    screen = opened(qtbot)
    dialog = screen.new_tournament()
    dialog.name_edit.setText("Too small")
    dialog.players_edit.setPlainText("\n".join(PLAYERS[:10]))
    with qtbot.waitSignal(dialog.finished_making, timeout=30_000):
        dialog.make()
    assert dialog.tournament is None and dialog.isVisible()
    assert "cannot fill 2 tables" in dialog.problem.text()
    dialog.reject()


def test_slots_played_and_the_standings_come_from_the_games(qtbot: QtBot, data: Path) -> None:
    t = cup(data)
    played(data, t, 1, 1)
    played(data, t, 1, 1, "copy")  # a copy of the slot's game counts once
    screen = opened(qtbot)
    assert screen.chosen() == t
    assert screen.is_played(1, 1) and not screen.is_played(1, 2)
    assert screen.slot_text(1, 1).startswith("✓ Played\n1. ")
    assert not screen.slot_text(1, 2).startswith("✓")
    assert current_round(t, screen.results().played) == 1 and screen.chosen_slot() == (1, 2)
    rows = screen.standing_rows()
    assert len(rows) == len(PLAYERS)
    names = slot_players(t, 1, 1)
    town = [n for n in names if n not in names[:3]]
    assert {row[1] for row in rows[:7]} == set(town), "the town's winners first"
    assert rows[0][0] == "1" and rows[0][3] == "1" and rows[-1][3] == "0"
    played(data, t, 1, 2)
    screen.refresh()
    qtbot.waitUntil(lambda: not screen.pending, timeout=20_000)
    view = screen.tv_view()
    assert view is not None and view.round == 2, "the next round is the one the TV shows"


def test_a_bad_file_is_listed_with_why_and_can_be_deleted(qtbot: QtBot, data: Path) -> None:
    t = cup(data)
    bad = data / "tournaments" / ("f" * 32 + ".mafia-tournament.json")
    bad.write_text('{"format": "mafia-desktop-tournament", "version": 9}', encoding="utf-8")
    screen = opened(qtbot)
    assert screen.listing.count() == 2
    assert screen.listing.item(0).text() == t.name
    assert "cannot be read" in screen.listing.item(1).text()
    screen.listing.setCurrentRow(1)
    assert screen.chosen() is None and "version 9" in screen.facts.text()
    assert not screen.start_button.isEnabled() and not screen.print_button.isEnabled()
    asked: list[str] = []
    screen.ask = lambda question: asked.append(question) or True  # type: ignore[method-assign]
    qtbot.mouseClick(screen.delete_button, Qt.MouseButton.LeftButton)
    assert asked and not bad.exists()
    qtbot.waitUntil(lambda: not screen.pending and screen.listing.count() == 1, timeout=20_000)
    screen.ask = lambda question: False  # type: ignore[method-assign]
    qtbot.mouseClick(screen.delete_button, Qt.MouseButton.LeftButton)
    assert TournamentStore(data / "tournaments").load(t.id) == t, "No keeps it"


def test_the_printed_schedule_has_a_sheet_per_slot(
    qtbot: QtBot, data: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog

    t = cup(data, rounds=4)
    screen = opened(qtbot)
    document = screen.document("a4", "ru")
    slots = sum(len(r.tables) for r in t.schedule.rounds)
    assert slots == 8 and len(document.pages) == 1 + slots  # the overview, then a sheet a slot
    out = tmp_path / "printed.pdf"

    def preview(dialog: QPrintPreviewDialog) -> int:
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(out))
        dialog.paintRequested.emit(printer)
        return 0

    monkeypatch.setattr(QPrintPreviewDialog, "exec", preview)
    qtbot.mouseClick(screen.print_button, Qt.MouseButton.LeftButton)
    pdf = out.read_bytes()
    assert pdf.startswith(b"%PDF") and len(re.findall(rb"/Type\s*/Page\b(?!s)", pdf)) == 1 + slots


def test_a_slot_starts_in_set_up_and_its_record_keeps_the_slot(qtbot: QtBot, data: Path) -> None:
    from mafia_desktop.ui.window.main_window import MainWindow

    t = cup(data, name="Winter final", game_type="final")
    window = MainWindow(remember_geometry=False)
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: not window.resume_pending)
    action = next(a for a, _ in window.window_menu.shortcuts if a.text() == "To&urnaments…")
    action.trigger()
    screen = window.findChild(TournamentScreen)
    assert screen is not None and screen.isVisible()
    opened(qtbot, screen)
    screen.grid.setCurrentCell(1, 1)  # round 2, table 2
    assert screen.chosen_slot() == (2, 2)
    qtbot.mouseClick(screen.start_button, Qt.MouseButton.LeftButton)
    setup = window.setup
    assert setup is not None and window.stack.currentWidget() is setup
    qtbot.waitUntil(lambda: window.findChild(TournamentScreen) is None)  # closed once started
    model = setup.model
    assert model.names == list(slot_players(t, 2, 2)) and model.preset == "club"
    assert (model.game, model.series, model.game_type) == (2, "Winter final", "final")
    assert model.tournament == record_member(t, 2, 2)
    box = setup.protocol_box
    assert box.is_open() and box.game_type.currentData() == "final"
    assert box.slot_label.text() == "Tournament game: round 2, table 2"
    assert not setup.problems(), setup.problems()
    qtbot.mouseClick(setup.start_button, Qt.MouseButton.LeftButton)
    assert window.controller is not None
    record = window.controller.record
    assert record.note("tournament") == {"id": t.id, "round": 2, "table": 2}
    assert record.note("protocol")["game_type"] == "final" and record.note("protocol")["game"] == 2
    assert record.note("series") == "Winter final"
    assert list(record.setup.players) == list(slot_players(t, 2, 2))
    # A plain new game afterwards is no tournament's slot.
    window.go_home()
    window._on_home_new_game_requested()
    assert window.setup.model.tournament is None and window.setup.model.game_type == "club"
    assert not window.setup.protocol_box.slot_label.isVisibleTo(window.setup)


def test_the_home_screen_opens_it(qtbot: QtBot, data: Path) -> None:
    from mafia_desktop.ui.window.main_window import MainWindow

    cup(data)
    window = MainWindow(remember_geometry=False)
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: not window.resume_pending)
    qtbot.mouseClick(window.home.tournaments_button, Qt.MouseButton.LeftButton)
    screen = window.findChild(TournamentScreen)
    assert screen is not None and screen.isVisible()
    opened(qtbot, screen)
    assert screen.folder == window.store.folder.parent / "tournaments"
    assert screen.grid.rowCount() == 3
    screen.close()
    qtbot.waitUntil(lambda: window.findChild(TournamentScreen) is None)


def test_the_schedule_goes_to_the_tv_while_the_screen_is_open(qtbot: QtBot, data: Path) -> None:
    shown: list[object] = []

    class Tv:
        def show_schedule(self, view: object) -> None:
            shown.append(view)

        def hide_schedule(self) -> None:
            shown.append(None)

    t = cup(data)
    played(data, t, 1, 1)
    played(data, t, 1, 2)
    screen = opened(qtbot, TournamentScreen(tv=Tv()))
    view = shown[-1]
    assert view is not None and view.round == 2 and view.tables == t.schedule.rounds[1].tables  # type: ignore[attr-defined]
    screen.reject()
    assert shown[-1] is None, "closed: the schedule leaves the TV"


def test_the_standings_show_the_rating_and_break_ties_by_it(qtbot: QtBot, data: Path) -> None:
    """The players of a slot who won it alike are told apart by their rating (the mean of red and
    black, as the series screen ranks the tournament): an earlier club game lost by some of them
    as the mafia left them lower. The rating column is filled."""
    from mafia_desktop.club.tournament import rank_standings
    from mafia_desktop.storage.series import SeriesBook

    t = cup(data)
    names = slot_players(t, 1, 1)
    earlier = town_win(names, mafia=names[4:7], sheriff=names[3])  # three of the slot's town lose
    save(data / "games", "0-club", earlier.record(protocol={"date": "2025-05-01", "game": 1}), mtime=1e9)
    played(data, t, 1, 1)
    screen = opened(qtbot)
    rows = screen.standing_rows()
    winners = [r for r in rows if r[2] == "+1"]
    assert len(winners) == 7 and all(r[6] for r in rows if r[1] in names), rows
    assert [r[0] for r in winners] == ["1", "1", "1", "1", "5", "5", "5"], "the losers of the club game last"
    assert {r[1] for r in winners[4:]} == set(names[4:7])
    with SeriesBook(data / "games") as book:
        ranked = rank_standings(book.standings(tournament=t.id), t.tie_break)
    assert [(str(place), s.name) for place, s in ranked] == [(r[0], r[1]) for r in rows[: len(ranked)]]
