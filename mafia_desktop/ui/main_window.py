"""The main window: home, set-up and the table, one step at a time.

Colours and fonts are set through palettes and fonts rather than a style sheet, and nothing here
touches the big ``Qt`` namespace: both cost a noticeable part of the start-up budget (see
benchmarks/run.py).
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, QTimer, Signal, Slot
from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGridLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from mafia_desktop import phrases, settings
from mafia_desktop.engine.rules import PRESET_IDS, PRESETS, recommended_counts
from mafia_desktop.i18n import say
from mafia_desktop.ui import appearance, rules_summary
from mafia_desktop.ui.widgets import FlipRow, TextBlock, TextLabel, page_scroll, warn

if TYPE_CHECKING:
    from PySide6.QtCore import QMimeData
    from PySide6.QtGui import QAction, QCloseEvent, QDragEnterEvent, QDropEvent
    from PySide6.QtWidgets import QMessageBox

    from mafia_desktop.engine.record import Record
    from mafia_desktop.storage.games import GameInfo, GameStore
    from mafia_desktop.ui.table_screen import TableScreen

# Day colours: a light, warm table (UX.md); contrast of text on paper is above 10:1. High contrast:
# black on white.
AHEAD_MS = 400  # set-up's lines are rendered once the typing has stopped this long
HURRY_LINES = 16  # a game opens: its first lines go before anything set-up asked for

WARM = {
    "paper": "#f7f1e6",
    "card": "#fffaf2",
    "card_edge": "#e2d5c2",
    "ink": "#2b2420",
    "title": "#3b2417",
    "accent": "#7a3b1c",
    "soft": "#5a4a40",
    "groove": "#efe6d8",
    "handle": "#c4ae93",
    "handle_on": "#a68d70",
}
STARK = dict.fromkeys(WARM, "#000000") | {
    "paper": "#ffffff",
    "card": "#ffffff",
    "accent": "#0000b0",
    "groove": "#ffffff",
    "handle_on": "#0000b0",
}


def colour(name: str) -> QColor:
    """A home-screen colour of the theme in force."""
    return QColor((STARK if appearance.high_contrast() else WARM)[name])


def _label(text: str, size: float, ink: str, *, bold: bool = False, italic: bool = False) -> QLabel:
    """A label of ``size`` points at 100 % text (scaled with the user's text size)."""
    label = TextLabel(text)
    font = QFont(label.font())
    font.setPointSizeF(size * appearance.text_factor())
    font.setBold(bold)
    font.setItalic(italic)
    label.setFont(font)
    palette = label.palette()
    palette.setColor(QPalette.ColorRole.WindowText, colour(ink))
    label.setPalette(palette)
    label.setWordWrap(True)
    return label


class Card(QFrame):
    """A paper card with a thin edge, drawn by Qt itself from the palette.

    (Any Python call that takes a colour, such as QPainter.setPen, first builds every enum of the
    ``Qt`` namespace, about 11 ms; the home screen does not need it.)
    """

    def __init__(self) -> None:
        super().__init__()
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Window, colour("card"))
        palette.setColor(QPalette.ColorRole.WindowText, colour("card_edge"))
        self.setPalette(palette)
        self.setAutoFillBackground(True)
        self.setFrameShape(QFrame.Shape.Box)
        self.setLineWidth(1)


class HomeScreen(QWidget):
    """Home: start a new game, continue the one in progress, open a record; the rules at a glance."""

    new_game_requested = Signal()
    continue_requested = Signal()
    open_requested = Signal()
    print_requested = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("homeScreen")
        # Set up as a page_scroll() once the window has painted (see finish()).
        scroll = QScrollArea()
        scroll.setObjectName("homeScroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.verticalScrollBar().setStyleSheet(_flat_scroll_bar())
        scroll.setWidget(self._home())
        self.scroll_area = scroll
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll)

    def finish(self) -> None:
        """What waits for the first paint: the first use of Qt's enums costs ~11 ms."""
        page_scroll(self.scroll_area.takeWidget(), "homeScroll", self.scroll_area)

    def set_can_continue(self, can: bool) -> None:
        self.continue_button.setVisible(can)

    def set_continue_text(self, text: str) -> None:
        self.continue_button.setText(text)

    def show_notice(self, text: str) -> None:
        """One line above the buttons (the game left by Esc is kept, say); empty hides it."""
        self.notice.setText(text)
        self.notice.setVisible(bool(text))

    def _home(self) -> QWidget:
        home = QWidget()
        layout = QVBoxLayout(home)
        layout.setContentsMargins(40, 32, 40, 32)
        layout.setSpacing(10)
        layout.addWidget(_label(self.tr("Mafia Desktop"), 34, "title", bold=True))
        layout.addWidget(
            _label(self.tr("The party game Mafia around one laptop: four rule sets, one table."), 14, "soft")
        )
        layout.addSpacing(8)
        self.notice = _label("", 14, "accent", bold=True)
        self.notice.setWordWrap(True)
        self.notice.hide()
        layout.addWidget(self.notice)
        self.new_button = QPushButton(self.tr("New game"))
        self.new_button.setObjectName("homeNewGame")
        self.continue_button = QPushButton(self.tr("Continue the game"))
        self.continue_button.setObjectName("homeContinue")
        self.continue_button.hide()
        self.open_button = QPushButton(self.tr("Open a game record…"))
        self.open_button.setObjectName("homeOpen")
        self.print_button = QPushButton(self.tr("Print cards…"))
        self.print_button.setObjectName("homePrint")
        for button, signal in (
            (self.new_button, self.new_game_requested),
            (self.continue_button, self.continue_requested),
            (self.open_button, self.open_requested),
            (self.print_button, self.print_requested),
        ):
            font = QFont(button.font())
            font.setPointSizeF(14 * appearance.text_factor())
            button.setFont(font)
            button.setMinimumHeight(48)
            button.clicked.connect(signal)
        buttons = (self.new_button, self.continue_button, self.open_button, self.print_button)
        # One row, or one above the other if long words or large text do not fit across.
        layout.addWidget(FlipRow(*((b, 0) for b in buttons), (QWidget(), 1), spacing=12))
        layout.addSpacing(12)
        layout.addWidget(_label(self.tr("The rule sets"), 18, "title", bold=True))
        grid = QGridLayout()
        grid.setSpacing(18)
        for i, preset in enumerate(PRESET_IDS):
            grid.addWidget(self._preset_card(preset), i // 2, i % 2)
        layout.addLayout(grid)
        layout.addStretch(1)
        return home

    def _preset_card(self, preset: str) -> QWidget:
        rules = PRESETS[preset]
        card = Card()
        card.setAccessibleName(self.tr("%1 rules").replace("%1", phrases.preset_name(preset)))
        box = QVBoxLayout(card)
        box.setContentsMargins(20, 16, 20, 18)
        table = min(max(12, rules.min_players), rules.max_players)
        deal = recommended_counts(rules, table)
        roles = ", ".join(f"{n} × {phrases.role_name(rules, role, n)}" for role, n in deal.items() if n)
        if rules.min_players == rules.max_players:
            players = self.tr("exactly %1 players").replace("%1", str(rules.min_players))
        else:
            players = (
                self.tr("%1 to %2 players")
                .replace("%1", str(rules.min_players))
                .replace("%2", str(rules.max_players))
            )
        rows = [
            (self.tr("Players"), players),
            (self.tr("Deal for %1").replace("%1", str(table)), roles),
            (self.tr("Day"), rules_summary.day_summary(rules)),
            (self.tr("Night"), rules_summary.night_summary(rules)),
            (self.tr("Winning"), rules_summary.end_summary(rules)),
        ]
        # The whole card is one document, laid out once per width (a label per line costs several
        # times as much at start-up).
        scale = appearance.text_factor()

        def para(text: str, size: float, ink: str, style: str = "", gap: int = 6) -> str:
            return (
                f'<p style="margin:0 0 {gap}px 0; font-size:{size * scale:.1f}pt;'
                f' color:{colour(ink).name()};{style}">{text}</p>'
            )

        accent = colour("accent").name()
        body = para(_escape(phrases.preset_name(preset)), 18, "title", " font-weight:bold;")
        body += para(_escape(phrases.preset_origin(preset)), 10.5, "soft", " font-style:italic;")
        body += "".join(
            para(f'<b style="color:{accent}">{_escape(head)}</b><br>{_escape(text)}', 11.5, "ink")
            for head, text in rows
        )
        box.addWidget(TextBlock(body))
        box.addStretch(1)
        return card


def _flat_scroll_bar() -> str:
    """A flat scroll bar in the page's colours. (The style's own is drawn with gradients, which Qt
    fills on helper threads: on a busy laptop the first paint waited for them, several times over.)
    """
    groove, handle, on = (colour(name).name() for name in ("groove", "handle", "handle_on"))
    edge = colour("card_edge").name()
    return (
        f"QScrollBar:vertical {{ background: {groove}; width: 14px; margin: 0;"
        f" border-left: 1px solid {edge}; }}"
        f" QScrollBar::handle:vertical {{ background: {handle}; min-height: 48px; margin: 2px; }}"
        f" QScrollBar::handle:vertical:hover, QScrollBar::handle:vertical:pressed {{ background: {on}; }}"
        " QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical { height: 0; border: none; }"
        " QScrollBar::add-page:vertical, QScrollBar::sub-page:vertical { background: none; }"
    )


def first_size(wanted: tuple[int, int] = (1280, 800)) -> tuple[int, int]:
    """The window's first size: ``wanted``, or less where the screen is smaller (a 1366x768
    laptop has about 1366x740 free under its panel; the window's frame needs room too)."""
    screen = QApplication.primaryScreen()
    if screen is None:
        return wanted
    free = screen.availableGeometry()
    frame = 40  # the title bar and borders the window manager adds
    return min(wanted[0], free.width()), min(wanted[1], max(480, free.height() - frame))


def _escape(text: str) -> str:
    """Text for HTML (the ``html`` module's import alone costs more than the whole card)."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


class MainWindow(QMainWindow):
    """Home → set-up → the table; Esc or Back goes one step back without losing anything.

    Every game lives in a file of the game store and is saved after every input (see
    :mod:`mafia_desktop.storage.games`); an unfinished game is offered again at the next start.
    """

    #: the saved games were read: "Continue" is offered, or not
    resume_checked = Signal()

    def __init__(
        self,
        remember_geometry: bool = True,
        defer_shortcuts: bool = False,
        store: GameStore | None = None,
        read_only: bool = False,
    ) -> None:
        super().__init__()
        self.setWindowTitle(self.tr("Mafia Desktop"))
        self.resize(*first_size())
        self.setMinimumSize(720, 480)
        self.setAcceptDrops(True)
        self._paint()
        self._remember = remember_geometry
        self._read_only = read_only
        self._store = store  # made when first needed: after the first paint
        self.game_path: Path | None = None
        self.resumable: GameInfo | None = None
        self.setup: Any = None
        self.card_panel: Any = None
        self.card_session: Any = None
        self.host_deal: Any = None  # the host's deal screen (referee console, real cards)
        self.table: TableScreen | None = None
        self.controller: Any = None
        self.resume_pending = False  # the saved games are being read for "Continue"
        self._scans: list[_ResumeScan] = []
        # Asks what to do with moves that could not be saved: retry | copy | discard | cancel
        self.ask_unsaved: Callable[[str], str] = self._ask_unsaved
        self.speech: Any = None  # the speech cache and its worker thread, started with a narrated game
        self._warmed: set[Any] = set()  # the voices asked to load while a game was set up
        self._ahead_timer: QTimer | None = None
        self.narrator: Any = None
        self.night_bed: Any = None  # the night's sound bed (NightBed), made with the first narrated game
        self._shortcuts: list[tuple[QAction, str]] = []
        self._keys_asleep = False  # a private surface shows: no shortcut of the window acts
        self.save_copy_action: QAction | None = None
        self.stack = QStackedWidget()
        self.stack.currentChanged.connect(self._on_stack_current_changed)
        self.setCentralWidget(self.stack)
        self.home = self._make_home()
        self.stack.addWidget(self.home)
        self.about_action: QAction | None = None
        self.menuBar().addMenu(self.tr("&Game"))  # their items come with finish_start()
        self.menuBar().addMenu(self.tr("&Help"))
        if not defer_shortcuts:
            self.finish_start()
        if remember_geometry:
            geometry = settings.read_geometry()
            if geometry is not None:
                self.restoreGeometry(geometry)

    @property
    def store(self) -> GameStore:
        """The folder of saved games."""
        if self._store is None:
            from mafia_desktop.storage.games import GameStore, clear_leftovers, default_folder

            self._store = GameStore(default_folder())
            if not self._read_only:  # here, on the UI thread, no save of ours is half done
                clear_leftovers(self._store.folder)
        return self._store

    def _paint(self) -> None:
        palette = QApplication.palette()  # a copy (QPalette(...) would build Qt's enums: ~11 ms)
        palette.setColor(QPalette.ColorRole.Window, colour("paper"))
        palette.setColor(QPalette.ColorRole.WindowText, colour("ink"))
        self.setPalette(palette)

    def _make_home(self) -> HomeScreen:
        home = HomeScreen()
        home.new_game_requested.connect(self._on_home_new_game_requested)
        home.continue_requested.connect(self._on_home_continue_requested)
        home.open_requested.connect(self._on_home_open_requested)
        home.print_requested.connect(self._on_print_triggered)
        return home

    def _build_menu(self) -> None:
        from PySide6.QtGui import QAction

        keys = bool(self._shortcuts) and not self._shortcuts[0][0].shortcut().isEmpty()
        for action, _ in self._shortcuts:
            self.removeAction(action)
            action.deleteLater()
        if self.about_action is not None:
            self.about_action.deleteLater()
        self.menuBar().clear()
        menu = self.menuBar().addMenu(self.tr("&Game"))
        self._shortcuts = []
        for text, shortcut, slot in (
            (self.tr("&New game"), "Ctrl+N", self._on_home_new_game_requested),
            (self.tr("&Open a game record…"), "Ctrl+O", self._on_home_open_requested),
            (self.tr("&Save a copy as…"), "Ctrl+Shift+S", self._on_save_copy_triggered),
            (self.tr("&Print cards and sheets…"), "Ctrl+P", self._on_print_triggered),
            (self.tr("Se&ttings…"), "Ctrl+,", self._on_settings_triggered),
            (self.tr("&Full screen"), "F11", self._on_full_screen_triggered),
            (self.tr("&Back"), "Esc", self.go_back),
            (self.tr("&Quit"), "Ctrl+Q", self.close),
        ):
            action = QAction(text, self)
            action.triggered.connect(slot)
            menu.addAction(action)
            self.addAction(action)
            self._shortcuts.append((action, shortcut))
            # What the menu still does under a private surface, by mouse only.
            action.setProperty("whilePrivate", shortcut in self.KEPT_WHILE_PRIVATE)
        self.save_copy_action = self._shortcuts[2][0]
        self.save_copy_action.setEnabled(self.controller is not None)
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        self.about_action = QAction(self.tr("&About Mafia Desktop"), self)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)  # macOS: in the application menu
        self.about_action.triggered.connect(self._on_about_triggered)
        help_menu.addAction(self.about_action)
        for each in (menu, help_menu):
            each.setPalette(self.menuBar().palette())  # dark when the table is at night
        if keys:
            self._set_shortcuts()

    def finish_start(self) -> None:
        """What can wait until the window has painted once: the menu's items and keys (setting the
        first shortcut builds every enum of Qt's ``Qt`` namespace, about 15 ms) and reading the
        saved games to offer the last unfinished one."""
        self._build_menu()
        self._set_shortcuts()
        self.home.finish()
        appearance.install_focus_ring()
        self.offer_resume()

    def _set_shortcuts(self) -> None:
        from PySide6.QtGui import QKeySequence

        asleep = self._private_shown()
        for action, shortcut in self._shortcuts:
            action.setShortcut(QKeySequence() if asleep else QKeySequence(shortcut))
        self._keys_asleep = asleep
        self._enable_menu()

    # Under a private surface (the deal, card entry, a night's turns, a role's wake), what the
    # menu still does by mouse (by their keys, which then do nothing): nothing that changes the
    # game's screen or opens another window.
    KEPT_WHILE_PRIVATE = ("F11", "Esc", "Ctrl+Q")

    def _private_shown(self) -> bool:
        """Whether a private surface is on the screen: the card entry, or the table's panel."""
        current = self.stack.currentWidget()
        if current is not None and current is self.card_panel:
            return True
        return self.table is not None and current is self.table and self.table.private_shown()

    def _update_keys(self) -> None:
        """No shortcut of the window acts while a private surface shows (a key pressed there is
        the panel's alone); the menu keeps only Full screen, Back and Quit, by mouse."""
        if self._private_shown() != self._keys_asleep and self._shortcuts:
            self._set_shortcuts()

    def _enable_menu(self) -> None:
        asleep = self._keys_asleep
        for action, _ in self._shortcuts:
            if action is self.save_copy_action:
                action.setEnabled(self.controller is not None and not asleep)
            else:
                action.setEnabled(not asleep or bool(action.property("whilePrivate")))

    def offer_resume(self) -> None:
        """ "Continue the game of 21:34, day 3?" for the newest unfinished game on disk. The saved
        games are read on a pool thread: start-up never waits on how many there are or how long."""
        if self.table is not None:
            return
        from PySide6.QtCore import QThreadPool

        self.resume_pending = True
        scan = _ResumeScan(self.store)
        scan.signals.found.connect(self._on_resume_scan_found)
        self._scans.append(scan)
        QThreadPool.globalInstance().start(scan)

    def _on_resume_scan_found(self, info: object) -> None:
        from mafia_desktop.storage.games import GameInfo

        self._scans = [s for s in self._scans if not s.done]
        self.resume_pending = bool(self._scans)
        if self.table is None:
            self.resumable = info if isinstance(info, GameInfo) else None
            if self.resumable is not None:
                self.home.set_continue_text(resume_text(self.resumable))
            self.home.set_can_continue(self.resumable is not None)
        self.resume_checked.emit()

    # --- moving between screens ---------------------------------------------------------------

    def _on_home_new_game_requested(self) -> None:
        if self.setup is None:
            from mafia_desktop.ui.setup_screen import SetupScreen

            self.setup = SetupScreen()
            self._connect_setup(self.setup)
            self.stack.addWidget(self.setup)
        self.stack.setCurrentWidget(self.setup)
        self._render_ahead()

    @Slot()
    def _on_setup_deal_changed(self) -> None:
        self._render_ahead(lines=False)  # the voice starts loading at once (a second, for Russian)
        if self._ahead_timer is None:
            self._ahead_timer = QTimer(self)
            self._ahead_timer.setSingleShot(True)
            self._ahead_timer.timeout.connect(self._on_ahead_timeout)
        self._ahead_timer.start(AHEAD_MS)  # once the typing stops

    @Slot()
    def _on_ahead_timeout(self) -> None:
        self._render_ahead()

    def _render_ahead(self, lines: bool = True) -> None:
        """While a narrated game is set up, its voice is loaded and, once the deal is known, every
        line it may say is rendered, the first night first: the night never waits for its voice."""
        setup: Any = self.setup
        if setup is None or not setup.narration.isChecked() or self.stack.currentWidget() is not self.setup:
            return
        from mafia_desktop.narration.night_script import every_line
        from mafia_desktop.ui.settings_dialog import voice_for

        lang = setup.table_mode().lang
        voice = voice_for(lang)
        cache = self._speech_cache()
        if voice not in self._warmed:
            self._warmed.add(voice)
            cache.warm(voice)
        if not lines or setup.problems():
            return
        counts = setup.counts()
        cache.prepare(
            every_line(setup.rules(), setup.names(), {r for r, n in counts.items() if n}, lang), voice
        )

    def _connect_setup(self, setup: Any) -> None:
        setup.deal_changed.connect(self._on_setup_deal_changed)
        setup.start_requested.connect(self._on_setup_start_requested)
        setup.cards_requested.connect(self._on_setup_cards_requested)
        setup.back_requested.connect(self.go_back)

    def _connect_table(self, table: Any) -> None:
        table.leave_requested.connect(self.go_home)
        table.new_game_requested.connect(self._on_home_new_game_requested)
        table.private_changed.connect(self._update_keys)

    def _on_setup_start_requested(self, record: Record) -> None:
        from mafia_desktop.table.session import TableMode

        self.open_record(record)
        if TableMode.from_json(record.note("table")).deal == "print" and self.controller is not None:
            # The app dealt: the host prints the fold-over cards now (and again from Print… later).
            self.controller.set_note("dealt", True)
            dialog = self.print_dialog()
            dialog.choose("fold")
            self.exec_dialog(dialog)

    @staticmethod
    def exec_dialog(dialog: Any) -> Any:
        """Show a dialog and wait for it (tests answer it instead)."""
        return dialog.exec()

    def _on_setup_cards_requested(self, pending: Any) -> None:
        """Physical cards: each player enters theirs privately before the game starts; with a
        referee, the host enters who holds what on one screen."""
        if pending.table.mode == "referee":
            self._host_deal(pending)
            return
        from mafia_desktop.engine.roles import deck
        from mafia_desktop.ui.private_panel import PrivatePanel, PrivateSession
        from mafia_desktop.ui.private_turns import CardEntry

        if self.card_panel is None:
            self.card_panel = PrivatePanel()
            self.stack.addWidget(self.card_panel)
        cards = deck(
            pending.rules.preset, [r for r in pending.rules.roles if r in pending.counts or r == "civilian"]
        )
        flow = CardEntry(pending.players, dict(pending.counts), cards)

        def end(session: PrivateSession, key: str) -> None:
            if key != "check_cards":
                return
            if flow.check():
                session.close()
                self.open_record(pending.record(flow.roles()).with_note("dealt", True))
            else:
                session.note = phrases.card_mismatch(flow.mismatch, pending.rules)
                session.render()

        if self.card_session is not None:
            self.card_session.close()
        self.card_session = PrivateSession(self.card_panel, None, flow, end, pending.rules.preset, cards)
        self.stack.setCurrentWidget(self.card_panel)
        self.card_panel.ring.setFocus()

    def _host_deal(self, pending: Any) -> None:
        """The referee console with a real or printed deck: the host taps each seat and its card."""
        from mafia_desktop.table.host_cards import HostCards
        from mafia_desktop.ui.host_deal import HostDealScreen

        if self.host_deal is not None:
            self.stack.removeWidget(self.host_deal)
            self.host_deal.deleteLater()
        players, counts = list(pending.players), dict(pending.counts)
        kept = settings.read_host_cards()  # the cards entered before a crash, for this same deal
        same = kept.get("players") == players and kept.get("counts") == counts
        held = kept.get("held")
        entered = {str(k): str(v) for k, v in held.items()} if same and isinstance(held, dict) else {}
        cards = HostCards(players, counts, entered)
        screen = HostDealScreen(pending.rules, cards)

        def changed(entry: dict[str, object]) -> None:
            settings.write_host_cards({"players": players, "counts": counts, **entry})

        def dealt(roles: dict[str, str]) -> None:
            settings.write_host_cards(None)
            self.open_record(pending.record(roles).with_note("dealt", True))

        def back() -> None:
            if self.setup is not None:
                self.stack.setCurrentWidget(self.setup)

        screen.changed.connect(changed)
        screen.dealt.connect(dealt)
        screen.back_requested.connect(back)
        self.host_deal = screen
        self.stack.addWidget(screen)
        self.stack.setCurrentWidget(screen)
        screen.circle.setFocus()

    def _on_home_continue_requested(self) -> None:
        if self.table is not None:
            self.stack.setCurrentWidget(self.table)
            if self.table.private_shown():
                self.table.private.ring.setFocus()
            else:
                self.table.circle.setFocus()
        elif self.resumable is not None:
            self.open_file(str(self.resumable.path))

    def _on_home_open_requested(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Open a game record"),
            str(self.store.folder),
            self.tr("Game records (*.json);;All files (*)"),
        )
        if path:
            self.open_file(path)

    def open_file(self, path: str, interactive: bool = True) -> str | None:
        """Resume the game in ``path``. A game of the store continues in its own file (a broken
        file is set aside and its previous good copy used); any other record is copied into the
        store first, so the original is never written. Returns the problem in words, or None."""
        from mafia_desktop.storage.games import StorageError, read_record

        target = Path(path)
        notes: list[str] = []
        try:
            if self.store.owns(target) and not self._read_only:
                loaded = self.store.load(target)
                record, game_path, notes = loaded.record, loaded.path, loaded.notes
            else:
                record = read_record(target)
                game_path = None
        except (StorageError, OSError) as exc:
            problem = open_error_text(path, exc)
            if interactive:
                warn(self, self.tr("Mafia Desktop"), problem)
            return problem
        self.open_record(record, game_path, notes)
        if game_path is None and self.game_path is not None and self.table is not None:
            self.table.show_notice(
                self.tr("Opened %1. The game goes on in %2; the file you opened is left as it was.")
                .replace("%1", target.name)
                .replace("%2", self.game_path.name)
            )
        return None

    def on_launched_again(self, message: dict[str, object]) -> None:
        """The app was started again (the icon, or `mafia-desktop FILE`): this window comes to
        the front and opens the file asked for, unless that game is already on the table."""
        if self.isMinimized():
            self.showNormal()
        self.show()
        self.raise_()
        self.activateWindow()
        path = message.get("open")
        if not isinstance(path, str) or not path:
            return
        if self.game_path is not None and self.table is not None:
            try:
                if Path(path).resolve() == self.game_path.resolve():
                    self.stack.setCurrentWidget(self.table)
                    return
            except (OSError, RuntimeError):
                pass
        self.open_file(path)

    def open_record(self, record: Record, path: Path | None = None, notes: list[str] | None = None) -> None:
        """Put a game (new or resumed) on the table, saved in ``path`` (a new file of the store
        when None) after every input."""
        from mafia_desktop.ui.controller import GameController
        from mafia_desktop.ui.table_screen import TableScreen

        if not self.may_leave_game():
            return
        if self.table is not None:
            self.stack.removeWidget(self.table)
            self.table.deleteLater()
        game_path = path or self.store.new_path()
        self.game_path = None if self._read_only else game_path
        store = self.store
        saver = None if self._read_only else (lambda r: store.save(game_path, r))
        self.controller = GameController(record, saver=saver)
        from mafia_desktop.table.session import TableMode

        narrate = TableMode.from_json(record.note("table")).narrate
        narrator = self._narrator_for(record) if narrate else None
        self.table = TableScreen(self.controller, narrator=narrator)
        if narrator is not None or self.night_bed is not None:
            self._night_bed().follow(self.controller, narrator)
        self._connect_table(self.table)
        if path is None:
            self.controller.save_now()  # a new game is on disk before its first input
        if notes:
            self.table.show_notice(" ".join(say(note) for note in notes))
        self.stack.addWidget(self.table)
        self.stack.setCurrentWidget(self.table)
        self.home.set_continue_text(self.tr("Continue the game"))
        self.home.set_can_continue(True)
        self._update_keys()
        self._enable_menu()
        if not self.table.private_shown():  # the panel keeps the focus on its hold target
            self.table.circle.setFocus()

    def _narrator_for(self, record: Record) -> Any:
        """The narrator, with every line of this game being rendered in the background."""
        from mafia_desktop.narration.narrator import Narrator
        from mafia_desktop.narration.night_script import every_line, night_lines
        from mafia_desktop.table.session import TableMode
        from mafia_desktop.ui.settings_dialog import narration_settings, voice_for

        lang = TableMode.from_json(record.note("table")).lang
        voice = voice_for(lang)
        setup = record.setup
        lines = every_line(setup.rules, setup.players, set(setup.roles), lang)
        cache = self._speech_cache()
        if record.inputs:  # a game going on: its coming night is an ordinary one
            coming = [line.speech for line in night_lines(setup.rules, False, set(setup.roles), lang)]
            lines = coming + lines
        cache.hurry(lines[:HURRY_LINES], voice)  # the coming night's, before the rest of set-up's
        cache.prepare(lines, voice)
        if self.narrator is None:
            self.narrator = Narrator(self.speech, voice, self)
        self.narrator.voice = voice
        self.narrator.muted = bool(narration_settings()["muted"])
        return self.narrator

    def _night_bed(self) -> Any:
        """The night's sound bed and its player (one for the app's life), made on first need."""
        if self.night_bed is None:
            from mafia_desktop.narration.bed_player import BedPlayer, NightBed

            self.night_bed = NightBed(BedPlayer(self), self)
        return self.night_bed

    def _speech_cache(self) -> Any:
        """The speech cache and its worker (one for the app's life), made on first need."""
        if self.speech is None:
            from mafia_desktop.narration.speech import SpeechCache, default_cache_folder

            self.speech = SpeechCache(default_cache_folder())
            self.speech.unavailable.connect(self._on_speech_unavailable)
        return self.speech

    @Slot(str)
    def _on_speech_unavailable(self, reason: str) -> None:
        """No speech engine (no libespeak-ng, say): the table says so once; captions go on."""
        if self.table is not None and self.speech is not None and self.speech.problem:
            self.table.show_notice(say(self.speech.problem))

    def _on_print_triggered(self) -> None:
        """Print: for the game on the table, or the deal being set up, or any preset and size."""
        if self.table is not None:
            self.table.set_peek(False)
        self.print_dialog().exec()

    def print_dialog(self) -> Any:
        """The print dialog for what is on screen now (not yet shown)."""
        from mafia_desktop.ui.print_dialog import PrintDialog

        record = self.controller.record if self.controller is not None else None
        rules = counts = None
        if record is None and self.setup is not None and not self.setup.problems():
            rules, counts = self.setup.rules(), self.setup.counts()
        roles, night = "open", False
        if self.controller is not None:
            phase = self.controller.view().phase
            night = phase == "night"
            if phase != "over":
                # Nobody may see every card of an unfinished game with no referee; the referee
                # is asked first.
                roles = "confirm" if self.controller.has_referee else "hidden"
        return PrintDialog(record, rules, counts, self, roles=roles, night=night)

    def _on_settings_triggered(self) -> None:
        from mafia_desktop.ui.settings_dialog import SettingsDialog, narration_settings

        speech = self._speech_cache()
        speech.start()  # never waited on: the dialog fills in the voices when the engine answers
        dialog = SettingsDialog(speech.choices, self._speech_status(), self, cache=speech)
        self.darken(dialog)

        def answered(*_: object) -> None:
            dialog.set_speech(speech.choices, self._speech_status())

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
        if self.narrator is not None:
            self.narrator.muted = bool(narration_settings()["muted"])
        if self.night_bed is not None:
            self.night_bed.configure(settings.read_bed())
        if dialog.appearance() != dialog.before:
            self.restyle()

    def _on_about_triggered(self) -> None:
        if self.table is not None:
            self.table.set_peek(False)
        self.about_box().exec()

    def about_box(self) -> QMessageBox:
        """The About box (not yet shown): the app's version, and what it runs on for bug reports."""
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(self)
        box.setWindowTitle(self.tr("About Mafia Desktop"))
        box.setText(about_text())
        icon = QApplication.windowIcon()
        if not icon.isNull():
            box.setIconPixmap(icon.pixmap(64, 64))
        self.darken(box)
        return box

    def darken(self, dialog: QWidget) -> None:
        """A dialog opened over the table at night takes the night's colours: no white box lights
        up a dark room (a dialog is a window of its own and inherits no palette)."""
        if self.table is not None and self.stack.currentWidget() is self.table:
            if self.controller is not None and self.controller.view().phase == "night":
                dialog.setPalette(self.table.palette())

    def _speech_status(self) -> str:
        """Which voice speaks each language, and how to get a clearer one where there is one."""
        from mafia_desktop.ui.settings_dialog import LANGS, engine_label, voice_for

        speech = self.speech
        if speech is None or not speech.ready:
            return self.tr("Speech: starting…")
        if speech.problem:
            return say(speech.problem)
        out = []
        for lang in LANGS:
            language = self.tr("English") if lang == "en" else self.tr("Russian")
            speaker = speech.speaking_voice(voice_for(lang))
            if speaker is None:
                out.append(self.tr("%1: no voice (captions only).").replace("%1", language))
                continue
            line = (
                self.tr("%1: %2, voice %3.")
                .replace("%1", language)
                .replace("%2", engine_label(speaker.engine))
            )
            line = line.replace("%3", speaker.voice or self.tr("the default"))
            festival_speaks = any(c.engine == "festival" and c.fit(lang) for c in speech.choices)
            if speaker.engine == "pyttsx3" and sys.platform.startswith("linux") and not festival_speaks:
                from mafia_desktop.narration.festival import PACKAGES

                line += " " + self.tr(
                    "For a clearer voice install Festival's: sudo apt install festival %1"
                ).replace("%1", PACKAGES[lang])
            out.append(line)
        return "\n".join(out)

    def restyle(self) -> None:
        """Put the saved language, text size and contrast in force now. Every screen is built
        again from what it shows: the game from its controller (the record is untouched), the
        set-up from its choices, so switching mid-game loses nothing."""
        from mafia_desktop.ui.setup_screen import SetupScreen
        from mafia_desktop.ui.table_screen import TableScreen

        appearance.apply()
        shown = self.stack.currentWidget()
        self._paint()
        self.setWindowTitle(self.tr("Mafia Desktop"))
        self._build_menu()
        home = self._make_home()
        home.finish()
        home.set_can_continue(self.home.continue_button.isVisibleTo(self.home))
        if self.table is not None:
            home.set_continue_text(self.tr("Continue the game"))
        elif self.resumable is not None:
            home.set_continue_text(resume_text(self.resumable))
        replaced = {id(self.home): self._swap(self.home, home)}
        self.home = home
        if self.setup is not None:
            setup = SetupScreen()
            setup.restore(self.setup.snapshot())
            self._connect_setup(setup)
            replaced[id(self.setup)] = self._swap(self.setup, setup)
            self.setup = setup
        if self.table is not None and self.controller is not None:
            table = TableScreen(self.controller, narrator=self.table.narrator)
            self._connect_table(table)
            replaced[id(self.table)] = self._swap(self.table, table)
            self.table = table
        if shown is not None:
            self.stack.setCurrentWidget(replaced.get(id(shown), shown))

    def _swap(self, old: QWidget, new: QWidget) -> QWidget:
        index = self.stack.indexOf(old)
        self.stack.insertWidget(index, new)
        if self.stack.currentWidget() is old:
            self.stack.setCurrentWidget(new)
        self.stack.removeWidget(old)
        old.deleteLater()
        return new

    def _on_save_copy_triggered(self) -> bool:
        """Save a copy of the game where the user says; True once it is written."""
        if self.controller is None:
            return False
        from PySide6.QtWidgets import QFileDialog

        from mafia_desktop.storage.games import StorageError, write_atomically

        # *.mafia.json: the file type the desktop knows as a Mafia Desktop game record
        stem = self.game_path.name.removesuffix(".json") if self.game_path else "mafia-game"
        suggested = str(Path.home() / f"{stem}.mafia.json")
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save a copy of the game"), suggested, self.tr("Game records (*.json)")
        )
        if not path:
            return False
        try:
            write_atomically(Path(path), self.controller.record.dumps(), keep_previous=False)
        except StorageError as exc:
            warn(self, self.tr("Mafia Desktop"), say(exc.message))
            return False
        return True

    # --- a game whose last moves could not be saved ------------------------------------------------

    def may_leave_game(self) -> bool:
        """Before the game on the table is closed or replaced: when its last moves could not be
        saved (a full disk, a read-only folder), ask first: try again, save a copy elsewhere, or
        discard them. True when nothing would be lost (or the user chose to lose it)."""
        controller = self.controller
        while controller is not None and controller.unsaved:
            choice = self.ask_unsaved(controller.last_problem)
            if choice == "retry":
                controller.save_now()
            elif choice == "copy":
                if self._on_save_copy_triggered():
                    return True
            elif choice == "discard":
                return True
            else:
                return False
        return True

    def _ask_unsaved(self, problem: str) -> str:
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QAbstractButton, QMessageBox

        box = QMessageBox(self)
        box.setTextFormat(Qt.TextFormat.PlainText)  # the problem names a file: text, never markup
        self.darken(box)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Mafia Desktop"))
        box.setText(
            self.tr("The last moves of this game are not saved: %1 If you go on, they are lost.").replace(
                "%1", problem
            )
        )
        retry = box.addButton(self.tr("Try again"), QMessageBox.ButtonRole.AcceptRole)
        copy = box.addButton(self.tr("Save a copy elsewhere…"), QMessageBox.ButtonRole.ActionRole)
        discard = box.addButton(self.tr("Discard them"), QMessageBox.ButtonRole.DestructiveRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(retry)
        box.exec()
        chosen: dict[QAbstractButton, str] = {retry: "retry", copy: "copy", discard: "discard"}
        clicked = box.clickedButton()
        return chosen.get(clicked, "cancel") if clicked is not None else "cancel"

    # --- drag and drop a record onto the window --------------------------------------------------

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if _dropped_file(event.mimeData()) is not None:
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        path = _dropped_file(event.mimeData())
        if path is not None:
            event.acceptProposedAction()
            self.open_file(path)

    def _on_stack_current_changed(self, index: int) -> None:
        self._update_keys()
        if self.stack.currentWidget() is not self.table:
            self.menuBar().setPalette(self.palette())
        if self.night_bed is not None:  # the bed plays under the table only (any table: restyle)
            shown = self.stack.currentWidget()
            self.night_bed.set_shown(shown is not None and shown.objectName() == "tableScreen")

    def go_home(self) -> None:
        self.home.show_notice("")
        self.stack.setCurrentWidget(self.home)
        self.setWindowTitle(self.tr("Mafia Desktop"))

    def go_back(self) -> None:
        """Esc: one step back; the game in progress stays and can be continued from home."""
        current = self.stack.currentWidget()
        if current is self.home:
            return
        table = self.table
        if table is not None and current is table and table.composer.mode not in ("idle", "night", "hands"):
            table.composer.press("cancel")
            table._render()
            return
        left_game = table is not None and current is table and self.controller is not None
        self.go_home()
        if left_game and self.controller is not None and self.controller.view().phase != "over":
            # Esc in the middle of a game: nothing is lost, and the host is told so.
            self.home.show_notice(
                self.tr("The game is kept, just as it was: Continue the game takes you back to it.")
            )

    def _on_full_screen_triggered(self) -> None:
        from PySide6.QtCore import Qt

        self.setWindowState(self.windowState() ^ Qt.WindowState.WindowFullScreen)

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.may_leave_game():
            event.ignore()
            return
        if self._remember:
            settings.write_geometry(self.saveGeometry())
        self.shutdown()
        super().closeEvent(event)

    def shutdown(self) -> None:
        """Stop the speech worker and the sound bed (every thread the app started ends with it)."""
        if self.narrator is not None:
            self.narrator.stop()
        if self.night_bed is not None:
            self.night_bed.player.shutdown()
        if self.speech is not None:
            self.speech.stop()


class _ResumeSignals(QObject):
    found = Signal(object)  # GameInfo | None


class _ResumeScan(QRunnable):
    """Finds the newest unfinished game off the UI thread, then reports back (queued)."""

    def __init__(self, store: GameStore) -> None:
        super().__init__()
        self.store = store
        self.signals = _ResumeSignals()
        self.done = False

    def run(self) -> None:
        try:
            info = self.store.newest_unfinished()
        except Exception:  # noqa: BLE001 - a folder that cannot be read offers nothing
            info = None
        self.done = True
        self.signals.found.emit(info)


def _dropped_file(mime: QMimeData) -> str | None:
    if not mime.hasUrls():
        return None
    urls = [u for u in mime.urls() if u.isLocalFile()]
    return urls[0].toLocalFile() if len(urls) == 1 else None


def about_text() -> str:
    """The About box's words (rich text): the name and version, what the app is for, its licence,
    and the Python and Qt it runs on (for bug reports)."""
    import platform

    from PySide6 import __version__ as pyside
    from PySide6.QtCore import qVersion

    from mafia_desktop import __version__

    translate = QCoreApplication.translate
    lines = (
        translate("MainWindow", "Mafia Desktop"),
        translate("MainWindow", "Version %1").replace("%1", __version__),
        translate("MainWindow", "Run the party game Mafia around one laptop."),
        translate("MainWindow", "Free software under the MIT licence."),
    )
    runs_on = f"Python {platform.python_version()}, Qt {qVersion()}, PySide6 {pyside}"
    title, *paragraphs = (_escape(line) for line in lines)
    return (
        f"<h3>{title}</h3>" + "".join(f"<p>{p}</p>" for p in paragraphs) + f"<p><small>{runs_on}</small></p>"
    )


def resume_text(info: GameInfo) -> str:
    """ "Continue the game of 21:34, day 3?" (with the date when it was not today)."""
    when = time.localtime(info.modified)
    today = time.localtime()
    from PySide6.QtCore import QDateTime, QLocale

    moment = QDateTime.fromSecsSinceEpoch(int(info.modified))
    clock = QLocale().toString(moment, "HH:mm")
    if (when.tm_year, when.tm_yday) != (today.tm_year, today.tm_yday):
        clock = QLocale().toString(moment, "d MMM, HH:mm")
    phase = phrases.phase_banner(info.phase, info.number, "", info.preset).lower()
    return (
        QCoreApplication.translate("MainWindow", "Continue the game of %1, %2?")
        .replace("%1", clock)
        .replace("%2", phase)
    )


def open_error_text(path: str, exc: Exception) -> str:
    reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else say(getattr(exc, "message", exc))
    return (
        QCoreApplication.translate("MainWindow", "Cannot open %1: %2")
        .replace("%1", path)
        .replace("%2", reason)
    )
