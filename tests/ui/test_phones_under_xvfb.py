"""Whole games with players' phones on a real X server (``xvfb_phones.py``, in a process of its
own with Qt's xcb platform): set up by mouse and keys, dealt with each phone joining by its code,
played to the town's win with three real Chromium phones, in English and in Russian, at 100 % and
200 % text; the pictures of the laptop and of every kind of phone screen saved.

Checked: four games to their end, won by the town; on the first night the Sheriff's phone (or the
laptop, where she has none) finds the mafioso she checks; the Don finds the Sheriff where he
checks her; every death the log says; in the first game the host took a player back (asked
first), her phone said it was no longer paired, and the pictures are all there."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.ui.chromium_phones import chromium_missing
from tests.ui.test_second_screen_xvfb import XVFB
from tests.ui.xvfb_evening import evening_of, play_evening
from tests.ui.xvfb_phones import GAMES, NAMES

pytestmark = [
    pytest.mark.skipif(
        XVFB is None, reason="Xvfb is not installed (packaging/system-packages.sh test installs xvfb)"
    ),
    pytest.mark.skipif(chromium_missing() is not None, reason=str(chromium_missing())),
]


@pytest.mark.slow
def test_games_with_phones_under_xvfb(tmp_path: Path) -> None:
    run, report, shots = play_evening("tests/ui/xvfb_phones.py", tmp_path, timeout=1500)
    games = evening_of(run, report)["games"]
    assert [(g["lang"]) for g in games] == [lang for lang, _ in GAMES]
    for game in games:
        assert game["winner"] == "town", game["log"][-5:]
        roles, answers = game["roles"], game["answers"]
        sheriff = next(n for n, r in roles.items() if r == "detective")
        don = next(n for n, r in roles.items() if r == "don")
        first_mafioso = next(n for n in NAMES[game["lang"]] if roles[n] in ("don", "mafia"))
        assert first_mafioso in answers[sheriff][0], answers[sheriff]
        if game["lang"] == "en":
            assert answers[sheriff][0] == f"{first_mafioso} is mafia."
            killed = game["deaths"][0]
            assert killed and f"{killed[0]} was killed in the night" in game["log"]
        assert all(answers[n] for n in roles if n != don)
    first = games[0]  # the host took the fifth player back to the laptop (asked first)
    assert first["asked"] and NAMES["en"][4] not in first["phones_at_end"]
    assert first["phones_at_end"], "the other phones stayed"
    taken = [name for g in games for name in g["shots"]]
    assert all((shots / name).stat().st_size > 3_000 for name in taken)
    kinds = {
        "card",
        "card-held",
        "night-turn",
        "night-question-held",
        "night-picked",
        "night-answer-held",
        "night-over",
        "day",
        "end",
    }
    for n, (lang, scale) in enumerate(GAMES):
        for kind in kinds:
            assert (shots / f"{n + 1}-{lang}-{scale}-phone-{kind}.png").exists(), (n, kind)
        assert (shots / f"{n + 1}-{lang}-{scale}-laptop-night-waits-for-phones.png").exists()
    for kind in ("offline", "retired"):
        assert (shots / f"1-en-100-phone-{kind}.png").exists()
