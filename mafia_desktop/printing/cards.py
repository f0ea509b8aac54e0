"""Cards: poker-size role cards with their backs (cut from the sheet), and fold-over cards for a
deal the app made (the name outside, the role inside the fold).

A card must not tell its role, not even held to a lamp. Every front's words are veiled
(``printing/veil.py``): dark letters, each in a white halo that gives back the light its ink
takes, on a grey panel, so through the paper every front is the same plain grey; large type is
drawn as thin outlines, which a halo can veil. Each card's words are moved a little at random in
their boxes, so what faint trace is left is no fixed picture to learn. Every back is the same as
seen from its own card, dark ink reaching :data:`_BLEED` mm past every cut. On the fold-over cards
the inside is veiled the same way, and a solid dark flap folds over it. Everything printed keeps
:data:`SAFE` mm inside the sheet's edge, on A4 and Letter (where cards are 1 mm shorter, so three
rows and their bleed fit).
"""

from __future__ import annotations

import functools
import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QPainter, QPainterPath, QPen

from mafia_desktop.engine.record import Record
from mafia_desktop.engine.roles import ROLES, meets_mafia
from mafia_desktop.engine.rules import Rules
from mafia_desktop.printing.common import (
    card_name,
    dealt_list,
    drawing,
    duty,
    grid,
    group_name,
    preset_name,
    role_name,
    say,
)
from mafia_desktop.printing.deck import decks_needed, taken
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
from mafia_desktop.printing.veil import PANEL, veiled_text, wrap

CARD_W, CARD_H = 63.0, 88.0  # poker size, mm
SAFE = 6.35  # mm from the sheet's edge that most printers cannot print (a quarter inch)
TEXT_MM = 2.9  # the smallest type on a card, 8.2 pt (sizes go in tenths of a mm: 2.82 would be 2.8)
PITCH = 1.25  # line pitch of the words on a card, in ems
OUTLINE = 0.28  # the width of the outlines large type is drawn in, mm

_EDGE = SAFE + 0.65  # where drawing stops: a line's soft edge stays clear of SAFE too
_NOTE_MM = 2.9  # the sheet's instructions and page numbers
_NOTE_H = 3.8  # the height of their line
_MARK = 4.0  # cut marks reach this far outside the grid where the margin allows
_TICK = 2.0  # and this far into the grid from every corner where cuts cross
_BLEED = 2.2  # mm the backs' ink reaches past every card's cut, so a flip 2 mm off shows no white

# A card front, in mm from the card's corner: the panel every word is printed on (its light the
# same whatever the words: see ``printing/veil.py``), and on it (x, y, width, height) the rules
# (the same on every card), the role's name, what it does, and which playing card stands for it.
PANEL_BOX = (3.0, 3.0, 57.0, 82.0)
PRESET_BOX = (6.0, 6.5, 51.0, 4.0)
TITLE_BOX = (5.0, 12.5, 53.0, 13.0)
DUTY_BOX = (5.0, 28.0, 53.0, 53.0)  # what the role does, then (in italics) its playing card
HINT_GAP = 0.5  # lines between the duty and the playing card
# How far (mm, across and down) the title and the words under it move at random on each card,
# within their boxes: no two cards of a role print their words at the same place, so what
# little of them a lamp still shows is no fixed picture a spy could learn.
PLACE_RANGE = ((3.0, 1.5), (2.5, 3.0))


def room(spec: tuple[float, float, float, float], block: int) -> tuple[float, float, float, float]:
    """Where block ``block``'s words lie on a card that did not move them: ``spec`` less the room
    it keeps to move in."""
    x, y, w, h = spec
    jx, jy = PLACE_RANGE[block]
    return x + jx, y + jy, w - 2 * jx, h - 2 * jy


# --- type sizes that fit every role's words ---------------------------------------------------------


def _fits(text: str, size: float, width_mm: float, lines: int, *, italic: bool = False) -> bool:
    metrics = QFontMetricsF(font(size, italic=italic))
    wrapped = wrap(text, size, width_mm, italic=italic)
    return len(wrapped) <= lines and all(metrics.horizontalAdvance(w) <= width_mm * MM + 0.5 for w in wrapped)


def block_size(
    texts: Sequence[str],
    width_mm: float,
    height_mm: float,
    largest: float,
    *,
    italic: bool = False,
    pitch: float = PITCH,
) -> float:
    """The largest type (mm, in tenths, at most ``largest``) that sets every one of ``texts`` in a
    block ``width_mm`` x ``height_mm`` at ``pitch`` ems a line: one size for every card, so no
    card's type tells it apart. Below :data:`TEXT_MM` only when nothing else fits (the tests
    refuse that)."""
    tenth = round(largest * 10)
    while tenth > 16:
        size = tenth / 10
        lines = max(1, int((height_mm / (pitch * size)) + 1e-6))
        if all(_fits(t, size, width_mm, lines, italic=italic) for t in texts):
            return size
        tenth -= 1
    return 1.6


def title_size(
    titles: Sequence[str], width_mm: float, largest: float, *, bold: bool = True, italic: bool = False
) -> float:
    """The largest type (mm, in tenths) that sets every title on one line of ``width_mm``."""
    widest = max(QFontMetricsF(font(10.0, bold=bold, italic=italic)).horizontalAdvance(t) for t in titles)
    size = largest
    if widest > 0:
        size = min(largest, math.floor(10.0 * width_mm * MM / widest * 10) / 10)
    return max(1.6, size)


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


def _note_room(paper: str, ys: list[float]) -> float:
    return _NOTE_H + 0.8 if _notes_fit_above(paper, ys) else 0.0


# --- role cards ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class CardStyle:
    """One deck's type sizes (mm): the same on every card, whatever its role."""

    title: float
    duty: float
    card: float


def card_hint(rules: Rules, role: str, counts: dict[str, int], lang: str) -> str:
    """Which playing cards stand for ``role`` in this deal, as the deck recipe takes them: the one
    group the deal takes ("Jack", where the recipe says "2 × Jack"), else the kind's own name
    ("Jack or Queen", where it takes both)."""
    kind = ROLES[role].card(rules.preset)
    groups = taken(kind, max(1, counts.get(role, 0)), decks_needed(rules, counts))
    if len(groups) == 1:
        return _capital(group_name(groups[0][0].name, lang))
    return _capital(card_name(kind, lang))


def _block_lines(
    rules: Rules, role: str, deal: dict[str, int], lang: str, size: float, width: float
) -> tuple[list[str], list[str]]:
    """A card's words at ``size``: the duty's lines, and the playing card's (italic) under them."""
    hint = card_hint(rules, role, deal, lang)
    return wrap(duty(rules, role, lang), size, width), wrap(hint, size, width, italic=True)


@functools.lru_cache(maxsize=16)
def _card_style(rules: Rules, counts: tuple[tuple[str, int], ...], lang: str) -> CardStyle:
    deal = dict(counts)
    roles = list(rules.roles)
    _, _, title_w, _ = room(TITLE_BOX, 0)
    _, _, duty_w, duty_h = room(DUTY_BOX, 1)
    size = 3.4
    while size > TEXT_MM - 0.05:
        # The largest size at which every role's duty and playing card fit the block.
        lines = duty_h / (PITCH * size)
        blocks = [_block_lines(rules, r, deal, lang, size, duty_w) for r in roles]
        metrics = QFontMetricsF(font(size)), QFontMetricsF(font(size, italic=True))
        if all(
            len(a) + HINT_GAP + len(b) <= lines
            and all(metrics[0].horizontalAdvance(t) <= duty_w * MM + 0.5 for t in a)
            and all(metrics[1].horizontalAdvance(t) <= duty_w * MM + 0.5 for t in b)
            for a, b in blocks
        ):
            break
        size = round(size - 0.1, 1)
    return CardStyle(
        title=title_size([role_name(rules, r, lang) for r in roles], title_w, 7.0), duty=size, card=size
    )


def card_style(rules: Rules, lang: str, counts: dict[str, int] | None = None) -> CardStyle:
    """The sizes that fit every role of the rules (not only the dealt ones: a deal's cards do not
    give away which roles it has). Measured when the pages are drawn, where fonts exist."""
    return _card_style(rules, tuple(sorted((counts or {}).items())), lang)


def card_order(counts: dict[str, int], seed: int | None = None) -> list[str]:
    """One role per card, always shuffled: with ``seed`` the same order every time, without it a
    new one (a sheet in role order would tell who holds what by where the card was cut from)."""
    roles = dealt_list(counts)
    rng = random.Random(f"print:{seed}") if seed is not None else random.Random()
    rng.shuffle(roles)
    return roles


def role_cards(
    rules: Rules,
    counts: dict[str, int],
    paper: str = "a4",
    lang: str = "en",
    seed: int | None = None,
    pages_after: int = 0,
) -> Document:
    """One poker-size card per player in a shuffled order (``seed`` repeats one), nine a sheet,
    each sheet followed by its backs (mirrored for a long-edge flip), with cut marks; a document
    printed on both sides. ``pages_after``: pages that follow in the same file (its page numbers
    count them)."""
    roles = card_order(counts, seed)
    placing = seed if seed is not None else random.randrange(1 << 30)  # one placing for every look
    doc = Document(say(lang, "role_cards", preset=preset_name(rules, lang), players=len(roles)), paper)
    doc.duplex = True
    per_page = 9
    sheets = [roles[i : i + per_page] for i in range(0, len(roles), per_page)]
    for n, sheet in enumerate(sheets):
        pages = 2 * len(sheets) + pages_after
        doc.pages.append(
            Page(drawing(_card_fronts, rules, counts, sheet, paper, lang, 2 * n + 1, pages, placing))
        )
        doc.pages.append(Page(drawing(_card_backs, len(sheet), paper, lang, 2 * n + 2, pages)))
    return doc


def card_size(paper: str) -> tuple[float, float]:
    """A card's width and height (mm): poker size, 63 x 88; on Letter 1 mm shorter, so that three
    rows and their backs' bleed fit inside the part of the sheet a printer can print."""
    return CARD_W, CARD_H - (1.0 if paper == "letter" else 0.0)


def card_slots(count: int, paper: str, mirror: bool = False) -> list[tuple[float, float]]:
    """The top-left corners (mm) of the first ``count`` cards on a sheet; ``mirror`` for the backs."""
    w, h = card_size(paper)
    x0, y0 = grid(paper, 3, 3, w, h)
    out = []
    for i in range(count):
        col, row = i % 3, i // 3
        if mirror:
            col = 2 - col
        out.append((x0 + col * w, y0 + row * h))
    return out


def _grid_lines(paper: str) -> tuple[list[float], list[float]]:
    w, h = card_size(paper)
    x0, y0 = grid(paper, 3, 3, w, h)
    return [x0 + i * w for i in range(4)], [y0 + i * h for i in range(4)]


def _card_fronts(
    p: QPainter,
    page: QRectF,
    rules: Rules,
    counts: dict[str, int],
    roles: list[str],
    paper: str,
    lang: str,
    number: int,
    pages: int,
    placing: int,
) -> None:
    xs, ys = _grid_lines(paper)
    style = card_style(rules, lang, counts)
    rng = random.Random(f"place:{placing}:{number}")
    for (x, y), role in zip(card_slots(len(roles), paper), roles, strict=True):
        card_front(p, x, y, rules, role, lang, style, counts, card_size(paper)[1], placed(rng))
    room = _note_room(paper, ys)
    cut_guides(p, paper, xs, ys, room, room)
    sheet_notes(p, paper, xs, ys, say(lang, "cut"), say(lang, "page", page=number, pages=pages))


Placing = tuple[tuple[float, float], tuple[float, float]]


def placed(rng: random.Random) -> Placing:
    """Where one card's words lie: each block moved at random within :data:`PLACE_RANGE`, so no
    two cards of a role print their words at the same place, and a spy cannot learn a role's
    faint remaining trace through the paper as a fixed picture."""
    a, b = ((rng.uniform(-dx, dx), rng.uniform(-dy, dy)) for dx, dy in PLACE_RANGE)
    return a, b


def card_front(
    p: QPainter,
    x: float,
    y: float,
    rules: Rules,
    role: str,
    lang: str,
    style: CardStyle,
    counts: dict[str, int] | None = None,
    height: float = CARD_H,
    shifts: Placing = ((0.0, 0.0), (0.0, 0.0)),
) -> None:
    """One front (``height`` mm high): on a grey panel, the rules (the same on every card), the role's name, what it
    does and the playing card that stands for it, every word veiled (dark letters in a white halo
    that cancels their ink), in the same ink for every role."""
    panel = mm_rect(x + PANEL_BOX[0], y + PANEL_BOX[1], PANEL_BOX[2], PANEL_BOX[3] - (CARD_H - height))
    p.save()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(PANEL)
    p.drawRoundedRect(panel, 2.5 * MM, 2.5 * MM)
    p.restore()

    def box(spec: tuple[float, float, float, float], height_mm: float = 0.0, block: int = -1) -> QRectF:
        """Where words ``height_mm`` high (centred in the box; 0: from its top) go: moved by
        this card's shift within the box's room."""
        bx, by, bw, bh = room(spec, block) if block >= 0 else spec
        dx, dy = shifts[block] if block >= 0 else (0.0, 0.0)
        return mm_rect(x + bx + dx, y + by + dy + ((bh - height_mm) / 2 if height_mm else 0.0), bw, bh)

    rules_line = say(lang, "card_rules", preset=preset_name(rules, lang))
    size = min(TEXT_MM + 0.3, title_size([rules_line], PRESET_BOX[2], TEXT_MM + 0.3, bold=False))
    veiled_text(p, box(PRESET_BOX, size), [rules_line], size, centred=True)
    veiled_text(
        p,
        box(TITLE_BOX, style.title, 0),
        [role_name(rules, role, lang)],
        style.title,
        bold=True,
        centred=True,
        outline=OUTLINE,
    )
    _, _, duty_w, _ = room(DUTY_BOX, 1)
    words, hint = _block_lines(rules, role, counts or {}, lang, style.duty, duty_w)
    block = box(DUTY_BOX, 0.0, 1)
    veiled_text(p, block, words, style.duty, pitch=PITCH)
    below = block.translated(0, (len(words) + HINT_GAP) * PITCH * style.duty * MM)
    veiled_text(p, below, hint, style.card, italic=True, pitch=PITCH)


def _card_backs(
    p: QPainter, page: QRectF, count: int, paper: str, lang: str, number: int, pages: int
) -> None:
    xs, ys = _grid_lines(paper)
    w, h = card_size(paper)
    # Every back reaches :data:`_BLEED` past its card on every side, the lone card of a sheet's
    # last row too, so a flip a little off shows no white; one fill for all of them (cards filled
    # one by one would leave a hairline between them).
    whole = QPainterPath()
    whole.setFillRule(Qt.FillRule.WindingFill)  # overlaps are filled, not cut out
    slots = card_slots(count, paper, mirror=True)
    for x, y in slots:
        whole.addRect(mm_rect(x - _BLEED, y - _BLEED, w + 2 * _BLEED, h + 2 * _BLEED))
    p.fillPath(whole.simplified(), INK)
    for x, y in slots:
        card_back(p, x, y, h)
    sheet_notes(p, paper, xs, ys, say(lang, "backs"), say(lang, "page", page=number, pages=pages))


def _capital(text: str) -> str:
    """A playing card's name on its own line ("валет" -> "Валет"): every card's line starts as high."""
    return text[:1].upper() + text[1:]


BACK_INSET = 3.0  # mm: the back's pattern keeps this far inside the card (past any neighbour's bleed)


def card_back(p: QPainter, x: float, y: float, height: float = CARD_H) -> None:
    """Every back is the same, drawn from its own card's corner: dark ink over the card and past
    it (the caller fills that), and inside a frame a fine lattice and the emblem in a lighter
    line. Nothing of it depends on where the card lies on the sheet."""
    p.save()
    p.translate(x * MM, y * MM)
    frame = QRectF(
        BACK_INSET * MM, BACK_INSET * MM, (CARD_W - 2 * BACK_INSET) * MM, (height - 2 * BACK_INSET) * MM
    )
    clip = QPainterPath()
    clip.addRoundedRect(frame, 2.5 * MM, 2.5 * MM)
    p.setClipPath(clip)
    p.setPen(QPen(LINE, 0.2 * MM))
    # A diamond lattice from the card's corner: 14 cells across, 20 down.
    sx, sy = CARD_W / 14 * MM, height / 20 * MM
    span = height * MM
    for i in range(-20, 35):
        ax = i * sx
        p.drawLine(QPointF(ax, 0), QPointF(ax + span * sx / sy, span))
        p.drawLine(QPointF(ax, 0), QPointF(ax - span * sx / sy, span))
    p.setClipping(False)
    p.setPen(QPen(LINE, 0.35 * MM))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(frame, 2.5 * MM, 2.5 * MM)
    centre = QPointF(CARD_W / 2 * MM, height / 2 * MM)
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
FOLD_PANEL = (2.5, 0.0, 58.0, 38.5)  # the grey panel the role's words are veiled on
FOLD_LABEL = (4.0, 0.6, 55.0, 3.8)  # "You are:", the same on every card
FOLD_TITLE = (3.5, 4.6, 56.0, 8.4)  # the role's name
FOLD_BLOCK = (3.5, 13.2, 56.0, 25.0)  # what the role does, the other mafia
FOLD_PLACE_RANGE = ((3.0, 0.6), (1.5, 1.5))  # how far the title and the words move, mm
FOLD_PITCH = 1.2  # a little tighter than the cards' blocks


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


def fold_room(spec: tuple[float, float, float, float], block: int) -> tuple[float, float, float, float]:
    """Where a fold's title (``block`` 0) or words (1) lie unmoved: ``spec`` less its room to move."""
    x, y, w, h = spec
    jx, jy = FOLD_PLACE_RANGE[block]
    return x + jx, y + jy, w - 2 * jx, h - 2 * jy


def fold_style(rules: Rules, texts: list[str], lang: str) -> CardStyle:
    """One size for every player's title and words (the role's title and the mafia's longer words
    would otherwise set some cards apart)."""
    _, _, title_w, _ = fold_room(FOLD_TITLE, 0)
    _, _, block_w, block_h = fold_room(FOLD_BLOCK, 1)
    return CardStyle(
        title=title_size([role_name(rules, r, lang) for r in rules.roles], title_w, 5.5),
        duty=block_size(texts, block_w, block_h, 3.2, pitch=FOLD_PITCH),
        card=0.0,
    )


def fold_text(record: Record, name: str, lang: str, by_seat: bool = False) -> str:
    """The words inside a player's fold: what the role does, and for the mafia who the others are
    (their names, or ``by_seat`` their seats), or that there are none."""
    setup = record.setup
    rules = setup.rules
    role = setup.role_of(name)
    words = duty(rules, role, lang)
    if meets_mafia(role) and rules.mafia_meet:
        mates = [m for m in setup.players if meets_mafia(setup.role_of(m)) and m != name]
        if not mates:
            words += " " + say(lang, "mates_none")
        elif by_seat:
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
    rng = random.Random(f"fold:{setup.seed}:{number}")
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
        # Inside: the role's words veiled on a grey panel, so the flap need not hide them alone.
        ix, iy = inside.left() / MM, inside.top() / MM
        px, py, pw, ph = FOLD_PANEL
        p.save()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(PANEL)
        p.drawRoundedRect(mm_rect(ix + px, iy + py, pw, ph), 2 * MM, 2 * MM)
        p.restore()
        lx, ly, lw, lh = FOLD_LABEL
        veiled_text(
            p,
            mm_rect(ix + lx, iy + ly + (lh - TEXT_MM) / 2, lw, lh),
            [say(lang, "fold_inside")],
            TEXT_MM,
            centred=True,
        )
        # Each inside's words moved at random within their room, as on the role cards.
        (tdx, tdy), (kdx, kdy) = ((rng.uniform(-jx, jx), rng.uniform(-jy, jy)) for jx, jy in FOLD_PLACE_RANGE)
        tx, ty, tw, th = fold_room(FOLD_TITLE, 0)
        title = mm_rect(ix + tx + tdx, iy + ty + tdy + (th - style.title) / 2, tw, th)
        veiled_text(
            p, title, [role_name(rules, role, lang)], style.title, bold=True, centred=True, outline=OUTLINE
        )
        kx, ky, kw, _ = fold_room(FOLD_BLOCK, 1)
        lines = wrap(texts[name], style.duty, kw)
        veiled_text(p, mm_rect(ix + kx + kdx, iy + ky + kdy, kw, 0), lines, style.duty, pitch=FOLD_PITCH)
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
