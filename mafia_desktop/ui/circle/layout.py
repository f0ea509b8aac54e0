"""Where everything of the seat circle sits: the ring and the seats' size for the widget's size, font
and names (`Layout`), each name's box outside the ring, the badges' places on a seat's inner
shoulders (the hand's or the speaker's, the nominee's); and the measuring they
need, kept (`TextCache`: names cut short, advances and heights, the centre's fitted texts, see
circle_centre.py) per name, font and width, so a repaint measures nothing it measured before.

The circle is the room as the players sit in it: seat 1 at the top, the others clockwise, in every
language. A right-to-left language mirrors the screen around the circle (its buttons, its log),
never the circle itself: a mirrored circle would seat the players the other way round from where
they sit. The keys follow the circle too (see :mod:`.keys`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QImage

# The marks round a seat stay inside this distance from its centre, over its radius: the
# speaker's timer arc (r + 10, a 5 px pen) is the outermost. Names are set beyond it.
MARKS_REACH = 12.5
NAME_GAP = 15  # from the seat's edge to its name

#: one of the centre's texts: its box, its type, how it is set, the words, and whether soft ink
CentreText = tuple[QRectF, QFont, Qt.AlignmentFlag, str, bool]


class Type:
    """A font made once, with its key and metrics (what the text cache is keyed by)."""

    __slots__ = ("font", "height", "key", "metrics")

    def __init__(self, font: QFont) -> None:
        self.font = font
        self.key = font.key()
        self.metrics = QFontMetricsF(font)
        self.height = self.metrics.height()


class TextCache:
    """Text measured once: names cut short per (name, font, width), advances per (text, font), the
    centre's fitted texts per words and room. A key holds the font's key, so a new font or size (a
    resize, a text-size setting) measures afresh; the cache is emptied when it grows large."""

    LIMIT = 2048

    def __init__(self) -> None:
        self._elided: dict[tuple[str, str, float], tuple[str, float]] = {}
        self._advance: dict[tuple[str, str], float] = {}
        self._centre: dict[tuple[object, ...], list[CentreText]] = {}

    def advance(self, kind: Type, text: str) -> float:
        key = (kind.key, text)
        width = self._advance.get(key)
        if width is None:
            if len(self._advance) >= self.LIMIT:
                self._advance.clear()
            width = self._advance[key] = kind.metrics.horizontalAdvance(text)
        return width

    def elided(self, kind: Type, text: str, width: float) -> tuple[str, float]:
        """``text`` cut short to ``width`` in ``kind``, and its advance."""
        key = (kind.key, text, width)
        out = self._elided.get(key)
        if out is None:
            if len(self._elided) >= self.LIMIT:
                self._elided.clear()
            cut = kind.metrics.elidedText(text, Qt.TextElideMode.ElideRight, width)
            out = self._elided[key] = (cut, kind.metrics.horizontalAdvance(cut))
        return out

    def centre(self, key: tuple[object, ...]) -> list[CentreText] | None:
        return self._centre.get(key)

    def keep_centre(self, key: tuple[object, ...], texts: list[CentreText]) -> None:
        if len(self._centre) >= 64:
            self._centre.clear()
        self._centre[key] = texts


def _type(font: QFont, px: int, bold: bool = False, struck: bool | None = None) -> Type:
    out = QFont(font)
    out.setPixelSize(px)
    if bold:
        out.setBold(True)
    if struck is not None:
        out.setStrikeOut(struck)
    return Type(out)


@dataclass(eq=False)
class Layout:
    """The circle's geometry for one size, font and list of names, the type it is drawn in, and
    the boxes worked out from them (kept here: a new size, font or name makes a new layout)."""

    width: int
    height: int
    font: QFont  # the widget's
    scale: float  # how much bigger than a 10-point base the user wants text
    names: tuple[str, ...]
    centre: QPointF
    ring: float
    seat_r: float
    name_px: float
    name_width: float  # the longest a name may be before it is cut short
    #: the step's words in the centre set large, in full ink (the public table: read across a room)
    loud: bool = False
    #: the painter's boxes of a seat, by what they depend on (see circle_paint.py)
    boxes: dict[tuple[object, ...], tuple[QRect, ...]] = field(default_factory=dict)
    #: the table drawn under the seats, by palette and pixel ratio (see circle_surface.py)
    surfaces: dict[tuple[object, ...], QImage] = field(default_factory=dict)
    #: a token's coin drawn once, by its look (see circle_token.py)
    sprites: dict[tuple[object, ...], QImage] = field(default_factory=dict)
    #: a role's words fitted to its badge, and where a seat's points go (see circle_token.py)
    fitted: dict[tuple[object, ...], object] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.n = len(self.names)
        self.number = _type(self.font, max(12, int(self.seat_r * 0.95)), bold=True)
        self.name = _type(self.font, int(self.name_px), struck=False)
        self.dead_name = _type(self.font, int(self.name_px), struck=True)
        self.role = _type(self.font, max(11, int(self.name_px * 0.7)), bold=True)
        self.role_tight = _type(self.font, max(10, int(self.name_px * 0.5)), bold=True)
        self.small_number = _type(self.font, max(10, int(self.seat_r * 0.36)), bold=True)
        # A seat's points at the end: read from across the room, as large as a role's name or more.
        self.points = _type(self.font, max(14, round(self.seat_r * 0.42), int(self.name_px * 0.7)), bold=True)
        self._angles = [-math.pi / 2 + 2 * math.pi * i / max(1, self.n) for i in range(self.n)]
        c = self.centre
        self._centres = [
            QPointF(c.x() + self.ring * math.cos(a), c.y() + self.ring * math.sin(a)) for a in self._angles
        ]
        self._name_boxes: dict[tuple[int, bool], tuple[QRectF, str, float]] = {}

    def angle(self, index: int) -> float:
        return (
            self._angles[index]
            if 0 <= index < self.n
            else -math.pi / 2 + 2 * math.pi * index / max(1, self.n)
        )

    def seat_centre(self, index: int) -> QPointF:
        if 0 <= index < self.n:
            return QPointF(self._centres[index])
        angle, c = self.angle(index), self.centre
        return QPointF(c.x() + self.ring * math.cos(angle), c.y() + self.ring * math.sin(angle))

    def far(self, index: int) -> bool:
        """Whether the seat's name is set further out (every other seat of a big table)."""
        return self.n > 16 and index % 2 == 1

    def centre_radius(self) -> float:
        """The radius of the circle inside the seats that the phase, step and timer are set in."""
        # Inside the seats and the hand badges on their inner shoulders.
        return max(20.0, self.ring - self.seat_r * 1.2 - 6)

    def name_box(self, index: int, alive: bool, texts: TextCache) -> tuple[QRectF, str, float]:
        """The name's box (outside the ring, clear of the seat's marks whatever the angle), its
        words (cut short to the width a name may take) and how far its centre is from the seat's."""
        kept = self._name_boxes.get((index, alive))
        if kept is not None:
            return QRectF(kept[0]), kept[1], kept[2]
        kind = self.name if alive else self.dead_name
        text, advance = texts.elided(kind, self.names[index], self.name_width)
        w = advance + 4
        h = kind.height
        c = self._centres[index]
        dx, dy = math.cos(self._angles[index]), math.sin(self._angles[index])
        gap = NAME_GAP + (h * 1.05 if self.far(index) else 0)
        dist = self.seat_r + gap + abs(dx) * w / 2 + abs(dy) * h / 2
        centre = QPointF(c.x() + dx * dist, c.y() + dy * dist)
        box = QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h)
        self._name_boxes[(index, alive)] = (box, text, dist)
        return QRectF(box), text, dist

    def seat_at(self, pos: QPointF) -> int | None:
        """The seat a tap at ``pos`` is on (a little beyond its disc counts), if any."""
        best, best_d = None, (self.seat_r * 1.35) ** 2
        for i, c in enumerate(self._centres):
            d = (c.x() - pos.x()) ** 2 + (c.y() - pos.y()) ** 2
            if d <= best_d:
                best, best_d = i, d
        return best

    def badge_rect(self, index: int) -> QRectF:
        """Where a seat's hand (or tick) badge is drawn."""
        c, size = self.badge_centre(index), self.badge_size()
        return QRectF(c.x() - size - 1, c.y() - size - 1, 2 * size + 2, 2 * size + 2)

    def badge_size(self) -> float:
        return max(9.0, self.seat_r * 0.45)

    def foul_size(self) -> float:
        """A foul's pip, across: large enough to count from across the room (0.42 of a seat's
        radius at a laptop's size), and never reaching past the seat's marks (a big screen's
        pips are a little smaller for their seat)."""
        return max(10.0, min(self.seat_r * 0.42, self.seat_r * 0.2 + MARKS_REACH))

    def role_type(self, px: int) -> Type:
        """A role's name at ``px`` (bold), made once per size."""
        key = ("role_type", px)
        kind = self.fitted.get(key)
        if not isinstance(kind, Type):
            kind = self.fitted[key] = _type(self.font, px, bold=True)
        return kind

    def badge_centre(self, index: int) -> QPointF:
        """The hand's badge sits on the seat's inner shoulder (towards the circle's centre, a little
        clockwise): never on the side of its name, which is set outside the ring."""
        angle = self.angle(index)
        c = self.seat_centre(index)
        dx, dy = math.cos(angle), math.sin(angle)
        k = self.seat_r / math.sqrt(2)
        return QPointF(c.x() + (-dx - dy) * k, c.y() + (-dy + dx) * k)

    def pill_room(self) -> float:
        """The widest a role's words may be on its badge: clear of its neighbours' badges (about
        a token and a half wide), and of the name beside a seat at the circle's sides."""
        chord = 2 * self.ring * math.sin(math.pi / self.n) if self.n > 1 else self.seat_r * 4
        beside = 2 * (self.seat_r + NAME_GAP - 4)
        return max(self.seat_r * 1.6, min(chord - 16, self.seat_r * 3.8, beside)) - 12

    def pip_rect(self, index: int) -> QRectF:
        """Where a seat's state badge is drawn (nominated, on trial, dead under a card turned up)."""
        c, size = self.pip_centre(index), self.badge_size()
        return QRectF(c.x() - size - 1, c.y() - size - 1, 2 * size + 2, 2 * size + 2)

    def pip_centre(self, index: int) -> QPointF:
        """The state badge sits on the seat's other inner shoulder (a little anticlockwise)."""
        angle = self.angle(index)
        c = self.seat_centre(index)
        dx, dy = math.cos(angle), math.sin(angle)
        k = self.seat_r / math.sqrt(2)
        return QPointF(c.x() + (-dx + dy) * k, c.y() + (-dy - dx) * k)


def measure(width: int, height: int, font: QFont, names: tuple[str, ...], loud: bool = False) -> Layout:
    """The layout of ``names`` round a circle in a widget of this size and font (``loud``: the
    step's words in the centre set large, in full ink)."""
    points = font.pointSizeF()
    scale = max(1.0, points / 10.0) if points > 0 else 1.0
    side = min(width, height)
    n = max(1, len(names))
    # 20 px or more on a 1366x768 screen, growing with the window and the text size; never so
    # big that a small circle (the set-up's preview) has no room left for the names.
    name_px = min(max(20.0 * scale, side / 34), max(14.0, side / 11))
    seat_r = min(side * 0.075, (side * 0.4) * math.sin(math.pi / n) * 0.9) if n > 1 else side * 0.075
    seat_r = max(seat_r, 12.0)
    rows = 2.3 if n > 16 else 1.3
    ring = side / 2 - seat_r - name_px * rows - 10 - (NAME_GAP - 8)
    # Names beside the seats on the left and right must fit in the widget too.
    name_font = QFont(font)
    name_font.setPixelSize(int(name_px))
    fm = QFontMetricsF(name_font)
    limit = name_width(ring, seat_r, n)
    side_names = [s for i, s in enumerate(names) if abs(math.cos(-math.pi / 2 + 2 * math.pi * i / n)) > 0.7]
    widest = max((min(limit, fm.horizontalAdvance(s) + 4) for s in side_names), default=0.0)
    ring = min(ring, width / 2 - seat_r - 10 - (NAME_GAP - 8) - widest)
    ring = max(ring, side * 0.2)
    return Layout(
        width,
        height,
        QFont(font),
        scale,
        names,
        QPointF(width / 2, height / 2),
        ring,
        seat_r,
        name_px,
        name_width(ring, seat_r, n),
        loud,
    )


def name_width(ring: float, seat_r: float, n: int) -> float:
    chord = 2 * ring * math.sin(math.pi / n) if n > 1 else seat_r * 6
    return max(seat_r * 2.2, chord * (1.9 if n > 16 else 0.98))
