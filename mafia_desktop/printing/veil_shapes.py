"""Veiled shapes: any picture (a role's emblem) drawn so that a lamp behind the paper shows the
plain grey of the panel, as ``printing/veil.py`` does for words.

A shape is drawn as its edge, one thin dark line in the words' ink, ringed by a pale halo
(:data:`HALO_TINT`) that gives back the light the line's ink takes. The halo is measured on that
very edge at the size it is drawn, tile by tile (:data:`TILE` mm squares): the edge is cut into
the runs each tile holds, and each run is ringed on both its sides alike, as light as gives back
its tile's ink (where the art's lines crowd together their halos overlap the ink and give back
less, so there they are lighter, or white and wider). The light so stays beside the line that takes it: no part of the
picture is darker or lighter than the panel, not only the whole of it. (A halo clipped to its
tile's square instead, as this was first drawn, lit one side of a line that ran near a tile's
side and not the other: a lamp showed the line moved a fifth of a millimetre, and a spy who
looked where a role card's emblem lies told the mafia at 0.67.)
"""

from __future__ import annotations

import functools
import math
import struct
from collections.abc import Sequence

from PySide6.QtCore import QByteArray, QDataStream, QIODevice, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPen, QTransform

from mafia_desktop.printing.pages import INK, MM, upright
from mafia_desktop.printing.veil import INK_GREY, PANEL, PANEL_GREY, _glyph_ink

Shape = tuple[tuple[int, float, float], ...]  # a path's elements: kind, x and y (mm)


def _shape(path: QPainterPath) -> Shape:
    """``path`` (mm) as a key: its elements, to a micrometre. (Read from the path's own stream:
    its count, then each element's type and its two coordinates, as the path holds them; asked
    for one element at a time, the key took a good part of the time a role card took to draw.)"""
    if path.isEmpty():  # (streamed as no elements, though it may hold a lone move)
        return tuple(
            (int(e.type.value), round(e.x, 3), round(e.y, 3))
            for e in (path.elementAt(i) for i in range(path.elementCount()))
        )
    data = QByteArray()
    stream = QDataStream(data, QIODevice.OpenModeFlag.WriteOnly)  # big-endian, doubles as doubles
    stream << path
    raw = data.data()
    count = int.from_bytes(raw[:4], "big", signed=True)
    elements = struct.iter_unpack(">idd", raw[4 : 4 + _ELEMENT_BYTES * count])
    return tuple((kind, round(x, 3), round(y, 3)) for kind, x, y in elements)


_ELEMENT_BYTES = struct.calcsize(">idd")  # an element in a path's stream


def _path(shape: Shape, scale: float) -> QPainterPath:
    """The path a :data:`Shape` keys, scaled by ``scale``."""
    path = QPainterPath()
    i = 0
    while i < len(shape):
        kind, x, y = shape[i]
        if kind == QPainterPath.ElementType.CurveToElement.value and i + 2 < len(shape):
            (_, x2, y2), (_, x3, y3) = shape[i + 1], shape[i + 2]
            path.cubicTo(x * scale, y * scale, x2 * scale, y2 * scale, x3 * scale, y3 * scale)
            i += 3
            continue
        if kind == QPainterPath.ElementType.MoveToElement.value:
            path.moveTo(x * scale, y * scale)
        else:
            path.lineTo(x * scale, y * scale)
        i += 1
    return path


TILE = 1.5  # mm: a shape's halo is measured, and may be as wide as its ink there needs, tile by tile
_DOTS = 32.0  # dots a mm a tile is measured in
_STEPS = 16  # halo widths tried, from none to four times a lone straight line's

Run = tuple[tuple[float, float], ...]  # a run of an edge: its points (mm from the shape's corner)
# A halo: its width each side of the line (mm), how light it is (its share of the way from the
# panel's grey to white), and the runs of the edge it rings.
Halos = tuple[tuple[float, float, tuple[Run, ...]], ...]


def _tint(colour: QColor, toward: QColor, share: float) -> QColor:
    """``colour`` moved ``share`` of the way to ``toward``."""
    return QColor.fromRgbF(
        colour.redF() + (toward.redF() - colour.redF()) * share,
        colour.greenF() + (toward.greenF() - colour.greenF()) * share,
        colour.blueF() + (toward.blueF() - colour.blueF()) * share,
    )


# A lone line's halo: the panel's grey a third of the way to white, and so three times as wide as
# a white one. A white halo round a thin line is narrower than a printer's dot (0.03 mm each side
# of a 0.1 mm line), and the ink spreading from the line would close it; a pale one is 0.08 mm
# wide, and halftoned as the panel is, its light is kept on average.
SHARE = 1 / 3
HALO_TINT = _tint(PANEL, QColor("white"), SHARE)
_WHITE = 1.0 - PANEL_GREY  # the light white gives back, a unit of its area
_SHADES = 400  # a halo's lightness is one of this many steps to white


def _cuts(a: float, b: float) -> list[float]:
    """Where (0 to 1) a segment from ``a`` to ``b`` crosses a tile's side, on one axis."""
    if a == b:
        return []
    low, high = sorted((a, b))
    first = math.floor(low / TILE) + 1
    return [(k * TILE - a) / (b - a) for k in range(first, math.ceil(high / TILE)) if low < k * TILE < high]


def _runs(shape: Shape) -> dict[tuple[int, int], list[Run]]:
    """The edge of a shape cut where it crosses a tile's side: every tile's own runs of it (a
    closed line's last run and its first joined, when one tile holds both)."""
    out: dict[tuple[int, int], list[Run]] = {}
    for polygon in _path(shape, 1.0).toSubpathPolygons():
        points = [(polygon.at(i).x(), polygon.at(i).y()) for i in range(polygon.size())]
        runs: list[tuple[tuple[int, int], list[tuple[float, float]]]] = []
        for (x0, y0), (x1, y1) in zip(points, points[1:], strict=False):
            ts = sorted({0.0, 1.0, *_cuts(x0, x1), *_cuts(y0, y1)})
            for ta, tb in zip(ts, ts[1:], strict=False):
                if tb - ta < 1e-9:
                    continue
                mid = (x0 + (x1 - x0) * (ta + tb) / 2, y0 + (y1 - y0) * (ta + tb) / 2)
                tile = (math.floor(mid[0] / TILE), math.floor(mid[1] / TILE))
                if not runs or runs[-1][0] != tile:
                    runs.append((tile, [(x0 + (x1 - x0) * ta, y0 + (y1 - y0) * ta)]))
                runs[-1][1].append((x0 + (x1 - x0) * tb, y0 + (y1 - y0) * tb))
        closed = len(points) > 2 and points[0] == points[-1]
        if closed and len(runs) > 1 and runs[0][0] == runs[-1][0]:
            tile, last = runs.pop()
            runs[0] = (tile, last + runs[0][1][1:])
        for tile, run in runs:
            out.setdefault(tile, []).append(tuple(run))
    return out


def _run_path(runs: Sequence[Run], scale: float, dx: float = 0.0, dy: float = 0.0) -> QPainterPath:
    path = QPainterPath()
    for run in runs:
        path.moveTo(run[0][0] * scale + dx, run[0][1] * scale + dy)
        for x, y in run[1:]:
            path.lineTo(x * scale + dx, y * scale + dy)
    return path


def _pen(colour: QColor, width: float) -> QPen:
    """A halo's pen: flat where a run is cut, so the runs of one line meet and do not overlap."""
    pen = QPen(colour, width)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    return pen


@functools.lru_cache(maxsize=512)
def _shape_halos(shape: Shape, outline: float) -> Halos:
    """The halos that cancel the ink of a shape's outline ``outline`` mm wide: the edge cut into
    the runs each :data:`TILE` mm square holds, and every run ringed by a halo, on both its sides alike, as wide as a lone line's and as light as
    gives back the light its tile's ink takes (measured on that very edge: where the art's lines
    lie close together their halos overlap the ink, and there they are lighter). So the light
    stays beside the line that takes it, and no part of the shape is darker or lighter than the
    panel, not only the whole of it. Where even white is too little, the halo is white and wider."""
    runs = _runs(shape)
    whole = _path(shape, _DOTS)
    lone = outline * (PANEL_GREY - INK_GREY) / (2 * SHARE * _WHITE)  # a straight line's halo, mm
    reach = outline / 2 + 4 * lone + 0.1  # mm round a tile its runs' halos may reach
    size = math.ceil((TILE + 2 * reach) * _DOTS)

    def covered(tile: tuple[int, int], halo_mm: float) -> float:
        """The area (dots) a tile's runs cover: their ink, or with ``halo_mm`` their halo
        beyond the ink of the whole edge."""
        image = QImage(size, size, QImage.Format.Format_RGB32)
        image.fill(QColor("white"))
        p = QPainter(image)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.translate((reach - tile[0] * TILE) * _DOTS, (reach - tile[1] * TILE) * _DOTS)
        own = _run_path(runs[tile], _DOTS)
        if halo_mm > 0:
            p.strokePath(own, _pen(QColor("black"), (outline + 2 * halo_mm) * _DOTS))
            _glyph_ink(p, whole, QColor("white"), outline * _DOTS, 0.0)
        else:
            p.strokePath(own, _pen(QColor("black"), outline * _DOTS))
        p.end()
        blue = bytes(image.constBits())[::4]  # one channel of each dot (32 bits a dot, no padding)
        return (255 * len(blue) - sum(blue)) / 255

    levels: dict[tuple[float, float], list[Run]] = {}
    for tile in sorted(runs):
        want = covered(tile, 0.0) * (PANEL_GREY - INK_GREY) / _WHITE  # white dots' worth of light
        if want <= 0.01:
            continue
        below = covered(tile, lone)
        halo, share = lone, want / max(1e-9, below)
        if share > 1.0:  # white, and as wide as it takes (up to four times), where crowded
            widths = [lone * (1 + 3 * j / _STEPS) for j in range(_STEPS + 1)]
            halo, share = widths[-1], 1.0
            for narrow, wide in zip(widths, widths[1:], strict=False):
                above = covered(tile, wide)
                if above >= want:
                    halo = narrow + (wide - narrow) * (want - below) / max(1e-9, above - below)
                    break
                below = above
        shade = round(share * _SHADES) / _SHADES
        if shade > 0:
            levels.setdefault((round(halo, 3), shade), []).extend(runs[tile])
    return tuple((halo, shade, tuple(r)) for (halo, shade), r in sorted(levels.items()))


def outline_of(path: QPainterPath) -> QPainterPath:
    """The edge of what ``path`` fills (winding): overlapping parts merged, so no line is drawn
    inside the shape, and its holes kept."""
    filled = QPainterPath(path)
    filled.setFillRule(Qt.FillRule.WindingFill)
    return filled.simplified()


def veiled_outline(p: QPainter, path: QPainterPath, outline: float) -> None:
    """The edge of ``path`` (drawing units) as a dark line ``outline`` mm wide on a panel already
    painted :data:`PANEL`, ringed by the pale halo that gives back the light its ink takes (the
    halo measured on that very line, tile by tile, wherever it is drawn): through paper, the
    plain grey of the panel, whatever the shape, in every part of it; in ordinary light a drawing
    in one dark line."""
    with upright(p, path.boundingRect()):  # (a picture: never mirrored, on any page)
        _veiled_outline(p, path, outline)


def _veiled_outline(p: QPainter, path: QPainterPath, outline: float) -> None:
    edge = outline_of(path)
    if edge.isEmpty():
        return
    corner = edge.boundingRect().topLeft()
    to_mm = QTransform.fromScale(1 / MM, 1 / MM)
    halos = _shape_halos(_shape(to_mm.map(edge.translated(-corner))), round(outline, 4))
    for halo, shade, runs in halos:  # each run ringed alike on both its sides
        tint = _tint(PANEL, QColor("white"), shade)
        p.strokePath(_run_path(runs, MM, corner.x(), corner.y()), _pen(tint, (outline + 2 * halo) * MM))
    _glyph_ink(p, edge, INK, outline * MM, 0.0)
