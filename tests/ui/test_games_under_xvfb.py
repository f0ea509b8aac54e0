"""An evening of whole games on a real X server: every preset in every mode played to its end in
one main window by mouse and keys, two games abandoned halfway and others started after them
(``xvfb_play.py``, in a process of its own with Qt's xcb platform).

Checked: every game played to the end reaches the end (a side wins), every abandoned one was left
in play, and after the evening only the last game's screen is alive, no old game's clock running.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.ui.spy import MODES, PRESETS
from tests.ui.test_second_screen_xvfb import XVFB, xvfb

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.skipif(
    XVFB is None, reason="Xvfb is not installed (packaging/system-packages.sh test installs xvfb)"
)


@pytest.mark.slow
def test_every_preset_and_mode_plays_to_the_end_in_one_window(tmp_path: Path) -> None:
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
            [
                sys.executable,
                "-m",
                "pytest",
                "-q",
                "-p",
                "no:randomly",
                "-p",
                "no:xdist",
                "tests/ui/xvfb_play.py",
            ],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=900,
        )
    assert run.returncode == 0, run.stdout[-4000:] + run.stderr[-2000:]
    evening = json.loads(report.read_text(encoding="utf-8"))
    played = [g for g in evening["games"] if not g["abandoned"]]
    assert {(g["preset"], g["mode"]) for g in played} == {(p, m) for p in PRESETS for m in MODES}
    unfinished = [g for g in played if g["phase"] != "over"]
    assert not unfinished, unfinished
    abandoned = [g for g in evening["games"] if g["abandoned"]]
    assert len(abandoned) == 2 and all(g["phase"] != "over" and g["inputs"] > 0 for g in abandoned), abandoned
    assert evening["screens_alive"] == 1, "the screens of earlier games are gone"
    assert evening["old_clocks_running"] == []
    assert len(list(shots.glob("*.png"))) == len(evening["games"])
