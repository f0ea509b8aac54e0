"""Role art on screen: the private panel's card, and a role's emblem beside its name.

:class:`CardBox` is the card on every private screen: one size, shape, frame and place for every
role and every screen. It shows the same back to everyone (a lattice, no emblem), and the face
with the role's emblem (:func:`mafia_desktop.art.role_emblem`) only while its holder holds the
target on their card: small, and every emblem with the same light, so that from across the room
every held face is the same faint dot (tests/ui/test_glance.py). Night colours only, the art in a
soft tone: nothing bright.
:class:`EmblemMark` is a role's emblem, small, beside its name (set-up's deal box, the host's
card buttons). The pictures are :mod:`mafia_desktop.art`'s; this module only draws them.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from mafia_desktop.art import fit, role_emblem
from mafia_desktop.ui.circle.palette import light, lit
from mafia_desktop.ui.circle.seat_circle import night_palette
from mafia_desktop.ui.theme import appearance

CARD_RATIO = 0.7  # the card's width to its height (a playing card's, near enough)
MARK_SIDE = 30  # an emblem beside a name, in pixels at 100 % text
# The emblem on the held card: small, and every role's with the same ink. Seen from across the
# room (3 m, a glance: tests/ui/test_glance.py) a larger one stays a recognisable blur, and an
# emblem with more ink (a cross) a brighter one than one with less (a knife).
HELD_ART = 14  # its side, in pixels, whatever the text size (what is seen from afar is pixels)
EVEN_INK = 0.2  # the share of its square every emblem covers (the thinnest covers 0.21)
HELD_GLOW = 0.25  # and its ink never lighter than this (light, 0 to 1: the night's soft ink;
# high contrast's white would make it a bright dot, whose shape a glance still half sees)


def emblem_of(role: str, preset: str) -> QPainterPath | None:
    """The emblem of ``role`` under ``preset``, or None where it has none (a house role of a
    test): the card then shows its face bare, the same as any face. Every role the app ships
    has one (tests/ui/test_private_card.py)."""
    try:
        return role_emblem(role, preset)
    except KeyError:
        return None


def _mix(a: QColor, b: QColor, t: float) -> QColor:
    """``a`` moved ``t`` of the way to ``b``."""
    return QColor.fromRgbF(
        a.redF() + (b.redF() - a.redF()) * t,
        a.greenF() + (b.greenF() - a.greenF()) * t,
        a.blueF() + (b.blueF() - a.blueF()) * t,
    )


class CardBox(QWidget):
    """The private card: the same back for everyone; the face with the emblem only while held
    (the panel says when, :meth:`show_face`). Never given to a screen reader as anything but
    "your card"."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("privateCard")
        self.setAccessibleName(QCoreApplication.translate("PrivatePanel", "Your card (hold to see)"))
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self._face: QPainterPath | None = None
        self._face_up = False
        self._art: tuple[tuple[object, ...], QImage] | None = None  # the emblem drawn (see _emblem)
        self.set_height(180)

    def set_height(self, height: int) -> None:
        """The card's size: ``height`` tall, a playing card's width (the panel's fit sets it)."""
        self.setFixedSize(round(height * CARD_RATIO), height)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return self.minimumSize()

    @property
    def face_up(self) -> bool:
        """Whether the face shows (only while a card is held)."""
        return self._face_up

    def show_face(self, up: bool, path: QPainterPath | None = None) -> None:
        """The face, with ``path`` (the role's emblem) on it, or (``up`` False) the back."""
        if (up, path) == (self._face_up, self._face):
            return
        self._face_up = up
        self._face = path if up else None
        self._art = None
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        p = QPainter(self)
        try:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            colours = night_palette()
            w = float(self.width())
            outer = QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5)
            radius = w * 0.08
            inner = outer.adjusted(w * 0.08, w * 0.08, -w * 0.08, -w * 0.08)
            if self._face_up:
                self._paint_face(p, outer, inner, radius)
            else:
                self._paint_back(p, outer, inner, radius)
            p.setPen(QPen(colours.edge, 2))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(outer, radius, radius)
        finally:
            p.end()

    def _paint_back(self, p: QPainter, outer: QRectF, inner: QRectF, radius: float) -> None:
        """The back: a lattice in a frame, the same for every role."""
        colours = night_palette()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colours.disc)
        p.drawRoundedRect(outer, radius, radius)
        frame = QPainterPath()
        frame.addRoundedRect(inner, radius * 0.6, radius * 0.6)
        p.save()
        p.setClipPath(frame)
        p.setPen(QPen(_mix(colours.disc, colours.edge, 0.55), 1))
        step = max(6.0, inner.width() / 7)
        x = inner.left() - inner.height()
        while x < inner.right():  # two sets of diagonals: diamonds
            p.drawLine(QPointF(x, inner.top()), QPointF(x + inner.height(), inner.bottom()))
            p.drawLine(QPointF(x + inner.height(), inner.top()), QPointF(x, inner.bottom()))
            x += step
        # A plain diamond in the middle, the back's only motif.
        c = inner.center()
        d = inner.width() * 0.22
        diamond = QPainterPath()
        diamond.moveTo(c.x(), c.y() - 1.4 * d)
        diamond.lineTo(c.x() + d, c.y())
        diamond.lineTo(c.x(), c.y() + 1.4 * d)
        diamond.lineTo(c.x() - d, c.y())
        diamond.closeSubpath()
        p.setPen(QPen(colours.edge, 1.5))
        p.setBrush(colours.disc)
        p.drawPath(diamond)
        p.restore()
        p.setPen(QPen(colours.edge, 1))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(frame)

    def _paint_face(self, p: QPainter, outer: QRectF, inner: QRectF, radius: float) -> None:
        """The face: a plain medallion, the same on every card, and in it the emblem, small
        (:data:`HELD_ART`) and with the same ink whatever the role, in a soft tone: its holder
        sees it, and from across the room every face looks the same."""
        colours = night_palette()
        face = _mix(colours.disc, colours.ink, 0.07)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(face)
        p.drawRoundedRect(outer, radius, radius)
        p.setPen(QPen(_mix(colours.disc, colours.ink, 0.22), 1))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
        side = min(float(HELD_ART), inner.width() * 0.5)
        centre = inner.center()
        p.setPen(QPen(_mix(face, colours.soft_ink, 0.35), 1))
        p.drawEllipse(centre, side * 0.95, side * 0.95)
        if self._face is None:
            return
        corner = QPointF(round(centre.x() - side / 2), round(centre.y() - side / 2))
        p.drawImage(corner, self._emblem(round(side), face, colours.soft_ink))

    def _emblem(self, side: int, face: QColor, ink: QColor) -> QImage:
        """The emblem ``side`` pixels square on ``face``, with as much light as every other one
        (:data:`EVEN_INK` of its square in ``ink``): each pixel lit by the share of it the
        emblem covers, summed in light (an edge half covered gives half the light, which
        blending in sRGB would not: a lacy emblem would give less than a round one)."""
        ratio = self.devicePixelRatioF()
        key = (side, ratio, face.rgba(), ink.rgba())
        if self._art is not None and self._art[0] == key:
            return self._art[1]
        n = max(1, round(side * ratio))
        cover = QImage(n, n, QImage.Format.Format_ARGB32_Premultiplied)
        cover.fill(Qt.GlobalColor.transparent)
        painter = QPainter(cover)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillPath(fit(self._face or QPainterPath(), QRectF(0, 0, n, n)), QColor(255, 255, 255))
        painter.end()
        cover = cover.convertToFormat(QImage.Format.Format_Alpha8)  # a byte a pixel: how covered
        row = cover.bytesPerLine()
        data = bytes(cover.constBits())
        alphas = [[data[y * row + x] / 255 for x in range(n)] for y in range(n)]
        covered = sum(map(sum, alphas)) / (n * n)
        strength = min(1.0, EVEN_INK / covered) if covered > 0 else 0.0
        over = light(ink) - light(face)
        if over > 0 and light(face) + over > HELD_GLOW:
            strength *= max(0.0, HELD_GLOW - light(face)) / over
        art = QImage(n, n, QImage.Format.Format_ARGB32_Premultiplied)
        art.fill(Qt.GlobalColor.transparent)
        shades: dict[float, QColor] = {}
        for y, line in enumerate(alphas):
            for x, a in enumerate(line):
                if a > 0:
                    if a not in shades:
                        shades[a] = lit(face, ink, strength * a)
                    art.setPixelColor(x, y, shades[a])
        art.setDevicePixelRatio(ratio)
        self._art = (key, art)
        return art


class EmblemMark(QWidget):
    """A role's emblem, small, beside its name: drawn in the palette's text colour, scaled with
    the text (``side`` pixels at 100 %, :data:`MARK_SIDE` unless told)."""

    def __init__(self, parent: QWidget | None = None, side: int = MARK_SIDE) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self._path: QPainterPath | None = None
        self._side = side

    @property
    def shown(self) -> bool:
        """Whether it draws an emblem (a role with no art draws none)."""
        return self._path is not None

    @property
    def path(self) -> QPainterPath | None:
        """The emblem drawn (None: the role has no art)."""
        return self._path

    def set_role(self, role: str, preset: str) -> None:
        self._path = emblem_of(role, preset)
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        side = round(self._side * appearance.text_factor())
        return QSize(side, side)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        if self._path is None:
            return
        p = QPainter(self)
        try:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            side = min(self.width(), self.height())
            box = QRectF((self.width() - side) / 2, (self.height() - side) / 2, side, side)
            colour = self.palette().color(self.foregroundRole())
            p.fillPath(fit(self._path, box.adjusted(1, 1, -1, -1)), colour)
        finally:
            p.end()
