"""The tournaments screen: the club's tournaments, a new one seated, its schedule and standings.

Owns :class:`TournamentScreen`, a dialog with the saved tournaments (a file that cannot be read is
listed with why, and can be deleted), *New tournament…* (:class:`NewTournamentDialog`: the name,
the players one a line or ticked from the players of past games, the tables, the rounds, the game
type, the pairs to keep apart and the tie-break order), and for the chosen tournament the schedule
as a grid (a row a round, a column a table, each cell the names in seat order, a slot marked played
once a finished game of it is saved), *Start this game* for the chosen slot, *Print schedule…*
and the tournament's standings (ranked by the tournament's tie-break order); and
:func:`open_tournaments`, which the menu and the home screen call.

Everything slow is off the UI thread: reading the tournament files and the game records (which
slots are played, each player's results), and seating a new tournament (seconds for a big one).
Each plain thread reports through one signals object that is never deleted (as the series screen
does: a screen closed while its thread works is never reported to). While the screen is open the
second screen shows the tournament's current round (the first with a slot not yet played) instead
of the table, when the user wants it and there is one (``tv``: the window's
:class:`~mafia_desktop.ui.window.tv.WindowTv`). Names are user text: shown as plain text.
"""

from __future__ import annotations

import secrets
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, cast

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QListView,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QSizePolicy,
    QSpinBox,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from mafia_desktop import phrases
from mafia_desktop.club import ClubError
from mafia_desktop.club.seating import MAX_ROUNDS, MAX_TABLES
from mafia_desktop.club.tournament import (
    DEFAULT_TIE_BREAK,
    GAME_TYPES,
    TIE_BREAK_LABELS,
    ResultLine,
    Tournament,
    new_tournament,
    rank,
    result_line,
)
from mafia_desktop.i18n import say
from mafia_desktop.storage.games import StorageError
from mafia_desktop.storage.tournaments import FOLDER, Listed, TournamentStore
from mafia_desktop.ui.common import collector
from mafia_desktop.ui.common.widgets import (
    FitPage,
    TextLabel,
    WrapButton,
    ask_yes_no,
    form_label,
    page_scroll,
    warn,
)
from mafia_desktop.ui.public.schedule_board import ScheduleView
from mafia_desktop.ui.theme import appearance, type_scale

translate = QCoreApplication.translate


def tie_break_label(key: str) -> str:
    """A tie-break key in words (the club's catalogue, context ``Club``)."""
    return translate("Club", TIE_BREAK_LABELS.get(key, key))


def game_type_label(game_type: str) -> str:
    return {
        "tournament": translate("TournamentScreen", "Tournament games"),
        "final": translate("TournamentScreen", "Final"),
    }.get(game_type, game_type)


# --- reading the games ------------------------------------------------------------------------


@dataclass(frozen=True)
class Results:
    """What the finished games of one tournament say: the slots played and each player's totals."""

    played: frozenset[tuple[int, int]] = frozenset()  # (round, table)
    lines: tuple[ResultLine, ...] = ()


@dataclass(frozen=True)
class TournamentRead:
    """What a thread read: the tournament files, each readable one's results, the players of past
    games (offered for a new tournament)."""

    listing: list[Listed]
    results: dict[str, Results] = field(default_factory=dict)
    known: list[str] = field(default_factory=list)
    problem: str = ""


def _book(games_folder: Path, ids: set[str]) -> tuple[list[str], dict[str, Results]]:
    """The players of past games, and each tournament's results from the series book: the slots
    a finished game was played in (a slot played twice counts its last game) and the players'
    standings lines (their rating: red and black's mean)."""
    from mafia_desktop.storage.series import SeriesBook

    with SeriesBook(games_folder) as book:
        known = [str(n) for n in book.known_players()]
        results = {
            tid: Results(
                frozenset(book.tournament_slots(tid)),
                tuple(result_line(s) for s in book.standings(tournament=tid)),
            )
            for tid in sorted(ids)
        }
    return known, results


def read_all(folder: Path, games_folder: Path) -> TournamentRead:
    """The tournaments of ``folder`` and their results from the games of ``games_folder`` (on any
    thread; never raises)."""
    try:
        store = TournamentStore(folder)
        store.clear_leftovers()
        listing = store.listing()
        ids = {item.id for item in listing if item.tournament is not None}
    except Exception as exc:  # noqa: BLE001 - said on the screen, never a traceback
        return TournamentRead([], {}, [], say(getattr(exc, "message", exc)) or type(exc).__name__)
    try:
        known, results = _book(games_folder, ids)
    except StorageError as exc:
        return TournamentRead(listing, {}, [], say(exc.message))
    except Exception as exc:  # noqa: BLE001 - said on the screen, never a traceback
        return TournamentRead(listing, {}, [], str(exc) or type(exc).__name__)
    return TournamentRead(listing, results, known)


class _Signals(QObject):
    read = Signal(int, object)  # the screen's number, a TournamentRead
    made = Signal(int, object)  # the new-tournament dialog's number, a Tournament or a problem (str)


#: the one signals object every thread reports through: made on the UI thread at first use and
#: never deleted, so a thread still working when its screen closes never emits on a dead object
_SIGNALS: list[_Signals] = []


def _signals() -> _Signals:
    if not _SIGNALS:
        _SIGNALS.append(_Signals())
    return _SIGNALS[0]


def _read(folder: Path, games_folder: Path, number: int, signals: _Signals) -> None:
    signals.read.emit(number, read_all(folder, games_folder))


def _make(folder: Path, number: int, signals: _Signals, args: dict[str, Any]) -> None:
    """Seat and save a new tournament (on a plain thread: seating a big one takes seconds)."""
    try:
        t = new_tournament(id=secrets.token_hex(16), **args)
        TournamentStore(folder).save(t)
    except ClubError as exc:
        signals.made.emit(number, exc.message)
        return
    except StorageError as exc:
        signals.made.emit(number, exc.message)
        return
    except Exception as exc:  # noqa: BLE001 - said in the dialog, never a traceback
        signals.made.emit(number, str(exc) or type(exc).__name__)
        return
    signals.made.emit(number, t)


def breakable(text: str) -> str:
    """``text`` with a place to break the line in every long run of letters (a file's name of
    32 hexadecimal digits would otherwise widen the screen past its edge)."""
    out, run = [], 0
    for ch in text:
        run = 0 if ch.isspace() else run + 1
        out.append(ch)
        if run >= 16:
            out.append("\u200b")
            run = 0
    return "".join(out)


def current_round(t: Tournament, played: frozenset[tuple[int, int]]) -> int | None:
    """The first round with a slot not yet played (None: every slot is played)."""
    for number, rnd in enumerate(t.schedule.rounds, start=1):
        if any((number, table) not in played for table in range(1, len(rnd.tables) + 1)):
            return number
    return None


def schedule_view(t: Tournament, number: int) -> ScheduleView:
    """Round ``number`` of ``t`` as the second screen shows it."""
    rnd = t.schedule.rounds[number - 1]
    return ScheduleView(t.name, number, t.rounds, rnd.tables, rnd.out, t.game_type == "final")


def standing_lines(t: Tournament, results: Results) -> list[tuple[int, ResultLine]]:
    """Every player of the tournament with their totals (none yet: zeros), ranked by its tie-break
    order."""
    from mafia_desktop.engine.setup import name_key

    have = {name_key(line.name): line for line in results.lines}
    lines = [have.pop(name_key(name), ResultLine(name)) for name in t.players]
    lines += list(have.values())  # (a player renamed since: still counted)
    return [(place, cast(ResultLine, line)) for place, line in rank(lines, t.tie_break)]


# --- a new tournament ---------------------------------------------------------------------------


class NewTournamentDialog(QDialog):
    """The new tournament's choices; *Create* seats it off the UI thread and saves it; the
    dialog is accepted once it is saved (:attr:`tournament`), or says why not."""

    #: seated and saved (or refused): :attr:`tournament` or the problem shown
    finished_making = Signal()
    _numbers = iter(range(1, 1 << 62))

    def __init__(self, folder: Path, known: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        collector.keep_until_destroyed(self)
        appearance.make_readable(self)
        self.setObjectName("newTournament")
        self.setWindowTitle(self.tr("New tournament"))
        self.folder = folder
        self.tournament: Tournament | None = None
        self.making = False
        self._number = next(NewTournamentDialog._numbers)
        _signals().made.connect(self._on_made)
        outer = QVBoxLayout(self)
        page = FitPage()  # (scrolls when large text makes it taller than the screen)
        form = QVBoxLayout(page)
        form.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(page_scroll(page, "newTournamentPage"), 1)
        grid = QGridLayout()
        grid.setHorizontalSpacing(12)
        self.name_edit = QLineEdit()
        self.name_edit.setObjectName("tournamentName")
        self.name_edit.setMaxLength(160)
        grid.addWidget(form_label(self.tr("Name"), self.name_edit), 0, 0)
        grid.addWidget(self.name_edit, 0, 1, 1, 3)
        self.tables = QSpinBox()
        self.tables.setObjectName("tournamentTables")
        self.tables.setRange(1, MAX_TABLES)
        self.tables.setValue(2)
        self.rounds = QSpinBox()
        self.rounds.setObjectName("tournamentRounds")
        self.rounds.setRange(1, MAX_ROUNDS)
        self.rounds.setValue(10)
        grid.addWidget(form_label(self.tr("Tables"), self.tables), 1, 0)
        grid.addWidget(self.tables, 1, 1)
        grid.addWidget(form_label(self.tr("Rounds"), self.rounds), 1, 2)
        grid.addWidget(self.rounds, 1, 3)
        self.game_type = QComboBox()
        self.game_type.setObjectName("tournamentGameType")
        for kind in GAME_TYPES:
            self.game_type.addItem(game_type_label(kind), kind)
        grid.addWidget(form_label(self.tr("Game type"), self.game_type), 2, 0)
        grid.addWidget(self.game_type, 2, 1, 1, 3)
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(3, 1)
        form.addLayout(grid)
        columns = QHBoxLayout()
        # the players: typed one a line, or ticked from the players of past games
        players = QVBoxLayout()
        self.players_edit = QPlainTextEdit()
        self.players_edit.setObjectName("tournamentPlayers")
        self.players_edit.setPlaceholderText(self.tr("One name a line"))
        self.players_edit.textChanged.connect(self._on_players_changed)
        self.count_label = TextLabel()
        self.count_label.setObjectName("tournamentCount")
        players.addWidget(form_label(self.tr("Players, one a line"), self.players_edit))
        players.addWidget(self.players_edit, 1)
        players.addWidget(self.count_label)
        self.known_list = QListWidget()
        self.known_list.setObjectName("tournamentKnown")
        for name in known:
            item = QListWidgetItem(name)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.known_list.addItem(item)
        self.add_known = WrapButton(self.tr("Add the ticked players"))
        self.add_known.setObjectName("tournamentAddKnown")
        appearance.set_tier(self.add_known, "secondary")
        self.add_known.clicked.connect(self._on_add_known_clicked)
        known_box = QVBoxLayout()
        known_box.addWidget(form_label(self.tr("Players of past games"), self.known_list))
        known_box.addWidget(self.known_list, 1)
        known_box.addWidget(self.add_known)
        self.known_list.setVisible(bool(known))
        self.add_known.setVisible(bool(known))
        columns.addLayout(players, 3)
        if known:
            columns.addLayout(known_box, 2)
        # the pairs to keep apart, and the tie-break order
        side = QVBoxLayout()
        pair_row = QHBoxLayout()
        self.apart_a, self.apart_b = QComboBox(), QComboBox()
        self.apart_a.setObjectName("apartFirst")
        self.apart_b.setObjectName("apartSecond")
        self.apart_a.setAccessibleName(self.tr("First of the pair"))
        self.apart_b.setAccessibleName(self.tr("Second of the pair"))
        for box in (self.apart_a, self.apart_b):
            box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            box.setMinimumContentsLength(8)
            pair_row.addWidget(box, 1)
        self.apart_add = WrapButton(self.tr("Keep apart"))
        self.apart_add.setObjectName("apartAdd")
        appearance.set_tier(self.apart_add, "secondary")
        self.apart_add.clicked.connect(self._on_apart_add_clicked)
        self.apart_list = QListWidget()
        self.apart_list.setObjectName("apartList")
        self.apart_remove = WrapButton(self.tr("Remove the pair"))
        self.apart_remove.setObjectName("apartRemove")
        appearance.set_tier(self.apart_remove, "secondary")
        self.apart_remove.clicked.connect(self._on_apart_remove_clicked)
        side.addWidget(TextLabel(self.tr("Pairs to keep apart")))
        side.addLayout(pair_row)
        buttons = QHBoxLayout()
        buttons.addWidget(self.apart_add)
        buttons.addWidget(self.apart_remove)
        side.addLayout(buttons)
        side.addWidget(self.apart_list, 1)
        self.tie_list = QListWidget()
        self.tie_list.setObjectName("tieBreaks")
        self.tie_list.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        for key in DEFAULT_TIE_BREAK:
            item = QListWidgetItem(tie_break_label(key))
            item.setData(Qt.ItemDataRole.UserRole, key)
            self.tie_list.addItem(item)
        self.tie_list.setCurrentRow(0)
        self.tie_up = WrapButton(self.tr("Up"))
        self.tie_up.setObjectName("tieUp")
        self.tie_down = WrapButton(self.tr("Down"))
        self.tie_down.setObjectName("tieDown")
        for button, step in ((self.tie_up, -1), (self.tie_down, 1)):
            appearance.set_tier(button, "secondary")
            button.clicked.connect(lambda _=False, step=step: self.move_tie_break(step))
        side.addWidget(form_label(self.tr("Tie-break order (first decides first)"), self.tie_list))
        side.addWidget(self.tie_list, 1)
        moves = QHBoxLayout()
        moves.addWidget(self.tie_up)
        moves.addWidget(self.tie_down)
        side.addLayout(moves)
        columns.addLayout(side, 3)
        form.addLayout(columns, 1)
        for each in (self.players_edit, self.known_list, self.apart_list, self.tie_list):
            each.setMinimumHeight(4 * each.fontMetrics().lineSpacing())
        for label in page.findChildren(TextLabel):
            label.setWordWrap(True)
        self.problem = TextLabel()
        self.problem.setObjectName("tournamentProblem")
        self.problem.setWordWrap(True)
        self.problem.hide()
        outer.addWidget(self.problem)
        row = QHBoxLayout()
        row.addStretch(1)
        self.create_button = WrapButton(self.tr("Create and seat"))
        self.create_button.setObjectName("tournamentCreate")
        appearance.set_tier(self.create_button, "primary")
        self.create_button.clicked.connect(self.make)
        cancel = WrapButton(self.tr("Cancel"))
        cancel.setObjectName("tournamentCancel")
        appearance.set_tier(cancel, "secondary")
        cancel.clicked.connect(self.reject)
        row.addWidget(self.create_button)
        row.addWidget(cancel)
        outer.addLayout(row)
        self._on_players_changed()
        self.resize(900, 600)

    # --- the choices --------------------------------------------------------------------------

    def players(self) -> list[str]:
        """The names typed, one a line (blank lines left out)."""
        return [line.strip() for line in self.players_edit.toPlainText().splitlines() if line.strip()]

    def pairs(self) -> list[tuple[str, str]]:
        out = []
        for i in range(self.apart_list.count()):
            pair = self.apart_list.item(i).data(Qt.ItemDataRole.UserRole)
            out.append((str(pair[0]), str(pair[1])))
        return out

    def tie_break(self) -> list[str]:
        return [
            str(self.tie_list.item(i).data(Qt.ItemDataRole.UserRole)) for i in range(self.tie_list.count())
        ]

    def move_tie_break(self, step: int) -> None:
        """The chosen tie-break up (-1) or down (1) the order."""
        row = self.tie_list.currentRow()
        to = row + step
        if row < 0 or not 0 <= to < self.tie_list.count():
            return
        item = self.tie_list.takeItem(row)
        self.tie_list.insertItem(to, item)
        self.tie_list.setCurrentRow(to)

    def add_pair(self, a: str, b: str) -> None:
        if a == b or not a or not b or (a, b) in self.pairs() or (b, a) in self.pairs():
            return
        item = QListWidgetItem(f"{a} — {b}")
        item.setData(Qt.ItemDataRole.UserRole, [a, b])
        self.apart_list.addItem(item)

    def _on_players_changed(self) -> None:
        names = self.players()
        self.count_label.setText(self.tr("Players: %1").replace("%1", phrases.number(len(names))))
        for box in (self.apart_a, self.apart_b):
            chosen = box.currentText()
            box.blockSignals(True)
            box.clear()
            box.addItems(names)
            if chosen in names:
                box.setCurrentText(chosen)
            box.blockSignals(False)

    def _on_add_known_clicked(self) -> None:
        have = set(self.players())
        ticked = []
        for i in range(self.known_list.count()):
            item = self.known_list.item(i)
            if item.checkState() == Qt.CheckState.Checked and item.text() not in have:
                ticked.append(item.text())
                item.setCheckState(Qt.CheckState.Unchecked)
        if ticked:
            text = self.players_edit.toPlainText().rstrip("\n")
            self.players_edit.setPlainText("\n".join([text, *ticked] if text else ticked))

    def _on_apart_add_clicked(self) -> None:
        self.add_pair(self.apart_a.currentText(), self.apart_b.currentText())

    def _on_apart_remove_clicked(self) -> None:
        row = self.apart_list.currentRow()
        if row >= 0:
            self.apart_list.takeItem(row)

    # --- making it ----------------------------------------------------------------------------

    def choices(self) -> dict[str, Any]:
        """What :func:`~mafia_desktop.club.tournament.new_tournament` is given."""
        return {
            "name": self.name_edit.text(),
            "players": self.players(),
            "tables": self.tables.value(),
            "rounds": self.rounds.value(),
            "keep_apart": self.pairs(),
            "seed": secrets.randbits(62),
            "game_type": str(self.game_type.currentData()),
            "tie_break": self.tie_break(),
        }

    def make(self) -> None:
        """Seat the tournament on a plain thread, then save it; :attr:`finished_making` says when."""
        if self.making:
            return
        self.making = True
        self.say(self.tr("Seating the players…"))
        self.create_button.setEnabled(False)
        args = (self.folder, self._number, _signals(), self.choices())
        threading.Thread(target=_make, args=args, name="tournament-seat", daemon=True).start()

    def _on_made(self, number: int, made: object) -> None:
        if number != self._number:
            return
        self.making = False
        self.create_button.setEnabled(True)
        if isinstance(made, Tournament):
            self.tournament = made
            self.say("")
            self.finished_making.emit()
            self.accept()
            return
        self.say(say(made))
        self.finished_making.emit()

    def say(self, text: str) -> None:
        """The line above the buttons: what is being done, or why the tournament was refused."""
        self.problem.setText(text)
        self.problem.setVisible(bool(text))


# --- the screen -------------------------------------------------------------------------------


class TournamentScreen(QDialog):
    """The tournaments kept in ``folder`` (the app's own when None) and their results from the
    games in ``games_folder`` (see the module's docstring)."""

    #: the tournaments and the games were read, and the screen filled
    loaded = Signal()
    #: *Start this game*: the tournament, the round and the table (1-based)
    start_requested = Signal(object, int, int)
    _numbers = iter(range(1, 1 << 62))

    def __init__(
        self,
        folder: Path | None = None,
        games_folder: Path | None = None,
        parent: QWidget | None = None,
        tv: Any = None,
    ) -> None:
        super().__init__(parent)
        collector.keep_until_destroyed(self)
        appearance.make_readable(self)
        self.setObjectName("tournamentScreen")
        self.setWindowTitle(self.tr("Tournaments"))
        if games_folder is None:
            from mafia_desktop.storage.games import default_folder

            games_folder = default_folder()
        if folder is None:
            folder = Path(games_folder).parent / FOLDER  # beside the games
        self.folder, self.games_folder = Path(folder), Path(games_folder)
        self.tv = tv  # the window's second screen (show_schedule / hide_schedule), or None
        self.night = False
        self.last_read: TournamentRead | None = None
        self._number = next(TournamentScreen._numbers)
        self._reading = 0
        self._new: NewTournamentDialog | None = None
        _signals().read.connect(self._on_read)
        outer = QVBoxLayout(self)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.setChildrenCollapsible(False)
        outer.addWidget(split, 1)
        # the list
        left = QWidget()
        left_box = QVBoxLayout(left)
        left_box.setContentsMargins(0, 0, 0, 0)
        self.listing = QListWidget()
        self.listing.setObjectName("tournamentList")
        self.listing.setWordWrap(True)
        self.listing.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.listing.setResizeMode(QListView.ResizeMode.Adjust)
        self.listing.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.listing.setAccessibleName(self.tr("Tournaments"))
        self.listing.currentRowChanged.connect(self._show_chosen)
        left_box.addWidget(self.listing, 1)
        self.new_button = WrapButton(self.tr("New tournament…"))
        self.new_button.setObjectName("tournamentNew")
        appearance.set_tier(self.new_button, "primary")
        self.new_button.clicked.connect(self.new_tournament)
        self.delete_button = WrapButton(self.tr("Delete…"))
        self.delete_button.setObjectName("tournamentDelete")
        appearance.set_tier(self.delete_button, "secondary")
        self.delete_button.clicked.connect(self._on_delete_clicked)
        left_box.addWidget(self.new_button)
        left_box.addWidget(self.delete_button)
        split.addWidget(left)
        # the chosen tournament
        right = QWidget()
        right_box = QVBoxLayout(right)
        right_box.setContentsMargins(0, 0, 0, 0)
        self.title = TextLabel()
        self.title.setObjectName("tournamentTitle")
        self.title.setFont(type_scale.font("step", self.title.font(), bold=True))
        self.title.setWordWrap(True)
        self.facts = TextLabel()
        self.facts.setObjectName("tournamentFacts")
        self.facts.setWordWrap(True)
        right_box.addWidget(self.title)
        right_box.addWidget(self.facts)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("tournamentTabs")
        self.tabs.setAccessibleName(self.tr("The schedule and the standings"))
        self.grid = QTableWidget(0, 0)
        self.grid.setObjectName("scheduleGrid")
        self.grid.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.grid.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.grid.setWordWrap(False)
        self.grid.setTextElideMode(Qt.TextElideMode.ElideNone)
        # The tables' columns as wide as each other (the widest names'), the rows as tall as
        # their seats; the grid scrolls where they take more room than there is.
        self.grid.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.grid.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.grid.setAccessibleName(self.tr("Schedule"))
        self.grid.currentCellChanged.connect(lambda *_: self._enable())
        self.tabs.addTab(self.grid, self.tr("Schedule"))
        standings = QWidget()
        standings_box = QVBoxLayout(standings)
        self.order_label = TextLabel()
        self.order_label.setObjectName("tieBreakOrder")
        self.order_label.setWordWrap(True)
        standings_box.addWidget(self.order_label)
        self.standings = QTableWidget(0, 7)
        self.standings.setObjectName("tournamentStandings")
        self.standings.setHorizontalHeaderLabels(
            [
                self.tr("Place"),
                self.tr("Name"),
                self.tr("Points"),
                self.tr("Wins"),
                self.tr("Best-move points"),
                self.tr("Fouls"),
                self.tr("Rating"),
            ]
        )
        self.standings.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.standings.verticalHeader().setVisible(False)
        self.standings.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.standings.horizontalHeader().setStretchLastSection(True)
        self.standings.setAccessibleName(self.tr("Standings"))
        standings_box.addWidget(self.standings, 1)
        self.tabs.addTab(standings, self.tr("Standings"))
        right_box.addWidget(self.tabs, 1)
        actions = QHBoxLayout()
        self.start_button = WrapButton(self.tr("Start this game"))
        self.start_button.setObjectName("tournamentStart")
        appearance.set_tier(self.start_button, "primary")
        self.start_button.clicked.connect(self._on_start_clicked)
        self.print_button = WrapButton(self.tr("Print schedule…"))
        self.print_button.setObjectName("tournamentPrint")
        appearance.set_tier(self.print_button, "secondary")
        self.print_button.clicked.connect(self._on_print_clicked)
        actions.addWidget(self.start_button)
        actions.addWidget(self.print_button)
        actions.addStretch(1)
        right_box.addLayout(actions)
        split.addWidget(right)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 3)
        split.setSizes([260, 900])
        self.status = TextLabel(self.tr("Reading the tournaments…"))
        self.status.setObjectName("tournamentStatus")
        self.status.setWordWrap(True)
        row = QHBoxLayout()
        row.addWidget(self.status, 1)
        row.addStretch(0)
        close = WrapButton(self.tr("Close"))
        close.setObjectName("tournamentClose")
        appearance.set_tier(close, "secondary")
        close.clicked.connect(self.reject)
        close.setSizePolicy(QSizePolicy.Policy.Maximum, close.sizePolicy().verticalPolicy())
        row.addWidget(close)
        outer.addLayout(row)
        self._enable()
        self.resize(1100, 680)
        self.refresh()

    # --- reading ------------------------------------------------------------------------------

    @property
    def pending(self) -> bool:
        return self._reading > 0

    def refresh(self) -> None:
        """Read the tournaments and the games again (off the UI thread); :attr:`loaded` says when."""
        self._reading += 1
        self._enable()
        args = (self.folder, self.games_folder, self._number, _signals())
        threading.Thread(target=_read, args=args, name="tournament-read", daemon=True).start()

    def _on_read(self, number: int, result: object) -> None:
        if number != self._number or not isinstance(result, TournamentRead):
            return
        self._reading = max(0, self._reading - 1)
        if self._reading:
            return
        chosen = self.chosen_id()
        self.last_read = result
        self.listing.blockSignals(True)
        try:
            self.listing.clear()
            for item in result.listing:
                if item.tournament is not None:
                    row = QListWidgetItem(item.tournament.name)
                else:  # (the file's name and why: on the right, when it is chosen)
                    row = QListWidgetItem("⚠ " + self.tr("A file that cannot be read"))
                    row.setForeground(QBrush(QColor("#a3261e")))
                    row.setToolTip(breakable(say(item.problem)))
                row.setData(Qt.ItemDataRole.UserRole, item.id)
                self.listing.addItem(row)
            ids = [item.id for item in result.listing]
            self.listing.setCurrentRow(ids.index(chosen) if chosen in ids else (0 if ids else -1))
        finally:
            self.listing.blockSignals(False)
        self._show_chosen()
        if result.problem:
            self.set_status(result.problem)
        elif not result.listing:
            self.set_status(self.tr("No tournament yet: New tournament… seats one."))
        else:
            self.set_status("")
        self.loaded.emit()

    def set_status(self, text: str) -> None:
        """The line under the tournament (hidden while there is nothing to say)."""
        self.status.setText(text)
        self.status.setVisible(bool(text))

    # --- what is shown ------------------------------------------------------------------------

    def chosen_id(self) -> str | None:
        item = self.listing.currentItem()
        data = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        return data if isinstance(data, str) else None

    def chosen(self) -> Tournament | None:
        """The tournament chosen in the list (None: none, or one whose file cannot be read)."""
        tid = self.chosen_id()
        if self.last_read is None or tid is None:
            return None
        return next((i.tournament for i in self.last_read.listing if i.id == tid), None)

    def results(self) -> Results:
        t = self.chosen()
        if t is None or self.last_read is None:
            return Results()
        return self.last_read.results.get(t.id, Results())

    def is_played(self, round: int, table: int) -> bool:
        return (round, table) in self.results().played

    def chosen_slot(self) -> tuple[int, int] | None:
        """The slot chosen in the grid: (round, table), 1-based."""
        t = self.chosen()
        row, column = self.grid.currentRow(), self.grid.currentColumn()
        if t is None or row < 0 or not 0 <= column < len(t.schedule.rounds[row].tables):
            return None
        return row + 1, column + 1

    def _show_chosen(self, *_: object) -> None:
        t = self.chosen()
        self.grid.clear()
        self.standings.setRowCount(0)
        if t is None:
            self.grid.setRowCount(0)
            self.grid.setColumnCount(0)
            tid = self.chosen_id()
            listed = (
                next((i for i in self.last_read.listing if i.id == tid), None) if self.last_read else None
            )
            self.title.setText(breakable(listed.path.name) if listed is not None else "")
            self.facts.setText(
                breakable(say(listed.problem)) if listed is not None and listed.problem else ""
            )
            self.order_label.setText("")
            self._show_on_tv(None)
            self._enable()
            return
        results = self.results()
        self.title.setText(t.name)
        facts = (
            self.tr("Players: %1; tables: %2; rounds: %3; played: %4 of %5")
            .replace("%1", phrases.number(len(t.players)))
            .replace("%2", phrases.number(t.tables))
            .replace("%3", phrases.number(t.rounds))
            .replace("%4", phrases.number(len(results.played)))
            .replace("%5", phrases.number(sum(len(r.tables) for r in t.schedule.rounds)))
        )
        if t.game_type == "final":
            facts = f"{game_type_label('final')} · {facts}"
        self.facts.setText(facts)
        sits = any(r.out for r in t.schedule.rounds)
        self.grid.setRowCount(t.rounds)
        self.grid.setColumnCount(t.tables + (1 if sits else 0))
        heads = [self.tr("Table %1").replace("%1", phrases.number(k)) for k in range(1, t.tables + 1)]
        if sits:
            heads.append(self.tr("Sitting out"))
        self.grid.setHorizontalHeaderLabels(heads)
        self.grid.setVerticalHeaderLabels(
            [self.tr("Round %1").replace("%1", phrases.number(r)) for r in range(1, t.rounds + 1)]
        )
        done = QBrush(QColor("#d8ead2") if not self.night else QColor("#23331f"))
        for r, rnd in enumerate(t.schedule.rounds, start=1):
            for k, names in enumerate(rnd.tables, start=1):
                self.grid.setItem(r - 1, k - 1, self._slot_item(names, (r, k) in results.played, done))
            if sits:
                self.grid.setItem(r - 1, t.tables, QTableWidgetItem("\n".join(rnd.out)))
        self.grid.resizeColumnsToContents()
        widest = max((self.grid.columnWidth(c) for c in range(self.grid.columnCount())), default=0)
        for c in range(self.grid.columnCount()):
            self.grid.setColumnWidth(c, widest)
        now = current_round(t, results.played)
        if now is not None:
            first = next(k for k in range(1, t.tables + 1) if (now, k) not in results.played)
            self.grid.setCurrentCell(now - 1, first - 1)
        order = phrases.joined([tie_break_label(key) for key in t.tie_break])
        self.order_label.setText(self.tr("Ranked by: %1").replace("%1", order))
        self._fill_standings(t, results)
        self._show_on_tv(t)
        self._enable()

    def _slot_item(self, names: tuple[str, ...], played: bool, done: QBrush) -> QTableWidgetItem:
        lines = [phrases.numbered(seat, name) for seat, name in enumerate(names, start=1)]
        if played:
            lines.insert(0, "✓ " + self.tr("Played"))
        item = QTableWidgetItem("\n".join(lines))
        item.setTextAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        if played:
            item.setBackground(done)
        return item

    def slot_text(self, round: int, table: int) -> str:
        """The grid's cell of a slot, as shown."""
        item = self.grid.item(round - 1, table - 1)
        return item.text() if item is not None else ""

    def _fill_standings(self, t: Tournament, results: Results) -> None:
        ranked = standing_lines(t, results)
        self.standings.setRowCount(len(ranked))
        for r, (place, line) in enumerate(ranked):
            rating = "" if line.rating is None else phrases.decimal(float(line.rating), 0)
            cells = [
                phrases.number(place),
                line.name,
                phrases.points_text(line.points),
                phrases.number(line.wins),
                phrases.points_text(line.best_move_points),
                phrases.number(line.fouls),
                rating,
            ]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                align = Qt.AlignmentFlag.AlignLeft if c == 1 else Qt.AlignmentFlag.AlignRight
                item.setTextAlignment(align | Qt.AlignmentFlag.AlignVCenter)
                self.standings.setItem(r, c, item)

    def standing_rows(self) -> list[list[str]]:
        """The standings as shown, a list of cells a row."""
        table = self.standings
        return [
            [(table.item(r, c) or QTableWidgetItem()).text() for c in range(table.columnCount())]
            for r in range(table.rowCount())
        ]

    def _enable(self) -> None:
        t = self.chosen()
        self.start_button.setEnabled(t is not None and self.chosen_slot() is not None and not self.pending)
        self.print_button.setEnabled(t is not None)
        self.delete_button.setEnabled(self.chosen_id() is not None)
        self.new_button.setEnabled(self._new is None)

    # --- the second screen ------------------------------------------------------------------------

    def tv_view(self) -> ScheduleView | None:
        """What the second screen shows now: the chosen tournament's current round."""
        t = self.chosen()
        if t is None:
            return None
        now = current_round(t, self.results().played)
        return schedule_view(t, now) if now is not None else None

    def _show_on_tv(self, t: Tournament | None) -> None:
        if self.tv is None:
            return
        view = self.tv_view() if t is not None else None
        if view is None:
            self.tv.hide_schedule()
        else:
            self.tv.show_schedule(view)

    def done(self, result: int) -> None:
        if self.tv is not None:
            self.tv.hide_schedule()
        super().done(result)

    # --- new, delete, start, print ------------------------------------------------------------

    def new_tournament(self) -> NewTournamentDialog:
        """*New tournament…*: the dialog (open, not modal to the rest); once it has saved one, the
        list is read again and the new tournament chosen."""
        known = self.last_read.known if self.last_read is not None else []
        dialog = NewTournamentDialog(self.folder, known, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        if self.night:
            dialog.setPalette(self.palette())
        self._new = dialog
        dialog.accepted.connect(lambda: self._on_new_made(dialog))
        dialog.finished.connect(self._on_new_finished)
        dialog.open()
        self._enable()
        return dialog

    def _on_new_made(self, dialog: NewTournamentDialog) -> None:
        t = dialog.tournament
        if t is None:
            return
        self.set_status(self.tr("Saved %1").replace("%1", t.name))
        self._select_after_read = t.id
        self.loaded.connect(self._select_new)
        self.refresh()

    def _select_new(self) -> None:
        self.loaded.disconnect(self._select_new)
        tid = getattr(self, "_select_after_read", None)
        for i in range(self.listing.count()):
            if self.listing.item(i).data(Qt.ItemDataRole.UserRole) == tid:
                self.listing.setCurrentRow(i)
                break

    def _on_new_finished(self, *_: object) -> None:
        self._new = None
        self._enable()

    def _on_delete_clicked(self) -> None:
        tid = self.chosen_id()
        if tid is None:
            return
        t = self.chosen()
        name = t.name if t is not None else tid
        question = self.tr("Delete the tournament %1? Its games stay.").replace("%1", name)
        if not self.ask(question):
            return
        self.delete(tid)

    def ask(self, question: str) -> bool:
        """Yes or No (tests answer it instead)."""
        return ask_yes_no(self, self.tr("Tournaments"), question, default_yes=False)

    def delete(self, tid: str) -> bool:
        """Delete the tournament's file (its games stay); a failure is said."""
        try:
            TournamentStore(self.folder).delete(tid)
        except StorageError as exc:
            warn(self, self.tr("Tournaments"), say(exc.message))
            return False
        self.refresh()
        return True

    def _on_start_clicked(self) -> None:
        t, slot = self.chosen(), self.chosen_slot()
        if t is None or slot is None:
            return
        self.start_requested.emit(t, slot[0], slot[1])

    def document(self, paper: str | None = None, lang: str | None = None) -> Any:
        """The chosen tournament's schedule, printable: the overview, then a sheet a slot."""
        from mafia_desktop.printing.schedule import schedule_document

        t = self.chosen()
        assert t is not None
        if paper is None:
            from mafia_desktop.ui.dialogs.print_dialog import locale_paper

            paper = locale_paper()
        return schedule_document(t, paper, lang or appearance.current().lang)

    def _on_print_clicked(self) -> None:
        from mafia_desktop.ui.dialogs.print_dialog import preview_and_print

        if self.chosen() is None:
            return

        def failed() -> None:
            self.set_status(self.tr("The printer did not start; nothing was printed."))

        preview_and_print(self, self.document(), self.night, failed)


def open_tournaments(
    parent: QWidget | None, start: Callable[[Tournament, int, int], None] | None = None
) -> TournamentScreen:
    """Open the tournaments screen over ``parent`` (the main window: its folder of games, its
    second screen, its night colours; *Start this game* goes to its ``start_tournament_game``, or
    to ``start``); it goes when closed, and when a game is started from it."""
    from mafia_desktop.ui.dialogs.series_screen import _at_night

    store = getattr(parent, "store", None)
    games = store.folder if store is not None else None
    screen = TournamentScreen(None, games, parent, tv=getattr(parent, "tv", None))
    if _at_night(parent):
        from mafia_desktop.ui.theme.colours import darken

        darken(cast(Any, parent), screen)
        screen.night = True
    begin = start or getattr(parent, "start_tournament_game", None)

    def started(t: object, round: int, table: int) -> None:
        screen.accept()
        if begin is not None:
            begin(cast(Tournament, t), round, table)

    screen.start_requested.connect(started)
    screen.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    screen.open()
    return screen
