"""The series screen: the standings of the club's series (an evening, a season) of finished games.

Owns :class:`SeriesScreen`, a dialog with the series chooser ("All games" first), the standings
table (place, name, points, wins, games, win rate, each role's record, best moves, fouls), and
its Export CSV…, Print… and Close buttons; and :func:`open_series`, which the menu and the home
screen call. The series book (:mod:`mafia_desktop.storage.series`) is synced and read on a plain
thread that reports through one signals object that is never deleted (as the home screen's
search for a game to continue does: a pool job must not own a QObject, and a screen closed while
its thread reads is never reported to). Names are user text: the table shows them as text.
"""

from __future__ import annotations

import re
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, cast

from PySide6.QtCore import QLocale, QObject, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mafia_desktop import phrases
from mafia_desktop.i18n import say
from mafia_desktop.storage.games import StorageError
from mafia_desktop.storage.series import SeriesBook, SeriesInfo, Standing, standings_csv
from mafia_desktop.ui.common import collector, files
from mafia_desktop.ui.common.widgets import TextLabel, WrapButton, form_label, warn
from mafia_desktop.ui.theme import appearance, type_scale

#: the table's columns: the phrase of each heading (the printed page's words)
COLUMNS = (
    "standings_place",
    "name",
    "standings_points",
    "standings_wins",
    "standings_games",
    "standings_win_rate",
    "standings_by_role",
    "standings_best_moves",
    "standings_fouls",
)
TEXT_COLUMNS = (1, 6)  # the name and the roles: left-aligned; the numbers go right
ROLES_COLUMN = COLUMNS.index("standings_by_role")


def heading(words: str) -> str:
    """A column's heading as the screen sets it: two words on two lines ("Win / rate")."""
    first, _, rest = words.partition(" ")
    return f"{first}\n{rest}" if rest else first


@dataclass(frozen=True)
class SeriesRead:
    """What the thread read: every series, and the standings of each (None: of every game)."""

    series: list[SeriesInfo]
    standings: dict[str | None, list[Standing]] = field(default_factory=dict)
    problem: str = ""  # why nothing could be read, in words ("" when it was)


def read_book(folder: Path) -> SeriesRead:
    """Sync the series book of ``folder`` and read all of it (on any thread; never raises)."""
    try:
        with SeriesBook(folder) as book:
            infos = book.series()
            standings: dict[str | None, list[Standing]] = {None: book.standings(None)}
            for info in infos:
                standings[info.name] = book.standings(info.name)
    except StorageError as exc:
        return SeriesRead([], {}, say(exc.message))
    except Exception as exc:  # noqa: BLE001 - said on the screen, never a traceback
        return SeriesRead([], {}, str(exc) or type(exc).__name__)
    return SeriesRead(infos, standings)


class _SeriesSignals(QObject):
    read = Signal(int, object)  # the screen's number, a SeriesRead


#: the one signals object every read reports through: made on the UI thread at the first read and
#: never deleted, so a thread still reading when its screen closes never emits on a dead object
_SIGNALS: list[_SeriesSignals] = []


def _signals() -> _SeriesSignals:
    if not _SIGNALS:
        _SIGNALS.append(_SeriesSignals())
    return _SIGNALS[0]


def _read(folder: Path, number: int, signals: _SeriesSignals) -> None:
    signals.read.emit(number, read_book(folder))


def all_games(series: list[SeriesInfo]) -> SeriesInfo:
    """Every series taken together (the name empty): for the printed page of all games."""
    if not series:
        return SeriesInfo("", 0, "", "")
    presets = tuple(sorted({p for s in series for p in s.presets}))
    return SeriesInfo(
        "", sum(s.games for s in series), min(s.first for s in series), max(s.last for s in series), presets
    )


class SeriesScreen(QDialog):
    """The standings of a series, read from the games in ``games_folder`` (the app's own when
    None) off the UI thread."""

    #: the series were read and the table filled (or the problem shown)
    loaded = Signal()
    _numbers = iter(range(1, 1 << 62))

    def __init__(self, games_folder: Path | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        collector.keep_until_destroyed(self)  # never freed by the collector while Qt has it
        appearance.make_readable(self)
        self.setObjectName("seriesScreen")
        self.setWindowTitle(self.tr("Series standings"))
        if games_folder is None:
            from mafia_desktop.storage.games import default_folder

            games_folder = default_folder()
        self.games_folder = Path(games_folder)
        self.night = False  # the table behind is dark: so is the print preview
        self.last_read: SeriesRead | None = None
        self._number = next(SeriesScreen._numbers)
        self._reading = 0
        _signals().read.connect(self._on_read)
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        self.chooser = QComboBox()
        self.chooser.setObjectName("seriesChooser")
        self.chooser.addItem(self.tr("All games"), None)
        self.chooser.currentIndexChanged.connect(self._show_standings)
        row.addWidget(form_label(self.tr("Series"), self.chooser))
        row.addWidget(self.chooser, 1)
        layout.addLayout(row)
        self.status = TextLabel(self.tr("Reading the games…"))
        self.status.setObjectName("seriesStatus")
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setObjectName("standingsTable")
        # A heading of two words on two lines: the columns are as narrow as their figures allow.
        self.table.setHorizontalHeaderLabels([heading(phrases.print_text(key)) for key in COLUMNS])
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().setVisible(False)
        # (a header takes the platform's small type of its own unless given the dialog's)
        header = self.table.horizontalHeader()
        header.setFont(type_scale.font("dialog", self.table.font(), bold=True))
        # Every column as wide as its words (nothing is cut short: the table scrolls sideways
        # rather), the roles' the rest of the width when there is more; a player's roles one
        # under another, the row as tall as they are.
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.table.setWordWrap(False)
        self.table.setAccessibleName(self.tr("Standings"))
        layout.addWidget(self.table, 1)
        buttons = QHBoxLayout()
        self.export_button = WrapButton(self.tr("Export CSV…"))
        appearance.set_tier(self.export_button, "secondary")
        self.export_button.setObjectName("seriesExport")
        self.export_button.clicked.connect(self._on_export_clicked)
        self.print_button = WrapButton(self.tr("Print…"))
        appearance.set_tier(self.print_button, "secondary")
        self.print_button.setObjectName("seriesPrint")
        self.print_button.clicked.connect(self._on_print_clicked)
        close = WrapButton(self.tr("Close"))
        appearance.set_tier(close, "secondary")
        close.setObjectName("seriesClose")
        close.clicked.connect(self.reject)
        buttons.addWidget(self.export_button)
        buttons.addWidget(self.print_button)
        buttons.addStretch(1)
        buttons.addWidget(close)
        layout.addLayout(buttons)
        self._enable()
        self.resize(960, 600)
        self.refresh()

    # --- reading ------------------------------------------------------------------------------

    @property
    def pending(self) -> bool:
        """The games are being read."""
        return self._reading > 0

    def refresh(self) -> None:
        """Read the games again (off the UI thread); :attr:`loaded` says when the table is filled."""
        self._reading += 1
        self.status.setText(self.tr("Reading the games…"))
        self._enable()
        worker = threading.Thread(
            target=_read, args=(self.games_folder, self._number, _signals()), name="series-read", daemon=True
        )
        worker.start()

    def _on_read(self, number: int, result: object) -> None:
        if number != self._number or not isinstance(result, SeriesRead):
            return  # another screen's read
        self._reading = max(0, self._reading - 1)
        if self._reading:
            return  # a newer read is coming
        self.last_read = result
        chosen = self.chooser.currentData()
        self.chooser.blockSignals(True)
        try:
            while self.chooser.count() > 1:
                self.chooser.removeItem(1)
            for info in result.series:
                self.chooser.addItem(info.name, info.name)
            self.chooser.setCurrentIndex(max(0, self.chooser.findData(chosen)) if chosen is not None else 0)
        finally:
            self.chooser.blockSignals(False)
        self._show_standings()
        self.loaded.emit()

    # --- what is shown ------------------------------------------------------------------------

    def chosen(self) -> str | None:
        """The series chosen (None: all games)."""
        data = self.chooser.currentData()
        return data if isinstance(data, str) else None

    def info(self) -> SeriesInfo:
        """The chosen series at a glance (all games taken together for "All games")."""
        series = self.last_read.series if self.last_read is not None else []
        name = self.chosen()
        if name is None:
            return all_games(series)
        return next((s for s in series if s.name == name), SeriesInfo(name, 0, "", ""))

    def rows(self) -> list[Standing]:
        """The standings shown now."""
        if self.last_read is None:
            return []
        return self.last_read.standings.get(self.chosen(), [])

    def _show_standings(self, *_: object) -> None:
        result = self.last_read
        rows = self.rows()
        info = self.info()
        preset = info.presets[0] if len(info.presets) == 1 else None
        self.table.setRowCount(len(rows))
        for r, s in enumerate(rows):
            for c, text in enumerate(self.cells(s, preset)):
                item = QTableWidgetItem(text)
                align = Qt.AlignmentFlag.AlignLeft if c in TEXT_COLUMNS else Qt.AlignmentFlag.AlignRight
                item.setTextAlignment(align | Qt.AlignmentFlag.AlignTop)
                self.table.setItem(r, c, item)
        self._fit_columns()
        if result is None:
            pass  # still reading
        elif result.problem:
            self.status.setText(result.problem)
        elif not result.series:
            self.status.setText(self.tr("No finished game yet: the standings fill in as games end."))
        elif info.first == info.last:
            day = phrases.date_text(info.first)
            self.status.setText(phrases.print_text("standings_day", games=info.games, date=day))
        else:
            first, last = phrases.date_text(info.first), phrases.date_text(info.last)
            self.status.setText(
                phrases.print_text("standings_dates", games=info.games, first=first, last=last)
            )
        self._enable()

    def _fit_columns(self) -> None:
        """The roles' column takes the width the others leave, when that is at least as wide as
        its words; else it is as wide as they are and the table scrolls sideways."""
        table, header = self.table, self.table.horizontalHeader()
        need = sum(max(header.sectionSizeHint(c), table.sizeHintForColumn(c)) for c in range(len(COLUMNS)))
        bar = table.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        room = table.width() - 2 * table.frameWidth() - bar  # (with or without its scroll bar)
        fits = need <= room
        mode = QHeaderView.ResizeMode.Stretch if fits else QHeaderView.ResizeMode.ResizeToContents
        if header.sectionResizeMode(ROLES_COLUMN) != mode:
            header.setSectionResizeMode(ROLES_COLUMN, mode)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._fit_columns()

    @staticmethod
    def cells(s: Standing, preset: str | None = None) -> list[str]:
        """One player's row as the table shows it: as the printed page has it, but each role on a
        line of its own."""
        from mafia_desktop.printing.standings import standing_cells

        out = standing_cells(s, preset)
        out[ROLES_COLUMN] = "\n".join(
            phrases.role_record(role, wins, games, preset) for role, games, wins in s.by_role
        )
        return out

    def _enable(self) -> None:
        has = bool(self.rows()) and not self.pending
        self.export_button.setEnabled(has)
        self.print_button.setEnabled(has)

    # --- export and print ---------------------------------------------------------------------

    def file_stem(self) -> str:
        """A file name for the chosen standings: standings-<series>, in safe letters."""
        name = self.chosen()
        safe = re.sub(r"[^\w.-]+", "-", name or "").strip("-.")[:60]
        return f"standings-{safe}" if safe else "standings"

    def _on_export_clicked(self) -> None:
        path = files.save_file(
            self,
            "csv",
            self.tr("Export the standings"),
            f"{self.file_stem()}.csv",
            self.tr("CSV files (*.csv)"),
        )
        if path:
            self.export_csv(path)

    def export_csv(self, path: str) -> bool:
        """Write the standings shown to ``path`` as CSV (UTF-8 with a BOM, so spreadsheets read
        the names right), atomically; a failure is said. True once written."""
        from mafia_desktop.storage.games import write_atomically

        try:
            write_atomically(Path(path), "\ufeff" + standings_csv(self.rows()), keep_previous=False)
        except StorageError as exc:
            warn(self, self.tr("Series standings"), say(exc.message))
            return False
        self.status.setText(self.tr("Saved %1").replace("%1", path))
        return True

    def document(self, paper: str | None = None, lang: str | None = None) -> Any:
        """The standings shown, as a printable document (A4 or Letter as the locale says, in the
        app's language, unless told)."""
        from mafia_desktop.printing.standings import standings_sheet

        if paper is None:
            us = QLocale().territory() in (QLocale.Country.UnitedStates, QLocale.Country.Canada)
            paper = "letter" if us else "a4"
        return standings_sheet(self.rows(), self.info(), paper, lang or appearance.current().lang)

    def _on_print_clicked(self) -> None:
        from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog

        from mafia_desktop.printing.pages import paint_on_printer, prepare_printer

        document = self.document()
        if self.night:
            from mafia_desktop.ui.dialogs.print_dialog import DarkPreview

            DarkPreview(document, self).exec()
            return
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        prepare_printer(printer, document)
        preview = QPrintPreviewDialog(printer, self)

        def paint(target: Any) -> None:
            try:
                paint_on_printer(document, target)
            except OSError:
                self.status.setText(self.tr("The printer did not start; nothing was printed."))

        preview.paintRequested.connect(paint)
        preview.exec()


def open_series(parent: QWidget | None) -> SeriesScreen:
    """Open the series screen over ``parent`` (the main window: its folder of games, and the
    night's colours when the table behind is dark); it goes when closed."""
    store = getattr(parent, "store", None)
    screen = SeriesScreen(store.folder if store is not None else None, parent)
    if _at_night(parent):
        from mafia_desktop.ui.theme.colours import darken

        darken(cast(Any, parent), screen)  # no white box lights up a dark room
        screen.night = True
    screen.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    screen.open()
    return screen


def _at_night(window: object) -> bool:
    """Whether ``window`` (the main window) shows the table at night."""
    table, controller = getattr(window, "table", None), getattr(window, "controller", None)
    stack = getattr(window, "stack", None)
    if table is None or controller is None or stack is None or stack.currentWidget() is not table:
        return False
    return bool(controller.view().phase == "night")
