"""The series screen: the standings of the club's series (an evening, a season) and tournaments
of finished games, with each player's rating over time and the statistics per player and pair.

Owns :class:`SeriesScreen`, a dialog with the scope's filters (the series, "All games" first; the
tournament; the first and last day), four tabs (the standings: place, name, points, wins, games,
win rate, each role's record, best moves, fouls, the rating red and black, Ci; a player's rating
chart, the row chosen in the standings choosing the player; the players' statistics; the
pairs'), and its Export CSV…, Export
JSON…, Print… and Close buttons; and :func:`open_series`, which the menu and the home screen call.
The series book (:mod:`mafia_desktop.storage.series`) is synced and read on a plain thread that
reports through one signals object that is never deleted (as the home screen's search for a game
to continue does: a pool job must not own a QObject, and a screen closed while its thread reads
is never reported to); every change of a filter reads again. A tournament's standings are in its
tie-break order (:func:`~mafia_desktop.club.tournament.rank_standings`). Names are user text: the
tables show them as text.
"""

from __future__ import annotations

import dataclasses
import json
import re
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, cast

from PySide6.QtCore import QDate, QObject, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDateEdit,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QSizePolicy,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from mafia_desktop import phrases
from mafia_desktop.i18n import say
from mafia_desktop.storage.games import StorageError
from mafia_desktop.storage.series import (
    PairStats,
    PlayerStats,
    RatingPoint,
    SeriesBook,
    SeriesInfo,
    Standing,
    TournamentInfo,
    pair_stats_csv,
    pair_stats_json,
    player_stats_csv,
    player_stats_json,
    standings_csv,
    standings_json,
)
from mafia_desktop.ui.common import collector, files
from mafia_desktop.ui.common.rating_chart import ChartStep, RatingChart
from mafia_desktop.ui.common.widgets import TextLabel, WrapButton, form_label, warn, whole_choices
from mafia_desktop.ui.theme import appearance, type_scale

#: the standings' columns: the phrase of each heading (the printed page's words)
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
    "standings_rating_red",
    "standings_rating_black",
    "standings_ci",
)
TEXT_COLUMNS = (1, 6)  # the name and the roles: left-aligned; the numbers go right
ROLES_COLUMN = COLUMNS.index("standings_by_role")
TABS = ("standings", "chart", "players", "pairs")


def heading(words: str) -> str:
    """A column's heading as the screen sets it: two words on two lines ("Win / rate")."""
    first, _, rest = words.partition(" ")
    return f"{first}\n{rest}" if rest else first


def column_heading(key: str) -> str:
    """A standings column's heading: the printed page's words, the rating's colours under the
    word "Rating" ("Rating / Red")."""
    if key in ("standings_rating_red", "standings_rating_black"):
        return f"{phrases.print_text('standings_rating')}\n{phrases.print_text(key)}"
    return heading(phrases.print_text(key))


@dataclass(frozen=True)
class Scope:
    """Which games the screen sums up: a series, a tournament (its id), the days from ``since``
    to ``until`` (``YYYY-MM-DD``, inclusive); None for each: every finished game."""

    series: str | None = None
    tournament: str | None = None
    since: str | None = None
    until: str | None = None

    def args(self) -> tuple[str | None, str | None, str | None, str | None]:
        return (self.series, self.tournament, self.since, self.until)


@dataclass(frozen=True)
class Tourney:
    """A tournament the games name: its id, its name (the file's, or the id's start when its file
    is not here), its tie-break order, and how many games."""

    id: str
    name: str
    tie_break: tuple[str, ...]
    games: int


@dataclass(frozen=True)
class SeriesRead:
    """What the thread read for a scope: every series and tournament, the scope at a glance, its
    standings, the players' and the pairs' statistics, and each player's rating steps."""

    scope: Scope
    series: list[SeriesInfo]
    tournaments: list[Tourney] = field(default_factory=list)
    info: SeriesInfo = SeriesInfo("", 0, "", "")
    standings: list[Standing] = field(default_factory=list)
    players: list[PlayerStats] = field(default_factory=list)
    pairs: list[PairStats] = field(default_factory=list)
    history: dict[str, list[RatingPoint]] = field(default_factory=dict)
    problem: str = ""  # why nothing could be read, in words ("" when it was)


def _tourneys(folder: Path, seen: list[TournamentInfo]) -> list[Tourney]:
    """The tournaments the games name, with their names and tie-breaks from the data folder's
    tournament files (``tournaments/`` beside the games)."""
    from mafia_desktop.club.tournament import DEFAULT_TIE_BREAK
    from mafia_desktop.storage.tournaments import TournamentStore

    known = {}
    try:
        for listed in TournamentStore(folder.parent / "tournaments").listing():
            if listed.tournament is not None:
                known[listed.id] = listed.tournament
    except (OSError, StorageError):
        pass
    out = []
    for info in seen:
        t = known.get(info.id)
        name = t.name if t is not None else info.id[:8]
        tie = tuple(t.tie_break) if t is not None else DEFAULT_TIE_BREAK
        out.append(Tourney(info.id, name, tie, info.games))
    return out


def read_book(folder: Path, scope: Scope | None = None) -> SeriesRead:
    """Sync the series book of ``folder`` and read ``scope`` (every game when None) on any
    thread; never raises."""
    scope = scope or Scope()
    try:
        with SeriesBook(folder) as book:
            infos = book.series()
            tourneys = _tourneys(folder, book.tournaments())
            args = scope.args()
            info = book.scope_info(*args)
            standings = book.standings(*args)
            tourney = next((t for t in tourneys if t.id == scope.tournament), None)
            if tourney is not None:
                from mafia_desktop.club.tournament import rank_standings

                ranked = rank_standings(standings, tourney.tie_break)
                standings = [dataclasses.replace(s, place=place) for place, s in ranked]
                info = dataclasses.replace(info, name=scope.series or tourney.name)
            players = book.players_stats(*args)
            pairs = book.pair_stats(*args)
            history = {s.name: book.rating_history(s.name) for s in standings}
    except StorageError as exc:
        return SeriesRead(scope, [], problem=say(exc.message))
    except Exception as exc:  # noqa: BLE001 - said on the screen, never a traceback
        return SeriesRead(scope, [], problem=str(exc) or type(exc).__name__)
    return SeriesRead(scope, infos, tourneys, info, standings, players, pairs, history)


class _SeriesSignals(QObject):
    read = Signal(int, object)  # the screen's number, a SeriesRead


#: the one signals object every read reports through: made on the UI thread at the first read and
#: never deleted, so a thread still reading when its screen closes never emits on a dead object
_SIGNALS: list[_SeriesSignals] = []


def _signals() -> _SeriesSignals:
    if not _SIGNALS:
        _SIGNALS.append(_SeriesSignals())
    return _SIGNALS[0]


def _read(folder: Path, scope: Scope, number: int, signals: _SeriesSignals) -> None:
    signals.read.emit(number, read_book(folder, scope))


def all_games(series: list[SeriesInfo]) -> SeriesInfo:
    """Every series taken together (the name empty): for the printed page of all games."""
    if not series:
        return SeriesInfo("", 0, "", "")
    presets = tuple(sorted({p for s in series for p in s.presets}))
    return SeriesInfo(
        "", sum(s.games for s in series), min(s.first for s in series), max(s.last for s in series), presets
    )


class SeriesScreen(QDialog):
    """The standings and statistics of a scope, read from the games in ``games_folder`` (the
    app's own when None) off the UI thread."""

    #: the scope was read and the tables filled (or the problem shown)
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
        self._filling = False  # the choosers are being refilled: no read for that
        _signals().read.connect(self._on_read)
        layout = QVBoxLayout(self)
        layout.addLayout(self._filters())
        self.status = TextLabel(self.tr("Reading the games…"))
        self.status.setObjectName("seriesStatus")
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("seriesTabs")
        self.tabs.setAccessibleName(self.tr("The standings, the rating chart and the statistics"))
        self.tabs.addTab(self._standings_tab(), self.tr("Standings"))
        self.tabs.addTab(self._chart_tab(), self.tr("Rating chart"))
        self.players_table = _table(
            "playersTable",
            self.tr("Players' statistics"),
            [
                self.tr("Name"),
                self.tr("Games"),
                self.tr("Wins"),
                self.tr("By role"),
                self.tr("Points"),
                self.tr("Ci"),
                self.tr("Shot on the first night"),
                self.tr("Checks found / made"),
                self.tr("Best moves"),
                self.tr("Mafia named"),
                self.tr("Fouls"),
                self.tr("How the games ended"),
            ],
        )
        self.tabs.addTab(self.players_table, self.tr("Players"))
        self.pairs_table = _table(
            "pairsTable",
            self.tr("Pairs' statistics"),
            [
                self.tr("Player"),
                self.tr("Player"),
                self.tr("Together"),
                self.tr("Won together"),
                self.tr("Against"),
                self.tr("Won by the first"),
                self.tr("Won by the second"),
            ],
        )
        self.tabs.addTab(self.pairs_table, self.tr("Pairs"))
        self.tabs.currentChanged.connect(self._enable)
        layout.addWidget(self.tabs, 1)
        buttons = QHBoxLayout()
        self.export_button = self._button(self.tr("Export CSV…"), "seriesExport", self._on_export_clicked)
        self.json_button = self._button(self.tr("Export JSON…"), "seriesExportJson", self._on_json_clicked)
        self.print_button = self._button(self.tr("Print…"), "seriesPrint", self._on_print_clicked)
        close = self._button(self.tr("Close"), "seriesClose", self.reject)
        buttons.addWidget(self.export_button)
        buttons.addWidget(self.json_button)
        buttons.addWidget(self.print_button)
        buttons.addStretch(1)
        buttons.addWidget(close)
        layout.addLayout(buttons)
        self._enable()
        whole_choices(self)
        self.resize(1000, 680)
        self.refresh()

    def _button(self, text: str, name: str, slot: Callable[[], object]) -> WrapButton:
        button = WrapButton(text)
        appearance.set_tier(button, "secondary")
        button.setObjectName(name)
        button.clicked.connect(slot)
        return button

    def _filters(self) -> QVBoxLayout:
        """The scope's choosers: the series and the tournament on one line, the days on the next."""
        rows = QVBoxLayout()
        row = QHBoxLayout()
        self.chooser = QComboBox()
        self.chooser.setObjectName("seriesChooser")
        self.chooser.addItem(self.tr("All games"), None)
        self.chooser.currentIndexChanged.connect(self._on_filter_changed)
        row.addWidget(form_label(self.tr("Series"), self.chooser))
        row.addWidget(self.chooser, 1)
        self.tournament_chooser = QComboBox()
        self.tournament_chooser.setObjectName("tournamentChooser")
        self.tournament_chooser.addItem(self.tr("Any or none"), None)
        self.tournament_chooser.currentIndexChanged.connect(self._on_filter_changed)
        row.addWidget(form_label(self.tr("Tournament"), self.tournament_chooser))
        row.addWidget(self.tournament_chooser, 1)
        rows.addLayout(row)
        days = QHBoxLayout()
        today = QDate.currentDate()
        self.since_box, self.since_edit = self._day(self.tr("From"), today.addMonths(-1), "since")
        self.until_box, self.until_edit = self._day(self.tr("To"), today, "until")
        for box, edit in ((self.since_box, self.since_edit), (self.until_box, self.until_edit)):
            days.addWidget(box)
            days.addWidget(edit)
        days.addStretch(1)
        rows.addLayout(days)
        return rows

    def _day(self, words: str, start: QDate, name: str) -> tuple[QCheckBox, QDateEdit]:
        box = QCheckBox(words)
        box.setObjectName(f"{name}Box")
        edit = QDateEdit(start)
        edit.setObjectName(f"{name}Edit")
        edit.setCalendarPopup(True)
        edit.setLocale(phrases.locale())  # the app's language's month names, as its dates are written
        edit.setDisplayFormat("d MMM yyyy")
        edit.setEnabled(False)
        edit.setAccessibleName(words)
        box.toggled.connect(edit.setEnabled)
        box.toggled.connect(self._on_filter_changed)
        edit.dateChanged.connect(lambda *_: self._on_filter_changed() if box.isChecked() else None)
        return box, edit

    def _standings_tab(self) -> QWidget:
        """The standings: a row per player, as the printed page has them."""
        self.table = _table("standingsTable", self.tr("Standings"), [column_heading(k) for k in COLUMNS])
        header = self.table.horizontalHeader()
        # Every column as wide as its words (nothing is cut short: the table scrolls sideways
        # rather), the roles' the rest of the width when there is more; a player's roles one
        # under another, the row as tall as they are.
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.itemSelectionChanged.connect(self._on_row_chosen)
        return self.table

    def _chart_tab(self) -> QWidget:
        """One player's rating over their games: the player chosen above the chart (the row
        chosen in the standings chooses them too)."""
        page = QWidget()
        column = QVBoxLayout(page)
        row = QHBoxLayout()
        self.player_chooser = QComboBox()
        self.player_chooser.setObjectName("chartPlayer")
        self.player_chooser.currentIndexChanged.connect(self._show_chart)
        row.addWidget(form_label(self.tr("Player"), self.player_chooser))
        row.addWidget(self.player_chooser, 1)
        column.addLayout(row)
        self.chart_label = TextLabel("")
        self.chart_label.setObjectName("chartLabel")
        self.chart_label.setTextFormat(Qt.TextFormat.PlainText)
        column.addWidget(self.chart_label)
        self.chart = RatingChart()
        self.chart.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        column.addWidget(self.chart, 1)
        return page

    # --- reading ------------------------------------------------------------------------------

    @property
    def pending(self) -> bool:
        """The games are being read."""
        return self._reading > 0

    def scope(self) -> Scope:
        """The scope the filters choose now."""
        since = self.since_edit.date().toString(Qt.DateFormat.ISODate) if self.since_box.isChecked() else None
        until = self.until_edit.date().toString(Qt.DateFormat.ISODate) if self.until_box.isChecked() else None
        return Scope(self.chosen(), self.chosen_tournament(), since, until)

    def refresh(self) -> None:
        """Read the games again for the scope chosen (off the UI thread); :attr:`loaded` says when
        the tables are filled."""
        self._reading += 1
        self.status.setText(self.tr("Reading the games…"))
        self._enable()
        worker = threading.Thread(
            target=_read,
            args=(self.games_folder, self.scope(), self._number, _signals()),
            name="series-read",
            daemon=True,
        )
        worker.start()

    def _on_filter_changed(self, *_: object) -> None:
        if not self._filling:
            self.refresh()

    def _on_read(self, number: int, result: object) -> None:
        if number != self._number or not isinstance(result, SeriesRead):
            return  # another screen's read
        self._reading = max(0, self._reading - 1)
        if self._reading:
            return  # a newer read is coming
        self.last_read = result
        self._filling = True
        try:
            _refill(self.chooser, [(info.name, info.name) for info in result.series])
            _refill(self.tournament_chooser, [(t.name, t.id) for t in result.tournaments])
        finally:
            self._filling = False
        whole_choices(self)  # a choice is never cut short: the dialog widens instead
        if result.scope != self.scope():  # the chosen series or tournament is no more
            self.refresh()
            return
        self._show()
        self.loaded.emit()

    # --- what is shown ------------------------------------------------------------------------

    def chosen(self) -> str | None:
        """The series chosen (None: all games)."""
        data = self.chooser.currentData()
        return data if isinstance(data, str) else None

    def chosen_tournament(self) -> str | None:
        """The tournament chosen (its id; None: any game)."""
        data = self.tournament_chooser.currentData()
        return data if isinstance(data, str) else None

    def info(self) -> SeriesInfo:
        """The scope shown at a glance (its name: the series', else the tournament's; "" for all
        games)."""
        return self.last_read.info if self.last_read is not None else SeriesInfo("", 0, "", "")

    def rows(self) -> list[Standing]:
        """The standings shown now."""
        return self.last_read.standings if self.last_read is not None else []

    def _show(self) -> None:
        result = self.last_read
        assert result is not None
        info = result.info
        preset = info.presets[0] if len(info.presets) == 1 else None
        _fill(self.table, [self.cells(s, preset) for s in result.standings], TEXT_COLUMNS)
        self._fit_columns()
        _fill(self.players_table, [self.player_cells(p, preset) for p in result.players], (0, 3, 11))
        _fill(self.pairs_table, [self.pair_cells(p) for p in result.pairs], (0, 1))
        self.player_chooser.blockSignals(True)
        try:
            self.player_chooser.clear()
            for s in result.standings:
                self.player_chooser.addItem(s.name, s.name)
        finally:
            self.player_chooser.blockSignals(False)
        if result.standings:
            self.table.selectRow(0)
        self._show_chart()
        if result.problem:
            self.status.setText(result.problem)
        elif not result.series:
            self.status.setText(self.tr("No finished game yet: the standings fill in as games end."))
        elif not info.games:
            self.status.setText(self.tr("No finished game in this choice."))
        elif info.first == info.last:
            day = phrases.date_text(info.first)
            self.status.setText(phrases.print_text("standings_day", games=info.games, date=day))
        else:
            first, last = phrases.date_text(info.first), phrases.date_text(info.last)
            self.status.setText(
                phrases.print_text("standings_dates", games=info.games, first=first, last=last)
            )
        self._enable()

    def _on_row_chosen(self) -> None:
        picked = self.table.selectionModel().selectedRows()
        if picked:
            self.player_chooser.setCurrentIndex(picked[0].row())

    def _show_chart(self, *_: object) -> None:
        """The chart of the player chosen (the standings' first when none is)."""
        name = self.player_chooser.currentData()
        if not isinstance(name, str) or self.last_read is None:
            self.chart_label.setText("")
            self.chart.set_steps("", [])
            return
        steps = self.last_read.history.get(name, [])
        self.chart_label.setText(self.tr("Rating of %1, game by game").replace("%1", name))
        self.chart.set_steps(name, [ChartStep(p.side, p.after) for p in steps])

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
        from mafia_desktop.printing.standings import rating_cells, standing_cells

        out = standing_cells(s, preset) + rating_cells(s)
        out[ROLES_COLUMN] = "\n".join(
            phrases.role_record(role, wins, games, preset) for role, games, wins in s.by_role
        )
        return out

    def player_cells(self, p: PlayerStats, preset: str | None = None) -> list[str]:
        """One player's statistics as the table shows them."""
        from mafia_desktop.printing.standings import points_words

        roles = "\n".join(phrases.role_record(role, wins, games, preset) for role, games, wins in p.by_role)
        number = phrases.number
        ended = "\n".join(f"{self.ended_text(cause)}: {number(n)}" for cause, n in p.left_by)
        return [
            p.name,
            number(p.games),
            number(p.wins),
            roles,
            points_words(p.points),
            points_words(p.ci),
            number(p.first_night),
            f"{number(p.checks_found)} / {number(p.checks)}",
            number(p.best_moves),
            number(p.best_move_hits),
            number(p.fouls),
            ended,
        ]

    def ended_text(self, cause: str | None) -> str:
        """How a game ended for a player, in words: alive at the end, or the cause they left by."""
        words = {
            None: self.tr("alive at the end"),
            "night": self.tr("killed at night"),
            "vote": self.tr("voted out"),
            "time_limit": self.tr("out at the time limit"),
            "fouls": self.tr("removed by fouls"),
            "technical_fouls": self.tr("removed by technical fouls"),
            "removed": self.tr("removed by the referee"),
            "surrendered": self.tr("surrendered"),
        }
        return words.get(cause, self.tr("left the game"))

    @staticmethod
    def pair_cells(p: PairStats) -> list[str]:
        """One pair's line as the table shows it."""
        return [
            p.first,
            p.second,
            *(
                phrases.number(n)
                for n in (p.together, p.wins_together, p.against, p.first_wins, p.second_wins)
            ),
        ]

    def _enable(self, *_: object) -> None:
        tab = self.tab()
        has = not self.pending and self.last_read is not None
        has = has and bool(
            {
                "standings": self.rows(),
                "chart": self.rows(),
                "players": self.last_read.players,
                "pairs": self.last_read.pairs,
            }[tab]
            if self.last_read is not None
            else []
        )
        self.export_button.setEnabled(has)
        self.json_button.setEnabled(has)
        self.print_button.setEnabled(has and tab in ("standings", "chart"))

    def tab(self) -> str:
        """The tab shown: ``standings``, ``players`` or ``pairs``."""
        return TABS[max(0, self.tabs.currentIndex())]

    # --- export and print ---------------------------------------------------------------------

    def file_stem(self) -> str:
        """A file name for what is shown: standings-<scope>, players-<scope>, pairs-<scope>, in
        safe letters."""
        name = self.info().name if self.last_read is not None else (self.chosen() or "")
        safe = re.sub(r"[^\w.-]+", "-", name or "").strip("-.")[:60]
        stem = {"standings": "standings", "chart": "standings", "players": "players", "pairs": "pairs"}[
            self.tab()
        ]
        return f"{stem}-{safe}" if safe else stem

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

    def _on_json_clicked(self) -> None:
        path = files.save_file(
            self,
            "json",
            self.tr("Export the standings"),
            f"{self.file_stem()}.json",
            self.tr("JSON files (*.json)"),
        )
        if path:
            self.export_json(path)

    def csv_text(self) -> str:
        """The shown tab as CSV text."""
        read = self.last_read
        if read is None:
            return standings_csv([])
        return {
            "standings": lambda: standings_csv(read.standings),
            "chart": lambda: standings_csv(read.standings),
            "players": lambda: player_stats_csv(read.players),
            "pairs": lambda: pair_stats_csv(read.pairs),
        }[self.tab()]()

    def json_value(self) -> list[dict[str, Any]]:
        """The shown tab as JSON values."""
        read = self.last_read
        if read is None:
            return []
        return {
            "standings": lambda: standings_json(read.standings),
            "chart": lambda: standings_json(read.standings),
            "players": lambda: player_stats_json(read.players),
            "pairs": lambda: pair_stats_json(read.pairs),
        }[self.tab()]()

    def export_csv(self, path: str) -> bool:
        """Write the shown tab to ``path`` as CSV (UTF-8 with a BOM, so spreadsheets read the
        names right), atomically; a failure is said. True once written."""
        return self._write(path, "\ufeff" + self.csv_text())

    def export_json(self, path: str) -> bool:
        """Write the shown tab to ``path`` as JSON (UTF-8), atomically; a failure is said."""
        return self._write(path, json.dumps(self.json_value(), ensure_ascii=False, indent=1) + "\n")

    def _write(self, path: str, text: str) -> bool:
        from mafia_desktop.storage.games import write_atomically

        try:
            write_atomically(Path(path), text, keep_previous=False)
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
            from mafia_desktop.ui.dialogs.print_dialog import locale_paper

            paper = locale_paper()
        return standings_sheet(self.rows(), self.info(), paper, lang or appearance.current().lang)

    def _on_print_clicked(self) -> None:
        from mafia_desktop.ui.dialogs.print_dialog import preview_and_print

        def failed() -> None:
            self.status.setText(self.tr("The printer did not start; nothing was printed."))

        preview_and_print(self, self.document(), self.night, failed)


def _table(name: str, accessible: str, headings: Sequence[str]) -> QTableWidget:
    """A read-only table of whole rows, each column as wide as its words, the rows as tall as
    their lines."""
    table = QTableWidget(0, len(headings))
    table.setObjectName(name)
    table.setHorizontalHeaderLabels([heading(h) if "\n" not in h else h for h in headings])
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.verticalHeader().setVisible(False)
    # (a header takes the platform's small type of its own unless given the dialog's)
    header = table.horizontalHeader()
    header.setFont(type_scale.font("dialog", table.font(), bold=True))
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.setTextElideMode(Qt.TextElideMode.ElideNone)
    table.setWordWrap(False)
    table.setAccessibleName(accessible)
    return table


def _fill(table: QTableWidget, rows: Sequence[Sequence[str]], text_columns: Sequence[int]) -> None:
    """Put ``rows`` in ``table`` as plain text: the text columns to the left, numbers to the right."""
    table.setRowCount(len(rows))
    for r, cells in enumerate(rows):
        for c, text in enumerate(cells):
            item = QTableWidgetItem(text)
            align = Qt.AlignmentFlag.AlignLeft if c in text_columns else Qt.AlignmentFlag.AlignRight
            item.setTextAlignment(align | Qt.AlignmentFlag.AlignTop)
            table.setItem(r, c, item)


def _refill(chooser: QComboBox, items: Sequence[tuple[str, str]]) -> None:
    """The chooser's items after its first ("All"), keeping the one chosen while it is there."""
    chosen = chooser.currentData()
    chooser.blockSignals(True)
    try:
        while chooser.count() > 1:
            chooser.removeItem(1)
        for text, data in items:
            chooser.addItem(text, data)
        chooser.setCurrentIndex(max(0, chooser.findData(chosen)) if chosen is not None else 0)
    finally:
        chooser.blockSignals(False)


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
