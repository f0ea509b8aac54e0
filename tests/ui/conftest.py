"""UI tests keep their settings (roster, window size) and saved games apart from the user's, and
start clean."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QStandardPaths


@pytest.fixture(autouse=True)
def _fresh_settings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    QStandardPaths.setTestModeEnabled(True)
    monkeypatch.setenv("MAFIA_DESKTOP_DATA_DIR", str(tmp_path / "data"))
    QSettings().clear()
    yield
    QSettings().clear()


@pytest.fixture(autouse=True)
def _no_threads_left_behind() -> Iterator[None]:
    """Every pool thread a test starts (PDFs, simulations) has finished when it ends."""
    yield
    from PySide6.QtCore import QThreadPool

    QThreadPool.globalInstance().waitForDone(10000)
