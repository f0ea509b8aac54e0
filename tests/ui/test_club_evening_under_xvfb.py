"""A club evening of four games and a two-round tournament of twenty players, played on a real X
server in one window (``xvfb_club_evening.py``, in a process of its own with Qt's xcb platform),
with the standings, the rating and the printed schedule looked at in English and Russian.

Checked: eight games played to their end and saved by the app (four of the series "Friday club",
one for each of the tournament's four slots); the series' standings list the evening's ten with
four games each and ratings moved from 1000; the tournament's list its twenty with two games each;
every slot reads "Played"; the schedule printed as the overview and a sheet a slot, the standings
printed, in both languages; the pictures of the screens saved.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.ui.test_second_screen_xvfb import XVFB
from tests.ui.xvfb_club_evening import CUP, EVENING, MORE, SERIES
from tests.ui.xvfb_evening import evening_of, play_evening

pytestmark = pytest.mark.skipif(
    XVFB is None, reason="Xvfb is not installed (packaging/system-packages.sh test installs xvfb)"
)

LANGS = ("en", "ru")


def pdf_pages(path: Path) -> int:
    return len(re.findall(rb"/Type\s*/Page\b(?!s)", path.read_bytes()))


@pytest.mark.slow
def test_a_club_evening_and_a_two_round_tournament(tmp_path: Path) -> None:
    run, report, shots = play_evening("tests/ui/xvfb_club_evening.py", tmp_path, timeout=900)
    evening = evening_of(run, report)
    games = evening["games"]
    # eight games played to the end, each saved by the app in its own file
    assert len(games) == 8 and all(g["phase"] == "over" and g["winner"] for g in games), games
    assert len({g["file"] for g in games}) == 8 and set(evening["saved_after"]) >= {g["file"] for g in games}
    assert all(g["mode"] == "referee" for g in games)
    series = [g for g in games if g["kind"] == "series"]
    assert [g["protocol"]["game"] for g in series] == [1, 2, 3, 4]
    assert all(g["series"] == SERIES and g["players"] == EVENING for g in series)
    assert sum(g["fouls"] for g in games) > 0, "the referee gave fouls"
    t = evening["tournament"]
    slots = [g for g in games if g["kind"] == "tournament"]
    assert [(g["round"], g["table"]) for g in slots] == [(1, 1), (1, 2), (2, 1), (2, 2)]
    assert all(g["tournament"] == {"id": t["id"], "round": g["round"], "table": g["table"]} for g in slots)
    assert all(g["series"] == CUP and g["protocol"]["game"] == g["round"] for g in slots)
    assert sorted(t["players"]) == sorted([*EVENING, *MORE]) and t["ticked"] == sorted(EVENING)
    for r in (1, 2):  # every player sits at one table a round
        seated = [p for g in slots if g["round"] == r for p in g["players"]]
        assert sorted(seated) == sorted(t["players"])
    assert t["played"] == [[1, 1], [1, 2], [2, 1], [2, 2]]
    # the tournaments screen ranks as the series screen does (ties broken by the rating)
    cup_en = evening["scopes"]["cup-en"]["rows"]
    assert [row[:2] for row in t["standing_rows"]] == [[str(r["place"]), r["name"]] for r in cup_en]
    assert all(row[6] for row in t["standing_rows"]), "every player's rating shown"
    assert all(text.startswith("✓ Played\n1. ") for text in t["slot_texts"].values()), t["slot_texts"]
    for lang in LANGS:
        rows = evening["scopes"][f"series-{lang}"]["rows"]
        assert sorted(r["name"] for r in rows) == sorted(EVENING) and {r["games"] for r in rows} == {4}
        assert any(r["rating_red"] != 1000 or r["rating_black"] != 1000 for r in rows), rows
        assert sum(r["wins"] for r in rows) == sum(3 if g["winner"] == "mafia" else 7 for g in series)
        cup = evening["scopes"][f"cup-{lang}"]["rows"]
        assert sorted(r["name"] for r in cup) == sorted(t["players"]) and {r["games"] for r in cup} == {2}
        assert [r["place"] for r in cup] == sorted(r["place"] for r in cup)
        for stem in ("series", "cup"):
            seen = evening["scopes"][f"{stem}-{lang}"]
            assert seen["steps"] >= 2 and seen["player"] in seen["label"], seen
            assert pdf_pages(shots / f"{stem}-standings-{lang}.pdf") == seen["pdf_pages"] >= 1
        # the schedule: the overview, then a sheet for each of the four slots
        assert evening["schedule_pages"][lang] == 1 + 4
        assert pdf_pages(shots / f"schedule-{lang}.pdf") == 1 + 4
    assert evening["scopes"]["series-en"]["rows"] == evening["scopes"]["series-ru"]["rows"]
    assert "Rating" in "".join(evening["scopes"]["series-en"]["headings"])
    assert "Рейтинг" in "".join(evening["scopes"]["series-ru"]["headings"])
    # the screens, in both languages
    assert len(evening["shots"]) == 2 * (2 + 2 * 3)
    assert all((shots / name).stat().st_size > 10_000 for name in evening["shots"])
