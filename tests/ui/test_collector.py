"""Garbage is collected on the UI thread only, once a window exists: a worker that allocates
(reading the series, the saved games) never frees a widget kept by reference cycles."""

from __future__ import annotations

import gc
import threading
import weakref

from pytestqt.qtbot import QtBot

from mafia_desktop.ui.common import collector
from mafia_desktop.ui.window.main_window import MainWindow


class Held:
    """A Python object in a reference cycle, as a widget and its connected slots are."""

    def __init__(self) -> None:
        self.me = self


def test_a_worker_thread_never_collects_what_the_ui_thread_owns(qtbot: QtBot) -> None:
    w = MainWindow(remember_geometry=False)
    qtbot.addWidget(w)
    assert not gc.isenabled(), "the window turned automatic collection off"
    held = Held()
    gone = weakref.ref(held)
    del held

    def allocate() -> None:  # far past every threshold: the collector would have run here
        junk = [[i] for i in range(200_000)]
        for item in junk:
            item.append(item)

    worker = threading.Thread(target=allocate)
    worker.start()
    worker.join(30)
    assert gone() is not None, "a worker thread collected garbage"
    collector.collect_due()
    gc.collect()
    assert gone() is None, "the UI thread collects it"
    assert collector.collect_due() == 0  # nothing left due


def test_a_window_alive_in_qt_is_never_freed_by_the_collector(qtbot: QtBot) -> None:
    """Dropped by Python while Qt still shows it, a window stays until Qt destroys it."""
    from PySide6.QtCore import QCoreApplication, QEvent

    w = MainWindow(remember_geometry=False)
    w.show()
    gone = weakref.ref(w)
    del w
    gc.collect()
    window = gone()
    assert window is not None and window.isVisible(), "the collector freed a live window"
    window.close()
    window.deleteLater()
    del window
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    assert gone() is None, "once Qt destroyed it, nothing holds it"
