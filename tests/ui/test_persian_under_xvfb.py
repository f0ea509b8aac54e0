"""A Persian game on a real X server (``xvfb_persian.py``, in a process of its own with Qt's xcb
platform): set up by mouse and keys, dealt at the laptop, its nights round the private panel, its
days voted on the table, to the town's win, right to left.

Checked: the game ends, won by the town, every death in the log; the screen is mirrored (the
panel on the circle's left, the log's icons on the right of its rows) while the circle is the
room's (seat 1 at the top, seat 2 clockwise from it, to its right); every Latin name in a Persian
line is isolated and the line reads right to left, every Persian name in an English line too (the
catalogue may not be whole yet); the panel names each player as typed; the pictures are there.
Whatever the catalogue holds: nothing here needs a particular Persian word."""

from __future__ import annotations

import unicodedata
from pathlib import Path

import pytest

from tests.ui.test_second_screen_xvfb import XVFB
from tests.ui.xvfb_evening import evening_of, play_evening
from tests.ui.xvfb_persian import NAMES

pytestmark = pytest.mark.skipif(
    XVFB is None, reason="Xvfb is not installed (packaging/system-packages.sh test installs xvfb)"
)
FSI, PDI = "\u2068", "\u2069"
LATIN = [n for n in NAMES if n.isascii()]


def _persian(text: str) -> bool:
    return any(unicodedata.bidirectional(c) == "AL" for c in text)


@pytest.mark.slow
def test_a_persian_game_is_played_right_to_left(tmp_path: Path) -> None:
    run, report, shots = play_evening("tests/ui/xvfb_persian.py", tmp_path, timeout=900)
    game = evening_of(run, report)
    assert game["winner"] == "town", game["log"][-5:]
    log: list[str] = game["log"]
    for died in (name for night in game["deaths"] for name in night):
        assert any(died in line for line in log), died

    layout = game["layout"]
    assert layout["app_rtl"] and layout["window_rtl"] and layout["log_rtl"] and game["setup_rtl"]
    assert layout["panel_x"] < layout["circle_x"], "the panel on the circle's left"
    seats = layout["seats"]
    cx, _ = layout["circle_centre"]
    assert abs(seats[0][0] - cx) <= 2 and seats[0][1] == min(y for _, y in seats), "seat 1 at the top"
    assert seats[1][0] > seats[0][0] and seats[2][1] > seats[1][1], "seat 2 clockwise: to its right"
    assert seats[-1][0] < seats[0][0], "the last seat on its left"

    for line, rtl in zip(log, game["log_rtl_lines"], strict=True):
        if not line.strip("— "):
            continue
        if _persian(line.replace(FSI, "").split(PDI)[-1]) or rtl:  # a Persian line (translated)
            assert rtl, f"a Persian line reads right to left: {line!r}"
            for name in LATIN:
                if name in line:
                    assert FSI + name + PDI in line, f"{name} isolated in {line!r}"
        for name in NAMES:
            if name in line and _persian(name) and not rtl:  # a Persian name in an English line
                assert FSI + name + PDI in line, f"{name} isolated in {line!r}"
    rows = [r for r in game["rows"] if r[0].strip("— ")]
    assert rows and all(right > 0 for _, _, right in rows), "every row's icon on its right"
    short = min((r for r in rows if not r[0].startswith("—")), key=lambda r: len(r[0]))  # (not a heading)
    assert short[1] == 0, f"a short line leaves the row's left empty: {short}"
    for name, title in zip(NAMES, game["titles"], strict=True):
        assert name in title and (not name.isascii() or FSI + name + PDI in title), title
    assert len(game["shots"]) == 6
    assert all((shots / name).stat().st_size > 3_000 for name in game["shots"])
