"""Printed pages in Persian (the registry's right-to-left language): the text comes out of the PDF
in logical order, as it was written (pdftotext), in the Persian font the app registers
(pdffonts), and the pages are laid out right to left: lines right-aligned, a table's first column
on the right (where Qt put the glyphs: pdftotext's boxes).

Nothing here depends on the Persian catalogue's words: the Persian is the players' names, and the
catalogue's words are checked as the catalogue has them now (translated or not)."""

from __future__ import annotations

import subprocess
import unicodedata
from pathlib import Path
from xml.etree import ElementTree

import pytest
from PySide6.QtWidgets import QApplication

from mafia_desktop import fonts
from mafia_desktop.engine.record import Record
from mafia_desktop.engine.rules import PRESETS
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.i18n import number
from mafia_desktop.languages import LANGUAGES
from mafia_desktop.printing.common import preset_name, role_name, say
from mafia_desktop.printing.documents import deal, fold_over, referee_sheet
from mafia_desktop.printing.pages import write_pdf

RTL = next(code for code, lang in LANGUAGES.items() if lang.rtl)
NAMES = ["Ann", "علی", "Bob", "مریم", "رضا", "سارا", "زهرا", "Cid", "حسین", "نرگس"]
PERSIAN = [n for n in NAMES if unicodedata.bidirectional(n[0]) == "AL"]
PT_PER_MM = 72 / 25.4


@pytest.fixture(autouse=True)
def _app(qapp: QApplication) -> None:
    """Fonts and the catalogues need an application; and the machine needs a Persian font
    (packaging/system-packages.sh installs fonts-noto-ui-core)."""
    assert fonts.family(RTL), f"no Persian font: install {fonts.SCRIPT_FONTS[RTL].package}"


def _record() -> Record:
    return Record(make_setup("classic", 3, NAMES, {"علی": "mafia", "Bob": "mafia", "سارا": "detective"}))


def words_of(text: str) -> str:
    """The words of a text as it was written, one space apart: the letters' presentation forms
    (the shapes the PDF's glyphs map to) back to the letters, without direction marks, isolates,
    the marks that sit on letters (a hamza is extracted beside the letter it sits on) or
    punctuation (which pdftotext puts by one word or the other of a gap between two)."""
    text = unicodedata.normalize("NFKC", text)
    kept = "".join(" " if unicodedata.category(c).startswith("P") else c for c in text)
    return " ".join("".join(c for c in kept if unicodedata.category(c) not in ("Mn", "Cf")).split())


def pdf_text(path: Path, *args: str) -> str:
    return subprocess.run(
        ["pdftotext", *args, str(path), "-"], capture_output=True, check=True
    ).stdout.decode()


def boxes(path: Path, page: int, level: str = "word") -> list[tuple[str, float, float, float, float]]:
    """The words (or lines) of ``page`` with where their glyphs are: text, xMin, yMin, xMax, yMax (pt)."""
    xml = pdf_text(path, "-bbox-layout", "-f", str(page), "-l", str(page))
    root = ElementTree.fromstring(xml.replace('xmlns="http://www.w3.org/1999/xhtml"', ""))
    out = []
    for item in root.iter(level):
        text = "".join(item.itertext()) if level != "word" else item.text or ""
        out.append((text, *(float(item.get(k) or 0) for k in ("xMin", "yMin", "xMax", "yMax"))))
    return out


def test_a_persian_sheet_reads_in_logical_order_in_the_persian_font_right_to_left(tmp_path: Path) -> None:
    """The referee's sheet in Persian: every Persian name, and the sheet's title as the catalogue
    has it, come out of the PDF in the order they were written (not reversed); the Persian font is
    in it; the title is right-aligned, and the table's first column (the seats) is on the right
    of the names."""
    record = _record()
    pdf = tmp_path / "sheet.pdf"
    write_pdf(referee_sheet(record, "a4", RTL), str(pdf))
    text = words_of(pdf_text(pdf))
    for name in PERSIAN:
        assert name in text.split(), (name, text[:400])
        assert name[::-1] not in text.split()
    rules = record.setup.rules
    title = words_of(say(RTL, "referee_title", preset=preset_name(rules, RTL)))
    assert title in text, (title, text[:300])
    assert words_of(role_name(rules, "detective", RTL)) in text

    family = fonts.family(RTL)
    assert family is not None
    used = subprocess.run(["pdffonts", str(pdf)], capture_output=True, check=True).stdout.decode()
    assert family.replace(" ", "") in used, used

    width = float(
        ElementTree.fromstring(
            pdf_text(pdf, "-bbox", "-f", "1", "-l", "1").replace('xmlns="http://www.w3.org/1999/xhtml"', "")
        )
        .find(".//page")
        .get("width")  # type: ignore[union-attr]
    )
    lines = boxes(pdf, 1, "line")
    top = min(lines, key=lambda line: line[2])  # the title
    assert top[3] > width - 20 * PT_PER_MM, f"the title ends at the right margin: {top}"
    assert top[1] > width / 2, "and starts right of the middle"
    words = boxes(pdf, 1)
    for name in ("Ann", "Bob", "Cid"):
        seat = number(record.setup.seat_of(name), RTL)  # in Persian digits, as the page writes it
        name_box = next(w for w in words if w[0] == name)
        row = [w for w in words if w[0].strip(".\u200f") == seat and abs(w[2] - name_box[2]) < 3]
        assert row and min(w[1] for w in row) > name_box[3], f"seat {seat} right of {name}"


def test_persian_cards_are_right_aligned_and_read_in_order(tmp_path: Path) -> None:
    """The role cards and the fold-over cards in Persian: each paragraph's lines end at the same
    right edge, and start where they end (ragged on the left); the fold-over cards name the
    players in logical order, each card's name and emblem mirrored (the first player's card at
    the sheet's right)."""
    record = _record()
    rules = PRESETS["classic"]
    cards = tmp_path / "cards.pdf"
    write_pdf(deal(rules, {"mafia": 2, "detective": 1, "civilian": 7}, "a4", RTL, seed=1), str(cards))
    ragged = 0
    xml = pdf_text(cards, "-bbox-layout", "-f", "1", "-l", "1")
    root = ElementTree.fromstring(xml.replace('xmlns="http://www.w3.org/1999/xhtml"', ""))
    for block in root.iter("block"):
        lines = [(float(b.get("xMin") or 0), float(b.get("xMax") or 0)) for b in block.iter("line")]
        if len(lines) < 3:
            continue
        rights = [right for _, right in lines]
        lefts = [left for left, _ in lines[:-1]]
        assert max(rights) - min(rights) < 1.5, f"right-aligned: {lines}"
        ragged += max(lefts) - min(lefts) > 3
    assert ragged, "some paragraph's lines are ragged on the left"

    folds = tmp_path / "folds.pdf"
    write_pdf(fold_over(record, "a4", RTL), str(folds))
    text = words_of(pdf_text(folds))
    for name in PERSIAN:
        assert name in text.split(), (name, text[:300])
    x_of = {w[0]: (w[1] + w[3]) / 2 for w in boxes(folds, 1) if w[0] in ("Ann", "Bob")}
    assert x_of["Ann"] > x_of["Bob"], f"seat 1's card at the right, seat 3's at the left: {x_of}"


def test_a_persian_pdf_names_itself_without_isolating_marks(tmp_path: Path) -> None:
    """The PDF's title (what a viewer's title bar and a printer's queue show) is the sheet's
    title as written, without the marks that isolate the preset's name inside the sentence:
    a viewer shows them as boxes, or not at all."""
    rules = PRESETS["classic"]
    document = referee_sheet(_record(), "a4", RTL)
    assert any(c in document.title for c in "\u2066\u2067\u2068\u2069"), "the title isolates a name"
    path = tmp_path / "sheet.pdf"
    write_pdf(document, path)
    info = subprocess.run(["pdfinfo", str(path)], capture_output=True, check=True).stdout.decode()
    title = next(line.split(":", 1)[1].strip() for line in info.splitlines() if line.startswith("Title:"))
    assert not any(unicodedata.category(c) == "Cf" for c in title), ascii(title)
    assert words_of(title) == words_of(say(RTL, "referee_title", preset=preset_name(rules, RTL))), title
