"""A seat as a game token: a thick coin (a slight shadow by day, a rim, a face) with its number big
on its face, and its public state by shape and icon (:mod:`mafia_desktop.art`): the fouls as pips
along the rim (towards the name), a badge on one inner shoulder for a nomination or a trial
(scales; the token is ringed too), on the other a raised hand, a vote given elsewhere (a check) or
the speaker's microphone; and the dead's face turned down (darker: the "dead" mark on it, the
number small and faded above).

A card turned up for everyone shows on the face: the role's emblem, the number small above it, the
role's name on a badge across its foot (the winning side's tokens get a gold rim at the end); a
card being turned up flips the token (``turn``: 0 the face down, 1 the card up; the token narrows
to an edge and widens again).

Everything here is drawn from one seat's look alone: public state, never a role not turned up.
Every part stays inside the seat's box (circle_paint.seat_bounds); nothing is a gradient or a
straight line, which a clip would draw differently (a shadow is a flat, faint disc). The coin
itself is drawn once per look into a picture kept in the layout and copied to each seat.
"""

from __future__ import annotations

import math
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPen

from mafia_desktop import phrases
from mafia_desktop.ui.circle.layout import Layout, TextCache, Type
from mafia_desktop.ui.circle.palette import Palette, alpha, plain

FACE = 0.8  # the face's radius, of the token's: the rest is the rim
FOULS_SHOWN = 4


def _icon(code: str) -> QPainterPath:
    # (the art is imported when a token first draws: not at start-up, which it would slow)
    from mafia_desktop import art

    return art.icon(code)


def _emblem(code: str) -> QPainterPath:
    from mafia_desktop import art

    return art.emblem(code)


def _fit(path: QPainterPath, rect: QRectF) -> QPainterPath:
    from mafia_desktop import art

    return art.fit(path, rect)


class Token:
    """One token's public state, as the painter needs it (see circle_paint.SeatLook)."""

    __slots__ = ("alive", "dim", "fouls", "number", "picking", "points", "role", "emblem", "turn", "won")

    def __init__(
        self,
        number: int,
        alive: bool,
        fouls: int,
        role: str | None,
        emblem: str,
        won: bool,
        turn: float,
        picking: bool,
        dim: bool,
        points: str = "",
    ) -> None:
        self.number, self.alive, self.fouls = number, alive, fouls
        self.role, self.emblem, self.won, self.turn = role, emblem, won, turn
        self.picking, self.dim, self.points = picking, dim, points


def card_up(token: Token) -> bool:
    """Whether the token shows its card now (half-way through a flip it turns)."""
    return bool(token.role) and (not token.emblem or token.turn >= 0.5)


def paint_token(
    p: QPainter, pal: Palette, layout: Layout, c: QPointF, token: Token, texts: TextCache
) -> None:
    """The token at ``c``: its shadow, coin and face (flipped as far as its turn has got), its
    fouls along the rim."""
    r = layout.seat_r
    flipping = bool(token.emblem) and token.role is not None and token.turn < 1.0
    if flipping:  # (the whole token turns, its shadow with it)
        p.save()
        width = max(0.04, abs(math.cos(math.pi * token.turn)))
        p.translate(c)
        p.scale(width, 1.0)
        p.translate(-c)
    up = card_up(token)
    if flipping:
        _paint_coin(p, pal, c, r, token, up)
    else:
        _copy_coin(p, pal, layout, c, token, up)
    if up and token.emblem:
        _paint_card(p, pal, layout, c, token)
    else:
        _paint_number(p, pal, layout, c, token)
    if up and token.role:
        pill = role_pill(layout, c, token.role, texts)
        fit = role_words(layout, token.role, texts)
        p.setFont(fit.kind.font)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(pal.pill)
        radius = min(pill.height(), fit.kind.height + PILL_PAD) / 2
        p.drawRoundedRect(pill, radius, radius)
        p.setPen(pal.pill_ink)
        p.drawText(pill, Qt.AlignmentFlag.AlignCenter, "\n".join(fit.lines))
    if flipping:
        p.restore()
    shown = role_pill(layout, c, token.role, texts) if up and token.role else None
    if token.fouls:
        _paint_fouls(p, pal, layout, c, token.fouls, shown)
    if up and token.points and token.role:
        _paint_points(p, pal, layout, c, token, texts)


def _copy_coin(p: QPainter, pal: Palette, layout: Layout, c: QPointF, token: Token, up: bool) -> None:
    """The coin as a picture drawn once per look and copied at the seat (set on whole device
    pixels): a full repaint of thirty seats copies, it does not draw ninety round shapes."""
    dpr = p.device().devicePixelRatioF()
    won, selectable = up and token.won, token.picking and not token.dim
    colours = (pal.shadow, pal.won, pal.disc_dead, pal.token_rim, pal.pick, pal.edge, pal.disc, pal.felt)
    key = (tuple(colour.rgba() for colour in colours), dpr, token.alive, token.dim, won, selectable)
    sprite = layout.sprites.get(key)
    r = layout.seat_r
    if sprite is None:
        if len(layout.sprites) >= 32:
            layout.sprites.clear()
        side = 2 * math.ceil((r * 1.1 + 6) * dpr)  # (even: its middle on a pixel's corner)
        sprite = QImage(side, side, QImage.Format.Format_ARGB32_Premultiplied)
        sprite.setDevicePixelRatio(dpr)
        sprite.fill(0)
        painter = QPainter(sprite)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        half = side / dpr / 2
        _paint_coin(painter, pal, QPointF(half, half), r, token, up)
        painter.end()
        layout.sprites[key] = sprite
    half = sprite.width() / dpr / 2
    at = QPointF(round((c.x() - half) * dpr) / dpr, round((c.y() - half) * dpr) / dpr)
    p.drawImage(at, sprite)


def _paint_coin(p: QPainter, pal: Palette, c: QPointF, r: float, token: Token, up: bool) -> None:
    """The token's shadow (by day), its rim and its face."""
    if not plain(pal):
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(alpha(pal.shadow, 0.2))
        p.drawEllipse(QPointF(c.x(), c.y() + r * 0.08), r + 0.5, r + 0.5)
    won = up and token.won
    selectable = token.picking and not token.dim
    rim = pal.won if won else (pal.disc_dead if not token.alive else pal.token_rim)
    edge = pal.pick if selectable else (pal.won if won else pal.edge)
    p.setPen(QPen(edge, 3 if selectable or won else 2))
    p.setBrush(alpha(rim, 0.55) if token.dim else rim)
    p.drawEllipse(c, r, r)
    face = pal.disc if token.alive else _turned_down(pal)
    p.setPen(QPen(alpha(pal.edge, 0.45), 1.2))
    p.setBrush(alpha(face, 0.55) if token.dim else face)
    p.drawEllipse(c, r * FACE, r * FACE)
    if won:
        p.setPen(QPen(pal.won, 3))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(c, r + 3.5, r + 3.5)


def _turned_down(pal: Palette) -> QColor:
    """A dead seat's face: the dead's colour, a shade deeper than its rim."""
    d = pal.disc_dead
    return QColor.fromRgbF(d.redF() * 0.93, d.greenF() * 0.93, d.blueF() * 0.93)


def _paint_number(p: QPainter, pal: Palette, layout: Layout, c: QPointF, token: Token) -> None:
    r = layout.seat_r
    if not token.alive:  # the face turned down: the "dead" mark, its number small and faded
        _paint_face(p, pal, layout, c, token, _icon("dead"), alpha(pal.dead_ink, 0.8))
        return
    p.setFont(layout.number.font)
    p.setPen(pal.ink)
    p.drawText(
        QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, phrases.number(token.number)
    )


def _paint_card(p: QPainter, pal: Palette, layout: Layout, c: QPointF, token: Token) -> None:
    """The card turned up on the face: the seat's number small at the top, the emblem below (a
    dead seat's a shade fainter, the "dead" mark beside its number)."""
    try:
        picture = _emblem(token.emblem)
    except KeyError:
        picture = _icon("card")
    ink = pal.ink if token.alive else alpha(pal.dead_ink, 0.85)
    _paint_face(p, pal, layout, c, token, picture, ink, dead_mark=not token.alive)


def _paint_face(
    p: QPainter,
    pal: Palette,
    layout: Layout,
    c: QPointF,
    token: Token,
    picture: QPainterPath,
    ink: QColor,
    dead_mark: bool = False,
) -> None:
    """A face with a picture in its middle and the seat's number small above it."""
    r = layout.seat_r
    side = r * 0.7
    centre_y = c.y() + r * 0.02
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(ink)
    p.drawPath(_fit(picture, QRectF(c.x() - side / 2, centre_y - side / 2, side, side)))
    small = layout.small_number
    text = phrases.number(token.number)
    width = small.metrics.horizontalAdvance(text)
    mark = small.height * 0.8 if dead_mark else 0.0
    gap = small.height * 0.15 if dead_mark else 0.0
    left = c.x() - (width + gap + mark) / 2
    top = c.y() - r * 0.74
    p.setFont(small.font)
    p.setPen(ink if token.alive else alpha(pal.dead_ink, 0.75))
    left_edge = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignAbsolute  # (in any direction)
    p.drawText(QRectF(left, top, width + 2, small.height), left_edge, text)
    if dead_mark:
        box = QRectF(left + width + gap, top + (small.height - mark) / 2, mark, mark)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(alpha(pal.dead_ink, 0.85))
        p.drawPath(_fit(_icon("dead"), box))


PIP_IN = 2.0  # a foul's pip reaches this far over the face (the rest of it on the rim and beyond)
PILL_PAD = 4  # a role's badge: its height over its words'
REACH = 8  # a role's badge reaches no further below the token than this (the name is set beyond)


class RoleFit(NamedTuple):
    """A role's name as its badge sets it: the type, the lines, the widest line's advance."""

    kind: Type
    lines: tuple[str, ...]
    width: float


def role_words(layout: Layout, role: str, texts: TextCache) -> RoleFit:
    """A role's name as its badge sets it, no wider than the room between two seats: on one
    line in the role's type if it fits, else set smaller (down to the tight type), else on two
    lines (broken between words), and only cut short when not even a word fits. Whole at 200 %
    text in Russian ("Мирный житель"), where it used to read "Мирный ж…"."""
    key = ("role", role)
    kept = layout.fitted.get(key)
    if isinstance(kept, RoleFit):
        return kept
    room = layout.pill_room()
    big, tight = layout.role.font.pixelSize(), layout.role_tight.font.pixelSize()
    least = min(tight, max(10, int(layout.name_px * 0.45)))  # one line: a little under the tight type
    fit: RoleFit | None = None
    for lines in _line_breaks(role):
        # (two lines take the face's room: in the tight type)
        sizes = range(big, least - 1, -1) if len(lines) == 1 else range(tight, least - 1, -1)
        for px in sizes:
            kind = layout.role_type(px)
            width = max(texts.advance(kind, line) for line in lines)
            if width <= room:
                fit = RoleFit(kind, lines, width)
                break
        if fit is not None:
            break
    if fit is None:  # not even one word fits: the tight type, cut short
        kind = layout.role_tight
        text, width = texts.elided(kind, role, room)
        fit = RoleFit(kind, (text,), width)
    layout.fitted[key] = fit
    return fit


def _line_breaks(role: str) -> list[tuple[str, ...]]:
    """A role's name on one line, then on two (the break nearest its middle first)."""
    words = role.split()
    out: list[tuple[str, ...]] = [(role,)]
    breaks = sorted(range(1, len(words)), key=lambda k: abs(len(" ".join(words[:k])) - len(role) / 2))
    out += [(" ".join(words[:k]), " ".join(words[k:])) for k in breaks]
    return out


def role_pill(layout: Layout, c: QPointF, role: str, texts: TextCache) -> QRectF:
    """The badge a shown role's name is set on, across the foot of the token (its second line,
    when it has one, taken from the face above: never nearer the name below)."""
    fit = role_words(layout, role, texts)
    w = fit.width + 12
    h = fit.kind.height * len(fit.lines) + PILL_PAD
    r = layout.seat_r
    top = min(c.y() + r * 0.55, c.y() + r + REACH - h)
    return QRectF(c.x() - w / 2, top, w, h)


def points_rect(layout: Layout, c: QPointF, role: str, points: str, fouls: int, texts: TextCache) -> QRectF:
    """Where a seat's points stand at the end: a badge on the token's inner side (towards the
    circle's middle, where no name is), clear of the token's face, the role's badge and the
    fouls' pips."""
    key = ("points", round(c.x(), 2), round(c.y(), 2), role, points, min(fouls, FOULS_SHOWN))
    kept = layout.fitted.get(key)
    if isinstance(kept, QRectF):
        return QRectF(kept)
    kind = layout.points
    w = texts.advance(kind, points) + kind.height * 0.8
    h = kind.height * 1.1
    r = layout.seat_r
    dx, dy = layout.centre.x() - c.x(), layout.centre.y() - c.y()
    length = math.hypot(dx, dy) or 1.0
    dx, dy = dx / length, dy / length
    face = r * FACE - 1  # (over the rim, never over the face: its number, its card)
    pill = role_pill(layout, c, role, texts)
    pips = [foul_rect(layout, at) for at in foul_centres(layout, c, fouls, pill)] if fouls else []
    pill = pill.adjusted(-2, -2, 2, 2)
    distance = r * 0.5
    box = QRectF()
    for _ in range(400):  # outwards from the face, 1 px at a time, until it is clear of both
        at = QPointF(c.x() + dx * distance, c.y() + dy * distance)
        box = QRectF(at.x() - w / 2, at.y() - h / 2, w, h)
        near_x = min(max(c.x(), box.left()), box.right())
        near_y = min(max(c.y(), box.top()), box.bottom())
        clear = not box.intersects(pill) and not any(box.intersects(pip) for pip in pips)
        if clear and math.hypot(near_x - c.x(), near_y - c.y()) >= face:
            break
        distance += 1.0
    layout.fitted[key] = QRectF(box)
    return box


def _paint_points(
    p: QPainter, pal: Palette, layout: Layout, c: QPointF, token: Token, texts: TextCache
) -> None:
    """The seat's points on a badge of their own, large (see :func:`points_rect`)."""
    assert token.role is not None
    points = token.points
    box = points_rect(layout, c, token.role, points, token.fouls, texts)
    p.setPen(QPen(pal.won, 2))
    p.setBrush(pal.pill)
    p.drawRoundedRect(box, box.height() / 2, box.height() / 2)
    p.setFont(layout.points.font)
    p.setPen(pal.pill_ink)
    p.drawText(box, Qt.AlignmentFlag.AlignCenter, points)


def foul_centres(layout: Layout, c: QPointF, fouls: int, clear_of: QRectF | None = None) -> list[QPointF]:
    """Where the pips of ``fouls`` fouls go: side by side along the rim's outer side, towards
    the name, each on the rim and a little beyond it (never over the face); turned up round the
    rim as far as it takes to leave ``clear_of`` (a role's badge, across the token's foot) clear."""
    r, size = layout.seat_r, layout.foul_size()
    shown = min(fouls, FOULS_SHOWN)
    out = math.atan2(c.y() - layout.centre.y(), c.x() - layout.centre.x())
    mid = r * FACE + size / 2 - PIP_IN
    step = (size + 3) / mid

    def round_rim(middle: float) -> list[QPointF]:
        angles = [middle + (k - (shown - 1) / 2) * step for k in range(shown)]
        return [QPointF(c.x() + math.cos(a) * mid, c.y() + math.sin(a) * mid) for a in angles]

    if clear_of is None:
        return round_rim(out)
    turn = math.remainder(-math.pi / 2 - out, 2 * math.pi)  # (to the top, the short way)
    for k in range(19):
        pips = round_rim(out + turn * k / 18)
        if not any(foul_rect(layout, at).intersects(clear_of) for at in pips):
            return pips
    return round_rim(-math.pi / 2)


def foul_rect(layout: Layout, at: QPointF) -> QRectF:
    """The box of a foul's pip at ``at``."""
    half = layout.foul_size() / 2 + 1
    return QRectF(at.x() - half, at.y() - half, 2 * half, 2 * half)


def _paint_fouls(
    p: QPainter, pal: Palette, layout: Layout, c: QPointF, fouls: int, clear_of: QRectF | None
) -> None:
    """The fouls given: a pip each (four at most) along the rim's outer side, towards the name."""
    size = layout.foul_size()
    for at in foul_centres(layout, c, fouls, clear_of):
        p.setPen(QPen(pal.disc, 1.5))
        p.setBrush(pal.accent)
        p.drawEllipse(at, size / 2, size / 2)
        glyph = _fit(_icon("foul"), QRectF(at.x() - size * 0.3, at.y() - size * 0.3, size * 0.6, size * 0.6))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(pal.disc)
        p.drawPath(glyph)


def paint_pip(
    p: QPainter, fill: QColor, ink: QColor, ring: QColor, c: QPointF, size: float, code: str
) -> None:
    """A round badge of ``fill`` with the icon ``code`` in ``ink``, ringed in ``ring``."""
    p.setPen(QPen(ring, 2))
    p.setBrush(fill)
    p.drawEllipse(c, size, size)
    side = size * 1.15
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(ink)
    p.drawPath(_fit(_icon(code), QRectF(c.x() - side / 2, c.y() - side / 2, side, side)))


def paint_hand(p: QPainter, pal: Palette, c: QPointF, size: float) -> None:
    """A raised hand: a badge with a palm and four fingers (shape, not just colour)."""
    p.setPen(QPen(pal.background, 2))
    p.setBrush(pal.hand)
    p.drawEllipse(c, size, size)
    hand = QPainterPath()
    s = size * 0.55
    hand.addRoundedRect(QRectF(c.x() - s * 0.55, c.y() - s * 0.05, s * 1.1, s * 0.85), s * 0.2, s * 0.2)
    for k in range(4):
        x = c.x() - s * 0.55 + k * s * 0.29
        hand.addRoundedRect(QRectF(x, c.y() - s * 0.75, s * 0.24, s * 0.85), s * 0.12, s * 0.12)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(pal.background)
    p.drawPath(hand.simplified())
