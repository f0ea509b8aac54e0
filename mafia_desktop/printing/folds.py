"""Fold-over cards for a deal the app made: the name and seat outside, the role inside the fold,
under a solid dark flap folded over it; six a sheet.

The inside is veiled as a role card's front is (``printing/veil.py``, ``printing/cards.py``): on a
grey panel, the role's emblem as a thin line and its name as thin outlines, each in its halo, and
its words as dark letters in theirs, every block moved a little at random; through the paper, the
plain grey of the panel whatever the role. The flap's words fold over the inside's label, the same
on every card.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPen

from mafia_desktop import phrases
from mafia_desktop.art import fit, role_emblem
from mafia_desktop.engine.record import Record
from mafia_desktop.engine.roles import meets_mafia
from mafia_desktop.engine.rules import Rules
from mafia_desktop.printing.cards import EMBLEM_LINE, OUTLINE, TEXT_MM, CardStyle, block_size, title_size
from mafia_desktop.printing.common import drawing, duty, grid, joined, numeral, preset_name, role_name, say
from mafia_desktop.printing.marks import cut_guides, note_room, sheet_notes
from mafia_desktop.printing.pages import (
    INK,
    LINE,
    MM,
    SOFT,
    TINT,
    Document,
    Page,
    dashed,
    fit_text,
    in_print_language,
    mm_rect,
)
from mafia_desktop.printing.veil import PANEL, veiled_text, wrap
from mafia_desktop.printing.veil_shapes import veiled_outline

FOLD_W, PANEL_H = 63.0, 40.0  # three panels: outside (the name), inside (the role), the flap
# The inside, in mm from the panel's corner. The flap's words fold over the label's strip.
FOLD_PANEL = (2.5, 0.0, 58.0, 38.5)  # the grey panel the role's words are veiled on
FOLD_LABEL = (4.0, 0.6, 55.0, 3.8)  # "You are:", the same on every card
FOLD_EMBLEM = (3.5, 4.6, 10.5, 8.4)  # the role's emblem, left of its name
FOLD_TITLE = (14.0, 4.6, 45.5, 8.4)  # the role's name
FOLD_BLOCK = (3.5, 13.2, 56.0, 25.0)  # what the role does, the other mafia
# How far the title, the words and the emblem move at random, mm.
FOLD_PLACE_RANGE = ((3.0, 0.6), (1.5, 1.5), (1.0, 0.6))
FOLD_PITCH = 1.2  # a little tighter than the cards' blocks


@in_print_language
def fold_over(record: Record, paper: str = "a4", lang: str = "en") -> Document:
    """A card per player for a deal the app made: name and seat outside, the role inside the fold
    (covered by a solid flap), six a sheet."""
    setup = record.setup
    rules = setup.rules
    doc = Document(say(lang, "fold_title", preset=preset_name(rules, lang)), paper, lang=lang)
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
    """Where a fold's title (``block`` 0), words (1) or emblem (2) lie unmoved: ``spec`` less its room to move."""
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
            seats = joined([numeral(setup.seat_of(m), lang) for m in mates], lang)
            words += " " + say(lang, "mates_seats", seats=seats)
        else:
            words += " " + say(
                lang, "mates", names=joined([phrases.isolate(m, lang=lang) for m in mates], lang)
            )
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
        (tdx, tdy), (kdx, kdy), (edx, edy) = (
            (rng.uniform(-jx, jx), rng.uniform(-jy, jy)) for jx, jy in FOLD_PLACE_RANGE
        )
        ex, ey, ew, eh = fold_room(FOLD_EMBLEM, 2)
        emblem = fit(role_emblem(role, rules.preset), mm_rect(ix + ex + edx, iy + ey + edy, ew, eh))
        veiled_outline(p, emblem, EMBLEM_LINE)
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
    room = note_room(paper, ys)
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
