"""One game is one game, however often it is opened (issue 44): opening the same record from
outside the store again goes on in the store's own file of that game instead of storing another
copy, and the series counts a finished game once, whatever copies of it lie in the store."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from pytestqt.qtbot import QtBot

from mafia_desktop.engine.inputs import EndNight
from mafia_desktop.engine.record import loads_record, record_from_json
from mafia_desktop.storage.games import GAME_GLOB, GameStore, default_folder
from mafia_desktop.storage.series import SeriesBook
from mafia_desktop.ui.window.main_window import MainWindow
from tests.storage.series_games import town_win
from tests.ui.table_driver import Driver

GAME = Path(__file__).resolve().parents[2] / "docs" / "games" / "club-day-two.json"


def window(qtbot: QtBot) -> MainWindow:
    w = MainWindow(remember_geometry=False)
    w.resize(1366, 768)
    qtbot.addWidget(w)
    w.show()
    w.ask_unsaved = lambda problem: "discard"
    return w


def stored() -> list[Path]:
    return sorted(default_folder().glob(GAME_GLOB))


def test_the_same_record_opened_three_times_is_one_game(qtbot: QtBot, tmp_path: Path) -> None:
    outside = tmp_path / "evening.mafia.json"
    shutil.copy(GAME, outside)
    w = window(qtbot)
    assert w.open_file(str(outside), interactive=False) is None
    first = w.game_path
    assert stored() == [first]
    for _ in range(2):
        assert w.open_file(str(outside), interactive=False) is None
        assert w.game_path == first and stored() == [first]
        assert "already among the saved games" in w.table.notice.text()
        assert first.name in w.table.notice.text()


def test_an_earlier_copy_goes_on_where_the_game_had_got_to(qtbot: QtBot, tmp_path: Path) -> None:
    outside = tmp_path / "evening.mafia.json"
    shutil.copy(GAME, outside)
    w = window(qtbot)
    w.open_file(str(outside), interactive=False)
    first = w.game_path
    before = len(w.controller.record.inputs)
    Driver(qtbot, w.table).press("nominate")
    w.table.confirm = lambda q: True
    d = Driver(qtbot, w.table)
    d.tap("Bob", "Dan")
    played = len(loads_record(first.read_bytes()).inputs)
    assert played == before + 1
    w.open_file(str(outside), interactive=False)  # the file as it was before that input
    assert w.game_path == first and stored() == [first]
    assert len(w.controller.record.inputs) == played, "where the game had got to, not back"
    assert "earlier copy" in w.table.notice.text()


def test_a_copy_that_went_further_brings_the_saved_game_up_to_it(qtbot: QtBot, tmp_path: Path) -> None:
    doc = json.loads(GAME.read_text())
    w = window(qtbot)
    early = tmp_path / "early.json"
    early.write_text(json.dumps(dict(doc, inputs=doc["inputs"][:-2])))
    w.open_file(str(early), interactive=False)
    first = w.game_path
    later = tmp_path / "later.json"
    shutil.copy(GAME, later)
    w.open_file(str(later), interactive=False)
    assert w.game_path == first and stored() == [first]
    assert loads_record(first.read_bytes()).inputs == record_from_json(doc).inputs, "saved at once"
    assert "played further" in w.table.notice.text()


def test_a_game_that_went_another_way_is_another_game(tmp_path: Path) -> None:
    store = GameStore(tmp_path)
    base = record_from_json(json.loads(GAME.read_text()))
    store.save(store.new_path(), base.without_last())
    other = base.without_last().without_last().with_input(EndNight())  # not a beginning of either
    assert store.same_game(base) is not None and store.same_game(base).stands == "ahead_there"  # type: ignore[union-attr]
    assert store.same_game(other) is None
    assert store.same_game(base.without_last().without_last()).stands == "ahead_here"  # type: ignore[union-attr]


def test_the_series_counts_a_game_once_whatever_copies_of_it_the_store_holds(tmp_path: Path) -> None:
    games = tmp_path / "games"
    store = GameStore(games)
    finished = town_win(extra=[("Eve", 0.5)]).record(series="Spring")
    unfinished = finished.without_last().without_last()
    # Copies made before this was mended (one per opening), and one that went no further.
    for record in (finished, finished, finished.without_last(), unfinished):
        store.save(store.new_path(), record)
    with SeriesBook(games) as book:
        rows = book.standings("Spring")
        assert {r.games for r in rows} == {1}, "one game, not three"
        assert [s.games for s in book.series()] == [1]
        eve = next(r for r in rows if r.name == "Eve")
        assert eve.points == next(r for r in rows if r.name == "Fay").points + 0.5, (
            "the copy that went furthest"
        )
