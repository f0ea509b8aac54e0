"""The Qt binding must not eat references to None.

PySide6 6.12.0 returns None from every call that returns nothing without taking a reference to it.
Python 3.12+ does not mind (None is immortal there), but on 3.11 the count falls with every
paint until the interpreter aborts ("deallocating None") a few minutes into a game. pyproject.toml
keeps that release out; this test fails if such a binding comes back.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter


def test_void_calls_keep_none_alive() -> None:
    image = QImage(64, 64, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    colour = QColor("#336699")
    before = sys.getrefcount(None)
    for _ in range(500):
        painter.setPen(colour)
        painter.drawEllipse(QPointF(10, 10), 4, 4)
        painter.fillRect(QRectF(0, 0, 5, 5), colour)
    after = sys.getrefcount(None)
    painter.end()
    # Immortal None (3.12+) reports a constant; a mortal one must not have lost 1500 references.
    assert after >= before - 50, f"None lost {before - after} references"
