"""What a sport club's referee writes on every game's protocol (the FIIM rules), for the game
protocol (:func:`~mafia_desktop.printing.sheets.game_protocol`) and the referee's sheet: the
header, and the game's page.

The header (on every page of both) is the record's app member ``protocol`` (date, club or table,
game number, referee) and ``series``, read leniently: what is missing or unusable is a blank line
to write on; the date is written as the page's language writes it. The game's page (one or more
landscape pages, after the club's table where the rules nominate) has, for every seat, the four
foul boxes (замечания) with the fouls given ticked, how and when the player left and their
points; each night's shot and whether it hit, with the checks; each day's votes; the best move
and its points; the referee's extra points with their reasons; the winner. What has been played
is filled in from the record; the rest are empty boxes, as many as the game can take. The
protocol shows every role already (it is the referee's): nothing here shows a role it did not.

Pages are laid out before any window exists, so text is measured by its letters, generously:
every box is big enough for its words at the tables' type (never below :data:`SMALLEST`).
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass, field
from datetime import date as Date
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPen

from mafia_desktop import phrases
from mafia_desktop.engine.game import Game
from mafia_desktop.engine.record import Record
from mafia_desktop.engine.roles import NIGHT_ACTS, ROLES, act_by_event, team_of
from mafia_desktop.engine.rules import Rules
from mafia_desktop.engine.sport import LEAVING_POINTS, REMOVED_AT, best_move_points, points
from mafia_desktop.printing.common import joined, left_aligned, numeral, role_name, say
from mafia_desktop.printing.pages import INK, LINE, MM, PAPERS, SOFT, fit_text, footer, mm_rect

MARGIN = 12.0  # mm, every side of a landscape sheet (printers leave 6.35 mm at most unprinted)
TITLE_Y, TITLE_H = 7.5, 8.0  # the sheet's title
BAND_Y, BAND_H = 16.4, 5.6  # the header: date, club, game, referee, series
TOP = 24.0  # where a sheet's tables start, below its title and header
BOTTOM = 14.0  # mm kept clear above the paper's bottom edge (the footer is there)
TYPE = 2.8  # mm, the type of the tables (the smallest is 2.5 mm, where a long word must shrink)
SMALLEST = 2.5
LINE_H = TYPE * 1.2  # a line of the tables' type
PAD = 1.6  # a cell's room above and below its lines
ROW_MIN = 6.0  # a row to write in by hand
HEADING = 6.0  # a block's heading, above its table
BAND = 5.0  # a group's heading over its columns
GAP = 4.0  # between blocks, one above the other
COLUMNS = 3  # the game's page flows its blocks in three columns
COLUMN_GAP = 6.0
SPLIT_ROWS = 3  # the fewest rows of a block in a column, where it is continued in the next
TICK = "✓"  # a foul given
DASH = "—"  # nothing happened (a night without a shot, a day without a vote)
# Letters that are wider or narrower than most, and how much wider bold type is (DejaVu Sans).
WIDE = frozenset("ШЩЖЮФМЫWMшщжюфмыwmЭэ—")
NARROW = frozenset(".,:;!|'()[]ilIjtf")
MIDDLING = frozenset("crsz")  # 0.41 to 0.55 em (bold 0.49 to 0.60)
# The other Latin small letters and the digits: at most 0.64 em (bold 0.72); Cyrillic's run to 0.67.
LATIN = frozenset("abdeghknopquvxy0123456789")
BOLDER = 1.14

# The header's texts: at most as long as set-up lets them be typed (a longer one, from another
# tool, is cut).
HEADER_MOST = {"club": 40, "referee": 24, "series": 40}
ISO_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


def width(paper: str) -> float:
    """The width a landscape sheet's tables have."""
    return PAPERS[paper][1] - 2 * MARGIN


def bottom(paper: str) -> float:
    """The lowest a landscape sheet's tables may reach."""
    return PAPERS[paper][0] - BOTTOM


def night_name(rules: Rules, number: int, lang: str) -> str:
    """A night as the table counts it (after a meeting night, the club's zero night, from 1)."""
    return say(lang, "night", n=phrases.night_number(rules, number))


def title(p: QPainter, paper: str, text: str) -> None:
    fit_text(p, mm_rect(MARGIN, TITLE_Y, width(paper), TITLE_H), text, 6, bold=True, flags=left_aligned())


# --- the header --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Header:
    """The protocol's header as printed: each member a text, empty where the record has none."""

    date: str = ""
    club: str = ""
    game: str = ""
    referee: str = ""
    series: str = ""


def _text(value: object, most: int) -> str:
    if not isinstance(value, str):
        return ""
    text = " ".join(value.split())
    return text if len(text) <= most else text[: most - 1] + "…"


def header_of(record: Record) -> Header:
    """The record's ``protocol`` and ``series`` members, leniently: a member missing or of the
    wrong kind is empty (a date must be a real ``YYYY-MM-DD``, a game number a whole number)."""
    raw = record.note("protocol")
    protocol: dict[str, Any] = raw if isinstance(raw, dict) else {}
    day = protocol.get("date")
    try:
        shown = (
            Date.fromisoformat(day).isoformat() if isinstance(day, str) and ISO_DATE.fullmatch(day) else ""
        )
    except ValueError:  # (a day that is not in the calendar)
        shown = ""
    number = protocol.get("game")
    game = (
        str(number)
        if isinstance(number, int) and not isinstance(number, bool) and 0 <= number < 10**9
        else ""
    )
    return Header(
        date=shown,
        club=_text(protocol.get("club"), HEADER_MOST["club"]),
        game=game,
        referee=_text(protocol.get("referee"), HEADER_MOST["referee"]),
        series=_text(record.note("series"), HEADER_MOST["series"]),
    )


def sheet_heading(p: QPainter, paper: str, lang: str, text: str, header: Header) -> None:
    """A sheet's title, with the series on its right where the record names one, and under it the
    header's line: each member's word, then its value on a line to write on."""
    title(p, paper, text)
    if header.series:
        left = MARGIN + _ems(text, True) * 6 + 8
        series = f"{say(lang, 'header_series')}: {header.series}"
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        rect = mm_rect(left, TITLE_Y, MARGIN + width(paper) - left, TITLE_H)
        fit_text(p, rect, series, 3.4, bold=True, colour=SOFT, flags=right, min_mm=SMALLEST)
    # The date as the page's language writes it ("14 March 2025", «14 марта 2025»).
    day = phrases.in_language_of(lang, phrases.date_text, header.date) if header.date else ""
    fields = [
        ("header_date", day, 22.0),
        ("header_club", header.club, 60.0),
        ("header_game", phrases.in_language_of(lang, phrases.digits, header.game), 14.0),
        ("header_referee", header.referee, 44.0),
    ]
    gap = 5.0
    labels = [say(lang, key) + ":" for key, _, _ in fields]
    label_w = [line_width(label, True) for label in labels]
    # Each value's line as long as the value (or a blank's), all of them shortened alike where
    # that is more than the sheet's width (the values' type then shrinks a little).
    need = [max(blank, line_width(value)) for _, value, blank in fields]
    room = width(paper) - sum(label_w) - gap * (len(fields) - 1)
    grow = room / sum(need)
    x = MARGIN
    for (_, value, _), label, lw, line_w in zip(fields, labels, label_w, need, strict=True):
        line_w *= grow
        fit_text(p, mm_rect(x, BAND_Y, lw, BAND_H), label, TYPE, bold=True, colour=SOFT, flags=left_aligned())
        p.setPen(QPen(LINE, 0.15 * MM))
        base = BAND_Y + BAND_H - 0.6
        p.drawLine(QPointF((x + lw) * MM, base * MM), QPointF((x + lw + line_w) * MM, base * MM))
        if value:
            rect = mm_rect(x + lw + 0.6, BAND_Y, line_w - 0.8, BAND_H - 0.8)
            flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
            fit_text(p, rect, value, TYPE, flags=flags, min_mm=SMALLEST)
        x += lw + line_w + gap


# --- what the record says ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Leaving:
    """How a player left (``vote``, ``shot``, ``killed``, ``fouls``, ``time_limit``) and when:
    the phase (``night`` | ``day``) and its number, as the engine counts them."""

    how: str
    phase: str
    number: int


@dataclass(slots=True)
class NightFacts:
    """One night: the mafia's final shots (by, target: see :func:`final_shots`), the checks
    (act -> target, found), who died, whether the shot was saved, and whether the night is
    over."""

    shots: list[tuple[str, str]] = field(default_factory=list)
    checks: dict[str, list[tuple[tuple[str, ...], str]]] = field(
        default_factory=dict
    )  # act -> (targets, sign)
    deaths: list[str] = field(default_factory=list)
    saved: list[str | None] = field(default_factory=list)
    over: bool = False

    def targets(self) -> list[str]:
        return list(dict.fromkeys(t for _, t in self.shots))

    def result(self) -> str:
        """``hit``, ``saved``, ``missed``, or "" while the night goes on."""
        if not self.over:
            return ""
        targets = self.targets()
        if any(t in self.deaths for t in targets):
            return "hit"
        if targets and any(s is None or s in targets for s in self.saved):
            return "saved"
        return "missed"


@dataclass(slots=True)
class DayFacts:
    """One day: its tallies and votes (transcript events, in order) and whether it is over."""

    votes: list[dict[str, Any]] = field(default_factory=list)
    over: bool = False


@dataclass(slots=True)
class Facts:
    """What the game's page shows, from a replayed game."""

    fouls: dict[str, int]
    left: dict[str, Leaving]
    nights: dict[int, NightFacts]
    days: dict[int, DayFacts]
    best_move: tuple[str, tuple[str, ...], int] | None
    extra: list[tuple[str, float, str]]
    points: dict[str, float] | None
    winner: str | None
    # the federation's house rules: the Don's shooting order (by, whom in order), the referee's
    # removals (player, reason)
    shooting_order: tuple[str, tuple[str, ...]] | None = None
    removals: tuple[tuple[str, str], ...] = ()


def facts_of(game: Game) -> Facts:
    """Read the game's events once: the nights, the days, and how each player left."""
    nights: dict[int, NightFacts] = {}
    days: dict[int, DayFacts] = {}
    left: dict[str, Leaving] = {}
    phase, number = "", 0
    current: NightFacts | DayFacts | None = None
    for e in game.events:
        j = e.to_json()
        kind = str(j["type"])
        if kind in ("phase", "win") and current is not None:
            current.over = True
        if kind == "phase":
            phase, number = str(j["phase"]), int(j["number"])
            current = (
                nights.setdefault(number, NightFacts())
                if phase == "night"
                else days.setdefault(number, DayFacts())
            )
        elif kind in ("tally", "vote") and isinstance(current, DayFacts):
            current.votes.append(j)
        elif kind == "saved" and isinstance(current, NightFacts):
            current.saved.append(j.get("player"))
        elif kind == "guarded" and isinstance(current, NightFacts):
            current.saved.append(str(j["player"]))
        elif kind == "death":
            player, cause = str(j["player"]), str(j["cause"])
            how = cause if cause in ("vote", *LEAVING_POINTS, "time_limit") else "killed"
            if cause == "night" and isinstance(current, NightFacts):
                current.deaths.append(player)
                if player in current.targets():
                    how = "shot"
            left.setdefault(player, Leaving(how, phase or "day", number))
        elif (act := act_by_event(kind)) is not None and isinstance(current, NightFacts):
            if act.kind == "kill":
                aim = (str(j["by"]), str(j["target"]))
                current.shots = final_shots(game.setup.rules, [*current.shots, aim])
            elif act.behaviour.answers:
                named = tuple(str(t) for t in j["targets"]) if "targets" in j else (str(j["target"]),)
                sign = act.behaviour.sign(act, j.get("result"))
                current.checks.setdefault(act.id, []).append((named, sign))
    return Facts(
        fouls=dict(game.fouls),
        left=left,
        nights=nights,
        days=days,
        best_move=game.best_move,
        extra=list(game.extra_points),
        points=points(game),
        winner=game.winner,
        shooting_order=game.shooting_order,
        removals=tuple(game.removals),
    )


def final_shots(rules: Rules, shots: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The shots a night's mafia settled on, from every aim taken in order (a mafioso may change
    their aim until the night ends): under ``kill: team`` the team's one choice, the last aim
    taken; otherwise each shooter's last aim, in the order the shooters first aimed."""
    if not shots:
        return []
    if rules.kill == "team":
        return [shots[-1]]
    last = {by: target for by, target in shots}
    return [(by, last[by]) for by in dict.fromkeys(by for by, _ in shots)]


def checking_acts(record: Record) -> list[tuple[str, str]]:
    """The acts of the deal that answer (the Don's check, the Sheriff's), with the role making
    each, in the order the night calls them."""
    rules = record.setup.rules
    order = list(rules.night_order)
    acts: dict[str, str] = {}
    for role in dict.fromkeys(record.setup.roles):
        for a in ROLES[role].night_acts:
            if NIGHT_ACTS[a].behaviour.answers:
                acts.setdefault(a, role)
    call = {a: NIGHT_ACTS[a].call for a in acts}
    return sorted(
        acts.items(), key=lambda ar: order.index(call[ar[0]]) if call[ar[0]] in order else len(order)
    )


# --- numbers and words ---------------------------------------------------------------------------


def points_text(value: float, lang: str, signed: bool = False) -> str:
    """Points as a protocol writes them: ``1``, ``0.25``, ``−0.5`` (``0,25`` in Russian)."""
    places = 0 if value == int(value) else 1 if round(value, 1) == value else 2
    with phrases.speaking(lang):
        text = phrases.decimal(abs(value), places)
        sign = "−" if value < 0 else "+" if signed and value > 0 else ""
        return phrases.signed(sign, text) if sign else text


def _when(rules: Rules, phase: str, number: int, lang: str) -> str:
    return night_name(rules, number, lang) if phase == "night" else say(lang, "day", n=number)


def leaving_text(rules: Rules, leaving: Leaving | None, lang: str) -> str:
    """How and when: "Voted out, Day 2"."""
    if leaving is None:
        return ""
    how = LEFT_KEYS.get(leaving.how, "left_killed")
    when = _when(rules, leaving.phase, leaving.number, lang)
    return say(lang, "left_at", how=say(lang, how), when=when)


LEFT_KEYS = {
    "vote": "left_vote",
    "shot": "left_shot",
    "fouls": "left_fouls",
    "time_limit": "left_time",
    "technical_fouls": "left_technical",
    "removed": "left_removed",
    "surrendered": "left_surrendered",
}


# --- blocks: a heading over a ruled table ----------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Col:
    width: float  # mm
    header: str = ""
    group: str = ""  # a heading over this column and the next ones with the same group
    left: bool = False  # text from the left (else centred)
    bold: bool = False


@dataclass(frozen=True, slots=True)
class Block:
    """A heading and a table (``columns`` and ``rows``), or a paragraph (``text``, no columns)."""

    heading: str
    columns: tuple[Col, ...] = ()
    rows: tuple[tuple[str, ...], ...] = ()
    text: str = ""
    heads: bool = True  # a row of column headings
    span: int = 1  # a paragraph's columns

    @property
    def width(self) -> float:
        return sum(c.width for c in self.columns)

    def band(self) -> float:
        return BAND if any(c.group for c in self.columns) else 0.0

    def header_h(self) -> float:
        if not self.heads:
            return 0.0
        lines = max((_lines(c.header, c.width - 1.0, True) for c in self.columns), default=1)
        return lines * LINE_H + PAD

    def row_h(self, i: int) -> float:
        lines = max(
            (_lines(t, c.width - 1.2) for c, t in zip(self.columns, self.rows[i], strict=True)), default=1
        )
        return max(ROW_MIN, lines * LINE_H + PAD)

    def top_h(self) -> float:
        """The heading and the column headings: what every part of the block starts with."""
        return (HEADING if self.heading else 0.0) + self.band() + self.header_h()


def _ems(text: str, bold: bool = False) -> float:
    """How wide ``text`` is on one line, in ems of the type, generously (DejaVu Sans: a bold Ш
    is 1.24 em, an i 0.3 em, a digit 0.64, an r 0.41; most letters 0.55 to 0.66)."""
    out = 0.0
    for ch in text:
        if ch in WIDE:
            em = 1.08
        elif ch.isspace() or ch in NARROW:
            em = 0.36
        elif ch in MIDDLING:
            em = 0.55
        elif ch in LATIN:
            em = 0.64  # (Spanish «Noche 10» as wide as it is: the sheet's columns, issue 50)
        elif ch.isupper():
            em = 0.78
        else:
            em = 0.67  # a Cyrillic letter up to 0.66
        out += em
    return out * (BOLDER if bold else 1.0)


def type_width(text: str, size: float, bold: bool = False) -> float:
    """The width (mm) ``text`` takes on one line in type of ``size`` mm, generously."""
    return _ems(text, bold) * size


def word_width(text: str, bold: bool = False) -> float:
    """The width (mm) the longest word of ``text`` takes at the tables' type, with the cell's room."""
    return max((_ems(w, bold) for w in text.split()), default=0.0) * TYPE + 1.6


def line_width(text: str, bold: bool = False) -> float:
    """The width (mm) ``text`` takes on one line at the tables' type, with the cell's room."""
    return _ems(text, bold) * TYPE + 1.6


def _lines(text: str, room: float, bold: bool = False) -> int:
    """How many lines ``text`` takes in ``room`` mm at the tables' type, wrapped at spaces."""
    space = _ems(" ", bold) * TYPE
    total = 0
    for line in text.split("\n"):
        count, used = 1, 0.0
        for word in line.split():
            w = _ems(word, bold) * TYPE
            if used and used + space + w > room:
                count, used = count + 1, w
            else:
                used += w + (space if used else 0.0)
        total += count
    return max(1, total)


def _one_line(texts: list[str], at_least: float, most: float, bold: bool = False) -> float:
    """A column wide enough for each text on one line (up to ``most``: beyond, it wraps)."""
    return min(most, max([at_least] + [line_width(t, bold) for t in texts]))


def _fit(texts: list[str], at_least: float, bold: bool = False) -> float:
    """A column wide enough for the longest word of each text, and at least ``at_least``."""
    return max([at_least] + [word_width(t, bold) for t in texts])


# --- the game's page: its blocks -----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Summary:
    """What the game's page is made from: the record, its game and facts, the language, and how
    many nights and days it has boxes for."""

    record: Record
    game: Game
    facts: Facts
    lang: str
    nights: range  # the engine's numbers
    days: range
    checks: bool  # the sheet shows the checks


def rounds_shown(record: Record, game: Game, rounds: int) -> tuple[range, range]:
    """The nights and days (as the engine counts them) the game's page has rows for: those
    played once the game is over, else ``rounds`` of each, as the sheet's tables have; never a
    meeting night (no one is shot in it)."""
    first = 2 if record.setup.rules.first_phase == "meeting_night" else 1
    if game.winner is not None:
        return range(first, game.nights + 1), range(1, max(1, game.days) + 1)
    return range(first, max(game.nights, rounds) + 1), range(1, max(rounds, game.days) + 1)


def _seat(record: Record, name: str) -> int:
    return record.setup.players.index(name) + 1


def players_block(s: Summary) -> Block:
    """Seat, name, role, the four foul boxes, how and when the player left, and the points (win,
    best move, removal, extra, total); no fouls and no points where the rules keep no score."""
    setup = s.record.setup
    rules = setup.rules
    lang = s.lang
    scoring = rules.scoring is not None
    when = say(lang, "night", n=10)
    outs = [say(lang, "left_at", how=say(lang, k), when=when) for k in (*LEFT_KEYS.values(), "left_killed")]
    roles = [role_name(rules, r, lang) for r in setup.roles]
    cols = [
        Col(_fit([say(lang, "seat")], 10, True), say(lang, "seat")),
        Col(_one_line(list(setup.players), 30, 46), say(lang, "name"), left=True),
        Col(max(_one_line(roles, 20, 36), _fit([say(lang, "role")], 0, True)), say(lang, "role")),
    ]
    fouls = say(lang, "fouls")
    if scoring:
        cols += [Col(6.0, numeral(n, lang), group=fouls) for n in range(1, REMOVED_AT + 1)]
    out_w = min(52.0, max([30.0] + [line_width(t) for t in outs]))
    cols.append(Col(out_w, say(lang, "out"), left=True))
    heads = ("points_win", "protocol_best_move", "fouls", "points_extra", "points_total")
    if scoring:
        group = say(lang, "points")
        cols += [Col(_fit([say(lang, k)], 13, True), say(lang, k), group=group) for k in heads]
    rows = []
    facts = s.facts
    for seat, (name, role) in enumerate(zip(setup.players, setup.roles, strict=True), 1):
        row = [numeral(seat, lang), name, role_name(rules, role, lang)]
        if scoring:
            given = facts.fouls.get(name, 0)
            row += [TICK if n < given else "" for n in range(REMOVED_AT)]
        row.append(leaving_text(rules, facts.left.get(name), lang))
        if scoring:
            row += _points_row(s, name, role)
        rows.append(tuple(row))
    return Block("", tuple(cols), tuple(rows))


def _points_row(s: Summary, name: str, role: str) -> list[str]:
    """Win, best move, removal, extra and total, once the game is over (blank before); a part
    that gave nothing is left empty."""
    total = s.facts.points
    if total is None:
        return [""] * 5
    rules, lang, facts = s.record.setup.rules, s.lang, s.facts
    win = rules.points("win") if team_of(role) == facts.winner else 0.0
    move = facts.best_move if facts.best_move is not None and facts.best_move[0] == name else None
    left = facts.left.get(name)
    # leaving by fouls, technical fouls, the referee's removal or a surrender: its own points
    leaving = LEAVING_POINTS.get(left.how) if left is not None else None
    extras = [v for p, v, _ in facts.extra if p == name]

    def part(value: float, shown: bool) -> str:
        return points_text(value, lang) if shown else ""

    return [
        part(win, win != 0),
        part(best_move_points(rules, move[2]) if move else 0.0, move is not None),
        part(rules.points(leaving) if leaving else 0.0, leaving is not None),
        part(sum(extras), bool(extras)),
        points_text(total.get(name, 0.0), lang),
    ]


def nights_block(s: Summary, room: float) -> Block:
    setup = s.record.setup
    rules, lang = setup.rules, s.lang
    results = {k: say(lang, f"shot_{k}") for k in ("hit", "saved", "missed")}
    nights = [night_name(rules, n, lang) for n in s.nights] or [night_name(rules, 1, lang)]
    night_col = Col(
        max(_one_line(nights, 16, 26, True), _fit([say(lang, "night_heading")], 0, True)),
        say(lang, "night_heading"),
        bold=True,
    )
    result_col = Col(_fit(list(results.values()) + [say(lang, "result")], 14, True), say(lang, "result"))
    checks = checking_acts(s.record) if s.checks else []
    group = say(lang, "checks")
    check_cols = [
        Col(_fit([role_name(rules, role, lang)], 11, True), role_name(rules, role, lang), group=group)
        for _, role in checks
    ]
    # The group's heading ("Checks") whole over its columns, one checker's too.
    short = _fit([group], 0, True) - sum(c.width for c in check_cols)
    if check_cols and short > 0:
        check_cols = [dataclasses.replace(c, width=c.width + short / len(check_cols)) for c in check_cols]
    shot_w = max(14.0, room - night_col.width - result_col.width - sum(c.width for c in check_cols))
    cols = (night_col, Col(shot_w, say(lang, "shot_at")), result_col, *check_cols)
    rows = []
    for n in s.nights:
        night = s.facts.nights.get(n)
        if night is None:
            rows.append((night_name(rules, n, lang), "", "", *[""] * len(checks)))
            continue
        targets = night.targets()
        dead = [t for t in targets if t in night.deaths]
        if dead or len(targets) == 1:
            who = (dead or targets)[0]
            shot = _who(s, who)
        elif targets:
            shot = joined([_seat_text(s, t) for t in targets], lang)
        else:
            shot = DASH if night.over else ""
        result = night.result()
        cells = [
            # "3+" (a check found), "3−"; "3=5" (two players compared: one side), "3≠5"
            " ".join(
                sign.join(_seat_text(s, t) for t in named)
                if len(named) > 1
                else f"{_seat_text(s, named[0])}{sign}"
                for named, sign in night.checks.get(act, [])
            )
            or (DASH if night.over else "")
            for act, _ in checks
        ]
        rows.append((night_name(rules, n, lang), shot, results[result] if result else "", *cells))
    return Block(say(lang, "protocol_nights"), cols, tuple(rows))


def shooting_order_block(s: Summary, room: float) -> Block | None:
    """The Don's shooting order agreed on the zero night, seat and name in order (None where none
    was entered): the referee's protocol, after the nights."""
    order = s.facts.shooting_order
    if order is None:
        return None
    _, named = order
    zero = night_name(s.record.setup.rules, 1, s.lang)
    label = Col(_one_line([zero], 16, 26, True), bold=True, left=True)
    cols = (label, Col(max(30.0, room - label.width), left=True))
    row = (zero, joined([_who(s, t) for t in named], s.lang))
    return Block(say(s.lang, "protocol_shooting_order"), cols, (row,), heads=False)


def _vote_line(s: Summary, vote: dict[str, Any]) -> str:
    lang = s.lang
    if vote["type"] == "tally":
        counts = vote["counts"]
        return joined(
            [say(lang, "votes_seat", seat=_seat(s.record, c), count=n) for c, n in counts.items()], lang
        )
    target = vote["target"]
    if vote["motion"] == "all_leave":
        seats = joined([_seat_text(s, t) for t in target], lang)
        return say(lang, "votes_all_leave", seats=seats, yes=vote["yes"], needed=vote["needed"])
    who = [_who(s, t) for t in target] if isinstance(target, list) else _who(s, str(target))
    with phrases.speaking(lang):
        motion = phrases.motion_text(vote["motion"], who)
    motion = motion[:1].upper() + motion[1:]
    return say(lang, "votes_motion", motion=motion, yes=vote["yes"], needed=vote["needed"])


def votes_block(s: Summary, room: float) -> Block:
    lang = s.lang
    days = [say(lang, "day", n=d) for d in s.days] or [say(lang, "day", n=1)]
    day_w = max(_one_line(days, 16, 26, True), _fit([say(lang, "day_heading")], 0, True))
    day_col = Col(day_w, say(lang, "day_heading"), bold=True)
    cols = (day_col, Col(max(30.0, room - day_col.width), say(lang, "votes"), left=True))
    rows = []
    for d in s.days:
        day = s.facts.days.get(d)
        lines = [_vote_line(s, v) for v in day.votes] if day is not None else []
        text = "\n".join(lines) if lines else (DASH if day is not None and day.over else "")
        rows.append((say(lang, "day", n=d), text))
    return Block(say(lang, "protocol_votes"), cols, tuple(rows))


def _who(s: Summary, name: str) -> str:
    return f"{_seat_text(s, name)} {phrases.isolate(name, lang=s.lang)}"


def _seat_text(s: Summary, name: str) -> str:
    """A player's seat as the page's language writes it."""
    return numeral(_seat(s.record, name), s.lang)


def best_move_block(s: Summary, room: float) -> Block:
    lang, facts = s.lang, s.facts
    keys = ("best_by", "best_named", "best_mafia", "points")
    labels = [say(lang, k) for k in keys]
    label = Col(_one_line(labels, 22, 34, True), bold=True, left=True)
    cols = (label, Col(max(30.0, room - label.width), left=True))
    move = facts.best_move
    if move is not None:
        by, named, mafia = move
        values = [
            _who(s, by),
            "\n".join(_who(s, t) for t in named),
            numeral(mafia, lang),
            points_text(best_move_points(s.record.setup.rules, mafia), lang),
        ]
    else:
        values = [DASH if facts.winner is not None else ""] * len(keys)
    return Block(say(lang, "protocol_best_move"), cols, tuple(zip(labels, values, strict=True)), heads=False)


def extra_block(s: Summary, room: float) -> Block:
    lang = s.lang
    given = s.facts.extra
    player = Col(_fit([say(lang, "player")], 26, True), say(lang, "player"), left=True)
    amount = Col(
        _fit([say(lang, "points")] + [points_text(v, lang, True) for _, v, _ in given], 13, True),
        say(lang, "points"),
    )
    reason = Col(max(26.0, room - player.width - amount.width), say(lang, "reason"), left=True)
    rows = [(_who(s, p), points_text(v, lang, True), why) for p, v, why in given]
    # the referee's removals, with the reason said (their points are in the players' table)
    rows += [(_who(s, p), "", say(lang, "removed_reason", reason=why)) for p, why in s.facts.removals]
    rows += [("", "", "")] * max(0, 3 - len(rows))  # room to add some by hand
    return Block(say(lang, "protocol_extra"), (player, amount, reason), tuple(rows))


def result_block(s: Summary, room: float) -> Block:
    lang, winner = s.lang, s.facts.winner
    label = Col(_one_line([say(lang, "winner")], 22, 34, True), bold=True, left=True)
    won = phrases.in_language_of(lang, phrases.team_word, winner, "won") if winner else ""
    return Block(
        say(lang, "result"),
        (label, Col(max(30.0, room - label.width), left=True)),
        ((say(lang, "winner"), won),),
        heads=False,
    )


def legend_block(s: Summary) -> Block:
    keys = ["legend_fouls"] if s.record.setup.rules.scoring is not None else []
    keys += ["legend_shots", "legend_votes"] + (["legend_checks"] if s.checks else [])
    return Block("", text=" ".join(say(s.lang, k) for k in keys))


def summary_blocks(s: Summary, paper: str) -> list[Block]:
    """The game's page's blocks, in order: the players' table with the legend under it, the
    nights, the votes, the best move and the extra points (where the rules keep a score), the
    result."""
    room = column_width(paper)
    players = players_block(s)
    legend = dataclasses.replace(legend_block(s), span=span_of(players, paper))
    blocks = [players, legend, nights_block(s, room)]
    order = shooting_order_block(s, room)
    if order is not None:
        blocks.append(order)
    blocks.append(votes_block(s, room))
    if s.record.setup.rules.scoring is not None:
        blocks += [best_move_block(s, room), extra_block(s, room)]
    return [*blocks, result_block(s, room)]


def column_width(paper: str) -> float:
    return (width(paper) - COLUMN_GAP * (COLUMNS - 1)) / COLUMNS


# --- the game's page: laying the blocks out --------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Placed:
    """A part of a block (its rows ``rows``) at ``x``, ``y`` (mm), ``w`` wide."""

    block: Block
    rows: range
    x: float
    y: float
    w: float


def _height(block: Block, rows: range, w: float) -> float:
    if not block.columns:
        return _lines(block.text, w) * LINE_H + PAD
    return block.top_h() + sum(block.row_h(k) for k in rows)


def _rows_fitting(block: Block, start: int, room: float) -> int:
    """How many of the block's rows from ``start`` fit in ``room`` mm, under its headings."""
    room -= block.top_h()
    count = 0
    for k in range(start, len(block.rows)):
        room -= block.row_h(k)
        if room < 0:
            break
        count += 1
    return count


def span_of(block: Block, paper: str) -> int:
    """How many of the page's columns a block takes: a paragraph its ``span``, a table as many
    as its width needs."""
    if not block.columns:
        return max(1, min(COLUMNS, block.span))
    col_w = column_width(paper)
    for k in range(1, COLUMNS):
        if block.width <= k * col_w + (k - 1) * COLUMN_GAP + 0.01:  # (a sum of widths)
            return k
    return COLUMNS


def layout(blocks: list[Block], paper: str) -> list[list[Placed]]:
    """The game's pages: the blocks in the pages' columns (a wide one across several), each in
    the first place with room for all of it (the earliest page, the highest column); where there
    is none, a long block is continued from column to column (at least :data:`SPLIT_ROWS` rows
    in each part) and a short one goes to a new page."""
    low = bottom(paper)
    col_w = column_width(paper)
    pages: list[list[Placed]] = []
    tops: list[list[float]] = []  # each page's columns: where the next block would start

    def new_page() -> int:
        pages.append([])
        tops.append([TOP] * COLUMNS)
        return len(pages) - 1

    def y_at(page: int, c: int, k: int) -> float:
        return max(tops[page][c : c + k])

    def put(block: Block, rows: range, page: int, c: int, k: int, w: float) -> None:
        y = y_at(page, c, k)
        pages[page].append(Placed(block, rows, MARGIN + c * (col_w + COLUMN_GAP), y, w))
        tops[page][c : c + k] = [y + _height(block, rows, w) + GAP] * k

    def continued(block: Block, page: int, c: int, k: int) -> list[tuple[int, int, range]]:
        """The parts of a long block started at ``page``, column ``c``: (page, column, rows)
        each, on pages that may not exist yet."""
        parts: list[tuple[int, int, range]] = []
        i, n = 0, len(block.rows)
        while i < n:
            y = y_at(page, c, k) if page < len(pages) else TOP
            j = i + _rows_fitting(block, i, low - y)
            if 0 < n - j < SPLIT_ROWS and j - i > SPLIT_ROWS:
                j = n - SPLIT_ROWS  # no part of one or two rows alone
            if j > i or y == TOP:
                j = max(j, i + 1)  # a row taller than a page goes alone (and is cut)
                parts.append((page, c, range(i, j)))
                i = j
            if i < n:
                c += k
                if c + k > COLUMNS:
                    page, c = page + 1, 0
        return parts

    for block in blocks:
        if block.columns and not block.rows:
            continue
        k = span_of(block, paper)
        w = block.width if block.columns else k * col_w + (k - 1) * COLUMN_GAP
        whole = range(len(block.rows))
        h = _height(block, whole, w)
        starts = range(COLUMNS - k + 1)
        spots = [(pg, y_at(pg, c, k), c) for pg in range(len(pages)) for c in starts]
        fitting = [spot for spot in spots if spot[1] + h <= low]
        if fitting:
            page, _, c = min(fitting)
            put(block, whole, page, c, k, w)
            continue
        if len(block.rows) < 2 * SPLIT_ROWS or h <= low - TOP:
            put(block, whole, new_page(), 0, k, w)  # (cut, if taller than a page)
            continue
        # Longer than a column: continued from column to column, page to page, from the place
        # where it ends soonest (a start lower on the page may keep it off the next page).
        room = [spot for spot in spots if _rows_fitting(block, 0, low - spot[1]) >= SPLIT_ROWS]
        begins = [(page, c) for page, _, c in sorted(room)] or [(len(pages), 0)]
        parts = min((continued(block, page, c, k) for page, c in begins), key=lambda ps: ps[-1][0])
        for page, c, rows in parts:
            while page >= len(pages):
                new_page()
            put(block, rows, page, c, k, w)
    return [p for p in pages if p]


# --- the game's page: drawing ----------------------------------------------------------------------


def _flags(col: Col) -> Any:
    align = Qt.AlignmentFlag.AlignLeft if col.left else Qt.AlignmentFlag.AlignHCenter
    return align | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap


def draw_placed(p: QPainter, placed: Placed) -> None:
    block, x, y = placed.block, placed.x, placed.y
    if not block.columns:
        h = _height(block, range(0), placed.w)
        fit_text(
            p,
            mm_rect(x, y, placed.w, h),
            block.text,
            TYPE,
            colour=SOFT,
            flags=left_aligned(),
            min_mm=SMALLEST,
        )
        return
    if block.heading:
        rect = mm_rect(x, y, placed.w, HEADING - 0.8)
        fit_text(p, rect, block.heading, 3.4, bold=True, flags=left_aligned(), min_mm=SMALLEST)
    top = y + (HEADING if block.heading else 0.0)
    band, head = block.band(), block.header_h()
    heights = [block.row_h(k) for k in placed.rows]
    low = top + band + head + sum(heights)
    total = block.width
    p.setPen(QPen(LINE, 0.15 * MM))
    # group headings, then the column headings
    cx = x
    k = 0
    cols = block.columns
    while k < len(cols):
        c = cols[k]
        span = [c]
        while c.group and k + len(span) < len(cols) and cols[k + len(span)].group == c.group:
            span.append(cols[k + len(span)])
        w = sum(s.width for s in span)
        if c.group:
            fit_text(
                p, mm_rect(cx + 0.5, top + 0.3, w - 1, band - 0.6), c.group, TYPE, bold=True, min_mm=SMALLEST
            )
            p.setPen(QPen(LINE, 0.15 * MM))
            p.drawLine(QPointF(cx * MM, (top + band) * MM), QPointF((cx + w) * MM, (top + band) * MM))
        if block.heads:
            sx = cx
            for s_col in span:
                at = top + (band if s_col.group else 0)
                h = head + (0 if s_col.group else band)
                rect = mm_rect(sx + 0.5, at + 0.3, s_col.width - 1, h - 0.6)
                fit_text(p, rect, s_col.header, TYPE, bold=True, min_mm=SMALLEST)
                sx += s_col.width
        cx += w
        k += len(span)
    # rows
    ry = top + band + head
    for r, h in zip(placed.rows, heights, strict=True):
        if ry > top:
            p.setPen(QPen(LINE, 0.15 * MM))
            p.drawLine(QPointF(x * MM, ry * MM), QPointF((x + total) * MM, ry * MM))
        cx = x
        for c, text in zip(cols, block.rows[r], strict=True):
            if text:
                rect = mm_rect(cx + 0.6, ry + 0.3, c.width - 1.2, h - 0.6)
                fit_text(p, rect, text, TYPE, bold=c.bold, flags=_flags(c), min_mm=SMALLEST)
            cx += c.width
        ry += h
    # column rules: heavier where a group starts or ends
    cx = x
    for k, c in enumerate(cols[:-1]):
        cx += c.width
        nxt = cols[k + 1]
        edge = (bool(nxt.group) and nxt.group != c.group) or (bool(c.group) and nxt.group != c.group)
        inside = bool(c.group) and nxt.group == c.group
        p.setPen(QPen(INK if edge else LINE, (0.25 if edge else 0.15) * MM))
        p.drawLine(QPointF(cx * MM, (top + (band if inside else 0)) * MM), QPointF(cx * MM, low * MM))
    p.setPen(QPen(INK, 0.25 * MM))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRect(mm_rect(x, top, total, low - top))
    if block.heads or band:
        p.drawLine(
            QPointF(x * MM, (top + band + head) * MM), QPointF((x + total) * MM, (top + band + head) * MM)
        )


def summary_pages(s: Summary, paper: str) -> list[list[Placed]]:
    """The game's page, laid out: one list of placed blocks a page."""
    return layout(summary_blocks(s, paper), paper)


def draw_summary(
    p: QPainter,
    page: QRectF,
    paper: str,
    lang: str,
    text: str,
    header: Header,
    placed: list[Placed],
    n: int,
    total: int,
) -> None:
    """One of the game's pages: the sheet's title and header, the blocks, the page's number."""
    sheet_heading(p, paper, lang, text, header)
    for part in placed:
        draw_placed(p, part)
    footer(p, page, say(lang, "page", page=n + 1, pages=total))
