"""The main window: home, set-up and the table, one step at a time.

Colours and fonts are set through palettes and fonts rather than a style sheet, and nothing here
touches the big ``Qt`` namespace: both cost a noticeable part of the start-up budget (see
benchmarks/run.py).
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QCoreApplication, QSettings, Signal
from PySide6.QtGui import QAction, QCloseEvent, QColor, QFont, QKeySequence, QPalette
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from mafia_desktop.engine.rules import PRESET_IDS, PRESETS, recommended_counts
from mafia_desktop.ui import texts

if TYPE_CHECKING:
    from mafia_desktop.engine.record import Record

# Day colours: a light, warm table (UX.md); contrast of text on paper is above 10:1.
PAPER = QColor("#f7f1e6")
CARD = QColor("#fffaf2")
CARD_EDGE = QColor("#e2d5c2")
INK = QColor("#2b2420")
TITLE_INK = QColor("#3b2417")
ACCENT_INK = QColor("#7a3b1c")
SOFT_INK = QColor("#5a4a40")


def _label(text: str, size: float, colour: QColor, *, bold: bool = False, italic: bool = False) -> QLabel:
    label = QLabel(text)
    font = QFont(label.font())
    font.setPointSizeF(size)
    font.setBold(bold)
    font.setItalic(italic)
    label.setFont(font)
    palette = label.palette()
    palette.setColor(QPalette.ColorRole.WindowText, colour)
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
        palette.setColor(QPalette.ColorRole.Window, CARD)
        palette.setColor(QPalette.ColorRole.WindowText, CARD_EDGE)
        self.setPalette(palette)
        self.setAutoFillBackground(True)
        self.setFrameShape(QFrame.Shape.Box)
        self.setLineWidth(1)


class HomeScreen(QWidget):
    """Home: start a new game, continue the one in progress, open a record; the rules at a glance."""

    new_game_requested = Signal()
    continue_requested = Signal()
    open_requested = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("homeScreen")
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(self._home())
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll)

    def set_can_continue(self, can: bool) -> None:
        self.continue_button.setVisible(can)

    def _home(self) -> QWidget:
        home = QWidget()
        layout = QVBoxLayout(home)
        layout.setContentsMargins(40, 32, 40, 32)
        layout.setSpacing(10)
        layout.addWidget(_label(self.tr("Mafia Desktop"), 34, TITLE_INK, bold=True))
        layout.addWidget(
            _label(
                self.tr("The party game Mafia around one laptop: four rule sets, one table."), 14, SOFT_INK
            )
        )
        layout.addSpacing(8)
        row = QHBoxLayout()
        row.setSpacing(12)
        self.new_button = QPushButton(self.tr("New game"))
        self.new_button.setObjectName("homeNewGame")
        self.continue_button = QPushButton(self.tr("Continue the game"))
        self.continue_button.setObjectName("homeContinue")
        self.continue_button.hide()
        self.open_button = QPushButton(self.tr("Open a game record…"))
        self.open_button.setObjectName("homeOpen")
        for button, signal in (
            (self.new_button, self.new_game_requested),
            (self.continue_button, self.continue_requested),
            (self.open_button, self.open_requested),
        ):
            font = QFont(button.font())
            font.setPointSizeF(14)
            button.setFont(font)
            button.setMinimumHeight(48)
            button.clicked.connect(signal)
            row.addWidget(button)
        row.addStretch(1)
        layout.addLayout(row)
        layout.addSpacing(12)
        layout.addWidget(_label(self.tr("The rule sets"), 18, TITLE_INK, bold=True))
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
        card.setAccessibleName(self.tr("%1 rules").replace("%1", texts.preset_name(preset)))
        box = QVBoxLayout(card)
        box.setContentsMargins(20, 16, 20, 18)
        box.setSpacing(6)
        box.addWidget(_label(texts.preset_name(preset), 18, TITLE_INK, bold=True))
        box.addWidget(_label(texts.preset_origin(preset), 10.5, SOFT_INK, italic=True))
        table = 10 if preset == "club" else 12
        deal = recommended_counts(rules, table)
        roles = ", ".join(f"{n} × {texts.role_title(rules.title(role), n)}" for role, n in deal.items() if n)
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
            (self.tr("Day"), texts.day_summary(preset)),
            (self.tr("Night"), texts.night_summary(preset)),
            (self.tr("Winning"), texts.win_summary(preset)),
        ]
        # One rich-text label a card: a fraction of the layout work of a label per line.
        accent = ACCENT_INK.name()
        body = "".join(
            f'<p style="margin:0 0 6px 0"><b style="color:{accent}">{escape(head)}</b><br>{escape(text)}</p>'
            for head, text in rows
        )
        box.addWidget(_label(body, 11.5, INK))  # starts with a tag: Qt shows it as rich text
        box.addStretch(1)
        return card


class MainWindow(QMainWindow):
    """Home → set-up → the table; Esc or Back goes one step back without losing anything."""

    def __init__(self, remember_geometry: bool = True, defer_shortcuts: bool = False) -> None:
        super().__init__()
        self.setWindowTitle(self.tr("Mafia Desktop"))
        self.resize(1280, 800)
        self.setMinimumSize(720, 480)
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Window, PAPER)
        palette.setColor(QPalette.ColorRole.WindowText, INK)
        self.setPalette(palette)
        self._remember = remember_geometry
        self.setup: Any = None
        self.table: Any = None
        self.controller: Any = None
        self.stack = QStackedWidget()
        self.stack.currentChanged.connect(self._on_stack_current_changed)
        self.setCentralWidget(self.stack)
        self.home = HomeScreen()
        self.home.new_game_requested.connect(self._on_home_new_game_requested)
        self.home.continue_requested.connect(self._on_home_continue_requested)
        self.home.open_requested.connect(self._on_home_open_requested)
        self.stack.addWidget(self.home)
        self._build_menu()
        if not defer_shortcuts:
            self.add_shortcuts()
        if remember_geometry:
            geometry = QSettings().value("window/geometry")
            if isinstance(geometry, (bytes, bytearray, QByteArray)):
                self.restoreGeometry(geometry)

    def _build_menu(self) -> None:
        menu = self.menuBar().addMenu(self.tr("&Game"))
        self._shortcuts: list[tuple[QAction, str]] = []
        for text, shortcut, slot in (
            (self.tr("&New game"), "Ctrl+N", self._on_home_new_game_requested),
            (self.tr("&Open a game record…"), "Ctrl+O", self._on_home_open_requested),
            (self.tr("&Full screen"), "F11", self._on_full_screen_triggered),
            (self.tr("&Back"), "Esc", self.go_back),
            (self.tr("&Quit"), "Ctrl+Q", self.close),
        ):
            action = QAction(text, self)
            action.triggered.connect(slot)
            menu.addAction(action)
            self.addAction(action)
            self._shortcuts.append((action, shortcut))

    def add_shortcuts(self) -> None:
        """Give the menu its keys. Kept off the path to the first paint: setting the first shortcut
        builds every enum of Qt's ``Qt`` namespace (about 15 ms, see benchmarks/run.py)."""
        for action, shortcut in self._shortcuts:
            action.setShortcut(QKeySequence(shortcut))

    # --- moving between screens ---------------------------------------------------------------

    def _on_home_new_game_requested(self) -> None:
        if self.setup is None:
            from mafia_desktop.ui.setup_screen import SetupScreen

            self.setup = SetupScreen()
            self.setup.start_requested.connect(self._on_setup_start_requested)
            self.setup.back_requested.connect(self.go_back)
            self.stack.addWidget(self.setup)
        self.stack.setCurrentWidget(self.setup)

    def _on_setup_start_requested(self, record: Record) -> None:
        self.open_record(record)

    def _on_home_continue_requested(self) -> None:
        if self.table is not None:
            self.stack.setCurrentWidget(self.table)
            self.table.circle.setFocus()

    def _on_home_open_requested(self) -> None:
        from PySide6.QtWidgets import QFileDialog, QMessageBox

        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open a game record"), "", self.tr("Game records (*.json);;All files (*)")
        )
        if not path:
            return
        from mafia_desktop.engine.errors import RecordError

        try:
            record = read_record_file(path)
        except (OSError, RecordError) as exc:
            QMessageBox.warning(self, self.tr("Mafia Desktop"), open_error_text(path, exc))
            return
        self.open_record(record)

    def open_record(self, record: Record) -> None:
        """Put a game (new or resumed) on the table."""
        from mafia_desktop.ui.controller import GameController
        from mafia_desktop.ui.table_screen import TableScreen

        if self.table is not None:
            self.stack.removeWidget(self.table)
            self.table.deleteLater()
        self.controller = GameController(record)
        self.table = TableScreen(self.controller)
        self.table.leave_requested.connect(self.go_home)
        self.table.new_game_requested.connect(self._on_home_new_game_requested)
        self.stack.addWidget(self.table)
        self.stack.setCurrentWidget(self.table)
        self.home.set_can_continue(True)
        self.table.circle.setFocus()

    def _on_stack_current_changed(self, index: int) -> None:
        if self.stack.currentWidget() is not self.table:
            self.menuBar().setPalette(self.palette())

    def go_home(self) -> None:
        self.stack.setCurrentWidget(self.home)
        self.setWindowTitle(self.tr("Mafia Desktop"))

    def go_back(self) -> None:
        """Esc: one step back; the game in progress stays and can be continued from home."""
        current = self.stack.currentWidget()
        if current is self.home:
            return
        if current is self.table and self.table.composer.mode not in ("idle", "night", "hands"):
            self.table.composer.press("cancel")
            self.table._render()
            return
        self.go_home()

    def _on_full_screen_triggered(self) -> None:
        from PySide6.QtCore import Qt

        self.setWindowState(self.windowState() ^ Qt.WindowState.WindowFullScreen)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self._remember:
            QSettings().setValue("window/geometry", self.saveGeometry())
        super().closeEvent(event)


def read_record_file(path: str) -> Record:
    """A record from a file, checked to replay to its last input."""
    from mafia_desktop.engine.record import MAX_RECORD_BYTES, loads_record

    with open(path, "rb") as f:
        data = f.read(MAX_RECORD_BYTES + 1)
    return loads_record(data)


def open_error_text(path: str, exc: Exception) -> str:
    reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
    return (
        QCoreApplication.translate("MainWindow", "Cannot open %1: %2")
        .replace("%1", path)
        .replace("%2", reason)
    )
