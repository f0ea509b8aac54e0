"""Two sides for the cards, one for everything else, and landscape sheets that stay landscape.

The deal's role cards (fronts, their backs on the next pages) ask the printer for a flip on the
long edge before the system print dialog opens, so the dialog shows it chosen, and the job keeps
what the person chose there; fold-over cards, the referee's sheet and the protocols ask for one
side. The print dialog says how to print the cards on a printer with one side only, and on what.
A landscape sheet reaches the printer as a landscape page (not a portrait one with the drawing
turned): through a PDF file, through the system print dialog, through a driver that refuses the
sheet's layout whole, and through a real CUPS queue where there is one (the last test: it makes
a paused queue of its own, so nothing is printed, reads the job CUPS was given, and removes the
queue; skipped where no CUPS scheduler runs, or not as root).
"""

from __future__ import annotations

import gc
import os
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6 import QtPrintSupport
from PySide6.QtGui import QPageLayout
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QComboBox, QLineEdit, QRadioButton
from pytestqt.qtbot import QtBot

from mafia_desktop.engine.record import record_from_json
from mafia_desktop.printing.pages import PAPERS, Document, Page, paint_on_printer, prepare_printer
from mafia_desktop.ui.dialogs.print_dialog import PrintDialog
from tests.printing.test_printer_path import SIZES, Gray, game, page_rotations, page_sizes, squares

LONG = QPrinter.DuplexMode.DuplexLongSide
NONE = QPrinter.DuplexMode.DuplexNone


class PdfPrinter(QPrinter):
    """A printer that writes a PDF file, and keeps the sides it is asked for (a PDF file has no
    sides: Qt's PDF engine forgets them, so a real printer's dialog is in the CUPS test below)."""

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        self.asked: list[QPrinter.DuplexMode] = []

    def setDuplex(self, duplex: QPrinter.DuplexMode) -> None:  # noqa: N802 (Qt's name)
        self.asked.append(duplex)
        super().setDuplex(duplex)


@pytest.fixture
def pdf_printers(monkeypatch: pytest.MonkeyPatch) -> None:
    """The print dialog's printers write PDF files and keep the sides asked for."""
    monkeypatch.setattr(QtPrintSupport, "QPrinter", PdfPrinter)


def dialog_for(qtbot: QtBot, what: str, paper: str = "a4") -> PrintDialog:
    dialog = PrintDialog(record_from_json(game("classic-first-execution")))
    qtbot.addWidget(dialog)
    dialog.choose(what)
    dialog.paper.setCurrentIndex(dialog.paper.findData(paper))
    return dialog


# --- asking for duplex ------------------------------------------------------------------------------


def test_a_document_with_backs_asks_for_a_long_edge_flip_and_others_for_one_side(qapp: Any) -> None:
    for duplex, sides in ((True, LONG), (False, NONE)):
        printer = PdfPrinter(QPrinter.PrinterMode.HighResolution)
        prepare_printer(printer, Document("cards", "a4", [Page(lambda p, r: None)], duplex=duplex))
        assert printer.asked == [sides]


def test_only_the_deal_asks_for_two_sides(qtbot: QtBot, pdf_printers: None) -> None:
    """The deal's document keeps the flag through the recipe added at its end; fold-over cards
    (printed on one side and folded), the referee's sheet and the protocol ask for one side."""
    for what, sides in (("deal", LONG), ("fold", NONE), ("sheet", NONE), ("protocol", NONE), ("log", NONE)):
        dialog = dialog_for(qtbot, what)
        document = dialog.document()
        assert document.duplex == (what == "deal"), what
        assert dialog.printer(document).asked == [sides], what


def test_the_job_keeps_the_sides_chosen_in_the_system_dialog(
    qtbot: QtBot, tmp_path: Path, pdf_printers: None
) -> None:
    """The sides are asked for before the system print dialog opens; painting the job after it
    asks nothing more, so what the person chose there (one side, say) is what prints."""
    dialog = dialog_for(qtbot, "deal")
    document = dialog.document()
    printer = dialog.printer(document)
    printer.setOutputFileName(str(tmp_path / "cards.pdf"))
    printer.asked.clear()
    paint_on_printer(document, printer)
    assert printer.asked == []


# --- what the dialog says ---------------------------------------------------------------------------


def test_the_dialog_says_how_to_print_the_cards_on_one_side_and_on_what(qtbot: QtBot) -> None:
    dialog = dialog_for(qtbot, "deal")
    one_sided, stock = dialog.duplex_hint, dialog.stock_hint
    assert "odd pages" in one_sided.text() and "even pages" in one_sided.text()
    assert "long edge" in one_sided.text()
    assert "card stock" in stock.text() and "opaque sleeves" in stock.text()
    for what in ("deal", "fold", "sheet", "protocol", "log", "deal"):
        dialog.choose(what)
        shown = what == "deal"
        assert one_sided.isVisibleTo(dialog) == shown, what
        assert stock.isVisibleTo(dialog) == (what in ("deal", "fold")), what  # the fold-over cards' paper too


# --- landscape sheets -------------------------------------------------------------------------------


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_referee_sheet_through_the_system_dialog_is_landscape(
    qtbot: QtBot, tmp_path: Path, paper: str, pdf_printers: None
) -> None:
    """The way the job goes: the dialog's printer, the system print dialog accepted (it puts in
    a paper of its own), then the pages painted: every sheet landscape, none turned."""
    dialog = dialog_for(qtbot, "sheet", paper)
    document = dialog.document()
    printer = dialog.printer(document)
    out = tmp_path / "sheet.pdf"
    printer.setOutputFileName(str(out))
    system = QPrintDialog(printer, dialog)
    qtbot.addWidget(system)
    system.show()
    # Where the machine has printers the dialog starts on one: back to the file.
    printers, filename = system.findChild(QComboBox, "printers"), system.findChild(QLineEdit, "filename")
    assert printers is not None and filename is not None
    printers.setCurrentIndex(printers.count() - 1)  # "Print to File (PDF)", always the last
    filename.setText(str(out))
    system.accept()
    assert printer.outputFormat() == QPrinter.OutputFormat.PdfFormat, "not to a printer of this machine"
    assert printer.outputFileName() == str(out)
    paint_on_printer(document, printer)
    assert page_sizes(out) == [SIZES[paper, True]] * len(document.pages)
    assert page_rotations(out) == [0] * len(document.pages)


class RefusingPrinter(PdfPrinter):
    """A driver that refuses a layout with no margins (its sheet has an edge it cannot print),
    and takes the paper and the orientation one by one."""

    def setPageLayout(self, layout: QPageLayout) -> bool:  # noqa: N802 (Qt's name)
        return False


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_a_driver_that_refuses_the_layout_still_gets_landscape_sheets(
    qapp: Any, tmp_path: Path, paper: str
) -> None:
    """Portrait, then landscape pages: each on its own sheet, drawn from the corner, not turned."""
    pw, ph = PAPERS[paper]
    corners = [(10.0, 10.0), (ph - 15, pw - 15)]
    document = Document(
        "mixed",
        paper,
        [Page(squares(corners), True), Page(squares([(10.0, 10.0)])), Page(squares(corners), True)],
    )
    printer = RefusingPrinter(QPrinter.PrinterMode.HighResolution)
    out = tmp_path / "refused.pdf"
    printer.setOutputFileName(str(out))
    prepare_printer(printer, document)
    assert printer.pageLayout().orientation() == QPageLayout.Orientation.Landscape
    paint_on_printer(document, printer)
    assert page_sizes(out) == [SIZES[paper, True], SIZES[paper, False], SIZES[paper, True]]
    assert page_rotations(out) == [0, 0, 0]
    for n in (1, 3):
        image = Gray(out, n)
        for x, y in corners:
            spot = image.centroid(x - 4, y - 4, x + 9, y + 9)
            assert spot is not None and abs(spot[0] - (x + 2.5)) < 0.3 and abs(spot[1] - (y + 2.5)) < 0.3


def test_the_preview_by_day_keeps_its_printer(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """The preview does not own the printer it is given: the printer must live while it is open
    (it was freed as soon as the preview was made, and the job painted on freed memory)."""
    seen: list[tuple[QPageLayout.Orientation, bool]] = []

    def exec_(preview: QtPrintSupport.QPrintPreviewDialog) -> int:
        gc.collect()
        printer = preview.printer()
        seen.append((printer.pageLayout().orientation(), printer.fullPage()))
        return 0

    monkeypatch.setattr(QtPrintSupport.QPrintPreviewDialog, "exec", exec_)
    dialog = dialog_for(qtbot, "sheet")
    dialog.preview_button.click()
    assert seen == [(QPageLayout.Orientation.Landscape, True)]


# --- through CUPS -----------------------------------------------------------------------------------

SPOOL = Path("/var/spool/cups")


def _cups_problem() -> str:
    """Why a CUPS queue of the test's own cannot be made here ("" when it can)."""
    if not hasattr(os, "geteuid") or os.geteuid() != 0:
        return "not root: the test cannot make a queue or read the spool"
    if not shutil.which("lpadmin") or not shutil.which("lpstat"):
        return "no CUPS client (lpadmin, lpstat)"
    running = subprocess.run(["lpstat", "-r"], capture_output=True, text=True, timeout=20)
    if "is running" not in running.stdout or "not running" in running.stdout:
        return "no CUPS scheduler running"
    if not SPOOL.is_dir():
        return f"no CUPS spool at {SPOOL}"
    return ""


@pytest.fixture
def paused_queue() -> Iterator[str]:
    """A CUPS queue of the test's own, a generic PostScript printer with a duplexer and margins it
    cannot print (like most), accepting jobs and never printing them (paused, and its device a
    port on this machine nobody listens at); removed with its jobs at the end."""
    problem = _cups_problem()
    if problem:
        pytest.skip(problem)
    name = f"mafia-test-{os.getpid()}"
    made = subprocess.run(
        [
            "lpadmin", "-p", name, "-v", "socket://127.0.0.1:9",
            "-m", "drv:///sample.drv/generic.ppd", "-o", "Option1=True",
        ],
        capture_output=True,
        text=True,
        timeout=60,
    )  # fmt: skip
    if made.returncode != 0:
        pytest.skip(f"no queue could be made: {made.stderr.strip()}")
    try:
        for command in (["cupsdisable", name], ["cupsaccept", name]):
            subprocess.run(command, check=True, capture_output=True, timeout=60)
        yield name
    finally:
        subprocess.run(["lpadmin", "-x", name], capture_output=True, timeout=60)


def _jobs(queue: str) -> list[int]:
    out = subprocess.run(["lpstat", "-o", queue], capture_output=True, text=True, timeout=60).stdout
    return sorted(int(line.split()[0].rsplit("-", 1)[1]) for line in out.splitlines() if line.strip())


def _job_attribute(job: int, name: str) -> str | None:
    """One attribute of a job, as the CUPS scheduler on this machine has it (an IPP
    Get-Job-Attributes request to it: its control file is written only a while later)."""
    import http.client

    def attribute(tag: int, key: str, value: str) -> bytes:
        k, v = key.encode(), value.encode()
        return bytes([tag]) + len(k).to_bytes(2, "big") + k + len(v).to_bytes(2, "big") + v

    request = b"".join(
        [
            b"\x02\x00\x00\x09\x00\x00\x00\x01\x01",  # IPP 2.0, Get-Job-Attributes, request 1
            attribute(0x47, "attributes-charset", "utf-8"),
            attribute(0x48, "attributes-natural-language", "en"),
            attribute(0x45, "job-uri", f"ipp://localhost/jobs/{job}"),
            attribute(0x42, "requesting-user-name", "root"),
            attribute(0x44, "requested-attributes", name),
            b"\x03",
        ]
    )
    connection = http.client.HTTPConnection("localhost", 631, timeout=20)
    try:
        connection.request("POST", "/jobs", request, {"Content-Type": "application/ipp"})
        answer = connection.getresponse().read()
    finally:
        connection.close()
    key = len(name).to_bytes(2, "big") + name.encode()
    at = answer.find(key)
    if at < 0:
        return None
    at += len(key)
    size = int.from_bytes(answer[at : at + 2], "big")
    return answer[at + 2 : at + 2 + size].decode()


def test_through_cups_the_sheet_is_landscape_and_the_cards_two_sided(qtbot: QtBot, paused_queue: str) -> None:
    """The job CUPS is given, through the system print dialog: the referee's sheet on landscape
    pages (CUPS puts each on the portrait sheet in the tray, turned, as paper is fed), one side;
    the cards on portrait pages, both sides flipped on the long edge, chosen in the dialog."""
    for what, sides in (("sheet", "one-sided"), ("deal", "two-sided-long-edge")):
        before = _jobs(paused_queue)
        dialog = dialog_for(qtbot, what)
        document = dialog.document()
        printer = dialog.printer(document)
        printer.setPrinterName(paused_queue)
        assert printer.outputFormat() == QPrinter.OutputFormat.NativeFormat
        prepare_printer(printer, document)  # as the dialog's printer would be, on this queue
        system = QPrintDialog(printer, dialog)
        qtbot.addWidget(system)
        system.show()
        radios = {r.objectName(): r for r in system.findChildren(QRadioButton)}
        want = "duplexLong" if what == "deal" else "noDuplex"
        assert radios[want].isChecked() and radios[want].isEnabled(), what
        system.accept()
        paint_on_printer(document, printer)
        new = [job for job in _jobs(paused_queue) if job not in before]
        assert len(new) == 1, (what, new)
        job = SPOOL / f"d{new[0]:05d}-001"
        landscape = what == "sheet"
        assert page_sizes(job) == [SIZES["a4", landscape]] * len(document.pages), what
        assert page_rotations(job) == [0] * len(document.pages), what
        assert _job_attribute(new[0], "sides") == sides, what
