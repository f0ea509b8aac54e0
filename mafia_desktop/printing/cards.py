"""Role cards: poker-size cards with their backs, cut from the sheet (the fold-over cards are
``printing/folds.py``, the sheet's cut marks and notes ``printing/marks.py``).

A card must not tell its role, not even held to a lamp. Every front's words are veiled
(``printing/veil.py``): dark letters, each in a white halo that gives back the light its ink
takes, on a grey panel, so through the paper every front is the same plain grey; large type is
drawn as thin outlines, which a halo can veil. Each card's words are moved a little at random in
their boxes, so what faint trace is left is no fixed picture to learn. Every back is the same as
seen from its own card, dark ink reaching :data:`_BLEED` mm past every cut. Everything printed
keeps :data:`SAFE` mm inside the sheet's edge, on A4 and Letter (where cards are 1 mm shorter, so
three rows and their bleed fit).
"""

from __future__ import annotations

import functools
import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QPainter, QPainterPath, QPen

from mafia_desktop.art import fit, role_emblem
from mafia_desktop.engine.deck_plan import plan
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
from mafia_desktop.printing.deck import taken
from mafia_desktop.printing.marks import cut_guides, note_room, sheet_notes
from mafia_desktop.printing.pages import INK, LINE, MM, Document, Page, font, in_print_language, mm_rect
from mafia_desktop.printing.veil import PANEL, veiled_text, wrap
from mafia_desktop.printing.veil_shapes import veiled_outline

CARD_W, CARD_H = 63.0, 88.0  # poker size, mm
TEXT_MM = 2.9  # the smallest type on a card, 8.2 pt (sizes go in tenths of a mm: 2.82 would be 2.8)
PITCH = 1.25  # line pitch of the words on a card, in ems
OUTLINE = 0.28  # the width of the outlines large type is drawn in, mm
# The width of an emblem's line, mm: thinner than the type's, so that where the art's edges lie
# close together their halos still have room (where they overlap, the light they give back falls
# short of the ink there).
EMBLEM_LINE = 0.1

_BLEED = 2.2  # mm the backs' ink reaches past every card's cut, so a flip 2 mm off shows no white

# A card front, in mm from the card's corner: the panel every word is printed on (its light the
# same whatever the words: see ``printing/veil.py``), and on it (x, y, width, height) the rules
# (the same on every card), the role's name, what it does, which playing card stands for it, and
# the role's emblem (veiled as the words are: ``printing/veil_shapes.py``), its foot as far from
# the panel's on Letter's shorter card.
PANEL_BOX = (3.0, 3.0, 57.0, 82.0)
PRESET_BOX = (6.0, 6.5, 51.0, 4.0)
TITLE_BOX = (5.0, 12.5, 53.0, 13.0)
DUTY_BOX = (5.0, 28.0, 53.0, 39.0)  # what the role does, then (in italics) its playing card
EMBLEM_BOX = (14.5, 67.5, 34.0, 16.0)
HINT_GAP = 0.5  # lines between the duty and the playing card
# How far (mm, across and down) the title, the words under it and the emblem move at random on
# each card, within their boxes: no two cards of a role print them at the same place, so what
# little of them a lamp still shows is no fixed picture a spy could learn.
PLACE_RANGE = ((3.0, 1.5), (2.5, 3.0), (4.0, 0.5))


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
    ("Jack or Queen", where it takes both); a spare card by its name ("Red Joker", "Ace of spades
    from the other deck"); a blank card with the role's name written on it."""
    deal = plan(rules, {**dict.fromkeys(rules.roles, 0), **counts, role: max(1, counts.get(role, 0))})
    cards = deal.of(role)
    if cards.how != "own":
        return _capital(card_name(cards.code, lang, rules.preset))
    groups = taken(cards.code, cards.count, deal.decks)
    if len(groups) == 1:
        return _capital(group_name(groups[0][0].name, lang))
    return _capital(card_name(cards.code, lang))


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


@in_print_language
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


@in_print_language
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
    doc = Document(
        say(lang, "role_cards", preset=preset_name(rules, lang), players=len(roles)), paper, lang=lang
    )
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
    room = note_room(paper, ys)
    cut_guides(p, paper, xs, ys, room, room)
    sheet_notes(p, paper, xs, ys, say(lang, "cut"), say(lang, "page", page=number, pages=pages))


Placing = tuple[tuple[float, float], ...]  # each block's shift (mm, across and down)
UNMOVED: Placing = tuple((0.0, 0.0) for _ in PLACE_RANGE)


def placed(rng: random.Random) -> Placing:
    """Where one card's words and emblem lie: each block moved at random within
    :data:`PLACE_RANGE`, so no two cards of a role print them at the same place, and a spy cannot
    learn a role's faint remaining trace through the paper as a fixed picture."""
    return tuple((rng.uniform(-dx, dx), rng.uniform(-dy, dy)) for dx, dy in PLACE_RANGE)


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
    shifts: Placing = UNMOVED,
) -> None:
    """One front (``height`` mm high): on a grey panel, the rules (the same on every card), the
    role's name, what it does, the playing card that stands for it and the role's emblem, all
    veiled (dark lines in a halo that cancels their ink), in the same ink for every role."""
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
    ex, ey, ew, eh = room(EMBLEM_BOX, 2)
    dx, dy = shifts[2]
    art = mm_rect(x + ex + dx, y + ey + dy - (CARD_H - height), ew, eh)
    veiled_outline(p, fit(role_emblem(role, rules.preset), art), EMBLEM_LINE)


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
