"""The circle draws each state once and copies it after: what is copied must be what would be
drawn, whatever changed (a mark changed in place by the timer's tick, a seat, the size); and a
frame of the fade between day and night, two pictures mixed, looks as the mixed palette draws."""

from __future__ import annotations

from PySide6.QtGui import QImage, QPainter
from pytestqt.qtbot import QtBot

from mafia_desktop.ui.circle.seat_circle import Marks, Seat, SeatCircle

NAMES = [f"Player {i}" for i in range(1, 13)]


def circle(qtbot: QtBot) -> SeatCircle:
    c = SeatCircle()
    qtbot.addWidget(c)
    c.resize(600, 500)
    c.set_seats([Seat(i + 1, n, alive=i != 3) for i, n in enumerate(NAMES)])
    c.set_marks(Marks(hands={"Player 2"}, speaking="Player 5", timer_fraction=0.8))
    c.set_centre("Day 2", "Player 5 speaks", "0:48")
    return c


def drawn(c: SeatCircle, nightness: float) -> QImage:
    """The circle drawn afresh, without its pictures."""
    image = QImage(c.size(), QImage.Format.Format_ARGB32_Premultiplied)
    p = QPainter(image)
    c._paint(p, nightness)
    p.end()
    return image


def test_the_copy_follows_every_change(qtbot: QtBot) -> None:
    c = circle(qtbot)
    first = c.grab().toImage()
    c.marks().timer_fraction = 0.3  # the timer's tick changes the marks in place
    c.update()
    ticked = c.grab().toImage()
    assert ticked != first
    assert ticked == drawn(c, 0.0).convertToFormat(ticked.format())
    c.set_seats([Seat(i + 1, n) for i, n in enumerate(NAMES)])
    assert c.grab().toImage() == drawn(c, 0.0).convertToFormat(ticked.format())
    c.resize(700, 500)
    assert c.grab().toImage().size().width() == 700


def test_a_fade_frame_looks_as_the_mixed_palette_draws_it(qtbot: QtBot) -> None:
    c = circle(qtbot)
    c._on_fade_value_changed(0.5)
    mixed = c.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    direct = drawn(c, 0.5).convertToFormat(QImage.Format.Format_RGB32)
    total = worst = 0
    for y in range(0, mixed.height(), 3):
        for x in range(0, mixed.width(), 3):
            a, b = mixed.pixelColor(x, y), direct.pixelColor(x, y)
            d = max(abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.blue() - b.blue()))
            total += d
            worst = max(worst, d)
    pixels = (mixed.height() // 3 + 1) * (mixed.width() // 3 + 1)
    assert total / pixels < 2.0, "on average the same colours"
