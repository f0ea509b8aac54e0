"""The seat circle as last drawn, kept as pictures the screen copies from (one by day, one by night),
and what a change of state leaves to repaint: the boxes of the seats whose look changed, and of
the centre when its words did (`Look`, `changed`); a widget's `Canvas` keeps these together with
the look its last repaint asked for.

A picture is brought up to date by repainting only those boxes, clipped to them: there, every
seat, the centre and the dragged seat that reach into a box are drawn again in their usual order
over the background (the table's surface, copied from its kept image), so the picture is pixel for pixel what drawing the whole circle afresh gives.
A new size, font, palette or list of names draws the whole picture again.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QPainter, QPixmap, QRegion

from mafia_desktop.ui.circle.layout import Layout, TextCache
from mafia_desktop.ui.circle.paint import (
    SeatLook,
    centre_bounds,
    drag_bounds,
    paint_centre,
    paint_drag,
    paint_seat,
    seat_bounds,
    whole_parts,
)
from mafia_desktop.ui.circle.palette import Palette, blend
from mafia_desktop.ui.circle.surface import paint_surface


@dataclass(eq=False)
class Look:
    """Everything the circle is drawn from, by value. Two looks with the same ``frame`` (size,
    pixel ratio, font, names and palettes) differ only seat by seat, in the centre's words (and
    its banner) and in the dragged seat."""

    frame: tuple[object, ...]
    layout: Layout
    centre: tuple[str, str, str]
    seats: tuple[SeatLook, ...]
    drag: tuple[float, float, int] | None  # where the dragged seat is, and its number
    over: bool = False  # the end of the game, every card up: the centre names the winner on a banner


def changed(old: Look, new: Look, texts: TextCache) -> QRegion | None:
    """What must be drawn again to show ``new`` where ``old`` is drawn: an empty region when
    nothing changed, None when everything did."""
    if old.frame != new.frame:
        return None
    region = QRegion()
    layout = new.layout
    if old.centre != new.centre or old.over != new.over:
        region += centre_bounds(layout, old.centre, texts, old.over)
        region += centre_bounds(layout, new.centre, texts, new.over)
    for index, (was, now) in enumerate(zip(old.seats, new.seats, strict=True)):
        if was != now:
            region += seat_bounds(layout, index, was.seat, texts)
            if now.seat != was.seat:
                region += seat_bounds(layout, index, now.seat, texts)
    if old.drag != new.drag:
        for drag in (old.drag, new.drag):
            if drag is not None:
                region += drag_bounds(layout, QPointF(drag[0], drag[1]))
    return region


def closed(look: Look, region: QRegion, texts: TextCache) -> QRegion:
    """``region`` grown until it holds whole every part that a clip would change (see
    `whole_parts`) of each seat it reaches into: the region a picture is repainted in."""
    layout = look.layout
    items = []
    for index, seat in enumerate(look.seats):
        parts = whole_parts(layout, index, seat, texts)
        if parts:
            items.append((seat_bounds(layout, index, seat.seat, texts), parts))
    while True:
        grown = QRegion(region)
        for bounds, parts in items:
            if region.intersects(bounds):
                for part in parts:
                    if not QRegion(part).subtracted(grown).isEmpty():
                        grown = grown.united(part)
        if grown == region:
            return region
        region = grown


def paint(p: QPainter, pal: Palette, look: Look, texts: TextCache, region: QRegion | None = None) -> None:
    """Draw the circle of ``look``; only what reaches into ``region`` when one is given (the
    painter is clipped to it). The circle is the room, the same in every language: seat 1 at the
    top and on clockwise, never mirrored in a right-to-left one (see :mod:`.layout`); each text
    on it (a name, the step's words) reads in its own direction, from its first letter."""
    p.setLayoutDirection(Qt.LayoutDirection.LayoutDirectionAuto)  # (not the widget's: its own)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    layout = look.layout
    paint_surface(p, pal, layout)
    if not look.seats:
        return
    if region is None or region.intersects(centre_bounds(layout, look.centre, texts, look.over)):
        paint_centre(p, pal, layout, look.centre, texts, look.over)
    for index, seat in enumerate(look.seats):
        if region is None or region.intersects(seat_bounds(layout, index, seat.seat, texts)):
            paint_seat(p, pal, layout, index, seat, texts)
    if look.drag is not None:
        pos = QPointF(look.drag[0], look.drag[1])
        if region is None or region.intersects(drag_bounds(layout, pos)):
            paint_drag(p, pal, layout, pos, look.drag[2])


class _Picture:
    def __init__(self, pixmap: QPixmap, look: Look, pal: Palette) -> None:
        self.pixmap, self.look, self.pal = pixmap, look, pal


class Pictures:
    """The circle's pictures by nightness (0 day, 1 night: a fade mixes the two)."""

    def __init__(self, texts: TextCache) -> None:
        self._texts = texts
        self._by_nightness: dict[float, _Picture] = {}

    def picture(
        self, nightness: float, pal: Palette, look: Look, dpr: float
    ) -> tuple[QPixmap, QRegion | None]:
        """The picture of ``look`` in ``pal``, and what changed in it to bring it up to date (None:
        all of it)."""
        kept = self._by_nightness.get(nightness)
        region: QRegion | None = None
        if kept is not None and kept.pal == pal and kept.pixmap.devicePixelRatio() == dpr:
            region = changed(kept.look, look, self._texts)
        if region is not None and kept is not None:
            if not region.isEmpty():
                layout = look.layout
                whole = closed(look, region, self._texts)
                bound = whole.boundingRect()
                if bound.width() * bound.height() * 2 > layout.width * layout.height:
                    whole = QRegion(0, 0, layout.width, layout.height)  # most of it: all at once
                self._paint(kept.pixmap, pal, look, whole)
            kept.look = look
            return kept.pixmap, region
        layout = look.layout
        pixmap = QPixmap(max(1, round(layout.width * dpr)), max(1, round(layout.height * dpr)))
        pixmap.setDevicePixelRatio(dpr)
        self._paint(pixmap, pal, look, None)
        if len(self._by_nightness) >= 2 and nightness not in self._by_nightness:
            self._by_nightness.pop(next(iter(self._by_nightness)))
        self._by_nightness[nightness] = _Picture(pixmap, look, pal)
        return pixmap, None

    def _paint(self, pixmap: QPixmap, pal: Palette, look: Look, region: QRegion | None) -> None:
        painter = QPainter(pixmap)
        try:
            if region is not None:
                painter.setClipRegion(region)
            paint(painter, pal, look, self._texts, region)
        finally:
            painter.end()


class Canvas:
    """A circle's drawing: its measured text, its pictures, and the look its last repaint asked
    for (so a change asks Qt to repaint only what it changed)."""

    def __init__(self) -> None:
        self.texts = TextCache()  # names cut short, advances, the centre's fitted words
        self.pictures = Pictures(self.texts)
        self._asked: Look | None = None

    def ask(self, look: Look) -> QRegion:
        """What to repaint to show ``look`` after the look last asked for."""
        asked, self._asked = self._asked, look
        region = None if asked is None else changed(asked, look, self.texts)
        return _all(look) if region is None else region

    def draw(self, p: QPainter, nightness: float, look: Look, dpr: float, exposed: QRegion) -> QRegion:
        """Copy the circle of ``look`` onto ``p`` (a frame of a fade mixes the day and the night
        pictures: every colour of the circle is mixed the same way, see blend()). What else the
        screen must repaint: a change no repaint asked for (the marks changed in place) outside
        ``exposed``."""
        if 0.0 < nightness < 1.0:
            p.drawPixmap(0, 0, self.pictures.picture(0.0, blend(0.0), look, dpr)[0])
            p.setOpacity(nightness)
            p.drawPixmap(0, 0, self.pictures.picture(1.0, blend(1.0), look, dpr)[0])
            return QRegion()
        picture, redrawn = self.pictures.picture(nightness, blend(nightness), look, dpr)
        p.drawPixmap(0, 0, picture)
        return (_all(look) if redrawn is None else redrawn) - exposed


def _all(look: Look) -> QRegion:
    return QRegion(0, 0, look.layout.width, look.layout.height)
