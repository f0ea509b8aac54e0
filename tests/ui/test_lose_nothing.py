"""Nothing the group does is lost: every input saved before the screen moves on, the unfinished
game offered at the next start, a full disk shown and survived, files opened without harm."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDropEvent
from pytestqt.qtbot import QtBot

from mafia_desktop.engine.record import Record, loads_record
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.settings import store as settings_store
from mafia_desktop.storage.games import GameStore, default_folder
from mafia_desktop.ui.window.main_window import MainWindow
from tests.disk_faults import disk_full, read_only_disk
from tests.scenario_check import load, scenario_files
from tests.ui.table_driver import Driver, deal_round

CLUB = load(next(p for p in scenario_files() if p.stem == "club-car-crash-then-plurality"))["record"]


def window(qtbot: QtBot) -> MainWindow:
    w = MainWindow(remember_geometry=False)
    w.resize(1366, 768)
    qtbot.addWidget(w)
    w.show()
    # Closed at the end of a test that left saving broken: no modal question may wait for a hand.
    w.ask_unsaved = lambda problem: "discard"
    return w


def start_angel(qtbot: QtBot, w: MainWindow) -> Driver:
    qtbot.mouseClick(w.home.new_button, Qt.MouseButton.LeftButton)
    w.setup.set_preset("angel")
    qtbot.mouseClick(w.setup.start_button, Qt.MouseButton.LeftButton)
    deal_round(qtbot, w.table)
    w.table.confirm = lambda q: True
    return Driver(qtbot, w.table)


def test_every_input_is_on_disk_before_the_screen_moves_on(qtbot: QtBot) -> None:
    w = window(qtbot)
    d = start_angel(qtbot, w)
    path = w.game_path
    assert path is not None and path.parent == default_folder()
    assert loads_record(path.read_bytes()).inputs == (), "a new game is saved before its first input"
    seen: list[int] = []
    w.controller.game_changed.connect(lambda: seen.append(len(loads_record(path.read_bytes()).inputs)))
    d.press("end_night")
    d.accuse("Bob", "Cid")
    assert seen == [1, 2], "each signal to the screen came after the save"
    assert loads_record(path.read_bytes()) == w.controller.record


def test_the_unfinished_game_is_offered_at_the_next_start(qtbot: QtBot) -> None:
    first = window(qtbot)
    d = start_angel(qtbot, first)
    d.press("end_night")
    record = first.controller.record
    first.close()
    second = window(qtbot)
    home = second.home
    others = (home.new_button, home.open_button, home.print_button, home.series_button)
    qtbot.waitExposed(second)
    places = [b.mapTo(home, b.rect().topLeft()) for b in others]
    qtbot.waitUntil(lambda: not second.resume_pending)  # the saved games are read off the UI thread
    assert home.continue_button.isVisible()
    text = home.continue_button.text()
    assert text.startswith("Continue the game of ") and text.endswith(" (day 1)"), "said, not asked"
    assert home.continue_button.hasFocus() and home.continue_button.isDefault(), "Enter continues"
    assert not home.new_button.isDefault()
    assert [b.mapTo(home, b.rect().topLeft()) for b in others] == places, "nothing moved when it came"
    qtbot.mouseClick(second.home.continue_button, Qt.MouseButton.LeftButton)
    assert second.controller.record == record
    assert second.game_path == first.game_path, "the game goes on in its own file"


def test_ctrl_n_in_the_middle_of_a_game_asks_first(qtbot: QtBot) -> None:
    w = window(qtbot)
    d = start_angel(qtbot, w)
    d.press("end_night")
    asked: list[str] = []
    w.ask_leave = lambda question: asked.append(question) or False
    qtbot.waitUntil(lambda: bool(w._shortcuts))  # (the menu is made once the window has painted)
    new_game = next(action for action, key in w._shortcuts if key == "Ctrl+N")
    new_game.trigger()
    assert asked and "It is kept" in asked[0]
    assert w.stack.currentWidget() is w.table, "No: the game stays on the table"
    w.ask_leave = lambda question: True
    new_game.trigger()
    assert w.stack.currentWidget() is w.setup
    w.go_back()  # (Esc)
    assert w.stack.currentWidget() is w.home
    assert w.home.continue_button.isVisible(), "and the game is there to go back to"


def test_finished_games_are_kept_but_not_offered(qtbot: QtBot) -> None:
    store = GameStore(default_folder())
    finished = load(next(p for p in scenario_files() if p.stem == "angel-town-wins"))["record"]
    path = store.new_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(finished))
    w = window(qtbot)
    qtbot.waitUntil(lambda: not w.resume_pending)
    assert not w.home.continue_button.isVisible()
    assert [g.finished for g in store.games()] == [True]


def test_a_full_disk_warns_and_the_game_goes_on(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    w = window(qtbot)
    d = start_angel(qtbot, w)
    free_space = disk_full(monkeypatch)
    d.press("end_night")
    warning = w.table.save_warning
    assert warning.isVisible()
    assert "No space left on device" in warning.text() and "The game goes on" in warning.text()
    assert str(w.game_path) in warning.text()
    d.accuse("Bob", "Cid")  # play goes on in memory
    assert len(w.controller.record.inputs) == 2
    free_space()
    d.press("second")
    d.tap("Dan")
    assert not warning.isVisible(), "the next save that works clears the warning"
    assert loads_record(w.game_path.read_bytes()) == w.controller.record


def test_a_read_only_folder_warns_and_the_game_goes_on(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    w = window(qtbot)
    d = start_angel(qtbot, w)
    read_only_disk(monkeypatch)
    d.press("end_night")
    assert w.table.save_warning.isVisible() and "Read-only file system" in w.table.save_warning.text()
    assert w.controller.view().phase == "day"


def test_opening_a_record_from_elsewhere_copies_it_and_leaves_it_alone(qtbot: QtBot, tmp_path: Path) -> None:
    outside = tmp_path / "exported.json"
    outside.write_text(json.dumps(CLUB))
    before = outside.read_bytes()
    w = window(qtbot)
    assert w.open_file(str(outside), interactive=False) is None
    d = Driver(qtbot, w.table)
    d.press("nominate")
    d.tap("Bob", "Dan")
    assert outside.read_bytes() == before
    assert w.game_path is not None and w.game_path.parent == default_folder()
    assert len(loads_record(w.game_path.read_bytes()).inputs) == len(CLUB["inputs"]) + 1
    assert "exported.json" in w.table.notice.text()


def test_a_broken_file_is_refused_naming_it(qtbot: QtBot, tmp_path: Path) -> None:
    broken = tmp_path / "broken.json"
    broken.write_bytes(b'{"format": 1, "rules": "club", "seed": 3, "players": [')
    w = window(qtbot)
    problem = w.open_file(str(broken), interactive=False)
    assert problem is not None and "broken.json" in problem and "not valid JSON" in problem
    assert w.table is None and broken.exists()


def test_a_broken_game_of_the_store_opens_its_previous_copy_and_says_so(qtbot: QtBot) -> None:
    w = window(qtbot)
    d = start_angel(qtbot, w)
    d.press("end_night")
    d.accuse("Bob", "Cid")
    path = w.game_path
    assert path is not None
    w.close()
    path.write_bytes(b"\x00garbage")
    again = window(qtbot)
    assert again.open_file(str(path), interactive=False) is None
    assert len(again.controller.record.inputs) == 1
    assert "previous good copy" in again.table.notice.text()
    assert list(path.parent.glob(path.name + ".broken-*"))


def test_a_record_dropped_on_the_window_is_opened(qtbot: QtBot, tmp_path: Path) -> None:
    dropped = tmp_path / "dropped.json"
    dropped.write_text(json.dumps(CLUB))
    w = window(qtbot)
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(dropped))])
    event = QDropEvent(
        QPointF(100, 100),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    w.dropEvent(event)
    assert w.table is not None and w.controller.record.setup.players[0] == "Ann"


def test_save_a_copy_writes_the_record(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtWidgets import QFileDialog

    target = tmp_path / "copy.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    w = window(qtbot)
    d = start_angel(qtbot, w)
    d.press("end_night")
    w.save_copy_action.trigger()
    assert loads_record(target.read_bytes()) == w.controller.record


@pytest.mark.first_set_up  # (no mode written first: the file holds only what the test put in it)
def test_unreadable_settings_fall_back_to_defaults(qtbot: QtBot) -> None:
    settings = settings_store()
    settings.set_value("setup/roster", "not a list")
    settings.set_value("setup/preset", 42)
    settings.set_value("window/geometry", "garbage")
    assert settings.values() == {
        "setup/roster": "not a list",
        "setup/preset": 42,
        "window/geometry": "garbage",
    }
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    w._on_home_new_game_requested()
    assert w.setup.names()[0] == "Ann" and len(w.setup.names()) == 10
    assert w.setup.preset() == "classic"
    w.close()
    with open(settings.path, "ab") as f:  # and a file that is no longer JSON at all
        f.write(b"\n[broken\x00section\nkey=\xff\xfe\n")
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    w._on_home_new_game_requested()
    assert w.setup.names()[0] == "Ann" and len(w.setup.names()) == 10
    assert w.setup.preset() == "classic"


@pytest.mark.parametrize("leave", ["quit", "new game"])
def test_leaving_a_game_whose_last_moves_are_not_saved_asks_first(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, leave: str
) -> None:
    w = window(qtbot)
    d = start_angel(qtbot, w)
    free_space = disk_full(monkeypatch)
    d.press("end_night")
    d.accuse("Bob", "Cid")
    game, unsaved = w.game_path, w.controller.record
    asked: list[str] = []
    answers = iter(["cancel", "retry", "retry"])

    def ask(problem: str) -> str:
        asked.append(problem)
        answer = next(answers)
        if answer == "retry" and len(asked) == 3:
            free_space()  # space was freed meanwhile
        return answer

    w.ask_unsaved = ask

    def go() -> bool:
        if leave == "quit":
            return bool(w.close())
        w.open_record(Record(make_setup("classic", 1, ["Ann", "Bob", "Cid", "Dan", "Eve"], {"Ann": "mafia"})))
        return w.game_path != game

    assert not go(), "Cancel: the game stays on the table"
    assert w.controller.record == unsaved and "No space left on device" in asked[0]
    assert go(), "after the retry that works, nothing is lost and the window goes on"
    assert len(asked) == 3
    assert loads_record(game.read_bytes()) == unsaved


def test_discarding_unsaved_moves_is_a_choice(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    w = window(qtbot)
    d = start_angel(qtbot, w)
    disk_full(monkeypatch)
    d.press("end_night")
    w.ask_unsaved = lambda problem: "discard"
    assert w.close()


def test_start_up_never_reads_the_saved_games_on_the_ui_thread(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """However many games are saved, and however long: they are read on a pool thread."""
    import threading

    from mafia_desktop.storage import games

    store = GameStore(default_folder())
    for n in range(3):
        store.save(
            store.new_path(),
            Record(make_setup("classic", n, ["Ann", "Bob", "Cid", "Dan", "Eve"], {"Ann": "mafia"})),
        )
    readers: list[bool] = []
    real = games.read_game

    def spy(path: Path) -> object:
        readers.append(threading.current_thread() is threading.main_thread())
        return real(path)

    monkeypatch.setattr(games, "read_game", spy)
    w = window(qtbot)
    qtbot.waitUntil(lambda: not w.resume_pending)
    assert readers and not any(readers), "no saved game was read on the UI thread"
    assert w.home.continue_button.isVisible()
