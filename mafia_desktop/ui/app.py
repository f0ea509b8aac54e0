"""Starting the Qt application: the window, or one painted screenshot of it."""

from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget


def _headless() -> bool:
    return sys.platform.startswith("linux") and not (
        os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
    )


def run_app(
    screenshot: str | None = None, open_path: str | None = None, size: tuple[int, int] | None = None
) -> int:
    """Open the main window (with the game in ``open_path`` on the table, if given); with
    ``screenshot``, paint it once to that PNG and return 0."""
    if screenshot and _headless():
        # No screen to show on: paint offscreen rather than fail to connect to a display.
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from mafia_desktop import APP_ID
    from mafia_desktop.assets import asset_path
    from mafia_desktop.ui.main_window import MainWindow, open_error_text, read_record_file

    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setApplicationName("Mafia Desktop")
    app.setOrganizationName("Mafia Desktop")
    app.setDesktopFileName(APP_ID)
    app.setWindowIcon(QIcon(str(asset_path("icons", "mafia-desktop.svg"))))
    record = None
    problem = None
    if open_path:
        try:
            record = read_record_file(open_path)
        except Exception as exc:  # noqa: BLE001 - any unreadable file gets a sentence, not a traceback
            problem = open_error_text(open_path, exc)
            if screenshot:
                print(f"mafia-desktop: {problem}", file=sys.stderr)
                return 2
    window = MainWindow(remember_geometry=not screenshot, defer_shortcuts=True)
    if size:
        window.resize(*size)
    if record is not None:
        window.open_record(record)
    window.show()
    if problem:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.warning(window, "Mafia Desktop", problem)
    if screenshot:
        return save_screenshot(window, screenshot)
    from PySide6.QtCore import QTimer

    QTimer.singleShot(0, window.add_shortcuts)  # right after the first paint
    return app.exec()


def save_screenshot(widget: QWidget, path: str) -> int:
    """Paint ``widget`` once into a PNG at ``path``; 0 on success, 2 with a message otherwise."""
    from PySide6.QtWidgets import QApplication

    QApplication.processEvents()
    image = widget.grab()
    if image.isNull() or not image.save(path, "PNG"):
        print(f"mafia-desktop: could not write the screenshot to {path}", file=sys.stderr)
        return 2
    return 0
