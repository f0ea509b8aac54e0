"""A game that leaves the table is gone: nothing of it acts on the next one.

Seen at a party: after one game was abandoned and another started, the laptop in the middle
ended the mafia's step after 4 s of its 15, and their tap landed on the detective's step; the log
held hundreds of "Internal C++ object already deleted": the earlier games' screens still heard
the window's one narrator and still acted. Here games are abandoned and started again in one
window, and what is left of the old ones is counted.
"""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import SIGNAL, QCoreApplication, QEvent, QObject, QTimer
from pytestqt.qtbot import QtBot

from mafia_desktop.engine.record import Record
from mafia_desktop.engine.setup import make_setup
from mafia_desktop.ui.private.panel import PrivatePanel
from mafia_desktop.ui.table.screen import TableScreen
from mafia_desktop.ui.window.main_window import MainWindow
from tests.narration.fake_speech import FakeBackend
from tests.ui.table_driver import deal_round

EIGHT = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal"]
ROLES = {"Bob": "doctor", "Dan": "mafia", "Fay": "mafia", "Hal": "detective"}


@pytest.fixture
def fake_voice(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("mafia_desktop.narration.speech.default_factories", lambda: {"fake": FakeBackend})


def _middle_game() -> Record:
    return Record(make_setup("youth", 4, EIGHT, ROLES)).with_note(
        "table", {"mode": "middle", "deal": "reveal", "narrate": True, "lang": "en"}
    )


def _gone_later() -> None:
    """What was left to be deleted is deleted (as the event loop would), and the collector ran."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()


def _alive(kind: type) -> list[object]:
    """Every Python object of ``kind`` still alive (a wrapper kept by a connection counts)."""
    return [o for o in gc.get_objects() if issubclass(type(o), kind)]  # (no proxy is asked)


def _window(qtbot: QtBot) -> MainWindow:
    window = MainWindow(remember_geometry=False)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    return window


def _listeners(narrator: QObject) -> list[int]:
    """How many slots hear each of the narrator's signals."""
    signals = ("idle()", "waiting_changed(bool)", "caption_changed(QString)")
    return [narrator.receivers(SIGNAL(signal)) for signal in signals]


def _running_timers(root: QObject) -> int:
    return sum(1 for t in root.findChildren(QTimer) if t.isActive())


def test_an_abandoned_game_leaves_no_screen_no_timer_and_no_listener(qtbot: QtBot, fake_voice: None) -> None:
    earlier = {id(o) for kind in (TableScreen, PrivatePanel) for o in _alive(kind)}  # (other tests')
    window = _window(qtbot)
    try:
        window.open_record(_middle_game())
        first = window.table
        assert first is not None
        deal_round(qtbot, first)
        narrator = window.narrator
        assert narrator is not None
        listening = _listeners(narrator)
        del first  # (only the window may keep it)
        for _ in range(2):  # abandoned (Home, New game), and another one started
            window.go_home()
            window.open_record(_middle_game())
            _gone_later()
        table = window.table
        assert table is not None
        assert [o for o in _alive(TableScreen) if id(o) not in earlier] == [table], "old screens gone"
        assert len([o for o in _alive(PrivatePanel) if id(o) not in earlier]) == 1
        assert _listeners(narrator) == listening, "only the table on screen hears the narrator"
        assert len(window.findChildren(TableScreen)) == 1
    finally:
        window.shutdown()


def test_a_closed_game_neither_acts_nor_hears(qtbot: QtBot, fake_voice: None) -> None:
    """The screen of a game that left the table stops every clock of its own at once, closes its
    private turn and hears nothing more, even before Qt deletes it."""
    window = _window(qtbot)
    try:
        window.open_record(_middle_game())
        old = window.table
        assert old is not None
        assert old.private_shown(), "the deal is on the panel, its clock running"
        window.go_home()
        window.open_record(_middle_game())
        assert _running_timers(old) == 0, "every clock of the old game stopped, its panel's too"
        narrator = window.narrator
        assert narrator is not None
        narrator.caption_changed.emit("A line")
        assert old.caption.text() != "A line", "the old screen no longer shows the narrator's caption"
    finally:
        window.shutdown()
