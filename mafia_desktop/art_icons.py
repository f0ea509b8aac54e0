"""The table's small icons (speaking, nominated, on trial, a sun, a moon ...), drawn with the kit
of :mod:`mafia_desktop.art` as filled paths in its 100-unit box. They are read at 14 to 24 pixels,
so every shape is bold and simple, its strokes at least 8 units wide.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF
from PySide6.QtGui import QPainterPath, QTransform

from mafia_desktop.art import circle, curve, cut, line, mirrored, poly, ring, rrect, spaced, union


def _speaking() -> QPainterPath:
    head = rrect(35, 6, 30, 50, 15)
    holder = curve(8, (22, 40), (22, 74), (78, 74), (78, 40))
    return union(head, holder, line(8, (50, 66), (50, 88), flat=True), rrect(30, 84, 40, 9, 4))


def _nominated() -> QPainterPath:
    hand = rrect(16, 30, 34, 54, 12)
    for top, end in ((42.0, 74.0), (56.0, 72.0), (70.0, 68.0)):
        hand = spaced(hand, rrect(36, top, end - 36, 13, 6.5), 2.5)
    hand = spaced(hand, rrect(30, 22, 66, 15, 7.5), 2.5)
    return spaced(hand, rrect(4, 34, 12, 46, 3), 2.5)


def _trial() -> QPainterPath:
    post = union(rrect(45, 18, 10, 66, 2), rrect(24, 84, 52, 9, 4), circle(50, 14, 7))
    beam = rrect(12, 24, 76, 8, 4)
    pans = union(*(_pan(x) for x in (22.0, 78.0)))
    return union(post, beam, pans)


def _pan(x: float) -> QPainterPath:
    bowl = QPainterPath(QPointF(x - 17, 58))
    bowl.lineTo(QPointF(x + 17, 58))
    bowl.cubicTo(QPointF(x + 15, 70), QPointF(x - 15, 70), QPointF(x - 17, 58))
    bowl.closeSubpath()
    chains = union(line(8, (x, 30), (x - 13, 58)), line(8, (x, 30), (x + 13, 58)))
    return union(bowl, chains)


def _voted() -> QPainterPath:
    box = cut(rrect(10, 16, 74, 74, 12), rrect(20, 26, 54, 54, 5))
    tick = line(13, (33, 52), (47, 66), (86, 18))
    return spaced(box, tick, 4)


def _dead() -> QPainterPath:
    stone = QPainterPath(QPointF(22, 84))
    stone.lineTo(QPointF(22, 38))
    stone.arcTo(22, 10, 56, 56, 180, -180)
    stone.lineTo(QPointF(78, 84))
    stone.closeSubpath()
    stone = cut(stone, rrect(45, 26, 10, 42, 2), rrect(33, 36, 34, 10, 2))
    return union(stone, rrect(10, 84, 80, 9, 4))


def _foul() -> QPainterPath:
    return QTransform().translate(50, 50).rotate(14).translate(-50, -50).map(rrect(22, 10, 56, 80, 8))


def _day() -> QPainterPath:
    rays = [
        line(
            9, (50 + 30 * math.cos(a), 50 + 30 * math.sin(a)), (50 + 42 * math.cos(a), 50 + 42 * math.sin(a))
        )
        for a in (math.pi * k / 4 for k in range(8))
    ]
    return union(circle(50, 50, 19), *rays)


def _night() -> QPainterPath:
    moon = cut(circle(44, 54, 38), circle(62, 40, 30))
    star = union(poly((78, 8), (82, 20), (94, 24), (82, 28), (78, 40), (74, 28), (62, 24), (74, 20)))
    return union(moon, star)


def _kill() -> QPainterPath:
    ticks = [line(10, (50, 4), (50, 30), flat=True)]
    ticks += [
        QTransform().translate(50, 50).rotate(90 * k).translate(-50, -50).map(ticks[0]) for k in (1, 2, 3)
    ]
    return union(ring(50, 50, 36, 26), *ticks, circle(50, 50, 8))


def _saved() -> QPainterPath:
    shield = QPainterPath(QPointF(12, 12))
    shield.cubicTo(QPointF(30, 16), QPointF(70, 16), QPointF(88, 12))
    shield.lineTo(QPointF(88, 44))
    shield.cubicTo(QPointF(88, 68), QPointF(72, 84), QPointF(50, 94))
    shield.cubicTo(QPointF(28, 84), QPointF(12, 68), QPointF(12, 44))
    shield.closeSubpath()
    return cut(shield, rrect(44, 28, 12, 40, 2), rrect(30, 42, 40, 12, 2))


def _vote() -> QPainterPath:
    box = cut(rrect(10, 48, 80, 44, 7), rrect(20, 56, 60, 8, 4))
    ballot = cut(rrect(34, 6, 32, 50, 3), line(6, (42, 22), (58, 22), flat=True))
    return spaced(box, ballot, 3.5)


def _speech() -> QPainterPath:
    bubble = union(rrect(6, 12, 88, 60, 22), poly((22, 62), (44, 66), (16, 92)))
    return cut(bubble, *(circle(x, 42, 6.5) for x in (30.0, 50.0, 70.0)))


def _check() -> QPainterPath:
    eye = QPainterPath(QPointF(4, 50))
    eye.cubicTo(QPointF(26, 18), QPointF(74, 18), QPointF(96, 50))
    eye.cubicTo(QPointF(74, 82), QPointF(26, 82), QPointF(4, 50))
    eye.closeSubpath()
    return union(cut(eye, circle(50, 50, 20)), circle(50, 50, 11))


def _win() -> QPainterPath:
    cup = QPainterPath(QPointF(26, 10))
    cup.lineTo(QPointF(74, 10))
    cup.cubicTo(QPointF(74, 42), QPointF(64, 58), QPointF(50, 58))
    cup.cubicTo(QPointF(36, 58), QPointF(26, 42), QPointF(26, 10))
    cup.closeSubpath()
    handle = curve(8, (28, 20), (6, 18), (8, 44), (34, 46))
    stem = union(rrect(44, 54, 12, 22), rrect(26, 78, 48, 12, 3), rrect(34, 72, 32, 8, 2))
    return union(cup, handle, mirrored(handle), stem)


def _card() -> QPainterPath:
    frame = cut(rrect(18, 6, 64, 88, 9), rrect(27, 15, 46, 70, 4))
    spade = QPainterPath(QPointF(50, 28))
    spade.cubicTo(QPointF(60, 40), QPointF(68, 46), QPointF(68, 54))
    spade.cubicTo(QPointF(68, 64), QPointF(56, 66), QPointF(51, 60))
    spade.lineTo(QPointF(56, 72))
    spade.lineTo(QPointF(44, 72))
    spade.lineTo(QPointF(49, 60))
    spade.cubicTo(QPointF(44, 66), QPointF(32, 64), QPointF(32, 54))
    spade.cubicTo(QPointF(32, 46), QPointF(40, 40), QPointF(50, 28))
    spade.closeSubpath()
    return union(frame, spade)


DRAWINGS: dict[str, Callable[[], QPainterPath]] = {
    "speaking": _speaking,
    "nominated": _nominated,
    "trial": _trial,
    "voted": _voted,
    "dead": _dead,
    "foul": _foul,
    "day": _day,
    "night": _night,
    "kill": _kill,
    "saved": _saved,
    "vote": _vote,
    "speech": _speech,
    "check": _check,
    "win": _win,
    "card": _card,
}
