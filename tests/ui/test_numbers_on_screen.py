"""In Persian every number a person reads on a screen is in Persian digits (issue 50): the seats in
the set-up's list and on the circle, the day's number, the clocks, the counts, the spin boxes, the
standings, the private panel's countdown. Once the app wrote its decimals through the locale
(«۱٫۵») and its whole numbers with ``str()`` ("3"), so one sentence mixed two scripts. Only the
players' own names (user text), the paper size and a network's address keep their figures."""

from __future__ import annotations

import re
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QMarginsF, QSizeF
from PySide6.QtGui import QPageSize, QPainter, QPdfWriter
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QTableWidget, QWidget
from pytestqt.qtbot import QtBot

from mafia_desktop.ui.circle.seat_circle import SeatCircle
from mafia_desktop.ui.private import panel as private_panel
from mafia_desktop.ui.private.panel import WAKE_WARNING
from mafia_desktop.ui.theme.appearance import Appearance
from mafia_desktop.ui.window.main_window import MainWindow
from tests.ui import looks
from tests.ui.spy import FrozenClock
from tests.ui.test_private_fits import open_game, through_the_deal
from tests.ui.test_tournament_screen import cup, data, opened, played  # noqa: F401 - (data: a fixture)

# What keeps its figures: the players' names (the tournament's "Ann II" too), the paper's size, and
# a network's address as the system names it (typed into a phone's browser as it is).
KEPT = re.compile(
    "|".join(re.escape(t) for t in sorted(looks.SAME_EVERYWHERE, key=len, reverse=True))
    + r"|^.{1,80}: \d{1,3}(\.\d{1,3}){3}$"
)
PERSIAN_DIGIT = re.compile("[۰-۹]")


@pytest.fixture(autouse=True)
def _english_after() -> Iterator[None]:
    yield
    looks.appearance.apply(Appearance(language="en"))


def with_figures(texts: list[str]) -> list[str]:
    """The texts that still have an ASCII figure once what keeps its figures is taken out."""
    return [t for t in texts if re.search("[0-9]", KEPT.sub(" ", t))]


def numbers_shown(root: QWidget) -> list[str]:
    """What :func:`looks.shown_texts` does not read: spin boxes' numbers and tables' cells."""
    window = root.window()
    out = []
    for w in [root, *root.findChildren(QWidget)]:
        if not w.isVisibleTo(window):
            continue
        if isinstance(w, QAbstractSpinBox):
            out.append(w.text())
        elif isinstance(w, QTableWidget):
            for r in range(w.rowCount()):
                out += [w.item(r, c).text() for c in range(w.columnCount()) if w.item(r, c) is not None]
    return [t for t in out if t]


def painted_text(circle: SeatCircle, path: Path) -> str:
    """The words the circle paints (the seats' numbers on their tokens), read back from a PDF."""
    writer = QPdfWriter(str(path))
    writer.setResolution(72)
    writer.setPageSize(QPageSize(QSizeF(circle.width(), circle.height()), QPageSize.Unit.Point))
    writer.setPageMargins(QMarginsF(0, 0, 0, 0))
    painter = QPainter(writer)
    try:
        circle._paint(painter, 0.0)
    finally:
        painter.end()
    text = subprocess.run(["pdftotext", str(path), "-"], capture_output=True, check=True).stdout.decode()
    return re.sub("[\u202a-\u202e]", "", text)  # (the marks pdftotext puts round right-to-left text)


def test_every_screen_in_persian_writes_its_numbers_in_persian_digits(qtbot: QtBot, tmp_path: Path) -> None:
    found: dict[str, list[str]] = {}
    with looks.look(Appearance(language="fa")):
        for name in looks.SCREENS:
            window = MainWindow(remember_geometry=False, read_only=True)
            qtbot.addWidget(window)
            window.resize(1280, 800)
            window.show()
            qtbot.waitExposed(window)
            widget = looks.show(name, window)
            texts = looks.shown_texts(widget) + numbers_shown(widget)
            bad = with_figures(texts)
            if bad:
                found[name] = bad
            if name == "table-night":
                assert any(PERSIAN_DIGIT.search(t) for t in texts), "the seats are named by number"
                circle = next(c for c in widget.findChildren(SeatCircle) if c.isVisible())
                painted = painted_text(circle, tmp_path / "circle.pdf")
                assert not with_figures([painted]), f"the circle paints ASCII figures: {painted!r}"
                for seat in ("۱", "۵", "۱۰"):
                    assert seat in painted.split(), f"seat {seat} is not on the circle: {painted!r}"
            if widget is not window:
                widget.close()
            window.close()
    assert not found, found


def test_the_private_panel_counts_down_in_persian(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """The deal's turn ("3 s" to wait once the card is held) and a role's last seconds with the
    laptop in the middle ("Time is nearly up: 4 s")."""
    clock = FrozenClock()
    monkeypatch.setattr(private_panel, "time", clock)
    with looks.look(Appearance(language="fa")):
        window = open_game(qtbot, "deal", (1366, 768))
        assert window.table is not None
        panel = window.table.private
        panel.ring.hold_ms = 0
        panel.ring.press()
        panel.ring.release()
        QApplication.processEvents()
        counted = panel.countdown.text()
        assert PERSIAN_DIGIT.search(counted) and not with_figures([counted]), counted
        panel.buttons["got_it"].click()  # too early: it says to wait
        waited = panel.countdown.text()
        assert PERSIAN_DIGIT.search(waited) and not with_figures([waited]), waited
        window.close()

        window = open_game(qtbot, "middle", (1366, 768))
        assert window.table is not None
        panel = window.table.private
        through_the_deal(window)
        assert panel.shown_screen is not None and panel.shown_screen.stage == "turn"
        clock.now = panel._unlock_at - WAKE_WARNING + 1  # the step's last seconds
        panel._on_clock_timeout()
        warning = panel.countdown.text()
        assert PERSIAN_DIGIT.search(warning) and not with_figures([warning]), warning
        window.close()


def test_the_tournament_s_standings_in_persian(qtbot: QtBot, data: Path) -> None:  # noqa: F811
    """Places, wins, points and the rating (once written in the system's locale, not the app's) in
    Persian digits."""
    from mafia_desktop.club.tournament import slot_players
    from tests.storage.series_games import save, town_win

    t = cup(data)
    names = slot_players(t, 1, 1)
    earlier = town_win(names, mafia=names[4:7], sheriff=names[3])
    save(data / "games", "0-club", earlier.record(protocol={"date": "2025-05-01", "game": 1}), mtime=1e9)
    played(data, t, 1, 1)
    with looks.look(Appearance(language="fa")):
        screen = opened(qtbot)
        rows = screen.standing_rows()
        ratings = [r[6] for r in rows if r[1] in names]
        assert ratings and all(PERSIAN_DIGIT.search(r) for r in ratings), ratings
        shown = [cell for r in rows for k, cell in enumerate(r) if k != 1]  # (not the names)
        assert not with_figures(shown), rows
        screen.close()
