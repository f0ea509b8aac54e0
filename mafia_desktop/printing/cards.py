"""Cards: poker-size role cards with their backs (cut from the sheet), and fold-over cards for a
deal the app made (the name outside, the role inside the fold)."""

from __future__ import annotations

import random

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPen

from mafia_desktop.engine.record import Record
from mafia_desktop.engine.roles import ROLES, is_mafia, meets_mafia
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
    ACCENT,
    INK,
    LINE,
    MM,
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
        doc.pages.append(Page(drawing(_card_fronts, rules, sheet, paper, lang, n, len(sheets))))
        doc.pages.append(Page(drawing(_card_backs, len(sheet), paper, lang)))
    return doc


def _card_slots(count: int, paper: str, mirror: bool = False) -> list[tuple[float, float]]:
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
        doc.pages.append(Page(drawing(_fold_page, record, chunk, paper, lang)))
    return doc


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
    p: QPainter, page: QRectF, record: Record, people: list[tuple[int, str]], paper: str, lang: str
) -> None:
    setup = record.setup
    rules = setup.rules
    x0, y0 = grid(paper, 3, 2, FOLD_W, 3 * PANEL_H)
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
