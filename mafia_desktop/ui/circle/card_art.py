"""Role art on screen: the private panel's card, and a role's emblem beside its name.

:class:`CardBox` is the card on every private screen: one size, shape, frame and place for every
role and every screen. It shows the same back to everyone (a lattice, no emblem), and the face
with the role's emblem (:func:`mafia_desktop.art.role_emblem`) only while its holder holds the
target on their card. Night colours only, the art in a soft tone: nothing bright.
:class:`EmblemMark` is a role's emblem, small, beside its name (set-up's deal box, the host's
card buttons). The pictures are :mod:`mafia_desktop.art`'s; this module only draws them.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from mafia_desktop.art import fit, role_emblem
from mafia_desktop.ui.circle.seat_circle import night_palette
from mafia_desktop.ui.theme import appearance

CARD_RATIO = 0.7  # the card's width to its height (a playing card's, near enough)
MARK_SIDE = 30  # an emblem beside a name, in pixels at 100 % text


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
        """The face: the emblem large in the middle, small in two corners, in a soft tone."""
        colours = night_palette()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(_mix(colours.disc, colours.ink, 0.07))
        p.drawRoundedRect(outer, radius, radius)
        p.setPen(QPen(_mix(colours.disc, colours.ink, 0.22), 1))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
        path = self._face
        if path is None:
            return
        ink = colours.soft_ink
        side = inner.width() * 0.78
        big = QRectF(inner.center().x() - side / 2, inner.center().y() - side / 2, side, side)
        p.fillPath(fit(path, big), ink)
        pip = inner.width() * 0.2
        gap = inner.width() * 0.05
        p.fillPath(fit(path, QRectF(inner.left() + gap, inner.top() + gap, pip, pip)), ink)
        p.save()
        p.translate(inner.center())
        p.rotate(180)  # the other corner, upside down, as on a playing card
        p.translate(-inner.center())
        p.fillPath(fit(path, QRectF(inner.left() + gap, inner.top() + gap, pip, pip)), ink)
        p.restore()


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
