"""The home screen: new game, continue, open, print, the series' standings, the tournaments; the rule sets at a
glance; and the search of the saved games for the one to continue.

Owns :class:`HomeScreen` and its paper :class:`Card` (in the colours of
:mod:`~mafia_desktop.ui.theme.colours`), :class:`ResumeFinder`, which reads the saved games off
the UI thread for "Continue the game of 21:34, day 3?" (:func:`resume_text`), and
:class:`KnownPlayers`, which reads the players of past games off the UI thread for set-up.

Colours and fonts are set through palettes and fonts rather than a style sheet, and nothing here
touches the big ``Qt`` namespace: both cost a noticeable part of the start-up budget (see
benchmarks/run.py). The home paints before any module of the table is imported.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QPushButton, QScrollArea, QVBoxLayout, QWidget

from mafia_desktop import phrases, rules_summary
from mafia_desktop.engine.rules import PRESET_IDS, PRESETS, recommended_counts
from mafia_desktop.ui.common.widgets import FlipRow, TextBlock, TextLabel, page_scroll
from mafia_desktop.ui.theme import appearance, type_scale
from mafia_desktop.ui.theme.colours import colour

if TYPE_CHECKING:
    from pathlib import Path

    from mafia_desktop.storage.games import GameInfo, GameStore


def _label(text: str, step: str, ink: str, *, bold: bool | None = None, italic: bool = False) -> QLabel:
    """A label in the type scale's ``step`` (scaled with the user's text size)."""
    label = TextLabel(text)
    font = type_scale.font(step, label.font(), bold=bold)
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
    series_requested = Signal()  # opens the series screen over the window (see _on_series_requested)
    tournaments_requested = Signal()  # opens the tournaments screen over the window

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
        self.series_requested.connect(self._on_series_requested)
        self.tournaments_requested.connect(self._on_tournaments_requested)

    def _on_series_requested(self) -> None:
        from mafia_desktop.ui.dialogs.series_screen import open_series

        open_series(self.window())

    def _on_tournaments_requested(self) -> None:
        from mafia_desktop.ui.dialogs.tournament_screen import open_tournaments

        open_tournaments(self.window())

    def finish(self) -> None:
        """What waits for the first paint: the first use of Qt's enums costs ~11 ms."""
        page_scroll(self.scroll_area.takeWidget(), "homeScroll", self.scroll_area)

    def set_can_continue(self, can: bool) -> None:
        """Continue offered, or not. Offered, it is what Enter does and has the focus: after a
        crash, the game to go back to. Its place is kept while it is not shown (it comes a moment
        after the window, once the saved games are read): nothing moves when it comes."""
        self.continue_button.setVisible(can)
        self.continue_button.setDefault(can)
        self.new_button.setDefault(not can)
        if can and self.isVisible():
            self.continue_button.setFocus()

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
        layout.addWidget(_label(self.tr("Mafia Desktop"), "heading", "title"))
        layout.addWidget(
            _label(
                self.tr("The party game Mafia around one laptop: four rule sets, one table."),
                "dialog",
                "soft",
            )
        )
        layout.addSpacing(8)
        self.notice = _label("", "dialog", "accent", bold=True)
        self.notice.setWordWrap(True)
        self.notice.hide()
        layout.addWidget(self.notice)
        self.new_button = QPushButton(self.tr("New game"))
        self.new_button.setObjectName("homeNewGame")
        self.continue_button = QPushButton(self.tr("Continue the game"))
        self.continue_button.setObjectName("homeContinue")
        policy = self.continue_button.sizePolicy()
        policy.setRetainSizeWhenHidden(True)  # (its place is kept: see set_can_continue)
        self.continue_button.setSizePolicy(policy)
        self.continue_button.hide()
        self.open_button = QPushButton(self.tr("Open a game record…"))
        self.open_button.setObjectName("homeOpen")
        self.print_button = QPushButton(self.tr("Print cards…"))
        self.print_button.setObjectName("homePrint")
        self.series_button = QPushButton(self.tr("Series standings…"))
        self.series_button.setObjectName("homeSeries")
        self.tournaments_button = QPushButton(self.tr("Tournaments…"))
        self.tournaments_button.setObjectName("homeTournaments")
        for button, signal in (
            (self.new_button, self.new_game_requested),
            (self.continue_button, self.continue_requested),
            (self.open_button, self.open_requested),
            (self.print_button, self.print_requested),
            (self.series_button, self.series_requested),
            (self.tournaments_button, self.tournaments_requested),
        ):
            button.setFont(type_scale.font("button", button.font()))
            button.setMinimumHeight(48)
            appearance.set_tier(
                button, "primary" if button in (self.new_button, self.continue_button) else "secondary"
            )
            button.clicked.connect(signal)
        # Continue last: it comes a moment after the window, and what is there already stays put.
        buttons = (self.new_button, self.open_button, self.print_button, self.continue_button)
        # One row, or one above the other if long words or large text do not fit across; the
        # club's standings and tournaments on a row of their own below, which Continue's name
        # (a player's, of any length) never pushes into a column.
        layout.addWidget(FlipRow(*((b, 0) for b in buttons), (QWidget(), 1), spacing=12))
        club = (self.series_button, self.tournaments_button)
        layout.addWidget(FlipRow(*((b, 0) for b in club), (QWidget(), 1), spacing=12))
        layout.addSpacing(12)
        layout.addWidget(_label(self.tr("The rule sets"), "step", "title"))
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
        roles = phrases.joined(
            [f"{phrases.number(n)} × {phrases.role_name(rules, role, n)}" for role, n in deal.items() if n]
        )
        if rules.min_players == rules.max_players:
            players = self.tr("exactly %1 players").replace("%1", phrases.number(rules.min_players))
        else:
            players = (
                self.tr("%1 to %2 players")
                .replace("%1", phrases.number(rules.min_players))
                .replace("%2", phrases.number(rules.max_players))
            )
        rows = [
            (self.tr("Players"), players),
            (self.tr("Deal for %1").replace("%1", phrases.number(table)), roles),
            (self.tr("Day"), rules_summary.day_summary(rules)),
            (self.tr("Night"), rules_summary.night_summary(rules)),
            (self.tr("Winning"), rules_summary.end_summary(rules)),
        ]

        # The whole card is one document, laid out once per width (a label per line costs several
        # times as much at start-up).
        def para(text: str, step: str, ink: str, style: str = "", gap: int = 6) -> str:
            return (
                f'<p style="margin:0 0 {gap}px 0; font-size:{type_scale.px(step)}px;'
                f' color:{colour(ink).name()};{style}">{text}</p>'
            )

        accent = colour("accent").name()
        body = para(html_escape(phrases.preset_name(preset)), "button", "title", " font-weight:bold;")
        body += para(html_escape(phrases.preset_origin(preset)), "least", "soft", " font-style:italic;")
        body += "".join(
            para(f'<b style="color:{accent}">{html_escape(head)}</b><br>{html_escape(text)}', "dialog", "ink")
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


def html_escape(text: str) -> str:
    """Text for HTML (the ``html`` module's import alone costs more than the whole card)."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


class _ResumeSignals(QObject):
    found = Signal(int, object)  # the finder's number, GameInfo | None


#: the one signals object every scan reports through: made on the UI thread at the first search
#: and never deleted, so a scan still reading when its window goes never emits on a dead object
#: (Qt drops a queued report to a finder that is gone)
_SIGNALS: list[_ResumeSignals] = []


def _signals() -> _ResumeSignals:
    if not _SIGNALS:
        _SIGNALS.append(_ResumeSignals())
    return _SIGNALS[0]


def _scan(store: GameStore, finder: int, signals: _ResumeSignals) -> None:
    """Find the newest unfinished game off the UI thread, then report back (queued to the UI
    thread, where the signals object lives). A plain thread, not a pool job: a Qt runnable is
    deleted by the pool on its thread and must be kept alive from Python until it returns, which
    no report can tell."""
    try:
        info = store.newest_unfinished()
    except Exception:  # noqa: BLE001 - a folder that cannot be read offers nothing
        info = None
    signals.found.emit(finder, info)


class ResumeFinder(QObject):
    """Finds the newest unfinished game on disk, on a pool thread: start-up never waits on how
    many saved games there are or how long they take to read."""

    #: a search ended: the newest unfinished game (a GameInfo), or None
    found = Signal(object)
    _numbers = iter(range(1, 1 << 62))

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._running = 0
        self._number = next(ResumeFinder._numbers)
        _signals().found.connect(self._on_scan_found)

    @property
    def pending(self) -> bool:
        """The saved games are being read."""
        return self._running > 0

    def start(self, store: GameStore) -> None:
        import threading

        self._running += 1
        worker = threading.Thread(
            target=_scan, args=(store, self._number, _signals()), name="resume-scan", daemon=True
        )
        worker.start()

    def _on_scan_found(self, finder: int, info: object) -> None:
        if finder != self._number:
            return  # another window's search
        self._running = max(0, self._running - 1)
        self.found.emit(info)


class _KnownSignals(QObject):
    found = Signal(int, object)  # the reader's number, list[str]


#: the one signals object every reading of past players reports through (see _SIGNALS)
_KNOWN_SIGNALS: list[_KnownSignals] = []


def _read_known(games_folder: Path, reader: int, signals: _KnownSignals) -> None:
    """The players of past games from the series book (synced first), off the UI thread; none
    when it cannot be read."""
    try:
        from mafia_desktop.storage.series import SeriesBook

        book = SeriesBook(games_folder)
        try:
            names = [str(name) for name in book.known_players()]
        finally:
            book.close()
    except Exception:  # noqa: BLE001 - a book that cannot be read offers nobody
        names = []
    signals.found.emit(reader, names)


class KnownPlayers(QObject):
    """The players of past games, most recent first, read on a plain thread each time set-up
    asks (:meth:`start`); :meth:`names` is what the last reading found (the set-up's provider)."""

    _numbers = iter(range(1, 1 << 62))

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._names: list[str] = []
        self._running = False
        self._number = next(KnownPlayers._numbers)
        if not _KNOWN_SIGNALS:
            _KNOWN_SIGNALS.append(_KnownSignals())
        _KNOWN_SIGNALS[0].found.connect(self._on_read)

    def names(self) -> list[str]:
        return list(self._names)

    def start(self, games_folder: Path) -> None:
        """Read the players again (the games finished since), unless a reading is under way."""
        import threading

        if self._running:
            return
        self._running = True
        args = (games_folder, self._number, _KNOWN_SIGNALS[0])
        threading.Thread(target=_read_known, args=args, name="known-players", daemon=True).start()

    def _on_read(self, reader: int, names: object) -> None:
        if reader == self._number:
            self._running = False
            self._names = list(names) if isinstance(names, list) else []


def resume_text(info: GameInfo) -> str:
    """ "Continue the game of 21:34 (day 3)" (with the date when it was not today)."""
    when = time.localtime(info.modified)
    today = time.localtime()
    from PySide6.QtCore import QDateTime

    moment = QDateTime.fromSecsSinceEpoch(int(info.modified))
    locale = phrases.locale()  # the app's language (its month names), not the system's
    clock = locale.toString(moment, "HH:mm")
    if (when.tm_year, when.tm_yday) != (today.tm_year, today.tm_yday):
        clock = locale.toString(moment, "d MMM, HH:mm")
    phase = phrases.phase_banner(info.phase, info.number, "", info.preset).lower()
    return (
        QCoreApplication.translate("MainWindow", "Continue the game of %1 (%2)")
        .replace("%1", clock)
        .replace("%2", phase)
    )
