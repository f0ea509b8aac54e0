"""The table the seats sit round, drawn by the app (no photos): a round card table of felt in a
wooden rim, with a soft shadow under it, a soft edge where the felt meets the rim, and a subtle
ring inside the seats; warm by day, a shade off the dark background by night, plain (one colour
and a clear edge) in high contrast.

The table is part of the circle's background: it is drawn once per size, pixel ratio and palette
into an image the circle's pictures are painted on (`paint_surface`), so a repaint clipped to a
seat's box copies exactly the pixels a whole repaint gives (a gradient drawn under a clip is
stepped from where each span starts, and would not).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QImage, QLinearGradient, QPainter, QPen, QRadialGradient

from mafia_desktop.ui.circle.layout import Layout
from mafia_desktop.ui.circle.palette import Palette, alpha, plain

_KEPT = 3  # surfaces kept per layout: the day's, the night's and one more (a fresh paint mid-fade)


def table_radius(layout: Layout) -> float:
    """The table top's outer radius: the seats rest just inside its rim, their names outside."""
    return layout.ring + layout.seat_r * 1.12


def rim_width(layout: Layout) -> float:
    return max(5.0, layout.seat_r * 0.2)


def inner_ring_radius(layout: Layout) -> float:
    """The subtle ring inside the seats, round the centre's words."""
    return max(10.0, layout.centre_radius() + 4)


def paint_surface(p: QPainter, pal: Palette, layout: Layout) -> None:
    """The background and the table over it, copied from the image kept for this palette and the
    device's pixel ratio (the painter's transform is the identity)."""
    dpr = p.device().devicePixelRatioF()
    key = (tuple(getattr(pal, f).rgba() for f in Palette.__dataclass_fields__), dpr)
    image = layout.surfaces.get(key)
    if image is None:
        if len(layout.surfaces) >= _KEPT:
            layout.surfaces.pop(next(iter(layout.surfaces)))
        image = layout.surfaces[key] = _surface(pal, layout, dpr)
    p.drawImage(QPointF(0, 0), image)


def _surface(pal: Palette, layout: Layout, dpr: float) -> QImage:
    image = QImage(
        max(1, round(layout.width * dpr)),
        max(1, round(layout.height * dpr)),
        QImage.Format.Format_RGB32,
    )
    image.setDevicePixelRatio(dpr)
    image.fill(pal.background)
    if not layout.names:
        return image
    p = QPainter(image)
    try:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        _paint_table(p, pal, layout)
    finally:
        p.end()
    return image


def _paint_table(p: QPainter, pal: Palette, layout: Layout) -> None:
    c, r = layout.centre, layout.seat_r
    outer, rim = table_radius(layout), rim_width(layout)
    felt_r = outer - rim
    p.setPen(Qt.PenStyle.NoPen)
    if plain(pal):
        p.setBrush(pal.felt)
        p.setPen(QPen(pal.rim, 3))
        p.drawEllipse(c, outer - 1.5, outer - 1.5)
        return
    # A soft shadow under the table (by night the background's own colour: nothing shows).
    spread = r * 0.35
    shade = QRadialGradient(QPointF(c.x(), c.y() + r * 0.08), outer + spread)
    edge = outer / (outer + spread)
    shade.setColorAt(edge * 0.96, alpha(pal.shadow, 0.16))
    shade.setColorAt(1.0, alpha(pal.shadow, 0.0))
    p.setBrush(shade)
    p.drawEllipse(QPointF(c.x(), c.y() + r * 0.08), outer + spread, outer + spread)
    # The wooden rim, lit from above.
    wood = QLinearGradient(QPointF(c.x(), c.y() - outer), QPointF(c.x(), c.y() + outer))
    wood.setColorAt(0.0, pal.rim)
    wood.setColorAt(1.0, pal.rim_dark)
    p.setBrush(wood)
    p.drawEllipse(c, outer, outer)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(alpha(pal.rim_dark, 0.8), 1.2))
    p.drawEllipse(c, outer - 0.6, outer - 0.6)
    # The felt: lighter in its middle, a soft shade where it meets the rim.
    felt = QRadialGradient(c, felt_r)
    felt.setColorAt(0.0, pal.felt)
    felt.setColorAt(0.55, pal.felt)
    felt.setColorAt(0.93, pal.felt_edge)
    felt.setColorAt(1.0, _darker(pal.felt_edge, 0.06))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(felt)
    p.drawEllipse(c, felt_r, felt_r)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(alpha(pal.rim, 0.55), 1.0))
    p.drawEllipse(c, felt_r + 0.5, felt_r + 0.5)
    # The subtle ring inside the seats.
    p.setPen(QPen(pal.table_line, 1.5))
    ring = inner_ring_radius(layout)
    p.drawEllipse(c, ring, ring)


def _darker(colour: QColor, by: float) -> QColor:
    return QColor.fromRgbF(
        colour.redF() * (1 - by), colour.greenF() * (1 - by), colour.blueF() * (1 - by), colour.alphaF()
    )
