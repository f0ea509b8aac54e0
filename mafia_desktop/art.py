"""The project's own vector art: the roles' emblems (a mask, a hat, a badge, a cross ...) and the
table's small icons (speaking, nominated, on trial, a sun, a moon ...), drawn in code as painter
paths, no image files. This module owns the API, the small drawing kit and the emblems; the icons
are drawn in :mod:`mafia_desktop.art_icons`.

Every picture is a filled :class:`QPainterPath` in a :data:`BOX` by :data:`BOX` square (winding
fill), so a screen, a printed card and the log all draw the same shapes at any size, in any one
colour. Details are gaps cut out of the silhouette, so a picture reads in one ink. A role's
emblem is named by the role itself (``Role.emblems``, a code per preset); a code with no picture
raises ``KeyError`` naming it, so a role without art fails a test instead of drawing nothing.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import cache, reduce

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainterPath, QPainterPathStroker, QPolygonF, QTransform

BOX = 100.0

Point = tuple[float, float]

# ---------------------------------------------------------------------------------------------
# The drawing kit (shared with art_icons): shapes in box units, unions, cuts and a finish.


def circle(cx: float, cy: float, r: float) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QPointF(cx, cy), r, r)
    return path


def ellipse(cx: float, cy: float, rx: float, ry: float) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QPointF(cx, cy), rx, ry)
    return path


def ring(cx: float, cy: float, outer: float, inner: float) -> QPainterPath:
    return cut(circle(cx, cy, outer), circle(cx, cy, inner))


def rrect(x: float, y: float, w: float, h: float, r: float = 0.0) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(QRectF(x, y, w, h), r, r)
    return path


def poly(*points: Point) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(x, y) for x, y in points]))
    path.closeSubpath()
    return path


def stroke(path: QPainterPath, width: float, *, flat: bool = False) -> QPainterPath:
    """The outline of ``path`` drawn with a pen ``width`` wide (round ends unless ``flat``)."""
    stroker = QPainterPathStroker()
    stroker.setWidth(width)
    stroker.setCapStyle(Qt.PenCapStyle.FlatCap if flat else Qt.PenCapStyle.RoundCap)
    stroker.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return union(stroker.createStroke(path))


def line(width: float, *points: Point, flat: bool = False) -> QPainterPath:
    """A stroke ``width`` wide through ``points``."""
    path = QPainterPath(QPointF(*points[0]))
    for point in points[1:]:
        path.lineTo(QPointF(*point))
    return stroke(path, width, flat=flat)


def curve(width: float, start: Point, *controls: Point, flat: bool = False) -> QPainterPath:
    """A stroke ``width`` wide along cubic segments (``controls`` in threes: c1, c2, end)."""
    path = QPainterPath(QPointF(*start))
    for i in range(0, len(controls) - 2, 3):
        c1, c2, end = controls[i : i + 3]
        path.cubicTo(QPointF(*c1), QPointF(*c2), QPointF(*end))
    return stroke(path, width, flat=flat)


# Qt's boolean operations flatten curves into lines at the units they are given, so they are
# done 16 times larger: the pictures stay smooth when drawn 300 pixels wide.
_UP = QTransform.fromScale(16, 16)
_DOWN = QTransform.fromScale(1 / 16, 1 / 16)


def union(*paths: QPainterPath) -> QPainterPath:
    return _DOWN.map(reduce(lambda a, b: a.united(_UP.map(b)), paths, QPainterPath()))


def cut(path: QPainterPath, *holes: QPainterPath) -> QPainterPath:
    return _DOWN.map(_UP.map(path).subtracted(_UP.map(union(*holes))))


def meet(path: QPainterPath, other: QPainterPath) -> QPainterPath:
    """The part of ``path`` inside ``other``."""
    return _DOWN.map(_UP.map(path).intersected(_UP.map(other)))


def moved(path: QPainterPath, dx: float, dy: float, scale: float = 1.0) -> QPainterPath:
    return QTransform(scale, 0, 0, scale, dx, dy).map(path)


def turned(path: QPainterPath, degrees: float, cx: float = 50.0, cy: float = 50.0) -> QPainterPath:
    return QTransform().translate(cx, cy).rotate(degrees).translate(-cx, -cy).map(path)


def mirrored(path: QPainterPath) -> QPainterPath:
    """``path`` flipped left to right about the box's middle."""
    return QTransform(-1, 0, 0, 1, BOX, 0).map(path)


def _sparse(path: QPainterPath, step: float = 0.5) -> QPainterPath:
    """``path``'s outlines with its points at least ``step`` apart (quick to stroke)."""
    out = QPainterPath()
    for polygon in path.toSubpathPolygons():
        points = polygon.toList()
        kept = points[:1]
        for point in points[1:]:
            if abs(point.x() - kept[-1].x()) + abs(point.y() - kept[-1].y()) >= step:
                kept.append(point)
        out.addPolygon(QPolygonF(kept))
        out.closeSubpath()
    return out


def spaced(lower: QPainterPath, upper: QPainterPath, gap: float) -> QPainterPath:
    """``upper`` laid over ``lower`` with a ``gap`` cut around it, so the two read apart."""
    return union(cut(lower, upper, stroke(_sparse(upper), 2 * gap)), upper)


def _area(polygon: QPolygonF) -> float:
    points = polygon.toList()
    pairs = zip(points, points[1:] + points[:1], strict=True)
    return 0.5 * sum(float(a.x() * b.y() - b.x() * a.y()) for a, b in pairs)


def finish(path: QPainterPath) -> QPainterPath:
    """``path`` as plain outlines turned so that a winding fill shows every hole (outlines go one
    way, holes in them the other, islands in holes the first way again)."""
    polygons = [_DOWN.map(p) for p in _UP.map(path).simplified().toSubpathPolygons() if p.count() > 2]
    out = QPainterPath()
    out.setFillRule(Qt.FillRule.WindingFill)
    for i, polygon in enumerate(polygons):
        depth = sum(
            other.containsPoint(polygon.at(0), Qt.FillRule.OddEvenFill)
            for j, other in enumerate(polygons)
            if j != i
        )
        if (_area(polygon) > 0) != (depth % 2 == 0):
            polygon = QPolygonF(list(reversed(polygon.toList())))
        out.addPolygon(polygon)
        out.closeSubpath()
    return out


# ---------------------------------------------------------------------------------------------
# The emblems: one silhouette each, about 8 units clear of the box's edge.


def _house() -> QPainterPath:
    roof = union(line(9, (10, 50), (50, 16), (90, 50)), rrect(66, 14, 11, 24, 1))
    gable = poly((24, 48), (50, 26), (76, 48))
    body = union(rrect(20, 52, 60, 40, 2), gable)
    body = cut(body, rrect(43, 66, 14, 30, 2), rrect(27, 60, 11, 11, 1), rrect(62, 60, 11, 11, 1))
    body = cut(body, circle(50, 43, 5))
    return union(roof, body)


def _mask() -> QPainterPath:
    half = QPainterPath(QPointF(50, 34))
    half.cubicTo(QPointF(38, 20), QPointF(16, 22), QPointF(6, 32))
    half.cubicTo(QPointF(4, 52), QPointF(12, 72), QPointF(30, 72))
    half.cubicTo(QPointF(40, 72), QPointF(44, 60), QPointF(50, 58))
    half.closeSubpath()
    half = cut(half, turned(ellipse(30, 47, 12, 8), 10, 30, 47))
    return union(half, mirrored(half))


def _hat() -> QPainterPath:
    crown = QPainterPath(QPointF(24, 66))
    crown.cubicTo(QPointF(26, 48), QPointF(28, 30), QPointF(34, 22))
    crown.cubicTo(QPointF(39, 16), QPointF(44, 24), QPointF(50, 24))
    crown.cubicTo(QPointF(56, 24), QPointF(61, 16), QPointF(66, 22))
    crown.cubicTo(QPointF(72, 30), QPointF(74, 48), QPointF(76, 66))
    crown.closeSubpath()
    crown = cut(crown, rrect(0, 46, 100, 4))
    brim = QPainterPath(QPointF(6, 60))
    brim.cubicTo(QPointF(16, 70), QPointF(30, 66), QPointF(50, 66))
    brim.cubicTo(QPointF(70, 66), QPointF(84, 70), QPointF(94, 60))
    brim.cubicTo(QPointF(92, 76), QPointF(72, 82), QPointF(50, 82))
    brim.cubicTo(QPointF(28, 82), QPointF(8, 76), QPointF(6, 60))
    return spaced(crown, brim, 2.2)


def _star(points: int, outer: float, inner: float, cx: float = 50, cy: float = 50) -> list[Point]:
    out: list[Point] = []
    for i in range(2 * points):
        r = outer if i % 2 == 0 else inner
        a = math.pi * i / points - math.pi / 2
        out.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return out


def _badge() -> QPainterPath:
    star = poly(*_star(6, 36, 22.5))
    tips = [circle(x, y, 7) for x, y in _star(6, 36, 22.5)[::2]]
    badge = union(star, *tips)
    return cut(badge, ring(50, 50, 16, 12.5))


def _magnifier() -> QPainterPath:
    lens = ring(42, 42, 32, 22)
    handle = union(line(11, (60, 60), (68, 68)), line(16, (68, 68), (86, 86)))
    glint = curve(7, (29, 42), (29, 35), (33, 30), (40, 29))
    return union(lens, handle, glint)


@cache
def _wing() -> QPainterPath:
    """The left one of a pair of wings: rounded flight feathers fanned out from the shoulder,
    the coverts over their roots, parted by gaps."""
    shoulder = (47.0, 60.0)
    tips = [((42.0, 88.0), 10.0), ((29.0, 81.0), 11.0), ((17.0, 69.0), 12.0), ((9.0, 53.0), 12.0)]
    tips += [((6.0, 34.0), 13.0), ((8.0, 15.0), 13.0)]
    wing = QPainterPath()
    for k, (tip, width) in enumerate(tips):
        start = (shoulder[0] + 0.5 * (tip[0] - shoulder[0]), shoulder[1] + 0.5 * (tip[1] - shoulder[1]))
        feather = union(line(width, start, tip), line(width * 0.8, shoulder, start))
        wing = spaced(wing, feather, 2.6) if k else feather
    coverts = QPainterPath(QPointF(48, 36))
    coverts.cubicTo(QPointF(40, 22), QPointF(28, 14), QPointF(14, 16))
    coverts.cubicTo(QPointF(26, 28), QPointF(24, 50), QPointF(36, 62))
    coverts.cubicTo(QPointF(40, 66), QPointF(44, 68), QPointF(48, 68))
    coverts.closeSubpath()
    return meet(spaced(wing, coverts, 2.6), rrect(0, 0, 47, 100))


def _wings() -> QPainterPath:
    wing = QTransform(0.88, 0, 0, 0.88, 6, 5).map(_wing())
    return union(wing, mirrored(wing))


def _cross() -> QPainterPath:
    arm = 11.0
    plus = union(rrect(50 - arm, 22, 2 * arm, 56, 4), rrect(22, 50 - arm, 56, 2 * arm, 4))
    return union(ring(50, 50, 42, 34), plus)


def _halo() -> QPainterPath:
    halo = cut(ellipse(50, 20, 30, 11), ellipse(50, 20, 21, 5.5))
    wing = QTransform(0.82, 0, 0, 0.62, 9, 31).map(_wing())
    return union(wing, mirrored(wing), halo)


def _knife() -> QPainterPath:
    blade = QPainterPath(QPointF(-6, -11))
    blade.lineTo(QPointF(34, -11))
    blade.cubicTo(QPointF(44, -11), QPointF(52, -7), QPointF(60, 0))
    blade.cubicTo(QPointF(50, 12), QPointF(30, 12), QPointF(-6, 12))
    blade.closeSubpath()
    blade = cut(blade, rrect(2, -6, 32, 4, 2))
    guard = rrect(-13, -18, 8, 38, 4)
    grip = union(rrect(-46, -7, 36, 16, 7), circle(-48, 1, 9.5))
    grip = cut(grip, circle(-37, 1, 2.6), circle(-24, 1, 2.6))
    knife = union(blade, guard, grip)
    return QTransform().translate(50, 50).rotate(-42).map(knife)


def _spiral(cx: float, cy: float, r0: float, r1: float, turns: float, width: float) -> QPainterPath:
    """A spiral band ``width`` wide, from radius ``r0`` out to ``r1``, round at both ends."""
    steps = int(40 * turns)
    outer: list[Point] = []
    inner: list[Point] = []
    for i in range(steps + 1):
        t = i / steps
        a = 2 * math.pi * turns * t - math.pi / 2
        r = r0 + (r1 - r0) * t
        outer.append((cx + (r + width / 2) * math.cos(a), cy + (r + width / 2) * math.sin(a)))
        inner.append((cx + (r - width / 2) * math.cos(a), cy + (r - width / 2) * math.sin(a)))
    ends = [
        circle((p[0] + q[0]) / 2, (p[1] + q[1]) / 2, width / 2)
        for p, q in ((outer[0], inner[0]), (outer[-1], inner[-1]))
    ]
    return union(poly(*outer, *reversed(inner)), *ends)


def _rose() -> QPainterPath:
    head = QPainterPath(QPointF(24, 30))
    head.cubicTo(QPointF(30, 22), QPointF(40, 24), QPointF(44, 18))
    head.cubicTo(QPointF(48, 12), QPointF(56, 12), QPointF(60, 18))
    head.cubicTo(QPointF(64, 24), QPointF(72, 20), QPointF(76, 30))
    head.cubicTo(QPointF(80, 48), QPointF(70, 62), QPointF(50, 62))
    head.cubicTo(QPointF(30, 62), QPointF(20, 48), QPointF(24, 30))
    head.closeSubpath()
    petals = union(
        _spiral(51, 34, 1.5, 12, 1.5, 3.6),
        curve(3.6, (27, 38), (30, 52), (42, 57), (52, 56)),
        curve(3.6, (73, 40), (72, 48), (68, 52), (62, 54)),
    )
    head = cut(head, petals)
    stem = curve(6, (50, 62), (48, 72), (52, 82), (50, 92))
    leaf = QPainterPath(QPointF(51, 80))
    leaf.cubicTo(QPointF(58, 68), QPointF(70, 64), QPointF(82, 66))
    leaf.cubicTo(QPointF(76, 80), QPointF(62, 84), QPointF(51, 80))
    vein = curve(2.4, (55, 78), (62, 74), (70, 71), (77, 68))
    leaf = cut(leaf, vein)
    other = mirrored(moved(leaf, 0, -8))
    return spaced(union(stem, leaf, other), head, 2.4)


def _shield() -> QPainterPath:
    outline = QPainterPath(QPointF(14, 14))
    outline.cubicTo(QPointF(30, 18), QPointF(70, 18), QPointF(86, 14))
    outline.lineTo(QPointF(86, 46))
    outline.cubicTo(QPointF(86, 68), QPointF(70, 84), QPointF(50, 92))
    outline.cubicTo(QPointF(30, 84), QPointF(14, 68), QPointF(14, 46))
    outline.closeSubpath()
    inner = QTransform().translate(50, 51).scale(0.8, 0.8).translate(-50, -51).map(outline)
    shield = cut(outline, stroke(inner, 3))
    return cut(shield, line(11, (27, 66), (50, 44), (73, 66), flat=True))


def _lantern() -> QPainterPath:
    handle = ring(50, 14, 7, 3.5)
    cap = union(poly((28, 32), (38, 21), (62, 21), (72, 32)), rrect(26, 30, 48, 5, 2))
    frame = cut(rrect(30, 35, 40, 40, 3), rrect(36, 39, 28, 32, 2))
    flame = QPainterPath(QPointF(50, 44))
    flame.cubicTo(QPointF(56, 52), QPointF(59, 58), QPointF(56, 63))
    flame.cubicTo(QPointF(53, 67), QPointF(47, 67), QPointF(44, 63))
    flame.cubicTo(QPointF(41, 58), QPointF(44, 52), QPointF(50, 44))
    base = union(rrect(26, 75, 48, 6, 2), poly((32, 81), (68, 81), (64, 88), (36, 88)))
    return union(handle, QTransform(1.12, 0, 0, 1, -6, 0).map(union(cap, frame, flame, base)))


def _marshal_star() -> QPainterPath:
    points = _star(5, 37, 20, 50, 53)
    star = union(poly(*points), *(circle(x, y, 7.5) for x, y in points[::2]))
    return cut(star, circle(50, 53, 8))


def _ankh() -> QPainterPath:
    loop = QPainterPath(QPointF(50, 50))
    loop.cubicTo(QPointF(24, 40), QPointF(26, 6), QPointF(50, 6))
    loop.cubicTo(QPointF(74, 6), QPointF(76, 40), QPointF(50, 50))
    hole = QTransform().translate(50, 26).scale(0.5, 0.56).translate(-50, -26).map(loop)
    arms = poly((18, 42), (50, 47), (82, 42), (82, 62), (50, 57), (18, 62))
    shaft = poly((44, 50), (56, 50), (64, 94), (36, 94))
    return union(cut(loop, hole), arms, shaft)


def _bomb() -> QPainterPath:
    body = cut(circle(42, 60, 30), curve(6, (24, 62), (24, 50), (30, 42), (40, 39)))
    nozzle = turned(rrect(56, 30, 14, 16, 2), 45, 63, 38)
    fuse = curve(4.5, (64, 35), (68, 26), (74, 28), (78, 20))
    spark = poly(*_star(8, 11, 4.5, 82, 17))
    return union(body, nozzle, fuse, spark)


def _jester_cap() -> QPainterPath:
    left = QPainterPath(QPointF(20, 74))
    left.cubicTo(QPointF(20, 50), QPointF(14, 40), QPointF(6, 56))
    left.cubicTo(QPointF(4, 28), QPointF(30, 14), QPointF(46, 50))
    left.lineTo(QPointF(46, 74))
    left.closeSubpath()
    middle = QPainterPath(QPointF(34, 74))
    middle.cubicTo(QPointF(34, 48), QPointF(42, 26), QPointF(50, 16))
    middle.cubicTo(QPointF(58, 26), QPointF(66, 48), QPointF(66, 74))
    middle.closeSubpath()
    horns = spaced(union(left, mirrored(left)), middle, 2.4)
    band = cut(
        rrect(16, 72, 68, 18, 4), *(poly((x, 77), (x + 5, 81), (x, 85), (x - 5, 81)) for x in (30, 50, 70))
    )
    bells = [circle(9, 63, 7), circle(91, 63, 7), circle(50, 12, 7)]
    return QTransform(0.9, 0, 0, 1, 5, 2).map(union(spaced(horns, band, 2.4), *bells))


def _quill() -> QPainterPath:
    sheet = cut(rrect(10, 30, 52, 62, 3), *(rrect(18, y, 36, 4, 2) for y in (42, 54, 66, 78)))
    vane = QPainterPath(QPointF(40, 76))
    vane.cubicTo(QPointF(48, 50), QPointF(66, 22), QPointF(92, 8))
    vane.cubicTo(QPointF(88, 34), QPointF(66, 62), QPointF(40, 76))
    vane = cut(vane, curve(2.6, (46, 70), (60, 52), (74, 34), (88, 14)))
    nib = line(5, (30, 88), (42, 74))
    return spaced(sheet, union(vane, nib), 2.6)


def _wolf() -> QPainterPath:
    """A wolf howling at a crescent moon: the snout up, an ear laid back, the nape, the ruff
    down the throat, the open jaws."""
    wolf = QPainterPath(QPointF(20, 4))
    for x, y in [(42, 22), (50, 20), (62, 8), (60, 34)]:
        wolf.lineTo(QPointF(x, y))
    wolf.cubicTo(QPointF(68, 50), QPointF(74, 70), QPointF(74, 94))
    for x, y in [(34, 94), (32, 80), (26, 74), (32, 68), (25, 62), (32, 56), (26, 50), (32, 46)]:
        wolf.lineTo(QPointF(x, y))
    for x, y in [(34, 42), (20, 28), (26, 24), (36, 32), (13, 12)]:
        wolf.lineTo(QPointF(x, y))
    wolf.closeSubpath()
    wolf = cut(wolf, turned(ellipse(46, 32, 4.5, 2), 45, 46, 32))
    moon = cut(circle(70, 34, 24), circle(56, 42, 22))
    return spaced(moon, wolf, 3)


def _brick() -> QPainterPath:
    front = poly((8, 50), (62, 50), (62, 82), (8, 82))
    top = poly((8, 45), (32, 24), (92, 24), (68, 45))
    side = poly((67, 49), (92, 28), (92, 61), (67, 82))
    top = cut(top, *(ellipse(x, 34.5, 5.5, 3.5) for x in (34, 50, 66)))
    return union(front, top, side)


def _key() -> QPainterPath:
    """A big old key: a trefoil bow, a collar, the shaft and a toothed bit, drawn lying along
    x and turned."""
    lobes = union(*(circle(-30 + 11 * math.cos(a), 11 * math.sin(a), 10.5) for a in (0, 2.1, 4.2)))
    bow = cut(union(lobes, circle(-30, 0, 13)), circle(-30, 0, 6.5))
    shaft = rrect(-18, -6, 64, 12, 4)
    bit = cut(rrect(27, 4, 19, 21, 2), rrect(33.5, 13, 6, 12))
    key = union(bow, shaft, bit, rrect(-14, -10, 7, 20, 2.5))
    return QTransform().translate(45, 48).rotate(-40).scale(0.9, 0.9).translate(3, 0).map(key)


_EMBLEMS: dict[str, Callable[[], QPainterPath]] = {
    "house": _house,
    "mask": _mask,
    "hat": _hat,
    "badge": _badge,
    "magnifier": _magnifier,
    "wings": _wings,
    "cross": _cross,
    "halo": _halo,
    "knife": _knife,
    "rose": _rose,
    "shield": _shield,
    "lantern": _lantern,
    "star": _marshal_star,
    "ankh": _ankh,
    "bomb": _bomb,
    "jester_cap": _jester_cap,
    "quill": _quill,
    "wolf": _wolf,
    "brick": _brick,
    "key": _key,
}

#: every emblem code and every icon code there is a picture for
EMBLEMS: tuple[str, ...] = tuple(_EMBLEMS)
ICONS: tuple[str, ...] = tuple(
    "speaking nominated trial voted dead foul day night kill saved vote speech check win card".split()
)


@cache
def emblem(code: str) -> QPainterPath:
    """The emblem ``code`` in the :data:`BOX` square (KeyError, naming it, when there is none)."""
    if code not in _EMBLEMS:
        raise KeyError(f"no art for the emblem {code!r}: draw it in mafia_desktop/art.py")
    return finish(_EMBLEMS[code]())


def role_emblem(role: str, preset: str) -> QPainterPath:
    """The emblem of ``role`` under ``preset`` (KeyError when the role names none, or one with no
    picture)."""
    from mafia_desktop.engine.roles import ROLES

    code = ROLES[role].emblem(preset)
    if not code:
        raise KeyError(f"the role {role!r} names no emblem: give it emblems=(...)")
    return emblem(code)


@cache
def icon(code: str) -> QPainterPath:
    """The small icon ``code`` in the :data:`BOX` square (KeyError, naming it, when there is none)."""
    from mafia_desktop.art_icons import DRAWINGS

    if code not in ICONS or code not in DRAWINGS:
        raise KeyError(f"no art for the icon {code!r}: draw it in mafia_desktop/art_icons.py")
    return finish(DRAWINGS[code]())


def fit(path: QPainterPath, rect: QRectF) -> QPainterPath:
    """``path`` (drawn in the :data:`BOX` square) scaled into the largest square centred in
    ``rect``."""
    side = min(rect.width(), rect.height())
    scale = side / BOX
    transform = QTransform()
    transform.translate(rect.center().x() - side / 2, rect.center().y() - side / 2)
    transform.scale(scale, scale)
    return transform.map(path)
