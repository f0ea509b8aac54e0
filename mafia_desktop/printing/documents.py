"""The printable documents: role cards with their backs, the playing-card recipe, fold-over cards,
the referee's sheet (the club protocol for club games) and a finished game's protocol."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPen

from mafia_desktop import phrases
from mafia_desktop.engine.record import Record, replay
from mafia_desktop.engine.roles import ROLES, act_by_event, is_mafia, meets_mafia
from mafia_desktop.engine.rules import Rules
from mafia_desktop.printing.pages import (
    ACCENT,
    INK,
    LINE,
    MM,
    PAPERS,
    SOFT,
    Document,
    Page,
    cut_marks,
    dashed,
    emblem,
    fit_text,
    footer,
    mm_rect,
    tint,
)

CARD_W, CARD_H = 63.0, 88.0  # poker size, mm
# The catalogue's words, in the language of the page (not necessarily the app's).


def say(lang: str, key: str, **params: object) -> str:
    with phrases.speaking(lang):
        return phrases.print_text(key, **params)


def preset_name(rules: Rules, lang: str) -> str:
    return phrases.in_language_of(lang, phrases.preset_name, rules.preset)


def role_name(rules: Rules, role: str, lang: str) -> str:
    return phrases.in_language_of(lang, phrases.role_name, rules, role)


def duty(rules: Rules, role: str, lang: str) -> str:
    return phrases.in_language_of(lang, phrases.role_duty, rules, role)


def card_name(code: str, lang: str) -> str:
    return phrases.in_language_of(lang, phrases.card_name, code)


def event_line(rules: Rules, event: dict[str, object], lang: str) -> str | None:
    with phrases.speaking(lang):
        return phrases.event_text(event, rules)


def _role_order() -> list[str]:
    """Roles in print order: the mafia's first, then the town's, civilians last (the registry's
    order within each)."""
    return sorted(ROLES, key=lambda r: (not is_mafia(r), r == "civilian"))


def dealt_list(counts: dict[str, int]) -> list[str]:
    """One role per card, grouped (the cards are shuffled by hand after cutting)."""
    return [role for role in _role_order() for _ in range(counts.get(role, 0))]


def _grid(paper: str, cols: int, rows: int, w: float, h: float) -> tuple[float, float]:
    pw, ph = PAPERS[paper]
    return (pw - cols * w) / 2, (ph - rows * h) / 2


# --- role cards ---------------------------------------------------------------------------------


def role_cards(
    rules: Rules, counts: dict[str, int], paper: str = "a4", lang: str = "en", seed: int | None = None
) -> Document:
    """One poker-size card per player, nine a sheet, each sheet followed by its backs (mirrored for
    a long-edge flip), with cut marks. With ``seed`` the cards come in a shuffled order."""
    roles = dealt_list(counts)
    if seed is not None:
        random.Random(f"print:{seed}").shuffle(roles)
    doc = Document(say(lang, "role_cards", preset=preset_name(rules, lang), players=len(roles)), paper)
    per_page = 9
    sheets = [roles[i : i + per_page] for i in range(0, len(roles), per_page)]
    for n, sheet in enumerate(sheets):
        doc.pages.append(Page(_drawing(_card_fronts, rules, sheet, paper, lang, n, len(sheets))))
        doc.pages.append(Page(_drawing(_card_backs, len(sheet), paper, lang)))
    return doc


def _card_slots(count: int, paper: str, mirror: bool = False) -> list[tuple[float, float]]:
    x0, y0 = _grid(paper, 3, 3, CARD_W, CARD_H)
    out = []
    for i in range(count):
        col, row = i % 3, i // 3
        if mirror:
            col = 2 - col
        out.append((x0 + col * CARD_W, y0 + row * CARD_H))
    return out


def _grid_lines(paper: str) -> tuple[list[float], list[float]]:
    x0, y0 = _grid(paper, 3, 3, CARD_W, CARD_H)
    return [x0 + i * CARD_W for i in range(4)], [y0 + i * CARD_H for i in range(4)]


def _drawing(draw: Callable[..., None], *args: object) -> Callable[[QPainter, QRectF], None]:
    """A page's drawing: ``draw(painter, page, *args)``, with the arguments as they are now (not
    as a loop leaves them)."""
    return lambda p, r: draw(p, r, *args)


def _card_fronts(
    p: QPainter, page: QRectF, rules: Rules, roles: list[str], paper: str, lang: str, n: int, total: int
) -> None:
    xs, ys = _grid_lines(paper)
    cut_marks(p, xs, ys)
    for (x, y), role in zip(_card_slots(len(roles), paper), roles, strict=True):
        _card_front(p, x, y, rules, role, lang)
    fit_text(p, mm_rect(xs[0], ys[0] - 11, xs[-1] - xs[0], 4), say(lang, "cut"), 2.8, colour=SOFT)
    footer(p, page, say(lang, "page", page=2 * n + 1, pages=2 * total))


def _card_front(p: QPainter, x: float, y: float, rules: Rules, role: str, lang: str) -> None:
    inner = mm_rect(x + 3, y + 3, CARD_W - 6, CARD_H - 6)
    p.setPen(QPen(LINE, 0.3 * MM))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(inner, 3 * MM, 3 * MM)
    fit_text(
        p,
        mm_rect(x + 6, y + 7, CARD_W - 12, 6),
        say(lang, "card_rules", preset=preset_name(rules, lang)),
        3.0,
        colour=SOFT,
    )
    colour = ACCENT if is_mafia(role) else INK
    fit_text(
        p,
        mm_rect(x + 6, y + 26, CARD_W - 12, 16),
        role_name(rules, role, lang),
        8.0,
        bold=True,
        colour=colour,
    )
    fit_text(p, mm_rect(x + 7, y + 46, CARD_W - 14, 24), duty(rules, role, lang), 3.4)
    card = card_name(ROLES[role].card(rules.preset), lang)
    fit_text(p, mm_rect(x + 6, y + 74, CARD_W - 12, 6), card, 2.6, italic=True, colour=SOFT)


def _card_backs(p: QPainter, page: QRectF, count: int, paper: str, lang: str) -> None:
    xs, ys = _grid_lines(paper)
    cut_marks(p, xs, ys)
    for x, y in _card_slots(count, paper, mirror=True):
        _card_back(p, x, y)
    fit_text(p, mm_rect(xs[0], ys[0] - 11, xs[-1] - xs[0], 4), say(lang, "backs"), 2.8, colour=SOFT)


def _card_back(p: QPainter, x: float, y: float) -> None:
    """Every back is the same: a bleed of fine hatching and the emblem. No role, no number."""
    area = mm_rect(x + 1, y + 1, CARD_W - 2, CARD_H - 2)
    tint(p, area, 2.0, LINE)
    centre = QPointF((x + CARD_W / 2) * MM, (y + CARD_H / 2) * MM)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(Qt.GlobalColor.white)
    p.drawEllipse(centre, 20 * MM, 20 * MM)
    emblem(p, centre, 16 * MM)


# --- the playing-card recipe ---------------------------------------------------------------------


def recipe_lines(rules: Rules, counts: dict[str, int], lang: str) -> list[str]:
    return [
        say(
            lang,
            "recipe_line",
            count=n,
            card=card_name(ROLES[role].card(rules.preset), lang),
            role=role_name(rules, role, lang),
        )
        for role in _role_order()
        if (n := counts.get(role, 0))
    ]


def recipe(rules: Rules, counts: dict[str, int], paper: str = "a4", lang: str = "en") -> Document:
    players = sum(counts.values())
    title = say(lang, "recipe_title", preset=preset_name(rules, lang), players=players)
    doc = Document(title, paper)

    def draw(p: QPainter, page: QRectF) -> None:
        left, width = 20.0, PAPERS[paper][0] - 40
        fit_text(p, mm_rect(left, 20, width, 12), title, 7, bold=True, flags=_left())
        fit_text(p, mm_rect(left, 36, width, 12), say(lang, "recipe_intro"), 4, flags=_left())
        y = 52.0
        for line in recipe_lines(rules, counts, lang):
            fit_text(p, mm_rect(left + 6, y, width - 6, 10), line, 5.2, flags=_left())
            y += 11
        fit_text(
            p,
            mm_rect(left, y + 4, width, 8),
            say(lang, "recipe_total", count=players),
            4,
            bold=True,
            flags=_left(),
        )
        y += 20
        for role in _role_order():
            if counts.get(role):
                fit_text(
                    p, mm_rect(left, y, 40, 9), role_name(rules, role, lang), 3.6, bold=True, flags=_left()
                )
                fit_text(p, mm_rect(left + 42, y, width - 42, 9), duty(rules, role, lang), 3.4, flags=_left())
                y += 10
        footer(p, page, say(lang, "generated"))

    doc.pages.append(Page(draw))
    return doc


def _left() -> object:
    return Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap


# --- fold-over cards ---------------------------------------------------------------------------------

FOLD_W, PANEL_H = 63.0, 40.0  # three panels: outside (the name), inside (the role), the flap


def fold_over(record: Record, paper: str = "a4", lang: str = "en") -> Document:
    """A card per player for a deal the app made: name and seat outside, the role inside the fold
    (covered by a flap), six a sheet."""
    setup = record.setup
    rules = setup.rules
    doc = Document(say(lang, "fold_title", preset=preset_name(rules, lang)), paper)
    people = list(enumerate(setup.players, start=1))
    for start in range(0, len(people), 6):
        chunk = people[start : start + 6]
        doc.pages.append(Page(_drawing(_fold_page, record, chunk, paper, lang)))
    return doc


def fold_panels(paper: str, index: int) -> tuple[QRectF, QRectF, QRectF]:
    """The outside, inside and flap rectangles (in drawing units) of card ``index`` on a sheet."""
    x0, y0 = _grid(paper, 3, 2, FOLD_W, 3 * PANEL_H)
    col, row = index % 3, index // 3
    x, y = x0 + col * FOLD_W, y0 + row * 3 * PANEL_H
    return (
        mm_rect(x, y, FOLD_W, PANEL_H),
        mm_rect(x, y + PANEL_H, FOLD_W, PANEL_H),
        mm_rect(x, y + 2 * PANEL_H, FOLD_W, PANEL_H),
    )


def _fold_page(
    p: QPainter, page: QRectF, record: Record, people: list[tuple[int, str]], paper: str, lang: str
) -> None:
    setup = record.setup
    rules = setup.rules
    x0, y0 = _grid(paper, 3, 2, FOLD_W, 3 * PANEL_H)
    xs = [x0 + i * FOLD_W for i in range(4)]
    ys = [y0, y0 + 3 * PANEL_H, y0 + 6 * PANEL_H]
    cut_marks(p, xs, ys)
    fit_text(p, mm_rect(xs[0], y0 - 14, xs[-1] - xs[0], 8), say(lang, "fold_instructions"), 3.0, colour=SOFT)
    mafia = [n for n in setup.players if meets_mafia(setup.role_of(n))]
    for i, (seat, name) in enumerate(people):
        outside, inside, flap = fold_panels(paper, i)
        role = setup.role_of(name)
        # Outside: the name and seat, and nothing else.
        fit_text(p, outside.adjusted(4 * MM, 6 * MM, -4 * MM, -16 * MM), name, 8.0, bold=True)
        fit_text(
            p,
            outside.adjusted(4 * MM, 26 * MM, -4 * MM, -5 * MM),
            say(lang, "fold_seat", seat=seat),
            4.0,
            colour=SOFT,
        )
        # Inside: the role, over a light tint so it does not show through the paper.
        tint(p, inside.adjusted(1 * MM, 1 * MM, -1 * MM, -1 * MM), 1.0)
        box = inside.adjusted(4 * MM, 3 * MM, -4 * MM, -3 * MM)
        fit_text(
            p, QRectF(box.left(), box.top(), box.width(), 5 * MM), say(lang, "fold_inside"), 3.0, colour=SOFT
        )
        fit_text(
            p,
            QRectF(box.left(), box.top() + 6 * MM, box.width(), 11 * MM),
            role_name(rules, role, lang),
            6.5,
            bold=True,
        )
        words = duty(rules, role, lang)
        if meets_mafia(role) and rules.mafia_meet:
            words += " " + say(lang, "mates", names=", ".join(m for m in mafia if m != name))
        fit_text(p, QRectF(box.left(), box.top() + 18 * MM, box.width(), box.height() - 18 * MM), words, 2.8)
        # The flap covers the role; its hatching hides what is behind it.
        tint(p, flap.adjusted(1 * MM, 1 * MM, -1 * MM, -1 * MM), 1.0, INK)
        label = flap.adjusted(6 * MM, 14 * MM, -6 * MM, -14 * MM)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(Qt.GlobalColor.white)
        p.drawRect(label)
        fit_text(p, label, say(lang, "fold_flap"), 2.6, colour=SOFT)
        for line_y in (outside.bottom(), inside.bottom()):
            dashed(p, QPointF(outside.left(), line_y), QPointF(outside.right(), line_y))
        p.setPen(QPen(LINE, 0.2 * MM))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRect(QRectF(outside.topLeft(), flap.bottomRight()))
    footer(p, page, say(lang, "generated"))


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
        flags=_left(),
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
    fit_text(p, mm_rect(15, bottom + 3, width, 6), say(lang, "notes"), 3.4, bold=True, flags=_left())
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
        flags=_left(),
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
        p, mm_rect(15, bottom + 4, width, 8), f"{say(lang, 'result')}: {result}", 4, bold=True, flags=_left()
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
                _drawing(
                    _protocol_page, title, record, cards, chunk, n, len(chunks), paper, lang, game.winner
                )
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
        fit_text(p, mm_rect(left, y, width, 10), title, 6.5, bold=True, flags=_left())
        y += 11
        verdict = say(lang, f"winner_{winner}") if winner else ""
        fit_text(
            p,
            mm_rect(left, y, width, 6),
            f"{verdict}   {say(lang, 'seed', seed=record.setup.seed)}",
            3.4,
            colour=SOFT,
            flags=_left(),
        )
        y += 9
        fit_text(p, mm_rect(left, y, width, 6), say(lang, "cards_dealt"), 4, bold=True, flags=_left())
        y += 7
        for line in cards:
            fit_text(p, mm_rect(left + 4, y, width - 4, 6), line, 3.4, flags=_left())
            y += 6
        y += 4
        fit_text(p, mm_rect(left, y, width, 6), say(lang, "timeline"), 4, bold=True, flags=_left())
        y += 8
    for text, heading in lines:
        fit_text(
            p, mm_rect(left + (0 if heading else 4), y, width - 4, 6), text, 3.4, bold=heading, flags=_left()
        )
        y += 6
    footer(p, page, say(lang, "page", page=n + 1, pages=total))
