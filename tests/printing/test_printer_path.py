"""Printers that line up, and files that are written whole or not at all (issue 18).

The dialog's printer (as :meth:`PrintDialog.printer` sets it up) is pointed at a PDF file; the test
then reads the PDF as paper would: each page's size and orientation (``pdfinfo``), and where the
marks land (``pdftoppm``): a back must sit within 0.5 mm of its front after a flip on the long
edge. The footer keeps 6.35 mm (a quarter inch) from every edge and clear of the cut marks.
A PDF that cannot be written exits 2 with one sentence and leaves the old file as it was.
"""

from __future__ import annotations

import itertools
import json
import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from xml.etree import ElementTree

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtPrintSupport import QPrinter
from pytestqt.qtbot import QtBot

from mafia_desktop.engine.record import record_from_json
from mafia_desktop.printing import pages
from mafia_desktop.printing.cards import CARD_W, card_size
from mafia_desktop.printing.common import grid
from mafia_desktop.printing.pages import MM, PAPERS, SAFE_MM, Document, Page, paint_on_printer, write_pdf
from mafia_desktop.ui.dialogs.print_dialog import PrintDialog
from tests.scenario_check import load, scenario_files

PT_PER_MM = 72 / 25.4
SIZES = {("a4", False): "595 x 842", ("a4", True): "842 x 595"}
SIZES |= {("letter", False): "612 x 792", ("letter", True): "792 x 612"}


def game(stem: str) -> object:
    return load(next(p for p in scenario_files() if p.stem == stem))["record"]


# --- reading the paper --------------------------------------------------------------------------------


def page_sizes(pdf: Path) -> list[str]:
    """Every page's size in points, as ``pdfinfo`` reads it (``595 x 842``)."""
    pages_n = int(re.search(r"Pages:\s+(\d+)", _info(pdf)).group(1))  # type: ignore[union-attr]
    info = _info(pdf, "-f", "1", "-l", str(pages_n))
    return [
        f"{round(float(w))} x {round(float(h))}" for w, h in re.findall(r"size:\s+([\d.]+) x ([\d.]+)", info)
    ]


def page_rotations(pdf: Path) -> list[int]:
    """Every page's /Rotate, as ``pdfinfo`` reads it (0 for a page shown as it is drawn)."""
    pages_n = int(re.search(r"Pages:\s+(\d+)", _info(pdf)).group(1))  # type: ignore[union-attr]
    info = _info(pdf, "-f", "1", "-l", str(pages_n))
    return [int(r) for r in re.findall(r"rot:\s+(\d+)", info)]


def _info(pdf: Path, *args: str) -> str:
    return subprocess.run(["pdfinfo", *args, str(pdf)], capture_output=True, check=True).stdout.decode()


class Gray:
    """One page as grey levels (0 black, 255 white), ``dpi`` dots an inch."""

    def __init__(self, pdf: Path, page: int, dpi: int = 200) -> None:
        out = subprocess.run(
            ["pdftoppm", "-r", str(dpi), "-gray", "-f", str(page), "-l", str(page), str(pdf)],
            capture_output=True,
            check=True,
        ).stdout
        head = re.match(rb"P5\s+(\d+)\s+(\d+)\s+255\s", out)
        assert head is not None
        self.w, self.h = int(head.group(1)), int(head.group(2))
        self.px = out[head.end() :]
        self.per_mm = dpi / 25.4

    def ink(self, x: int, y: int) -> int:
        return 255 - self.px[y * self.w + x]

    def centroid(self, left: float, top: float, right: float, bottom: float) -> tuple[float, float] | None:
        """The centre of the ink within the box (mm), weighted by darkness; None when blank."""
        k = self.per_mm
        x0, x1 = max(0, int(left * k)), min(self.w, int(right * k))
        total = sx = sy = 0.0
        for y in range(max(0, int(top * k)), min(self.h, int(bottom * k))):
            row = self.px[y * self.w + x0 : y * self.w + x1]
            if row.count(255) == len(row):
                continue
            for i, v in enumerate(row):
                if v < 250:
                    total += 255 - v
                    sx += (255 - v) * (x0 + i + 0.5)
                    sy += (255 - v) * (y + 0.5)
        return None if not total else (sx / total / k, sy / total / k)

    def edge(
        self, across: float, span: tuple[float, float], along: tuple[float, float], step: bool = False
    ) -> float | None:
        """Where a straight line runs through a small window: ``span`` (mm, across the line) by
        ``along`` (mm, the line's length); ``across`` True for an up-and-down line. The line is the
        column (row) whose mean grey differs most from the window's median: dark on white paper,
        light on a dark back alike; ``step``: where the grey changes most from one column (row)
        to the next, the edge of a filled panel. None when nothing stands out."""
        k = self.per_mm
        a0, a1 = int(span[0] * k), int(span[1] * k)
        b0, b1 = int(along[0] * k), int(along[1] * k)
        means = []
        for a in range(a0, a1):
            total = 0
            for b in range(b0, b1):
                x, y = (a, b) if across else (b, a)
                total += self.px[y * self.w + x]
            means.append(total / (b1 - b0))
        median = sorted(means)[len(means) // 2]
        deviation = [abs(m - median) for m in means]
        if step:
            change = [abs(b - a) for a, b in itertools.pairwise(means)]
            peak = max(range(len(change)), key=change.__getitem__)
            return None if change[peak] < 40 else (a0 + peak + 1) / k
        peak = max(range(len(deviation)), key=deviation.__getitem__)
        if deviation[peak] < 40:
            return None
        near = range(max(0, peak - 3), min(len(deviation), peak + 4))
        weight = sum(deviation[i] for i in near)
        return (a0 + sum(i * deviation[i] for i in near) / weight + 0.5) / k


def card_outlines(pdf: Path, page: int, paper: str) -> tuple[list[float], list[float]]:
    """The x of the left and right sides of the outline of each card in the first row (3 mm inside
    the card, on fronts and on backs), and the y of the top and bottom of those in the first
    column, found within 2.5 mm of where they belong."""
    card_h = card_size(paper)[1]
    x0, y0 = grid(paper, 3, 3, CARD_W, card_h)
    image = Gray(pdf, page)
    front = page % 2 == 1  # a front's panel is a filled grey: its edge is a step, not a line
    reach = 1.5 if front else 2.5
    xs: list[float] = []
    for col in range(3):
        for x in (x0 + col * CARD_W + 3, x0 + (col + 1) * CARD_W - 3):
            found = image.edge(True, (x - reach, x + reach), (y0 + 12, y0 + card_h - 12), front)
            assert found is not None, f"no card side near x = {x:.1f} mm on page {page}"
            xs.append(found)
    ys: list[float] = []
    for y in (y0 + 3, y0 + card_h - 3):
        found = image.edge(False, (y - reach, y + reach), (x0 + 12, x0 + CARD_W - 12), front)
        assert found is not None, f"no card top or bottom near y = {y:.1f} mm on page {page}"
        ys.append(found)
    return xs, ys


def flipped_offsets(front: list[float], back: list[float], width: float) -> list[float]:
    """How far each back feature lands from its front feature once the sheet is turned over on its
    long edge (a back at x sits behind the front's width - x)."""
    assert front and len(front) == len(back), (front, back)
    return [abs(f - (width - b)) for f, b in zip(sorted(front), sorted(back, reverse=True), strict=True)]


def to_printer(document: Document, out: Path, dialog: PrintDialog | None = None) -> Path:
    """The document through the print dialog's printer, into a PDF file."""
    printer = (dialog or PrintDialog()).printer(document)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(out))
    paint_on_printer(document, printer)
    return out


# --- the printer path -------------------------------------------------------------------------------


def squares(spots: list[tuple[float, float]]) -> Callable[[QPainter, QRectF], None]:
    def draw(p: QPainter, page: QRectF) -> None:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(Qt.GlobalColor.black)
        for x, y in spots:
            p.drawRect(QRectF(x * MM, y * MM, 5 * MM, 5 * MM))

    return draw


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_a_back_lands_behind_its_front_and_a_landscape_page_is_whole(
    qtbot: QtBot, tmp_path: Path, paper: str
) -> None:
    """A front with a square near a corner, its back with the square mirrored (long-edge flip),
    then a landscape page with squares in its far corners: through the dialog's printer."""
    dialog = PrintDialog()
    qtbot.addWidget(dialog)
    dialog.paper.setCurrentIndex(dialog.paper.findData(paper))
    pw, ph = PAPERS[paper]
    front = [(20.0, 30.0), (160.0, 240.0)]
    back = [(pw - x - 5, y) for x, y in front]
    corners = [(10.0, 10.0), (ph - 15, pw - 15)]  # on the landscape sheet
    document = Document(
        "squares", paper, [Page(squares(front)), Page(squares(back)), Page(squares(corners), True)]
    )
    pdf = to_printer(document, tmp_path / "printer.pdf", dialog)
    assert page_sizes(pdf) == [SIZES[paper, False], SIZES[paper, False], SIZES[paper, True]]
    fronts, backs = Gray(pdf, 1), Gray(pdf, 2)
    for (x, y), (bx, by) in zip(front, back, strict=True):
        f = fronts.centroid(x - 4, y - 4, x + 9, y + 9)
        b = backs.centroid(bx - 4, by - 4, bx + 9, by + 9)
        assert f is not None and b is not None, "a square is missing: the page moved"
        assert abs(f[0] - (x + 2.5)) < 0.3 and abs(f[1] - (y + 2.5)) < 0.3, f"the front moved: {f}"
        assert abs(f[0] - (pw - b[0])) < 0.5 and abs(f[1] - b[1]) < 0.5, f"back {b} behind front {f}"
    landscape = Gray(pdf, 3)
    for x, y in corners:
        spot = landscape.centroid(x - 4, y - 4, x + 9, y + 9)
        assert spot is not None and abs(spot[0] - (x + 2.5)) < 0.3 and abs(spot[1] - (y + 2.5)) < 0.3


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_role_cards_through_the_dialog_printer_back_onto_their_fronts(
    qtbot: QtBot, tmp_path: Path, paper: str
) -> None:
    """Real cards: the outline of every card on a back, mirrored, within 0.5 mm of its front's."""
    dialog = PrintDialog()
    qtbot.addWidget(dialog)
    dialog.preset.setCurrentIndex(dialog.preset.findData("club"))
    dialog.players.setValue(10)
    dialog.paper.setCurrentIndex(dialog.paper.findData(paper))
    document = dialog.document()
    pdf = to_printer(document, tmp_path / "cards.pdf", dialog)
    assert page_sizes(pdf) == [SIZES[paper, False]] * len(document.pages), "Letter stays Letter"
    pw = PAPERS[paper][0]
    card_h = card_size(paper)[1]
    x0, y0 = grid(paper, 3, 3, CARD_W, card_h)
    front_x, front_y = card_outlines(pdf, 1, paper)
    back_x, back_y = card_outlines(pdf, 2, paper)
    nominal = [x0 + c * CARD_W + d for c in range(3) for d in (3, CARD_W - 3)]
    assert max(abs(f - n) for f, n in zip(front_x, nominal, strict=True)) < 0.3, "the fronts moved"
    assert max(abs(y - n) for y, n in zip(front_y, (y0 + 3, y0 + card_h - 3), strict=True)) < 0.3
    assert max(flipped_offsets(front_x, back_x, pw)) < 0.5
    assert max(abs(f - b) for f, b in zip(front_y, back_y, strict=True)) < 0.5


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_printer_puts_every_page_where_the_pdf_has_it(qtbot: QtBot, tmp_path: Path, paper: str) -> None:
    """Fronts, backs and the recipe through the printer land exactly where the PDF file has them."""
    dialog = PrintDialog()
    qtbot.addWidget(dialog)
    dialog.players.setValue(12)
    dialog.paper.setCurrentIndex(dialog.paper.findData(paper))
    document = dialog.document()
    printed = to_printer(document, tmp_path / "printer.pdf", dialog)
    written = tmp_path / "file.pdf"
    write_pdf(document, str(written))
    assert page_sizes(printed) == page_sizes(written)
    pw, ph = PAPERS[paper]
    for n in range(1, len(document.pages) + 1):
        a = Gray(printed, n, 60).centroid(0, 0, pw, ph)
        b = Gray(written, n, 60).centroid(0, 0, pw, ph)
        assert a is not None and b is not None
        assert abs(a[0] - b[0]) < 0.2 and abs(a[1] - b[1]) < 0.2, (n, a, b)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_referee_sheet_prints_landscape(qtbot: QtBot, tmp_path: Path, paper: str) -> None:
    dialog = PrintDialog(record_from_json(game("classic-first-execution")))
    qtbot.addWidget(dialog)
    dialog.what.setCurrentIndex(dialog.what.findData("sheet"))
    dialog.paper.setCurrentIndex(dialog.paper.findData(paper))
    document = dialog.document()
    pdf = to_printer(document, tmp_path / "sheet.pdf", dialog)
    assert page_sizes(pdf) == [SIZES[paper, True]] * len(document.pages)
    assert page_rotations(pdf) == [0] * len(document.pages), "landscape sheets, not turned pages"
    text = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, check=True).stdout.decode()
    assert "Referee's sheet" in text


def test_a_printer_that_cannot_turn_the_sheet_mid_job_gets_the_page_turned(qtbot: QtBot) -> None:
    """The preview (like Windows and macOS drivers) keeps one sheet for the job: a landscape page
    after a portrait one is drawn turned a quarter, not cut in half."""
    from PySide6.QtPrintSupport import QPrintPreviewWidget

    pw, ph = PAPERS["a4"]
    drawn: list[QRectF] = []

    def corner(p: QPainter, page: QRectF) -> None:
        drawn.append(p.transform().mapRect(page))

    document = Document("mixed", "a4", [Page(corner), Page(corner, True)])
    printer = PrintDialog().printer(document)
    preview = QPrintPreviewWidget(printer)
    qtbot.addWidget(preview)
    preview.paintRequested.connect(lambda p: paint_on_printer(document, p))
    preview.updatePreview()
    assert preview.pageCount() == 2 and len(drawn) >= 2
    portrait, landscape = drawn[-2], drawn[-1]
    # Both fill the same portrait sheet: the landscape page is turned onto it, whole.
    assert landscape.width() == pytest.approx(portrait.width(), rel=0.01)
    assert landscape.height() == pytest.approx(portrait.height(), rel=0.01)
    assert portrait.height() / portrait.width() == pytest.approx(ph / pw, rel=0.01)


# --- the footer -------------------------------------------------------------------------------------


def words(pdf: Path) -> list[list[tuple[str, float, float, float, float]]]:
    """Every word of every page with its box in mm (left, top, right, bottom)."""
    xml = subprocess.run(["pdftotext", "-bbox", str(pdf), "-"], capture_output=True, check=True).stdout
    root = ElementTree.fromstring(xml.decode().replace('xmlns="http://www.w3.org/1999/xhtml"', ""))
    return [
        [
            (
                w.text or "",
                *(float(w.get(k) or 0) / PT_PER_MM for k in ("xMin", "yMin", "xMax", "yMax")),
            )
            for w in page.iter("word")
        ]
        for page in root.iter("page")
    ]


def footer_boxes(pdf: Path) -> list[tuple[int, tuple[float, float, float, float]]]:
    """The footer of every page that has one ("Page 1 of 4", "Mafia Desktop"): page number and
    box in mm (left, top, right, bottom)."""
    found = []
    for n, page in enumerate(words(pdf), start=1):
        texts = [w[0] for w in page]
        for i in range(len(page)):
            if texts[i : i + 2] == ["Mafia", "Desktop"]:
                parts = page[i : i + 2]
            elif texts[i] == "Page" and re.fullmatch(r"\d+ of \d+", " ".join(texts[i + 1 : i + 4])):
                parts = page[i : i + 4]
            else:
                continue
            box = (
                min(w[1] for w in parts),
                min(w[2] for w in parts),
                max(w[3] for w in parts),
                max(w[4] for w in parts),
            )
            found.append((n, box))
    return found


def documents(paper: str) -> list[Document]:
    from mafia_desktop.engine.rules import PRESETS
    from mafia_desktop.printing.documents import (
        fold_over,
        game_log,
        game_protocol,
        recipe,
        referee_sheet,
        role_cards,
    )

    counts = {"mafia": 3, "detective": 1, "civilian": 8}  # two sheets of cards and the recipe: five pages
    record = record_from_json(game("angel-town-wins"))
    return [
        role_cards(PRESETS["classic"], counts, paper),
        recipe(PRESETS["classic"], counts, paper, "en"),
        fold_over(record, paper),
        referee_sheet(record, paper),
        game_protocol(record, paper),
        game_log(record, paper),
    ]


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_every_footer_is_inside_the_printable_area_and_clear_of_everything(
    tmp_path: Path, paper: str
) -> None:
    """At least 6.35 mm from every edge, and nothing else (a cut mark, a card, a line of the
    sheet) within 0.6 mm of it."""
    for i, document in enumerate(documents(paper)):
        pdf = tmp_path / f"{i}.pdf"
        write_pdf(document, str(pdf))
        sizes = page_sizes(pdf)
        boxes = footer_boxes(pdf)
        pages_with_one = {n for n, _ in boxes}
        assert pages_with_one == set(range(1, len(sizes) + 1)) or (i == 0 and 1 in pages_with_one), (
            document.title,
            boxes,
        )
        for n, (left, top, right, bottom) in boxes:
            pw, ph = (float(v) / PT_PER_MM for v in sizes[n - 1].split(" x "))
            where = f"{document.title}, page {n}"
            assert min(left, top, pw - right, ph - bottom) >= SAFE_MM, (
                f"{where}: the footer is too near the edge"
            )
            image = Gray(pdf, n, 150)
            k = image.per_mm
            inside = (left - 0.2, top - 0.2, right + 0.2, bottom + 0.2)
            for y in range(int((top - 0.6) * k), int((bottom + 0.6) * k)):
                for x in range(int((left - 0.6) * k), int((right + 0.6) * k)):
                    if inside[0] * k <= x <= inside[2] * k and inside[1] * k <= y <= inside[3] * k:
                        continue
                    assert image.ink(x, y) < 40, f"{where}: ink at {x / k:.1f}, {y / k:.1f} mm by the footer"


def test_the_footer_keeps_clear_of_what_the_page_marks_taken(monkeypatch: pytest.MonkeyPatch) -> None:
    """A page that marks a band as taken (:func:`pages.keep_clear`) gets its footer elsewhere."""
    seen: list[QRectF] = []
    monkeypatch.setattr(pages, "fit_text", lambda p, rect, *a, **k: seen.append(p.transform().mapRect(rect)))

    def draw(p: QPainter, page: QRectF) -> None:
        pages.keep_clear(QRectF(page.left(), page.bottom() - 30 * MM, page.width(), 30 * MM))
        pages.footer(p, page, "Page 1 of 4")

    document = Document("taken", "a4", [Page(draw)])
    pages.page_image(document, 0, 1.0)
    assert len(seen) == 1
    spot = seen[0]
    assert spot.bottom() <= 297 - 30 and spot.right() <= 210 - SAFE_MM + 0.01, spot


def test_a_fitted_text_is_set_at_its_least_type_and_never_below(qapp: object) -> None:
    """A column made for its heading at the least type (2.5 mm) got it at 2.37 mm: the type
    shrank from 2.8 by 8 % a step (2.58, then 2.37) and never tried 2.5 (issue 50: Spanish
    «Asiento»). Every step short of the least is tried, and the least itself."""
    from PySide6.QtGui import QFontMetricsF, QImage

    text = "Asiento"
    wide = QFontMetricsF(pages.font(2.5, bold=True)).horizontalAdvance(text)
    assert QFontMetricsF(pages.font(2.8 * 0.92, bold=True)).horizontalAdvance(text) > wide + 0.7
    image = QImage(400, 100, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    try:
        pages.fit_text(painter, QRectF(0, 0, wide + 0.2, 60), text, 2.8, bold=True, min_mm=2.5)
        assert painter.font().pixelSize() == pages.font(2.5).pixelSize()
        pages.fit_text(painter, QRectF(0, 0, 10, 60), text, 2.8, bold=True, min_mm=2.5)
        assert painter.font().pixelSize() == pages.font(2.5).pixelSize(), "never below the least"
    finally:
        painter.end()


# --- writing files ------------------------------------------------------------------------------------


def run(*args: str) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "mafia_desktop", "print", *args], capture_output=True, timeout=120
    )


def test_out_a_folder_exits_2_with_one_sentence(tmp_path: Path) -> None:
    proc = run("deal", "--rules", "club", "--players", "10", "--out", str(tmp_path))
    assert proc.returncode == 2
    assert proc.stdout == b""
    lines = proc.stderr.decode().splitlines()
    assert lines == [
        f"mafia-desktop print: could not write {tmp_path}: it is a folder, not a file; nothing was written."
    ]
    assert list(tmp_path.iterdir()) == []


def test_out_where_no_folder_is_exits_2_with_one_sentence(tmp_path: Path) -> None:
    """(A read-only folder does not stop root, so the folder is missing, or is a file.)"""
    for out in (tmp_path / "no such folder" / "x.pdf", tmp_path / "a file" / "x.pdf"):
        (tmp_path / "a file").write_text("not a folder")
        proc = run("deal", "--rules", "club", "--players", "10", "--out", str(out))
        assert proc.returncode == 2 and proc.stdout == b""
        assert proc.stderr.decode().splitlines() == [
            f"mafia-desktop print: could not write {out}: its folder does not exist; nothing was written."
        ]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a file"]


def test_a_failed_write_keeps_the_old_files_as_they_were(tmp_path: Path) -> None:
    """``print record`` writes two files, all or nothing: when the referee's file cannot be written
    (a folder has its name), the players' old file is not replaced either."""
    record = tmp_path / "game.json"
    record.write_text(json.dumps(game("club-car-crash-then-plurality")))
    old = tmp_path / "cards.pdf"
    old.write_bytes(b"%PDF-1.4 the old cards\n")
    (tmp_path / "cards-referee.pdf").mkdir()
    proc = run("record", str(record), "--out", str(old))
    assert proc.returncode == 2 and proc.stdout == b""
    assert len(proc.stderr.decode().splitlines()) == 1 and b"cards-referee.pdf" in proc.stderr
    assert old.read_bytes() == b"%PDF-1.4 the old cards\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cards-referee.pdf", "cards.pdf", "game.json"]


def test_a_pdf_that_fails_midway_leaves_the_old_file_and_no_litter(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    old = tmp_path / "deal.pdf"
    old.write_bytes(b"old")
    old.chmod(0o640)

    def broken(p: QPainter, page: QRectF) -> None:
        raise OSError(28, "No space left on device")

    with pytest.raises(OSError) as failure:
        write_pdf(Document("broken", "a4", [Page(lambda p, r: None), Page(broken)]), str(old))
    assert pages.failure_kind(failure.value) == "full"
    assert old.read_bytes() == b"old" and [p.name for p in tmp_path.iterdir()] == ["deal.pdf"]
    write_pdf(Document("fine", "a4", [Page(lambda p, r: None)]), str(old))
    assert old.read_bytes().startswith(b"%PDF") and [p.name for p in tmp_path.iterdir()] == ["deal.pdf"]
    assert old.stat().st_mode & 0o777 == 0o600, "a sheet may show every role: its owner's only"


def test_a_read_only_file_is_not_replaced(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """(Root may write anything, so the file's being read-only is what ``os.access`` says.)"""
    old = tmp_path / "deal.pdf"
    old.write_bytes(b"old")
    monkeypatch.setattr(pages.os, "access", lambda path, mode: Path(path) != old)
    with pytest.raises(PermissionError) as failure:
        write_pdf(Document("fine", "a4", [Page(lambda p, r: None)]), str(old))
    assert pages.failure_kind(failure.value) == "denied" and failure.value.filename == str(old)
    assert old.read_bytes() == b"old" and [p.name for p in tmp_path.iterdir()] == ["deal.pdf"]


def test_the_dialog_says_a_failed_write_in_words_and_writes_nothing(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = PrintDialog()
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(dialog.pdf_written, timeout=10000) as signal:
        dialog.save_pdf(str(tmp_path))
    assert signal.args == [str(tmp_path), "it is a folder, not a file"]
    assert (
        dialog.problem.text()
        == f"Could not save {tmp_path}: it is a folder, not a file; nothing was written."
    )
    assert list(tmp_path.iterdir()) == []


# --- two documents ----------------------------------------------------------------------------------


def test_print_record_makes_the_cards_and_the_referee_sheet_two_files(tmp_path: Path) -> None:
    record = tmp_path / "game.json"
    record.write_text(json.dumps(game("classic-first-execution")))
    out = tmp_path / "cards.pdf"
    proc = run("record", str(record), "--out", str(out), "--paper", "letter")
    assert proc.returncode == 0, proc.stderr
    sheet = tmp_path / "cards-referee.pdf"
    assert proc.stdout.decode().strip() == (
        f"The players' fold-over cards are in {out}; the referee's sheet is in {sheet}."
    )
    cards_text = subprocess.run(["pdftotext", str(out), "-"], capture_output=True, check=True).stdout
    sheet_text = subprocess.run(["pdftotext", str(sheet), "-"], capture_output=True, check=True).stdout
    assert b"Referee's sheet" not in cards_text and b"Referee's sheet" in sheet_text
    assert set(page_sizes(out)) == {"612 x 792"} and set(page_sizes(sheet)) == {"792 x 612"}


def test_the_dialog_offers_the_cards_and_the_sheet_as_two_documents(qtbot: QtBot) -> None:
    dialog = PrintDialog(record_from_json(game("classic-first-execution")))
    qtbot.addWidget(dialog)
    offered = [dialog.what.itemData(i) for i in range(dialog.what.count())]
    assert offered == ["deal", "fold", "sheet", "protocol", "log"]
    dialog.what.setCurrentIndex(dialog.what.findData("fold"))
    cards = dialog.document()
    dialog.what.setCurrentIndex(dialog.what.findData("sheet"))
    sheet = dialog.document()
    assert not any(p.landscape for p in cards.pages) and all(p.landscape for p in sheet.pages)
    assert cards.title != sheet.title and dialog.shows_roles()
