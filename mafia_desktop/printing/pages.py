"""Printed pages, drawn with QPainter in tenths of a millimetre on the whole sheet.

Each document is a list of :class:`Page` values; the same pages go to a PDF (QPdfWriter) or to a
printer (QPrinter, through the print preview). Text is fitted to its box, shrinking if a language
needs more room, so English and Russian both fit.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QMarginsF, QPointF, QRectF, QSizeF, Qt
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
)

MM = 10.0  # drawing units per millimetre

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

    def size_mm(self, page: Page) -> tuple[float, float]:
        w, h = PAPERS[self.paper]
        return (h, w) if page.landscape else (w, h)


def font(size_mm: float, bold: bool = False, italic: bool = False) -> QFont:
    f = QFont("DejaVu Sans")
    f.setPixelSize(max(1, round(size_mm * MM)))
    # No ligatures: "Mafia" stays five letters in the PDF, so it can be searched and copied.
    f.setFeature(QFont.Tag("liga"), 0)
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
    while True:
        f = font(size, bold, italic)
        bound = QFontMetricsF(f).boundingRect(
            rect, int(flags.value if hasattr(flags, "value") else flags), text
        )
        if (bound.width() <= rect.width() + 0.5 and bound.height() <= rect.height() + 0.5) or size <= min_mm:
            break
        size *= 0.92
    p.setFont(f)
    p.setPen(colour)
    p.drawText(rect, flags, text)


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


def cut_marks(
    p: QPainter, xs: list[float], ys: list[float], length_mm: float = 4.0, gap_mm: float = 1.5
) -> None:
    """Short marks outside the grid, on the line of every cut (in mm)."""
    p.setPen(QPen(INK, 0.2 * MM))
    top, bottom, left, right = ys[0], ys[-1], xs[0], xs[-1]
    for x in xs:
        p.drawLine(QPointF(x * MM, (top - gap_mm - length_mm) * MM), QPointF(x * MM, (top - gap_mm) * MM))
        p.drawLine(
            QPointF(x * MM, (bottom + gap_mm) * MM), QPointF(x * MM, (bottom + gap_mm + length_mm) * MM)
        )
    for y in ys:
        p.drawLine(QPointF((left - gap_mm - length_mm) * MM, y * MM), QPointF((left - gap_mm) * MM, y * MM))
        p.drawLine(QPointF((right + gap_mm) * MM, y * MM), QPointF((right + gap_mm + length_mm) * MM, y * MM))


def footer(p: QPainter, page_rect: QRectF, text: str) -> None:
    rect = QRectF(
        page_rect.left() + 10 * MM, page_rect.bottom() - 10 * MM, page_rect.width() - 20 * MM, 6 * MM
    )
    fit_text(
        p, rect, text, 2.6, flags=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, colour=SOFT
    )


def emblem(p: QPainter, centre: QPointF, r: float) -> None:
    """The back's emblem: a ring of seats around a crescent moon (the app's icon, in ink)."""
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


def write_pdf(document: Document, path: str) -> None:
    """The document as a PDF file (no window needed; a QGuiApplication must exist)."""
    writer = QPdfWriter(path)
    writer.setResolution(254)  # 10 dots a millimetre: one drawing unit a dot
    writer.setTitle(document.title)
    writer.setCreator("Mafia Desktop")
    painter: QPainter | None = None
    for i, page in enumerate(document.pages):
        w, h = document.size_mm(page)
        layout = QPageLayout(
            QPageSize(QSizeF(w, h), QPageSize.Unit.Millimeter, "", QPageSize.SizeMatchPolicy.ExactMatch),
            QPageLayout.Orientation.Portrait,
            QMarginsF(0, 0, 0, 0),
        )
        writer.setPageLayout(layout)
        if painter is None:
            painter = QPainter(writer)
        elif i:
            writer.newPage()
        _draw_page(painter, page, w, h, writer.resolution() / 25.4)
    if painter is not None:
        painter.end()


def page_image(document: Document, index: int, dots_per_mm: float = 3.0, dark: bool = False) -> QImage:
    """One page as a picture (an on-screen preview); ``dark`` turns it to light ink on black, for a
    preview at night that does not light up the room."""
    page = document.pages[index]
    w, h = document.size_mm(page)
    image = QImage(max(1, int(w * dots_per_mm)), max(1, int(h * dots_per_mm)), QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    try:
        _draw_page(painter, page, w, h, dots_per_mm)
    finally:
        painter.end()
    if dark:
        image.invertPixels()
    return image


def paint_on_printer(document: Document, printer: Any) -> None:
    """The document on a QPrinter (the print preview and the system print dialog)."""
    painter = QPainter(printer)
    try:
        for i, page in enumerate(document.pages):
            if i:
                printer.newPage()
            w, h = document.size_mm(page)
            _draw_page(painter, page, w, h, printer.resolution() / 25.4)
    finally:
        painter.end()


def _draw_page(painter: QPainter, page: Page, w: float, h: float, dots_per_mm: float) -> None:
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    scale = dots_per_mm / MM
    painter.scale(scale, scale)
    page.draw(painter, QRectF(0, 0, w * MM, h * MM))
    painter.restore()
