"""Painting the seat circle: what it is fed (`Seat`, `Marks`), what one seat shows (`SeatLook`, its
marks reduced to the seat's own), drawing a seat (its token, circle_token.py) with its marks, name
and focus ring, the centre's words (at the end, the winning side named on a banner) and a dragged
seat, and the box each of them stays inside (`seat_bounds`, `centre_bounds`: repainting a box
repaints everything drawn there, so these cover every pixel drawn).

A seat's look depends on its public state only: no seat is ever coloured or shaped by role; a role
is drawn only when the table asks for it (the referee's held peek, a card turned up for everyone,
the end of the game).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath, QPen, QRadialGradient

from mafia_desktop import phrases
from mafia_desktop.ui.circle.centre import centre_texts, ribbon_rect
from mafia_desktop.ui.circle.layout import Layout, TextCache
from mafia_desktop.ui.circle.palette import Palette, alpha
from mafia_desktop.ui.circle.token import Token, paint_hand, paint_pip, paint_token, points_rect, role_pill

# Antialiasing and a text's overhang reach a little past a shape's geometry: every box is grown
# by this much (it only makes a repaint a little wider, never wrong).
SPILL = 3.0


@dataclass(frozen=True)
class Seat:
    """What the circle draws for one seat (from a view: never more than the viewer may see)."""

    number: int
    name: str
    alive: bool = True
    nominated: bool = False
    on_trial: bool = False
    role: str | None = None  # drawn only when the table shows roles (peek, end of game)
    fouls: int = 0  # public: a pip for each, along the token's rim
    emblem: str = ""  # the code of the role's emblem (mafia_desktop.art), with a card turned up
    won: bool = False  # at the end: the seat is on the winning side (its card is up)
    points: str = ""  # at the end, where the rules keep score: the seat's points, in words ("+1.25")


@dataclass
class Marks:
    """The state of the input being made and the timers, drawn over the seats."""

    selectable: set[str] = field(default_factory=set)
    hands: set[str] = field(default_factory=set)
    voted: set[str] = field(default_factory=set)  # a hand already given to another candidate
    picked: set[str] = field(default_factory=set)
    speaking: str | None = None
    next_speaker: str | None = None
    timer_fraction: float | None = None  # of the speaker's time left, for the arc


class SeatLook(NamedTuple):
    """Everything one seat is drawn from, by value (the marks are changed in place by the timer's
    tick, so a look is taken, not the marks kept)."""

    seat: Seat
    speaking: bool
    timer_fraction: float | None  # the speaker's only
    next_speaker: bool
    picked: bool
    picking: bool  # some seats are selectable: the others are dimmed
    selectable: bool
    hand: bool
    voted: bool
    focused: bool  # the keyboard cursor's ring is round it
    turn: float = 1.0  # how far its card has turned up (0 face down, 1 up: see SeatCircle's reveal)


def seat_look(seat: Seat, marks: Marks, focused: bool, turn: float = 1.0) -> SeatLook:
    name = seat.name
    speaking = name == marks.speaking
    return SeatLook(
        seat,
        speaking,
        marks.timer_fraction if speaking else None,
        name == marks.next_speaker,
        name in marks.picked,
        bool(marks.selectable),
        name in marks.selectable,
        name in marks.hands,
        name in marks.voted,
        focused,
        turn,
    )


def paint_seat(
    p: QPainter, pal: Palette, layout: Layout, index: int, look: SeatLook, texts: TextCache
) -> None:
    """The seat at ``index``: its marks round it, its token (number, fouls, a card turned up), its
    badges, its name outside the ring and, when it has the keyboard cursor, the cursor's ring."""
    seat = look.seat
    c, r = layout.seat_centre(index), layout.seat_r
    if look.speaking:
        glow = QRadialGradient(c, r * 1.9)
        glow.setColorAt(0.45, alpha(pal.glow, 0.9))
        glow.setColorAt(1.0, alpha(pal.glow, 0.0))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(glow)
        p.drawEllipse(c, r * 1.9, r * 1.9)
        if look.timer_fraction is not None:
            arc_pen = QPen(pal.accent if look.timer_fraction < 0.17 else pal.edge, 5)
            arc_pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            p.setPen(arc_pen)
            p.setBrush(Qt.BrushStyle.NoBrush)
            arc = QRectF(c.x() - r - 10, c.y() - r - 10, 2 * r + 20, 2 * r + 20)
            p.drawArc(arc, 90 * 16, int(-360 * 16 * max(0.0, min(1.0, look.timer_fraction))))
    if look.next_speaker:
        p.setPen(QPen(pal.edge, 2, Qt.PenStyle.DashLine))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(c, r + 9, r + 9)
    if seat.on_trial:
        p.setPen(QPen(pal.accent, 6))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(c, r + 6, r + 6)
    if look.picked:
        p.setPen(QPen(pal.pick, 5))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(c, r + 4, r + 4)
    dim = look.picking and not look.selectable and not look.picked
    token = Token(
        seat.number,
        seat.alive,
        seat.fouls,
        seat.role,
        seat.emblem,
        seat.won,
        look.turn,
        look.picking,
        dim,
        seat.points,
    )
    paint_token(p, pal, layout, c, token, texts)
    size = layout.badge_size()
    if seat.on_trial:
        paint_pip(p, pal.accent, pal.disc, pal.background, layout.pip_centre(index), size, "trial")
    elif seat.nominated:
        paint_pip(p, pal.nominated, pal.disc, pal.background, layout.pip_centre(index), size, "nominated")
    badge = layout.badge_centre(index)  # (a hand is raised in a vote, never in a speech)
    if look.hand:
        paint_hand(p, pal, badge, size)
    elif look.voted:
        paint_pip(p, pal.background, pal.hand, pal.hand, badge, size, "voted")
    elif look.speaking:
        paint_pip(p, pal.glow, pal.ink, pal.background, badge, size, "speaking")
    name = _paint_name(p, pal, layout, index, seat, texts)
    if look.focused:
        # Round the seat and its name together: the ring never crosses the name's letters.
        p.setPen(QPen(pal.focus, 2.5, Qt.PenStyle.DashLine))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(_focus_box(layout, c, name), r + 12, r + 12)


def _focus_box(layout: Layout, c: QPointF, name: QRectF) -> QRectF:
    ring_r = layout.seat_r + 12
    seat_box = QRectF(c.x() - ring_r, c.y() - ring_r, 2 * ring_r, 2 * ring_r)
    return seat_box.united(name.adjusted(-6, -4, 6, 4))


def _paint_name(
    p: QPainter, pal: Palette, layout: Layout, index: int, seat: Seat, texts: TextCache
) -> QRectF:
    """Draw the seat's name outside the ring; the box it took."""
    p.setFont(layout.name.font if seat.alive else layout.dead_name.font)
    box, text, dist = layout.name_box(index, seat.alive, texts)
    w, h = box.width(), box.height()
    angle = layout.angle(index)
    c, r = layout.seat_centre(index), layout.seat_r
    dx, dy = math.cos(angle), math.sin(angle)
    if layout.far(index):
        # A faint leader ties a name set further out to its seat.
        p.setPen(QPen(alpha(pal.soft_ink, 0.45), 1.2))
        start = r + 3
        end = dist - abs(dx) * w / 2 - abs(dy) * h / 2 - 2
        p.drawLine(
            QPointF(c.x() + dx * start, c.y() + dy * start), QPointF(c.x() + dx * end, c.y() + dy * end)
        )
    p.setPen(pal.ink if seat.alive else pal.dead_ink)
    p.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
    return box


def seat_bounds(layout: Layout, index: int, seat: Seat, texts: TextCache) -> QRect:
    """The box everything the seat at ``index`` may draw stays inside, whatever its marks: the
    speaker's glow, the rings and the timer arc, the badges, the role, the name (and its leader)
    and the keyboard cursor's ring round the seat and the name."""
    key = ("bounds", index, seat.alive, seat.role, seat.points, min(seat.fouls, 4) if seat.points else 0)
    kept = layout.boxes.get(key)
    if kept is None:
        c, r = layout.seat_centre(index), layout.seat_r
        reach = max(r * 1.9, r + 10 + 2.5, r + 12 + 1.25)
        box = QRectF(c.x() - reach, c.y() - reach, 2 * reach, 2 * reach)
        box = box.united(layout.badge_rect(index)).united(layout.pip_rect(index))
        if seat.role:
            box = box.united(role_pill(layout, c, seat.role, texts))
            if seat.points:
                box = box.united(points_rect(layout, c, seat.role, seat.points, seat.fouls, texts))
        name = layout.name_box(index, seat.alive, texts)[0]
        box = box.united(_focus_box(layout, c, name).adjusted(-1.25, -1.25, 1.25, 1.25))
        kept = layout.boxes[key] = (_grown(box),)
    return kept[0]


def whole_parts(layout: Layout, index: int, look: SeatLook, texts: TextCache) -> tuple[QRect, ...]:
    """The parts of a seat that Qt draws a little differently when a clip cuts through them: a
    straight line (the leader to a name set further out) and the speaker's glow (a gradient is stepped along each span from where the span starts). A repaint takes
    each of them whole, or its pixels would not be those of the whole circle drawn afresh."""
    alive = look.seat.alive
    key = ("whole", index, look.speaking, alive)
    kept = layout.boxes.get(key)
    if kept is None:
        c, r = layout.seat_centre(index), layout.seat_r
        out = []
        if look.speaking:
            out.append(QRectF(c.x() - r * 1.9, c.y() - r * 1.9, r * 3.8, r * 3.8))
        if layout.far(index):
            box, _, dist = layout.name_box(index, alive, texts)
            dx, dy = math.cos(layout.angle(index)), math.sin(layout.angle(index))
            start = r + 3
            end = dist - abs(dx) * box.width() / 2 - abs(dy) * box.height() / 2 - 2
            a = QPointF(c.x() + dx * start, c.y() + dy * start)
            b = QPointF(c.x() + dx * end, c.y() + dy * end)
            out.append(QRectF(a, b).normalized().adjusted(-0.6, -0.6, 0.6, 0.6))
        kept = layout.boxes[key] = tuple(_grown(box) for box in out)
    return kept


def _grown(box: QRectF) -> QRect:
    return box.adjusted(-SPILL, -SPILL, SPILL, SPILL).toAlignedRect()


def paint_centre(
    p: QPainter,
    pal: Palette,
    layout: Layout,
    words: tuple[str, str, str],
    texts: TextCache,
    over: bool = False,
) -> None:
    """The phase, the step in words and the timer, in large type, inside the ring; at the end
    (``over``), the step (the winning side named) on a banner."""
    if over:
        _paint_ribbon(p, pal, ribbon_rect(layout, texts, *words))
    for k, (rect, font, flags, text, soft) in enumerate(centre_texts(layout, texts, *words, ribbon=over)):
        p.setFont(font)
        p.setPen(pal.soft_ink if soft else (pal.pill_ink if over and k == 1 else pal.ink))
        p.drawText(rect, flags, text)


def _paint_ribbon(p: QPainter, pal: Palette, box: QRectF) -> None:
    """A banner: a band with notched ends, edged in gold."""
    if box.isEmpty():
        return
    notch = min(box.height() * 0.32, box.width() * 0.08)
    band = QPainterPath(QPointF(box.left(), box.top()))
    band.lineTo(box.right(), box.top())
    band.lineTo(box.right() - notch, box.center().y())
    band.lineTo(box.right(), box.bottom())
    band.lineTo(box.left(), box.bottom())
    band.lineTo(box.left() + notch, box.center().y())
    band.closeSubpath()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(pal.pill)
    p.drawPath(band)
    inset = max(2.0, box.height() * 0.08)
    edge = QPen(pal.won, 1.5)
    p.setPen(edge)
    p.setBrush(Qt.BrushStyle.NoBrush)
    inner = QPainterPath(QPointF(box.left() + notch * 1.2, box.top() + inset))
    inner.lineTo(box.right() - notch * 1.2, box.top() + inset)
    inner.moveTo(box.left() + notch * 1.2, box.bottom() - inset)
    inner.lineTo(box.right() - notch * 1.2, box.bottom() - inset)
    p.drawPath(inner)


def centre_bounds(layout: Layout, words: tuple[str, str, str], texts: TextCache, over: bool = False) -> QRect:
    """The box the centre's words (and the banner) stay inside (a text is clipped to its box when
    it overflows)."""
    box = QRectF()
    for rect, _, _, _, _ in centre_texts(layout, texts, *words, ribbon=over):
        box = box.united(rect)
    if over:
        box = box.united(ribbon_rect(layout, texts, *words))
    return _grown(box)


def paint_drag(p: QPainter, pal: Palette, layout: Layout, pos: QPointF, number: int) -> None:
    """The seat being dragged to a new place (the set-up's preview), over everything."""
    r = layout.seat_r
    p.setPen(QPen(pal.pick, 3))
    p.setBrush(alpha(pal.token_rim, 0.85))
    p.drawEllipse(pos, r, r)
    p.setPen(QPen(alpha(pal.edge, 0.45), 1.2))
    p.setBrush(alpha(pal.disc, 0.9))
    p.drawEllipse(pos, r * 0.8, r * 0.8)
    p.setFont(layout.number.font)
    p.setPen(pal.ink)
    p.drawText(
        QRectF(pos.x() - r, pos.y() - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, phrases.number(number)
    )


def drag_bounds(layout: Layout, pos: QPointF) -> QRect:
    reach = layout.seat_r + 1.5
    return _grown(QRectF(pos.x() - reach, pos.y() - reach, 2 * reach, 2 * reach))
