"""The benchmarks leave no window waiting to be deleted: a window a benchmark is done with is
deleted at once, while nothing is timed. (A ``deleteLater()`` outside a running event loop waits
for the next loop to start: the table benchmark's nine main windows were all deleted in the
narration benchmark's first event loop, 22-37 ms on the UI thread that its stall meter counted as
the narrator's.) No timing here: whether the windows still exist once dropped."""

from __future__ import annotations

from pathlib import Path

import pytest
import shiboken6
from PySide6.QtWidgets import QApplication, QWidget

from benchmarks.dispose import delete_now
from benchmarks.table import NAMES30, _drop, _window
from mafia_desktop.engine.record import Record
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.ui.table.controller import GameController
from mafia_desktop.ui.table.screen import TableScreen


def _record() -> Record:
    names = NAMES30[:10]
    return Record(
        make_setup("classic", 1, names, {names[0]: "mafia", names[1]: "mafia", names[2]: "detective"})
    )


def test_a_dropped_main_window_is_gone_before_any_event_loop_runs(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MAFIA_DESKTOP_DATA_DIR", str(tmp_path))  # (_window sets it: put back after)
    window = _window(_record(), tmp_path)
    widgets = [window, *window.findChildren(QWidget)]
    assert len(widgets) > 50  # a whole table
    _drop(window)
    assert not [w for w in widgets if shiboken6.isValid(w)], "left for a later benchmark's event loop"
    assert window not in QApplication.topLevelWidgets()


def test_delete_now_deletes_a_table_and_its_children_at_once(qapp: QApplication) -> None:
    table = TableScreen(GameController(_record()))
    table.resize(1366, 768)
    table.show()
    qapp.processEvents()
    widgets = [table, *table.findChildren(QWidget)]
    delete_now(table)
    assert not [w for w in widgets if shiboken6.isValid(w)]
