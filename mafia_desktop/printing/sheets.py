"""The referee's sheet (the club protocol for club games) and a finished game's protocol."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter, QPen

from mafia_desktop.engine.record import Record, replay
from mafia_desktop.engine.roles import act_by_event
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

# --- the referee's sheet and the club protocol ---------------------------------------------------------


def referee_sheet(record: Record, paper: str = "a4", lang: str = "en") -> Document:
    """Seats, names, roles, and boxes for each night and day (landscape); the club protocol for
    club games, filled in with what happened so far."""
    rules = record.setup.rules
    if rules.nominations:  # the club's protocol: nominations and votes by seat number
        return club_protocol(record, paper, lang)
    doc = Document(say(lang, "referee_title", preset=preset_name(rules, lang)), paper)
    rounds = max(4, min(6, (len(record.setup.players) + 1) // 2))
    doc.pages.append(Page(lambda p, r: _referee_page(p, r, record, paper, lang, rounds), landscape=True))
    return doc


def _table(
    p: QPainter,
    x: float,
    y: float,
    widths: list[float],
    row_h: float,
    header: list[str],
    rows: list[list[str]],
) -> float:
    """A ruled table in mm; returns the y below it."""
    p.setPen(QPen(INK, 0.25 * MM))
    total = sum(widths)
    p.drawRect(mm_rect(x, y, total, row_h * (len(rows) + 1)))
    cx = x
    for w, text in zip(widths, header, strict=True):
        fit_text(p, mm_rect(cx + 1, y + 0.5, w - 2, row_h - 1), text, min(3.4, row_h * 0.45), bold=True)
        cx += w
    for r, row in enumerate(rows, start=1):
        top = y + r * row_h
        p.setPen(QPen(LINE, 0.15 * MM))
        p.drawLine(QPointF(x * MM, top * MM), QPointF((x + total) * MM, top * MM))
        cx = x
        for w, text in zip(widths, row, strict=True):
            if text:
                fit_text(p, mm_rect(cx + 1, top + 0.5, w - 2, row_h - 1), text, min(3.4, row_h * 0.45))
            cx += w
    cx = x
    p.setPen(QPen(LINE, 0.15 * MM))
    for w in widths[:-1]:
        cx += w
        p.drawLine(QPointF(cx * MM, y * MM), QPointF(cx * MM, (y + row_h * (len(rows) + 1)) * MM))
    return y + row_h * (len(rows) + 1)


def _referee_page(p: QPainter, page: QRectF, record: Record, paper: str, lang: str, rounds: int) -> None:
    setup = record.setup
    rules = setup.rules
    width = PAPERS[paper][1] - 30
    fit_text(
        p,
        mm_rect(15, 10, width, 10),
        say(lang, "referee_title", preset=preset_name(rules, lang)),
        6,
        bold=True,
        flags=left_aligned(),
    )
    header = [say(lang, "seat"), say(lang, "name"), say(lang, "role")]
    for n in range(1, rounds + 1):
        header += [say(lang, "night", n=n), say(lang, "day", n=n)]
    fixed = [14.0, 44.0, 32.0]
    col = (width - sum(fixed)) / (2 * rounds)
    rows = [
        [str(i), name, role_name(rules, setup.role_of(name), lang)] + [""] * (2 * rounds)
        for i, name in enumerate(setup.players, 1)
    ]
    row_h = min(9.0, (PAPERS[paper][0] - 45) / (len(rows) + 1))
    bottom = _table(p, 15, 24, fixed + [col] * (2 * rounds), row_h, header, rows)
    fit_text(p, mm_rect(15, bottom + 3, width, 6), say(lang, "notes"), 3.4, bold=True, flags=left_aligned())
    footer(p, page, say(lang, "generated"))


def club_protocol(record: Record, paper: str = "a4", lang: str = "en") -> Document:
    """The protocol clubs keep: seats 1-10, nominations, votes, kills, checks and the result."""
    doc = Document(say(lang, "protocol_title"), paper)
    doc.pages.append(Page(lambda p, r: _club_page(p, r, record, paper, lang), landscape=True))
    return doc


def _club_page(p: QPainter, page: QRectF, record: Record, paper: str, lang: str) -> None:
    setup = record.setup
    rules = setup.rules
    game = replay(record)
    seat_of = {name: i for i, name in enumerate(setup.players, 1)}
    days = max(4, game.days)
    nominated: dict[tuple[str, int], str] = {}
    voted: dict[tuple[str, int], str] = {}
    out: dict[str, str] = {}
    checks: dict[str, list[str]] = {}
    day = night = 0
    for e in game.events:
        j = e.to_json()
        if j["type"] == "phase":
            day, night = (j["number"], night) if j["phase"] == "day" else (day, j["number"])
        elif j["type"] == "nomination":
            nominated[(str(j["by"]), day)] = str(seat_of[str(j["target"])])
        elif j["type"] == "tally":
            for candidate, voters in j["votes"].items():
                for v in voters:
                    voted[(v, day)] = str(seat_of[candidate])
        elif j["type"] == "death":
            out[str(j["player"])] = (
                say(lang, "night", n=night) if j["cause"] == "night" else say(lang, "day", n=day)
            )
        elif (act := act_by_event(str(j["type"]))) is not None and act.kind == "check":
            sign = "+" if j["result"] == act.finds else "−"
            checks.setdefault(str(j["by"]), []).append(f"{seat_of[str(j['target'])]}{sign}")
    width = PAPERS[paper][1] - 30
    fit_text(
        p,
        mm_rect(15, 10, width, 10),
        say(lang, "protocol_title") + " — " + preset_name(rules, lang),
        6,
        bold=True,
        flags=left_aligned(),
    )
    header = [say(lang, "seat"), say(lang, "name"), say(lang, "role")]
    header += [f"{say(lang, 'nominations')} {say(lang, 'day', n=d)}" for d in range(1, days + 1)]
    header += [f"{say(lang, 'votes')} {say(lang, 'day', n=d)}" for d in range(1, days + 1)]
    header += [say(lang, "out"), say(lang, "checks")]
    rows = []
    for name, seat in seat_of.items():
        row = [str(seat), name, role_name(rules, setup.role_of(name), lang)]
        row += [nominated.get((name, d), "") for d in range(1, days + 1)]
        row += [voted.get((name, d), "") for d in range(1, days + 1)]
        row += [out.get(name, ""), " ".join(checks.get(name, []))]
        rows.append(row)
    fixed = [12.0, 36.0, 26.0]
    tail = [22.0, 28.0]
    col = (width - sum(fixed) - sum(tail)) / (2 * days)
    bottom = _table(p, 15, 24, fixed + [col] * (2 * days) + tail, 10.0, header, rows)
    result = ""
    if game.winner:
        result = say(lang, f"winner_{game.winner}")
    fit_text(
        p,
        mm_rect(15, bottom + 4, width, 8),
        f"{say(lang, 'result')}: {result}",
        4,
        bold=True,
        flags=left_aligned(),
    )
    footer(p, page, say(lang, "generated"))


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
        verdict = say(lang, f"winner_{winner}") if winner else ""
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
