"""The table's moments as the room sees them: nightfall and morning are short fades of the whole
window, which never flash (the light only ever goes one way, and no step of it is a jump), and
the end of the game turns every card up around the circle with the winning side named.

The fades are looked at frame by frame: the fade's animation is set to each moment of its run
and the window grabbed, as a person watching it would see it.
"""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QVariantAnimation
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from mafia_desktop.engine.inputs import EndDay, EndNight
from mafia_desktop.ui.window.main_window import MainWindow
from tests.ui import looks

FRAMES = 24


def _light(window: MainWindow) -> float:
    """The window's mean relative luminance (0 black to 1 white), as sRGB pixels give it off."""
    image = window.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    width, height = image.width(), image.height()
    pixels = np.frombuffer(image.constBits(), np.uint8).reshape(height, image.bytesPerLine())
    bgr = pixels[:, : width * 4].reshape(height, width, 4)[:, :, :3] / 255.0
    linear = np.where(bgr <= 0.04045, bgr / 12.92, ((bgr + 0.055) / 1.055) ** 2.4)
    return float((linear @ np.array([0.0722, 0.7152, 0.2126])).mean())


def _frames(window: MainWindow, fade: QVariantAnimation) -> list[float]:
    """The light of the window at FRAMES moments of ``fade``'s run, from its start to its end."""
    fade.pause()
    out = []
    for i in range(FRAMES + 1):
        fade.setCurrentTime(round(fade.duration() * i / FRAMES))
        QApplication.processEvents()
        out.append(_light(window))
    fade.stop()
    return out


@pytest.fixture
def window(qtbot: QtBot) -> MainWindow:
    window = MainWindow(remember_geometry=False, read_only=True)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    return window


@pytest.mark.parametrize("contrast", [False, True], ids=["warm", "high-contrast"])
def test_nightfall_and_morning_are_fades_that_never_flash(window: MainWindow, contrast: bool) -> None:
    with looks.look(looks.Appearance(language="en", high_contrast=contrast)):
        window.open_record(looks.club_record())
        window.controller.submit([EndNight()])  # the first morning: day
        table = window.table
        assert table is not None
        circle = table.circle
        circle._fade.setCurrentTime(circle._fade.duration())  # the morning's fade, run to its end
        QApplication.processEvents()
        for input_, going_dark in ((EndDay(), True), (EndNight(), False)):
            window.controller.submit([input_])
            QApplication.processEvents()
            fade = circle._fade
            assert fade.state() == QVariantAnimation.State.Running, "the change of light is a fade"
            assert 400 <= fade.duration() <= 2000, "short, and slow enough for the room to see it"
            light = _frames(window, fade)
            steps = [b - a for a, b in zip(light, light[1:], strict=False)]
            span = abs(light[-1] - light[0])
            assert span > 0.1, f"the room sees the light change ({light[0]:.3f} to {light[-1]:.3f})"
            if going_dark:
                assert all(s <= 0.002 for s in steps), f"nightfall only darkens: {light}"
            else:
                assert all(s >= -0.002 for s in steps), f"morning only brightens: {light}"
            # No jump: a flash is a change of a tenth or more of the light in a moment; every frame of
            # the fade (at 24 frames a run) changes it by well under that.
            assert max(abs(s) for s in steps) < 0.1 * max(light) + 0.01, f"a step is a flash: {steps}"
            assert light[-1] == pytest.approx(_light(window), abs=0.01), "the last frame is the rest"
