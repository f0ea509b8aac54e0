"""An evening played in a process of its own on a real X server (Qt's xcb platform): the driver
module is a pytest file run there with its own data, config and cache folders, writing its report
(``MAFIA_PLAY_REPORT``) and its screens (``MAFIA_PLAY_SHOTS``)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from tests.ui.test_second_screen_xvfb import xvfb

ROOT = Path(__file__).resolve().parents[2]


def play_evening(
    driver: str, tmp_path: Path, timeout: float
) -> tuple[subprocess.CompletedProcess[str], Path, Path]:
    """Run ``driver`` (a path under tests/ui) on Xvfb; returns the run, its report and its screens."""
    report = tmp_path / "evening.json"
    shots = tmp_path / "shots"
    shots.mkdir()
    with xvfb() as display:
        env = {
            **os.environ,
            "DISPLAY": display,
            "QT_QPA_PLATFORM": "xcb",
            "MAFIA_PLAY_REPORT": str(report),
            "MAFIA_PLAY_SHOTS": str(shots),
            "MAFIA_DESKTOP_DATA_DIR": str(tmp_path / "data"),
            "XDG_CONFIG_HOME": str(tmp_path / "config"),
            "XDG_CACHE_HOME": str(tmp_path / "cache"),
            "XDG_DATA_HOME": str(tmp_path / "share"),
            "HOME": str(tmp_path),
        }
        env.pop("PYTEST_XDIST_WORKER", None)
        run = subprocess.run(
            [sys.executable, "-m", "pytest", "-q", "-p", "no:randomly", "-p", "no:xdist", driver],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=timeout,
        )
    return run, report, shots


def evening_of(run: subprocess.CompletedProcess[str], report: Path) -> dict[str, Any]:
    """The evening's report, once the run ended well."""
    assert run.returncode == 0, run.stdout[-4000:] + run.stderr[-2000:]
    evening: dict[str, Any] = json.loads(report.read_text(encoding="utf-8"))
    return evening
