"""UI tests keep their settings (roster, window size) apart from the user's, and start clean."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QSettings, QStandardPaths


@pytest.fixture(autouse=True)
def _fresh_settings() -> Iterator[None]:
    QStandardPaths.setTestModeEnabled(True)
    QSettings().clear()
    yield
    QSettings().clear()
