"""An evening of whole games on a real X server: every preset in every mode played to its end in
one main window by mouse and keys, two games abandoned halfway and others started after them
(``xvfb_play.py``, in a process of its own with Qt's xcb platform).

Checked: every game played to the end reaches the end (a side wins), every abandoned one was left
in play, and after the evening only the last game's screen is alive, no old game's clock running.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.ui.spy import MODES, PRESETS
from tests.ui.test_second_screen_xvfb import XVFB
from tests.ui.xvfb_evening import evening_of, play_evening

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.skipif(
    XVFB is None, reason="Xvfb is not installed (packaging/system-packages.sh test installs xvfb)"
)


@pytest.mark.slow
def test_every_preset_and_mode_plays_to_the_end_in_one_window(tmp_path: Path) -> None:
    run, report, shots = play_evening("tests/ui/xvfb_play.py", tmp_path, timeout=900)
    evening = evening_of(run, report)
    played = [g for g in evening["games"] if not g["abandoned"]]
    assert {(g["preset"], g["mode"]) for g in played} == {(p, m) for p in PRESETS for m in MODES}
    unfinished = [g for g in played if g["phase"] != "over"]
    assert not unfinished, unfinished
    abandoned = [g for g in evening["games"] if g["abandoned"]]
    assert len(abandoned) == 2 and all(g["phase"] != "over" and g["inputs"] > 0 for g in abandoned), abandoned
    assert evening["screens_alive"] == 1, "the screens of earlier games are gone"
    assert evening["old_clocks_running"] == []
    assert len(list(shots.glob("*.png"))) == len(evening["games"])
