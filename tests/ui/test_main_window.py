"""The main window opens, says what it is, and paints itself into a PNG on request."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from mafia_desktop.ui.main_window import MainWindow


def test_main_window_shows_the_four_rule_sets(qtbot: QtBot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.windowTitle() == "Mafia Desktop"
    texts = [label.text() for label in window.findChildren(QLabel)]
    for name in ("Classic", "Youth group", "Club", "Angel"):
        assert name in texts
    assert "1 × Don, 2 × Mafia, 1 × Sheriff, 6 × Civilians" in texts


def test_screenshot_option_paints_a_png_and_exits(tmp_path: Path) -> None:
    out = tmp_path / "home.png"
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY")}
    proc = subprocess.run(
        [sys.executable, "-m", "mafia_desktop", "--screenshot", str(out)],
        capture_output=True,
        timeout=60,
        env=env,
    )
    assert proc.returncode == 0, proc.stderr
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1280, 800)
    # Painted, not blank: the warm background and dark title text both appear.
    colours = {image.pixel(x, y) for x in range(0, 1280, 40) for y in range(0, 800, 20)}
    assert len(colours) > 5


def test_screenshot_to_an_unwritable_place_fails_in_words(tmp_path: Path) -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "mafia_desktop", "--screenshot", str(tmp_path / "no" / "such" / "dir.png")],
        capture_output=True,
        timeout=60,
    )
    assert proc.returncode == 2
    assert b"could not write the screenshot" in proc.stderr
