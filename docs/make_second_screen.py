"""Render the public table (the second screen facing the room) for the README.

Each record of ``docs/games`` named below is opened in the main window at laptop size, and the
board the table tells the public table is painted at 1920x1080, scaled to half for the page:
docs/screenshots/second-screen-<name>.png. Run by ``make screenshots``.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GAMES = ("club-day-two", "youth-night")


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["MAFIA_DESKTOP_DATA_DIR"] = tempfile.mkdtemp(prefix="mafia-shots-")
    sys.path.insert(0, str(ROOT))
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    from mafia_desktop.engine.record import loads_record
    from mafia_desktop.ui.public.table import PublicTable
    from mafia_desktop.ui.window.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    for name in GAMES:
        record = loads_record((ROOT / "docs" / "games" / f"{name}.json").read_bytes())
        window = MainWindow(remember_geometry=False, read_only=True)
        window.resize(1366, 768)
        window.show()
        window.open_record(record)
        app.processEvents()
        assert window.table is not None
        tv = PublicTable()
        tv.resize(1920, 1080)
        tv.show()
        tv.show_board(window.table.board())
        app.processEvents()
        image = tv.grab().scaledToWidth(960, Qt.TransformationMode.SmoothTransformation)
        out = ROOT / "docs" / "screenshots" / f"second-screen-{name}.png"
        if not image.save(str(out)):
            print(f"could not write {out}", file=sys.stderr)
            return 1
        print(out.relative_to(ROOT))
        tv.close()
        window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
