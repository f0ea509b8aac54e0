"""The standings of a series as a printed page: place, name, points, wins, games, win rate, each
role's record, best moves, fouls, the rating red and black (under one heading) and the
first-night compensation (Ci), as many portrait pages as the players take (the headings again on
each), on A4 or Letter, in English or Russian.

Owns :func:`standings_sheet`, which makes the same kind of :class:`~.pages.Document` the other
printables make (to a PDF with :func:`~.pages.write_pdf`, to a printer with
:func:`~.pages.paint_on_printer`).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from mafia_desktop import phrases
from mafia_desktop.printing.common import drawing, left_aligned, say
from mafia_desktop.printing.pages import (
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
from mafia_desktop.storage.series import SeriesInfo, Standing

MARGIN = 14.0  # mm, every side of the portrait sheet
TOP = 30.0  # where the table starts, below the title and the line of dates
HEADER = 10.0  # the table's heading row
ROW = 7.0  # a player's row
BELOW = 14.0  # room kept under the table for the footer
# Column widths in mm, for a 182 mm line (A4; Letter is a little wider, and the name column takes it):
# place, name, points, wins, games, win rate, by role, best moves, fouls, rating red, black, Ci
WIDTHS = (10.0, 32.0, 14.0, 11.0, 11.0, 12.0, 36.0, 12.0, 10.0, 12.0, 12.0, 10.0)


def rows_per_page(paper: str) -> int:
    return max(1, int((PAPERS[paper][1] - TOP - HEADER - BELOW) // ROW))


@in_print_language
def standings_sheet(
    rows: Sequence[Standing],
    series: SeriesInfo | None,
    paper: str = "a4",
    lang: str = "en",
) -> Document:
    """The standings ``rows`` of ``series`` (None: of every finished game, ``series`` then made
    of the rows alone) on portrait pages. Role names follow the series' rule set when it has one
    alone, else their common names."""
    if series is None or not series.name:
        title = say(lang, "standings_all")
    else:
        title = say(lang, "standings_title", series=series.name)
    subtitle = ""
    if series is not None and series.games:
        first, last = (
            phrases.in_language_of(lang, phrases.date_text, d) for d in (series.first, series.last)
        )
        if series.first == series.last:
            subtitle = say(lang, "standings_day", games=series.games, date=first)
        else:
            subtitle = say(lang, "standings_dates", games=series.games, first=first, last=last)
    preset = series.presets[0] if series is not None and len(series.presets) == 1 else None
    table = [_cells(s, lang, preset) for s in rows]
    most = rows_per_page(paper)
    chunks = [table[i : i + most] for i in range(0, len(table), most)] or [[]]
    doc = Document(title, paper, lang=lang)
    for n, chunk in enumerate(chunks):
        doc.pages.append(Page(drawing(_page, paper, lang, title, subtitle, chunk, n, len(chunks))))
    return doc


def points_words(value: float) -> str:
    """Points as the language being spoken writes them, without needless decimals: 1, 1.25, 1,3
    (Persian ۱٫۲۵)."""
    locale = phrases.locale()
    zero, point = str(locale.zeroDigit()), str(locale.decimalPoint())
    return phrases.decimal(value, 2).rstrip(zero).rstrip(point)


def _cells(s: Standing, lang: str, preset: str | None) -> list[str]:
    with phrases.speaking(lang):
        return standing_cells(s, preset) + rating_cells(s)


def standing_cells(s: Standing, preset: str | None = None) -> list[str]:
    """One player's line of the standings, in the language being spoken (the screen's and the
    page's): place, name, points, wins, games, win rate, by role, best moves, fouls."""
    roles = phrases.joined(
        [phrases.role_record(role, wins, games, preset) for role, games, wins in s.by_role]
    )
    return [
        phrases.number(s.place),
        s.name,
        points_words(s.points),
        phrases.number(s.wins),
        phrases.number(s.games),
        phrases.percent(round(100 * s.win_rate)),
        roles,
        phrases.number(s.best_moves),
        phrases.number(s.fouls),
    ]


def rating_cells(s: Standing) -> list[str]:
    """The rating red and black (whole numbers) and Ci of one player's line, in the language being
    spoken (for a screen: after :func:`standing_cells`)."""
    return [phrases.number(round(s.rating_red)), phrases.number(round(s.rating_black)), points_words(s.ci)]


def _page(
    p: QPainter,
    page: QRectF,
    paper: str,
    lang: str,
    title: str,
    subtitle: str,
    rows: list[list[str]],
    n: int,
    total: int,
) -> None:
    width = PAPERS[paper][0] - 2 * MARGIN
    fit_text(p, mm_rect(MARGIN, 10, width, 10), title, 6, bold=True, flags=left_aligned())
    if subtitle:
        fit_text(p, mm_rect(MARGIN, 20, width, 6), subtitle, 3.4, colour=SOFT, flags=left_aligned())
    widths = list(WIDTHS)
    widths[1] += width - sum(WIDTHS)
    heads = (
        "place", "name", "points", "wins", "games", "win_rate", "by_role", "best_moves", "fouls",
        "rating_red", "rating_black", "ci",
    )  # fmt: skip
    rating = say(lang, "standings_rating")
    columns = [
        Column(
            w,
            say(lang, "name" if key == "name" else f"standings_{key}"),
            group=rating if key.startswith("rating_") else "",
        )
        for w, key in zip(widths, heads, strict=True)
    ]
    if rows:
        _table(p, MARGIN, TOP, columns, HEADER, ROW, rows)
    footer(p, page, say(lang, "page", page=n + 1, pages=total) if total > 1 else say(lang, "generated"))
