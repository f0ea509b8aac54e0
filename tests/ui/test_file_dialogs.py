"""The file dialogs (open a game record, save a copy, save a PDF, export the standings) are Qt's
own, in the app's language, and each opens in the folder last used for its kind of file (kept in
the settings: the folder, never the file's name). Issue 46, item 10."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QFileDialog, QLabel
from pytestqt.qtbot import QtBot

from mafia_desktop import i18n, settings
from mafia_desktop.engine.record import Record
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.ui.dialogs.series_screen import SeriesScreen
from mafia_desktop.ui.window.main_window import MainWindow
from tests.storage.series_games import spring

TEN = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"]


class Asked:
    """Qt's static file dialogs, answered: each call's start and options kept, and a file in the
    folder the test says given back (or nothing)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.calls: list[tuple[str, str, object]] = []  # (which, start, options)
        self.answer = ""
        for name in ("getOpenFileName", "getSaveFileName"):
            monkeypatch.setattr(QFileDialog, name, self._dialog(name))

    def _dialog(self, name: str) -> object:
        def asked(
            parent: object, title: str = "", start: str = "", kinds: str = "", *rest: object, **how: object
        ) -> tuple[str, str]:
            options = how.get("options", rest[1] if len(rest) > 1 else QFileDialog.Option(0))
            self.calls.append((name, start, options))
            return self.answer, ""

        return asked

    def last(self) -> tuple[str, str, object]:
        return self.calls[-1]


def own_dialog(options: object) -> bool:
    return bool(QFileDialog.Option(options) & QFileDialog.Option.DontUseNativeDialog)  # type: ignore[call-overload]


def kept_folders(home: Path) -> dict[str, object]:
    doc = json.loads((home / "data" / "settings.json").read_text(encoding="utf-8"))
    return {k: v for k, v in doc.items() if k.startswith("files/")}


def test_each_kind_of_file_opens_where_the_last_one_went(
    qtbot: QtBot, home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked = Asked(monkeypatch)
    window = MainWindow(remember_geometry=False)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    games = Path(window.store.folder)
    # Open a game record: first in the saved games, then where the last record came from.
    records = tmp_path / "club records"
    records.mkdir()
    record = Record(make_setup("club", 1, TEN, {"Ann": "don", "Dan": "mafia", "Gus": "mafia"}))
    (records / "tuesday.json").write_bytes(record.dumps().encode("utf-8"))
    asked.answer = str(records / "tuesday.json")
    assert window.opener.choose_file() == asked.answer
    which, start, options = asked.last()
    assert which == "getOpenFileName" and Path(start) == games and own_dialog(options)
    asked.answer = ""  # (the second time nothing is chosen: the folder stays)
    window.opener.choose_file()
    assert Path(asked.last()[1]) == records
    # Save a copy: a record too, so where the records are.
    window.open_record(record)
    copies = tmp_path / "copies"
    copies.mkdir()
    asked.answer = str(copies / "copy.mafia.json")
    assert window.save_copy_action.isEnabled()
    window.save_copy_action.trigger()
    which, start, options = asked.last()
    assert which == "getSaveFileName" and own_dialog(options)
    assert Path(start).parent == records and Path(start).name.endswith(".mafia.json")
    assert (copies / "copy.mafia.json").is_file()
    window.opener.choose_file()
    assert Path(asked.last()[1]) == copies, "open a record: where the last record was saved"
    # Save a PDF: a folder of its own (the home folder first).
    dialog = window.print_dialog()
    qtbot.addWidget(dialog)
    written: list[str] = []
    monkeypatch.setattr(dialog, "save_pdf", lambda path: written.append(path))
    monkeypatch.setattr(dialog, "_may_go_on", lambda: True)
    pdfs = tmp_path / "pdfs"
    pdfs.mkdir()
    asked.answer = str(pdfs / "cards.pdf")
    dialog._on_pdf_button_clicked()
    which, start, options = asked.last()
    assert which == "getSaveFileName" and Path(start).parent == home and own_dialog(options)
    assert written == [asked.answer]
    dialog._on_pdf_button_clicked()
    assert Path(asked.last()[1]).parent == pdfs
    # Export the standings: a folder of its own too (the home folder first).
    spring(games)
    screen = SeriesScreen(games, window)
    qtbot.addWidget(screen)
    with qtbot.waitSignal(screen.loaded, timeout=10_000):
        pass
    csvs = tmp_path / "csv"
    csvs.mkdir()
    asked.answer = str(csvs / "standings.csv")
    qtbot.mouseClick(screen.export_button, Qt.MouseButton.LeftButton)
    which, start, options = asked.last()
    assert which == "getSaveFileName" and Path(start).parent == home and own_dialog(options)
    assert (csvs / "standings.csv").is_file()
    qtbot.mouseClick(screen.export_button, Qt.MouseButton.LeftButton)
    assert Path(asked.last()[1]).parent == csvs
    # Kept: the folders only, never a file's name.
    assert kept_folders(home) == {
        "files/record_folder": str(copies),
        "files/pdf_folder": str(pdfs),
        "files/csv_folder": str(csvs),
    }
    window.close()


def test_a_folder_gone_since_opens_the_usual_one(home: Path, tmp_path: Path) -> None:
    from mafia_desktop.ui.common import files

    gone = tmp_path / "usb-stick"
    gone.mkdir()
    files.remember("pdf", str(gone / "cards.pdf"))
    assert files.last_folder("pdf", home) == gone
    gone.rmdir()
    assert files.last_folder("pdf", home) == home
    assert files.last_folder("csv", home) == home, "each kind of file has its own folder"


@pytest.mark.parametrize("folder", ["relative/folder", "/a" * 600, "/line\nbreak", 42, ["/tmp"]])
def test_a_folder_setting_that_is_no_folder_reads_as_none(folder: object) -> None:
    settings.store().set_value("files/pdf_folder", folder)
    assert settings.read_folder("pdf") == ""
    settings.write_folder("pdf", str(folder))
    assert settings.read_folder("pdf") == ""


def test_qts_own_file_dialog_speaks_russian(qtbot: QtBot) -> None:
    """The dialog the app opens (Qt's own, not the desktop's) in a Russian app: Qt's catalogue
    puts its labels and buttons in Russian."""
    from mafia_desktop.ui.common import files

    i18n.install("ru")
    try:
        dialog = QFileDialog(None, "Сохранить копию игры")
        qtbot.addWidget(dialog)
        dialog.setOptions(files.OPTIONS)
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        words = [w.text() for w in dialog.findChildren(QLabel)] + [
            b.text() for b in dialog.findChildren(QAbstractButton) if b.text()
        ]
        assert "&Имя файла:" in words or "Имя файла:" in words, words
        assert "Отмена" in words and not {"Cancel", "File &name:", "&Save", "Save"} & set(words), words
    finally:
        i18n.install("en")
