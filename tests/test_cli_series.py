"""`mafia-desktop series`: the standings as JSON or CSV, the list of series, and a clear refusal
(exit 2) when there is nothing to show; without a display, and without Qt's widgets."""

from __future__ import annotations

import csv
import io
import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

from tests.storage.series_games import save, spring, town_win


def run(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "mafia_desktop", "series", *args],
        capture_output=True,
        timeout=60,
        env=env,
        encoding="utf-8",
    )


def data_games() -> Path:
    return Path(os.environ["MAFIA_DESKTOP_DATA_DIR"]) / "games"  # this test's own (conftest.py)


def test_the_standings_as_json_from_the_apps_folder() -> None:
    spring(data_games())
    proc = run("--series", "Spring")
    assert proc.returncode == 0, proc.stderr
    rows = json.loads(proc.stdout)
    assert [(r["place"], r["name"], r["points"]) for r in rows[:3]] == [
        (1, "EVE", 4.25),
        (2, "dan", 4.0),
        (2, "Fay", 4.0),
    ]
    assert rows[0]["best_moves"] == 1 and rows[0]["fouls"] == 2
    assert (data_games().parent / "series.sqlite3").is_file()
    everything = json.loads(run().stdout)
    assert sum(r["games"] for r in everything) == 50


def test_csv_and_the_list_of_series(tmp_path: Path) -> None:
    games = tmp_path / "elsewhere" / "games"
    spring(games)
    proc = run("--games", str(games), "--series", "Summer", "--format", "csv")
    assert proc.returncode == 0, proc.stderr
    got = list(csv.reader(io.StringIO(proc.stdout)))
    assert got[0][:3] == ["place", "name", "points"] and len(got) == 11
    listed = json.loads(run("--games", str(games), "--list").stdout)
    assert [(s["name"], s["games"], s["first"]) for s in listed] == [
        ("Summer", 1, "2024-06-01"),
        ("Spring", 4, "2024-04-20"),
    ]
    proc = run("--games", str(games), "--list", "--format", "csv")
    assert proc.stdout.splitlines()[:2] == ["name,games,first,last", "Summer,1,2024-06-01,2024-06-01"]


def test_an_unknown_series_or_no_game_is_refused() -> None:
    proc = run()
    assert proc.returncode == 2 and proc.stdout == ""
    assert "no finished game" in proc.stderr
    spring(data_games())
    proc = run("--series", "Autumn")
    assert proc.returncode == 2 and proc.stdout == ""
    assert "no series 'Autumn'" in proc.stderr and "Spring" in proc.stderr
    assert "Traceback" not in proc.stderr


def test_a_database_in_use_is_said() -> None:
    spring(data_games())
    assert run().returncode == 0
    other = sqlite3.connect(data_games().parent / "series.sqlite3", isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        env = dict(os.environ)
        proc = subprocess.run(
            [sys.executable, "-c", "import sys, mafia_desktop.storage.series as s; s.TIMEOUT = 0.2;"
             " sys.argv[1:] = ['series']; from mafia_desktop.cli import main; sys.exit(main())"],
            capture_output=True, timeout=60, env=env, encoding="utf-8",
        )  # fmt: skip
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert proc.returncode == 2
    assert "in use by another program" in proc.stderr and "Traceback" not in proc.stderr


def test_no_display_and_no_widgets(tmp_path: Path) -> None:
    games = tmp_path / "games"
    save(games, "1", town_win().record())
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    code = (
        "import sys; from mafia_desktop.cli import main;"
        f" rc = main(['series', '--games', {str(games)!r}]);"
        " print(rc, 'PySide6.QtWidgets' in sys.modules, 'PySide6.QtGui' in sys.modules, file=sys.stderr)"
    )
    proc = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, timeout=60, env=env, encoding="utf-8"
    )
    assert proc.stderr.split() == ["0", "False", "False"], proc.stderr
    assert len(json.loads(proc.stdout)) == 10


def test_filters_ratings_and_statistics(tmp_path: Path) -> None:
    from tests.storage.series_games import SPRING, protocol

    games = tmp_path / "games"
    cup = {"id": "Cup", "round": 1, "table": 1}
    save(games, "1", town_win().record(protocol=protocol("2024-04-20"), tournament=cup), SPRING)
    save(games, "2", town_win().record(protocol=protocol("2024-04-21")), SPRING + 86400)
    proc = run("--games", str(games), "--tournament", "Cup")
    assert proc.returncode == 0, proc.stderr
    rows = json.loads(proc.stdout)
    assert {r["games"] for r in rows} == {1}
    dan = next(r for r in rows if r["name"] == "Dan")
    assert (dan["rating_red"], dan["rating_black"], dan["ci"], dan["first_night"]) == (1015.0, 1000.0, 0.0, 0)
    rows = json.loads(run("--games", str(games), "--since", "2024-04-21", "--until", "2024-04-21").stdout)
    assert {r["games"] for r in rows} == {1} and next(r for r in rows if r["name"] == "Dan")[
        "rating_red"
    ] > 1015
    got = list(csv.reader(io.StringIO(run("--games", str(games), "--format", "csv").stdout)))
    assert got[0][-4:] == ["rating_red", "rating_black", "ci", "first_night"]
    players = json.loads(run("--games", str(games), "--stats", "players").stdout)
    assert len(players) == 10 and {p["games"] for p in players} == {2}
    assert next(p for p in players if p["name"] == "Dan")["checks"] == 0
    pairs = run("--games", str(games), "--stats", "pairs", "--tournament", "Cup", "--format", "csv")
    got = list(csv.reader(io.StringIO(pairs.stdout)))
    assert got[0][:3] == ["first", "second", "together"] and len(got) == 46


def test_bad_filters_are_refused() -> None:
    spring(data_games())
    proc = run("--since", "20.04.2024")
    assert proc.returncode == 2 and "must be a day as YYYY-MM-DD" in proc.stderr
    proc = run("--tournament", "Cup")
    assert proc.returncode == 2 and proc.stdout == ""
    assert "there is no tournament 'Cup'" in proc.stderr and "Traceback" not in proc.stderr
    proc = run("--series", "Spring", "--until", "2020-01-01")
    assert proc.returncode == 2 and "no finished game in these filters" in proc.stderr
    proc = run("--stats", "teams")
    assert proc.returncode == 2 and "invalid choice" in proc.stderr
