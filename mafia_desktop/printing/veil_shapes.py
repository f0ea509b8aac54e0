"""Veiled shapes: any picture (a role's emblem) drawn so that a lamp behind the paper shows the
plain grey of the panel, as ``printing/veil.py`` does for words.

A shape is drawn as its edge, one thin dark line, ringed by a white halo that gives back the light
the line's ink takes. The halo is measured on that very edge at the size it is drawn, tile by
tile (:data:`TILE` mm squares): where the art's edges crowd together their halos overlap and give
back less, so there the halo is wider, and no part of the picture is darker or lighter than the
panel, not only the whole of it. Every halo is drawn in its own tiles only.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QTransform

from mafia_desktop.printing.pages import INK, MM
from mafia_desktop.printing.veil import HALO, INK_GREY, PANEL_GREY, _glyph_ink

Shape = tuple[tuple[int, float, float], ...]  # a path's elements: kind, x and y (mm)


def _shape(path: QPainterPath) -> Shape:
    """``path`` (mm) as a key: its elements, to a micrometre."""
    out = []
    for i in range(path.elementCount()):
        e = path.elementAt(i)
        out.append((int(e.type.value), round(e.x, 3), round(e.y, 3)))
    return tuple(out)


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
_TILE_DOTS = 48  # dots a tile is measured in
_STEPS = 16  # halo widths tried, from none to four times a lone straight line's


def _tile_ink(image: QImage, cols: int, rows: int) -> list[float]:
    """The ink (dots, black on white) in each tile of ``image``, row by row."""
    width = image.width()
    blue = bytes(image.constBits())[::4]  # one channel of each dot (32 bits a dot, no padding)
    out = [0.0] * (cols * rows)
    for y in range(min(image.height(), rows * _TILE_DOTS)):
        line = blue[y * width : (y + 1) * width]
        first = (y // _TILE_DOTS) * cols
        for c in range(cols):
            part = line[c * _TILE_DOTS : (c + 1) * _TILE_DOTS]
            out[first + c] += 255 * len(part) - sum(part)
    return [v / 255 for v in out]


Halos = tuple[tuple[float, tuple[tuple[int, int], ...]], ...]  # a halo (mm) and its tiles


@functools.lru_cache(maxsize=512)
def _shape_halos(shape: Shape, outline: float) -> Halos:
    """The halo (mm) that cancels the ink of a shape's outline ``outline`` mm wide, tile by tile
    (:data:`TILE` mm squares from the shape's corner, one tile of margin round it): in each, as
    wide as makes the light the halos give back there (drawn in that tile only) the light the
    ink there takes. Where the art's edges lie close together their halos overlap, and that
    tile's are wider; elsewhere a lone line keeps a lone line's halo, so no part of the shape is
    darker or lighter than the panel, not only the whole of it."""
    scale = _TILE_DOTS / TILE
    path = _path(shape, scale).translated(_TILE_DOTS, _TILE_DOTS)
    if path.isEmpty():
        return ()
    box = path.boundingRect()
    cols, rows = int(box.right() // _TILE_DOTS) + 2, int(box.bottom() // _TILE_DOTS) + 2
    width = outline * scale
    lone = outline * (PANEL_GREY - INK_GREY) / (2 * (1 - PANEL_GREY))  # a straight line's halo, mm

    def inked(halo_mm: float) -> list[float]:
        image = QImage(cols * _TILE_DOTS, rows * _TILE_DOTS, QImage.Format.Format_RGB32)
        image.fill(QColor("white"))
        p = QPainter(image)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        _glyph_ink(p, path, QColor("black"), width, halo_mm * scale)
        p.end()
        return _tile_ink(image, cols, rows)

    ink = inked(0.0)
    wanted = [v * (PANEL_GREY - INK_GREY) / (1.0 - PANEL_GREY) for v in ink]
    widths = [4 * lone * j / _STEPS for j in range(_STEPS + 1)]
    given = [[0.0] * len(ink)] + [[u - v for u, v in zip(inked(h), ink, strict=True)] for h in widths[1:]]
    levels: dict[float, list[tuple[int, int]]] = {}
    for t, want in enumerate(wanted):
        if want <= 0.01:
            continue
        halo = widths[-1]  # as wide as it may be, where even that gives back too little
        for j in range(1, len(widths)):
            a, b = given[j - 1][t], given[j][t]
            if b >= want:
                halo = widths[j - 1] + (widths[j] - widths[j - 1]) * (want - a) / max(1e-9, b - a)
                break
        levels.setdefault(round(halo, 3), []).append((t % cols - 1, t // cols - 1))
    return tuple((halo, tuple(tiles)) for halo, tiles in sorted(levels.items()))


def outline_of(path: QPainterPath) -> QPainterPath:
    """The edge of what ``path`` fills (winding): overlapping parts merged, so no line is drawn
    inside the shape, and its holes kept."""
    filled = QPainterPath(path)
    filled.setFillRule(Qt.FillRule.WindingFill)
    return filled.simplified()


def _near(
    edge: QPainterPath, corner: QPointF, reach: float, tiles: Sequence[tuple[int, int]]
) -> QPainterPath:
    """The runs of ``edge`` (polygons, drawing units) that come within ``reach`` of any of
    ``tiles`` (from ``corner``): a tile's halo is drawn from these alone, so a PDF keeps each part
    of the edge once a halo width, not the whole edge (each run one line: its parts' soft edges
    are not laid twice)."""
    side = TILE * MM
    wanted = set(tiles)
    out = QPainterPath()
    for polygon in edge.toSubpathPolygons():
        points = [polygon.at(i) for i in range(polygon.size())]
        going = False
        for a, b in zip(points, points[1:], strict=False):
            x0, x1 = sorted((a.x() - corner.x(), b.x() - corner.x()))
            y0, y1 = sorted((a.y() - corner.y(), b.y() - corner.y()))
            touches = any(
                (col, row) in wanted
                for col in range(math.floor((x0 - reach) / side), math.floor((x1 + reach) / side) + 1)
                for row in range(math.floor((y0 - reach) / side), math.floor((y1 + reach) / side) + 1)
            )
            if touches and not going:
                out.moveTo(a)
            if touches:
                out.lineTo(b)
            going = touches
    return out


def veiled_outline(p: QPainter, path: QPainterPath, outline: float) -> None:
    """The edge of ``path`` (drawing units) as a dark line ``outline`` mm wide on a panel already
    painted :data:`PANEL`, ringed by the white halo that gives back the light its ink takes (the
    halo measured on that very line, tile by tile, wherever it is drawn): through paper, the
    plain grey of the panel, whatever the shape, in every part of it; in ordinary light a drawing
    in one dark line."""
    edge = outline_of(path)
    if edge.isEmpty():
        return
    corner = edge.boundingRect().topLeft()
    to_mm = QTransform.fromScale(1 / MM, 1 / MM)
    halos = _shape_halos(_shape(to_mm.map(edge.translated(-corner))), round(outline, 4))
    side = TILE * MM
    reach = (outline / 2 + max((h for h, _ in halos), default=0.0)) * MM
    p.save()
    for halo, tiles in halos:
        # Each halo drawn in its own tiles only: every tile gives back the light of its own ink.
        clip = QPainterPath()
        for col, row in tiles:
            clip.addRect(QRectF(corner.x() + col * side, corner.y() + row * side, side, side))
        p.setClipPath(clip)
        _glyph_ink(p, _near(edge, corner, reach, tiles), HALO, outline * MM, halo * MM, letter=False)
    p.setClipping(False)
    _glyph_ink(p, edge, INK, outline * MM, 0.0)
    p.restore()
