"""Printed pages, drawn with QPainter in tenths of a millimetre on the whole sheet.

Each document is a list of :class:`Page` values; the same pages go to a PDF (QPdfWriter) or to a
printer (QPrinter, through the print preview). Text is fitted to its box, shrinking if a language
needs more room, so English and Russian both fit.

Both outputs get each page's paper (A4 or Letter), its orientation and the whole sheet to draw on
(no margins moving the drawing), so a back printed on the reverse lands behind its front. The
footer stays :data:`SAFE_MM` inside the paper's edge and clear of the cut marks. A PDF is written
to a temporary file beside the target and renamed over it only when it is complete.

A document has the language it is printed in (``Document.lang``). Its type is that language's:
its script's family first where it has one (Persian's, :mod:`mafia_desktop.fonts`), measured and
drawn alike (a document's builder measures in its ``lang``: :func:`in_print_language`). A page in
a right-to-left language is laid out as the mirror image of its left-to-right self: the drawing
is mirrored whole (a table's first column on the right, a card's emblem right of its name, the
footer on the left), while its words and pictures are drawn upright within their places
(:func:`upright`), the words aligned to their places' right edge and read right to left.
"""

from __future__ import annotations

import errno
import functools
import inspect
import math
import os
import secrets
import threading
import unicodedata
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any, ParamSpec, TypeVar

from PySide6.QtCore import QMarginsF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPen,
    QTransform,
)

from mafia_desktop import fonts, i18n
from mafia_desktop.languages import LANGUAGES

MM = 10.0  # drawing units per millimetre
SAFE_MM = 6.35  # a quarter inch: most printers cannot print nearer the paper's edge

PAPERS = {
    "a4": (210.0, 297.0),
    "letter": (215.9, 279.4),
}

INK = QColor("#1e1a17")
SOFT = QColor("#6b5d52")
LINE = QColor("#8c7b6e")
TINT = QColor("#cfc6bd")
ACCENT = QColor("#7a3b1c")


@dataclass(frozen=True)
class Page:
    """One sheet: its drawing function and orientation."""

    draw: Callable[[QPainter, QRectF], None]
    landscape: bool = False


@dataclass
class Document:
    title: str
    paper: str
    pages: list[Page] = field(default_factory=list)
    #: printed on both sides, flipped on the long edge (fronts with their backs on the next page)
    duplex: bool = False
    #: the language it is printed in: its type, and its direction (see the module's docstring)
    lang: str = "en"

    def size_mm(self, page: Page) -> tuple[float, float]:
        w, h = PAPERS[self.paper]
        return (h, w) if page.landscape else (w, h)


TYPEFACE = "DejaVu Sans"  # the pages' type (and every letter a script's own family lacks)
_language: ContextVar[str] = ContextVar("print_language", default="en")
P = ParamSpec("P")
R = TypeVar("R")


@contextmanager
def typeset(lang: str) -> Iterator[None]:
    """Text measured and drawn in the ``with`` block is in ``lang``'s type and direction."""
    token = _language.set(lang)
    try:
        yield
    finally:
        _language.reset(token)


def in_print_language(builder: Callable[P, R]) -> Callable[P, R]:
    """A document's builder (or a measure of one) with a ``lang`` argument: everything it
    measures, in that language's type (:func:`typeset`)."""
    signature = inspect.signature(builder)

    @functools.wraps(builder)
    def build(*args: P.args, **kwargs: P.kwargs) -> R:
        bound = signature.bind(*args, **kwargs)
        bound.apply_defaults()
        with typeset(str(bound.arguments.get("lang", "en"))):
            return builder(*args, **kwargs)

    return build


def typefaces() -> tuple[str, ...]:
    """The families of the type now: the printed language's script's first, then :data:`TYPEFACE`."""
    return tuple(fonts.families(_language.get(), [TYPEFACE]))


def right_to_left() -> bool:
    """Whether the language being printed is written right to left."""
    known = LANGUAGES.get(_language.get())
    return known is not None and known.rtl


def font(size_mm: float, bold: bool = False, italic: bool = False) -> QFont:
    f = QFont(TYPEFACE)
    families = typefaces()
    if len(families) > 1:
        f.setFamilies(list(families))
    f.setPixelSize(max(1, round(size_mm * MM)))
    # No ligatures: "Mafia" stays five letters in the PDF, so it can be searched and copied.
    f.setFeature(QFont.Tag("liga"), 0)
    # Letters as their outlines are, at any size: a picture of the page (a preview, a check) inks
    # them as the printer does, not fitted to its pixels.
    f.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    f.setBold(bold)
    f.setItalic(italic)
    return f


def fit_text(
    p: QPainter,
    rect: QRectF,
    text: str,
    size_mm: float,
    *,
    bold: bool = False,
    italic: bool = False,
    flags: Any = None,
    colour: QColor = INK,
    min_mm: float = 1.6,
) -> None:
    """Draw ``text`` in ``rect``, shrinking the type until it fits (wrapped, in any language)."""
    flags = flags if flags is not None else (Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
    size = size_mm
    measured = own_direction(flags, text)
    while True:
        f = font(size, bold, italic)
        bound = QFontMetricsF(f).boundingRect(
            rect, int(measured.value if hasattr(measured, "value") else measured), text
        )
        if (bound.width() <= rect.width() + 0.5 and bound.height() <= rect.height() + 0.5) or size <= min_mm:
            break
        size = max(min_mm, size * 0.92)  # the least is tried too, never passed (a column made for it)
    p.setFont(f)
    p.setPen(colour)
    with upright(p, rect):
        p.drawText(rect, own_direction(flags, text), text)


_ISOLATES, _POP = "\u2066\u2067\u2068", "\u2069"


def reads_left_to_right(text: str) -> bool:
    """Whether ``text`` is written left to right: its first strong letter outside the names it
    isolates is (an English line untranslated in a Persian page); False where it has none."""
    depth = 0
    for c in text:
        if c in _ISOLATES:
            depth += 1
        elif c == _POP:
            depth = max(0, depth - 1)
        elif depth == 0:
            kind = unicodedata.bidirectional(c)
            if kind == "L":
                return True
            if kind in ("R", "AL"):
                return False
    return False


def own_direction(flags: Any, text: str) -> Any:
    """``flags`` for ``text`` on the page being drawn: on a right-to-left page a line written left
    to right (a word the catalogue has not translated yet) is read left to right still, set
    where the page's lines are (its alignment kept to the page's side); any other as it is (the
    page's direction reads it, and swaps its alignment: :func:`upright`)."""
    if not right_to_left() or not reads_left_to_right(text):
        return flags
    value = int(flags.value if hasattr(flags, "value") else flags)
    left, right = int(Qt.AlignmentFlag.AlignLeft.value), int(Qt.AlignmentFlag.AlignRight.value)
    side = value & (left | right)
    swapped = right if side == left else left if side == right else side
    value = (value & ~(left | right)) | swapped | int(Qt.AlignmentFlag.AlignAbsolute.value)
    return value | int(Qt.TextFlag.TextForceLeftToRight.value)


def mm_rect(x: float, y: float, w: float, h: float) -> QRectF:
    return QRectF(x * MM, y * MM, w * MM, h * MM)


def dashed(p: QPainter, a: QPointF, b: QPointF, colour: QColor = LINE) -> None:
    pen = QPen(colour, 0.25 * MM, Qt.PenStyle.DashLine)
    p.setPen(pen)
    p.drawLine(a, b)


def tint(p: QPainter, rect: QRectF, step_mm: float = 1.2, colour: QColor = TINT) -> None:
    """A fine cross-hatch: it hides what is printed behind a flap, and on the card's back."""
    p.save()
    p.setClipRect(rect)
    p.setPen(QPen(colour, 0.18 * MM))
    step = step_mm * MM
    span = rect.width() + rect.height()
    k = 0.0
    while k < span:
        p.drawLine(
            QPointF(rect.left() + k, rect.top()), QPointF(rect.left() + k - rect.height(), rect.bottom())
        )
        p.drawLine(
            QPointF(rect.left() + k - rect.height(), rect.top()), QPointF(rect.left() + k, rect.bottom())
        )
        k += step
    p.restore()


class _Drawn(threading.local):
    """What the page being drawn (on this thread) has placed where the footer must not go, and,
    on a mirrored page (right to left), the painter's transform of the page as mirrored."""

    def __init__(self) -> None:
        self.taken: list[QRectF] = []
        self.mirrored: QTransform | None = None


_drawn = _Drawn()
_FLIP = QTransform(-1, 0, 0, 1, 0, 0)


@contextmanager
def upright(p: QPainter, rect: QRectF) -> Iterator[None]:
    """What the ``with`` block draws in ``rect`` (words, a picture) is drawn the right way round on
    a mirrored page (right to left): in the place the mirror gave ``rect``, but flipped back
    across the line it reads along (the page's across, or up the page for a footer turned a
    quarter), and its text read right to left, its left and right alignment swapped (a place's
    start is its right edge). On any other page, as it is."""
    page = _drawn.mirrored
    if page is None:
        yield
        return
    p.save()
    try:
        now = p.worldTransform()
        local = now * page.inverted()[0]  # the drawing's own turn and place on the mirrored page
        turn = QTransform(local.m11(), local.m12(), local.m21(), local.m22(), 0, 0)
        back = turn * _FLIP * turn.inverted()[0]  # the mirror's flip, as seen in the drawing's axes
        c = rect.center()
        p.setWorldTransform(
            QTransform.fromTranslate(-c.x(), -c.y()) * back * QTransform.fromTranslate(c.x(), c.y()) * now
        )
        p.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
        yield
    finally:
        p.restore()


def keep_clear(rect: QRectF) -> None:
    """Mark ``rect`` (drawing units) as taken on the page being drawn: the footer goes elsewhere.
    :func:`cut_marks` marks its grid and its marks by itself."""
    _drawn.taken.append(QRectF(rect))


def safe_area(page_rect: QRectF) -> QRectF:
    """The part of the page a printer can print: :data:`SAFE_MM` in from every edge."""
    m = SAFE_MM * MM
    return page_rect.adjusted(m, m, -m, -m)


def cut_marks(
    p: QPainter, xs: list[float], ys: list[float], length_mm: float = 4.0, gap_mm: float = 1.5
) -> None:
    """Short marks outside the grid, on the line of every cut (in mm)."""
    width = 0.2
    p.setPen(QPen(INK, width * MM))
    top, bottom, left, right = ys[0], ys[-1], xs[0], xs[-1]
    keep_clear(mm_rect(left, top, right - left, bottom - top))
    for x in xs:
        for y0 in (top - gap_mm - length_mm, bottom + gap_mm):
            p.drawLine(QPointF(x * MM, y0 * MM), QPointF(x * MM, (y0 + length_mm) * MM))
            keep_clear(mm_rect(x - width, y0, 2 * width, length_mm))
    for y in ys:
        for x0 in (left - gap_mm - length_mm, right + gap_mm):
            p.drawLine(QPointF(x0 * MM, y * MM), QPointF((x0 + length_mm) * MM, y * MM))
            keep_clear(mm_rect(x0, y - width, length_mm, 2 * width))


FOOTER_MM = 2.6  # the footer's type
_FOOTER_BAND = 3.4 * MM  # the height of its line (at least: a script's taller lines take theirs)
_FOOTER_GAP = 1.0 * MM  # room kept between the footer and any mark


def footer(p: QPainter, page_rect: QRectF, text: str) -> None:
    """A footer (a page number, the app's name) inside the printable area and clear of the cards
    and their cut marks: at the bottom on the right where there is room, otherwise turned a
    quarter, reading upwards, in the right (then the left) margin, or at the top."""
    # The band is as tall as the footer's line in the page's fonts: Persian's is taller than
    # Latin's, and in a band made for Latin the footer was shrunk under the least type.
    g, h = _FOOTER_GAP, max(_FOOTER_BAND, QFontMetricsF(font(FOOTER_MM)).height())
    safe = safe_area(page_rect).adjusted(0.4 * MM, 0.4 * MM, -0.4 * MM, -0.4 * MM)  # glyphs' soft edges
    taken = [r.adjusted(-g, -g, g, g) for r in _drawn.taken]
    need = QFontMetricsF(font(FOOTER_MM)).horizontalAdvance(text) + g
    right_aligned = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
    bands = [
        (QRectF(safe.left(), safe.bottom() - h, safe.width(), h), False),
        (QRectF(safe.right() - h, safe.top(), h, safe.height()), True),
        (QRectF(safe.left(), safe.top(), h, safe.height()), True),
        (QRectF(safe.left(), safe.top(), safe.width(), h), False),
    ]
    for band, upright in bands:
        spot = _free_spot(band, upright, need, taken)
        if spot is None:
            continue
        if not upright:
            fit_text(p, spot, text, FOOTER_MM, flags=right_aligned, colour=SOFT)
            return
        # Turned a quarter: the line starts at the bottom of the spot and reads upwards.
        p.save()
        p.translate(spot.left(), spot.bottom())
        p.rotate(-90)
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        fit_text(p, QRectF(0, 0, spot.height(), spot.width()), text, FOOTER_MM, flags=left, colour=SOFT)
        p.restore()
        return
    fit_text(p, bands[0][0], text, FOOTER_MM, flags=right_aligned, colour=SOFT)


def _free_spot(band: QRectF, upright: bool, need: float, taken: Sequence[QRectF]) -> QRectF | None:
    """The part of ``band`` free of everything ``taken``, ``need`` long: the right-most along a
    band across the page, the lowest along a band up the page; None when there is none."""
    if upright:
        start, end = band.top(), band.bottom()
        spans = [(r.top(), r.bottom()) for r in taken if r.intersects(band)]
    else:
        start, end = band.left(), band.right()
        spans = [(r.left(), r.right()) for r in taken if r.intersects(band)]
    free: list[tuple[float, float]] = []
    at = start
    for a, b in sorted(spans):
        if a > at:
            free.append((at, min(a, end)))
        at = max(at, b)
    if at < end:
        free.append((at, end))
    fitting = [(a, b) for a, b in free if b - a >= need]
    if not fitting:
        return None
    a, b = fitting[-1]  # right-most, or lowest
    if upright:
        return QRectF(band.left(), b - need, band.width(), need)
    return QRectF(b - need, band.top(), need, band.height())


def emblem(p: QPainter, centre: QPointF, r: float) -> None:
    """The back's emblem: a ring of seats around a crescent moon (the app's icon, in ink)."""
    with upright(p, QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r)):
        _emblem(p, centre, r)


def _emblem(p: QPainter, centre: QPointF, r: float) -> None:
    p.setPen(QPen(INK, 0.5 * MM))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(centre, r, r)
    p.setBrush(INK)
    for i in range(8):
        a = -math.pi / 2 + i * math.pi / 4
        p.drawEllipse(
            QPointF(centre.x() + r * 0.72 * math.cos(a), centre.y() + r * 0.72 * math.sin(a)),
            r * 0.1,
            r * 0.1,
        )
    p.setBrush(QColor("white"))
    p.setPen(QPen(INK, 0.5 * MM))
    p.drawEllipse(centre, r * 0.36, r * 0.36)
    p.setBrush(INK)
    p.drawEllipse(QPointF(centre.x() + r * 0.12, centre.y()), r * 0.3, r * 0.3)


# --- output ------------------------------------------------------------------------------------


def page_layout(document: Document, page: Page) -> QPageLayout:
    """The sheet ``page`` is drawn for: the document's paper (by its standard name, so a printer
    picks the right tray), the page's orientation, no margins, the whole sheet to draw on."""
    size = QPageSize(QPageSize.PageSizeId.Letter if document.paper == "letter" else QPageSize.PageSizeId.A4)
    orientation = QPageLayout.Orientation.Landscape if page.landscape else QPageLayout.Orientation.Portrait
    layout = QPageLayout(size, orientation, QMarginsF(0, 0, 0, 0))
    layout.setMode(QPageLayout.Mode.FullPageMode)
    return layout


def write_pdf(document: Document, path: str) -> None:
    """The document as a PDF file (no window needed; a QGuiApplication must exist). The file is
    replaced only when the new one is complete; otherwise OSError, and the old file is as it was."""
    write_pdfs([(document, path)])


def write_pdfs(jobs: Sequence[tuple[Document, str]]) -> None:
    """Each document to its PDF file, all or nothing: every one is written to a temporary file in
    the target's folder, and only when all are complete are they renamed over the targets. On
    failure: OSError naming the target, the temporary files removed, the old files untouched."""
    from mafia_desktop.storage.games import check_target

    temporary: list[str] = []
    try:
        for document, path in jobs:
            if not path:
                raise FileNotFoundError(errno.ENOENT, "no file name was given", path)
            check_target(path)  # a folder, a device, a pipe: never replaced, nor written into
            if os.path.exists(path) and not os.access(path, os.W_OK):
                # A read-only file is not replaced behind its owner's back.
                raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), path)
            temporary.append(_file_beside(path))
            _write_pdf_file(document, temporary[-1], path)
        for (_, path), temp in zip(jobs, temporary, strict=True):
            os.replace(temp, path)
    finally:
        for temp in temporary:
            if os.path.exists(temp):
                os.unlink(temp)


def failure_kind(exc: OSError) -> str:
    """Why a file could not be written, in one word the caller can put in a sentence: ``folder``
    (the path is a folder), ``device``, ``pipe`` or ``socket`` (something else that is not a
    file), ``missing`` (its folder does not exist), ``denied``, ``full`` or ``other``."""
    from mafia_desktop.storage.games import NotAFile

    if isinstance(exc, NotAFile):
        return exc.kind
    if isinstance(exc, IsADirectoryError) or exc.errno == errno.EISDIR:
        return "folder"
    if isinstance(exc, (FileNotFoundError, NotADirectoryError)):
        return "missing"
    if isinstance(exc, PermissionError) or exc.errno == errno.EROFS:
        return "denied"
    if exc.errno in (errno.ENOSPC, errno.EDQUOT):
        return "full"
    return "other"


def _file_beside(path: str) -> str:
    """A new, empty temporary file in the folder of ``path`` (hidden), its owner's only: a
    printed sheet may show every role, so no other account may read it, whatever the umask."""
    from mafia_desktop.storage.games import CREATE_NEW, OWNER_ONLY

    folder, name = os.path.split(os.path.abspath(path))
    try:
        while True:
            temp = os.path.join(folder, f".{name}.{secrets.token_hex(4)}.tmp")
            try:
                fd = os.open(temp, CREATE_NEW, OWNER_ONLY)
            except FileExistsError:
                continue
            try:
                if hasattr(os, "fchmod"):
                    os.fchmod(fd, OWNER_ONLY)
            finally:
                os.close(fd)
            return temp
    except OSError as exc:
        raise OSError(exc.errno, exc.strerror, path) from None


def _write_pdf_file(document: Document, temp: str, path: str) -> None:
    if not document.pages:
        raise OSError(errno.EINVAL, "the document has no pages", path)
    writer = QPdfWriter(temp)
    writer.setResolution(254)  # 10 dots a millimetre: one drawing unit a dot
    writer.setTitle(i18n.plain(document.title))  # (a viewer's title bar shows no isolating marks)
    writer.setCreator("Mafia Desktop")
    painter = QPainter()
    try:
        for i, page in enumerate(document.pages):
            writer.setPageLayout(page_layout(document, page))
            if i == 0:
                if not painter.begin(writer):
                    raise OSError(errno.EIO, "the PDF could not be started", path)
            else:
                writer.newPage()
            w, h = document.size_mm(page)
            _draw_page(painter, page, w, h, writer.resolution() / 25.4, lang=document.lang)
    finally:
        if painter.isActive():
            painter.end()
    del writer  # closes the file
    with open(temp, "rb+") as done:
        done.seek(0, os.SEEK_END)
        size = done.tell()
        done.seek(max(0, size - 16))
        if size == 0 or b"%%EOF" not in done.read():
            raise OSError(errno.EIO, "the PDF was not written whole", path)
        os.fsync(done.fileno())


def page_image(document: Document, index: int, dots_per_mm: float = 3.0, dark: bool = False) -> QImage:
    """One page as a picture (an on-screen preview); ``dark`` turns it to light ink on black, for a
    preview at night that does not light up the room."""
    page = document.pages[index]
    w, h = document.size_mm(page)
    image = QImage(max(1, int(w * dots_per_mm)), max(1, int(h * dots_per_mm)), QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    try:
        _draw_page(painter, page, w, h, dots_per_mm, lang=document.lang)
    finally:
        painter.end()
    if dark:
        image.invertPixels()
    return image


def prepare_printer(printer: Any, document: Document) -> None:
    """Set a QPrinter up for ``document`` before the system print dialog or the preview opens:
    its name, its paper, the first page's orientation, the whole sheet to draw on (no margin
    shifting the drawing, so backs land behind their fronts), and both sides of the sheet flipped
    on the long edge for a document with backs (one side for any other: fold-over cards are
    folded, and nothing may be printed on their outside), so the dialog shows it chosen."""
    from PySide6.QtPrintSupport import QPrinter

    _prepare_sheet(printer, document)
    duplex = QPrinter.DuplexMode.DuplexLongSide if document.duplex else QPrinter.DuplexMode.DuplexNone
    printer.setDuplex(duplex)


def _prepare_sheet(printer: Any, document: Document) -> None:
    """The document's name and its first page's sheet, leaving the sides as they are (the system
    dialog may have changed them: the job keeps what the person chose there)."""
    printer.setDocName(i18n.plain(document.title))
    if document.pages:
        _set_sheet(printer, page_layout(document, document.pages[0]))
    else:
        printer.setFullPage(True)


def _set_sheet(printer: Any, layout: QPageLayout) -> None:
    """Give ``printer`` the sheet ``layout`` says: its paper, its orientation, the whole sheet to
    draw on. A printer that refuses the layout whole (a driver with unprintable margins may refuse
    margins of nothing) still gets the paper and the orientation one by one, so a landscape page
    is not turned onto a portrait sheet."""
    if not printer.setPageLayout(layout):
        printer.setPageSize(layout.pageSize())
        printer.setPageOrientation(layout.orientation())
    printer.setFullPage(True)


def paint_on_printer(document: Document, printer: Any) -> None:
    """The document on a QPrinter (the print preview and the system print dialog), each page on
    its paper and in its orientation, from the sheet's corner. A printer that cannot turn the sheet
    within a job (the preview; Windows and macOS drivers) gets a page of the other orientation
    turned a quarter on the sheet it has. The sides (one or both) stay as the printer has them
    (:func:`prepare_printer`, then the system dialog). OSError when the printer does not start."""
    from PySide6.QtGui import QPaintEngine

    # After the system dialog, which may have put the printer's own default paper in.
    _prepare_sheet(printer, document)
    painter = QPainter()
    try:
        for i, page in enumerate(document.pages):
            layout = page_layout(document, page)
            if i == 0:
                if not painter.begin(printer):
                    raise OSError(errno.EIO, "the printer did not start", printer.outputFileName() or None)
            else:
                engine = printer.paintEngine()
                if (
                    not _same_sheet(printer.pageLayout(), layout)
                    and engine is not None
                    and engine.type() == QPaintEngine.Type.Pdf
                ):
                    # Only a PDF engine (a file, or CUPS) takes a new sheet while painting.
                    _set_sheet(printer, layout)
                printer.newPage()
            sheet = printer.pageLayout().fullRect(QPageLayout.Unit.Millimeter)
            w, h = document.size_mm(page)
            turn = (sheet.width() > sheet.height()) != (w > h)
            _draw_page(painter, page, w, h, printer.resolution() / 25.4, turn, document.lang)
    finally:
        if painter.isActive():
            painter.end()


def _same_sheet(have: QPageLayout, want: QPageLayout) -> bool:
    """Whether the printer's sheet is the one wanted: the same paper, the same way round (its
    margins do not matter: the whole sheet is drawn on)."""
    return have.pageSize().isEquivalentTo(want.pageSize()) and have.orientation() == want.orientation()


def _draw_page(
    painter: QPainter,
    page: Page,
    w: float,
    h: float,
    dots_per_mm: float,
    turn: bool = False,
    lang: str = "en",
) -> None:
    """Draw ``page`` (``w`` x ``h`` mm) at the sheet's corner, in ``lang``'s type (mirrored for a
    right-to-left one: see the module's docstring); ``turn``: on a sheet of the other
    orientation, turned a quarter clockwise."""
    painter.save()
    _drawn.taken = []
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if turn:
        painter.translate(h * dots_per_mm, 0)
        painter.rotate(90)
    scale = dots_per_mm / MM
    painter.scale(scale, scale)
    try:
        with typeset(lang):
            if right_to_left():
                painter.translate(w * MM, 0)
                painter.scale(-1, 1)
                _drawn.mirrored = painter.worldTransform()
            page.draw(painter, QRectF(0, 0, w * MM, h * MM))
    finally:
        _drawn.taken = []
        _drawn.mirrored = None
        painter.restore()
