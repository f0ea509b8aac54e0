"""Starting the Qt application: the window, or one painted screenshot of it."""

from __future__ import annotations

import dataclasses
import os
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

    from mafia_desktop.ui.window.single import SingleInstance


def _headless() -> bool:
    return sys.platform.startswith("linux") and not (
        os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
    )


def run_app(
    screenshot: str | None = None,
    open_path: str | None = None,
    size: tuple[int, int] | None = None,
    language: str | None = None,
    feed: str | None = None,
    feed_interval: int = 5,
) -> int:
    """Open the main window (with the game in ``open_path`` on the table, if given); with
    ``screenshot``, paint it once to that PNG and return 0."""
    if screenshot and _headless():
        # No screen to show on: paint offscreen rather than fail to connect to a display.
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from mafia_desktop import APP_ID
    from mafia_desktop.ui.theme import appearance
    from mafia_desktop.ui.window.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setApplicationName("Mafia Desktop")
    app.setOrganizationName("Mafia Desktop")
    app.setDesktopFileName(APP_ID)
    # The language, text size and contrast chosen in the settings (language: or this run's).
    choice = appearance.appearance_settings()
    if language:
        choice = dataclasses.replace(choice, language=language)
    appearance.apply(choice, focus_ring=False)  # after the first paint: finish_start()
    single = None
    if not screenshot:  # a screenshot saves nothing, so it may run beside the app
        from mafia_desktop.storage.games import default_folder
        from mafia_desktop.ui.window.single import SingleInstance

        single = SingleInstance(default_folder().parent, app)
        status = claim_folder(single, open_path, ask_at_start, choose_folder_at_start)
        if status is not None:
            return status
    # A screenshot only paints: it neither remembers the window nor saves the game it shows; nor
    # does a run the user opened read-only (its data folder cannot be written, see claim_folder).
    read_only = bool(screenshot) or (single is not None and single.read_only)
    window = MainWindow(remember_geometry=not screenshot, defer_shortcuts=True, read_only=read_only)
    if single is not None and single.read_only:
        show_read_only(window)
    if size or screenshot:  # a screenshot is the size asked for, or 1280x800, whatever the screen
        window.resize(*(size or (1280, 800)))
    if open_path:
        problem = window.open_file(open_path, interactive=False)
        if problem and screenshot:
            print(f"mafia-desktop: {problem}", file=sys.stderr)
            return 2
        if problem:
            from PySide6.QtCore import QTimer

            from mafia_desktop.ui.common.widgets import warn

            QTimer.singleShot(0, lambda: warn(window, "Mafia Desktop", problem))
    window.show()
    if screenshot:
        return save_screenshot(window, screenshot)
    window.raise_()
    window.activateWindow()  # the keyboard's keys work at once, before any click
    from PySide6.QtCore import QTimer

    # Right after the first paint: the menu's keys, the saved games, and the window icon (its SVG
    # engine is a library of its own; the desktop shows the icon from the .desktop file till then).
    QTimer.singleShot(0, window.finish_start)
    QTimer.singleShot(0, lambda: set_app_icon(app))
    if single is not None:
        single.message_received.connect(window.on_launched_again)
    if feed:
        from mafia_desktop.ui.table.feeder import Feeder

        Feeder(window, feed, app, feed_interval).start()
    return app.exec()


def claim_folder(
    single: SingleInstance,
    open_path: str | None,
    ask: Callable[[str, tuple[str, ...]], str],
    choose_folder: Callable[[], str] | None = None,
) -> int | None:
    """Become the app of this data folder (None: go on), or hand ``open_path`` to the app that
    is (0), or stop (1). When neither works, the problem is said, naming the lock file, on the
    terminal and to ``ask(text, offers)``, which answers one of the offers (see
    :attr:`LockProblem.offers`): start anyway (the lock is taken over, or there is none to be had);
    open read-only (None, with ``single.read_only``: nothing is saved); choose another folder
    (``choose_folder`` asks which; it is this run's data folder, ``MAFIA_DESKTOP_DATA_DIR``, and
    claimed in turn; nothing chosen: asked again); or quit (1)."""
    from mafia_desktop.ui.window.single import ELSEWHERE, HAND_OVER_MS, QUIT, READ_ONLY, START

    while True:
        if single.acquire():
            return None
        problem = single.problem()
        if problem.kind in ("app", "unknown", "foreign", "unreadable") and single.name:
            # Whoever holds the lock, a window of ours that answers is the one to hand the file to.
            wait = HAND_OVER_MS if problem.kind in ("app", "unknown") else 1000
            handed = single.hand_over({"open": os.path.abspath(open_path) if open_path else None}, wait)
            if handed:
                return 0  # the running window comes to the front (and opens the file)
            if handed is None:
                return None  # the other app quit meanwhile: this one is the app now
            problem = single.problem()
        text = problem.text()
        print(f"mafia-desktop: {text}", file=sys.stderr)
        folder = ""
        while not folder:
            choice = ask(text, problem.offers)
            if choice not in problem.offers or choice == QUIT:
                return 1
            if choice == START:
                return None if single.take_over() else 1
            if choice == READ_ONLY:
                single.read_only = True
                return None
            if choice != ELSEWHERE or choose_folder is None:  # (with nobody to ask which)
                return 1
            folder = choose_folder()
        os.environ["MAFIA_DESKTOP_DATA_DIR"] = folder  # the games, settings and speech cache
        from mafia_desktop.storage.games import default_folder

        single.use(default_folder().parent)


def ask_at_start(text: str, offers: tuple[str, ...]) -> str:
    """The lock's problem in a box, before any window, with a button for each offer (see
    :attr:`LockProblem.offers`; *Quit* is always one): the offer chosen."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QMessageBox

    from mafia_desktop.ui.common.widgets import message_box
    from mafia_desktop.ui.window.single import ELSEWHERE, QUIT, READ_ONLY, START

    words = {
        START: (QCoreApplication.translate("Single", "Start anyway"), QMessageBox.ButtonRole.AcceptRole),
        READ_ONLY: (
            QCoreApplication.translate("Single", "Open read-only"),
            QMessageBox.ButtonRole.AcceptRole,
        ),
        ELSEWHERE: (
            QCoreApplication.translate("Single", "Choose another folder…"),
            QMessageBox.ButtonRole.ActionRole,
        ),
        QUIT: (QCoreApplication.translate("Single", "Quit"), QMessageBox.ButtonRole.RejectRole),
    }
    box = message_box(QMessageBox.Icon.Warning, "Mafia Desktop", text)  # a path: text, not markup
    buttons = {box.addButton(*words[offer]): offer for offer in offers if offer in words}
    first = next(iter(buttons), None)
    if first is not None:
        box.setDefaultButton(first)
    box.exec()
    clicked = box.clickedButton()
    return next((offer for button, offer in buttons.items() if button is clicked), QUIT)


def choose_folder_at_start() -> str:
    """Ask for another data folder for this run (its games, settings and speech cache); "" when
    none was chosen."""
    from pathlib import Path

    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QFileDialog

    # Qt's own dialog, in the app's language (the desktop's would speak the desktop's)
    return QFileDialog.getExistingDirectory(
        None,
        QCoreApplication.translate("Single", "A folder for this run's games and settings"),
        str(Path.home()),
        QFileDialog.Option.ShowDirsOnly | QFileDialog.Option.DontUseNativeDialog,
    )


def show_read_only(window: QMainWindow) -> None:
    """Say on the window, for as long as it is open, that this run saves nothing."""
    from PySide6.QtCore import QCoreApplication

    from mafia_desktop.ui.common.widgets import TextLabel

    label = TextLabel(
        QCoreApplication.translate(
            "Single",
            "Read-only: nothing you play is saved. To keep a game, save a copy of it elsewhere (Game, Save a "
            "copy as…, Ctrl+Shift+S).",
        )
    )
    label.setObjectName("readOnlyNote")
    label.setWordWrap(True)
    window.statusBar().addPermanentWidget(label, 1)


def set_app_icon(app: QApplication) -> None:
    """Our icon on every window of the app."""
    from PySide6.QtGui import QIcon

    from mafia_desktop.assets import asset_path

    app.setWindowIcon(QIcon(str(asset_path("icons", "mafia-desktop.svg"))))


def save_screenshot(widget: QWidget, path: str) -> int:
    """Paint ``widget`` once into a PNG at ``path``; 0 on success, 2 with a message otherwise."""
    from PySide6.QtWidgets import QApplication

    QApplication.processEvents()
    image = widget.grab()
    if image.isNull() or not image.save(path, "PNG"):
        print(f"mafia-desktop: could not write the screenshot to {path}", file=sys.stderr)
        return 2
    return 0
