"""A sheet of cards' own marks: cut marks on every cut line and the sheet's words (what to do
with it, its page number), all of them inside the part of the sheet a printer can print
(:data:`SAFE` mm from its edge), on A4 and on Letter.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QPainter, QPen

from mafia_desktop.printing.pages import INK, MM, PAPERS, SOFT, fit_text, mm_rect

SAFE = 6.35  # mm from the sheet's edge that most printers cannot print (a quarter inch)
_EDGE = SAFE + 0.65  # where drawing stops: a line's soft edge stays clear of SAFE too
_NOTE_MM = 2.9  # the sheet's instructions and page numbers
_NOTE_H = 3.8  # the height of their line
_MARK = 4.0  # cut marks reach this far outside the grid where the margin allows
_TICK = 2.0  # and this far into the grid from every corner where cuts cross


def _segment(p: QPainter, paper: str, a: QPointF, b: QPointF) -> None:
    """A line in mm, cut short to stay off the unprintable edge of the sheet."""
    pw, ph = PAPERS[paper]
    x0, x1 = sorted((max(_EDGE, min(pw - _EDGE, a.x())), max(_EDGE, min(pw - _EDGE, b.x()))))
    y0, y1 = sorted((max(_EDGE, min(ph - _EDGE, a.y())), max(_EDGE, min(ph - _EDGE, b.y()))))
    if max(x1 - x0, y1 - y0) >= 0.5:
        p.drawLine(QPointF(x0 * MM, y0 * MM), QPointF(x1 * MM, y1 * MM))


def cut_guides(
    p: QPainter, paper: str, xs: list[float], ys: list[float], top_room: float = 0.0, bottom_room: float = 0.0
) -> None:
    """Marks on every cut line (mm): outside the grid as far as the margin allows (less
    ``top_room``/``bottom_room`` kept for a line of words), and short ticks into the grid where
    cuts cross, in the cards' blank rim; on Letter, 3 x 88 mm of cards leave almost no margin
    above and below, and the ticks carry the cuts there."""
    pw, ph = PAPERS[paper]
    p.setPen(QPen(INK, 0.2 * MM))
    top, bottom, left, right = ys[0], ys[-1], xs[0], xs[-1]
    high = max(top - _MARK, _EDGE + top_room)
    low = min(bottom + _MARK, ph - _EDGE - bottom_room)
    for x in xs:
        if high < top:
            _segment(p, paper, QPointF(x, high), QPointF(x, top))
        if low > bottom:
            _segment(p, paper, QPointF(x, bottom), QPointF(x, low))
    for y in ys:
        _segment(p, paper, QPointF(left - _MARK, y), QPointF(left, y))
        _segment(p, paper, QPointF(right, y), QPointF(right + _MARK, y))
    for x in xs:
        for y in ys:
            _segment(p, paper, QPointF(x, max(top, y - _TICK)), QPointF(x, min(bottom, y + _TICK)))
            _segment(p, paper, QPointF(max(left, x - _TICK), y), QPointF(min(right, x + _TICK), y))


def _notes_fit_above(paper: str, ys: list[float]) -> bool:
    """Whether a line of words and a cut mark fit between the sheet's printable edge and the grid."""
    return ys[0] - _EDGE >= _NOTE_H + 2.0 and PAPERS[paper][1] - ys[-1] - _EDGE >= _NOTE_H + 2.0


def sheet_notes(p: QPainter, paper: str, xs: list[float], ys: list[float], note: str, page: str) -> None:
    """The sheet's instruction and its page number: above and below the grid where the margin has
    room (A4), else turned along the side margins beside the middle row (Letter)."""
    pw, ph = PAPERS[paper]
    width = xs[-1] - xs[0]
    if _notes_fit_above(paper, ys):
        fit_text(p, mm_rect(xs[0], _EDGE, width, _NOTE_H), note, _NOTE_MM, colour=SOFT)
        if page:
            box = mm_rect(xs[0], ph - _EDGE - _NOTE_H, width, _NOTE_H)
            flags = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
            fit_text(p, box, page, _NOTE_MM, colour=SOFT, flags=flags)
        return
    middle = len(ys) // 2
    span = (ys[middle] - ys[middle - 1] - 2.0) if len(ys) > 2 else (ys[-1] - ys[0] - 2.0)
    centre_y = (ys[middle] + ys[middle - 1]) / 2 if len(ys) > 2 else (ys[0] + ys[-1]) / 2
    # Both turned the same way, reading upwards, as a turned page reads.
    side = SAFE + 0.2 + _NOTE_H / 2  # as near the edge as printers print, clear of the backs' bleed
    for text, x, turn in ((note, side, -90.0), (page, pw - side, -90.0)):
        if not text:
            continue
        p.save()
        p.translate(x * MM, centre_y * MM)
        p.rotate(turn)
        fit_text(p, mm_rect(-span / 2, -_NOTE_H / 2, span, _NOTE_H), text, _NOTE_MM, colour=SOFT)
        p.restore()


def note_room(paper: str, ys: list[float]) -> float:
    return _NOTE_H + 0.8 if _notes_fit_above(paper, ys) else 0.0
