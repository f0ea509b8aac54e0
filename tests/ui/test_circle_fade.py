"""A fade between day and night never runs on for a window that closed: Qt's animation timer
would tick it, and a closed window freed in the middle of a tick leaves the timer a dangling
animation (seen as a segfault in QUnifiedTimer::updateAnimationTimers)."""

from __future__ import annotations

from PySide6.QtCore import QVariantAnimation
from PySide6.QtWidgets import QStackedWidget, QWidget
from pytestqt.qtbot import QtBot

from mafia_desktop.ui.circle.seat_circle import Seat, SeatCircle


def test_a_fade_under_way_ends_when_the_window_closes(qtbot: QtBot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    circle = SeatCircle(window)
    circle.set_seats([Seat(n, f"P{n}") for n in range(1, 6)])
    window.show()
    faded: list[float] = []
    circle.night_faded.connect(faded.append)
    circle.set_night(True)
    assert circle._fade.state() == QVariantAnimation.State.Running
    window.close()
    assert circle._fade.state() == QVariantAnimation.State.Stopped, "no animation for a closed window"
    assert circle._nightness == 1.0 and faded[-1] == 1.0, "it ends where it was going: the night"


def test_a_fade_goes_on_while_the_window_shows_another_page(qtbot: QtBot) -> None:
    window = QStackedWidget()
    qtbot.addWidget(window)
    circle, other = SeatCircle(), QWidget()
    window.addWidget(circle)
    window.addWidget(other)
    window.show()
    circle.set_night(True)
    window.setCurrentWidget(other)  # the private panel, say: the room still sees the fade
    assert circle._fade.state() == QVariantAnimation.State.Running
