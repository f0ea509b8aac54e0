"""UI tests: no thread or question outlives a test. (Each test's own settings, games and caches:
the repository's conftest.py.)"""

from __future__ import annotations

from collections.abc import Iterator

import pytest


@pytest.fixture(autouse=True)
def _no_threads_left_behind(_windows_gone_when_the_test_ends: None) -> Iterator[None]:
    """Every pool thread a test starts (PDFs, simulations) has finished when it ends, before its
    windows are destroyed (so this is torn down first): a simulation still running for a balance
    chart must not report to a window being deleted."""
    yield
    from PySide6.QtCore import QThreadPool

    QThreadPool.globalInstance().waitForDone(10000)


@pytest.fixture(autouse=True)
def _windows_gone_when_the_test_ends() -> Iterator[None]:
    """The windows a test made are destroyed when it ends, here, on the UI thread: pytest-qt has
    closed them and asked Qt to delete them later; the deletions are carried out now, and what
    only reference cycles kept is collected now, not in the middle of a later test's paint."""
    yield
    import gc

    from PySide6.QtCore import QCoreApplication, QEvent

    if QCoreApplication.instance() is not None:
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()


@pytest.fixture(autouse=True)
def _a_group_that_has_played_before(request: pytest.FixtureRequest, home: object) -> None:
    """Set-up remembers how the group plays (here: with a referee), as after a first game: a first
    set-up asks first (tests/ui/test_setup_screen.py), and tests of anything else start at once.
    Tests marked ``first_set_up`` get a set-up that has never been chosen in."""
    if request.node.get_closest_marker("first_set_up") is None:
        from mafia_desktop import settings

        settings.write(settings.MODE, "referee")


@pytest.fixture(autouse=True)
def _no_question_hangs_a_test(monkeypatch: pytest.MonkeyPatch) -> None:
    """A question the table asks with its real (modal) box would wait for a click forever here:
    a test that meets one fails at once, naming it. Tests answer through ``table.confirm``."""
    from mafia_desktop.ui.table.screen import TableScreen

    def unexpected(self: TableScreen, question: str) -> bool:
        raise AssertionError(f"the table asked, and the test had no answer: {question!r}")

    monkeypatch.setattr(TableScreen, "_ask", unexpected)


def pytest_collection_finish(session: pytest.Session) -> None:
    """Everything alive once the tests are collected (the modules of the app, of Qt, of
    hypothesis, numpy...) lives until the end: it is moved out of the collector's way
    (``gc.freeze``), so the full collection each UI test ends with looks only at what the tests
    made, not at the whole interpreter again. Nothing a test makes is frozen: every cycle it
    leaves is collected as before, and ``gc.get_objects`` lists all it made."""
    import gc

    gc.collect()
    gc.freeze()
