"""The window's menu bar and its keys, and the boxes the menu opens.

Owns :class:`WindowMenu`: the Game and Help menus (a View menu goes in
:meth:`WindowMenu._build_view_menu`), their shortcuts, which sleep while a private surface shows
(a key pressed there is the private panel's alone), and what the menu opens: Print, the series'
standings (:mod:`~mafia_desktop.ui.dialogs.series_screen`), the tournaments
(:mod:`~mafia_desktop.ui.dialogs.tournament_screen`), Settings, About (:func:`about_text`), Save a
copy, and the question when a game's last moves could not be saved (:meth:`WindowMenu.may_leave`).
Setting the first shortcut builds every enum of Qt's ``Qt`` namespace (about 15 ms): the items
come once the window has painted (``finish_start``).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from mafia_desktop import settings
from mafia_desktop.i18n import say
from mafia_desktop.ui.common.widgets import warn
from mafia_desktop.ui.theme.colours import darken
from mafia_desktop.ui.window.home import html_escape

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QMenu, QMenuBar, QMessageBox

    from mafia_desktop.ui.window.main_window import MainWindow

translate = QCoreApplication.translate  # the window's words: their context stays "MainWindow"

# Under a private surface (the deal, card entry, a night's turns, a role's wake), what the menu
# still does by mouse (by their keys, which then do nothing): nothing that changes the game's
# screen or opens another window.
KEPT_WHILE_PRIVATE = ("F11", "Esc", "Ctrl+Q")


class WindowMenu:
    """The menu bar of one window, its shortcuts, and the boxes its items open."""

    def __init__(self, window: MainWindow) -> None:
        self._window = window
        self.shortcuts: list[tuple[QAction, str]] = []  # every item of the Game menu, and its key
        self.keys_asleep = False  # a private surface shows: no shortcut of the window acts
        self.save_copy_action: QAction | None = None
        self.about_action: QAction | None = None
        self.rulebook_action: QAction | None = None
        self.rulebook: Any = None  # the rulebook open, if one is (Help → Rules and roles)
        self.phones_action: QAction | None = None  # the host's phones (a game with phones only)
        window.menuBar().addMenu(translate("MainWindow", "&Game"))  # their items come with build()
        window.menuBar().addMenu(translate("MainWindow", "&Help"))

    # --- the menus ------------------------------------------------------------------------------

    def build(self) -> None:
        """The menus and their items, in the language in force (again after a restyle)."""
        from PySide6.QtGui import QAction

        window = self._window
        keys = bool(self.shortcuts) and not self.shortcuts[0][0].shortcut().isEmpty()
        for action, _ in self.shortcuts:
            window.removeAction(action)
            action.deleteLater()
        if self.about_action is not None:
            self.about_action.deleteLater()
        bar = window.menuBar()
        bar.clear()
        menu = bar.addMenu(translate("MainWindow", "&Game"))
        self.shortcuts = []
        for text, shortcut, slot in (
            (translate("MainWindow", "&New game"), "Ctrl+N", window.new_game_from_menu),
            (translate("MainWindow", "&Open a game record…"), "Ctrl+O", window._on_home_open_requested),
            (translate("MainWindow", "&Save a copy as…"), "Ctrl+Shift+S", self.save_copy),
            (translate("MainWindow", "&Print cards and sheets…"), "Ctrl+P", self.open_print),
            (translate("MainWindow", "Series stan&dings…"), "Ctrl+T", self.open_series),
            (translate("MainWindow", "To&urnaments…"), "Ctrl+Shift+T", self.open_tournaments),
            # the referee's acts beside the game: a technical foul, a removal, a surrender, the
            # Don's shooting order (the table's flow says when there are none)
            (translate("MainWindow", "&Referee's acts…"), "Ctrl+R", self.open_referee_acts),
            (translate("MainWindow", "Se&ttings…"), "Ctrl+,", self.open_settings),
            (translate("MainWindow", "&Full screen"), "F11", window._on_full_screen_triggered),
            (translate("MainWindow", "&Back"), "Esc", window.go_back),
            (translate("MainWindow", "&Quit"), "Ctrl+Q", window.close),
        ):
            action = QAction(text, window)
            action.triggered.connect(slot)
            menu.addAction(action)
            window.addAction(action)
            self.shortcuts.append((action, shortcut))
            # What the menu still does under a private surface, by mouse only.
            action.setProperty("whilePrivate", shortcut in KEPT_WHILE_PRIVATE)
        self.save_copy_action = self.shortcuts[2][0]
        self.save_copy_action.setEnabled(window.controller is not None)
        # The host's phones, after the referee's acts: no key of its own, and it stays by mouse
        # under a private surface too (a phone dies mid-night while the laptop goes round; it
        # shows seats and names only, the same whoever holds what).
        if self.phones_action is not None:
            self.phones_action.deleteLater()
        self.phones_action = QAction(translate("MainWindow", "P&hones…"), window)
        self.phones_action.triggered.connect(self.open_phones)
        menu.insertAction(self.shortcuts[7][0], self.phones_action)
        self._show_phones()
        view = self._build_view_menu(bar)
        help_menu = bar.addMenu(translate("MainWindow", "&Help"))
        rulebook = QAction(translate("MainWindow", "&Rules and roles…"), window)
        rulebook.triggered.connect(self.open_rulebook)
        help_menu.addAction(rulebook)
        window.addAction(rulebook)
        self.shortcuts.append((rulebook, "F1"))  # (asleep under a private surface, as every key)
        rulebook.setProperty("whilePrivate", False)
        self.rulebook_action = rulebook
        self.about_action = QAction(translate("MainWindow", "&About Mafia Desktop"), window)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)  # macOS: in the application menu
        self.about_action.triggered.connect(self.open_about)
        help_menu.addAction(self.about_action)
        from mafia_desktop.ui.theme import type_scale

        bar.setFont(type_scale.font("least", bar.font()))  # (the type scale's floor, as notes)
        for each in (menu, *view, help_menu):
            each.setPalette(bar.palette())  # dark when the table is at night
            each.setFont(type_scale.font("dialog", each.font()))
        if keys:
            self.set_shortcuts()

    def _build_view_menu(self, bar: QMenuBar) -> list[QMenu]:
        """The View menu, between Game and Help: the public table on another screen (see
        window_tv; it has no key: an item with one goes into :attr:`shortcuts` too, so that its key
        sleeps under a private surface, see :data:`KEPT_WHILE_PRIVATE`)."""
        return [self._window.tv.build_menu(bar)]

    # --- the keys -------------------------------------------------------------------------------

    def set_shortcuts(self) -> None:
        """Every item's key, or none while a private surface shows."""
        from PySide6.QtGui import QKeySequence

        asleep = self.private_shown()
        for action, shortcut in self.shortcuts:
            action.setShortcut(QKeySequence() if asleep else QKeySequence(shortcut))
        self.keys_asleep = asleep
        self.enable()

    def private_shown(self) -> bool:
        """Whether a private surface is on the screen: the card entry, or the table's panel."""
        window = self._window
        current = window.stack.currentWidget()
        if current is not None and current is window.card_panel:
            return True
        return window.table is not None and current is window.table and window.table.private_shown()

    def update_keys(self) -> None:
        """No shortcut of the window acts while a private surface shows (a key pressed there is
        the panel's alone); the menu keeps only Full screen, Back and Quit, by mouse."""
        if self.shortcuts and self.private_shown() != self.keys_asleep:
            self.set_shortcuts()

    def enable(self) -> None:
        """Which items may be used now: Save a copy needs a game; a private surface keeps three;
        Phones is there in a game with phones only."""
        asleep = self.keys_asleep
        for action, _ in self.shortcuts:
            if action is self.save_copy_action:
                action.setEnabled(self._window.controller is not None and not asleep)
            else:
                action.setEnabled(not asleep or bool(action.property("whilePrivate")))
        self._show_phones()

    def _show_phones(self) -> None:
        if self.phones_action is not None:
            table = self._window.table
            self.phones_action.setVisible(table is not None and table.phones is not None)

    # --- what the items open --------------------------------------------------------------------

    def open_referee_acts(self) -> None:
        """The referee's acts, for the game on the table (nothing without one)."""
        table = self._window.table
        if table is not None and self._window.stack.currentWidget() is table:
            table.referee_acts()

    def open_phones(self) -> None:
        """The host's phones, for the game on the table (nothing in a game without them)."""
        window = self._window
        table = window.table
        dialog = table.phones_dialog() if table is not None else None
        if dialog is None:
            return
        darken(window, dialog)
        try:
            window.exec_dialog(dialog)
        finally:
            dialog.deleteLater()

    def open_print(self) -> None:
        """Print: for the game on the table, or the deal being set up, or any preset and size."""
        if self._window.table is not None:
            self._window.table.set_peek(False)
        self.print_dialog().exec()

    def open_rulebook(self) -> Any:
        """The rulebook of the game on the table (its house rules in force), or of the rule set
        being set up, or of any preset; not modal. Opened again, the one open comes to the front."""
        from mafia_desktop.engine.rules import Rules
        from mafia_desktop.ui.dialogs.rulebook_dialog import RulebookDialog

        window = self._window
        if window.table is not None:
            window.table.set_peek(False)
        rules: Rules | None = None
        setup: Any = window.setup
        if window.controller is not None and window.stack.currentWidget() is window.table:
            rules = window.controller.record.setup.rules
        elif setup is not None and setup.isVisible():  # set-up on show: the rules being chosen
            rules = setup.model.safe_rules()
        if self.rulebook is not None:
            self.rulebook.close()
            self.rulebook.deleteLater()
        self.rulebook = RulebookDialog(rules, window)
        darken(window, self.rulebook)
        self.rulebook.show()
        return self.rulebook

    def open_series(self) -> None:
        """The standings of the club's series (finished games only: no card of a game going on)."""
        if self._window.table is not None:
            self._window.table.set_peek(False)
        from mafia_desktop.ui.dialogs.series_screen import open_series

        open_series(self._window)

    def open_tournaments(self) -> None:
        """The club's tournaments: their schedules, standings, and a slot's game started."""
        if self._window.table is not None:
            self._window.table.set_peek(False)
        from mafia_desktop.ui.dialogs.tournament_screen import open_tournaments

        open_tournaments(self._window)

    def print_dialog(self) -> Any:
        """The print dialog for what is on screen now (not yet shown)."""
        from mafia_desktop.ui.dialogs.print_dialog import PrintDialog

        window = self._window
        controller, setup = window.controller, window.setup
        record = controller.record if controller is not None else None
        rules = counts = None
        if record is None and setup is not None and not setup.problems():
            rules, counts = setup.rules(), setup.counts()
        roles, night = "open", False
        if controller is not None:
            phase = controller.view().phase
            night = phase == "night"
            if phase != "over":
                # Nobody may see every card of an unfinished game with no referee; the referee
                # is asked first.
                roles = "confirm" if controller.has_referee else "hidden"
        return PrintDialog(record, rules, counts, window, roles=roles, night=night)

    def open_settings(self) -> None:
        from mafia_desktop.ui.dialogs.settings_dialog import SettingsDialog, narration_settings

        window, voice = self._window, self._window.voice
        speech = voice.cache()
        speech.start()  # never waited on: the dialog fills in the voices when the engine answers
        dialog = SettingsDialog(
            speech.choices, voice.status(), window, cache=speech, status_of=voice.status_of
        )
        darken(window, dialog)
        network = settings.read(settings.PHONES_ADDRESS)

        def answered(*_: object) -> None:
            dialog.set_speech(speech.choices, voice.status())

        speech.started.connect(answered)
        speech.unavailable.connect(answered)
        if speech.ready:  # it may have answered between start() and the connections
            answered()
        try:
            chosen = dialog.exec()
        finally:
            speech.started.disconnect(answered)
            speech.unavailable.disconnect(answered)
        if not chosen:
            return
        if voice.narrator is not None:
            voice.narrator.muted = bool(narration_settings()["muted"])
        if voice.night_bed is not None:
            voice.night_bed.configure(settings.read_bed())
        table = window.table
        if (
            table is not None
            and table.phones is not None
            and settings.read(settings.PHONES_ADDRESS) != network
        ):
            table.start_phones()  # the phones of the game on the table move to the network chosen
        if dialog.appearance() != dialog.before:
            window.restyle()

    def open_about(self) -> None:
        if self._window.table is not None:
            self._window.table.set_peek(False)
        self.about_box().exec()

    def about_box(self) -> QMessageBox:
        """The About box (not yet shown): the app's version, and what it runs on for bug reports."""
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(self._window)
        box.setWindowTitle(translate("MainWindow", "About Mafia Desktop"))
        box.setText(about_text())
        icon = QApplication.windowIcon()
        if not icon.isNull():
            box.setIconPixmap(icon.pixmap(64, 64))
        darken(self._window, box)
        return box

    def save_copy(self) -> bool:
        """Save a copy of the game where the user says; True once it is written."""
        window = self._window
        if window.controller is None:
            return False
        from mafia_desktop.storage.games import StorageError, write_atomically
        from mafia_desktop.ui.common import files

        # *.mafia.json: the file type the desktop knows as a Mafia Desktop game record
        stem = window.game_path.name.removesuffix(".json") if window.game_path else "mafia-game"
        path = files.save_file(
            window,
            "record",
            translate("MainWindow", "Save a copy of the game"),
            f"{stem}.mafia.json",
            translate("MainWindow", "Game records (*.json)"),
        )
        if not path:
            return False
        try:
            write_atomically(Path(path), window.controller.record.dumps(), keep_previous=False)
        except StorageError as exc:
            warn(window, translate("MainWindow", "Mafia Desktop"), say(exc.message))
            return False
        return True

    def may_leave(self, controller: Any, ask: Callable[[str], str]) -> bool:
        """Before the game of ``controller`` is closed or replaced: when its last moves could not be
        saved (a full disk, a read-only folder), ``ask`` what to do: try again, save a copy
        elsewhere, or discard them. True when nothing would be lost (or the user chose to lose it)."""
        while controller is not None and controller.unsaved:
            choice = ask(controller.last_problem)
            if choice == "retry":
                controller.save_now()
            elif choice == "copy":
                if self.save_copy():
                    return True
            elif choice == "discard":
                return True
            else:
                return False
        return True

    def ask_unsaved(self, problem: str) -> str:
        """The last moves could not be saved: retry | copy | discard | cancel, as the user says."""
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QAbstractButton, QMessageBox

        box = QMessageBox(self._window)
        box.setTextFormat(Qt.TextFormat.PlainText)  # the problem names a file: text, never markup
        darken(self._window, box)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(translate("MainWindow", "Mafia Desktop"))
        box.setText(
            translate(
                "MainWindow", "The last moves of this game are not saved: %1 If you go on, they are lost."
            ).replace("%1", problem)
        )
        retry = box.addButton(translate("MainWindow", "Try again"), QMessageBox.ButtonRole.AcceptRole)
        copy = box.addButton(
            translate("MainWindow", "Save a copy elsewhere…"), QMessageBox.ButtonRole.ActionRole
        )
        discard = box.addButton(
            translate("MainWindow", "Discard them"), QMessageBox.ButtonRole.DestructiveRole
        )
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(retry)
        box.exec()
        chosen: dict[QAbstractButton, str] = {retry: "retry", copy: "copy", discard: "discard"}
        clicked = box.clickedButton()
        return chosen.get(clicked, "cancel") if clicked is not None else "cancel"


def about_text() -> str:
    """The About box's words (rich text): the name and version, what the app is for, its licence,
    and the Python and Qt it runs on (for bug reports)."""
    import platform

    from PySide6 import __version__ as pyside
    from PySide6.QtCore import qVersion

    from mafia_desktop import __version__

    lines = (
        translate("MainWindow", "Mafia Desktop"),
        translate("MainWindow", "Version %1").replace("%1", __version__),
        translate("MainWindow", "Run the party game Mafia around one laptop."),
        translate("MainWindow", "Free software under the MIT licence."),
    )
    runs_on = f"Python {platform.python_version()}, Qt {qVersion()}, PySide6 {pyside}"
    title, *paragraphs = (html_escape(line) for line in lines)
    return (
        f"<h3>{title}</h3>" + "".join(f"<p>{p}</p>" for p in paragraphs) + f"<p><small>{runs_on}</small></p>"
    )
