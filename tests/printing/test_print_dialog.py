"""Printing from the app: the recipe on screen, a PDF written off the UI thread, the printer path."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from PySide6.QtPrintSupport import QPrinter
from pytestqt.qtbot import QtBot

from mafia_desktop import languages
from mafia_desktop.engine.record import record_from_json
from mafia_desktop.engine.rules import PRESETS
from mafia_desktop.printing.documents import role_cards
from mafia_desktop.printing.pages import paint_on_printer
from mafia_desktop.ui.dialogs.print_dialog import PrintDialog
from tests.said import said
from tests.scenario_check import load, scenario_files


def test_the_recipe_is_on_screen_and_follows_the_table(qtbot: QtBot) -> None:
    dialog = PrintDialog()
    qtbot.addWidget(dialog)
    dialog.preset.setCurrentIndex(1)  # youth
    dialog.players.setValue(10)
    assert "2 × Jack — Mafia" in dialog.recipe.text() and "1 × King — Medic" in dialog.recipe.text()
    dialog.preset.setCurrentIndex(2)  # club needs ten
    dialog.players.setValue(9)
    assert "10" in dialog.problem.text() and not dialog.pdf_button.isEnabled()


def test_a_pdf_is_written_off_the_ui_thread(qtbot: QtBot, tmp_path: Path) -> None:
    record = record_from_json(
        load(next(p for p in scenario_files() if p.stem == "angel-town-wins"))["record"]
    )
    dialog = PrintDialog(record)
    qtbot.addWidget(dialog)
    dialog.what.setCurrentIndex(dialog.what.findData("log"))
    out = tmp_path / "log.pdf"
    with qtbot.waitSignal(dialog.pdf_written, timeout=10000) as signal:
        dialog.save_pdf(str(out))
    assert signal.args == [str(out), ""]
    text = subprocess.run(["pdftotext", str(out), "-"], capture_output=True, check=True).stdout.decode()
    assert "The town wins" in text
    assert dialog.problem.text() == f"Saved {out}"


def test_the_same_pages_go_to_a_printer(tmp_path: Path) -> None:
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    out = tmp_path / "printer.pdf"
    printer.setOutputFileName(str(out))
    paint_on_printer(
        role_cards(PRESETS["club"], {"don": 1, "mafia": 2, "detective": 1, "civilian": 6}), printer
    )
    text = subprocess.run(["pdftotext", str(out), "-"], capture_output=True, check=True).stdout.decode()
    assert "Sheriff" in text and "Don" in text


def test_the_preview_and_the_system_dialog_get_the_paper_chosen_here(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The printer the preview (by day) and the system print dialog (from the dark preview) start
    from has the dialog's paper, the document's orientation and the whole sheet to draw on."""
    from PySide6 import QtPrintSupport
    from PySide6.QtGui import QPageLayout, QPageSize
    from PySide6.QtWidgets import QDialog

    printers: list[QPrinter] = []

    class Fake:
        paintRequested = None

        def __init__(self, printer: QPrinter, parent: object = None) -> None:
            printers.append(printer)

        def exec(self) -> int:
            return QDialog.DialogCode.Accepted

    class FakePreview(Fake):
        class _Signal:
            def connect(self, slot: object) -> None:
                pass

        paintRequested = _Signal()  # type: ignore[assignment]

    monkeypatch.setattr(QtPrintSupport, "QPrintPreviewDialog", FakePreview)
    monkeypatch.setattr(QtPrintSupport, "QPrintDialog", Fake)
    painted: list[QPrinter] = []
    monkeypatch.setattr(
        "mafia_desktop.ui.dialogs.print_dialog.paint_on_printer", lambda d, p: painted.append(p)
    )
    monkeypatch.setattr(
        "mafia_desktop.ui.dialogs.print_dialog.DarkPreview.exec", lambda self: self._on_print_clicked()
    )
    record = record_from_json(
        load(next(p for p in scenario_files() if p.stem == "classic-first-execution"))["record"]
    )
    for night in (False, True):
        dialog = PrintDialog(record, night=night)
        qtbot.addWidget(dialog)
        dialog.paper.setCurrentIndex(dialog.paper.findData("letter"))
        dialog.what.setCurrentIndex(dialog.what.findData("sheet"))
        dialog.preview_button.click()
    assert len(printers) == 2 and painted == printers[1:]
    for printer in printers:
        layout = printer.pageLayout()
        assert layout.pageSize().id() == QPageSize.PageSizeId.Letter
        assert layout.orientation() == QPageLayout.Orientation.Landscape, "the referee's sheet is landscape"
        assert printer.fullPage()


def club_record() -> object:
    return record_from_json(
        load(next(p for p in scenario_files() if p.stem == "club-car-crash-then-plurality"))["record"]
    )


@pytest.mark.parametrize("lang", languages.codes())
def test_each_document_is_named_as_a_club_calls_it(qtbot: QtBot, lang: str) -> None:
    """Issue 46: «Протокол игры» was the timeline, with no header, fouls or points, while the
    club's protocol hid under «Лист ведущего», and both Russian PDFs were titled «Протокол
    игры». The document with the header, fouls, votes, best move and points is the game
    protocol; the timeline is the game log; the referee's sheet keeps its name; the PDF's
    title and the file offered follow each, and no two are alike."""
    from mafia_desktop.printing.pages import page_image
    from mafia_desktop.ui.theme.appearance import Appearance
    from tests.ui.looks import look

    with look(Appearance(language=lang)):
        dialog = PrintDialog(club_record())
        qtbot.addWidget(dialog)
        names = {dialog.what.itemData(i): dialog.what.itemText(i) for i in range(dialog.what.count())}
        sources = {"sheet": "Referee's sheet", "protocol": "Game protocol", "log": "Game log"}
        expected = {k: said(lang, "PrintDialog", source) for k, source in sources.items()}
        assert {k: names[k] for k in expected} == expected
        assert len(set(expected.values())) == len(expected)
        if lang in ("en", "ru"):
            assert (
                expected
                == {
                    "en": {"sheet": "Referee's sheet", "protocol": "Game protocol", "log": "Game log"},
                    "ru": {"sheet": "Лист ведущего", "protocol": "Протокол игры", "log": "Ход игры"},
                }[lang]
            )
        titles, files = {}, {}
        for what in ("deal", "fold", "sheet", "protocol", "log"):
            dialog.choose(what)
            document = dialog.document()
            assert document.pages and page_image(document, 0, 0.3) is not None
            titles[what], files[what] = document.title, dialog.FILE_NAMES[what]
            assert (dialog.about.text() != "") == (what != "deal"), what
        assert len(set(titles.values())) == len(titles) and len(set(files.values())) == len(files)
        assert titles["protocol"] == expected["protocol"], "the club's protocol is the game protocol"
        assert titles["log"].startswith(expected["log"]) and titles["sheet"].startswith(expected["sheet"])
        assert files["protocol"] == "mafia-game-protocol.pdf" and files["log"] == "mafia-game-log.pdf"


def test_each_question_says_what_its_document_shows_and_the_fold_over_cards_get_paper_advice(
    qtbot: QtBot,
) -> None:
    """Issue 46: the fold-over cards were announced as showing "every night choice", and had no
    advice on the paper to print them on."""
    dialog = PrintDialog(club_record(), roles="confirm")
    qtbot.addWidget(dialog)
    asked: list[str] = []
    dialog.confirm = lambda q: bool(asked.append(q))
    for what in ("fold", "sheet", "protocol", "log"):
        dialog.choose(what)
        dialog.preview_button.click()
    fold, sheet, protocol, log = asked
    assert "night choice" not in fold and "role" in fold and "night choice" not in sheet
    assert "every night choice" in protocol and "every night choice" in log
    dialog.choose("fold")
    stock = dialog.stock_hint
    assert stock.isVisibleTo(dialog) and "g/m²" in stock.text() and "fold" in stock.text()
    dialog.choose("deal")
    assert stock.isVisibleTo(dialog) and "card stock" in stock.text() and "g/m²" in stock.text()
    dialog.choose("sheet")
    assert not stock.isVisibleTo(dialog)
