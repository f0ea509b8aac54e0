"""Printing from the app: the recipe on screen, a PDF written off the UI thread, the printer path."""

from __future__ import annotations

import subprocess
from pathlib import Path

from PySide6.QtPrintSupport import QPrinter
from pytestqt.qtbot import QtBot

from mafia_desktop.engine.record import record_from_json
from mafia_desktop.engine.rules import PRESETS
from mafia_desktop.printing.documents import role_cards
from mafia_desktop.printing.pages import paint_on_printer
from mafia_desktop.ui.print_dialog import PrintDialog
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
    dialog.what.setCurrentIndex(dialog.what.findData("protocol"))
    out = tmp_path / "protocol.pdf"
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
