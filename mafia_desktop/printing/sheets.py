"""The referee's sheet (the club protocol for club games) and a finished game's protocol.

Both sheets are tables as wide as a landscape page; a game longer than one page holds continues on
more pages (the seats and names again on each), so no column is ever too narrow for its words.
Each page carries the protocol's header, and after the tables come the game's pages
(:mod:`.protocol`): fouls, how each player left, the nights' shots, the votes, the best move, the
extra points, the points and the winner.
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
from mafia_desktop.printing.common import drawing, event_line, left_aligned, preset_name, role_name, say
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
    mm_rect,
)
from mafia_desktop.printing.protocol import (
    MARGIN,
    SMALLEST,
    TOP,
    TYPE,
    Header,
    Placed,
    Summary,
    draw_summary,
    facts_of,
    header_of,
    line_width,
    night_name,
    rounds_shown,
    sheet_heading,
    summary_pages,
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


def _header_cell(p: QPainter, rect: QRectF, text: str, size: float, rotated: bool) -> None:
    if not rotated:
        fit_text(p, rect, text, size, bold=True, min_mm=SMALLEST - 0.3)
        return
    p.save()
    p.translate(rect.left(), rect.bottom())
    p.rotate(-90)
    fit_text(p, QRectF(0, 0, rect.height(), rect.width()), text, size, bold=True, min_mm=SMALLEST - 0.3)
    p.restore()


def _table(
    p: QPainter,
    x: float,
    y: float,
    columns: list[Column],
    header_h: float,
    row_h: float,
    rows: list[list[str]],
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
                _header_cell(p, rect, s.header, TYPE, s.rotated)
                sx += s.width
            cx += width
            i += len(span)
            continue
        _header_cell(p, mm_rect(cx + 0.5, y + 0.5, c.width - 1, header_h - 1), c.header, TYPE, c.rotated)
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

REFEREE_FIXED = (12.0, 38.0, 28.0)  # seat, name, role
NAME_MOST = 48.0  # a name of 24 letters on one line


def _referee_fixed(record: Record) -> tuple[float, float, float]:
    """The seat, name and role columns: the name on one line, however many rows a page holds."""
    seat_w, name_w, role_w = REFEREE_FIXED
    names = [line_width(n) for n in record.setup.players]
    return seat_w, min(NAME_MOST, max([name_w] + names)), role_w


PHASE_MIN = 14.5  # the narrowest night or day column ("Night 12" whole at 2.8 mm)


def referee_sheet(record: Record, paper: str = "a4", lang: str = "en") -> Document:
    """Seats, names, roles, and a box for each night and day in the order the rules play them, as
    many as the game can take (landscape, continued on more pages), then the game's pages; the
    club protocol for club games, filled in with what happened so far."""
    setup = record.setup
    rules = setup.rules
    if rules.nominations:  # the club's protocol: nominations and votes by seat number
        return club_protocol(record, paper, lang)
    title = say(lang, "referee_title", preset=preset_name(rules, lang))
    doc = Document(title, paper)
    game = replay(record)
    rounds = max(max_rounds(setup), game.days, game.nights)
    phases: list[str] = []
    for n in range(1, rounds + 1):
        pair = [night_name(rules, n, lang), say(lang, "day", n=n)]
        phases += pair if night_first(rules) else pair[::-1]
    width = PAPERS[paper][1] - 2 * MARGIN
    room = width - sum(_referee_fixed(record))
    header_h = 9.0
    row_chunks = _split(len(setup.players), _rows_per_page(paper, header_h, 10, 5.0))
    # A page holds whole rounds (a night and its day), as many as fit.
    phase_chunks = [range(2 * r.start, 2 * r.stop) for r in _split(rounds, int(room // PHASE_MIN) // 2)]
    pages = [(rows, cols) for rows in row_chunks for cols in phase_chunks]
    header = header_of(record)
    nights, days = rounds_shown(record, game, rounds)
    game_pages = summary_pages(Summary(record, game, facts_of(game), lang, nights, days, False), paper)
    total = len(pages) + len(game_pages)
    for n, (rows, cols) in enumerate(pages):
        doc.pages.append(
            Page(
                drawing(_referee_page, record, paper, lang, title, header, phases, rows, cols, n, total),
                landscape=True,
            )
        )
    _add_game_pages(doc, paper, lang, title, header, game_pages, total)
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


def _referee_page(
    p: QPainter,
    page: QRectF,
    record: Record,
    paper: str,
    lang: str,
    title: str,
    header: Header,
    phases: list[str],
    seats: range,
    cols: range,
    n: int,
    total: int,
) -> None:
    setup = record.setup
    rules = setup.rules
    width = PAPERS[paper][1] - 2 * MARGIN
    sheet_heading(p, paper, lang, title, header)
    seat_w, name_w, role_w = _referee_fixed(record)
    col = min(26.0, (width - seat_w - name_w - role_w) / max(1, len(cols)))
    columns = [
        Column(seat_w, say(lang, "seat")),
        Column(name_w, say(lang, "name")),
        Column(role_w, say(lang, "role")),
    ]
    columns += [Column(col, phases[i]) for i in cols]
    rows = [
        [str(i + 1), setup.players[i], role_name(rules, setup.roles[i], lang)] + [""] * len(cols)
        for i in seats
    ]
    header_h = 9.0
    room = PAPERS[paper][0] - TOP - header_h - 24
    row_h = min(9.0, room / max(1, len(rows)))
    bottom = _table(p, MARGIN, TOP, columns, header_h, row_h, rows)
    if seats.stop == len(setup.players) and cols.stop == len(phases):  # the tables' last page
        fit_text(
            p, mm_rect(MARGIN, bottom + 3, width, 6), say(lang, "notes"), 3.4, bold=True, flags=left_aligned()
        )
    footer(p, page, say(lang, "page", page=n + 1, pages=total) if total > 1 else say(lang, "generated"))


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
            sign = "+" if j["result"] == act.finds else "−"
            days.checks.setdefault(str(j["by"]), []).append(f"{seat_of[str(j['target'])]}{sign}")
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


def club_protocol(record: Record, paper: str = "a4", lang: str = "en") -> Document:
    """The protocol clubs keep: seats, nominations, every vote of each day, who went out when,
    checks and the result; as many days as the game can take, continued on more pages."""
    game = replay(record)
    doc = Document(say(lang, "protocol_title"), paper)
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
    title = say(lang, "protocol_title") + " — " + preset_name(record.setup.rules, lang)
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
    sheet_heading(p, paper, lang, say(lang, "protocol_title") + " — " + preset_name(rules, lang), header)
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
        row = [str(i + 1), name, role_name(rules, setup.roles[i], lang)]
        for d in days:
            row += [", ".join(facts.nominated.get((name, d), [])), ", ".join(facts.voted.get((name, d), []))]
        if closing:
            phase, number = facts.out.get(name, ("", 0))
            went = (
                night_name(rules, number, lang)
                if phase == "night"
                else say(lang, phase, n=number)
                if phase
                else ""
            )
            row += [went, " ".join(facts.checks.get(name, []))]
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


# --- a finished game's protocol ---------------------------------------------------------------------------


def game_protocol(record: Record, paper: str = "a4", lang: str = "en") -> Document:
    """The whole game: the cards, then every event in order, page after page."""
    setup = record.setup
    rules = setup.rules
    game = replay(record)
    title = say(lang, "timeline_title", preset=preset_name(rules, lang))
    lines: list[tuple[str, bool]] = []
    for e in game.events:
        j = e.to_json()
        if j["type"] == "phase":
            lines.append((say(lang, str(j["phase"]), n=j["number"]), True))
            continue
        text = event_line(rules, j, lang)
        if text:
            lines.append((text, False))
    cards = [f"{i}. {n} — {role_name(rules, setup.role_of(n), lang)}" for i, n in enumerate(setup.players, 1)]
    doc = Document(title, paper)
    height = PAPERS[paper][1]
    per_page_first = int((height - 60 - 6 * len(cards) - 20) // 6)
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
            f"{verdict}   {say(lang, 'seed', seed=record.setup.seed)}",
            3.4,
            colour=SOFT,
            flags=left_aligned(),
        )
        y += 9
        fit_text(p, mm_rect(left, y, width, 6), say(lang, "cards_dealt"), 4, bold=True, flags=left_aligned())
        y += 7
        for line in cards:
            fit_text(p, mm_rect(left + 4, y, width - 4, 6), line, 3.4, flags=left_aligned())
            y += 6
        y += 4
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
