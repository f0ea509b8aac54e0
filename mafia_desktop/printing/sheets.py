"""The referee's sheet, the game protocol and the game log.

The referee's sheet is a table of every seat with its role and a box for each night and day the
game can take, in bands down the landscape page and on as few pages as boxes big enough to write
in allow (:func:`referee_layout`), with room for notes on its last page.

The game protocol (:func:`game_protocol`) is what a club calls the protocol: its header, then
for rules with nominations the club's table as wide as the page, continued on more pages (the
seats and names again on each), then the game's pages (:mod:`.protocol`): fouls, how each player
left, the nights' shots and checks, the votes, the best move, the extra points, the points and
the winner. The game log (:func:`game_log`) lists the cards, then what happened, night by night
and day by day (:func:`timeline`).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPen

from mafia_desktop import phrases
from mafia_desktop.engine.game import Game
from mafia_desktop.engine.record import Record, replay
from mafia_desktop.engine.roles import act_by_event, is_mafia
from mafia_desktop.engine.rules import Rules
from mafia_desktop.engine.setup import Setup
from mafia_desktop.printing.common import (
    digits,
    drawing,
    event_line,
    joined,
    left_aligned,
    numbered,
    numeral,
    preset_name,
    role_name,
    say,
)
from mafia_desktop.printing.pages import (
    INK,
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
from mafia_desktop.printing.protocol import (
    GAP,
    MARGIN,
    SMALLEST,
    TOP,
    TYPE,
    Header,
    Placed,
    Summary,
    bottom,
    draw_summary,
    facts_of,
    final_shots,
    header_of,
    line_width,
    night_name,
    rounds_shown,
    sheet_heading,
    summary_pages,
    type_width,
    width,
    word_width,
)


def max_rounds(setup: Setup) -> int:
    """How many nights (and days) a game of this deal can take: one more than the deaths it can
    have before either side wins (a night or a day without a death is rare; the first night or
    day of most rules kills no one)."""
    mafia = sum(1 for r in setup.roles if is_mafia(r))
    town = len(setup.roles) - mafia
    parity = setup.rules.mafia_win == "parity"
    deaths = max(0, mafia - 1) + max(0, town - (1 if parity else 0))
    return max(6, deaths + 1)


def night_first(rules: Rules) -> bool:
    """Whether the game starts with a night (else with a day, as the youth rules do)."""
    return rules.first_phase in ("meeting_night", "night")


def _split(n: int, most: int) -> list[range]:
    """``range(n)`` in as few even runs of at most ``most`` as it takes."""
    if n <= 0:
        return [range(0)]
    parts = -(-n // max(1, most))
    size = -(-n // parts)
    return [range(i, min(n, i + size)) for i in range(0, n, size)]


# --- tables --------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Column:
    width: float  # mm
    header: str
    rotated: bool = False  # the header reads upwards, for a narrow column with a long word
    group: str = ""  # a heading over this column and the next ones with the same group
    bold: bool = True  # the heading's weight
    one_line: bool = False  # the heading shrinks to its line, never wraps ("Night 12" whole)


def _header_cell(p: QPainter, rect: QRectF, column: Column, size: float) -> None:
    text, bold = column.header, column.bold
    if not column.rotated:
        flags = Qt.AlignmentFlag.AlignCenter if column.one_line else None
        fit_text(p, rect, text, size, bold=bold, flags=flags, min_mm=SMALLEST)
        return
    p.save()
    p.translate(rect.left(), rect.bottom())
    p.rotate(-90)
    fit_text(p, QRectF(0, 0, rect.height(), rect.width()), text, size, bold=bold, min_mm=SMALLEST)
    p.restore()


def _table(
    p: QPainter,
    x: float,
    y: float,
    columns: list[Column],
    header_h: float,
    row_h: float,
    rows: list[list[str]],
    head_type: float = TYPE,
) -> float:
    """A ruled table in mm; returns the y below it. Columns with a ``group`` get one heading over
    them in the top band of the header (6 mm)."""
    band = 6.0 if any(c.group for c in columns) else 0.0
    total = sum(c.width for c in columns)
    bottom = y + header_h + row_h * len(rows)
    size = min(TYPE, row_h * 0.5)
    p.setPen(QPen(LINE, 0.15 * MM))
    # headings
    cx = x
    i = 0
    while i < len(columns):
        c = columns[i]
        if c.group:
            span = [c]
            while i + len(span) < len(columns) and columns[i + len(span)].group == c.group:
                span.append(columns[i + len(span)])
            width = sum(s.width for s in span)
            fit_text(p, mm_rect(cx + 0.5, y + 0.5, width - 1, band - 1), c.group, TYPE, bold=True)
            p.setPen(QPen(LINE, 0.15 * MM))
            p.drawLine(QPointF(cx * MM, (y + band) * MM), QPointF((cx + width) * MM, (y + band) * MM))
            sx = cx
            for s in span:
                rect = mm_rect(sx + 0.5, y + band + 0.5, s.width - 1, header_h - band - 1)
                _header_cell(p, rect, s, head_type)
                sx += s.width
            cx += width
            i += len(span)
            continue
        _header_cell(p, mm_rect(cx + 0.5, y + 0.5, c.width - 1, header_h - 1), c, head_type)
        cx += c.width
        i += 1
    # rows
    for r, row in enumerate(rows):
        top = y + header_h + r * row_h
        p.setPen(QPen(LINE, 0.15 * MM))
        p.drawLine(QPointF(x * MM, top * MM), QPointF((x + total) * MM, top * MM))
        cx = x
        for c, text in zip(columns, row, strict=True):
            if text:
                fit_text(p, mm_rect(cx + 0.6, top + 0.3, c.width - 1.2, row_h - 0.6), text, size)
            cx += c.width
    # column rules: a heavier one where a group starts
    cx = x
    for k, c in enumerate(columns[:-1]):
        cx += c.width
        nxt = columns[k + 1]
        starts = bool(nxt.group) and nxt.group != c.group
        ends = bool(c.group) and nxt.group != c.group
        inside = bool(c.group) and nxt.group == c.group
        p.setPen(QPen(INK if starts or ends else LINE, (0.25 if starts or ends else 0.15) * MM))
        p.drawLine(QPointF(cx * MM, (y + (band if inside else 0)) * MM), QPointF(cx * MM, bottom * MM))
    p.setPen(QPen(INK, 0.25 * MM))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRect(mm_rect(x, y, total, bottom - y))
    p.drawLine(QPointF(x * MM, (y + header_h) * MM), QPointF((x + total) * MM, (y + header_h) * MM))
    return bottom


def _rows_per_page(paper: str, header_h: float, below: float, row_min: float) -> int:
    return max(1, int((PAPERS[paper][0] - TOP - header_h - below - 14) // row_min))


# --- the referee's sheet -------------------------------------------------------------------------
#
# The sheet's tables are bands: every seat's row (as many as a page holds) with a run of the
# nights and days. Bands are stacked down a page while they fit, so a small table
# takes one page; the layout weighs every column width and row height and keeps the one that
# takes the fewest pages, then the one with the roomiest boxes. A column narrower than its
# heading gets the heading turned a quarter (reading upwards). The notes come on the last page,
# beside or below the last band, never less than a quarter of the page high; where no band leaves
# that room, on a page of their own.

NAME_MOST = 48.0  # a name of 24 letters on one line
PHASE_LEAST, PHASE_MOST = 6.0, 24.0  # a night's or day's column (mm): room for a mark or a seat
ROW_LEAST, ROW_MOST = 5.0, 9.0  # a row to write in by hand (mm)
ROOMY = (18.0, 8.0)  # a box as wide and as high as this is as good as a bigger one
# The least box a seat's number is written in by hand: a smaller one only where none this big fits
# (headings as short as Persian «شب ۱» would otherwise buy a page less with boxes too small)
WRITABLE = (12.5, 5.0)
HEAD_ACROSS = 9.0  # the headings' band where every heading reads across
NOTES_WIDE = 60.0  # the notes' least width; their least height is a quarter of the page's
RULED = 8.0  # the notes' lines to write on
# Columns narrower than their headings, the headings turned a quarter, would take half the pages
# (thirty players' rounds on two pages, not four); the sheets are checked with headings across.
TURN_HEADINGS = False


def _across(text: str) -> float:
    """The width a bold heading takes across a column at the least type, with the cell's room."""
    return type_width(text, SMALLEST, True) + 1.0


def _referee_fixed(record: Record, lang: str) -> tuple[float, float, float]:
    """The seat, name and role columns, as wide as their longest words (a name on one line)."""
    setup = record.setup
    rules = setup.rules
    seat = max(_across(say(lang, "seat")), line_width(numeral(len(setup.players), lang)))
    name = max([_across(say(lang, "name"))] + [line_width(n) for n in setup.players])
    roles = [line_width(role_name(rules, r, lang)) for r in dict.fromkeys(setup.roles)]
    return seat, min(NAME_MOST, name), max([_across(say(lang, "role"))] + roles)


@dataclass(frozen=True, slots=True)
class Band:
    """One table of the referee's sheet: the seats ``seats`` (from 0) with the nights and days
    ``phases`` (positions in the sheet's phases), its top ``y`` mm down the page; the roles only
    in the first band of those seats."""

    seats: range
    phases: range
    roles: bool
    y: float


@dataclass(frozen=True, slots=True)
class RefereeLayout:
    """The referee's sheet's tables as laid out: the phases' headings in the order the rules
    play them, the seat, name and role columns, a phase's column and a row (mm), whether the
    headings are turned, the headings' band, each page's bands, and the notes' place on the
    last page (x, y, width, height in mm; None: the notes take a page of their own)."""

    phases: tuple[str, ...]
    fixed: tuple[float, float, float]
    column: float
    row: float
    turned: bool
    head: float
    pages: tuple[tuple[Band, ...], ...]
    notes: tuple[float, float, float, float] | None

    def band_width(self, band: Band) -> float:
        seat, name, role = self.fixed
        return seat + name + (role if band.roles else 0.0) + self.column * len(band.phases)

    def band_height(self, band: Band) -> float:
        return self.head + self.row * len(band.seats)

    @property
    def sheet_pages(self) -> int:
        """The pages of the tables and the notes (the game's pages follow them)."""
        return len(self.pages) + (self.notes is None)


def _phases(rules: Rules, rounds: int, lang: str) -> tuple[str, ...]:
    phases: list[str] = []
    for n in range(1, rounds + 1):
        pair = [night_name(rules, n, lang), say(lang, "day", n=n)]
        phases += pair if night_first(rules) else pair[::-1]
    return tuple(phases)


def _steps(low: float, high: float, step: float) -> list[float]:
    return [low + k * step for k in range(int(round((high - low) / step)) + 1)]


@in_print_language
def referee_layout(record: Record, paper: str, lang: str, game: Game | None = None) -> RefereeLayout:
    """The sheet's tables: as many rounds as the game can take (a finished or begun game's
    rounds at least), on the fewest pages with boxes to write in (:data:`WRITABLE`), with the
    roomiest boxes that allows."""
    setup = record.setup
    game = game if game is not None else replay(record)
    rounds = max(max_rounds(setup), game.days, game.nights)
    phases = _phases(setup.rules, rounds, lang)
    fixed = _referee_fixed(record, lang)
    across = max(type_width(t, SMALLEST) + 1.0 for t in phases)
    upwards = max(line_width(t) for t in phases) + 1.0
    best: tuple[tuple[float, ...], RefereeLayout] | None = None
    for column in _steps(PHASE_LEAST, PHASE_MOST, 0.25):
        turned = across > column
        if turned and not TURN_HEADINGS:
            continue
        head = upwards if turned else HEAD_ACROSS
        rows = _steps(ROW_LEAST, ROW_MOST, 0.1)
        fewest = _plan(len(setup.players), len(phases), fixed, column, rows[0], head, paper)
        if fewest is None:
            continue
        # The highest rows that take no more pages than the lowest.
        for row in reversed(rows):
            plan = _plan(len(setup.players), len(phases), fixed, column, row, head, paper)
            if plan is not None and _count(plan) == _count(fewest):
                break
        assert plan is not None
        layout = RefereeLayout(phases, fixed, column, row, turned, head, *plan)
        bands = sum(len(bands) for bands in plan[0])
        cramped = column < WRITABLE[0] or row < WRITABLE[1]
        key = (cramped, _count(plan), -min(column, ROOMY[0]) * min(row, ROOMY[1]), bands, -column, -row)
        if best is None or key < best[0]:
            best = (key, layout)
    assert best is not None, "a band of one round always fits"
    return best[1]


Plan = tuple[tuple[tuple[Band, ...], ...], tuple[float, float, float, float] | None]


def _count(plan: Plan) -> int:
    return len(plan[0]) + (plan[1] is None)


def _plan(
    players: int,
    phases: int,
    fixed: tuple[float, float, float],
    column: float,
    row: float,
    head: float,
    paper: str,
) -> Plan | None:
    """The bands on their pages and the notes' place, for ``phases`` columns of ``column`` mm
    and rows of ``row`` mm; None where a band does not fit at all."""
    seat, name, role = fixed
    full, low = width(paper), bottom(paper)
    fit = int((low - TOP - head) // row)
    if fit < 1:
        return None
    runs = _split(players, fit)
    notes_high = PAPERS[paper][0] / 4

    def phases_in(roles: bool, spare: float = 0.0) -> int:
        return int((full - seat - name - (role if roles else 0.0) - spare) // column)

    def band_width(band: Band) -> float:
        return seat + name + (role if band.roles else 0.0) + column * len(band.phases)

    def place(groups: list[range]) -> tuple[tuple[Band, ...], ...]:
        pages: list[list[Band]] = [[]]
        y = TOP
        for k, group in enumerate(groups):
            for seats in runs:
                high = head + row * len(seats)
                if pages[-1] and y + high > low + 0.01:
                    pages.append([])
                    y = TOP
                pages[-1].append(Band(seats, group, k == 0, y))
                y += high + GAP
        return tuple(tuple(p) for p in pages)

    def notes_room(pages: tuple[tuple[Band, ...], ...]) -> tuple[float, float, float, float] | None:
        last = pages[-1][-1]
        end = last.y + head + row * len(last.seats)
        w = band_width(last)
        below = (MARGIN, end + GAP, full, low - end - GAP)
        # Beside the band, as high as the band where that is enough (their feet in line).
        beside = (MARGIN + w + GAP, last.y, full - w - GAP, min(low - last.y, max(end - last.y, notes_high)))
        room = [r for r in (below, beside) if r[2] >= NOTES_WIDE and r[3] >= notes_high]
        return max(room, key=lambda r: r[2] * r[3]) if room else None

    def groups(beside: bool) -> list[range] | None:
        """The phases, as many in a band as it holds; with ``beside``, the last band leaves the
        notes' width free."""
        out: list[range] = []
        start = 0
        while start < phases:
            first = not out
            take = min(phases_in(first), phases - start)
            if take < 1:
                return None
            if beside and start + take == phases:
                room = phases_in(first, GAP + NOTES_WIDE)
                if room < 1:
                    return None
                if take > room:
                    take -= room  # the rest in a last band narrow enough for the notes
            out.append(range(start, start + take))
            start += take
        return out

    greedy = groups(False)
    if greedy is None:
        return None
    pages = place(greedy)
    notes = notes_room(pages)
    if notes is None and (narrow := groups(True)) is not None:
        narrow_pages = place(narrow)
        narrow_notes = notes_room(narrow_pages)
        if narrow_notes is not None and len(narrow_pages) <= len(pages) + 1:
            return narrow_pages, narrow_notes
    return pages, notes


@in_print_language
def referee_sheet(record: Record, paper: str = "a4", lang: str = "en") -> Document:
    """Seats, names, roles, and a box for each night and day in the order the rules play them, as
    many as the game can take (landscape, in bands down the page and on more pages), then the
    notes: the referee's own sheet to write on, under every rule set. (The protocol, with the
    fouls, votes, best move and points, is :func:`game_protocol`.)"""
    setup = record.setup
    rules = setup.rules
    title = say(lang, "referee_title", preset=preset_name(rules, lang))
    doc = Document(title, paper, lang=lang)
    game = replay(record)
    layout = referee_layout(record, paper, lang, game)
    header = header_of(record)
    total = layout.sheet_pages
    for n, bands in enumerate(layout.pages):
        notes = layout.notes if n == len(layout.pages) - 1 else None
        doc.pages.append(
            Page(
                drawing(_referee_page, record, paper, lang, title, header, layout, bands, notes, n, total),
                landscape=True,
            )
        )
    if layout.notes is None:
        doc.pages.append(
            Page(drawing(_notes_page, paper, lang, title, header, len(layout.pages), total), landscape=True)
        )
    return doc


@in_print_language
def game_protocol(record: Record, paper: str = "a4", lang: str = "en") -> Document:
    """The game protocol, as a club calls it: the header on every page; for rules with
    nominations the club's table (:func:`club_protocol`); then the game's pages: each seat's
    fouls, how and when they left and their points, the nights' shots and checks, each day's
    votes, the best move, the extra points and the winner. Filled in with what has happened so
    far, with boxes for as many rounds as the game can take."""
    if record.setup.rules.nominations:  # the club's protocol: nominations and votes by seat number
        return club_protocol(record, paper, lang)
    rules = record.setup.rules
    title = protocol_title(rules, lang)
    doc = Document(title, paper, lang=lang)
    game = replay(record)
    rounds = max(max_rounds(record.setup), game.days, game.nights)
    nights, days = rounds_shown(record, game, rounds)
    game_pages = summary_pages(Summary(record, game, facts_of(game), lang, nights, days, True), paper)
    _add_game_pages(doc, paper, lang, title, header_of(record), game_pages, len(game_pages))
    return doc


def _add_game_pages(
    doc: Document, paper: str, lang: str, title: str, header: Header, parts: list[list[Placed]], total: int
) -> None:
    """The game's pages (:mod:`.protocol`), after the sheet's tables."""
    first = total - len(parts)
    for k, placed in enumerate(parts):
        doc.pages.append(
            Page(drawing(draw_summary, paper, lang, title, header, placed, first + k, total), landscape=True)
        )


def _page_number(lang: str, n: int, total: int) -> str:
    return say(lang, "page", page=n + 1, pages=total) if total > 1 else say(lang, "generated")


def _referee_page(
    p: QPainter,
    page: QRectF,
    record: Record,
    paper: str,
    lang: str,
    title: str,
    header: Header,
    layout: RefereeLayout,
    bands: tuple[Band, ...],
    notes: tuple[float, float, float, float] | None,
    n: int,
    total: int,
) -> None:
    setup = record.setup
    rules = setup.rules
    sheet_heading(p, paper, lang, title, header)
    seat_w, name_w, role_w = layout.fixed
    # Every night's and day's heading in one type, as large as the longest leaves it.
    longest = max(type_width(t, 1.0) for t in layout.phases)
    head_type = TYPE if layout.turned else max(SMALLEST, min(TYPE, (layout.column - 1.0) / longest))
    for band in bands:
        columns = [Column(seat_w, say(lang, "seat")), Column(name_w, say(lang, "name"))]
        if band.roles:
            columns.append(Column(role_w, say(lang, "role")))
        columns += [
            Column(layout.column, layout.phases[i], layout.turned, bold=False, one_line=True)
            for i in band.phases
        ]
        rows = [
            [numeral(i + 1, lang), setup.players[i]]
            + ([role_name(rules, setup.roles[i], lang)] if band.roles else [])
            + [""] * len(band.phases)
            for i in band.seats
        ]
        _table(p, MARGIN, band.y, columns, layout.head, layout.row, rows, head_type)
    if notes is not None:
        _notes(p, lang, *notes)
    footer(p, page, _page_number(lang, n, total))


def _notes(p: QPainter, lang: str, x: float, y: float, w: float, h: float) -> None:
    """The notes: a frame with its heading and lines to write on."""
    fit_text(p, mm_rect(x + 2, y + 1, w - 4, 6), say(lang, "notes"), 3.4, bold=True, flags=left_aligned())
    p.setPen(QPen(LINE, 0.12 * MM))
    line = y + 7 + RULED
    while line < y + h - 2:
        p.drawLine(QPointF((x + 2) * MM, line * MM), QPointF((x + w - 2) * MM, line * MM))
        line += RULED
    p.setPen(QPen(INK, 0.25 * MM))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRect(mm_rect(x, y, w, h))


def _notes_page(
    p: QPainter, page: QRectF, paper: str, lang: str, title: str, header: Header, n: int, total: int
) -> None:
    sheet_heading(p, paper, lang, title, header)
    _notes(p, lang, MARGIN, TOP, width(paper), bottom(paper) - TOP)
    footer(p, page, _page_number(lang, n, total))


# --- the club protocol ---------------------------------------------------------------------------

CLUB_FIXED = (12.0, 24.0, 22.0)  # seat, name, role
CLUB_TAIL = (16.0, 26.0)  # out, checks
NOMINATES_MIN, VOTES_MIN = 6.5, 10.5  # a day's two columns at their narrowest
CLUB_HEADER = 28.0  # the day's heading, then the rotated column headings


@dataclass
class ClubDays:
    """What the club protocol shows, by seat: whom each player nominated and voted for each day
    (every vote of the day, in order), when they went out, what they checked."""

    nominated: dict[tuple[str, int], list[str]]
    voted: dict[tuple[str, int], list[str]]
    out: dict[str, tuple[str, int]]  # player -> ("night" | "day", number)
    checks: dict[str, list[str]]


def club_days(game: Game) -> ClubDays:
    setup = game.setup
    seat_of = {name: i for i, name in enumerate(setup.players, 1)}
    days = ClubDays({}, {}, {}, {})
    alive = set(setup.players)
    day = night = 0
    phase = "night"
    for e in game.events:
        j = e.to_json()
        kind = j["type"]
        if kind == "phase":
            phase = str(j["phase"])
            day, night = (j["number"], night) if phase == "day" else (day, j["number"])
        elif kind == "nomination":
            days.nominated.setdefault((str(j["by"]), day), []).append(str(seat_of[str(j["target"])]))
        elif kind == "tally":
            choice = {v: str(seat_of[c]) for c, voters in j["votes"].items() for v in voters}
            for name in sorted(alive, key=seat_of.__getitem__):
                days.voted.setdefault((name, day), []).append(choice.get(name, "·"))
        elif kind == "vote":  # the car crash's last vote: should the tied players all leave?
            yes = set(j["voters"])
            for name in sorted(alive, key=seat_of.__getitem__):
                days.voted.setdefault((name, day), []).append("+" if name in yes else "−")
        elif kind == "death":
            player = str(j["player"])
            alive.discard(player)
            days.out[player] = ("night", night) if j["cause"] == "night" else ("day", day)
        elif (act := act_by_event(str(kind))) is not None and act.behaviour.answers:
            sign = act.behaviour.sign(act, j.get("result"))
            named = [str(t) for t in j["targets"]] if "targets" in j else [str(j["target"])]
            cell = (
                sign.join(str(seat_of[t]) for t in named) if len(named) > 1 else f"{seat_of[named[0]]}{sign}"
            )
            days.checks.setdefault(str(j["by"]), []).append(cell)
    return days


def _club_fixed(record: Record, lang: str) -> tuple[float, float, float]:
    """The seat, name and role columns: the role column as wide as the longest role dealt needs at
    the table's type (a house rule's Телохранитель is longer than any preset's title), the name
    column as its longest word. Measured by letters, not by the font, so the pages can be laid out
    before any window exists."""
    seat_w, name_w, role_w = CLUB_FIXED
    rules = record.setup.rules
    longest = max((len(role_name(rules, r, lang)) for r in set(record.setup.roles)), default=0)
    # A name wraps at its spaces (a row has room for three lines), never inside a word.
    name_w = max([name_w] + [word_width(n) for n in record.setup.players])
    return seat_w, name_w, max(role_w, longest * TYPE * 0.68 + 1.6)


def protocol_title(rules: Rules, lang: str) -> str:
    """The game protocol's title on every page: "Game protocol" for the club's rules, with the
    rules' name under other presets ("Game protocol — Classic"). The club's or table's name is
    the header's, on the line under it."""
    return phrases.in_language_of(lang, phrases.protocol_title, rules)


@in_print_language
def club_protocol(record: Record, paper: str = "a4", lang: str = "en") -> Document:
    """The game protocol of rules with nominations, as clubs keep it: seats, nominations, every
    vote of each day, who went out when, checks and the result; as many days as the game can
    take, continued on more pages; then the game's pages."""
    game = replay(record)
    title = protocol_title(record.setup.rules, lang)
    doc = Document(title, paper, lang=lang)
    # A finished game's days; boxes for as many as the game can take while it goes on.
    days = max(1, game.days) if game.winner else max(max_rounds(record.setup), game.days)
    width = PAPERS[paper][1] - 2 * MARGIN
    room = width - sum(_club_fixed(record, lang))
    per_day = NOMINATES_MIN + VOTES_MIN
    last = int((room - sum(CLUB_TAIL)) // per_day)
    # The out and checks columns close the last page; earlier pages take more days.
    full = int(room // per_day)
    pages = 1
    while (pages - 1) * full + last < days:
        pages += 1
    closing = min(last, -(-days // pages))
    chunks = [range(r.start + 1, r.stop + 1) for r in _split(days - closing, full) if len(r)]
    chunks.append(range(days - closing + 1, days + 1))
    facts = club_days(game)
    rows_per = _rows_per_page(paper, CLUB_HEADER, 30, 6.0)
    row_chunks = _split(len(record.setup.players), rows_per)
    pages_list = [(rows, chunk) for rows in row_chunks for chunk in chunks]
    header = header_of(record)
    nights, shown = rounds_shown(record, game, days)
    game_pages = summary_pages(Summary(record, game, facts_of(game), lang, nights, shown, True), paper)
    total = len(pages_list) + len(game_pages)
    for n, (rows, chunk) in enumerate(pages_list):
        doc.pages.append(
            Page(
                drawing(
                    _club_page,
                    record,
                    game,
                    facts,
                    header,
                    paper,
                    lang,
                    rows,
                    chunk,
                    chunk.stop - 1 == days,
                    n,
                    total,
                ),
                landscape=True,
            )
        )
    _add_game_pages(doc, paper, lang, title, header, game_pages, total)
    return doc


def _club_page(
    p: QPainter,
    page: QRectF,
    record: Record,
    game: Game,
    facts: ClubDays,
    header: Header,
    paper: str,
    lang: str,
    seats: range,
    days: range,
    closing: bool,
    n: int,
    total: int,
) -> None:
    setup = record.setup
    rules = setup.rules
    width = PAPERS[paper][1] - 2 * MARGIN
    sheet_heading(p, paper, lang, protocol_title(rules, lang), header)
    tail = CLUB_TAIL if closing else ()
    fixed = _club_fixed(record, lang)
    room = width - sum(fixed) - sum(tail)
    per_day = min(32.0, room / max(1, len(days)))
    nominates = per_day * NOMINATES_MIN / (NOMINATES_MIN + VOTES_MIN)
    seat_w, name_w, role_w = fixed
    columns = [
        Column(seat_w, say(lang, "seat")),
        Column(name_w, say(lang, "name")),
        Column(role_w, say(lang, "role")),
    ]
    for d in days:
        heading = say(lang, "day", n=d)
        columns += [
            Column(nominates, say(lang, "club_nominates"), rotated=True, group=heading),
            Column(per_day - nominates, say(lang, "club_voted"), rotated=True, group=heading),
        ]
    if closing:
        columns += [Column(CLUB_TAIL[0], say(lang, "out")), Column(CLUB_TAIL[1], say(lang, "checks"))]
    rows = []
    for i in seats:
        name = setup.players[i]
        row = [numeral(i + 1, lang), name, role_name(rules, setup.roles[i], lang)]
        for d in days:
            row += [
                digits(joined(facts.nominated.get((name, d), []), lang), lang),
                digits(joined(facts.voted.get((name, d), []), lang), lang),
            ]
        if closing:
            phase, number = facts.out.get(name, ("", 0))
            went = (
                night_name(rules, number, lang)
                if phase == "night"
                else say(lang, phase, n=number)
                if phase
                else ""
            )
            row += [went, digits(" ".join(facts.checks.get(name, [])), lang)]
        rows.append(row)
    room_h = PAPERS[paper][0] - TOP - CLUB_HEADER - 44
    row_h = min(10.0, room_h / max(1, len(rows)))
    bottom = _table(p, MARGIN, TOP, columns, CLUB_HEADER, row_h, rows)
    fit_text(
        p,
        mm_rect(MARGIN, bottom + 2, width, 12),
        say(lang, "club_legend"),
        TYPE,
        colour=SOFT,
        flags=left_aligned(),
        min_mm=SMALLEST,
    )
    if closing and seats.stop == len(setup.players):
        result = phrases.in_language_of(lang, phrases.team_word, game.winner, "won") if game.winner else ""
        fit_text(
            p,
            mm_rect(MARGIN, bottom + 16, width, 8),
            f"{say(lang, 'result')}: {result}",
            4,
            bold=True,
            flags=left_aligned(),
        )
    footer(p, page, say(lang, "page", page=n + 1, pages=total) if total > 1 else say(lang, "generated"))


# --- the game log ------------------------------------------------------------------------------------


@in_print_language
def game_log(record: Record, paper: str = "a4", lang: str = "en") -> Document:
    """The whole game: the cards, then what happened in order (:func:`timeline`), page after
    page."""
    setup = record.setup
    rules = setup.rules
    game = replay(record)
    title = say(lang, "log_title", preset=preset_name(rules, lang))
    lines = timeline(game, lang)
    cards = [
        numbered(i, f"{phrases.isolate(n, lang=lang)} — {role_name(rules, setup.role_of(n), lang)}", lang)
        for i, n in enumerate(setup.players, 1)
    ]
    doc = Document(title, paper, lang=lang)
    height = PAPERS[paper][1]
    card_rows = -(-len(cards) // _card_columns(cards))
    per_page_first = int((height - 60 - 6 * card_rows - 20) // 6)
    chunks: list[list[tuple[str, bool]]] = []
    rest = lines
    first = True
    while first or rest:
        take = max(1, per_page_first) if first else int((height - 40) // 6)
        chunks.append(rest[:take])
        rest = rest[take:]
        first = False
    for n, chunk in enumerate(chunks):
        doc.pages.append(
            Page(
                drawing(_protocol_page, title, record, cards, chunk, n, len(chunks), paper, lang, game.winner)
            )
        )
    return doc


CARDS_IN_A_COLUMN = 20  # more cards than this are listed in two columns


def _card_columns(cards: list[str]) -> int:
    return 1 if len(cards) <= CARDS_IN_A_COLUMN else 2


def timeline(game: Game, lang: str) -> list[tuple[str, bool]]:
    """The game log's lines, (text, heading): each night and day as the table counts them, then
    what happened in it; each night's shot once, where the mafia first aimed (:func:`_shot_line`);
    no heading with nothing under it (a meeting night, where no one is shot, or the youth's first
    day, of talk only)."""
    rules = game.setup.rules
    lines: list[tuple[str, bool]] = []
    shots: list[dict[str, object]] = []  # the night's aims, as the engine told them
    at = 0  # the line of the night's shot

    def settle() -> None:
        if shots:
            lines[at] = (_shot_line(rules, shots, lang), False)
        shots.clear()

    for e in game.events:
        j = e.to_json()
        kind = str(j["type"])
        if kind == "phase":
            settle()
            number = int(j["number"])
            name = night_name(rules, number, lang) if j["phase"] == "night" else say(lang, "day", n=number)
            lines.append((name, True))
            continue
        act = act_by_event(kind)
        if act is not None and act.kind == "kill":
            if not shots:
                at = len(lines)
                lines.append(("", False))
            shots.append(j)
            continue
        text = event_line(rules, j, lang)
        if text:
            lines.append((text, False))
    settle()
    return [
        line for k, line in enumerate(lines) if not line[1] or (k + 1 < len(lines) and not lines[k + 1][1])
    ]


def _shot_line(rules: Rules, shots: list[dict[str, object]], lang: str) -> str:
    """A night's shot, once: what the mafia settled on (their final aims, :func:`final_shots`);
    one shooter's as the log says it ("Bob shot at Gus"), several agreeing "The mafia shot at
    Gus", and where their aims differ, each shooter's, in one line."""
    final = final_shots(rules, [(str(j["by"]), str(j["target"])) for j in shots])
    targets = list(dict.fromkeys(t for _, t in final))
    if len(final) == 1:
        by, target = final[0]
        last = next(j for j in reversed(shots) if j["by"] == by and j["target"] == target)
        return event_line(rules, last, lang) or say(lang, "mafia_shot", target=target)
    if len(targets) == 1:
        return say(lang, "mafia_shot", target=targets[0])
    aims = joined([say(lang, "mafia_aim", by=by, target=target) for by, target in final], lang)
    return say(lang, "mafia_split", shots=aims)


def _protocol_page(
    p: QPainter,
    page: QRectF,
    title: str,
    record: Record,
    cards: list[str],
    lines: Iterable[tuple[str, bool]],
    n: int,
    total: int,
    paper: str,
    lang: str,
    winner: str | None,
) -> None:
    left, width = 18.0, PAPERS[paper][0] - 36
    y = 15.0
    if n == 0:
        fit_text(p, mm_rect(left, y, width, 10), title, 6.5, bold=True, flags=left_aligned())
        y += 11
        verdict = phrases.in_language_of(lang, phrases.team_word, winner, "won") if winner else ""
        fit_text(
            p,
            mm_rect(left, y, width, 6),
            "   ".join(t for t in (verdict, say(lang, "seed", seed=record.setup.seed)) if t),
            3.4,
            colour=SOFT,
            flags=left_aligned(),
        )
        y += 9
        fit_text(p, mm_rect(left, y, width, 6), say(lang, "cards_dealt"), 4, bold=True, flags=left_aligned())
        y += 7
        columns = _card_columns(cards)
        rows = -(-len(cards) // columns)
        column_w = (width - 4) / columns
        for k, line in enumerate(cards):
            x, row = left + 4 + (k // rows) * column_w, k % rows
            fit_text(p, mm_rect(x, y + 6 * row, column_w - 2, 6), line, 3.4, flags=left_aligned())
        y += 6 * rows + 4
        fit_text(p, mm_rect(left, y, width, 6), say(lang, "timeline"), 4, bold=True, flags=left_aligned())
        y += 8
    for text, heading in lines:
        fit_text(
            p,
            mm_rect(left + (0 if heading else 4), y, width - 4, 6),
            text,
            3.4,
            bold=heading,
            flags=left_aligned(),
        )
        y += 6
    footer(p, page, say(lang, "page", page=n + 1, pages=total))
