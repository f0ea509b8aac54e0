"""Cards: poker-size role cards with their backs (cut from the sheet), and fold-over cards for a
deal the app made (the name outside, the role inside the fold).

A card must not tell its role, not even held to a lamp: every back is the same dense, dark
pattern over the whole card; every front is in the same ink, and its role text has the same
outline whatever the role (a title band of one size, then blocks of a fixed number of lines, each
line filled to the full width with a rule where the words stop). On the fold-over cards a solid
dark flap folds over the whole role, and every inside has the same outline too, mafia or not.
Everything printed keeps :data:`SAFE` mm inside the sheet's edge, on A4 and Letter.
"""

from __future__ import annotations

import functools
import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen, QTextLayout, QTextOption

from mafia_desktop.engine.record import Record
from mafia_desktop.engine.roles import ROLES, meets_mafia
from mafia_desktop.engine.rules import Rules
from mafia_desktop.printing.common import (
    card_name,
    dealt_list,
    drawing,
    duty,
    grid,
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
    TINT,
    Document,
    Page,
    dashed,
    fit_text,
    font,
    mm_rect,
)

CARD_W, CARD_H = 63.0, 88.0  # poker size, mm
SAFE = 6.35  # mm from the sheet's edge that most printers cannot print (a quarter inch)
TEXT_MM = 2.9  # the smallest type on a card, 8.2 pt (sizes go in tenths of a mm: 2.82 would be 2.8)
PITCH = 1.25  # line pitch of the ruled blocks, in ems

_EDGE = SAFE + 0.65  # where drawing stops: a line's soft edge stays clear of SAFE too
_NOTE_MM = 2.9  # the sheet's instructions and page numbers
_NOTE_H = 3.8  # the height of their line
_MARK = 4.0  # cut marks reach this far outside the grid where the margin allows
_TICK = 2.0  # and this far into the grid from every corner where cuts cross
_BLEED = 2.0  # the backs' pattern reaches past the outer cuts, so a flip a little off shows no white

# The role text of a card front, in mm from the card's corner: (x, y, width, height or lines).
PRESET_BOX = (6.0, 7.0, 51.0, 5.0)  # "Classic rules": the same on every card of a deck
TITLE_BAND = (6.0, 15.0, 51.0, 15.0)  # the role's name, in white on a solid band
DUTY_BLOCK = (7.0, 35.0, 49.0, 6)  # what the role does: always six lines
CARD_BLOCK = (7.0, 68.0, 49.0, 3)  # which playing card stands for it: always three lines


# --- ruled blocks: text whose outline is the same whatever it says ----------------------------------


def wrap(text: str, size: float, width_mm: float, *, italic: bool = False) -> list[str]:
    """``text`` broken into lines of at most ``width_mm`` at ``size`` mm (a word longer than a
    line stays whole, and over-long)."""
    layout = QTextLayout(text, font(size, italic=italic))
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    lines = []
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width_mm * MM)
        lines.append(text[line.textStart() : line.textStart() + line.textLength()].strip())
    layout.endLayout()
    return lines


def _lines_needed(text: str, size: float, width_mm: float, *, italic: bool = False) -> int:
    metrics = QFontMetricsF(font(size, italic=italic))
    lines = wrap(text, size, width_mm, italic=italic)
    fits = all(metrics.horizontalAdvance(line) <= width_mm * MM + 0.5 for line in lines)
    return len(lines) if fits else 10_000


def block_size(
    texts: Sequence[str], width_mm: float, lines: int, largest: float, *, italic: bool = False
) -> float:
    """The largest type (mm, in tenths, at most ``largest``) that sets every one of ``texts`` in a
    block of ``lines`` lines of ``width_mm``, its last line a rule alone (so every block ends the
    same way, whatever the words' descenders): one size for every card, so no card's type tells it
    apart. Below :data:`TEXT_MM` only when nothing else fits (the tests refuse that)."""
    tenth = round(largest * 10)
    while tenth > 16:
        size = tenth / 10
        if all(_lines_needed(t, size, width_mm, italic=italic) < lines for t in texts):
            return size
        tenth -= 1
    return 1.6


def title_size(titles: Sequence[str], width_mm: float, largest: float) -> float:
    """The largest bold type (mm, in tenths) that sets every title on one line of ``width_mm``."""
    widest = max(QFontMetricsF(font(10.0, bold=True)).horizontalAdvance(t) for t in titles)
    size = largest
    if widest > 0:
        size = min(largest, math.floor(10.0 * width_mm * MM / widest * 10) / 10)
    return max(1.6, size)


def _rule(p: QPainter, x0: float, x1: float, y: float, size: float, colour: QColor) -> None:
    """A rule where words would be: in the middle of the x-height, about as dark as a line of text."""
    if x1 - x0 < 0.2 * MM:
        return
    p.fillRect(QRectF(x0, y - 0.07 * size * MM, x1 - x0, 0.14 * size * MM), colour)


def ruled_block(
    p: QPainter,
    x: float,
    y: float,
    width: float,
    lines: int,
    text: str,
    size: float,
    *,
    centred: bool = False,
    italic: bool = False,
    colour: QColor = INK,
    pitch: float = PITCH,
) -> None:
    """``text`` in exactly ``lines`` lines of ``width`` mm from (``x``, ``y``) mm, each line
    reaching both edges: justified where its spaces stretch little, else (and always the last
    line) its words and then a rule; the lines the words do not need are rules alone; ``centred``
    puts the words in the middle, between two rules. Whatever the words, the ink has the same
    outline: what a lamp behind the paper shows."""
    typeface = font(size, italic=italic)
    metrics = QFontMetricsF(typeface)
    words = wrap(text, size, width, italic=italic)
    step = pitch * size * MM
    mid = metrics.ascent() - metrics.xHeight() / 2  # the rule's height below a line's top
    gap = 0.4 * size * MM  # between the words and a rule
    space = metrics.horizontalAdvance(" ")
    left, right = x * MM, (x + width) * MM
    p.save()
    p.setFont(typeface)
    p.setPen(colour)
    for i in range(lines):
        top = y * MM + i * step
        baseline = top + metrics.ascent()
        line = words[i] if i < len(words) else ""
        if not line:
            _rule(p, left, right, top + mid, size, colour)
            continue
        used = metrics.horizontalAdvance(line)
        if centred:
            start = left + (right - left - used) / 2
            _rule(p, left, start - gap, top + mid, size, colour)
            _rule(p, start + used + gap, right, top + mid, size, colour)
            p.drawText(QPointF(start, baseline), line)
            continue
        parts = line.split()
        stretch = (right - left - used) / (len(parts) - 1) if len(parts) > 1 else math.inf
        if i < len(words) - 1 and stretch <= 1.6 * space:
            at = left
            for part in parts:
                p.drawText(QPointF(at, baseline), part)
                at += metrics.horizontalAdvance(part) + space + stretch
        else:
            p.drawText(QPointF(left, baseline), line)
            _rule(p, left + used + gap, right, top + mid, size, colour)
    p.restore()


def title_band(p: QPainter, rect: QRectF, text: str, size: float) -> None:
    """The role's name in white, on one line, on a solid band that is the same for every role."""
    p.save()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(INK)
    p.drawRoundedRect(rect, 1.5 * MM, 1.5 * MM)
    p.setFont(font(size, bold=True))
    p.setPen(QColor("white"))
    p.drawText(rect, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextDontClip, text)
    p.restore()


# --- the sheet: cut marks and its own words, inside the printable area --------------------------------


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
    for text, x, turn in ((note, _EDGE + _NOTE_H / 2, -90.0), (page, pw - _EDGE - _NOTE_H / 2, 90.0)):
        if not text:
            continue
        p.save()
        p.translate(x * MM, centre_y * MM)
        p.rotate(turn)
        fit_text(p, mm_rect(-span / 2, -_NOTE_H / 2, span, _NOTE_H), text, _NOTE_MM, colour=SOFT)
        p.restore()


def _note_room(paper: str, ys: list[float]) -> float:
    return _NOTE_H + 0.8 if _notes_fit_above(paper, ys) else 0.0


# --- role cards ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class CardStyle:
    """One deck's type sizes (mm): the same on every card, whatever its role."""

    title: float
    duty: float
    card: float


@functools.lru_cache(maxsize=16)
def card_style(rules: Rules, lang: str) -> CardStyle:
    """The sizes that fit every role of the rules (not only the dealt ones: a deal's cards do not
    give away which roles it has). Measured when the pages are drawn, where fonts exist."""
    roles = list(rules.roles)
    _, _, title_w, _ = TITLE_BAND
    _, _, duty_w, duty_lines = DUTY_BLOCK
    _, _, card_w, card_lines = CARD_BLOCK
    return CardStyle(
        title=title_size([role_name(rules, r, lang) for r in roles], title_w - 4.0, 8.0),
        duty=block_size([duty(rules, r, lang) for r in roles], duty_w, duty_lines, 3.4),
        card=block_size(
            [_capital(card_name(ROLES[r].card(rules.preset), lang)) for r in roles],
            card_w,
            card_lines,
            3.2,
            italic=True,
        ),
    )


def card_order(counts: dict[str, int], seed: int | None = None) -> list[str]:
    """One role per card, always shuffled: with ``seed`` the same order every time, without it a
    new one (a sheet in role order would tell who holds what by where the card was cut from)."""
    roles = dealt_list(counts)
    rng = random.Random(f"print:{seed}") if seed is not None else random.Random()
    rng.shuffle(roles)
    return roles


def role_cards(
    rules: Rules, counts: dict[str, int], paper: str = "a4", lang: str = "en", seed: int | None = None
) -> Document:
    """One poker-size card per player in a shuffled order (``seed`` repeats one), nine a sheet,
    each sheet followed by its backs (mirrored for a long-edge flip), with cut marks."""
    roles = card_order(counts, seed)
    doc = Document(say(lang, "role_cards", preset=preset_name(rules, lang), players=len(roles)), paper)
    per_page = 9
    sheets = [roles[i : i + per_page] for i in range(0, len(roles), per_page)]
    for n, sheet in enumerate(sheets):
        pages = 2 * len(sheets)
        doc.pages.append(Page(drawing(_card_fronts, rules, sheet, paper, lang, 2 * n + 1, pages)))
        doc.pages.append(Page(drawing(_card_backs, len(sheet), paper, lang, 2 * n + 2, pages)))
    return doc


def card_slots(count: int, paper: str, mirror: bool = False) -> list[tuple[float, float]]:
    """The top-left corners (mm) of the first ``count`` cards on a sheet; ``mirror`` for the backs."""
    x0, y0 = grid(paper, 3, 3, CARD_W, CARD_H)
    out = []
    for i in range(count):
        col, row = i % 3, i // 3
        if mirror:
            col = 2 - col
        out.append((x0 + col * CARD_W, y0 + row * CARD_H))
    return out


def _grid_lines(paper: str) -> tuple[list[float], list[float]]:
    x0, y0 = grid(paper, 3, 3, CARD_W, CARD_H)
    return [x0 + i * CARD_W for i in range(4)], [y0 + i * CARD_H for i in range(4)]


def _card_fronts(
    p: QPainter,
    page: QRectF,
    rules: Rules,
    roles: list[str],
    paper: str,
    lang: str,
    number: int,
    pages: int,
) -> None:
    xs, ys = _grid_lines(paper)
    style = card_style(rules, lang)
    for (x, y), role in zip(card_slots(len(roles), paper), roles, strict=True):
        card_front(p, x, y, rules, role, lang, style)
    room = _note_room(paper, ys)
    cut_guides(p, paper, xs, ys, room, room)
    sheet_notes(p, paper, xs, ys, say(lang, "cut"), say(lang, "page", page=number, pages=pages))


def card_front(p: QPainter, x: float, y: float, rules: Rules, role: str, lang: str, style: CardStyle) -> None:
    """One front: the rules (the same on every card), the role's name on its band, what it does, and
    the playing card that stands for it, all in the same ink and the same outline for every role."""
    inner = mm_rect(x + 3, y + 3, CARD_W - 6, CARD_H - 6)
    p.setPen(QPen(LINE, 0.3 * MM))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(inner, 3 * MM, 3 * MM)
    px, py, pw, ph = PRESET_BOX
    rules_line = say(lang, "card_rules", preset=preset_name(rules, lang))
    fit_text(p, mm_rect(x + px, y + py, pw, ph), rules_line, TEXT_MM, colour=SOFT, min_mm=TEXT_MM)
    tx, ty, tw, th = TITLE_BAND
    title_band(p, mm_rect(x + tx, y + ty, tw, th), role_name(rules, role, lang), style.title)
    dx, dy, dw, dl = DUTY_BLOCK
    ruled_block(p, x + dx, y + dy, dw, dl, duty(rules, role, lang), style.duty)
    cx, cy, cw, cl = CARD_BLOCK
    card = _capital(card_name(ROLES[role].card(rules.preset), lang))
    ruled_block(p, x + cx, y + cy, cw, cl, card, style.card, centred=True, italic=True, colour=SOFT)


def _card_backs(
    p: QPainter, page: QRectF, count: int, paper: str, lang: str, number: int, pages: int
) -> None:
    xs, ys = _grid_lines(paper)
    pw, ph = PAPERS[paper]
    room = _note_room(paper, ys)
    # The pattern runs a little past the outer cuts, short of the words and the sheet's edge.
    left = max(xs[0] - _BLEED, _EDGE + (0.0 if room else _NOTE_H + 0.8))
    right = min(xs[-1] + _BLEED, pw - _EDGE - (0.0 if room else _NOTE_H + 0.8))
    top = max(ys[0] - _BLEED, _EDGE + room)
    bottom = min(ys[-1] + _BLEED, ph - _EDGE - room)
    areas = []
    for x, y in card_slots(count, paper, mirror=True):
        x0 = left if x <= xs[0] else x
        x1 = right if x + CARD_W >= xs[-1] else x + CARD_W
        y0 = top if y <= ys[0] else y
        y1 = bottom if y + CARD_H >= ys[-1] else y + CARD_H
        areas.append((x, y, QRectF(x0 * MM, y0 * MM, (x1 - x0) * MM, (y1 - y0) * MM)))
    # One fill for all the backs: cards filled one by one would leave a hairline between them.
    whole = QPainterPath()
    for _, _, area in areas:
        whole.addRect(area)
    p.fillPath(whole.simplified(), INK)
    for x, y, area in areas:
        card_back(p, x, y, area)
    sheet_notes(p, paper, xs, ys, say(lang, "backs"), say(lang, "page", page=number, pages=pages))


BACK_STEP_X, BACK_STEP_Y = CARD_W / 14, CARD_H / 20  # the lattice: whole cells on every card


def _capital(text: str) -> str:
    """A playing card's name on its own line ("валет" -> "Валет"): every card's line starts as high."""
    return text[:1].upper() + text[1:]


def card_back(p: QPainter, x: float, y: float, area: QRectF | None = None) -> None:
    """Every back is the same: dark ink over the whole card (and ``area``, its bleed; the caller
    fills it) with a fine lattice and the emblem in a lighter line. It hides the front from a lamp behind the card: no
    role, no number, no blank patch behind the role's name."""
    card = mm_rect(x, y, CARD_W, CARD_H)
    area = area if area is not None else card
    p.save()
    p.setClipRect(area)
    p.setPen(QPen(LINE, 0.2 * MM))
    # A diamond lattice anchored at the card's corner, so every card's back is the same.
    sx, sy = BACK_STEP_X * MM, BACK_STEP_Y * MM
    first = math.floor((area.left() - card.left()) / sx) - 1
    last = math.ceil((area.right() - card.left()) / sx) + 1
    rows = math.ceil(area.height() / sy) + 2
    top_row = math.floor((area.top() - card.top()) / sy) - 1
    for i in range(first - rows, last + rows):
        ax = card.left() + i * sx
        ay = card.top() + top_row * sy
        h = rows * sy
        p.drawLine(QPointF(ax, ay), QPointF(ax + h * sx / sy, ay + h))
        p.drawLine(QPointF(ax, ay), QPointF(ax - h * sx / sy, ay + h))
    # A frame and the emblem, in the same thin line.
    p.setPen(QPen(LINE, 0.35 * MM))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(card.adjusted(3 * MM, 3 * MM, -3 * MM, -3 * MM), 3 * MM, 3 * MM)
    centre = card.center()
    r = 11 * MM
    p.setBrush(INK)
    p.drawEllipse(centre, r, r)
    for k in range(8):
        a = -math.pi / 2 + k * math.pi / 4
        p.drawEllipse(
            QPointF(centre.x() + r * 0.72 * math.cos(a), centre.y() + r * 0.72 * math.sin(a)),
            r * 0.1,
            r * 0.1,
        )
    moon = QPainterPath()
    moon.addEllipse(centre, r * 0.36, r * 0.36)
    bite = QPainterPath()
    bite.addEllipse(QPointF(centre.x() + r * 0.14, centre.y() - r * 0.06), r * 0.3, r * 0.3)
    p.drawPath(moon.subtracted(bite))
    p.restore()


# --- fold-over cards ---------------------------------------------------------------------------------

FOLD_W, PANEL_H = 63.0, 40.0  # three panels: outside (the name), inside (the role), the flap
# The inside, in mm from the panel's corner. The flap's words fold over the label's strip.
FOLD_LABEL = (4.0, 0.6, 55.0, 3.8)  # "You are:", the same on every card
FOLD_BAND = (4.0, 5.0, 55.0, 7.5)  # the role's name on its band
FOLD_BLOCK = (4.5, 13.5, 54.0, 7)  # what the role does, the other mafia: always seven lines
FOLD_PITCH = 1.2  # a little tighter than the cards' blocks, to fit seven lines


def fold_over(record: Record, paper: str = "a4", lang: str = "en") -> Document:
    """A card per player for a deal the app made: name and seat outside, the role inside the fold
    (covered by a solid flap), six a sheet."""
    setup = record.setup
    rules = setup.rules
    doc = Document(say(lang, "fold_title", preset=preset_name(rules, lang)), paper)
    people = list(enumerate(setup.players, start=1))
    layout: list[FoldLayout] = []  # measured once, when the first page is drawn
    pages = -(-len(people) // 6)
    for n, start in enumerate(range(0, len(people), 6)):
        chunk = people[start : start + 6]
        doc.pages.append(Page(drawing(_fold_page, record, chunk, paper, lang, layout, n + 1, pages)))
    return doc


@dataclass(frozen=True)
class FoldLayout:
    """Every player's words inside the fold, and the one size they are all set in."""

    texts: dict[str, str]
    style: CardStyle


def fold_layout(record: Record, lang: str) -> FoldLayout:
    """The words inside every fold, with the other mafia by name; by seat if the names are too
    long for the inside at 8 pt."""
    rules = record.setup.rules
    texts = {name: fold_text(record, name, lang) for name in record.setup.players}
    style = fold_style(rules, list(texts.values()), lang)
    if style.duty < TEXT_MM:
        texts = {name: fold_text(record, name, lang, by_seat=True) for name in record.setup.players}
        style = fold_style(rules, list(texts.values()), lang)
    return FoldLayout(texts, style)


def fold_style(rules: Rules, texts: list[str], lang: str) -> CardStyle:
    """One size for every player's title and words (the role's title and the mafia's longer words
    would otherwise set some cards apart)."""
    _, _, band_w, _ = FOLD_BAND
    _, _, block_w, block_lines = FOLD_BLOCK
    return CardStyle(
        title=title_size([role_name(rules, r, lang) for r in rules.roles], band_w - 4.0, 5.5),
        duty=block_size(texts, block_w, block_lines, 3.2),
        card=0.0,
    )


def fold_text(record: Record, name: str, lang: str, by_seat: bool = False) -> str:
    """The words inside a player's fold: what the role does, and for the mafia who the others are
    (their names, or ``by_seat`` their seats)."""
    setup = record.setup
    rules = setup.rules
    role = setup.role_of(name)
    words = duty(rules, role, lang)
    if meets_mafia(role) and rules.mafia_meet:
        mates = [m for m in setup.players if meets_mafia(setup.role_of(m)) and m != name]
        if by_seat:
            seats = ", ".join(str(setup.seat_of(m)) for m in mates)
            words += " " + say(lang, "mates_seats", seats=seats)
        else:
            words += " " + say(lang, "mates", names=", ".join(mates))
    return words


def fold_panels(paper: str, index: int) -> tuple[QRectF, QRectF, QRectF]:
    """The outside, inside and flap rectangles (in drawing units) of card ``index`` on a sheet."""
    x0, y0 = grid(paper, 3, 2, FOLD_W, 3 * PANEL_H)
    col, row = index % 3, index // 3
    x, y = x0 + col * FOLD_W, y0 + row * 3 * PANEL_H
    return (
        mm_rect(x, y, FOLD_W, PANEL_H),
        mm_rect(x, y + PANEL_H, FOLD_W, PANEL_H),
        mm_rect(x, y + 2 * PANEL_H, FOLD_W, PANEL_H),
    )


def _fold_page(
    p: QPainter,
    page: QRectF,
    record: Record,
    people: list[tuple[int, str]],
    paper: str,
    lang: str,
    layout: list[FoldLayout],
    number: int,
    pages: int,
) -> None:
    setup = record.setup
    rules = setup.rules
    if not layout:
        layout.append(fold_layout(record, lang))
    texts, style = layout[0].texts, layout[0].style
    x0, y0 = grid(paper, 3, 2, FOLD_W, 3 * PANEL_H)
    xs = [x0 + i * FOLD_W for i in range(4)]
    ys = [y0, y0 + 3 * PANEL_H, y0 + 6 * PANEL_H]
    for i, (seat, name) in enumerate(people):
        outside, inside, flap = fold_panels(paper, i)
        role = setup.role_of(name)
        # Outside: the name and seat, and nothing else.
        fit_text(p, outside.adjusted(4 * MM, 5 * MM, -4 * MM, -17 * MM), name, 8.0, bold=True, min_mm=TEXT_MM)
        fit_text(
            p,
            outside.adjusted(4 * MM, 26 * MM, -4 * MM, -6 * MM),
            say(lang, "fold_seat", seat=seat),
            4.0,
            colour=SOFT,
            min_mm=TEXT_MM,
        )
        # Inside: the role, in the same outline for every player.
        ix, iy = inside.left() / MM, inside.top() / MM
        lx, ly, lw, lh = FOLD_LABEL
        fit_text(
            p,
            mm_rect(ix + lx, iy + ly, lw, lh),
            say(lang, "fold_inside"),
            TEXT_MM,
            colour=SOFT,
            min_mm=TEXT_MM,
        )
        bx, by, bw, bh = FOLD_BAND
        title_band(p, mm_rect(ix + bx, iy + by, bw, bh), role_name(rules, role, lang), style.title)
        kx, ky, kw, kl = FOLD_BLOCK
        ruled_block(p, ix + kx, iy + ky, kw, kl, texts[name], style.duty, pitch=FOLD_PITCH)
        # The flap: solid ink over the whole panel. Folded, it lies over the whole inside; its words
        # fold over the inside's label, which is the same on every card.
        p.fillRect(flap, INK)
        lx, ly, lw, lh = fold_flap_label()
        fx, fy = flap.left() / MM, flap.top() / MM
        fit_text(
            p, mm_rect(fx + lx, fy + ly, lw, lh), say(lang, "fold_flap"), TEXT_MM, colour=TINT, min_mm=TEXT_MM
        )
        for line_y in (outside.bottom(), inside.bottom()):
            dashed(p, QPointF(outside.left(), line_y), QPointF(outside.right(), line_y))
        p.setPen(QPen(LINE, 0.2 * MM))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRect(QRectF(outside.topLeft(), inside.bottomRight()))
    room = _note_room(paper, ys)
    cut_guides(p, paper, xs, ys, room, room)
    sheet_notes(
        p,
        paper,
        xs,
        ys,
        say(lang, "fold_instructions"),
        say(lang, "page", page=number, pages=pages) if pages > 1 else "",
    )


def fold_flap_label() -> tuple[float, float, float, float]:
    """The flap's words (mm from the flap's corner): the mirror of the inside's label strip."""
    lx, ly, lw, lh = FOLD_LABEL
    return lx, PANEL_H - ly - lh, lw, lh
