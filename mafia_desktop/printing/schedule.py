"""A tournament's schedule, printed: the overview (every round and table, and who sits out), then
one sheet for each table of each round, for its referee: the tournament, the round and the
table, the seats 1..n with the names, a line for the referee's name, and room for the result
(the winner, each player's fouls and points). A4 or Letter, portrait, in English or Russian.

Owns :func:`schedule_document`, which makes the same kind of :class:`~.pages.Document` the other
printables make (to a PDF with :func:`~.pages.write_pdf`, to a printer with
:func:`~.pages.paint_on_printer`); ``mafia-desktop print schedule FILE`` writes it to a PDF.
The words are the catalogue's (context ``Print``), registered here.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPen

from mafia_desktop import phrases
from mafia_desktop.club.tournament import Tournament
from mafia_desktop.i18n import QT_TRANSLATE_NOOP
from mafia_desktop.printing.common import drawing, left_aligned, numbered, numeral, say
from mafia_desktop.printing.pages import (
    LINE,
    MM,
    PAPERS,
    SOFT,
    Document,
    Page,
    fit_text,
    footer,
    in_print_language,
    mm_rect,
)
from mafia_desktop.printing.sheets import Column, _table

phrases.PRINT.update(
    {
        "schedule_title": QT_TRANSLATE_NOOP("Print", "Schedule: {name}"),
        "schedule_counts": QT_TRANSLATE_NOOP(
            "Print", "Players: {players}; tables: {tables}; rounds: {rounds}"
        ),
        "schedule_final": QT_TRANSLATE_NOOP("Print", "Final"),
        "schedule_round": QT_TRANSLATE_NOOP("Print", "Round {round}"),
        "schedule_table": QT_TRANSLATE_NOOP("Print", "Table {table}"),
        "schedule_slot": QT_TRANSLATE_NOOP("Print", "Round {round} · Table {table}"),
        "schedule_out": QT_TRANSLATE_NOOP("Print", "Sitting out"),
        "schedule_referee": QT_TRANSLATE_NOOP("Print", "Referee"),
        "schedule_result": QT_TRANSLATE_NOOP("Print", "Result"),
        "schedule_town_won": QT_TRANSLATE_NOOP("Print", "The town won"),
        "schedule_mafia_won": QT_TRANSLATE_NOOP("Print", "The mafia won"),
        "schedule_best_move": QT_TRANSLATE_NOOP("Print", "Best move"),
        "schedule_signature": QT_TRANSLATE_NOOP("Print", "Referee's signature"),
    }
)

MARGIN = 14.0  # mm, every side
TOP = 30.0  # below the title and the line under it
BELOW = 14.0  # room for the footer
ROUND_COLUMN = 18.0  # the overview's first column
OUT_COLUMN = 34.0  # its last, when someone sits out
HEADER = 8.0
LEAST_ROW = 22.0  # an overview row: ten names, wrapped, still readable
MOST_ROW = 34.0


@in_print_language
def schedule_document(t: Tournament, paper: str = "a4", lang: str = "en") -> Document:
    """The overview page(s), then a sheet for each table of each round (round 1's tables first)."""
    title = say(lang, "schedule_title", name=t.name)
    counts = say(lang, "schedule_counts", players=len(t.players), tables=t.tables, rounds=t.rounds)
    if t.game_type == "final":
        counts = f"{say(lang, 'schedule_final')} · {counts}"
    height = PAPERS[paper][1] - TOP - HEADER - BELOW
    row = max(LEAST_ROW, min(MOST_ROW, height / t.rounds))
    per_page = max(1, int(height // row))
    rounds = list(enumerate(t.schedule.rounds, start=1))
    chunks = [rounds[i : i + per_page] for i in range(0, len(rounds), per_page)]
    slots = sum(len(r.tables) for r in t.schedule.rounds)
    total = len(chunks) + slots
    doc = Document(title, paper, lang=lang)
    sits = any(r.out for r in t.schedule.rounds)
    for n, chunk in enumerate(chunks):
        rows = [_overview_row(lang, number, rnd.tables, rnd.out, sits) for number, rnd in chunk]
        doc.pages.append(
            Page(drawing(_overview, paper, lang, t, title, counts, rows, row, sits, n + 1, total))
        )
    page = len(chunks)
    for number, rnd in rounds:
        for table, names in enumerate(rnd.tables, start=1):
            page += 1
            doc.pages.append(Page(drawing(_slot, paper, lang, t, number, table, names, page, total)))
    return doc


def _overview_row(
    lang: str, number: int, tables: tuple[tuple[str, ...], ...], out: tuple[str, ...], sits: bool
) -> list[str]:
    cells = [say(lang, "schedule_round", round=number)]
    cells += [
        "\n".join(
            numbered(seat, phrases.isolate(name, lang=lang), lang) for seat, name in enumerate(names, start=1)
        )
        for names in tables
    ]
    if sits:
        cells.append("\n".join(out))
    return cells


def _overview(
    p: QPainter,
    page: QRectF,
    paper: str,
    lang: str,
    t: Tournament,
    title: str,
    counts: str,
    rows: list[list[str]],
    row: float,
    sits: bool,
    n: int,
    total: int,
) -> None:
    width = PAPERS[paper][0] - 2 * MARGIN
    fit_text(p, mm_rect(MARGIN, 10, width, 10), title, 6, bold=True, flags=left_aligned())
    fit_text(p, mm_rect(MARGIN, 20, width, 6), counts, 3.4, colour=SOFT, flags=left_aligned())
    rest = width - ROUND_COLUMN - (OUT_COLUMN if sits else 0.0)
    columns = [Column(ROUND_COLUMN, "")]
    columns += [Column(rest / t.tables, say(lang, "schedule_table", table=k)) for k in range(1, t.tables + 1)]
    if sits:
        columns.append(Column(OUT_COLUMN, say(lang, "schedule_out")))
    # The heading row and the rules of the table; the cells' names are drawn in columns of lines
    # (one name a line, seat first), shrunk to fit the row.
    _table(p, MARGIN, TOP, columns, HEADER, row, [[""] * len(columns) for _ in rows])
    top = TOP + HEADER
    for cells in rows:
        x = MARGIN
        for c, text in zip(columns, cells, strict=True):
            flags = (
                Qt.AlignmentFlag.AlignCenter
                if c.width == ROUND_COLUMN
                else Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
            )
            if text:
                _lines(p, mm_rect(x + 1.0, top + 0.6, c.width - 2.0, row - 1.2), text, flags, c.width)
            x += c.width
        top += row
    p.setPen(QPen(LINE, 0.15 * MM))
    p.drawLine(QPointF(MARGIN * MM, top * MM), QPointF((MARGIN + width) * MM, top * MM))
    footer(p, page, say(lang, "page", page=n, pages=total))


def _lines(p: QPainter, rect: QRectF, text: str, flags: Qt.AlignmentFlag, width: float) -> None:
    """A cell's lines: in two columns when the cell is wide enough and the lines many (so ten
    names stay large), else in one, shrunk to fit."""
    lines = text.split("\n")
    if len(lines) > 5 and width >= 60:
        half = (len(lines) + 1) // 2
        left = QRectF(rect.left(), rect.top(), rect.width() / 2, rect.height())
        right = QRectF(rect.left() + rect.width() / 2, rect.top(), rect.width() / 2, rect.height())
        fit_text(p, left, "\n".join(lines[:half]), 3.0, flags=flags)
        fit_text(p, right, "\n".join(lines[half:]), 3.0, flags=flags)
        return
    fit_text(p, rect, text, 3.0, flags=flags)


SEAT_ROW = 11.0  # a seat's row on the table's sheet: room to write fouls and points
SLOT_WIDTHS = (14.0, 70.0, 40.0, 30.0, 28.0)  # seat, name, role, fouls, points (A4: 182 mm)


def _slot(
    p: QPainter,
    page: QRectF,
    paper: str,
    lang: str,
    t: Tournament,
    number: int,
    table: int,
    names: tuple[str, ...],
    n: int,
    total: int,
) -> None:
    width = PAPERS[paper][0] - 2 * MARGIN
    fit_text(p, mm_rect(MARGIN, 10, width, 9), t.name, 5, bold=True, flags=left_aligned())
    slot = say(lang, "schedule_slot", round=number, table=table)
    if t.game_type == "final":
        slot = f"{say(lang, 'schedule_final')} · {slot}"
    fit_text(p, mm_rect(MARGIN, 19, width, 10), slot, 6.5, bold=True, flags=left_aligned())
    # the referee's line
    y = 34.0
    label = say(lang, "schedule_referee")
    fit_text(p, mm_rect(MARGIN, y, 40, 7), label, 3.6, flags=left_aligned())
    p.setPen(QPen(LINE, 0.2 * MM))
    p.drawLine(QPointF((MARGIN + 40) * MM, (y + 6) * MM), QPointF((MARGIN + width) * MM, (y + 6) * MM))
    # the seats
    widths = list(SLOT_WIDTHS)
    widths[1] += width - sum(SLOT_WIDTHS)
    heads = [say(lang, "seat"), say(lang, "name"), say(lang, "role"), say(lang, "fouls"), say(lang, "points")]
    columns = [Column(w, h) for w, h in zip(widths, heads, strict=True)]
    rows = [[numeral(seat, lang), "", "", "", ""] for seat in range(1, len(names) + 1)]
    top = 46.0
    bottom = _table(p, MARGIN, top, columns, HEADER + 2, SEAT_ROW, rows)
    for k, name in enumerate(names):  # the names large, from the left, as the referee reads them out
        cell = mm_rect(MARGIN + widths[0] + 2, top + HEADER + 2 + k * SEAT_ROW, widths[1] - 4, SEAT_ROW)
        fit_text(p, cell, name, 4.2, flags=left_aligned())
    p.setPen(QPen(LINE, 0.15 * MM))
    p.drawLine(QPointF(MARGIN * MM, bottom * MM), QPointF((MARGIN + width) * MM, bottom * MM))
    # the result
    y = bottom + 8
    fit_text(
        p, mm_rect(MARGIN, y, width, 7), say(lang, "schedule_result"), 4.2, bold=True, flags=left_aligned()
    )
    y += 9
    x = MARGIN
    for key in ("schedule_town_won", "schedule_mafia_won"):
        p.setPen(QPen(LINE, 0.25 * MM))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRect(mm_rect(x, y + 1, 5, 5))
        fit_text(p, mm_rect(x + 7, y, 70, 7), say(lang, key), 3.6, flags=left_aligned())
        x += 85
    for key in ("schedule_best_move", "schedule_signature"):
        y += 13
        fit_text(p, mm_rect(MARGIN, y, 60, 7), say(lang, key), 3.6, flags=left_aligned())
        p.setPen(QPen(LINE, 0.2 * MM))
        p.drawLine(QPointF((MARGIN + 60) * MM, (y + 6) * MM), QPointF((MARGIN + width) * MM, (y + 6) * MM))
    footer(p, page, say(lang, "page", page=n, pages=total))
