"""The eight house roles of issue 47 (the Marshal, the Immortal, the Kamikaze, the Jester, the
Journalist, the Werewolf, the Hooligan, the Mayor) in whole games on a real X server: every preset
in every mode played in one main window by mouse and keys (``xvfb_house_roles.py``, in a process of
its own with Qt's xcb platform), in English and Russian at 100 % and 200 % text.

Checked from each game's record: the game reached its end (a side won) or the bound of steps; each
role was dealt in every mode in at least two presets; across the evening, in each mode, each role's
behaviour was entered (the Marshal's check and shot, the Journalist's comparison, the Hooligan's
block, the Kamikaze's take, the Mayor's card, the Immortal unharmed, the Werewolf turned, the Jester
voted out). ``MAFIA_PLAY_SHOTS_KEEP=<dir>`` keeps the screenshots of the moments that matter (the
referee console's act choice, the Journalist's second pick, the Kamikaze's last act, the Mayor's
card and claim, the laptop in the middle's choice) to look at.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from tests.ui.test_second_screen_xvfb import XVFB
from tests.ui.xvfb_evening import evening_of, play_evening
from tests.ui.xvfb_house_roles import HOUSE, MODES, PRESETS, SIGNS, _missing

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.skipif(
    XVFB is None, reason="Xvfb is not installed (packaging/system-packages.sh test installs xvfb)"
)


@pytest.mark.slow
def test_the_house_roles_play_whole_games_in_every_preset_and_mode(tmp_path: Path) -> None:
    run, report, shots = play_evening("tests/ui/xvfb_house_roles.py", tmp_path, timeout=1500)
    keep = os.environ.get("MAFIA_PLAY_SHOTS_KEEP")
    if keep:
        shutil.copytree(shots, keep, dirs_exist_ok=True)
        if report.exists():
            shutil.copy(report, Path(keep) / "evening.json")
    evening = evening_of(run, report)
    games = evening["games"]
    assert {(g["preset"], g["mode"]) for g in games} >= {(p, m) for p in PRESETS for m in MODES}
    unfinished = [g for g in games if g["phase"] != "over" and not g["bounded"]]
    assert not unfinished, unfinished
    for mode in MODES:
        for role in HOUSE:
            presets = {g["preset"] for g in games if g["mode"] == mode and role in g["roles"]}
            assert len(presets) >= 2, (mode, role, presets)
        played = [g for g in games if g["mode"] == mode]
        assert not _missing(played), (mode, _missing(played), [g["did"] for g in played])
    assert {r for r in SIGNS} == set(HOUSE)
    moments = {s.split("-")[0] for s in evening["shots"]}
    assert {
        "referee_marshal_choice",
        "referee_journalist_second",
        "kamikaze_last_act",
        "mayor_card_button",
        "mayor_claim",
    } <= moments, moments
