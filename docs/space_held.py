"""Pictures of the table in each mode with Space held on the circle, for the README's "What stays
secret": the referee's peek shows every card in the referee console; with no referee, Space on the
shared circle shows nothing at all.

Run by `make screenshots` (offscreen, 1366x768). Writes docs/screenshots/space-held-*.png.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QEvent, Qt  # noqa: E402
from PySide6.QtGui import QKeyEvent  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from mafia_desktop.engine.inputs import EndNight, Nominate  # noqa: E402
from mafia_desktop.engine.record import Record  # noqa: E402
from mafia_desktop.engine.setup import make_setup  # noqa: E402
from mafia_desktop.ui.window.main_window import MainWindow  # noqa: E402

OUT = ROOT / "docs" / "screenshots"
TEN = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"]
CLUB = {"Ann": "don", "Dan": "mafia", "Gus": "mafia", "Eve": "detective"}


def shot(mode: str) -> Path:
    record = Record(make_setup("club", 3, TEN, CLUB)).with_note("table", {"mode": mode, "deal": "peek"})
    window = MainWindow(remember_geometry=False, read_only=True)
    window.resize(1366, 768)
    window.show()
    window.open_record(record)
    window.controller.submit([EndNight(), Nominate("Bob", "Gus")])
    circle = window.table.circle
    circle.setFocus()
    QTest.qWait(1500)  # the fade from night to day
    QApplication.sendEvent(
        circle, QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Space, Qt.KeyboardModifier.NoModifier, " ")
    )
    QApplication.processEvents()
    path = OUT / f"space-held-{mode}.png"
    window.grab().save(str(path))
    QApplication.sendEvent(
        circle, QKeyEvent(QEvent.Type.KeyRelease, Qt.Key.Key_Space, Qt.KeyboardModifier.NoModifier, " ")
    )
    window.close()
    return path


def main() -> None:
    app = QApplication.instance() or QApplication(sys.argv)
    for mode in ("referee", "pass", "middle"):
        print(shot(mode))
    del app


if __name__ == "__main__":
    main()
