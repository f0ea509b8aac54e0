"""A process that plays game after game stays its size: every window a game made is gone once it
is closed, and nothing else piles up (a worker running the UI tests once grew to 2.9 GB, most of
it the spies' screens, every one of every run kept to the end of the test).

Memory is measured, not time: the resident size of the process after each game, which a loaded
machine does not change."""

from __future__ import annotations

import gc
import os

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from mafia_desktop.engine.record import Record, record_from_json
from mafia_desktop.ui.common import collector
from mafia_desktop.ui.window.main_window import MainWindow
from tests.scenario_check import load, scenario_files

GAMES = 5  # played one after another, after two to warm the caches that fill once (fonts, glyphs)
GROWTH_MB = 40  # the most the process may grow over them: a game's windows left behind are more


def resident_mb() -> float:
    with open("/proc/self/statm", encoding="ascii") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


def play_once(qtbot: QtBot, full: Record) -> None:
    """A game on the table, input by input, painted after each, then the window closed and
    deleted (as the app and pytest-qt do)."""
    window = MainWindow(remember_geometry=False, read_only=True)
    try:
        window.resize(1100, 700)
        window.show()
        qtbot.waitExposed(window)
        window.open_record(Record(full.setup))
        assert window.controller is not None
        for given in full.inputs:
            assert window.controller.submit([given])
            window.grab()
    finally:
        window.close()
        window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()


def test_game_after_game_the_process_stays_its_size(qtbot: QtBot) -> None:
    path = next(p for p in scenario_files() if p.stem == "club-car-crash-then-plurality")
    full = record_from_json(load(path)["record"])
    before = set(QApplication.allWidgets())
    sizes = []
    for n in range(GAMES + 2):
        play_once(qtbot, full)
        left = [w for w in QApplication.allWidgets() if w not in before]
        assert not left, f"game {n + 1} left {len(left)} widgets: {sorted({type(w).__name__ for w in left})}"
        assert not collector._kept, "a closed window is still held for Qt"
        sizes.append(resident_mb())
    grown = sizes[-1] - sizes[1]
    assert grown <= GROWTH_MB, (
        f"the process grew {grown:.0f} MB over {GAMES} games: {[round(s) for s in sizes]}"
    )
